"""Native SSE2/NEON vectors (isel/build_vector.py) compute what llc-16's code computes.

Three programs with vector code, at -O0 and -O2 on x86-64 and AArch64:
- `vector_loops.c`, compiled by clang-16 -O2 (its IR checked in per target): loops the
  loop vectorizer turns into <4 x i32>/<2 x i64> sums and dot products with lane
  widening, byte copies, float multiply-adds, bit operations, 16-bit multiplies, an
  unsigned division the backend scalarizes;
- `native_mix.ll`, written by hand: native clusters beside scalarized vectors (phis
  across blocks, split <4 x i64>, an extractelement user, volatile accesses, a vector
  argument and result, constants, a 64-bit load widened, reductions);
- `vector_mul.ll`, by hand: 32- and 8-bit lane multiplies (SSE2 builds them from
  pmuludq / pmullw steps) of varied values, zero and non-zero constant vectors;
- `vector_divrem.ll`, generated (its header says how): udiv/urem of every 16-bit value
  by constant splats (x86: pmulhuw magic numbers, isel/build_vector_divrem.py), lane
  halving truncations, i32 lanes by powers of two and by divisors SSE2 scalarizes;
- `vector_gather.c` (IR per target by clang-16 -O2): strided reads the vectorizer makes
  insertelement chains of loads (x86: movd + punpck, isel/build_vector_lanes.py).
The reference is llc-16's object for the same IR, run under the same pylli, so the
comparison holds where the targets differ (AArch64 fuses multiply-adds). At -O2 the
assembly must also show the vector instructions, so the test cannot pass by
scalarizing everything.
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

DATA = Path(__file__).resolve().parent / "data" / "vectors"
LLC = shutil.which("llc-16")
TRIPLES = ("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu")
LIMIT = 50_000_000
# instructions the -O2 code must contain: (program, arch) -> mnemonics
NATIVE = {
    ("vector_loops", "x86_64"): ("movups", "paddd", "punpcklwd", "pshufd", "mulps", "pmullw"),
    ("vector_loops", "aarch64"): ("smlal", "saddw", "ldr q", "addv", "fmla"),
    ("native_mix", "x86_64"): ("psubb", "paddb", "pand", "divpd", "mulps", "punpcklbw"),
    ("native_mix", "aarch64"): ("mul v", "sshll", "addp", "fdiv v", "uaddw", "eor v"),
    ("vector_mul", "x86_64"): ("pmuludq", "pmullw", "psllw", "psrlw", "pxor",
                               "movaps .LCPI"),
    ("vector_mul", "aarch64"): ("mul v",),
    ("vector_divrem", "x86_64"): ("pmulhuw", "psrlw", "packuswb", "psrld", "pand"),
    ("vector_divrem", "aarch64"): ("udiv",),
    ("vector_gather", "x86_64"): ("punpcklqdq", "movd B", "pmuludq"),
    ("vector_gather", "aarch64"): ("madd",),
}


def _ll(name: str, triple: str) -> Path:
    per_target = DATA / f"{name}.{triple.split('-')[0]}.ll"
    return per_target if per_target.exists() else DATA / f"{name}.ll"


def _run(obj: object, triple: str) -> tuple[int, bytes]:
    out = io.BytesIO()
    status, _ = run_program([obj], get_target(triple), [b"prog"], LIMIT, stdout=out,
                            stderr=io.BytesIO())
    return status, out.getvalue()


def _reference(ll: Path, triple: str, tmp: Path) -> tuple[int, bytes]:
    if LLC is None:
        pytest.skip("llc-16 is not installed")
    obj_path = tmp / "ref.o"
    subprocess.run([LLC, f"-mtriple={triple}", "-O2", "-filetype=obj", str(ll), "-o",
                    str(obj_path)], check=True)
    _, obj = load_object(str(obj_path))
    return _run(obj, triple)


@pytest.mark.parametrize("level", [0, 2])
@pytest.mark.parametrize("triple", TRIPLES)
@pytest.mark.parametrize("name", ["vector_loops", "native_mix", "vector_mul", "vector_divrem",
                                  "vector_gather"])
def test_native_vectors_run_like_llc(name: str, triple: str, level: int,
                                     tmp_path: Path) -> None:
    ll = _ll(name, triple)
    ref = _reference(ll, triple, tmp_path)
    assert ref[1], "llc-16's object printed nothing"
    compiled = compile_ll(ll.read_text(), str(ll), triple,
                          options=Options(opt_level=level, verify_regalloc=True))
    if level == 2:
        asm = to_assembly(compiled)
        missing = [m for m in NATIVE[(name, triple.split("-")[0])] if m not in asm]
        assert not missing, f"no native vector code: {missing} not in the assembly"
    assert _run(to_object(compiled), triple) == ref
