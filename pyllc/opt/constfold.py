# mypy: disable-error-code="no-any-return"
"""Constant folding of scalar instructions: binary operators, casts, icmp, fcmp, select.

Semantics are the LangRef's: a wrapped `nsw`/`nuw` result, an inexact `exact` division,
a shift by at least the bit width, and out-of-range `fptosi`/`fptoui` give `poison`;
division by zero (and `INT_MIN sdiv -1`) is undefined behaviour, folded to `poison` as
LLVM does; a `poison` operand gives `poison`. An `undef` operand is refined to zero
(any value is a valid choice for each use), except as a divisor. Floating point uses
the host's IEEE double arithmetic (exact for float after one rounding) and only folds
`float` and `double`; NaN results are the canonical quiet NaN.

Every function returns a Constant, or None when it does not fold.
Contract: pure functions, never modify the IR.
"""
from __future__ import annotations

import math
import struct
from typing import Any

from pyllc.ir import (
    I1,
    Constant,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    FloatType,
    IntType,
    PoisonValue,
    UndefValue,
)
from pyllc.ir.values import Value

_QNAN = {"double": 0x7FF8000000000000, "float": 0x7FC00000}


def cint(t: Any, v: int) -> ConstantInt:
    return ConstantInt(t, v)


def as_int(v: Value) -> int | None:
    """The unsigned value of an integer constant (undef refined to 0), else None."""
    if isinstance(v, ConstantInt):
        return v.value
    if isinstance(v, UndefValue) and not isinstance(v, PoisonValue) and v.type.is_int:
        return 0
    return None


def width(t: Any) -> int:
    """Bit width of an integer or float type."""
    return int(t.bits)


def signed(v: int, bits: int) -> int:
    return v - (1 << bits) if v >> (bits - 1) & 1 else v


def _fp_ok(t: Any) -> bool:
    return isinstance(t, FloatType) and t.kind in ("float", "double")


def fp_value(v: Value) -> float | None:
    if isinstance(v, ConstantFP) and _fp_ok(v.type):
        return v.value
    if isinstance(v, UndefValue) and not isinstance(v, PoisonValue) and _fp_ok(v.type):
        return 0.0
    return None


def make_fp(t: Any, x: float) -> ConstantFP:
    """A float constant of type t from a host double (rounded; NaN canonical)."""
    if math.isnan(x):
        return ConstantFP(t, _QNAN[t.kind])
    if t.kind == "float":
        try:
            return ConstantFP.from_float(t, x)
        except OverflowError:
            return ConstantFP.from_float(t, math.copysign(math.inf, x))
    return ConstantFP.from_float(t, x)


def fold_int_binop(op: str, t: Any, a: int, b: int, flags: set[str] | frozenset[str]) -> Constant | None:
    """Fold an integer binary operator on unsigned values a, b of width t.bits."""
    bits = t.bits
    mask = (1 << bits) - 1
    sa, sb = signed(a, bits), signed(b, bits)
    poison = PoisonValue(t)
    if op == "add":
        r = a + b
        if "nuw" in flags and r > mask:
            return poison
        if "nsw" in flags and not -(1 << (bits - 1)) <= sa + sb < (1 << (bits - 1)):
            return poison
    elif op == "sub":
        r = a - b
        if "nuw" in flags and r < 0:
            return poison
        if "nsw" in flags and not -(1 << (bits - 1)) <= sa - sb < (1 << (bits - 1)):
            return poison
    elif op == "mul":
        r = a * b
        if "nuw" in flags and r > mask:
            return poison
        if "nsw" in flags and not -(1 << (bits - 1)) <= sa * sb < (1 << (bits - 1)):
            return poison
    elif op in ("udiv", "urem"):
        if b == 0:
            return poison
        r = a // b if op == "udiv" else a % b
        if op == "udiv" and "exact" in flags and a % b:
            return poison
    elif op in ("sdiv", "srem"):
        if b == 0 or (sb == -1 and sa == -(1 << (bits - 1))):
            return poison
        q = abs(sa) // abs(sb)
        if (sa < 0) != (sb < 0):
            q = -q
        rem = sa - q * sb
        if op == "sdiv" and "exact" in flags and rem:
            return poison
        r = q if op == "sdiv" else rem
    elif op in ("shl", "lshr", "ashr"):
        if b >= bits:
            return poison
        if op == "shl":
            r = a << b
            if "nuw" in flags and r > mask:
                return poison
            if "nsw" in flags and signed(r & mask, bits) >> b != sa:
                return poison
        elif op == "lshr":
            r = a >> b
            if "exact" in flags and a & ((1 << b) - 1):
                return poison
        else:
            r = sa >> b
            if "exact" in flags and a & ((1 << b) - 1):
                return poison
    elif op == "and":
        r = a & b
    elif op == "or":
        r = a | b
    elif op == "xor":
        r = a ^ b
    else:
        return None
    return ConstantInt(t, r & mask)


