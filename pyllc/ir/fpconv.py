"""Floating-point literal conversions between LLVM's textual forms and raw bit patterns.

LLVM reads a decimal literal as a double and requires it to convert exactly to the
constant's type; `0x` hex is the bits of a double (converted the same way); `0xK`,
`0xL`, `0xM`, `0xH`, `0xR` give the bits of x86_fp80, fp128, ppc_fp128, half, bfloat.
"""
from __future__ import annotations

import struct

__all__ = ["decimal_bits", "double_to_kind", "format_fp", "hex_bits"]

_M52 = (1 << 52) - 1


def _dbits(d: float) -> int:
    bits: int = struct.unpack("<Q", struct.pack("<d", d))[0]
    return bits


def _bits_d(b: int) -> float:
    value: float = struct.unpack("<d", struct.pack("<Q", b))[0]
    return value


def _narrow(db: int, total: int, ebits: int, mbits: int, fmt: str) -> int | None:
    """Exact conversion of double bits to a narrower IEEE format, or None if inexact."""
    sign = db >> 63
    e = (db >> 52) & 0x7FF
    m = db & _M52
    if e == 0x7FF:
        drop = 52 - mbits
        if m == 0:
            return (sign << (total - 1)) | (((1 << ebits) - 1) << mbits)
        if m & ((1 << drop) - 1) or not (m >> drop):
            return None
        return (sign << (total - 1)) | (((1 << ebits) - 1) << mbits) | (m >> drop)
    d = _bits_d(db)
    try:
        packed = struct.pack("<" + fmt, d)
    except (OverflowError, struct.error):
        return None
    back = struct.unpack("<" + fmt, packed)[0]
    if back != d:
        return None
    return int.from_bytes(packed, "little")


def double_to_kind(db: int, kind: str) -> int | None:
    """Convert double bits exactly to `kind`'s bits; None when the value does not fit exactly."""
    if kind == "double":
        return db
    if kind == "float":
        return _narrow(db, 32, 8, 23, "f")
    if kind == "half":
        return _narrow(db, 16, 5, 10, "e")
    if kind == "bfloat":
        fb = _narrow(db, 32, 8, 23, "f")
        if fb is None or fb & 0xFFFF:
            return None
        return fb >> 16
    sign = db >> 63
    e = (db >> 52) & 0x7FF
    m = db & _M52
    if kind == "ppc_fp128":
        return db  # high double = value, low double = +0.0 (low 64 bits hold the high double)
    if kind == "x86_fp80":
        if e == 0 and m == 0:
            return sign << 79
        if e == 0x7FF:
            return (sign << 79) | (0x7FFF << 64) | (1 << 63) | (m << 11)
        if e == 0:
            n = m.bit_length()
            exp = (n - 1 - 1074) + 16383
            return (sign << 79) | (exp << 64) | (m << (64 - n))
        return (sign << 79) | ((e - 1023 + 16383) << 64) | (1 << 63) | (m << 11)
    if kind == "fp128":
        if e == 0 and m == 0:
            return sign << 127
        if e == 0x7FF:
            return (sign << 127) | (0x7FFF << 112) | (m << 60)
        if e == 0:
            n = m.bit_length()
            exp = (n - 1 - 1074) + 16383
            return (sign << 127) | (exp << 112) | ((m << (113 - n)) & ((1 << 112) - 1))
        return (sign << 127) | ((e - 1023 + 16383) << 112) | (m << 60)
    return None


def decimal_bits(text: str, kind: str) -> int | None:
    """Bits of a decimal literal for `kind`, or None if not exactly representable."""
    try:
        d = float(text)
    except ValueError:
        return None
    return double_to_kind(_dbits(d), kind)


_HEX_DIGITS = {"K": 20, "L": 32, "M": 32, "H": 4, "R": 4}
_HEX_KIND = {"K": "x86_fp80", "L": "fp128", "M": "ppc_fp128", "H": "half", "R": "bfloat"}


def hex_bits(text: str, kind: str) -> tuple[int | None, str]:
    """Bits of a hex literal (`0x...`, `0xK...` ...) for `kind`; (None, reason) when invalid."""
    body = text[2:]
    if body and body[0] in _HEX_DIGITS:
        letter, digits = body[0], body[1:]
        if _HEX_KIND[letter] != kind:
            return None, f"floating point constant does not have type '{kind}'"
        if len(digits) > _HEX_DIGITS[letter]:
            return None, "hexadecimal floating point constant too large"
        if letter in "LM":
            digits = digits.rjust(32, "0")
            return (int(digits[16:], 16) << 64) | int(digits[:16], 16), ""
        return int(digits, 16), ""
    if kind in ("x86_fp80", "fp128", "ppc_fp128"):
        return None, f"floating point constant does not have type '{kind}'"
    if len(body) > 16:
        return None, "hexadecimal floating point constant too large"
    r = double_to_kind(int(body, 16), kind)
    if r is None:
        return None, "floating point constant invalid for type"
    return r, ""


def _f32_to_dbits(b: int) -> int:
    sign, e, m = b >> 31, (b >> 23) & 0xFF, b & 0x7FFFFF
    if e == 0xFF:
        return (sign << 63) | (0x7FF << 52) | (m << 29)
    return _dbits(struct.unpack("<f", struct.pack("<I", b))[0])


def format_fp(kind: str, bits: int) -> str:
    """LLVM's spelling: short decimal when it reads back exactly, else hex."""
    if kind == "half":
        return f"0xH{bits:04X}"
    if kind == "bfloat":
        return f"0xR{bits:04X}"
    if kind == "x86_fp80":
        return f"0xK{bits:020X}"
    if kind in ("fp128", "ppc_fp128"):
        p = "0xL" if kind == "fp128" else "0xM"
        return p + f"{bits & ((1 << 64) - 1):016X}{bits >> 64:016X}"
    db = bits if kind == "double" else _f32_to_dbits(bits)
    e = (db >> 52) & 0x7FF
    if e != 0x7FF:
        d = _bits_d(db)
        s = f"{d:e}"
        if float(s) == d and (kind == "double" or double_to_kind(_dbits(float(s)), kind) == bits):
            return s
    return f"0x{db:016X}"
