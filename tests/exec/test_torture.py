"""A fixed sample of GCC's C torture execute suite (gcc.c-torture/execute, from
Debian's gcc-12-source, which .ci/run installs) on every target at -O0 and -O2:
clang-16's IR through pyllc at the same level, run under pylli; each program checks
itself (abort() on a wrong result). bench/bench_torture.py runs the whole suite;
tools/torture_suite.py reads the programs' DejaGnu directives and judges a case.

The sample: every 60th program of the sorted suite (a spread of dates, PR numbers,
stdarg, bswap, if-conversion) and the programs whose failures were fixed in pyllc or
pylli (a read-modify-write fold on the wrong load, inputs tied to memory outputs, big
byval copies, bcmp; qsort calling the program's comparison function, setjmp/longjmp on
SPARC, vfprintf, <assert.h>, pointers printed with %p, `llvm.is.constant`'s dead load,
machine LICM out of an irreducible cycle, `mul i256`, x87 and SPARC register-pair asm
operands). No skip: a missing gcc-12-source or clang-16 fails the test. And the "env"
verdict: a program that aborts natively too (clang-16's IR linked with glibc).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from torture_suite import TRIPLES, clang_ir, judge  # noqa: E402

SPREAD = ("20000225-1", "20001011-1", "20011114-1", "20020920-1", "20030916-1",
          "20041210-1", "20070517-1", "20111208-1", "920603-1", "930518-1", "941031-1",
          "961026-1", "990604-1", "bswap-3", "ifcvt-onecmpl-abs-1", "pr23135",
          "pr34768-2", "pr42006", "pr49123", "pr57860", "pr64682", "pr70429", "pr83298",
          "pr93908", "stdarg-1", "va-arg-7")
FIXED = ("pr80421", "pr88904", "pr28982b", "20021011-1", "pr34456", "20210505-1", "pr56982",
         "vfprintf-1", "stkalign", "return-addr", "bcp-1", "pr38051", "pr84169", "20030222-1")
#: programs that apply to one target only (x87 inline asm)
ONLY = {"990413-2": "x86_64-unknown-linux-gnu"}
CASES = [(name, triple, level) for name in SPREAD + FIXED + tuple(ONLY) for triple in TRIPLES
         for level in (0, 2) if ONLY.get(name, triple) == triple]


@pytest.mark.parametrize("name,triple,level", CASES,
                         ids=[f"{t.split('-')[0]}-{n}-O{lv}" for n, t, lv in CASES])
def test_torture(name: str, triple: str, level: int) -> None:
    ir = clang_ir(name, triple, level)
    assert isinstance(ir, Path), f"{name} no longer applies to {triple}: {ir}"
    verdict = judge(ir, triple, level)
    assert (verdict.kind, verdict.detail) == ("ok", "")


@pytest.mark.parametrize("triple", ["x86_64-unknown-linux-gnu", "sparc-unknown-linux-gnu"])
def test_env_is_a_native_failure(triple: str) -> None:
    """20031003-1 aborts with clang-16 natively too (a float-to-int conversion GCC
    folds differently): env, with the native run's outcome (SPARC: by x86-64's)."""
    ir = clang_ir("20031003-1", triple, 0)
    assert isinstance(ir, Path)
    verdict = judge(ir, triple, 0)
    assert verdict.kind == "env"
    assert "native run: exit -6" in verdict.detail
