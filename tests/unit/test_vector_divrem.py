"""The magic numbers of unsigned division by a constant (isel/build_vector_divrem.py):
every (divisor, dividend) pair of 8-bit lanes, and every 16-bit dividend for divisors of
each form (plain, pre-shifted, "add"), checked against integer division."""
from __future__ import annotations

import random

import pytest

from pyllc.isel.build_vector_divrem import magic_udiv


def _quotient(x: int, d: int, bits: int) -> int:
    magic = magic_udiv(d, bits)
    assert magic is not None
    pre, m, post, add = magic
    assert 0 < m < 1 << bits
    t = ((x >> pre) * m) >> bits
    if add:
        t += (x - t) >> 1
    return t >> post


def test_every_8_bit_divisor_and_dividend() -> None:
    for d in range(3, 256):
        if d & (d - 1):
            assert all(_quotient(x, d, 8) == x // d for x in range(256)), d


@pytest.mark.parametrize("d", [3, 7, 10, 14, 26, 255, 641, 1000, 32767, 40000, 65535,
                               65533, 12345, 6, 49])
def test_every_16_bit_dividend(d: int) -> None:
    assert all(_quotient(x, d, 16) == x // d for x in range(1 << 16))


def test_forms() -> None:
    assert magic_udiv(26, 16) == (0, 20165, 3, False)      # llc-16: pmulhuw 0x4ec5, psrlw 3
    assert magic_udiv(1000, 16)[0] == 3                    # type: ignore[index]  pre-shift
    assert magic_udiv(7, 16)[3] is True                    # type: ignore[index]  add form
    assert magic_udiv(16, 16) is None and magic_udiv(1, 16) is None


def test_32_bit_samples() -> None:
    rng = random.Random(7)
    for d in (7, 3, 641, 1000000007, 2**31 + 1, 2**32 - 1):
        xs = [rng.randrange(1 << 32) for _ in range(3000)] + [2**32 - 1, 2**32 - 2, d, d - 1]
        assert all(_quotient(x, d, 32) == x // d for x in xs), d
