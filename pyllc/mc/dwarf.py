"""DWARF 4 debug sections for `-filetype=obj`: `.debug_abbrev`, `.debug_info`,
`.debug_str`, `.debug_line` and `.debug_frame` (DWARF 4 standard, sections 6.2 "Line
Number Information", 6.4 "Call Frame Information", 7 "Data Representation").

Contract:
  requires  the functions the assembler laid out, each as a `FunctionDebug` (section,
            start, size, line rows from codegen/debugloc.LineSteps, CFI rules at code
            offsets) and the module's `ModuleDebugInfo`;
  produces  the five sections (kind "debug": not loaded by pylli) in the ObjectFile,
            with relocations against section symbols (the section's name): code
            addresses with the target's pointer-size data relocation (R_X86_64_64,
            R_AARCH64_ABS64, R_RISCV_64, R_SPARC_32 or its unaligned form R_SPARC_UA32),
            section offsets with the 4-byte one (R_X86_64_32, R_AARCH64_ABS32, R_RISCV_32).
Lengths and address deltas are constants: pyllc's code is final when it is written (no
linker relaxation: its RISC-V objects carry no R_RISCV_RELAX), so RISC-V needs no
ADD/SUB relocation pairs here.

The compile unit holds producer, language, name, comp_dir, stmt_list and, when all
code is in one section, low_pc/high_pc; one DW_TAG_subprogram per function with a
DISubprogram (name, decl_file, decl_line, low_pc, high_pc, external).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pyllc.codegen.cfi import CFI, CIE
from pyllc.codegen.debugloc import ModuleDebugInfo, SubprogramInfo
from pyllc.mc.objfile import ObjectFile


@dataclass(slots=True)
class FunctionDebug:
    name: str
    section: str
    start: int
    size: int
    external: bool
    subprogram: SubprogramInfo | None
    rows: list[tuple[int, int, int, int, bool]] = field(default_factory=list)
    # ^ (section offset, file, line, column, prologue_end)
    cfi: list[tuple[int, list[CFI]]] = field(default_factory=list)   # (section offset, rules)


def uleb(v: int) -> bytes:
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def sleb(v: int) -> bytes:
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if (v == 0 and not b & 0x40) or (v == -1 and b & 0x40):
            out.append(b)
            return bytes(out)
        out.append(b | 0x80)


class _Writer:
    """Bytes of one debug section plus its relocations."""

    def __init__(self, obj: ObjectFile, name: str, big: bool, relocs: dict[int, str]) -> None:
        self.obj = obj
        self.name = name
        self.order: Literal["big", "little"] = "big" if big else "little"
        self.relocs = relocs
        self.data = bytearray()

    def num(self, v: int, size: int) -> None:
        self.data += (v % (1 << (8 * size))).to_bytes(size, self.order)

    def ref(self, section: str, offset: int, size: int) -> None:
        """A relocated `size`-byte value: section `section`'s address + offset."""
        self.obj.add_reloc(self.name, len(self.data), self.relocs[size], section, offset)
        self.num(0, size)

    def patch(self, at: int, v: int, size: int = 4) -> None:
        self.data[at:at + size] = v.to_bytes(size, self.order)


# DW_TAG / DW_AT / DW_FORM codes (DWARF 4, 7.5)
_TAG_CU, _TAG_SUBPROGRAM = 0x11, 0x2E
_AT = dict(name=0x03, stmt_list=0x10, low_pc=0x11, high_pc=0x12, language=0x13,
           comp_dir=0x1B, producer=0x25, decl_file=0x3A, decl_line=0x3B, external=0x3F)
_FORM = dict(addr=0x01, data2=0x05, data4=0x06, udata=0x0F, strp=0x0E, flag=0x0C, sec_offset=0x17)
_CU_ATTRS = [("producer", "strp"), ("language", "data2"), ("name", "strp"),
             ("stmt_list", "sec_offset"), ("comp_dir", "strp")]
_PC_ATTRS = [("low_pc", "addr"), ("high_pc", "data4")]
_SP_ATTRS = [("name", "strp"), ("decl_file", "udata"), ("decl_line", "udata"),
             ("external", "flag"), *_PC_ATTRS]


