"""pylli links RISC-V objects that use the relocations of compressed code and of
`.eh_frame`: GNU as output for rv64gc with linker relaxation on (R_RISCV_RVC_BRANCH,
R_RISCV_RVC_JUMP, R_RISCV_ALIGN, R_RISCV_RELAX) and llc-16 objects of functions without
`nounwind` (their `.eh_frame` uses R_RISCV_SET6/SUB6, ADD32/SUB32). Each program prints
its expected output."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "programs"
LL = ROOT / "ll" / "riscv64-unknown-linux-gnu"
PROGRAMS = ("sorting", "fib_rec", "bigint", "hello")
TRIPLE = "riscv64-unknown-linux-gnu"


def _relocs(obj: Path) -> set[str]:
    out = subprocess.run(["riscv64-linux-gnu-readelf", "-rW", str(obj)], capture_output=True,
                         text=True, check=True).stdout
    return set(re.findall(r"R_RISCV_\w+", out))


def _run(obj: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pyllc.tools.lli", str(obj)],
                          capture_output=True, text=True)


@pytest.mark.parametrize("name", PROGRAMS)
def test_gnu_as_compressed_object(name: str, tmp_path: Path) -> None:
    gas = shutil.which("riscv64-linux-gnu-as")
    if gas is None:
        pytest.skip("riscv64-linux-gnu-as is not installed")
    s, obj = tmp_path / f"{name}.s", tmp_path / f"{name}.o"
    subprocess.run([sys.executable, "-m", "pyllc.tools.llc", f"-mtriple={TRIPLE}", "-O2",
                    str(LL / f"{name}.O2.ll"), "-o", str(s)], check=True)
    subprocess.run([gas, "-march=rv64gc", str(s), "-o", str(obj)], check=True)
    assert "R_RISCV_RELAX" in _relocs(obj)
    r = _run(obj)
    assert (r.stdout, r.returncode) == ((ROOT / f"{name}.expected").read_text(), 0), r.stderr


@pytest.mark.parametrize("name", PROGRAMS)
def test_llc_object_with_eh_frame(name: str, tmp_path: Path) -> None:
    llc = shutil.which("llc-16")
    if llc is None or shutil.which("riscv64-linux-gnu-readelf") is None:
        pytest.skip("llc-16 and riscv64-linux-gnu-readelf are needed")
    ll, obj = tmp_path / f"{name}.ll", tmp_path / f"{name}.o"
    text = (LL / f"{name}.O2.ll").read_text().replace(" nounwind", "")
    ll.write_text(re.sub(r"^attributes #\d+ = \{\s*\}\n", "", text, flags=re.MULTILINE))
    subprocess.run([llc, f"-mtriple={TRIPLE}", "-mattr=+m,+a,+f,+d,+c", "-O2",
                    "-filetype=obj", str(ll), "-o", str(obj)], check=True)
    assert "R_RISCV_SET6" in _relocs(obj)
    r = _run(obj)
    assert (r.stdout, r.returncode) == ((ROOT / f"{name}.expected").read_text(), 0), r.stderr
