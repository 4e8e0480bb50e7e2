"""C printf formatting for the host-served runtime.

The format string comes from emulated memory; arguments are fetched one conversion at a
time through a callback, because only the conversion tells which register class and
width the next variadic argument has.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable
from fractions import Fraction

from pyllc.emu.longdouble import format_long
from pyllc.emu.softfloat import F128

# %[flags][width][.precision][length]conversion
_SPEC = re.compile(rb"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|j|z|t|L|q)?([diouxXcspfFeEgGaAn%])")

# An argument request: ("int", bits, signed) | ("double",) | ("ptr",) | ("quad",) |
# ("long double",); the answer is an int for "int", "ptr" and "quad" (a binary128
# `long double`'s bits, for the `L` length on targets where long double is binary128), a
# float for "double", an exact value (emu/longdouble.py) for "long double" (x87), or a
# float for "long double" where it is a double (SPARC V8).
Fetch = Callable[[tuple], object]


def _fetch_int(fetch: Fetch, req: tuple) -> int:
    v = fetch(req)
    if not isinstance(v, int):
        raise TypeError(f"printf argument {req!r}: expected int, got {type(v).__name__}")
    return v


def _fetch_double(fetch: Fetch) -> float:
    v = fetch(("double",))
    if not isinstance(v, float):
        raise TypeError(f"printf argument ('double',): expected float, got {type(v).__name__}")
    return v


def format_c(fmt: bytes, fetch: Fetch, long_bits: int, ptr_bits: int,
             read_str: Callable[[int], bytes], quad_long_double: bool = False) -> bytes:
    out = bytearray()
    pos = 0
    for m in _SPEC.finditer(fmt):
        out += fmt[pos:m.start()]
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        conv = conv.decode()
        if conv == "%":
            out += b"%"
            continue
        flags = flags.decode()
        if width == b"*":
            w = _signed(_fetch_int(fetch, ("int", 32, True)), 32)
            if w < 0:
                flags += "-"
                w = -w
            width_s = str(w)
        else:
            width_s = width.decode() if width else ""
        if prec == b"*":
            p = _signed(_fetch_int(fetch, ("int", 32, True)), 32)
            prec_s = None if p < 0 else str(p)
        else:
            prec_s = None if prec is None else (prec.decode() or "0")
        length = (length or b"").decode()
        out += _convert(conv, flags, width_s, prec_s, length, fetch, long_bits, ptr_bits, read_str,
                        quad_long_double)
    out += fmt[pos:]
    return bytes(out)


def _signed(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _int_bits(length: str, long_bits: int, ptr_bits: int) -> int:
    return {"hh": 8, "h": 16, "l": long_bits, "ll": 64, "q": 64, "j": 64,
            "z": ptr_bits, "t": ptr_bits}.get(length, 32)


def _convert(conv: str, flags: str, width: str, prec: str | None, length: str, fetch: Fetch,
             long_bits: int, ptr_bits: int, read_str: Callable[[int], bytes],
             quad_long_double: bool = False) -> bytes:
    spec = "%" + flags + width + ("" if prec is None else "." + prec)
    if conv in "di":
        bits = _int_bits(length, long_bits, ptr_bits)
        fetch_bits = max(bits, 32) if length not in ("l", "ll", "q", "j", "z", "t") else bits
        v = _signed(_fetch_int(fetch, ("int", fetch_bits, True)), bits)
        return _int_text(v, "d", flags, width, prec)
    if conv in "ouxX":
        bits = _int_bits(length, long_bits, ptr_bits)
        fetch_bits = max(bits, 32) if length not in ("l", "ll", "q", "j", "z", "t") else bits
        v = _fetch_int(fetch, ("int", fetch_bits, False)) & ((1 << bits) - 1)
        return _int_text(v, conv, flags, width, prec)
    if conv == "c":
        v = _fetch_int(fetch, ("int", 32, True)) & 0xFF
        text = bytes([v])
        return _pad(text, flags, width)
    if conv == "s":
        p = _fetch_int(fetch, ("ptr",))
        s = b"(null)" if p == 0 else read_str(p)
        if prec is not None:
            s = s[: int(prec)]
        return _pad(s, flags, width)
    if conv == "p":
        p = _fetch_int(fetch, ("ptr",))
        text = b"(nil)" if p == 0 else f"0x{p:x}".encode()
        return _pad(text, flags, width)
    if conv == "n":
        fetch(("ptr",))
        return b""
    # floating point
    if length == "L" and quad_long_double:
        return format_quad(conv, flags, width, prec, _fetch_int(fetch, ("quad",)))
    if length == "L":                        # long double: exact (emu/longdouble.py)
        ld = fetch(("long double",))
        if not isinstance(ld, float):
            return format_long(conv, flags, width, prec, ld)
        d = ld                               # long double is a double here (SPARC V8)
    else:
        d = _fetch_double(fetch)
    if conv in "aA" and not (math.isinf(d) or math.isnan(d)):
        hex_text = float.hex(d)
        if prec is None:        # glibc drops the trailing zeros: 0x1.8p+1, 0x1p+0
            mant, _, exp = hex_text.partition("p")
            hex_text = (mant.rstrip("0").rstrip(".") if "." in mant else mant) + "p" + exp
        return _pad((hex_text.upper() if conv == "A" else hex_text).encode(), flags, width)
    if math.isinf(d) or math.isnan(d):
        special = ("nan" if math.isnan(d) else "inf")
        if math.copysign(1.0, d) < 0:
            special = "-" + special
        elif "+" in flags:
            special = "+" + special
        elif " " in flags:
            special = " " + special
        if conv in "FEG":
            special = special.upper()
        return _pad(special.encode(), flags.replace("0", ""), width)
    return (spec + conv).__mod__(d).encode()


def _int_text(v: int, conv: str, flags: str, width: str, prec: str | None) -> bytes:
    if conv == "d":
        digits = str(abs(v))
        sign = "-" if v < 0 else ("+" if "+" in flags else (" " if " " in flags else ""))
    else:
        digits = {"o": "%o", "u": "%d", "x": "%x", "X": "%X"}[conv] % v
        sign = ""
    if prec is not None:
        p = int(prec)
        if p == 0 and v == 0:
            digits = ""
        digits = digits.rjust(p, "0")
    if "#" in flags and v != 0:
        if conv == "x":
            sign += "0x"
        elif conv == "X":
            sign += "0X"
        elif conv == "o" and not digits.startswith("0"):
            digits = "0" + digits
    w = int(width) if width else 0
    body = sign + digits
    if len(body) < w:
        if "-" in flags:
            body = body.ljust(w)
        elif "0" in flags and prec is None:
            body = sign + digits.rjust(w - len(sign), "0")
        else:
            body = body.rjust(w)
    return body.encode()


def _pad(text: bytes, flags: str, width: str) -> bytes:
    w = int(width) if width else 0
    if len(text) >= w:
        return text
    return text.ljust(w) if "-" in flags else text.rjust(w)


# ---------------------------------------------------------------- long double (binary128)

def _round_half_even(x: Fraction) -> int:
    q, r = divmod(x.numerator, x.denominator)
    twice = 2 * r
    if twice > x.denominator or (twice == x.denominator and q & 1):
        q += 1
    return q


def _digits(n: int) -> str:
    """str(n) for n >= 0 of any size (Python refuses str() of ints over 4300 digits;
    %Lf of 1e4000 has 4001)."""
    if n.bit_length() < 4000:
        return str(n)
    q, r = divmod(n, 10 ** 1000)
    return _digits(q) + str(r).rjust(1000, "0")


def _fixed(v: Fraction, p: int, alt: bool) -> str:
    n = _round_half_even(v * 10 ** p)
    digits = _digits(n).rjust(p + 1, "0")
    text = digits[:len(digits) - p] + ("." + digits[len(digits) - p:] if p else "")
    return text + "." if alt and not p else text


def _exp_parts(v: Fraction, p: int) -> tuple[str, int]:
    """The p+1 significant digits of v (> 0), correctly rounded, and the exponent."""
    x = int((v.numerator.bit_length() - v.denominator.bit_length()) * 0.30103)  # 10^x near v
    while v >= Fraction(10) ** (x + 1):
        x += 1
    while v < Fraction(10) ** x:
        x -= 1
    n = _round_half_even(v * Fraction(10) ** (p - x))
    if n >= 10 ** (p + 1):
        n //= 10
        x += 1
    return _digits(n), x


def _sci(digits: str, x: int, alt: bool, upper: bool) -> str:
    mant = digits[0] + ("." + digits[1:] if len(digits) > 1 or alt else "")
    return f"{mant}{'E' if upper else 'e'}{'-' if x < 0 else '+'}{abs(x):02d}"


def format_quad(conv: str, flags: str, width: str, prec: str | None, bits: int) -> bytes:
    """printf's %Lf %Le %Lg %La (and upper-case forms) of a binary128 value, exactly as
    glibc prints it: the exact binary value rounded once to the decimal digits asked for
    (ties to even)."""
    s, e, f = F128.fields(bits)
    sign = "-" if s else ("+" if "+" in flags else (" " if " " in flags else ""))
    upper = conv in "FEGA"
    if e == F128.emax:
        text = ("nan" if f else "inf")
        return _pad((sign + (text.upper() if upper else text)).encode(), flags.replace("0", ""),
                    width)
    sig = f | (1 << F128.mbits if e else 0)
    exp2 = (e or 1) - F128.bias - F128.mbits
    v = Fraction(sig) * Fraction(2) ** exp2
    alt = "#" in flags
    c = conv.lower()
    if c == "a":
        raise NotImplementedError("printf %La of a binary128 long double")
    p = 6 if prec is None else int(prec)
    if c == "f":
        body = _fixed(v, p, alt)
    elif c == "e":
        body = _sci(*_exp_parts(v, p), alt, upper) if v else _sci("0" * (p + 1), 0, alt, upper)
    else:
        p = p or 1
        x = _exp_parts(v, p - 1)[1] if v else 0
        if p > x >= -4:
            body = _fixed(v, p - 1 - x, alt)
        else:
            body = _sci(*_exp_parts(v, p - 1), alt, upper)
        if not alt and "." in body:
            mant, _, tail = body.partition("e" if not upper else "E")
            mant = mant.rstrip("0").rstrip(".")
            body = mant + ((("E" if upper else "e") + tail) if tail else "")
    w = int(width) if width else 0
    if "0" in flags and "-" not in flags and len(sign) + len(body) < w:
        body = body.rjust(w - len(sign), "0")
    return _pad((sign + body).encode(), flags, width)
