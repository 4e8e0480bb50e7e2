"""The C runtime pylli serves from the host (DESIGN.md "The commands"), plus the
compiler-runtime helpers generated code calls (`__muldi3`, `__divti3` ...).

Each function receives the `Runtime` and a `CallFrame` positioned at the first argument,
reads its arguments with the target's calling convention and writes its result.
"""
from __future__ import annotations

import math
import struct
from collections.abc import Callable
from typing import Any

from pyllc.emu.atomic_generic import ATOMIC_GENERIC_FUNCTIONS
from pyllc.emu.complex_arith import complex_div, complex_div_single, complex_mul, exact
from pyllc.emu.ctype_tables import CTYPE_FUNCTIONS
from pyllc.emu.libm import LIBM_FUNCTIONS
from pyllc.emu.longdouble import LONG_DOUBLE_FUNCTIONS
from pyllc.emu.printf import format_c
from pyllc.emu.quad_calls import QUAD_FUNCTIONS
from pyllc.emu.search_sort import SEARCH_SORT_FUNCTIONS
from pyllc.emu.setjmp import SETJMP_FUNCTIONS
from pyllc.emu.xf_conversions import XF_CONVERSIONS

# a handler returns None, or a generator when it calls the program (emu/guest_call.py)
Handler = Callable[[Any, Any], object]
FUNCTIONS: dict[str, Handler] = {}
# Data objects the runtime defines: name -> (size in pointer words, initial pointer value key)
DATA_SYMBOLS = ("stdout", "stderr", "stdin")


def _fn(*names: str) -> Callable[[Handler], Handler]:
    def register(f: Handler) -> Handler:
        for n in names:
            FUNCTIONS[n] = f
        return f
    return register


class ProgramExit(Exception):
    """Raised by exit()/abort() to stop emulation with a status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


# ---------------------------------------------------------------- process, heap

@_fn("exit", "_exit", "_Exit")
def _exit(rt, f):
    raise ProgramExit(f.int(32) & 0xFF)


@_fn("abort")
def _abort(rt, f):
    rt.flush()
    raise ProgramExit(134)


@_fn("__assert_fail")
def _assert_fail(rt, f):
    """glibc's failed `assert`: `file:line: function: Assertion `expr' failed.`, then
    abort()."""
    expr, file, line, fn = f.ptr(), f.ptr(), f.int(32), f.ptr()
    rt.out(2, b"%s:%d: %s: Assertion `%s' failed.\n" % (rt.cstr(file), line, rt.cstr(fn),
                                                         rt.cstr(expr)))
    rt.flush()
    raise ProgramExit(134)


def _unwinder(name: str) -> Handler:
    """An unwinder entry point: pyllc emits no unwind tables, so unwinding is a clean
    runtime error naming the call (status 139), never a jump into the unknown."""
    def unwind(rt: Any, f: Any) -> None:
        rt.flush()
        raise rt.fault(f"exception unwinding is not supported by pylli ({name} was called)")
    return unwind


# the personality routines are referenced by unwind tables (llc's objects) and called only
# by an unwinder
for _name in ("_Unwind_Resume", "_Unwind_RaiseException", "__cxa_throw",
              "__gcc_personality_v0", "__gxx_personality_v0"):
    FUNCTIONS[_name] = _unwinder(_name)


@_fn("malloc")
def _malloc(rt, f):
    f.ret_int(rt.heap.malloc(f.int(rt.ptr_bits)), rt.ptr_bits)


@_fn("calloc")
def _calloc(rt, f):
    n, size = f.int(rt.ptr_bits), f.int(rt.ptr_bits)
    p = rt.heap.malloc(n * size)
    if p and not rt.heap.last_fresh:          # fresh heap memory is zero already
        rt.write(p, bytes(n * size))
    f.ret_int(p, rt.ptr_bits)


@_fn("realloc")
def _realloc(rt, f):
    p, size = f.ptr(), f.int(rt.ptr_bits)
    new = rt.heap.malloc(size)
    if p and new:
        old = rt.heap.size_of(p)
        rt.write(new, rt.read(p, min(old, size)))
        rt.heap.free(p)
    f.ret_int(new, rt.ptr_bits)


@_fn("free")
def _free(rt, f):
    rt.heap.free(f.ptr())


