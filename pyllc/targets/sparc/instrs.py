"""SPARC V8 instruction records, one `Instr` per instruction form (STYLE.md A.1), in
GNU `as` syntax (SPARC Architecture Manual V8, Appendix A "Suggested Assembly Language
Syntax"). Keystone encodes them (KS_MODE_SPARC32 | KS_MODE_BIG_ENDIAN); the encoding
test (tests/encode/test_sparc_encoding.py) checks every record against Keystone, GNU as
and capstone.

Operand conventions (read by the selector, the printer and frame.py):
- ALU: `(rd, rs1, rs2)` (`*rr` records) or `(rd, rs1, imm)` (`*ri`, simm13), printed
  `op rs1, rs2|imm, rd` (manual B.11-B.13).
- loads `(rd, rs1, imm|rs2)` printed `ld [rs1+imm], rd`; stores `(rd, rs1, imm|rs2)`
  with rd *used*, printed `st rd, [rs1+imm]` (manual B.1, B.4).
- a `FrameIndex` may stand in `rs1` of a `*ri` record; frame.py replaces it by %fp and
  adds the object's offset to `imm`.
- `imm` may hold a `Sym` with modifier `lo` (%lo(x), R_SPARC_LO10); SETHI's `imm` a Sym
  with modifier `hi` (%hi(x), R_SPARC_HI22) or an int (the 22-bit field).
- flags: `has_delay_slot` on every branch, call and jmpl (manual 5.5 "Control-Transfer
  Instructions"): the instruction after it always executes (delayslots.py fills it).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.records import LABEL, SYMBOL, Instr, Opnd, SImm, UImm
from pyllc.targets.sparc.registers import FCC, FPR32, FPR64, GPR, I7, ICC, O7, SP, Y

SIMM13 = SImm(13)
UIMM22 = UImm(22)
SHAMT = UImm(5)
CONST_TRAP = UImm(22)

INSTRS: dict[str, Instr] = {}


def _add(i: Instr) -> Instr:
    assert i.name not in INSTRS, i.name
    INSTRS[i.name] = i
    return i


def _fl(*names: str) -> frozenset[str]:
    return frozenset(names)


def _d(name: str, cls: Any) -> Opnd:
    return Opnd(name, cls, True)


def _u(name: str, cls: Any) -> Opnd:
    return Opnd(name, cls)


# --------------------------------------------------------------------------- ALU
# B.11 "Logical Instructions", B.12 "Shift Instructions", B.13 "Add Instructions",
# B.15 "Subtract Instructions", B.17 "Multiply Instructions", B.19 "Divide Instructions"

def alu(mn: str, imm_kind: Any = SIMM13, defs: tuple = (), uses: tuple = (),
        commutable: bool = False, name: str | None = None) -> tuple[Instr, Instr]:
    """The register and immediate forms `mn rs1, rs2|simm13, rd`."""
    base = name or mn.upper()
    fl = _fl("commutable") if commutable else _fl()
    rr = _add(Instr(base + "rr", f"{mn} $rs1, $rs2, $rd",
                    (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR)), flags=fl,
                    implicit_defs=defs, implicit_uses=uses))
    ri = _add(Instr(base + "ri", f"{mn} $rs1, $imm, $rd",
                    (_d("rd", GPR), _u("rs1", GPR), _u("imm", imm_kind)),
                    implicit_defs=defs, implicit_uses=uses))
    return rr, ri


ADDrr, ADDri = alu("add", commutable=True)
ADDCCrr, ADDCCri = alu("addcc", defs=(ICC,), commutable=True)
ADDXrr, ADDXri = alu("addx", uses=(ICC,), commutable=True)
ADDXCCrr, ADDXCCri = alu("addxcc", defs=(ICC,), uses=(ICC,), commutable=True)
SUBrr, SUBri = alu("sub")
SUBCCrr, SUBCCri = alu("subcc", defs=(ICC,))
SUBXrr, SUBXri = alu("subx", uses=(ICC,))
SUBXCCrr, SUBXCCri = alu("subxcc", defs=(ICC,), uses=(ICC,))
ANDrr, ANDri = alu("and", commutable=True)
ANDCCrr, ANDCCri = alu("andcc", defs=(ICC,), commutable=True)
ANDNrr, ANDNri = alu("andn")
ANDNCCrr, ANDNCCri = alu("andncc", defs=(ICC,))
ORrr, ORri = alu("or", commutable=True)
ORCCrr, ORCCri = alu("orcc", defs=(ICC,), commutable=True)
ORNrr, ORNri = alu("orn")
ORNCCrr, ORNCCri = alu("orncc", defs=(ICC,))
XORrr, XORri = alu("xor", commutable=True)
XORCCrr, XORCCri = alu("xorcc", defs=(ICC,), commutable=True)
XNORrr, XNORri = alu("xnor", commutable=True)
XNORCCrr, XNORCCri = alu("xnorcc", defs=(ICC,), commutable=True)
SLLrr, SLLri = alu("sll", SHAMT)
SRLrr, SRLri = alu("srl", SHAMT)
SRArr, SRAri = alu("sra", SHAMT)
# multiply: rd = low 32 bits, %y = high 32 bits (B.17)
UMULrr, UMULri = alu("umul", defs=(Y,), commutable=True)
SMULrr, SMULri = alu("smul", defs=(Y,), commutable=True)
# divide: the dividend is %y:rs1 (B.19), so %y must be written first
UDIVrr, UDIVri = alu("udiv", uses=(Y,))
SDIVrr, SDIVri = alu("sdiv", uses=(Y,))

# B.9 "SETHI": rd[31:10] = imm22, rd[9:0] = 0
SETHI = _add(Instr("SETHI", "sethi $imm, $rd", (_d("rd", GPR), _u("imm", UIMM22))))
# B.29 "Read State Register" / B.30 "Write State Register": %y = rs1 ^ rs2|simm13
RDY = _add(Instr("RDY", "rd %y, $rd", (_d("rd", GPR),), implicit_uses=(Y,)))
WRYrr = _add(Instr("WRYrr", "wr $rs1, $rs2, %y", (_u("rs1", GPR), _u("rs2", GPR)),
                   flags=_fl("side_effects"), implicit_defs=(Y,)))
WRYri = _add(Instr("WRYri", "wr $rs1, $imm, %y", (_u("rs1", GPR), _u("imm", SIMM13)),
                   flags=_fl("side_effects"), implicit_defs=(Y,)))

# Synthetic instructions (manual Appendix A, Table A-1) with records of their own, so the
# printed text reads like llc's.
MOVrr = _add(Instr("MOVrr", "mov $rs2, $rd", (_d("rd", GPR), _u("rs2", GPR)),
                   flags=_fl("move")))                               # or %g0, rs2, rd
MOVri = _add(Instr("MOVri", "mov $imm, $rd", (_d("rd", GPR), _u("imm", SIMM13))))
CMPrr = _add(Instr("CMPrr", "cmp $rs1, $rs2", (_u("rs1", GPR), _u("rs2", GPR)),
                   implicit_defs=(ICC,)))                            # subcc rs1, rs2, %g0
CMPri = _add(Instr("CMPri", "cmp $rs1, $imm", (_u("rs1", GPR), _u("imm", SIMM13)),
                   implicit_defs=(ICC,)))
NOP = _add(Instr("NOP", "nop", ()))                                 # sethi 0, %g0
# B.30 "Store Barrier" (rd %asr15, %g0): orders stores before it with stores after it,
# the only ordering TSO lets a store-store pair miss; fences are `stbar`, as in llc-16
STBAR = _add(Instr("STBAR", "stbar", (), flags=_fl("side_effects")))

# --------------------------------------------------------------------------- memory
# B.1 "Load Integer Instructions", B.2 "Load Floating-point Instructions",
# B.4 "Store Integer Instructions", B.5 "Store Floating-point Instructions"

def load(mn: str, name: str, cls: Any = GPR) -> tuple[Instr, Instr]:
    rr = _add(Instr(name + "rr", f"{mn} [$rs1+$rs2], $rd",
                    (_d("rd", cls), _u("rs1", GPR), _u("rs2", GPR)), flags=_fl("load")))
    ri = _add(Instr(name + "ri", f"{mn} [$rs1+$imm], $rd",
                    (_d("rd", cls), _u("rs1", GPR), _u("imm", SIMM13)), flags=_fl("load")))
    return rr, ri


def store(mn: str, name: str, cls: Any = GPR) -> tuple[Instr, Instr]:
    rr = _add(Instr(name + "rr", f"{mn} $rd, [$rs1+$rs2]",
                    (_u("rd", cls), _u("rs1", GPR), _u("rs2", GPR)), flags=_fl("store")))
    ri = _add(Instr(name + "ri", f"{mn} $rd, [$rs1+$imm]",
                    (_u("rd", cls), _u("rs1", GPR), _u("imm", SIMM13)), flags=_fl("store")))
    return rr, ri


LDrr, LDri = load("ld", "LD")
LDUBrr, LDUBri = load("ldub", "LDUB")
LDSBrr, LDSBri = load("ldsb", "LDSB")
LDUHrr, LDUHri = load("lduh", "LDUH")
LDSHrr, LDSHri = load("ldsh", "LDSH")
LDFrr, LDFri = load("ld", "LDF", FPR32)
LDDFrr, LDDFri = load("ldd", "LDDF", FPR64)
STrr, STri = store("st", "ST")
STBrr, STBri = store("stb", "STB")
STHrr, STHri = store("sth", "STH")
STFrr, STFri = store("st", "STF", FPR32)
STDFrr, STDFri = store("std", "STDF", FPR64)
# ldd/std of an even/odd integer pair appear only in the window stubs (emulator.py).

# --------------------------------------------------------------------------- control
# B.21 "Branch on Integer Condition Codes Instructions" (cond field values, Table F-7)
ICC_CONDS = {"a": 8, "n": 0, "ne": 9, "e": 1, "g": 10, "le": 2, "ge": 11, "l": 3,
             "gu": 12, "leu": 4, "cc": 13, "cs": 5, "pos": 14, "neg": 6, "vc": 15, "vs": 7}
# B.22 "Branch on Floating-point Condition Codes Instructions"
FCC_CONDS = {"a": 8, "n": 0, "u": 7, "g": 6, "ug": 5, "l": 4, "ul": 3, "lg": 2, "ne": 1,
             "e": 9, "ue": 10, "ge": 11, "uge": 12, "le": 13, "ule": 14, "o": 15}
BRANCH_OFF = SImm(24, lsb0=2)          # disp22 words

BCOND: dict[str, Instr] = {}
for _cc in ICC_CONDS:
    _fl_b = ("terminator", "branch", "has_delay_slot") + (
        ("barrier",) if _cc == "a" else ("cond_branch",))
    BCOND[_cc] = _add(Instr(f"B{_cc.upper()}", f"b{_cc} $dst", (_u("dst", LABEL),),
                            flags=_fl(*_fl_b),
                            implicit_uses=() if _cc in ("a", "n") else (ICC,)))
FBCOND: dict[str, Instr] = {}
for _cc in FCC_CONDS:
    _fl_b = ("terminator", "branch", "has_delay_slot") + (
        ("barrier",) if _cc == "a" else ("cond_branch",))
    FBCOND[_cc] = _add(Instr(f"FB{_cc.upper()}", f"fb{_cc} $dst", (_u("dst", LABEL),),
                             flags=_fl(*_fl_b),
                             implicit_uses=() if _cc in ("a", "n") else (FCC,)))
BA = BCOND["a"]

# TLS (SPARC ABI supplement / Drepper 4.1): initial exec's GOT load and thread-pointer
# add carry a marker symbol (R_SPARC_TLS_IE_LD, R_SPARC_TLS_IE_ADD) for linker relaxation
LDrr_tie = _add(Instr("LDrr_tie", "ld [$rs1+$rs2], $rd, $sym",
                      (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR), _u("sym", SYMBOL)),
                      flags=_fl("load")))
ADDrr_tie = _add(Instr("ADDrr_tie", "add $rs1, $rs2, $rd, $sym",
                       (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR), _u("sym", SYMBOL))))

# General dynamic: %o0 = the GOT pair's address (GOT base + %tgd_hi22/%tgd_lo10, built in
# the reserved scratch %g1), then `call __tls_get_addr` with the %tgd_call marker and its
# own delay slot; a call (clobbers and the %o0 result come from the call lowering)
TLS_GD_CALL = _add(Instr(
    "TLS_GD_CALL", "sethi %tgd_hi22($sym), %g1\n\tadd %g1, %tgd_lo10($sym), %g1\n\t"
    "add $base, %g1, %o0, %tgd_add($sym)\n\tcall __tls_get_addr, %tgd_call($sym)\n\tnop",
    (_u("base", GPR), _u("sym", SYMBOL)), flags=_fl("call"), implicit_defs=(O7,), size=20))

# B.24 "Call and Link": %o7 = pc; the callee's address is pc + 4*disp30
CALL = _add(Instr("CALL", "call $sym", (_u("sym", SYMBOL),),
                  flags=_fl("call", "has_delay_slot"), implicit_defs=(O7,)))
# PIC (lowering.expand_getpcx): `call .+8` sets %o7 to its own address (llc's GETPCX); its
# word is fixed (op=01, disp30=2), given to the encoder as bytes (encoder.py)
CALLpc8 = _add(Instr("CALLpc8", "call .+8", (), flags=_fl("has_delay_slot"),
                     implicit_defs=(O7,)))
# the GOT base in a register: expanded after delay slots into call .+8 / sethi / or / add
GETPCX = _add(Instr("GETPCX", "! GETPCX $rd", (_d("rd", GPR),), flags=_fl("pseudo"),
                    implicit_defs=(O7,)))
# B.25 "Jump and Link": call through a register is `jmpl rs1, %o7` (printed `call rs1`)
CALLr = _add(Instr("CALLr", "call $rs1", (_u("rs1", GPR),),
                   flags=_fl("call", "has_delay_slot"), implicit_defs=(O7,)))
JMPr = _add(Instr("JMPr", "jmp $rs1", (_u("rs1", GPR),),
                  flags=_fl("terminator", "indirect_branch", "barrier", "has_delay_slot")))
# returns: `ret` = jmpl %i7+8, %g0 (window), `retl` = jmpl %o7+8, %g0 (leaf); a function
# returning a structure skips the caller's `unimp` word: jmp %i7+12 (SCD 2.4.1, 3-38).
RETL = _add(Instr("RETL", "retl", (), flags=_fl("terminator", "return", "barrier",
                                                 "has_delay_slot"), implicit_uses=(O7,)))
RET = _add(Instr("RET", "ret", (), flags=_fl("terminator", "return", "barrier",
                                              "has_delay_slot"), implicit_uses=(I7,)))
RET12 = _add(Instr("RET12", "jmp %i7+12", (), flags=_fl("terminator", "return", "barrier",
                                                         "has_delay_slot"),
                   implicit_uses=(I7,)))

# B.20 "SAVE and RESTORE Instructions" (frame.py; the window mechanism: emulator.py)
SAVEri = _add(Instr("SAVEri", "save $rs1, $imm, $rd",
                    (_d("rd", GPR), _u("rs1", GPR), _u("imm", SIMM13)),
                    flags=_fl("side_effects")))
SAVErr = _add(Instr("SAVErr", "save $rs1, $rs2, $rd",
                    (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR)),
                    flags=_fl("side_effects")))
RESTORE = _add(Instr("RESTORE", "restore", (), flags=_fl("side_effects")))
# restore with an addition: rs1 + rs2|simm13 read in the callee's window, the sum written
# to rd in the caller's (delayslots.py folds `mov x, %i0; ret; restore` into it, as llc)
RESTORErr = _add(Instr("RESTORErr", "restore $rs1, $rs2, $rd",
                       (_d("rd", GPR), _u("rs1", GPR), _u("rs2", GPR)),
                       flags=_fl("side_effects")))
RESTOREri = _add(Instr("RESTOREri", "restore $rs1, $imm, $rd",
                       (_d("rd", GPR), _u("rs1", GPR), _u("imm", SIMM13)),
                       flags=_fl("side_effects")))

# B.31 "Unimplemented Instruction": the word after a call returning a structure holds the
# structure's size (SCD 2.4.1, "Function Calling Sequence"); also llvm.trap.
UNIMP = _add(Instr("UNIMP", "unimp $imm", (_u("imm", CONST_TRAP),), flags=_fl("side_effects")))
# B.27 "Trap on Integer Condition Codes": `ta 5` for llvm.trap, as llc emits.
TA = _add(Instr("TA", "ta $imm", (_u("imm", UImm(7)),),
                flags=_fl("side_effects", "terminator", "barrier")))
# `ta 3` (ST_FLUSH_WINDOWS, SCD 2.4.1 "Software Trap Types"): every register window but the
# current one is written to its save area; before a frame walk (llvm.frameaddress(n > 0))
FLUSHW = _add(Instr("FLUSHW", "ta 3", (), flags=_fl("side_effects")))

# --------------------------------------------------------------------------- FP
# B.13-B.16 of the FPop set: "Floating-point Add and Subtract", "Multiply and Divide",
# "Square Root", "Move", "Convert", "Compare"

def fpop(mn: str, rd: Any, rs1: Any, rs2: Any | None = None, commutable: bool = False,
         defs: tuple = ()) -> Instr:
    if rs2 is None:
        return _add(Instr(mn.upper(), f"{mn} $rs2, $rd", (_d("rd", rd), _u("rs2", rs1))))
    return _add(Instr(mn.upper(), f"{mn} $rs1, $rs2, $rd",
                      (_d("rd", rd), _u("rs1", rs1), _u("rs2", rs2)),
                      flags=_fl("commutable") if commutable else _fl()))


for _op in ("add", "sub", "mul", "div"):
    fpop(f"f{_op}s", FPR32, FPR32, FPR32, commutable=_op in ("add", "mul"))
    fpop(f"f{_op}d", FPR64, FPR64, FPR64, commutable=_op in ("add", "mul"))
FSQRTS = fpop("fsqrts", FPR32, FPR32)
FSQRTD = fpop("fsqrtd", FPR64, FPR64)
FMOVS = _add(Instr("FMOVS", "fmovs $rs2, $rd", (_d("rd", FPR32), _u("rs2", FPR32)),
                   flags=_fl("move")))
FNEGS = fpop("fnegs", FPR32, FPR32)
FABSS = fpop("fabss", FPR32, FPR32)
FITOS = fpop("fitos", FPR32, FPR32)      # the integer is in an f register (loaded by ld)
FITOD = fpop("fitod", FPR64, FPR32)
FSTOI = fpop("fstoi", FPR32, FPR32)
FDTOI = fpop("fdtoi", FPR32, FPR64)
FSTOD = fpop("fstod", FPR64, FPR32)
FDTOS = fpop("fdtos", FPR32, FPR64)
FCMPS = _add(Instr("FCMPS", "fcmps $rs1, $rs2", (_u("rs1", FPR32), _u("rs2", FPR32)),
                   implicit_defs=(FCC,)))
FCMPD = _add(Instr("FCMPD", "fcmpd $rs1, $rs2", (_u("rs1", FPR64), _u("rs2", FPR64)),
                   implicit_defs=(FCC,)))
FADDS, FADDD = INSTRS["FADDS"], INSTRS["FADDD"]

# --------------------------------------------------------------------------- pseudos
# Selects (LLVM's SELECT_CC_Int_ICC / SELECT_CC_FP_FCC ...): `rd = cond(cc) ? t : f` on
# condition codes set just before; expanded into a branch diamond by
# lowering.expand_isel_pseudos before register allocation, so they never print.
SELECT_ICC: dict[str, Instr] = {}
SELECT_FCC: dict[str, Instr] = {}
for _kind, _regs, _uses in (("ICC", SELECT_ICC, ICC), ("FCC", SELECT_FCC, FCC)):
    for _cname, _cls in (("Int", GPR), ("FP", FPR32), ("DFP", FPR64)):
        _regs[_cname] = _add(Instr(f"SELECT_CC_{_cname}_{_kind}",
                                   f"! SELECT_CC_{_cname}_{_kind} $rd, $t, $f, $cc",
                                   (_d("rd", _cls), _u("t", _cls), _u("f", _cls),
                                    _u("cc", "cc")),
                                   flags=_fl("pseudo", "uses_custom_inserter"),
                                   implicit_uses=(_uses,)))

# Call-frame markers (LLVM ADJCALLSTACKDOWN/UP): the frame reserves the outgoing area,
# so frame.py deletes them.
ADJCALLSTACKDOWN = _add(Instr("ADJCALLSTACKDOWN", "", (_u("amount", UImm(32)),),
                              flags=_fl("pseudo", "side_effects"),
                              implicit_defs=(SP,), implicit_uses=(SP,)))
ADJCALLSTACKUP = _add(Instr("ADJCALLSTACKUP", "", (_u("amount", UImm(32)),),
                            flags=_fl("pseudo", "side_effects"),
                            implicit_defs=(SP,), implicit_uses=(SP,)))
# The address of a dynamic alloca: rd = rs1 + (92 + outgoing argument bytes), which frame
# lowering knows (LLVM's GETDYNAMICALLOCA offset): `add rs1, imm, rd` once resolved.
ADJDYNALLOC = _add(Instr("ADJDYNALLOC", "add $rs1, $imm, $rd",
                         (_d("rd", GPR), _u("rs1", GPR), _u("imm", SIMM13))))
