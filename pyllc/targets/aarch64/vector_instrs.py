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
from pyllc.targets.aarch64.registers import FPR32, FPR64, VPR

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

# C7.2.331 SSHLL/SSHLL2, C7.2.395 USHLL/USHLL2 (shift 0: the `sxtl`/`uxtl` aliases):
# the low (high) half of the source lanes, each extended to twice its width.
# C7.2.337 SMULL/SMULL2, C7.2.400 UMULL/UMULL2: the same halves multiplied into
# double-width products. (result vt, arrangement of the result, of a half, of the whole)
WIDEN = (("v2i64", "2d", "2s", "4s"), ("v4i32", "4s", "4h", "8h"), ("v8i16", "8h", "8b", "16b"))
for _vt, _r, _h, _w in WIDEN:
    for _mn in ("sshll", "ushll"):
        _add(Instr(f"{_mn.upper()}{_vt}", f"{_mn} $rd.{_r}, $rn.{_h}, #0",
                   (Opnd("rd", VPR, True), Opnd("rn", VPR))))
        _add(Instr(f"{_mn.upper()}2{_vt}", f"{_mn}2 $rd.{_r}, $rn.{_w}, #0",
                   (Opnd("rd", VPR, True), Opnd("rn", VPR))))
    for _mn in ("smull", "umull"):
        _add(Instr(f"{_mn.upper()}{_vt}", f"{_mn} $rd.{_r}, $rn.{_h}, $rm.{_h}",
                   (Opnd("rd", VPR, True), Opnd("rn", VPR), Opnd("rm", VPR))))
        _add(Instr(f"{_mn.upper()}2{_vt}", f"{_mn}2 $rd.{_r}, $rn.{_w}, $rm.{_w}",
                   (Opnd("rd", VPR, True), Opnd("rn", VPR), Opnd("rm", VPR))))

# C7.2.338 SADDW/SADDW2, C7.2.384 UADDW/UADDW2: rn + the low (high) half of rm's lanes
# extended to twice their width
for _vt, _r, _h, _w in WIDEN:
    for _mn in ("saddw", "uaddw"):
        for _sfx, _arr in (("", _h), ("2", _w)):
            _add(Instr(f"{_mn.upper()}{_sfx}{_vt}", f"{_mn}{_sfx} $rd.{_r}, $rn.{_r}, $rm.{_arr}",
                       (Opnd("rd", VPR, True), Opnd("rn", VPR), Opnd("rm", VPR))))

# C7.2.334 SMLAL/SMLAL2, C7.2.397 UMLAL/UMLAL2: the widening products added to the
# accumulator rd (tied to `acc`)
for _vt, _r, _h, _w in WIDEN:
    for _mn in ("smlal", "umlal"):
        for _sfx, _arr in (("", _h), ("2", _w)):
            _add(Instr(f"{_mn.upper()}{_sfx}{_vt}", f"{_mn}{_sfx} $rd.{_r}, $rn.{_arr}, $rm.{_arr}",
                       (Opnd("rd", VPR, True), Opnd("acc", VPR), Opnd("rn", VPR), Opnd("rm", VPR)),
                       tied=(("rd", "acc"),)))

# C7.2.116 FMLA (vector): rd += rn * rm, fused (llvm.fmuladd, as the scalar fmadd)
for _vt in ("v4f32", "v2f64"):
    _a = ARRANGEMENT[_vt]
    _add(Instr(f"FMLA{_vt}", f"fmla $rd.{_a}, $rn.{_a}, $rm.{_a}",
               (Opnd("rd", VPR, True), Opnd("acc", VPR), Opnd("rn", VPR), Opnd("rm", VPR)),
               tied=(("rd", "acc"),)))

# C7.2.4 ADDP (scalar): d = the sum of the two 64-bit lanes; C7.2.6 ADDV: s = the sum
# of the four 32-bit lanes (the scalar result in the low bits of a V register)
ADDPv2i64 = _add(Instr("ADDPv2i64", "addp $rd, $rn.2d", (Opnd("rd", FPR64, True), Opnd("rn", VPR))))
ADDVv4i32 = _add(Instr("ADDVv4i32", "addv $rd, $rn.4s", (Opnd("rd", FPR32, True), Opnd("rn", VPR))))
