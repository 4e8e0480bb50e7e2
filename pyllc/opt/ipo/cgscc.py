"""The CGSCC pass manager: `cgscc(...)` runs passes per call-graph SCC, callees first.

Model: LLVM's CGSCCPassManager / ModuleToPostOrderCGSCCPassAdaptor. The adaptor takes
the module's CallGraph (a cached module analysis), computes the SCCs of the defined
functions (direct-call edges only) in post order with Tarjan's algorithm, and runs its
pipeline on each SCC in that order. A CGSCC pass is a class with `kind = "cgscc"` and
`run(scc, am)`, where `am` is a `CGSCCAnalysisManager` that also carries the function
analysis manager, the module and the call graph. `function(...)` nested in a cgscc
pipeline (`CGSCCToFunctionAdaptor`) runs its function passes on each function of the
SCC, in pipeline position (so `cgscc(inline,function(instcombine))` simplifies each
function right after inlining into it, as LLVM's inliner pipeline does).

Keeping the call graph valid: a pass that changes a function's calls calls
`am.function_changed(f)` (the function adaptor does it for every function a function
pass did not leave untouched), which re-reads that function's edges in O(size of f);
`am.delete_function(f)` removes a dead function from the module and the graph. The
post order computed at the start stays a valid order for the rest of the walk: an
inliner only adds edges from the current SCC to functions already visited (the callees
of its callees). Differences from LLVM: SCCs are not split or re-visited when edges
disappear, and calls an intraprocedural pass turns from indirect to direct do not
reorder the walk (they are seen by the next cgscc(...) run).

Contract: the adaptor preserves the call graph analysis (updated in place); function
analyses are invalidated per function by what each pass reports.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Function
from pyllc.ir.module import Module
from pyllc.opt.ipo.callgraph import CallGraph, CallGraphAnalysis, tarjan_sccs
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionPassManager,
    ModuleAnalysisManager,
    ModulePass,
    Pass,
    PreservedAnalyses,
    pipeline_text,
    run_pass,
)


class SCC:
    """One strongly connected component of the call graph (defined functions only)."""
    __slots__ = ("functions",)

    def __init__(self, functions: list[Function]) -> None:
        self.functions = functions

    @property
    def name(self) -> str:
        """The spelling LLVM prints for an SCC: `(f, g)`."""
        return "(" + ", ".join(f.name or "" for f in self.functions) + ")"

    def __contains__(self, f: object) -> bool:
        return any(g is f for g in self.functions)


class CGSCCAnalysisManager(AnalysisManager[SCC]):
    """Per-SCC cache plus what CGSCC passes need: the module, its FunctionAnalysisManager,
    the call graph, and the SCC each function belongs to."""

    def __init__(self, mam: ModuleAnalysisManager, module: Module, cg: CallGraph) -> None:
        super().__init__(mam.instr)
        self.aa_pipeline = mam.aa_pipeline
        self.mam = mam
        self.fam = mam.fam
        self.module = module
        self.cg = cg
        self.scc_of: dict[int, SCC] = {}
        self._dead: dict[int, Function] = {}

    def function_changed(self, f: Function) -> None:
        """`f`'s calls may have changed: re-read its call-graph edges."""
        self.cg.refresh(f)

    def delete_function(self, f: Function) -> None:
        """Delete the dead function `f` (no uses left): its body and its uses of other
        values go at once; until `flush_deleted` compacts the module's function list (once,
        at the end of the cgscc(...) run, so deleting stays O(1)) it is an unused external
        declaration, which is valid IR."""
        for bb in f.blocks:
            for inst in bb:
                inst.drop_all_references()
        f.blocks = []
        f.linkage, f.visibility, f.comdat, f.dso_local = "external", "default", None, False
        f.personality = f.prefix = f.prologue = None
        f.metadata = {}
        self.cg.remove_function(f)
        self.fam.clear(f)
        self._dead[id(f)] = f

    def flush_deleted(self) -> int:
        """Remove the functions deleted since the last flush from the module; how many."""
        dead = self._dead
        if not dead:
            return 0
        m = self.module
        m.functions[:] = [f for f in m.functions if id(f) not in dead]
        for f in dead.values():
            if f.name is not None and m.get_global(f.name) is f:
                m._symbols.pop(f.name, None)
            f.parent = None
        n = len(dead)
        self._dead = {}
        return n

    def is_deleted(self, f: Function) -> bool:
        return f.parent is None or id(f) in self._dead


