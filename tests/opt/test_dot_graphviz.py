"""`dot-*` passes write `.<function>.dot` files into the current directory as opt does;
Graphviz `dot` (installed by .ci/run) must accept every one of them."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PROGRAM = Path(__file__).resolve().parents[1] / "programs" / "ll" / "x86_64-unknown-linux-gnu" / "sorting.O2.ll"


@pytest.mark.parametrize("passes", ["dot-cfg", "dot-cfg-only", "dot-dom", "dot-dom-only",
                                    "dot-post-dom", "dot-post-dom-only"])
def test_dot_files_are_accepted_by_graphviz(passes: str, tmp_path: Path) -> None:
    dot = shutil.which("dot")
    if dot is None:
        pytest.skip("Graphviz dot is not installed")
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.opt", f"-passes={passes}",
                        "-disable-output", str(PROGRAM)], cwd=tmp_path, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    files = sorted(tmp_path.glob("*.dot"))
    assert files, f"{passes} wrote no .dot file"
    for f in files:
        g = subprocess.run([dot, "-Tsvg", str(f), "-o", str(f.with_suffix(".svg"))],
                           capture_output=True, text=True)
        assert g.returncode == 0, f"{f.name}: {g.stderr}"
        assert f.with_suffix(".svg").stat().st_size > 0
