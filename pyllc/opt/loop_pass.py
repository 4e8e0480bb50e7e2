"""Loop passes and `loop(...)`: the function-to-loop adaptor of LLVM's new pass manager.

Model: llvm/Transforms/Scalar/LoopPassManager.h. A loop pass has `run(loop, ar, updater)`:
`ar` gives the function, its analysis manager and the standard loop analyses (dominator
tree, LoopInfo, scalar evolution, alias analysis); `updater` is how the pass tells the
adaptor that it deleted the current loop or created new ones.

The adaptor's contract:
- Before the loop passes, the function is put in canonical form by the passes named in
  `CANONICALIZE` when they are registered (LLVM runs `loop-simplify` and `lcssa` there).
- Loops are visited innermost first, in program order (LLVM's worklist order); every loop
  pass of the inner pipeline runs on one loop before the next loop is visited.
- A loop is identified by its header block (a pass that moves it says so through
  `LPMUpdater.set_header`). A pass that changes the CFG and does not
  preserve `loops` makes the adaptor recompute dominators and LoopInfo (simple and always
  right; passes that keep them valid themselves avoid the cost by preserving them). If the
  header is no longer a loop header afterwards, the loop is treated as deleted.
"""
from __future__ import annotations

from typing import Any, ClassVar

from pyllc.ir import Function
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock
from pyllc.native import mypyc_attr
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop, LoopAnalysis, LoopInfo
from pyllc.opt.passmanager import (
    FUNCTION_ANALYSES_HANDLED,
    AnalysisManager,
    Pass,
    PreservedAnalyses,
    pipeline_text,
    run_pass,
)
from pyllc.record import field, record

#: function passes the adaptor runs first, by registry name, when they exist
CANONICALIZE = ("loop-simplify", "lcssa")


@record
class LoopStandardAnalysisResults:
    """The analyses every loop pass may use (computed on demand through `am`)."""
    function: Function
    am: AnalysisManager[Function]

    @property
    def domtree(self) -> DominatorTree:
        dt: DominatorTree = self.am.get(DominatorTreeAnalysis, self.function)
        return dt

    @property
    def loops(self) -> LoopInfo:
        li: LoopInfo = self.am.get(LoopAnalysis, self.function)
        return li

    def get(self, analysis: Any) -> Any:
        """Any other function analysis (scalar evolution, alias analysis, ...)."""
        return self.am.get(analysis, self.function)


@record
class LPMUpdater:
    """What a loop pass reports about the loop nest it changed."""
    #: the current loop was deleted (or is no longer a loop): stop running passes on it
    deleted: bool = False
    #: headers of loops the pass created (unrolled copies, unswitched clones, ...)
    new_headers: list[BasicBlock] = field(default_factory=list)
    #: run the whole loop pipeline on the current loop again
    revisit: bool = False
    #: the current loop lives on under this header (loop-rotate moves the header)
    new_header: BasicBlock | None = None

    def mark_loop_deleted(self) -> None:
        self.deleted = True

    def add_loops(self, headers: list[BasicBlock]) -> None:
        self.new_headers.extend(headers)

    def revisit_current(self) -> None:
        self.revisit = True

    def set_header(self, header: BasicBlock) -> None:
        """The pass moved the current loop's header (the loop is not deleted)."""
        self.new_header = header


class DeletedLoop:
    """What the instrumentation is told after a pass deleted the loop (nothing to print)."""

    def __init__(self, loop: Loop) -> None:
        self.loop = loop


@mypyc_attr(allow_interpreted_subclasses=True)  # derived from outside the compiled modules
class LoopPass(Pass[Loop]):
    """Base of loop passes (`kind = "loop"`): they run inside `loop(...)`."""
    kind: ClassVar[str] = "loop"

    def run(self, unit: Loop, am: Any) -> PreservedAnalyses:  # pragma: no cover - interface
        raise TypeError("loop passes run through run_on_loop")

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        raise NotImplementedError


def innermost_first(li: LoopInfo) -> list[BasicBlock]:
    """Loop headers, innermost loops first, sibling loops in program order."""
    return [lp.header for lp in li.postorder()]


class FunctionToLoopAdaptor(Pass[Function]):
    """`loop(p1,p2,...)`: canonicalize, then run the loop pipeline on every loop."""
    name = "loop"
    kind: ClassVar[str] = "function"
    required = False
    # the loop passes report their changes to the instrumentation's count as they go
    rerun_is_noop = True

    def __init__(self, passes: list[LoopPass], canonicalize: list[Pass[Function]],
                 mssa: bool = False) -> None:
        self.passes = passes
        self.canonicalize = canonicalize
        self.mssa = mssa

    def pipeline_text(self) -> str:
        head = "loop-mssa" if self.mssa else "loop"
        return f"{head}(" + ",".join(pipeline_text(p) for p in self.passes) + ")"

    def rerun_key(self) -> str:
        return self.pipeline_text()

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        pa = PreservedAnalyses.all()
        for c in self.canonicalize:
            pa.intersect(run_pass(c, unit, am))
        if not self.passes:
            if not pa.are_all_preserved:
                pa.preserve(FUNCTION_ANALYSES_HANDLED)
            return pa
        ar = LoopStandardAnalysisResults(unit, am)
        work = innermost_first(ar.loops)
        while work:
            header = work.pop(0)
            again = True
            while again:
                again = False
                loop = ar.loops.loop_for(header)
                if loop is None or loop.header is not header:
                    break
                for p in self.passes:
                    updater = LPMUpdater()
                    am.instr.run_before(p, loop)
                    lpa = p.run_on_loop(loop, ar, updater)
                    am.invalidate(unit, lpa)
                    if not lpa.are_all_preserved:
                        am.instr.changes += 1
                    # instrumentation sees the loop as it is now (LLVM's loop object lives on)
                    after: Loop | None = None
                    if not updater.deleted:
                        after = ar.loops.loop_for(updater.new_header or header)
                    if after is not None and after.header is (updater.new_header or header):
                        am.instr.run_after(p, after, lpa)
                    else:
                        am.instr.run_after(p, DeletedLoop(loop), lpa)
                    pa.intersect(lpa)
                    if updater.new_headers:
                        # new loops are visited before the rest of the worklist
                        fresh = [h for h in innermost_first(ar.loops)
                                 if any(h is n for n in updater.new_headers)]
                        work[:0] = fresh
                    if updater.deleted:
                        break
                    if updater.new_header is not None:
                        header = updater.new_header
                    loop = ar.loops.loop_for(header)
                    if loop is None or loop.header is not header:
                        break
                    again = again or updater.revisit
        if not pa.are_all_preserved:
            # every canonicalization and loop pass above had its invalidation done
            pa.preserve(FUNCTION_ANALYSES_HANDLED)
        return pa
