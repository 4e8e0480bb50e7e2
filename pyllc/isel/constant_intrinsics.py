"""`llvm.is.constant` lowered on the IR before instruction selection, at every level.

llc runs LowerConstantIntrinsics even at -O0: each `llvm.is.constant` still in the module
becomes `true` when its operand is an IR constant and `false` otherwise, and the
operands it was the last user of are deleted when nothing else needs them. The deletion
matters for the program's meaning, not only its size: `__builtin_constant_p(p[123456])`
is a load that only feeds the intrinsic, and a program may rely on it never being read
(GCC torture bcp-1 passes a 4-byte string). The DAG would keep such a load at -O0.

Contract: requires a verified module; afterwards no call to `llvm.is.constant.*` is left;
only instructions left without users and without side effects (opt/traits.py's
`is_trivially_dead`) are deleted, so no other value changes.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir.constants import Constant, ConstantInt
from pyllc.ir.instructions import Instruction
from pyllc.ir.types import IntType
from pyllc.opt.traits import callee_name, is_trivially_dead


def lower_is_constant(module: Any) -> int:
    """Replace every `llvm.is.constant` call of `module`; returns how many."""
    count = 0
    for fn in module.functions:
        if fn.is_declaration:
            continue
        calls = [i for b in fn.blocks for i in b.instructions
                 if i.opcode == "call" and (callee_name(i) or "").startswith("llvm.is.constant.")]
        for call in calls:
            arg = call.operands[0]
            bool_type = call.type
            assert isinstance(bool_type, IntType)
            call.replace_all_uses_with(ConstantInt(bool_type, int(isinstance(arg, Constant))))
            call.erase_from_parent()
            _delete_dead(arg)
            count += 1
    return count


def _delete_dead(value: Any) -> None:
    """Delete `value` and, in turn, its operands while they are trivially dead."""
    work = [value]
    while work:
        v = work.pop()
        if not isinstance(v, Instruction) or v.parent is None or not is_trivially_dead(v):
            continue
        operands = list(v.operands)
        v.erase_from_parent()
        work.extend(operands)
