"""AArch64 Advanced SIMD (NEON) instructions on whole 128-bit V registers (the native
vectors of isel/build_vector.py). Operands are VPR, the class that prints a register's
vector name (`v3`), followed by the arrangement; the virtual registers themselves are
FPR128 (registers.py: not v8-v15, whose upper halves calls do not preserve).

References: Arm ARM C7.2: ADD (vector), SUB (vector), MUL (vector), AND/ORR/EOR (vector,
register), FADD/FSUB/FMUL/FDIV (vector). Loads and stores are LDR/STR (q) (instrs.py).
"""
from __future__ import annotations

from pyllc.codegen.records import Instr, Opnd
from pyllc.targets.aarch64.instrs import _add
from pyllc.targets.aarch64.registers import VPR

# vector value type -> arrangement specifier
ARRANGEMENT = {"v16i8": "16b", "v8i16": "8h", "v4i32": "4s", "v2i64": "2d", "v4f32": "4s",
               "v2f64": "2d"}


def _three(name: str, mn: str, arr: str) -> Instr:
    return _add(Instr(name, f"{mn} $rd.{arr}, $rn.{arr}, $rm.{arr}",
                      (Opnd("rd", VPR, True), Opnd("rn", VPR), Opnd("rm", VPR))))


for _vt in ("v16i8", "v8i16", "v4i32", "v2i64"):
    _a = ARRANGEMENT[_vt]
    _three(f"ADD{_vt}", "add", _a)
    _three(f"SUB{_vt}", "sub", _a)
    if _vt != "v2i64":                      # C7.2.215: no 64-bit lanes
        _three(f"MUL{_vt}", "mul", _a)
for _mn in ("and", "orr", "eor"):
    _three(f"{_mn.upper()}v16b", _mn, "16b")
for _vt in ("v4f32", "v2f64"):
    for _mn in ("fadd", "fsub", "fmul", "fdiv"):
        _three(f"{_mn.upper()}{_vt}", _mn, ARRANGEMENT[_vt])
