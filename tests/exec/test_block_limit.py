"""The instruction limit of fixed-width ISAs by block counting (pyllc/emu/limit.py):
the native x86-64 block hook and its Python fallback stop a run at the same place,
which is where Unicorn's own per-instruction `count=` stops it (every instruction
counts, the runtime's stubs too), and --stats never passes the limit."""
from __future__ import annotations

import io
import platform
from typing import Any

import pytest
import unicorn

from pyllc.emu import limit as block_limit
from pyllc.emu import run_program
from pyllc.emu.loader import link
from pyllc.emu.machine import Machine
from pyllc.pipeline import Options
from pyllc.tools.compile import compile_ll, to_object

# calls (a runtime stub per iteration), returns through `ret; restore`, a loop
PROGRAM = """
@.fmt = private constant [7 x i8] c"%d %d\\0A\\00"
declare i32 @printf(ptr, ...)
define internal i32 @f(i32 %n) noinline {
  %small = icmp slt i32 %n, 2
  br i1 %small, label %done, label %rec
rec:
  %n1 = sub i32 %n, 1
  %a = call i32 @f(i32 %n1)
  %n2 = sub i32 %n, 2
  %b = call i32 @f(i32 %n2)
  %s = add i32 %a, %b
  ret i32 %s
done:
  ret i32 %n
}
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = call i32 @f(i32 %i)
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %i, i32 %v)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, 16
  br i1 %more, label %loop, label %exit
exit:
  ret i32 0
}
"""
TRIPLES = ["sparc-unknown-linux-gnu", "aarch64-unknown-linux-gnu"]
LIMITS = [1, 7, 1000, 23_457]


def _object(triple: str) -> Any:
    compiled = compile_ll(PROGRAM, "limit.ll", triple, options=Options(opt_level=2))
    return to_object(compiled), compiled.target


def _run(obj: Any, target: Any, limit: int, stats: bool = False) -> tuple[int, bytes, int]:
    out = io.BytesIO()
    status, counted = run_program([obj], target, [b"p"], limit, stats, out, io.BytesIO())
    return status, out.getvalue(), counted


class _Counted(Machine):
    """A machine whose run uses Unicorn's own `count=`, the reference."""

    def run(self, entry: int, argv: list[bytes], max_instructions: int, stats: bool,
            timeout: float = 0.0) -> int:
        self.target.emulator.pop("insn_width", None)
        return super().run(entry, argv, max_instructions, stats, timeout)


@pytest.mark.parametrize("triple", TRIPLES)
def test_native_and_python_counters_stop_at_the_same_place(
        triple: str, monkeypatch: pytest.MonkeyPatch) -> None:
    obj, target = _object(triple)
    full = _run(obj, target, 0)
    assert full[0] == 0 and full[1].endswith(b"15 610\n")
    total = _run(obj, target, 10**9, stats=True)[2]           # the text's instructions
    for limit in [*LIMITS, total - 1]:
        native = _run(obj, target, limit)
        monkeypatch.setattr(block_limit, "USE_NATIVE", False)
        python = _run(obj, target, limit)
        monkeypatch.setattr(block_limit, "USE_NATIVE", True)
        assert native[:2] == python[:2], limit
        assert native[0] == 124 and full[1].startswith(native[1]), limit
        counted = _run(obj, target, limit, stats=True)
        assert counted[0] == 124 and 0 < counted[2] <= limit, (limit, counted)


# where Unicorn's `count=` is right: AArch64 always, SPARC only under 2.0.x (2.1's
# loses the jump of every jmpl, docs/pylli-limits.md)
COUNT_RIGHT = [t for t in TRIPLES
               if not t.startswith("sparc") or unicorn.__version__.startswith("2.0.")]


@pytest.mark.parametrize("triple", COUNT_RIGHT)
def test_block_counting_stops_where_count_stops(triple: str) -> None:
    """The same status, output and final pc as emu_start(count=limit)."""
    obj, target = _object(triple)
    for limit in LIMITS:
        ours = Machine(target, io.BytesIO(), io.BytesIO())
        entry = link(ours, [obj])["main"]
        status = ours.run(entry, [b"p"], limit, False)
        emu = dict(target.emulator)
        try:
            ref = _Counted(target, io.BytesIO(), io.BytesIO())
            ref_entry = link(ref, [obj])["main"]
            ref_status = ref.run(ref_entry, [b"p"], limit, False)
        finally:
            target.emulator.clear()
            target.emulator.update(emu)
        pc = target.emulator["abi"]["pc"]
        assert (status, ours.rt.streams[1].getvalue(), ours.uc.reg_read(pc)) == (
            ref_status, ref.rt.streams[1].getvalue(), ref.uc.reg_read(pc)), limit


def test_the_native_counter_is_used_on_x86_64_hosts() -> None:
    if platform.machine().lower() not in ("x86_64", "amd64"):
        pytest.skip("the native counter is x86-64 code")
    m = Machine(_object("sparc-unknown-linux-gnu")[1], io.BytesIO(), io.BytesIO())
    assert block_limit.BlockLimit(m.uc, 10, 4).native
