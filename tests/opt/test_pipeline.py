"""The -passes parser, the pass manager and the pyopt command line."""
from __future__ import annotations

import io
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from pyllc.diagnostics import CompileError
from pyllc.ir import Function, Instruction, Module, parse_module
from pyllc.opt.analyses import Loop
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.passmanager import (
    Analysis,
    FunctionAnalysisManager,
    FunctionPass,
    ModuleAnalysisManager,
    ModuleToFunctionAdaptor,
    PreservedAnalyses,
)
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry
from pyllc.tools.common import run_tool
from pyllc.tools.opt import TOOL, opt_main

ROOT = Path(__file__).resolve().parents[2]

SRC = """\
define i32 @f(i32 %x) {
entry:
  %a = add i32 %x, 0
  %b = mul i32 %a, 1
  ret i32 %b
}

define i32 @g(i32 %x) {
  %c = call i32 @f(i32 %x)
  ret i32 %c
}
"""


def run(argv: list[str], stdin: str = SRC, extra: list[Any] | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()))
    try:
        with redirect_stdout(out), redirect_stderr(err):
            status = run_tool(TOOL, lambda a: opt_main(a, extra), argv)
    finally:
        sys.stdin = old
    return status, out.getvalue(), err.getvalue()


def pipeline_error(text: str) -> CompileError:
    with pytest.raises(CompileError) as e:
        parse_pipeline(text, build_registry())
    return e.value


def test_parse_nesting_and_implicit_function() -> None:
    reg = build_registry()
    mpm = parse_pipeline("instcombine,dce", reg)
    assert len(mpm.passes) == 1 and isinstance(mpm.passes[0], ModuleToFunctionAdaptor)
    assert [p.name for p in mpm.passes[0].inner.passes] == ["instcombine", "dce"]
    mpm = parse_pipeline("module(function(mem2reg),verify,function(instcombine))", reg)
    assert [p.name for p in mpm.passes] == ["function", "verify", "function"]
    mpm = parse_pipeline("cgscc(function(instcombine))", reg)
    assert mpm.passes[0].name == "cgscc"
    mpm = parse_pipeline("print<domtree>,gvn<no-pre>,simplifycfg<no-speculate-blocks>", reg)
    assert [p.name for p in mpm.passes[0].inner.passes] == ["print<domtree>", "gvn", "simplifycfg"]


@pytest.mark.parametrize("text,msg,col", [
    ("mem2reg,foo", "unknown pass name 'foo'", 9),
    ("mem2reg,,dce", "expected a pass name, found ','", 9),
    ("function(mem2reg", "expected ')'", 17),
    ("function(verify)", "'verify' is a module pass", 10),
    ("instcombine)", "unexpected ')'", 12),
    ("print<nothing>", "unknown pass name 'print'", 1),
    ("default<O7>", "invalid optimization level 'O7'", 9),
    ("gvn<bogus>", "invalid GVN pass parameter 'bogus'", 5),
    ("function(loop(loop-interchange))", "loop pass 'loop-interchange' is not implemented yet", 15),
    ("loop(instcombine)", "'instcombine' is a function pass; it cannot run inside a loop", 6),
    ("hotcoldsplit", "pass 'hotcoldsplit' is not implemented yet", 1),
    ("dce<", "unterminated '<'", 4),
])
def test_pipeline_errors_point_at_the_character(text: str, msg: str, col: int) -> None:
    e = pipeline_error(text)
    assert msg in e.message
    assert e.col == col and e.source_line == text


def test_cli_bad_pipeline_one_error_with_caret() -> None:
    status, out, err = run(["-passes=instcombine,nope", "-S", "-"])
    assert status == 1 and out == ""
    lines = err.rstrip("\n").split("\n")
    assert lines == ["pyopt: error: unknown pass name 'nope' (in -passes)",
                     "instcombine,nope", "            ^"]


def test_cli_runs_and_prints() -> None:
    status, out, err = run(["-passes=instcombine", "-S", "-"])
    assert status == 0, err
    assert "ret i32 %x" in out and "add" not in out.split("@g")[0]


def test_O_levels_and_print_passes() -> None:
    for lvl in ("-O0", "-O1", "-O2", "-O3"):
        status, out, err = run([lvl, "-S", "-"])
        assert status == 0, (lvl, err)
    status, out, _ = run(["-print-passes"])
    assert status == 0 and "instcombine" in out and "Not implemented yet:" in out


def test_debug_pass_manager_shows_analyses_and_invalidation() -> None:
    status, out, err = run(["-passes=mem2reg,instcombine,gvn", "-debug-pass-manager",
                            "-disable-output", "-"])
    assert status == 0 and out == ""
    assert "Running pass: Mem2regPass on f" in err
    assert "Running analysis: domtree on f" in err
    assert "Running pass: GvnPass on g" in err


def test_print_after_all_and_print_after() -> None:
    status, _, err = run(["-passes=instcombine,dce", "-print-after-all", "-disable-output", "-"])
    assert status == 0
    assert "; *** IR Dump After InstcombinePass on f ***" in err
    assert "omitted because no change" in err
    status, _, err = run(["-passes=instcombine,dce", "-print-after=instcombine", "-disable-output", "-"])
    assert err.count("IR Dump After") == 2   # f and g
    status, _, err = run(["-passes=dce", "-print-before=dce", "-disable-output", "-"])
    assert err.count("IR Dump Before DcePass") == 2
    status, _, err = run(["-passes=dce", "-print-after=nothing", "-"])
    assert status == 1 and "unknown pass name 'nothing'" in err


