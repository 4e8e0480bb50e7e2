# mypy: disable-error-code="no-any-return"
"""Folds for icmp and fcmp (cf. InstCombineCompares.cpp)."""
from __future__ import annotations

from typing import Any

from pyllc.ir import I1, ConstantInt, PoisonValue
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import (
    FCMP_SWAPPED,
    SWAPPED_PRED,
    cval,
    is_constant,
    is_zero,
    op_of,
)
from pyllc.opt.irutil import set_operand

TRUE_ON_EQUAL = frozenset({"eq", "uge", "ule", "sge", "sle"})
UNSIGNED = frozenset({"ugt", "uge", "ult", "ule"})
SIGNED = frozenset({"sgt", "sge", "slt", "sle"})


def _bool(v: bool) -> ConstantInt:
    return ConstantInt(I1, int(v))


def icmp_constants(i: Any, c: Combiner) -> Value | None:
    """icmp P C1, C2 -> true/false."""
    a, b = i.operands
    if is_constant(a) and is_constant(b):
        return constfold.fold_icmp(i.predicate, a, b)
    return None


def icmp_swap_constant(i: Any, c: Combiner) -> Value | None:
    """icmp P C, X -> icmp swap(P) X, C."""
    a, b = i.operands
    if is_constant(a) and not is_constant(b):
        set_operand(i, 0, b)
        set_operand(i, 1, a)
        i.predicate = SWAPPED_PRED[i.predicate]
        return i
    return None


def icmp_self(i: Any, c: Combiner) -> Value | None:
    """icmp P X, X -> true for eq/uge/ule/sge/sle, false otherwise."""
    a, b = i.operands
    if a is b and not i.type.is_vector:
        return _bool(i.predicate in TRUE_ON_EQUAL)
    return None


def icmp_range_trivial(i: Any, c: Combiner) -> Value | None:
    """Compares against the ends of the range: X ult 0 -> false, X ule -1 -> true, ..."""
    b = i.operands[1]
    v = cval(b)
    if v is None:
        return None
    bits = b.type.bits
    umax, smin, smax = (1 << bits) - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1
    p = i.predicate
    table = {("ult", 0): False, ("uge", 0): True, ("ugt", umax): False, ("ule", umax): True,
             ("slt", smin): False, ("sge", smin): True, ("sgt", smax): False, ("sle", smax): True}
    r = table.get((p, v))
    return None if r is None else _bool(r)


def icmp_bool_const(i: Any, c: Combiner) -> Value | None:
    """icmp ne B, false -> B ; icmp eq B, true -> B ; eq B, false / ne B, true -> B ^ true (i1 B)."""
    a, b = i.operands
    v = cval(b)
    if v is None or not a.type.is_int or a.type.bits != 1 or i.predicate not in ("eq", "ne"):
        return None
    if (i.predicate == "ne") == (v == 0):
        return a
    return c.binop("xor", a, ConstantInt(I1, 1))


def icmp_zext_bool(i: Any, c: Combiner) -> Value | None:
    """icmp ne (zext B), 0 -> B ; icmp eq (zext B), 0 -> B ^ true (i1 B; also vs 1)."""
    a, b = i.operands
    z = op_of(a, "zext")
    v = cval(b)
    if z is None or v is None or i.predicate not in ("eq", "ne"):
        return None
    src = z.operands[0]
    if not src.type.is_int or src.type.bits != 1:
        return None
    if v > 1:
        return _bool(i.predicate == "ne")
    if (i.predicate == "ne") == (v == 0):
        return src
    return c.binop("xor", src, ConstantInt(I1, 1))


def icmp_ext_ext(i: Any, c: Combiner) -> Value | None:
    """icmp P (zext X), (zext Y) -> icmp P X, Y (eq/ne/unsigned); same for sext (any P)."""
    a, b = i.operands
    for ext, ok in (("zext", UNSIGNED | {"eq", "ne"}), ("sext", UNSIGNED | SIGNED | {"eq", "ne"})):
        x, y = op_of(a, ext), op_of(b, ext)
        if x is not None and y is not None and x.operands[0].type == y.operands[0].type \
                and i.predicate in ok:
            return c.icmp(i.predicate, x.operands[0], y.operands[0])
    return None


def icmp_ext_const(i: Any, c: Combiner) -> Value | None:
    """icmp P (zext/sext X), C -> icmp P X, trunc C when C fits X's type."""
    a, b = i.operands
    v = cval(b)
    if v is None:
        return None
    p = i.predicate
    for ext in ("zext", "sext"):
        x = op_of(a, ext)
        if x is None:
            continue
        src = x.operands[0]
        if not src.type.is_int:
            return None
        sb, db = src.type.bits, b.type.bits
        if ext == "zext":
            fits = v < (1 << sb)
            preds = UNSIGNED | {"eq", "ne"}
        else:
            s = constfold.signed(v, db)
            fits = -(1 << (sb - 1)) <= s < (1 << (sb - 1))
            preds = UNSIGNED | SIGNED | {"eq", "ne"}
        if fits and p in preds and sb > 1:
            return c.icmp(p, src, ConstantInt(src.type, v))
        if not fits and p in ("eq", "ne"):
            return _bool(p == "ne")
    return None


def icmp_add_const(i: Any, c: Combiner) -> Value | None:
    """icmp eq/ne (X + C1), C2 -> icmp eq/ne X, C2 - C1."""
    a, b = i.operands
    add = op_of(a, "add")
    if add is None or i.predicate not in ("eq", "ne") or cval(b) is None:
        return None
    c1 = add.operands[1]
    if not isinstance(c1, ConstantInt):
        return None
    return c.icmp(i.predicate, add.operands[0], ConstantInt(b.type, b.value - c1.value))


def icmp_sub_zero(i: Any, c: Combiner) -> Value | None:
    """icmp eq/ne (X - Y), 0 -> icmp eq/ne X, Y ; same for (X ^ Y)."""
    a, b = i.operands
    if i.predicate not in ("eq", "ne") or not is_zero(b):
        return None
    for op in ("sub", "xor"):
        s = op_of(a, op)
        if s is not None:
            return c.icmp(i.predicate, s.operands[0], s.operands[1])
    return None


def fcmp_constants(i: Any, c: Combiner) -> Value | None:
    """fcmp P C1, C2 -> true/false ; fcmp true/false X, Y -> true/false."""
    a, b = i.operands
    if i.predicate in ("true", "false") and not i.type.is_vector:
        return _bool(i.predicate == "true")
    if is_constant(a) and is_constant(b):
        return constfold.fold_fcmp(i.predicate, a, b)
    return None


def fcmp_swap_constant(i: Any, c: Combiner) -> Value | None:
    """fcmp P C, X -> fcmp swap(P) X, C."""
    a, b = i.operands
    if is_constant(a) and not is_constant(b):
        set_operand(i, 0, b)
        set_operand(i, 1, a)
        i.predicate = FCMP_SWAPPED[i.predicate]
        return i
    return None


def cmp_poison(i: Any, c: Combiner) -> Value | None:
    """cmp X, poison -> poison."""
    if any(isinstance(o, PoisonValue) for o in i.operands):
        return PoisonValue(i.type)
    return None


FOLDS: dict[str, list[Fold]] = {
    "icmp": [cmp_poison, icmp_constants, icmp_swap_constant, icmp_self, icmp_range_trivial,
             icmp_bool_const, icmp_zext_bool, icmp_ext_ext, icmp_ext_const, icmp_add_const,
             icmp_sub_zero],
    "fcmp": [cmp_poison, fcmp_constants, fcmp_swap_constant],
}
