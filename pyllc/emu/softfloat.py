"""IEEE binary floating point on bit patterns, for the runtime's soft-float helpers
(libgcc's `__addtf3 __fixtfdi __extendhfsf2 ...`, SPARC's `_Q_add ...`) and for
printing `long double`.

Arithmetic is done by MPFR (gmpy2) in the format's own context, `gmpy2.ieee(bits)`:
precision 113 for binary128 (11 for binary16), the format's exponent range, and MPFR's
subnormal emulation, so each operation is rounded once, to nearest-even, exactly as
IEEE 754 requires, subnormals and overflow to infinity included.

What IEEE leaves to the implementation follows libgcc's soft-fp (what native programs on
these targets call), described by a `NanRule`:
- the NaN an invalid operation makes (inf - inf, 0 * inf, sqrt(-1)): the default NaN,
  sign and quiet bit set per target (`default_sign`);
- the NaN an operation on NaNs returns: a canonical NaN (RISC-V), or the operand's
  payload with the quiet bit set (`keep_payload`; of two NaNs, the first unless only
  the second is signaling, soft-fp's `_FP_CHOOSENAN` on AArch64);
- float -> integer conversions saturate (NaN by its sign), soft-fp's `_FP_TO_INT`;
- comparisons return soft-fp's values (`__lttf2`: -1, 0, 1 and 2 for unordered).
"""
from __future__ import annotations

from typing import Any

import gmpy2

from pyllc.record import record

# name -> (exponent bits, fraction bits)
FORMATS = {"f16": (5, 10), "f32": (8, 23), "f64": (11, 52), "f128": (15, 112)}
_CONTEXTS = {vt: gmpy2.ieee(1 + e + m) for vt, (e, m) in FORMATS.items()}


@record(frozen=True, slots=True)
class NanRule:
    """How a target's soft-fp makes and propagates NaNs (see the module docstring)."""
    keep_payload: bool
    default_sign: int
    default_all_ones: bool = False      # the default NaN's fraction: all ones, or quiet bit


CANONICAL = NanRule(keep_payload=False, default_sign=0)                  # RISC-V
PROPAGATE = NanRule(keep_payload=True, default_sign=0, default_all_ones=True)  # AArch64
PROPAGATE_NEG = NanRule(keep_payload=True, default_sign=1)               # x86-64


class Fmt:
    """Field layout of one binary format."""

    def __init__(self, vt: str) -> None:
        self.vt = vt
        self.ebits, self.mbits = FORMATS[vt]
        self.bits = 1 + self.ebits + self.mbits
        self.emax = (1 << self.ebits) - 1
        self.bias = (1 << (self.ebits - 1)) - 1
        self.quiet = 1 << (self.mbits - 1)
        self.ctx = _CONTEXTS[vt]
        self.wide = gmpy2.context(precision=128)       # holds every value exactly

    def fields(self, x: int) -> tuple[int, int, int]:
        return x >> (self.bits - 1) & 1, x >> self.mbits & self.emax, x & ((1 << self.mbits) - 1)

    def pack(self, sign: int, exp: int, frac: int) -> int:
        return sign << (self.bits - 1) | exp << self.mbits | frac

    def is_nan(self, x: int) -> bool:
        _, e, f = self.fields(x)
        return e == self.emax and f != 0

    def is_snan(self, x: int) -> bool:
        return self.is_nan(x) and not x & self.quiet

    def default_nan(self, rule: NanRule) -> int:
        frac = (self.quiet << 1) - 1 if rule.default_all_ones else self.quiet
        return self.pack(rule.default_sign, self.emax, frac)

    def value(self, x: int) -> Any:
        """The exact value of a non-NaN pattern as an mpfr (infinities included)."""
        s, e, f = self.fields(x)
        with gmpy2.context(self.wide):
            v = self._magnitude(e, f)
            return -v if s else v

    def _magnitude(self, e: int, f: int) -> Any:
        if e == self.emax:
            v = gmpy2.inf()
        elif e == 0:
            v = (gmpy2.mul_2exp(gmpy2.mpfr(f, self.mbits + 1), 1 - self.bias - self.mbits)
                 if f else gmpy2.mpfr(0))
        else:
            v = gmpy2.mul_2exp(gmpy2.mpfr(f | 1 << self.mbits, self.mbits + 1),
                               e - self.bias - self.mbits)
        return v

    def encode(self, v: Any) -> int:
        """The pattern of `v` (an mpfr already rounded to this format, or a NaN)."""
        if gmpy2.is_nan(v):
            return self.pack(0, self.emax, self.quiet)
        s = 1 if gmpy2.is_signed(v) else 0
        if gmpy2.is_infinite(v):
            return self.pack(s, self.emax, 0)
        if gmpy2.is_zero(v):
            return self.pack(s, 0, 0)
        m, ex = v.as_mantissa_exp()                # v = m * 2^ex (abs() would round)
        m, ex = abs(int(m)), int(ex)
        tz = (m & -m).bit_length() - 1             # make m odd
        m, ex = m >> tz, ex + tz
        top = m.bit_length() - 1 + ex              # v in [2^top, 2^(top+1))
        e = top + self.bias
        if e <= 0:                                 # subnormal: frac * 2^(1-bias-mbits)
            return self.pack(s, 0, m << (ex - (1 - self.bias - self.mbits)))
        frac = m << (ex - (top - self.mbits)) if ex >= top - self.mbits else 0
        return self.pack(s, e, frac & ((1 << self.mbits) - 1))

    def round(self, v: Any) -> int:
        """Round an exact mpfr (any precision) into this format."""
        with gmpy2.context(self.ctx):
            r = gmpy2.mpfr(v)
        return self.encode(r)


