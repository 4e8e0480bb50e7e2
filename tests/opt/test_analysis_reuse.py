"""Analyses survive as long as they are valid, and no longer (the pass manager's bookkeeping).

A pipeline that changed its function already had every pass's invalidation done after that
pass, so what is cached at its end is valid and must not be dropped again by the pipeline's
combined result (FUNCTION_ANALYSES_HANDLED, LLVM's AllAnalysesOn<Function>); loop-simplify on
a function already in canonical form reuses the cached trees. Each test counts the analysis
runs through the instrumentation and checks the result is still right.
"""
from __future__ import annotations

from collections import Counter

from pyllc.ir import parse_module, print_module
from pyllc.ir.dominators import DominatorTree
from pyllc.opt.analyses import DominatorTreeAnalysis, LoopAnalysis, LoopInfo
from pyllc.opt.loops.lcssa import LCSSA_FORM
from pyllc.opt.passmanager import LOOP_SIMPLIFY_FORM, ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

REG = build_registry()

# `entry` falls through to `pre` (simplifycfg merges them: a CFG change); then a canonical loop
LOOP = """\
define i32 @f(i32 %n) {
entry:
  br label %pre

pre:
  br label %loop

loop:
  %i = phi i32 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ %i1, %loop ]
  ret i32 %r
}
"""

STRAIGHT = """\
define i32 @g(i32 %x) {
entry:
  %a = add i32 %x, 1
  ret i32 %a
}
"""


def _run(src: str, pipeline: str) -> tuple[Counter[str], ModuleAnalysisManager]:
    m = parse_module(src)
    mam = ModuleAnalysisManager(m)
    runs: Counter[str] = Counter()
    mam.instr.on_analysis.append(lambda what, name, unit: runs.update([name] if what == "run" else []))
    parse_pipeline(pipeline, REG).run(m, mam)
    return runs, mam


def _same_loops(a: LoopInfo, b: LoopInfo) -> bool:
    def sig(li: LoopInfo) -> list[tuple[str | None, list[str | None]]]:
        return [(lp.header.name, [x.name for x in lp.blocks()]) for lp in li.all_loops()]
    return sig(a) == sig(b)


def test_changed_pipeline_keeps_what_its_last_passes_computed() -> None:
    # simplifycfg changes the CFG (drops the trees), lcssa recomputes them; the second
    # function(...) reuses them instead of recomputing
    runs, mam = _run(LOOP, "function(simplifycfg,lcssa),function(lcssa)")
    assert runs["domtree"] == 1 and runs["loops"] == 1
    f = mam.fam.module.get_global("f")
    assert f is not None
    cached_dt = mam.fam.cached(DominatorTreeAnalysis, f)
    cached_li = mam.fam.cached(LoopAnalysis, f)
    assert cached_dt is not None and cached_li is not None
    fresh_dt = DominatorTree(f)
    assert [b.name for b in cached_dt.rpo] == [b.name for b in fresh_dt.rpo]
    assert _same_loops(cached_li, LoopInfo(f, fresh_dt))


def test_a_pass_that_changes_the_cfg_still_invalidates() -> None:
    # lcssa computes the trees, simplifycfg changes the CFG: the next lcssa must recompute
    runs, _ = _run(LOOP, "function(lcssa,simplifycfg,lcssa)")
    assert runs["domtree"] == 2 and runs["loops"] == 2


def test_loop_simplify_reuses_the_cached_trees_and_skips_loop_free_functions() -> None:
    runs, _ = _run(LOOP, "function(lcssa,loop-simplify,loop-simplify)")
    assert runs["domtree"] == 1 and runs["loops"] == 1
    runs, _ = _run(STRAIGHT, "function(loop-simplify,loop(loop-rotate))")
    assert runs["domtree"] == 1 and runs["loops"] == 1


# -- the canonical-form records of loop-simplify and lcssa (AnalysisManager.record) ----------

# `pre` is a preheader and `out` an exit shared with `entry`: loop-simplify adds
# `out.loopexit`; simplifycfg then bypasses both empty blocks (the form is gone)
GUARDED = """\
define i32 @g(i32 %n, i1 %b) {
entry:
  br i1 %b, label %pre, label %out

pre:
  br label %loop

loop:
  %i = phi i32 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %out

out:
  %r = phi i32 [ -1, %entry ], [ %i1, %loop ]
  ret i32 %r
}
"""

# `%r` is the loop-closed copy of `%i1`; instcombine folds the one-entry phi away, so `%s`
# then reads `%i1` outside the loop (the LCSSA form is gone)
CLOSED = """\
define i32 @f(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi i32 [ %i1, %loop ]
  %s = mul i32 %r, 3
  ret i32 %s
}
"""


def _records(src: str, pipeline: str, fn: str) -> tuple[bool, bool, ModuleAnalysisManager]:
    _, mam = _run(src, pipeline)
    f = mam.fam.module.get_global(fn)
    assert f is not None
    return (bool(mam.fam.recorded(LOOP_SIMPLIFY_FORM, f)), bool(mam.fam.recorded(LCSSA_FORM, f)),
            mam)


def test_the_forms_are_recorded_and_a_recorded_form_is_trusted() -> None:
    assert _records(GUARDED, "function(loop-simplify,lcssa)", "g")[:2] == (True, True)
    # a record means "nothing changed since": both passes then do no work at all, which
    # shows here on a function whose form was broken behind the manager's back
    m = parse_module(CLOSED)
    mam = ModuleAnalysisManager(m)
    parse_pipeline("function(instcombine)", REG).run(m, mam)     # %s reads %i1 directly
    f = m.get_global("f")
    assert f is not None
    mam.fam.record(LOOP_SIMPLIFY_FORM, f, True)
    mam.fam.record(LCSSA_FORM, f, True)
    runs: Counter[str] = Counter()
    mam.instr.on_analysis.append(lambda what, name, unit: runs.update([name] if what == "run" else []))
    parse_pipeline("function(loop-simplify,lcssa)", REG).run(m, mam)
    assert not runs and "lcssa" not in print_module(m)


def test_an_instruction_change_drops_only_the_lcssa_record() -> None:
    simplified, closed, _ = _records(CLOSED, "function(loop-simplify,lcssa,instcombine)", "f")
    assert simplified and not closed


def test_a_cfg_change_drops_both_records() -> None:
    assert _records(GUARDED, "function(loop-simplify,lcssa,simplifycfg)", "g")[:2] == (False, False)


def _body(src: str, pipeline: str) -> str:
    m = parse_module(src)
    parse_pipeline(pipeline, REG).run(m, ModuleAnalysisManager(m))
    return print_module(m)


def test_lcssa_runs_again_after_a_pass_broke_the_form() -> None:
    out = _body(CLOSED, "function(lcssa,instcombine,lcssa)")
    assert "%i1.lcssa = phi i32 [ %i1, %loop ]" in out and "mul i32 %i1.lcssa, 3" in out


def test_loop_simplify_runs_again_after_a_pass_broke_the_form() -> None:
    out = _body(GUARDED, "function(loop-simplify,simplifycfg,loop-simplify)")
    assert "br i1 %b, label %loop.preheader, label %out" in out
    assert "br i1 %c, label %loop, label %out.loopexit" in out
