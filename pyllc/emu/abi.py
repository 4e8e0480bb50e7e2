"""Reading a call's arguments and writing its result, for runtime functions the host
serves. The rules are data from the target (`target.emulator["abi"]`):

  int_regs, fp_regs        unicorn register ids for argument registers, in order
  ret_int, ret_fp          result registers (ret_int is a list: 2 for i128 / i64 pairs)
  ret_fp2                  the second FP result register (`_Complex` results)
  pack_f32_pair            a pair of floats returns packed in ret_fp (x86-64)
  sp, ra, pc               unicorn ids; `stack_args` = byte offset of the first stack
                           argument from sp at entry; `slot` = stack slot size
  variadic_fp_in_int       variadic doubles travel in integer registers (RISC-V, SPARC)
  fp_overflow_to_int       fixed floats use integer registers once fp_regs run out (RISC-V)
  fp_in_int                no FP argument registers at all (SPARC V8)
  pair_align_variadic      2-slot variadic values start at an even register (RISC-V)
  big_endian, ptr_bits, long_bits
  fp_reg_bits              width unicorn reports for an FP register read (64 or 128)
  long_double              "x87": long double arguments are 10-byte x87 values in
                           16-byte stack slots (x86-64); `ret_long_double(uc, [bytes])`
                           returns them (st(0), st(1), through the function's stub);
                           "double": long double is a double (32-bit SPARC)
  quad_regs                binary128 (`long double`) arguments and result in these 128-bit
                           FP registers, counted with fp_regs (AArch64's q0-q7); without
                           it a binary128 travels as a 128-bit integer (RISC-V's LP64D)
  half_in_fp               binary16 helper arguments/results in FP registers (low 16 bits;
                           x86-64's xmm0 as llc-16 passes them), else integer registers
  sret_slot, sret_skip      SPARC's hidden structure-return word (offset from sp) and the
                           (register, bytes) to add to the return address for `unimp`
  call_ra                  (register, bytes) of a call's return address for calls the
                           runtime makes into the program (emu/guest_call.py): the register
                           the call instruction writes and what the return adds (SPARC 8);
                           absent: pushed on the stack (x86-64)
  setjmp_regs, ra          emu/setjmp.py: callee-saved registers, the return-address register
  setjmp_impl              a target's own (setjmp, longjmp) pair (SPARC: register windows)
  long_double_quad         C `long double` is binary128 (printf's %Lf reads a quad)
  soft_nan                 the NaN rule of the target's soft-fp (emu/softfloat.py):
                           "canonical" (RISC-V) or "propagate" (the default)
"""
from __future__ import annotations

import builtins
import struct
from typing import Any

from pyllc.emu.longdouble import decode_x87, encode_x87


