"""setjmp/longjmp under pylli (emu/setjmp.py, targets/sparc/longjmp.py): whole programs
against llc-16's build are in tests/exec/test_completeness.py (setjmp.c on every
target); here jumps that skip frames holding callee-saved registers, from deep enough
that SPARC's setjmp frame was spilled to the stack and from shallow enough that its
window is still in the register file, and a jump to a frame that has returned."""
from __future__ import annotations

import io

import pytest

from pyllc.emu import EmulationFault, run_program
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_object

PROGRAM = """
@env = global [40 x i64] zeroinitializer
declare i32 @setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn
define internal i32 @clobber(i32 %n) noinline {
  ; many values live across the recursive call: callee-saved registers get reused
  %a = mul i32 %n, 3
  %b = add i32 %n, 77
  %c = xor i32 %n, 12345
  %z = icmp eq i32 %n, 0
  br i1 %z, label %jump, label %more
jump:
  call void @longjmp(ptr @env, i32 %b)
  unreachable
more:
  %m = sub i32 %n, 1
  %r = call i32 @clobber(i32 %m)
  %s1 = add i32 %r, %a
  %s2 = add i32 %s1, %b
  %s3 = add i32 %s2, %c
  ret i32 %s3
}
define i32 @main() {
  %k1 = call i32 @setjmp(ptr @env)
  %first = icmp eq i32 %k1, 0
  br i1 %first, label %go, label %back
go:
  %x = call i32 @clobber(i32 DEPTH)
  ret i32 1
back:
  ret i32 %k1
}
"""
# setjmp in a function that returns, then a longjmp to it: undefined in C, a clean
# fault under pylli where the target can tell (SPARC's frame depth)
RETURNED = """
@env = global [40 x i64] zeroinitializer
declare i32 @setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn
define internal i32 @mark() noinline {
  %k = call i32 @setjmp(ptr @env)
  ret i32 %k
}
define i32 @main() {
  %k = call i32 @mark()
  %z = icmp eq i32 %k, 0
  br i1 %z, label %jump, label %out
jump:
  call void @longjmp(ptr @env, i32 5)
  unreachable
out:
  ret i32 %k
}
"""
TRIPLES = ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu"]


def _run(triple: str, opt: int, depth: int = 9, program: str = "") -> int:
    text = program or PROGRAM.replace("DEPTH", str(depth))
    compiled = compile_ll(text, "sj.ll", triple, options=Options(opt_level=opt))
    status, _ = run_program([to_object(compiled)], get_target(triple), [b"t"], 1_000_000,
                            stdout=io.BytesIO(), stderr=io.BytesIO())
    return status


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("triple", TRIPLES)
def test_longjmp_out_of_recursion(triple: str, opt: int) -> None:
    """longjmp(env, 77) from depth + 1 frames down: setjmp returns 77 in main (SPARC:
    10 frames spill main's window, 3 leave it in the register file, 1 is main's
    direct callee)."""
    for depth in (9, 2, 0):
        assert _run(triple, opt, depth) == 77


@pytest.mark.parametrize("opt", [0, 2])
def test_sparc_longjmp_to_a_returned_frame_is_a_clean_fault(opt: int) -> None:
    with pytest.raises(EmulationFault, match="whose function has returned"):
        _run("sparc-unknown-linux-gnu", opt, program=RETURNED)
