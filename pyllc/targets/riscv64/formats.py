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

Every layout below is 32 bits, most significant field first:

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
