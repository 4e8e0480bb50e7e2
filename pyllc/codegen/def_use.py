"""Which instructions define, and which read, each virtual register of a function.

The MIR peepholes that run before register allocation (RISC-V medlow address folding,
zext and sext.w removal, redundant `and` masks) ask the same two questions about a
vreg: where is it written (one definition, or several after PHI elimination and
two-address splits), and who reads it. `def_use_index` answers both in one walk over
the function, so each pass does not carry its own copy of that walk.

Contract: a snapshot. The index lists, per vreg, the instructions in layout order
(blocks in `mf.blocks` order, instructions in block order); an instruction that names
a vreg twice as a use (`add a, v, v`) is listed twice, so `len(index.uses[v])` is the
number of reads. Physical registers are not indexed. A pass that rewrites the function
keeps the index right itself, or builds a new one.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg


class DefUseIndex:
    """`defs[v]`: the instructions writing vreg `v`; `uses[v]`: those reading it (empty
    unless the index was built with `uses=True`). A vreg that is never written (an
    argument's copy source, say) has no `defs` entry, one never read no `uses` entry."""
    __slots__ = ("defs", "uses")

    def __init__(self) -> None:
        self.defs: dict[VReg, list[MachineInstr]] = {}
        self.uses: dict[VReg, list[MachineInstr]] = {}

    def def_count(self, v: Any) -> int:
        """How many instructions write `v` (0 for a physical register or a non-vreg)."""
        sites = self.defs.get(v) if v.__class__ is VReg else None
        return len(sites) if sites else 0

    def use_count(self, v: Any) -> int:
        """How many reads of `v` the index holds (see the module docstring)."""
        sites = self.uses.get(v) if v.__class__ is VReg else None
        return len(sites) if sites else 0

    def single_def(self, v: Any) -> MachineInstr | None:
        """The one instruction writing vreg `v`, or None (not a vreg, none, or several)."""
        sites = self.defs.get(v) if v.__class__ is VReg else None
        return sites[0] if sites and len(sites) == 1 else None


def def_use_index(mf: MachineFunction, uses: bool = True) -> DefUseIndex:
    """The index of `mf` as it is now; `uses=False` skips the reads (a pass that only
    asks about definitions)."""
    index = DefUseIndex()
    defs, reads = index.defs, index.uses
    for block in mf.blocks:
        for mi in block.instrs:
            _note(defs, mi.defs(), mi)
            if uses:
                _note(reads, mi.uses(), mi)
    return index


def _note(table: dict[VReg, list[MachineInstr]], regs: list[Any], mi: MachineInstr) -> None:
    """Add `mi` to the sites of each vreg of `regs` (once per occurrence)."""
    for r in regs:
        if r.__class__ is VReg:
            sites = table.get(r)
            if sites is None:
                table[r] = [mi]
            else:
                sites.append(mi)


__all__ = ["DefUseIndex", "def_use_index"]
