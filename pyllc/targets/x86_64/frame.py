"""x86-64 frame lowering: the target half of codegen/prologue.py.

The CFA is DWARF's for x86-64: the value of rsp *before* the call instruction, i.e.
entry rsp + 8. The generic layout measures the top region down from it, so the return
address is the first "saved register" (the pseudo register RIP, already stored by the
call) and `stack_size` N, a multiple of 16, brings rsp from the CFA to a 16-byte aligned
value, which is what calls need (ABI 3.2.2 "The Stack Frame"):

      CFA + 8k      incoming stack argument k (fixed objects: offset from the CFA)
      CFA           +----------------------+  <- rsp before the caller's call
      CFA - 8       | return address       |  (pushed by the call)
      CFA - 16      | saved rbp            |  only with a frame pointer: rbp = CFA - 16
      CFA - 24 ...  | callee-saved (pushq) |  rbx r12-r15 the allocator used
                    | locals, spill slots  |
                    | outgoing arguments   |  at 0(%rsp), max_call_frame bytes
      CFA - N       +----------------------+  <- rsp after the prologue (16-aligned)

Prologue: `pushq %rbp; movq %rsp, %rbp` (frame pointer), `pushq` each callee-saved
register, `subq $rest, %rsp` (`andq $-align, %rsp` for over-aligned objects).
Epilogue: `leaq -8k(%rbp), %rsp` or `addq $rest, %rsp`, `popq` in reverse, `popq %rbp`.
The frame pointer is set up only for dynamic allocas / stacksave and over-aligned
objects; rbp stays reserved in every function (registers.py).

Frame indexes appear only as the `base` operand of a memory form; elimination puts rsp
(or rbp) there and adds the offset to `disp`. x86 needs no scratch register for this:
every offset fits the 32-bit displacement (frames beyond 2 GiB are an error).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.cfi import CFI, CIE, note_cfi, note_epilogue_cfi
from pyllc.codegen.frame_layout import FrameLayout
from pyllc.codegen.mir import FrameIndex, MachineBasicBlock, MachineFunction, MachineInstr
from pyllc.codegen.records import Instr, Reg
from pyllc.codegen.target import FrameLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.registers import RBP, RIP, RSP

STACK_ALIGN = 16

# DWARF register numbers (psABI 3.6.2, "DWARF Register Number Mapping"): rax rdx rcx rbx
# rsi rdi rbp rsp r8-r15 = 0-15, the return address (rip) 16, xmm0-15 = 17-32
_DWARF = {n: i for i, n in enumerate("rax rdx rcx rbx rsi rdi rbp rsp".split())}
_DWARF.update({f"r{n}": n for n in range(8, 16)}, rip=16)
_DWARF.update({f"xmm{n}": 17 + n for n in range(16)})
# at entry: CFA = rsp + 8, the return address at CFA - 8
DWARF_CIE = CIE(code_align=1, data_align=-8, ra_reg=16, cfa_reg=7, cfa_offset=8, ra_offset=-8)


def dwarf_number(reg: Reg) -> int:
    return _DWARF[reg.name]












def _mi(instr: Any, *ops: Any) -> MachineInstr:
    return MachineInstr(instr, list(ops))


def _pushed(lay: FrameLayout) -> list[Reg]:
    return [r for r, _ in lay.saved if r is not RIP]


def _is_empty(mf: MachineFunction, lay: FrameLayout) -> bool:
    """No locals, no spills, no calls: rsp never has to move."""
    return (not any(not o.fixed for o in mf.frame.objects) and not FRAME_LOWERING.has_calls(mf)
            and not mf.frame.max_call_frame and not lay.realign)


def _rest(mf: MachineFunction, lay: FrameLayout) -> int:
    """Bytes subtracted from rsp after the pushes."""
    if _is_empty(mf, lay):
        return 0
    return lay.stack_size - 8 * len(lay.saved)


def emit_prologue(mf: MachineFunction, lay: FrameLayout) -> None:
    if lay.realign and mf.frame.has_dynamic_alloca:
        raise UnsupportedError(f"{mf.name}: over-aligned stack objects together with "
                               "dynamic alloca need a base pointer, which is not supported")
    seq: list[MachineInstr] = []
    cfa = 8                      # CFA - rsp, while the CFA is rsp-based
    cfa_on_rbp = False
    slots = dict(lay.saved)
    for r in _pushed(lay):
        seq.append(_mi(I.PUSH64r, r))
        rules = [CFI("offset", dwarf_number(r), slots[r])]
        if not cfa_on_rbp:
            cfa += 8
            rules.insert(0, CFI("def_cfa_offset", offset=cfa))
        note_cfi(mf, seq[-1], *rules)
        if r is RBP:
            seq.append(_mi(I.MOV64rr, RBP, RSP))
            note_cfi(mf, seq[-1], CFI("def_cfa_register", dwarf_number(RBP)))
            cfa_on_rbp = True
    rest = _rest(mf, lay)
    if rest:
        seq.append(_mi(I.SUB64ri_sp, rest))
        if not cfa_on_rbp:
            note_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=cfa + rest))
    if lay.realign:
        seq.append(_mi(I.AND64ri_sp, -lay.realign))
    entry = mf.blocks[0]
    for k, mi in enumerate(seq):
        entry.insert(k, mi)


def emit_epilogue(mf: MachineFunction, block: MachineBasicBlock, index: int,
                  lay: FrameLayout) -> None:
    pushed = _pushed(lay)
    seq: list[MachineInstr] = []
    cfa = 8 + 8 * len(pushed)    # CFA - rsp after the add (without a frame pointer)
    if lay.uses_fp:
        after_rbp = len(pushed) - 1 - pushed.index(RBP)
        seq.append(_mi(I.LEA64r, RSP, RBP, -8 * after_rbp))
    else:
        rest = _rest(mf, lay)
        if rest:
            seq.append(_mi(I.ADD64ri_sp, rest))
            note_epilogue_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=cfa))
    for r in reversed(pushed):
        seq.append(_mi(I.POP64r, r))
        cfa -= 8
        if r is RBP:
            note_epilogue_cfi(mf, seq[-1], CFI("def_cfa", dwarf_number(RSP), cfa))
        elif not lay.uses_fp:
            note_epilogue_cfi(mf, seq[-1], CFI("def_cfa_offset", offset=cfa))
    for k, mi in enumerate(seq):
        block.insert(index + k, mi)


def lower_call_frame_pseudos(mf: MachineFunction, lay: FrameLayout) -> None:
    """Delete ADJCALLSTACKDOWN64/UP64 (reserved call frame) or make them move rsp."""
    for b in mf.blocks:
        out: list[MachineInstr] = []
        for mi in b.instrs:
            if mi.instr is I.ADJCALLSTACKDOWN64 or mi.instr is I.ADJCALLSTACKUP64:
                amount = (mi.ops[0] + STACK_ALIGN - 1) // STACK_ALIGN * STACK_ALIGN
                if not lay.reserved_call_frame and amount:
                    rec = I.SUB64ri_sp if mi.instr is I.ADJCALLSTACKDOWN64 else I.ADD64ri_sp
                    new = _mi(rec, amount)
                    new.parent = b
                    out.append(new)
                continue
            out.append(mi)
        b.instrs = out


def frame_location(mf: MachineFunction, lay: FrameLayout, index: int) -> tuple[Reg, int]:
    """Base register and offset of frame object `index`."""
    obj = mf.frame.objects[index]
    n = lay.stack_size
    empty = lay.info.get("x86_empty")     # fixed once the layout is made: asked once
    if empty is None:
        empty = lay.info["x86_empty"] = _is_empty(mf, lay)
    if empty:
        n = 8 * len(lay.saved)                 # rsp = CFA - 8 * (return address + pushes)
    if obj.fixed:
        cfa_off = lay.cfa_offsets[index]
        return (RBP, cfa_off + 16) if lay.uses_fp else (RSP, n + cfa_off)
    sp_off = lay.sp_offsets[index]
    if mf.frame.has_dynamic_alloca:
        return RBP, sp_off - n + 16
    return RSP, sp_off


# Instr -> (its operand names, the index of `disp` or None): once per record, not per
# frame access
_OPERAND_NAMES: dict[Instr, tuple[list[str], int | None]] = {}


def eliminate_frame_index(mf: MachineFunction, mi: MachineInstr, lay: FrameLayout
                          ) -> list[MachineInstr]:
    info = _OPERAND_NAMES.get(mi.instr)
    if info is None:
        names = [o.name for o in mi.instr.operands]
        info = _OPERAND_NAMES[mi.instr] = (names, names.index("disp") if "disp" in names else None)
    names, d = info
    for i, op in enumerate(mi.ops):
        if op.__class__ is not FrameIndex:      # (FrameIndex has no subclasses)
            continue
        if names[i] != "base" or d is None:
            raise UnsupportedError(f"{mf.name}: frame index in operand '{names[i]}' of "
                                   f"{mi.instr.name} (expected a memory base operand)")
        base, off = frame_location(mf, lay, op.index)
        total = off + op.offset + mi.ops[d]
        if not -(1 << 31) <= total < (1 << 31):
            raise UnsupportedError(f"{mf.name}: stack offset {total} does not fit 32 bits")
        mi.ops[i], mi.ops[d] = base, total
    return []


class X86FrameLowering(FrameLowering):
    """SysV frames: the return address is the first saved slot, rbp when it is the
    frame pointer, then the callee-saved registers pushed."""
    stack_align = STACK_ALIGN

    def fixed_saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        return [RIP, RBP] if lay.uses_fp else [RIP]

    def saved_registers(self, mf: MachineFunction, lay: FrameLayout) -> list[Reg]:
        return self.fixed_saved_registers(mf, lay) + [
            r for r in mf.frame.callee_saved_used if r is not RBP]

    emit_prologue = staticmethod(emit_prologue)
    emit_epilogue = staticmethod(emit_epilogue)
    lower_call_frame_pseudos = staticmethod(lower_call_frame_pseudos)
    frame_location = staticmethod(frame_location)
    eliminate_frame_index = staticmethod(eliminate_frame_index)


FRAME_LOWERING = X86FrameLowering()
