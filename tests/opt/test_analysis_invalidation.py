"""Passes that say they keep the dominator tree or LoopInfo really keep them valid
(pyllc.opt.analysis_check, LLVM's -verify-analysis-invalidation).

The pass manager trusts each pass's PreservedAnalyses to skip recomputing trees; these
tests run `default<O2>` over corpus programs with the check installed (every kept tree is
recomputed after every pass and compared), and show that the check does catch a pass
that lies about what it preserved.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from pyllc.ir import Function, parse_module
from pyllc.opt import analysis_check
from pyllc.opt.analyses import DominatorTreeAnalysis, LoopAnalysis
from pyllc.opt.cfgutils import split_edge
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionPass,
    FunctionPassManager,
    ModuleAnalysisManager,
    ModuleToFunctionAdaptor,
    PreservedAnalyses,
)
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

REG = build_registry()
ROOT = Path(__file__).resolve().parents[2]
LL = ROOT / "tests" / "programs" / "ll" / "x86_64-unknown-linux-gnu"
# programs with loop nests, switches and calls (loop-simplify, rotate, unroll, inline...)
PROGRAMS = ["matmul", "sieve", "sorting", "interp", "crc32", "switch_dense"]

LOOP = """\
define i32 @f(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret i32 %i1
}
"""


@pytest.mark.parametrize("name", PROGRAMS)
def test_o2_keeps_only_valid_trees(name: str) -> None:
    path = LL / f"{name}.O0.ll"
    if not path.exists():
        pytest.skip(f"{path.name} not in the corpus")
    m = parse_module(path.read_text().replace(" optnone", ""))
    mam = ModuleAnalysisManager(m)
    counts = analysis_check.install(mam)
    parse_pipeline("default<O2>", REG).run(m, mam)   # raises StaleAnalysisError on a lie
    # the check compared kept trees (it is not vacuous)
    assert counts.get("domtree", 0) > 0
    assert counts.get("loops", 0) > 0


class _SplitBackedge(FunctionPass):
    """Splits the loop's backedge (a new latch block) and `lie`s that the CFG is kept."""
    name = "test-split-backedge"

    def __init__(self, lie: bool) -> None:
        self.lie = lie

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        am.get(LoopAnalysis, unit)      # cache domtree and loops first
        loop = next(b for b in unit.blocks if b.name == "loop")
        split_edge(unit, loop, loop)
        return PreservedAnalyses.cfg() if self.lie else PreservedAnalyses.none()


class _RenameOnly(FunctionPass):
    """Changes no block or edge (renames a value) and keeps the CFG analyses: honest."""
    name = "test-rename"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        am.get(LoopAnalysis, unit)
        unit.blocks[1].first.name = "renamed"  # type: ignore[union-attr]
        return PreservedAnalyses.cfg()


def _run(p: FunctionPass) -> dict[str, int]:
    m = parse_module(LOOP)
    mam = ModuleAnalysisManager(m)
    counts = analysis_check.install(mam)
    ModuleToFunctionAdaptor(FunctionPassManager([p])).run(m, mam)
    return counts


def test_lying_pass_is_caught() -> None:
    with pytest.raises(analysis_check.StaleAnalysisError, match="test-split-backedge"):
        _run(_SplitBackedge(lie=True))


def test_honest_passes_are_not_flagged() -> None:
    assert _run(_SplitBackedge(lie=False)) == {}     # nothing kept, nothing to compare
    counts = _run(_RenameOnly())
    assert counts == {"domtree": 1, "loops": 1}


def test_signatures_see_a_new_block() -> None:
    m = parse_module(LOOP)
    fn = m.functions[0]
    mam = ModuleAnalysisManager(m)
    dt = mam.fam.get(DominatorTreeAnalysis, fn)
    before = analysis_check.domtree_signature(dt, fn)
    loop = fn.blocks[1]
    split_edge(fn, loop, loop)
    mam.fam.clear(fn)
    after = analysis_check.domtree_signature(mam.fam.get(DominatorTreeAnalysis, fn), fn)
    assert len(after) == len(before) + 1