@_fn("atoi")
def _atoi(rt, f):
    s = rt.cstr(f.ptr()).strip()
    num = b""
    for i, ch in enumerate(s):
        if (ch in b"+-" and i == 0) or 48 <= ch <= 57:
            num += bytes([ch])
        else:
            break
    try:
        v = int(num)
    except ValueError:
        v = 0
    f.ret_int(v, 32)


@_fn("abs")
def _abs(rt, f):
    v = f.int(32)
    v = v - (1 << 32) if v >> 31 else v
    f.ret_int(abs(v), 32)


@_fn("labs")
def _labs(rt, f):
    bits = rt.long_bits
    v = f.int(bits)
    v = v - (1 << bits) if v >> (bits - 1) else v
    f.ret_int(abs(v), bits)


@_fn("llabs")
def _llabs(rt, f):
    v = f.int(64)
    v = v - (1 << 64) if v >> 63 else v
    f.ret_int(abs(v), 64)


# ---------------------------------------------------------------- memory and strings

@_fn("memcpy", "memmove")
def _memcpy(rt, f):
    d, s, n = f.ptr(), f.ptr(), f.int(rt.ptr_bits)
    if n:
        rt.write(d, rt.read(s, n))
    f.ret_int(d, rt.ptr_bits)


@_fn("memset")
def _memset(rt, f):
    d, c, n = f.ptr(), f.int(32) & 0xFF, f.int(rt.ptr_bits)
    if n:
        rt.write(d, bytes([c]) * n)
    f.ret_int(d, rt.ptr_bits)


@_fn("memcmp", "bcmp")
def _memcmp(rt, f):
    a, b, n = f.ptr(), f.ptr(), f.int(rt.ptr_bits)
    x, y = rt.read(a, n), rt.read(b, n)
    f.ret_int(_cmp(x, y), 32)


def _cmp(x: bytes, y: bytes) -> int:
    for p, q in zip(x, y):
        if p != q:
            return p - q
    return len(x) - len(y)


@_fn("memchr")
def _memchr(rt, f):
    p, c, n = f.ptr(), f.int(32) & 0xFF, f.int(rt.ptr_bits)
    i = rt.read(p, n).find(bytes([c])) if n else -1
    f.ret_int(0 if i < 0 else p + i, rt.ptr_bits)


@_fn("strlen")
def _strlen(rt, f):
    f.ret_int(len(rt.cstr(f.ptr())), rt.ptr_bits)


@_fn("strcpy")
def _strcpy(rt, f):
    d, s = f.ptr(), f.ptr()
    rt.write(d, rt.cstr(s) + b"\0")
    f.ret_int(d, rt.ptr_bits)


@_fn("strncpy")
def _strncpy(rt, f):
    d, s, n = f.ptr(), f.ptr(), f.int(rt.ptr_bits)
    src = rt.cstr(s)[:n]
    rt.write(d, src + bytes(n - len(src)))
    f.ret_int(d, rt.ptr_bits)


@_fn("strcat")
def _strcat(rt, f):
    d, s = f.ptr(), f.ptr()
    rt.write(d + len(rt.cstr(d)), rt.cstr(s) + b"\0")
    f.ret_int(d, rt.ptr_bits)


@_fn("strcmp")
def _strcmp(rt, f):
    f.ret_int(_cmp(rt.cstr(f.ptr()) + b"\0", rt.cstr(f.ptr()) + b"\0"), 32)


@_fn("strncmp")
def _strncmp(rt, f):
    a, b, n = f.ptr(), f.ptr(), f.int(rt.ptr_bits)
    f.ret_int(_cmp((rt.cstr(a) + b"\0")[:n], (rt.cstr(b) + b"\0")[:n]), 32)


@_fn("strchr")
def _strchr(rt, f):
    p, c = f.ptr(), f.int(32) & 0xFF
    s = rt.cstr(p) + b"\0"
    i = s.find(bytes([c]))
    f.ret_int(0 if i < 0 else p + i, rt.ptr_bits)


@_fn("strrchr")
def _strrchr(rt, f):
    p, c = f.ptr(), f.int(32) & 0xFF
    s = rt.cstr(p) + b"\0"
    i = s.rfind(bytes([c]))
    f.ret_int(0 if i < 0 else p + i, rt.ptr_bits)


# ---------------------------------------------------------------- stdio

