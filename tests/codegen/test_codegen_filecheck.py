"""FileCheck-style assembly tests: every ``tests/codegen/<arch>/*.ll`` file, one test case
per ``; RUN:`` line.

A RUN line is a two-stage pipe, written as a user would type it::

    ; RUN: pyllc -mtriple=riscv64-unknown-linux-gnu -O2 %s -o - | FileCheck %s --match-full-lines --check-prefixes=CHECK,O2

``pyllc`` runs ``python -m pyllc.tools.llc`` (the CLI only: no pyllc module is imported
here), ``FileCheck`` runs LLVM's ``FileCheck-16`` on pyllc's output, ``%s`` is the test
file. A file with a ``; XFAIL: <reason>`` line records a known pyllc bug: its checks state
the correct code, and each of its RUN lines is a strict xfail (it fails the suite as soon
as the bug is fixed, so the marker cannot go stale).

The CHECK lines are written by ``tools/filecheck_update.py`` and reviewed by hand; see
``tests/codegen/README.md``. A missing FileCheck-16 is a failure naming the tool, never a
skip (``.ci/run`` installs it).
"""
from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
ARCHES = ("riscv64", "x86_64", "aarch64", "sparc")
FILECHECK_NAMES = ("FileCheck-16", "FileCheck")
TIMEOUT = 120


@dataclass(frozen=True)
class Run:
    path: Path
    index: int
    pyllc_args: tuple[str, ...]
    filecheck_args: tuple[str, ...]
    xfail: str | None


def parse_runs(path: Path) -> list[Run]:
    """The RUN lines of a test file (same grammar as tools/filecheck_update.py)."""
    text = path.read_text()
    xfails = re.findall(r"^\s*;\s*XFAIL:\s*(.+?)\s*$", text, re.MULTILINE)
    runs = []
    for i, m in enumerate(re.finditer(r"^\s*;\s*RUN:\s*(.+?)\s*$", text, re.MULTILINE)):
        stages = [shlex.split(s) for s in m.group(1).split("|")]
        if len(stages) != 2 or stages[0][:1] != ["pyllc"] or stages[1][:1] != ["FileCheck"]:
            raise ValueError(f"{path}: RUN line {i} must be 'pyllc ... %s -o - | FileCheck %s ...'")
        llc, fc = stages[0][1:], stages[1][1:]
        if "%s" not in llc or "%s" not in fc:
            raise ValueError(f"{path}: RUN line {i} must name the test file as %s in both stages")
        runs.append(Run(path, i, tuple(llc), tuple(fc), "; ".join(xfails) or None))
    if not runs:
        raise ValueError(f"{path}: no '; RUN:' line")
    return runs


def collect() -> list:
    params = []
    for arch in ARCHES:
        for path in sorted((HERE / arch).glob("*.ll")):
            for run in parse_runs(path):
                marks = [pytest.mark.xfail(strict=True, reason=run.xfail)] if run.xfail else []
                params.append(pytest.param(run, marks=marks,
                                           id=f"{arch}/{path.name}:{run.index}"))
    return params


def filecheck_tool() -> str:
    for name in FILECHECK_NAMES:
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("FileCheck-16 not found on PATH: install LLVM 16's FileCheck "
                "(Debian/Ubuntu package llvm-16-tools; .ci/run installs it)", pytrace=False)


def pyllc_cmd(args: tuple[str, ...], path: Path) -> list[str]:
    return [sys.executable, "-m", "pyllc.tools.llc",
            *[str(path) if a == "%s" else a for a in args]]


def test_every_arch_has_tests():
    for arch in ARCHES:
        assert len(list((HERE / arch).glob("*.ll"))) >= 8, f"too few FileCheck tests for {arch}"


@pytest.mark.parametrize("run", collect())
def test_filecheck(run: Run):
    filecheck = filecheck_tool()
    cmd = pyllc_cmd(run.pyllc_args, run.path)
    llc = subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=TIMEOUT, cwd=REPO)
    assert llc.returncode == 0, (
        f"pyllc failed (exit {llc.returncode}): {shlex.join(cmd)}\n{llc.stderr}")
    assert "Begin function" in llc.stdout, f"pyllc printed no function:\n{llc.stdout[:2000]}"
    fc_cmd = [filecheck, *[str(run.path) if a == "%s" else a for a in run.filecheck_args]]
    fc = subprocess.run(fc_cmd, input=llc.stdout, check=False, capture_output=True, text=True,
                        timeout=TIMEOUT, cwd=REPO)
    assert fc.returncode == 0, (
        f"FileCheck failed: {shlex.join(cmd)} | {shlex.join(fc_cmd)}\n{fc.stderr}\n"
        f"re-bless with: python tools/filecheck_update.py {run.path.relative_to(REPO)}")
