# mypy: disable-error-code="no-any-return"
"""Folds for and, or, xor, shl, lshr, ashr (cf. InstCombineAndOrXor.cpp, InstCombineShifts.cpp)."""
from __future__ import annotations

from typing import Any

from pyllc.ir import ConstantInt, PoisonValue
from pyllc.ir.values import Value
from pyllc.opt.instcombine.addsub import (
    commute_constant_right,
    fold_constant_operands,
    poison_operand,
)
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import (
    INVERSE_PRED,
    cval,
    is_all_ones,
    is_zero,
    one_use,
    op_of,
)


def and_identities(i: Any, c: Combiner) -> Value | None:
    """X & 0 -> 0 ; X & -1 -> X ; X & X -> X."""
    a, b = i.operands
    if is_zero(b):
        return b
    if is_all_ones(b) or a is b:
        return a
    return None


def or_identities(i: Any, c: Combiner) -> Value | None:
    """X | 0 -> X ; X | -1 -> -1 ; X | X -> X."""
    a, b = i.operands
    if is_zero(b) or a is b:
        return a
    if is_all_ones(b):
        return b
    return None


def xor_identities(i: Any, c: Combiner) -> Value | None:
    """X ^ 0 -> X ; X ^ X -> 0."""
    a, b = i.operands
    if is_zero(b):
        return a
    if a is b:
        return ConstantInt(i.type, 0)
    return None


def and_or_absorb(i: Any, c: Combiner) -> Value | None:
    """X & (X | Y) -> X ; X | (X & Y) -> X (and the commuted forms)."""
    other = "or" if i.opcode == "and" else "and"
    a, b = i.operands
    for x, y in ((a, b), (b, a)):
        inner = op_of(y, other)
        if inner is not None and (inner.operands[0] is x or inner.operands[1] is x):
            return x
    return None


def and_const_chain(i: Any, c: Combiner) -> Value | None:
    """(X op C1) op C2 -> X op (C1 op C2) for op in and/or/xor, inner used once."""
    a, b = i.operands
    inner = op_of(a, i.opcode)
    if isinstance(b, ConstantInt) and inner is not None and one_use(inner) \
            and isinstance(inner.operands[1], ConstantInt):
        c1, c2 = inner.operands[1].value, b.value
        k = {"and": c1 & c2, "or": c1 | c2, "xor": c1 ^ c2}[i.opcode]
        return c.binop(i.opcode, inner.operands[0], ConstantInt(b.type, k))
    return None


def xor_not_cmp(i: Any, c: Combiner) -> Value | None:
    """xor (icmp P X, Y), true -> icmp !P X, Y (the compare used once)."""
    a, b = i.operands
    cmp = op_of(a, "icmp")
    if cmp is not None and is_all_ones(b) and i.type.is_int and i.type.bits == 1 and one_use(cmp):
        return c.icmp(INVERSE_PRED[cmp.predicate], cmp.operands[0], cmp.operands[1])
    return None


def xor_not_not(i: Any, c: Combiner) -> Value | None:
    """(X ^ C1) ^ C2 with C1 == C2 -> X (double negation)."""
    a, b = i.operands
    inner = op_of(a, "xor")
    if inner is not None and isinstance(b, ConstantInt) and cval(inner.operands[1]) == b.value:
        return inner.operands[0]
    return None


def shift_identities(i: Any, c: Combiner) -> Value | None:
    """X shift 0 -> X ; 0 shift X -> 0 ; X shift (>= width) -> poison."""
    a, b = i.operands
    if is_zero(b):
        return a
    if is_zero(a):
        return a
    v = cval(b)
    if v is not None and v >= i.type.bits:
        return PoisonValue(i.type)
    if i.opcode == "ashr" and is_all_ones(a):
        return a
    return None


def shift_const_chain(i: Any, c: Combiner) -> Value | None:
    """(X shl C1) shl C2 -> X shl (C1+C2), same for lshr (0 when the sum reaches the width)."""
    a, b = i.operands
    inner = op_of(a, i.opcode)
    if i.opcode == "ashr" or inner is None or not one_use(inner):
        return None
    c1, c2 = cval(inner.operands[1]), cval(b)
    if c1 is None or c2 is None or c1 >= i.type.bits or c2 >= i.type.bits:
        return None
    if c1 + c2 >= i.type.bits:
        return ConstantInt(i.type, 0)
    return c.binop(i.opcode, inner.operands[0], ConstantInt(i.type, c1 + c2))


def shl_then_lshr_mask(i: Any, c: Combiner) -> Value | None:
    """(X shl C) lshr C -> X & (-1 lshr C)."""
    a, b = i.operands
    inner = op_of(a, "shl")
    if inner is None or not one_use(inner) or cval(b) is None or cval(inner.operands[1]) != cval(b):
        return None
    k = cval(b)
    assert k is not None
    if k >= i.type.bits:
        return None
    mask = ((1 << i.type.bits) - 1) >> k
    return c.binop("and", inner.operands[0], ConstantInt(i.type, mask))


_HEAD: list[Fold] = [poison_operand, fold_constant_operands, commute_constant_right]

def shl_of_bool(i: Any, c: Combiner) -> Value | None:
    """shl (zext i1 X), C -> select X, 1 << C, 0 (C below the width). The zext is 0 or 1,
    so the shift is 0 or 1 << C; nsw/nuw can only add poison (for C = width - 1 with nsw),
    which the select may drop (a refinement); a poison X is poison either way."""
    z = op_of(i.operands[0], "zext")
    k = i.operands[1]
    if z is None or not isinstance(k, ConstantInt) or k.value >= i.type.bits:
        return None
    x = z.operands[0]
    if not (x.type.is_int and x.type.bits == 1):
        return None
    return c.select(x, ConstantInt(i.type, 1 << k.value), ConstantInt(i.type, 0))


FOLDS: dict[str, list[Fold]] = {
    "and": _HEAD + [and_identities, and_or_absorb, and_const_chain],
    "or": _HEAD + [or_identities, and_or_absorb, and_const_chain],
    "xor": _HEAD + [xor_identities, xor_not_not, xor_not_cmp, and_const_chain],
    "shl": [poison_operand, fold_constant_operands, shift_identities, shift_const_chain, shl_of_bool],
    "lshr": [poison_operand, fold_constant_operands, shift_identities, shift_const_chain,
             shl_then_lshr_mask],
    "ashr": [poison_operand, fold_constant_operands, shift_identities],
}
