"""`qsort`, `qsort_r` and `bsearch` (C11 7.22.5), served by the host and calling the
program's comparison function through guest_call.py.

C leaves the algorithm open (qsort need not be stable, the comparison calls and their
order are unspecified); pylli does what glibc does, so that a program observing the
calls (counting them, printing from the comparison function) behaves as it does
natively:

- qsort is glibc's merge sort (`msort_with_tmp`): halves of n/2 (rounded down) and the
  rest, each sorted in place, then merged into a temporary buffer comparing an element
  of the first half with one of the second, `cmp(a, b) <= 0` taking the first half's
  (stable), the rest of the first half copied after, the buffer copied back. The
  comparison function always gets pointers into the array, to elements at their current
  positions.
- bsearch is glibc's binary search: `cmp(key, element)` on the middle element of
  [l, u), `(l + u) / 2`, first.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.emu.guest_call import GuestCall, ServedCall, to_int32


def _merge_sort(rt: Any, base: int, n: int, size: int, cmp: int,
                extra: tuple[int, ...]) -> ServedCall:
    if n <= 1:
        return
    n1 = n // 2
    b2 = base + n1 * size
    yield from _merge_sort(rt, base, n1, size, cmp, extra)
    yield from _merge_sort(rt, b2, n - n1, size, cmp, extra)
    data = rt.read(base, n * size)
    out = bytearray()
    i, j = 0, n1                          # element indexes of the two halves
    while i < n1 and j < n:
        r = yield GuestCall(cmp, (base + i * size, base + j * size, *extra))
        if to_int32(r) <= 0:
            out += data[i * size:(i + 1) * size]
            i += 1
        else:
            out += data[j * size:(j + 1) * size]
            j += 1
    out += data[i * size:n1 * size]       # the second half's rest is in place already
    rt.write(base, bytes(out))


def _qsort(rt: Any, f: Any) -> ServedCall:
    """qsort(base, nmemb, size, compar)"""
    base, n, size, cmp = f.ptr(), f.int(rt.ptr_bits), f.int(rt.ptr_bits), f.ptr()
    yield from _merge_sort(rt, base, n, size, cmp, ())


def _qsort_r(rt: Any, f: Any) -> ServedCall:
    """glibc's qsort_r(base, nmemb, size, compar, arg): compar(a, b, arg)."""
    base, n, size, cmp, arg = f.ptr(), f.int(rt.ptr_bits), f.int(rt.ptr_bits), f.ptr(), f.ptr()
    yield from _merge_sort(rt, base, n, size, cmp, (arg,))


def _bsearch(rt: Any, f: Any) -> ServedCall:
    """bsearch(key, base, nmemb, size, compar)"""
    key, base = f.ptr(), f.ptr()
    n, size, cmp = f.int(rt.ptr_bits), f.int(rt.ptr_bits), f.ptr()
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi) // 2
        p = base + mid * size
        r = to_int32((yield GuestCall(cmp, (key, p))))
        if r < 0:
            hi = mid
        elif r > 0:
            lo = mid + 1
        else:
            f.ret_int(p, rt.ptr_bits)
            return
    f.ret_int(0, rt.ptr_bits)


SEARCH_SORT_FUNCTIONS: dict[str, Callable[[Any, Any], ServedCall]] = {
    "qsort": _qsort, "qsort_r": _qsort_r, "bsearch": _bsearch,
}
