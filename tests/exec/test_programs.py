"""Every tests/programs program, from its clang -O0 and -O2 `.ll`, compiled by pyllc at
-O0 and -O2 and run under pylli, prints the expected output and exits as expected.

Runs in-process (one Python, many programs) for speed; the CLI contract itself is
covered by tests/exec/test_cli.py.
"""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll, to_object

ROOT = Path(__file__).resolve().parents[1] / "programs"
TARGETS = default_triples()          # every target folder the registry finds
MAX_INSTRUCTIONS = 200_000_000


def _programs() -> list[str]:
    listing = ROOT / "programs.txt"
    if listing.exists():
        return [n.strip() for n in listing.read_text().split() if n.strip()]
    return sorted(p.stem for p in ROOT.glob("*.c"))


def _cases():
    for triple in TARGETS:
        for name in _programs():
            for clang_opt in ("O0", "O2"):
                for llc_opt in (0, 2):
                    yield pytest.param(triple, name, clang_opt, llc_opt,
                                       id=f"{triple.split('-')[0]}-{name}-{clang_opt}-llc{llc_opt}")


@pytest.mark.parametrize("triple,name,clang_opt,llc_opt", list(_cases()))
def test_program(triple: str, name: str, clang_opt: str, llc_opt: int) -> None:
    ll = ROOT / "ll" / triple / f"{name}.{clang_opt}.ll"
    expected = (ROOT / f"{name}.expected").read_bytes()
    status_file = ROOT / f"{name}.status"
    want_status = int(status_file.read_text()) if status_file.exists() else 0
    compiled = compile_ll(ll.read_text(), str(ll), triple, options=Options(opt_level=llc_opt,
                                                                           verify_regalloc=True))
    obj = to_object(compiled)
    out, err = io.BytesIO(), io.BytesIO()
    status, _ = run_program([obj], compiled.target, [name.encode()], MAX_INSTRUCTIONS,
                            stdout=out, stderr=err)
    assert out.getvalue().decode(errors="replace") == expected.decode(errors="replace")
    assert status == want_status
