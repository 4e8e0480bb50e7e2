"""Differential tests of the interprocedural passes (pyllc/opt/globals/).

The corpus of tests/programs (clang-16 -O0 IR with `optnone` removed, as
`-Xclang -disable-O0-optnone` gives) goes through `mem2reg` and `internalize` (so
that everything but `main` is local and the passes have work), then through the
passes; the result must pass pyllc's verifier and `llvm-as-16`, and print the
expected output with the expected status under `pylli`:
- every program on riscv64 and x86-64 through the whole chain (FULL);
- each pass alone after the same prefix, on programs where it fires (globaldce,
  constmerge and mergefunc find nothing to do in this corpus after internalize: their
  cases check that they do no harm; their FileCheck tests show them firing);
- a sample on AArch64 and SPARC, and of clang's -O2 IR.
The two passes the corpus cannot exercise run natively instead: a module with a
pointer lookup table through `rel-lookup-table-converter<pic>` under `lli-16
-relocation-model=pic`, and a module with `llvm.global_dtors` through
`lower-global-dtors`, built by clang-16 and run on the host: same output.
"""
from __future__ import annotations

import os
import platform
import shutil
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
PREFIX = "function(mem2reg),internalize"
FULL = "ipsccp,globalopt,deadargelim,constmerge,mergefunc,globaldce"
#: each pass alone after PREFIX (see the module docstring for which ones fire)
SINGLE = {
    "ipsccp": ["globals_init", "funcptr", "fib_rec", "switch_dense"],
    "globalopt": ["globals_init", "enum_static", "lcg_rand", "hashtable"],
    "ipsccp,deadargelim": ["itoa_bases", "fib_rec", "many_args", "interp"],
    "deadargelim": ["fib_rec", "itoa_bases"],
    "globaldce": ["hello", "sorting"],
    "constmerge": ["strings", "printf_formats"],
    "mergefunc": ["int8_arith", "struct_small"],
}
SAMPLE = ["globals_init", "funcptr", "fib_rec", "enum_static"]


def _names() -> list[str]:
    return sorted(p.stem for p in PROGRAMS.glob("*.c"))


def _cases() -> list[object]:
    out: list[object] = []
    for triple in ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu"):
        for n in _names():
            out.append(pytest.param(triple, n, "O0", FULL, id=f"{triple.split('-')[0]}-{n}"))
    for triple in ("aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu"):
        for n in SAMPLE:
            out.append(pytest.param(triple, n, "O0", FULL, id=f"{triple.split('-')[0]}-{n}"))
    for n in SAMPLE:
        out.append(pytest.param("riscv64-unknown-linux-gnu", n, "O2", FULL, id=f"O2-{n}"))
    for p, progs in SINGLE.items():
        for n in progs:
            out.append(pytest.param("riscv64-unknown-linux-gnu", n, "O0", p, id=f"{p}-{n}"))
    return out


def optimize(text: str, pipeline: str, name: str) -> str:
    m = parse_module(text.replace(" optnone", ""), name)
    verify_module(m)
    parse_pipeline(f"{PREFIX},{pipeline}", build_registry()).run(m, ModuleAnalysisManager(m))
    verify_module(m)
    return print_module(m)


@pytest.mark.parametrize("triple,name,level,pipeline", _cases())
def test_program_after_ipo(triple: str, name: str, level: str, pipeline: str,
                           tmp_path: Path) -> None:
    src = PROGRAMS / "ll" / triple / f"{name}.{level}.ll"
    out_ll = tmp_path / f"{name}.ll"
    out_ll.write_text(optimize(src.read_text(), pipeline, str(src)))
    r = subprocess.run([LLVM_AS, str(out_ll), "-o", os.devnull], capture_output=True, text=True,
                       check=False)
    assert r.returncode == 0, f"llvm-as-16 rejects the output of {pipeline}:\n{r.stderr}"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r2 = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", str(out_ll)],
                        capture_output=True, env=env, timeout=300, check=False)
    expected = (PROGRAMS / f"{name}.expected").read_bytes()
    status_file = PROGRAMS / f"{name}.status"
    want = int(status_file.read_text()) if status_file.exists() else 0
    assert r2.stdout == expected, r2.stderr.decode(errors="replace")[-2000:]
    assert r2.returncode == want, r2.stderr.decode(errors="replace")[-2000:]


