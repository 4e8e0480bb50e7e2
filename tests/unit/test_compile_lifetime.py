"""A finished compile leaves none of its machine code alive.

Targets are cached for the process, and so are their encoders: what an encoder keeps
about the instructions it laid out must go when the function is done (mc/assembler.py
calls `forget`). RISC-V's compressing encoder kept up to 65536 MachineInstrs, each
holding its block, the IR function and the module, so a process compiling many modules
(a test worker, `bench/asm_identical.py dump`) grew by whole modules."""
from __future__ import annotations

import gc

import pytest

from pyllc.codegen.mir import MachineBasicBlock, MachineInstr
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll, to_object

PROGRAM = """
define i32 @f{n}(i32 %x, i32 %y) {{
entry:
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  %s = add i32 %x, {n}
  ret i32 %s
b:
  %t = mul i32 %y, 3
  ret i32 %t
}}
"""


def _machine_objects() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, (MachineInstr, MachineBasicBlock)))


@pytest.mark.parametrize("triple", default_triples())
def test_compiled_objects_keep_no_machine_code_alive(triple: str) -> None:
    to_object(compile_ll(PROGRAM.format(n=0), "warm.ll", triple,
                         options=Options(opt_level=2)))
    before = _machine_objects()
    for n in range(1, 6):
        obj = to_object(compile_ll(PROGRAM.format(n=n), f"m{n}.ll", triple,
                                   options=Options(opt_level=2)))
        assert obj.sections
        del obj
    assert _machine_objects() <= before, "MIR of finished compiles is still referenced"
