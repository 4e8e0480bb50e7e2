"""Debug directives for the `.s`: `.file`/`.loc` from `!dbg` and `.cfi_*` from the
prologue's CFI (codegen/cfi.py), for GNU as, which builds `.debug_line` and
`.debug_frame` from them.

Contract: active only when the module has debug info (`!llvm.dbg.cu`, see
codegen/debugloc.py); a module without it prints exactly as before. Per function:

    f:
        .loc    1 LINE 0             the DISubprogram's scope line
        .cfi_startproc
        ...prologue, each instruction followed by its .cfi_* rules...
        .loc    1 LINE COL prologue_end     the first instruction with a location
        ...     a `.loc` whenever the source line (or file) changes
    .Lfunc_endN:
        .size   f, ...
        .cfi_endproc

Files are declared `.file N "dir" "name"` (N >= 1) before first use, after one
`.file 0` for the compile unit (GNU as then writes a DWARF 5 line table). CFI goes to `.debug_frame` (`.cfi_sections .debug_frame`), as llc does for
functions without an unwind table when the module has debug info.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.cfi import rules_in_layout
from pyllc.codegen.debugloc import LineSteps, ModuleDebugInfo, module_debug_info
from pyllc.codegen.mir import MachineFunction, MachineInstr


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


class DebugDirectives:
    """The per-module state of `.file`/`.loc`/`.cfi_*` printing; `lines` receives text."""

    def __init__(self, module: Any, lines: list[str], reg_prefix: str = "") -> None:
        self.reg_prefix = reg_prefix
        self.info: ModuleDebugInfo | None = module_debug_info(module)
        self.lines = lines
        self.declared: set[int] = set()
        self.steps = LineSteps(self.info) if self.info is not None else None
        self.cfi: dict[Any, list[Any]] = {}
        self.started = False

    @property
    def enabled(self) -> bool:
        return self.info is not None

    def _file(self, n: int) -> None:
        assert self.info is not None
        if n in self.declared:
            return
        for k in range(1, n + 1):        # GNU as wants every number below n assigned
            if k not in self.declared:
                self.declared.add(k)
                d, name = self.info.files[k - 1]
                self.lines.append(f"\t.file\t{k} {_quote(d)} {_quote(name)}")

    def function_start(self, mf: MachineFunction) -> None:
        """After the function's label."""
        assert self.info is not None
        if not self.started:
            self.started = True
            # file 0 (the compile unit's directory and file) puts GNU as in DWARF 5
            # mode, the only mode in which it takes `.file N "dir" "name"`
            d, name = self.info.comp_dir, self.info.name
            self.lines.append(f"\t.file\t0 {_quote(d)} {_quote(name)}")
            self.lines.append("\t.cfi_sections\t.debug_frame")
        self.cfi = rules_in_layout(mf)
        assert self.steps is not None
        sp = self.steps.start(mf.ir_function)
        if sp is not None:
            self._file(sp.file)
            self.lines.append(f"\t.loc\t{sp.file} {sp.scope_line} 0")
        self.lines.append("\t.cfi_startproc")

    def before(self, mi: MachineInstr) -> None:
        """A `.loc` before `mi` if its source line differs from the last one."""
        if mi.loc is None or self.steps is None:
            return
        row = self.steps.step(mi)
        if row is not None:
            loc, first = row
            self._file(loc.file)
            flag = " prologue_end" if first else ""
            self.lines.append(f"\t.loc\t{loc.file} {loc.line} {loc.col}{flag}")

    def after(self, mi: MachineInstr) -> None:
        """The CFI rules that take effect after `mi`."""
        rules = self.cfi.get(mi) if self.cfi else None
        if rules:
            self.lines.extend("\t" + r.directive(self.reg_prefix) for r in rules)

    def function_end(self) -> None:
        """After the function's `.size`."""
        self.lines.append("\t.cfi_endproc")
