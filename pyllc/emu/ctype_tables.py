"""glibc's <ctype.h> tables in guest memory, C locale: what the header's macros read.

glibc's `isalpha(c)` & co. are macros over `(*__ctype_b_loc())[(int) (c)]`, a table of
`unsigned short` class bits indexed from -128 (signed `char` values) to 255, and
`tolower`/`toupper` inline over `(*__ctype_tolower_loc())[c]` / `__ctype_toupper_loc`,
tables of `int32_t` over the same range. Each function returns the address of a cell
holding a pointer to entry 0 of its table (per thread in glibc; pylli has one thread).

The class bits are glibc's `_ISbit(n)` (ctype.h): bit n on a big-endian target; on a
little-endian one the two bytes are swapped (`n < 8 ? (1 << n) << 8 : (1 << n) >> 8`),
so that the table is the same bytes on every target. In the C locale only 0-127 have
classes and only 'A'-'Z' / 'a'-'z' change case; 128..255 map to themselves, -128..-2
(signed `char` values) to their unsigned values and EOF (-1) to itself, as glibc's. The tables are built on first use, in the heap.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

LOW, HIGH = -128, 256                  # the index range of every table
# glibc's bit numbers (ctype.h, enum with _ISupper = _ISbit(0) ...)
_CLASSES: list[tuple[int, Callable[[int], bool]]] = [
    (0, lambda c: 65 <= c <= 90),                          # upper
    (1, lambda c: 97 <= c <= 122),                         # lower
    (2, lambda c: 65 <= c <= 90 or 97 <= c <= 122),        # alpha
    (3, lambda c: 48 <= c <= 57),                          # digit
    (4, lambda c: chr(c) in "0123456789abcdefABCDEF"),     # xdigit
    (5, lambda c: c in (9, 10, 11, 12, 13, 32)),           # space
    (6, lambda c: 32 <= c <= 126),                         # print
    (7, lambda c: 33 <= c <= 126),                         # graph
    (8, lambda c: c in (9, 32)),                           # blank
    (9, lambda c: c < 32 or c == 127),                     # cntrl
    (10, lambda c: 33 <= c <= 126 and not chr(c).isalnum()),   # punct
    (11, lambda c: chr(c).isalnum()),                      # alnum
]


def _bit(n: int, big_endian: bool) -> int:
    if big_endian:
        return 1 << n
    return (1 << n) << 8 if n < 8 else (1 << n) >> 8


def class_table(big_endian: bool) -> bytes:
    """The `unsigned short` table from index -128 to 255, in the target's byte order."""
    order: Literal["big", "little"] = "big" if big_endian else "little"
    out = bytearray()
    for c in range(LOW, HIGH):
        v = 0
        if 0 <= c < 128:
            for n, test in _CLASSES:
                if test(c):
                    v |= _bit(n, big_endian)
        out += v.to_bytes(2, order)
    return bytes(out)


def case_table(big_endian: bool, upper: bool) -> bytes:
    """The `int32_t` tolower (or toupper) table from index -128 to 255."""
    order: Literal["big", "little"] = "big" if big_endian else "little"
    out = bytearray()
    for c in range(LOW, HIGH):
        if c < -1:                       # a signed char: its unsigned value (EOF stays)
            c += 256
        elif upper and 97 <= c <= 122:
            c -= 32
        elif not upper and 65 <= c <= 90:
            c += 32
        out += c.to_bytes(4, order, signed=True)
    return bytes(out)


def _loc(name: str, build: Callable[[bool], bytes], entry: int) -> Callable[[Any, Any], None]:
    def run(rt: Any, f: Any) -> None:
        cell = rt.tables.get(name)
        if cell is None:
            data = build(rt.big_endian)
            word = rt.ptr_bits // 8
            cell = rt.heap.malloc(word + len(data))
            table = cell + word
            rt.write(table, data)
            rt.write(cell, (table - LOW * entry).to_bytes(
                word, "big" if rt.big_endian else "little"))
            rt.tables[name] = cell
        f.ret_int(cell, rt.ptr_bits)
    return run


CTYPE_FUNCTIONS: dict[str, Callable[[Any, Any], None]] = {
    "__ctype_b_loc": _loc("__ctype_b_loc", class_table, 2),
    "__ctype_tolower_loc": _loc("__ctype_tolower_loc",
                                lambda be: case_table(be, upper=False), 4),
    "__ctype_toupper_loc": _loc("__ctype_toupper_loc",
                                lambda be: case_table(be, upper=True), 4),
}
