"""RISC-V 64 registers and register classes (unprivileged spec 20191213, ch. 2.1
"Programmers' Model for Base Integer ISA" and ch. 11.1 "F Register State"; ABI names
from the RISC-V ELF psABI, "Register Convention").

Decisions (each one a departure from "allocate everything", with its reason):
- `zero sp gp tp` are reserved: hard-wired zero, stack pointer, global and thread pointer.
- `ra` is reserved: the return address is saved by the prologue whenever the function
  calls (frame.py), so it never needs to be treated as an allocatable caller-saved value.
  (LLVM allocates it; this costs one register and buys a much simpler frame.)
- `s0` is reserved as the frame pointer. It is only *set up* (saved, `addi s0, sp, N`)
  in functions with dynamic allocas or `stacksave`, but it is never allocated in any
  function: the register allocator reads one reserved set per target, and keeping s0 out
  costs one callee-saved register among eleven.
- `t6` (x31) and `ft11` (f31) are the scratch registers of STYLE.md A.7: never allocated;
  frame lowering materializes large stack offsets in t6 and the spill fix-ups and
  register-class moves may use them. Cranelift and QBE reserve the same two.

f32 values live NaN-boxed in the 64-bit f registers (spec 12.2 "NaN Boxing of Narrower
Values"); FPR32 and FPR64 hold the *same* Reg objects, so liveness sees one register,
while the classes tell the move hook to use fmv.s or fmv.d.
"""
from __future__ import annotations

from pyllc.codegen.records import Reg, RegClass

# psABI "Integer Register Convention", in x-register order.
ABI_NAMES = ["zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"]
X = tuple(Reg(f"x{n}", enc=n, asm=name) for n, name in enumerate(ABI_NAMES))

# psABI "Floating-point Register Convention".
FP_ABI_NAMES = ([f"ft{i}" for i in range(8)] + ["fs0", "fs1"] + [f"fa{i}" for i in range(8)]
                + [f"fs{i}" for i in range(2, 12)] + [f"ft{i}" for i in range(8, 12)])
F = tuple(Reg(f"f{n}", enc=n, asm=FP_ABI_NAMES[n]) for n in range(32))

ZERO, RA, SP, GP, TP = X[0], X[1], X[2], X[3], X[4]
FP = X[8]                                    # s0 / fp
T_REGS = (*X[5:8], *X[28:32])                # t0..t6
A_REGS = X[10:18]                            # a0..a7: arguments and results
S_REGS = (X[8], X[9], *X[18:28])             # s0..s11: callee-saved
SCRATCH = X[31]                              # t6: frame-offset and spill fix-ups only

FT_REGS = (*F[0:8], *F[28:32])               # ft0..ft11
FA_REGS = F[10:18]                           # fa0..fa7
FS_REGS = (*F[8:10], *F[18:28])              # fs0..fs11: callee-saved
FSCRATCH = F[31]                             # ft11: FP scratch (STYLE.md A.7)

BY_NAME: dict[str, Reg] = {}
for _r in (*X, *F):
    BY_NAME[_r.name] = _r
    BY_NAME[_r.asm] = _r
BY_NAME["fp"] = FP

RESERVED = frozenset({ZERO, RA, SP, GP, TP, FP})
SCRATCH_REGS = (SCRATCH, FSCRATCH)

# Allocation order: caller-saved first (no save/restore cost in the prologue), then the
# callee-saved ones, which values live across calls need.
_GPR_ORDER = (*A_REGS, *X[5:8], *X[28:31], X[9], *X[18:28])
_FPR_ORDER = (*FA_REGS, *F[0:8], *F[28:31], *FS_REGS)

GPR = RegClass("GPR", regs=X, order=_GPR_ORDER, vts=("i64",), bits=64,
               spill_size=8, spill_align=8)
FPR64 = RegClass("FPR64", regs=F, order=_FPR_ORDER, vts=("f64",), bits=64,
                 spill_size=8, spill_align=8)
FPR32 = RegClass("FPR32", regs=F, order=_FPR_ORDER, vts=("f32",), bits=32,
                 spill_size=4, spill_align=4)

REG_CLASSES = {c.name: c for c in (GPR, FPR64, FPR32)}
VT_CLASS = {"i64": GPR, "f64": FPR64, "f32": FPR32}

# psABI: callee-saved s0-s11, fs0-fs11; everything else that holds values is caller-saved
# (ra included: a call overwrites it).
CALLEE_SAVED = (*S_REGS, *FS_REGS)
CALLER_SAVED = (RA, *T_REGS, *A_REGS, *FT_REGS, *FA_REGS)
