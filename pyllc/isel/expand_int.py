"""Integer expansion rules of the type legalizer (LLVM's ExpandIntRes_* / ExpandIntOp_*).

An expanded value of width w is a pair (lo, hi) of the half type (w/2 bits); the halves
may themselves be illegal (i128 on a 32-bit target): rules then simply build nodes of
the half type, which the driver legalizes in turn. A rule may also return a single value
of the node's own (illegal) type — "compute it as this other expression" — which is how
the operations without a per-half form (rotates, min/max, libcalls) are written.

EXPAND_RESULT[op](tl, node) -> per result: (lo, hi), a same-typed value, or the
replacement of a legal result (chains, flags).
EXPAND_OPERAND[op](tl, node) -> replacements for a node with legal results and an
expanded operand.

Memory: the low half is at the lower address on little-endian targets, the high half on
big-endian ones (`target.big_endian`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Mem, Node, Value
from pyllc.codegen.opcodes import Op, int_vt, vt_bits
from pyllc.codegen.records import LibCall
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.expand_atomic import ATOMIC_EXPANSIONS
from pyllc.isel.legalize_common import (
    WIDEST_INT_LIBCALL,
    int_libcall_name,
    libcall,
    mask,
    mem_with,
    op_ok,
    ptr_offset,
    resize,
    select,
    setcc,
    sext_inreg,
    vt_of,
)
from pyllc.isel.legalize_parts import (
    amount_vt,
    bitcast_via_stack,
    compare,
    expanded_compare,
    half_vt,
    mulh_by_parts,
    overflow_flag,
    shift_parts,
)
from pyllc.isel.promote_int import PROMOTE_OPERAND

Rule = Callable[[Any, Node], list]







# ---------------------------------------------------------------- shared builders





def _int_libcall(tl: Any, n: Node, op: str) -> Value:
    name = int_libcall_name(tl.target, op, n.vt)
    results, _ = libcall(tl.dag, name, [n.vt], [n.ops[0], n.ops[1]])
    return results[0]


# ---------------------------------------------------------------- result rules

def _leaf(tl: Any, n: Node) -> list:
    hvt = half_vt(tl, n.vt)
    if n.op == Op.UNDEF:
        u = tl.dag.undef(hvt)
        return [(u, u)]
    h = vt_bits(hvt)
    return [(tl.dag.constant(n.attr & mask(h), hvt), tl.dag.constant(n.attr >> h, hvt))]


def _logic(tl: Any, n: Node) -> list:
    hvt = half_vt(tl, n.vt)
    (al, ah), (bl, bh) = tl.get_expanded(n.ops[0]), tl.get_expanded(n.ops[1])
    return [(tl.dag.val(n.op, hvt, al, bl), tl.dag.val(n.op, hvt, ah, bh))]


def _addsub(tl: Any, n: Node) -> list:
    dag, target = tl.dag, tl.target
    hvt = half_vt(tl, n.vt)
    (al, ah), (bl, bh) = tl.get_expanded(n.ops[0]), tl.get_expanded(n.ops[1])
    first, chained = ((Op.UADDO, Op.ADDCARRY) if n.op == Op.ADD else (Op.USUBO, Op.SUBCARRY))
    if op_ok(target, first, hvt) and op_ok(target, chained, hvt):
        lo_n = dag.node(first, (hvt, tl.bool_vt), (al, bl))
        hi_n = dag.node(chained, (hvt, tl.bool_vt), (ah, bh, (lo_n, 1)))
        return [((lo_n, 0), (hi_n, 0))]
    if n.op == Op.ADD:
        lo = dag.val(Op.ADD, hvt, al, bl)
        c = setcc(dag, lo, al, "ult", tl.bool_vt)
        hi = dag.val(Op.ADD, hvt, dag.val(Op.ADD, hvt, ah, bh), resize(dag, c, hvt, "zext"))
    else:
        lo = dag.val(Op.SUB, hvt, al, bl)
        c = setcc(dag, al, bl, "ult", tl.bool_vt)
        hi = dag.val(Op.SUB, hvt, dag.val(Op.SUB, hvt, ah, bh), resize(dag, c, hvt, "zext"))
    return [(lo, hi)]


def _mul(tl: Any, n: Node) -> list:
    dag, target = tl.dag, tl.target
    hvt = half_vt(tl, n.vt)
    explicit = isinstance(target.actions.get((Op.MUL, n.vt)), LibCall)
    lohi, mulhu = op_ok(target, Op.UMUL_LOHI, hvt), op_ok(target, Op.MULHU, hvt)
    if explicit or (not (lohi or mulhu) and vt_bits(n.vt) <= WIDEST_INT_LIBCALL):
        return [_int_libcall(tl, n, Op.MUL)]
    (al, ah), (bl, bh) = tl.get_expanded(n.ops[0]), tl.get_expanded(n.ops[1])
    if lohi:
        nd = dag.node(Op.UMUL_LOHI, (hvt, hvt), (al, bl))
        lo, t = (nd, 0), (nd, 1)
    else:
        # MULHU legal, or a type past the widest runtime helper (`mul i256` from a wide
        # overflow intrinsic): LLVM's forced wide-multiply expansion, the half-width
        # MUL/MULHU nodes expanded in turn (down to `__multi3` or a legal UMUL_LOHI)
        lo, t = dag.val(Op.MUL, hvt, al, bl), dag.val(Op.MULHU, hvt, al, bl)
    cross = dag.val(Op.ADD, hvt, dag.val(Op.MUL, hvt, al, bh), dag.val(Op.MUL, hvt, ah, bl))
    return [(lo, dag.val(Op.ADD, hvt, t, cross))]


def _divrem(tl: Any, n: Node) -> list:
    return [_int_libcall(tl, n, n.op)]


def _divrem2(tl: Any, n: Node) -> list:
    signed = n.op == Op.SDIVREM
    q = _int_libcall(tl, n, Op.SDIV if signed else Op.UDIV)
    r = _int_libcall(tl, n, Op.SREM if signed else Op.UREM)
    return [q, r]


def _shift(tl: Any, n: Node) -> list:
    dag = tl.dag
    vt = n.vt
    hvt = half_vt(tl, vt)
    x, amt = n.ops
    lo, hi = tl.get_expanded(x)
    if amt[0].op == Op.CONSTANT:
        return [_const_shift(tl, n.op, lo, hi, amt[0].attr, hvt)]
    avt = amount_vt(tl, hvt)
    a = tl.get(amt, avt, "zext")
    parts = {Op.SHL: Op.SHL_PARTS, Op.SRL: Op.SRL_PARTS, Op.SRA: Op.SRA_PARTS}[n.op]
    if tl.is_legal(hvt) and op_ok(tl.target, parts, hvt):
        nd = dag.node(parts, (hvt, hvt), (lo, hi, a))
        return [((nd, 0), (nd, 1))]
    return [shift_parts(tl, n.op, lo, hi, a, hvt)]


def _const_shift(tl: Any, op: str, lo: Value, hi: Value, c: int, hvt: str) -> tuple[Value, Value]:
    dag = tl.dag
    h = vt_bits(hvt)
    avt = amount_vt(tl, hvt)
    k = lambda v: dag.constant(v, avt)   # noqa: E731
    zero = dag.constant(0, hvt)
    if c >= 2 * h:
        u = dag.undef(hvt)
        return u, u
    if c == 0:
        return lo, hi
    if op == Op.SHL:
        if c >= h:
            return zero, (dag.val(Op.SHL, hvt, lo, k(c - h)) if c > h else lo)
        return (dag.val(Op.SHL, hvt, lo, k(c)),
                dag.val(Op.OR, hvt, dag.val(Op.SHL, hvt, hi, k(c)), dag.val(Op.SRL, hvt, lo, k(h - c))))
    if c >= h:
        new_lo = dag.val(op, hvt, hi, k(c - h)) if c > h else hi
        fill = dag.val(Op.SRA, hvt, hi, k(h - 1)) if op == Op.SRA else zero
        return new_lo, fill
    return (dag.val(Op.OR, hvt, dag.val(Op.SRL, hvt, lo, k(c)), dag.val(Op.SHL, hvt, hi, k(h - c))),
            dag.val(op, hvt, hi, k(c)))


def _rotate(tl: Any, n: Node) -> list:
    dag, vt = tl.dag, n.vt
    w = vt_bits(vt)
    avt = amount_vt(tl, half_vt(tl, vt))
    c = tl.get(n.ops[1], avt, "zext")
    fwd = dag.val(Op.AND, avt, c, dag.constant(w - 1, avt))
    back = dag.val(Op.AND, avt, dag.val(Op.SUB, avt, dag.constant(0, avt), c),
                   dag.constant(w - 1, avt))
    a, b = (Op.SHL, Op.SRL) if n.op == Op.ROTL else (Op.SRL, Op.SHL)
    x = n.ops[0]
    return [dag.val(Op.OR, vt, dag.val(a, vt, x, fwd), dag.val(b, vt, x, back))]


def _select(tl: Any, n: Node) -> list:
    c, a, b = n.ops
    cb = tl.as_bool(c)
    (al, ah), (bl, bh) = tl.get_expanded(a), tl.get_expanded(b)
    return [(select(tl.dag, cb, al, bl), select(tl.dag, cb, ah, bh))]


def _select_cc(tl: Any, n: Node) -> list:
    lhs, rhs, a, b, cc = n.ops
    cb = compare(tl, lhs, rhs, cc[0].attr, tl.bool_vt)
    (al, ah), (bl, bh) = tl.get_expanded(a), tl.get_expanded(b)
    return [(select(tl.dag, cb, al, bl), select(tl.dag, cb, ah, bh))]


def _extend(tl: Any, n: Node) -> list:
    dag = tl.dag
    hvt = half_vt(tl, n.vt)
    h = vt_bits(hvt)
    x = n.ops[0]
    kind = {Op.ZERO_EXTEND: "zext", Op.SIGN_EXTEND: "sext", Op.ANY_EXTEND: "any"}[n.op]
    if vt_bits(vt_of(x)) > h:      # i33 -> i64 on 32-bit: extend in the promoted i64
        return [tl.get(x, n.vt, kind)]
    lo = tl.get(x, hvt, kind)
    if kind == "zext":
        hi = dag.constant(0, hvt)
    elif kind == "sext":
        hi = dag.val(Op.SRA, hvt, lo, dag.constant(h - 1, amount_vt(tl, hvt)))
    else:
        hi = dag.undef(hvt)
    return [(lo, hi)]


def _sext_inreg(tl: Any, n: Node) -> list:
    dag = tl.dag
    hvt = half_vt(tl, n.vt)
    h = vt_bits(hvt)
    b = vt_bits(n.ops[1][0].attr)
    lo, hi = tl.get_expanded(n.ops[0])
    if b <= h:
        lo = sext_inreg(dag, lo, b) if b < h else lo
        return [(lo, dag.val(Op.SRA, hvt, lo, dag.constant(h - 1, amount_vt(tl, hvt))))]
    return [(lo, sext_inreg(dag, hi, b - h) if b - h < h else hi)]


def _truncate(tl: Any, n: Node) -> list:
    return [tl.get(n.ops[0], n.vt)] if vt_bits(vt_of(n.ops[0])) > vt_bits(n.vt) else \
        [n.ops[0]]


def _bswap(tl: Any, n: Node) -> list:
    hvt = half_vt(tl, n.vt)
    lo, hi = tl.get_expanded(n.ops[0])
    return [(tl.dag.val(n.op, hvt, hi), tl.dag.val(n.op, hvt, lo))]


def _count(tl: Any, n: Node) -> list:
    dag = tl.dag
    hvt = half_vt(tl, n.vt)
    h = vt_bits(hvt)
    lo, hi = tl.get_expanded(n.ops[0])
    zero = dag.constant(0, hvt)
    if n.op == Op.CTPOP:
        r = dag.val(Op.ADD, hvt, dag.val(Op.CTPOP, hvt, lo), dag.val(Op.CTPOP, hvt, hi))
    else:
        first, second = (hi, lo) if n.op == Op.CTLZ else (lo, hi)
        is0 = setcc(dag, first, zero, "eq", tl.bool_vt)
        r = select(dag, is0, dag.val(Op.ADD, hvt, dag.val(n.op, hvt, second), dag.constant(h, hvt)),
                   dag.val(n.op, hvt, first))
    return [(r, zero)]


def _minmax(tl: Any, n: Node) -> list:
    cc = {Op.SMIN: "slt", Op.SMAX: "sgt", Op.UMIN: "ult", Op.UMAX: "ugt"}[n.op]
    a, b = n.ops
    return [select(tl.dag, setcc(tl.dag, a, b, cc, tl.bool_vt), a, b)]


def _abs(tl: Any, n: Node) -> list:
    dag, vt = tl.dag, n.vt
    a = n.ops[0]
    s = dag.val(Op.SRA, vt, a, dag.constant(vt_bits(vt) - 1, amount_vt(tl, half_vt(tl, vt))))
    return [dag.val(Op.SUB, vt, dag.val(Op.XOR, vt, a, s), s)]


def _overflow(tl: Any, n: Node) -> list:
    """Overflow ops computed on the wide type (those nodes are expanded in turn)."""
    return overflow_flag(tl.dag, n, tl.bool_vt, amount_vt(tl, half_vt(tl, n.vt)))


def _mulh(tl: Any, n: Node) -> list:
    return [mulh_by_parts(tl.dag, n.ops[0], n.ops[1], n.vt, n.op == Op.MULHS)]


def _mul_lohi(tl: Any, n: Node) -> list:
    dag, vt = tl.dag, n.vt
    a, b = n.ops
    hi_op = Op.MULHS if n.op == Op.SMUL_LOHI else Op.MULHU
    return [dag.val(Op.MUL, vt, a, b), dag.val(hi_op, vt, a, b)]


def _load(tl: Any, n: Node) -> list:
    dag = tl.dag
    ch, ptr = n.ops
    mem: Mem = n.attr
    hvt = half_vt(tl, n.vt)
    h = vt_bits(hvt)
    mvt, ext = mem.vt, mem.ext or "anyext"
    if mvt == "i1":
        mvt, ext = "i8", "zext"
    m = vt_bits(mvt)
    be = tl.big_endian
    if m <= h:
        ld = dag.node(n.op, (hvt, "ch"), (ch, ptr), mem_with(mem, mvt, "" if m == h else ext))
        lo = (ld, 0)
        if ext == "sext":
            hi = dag.val(Op.SRA, hvt, lo, dag.constant(h - 1, amount_vt(tl, hvt)))
        elif ext == "zext":
            hi = dag.constant(0, hvt)
        else:
            hi = dag.undef(hvt)
        return [(lo, hi), (ld, 1)]
    rest = m - h
    lo_off, hi_off = (((rest + 7) // 8, 0) if be else (0, h // 8))
    lo_n = dag.node(n.op, (hvt, "ch"), (ch, ptr_offset(dag, ptr, lo_off)),
                    mem_with(mem, hvt, "", lo_off))
    hi_mem = mem_with(mem, int_vt(rest), "" if rest == h else ext, hi_off)
    hi_n = dag.node(n.op, (hvt, "ch"), (ch, ptr_offset(dag, ptr, hi_off)), hi_mem)
    chain = dag.token_factor([(lo_n, 1), (hi_n, 1)])
    return [((lo_n, 0), (hi_n, 0)), chain]


def _vaarg(tl: Any, n: Node) -> list:
    """Two VAARGs of the half type, the second from where the first left off (LLVM's
    ExpandRes_VAARG); on big-endian targets the first one read is the high half."""
    dag = tl.dag
    hvt = half_vt(tl, n.vt)
    ch, ptr = n.ops
    first = dag.node(Op.VAARG, (hvt, "ch"), (ch, ptr), n.attr)
    second = dag.node(Op.VAARG, (hvt, "ch"), ((first, 1), ptr), vt_bits(hvt) // 8)
    lo, hi = (first, 0), (second, 0)
    if tl.big_endian:
        lo, hi = hi, lo
    return [(lo, hi), (second, 1)]


def _build_pair(tl: Any, n: Node) -> list:
    return [(n.ops[0], n.ops[1])]


def _extract_element(tl: Any, n: Node) -> list:
    return [tl.get_expanded(n.ops[0])[n.ops[1][0].attr]]


def _fp_to_int(tl: Any, n: Node) -> list:
    src = vt_of(n.ops[0])
    name = ("__fix" + ("uns" if n.op == Op.FP_TO_UINT else "") + _FP_ABBR.get(src, "?")
            + _INT_ABBR.get(vt_bits(n.vt), "?"))
    if "?" in name:
        raise UnsupportedError(f"{n.op} from {src} to {n.vt} is not supported")
    results, _ = libcall(tl.dag, name, [n.vt], [n.ops[0]])
    return [results[0]]


_FP_ABBR = {"f32": "sf", "f64": "df", "f128": "tf"}
_INT_ABBR = {64: "di", 128: "ti"}




def _carry(tl: Any, n: Node) -> list:
    dag, vt = tl.dag, n.vt
    a, b, c = n.ops
    cin = resize(dag, tl.as_bool(c), vt, "zext")
    fvt = tl.bool_vt
    if n.op == Op.ADDCARRY:
        s1 = dag.val(Op.ADD, vt, a, b)
        s = dag.val(Op.ADD, vt, s1, cin)
        flag = dag.val(Op.OR, fvt, setcc(dag, s1, a, "ult", fvt), setcc(dag, s, s1, "ult", fvt))
    else:
        s1 = dag.val(Op.SUB, vt, a, b)
        s = dag.val(Op.SUB, vt, s1, cin)
        flag = dag.val(Op.OR, fvt, setcc(dag, a, b, "ult", fvt), setcc(dag, s1, cin, "ult", fvt))
    return [s, flag]


EXPAND_RESULT: dict[str, Rule] = {
    Op.CONSTANT: _leaf, Op.UNDEF: _leaf,
    Op.AND: _logic, Op.OR: _logic, Op.XOR: _logic,
    Op.ADD: _addsub, Op.SUB: _addsub, Op.MUL: _mul,
    Op.SDIV: _divrem, Op.UDIV: _divrem, Op.SREM: _divrem, Op.UREM: _divrem,
    Op.SDIVREM: _divrem2, Op.UDIVREM: _divrem2,
    Op.SHL: _shift, Op.SRL: _shift, Op.SRA: _shift, Op.ROTL: _rotate, Op.ROTR: _rotate,
    Op.SELECT: _select, Op.SELECT_CC: _select_cc,
    Op.ZERO_EXTEND: _extend, Op.SIGN_EXTEND: _extend, Op.ANY_EXTEND: _extend,
    Op.SIGN_EXTEND_INREG: _sext_inreg, Op.TRUNCATE: _truncate,
    Op.BSWAP: _bswap, Op.BITREVERSE: _bswap, Op.CTPOP: _count, Op.CTLZ: _count, Op.CTTZ: _count,
    Op.SMIN: _minmax, Op.SMAX: _minmax, Op.UMIN: _minmax, Op.UMAX: _minmax, Op.ABS: _abs,
    Op.UADDO: _overflow, Op.USUBO: _overflow, Op.SADDO: _overflow, Op.SSUBO: _overflow,
    Op.UMULO: _overflow, Op.SMULO: _overflow, Op.ADDCARRY: _carry, Op.SUBCARRY: _carry,
    Op.MULHU: _mulh, Op.MULHS: _mulh, Op.UMUL_LOHI: _mul_lohi, Op.SMUL_LOHI: _mul_lohi,
    Op.LOAD: _load, Op.VAARG: _vaarg, Op.BUILD_PAIR: _build_pair,
    Op.EXTRACT_ELEMENT: _extract_element,
    Op.FP_TO_SINT: _fp_to_int, Op.FP_TO_UINT: _fp_to_int, Op.BITCAST: bitcast_via_stack,
    # atomics wider than a register (i64 on SPARC V8, i128): the __atomic_*_N library, as
    # LLVM's AtomicExpand does for sizes over the target's largest lock-free access
    Op.ATOMIC_LOAD: ATOMIC_EXPANSIONS[Op.ATOMIC_LOAD], Op.ATOMIC_RMW: ATOMIC_EXPANSIONS[Op.ATOMIC_RMW],
    Op.ATOMIC_CMP_SWAP: ATOMIC_EXPANSIONS[Op.ATOMIC_CMP_SWAP],
}


# ---------------------------------------------------------------- operand rules

def _op_store(tl: Any, n: Node) -> list:
    dag = tl.dag
    ch, val, ptr = n.ops
    mem: Mem = n.attr
    vt = vt_of(val)
    hvt = half_vt(tl, vt)
    h = vt_bits(hvt)
    lo, hi = tl.get_expanded(val)
    m = vt_bits(mem.vt)
    if m <= h:
        return [dag.val(n.op, "ch", ch, lo, ptr, attr=mem_with(mem, mem.vt))]
    rest = m - h
    lo_off, hi_off = (((rest + 7) // 8, 0) if tl.big_endian else (0, h // 8))
    s1 = dag.val(n.op, "ch", ch, lo, ptr_offset(dag, ptr, lo_off), attr=mem_with(mem, hvt, "", lo_off))
    s2 = dag.val(n.op, "ch", ch, hi, ptr_offset(dag, ptr, hi_off),
                 attr=mem_with(mem, int_vt(rest), "", hi_off))
    return [dag.token_factor([s1, s2])]


def _op_setcc(tl: Any, n: Node) -> list:
    a, b, cc = n.ops
    return [expanded_compare(tl, a, b, cc[0].attr, n.vt)]


def _op_int_to_fp(tl: Any, n: Node) -> list:
    x = n.ops[0]
    bits = vt_bits(vt_of(x))
    name = ("__float" + ("un" if n.op == Op.UINT_TO_FP else "") + _INT_ABBR.get(bits, "?")
            + _FP_ABBR.get(n.vt, "?"))
    if "?" in name:
        raise UnsupportedError(f"{n.op} from {vt_of(x)} to {n.vt} is not supported")
    results, _ = libcall(tl.dag, name, [n.vt], [x])
    return [results[0]]


def _op_generic(tl: Any, n: Node) -> list:
    return PROMOTE_OPERAND[n.op](tl, n)


EXPAND_OPERAND: dict[str, Rule] = {
    Op.STORE: _op_store, Op.SETCC: _op_setcc,
    Op.SELECT_CC: _op_generic, Op.BR_CC: _op_generic,
    Op.TRUNCATE: lambda tl, n: [tl.get(n.ops[0], n.vt)],
    Op.EXTRACT_ELEMENT: lambda tl, n: [tl.get_expanded(n.ops[0])[n.ops[1][0].attr]],
    Op.SINT_TO_FP: _op_int_to_fp, Op.UINT_TO_FP: _op_int_to_fp,
    Op.SHL: _op_generic, Op.SRA: _op_generic, Op.SRL: _op_generic,
    Op.ROTL: _op_generic, Op.ROTR: _op_generic,
    Op.BITCAST: bitcast_via_stack, Op.ATOMIC_STORE: ATOMIC_EXPANSIONS[Op.ATOMIC_STORE],
}

__all__ = ["EXPAND_RESULT", "EXPAND_OPERAND", "shift_parts", "expanded_compare",
           "bitcast_via_stack"]
