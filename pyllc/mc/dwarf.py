"""DWARF 4 debug sections for `-filetype=obj`: `.debug_abbrev`, `.debug_info`,
`.debug_str`, `.debug_line` and `.debug_ranges` (DWARF 4 standard, sections 6.2 "Line
Number Information", 7 "Data Representation"); the frame sections are mc/dwarf_frame.py's.

Contract:
  requires  the functions the assembler laid out, each as a `FunctionDebug` (section,
            start, size, line rows from codegen/debugloc.LineSteps, CFI rules at code
            offsets) and the module's `ModuleDebugInfo`;
  produces  those sections (kind "debug": not loaded by pylli) in the ObjectFile,
            with relocations against section symbols (the section's name; a global
            variable's location against its symbol): code
            addresses with the target's pointer-size data relocation (R_X86_64_64,
            R_AARCH64_ABS64, R_RISCV_64, R_SPARC_32 or its unaligned form R_SPARC_UA32),
            section offsets with the 4-byte one (R_X86_64_32, R_AARCH64_ABS32, R_RISCV_32).
Lengths and address deltas are constants: pyllc's code is final when it is written (no
linker relaxation: its RISC-V objects carry no R_RISCV_RELAX), so RISC-V needs no
ADD/SUB relocation pairs here.

The compile unit's DIEs (mc/dwarf_info.py: the unit, global variables, subprograms with
their parameters, local variables and lexical blocks, and the types they name) are
encoded by mc/dwarf_die.py with one abbreviation per distinct DIE shape; lexical blocks
with scattered code get `.debug_ranges` lists.
"""
from __future__ import annotations

from pyllc.codegen.cfi import CFI
from pyllc.codegen.debugloc import ModuleDebugInfo, SubprogramInfo
from pyllc.ir.metadata import MDNode
from pyllc.mc.dwarf_die import write_unit
from pyllc.mc.dwarf_enc import SectionWriter, sleb, uleb
from pyllc.mc.dwarf_info import UnitBuilder
from pyllc.mc.dwarf_vars import VarLoc
from pyllc.mc.objfile import ObjectFile
from pyllc.record import field, record


@record(slots=True)
class FunctionDebug:
    name: str
    section: str
    start: int
    size: int
    external: bool
    subprogram: SubprogramInfo | None
    with_cfi: bool = False                 # has an FDE (codegen/cfi.CFIPlan.emits)
    sp_node: MDNode | None = None          # the DISubprogram
    variables: list[VarLoc] = field(default_factory=list)
    scopes: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    # ^ id(DILexicalBlock) -> [start, end) code ranges of instructions in that scope
    rows: list[tuple[int, int, int, int, bool]] = field(default_factory=list)
    # ^ (section offset, file, line, column, prologue_end)
    cfi: list[tuple[int, list[CFI]]] = field(default_factory=list)   # (section offset, rules)


def write_debug_sections(obj: ObjectFile, info: ModuleDebugInfo, functions: list[FunctionDebug],
                         globals_: list[tuple[MDNode, str]], addr_size: int,
                         relocs: dict[int, str]) -> None:
    """Add the debug sections for `functions` and the global variables `globals_`
    ((DIGlobalVariableExpression, symbol) pairs) to `obj` (see the module docstring)."""
    big = obj.big_endian

    def writer(name: str) -> SectionWriter:
        return SectionWriter(obj, name, big, relocs)

    strs = writer(".debug_str")
    str_at: dict[str, int] = {}

    def strp(w: SectionWriter, s: str) -> None:
        off = str_at.get(s)
        if off is None:
            off = str_at[s] = len(strs.data)
            strs.data += s.encode() + b"\0"
        w.ref(".debug_str", off, 4)

    ranges = writer(".debug_ranges")
    root = UnitBuilder(info, addr_size, ranges).unit(functions, globals_)
    abbrev, di = writer(".debug_abbrev"), writer(".debug_info")
    write_unit(di, abbrev, root, addr_size, strp)
    # after the DIEs: their decl_file numbers may have added files to the table
    line = _line_program(writer(".debug_line"), info, functions, addr_size)
    for w in (abbrev, di, line, strs, ranges):
        if w.data:
            sec = obj.section(w.name, "debug", 1)
            sec.append(w.data)


# ------------------------------------------------------------------------ .debug_line

_LINE_BASE, _LINE_RANGE, _OPCODE_BASE = -5, 14, 13
_STD_LENGTHS = bytes([0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1])
DW_LNS_copy, DW_LNS_advance_pc, DW_LNS_advance_line, DW_LNS_set_file = 1, 2, 3, 4
DW_LNS_set_column, DW_LNS_set_prologue_end = 5, 10
DW_LNE_end_sequence, DW_LNE_set_address = 1, 2


def _line_program(w: SectionWriter, info: ModuleDebugInfo, functions: list[FunctionDebug],
                  addr_size: int) -> SectionWriter:
    w.num(0, 4)                               # unit_length, patched
    w.num(4, 2)                               # version 4
    w.num(0, 4)                               # header_length, patched
    header_start = len(w.data)
    w.data += bytes([1, 1, 1, _LINE_BASE & 0xFF, _LINE_RANGE, _OPCODE_BASE]) + _STD_LENGTHS
    # an empty directory means the compilation directory (entry 0): an empty string in
    # the include_directories list would end it
    dirs: dict[str, int] = {info.comp_dir: 0, "": 0}
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


__all__ = ["FunctionDebug", "write_debug_sections"]
