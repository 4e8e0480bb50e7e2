"""AArch64 frame lowering: the target half of codegen/prologue.py (which computes the
layout drawn in its docstring).

Contract: called by `insert_prologue_epilogue` after register allocation. Facts:
- stack alignment 16 (AAPCS64 6.4.5.1 "Universal stack constraints");
- functions that call, or need a frame pointer, save the frame record {x29, x30} at the
  top of their frame (CFA-16, CFA-8) and point x29 at it (AAPCS64 6.4.6 "The Frame
  Pointer"), as LLVM does for non-leaf functions; then the callee-saved registers the
  allocator used, in pairs (`stp`/`ldp`) where two are adjacent;
- the saved area (S bytes, 16-aligned) is allocated first, so its slots are always in
  reach of `stp` offsets; the rest of the frame (locals, spills, outgoing arguments)
  after, with `sub sp, sp, #hi, lsl #12` / `sub sp, sp, #lo` (frames up to 16 MiB):

      sub sp, sp, #S ; stp x29, x30, [sp, #S-16] ; stp x19, x20, [sp, #S-32] ...
      add x29, sp, #S-16 ; sub sp, sp, #(N-S)

- objects are addressed from sp, or from x29 (= CFA - 16) when sp moves (dynamic
  allocas) or is realigned (incoming arguments only);
- a FrameIndex in `rn` of a load/store/add becomes sp/x29 + offset folded into its
  immediate (`off`/`imm`), switching `ldr` to `ldur` for small negative or unaligned
  offsets; any other offset is built in x16 (IP0, STYLE.md A.7).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.cfi import CFI, CIE, note_cfi, note_epilogue_cfi
from pyllc.codegen.frame_layout import FrameLayout, align_up
from pyllc.codegen.mir import FrameIndex, MachineBasicBlock, MachineFunction, MachineInstr
from pyllc.codegen.records import Instr, Reg, RegClass
from pyllc.codegen.target import FrameLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.aarch64.instrs import INSTRS as I
from pyllc.targets.aarch64.instrs import PAIR_OFF, SIMM9
from pyllc.targets.aarch64.registers import FP, LR, SCRATCH, SP, is_fpr

STACK_ALIGN = 16

# DWARF register numbers (AADWARF64 "DWARF register names"): x0-x30 = 0-30, sp 31,
# v0-v31 = 64-95; the return address is in x30 at entry, the CFA is sp
DWARF_CIE = CIE(code_align=4, data_align=-8, ra_reg=30, cfa_reg=31)


def dwarf_number(reg: Reg) -> int:
    if reg is SP:
        return 31
    return reg.enc + (64 if is_fpr(reg) else 0)












# --------------------------------------------------------------------------- helpers

def _mi(instr: Any, *ops: Any) -> MachineInstr:
    return MachineInstr(instr, list(ops))


def add_imm(rd: Reg, rs: Reg, value: int) -> list[MachineInstr]:
    """rd = rs + value (|value| < 16 MiB), with add/sub (immediate) and its lsl #12 form;
    rd and rs may be sp."""
    if value == 0:
        return [] if rd is rs else [_mi(I["MOVXsp"], rd, rs)]
    op = "ADD" if value > 0 else "SUB"
    v = abs(value)
    if v >= 1 << 24:
        raise UnsupportedError(f"stack offset {value} is larger than 16 MiB")
    seq = []
    src = rs
    if v >> 12:
        seq.append(_mi(I[f"{op}Xri12"], rd, src, v >> 12))
        src = rd
    if v & 0xFFF or not seq:
        seq.append(_mi(I[f"{op}Xri"], rd, src, v & 0xFFF))
    return seq


def _saved_area(lay: FrameLayout) -> int:
    top = max((-off for _, off in lay.saved), default=0)
    return align_up(top, STACK_ALIGN)


def _pairs(lay: FrameLayout) -> list[tuple[Reg, Reg | None, int]]:
    """Saved registers as (low reg, high reg or None, CFA offset of the low slot)."""
    slots = sorted(lay.saved, key=lambda s: s[1])
    out: list[tuple[Reg, Reg | None, int]] = []
    i = 0
    while i < len(slots):
        r, off = slots[i]
        if i + 1 < len(slots):
            r2, off2 = slots[i + 1]
            if off2 == off + 8 and is_fpr(r) == is_fpr(r2) and off % 16 == 0:
                out.append((r, r2, off))
                i += 2
                continue
        out.append((r, None, off))
        i += 1
    return out


def _save_restore(lay: FrameLayout, base_to_cfa: int, store: bool) -> list[MachineInstr]:
    seq = []
    for r, r2, off in _pairs(lay):
        at = base_to_cfa + off
        fp = is_fpr(r)
        if r2 is not None and PAIR_OFF.fits(at):
            name = ("STP" if store else "LDP") + ("D" if fp else "X") + "i"
            seq.append(_mi(I[name], r, r2, SP, at))
            continue
        for reg, o in ((r, at), (r2, at + 8)):
            if reg is None:
                continue
            name = ("STR" if store else "LDR") + ("D" if is_fpr(reg) else "X") + "ui"
            seq.append(_mi(I[name], reg, SP, o))
    return seq


# --------------------------------------------------------------------------- prologue

def emit_prologue(mf: MachineFunction, lay: FrameLayout) -> None:
    n = lay.stack_size
    if n == 0:
        return
    if lay.realign and mf.frame.has_dynamic_alloca:
        raise UnsupportedError(f"{mf.name}: over-aligned stack objects together with "
                               "dynamic alloca need a base pointer, which is not supported")
    s = _saved_area(lay)
    seq: list[MachineInstr] = add_imm(SP, SP, -s)
    if seq:
        note_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=s))
    seq += _save_restore(lay, s, store=True)
    saved = [CFI("offset", dwarf_number(r), off) for r, off in lay.saved]
    has_fp = any(r is FP for r, _ in lay.saved)
    if has_fp:
        seq += add_imm(FP, SP, s - 16) or [_mi(I["MOVXsp"], FP, SP)]
        note_cfi(mf, seq[-1], CFI("def_cfa", dwarf_number(FP), 16), *saved)
    elif seq:
        note_cfi(mf, seq[-1], *saved)
    if lay.realign:
        seq += add_imm(SCRATCH, SP, -(n - s))
        seq.append(_mi(I["ANDXri"], SP, SCRATCH, -lay.realign & ((1 << 64) - 1)))
    else:
        more = add_imm(SP, SP, -(n - s))
        seq += more
        if more and not has_fp:
            note_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=n))
    entry = mf.blocks[0]
    for k, mi in enumerate(seq):
        entry.insert(k, mi)


def emit_epilogue(mf: MachineFunction, block: MachineBasicBlock, index: int,
                  lay: FrameLayout) -> None:
    n = lay.stack_size
    if n == 0:
        return
    s = _saved_area(lay)
    seq: list[MachineInstr] = []
    if lay.uses_fp:
        seq += add_imm(SP, FP, -(s - 16)) or [_mi(I["MOVXsp"], SP, FP)]
    else:
        seq += add_imm(SP, SP, n - s)
    at_sp = CFI("def_cfa", dwarf_number(SP), s)        # CFA = sp + s from here on
    if seq:
        note_epilogue_cfi(mf, seq[-1], at_sp)
    loads = _save_restore(lay, s, store=False)
    if loads:
        seq += loads
        note_epilogue_cfi(mf, seq[-1], *([] if len(seq) > len(loads) else [at_sp]),
                          *(CFI("restore", dwarf_number(r)) for r, _ in lay.saved))
    last = add_imm(SP, SP, s)
    if last:
        seq += last
        note_epilogue_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=0))
    for k, mi in enumerate(seq):
        block.insert(index + k, mi)


def lower_call_frame_pseudos(mf: MachineFunction, lay: FrameLayout) -> None:
    """Delete ADJCALLSTACKDOWN/UP (reserved call frame) or make them move sp."""
    pending: list[int] = []
    for b in mf.blocks:
        out: list[MachineInstr] = []
        for mi in b.instrs:
            if mi.instr is I["ADJCALLSTACKDOWN"] or mi.instr is I["ADJCALLSTACKUP"]:
                down = mi.instr is I["ADJCALLSTACKDOWN"]
                if down:
                    amount = align_up(mi.ops[0], STACK_ALIGN)
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


# --------------------------------------------------------------------------- frame indexes

def frame_location(mf: MachineFunction, lay: FrameLayout, index: int) -> tuple[Reg, int]:
    """Base register and offset of frame object `index` (x29 = CFA - 16)."""
    obj = mf.frame.objects[index]
    n = lay.stack_size
    if obj.fixed:
        cfa_off = lay.cfa_offsets[index]
        return (FP, cfa_off + 16) if lay.uses_fp else (SP, n + cfa_off)
    sp_off = lay.sp_offsets[index]
    if mf.frame.has_dynamic_alloca:
        return FP, sp_off - n + 16
    return SP, sp_off


def _unscaled_of(instr: Any) -> Any:
    name = instr.name
    if name.endswith("ui"):
        return I.get(name[:-2] + "ur")
    return None


# Instr -> (its operand names, the index of its `off`/`imm` operand or None): once per
# record, not per frame access
_OPERAND_NAMES: dict[Instr, tuple[list[str], int | None]] = {}


def eliminate_frame_index(mf: MachineFunction, mi: MachineInstr, lay: FrameLayout
                          ) -> list[MachineInstr]:
    info = _OPERAND_NAMES.get(mi.instr)
    if info is None:
        names = [o.name for o in mi.instr.operands]
        imm_i = None
        for key in ("off", "imm"):
            if key in names:
                imm_i = names.index(key)
                break
        info = _OPERAND_NAMES[mi.instr] = (names, imm_i)
    names, imm_i = info
    fixups: list[MachineInstr] = []
    scratch_taken = False
    for i, op in enumerate(mi.ops):
        if op.__class__ is not FrameIndex:      # (FrameIndex has no subclasses)
            continue
        base, off = frame_location(mf, lay, op.index)
        off += op.offset
        kind = mi.instr.operands[i].kind
        if names[i] == "rn" and imm_i is not None and isinstance(mi.ops[imm_i], int):
            total = off + mi.ops[imm_i]
            if mi.instr.operands[imm_i].kind.fits(total):
                mi.ops[i], mi.ops[imm_i] = base, total
                continue
            ur = _unscaled_of(mi.instr)
            if ur is not None and SIMM9.fits(total):
                mi.instr = ur
                mi.ops[i], mi.ops[imm_i] = base, total
                continue
            if scratch_taken:
                raise UnsupportedError(f"{mf.name}: two far frame indexes in {mi!r}")
            scratch_taken = True
            fixups += add_imm(SCRATCH, base, total) or [_mi(I["MOVXsp"], SCRATCH, base)]
            mi.ops[i], mi.ops[imm_i] = SCRATCH, 0
        elif isinstance(kind, RegClass) or kind == "anyreg":
            if scratch_taken:
                raise UnsupportedError(f"{mf.name}: two frame addresses in {mi!r}")
            scratch_taken = True
            fixups += add_imm(SCRATCH, base, off) or [_mi(I["MOVXsp"], SCRATCH, base)]
            mi.ops[i] = SCRATCH
        else:
            raise UnsupportedError(f"{mf.name}: frame index in operand '{names[i]}' of "
                                   f"{mi.instr.name} (expected a base register operand)")
    return fixups


class A64FrameLowering(FrameLowering):
    """AAPCS64 frames: the frame record {x29, x30} for functions that call or need a
    frame pointer, then the callee-saved registers in pairs."""
    stack_align = STACK_ALIGN

    def fixed_saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        return [LR, FP] if self.has_calls(mf) or lay.uses_fp else []   # CFA-8, CFA-16

    def saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        return self.fixed_saved_registers(mf, lay) + [
            r for r in mf.frame.callee_saved_used if r is not FP and r is not LR]

    emit_prologue = staticmethod(emit_prologue)
    emit_epilogue = staticmethod(emit_epilogue)
    lower_call_frame_pseudos = staticmethod(lower_call_frame_pseudos)
    frame_location = staticmethod(frame_location)
    eliminate_frame_index = staticmethod(eliminate_frame_index)


FRAME_LOWERING = A64FrameLowering()
