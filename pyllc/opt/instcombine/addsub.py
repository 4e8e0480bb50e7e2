# mypy: disable-error-code="no-any-return"
"""Folds for add, sub, mul, udiv, sdiv, urem, srem (cf. InstCombineAddSub/MulDivRem.cpp)."""
from __future__ import annotations

from typing import Any

from pyllc.ir import ConstantInt, PoisonValue
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import (
    is_all_ones,
    is_constant,
    is_one,
    is_zero,
    one_use,
    op_of,
    power_of_two,
)
from pyllc.opt.irutil import set_operand


def fold_constant_operands(i: Any, c: Combiner) -> Value | None:
    """C1 op C2 -> C (LangRef semantics, poison on wrap with nsw/nuw)."""
    a, b = i.operands
    if is_constant(a) and is_constant(b):
        return constfold.fold_binop(i.opcode, a, b, i.flags)
    return None


def poison_operand(i: Any, c: Combiner) -> Value | None:
    """X op poison -> poison."""
    if any(isinstance(o, PoisonValue) for o in i.operands):
        return PoisonValue(i.type)
    return None


def commute_constant_right(i: Any, c: Combiner) -> Value | None:
    """C op X -> X op C for commutative op (canonical form)."""
    a, b = i.operands
    if is_constant(a) and not is_constant(b):
        set_operand(i, 0, b)
        set_operand(i, 1, a)
        return i
    return None


def add_zero(i: Any, c: Combiner) -> Value | None:
    """X + 0 -> X."""
    return i.operands[0] if is_zero(i.operands[1]) else None


def add_of_sub(i: Any, c: Combiner) -> Value | None:
    """(X - Y) + Y -> X ; Y + (X - Y) -> X."""
    a, b = i.operands
    s = op_of(a, "sub")
    if s is not None and s.operands[1] is b:
        return s.operands[0]
    s = op_of(b, "sub")
    if s is not None and s.operands[1] is a:
        return s.operands[0]
    return None


def add_of_neg(i: Any, c: Combiner) -> Value | None:
    """X + (0 - Y) -> X - Y."""
    a, b = i.operands
    s = op_of(b, "sub")
    if s is not None and is_zero(s.operands[0]):
        return c.binop("sub", a, s.operands[1])
    return None


def add_const_chain(i: Any, c: Combiner) -> Value | None:
    """(X + C1) + C2 -> X + (C1 + C2), when the inner add has no other use."""
    a, b = i.operands
    inner = op_of(a, "add")
    if isinstance(b, ConstantInt) and inner is not None and one_use(inner) \
            and isinstance(inner.operands[1], ConstantInt):
        k = ConstantInt(b.type, inner.operands[1].value + b.value)
        flags = ("nsw",) if _both_nsw_no_overflow(i, inner, b) else ()
        return c.binop("add", inner.operands[0], k, flags)
    return None


def _both_nsw_no_overflow(outer: Any, inner: Any, b: ConstantInt) -> bool:
    if "nsw" not in outer.flags or "nsw" not in inner.flags:
        return False
    bits = constfold.width(b.type)
    c1 = constfold.signed(inner.operands[1].value, bits)
    c2 = constfold.signed(b.value, bits)
    # same signs: adding them in one step cannot overflow where two steps did not
    return (c1 >= 0) == (c2 >= 0) and -(1 << (bits - 1)) <= c1 + c2 < (1 << (bits - 1))


def add_self(i: Any, c: Combiner) -> Value | None:
    """X + X -> X << 1 (keeps nuw/nsw)."""
    a, b = i.operands
    if a is b and i.type.is_int and i.type.bits > 1:
        return c.binop("shl", a, ConstantInt(i.type, 1), i.flags & {"nuw", "nsw"})
    return None


def add_i1(i: Any, c: Combiner) -> Value | None:
    """add i1 X, Y -> xor X, Y."""
    if i.type.is_int and i.type.bits == 1:
        return c.binop("xor", i.operands[0], i.operands[1])
    return None


def sub_zero(i: Any, c: Combiner) -> Value | None:
    """X - 0 -> X."""
    return i.operands[0] if is_zero(i.operands[1]) else None


def sub_self(i: Any, c: Combiner) -> Value | None:
    """X - X -> 0."""
    a, b = i.operands
    return ConstantInt(i.type, 0) if a is b and i.type.is_int else None


def sub_const(i: Any, c: Combiner) -> Value | None:
    """X - C -> X + (-C) (canonical form; nsw kept only when -C does not overflow)."""
    a, b = i.operands
    if isinstance(b, ConstantInt) and not is_constant(a):
        neg = ConstantInt(b.type, -b.value)
        sign_min = 1 << (constfold.width(b.type) - 1)
        flags = ("nsw",) if "nsw" in i.flags and b.value != sign_min else ()
        return c.binop("add", a, neg, flags)
    return None


def sub_of_add(i: Any, c: Combiner) -> Value | None:
    """(X + Y) - Y -> X ; (X + Y) - X -> Y."""
    a, b = i.operands
    s = op_of(a, "add")
    if s is not None:
        if s.operands[1] is b:
            return s.operands[0]
        if s.operands[0] is b:
            return s.operands[1]
    return None


def sub_i1(i: Any, c: Combiner) -> Value | None:
    """sub i1 X, Y -> xor X, Y."""
    if i.type.is_int and i.type.bits == 1:
        return c.binop("xor", i.operands[0], i.operands[1])
    return None


