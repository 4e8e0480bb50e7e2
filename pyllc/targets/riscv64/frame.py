"""RISC-V 64 frame lowering: the target half of codegen/prologue.py (which computes the
layout drawn in its docstring).

Contract: called by `insert_prologue_epilogue` after register allocation. Facts:
- stack alignment 16 (psABI); every slot addressed sp-relative unless the function
  needs a frame pointer (dynamic allocas / stacksave, or an object aligned beyond 16),
  in which case s0 = CFA (the incoming sp), set in the prologue like LLVM does;
- ra is saved when the function calls; s0 when it is the frame pointer; then the
  callee-saved registers the allocator used (sd / fsd, 8-byte slots);
- large frames: `addi` reaches +-2 KiB only, so the prologue subtracts at most 2032
  first (keeping the save slots within reach of 12-bit offsets, LLVM's
  "getFirstSPAdjustAmount"), then the rest through the scratch register t6:
      addi sp, sp, -2032 ; sd ra, 2024(sp) ; ... ; lui t6, %hi ; addi t6, t6, %lo ; sub sp...
- a FrameIndex in the base operand (`rs1`) of an instruction with an int `imm` operand
  (loads, stores, addi) becomes base register + offset folded into `imm`; when the sum
  does not fit 12 bits, `lui t6, hi20 ; add t6, t6, base` and `imm = lo12`. A FrameIndex
  in any other register operand is materialized as an address in t6.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.cfi import CFI, CIE, note_cfi
from pyllc.codegen.frame_layout import FrameLayout
from pyllc.codegen.mir import FrameIndex, MachineBasicBlock, MachineFunction, MachineInstr
from pyllc.codegen.records import Reg
from pyllc.codegen.target import FrameLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.registers import FP, FPR64, RA, SCRATCH, SP
from pyllc.targets.riscv64.relocs import hi20, lo12

FIRST_ADJUST_MAX = 2032        # the largest 16-aligned amount `addi` can add back (2048 - 16)
STACK_ALIGN = 16

# DWARF register numbers (psABI "DWARF Register Numbers"): x0-x31 = 0-31, f0-f31 = 32-63
DWARF_CIE = CIE(code_align=1, data_align=-8, ra_reg=1, cfa_reg=2)    # CFA = sp at entry


def dwarf_number(reg: Reg) -> int:
    return reg.enc + (32 if reg.name.startswith("f") else 0)


# --------------------------------------------------------------------------- facts











# --------------------------------------------------------------------------- helpers

def _mi(instr: Any, *ops: Any) -> MachineInstr:
    return MachineInstr(instr, list(ops))


def _lui_operand(hi: int) -> int:
    """`lui` takes the 20-bit field value; a negative hi20 is its two's complement
    (lui sign-extends bit 31 on RV64, spec 5.2)."""
    if not -(1 << 19) <= hi < (1 << 19):
        raise UnsupportedError(f"stack offset needs more than 32 bits (hi20 = {hi})")
    return hi + (1 << 20) if hi < 0 else hi


def add_imm(rd: Reg, rs: Reg, value: int) -> list[MachineInstr]:
    """rd = rs + value for any 32-bit value; uses t6 when value does not fit addi
    (rd may be t6 or sp; rs may be rd)."""
    if I.SIMM12.fits(value):
        return [_mi(I.ADDI, rd, rs, value)] if (value or rd is not rs) else []
    seq = [_mi(I.LUI, SCRATCH, _lui_operand(hi20(value)))]
    if lo12(value):
        seq.append(_mi(I.ADDI, SCRATCH, SCRATCH, lo12(value)))
    seq.append(_mi(I.ADD, rd, rs, SCRATCH))
    return seq


def _store(reg: Reg, base: Reg, off: int) -> MachineInstr:
    return _mi(I.FSD if reg in FPR64 else I.SD, reg, base, off)


def _load(reg: Reg, base: Reg, off: int) -> MachineInstr:
    return _mi(I.FLD if reg in FPR64 else I.LD, reg, base, off)


def _first_adjust(lay: FrameLayout) -> int:
    n = lay.stack_size
    return n if n <= FIRST_ADJUST_MAX else FIRST_ADJUST_MAX    # the epilogue adds it back


# --------------------------------------------------------------------------- prologue

def emit_prologue(mf: MachineFunction, lay: FrameLayout) -> None:
    n = lay.stack_size
    if n == 0:
        return
    if lay.realign and mf.frame.has_dynamic_alloca:
        raise UnsupportedError(f"{mf.name}: over-aligned stack objects together with "
                               "dynamic alloca need a base pointer, which is not supported")
    first = _first_adjust(lay)
    seq = [_mi(I.ADDI, SP, SP, -first)]
    note_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=first))
    for reg, cfa_off in lay.saved:
        assert 0 <= first + cfa_off < 2048, "save slots must be reachable after the first adjust"
        seq.append(_store(reg, SP, first + cfa_off))
        note_cfi(mf, seq[-1], CFI("offset", dwarf_number(reg), cfa_off))
    if lay.uses_fp:
        seq.append(_mi(I.ADDI, FP, SP, first))
        note_cfi(mf, seq[-1], CFI("def_cfa", dwarf_number(FP), 0))
    if n > first:
        seq.extend(add_imm(SP, SP, -(n - first)))
        if not lay.uses_fp:
            note_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=n))
    if lay.realign:
        if lay.realign > 2048:
            raise UnsupportedError(f"{mf.name}: stack alignment {lay.realign} is not supported")
        seq.append(_mi(I.ANDI, SP, SP, -lay.realign))
    entry = mf.blocks[0]
    for k, mi in enumerate(seq):
        entry.insert(k, mi)


def emit_epilogue(mf: MachineFunction, block: MachineBasicBlock, index: int,
                  lay: FrameLayout) -> None:
    n = lay.stack_size
    if n == 0:
        return
    first = _first_adjust(lay)
    seq: list[MachineInstr] = []
    if lay.uses_fp:
        seq.append(_mi(I.ADDI, SP, FP, -first))
    elif n > first:
        seq.extend(add_imm(SP, SP, n - first))
    for reg, cfa_off in lay.saved:
        seq.append(_load(reg, SP, first + cfa_off))
    seq.append(_mi(I.ADDI, SP, SP, first))
    for k, mi in enumerate(seq):
        block.insert(index + k, mi)


def lower_call_frame_pseudos(mf: MachineFunction, lay: FrameLayout) -> None:
    """Delete PseudoADJCALLSTACKDOWN/UP (reserved call frame) or make them adjust sp.
    An UP gives back what its DOWN took (the most recent unmatched one), so a selector
    that does not know the amount at CALLSEQ_END may write 0 there."""
    seen = False
    pending: list[int] = []
    for b in mf.blocks:
        out: list[MachineInstr] = []
        for mi in b.instrs:
            if mi.instr is I.PseudoADJCALLSTACKDOWN or mi.instr is I.PseudoADJCALLSTACKUP:
                seen = True
                down = mi.instr is I.PseudoADJCALLSTACKDOWN
                if down:
                    amount = (mi.ops[0] + STACK_ALIGN - 1) // STACK_ALIGN * STACK_ALIGN
                    pending.append(amount)
                else:
                    amount = pending.pop() if pending else mi.ops[0]
                if not lay.reserved_call_frame and amount:
                    for new in add_imm(SP, SP, -amount if down else amount):
                        new.parent = b
                        out.append(new)
                continue
            out.append(mi)
        b.instrs = out
    if not lay.reserved_call_frame and mf.frame.max_call_frame and not seen:
        raise UnsupportedError(f"{mf.name}: calls with stack arguments in a function with "
                               "dynamic alloca need PseudoADJCALLSTACKDOWN/UP around them")


# --------------------------------------------------------------------------- frame indexes

def frame_location(mf: MachineFunction, lay: FrameLayout, index: int) -> tuple[Reg, int]:
    """Base register and offset of frame object `index`."""
    obj = mf.frame.objects[index]
    n = lay.stack_size
    if obj.fixed:
        cfa_off = lay.cfa_offsets[index]
        return (FP, cfa_off) if lay.uses_fp else (SP, n + cfa_off)
    sp_off = lay.sp_offsets[index]
    if mf.frame.has_dynamic_alloca:
        return FP, sp_off - n
    return SP, sp_off


def eliminate_frame_index(mf: MachineFunction, mi: MachineInstr, lay: FrameLayout
                          ) -> list[MachineInstr]:
    names = [o.name for o in mi.instr.operands]
    imm_i = names.index("imm") if "imm" in names else None
    fixups: list[MachineInstr] = []
    scratch_taken = False
    for i, op in enumerate(mi.ops):
        if not isinstance(op, FrameIndex):
            continue
        base, off = frame_location(mf, lay, op.index)
        off += op.offset
        kind = mi.instr.operands[i].kind
        if names[i] == "rs1" and imm_i is not None and isinstance(mi.ops[imm_i], int):
            total = off + mi.ops[imm_i]
            if I.SIMM12.fits(total):
                mi.ops[i], mi.ops[imm_i] = base, total
                continue
            if scratch_taken:
                raise UnsupportedError(f"{mf.name}: two far frame indexes in {mi!r}")
            scratch_taken = True
            fixups += [_mi(I.LUI, SCRATCH, _lui_operand(hi20(total))),
                       _mi(I.ADD, SCRATCH, SCRATCH, base)]
            mi.ops[i], mi.ops[imm_i] = SCRATCH, lo12(total)
        elif hasattr(kind, "regs"):
            if scratch_taken:
                raise UnsupportedError(f"{mf.name}: two frame addresses in {mi!r}")
            scratch_taken = True
            fixups += add_imm(SCRATCH, base, off) or [_mi(I.MV, SCRATCH, base)]
            mi.ops[i] = SCRATCH
        else:
            raise UnsupportedError(f"{mf.name}: frame index in operand '{names[i]}' of "
                                   f"{mi.instr.name} (expected a base register operand)")
    return fixups


class RV64FrameLowering(FrameLowering):
    """The psABI frame: ra saved by functions that call, s0 when it is the frame pointer."""
    stack_align = STACK_ALIGN

    def fixed_saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        regs: list[Reg] = []
        # a frame kept for -frame-pointer is a frame record {ra, s0} as in llc, so a
        # debugger can walk it even in a leaf function
        if self.has_calls(mf) or (lay.uses_fp and mf.info.get("frame-pointer") in ("all", "non-leaf")):
            regs.append(RA)
        if lay.uses_fp:
            regs.append(FP)
        return regs

    def saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        return self.fixed_saved_registers(mf, lay) + [
            r for r in mf.frame.callee_saved_used if r is not FP and r is not RA]

    emit_prologue = staticmethod(emit_prologue)
    emit_epilogue = staticmethod(emit_epilogue)
    lower_call_frame_pseudos = staticmethod(lower_call_frame_pseudos)
    frame_location = staticmethod(frame_location)
    eliminate_frame_index = staticmethod(eliminate_frame_index)


FRAME_LOWERING = RV64FrameLowering()
