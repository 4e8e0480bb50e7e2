"""AArch64 machine code from Keystone, fed one instruction of GNU text at a time
(DESIGN.md: never directives), plus the fixups for symbol references.

Why a target encoder and not the generic `KeystoneEncoder` of mc/assembler.py
(measured with keystone-engine 0.9.2): once `Ks.sym_resolver` is installed, which the
generic encoder always does,
- every integer is read as *hexadecimal* (`movz w2, #42` assembles as `#0x42`), and
- any FP literal with a '.' gives no code at all (`fmov d0, #1.5`, `fcmp d0, #0.0`).
Without a resolver both are right. So this encoder keeps two Keystone instances: a
plain one for instructions without symbol operands (almost all), and one with the
resolver for `adrp`/`bl`/`b` to a symbol, whose text has no numbers that matter (`:lo12:`
offsets are written `#0`, and the relocation fills every symbol field anyway).

Spelling differences from the `.s` text, invisible in the bytes:
- a branch target block is written as its absolute address (`b.eq 0x1a0`): Keystone
  encodes numeric targets relative to the instruction address it is given;
- a symbol is a placeholder name resolved 2^20 bytes past the instruction (within the
  range of every branch form); the fixup patches the field (RELA).
"""
from __future__ import annotations

from typing import Any

from pyllc.mc.asm_printer import InstrPrinter
from pyllc.codegen.mir import MachineBasicBlock, MachineInstr, Sym
from pyllc.diagnostics import CompileError
from pyllc.targets.aarch64.lowering import keystone_fixups

PLACEHOLDER_DISTANCE = 1 << 20


def _sym_text(sym: Sym) -> str:
    return "#0" if sym.modifier == "lo12" else "pyllc_sym"


class KeystoneA64Encoder:
    """`encode(mi, pc, labels) -> (bytes, [(offset, reloc type, Sym)])` for the MC layer."""

    def __init__(self) -> None:
        self._plain: Any = None
        self._resolving: Any = None
        self._pc = 0
        self._labels: Any = {}
        self.printer = InstrPrinter(lambda name: name, _sym_text,
                                    lambda mbb: f"{self._labels[mbb]:#x}")
        self._cache: dict[str, bytes] = {}

    def _ks(self, resolver: bool) -> Any:
        from keystone import KS_ARCH_ARM64, KS_MODE_LITTLE_ENDIAN, Ks
        if resolver:
            if self._resolving is None:
                self._resolving = Ks(KS_ARCH_ARM64, KS_MODE_LITTLE_ENDIAN)
                self._resolving.sym_resolver = self._resolve
            return self._resolving
        if self._plain is None:
            self._plain = Ks(KS_ARCH_ARM64, KS_MODE_LITTLE_ENDIAN)
        return self._plain

    def _resolve(self, name: bytes, value: Any) -> bool:
        value[0] = self._pc + PLACEHOLDER_DISTANCE
        return True

    def text(self, mi: MachineInstr, labels: Any = None) -> str:
        self._labels = labels or {}
        return self.printer.text(mi)

    def assemble(self, text: str, pc: int, resolver: bool = False) -> bytes:
        from keystone import KsError
        self._pc = pc
        try:
            code, _ = self._ks(resolver).asm(text, pc, as_bytes=True)
        except KsError as e:
            raise CompileError(f"keystone cannot assemble '{text}': {e}") from None
        if not code:
            raise CompileError(f"keystone produced no code for '{text}'")
        return code

    def encode(self, mi: MachineInstr, pc: int, labels: Any) -> tuple[bytes, list]:
        text = self.text(mi, labels)
        syms = [op for op in mi.ops if isinstance(op, Sym)]
        has_block = any(isinstance(op, MachineBasicBlock) for op in mi.ops)
        resolver = any(s.modifier != "lo12" for s in syms)
        cacheable = not has_block and not resolver
        code = self._cache.get(text) if cacheable else None
        if code is None:
            code = self.assemble(text, pc, resolver)
            if cacheable:
                self._cache[text] = code
        fixups = []
        for op in syms:
            for off, rtype, addend in keystone_fixups(mi, op, code):
                fixups.append((off, rtype, Sym(op.name, addend, op.modifier)))
        return code, fixups

    def size(self, mi: MachineInstr) -> int:
        return 4


ENCODER = KeystoneA64Encoder()
