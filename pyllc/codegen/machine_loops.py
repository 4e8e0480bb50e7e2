"""Natural loops of a machine function (LLVM's MachineLoopInfo, in small), for the asm
printer's `-asm-verbose` comments (`# Loop Depth`, `Loop Header`).

A back edge is an edge b -> h where h dominates b; the loop of header h is h plus every
block that reaches such a b without passing through h. Loops with the same header are
one loop. Requires only `succs` of every block (any stage); changes nothing.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineBasicBlock, MachineFunction
from pyllc.record import field, record


@record(eq=False)
class MachineLoop:
    header: MachineBasicBlock
    blocks: set[MachineBasicBlock] = field(default_factory=set)
    depth: int = 1
    inner: bool = True          # contains no other loop
    parent: MachineLoop | None = None
    children: list[MachineLoop] = field(default_factory=list)


def _dominators(mf: MachineFunction) -> dict[MachineBasicBlock, set[MachineBasicBlock]]:
    """Block -> the blocks dominating it (iterative data flow over reachable blocks)."""
    entry = mf.blocks[0]
    order: list[MachineBasicBlock] = []
    seen = {entry}
    stack = [entry]
    while stack:                                 # reachable blocks
        b = stack.pop()
        order.append(b)
        for s in b.succs:
            if s not in seen:
                seen.add(s)
                stack.append(s)
    preds: dict[MachineBasicBlock, list[MachineBasicBlock]] = {b: [] for b in order}
    for b in order:
        for s in b.succs:
            preds[s].append(b)
    everything = set(order)
    dom = {b: set(everything) for b in order}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in order[1:]:
            ps = [dom[p] for p in preds[b]]
            new = set.intersection(*ps) if ps else set()
            new = new | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    return dom


def find_loops(mf: MachineFunction) -> dict[MachineBasicBlock, MachineLoop]:
    """Block -> the innermost loop containing it (blocks in no loop are absent)."""
    if not mf.blocks:
        return {}
    dom = _dominators(mf)
    preds: dict[MachineBasicBlock, list[MachineBasicBlock]] = {b: [] for b in dom}
    for b in dom:
        for s in b.succs:
            if s in preds:
                preds[s].append(b)
    loops: dict[MachineBasicBlock, MachineLoop] = {}
    for b in dom:
        for h in b.succs:
            if h in dom[b]:                      # back edge b -> h
                loop = loops.setdefault(h, MachineLoop(h, {h}))
                work = [b]
                while work:
                    x = work.pop()
                    if x not in loop.blocks:
                        loop.blocks.add(x)
                        work.extend(preds[x])
    all_loops = list(loops.values())
    for loop in all_loops:
        outer = [o for o in all_loops if o is not loop and loop.header in o.blocks]
        loop.depth = 1 + len(outer)
        loop.inner = not any(o is not loop and o.header in loop.blocks for o in all_loops)
        if outer:
            loop.parent = min(outer, key=lambda o: len(o.blocks))
    for loop in sorted(all_loops, key=lambda lp: lp.header.number):
        if loop.parent is not None:
            loop.parent.children.append(loop)
    innermost: dict[MachineBasicBlock, MachineLoop] = {}
    for loop in sorted(all_loops, key=lambda lp: lp.depth):
        for b in loop.blocks:
            innermost[b] = loop                  # deeper loops overwrite shallower ones
    return innermost
