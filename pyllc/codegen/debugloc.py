"""Source locations from a module's debug metadata (`!dbg` attachments, `!llvm.dbg.cu`).

What the backend needs from DWARF-style metadata, read defensively: anything missing,
malformed or of a kind this module does not know is ignored (no location), never an
error. Only the `DICompileUnit`, `DIFile`, `DISubprogram`, `DILexicalBlock[File]`,
`DILocation` fields named below are read; everything else (types, variables, macros,
`llvm.dbg.*` intrinsics) is skipped.

    module_debug_info(module) -> ModuleDebugInfo | None   # None: no `!llvm.dbg.cu`
    info.location(ir_instruction) -> DebugLoc | None      # the `!dbg` of an instruction
    info.subprogram(ir_function) -> SubprogramInfo | None # the `!dbg` of a definition

File numbers start at 1 (the `.file 1 "dir" "name"` of GNU as and DWARF 4's line
table, where file 0 does not exist); they are handed out in first-use order.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir.metadata import MDNode, MDString
from pyllc.record import field, record


@record(frozen=True, slots=True)
class DebugLoc:
    """A `!DILocation`: file number, line, column."""
    file: int
    line: int
    col: int


@record(frozen=True, slots=True)
class SubprogramInfo:
    """A function's `!DISubprogram`: its name, file number and declaration line."""
    name: str
    file: int
    line: int
    scope_line: int


@record(slots=True)
class ModuleDebugInfo:
    """The compile unit and the file table; `files[i - 1]` is (directory, name) of file i."""
    producer: str
    language: int
    name: str
    comp_dir: str
    files: list[tuple[str, str]] = field(default_factory=list)
    _file_ids: dict[tuple[str, str], int] = field(default_factory=dict)
    _loc_cache: dict[int, DebugLoc | None] = field(default_factory=dict)

    def file_number(self, difile: Any) -> int | None:
        """The number of a `!DIFile` node, assigned on first use."""
        if not isinstance(difile, MDNode) or difile.kind != "DIFile":
            return None
        name = _text(difile.get("filename"))
        if not name:
            return None
        key = (_text(difile.get("directory")) or "", name)
        n = self._file_ids.get(key)
        if n is None:
            self.files.append(key)
            n = self._file_ids[key] = len(self.files)
        return n

    def _scope_file(self, scope: Any) -> int | None:
        for _ in range(64):                  # scopes nest; bounded against cycles
            if not isinstance(scope, MDNode):
                return None
            f = self.file_number(scope.get("file"))
            if f is not None:
                return f
            if scope.kind == "DIFile":
                return self.file_number(scope)
            scope = scope.get("scope")
        return None

    def location(self, inst: Any) -> DebugLoc | None:
        """The DebugLoc of an IR instruction's `!dbg` attachment (None if it has none)."""
        md = getattr(inst, "metadata", None)
        node = md.get("dbg") if md else None
        if not isinstance(node, MDNode) or node.kind != "DILocation":
            return None
        key = id(node)
        if key in self._loc_cache:
            return self._loc_cache[key]
        loc = None
        line = node.get("line", 0)
        col = node.get("column", 0)
        f = self._scope_file(node.get("scope"))
        if f is not None and isinstance(line, int) and isinstance(col, int) and line >= 0:
            loc = DebugLoc(f, line, max(col, 0))
        self._loc_cache[key] = loc
        return loc

    def subprogram(self, fn: Any) -> SubprogramInfo | None:
        """The `!dbg` DISubprogram of a function definition (None if absent)."""
        md = getattr(fn, "metadata", None)
        sp = md.get("dbg") if md else None
        if not isinstance(sp, MDNode) or sp.kind != "DISubprogram":
            return None
        f = self._scope_file(sp)
        line = sp.get("line", 0)
        if f is None or not isinstance(line, int):
            return None
        scope_line = sp.get("scopeLine", line)
        name = _text(sp.get("name")) or str(getattr(fn, "name", ""))
        return SubprogramInfo(name, f, line, scope_line if isinstance(scope_line, int) else line)


def _text(v: Any) -> str | None:
    if isinstance(v, MDString):
        return v.value
    if isinstance(v, str):
        return v
    return None


# DW_LANG_* codes of the languages clang names in DICompileUnit
_LANGUAGES = {"DW_LANG_C89": 0x1, "DW_LANG_C": 0x2, "DW_LANG_C_plus_plus": 0x4,
              "DW_LANG_C99": 0xC, "DW_LANG_C_plus_plus_03": 0x19,
              "DW_LANG_C_plus_plus_11": 0x1A, "DW_LANG_C11": 0x1D,
              "DW_LANG_C_plus_plus_14": 0x21, "DW_LANG_C17": 0x2C}


def module_debug_info(module: Any) -> ModuleDebugInfo | None:
    """The debug info of `module` (its first `!llvm.dbg.cu` compile unit), or None when
    it has none or the unit is unusable (no file): such a module compiles as before."""
    named = getattr(module, "named_metadata", None) or {}
    cus = named.get("llvm.dbg.cu") or []
    cu = cus[0] if cus else None
    if not isinstance(cu, MDNode) or cu.kind != "DICompileUnit":
        return None
    if str(cu.get("emissionKind", "FullDebug")) == "NoDebug":
        return None
    f = cu.get("file")
    if not isinstance(f, MDNode) or f.kind != "DIFile" or not _text(f.get("filename")):
        return None
    lang = cu.get("language")
    info = ModuleDebugInfo(producer=_text(cu.get("producer")) or "pyllc",
                           language=_LANGUAGES.get(str(lang), 0x1D),
                           name=_text(f.get("filename")) or "",
                           comp_dir=_text(f.get("directory")) or "")
    info.file_number(f)
    return info


class LineSteps:
    """Where the line table gets a row, shared by the asm printer and the assembler so
    `.loc` and `.debug_line` agree: at the function's start (its DISubprogram's scope
    line), then before each machine instruction whose source line or file differs from
    the previous row's. The first instruction row is the prologue's end (the prologue's
    instructions have no location). Locations with line 0 (compiler-made code) make
    no row."""
    __slots__ = ("info", "last", "prologue_done")

    def __init__(self, info: ModuleDebugInfo) -> None:
        self.info = info
        self.last: tuple[int, int] | None = None
        self.prologue_done = False

    def start(self, fn: Any) -> SubprogramInfo | None:
        """Begin a function; returns its subprogram (whose scope line is the first row)."""
        self.prologue_done = False
        sp = self.info.subprogram(fn)
        self.last = (sp.file, sp.scope_line) if sp is not None else None
        return sp

    def step(self, mi: Any) -> tuple[DebugLoc, bool] | None:
        """(location, is the prologue's end) if machine instruction `mi` starts a row."""
        if mi.loc is None:
            return None
        loc = self.info.location(mi.loc)
        if loc is None or loc.line == 0:
            return None
        key = (loc.file, loc.line)
        if key == self.last and self.prologue_done:
            return None
        first = not self.prologue_done
        self.prologue_done = True
        self.last = key
        return loc, first
