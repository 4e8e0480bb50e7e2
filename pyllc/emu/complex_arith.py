"""Complex multiplication and division with C99 Annex G semantics, for the runtime's
`__mulsc3 __muldc3 __divsc3 __divdc3` (what clang calls for `_Complex` `*` and `/`
unless -ffast-math).

Multiplication is Annex G's example (G.5.1, `_Cmultd`): the plain formulas, then, when
both parts come out NaN, recovery of infinities (an infinite operand times a nonzero
finite one is infinite). Division is Smith's method with GCC libgcc's range scaling
(what native builds on Linux call, so results match theirs) and Annex G's
recovery. `rnd` rounds every intermediate to the operation's precision: identity for
double (and for binary128, computed with mpfr numbers under gmpy2's `ieee(128)`
context, where every operation rounds to binary128 itself), binary32 rounding for
float (binary64 holds a binary32 sum, product or quotient closely enough that rounding it again to binary32 is exact, so float results are
correctly rounded). Python raises on division by zero where IEEE arithmetic gives inf/NaN, so
division is written out.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Round = Callable[[float], float]
INF = math.inf


# The classification works on any number type with IEEE semantics (floats, and gmpy2's
# mpfr for binary128 under an `ieee(128)` context: math.isinf would convert to float,
# where a huge binary128 value overflows).
def _isnan(x: Any) -> bool:
    return bool(x != x)


def _isinf(x: Any) -> bool:
    return bool(abs(x) == INF)


def _isfinite(x: Any) -> bool:
    return not _isnan(x) and not _isinf(x)



def _div(x: float, y: float) -> float:
    if y != 0.0:
        return x / y
    if x == 0.0 or _isnan(x):
        return math.nan
    return math.copysign(INF, x) * math.copysign(1.0, y)


def _box(x: float) -> float:
    """1 (with x's sign) for an infinity, else 0 with x's sign (Annex G's `copysign(
    isinf(x) ? 1.0 : 0.0, x)`)."""
    return math.copysign(1.0 if _isinf(x) else 0.0, x)


def _zero_nan(x: float) -> float:
    return math.copysign(0.0, x) if _isnan(x) else x


def complex_mul(a: float, b: float, c: float, d: float, rnd: Round) -> tuple[float, float]:
    """(a + ib) * (c + id)."""
    ac, bd, ad, bc = rnd(a * c), rnd(b * d), rnd(a * d), rnd(b * c)
    x, y = rnd(ac - bd), rnd(ad + bc)
    if _isnan(x) and _isnan(y):
        recalc = False
        if _isinf(a) or _isinf(b):
            a, b = _box(a), _box(b)
            c, d = _zero_nan(c), _zero_nan(d)
            recalc = True
        if _isinf(c) or _isinf(d):
            c, d = _box(c), _box(d)
            a, b = _zero_nan(a), _zero_nan(b)
            recalc = True
        if not recalc and any(_isinf(t) for t in (ac, bd, ad, bc)):
            a, b, c, d = _zero_nan(a), _zero_nan(b), _zero_nan(c), _zero_nan(d)
            recalc = True
        if recalc:
            x = INF * rnd(rnd(a * c) - rnd(b * d))
            y = INF * rnd(rnd(a * d) + rnd(b * c))
    return x, y


class Limits:
    """The precision's constants for the division's scaling (float.h names)."""

    def __init__(self, max_: float, min_normal: float, epsilon: float) -> None:
        self.big = max_ / 2             # beyond it, halve everything first
        self.min = min_normal
        self.eps = epsilon              # below it, scale everything up by 1/eps
        self.scale_up = 1 / epsilon
        self.max2 = self.big * epsilon


DOUBLE = Limits(1.7976931348623157e308, 2.2250738585072014e-308, 2.220446049250313e-16)


def complex_div(a: float, b: float, c: float, d: float, rnd: Round,
                lim: Limits = DOUBLE) -> tuple[float, float]:
    """(a + ib) / (c + id) by Smith's method, dividing through by the larger of |c|, |d|
    (the ratio of the smaller to it is at most 1, so `denom` cannot overflow), with the
    operands first scaled by powers of two when the divisor is near the ends of the
    range, as GCC's libgcc does (results agree bit for bit with native builds but near
    the ends of the double range: tests/unit/test_complex_arith.py);
    then Annex G's recovery of infinities and zeros that came out NaN + iNaN."""
    a0, b0, c0, d0 = a, b, c, d
    swap = abs(c) >= abs(d)         # divide through by c: the mirror image of the d case
    if swap:
        c, d = d, c
    if abs(d) >= lim.big:
        a, b, c, d = rnd(a / 2), rnd(b / 2), rnd(c / 2), rnd(d / 2)
    if abs(d) < lim.eps or ((abs(a) < lim.min and abs(b) < lim.max2 and abs(d) < lim.max2)
                            or (abs(b) < lim.min and abs(a) < lim.max2
                                and abs(d) < lim.max2)):
        a, b, c, d = (rnd(v * lim.scale_up) for v in (a, b, c, d))
    ratio = rnd(_div(c, d))
    denom = rnd(rnd(c * ratio) + d)
    if not swap:
        if abs(ratio) > lim.min:
            x = rnd(_div(rnd(rnd(a * ratio) + b), denom))
            y = rnd(_div(rnd(rnd(b * ratio) - a), denom))
        else:
            x = rnd(_div(rnd(rnd(c * rnd(_div(a, d))) + b), denom))
            y = rnd(_div(rnd(rnd(c * rnd(_div(b, d))) - a), denom))
    else:                           # here c, d are swapped: d is the original c
        if abs(ratio) > lim.min:
            x = rnd(_div(rnd(rnd(b * ratio) + a), denom))
            y = rnd(_div(rnd(b - rnd(a * ratio)), denom))
        else:
            x = rnd(_div(rnd(a + rnd(c * rnd(_div(b, d)))), denom))
            y = rnd(_div(rnd(b - rnd(c * rnd(_div(a, d)))), denom))
    return _recover_quotient(a0, b0, c0, d0, x, y, rnd)


def complex_div_single(a: float, b: float, c: float, d: float,
                       rnd: Round) -> tuple[float, float]:
    """float _Complex division: in double precision, where the plain formula cannot
    overflow or underflow for float operands, rounded once at the end (as libgcc does
    for __divsc3 when the target has double arithmetic); Annex G recovery as above."""
    denom = c * c + d * d
    x = _div(a * c + b * d, denom)
    y = _div(b * c - a * d, denom)
    x, y = _recover_quotient(a, b, c, d, x, y, rnd)
    return rnd(x), rnd(y)


def exact(v: float) -> float:
    """The rounding of double operations: none."""
    return v


def _recover_quotient(a: float, b: float, c: float, d: float, x: float, y: float,
                      rnd: Round) -> tuple[float, float]:
    """Annex G: a quotient that came out NaN + iNaN is infinite when the divisor is
    zero or the dividend infinite, and zero when the divisor is infinite."""
    if not (_isnan(x) and _isnan(y)):
        return x, y
    if c == 0.0 and d == 0.0 and (not _isnan(a) or not _isnan(b)):
        return math.copysign(INF, c) * a, math.copysign(INF, c) * b
    if (_isinf(a) or _isinf(b)) and _isfinite(c) and _isfinite(d):
        a, b = _box(a), _box(b)
        return INF * rnd(rnd(a * c) + rnd(b * d)), INF * rnd(rnd(b * c) - rnd(a * d))
    if (_isinf(c) or _isinf(d)) and _isfinite(a) and _isfinite(b):
        c, d = _box(c), _box(d)
        return 0.0 * rnd(rnd(a * c) + rnd(b * d)), 0.0 * rnd(rnd(b * c) - rnd(a * d))
    return x, y
