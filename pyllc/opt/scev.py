# mypy: disable-error-code="no-any-return"
"""`scalar-evolution`: closed forms of integer and pointer values in loops.

A value becomes a SCEV expression (LLVM's ScalarEvolution, after Bachmann, Wang and
Zima, "Chains of Recurrences", ISSAC 1994):
- `Const` (an integer of a width), `Unknown` (an opaque IR value), `Add`, `Mul`,
  `Cast` (zext/sext/trunc) and `AddRec` — the chain of recurrences
  `{start,+,step,+,...}<loop>` whose value at iteration k is sum(op_j * C(k, j)).
- A header phi fed from outside the loop by S and around the backedge by
  `phi + X`, X invariant in the loop (or itself a recurrence of it), is
  `{S,+,X}<loop>`; arithmetic on recurrences folds (`{a,+,b} + c = {a+c,+,b}`,
  `c * {a,+,b} = {c*a,+,c*b}`, extensions move inside a recurrence that does not
  wrap); `getelementptr` is base + index * size in bytes.
- Backedge-taken counts: for a loop with one exiting block that every iteration
  passes (it dominates the latch), ending in `br (icmp P A, B)`, A an affine
  recurrence and everything constant, the count is the first iteration whose test
  leaves the loop, solved in closed form for <, <=, >, >=, != and ==; any other exit
  test that is a function of one header phi with constant starts is evaluated
  iteration by iteration, up to 100 (`scev_exhaustive.py`).

What is not modelled: symbolic trip counts, min/max/udiv expressions, most of
LLVM's no-wrap inference and range analysis (ranges are exact for constants and
for recurrences with a constant trip count, "full-set" otherwise).

Contract: an analysis; depends on the CFG and instructions, so every transform
that changes anything drops it.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import ConstantInt, Function, ICmpInst, Instruction, PhiNode
from pyllc.ir.values import Value
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop, LoopAnalysis, LoopInfo
from pyllc.opt.passmanager import Analysis, AnalysisManager, FunctionAnalysisManager
from pyllc.opt.scev_exhaustive import exhaustive_exit_count

#: LLVM's SCEV complexity order, used to sort the operands of Add and Mul
_RANK = {"const": 0, "cast": 2, "add": 5, "mul": 6, "addrec": 8, "unknown": 15}
_SWAP = {"slt": "sgt", "sle": "sge", "sgt": "slt", "sge": "sle", "ult": "ugt", "ule": "uge",
         "ugt": "ult", "uge": "ule", "eq": "eq", "ne": "ne"}
_INVERSE = {"slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt", "ult": "uge", "ule": "ugt",
            "ugt": "ule", "uge": "ult", "eq": "ne", "ne": "eq"}


class SCEV:
    """An expression node; `ops` are SCEVs, `bits` the width of its value."""
    __slots__ = ("bits", "flags", "kind", "loop", "ops", "value")

    def __init__(self, kind: str, bits: int, ops: tuple[SCEV, ...] = (), value: Any = None,
                 loop: Loop | None = None, flags: frozenset[str] = frozenset()) -> None:
        self.kind, self.bits, self.ops, self.value, self.loop, self.flags = \
            kind, bits, ops, value, loop, flags

    def key(self) -> tuple[Any, ...]:
        v = id(self.value) if self.kind in ("unknown", "cast") and not isinstance(self.value, (int, str)) \
            else self.value
        return (self.kind, self.bits, v, id(self.loop), tuple(o.key() for o in self.ops))

    def same(self, other: SCEV) -> bool:
        return self.key() == other.key()

    @property
    def const(self) -> int | None:
        """Signed value of a constant node, else None."""
        return self.value if self.kind == "const" else None


def _signed(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def const(v: int, bits: int) -> SCEV:
    return SCEV("const", bits, value=_signed(v, bits))


class ScalarEvolution:
    """SCEVs of one function's values, built on demand (see module docstring)."""

    def __init__(self, fn: Function, li: LoopInfo, dt: Any, dl: Any) -> None:
        self.fn, self.li, self.dt, self.dl = fn, li, dt, dl
        self._memo: dict[int, tuple[Value, SCEV]] = {}
        self._btc: dict[int, int | None] = {}
        self._pending: dict[int, SCEV] = {}
        self._pos: dict[int, int] | None = None

    # ---- building -----------------------------------------------------------
    def bits_of(self, v: Value) -> int | None:
        t: Any = v.type
        if t.is_int:
            return int(t.bits)
        if t.is_pointer:
            return 8 * int(self.dl.pointer_size(0)) if self.dl is not None else 64
        return None

    def get(self, v: Value) -> SCEV:
        """The SCEV of `v` (an integer or pointer value)."""
        if id(v) in self._pending:
            return self._pending[id(v)]
        got = self._memo.get(id(v))
        if got is not None and got[0] is v:
            return got[1]
        s = self._build(v)
        if not self._pending:
            self._memo[id(v)] = (v, s)
        return s

    def _build(self, v: Value) -> SCEV:
        bits = self.bits_of(v)
        assert bits is not None
        if isinstance(v, ConstantInt):
            return const(v.value, bits)
        if not isinstance(v, Instruction):
            return SCEV("unknown", bits, value=v)
        op = v.opcode
        if op in ("add", "sub", "mul", "shl") and v.type.is_int:
            a, b = self.get(v.operands[0]), self.get(v.operands[1])
            if op == "add":
                return self._with_inst_flags(self.add([a, b]), v, (a, b))
            if op == "sub":
                return self.add([a, self.mul([const(-1, bits), b])])
            if op == "mul":
                return self.mul([a, b])
            if b.const is not None and 0 <= b.const < bits:
                return self.mul([a, const(1 << b.const, bits)])
        if op in ("zext", "sext", "trunc") and v.type.is_int:
            return self.cast(op, self.get(v.operands[0]), bits)
        if op == "getelementptr" and self.dl is not None:
            g = self._gep(v, bits)
            if g is not None:
                return g
        if isinstance(v, PhiNode):
            r = self._recurrence(v, bits)
            if r is not None:
                return r
        return SCEV("unknown", bits, value=v)

    def _poison_is_ub(self, lp: Loop, values: tuple[Value, ...]) -> bool:
        """The loop's only exit branches on a compare of one of `values`, in a block run on
        every iteration: a wrapped (poison) increment would make the program undefined,
        so the recurrence may carry the add's no-wrap flags (cf. isAddRecNeverPoison)."""
        exiting = [b for b in lp.blocks() if any(not lp.contains(x) for x in b.successors())]
        if len(exiting) != 1 or len(lp.latches) != 1 or not self.dt.dominates(exiting[0], lp.latches[0]):
            return False
        br = exiting[0].terminator
        cond = br.operands[0] if br is not None and br.opcode == "br" and len(br.operands) == 3 else None
        return getattr(cond, "opcode", None) == "icmp" and any(
            o is v for o in getattr(cond, "operands", ()) for v in values)

    def _with_inst_flags(self, s: SCEV, i: Instruction, ops: tuple[SCEV, ...]) -> SCEV:
        """`add nsw/nuw` of a recurrence, executed on every iteration (its block dominates
        the latch), keeps the flags the recurrence and the add share."""
        if s.kind != "addrec" or s.flags or len(s.ops) != 2 or s.loop is None or i.parent is None:
            return s
        lp = s.loop
        rec = [o for o in ops if o.kind == "addrec" and o.loop is lp]
        if len(rec) != 1 or len(lp.latches) != 1 or not self.dt.dominates(i.parent, lp.latches[0]):
            return s
        flags = set(rec[0].flags) & {f for f in ("nsw", "nuw") if f in i.flags}
        if "nsw" in flags and _nonneg(s.ops[0]) and _nonneg(s.ops[1]):
            flags.add("nuw")
        return SCEV("addrec", s.bits, s.ops, loop=lp, flags=frozenset(flags)) if flags else s

    def _gep(self, g: Any, bits: int) -> SCEV | None:
        terms = [self.get(g.operands[0])]
        t: Any = g.source_type
        for k, idx in enumerate(g.operands[1:]):
            if k == 0:
                size = self.dl.alloc_size(t)
            elif t.is_struct:
                if not isinstance(idx, ConstantInt):
                    return None
                terms.append(const(self.dl.struct_layout(t)[0][idx.value], bits))
                t = t.elems[idx.value]
                continue
            elif t.is_array or t.is_vector:
                t = t.elem
                size = self.dl.alloc_size(t)
            else:
                return None
            x = self.get(idx)
            if x.bits != bits:
                x = self.cast("sext", x, bits)
            terms.append(self.mul([const(size, bits), x]))
        return self.add(terms)

    def _recurrence(self, phi: PhiNode, bits: int) -> SCEV | None:
        """{start,+,step}<L> for a header phi (see module docstring)."""
        assert phi.parent is not None
        lp = self.li.loop_for(phi.parent)
        if lp is None or lp.header is not phi.parent or phi.num_incoming != 2:
            return None
        inside = [(v, b) for v, b in phi.incoming if lp.contains(b)]
        outside = [(v, b) for v, b in phi.incoming if not lp.contains(b)]
        if len(inside) != 1 or len(outside) != 1:
            return None
        placeholder = SCEV("unknown", bits, value=phi)
        self._pending[id(phi)] = placeholder
        try:
            back = self.get(inside[0][0])
        finally:
            del self._pending[id(phi)]
        if back.kind != "add":
            return None
        rest = [o for o in back.ops if not o.same(placeholder)]
        if len(rest) != len(back.ops) - 1:
            return None
        step = self.add(rest)
        if _mentions(step, phi):
            return None
        start = self.get(outside[0][0])
        if self.disposition(start, lp) != "Invariant":
            return None
        flags = set()
        inc = inside[0][0]
        if isinstance(inc, Instruction) and inc.opcode == "add" and phi in inc.operands \
                and self._poison_is_ub(lp, (phi, inc)):
            flags = {f for f in ("nsw", "nuw") if f in inc.flags}
        if step.kind == "addrec" and step.loop is lp:
            return SCEV("addrec", bits, (start, *step.ops), loop=lp)
        if self.disposition(step, lp) != "Invariant":
            return None
        if "nsw" in flags and _nonneg(start) and _nonneg(step):
            flags.add("nuw")
        return SCEV("addrec", bits, (start, step), loop=lp, flags=frozenset(flags))

    # ---- folding ----------------------------------------------------------------
    def add(self, ops: list[SCEV]) -> SCEV:
        flat: list[SCEV] = []
        for o in ops:
            flat.extend(o.ops if o.kind == "add" else (o,))
        bits = flat[0].bits
        c = sum(o.value for o in flat if o.kind == "const")
        rest = [o for o in flat if o.kind != "const"]
        recs = [o for o in rest if o.kind == "addrec"]
        if recs:
            deepest = max(recs, key=lambda r: r.loop.depth if r.loop else 0)
            lp = deepest.loop
            assert lp is not None
            same = [r for r in recs if r.loop is lp]
            others = [o for o in rest if not (o.kind == "addrec" and o.loop is lp)]
            if all(self.disposition(o, lp) == "Invariant" for o in others):
                n = max(len(r.ops) for r in same)
                cols = [[r.ops[k] for r in same if k < len(r.ops)] for k in range(n)]
                start = self.add([*cols[0], *others, const(c, bits)]) if others or c else \
                    self.add(cols[0])
                tail = [self.add(col) for col in cols[1:]]
                flags = same[0].flags if len(same) == 1 and not others and not c else frozenset()
                return self._addrec([start, *tail], lp, flags)
        if not rest:
            return const(c, bits)
        if c:
            rest.append(const(c, bits))
        if len(rest) == 1:
            return rest[0]
        return SCEV("add", bits, tuple(sorted(rest, key=self._order)))

    def mul(self, ops: list[SCEV]) -> SCEV:
        flat: list[SCEV] = []
        for o in ops:
            flat.extend(o.ops if o.kind == "mul" else (o,))
        bits = flat[0].bits
        c = 1
        for o in flat:
            if o.kind == "const":
                c *= o.value
        c = _signed(c, bits)
        rest = [o for o in flat if o.kind != "const"]
        if c == 0:
            return const(0, bits)
        if not rest:
            return const(c, bits)
        if len(rest) == 1:
            r = rest[0]
            if c == 1:
                return r
            if r.kind == "add":
                return self.add([self.mul([const(c, bits), o]) for o in r.ops])
            if r.kind == "addrec":
                assert r.loop is not None
                return self._addrec([self.mul([const(c, bits), o]) for o in r.ops], r.loop, frozenset())
        recs = [o for o in rest if o.kind == "addrec"]
        if recs and c == 1:
            r = max(recs, key=lambda x: x.loop.depth if x.loop else 0)
            lp = r.loop
            assert lp is not None
            same = [o for o in recs if o.loop is lp]
            others = [o for o in rest if not (o.kind == "addrec" and o.loop is lp)]
            if all(self.disposition(o, lp) == "Invariant" for o in others):
                prod = same[0]
                for nxt in same[1:]:
                    got = self._affine_product(prod, nxt)
                    if got is None:
                        break
                    prod = got
                else:
                    if not others:
                        return prod
                    if prod.kind == "addrec":
                        return self._addrec([self.mul([o, *others]) for o in prod.ops], lp, frozenset())
                    return self.mul([prod, *others])
        if c != 1:
            rest.append(const(c, bits))
        return SCEV("mul", bits, tuple(sorted(rest, key=self._order)))

    def _affine_product(self, x: SCEV, y: SCEV) -> SCEV | None:
        """{a,+,b} * {c,+,d} = {ac,+,ad+bc+bd,+,2bd} (same loop, both affine)."""
        if len(x.ops) != 2 or len(y.ops) != 2 or x.loop is not y.loop or x.loop is None:
            return None
        a, b = x.ops
        c, d = y.ops
        bd = self.mul([b, d])
        return self._addrec([self.mul([a, c]), self.add([self.mul([a, d]), self.mul([b, c]), bd]),
                             self.mul([const(2, x.bits), bd])], x.loop, frozenset())

    def _addrec(self, ops: list[SCEV], lp: Loop, flags: frozenset[str]) -> SCEV:
        while len(ops) > 1 and ops[-1].const == 0:
            ops.pop()
        if len(ops) == 1:
            return ops[0]
        return SCEV("addrec", ops[0].bits, tuple(ops), loop=lp, flags=flags)

    def cast(self, kind: str, s: SCEV, bits: int) -> SCEV:
        if s.kind == "const":
            v = s.value if kind == "sext" else s.value & ((1 << s.bits) - 1)
            return const(v, bits)
        if s.kind == "addrec" and s.loop is not None and (
                kind == "trunc" or (kind == "sext" and "nsw" in s.flags)
                or (kind == "zext" and "nuw" in s.flags)):
            fl = s.flags if kind != "trunc" else frozenset()
            return SCEV("addrec", bits, tuple(self.cast(kind, o, bits) for o in s.ops), loop=s.loop,
                        flags=fl)
        return SCEV("cast", bits, (s,), value=kind)

    def _order(self, s: SCEV) -> tuple[Any, ...]:
        if s.kind == "unknown":
            v = s.value
            if type(v).__name__ == "Argument":
                return (_RANK["unknown"], 0, v.index)
            if isinstance(v, Instruction):
                return (_RANK["unknown"], 2, self._inst_pos(v))
            return (_RANK["unknown"], 1, str(getattr(v, "name", "")))
        return (_RANK.get(s.kind, 9), 0, 0)

    def _inst_pos(self, i: Instruction) -> int:
        if self._pos is None:
            self._pos = {id(x): k for k, x in enumerate(x for b in self.fn.blocks for x in b.instructions)}
        return self._pos.get(id(i), 0)

    # ---- queries ------------------------------------------------------------------
    def disposition(self, s: SCEV, lp: Loop) -> str:
        """"Invariant", "Computable" or "Variant" (LLVM's getLoopDisposition)."""
        if s.kind == "const":
            return "Invariant"
        if s.kind == "unknown":
            v = s.value
            if isinstance(v, Instruction) and v.parent is not None and lp.contains(v.parent):
                return "Variant"
            return "Invariant"
        if s.kind == "addrec":
            r = s.loop
            assert r is not None
            if r is lp:
                return "Computable"
            if self.dt.dominates(lp.header, r.header):
                return "Variant"
            if r.contains(lp.header):
                return "Invariant"
            return "Variant" if any(self.disposition(o, lp) != "Invariant" for o in s.ops) \
                else "Invariant"
        ds = [self.disposition(o, lp) for o in s.ops]
        if "Variant" in ds:
            return "Variant"
        return "Computable" if "Computable" in ds else "Invariant"

    def backedge_taken_count(self, lp: Loop) -> int | None:
        """Constant backedge-taken count of `lp`, or None (see module docstring)."""
        if id(lp) in self._btc:
            return self._btc[id(lp)]
        n = self._compute_btc(lp)
        self._btc[id(lp)] = n
        return n

    def _compute_btc(self, lp: Loop) -> int | None:
        blocks = lp.blocks()
        exiting = [b for b in blocks if any(not lp.contains(s) for s in b.successors())]
        if len(exiting) != 1 or len(lp.latches) != 1:
            return None
        e = exiting[0]
        if not self.dt.dominates(e, lp.latches[0]):
            return None
        br = e.terminator
        if br is None or br.opcode != "br" or len(br.operands) != 3:
            return None
        cond = br.operands[0]
        dest: Any = br.operands[1]
        n = self._closed_form_btc(lp, cond, dest)
        if n is None:       # not affine: run the loop symbolically, as LLVM does
            n = exhaustive_exit_count(lp, cond, not lp.contains(dest), self.dl)
        return n

    def _closed_form_btc(self, lp: Loop, cond: Value, dest: Any) -> int | None:
        if not isinstance(cond, ICmpInst):
            return None
        pred: str = cond.predicate
        if not lp.contains(dest):     # operands: cond, true dest, false dest
            pred = _INVERSE[pred]               # the loop continues while the test is false
        a, b = self.get(cond.operands[0]), self.get(cond.operands[1])
        if a.kind != "addrec" and b.kind == "addrec":
            a, b, pred = b, a, _SWAP[pred]
        if a.kind != "addrec" or a.loop is not lp or len(a.ops) != 2:
            return None
        s, t, lim = a.ops[0].const, a.ops[1].const, b.const
        if s is None or t is None or lim is None:
            return None
        if pred[0] == "u":
            m = (1 << a.bits) - 1
            s, lim = s & m, lim & m
        return _first_exit(pred, s, t, lim)

    def at_exit(self, s: SCEV, lp: Loop) -> SCEV | None:
        """The value of `s` once `lp` has exited (LLVM's getSCEVAtScope(S, parent)), or None."""
        if s.kind == "addrec" and s.loop is not None and (s.loop is lp or lp.contains(s.loop.header)):
            n = self.backedge_taken_count(s.loop)
            if n is None:
                return None
            ops = [self.at_exit(o, lp) for o in s.ops]
            if any(o is None for o in ops):
                return None
            total: list[SCEV] = []
            binom = 1
            for k, o in enumerate(ops):
                assert o is not None
                total.append(self.mul([const(binom, s.bits), o]))
                binom = binom * (n - k) // (k + 1)
            return self.add(total)
        if s.kind in ("add", "mul", "cast"):
            ops2 = [self.at_exit(o, lp) for o in s.ops]
            if any(o is None for o in ops2):
                return None
            clean = [o for o in ops2 if o is not None]
            if s.kind == "add":
                return self.add(clean)
            if s.kind == "mul":
                return self.mul(clean)
            return self.cast(str(s.value), clean[0], s.bits)
        return s if self.disposition(s, lp) == "Invariant" else None

    def value_range(self, s: SCEV) -> tuple[int, int] | None:
        """[lo, hi) of the signed values `s` takes, when known exactly."""
        if s.kind == "const":
            return s.value, s.value + 1
        if s.kind == "addrec" and len(s.ops) == 2 and s.loop is not None:
            a, t = s.ops[0].const, s.ops[1].const
            n = self.backedge_taken_count(s.loop)
            if a is None or t is None or n is None:
                return None
            last = a + t * n
            lo, hi = min(a, last), max(a, last)
            if lo < -(1 << (s.bits - 1)) or hi >= 1 << (s.bits - 1):
                return None
            return lo, hi + 1
        return None


