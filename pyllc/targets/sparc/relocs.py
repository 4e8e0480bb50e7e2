"""How each SPARC relocation patches bytes (System V ABI SPARC Processor Supplement,
ch. 4 "Relocation Types": S = symbol address, A = addend, P = address of the place).
Instruction words are big-endian.

    R_SPARC_32      word32   S + A           R_SPARC_DISP32  word32  S + A - P
    R_SPARC_UA32    word32   S + A (unaligned place)
    R_SPARC_HI22    imm22    (S + A) >> 10   R_SPARC_LO10    simm13  (S + A) & 0x3ff
    R_SPARC_WDISP30 disp30   (S + A - P) >> 2
    R_SPARC_WDISP22 disp22   (S + A - P) >> 2
    R_SPARC_13      simm13   S + A
    R_SPARC_PC22    imm22    (S + A - P) >> 10  R_SPARC_PC10 simm13 (S + A - P) & 0x3ff
    R_SPARC_WPLT30  disp30   (L + A - P) >> 2 (L = S: pylli links statically, no PLT)
    R_SPARC_GOT22   imm22    G >> 10         R_SPARC_GOT10   simm13  G & 0x3ff
    (G: the offset of the symbol's GOT slot from _GLOBAL_OFFSET_TABLE_; the loader
    builds the GOT and applies them as HI22/LO10 of that offset, `GOT_RELOCS`)

`apply` range-checks and raises `RelocationError` on overflow; it never wraps a value
that does not fit (STYLE.md A.4). HI22/LO10 cover any 32-bit address by construction.
"""
from __future__ import annotations

from pyllc.codegen.target import RelocationInfo
from pyllc.diagnostics import CompileError

ELF_NUMBERS = {
    "R_SPARC_NONE": 0, "R_SPARC_8": 1, "R_SPARC_16": 2, "R_SPARC_32": 3,
    "R_SPARC_DISP8": 4, "R_SPARC_DISP16": 5, "R_SPARC_DISP32": 6,
    "R_SPARC_WDISP30": 7, "R_SPARC_WDISP22": 8, "R_SPARC_HI22": 9, "R_SPARC_22": 10,
    "R_SPARC_13": 11, "R_SPARC_LO10": 12, "R_SPARC_GOT10": 13, "R_SPARC_GOT13": 14,
    "R_SPARC_GOT22": 15, "R_SPARC_PC10": 16, "R_SPARC_PC22": 17, "R_SPARC_WPLT30": 18,
    "R_SPARC_UA32": 23,
    "R_SPARC_TLS_GD_HI22": 56, "R_SPARC_TLS_GD_LO10": 57, "R_SPARC_TLS_GD_ADD": 58,
    "R_SPARC_TLS_GD_CALL": 59, "R_SPARC_TLS_LDM_HI22": 60, "R_SPARC_TLS_LDM_LO10": 61,
    "R_SPARC_TLS_LDM_ADD": 62, "R_SPARC_TLS_LDM_CALL": 63, "R_SPARC_TLS_LDO_HIX22": 64,
    "R_SPARC_TLS_LDO_LOX10": 65, "R_SPARC_TLS_LDO_ADD": 66, "R_SPARC_TLS_IE_HI22": 67,
    "R_SPARC_TLS_IE_LO10": 68, "R_SPARC_TLS_IE_LD": 69, "R_SPARC_TLS_IE_ADD": 71,
    "R_SPARC_TLS_LE_HIX22": 72, "R_SPARC_TLS_LE_LOX10": 73,
}
DATA_RELOCS = {4: "R_SPARC_32"}
DATA_PCREL_RELOCS = {4: "R_SPARC_DISP32"}

# ELF header facts: EM_SPARC (2) and EM_SPARC32PLUS (18, what some tools write for V8+).
ELF_MACHINES = (2, 18)
ELF_MACHINE = 2
ELF_FLAGS = 0
IGNORED = ()


class RelocationError(CompileError):
    """A relocated value that does not fit its field."""


