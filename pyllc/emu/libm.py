"""The transcendental part of C's <math.h> for pylli's runtime, served by the host's libm.

Why the host libm and not Python's `math`: a program's output must be what the same
program prints natively, and `math` raises on the inputs where C returns a value
(`pow(-8, 1.0/3)` is NaN, `exp(1000)` is +inf, `log(0)` is -inf) and has no single-
precision functions, while computing `sinf` in double and rounding differs from glibc's
`sinf` in the last bit now and then. glibc's functions, called through `ctypes`, are the
reference the native build and GCC's test suite use. The library is opened on the first
call, so start-up does not pay for `ctypes`.

Contract: each name in `LIBM_FUNCTIONS` reads its arguments with the target's calling
convention (`CallFrame`) and returns the host libm's result bit for bit. Only functions
whose arguments and result are `double`/`float`/`int` are here (no pointers: `frexp`,
`modf` and `sincos` write through them and are not served).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

Handler = Callable[[Any, Any], None]

# name -> arity; every one also has its `f` (float) twin
_UNARY = ("exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan",
          "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "cbrt",
          "erf", "erfc", "tgamma", "lgamma", "logb")
_BINARY = ("pow", "atan2", "hypot", "copysign", "fdim", "nextafter", "remainder")

_lib: Any = None


def _libm() -> Any:
    global _lib
    if _lib is None:
        import ctypes
        import ctypes.util
        try:
            lib = ctypes.CDLL("libm.so.6")
        except OSError:
            lib = ctypes.CDLL(ctypes.util.find_library("m"))
        for names, arity in ((_UNARY, 1), (_BINARY, 2)):
            for name in names:
                for suffix, ctype in (("", ctypes.c_double), ("f", ctypes.c_float)):
                    fn = getattr(lib, name + suffix)
                    fn.restype = ctype
                    fn.argtypes = [ctype] * arity
        for suffix, ctype in (("", ctypes.c_double), ("f", ctypes.c_float)):
            fn = getattr(lib, "ldexp" + suffix)
            fn.restype = ctype
            fn.argtypes = [ctype, ctypes.c_int]
            fn = getattr(lib, "ilogb" + suffix)
            fn.restype = ctypes.c_int
            fn.argtypes = [ctype]
        _lib = lib
    return _lib


def _unary(name: str, single: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        fn = getattr(_libm(), name)
        if single:
            f.ret_float(fn(f.float()))
        else:
            f.ret_double(fn(f.double()))
    return run


def _binary(name: str, single: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        fn = getattr(_libm(), name)
        if single:
            x = f.float()
            f.ret_float(fn(x, f.float()))
        else:
            x = f.double()
            f.ret_double(fn(x, f.double()))
    return run


def _ldexp(single: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        lib = _libm()
        if single:
            x = f.float()
            n = f.int(32)
            f.ret_float(lib.ldexpf(x, n - (1 << 32) if n >> 31 else n))
        else:
            x = f.double()
            n = f.int(32)
            f.ret_double(lib.ldexp(x, n - (1 << 32) if n >> 31 else n))
    return run


def _ilogb(single: bool) -> Handler:
    def run(rt: Any, f: Any) -> None:
        lib = _libm()
        r = lib.ilogbf(f.float()) if single else lib.ilogb(f.double())
        f.ret_int(r, 32)
    return run


LIBM_FUNCTIONS: dict[str, Handler] = {}
for _name in _UNARY:
    LIBM_FUNCTIONS[_name] = _unary(_name, False)
    LIBM_FUNCTIONS[_name + "f"] = _unary(_name + "f", True)
for _name in _BINARY:
    LIBM_FUNCTIONS[_name] = _binary(_name, False)
    LIBM_FUNCTIONS[_name + "f"] = _binary(_name + "f", True)
for _name in ("ldexp", "scalbn"):
    LIBM_FUNCTIONS[_name] = _ldexp(False)
    LIBM_FUNCTIONS[_name + "f"] = _ldexp(True)
LIBM_FUNCTIONS["ilogb"] = _ilogb(False)
LIBM_FUNCTIONS["ilogbf"] = _ilogb(True)
