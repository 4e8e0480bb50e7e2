"""How pylli runs AArch64 code under Unicorn (AAPCS64; Linux passes variadic arguments
in the same registers as fixed ones)."""
from __future__ import annotations

import builtins
import struct

from unicorn import UC_ARCH_ARM64, UC_MODE_ARM
from unicorn import arm64_const as a

from pyllc.emu.tls import TlsAbi

RET = (0xD65F03C0).to_bytes(4, "little")


def _set_return(uc, addr: int, sp: int) -> None:
    uc.reg_write(a.UC_ARM64_REG_X30, addr)


class VaList:
    """AAPCS64 va_list: { void *__stack; void *__gr_top; void *__vr_top;
    int __gr_offs; int __vr_offs; } — offsets are negative while registers remain."""

    def __init__(self, rt, addr: int) -> None:
        raw = rt.read(addr, 32)
        self.rt = rt
        self.stack, self.gr_top, self.vr_top = struct.unpack_from("<QQQ", raw)
        self.gr_offs, self.vr_offs = struct.unpack_from("<ii", raw, 24)

    def _stack(self, n: int) -> int:
        v = int.from_bytes(self.rt.read(self.stack, n), "little")
        self.stack += 8 if n <= 8 else (n + 7) & ~7
        return v

    def int(self, bits: builtins.int = 32, variadic: bool = True) -> builtins.int:
        if self.gr_offs < 0:
            v = int.from_bytes(self.rt.read(self.gr_top + self.gr_offs, 8), "little")
            self.gr_offs += 8
        else:
            v = self._stack(8)
        return v & ((1 << bits) - 1)

    def ptr(self, variadic: bool = True) -> builtins.int:
        return self.int(64)

    def double(self, variadic: bool = True) -> float:
        if self.vr_offs < 0:
            raw = self.rt.read(self.vr_top + self.vr_offs, 8)
            self.vr_offs += 16
        else:
            raw = self._stack(8).to_bytes(8, "little")
        return struct.unpack("<d", raw)[0]


EMULATOR = {
    "arch": UC_ARCH_ARM64,
    "mode": UC_MODE_ARM,
    "return_stub": RET,
    "set_return": _set_return,
    "entry_pc": lambda addr: addr,
    "insn_width": 4,                 # fixed-width instructions (counting, docs/pylli-stats.md)
    "va_cursor": VaList,
    # AAELF64 / glibc: TPIDR_EL0 points at a 16-byte TCB; TLS variant I
    "tls": TlsAbi(variant=1, tcb_size=16, descriptor=True,
                  set_thread_pointer=lambda uc, v: uc.reg_write(a.UC_ARM64_REG_TPIDR_EL0, v)),
    # served functions 64 MiB up: within reach of `bl` (+-128 MiB, R_AARCH64_CALL26)
    # from the image at 64 KiB (machine.py's default stub area is 240 MiB up)
    "stub_base": 0x0400_0000,
    "abi": {
        "int_regs": [getattr(a, f"UC_ARM64_REG_X{i}") for i in range(8)],
        "fp_regs": [getattr(a, f"UC_ARM64_REG_D{i}") for i in range(8)],
        "quad_regs": [getattr(a, f"UC_ARM64_REG_Q{i}") for i in range(8)],
        "ret_int": [a.UC_ARM64_REG_X0, a.UC_ARM64_REG_X1],
        "ret_fp": a.UC_ARM64_REG_D0,
        "ret_fp2": a.UC_ARM64_REG_D1,
        "sp": a.UC_ARM64_REG_SP,
        "pc": a.UC_ARM64_REG_PC,
        "stack_args": 0,
        "slot": 8,
        "big_endian": False,
        "ptr_bits": 64,
        "long_bits": 64,
        "half_in_fp": True,             # __extendhfsf2 & co. take half in an FP register
        "long_double_quad": True,       # C long double is IEEE binary128
        # setjmp/longjmp (emu/setjmp.py): AAPCS64's callee-saved x19-x29 and d8-d15; the
        # return address is in x30
        "setjmp_regs": ([getattr(a, f"UC_ARM64_REG_X{i}") for i in range(19, 30)]
                        + [getattr(a, f"UC_ARM64_REG_D{i}") for i in range(8, 16)]),
        "ra": a.UC_ARM64_REG_X30,
        "call_ra": (a.UC_ARM64_REG_X30, 0),     # `bl` writes x30; `ret` goes there
    },
}
