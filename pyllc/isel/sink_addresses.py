"""Address sinking before instruction selection (the `optimizeMemoryInst` part of LLVM's
CodeGenPrepare, in the small).

Why: selection works one block at a time. A `getelementptr` defined in one block and
used as the address of a load or store in another reaches that block as a register, so
the address is computed in its own block (an `add x, x0, x7, lsl #2` or `leaq`) and kept
live across the branch, even when the target's addressing mode could compute it inside
the access for free. bsort's swap block stores to `&a[j+1]`, which the loop header
computed for its load: without sinking, every iteration pays for the address of a store
that few iterations execute.

What it does: for each load or store in block B whose address is a `getelementptr` G
of another block, when
- G has one index (a constant, or a value scaled by the element size) over a base that
  is not a global (the global's address is a materialization of its own), and
- the target folds `base + index * size` (or `base + offset`) into one access of that
  width (TargetTransformInfo.is_legal_addressing_mode), and
- every loop holding B holds G's block too (sinking never moves work into a loop),
a copy of G is placed right before the access and the access reads it. G stays where
it is for its other users; once it has none, it is deleted.

Contract: requires IR in SSA form with the target's `target-ir` registered; keeps the
CFG and every value's semantics (the copy computes the same address from operands that
dominate G, hence the access). Changes the module in place. Cost: linear in the
instructions, plus one loop analysis per function that has a candidate.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Constant, ConstantInt, Function, GetElementPtrInst, Instruction
from pyllc.opt.analyses import LoopAnalysis
from pyllc.opt.loops.util import clone_instruction
from pyllc.opt.passmanager import FunctionAnalysisManager


def _access_bytes(dl: Any, mem: Instruction) -> int:
    t = mem.type if mem.opcode == "load" else mem.operands[0].type
    try:
        return int(dl.type_size(t))
    except Exception:  # noqa: BLE001 - an unsized type: no addressing mode to ask about
        return 0


def _foldable(dl: Any, tti: Any, g: GetElementPtrInst, access: int) -> bool:
    """Whether one access of `access` bytes addresses `g` without extra instructions."""
    ops = g.operands
    if len(ops) != 2 or isinstance(ops[0], Constant) or not access:
        return False
    try:
        size = int(dl.alloc_size(g.source_type))
    except Exception:  # noqa: BLE001 - unsized: nothing to fold
        return False
    idx = ops[1]
    if isinstance(idx, ConstantInt):
        return bool(tti.is_legal_addressing_mode(None, idx.signed * size, True, 0, access))
    return bool(tti.is_legal_addressing_mode(None, 0, True, size, access))


def sink_addresses(fn: Function, dl: Any, tti: Any, fam: FunctionAnalysisManager) -> int:
    """Sink foldable addresses of `fn` into the blocks of their loads and stores (see the
    module docstring); returns the number of accesses rewritten."""
    candidates: list[tuple[Instruction, int, GetElementPtrInst]] = []
    for b in fn.blocks:
        for i in b.instructions:
            op = i.opcode
            if op == "load":
                slot = 0
            elif op == "store":
                slot = 1
            else:
                continue
            g = i.operands[slot]
            if isinstance(g, GetElementPtrInst) and g.parent is not b \
                    and _foldable(dl, tti, g, _access_bytes(dl, i)):
                candidates.append((i, slot, g))
    if not candidates:
        return 0
    loops = fam.get(LoopAnalysis, fn)
    done = 0
    for mem, slot, g in candidates:
        inner = loops.loop_for(mem.parent)
        if inner is not None and not inner.contains(g.parent):
            continue
        done += 1
        if g.has_one_use():
            # the access is its only user: move it, so it stays the same instruction
            # (what -pipeline-html links machine code to)
            g.move_before(mem)
            continue
        copy = clone_instruction(g, ".sunk")
        copy.insert_before(mem)
        mem.set_operand(slot, copy)
    return done
