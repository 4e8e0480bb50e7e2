"""The verifier reports an operand that claims a block but is not in its list (a pass lost
it) as one clean error, never a KeyError (found through pyopt -O2 on llvm-stress)."""
from __future__ import annotations

import pytest

from pyllc.diagnostics import CompileError
from pyllc.ir import parse_module
from pyllc.ir.verifier import verify_module

IR = """
define i1 @f(i32 %a) {
  %x = add i32 %a, 1
  %e = icmp eq i32 %x, 0
  ret i1 %e
}
"""


def test_operand_missing_from_its_block_is_a_clean_error() -> None:
    m = parse_module(IR)
    bb = m.functions[0].blocks[0]
    cmp = bb.instructions[1]
    bb.set_instructions([i for i in bb.instructions if i is not cmp])   # parent still bb
    with pytest.raises(CompileError, match="is an instruction that is not in this function"):
        verify_module(m)