class CGSCCPass(Pass[SCC]):
    """Base of CGSCC passes: `run(scc, am: CGSCCAnalysisManager)`."""
    kind = "cgscc"


class CGSCCToFunctionAdaptor(CGSCCPass):
    """`function(...)` inside `cgscc(...)`: the function pipeline on each function of the SCC."""
    name = "function"
    required = True

    def __init__(self, inner: FunctionPassManager) -> None:
        self.inner = inner

    def run(self, unit: SCC, am: AnalysisManager[SCC]) -> PreservedAnalyses:
        assert isinstance(am, CGSCCAnalysisManager)
        pa = PreservedAnalyses.all()
        for f in list(unit.functions):
            if am.is_deleted(f) or f.is_declaration:
                continue
            fpa = self.inner.run(f, am.fam)
            am.fam.invalidate(f, fpa)
            if not fpa.are_all_preserved:
                am.function_changed(f)
            pa.intersect(fpa)
        return pa

    def pipeline_text(self) -> str:
        return self.inner.pipeline_text()


class CGSCCPassManager(CGSCCPass):
    """A sequence of CGSCC passes (the body of `cgscc(...)`)."""
    name = "cgscc"
    required = True

    def __init__(self, passes: list[Pass[Any]]) -> None:
        self.passes = passes

    def run(self, unit: SCC, am: AnalysisManager[SCC]) -> PreservedAnalyses:
        pa = PreservedAnalyses.all()
        for p in self.passes:
            pa.intersect(run_pass(p, unit, am))
        return pa

    def pipeline_text(self) -> str:
        return "cgscc(" + ",".join(pipeline_text(p) for p in self.passes) + ")"


def function_sccs(module: Module, cg: CallGraph) -> list[SCC]:
    """SCCs of the defined functions over direct calls, callees first; roots in module order."""
    defined = [f for f in module.functions if not f.is_declaration]

    def succs(f: Function) -> list[Function]:
        n = cg.nodes.get(id(f))
        if n is None:
            return []
        return [c.function for _, c in n.calls
                if c.function is not None and not c.function.is_declaration]

    return [SCC(fs) for fs in tarjan_sccs(defined, succs)]


class CGSCCAdaptor(ModulePass):
    """`cgscc(...)`: run a CGSCC pipeline on every SCC in post order (see module docstring)."""
    name = "cgscc"
    required = True

    def __init__(self, inner: CGSCCPassManager, implicit: bool = False) -> None:
        self.inner = inner
        #: made by the parser around bare CGSCC passes (`-passes=inline,function-attrs`)
        self.implicit = implicit

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        assert isinstance(am, ModuleAnalysisManager)
        cg: CallGraph = am.get(CallGraphAnalysis, unit)
        cgam = CGSCCAnalysisManager(am, unit, cg)
        sccs = function_sccs(unit, cg)
        for scc in sccs:
            for f in scc.functions:
                cgam.scc_of[id(f)] = scc
        pa = PreservedAnalyses.all()
        for scc in sccs:
            scc.functions = [f for f in scc.functions if not cgam.is_deleted(f)]
            if not scc.functions:
                continue
            pa.intersect(self.inner.run(scc, cgam))
        cgam.flush_deleted()
        if pa.are_all_preserved:
            return pa
        # function analyses were invalidated per function; the call graph was kept current
        return PreservedAnalyses(False, set(pa._kept) | {"callgraph"})

    def pipeline_text(self) -> str:
        return self.inner.pipeline_text()
