"""RISC-V instruction formats: bit layouts the encoder fills in (unprivileged spec
20191213, ch. 2.2 "Base Instruction Formats", 2.3 "Immediate Encoding Variants";
R4 from ch. 11.6 "Single-Precision Floating-Point Computational Instructions";
AMO from ch. 8.4 "Atomic Memory Operations"; opcode map from ch. 24, Table 24.1).

Field names are read by encoder.py:
- `rd rs1 rs2 rs3 shamt`: the MachineInstr operand of that name (a register's `enc`, or
  an int), unless the instruction record fixes the field;
- `imm[a:b|c|...]`: slices of the *operand value* `imm`, most significant first, exactly
  the spec's notation (`imm[12|10:5]` = bit 12 of the offset, then bits 10..5);
- anything else (`opcode funct3 funct7 funct2 funct5 funct6 aq rl`): fixed by the record.

The base layouts are 32 bits, most significant field first (the 16-bit RVC layouts
are at the end of this file):

     31        25 24    20 19    15 14  12 11         7 6       0
    |  funct7    |  rs2   |  rs1   |funct3|     rd      | opcode  |  R
    |   rs3  |f2 |  rs2   |  rs1   |  rm  |     rd      | opcode  |  R4 (fmadd...)
    | f5  |aq|rl |  rs2   |  rs1   |funct3|     rd      | opcode  |  AMO
    |     imm[11:0]       |  rs1   |funct3|     rd      | opcode  |  I
    | funct6  |  shamt    |  rs1   |funct3|     rd      | opcode  |  I, RV64 shift (shamt 6 bits)
    |  funct7    | shamt  |  rs1   |funct3|     rd      | opcode  |  I, *W shift (shamt 5 bits)
    | imm[11:5]  |  rs2   |  rs1   |funct3|  imm[4:0]   | opcode  |  S
    |imm[12|10:5]|  rs2   |  rs1   |funct3| imm[4:1|11] | opcode  |  B
    |          imm[31:12]                 |     rd      | opcode  |  U
    |     imm[20|10:1|11|19:12]           |     rd      | opcode  |  J

U-type note: the `lui`/`auipc` operand is the 20-bit value itself (`lui a0, 0x12345`),
so its field is written `imm[19:0]` here (the spec's imm[31:12] of the result).
"""
from __future__ import annotations

from pyllc.codegen.records import Format

R = Format("R", (("funct7", 31, 25), ("rs2", 24, 20), ("rs1", 19, 15),
                 ("funct3", 14, 12), ("rd", 11, 7), ("opcode", 6, 0)))
R4 = Format("R4", (("rs3", 31, 27), ("funct2", 26, 25), ("rs2", 24, 20), ("rs1", 19, 15),
                   ("funct3", 14, 12), ("rd", 11, 7), ("opcode", 6, 0)))
AMO = Format("AMO", (("funct5", 31, 27), ("aq", 26, 26), ("rl", 25, 25), ("rs2", 24, 20),
                     ("rs1", 19, 15), ("funct3", 14, 12), ("rd", 11, 7), ("opcode", 6, 0)))
I = Format("I", (("imm[11:0]", 31, 20), ("rs1", 19, 15), ("funct3", 14, 12),
                 ("rd", 11, 7), ("opcode", 6, 0)))
# spec 5.2 "Integer Register-Immediate Instructions" (RV64I): shamt is 6 bits for
# SLLI/SRLI/SRAI, 5 bits for the *W forms.
I_SH6 = Format("I_SH6", (("funct6", 31, 26), ("shamt", 25, 20), ("rs1", 19, 15),
                         ("funct3", 14, 12), ("rd", 11, 7), ("opcode", 6, 0)))
I_SH5 = Format("I_SH5", (("funct7", 31, 25), ("shamt", 24, 20), ("rs1", 19, 15),
                         ("funct3", 14, 12), ("rd", 11, 7), ("opcode", 6, 0)))