def _printf_into(rt, f, fmt_ptr: int, va: Any = None) -> bytes:
    """Format with variadic arguments from the call itself, or from a va_list cursor."""
    src = va if va is not None else f

    def fetch(req: tuple) -> Any:
        kind = req[0]
        if kind == "double":
            return src.double(variadic=True)
        if kind == "long double":
            if rt.abi.get("long_double") == "double":
                return src.double(variadic=True)
            if rt.abi.get("long_double") != "x87":
                raise rt.fault("printf: long double arguments are not supported on this "
                               "target by pylli's runtime")
            return src.long_double(variadic=True)
        if kind == "ptr":
            return src.ptr(variadic=True)
        if kind == "quad":
            quad = getattr(src, "quad", None)
            if quad is None:
                raise rt.fault("printf: a long double from a va_list is not supported")
            return quad(variadic=True)
        return src.int(req[1], variadic=True)

    return format_c(rt.cstr(fmt_ptr), fetch, rt.long_bits, rt.ptr_bits, rt.cstr,
                    bool(f.abi.get("long_double_quad")))


@_fn("printf")
def _printf(rt, f):
    text = _printf_into(rt, f, f.ptr())
    rt.out(1, text)
    f.ret_int(len(text), 32)


@_fn("vprintf")
def _vprintf(rt, f):
    fmt, va = f.ptr(), f.ptr()
    text = _printf_into(rt, f, fmt, rt.va_cursor(va))
    rt.out(1, text)
    f.ret_int(len(text), 32)


@_fn("fprintf")
def _fprintf(rt, f):
    stream = rt.stream_fd(f.ptr())
    text = _printf_into(rt, f, f.ptr())
    rt.out(stream, text)
    f.ret_int(len(text), 32)


@_fn("sprintf")
def _sprintf(rt, f):
    buf = f.ptr()
    text = _printf_into(rt, f, f.ptr())
    rt.write(buf, text + b"\0")
    f.ret_int(len(text), 32)


@_fn("snprintf")
def _snprintf(rt, f):
    buf, n = f.ptr(), f.int(rt.ptr_bits)
    text = _printf_into(rt, f, f.ptr())
    if n:
        rt.write(buf, text[: n - 1] + b"\0")
    f.ret_int(len(text), 32)


@_fn("vfprintf")
def _vfprintf(rt, f):
    stream = rt.stream_fd(f.ptr())
    fmt, va = f.ptr(), f.ptr()
    text = _printf_into(rt, f, fmt, rt.va_cursor(va))
    rt.out(stream, text)
    f.ret_int(len(text), 32)


@_fn("vsprintf")
def _vsprintf(rt, f):
    buf, fmt, va = f.ptr(), f.ptr(), f.ptr()
    text = _printf_into(rt, f, fmt, rt.va_cursor(va))
    rt.write(buf, text + b"\0")
    f.ret_int(len(text), 32)


@_fn("vsnprintf")
def _vsnprintf(rt, f):
    buf, n, fmt, va = f.ptr(), f.int(rt.ptr_bits), f.ptr(), f.ptr()
    text = _printf_into(rt, f, fmt, rt.va_cursor(va))
    if n:
        rt.write(buf, text[: n - 1] + b"\0")
    f.ret_int(len(text), 32)


@_fn("puts")
def _puts(rt, f):
    rt.out(1, rt.cstr(f.ptr()) + b"\n")
    f.ret_int(1, 32)


@_fn("putchar")
def _putchar(rt, f):
    c = f.int(32) & 0xFF
    rt.out(1, bytes([c]))
    f.ret_int(c, 32)


@_fn("fputs")
def _fputs(rt, f):
    s = rt.cstr(f.ptr())
    rt.out(rt.stream_fd(f.ptr()), s)
    f.ret_int(1, 32)


@_fn("fputc", "putc")
def _fputc(rt, f):
    c = f.int(32) & 0xFF
    rt.out(rt.stream_fd(f.ptr()), bytes([c]))
    f.ret_int(c, 32)


@_fn("fwrite")
def _fwrite(rt, f):
    p, size, n = f.ptr(), f.int(rt.ptr_bits), f.int(rt.ptr_bits)
    rt.out(rt.stream_fd(f.ptr()), rt.read(p, size * n))
    f.ret_int(n, rt.ptr_bits)


@_fn("fflush")
def _fflush(rt, f):
    rt.flush()
    f.ret_int(0, 32)


# ---------------------------------------------------------------- <ctype.h>, C locale
# The function forms (a program that declares `int isprint(int)` itself, or takes the
# address); glibc's header macros read the tables of emu/ctype_tables.py.

