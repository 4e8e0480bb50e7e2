"""SPARC V8 frame lowering: the target half of codegen/prologue.py.

Every function gets a register window (`save`), so its %l/%i registers are its own and
nothing needs saving: `saved_registers` is empty. The frame (SCD 2.4.1, "Stack Frame"),
`N` = frame size, a multiple of 16 (so %fp and %sp stay 16-aligned and 16-aligned
locals can be addressed from %fp) and at least 96:

      %fp + 92 + 4k | incoming stack arguments (word 7 + k)      fixed objects
      %fp + 68      | home slots of %i0-%i5 (varargs spill them)  fixed objects
      %fp + 64      | caller's hidden struct-return word
      %fp           +---------------------------------------+ = caller's %sp (CFA)
                    | locals and spill slots                | generic layout, addressed
                    |                                       |   %fp - k
                    | outgoing stack arguments              | max_call_frame bytes
      %sp + 92      +---------------------------------------+
      %sp + 68      | 6 words: callee's register argument homes
      %sp + 64      | struct-return word of our calls
      %sp           | 16 words: window save area (%l0-%l7, %i0-%i7 on overflow)
                    +---------------------------------------+ = %fp - N

A leaf procedure (leaf.py: no calls, no stack objects, few registers) gets no window
and no frame at all from -O1 up: no prologue, `retl` in the caller's window.
Otherwise the prologue is `save %sp, -N, %sp` (N > 4096: `sethi %hi(-N), %g1; or %g1, %lo(-N), %g1;
save %sp, %g1, %sp`); epilogue: the return becomes `ret` with `restore` in its delay
slot (delayslots.py leaves that pair alone). Frame indexes become %fp + offset (simm13),
or %g1 = offset via sethi/or + add %fp for far ones (STYLE.md A.7: %g1 is the scratch).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.cfi import CFI, CIE, note_cfi
from pyllc.codegen.frame_layout import FrameLayout, align_up
from pyllc.codegen.mir import FrameIndex, MachineBasicBlock, MachineFunction, MachineInstr
from pyllc.codegen.records import Reg
from pyllc.codegen.target import FrameLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.leaf import make_leaf
from pyllc.targets.sparc.lowering import has_sret
from pyllc.targets.sparc.registers import FP, G1, SP

WINDOW_AREA = 92         # 64 save area + 4 struct return + 24 argument homes
MIN_FRAME = 96

# DWARF register numbers (SPARC psABI): %g0-%g7 0-7, %o0-%o7 8-15, %l0-%l7 16-23,
# %i0-%i7 24-31 (the register encodings). At entry the CFA is %sp (14) and the return
# address is in %o7 (15); after `save` the CFA is %fp (30) and the return address %i7.
DWARF_CIE = CIE(code_align=4, data_align=-4, ra_reg=15, cfa_reg=14)










def frame_size(lay: FrameLayout) -> int:
    return max(MIN_FRAME, align_up(lay.stack_size + WINDOW_AREA, 16))


def _mi(instr: Any, *ops: Any) -> MachineInstr:
    return MachineInstr(instr, list(ops))


def set_const(rd: Reg, value: int) -> list[MachineInstr]:
    """rd = value (32 bits) with sethi + or."""
    u = value & 0xFFFFFFFF
    seq = [_mi(I.SETHI, rd, u >> 10)]
    if u & 0x3FF:
        seq.append(_mi(I.ORri, rd, rd, u & 0x3FF))
    return seq


def emit_prologue(mf: MachineFunction, lay: FrameLayout) -> None:
    if mf.info.get("opt_level", 2) >= 1 and make_leaf(mf):
        lay.info["leaf"] = True     # leaf.py: no window, no frame
        return
    n = frame_size(lay)
    lay.info["frame_size"] = n
    if I.SIMM13.fits(-n):
        seq = [_mi(I.SAVEri, SP, SP, -n)]
    else:
        seq = set_const(G1, -n) + [_mi(I.SAVErr, SP, SP, G1)]
    note_cfi(mf, seq[-1], CFI("def_cfa_register", FP.enc), CFI("window_save"),
             CFI("register", 15, reg2=31))
    entry = mf.blocks[0]
    for k, mi in enumerate(seq):
        entry.insert(k, mi)


def emit_epilogue(mf: MachineFunction, block: MachineBasicBlock, index: int,
                  lay: FrameLayout) -> None:
    """`retl` (the selected return) becomes `ret; restore`: jmpl %i7+8 with the window
    given back in the delay slot (`jmp %i7+12; restore` in a function with an `sret`
    parameter: the caller's `unimp` word follows its call's delay slot)."""
    if lay.info.get("leaf"):
        return                      # `retl`, in the caller's window
    mi = block.instrs[index]
    if mi.instr is I.RETL:
        mi.instr = I.RET12 if has_sret(mf) else I.RET
    block.insert(index + 1, _mi(I.RESTORE))


def lower_call_frame_pseudos(mf: MachineFunction, lay: FrameLayout) -> None:
    """No call-frame pseudos are emitted (the frame reserves the outgoing area); dynamic
    alloca addresses get their offset above the outgoing arguments."""
    dyn = MIN_FRAME + align_up(mf.frame.max_call_frame, 8)
    for b in mf.blocks:
        for mi in b.instrs:
            if mi.instr is I.ADJDYNALLOC:
                mi.ops[2] = dyn


def frame_location(mf: MachineFunction, lay: FrameLayout, index: int) -> tuple[Reg, int]:
    return FP, lay.cfa_offsets[index]


def eliminate_frame_index(mf: MachineFunction, mi: MachineInstr, lay: FrameLayout
                          ) -> list[MachineInstr]:
    names = [o.name for o in mi.instr.operands]
    imm_i = names.index("imm") if "imm" in names else None
    fixups: list[MachineInstr] = []
    for i, op in enumerate(mi.ops):
        if not isinstance(op, FrameIndex):
            continue
        base, off = frame_location(mf, lay, op.index)
        off += op.offset
        if names[i] == "rs1" and imm_i is not None and isinstance(mi.ops[imm_i], int):
            total = off + mi.ops[imm_i]
            if I.SIMM13.fits(total):
                mi.ops[i], mi.ops[imm_i] = base, total
                continue
            if fixups:
                raise UnsupportedError(f"{mf.name}: two far frame indexes in {mi!r}")
            fixups += set_const(G1, total) + [_mi(I.ADDrr, G1, G1, base)]
            mi.ops[i], mi.ops[imm_i] = G1, 0
        elif hasattr(mi.instr.operands[i].kind, "regs"):
            if fixups:
                raise UnsupportedError(f"{mf.name}: two frame addresses in {mi!r}")
            if I.SIMM13.fits(off):
                fixups.append(_mi(I.ADDri, G1, base, off))
            else:
                fixups += set_const(G1, off) + [_mi(I.ADDrr, G1, G1, base)]
            mi.ops[i] = G1
        else:
            raise UnsupportedError(f"{mf.name}: frame index in operand '{names[i]}' of "
                                   f"{mi.instr.name}")
    return fixups


class SparcFrameLowering(FrameLowering):
    """Register windows: nothing to save, %fp always exists, outgoing arguments live at
    the current %sp + 92."""
    stack_align = 8
    slot_bytes = 4
    # locals are addressed from %fp, which pyllc keeps 16-aligned; no realignment
    max_object_align = 16

    def saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        return []

    def needs_frame_pointer(self, mf: MachineFunction) -> bool:
        return False        # %fp always exists (the window), frame.py addresses from it

    def reserved_call_frame(self, mf: MachineFunction) -> bool:
        return True

    emit_prologue = staticmethod(emit_prologue)
    emit_epilogue = staticmethod(emit_epilogue)
    lower_call_frame_pseudos = staticmethod(lower_call_frame_pseudos)
    frame_location = staticmethod(frame_location)
    eliminate_frame_index = staticmethod(eliminate_frame_index)


FRAME_LOWERING = SparcFrameLowering()
