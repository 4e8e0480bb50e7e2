"""How each RISC-V relocation patches bytes (RISC-V ELF psABI, "Relocations": the
calculation column, with S = symbol address, A = addend, P = address of the place).

`apply(type, data, offset, S, A, P, pcrel_hi=None)` patches `data` in place (the linker
step of pylli, and of the MC layer when it resolves local fixups). Values are
range-checked; an overflow raises `RelocationError`, never wraps (STYLE.md A.4).

The hi/lo split (psABI "Address Calculation"): `hi20 = (v + 0x800) >> 12` and
`lo12 = v - (hi20 << 12)`, so `lo12` is a signed 12-bit value that the sign-extending
`addi`/`ld`/`sd` adds back. The pair covers `v` in [-2^31 - 2^11, 2^31 - 2^11).

R_RISCV_PCREL_LO12_*: the symbol is the *label of the auipc* that carries the matching
R_RISCV_PCREL_HI20, not the target; the low part is that HI20's `S + A - P` (computed
at the auipc). Pass `pcrel_hi(address_of_auipc) -> that value` to resolve it.
"""
from __future__ import annotations

from collections.abc import Callable

from pyllc.codegen.target import RelocationInfo
from pyllc.diagnostics import CompileError
from pyllc.targets.riscv64 import formats as F

# psABI relocation numbers (for the ELF writer's r_info).
ELF_NUMBERS = {
    "R_RISCV_NONE": 0, "R_RISCV_32": 1, "R_RISCV_64": 2, "R_RISCV_RELATIVE": 3,
    "R_RISCV_COPY": 4, "R_RISCV_JUMP_SLOT": 5,
    "R_RISCV_BRANCH": 16, "R_RISCV_JAL": 17, "R_RISCV_CALL": 18, "R_RISCV_CALL_PLT": 19,
    "R_RISCV_GOT_HI20": 20, "R_RISCV_PCREL_HI20": 23, "R_RISCV_PCREL_LO12_I": 24,
    "R_RISCV_PCREL_LO12_S": 25, "R_RISCV_HI20": 26, "R_RISCV_LO12_I": 27,
    "R_RISCV_LO12_S": 28, "R_RISCV_ADD8": 33, "R_RISCV_ADD16": 34, "R_RISCV_ADD32": 35,
    "R_RISCV_ADD64": 36, "R_RISCV_SUB8": 37, "R_RISCV_SUB16": 38, "R_RISCV_SUB32": 39,
    "R_RISCV_SUB64": 40, "R_RISCV_ALIGN": 43, "R_RISCV_RVC_BRANCH": 44, "R_RISCV_RVC_JUMP": 45,
    "R_RISCV_RELAX": 51, "R_RISCV_SUB6": 52, "R_RISCV_SET6": 53, "R_RISCV_SET8": 54,
    "R_RISCV_SET16": 55, "R_RISCV_SET32": 56, "R_RISCV_32_PCREL": 57,
    "R_RISCV_TLS_DTPMOD64": 7, "R_RISCV_TLS_DTPREL64": 9, "R_RISCV_TLS_TPREL64": 11,
    "R_RISCV_TLS_GOT_HI20": 21, "R_RISCV_TLS_GD_HI20": 22, "R_RISCV_TPREL_HI20": 29,
    "R_RISCV_TPREL_LO12_I": 30, "R_RISCV_TPREL_LO12_S": 31, "R_RISCV_TPREL_ADD": 32,
}

# For the MC layer: symbol references in data, by size in bytes (psABI: .word/.quad sym
# are R_RISCV_32/R_RISCV_64; `.word sym - .` is R_RISCV_32_PCREL).
DATA_RELOCS = {4: "R_RISCV_32", 8: "R_RISCV_64"}
DATA_PCREL_RELOCS = {4: "R_RISCV_32_PCREL"}
# For the linker (emu/loader.py): types computed from the value of another
# relocation (the PCREL_HI20 at their symbol), so they are applied after all others.
DEFERRED = ("R_RISCV_PCREL_LO12_I", "R_RISCV_PCREL_LO12_S")


class RelocationError(CompileError):
    """A relocated value that does not fit its field."""


def hi20(value: int) -> int:
    """The auipc/lui part of `value` (rounded so that the signed lo12 adds back)."""
    return (value + 0x800) >> 12


def lo12(value: int) -> int:
    """The signed low part matching `hi20(value)`: -2048..2047."""
    return value - (hi20(value) << 12)


