"""The size-generic entry points of the GCC atomic library, which clang calls for
`_Atomic` objects wider than the target's lock-free width or of odd sizes (a struct on
SPARC V8, which has no compare-and-swap at all):

    void __atomic_load(size_t n, void *src, void *dst, int order)
    void __atomic_store(size_t n, void *dst, void *src, int order)
    void __atomic_exchange(size_t n, void *p, void *val, void *old, int order)
    bool __atomic_compare_exchange(size_t n, void *p, void *expected, void *desired,
                                   int success_order, int failure_order)

(the documented libatomic ABI). pylli runs one thread, so each is a plain copy; the
orders are read and ignored. The sized forms (`__atomic_load_4` ...) are in emu/libc.py.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _load(rt: Any, f: Any) -> None:
    n, src, dst = f.ptr(), f.ptr(), f.ptr()
    rt.write(dst, rt.read(src, n))


def _store(rt: Any, f: Any) -> None:
    n, dst, src = f.ptr(), f.ptr(), f.ptr()
    rt.write(dst, rt.read(src, n))


def _exchange(rt: Any, f: Any) -> None:
    n, p, val, old = f.ptr(), f.ptr(), f.ptr(), f.ptr()
    prev = rt.read(p, n)
    rt.write(p, rt.read(val, n))
    rt.write(old, prev)


def _compare_exchange(rt: Any, f: Any) -> None:
    n, p, expected, desired = f.ptr(), f.ptr(), f.ptr(), f.ptr()
    cur = rt.read(p, n)
    if cur == rt.read(expected, n):
        rt.write(p, rt.read(desired, n))
        f.ret_int(1, 32)
    else:
        rt.write(expected, cur)
        f.ret_int(0, 32)


ATOMIC_GENERIC_FUNCTIONS: dict[str, Callable[[Any, Any], None]] = {
    "__atomic_load": _load, "__atomic_store": _store, "__atomic_exchange": _exchange,
    "__atomic_compare_exchange": _compare_exchange,
}
