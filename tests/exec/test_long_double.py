"""`long double` (IEEE binary128) programs against real LLVM: tests/completeness/
long_double.c (arithmetic, all comparisons with NaNs, conversions to and from every
integer width, printf %Lf/%Le/%Lg, va_arg, complex long double, structs) compiled by
clang-16 at -O0/-O2 for AArch64 and RISC-V 64 (.ll checked in: tools/regen_completeness.sh).

The oracle is llc-16's object of the same `.ll`, linked statically by the target's gcc
(libgcc's soft-fp, glibc's printf and libm) and run under qemu-user; pylli runs pyllc's
object, whose soft-fp calls the runtime serves (pyllc/emu/quad_calls.py), and must print
the same bytes. SPARC and x86-64 are not here: clang-16's long double is double on SPARC
V8 and x86_fp80 on x86-64.
"""
from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_object

ROOT = Path(__file__).resolve().parents[1] / "completeness"
# triple -> (llc flags, gcc, qemu)
TARGETS = {
    "aarch64-unknown-linux-gnu": ([], "aarch64-linux-gnu-gcc", "qemu-aarch64"),
    "riscv64-unknown-linux-gnu": (["-mattr=+m,+a,+f,+d,+c"], "riscv64-linux-gnu-gcc",
                                  "qemu-riscv64"),
}
CASES = [(t, o) for t in TARGETS for o in ("O0", "O2")]


def _ll(triple: str, opt: str) -> Path:
    return ROOT / "ll" / triple / f"long_double.{opt}.ll"


def _oracle(triple: str, opt: str, tmp: Path) -> bytes:
    flags, gcc, qemu = TARGETS[triple]
    for tool in ("llc-16", gcc, qemu):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    obj, exe = tmp / "llc.o", tmp / "llc.exe"
    subprocess.run(["llc-16", f"-mtriple={triple}", *flags, f"-{opt}", "-filetype=obj",
                    str(_ll(triple, opt)), "-o", str(obj)], check=True)
    subprocess.run([gcc, "-static", str(obj), "-o", str(exe), "-lm"], check=True)
    r = subprocess.run([qemu, str(exe)], capture_output=True, timeout=120)
    assert r.returncode == 0
    return r.stdout


@pytest.mark.parametrize(("triple", "opt"), CASES, ids=[f"{t.split('-')[0]}-{o}" for t, o in CASES])
def test_pylli_matches_llc_and_libgcc(triple: str, opt: str, tmp_path: Path) -> None:
    want = _oracle(triple, opt, tmp_path)
    assert want.count(b"\n") > 50 and b"cmp 4 4 0c2" in want
    ll = _ll(triple, opt)
    compiled = compile_ll(ll.read_text(), str(ll), triple,
                          options=Options(opt_level=0 if opt == "O0" else 2,
                                          verify_regalloc=True))
    out = io.BytesIO()
    status, _ = run_program([to_object(compiled)], get_target(triple), [b"t"], 50_000_000,
                            stdout=out, stderr=io.BytesIO())
    assert status == 0
    assert out.getvalue() == want
