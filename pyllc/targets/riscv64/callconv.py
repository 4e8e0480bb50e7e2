"""The LP64D calling convention as rule tables (RISC-V ELF psABI, "Integer Calling
Convention" and "Hardware Floating-point Calling Convention", LP64D variant).

isel/calls.py applies the rules in order to each argument part, like a
CallingConv.td list: an `InReg` whose registers are all taken does not apply and the
next rule is tried (LLVM's CCAssignToReg); `Extend`/`BitConvert` convert and continue.

What the table encodes:
- integer scalars narrower than 64 bits are widened (signext/zeroext attributes decide;
  psABI: "widened according to the sign of their type up to 32 bits, then sign-extended
  to XLEN bits" - clang marks unsigned int `signext` on RISC-V, so honouring the
  attribute is exactly right);
- 2*XLEN scalars (i128) are split into two i64 parts: hook `rv_i128_pair` (lowering.py,
  built by calls.make_pair_hook) puts them in a register pair, an *even-aligned* pair
  for variadic arguments, low half in a7 and high half on the stack when only a7 is
  left, the whole value 16-aligned on the stack when no register is;
- integers and pointers in a0-a7, then 8-byte stack slots;
- named floats in fa0-fa7; when those are taken (LP64D: "passed according to the
  integer calling convention") their bit pattern goes in a0-a7, then on the stack;
- variadic floats always use the integer convention (psABI: "variadic arguments are
  passed according to the integer calling convention");
- stack slots are 8 bytes and the stack is 16-byte aligned at calls (psABI "the stack
  pointer shall be aligned to a 128-bit boundary upon procedure entry").
Results: a0/a1 and fa0/fa1 (a pair of floats or ints as clang coerces small structs).
"""
from __future__ import annotations

from pyllc.codegen.records import (
    BitConvert,
    CallingConv,
    CCHook,
    Extend,
    InReg,
    OnStack,
    VectorRegs,
    When,
)
from pyllc.isel.calls import ArgPart, CCState, make_pair_hook
from pyllc.targets.riscv64.registers import A_REGS, CALLEE_SAVED, CALLER_SAVED, FA_REGS

# CCHook "rv_i128_pair" (callconv.py): 2*XLEN scalars in register pairs, even-aligned
# for variadic arguments, split between a7 and the stack when one register is left.
rv_i128_pair = make_pair_hook(A_REGS, 8)


def rv_two_results(state: CCState, p: ArgPart) -> bool:
    """CCHook "rv_two_results": CC_RISCV returns at most two values (a0/a1, fa0/fa1); a
    third part leaves the result without a register, so isel demotes it to memory
    (isel/sret_demotion.py), as llc-16 does for `<4 x float>` or `<4 x i32>`."""
    if len(state.parts) >= 2:
        p.reg = p.stack = None
        return True
    return False

NARROW_INTS = ("i1", "i8", "i16", "i32")
FLOATS = ("f32", "f64")

LP64D = CallingConv(
    name="lp64d",
    args=(
        When(Extend("i64"), types=NARROW_INTS),
        When(CCHook("rv_i128_pair", rv_i128_pair), types=("i64",)),     # only acts on halves of an i128
        When(InReg(A_REGS), types=("i64",)),
        When(InReg(FA_REGS), types=FLOATS, variadic=False),
        When(BitConvert("i64"), types=("f64",)),
        When(BitConvert("i32"), types=("f32",)),
        When(Extend("i64"), types=("i32",)),
        When(InReg(A_REGS), types=("i64",)),
        When(OnStack(8, 8)),
    ),
    rets=(
        When(CCHook("rv_two_results", rv_two_results)),
        When(Extend("i64"), types=NARROW_INTS),
        When(InReg(A_REGS[:2]), types=("i64",)),
        When(InReg(FA_REGS[:2]), types=FLOATS),
        When(BitConvert("i64"), types=("f64",)),
        When(InReg(A_REGS[:2]), types=("i64",)),
    ),
    callee_saved=CALLEE_SAVED,
    stack_align=16,
    caller_saved=CALLER_SAVED,
    # no vector registers (no V extension): vectors cross calls as their elements, but
    # an integer vector argument of more than two elements by reference (CC_RISCV)
    vector_regs=VectorRegs((), promote=False, indirect_ints="i64"),
)
