"""How each x86-64 relocation patches bytes (SysV AMD64 ABI 4.4.1 "Relocation Types",
table 4.10: S = symbol address, A = addend, P = address of the place, L = PLT entry,
which is the symbol itself here: pylli links statically, without a PLT).

`apply(type, data, offset, S, A, P)` patches `data` in place. x86-64 ELF uses RELA, so
the bytes already in the field are ignored; every value is range-checked and an
overflow raises `RelocationError` (STYLE.md A.4), never wraps.
"""
from __future__ import annotations

from pyllc.codegen.target import RelocationInfo
from pyllc.diagnostics import CompileError

ELF_MACHINE = 62          # EM_X86_64
ELF_FLAGS = 0

ELF_NUMBERS = {
    "R_X86_64_NONE": 0, "R_X86_64_64": 1, "R_X86_64_PC32": 2, "R_X86_64_GOT32": 3,
    "R_X86_64_PLT32": 4, "R_X86_64_COPY": 5, "R_X86_64_GLOB_DAT": 6,
    "R_X86_64_JUMP_SLOT": 7, "R_X86_64_RELATIVE": 8, "R_X86_64_GOTPCREL": 9,
    "R_X86_64_32": 10, "R_X86_64_32S": 11, "R_X86_64_16": 12, "R_X86_64_PC16": 13,
    "R_X86_64_8": 14, "R_X86_64_PC8": 15, "R_X86_64_PC64": 24,
    "R_X86_64_GOTPCRELX": 41, "R_X86_64_REX_GOTPCRELX": 42,
    "R_X86_64_DTPMOD64": 16, "R_X86_64_DTPOFF64": 17, "R_X86_64_TPOFF64": 18,
    "R_X86_64_TLSGD": 19, "R_X86_64_TLSLD": 20, "R_X86_64_DTPOFF32": 21,
    "R_X86_64_GOTTPOFF": 22, "R_X86_64_TPOFF32": 23,
}

# For the MC layer: symbol references in data, by size in bytes (`.quad sym` is
# R_X86_64_64, `.long sym` R_X86_64_32; `.long sym - .` R_X86_64_PC32).
DATA_RELOCS = {4: "R_X86_64_32", 8: "R_X86_64_64"}
DATA_PCREL_RELOCS = {4: "R_X86_64_PC32", 8: "R_X86_64_PC64"}


class RelocationError(CompileError):
    pass


def _put(data: bytearray, offset: int, value: int, size: int, lo: int, hi: int,
         what: str) -> None:
    if not lo <= value <= hi:
        raise RelocationError(f"{what}: value {value:#x} out of range")
    data[offset:offset + size] = (value % (1 << (8 * size))).to_bytes(size, "little")


def _relax_gotpcrelx(type: str, data: bytearray, offset: int, S: int, A: int, P: int) -> None:
    """pylli links statically, without a GOT: do the relaxations the ABI allows for
    these types (ABI B.2 "Optimize GOTPCRELX Relocations"), as GNU ld does:
    `mov foo@GOTPCREL(%rip), %reg` (8b /r) -> `lea foo(%rip), %reg` (8d /r);
    `call *foo@GOTPCREL(%rip)` (ff 15) -> `addr32 call foo` (67 e8);
    `jmp *foo@GOTPCREL(%rip)` (ff 25) -> `jmp foo; nop` (e9 ... 90)."""
    op = data[offset - 2]
    if op == 0x8B:
        data[offset - 2] = 0x8D
        _put(data, offset, S + A - P, 4, -(1 << 31), (1 << 31) - 1, type)
    elif op == 0xFF and data[offset - 1] == 0x15:
        data[offset - 2:offset] = b"\x67\xe8"
        _put(data, offset, S + A - P, 4, -(1 << 31), (1 << 31) - 1, type)
    elif op == 0xFF and data[offset - 1] == 0x25:
        data[offset - 2] = 0xE9
        # the jump now ends one byte earlier (before the nop that follows it)
        _put(data, offset - 1, S + A - P + 1, 4, -(1 << 31), (1 << 31) - 1, type)
        data[offset + 3] = 0x90
    else:
        raise RelocationError(f"{type}: cannot relax instruction {data[offset - 2]:#04x} "
                              "without a GOT")


