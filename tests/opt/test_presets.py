"""default<O0..Oz>: LLVM's pipelines (pyllc/opt/presets.py) and how they follow the registry.

- The whole tree renders exactly as `opt-16 -print-pipeline-passes` prints it, per level.
- What pyopt runs holds only registered passes, reparses to itself, and names every pass
  it leaves out with a reason.
- A pass joins the pipeline the moment it is registered, in the slot LLVM gives it, or one
  level out when its kind cannot run there (the registry is extended with stand-in passes).
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pyllc.ir.module import Module
from pyllc.opt import presets
from pyllc.opt.analyses import Loop
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionPass,
    ModulePass,
    PreservedAnalyses,
    pipeline_text,
)
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

OPT = shutil.which("opt-16")


@pytest.mark.parametrize("level", presets.LEVELS)
def test_full_tree_is_opt16s_pipeline(level: str, tmp_path: Path) -> None:
    if OPT is None:
        pytest.skip("opt-16 is not installed")
    ll = tmp_path / "e.ll"
    ll.write_text("define void @f() {\n  ret void\n}\n")
    r = subprocess.run([OPT, f"-passes=default<{level}>", "-print-pipeline-passes", "-disable-output",
                        str(ll)], capture_output=True, text=True, check=True)
    assert presets.full_text(level) == r.stdout.strip()


def _leaf_names(text: str) -> list[str]:
    names = re.findall(r"([\w-]+)(?:<[^<>]*>)?(?=[,()]|$)", text)
    return [n for n in names if n not in ("function", "cgscc", "loop", "loop-mssa", "module")]


@pytest.mark.parametrize("level", presets.LEVELS)
def test_runs_only_registered_passes_and_reparses(level: str) -> None:
    reg = build_registry()
    text = reg.presets[level]
    assert all(n in reg.passes for n in _leaf_names(text)), text
    shown = ",".join(pipeline_text(p) for p in parse_pipeline(f"default<{level}>", reg).passes)
    again = ",".join(pipeline_text(p) for p in parse_pipeline(shown, reg).passes) if shown else ""
    assert shown == again
    left = presets.omitted(level, reg)
    if level != "O0":
        assert "openmp-opt: no OpenMP runtime" in left
        assert any(x.startswith("require<globals-aa>: ") for x in left)
        assert "gvn" in text if level != "O1" else "gvn" not in text
    for entry in left:
        assert ": " in entry and entry.split(":")[0].split("<")[0] not in reg.passes or \
            "cannot run" in entry


def test_o2_shape() -> None:
    """Early cleanup, mem2reg, the inliner's CGSCC walk with function-attrs and the
    simplification pipeline, the late function pipeline, verify; O0 only always-inline."""
    text = build_registry().presets["O2"]
    assert text.startswith("function(simplifycfg<")
    assert ",function(mem2reg),function(instcombine," in text
    assert (",cgscc(inline<only-mandatory>,inline,function-attrs,"
            "function(sroa<modify-cfg>,early-cse<memssa>,") in text
    assert text.endswith(",verify")
    assert build_registry().presets["O0"] == "always-inline"


class _Fake:
    """Stand-ins for passes other branches build; they change nothing."""

    @staticmethod
    def function(n: str) -> type[FunctionPass]:
        def run(self: Any, unit: Any, am: AnalysisManager[Any]) -> PreservedAnalyses:
            return PreservedAnalyses.all()
        return type(n, (FunctionPass,), {"name": n, "run": run})

    @staticmethod
    def module(n: str) -> type[ModulePass]:
        def run(self: Any, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
            return PreservedAnalyses.all()
        return type(n, (ModulePass,), {"name": n, "run": run})

    @staticmethod
    def loop(n: str) -> type[LoopPass]:
        def run_on_loop(self: Any, loop: Loop, ar: LoopStandardAnalysisResults,
                        up: LPMUpdater) -> PreservedAnalyses:
            return PreservedAnalyses.all()
        return type(n, (LoopPass,), {"name": n, "run_on_loop": run_on_loop})


def test_the_merged_passes_sit_in_llvms_slots() -> None:
    """The loop, IPO and scalar passes appear where opt-16's default<O2> has them."""
    reg = build_registry()
    o2 = reg.presets["O2"]
    assert "loop-mssa(licm,loop-rotate,licm,simple-loop-unswitch<no-nontrivial;trivial>)" in o2
    assert "loop(loop-idiom,indvars,loop-deletion,loop-unroll-full)" in o2
    assert "loop(loop-rotate,loop-deletion)" in o2 and "loop-mssa(licm)" in o2
    assert "jump-threading,correlated-propagation,simplifycfg<" in o2
    assert ",instcombine,loop-unroll<O2>,transform-warning," in o2
    assert o2.count("globalopt") == 2
    assert "function(mem2reg)" in o2.split("globalopt", 1)[1]
    assert reg.presets["O0"] == "always-inline"
    parse_pipeline(o2, reg)


def test_kinds_that_cannot_run_in_their_slot_move_out() -> None:
    """A function pass inside loop(...) splits the group; a module pass in cgscc(...) runs
    just before the cgscc group (the inliner registered as a module pass, say)."""
    extra = [_Fake.loop("licm"), _Fake.function("loop-rotate"), _Fake.module("inline"),
             _Fake.module("function-attrs")]
    reg = build_registry(extra)    # type: ignore[arg-type]
    o2 = reg.presets["O2"]
    assert "loop-mssa(licm),loop-rotate,loop-mssa(licm" in o2
    assert "inline,inline,function-attrs,cgscc(function(sroa<modify-cfg>," in o2
    o1 = reg.presets["O1"]
    assert "loop-mssa(licm),loop-rotate,loop-mssa(licm" in o1
    parse_pipeline(o2, reg)
