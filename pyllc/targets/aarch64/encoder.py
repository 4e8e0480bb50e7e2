"""AArch64 machine code from Keystone, fed one instruction of GNU text at a time
(DESIGN.md: never directives), plus the fixups for symbol references.

The mechanics are mc/keystone.py's; this file says what is AArch64's own (measured with keystone-engine 0.9.2): once `Ks.sym_resolver` is installed, which the
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

from pyllc.codegen.mir import MachineInstr, Sym
from pyllc.mc.keystone import Fixup, KeystoneEncoder
from pyllc.targets.aarch64.instrs import TLSDESC_CALL
from pyllc.targets.aarch64.lowering import (
    IMMEDIATE_MODIFIERS,
    keystone_fixups,
    keystone_format_sym,
)


class KeystoneA64Encoder(KeystoneEncoder):
    """GNU text; the resolver only for `adrp`/`bl`/`b` to a symbol (see above)."""
    placeholder_distance = 1 << 20

    def __init__(self) -> None:
        super().__init__("KS_ARCH_ARM64", ("KS_MODE_LITTLE_ENDIAN",))

    def sym_text(self, sym: Sym) -> str:
        if sym.modifier in IMMEDIATE_MODIFIERS:
            return keystone_format_sym(sym)
        return "pyllc_sym"

    def needs_resolver(self, mi: MachineInstr, syms: list[Sym]) -> bool:
        return any(s.modifier not in IMMEDIATE_MODIFIERS for s in syms)

    def fixups_for(self, mi: MachineInstr, sym: Sym, code: bytes) -> list[Fixup]:
        return keystone_fixups(mi, sym, code)

    def size(self, mi: MachineInstr) -> int:
        return mi.instr.size if mi.instr is TLSDESC_CALL else 4

    def encode(self, mi: MachineInstr, pc: int, labels: Any,
               pcrel_label: Any = None) -> tuple[bytes, list[Any]]:
        if mi.instr is TLSDESC_CALL:
            name = mi.ops[0].name
            return TLSDESC_BYTES, [(off, rtype, Sym(name, 0)) for off, rtype in TLSDESC_FIXUPS]
        return super().encode(mi, pc, labels, pcrel_label)


# adrp x0, 0 ; ldr x1, [x0] ; add x0, x0, #0 ; blr x1 ; mrs x1, tpidr_el0 ; add x0, x1, x0
TLSDESC_BYTES = b"".join(w.to_bytes(4, "little") for w in (
    0x90000000, 0xF9400001, 0x91000000, 0xD63F0020, 0xD53BD041, 0x8B000020))
TLSDESC_FIXUPS = ((0, "R_AARCH64_TLSDESC_ADR_PAGE21"), (4, "R_AARCH64_TLSDESC_LD64_LO12"),
                  (8, "R_AARCH64_TLSDESC_ADD_LO12"), (12, "R_AARCH64_TLSDESC_CALL"))


ENCODER = KeystoneA64Encoder()
