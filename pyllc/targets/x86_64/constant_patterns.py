"""x86-64 constants: integers (`xorl` for 0, `movl` for what fits 32 unsigned bits,
`movq $imm32` sign-extended, else `movabsq`) and FP ones (+0.0 is `xorps`, others the
bit pattern built in a GPR then `movq`/`movd`: no constant pool)."""
from __future__ import annotations

from typing import Any

from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.addressing import (
    fits32,
)
from pyllc.targets.x86_64.registers import FR32, FR64, GR32, GR64, Z32


def materialize_int(sel: Any, vt: str, value: int) -> Any:
    """A register holding `value` (the constant's bits) of type `vt`."""
    if vt == "i32":
        value &= 0xFFFFFFFF
        rd = sel.new_vreg(GR32)
        if value == 0:
            sel.emit(I.MOV32r0, [rd])
        else:
            sel.emit(I.MOV32ri, [rd, value - (1 << 32) if value >> 31 else value])
        return rd
    value &= (1 << 64) - 1
    s = value - (1 << 64) if value >> 63 else value
    if value == 0:
        rd = sel.new_vreg(Z32)
        sel.emit(I.MOV64r0, [rd])
    elif value < (1 << 32):
        rd = sel.new_vreg(Z32)
        sel.emit(I.MOV64ri_z32, [rd, value])
    elif fits32(s):
        rd = sel.new_vreg(GR64)
        sel.emit(I.MOV64ri32, [rd, s])
    else:
        rd = sel.new_vreg(GR64)
        sel.emit(I.MOV64ri, [rd, s])
    return rd


def constant(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    return [materialize_int(sel, node.vts[0], node.attr)]


def constant_fp(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    vt = node.vts[0]
    bits = node.attr
    rd = sel.new_vreg(FR32 if vt == "f32" else FR64)
    if bits == 0:
        sel.emit(I.FsFLD0SS if vt == "f32" else I.FsFLD0SD, [rd])
        return [rd]
    if vt == "f32":
        sel.emit(I.MOVD32toSS, [rd, materialize_int(sel, "i32", bits)])
    else:
        sel.emit(I.MOVQ64toSD, [rd, materialize_int(sel, "i64", bits)])
    return [rd]
