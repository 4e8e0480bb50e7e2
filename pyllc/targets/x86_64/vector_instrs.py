"""x86-64 SSE2 packed-integer and packed-FP instructions on whole XMM registers (the
native vectors of isel/build_vector.py). Two-address like the scalar SSE records:
`dst = dst op src2`, `src1` tied to `dst`.

References: Intel SDM vol. 2: PADDB/PADDW/PADDD/PADDQ, PSUBB/PSUBW/PSUBD/PSUBQ,
PAND/POR/PXOR, PMULLW, PMULUDQ, ADDPS/ADDPD, SUBPS/SUBPD, MULPS/MULPD, DIVPS/DIVPD, and the
lane-widening and reduction helpers below. Loads and stores of every vector type are
MOVUPS (instrs.py: unaligned, like the fp128 ones), except constant-pool loads (MOVAPS).
"""
from __future__ import annotations

from pyllc.codegen.records import Instr, Opnd, UImm
from pyllc.targets.x86_64.instrs import _add, _mem
from pyllc.targets.x86_64.registers import GR32, GR64, VR128

_COMMUTABLE = frozenset({"commutable"})

# (record name, mnemonic, commutable)
PACKED = (
    ("PADDBrr", "paddb", True), ("PADDWrr", "paddw", True), ("PADDDrr", "paddd", True),
    ("PADDQrr", "paddq", True),
    ("PSUBBrr", "psubb", False), ("PSUBWrr", "psubw", False), ("PSUBDrr", "psubd", False),
    ("PSUBQrr", "psubq", False),
    ("PANDrr", "pand", True), ("PORrr", "por", True), ("PXORrr", "pxor", True),
    ("PMULLWrr", "pmullw", True),
    # SDM "PMULHUW": the high 16 bits of each unsigned 16x16 product (MULHU v8i16, the
    # multiply of division by a constant, isel/build_vector_divrem.py)
    ("PMULHUWrr", "pmulhuw", True),
    # SDM "PACKUSWB": dst's words then src2's, each to a byte with unsigned saturation
    # (VTRUNC_PACK: its lanes already fit, so this is truncation)
    ("PACKUSWBrr", "packuswb", False),
    # SDM "PMULUDQ": lanes 0 and 2 (the low dwords of each qword), unsigned, into 64-bit
    # products: the two halves of SSE2's 32-bit lane multiply (vector_patterns._mul32)
    ("PMULUDQrr", "pmuludq", True),
    ("ADDPSrr", "addps", True), ("ADDPDrr", "addpd", True),
    ("SUBPSrr", "subps", False), ("SUBPDrr", "subpd", False),
    ("MULPSrr", "mulps", True), ("MULPDrr", "mulpd", True),
    ("DIVPSrr", "divps", False), ("DIVPDrr", "divpd", False),
)

for _name, _mn, _comm in PACKED:
    _add(Instr(_name, f"{_mn} %${{src2}}, %${{dst}}",
               (Opnd("dst", VR128, True), Opnd("src1", VR128), Opnd("src2", VR128)),
               _COMMUTABLE if _comm else frozenset(), tied=(("dst", "src1"),), size=4))

# SDM "PCMPGTB/PCMPGTW/PCMPGTD": dst = (dst > src2) per signed lane, all ones or zero;
# "PUNPCKLBW/WD/DQ", "PUNPCKHBW/WD/DQ": interleave the low (high) lanes of dst and src2,
# dst's lane first. With src2 = the sign mask (or zero) this sign- (zero-) extends the
# low (high) half of dst's lanes to twice their width, as llc does without SSE4.1.
for _name, _mn in (("PCMPGTBrr", "pcmpgtb"), ("PCMPGTWrr", "pcmpgtw"), ("PCMPGTDrr", "pcmpgtd"),
                   ("PUNPCKLBWrr", "punpcklbw"), ("PUNPCKLWDrr", "punpcklwd"),
                   ("PUNPCKLDQrr", "punpckldq"), ("PUNPCKHBWrr", "punpckhbw"),
                   ("PUNPCKHWDrr", "punpckhwd"), ("PUNPCKHDQrr", "punpckhdq")):
    _add(Instr(_name, f"{_mn} %${{src2}}, %${{dst}}",
               (Opnd("dst", VR128, True), Opnd("src1", VR128), Opnd("src2", VR128)),
               tied=(("dst", "src1"),), size=4))
