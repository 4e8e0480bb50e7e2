"""How each AArch64 relocation patches bytes (ELF for the Arm 64-bit Architecture
(AAELF64), 5.7 "Relocation": S = symbol address, A = addend, P = place, Page(x) =
x & ~0xfff; `X` below is the calculated value).

`apply(type, data, offset, S, A, P)` writes the field of the little-endian instruction
word (or data word) at `offset`, replacing what was there (RELA: the addend is in the
relocation, never in the field). Overflow-checked types raise `RelocationError`; `_NC`
types keep only their low bits, as the spec says ("no check").

    CALL26/JUMP26     imm26 = X >> 2, bits 25..0         (bl/b, +-128 MiB)
    CONDBR19          imm19 = X >> 2, bits 23..5         (b.cond/cbz, +-1 MiB)
    TSTBR14           imm14 = X >> 2, bits 18..5         (tbz, +-32 KiB)
    ADR_PREL_PG_HI21  imm21 = Page(S+A)-Page(P) >> 12:   immlo bits 30..29, immhi 23..5
    ADD_ABS_LO12_NC   imm12 = X & 0xfff, bits 21..10
    LDST<n>_ABS_LO12_NC imm12 = (X & 0xfff) >> log2(n/8), bits 21..10
"""
from __future__ import annotations

from pyllc.codegen.target import RelocationInfo
from pyllc.diagnostics import CompileError

ELF_MACHINE = 183          # EM_AARCH64
ELF_FLAGS = 0
IGNORED: tuple[str, ...] = ()

ELF_NUMBERS = {
    "R_AARCH64_NONE": 0, "R_AARCH64_ABS64": 257, "R_AARCH64_ABS32": 258,
    "R_AARCH64_ABS16": 259, "R_AARCH64_PREL64": 260, "R_AARCH64_PREL32": 261,
    "R_AARCH64_PREL16": 262, "R_AARCH64_ADR_PREL_LO21": 274,
    "R_AARCH64_ADR_PREL_PG_HI21": 275, "R_AARCH64_ADR_PREL_PG_HI21_NC": 276,
    "R_AARCH64_ADD_ABS_LO12_NC": 277, "R_AARCH64_LDST8_ABS_LO12_NC": 278,
    "R_AARCH64_TSTBR14": 279, "R_AARCH64_CONDBR19": 280, "R_AARCH64_JUMP26": 282,
    "R_AARCH64_CALL26": 283, "R_AARCH64_LDST16_ABS_LO12_NC": 284,
    "R_AARCH64_LDST32_ABS_LO12_NC": 285, "R_AARCH64_LDST64_ABS_LO12_NC": 286,
    "R_AARCH64_LDST128_ABS_LO12_NC": 299, "R_AARCH64_ADR_GOT_PAGE": 311,
    "R_AARCH64_LD64_GOT_LO12_NC": 312, "R_AARCH64_MOVW_UABS_G0": 263,
    "R_AARCH64_MOVW_UABS_G0_NC": 264, "R_AARCH64_MOVW_UABS_G1": 265,
    "R_AARCH64_MOVW_UABS_G1_NC": 266, "R_AARCH64_MOVW_UABS_G2": 267,
    "R_AARCH64_MOVW_UABS_G2_NC": 268, "R_AARCH64_MOVW_UABS_G3": 269,
    "R_AARCH64_TLSIE_ADR_GOTTPREL_PAGE21": 541, "R_AARCH64_TLSIE_LD64_GOTTPREL_LO12_NC": 542,
    "R_AARCH64_TLSLE_ADD_TPREL_HI12": 549, "R_AARCH64_TLSLE_ADD_TPREL_LO12": 550,
    "R_AARCH64_TLSLE_ADD_TPREL_LO12_NC": 551, "R_AARCH64_TLSDESC_ADR_PAGE21": 562,
    "R_AARCH64_TLSDESC_LD64_LO12": 563, "R_AARCH64_TLSDESC_ADD_LO12": 564,
    "R_AARCH64_TLSDESC_CALL": 569,
}

DATA_RELOCS = {4: "R_AARCH64_ABS32", 8: "R_AARCH64_ABS64"}
DATA_PCREL_RELOCS = {4: "R_AARCH64_PREL32", 8: "R_AARCH64_PREL64"}


class RelocationError(CompileError):
    """A relocated value that does not fit its field."""


