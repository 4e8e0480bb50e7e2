"""Csmith programs through pyopt and pyllc, against opt-16 and llc-16 (tools/csmith_diff.py).

A fixed sample of seeds, on every target: Csmith writes the C program (it is not checked
in: Csmith is deterministic for a seed, version and options, which the first test
checks), clang-16 compiles it at -O0 without `optnone`, and each build below, run under
pylli, must print what `opt-16 -O2` + `llc-16 -O2` prints (every global's CRC, then the
final checksum) and exit with the same status:

    b   pyopt -O2 -> llc-16 -O2       (the optimizer alone)
    c   pyopt -O2 -> pyllc -O2        (optimizer and backend)
    d2  clang -O0 IR -> pyllc -O2     (the backend alone)

`python tools/csmith_diff.py` runs the same check (and pyllc -O0) on any range of seeds.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import csmith_diff  # noqa: E402

# Mid-sized programs (2-4 s of CPU each: pyopt -O2 once, pyllc -O2 twice). The bugs the
# sweeps found have their own small tests (tests/opt/globalopt/fixed_point.ll,
# tests/opt/gvn/pre-split-phi.ll).
SEEDS = {
    "riscv64": [24, 35],
    "x86_64": [3, 45],
    "aarch64": [1, 31],
    "sparc": [6, 35],
}
PIPELINES = ("b", "c", "d2")


def _need_tools() -> None:
    missing = csmith_diff.tools_missing()
    if missing:
        pytest.skip("needs " + ", ".join(missing) + " (.ci/run installs them)")


def test_csmith_is_deterministic(tmp_path: Path) -> None:
    """The same seed gives the same program, so the seeds below mean fixed programs."""
    _need_tools()
    a = csmith_diff.generate(7, tmp_path)
    assert a == csmith_diff.generate(7, tmp_path)
    assert "int main" in a and a != csmith_diff.generate(8, tmp_path)


@pytest.mark.parametrize("arch,seed", [pytest.param(a, s, id=f"{a}-{s}")
                                       for a, seeds in SEEDS.items() for s in seeds])
def test_csmith_seed(arch: str, seed: int, tmp_path: Path) -> None:
    _need_tools()
    triple = csmith_diff.TRIPLES[arch]
    res = csmith_diff.check(seed, triple, PIPELINES, tmp_path, seconds=30.0)
    assert not res.skipped, res.skipped
    assert res.reference.endswith(b"\n") and b"checksum = " in res.reference
    assert res.outcomes == {p: ("ok", "") for p in PIPELINES}
