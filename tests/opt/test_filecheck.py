"""FileCheck-style pass tests: every `tests/opt/<pass>/*.ll` runs its `; RUN:` lines.

A RUN line is a shell pipeline in lit's spelling, with these substitutions:
`%s` the test file, `pyopt` this checkout's pyopt (always with -verify-each, so a
pass that breaks the IR fails its test), `FileCheck` LLVM's FileCheck-16,
`not` inverts the exit status. Lines ending in `\\` continue on the next RUN line.
"""
from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FILECHECK = "/usr/bin/FileCheck-16"


def _tests() -> list[Path]:
    return sorted(p for p in HERE.glob("*/*.ll"))


def run_lines(path: Path) -> list[str]:
    out: list[str] = []
    cont = ""
    for line in path.read_text().splitlines():
        s = line.strip()
        if not s.startswith("; RUN:"):
            continue
        body = s[len("; RUN:"):].strip()
        if body.endswith("\\"):
            cont += body[:-1] + " "
            continue
        out.append(cont + body)
        cont = ""
    return out


def expand(cmd: str, path: Path) -> str:
    pyopt = f"{shlex.quote(sys.executable)} -m pyllc.tools.opt -verify-each"
    words = []
    for w in cmd.split(" "):
        if w == "pyopt":
            w = pyopt
        elif w == "FileCheck":
            w = FILECHECK
        elif w == "not":
            w = "!"
        words.append(w.replace("%s", shlex.quote(str(path))))
    return " ".join(words)


@pytest.mark.parametrize("path", _tests(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_filecheck(path: Path, tmp_path: Path) -> None:
    lines = run_lines(path)
    assert lines, f"{path} has no RUN line"
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("PYLLC_TRACEBACK", None)
    for cmd in lines:
        full = expand(cmd, path)
        r = subprocess.run(["bash", "-o", "pipefail", "-c", full], capture_output=True, text=True, check=False,
                           cwd=tmp_path, env=env, timeout=120)
        assert r.returncode == 0, f"RUN: {cmd}\n--- stdout\n{r.stdout}\n--- stderr\n{r.stderr}"
        assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr


def test_filecheck_exists() -> None:
    assert os.path.exists(FILECHECK), "FileCheck-16 is needed (Debian llvm-16-tools)"


def test_runner_can_fail(tmp_path: Path) -> None:
    """A CHECK that does not match must make the driver fail (the tests can fail)."""
    bad = tmp_path / "bad.ll"
    bad.write_text("; RUN: pyopt -passes=instcombine -S %s | FileCheck %s\n"
                   "define i32 @f(i32 %x) {\n  %a = add i32 %x, 0\n  ret i32 %a\n}\n"
                   "; CHECK: add i32 %x, 0\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run(["bash", "-o", "pipefail", "-c", expand(run_lines(bad)[0], bad)],
                       capture_output=True, text=True, env=env, timeout=120, check=False)
    assert r.returncode != 0
