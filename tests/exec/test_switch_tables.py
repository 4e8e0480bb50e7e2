"""Jump tables under execution: a switch lowered to a table, with phi values carried on
the edges that leave the switch block directly, prints what lli-16 prints for the same
module on all four targets at -O0 and -O2."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.targets import default_triples

DATA = Path(__file__).resolve().parent / "data" / "switch_phi_table.ll"


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
@pytest.mark.parametrize("triple", default_triples())
def test_switch_table_with_phis(triple: str, opt: str) -> None:
    lli = shutil.which("lli-16")
    if lli is None:
        pytest.skip("lli-16 is not installed")
    expected = subprocess.run([lli, str(DATA)], capture_output=True, text=True, check=True)
    ours = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", opt,
                           str(DATA)], capture_output=True, text=True)
    assert (ours.stdout, ours.returncode) == (expected.stdout, 0), ours.stderr


IRREDUCIBLE = Path(__file__).resolve().parent / "data" / "irreducible_jump_table.ll"


@pytest.mark.parametrize("opt", ["-O0", "-O2"])
@pytest.mark.parametrize("triple", default_triples())
def test_jump_table_into_irreducible_cycle(triple: str, opt: str) -> None:
    """Nothing is hoisted out of an irreducible cycle (machine LICM): the run exits 0."""
    ours = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", opt,
                           str(IRREDUCIBLE)], capture_output=True, text=True)
    assert ours.returncode == 0, ours.stderr
