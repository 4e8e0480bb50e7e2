"""pylli's SPARC host state (targets/sparc/emulator.py `SparcState`: register-window
accounting and the FPU) lives exactly as long as its machine. It was kept in a module
dict for ever, and with it every Unicorn instance ever run (~3 MB of memory, ~1 GB of
address space and 8 mappings each): a test worker that ran a thousand SPARC programs
held gigabytes, which the other targets never did."""
from __future__ import annotations

import gc
import io

import pyllc.emu as emu
from pyllc.pipeline import Options
from pyllc.targets.sparc import emulator
from pyllc.tools.compile import compile_ll, to_object

# a call and an FP result: the window hooks and the host FPU both hold the state
PROGRAM = """
define double @half(i32 %x) noinline {
  %f = sitofp i32 %x to double
  %h = fmul double %f, 5.000000e-01
  ret double %h
}

define i32 @main() {
  %h = call double @half(i32 84)
  %r = fptosi double %h to i32
  ret i32 %r
}
"""


def test_sparc_state_dies_with_its_machine() -> None:
    compiled = compile_ll(PROGRAM, "life.ll", "sparc-unknown-linux-gnu",
                          options=Options(opt_level=0))
    obj = to_object(compiled)
    gc.collect()
    before = len(emulator._STATES)
    for _ in range(5):
        status, _ = emu.run_program([obj], compiled.target, [b"life"], stdout=io.BytesIO(),
                                    stderr=io.BytesIO())
        assert status == 42
    gc.collect()
    assert len(emulator._STATES) == before
