# mypy: disable-error-code="no-any-return"
"""Folds for casts (cf. InstCombineCasts.cpp)."""
from __future__ import annotations

from typing import Any

from pyllc.ir import ConstantInt, Instruction, PoisonValue
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import is_constant, op_of


def cast_constant(i: Any, c: Combiner) -> Value | None:
    """cast C -> C'."""
    v = i.operands[0]
    if isinstance(v, PoisonValue):
        return PoisonValue(i.type)
    if is_constant(v):
        return constfold.fold_cast(i.opcode, v, i.type, i.flags)
    return None


def cast_noop(i: Any, c: Combiner) -> Value | None:
    """bitcast X to typeof(X) -> X."""
    v = i.operands[0]
    return v if i.opcode in ("bitcast", "addrspacecast") and v.type == i.type else None


def ext_of_ext(i: Any, c: Combiner) -> Value | None:
    """zext (zext X) -> zext X ; sext (sext X) -> sext X ; sext (zext X) -> zext X."""
    inner = op_of(i.operands[0], "zext") or (op_of(i.operands[0], "sext") if i.opcode == "sext" else None)
    if inner is None:
        return None
    op = "zext" if inner.opcode == "zext" else "sext"
    return c.cast(op, inner.operands[0], i.type)


def trunc_of_ext(i: Any, c: Combiner) -> Value | None:
    """trunc (zext/sext X) -> X, trunc X or zext/sext X depending on the widths."""
    inner = op_of(i.operands[0], "zext") or op_of(i.operands[0], "sext")
    if inner is None:
        return None
    x = inner.operands[0]
    if not x.type.is_int:
        return None
    if x.type == i.type:
        return x
    if x.type.bits > i.type.bits:
        return c.cast("trunc", x, i.type)
    return c.cast(inner.opcode, x, i.type)


#: operations whose low N result bits depend only on the low N bits of the operands
_LOW_BITS_OPS = frozenset({"add", "sub", "mul", "and", "or", "xor"})


def _narrowable(v: Value, bits: int, depth: int) -> bool:
    if isinstance(v, ConstantInt):
        return True
    if depth > 4 or not isinstance(v, Instruction) or v.parent is None:
        return False
    if v.opcode in ("zext", "sext"):
        return bool(v.operands[0].type.is_int)
    return (v.opcode in _LOW_BITS_OPS and len(v.users) == 1
            and all(_narrowable(o, bits, depth + 1) for o in v.operands))


def _narrow(v: Any, t: Any, c: Combiner) -> Value:
    if isinstance(v, ConstantInt):
        return ConstantInt(t, v.value & ((1 << t.bits) - 1))
    if v.opcode in ("zext", "sext"):
        x = v.operands[0]
        if x.type == t:
            return x
        return c.cast("trunc" if x.type.bits > t.bits else v.opcode, x, t)
    return c.binop(v.opcode, _narrow(v.operands[0], t, c), _narrow(v.operands[1], t, c))


def trunc_of_narrowable(i: Any, c: Combiner) -> Value | None:
    """trunc (op (ext A), (ext B)) -> op A, B in the narrow type, for add/sub/mul/and/or/xor
    (their low bits only depend on the operands' low bits; wrap flags are dropped), through
    a few single-use levels (cf. InstCombine's canEvaluateTruncated)."""
    x = i.operands[0]
    t = i.type
    if not (isinstance(x, Instruction) and x.opcode in _LOW_BITS_OPS and t.is_int
            and _narrowable(x, t.bits, 0)):
        return None
    return _narrow(x, t, c)


def trunc_of_trunc(i: Any, c: Combiner) -> Value | None:
    """trunc (trunc X) -> trunc X."""
    inner = op_of(i.operands[0], "trunc")
    if inner is None:
        return None
    x = inner.operands[0]
    return x if x.type == i.type else c.cast("trunc", x, i.type)


def bitcast_of_bitcast(i: Any, c: Combiner) -> Value | None:
    """bitcast (bitcast X) -> X or bitcast X."""
    inner = op_of(i.operands[0], "bitcast")
    if inner is None:
        return None
    x = inner.operands[0]
    return x if x.type == i.type else c.cast("bitcast", x, i.type)


def ptrtoint_of_inttoptr(i: Any, c: Combiner) -> Value | None:
    """ptrtoint (inttoptr X) -> X when the integer types agree (addrspace 0 pointers)."""
    inner = op_of(i.operands[0], "inttoptr")
    if inner is not None and inner.operands[0].type == i.type:
        return inner.operands[0]
    return None


FOLDS: dict[str, list[Fold]] = {
    "trunc": [cast_constant, trunc_of_ext, trunc_of_trunc, trunc_of_narrowable],
    "zext": [cast_constant, ext_of_ext],
    "sext": [cast_constant, ext_of_ext],
    "bitcast": [cast_constant, cast_noop, bitcast_of_bitcast],
    "addrspacecast": [cast_constant, cast_noop],
    "ptrtoint": [cast_constant, ptrtoint_of_inttoptr],
    "inttoptr": [cast_constant],
    "fptrunc": [cast_constant], "fpext": [cast_constant], "fptosi": [cast_constant],
    "fptoui": [cast_constant], "sitofp": [cast_constant], "uitofp": [cast_constant],
}
