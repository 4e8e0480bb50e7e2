"""glibc's `__assert_fail` under pylli (what <assert.h>'s `assert` calls): the message
glibc prints on stderr, then abort's status 134, on every target."""
from __future__ import annotations

import io

import pytest

from pyllc.emu import run_program
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll, to_object

PROGRAM = """
@expr = private constant [11 x i8] c"argc == 5\\00\\00"
@file = private constant [4 x i8] c"t.c\\00"
@fn = private constant [5 x i8] c"main\\00"
declare void @__assert_fail(ptr, ptr, i32, ptr) noreturn
declare i32 @puts(ptr)
define i32 @main(i32 %argc, ptr %argv) {
  %ok = icmp eq i32 %argc, 5
  br i1 %ok, label %fine, label %fail
fail:
  call void @__assert_fail(ptr @expr, ptr @file, i32 42, ptr @fn)
  unreachable
fine:
  ret i32 0
}
"""


@pytest.mark.parametrize("triple", default_triples())
def test_assert_fail_prints_and_aborts(triple: str) -> None:
    compiled = compile_ll(PROGRAM, "a.ll", triple, options=Options(opt_level=2))
    out, err = io.BytesIO(), io.BytesIO()
    status, _ = run_program([to_object(compiled)], compiled.target, [b"t"], 1_000_000,
                            stdout=out, stderr=err)
    assert status == 134
    assert err.getvalue() == b"t.c:42: main: Assertion `argc == 5' failed.\n"
    assert out.getvalue() == b""
