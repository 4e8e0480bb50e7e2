# mypy: disable-error-code="no-any-return"
"""The new pass manager: passes, preserved-analysis sets, analysis managers, adaptors.

Model: LLVM's new pass manager (llvm/IR/PassManager.h). A pass is a class with a
`name` (as opt spells it) and `run(unit, am) -> PreservedAnalyses`; a function
pass receives a Function and the FunctionAnalysisManager, a module pass the Module
and the ModuleAnalysisManager. An analysis is a class with a `name` and
`run(unit, am) -> result`; managers compute results on demand, cache them per
unit and drop the ones a pass does not preserve.

Instrumentation (printing, verifying, timing, -debug-pass-manager) hooks around
every pass through `PassInstrumentation`, so passes know nothing about it.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, Generic, TypeVar

from pyllc.ir import Function
from pyllc.ir.module import Module
from pyllc.native import mypyc_attr

Unit = TypeVar("Unit")


class PreservedAnalyses:
    """What a pass kept valid: everything, nothing, or a set of analysis names."""

    __slots__ = ("_all", "_kept")

    def __init__(self, all_: bool = False, kept: Iterable[str] = ()) -> None:
        self._all = all_
        self._kept: set[str] = set(kept)

    @staticmethod
    def all() -> PreservedAnalyses:
        """The pass changed nothing."""
        return PreservedAnalyses(True)

    @staticmethod
    def none() -> PreservedAnalyses:
        """The pass may have changed anything."""
        return PreservedAnalyses(False)

    @staticmethod
    def cfg() -> PreservedAnalyses:
        """Instructions changed but no block, edge or terminator target (LLVM's CFGAnalyses)."""
        return PreservedAnalyses(False, CFG_ANALYSES)

    def preserve(self, *names: str) -> PreservedAnalyses:
        self._kept.update(names)
        return self

    @property
    def are_all_preserved(self) -> bool:
        return self._all

    def preserved(self, name: str) -> bool:
        return self._all or name in self._kept

    def intersect(self, other: PreservedAnalyses) -> None:
        """Keep only what both sets keep (combining the results of several passes)."""
        if other._all:
            return
        if self._all:
            self._all, self._kept = False, set(other._kept)
        else:
            self._kept &= other._kept


#: analyses that only depend on the CFG (kept by passes that preserve the CFG)
#: `loop-simplify`'s record that the function's loops are in its canonical form: that form
#: is a property of the CFG alone, so whatever keeps the CFG keeps it (opt/loops/simplify.py)
LOOP_SIMPLIFY_FORM = "loop-simplify-form"
CFG_ANALYSES = frozenset({"domtree", "postdomtree", "domfrontier", "loops", LOOP_SIMPLIFY_FORM})

#: kept by a function pipeline (or `loop(...)`) that changed its function: every inner
#: pass already had the function's analyses invalidated by what it preserved, so what is
#: still cached is valid and the pipeline's combined result must not drop it again (LLVM
#: marks this with the preserved set AllAnalysesOn<Function>). A `function(...)` over the
#: module keeps it when every function's pipeline did (a function pass changes only its
#: own function), so the module-level invalidation leaves the functions' analyses alone.
FUNCTION_ANALYSES_HANDLED = "<function-analyses-handled>"


@mypyc_attr(allow_interpreted_subclasses=True)  # derived from outside the compiled modules
class Analysis(Generic[Unit]):
    """Base of analyses: `name` and `run(unit, am)` returning the result object."""
    name: ClassVar[str] = ""

    def run(self, unit: Unit, am: AnalysisManager[Unit]) -> Any:
        raise NotImplementedError


@mypyc_attr(allow_interpreted_subclasses=True)  # derived from outside the compiled modules
class Pass(Generic[Unit]):
    """Base of transforms and printers: `name` as opt spells it, `run(unit, am)`."""
    name: ClassVar[str] = ""
    #: "function" or "module" (or "loop", "cgscc" for adaptors)
    kind: ClassVar[str] = "function"
    #: runs even on `optnone` functions (printers, verifier, adaptors), as in LLVM
    required: ClassVar[bool] = False
    #: how the pipeline text spelled it (`gvn<no-pre>`); set by the pipeline parser
    spelling: str = ""
    #: a run that changed nothing, repeated on the same IR, changes nothing again: the
    #: pass reads only its unit's IR (and the module's), its parameters and valid analyses,
    #: and writes nothing but IR. `run_pass` then skips a repeat with no change anywhere
    #: in between (`PassInstrumentation.changes`: every pass run through `run_pass`, and
    #: every loop pass of a loop adaptor, adds its change when it returns)
    rerun_is_noop: ClassVar[bool] = False

    def run(self, unit: Unit, am: AnalysisManager[Unit]) -> PreservedAnalyses:
        raise NotImplementedError

    def rerun_key(self) -> str:
        """What tells two `rerun_is_noop` passes of this class apart: runs of passes with
        the same key are interchangeable (by default the spelling, with its parameters;
        a pass without one is only like itself)."""
        return self.spelling or f"#{id(self)}"

    def display_name(self) -> str:
        """The spelling shown by -debug-pass-manager and -print-after (`InstCombinePass`)."""
        return "".join(p.capitalize() for p in self.name.replace("<", "-").replace(">", "")
                       .split("-")) + "Pass"


@mypyc_attr(allow_interpreted_subclasses=True)  # derived from outside the compiled modules
class FunctionPass(Pass[Function]):
    kind: ClassVar[str] = "function"


@mypyc_attr(allow_interpreted_subclasses=True)  # derived from outside the compiled modules
class ModulePass(Pass[Module]):
    kind: ClassVar[str] = "module"


class Statistics:
    """Named counters per pass, printed by -stats like LLVM's `Statistic`."""

    def __init__(self) -> None:
        self.counts: dict[tuple[str, str], int] = {}

    def add(self, pass_name: str, counter: str, n: int = 1) -> None:
        if n:
            key = (pass_name, counter)
            self.counts[key] = self.counts.get(key, 0) + n

    def report(self) -> str:
        if not self.counts:
            return ""
        rule = "===" + "-" * 73 + "==="
        out = [rule, "                          ... Statistics Collected ...", rule, ""]
        width = max(len(str(v)) for v in self.counts.values())
        for (p, c), v in sorted(self.counts.items()):
            out.append(f"{v:>{width}} {p} - {c}")
        return "\n".join(out) + "\n"


class PassInstrumentation:
    """Callbacks around passes and analyses; the CLI fills them in."""

    def __init__(self) -> None:
        self.before: list[Callable[[Pass[Any], Any], None]] = []
        self.after: list[Callable[[Pass[Any], Any, PreservedAnalyses], None]] = []
        self.on_analysis: list[Callable[[str, str, Any], None]] = []
        self.on_skip: list[Callable[[Pass[Any], Any], None]] = []
        self.stats = Statistics()
        #: passes that reported a change so far (all units; `run_pass` counts): the clock
        #: that tells a `rerun_is_noop` pass whether anything happened since its last run
        self.changes = 0
        #: (unit id, pass class, rerun key) -> `changes` after a run of it that changed nothing
        self.quiet: dict[tuple[int, type, str], int] = {}
        #: skip such repeats (off where every analysis request is observed:
        #: -debug-pass-manager prints them, and a skipped run requests none)
        self.skip_reruns = True

    def skipped(self, p: Pass[Any], unit: Any) -> None:
        for cb in self.on_skip:
            cb(p, unit)

    def run_before(self, p: Pass[Any], unit: Any) -> None:
        for cb in self.before:
            cb(p, unit)

    def run_after(self, p: Pass[Any], unit: Any, pa: PreservedAnalyses) -> None:
        for cb in self.after:
            cb(p, unit, pa)

    def analysis_event(self, what: str, name: str, unit: Any) -> None:
        for cb in self.on_analysis:
            cb(what, name, unit)


class AnalysisManager(Generic[Unit]):
    """Computes analyses on demand and caches them per unit (keyed by identity)."""

    def __init__(self, instr: PassInstrumentation | None = None) -> None:
        self.instr = instr if instr is not None else PassInstrumentation()
        self._cache: dict[int, dict[str, Any]] = {}
        self._units: dict[int, Unit] = {}
        # opt-16's default AA pipeline (pyllc.opt.aa.DEFAULT_AA_PIPELINE)
        self.aa_pipeline: list[str] = ["basic-aa", "scoped-noalias-aa", "tbaa"]
        #: pass options given on the command line as opt's cl::opt flags, by name without
        #: the dash (`extract-blocks-file`, `allow-unroll-and-jam`); "" for a bare flag
        self.options: dict[str, str] = {}
        #: analysis name -> how to build it, for analyses a tool configures (LLVM's
        #: `registerPass`; e.g. `target-ir` with the target's TargetTransformInfo)
        self._providers: dict[str, Callable[[], Analysis[Unit]]] = {}

    def register(self, analysis: type[Analysis[Unit]], make: Callable[[], Analysis[Unit]]) -> None:
        """Build `analysis` with `make` instead of its default constructor."""
        self._providers[analysis.name] = make

    def get(self, analysis: type[Analysis[Unit]], unit: Unit) -> Any:
        """The result of `analysis` on `unit`, computed now if not cached."""
        per = self._cache.setdefault(id(unit), {})
        self._units[id(unit)] = unit
        name = analysis.name
        if name in per:
            return per[name]
        self.instr.analysis_event("run", name, unit)
        make = self._providers.get(name)
        result = (make() if make is not None else analysis()).run(unit, self)
        per[name] = result
        return result

    def record(self, name: str, unit: Unit, result: Any) -> None:
        """Cache `result` under `name` for `unit` as if an analysis had computed it: how a
        pass that establishes a property of the unit (a canonical form) says so. The
        record is dropped like any result by the first pass that does not preserve `name`;
        `recorded` reads it."""
        self._cache.setdefault(id(unit), {})[name] = result
        self._units[id(unit)] = unit

    def recorded(self, name: str, unit: Unit) -> Any:
        """What `record` left for `unit` under `name` and nothing has invalidated, or None."""
        return self._cache.get(id(unit), {}).get(name)

    def cached(self, analysis: type[Analysis[Unit]], unit: Unit) -> Any:
        """The cached result or None (never computes)."""
        return self._cache.get(id(unit), {}).get(analysis.name)

    def invalidate(self, unit: Unit, pa: PreservedAnalyses) -> None:
        """Drop the results of `unit` that `pa` does not preserve."""
        if pa.are_all_preserved:
            return
        per = self._cache.get(id(unit))
        if not per:
            return
        for name in list(per):
            if not pa.preserved(name):
                self.instr.analysis_event("invalidate", name, unit)
                del per[name]

    def clear(self, unit: Unit | None = None) -> None:
        if unit is None:
            self._cache.clear()
        else:
            self._cache.pop(id(unit), None)


class FunctionAnalysisManager(AnalysisManager[Function]):
    """Function analyses; knows the module (for the DataLayout and module-level facts)."""

    def __init__(self, module: Module, instr: PassInstrumentation | None = None) -> None:
        super().__init__(instr)
        self.module = module

    def invalidate(self, unit: Function, pa: PreservedAnalyses) -> None:
        if pa.preserved(FUNCTION_ANALYSES_HANDLED):
            return      # done pass by pass inside the pipeline that reports it
        super().invalidate(unit, pa)


class ModuleAnalysisManager(AnalysisManager[Module]):
    """Module analyses, plus the FunctionAnalysisManager that function adaptors use."""

    def __init__(self, module: Module, instr: PassInstrumentation | None = None) -> None:
        super().__init__(instr)
        self.fam = FunctionAnalysisManager(module, self.instr)

    def invalidate(self, unit: Module, pa: PreservedAnalyses) -> None:
        super().invalidate(unit, pa)
        if not pa.are_all_preserved:
            for f in unit.functions:
                self.fam.invalidate(f, pa)


def run_pass(p: Pass[Unit], unit: Unit, am: AnalysisManager[Unit]) -> PreservedAnalyses:
    """Run one pass with instrumentation and invalidation around it."""
    if not p.required and isinstance(unit, Function) and "optnone" in unit.fn_attrs:
        am.instr.skipped(p, unit)
        return PreservedAnalyses.all()
    instr = am.instr
    key = None
    if p.rerun_is_noop and instr.skip_reruns:
        key = (id(unit), type(p), p.rerun_key())
        if instr.quiet.get(key) == instr.changes:
            # it would change nothing again: observers see the same run
            pa = PreservedAnalyses.all()
            instr.run_before(p, unit)
            instr.run_after(p, unit, pa)
            return pa
    instr.run_before(p, unit)
    pa = p.run(unit, am)
    instr.run_after(p, unit, pa)
    am.invalidate(unit, pa)
    if not pa.are_all_preserved:
        instr.changes += 1
    elif key is not None:
        instr.quiet[key] = instr.changes
    return pa


class FunctionPassManager(FunctionPass):
    """A sequence of function passes (`function(a,b,c)`)."""
    name = "function"
    required = True

    def __init__(self, passes: list[Pass[Function]]) -> None:
        self.passes = passes

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        pa = PreservedAnalyses.all()
        for p in self.passes:
            pa.intersect(run_pass(p, unit, am))
        if not pa.are_all_preserved:
            pa.preserve(FUNCTION_ANALYSES_HANDLED)   # run_pass invalidated after each pass
        return pa

    def pipeline_text(self) -> str:
        return "function(" + ",".join(pipeline_text(p) for p in self.passes) + ")"


class ModulePassManager(ModulePass):
    """A sequence of module passes (the top level)."""
    name = "module"
    required = True

    def __init__(self, passes: list[Pass[Module]]) -> None:
        self.passes = passes

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        pa = PreservedAnalyses.all()
        for p in self.passes:
            pa.intersect(run_pass(p, unit, am))
        return pa


class ModuleToFunctionAdaptor(ModulePass):
    """Runs a function pipeline over every defined function, in module order."""
    name = "function"

    def __init__(self, inner: FunctionPassManager, order: str = "module") -> None:
        self.inner = inner
        self.order = order

    def functions(self, m: Module) -> list[Function]:
        return [f for f in m.functions if not f.is_declaration]

    def pipeline_text(self) -> str:
        return f"{self.name}(" + ",".join(pipeline_text(p) for p in self.inner.passes) + ")"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        assert isinstance(am, ModuleAnalysisManager)
        fam = am.fam
        pa = PreservedAnalyses.all()
        for f in self.functions(unit):
            fpa = self.inner.run(f, fam)
            fam.invalidate(f, fpa)
            pa.intersect(fpa)
        # function analyses were invalidated per function above; module ones here
        out = PreservedAnalyses(pa.are_all_preserved, pa._kept)
        return out


def pipeline_text(p: Pass[Any]) -> str:
    """The textual spelling of a pass (for -print-pipeline-passes, -debug-pass-manager and
    messages): containers spell their contents, passes their name with the parameters they
    were given."""
    t = getattr(p, "pipeline_text", None)
    if callable(t):
        return str(t())
    return getattr(p, "spelling", None) or p.name


class Timer:
    """Wall time per pass name for -time-passes."""

    def __init__(self) -> None:
        self.total: dict[str, float] = {}
        self._start: list[float] = []

    def start(self) -> None:
        self._start.append(time.perf_counter())

    def stop(self, name: str) -> None:
        t = time.perf_counter() - self._start.pop()
        self.total[name] = self.total.get(name, 0.0) + t

    def report(self) -> str:
        tot = sum(self.total.values()) or 1e-9
        rule = "===" + "-" * 73 + "==="
        out = [rule, "                      ... Pass execution timing report ...", rule,
               f"  Total Execution Time: {tot:.4f} seconds", "",
               "   ---Wall Time---  --- Name ---"]
        for name, t in sorted(self.total.items(), key=lambda kv: -kv[1]):
            out.append(f"   {t:.4f} ({100 * t / tot:5.1f}%)  {name}")
        out.append(f"   {tot:.4f} (100.0%)  Total")
        return "\n".join(out) + "\n"
