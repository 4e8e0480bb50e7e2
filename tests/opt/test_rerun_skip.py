"""A pass that changed nothing is not run again until something changes (`rerun_is_noop`).

`run_pass` counts the passes that reported a change anywhere in the module
(`PassInstrumentation.changes`); a `rerun_is_noop` pass whose last run on a unit changed
nothing is skipped while that count stands still, and observers still see the run. These
tests count the real runs of small passes written here, and check that real passes give
the same IR with the skipping turned off.
"""
from __future__ import annotations

from pyllc.ir import Function, parse_module, print_module
from pyllc.ir.module import Module
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionPass,
    FunctionPassManager,
    ModuleAnalysisManager,
    ModulePass,
    ModulePassManager,
    ModuleToFunctionAdaptor,
    Pass,
    PreservedAnalyses,
)
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

REG = build_registry()

TWO = """\
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 1
  ret i32 %a
}

define i32 @g(i32 %x) {
entry:
  %b = mul i32 %x, 3
  ret i32 %b
}
"""


class _Quiet(FunctionPass):
    """Changes nothing; counts its real runs per function."""
    name = "test-quiet"
    rerun_is_noop = True

    def __init__(self, runs: dict[str, int]) -> None:
        self.runs = runs

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        self.runs[unit.name] = self.runs.get(unit.name, 0) + 1
        return PreservedAnalyses.all()


class _OnceThenQuiet(_Quiet):
    """Changes its function on the first run only (renames the first instruction)."""
    name = "test-once"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        super().run(unit, am)
        first = unit.blocks[0].instructions[0]
        if first.name is not None and not first.name.endswith(".seen"):
            first.name += ".seen"
            return PreservedAnalyses.cfg()
        return PreservedAnalyses.all()


class _Rename(FunctionPass):
    """Changes the functions named in `only` (appends to the first instruction's name)."""
    name = "test-rename"

    def __init__(self, only: set[str]) -> None:
        self.only = only

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if unit.name not in self.only:
            return PreservedAnalyses.all()
        first = unit.blocks[0].instructions[0]
        first.name = f"{first.name}.r"
        return PreservedAnalyses.cfg()


def _function(*passes: Pass[Function]) -> ModulePass:
    return ModuleToFunctionAdaptor(FunctionPassManager(list(passes)))


def _run(src: str, *passes: ModulePass, skip: bool = True) -> tuple[Module, ModuleAnalysisManager]:
    m = parse_module(src)
    mam = ModuleAnalysisManager(m)
    mam.instr.skip_reruns = skip
    ModulePassManager(list(passes)).run(m, mam)
    return m, mam


def test_a_quiet_pass_runs_once_while_nothing_changes() -> None:
    runs: dict[str, int] = {}
    q = _Quiet(runs)
    seen: list[str] = []
    m = parse_module(TWO)
    mam = ModuleAnalysisManager(m)
    mam.instr.after.append(lambda p, u, pa: seen.append(f"{p.name} {u.name} {pa.are_all_preserved}")
                           if p.name == "test-quiet" else None)
    ModulePassManager([_function(q, q), _function(q)]).run(m, mam)
    assert runs == {"f": 1, "g": 1}
    # the instrumentation sees all three runs on each function, each keeping everything
    assert seen.count("test-quiet f True") == 3 and seen.count("test-quiet g True") == 3


def test_without_skipping_every_run_happens() -> None:
    runs: dict[str, int] = {}
    q = _Quiet(runs)
    _run(TWO, _function(q, q), _function(q), skip=False)
    assert runs == {"f": 3, "g": 3}


def test_a_change_to_the_function_makes_it_run_again() -> None:
    runs: dict[str, int] = {}
    q = _Quiet(runs)
    _run(TWO, _function(q, _Rename({"f"}), q))
    # f changed between its two runs; g did not, and nothing changed after g's first run
    assert runs == {"f": 2, "g": 1}


