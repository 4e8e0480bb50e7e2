"""Differential tests: the corpus of tests/programs through pyopt, then run under pylli.

For every program (riscv64 and x86-64 `.O0.ll`, a sample for AArch64 and SPARC and of
clang's `.O2.ll`) the pipeline `mem2reg,instcombine,simplifycfg,gvn,dce` — and, on a
sample, each implemented transform alone — must give IR that (1) pyllc's verifier
accepts, (2) `llvm-as-16` accepts, and (3) still prints the expected output under
`pylli` (run as a subprocess: `python -m pyllc.tools.lli`). clang's `optnone` is
removed first, as `-Xclang -disable-O0-optnone` would. A few programs also go through
clang-16 -O1 without LLVM's passes (IR with `!tbaa`) and gvn/licm/dse with opt-16's
default AA pipeline, tbaa and scoped-noalias-aa included.
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
PIPELINE = "mem2reg,instcombine,simplifycfg,gvn,dce"
SINGLE = ["mem2reg", "instcombine", "simplifycfg", "gvn", "early-cse", "dse", "dce", "adce", "sccp",
          "mergereturn", "break-crit-edges", "lower-switch", "instnamer", "strip", "sroa",
          "codegenprepare"]
#: passes checked on programs where they fire (after mem2reg, as opt-16 would see them)
FIRING = {"tailcallelim": ["fib_rec", "deep_recursion", "binary_tree", "ackermann"],
          "sink": ["hashmix", "builtins_bits", "atoi_abs", "vla_alloca"],
          "reg2mem": ["loops", "sieve", "switch_dense", "sprintf_test"],
          "jump-threading": ["linked_list", "divrem", "sorting", "atoi_abs", "state_machine"],
          "correlated-propagation": ["sieve", "divrem", "shifts", "interp"],
          "reassociate": ["arrays2d", "bigint", "bitfields", "hashmix"],
          "gvn": ["calloc_realloc", "computed_goto", "divrem", "strings"],
          "aggressive-instcombine": ["bitwise", "char_types", "crc32", "int16_arith", "int8_arith",
                                     "many_args", "strings", "struct_small"],
          # the loop passes (pyllc/opt/loops), on programs where each fires
          "loop-simplify,lcssa": ["matmul", "sorting", "linked_list", "computed_goto"],
          "loop-simplify,lcssa,licm": ["matmul", "divrem", "hfa_structs", "varargs"],
          "loop(loop-rotate,licm)": ["arrays2d", "bigint", "hashtable", "varargs"],
          "loop(loop-rotate,indvars,loop-deletion)": ["loops", "int8_arith", "sorting", "vla_alloca"],
          "loop(loop-instsimplify,loop-rotate)": ["bigint", "matmul"],
          "loop-mssa(loop-rotate,licm),loop(indvars,loop-deletion),instcombine,simplifycfg":
              ["matmul", "sieve", "crc32", "itoa_bases"]}
SAMPLE = ["bitfields", "computed_goto", "struct_small", "switch_dense", "interp", "double_arith"]
LLVM_AS = "/usr/bin/llvm-as-16"


def _names() -> list[str]:
    return sorted(p.stem for p in PROGRAMS.glob("*.c"))


def _sample() -> list[str]:
    names = set(_names())
    return [n for n in SAMPLE if n in names] or _names()[:4]


def _cases() -> list[object]:
    out: list[object] = []
    for triple in ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu"):
        for n in _names():
            out.append(pytest.param(triple, n, "O0", PIPELINE, id=f"{triple.split('-')[0]}-{n}"))
    for triple in ("aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu"):
        for n in _sample()[:4]:
            out.append(pytest.param(triple, n, "O0", PIPELINE, id=f"{triple.split('-')[0]}-{n}"))
    for n in _sample()[:4]:
        out.append(pytest.param("riscv64-unknown-linux-gnu", n, "O2", PIPELINE, id=f"O2-{n}"))
    for p in SINGLE:
        for n in _sample()[:2]:
            out.append(pytest.param("riscv64-unknown-linux-gnu", n, "O0", p, id=f"{p}-{n}"))
    for p, progs in FIRING.items():
        for n in progs:
            out.append(pytest.param("riscv64-unknown-linux-gnu", n, "O0", f"mem2reg,{p}",
                                    id=f"{p}-{n}"))
    return out


def optimize(text: str, pipeline: str, name: str) -> str:
    m = parse_module(text.replace(" optnone", ""), name)
    verify_module(m)
    parse_pipeline(pipeline, build_registry()).run(m, ModuleAnalysisManager(m))
    verify_module(m)
    return print_module(m)


@pytest.mark.parametrize("triple,name,level,pipeline", _cases())
def test_program_after_pipeline(triple: str, name: str, level: str, pipeline: str,
                                tmp_path: Path) -> None:
    src = PROGRAMS / "ll" / triple / f"{name}.{level}.ll"
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


#: programs whose loads/stores tbaa and scoped-noalias-aa can tell apart (struct fields
#: of several types, pointers loaded from memory, loops over arrays of one type)
TBAA_PROGRAMS = ["hashtable", "bigint", "linked_list", "struct_ptr", "sorting", "varargs"]
TBAA_PIPELINE = "mem2reg,instcombine,simplifycfg,early-cse,gvn,loop-mssa(licm),dse"
CFLAGS = ["-ffreestanding", "-nostdinc", f"-I{PROGRAMS / 'include'}", "-fno-stack-protector",
          "-fno-exceptions", "-fno-unwind-tables", "-fno-asynchronous-unwind-tables"]


@pytest.mark.parametrize("name", TBAA_PROGRAMS)
def test_program_with_tbaa(name: str, tmp_path: Path) -> None:
    """clang-16 -O1 IR before LLVM's passes (it carries `!tbaa`) through gvn, licm and
    dse with opt-16's default AA pipeline (basic-aa, scoped-noalias-aa, tbaa): the
    program must still print its expected output under pylli."""
    triple = "riscv64-unknown-linux-gnu"
    r0 = subprocess.run(["clang-16", f"--target={triple}", *CFLAGS, "-O1", "-Xclang", "-disable-llvm-passes",
                         "-S", "-emit-llvm", "-o", "-", str(PROGRAMS / f"{name}.c")],
                        capture_output=True, text=True, check=False)
    assert r0.returncode == 0, r0.stderr
    assert "!tbaa" in r0.stdout
    out_ll = tmp_path / f"{name}.ll"
    out = optimize(r0.stdout, TBAA_PIPELINE, name)
    assert "!tbaa" in out
    out_ll.write_text(out)
    r = subprocess.run([LLVM_AS, str(out_ll), "-o", os.devnull], capture_output=True, text=True, check=False)
    assert r.returncode == 0, f"llvm-as-16 rejects the output:\n{r.stderr}"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r2 = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", str(out_ll)],
                        capture_output=True, env=env, timeout=300, check=False)
    assert r2.stdout == (PROGRAMS / f"{name}.expected").read_bytes(), r2.stderr.decode(errors="replace")[-2000:]
    status_file = PROGRAMS / f"{name}.status"
    assert r2.returncode == (int(status_file.read_text()) if status_file.exists() else 0)
