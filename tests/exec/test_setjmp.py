"""setjmp/longjmp under pylli (emu/setjmp.py): whole programs against llc-16's build are
in tests/exec/test_completeness.py (setjmp.c on x86-64, AArch64, RISC-V); here SPARC's
clean fault, and a jump that skips frames holding callee-saved registers."""
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
  %x = call i32 @clobber(i32 9)
  ret i32 1
back:
  ret i32 %k1
}
"""


def _run(triple: str, opt: int) -> int:
    compiled = compile_ll(PROGRAM, "sj.ll", triple, options=Options(opt_level=opt))
    status, _ = run_program([to_object(compiled)], get_target(triple), [b"t"], 1_000_000,
                            stdout=io.BytesIO(), stderr=io.BytesIO())
    return status


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("triple", ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
                                    "riscv64-unknown-linux-gnu"])
def test_longjmp_out_of_recursion(triple: str, opt: int) -> None:
    """longjmp(env, 77) from 10 frames down: setjmp returns 77 in main."""
    assert _run(triple, opt) == 77


def test_sparc_is_a_clean_fault() -> None:
    with pytest.raises(EmulationFault, match="setjmp is not supported on this target"):
        _run("sparc-unknown-linux-gnu", 0)
