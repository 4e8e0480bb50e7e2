"""SPARC instruction bytes from Keystone (SPARC32 | big-endian), for the MC layer.

The mechanics are mc/keystone.py's; this file says what is SPARC's own. Once a symbol
resolver is installed, Keystone's SPARC parser reads decimal immediates of two or more
digits as *hexadecimal* (`mov 42, %o2` assembles as `mov 0x42, %o2`; measured with
keystone-engine 0.9.2). This encoder never installs one: symbols are printed as zero
placeholders (`%hi(0)`, `%lo(0)`, `call 0`) and become relocations
(lowering.keystone_fixups); branch targets are printed as absolute addresses, which
Keystone turns into the right PC-relative displacement.

"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineInstr, Sym
from pyllc.mc.keystone import Fixup, KeystoneEncoder
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.lowering import keystone_fixups, keystone_format_sym

CALL_PC8 = (0x40000002).to_bytes(4, "big")

# Keystone 0.9.2 swaps the encodings of `fba` and `fbn` (cond 8 and 0, manual B.22);
# GNU as and capstone agree with the manual, so the mnemonics are swapped on the way in.
_KS_SWAP = {"fba": "fbn", "fbn": "fba", "fba,a": "fbn,a", "fbn,a": "fba,a"}


class KeystoneSparcEncoder(KeystoneEncoder):
    """Never the resolver: symbols are zero placeholders filled by relocations. (`call
    <number>` is not usable with Keystone: it takes the number as the word displacement
    itself; pyllc only calls symbols, whose field R_SPARC_WDISP30 fills.)"""

    per_line = True

    def __init__(self) -> None:
        super().__init__("KS_ARCH_SPARC", ("KS_MODE_SPARC32", "KS_MODE_BIG_ENDIAN"))

    def sym_text(self, sym: Sym) -> str:
        return keystone_format_sym(sym)

    def respell(self, text: str) -> str:
        text = text.rstrip().removesuffix(",")    # an empty TLS marker operand
        head, _, rest = text.partition(" ")
        if head in _KS_SWAP:
            return _KS_SWAP[head] + (" " + rest if rest else "")
        return text

    def needs_resolver(self, mi: MachineInstr, syms: list[Sym]) -> bool:
        return False

    def cache_key(self, mi: MachineInstr, text: str, pc: int, resolver: bool) -> str | None:
        pc_dependent = mi.instr.has("branch") or mi.instr.has("call")
        return f"{text}@{pc}" if pc_dependent else text

    def fixups_for(self, mi: MachineInstr, sym: Sym, code: bytes) -> list[Fixup]:
        return keystone_fixups(mi, sym, code)

    def encode(self, mi: MachineInstr, pc: int, labels: Any,
               pcrel_label: Any = None) -> tuple[bytes, list[Any]]:
        if mi.instr is I.TLS_GD_CALL:
            return tls_gd_call(mi.ops[0].enc, mi.ops[1].name)
        return super().encode(mi, pc, labels, pcrel_label)

    def relax(self, mi: MachineInstr, pc: int, size: int, labels: Any,
              grow_only: bool) -> bytes | None:
        """`call .+8` (PIC GOT base): op=01, disp30=2 (manual B.24), which Keystone
        cannot be asked for by name."""
        return CALL_PC8 if mi.instr is I.CALLpc8 else None

    def size(self, mi: MachineInstr) -> int:
        return mi.instr.size if mi.instr is I.TLS_GD_CALL else 4


def tls_gd_call(base: int, name: str) -> tuple[bytes, list[Any]]:
    """The general-dynamic sequence (instrs.TLS_GD_CALL): sethi %g1 ; add %g1, simm13,
    %g1 ; add base, %g1, %o0 ; call (disp30 by relocation) ; nop (manual B.19, B.24)."""
    words = (0x03000000,                                  # sethi 0, %g1
             0x82006000,                                  # add %g1, 0, %g1
             0x90000001 | base << 14,                     # add %base, %g1, %o0
             0x40000000, 0x01000000)                      # call ; nop
    fixups = [(0, "R_SPARC_TLS_GD_HI22"), (4, "R_SPARC_TLS_GD_LO10"), (8, "R_SPARC_TLS_GD_ADD"),
              (12, "R_SPARC_TLS_GD_CALL")]
    return b"".join(w.to_bytes(4, "big") for w in words), [(o, t, Sym(name, 0))
                                                             for o, t in fixups]


ENCODER = KeystoneSparcEncoder()


def assemble_text(text: str, pc: int = 0) -> bytes:
    """Keystone bytes for one instruction of SPARC text at address `pc`."""
    return ENCODER.assemble(ENCODER.respell(text), pc)
