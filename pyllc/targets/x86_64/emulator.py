"""How pylli runs x86-64 code under Unicorn (SysV AMD64 ABI, "Parameter Passing")."""
from __future__ import annotations

import builtins
from functools import cache
from typing import Any

from unicorn import UC_ARCH_X86, UC_MODE_64
from unicorn import x86_const as x

from pyllc.emu.longdouble import X87_RESULTS, decode_x87
from pyllc.emu.tls import TlsAbi
from pyllc.emu.xf_conversions import XF_X87_RESULTS

RET = b"\xc3"


def _set_return(uc, addr: int, sp: int) -> None:
    # At entry [rsp] is the return address and rsp+8 is 16-byte aligned.
    sp = (sp & ~15) - 8
    uc.mem_write(sp, addr.to_bytes(8, "little"))
    uc.reg_write(x.UC_X86_REG_RSP, sp)


@cache
def _disassembler() -> Any:
    """Capstone's x86-64 decoder, made on first use: a documented lazy import, because
    Capstone takes longer to load than a small program takes to run, and only
    `--stats` decodes blocks."""
    import capstone
    return capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)


def _insn_offsets(code: bytes) -> list[int]:
    """x86 instructions have variable lengths: the offsets of a block's instructions,
    decoded by Capstone (the machine caches them per block). Bytes Capstone cannot
    decode end the block as one instruction (Unicorn faults on it)."""
    offsets = []
    end = 0
    for off, size, _, _ in _disassembler().disasm_lite(code, 0):
        offsets.append(off)
        end = off + size
    if end < len(code):
        offsets.append(end)
    return offsets


class SysVVaList:
    """The runtime's reader of a SysV va_list (ABI 3.5.7) for vprintf & co:
    {u32 gp_offset; u32 fp_offset; void *overflow_arg_area; void *reg_save_area}.
    Integers come from the register save area while gp_offset < 48, doubles while
    fp_offset < 176, then from the overflow area; the va_list is updated as it is read."""

    def __init__(self, rt, addr: int) -> None:
        self.rt = rt
        self.addr = addr

    def _field(self, off: int, n: int) -> int:
        return int.from_bytes(self.rt.read(self.addr + off, n), "little")

    def _set(self, off: int, n: int, value: int) -> None:
        self.rt.write(self.addr + off, value.to_bytes(n, "little"))

    def _next(self, fp: bool) -> bytes:
        off_field, limit, step = (4, 176, 16) if fp else (0, 48, 8)
        off = self._field(off_field, 4)
        if off < limit:
            data = self.rt.read(self._field(16, 8) + off, 8)
            self._set(off_field, 4, off + step)
            return data
        over = self._field(8, 8)
        data = self.rt.read(over, 8)
        self._set(8, 8, over + 8)
        return data

    def int(self, bits: builtins.int = 32, variadic: bool = True) -> builtins.int:
        return int.from_bytes(self._next(False), "little") & ((1 << bits) - 1)

    def ptr(self, variadic: bool = True) -> builtins.int:
        return self.int(64)

    def double(self, variadic: bool = True) -> float:
        import struct
        return struct.unpack("<d", self._next(True))[0]

    def long_double(self, variadic: bool = True) -> Any:
        """Class X87: always from the overflow area, in a 16-byte-aligned slot."""
        over = (self._field(8, 8) + 15) & ~15
        data = self.rt.read(over, 10)
        self._set(8, 8, over + 16)
        return decode_x87(data)


# A served function returning long double gets a stub that loads its results into the
# x87 stack: the host writes them (10 bytes each) into the stub's cells at +16 and +32
# before the stub runs `fldt cell(%rip)` (DB /5, RIP-relative: DB 2D disp32) for the
# second result, then the first (so the first ends in st(0)), then `ret`.
X87_STUB_SIZE = 48


def _x87_stub(name: str) -> tuple[bytes, int] | None:
    n = X87_RESULTS.get(name) or XF_X87_RESULTS.get(name)
    if n is None:
        return None
    code = b""
    for k in reversed(range(n)):
        cell = 16 + 16 * k
        code += b"\xdb\x2d" + (cell - (len(code) + 6)).to_bytes(4, "little", signed=True)
    return code + RET, X87_STUB_SIZE


def _ret_x87(uc, values: list[bytes]) -> None:
    pc = uc.reg_read(x.UC_X86_REG_RIP)
    for k, data in enumerate(values):
        uc.mem_write(pc + 16 + 16 * k, data)


def _init(uc) -> None:
    """The x87 control word Linux starts a process with (FNINIT's 0x037F: 64-bit
    precision, round to nearest, every exception masked); Unicorn starts with 0 (24-bit
    precision, exceptions unmasked)."""
    uc.reg_write(x.UC_X86_REG_FPCW, 0x037F)


EMULATOR = {
    "init": _init,
    "arch": UC_ARCH_X86,
    "mode": UC_MODE_64,
    "return_stub": RET,
    "set_return": _set_return,
    "entry_pc": lambda addr: addr,
    "insn_offsets": _insn_offsets,
    "va_cursor": SysVVaList,
    "stub_code": _x87_stub,
    # ABI 3.4.6: %fs's base is the thread pointer; TLS variant II with a self pointer
    "tls": TlsAbi(variant=2, tcb_size=0, self_pointer=True,
                  set_thread_pointer=lambda uc, v: uc.reg_write(x.UC_X86_REG_FS_BASE, v)),
    "abi": {
        "int_regs": [x.UC_X86_REG_RDI, x.UC_X86_REG_RSI, x.UC_X86_REG_RDX, x.UC_X86_REG_RCX,
                     x.UC_X86_REG_R8, x.UC_X86_REG_R9],
        "fp_regs": [getattr(x, f"UC_X86_REG_XMM{i}") for i in range(8)],
        "quad_regs": [getattr(x, f"UC_X86_REG_XMM{i}") for i in range(8)],
        "soft_nan": "propagate_neg",
        "ret_int": [x.UC_X86_REG_RAX, x.UC_X86_REG_RDX],
        "ret_fp": x.UC_X86_REG_XMM0,
        "ret_fp2": x.UC_X86_REG_XMM1,
        "pack_f32_pair": True,
        "sp": x.UC_X86_REG_RSP,
        "pc": x.UC_X86_REG_RIP,
        "stack_args": 8,          # skip the return address
        "slot": 8,
        "big_endian": False,
        "ptr_bits": 64,
        "long_bits": 64,
        "long_double": "x87",
        "ret_long_double": _ret_x87,
        "half_in_fp": True,             # __extendhfsf2 & co. take half in an FP register
        # setjmp/longjmp (emu/setjmp.py): the callee-saved registers; the return address
        # is the word at rsp on entry
        "setjmp_regs": [x.UC_X86_REG_RBX, x.UC_X86_REG_RBP, x.UC_X86_REG_R12,
                        x.UC_X86_REG_R13, x.UC_X86_REG_R14, x.UC_X86_REG_R15],
    },
}
