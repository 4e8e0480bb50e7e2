"""`loop-extract`: move each top-level loop into a function of its own (LLVM's
LoopExtractorPass with CodeExtractor).

Per function defined before the pass (LLVM does not revisit the new ones), for each top-level loop in loop-simplify form (preheader, dedicated
exits) that can be moved (no invoke/landingpad/indirectbr/callbr, no address-taken block,
no va_start, no musttail, no alloca): skipped, as in LLVM, when the loop is the whole
function (the entry branches straight to the header and every exit block returns): then
its sub-loops are extracted instead.

The region is the loop's blocks, moved by the shared code extractor
(pyllc/opt/code_extractor.py; `extract-blocks` uses it too). Exit phis that take values from several region blocks
are first split: a new block inside the region merges those edges (LLVM's
severSplitPHINodesOfExits), so every exit edge carries at most one value per phi.
- inputs: values defined outside the region (arguments, instructions) used inside
  become parameters, in order of first use;
- outputs: values defined in the region used outside; each gets a `ptr` parameter, is
  stored right after its definition (the last store is the value at exit) and loaded
  after the call from a stack slot of the caller;
- exits: the region's distinct exit targets; with one the function returns void, with
  several it returns `i16` k and the caller switches on it.
The new function `@<fn>.<header>` (internal, the caller's function attributes) starts
with `newFuncRoot: br label %header`; the caller's preheader branches to `codeRepl`, which
calls it, reloads the outputs and branches (or switches) to the exit targets.

Statistics: NumExtracted. Contract: module pass; changes functions and adds functions.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import AllocaInst, Function
from pyllc.ir.module import Module
from pyllc.opt.analyses import DominatorTreeAnalysis, LoopInfo
from pyllc.opt.code_extractor import extract_region
from pyllc.opt.loopxform.common import LoopView, cannot_duplicate
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    ModulePass,
    PreservedAnalyses,
)
from pyllc.opt.traits import callee_name


def _movable(view: LoopView) -> bool:
    why = cannot_duplicate(view)
    if why is not None and why != "noduplicate/convergent call":
        return False
    for b in view.blocks:
        for i in b.instructions:
            if isinstance(i, AllocaInst) or i.opcode in ("ret", "resume"):
                return False
            if i.opcode == "call" and (getattr(i, "tail", None) == "musttail"
                                       or (callee_name(i) or "").startswith("llvm.va_start")):
                return False
    return True


def _whole_function(fn: Function, view: LoopView) -> bool:
    t = fn.blocks[0].terminator
    if t is None or t.opcode != "br" or len(t.operands) != 1 or t.operands[0] is not view.header:
        return False
    return all((e.terminator is not None and e.terminator.opcode == "ret") for e in view.exit_blocks())


def extract_loop(m: Module, fn: Function, view: LoopView) -> Function:
    """Move the loop (in loop-simplify form, movable) into a function of its own."""
    return extract_region(m, fn, list(view.blocks), view.header)


class LoopExtractor(ModulePass):
    """Extract each top-level loop into a new function."""
    name = "loop-extract"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        n = 0
        work = [f for f in unit.functions if not f.is_declaration]
        while work:
            fn = work.pop(0)
            if "optnone" in fn.fn_attrs:
                continue
            fam: Any = FunctionAnalysisManager(unit)
            li = LoopInfo(fn, fam.get(DominatorTreeAnalysis, fn))
            cands = list(li.top)
            if len(cands) == 1:
                only = LoopView(cands[0])
                if only.is_simplified() and not _whole_function(fn, only):
                    cands = [cands[0]]
                else:   # a minimal wrapper around its loop (LLVM: extract the sub-loops)
                    cands = list(cands[0].subloops)
            for lp in cands:
                view = LoopView(lp)
                if not view.is_simplified() or not _movable(view):
                    continue
                extract_loop(unit, fn, view)
                n += 1
        am.instr.stats.add(self.name, "Number of loops extracted", n)
        return PreservedAnalyses.none() if n else PreservedAnalyses.all()