F16, F32, F64, F128 = (Fmt(vt) for vt in ("f16", "f32", "f64", "f128"))
BY_VT = {"f16": F16, "f32": F32, "f64": F64, "f128": F128}


def _quiet_nan(fmt: Fmt, x: int, rule: NanRule) -> int:
    return x | fmt.quiet if rule.keep_payload else fmt.default_nan(rule)


def _nan_operand(fmt: Fmt, ops: tuple[int, ...], rule: NanRule) -> int | None:
    """The result of an operation with a NaN operand, or None when there is none."""
    nans = [x for x in ops if fmt.is_nan(x)]
    if not nans:
        return None
    pick = nans[0]
    if len(nans) > 1 and not fmt.is_snan(nans[0]) and fmt.is_snan(nans[1]):
        pick = nans[1]
    return _quiet_nan(fmt, pick, rule)


def arith(op: str, fmt: Fmt, ops: tuple[int, ...], rule: NanRule) -> int:
    """`add sub mul div sqrt fma` on patterns, correctly rounded."""
    n = _nan_operand(fmt, ops, rule)
    if n is not None:
        return n
    vals = [fmt.value(x) for x in ops]
    with gmpy2.context(fmt.ctx):
        if op == "add":
            r = vals[0] + vals[1]
        elif op == "sub":
            r = vals[0] - vals[1]
        elif op == "mul":
            r = vals[0] * vals[1]
        elif op == "div":
            r = vals[0] / vals[1]
        elif op == "sqrt":
            r = gmpy2.sqrt(vals[0])
        elif op == "fma":
            r = gmpy2.fma(vals[0], vals[1], vals[2])
        else:
            raise KeyError(op)
    if gmpy2.is_nan(r):
        return fmt.default_nan(rule)
    return fmt.encode(r)


def convert(src: Fmt, dst: Fmt, x: int, rule: NanRule) -> int:
    """Extend or truncate between formats. A NaN keeps its sign and the top bits of its
    payload and becomes quiet, except that a narrowing gives the default NaN where the
    target's soft-fp does not keep payloads (RISC-V's FP_TRUNC; its FP_EXTEND keeps)."""
    if src.is_nan(x):
        if dst.mbits < src.mbits and not rule.keep_payload:
            return dst.default_nan(rule)
        s, _, f = src.fields(x)
        shift = dst.mbits - src.mbits
        f = f << shift if shift >= 0 else f >> -shift
        return dst.pack(s, dst.emax, f | dst.quiet)
    return dst.round(src.value(x))


def compare(fmt: Fmt, a: int, b: int) -> int | None:
    """-1, 0, 1, or None when unordered."""
    if fmt.is_nan(a) or fmt.is_nan(b):
        return None
    va, vb = fmt.value(a), fmt.value(b)
    return -1 if va < vb else (1 if va > vb else 0)


def to_int(fmt: Fmt, x: int, bits: int, signed: bool) -> int:
    """Truncate toward zero, saturating as soft-fp does (a two's-complement result)."""
    s, e, _ = fmt.fields(x)
    if e < fmt.bias:                               # |x| < 1 (zeros, subnormals)
        return 0
    mag = None if e == fmt.emax else _trunc_magnitude(fmt, x)
    if signed:
        if mag is None or mag >= 1 << (bits - 1):
            r = -(1 << (bits - 1)) if s else (1 << (bits - 1)) - 1
        else:
            r = -mag if s else mag
    elif s:
        r = 0
    else:
        r = (1 << bits) - 1 if mag is None or mag >> bits else mag
    return r & ((1 << bits) - 1)


def _trunc_magnitude(fmt: Fmt, x: int) -> int:
    """|x| truncated to an integer (x finite), by shifting its significand."""
    _, e, f = fmt.fields(x)
    sig = f | (1 << fmt.mbits if e else 0)
    shift = (e or 1) - fmt.bias - fmt.mbits
    return sig << shift if shift >= 0 else sig >> -shift


def from_int(fmt: Fmt, v: int) -> int:
    """An integer, correctly rounded (zero is +0)."""
    if v == 0:
        return 0
    return fmt.round(gmpy2.mpfr(v, max(v.bit_length(), 2)))


def exact(fmt: Fmt, x: int) -> Any:
    """The value as an mpfr with a precision that holds it exactly (for printf), or a
    NaN/infinity."""
    return fmt.value(x) if not fmt.is_nan(x) else gmpy2.nan()


__all__ = ["FORMATS", "BY_VT", "F16", "F32", "F64", "F128", "Fmt", "NanRule", "CANONICAL",
           "PROPAGATE", "PROPAGATE_NEG", "arith", "convert", "compare", "to_int", "from_int",
           "exact"]