def test_a_change_to_another_function_makes_it_run_again() -> None:
    runs: dict[str, int] = {}
    q = _Quiet(runs)
    # f's second run comes after g was changed: a pass may read other functions
    # (callee attributes, globals), so f is not skipped
    _run(TWO, _function(q), _function(_Rename({"g"})), _function(q))
    assert runs == {"f": 2, "g": 2}


def test_a_run_that_changed_something_is_repeated_once() -> None:
    runs: dict[str, int] = {}
    p = _OnceThenQuiet(runs)
    m, _ = _run(TWO, _function(p, p, p))
    # run 1 changes, run 2 changes nothing, run 3 is skipped
    assert runs == {"f": 2, "g": 2}
    assert "%a.seen = add" in print_module(m)


def test_the_count_of_changes_moves_only_on_reported_changes() -> None:
    runs: dict[str, int] = {}
    _, mam = _run(TWO, _function(_Quiet(runs)))
    assert mam.instr.changes == 0
    _, mam = _run(TWO, _function(_Rename({"f", "g"})))
    # each function's rename, each function pipeline, the module adaptor and its manager
    assert mam.instr.changes >= 2


LOOPY = """\
define i32 @sum(ptr %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %q
  %w = add i32 %v, 0
  %s1 = add i32 %s, %w
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret i32 %s1
}

define i32 @twice(i32 %x) {
entry:
  %a = shl i32 %x, 1
  %b = add i32 %a, 0
  %t = call i32 @sum(ptr null, i32 %b)
  ret i32 %t
}
"""


def test_real_passes_give_the_same_ir_with_and_without_skipping() -> None:
    text = ("function(instcombine,instcombine,simplifycfg,sroa,simplifycfg,instcombine,"
            "early-cse,gvn,sccp,instcombine,jump-threading,correlated-propagation,reassociate,"
            "instcombine,simplifycfg)")
    out = []
    for skip in (True, False):
        m = parse_module(LOOPY)
        mam = ModuleAnalysisManager(m)
        mam.instr.skip_reruns = skip
        parse_pipeline(text, REG).run(m, mam)
        out.append(print_module(m))
    assert out[0] == out[1]
    assert "add i32 %v, 0" not in out[0]    # instcombine did fold


def test_default_o2_gives_the_same_ir_with_and_without_skipping() -> None:
    out = []
    for skip in (True, False):
        m = parse_module(LOOPY)
        mam = ModuleAnalysisManager(m)
        mam.instr.skip_reruns = skip
        parse_pipeline("default<O2>", REG).run(m, mam)
        out.append(print_module(m))
    assert out[0] == out[1]


def test_simplifycfg_spellings_that_differ_only_in_ignored_parameters_share_a_key() -> None:
    a = parse_pipeline("simplifycfg<keep-loops;no-switch-to-lookup>", REG)
    b = parse_pipeline("simplifycfg<no-keep-loops;switch-to-lookup>", REG)
    c = parse_pipeline("simplifycfg<no-speculate-blocks>", REG)
    key = [p.rerun_key() for m in (a, b, c) for p in _leaves(m)]
    assert key[0] == key[1] != key[2]


def test_a_loop_pipeline_keys_on_its_text() -> None:
    a = parse_pipeline("loop-mssa(licm)", REG)
    b = parse_pipeline("loop(licm)", REG)
    keys = [p.rerun_key() for m in (a, b) for p in _leaves(m)]
    assert keys[0] != keys[1] and "licm" in keys[0]


def _leaves(p: Pass[object]) -> list[Pass[object]]:
    """The passes inside the adaptors and managers the pipeline parser wraps around them."""
    inner = getattr(p, "inner", None)
    if inner is not None:
        return _leaves(inner)
    passes = getattr(p, "passes", None)
    if passes is not None and not getattr(p, "canonicalize", None) and p.name != "loop":
        return [q for x in passes for q in _leaves(x)]
    return [p]
