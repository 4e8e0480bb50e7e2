"""The assembler's half of debug info: from the laid-out machine code of each function,
the line rows (codegen/debugloc.LineSteps, the same rows as the `.loc` directives of
the `.s`) and the CFI rules at code offsets; recorded as `ObjectFile.line_rows` (for
`pylli --profile`) and, on request, written as DWARF sections (mc/dwarf.py) and call
frame sections (mc/dwarf_frame.py: `.eh_frame` and/or `.debug_frame` as
codegen/cfi.CFIPlan says, the sections GNU as makes of our `.s`).

Contract: inactive (every method a no-op, `enabled` False) for a module without debug
info whose functions need no CFI; never changes code, symbols or relocations of the
program itself.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.cfi import cfi_plan, rules_in_layout
from pyllc.codegen.debugloc import LineSteps, module_debug_info
from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.target import Target
from pyllc.mc.dwarf import FunctionDebug, write_debug_sections
from pyllc.mc.dwarf_enc import SectionWriter
from pyllc.mc.dwarf_frame import write_debug_frame, write_eh_frame
from pyllc.mc.dwarf_info import scope_blocks
from pyllc.mc.dwarf_vars import function_variables
from pyllc.mc.objfile import ObjectFile


class DebugCollector:
    def __init__(self, module: Any, target: Target, obj: ObjectFile,
                 force_dwarf_frame: bool = False,
                 symbol_of: Callable[[Any], str] | None = None) -> None:
        self.module = module
        self.symbol_of = symbol_of            # IR global -> its symbol in `obj`
        self.info = module_debug_info(module)
        self.plan = cfi_plan(module, self.info is not None, force_dwarf_frame)
        self.target = target
        self.obj = obj
        self.functions: list[FunctionDebug] = []
        self.steps = LineSteps(self.info) if self.info is not None else None

    @property
    def enabled(self) -> bool:
        return self.info is not None or self.plan.any

    def function(self, mf: MachineFunction, section: str, start: int, size: int,
                 external: bool, blocks: list[tuple[int, list[Any], list[int]]]) -> None:
        """Record one assembled function: `blocks` are (address, instructions, sizes)."""
        if not self.enabled:
            return
        steps = self.steps
        sp = steps.start(mf.ir_function) if steps is not None else None
        fd = FunctionDebug(mf.name, section, start, size, external, sp,
                           with_cfi=self.plan.emits(mf.ir_function))
        if sp is not None:
            fd.rows.append((start, sp.file, sp.scope_line, 0, False))
            fd.sp_node = mf.ir_function.metadata.get("dbg")
            fd.variables = function_variables(mf, self.target.callconv.stack_align)
        cfi = rules_in_layout(mf) if fd.with_cfi else None
        for addr, instrs, sizes in blocks:
            pc = addr
            for mi, n in zip(instrs, sizes):
                if steps is not None:
                    row = steps.step(mi)
                    if row is not None:
                        loc, first = row
                        fd.rows.append((pc, loc.file, loc.line, loc.col, first))
                    if fd.sp_node is not None and mi.loc is not None and n:
                        self._note_scope(fd, mi.loc, pc, pc + n)
                pc += n
                rules = cfi.get(mi) if cfi else None
                if rules:
                    fd.cfi.append((pc, rules))
        self.functions.append(fd)
        if self.info is None:
            return
        files = self.info.files
        for at, file, line, _, _ in fd.rows:
            d, name = files[file - 1]
            path = name if name.startswith("/") or not d else f"{d}/{name}"
            self.obj.line_rows.append((section, at, path, line))
        self.obj.line_rows.append((section, start + size, "", 0))

    @staticmethod
    def _note_scope(fd: FunctionDebug, inst: Any, start: int, end: int) -> None:
        """The code [start, end) belongs to every lexical block around `inst`'s location."""
        md = getattr(inst, "metadata", None)
        loc = md.get("dbg") if md else None
        if loc is None or getattr(loc, "kind", None) != "DILocation" or loc.get("inlinedAt"):
            return
        chain = scope_blocks(loc.get("scope"), fd.sp_node)
        for b in chain or ():
            ranges = fd.scopes.setdefault(id(b), [])
            if ranges and ranges[-1][1] == start:
                ranges[-1] = (ranges[-1][0], end)
            else:
                ranges.append((start, end))

    def _globals(self) -> list[tuple[Any, str]]:
        """(DIGlobalVariableExpression, symbol) of each global variable defined here."""
        out = []
        for gv in getattr(self.module, "globals", ()):
            node = (getattr(gv, "metadata", None) or {}).get("dbg")
            if getattr(node, "kind", None) != "DIGlobalVariableExpression" or gv.is_declaration:
                continue
            symbol = self.symbol_of(gv) if self.symbol_of is not None else None
            if symbol is None or symbol not in self.obj.symbols or gv.thread_local:
                continue                      # TLS: no DW_OP_addr location (it is per thread)
            out.append((node, symbol))
        return out

    def write_sections(self, ptr_size: int) -> None:
        """The DWARF sections (mc/dwarf.py) and frame sections (mc/dwarf_frame.py)."""
        rel = self.target.mc.relocations
        relocs = dict(rel.data)
        relocs.update(self.target.asm_info.get("unaligned_data_relocs", {}))
        if self.info is not None:
            write_debug_sections(self.obj, self.info, self.functions, self._globals(),
                                 ptr_size, relocs)
        cie = self.target.asm_info.get("dwarf_cie")
        framed = [f for f in self.functions if f.with_cfi]
        if cie is None or not framed:
            return
        big = self.obj.big_endian
        if self.plan.eh_frame:
            w = SectionWriter(self.obj, ".eh_frame", big, dict(rel.data))
            write_eh_frame(w, cie, framed, ptr_size, rel.data_pcrel[4],
                           self.target.asm_info.get("eh_frame_range_relocs"))
            self.obj.section(".eh_frame", "rodata", ptr_size).append(w.data)
        if self.plan.debug_frame:
            w = SectionWriter(self.obj, ".debug_frame", big, relocs)
            write_debug_frame(w, cie, framed, ptr_size)
            self.obj.section(".debug_frame", "debug", 1).append(w.data)
