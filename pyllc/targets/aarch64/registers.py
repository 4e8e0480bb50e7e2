"""AArch64 registers and register classes (Arm ARM DDI 0487, B1.2.1 "Registers in
AArch64 state"; register roles from AAPCS64 6.1 "Machine Registers").

Encoding 31 names two different registers (Arm ARM C1.2.5 "Register names"): the
stack pointer `sp`/`wsp` in some operand positions and the zero register `xzr`/`wzr`
in the others. They are two `Reg` objects with the same `enc`, and the classes say which
operand accepts which (as LLVM's GPR64 / GPR64sp): `GPR64`/`GPR32` hold x0-x30 and xzr,
`GPR64sp`/`GPR32sp` hold x0-x30 and sp. Neither 31 is ever allocated.

W registers are the 32-bit views of X registers (`Reg.views`), and GPR32 holds the *same*
Reg objects as GPR64, so liveness sees one register; the class's `bits` picks the name
the printer uses. Likewise FPR64 (d) and FPR32 (s) share the V registers.

Decisions:
- x16/x17 (IP0/IP1: AAPCS64 6.1.1 lets any call clobber them) are the scratch registers
  of STYLE.md A.7, never allocated: x16 for frame-offset materialisation, w17 for the
  status result of `stlxr` in atomic loops (it must differ from the other operands).
- x18 is the platform register (AAPCS64 6.1.1): reserved.
- x29 (FP) and x30 (LR) are reserved: frame.py saves them as a frame record in every
  function that calls (LLVM does the same for non-leaf functions).
- NZCV is an implicit-def register of the flag-setting instructions.
"""
from __future__ import annotations

from pyllc.codegen.records import Reg, RegClass

# The view key of a V register's vector name `v<n>` (printed with an arrangement, as in
# `mov v0.16b, v1.16b`): not a width, since the arrangement says the width.
VECTOR_VIEW = 1

X = tuple(Reg(f"x{n}", enc=n, asm=f"x{n}", views=((64, f"x{n}"), (32, f"w{n}")))
          for n in range(31))
SP = Reg("sp", enc=31, asm="sp", views=((64, "sp"), (32, "wsp")))
XZR = Reg("xzr", enc=31, asm="xzr", views=((64, "xzr"), (32, "wzr")))
# The view of width VECTOR_VIEW is the register's vector name (`v3`, as in
# `mov v3.16b, v4.16b`); no scalar operand has that width.
VECTOR_VIEW = 0
V = tuple(Reg(f"v{n}", enc=n, asm=f"d{n}",
              views=((128, f"q{n}"), (64, f"d{n}"), (32, f"s{n}"), (16, f"h{n}"),
                     (VECTOR_VIEW, f"v{n}")))
          for n in range(32))
NZCV = Reg("nzcv", enc=0, asm="nzcv")

FP, LR, X8 = X[29], X[30], X[8]
IP0, IP1, PLATFORM = X[16], X[17], X[18]
ARG_GPRS = X[0:8]                      # AAPCS64 6.8.2: NGRN registers
ARG_FPRS = V[0:8]                      # NSRN registers
SCRATCH = IP0                          # frame/spill fix-ups (STYLE.md A.7)
SCRATCH2 = IP1

BY_NAME: dict[str, Reg] = {}
for _r in (*X, SP, XZR, *V, NZCV):
    BY_NAME[_r.name] = _r
    for _w, _n in _r.views:
        BY_NAME[_n] = _r
BY_NAME["fp"], BY_NAME["lr"] = FP, LR

RESERVED = frozenset({SP, XZR, FP, LR, PLATFORM, NZCV})
SCRATCH_REGS = (IP0, IP1)

# AAPCS64 6.1.1 / 6.1.2: callee-saved x19-x28 and the low 64 bits of v8-v15.
CALLEE_SAVED_GPRS = X[19:29]
CALLEE_SAVED_FPRS = V[8:16]
CALLEE_SAVED = (*CALLEE_SAVED_GPRS, *CALLEE_SAVED_FPRS)
CALLER_SAVED = (*X[0:19], LR, *V[0:8], *V[16:32], NZCV)

# Allocation order: caller-saved first, then callee-saved (values live across calls).
_GPR_ORDER = (*X[0:16], *X[19:29])
_FPR_ORDER = (*V[0:8], *V[16:32], *V[8:16])

GPR64 = RegClass("GPR64", regs=(*X, XZR), order=_GPR_ORDER, vts=("i64",), bits=64,
                 spill_size=8, spill_align=8)
GPR64sp = RegClass("GPR64sp", regs=(*X, SP), order=_GPR_ORDER, vts=("i64",), bits=64,
                   spill_size=8, spill_align=8)
GPR32 = RegClass("GPR32", regs=(*X, XZR), order=_GPR_ORDER, vts=("i32",), bits=32,
                 spill_size=8, spill_align=8)
GPR32sp = RegClass("GPR32sp", regs=(*X, SP), order=_GPR_ORDER, vts=("i32",), bits=32,
                   spill_size=8, spill_align=8)
FPR64 = RegClass("FPR64", regs=V, order=_FPR_ORDER, vts=("f64",), bits=64,
                 spill_size=8, spill_align=8)
FPR32 = RegClass("FPR32", regs=V, order=_FPR_ORDER, vts=("f32",), bits=32,
                 spill_size=8, spill_align=8)
# f128 (long double) and v128 (a vector crossing a call, isel/packed_args.py): q
# registers. Not v8-v15: AAPCS64 6.1.2 makes a call preserve only their low 64 bits, so a
# q value live across a call is spilled instead.
FPR128 = RegClass("FPR128", regs=V, order=(*V[0:8], *V[16:32]), vts=("f128", "v128"), bits=128,
                  spill_size=16, spill_align=16)
# the operands of whole-register vector moves (`mov v0.16b, v1.16b`), printed `v<n>`
VPR = RegClass("VPR", regs=V, order=_FPR_ORDER, vts=(), bits=VECTOR_VIEW, spill_size=16,
               spill_align=16)

REG_CLASSES = {c.name: c for c in (GPR64, GPR64sp, GPR32, GPR32sp, FPR64, FPR32, FPR128)}
VT_CLASS = {"i64": GPR64, "i32": GPR32, "f64": FPR64, "f32": FPR32, "f128": FPR128,
            "v128": FPR128,
            # native vectors (isel/build_vector.py, targets/aarch64/vector_patterns.py)
            "v16i8": FPR128, "v8i16": FPR128, "v4i32": FPR128, "v2i64": FPR128,
            "v4f32": FPR128, "v2f64": FPR128}
GPR_CLASSES = frozenset({GPR64, GPR64sp, GPR32, GPR32sp})


def is_gpr(reg: Reg) -> bool:
    return reg in GPR64sp.regs or reg is XZR


def is_fpr(reg: Reg) -> bool:
    return reg in FPR64.regs
