"""Integer promotion rules of the type legalizer (LLVM's PromoteIntRes_* / PromoteIntOp_*).

A promoted value lives in a wider integer type `nvt`; only its low `w` bits are
meaningful ("any-extended"). Each rule reads its operands through `tl.get(v, vt, kind)`
with the extension the operation needs:

  any : ADD SUB MUL AND OR XOR SHL, SELECT arms, truncations
  sext: SDIV SREM SRA SMIN SMAX ABS, signed compares, SADDO/SSUBO/SMULO
  zext: UDIV UREM SRL UMIN UMAX, unsigned and eq/ne compares, shift amounts,
        CTPOP/CTLZ, UADDO/USUBO/UMULO

The same result rules serve `legalize_ops` for the PROMOTE action (there `tl` is an
`OpPromoter` whose `get` builds real extension nodes).

PROMOTE_RESULT[op](tl, node) -> one item per result: the wide value for an illegal
result, the replacement for a legal one (e.g. the chain of a load).
PROMOTE_OPERAND[op](tl, node) -> replacements for the results of a node whose results
are legal but some operand is promoted.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Mem, Node
from pyllc.codegen.opcodes import Op, vt_bits
from pyllc.isel.legalize_common import mask, select, setcc, sext_inreg, to_signed, vt_of, zext_inreg
from pyllc.isel.legalize_parts import bitcast_via_stack, compare

Rule = Callable[[Any, Node], list]





def _nvt(tl: Any, n: Node, i: int = 0) -> str:
    return tl.promoted_vt(n.vts[i])


# ---------------------------------------------------------------- shared builders



# ---------------------------------------------------------------- result rules

def _leaf(tl: Any, n: Node) -> list:
    nvt = _nvt(tl, n)
    if n.op == Op.CONSTANT:
        w = vt_bits(n.vt)
        return [tl.dag.constant(to_signed(n.attr, w), nvt)]
    return [tl.dag.undef(nvt)]


def _binop(kind_a: str, kind_b: str) -> Rule:
    def rule(tl: Any, n: Node) -> list:
        nvt = _nvt(tl, n)
        a, b = n.ops
        return [tl.dag.val(n.op, nvt, tl.get(a, nvt, kind_a), tl.get(b, nvt, kind_b))]
    return rule


def _unop(kind: str) -> Rule:
    def rule(tl: Any, n: Node) -> list:
        nvt = _nvt(tl, n)
        return [tl.dag.val(n.op, nvt, tl.get(n.ops[0], nvt, kind))]
    return rule


def _rotate(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    w = vt_bits(n.vt)
    x = tl.get(n.ops[0], nvt, "zext")
    amt = tl.get(n.ops[1], nvt, "zext")
    if w & (w - 1) == 0:
        amt = dag.val(Op.AND, nvt, amt, dag.constant(w - 1, nvt))
    else:
        amt = dag.val(Op.UREM, nvt, amt, dag.constant(w, nvt))
    back = dag.val(Op.SUB, nvt, dag.constant(w, nvt), amt)
    fwd_op, back_op = (Op.SHL, Op.SRL) if n.op == Op.ROTL else (Op.SRL, Op.SHL)
    return [dag.val(Op.OR, nvt, dag.val(fwd_op, nvt, x, amt), dag.val(back_op, nvt, x, back))]


def _ctlz(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    extra = vt_bits(nvt) - vt_bits(n.vt)
    c = dag.val(Op.CTLZ, nvt, tl.get(n.ops[0], nvt, "zext"))
    return [dag.val(Op.SUB, nvt, c, dag.constant(extra, nvt))]


def _cttz(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    w = vt_bits(n.vt)
    x = dag.val(Op.OR, nvt, tl.get(n.ops[0], nvt, "any"), dag.constant(1 << w, nvt))
    return [dag.val(Op.CTTZ, nvt, x)]


def _bswap(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    extra = vt_bits(nvt) - vt_bits(n.vt)
    v = dag.val(n.op, nvt, tl.get(n.ops[0], nvt, "any"))
    return [dag.val(Op.SRL, nvt, v, dag.constant(extra, nvt))]


def _select(tl: Any, n: Node) -> list:
    nvt = _nvt(tl, n)
    c, a, b = n.ops
    return [select(tl.dag, tl.as_bool(c), tl.get(a, nvt), tl.get(b, nvt))]


def _select_cc(tl: Any, n: Node) -> list:
    nvt = _nvt(tl, n)
    lhs, rhs, a, b, cc = n.ops
    c = compare(tl, lhs, rhs, cc[0].attr, tl.bool_vt)
    return [select(tl.dag, c, tl.get(a, nvt), tl.get(b, nvt))]


def _setcc(tl: Any, n: Node) -> list:
    a, b, cc = n.ops
    return [compare(tl, a, b, cc[0].attr, _nvt(tl, n))]


def _convert(kind: str) -> Rule:
    def rule(tl: Any, n: Node) -> list:
        return [tl.get(n.ops[0], _nvt(tl, n), kind)]
    return rule


def _sext_inreg(tl: Any, n: Node) -> list:
    nvt = _nvt(tl, n)
    return [sext_inreg(tl.dag, tl.get(n.ops[0], nvt), vt_bits(n.ops[1][0].attr))]


def _load(tl: Any, n: Node) -> list:
    nvt = _nvt(tl, n)
    mem: Mem = n.attr
    mvt, ext = mem.vt, mem.ext or "anyext"
    if mvt == "i1":                       # an i1 in memory is a byte holding 0 or 1
        mvt, ext = "i8", "zext"
    new = tl.dag.node(n.op, (nvt, "ch"), n.ops, mem._replace(vt=mvt, ext=ext))
    return [(new, 0), (new, 1)]


def _vaarg(tl: Any, n: Node) -> list:
    """A narrow va_arg reads one whole slot of the promoted type (LLVM PromoteIntRes_VAARG)."""
    new = tl.dag.node(Op.VAARG, (_nvt(tl, n), "ch"), n.ops, n.attr)
    return [(new, 0), (new, 1)]


def _fp_to_int(tl: Any, n: Node) -> list:
    # Values that fit the narrow type, signed or unsigned, fit the wider signed type.
    return [tl.dag.val(Op.FP_TO_SINT, _nvt(tl, n), n.ops[0])]


def _overflow(tl: Any, n: Node) -> list:
    """UADDO/USUBO/SADDO/SSUBO/UMULO/SMULO on a promoted type."""
    dag, nvt = tl.dag, _nvt(tl, n)
    fvt = tl.bool_vt if not tl.is_legal(n.vts[1]) else n.vts[1]
    w, nb = vt_bits(n.vt), vt_bits(nvt)
    op = n.op
    signed = op in (Op.SADDO, Op.SSUBO, Op.SMULO)
    kind = "sext" if signed else "zext"
    a, b = tl.get(n.ops[0], nvt, kind), tl.get(n.ops[1], nvt, kind)
    if op in (Op.UMULO, Op.SMULO) and 2 * w > nb:
        lo = dag.val(Op.MUL, nvt, a, b)
        hi = dag.val(Op.MULHS if signed else Op.MULHU, nvt, a, b)
        if signed:
            ok_hi = setcc(dag, hi, dag.val(Op.SRA, nvt, lo, dag.constant(nb - 1, nvt)), "ne", fvt)
            ok_lo = setcc(dag, lo, sext_inreg(dag, lo, w), "ne", fvt)
        else:
            ok_hi = setcc(dag, hi, dag.constant(0, nvt), "ne", fvt)
            ok_lo = setcc(dag, dag.val(Op.SRL, nvt, lo, dag.constant(w, nvt)),
                          dag.constant(0, nvt), "ne", fvt)
        return [lo, dag.val(Op.OR, fvt, ok_hi, ok_lo)]
    base = {Op.UADDO: Op.ADD, Op.SADDO: Op.ADD, Op.USUBO: Op.SUB, Op.SSUBO: Op.SUB,
            Op.UMULO: Op.MUL, Op.SMULO: Op.MUL}[op]
    r = dag.val(base, nvt, a, b)
    if signed:
        flag = setcc(dag, r, sext_inreg(dag, r, w), "ne", fvt)
    elif op == Op.USUBO:
        flag = setcc(dag, a, b, "ult", fvt)
    else:
        flag = setcc(dag, r, dag.val(Op.AND, nvt, r, dag.constant(mask(w), nvt)), "ne", fvt)
    return [r, flag]


def _carry(tl: Any, n: Node) -> list:
    """ADDCARRY/SUBCARRY on a promoted type (carry in and out are 0/1)."""
    dag, nvt = tl.dag, _nvt(tl, n)
    fvt = tl.bool_vt if not tl.is_legal(n.vts[1]) else n.vts[1]
    w = vt_bits(n.vt)
    a, b = tl.get(n.ops[0], nvt, "zext"), tl.get(n.ops[1], nvt, "zext")
    c = tl.get(n.ops[2], nvt, "zext")
    op = Op.ADD if n.op == Op.ADDCARRY else Op.SUB
    r = dag.val(op, nvt, dag.val(op, nvt, a, b), zext_inreg(dag, c, 1))
    flag = setcc(dag, dag.val(Op.SRL, nvt, r, dag.constant(w, nvt)), dag.constant(0, nvt),
                 "ne", fvt)
    return [r, flag]


def _flag_only(tl: Any, n: Node) -> list:
    """A legal-width overflow/carry op whose i1 flag result is illegal: same op, flag in
    the boolean type (carry inputs converted to 0/1 there)."""
    ops = list(n.ops)
    if n.op in (Op.ADDCARRY, Op.SUBCARRY):
        ops[2] = tl.as_bool(ops[2])
    new = tl.dag.node(n.op, (n.vts[0], tl.bool_vt), ops, n.attr)
    return [(new, 0), (new, 1)]


def _mulh(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    w = vt_bits(n.vt)
    if 2 * w > vt_bits(nvt):
        return [_lohi(tl, n, n.op == Op.MULHS)[1]]
    kind = "sext" if n.op == Op.MULHS else "zext"
    p = dag.val(Op.MUL, nvt, tl.get(n.ops[0], nvt, kind), tl.get(n.ops[1], nvt, kind))
    return [dag.val(Op.SRA if kind == "sext" else Op.SRL, nvt, p, dag.constant(w, nvt))]


def _mul_lohi(tl: Any, n: Node) -> list:
    return _lohi(tl, n, n.op == Op.SMUL_LOHI)


def _lohi(tl: Any, n: Node, signed: bool) -> list:
    """lo, hi of the narrow 2w-bit product, from the product in the wider type (plus its
    MULH when 2w does not fit: the bits [w, 2w) of hi_n:lo_n)."""
    dag, nvt = tl.dag, _nvt(tl, n)
    w, nb = vt_bits(n.vt), vt_bits(nvt)
    kind = "sext" if signed else "zext"
    a, b = tl.get(n.ops[0], nvt, kind), tl.get(n.ops[1], nvt, kind)
    lo = dag.val(Op.MUL, nvt, a, b)
    hi = dag.val(Op.SRL, nvt, lo, dag.constant(w, nvt))
    if 2 * w > nb:
        top = dag.val(Op.MULHS if signed else Op.MULHU, nvt, a, b)
        hi = dag.val(Op.OR, nvt, hi, dag.val(Op.SHL, nvt, top, dag.constant(nb - w, nvt)))
    return [lo, hi]


def _divrem(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    kind = "sext" if n.op == Op.SDIVREM else "zext"
    a, b = tl.get(n.ops[0], nvt, kind), tl.get(n.ops[1], nvt, kind)
    new = dag.node(n.op, (nvt, nvt), (a, b))
    return [(new, 0), (new, 1)]


def _build_pair(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    h = vt_bits(vt_of(n.ops[0]))
    lo = tl.get(n.ops[0], nvt, "zext")
    hi = tl.get(n.ops[1], nvt, "any")
    return [dag.val(Op.OR, nvt, lo, dag.val(Op.SHL, nvt, hi, dag.constant(h, nvt)))]


def _extract_element(tl: Any, n: Node) -> list:
    dag, nvt = tl.dag, _nvt(tl, n)
    wide, idx = n.ops[0], n.ops[1][0].attr
    if tl.type_action(vt_of(wide))[0] == "expand":
        return [tl.get(tl.get_expanded(wide)[idx], nvt)]
    h = vt_bits(n.vt)
    wvt = vt_of(wide)
    x = tl.get(wide, tl.promoted_vt(wvt) if not tl.is_legal(wvt) else wvt, "any")
    if idx:
        x = dag.val(Op.SRL, vt_of(x), x, dag.constant(h, vt_of(x)))
    return [tl.get(x, nvt)]


def _bitcast(tl: Any, n: Node) -> list:
    return bitcast_via_stack(tl, n)


def _atomic_rmw(tl: Any, n: Node) -> list:
    nvt = _nvt(tl, n)
    ch, ptr, val = n.ops
    new = tl.dag.node(n.op, (nvt, "ch"), (ch, ptr, tl.get(val, nvt)), n.attr)
    return [(new, 0), (new, 1)]


def _atomic_cmp_swap(tl: Any, n: Node) -> list:
    nvt = _nvt(tl, n)
    ch, ptr, cmp, new_v = n.ops
    new = tl.dag.node(n.op, (nvt, "ch"), (ch, ptr, tl.get(cmp, nvt, "zext"),
                                          tl.get(new_v, nvt)), n.attr)
    return [(new, 0), (new, 1)]


PROMOTE_RESULT: dict[str, Rule] = {
    Op.CONSTANT: _leaf, Op.UNDEF: _leaf,
    Op.ADD: _binop("any", "any"), Op.SUB: _binop("any", "any"), Op.MUL: _binop("any", "any"),
    Op.AND: _binop("any", "any"), Op.OR: _binop("any", "any"), Op.XOR: _binop("any", "any"),
    Op.SHL: _binop("any", "zext"), Op.SRA: _binop("sext", "zext"), Op.SRL: _binop("zext", "zext"),
    Op.SDIV: _binop("sext", "sext"), Op.SREM: _binop("sext", "sext"),
    Op.UDIV: _binop("zext", "zext"), Op.UREM: _binop("zext", "zext"),
    Op.SMIN: _binop("sext", "sext"), Op.SMAX: _binop("sext", "sext"),
    Op.UMIN: _binop("zext", "zext"), Op.UMAX: _binop("zext", "zext"),
    Op.ABS: _unop("sext"), Op.CTPOP: _unop("zext"),
    Op.ROTL: _rotate, Op.ROTR: _rotate, Op.CTLZ: _ctlz, Op.CTTZ: _cttz,
    Op.BSWAP: _bswap, Op.BITREVERSE: _bswap,
    Op.SELECT: _select, Op.SELECT_CC: _select_cc, Op.SETCC: _setcc,
    Op.TRUNCATE: _convert("any"), Op.ANY_EXTEND: _convert("any"),
    Op.ZERO_EXTEND: _convert("zext"), Op.SIGN_EXTEND: _convert("sext"),
    Op.SIGN_EXTEND_INREG: _sext_inreg,
    Op.LOAD: _load, Op.ATOMIC_LOAD: _load, Op.VAARG: _vaarg,
    Op.FP_TO_SINT: _fp_to_int, Op.FP_TO_UINT: _fp_to_int,
    Op.UADDO: _overflow, Op.USUBO: _overflow, Op.SADDO: _overflow, Op.SSUBO: _overflow,
    Op.UMULO: _overflow, Op.SMULO: _overflow,
    Op.ADDCARRY: _carry, Op.SUBCARRY: _carry,
    Op.MULHS: _mulh, Op.MULHU: _mulh, Op.UMUL_LOHI: _mul_lohi, Op.SMUL_LOHI: _mul_lohi,
    Op.SDIVREM: _divrem, Op.UDIVREM: _divrem,
    Op.BUILD_PAIR: _build_pair, Op.EXTRACT_ELEMENT: _extract_element,
    Op.BITCAST: _bitcast,
    Op.ATOMIC_RMW: _atomic_rmw, Op.ATOMIC_CMP_SWAP: _atomic_cmp_swap,
}

_FLAG_OPS = (Op.UADDO, Op.USUBO, Op.SADDO, Op.SSUBO, Op.UMULO, Op.SMULO, Op.ADDCARRY,
             Op.SUBCARRY)


def promote_result_rule(tl: Any, n: Node) -> Rule | None:
    """The rule for `n` (flag-only promotion when just the i1 flag is illegal)."""
    if n.op in _FLAG_OPS and tl.is_legal(n.vts[0]):
        return _flag_only
    return PROMOTE_RESULT.get(n.op)


# ---------------------------------------------------------------- operand rules
# (results legal, some operand promoted)

def _op_store(tl: Any, n: Node) -> list:
    ch, val, ptr = n.ops
    mem: Mem = n.attr
    vt = vt_of(val)
    nvt = tl.promoted_vt(vt)
    # a truncating store of the low mem.vt bits (odd widths: legalize_ops rounds them)
    return [tl.dag.val(n.op, "ch", ch, tl.get(val, nvt), ptr, attr=mem)]


def _op_brcond(tl: Any, n: Node) -> list:
    ch, c, bb = n.ops
    return [tl.dag.val(Op.BRCOND, "ch", ch, tl.as_bool(c), bb)]


def _op_select(tl: Any, n: Node) -> list:
    c, a, b = n.ops
    return [select(tl.dag, tl.as_bool(c), a, b)]


def _op_setcc(tl: Any, n: Node) -> list:
    a, b, cc = n.ops
    return [compare(tl, a, b, cc[0].attr, n.vt)]


def _op_select_cc(tl: Any, n: Node) -> list:
    lhs, rhs, a, b, cc = n.ops
    return [select(tl.dag, compare(tl, lhs, rhs, cc[0].attr, tl.bool_vt), a, b)]


def _op_br_cc(tl: Any, n: Node) -> list:
    ch, cc, lhs, rhs, bb = n.ops
    c = compare(tl, lhs, rhs, cc[0].attr, tl.bool_vt)
    return [tl.dag.val(Op.BRCOND, "ch", ch, c, bb)]


def _op_int_to_fp(tl: Any, n: Node) -> list:
    x = n.ops[0]
    nvt = tl.promoted_vt(vt_of(x))
    kind = "sext" if n.op == Op.SINT_TO_FP else "zext"
    # a zero-extended narrow value is non-negative in the wider type: use the signed form
    return [tl.dag.val(Op.SINT_TO_FP, n.vt, tl.get(x, nvt, kind))]


def _op_shift(tl: Any, n: Node) -> list:
    x, amt = n.ops
    return [tl.dag.val(n.op, n.vt, x, tl.get(amt, n.vt, "zext"))]


def _op_carry_in(tl: Any, n: Node) -> list:
    a, b, c = n.ops
    new = tl.dag.node(n.op, n.vts, (a, b, tl.as_bool(c)), n.attr)
    return [(new, 0), (new, 1)]


def _op_atomic_store(tl: Any, n: Node) -> list:
    ch, val, ptr = n.ops
    return [tl.dag.val(n.op, "ch", ch, tl.get(val, tl.promoted_vt(vt_of(val))), ptr,
                       attr=n.attr)]


PROMOTE_OPERAND: dict[str, Rule] = {
    Op.STORE: _op_store, Op.ATOMIC_STORE: _op_atomic_store, Op.BRCOND: _op_brcond,
    Op.SELECT: _op_select, Op.SETCC: _op_setcc, Op.SELECT_CC: _op_select_cc,
    Op.BR_CC: _op_br_cc,
    Op.SINT_TO_FP: _op_int_to_fp, Op.UINT_TO_FP: _op_int_to_fp,
    Op.SHL: _op_shift, Op.SRA: _op_shift, Op.SRL: _op_shift, Op.ROTL: _op_shift,
    Op.ROTR: _op_shift,
    Op.ADDCARRY: _op_carry_in, Op.SUBCARRY: _op_carry_in,
    Op.TRUNCATE: lambda tl, n: [tl.get(n.ops[0], n.vt)],
    Op.ANY_EXTEND: lambda tl, n: [tl.get(n.ops[0], n.vt, "any")],
    Op.ZERO_EXTEND: lambda tl, n: [tl.get(n.ops[0], n.vt, "zext")],
    Op.SIGN_EXTEND: lambda tl, n: [tl.get(n.ops[0], n.vt, "sext")],
    Op.BUILD_PAIR: lambda tl, n: _build_pair_legal(tl, n),
    Op.EXTRACT_ELEMENT: lambda tl, n: _extract_element_legal(tl, n),
    Op.BITCAST: _bitcast,
}


def _build_pair_legal(tl: Any, n: Node) -> list:
    dag, vt = tl.dag, n.vt
    h = vt_bits(vt_of(n.ops[0]))
    lo, hi = tl.get(n.ops[0], vt, "zext"), tl.get(n.ops[1], vt, "any")
    return [dag.val(Op.OR, vt, lo, dag.val(Op.SHL, vt, hi, dag.constant(h, vt)))]


def _extract_element_legal(tl: Any, n: Node) -> list:
    dag = tl.dag
    wide, idx = n.ops[0], n.ops[1][0].attr
    wvt = vt_of(wide)
    p = tl.get_promoted(wide)
    pvt = vt_of(p)
    if idx:
        p = dag.val(Op.SRL, pvt, p, dag.constant(vt_bits(wvt) // 2, pvt))
    return [tl.get(p, n.vt)]
