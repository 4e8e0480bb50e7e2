"""Machine code from Keystone, one instruction of text at a time, for the targets Keystone
assembles (x86-64, AArch64, SPARC). A target subclasses `KeystoneEncoder` and states
only how its ISA differs: how text must be spelled for Keystone, which instructions need
the symbol resolver, and where each symbol reference is patched (the fixups).

Facts about keystone-engine 0.9.2 that shape this (measured; DESIGN.md "Keystone facts"):
- it is an instruction encoder, not an assembler: never feed it directives;
- once `Ks.sym_resolver` is installed, x86 (AT&T), AArch64 and SPARC read decimal
  numbers of two digits or more as *hexadecimal*, and AArch64 gives no code for FP
  literals: so a target either keeps a plain engine for symbol-free instructions
  (AArch64, SPARC: `needs_resolver`) or spells numbers in hex (`respell`, x86);
- a symbol given by the resolver resolves to a placeholder `placeholder_distance` bytes
  past the instruction (far enough to force long forms, near enough for every branch);
  the relocation then fills the field, so the placeholder bytes never matter (RELA);
- a branch target block is written as its absolute address: Keystone encodes numeric
  targets relative to the address the instruction is assembled at.

Contract: `encode(mi, pc, labels, pcrel_label) -> (bytes, [(offset, reloc type, Sym)])`
(the `Encoder` protocol of codegen/target.py); `size(mi)` before addresses are known.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from types import ModuleType
from typing import Any

from pyllc.codegen.inline_asm import (
    InlineAsmInstr,
    expand_template,
    name_local_labels,
    no_symbols,
)
from pyllc.codegen.mir import MachineBasicBlock, MachineInstr, Sym
from pyllc.diagnostics import CompileError
from pyllc.mc.asm_printer import InstrPrinter

Fixup = tuple[int, str, int]          # (offset in the instruction, ELF type, addend)
_LABEL_LINE = re.compile(r"^([\w.$]+):")


def keystone() -> ModuleType:
    """The keystone module, imported on first use: a documented lazy import, because
    loading the library is a noticeable part of start-up and `.s` output, `-stop-after`
    and `-filetype=obj` of an empty module never assemble an instruction."""
    import keystone as ks_module
    return ks_module


class KeystoneEncoder:
    """The shared mechanics; subclasses override the spelling and fixup methods."""

    placeholder_distance = 1 << 24
    cache_limit = 100_000
    # assemble inline asm one line at a time (Keystone's SPARC branches to numeric
    # addresses in a multi-line text are relative to the text's start: measured)
    per_line = False

    def __init__(self, arch: str, modes: tuple[str, ...], syntax: str | None = None) -> None:
        """`arch`, `modes` and `syntax` name Keystone constants (`KS_ARCH_X86`,
        `("KS_MODE_64",)`, `KS_OPT_SYNTAX_ATT`), looked up when the engine is made."""
        self._arch, self._modes, self._syntax = arch, modes, syntax
        self._plain: Any = None               # keystone.Ks engines, made on first use
        self._resolving: Any = None
        self._pc = 0
        self._labels: Any = {}
        self._cache: dict[str, bytes] = {}
        self.printer = InstrPrinter(lambda name: name, self.sym_text,
                                    lambda mbb: self.label_text(self._labels[mbb]))

    # ---- what a target overrides ----------------------------------------------------
    def sym_text(self, sym: Sym) -> str:
        """How a symbol operand is written for Keystone (a name the resolver answers)."""
        return "pyllc_sym"

    def label_text(self, address: int) -> str:
        return f"{address:#x}"

    def respell(self, text: str) -> str:
        """The printer's text as Keystone must read it (default: unchanged)."""
        return text

    def needs_resolver(self, mi: MachineInstr, syms: list[Sym]) -> bool:
        """Whether this instruction is assembled with the symbol resolver installed."""
        return bool(syms)

    def cache_key(self, mi: MachineInstr, text: str, pc: int, resolver: bool) -> str | None:
        """Instructions with the same key have the same bytes (None: never cached).
        Default: symbol-free instructions without block operands, by their text."""
        if resolver or any(isinstance(op, MachineBasicBlock) for op in mi.ops):
            return None
        return text

    def fixups_for(self, mi: MachineInstr, sym: Sym, code: bytes) -> list[Fixup]:
        raise NotImplementedError(f"{type(self).__name__}.fixups_for")

    def size(self, mi: MachineInstr) -> int:
        return mi.instr.size

    # ---- the mechanics --------------------------------------------------------------
    def _engine(self, resolver: bool) -> Any:
        ks = self._resolving if resolver else self._plain
        if ks is None:
            lib = keystone()
            mode = 0
            for name in self._modes:
                mode |= getattr(lib, name)
            ks = lib.Ks(getattr(lib, self._arch), mode)
            if self._syntax is not None:
                ks.syntax = getattr(lib, self._syntax)
            if resolver:
                ks.sym_resolver = self._resolve
                self._resolving = ks
            else:
                self._plain = ks
        return ks

    def _resolve(self, name: bytes, value: Any) -> bool:
        value[0] = self._pc + self.placeholder_distance
        return True

    def text(self, mi: MachineInstr, labels: Any = None) -> str:
        """The instruction as Keystone is given it."""
        self._labels = labels or {}
        return self.respell(self.printer.text(mi))

    def encode_inline_asm(self, mi: MachineInstr, pc: int) -> bytes:
        """An INLINEASM's expanded template, assembled as one piece at `pc`: its labels
        (numeric local ones renamed, Keystone knows only names) resolve inside it.
        Directives and symbol operands are not Keystone's: an error naming the line."""
        instr = mi.instr
        assert isinstance(instr, InlineAsmInstr)
        expanded = expand_template(mi, no_symbols(instr),
                                   lambda mbb: self.label_text(self._labels[mbb]))
        lines = name_local_labels(expanded, f".Lpyllc_asm{instr.uid}_")
        if not lines:
            return b""
        for line in lines:
            if line.startswith(".") and not line.partition(" ")[0].endswith(":"):
                raise CompileError(f"inline asm directive '{line}' cannot be assembled into an "
                                   f"object{instr.where}")
        engine = self._engine(self.needs_resolver(mi, []))
        try:
            if self.per_line:
                return self._assemble_lines(engine, lines, pc)
            text = "\n".join(self.respell(line) for line in lines)
            self._pc = pc
            code, _ = engine.asm(text, pc, as_bytes=True)
        except keystone().KsError as e:
            raise CompileError(f"cannot assemble inline asm '{'; '.join(lines)}': {e}"
                               f"{instr.where}") from None
        return bytes(code or b"")

    def _label_address(self, where: dict[str, int], default: int, m: re.Match[str]) -> str:
        return self.label_text(where.get(m.group(1), default))

    def _assemble_lines(self, engine: Any, lines: list[str], pc: int) -> bytes:
        """Each line at its own address, the template's labels replaced by theirs (two
        rounds: sizes, then addresses), for engines whose multi-line branches are
        wrong (`per_line`)."""
        names = [line.partition(":")[0] for line in lines if _LABEL_LINE.match(line)]
        pattern = re.compile(r"(?<![\w.$])(" + "|".join(map(re.escape, names)) + r")(?![\w$])"
                             ) if names else None
        where: dict[str, int] = {}
        code = bytearray()
        for _ in range(2):
            code = bytearray()
            for line in lines:
                m = _LABEL_LINE.match(line)
                if m:
                    where[m.group(1)] = pc + len(code)
                    line = line[m.end():].strip()
                    if not line:
                        continue
                at = pc + len(code)
                if pattern is not None:
                    line = pattern.sub(partial(self._label_address, where, at), line)
                self._pc = at
                got, _ = engine.asm(self.respell(line), at, as_bytes=True)
                code += got or b""
        return bytes(code)

    def assemble(self, text: str, pc: int, resolver: bool = False) -> bytes:
        self._pc = pc
        try:
            code, _ = self._engine(resolver).asm(text, pc, as_bytes=True)
        except keystone().KsError as e:
            raise CompileError(f"keystone cannot assemble '{text}': {e}") from None
        if not code:
            raise CompileError(f"keystone produced no code for '{text}'")
        return bytes(code)

    def encode(self, mi: MachineInstr, pc: int, labels: Any,
               pcrel_label: Callable[[int], str] | None = None) -> tuple[bytes, list[Any]]:
        if mi.instr.__class__ is InlineAsmInstr:
            self._labels = labels or {}           # callbr destinations print as addresses
            return self.encode_inline_asm(mi, pc), []
        text = self.text(mi, labels)
        syms = [op for op in mi.ops if isinstance(op, Sym)]
        resolver = self.needs_resolver(mi, syms)
        key = self.cache_key(mi, text, pc, resolver)
        code = None if key is None else self._cache.get(key)
        if code is None:
            code = self.assemble(text, pc, resolver)
            if key is not None and len(self._cache) < self.cache_limit:
                self._cache[key] = code
        fixups: list[Any] = []
        for sym in syms:
            for off, rtype, addend in self.fixups_for(mi, sym, code):
                fixups.append((off, rtype, Sym(sym.name, addend, sym.modifier)))
        return code, fixups