def mul_identities(i: Any, c: Combiner) -> Value | None:
    """X * 0 -> 0 ; X * 1 -> X."""
    b = i.operands[1]
    if is_zero(b):
        return b
    if is_one(b):
        return i.operands[0]
    return None


def mul_pow2(i: Any, c: Combiner) -> Value | None:
    """X * 2^k -> X << k (nuw kept; nsw kept unless k = bits-1)."""
    k = power_of_two(i.operands[1])
    if k is None or k == 0:
        return None
    flags = set(i.flags & {"nuw"})
    if "nsw" in i.flags and k < i.type.bits - 1:
        flags.add("nsw")
    return c.binop("shl", i.operands[0], ConstantInt(i.type, k), flags)


def mul_minus_one(i: Any, c: Combiner) -> Value | None:
    """X * -1 -> 0 - X."""
    if is_all_ones(i.operands[1]) and i.type.bits > 1:
        return c.binop("sub", ConstantInt(i.type, 0), i.operands[0], i.flags & {"nsw"})
    return None


def div_one(i: Any, c: Combiner) -> Value | None:
    """X / 1 -> X ; X % 1 -> 0."""
    if is_one(i.operands[1]):
        return i.operands[0] if i.opcode in ("udiv", "sdiv") else ConstantInt(i.type, 0)
    return None


def div_self(i: Any, c: Combiner) -> Value | None:
    """X / X -> 1 ; X % X -> 0 (X = 0 is UB, so any result is right)."""
    a, b = i.operands
    if a is b:
        return ConstantInt(i.type, 1 if i.opcode in ("udiv", "sdiv") else 0)
    return None


def div_zero_dividend(i: Any, c: Combiner) -> Value | None:
    """0 / X -> 0 ; 0 % X -> 0 (X = 0 is UB)."""
    return i.operands[0] if is_zero(i.operands[0]) else None


def div_by_zero(i: Any, c: Combiner) -> Value | None:
    """X / 0 -> poison (division by zero is UB)."""
    return PoisonValue(i.type) if is_zero(i.operands[1]) else None


def udiv_pow2(i: Any, c: Combiner) -> Value | None:
    """X udiv 2^k -> X lshr k."""
    k = power_of_two(i.operands[1])
    if k is None:
        return None
    return c.binop("lshr", i.operands[0], ConstantInt(i.type, k), i.flags & {"exact"})


def urem_pow2(i: Any, c: Combiner) -> Value | None:
    """X urem 2^k -> X & (2^k - 1)."""
    k = power_of_two(i.operands[1])
    if k is None:
        return None
    return c.binop("and", i.operands[0], ConstantInt(i.type, (1 << k) - 1))


def sdiv_minus_one(i: Any, c: Combiner) -> Value | None:
    """X sdiv -1 -> 0 - X (INT_MIN / -1 is UB, so nsw is right)."""
    if is_all_ones(i.operands[1]) and i.type.bits > 1:
        return c.binop("sub", ConstantInt(i.type, 0), i.operands[0], ("nsw",))
    return None


def udiv_of_zext(i: Any, c: Combiner) -> Value | None:
    """udiv/urem (zext X), (zext Y) -> zext (udiv/urem X, Y) when X and Y have one type;
    also with a constant that fits that type in place of (zext Y) (LLVM's narrowUDivURem).

    Both operands are below 2^n, so the quotient and remainder are too, and the narrow
    operation computes them exactly; Y = 0 exactly when (zext Y) = 0 (UB either way); a
    poison X or Y is poison through the zext; `exact` (no remainder) means the same in
    the narrow type."""
    za, b = op_of(i.operands[0], "zext"), i.operands[1]
    if za is None:
        return None
    x = za.operands[0]
    zb = op_of(b, "zext")
    if zb is not None and zb.operands[0].type == x.type:
        y: Value = zb.operands[0]
    elif isinstance(b, ConstantInt) and b.value < 1 << x.type.bits:
        y = ConstantInt(x.type, b.value)
    else:
        return None
    if not (za.has_one_use() or (zb is not None and zb.has_one_use())):
        return None
    narrow = c.binop(i.opcode, x, y, i.flags & {"exact"})
    return c.cast("zext", narrow, i.type)


_ARITH_HEAD: list[Fold] = [poison_operand, fold_constant_operands]

FOLDS: dict[str, list[Fold]] = {
    "add": _ARITH_HEAD + [commute_constant_right, add_zero, add_of_sub, add_of_neg, add_const_chain,
                          add_self, add_i1],
    "sub": _ARITH_HEAD + [sub_zero, sub_self, sub_of_add, sub_const, sub_i1],
    "mul": _ARITH_HEAD + [commute_constant_right, mul_identities, mul_minus_one, mul_pow2],
    "udiv": [div_by_zero, fold_constant_operands, div_one, div_self, div_zero_dividend, udiv_pow2,
             udiv_of_zext],
    "sdiv": [div_by_zero, fold_constant_operands, div_one, div_self, div_zero_dividend, sdiv_minus_one],
    "urem": [div_by_zero, fold_constant_operands, div_one, div_self, div_zero_dividend, urem_pow2,
             udiv_of_zext],
    "srem": [div_by_zero, fold_constant_operands, div_one, div_self, div_zero_dividend],
}
