"""x86-64 `cmp $imm, mem` (a loaded value against a constant in one instruction) runs
like llc-16's code: every width, immediates that fit imm8 and ones that do not, and the
global + register (an R_X86_64_32S disp32 followed by the immediate), base +
displacement and RIP-relative forms, and `cmp mem, reg` with the predicate swapped
(data/compare_memory.ll). The reference is
llc-16's object for the same IR under the same pylli; at -O2 the assembly must show the
folded compares, so the test cannot pass without them.
"""
from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_assembly, to_object
from pyllc.tools.lli import load_object

LL = Path(__file__).resolve().parent / "data" / "compare_memory.ll"
TRIPLE = "x86_64-unknown-linux-gnu"
LLC = shutil.which("llc-16")
FOLDED = ("cmpb $-56, b8b(", "cmpw $300, w16b(", "cmpw $-6, w16a(", "cmpl $99999, d32c(",
          "cmpq $0, q64c(", "cmpq $-69999, q64a(", "cmpl $1000, d32b(%rip)", "cmpl d32d(")


def _run(obj: object) -> bytes:
    out = io.BytesIO()
    status, _ = run_program([obj], get_target(TRIPLE), [b"prog"], 5_000_000, stdout=out,
                            stderr=io.BytesIO())
    assert status == 0
    return out.getvalue()


@pytest.mark.parametrize("level", [0, 2])
def test_compare_memory_runs_like_llc(level: int, tmp_path: Path) -> None:
    if LLC is None:
        pytest.skip("llc-16 is not installed")
    ref = tmp_path / "ref.o"
    subprocess.run([LLC, f"-mtriple={TRIPLE}", "-O2", "-filetype=obj", str(LL), "-o", str(ref)],
                   check=True)
    expected = _run(load_object(str(ref))[1])
    assert expected.count(b"\n") == 5
    compiled = compile_ll(LL.read_text(), str(LL), TRIPLE,
                          options=Options(opt_level=level, verify_regalloc=True))
    if level == 2:
        asm = to_assembly(compiled)
        missing = [m for m in FOLDED if m not in asm]
        assert not missing, f"compares not folded: {missing}"
    assert _run(to_object(compiled)) == expected
