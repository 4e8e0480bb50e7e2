"""`block-placement`: profile-less layout of a function's blocks (the seed list's IR-level
"block placement"; opt-16 itself no longer has this pass, llc does it on machine code).

Order: depth-first from the entry, successors in terminator order (so the first successor
of a branch, usually the likely fall-through, follows it), and loop-aware: when the walk
reaches a loop header, the whole loop is laid out (recursively, by the same rule inside
the loop) before anything outside it, so every loop's blocks are contiguous and its header
comes first. Unreachable blocks keep their relative order at the end.

Contract: moves blocks only (the CFG, dominators and loops are unchanged).
Statistics: NumMoved (blocks whose position changed).
"""
from __future__ import annotations

from pyllc.ir import Function
from pyllc.ir.values import BasicBlock
from pyllc.opt.analyses import Loop, LoopAnalysis, LoopInfo
from pyllc.opt.passmanager import CFG_ANALYSES, AnalysisManager, FunctionPass, PreservedAnalyses


def _child(li: LoopInfo, b: BasicBlock, cur: Loop | None) -> Loop | None:
    """The outermost loop containing `b` strictly inside `cur` (None: `b` is cur's own)."""
    lp = li.loop_for(b)
    if lp is None or lp is cur:
        return None
    while lp.parent is not cur:
        if lp.parent is None:
            return None
        lp = lp.parent
    return lp


def layout(fn: Function, li: LoopInfo) -> list[BasicBlock]:
    placed: set[int] = set()

    def place(cur: Loop | None, start: BasicBlock, region: set[int] | None) -> list[BasicBlock]:
        out: list[BasicBlock] = []
        stack = [start]
        while stack:
            b = stack.pop()
            if id(b) in placed:
                continue
            child = _child(li, b, cur)
            if child is not None:
                blocks = child.blocks()
                ids = {id(x) for x in blocks}
                out += place(child, child.header, ids)
                succs = [s for x in blocks for s in x.successors() if id(s) not in ids]
            else:
                placed.add(id(b))
                out.append(b)
                succs = b.successors()
            for s in reversed(succs):
                if id(s) not in placed and (region is None or id(s) in region):
                    stack.append(s)
        return out

    if not fn.blocks:
        return []
    order = place(None, fn.blocks[0], None)
    order += [b for b in fn.blocks if id(b) not in placed]
    return order


class BlockPlacement(FunctionPass):
    """Lay blocks out depth-first, each loop contiguous."""
    name = "block-placement"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if not unit.blocks:
            return PreservedAnalyses.all()
        order = layout(unit, am.get(LoopAnalysis, unit))
        assert len(order) == len(unit.blocks)
        moved = sum(1 for a, b in zip(order, unit.blocks) if a is not b)
        if not moved:
            return PreservedAnalyses.all()
        unit.blocks[:] = order
        am.instr.stats.add(self.name, "Number of basic blocks moved", moved)
        return PreservedAnalyses(False, CFG_ANALYSES)
