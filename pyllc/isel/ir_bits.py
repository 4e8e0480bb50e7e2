"""Known low zero bits of IR integer values, for the DAG builder (a sliver of LLVM's
ValueTracking `computeKnownBits`, which the SelectionDAG builder sees through
FunctionLoweringInfo's live-out info and which SCEV uses to read `or` as `add`).

`trailing_zeros(v)` is a lower bound on the number of low zero bits of every value `v`
takes. It looks through constants, add/sub/mul/shl-by-constant/and/or/xor, the integer
casts and phi nodes. A phi is the minimum of its incoming values, where a phi already
being evaluated counts as unbounded: every rule below satisfies tz(result) >=
min(tz(operands)), so by induction over the loop's iterations every value the phi takes
has at least the bound its non-cyclic inputs give. Anything else gives 0. Pure
analysis: it changes nothing.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir.constants import ConstantInt
from pyllc.ir.instructions import BinaryOperator, CastInst, PhiNode

_UNBOUNDED = 1 << 16


def _ctz(c: int) -> int:
    return (c & -c).bit_length() - 1 if c else _UNBOUNDED


def trailing_zeros(v: Any, depth: int = 6) -> int:
    """A lower bound on the trailing zero bits of integer value `v` (see the module)."""
    return min(_tz(v, depth, set()), getattr(v.type, "bits", 0) or 0)


def _tz(v: Any, depth: int, active: set[int]) -> int:
    if isinstance(v, ConstantInt):
        return _ctz(v.value)
    if depth <= 0:
        return 0
    d = depth - 1
    if isinstance(v, PhiNode):
        if id(v) in active:
            return _UNBOUNDED
        active.add(id(v))
        try:
            return min((_tz(x, d, active) for x, _ in v.incoming), default=0)
        finally:
            active.discard(id(v))
    if isinstance(v, BinaryOperator):
        a, b = v.operands
        op = v.opcode
        if op in ("add", "sub", "or", "xor"):
            return min(_tz(a, d, active), _tz(b, d, active))
        if op == "and":
            return max(_tz(a, d, active), _tz(b, d, active))
        if op == "mul":
            return min(_tz(a, d, active) + _tz(b, d, active), _UNBOUNDED)
        if op == "shl" and isinstance(b, ConstantInt) and b.value < getattr(v.type, "bits", 0):
            return min(_tz(a, d, active) + b.value, _UNBOUNDED)
        return 0
    if isinstance(v, CastInst) and v.opcode in ("zext", "sext", "trunc"):
        return _tz(v.operands[0], d, active)
    return 0