S = Format("S", (("imm[11:5]", 31, 25), ("rs2", 24, 20), ("rs1", 19, 15),
                 ("funct3", 14, 12), ("imm[4:0]", 11, 7), ("opcode", 6, 0)))
B = Format("B", (("imm[12|10:5]", 31, 25), ("rs2", 24, 20), ("rs1", 19, 15),
                 ("funct3", 14, 12), ("imm[4:1|11]", 11, 7), ("opcode", 6, 0)))
U = Format("U", (("imm[19:0]", 31, 12), ("rd", 11, 7), ("opcode", 6, 0)))
J = Format("J", (("imm[20|10:1|11|19:12]", 31, 12), ("rd", 11, 7), ("opcode", 6, 0)))

# Major opcodes, spec ch. 24 Table 24.1 "RISC-V base opcode map".
LOAD, LOAD_FP, MISC_MEM, OP_IMM = 0b0000011, 0b0000111, 0b0001111, 0b0010011
AUIPC, OP_IMM_32, STORE, STORE_FP = 0b0010111, 0b0011011, 0b0100011, 0b0100111
AMO_OP, OP, LUI, OP_32 = 0b0101111, 0b0110011, 0b0110111, 0b0111011
MADD, MSUB, NMSUB, NMADD, OP_FP = 0b1000011, 0b1000111, 0b1001011, 0b1001111, 0b1010011
BRANCH, JALR, JAL, SYSTEM = 0b1100011, 0b1100111, 0b1101111, 0b1110011

# Rounding modes, spec 11.2 Table 11.1: rne rtz rdn rup rmm, 111 = dynamic (frm).
RM_RNE, RM_RTZ, RM_DYN = 0b000, 0b001, 0b111
# FP format field (funct7 low bits / R4 funct2), spec 11.6: S = 00, D = 01.
FMT_S, FMT_D = 0b00, 0b01


def imm_slices(field: str) -> tuple[tuple[int, int], ...]:
    """`imm[12|10:5]` -> ((12, 12), (10, 5)): the operand bit ranges a field holds, in
    field order (most significant first)."""
    out = []
    for part in field[field.index("[") + 1:-1].split("|"):
        hi, _, lo = part.partition(":")
        out.append((int(hi), int(lo or hi)))
    return tuple(out)


def scatter(value: int, slices: tuple[tuple[int, int], ...]) -> int:
    """The field bits holding `value`'s slices, concatenated. Callers range-check `value`
    first: this selects bits of a value known to fit, it never truncates one."""
    bits = 0
    for hi, lo in slices:
        n = hi - lo + 1
        bits = (bits << n) | ((value >> lo) & ((1 << n) - 1))
    return bits


# --------------------------------------------------------------------------- RVC
# spec ch. 16 '"C" Standard Extension for Compressed Instructions', 16.2 "Compressed
# Instruction Formats" (Table 16.1) and the per-instruction immediate layouts of 16.3-16.5.
# 16-bit layouts, most significant field first (bits 1:0 `op` are the quadrant: 00, 01, 10).
# A register field named `rd'` / `rs1'` / `rs2'` holds one of x8-x15 (f8-f15) as 3 bits,
# `enc - 8` (the spec's "popular registers"); the immediate slices follow the spec's
# figures exactly (`imm[5:4|9:6|2|3]` is c.addi4spn's nzuimm in bits 12:5):
#
#     15  13 12  11     7 6     2 1 0
#    |funct4  | rd/rs1 |  rs2   |op |  CR   c.mv c.add c.jr c.jalr c.ebreak
#    |f3 |imm | rd/rs1 |  imm   |op |  CI   c.li c.lui c.addi c.addiw c.slli c.lwsp c.ldsp
#    |f3 |   imm       |  rs2   |op |  CSS  c.swsp c.sdsp c.fsdsp
#    |f3 |    imm         | rd'  |op |  CIW  c.addi4spn
#    |f3 | imm |rs1'|imm  | rd'  |op |  CL   c.lw c.ld c.fld (CS: rs2' in 4:2)
#    |   funct6   |rd'|f2 | rs2' |op |  CA   c.sub c.xor c.or c.and c.subw c.addw
#    |f3 | off |rs1'| offset      |op |  CB   c.beqz c.bnez (c.srli c.srai c.andi: imm/f2)
#    |f3 |      jump target       |op |  CJ   c.j
C_OP0, C_OP1, C_OP2 = 0b00, 0b01, 0b10


