# mypy: disable-error-code="no-any-return"
"""Folds for fadd, fsub, fmul, fdiv, frem, fneg (cf. InstCombineAddSub/MulDivRem.cpp).

Only folds exact in IEEE arithmetic without fast-math flags: X + -0.0, X - +0.0,
X * 1.0, X / 1.0, fneg (fneg X), and constant operands; `llvm.fma`/`llvm.fmuladd` of finite
constants, rounded once as a fused multiply-add (what LLVM's ConstantFoldCall does)."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from pyllc.ir import ConstantFP, PoisonValue, UnaryOperator
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.instcombine.addsub import commute_constant_right
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import is_constant, op_of
from pyllc.opt.traits import callee_name


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


def fused_multiply_add(x: float, y: float, z: float) -> float | None:
    """x * y + z rounded once to double, for finite operands; None if it overflows.

    The exact value is a rational (Fraction), and int/int division rounds correctly to
    nearest-even. A zero result takes its sign from IEEE's rules: when x*y is zero the
    product is exact in floats, so `x * y + z` rounds once; otherwise a zero sum of
    opposite nonzero values is +0.0 (round to nearest)."""
    if x == 0.0 or y == 0.0:
        return x * y + z
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    if exact == 0:
        return 0.0
    try:
        return float(exact)
    except OverflowError:
        return None


def fma_constants(i: Any, c: Combiner) -> Value | None:
    """llvm.fma(C1, C2, C3), llvm.fmuladd(C1, C2, C3) -> C1 * C2 + C3 rounded once.

    Only finite constants (NaN payloads and infinities stay for the backend). A float
    (f32) result folds only when the exact value is a double, so rounding it to f32 is
    the one rounding; fmuladd may be fused or not (LangRef), LLVM folds it fused too."""
    name = callee_name(i) or ""
    if not name.startswith(("llvm.fma.", "llvm.fmuladd.")) or len(i.args) != 3:
        return None
    if getattr(i.type, "kind", None) not in ("float", "double"):
        return None
    vals = [constfold.fp_value(a) if isinstance(a, ConstantFP) else None for a in i.args]
    if any(v is None or not math.isfinite(v) for v in vals):
        return None
    x, y, z = (float(v) for v in vals if v is not None)
    r = fused_multiply_add(x, y, z)
    if r is None or not math.isfinite(r):
        return None
    if i.type.kind == "float" and (x != 0.0 and y != 0.0
                                   and Fraction(x) * Fraction(y) + Fraction(z) != Fraction(r)):
        return None
    return constfold.make_fp(i.type, r)


FOLDS: dict[str, list[Fold]] = {
    "call": [fma_constants],
    "fadd": [fp_constants, commute_constant_right, fp_identity],
    "fsub": [fp_constants, fp_identity, fsub_to_fneg],
    "fmul": [fp_constants, commute_constant_right, fp_identity],
    "fdiv": [fp_constants, fp_identity],
    "frem": [fp_constants],
    "fneg": [fneg_fold],
}
