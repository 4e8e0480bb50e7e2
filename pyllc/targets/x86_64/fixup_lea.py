"""Two-address LEAs back to ADD/INC/DEC after register allocation (LLVM's X86FixupLEAs,
`optTwoAddrLEA`).

Selection picks `lea` for additions (patterns.py: three-address, no flags, so no copy
when an operand stays live). Where the allocator gave the destination the register of
an operand anyway, the two-address form is as fast and shorter:
`leaq 1(%rax), %rax` (4 bytes) -> `incq %rax` (3), `leaq (%rax,%rcx), %rax` (4) ->
`addq %rcx, %rax` (3), `leaq 0(%r13,%rax), %rax` (5) -> `addq %r13, %rax` (3);
`leaq 8(%rax), %rax` -> `addq $8, %rax` (same size, but llc's form). An ADD writes
EFLAGS and an LEA does not, so it is done only where EFLAGS is dead: the next
instruction touching the flags (in the block, or at the start of every successor) writes
them without reading them. Inline assembly counts as a reader.

Contract
- requires: physical registers (after allocation and frame lowering), -O1 and up.
- maintains: every register and memory value; EFLAGS wherever it is read.
- breaks: nothing. Instruction counts are unchanged (one for one).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.inline_asm import InlineAsmInstr
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr
from pyllc.codegen.records import Reg
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.registers import EFLAGS

_LEA_M = {I.MEM["LEA64r"]["m"]: 64, I.MEM["LEA32r"]["m"]: 32}
_LEA_X = {I.MEM["LEA64r"]["x"]: 64, I.MEM["LEA32r"]["x"]: 32}


def _flags_effect(mi: MachineInstr) -> str | None:
    """"use" when `mi` reads EFLAGS (or may: inline assembly), "def" when it only
    writes them, None when it leaves them alone."""
    if isinstance(mi.instr, InlineAsmInstr):
        return "use"
    if EFLAGS in mi.uses():
        return "use"
    if EFLAGS in mi.defs():
        return "def"
    return None


def _dead_from(instrs: list[MachineInstr], start: int) -> bool | None:
    """EFLAGS is dead at `instrs[start]` (True), read there or later before a write
    (False), or untouched to the end of the list (None)."""
    for mi in instrs[start:]:
        e = _flags_effect(mi)
        if e is not None:
            return e == "def"
    return None


def _dead_after(block: MachineBasicBlock, index: int) -> bool:
    r = _dead_from(block.instrs, index + 1)
    if r is not None:
        return r
    # at the end of the block: dead if every successor writes the flags before reading
    return bool(block.succs) and all(_dead_from(s.instrs, 0) is True for s in block.succs)


def _two_address(mi: MachineInstr) -> MachineInstr | None:
    """The ADD/INC/DEC form of `mi` when it is an LEA whose destination is one of the
    registers it adds, else None."""
    w = _LEA_M.get(mi.instr)
    if w is not None:
        dst, base, disp = mi.ops
        if not (isinstance(dst, Reg) and dst is base and type(disp) is int and disp != 0):
            return None
        if disp in (1, -1):
            return MachineInstr(I.INSTRS[f"{'INC' if disp == 1 else 'DEC'}{w}r"], [dst, dst])
        return MachineInstr(I.INSTRS[f"ADD{w}ri"], [dst, dst, disp])
    w = _LEA_X.get(mi.instr)
    if w is None:
        return None
    dst, base, index, scale, disp = mi.ops
    if not (isinstance(dst, Reg) and isinstance(base, Reg) and isinstance(index, Reg)
            and scale == 1 and type(disp) is int and disp == 0):
        return None
    other: Any = index if dst is base else base if dst is index else None
    if other is None:
        return None
    return MachineInstr(I.INSTRS[f"ADD{w}rr"], [dst, dst, other])


def fixup_leas(mf: MachineFunction) -> None:
    """Rewrite the two-address LEAs of `mf` where EFLAGS is dead (see the module doc)."""
    for block in mf.blocks:
        for i, mi in enumerate(block.instrs):
            if mi.instr not in _LEA_M and mi.instr not in _LEA_X:
                continue
            new = _two_address(mi)
            if new is None or not _dead_after(block, i):
                continue
            new.parent = block
            new.loc = mi.loc
            new.comment = mi.comment
            block.instrs[i] = new
