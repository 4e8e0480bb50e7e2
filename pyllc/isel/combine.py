"""DAG combining: constant folding and algebraic simplification (a small LLVM DAGCombiner).

Contract
- requires: a SelectionDAG (before or after legalization).
- maintains: the values and side effects the DAG computes; legality: after
  legalization it only builds nodes the target has as LEGAL (it checks
  `action(op, vt)` for every new non-constant node), so it can run at both points of
  the pipeline.
- breaks: nothing. Dead nodes are removed at the end.

What it does (integers are folded modulo 2^bits; nothing that is undefined in the IR
is folded — division by zero, INT_MIN / -1, shifts by >= the width stay as they are):
- constant folding of every integer operation, compare, extension, truncation,
  SIGN_EXTEND_INREG, BUILD_PAIR/EXTRACT_ELEMENT, UADDO/USUBO;
- identities: x+0, x-0, x-x, x*0, x*1, x&0, x&-1, x&x, x|0, x|-1, x|x, x^0, x^x,
  shifts and rotates by 0, 0 shifted, x udiv/sdiv 1, x urem/srem 1;
- strength reduction: x*2^k -> x<<k, x udiv 2^k -> x>>k, x urem 2^k -> x & (2^k-1);
- distribution of a constant: (x+c1)*c2 -> x*c2 + c1*c2 for an add used once, c2 not
  a power of two and a product the target's add takes as an immediate (`distribute`);
- canonical forms: constants on the right of commutative ops and compares,
  x - c -> x + (-c), (x+c1)+c2 -> x+(c1+c2), (x&c1)&c2 -> x&(c1&c2);
- redundant masks and extensions (known bits): and of a value whose other bits are
  known zero, sign_extend_inreg of an already sign-extended value, ext(ext x),
  trunc(trunc x), trunc(ext x);
- extending loads (LLVM's tryToFoldExtOfLoad): zext/sext/anyext of a non-volatile load
  whose value has no other user becomes one extending load of the wider type (a plain
  load, or one with the same extension), and `and (anyext load), m` with m inside the
  memory width makes the load a zext load; both only when the target has that extending
  load as LEGAL for a legal result type;
- booleans: setcc(b, 0, ne) -> b and setcc(b, 0, eq) / xor(setcc, 1) -> the inverted
  compare, for b a compare result; select on a constant condition, select(c, x, x);
- control: brcond on a constant -> br or nothing.

Worklist-driven: every live node once, then the users of whatever changed.
"""
from __future__ import annotations

from collections import deque

from pyllc.codegen.dag import Node, SelectionDAG, Value
from pyllc.codegen.opcodes import (
    COMMUTATIVE,
    INVERT_FP_CC,
    INVERT_INT_CC,
    SWAP_CC,
    Op,
    is_int_vt,
    vt_bits,
)
from pyllc.codegen.records import LEGAL
from pyllc.codegen.target import Target
from pyllc.isel.combine_shifts import drop_amount_mask, match_rotate
from pyllc.isel.legalize_common import (
    action,
    const_of,
    mask,
    maybe_ones,
    sign_bits_from,
    to_signed,
    vt_of,
)

_BINOPS = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SRL, Op.SRA,
                     Op.ROTL, Op.ROTR, Op.UDIV, Op.UREM, Op.SDIV, Op.SREM, Op.SMIN, Op.SMAX,
                     Op.UMIN, Op.UMAX, Op.MULHU, Op.MULHS})
_SHIFTS = frozenset({Op.SHL, Op.SRL, Op.SRA, Op.ROTL, Op.ROTR})
_UNOPS = frozenset({Op.CTPOP, Op.CTLZ, Op.CTTZ, Op.BSWAP, Op.BITREVERSE, Op.ABS})
_EXTS = frozenset({Op.ZERO_EXTEND, Op.SIGN_EXTEND, Op.ANY_EXTEND})
# Every opcode `Combiner.visit` has a rule for: the driver skips other nodes without a
# call (keep in sync with `visit`).
_VISITED = _BINOPS | _UNOPS | _EXTS | frozenset({
    Op.TRUNCATE, Op.SIGN_EXTEND_INREG, Op.SETCC, Op.SELECT, Op.BRCOND, Op.EXTRACT_ELEMENT,
    Op.BUILD_PAIR, Op.UADDO, Op.USUBO})