def apply(type: str, data: bytearray, offset: int, S: int, A: int, P: int) -> None:
    """Patch the place at `data[offset:]` (address P) for relocation `type`."""
    if type == "R_X86_64_64":
        _put(data, offset, S + A, 8, -(1 << 63), (1 << 64) - 1, type)
    elif type in ("R_X86_64_PC32", "R_X86_64_PLT32"):
        _put(data, offset, S + A - P, 4, -(1 << 31), (1 << 31) - 1, type)
    elif type == "R_X86_64_PC64":
        _put(data, offset, S + A - P, 8, -(1 << 63), (1 << 63) - 1, type)
    elif type == "R_X86_64_32":
        _put(data, offset, S + A, 4, 0, (1 << 32) - 1, type)
    elif type == "R_X86_64_32S":
        _put(data, offset, S + A, 4, -(1 << 31), (1 << 31) - 1, type)
    elif type == "R_X86_64_16":
        _put(data, offset, S + A, 2, 0, (1 << 16) - 1, type)
    elif type == "R_X86_64_PC16":
        _put(data, offset, S + A - P, 2, -(1 << 15), (1 << 15) - 1, type)
    elif type == "R_X86_64_8":
        _put(data, offset, S + A, 1, 0, 255, type)
    elif type == "R_X86_64_PC8":
        _put(data, offset, S + A - P, 1, -128, 127, type)
    elif type in ("R_X86_64_TPOFF32", "R_X86_64_DTPOFF32"):
        # S is the symbol's offset from the thread pointer / in the module's TLS block
        _put(data, offset, S + A, 4, -(1 << 31), (1 << 31) - 1, type)
    elif type == "R_X86_64_DTPOFF64":
        _put(data, offset, S + A, 8, -(1 << 63), (1 << 63) - 1, type)
    elif type in ("R_X86_64_GOTPCRELX", "R_X86_64_REX_GOTPCRELX"):
        _relax_gotpcrelx(type, data, offset, S, A, P)
    elif type == "R_X86_64_NONE":
        return
    else:
        raise RelocationError(f"relocation {type} is not supported")


# GOT + G + A - P is a PC32 to the symbol's GOT slot (ABI table 4.10)
GOT_RELOCS = {t: ("R_X86_64_PC32", False)
              for t in ("R_X86_64_GOTPCREL", "R_X86_64_GOTPCRELX", "R_X86_64_REX_GOTPCRELX")}

# TLS (ABI 3.4.6): TPOFF32's S is the symbol's thread-pointer offset; GOTTPOFF is a PC32
# to a GOT slot that holds that offset
TPREL_RELOCS = ("R_X86_64_TPOFF32",)
GOT_TPREL_RELOCS = {"R_X86_64_GOTTPOFF": ("R_X86_64_PC32", False)}
# general dynamic: TLSGD is a PC32 to a GOT pair (module, offset) for __tls_get_addr
GOT_TLS_PAIR_RELOCS = {"R_X86_64_TLSGD": ("R_X86_64_PC32", False)}
# local dynamic: TLSLD is a PC32 to the module's pair; DTPOFF's S is the offset in the block
GOT_TLS_MODULE_RELOCS = {"R_X86_64_TLSLD": ("R_X86_64_PC32", False)}
DTPREL_RELOCS = ("R_X86_64_DTPOFF32", "R_X86_64_DTPOFF64")
TLS_OTHER = ("R_X86_64_DTPMOD64", "R_X86_64_TPOFF64")

RELOCATIONS = RelocationInfo(arch="x86_64", machine=ELF_MACHINE, numbers=ELF_NUMBERS, data=DATA_RELOCS, data_pcrel=DATA_PCREL_RELOCS, apply=apply, flags=ELF_FLAGS, got=GOT_RELOCS,
                             tprel=TPREL_RELOCS, got_tprel=GOT_TPREL_RELOCS,
                             got_tls_pair=GOT_TLS_PAIR_RELOCS, tls_other=TLS_OTHER,
                             got_tls_module=GOT_TLS_MODULE_RELOCS, dtprel=DTPREL_RELOCS)
