"""x86-64 machine code from Keystone, fed one instruction of AT&T text at a time
(DESIGN.md: never directives), plus the fixups for symbol references.

The mechanics are mc/keystone.py's; this file says what is x86's own. Keystone 0.9.2 in AT&T mode reads *every number as hexadecimal* (`addq $100, %rax`
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
`sym@GOTPCREL(%rip)` (PIC) -> R_X86_64_REX_GOTPCRELX (GOTPCRELX without REX);
`sym(%rip)` -> R_X86_64_PC32 on the disp32, which is followed only by the immediate of
the instruction (instrs.TRAILING_IMM), so A = offset - 4 - imm bytes; `movabsq $sym`
-> R_X86_64_64 on the last 8 bytes; `sym(%base[,%index,scale])` (static) ->
R_X86_64_32S on the disp32.
"""
from __future__ import annotations

import re
from typing import Any

from pyllc.codegen.mir import MachineBasicBlock, MachineInstr, Sym
from pyllc.diagnostics import CompileError
from pyllc.mc.keystone import Fixup, KeystoneEncoder
from pyllc.targets.x86_64 import instrs as I

PLACEHOLDER_NAME = "pyllc_sym"


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
        if sym.modifier == "gottpoff":
            return [(off, "R_X86_64_GOTTPOFF", sym.offset - 4 - trailing)]
        if sym.modifier == "got":
            # GNU as: a relaxable GOT load (ABI B.2), REX_ when the opcode has a REX prefix
            rex = off >= 3 and code[off - 3] & 0xF0 == 0x40
            return [(off, "R_X86_64_REX_GOTPCRELX" if rex else "R_X86_64_GOTPCRELX",
                     sym.offset - 4 - trailing)]
        return [(off, "R_X86_64_PC32", sym.offset - 4 - trailing)]
    if name in I.MEM_FORM and I.MEM_FORM[name][1] in ("ms", "xs"):
        # an absolute disp32 (small code model, static): R_X86_64_32S, except that GNU as
        # writes R_X86_64_32 for a 32-bit lea (its result is the low 32 bits anyway)
        kind = "R_X86_64_32" if name.startswith("LEA32") else "R_X86_64_32S"
        return [(n - 4 - I.TRAILING_IMM.get(name, 0), kind, sym.offset)]
    if name == "MOV64ri":
        return [(n - 8, "R_X86_64_64", sym.offset)]
    if name == "MOV64ri_sym32":                # movl $sym, %r32 (static, small model)
        return [(n - 4, "R_X86_64_32", sym.offset)]
    if name == "MOV64ri32" and sym.modifier == "dtpoff":      # movq $x@DTPOFF, %r
        return [(n - 4, "R_X86_64_DTPOFF32", sym.offset)]
    if name == "LEA64r_tpoff":        # also local dynamic's leaq x@DTPOFF(%rax), %r
        return [(n - 4, "R_X86_64_DTPOFF32" if sym.modifier == "dtpoff" else "R_X86_64_TPOFF32",
                 sym.offset)]
    raise CompileError(f"x86-64: no fixup rule for the symbol operand of {name}")


# data16 leaq x@TLSGD(%rip), %rdi ; data16 data16 rex64 call __tls_get_addr@PLT
TLS_GD_BYTES = bytes.fromhex("66488d3d00000000" "666648e800000000")
# leaq x@TLSLD(%rip), %rdi ; call __tls_get_addr@PLT
TLS_LD_BYTES = bytes.fromhex("488d3d00000000" "e800000000")


def fs0_load(enc: int) -> bytes:
    """`movq %fs:0, %reg`: FS prefix, REX.W (+R), 8B /r with ModRM mod=00 rm=100 and a SIB
    byte 0x25 (no base, no index: an absolute disp32), as GNU as encodes it. Keystone
    reads `%fs:0` as RIP-relative (mod=00 rm=101), which is a different address."""
    return bytes((0x64, 0x48 | (enc >> 3) << 2, 0x8B, 0x04 | (enc & 7) << 3, 0x25, 0, 0, 0, 0))


