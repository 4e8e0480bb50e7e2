# mypy: disable-error-code="no-any-return"
"""Constant folding of integer intrinsics (cf. LLVM's ConstantFoldCall): min/max, abs,
bit counts, byte swap, saturating arithmetic, and the values and overflow bits of
`llvm.*.with.overflow` read through `extractvalue`.

Every argument must be a ConstantInt; results follow the LangRef, including poison
where the intrinsic's flag argument asks for it (`abs(INT_MIN, true)`,
`ctlz/cttz(0, true)`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.ir import I1, ConstantInt, PoisonValue
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.traits import callee_name


def _s(v: int, bits: int) -> int:
    return v - (1 << bits) if v >> (bits - 1) else v


def _sat(v: int, bits: int, signed: bool) -> int:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return min(max(v, lo), hi)


#: name stem -> f(a, b, bits) with a, b unsigned; result an int (masked later) or None=poison
_BINARY: dict[str, Callable[[int, int, int], int | None]] = {
    "smax": lambda a, b, n: max(_s(a, n), _s(b, n)),
    "smin": lambda a, b, n: min(_s(a, n), _s(b, n)),
    "umax": lambda a, b, n: max(a, b),
    "umin": lambda a, b, n: min(a, b),
    "sadd.sat": lambda a, b, n: _sat(_s(a, n) + _s(b, n), n, True),
    "ssub.sat": lambda a, b, n: _sat(_s(a, n) - _s(b, n), n, True),
    "uadd.sat": lambda a, b, n: _sat(a + b, n, False),
    "usub.sat": lambda a, b, n: _sat(a - b, n, False),
    "abs": lambda a, b, n: None if b and a == 1 << (n - 1) else abs(_s(a, n)),
    "ctlz": lambda a, b, n: None if b and a == 0 else n - a.bit_length(),
    "cttz": lambda a, b, n: None if b and a == 0 else (n if a == 0 else (a & -a).bit_length() - 1),
}
_UNARY: dict[str, Callable[[int, int], int]] = {
    "ctpop": lambda a, n: bin(a).count("1"),
    "bswap": lambda a, n: int.from_bytes(a.to_bytes(n // 8, "little"), "big"),
    "bitreverse": lambda a, n: int(format(a, f"0{n}b")[::-1], 2),
}
#: with.overflow stem -> (exact result from signed/unsigned operands, signedness)
_OVERFLOW: dict[str, tuple[Callable[[int, int], int], bool]] = {
    "sadd": (lambda a, b: a + b, True), "uadd": (lambda a, b: a + b, False),
    "ssub": (lambda a, b: a - b, True), "usub": (lambda a, b: a - b, False),
    "smul": (lambda a, b: a * b, True), "umul": (lambda a, b: a * b, False),
}


def _stem(name: str) -> str:
    """`llvm.smax.i32` -> `smax`; `llvm.sadd.sat.i8` -> `sadd.sat`."""
    parts = name.split(".")[1:-1]
    return ".".join(parts)


def call_constant(i: Any, c: Combiner) -> Value | None:
    """llvm.smax(C1, C2) -> C, ... (the intrinsics in the module docstring)."""
    name = callee_name(i) or ""
    if not name.startswith("llvm.") or not i.type.is_int:
        return None
    args = i.args
    if not args or not all(isinstance(a, ConstantInt) for a in args):
        return None
    stem, n = _stem(name), i.type.bits
    vals = [a.value for a in args]
    if stem in _UNARY and len(vals) == 1:
        if stem == "bswap" and n % 16:
            return None   # bswap is defined on whole pairs of bytes only
        return ConstantInt(i.type, _UNARY[stem](vals[0], n) & ((1 << n) - 1))
    if stem in _BINARY and len(vals) == 2:
        r = _BINARY[stem](vals[0], vals[1], n)
        return PoisonValue(i.type) if r is None else ConstantInt(i.type, r & ((1 << n) - 1))
    return None


def extract_overflow(i: Any, c: Combiner) -> Value | None:
    """extractvalue (llvm.Xop.with.overflow(C1, C2)), 0|1 -> the wrapped result | overflow bit."""
    agg = i.operands[0]
    if getattr(agg, "opcode", None) != "call" or len(i.indices) != 1:
        return None
    name = callee_name(agg) or ""
    stem = _stem(name)
    if not name.startswith("llvm.") or not stem.endswith(".with.overflow"):
        return None
    op = _OVERFLOW.get(stem.removesuffix(".with.overflow"))
    a, b = agg.args[:2] if len(agg.args) >= 2 else (None, None)
    if op is None or not isinstance(a, ConstantInt) or not isinstance(b, ConstantInt):
        return None
    fn, signed = op
    n = constfold.width(a.type)
    x, y = (_s(a.value, n), _s(b.value, n)) if signed else (a.value, b.value)
    exact = fn(x, y)
    wrapped = exact & ((1 << n) - 1)
    if i.indices[0] == 0:
        return ConstantInt(a.type, wrapped)
    fits = exact == (_s(wrapped, n) if signed else wrapped)
    return ConstantInt(I1, int(not fits))


FOLDS: dict[str, list[Fold]] = {
    "call": [call_constant],
    "extractvalue": [extract_overflow],
}
