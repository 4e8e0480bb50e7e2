"""`atomicrmw min/max/umin/umax/fadd/fsub` as compare-exchange loops (isel/atomic_expand.py)
on every target at -O0 and -O2: tests/exec/data/atomics_minmax.c (clang's
`__atomic_fetch_min/max`, C11 compound assignment on `_Atomic float/double`) compiled by
clang-16, then by pyllc, run under pylli, must print what clang-16's native build prints
(`atomics_minmax.expected`); llc-16's objects of the same IR, run the same way, must
too. On SPARC V8 the 64-bit ones are `__atomic_*_8` calls (the type legalizer's
libcalls, as llc-16's)."""
from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.targets import default_triples, get_target
from pyllc.tools.lli import load_object

DATA = Path(__file__).resolve().parent / "data"
INCLUDE = Path(__file__).resolve().parents[1] / "programs" / "include"
CLANG, LLC = shutil.which("clang-16"), shutil.which("llc-16")
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}


def _expected(triple: str) -> str:
    return (DATA / "atomics_minmax.expected").read_text()


@pytest.mark.parametrize("compiler", ["pyllc", "llc"])
@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("triple", default_triples())
def test_atomic_minmax_fadd(triple: str, opt: str, compiler: str, tmp_path: Path) -> None:
    if CLANG is None or LLC is None:
        pytest.skip("clang-16 and llc-16 are needed")
    ll, obj = tmp_path / "a.ll", tmp_path / "a.o"
    subprocess.run([CLANG, f"--target={triple}", f"-{opt}", "-ffreestanding",
                    "-nostdinc", f"-I{INCLUDE}", "-S", "-emit-llvm",
                    str(DATA / "atomics_minmax.c"), "-o", str(ll)], check=True)
    if compiler == "llc":
        cmd = [LLC, *LLC_FLAGS.get(triple, [])]
    else:
        cmd = [sys.executable, "-m", "pyllc.tools.llc"]
    subprocess.run([*cmd, f"-mtriple={triple}", f"-{opt}", "-filetype=obj", str(ll), "-o",
                    str(obj)], check=True)
    out, err = io.BytesIO(), io.BytesIO()
    status, _ = run_program([load_object(str(obj))[1]], get_target(triple), [b"a"],
                            20_000_000, stdout=out, stderr=err)
    assert (out.getvalue().decode(), status) == (_expected(triple), 0), err.getvalue().decode()