def fold_fp_binop(op: str, t: Any, x: float, y: float) -> Constant | None:
    try:
        if op == "fadd":
            r = x + y
        elif op == "fsub":
            r = x - y
        elif op == "fmul":
            r = x * y
        elif op == "fdiv":
            if y == 0.0:
                if x == 0.0 or math.isnan(x):
                    r = math.nan
                else:
                    neg = (math.copysign(1.0, x) < 0) != (math.copysign(1.0, y) < 0)
                    r = -math.inf if neg else math.inf
            else:
                r = x / y
        elif op == "frem":
            if y == 0.0 or math.isinf(x) or math.isnan(x) or math.isnan(y):
                r = math.nan
            else:
                r = math.fmod(x, y)
        else:
            return None
    except (OverflowError, ValueError):
        return None
    return make_fp(t, r)


def fold_binop(op: str, a: Value, b: Value, flags: set[str] | frozenset[str] = frozenset()) -> Constant | None:
    """Fold `op a, b` when both are constants (scalars only)."""
    t = a.type
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return PoisonValue(t)
    if t.is_int:
        if op in ("udiv", "sdiv", "urem", "srem") and isinstance(b, UndefValue):
            return PoisonValue(t)
        x, y = as_int(a), as_int(b)
        if x is None or y is None:
            return None
        return fold_int_binop(op, t, x, y, flags)
    if _fp_ok(t):
        fx, fy = fp_value(a), fp_value(b)
        if fx is None or fy is None:
            return None
        return fold_fp_binop(op, t, fx, fy)
    return None


def fold_fneg(a: Value) -> Constant | None:
    if isinstance(a, ConstantFP):
        sign = 1 << (width(a.type) - 1)
        return ConstantFP(a.type, a.bits ^ sign)
    if isinstance(a, PoisonValue):
        return PoisonValue(a.type)
    return None


def fold_cast(op: str, v: Value, to: Any, flags: set[str] | frozenset[str] = frozenset()) -> Constant | None:
    """Fold a cast of a constant."""
    if isinstance(v, PoisonValue):
        return PoisonValue(to)
    src = v.type
    if op == "bitcast" and src == to:
        return v if isinstance(v, Constant) else None
    if op in ("trunc", "zext", "sext") and to.is_int and src.is_int:
        x = as_int(v)
        if x is None:
            return None
        if op == "sext":
            x = signed(x, width(src))
        if op == "zext" and "nneg" in flags and x >> (width(src) - 1):
            return PoisonValue(to)
        return ConstantInt(to, x)
    if op == "bitcast" and src.is_int and isinstance(to, FloatType) and width(to) == width(src):
        x = as_int(v)
        return ConstantFP(to, x) if x is not None else None
    if op == "bitcast" and isinstance(src, FloatType) and to.is_int and isinstance(v, ConstantFP):
        return ConstantInt(to, v.bits)
    if op in ("fptosi", "fptoui") and to.is_int:
        f = fp_value(v)
        if f is None:
            return None
        if math.isnan(f) or math.isinf(f):
            return PoisonValue(to)
        n = math.trunc(f)
        lo, hi = (-(1 << (to.bits - 1)), (1 << (to.bits - 1)) - 1) if op == "fptosi" else (0, (1 << to.bits) - 1)
        if not lo <= n <= hi:
            return PoisonValue(to)
        return ConstantInt(to, n)
    if op in ("sitofp", "uitofp") and _fp_ok(to):
        x = as_int(v)
        if x is None:
            return None
        if op == "sitofp":
            x = signed(x, width(src))
        if abs(x) >= 1 << 53:
            return None
        return make_fp(to, float(x))
    if op in ("fpext", "fptrunc") and _fp_ok(to):
        f = fp_value(v)
        if f is None:
            return None
        return make_fp(to, f)
    if op == "ptrtoint" and isinstance(v, ConstantPointerNull):
        return ConstantInt(to, 0)
    if op == "inttoptr" and isinstance(v, ConstantInt) and v.value == 0 and to.is_pointer:
        return ConstantPointerNull(to)
    return None