# The condition nibble of Jcc (SDM Vol. 2, "Jcc": 70+cc rel8, 0F 80+cc rel32), by suffix.
CONDITION_NIBBLE = {"o": 0x0, "no": 0x1, "b": 0x2, "c": 0x2, "nae": 0x2, "ae": 0x3, "nb": 0x3,
                    "nc": 0x3, "e": 0x4, "z": 0x4, "ne": 0x5, "nz": 0x5, "be": 0x6, "na": 0x6,
                    "a": 0x7, "nbe": 0x7, "s": 0x8, "ns": 0x9, "p": 0xA, "pe": 0xA, "np": 0xB,
                    "po": 0xB, "l": 0xC, "nge": 0xC, "ge": 0xD, "nl": 0xD, "le": 0xE, "ng": 0xE,
                    "g": 0xF, "nle": 0xF}


def block_branch(mi: MachineInstr, pc: int, size: int, labels: Any,
                 grow_only: bool) -> bytes | None:
    """jmp/jcc to a block, relaxed as GNU as does: every branch starts in its 2-byte rel8
    form and grows to rel32 (E9 / 0F 80+cc) only when its displacement, counted from the
    end of the short form, does not fit a signed byte; a grown branch stays grown, so
    layout converges. Before `grow_only` (the first rounds, while the other instructions'
    sizes are still estimates) every branch is short (its bytes are redone later).
    Keystone measured from the instruction's start and so emitted rel32 for displacements
    126 and 127. None: not a direct branch to a block."""
    name = mi.instr.name
    if name not in BLOCK_BRANCHES or not isinstance(mi.ops[0], MachineBasicBlock):
        return None
    target = labels[mi.ops[0]]
    disp = target - (pc + 2)
    cc = None if name == "JMP_1" else CONDITION_NIBBLE[str(mi.ops[1])]
    if not grow_only or (size == 2 and -128 <= disp <= 127):
        return bytes((0xEB if cc is None else 0x70 | cc, disp & 0xFF))
    if cc is None:
        return b"\xe9" + (target - (pc + 5)).to_bytes(4, "little", signed=True)
    return bytes((0x0F, 0x80 | cc)) + (target - (pc + 6)).to_bytes(4, "little", signed=True)


BLOCK_BRANCHES = ("JMP_1", "JCC_1")


class KeystoneX86Encoder(KeystoneEncoder):
    """AT&T text with numbers in hex, always assembled with the resolver installed;
    jumps to blocks are relaxed here (`block_branch`)."""

    def __init__(self) -> None:
        super().__init__("KS_ARCH_X86", ("KS_MODE_64",), "KS_OPT_SYNTAX_ATT")

    def sym_text(self, sym: Sym) -> str:
        return PLACEHOLDER_NAME

    def label_text(self, address: int) -> str:
        return keystone_int(address)

    def respell(self, text: str) -> str:
        return hex_numbers(text)

    def needs_resolver(self, mi: MachineInstr, syms: list[Sym]) -> bool:
        return True

    def cache_key(self, mi: MachineInstr, text: str, pc: int, resolver: bool) -> str | None:
        # symbol fields hold the same placeholder displacement wherever the instruction is
        if any(isinstance(op, MachineBasicBlock) for op in mi.ops):
            return None
        return text

    def fixups_for(self, mi: MachineInstr, sym: Sym, code: bytes) -> list[Fixup]:
        return fixups_for(mi, sym, code)

    def relax(self, mi: MachineInstr, pc: int, size: int, labels: Any,
              grow_only: bool) -> bytes | None:
        return block_branch(mi, pc, size, labels, grow_only)

    def encode(self, mi: MachineInstr, pc: int, labels: Any,
               pcrel_label: Any = None) -> tuple[bytes, list[Any]]:
        if mi.instr is I.MOV64rm_fs0:
            return fs0_load(mi.ops[0].enc), []
        if mi.instr is I.TLS_GD_CALL64:
            return TLS_GD_BYTES, [(4, "R_X86_64_TLSGD", Sym(mi.ops[0].name, -4)),
                                  (12, "R_X86_64_PLT32", Sym("__tls_get_addr", -4))]
        if mi.instr is I.TLS_LD_CALL64:
            return TLS_LD_BYTES, [(3, "R_X86_64_TLSLD", Sym(mi.ops[0].name, -4)),
                                  (8, "R_X86_64_PLT32", Sym("__tls_get_addr", -4))]
        return super().encode(mi, pc, labels, pcrel_label)

    def size(self, mi: MachineInstr) -> int:
        if mi.instr.name in BLOCK_BRANCHES and isinstance(mi.ops[0], MachineBasicBlock):
            return 2
        return mi.instr.size


ENCODER = KeystoneX86Encoder()
