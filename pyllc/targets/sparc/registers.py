"""SPARC V8 registers and register classes (The SPARC Architecture Manual, Version 8,
ch. 4 "Registers": 4.1 "IU r Registers" (windowed %o/%l/%i, globals %g), 4.3 "FPU f
Registers", 4.2 "IU Control/Status Registers" for %y, %psr.icc and %fsr.fcc).

Register numbers (`enc`) are the 5-bit rd/rs1/rs2 fields: %g0-%g7 = 0-7, %o0-%o7 = 8-15,
%l0-%l7 = 16-23, %i0-%i7 = 24-31; %f0-%f31 = 0-31. A double-precision value lives in an
even/odd pair: `D0` is %f0:%f1, printed `%f0`, with `units = ("f0", "f1")` so liveness
and clobber checks see the overlap (manual 4.3: "double-precision values occupy an
even-odd pair").

Decisions (each with its reason):
- reserved: %g0 (reads as zero), %g1 (the scratch register of STYLE.md A.7: large frame
  offsets and constants in frame lowering), %g5-%g7 (SCD 2.4.1: reserved for the system;
  pylli's register-window stubs use %g5), %sp=%o6 and %fp=%i6, %o7 (written by `call`)
  and %i7 (our return address).
- allocatable: %o0-%o5, %g2-%g4 (caller-saved), %l0-%l7, %i0-%i5. The hardware window
  preserves %l and %i across calls, so they act as callee-saved registers that need no
  save code (frame.py saves nothing); %o and %g are clobbered by calls.
- all FP registers are caller-saved (the ABI preserves none of them).
"""
from __future__ import annotations

from pyllc.codegen.records import Reg, RegClass

G = tuple(Reg(f"g{n}", enc=n, asm=f"%g{n}") for n in range(8))
O = tuple(Reg(f"o{n}", enc=8 + n, asm=("%sp" if n == 6 else f"%o{n}")) for n in range(8))
L = tuple(Reg(f"l{n}", enc=16 + n, asm=f"%l{n}") for n in range(8))
I = tuple(Reg(f"i{n}", enc=24 + n, asm=("%fp" if n == 6 else f"%i{n}")) for n in range(8))
GPRS = (*G, *O, *L, *I)

F = tuple(Reg(f"f{n}", enc=n, asm=f"%f{n}") for n in range(32))
D = tuple(Reg(f"d{n}", enc=2 * n, asm=f"%f{2 * n}", units=(f"f{2 * n}", f"f{2 * n + 1}"))
          for n in range(16))

# Implicit state: integer condition codes (PSR.icc), FP condition codes (FSR.fcc), %y.
ICC = Reg("icc", enc=0, asm="%icc")
FCC = Reg("fcc", enc=0, asm="%fcc0")
Y = Reg("y", enc=0, asm="%y")

G0, G1, G5 = G[0], G[1], G[5]
SP, FP = O[6], I[6]
O7, I7 = O[7], I[7]
ARG_REGS = I[:6]              # in the callee's window (callconv.py)
SCRATCH = G1

BY_NAME: dict[str, Reg] = {}
for _r in (*GPRS, *F, *D, ICC, FCC, Y):
    BY_NAME[_r.name] = _r
    BY_NAME[_r.asm] = _r

RESERVED = frozenset({G0, G1, G[5], G[6], G[7], SP, FP, O7, I7})
SCRATCH_REGS = (SCRATCH,)

# Allocation order: caller-saved %o first (free), then the window's %l and %i
# (preserved across calls at no cost), then the application globals.
_GPR_ORDER = (*O[:6], *L, *I[:6], *G[2:5])
GPR = RegClass("IntRegs", regs=GPRS, order=_GPR_ORDER, vts=("i32",), bits=32,
               spill_size=4, spill_align=4)
FPR32 = RegClass("FPRegs", regs=F, order=F, vts=("f32",), bits=32, spill_size=4, spill_align=4)
# Keystone 0.9.2 encodes the double registers %f18, %f20, %f22 as 14, 16, 18 (measured;
# GNU as and the manual say 18, 20, 22), so D9-D11 are never allocated: as double pairs
# they would be mis-encoded. Their single halves (%f18-%f23) stay usable as FPRegs.
KEYSTONE_BAD_DOUBLES = (D[9], D[10], D[11])
FPR64 = RegClass("DFPRegs", regs=D, order=tuple(d for d in D if d not in KEYSTONE_BAD_DOUBLES),
                 vts=("f64",), bits=64, spill_size=8, spill_align=8)

REG_CLASSES = {c.name: c for c in (GPR, FPR32, FPR64)}
VT_CLASS = {"i32": GPR, "f32": FPR32, "f64": FPR64}

CALLEE_SAVED = (*L, *I[:6])
CALLER_SAVED = (*O[:6], O7, *G[1:5], *F, *D, ICC, FCC, Y)
