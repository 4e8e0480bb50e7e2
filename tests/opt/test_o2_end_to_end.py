"""End to end at -O2: clang -O0 IR -> `pyopt -O2` -> `pyllc -O2` -> pylli, against LLVM.

For each program of tests/programs (every one on riscv64 and x86-64, a sample on AArch64
and SPARC) the checked-in clang-16 `-O0` IR with `optnone` removed (what
`-Xclang -disable-O0-optnone` gives) goes through `default<O2>`; the result must

1. be accepted by `llvm-as-16`;
2. print, compiled by `llc-16 -O2` and run under pylli, what the reference build prints:
   the same IR through `opt-16 -O2` and `llc-16 -O2` (the optimizer alone is checked);
3. print the same, compiled and run by `python -m pyllc.tools.lli -O2` (our backend too).

The reference objects run in-process (they need no compilation); our build runs through
the pylli command as a user would run it.
"""
from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.emu import EmulationFault, run_program
from pyllc.ir import parse_module, print_module
from pyllc.ir.verifier import verify_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry
from pyllc.targets import get_target
from pyllc.tools.lli import load_object

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
TOOLS = {t: shutil.which(f"{t}-16") for t in ("opt", "llc", "llvm-as")}
#: llc-16's default RISC-V CPU has no extensions; clang assumes rv64gc
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
FULL = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu")
SAMPLED = {"aarch64-unknown-linux-gnu": ["bitfields", "interp", "struct_small", "double_arith",
                                         "sieve", "switch_dense"],
           "sparc-unknown-linux-gnu": ["bitfields", "computed_goto", "bigint", "double_arith",
                                       "sorting", "varargs"]}
LIMIT = 200_000_000


def _names() -> list[str]:
    return (PROGRAMS / "programs.txt").read_text().split()


def _cases() -> list[object]:
    names = _names()
    out: list[object] = [pytest.param(t, n, id=f"{t.split('-')[0]}-{n}") for t in FULL for n in names]
    for t, sample in SAMPLED.items():
        out += [pytest.param(t, n, id=f"{t.split('-')[0]}-{n}") for n in sample if n in names]
    return out


def pyopt_o2(text: str, name: str) -> str:
    """`pyopt -O2` in-process: parse, verify, default<O2>, verify, print."""
    m = parse_module(text, name)
    verify_module(m)
    parse_pipeline("default<O2>", build_registry()).run(m, ModuleAnalysisManager(m))
    verify_module(m)
    return print_module(m)


def _llc_object(ll: Path, triple: str, obj: Path) -> None:
    assert TOOLS["llc"] is not None
    r = subprocess.run([TOOLS["llc"], f"-mtriple={triple}", *LLC_FLAGS.get(triple, []), "-O2",
                        "-filetype=obj", str(ll), "-o", str(obj)], capture_output=True, text=True,
                       check=False)
    assert r.returncode == 0, f"llc-16 -O2 rejects {ll.name}:\n{r.stderr[-2000:]}"


def _run_object(obj: Path, triple: str, name: str) -> tuple[bytes, int]:
    _, o = load_object(str(obj))
    out = io.BytesIO()
    try:
        status, _ = run_program([o], get_target(triple), [name.encode()], LIMIT, stdout=out,
                                stderr=io.BytesIO())
    except EmulationFault as e:
        return out.getvalue() + f"\n<fault: {e}>".encode(), 139
    return out.getvalue(), status


