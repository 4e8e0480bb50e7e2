"""Branch folding on the final block layout (a small part of LLVM's BranchFolder).

Requires: allocated MIR in its final block order, branch instructions flagged
(`branch`; unconditional ones also `barrier`) with their target block as an operand.
Maintains: semantics, block order, succs/preds. Breaks: nothing.

Two rewrites, both purely local to the end of a block:
  1. `j next`                      -> (nothing)            the jump falls through anyway
  2. `bcc X ; j Y` with X == next  -> `b!cc Y`             when the target can invert bcc
The inversion is an ISA fact: `target.instr_info.invert_branch(mi, new_target)` returns the
inverted instruction or None.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr
from pyllc.codegen.target import Target


def _target_block(mi: MachineInstr) -> MachineBasicBlock | None:
    for op in mi.ops:
        if isinstance(op, MachineBasicBlock):
            return op
    return None


def _is_jump(mi: MachineInstr) -> bool:
    flags = mi.instr.flags
    return "branch" in flags and "barrier" in flags and "indirect_branch" not in flags


def _is_cond_branch(mi: MachineInstr) -> bool:
    flags = mi.instr.flags
    return "branch" in flags and "barrier" not in flags


def fold_branches(mf: MachineFunction, target: Target) -> None:
    invert = target.instr_info.invert_branch
    blocks = mf.blocks
    for i, b in enumerate(blocks):
        nxt = blocks[i + 1] if i + 1 < len(blocks) else None
        if nxt is None or not b.instrs:
            continue
        last = b.instrs[-1]
        dest = _target_block(last) if _is_jump(last) else None
        if dest is None:
            continue
        if dest is nxt:
            b.instrs.pop()
            continue
        if len(b.instrs) < 2:
            continue
        cond = b.instrs[-2]
        if _is_cond_branch(cond) and _target_block(cond) is nxt:
            flipped = invert(cond, dest)
            if flipped is not None:
                flipped.parent = b
                b.instrs[-2:] = [flipped]
