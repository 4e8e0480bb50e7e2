"""How pylli runs RISC-V 64 code under Unicorn: the register ids the runtime reads
arguments from (LP64D, psABI "Integer/Floating-point Calling Convention"), how main
returns to the exit trampoline, and the CPU set-up Unicorn needs."""
from __future__ import annotations

from unicorn import UC_ARCH_RISCV, UC_MODE_RISCV64
from unicorn import riscv_const as rv

from pyllc.emu.tls import TlsAbi

# `jalr x0, 0(ra)`: the body of every runtime stub (the host does the work in a hook).
RET = (0x00008067).to_bytes(4, "little")
MSTATUS_FS_DIRTY = 3 << 13      # privileged spec, mstatus.FS: enables the F/D extensions


def _init(uc) -> None:
    uc.reg_write(rv.UC_RISCV_REG_MSTATUS, uc.reg_read(rv.UC_RISCV_REG_MSTATUS) | MSTATUS_FS_DIRTY)


def _set_return(uc, addr: int, sp: int) -> None:
    uc.reg_write(rv.UC_RISCV_REG_RA, addr)


def _insn_offsets(code: bytes) -> list[int]:
    """The offsets of a block's instructions: with the C extension (llc's and GNU as's
    code) they are 2 or 4 bytes long; the two low bits of the first halfword say which
    (unprivileged spec, "Expanded Instruction-Length Encoding": 0b11 is 32-bit)."""
    offsets = []
    i = 0
    n = len(code)
    while i < n:
        offsets.append(i)
        i += 4 if code[i] & 3 == 3 else 2
    return offsets


EMULATOR = {
    "arch": UC_ARCH_RISCV,
    "mode": UC_MODE_RISCV64,
    "init": _init,
    "return_stub": RET,
    "set_return": _set_return,
    "entry_pc": lambda addr: addr,
    "insn_offsets": _insn_offsets,
    # psABI: tp (x4) points at the TLS block itself (variant I with no TCB before it)
    "tls": TlsAbi(variant=1, tcb_size=0,
                  set_thread_pointer=lambda uc, v: uc.reg_write(rv.UC_RISCV_REG_TP, v)),
    "abi": {
        "int_regs": [getattr(rv, f"UC_RISCV_REG_A{i}") for i in range(8)],
        "fp_regs": [getattr(rv, f"UC_RISCV_REG_FA{i}") for i in range(8)],
        "ret_int": [rv.UC_RISCV_REG_A0, rv.UC_RISCV_REG_A1],
        "ret_fp": rv.UC_RISCV_REG_FA0,
        "ret_fp2": rv.UC_RISCV_REG_FA1,
        "sp": rv.UC_RISCV_REG_SP,
        "pc": rv.UC_RISCV_REG_PC,
        "stack_args": 0,
        "slot": 8,
        "variadic_fp_in_int": True,
        "fp_overflow_to_int": True,
        "pair_align_variadic": True,
        "nan_box_f32": True,
        "soft_nan": "canonical",
        "big_endian": False,
        "ptr_bits": 64,
        "long_bits": 64,
        "long_double_quad": True,       # C long double is IEEE binary128
        # setjmp/longjmp (emu/setjmp.py): the psABI's callee-saved s0-s11 and fs0-fs11;
        # the return address is in ra
        "setjmp_regs": ([getattr(rv, f"UC_RISCV_REG_S{i}") for i in range(12)]
                        + [getattr(rv, f"UC_RISCV_REG_FS{i}") for i in range(12)]),
        "ra": rv.UC_RISCV_REG_RA,
        "call_ra": (rv.UC_RISCV_REG_RA, 0),     # `jal` writes ra; `ret` goes there
    },
}