def fold_binop(op: str, a: int, b: int, bits: int) -> int | None:
    """`a op b` on unsigned `bits`-bit integers, or None when undefined."""
    m = mask(bits)
    if op == Op.ADD:
        return (a + b) & m
    if op == Op.SUB:
        return (a - b) & m
    if op == Op.MUL:
        return (a * b) & m
    if op == Op.AND:
        return a & b
    if op == Op.OR:
        return a | b
    if op == Op.XOR:
        return a ^ b
    if op in (Op.SHL, Op.SRL, Op.SRA):
        if b >= bits:
            return None
        if op == Op.SHL:
            return (a << b) & m
        if op == Op.SRL:
            return a >> b
        return (to_signed(a, bits) >> b) & m
    if op in (Op.ROTL, Op.ROTR):
        b %= bits
        if op == Op.ROTR:
            b = (bits - b) % bits
        return ((a << b) | (a >> (bits - b))) & m if b else a
    sa, sb = to_signed(a, bits), to_signed(b, bits)
    if op in (Op.UDIV, Op.UREM):
        if b == 0:
            return None
        return a // b if op == Op.UDIV else a % b
    if op in (Op.SDIV, Op.SREM):
        if sb == 0 or (sa == -(1 << (bits - 1)) and sb == -1):
            return None
        q = abs(sa) // abs(sb)
        if (sa < 0) != (sb < 0):
            q = -q
        return (q if op == Op.SDIV else sa - q * sb) & m
    if op == Op.SMIN:
        return min(sa, sb) & m
    if op == Op.SMAX:
        return max(sa, sb) & m
    if op == Op.UMIN:
        return min(a, b)
    if op == Op.UMAX:
        return max(a, b)
    if op == Op.MULHU:
        return (a * b) >> bits
    if op == Op.MULHS:
        return ((sa * sb) >> bits) & m
    return None


