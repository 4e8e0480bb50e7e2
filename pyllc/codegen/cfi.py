"""Call frame information (CFI): how to find the caller's frame at each point of a
function, the facts behind `.cfi_*` directives and `.debug_frame`/`.eh_frame` (DWARF 5,
section 6.4 "Call Frame Information").

Each target's `emit_prologue` describes what its prologue instructions do to the frame
with `note_cfi(mf, mi, ...)`: the rules take effect after `mi`. Registers are DWARF
register numbers (each target's `frame.py` maps its registers), offsets are in bytes.
The records are kept in `mf.info["cfi"]` (MachineInstr -> rules), so passes that run
after prologue insertion need not know them; the asm printer writes them as
`.cfi_*` directives and the assembler as DW_CFA instructions in `.eh_frame` or
`.debug_frame`, for the functions `CFIPlan` names (llc-16's rule, below).

    CFI("def_cfa_offset", offset=N)      CFA = current CFA register + N
    CFI("def_cfa", reg=R, offset=N)      CFA = R + N
    CFI("def_cfa_register", reg=R)       CFA = R + current offset
    CFI("offset", reg=R, offset=N)       R saved at CFA + N (N < 0)
    CFI("register", reg=R, reg2=R2)      R's value is in R2 (SPARC %o7 -> %i7)
    CFI("window_save")                   SPARC `save`: the register window moved
    CFI("restore", reg=R)                R has its value at entry again (epilogue)
    CFI("remember_state"), CFI("restore_state")   around an epilogue that code follows

Epilogue rules are noted with `note_epilogue_cfi`; `rules_in_layout(mf)` (for the
printer and the assembler, after block placement) brackets each epilogue that is not
the function's last code with remember/restore state, so the code after the return
is described by the prologue's rules again.

`CIE` is a target's initial rules (what holds at the first instruction).
"""
from __future__ import annotations

from typing import Any

from pyllc.record import record

KINDS = ("def_cfa_offset", "def_cfa", "def_cfa_register", "offset", "register", "window_save",
         "restore", "remember_state", "restore_state")


@record(frozen=True, slots=True)
class CFI:
    kind: str
    reg: int = -1
    offset: int = 0
    reg2: int = -1

    def directive(self, reg_prefix: str = "") -> str:
        """The GNU as directive, registers by DWARF number written `{reg_prefix}N`
        (SPARC's as wants `%rN`, the others take a bare number)."""
        k = self.kind
        p = reg_prefix
        if k == "def_cfa_offset":
            return f".cfi_def_cfa_offset {self.offset}"
        if k == "def_cfa":
            return f".cfi_def_cfa {p}{self.reg}, {self.offset}"
        if k == "def_cfa_register":
            return f".cfi_def_cfa_register {p}{self.reg}"
        if k == "offset":
            return f".cfi_offset {p}{self.reg}, {self.offset}"
        if k == "register":
            return f".cfi_register {p}{self.reg}, {p}{self.reg2}"
        if k == "restore":
            return f".cfi_restore {p}{self.reg}"
        return f".cfi_{k}"


@record(frozen=True, slots=True)
class CIE:
    """A target's common frame facts: alignment factors, the return address column and
    the rules at function entry (CFA = `cfa_reg` + `cfa_offset`; the return address at
    CFA + `ra_offset` when it is on the stack, as on x86-64, else in `ra_reg` itself)."""
    code_align: int
    data_align: int
    ra_reg: int
    cfa_reg: int
    cfa_offset: int = 0
    ra_offset: int | None = None


def note_cfi(mf: Any, mi: Any, *rules: CFI) -> None:
    """Record that `rules` take effect after the machine instruction `mi` of `mf`."""
    table = mf.info.setdefault("cfi", {})
    table.setdefault(mi, []).extend(rules)


def note_epilogue_cfi(mf: Any, mi: Any, *rules: CFI) -> None:
    """Like `note_cfi`, for the instructions of an epilogue (see the module docstring)."""
    note_cfi(mf, mi, *rules)
    mf.info.setdefault("cfi_epilogue", set()).add(mi)


def cfi_after(mf: Any) -> dict[Any, list[CFI]]:
    """MachineInstr -> the CFI rules after it (empty if the target noted none)."""
    table = mf.info.get("cfi")
    return table if table is not None else {}


def rules_in_layout(mf: Any) -> dict[Any, list[CFI]]:
    """The rules after each instruction of `mf` in its final block order, epilogues
    that code follows bracketed by remember_state / restore_state."""
    table = cfi_after(mf)
    epilogue = mf.info.get("cfi_epilogue")
    if not table or not epilogue:
        return table
    out: dict[Any, list[CFI]] = {mi: list(rules) for mi, rules in table.items()}
    order = [mi for b in mf.blocks for mi in b.instrs]
    start: int | None = None              # index of the current epilogue's first rule
    for i, mi in enumerate(order):
        if start is None and mi in epilogue:
            start = i
        if start is not None and mi.instr.has("return"):
            if i + 1 < len(order):        # code follows: bracket this epilogue
                out[order[start]].insert(0, CFI("remember_state"))
                out.setdefault(mi, []).append(CFI("restore_state"))
            start = None
    return out


# ------------------------------------------------------- which functions, which sections

def needs_unwind_table(fn: Any) -> bool:
    """LLVM's `Function::needsUnwindTableEntry`: `uwtable`, or a function that may throw
    (no `nounwind`), or one with a personality routine."""
    attrs = getattr(fn, "fn_attrs", None) or {}
    return ("uwtable" in attrs or "nounwind" not in attrs
            or getattr(fn, "personality", None) is not None)


@record(frozen=True, slots=True)
class CFIPlan:
    """Where a module's CFI goes, by llc-16's rule (AsmPrinter's CFI section types):

    - a function gets CFI when it needs an unwind table entry (`needs_unwind_table`),
      or the module has debug info, or `-force-dwarf-frame-section` is given;
    - the module's CFI section is `.eh_frame` as soon as one defined function needs an
      unwind table (then every function's FDE goes there, as GNU as's `.cfi_sections`
      is one per file), else `.debug_frame`; `-force-dwarf-frame-section` adds
      `.debug_frame` to `.eh_frame`.

    `directive` is the `.cfi_sections` line llc prints before the first `.cfi_startproc`
    (None: GNU as's default, `.eh_frame` only)."""
    eh_frame: bool
    debug_frame: bool
    debug_info: bool
    force: bool

    def emits(self, fn: Any) -> bool:
        """Whether function definition `fn` gets `.cfi_*` rules (an FDE)."""
        return self.debug_info or self.force or (fn is not None and needs_unwind_table(fn))

    @property
    def any(self) -> bool:
        return self.eh_frame or self.debug_frame

    @property
    def directive(self) -> str | None:
        if self.eh_frame and self.debug_frame:
            return ".cfi_sections .eh_frame, .debug_frame"
        if self.debug_frame:
            return ".cfi_sections .debug_frame"
        return None


def cfi_plan(module: Any, debug_info: bool, force: bool = False) -> CFIPlan:
    """The CFIPlan of `module` (`debug_info`: it has a usable compile unit)."""
    eh = any(needs_unwind_table(f) for f in getattr(module, "functions", ())
             if not getattr(f, "is_declaration", True)
             and getattr(f, "linkage", "") != "available_externally")
    return CFIPlan(eh_frame=eh, debug_frame=force or (debug_info and not eh),
                   debug_info=debug_info, force=force)