def _fits_signed(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def _word(data: bytearray, offset: int) -> int:
    return int.from_bytes(data[offset:offset + 4], "big")


def _set_field(data: bytearray, offset: int, bits: int, value: int) -> None:
    """Replace the low `bits` bits of the instruction word at `offset` by `value`."""
    assert 0 <= value < (1 << bits)
    m = (1 << bits) - 1
    data[offset:offset + 4] = ((_word(data, offset) & ~m) | value).to_bytes(4, "big")


def _word32(data: bytearray, offset: int, v: int, what: str) -> None:
    if not -(1 << 31) <= v < (1 << 32):
        raise RelocationError(f"{what}: {v:#x} out of range")
    data[offset:offset + 4] = (v % (1 << 32)).to_bytes(4, "big")


def apply(type: str, data: bytearray, offset: int, S: int, A: int, P: int,
          pcrel_hi: object = None) -> None:
    """Patch the place at `data[offset:]` (address P) for relocation `type`."""
    if type in ("R_SPARC_32", "R_SPARC_UA32"):
        _word32(data, offset, S + A, type)
    elif type == "R_SPARC_DISP32":
        v = S + A - P
        if not _fits_signed(v, 32):
            raise RelocationError(f"{type}: {v:#x} out of range")
        _word32(data, offset, v, type)
    elif type == "R_SPARC_HI22":
        v = (S + A) & 0xFFFFFFFF
        _set_field(data, offset, 22, v >> 10)
    elif type == "R_SPARC_LO10":
        _set_field(data, offset, 13, (S + A) & 0x3FF)      # simm13 = low 10 bits, >= 0
    elif type == "R_SPARC_PC22":
        _set_field(data, offset, 22, ((S + A - P) & 0xFFFFFFFF) >> 10)
    elif type == "R_SPARC_PC10":
        _set_field(data, offset, 13, (S + A - P) & 0x3FF)
    elif type in ("R_SPARC_WDISP30", "R_SPARC_WDISP22", "R_SPARC_WPLT30"):
        bits = 22 if type == "R_SPARC_WDISP22" else 30
        v = S + A - P
        # WDISP30 reaches the whole 32-bit space (it wraps by design, like the pc)
        if v & 3 or (bits == 22 and not _fits_signed(v >> 2, bits)):
            raise RelocationError(f"{type}: displacement {v} out of range or misaligned")
        _set_field(data, offset, bits, (v >> 2) & ((1 << bits) - 1))
    elif type == "R_SPARC_13":
        v = S + A
        if not _fits_signed(v, 13):
            raise RelocationError(f"R_SPARC_13: {v} does not fit 13 signed bits")
        _set_field(data, offset, 13, v & 0x1FFF)
    elif type == "R_SPARC_TLS_LE_HIX22":
        # S: the (negative) offset from %g7; sethi ~v >> 10, then xor with LOX10
        v = S + A
        if not -(1 << 31) <= v < 0:
            raise RelocationError(f"{type}: TLS offset {v:#x} is out of range")
        _set_field(data, offset, 22, (~v & 0xFFFFFFFF) >> 10)
    elif type == "R_SPARC_TLS_LE_LOX10":
        _set_field(data, offset, 13, ((S + A) & 0x3FF) | 0x1C00)
    elif type in ("R_SPARC_TLS_IE_LD", "R_SPARC_TLS_IE_ADD", "R_SPARC_TLS_GD_ADD"):
        pass                             # markers for linker relaxation
    elif type == "R_SPARC_NONE":
        pass
    else:
        raise RelocationError(f"relocation {type} is not supported")


GOT_RELOCS = {"R_SPARC_GOT22": ("R_SPARC_HI22", True), "R_SPARC_GOT10": ("R_SPARC_LO10", True),
              "R_SPARC_GOT13": ("R_SPARC_13", True)}

# TLS: LE_HIX22/LOX10's S is the offset from %g7 (markers IE_LD/IE_ADD patch nothing);
# IE_HI22/LO10 are the offset of a GOT slot holding it from _GLOBAL_OFFSET_TABLE_
TPREL_RELOCS = ("R_SPARC_TLS_LE_HIX22", "R_SPARC_TLS_LE_LOX10", "R_SPARC_TLS_IE_LD",
                "R_SPARC_TLS_IE_ADD", "R_SPARC_TLS_GD_ADD")
# general dynamic: GD_HI22/LO10 are the GOT pair's offset from the GOT base; GD_CALL is
# the `call` the linker points at __tls_get_addr
GOT_TLS_PAIR_RELOCS = {"R_SPARC_TLS_GD_HI22": ("R_SPARC_HI22", True),
                       "R_SPARC_TLS_GD_LO10": ("R_SPARC_LO10", True)}
TLS_CALL_RELOCS = {"R_SPARC_TLS_GD_CALL": "R_SPARC_WDISP30"}
GOT_TPREL_RELOCS = {"R_SPARC_TLS_IE_HI22": ("R_SPARC_HI22", True),
                    "R_SPARC_TLS_IE_LO10": ("R_SPARC_LO10", True)}
TLS_OTHER = tuple(n for n in ELF_NUMBERS if n.startswith("R_SPARC_TLS_")
                  and n not in TPREL_RELOCS and n not in GOT_TPREL_RELOCS
                  and n not in GOT_TLS_PAIR_RELOCS and n not in TLS_CALL_RELOCS)

RELOCATIONS = RelocationInfo(arch="sparc", machine=ELF_MACHINE, numbers=ELF_NUMBERS, data=DATA_RELOCS, data_pcrel=DATA_PCREL_RELOCS, apply=apply, flags=ELF_FLAGS, machines=ELF_MACHINES, ignored=IGNORED, got=GOT_RELOCS,
                             tprel=TPREL_RELOCS, got_tprel=GOT_TPREL_RELOCS, tls_other=TLS_OTHER,
                             got_tls_pair=GOT_TLS_PAIR_RELOCS, tls_call=TLS_CALL_RELOCS)
