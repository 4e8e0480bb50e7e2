"""Call frame sections for `-filetype=obj`: `.debug_frame` (DWARF 4, 6.4 "Call Frame
Information") and `.eh_frame` (the LSB's "Exception Frames": the same CIE/FDE records
with a 0 CIE id, a self-relative CIE pointer, augmentation "zR" and PC-relative
4-byte FDE addresses, DW_EH_PE_pcrel | DW_EH_PE_sdata4).

Contract:
  requires  per function its section, start, size and CFI rules at code offsets
            (FunctionDebug.cfi, from codegen/cfi.rules_in_layout) and the target's CIE;
  produces  the section's bytes and relocations: `.debug_frame` addresses with the
            pointer-size data relocation and the CIE pointer with the 4-byte one;
            `.eh_frame` FDE addresses with the target's 4-byte PC-relative data
            relocation (R_X86_64_PC32, R_AARCH64_PREL32, R_RISCV_32_PCREL,
            R_SPARC_DISP32), everything else constant. Records are padded with DW_CFA_nop
            as GNU as pads them (the relocation offsets then agree with its object's).
RISC-V: pyllc's code is final when it is written (no R_RISCV_RELAX), so the
DW_CFA_advance_loc deltas are constants (llc writes SET6/SUB6 pairs); code ranges are
ADD32/SUB32 pairs, as GNU as writes them for our `.s` (the same value once linked).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pyllc.codegen.cfi import CFI, CIE
from pyllc.mc.dwarf_enc import SectionWriter, sleb, uleb

DW_CFA_advance_loc, DW_CFA_offset = 0x40, 0x80
DW_CFA_advance_loc1, DW_CFA_advance_loc2, DW_CFA_advance_loc4 = 0x02, 0x03, 0x04
DW_CFA_offset_extended_sf, DW_CFA_register = 0x11, 0x09
DW_CFA_def_cfa, DW_CFA_def_cfa_register, DW_CFA_def_cfa_offset = 0x0C, 0x0D, 0x0E
DW_CFA_GNU_window_save = 0x2D
DW_CFA_restore, DW_CFA_restore_extended = 0xC0, 0x06
DW_CFA_remember_state, DW_CFA_restore_state = 0x0A, 0x0B
DW_EH_PE_pcrel_sdata4 = 0x1B


def rule_bytes(r: CFI, cie: CIE) -> bytes:
    """One CFA instruction (empty when an offset is not a multiple of data_align)."""
    k = r.kind
    if k == "def_cfa_offset":
        return bytes([DW_CFA_def_cfa_offset]) + uleb(r.offset)
    if k == "def_cfa":
        return bytes([DW_CFA_def_cfa]) + uleb(r.reg) + uleb(r.offset)
    if k == "def_cfa_register":
        return bytes([DW_CFA_def_cfa_register]) + uleb(r.reg)
    if k == "register":
        return bytes([DW_CFA_register]) + uleb(r.reg) + uleb(r.reg2)
    if k == "window_save":
        return bytes([DW_CFA_GNU_window_save])
    if k == "remember_state":
        return bytes([DW_CFA_remember_state])
    if k == "restore_state":
        return bytes([DW_CFA_restore_state])
    if k == "restore":
        if r.reg < 64:
            return bytes([DW_CFA_restore | r.reg])
        return bytes([DW_CFA_restore_extended]) + uleb(r.reg)
    # "offset": the factored offset (offset / data_align)
    if r.offset % cie.data_align:
        return b""                          # not representable factored: no rule
    factored = r.offset // cie.data_align
    if factored >= 0 and r.reg < 64:
        return bytes([DW_CFA_offset | r.reg]) + uleb(factored)
    return bytes([DW_CFA_offset_extended_sf]) + uleb(r.reg) + sleb(factored)


def _advance(delta: int, cie: CIE, order: Any) -> bytes:
    d = delta // cie.code_align
    if d == 0:
        return b""
    if d < 64:
        return bytes([DW_CFA_advance_loc | d])
    if d < 256:
        return bytes([DW_CFA_advance_loc1, d])
    if d < 65536:
        return bytes([DW_CFA_advance_loc2]) + d.to_bytes(2, order)
    return bytes([DW_CFA_advance_loc4]) + d.to_bytes(4, order)


def _initial_rules(cie: CIE) -> bytes:
    out = bytes([DW_CFA_def_cfa]) + uleb(cie.cfa_reg) + uleb(cie.cfa_offset)
    if cie.ra_offset is not None:
        out += rule_bytes(CFI("offset", cie.ra_reg, cie.ra_offset), cie)
    return out


def _instructions(w: SectionWriter, fn: Any, cie: CIE) -> None:
    pc = fn.start
    for at, rules in fn.cfi:
        w.data += _advance(at - pc, cie, w.order)
        pc = at
        for r in rules:
            w.data += rule_bytes(r, cie)


def write_debug_frame(w: SectionWriter, cie: CIE, functions: Sequence[Any],
                      addr_size: int) -> None:
    """`.debug_frame`: one CIE (id 0xffffffff, version 1, no augmentation), one FDE
    per function."""
    w.num(0, 4)
    w.num(0xFFFFFFFF, 4)                      # CIE_id
    w.data += bytes([1]) + b"\0"              # version 1, no augmentation
    w.data += uleb(cie.code_align) + sleb(cie.data_align) + bytes([cie.ra_reg])
    w.data += _initial_rules(cie)
    w.pad(0, addr_size)
    w.patch(0, len(w.data) - 4)
    for f in functions:
        start = len(w.data)
        w.num(0, 4)                            # length, patched
        w.ref(w.name, 0, 4)                    # the CIE's section offset
        w.ref(f.section, f.start, addr_size)
        w.num(f.size, addr_size)
        _instructions(w, f, cie)
        w.pad(start, addr_size)
        w.patch(start, len(w.data) - start - 4)


def write_eh_frame(w: SectionWriter, cie: CIE, functions: Sequence[Any], addr_size: int,
                   pcrel32: str, range_relocs: tuple[str, str] | None = None) -> None:
    """`.eh_frame`: one CIE (id 0, version 1, "zR": FDE addresses pcrel sdata4), one
    FDE per function; `pcrel32` is the target's 4-byte PC-relative data relocation;
    `range_relocs` (RISC-V: ADD32, SUB32) makes each code range a relocation pair
    end - start, as GNU as writes it for code that linker relaxation may shrink.
    Records are padded to 4 bytes and the last one to end the section on a multiple
    of the pointer size, as GNU as lays them out."""
    w.num(0, 4)
    w.num(0, 4)                               # CIE_id 0
    w.data += bytes([1]) + b"zR\0"
    w.data += uleb(cie.code_align) + sleb(cie.data_align) + bytes([cie.ra_reg])
    w.data += uleb(1) + bytes([DW_EH_PE_pcrel_sdata4])
    w.data += _initial_rules(cie)
    w.pad(0, 4)
    w.patch(0, len(w.data) - 4)
    for k, f in enumerate(functions):
        start = len(w.data)
        w.num(0, 4)                            # length, patched
        w.num(start + 4, 4)                    # CIE pointer: back to offset 0
        w.ref(f.section, f.start, 4, pcrel32)  # pc_begin, PC-relative
        if range_relocs is None:
            w.num(f.size, 4)                   # pc_range
        else:
            w.obj.add_reloc(w.name, len(w.data), range_relocs[0], f.section, f.start + f.size)
            w.ref(f.section, f.start, 4, range_relocs[1])
        w.data += uleb(0)                      # augmentation data length
        _instructions(w, f, cie)
        w.pad(start, 4)
        if k == len(functions) - 1:
            w.pad(0, addr_size)
        w.patch(start, len(w.data) - start - 4)


__all__ = ["rule_bytes", "write_debug_frame", "write_eh_frame"]