class CallFrame:
    """Cursor over the arguments of the call being served."""

    def __init__(self, uc: Any, abi: dict) -> None:
        self.uc = uc
        self.abi = abi
        self.next_int = 0
        self.next_fp = 0
        self.stack = uc.reg_read(abi["sp"]) + abi["stack_args"]
        self.word = abi["slot"]
        self.fixed_left = 10 ** 6     # set by the caller for variadic functions

    # ---- raw slots ----------------------------------------------------------------
    def _int_slot(self) -> int:
        regs = self.abi["int_regs"]
        if self.next_int < len(regs):
            v = self.uc.reg_read(regs[self.next_int])
            self.next_int += 1
            return v & ((1 << (8 * self.word)) - 1)
        return self._stack_slot()

    def _stack_slot(self) -> int:
        data = self.uc.mem_read(self.stack, self.word)
        self.stack += self.word
        return int.from_bytes(data, "big" if self.abi["big_endian"] else "little")

    def _wide(self, bits: int, variadic: bool) -> int:
        """An integer wider than one slot: low part first (little-endian targets) or high
        part first (big-endian), in consecutive slots."""
        n = bits // (8 * self.word)
        if variadic and self.abi.get("pair_align_variadic") and self.next_int < len(self.abi["int_regs"]):
            self.next_int += self.next_int & 1
        parts = [self._int_slot() for _ in range(n)]
        if self.abi["big_endian"]:
            parts.reverse()
        v = 0
        for i, p in enumerate(parts):
            v |= p << (8 * self.word * i)
        return v

    # ---- typed arguments -----------------------------------------------------------
    def int(self, bits: builtins.int = 32, variadic: bool = False) -> builtins.int:
        if bits > 8 * self.word:
            return self._wide(bits, variadic)
        return self._int_slot() & ((1 << bits) - 1)

    def ptr(self, variadic: bool = False) -> builtins.int:
        return self.int(self.abi["ptr_bits"], variadic)

    def double(self, variadic: bool = False) -> builtins.float:
        abi = self.abi
        in_int = abi.get("fp_in_int") or (variadic and abi.get("variadic_fp_in_int"))
        if not in_int:
            regs = abi["fp_regs"]
            if self.next_fp < len(regs):
                bits = self.uc.reg_read(regs[self.next_fp]) & 0xFFFFFFFFFFFFFFFF
                self.next_fp += 1
                return struct.unpack("<d", bits.to_bytes(8, "little"))[0]
            if not abi.get("fp_overflow_to_int"):
                return struct.unpack("<d", self._stack_bytes(8))[0]
        bits = self.int(64, variadic)
        return struct.unpack("<d", bits.to_bytes(8, "little"))[0]

    def float(self) -> builtins.float:
        abi = self.abi
        if not abi.get("fp_in_int"):
            regs = abi["fp_regs"]
            if self.next_fp < len(regs):
                bits = self.uc.reg_read(regs[self.next_fp]) & 0xFFFFFFFF
                self.next_fp += 1
                return struct.unpack("<f", bits.to_bytes(4, "little"))[0]
        bits = self.int(32)
        return struct.unpack("<f", bits.to_bytes(4, "little"))[0]

    def long_double(self, variadic: bool = False) -> Any:
        """A long double argument (x86-64: always in memory, 16-byte slots); callers
        check `abi["long_double"]` first."""
        return decode_x87(self._stack_bytes(16))

    def ret_long_double(self, values: list) -> None:
        self.abi["ret_long_double"](self.uc, [encode_x87(v) for v in values])
    def quad(self, variadic: bool = False) -> builtins.int:
        """A binary128 argument, as its bit pattern."""
        regs = self.abi.get("quad_regs")
        if regs is None:
            return self._wide(128, variadic)
        if self.next_fp < len(regs):
            v = self.uc.reg_read(regs[self.next_fp])
            self.next_fp += 1
            return v & ((1 << 128) - 1)
        return int.from_bytes(self._stack_bytes(16)[::-1] if self.abi["big_endian"]
                              else self._stack_bytes(16), "little")

    def ret_quad(self, bits: builtins.int) -> None:
        regs = self.abi.get("quad_regs")
        if regs is None:
            self.ret_int(bits, 128)
        else:
            self.uc.reg_write(regs[0], bits & ((1 << 128) - 1))

    def ret_quad_pair(self, first: builtins.int, second: builtins.int) -> None:
        """A `long double _Complex` result in the first two quad registers."""
        regs = self.abi.get("quad_regs")
        if regs is None:
            raise NotImplementedError("a pair of binary128 results outside FP registers")
        self.uc.reg_write(regs[0], first)
        self.uc.reg_write(regs[1], second)

    def _stack_bytes(self, n: builtins.int) -> bytes:
        self.stack = (self.stack + n - 1) // n * n if n > self.word else self.stack
        data = bytes(self.uc.mem_read(self.stack, n))
        self.stack += max(n, self.word)
        return data if not self.abi["big_endian"] else data[::-1]

    # ---- results ----------------------------------------------------------------------
    def ret_int(self, value: builtins.int, bits: builtins.int = 64) -> None:
        regs = self.abi["ret_int"]
        word_bits = 8 * self.word
        value &= (1 << max(bits, word_bits)) - 1
        if bits <= word_bits:
            self.uc.reg_write(regs[0], value)
            return
        parts = [(value >> (word_bits * i)) & ((1 << word_bits) - 1) for i in range(bits // word_bits)]
        if self.abi["big_endian"]:
            parts.reverse()
        for r, p in zip(regs, parts):
            self.uc.reg_write(r, p)

    def ret_double(self, value: builtins.float) -> None:
        bits = struct.unpack("<Q", struct.pack("<d", value))[0]
        self._ret_fp(bits, 64)

    def ret_float(self, value: builtins.float) -> None:
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        if self.abi.get("nan_box_f32"):
            bits |= 0xFFFFFFFF00000000
        self._ret_fp(bits, 32)

    def ret_fp_pair(self, first: builtins.float, second: builtins.float,
                    single: builtins.bool) -> None:
        """A pair of floats or doubles (a `_Complex` result): in the first two FP return
        registers, or packed into the first when the ABI packs a float pair
        (`pack_f32_pair`: x86-64's <2 x float> in xmm0)."""
        if single:
            lo, hi = (struct.unpack("<I", struct.pack("<f", v))[0] for v in (first, second))
            if self.abi.get("pack_f32_pair"):
                self._ret_fp(lo | hi << 32, 64)
                return
            if self.abi.get("nan_box_f32"):
                lo, hi = lo | 0xFFFFFFFF00000000, hi | 0xFFFFFFFF00000000
            self._ret_fp(lo, 32)
            self._ret_fp(hi, 32, 1)
            return
        lo, hi = (struct.unpack("<Q", struct.pack("<d", v))[0] for v in (first, second))
        self._ret_fp(lo, 64)
        self._ret_fp(hi, 64, 1)

    def _ret_fp(self, bits: builtins.int, width: builtins.int, index: builtins.int = 0) -> None:
        hook = self.abi.get("ret_fp_hook")
        if hook is not None:
            hook(self.uc, bits, width, index)
        else:
            self.uc.reg_write(self.abi["ret_fp"] if index == 0 else self.abi["ret_fp2"], bits)
