"""`globaldce`: delete global values nothing live can reach.

Algorithm (LLVM's GlobalDCEPass): the roots are the definitions that are not
discardable if unused (external, weak, common, appending — so `llvm.used`,
`llvm.compiler.used` and `llvm.global_ctors` are roots and keep what they list).
Each global depends on the globals its body or initializer names (through constant
expressions). A worklist marks everything reachable from the roots; marking a member
of a comdat marks every member of that comdat, since the linker keeps or drops a comdat
whole. Everything unmarked is deleted: local, private, linkonce(_odr) and
available_externally definitions, and declarations nobody refers to.
Cost: O(module size) — every body and initializer is walked once, constants memoised.

Statistics as LLVM's: functions, global variables, aliases and ifuncs removed.
Contract: module pass; never changes what the program computes; preserves nothing
when it deletes (function analyses of surviving functions stay valid).
"""
from __future__ import annotations

from pyllc.ir import Function, GlobalAlias, GlobalIFunc, GlobalValue, GlobalVariable
from pyllc.ir.module import Module
from pyllc.opt.globals.common import (
    all_globals,
    comdat_key,
    erase_globals,
    is_discardable_if_unused,
    references,
)
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses


def live_globals(m: Module) -> set[int]:
    """Ids of the global values reachable from the module's roots."""
    memo: dict[int, tuple[GlobalValue, ...]] = {}
    members: dict[str, list[GlobalValue]] = {}
    for g in all_globals(m):
        key = comdat_key(g)
        if key is not None:
            members.setdefault(key, []).append(g)
    live: set[int] = set()
    work: list[GlobalValue] = []

    def mark(g: GlobalValue) -> None:
        if id(g) in live:
            return
        live.add(id(g))
        work.append(g)
        key = comdat_key(g)
        if key is not None:
            for other in members.get(key, ()):
                mark(other)

    for g in all_globals(m):
        if not g.is_declaration and not is_discardable_if_unused(g):
            mark(g)
    while work:
        for dep in references(work.pop(), memo):
            mark(dep)
    return live


class GlobalDCE(ModulePass):
    """Remove unreachable internal/linkonce/available_externally globals and functions."""
    name = "globaldce"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        live = live_globals(unit)
        dead = [g for g in all_globals(unit) if id(g) not in live]
        if not dead:
            return PreservedAnalyses.all()
        st = am.instr.stats
        st.add(self.name, "Number of functions removed", sum(isinstance(g, Function) for g in dead))
        st.add(self.name, "Number of global variables removed",
               sum(isinstance(g, GlobalVariable) for g in dead))
        st.add(self.name, "Number of aliases removed", sum(isinstance(g, GlobalAlias) for g in dead))
        st.add(self.name, "Number of ifuncs removed", sum(isinstance(g, GlobalIFunc) for g in dead))
        erase_globals(unit, dead)
        used = {comdat_key(g) for g in all_globals(unit)}
        for c in [c for c in unit.comdats if c not in used]:
            del unit.comdats[c]
        return PreservedAnalyses.none()
