"""pylli runs objects made by llc-16 (`-filetype=obj`) for the same `.ll` and gets the
same output as the program's expected output: a check of the emulator, the loader, the
ELF reader and the runtime that is independent of pyllc's own code generation."""
from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.targets import default_triples, get_target
from pyllc.tools.lli import load_object

ROOT = Path(__file__).resolve().parents[1] / "programs"
LLC = shutil.which("llc-16")
# llc's own defaults are not clang's: give it the features clang assumes for linux.
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
TARGETS = {t: LLC_FLAGS.get(t, []) for t in default_triples()}


def _programs() -> list[str]:
    return (ROOT / "programs.txt").read_text().split()


@pytest.mark.parametrize("triple", sorted(TARGETS))
@pytest.mark.parametrize("name", _programs())
def test_llc_object_runs(triple: str, name: str, tmp_path: Path) -> None:
    if LLC is None:
        pytest.skip("llc-16 is not installed")
    ll = ROOT / "ll" / triple / f"{name}.O2.ll"
    obj_path = tmp_path / f"{name}.o"
    subprocess.run([LLC, f"-mtriple={triple}", *TARGETS[triple], "-O2", "-filetype=obj",
                    str(ll), "-o", str(obj_path)], check=True)
    arch, obj = load_object(str(obj_path))
    out = io.BytesIO()
    status, _ = run_program([obj], get_target(triple), [name.encode()], 200_000_000,
                            stdout=out, stderr=io.BytesIO())
    status_file = ROOT / f"{name}.status"
    assert out.getvalue() == (ROOT / f"{name}.expected").read_bytes()
    assert status == (int(status_file.read_text()) if status_file.exists() else 0)
