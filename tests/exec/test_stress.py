"""pyllc accepts what llc-16 accepts, on random modules from llvm-stress-16, and the code
computes what llc-16's code computes.

- Acceptance: for a fixed set of seeds, on every target at -O0 and -O2, wherever llc-16
  compiles the module pyllc must too, and GNU as must assemble pyllc's `.s`
  (tools/stress_check.py; bench/bench_stress.py runs the long sweep).
- Correctness: a few seeds' well-defined variants (tools/stress_diff.py) run under pylli
  and print the same memory hash as llc-16's object for the same target (and lli-16).
- Bit-packed `<N x i1>` memory: a hand-written program against llc-16's objects.
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from pyllc.targets import default_triples

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from stress_check import LLC_FLAGS, check, generate, missing_tools  # noqa: E402
from stress_diff import compare, llc_object, pylli_output  # noqa: E402

TARGETS = default_triples()
# Seeds whose modules hold what pyllc once rejected: <N x i1> loads and stores (3, 6),
# `frem double` on SPARC (12); 46 at size 300 mixes everything and llc-16 takes it on
# every target. 32 compiles in all.
SEEDS = [(3, 100), (6, 100), (12, 100), (46, 300)]
RUN_SEEDS = [(12, 100)]


def _need_tools(triple: str) -> None:
    missing = missing_tools((triple,))
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed")


@pytest.mark.parametrize("level", [0, 2])
@pytest.mark.parametrize("triple", TARGETS)
@pytest.mark.parametrize("seed,size", SEEDS, ids=[f"s{s}n{n}" for s, n in SEEDS])
def test_pyllc_accepts_what_llc_accepts(seed: int, size: int, triple: str, level: int) -> None:
    _need_tools(triple)
    out = check(generate(seed, size), f"stress-s{seed}.ll", triple, level)
    if not out.llc:
        pytest.skip(f"n/a: llc-16 rejects seed {seed} for {triple} at -O{level}")
    assert out.error is None, f"{out.stage}: {out.error}"


@pytest.mark.parametrize("triple", TARGETS)
@pytest.mark.parametrize("seed,size", RUN_SEEDS, ids=[f"s{s}n{n}" for s, n in RUN_SEEDS])
def test_stress_runs_like_llc(seed: int, size: int, triple: str, tmp_path: Path) -> None:
    _need_tools(triple)
    if triple.startswith("x86_64") and shutil.which("lli-16") is None:
        pytest.skip("lli-16 not installed")
    out = compare(generate(seed, size), triple, (0, 2), tmp_path, f"s{seed}")
    ref = out["ref"]
    assert ref.strip().isdigit(), f"llc-16's object did not run: {ref}"
    assert out["llc-O2"] == ref and out.get("lli", ref) == ref, f"oracles disagree: {out}"
    assert out["pyllc-O0"] == ref
    assert out["pyllc-O2"] == ref


PACKED = """
declare i32 @printf(ptr, ...)
@fmt = private constant [16 x i8] c"%02x %02x %02x\\0A\\00"
@fmt2 = private constant [10 x i8] c"%d %d %d\\0A\\00"

define i32 @main() nounwind {
  %buf = alloca [4 x i8], align 4
  store i32 -1, ptr %buf
  store <4 x i1> <i1 1, i1 0, i1 1, i1 1>, ptr %buf
  %p1 = getelementptr i8, ptr %buf, i32 1
  store <12 x i1> <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 1, i1 1, i1 1, i1 0, i1 0>, ptr %p1, align 1
  %b0 = load i8, ptr %buf
  %b1 = load i8, ptr %p1
  %p2 = getelementptr i8, ptr %buf, i32 2
  %b2 = load i8, ptr %p2
  %z0 = zext i8 %b0 to i32
  %z1 = zext i8 %b1 to i32
  %z2 = zext i8 %b2 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %z0, i32 %z1, i32 %z2)
  store i8 6, ptr %buf
  %v = load <4 x i1>, ptr %buf
  %e0 = extractelement <4 x i1> %v, i32 0
  %e1 = extractelement <4 x i1> %v, i32 1
  %e2 = extractelement <4 x i1> %v, i32 2
  %x0 = zext i1 %e0 to i32
  %x1 = zext i1 %e1 to i32
  %x2 = zext i1 %e2 to i32
  call i32 (ptr, ...) @printf(ptr @fmt2, i32 %x0, i32 %x1, i32 %x2)
  %w = load <12 x i1>, ptr %p1, align 1
  %c = bitcast <12 x i1> %w to i12
  %cz = zext i12 %c to i32
  %e9 = extractelement <12 x i1> %w, i32 9
  %x9 = zext i1 %e9 to i32
  %m = icmp ult <3 x i8> <i8 1, i8 5, i8 9>, <i8 4, i8 4, i8 10>
  %mb = bitcast <3 x i1> %m to i3
  %mz = zext i3 %mb to i32
  call i32 (ptr, ...) @printf(ptr @fmt2, i32 %cz, i32 %x9, i32 %mz)
  %d = frem double 17.5, 5.0
  %di = fptosi double %d to i32
  %f = frem float 9.5, 4.0
  %fi = fptosi float %f to i32
  call i32 (ptr, ...) @printf(ptr @fmt2, i32 %di, i32 %fi, i32 0)
  ret i32 0
}
"""

# odd element widths: <3 x i7> and <3 x i24> in memory, vector compares and selects,
# shuffles to a longer vector, frem on <2 x float>, <4 x i1> from trunc and to uitofp
ODD = r"""declare i32 @printf(ptr, ...)
@fmt = private constant [13 x i8] c"%x %x %x %x\0A\00"