def _run_pyopt(text: str, pipeline: str) -> str:
    m = parse_module(text, "<test>")
    parse_pipeline(pipeline, build_registry()).run(m, ModuleAnalysisManager(m))
    verify_module(m)
    return print_module(m)


_TABLE = """target triple = "x86_64-unknown-linux-gnu"
@.str = private unnamed_addr constant [4 x i8] c"one\\00"
@.str.1 = private unnamed_addr constant [4 x i8] c"two\\00"
@.str.2 = private unnamed_addr constant [6 x i8] c"three\\00"
@switch.table.name = private unnamed_addr constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2]
declare i32 @puts(ptr)
define internal ptr @name(i32 %x) {
  %i = sext i32 %x to i64
  %switch.gep = getelementptr inbounds [3 x ptr], ptr @switch.table.name, i64 0, i64 %i
  %switch.load = load ptr, ptr %switch.gep
  ret ptr %switch.load
}
define i32 @main() {
  %a = call ptr @name(i32 0)
  %r0 = call i32 @puts(ptr %a)
  %b = call ptr @name(i32 2)
  %r1 = call i32 @puts(ptr %b)
  %c = call ptr @name(i32 1)
  %r2 = call i32 @puts(ptr %c)
  ret i32 0
}
"""


@pytest.mark.skipif(platform.machine() != "x86_64" or not shutil.which("lli-16"),
                    reason="n/a: needs lli-16 on an x86-64 host")
def test_rel_lookup_table_runs(tmp_path: Path) -> None:
    out = _run_pyopt(_TABLE, "rel-lookup-table-converter<pic>")
    assert "llvm.load.relative.i64" in out and "@switch.table.name" not in out
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(_TABLE)
    after.write_text(out)
    runs = [subprocess.run(["lli-16", "-relocation-model=pic", str(p)], capture_output=True,
                           text=True, timeout=60, check=False) for p in (before, after)]
    assert runs[0].returncode == runs[1].returncode == 0, runs[1].stderr
    assert runs[0].stdout == runs[1].stdout == "one\nthree\ntwo\n"


_DTORS = """target triple = "x86_64-unknown-linux-gnu"
@.s1 = private constant [6 x i8] c"dtor1\\00"
@.s2 = private constant [6 x i8] c"dtor2\\00"
@.s3 = private constant [6 x i8] c"dtor3\\00"
@.m = private constant [5 x i8] c"main\\00"
@llvm.global_dtors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @d1, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @d2, ptr null }, { i32, ptr, ptr } { i32 100, ptr @d3, ptr null }]
declare i32 @puts(ptr)
define internal void @d1() {
  %r = call i32 @puts(ptr @.s1)
  ret void
}
define internal void @d2() {
  %r = call i32 @puts(ptr @.s2)
  ret void
}
define internal void @d3() {
  %r = call i32 @puts(ptr @.s3)
  ret void
}
define i32 @main() {
  %r = call i32 @puts(ptr @.m)
  ret i32 0
}
"""


@pytest.mark.skipif(platform.machine() != "x86_64" or not shutil.which("clang-16"),
                    reason="n/a: needs clang-16 on an x86-64 host")
def test_lowered_dtors_run(tmp_path: Path) -> None:
    out = _run_pyopt(_DTORS, "lower-global-dtors")
    assert "llvm.global_dtors" not in out and "__cxa_atexit" in out
    outputs = []
    for tag, text in (("before", _DTORS), ("after", out)):
        ll, exe = tmp_path / f"{tag}.ll", tmp_path / tag
        ll.write_text(text)
        subprocess.run(["clang-16", "-w", str(ll), "-o", str(exe)], check=True, timeout=120)
        r = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=False)
        assert r.returncode == 0
        outputs.append(r.stdout)
    assert outputs[0] == outputs[1] == "main\ndtor2\ndtor1\ndtor3\n"