def _fits_signed(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


def _read32(data: bytearray, offset: int) -> int:
    return int.from_bytes(data[offset:offset + 4], "little")


def _patch(data: bytearray, offset: int, fmt: F.Format, field: str, bits: int) -> None:
    """Replace the bits of `field` in the instruction word at `offset` by `bits`."""
    for name, hi, lo in fmt.fields:
        if name == field:
            width = hi - lo + 1
            assert 0 <= bits < (1 << width), (field, bits)
            field_mask = ((1 << width) - 1) << lo
            word = (_read32(data, offset) & ~field_mask) | (bits << lo)
            data[offset:offset + 4] = word.to_bytes(4, "little")
            return
    raise KeyError(field)


def _scatter(value: int, field: str) -> int:
    return F.scatter(value, F.imm_slices(field))


def _u_type(data: bytearray, offset: int, value: int, what: str) -> None:
    h = hi20(value)
    if not _fits_signed(h, 20):
        raise RelocationError(f"{what}: value {value:#x} out of range of a 32-bit hi/lo pair")
    _patch(data, offset, F.U, "imm[19:0]", h & 0xFFFFF)   # two's complement of a checked value


def _i_type(data: bytearray, offset: int, value: int) -> None:
    _patch(data, offset, F.I, "imm[11:0]", _scatter(value, "imm[11:0]"))


def _s_type(data: bytearray, offset: int, value: int) -> None:
    _patch(data, offset, F.S, "imm[11:5]", _scatter(value, "imm[11:5]"))
    _patch(data, offset, F.S, "imm[4:0]", _scatter(value, "imm[4:0]"))


_ADD_SUB = {"R_RISCV_ADD8": (1, 1), "R_RISCV_ADD16": (2, 1), "R_RISCV_ADD32": (4, 1),
            "R_RISCV_ADD64": (8, 1), "R_RISCV_SUB8": (1, -1), "R_RISCV_SUB16": (2, -1),
            "R_RISCV_SUB32": (4, -1), "R_RISCV_SUB64": (8, -1)}
# SET<n>: the field becomes S + A (modulo its width), as in .eh_frame's DW_CFA_advance_loc
_SET = {"R_RISCV_SET8": 1, "R_RISCV_SET16": 2, "R_RISCV_SET32": 4}


def _rvc_branch_bits(v: int) -> int:
    """c.beqz/c.bnez (CB format): offset[8|4:3] in bits 12:10, [7:6|2:1|5] in 6:2."""
    return (((v >> 8) & 1) << 12 | ((v >> 3) & 3) << 10 | ((v >> 6) & 3) << 5
            | ((v >> 1) & 3) << 3 | ((v >> 5) & 1) << 2)


def _rvc_jump_bits(v: int) -> int:
    """c.j/c.jal (CJ format): offset[11|4|9:8|10|6|7|3:1|5] in bits 12:2."""
    return (((v >> 11) & 1) << 12 | ((v >> 4) & 1) << 11 | ((v >> 8) & 3) << 9
            | ((v >> 10) & 1) << 8 | ((v >> 6) & 1) << 7 | ((v >> 7) & 1) << 6
            | ((v >> 1) & 7) << 3 | ((v >> 5) & 1) << 2)


def apply(type: str, data: bytearray, offset: int, S: int, A: int, P: int,
          pcrel_hi: Callable[[int], int] | None = None) -> None:
    """Patch the place at `data[offset:]` (address P) for relocation `type`."""
    if type == "R_RISCV_64":
        v = S + A
        if not -(1 << 63) <= v < (1 << 64):
            raise RelocationError(f"R_RISCV_64: {v:#x} out of range")
        data[offset:offset + 8] = (v % (1 << 64)).to_bytes(8, "little")
    elif type == "R_RISCV_32":
        v = S + A
        if not -(1 << 31) <= v < (1 << 32):
            raise RelocationError(f"R_RISCV_32: {v:#x} out of range")
        data[offset:offset + 4] = (v % (1 << 32)).to_bytes(4, "little")
    elif type == "R_RISCV_32_PCREL":
        v = S + A - P
        if not _fits_signed(v, 32):
            raise RelocationError(f"R_RISCV_32_PCREL: {v:#x} out of range")
        data[offset:offset + 4] = (v % (1 << 32)).to_bytes(4, "little")
    elif type == "R_RISCV_BRANCH":
        v = S + A - P
        if not _fits_signed(v, 13) or v & 1:
            raise RelocationError(f"R_RISCV_BRANCH: offset {v} out of range (+-4 KiB, even)")
        _patch(data, offset, F.B, "imm[12|10:5]", _scatter(v, "imm[12|10:5]"))
        _patch(data, offset, F.B, "imm[4:1|11]", _scatter(v, "imm[4:1|11]"))
    elif type == "R_RISCV_JAL":
        v = S + A - P
        if not _fits_signed(v, 21) or v & 1:
            raise RelocationError(f"R_RISCV_JAL: offset {v} out of range (+-1 MiB, even)")
        _patch(data, offset, F.J, "imm[20|10:1|11|19:12]", _scatter(v, "imm[20|10:1|11|19:12]"))
    elif type in ("R_RISCV_CALL", "R_RISCV_CALL_PLT"):
        v = S + A - P                    # auipc at P, jalr at P + 4 (psABI "Procedure Calls")
        _u_type(data, offset, v, type)
        _i_type(data, offset + 4, lo12(v))
    elif type == "R_RISCV_PCREL_HI20":
        _u_type(data, offset, S + A - P, type)
    elif type in ("R_RISCV_PCREL_LO12_I", "R_RISCV_PCREL_LO12_S"):
        if pcrel_hi is None:
            raise RelocationError(f"{type} needs the value of the R_RISCV_PCREL_HI20 at {S:#x}")
        v = lo12(pcrel_hi(S))
        (_i_type if type.endswith("_I") else _s_type)(data, offset, v)
    elif type in ("R_RISCV_HI20", "R_RISCV_TPREL_HI20"):
        # TPREL_*: S is the symbol's offset from tp (the loader's TLS layout)
        _u_type(data, offset, S + A, type)
    elif type == "R_RISCV_TPREL_LO12_I":
        _i_type(data, offset, lo12(S + A))
    elif type == "R_RISCV_TPREL_LO12_S":
        _s_type(data, offset, lo12(S + A))
    elif type == "R_RISCV_TPREL_ADD":
        return                           # a relaxation hint: nothing to patch
    elif type == "R_RISCV_LO12_I":
        _i_type(data, offset, lo12(S + A))
    elif type == "R_RISCV_LO12_S":
        _s_type(data, offset, lo12(S + A))
    elif type in _ADD_SUB:
        # Label differences in data (jump tables): the field holds a value that the
        # linker adds S + A to or subtracts it from, modulo the field width.
        width, sign = _ADD_SUB[type]
        old = int.from_bytes(data[offset:offset + width], "little")
        v = (old + sign * (S + A)) % (1 << (8 * width))
        data[offset:offset + width] = v.to_bytes(width, "little")
    elif type in _SET:
        width = _SET[type]
        data[offset:offset + width] = ((S + A) % (1 << (8 * width))).to_bytes(width, "little")
    elif type in ("R_RISCV_SET6", "R_RISCV_SUB6"):
        old = data[offset]
        low = (S + A) if type == "R_RISCV_SET6" else (old & 0x3F) - (S + A)
        data[offset] = (old & 0xC0) | (low & 0x3F)
    elif type in ("R_RISCV_RVC_BRANCH", "R_RISCV_RVC_JUMP"):
        v = S + A - P
        branch = type == "R_RISCV_RVC_BRANCH"
        if not _fits_signed(v, 9 if branch else 12) or v & 1:
            raise RelocationError(f"{type}: offset {v} out of range")
        mask = 0x1C7C if branch else 0x1FFC           # the immediate's bits of the parcel
        bits = _rvc_branch_bits(v) if branch else _rvc_jump_bits(v)
        half = int.from_bytes(data[offset:offset + 2], "little")
        data[offset:offset + 2] = ((half & ~mask) | bits).to_bytes(2, "little")
    elif type in ("R_RISCV_NONE", "R_RISCV_RELAX", "R_RISCV_ALIGN"):
        pass      # pylli does not relax: ALIGN's nops stay, RELAX is only a hint
    else:
        raise RelocationError(f"relocation {type} is not supported")


# ELF header facts (psABI "ELF Object Files": EM_RISCV; e_flags EF_RISCV_FLOAT_ABI_DOUBLE).
ELF_MACHINE = 243
ELF_FLAGS = 0x0004
# Linker-relaxation hints: pylli does not relax, so they are dropped when reading objects.
IGNORED = ("R_RISCV_RELAX", "R_RISCV_ALIGN")


# psABI: GOT_HI20 is G + GOT + A - P, a PCREL_HI20 to the symbol's GOT slot
GOT_RELOCS = {"R_RISCV_GOT_HI20": ("R_RISCV_PCREL_HI20", False)}

# TLS (psABI "Thread Local Storage"): TPREL_*'s S is the offset from tp; TLS_GOT_HI20 is
# a PCREL_HI20 to a GOT slot holding it (its %pcrel_lo pair follows as usual)
TPREL_RELOCS = ("R_RISCV_TPREL_HI20", "R_RISCV_TPREL_LO12_I", "R_RISCV_TPREL_LO12_S",
                "R_RISCV_TPREL_ADD")
GOT_TPREL_RELOCS = {"R_RISCV_TLS_GOT_HI20": ("R_RISCV_PCREL_HI20", False)}
GOT_TLS_PAIR_RELOCS = {"R_RISCV_TLS_GD_HI20": ("R_RISCV_PCREL_HI20", False)}
TLS_OTHER = ("R_RISCV_TLS_DTPMOD64", "R_RISCV_TLS_DTPREL64", "R_RISCV_TLS_TPREL64")

RELOCATIONS = RelocationInfo(arch="riscv64", machine=ELF_MACHINE, numbers=ELF_NUMBERS, data=DATA_RELOCS, data_pcrel=DATA_PCREL_RELOCS, apply=apply, flags=ELF_FLAGS, deferred=DEFERRED, ignored=IGNORED, got=GOT_RELOCS,
                             tprel=TPREL_RELOCS, got_tprel=GOT_TPREL_RELOCS, tls_other=TLS_OTHER,
                             got_tls_pair=GOT_TLS_PAIR_RELOCS)