define i32 @main() nounwind {
  %buf = alloca [32 x i8], align 8
  store i64 -1, ptr %buf
  %p8 = getelementptr i8, ptr %buf, i32 8
  store i64 -1, ptr %p8
  %v = add <3 x i7> <i7 100, i7 3, i7 60>, <i7 50, i7 5, i7 70>
  store <3 x i7> %v, ptr %buf, align 1
  %w = load <3 x i7>, ptr %buf, align 1
  %e2 = extractelement <3 x i7> %w, i32 2
  %z2 = zext i7 %e2 to i32
  %b0 = load i32, ptr %buf
  %q = sext <3 x i7> %w to <3 x i24>
  store <3 x i24> %q, ptr %p8, align 1
  %b1 = load i32, ptr %p8
  %p12 = getelementptr i8, ptr %buf, i32 12
  %b2 = load i32, ptr %p12
  %c = icmp slt <3 x i7> %w, zeroinitializer
  %s = select <3 x i1> %c, <3 x i7> %w, <3 x i7> <i7 1, i7 2, i7 3>
  %sb = bitcast <3 x i7> %s to i21
  %sz = zext i21 %sb to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %b0, i32 %b1, i32 %b2, i32 %sz)
  %f = frem <2 x float> <float 7.5, float -9.25>, <float 2.0, float 4.0>
  %fb = bitcast <2 x float> %f to <2 x i32>
  %f0 = extractelement <2 x i32> %fb, i32 0
  %f1 = extractelement <2 x i32> %fb, i32 1
  %t = trunc <4 x i32> <i32 1, i32 2, i32 3, i32 5> to <4 x i1>
  %tb = bitcast <4 x i1> %t to i4
  %tz = zext i4 %tb to i32
  %u = uitofp <4 x i1> %t to <4 x float>
  %u3 = extractelement <4 x float> %u, i32 3
  %u3i = fptosi float %u3 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %f0, i32 %f1, i32 %tz, i32 %u3i)
  %sh = shufflevector <3 x i7> %w, <3 x i7> %s, <5 x i32> <i32 0, i32 4, i32 5, i32 2, i32 1>
  %shb = bitcast <5 x i7> %sh to i35
  %sht = trunc i35 %shb to i32
  %shh = lshr i35 %shb, 32
  %shhi = trunc i35 %shh to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %sht, i32 %shhi, i32 %z2, i32 0)
  ret i32 0
}
"""
PROGRAMS = {"packed": (PACKED, 4), "odd": (ODD, 3)}


@pytest.mark.parametrize("level", [0, 2])
@pytest.mark.parametrize("triple", TARGETS)
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_vector_programs_like_llc(name: str, triple: str, level: int, tmp_path: Path) -> None:
    """Vectors in memory are bit-packed (`<N x i1>` is the iN integer, lane 0 lowest on
    little-endian targets and highest on big-endian ones), as llc-16 stores them; frem is
    fmod on every target: the program prints what llc-16's object prints under pylli."""
    if shutil.which("llc-16") is None:
        pytest.skip("llc-16 not installed")
    text, lines = PROGRAMS[name]
    ll = tmp_path / f"{name}.ll"
    ll.write_text(text)
    obj = tmp_path / f"{name}.o"
    assert llc_object(ll, triple, 0, obj), f"llc-16 {LLC_FLAGS.get(triple, [])} failed"
    ref = pylli_output(obj, triple)
    assert ref.count("\n") == lines, ref
    assert pylli_output(ll, triple, level) == ref