def _abbrev(code: int, tag: int, children: bool, attrs: list[tuple[str, str]]) -> bytes:
    out = uleb(code) + uleb(tag) + bytes([1 if children else 0])
    for a, f in attrs:
        out += uleb(_AT[a]) + uleb(_FORM[f])
    return out + b"\0\0"


def write_debug_sections(obj: ObjectFile, info: ModuleDebugInfo, functions: list[FunctionDebug],
                         cie: CIE | None, addr_size: int, relocs: dict[int, str]) -> None:
    """Add the debug sections for `functions` to `obj` (see the module docstring)."""
    big = obj.big_endian

    def writer(name: str) -> _Writer:
        return _Writer(obj, name, big, relocs)

    strs = writer(".debug_str")
    str_at: dict[str, int] = {}

    def strp(w: _Writer, s: str) -> None:
        off = str_at.get(s)
        if off is None:
            off = str_at[s] = len(strs.data)
            strs.data += s.encode() + b"\0"
        w.ref(".debug_str", off, 4)

    line = _line_program(writer(".debug_line"), info, functions, addr_size)
    sections = {f.section for f in functions}
    one_section = len(sections) == 1

    abbrev = writer(".debug_abbrev")
    abbrev.data += _abbrev(1, _TAG_CU, True, _CU_ATTRS + (_PC_ATTRS if one_section else []))
    abbrev.data += _abbrev(2, _TAG_SUBPROGRAM, False, _SP_ATTRS) + b"\0"

    di = writer(".debug_info")
    di.num(0, 4)                              # unit_length, patched
    di.num(4, 2)                              # version
    di.ref(".debug_abbrev", 0, 4)
    di.num(addr_size, 1)
    di.data += uleb(1)
    strp(di, info.producer)
    di.num(info.language, 2)
    strp(di, info.name)
    di.ref(".debug_line", 0, 4)
    strp(di, info.comp_dir)
    if one_section:
        lo = min((f.start for f in functions), default=0)
        hi = max((f.start + f.size for f in functions), default=0)
        di.ref(next(iter(sections)), lo, addr_size)
        di.num(hi - lo, 4)
    for f in functions:
        sp = f.subprogram
        if sp is None:
            continue
        di.data += uleb(2)
        strp(di, sp.name)
        di.data += uleb(sp.file) + uleb(max(sp.line, 0))
        di.num(1 if f.external else 0, 1)
        di.ref(f.section, f.start, addr_size)
        di.num(f.size, 4)
    di.data += b"\0"                          # end of the compile unit's children
    di.patch(0, len(di.data) - 4)

    frame = writer(".debug_frame")
    if cie is not None:
        _frames(frame, cie, functions, addr_size)
    for w in (abbrev, di, line, strs, frame):
        if w.data:
            sec = obj.section(w.name, "debug", 1)
            sec.append(w.data)


# ------------------------------------------------------------------------ .debug_line

_LINE_BASE, _LINE_RANGE, _OPCODE_BASE = -5, 14, 13
_STD_LENGTHS = bytes([0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1])
DW_LNS_copy, DW_LNS_advance_pc, DW_LNS_advance_line, DW_LNS_set_file = 1, 2, 3, 4
DW_LNS_set_column, DW_LNS_set_prologue_end = 5, 10
DW_LNE_end_sequence, DW_LNE_set_address = 1, 2