def _ctype(name: str, test: Callable[[int], bool]) -> None:
    def run(rt, f):
        c = f.int(32)
        f.ret_int(1 if 0 <= c < 128 and test(c) else 0, 32)
    FUNCTIONS[name] = run


_ctype("isalpha", lambda c: chr(c).isalpha())
_ctype("isdigit", lambda c: 48 <= c <= 57)
_ctype("isalnum", lambda c: chr(c).isalnum())
_ctype("isxdigit", lambda c: chr(c) in "0123456789abcdefABCDEF")
_ctype("islower", lambda c: 97 <= c <= 122)
_ctype("isupper", lambda c: 65 <= c <= 90)
_ctype("isspace", lambda c: c in (9, 10, 11, 12, 13, 32))
_ctype("isblank", lambda c: c in (9, 32))
_ctype("isprint", lambda c: 32 <= c <= 126)
_ctype("isgraph", lambda c: 33 <= c <= 126)
_ctype("ispunct", lambda c: 33 <= c <= 126 and not chr(c).isalnum())
_ctype("iscntrl", lambda c: c < 32 or c == 127)
_ctype("isascii", lambda c: True)


@_fn("toupper")
def _toupper(rt, f):
    c = f.int(32)
    f.ret_int(c - 32 if 97 <= c <= 122 else c, 32)


@_fn("tolower")
def _tolower(rt, f):
    c = f.int(32)
    f.ret_int(c + 32 if 65 <= c <= 90 else c, 32)


# ---------------------------------------------------------------- math

def _math1(name: str, fn: Callable[[float], float]) -> None:
    FUNCTIONS[name] = lambda rt, f: f.ret_double(fn(f.double()))
    FUNCTIONS[name + "f"] = lambda rt, f: f.ret_float(_to_f32(fn(f.float())))


def _to_f32(v: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", v))[0]
    except OverflowError:
        return math.copysign(math.inf, v)


def _sqrt(v: float) -> float:
    return math.sqrt(v) if v >= 0 else (v if math.isnan(v) else math.nan)


def _fmod(x: float, y: float) -> float:
    if math.isnan(x) or math.isnan(y) or math.isinf(x) or y == 0:
        return math.nan
    return math.fmod(x, y)


def _finite(fn: Callable[[float], float]) -> Callable[[float], float]:
    """Rounding functions return inf/nan arguments unchanged (C99 F.9.6)."""
    return lambda v: v if math.isinf(v) or math.isnan(v) else float(fn(v))


def _round_half_away(v: float) -> float:
    r = math.floor(abs(v) + 0.5)
    return math.copysign(r, v)


def _fmin(x: float, y: float) -> float:
    return y if math.isnan(x) else x if math.isnan(y) else min(x, y)


def _fmax(x: float, y: float) -> float:
    return y if math.isnan(x) else x if math.isnan(y) else max(x, y)


def _fma(x: float, y: float, z: float) -> float:
    """Fused: the exact product plus z, rounded once (via exact rationals)."""
    from fractions import Fraction
    if any(math.isinf(v) or math.isnan(v) for v in (x, y, z)):
        return x * y + z
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    return float(exact) if exact else (x * y + z)


_math1("sqrt", _sqrt)
_math1("fabs", abs)
_math1("floor", _finite(math.floor))
_math1("ceil", _finite(math.ceil))
_math1("trunc", _finite(math.trunc))
_math1("round", _finite(_round_half_away))
_math1("rint", _finite(round))          # round-half-even: the default rounding mode
_math1("nearbyint", _finite(round))
FUNCTIONS["fmod"] = lambda rt, f: f.ret_double(_fmod(f.double(), f.double()))
FUNCTIONS["fmodf"] = lambda rt, f: f.ret_float(_to_f32(_fmod(f.float(), f.float())))
FUNCTIONS["fmin"] = lambda rt, f: f.ret_double(_fmin(f.double(), f.double()))
FUNCTIONS["fminf"] = lambda rt, f: f.ret_float(_fmin(f.float(), f.float()))
FUNCTIONS["fmax"] = lambda rt, f: f.ret_double(_fmax(f.double(), f.double()))
FUNCTIONS["fmaxf"] = lambda rt, f: f.ret_float(_fmax(f.float(), f.float()))
FUNCTIONS["fma"] = lambda rt, f: f.ret_double(_fma(f.double(), f.double(), f.double()))
FUNCTIONS["fmaf"] = lambda rt, f: f.ret_float(_to_f32(_fma(f.float(), f.float(), f.float())))


# ---------------------------------------------------------------- compiler runtime

def _int_helper(name: str, bits: int, op: Callable[[int, int], int], signed: bool) -> None:
    def run(rt, f):
        a, b = f.int(bits), f.int(bits)
        if signed:
            a = a - (1 << bits) if a >> (bits - 1) else a
            b = b - (1 << bits) if b >> (bits - 1) else b
        if b == 0 and op is not _mul:
            raise rt.fault(f"{name}: division by zero")
        f.ret_int(op(a, b), bits)
    FUNCTIONS[name] = run


def _mul(a: int, b: int) -> int:
    return a * b


def _div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _rem(a: int, b: int) -> int:
    return a - _div(a, b) * b


for _bits, _suffix in ((32, "si3"), (64, "di3"), (128, "ti3")):
    _int_helper("__mul" + _suffix, _bits, _mul, False)
    _int_helper("__div" + _suffix, _bits, _div, True)
    _int_helper("__udiv" + _suffix, _bits, _div, False)
    _int_helper("__mod" + _suffix, _bits, _rem, True)
    _int_helper("__umod" + _suffix, _bits, _rem, False)


# Conversions between floating point and integers wider than the registers
# (compiler-rt names: fix = float -> int, float = int -> float; di = 64, ti = 128 bits).
def _fix(name: str, bits: int, signed: bool, single: bool) -> None:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)

    def run(rt, f):
        v = f.float() if single else f.double()
        if math.isnan(v):
            r = 0
        elif math.isinf(v):
            r = hi if v > 0 else lo
        else:
            r = max(lo, min(hi, math.trunc(v)))
        f.ret_int(r, bits)
    FUNCTIONS[name] = run


