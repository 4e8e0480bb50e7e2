"""Block placement: put a branch's target right after the branch so it falls through
(a small, greedy form of LLVM's MachineBlockPlacement chains), run before branch folding.

Requires: allocated MIR whose blocks end in explicit branches (isel's form: a block
that does not end in a `barrier` instruction falls into its layout successor); correct
succs/preds. Maintains: semantics, succs/preds, the entry block first.
Breaks: block numbers (renumbered).

Why: isel lays blocks out in IR order, so a loop whose exit block comes earlier ends in
`bcc exit ; j header` (two branches per iteration), and nested loops jump around. For
each block in layout order ending in `bcc X ; j Y` or `j Y` with neither target next:
the target that is not the header of a loop holding the block (so back edges stay
branches and exits become fall-throughs) is moved right after it, if it can move: not
the entry, not fallen into by its current predecessor, not itself falling through, not
moved before. The branch folder then deletes the jump or inverts the conditional branch,
so a loop latch ends with one conditional branch back to its header. Moved blocks are
visited in their new place, so chains (inner latch -> inner exit = outer latch -> ...)
form in one pass. Cost: linear (plus the loop analysis).
"""
from __future__ import annotations

from pyllc.codegen.loops import loop_bodies
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr


def _target(mi: MachineInstr) -> MachineBasicBlock | None:
    found = [op for op in mi.ops if isinstance(op, MachineBasicBlock)]
    return found[0] if len(found) == 1 else None


def is_jump(mi: MachineInstr) -> bool:
    """An unconditional direct branch (flags "branch" and "barrier", not indirect)."""
    f = mi.instr.flags
    return "branch" in f and "barrier" in f and "indirect_branch" not in f


def is_cond_branch(mi: MachineInstr) -> bool:
    """A conditional branch (a "branch" that control can fall through)."""
    f = mi.instr.flags
    return "branch" in f and "barrier" not in f


def _ends_in_barrier(b: MachineBasicBlock) -> bool:
    """Control never falls out of `b`: it ends in a barrier, or in a barrier and the one
    instruction that rides along with it (SPARC's `ret` + `restore`, its delay slot)."""
    return any("barrier" in mi.instr.flags for mi in b.instrs[-2:])


def _branch_targets(b: MachineBasicBlock) -> list[MachineBasicBlock]:
    """The targets of `bcc X ; j Y` ([X, Y]) or `j Y` ([Y]); [] for other endings."""
    ins = b.instrs
    if not ins or not is_jump(ins[-1]):
        return []
    y = _target(ins[-1])
    if y is None:
        return []
    if len(ins) >= 2 and is_cond_branch(ins[-2]):
        x = _target(ins[-2])
        if x is None or (len(ins) >= 3 and "branch" in ins[-3].instr.flags):
            return []
        return [x, y]
    if len(ins) >= 2 and "terminator" in ins[-2].instr.flags:
        return []
    return [y]


def place_blocks(mf: MachineFunction) -> None:
    if len(mf.blocks) < 3 or mf.jump_tables:
        return
    bodies = loop_bodies(mf)
    blocks = mf.blocks
    entry = blocks[0]
    # the layout as a doubly linked list (by id), so a move costs O(1)
    after: dict[int, MachineBasicBlock | None] = {}
    before: dict[int, MachineBasicBlock | None] = {}
    for k, blk in enumerate(blocks):
        after[id(blk)] = blocks[k + 1] if k + 1 < len(blocks) else None
        before[id(blk)] = blocks[k - 1] if k > 0 else None
    moved: set[int] = set()
    b: MachineBasicBlock | None = entry
    while b is not None:
        nxt = after[id(b)]
        targets = _branch_targets(b)
        if nxt is not None and targets and nxt not in targets:
            for t in targets:
                if t is entry or t is b or id(t) in moved \
                        or b.number in bodies.get(t.number, ()):
                    continue            # a back edge stays a branch
                p = before[id(t)]
                if p is not None and not _ends_in_barrier(p):
                    continue            # its predecessor falls into it
                if not _ends_in_barrier(t):
                    continue            # it falls into its own successor
                n = after[id(t)]        # unlink t, then link it after b
                if p is not None:
                    after[id(p)] = n
                if n is not None:
                    before[id(n)] = p
                after[id(t)], before[id(t)] = nxt, b
                after[id(b)] = t
                before[id(nxt)] = t
                moved.add(id(t))
                break
        b = after[id(b)]
    order: list[MachineBasicBlock] = []
    cur: MachineBasicBlock | None = entry
    while cur is not None:
        order.append(cur)
        cur = after[id(cur)]
    assert len(order) == len(blocks)
    mf.blocks = order
    mf.renumber()
