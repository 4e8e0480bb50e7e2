# mypy: disable-error-code="no-any-return"
"""Dead code elimination: `dce` (worklist) and `adce` (aggressive, mark-and-sweep).

- `dce`: delete instructions with no users and no side effects; deleting one may
  make its operands dead, so they go on a worklist (LLVM DCEPass).
- `adce`: assume everything dead, mark live the instructions with side effects
  and terminators, then everything a live instruction uses (transitively); sweep
  the rest. Unlike `dce` this removes dead cycles (phis feeding only each other).
  Kennedy, "A Survey of Data Flow Analysis Techniques" (1981) / LLVM ADCEPass
  (without its control-dependence part: branches stay live).

Contract: requires nothing; preserves the CFG (and so every CFG analysis).
"""
from __future__ import annotations

from pyllc.ir import Function, Instruction
from pyllc.opt.irutil import Editor
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import has_side_effects, is_droppable_call


def delete_dead(fn: Function, seeds: list[Instruction] | None = None) -> int:
    """Worklist DCE over `seeds` (default: every instruction). Returns the number removed."""
    ed = Editor()
    work = seeds if seeds is not None else [i for b in fn.blocks for i in b.instructions]
    work = list(reversed(work))
    while work:
        i = work.pop()
        if i.parent is None or i.has_uses() or has_side_effects(i):
            continue
        ops = [o for o in i.operands if isinstance(o, Instruction)]
        ed.erase(i)
        work.extend(o for o in ops if not o.has_uses())
    ed.flush()
    return ed.erased


class DCE(FunctionPass):
    name = "dce"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = delete_dead(unit)
        am.instr.stats.add(self.name, "Number of insts removed", n)
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()


class ADCE(FunctionPass):
    name = "adce"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        live: set[int] = set()
        work: list[Instruction] = []
        for b in unit.blocks:
            for i in b.instructions:
                if (has_side_effects(i) and not is_droppable_call(i)) or i.is_terminator:
                    live.add(id(i))
                    work.append(i)
        while work:
            i = work.pop()
            for o in i.operands:
                if isinstance(o, Instruction) and id(o) not in live:
                    live.add(id(o))
                    work.append(o)
        dead = [i for b in unit.blocks for i in b.instructions if id(i) not in live]
        if not dead:
            return PreservedAnalyses.all()
        ed = Editor()
        # live instructions never use dead ones, so once every dead instruction has
        # dropped its operands no dead value has a user left
        for i in dead:
            ed.erase(i)
        ed.flush()
        am.instr.stats.add(self.name, "Number of instructions removed", len(dead))
        return PreservedAnalyses.cfg()
