"""`sink`: move instructions down into the successor block that needs them, so paths
that do not use a value do not compute it (LLVM's SinkingPass).

For each reachable block, instructions are visited bottom-up. One moves when:
- it has no side effects and is not a phi, terminator, static alloca or a call that
  may write memory, unwind or not return; a load moves only if no store (or other
  writer) below it in its block may write the loaded location (basic-aa);
- the nearest common dominator of its uses (a phi's use counts in the incoming
  block) is strictly dominated by its block; the target climbs the dominator tree
  until it is acceptable: a block whose single predecessor is the current block,
  or, across a critical edge, a block the current block dominates that is in the
  same loop (never into a loop) — and never for what reads memory.
It then goes to the start of the target (after the phis). The walk repeats until
nothing moves. Sinking only ever removes executions, so trapping instructions
(divisions) may move too.

Contract: requires domtree, loops and basic-aa; preserves the CFG.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import AllocaInst, Function, Instruction, PhiNode
from pyllc.ir.values import BasicBlock
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis, BasicAA
from pyllc.opt.analyses import DominatorTreeAnalysis, LoopAnalysis, LoopInfo
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import (
    callee_name,
    is_droppable_call,
    is_readonly_call,
    is_volatile_or_atomic,
    may_read_memory,
    may_write_memory,
)


class _Sinker:
    def __init__(self, fn: Function, dt: Any, li: LoopInfo, aa: AliasAnalysis) -> None:
        self.fn, self.dt, self.li, self.aa = fn, dt, li, aa

    def block(self, b: BasicBlock) -> int:
        if b.terminator is None or not self.dt.is_reachable(b):
            return 0
        n = 0
        writers: list[Instruction] = []
        for i in reversed(list(b.instructions)):
            if may_write_memory(i) or (callee_name(i) or "").startswith("llvm.lifetime."):
                writers.append(i)   # lifetime markers end what a load could read
                continue
            if self._sink(i, writers):
                n += 1
        return n

    def _movable(self, i: Instruction, writers: list[Instruction]) -> bool:
        if i.is_terminator or isinstance(i, PhiNode) or i.opcode in ("landingpad", "va_arg"):
            return False
        if isinstance(i, AllocaInst):
            return False
        if i.opcode in ("call", "invoke", "callbr"):
            if i.opcode != "call" or is_droppable_call(i) or not is_readonly_call(i):
                return False
            return not writers
        if i.opcode == "load":
            if is_volatile_or_atomic(i):
                return False
            size = self.aa.size_of(i.type)
            for w in writers:
                if w.opcode == "store" and not is_volatile_or_atomic(w):
                    ws = self.aa.size_of(w.operands[0].type)
                    if self.aa.loc_alias(w.operands[1], ws, w.metadata, i.operands[0], size,
                                         i.metadata) == NO_ALIAS:
                        continue
                elif w.opcode == "call" and not self.aa.call_may_modify(w, i.operands[0], size, i.metadata):
                    continue
                return False
        return i.opcode not in ("fence", "atomicrmw", "cmpxchg", "store")

    def _sink(self, i: Instruction, writers: list[Instruction]) -> bool:
        if not self._movable(i, writers):
            return False
        b = i.parent
        assert b is not None
        target: BasicBlock | None = None
        for u in i.users:
            ub = getattr(u, "parent", None)
            if ub is None:
                continue
            if isinstance(u, PhiNode):
                for v, pb in u.incoming:
                    if v is i and self.dt.is_reachable(pb):
                        target = pb if target is None else self.dt.nearest_common_dominator(target, pb)
                        if not self.dt.dominates(b, target):
                            return False
                continue
            if not self.dt.is_reachable(ub):
                continue
            target = ub if target is None else self.dt.nearest_common_dominator(target, ub)
            if not self.dt.dominates(b, target):
                return False
        if target is None:
            return False
        while target is not b and not self._acceptable(i, target):
            target = self.dt.idom(target)
            assert target is not None
        if target is b:
            return False
        i.remove_from_parent()
        first = next((x for x in target.instructions if not isinstance(x, PhiNode)
                      and x.opcode != "landingpad"), None)
        if first is None:
            target.append(i)
        else:
            i.insert_before(first)
        return True

    def _acceptable(self, i: Instruction, s: BasicBlock) -> bool:
        b = i.parent
        assert b is not None
        preds = s.predecessors()
        if len(preds) == 1 and preds[0] is b:
            return True
        if may_read_memory(i):
            return False
        if not self.dt.dominates(b, s):
            return False
        ls, lb = self.li.loop_for(s), self.li.loop_for(b)
        return ls is None or ls is lb


class Sink(FunctionPass):
    name = "sink"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        s = _Sinker(unit, am.get(DominatorTreeAnalysis, unit), am.get(LoopAnalysis, unit),
                    am.get(BasicAA, unit))
        total = 0
        while True:
            n = sum(s.block(b) for b in list(unit.blocks))
            total += n
            if not n:
                break
        am.instr.stats.add(self.name, "Number of instructions sunk", total)
        return PreservedAnalyses.cfg() if total else PreservedAnalyses.all()