def _fits_signed(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def _word(data: bytearray, offset: int) -> int:
    return int.from_bytes(data[offset:offset + 4], "little")


def _set_field(data: bytearray, offset: int, value: int, hi: int, lo: int) -> None:
    width = hi - lo + 1
    mask = ((1 << width) - 1) << lo
    w = (_word(data, offset) & ~mask) | ((value << lo) & mask)
    data[offset:offset + 4] = w.to_bytes(4, "little")


def _branch(type: str, data: bytearray, offset: int, x: int, bits: int, hi: int, lo: int) -> None:
    if x & 3:
        raise RelocationError(f"{type}: branch target {x:#x} bytes away is not 4-aligned")
    if not _fits_signed(x >> 2, bits):
        raise RelocationError(f"{type}: branch target {x:#x} bytes away is out of range")
    _set_field(data, offset, (x >> 2) & ((1 << bits) - 1), hi, lo)


def _data(type: str, data: bytearray, offset: int, x: int, size: int, signed: bool) -> None:
    lo = -(1 << (8 * size - 1)) if signed else -(1 << (8 * size - 1))
    hi = (1 << (8 * size)) if not signed else (1 << (8 * size - 1))
    if size < 8 and not lo <= x < hi:
        raise RelocationError(f"{type}: value {x:#x} does not fit {size} bytes")
    data[offset:offset + size] = (x & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


_LDST_SHIFT = {"R_AARCH64_LDST8_ABS_LO12_NC": 0, "R_AARCH64_LDST16_ABS_LO12_NC": 1,
               "R_AARCH64_LDST32_ABS_LO12_NC": 2, "R_AARCH64_LDST64_ABS_LO12_NC": 3,
               "R_AARCH64_LDST128_ABS_LO12_NC": 4}


# MOVW_UABS_G<n>[_NC]: (shift, overflow-checked)
_MOVW_GROUP = {"R_AARCH64_MOVW_UABS_G0": (0, True), "R_AARCH64_MOVW_UABS_G0_NC": (0, False),
               "R_AARCH64_MOVW_UABS_G1": (16, True), "R_AARCH64_MOVW_UABS_G1_NC": (16, False),
               "R_AARCH64_MOVW_UABS_G2": (32, True), "R_AARCH64_MOVW_UABS_G2_NC": (32, False),
               "R_AARCH64_MOVW_UABS_G3": (48, True)}


def apply(type: str, data: bytearray, offset: int, S: int, A: int, P: int) -> None:
    x = S + A
    if type == "R_AARCH64_ABS64":
        _data(type, data, offset, x, 8, False)
    elif type == "R_AARCH64_ABS32":
        _data(type, data, offset, x, 4, False)
    elif type == "R_AARCH64_ABS16":
        _data(type, data, offset, x, 2, False)
    elif type == "R_AARCH64_PREL64":
        _data(type, data, offset, x - P, 8, True)
    elif type == "R_AARCH64_PREL32":
        _data(type, data, offset, x - P, 4, True)
    elif type == "R_AARCH64_PREL16":
        _data(type, data, offset, x - P, 2, True)
    elif type in ("R_AARCH64_CALL26", "R_AARCH64_JUMP26"):
        _branch(type, data, offset, x - P, 26, 25, 0)
    elif type == "R_AARCH64_CONDBR19":
        _branch(type, data, offset, x - P, 19, 23, 5)
    elif type == "R_AARCH64_TSTBR14":
        _branch(type, data, offset, x - P, 14, 18, 5)
    elif type in ("R_AARCH64_ADR_PREL_PG_HI21", "R_AARCH64_ADR_PREL_PG_HI21_NC"):
        pages = ((x & ~0xFFF) - (P & ~0xFFF)) >> 12
        if type == "R_AARCH64_ADR_PREL_PG_HI21" and not _fits_signed(pages, 21):
            raise RelocationError(f"{type}: page offset {pages:#x} is out of range")
        imm = pages & 0x1FFFFF
        _set_field(data, offset, imm & 3, 30, 29)
        _set_field(data, offset, imm >> 2, 23, 5)
    elif type == "R_AARCH64_ADR_PREL_LO21":
        v = x - P
        if not _fits_signed(v, 21):
            raise RelocationError(f"{type}: offset {v:#x} is out of range")
        imm = v & 0x1FFFFF
        _set_field(data, offset, imm & 3, 30, 29)
        _set_field(data, offset, imm >> 2, 23, 5)
    elif type == "R_AARCH64_ADD_ABS_LO12_NC":
        _set_field(data, offset, x & 0xFFF, 21, 10)
    elif type in _LDST_SHIFT:
        _set_field(data, offset, (x & 0xFFF) >> _LDST_SHIFT[type], 21, 10)
    elif type == "R_AARCH64_ADR_GOT_PAGE":
        # GOT relaxation (what ld.bfd and lld do for symbols that resolve locally): the
        # adrp addresses the symbol's own page, and the paired GOT load below becomes an
        # add, so no GOT is needed: adrp x0, :got:s ; ldr x0, [x0, :got_lo12:s]
        #                       ->  adrp x0, s      ; add x0, x0, :lo12:s
        apply("R_AARCH64_ADR_PREL_PG_HI21", data, offset, S, A, P)
    elif type == "R_AARCH64_LD64_GOT_LO12_NC":
        w = _word(data, offset)
        if w & 0xFFC00000 != 0xF9400000:
            raise RelocationError(f"{type}: not an `ldr xt, [xn, #imm]` ({w:#010x})")
        w = 0x91000000 | ((x & 0xFFF) << 10) | (w & 0x3FF)     # add xt, xn, #lo12
        data[offset:offset + 4] = w.to_bytes(4, "little")
    elif type in _MOVW_GROUP:
        shift, checked = _MOVW_GROUP[type]
        if checked and not 0 <= x < 1 << (shift + 16):
            raise RelocationError(f"{type}: value {x:#x} is out of range")
        _set_field(data, offset, (x >> shift) & 0xFFFF, 20, 5)      # imm16 of movz/movk
    elif type == "R_AARCH64_TLSLE_ADD_TPREL_HI12":
        # S: the symbol's offset from the thread pointer (TPREL(S+A) >> 12, checked)
        if not 0 <= x < 1 << 24:
            raise RelocationError(f"{type}: TLS offset {x:#x} is out of range")
        _set_field(data, offset, x >> 12, 21, 10)
    elif type in ("R_AARCH64_TLSLE_ADD_TPREL_LO12", "R_AARCH64_TLSLE_ADD_TPREL_LO12_NC"):
        if type == "R_AARCH64_TLSLE_ADD_TPREL_LO12" and not 0 <= x < 1 << 12:
            raise RelocationError(f"{type}: TLS offset {x:#x} is out of range")
        _set_field(data, offset, x & 0xFFF, 21, 10)
    elif type in ("R_AARCH64_NONE", "R_AARCH64_TLSDESC_CALL"):
        pass
    else:
        raise CompileError(f"unsupported AArch64 relocation {type}")


# AAELF64 "Static AArch64 relocations": Page(G(GDAT(S+A))) - Page(P) and G(GDAT(S+A)) are
# the page and the low 12 bits of the symbol's GOT slot
GOT_RELOCS = {"R_AARCH64_ADR_GOT_PAGE": ("R_AARCH64_ADR_PREL_PG_HI21", False),
              "R_AARCH64_LD64_GOT_LO12_NC": ("R_AARCH64_LDST64_ABS_LO12_NC", False)}

# TLS (AAELF64 5.7.11): local exec's S is the thread-pointer offset; initial exec's
# GOTTPREL pair is the page and low bits of a GOT slot holding it; TLS descriptors
# (general/local dynamic) are not resolved by pylli
TPREL_RELOCS: tuple[str, ...] = (
    "R_AARCH64_TLSLE_ADD_TPREL_HI12", "R_AARCH64_TLSLE_ADD_TPREL_LO12",
    "R_AARCH64_TLSLE_ADD_TPREL_LO12_NC")
GOT_TPREL_RELOCS = {
    "R_AARCH64_TLSIE_ADR_GOTTPREL_PAGE21": ("R_AARCH64_ADR_PREL_PG_HI21", False),
    "R_AARCH64_TLSIE_LD64_GOTTPREL_LO12_NC": ("R_AARCH64_LDST64_ABS_LO12_NC", False)}
# TLS descriptors: the descriptor is a GOT pair (emu/tls.py fills it); TLSDESC_CALL only
# marks the `blr` for linker relaxation (listed with the tprel types: it patches nothing)
GOT_TLS_PAIR_RELOCS = {
    "R_AARCH64_TLSDESC_ADR_PAGE21": ("R_AARCH64_ADR_PREL_PG_HI21", False),
    "R_AARCH64_TLSDESC_LD64_LO12": ("R_AARCH64_LDST64_ABS_LO12_NC", False),
    "R_AARCH64_TLSDESC_ADD_LO12": ("R_AARCH64_ADD_ABS_LO12_NC", False)}
TPREL_RELOCS += ("R_AARCH64_TLSDESC_CALL",)
TLS_OTHER: tuple[str, ...] = ()

RELOCATIONS = RelocationInfo(arch="aarch64", machine=ELF_MACHINE, numbers=ELF_NUMBERS, data=DATA_RELOCS, data_pcrel=DATA_PCREL_RELOCS, apply=apply, flags=ELF_FLAGS, got=GOT_RELOCS,
                             tprel=TPREL_RELOCS, got_tprel=GOT_TPREL_RELOCS, tls_other=TLS_OTHER,
                             got_tls_pair=GOT_TLS_PAIR_RELOCS)