def test_stats_and_time_passes() -> None:
    status, _, err = run(["-passes=instcombine,instcount", "-stats", "-time-passes", "-disable-output", "-"])
    assert status == 0
    assert "Statistics Collected" in err and "instcombine - Number of insts combined" in err
    assert "Number of instructions (of all types)" in err
    assert "Pass execution timing report" in err


def test_aa_pipeline_and_aa_eval() -> None:
    src = "define void @h(ptr %p) {\n  %a = alloca i32\n  %b = alloca i32\n  store i32 1, ptr %a\n" \
          "  store i32 2, ptr %b\n  store i32 3, ptr %p\n  ret void\n}\n"
    status, _, err = run(["-passes=aa-eval", "-aa-pipeline=basic-aa", "-disable-output", "-"], src)
    assert status == 0, err
    assert "3 Total Alias Queries Performed" in err and "3 no alias responses" in err
    status, _, err = run(["-passes=aa-eval", "-aa-pipeline=magic-aa", "-"], src)
    assert status == 1 and "unknown alias analysis name 'magic-aa'" in err


def test_optnone_functions_are_skipped() -> None:
    src = SRC.replace("define i32 @f(i32 %x) {", "define i32 @f(i32 %x) #0 {") + \
        "attributes #0 = { noinline optnone }\n"
    status, out, err = run(["-passes=instcombine", "-S", "-debug-pass-manager", "-"], src)
    assert status == 0
    assert "add i32 %x, 0" in out
    assert "Skipping pass InstcombinePass on f due to optnone attribute" in err


class _Counter(Analysis[Function]):
    name = "counter"
    runs = 0

    def run(self, unit: Function, am: Any) -> int:
        _Counter.runs += 1
        return _Counter.runs


def test_analysis_cache_and_invalidation() -> None:
    m = parse_module(SRC)
    mam = ModuleAnalysisManager(m)
    fam: FunctionAnalysisManager = mam.fam
    f = m.functions[0]
    _Counter.runs = 0
    assert fam.get(_Counter, f) == 1 and fam.get(_Counter, f) == 1
    fam.invalidate(f, PreservedAnalyses.all())
    assert fam.get(_Counter, f) == 1
    fam.invalidate(f, PreservedAnalyses.cfg())
    assert fam.get(_Counter, f) == 2
    fam.invalidate(f, PreservedAnalyses.none().preserve("counter"))
    assert fam.get(_Counter, f) == 2


class BreakIR(FunctionPass):
    """A deliberately broken pass (test only): makes an instruction use itself."""
    name = "break-ir"

    def run(self, unit: Function, am: Any) -> PreservedAnalyses:
        for b in unit.blocks:
            for i in b.instructions:
                if i.opcode == "add":
                    i.set_operand(0, i)
                    return PreservedAnalyses.none()
        return PreservedAnalyses.all()


def test_verify_each_names_the_broken_pass() -> None:
    status, out, err = run(["-passes=dce,break-ir,instcombine", "-verify-each", "-S", "-"],
                           extra=[BreakIR])
    assert status == 1 and out == ""
    assert err.startswith("pyopt: error: broken module found after pass 'break-ir' on f:"), err
    assert "Traceback" not in err and err.count("error:") == 1
    # without -verify-each the final verification still catches it
    status, out, err = run(["-passes=break-ir", "-S", "-"], extra=[BreakIR])
    assert status == 1 and "the optimized module is broken" in err


def test_cli_subprocess_stdin_and_o(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    outp = tmp_path / "o.ll"
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.opt", "-passes=function(instcombine)",
                        "-S", "-", "-o", str(outp)], input=SRC, capture_output=True, text=True,
                       env=env, timeout=120, check=False)
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert "ret i32 %x" in outp.read_text()
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.opt", "-passes=function(", "-"],
                       input=SRC, capture_output=True, text=True, env=env, timeout=120, check=False)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.split("\n")[0].startswith("pyopt: error: ")


def test_instructions_module_is_consistent() -> None:
    """Use lists stay right after a pipeline: every operand lists its user."""
    m = parse_module(SRC)
    mam = ModuleAnalysisManager(m)
    parse_pipeline("mem2reg,instcombine,simplifycfg,gvn,dce", build_registry()).run(m, mam)
    for f in m.functions:
        for b in f.blocks:
            for i in b.instructions:
                assert isinstance(i, Instruction) and i.parent is b
                for o in i.operands:
                    assert any(u is i for u in o.users)
    assert isinstance(m, Module)


LOOPS = """\
define void @nest(i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %n
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %outer, label %second
second:
  %k = phi i32 [ 0, %outer.latch ], [ %k1, %second ]
  %k1 = add i32 %k, 1
  %e = icmp slt i32 %k1, %n
  br i1 %e, label %second, label %exit
exit:
  ret void
}
"""


class RecordLoops(LoopPass):
    """Test-only loop pass: records the headers it is run on, in order."""
    name = "record-loops"
    seen: list[str] = []

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        RecordLoops.seen.append(f"{loop.header.name}@{loop.depth}")
        assert ar.loops.loop_for(loop.header) is loop and ar.domtree is not None
        return PreservedAnalyses.all()


def test_loop_adaptor_visits_innermost_first_in_program_order() -> None:
    for text in ("loop(record-loops)", "record-loops", "function(loop-mssa(record-loops))"):
        RecordLoops.seen = []
        status, out, err = run([f"-passes={text}", "-S", "-"], stdin=LOOPS, extra=[RecordLoops])
        assert status == 0, err
        assert RecordLoops.seen == ["inner@2", "outer@1", "second@1"], text
    RecordLoops.seen = []
    status, out, err = run(["-passes=record-loops", "-debug-pass-manager", "-disable-output", "-"],
                           stdin=LOOPS, extra=[RecordLoops])
    assert "Running pass: RecordLoopsPass on inner" in err   # opt-16 names a loop by its header
