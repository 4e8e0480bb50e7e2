"""libgcc's conversions between x86 extended precision (`long double` on x86-64) and
i128, binary128 (`__float128`) and binary16 (`_Float16`), which llc-16 calls for those
`fptosi/fptoui/sitofp/uitofp/fpext/fptrunc` (targets/x86_64/x87.py):

    __int128 __fixxfti(long double)        unsigned __int128 __fixunsxfti(long double)
    long double __floattixf(__int128)      long double __floatuntixf(unsigned __int128)
    __float128 __extendxftf2(long double)  long double __trunctfxf2(__float128)
    long double __extendhfxf2(_Float16)    _Float16 __truncxfhf2(long double)

Each rounds once, to nearest even (the extensions are exact), through MPFR: values come
and go as emu/longdouble.py's exact numbers, binary128/binary16 through emu/softfloat.py.
A NaN keeps its sign and becomes the target format's quiet NaN (pylli's x87 decoding
keeps no payload). Out-of-range float-to-integer conversions (undefined in C) saturate
by sign; a NaN converts to 0.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gmpy2

from pyllc.emu.longdouble import X87
from pyllc.emu.softfloat import F16, F128, Fmt

Handler = Callable[[Any, Any], None]


def _nan_bits(fmt: Fmt, negative: bool) -> int:
    return fmt.pack(1 if negative else 0, fmt.emax, fmt.quiet)


def _from_bits(fmt: Fmt, bits: int) -> Any:
    if fmt.is_nan(bits):
        return gmpy2.copy_sign(gmpy2.nan(), gmpy2.mpfr(-1 if bits >> (fmt.bits - 1) else 1))
    return fmt.value(bits)


def _to_bits(fmt: Fmt, v: Any) -> int:
    if gmpy2.is_nan(v):
        return _nan_bits(fmt, gmpy2.is_signed(v))
    return fmt.round(v)


def _fix(signed: bool) -> Handler:
    lo, hi = (-(1 << 127), (1 << 127) - 1) if signed else (0, (1 << 128) - 1)

    def run(rt: Any, f: Any) -> None:
        x = f.long_double()
        if gmpy2.is_nan(x):
            r = 0
        elif gmpy2.is_infinite(x):
            r = lo if x < 0 else hi
        else:
            with gmpy2.context(X87):            # exact: 64 bits hold the integer part
                r = min(max(int(gmpy2.trunc(x)), lo), hi)
        f.ret_int(r, 128)
    return run


def _float(signed: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        v = f.int(128)
        if signed and v >> 127:
            v -= 1 << 128
        f.ret_long_double([v])          # encode_x87 rounds the exact integer once
    return run


def _half_arg(f: Any) -> int:
    """A binary16 argument: the low 16 bits of xmm0 as llc-16 passes it (`half_in_fp`)."""
    if f.abi.get("half_in_fp"):
        regs = f.abi["fp_regs"]
        v = f.uc.reg_read(regs[f.next_fp])
        f.next_fp += 1
        return int(v) & 0xFFFF
    return f.int(32) & 0xFFFF


def _extendxftf2(rt: Any, f: Any) -> None:
    f.ret_quad(_to_bits(F128, f.long_double()))        # exact: 64 bits fit in 113


def _trunctfxf2(rt: Any, f: Any) -> None:
    f.ret_long_double([_from_bits(F128, f.quad())])


def _extendhfxf2(rt: Any, f: Any) -> None:
    f.ret_long_double([_from_bits(F16, _half_arg(f))])


def _truncxfhf2(rt: Any, f: Any) -> None:
    bits = _to_bits(F16, f.long_double())
    if f.abi.get("half_in_fp"):
        f._ret_fp(bits, 16)             # xmm0's low 16 bits, as quad_calls returns halves
    else:
        f.ret_int(bits, 32)


XF_CONVERSIONS: dict[str, Handler] = {
    "__fixxfti": _fix(True), "__fixunsxfti": _fix(False),
    "__floattixf": _float(True), "__floatuntixf": _float(False),
    "__extendxftf2": _extendxftf2, "__trunctfxf2": _trunctfxf2,
    "__extendhfxf2": _extendhfxf2, "__truncxfhf2": _truncxfhf2,
}
# the ones returning a long double leave one value in the x87 stack (the stub's count)
XF_X87_RESULTS = {"__floattixf": 1, "__floatuntixf": 1, "__trunctfxf2": 1, "__extendhfxf2": 1}
