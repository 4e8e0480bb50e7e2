"""Removal of `and rd, rs, mask` when rs can have no bit outside `mask` (before register
allocation, on virtual registers).

A zero-extending byte load followed by `and 255` is what a `zext i8` of a loaded value
often selects to when the extension and the load meet in different DAG nodes; the mask
changes nothing. Targets pass their facts: which instructions leave which bits possibly
set (`ldub`/`lbu`: 0xff, `lduh`/`lhu`: 0xffff) and which are "and with an immediate"
whose operands are (rd, rs, imm).

Contract: such an `and` becomes `COPY rd, rs` only when every definition of the virtual
register rs is one of the given instructions and its possible bits all lie in the mask;
nothing else changes.
"""
from __future__ import annotations

from collections.abc import Collection, Mapping

from pyllc.codegen.def_use import def_use_index
from pyllc.codegen.mir import MachineFunction, VReg
from pyllc.codegen.records import COPY, Instr


def remove_redundant_masks(mf: MachineFunction, bits: Mapping[Instr, int],
                           and_imm: Collection[Instr]) -> int:
    """Turn each `and rd, rs, imm` (an instruction of `and_imm`) whose mask keeps every
    bit rs can have into a COPY; returns how many changed."""
    ands = [mi for block in mf.blocks for mi in block.instrs if mi.instr in and_imm]
    if not ands:            # the common case: no walk over every instruction's defs
        return 0
    defs = def_use_index(mf, uses=False).defs
    changed = 0
    for mi in ands:
        _, rs, mask = mi.ops[:3]
        if not isinstance(rs, VReg) or not isinstance(mask, int) or mask < 0:
            continue
        sites = defs.get(rs, [])
        if sites and all(d.instr in bits and bits[d.instr] & ~mask == 0 for d in sites):
            mi.instr = COPY
            mi.ops = [mi.ops[0], rs]
            changed += 1
    return changed
