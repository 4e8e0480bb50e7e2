# mypy: disable-error-code="no-any-return"
"""Small matchers the folds share (in the spirit of LLVM's PatternMatch)."""
from __future__ import annotations

from typing import Any

from pyllc.ir import Constant, ConstantInt, Instruction, UndefValue
from pyllc.ir.values import Value
from pyllc.opt import constfold


def cval(v: Value) -> int | None:
    """Unsigned value of a ConstantInt (not undef), else None."""
    return v.value if isinstance(v, ConstantInt) else None


def is_zero(v: Value) -> bool:
    return isinstance(v, ConstantInt) and v.value == 0


def is_one(v: Value) -> bool:
    return isinstance(v, ConstantInt) and v.value == 1


def is_all_ones(v: Value) -> bool:
    return isinstance(v, ConstantInt) and v.value == (1 << constfold.width(v.type)) - 1


def is_constant(v: Value) -> bool:
    return isinstance(v, Constant)


def is_undef_not_poison(v: Value) -> bool:
    return isinstance(v, UndefValue)


def op_of(v: Value, opcode: str) -> Any:
    """v as an instruction with the given opcode (typed Any: its class depends on the opcode), or None."""
    if isinstance(v, Instruction) and v.opcode == opcode and v.parent is not None:
        return v
    return None


def one_use(v: Value) -> bool:
    return len(v.users) == 1


def power_of_two(v: Value) -> int | None:
    """log2 of a positive power-of-two ConstantInt, else None."""
    x = cval(v)
    if x is None or x == 0 or x & (x - 1):
        return None
    return x.bit_length() - 1


def neg_const(v: ConstantInt) -> ConstantInt:
    return ConstantInt(v.type, -v.value)


def int_const(t: object, x: int) -> ConstantInt:
    return ConstantInt(t, x)  # type: ignore[arg-type]


def signed_of(v: ConstantInt) -> int:
    return constfold.signed(v.value, constfold.width(v.type))


SWAPPED_PRED = {"eq": "eq", "ne": "ne", "ugt": "ult", "uge": "ule", "ult": "ugt", "ule": "uge",
                "sgt": "slt", "sge": "sle", "slt": "sgt", "sle": "sge"}
INVERSE_PRED = {"eq": "ne", "ne": "eq", "ugt": "ule", "uge": "ult", "ult": "uge", "ule": "ugt",
                "sgt": "sle", "sge": "slt", "slt": "sge", "sle": "sgt"}
FCMP_SWAPPED = {"false": "false", "oeq": "oeq", "ogt": "olt", "oge": "ole", "olt": "ogt",
                "ole": "oge", "one": "one", "ord": "ord", "ueq": "ueq", "ugt": "ult", "uge": "ule",
                "ult": "ugt", "ule": "uge", "une": "une", "uno": "uno", "true": "true"}
FCMP_INVERSE = {"false": "true", "true": "false", "oeq": "une", "une": "oeq", "ogt": "ule",
                "ule": "ogt", "oge": "ult", "ult": "oge", "olt": "uge", "uge": "olt", "ole": "ugt",
                "ugt": "ole", "one": "ueq", "ueq": "one", "ord": "uno", "uno": "ord"}
