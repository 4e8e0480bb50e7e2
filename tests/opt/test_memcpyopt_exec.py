"""memcpyopt on corpus programs, run under pylli.

clang marks every corpus function `"no-builtins"` (-fno-builtin), and memcpyopt, like
LLVM's, leaves such functions alone (no memset/memcpy library calls may be created).
These tests remove the attribute first, as compiling without -fno-builtin would, check
that the pass fires (its statistics), that `llvm-as-16` accepts the output and that
the program still prints its expected output.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.ir import parse_module, print_module
from pyllc.ir.verifier import verify_module
from pyllc.opt.passmanager import ModuleAnalysisManager, PassInstrumentation
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
TRIPLE = "riscv64-unknown-linux-gnu"
#: (program, level) where memcpyopt fires once no-builtins is gone
CASES = [("binary_tree", "O0"), ("deep_recursion", "O0"), ("hfa_structs", "O0"),
         ("struct_small", "O0"), ("binary_tree", "O2")]


@pytest.mark.parametrize("name,level", CASES, ids=[f"{n}-{lv}" for n, lv in CASES])
def test_memcpyopt_program(name: str, level: str, tmp_path: Path) -> None:
    text = (PROGRAMS / "ll" / TRIPLE / f"{name}.{level}.ll").read_text()
    text = text.replace(" optnone", "").replace('"no-builtins" ', "").replace(' "no-builtins"', "")
    m = parse_module(text, name)
    ins = PassInstrumentation()
    pipeline = "mem2reg,memcpyopt" if level == "O0" else "memcpyopt"
    parse_pipeline(pipeline, build_registry()).run(m, ModuleAnalysisManager(m, ins))
    verify_module(m)
    assert any(p == "memcpyopt" for p, _ in ins.stats.counts), "memcpyopt did not fire"
    out = tmp_path / f"{name}.ll"
    out.write_text(print_module(m))
    r = subprocess.run(["/usr/bin/llvm-as-16", str(out), "-o", os.devnull], capture_output=True,
                       text=True, check=False)
    assert r.returncode == 0, r.stderr
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r2 = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={TRIPLE}", str(out)],
                        capture_output=True, env=env, timeout=300, check=False)
    assert r2.stdout == (PROGRAMS / f"{name}.expected").read_bytes(), r2.stderr.decode()[-2000:]
    status = PROGRAMS / f"{name}.status"
    assert r2.returncode == (int(status.read_text()) if status.exists() else 0)
