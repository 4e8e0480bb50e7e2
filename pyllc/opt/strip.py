"""Symbol and debug-info utilities: `strip`, `strip-nondebug`, `strip-debug-declare`,
`strip-dead-debug-info`, `strip-dead-prototypes`, `instnamer`.

- `strip-dead-prototypes`: delete function declarations nothing refers to
  (intrinsics included), as LLVM's StripDeadPrototypesPass.
- `strip-debug-declare`: delete `llvm.dbg.declare` calls.
- `strip-dead-debug-info`: delete debug intrinsics whose described value is gone
  (here: `llvm.dbg.value`/`declare` calls whose first operand is `undef`/`poison`).
- `strip` (StripSymbols, with opt's defaults: names of local values, blocks and
  arguments, plus all debug intrinsics and `!dbg` attachments); `strip-nondebug`
  strips the local names but keeps debug information.
- `instnamer`: give every unnamed argument, block and instruction a name
  (`arg`, `bb`, `i`), as LLVM's InstructionNamer.

Contract: module passes (except instnamer); they never change what the program computes.
"""
from __future__ import annotations

from pyllc.ir import Function
from pyllc.ir.module import Module
from pyllc.opt.irutil import Editor
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionPass,
    ModulePass,
    PreservedAnalyses,
)
from pyllc.opt.traits import callee_name


class StripDeadPrototypes(ModulePass):
    name = "strip-dead-prototypes"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        dead = [f for f in unit.functions if f.is_declaration and not f.users]
        if not dead:
            return PreservedAnalyses.all()
        ids = {id(f) for f in dead}
        unit.functions[:] = [f for f in unit.functions if id(f) not in ids]
        am.instr.stats.add(self.name, "Number of dead prototypes removed", len(dead))
        return PreservedAnalyses.none()


def _erase_calls(m: Module, prefixes: tuple[str, ...], only_dead: bool = False) -> int:
    n = 0
    for f in m.functions:
        ed = Editor()
        for b in f.blocks:
            for i in b.instructions:
                name = callee_name(i)
                if name is None or not name.startswith(prefixes):
                    continue
                if only_dead:
                    md = i.operands[0] if i.operands else None
                    inner = getattr(md, "md", None)
                    if inner is None or type(getattr(inner, "value", None)).__name__ not in (
                            "UndefValue", "PoisonValue"):
                        continue
                ed.erase(i)
                n += 1
        ed.flush()
    return n


class StripDebugDeclare(ModulePass):
    name = "strip-debug-declare"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        n = _erase_calls(unit, ("llvm.dbg.declare",))
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()


class StripDeadDebugInfo(ModulePass):
    name = "strip-dead-debug-info"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        n = _erase_calls(unit, ("llvm.dbg.",), only_dead=True)
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()


def _strip_local_names(m: Module) -> int:
    n = 0
    for f in m.functions:
        for a in f.args:
            if a.name is not None:
                a.name = None
                n += 1
        for b in f.blocks:
            if b.name is not None:
                b.name = None
                n += 1
            for i in b.instructions:
                if i.name is not None:
                    i.name = None
                    n += 1
    return n


class StripNonDebug(ModulePass):
    name = "strip-nondebug"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        return PreservedAnalyses.cfg() if _strip_local_names(unit) else PreservedAnalyses.all()


class Strip(ModulePass):
    name = "strip"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        n = _strip_local_names(unit)
        n += _erase_calls(unit, ("llvm.dbg.",))
        for f in unit.functions:
            for b in f.blocks:
                for i in b.instructions:
                    if "dbg" in i.metadata:
                        del i.metadata["dbg"]
                        n += 1
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()


class InstNamer(FunctionPass):
    name = "instnamer"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = 0
        for a in unit.args:
            if a.name is None:
                a.name = "arg"
                n += 1
        for b in unit.blocks:
            if b.name is None:
                b.name = "bb"
                n += 1
            for i in b.instructions:
                if i.name is None and not i.type.is_void:
                    i.name = "i"
                    n += 1
        return PreservedAnalyses.all()
