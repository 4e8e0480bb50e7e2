"""Building blocks shared by the type and operation legalizers: double-width shifts and
compares from halves, the high half of a product, overflow flags, bit casts through a
stack slot, condition-code facts.

They sit below `expand_int`, `expand_ops`, `promote_int` and `expand_fp`, which all use
them, so that none of those modules needs another (no import cycles).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Mem, Node, SelectionDAG, Value
from pyllc.codegen.opcodes import Op, int_vt, is_fp_vt, vt_bits
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.legalize_common import mask, resize, select, setcc, vt_of

UNSIGNED_CC = {"slt": "ult", "sle": "ule", "sgt": "ugt", "sge": "uge"}


def half_vt(tl: Any, vt: str) -> str:
    act, half = tl.type_action(vt)
    assert act == "expand", vt
    return half


def amount_vt(tl: Any, hvt: str) -> str:
    """The type used for shift amounts when expanding shifts of `hvt` halves."""
    return hvt if tl.is_legal(hvt) else tl._legal_ints[-1]


def shift_parts(tl: Any, op: str, lo: Value, hi: Value, amt: Value, hvt: str) -> tuple[Value, Value]:
    """(lo, hi) of the double-width SHL/SRL/SRA by a variable amount < 2h, from halves.

    All shifts stay below h: m = amt & (h-1) is the in-half amount, `big` = amt >= h.
      SHL small: lo' = lo << m, hi' = hi << m | (lo >> 1) >> (h-1-m);  big: lo' = 0, hi' = lo << m
      SRL small: hi' = hi >> m, lo' = lo >> m | (hi << 1) << (h-1-m);  big: hi' = 0, lo' = hi >> m
    """
    dag = tl.dag
    h = vt_bits(hvt)
    avt = vt_of(amt)
    m = dag.val(Op.AND, avt, amt, dag.constant(h - 1, avt))
    inv = dag.val(Op.XOR, avt, m, dag.constant(h - 1, avt))
    big = setcc(dag, dag.val(Op.AND, avt, amt, dag.constant(h, avt)), dag.constant(0, avt),
                "ne", tl.bool_vt)
    one = dag.constant(1, avt)
    if op in (Op.SHL, Op.SHL_PARTS):
        lo_s = dag.val(Op.SHL, hvt, lo, m)
        carry = dag.val(Op.SRL, hvt, dag.val(Op.SRL, hvt, lo, one), inv)
        hi_s = dag.val(Op.OR, hvt, dag.val(Op.SHL, hvt, hi, m), carry)
        return select(dag, big, dag.constant(0, hvt), lo_s), select(dag, big, lo_s, hi_s)
    right = Op.SRA if op in (Op.SRA, Op.SRA_PARTS) else Op.SRL
    hi_s = dag.val(right, hvt, hi, m)
    carry = dag.val(Op.SHL, hvt, dag.val(Op.SHL, hvt, hi, one), inv)
    lo_s = dag.val(Op.OR, hvt, dag.val(Op.SRL, hvt, lo, m), carry)
    fill = (dag.val(Op.SRA, hvt, hi, dag.constant(h - 1, avt)) if right == Op.SRA
            else dag.constant(0, hvt))
    return select(dag, big, hi_s, lo_s), select(dag, big, fill, hi_s)


def expanded_compare(tl: Any, a: Value, b: Value, cc: str, rvt: str) -> Value:
    """SETCC on expanded operands: eq/ne on (al^bl)|(ah^bh); otherwise the high halves
    decide unless equal, then the low halves compared unsigned."""
    dag = tl.dag
    (al, ah), (bl, bh) = tl.get_expanded(a), tl.get_expanded(b)
    hvt = vt_of(al)
    if cc in ("eq", "ne"):
        x = dag.val(Op.OR, hvt, dag.val(Op.XOR, hvt, al, bl), dag.val(Op.XOR, hvt, ah, bh))
        return setcc(dag, x, dag.constant(0, hvt), cc, rvt)
    lo_c = setcc(dag, al, bl, UNSIGNED_CC.get(cc, cc), rvt)
    hi_c = setcc(dag, ah, bh, cc, rvt)
    return select(dag, setcc(dag, ah, bh, "eq", tl.bool_vt), lo_c, hi_c)


def bitcast_via_stack(tl: Any, n: Node) -> list:
    """BITCAST through a stack slot: store as the source type, load as the result."""
    dag = tl.dag
    src = n.ops[0]
    svt, dvt = vt_of(src), n.vt
    size = vt_bits(dvt) // 8
    if dag.mf is None or vt_bits(svt) != vt_bits(dvt):
        raise UnsupportedError(f"bitcast from {svt} to {dvt} is not supported")
    fi = dag.mf.frame.create(size, size, "local")
    ptr = (dag.node(Op.FRAME_INDEX, (tl.pointer_vt,), (), fi), 0)
    st = dag.val(Op.STORE, "ch", dag.entry, src, ptr, attr=Mem(svt, "", size))
    ld = dag.node(Op.LOAD, (dvt, "ch"), (st, ptr), Mem(dvt, "", size))
    return [(ld, 0)]


def int_const(dag: SelectionDAG, v: int, vt: str) -> Value:
    return dag.constant(v, vt)


def mulh_by_parts(dag: SelectionDAG, a: Value, b: Value, vt: str, signed: bool) -> Value:
    """High half of the 2w-bit product from w-bit multiplies of half-width pieces
    (Hacker's Delight 8-2), then the signed correction for MULHS:
    mulhs(a, b) = mulhu(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0)."""
    w = vt_bits(vt)
    h = w // 2
    m = int_const(dag, mask(h), vt)
    sh = int_const(dag, h, vt)
    u0, u1 = dag.val(Op.AND, vt, a, m), dag.val(Op.SRL, vt, a, sh)
    v0, v1 = dag.val(Op.AND, vt, b, m), dag.val(Op.SRL, vt, b, sh)
    w0 = dag.val(Op.MUL, vt, u0, v0)
    t = dag.val(Op.ADD, vt, dag.val(Op.MUL, vt, u1, v0), dag.val(Op.SRL, vt, w0, sh))
    w1 = dag.val(Op.ADD, vt, dag.val(Op.MUL, vt, u0, v1), dag.val(Op.AND, vt, t, m))
    hi = dag.val(Op.ADD, vt, dag.val(Op.ADD, vt, dag.val(Op.MUL, vt, u1, v1),
                                     dag.val(Op.SRL, vt, t, sh)),
                 dag.val(Op.SRL, vt, w1, sh))
    if not signed:
        return hi
    top = int_const(dag, w - 1, vt)
    fix_a = dag.val(Op.AND, vt, dag.val(Op.SRA, vt, a, top), b)
    fix_b = dag.val(Op.AND, vt, dag.val(Op.SRA, vt, b, top), a)
    return dag.val(Op.SUB, vt, dag.val(Op.SUB, vt, hi, fix_a), fix_b)


def overflow_flag(dag: SelectionDAG, n: Node, fvt: str, avt: str,
                  wide_ok: Callable[[str], bool] | None = None) -> list:
    """[result, flag] of UADDO/USUBO/SADDO/SSUBO/UMULO/SMULO computed with plain ops of
    the node's type (`avt` types shift amounts; `wide_ok(vt2w)` says whether a double
    width multiply can be used)."""
    vt = n.vt
    w = vt_bits(vt)
    a, b = n.ops
    op = n.op
    zero = int_const(dag, 0, vt)
    if op == Op.UADDO:
        s = dag.val(Op.ADD, vt, a, b)
        return [s, setcc(dag, s, a, "ult", fvt)]
    if op == Op.USUBO:
        return [dag.val(Op.SUB, vt, a, b), setcc(dag, a, b, "ult", fvt)]
    if op == Op.SADDO:
        s = dag.val(Op.ADD, vt, a, b)
        x = dag.val(Op.AND, vt, dag.val(Op.XOR, vt, s, a), dag.val(Op.XOR, vt, s, b))
        return [s, setcc(dag, x, zero, "slt", fvt)]
    if op == Op.SSUBO:
        s = dag.val(Op.SUB, vt, a, b)
        x = dag.val(Op.AND, vt, dag.val(Op.XOR, vt, a, b), dag.val(Op.XOR, vt, a, s))
        return [s, setcc(dag, x, zero, "slt", fvt)]
    signed = op == Op.SMULO
    wide = int_vt(2 * w)
    lo = dag.val(Op.MUL, vt, a, b)
    if wide_ok is not None and wide_ok(wide):
        kind = "sext" if signed else "zext"
        p = dag.val(Op.MUL, wide, resize(dag, a, wide, kind), resize(dag, b, wide, kind))
        hi = dag.val(Op.TRUNCATE, vt, dag.val(Op.SRL, wide, p, int_const(dag, w, wide)))
    else:
        hi = dag.val(Op.MULHS if signed else Op.MULHU, vt, a, b)
    if signed:
        flag = setcc(dag, hi, dag.val(Op.SRA, vt, lo, int_const(dag, w - 1, avt)), "ne", fvt)
    else:
        flag = setcc(dag, hi, zero, "ne", fvt)
    return [lo, flag]


SIGNED_CC = frozenset({"slt", "sle", "sgt", "sge"})


def cc_ext(cc: str) -> str:
    return "sext" if cc in SIGNED_CC else "zext"


def compare(tl: Any, a: Value, b: Value, cc: str, rvt: str) -> Value:
    """SETCC(a, b, cc) with result type `rvt`, whatever the operands' type actions."""
    dag = tl.dag
    ovt = vt_of(a)
    if is_fp_vt(ovt) or tl.is_legal(ovt):
        return setcc(dag, tl.fwd(a), tl.fwd(b), cc, rvt)
    act, _ = tl.type_action(ovt)
    if act == "expand":
        return expanded_compare(tl, a, b, cc, rvt)
    pvt = tl.promoted_vt(ovt)
    kind = cc_ext(cc)
    return setcc(dag, tl.get(a, pvt, kind), tl.get(b, pvt, kind), cc, rvt)