def fold_unop(op: str, a: int, bits: int) -> int:
    m = mask(bits)
    if op == Op.CTPOP:
        return bin(a).count("1")
    if op == Op.CTLZ:
        return bits - a.bit_length()
    if op == Op.CTTZ:
        return bits if a == 0 else (a & -a).bit_length() - 1
    if op == Op.BSWAP:
        return int.from_bytes(a.to_bytes(bits // 8, "little"), "big")
    if op == Op.BITREVERSE:
        return int(format(a, f"0{bits}b")[::-1], 2)
    if op == Op.ABS:
        return abs(to_signed(a, bits)) & m
    raise AssertionError(op)


def fold_setcc(cc: str, a: int, b: int, bits: int) -> bool | None:
    sa, sb = to_signed(a, bits), to_signed(b, bits)
    table = {"eq": a == b, "ne": a != b, "ult": a < b, "ule": a <= b, "ugt": a > b,
             "uge": a >= b, "slt": sa < sb, "sle": sa <= sb, "sgt": sa > sb, "sge": sa >= sb}
    return table.get(cc)


def _is_bool(v: Value) -> bool:
    return maybe_ones(v) & ~1 == 0


class Combiner:
    def __init__(self, dag: SelectionDAG, target: Target) -> None:
        self.dag = dag
        self.target = target

    def ok(self, op: str, vt: str) -> bool:
        return self.target is None or action(self.target, op, vt) == LEGAL

    def cc_ok(self, cc: str, vt: str) -> bool:
        return self.target is None or self.target.action("setcc:" + cc, vt) == LEGAL

    def k(self, value: int, vt: str) -> Value:
        return self.dag.constant(value, vt)

    # ---------------------------------------------------------------- driver
    def run(self) -> None:
        dag = self.dag
        work = deque([n for n in dag.live_nodes() if n.op in _VISITED])
        queued = {n.id for n in work}
        changed = False
        while work:
            n = work.popleft()
            queued.discard(n.id)
            if n.op not in _VISITED:
                continue                    # no rule for it: visit() would return None
            if not n.users and n is not dag.root[0]:
                continue
            mark = len(dag.nodes)
            dag.loc = n.loc
            new = self.visit(n)
            if new is None or all(v is None or v == (n, i) for i, v in enumerate(new)):
                continue
            changed = True
            dag.forget(n)
            touched: list[Node] = list(n.users)     # their operands change: revisit them
            for i, v in enumerate(new):
                if v is None or v == (n, i):
                    continue
                dag.replace_all_uses_with((n, i), v)
                touched.append(v[0])
            touched.extend(dag.nodes[mark:])
            for t in touched:
                if t.id not in queued:
                    queued.add(t.id)
                    work.append(t)
        if changed:
            dag.remove_dead_nodes()

    # ---------------------------------------------------------------- rules
    def visit(self, n: Node) -> list | None:
        op = n.op
        if op in _BINOPS and is_int_vt(n.vt):
            r = self.binop(n)
            if r is None:
                if op == Op.OR:
                    r = match_rotate(self, n)
                elif op in _SHIFTS:
                    r = drop_amount_mask(self, n)
        elif op in _UNOPS:
            c = const_of(n.ops[0])
            r = None if c is None else self.k(fold_unop(op, c, vt_bits(n.vt)), n.vt)
        elif op in _EXTS or op == Op.TRUNCATE:
            r = self.convert(n)
        elif op == Op.SIGN_EXTEND_INREG:
            x = n.ops[0]
            inner_bits = vt_bits(n.ops[1][0].attr)
            c = const_of(x)
            if c is not None:
                r = self.k(to_signed(c, inner_bits), n.vt)
            else:
                r = x if sign_bits_from(x) <= inner_bits else None
        elif op == Op.SETCC:
            r = self.setcc(n)
        elif op == Op.SELECT:
            r = self.select(n)
        elif op == Op.BRCOND:
            c = const_of(n.ops[1])
            if c is None:
                return None
            return [self.dag.val(Op.BR, "ch", n.ops[0], n.ops[2]) if c else n.ops[0]]
        elif op == Op.EXTRACT_ELEMENT:
            r = self.extract(n)
        elif op == Op.BUILD_PAIR:
            lo, hi = const_of(n.ops[0]), const_of(n.ops[1])
            r = None
            if lo is not None and hi is not None:
                r = self.k(lo | hi << vt_bits(vt_of(n.ops[0])), n.vt)
        elif op in (Op.UADDO, Op.USUBO):
            a, b = const_of(n.ops[0]), const_of(n.ops[1])
            if a is None or b is None or not is_int_vt(n.vts[1]):
                return None
            bits = vt_bits(n.vt)
            raw = a + b if op == Op.UADDO else a - b
            return [self.k(raw & mask(bits), n.vt),
                    self.k(int(raw < 0 or raw > mask(bits)), n.vts[1])]
        else:
            return None
        return None if r is None else [r]

    def binop(self, n: Node) -> Value | None:
        dag, vt, op = self.dag, n.vt, n.op
        a, b = n.ops
        bits = vt_bits(vt)
        ca, cb = const_of(a), const_of(b)
        if ca is not None and cb is not None and vt_of(a) == vt_of(b):
            r = fold_binop(op, ca, cb, bits)
            return None if r is None else self.k(r, vt)
        if ca is not None and cb is None and op in COMMUTATIVE:
            return dag.val(op, vt, b, a)
        m = mask(bits)
        if op in (Op.SUB, Op.XOR) and a == b:
            return self.k(0, vt)
        if op in (Op.AND, Op.OR, Op.SMIN, Op.SMAX, Op.UMIN, Op.UMAX) and a == b:
            return a
        if ca == 0 and op in (Op.SHL, Op.SRL, Op.SRA, Op.ROTL, Op.ROTR, Op.UDIV, Op.SDIV):
            return None if op in (Op.UDIV, Op.SDIV) else a
        if cb is None:
            return None
        if cb == 0:
            if op in (Op.ADD, Op.SUB, Op.OR, Op.XOR, Op.SHL, Op.SRL, Op.SRA, Op.ROTL, Op.ROTR):
                return a
            if op in (Op.MUL, Op.AND, Op.MULHU):
                return self.k(0, vt)
            return None
        if cb == 1 and op in (Op.MUL, Op.UDIV, Op.SDIV):
            return a
        if cb == 1 and op in (Op.UREM, Op.SREM):
            return self.k(0, vt)
        if op == Op.AND:
            if cb == m:
                return a
            if a[0].op == Op.LOAD and a[0].attr.ext == "anyext" \
                    and cb & ~mask(vt_bits(a[0].attr.vt)) == 0:
                z = self.widen_load(a, "zext", vt)
                if z is not None:
                    return dag.val(Op.AND, vt, z, b)
                if cb == mask(vt_bits(a[0].attr.vt)):
                    z = self.zext_load_in_place(a, vt)
                    if z is not None:
                        return z
            if maybe_ones(a) & ~cb & m == 0:
                return a
            inner = const_of(a[0].ops[1]) if a[0].op == Op.AND else None
            if inner is not None:
                return dag.val(Op.AND, vt, a[0].ops[0], self.k(inner & cb, vt))
        if op == Op.OR and cb == m:
            return b
        if op == Op.SUB and self.ok(Op.ADD, vt):
            return dag.val(Op.ADD, vt, a, self.k(-cb, vt))
        inner = const_of(a[0].ops[1]) if op == Op.ADD and a[0].op == Op.ADD else None
        if inner is not None:
            return dag.val(Op.ADD, vt, a[0].ops[0], self.k(inner + cb, vt))
        if op == Op.MUL and cb & (cb - 1) and a[0].op == Op.ADD and len(a[0].users) == 1:
            spread = self.distribute(vt, a, cb)
            if spread is not None:
                return spread
        pow2 = cb & (cb - 1) == 0
        if pow2 and vt_of(b) == vt:
            k = cb.bit_length() - 1
            if op == Op.MUL and self.ok(Op.SHL, vt):
                return dag.val(Op.SHL, vt, a, self.k(k, vt))
            if op == Op.UDIV and self.ok(Op.SRL, vt):
                return dag.val(Op.SRL, vt, a, self.k(k, vt))
            if op == Op.UREM and self.ok(Op.AND, vt):
                return dag.val(Op.AND, vt, a, self.k(cb - 1, vt))
        if op == Op.XOR and cb == 1 and a[0].op == Op.SETCC and len(a[0].users) == 1:
            return self.invert(a, vt)
        return None

    def distribute(self, vt: str, a: Value, cb: int) -> Value | None:
        """(x + c1) * c2 -> x * c2 + c1 * c2 (DAGCombiner::visitMUL): the product of x is
        shared by every such address (`B[k + 1][j]`, `B[k + 2][j]` ... of an unrolled
        or vectorized loop over rows) and the constant folds into the addressing mode.
        Only for an add used once, a multiplier that is not a power of two (a scaled
        index already takes `(x + c) << k` whole: x86 `c*s(b,x,s)`, and a shared shift
        would not), and a product the target's add takes as its immediate
        (`TargetLowering.is_legal_add_immediate`), so nothing grows."""
        mf = self.dag.mf
        if mf is None or mf.info.get("opt_level", 2) == 0:
            return None                 # -O0 keeps each IR instruction's line (debuginfo)
        bits = vt_bits(vt)
        c1 = const_of(a[0].ops[1])
        if c1 is None or not self.ok(Op.ADD, vt):
            return None
        c = to_signed((c1 * cb) & mask(bits), bits)
        if not self.dag.target.lowering.is_legal_add_immediate(c):
            return None
        dag = self.dag
        return dag.val(Op.ADD, vt, dag.val(Op.MUL, vt, a[0].ops[0], self.k(cb, vt)),
                       self.k(c, vt))

    def invert(self, s: Value, vt: str) -> Value | None:
        """The compare `s` with the inverse condition (None if the target lacks it)."""
        x, y, cc = s[0].ops
        ovt = vt_of(x)
        inv = (INVERT_INT_CC if is_int_vt(ovt) else INVERT_FP_CC).get(cc[0].attr)
        if inv is None or vt_of(s) != vt or not self.cc_ok(inv, ovt):
            return None
        return self.dag.val(Op.SETCC, vt, x, y, self.dag.condcode(inv))

    def convert(self, n: Node) -> Value | None:
        vt, op = n.vt, n.op
        x = n.ops[0]
        xvt = vt_of(x)
        if not (is_int_vt(vt) and is_int_vt(xvt)):
            return None
        c = const_of(x)
        if c is not None:
            if op == Op.SIGN_EXTEND:
                c = to_signed(c, vt_bits(xvt))
            return self.k(c, vt)
        inner = x[0].op
        if inner == Op.LOAD and op != Op.TRUNCATE:
            want = {Op.ZERO_EXTEND: "zext", Op.SIGN_EXTEND: "sext"}.get(op, "anyext")
            if x[0].attr.ext in ("", want):
                return self.widen_load(x, want, vt)
        if op == Op.TRUNCATE:
            if inner == Op.TRUNCATE:
                return self._mk(Op.TRUNCATE, vt, x[0].ops[0])
            if inner in _EXTS:
                src = x[0].ops[0]
                sb, tb = vt_bits(vt_of(src)), vt_bits(vt)
                if sb == tb:
                    return src
                return self._mk(inner if sb < tb else Op.TRUNCATE, vt, src)
            return None
        if inner in _EXTS:
            src = x[0].ops[0]
            if op == Op.ANY_EXTEND:
                return self._mk(inner, vt, src)
            if inner == op or (op == Op.SIGN_EXTEND and inner == Op.ZERO_EXTEND):
                return self._mk(inner, vt, src)
        return None

    def widen_load(self, x: Value, ext: str, vt: str) -> Value | None:
        """The load `x` redone as an `ext` load of type `vt` (its chain users moved to the
        new load), when `x` is its load's only used value and the target has that load."""
        ld, mem = x[0], x[0].attr
        mbits = vt_bits(mem.vt) if is_int_vt(mem.vt) else 0
        if (mem.volatile or x[1] != 0 or mbits < 8 or mbits & (mbits - 1)
                or sum(o == x for u in ld.users for o in u.ops) != 1):
            return None
        t = self.target
        if t is not None and not (t.is_legal_vt(vt) and self.ok(Op.LOAD, vt)
                                  and t.action(f"load_ext:{ext}:{mem.vt}", vt) == LEGAL):
            return None
        new = self.dag.node(Op.LOAD, (vt, "ch"), ld.ops, mem._replace(ext=ext))
        self.dag.replace_all_uses_with((ld, 1), (new, 1))
        return (new, 0)

    def zext_load_in_place(self, x: Value, vt: str) -> Value | None:
        """`and (anyext load i8|i16), 0xff|0xffff` where the load has other users: the
        load becomes a zext load for all of them (a zero-extended value is a valid
        any-extended one; ldrb/movzbl/lbu/ldub cost what the any-extending load costs)
        and the `and` goes. Only i8/i16 memory (an RV64 i32 load stays `lw`, whose
        sign extension the W instructions use) and only where the target has the load."""
        ld, mem = x[0], x[0].attr
        if mem.volatile or x[1] != 0 or mem.vt not in ("i8", "i16"):
            return None
        t = self.target
        if t is not None and t.action(f"load_ext:zext:{mem.vt}", vt) != LEGAL:
            return None
        new = self.dag.node(Op.LOAD, ld.vts, ld.ops, mem._replace(ext="zext"))
        self.dag.replace_all_uses_with((ld, 1), (new, 1))
        self.dag.replace_all_uses_with((ld, 0), (new, 0))
        return (new, 0)

    def _mk(self, op: str, vt: str, x: Value) -> Value | None:
        return self.dag.val(op, vt, x) if self.ok(op, vt) else None

    def setcc(self, n: Node) -> Value | None:
        dag, vt = self.dag, n.vt
        a, b, ccv = n.ops
        cc = ccv[0].attr
        ovt = vt_of(a)
        if not is_int_vt(ovt) or not is_int_vt(vt):
            return None
        ca, cb = const_of(a), const_of(b)
        if ca is not None and cb is not None:
            r = fold_setcc(cc, ca, cb, vt_bits(ovt))
            return None if r is None else self.k(int(r), vt)
        if ca is not None and cb is None and self.cc_ok(SWAP_CC[cc], ovt):
            return dag.val(Op.SETCC, vt, b, a, dag.condcode(SWAP_CC[cc]))
        if a == b and cc in ("eq", "ule", "uge", "sle", "sge"):
            return self.k(1, vt)
        if a == b and cc in ("ne", "ult", "ugt", "slt", "sgt"):
            return self.k(0, vt)
        if cb in (0, 1) and cc in ("eq", "ne") and _is_bool(a) and ovt == vt:
            keep = (cc == "ne") == (cb == 0)
            if keep:
                return a
            if a[0].op == Op.SETCC:
                return self.invert(a, vt)
        return None

    def select(self, n: Node) -> Value | None:
        c, a, b = n.ops
        if a == b:
            return a
        k = const_of(c)
        if k is not None:
            return a if k else b
        if const_of(a) == 1 and const_of(b) == 0 and vt_of(c) == n.vt and _is_bool(c):
            return c
        return None

    def extract(self, n: Node) -> Value | None:
        x, idx = n.ops[0], n.ops[1][0].attr
        if x[0].op == Op.BUILD_PAIR:
            return x[0].ops[idx]
        c = const_of(x)
        if c is not None:
            return self.k(c >> (idx * vt_bits(n.vt)), n.vt)
        return None


def combine(dag: SelectionDAG, target: Target) -> None:
    """Simplify `dag` in place (see the module docstring)."""
    Combiner(dag, target).run()


__all__ = ["combine", "fold_binop", "fold_unop", "fold_setcc"]
