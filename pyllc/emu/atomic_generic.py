"""The size-generic entry points of the GCC atomic library, which clang calls for
`_Atomic` objects wider than the target's lock-free width or of odd sizes (a struct on
SPARC V8, which has no compare-and-swap at all):

    void __atomic_load(size_t n, void *src, void *dst, int order)
    void __atomic_store(size_t n, void *dst, void *src, int order)
    void __atomic_exchange(size_t n, void *p, void *val, void *old, int order)
    bool __atomic_compare_exchange(size_t n, void *p, void *expected, void *desired,
                                   int success_order, int failure_order)

(the documented libatomic ABI). pylli runs one thread, so each is a plain copy; the
orders are read and ignored. The sized forms (`__atomic_load_4` ...) are in emu/libc.py,
except clang's own `__atomic_fetch_{min,max,umin,umax}_N` (`T f(T *p, T v, int order)`:
what clang calls for `__atomic_fetch_min` wider than the target's inline atomics), here.
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


def _fetch_minmax(size: int, signed: bool, pick_max: bool) -> Callable[[Any, Any], None]:
    bits = 8 * size

    def value(raw: int) -> int:
        raw &= (1 << bits) - 1
        return raw - (1 << bits) if signed and raw >> (bits - 1) else raw

    def run(rt: Any, f: Any) -> None:
        big = bool(rt.big_endian)
        p = f.ptr()
        v = f.int(max(bits, 32))
        data = rt.read(p, size)
        old = int.from_bytes(data, "big") if big else int.from_bytes(data, "little")
        new = (max(value(old), value(v)) if pick_max else min(value(old), value(v))) & (
            (1 << bits) - 1)
        rt.write(p, new.to_bytes(size, "big") if big else new.to_bytes(size, "little"))
        f.ret_int(old, max(bits, 32))
    return run


ATOMIC_GENERIC_FUNCTIONS: dict[str, Callable[[Any, Any], None]] = {
    "__atomic_load": _load, "__atomic_store": _store, "__atomic_exchange": _exchange,
    "__atomic_compare_exchange": _compare_exchange,
}
for _size in (1, 2, 4, 8):
    for _name, _signed, _max in (("min", True, False), ("max", True, True),
                                 ("umin", False, False), ("umax", False, True)):
        ATOMIC_GENERIC_FUNCTIONS[f"__atomic_fetch_{_name}_{_size}"] = _fetch_minmax(
            _size, _signed, _max)
