"""The assembler's half of debug info: from the laid-out machine code of each function,
the line rows (codegen/debugloc.LineSteps, the same rows as the `.loc` directives of
the `.s`) and the CFI rules at code offsets; recorded as `ObjectFile.line_rows` (for
`pylli --profile`) and, on request, written as DWARF sections (mc/dwarf.py).

Contract: inactive (every method a no-op, `enabled` False) for a module without debug
info; never changes code, symbols or relocations of the program itself.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.cfi import rules_in_layout
from pyllc.codegen.debugloc import LineSteps, module_debug_info
from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.target import Target
from pyllc.mc.dwarf import FunctionDebug, write_debug_sections
from pyllc.mc.objfile import ObjectFile


class DebugCollector:
    def __init__(self, module: Any, target: Target, obj: ObjectFile) -> None:
        self.info = module_debug_info(module)
        self.target = target
        self.obj = obj
        self.functions: list[FunctionDebug] = []
        self.steps = LineSteps(self.info) if self.info is not None else None

    @property
    def enabled(self) -> bool:
        return self.info is not None

    def function(self, mf: MachineFunction, section: str, start: int, size: int,
                 external: bool, blocks: list[tuple[int, list[Any], list[int]]]) -> None:
        """Record one assembled function: `blocks` are (address, instructions, sizes)."""
        if self.steps is None or self.info is None:
            return
        sp = self.steps.start(mf.ir_function)
        fd = FunctionDebug(mf.name, section, start, size, external, sp)
        if sp is not None:
            fd.rows.append((start, sp.file, sp.scope_line, 0, False))
        cfi = rules_in_layout(mf)
        for addr, instrs, sizes in blocks:
            pc = addr
            for mi, n in zip(instrs, sizes):
                row = self.steps.step(mi)
                if row is not None:
                    loc, first = row
                    fd.rows.append((pc, loc.file, loc.line, loc.col, first))
                pc += n
                rules = cfi.get(mi) if cfi else None
                if rules:
                    fd.cfi.append((pc, rules))
        self.functions.append(fd)
        files = self.info.files
        for at, file, line, _, _ in fd.rows:
            d, name = files[file - 1]
            path = name if name.startswith("/") or not d else f"{d}/{name}"
            self.obj.line_rows.append((section, at, path, line))
        self.obj.line_rows.append((section, start + size, "", 0))

    def write_sections(self, ptr_size: int) -> None:
        """The DWARF sections of everything recorded (mc/dwarf.py)."""
        if self.info is None:
            return
        rel = self.target.mc.relocations
        relocs = dict(rel.data)
        relocs.update(self.target.asm_info.get("unaligned_data_relocs", {}))
        write_debug_sections(self.obj, self.info, self.functions,
                             self.target.asm_info.get("dwarf_cie"), ptr_size, relocs)
