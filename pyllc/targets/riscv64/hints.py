"""Register-allocation hints toward compressible instructions (LLVM's
RISCVRegisterInfo::getRegAllocationHints, LLVM 16).

Most RV64C forms of a three-address instruction need `rd == rs1` (c.add, c.addi,
c.slli, c.addiw, c.and ...), and some also need every register in x8-x15 (c.and, c.or,
c.xor, c.sub, c.addw, c.subw, c.andi, c.srli, c.srai: 3-bit register fields). So a vreg
written by such an instruction is hinted to the register of its first source (or, for
commutable ones, its second), and a source to the register of the result; where the
short form needs x8-x15, only a register in that set is a useful hint. The greedy
allocator (regalloc/greedy.py) tries these after the copy hints, each once its partner
has a register; a hint never displaces a register the range could not take anyway.

Contract: `allocation_hints(mf)` only reads `mf`; an empty map without the C extension.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineFunction, VReg
from pyllc.codegen.records import Reg
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.compress import GPRC

_C_REGS = frozenset(GPRC.regs)
# record -> (needs x8-x15, takes an immediate that must fit 6 signed bits)
_TIED_FORMS = {
    I.AND: (True, False), I.OR: (True, False), I.XOR: (True, False),
    I.SUB: (True, False), I.ADDW: (True, False), I.SUBW: (True, False),
    I.ANDI: (True, True), I.SRLI: (True, False), I.SRAI: (True, False),
    I.ADD: (False, False), I.SLLI: (False, False),
    I.ADDI: (False, True), I.ADDIW: (False, True),
    I.SEXT_W: (False, False),            # addiw rd, rs, 0: c.addiw rd, 0
}


def _simm6(v: Any) -> bool:
    return v.__class__ is int and -32 <= v < 32


def allocation_hints(mf: MachineFunction) -> dict[int, list[tuple[Any, Any]]]:
    """vreg id -> [(partner, wanted register set or None)] for InstrInfo.allocation_hints."""
    if "c" not in mf.target.features:
        return {}
    out: dict[int, list[tuple[Any, Any]]] = {}

    def hint(v: Any, partner: Any, wanted: Any) -> None:
        if v.__class__ is VReg and partner.__class__ in (VReg, Reg) and partner is not v:
            out.setdefault(v.id, []).append((partner, wanted))

    for block in mf.blocks:
        for mi in block.instrs:
            form = _TIED_FORMS.get(mi.instr)
            if form is None:
                continue
            need_c, has_imm = form
            ops = mi.ops
            if has_imm and not _simm6(ops[2]):
                continue
            wanted = _C_REGS if need_c else None
            rd, rs1 = ops[0], ops[1]
            hint(rd, rs1, wanted)
            hint(rs1, rd, wanted)
            if "commutable" in mi.instr.flags:
                hint(rd, ops[2], wanted)
                hint(ops[2], rd, wanted)
    return out
