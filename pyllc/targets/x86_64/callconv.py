"""The SysV AMD64 calling convention as rule tables (System V AMD64 ABI 1.0, 3.2.3
"Parameter Passing"), applied by isel/calls.py in order like a CallingConv.td list.

What the table encodes:
- integer scalars narrower than 32 bits are widened to i32 (clang marks them
  signext/zeroext; the ABI leaves bits 8..31 to the caller in practice, bits 32..63
  undefined), then INTEGER class: rdi rsi rdx rcx r8 r9, then 8-byte stack slots;
- SSE class (float, double): xmm0-xmm7, then 8-byte stack slots;
- `byval` aggregates are copied to the stack (size rounded to 8, 8-aligned or more);
- `sret`: the hidden pointer is simply the first INTEGER argument (rdi);
- i128 halves take two INTEGER registers or two stack slots (the ABI keeps both halves
  together; clang passes __int128 as a single i128, which isel splits into i64 parts);
- results: INTEGER in rax, rdx; SSE in xmm0, xmm1 (see `rets` for <2 x float>);
- x86_fp80 (class X87): arguments in 16-byte stack slots aligned to 16, results in
  st(0) (and st(1) for a pair), see x87.py;
The stack: 16-byte aligned at the call; at function entry the return address is at
0(%rsp) and the first stack argument at 8(%rsp). `stack_base` is 0 because isel/calls.py
measures stack argument offsets from rsp *at the call*; frame.py adds the 8 bytes of
the return address to incoming (fixed) objects. Variadic calls set %al to the number of
vector registers used (patterns.py `call_direct`, from `CallInfo.num_fp_args`);
variadic callees get a register save area (lowering.py `lower_varargs_formals`).
"""
from __future__ import annotations

from pyllc.codegen.records import CallingConv, Extend, InReg, OnStack, VectorRegs, When
from pyllc.targets.x86_64.registers import (
    ARG_GPRS,
    ARG_XMMS,
    CALLEE_SAVED,
    CALLER_SAVED,
    EFLAGS,
    RAX,
    RCX,
    RDX,
    XMM,
)
from pyllc.targets.x86_64.x87 import ST_REGS

NARROW_INTS = ("i1", "i8", "i16")
INTS = ("i32", "i64")
FLOATS = ("f32", "f64")
VECTORS = ("v128",)      # a whole XMM register (isel/packed_args.py)

SYSV = CallingConv(
    name="sysv64",
    args=(
        When(OnStack(8, 8), attr="byval"),
        When(Extend("i32"), types=NARROW_INTS),
        When(InReg(ARG_GPRS), types=INTS),
        When(InReg(ARG_XMMS), types=FLOATS),
        When(InReg(ARG_XMMS), types=VECTORS),
        When(InReg(ARG_XMMS), types=("f128",)),
        When(OnStack(16, 16), types=("f128",)),
        When(OnStack(8, 8), types=INTS + FLOATS),
        When(OnStack(16, 16), types=("f80",)),      # class X87: memory, 16-aligned
        When(OnStack(16, 16), types=VECTORS),
    ),
    rets=(
        When(Extend("i32"), types=NARROW_INTS),
        When(InReg((RAX, RDX, RCX)), types=INTS),          # RetCC_X86Common
        When(InReg(XMM[:2]), types=FLOATS),
        When(InReg(ST_REGS), types=("f80",)),       # st(0), st(1) (x87.py)
        When(InReg(XMM[:1]), types=("f128",)),
        When(InReg(XMM[:4]), types=VECTORS),          # RetCC_X86Common: xmm0-xmm3
    ),
    callee_saved=CALLEE_SAVED,
    stack_align=16,
    caller_saved=(*CALLER_SAVED, EFLAGS),
    stack_base=0,
    returns_sret=True,
    # psABI 3.2.3: the two floats of an SSE eightbyte share one XMM register (clang
    # passes C structs of floats as <2 x float>)
    packed_vectors=(("f32", 2, "f64"),),
    # other vectors: in XMM registers as llc-16 legalizes them for SSE2 (lanes widened,
    # i1 promoted, wider than 16 bytes split into XMM registers)
    vector_regs=VectorRegs(((128, "v128"),), promote=False),
)
