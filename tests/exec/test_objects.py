"""`pyllc -filetype=obj`: the ELF relocatable objects we write are accepted by binutils
(`readelf -a`, `objdump -dr`), run under pylli, and — where a cross gcc and qemu-user
are installed — link against the real C library and run with the expected output."""
from __future__ import annotations

import io
import platform
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.mc.elf import write_elf
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll, to_object
from pyllc.tools.lli import load_object

ROOT = Path(__file__).resolve().parents[1] / "programs"
NATIVE = platform.machine() == "x86_64"
# triple -> (binutils/gcc prefix, runner: a qemu binary, "" to run natively, None: no run)
TARGETS = {"riscv64-unknown-linux-gnu": ("riscv64-linux-gnu-", "qemu-riscv64"),
           "aarch64-unknown-linux-gnu": ("aarch64-linux-gnu-", "qemu-aarch64"),
           "x86_64-unknown-linux-gnu": ("" if NATIVE else "x86_64-linux-gnu-",
                                        "" if NATIVE else "qemu-x86_64"),
           "sparc-unknown-linux-gnu": ("sparc64-linux-gnu-", None)}


def _programs() -> list[str]:
    return (ROOT / "programs.txt").read_text().split()


def _expected(name: str) -> tuple[bytes, int]:
    status = ROOT / f"{name}.status"
    return (ROOT / f"{name}.expected").read_bytes(), int(status.read_text()) if status.exists() else 0


@pytest.mark.parametrize("triple", default_triples())
@pytest.mark.parametrize("name", _programs())
def test_object(triple: str, name: str, tmp_path: Path) -> None:
    assert triple in TARGETS, f"tests/exec/test_objects.py: give the binutils prefix and runner for {triple}"
    prefix, qemu = TARGETS[triple]
    ll = ROOT / "ll" / triple / f"{name}.O2.ll"
    compiled = compile_ll(ll.read_text(), str(ll), triple, options=Options(opt_level=2))
    path = tmp_path / f"{name}.o"
    path.write_bytes(write_elf(to_object(compiled), compiled.target))
    want_out, want_status = _expected(name)

    # 1. pylli runs the object file read back from disk
    _, obj = load_object(str(path))
    out = io.BytesIO()
    status, _ = run_program([obj], compiled.target, [name.encode()], 200_000_000,
                            stdout=out, stderr=io.BytesIO())
    assert (out.getvalue(), status) == (want_out, want_status)

    # 2. binutils accept it
    readelf, objdump = shutil.which(prefix + "readelf"), shutil.which(prefix + "objdump")
    if readelf is None or objdump is None:
        pytest.skip(f"{prefix}readelf / {prefix}objdump are not installed")
    r = subprocess.run([readelf, "-a", "-W", str(path)], capture_output=True, text=True)
    assert r.returncode == 0 and "Error" not in r.stderr and "Warning" not in r.stderr, r.stderr
    r = subprocess.run([objdump, "-dr", str(path)], capture_output=True, text=True)
    assert r.returncode == 0 and not r.stderr, r.stderr
    assert "<main>:" in r.stdout

    # 3. the real toolchain links it and the program runs (natively or under qemu-user);
    # SPARC has no C toolchain in Debian's packages (qemu None): objects are checked above
    if qemu is None:
        return
    gcc = shutil.which(prefix + "gcc")
    runner = [] if qemu == "" else [shutil.which(qemu)]
    if gcc is None or None in runner:
        pytest.skip(f"{prefix}gcc or {qemu} is not installed")
    exe = tmp_path / name
    r = subprocess.run([gcc, "-static", str(path), "-o", str(exe), "-lm", "-latomic"], capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([*runner, str(exe)], capture_output=True, timeout=120)
    assert (r.stdout, r.returncode) == (want_out, want_status)
