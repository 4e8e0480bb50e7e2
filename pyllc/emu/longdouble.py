"""x86 extended precision (`long double` on x86-64) for the host-served runtime.

Values are MPFR numbers (gmpy2) in the x87 format's own precision and range: a 64-bit
significand, exponents 2^-16382 .. 2^16383 with gradual underflow down to 2^-16445
(`X87`, a gmpy2 context with subnormalization), so every runtime operation rounds once,
exactly as the x87 does under its default control word (round to nearest even, 64-bit
precision). Bytes <-> values: `decode_x87` / `encode_x87` (the 10-byte memory format,
SDM vol. 1, 4.2.2 "Floating-Point Data Types": 64-bit significand with explicit integer
bit, 15-bit biased exponent, sign).

Also here: `format_long` (printf's %Lf %Le %Lg %La of an exact value: decimal digits
from integer arithmetic, rounded half to even like glibc) and the served functions
taking or returning long double (`LONG_DOUBLE_FUNCTIONS`: fmodl, sqrtl, floorl ...,
and `__mulxc3 __divxc3` for `long double _Complex`, C99 Annex G through
emu/complex_arith.py in this precision).
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import gmpy2
from gmpy2 import mpfr

from pyllc.emu.complex_arith import Limits, complex_div, complex_mul

X87 = gmpy2.context(precision=64, emax=16384, emin=-16444, subnormalize=True,
                    round=gmpy2.RoundToNearest)
BIAS = 16383


def _x87() -> Any:
    """A fresh copy of `X87` to enter with `with` (computations round to it)."""
    return X87.copy()


def decode_x87(data: bytes) -> Any:
    """The value of 10 bytes of x87 extended precision, as an `mpfr` of 64 bits.
    Pseudo-denormals read as their value; unnormals and pseudo-NaNs as NaN (the x87
    raises invalid on them)."""
    mant = int.from_bytes(data[:8], "little")
    se = int.from_bytes(data[8:10], "little")
    sign = -1 if se & 0x8000 else 1
    exp = se & 0x7FFF
    with _x87():
        if exp == 0x7FFF:
            if mant << 1 & ((1 << 64) - 1) == 0 and mant >> 63:
                return mpfr(sign) * gmpy2.inf()
            return gmpy2.copy_sign(gmpy2.nan(), mpfr(sign))
        if exp != 0 and not mant >> 63:
            return gmpy2.copy_sign(gmpy2.nan(), mpfr(sign))
        e = max(exp, 1) - BIAS - 63
        v = gmpy2.mul_2exp(mpfr(mant), e) if mant else mpfr(0)
        return -v if sign < 0 else v


def encode_x87(v: Any) -> bytes:
    """10 bytes of x87 extended precision for `v` (rounded to the format first)."""
    with _x87():
        x = +mpfr(v)
        sign = 0x8000 if gmpy2.is_signed(x) else 0
        if gmpy2.is_nan(x):
            mant, exp = 0xC000000000000000, 0x7FFF       # the default quiet NaN
        elif gmpy2.is_infinite(x):
            mant, exp = 1 << 63, 0x7FFF
        elif x == 0:
            mant, exp = 0, 0
        else:
            m, e = abs(x).as_mantissa_exp()               # |x| = m * 2^e, m an integer
            mant, e = int(m), int(e)
            shift = 64 - mant.bit_length()                # explicit integer bit at 63
            mant, e = mant << shift, e - shift
            exp = e + 63 + BIAS
            if exp <= 0:                                  # denormal: exponent field 0
                mant >>= 1 - exp
                exp = 0
    return mant.to_bytes(8, "little") + (exp | sign).to_bytes(2, "little")


# ---------------------------------------------------------------- printf

def format_long(conv: str, flags: str, width: str, prec: str | None, v: Any) -> bytes:
    """One printf conversion (`f F e E g G a A`) of a long double value."""
    with _x87():
        x = mpfr(v)
        mag = (0, 0) if gmpy2.is_nan(x) or gmpy2.is_infinite(x) or x == 0 else \
            (-x if gmpy2.is_signed(x) else x).as_mantissa_exp()
    neg = gmpy2.is_signed(x)
    sign = "-" if neg else ("+" if "+" in flags else (" " if " " in flags else ""))
    if gmpy2.is_nan(x) or gmpy2.is_infinite(x):
        body = "nan" if gmpy2.is_nan(x) else "inf"
        if gmpy2.is_nan(x):
            sign = "-" if neg else sign
        return _pad(sign, body.upper() if conv in "FEGA" else body, flags.replace("0", ""),
                    width)
    p = 6 if prec is None else int(prec)
    m, e = mag
    num, den = (int(m) << max(int(e), 0), 1 << max(-int(e), 0))      # |x| = num / den
    alt = "#" in flags
    if conv in "fF":
        body = _fixed(num, den, p, alt)
    elif conv in "eE":
        body = _sci(num, den, p, alt, conv)
    elif conv in "gG":
        body = _general(num, den, p, alt, conv)
    else:
        body = _hex(num, den, prec, conv)
    return _pad(sign, body, flags, width)


def _round_div(n: int, d: int) -> int:
    """n / d rounded to the nearest integer, ties to even."""
    q, r = divmod(n, d)
    if 2 * r > d or (2 * r == d and q & 1):
        q += 1
    return q


def _digits(n: int) -> str:
    """Decimal digits of `n` (gmpy2: no limit on the length, unlike `str`)."""
    return str(gmpy2.mpz(n).digits(10))


def _fixed(num: int, den: int, p: int, alt: bool) -> str:
    n = _round_div(num * 10 ** p, den)
    digits = _digits(n).rjust(p + 1, "0")
    head, tail = digits[:len(digits) - p], digits[len(digits) - p:]
    return head + ("." + tail if p or alt else "")


def _decimal_exponent(num: int, den: int, p: int) -> tuple[int, int]:
    """(E, N): num/den ~ N * 10^(E - p) with 10^p <= N < 10^(p+1) after rounding."""
    if num == 0:
        return 0, 0
    e = math.floor((num.bit_length() - den.bit_length()) * math.log10(2))
    while True:
        sh = e - p
        n = _round_div(num * 10 ** max(-sh, 0), den * 10 ** max(sh, 0))
        if n >= 10 ** (p + 1):
            e += 1
        elif n < 10 ** p:
            e -= 1
        else:
            return e, n


def _sci(num: int, den: int, p: int, alt: bool, conv: str) -> str:
    e, n = _decimal_exponent(num, den, p)
    digits = _digits(n).rjust(p + 1, "0")
    mant = digits[0] + ("." + digits[1:] if p or alt else "")
    return f"{mant}{'E' if conv.isupper() else 'e'}{'-' if e < 0 else '+'}{abs(e):02d}"


def _general(num: int, den: int, p: int, alt: bool, conv: str) -> str:
    p = p or 1
    e, _ = _decimal_exponent(num, den, p - 1)
    if p > e >= -4:
        body = _fixed(num, den, p - 1 - e, alt)
    else:
        body = _sci(num, den, p - 1, alt, "e" if conv == "g" else "E")
    if not alt:
        if "e" in body or "E" in body:
            mant, _, exp = body.partition("e" if conv == "g" else "E")
            if "." in mant:
                mant = mant.rstrip("0").rstrip(".")
            body = mant + ("e" if conv == "g" else "E") + exp
        elif "." in body:
            body = body.rstrip("0").rstrip(".")
    return body


def _hex(num: int, den: int, prec: str | None, conv: str) -> str:
    """glibc's long double %La: the 64-bit significand as one hex digit (8..f) before
    the point, the rest after, trailing zeros dropped."""
    if num == 0:
        text = "0x0p+0"
    else:
        e = num.bit_length() - den.bit_length()
        m = (num << max(63 - e, 0)) // (den << max(e - 63, 0))
        while m >> 64:
            m >>= 1
            e += 1
        lead, frac = m >> 60, m & ((1 << 60) - 1)
        fd = f"{frac:015x}".rstrip("0")
        text = f"0x{lead:x}" + ("." + fd if fd else "") + f"p{e - 3:+d}"
    return text.upper().replace("0X", "0X") if conv == "A" else text


def _pad(sign: str, body: str, flags: str, width: str) -> bytes:
    w = int(width) if width else 0
    text = sign + body
    if len(text) < w:
        if "-" in flags:
            text = text.ljust(w)
        elif "0" in flags:
            text = sign + body.rjust(w - len(sign), "0")
        else:
            text = text.rjust(w)
    return text.encode()


# ---------------------------------------------------------------- served functions

with _x87():
    # LDBL_MAX, LDBL_MIN, LDBL_EPSILON (the division's range scaling)
    LDBL = Limits(gmpy2.mul_2exp(mpfr(1) - gmpy2.mul_2exp(mpfr(1), -64), 16384),
                  gmpy2.mul_2exp(mpfr(1), -16382), gmpy2.mul_2exp(mpfr(1), -63))


def _ident(v: Any) -> Any:
    return v


def _unary(fn: Callable[[Any], Any]) -> Callable[[Any, Any], None]:
    def run(rt: Any, f: Any) -> None:
        a = f.long_double()
        with _x87():
            f.ret_long_double([fn(a)])
    return run


def _binary(fn: Callable[[Any, Any], Any]) -> Callable[[Any, Any], None]:
    def run(rt: Any, f: Any) -> None:
        a, b = f.long_double(), f.long_double()
        with _x87():
            f.ret_long_double([fn(a, b)])
    return run


def _ternary(fn: Callable[[Any, Any, Any], Any]) -> Callable[[Any, Any], None]:
    def run(rt: Any, f: Any) -> None:
        a, b, c = f.long_double(), f.long_double(), f.long_double()
        with _x87():
            f.ret_long_double([fn(a, b, c)])
    return run


def _complex(op: Callable[..., tuple[Any, Any]], *extra: Any) -> Callable[[Any, Any], None]:
    def run(rt: Any, f: Any) -> None:
        args = [f.long_double() for _ in range(4)]
        with _x87():
            x, y = op(*args, _ident, *extra)
            f.ret_long_double([mpfr(x), mpfr(y)])
    return run


def _fmod(a: Any, b: Any) -> Any:
    if gmpy2.is_nan(a) or gmpy2.is_nan(b) or gmpy2.is_infinite(a) or b == 0:
        return gmpy2.nan()
    if gmpy2.is_infinite(b) or a == 0:
        return a
    return gmpy2.fmod(a, b)          # exact: the remainder needs no rounding


def _fmin(a: Any, b: Any) -> Any:
    return b if gmpy2.is_nan(a) else a if gmpy2.is_nan(b) else min(a, b)


def _fmax(a: Any, b: Any) -> Any:
    return b if gmpy2.is_nan(a) else a if gmpy2.is_nan(b) else max(a, b)


LONG_DOUBLE_FUNCTIONS: dict[str, Callable[[Any, Any], None]] = {
    "fmodl": _binary(_fmod),
    "fminl": _binary(_fmin),
    "fmaxl": _binary(_fmax),
    "fmal": _ternary(gmpy2.fma),                   # one rounding, as the C function
    "sqrtl": _unary(gmpy2.sqrt),
    "fabsl": _unary(abs),
    "floorl": _unary(gmpy2.floor),
    "ceill": _unary(gmpy2.ceil),
    "truncl": _unary(gmpy2.trunc),
    "roundl": _unary(gmpy2.round_away),
    "rintl": _unary(gmpy2.rint),
    "__mulxc3": _complex(complex_mul),
    "__divxc3": _complex(complex_div, LDBL),
}
"""Served functions with long double arguments or results (read and written through
the call frame's `long_double` / `ret_long_double`, which know the target's ABI)."""

# how many long double results each served function leaves in x87 registers
X87_RESULTS = {name: 2 if name.startswith("__") else 1 for name in LONG_DOUBLE_FUNCTIONS}

