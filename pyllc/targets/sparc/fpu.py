"""The SPARC V8 floating-point unit that pylli provides on the host (SPARC V8 manual,
chapter 4.4 "Floating-point operate (FPop) instructions" and appendix B).

Unicorn 2.0.1/2.1 run SPARC32 user code with PSR.EF = 0: every FP instruction raises
fp_disabled and the trap handler in emulator.py executes it here, on a register file
the host keeps (`FpuRegisters`: %f0-%f31 as 32-bit patterns and %fsr.fcc). This module
is the arithmetic only (FPop1, the FPop2 compares, the fb<cc> condition table); it
is separate from emulator.py because it is pure ISA semantics with no Unicorn, stub
or window state in it, and emulator.py holds the machinery (traps, windows, stubs)
that decides *when* an FP instruction runs. Contract: `fpop` reads and writes only
`st.f` and `st.fcc`; an opf it does not implement raises UnsupportedFp (the
caller turns it into a fault naming the instruction word).
"""
from __future__ import annotations

import math
import struct
from typing import Protocol


class FpuRegisters(Protocol):
    """The FP state the host keeps for one machine (emulator.SparcState has it)."""

    f: list[int]                  # %f0-%f31 bit patterns
    fcc: int                      # 0 E, 1 L, 2 G, 3 U


def _f32(bits: int) -> float:
    return struct.unpack(">f", bits.to_bytes(4, "big"))[0]


def _b32(x: float) -> int:
    try:
        return struct.unpack(">I", struct.pack(">f", x))[0]
    except OverflowError:
        return 0x7F800000 if x > 0 else 0xFF800000


def _f64(hi: int, lo: int) -> float:
    return struct.unpack(">d", ((hi << 32) | lo).to_bytes(8, "big"))[0]


def _b64(x: float) -> tuple[int, int]:
    v = struct.unpack(">Q", struct.pack(">d", x))[0]
    return v >> 32, v & 0xFFFFFFFF


def _to_int(x: float) -> int:
    if math.isnan(x):
        return 0x7FFFFFFF
    if x >= 2147483648.0:
        return 0x7FFFFFFF
    if x <= -2147483649.0:
        return 0x80000000
    return int(x) & 0xFFFFFFFF


def _div(a: float, b: float) -> float:
    try:
        return a / b
    except ZeroDivisionError:
        if math.isnan(a) or a == 0:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)


def _sqrt(a: float) -> float:
    return math.sqrt(a) if a >= 0 or math.isnan(a) else math.nan


_BIN = {0x41: lambda a, b: a + b, 0x45: lambda a, b: a - b, 0x49: lambda a, b: a * b,
        0x4D: _div}
# fb<cc> cond -> fcc values (0 E, 1 L, 2 G, 3 U) that take the branch (manual B.22)
FBCC = {8: {0, 1, 2, 3}, 0: set(), 7: {3}, 6: {2}, 5: {2, 3}, 4: {1}, 3: {1, 3},
         2: {1, 2}, 1: {1, 2, 3}, 9: {0}, 10: {0, 3}, 11: {0, 2}, 12: {0, 2, 3},
         13: {0, 1}, 14: {0, 1, 3}, 15: {0, 1, 2}}


def fpop(st: FpuRegisters, w: int) -> None:
    f = st.f
    rd, rs1, rs2 = (w >> 25) & 31, (w >> 14) & 31, w & 31
    opf = (w >> 5) & 0x1FF
    op3 = (w >> 19) & 0x3F
    if op3 == 0x35:                                  # FPop2: compares
        if opf in (0x51, 0x55):
            a, b = _f32(f[rs1]), _f32(f[rs2])
        elif opf in (0x52, 0x56):
            a, b = _f64(f[rs1], f[rs1 + 1]), _f64(f[rs2], f[rs2 + 1])
        else:
            raise UnsupportedFp(w)
        st.fcc = 3 if (math.isnan(a) or math.isnan(b)) else 0 if a == b else 1 if a < b else 2
        return
    if opf == 0x01:
        f[rd] = f[rs2]
    elif opf == 0x05:
        f[rd] = f[rs2] ^ 0x80000000
    elif opf == 0x09:
        f[rd] = f[rs2] & 0x7FFFFFFF
    elif opf in _BIN:
        f[rd] = _b32(_BIN[opf](_f32(f[rs1]), _f32(f[rs2])))
    elif opf - 1 in _BIN:
        f[rd], f[rd + 1] = _b64(_BIN[opf - 1](_f64(f[rs1], f[rs1 + 1]), _f64(f[rs2], f[rs2 + 1])))
    elif opf == 0x29:
        f[rd] = _b32(_sqrt(_f32(f[rs2])))
    elif opf == 0x2A:
        f[rd], f[rd + 1] = _b64(_sqrt(_f64(f[rs2], f[rs2 + 1])))
    elif opf == 0xC4:                                # fitos
        v = f[rs2] - (1 << 32) if f[rs2] >> 31 else f[rs2]
        f[rd] = _b32(float(v))
    elif opf == 0xC8:                                # fitod
        v = f[rs2] - (1 << 32) if f[rs2] >> 31 else f[rs2]
        f[rd], f[rd + 1] = _b64(float(v))
    elif opf == 0xD1:                                # fstoi
        f[rd] = _to_int(_f32(f[rs2]))
    elif opf == 0xD2:                                # fdtoi
        f[rd] = _to_int(_f64(f[rs2], f[rs2 + 1]))
    elif opf == 0xC9:                                # fstod
        f[rd], f[rd + 1] = _b64(_f32(f[rs2]))
    elif opf == 0xC6:                                # fdtos
        f[rd] = _b32(_f64(f[rs2], f[rs2 + 1]))
    elif opf == 0x69:                                # fsmuld
        f[rd], f[rd + 1] = _b64(_f32(f[rs1]) * _f32(f[rs2]))
    else:
        raise UnsupportedFp(w)


class UnsupportedFp(Exception):
    """An FP instruction word the host FPU does not implement."""