def _float(name: str, bits: int, signed: bool, single: bool) -> None:
    def run(rt, f):
        v = f.int(bits)
        if signed and v >> (bits - 1):
            v -= 1 << bits
        if single:
            f.ret_float(_to_f32(float(v)))
        else:
            f.ret_double(float(v))
    FUNCTIONS[name] = run


for _bits, _sfx in ((64, "di"), (128, "ti")):
    for _single, _fl in ((False, "df"), (True, "sf")):
        _fix(f"__fix{_fl}{_sfx}", _bits, True, _single)
        _fix(f"__fixuns{_fl}{_sfx}", _bits, False, _single)
        _float(f"__float{_sfx}{_fl}", _bits, True, _single)
        _float(f"__floatun{_sfx}{_fl}", _bits, False, _single)


# The GCC atomic library (libatomic), which targets without inline atomics call (SPARC
# V8; isel/expand_atomic.py). pylli runs one thread, so every one is a plain access.
def _atomic_helpers(size: int) -> None:
    bits = 8 * size
    mask = (1 << bits) - 1

    def arg(rt, f) -> int:
        return f.int(max(bits, 32)) & mask

    def store(rt, p: int, v: int) -> None:
        rt.write(p, (v & mask).to_bytes(size, "big" if rt.big_endian else "little"))

    def run_load(rt, f):
        data = rt.read(f.ptr(), size)
        f.ret_int(int.from_bytes(data, "big" if rt.big_endian else "little"), max(bits, 32))

    def run_store(rt, f):
        p = f.ptr()
        store(rt, p, arg(rt, f))

    def fetch(op: Callable[[int, int], int]) -> Handler:
        def run(rt, f):
            p = f.ptr()
            v = arg(rt, f)
            old = int.from_bytes(rt.read(p, size), "big" if rt.big_endian else "little")
            store(rt, p, op(old, v))
            f.ret_int(old, max(bits, 32))
        return run

    def run_cmpxchg(rt, f):
        p, expected = f.ptr(), f.ptr()
        desired = arg(rt, f)
        cur = rt.read(p, size)
        if cur == rt.read(expected, size):
            store(rt, p, desired)
            f.ret_int(1, 32)
        else:
            rt.write(expected, cur)
            f.ret_int(0, 32)

    FUNCTIONS[f"__atomic_load_{size}"] = run_load
    FUNCTIONS[f"__atomic_store_{size}"] = run_store
    FUNCTIONS[f"__atomic_compare_exchange_{size}"] = run_cmpxchg
    for name, op in (("exchange", lambda a, b: b), ("fetch_add", lambda a, b: a + b),
                     ("fetch_sub", lambda a, b: a - b), ("fetch_and", lambda a, b: a & b),
                     ("fetch_or", lambda a, b: a | b), ("fetch_xor", lambda a, b: a ^ b),
                     ("fetch_nand", lambda a, b: ~(a & b))):
        FUNCTIONS[f"__atomic_{name}_{size}"] = fetch(op)


