"""The SPARC V8 calling convention as rule tables (SPARC Compliance Definition 2.4.1 /
System V ABI SPARC Processor Supplement, ch. 3 "Function Calling Sequence").

Rules are stated in the *callee's* window, as LLVM's SparcCallingConv.td does: the first
six argument words arrive in %i0-%i5 and results leave in %i0/%i1. The caller sees the
same registers as %o0-%o5 / %o0-%o1; isel/calls.py translates through the named hook
`to_caller_window` (lowering.py; LLVM's `toCallerWindow`).

What the table encodes:
- every argument is a sequence of 32-bit words: narrow integers are widened, floats are
  passed as their bit pattern in integer registers (no FP argument registers in V8),
  doubles and 64-bit integers as two words, *high word first* (big-endian), so a value
  may be split between %o5 and the first stack word;
- words 7.. go on the stack at %sp+92 (after the 16-word register-window save area, the
  hidden structure-return word at %sp+64 and the 6-word spill area of the register
  arguments at %sp+68), 4-byte slots; `stack_base = 92`;
- variadic arguments follow the same rules (va_list is a pointer into that one array);
- structure results: the caller passes the address of the result in the word at
  %sp+64 (hook `sparc_sret`, lowering.py: the callee finds it at %fp+64), and puts
  `unimp <size>` after the call's delay slot; such a callee returns with
  `jmp %i7+12`, skipping that word (frame.py, delayslots.py);
- results: integers in %i0 (i64: high word %i0, low %i1), float in %f0, double in %f0:%f1.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.records import (
    BitConvert,
    ByReference,
    CallingConv,
    CCHook,
    Extend,
    InReg,
    OnStack,
    When,
)
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.sparc.registers import CALLEE_SAVED, CALLER_SAVED, D, F, I

SRET_OFFSET = 64     # the caller's hidden struct-return word: %sp+64 (callee: %fp+64)

def sparc_sret(state: Any, part: Any) -> bool:
    """CCHook for the `sret` pointer: not an argument word but the hidden word at
    %sp+64 in the caller (= %fp+64 in the callee); it takes no register and no slot of
    the argument area (SCD 2.4.1, "Function Calling Sequence", structure return)."""
    part.stack = SRET_OFFSET
    part.slot = 4
    return True


def sparc_no_f128(state: Any, part: Any) -> bool:
    """CCHook for fp128 arguments and results: the V8 ABI passes `long double` by
    reference (clang's long double is double here anyway), and llc-16 refuses f128 in
    calls ("pass indirectly"); so does pyllc, instead of inventing a convention."""
    raise UnsupportedError("SPARC V8 passes no fp128 in calls (llc-16: pass it indirectly, "
                           "through memory)")


NARROW_INTS = ("i1", "i8", "i16")

SPARC32 = CallingConv(
    name="sparc32",
    args=(
        When(CCHook("sparc_sret", sparc_sret), attr="sret"),      # the hidden word at %sp+64
        When(CCHook("sparc_no_f128", sparc_no_f128), types=("f128",)),
        When(ByReference(), attr="byval"),            # aggregates: a pointer to a copy
        When(Extend("i32"), types=NARROW_INTS),
        When(BitConvert("i32"), types=("f32",)),
        When(BitConvert("i64"), types=("f64",)),
        When(InReg(I[:6]), types=("i32",)),
        When(OnStack(4, 4), types=("i32",)),
    ),
    rets=(
        When(CCHook("sparc_no_f128", sparc_no_f128), types=("f128",)),
        When(Extend("i32"), types=NARROW_INTS),
        When(InReg(I[:4]), types=("i32",)),     # i128 (runtime helpers): %i0-%i3
        When(InReg(F[:4]), types=("f32",)),       # as llc-16's RetCC_Sparc32
        When(InReg(D[:2]), types=("f64",)),
    ),
    callee_saved=CALLEE_SAVED,
    stack_align=16,        # the ABI says 8; 16 keeps `_Alignas(16)` locals aligned from %fp
    caller_saved=CALLER_SAVED,
    stack_base=92,
    returns_sret=True,
)
