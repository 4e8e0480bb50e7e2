"""Folds for load, getelementptr and store (cf. InstCombineLoadStoreAlloca.cpp).

Load forwarding looks back at most `SCAN_LIMIT` instructions in the block (LLVM's
DefMaxInstsToScan) for a store to, or a load from, the very same pointer, with no
instruction in between that may write memory.
"""
from __future__ import annotations

from pyllc.ir import Instruction, Value

from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import is_zero
from pyllc.opt.traits import is_volatile_or_atomic, may_write_memory

SCAN_LIMIT = 6


def load_forward(i: Instruction, c: Combiner) -> Value | None:
    """store V, P ; ... ; load P -> V ; load P ; ... ; load P -> the first load."""
    if is_volatile_or_atomic(i):
        return None
    bb = i.parent
    insts = bb.instructions
    pos = c.position(i)
    if pos is None:
        return None
    ptr = i.operands[0]
    seen = 0
    k = pos - 1
    while k >= 0 and seen < SCAN_LIMIT:
        j = insts[k]
        k -= 1
        if j.parent is not bb:
            continue
        seen += 1
        if j.opcode == "store" and j.operands[1] is ptr:
            v = j.operands[0]
            if v.type == i.type and not is_volatile_or_atomic(j):
                return v  # type: ignore[no-any-return]
            return None
        if j.opcode == "load" and j.operands[0] is ptr and j.type == i.type \
                and not is_volatile_or_atomic(j):
            return j
        if may_write_memory(j):
            return None
    return None


def gep_zero(i: Instruction, c: Combiner) -> Value | None:
    """getelementptr T, P (with no index, or only zero indices) -> P."""
    ptr = i.operands[0]
    if ptr.type != i.type:
        return None
    if all(is_zero(x) for x in i.operands[1:]):
        return ptr  # type: ignore[no-any-return]
    return None


FOLDS: dict[str, list[Fold]] = {
    "load": [load_forward],
    "getelementptr": [gep_zero],
}
