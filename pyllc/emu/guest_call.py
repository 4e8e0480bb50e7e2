"""Calls from the runtime into the program: served functions that take a function
pointer (qsort's and bsearch's comparison function) call guest code and use its result.

The host cannot run guest code from inside a Unicorn hook (emulation is not reentrant),
so such a served function is a *generator*: it reads its arguments, then yields a
`GuestCall(function, args)` each time it needs the guest, and receives the callee's
integer result register (`abi["ret_int"][0]`) as the value of the `yield`; it writes
its own result (`f.ret_int`) before it returns. `GuestCalls` drives it:

- a call: the arguments go to the first integer argument registers (pointers and
  integers no wider than a slot; more than the registers hold is a clean fault), the
  return address is the runtime's *resume stub*, and the pc moves to the function. The
  return address follows the target's call instruction (`abi["call_ra"]`: the register
  `bl`/`jal`/`call` writes, and what its return adds to it: SPARC's `retl` jumps to
  %o7 + 8); without `call_ra` (x86-64) it is pushed, with rsp + 8 16-byte aligned at the
  callee's entry (SysV ABI 3.2.2). The stack pointer is otherwise the served call's own
  (SPARC: the caller's 92-byte reserved area and register-window save area stay where
  the ABI wants them, so the callee's `save` and any window spill land in the caller's
  frame as for a direct call; the callee's save/restore are counted by the window
  hooks like any other).
- its return: the resume stub's hook reads the result and resumes the generator.
- the end: the stack pointer and return-address register are put back as they were at
  the served call, and the pc goes to the served function's own stub, whose return
  instruction (not served again: `returning`) returns to the program.

Callee-saved registers are the callee's to preserve; caller-saved ones are clobbered,
as by any call. Calls nest (a comparison function that calls qsort): each call knows
the stack pointer its return comes back with; a return matching an older one drops the
calls above it (left by a longjmp out of a comparison function).
"""
from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GuestCall:
    """A request to call the guest function at `function` with integer `args`."""
    function: int
    args: tuple[int, ...]


ServedCall = Generator[GuestCall, int, None]
RESUME_STUB = "<return from a guest call>"


def to_int32(value: int) -> int:
    """A C `int` result from a full result register (upper bits unspecified on
    x86-64 and AArch64)."""
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value & 0x80000000 else value


@dataclass
class _Pending:
    gen: ServedCall
    stub: int                  # the served function's stub, where it returns from
    sp: int                    # the stack pointer at the served call
    ra: int | None             # the return-address register there (None: x86-64's stack)
    resume_sp: int = -1        # the stack pointer the current guest call returns with
    called: bool = False


class GuestCalls:
    """The generator driver of one machine (see the module docstring)."""

    def __init__(self, uc: Any, abi: dict, resume_addr: int) -> None:
        self.uc = uc
        self.abi = abi
        self.resume_addr = resume_addr
        self.stack: list[_Pending] = []
        self.returning = -1        # the stub whose return instruction runs unserved

    def start(self, gen: ServedCall, stub: int) -> None:
        """A served function returned generator `gen` at its stub `stub`."""
        call_ra = self.abi.get("call_ra")
        ra = self.uc.reg_read(call_ra[0]) if call_ra else None
        p = _Pending(gen, stub, self.uc.reg_read(self.abi["sp"]), ra)
        self._advance(p, None)

    def resume(self) -> None:
        """The resume stub was reached: a guest call returned."""
        sp = self.uc.reg_read(self.abi["sp"])
        while self.stack and self.stack[-1].resume_sp != sp:
            self.stack.pop()
        if not self.stack:
            raise RuntimeError("the program returned to pylli's runtime from a call it "
                               "did not make")
        p = self.stack.pop()
        self._advance(p, self.uc.reg_read(self.abi["ret_int"][0]))

    def _advance(self, p: _Pending, value: int | None) -> None:
        try:
            req = next(p.gen) if value is None else p.gen.send(value)
        except StopIteration:
            self._finish(p)
            return
        self._call(p, req)

    def _call(self, p: _Pending, req: GuestCall) -> None:
        uc, abi = self.uc, self.abi
        regs = abi["int_regs"]
        if len(req.args) > len(regs):
            raise RuntimeError(f"a guest call with {len(req.args)} arguments (pylli passes "
                               f"at most {len(regs)}, in registers)")
        mask = (1 << (8 * abi["slot"])) - 1
        for r, v in zip(regs, req.args):
            uc.reg_write(r, v & mask)
        call_ra = abi.get("call_ra")
        if call_ra:
            uc.reg_write(call_ra[0], self.resume_addr - call_ra[1])
            p.resume_sp = p.sp
        else:                      # x86-64: push the return address
            sp = ((p.sp - 8) & ~15) - 8
            uc.mem_write(sp, self.resume_addr.to_bytes(8, "little"))
            uc.reg_write(abi["sp"], sp)
            p.resume_sp = sp + 8
        p.called = True
        self.stack.append(p)
        uc.reg_write(abi["pc"], req.function)

    def _finish(self, p: _Pending) -> None:
        if not p.called:           # no guest call: the stub's return is next anyway
            return
        uc, abi = self.uc, self.abi
        uc.reg_write(abi["sp"], p.sp)
        call_ra = abi.get("call_ra")
        if call_ra and p.ra is not None:
            uc.reg_write(call_ra[0], p.ra)
        self.returning = p.stub
        uc.reg_write(abi["pc"], p.stub)