@pytest.mark.parametrize("triple,name", _cases())
def test_o2_program(triple: str, name: str, tmp_path: Path) -> None:
    if None in TOOLS.values():
        pytest.skip("opt-16, llc-16 and llvm-as-16 are needed for the reference build")
    src = tmp_path / f"{name}.ll"   # clang -O0 -Xclang -disable-O0-optnone
    src.write_text((PROGRAMS / "ll" / triple / f"{name}.O0.ll").read_text().replace(" optnone", ""))

    ours = tmp_path / f"{name}.pyopt.ll"
    ours.write_text(pyopt_o2(src.read_text(), str(src)))
    assert TOOLS["llvm-as"] is not None
    r = subprocess.run([TOOLS["llvm-as"], str(ours), "-o", os.devnull], capture_output=True,
                       text=True, check=False)
    assert r.returncode == 0, f"llvm-as-16 rejects pyopt -O2 output:\n{r.stderr}"

    assert TOOLS["opt"] is not None
    ref_ll = tmp_path / f"{name}.opt16.ll"
    subprocess.run([TOOLS["opt"], "-O2", "-S", str(src), "-o", str(ref_ll)], check=True)
    _llc_object(ref_ll, triple, tmp_path / "ref.o")
    ref_out, ref_status = _run_object(tmp_path / "ref.o", triple, name)

    _llc_object(ours, triple, tmp_path / "ours.o")
    got_out, got_status = _run_object(tmp_path / "ours.o", triple, name)
    assert (got_out.decode(errors="replace"), got_status) == \
        (ref_out.decode(errors="replace"), ref_status), "pyopt -O2 + llc-16 -O2 differs"

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r2 = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", "-O2",
                         str(ours)], capture_output=True, env=env, timeout=300, check=False)
    assert (r2.stdout.decode(errors="replace"), r2.returncode) == \
        (ref_out.decode(errors="replace"), ref_status), \
        "pyopt -O2 + pyllc -O2 differs: " + r2.stderr.decode(errors="replace")[-2000:]


def test_pyopt_cli_o2_print_pipeline_and_run(tmp_path: Path) -> None:
    """The command line: `pyopt -print-pipeline-passes` shows a pipeline that reparses to
    itself, and `pyopt -O2 x.ll -S | pyllc -O2 -` is the same as running the text it shows."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def tool(name: str, *args: str, stdin: str | None = None) -> str:
        r = subprocess.run([sys.executable, "-m", f"pyllc.tools.{name}", *args], input=stdin,
                           capture_output=True, text=True, env=env, check=False)
        assert r.returncode == 0, r.stderr
        return r.stdout

    shown = tool("opt", "-O2", "-print-pipeline-passes").strip()
    assert shown == tool("opt", f"-passes={shown}", "-print-pipeline-passes").strip()
    src = tmp_path / "sieve.ll"
    src.write_text((PROGRAMS / "ll" / FULL[0] / "sieve.O0.ll").read_text().replace(" optnone", ""))
    a = tool("opt", "-O2", "-S", str(src))
    assert a == tool("opt", f"-passes={shown}", "-S", str(src))
    assert a.count(" alloca ") < src.read_text().count(" alloca ") / 4   # sroa/mem2reg ran
    asm = tool("llc", "-O2", "-", "-o", "-", stdin=a)
    assert "main:" in asm


@pytest.mark.parametrize("name", ["sieve", "struct_small", "bigint", "linked_list", "varargs",
                                  "hfa_structs"])
def test_o2_with_debug_info(name: str, tmp_path: Path) -> None:
    """clang -g -O0 IR (every local in an llvm.dbg.declare) through `pyopt -O2`: accepted by
    llvm-as-16, and prints the expected output built by llc-16 -O2 and run under pylli."""
    clang = shutil.which("clang-16")
    if clang is None or None in TOOLS.values():
        pytest.skip("clang-16, llc-16 and llvm-as-16 are needed")
    triple = FULL[1]
    src = tmp_path / f"{name}.ll"
    subprocess.run([clang, f"--target={triple}", "-g", "-O0", "-Xclang", "-disable-O0-optnone", "-S",
                    "-emit-llvm", "-ffreestanding", "-nostdinc", f"-I{PROGRAMS / 'include'}",
                    "-fno-stack-protector", "-w", str(PROGRAMS / f"{name}.c"), "-o", str(src)],
                   check=True)
    assert "llvm.dbg.declare" in src.read_text()
    ours = tmp_path / f"{name}.pyopt.ll"
    ours.write_text(pyopt_o2(src.read_text(), str(src)))
    assert TOOLS["llvm-as"] is not None
    r = subprocess.run([TOOLS["llvm-as"], str(ours), "-o", os.devnull], capture_output=True,
                       text=True, check=False)
    assert r.returncode == 0, r.stderr
    _llc_object(ours, triple, tmp_path / "ours.o")
    out, status = _run_object(tmp_path / "ours.o", triple, name)
    assert out == (PROGRAMS / f"{name}.expected").read_bytes()
    assert status == 0
