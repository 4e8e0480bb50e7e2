"""`llvm.frameaddress` / `llvm.returnaddress` (`__builtin_frame_address`,
`__builtin_return_address`; isel/frame_address.py). Chains of depth 1, 2, 3 and 10 run
against llc-16's build in tests/exec/test_completeness.py (frame_address.c). Here: each
target at depth 0 under pylli, the walk's loads as llc-16 writes them (SPARC's after its
window flush), and SPARC's i64 atomics as __atomic_* calls."""
from __future__ import annotations

import io
import re

import pytest

from pyllc.emu import run_program
from pyllc.pipeline import Options
from pyllc.targets import default_triples, get_target
from pyllc.tools.compile import compile_ll, to_assembly, to_object

DEPTH0 = """
@sink = global i32 0
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.returnaddress(i32)
define internal ptr @where() noinline {
  %v = load volatile i32, ptr @sink
  %w = add i32 %v, 1
  store volatile i32 %w, ptr @sink
  %r = call ptr @llvm.returnaddress(i32 0)
  ret ptr %r
}
define internal ptr @frame() noinline {
  %v = load volatile i32, ptr @sink
  store volatile i32 %v, ptr @sink
  %r = call ptr @llvm.frameaddress.p0(i32 0)
  ret ptr %r
}
define i32 @main() {
  %a = call ptr @where()
  %b = call ptr @where()
  %f = call ptr @frame()
  %m = call ptr @llvm.frameaddress.p0(i32 0)
  %d = icmp ne ptr %a, %b
  %nz = icmp ne ptr %a, null
  %below = icmp ult ptr %f, %m            ; the callee's frame lies below main's
  %x = zext i1 %d to i32
  %y = zext i1 %nz to i32
  %z = zext i1 %below to i32
  %y2 = shl i32 %y, 1
  %z2 = shl i32 %z, 2
  %s1 = or i32 %x, %y2
  %s = or i32 %s1, %z2
  ret i32 %s
}
"""


def _run(text: str, triple: str, opt: int) -> int:
    compiled = compile_ll(text, "fa.ll", triple, options=Options(opt_level=opt,
                                                                 verify_regalloc=True))
    status, _ = run_program([to_object(compiled)], get_target(triple), [b"t"], 1_000_000,
                            stdout=io.BytesIO(), stderr=io.BytesIO())
    return status


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("triple", default_triples())
def test_depth_zero_runs(triple: str, opt: int) -> None:
    """Two call sites give two different non-null return addresses; a callee's frame
    address is below its caller's."""
    assert _run(DEPTH0, triple, opt) == 7


WALK = """
declare ptr @llvm.frameaddress.p0(i32)
declare ptr @llvm.returnaddress(i32)
define ptr @ra2() {
  %a = call ptr @llvm.returnaddress(i32 2)
  ret ptr %a
}
"""


@pytest.mark.parametrize(("triple", "lines"), [
    ("x86_64-unknown-linux-gnu", [r"movq 0\(%rax\), %rax", r"movq 0\(%rax\), %rax",
                                  r"movq 8\(%rax\), %rax"]),
    ("aarch64-unknown-linux-gnu", [r"ldu?r x0, \[x0, #0\]", r"ldu?r x0, \[x0, #0\]",
                                   r"ldu?r x0, \[x0, #8\]"]),
    ("riscv64-unknown-linux-gnu", [r"ld a0, -16\(a0\)", r"ld a0, -16\(a0\)",
                                   r"ld a0, -8\(a0\)"]),
    ("sparc-unknown-linux-gnu", [r"ta 3", r"mov %fp, %o0", r"ld \[%o0\+56\], %o0",
                                 r"ld \[%o0\+60\], %i0"]),
])
def test_walk_loads_as_llc(triple: str, lines: list[str]) -> None:
    """Depth 2: two loads of the caller's frame pointer, then the return address at the
    ABI's offset (llc-16 -O2 loads the same words); SPARC flushes its windows first and
    finds a frame's %i7 in its callee's save area (one load fewer)."""
    text = to_assembly(compile_ll(WALK, "walk.ll", triple))
    body = [ln.strip() for ln in text.splitlines()]
    start = next(i for i, ln in enumerate(body) if re.fullmatch(lines[0], ln))
    got = body[start:start + len(lines)]
    assert all(re.fullmatch(p, ln) for p, ln in zip(lines, got, strict=True)), got


ATOMIC64 = """
@g = global i64 5
define i32 @main() {
  %a = atomicrmw add ptr @g, i64 4294967296 seq_cst
  %b = atomicrmw xchg ptr @g, i64 7 seq_cst
  %c = cmpxchg ptr @g, i64 7, i64 9 seq_cst seq_cst
  %ok = extractvalue {i64, i1} %c, 1
  %m = atomicrmw umax ptr @g, i64 8589934592 seq_cst
  store atomic i64 3, ptr @g seq_cst, align 8
  %e = load atomic i64, ptr @g seq_cst, align 8
  %r1 = add i64 %a, %b
  %r2 = add i64 %r1, %m
  %r3 = add i64 %r2, %e
  %hi = lshr i64 %r3, 32
  %sum = add i64 %r3, %hi
  %t = trunc i64 %sum to i32
  %k = zext i1 %ok to i32
  %k2 = shl i32 %k, 7
  %s = add i32 %t, %k2
  ret i32 %s
}
"""


@pytest.mark.parametrize("opt", [0, 2])
def test_sparc_i64_atomics_call_the_library(opt: int) -> None:
    """SPARC V8 has no 64-bit atomics: __atomic_*_8 calls, as llc-16 makes them.
    a = 5, b = 2^32 + 5, m = 9, e = 3: 2^32 + 22, +1 from the high word, +128 (lli-16
    exits with 151 too)."""
    triple = "sparc-unknown-linux-gnu"
    text = to_assembly(compile_ll(ATOMIC64, "a.ll", triple, options=Options(opt_level=opt)))
    for name in ("__atomic_fetch_add_8", "__atomic_exchange_8", "__atomic_compare_exchange_8",
                 "__atomic_store_8", "__atomic_load_8"):
        assert f"call {name}" in text
    assert _run(ATOMIC64, triple, opt) == 151
