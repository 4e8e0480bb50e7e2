"""x86-64 registers and register classes (Intel SDM vol. 1, 3.4.1 "General-Purpose
Registers", 3.4.1.1 "General-Purpose Registers in 64-Bit Mode"; 10.2.2 "XMM Registers").

One `Reg` per physical register; its 8/16/32/64-bit names are `Reg.views`
(`rax/eax/ax/al`, `r8/r8d/r8w/r8b`, and the REX-only `spl bpl sil dil`). The integer
classes GR64/GR32/GR16/GR8 hold the *same* Reg objects, so liveness and the allocator
see one register; the class of an instruction operand only chooses the printed view.
Names are stored without `%`: the AT&T templates in instrs.py write the `%`.

Decisions (each with its reason):
- RSP is reserved (stack pointer). RBP is reserved too and used as the frame pointer
  only in functions that need one (dynamic allocas, over-aligned objects): one
  register among fifteen buys a frame with no base-pointer cases (RISC-V does the same
  with s0).
- No scratch registers (STYLE.md A.7): x86 addresses any frame slot with a 32-bit
  displacement and moves between any two registers directly, so frame-index
  elimination and spill code never need a temporary.
- `Z32` (GR64z32) is a class for *defs* that write a 64-bit value through a 32-bit
  instruction (`movl %ecx, %eax` / `movzbl` zero the upper half, SDM 3.4.1.1): the
  value is i64 (8-byte spill slots) but the operand prints its 32-bit name.
- EFLAGS is a register of no class: instructions that write or read the flags name it
  in `implicit_defs` / `implicit_uses`, so it is a real dependency for liveness.
"""
from __future__ import annotations

from pyllc.codegen.records import Reg, RegClass

# (64, 32, 16, 8) names in encoding order (SDM vol. 2, table 3-1 "Register Codes")
_GPR_NAMES = (
    ("rax", "eax", "ax", "al"), ("rcx", "ecx", "cx", "cl"), ("rdx", "edx", "dx", "dl"),
    ("rbx", "ebx", "bx", "bl"), ("rsp", "esp", "sp", "spl"), ("rbp", "ebp", "bp", "bpl"),
    ("rsi", "esi", "si", "sil"), ("rdi", "edi", "di", "dil"),
) + tuple((f"r{n}", f"r{n}d", f"r{n}w", f"r{n}b") for n in range(8, 16))

GPR = tuple(Reg(names[0], enc=n, asm=names[0],
                views=((64, names[0]), (32, names[1]), (16, names[2]), (8, names[3])))
            for n, names in enumerate(_GPR_NAMES))
RAX, RCX, RDX, RBX, RSP, RBP, RSI, RDI = GPR[:8]
R8, R9, R10, R11, R12, R13, R14, R15 = GPR[8:]

XMM = tuple(Reg(f"xmm{n}", enc=n, asm=f"xmm{n}") for n in range(16))
EFLAGS = Reg("eflags", enc=0, asm="eflags")
RIP = Reg("rip", enc=0, asm="rip")

BY_NAME: dict[str, Reg] = {}
for _r in (*GPR, *XMM, EFLAGS, RIP):
    BY_NAME[_r.name] = _r
    for _w, _n in _r.views:
        BY_NAME[_n] = _r

# SysV AMD64 ABI 3.2.3 "Parameter Passing", figure 3.4 "Register Usage".
ARG_GPRS = (RDI, RSI, RDX, RCX, R8, R9)
ARG_XMMS = XMM[:8]
CALLEE_SAVED = (RBX, RBP, R12, R13, R14, R15)
CALLER_SAVED = (RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, *XMM)

RESERVED = frozenset({RSP, RBP})
SCRATCH_REGS: tuple[Reg, ...] = ()

# Allocation order: caller-saved first (no prologue cost), argument registers last among
# them (they are often live at calls), then callee-saved.
_GR_ORDER = (RAX, RCX, RDX, RSI, RDI, R8, R9, R10, R11, RBX, R12, R13, R14, R15)


def _gr(name: str, bits: int, vts: tuple[str, ...], spill: int) -> RegClass:
    return RegClass(name, regs=GPR, order=_GR_ORDER, vts=vts, bits=bits,
                    spill_size=spill, spill_align=spill)


GR64 = _gr("GR64", 64, ("i64",), 8)
GR32 = _gr("GR32", 32, ("i32",), 4)
GR16 = _gr("GR16", 16, ("i16",), 2)
GR8 = _gr("GR8", 8, ("i8",), 1)
Z32 = _gr("GR64z32", 32, ("i64",), 8)
FR64 = RegClass("FR64", regs=XMM, order=XMM, vts=("f64",), bits=64, spill_size=8,
                spill_align=8)
FR32 = RegClass("FR32", regs=XMM, order=XMM, vts=("f32",), bits=32, spill_size=4,
                spill_align=4)

# A whole XMM register: __float128 (psABI 3.2.3: class SSE + SSEUP), or a vector
# crossing a call (isel/packed_args.py; only loaded, stored and copied).
VR128 = RegClass("VR128", regs=XMM, order=XMM, vts=("f128", "v128"), bits=128, spill_size=16,
                 spill_align=16)

REG_CLASSES = {c.name: c for c in (GR64, GR32, GR16, GR8, Z32, FR64, FR32, VR128)}
# Only i32 and i64 are legal integer types (narrower ones are promoted to i32 by the
# type legalizer; 8/16-bit memory accesses are extending loads / truncating stores).
VT_CLASS = {"i64": GR64, "i32": GR32, "f64": FR64, "f32": FR32, "f128": VR128,
            "v128": VR128,
            # native vectors (isel/build_vector.py, targets/x86_64/vector_patterns.py)
            "v16i8": VR128, "v8i16": VR128, "v4i32": VR128, "v2i64": VR128,
            "v4f32": VR128, "v2f64": VR128}

GR_BY_BITS = {64: GR64, 32: GR32, 16: GR16, 8: GR8}
