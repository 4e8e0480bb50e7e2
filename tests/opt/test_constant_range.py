"""ConstantRange is sound: exhaustive checks on 4-bit ranges (every result set is
contained in the computed range; comparison regions are exact where they claim)."""
from __future__ import annotations

import itertools

import pytest

from pyllc.opt.constant_range import (
    INVERSE,
    ConstantRange,
    allowed_region,
    icmp_known,
    satisfying_region,
)

BITS = 4
M = 1 << BITS


def _all_ranges() -> list[ConstantRange]:
    out = [ConstantRange.empty(BITS), ConstantRange.full(BITS)]
    for lo in range(M):
        for size in range(1, M):
            out.append(ConstantRange(BITS, lo, size))
    return out


RANGES = _all_ranges()
SAMPLE = RANGES[::7] + [ConstantRange.single(BITS, v) for v in (0, 1, 7, 8, 15)]


def members(r: ConstantRange) -> list[int]:
    return [v for v in range(M) if r.contains(v)]


def s(v: int) -> int:
    return v - M if v >= M // 2 else v


def _ref(op: str, x: int, y: int) -> int | None:
    """Reference semantics (None: undefined or poison, any result is fine)."""
    if op == "add":
        return (x + y) % M
    if op == "sub":
        return (x - y) % M
    if op == "mul":
        return (x * y) % M
    if op == "and_":
        return x & y
    if op == "or_":
        return x | y
    if op == "xor":
        return x ^ y
    if op == "udiv":
        return None if y == 0 else x // y
    if op == "urem":
        return None if y == 0 else x % y
    if op == "srem":
        if y == 0 or (s(x) == -M // 2 and s(y) == -1):
            return None
        r = abs(s(x)) % abs(s(y))
        return (r if s(x) >= 0 else -r) % M
    if op == "shl":
        return None if y >= BITS else (x << y) % M
    if op == "lshr":
        return None if y >= BITS else x >> y
    if op == "ashr":
        return None if y >= BITS else (s(x) >> y) % M
    raise AssertionError(op)


@pytest.mark.parametrize("op", ["add", "sub", "mul", "and_", "or_", "xor", "udiv", "urem", "srem",
                                "shl", "lshr", "ashr"])
def test_binary_ops_sound(op: str) -> None:
    for a, b in itertools.product(SAMPLE, SAMPLE):
        r = getattr(a, op)(b)
        for x in members(a):
            for y in members(b):
                v = _ref(op, x, y)
                assert v is None or r.contains(v), (op, a, b, x, y, v, r)


def test_set_ops() -> None:
    for a, b in itertools.product(SAMPLE, SAMPLE):
        u, i = a.union(b), a.intersect(b)
        for v in range(M):
            if a.contains(v) or b.contains(v):
                assert u.contains(v), (a, b, v)
            if a.contains(v) and b.contains(v):
                assert i.contains(v), (a, b, v)
        assert a.inverse().size == M - a.size
        assert all(a.contains(v) != a.inverse().contains(v) for v in range(M))
        assert a.contains_range(b) == all(a.contains(v) for v in members(b))


def _runs(vals: set[int]) -> list[tuple[int, int]]:
    """The maximal [start, end) runs of `vals` inside [0, M)."""
    out: list[tuple[int, int]] = []
    for v in sorted(vals):
        if out and out[-1][1] == v:
            out[-1] = (out[-1][0], v + 1)
        else:
            out.append((v, v + 1))
    return out


def test_set_ops_are_the_smallest_cover() -> None:
    """union/intersect (with their shortcuts for full, empty and non-wrapping operands)
    give exactly the smallest wrapped interval around the exact result set: every pair of
    the empty set, the full set and every fourth other 4-bit range (wrapping ones included)."""
    some = [RANGES[0], RANGES[1], *RANGES[2::4]]
    for a, b in itertools.product(some, some):
        ma, mb = set(members(a)), set(members(b))
        for got, exact in ((a.union(b), ma | mb), (a.intersect(b), ma & mb)):
            want = ConstantRange.cover(BITS, _runs(exact))
            assert (got.lo, got.size) == (want.lo, want.size), (a, b, got, want)


def test_bounds_are_exact() -> None:
    """umin/umax/smin/smax of a non-empty range are its extreme members."""
    for a in RANGES[1:]:            # (RANGES[0] is the empty set)
        vals = members(a)
        assert (a.umin(), a.umax()) == (min(vals), max(vals)), a
        assert (a.smin(), a.smax()) == (min(map(s, vals)), max(map(s, vals))), a


def test_casts() -> None:
    for a in RANGES:
        z, x, t = a.zext(8), a.sext(8), a.trunc(2)
        for v in members(a):
            assert z.contains(v) and x.contains(s(v) % 256) and t.contains(v % 4), (a, v)


PREDS = ["eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"]


def _holds(pred: str, x: int, y: int) -> bool:
    if pred[0] == "s":
        x, y = s(x), s(y)
    return {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y,
            "ge": x >= y}[pred if pred in ("eq", "ne") else pred[1:]]


@pytest.mark.parametrize("pred", PREDS)
def test_regions(pred: str) -> None:
    for r in RANGES:
        if r.is_empty:
            continue
        allowed, sat = allowed_region(pred, r), satisfying_region(pred, r)
        for x in range(M):
            some = any(_holds(pred, x, y) for y in members(r))
            every = all(_holds(pred, x, y) for y in members(r))
            if some:
                assert allowed.contains(x), (pred, r, x)
            if sat.contains(x):
                assert every, (pred, r, x)
    for a, b in itertools.product(SAMPLE, SAMPLE):
        k = icmp_known(pred, a, b)
        if k is not None and not a.is_empty and not b.is_empty:
            assert all(_holds(pred, x, y) == k for x in members(a) for y in members(b)), (pred, a, b)
        assert INVERSE[INVERSE[pred]] == pred
