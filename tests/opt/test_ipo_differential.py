"""Differential tests of the interprocedural passes (pyllc/opt/ipo) on tests/programs.

Each program's clang-16 -O0 IR (optnone removed, as -Xclang -disable-O0-optnone does,
and the `noinline` clang -O0 puts on every function, as -O1 and up would not have it)
goes through `mem2reg,cgscc(inline,function(simplifycfg,early-cse))` (not instcombine,
which on main breaks some inlined code: a bug of its own) and, on a sample, through
function-attrs, argpromotion, always-inline and partial-inliner; the result
must pass pyllc's verifier and `llvm-as-16`, and print the expected output under pylli
(riscv64 and x86-64 for every program, a sample on aarch64 and sparc). The harness is
the one of tests/opt/test_differential.py.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.ir import parse_module, print_module
from pyllc.ir.verifier import verify_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
LLVM_AS = "/usr/bin/llvm-as-16"

INLINE = "mem2reg,cgscc(inline,function(simplifycfg,early-cse))"
SAMPLE = ["binary_tree", "sorting", "struct_large", "interp", "varargs", "vla_alloca", "fib_rec"]
OTHERS = ["mem2reg,function-attrs", "mem2reg,argpromotion,inline", "mem2reg,always-inline",
          "mem2reg,partial-inliner", "mem2reg,cgscc(function-attrs,argpromotion,inline)"]


def _names() -> list[str]:
    return sorted(p.stem for p in PROGRAMS.glob("*.c"))


def optimize(text: str, pipeline: str, name: str) -> str:
    m = parse_module(text.replace(" optnone", "").replace("{ noinline ", "{ "), name)
    verify_module(m)
    parse_pipeline(pipeline, build_registry()).run(m, ModuleAnalysisManager(m))
    verify_module(m)
    return print_module(m)


def _sample() -> list[str]:
    names = set(_names())
    return [n for n in SAMPLE if n in names] or _names()[:4]


def _cases() -> list[object]:
    out: list[object] = []
    for triple in ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu"):
        for n in _names():
            out.append(pytest.param(triple, n, INLINE, id=f"{triple.split('-')[0]}-{n}"))
    for triple in ("aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu"):
        for n in _sample()[:3]:
            out.append(pytest.param(triple, n, INLINE, id=f"{triple.split('-')[0]}-{n}"))
    for p in OTHERS:
        for n in _sample():
            out.append(pytest.param("riscv64-unknown-linux-gnu", n, p, id=f"{p.split(',')[1]}-{n}"))
    return out


@pytest.mark.parametrize("triple,name,pipeline", _cases())
def test_program_after_ipo(triple: str, name: str, pipeline: str, tmp_path: Path) -> None:
    src = PROGRAMS / "ll" / triple / f"{name}.O0.ll"
    out_ll = tmp_path / f"{name}.ll"
    out_ll.write_text(optimize(src.read_text(), pipeline, str(src)))
    r = subprocess.run([LLVM_AS, str(out_ll), "-o", os.devnull], capture_output=True, text=True, check=False)
    assert r.returncode == 0, f"llvm-as-16 rejects the output of {pipeline}:\n{r.stderr}"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r2 = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", str(out_ll)],
                        capture_output=True, env=env, timeout=300, check=False)
    expected = (PROGRAMS / f"{name}.expected").read_bytes()
    status_file = PROGRAMS / f"{name}.status"
    want = int(status_file.read_text()) if status_file.exists() else 0
    assert r2.stdout == expected, r2.stderr.decode(errors="replace")[-2000:]
    assert r2.returncode == want, r2.stderr.decode(errors="replace")[-2000:]
