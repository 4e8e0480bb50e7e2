"""x86-64 machine code from Keystone, fed one instruction of AT&T text at a time
(DESIGN.md: never directives), plus the fixups for symbol references.

Why a target encoder and not the generic `KeystoneEncoder` of mc/assembler.py:
Keystone 0.9.2 in AT&T mode reads *every number as hexadecimal* (`addq $100, %rax`
assembles as `addq $0x100`, `-16(%rbp)` as `-0x16(%rbp)`), so the text given to
Keystone spells numbers in hex (`0x64`, `-0x10`); single digits read the same either
way. The `.s` for users keeps llc's decimal spelling. (The generic encoder would need a
`keystone_format_int` hook to do the same; see the x86-64 issue report.)

Spelling differences from the `.s` text, all invisible in the bytes:
- a block is written as its absolute address (`jne 0x1a0`): Keystone encodes numeric
  targets relative to the instruction; the assembler re-lays out when a jump grows;
- a symbol is written as a placeholder name its resolver places 2^24 bytes past the
  instruction (forcing rel32 forms); the fixup then patches the field (RELA: the bytes
  in the field are ignored by linkers and by pylli's loader).

Fixups (SysV AMD64 ABI 4.4.1): `callq sym` -> R_X86_64_PLT32 on the last 4 bytes
(PC32 for `sym+off`, as GNU as);
`sym(%rip)` -> R_X86_64_PC32 on the disp32, which is followed only by the immediate of
the instruction (instrs.TRAILING_IMM), so A = offset - 4 - imm bytes; `movabsq $sym`
-> R_X86_64_64 on the last 8 bytes.
"""
from __future__ import annotations

import re
from typing import Any

from pyllc.mc.asm_printer import InstrPrinter
from pyllc.codegen.mir import MachineBasicBlock, MachineInstr, Sym
from pyllc.diagnostics import CompileError
from pyllc.targets.x86_64 import instrs as I

PLACEHOLDER_NAME = "pyllc_sym"
PLACEHOLDER_DISTANCE = 1 << 24


def keystone_int(value: int) -> str:
    """An integer as Keystone's AT&T parser reads it correctly (hex beyond one digit)."""
    if -10 < value < 10:
        return str(value)
    return f"-{-value:#x}" if value < 0 else f"{value:#x}"


_DECIMAL = re.compile(r"(?<![\w.])-?\d+(?![\w.])")


def hex_numbers(text: str) -> str:
    """Respell the decimal numbers of an instruction's text for Keystone (`$100` ->
    `$0x64`, `-16(%rbp)` -> `-0x10(%rbp)`); register names (`r8`, `xmm15`) and hex
    numbers are left alone."""
    return _DECIMAL.sub(lambda m: keystone_int(int(m.group(0))), text)


def fixups_for(mi: MachineInstr, sym: Sym, code: bytes) -> list[tuple[int, str, int]]:
    """(offset in the instruction, ELF relocation type, addend) for a symbol operand."""
    name = mi.instr.name
    n = len(code)
    if mi.instr.has("call") or mi.instr.has("branch"):
        # GNU as: PLT32 for `call sym`, PC32 when an offset is added (`call sym+8`)
        return [(n - 4, "R_X86_64_PC32" if sym.offset else "R_X86_64_PLT32", sym.offset - 4)]
    if name in I.MEM_FORM and I.MEM_FORM[name][1] == "rip":
        trailing = I.TRAILING_IMM.get(name, 0)
        off = n - 4 - trailing
        return [(off, "R_X86_64_PC32", sym.offset - 4 - trailing)]
    if name == "MOV64ri":
        return [(n - 8, "R_X86_64_64", sym.offset)]
    raise CompileError(f"x86-64: no fixup rule for the symbol operand of {name}")


class KeystoneX86Encoder:
    """`encode(mi, pc, labels) -> (bytes, [(offset, reloc type, Sym)])` for the MC layer."""

    def __init__(self) -> None:
        self._ks: Any = None
        self._pc = 0
        self._labels: Any = {}
        self.printer = InstrPrinter(lambda name: name, lambda sym: PLACEHOLDER_NAME,
                                    lambda mbb: keystone_int(self._labels[mbb]))
        self._cache: dict[str, bytes] = {}

    @property
    def ks(self) -> Any:
        if self._ks is None:
            from keystone import KS_ARCH_X86, KS_MODE_64, KS_OPT_SYNTAX_ATT, Ks
            self._ks = Ks(KS_ARCH_X86, KS_MODE_64)
            self._ks.syntax = KS_OPT_SYNTAX_ATT
            self._ks.sym_resolver = self._resolve
        return self._ks

    def _resolve(self, name: bytes, value: Any) -> bool:
        value[0] = self._pc + PLACEHOLDER_DISTANCE
        return True

    def text(self, mi: MachineInstr, pc: int = 0, labels: Any = None) -> str:
        self._labels = labels or {}
        return hex_numbers(self.printer.text(mi))

    def assemble(self, text: str, pc: int) -> bytes:
        from keystone import KsError
        self._pc = pc
        try:
            code, _ = self.ks.asm(text, pc, as_bytes=True)
        except KsError as e:
            raise CompileError(f"keystone cannot assemble '{text}': {e}") from None
        if not code:
            raise CompileError(f"keystone produced no code for '{text}'")
        return code

    def encode(self, mi: MachineInstr, pc: int, labels: Any) -> tuple[bytes, list]:
        text = self.text(mi, pc, labels)
        has_block = any(isinstance(op, MachineBasicBlock) for op in mi.ops)
        code = None if has_block else self._cache.get(text)
        if code is None:
            code = self.assemble(text, pc)
            if not has_block:
                self._cache[text] = code
        fixups = []
        for op in mi.ops:
            if isinstance(op, Sym):
                for off, rtype, addend in fixups_for(mi, op, code):
                    fixups.append((off, rtype, Sym(op.name, addend, op.modifier)))
        return code, fixups


ENCODER = KeystoneX86Encoder()
