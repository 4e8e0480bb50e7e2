"""The compile unit's DIE tree for `.debug_info` (DWARF 4, 3.1 "Unit Entries", 3.3
"Subroutine and Entry Point Entries", 3.5 "Lexical Block Entries", 4.1 "Data Object
Entries"): the unit, its global variables, one subprogram per function with a
DISubprogram holding its parameters, local variables (in lexical blocks; a variable of
a scope with no code left is dropped, as llc drops the scope) and function-scope
statics, and the types they name (mc/dwarf_types.py).

Contract:
  requires  the module's ModuleDebugInfo; the laid-out functions (`FunctionDebug`: code
            range, DISubprogram, variables from mc/dwarf_vars.py, code ranges of lexical
            scopes); the global variables as (DIGlobalVariableExpression, symbol);
  produces  the root DIE (mc/dwarf_die.write_unit encodes it) and, for lexical blocks
            whose code is not contiguous, entries in `.debug_ranges` (each list starts
            with a base-address selection entry, so it holds wherever the code is).
Addresses are relocations against the code's section (or the global's symbol).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.debugloc import ModuleDebugInfo
from pyllc.ir.metadata import MDNode
from pyllc.mc.dwarf_die import DIE, Expr, Reloc
from pyllc.mc.dwarf_enc import SectionWriter
from pyllc.mc.dwarf_types import TypeTable, flags, text
from pyllc.mc.dwarf_vars import FRAME_BASE, VarLoc

DW_OP_addr = 0x03


def scope_blocks(scope: Any, subprogram: Any) -> list[MDNode] | None:
    """The DILexicalBlocks from `scope` out to `subprogram` (innermost first; file
    switches skipped); None if the chain does not end at `subprogram` (a scope of
    another function, e.g. inlined code)."""
    out: list[MDNode] = []
    for _ in range(256):
        if not isinstance(scope, MDNode):
            return None
        if scope is subprogram:
            return out
        if scope.kind == "DILexicalBlock":
            out.append(scope)
        elif scope.kind != "DILexicalBlockFile":
            return None
        scope = scope.get("scope")
    return None


def merge_ranges(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted, with touching or overlapping [start, end) ranges joined."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(ranges):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


class UnitBuilder:
    """Builds the unit's DIEs (see the module docstring)."""

    def __init__(self, info: ModuleDebugInfo, addr_size: int, ranges: SectionWriter) -> None:
        self.info = info
        self.addr_size = addr_size
        self.ranges = ranges
        self.cu = DIE("compile_unit")
        self.types = TypeTable(self.cu, info, addr_size)

    def unit(self, functions: list[Any], globals_: list[tuple[MDNode, str]]) -> DIE:
        cu, info = self.cu, self.info
        cu.add("producer", "strp", info.producer)
        cu.add("language", "data2", info.language)
        cu.add("name", "strp", info.name)
        cu.add("stmt_list", "sec_offset", (".debug_line", 0))
        cu.add("comp_dir", "strp", info.comp_dir)
        sections = {f.section for f in functions}
        if len(sections) == 1:
            lo = min(f.start for f in functions)
            hi = max(f.start + f.size for f in functions)
            cu.add("low_pc", "addr", Reloc(next(iter(sections)), lo, self.addr_size))
            cu.add("high_pc", "data4", hi - lo)
        subprograms = {id(f.sp_node): f for f in functions
                       if f.sp_node is not None and f.subprogram is not None}
        local: dict[int, list[tuple[MDNode, str]]] = {}    # function-scope statics
        for gve, symbol in globals_:
            owner = self._owner(gve)
            if owner is not None and id(owner) in subprograms:
                local.setdefault(id(owner), []).append((gve, symbol))
            else:
                self.global_variable(cu, gve, symbol)
        for f in functions:
            if f.sp_node is not None and f.subprogram is not None:
                die = self.subprogram(f)
                for gve, symbol in local.get(id(f.sp_node), ()):
                    self.global_variable(die, gve, symbol)
        return cu

    @staticmethod
    def _owner(gve: MDNode) -> MDNode | None:
        """The DISubprogram a static variable is declared in (None: file scope)."""
        var = gve.get("var")
        scope = var.get("scope") if isinstance(var, MDNode) else None
        for _ in range(256):
            if not isinstance(scope, MDNode):
                return None
            if scope.kind == "DISubprogram":
                return scope
            if scope.kind not in ("DILexicalBlock", "DILexicalBlockFile"):
                return None
            scope = scope.get("scope")
        return None

    # ---------------------------------------------------------------- globals
    def global_variable(self, parent: DIE, gve: MDNode, symbol: str) -> None:
        var = gve.get("var")
        if not isinstance(var, MDNode) or var.kind != "DIGlobalVariable":
            return
        die = parent.child("variable")
        name = text(var.get("name"))
        if name:
            die.add("name", "strp", name)
        t = self.types.ref(var.get("type"))
        if t is not None:
            die.add("type", "ref4", t)
        if var.get("isLocal") is not True:
            die.add("external", "flag_present")
        self.types.decl(die, var)
        expr = gve.get("expr")
        if isinstance(expr, MDNode) and expr.kind == "DIExpression" and not expr.operands:
            die.add("location", "exprloc",
                    Expr([bytes([DW_OP_addr]), Reloc(symbol, 0, self.addr_size)]))

    # ---------------------------------------------------------------- functions
    def _pc(self, die: DIE, section: str, ranges: list[tuple[int, int]]) -> None:
        if len(ranges) == 1:
            s, e = ranges[0]
            die.add("low_pc", "addr", Reloc(section, s, self.addr_size))
            die.add("high_pc", "data4", e - s)
            return
        w = self.ranges
        die.add("ranges", "sec_offset", (w.name, len(w.data)))
        w.num(-1, self.addr_size)                      # base address selection ...
        w.ref(section, 0, self.addr_size)              # ... the section's start
        for s, e in ranges:
            w.num(s, self.addr_size)
            w.num(e, self.addr_size)
        w.num(0, self.addr_size)
        w.num(0, self.addr_size)

    def subprogram(self, f: Any) -> DIE:
        sp: MDNode = f.sp_node
        die = self.cu.child("subprogram")
        die.add("low_pc", "addr", Reloc(f.section, f.start, self.addr_size))
        die.add("high_pc", "data4", f.size)
        die.add("frame_base", "exprloc", Expr([FRAME_BASE]))
        die.add("name", "strp", f.subprogram.name)
        die.add("decl_file", "udata", f.subprogram.file)
        die.add("decl_line", "udata", max(f.subprogram.line, 0))
        fl = flags(sp)
        if "DIFlagPrototyped" in fl:
            die.add("prototyped", "flag_present")
        st = sp.get("type")
        types = st.get("types") if isinstance(st, MDNode) else None
        if isinstance(types, MDNode) and types.operands:
            ret = self.types.ref(types.operands[0])
            if ret is not None:
                die.add("type", "ref4", ret)
        if f.external:
            die.add("external", "flag_present")
        blocks: dict[int, DIE] = {}
        params = sorted((v for v in f.variables if isinstance(v.var.get("arg"), int)),
                        key=lambda v: v.var.get("arg"))
        for v in params + [v for v in f.variables if v not in params]:
            chain = scope_blocks(v.var.get("scope"), sp)
            if chain is None:
                continue                             # a variable of inlined code
            if any(not f.scopes.get(id(b)) for b in chain):
                continue                             # a scope without code (as llc)
            parent = die
            for b in reversed(chain):                # outermost first
                ranges = f.scopes[id(b)]
                child = blocks.get(id(b))
                if child is None:
                    child = blocks[id(b)] = parent.child("lexical_block")
                    self._pc(child, f.section, merge_ranges(ranges))
                parent = child
            self.variable(parent, v)
        return die

    def variable(self, parent: DIE, v: VarLoc) -> None:
        var = v.var
        is_param = isinstance(var.get("arg"), int)
        die = parent.child("formal_parameter" if is_param else "variable")
        if v.location is not None:
            die.add("location", "exprloc", Expr([v.location]))
        elif v.const is not None:
            die.add("const_value", v.const_form, v.const)
        name = text(var.get("name"))
        if name:
            die.add("name", "strp", name)
        self.types.decl(die, var)
        t = self.types.ref(var.get("type"))
        if t is not None:
            die.add("type", "ref4", t)
        if "DIFlagArtificial" in flags(var):
            die.add("artificial", "flag_present")


__all__ = ["UnitBuilder", "scope_blocks", "merge_ranges"]