def _c(name: str, *fields: tuple[str, int, int]) -> Format:
    return Format(name, (("funct3", 15, 13), *fields, ("op", 1, 0)))


CR = Format("CR", (("funct4", 15, 12), ("rd", 11, 7), ("rs2", 6, 2), ("op", 1, 0)))
CR_JR = Format("CR_JR", (("funct4", 15, 12), ("rs1", 11, 7), ("rs2", 6, 2), ("op", 1, 0)))
CI = _c("CI", ("imm[5]", 12, 12), ("rd", 11, 7), ("imm[4:0]", 6, 2))
CI_SH = _c("CI_SH", ("shamt[5]", 12, 12), ("rd", 11, 7), ("shamt[4:0]", 6, 2))
CI_16SP = _c("CI_16SP", ("imm[9]", 12, 12), ("rd", 11, 7), ("imm[4|6|8:7|5]", 6, 2))
CI_LWSP = _c("CI_LWSP", ("imm[5]", 12, 12), ("rd", 11, 7), ("imm[4:2|7:6]", 6, 2))
CI_LDSP = _c("CI_LDSP", ("imm[5]", 12, 12), ("rd", 11, 7), ("imm[4:3|8:6]", 6, 2))
CSS_SWSP = _c("CSS_SWSP", ("imm[5:2|7:6]", 12, 7), ("rs2", 6, 2))
CSS_SDSP = _c("CSS_SDSP", ("imm[5:3|8:6]", 12, 7), ("rs2", 6, 2))
CIW = _c("CIW", ("imm[5:4|9:6|2|3]", 12, 5), ("rd'", 4, 2))
CL_W = _c("CL_W", ("imm[5:3]", 12, 10), ("rs1'", 9, 7), ("imm[2|6]", 6, 5), ("rd'", 4, 2))
CL_D = _c("CL_D", ("imm[5:3]", 12, 10), ("rs1'", 9, 7), ("imm[7:6]", 6, 5), ("rd'", 4, 2))
CS_W = _c("CS_W", ("imm[5:3]", 12, 10), ("rs1'", 9, 7), ("imm[2|6]", 6, 5), ("rs2'", 4, 2))
CS_D = _c("CS_D", ("imm[5:3]", 12, 10), ("rs1'", 9, 7), ("imm[7:6]", 6, 5), ("rs2'", 4, 2))
CA = Format("CA", (("funct6", 15, 10), ("rd'", 9, 7), ("funct2", 6, 5), ("rs2'", 4, 2),
                   ("op", 1, 0)))
CB_BR = _c("CB_BR", ("imm[8|4:3]", 12, 10), ("rs1'", 9, 7), ("imm[7:6|2:1|5]", 6, 2))
CB_SH = _c("CB_SH", ("shamt[5]", 12, 12), ("funct2", 11, 10), ("rd'", 9, 7),
           ("shamt[4:0]", 6, 2))
CB_ANDI = _c("CB_ANDI", ("imm[5]", 12, 12), ("funct2", 11, 10), ("rd'", 9, 7),
             ("imm[4:0]", 6, 2))
CJ = _c("CJ", ("imm[11|4|9:8|10|6|7|3:1|5]", 12, 2))
C_ALL = Format("C_ALL", (("bits", 15, 0),))          # c.unimp: the all-zero halfword
