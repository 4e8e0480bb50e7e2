"""Integers wider than 128 bits (isel/wide_int_expand.py): tests/exec/data/wide_int_ops.ll
on every target at -O0 and -O2, compiled by pyllc and by llc-16, run under pylli, must
print what lli-16 prints; tests/exec/data/bitint_wide.c (C `_BitInt(129/256/512)`,
which clang-16 accepts on x86-64 only) must print what clang-16's native build prints."""
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
CLANG, LLC, LLI = shutil.which("clang-16"), shutil.which("llc-16"), shutil.which("lli-16")
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}


def _run(compiler: str, triple: str, opt: str, ll: Path, tmp: Path) -> tuple[str, int, str]:
    obj = tmp / f"{ll.stem}.{compiler}.o"
    cmd = [LLC, *LLC_FLAGS.get(triple, [])] if compiler == "llc" else \
        [sys.executable, "-m", "pyllc.tools.llc"]
    subprocess.run([*cmd, f"-mtriple={triple}", f"-{opt}", "-filetype=obj", str(ll), "-o",
                    str(obj)], check=True)
    out, err = io.BytesIO(), io.BytesIO()
    status, _ = run_program([load_object(str(obj))[1]], get_target(triple), [b"w"],
                            50_000_000, stdout=out, stderr=err)
    return out.getvalue().decode(), status, err.getvalue().decode()


@pytest.mark.parametrize("compiler", ["pyllc", "llc"])
@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("triple", default_triples())
def test_wide_int_ir(triple: str, opt: str, compiler: str, tmp_path: Path) -> None:
    if LLC is None or LLI is None:
        pytest.skip("llc-16 and lli-16 are needed")
    src = DATA / "wide_int_ops.ll"
    expected = subprocess.run([LLI, str(src)], capture_output=True, text=True,
                              check=True).stdout
    ll = tmp_path / "wide_int_ops.ll"
    ll.write_text(f'target triple = "{triple}"\n' + src.read_text())
    out, status, err = _run(compiler, triple, opt, ll, tmp_path)
    assert (out, status) == (expected, 0), err


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_bitint_c(opt: str, tmp_path: Path) -> None:
    if CLANG is None:
        pytest.skip("clang-16 is needed")
    triple = "x86_64-unknown-linux-gnu"
    ll = tmp_path / "bitint_wide.ll"
    subprocess.run([CLANG, f"--target={triple}", f"-{opt}", "-ffreestanding", "-nostdinc",
                    f"-I{INCLUDE}", "-S", "-emit-llvm", str(DATA / "bitint_wide.c"), "-o",
                    str(ll)], check=True)
    out, status, err = _run("pyllc", triple, opt, ll, tmp_path)
    assert (out, status) == ((DATA / "bitint_wide.expected").read_text(), 0), err