def _nonneg(s: SCEV) -> bool:
    """A non-negative constant, or a recurrence of them that does not wrap signed."""
    if s.kind == "const":
        return bool(s.value >= 0)
    return s.kind == "addrec" and "nsw" in s.flags and all(_nonneg(o) for o in s.ops)


def _mentions(s: SCEV, v: Value) -> bool:
    if s.kind == "unknown":
        return s.value is v
    return any(_mentions(o, v) for o in s.ops)


def _first_exit(pred: str, s: int, t: int, lim: int) -> int | None:
    """Smallest k >= 0 with not (s + k*t PRED lim), or None if there is none we can prove."""
    rel = pred.lstrip("su") if pred not in ("eq", "ne") else pred
    stays = {"lt": s < lim, "le": s <= lim, "gt": s > lim, "ge": s >= lim, "ne": s != lim,
             "eq": s == lim}[rel]
    if not stays:
        return 0
    if rel == "eq":
        return 1 if t != 0 else None
    if rel == "ne":
        if t == 0 or (lim - s) % t or (lim - s) // t < 0:
            return None
        return (lim - s) // t
    if rel in ("lt", "le"):
        if t <= 0:
            return None
        top = lim if rel == "le" else lim - 1
        return (top - s) // t + 1
    if t >= 0:
        return None
    bottom = lim if rel == "ge" else lim + 1
    return (s - bottom) // (-t) + 1


class ScalarEvolutionAnalysis(Analysis[Function]):
    name = "scalar-evolution"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> ScalarEvolution:
        module: Any = am.module if isinstance(am, FunctionAnalysisManager) else unit.parent
        dl = module.datalayout if module is not None else None
        return ScalarEvolution(unit, am.get(LoopAnalysis, unit), am.get(DominatorTreeAnalysis, unit), dl)