# the zero idiom on a whole register
V_SET0 = _add(Instr("V_SET0", "pxor %${dst}, %${dst}", (Opnd("dst", VR128, True),), size=4))
# SDM "PSHUFD": dst lane i = src lane (imm >> 2i) & 3
PSHUFDri = _add(Instr("PSHUFDri", "pshufd $$${imm}, %${src}, %${dst}",
                      (Opnd("dst", VR128, True), Opnd("src", VR128), Opnd("imm", UImm(8))),
                      size=5))
# SDM "PSLLW"/"PSRLW" (imm8 form): each 16-bit lane shifted left / right (logical);
# the byte multiply (vector_patterns._mul8) moves bytes between the halves of words
# SDM "PSRLD"/"PSRLQ", "PSLLD"/"PSLLQ" (imm8): logical shifts of 32-/64-bit lanes by a
# splat (division and multiplication by constants, isel/build_vector_divrem.py)
for _name, _mn in (("PSLLWri", "psllw"), ("PSRLWri", "psrlw"), ("PSRLDri", "psrld"),
                   ("PSRLQri", "psrlq"), ("PSLLDri", "pslld"), ("PSLLQri", "psllq")):
    _add(Instr(_name, f"{_mn} $$${{imm}}, %${{dst}}",
               (Opnd("dst", VR128, True), Opnd("src", VR128), Opnd("imm", UImm(8))),
               tied=(("dst", "src"),), size=5))
# SDM "MOVQ"/"MOVD": the low 64 (32) bits of an XMM register to a general register
MOVPQIto64rr = _add(Instr("MOVPQIto64rr", "movq %${src}, %${dst}",
                          (Opnd("dst", GR64, True), Opnd("src", VR128)), size=5))
MOVPDI2DIrr = _add(Instr("MOVPDI2DIrr", "movd %${src}, %${dst}",
                         (Opnd("dst", GR32, True), Opnd("src", VR128)), size=4))
# SDM "MOVAPS": 16 bytes from 16-byte aligned memory (#GP otherwise); used for the
# constant pool, whose entries are 16-byte aligned (as llc's `movaps .LCPI0_0(%rip)`)
_mem("MOVAPSrm", "movaps {mem}, %${dst}", defs=(Opnd("dst", VR128, True),),
     flags=frozenset({"load"}))
# SDM "MOVQ xmm, m64": 64 bits from memory into the low half, the high half zeroed
_mem("MOVQrm_xmm", "movq {mem}, %${dst}", defs=(Opnd("dst", VR128, True),),
     flags=frozenset({"load"}))
# SDM "MOVD xmm, r/m32": a 32-bit value into lane 0, the other lanes zeroed; SDM
# "PUNPCKLQDQ": the low qwords of dst and src2 (VBUILD: movd per lane, then interleaves)
_add(Instr("MOVDI2PDIrr", "movd %${src}, %${dst}", (Opnd("dst", VR128, True), Opnd("src", GR32)),
           size=4))
_mem("MOVDI2PDIrm", "movd {mem}, %${dst}", defs=(Opnd("dst", VR128, True),),
     flags=frozenset({"load"}))
_add(Instr("PUNPCKLQDQrr", "punpcklqdq %${src2}, %${dst}",
           (Opnd("dst", VR128, True), Opnd("src1", VR128), Opnd("src2", VR128)),
           tied=(("dst", "src1"),), size=4))
