"""Integer value ranges: wrapped intervals of an N-bit integer (LLVM's ConstantRange).

A range is the set `{lo + k mod 2**N : 0 <= k < size}`: `size == 0` is the empty set,
`size == 2**N` the full set; every other range is one interval that may wrap around
from 2**N - 1 to 0. Every operation returns a range that contains every possible
result (it may be larger than the exact set, never smaller), so analyses built on it
are sound. Signed views use the bias 2**(N-1): adding it maps signed order onto
unsigned order.

Contract: immutable values; pure functions.
"""
from __future__ import annotations

from collections.abc import Iterable


class ConstantRange:
    """A wrapped interval of `bits`-bit integers (see module docstring)."""

    __slots__ = ("bits", "lo", "size")

    def __init__(self, bits: int, lo: int, size: int) -> None:
        m = 1 << bits
        self.bits = bits
        if size <= 0:
            self.size = self.lo = 0
        elif size >= m:
            self.size, self.lo = m, 0
        else:
            self.size = size
            self.lo = lo % m

    # ---- constructors (the full and empty sets are shared: ranges are immutable)
    @staticmethod
    def full(bits: int) -> ConstantRange:
        r = _FULL.get(bits)
        if r is None:
            r = _FULL[bits] = ConstantRange(bits, 0, 1 << bits)
        return r

    @staticmethod
    def empty(bits: int) -> ConstantRange:
        r = _EMPTY.get(bits)
        if r is None:
            r = _EMPTY[bits] = ConstantRange(bits, 0, 0)
        return r

    @staticmethod
    def single(bits: int, v: int) -> ConstantRange:
        return ConstantRange(bits, v, 1)

    @staticmethod
    def between(bits: int, lo: int, hi_incl: int) -> ConstantRange:
        """[lo, hi] inclusive, wrapping when hi < lo (mod 2**bits)."""
        m = 1 << bits
        return ConstantRange(bits, lo, (hi_incl - lo) % m + 1)

    @staticmethod
    def signed_between(bits: int, lo: int, hi_incl: int) -> ConstantRange:
        """[lo, hi] in signed order (lo <= hi as signed numbers)."""
        if hi_incl < lo:
            return ConstantRange.empty(bits)
        return ConstantRange(bits, lo, hi_incl - lo + 1)

    # ---- queries
    @property
    def modulus(self) -> int:
        return 1 << self.bits

    @property
    def is_full(self) -> bool:
        return self.size == 1 << self.bits

    @property
    def is_empty(self) -> bool:
        return self.size == 0

    @property
    def single_value(self) -> int | None:
        return self.lo if self.size == 1 else None

    def contains(self, v: int) -> bool:
        return (v - self.lo) % (1 << self.bits) < self.size

    def contains_range(self, other: ConstantRange) -> bool:
        m = 1 << self.bits
        if other.size == 0 or self.size == m:
            return True
        if self.size == 0:
            return False
        d = (other.lo - self.lo) % m
        return d + other.size <= self.size

    def _wraps_unsigned(self) -> bool:
        return self.lo + self.size > 1 << self.bits

    # the queries below are spelled out over (lo, size) rather than composed from the
    # properties above: LazyValueInfo asks them millions of times
    def umin(self) -> int:
        m = 1 << self.bits
        size = self.size
        return 0 if size == m or self.lo + size > m else self.lo

    def umax(self) -> int:
        m = 1 << self.bits
        size = self.size
        lo = self.lo
        return m - 1 if size == m or lo + size > m else lo + size - 1

    def _biased(self) -> ConstantRange:
        return ConstantRange(self.bits, self.lo + (1 << (self.bits - 1)), self.size)

    def smin(self) -> int:
        """The smallest value in signed order (`_biased().umin()` minus the bias)."""
        m = 1 << self.bits
        half = m >> 1
        size = self.size
        if size == m or size == 0:
            return -half
        lo = (self.lo + half) % m
        return -half if lo + size > m else lo - half

    def smax(self) -> int:
        """The largest value in signed order (`_biased().umax()` minus the bias)."""
        m = 1 << self.bits
        half = m >> 1
        size = self.size
        if size == m:
            return half - 1
        if size == 0:
            return -1 - half
        lo = (self.lo + half) % m
        return half - 1 if lo + size > m else lo + size - 1 - half

    def is_non_negative(self) -> bool:
        return not self.is_empty and self.smin() >= 0

    def is_negative(self) -> bool:
        return not self.is_empty and self.smax() < 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ConstantRange) and (self.bits, self.lo, self.size) == \
            (other.bits, other.lo, other.size)

    def __hash__(self) -> int:
        return hash((self.bits, self.lo, self.size))

    def __repr__(self) -> str:
        if self.is_full:
            return f"i{self.bits} full-set"
        if self.is_empty:
            return f"i{self.bits} empty-set"
        return f"i{self.bits} [{self.lo}, {(self.lo + self.size) % self.modulus})"

    # ---- set operations
    def _pieces(self) -> list[tuple[int, int]]:
        """Non-wrapping [start, end) pieces inside [0, 2**bits)."""
        size = self.size
        if size == 0:
            return []
        m = 1 << self.bits
        lo = self.lo
        end = lo + size
        if end <= m:
            return [(lo, end)]
        return [(lo, m), (0, end - m)]

    @staticmethod
    def cover(bits: int, pieces: Iterable[tuple[int, int]]) -> ConstantRange:
        """The smallest wrapped interval covering the given [start, end) pieces."""
        ps = sorted([p for p in pieces if p[0] < p[1]])
        if not ps:
            return ConstantRange.empty(bits)
        merged: list[list[int]] = []
        for s, e in ps:
            if merged and s <= merged[-1][1]:
                if e > merged[-1][1]:
                    merged[-1][1] = e
            else:
                merged.append([s, e])
        m = 1 << bits
        # exclude the largest gap (the gap around 2**bits wraps to the first piece)
        best_gap = m - merged[-1][1] + merged[0][0]
        best_lo = merged[0][0]
        for k in range(1, len(merged)):
            gap = merged[k][0] - merged[k - 1][1]
            if gap > best_gap:
                best_gap, best_lo = gap, merged[k][0]
        return ConstantRange(bits, best_lo, m - best_gap)

    def union(self, other: ConstantRange) -> ConstantRange:
        m = 1 << self.bits
        if self.size == 0 or other.size == m:
            return other        # (ranges are immutable: either operand may be the answer)
        if other.size == 0 or self.size == m:
            return self
        return ConstantRange.cover(self.bits, self._pieces() + other._pieces())

    def intersect(self, other: ConstantRange) -> ConstantRange:
        bits = self.bits
        m = 1 << bits
        a_size, b_size = self.size, other.size
        if a_size == m or b_size == 0:
            return other
        if b_size == m or a_size == 0:
            return self
        a0, b0 = self.lo, other.lo
        a1, b1 = a0 + a_size, b0 + b_size
        if a1 <= m and b1 <= m:     # neither wraps: one piece each, at most one overlap
            s = a0 if a0 > b0 else b0
            e = a1 if a1 < b1 else b1
            return ConstantRange(bits, s, e - s) if s < e else ConstantRange.empty(bits)
        out = []
        for a0, a1 in self._pieces():
            for b0, b1 in other._pieces():
                s, e = max(a0, b0), min(a1, b1)
                if s < e:
                    out.append((s, e))
        return ConstantRange.cover(bits, out)

    def inverse(self) -> ConstantRange:
        """The complement (exact: the complement of a wrapped interval is one)."""
        return ConstantRange(self.bits, self.lo + self.size, self.modulus - self.size)

    # ---- arithmetic (results contain every possible value)
    def add(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        return ConstantRange(self.bits, self.lo + o.lo, self.size + o.size - 1)

    def sub(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        return ConstantRange(self.bits, self.lo - (o.lo + o.size - 1), self.size + o.size - 1)

    def _from_unsigned(self, lo: int, hi: int) -> ConstantRange:
        if hi >= self.modulus:
            return ConstantRange.full(self.bits)
        return ConstantRange.between(self.bits, lo, hi)

    def mul(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        u = self._from_unsigned(self.umin() * o.umin(), self.umax() * o.umax())
        cands = [self.smin() * o.smin(), self.smin() * o.smax(), self.smax() * o.smin(),
                 self.smax() * o.smax()]
        half = self.modulus >> 1
        if -half <= min(cands) and max(cands) < half:
            return u.intersect(ConstantRange.signed_between(self.bits, min(cands), max(cands)))
        return u

    def and_(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        return ConstantRange.between(self.bits, 0, min(self.umax(), o.umax()))

    def or_(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        hi = (1 << max(self.umax(), o.umax()).bit_length()) - 1
        return ConstantRange.between(self.bits, max(self.umin(), o.umin()), hi)

    def xor(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        return ConstantRange.between(self.bits, 0, (1 << max(self.umax(), o.umax()).bit_length()) - 1)

    def udiv(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty or o.umax() == 0:
            return ConstantRange.empty(self.bits)
        dmin = max(o.umin(), 1)
        return ConstantRange.between(self.bits, self.umin() // o.umax(), self.umax() // dmin)

    def urem(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty or o.umax() == 0:
            return ConstantRange.empty(self.bits)
        if self.umax() < o.umin():
            return self
        return ConstantRange.between(self.bits, 0, min(self.umax(), o.umax() - 1))

    def srem(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        mag = max(abs(o.smin()), abs(o.smax())) - 1
        if mag < 0:
            return ConstantRange.empty(self.bits)
        if self.is_non_negative():
            return ConstantRange.signed_between(self.bits, 0, min(mag, self.smax()))
        if self.is_negative():
            return ConstantRange.signed_between(self.bits, max(-mag, self.smin()), 0)
        return ConstantRange.signed_between(self.bits, -mag, mag)

    def shl(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        if o.umax() >= self.bits:
            return ConstantRange.full(self.bits)
        return self._from_unsigned(self.umin() << o.umin(), self.umax() << o.umax())

    def lshr(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        if o.umin() >= self.bits:
            return ConstantRange.empty(self.bits)
        return ConstantRange.between(self.bits, self.umin() >> min(o.umax(), self.bits - 1),
                                     self.umax() >> o.umin())

    def ashr(self, o: ConstantRange) -> ConstantRange:
        if self.is_empty or o.is_empty:
            return ConstantRange.empty(self.bits)
        if o.umin() >= self.bits:
            return ConstantRange.empty(self.bits)
        hi_s = min(o.umax(), self.bits - 1)
        cands = [self.smin() >> o.umin(), self.smin() >> hi_s, self.smax() >> o.umin(),
                 self.smax() >> hi_s]
        return ConstantRange.signed_between(self.bits, min(cands), max(cands))

    def zext(self, bits: int) -> ConstantRange:
        if self.is_empty:
            return ConstantRange.empty(bits)
        return ConstantRange.between(bits, self.umin(), self.umax())

    def sext(self, bits: int) -> ConstantRange:
        if self.is_empty:
            return ConstantRange.empty(bits)
        return ConstantRange.signed_between(bits, self.smin(), self.smax())

    def trunc(self, bits: int) -> ConstantRange:
        if self.is_empty:
            return ConstantRange.empty(bits)
        if self.size >= 1 << bits:
            return ConstantRange.full(bits)
        return ConstantRange(bits, self.lo, self.size)

    def umin_(self, o: ConstantRange) -> ConstantRange:
        return ConstantRange.between(self.bits, min(self.umin(), o.umin()), min(self.umax(), o.umax()))

    def umax_(self, o: ConstantRange) -> ConstantRange:
        return ConstantRange.between(self.bits, max(self.umin(), o.umin()), max(self.umax(), o.umax()))

    def smin_(self, o: ConstantRange) -> ConstantRange:
        return ConstantRange.signed_between(self.bits, min(self.smin(), o.smin()), min(self.smax(), o.smax()))

    def smax_(self, o: ConstantRange) -> ConstantRange:
        return ConstantRange.signed_between(self.bits, max(self.smin(), o.smin()), max(self.smax(), o.smax()))


# ---- comparisons ---------------------------------------------------------------------

INVERSE = {"eq": "ne", "ne": "eq", "ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule",
           "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle"}
SWAPPED = {"eq": "eq", "ne": "ne", "ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule",
           "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle"}


def _region(pred: str, other: ConstantRange, satisfying: bool) -> ConstantRange:
    bits, m = other.bits, other.modulus
    if other.is_empty:
        return ConstantRange.empty(bits) if not satisfying else ConstantRange.full(bits)
    if pred == "eq":
        if satisfying:
            return other if other.size == 1 else ConstantRange.empty(bits)
        return other
    if pred == "ne":
        if satisfying:
            return other.inverse()
        return other.inverse() if other.size == 1 else ConstantRange.full(bits)
    signed = pred[0] == "s"
    r = other._biased() if signed else other
    lo_b, hi_b = r.umin(), r.umax()
    kind = pred[1:]
    if kind == "lt":
        bound = lo_b if satisfying else hi_b
        out = ConstantRange(bits, 0, bound)
    elif kind == "le":
        bound = lo_b if satisfying else hi_b
        out = ConstantRange(bits, 0, bound + 1)
    elif kind == "gt":
        bound = hi_b if satisfying else lo_b
        out = ConstantRange(bits, bound + 1, m - 1 - bound)
    else:  # ge
        bound = hi_b if satisfying else lo_b
        out = ConstantRange(bits, bound, m - bound)
    return out._biased() if signed else out


def allowed_region(pred: str, other: ConstantRange) -> ConstantRange:
    """Every x for which `x pred y` holds for some y in `other` (LLVM makeAllowedICmpRegion)."""
    return _region(pred, other, False)


def satisfying_region(pred: str, other: ConstantRange) -> ConstantRange:
    """Every x for which `x pred y` holds for all y in `other` (makeSatisfyingICmpRegion)."""
    return _region(pred, other, True)


def icmp_known(pred: str, a: ConstantRange, b: ConstantRange) -> bool | None:
    """True/False when `a pred b` holds for every/no pair of values, else None."""
    if a.is_empty or b.is_empty:
        return None
    if satisfying_region(pred, b).contains_range(a):
        return True
    if satisfying_region(INVERSE[pred], b).contains_range(a):
        return False
    return None


_FULL: dict[int, ConstantRange] = {}
_EMPTY: dict[int, ConstantRange] = {}
