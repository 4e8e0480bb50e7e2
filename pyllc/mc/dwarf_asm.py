"""Debug directives for the `.s`: `.file`/`.loc` from `!dbg` and `.cfi_*` from the
prologue's CFI (codegen/cfi.py), for GNU as, which builds `.debug_line`, `.eh_frame`
and `.debug_frame` from them.

Contract: `.file`/`.loc` only when the module has debug info (`!llvm.dbg.cu`, see
codegen/debugloc.py); `.cfi_*` for the functions `CFIPlan.emits` names (an unwind
table is needed, or debug info, or -force-dwarf-frame-section); a module with neither
prints exactly as before. Per function:

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
`.file 0` for the compile unit (GNU as then writes a DWARF 5 line table). Before the
first `.cfi_startproc`, `.cfi_sections` as `CFIPlan.directive` says (nothing for
`.eh_frame` alone, GNU as's default), as llc does.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.cfi import CFIPlan, cfi_plan, rules_in_layout
from pyllc.codegen.debugloc import LineSteps, ModuleDebugInfo, module_debug_info
from pyllc.codegen.mir import MachineFunction, MachineInstr


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


class DebugDirectives:
    """The per-module state of `.file`/`.loc`/`.cfi_*` printing; `lines` receives text."""

    def __init__(self, module: Any, lines: list[str], reg_prefix: str = "",
                 force_dwarf_frame: bool = False) -> None:
        self.reg_prefix = reg_prefix
        self.info: ModuleDebugInfo | None = module_debug_info(module)
        self.plan: CFIPlan = cfi_plan(module, self.info is not None, force_dwarf_frame)
        self.lines = lines
        self.declared: set[int] = set()
        self.steps = LineSteps(self.info) if self.info is not None else None
        self.cfi: dict[Any, list[Any]] = {}
        self.with_cfi = False                # the current function has .cfi_* rules
        self.started = False
        self.sections_said = False

    @property
    def enabled(self) -> bool:
        return self.info is not None or self.plan.any

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
        if self.info is not None and not self.started:
            self.started = True
            # file 0 (the compile unit's directory and file) puts GNU as in DWARF 5
            # mode, the only mode in which it takes `.file N "dir" "name"`
            d, name = self.info.comp_dir, self.info.name
            self.lines.append(f"\t.file\t0 {_quote(d)} {_quote(name)}")
        self.with_cfi = self.plan.emits(mf.ir_function)
        self.cfi = rules_in_layout(mf) if self.with_cfi else {}
        if self.steps is not None:
            sp = self.steps.start(mf.ir_function)
            if sp is not None:
                self._file(sp.file)
                self.lines.append(f"\t.loc\t{sp.file} {sp.scope_line} 0")
        if self.with_cfi:
            if not self.sections_said and self.plan.directive is not None:
                self.lines.append("\t" + self.plan.directive)
            self.sections_said = True
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
        if self.with_cfi:
            self.lines.append("\t.cfi_endproc")
