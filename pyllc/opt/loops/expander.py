"""Turn a loop-invariant SCEV back into instructions (LLVM's SCEVExpander, the small part
indvars needs).

`expand(se, s, ty, before, budget)` builds constants, existing values, `add`, `mul`,
`zext`/`sext`/`trunc`, and for a pointer a `getelementptr i8` of the one pointer-typed
value of a sum; recurrences are not expanded. Nothing is built when the expression needs
more than `budget` new instructions (LLVM's "cheap" exit-value rewriting).

Contract: inserts instructions before `before` only.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import BinaryOperator, CastInst, ConstantInt, GetElementPtrInst, Instruction
from pyllc.ir.types import I8, IntType
from pyllc.ir.values import Value
from pyllc.opt.scev import SCEV


def cost(s: SCEV) -> int | None:
    """Instructions needed to expand `s` (None: not expandable)."""
    if s.kind in ("const", "unknown"):
        return 0
    if s.kind in ("add", "mul"):
        parts = [cost(o) for o in s.ops]
        if any(p is None for p in parts):
            return None
        return len(s.ops) - 1 + sum(p for p in parts if p is not None)
    if s.kind == "cast":
        c = cost(s.ops[0])
        return None if c is None else c + 1
    return None


def expand(s: SCEV, ty: Any, before: Instruction, budget: int) -> Value | None:
    """`s` as a value of type `ty` (an integer or pointer type), or None."""
    c = cost(s)
    if c is None or c > budget:
        return None
    if ty.is_pointer:
        return _expand_pointer(s, ty, before)
    if not ty.is_int or ty.bits != s.bits:
        return None
    return _expand_int(s, before)


def _expand_int(s: SCEV, before: Instruction) -> Value | None:
    ty = IntType.get(s.bits)
    if s.kind == "const":
        return ConstantInt(ty, s.value & ((1 << s.bits) - 1))
    if s.kind == "unknown":
        v = s.value
        return v if isinstance(v, Value) and v.type is ty else None
    if s.kind in ("add", "mul"):
        vals = [_expand_int(o, before) for o in s.ops]
        if any(v is None for v in vals):
            return None
        acc = vals[0]
        assert acc is not None
        for v in vals[1:]:
            assert v is not None
            i = BinaryOperator(s.kind, ty, (acc, v), None)
            i.insert_before(before)
            acc = i
        return acc
    if s.kind == "cast":
        inner = _expand_int(s.ops[0], before)
        if inner is None:
            return None
        ci = CastInst(str(s.value), ty, (inner,), None)
        ci.insert_before(before)
        return ci
    return None


def _expand_pointer(s: SCEV, ty: Any, before: Instruction) -> Value | None:
    if s.kind == "unknown":
        v = s.value
        return v if isinstance(v, Value) and v.type == ty else None
    if s.kind != "add":
        return None
    ptrs = [o for o in s.ops if o.kind == "unknown" and getattr(o.value, "type", None) == ty]
    if len(ptrs) != 1:
        return None
    rest = [o for o in s.ops if o is not ptrs[0]]
    off = rest[0] if len(rest) == 1 else SCEV("add", s.bits, tuple(rest))
    idx = _expand_int(off, before)
    if idx is None:
        return None
    g = GetElementPtrInst(ty, I8, ptrs[0].value, (idx,), None)
    g.insert_before(before)
    return g