def eval_icmp(pred: str, bits: int, a: int, b: int) -> bool:
    if pred[0] == "s":
        a, b = signed(a, bits), signed(b, bits)
    if pred == "eq":
        return a == b
    if pred == "ne":
        return a != b
    base = pred[1:]
    return {"gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b}[base]


def fold_icmp(pred: str, a: Value, b: Value) -> Constant | None:
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return PoisonValue(I1)
    t = a.type
    if t.is_int:
        x, y = as_int(a), as_int(b)
        if x is None or y is None:
            return None
        return ConstantInt(I1, int(eval_icmp(pred, width(t), x, y)))
    if t.is_pointer and isinstance(a, ConstantPointerNull) and isinstance(b, ConstantPointerNull):
        return ConstantInt(I1, int(pred in ("eq", "uge", "ule", "sge", "sle")))
    return None


def eval_fcmp(pred: str, x: float, y: float) -> bool:
    uno = math.isnan(x) or math.isnan(y)
    if pred == "false":
        return False
    if pred == "true":
        return True
    if pred == "ord":
        return not uno
    if pred == "uno":
        return uno
    base = pred[1:]
    r = {"eq": x == y, "gt": x > y, "ge": x >= y, "lt": x < y, "le": x <= y, "ne": x != y}[base]
    if uno:
        return pred[0] == "u"
    return r


def fold_fcmp(pred: str, a: Value, b: Value) -> Constant | None:
    if pred in ("true", "false"):
        return ConstantInt(I1, int(pred == "true"))
    if isinstance(a, PoisonValue) or isinstance(b, PoisonValue):
        return PoisonValue(I1)
    x, y = fp_value(a), fp_value(b)
    if x is None or y is None:
        return None
    return ConstantInt(I1, int(eval_fcmp(pred, x, y)))


def fold_select(c: Value, a: Value, b: Value) -> Value | None:
    """`select c, a, b` with a known condition, or equal arms."""
    if a is b:
        return a
    if isinstance(c, ConstantInt):
        return a if c.value else b
    if isinstance(c, PoisonValue):
        return PoisonValue(a.type)
    return None


def is_int_const(v: Value, value: int | None = None) -> bool:
    """v is a ConstantInt (with the given unsigned value, -1 meaning all ones)."""
    if not isinstance(v, ConstantInt):
        return False
    if value is None:
        return True
    if value == -1:
        return v.value == (1 << width(v.type)) - 1
    return v.value == value


def is_fp_const(v: Value, x: float) -> bool:
    """v is a float constant equal to x (with its sign for zeros)."""
    if not isinstance(v, ConstantFP) or not _fp_ok(v.type):
        return False
    f = v.value
    return f == x and math.copysign(1.0, f) == math.copysign(1.0, x)


def int_type(bits: int) -> IntType:
    return IntType.get(bits)


def double_bits(x: float) -> int:
    return int(struct.unpack("<Q", struct.pack("<d", x))[0])
