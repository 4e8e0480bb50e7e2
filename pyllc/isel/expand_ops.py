"""Generic expansions of integer operations a target marks EXPAND (LLVM's
SelectionDAGLegalize::ExpandNode / TargetLowering::expand*), for `legalize_ops`.

Every rule takes the operation legalizer `ol` (`ol.dag`, `ol.target`, `ol.bool_vt`,
`ol.ok(op, vt)`) and the node, and returns replacement values for the node's results
(or None when it has no expansion for this case). Rules only build nodes of legal types;
the nodes they build are legalized in turn (a CTLZ may become a CTPOP that is expanded
too), so each rule picks the cheapest form the target supports.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Node, SelectionDAG, Value
from pyllc.codegen.opcodes import Op, int_vt, vt_bits
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.expand_atomic import ATOMIC_EXPANSIONS
from pyllc.isel.expand_stack import STACK_EXPANSIONS
from pyllc.isel.legalize_common import int_libcall_name, libcall, mask, resize, select, setcc, vt_of
from pyllc.isel.legalize_parts import int_const, mulh_by_parts, overflow_flag, shift_parts

Rule = Callable[[Any, Node], "list | None"]




def _repeat(byte: int, bits: int) -> int:
    return int.from_bytes(bytes([byte]) * (bits // 8), "little")


# ---------------------------------------------------------------- shared with expand_int





# ---------------------------------------------------------------- rules

def _rotate(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    w = vt_bits(vt)
    x, c = n.ops
    cvt = vt_of(c)
    other = Op.ROTR if n.op == Op.ROTL else Op.ROTL
    neg = dag.val(Op.AND, cvt, dag.val(Op.SUB, cvt, int_const(dag, 0, cvt), c), int_const(dag, w - 1, cvt))
    if ol.ok(other, vt):
        return [dag.val(other, vt, x, neg)]
    fwd = dag.val(Op.AND, cvt, c, int_const(dag, w - 1, cvt))
    a, b = (Op.SHL, Op.SRL) if n.op == Op.ROTL else (Op.SRL, Op.SHL)
    return [dag.val(Op.OR, vt, dag.val(a, vt, x, fwd), dag.val(b, vt, x, neg))]


def ctpop_bits(ol: Any, x: Value, vt: str) -> Value:
    dag = ol.dag
    w = vt_bits(vt)
    if w < 8:
        raise UnsupportedError(f"ctpop on {vt} is not supported")
    k = lambda v: int_const(dag, v, vt)   # noqa: E731
    x = dag.val(Op.SUB, vt, x, dag.val(Op.AND, vt, dag.val(Op.SRL, vt, x, k(1)), k(_repeat(0x55, w))))
    c33 = k(_repeat(0x33, w))
    x = dag.val(Op.ADD, vt, dag.val(Op.AND, vt, x, c33),
                dag.val(Op.AND, vt, dag.val(Op.SRL, vt, x, k(2)), c33))
    x = dag.val(Op.AND, vt, dag.val(Op.ADD, vt, x, dag.val(Op.SRL, vt, x, k(4))), k(_repeat(0x0F, w)))
    if w == 8:
        return x
    if ol.action(Op.MUL, vt) == "legal":
        return dag.val(Op.SRL, vt, dag.val(Op.MUL, vt, x, k(_repeat(0x01, w))), k(w - 8))
    s = 8
    while s < w:
        x = dag.val(Op.ADD, vt, x, dag.val(Op.SRL, vt, x, k(s)))
        s *= 2
    return dag.val(Op.AND, vt, x, k(0xFF))


def _ctpop(ol: Any, n: Node) -> list:
    return [ctpop_bits(ol, n.ops[0], n.vt)]


def _ctlz(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    w = vt_bits(vt)
    x = n.ops[0]
    s = 1
    while s < w:
        x = dag.val(Op.OR, vt, x, dag.val(Op.SRL, vt, x, int_const(dag, s, vt)))
        s *= 2
    return [dag.val(Op.CTPOP, vt, dag.val(Op.XOR, vt, x, int_const(dag, mask(w), vt)))]


def _cttz(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    w = vt_bits(vt)
    x = n.ops[0]
    t = dag.val(Op.AND, vt, dag.val(Op.XOR, vt, x, int_const(dag, mask(w), vt)),
                dag.val(Op.SUB, vt, x, int_const(dag, 1, vt)))
    if not ol.ok(Op.CTPOP, vt) and ol.ok(Op.CTLZ, vt):
        return [dag.val(Op.SUB, vt, int_const(dag, w, vt), dag.val(Op.CTLZ, vt, t))]
    return [dag.val(Op.CTPOP, vt, t)]


def bswap_bits(dag: SelectionDAG, x: Value, vt: str) -> Value:
    w = vt_bits(vt)
    out = None
    for i in range(w // 8):
        src, dst = 8 * i, w - 8 - 8 * i
        if dst > src:
            piece = dag.val(Op.SHL, vt, dag.val(Op.AND, vt, x, int_const(dag, 0xFF << src, vt)),
                            int_const(dag, dst - src, vt))
        else:
            piece = dag.val(Op.AND, vt, dag.val(Op.SRL, vt, x, int_const(dag, src - dst, vt)),
                            int_const(dag, 0xFF << dst, vt))
        out = piece if out is None else dag.val(Op.OR, vt, out, piece)
    assert out is not None
    return out


def _bswap(ol: Any, n: Node) -> list:
    return [bswap_bits(ol.dag, n.ops[0], n.vt)]


def _bitreverse(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    w = vt_bits(vt)
    x = n.ops[0]
    if w > 8:
        x = dag.val(Op.BSWAP, vt, x)
    for s, byte in ((4, 0x0F), (2, 0x33), (1, 0x55)):
        m = int_const(dag, _repeat(byte, w), vt)
        sh = int_const(dag, s, vt)
        x = dag.val(Op.OR, vt, dag.val(Op.AND, vt, dag.val(Op.SRL, vt, x, sh), m),
                    dag.val(Op.SHL, vt, dag.val(Op.AND, vt, x, m), sh))
    return [x]


_DIVREM_OF = {Op.SDIV: (Op.SDIVREM, 0), Op.SREM: (Op.SDIVREM, 1),
              Op.UDIV: (Op.UDIVREM, 0), Op.UREM: (Op.UDIVREM, 1)}


def _div(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    a, b = n.ops
    both, idx = _DIVREM_OF[n.op]
    if ol.ok(both, vt):
        return [(dag.node(both, (vt, vt), (a, b)), idx)]
    if n.op in (Op.SREM, Op.UREM):
        div = Op.SDIV if n.op == Op.SREM else Op.UDIV
        if ol.ok(div, vt):
            q = dag.val(div, vt, a, b)
            return [dag.val(Op.SUB, vt, a, dag.val(Op.MUL, vt, q, b))]
    return _libcall_int(ol, n)


def _libcall_int(ol: Any, n: Node) -> list:
    results, _ = libcall(ol.dag, int_libcall_name(ol.target, n.op, n.vt), [n.vt], list(n.ops))
    return [results[0]]


def _divrem(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    a, b = n.ops
    if n.op == Op.SDIVREM:
        return [dag.val(Op.SDIV, vt, a, b), dag.val(Op.SREM, vt, a, b)]
    return [dag.val(Op.UDIV, vt, a, b), dag.val(Op.UREM, vt, a, b)]


def _mulh(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    w = vt_bits(vt)
    a, b = n.ops
    signed = n.op == Op.MULHS
    wide = int_vt(2 * w)
    if ol.target.is_legal_vt(wide) and ol.action(Op.MUL, wide) == "legal":
        kind = "sext" if signed else "zext"
        p = dag.val(Op.MUL, wide, resize(dag, a, wide, kind), resize(dag, b, wide, kind))
        return [dag.val(Op.TRUNCATE, vt, dag.val(Op.SRL, wide, p, int_const(dag, w, wide)))]
    lohi = Op.SMUL_LOHI if signed else Op.UMUL_LOHI
    if ol.ok(lohi, vt):
        return [(dag.node(lohi, (vt, vt), (a, b)), 1)]
    if signed and (ol.ok(Op.MULHU, vt) or ol.ok(Op.UMUL_LOHI, vt)):
        hi = dag.val(Op.MULHU, vt, a, b)
        top = int_const(dag, w - 1, vt)
        fix_a = dag.val(Op.AND, vt, dag.val(Op.SRA, vt, a, top), b)
        fix_b = dag.val(Op.AND, vt, dag.val(Op.SRA, vt, b, top), a)
        return [dag.val(Op.SUB, vt, dag.val(Op.SUB, vt, hi, fix_a), fix_b)]
    return [mulh_by_parts(dag, a, b, vt, signed)]


def _mul_lohi(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    a, b = n.ops
    return [dag.val(Op.MUL, vt, a, b),
            dag.val(Op.MULHS if n.op == Op.SMUL_LOHI else Op.MULHU, vt, a, b)]


def _overflow(ol: Any, n: Node) -> list:
    def wide_ok(wvt: str) -> bool:
        return ol.target.is_legal_vt(wvt) and ol.action(Op.MUL, wvt) == "legal"
    return overflow_flag(ol.dag, n, n.vts[1], n.vt, wide_ok)


def _carry(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    fvt = n.vts[1]
    a, b, c = n.ops
    cin = resize(dag, c, vt, "zext")
    op = Op.ADD if n.op == Op.ADDCARRY else Op.SUB
    s1 = dag.val(op, vt, a, b)
    s = dag.val(op, vt, s1, cin)
    if op == Op.ADD:
        flag = dag.val(Op.OR, fvt, setcc(dag, s1, a, "ult", fvt), setcc(dag, s, s1, "ult", fvt))
    else:
        flag = dag.val(Op.OR, fvt, setcc(dag, a, b, "ult", fvt), setcc(dag, s1, cin, "ult", fvt))
    return [s, flag]


def _minmax(ol: Any, n: Node) -> list:
    cc = {Op.SMIN: "slt", Op.SMAX: "sgt", Op.UMIN: "ult", Op.UMAX: "ugt"}[n.op]
    a, b = n.ops
    return [select(ol.dag, setcc(ol.dag, a, b, cc, ol.bool_vt), a, b)]


def _abs(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    a = n.ops[0]
    s = dag.val(Op.SRA, vt, a, int_const(dag, vt_bits(vt) - 1, vt))
    return [dag.val(Op.SUB, vt, dag.val(Op.XOR, vt, a, s), s)]


def _sext_inreg(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    s = vt_bits(vt) - vt_bits(n.ops[1][0].attr)
    if s <= 0:
        return [n.ops[0]]
    sh = int_const(dag, s, vt)
    return [dag.val(Op.SRA, vt, dag.val(Op.SHL, vt, n.ops[0], sh), sh)]


def _shift_parts(ol: Any, n: Node) -> list:
    lo, hi, amt = n.ops
    return list(shift_parts(ol, n.op, lo, hi, amt, n.vt))


def _build_pair(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    lo, hi = n.ops
    h = vt_bits(vt_of(lo))
    return [dag.val(Op.OR, vt, resize(dag, lo, vt, "zext"),
                    dag.val(Op.SHL, vt, resize(dag, hi, vt, "any"), int_const(dag, h, vt)))]


def _extract_element(ol: Any, n: Node) -> list:
    dag = ol.dag
    x = n.ops[0]
    wvt = vt_of(x)
    if n.ops[1][0].attr:
        x = dag.val(Op.SRL, wvt, x, int_const(dag, vt_bits(n.vt), wvt))
    return [resize(dag, x, n.vt)]


def _zext(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    x = n.ops[0]
    return [dag.val(Op.AND, vt, dag.val(Op.ANY_EXTEND, vt, x), int_const(dag, mask(vt_bits(vt_of(x))), vt))]


def _sext(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    x = n.ops[0]
    return [dag.val(Op.SIGN_EXTEND_INREG, vt, dag.val(Op.ANY_EXTEND, vt, x),
                    dag.valuetype(vt_of(x)))]


def _select(ol: Any, n: Node) -> list | None:
    c, a, b = n.ops
    if ol.ok(Op.SELECT_CC, n.vt):
        cvt = vt_of(c)
        return [ol.dag.val(Op.SELECT_CC, n.vt, c, int_const(ol.dag, 0, cvt), a, b, ol.dag.condcode("ne"))]
    return None


def _brcond(ol: Any, n: Node) -> list | None:
    ch, c, bb = n.ops
    cvt = vt_of(c)
    if ol.ok(Op.BR_CC, cvt):
        return [ol.dag.val(Op.BR_CC, "ch", ch, ol.dag.condcode("ne"), c, int_const(ol.dag, 0, cvt), bb)]
    return None


INT_EXPANSIONS: dict[str, Rule] = {
    **STACK_EXPANSIONS, **ATOMIC_EXPANSIONS,
    Op.ROTL: _rotate, Op.ROTR: _rotate, Op.CTPOP: _ctpop, Op.CTLZ: _ctlz, Op.CTTZ: _cttz,
    Op.BSWAP: _bswap, Op.BITREVERSE: _bitreverse,
    Op.SDIV: _div, Op.UDIV: _div, Op.SREM: _div, Op.UREM: _div, Op.MUL: _libcall_int,
    Op.SDIVREM: _divrem, Op.UDIVREM: _divrem,
    Op.MULHS: _mulh, Op.MULHU: _mulh, Op.SMUL_LOHI: _mul_lohi, Op.UMUL_LOHI: _mul_lohi,
    Op.UADDO: _overflow, Op.USUBO: _overflow, Op.SADDO: _overflow, Op.SSUBO: _overflow,
    Op.UMULO: _overflow, Op.SMULO: _overflow, Op.ADDCARRY: _carry, Op.SUBCARRY: _carry,
    Op.SMIN: _minmax, Op.SMAX: _minmax, Op.UMIN: _minmax, Op.UMAX: _minmax, Op.ABS: _abs,
    Op.SIGN_EXTEND_INREG: _sext_inreg,
    Op.SHL_PARTS: _shift_parts, Op.SRL_PARTS: _shift_parts, Op.SRA_PARTS: _shift_parts,
    Op.BUILD_PAIR: _build_pair, Op.EXTRACT_ELEMENT: _extract_element,
    Op.ZERO_EXTEND: _zext, Op.SIGN_EXTEND: _sext,
    Op.SELECT: _select, Op.BRCOND: _brcond,
}