def _line_program(w: _Writer, info: ModuleDebugInfo, functions: list[FunctionDebug],
                  addr_size: int) -> _Writer:
    w.num(0, 4)                               # unit_length, patched
    w.num(4, 2)                               # version 4
    w.num(0, 4)                               # header_length, patched
    header_start = len(w.data)
    w.data += bytes([1, 1, 1, _LINE_BASE & 0xFF, _LINE_RANGE, _OPCODE_BASE]) + _STD_LENGTHS
    dirs: dict[str, int] = {info.comp_dir: 0}
    for d, _ in info.files:
        if d not in dirs:
            dirs[d] = len(dirs)
            w.data += d.encode() + b"\0"
    w.data += b"\0"
    for d, name in info.files:
        w.data += name.encode() + b"\0" + uleb(dirs[d]) + b"\0\0"
    w.data += b"\0"
    w.patch(6, len(w.data) - header_start)
    for f in functions:
        if not f.rows:
            continue
        w.data += b"\0" + uleb(1 + addr_size) + bytes([DW_LNE_set_address])
        w.ref(f.section, f.start, addr_size)
        addr, file, line, col = f.start, 1, 1, 0
        for at, r_file, r_line, r_col, prologue_end in f.rows:
            if r_file != file:
                w.data += bytes([DW_LNS_set_file]) + uleb(r_file)
                file = r_file
            if r_col != col:
                w.data += bytes([DW_LNS_set_column]) + uleb(r_col)
                col = r_col
            if prologue_end:
                w.data.append(DW_LNS_set_prologue_end)
            if r_line != line:
                w.data += bytes([DW_LNS_advance_line]) + sleb(r_line - line)
                line = r_line
            if at != addr:
                w.data += bytes([DW_LNS_advance_pc]) + uleb(at - addr)
                addr = at
            w.data.append(DW_LNS_copy)
        end = f.start + f.size
        if end != addr:
            w.data += bytes([DW_LNS_advance_pc]) + uleb(end - addr)
        w.data += b"\0" + uleb(1) + bytes([DW_LNE_end_sequence])
    w.patch(0, len(w.data) - 4)
    return w


# ----------------------------------------------------------------------- .debug_frame

DW_CFA_advance_loc, DW_CFA_offset = 0x40, 0x80
DW_CFA_advance_loc1, DW_CFA_advance_loc2, DW_CFA_advance_loc4 = 0x02, 0x03, 0x04
DW_CFA_offset_extended_sf, DW_CFA_register = 0x11, 0x09
DW_CFA_def_cfa, DW_CFA_def_cfa_register, DW_CFA_def_cfa_offset = 0x0C, 0x0D, 0x0E
DW_CFA_GNU_window_save = 0x2D
DW_CFA_restore, DW_CFA_restore_extended = 0xC0, 0x06
DW_CFA_remember_state, DW_CFA_restore_state = 0x0A, 0x0B


def _rule(r: CFI, cie: CIE) -> bytes:
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


def _advance(delta: int, cie: CIE) -> bytes:
    d = delta // cie.code_align
    if d == 0:
        return b""
    if d < 64:
        return bytes([DW_CFA_advance_loc | d])
    if d < 256:
        return bytes([DW_CFA_advance_loc1, d])
    if d < 65536:
        return bytes([DW_CFA_advance_loc2]) + d.to_bytes(2, "big")   # patched below
    return bytes([DW_CFA_advance_loc4]) + d.to_bytes(4, "big")


def _frames(w: _Writer, cie: CIE, functions: list[FunctionDebug], addr_size: int) -> None:
    body = bytearray(b"\xff\xff\xff\xff")     # CIE_id
    body += bytes([1]) + b"\0"                # version 1, no augmentation
    body += uleb(cie.code_align) + sleb(cie.data_align) + bytes([cie.ra_reg])
    body += bytes([DW_CFA_def_cfa]) + uleb(cie.cfa_reg) + uleb(cie.cfa_offset)
    if cie.ra_offset is not None:
        body += _rule(CFI("offset", cie.ra_reg, cie.ra_offset), cie)
    body += bytes(-(len(body) + 4) % addr_size)         # DW_CFA_nop padding
    w.num(len(body), 4)
    w.data += body
    for f in functions:
        start = len(w.data)
        w.num(0, 4)                            # length, patched
        w.ref(".debug_frame", 0, 4)            # the CIE
        w.ref(f.section, f.start, addr_size)
        w.num(f.size, addr_size)
        pc = f.start
        for at, rules in f.cfi:
            adv = _advance(at - pc, cie)
            if len(adv) > 2:                   # 2- and 4-byte deltas in the section's order
                n = len(adv) - 1
                adv = adv[:1] + int.from_bytes(adv[1:], "big").to_bytes(n, w.order)
            w.data += adv
            pc = at
            for r in rules:
                w.data += _rule(r, cie)
        w.data += bytes(-(len(w.data) - start) % addr_size)
        w.patch(start, len(w.data) - start - 4)


__all__ = ["FunctionDebug", "write_debug_sections", "uleb", "sleb"]
