# mypy: disable-error-code="no-any-return"
"""Folds for fadd, fsub, fmul, fdiv, frem, fneg (cf. InstCombineAddSub/MulDivRem.cpp).

Only folds exact in IEEE arithmetic without fast-math flags: X + -0.0, X - +0.0,
X * 1.0, X / 1.0, fneg (fneg X), and constant operands."""
from __future__ import annotations

from typing import Any

from pyllc.ir import PoisonValue, UnaryOperator
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.instcombine.addsub import commute_constant_right
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import is_constant, op_of


def fp_constants(i: Any, c: Combiner) -> Value | None:
    """C1 fop C2 -> C."""
    a, b = i.operands
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return PoisonValue(i.type)
    if is_constant(a) and is_constant(b):
        return constfold.fold_binop(i.opcode, a, b, i.flags)
    return None


def fp_identity(i: Any, c: Combiner) -> Value | None:
    """X + -0.0 -> X ; X - 0.0 -> X ; X * 1.0 -> X ; X / 1.0 -> X."""
    b = i.operands[1]
    ident = {"fadd": -0.0, "fsub": 0.0, "fmul": 1.0, "fdiv": 1.0}.get(i.opcode)
    if ident is not None and constfold.is_fp_const(b, ident):
        return i.operands[0]
    if i.opcode == "fadd" and "nsz" in i.flags and constfold.is_fp_const(b, 0.0):
        return i.operands[0]
    return None


def fsub_to_fneg(i: Any, c: Combiner) -> Value | None:
    """-0.0 - X -> fneg X."""
    a = i.operands[0]
    if constfold.is_fp_const(a, -0.0):
        n = UnaryOperator("fneg", i.type, (i.operands[1],))
        n.flags.update(i.flags)
        return c.insert(n)
    return None


def fneg_fold(i: Any, c: Combiner) -> Value | None:
    """fneg C -> -C ; fneg (fneg X) -> X."""
    a = i.operands[0]
    k = constfold.fold_fneg(a)
    if k is not None:
        return k
    inner = op_of(a, "fneg")
    return inner.operands[0] if inner is not None else None


FOLDS: dict[str, list[Fold]] = {
    "fadd": [fp_constants, commute_constant_right, fp_identity],
    "fsub": [fp_constants, fp_identity, fsub_to_fneg],
    "fmul": [fp_constants, commute_constant_right, fp_identity],
    "fdiv": [fp_constants, fp_identity],
    "frem": [fp_constants],
    "fneg": [fneg_fold],
}
