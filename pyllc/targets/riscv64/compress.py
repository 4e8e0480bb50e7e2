"""RISC-V "C" (compressed, 16-bit) instruction records and the table that says which
32-bit instruction each one stands for (unprivileged spec 20191213, ch. 16 '"C" Standard
Extension for Compressed Instructions', RV64C; LLVM's `CompressPat`s in
RISCVInstrInfoC.td and GNU as's RVC aliases in riscv-opc.c make the same choices).

The records here are not selected by isel and are not in `instrs.INSTRS`: the code
generator and the asm printer work with the 32-bit records only (llc and GNU as print
the uncompressed text too), and the object writer encodes an instruction through
`RULES` (mc/compress.py) when the function's features include "c". The rules are tried
in order and the first match wins; where an instruction has two short forms the order
is GNU as's (`addi sp, sp, 16` is `c.addi`, `addi sp, sp, 32` is `c.addi16sp`), so that
GNU as assembling our `.s` gives our bytes. RV64C has no c.jal, c.flw or c.fsw (those
opcodes are c.addiw, c.ld and c.sd on RV64).

Not compressed, as in GNU as: `slli/srli/srai` by 0 and `lui rd, 0` (non-zero
immediates only), `sub`/`subw` with rd == rs2, `beq zero, rs` (only `beqz`),
`add rd, rs, zero`, `mv rd, zero` (GNU as's `mv` alias wants a non-zero source; `addi
rd, zero, 0` does become c.li). Span-dependent forms (c.beqz, c.bnez, c.j on a block) are decided
at layout by encoder.py, which starts them short and grows them.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.records import Custom_Imm, Instr, Opnd, RegClass, SImm, UImm
from pyllc.mc.compress import Compressor, CompressRule
from pyllc.targets.riscv64 import formats as F
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.registers import FPR64, GPR, RA, SP, ZERO, X
from pyllc.targets.riscv64.registers import F as FREGS


def _cls(name: str, regs: tuple, base: RegClass) -> RegClass:
    return RegClass(name, regs=regs, order=regs, vts=base.vts, bits=base.bits,
                    spill_size=base.spill_size, spill_align=base.spill_align)


# Operand classes of the short forms (never allocated: not in REG_CLASSES).
GPRC = _cls("GPRC", X[8:16], GPR)                       # x8-x15: 3-bit rd'/rs1'/rs2'
FPR64C = _cls("FPR64C", FREGS[8:16], FPR64)             # f8-f15
GPRNoX0 = _cls("GPRNoX0", X[1:], GPR)
GPRNoX0X2 = _cls("GPRNoX0X2", (X[1], *X[3:]), GPR)


def _nonzero(kind: Any, name: str) -> Custom_Imm:
    return Custom_Imm(name, lambda v: v != 0 and kind.fits(v))


# Immediate kinds, spec 16.3-16.5 (the `nz` ones exclude 0: that encoding is reserved or
# a HINT). Offsets of loads and stores are scaled by the access size.
SIMM6 = SImm(6)
NZSIMM6 = _nonzero(SIMM6, "nzsimm6")
NZUIMM6 = _nonzero(UImm(6), "nzuimm6")                  # RV64 shift amounts 1..63
NZSIMM10_16 = _nonzero(SImm(10, lsb0=4), "nzsimm10x16")  # c.addi16sp: -512..496
NZUIMM10_4 = _nonzero(UImm(10, lsb0=2), "nzuimm10x4")    # c.addi4spn: 4..1020
# c.lui: nzimm[17:12] sign-extended, written as lui's 20-bit field: 1..31, 0xfffe0..0xfffff
C_LUI_IMM = Custom_Imm("c_lui_imm", lambda v: 1 <= v < 32 or 0xFFFE0 <= v <= 0xFFFFF)
UIMM7_4, UIMM8_8 = UImm(7, lsb0=2), UImm(8, lsb0=3)     # c.lw / c.ld c.fld c.sw c.sd c.fsd
UIMM8_4, UIMM9_8 = UImm(8, lsb0=2), UImm(9, lsb0=3)     # sp-relative word / doubleword
CBRANCH_OFF = SImm(9, lsb0=1)                           # c.beqz c.bnez: +-256 bytes
CJUMP_OFF = SImm(12, lsb0=1)                            # c.j: +-2 KiB

C_INSTRS: dict[str, Instr] = {}


def _c(mnemonic: str, asm: str, operands: tuple[Opnd, ...], fmt: Any,
       **fixed: int) -> Instr:
    name = "C_" + mnemonic.upper().replace(".", "_")
    i = Instr(name, f"c.{mnemonic} {asm}".strip(), operands, fmt=fmt,
              fixed=tuple(fixed.items()), size=2)
    C_INSTRS[name] = i
    return i


def _d(name: str, kind: Any) -> Opnd:
    return Opnd(name, kind, True)


def _u(name: str, kind: Any) -> Opnd:
    return Opnd(name, kind)


# --------------------------------------------------------------------------- records
# Quadrant 0 (op = 00), spec 16.3 "Load and Store Instructions", 16.5 (c.addi4spn)
C_ADDI4SPN = _c("addi4spn", "$rd, sp, $imm", (_d("rd", GPRC), _u("imm", NZUIMM10_4)), F.CIW,
                funct3=0b000, op=F.C_OP0)
C_FLD = _c("fld", "$rd, $imm($rs1)", (_d("rd", FPR64C), _u("rs1", GPRC), _u("imm", UIMM8_8)),
           F.CL_D, funct3=0b001, op=F.C_OP0)
C_LW = _c("lw", "$rd, $imm($rs1)", (_d("rd", GPRC), _u("rs1", GPRC), _u("imm", UIMM7_4)),
          F.CL_W, funct3=0b010, op=F.C_OP0)
C_LD = _c("ld", "$rd, $imm($rs1)", (_d("rd", GPRC), _u("rs1", GPRC), _u("imm", UIMM8_8)),
          F.CL_D, funct3=0b011, op=F.C_OP0)
C_FSD = _c("fsd", "$rs2, $imm($rs1)", (_u("rs2", FPR64C), _u("rs1", GPRC), _u("imm", UIMM8_8)),
           F.CS_D, funct3=0b101, op=F.C_OP0)
C_SW = _c("sw", "$rs2, $imm($rs1)", (_u("rs2", GPRC), _u("rs1", GPRC), _u("imm", UIMM7_4)),
          F.CS_W, funct3=0b110, op=F.C_OP0)
C_SD = _c("sd", "$rs2, $imm($rs1)", (_u("rs2", GPRC), _u("rs1", GPRC), _u("imm", UIMM8_8)),
          F.CS_D, funct3=0b111, op=F.C_OP0)
# Quadrant 1 (op = 01), 16.5 "Integer Computational Instructions", 16.4 control transfer
C_NOP = _c("nop", "", (), F.CI, funct3=0b000, rd=0, op=F.C_OP1, **{"imm[5]": 0, "imm[4:0]": 0})
C_ADDI = _c("addi", "$rd, $imm", (_d("rd", GPRNoX0), _u("imm", NZSIMM6)), F.CI,
            funct3=0b000, op=F.C_OP1)
C_ADDIW = _c("addiw", "$rd, $imm", (_d("rd", GPRNoX0), _u("imm", SIMM6)), F.CI,
             funct3=0b001, op=F.C_OP1)
C_LI = _c("li", "$rd, $imm", (_d("rd", GPRNoX0), _u("imm", SIMM6)), F.CI,
          funct3=0b010, op=F.C_OP1)
C_ADDI16SP = _c("addi16sp", "sp, $imm", (_u("imm", NZSIMM10_16),), F.CI_16SP,
                funct3=0b011, rd=2, op=F.C_OP1)
C_LUI = _c("lui", "$rd, $imm", (_d("rd", GPRNoX0X2), _u("imm", C_LUI_IMM)), F.CI,
           funct3=0b011, op=F.C_OP1)
C_SRLI = _c("srli", "$rd, $shamt", (_d("rd", GPRC), _u("shamt", NZUIMM6)), F.CB_SH,
            funct3=0b100, funct2=0b00, op=F.C_OP1)
C_SRAI = _c("srai", "$rd, $shamt", (_d("rd", GPRC), _u("shamt", NZUIMM6)), F.CB_SH,
            funct3=0b100, funct2=0b01, op=F.C_OP1)
C_ANDI = _c("andi", "$rd, $imm", (_d("rd", GPRC), _u("imm", SIMM6)), F.CB_ANDI,
            funct3=0b100, funct2=0b10, op=F.C_OP1)


def _ca(mnemonic: str, funct6: int, funct2: int) -> Instr:
    return _c(mnemonic, "$rd, $rs2", (_d("rd", GPRC), _u("rs2", GPRC)), F.CA,
              funct6=funct6, funct2=funct2, op=F.C_OP1)


C_SUB = _ca("sub", 0b100011, 0b00)
C_XOR = _ca("xor", 0b100011, 0b01)
C_OR = _ca("or", 0b100011, 0b10)
C_AND = _ca("and", 0b100011, 0b11)
C_SUBW = _ca("subw", 0b100111, 0b00)
C_ADDW = _ca("addw", 0b100111, 0b01)
C_J = _c("j", "$imm", (_u("imm", CJUMP_OFF),), F.CJ, funct3=0b101, op=F.C_OP1)
C_BEQZ = _c("beqz", "$rs1, $imm", (_u("rs1", GPRC), _u("imm", CBRANCH_OFF)), F.CB_BR,
            funct3=0b110, op=F.C_OP1)
C_BNEZ = _c("bnez", "$rs1, $imm", (_u("rs1", GPRC), _u("imm", CBRANCH_OFF)), F.CB_BR,
            funct3=0b111, op=F.C_OP1)
# Quadrant 2 (op = 10)
C_SLLI = _c("slli", "$rd, $shamt", (_d("rd", GPRNoX0), _u("shamt", NZUIMM6)), F.CI_SH,
            funct3=0b000, op=F.C_OP2)
C_FLDSP = _c("fldsp", "$rd, $imm(sp)", (_d("rd", FPR64), _u("imm", UIMM9_8)), F.CI_LDSP,
             funct3=0b001, op=F.C_OP2)
C_LWSP = _c("lwsp", "$rd, $imm(sp)", (_d("rd", GPRNoX0), _u("imm", UIMM8_4)), F.CI_LWSP,
            funct3=0b010, op=F.C_OP2)
C_LDSP = _c("ldsp", "$rd, $imm(sp)", (_d("rd", GPRNoX0), _u("imm", UIMM9_8)), F.CI_LDSP,
            funct3=0b011, op=F.C_OP2)
C_JR = _c("jr", "$rs1", (_u("rs1", GPRNoX0),), F.CR_JR, funct4=0b1000, rs2=0, op=F.C_OP2)
C_MV = _c("mv", "$rd, $rs2", (_d("rd", GPRNoX0), _u("rs2", GPRNoX0)), F.CR,
          funct4=0b1000, op=F.C_OP2)
C_EBREAK = _c("ebreak", "", (), F.CR, funct4=0b1001, rd=0, rs2=0, op=F.C_OP2)
C_JALR = _c("jalr", "$rs1", (_u("rs1", GPRNoX0),), F.CR_JR, funct4=0b1001, rs2=0, op=F.C_OP2)
C_ADD = _c("add", "$rd, $rs2", (_d("rd", GPRNoX0), _u("rs2", GPRNoX0)), F.CR,
           funct4=0b1001, op=F.C_OP2)
C_FSDSP = _c("fsdsp", "$rs2, $imm(sp)", (_u("rs2", FPR64), _u("imm", UIMM9_8)), F.CSS_SDSP,
             funct3=0b101, op=F.C_OP2)
C_SWSP = _c("swsp", "$rs2, $imm(sp)", (_u("rs2", GPR), _u("imm", UIMM8_4)), F.CSS_SWSP,
            funct3=0b110, op=F.C_OP2)
C_SDSP = _c("sdsp", "$rs2, $imm(sp)", (_u("rs2", GPR), _u("imm", UIMM9_8)), F.CSS_SDSP,
            funct3=0b111, op=F.C_OP2)
C_UNIMP = _c("unimp", "", (), F.C_ALL, bits=0)      # 16.6: the all-zero halfword is illegal

# --------------------------------------------------------------------------- the table
R = CompressRule
RD_IS_RS1 = (("rd", "rs1"),)
RD_IS_RS2 = (("rd", "rs2"),)


def _alu(src: Instr, dst: Instr, commutable: bool) -> list[CompressRule]:
    """`op rd, rd, rs2` -> `c.op rd, rs2`; commutative ops also take `op rd, rs1, rd`."""
    rules = [R(src, dst, ("rd", "rs2"), same=RD_IS_RS1)]
    if commutable:
        rules.append(R(src, dst, ("rd", "rs1"), same=RD_IS_RS2))
    return rules


def _mem(src: Instr, short: Instr, sp_form: Instr, value: str) -> list[CompressRule]:
    """A load or store: the 3-bit-register form, then the sp-relative one."""
    return [R(src, short, (value, "rs1", "imm")),
            R(src, sp_form, (value, "imm"), fixed=(("rs1", SP),))]


RULES: tuple[CompressRule, ...] = (
    # addi, in GNU as's order of aliases
    R(I.ADDI, C_ADDI4SPN, ("rd", "imm"), fixed=(("rs1", SP),)),
    R(I.ADDI, C_NOP, (), fixed=(("rd", ZERO), ("rs1", ZERO), ("imm", 0))),
    R(I.ADDI, C_ADDI, ("rd", "imm"), same=RD_IS_RS1),
    R(I.ADDI, C_ADDI16SP, ("imm",), fixed=(("rd", SP), ("rs1", SP))),
    R(I.ADDI, C_LI, ("rd", "imm"), fixed=(("rs1", ZERO),)),
    R(I.ADDI, C_MV, ("rd", "rs1"), fixed=(("imm", 0),)),
    R(I.MV, C_MV, ("rd", "rs1")),
    R(I.ADDIW, C_ADDIW, ("rd", "imm"), same=RD_IS_RS1),
    R(I.SEXT_W, C_ADDIW, ("rd", 0), same=RD_IS_RS1),
    R(I.LUI, C_LUI, ("rd", "imm")),
    R(I.SLLI, C_SLLI, ("rd", "shamt"), same=RD_IS_RS1),
    R(I.SRLI, C_SRLI, ("rd", "shamt"), same=RD_IS_RS1),
    R(I.SRAI, C_SRAI, ("rd", "shamt"), same=RD_IS_RS1),
    R(I.ANDI, C_ANDI, ("rd", "imm"), same=RD_IS_RS1),
    *_alu(I.SUB, C_SUB, False), *_alu(I.XOR, C_XOR, True), *_alu(I.OR, C_OR, True),
    *_alu(I.AND, C_AND, True), *_alu(I.SUBW, C_SUBW, False), *_alu(I.ADDW, C_ADDW, True),
    *_alu(I.ADD, C_ADD, True),
    R(I.ADD, C_MV, ("rd", "rs2"), fixed=(("rs1", ZERO),)),
    *_mem(I.LW, C_LW, C_LWSP, "rd"), *_mem(I.LD, C_LD, C_LDSP, "rd"),
    *_mem(I.FLD, C_FLD, C_FLDSP, "rd"),
    *_mem(I.SW, C_SW, C_SWSP, "rs2"), *_mem(I.SD, C_SD, C_SDSP, "rs2"),
    *_mem(I.FSD, C_FSD, C_FSDSP, "rs2"),
    R(I.JALR, C_JR, ("rs1",), fixed=(("rd", ZERO), ("imm", 0))),
    R(I.JALR, C_JALR, ("rs1",), fixed=(("rd", RA), ("imm", 0))),
    R(I.JAL, C_J, ("imm",), fixed=(("rd", ZERO),)),
    R(I.BEQ, C_BEQZ, ("rs1", "imm"), fixed=(("rs2", ZERO),)),
    R(I.BNE, C_BNEZ, ("rs1", "imm"), fixed=(("rs2", ZERO),)),
    R(I.EBREAK, C_EBREAK, ()),
    R(I.UNIMP, C_UNIMP, ()),
)

COMPRESSOR = Compressor(RULES)
