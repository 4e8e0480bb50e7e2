"""RISC-V 64 instruction records: one `Instr` per instruction (STYLE.md A.1) for RV64I,
M, A, F, D, Zba and Zbb, plus `Pseudo*` records with declared expansions.

Spec references are to "The RISC-V Instruction Set Manual, Volume I: Unprivileged ISA",
version 20191213, and "RISC-V Bit-Manipulation ISA-extensions" 1.0.0 for Zba/Zbb.

Operand conventions (read by the selector, the printer and encoder.py):
- operands are stored defs first: `rd`, then the uses in the order LLVM's RISC-V `.td`
  lists them: ALU `(rd, rs1, rs2)` / `(rd, rs1, imm)`; loads `(rd, rs1, imm)`; stores
  `(rs2, rs1, imm)` (value, base, offset); branches `(rs1, rs2, imm)`; AMOs
  `(rd, rs1, rs2)` (address in rs1); R4 `(rd, rs1, rs2, rs3)`.
- an `imm` operand holds an int, or a `Sym` with a relocation modifier (`hi`, `lo`,
  `pcrel_hi`, `pcrel_lo`, `call_plt`), or, for branch/jump offsets, a
  MachineBasicBlock; encoder.py turns Syms and blocks into fixups.
- frame objects: a `FrameIndex` may stand in the *base register* operand (`rs1`) of a
  load, store or ADDI; frame lowering replaces it by sp/s0 and adds the object's offset
  to the `imm` operand (which must then be an int). Any other operand holding a
  FrameIndex gets the address materialized in the scratch register t6.
- flags: `ext:<name>` names the ISA extension (`ext:m`, `ext:a`, `ext:f`, `ext:d`,
  `ext:zba`, `ext:zbb`) an instruction needs; no `ext:` flag means RV64I.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineInstr, Sym
from pyllc.codegen.records import SYMBOL, Instr, Opnd, SImm, UImm
from pyllc.targets.riscv64 import formats as F
from pyllc.targets.riscv64.registers import FPR32, FPR64, GPR, RA, ZERO, X

SIMM12 = SImm(12)
UIMM20 = UImm(20)
BRANCH_OFF = SImm(13, lsb0=1)      # spec 2.5: B-type offsets are multiples of 2 bytes
JUMP_OFF = SImm(21, lsb0=1)        # spec 2.5: J-type offsets, +-1 MiB
SHAMT6, SHAMT5 = UImm(6), UImm(5)

INSTRS: dict[str, Instr] = {}


def _add(i: Instr) -> Instr:
    assert i.name not in INSTRS, i.name
    INSTRS[i.name] = i
    return i


def _fl(*names: str, ext: str | None = None) -> frozenset[str]:
    return frozenset(names) | (frozenset({f"ext:{ext}"}) if ext else frozenset())


def _d(name: str, cls: Any) -> Opnd:
    return Opnd(name, cls, True)


def _u(name: str, cls: Any) -> Opnd:
    return Opnd(name, cls)


def _name(mnemonic: str) -> str:
    return mnemonic.upper().replace(".", "_")


# --------------------------------------------------------------------------- generators

def rr(mn: str, opcode: int, funct3: int, funct7: int, rd: Any = GPR, rs: Any = GPR,
       rs2: Any = None, ext: str | None = None, commutable: bool = False,
       **fixed: int) -> Instr:
    """R-type `rd = rs1 op rs2`."""
    flags = _fl("commutable", ext=ext) if commutable else _fl(ext=ext)
    return _add(Instr(_name(mn), f"{mn} $rd, $rs1, $rs2",
                      (_d("rd", rd), _u("rs1", rs), _u("rs2", rs2 or rs)), flags=flags,
                      fmt=F.R, fixed=(("opcode", opcode), ("funct3", funct3),
                                      ("funct7", funct7), *fixed.items())))


def r_unary(mn: str, opcode: int, funct3: int, funct7: int, rs2: int, rd: Any, rs: Any,
            ext: str | None = None, suffix: str = "") -> Instr:
    """R-type with a fixed rs2 field: `rd = op(rs1)` (fsqrt, fcvt, fmv.x.w, clz ...)."""
    return _add(Instr(_name(mn), f"{mn} $rd, $rs1{suffix}", (_d("rd", rd), _u("rs1", rs)),
                      flags=_fl(ext=ext), fmt=F.R,
                      fixed=(("opcode", opcode), ("funct3", funct3), ("funct7", funct7),
                             ("rs2", rs2))))


def ri(mn: str, opcode: int, funct3: int, ext: str | None = None) -> Instr:
    """I-type `rd = rs1 op simm12`."""
    return _add(Instr(_name(mn), f"{mn} $rd, $rs1, $imm",
                      (_d("rd", GPR), _u("rs1", GPR), _u("imm", SIMM12)), flags=_fl(ext=ext),
                      fmt=F.I, fixed=(("opcode", opcode), ("funct3", funct3))))


def i_fixed(mn: str, opcode: int, funct3: int, imm: int, ext: str | None = None) -> Instr:
    """I-type whose immediate is an opcode extension (Zbb clz/ctz/cpop/sext/rev8/orc.b)."""
    return _add(Instr(_name(mn), f"{mn} $rd, $rs1", (_d("rd", GPR), _u("rs1", GPR)),
                      flags=_fl(ext=ext), fmt=F.I,
                      fixed=(("opcode", opcode), ("funct3", funct3), ("imm[11:0]", imm))))


def shift_imm(mn: str, opcode: int, funct3: int, funct_hi: int, word: bool,
              ext: str | None = None) -> Instr:
    """Shift by immediate: 6-bit shamt (RV64) or 5-bit for the *W forms (spec 5.2)."""
    fmt, kind, fname = (F.I_SH5, SHAMT5, "funct7") if word else (F.I_SH6, SHAMT6, "funct6")
    return _add(Instr(_name(mn), f"{mn} $rd, $rs1, $shamt",
                      (_d("rd", GPR), _u("rs1", GPR), _u("shamt", kind)), flags=_fl(ext=ext),
                      fmt=fmt, fixed=(("opcode", opcode), ("funct3", funct3),
                                      (fname, funct_hi))))


def load(mn: str, opcode: int, funct3: int, rd: Any = GPR, ext: str | None = None) -> Instr:
    return _add(Instr(_name(mn), f"{mn} $rd, $imm($rs1)",
                      (_d("rd", rd), _u("rs1", GPR), _u("imm", SIMM12)),
                      flags=_fl("load", ext=ext), fmt=F.I,
                      fixed=(("opcode", opcode), ("funct3", funct3))))


def store(mn: str, opcode: int, funct3: int, rs2: Any = GPR, ext: str | None = None) -> Instr:
    return _add(Instr(_name(mn), f"{mn} $rs2, $imm($rs1)",
                      (_u("rs2", rs2), _u("rs1", GPR), _u("imm", SIMM12)),
                      flags=_fl("store", ext=ext), fmt=F.S,
                      fixed=(("opcode", opcode), ("funct3", funct3))))


def branch(mn: str, funct3: int) -> Instr:
    return _add(Instr(_name(mn), f"{mn} $rs1, $rs2, $imm",
                      (_u("rs1", GPR), _u("rs2", GPR), _u("imm", BRANCH_OFF)),
                      flags=_fl("terminator", "branch", "cond_branch"), fmt=F.B,
                      fixed=(("opcode", F.BRANCH), ("funct3", funct3))))


# --------------------------------------------------------------------------- RV64I
# spec 2.4 "Integer Computational Instructions": Integer Register-Immediate Instructions
LUI = _add(Instr("LUI", "lui $rd, $imm", (_d("rd", GPR), _u("imm", UIMM20)),
                 fmt=F.U, fixed=(("opcode", F.LUI),)))
AUIPC = _add(Instr("AUIPC", "auipc $rd, $imm", (_d("rd", GPR), _u("imm", UIMM20)),
                   fmt=F.U, fixed=(("opcode", F.AUIPC),)))
ADDI = ri("addi", F.OP_IMM, 0b000)
SLTI = ri("slti", F.OP_IMM, 0b010)
SLTIU = ri("sltiu", F.OP_IMM, 0b011)
XORI = ri("xori", F.OP_IMM, 0b100)
ORI = ri("ori", F.OP_IMM, 0b110)
ANDI = ri("andi", F.OP_IMM, 0b111)
SLLI = shift_imm("slli", F.OP_IMM, 0b001, 0b000000, word=False)
SRLI = shift_imm("srli", F.OP_IMM, 0b101, 0b000000, word=False)
SRAI = shift_imm("srai", F.OP_IMM, 0b101, 0b010000, word=False)
# spec 2.4: Integer Register-Register Operations
ADD = rr("add", F.OP, 0b000, 0b0000000, commutable=True)
SUB = rr("sub", F.OP, 0b000, 0b0100000)
SLL = rr("sll", F.OP, 0b001, 0b0000000)
SLT = rr("slt", F.OP, 0b010, 0b0000000)
SLTU = rr("sltu", F.OP, 0b011, 0b0000000)
XOR = rr("xor", F.OP, 0b100, 0b0000000, commutable=True)
SRL = rr("srl", F.OP, 0b101, 0b0000000)
SRA = rr("sra", F.OP, 0b101, 0b0100000)
OR = rr("or", F.OP, 0b110, 0b0000000, commutable=True)
AND = rr("and", F.OP, 0b111, 0b0000000, commutable=True)
# spec 5.2 "Integer Computational Instructions" (RV64I *W forms: 32-bit result, sign-extended)
ADDIW = ri("addiw", F.OP_IMM_32, 0b000)
SLLIW = shift_imm("slliw", F.OP_IMM_32, 0b001, 0b0000000, word=True)
SRLIW = shift_imm("srliw", F.OP_IMM_32, 0b101, 0b0000000, word=True)
SRAIW = shift_imm("sraiw", F.OP_IMM_32, 0b101, 0b0100000, word=True)
ADDW = rr("addw", F.OP_32, 0b000, 0b0000000, commutable=True)
SUBW = rr("subw", F.OP_32, 0b000, 0b0100000)
SLLW = rr("sllw", F.OP_32, 0b001, 0b0000000)
SRLW = rr("srlw", F.OP_32, 0b101, 0b0000000)
SRAW = rr("sraw", F.OP_32, 0b101, 0b0100000)

# spec 2.5 "Control Transfer Instructions"
JAL = _add(Instr("JAL", "jal $rd, $imm", (_d("rd", GPR), _u("imm", JUMP_OFF)),
                 flags=_fl("call"), fmt=F.J, fixed=(("opcode", F.JAL),)))
JALR = _add(Instr("JALR", "jalr $rd, $imm($rs1)",
                  (_d("rd", GPR), _u("rs1", GPR), _u("imm", SIMM12)),
                  flags=_fl("call"), fmt=F.I, fixed=(("opcode", F.JALR), ("funct3", 0))))
BEQ = branch("beq", 0b000)
BNE = branch("bne", 0b001)
BLT = branch("blt", 0b100)
BGE = branch("bge", 0b101)
BLTU = branch("bltu", 0b110)
BGEU = branch("bgeu", 0b111)

# spec 2.6 "Load and Store Instructions", 5.3 (RV64I: lwu, ld, sd)
LB = load("lb", F.LOAD, 0b000)
LH = load("lh", F.LOAD, 0b001)
LW = load("lw", F.LOAD, 0b010)
LD = load("ld", F.LOAD, 0b011)
LBU = load("lbu", F.LOAD, 0b100)
LHU = load("lhu", F.LOAD, 0b101)
LWU = load("lwu", F.LOAD, 0b110)
SB = store("sb", F.STORE, 0b000)
SH = store("sh", F.STORE, 0b001)
SW = store("sw", F.STORE, 0b010)
SD = store("sd", F.STORE, 0b011)


# spec 2.7 "Memory Ordering Instructions": FENCE pred/succ bits I=8 O=4 R=2 W=1 in
# imm[7:4]/imm[3:0], fm in imm[11:8]. One record per ordering the code generator uses
# (the mappings of spec Table A.6 "Mappings from C/C++ primitives to RISC-V primitives").
def _fence(name: str, text: str, pred: int, succ: int) -> Instr:
    return _add(Instr(name, f"fence {text}", (), flags=_fl("side_effects"), fmt=F.I,
                      fixed=(("opcode", F.MISC_MEM), ("funct3", 0), ("rd", 0), ("rs1", 0),
                             ("imm[11:0]", (pred << 4) | succ))))


FENCE = _fence("FENCE", "rw, rw", 0b0011, 0b0011)          # seq_cst / acq_rel fence
FENCE_R_RW = _fence("FENCE_R_RW", "r, rw", 0b0010, 0b0011)  # acquire
FENCE_RW_W = _fence("FENCE_RW_W", "rw, w", 0b0011, 0b0001)  # release
FENCE_IORW = _fence("FENCE_IORW", "iorw, iorw", 0b1111, 0b1111)

# spec 2.8 "Environment Call and Breakpoints"
_SYS = (("opcode", F.SYSTEM), ("funct3", 0), ("rd", 0), ("rs1", 0))
ECALL = _add(Instr("ECALL", "ecall", (), flags=_fl("side_effects"), fmt=F.I,
                   fixed=(*_SYS, ("imm[11:0]", 0))))
EBREAK = _add(Instr("EBREAK", "ebreak", (), flags=_fl("side_effects"), fmt=F.I,
                    fixed=(*_SYS, ("imm[11:0]", 1))))
# `unimp` (csrrw x0, cycle, x0 = 0xc0001073): the illegal instruction used for llvm.trap.
UNIMP = _add(Instr("UNIMP", "unimp", (), flags=_fl("side_effects", "terminator", "barrier"),
                   fmt=F.I, fixed=(("opcode", F.SYSTEM), ("funct3", 0b001), ("rd", 0),
                                   ("rs1", 0), ("imm[11:0]", 0xC00))))

# Assembler aliases with their own record so the printed text reads like llc's
# (spec ch. 25 "RISC-V Assembly Programmer's Handbook", Table 25.2 pseudoinstructions).
MV = _add(Instr("MV", "mv $rd, $rs1", (_d("rd", GPR), _u("rs1", GPR)), flags=_fl("move"),
                fmt=F.I, fixed=(("opcode", F.OP_IMM), ("funct3", 0), ("imm[11:0]", 0))))
NOT = _add(Instr("NOT", "not $rd, $rs1", (_d("rd", GPR), _u("rs1", GPR)), fmt=F.I,
                 fixed=(("opcode", F.OP_IMM), ("funct3", 0b100), ("imm[11:0]", -1))))
NEG = _add(Instr("NEG", "neg $rd, $rs2", (_d("rd", GPR), _u("rs2", GPR)), fmt=F.R,
                 fixed=(("opcode", F.OP), ("funct3", 0), ("funct7", 0b0100000), ("rs1", 0))))
SEXT_W = _add(Instr("SEXT_W", "sext.w $rd, $rs1", (_d("rd", GPR), _u("rs1", GPR)), fmt=F.I,
                    fixed=(("opcode", F.OP_IMM_32), ("funct3", 0), ("imm[11:0]", 0))))
SEQZ = _add(Instr("SEQZ", "seqz $rd, $rs1", (_d("rd", GPR), _u("rs1", GPR)), fmt=F.I,
                  fixed=(("opcode", F.OP_IMM), ("funct3", 0b011), ("imm[11:0]", 1))))
SNEZ = _add(Instr("SNEZ", "snez $rd, $rs2", (_d("rd", GPR), _u("rs2", GPR)), fmt=F.R,
                  fixed=(("opcode", F.OP), ("funct3", 0b011), ("funct7", 0), ("rs1", 0))))

# --------------------------------------------------------------------------- M
# spec 7.1 "Multiplication Operations", 7.2 "Division Operations"
_M7 = 0b0000001
MUL = rr("mul", F.OP, 0b000, _M7, ext="m", commutable=True)
MULH = rr("mulh", F.OP, 0b001, _M7, ext="m", commutable=True)
MULHSU = rr("mulhsu", F.OP, 0b010, _M7, ext="m")
MULHU = rr("mulhu", F.OP, 0b011, _M7, ext="m", commutable=True)
DIV = rr("div", F.OP, 0b100, _M7, ext="m")
DIVU = rr("divu", F.OP, 0b101, _M7, ext="m")
REM = rr("rem", F.OP, 0b110, _M7, ext="m")
REMU = rr("remu", F.OP, 0b111, _M7, ext="m")
MULW = rr("mulw", F.OP_32, 0b000, _M7, ext="m", commutable=True)
DIVW = rr("divw", F.OP_32, 0b100, _M7, ext="m")
DIVUW = rr("divuw", F.OP_32, 0b101, _M7, ext="m")
REMW = rr("remw", F.OP_32, 0b110, _M7, ext="m")
REMUW = rr("remuw", F.OP_32, 0b111, _M7, ext="m")

# --------------------------------------------------------------------------- A
# spec 8.2 "Load-Reserved/Store-Conditional Instructions", 8.4 "Atomic Memory Operations".
# Each comes in four orderings (aq, rl bits); the suffix is part of the mnemonic.
_ORDERINGS = (("", 0, 0), (".aq", 1, 0), (".rl", 0, 1), (".aqrl", 1, 1))
_AMO_FUNCT5 = {"amoswap": 0b00001, "amoadd": 0b00000, "amoxor": 0b00100, "amoand": 0b01100,
               "amoor": 0b01000, "amomin": 0b10000, "amomax": 0b10100, "amominu": 0b11000,
               "amomaxu": 0b11100}
_AMO_FLAGS = _fl("load", "store", "side_effects", ext="a")
for _w, _f3 in (("w", 0b010), ("d", 0b011)):
    for _sfx, _aq, _rl in _ORDERINGS:
        _ord = (("aq", _aq), ("rl", _rl), ("funct3", _f3), ("opcode", F.AMO_OP))
        _mn = f"lr.{_w}{_sfx}"
        _add(Instr(_name(_mn), f"{_mn} $rd, ($rs1)", (_d("rd", GPR), _u("rs1", GPR)),
                   flags=_AMO_FLAGS, fmt=F.AMO, fixed=(("funct5", 0b00010), ("rs2", 0), *_ord)))
        _mn = f"sc.{_w}{_sfx}"
        _add(Instr(_name(_mn), f"{_mn} $rd, $rs2, ($rs1)",
                   (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR)),
                   flags=_AMO_FLAGS, fmt=F.AMO, fixed=(("funct5", 0b00011), *_ord)))
        for _op, _f5 in _AMO_FUNCT5.items():
            _mn = f"{_op}.{_w}{_sfx}"
            _add(Instr(_name(_mn), f"{_mn} $rd, $rs2, ($rs1)",
                       (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR)),
                       flags=_AMO_FLAGS, fmt=F.AMO, fixed=(("funct5", _f5), *_ord)))

# --------------------------------------------------------------------------- F and D
# spec 11.5 / 12.3 "Load and Store Instructions"
FLW = load("flw", F.LOAD_FP, 0b010, rd=FPR32, ext="f")
FSW = store("fsw", F.STORE_FP, 0b010, rs2=FPR32, ext="f")
FLD = load("fld", F.LOAD_FP, 0b011, rd=FPR64, ext="d")
FSD = store("fsd", F.STORE_FP, 0b011, rs2=FPR64, ext="d")

# `, rtz` printed on float->int conversions: C semantics truncate (LLVM does the same).
_RTZ = ", rtz"
for _s, _cls, _fmt, _ext in (("s", FPR32, F.FMT_S, "f"), ("d", FPR64, F.FMT_D, "d")):
    # spec 11.6 / 12.4 "Computational Instructions": rm = dyn (printed without rm)
    for _op, _f5 in (("fadd", 0b00000), ("fsub", 0b00001), ("fmul", 0b00010),
                     ("fdiv", 0b00011)):
        rr(f"{_op}.{_s}", F.OP_FP, F.RM_DYN, (_f5 << 2) | _fmt, rd=_cls, rs=_cls, ext=_ext,
           commutable=_op in ("fadd", "fmul"))
    r_unary(f"fsqrt.{_s}", F.OP_FP, F.RM_DYN, (0b01011 << 2) | _fmt, 0, _cls, _cls, _ext)
    for _op, _f3 in (("fsgnj", 0b000), ("fsgnjn", 0b001), ("fsgnjx", 0b010)):
        rr(f"{_op}.{_s}", F.OP_FP, _f3, (0b00100 << 2) | _fmt, rd=_cls, rs=_cls, ext=_ext)
    for _op, _f3 in (("fmin", 0b000), ("fmax", 0b001)):
        rr(f"{_op}.{_s}", F.OP_FP, _f3, (0b00101 << 2) | _fmt, rd=_cls, rs=_cls, ext=_ext,
           commutable=True)
    # R4: fused multiply-add family, spec 11.6 "rs1*rs2 +- rs3"
    for _op, _opc in (("fmadd", F.MADD), ("fmsub", F.MSUB), ("fnmsub", F.NMSUB),
                      ("fnmadd", F.NMADD)):
        _mn = f"{_op}.{_s}"
        _add(Instr(_name(_mn), f"{_mn} $rd, $rs1, $rs2, $rs3",
                   (_d("rd", _cls), _u("rs1", _cls), _u("rs2", _cls), _u("rs3", _cls)),
                   flags=_fl(ext=_ext), fmt=F.R4,
                   fixed=(("opcode", _opc), ("funct3", F.RM_DYN), ("funct2", _fmt))))
    # spec 11.7 / 12.5 "Conversion and Move Instructions"
    for _it, _rs2 in (("w", 0), ("wu", 1), ("l", 2), ("lu", 3)):
        r_unary(f"fcvt.{_it}.{_s}", F.OP_FP, F.RM_RTZ, (0b11000 << 2) | _fmt, _rs2,
                GPR, _cls, _ext, suffix=_RTZ)
        # int -> double from 32-bit ints is exact: as and llc encode rm = rne there.
        _rm = F.RM_RNE if (_s == "d" and _it in ("w", "wu")) else F.RM_DYN
        r_unary(f"fcvt.{_s}.{_it}", F.OP_FP, _rm, (0b11010 << 2) | _fmt, _rs2,
                _cls, GPR, _ext)
    # spec 11.8 / 12.6 "Compare Instructions"
    for _op, _f3 in (("feq", 0b010), ("flt", 0b001), ("fle", 0b000)):
        rr(f"{_op}.{_s}", F.OP_FP, _f3, (0b10100 << 2) | _fmt, rd=GPR, rs=_cls, ext=_ext,
           commutable=_op == "feq")
    # spec 11.9 / 12.7 "Classify Instruction"
    r_unary(f"fclass.{_s}", F.OP_FP, 0b001, (0b11100 << 2) | _fmt, 0, GPR, _cls, _ext)

# Bit-pattern moves between the register files (spec 11.7 fmv.x.w/fmv.w.x, 12.5 fmv.x.d/fmv.d.x)
FMV_X_W = r_unary("fmv.x.w", F.OP_FP, 0b000, 0b1110000, 0, GPR, FPR32, "f")
FMV_W_X = r_unary("fmv.w.x", F.OP_FP, 0b000, 0b1111000, 0, FPR32, GPR, "f")
FMV_X_D = r_unary("fmv.x.d", F.OP_FP, 0b000, 0b1110001, 0, GPR, FPR64, "d")
FMV_D_X = r_unary("fmv.d.x", F.OP_FP, 0b000, 0b1111001, 0, FPR64, GPR, "d")
# spec 12.5: fcvt.s.d rounds (rm dyn), fcvt.d.s is exact (rm rne, as binutils/llc encode it)
FCVT_S_D = r_unary("fcvt.s.d", F.OP_FP, F.RM_DYN, 0b0100000, 1, FPR32, FPR64, "d")
FCVT_D_S = r_unary("fcvt.d.s", F.OP_FP, F.RM_RNE, 0b0100001, 0, FPR64, FPR32, "d")

FADD_S, FADD_D = INSTRS["FADD_S"], INSTRS["FADD_D"]
FSGNJ_S, FSGNJ_D = INSTRS["FSGNJ_S"], INSTRS["FSGNJ_D"]
FSGNJN_S, FSGNJN_D = INSTRS["FSGNJN_S"], INSTRS["FSGNJN_D"]
FSGNJX_S, FSGNJX_D = INSTRS["FSGNJX_S"], INSTRS["FSGNJX_D"]
FCVT_L_D, FCVT_D_L = INSTRS["FCVT_L_D"], INSTRS["FCVT_D_L"]

# --------------------------------------------------------------------------- Zba, Zbb
# Bit-manipulation 1.0.0, ch. 2.1 "Zba: Address generation"
SH1ADD = rr("sh1add", F.OP, 0b010, 0b0010000, ext="zba")
SH2ADD = rr("sh2add", F.OP, 0b100, 0b0010000, ext="zba")
SH3ADD = rr("sh3add", F.OP, 0b110, 0b0010000, ext="zba")
ADD_UW = rr("add.uw", F.OP_32, 0b000, 0b0000100, ext="zba")
SH1ADD_UW = rr("sh1add.uw", F.OP_32, 0b010, 0b0010000, ext="zba")
SH2ADD_UW = rr("sh2add.uw", F.OP_32, 0b100, 0b0010000, ext="zba")
SH3ADD_UW = rr("sh3add.uw", F.OP_32, 0b110, 0b0010000, ext="zba")
SLLI_UW = shift_imm("slli.uw", F.OP_IMM_32, 0b001, 0b000010, word=False, ext="zba")
# ch. 2.2 "Zbb: Basic bit-manipulation"
ANDN = rr("andn", F.OP, 0b111, 0b0100000, ext="zbb")
ORN = rr("orn", F.OP, 0b110, 0b0100000, ext="zbb")
XNOR = rr("xnor", F.OP, 0b100, 0b0100000, ext="zbb", commutable=True)
CLZ = i_fixed("clz", F.OP_IMM, 0b001, 0x600, ext="zbb")
CTZ = i_fixed("ctz", F.OP_IMM, 0b001, 0x601, ext="zbb")
CPOP = i_fixed("cpop", F.OP_IMM, 0b001, 0x602, ext="zbb")
SEXT_B = i_fixed("sext.b", F.OP_IMM, 0b001, 0x604, ext="zbb")
SEXT_H = i_fixed("sext.h", F.OP_IMM, 0b001, 0x605, ext="zbb")
CLZW = i_fixed("clzw", F.OP_IMM_32, 0b001, 0x600, ext="zbb")
CTZW = i_fixed("ctzw", F.OP_IMM_32, 0b001, 0x601, ext="zbb")
CPOPW = i_fixed("cpopw", F.OP_IMM_32, 0b001, 0x602, ext="zbb")
ORC_B = i_fixed("orc.b", F.OP_IMM, 0b101, 0x287, ext="zbb")
REV8 = i_fixed("rev8", F.OP_IMM, 0b101, 0x6B8, ext="zbb")
MAX = rr("max", F.OP, 0b110, 0b0000101, ext="zbb", commutable=True)
MAXU = rr("maxu", F.OP, 0b111, 0b0000101, ext="zbb", commutable=True)
MIN = rr("min", F.OP, 0b100, 0b0000101, ext="zbb", commutable=True)
MINU = rr("minu", F.OP, 0b101, 0b0000101, ext="zbb", commutable=True)
ROL = rr("rol", F.OP, 0b001, 0b0110000, ext="zbb")
ROR = rr("ror", F.OP, 0b101, 0b0110000, ext="zbb")
ROLW = rr("rolw", F.OP_32, 0b001, 0b0110000, ext="zbb")
RORW = rr("rorw", F.OP_32, 0b101, 0b0110000, ext="zbb")
RORI = shift_imm("rori", F.OP_IMM, 0b101, 0b011000, word=False, ext="zbb")
RORIW = shift_imm("roriw", F.OP_IMM_32, 0b101, 0b0110000, word=True, ext="zbb")
ZEXT_H = _add(Instr("ZEXT_H", "zext.h $rd, $rs1", (_d("rd", GPR), _u("rs1", GPR)),
                    flags=_fl(ext="zbb"), fmt=F.R,
                    fixed=(("opcode", F.OP_32), ("funct3", 0b100), ("funct7", 0b0000100),
                           ("rs2", 0))))


# --------------------------------------------------------------------------- pseudos
# Each pseudo declares its expansion: `expand(mi, label) -> list[MachineInstr]` of real
# instructions, where `label` names a local label at the pseudo's first instruction (the
# `%pcrel_lo` anchor of auipc pairs). encoder.py encodes the expansion; the asm printer
# prints the pseudo's own text (GNU as expands `call`, `lla`, `ret`, `j` identically).

def _mi(instr: Instr, *ops: Any) -> MachineInstr:
    return MachineInstr(instr, list(ops))


def _sym_with(sym: Sym, modifier: str) -> Sym:
    return Sym(sym.name, sym.offset, modifier)


def _expand_call(mi: MachineInstr, label: str) -> list[MachineInstr]:
    # psABI "Procedure Calls": auipc ra, 0 + jalr ra, 0(ra), one R_RISCV_CALL_PLT on the pair
    return [_mi(AUIPC, RA, _sym_with(mi.ops[0], "call_plt")), _mi(JALR, RA, RA, 0)]


def _expand_tail(mi: MachineInstr, label: str) -> list[MachineInstr]:
    return [_mi(AUIPC, X[6], _sym_with(mi.ops[0], "call_plt")), _mi(JALR, ZERO, X[6], 0)]


def _expand_la(mi: MachineInstr, label: str) -> list[MachineInstr]:
    # psABI "Address Calculation" (medany): %pcrel_lo names the auipc's label, not the symbol
    rd, sym = mi.ops
    return [_mi(AUIPC, rd, _sym_with(sym, "pcrel_hi")),
            _mi(ADDI, rd, rd, Sym(label, 0, "pcrel_lo"))]


def _expand_lga(mi: MachineInstr, label: str) -> list[MachineInstr]:
    # psABI "Address Calculation" (PIC): the address is loaded from the symbol's GOT slot
    rd, sym = mi.ops
    return [_mi(AUIPC, rd, _sym_with(sym, "got_pcrel_hi")),
            _mi(LD, rd, rd, Sym(label, 0, "pcrel_lo"))]


PseudoCALL = _add(Instr("PseudoCALL", "call $sym", (_u("sym", SYMBOL),),
                        flags=_fl("call", "pseudo"), implicit_defs=(RA,),
                        expand=_expand_call, size=8))
PseudoCALLIndirect = _add(Instr("PseudoCALLIndirect", "jalr $rs1", (_u("rs1", GPR),),
                                flags=_fl("call", "pseudo"), implicit_defs=(RA,),
                                expand=lambda mi, label: [_mi(JALR, RA, mi.ops[0], 0)]))
# `tail sym`: auipc t1 + jr t1 (t1 is free at that point: caller-saved, not an argument).
PseudoTAIL = _add(Instr("PseudoTAIL", "tail $sym", (_u("sym", SYMBOL),),
                        flags=_fl("call", "terminator", "return", "barrier", "pseudo"),
                        implicit_defs=(X[6],), expand=_expand_tail, size=8))
PseudoLA = _add(Instr("PseudoLA", "lla $rd, $sym", (_d("rd", GPR), _u("sym", SYMBOL)),
                      flags=_fl("pseudo"), expand=_expand_la, size=8))
# `la` under `.option pic` (the asm printer writes it in PIC modules): auipc + ld from the GOT
PseudoLGA = _add(Instr("PseudoLGA", "la $rd, $sym", (_d("rd", GPR), _u("sym", SYMBOL)),
                       flags=_fl("pseudo"), expand=_expand_lga, size=8))
# TLS (psABI "Thread Local Storage"): local exec adds %tprel_hi to tp with an `add` that
# carries %tprel_add (R_RISCV_TPREL_ADD: only a marker for linker relaxation; the
# symbol operand has no field), then %tprel_lo; initial exec loads the offset from the
# GOT: `la.tls.ie` = auipc %tls_ie_pcrel_hi (R_RISCV_TLS_GOT_HI20) + ld %pcrel_lo.
ADD_TPREL = _add(Instr("ADD_TPREL", "add $rd, $rs1, $rs2, $sym",
                       (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR), _u("sym", SYMBOL)),
                       fmt=F.R, fixed=(("opcode", F.OP), ("funct3", 0), ("funct7", 0))))


def _expand_la_tls_ie(mi: MachineInstr, label: str) -> list[MachineInstr]:
    rd, sym = mi.ops
    return [_mi(AUIPC, rd, _sym_with(sym, "tls_ie_pcrel_hi")),
            _mi(LD, rd, rd, Sym(label, 0, "pcrel_lo"))]


PseudoLA_TLS_IE = _add(Instr("PseudoLA_TLS_IE", "la.tls.ie $rd, $sym",
                             (_d("rd", GPR), _u("sym", SYMBOL)), flags=_fl("pseudo"),
                             expand=_expand_la_tls_ie, size=8))
def _expand_la_tls_gd(mi: MachineInstr, label: str) -> list[MachineInstr]:
    rd, sym = mi.ops
    return [_mi(AUIPC, rd, _sym_with(sym, "tls_gd_pcrel_hi")),
            _mi(ADDI, rd, rd, Sym(label, 0, "pcrel_lo"))]


PseudoLA_TLS_GD = _add(Instr("PseudoLA_TLS_GD", "la.tls.gd $rd, $sym",
                             (_d("rd", GPR), _u("sym", SYMBOL)), flags=_fl("pseudo"),
                             expand=_expand_la_tls_gd, size=8))
# general dynamic: a0 = the GOT pair of `sym`, then `call __tls_get_addr@plt` (a call:
# its clobbers and the a0 result come from the call lowering)
PseudoTLS_GD_CALL = _add(Instr(
    "PseudoTLS_GD_CALL", "la.tls.gd a0, $sym\n\tcall __tls_get_addr@plt", (_u("sym", SYMBOL),),
    flags=_fl("call", "pseudo"), implicit_defs=(RA,), size=16,
    expand=lambda mi, label: [_mi(PseudoLA_TLS_GD, X[10], mi.ops[0]),
                              _mi(PseudoCALL, Sym("__tls_get_addr", 0, "plt"))]))
PseudoRET = _add(Instr("PseudoRET", "ret", (), flags=_fl("terminator", "return", "barrier",
                                                         "pseudo"),
                       implicit_uses=(RA,), expand=lambda mi, label: [_mi(JALR, ZERO, RA, 0)]))
PseudoBR = _add(Instr("PseudoBR", "j $imm", (_u("imm", JUMP_OFF),),
                      flags=_fl("terminator", "branch", "barrier", "pseudo"),
                      expand=lambda mi, label: [_mi(JAL, ZERO, mi.ops[0])]))
PseudoBRIND = _add(Instr("PseudoBRIND", "jr $rs1", (_u("rs1", GPR),),
                         flags=_fl("terminator", "indirect_branch", "barrier", "pseudo"),
                         expand=lambda mi, label: [_mi(JALR, ZERO, mi.ops[0], 0)]))
# Register-class moves of the F/D files: fmv.s/fmv.d are fsgnj with rs1 == rs2.
FMV_S = _add(Instr("FMV_S", "fmv.s $rd, $rs1", (_d("rd", FPR32), _u("rs1", FPR32)),
                   flags=_fl("move", "pseudo", ext="f"),
                   expand=lambda mi, label: [_mi(FSGNJ_S, mi.ops[0], mi.ops[1], mi.ops[1])]))
FMV_D = _add(Instr("FMV_D", "fmv.d $rd, $rs1", (_d("rd", FPR64), _u("rs1", FPR64)),
                   flags=_fl("move", "pseudo", ext="d"),
                   expand=lambda mi, label: [_mi(FSGNJ_D, mi.ops[0], mi.ops[1], mi.ops[1])]))
FNEG_S = _add(Instr("FNEG_S", "fneg.s $rd, $rs1", (_d("rd", FPR32), _u("rs1", FPR32)),
                    flags=_fl("pseudo", ext="f"),
                    expand=lambda mi, label: [_mi(FSGNJN_S, mi.ops[0], mi.ops[1], mi.ops[1])]))
FNEG_D = _add(Instr("FNEG_D", "fneg.d $rd, $rs1", (_d("rd", FPR64), _u("rs1", FPR64)),
                    flags=_fl("pseudo", ext="d"),
                    expand=lambda mi, label: [_mi(FSGNJN_D, mi.ops[0], mi.ops[1], mi.ops[1])]))
FABS_S = _add(Instr("FABS_S", "fabs.s $rd, $rs1", (_d("rd", FPR32), _u("rs1", FPR32)),
                    flags=_fl("pseudo", ext="f"),
                    expand=lambda mi, label: [_mi(FSGNJX_S, mi.ops[0], mi.ops[1], mi.ops[1])]))
FABS_D = _add(Instr("FABS_D", "fabs.d $rd, $rs1", (_d("rd", FPR64), _u("rs1", FPR64)),
                    flags=_fl("pseudo", ext="d"),
                    expand=lambda mi, label: [_mi(FSGNJX_D, mi.ops[0], mi.ops[1], mi.ops[1])]))

# Selects: `rd = cond != 0 ? tval : fval`. RISC-V (without Zicond) has no conditional
# move; like LLVM's Select_GPR_Using_CC_GPR these are expanded into a branch diamond by
# the `expand_isel_pseudos` hook (lowering.py) before register allocation, so they never
# reach the encoder.
def _select(name: str, cls: Any) -> Instr:
    return _add(Instr(name, f"# {name} $rd, $cond, $tval, $fval",
                      (_d("rd", cls), _u("cond", GPR), _u("tval", cls), _u("fval", cls)),
                      flags=_fl("pseudo", "uses_custom_inserter")))


PseudoSELECT_GPR = _select("PseudoSELECT_GPR", GPR)
PseudoSELECT_FPR32 = _select("PseudoSELECT_FPR32", FPR32)
PseudoSELECT_FPR64 = _select("PseudoSELECT_FPR64", FPR64)


# Compare-and-swap: `rd = *addr; if rd == cmp: *addr = new` atomically, seq_cst. Expanded
# before register allocation by `expand_isel_pseudos` into the LR/SC loop of spec 8.3
# ("Eventual Success of Store-Conditional Instructions", the constrained-loop example):
#     loop: lr.{w,d}.aqrl rd, (addr) ; bne rd, cmp, done
#           sc.{w,d}.rl tmp, new, (addr) ; bnez tmp, loop
#     done:
# For the 32-bit form `cmp` must be sign-extended (lr.w sign-extends what it loads).
def _cmpxchg(name: str) -> Instr:
    return _add(Instr(name, f"# {name} $rd, $addr, $cmp, $new",
                      (_d("rd", GPR), _u("addr", GPR), _u("cmp", GPR), _u("new", GPR)),
                      flags=_fl("pseudo", "uses_custom_inserter", "load", "store",
                                "side_effects", ext="a")))


PseudoCmpXchg32 = _cmpxchg("PseudoCmpXchg32")
PseudoCmpXchg64 = _cmpxchg("PseudoCmpXchg64")

# Call-frame setup around a call (LLVM ADJCALLSTACKDOWN/UP): `amount` = outgoing stack
# argument bytes (CALLSEQ_START/END attr). Frame lowering deletes them when the frame
# reserves the outgoing area (the usual case) and turns them into `addi sp, sp, -+amount`
# in functions with dynamic allocas, where sp moves and cannot hold a fixed call area.
PseudoADJCALLSTACKDOWN = _add(Instr("PseudoADJCALLSTACKDOWN", "", (_u("amount", UImm(32)),),
                                    flags=_fl("pseudo", "side_effects"),
                                    implicit_defs=(X[2],), implicit_uses=(X[2],)))
PseudoADJCALLSTACKUP = _add(Instr("PseudoADJCALLSTACKUP", "", (_u("amount", UImm(32)),),
                                  flags=_fl("pseudo", "side_effects"),
                                  implicit_defs=(X[2],), implicit_uses=(X[2],)))

# Branch records by integer condition (eq ne slt sge ult uge): the rest swap operands.
BRANCH_BY_CC = {"eq": BEQ, "ne": BNE, "slt": BLT, "sge": BGE, "ult": BLTU, "uge": BGEU}


# Branches with opposite conditions, for branch folding (`bcc X; j Y` -> `b!cc Y`).
INVERSE_BRANCH = {BEQ: BNE, BNE: BEQ, BLT: BGE, BGE: BLT, BLTU: BGEU, BGEU: BLTU}
