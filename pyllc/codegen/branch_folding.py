"""Branch folding on the final block layout (a small part of LLVM's BranchFolder).

Requires: allocated MIR in its final block order, branch instructions flagged
(`branch`; unconditional ones also `barrier`) with their target block as an operand.
Maintains: semantics, block order, succs/preds. Breaks: nothing.

First, branches to a block the compiler made (no IR block: phi edges, codegen/phi_edges.py)
that holds nothing but `j X` go straight to X, and such a block nobody reaches any more
is deleted (kept for its layout predecessor, which falls or branches into it).
At -O1 and up, codegen/block_placement.py then reorders blocks so branch targets follow
their branches. Then two rewrites, both purely local to the end of a block:
  1. `j next`                      -> (nothing)            the jump falls through anyway
  2. `bcc X ; j Y` with X == next  -> `b!cc Y`             when the target can invert bcc
The inversion is an ISA fact: `target.instr_info.invert_branch(mi, new_target)` returns the
inverted instruction or None.
"""
from __future__ import annotations

from pyllc.codegen.block_placement import is_cond_branch, is_jump, place_blocks
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr
from pyllc.codegen.target import Target


def _target_block(mi: MachineInstr) -> MachineBasicBlock | None:
    for op in mi.ops:
        if isinstance(op, MachineBasicBlock):
            return op
    return None


def _thread_jumps(mf: MachineFunction) -> None:
    blocks = mf.blocks
    removed: set[int] = set()
    for i, n in enumerate(blocks):
        if n.ir_block is not None or len(n.instrs) != 1 or not is_jump(n.instrs[0]):
            continue
        x = _target_block(n.instrs[0])
        if x is None or x is n:
            continue
        # The layout predecessor keeps its way in: it falls into `n` (or will, once its
        # branch is inverted below), so a loop latch ends in one conditional branch back.
        prev = blocks[i - 1] if i > 0 else None
        for p in list(n.preds):
            if p is n or p is prev:
                continue
            for mi in p.instrs[p.first_terminator():]:
                mi.ops = [x if op is n else op for op in mi.ops]
            p.succs = [s for s in p.succs if s is not n]
            if x not in p.succs:
                p.succs.append(x)
                x.preds.append(p)
            n.preds.remove(p)
        if not n.preds:
            n.succs = []
            x.preds.remove(n)
            removed.add(id(n))
    if removed:
        mf.blocks = [b for b in blocks if id(b) not in removed]
        mf.renumber()


def fold_branches(mf: MachineFunction, target: Target, opt_level: int = 0) -> None:
    if not mf.jump_tables:
        _thread_jumps(mf)
    if opt_level > 0:
        place_blocks(mf)
    invert = target.instr_info.invert_branch
    blocks = mf.blocks
    for i, b in enumerate(blocks):
        nxt = blocks[i + 1] if i + 1 < len(blocks) else None
        if nxt is None or not b.instrs:
            continue
        last = b.instrs[-1]
        dest = _target_block(last) if is_jump(last) else None
        if dest is None:
            continue
        if dest is nxt:
            b.instrs.pop()
            continue
        if len(b.instrs) < 2:
            continue
        cond = b.instrs[-2]
        if is_cond_branch(cond) and _target_block(cond) is nxt:
            flipped = invert(cond, dest)
            if flipped is not None:
                flipped.parent = b
                b.instrs[-2:] = [flipped]
