"""Floating point without hardware, in whole programs against real LLVM:
tests/completeness/long_double.c (`long double` = IEEE binary128 on AArch64 and RISC-V 64:
arithmetic, all comparisons with NaNs, conversions to and from every integer width,
printf %Lf/%Le/%Lg, va_arg, complex long double, structs) and tests/completeness/half.c
(`_Float16` on AArch64, RISC-V 64 and x86-64) and tests/completeness/float128.c
(`__float128` on x86-64, in xmm registers), compiled by clang-16 at -O0/-O2 (.ll
checked in: tools/regen_completeness.sh).

The oracle is llc-16's object of the same `.ll`: linked statically by the target's gcc
(libgcc's soft-fp, glibc's printf and libm) and run natively (x86-64) or under qemu-user;
RISC-V's libgcc 12 has no binary16 helpers, so there pylli runs llc's object (which
checks that the runtime serves them the way llc-16 calls them). pylli runs pyllc's object,
whose soft-fp calls the runtime serves (pyllc/emu/quad_calls.py), and must print the same
bytes. On SPARC V8 clang-16 has neither binary128 long double nor _Float16; hand-written
fp128 IR (tests/exec/data/sparc_fp128.ll, values in memory: llc-16 passes no f128 in calls
there) checks the _Q_* routines: llc-16's object and pyllc's, both under pylli.
"""
from __future__ import annotations

import io
import platform
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.diagnostics import CompileError
from pyllc.emu import run_program
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_object
from pyllc.tools.lli import load_object

ROOT = Path(__file__).resolve().parents[1] / "completeness"
NATIVE = platform.machine() == "x86_64"
# triple -> (llc flags, gcc, runner: None = native)
TARGETS = {
    "aarch64-unknown-linux-gnu": ([], "aarch64-linux-gnu-gcc", "qemu-aarch64"),
    "riscv64-unknown-linux-gnu": (["-mattr=+m,+a,+f,+d,+c"], "riscv64-linux-gnu-gcc",
                                  "qemu-riscv64"),
    "x86_64-unknown-linux-gnu": ([], "gcc", None if NATIVE else "qemu-x86_64"),
}
PROGRAMS = {"long_double": ("aarch64-unknown-linux-gnu", "riscv64-unknown-linux-gnu"),
            "half": tuple(TARGETS), "float128": ("x86_64-unknown-linux-gnu",)}
CASES = [(p, t, o) for p, ts in PROGRAMS.items() for t in ts for o in ("O0", "O2")]
IDS = [f"{p}-{t.split('-')[0]}-{o}" for p, t, o in CASES]


def _ll(name: str, triple: str, opt: str) -> Path:
    return ROOT / "ll" / triple / f"{name}.{opt}.ll"


def _need(tool: str | None) -> None:
    if tool is not None and shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")


def _pylli(obj: object, triple: str) -> bytes:
    out = io.BytesIO()
    status, _ = run_program([obj], get_target(triple), [b"t"], 50_000_000, stdout=out,
                            stderr=io.BytesIO())
    assert status == 0
    return out.getvalue()


def _oracle(name: str, triple: str, opt: str, tmp: Path) -> bytes:
    flags, gcc, runner = TARGETS[triple]
    _need("llc-16")
    obj, exe = tmp / "llc.o", tmp / "llc.exe"
    subprocess.run(["llc-16", f"-mtriple={triple}", *flags, f"-{opt}", "-filetype=obj",
                    str(_ll(name, triple, opt)), "-o", str(obj)], check=True)
    if name == "half" and triple.startswith("riscv64"):
        return _pylli(load_object(str(obj))[1], triple)
    _need(gcc)
    _need(runner)
    subprocess.run([gcc, "-static", str(obj), "-o", str(exe), "-lm"], check=True)
    r = subprocess.run(([runner] if runner else []) + [str(exe)], capture_output=True,
                       timeout=120)
    assert r.returncode == 0
    return r.stdout


@pytest.mark.parametrize(("name", "triple", "opt"), CASES, ids=IDS)
def test_pylli_matches_llc(name: str, triple: str, opt: str, tmp_path: Path) -> None:
    want = _oracle(name, triple, opt, tmp_path)
    assert want.count(b"\n") > 12 and b"cmp " in want
    ll = _ll(name, triple, opt)
    compiled = compile_ll(ll.read_text(), str(ll), triple,
                          options=Options(opt_level=0 if opt == "O0" else 2,
                                          verify_regalloc=True))
    assert _pylli(to_object(compiled), triple) == want


SPARC_IR = Path(__file__).resolve().parent / "data" / "sparc_fp128.ll"
SPARC_FP16 = Path(__file__).resolve().parent / "data" / "sparc_fp16.ll"


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_sparc_q_routines_match_llc(opt: str, tmp_path: Path) -> None:
    _need("llc-16")
    triple = "sparc-unknown-linux-gnu"
    obj = tmp_path / "llc.o"
    subprocess.run(["llc-16", f"-mtriple={triple}", f"-{opt}", "-filetype=obj", str(SPARC_IR),
                    "-o", str(obj)], check=True)
    want = _pylli(load_object(str(obj))[1], triple)
    assert want == b"1 0 1 0 -3 3 3.100000 40008ccccccccccccd00000000000000\n"
    compiled = compile_ll(SPARC_IR.read_text(), str(SPARC_IR), triple,
                          options=Options(opt_level=0 if opt == "O0" else 2,
                                          verify_regalloc=True))
    assert _pylli(to_object(compiled), triple) == want


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_sparc_fp16_intrinsics_match_llc(opt: str, tmp_path: Path) -> None:
    """clang's `__fp16` on SPARC: llvm.convert.{from,to}.fp16 around float arithmetic."""
    _need("llc-16")
    triple = "sparc-unknown-linux-gnu"
    obj = tmp_path / "llc.o"
    subprocess.run(["llc-16", f"-mtriple={triple}", f"-{opt}", "-filetype=obj",
                    str(SPARC_FP16), "-o", str(obj)], check=True)
    want = _pylli(load_object(str(obj))[1], triple)
    assert want.startswith(b"1.5 ")
    compiled = compile_ll(SPARC_FP16.read_text(), str(SPARC_FP16), triple,
                          options=Options(opt_level=0 if opt == "O0" else 2))
    assert _pylli(to_object(compiled), triple) == want


def test_sparc_f128_in_calls_is_a_clean_error() -> None:
    """llc-16 refuses f128 arguments on SPARC V8 ("pass indirectly"); so does pyllc."""
    text = ('target triple = "sparc-unknown-linux-gnu"\n'
            "define fp128 @f(fp128 %a) {\n  %r = fadd fp128 %a, %a\n  ret fp128 %r\n}\n")
    with pytest.raises(CompileError, match="SPARC V8 passes no fp128 in calls"):
        compile_ll(text, "f.ll", "sparc-unknown-linux-gnu")