for _size in (1, 2, 4, 8):
    _atomic_helpers(_size)


# AArch64 "outline atomics" (libgcc's lse.S helpers, which llc-16 calls by default on
# Linux): __aarch64_<op><size>_<order>(value, ptr) returns the old value, and
# __aarch64_cas<size>_<order>(expected, desired, ptr) returns the value it found.
def _outline_atomics(size: int) -> None:
    bits = 8 * size
    mask = (1 << bits) - 1
    reg = max(bits, 32)

    def rmw(op: Callable[[int, int], int]) -> Handler:
        def run(rt, f):
            v = f.int(reg) & mask
            p = f.ptr()
            old = int.from_bytes(rt.read(p, size), "little")
            rt.write(p, (op(old, v) & mask).to_bytes(size, "little"))
            f.ret_int(old, reg)
        return run

    def cas(rt, f):
        expected, desired, p = f.int(reg) & mask, f.int(reg) & mask, f.ptr()
        old = int.from_bytes(rt.read(p, size), "little")
        if old == expected:
            rt.write(p, desired.to_bytes(size, "little"))
        f.ret_int(old, reg)

    ops = {"swp": lambda a, b: b, "ldadd": lambda a, b: a + b,
           "ldclr": lambda a, b: a & ~b, "ldeor": lambda a, b: a ^ b,
           "ldset": lambda a, b: a | b}
    for order in ("relax", "acq", "rel", "acq_rel"):
        FUNCTIONS[f"__aarch64_cas{size}_{order}"] = cas
        for name, op in ops.items():
            FUNCTIONS[f"__aarch64_{name}{size}_{order}"] = rmw(op)


for _size in (1, 2, 4, 8):
    _outline_atomics(_size)


# C99 Annex G complex multiplication and division (emu/complex_arith.py): the libgcc /
# compiler-rt helpers clang calls for `_Complex` `*` and `/`.
def _complex_helper(op: Callable[..., tuple[float, float]], single: bool) -> Handler:
    def run(rt, f):
        args = [f.float() if single else f.double() for _ in range(4)]
        x, y = op(*args, _to_f32 if single else exact)
        f.ret_fp_pair(x, y, single)
    return run


FUNCTIONS["__mulsc3"] = _complex_helper(complex_mul, True)
FUNCTIONS["__muldc3"] = _complex_helper(complex_mul, False)
FUNCTIONS["__divsc3"] = _complex_helper(complex_div_single, True)
FUNCTIONS["__divdc3"] = _complex_helper(complex_div, False)


def _by_long_double(name: str, x87: Handler, quad: Handler | None) -> Handler:
    """`long double` functions served for both formats: x87 extended on x86-64
    (emu/longdouble.py), binary128 elsewhere (emu/quad_calls.py)."""
    def run(rt, f):
        if rt.abi.get("long_double") == "x87":
            x87(rt, f)
        elif quad is not None:
            quad(rt, f)
        else:
            raise rt.fault(f"{name}: long double is not supported on this target by "
                           f"pylli's runtime")
    return run


FUNCTIONS.update(QUAD_FUNCTIONS)
FUNCTIONS.update(CTYPE_FUNCTIONS)                 # glibc's <ctype.h> tables
FUNCTIONS.update(SEARCH_SORT_FUNCTIONS)           # qsort, bsearch: call the program
FUNCTIONS.update(ATOMIC_GENERIC_FUNCTIONS)       # __atomic_load(n, ...) ...
FUNCTIONS.update(XF_CONVERSIONS)                 # __fixxfti __extendxftf2 ... (x87)
FUNCTIONS.update(LIBM_FUNCTIONS)                 # pow exp log sin ... (host libm)
FUNCTIONS.update(SETJMP_FUNCTIONS)               # setjmp longjmp _setjmp ...
for _name, _handler in LONG_DOUBLE_FUNCTIONS.items():     # fmodl sqrtl ... __mulxc3
    FUNCTIONS[_name] = _by_long_double(_name, _handler, QUAD_FUNCTIONS.get(_name))
