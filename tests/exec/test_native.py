"""Real-client checks of pyllc's `.s`: GNU `as` for the target accepts it; where a C
toolchain for the target is installed it links against the real C library and the
program prints its expected output — natively on an x86-64 host, under qemu-user for
the other targets. Skipped only where the tools are missing (`.ci/run` installs them)."""
from __future__ import annotations

import platform
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll, to_assembly

ROOT = Path(__file__).resolve().parents[1] / "programs"
NATIVE = platform.machine() == "x86_64"
# triple -> (assembler command, gcc, runner prefix or None to run natively)
TOOLS = {
    "x86_64-unknown-linux-gnu": (["as", "--64"], "gcc", None if NATIVE else "qemu-x86_64"),
    "riscv64-unknown-linux-gnu": (["riscv64-linux-gnu-as", "-march=rv64gc"],
                                  "riscv64-linux-gnu-gcc", "qemu-riscv64"),
    "aarch64-unknown-linux-gnu": (["aarch64-linux-gnu-as"], "aarch64-linux-gnu-gcc",
                                  "qemu-aarch64"),
    "sparc-unknown-linux-gnu": (["sparc64-linux-gnu-as", "-32"], None, None),
}


def _programs() -> list[str]:
    return (ROOT / "programs.txt").read_text().split()


def _assemble(name: str, triple: str, opt: str, tmp_path: Path) -> Path:
    """pyllc's .s for the program, checked to assemble with GNU as for the target."""
    assert triple in TOOLS, f"tests/exec/test_native.py: give the assembler, gcc and runner for {triple}"
    asm_cmd = TOOLS[triple][0]
    if shutil.which(asm_cmd[0]) is None:
        pytest.skip(f"{asm_cmd[0]} is not installed")
    ll = ROOT / "ll" / triple / f"{name}.{opt}.ll"
    compiled = compile_ll(ll.read_text(), str(ll), triple,
                          options=Options(opt_level=0 if opt == "O0" else 2))
    s = tmp_path / f"{name}.s"
    s.write_text(to_assembly(compiled))
    r = subprocess.run([*asm_cmd, str(s), "-o", str(tmp_path / f"{name}.o")],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return s


# SPARC has no C toolchain in Debian's packages: its .s is assembled, not linked or run
# (the test's name says so); the others are assembled, linked and run.
RUNNABLE = [t for t in default_triples() if t not in TOOLS or TOOLS[t][1] is not None]
ASSEMBLE_ONLY = [t for t in default_triples() if t not in RUNNABLE]


@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("triple", ASSEMBLE_ONLY)
@pytest.mark.parametrize("name", _programs())
def test_assembly_assembles(name: str, triple: str, opt: str, tmp_path: Path) -> None:
    _assemble(name, triple, opt, tmp_path)


@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("triple", RUNNABLE)
@pytest.mark.parametrize("name", _programs())
def test_assembly_links_and_runs(name: str, triple: str, opt: str, tmp_path: Path) -> None:
    _, gcc, runner = TOOLS[triple]
    s = _assemble(name, triple, opt, tmp_path)
    for tool in (gcc, runner):
        if tool is not None and shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    exe = tmp_path / name
    r = subprocess.run([gcc, "-static", str(s), "-o", str(exe), "-lm", "-latomic"], capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run(([runner] if runner else []) + [str(exe)], capture_output=True, timeout=120)
    status = ROOT / f"{name}.status"
    assert r.stdout == (ROOT / f"{name}.expected").read_bytes()
    assert r.returncode == (int(status.read_text()) if status.exists() else 0)


@pytest.mark.skipif(not NATIVE or shutil.which("gcc") is None, reason="needs an x86-64 host with gcc")
@pytest.mark.parametrize("name", _programs())
def test_intel_syntax_links_and_runs(name: str, tmp_path: Path) -> None:
    """`-x86-asm-syntax=intel`: the same program in Intel syntax runs the same."""
    triple = "x86_64-unknown-linux-gnu"
    ll = ROOT / "ll" / triple / f"{name}.O2.ll"
    compiled = compile_ll(ll.read_text(), str(ll), triple, options=Options(opt_level=2))
    text = to_assembly(compiled, "intel")
    assert text.lstrip().startswith(".intel_syntax noprefix")
    s = tmp_path / f"{name}.s"
    s.write_text(text)
    exe = tmp_path / name
    r = subprocess.run(["gcc", "-no-pie", str(s), "-o", str(exe), "-lm", "-latomic"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([str(exe)], capture_output=True, timeout=120)
    status = ROOT / f"{name}.status"
    assert r.stdout == (ROOT / f"{name}.expected").read_bytes()
    assert r.returncode == (int(status.read_text()) if status.exists() else 0)
