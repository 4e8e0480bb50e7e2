"""Type legalization of a floating-point type the target has no register for (f128 on
RISC-V): the value is *softened* into the integer of the same width, which holds its bit
pattern (LLVM's DAGTypeLegalizer::SoftenFloat*). That integer is then legalized like any
other (i128 -> two i64 halves).

- results (`SOFTEN_RESULT`): loads, constants and undef become integer ones; bitcasts
  from the integer are the integer; selects select the integers; fneg / fabs /
  fcopysign flip, clear or copy bit 127; arithmetic, conversions to the type and
  compares are runtime calls (isel/soft_float.py) that take and return the integers
  (the ABI passes fp128 like i128 on RISC-V);
- operands (`SOFTEN_OPERAND`): stores store the integer, bitcasts to the integer are the
  integer, conversions from the type and compares are runtime calls.

Contract: called by isel/legalize_types.py for nodes with a softened result or operand;
returns the replacement values (of the softened integer type for the softened results).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Node, Value
from pyllc.codegen.opcodes import Op, is_fp_vt, vt_bits
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.legalize_common import libcall, mem_with, vt_of
from pyllc.isel.soft_float import ARITH, SOFT_OPS, soft_node

Rule = Callable[[Any, Node], list]


def soft_int_vt(fvt: str) -> str:
    return f"i{vt_bits(fvt)}"


def _arg(tl: Any) -> Callable[[Value], Value]:
    def arg(v: Value) -> Value:
        return tl.get_softened(v) if tl.is_softened(vt_of(v)) else tl.fwd(v)
    return arg


def _out(tl: Any) -> Callable[[str], str]:
    return lambda vt: soft_int_vt(vt) if tl.is_softened(vt) else vt


def _soft_ops(tl: Any, n: Node) -> list:
    if n.op == Op.CONSTANT_FP:
        return [tl.dag.constant(n.attr, soft_int_vt(n.vt))]
    if "f16" in n.vts or any(vt_of(o) == "f16" for o in n.ops):
        return _half_op(tl, n)
    res = soft_node(tl.dag, n, _arg(tl), _out(tl), tl.bool_vt, tl.is_softened)
    if res is None:
        raise UnsupportedError(f"{n.op} on {','.join(n.vts)} is not supported")
    return res


def _load(tl: Any, n: Node) -> list:
    ivt = soft_int_vt(n.vts[0])
    ch, ptr = n.ops
    ld = tl.dag.node(Op.LOAD, (ivt, "ch"), (ch, ptr), mem_with(n.attr, ivt))
    return [(ld, 0), (ld, 1)]


def _sign_bit_op(tl: Any, n: Node) -> list:
    dag = tl.dag
    ivt = soft_int_vt(n.vt)
    w = vt_bits(ivt)
    x = tl.get_softened(n.ops[0])
    sign = 1 << (w - 1)
    if n.op == Op.FNEG:
        return [dag.val(Op.XOR, ivt, x, dag.constant(sign, ivt))]
    mag = dag.val(Op.AND, ivt, x, dag.constant(sign - 1, ivt))
    if n.op == Op.FABS:
        return [mag]
    sgn = n.ops[1]
    svt = vt_of(sgn)
    if tl.is_softened(svt):
        s = dag.val(Op.AND, ivt, tl.get_softened(sgn), dag.constant(sign, ivt))
    elif is_fp_vt(svt):
        sw = vt_bits(svt)
        sb = dag.val(Op.BITCAST, f"i{sw}", sgn)
        sb = dag.val(Op.SRL, f"i{sw}", sb, dag.constant(sw - 1, f"i{sw}"))
        s = dag.val(Op.SHL, ivt, dag.val(Op.ZERO_EXTEND, ivt, sb), dag.constant(w - 1, ivt))
    else:
        raise UnsupportedError(f"fcopysign with a sign of type {svt} is not supported")
    return [dag.val(Op.OR, ivt, mag, s)]


def _select(tl: Any, n: Node) -> list:
    c, t, f = n.ops
    return [tl.dag.val(Op.SELECT, soft_int_vt(n.vt), tl.fwd(c), tl.get_softened(t),
                       tl.get_softened(f))]


def _bitcast_result(tl: Any, n: Node) -> list:
    x = n.ops[0]
    if vt_bits(vt_of(x)) != vt_bits(n.vt) or is_fp_vt(vt_of(x)):
        raise UnsupportedError(f"bitcast from {vt_of(x)} to {n.vt} is not supported")
    return [tl.fwd(x)]


# ---------------------------------------------------------------- binary16
# half is promoted, as LLVM's SoftPromoteHalf does: each operation converts its operands
# to f32 (__extendhfsf2), works in f32 and rounds the result back (__truncsfhf2);
# f64 and f128 round to half directly (__truncdfhf2, __trunctfhf2: no double rounding).

def _half_call(tl: Any, name: str, ret_half: bool, x: Value) -> Value:
    """Call a half conversion helper with `x` (i16 bits when the argument is the half);
    a half result comes back as its i16 bits."""
    dag = tl.dag
    fp = tl.target.half_libcalls == "fp"
    arg: Any = x
    if vt_of(x) == "i16" and fp:
        arg = ("f16", [dag.val(Op.BITCAST, "f32", dag.val(Op.ANY_EXTEND, "i32", x))])
    if not ret_half:
        return libcall(dag, name, ["f32"], [arg])[0][0]
    r = libcall(dag, name, ["f16" if fp else "i16"], [arg])[0][0]
    return dag.val(Op.BITCAST, "i16", r) if fp else r


def _h2f(tl: Any, v: Value) -> Value:
    return _half_call(tl, "__extendhfsf2", False, tl.get_softened(v))


def _f2h(tl: Any, x: Value) -> Value:
    src = vt_of(x)
    if src == "f32":
        return _half_call(tl, "__truncsfhf2", True, x)
    abbr = {"f64": "df", "f128": "tf"}.get(src)
    if abbr is None:
        raise UnsupportedError(f"fp_round from {src} to f16 is not supported")
    return _half_call(tl, f"__trunc{abbr}hf2", True, x)


def _half_op(tl: Any, n: Node) -> list:
    dag, op = tl.dag, n.op
    vt = n.vts[0]
    if op in ARITH:
        ops = [_h2f(tl, o) for o in n.ops]
        return [_f2h(tl, dag.val(op, "f32", *ops))]
    if op == Op.FP_EXTEND:
        f = _h2f(tl, n.ops[0])
        return [f if vt == "f32" else dag.val(Op.FP_EXTEND, vt, f)]
    if op == Op.FP_ROUND:
        return [_f2h(tl, n.ops[0])]
    if op in (Op.FP_TO_SINT, Op.FP_TO_UINT):
        return [dag.val(op, vt, _h2f(tl, n.ops[0]))]
    if op in (Op.SINT_TO_FP, Op.UINT_TO_FP):
        return [_f2h(tl, dag.val(op, "f32", tl.fwd(n.ops[0])))]
    if op == Op.SETCC:
        a, b, cc = n.ops
        return [dag.val(Op.SETCC, vt, _h2f(tl, a), _h2f(tl, b), cc)]
    if op == Op.SELECT_CC:
        lhs, rhs, t, f, cc = n.ops
        if vt_of(lhs) == "f16":
            lhs, rhs = _h2f(tl, lhs), _h2f(tl, rhs)
        if vt == "f16":
            t, f = tl.get_softened(t), tl.get_softened(f)
        return [dag.val(Op.SELECT_CC, vt_of(t), lhs, rhs, t, f, cc)]
    if op == Op.BR_CC:
        ch, cc, lhs, rhs, bb = n.ops
        return [dag.val(Op.BR_CC, "ch", ch, cc, _h2f(tl, lhs), _h2f(tl, rhs), bb)]
    raise UnsupportedError(f"{op} on half is not supported")


SOFTEN_RESULT: dict[str, Rule] = {
    **{op: _soft_ops for op in SOFT_OPS},
    Op.LOAD: _load,
    Op.UNDEF: lambda tl, n: [tl.dag.undef(soft_int_vt(n.vt))],
    Op.BITCAST: _bitcast_result,
    Op.SELECT: _select,
    Op.FNEG: _sign_bit_op, Op.FABS: _sign_bit_op, Op.FCOPYSIGN: _sign_bit_op,
}


def _store(tl: Any, n: Node) -> list:
    ch, val, ptr = n.ops
    ivt = soft_int_vt(vt_of(val))
    return [tl.dag.val(Op.STORE, "ch", tl.fwd(ch), tl.get_softened(val), tl.fwd(ptr),
                       attr=mem_with(n.attr, ivt))]


def _bitcast_operand(tl: Any, n: Node) -> list:
    x = n.ops[0]
    if vt_bits(vt_of(x)) != vt_bits(n.vt) or is_fp_vt(n.vt):
        raise UnsupportedError(f"bitcast from {vt_of(x)} to {n.vt} is not supported")
    return [tl.get_softened(x)]


def _fcopysign_operand(tl: Any, n: Node) -> list:
    """fcopysign(f32/f64 magnitude, f128 sign): the sign bit of the softened integer."""
    dag = tl.dag
    mag, sgn = n.ops
    w = vt_bits(n.vt)
    ivt = f"i{w}"
    s = tl.get_softened(sgn)
    top = dag.val(Op.SRL, vt_of(s), s, dag.constant(vt_bits(vt_of(s)) - 1, vt_of(s)))
    bit = dag.val(Op.SHL, ivt, dag.val(Op.TRUNCATE, ivt, top), dag.constant(w - 1, ivt))
    m = dag.val(Op.AND, ivt, dag.val(Op.BITCAST, ivt, mag), dag.constant((1 << (w - 1)) - 1, ivt))
    return [dag.val(Op.BITCAST, n.vt, dag.val(Op.OR, ivt, m, bit))]


SOFTEN_OPERAND: dict[str, Rule] = {
    **{op: _soft_ops for op in SOFT_OPS},
    Op.STORE: _store,
    Op.BITCAST: _bitcast_operand,
    Op.FCOPYSIGN: _fcopysign_operand,
}

__all__ = ["SOFTEN_RESULT", "SOFTEN_OPERAND", "soft_int_vt"]
