"""The runtime's binary128 (`long double` on AArch64 and RISC-V) and binary16 helpers:
libgcc's soft-fp entry points (`__addtf3 ... __unordtf2`, conversions), `long double`
libm (`sqrtl fabsl fmodl ...`) and `__multc3 / __divtc3`, served by emu/softfloat.py.

Arguments and results move with the target's calling convention through `CallFrame.quad`
/ `ret_quad` (q registers on AArch64, integer register pairs on RISC-V; emu/abi.py).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gmpy2

from pyllc.emu.complex_arith import Limits, complex_div, complex_mul, exact
from pyllc.emu.softfloat import (
    CANONICAL,
    F16,
    F32,
    F64,
    F128,
    PROPAGATE,
    PROPAGATE_NEG,
    Fmt,
    NanRule,
    arith,
    compare,
    convert,
    from_int,
    to_int,
)

Handler = Callable[[Any, Any], None]
QUAD_FUNCTIONS: dict[str, Handler] = {}
_INT_BITS = {"si": 32, "di": 64, "ti": 128}


def rule_of(f: Any) -> NanRule:
    kind = f.abi.get("soft_nan")
    return CANONICAL if kind == "canonical" else PROPAGATE_NEG if kind == "propagate_neg" \
        else PROPAGATE


def _signed(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def ret_i32(f: Any, v: int) -> None:
    """A C `int`/`unsigned` result: sign-extended to the register on 64-bit targets
    (RV64's ABI rule, harmless on AArch64)."""
    if f.word == 8:
        f.ret_int(_signed(v, 32), 64)
    else:
        f.ret_int(v & 0xFFFFFFFF, 32)


# ---- fp argument and result access by format (binary16 travels as the low 16 bits of
# a float register on AArch64, of an integer register elsewhere: `half_in_fp`)

def _get(f: Any, fmt: Fmt) -> int:
    if fmt is F128:
        return f.quad()
    if fmt is F64:
        return f.int(64) if f.abi.get("fp_in_int") else _raw_fp(f, 64)
    if fmt is F32:
        return f.int(32) if f.abi.get("fp_in_int") else _raw_fp(f, 32)
    if f.abi.get("half_in_fp"):
        return _raw_fp(f, 16)
    return f.int(32) & 0xFFFF


def _raw_fp(f: Any, bits: int) -> int:
    regs = f.abi["fp_regs"]
    if f.next_fp < len(regs):
        v = f.uc.reg_read(regs[f.next_fp])
        f.next_fp += 1
        return int(v) & ((1 << bits) - 1)
    return int(f.int(64)) & ((1 << bits) - 1)


def _put(f: Any, fmt: Fmt, bits: int) -> None:
    if fmt is F128:
        f.ret_quad(bits)
    elif fmt is F16 and not f.abi.get("half_in_fp"):
        f.ret_int(bits, 32)
    else:
        if fmt is F32 and f.abi.get("nan_box_f32"):
            bits |= 0xFFFFFFFF00000000
        elif fmt is F16 and f.abi.get("nan_box_f32"):
            bits |= 0xFFFFFFFFFFFF0000
        f._ret_fp(bits, fmt.bits)


# ---- libgcc soft-fp

def _arith(op: str) -> Handler:
    def run(rt: Any, f: Any) -> None:
        a, b = f.quad(), f.quad()
        f.ret_quad(arith(op, F128, (a, b), rule_of(f)))
    return run


for _op in ("add", "sub", "mul", "div"):
    QUAD_FUNCTIONS[f"__{_op}tf3"] = _arith(_op)


def _neg(rt: Any, f: Any) -> None:
    f.ret_quad(f.quad() ^ 1 << 127)


QUAD_FUNCTIONS["__negtf2"] = _neg


def _cmp(kind: str) -> Handler:
    unordered = {"eq": 1, "ne": 1, "lt": 2, "le": 2, "gt": -2, "ge": -2}.get(kind, 1)

    def run(rt: Any, f: Any) -> None:
        c = compare(F128, f.quad(), f.quad())
        if kind == "unord":
            r = int(c is None)
        elif c is None:
            r = unordered
        else:
            r = abs(c) if kind in ("eq", "ne") else c
        ret_i32(f, r)
    return run


for _k in ("eq", "ne", "lt", "le", "gt", "ge", "unord"):
    QUAD_FUNCTIONS[f"__{_k}tf2"] = _cmp(_k)


def _fix(bits: int, signed: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        r = to_int(F128, f.quad(), bits, signed)
        if bits == 32:
            ret_i32(f, r)
        else:
            f.ret_int(r, bits)
    return run


def _float(bits: int, signed: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        v = f.int(bits) & ((1 << bits) - 1)
        f.ret_quad(from_int(F128, _signed(v, bits) if signed else v))
    return run


for _s, _bits in _INT_BITS.items():
    QUAD_FUNCTIONS[f"__fixtf{_s}"] = _fix(_bits, True)
    QUAD_FUNCTIONS[f"__fixunstf{_s}"] = _fix(_bits, False)
    QUAD_FUNCTIONS[f"__float{_s}tf"] = _float(_bits, True)
    QUAD_FUNCTIONS[f"__floatun{_s}tf"] = _float(_bits, False)


def _conv(src: Fmt, dst: Fmt) -> Handler:
    def run(rt: Any, f: Any) -> None:
        _put(f, dst, convert(src, dst, _get(f, src), rule_of(f)))
    return run


_ABBR = {"hf": F16, "sf": F32, "df": F64, "tf": F128}
for _a, _fa in _ABBR.items():
    for _b, _fb in _ABBR.items():
        if _fa.bits < _fb.bits:
            QUAD_FUNCTIONS[f"__extend{_a}{_b}2"] = _conv(_fa, _fb)
            QUAD_FUNCTIONS[f"__trunc{_b}{_a}2"] = _conv(_fb, _fa)
QUAD_FUNCTIONS["__gnu_h2f_ieee"] = QUAD_FUNCTIONS["__extendhfsf2"]
QUAD_FUNCTIONS["__gnu_f2h_ieee"] = QUAD_FUNCTIONS["__truncsfhf2"]


# ---- long double libm (exact or correctly rounded, as glibc's binary128 libm is for these)

def _libm1(fn: Callable[[Any], Any]) -> Handler:
    def run(rt: Any, f: Any) -> None:
        x = f.quad()
        if F128.is_nan(x):
            f.ret_quad(x | F128.quiet)
            return
        with gmpy2.context(F128.ctx):
            r = fn(F128.value(x))
        f.ret_quad(F128.encode(r) if not gmpy2.is_nan(r) else F128.default_nan(rule_of(f)))
    return run


for _name, _fn in (("floorl", gmpy2.rint_floor), ("ceill", gmpy2.rint_ceil), ("truncl", gmpy2.rint_trunc),
                   ("roundl", gmpy2.round_away), ("rintl", gmpy2.rint),
                   ("nearbyintl", gmpy2.rint), ("sqrtl", gmpy2.sqrt)):
    QUAD_FUNCTIONS[_name] = _libm1(_fn)
QUAD_FUNCTIONS["fabsl"] = lambda rt, f: f.ret_quad(f.quad() & ~(1 << 127))


def _copysignl(rt: Any, f: Any) -> None:
    x, y = f.quad(), f.quad()
    f.ret_quad(x & ~(1 << 127) | y & 1 << 127)


def _fmodl(rt: Any, f: Any) -> None:
    x, y = f.quad(), f.quad()
    rule = rule_of(f)
    if F128.is_nan(x) or F128.is_nan(y):
        f.ret_quad((x if F128.is_nan(x) else y) | F128.quiet)
        return
    vx, vy = F128.value(x), F128.value(y)
    if gmpy2.is_infinite(vx) or gmpy2.is_zero(vy):
        f.ret_quad(F128.default_nan(rule))
        return
    with gmpy2.context(F128.ctx):
        r = gmpy2.fmod(vx, vy)
    f.ret_quad(F128.encode(r))


def _minmax(is_max: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        x, y = f.quad(), f.quad()
        if F128.is_nan(x) or F128.is_nan(y):
            f.ret_quad(y if F128.is_nan(x) else x)
            return
        c = compare(F128, x, y)
        if c == 0:      # +0 vs -0: fmax gives +0, fmin -0
            pick = (x if not x >> 127 else y) if is_max else (x if x >> 127 else y)
        else:
            pick = x if (c == 1) == is_max else y
        f.ret_quad(pick)
    return run


def _fmal(rt: Any, f: Any) -> None:
    a, b, c = f.quad(), f.quad(), f.quad()
    f.ret_quad(arith("fma", F128, (a, b, c), rule_of(f)))


QUAD_FUNCTIONS.update({"copysignl": _copysignl, "fmodl": _fmodl, "fminl": _minmax(False),
                       "fmaxl": _minmax(True), "fmal": _fmal})


# ---- long double _Complex: libgcc's __multc3 / __divtc3 (emu/complex_arith.py's
# algorithms on mpfr numbers, every operation rounded to binary128)

def _quad_limits() -> Limits:
    with gmpy2.context(F128.ctx):
        return Limits(F128.value(0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF), F128.value(0x0001 << 112),
                      F128.value(0x3F8F << 112))


_QUAD_LIMITS = _quad_limits()


def _mpfr_of(x: int) -> Any:
    return gmpy2.nan() if F128.is_nan(x) else F128.value(x)


def _bits_of(v: Any, rule: NanRule) -> int:
    return F128.default_nan(rule) if gmpy2.is_nan(v) else F128.encode(v)


def _complex(divide: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        sret = None if f.abi.get("quad_regs") else f.ptr()
        a, b, c, d = (_mpfr_of(f.quad()) for _ in range(4))
        with gmpy2.context(F128.ctx):
            if divide:
                x, y = complex_div(a, b, c, d, exact, _QUAD_LIMITS)
            else:
                x, y = complex_mul(a, b, c, d, exact)
            x, y = gmpy2.mpfr(x), gmpy2.mpfr(y)
        rule = rule_of(f)
        rx, ry = _bits_of(x, rule), _bits_of(y, rule)
        if sret is None:
            f.ret_quad_pair(rx, ry)
        else:
            if f.abi["big_endian"]:
                rt.write(sret, rx.to_bytes(16, "big") + ry.to_bytes(16, "big"))
            else:
                rt.write(sret, rx.to_bytes(16, "little") + ry.to_bytes(16, "little"))
    return run


QUAD_FUNCTIONS["__multc3"] = _complex(False)


# ---- SPARC V8's _Q_* quad routines (SPARC Compliance Definition): binary128 operands
# by address (big-endian in memory), a binary128 result through the structure-return
# word at %sp+64, after which the caller's `unimp` is skipped

def _q_arg(rt: Any, f: Any) -> int:
    return int.from_bytes(rt.read(f.ptr(), 16), "big")


def _q_ret(rt: Any, f: Any, bits: int) -> None:
    sp = f.uc.reg_read(f.abi["sp"])
    dst = int.from_bytes(rt.read(sp + f.abi["sret_slot"], 4), "big")
    rt.write(dst, bits.to_bytes(16, "big"))
    reg, skip = f.abi["sret_skip"]
    f.uc.reg_write(reg, f.uc.reg_read(reg) + skip)


def _q_arith(op: str, unary: bool = False) -> Handler:
    def run(rt: Any, f: Any) -> None:
        ops = (_q_arg(rt, f),) if unary else (_q_arg(rt, f), _q_arg(rt, f))
        _q_ret(rt, f, arith(op, F128, ops, rule_of(f)))
    return run


def _q_cmp(kind: str) -> Handler:
    def run(rt: Any, f: Any) -> None:
        c = compare(F128, _q_arg(rt, f), _q_arg(rt, f))
        if kind == "cmp":
            r = 3 if c is None else {0: 0, -1: 1, 1: 2}[c]
        else:
            r = int(c is not None and {"eq": c == 0, "ne": c != 0, "lt": c < 0, "le": c <= 0,
                                       "gt": c > 0, "ge": c >= 0}[kind])
            if kind == "ne" and c is None:
                r = 1
        ret_i32(f, r)
    return run


def _q_to(fmt: Fmt) -> Handler:
    def run(rt: Any, f: Any) -> None:
        _put(f, fmt, convert(F128, fmt, _q_arg(rt, f), rule_of(f)))
    return run


def _q_from(fmt: Fmt) -> Handler:
    def run(rt: Any, f: Any) -> None:
        _q_ret(rt, f, convert(fmt, F128, _get(f, fmt), rule_of(f)))
    return run


def _q_to_int(bits: int, signed: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        r = to_int(F128, _q_arg(rt, f), bits, signed)
        if bits == 32:
            ret_i32(f, r)
        else:
            f.ret_int(r, bits)
    return run


def _q_from_int(bits: int, signed: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        v = f.int(bits) & ((1 << bits) - 1)
        _q_ret(rt, f, from_int(F128, _signed(v, bits) if signed else v))
    return run


QUAD_FUNCTIONS.update({
    "_Q_add": _q_arith("add"), "_Q_sub": _q_arith("sub"), "_Q_mul": _q_arith("mul"),
    "_Q_div": _q_arith("div"), "_Q_sqrt": _q_arith("sqrt", unary=True),
    "_Q_cmp": _q_cmp("cmp"), "_Q_feq": _q_cmp("eq"), "_Q_fne": _q_cmp("ne"),
    "_Q_flt": _q_cmp("lt"), "_Q_fle": _q_cmp("le"), "_Q_fgt": _q_cmp("gt"),
    "_Q_fge": _q_cmp("ge"), "_Q_qtos": _q_to(F32), "_Q_qtod": _q_to(F64),
    "_Q_stoq": _q_from(F32), "_Q_dtoq": _q_from(F64),
    "_Q_qtoi": _q_to_int(32, True), "_Q_qtou": _q_to_int(32, False),
    "_Q_qtoll": _q_to_int(64, True), "_Q_qtoull": _q_to_int(64, False),
    "_Q_itoq": _q_from_int(32, True), "_Q_utoq": _q_from_int(32, False),
    "_Q_lltoq": _q_from_int(64, True), "_Q_ulltoq": _q_from_int(64, False),
})
QUAD_FUNCTIONS["__divtc3"] = _complex(True)

__all__ = ["QUAD_FUNCTIONS", "rule_of", "ret_i32"]
