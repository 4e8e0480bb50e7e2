"""x86-64 SSE2 packed-integer and packed-FP instructions on whole XMM registers (the
native vectors of isel/build_vector.py). Two-address like the scalar SSE records:
`dst = dst op src2`, `src1` tied to `dst`.

References: Intel SDM vol. 2: PADDB/PADDW/PADDD/PADDQ, PSUBB/PSUBW/PSUBD/PSUBQ,
PAND/POR/PXOR, PMULLW, ADDPS/ADDPD, SUBPS/SUBPD, MULPS/MULPD, DIVPS/DIVPD. Loads and
stores of every vector type are MOVUPS (instrs.py: unaligned, like the fp128 ones).
"""
from __future__ import annotations

from pyllc.codegen.records import Instr, Opnd
from pyllc.targets.x86_64.instrs import _add
from pyllc.targets.x86_64.registers import VR128

_COMMUTABLE = frozenset({"commutable"})

# (record name, mnemonic, commutable)
PACKED = (
    ("PADDBrr", "paddb", True), ("PADDWrr", "paddw", True), ("PADDDrr", "paddd", True),
    ("PADDQrr", "paddq", True),
    ("PSUBBrr", "psubb", False), ("PSUBWrr", "psubw", False), ("PSUBDrr", "psubd", False),
    ("PSUBQrr", "psubq", False),
    ("PANDrr", "pand", True), ("PORrr", "por", True), ("PXORrr", "pxor", True),
    ("PMULLWrr", "pmullw", True),
    ("ADDPSrr", "addps", True), ("ADDPDrr", "addpd", True),
    ("SUBPSrr", "subps", False), ("SUBPDrr", "subpd", False),
    ("MULPSrr", "mulps", True), ("MULPDrr", "mulpd", True),
    ("DIVPSrr", "divps", False), ("DIVPDrr", "divpd", False),
)

for _name, _mn, _comm in PACKED:
    _add(Instr(_name, f"{_mn} %${{src2}}, %${{dst}}",
               (Opnd("dst", VR128, True), Opnd("src1", VR128), Opnd("src2", VR128)),
               _COMMUTABLE if _comm else frozenset(), tied=(("dst", "src1"),), size=4))
