"""Rotates from shift pairs and dropped shift-amount masks (isel/combine_shifts.py) under
execution: tests/exec/data/shift_combines.ll prints what lli-16 prints on all four
targets at -O0 and -O2. The amounts cover the edges the rewrites rely on: 0 (a rotate
by 0 is the value), 31/32/63/64 and 255 masked to in-range amounts, amounts above the
width on i8/i16 shifts (promoted: their masks must stay) and an i64 shift masked by 31
(a mask narrower than the width must stay)."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.targets import default_triples

DATA = Path(__file__).resolve().parent / "data" / "shift_combines.ll"


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
@pytest.mark.parametrize("triple", default_triples())
def test_shift_combines_run_like_lli(triple: str, opt: str) -> None:
    lli = shutil.which("lli-16")
    if lli is None:
        pytest.skip("lli-16 is not installed")
    expected = subprocess.run([lli, str(DATA)], capture_output=True, text=True, check=True)
    assert expected.stdout.endswith("hash 67dd16c0fe7af594\n")   # gcc -O2 on the C source
    ours = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", opt,
                           str(DATA)], capture_output=True, text=True)
    assert (ours.stdout, ours.returncode) == (expected.stdout, 0), ours.stderr
