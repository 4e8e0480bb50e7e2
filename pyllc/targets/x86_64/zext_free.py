"""x86-64: `zext i32 -> i64` of a value a 32-bit instruction computed is free (LLVM's
`def32` PatLeaf and SUBREG_TO_REG).

Every write of a 32-bit general register clears bits 63:32 of the full register (Intel
SDM vol. 1, 3.4.1.1 "General-Purpose Registers in 64-Bit Mode"), so the i64 zero
extension of an i32 that an ALU instruction, a shift, a multiply, a divide or a `movl`
load produced is already in the register: a COPY (which the allocator coalesces away),
not a `movl %ecx, %r11d`. Typical source: an array index computed in 32 bits
(`bits[i >> 5]`, `tab[(h * k) & mask]`).

Not free, so excluded: an i32 that is only a view of a 64-bit register (TRUNCATE
selects to no instruction), a value from another block or an argument (CopyFromReg: its
upper half is whatever the producer left), and nodes this list does not name.

Contract: PATTERNS for the pattern table (prio above the generic MOVZX64rr32 pattern).
Whatever the allocator does with the i32 vreg later keeps the upper half zero: its
copies, spill reloads and rematerializations are 32-bit writes too.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import N, Pat, reg
from pyllc.codegen.records import COPY

_DEF32 = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SRL, Op.SRA,
                    Op.ROTL, Op.ROTR, Op.UDIV, Op.SDIV, Op.UREM, Op.SREM})


def def32(n: Any) -> bool:
    """Does the i32 result of node `n` come from an instruction writing a 32-bit register
    (so bits 63:32 of the register are zero)?"""
    if n.vts[0] != "i32":
        return False
    if n.op in _DEF32:
        return True
    return n.op == Op.LOAD and n.attr.ext in ("", "zext", "sext")


PATTERNS = [
    Pat(N.ZERO_EXTEND(reg("a", "i32", pred=def32), vt="i64"), COPY("a"), prio=3),
]
