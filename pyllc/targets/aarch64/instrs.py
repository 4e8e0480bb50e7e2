"""AArch64 instruction records: one `Instr` per instruction form (STYLE.md A.1), with
GNU assembler templates. Keystone assembles the printed text (DESIGN.md), so the records
carry no encoding fields; tests/encode/test_aarch64_encoding.py checks every record's
text against Keystone, GNU as and capstone.

Section references are to the Arm Architecture Reference Manual for A-profile (DDI 0487),
chapter C6 "A64 Base Instruction Descriptions" and C7 "A64 Advanced SIMD and
Floating-point Instruction Descriptions" (by mnemonic), and C4.1 "A64 instruction set
encoding" for the groups.

Naming follows LLVM's AArch64InstrInfo.td: `<MNEMONIC><W|X|S|D><form>` with forms
`rr` (registers), `rs` (shifted register), `rx` (extended register), `ri` (immediate),
`ri12` (immediate, lsl #12), `ui` (scaled unsigned offset), `ur` (unscaled, ldur/stur),
`ro` / `roS` (register offset, optionally scaled), `lo12` (`:lo12:sym` offset), `pre` /
`post` (writeback).

Operand conventions (read by the selector, frame lowering and the printer):
- defs first: `rd` (or `rt` for loads); then uses `rn`, `rm`, `ra`, immediates.
- loads/stores: `(rt, rn, off)`; `rn` is a GPR64sp (it may be sp). A FrameIndex may
  stand in `rn`; frame lowering folds the object's offset into `off`.
- shift/extend kinds (`lsl lsr asr`, `sxtw uxtw ...`) and condition codes are `str`
  operands printed as given.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.records import CONDCODE, LABEL, SYMBOL, Custom_Imm, Instr, Opnd, SImm, UImm
from pyllc.targets.aarch64.registers import (
    FPR32,
    FPR64,
    FPR128,
    GPR32,
    GPR64,
    LR,
    NZCV,
    SP,
    VPR,
    GPR32sp,
    GPR64sp,
)

INSTRS: dict[str, Instr] = {}


def _add(i: Instr) -> Instr:
    assert i.name not in INSTRS, i.name
    INSTRS[i.name] = i
    return i


def _d(name: str, kind: Any) -> Opnd:
    return Opnd(name, kind, True)


def _u(name: str, kind: Any) -> Opnd:
    return Opnd(name, kind)


def _fl(*names: str) -> frozenset[str]:
    return frozenset(names)


# --------------------------------------------------------------------------- immediates

def _mask(bits: int) -> int:
    return (1 << bits) - 1


def encode_logical_imm(value: int, width: int) -> tuple[int, int, int] | None:
    """(N, immr, imms) of a bitmask immediate (Arm ARM C6.2 "DecodeBitMasks", inverted),
    or None when `value` is not encodable: a replicated element of 2, 4, 8, 16, 32 or 64
    bits that is a rotated run of ones (all-zeros and all-ones are not encodable)."""
    value &= _mask(width)
    if value == 0 or value == _mask(width):
        return None
    size = width
    while size > 2:
        half = size // 2
        if (value & _mask(half)) != ((value >> half) & _mask(half)):
            break
        size = half
    elt = value & _mask(size)
    ones = bin(elt).count("1")
    run = _mask(ones)
    for r in range(size):
        rot = ((elt >> r) | (elt << (size - r))) & _mask(size)
        if rot == run:
            immr = (size - r) % size
            imms = ((~(size - 1) << 1) | (ones - 1)) & 0x3F
            return (1 if size == 64 else 0, immr, imms)
    return None


LOGIMM32 = Custom_Imm("logimm32", lambda v: encode_logical_imm(v, 32) is not None)
LOGIMM64 = Custom_Imm("logimm64", lambda v: encode_logical_imm(v, 64) is not None)


def _fp8_values() -> frozenset[float]:
    """The 256 values of VFPExpandImm (Arm ARM C2.2.3 "Modified immediate constants"):
    +-n/16 * 2^e, n in 16..31, e in -3..4."""
    vals = set()
    for n in range(16, 32):
        for e in range(-3, 5):
            v = n / 16 * 2.0 ** e
            vals.add(v)
            vals.add(-v)
    return frozenset(vals)


FP8_VALUES = _fp8_values()


def fp8_ok(v: Any) -> bool:
    try:
        return float(v) in FP8_VALUES
    except (TypeError, ValueError):
        return False


FPIMM8 = Custom_Imm("fpimm8", fp8_ok)          # operand value: the float's text, "1.5"
UIMM12 = UImm(12)
HW32 = Custom_Imm("hw32", lambda v: v in (0, 16))
HW64 = Custom_Imm("hw64", lambda v: v in (0, 16, 32, 48))
SH = {32: UImm(5), 64: UImm(6)}
EXT_AMT = Custom_Imm("ext_amount", lambda v: 0 <= v <= 4)
SIMM9 = SImm(9)

W, X = 32, 64
GPR = {W: GPR32, X: GPR64}
GPRSP = {W: GPR32sp, X: GPR64sp}
SFX = {W: "W", X: "X"}
LOGIMM = {W: LOGIMM32, X: LOGIMM64}
FPR = {"S": FPR32, "D": FPR64}
INT_CCS = ("eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le")

# --------------------------------------------------------------------------- integer ALU
# C4.1.86 "Data Processing -- Register" / C4.1.85 "Data Processing -- Immediate"
_FLAGS = (NZCV,)


def _alu(mn: str, name: str, w: int, commutable: bool = False, sets_flags: bool = False) -> None:
    s = SFX[w]
    g = GPR[w]
    fl = _fl("commutable") if commutable else _fl()
    impl = _FLAGS if sets_flags else ()
    _add(Instr(f"{name}{s}rr", f"{mn} $rd, $rn, $rm", (_d("rd", g), _u("rn", g), _u("rm", g)),
               flags=fl, implicit_defs=impl))
    _add(Instr(f"{name}{s}rs", f"{mn} $rd, $rn, $rm, $st #$amt",
               (_d("rd", g), _u("rn", g), _u("rm", g), _u("st", CONDCODE), _u("amt", SH[w])),
               implicit_defs=impl))


for _w in (W, X):
    for _mn, _name, _comm, _f in (("add", "ADD", True, False), ("sub", "SUB", False, False),
                                  ("adds", "ADDS", True, True), ("subs", "SUBS", False, True),
                                  ("and", "AND", True, False), ("orr", "ORR", True, False),
                                  ("eor", "EOR", True, False), ("bic", "BIC", False, False),
                                  ("orn", "ORN", False, False), ("ands", "ANDS", True, True)):
        _alu(_mn, _name, _w, _comm, _f)
    _s, _g, _gs = SFX[_w], GPR[_w], GPRSP[_w]
    # C6.2.4 ADD (immediate): rd, rn may be sp; imm12 optionally shifted by 12
    for _mn, _name, _f in (("add", "ADD", False), ("sub", "SUB", False),
                           ("adds", "ADDS", True), ("subs", "SUBS", True)):
        _rd = _g if _f else _gs
        _impl = _FLAGS if _f else ()
        _add(Instr(f"{_name}{_s}ri", f"{_mn} $rd, $rn, #$imm",
                   (_d("rd", _rd), _u("rn", _gs), _u("imm", UIMM12)), implicit_defs=_impl))
        _add(Instr(f"{_name}{_s}ri12", f"{_mn} $rd, $rn, #$imm, lsl #12",
                   (_d("rd", _rd), _u("rn", _gs), _u("imm", UIMM12)), implicit_defs=_impl))
    # C6.2.5 ADD (extended register): rm is a W register extended (sxtw, uxtw, sxth...)
    for _mn, _name in (("add", "ADD"), ("sub", "SUB")):
        _add(Instr(f"{_name}{_s}rx", f"{_mn} $rd, $rn, $rm, $ext #$amt",
                   (_d("rd", _gs), _u("rn", _gs), _u("rm", GPR32), _u("ext", CONDCODE),
                    _u("amt", EXT_AMT))))
    # compares: aliases of subs/adds/ands with the zero register as destination
    _add(Instr(f"CMP{_s}rr", "cmp $rn, $rm", (_u("rn", _g), _u("rm", _g)), implicit_defs=_FLAGS))
    _add(Instr(f"CMP{_s}rs", "cmp $rn, $rm, $st #$amt",
               (_u("rn", _g), _u("rm", _g), _u("st", CONDCODE), _u("amt", SH[_w])),
               implicit_defs=_FLAGS))
    _add(Instr(f"CMP{_s}rx", "cmp $rn, $rm, $ext #$amt",
               (_u("rn", _gs), _u("rm", GPR32), _u("ext", CONDCODE), _u("amt", EXT_AMT)),
               implicit_defs=_FLAGS))
    _add(Instr(f"CMN{_s}rr", "cmn $rn, $rm", (_u("rn", _g), _u("rm", _g)), implicit_defs=_FLAGS))
    _add(Instr(f"CMP{_s}ri", "cmp $rn, #$imm", (_u("rn", _gs), _u("imm", UIMM12)),
               implicit_defs=_FLAGS))
    _add(Instr(f"CMP{_s}ri12", "cmp $rn, #$imm, lsl #12", (_u("rn", _gs), _u("imm", UIMM12)),
               implicit_defs=_FLAGS))
    _add(Instr(f"CMN{_s}ri", "cmn $rn, #$imm", (_u("rn", _gs), _u("imm", UIMM12)),
               implicit_defs=_FLAGS))
    _add(Instr(f"TST{_s}rr", "tst $rn, $rm", (_u("rn", _g), _u("rm", _g)), implicit_defs=_FLAGS))
    _add(Instr(f"TST{_s}ri", "tst $rn, #$imm", (_u("rn", _g), _u("imm", LOGIMM[_w])),
               implicit_defs=_FLAGS))
    # C6.2.12 AND (immediate) and friends: bitmask immediates
    for _mn, _name, _f in (("and", "AND", False), ("orr", "ORR", False), ("eor", "EOR", False),
                           ("ands", "ANDS", True)):
        # C6.2.12: rd may be sp (31 = sp) except for the flag-setting ands
        _add(Instr(f"{_name}{_s}ri", f"{_mn} $rd, $rn, #$imm",
                   (_d("rd", _g if _f else _gs), _u("rn", _g), _u("imm", LOGIMM[_w])),
                   implicit_defs=_FLAGS if _f else ()))
    # moves (aliases): orr rd, zr, rm / add rd, rn, #0 (sp) / orn / sub
    _add(Instr(f"MOV{_s}rr", "mov $rd, $rm", (_d("rd", _g), _u("rm", _g)), flags=_fl("move")))
    _add(Instr(f"MOV{_s}sp", "mov $rd, $rn", (_d("rd", _gs), _u("rn", _gs))))
    _add(Instr(f"MVN{_s}rr", "mvn $rd, $rm", (_d("rd", _g), _u("rm", _g))))
    _add(Instr(f"NEG{_s}rr", "neg $rd, $rm", (_d("rd", _g), _u("rm", _g))))
    _add(Instr(f"NEG{_s}rs", "neg $rd, $rm, $st #$amt",
               (_d("rd", _g), _u("rm", _g), _u("st", CONDCODE), _u("amt", SH[_w]))))
    # C6.2.191 MOVZ, C6.2.190 MOVN, C6.2.189 MOVK (wide immediates, hw = 0/16/32/48)
    _hw = HW64 if _w == X else HW32
    _add(Instr(f"MOVZ{_s}i", "movz $rd, #$imm, lsl #$sh",
               (_d("rd", _g), _u("imm", UImm(16)), _u("sh", _hw))))
    # `mov rd, #imm16`: the movz alias for shift 0 (how llc and objdump print it)
    _add(Instr(f"MOVZ{_s}i0", "mov $rd, #$imm", (_d("rd", _g), _u("imm", UImm(16)))))
    _add(Instr(f"MOVN{_s}i", "movn $rd, #$imm, lsl #$sh",
               (_d("rd", _g), _u("imm", UImm(16)), _u("sh", _hw))))
    _add(Instr(f"MOVK{_s}i", "movk $rd, #$imm, lsl #$sh",
               (_d("rd", _g), _u("src", _g), _u("imm", UImm(16)), _u("sh", _hw)),
               tied=(("rd", "src"),)))
    # C4.1.86 "Data-processing (3 source)", "(2 source)"
    _add(Instr(f"MADD{_s}rrr", "madd $rd, $rn, $rm, $ra",
               (_d("rd", _g), _u("rn", _g), _u("rm", _g), _u("ra", _g))))
    _add(Instr(f"MSUB{_s}rrr", "msub $rd, $rn, $rm, $ra",
               (_d("rd", _g), _u("rn", _g), _u("rm", _g), _u("ra", _g))))
    _add(Instr(f"MUL{_s}rr", "mul $rd, $rn, $rm", (_d("rd", _g), _u("rn", _g), _u("rm", _g)),
               flags=_fl("commutable")))
    _add(Instr(f"MNEG{_s}rr", "mneg $rd, $rn, $rm", (_d("rd", _g), _u("rn", _g), _u("rm", _g))))
    for _mn in ("sdiv", "udiv", "lsl", "lsr", "asr", "ror"):
        _nm = _mn.upper() + ("" if _mn.endswith("div") else "V")
        _add(Instr(f"{_nm}{_s}rr", f"{_mn} $rd, $rn, $rm",
                   (_d("rd", _g), _u("rn", _g), _u("rm", _g))))
    # immediate shifts: aliases of ubfm / sbfm / extr
    for _mn in ("lsl", "lsr", "asr", "ror"):
        _add(Instr(f"{_mn.upper()}{_s}ri", f"{_mn} $rd, $rn, #$imm",
                   (_d("rd", _g), _u("rn", _g), _u("imm", SH[_w]))))
    for _mn in ("ubfm", "sbfm"):
        _add(Instr(f"{_mn.upper()}{_s}ri", f"{_mn} $rd, $rn, #$immr, #$imms",
                   (_d("rd", _g), _u("rn", _g), _u("immr", SH[_w]), _u("imms", SH[_w]))))
    for _mn in ("ubfx", "sbfx", "ubfiz", "sbfiz"):
        _add(Instr(f"{_mn.upper()}{_s}ri", f"{_mn} $rd, $rn, #$lsb, #$width",
                   (_d("rd", _g), _u("rn", _g), _u("lsb", SH[_w]), _u("width", UImm(7)))))
    _add(Instr(f"SXTB{_s}r", "sxtb $rd, $rn", (_d("rd", _g), _u("rn", GPR32))))
    _add(Instr(f"SXTH{_s}r", "sxth $rd, $rn", (_d("rd", _g), _u("rn", GPR32))))
    for _mn in ("clz", "rbit", "rev", "cls"):
        _add(Instr(f"{_mn.upper()}{_s}r", f"{_mn} $rd, $rn", (_d("rd", _g), _u("rn", _g))))
    _add(Instr(f"REV16{_s}r", "rev16 $rd, $rn", (_d("rd", _g), _u("rn", _g))))
    # C6.2.69 CSEL and its family; cset/csetm are csinc/csinv aliases
    for _mn in ("csel", "csinc", "csinv", "csneg"):
        _add(Instr(f"{_mn.upper()}{_s}r", f"{_mn} $rd, $rn, $rm, $cc",
                   (_d("rd", _g), _u("rn", _g), _u("rm", _g), _u("cc", CONDCODE)),
                   implicit_uses=_FLAGS))
    _add(Instr(f"CSET{_s}", "cset $rd, $cc", (_d("rd", _g), _u("cc", CONDCODE)),
               implicit_uses=_FLAGS))
    _add(Instr(f"CSETM{_s}", "csetm $rd, $cc", (_d("rd", _g), _u("cc", CONDCODE)),
               implicit_uses=_FLAGS))
    _add(Instr(f"CCMP{_s}rr", "ccmp $rn, $rm, #$nzcv, $cc",
               (_u("rn", _g), _u("rm", _g), _u("nzcv", UImm(4)), _u("cc", CONDCODE)),
               implicit_uses=_FLAGS, implicit_defs=_FLAGS))
    # C6.2.47 CBZ / CBNZ, C6.2.332 TBZ / TBNZ
    for _mn in ("cbz", "cbnz"):
        _add(Instr(f"{_mn.upper()}{_s}", f"{_mn} $rt, $target",
                   (_u("rt", _g), _u("target", LABEL)),
                   flags=_fl("terminator", "branch", "cond_branch")))
    for _mn in ("tbz", "tbnz"):
        _add(Instr(f"{_mn.upper()}{_s}", f"{_mn} $rt, #$bit, $target",
                   (_u("rt", _g), _u("bit", SH[_w]), _u("target", LABEL)),
                   flags=_fl("terminator", "branch", "cond_branch")))

# condition -> its complement (ARM ARM C1.2.4: the conditions come in complementary pairs)
INVERSE_CC = {"eq": "ne", "ne": "eq", "hs": "lo", "lo": "hs", "mi": "pl", "pl": "mi",
              "vs": "vc", "vc": "vs", "hi": "ls", "ls": "hi", "ge": "lt", "lt": "ge",
              "gt": "le", "le": "gt"}
# compare-and-branch -> the branch on the opposite outcome
INVERSE_BRANCH = {"CBZW": "CBNZW", "CBNZW": "CBZW", "CBZX": "CBNZX", "CBNZX": "CBZX",
                  "TBZW": "TBNZW", "TBNZW": "TBZW", "TBZX": "TBNZX", "TBNZX": "TBZX"}

SXTWX = _add(Instr("SXTWXr", "sxtw $rd, $rn", (_d("rd", GPR64), _u("rn", GPR32))))
UXTBW = _add(Instr("UXTBWr", "uxtb $rd, $rn", (_d("rd", GPR32), _u("rn", GPR32))))
UXTHW = _add(Instr("UXTHWr", "uxth $rd, $rn", (_d("rd", GPR32), _u("rn", GPR32))))
SMULH = _add(Instr("SMULHrr", "smulh $rd, $rn, $rm",
                   (_d("rd", GPR64), _u("rn", GPR64), _u("rm", GPR64))))
UMULH = _add(Instr("UMULHrr", "umulh $rd, $rn, $rm",
                   (_d("rd", GPR64), _u("rn", GPR64), _u("rm", GPR64))))
SMULL = _add(Instr("SMULLrr", "smull $rd, $rn, $rm",
                   (_d("rd", GPR64), _u("rn", GPR32), _u("rm", GPR32))))
UMULL = _add(Instr("UMULLrr", "umull $rd, $rn, $rm",
                   (_d("rd", GPR64), _u("rn", GPR32), _u("rm", GPR32))))

# --------------------------------------------------------------------------- branches
# C4.1.65 "Branches, Exception Generating and System instructions"
B = _add(Instr("B", "b $target", (_u("target", LABEL),),
               flags=_fl("terminator", "branch", "barrier")))
Bcc = _add(Instr("Bcc", "b.$cc $target", (_u("cc", CONDCODE), _u("target", LABEL)),
                 flags=_fl("terminator", "branch", "cond_branch"), implicit_uses=_FLAGS))
BL = _add(Instr("BL", "bl $sym", (_u("sym", SYMBOL),), flags=_fl("call"),
                implicit_defs=(LR,)))
BLR = _add(Instr("BLR", "blr $rn", (_u("rn", GPR64),), flags=_fl("call"), implicit_defs=(LR,)))
BR = _add(Instr("BR", "br $rn", (_u("rn", GPR64),),
                flags=_fl("terminator", "indirect_branch", "barrier")))
RET = _add(Instr("RET", "ret", (), flags=_fl("terminator", "return", "barrier"),
                 implicit_uses=(LR,)))
TAILB = _add(Instr("TAILB", "b $sym", (_u("sym", SYMBOL),),
                   flags=_fl("call", "terminator", "return", "barrier")))
BRK = _add(Instr("BRK", "brk #$imm", (_u("imm", UImm(16)),),
                 flags=_fl("terminator", "barrier", "side_effects")))
DMB = _add(Instr("DMB", "dmb ish", (), flags=_fl("side_effects")))
NOP = _add(Instr("NOP", "nop", ()))

# --------------------------------------------------------------------------- memory
# C4.1.66 "Loads and Stores": unsigned scaled offset (uimm12 << size), unscaled simm9,
# register offset (optionally lsl #size), and `:lo12:sym` offsets (ELF for the Arm 64-bit
# Architecture, 5.7.8 "Static AArch64 relocations": R_AARCH64_LDST<size>_ABS_LO12_NC).
# (record stem, mnemonic for ui/ro, mnemonic for ur, register class, access bytes, load?)
MEM_FORMS = (
    ("LDRX", "ldr", "ldur", GPR64, 8, True), ("LDRW", "ldr", "ldur", GPR32, 4, True),
    ("LDRHH", "ldrh", "ldurh", GPR32, 2, True), ("LDRBB", "ldrb", "ldurb", GPR32, 1, True),
    ("LDRSBW", "ldrsb", "ldursb", GPR32, 1, True), ("LDRSBX", "ldrsb", "ldursb", GPR64, 1, True),
    ("LDRSHW", "ldrsh", "ldursh", GPR32, 2, True), ("LDRSHX", "ldrsh", "ldursh", GPR64, 2, True),
    ("LDRSW", "ldrsw", "ldursw", GPR64, 4, True),
    ("LDRD", "ldr", "ldur", FPR64, 8, True), ("LDRS", "ldr", "ldur", FPR32, 4, True),
    ("LDRQ", "ldr", "ldur", FPR128, 16, True),
    ("STRX", "str", "stur", GPR64, 8, False), ("STRW", "str", "stur", GPR32, 4, False),
    ("STRHH", "strh", "sturh", GPR32, 2, False), ("STRBB", "strb", "sturb", GPR32, 1, False),
    ("STRD", "str", "stur", FPR64, 8, False), ("STRS", "str", "stur", FPR32, 4, False),
    ("STRQ", "str", "stur", FPR128, 16, False),
)
SCALED_OFF = {n: UImm(12 + (n.bit_length() - 1), lsb0=n.bit_length() - 1) for n in (1, 2, 4, 8, 16)}
MEM: dict[tuple[str, str], Instr] = {}     # (stem, form) -> record


def _rt(cls: Any, load: bool) -> Opnd:
    return _d("rt", cls) if load else _u("rt", cls)


for _stem, _mn, _umn, _cls, _n, _ld in MEM_FORMS:
    _flag = _fl("load") if _ld else _fl("store")
    _sh = _n.bit_length() - 1
    MEM[(_stem, "ui")] = _add(Instr(f"{_stem}ui", f"{_mn} $rt, [$rn, #$off]",
                                    (_rt(_cls, _ld), _u("rn", GPR64sp), _u("off", SCALED_OFF[_n])),
                                    flags=_flag))
    MEM[(_stem, "ur")] = _add(Instr(f"{_stem}ur", f"{_umn} $rt, [$rn, #$off]",
                                    (_rt(_cls, _ld), _u("rn", GPR64sp), _u("off", SIMM9)),
                                    flags=_flag))
    MEM[(_stem, "ro")] = _add(Instr(f"{_stem}ro", f"{_mn} $rt, [$rn, $rm]",
                                    (_rt(_cls, _ld), _u("rn", GPR64sp), _u("rm", GPR64)),
                                    flags=_flag))
    if _sh:
        MEM[(_stem, "roS")] = _add(Instr(f"{_stem}roS", f"{_mn} $rt, [$rn, $rm, lsl #{_sh}]",
                                         (_rt(_cls, _ld), _u("rn", GPR64sp), _u("rm", GPR64)),
                                         flags=_flag))
    # C6.2.131 LDR (register): a W index sign- or zero-extended, optionally scaled
    for _ext in ("sxtw", "uxtw"):
        MEM[(_stem, f"ro{_ext}")] = _add(Instr(
            f"{_stem}ro{_ext}", f"{_mn} $rt, [$rn, $rm, {_ext}]",
            (_rt(_cls, _ld), _u("rn", GPR64sp), _u("rm", GPR32)), flags=_flag))
        if _sh:
            MEM[(_stem, f"ro{_ext}S")] = _add(Instr(
                f"{_stem}ro{_ext}S", f"{_mn} $rt, [$rn, $rm, {_ext} #{_sh}]",
                (_rt(_cls, _ld), _u("rn", GPR64sp), _u("rm", GPR32)), flags=_flag))
    MEM[(_stem, "lo12")] = _add(Instr(f"{_stem}lo12", f"{_mn} $rt, [$rn, $sym]",
                                      (_rt(_cls, _ld), _u("rn", GPR64sp), _u("sym", SYMBOL)),
                                      flags=_flag))

MEM_BYTES = {stem: n for stem, _, _, _, n, _ in MEM_FORMS}

# C6.2.130 LDP / C6.2.273 STP (signed offset) of W, S and Q registers: simm7 scaled by
# the size, made by load_pairs.py from two accesses off one base (X and D pairs below)
PAIR_OFFS = {4: SImm(9, lsb0=2), 8: SImm(10, lsb0=3), 16: SImm(11, lsb0=4)}
for _s, _cls, _n in (("W", GPR32, 4), ("S", FPR32, 4), ("Q", FPR128, 16)):
    _add(Instr(f"LDP{_s}i", "ldp $rt, $rt2, [$rn, #$off]",
               (_d("rt", _cls), _d("rt2", _cls), _u("rn", GPR64sp), _u("off", PAIR_OFFS[_n])),
               flags=_fl("load")))
    _add(Instr(f"STP{_s}i", "stp $rt, $rt2, [$rn, #$off]",
               (_u("rt", _cls), _u("rt2", _cls), _u("rn", GPR64sp), _u("off", PAIR_OFFS[_n])),
               flags=_fl("store")))

# C6.2.132 LDR (immediate), post-index, with the written-back base as a def tied to the
# base (post_index.py makes them before allocation): `ldr rt, [rn], #simm9` loads from rn,
# then rn += simm9. rt == rn is CONSTRAINED UNPREDICTABLE: here rt and the new base are
# both defs, so never one register.
POST_INDEX: dict[str, Instr] = {}
for _stem, _mn, _umn, _cls, _n, _ld in MEM_FORMS:
    if _ld:
        POST_INDEX[_stem] = _add(Instr(
            f"{_stem}postwb", f"{_mn} $rt, [$rn], #$off",
            (_d("rt", _cls), _d("wb", GPR64sp), _u("rn", GPR64sp), _u("off", SIMM9)),
            flags=_fl("load"), tied=(("wb", "rn"),)))

# C6.2.130 LDP / C6.2.273 STP: signed offset scaled by 8 (simm7), pre- and post-index
PAIR_OFF = SImm(10, lsb0=3)
for _s, _cls in (("X", GPR64), ("D", FPR64)):
    _add(Instr(f"STP{_s}i", "stp $rt, $rt2, [$rn, #$off]",
               (_u("rt", _cls), _u("rt2", _cls), _u("rn", GPR64sp), _u("off", PAIR_OFF)),
               flags=_fl("store")))
    _add(Instr(f"LDP{_s}i", "ldp $rt, $rt2, [$rn, #$off]",
               (_d("rt", _cls), _d("rt2", _cls), _u("rn", GPR64sp), _u("off", PAIR_OFF)),
               flags=_fl("load")))
    _add(Instr(f"STP{_s}pre", "stp $rt, $rt2, [$rn, #$off]!",
               (_u("rt", _cls), _u("rt2", _cls), _u("rn", GPR64sp), _u("off", PAIR_OFF)),
               flags=_fl("store")))
    _add(Instr(f"LDP{_s}post", "ldp $rt, $rt2, [$rn], #$off",
               (_d("rt", _cls), _d("rt2", _cls), _u("rn", GPR64sp), _u("off", PAIR_OFF)),
               flags=_fl("load")))
    _add(Instr(f"STR{_s}pre", "str $rt, [$rn, #$off]!",
               (_u("rt", _cls), _u("rn", GPR64sp), _u("off", SIMM9)), flags=_fl("store")))
    _add(Instr(f"LDR{_s}post", "ldr $rt, [$rn], #$off",
               (_d("rt", _cls), _u("rn", GPR64sp), _u("off", SIMM9)), flags=_fl("load")))

# C6.2.11 ADRP + ADD :lo12: (ELF for Arm64 5.7.8: ADR_PREL_PG_HI21, ADD_ABS_LO12_NC)
ADRP = _add(Instr("ADRP", "adrp $rd, $sym", (_d("rd", GPR64), _u("sym", SYMBOL))))
ADDlo12 = _add(Instr("ADDXlo12", "add $rd, $rn, $sym",
                     (_d("rd", GPR64sp), _u("rn", GPR64sp), _u("sym", SYMBOL))))

# TLS (ELF for Arm64 5.7.11, "Thread-local storage"): TPIDR_EL0 is the thread pointer
# (MRS, system register TPIDR_EL0); local exec adds the offset in two halves `add rd, rn, :tprel_hi12:x`
# (imm12 with lsl #12, TLSLE_ADD_TPREL_HI12) and `:tprel_lo12_nc:` (ADDXlo12 with
# TLSLE_ADD_TPREL_LO12_NC); initial exec loads it from the GOT with ADRP `:gottprel:` and
# LDRXlo12 `:gottprel_lo12:`.
MRS_TPIDR = _add(Instr("MRS_TPIDR", "mrs $rd, TPIDR_EL0", (_d("rd", GPR64),)))
# general dynamic through a TLS descriptor (AAELF64 5.7.11, "TLS Descriptors"), as llc:
# x0 = the descriptor, call its resolver (returns the tp offset in x0), add TPIDR_EL0;
# a call (clobbers and the x0 result come from the call lowering; x1 and LR too)
TLSDESC_CALL = _add(Instr(
    "TLSDESC_CALL", "adrp x0, :tlsdesc:$sym\n\tldr x1, [x0, :tlsdesc_lo12:$sym]\n\t"
    "add x0, x0, :tlsdesc_lo12:$sym\n\t.tlsdesccall $sym\n\tblr x1\n\t"
    "mrs x1, TPIDR_EL0\n\tadd x0, x1, x0", (_u("sym", SYMBOL),), flags=_fl("call"),
    implicit_defs=(GPR64.regs[1], LR), size=24))
ADDhi12 = _add(Instr("ADDXhi12", "add $rd, $rn, $sym",
                     (_d("rd", GPR64sp), _u("rn", GPR64sp), _u("sym", SYMBOL))))

# The large code model (ELF for Arm64 5.7.8 "Group relocations to create a 16-, 32-, 48-,
# or 64-bit unsigned data value or address inline"): movz `:abs_g0_nc:`, then movk
# `:abs_g1_nc:` `:abs_g2_nc:` `:abs_g3:` (the relocation names the 16-bit group; GNU as
# and llc print no `lsl`)
MOVZXsym = _add(Instr("MOVZXsym", "movz $rd, #$sym", (_d("rd", GPR64), _u("sym", SYMBOL))))
MOVKXsym = _add(Instr("MOVKXsym", "movk $rd, #$sym",
                      (_d("rd", GPR64), _u("src", GPR64), _u("sym", SYMBOL)),
                      tied=(("rd", "src"),)))

# --------------------------------------------------------------------------- floating point
# C7.2 (scalar FP): fadd ... fnmsub, fcmp, fcsel, conversions, fmov
for _p, _c in FPR.items():
    for _mn in ("fadd", "fsub", "fmul", "fdiv", "fmin", "fmax", "fminnm", "fmaxnm", "fnmul"):
        _add(Instr(f"{_mn.upper()}{_p}rr", f"{_mn} $rd, $rn, $rm",
                   (_d("rd", _c), _u("rn", _c), _u("rm", _c)),
                   flags=_fl("commutable") if _mn in ("fadd", "fmul") else _fl()))
    for _mn in ("fneg", "fabs", "fsqrt", "fmov", "frintz", "frintm", "frintp", "frinta",
                "frintx", "frintn"):
        _add(Instr(f"{_mn.upper()}{_p}r", f"{_mn} $rd, $rn", (_d("rd", _c), _u("rn", _c)),
                   flags=_fl("move") if _mn == "fmov" else _fl()))
    for _mn in ("fmadd", "fmsub", "fnmadd", "fnmsub"):
        _add(Instr(f"{_mn.upper()}{_p}rrr", f"{_mn} $rd, $rn, $rm, $ra",
                   (_d("rd", _c), _u("rn", _c), _u("rm", _c), _u("ra", _c))))
    _add(Instr(f"FCMP{_p}rr", "fcmp $rn, $rm", (_u("rn", _c), _u("rm", _c)), implicit_defs=_FLAGS))
    _add(Instr(f"FCMP{_p}r0", "fcmp $rn, #0.0", (_u("rn", _c),), implicit_defs=_FLAGS))
    _add(Instr(f"FCCMP{_p}rr", "fccmp $rn, $rm, #$nzcv, $cc",
               (_u("rn", _c), _u("rm", _c), _u("nzcv", UImm(4)), _u("cc", CONDCODE)),
               implicit_uses=_FLAGS, implicit_defs=_FLAGS))
    _add(Instr(f"FCSEL{_p}rrr", "fcsel $rd, $rn, $rm, $cc",
               (_d("rd", _c), _u("rn", _c), _u("rm", _c), _u("cc", CONDCODE)),
               implicit_uses=_FLAGS))
    _add(Instr(f"FMOV{_p}i", "fmov $rd, #$imm", (_d("rd", _c), _u("imm", FPIMM8))))
    for _w in (W, X):
        _g = GPR[_w]
        for _mn in ("fcvtzs", "fcvtzu"):
            _add(Instr(f"{_mn.upper()}{SFX[_w]}{_p}r", f"{_mn} $rd, $rn", (_d("rd", _g), _u("rn", _c))))
        for _mn in ("scvtf", "ucvtf"):
            _add(Instr(f"{_mn.upper()}{_p}{SFX[_w]}r", f"{_mn} $rd, $rn", (_d("rd", _c), _u("rn", _g))))

# C7.2.211 MOV (vector), an alias of ORR (vector, register): the whole 128-bit register,
# for copies between V registers whatever they hold (a q value loses nothing).
MOVv16b = _add(Instr("MOVv16b", "mov $rd.16b, $rn.16b", (_d("rd", VPR), _u("rn", VPR))))
# f128 select (no fcsel for q registers): expanded by lowering.expand_isel_pseudos into
# a branch diamond, as LLVM's F128CSEL custom inserter does.
PseudoF128CSEL = _add(Instr("PseudoF128CSEL", "# F128CSEL $rd, $rn, $rm, $cc",
                      (_d("rd", FPR128), _u("rn", FPR128), _u("rm", FPR128),
                       _u("cc", CONDCODE)), implicit_uses=_FLAGS, flags=_fl("pseudo")))

FCVTDS = _add(Instr("FCVTDSr", "fcvt $rd, $rn", (_d("rd", FPR64), _u("rn", FPR32))))
FCVTSD = _add(Instr("FCVTSDr", "fcvt $rd, $rn", (_d("rd", FPR32), _u("rn", FPR64))))
# C7.2.131 FMOV (general): bit-pattern moves between the register files
FMOVXD = _add(Instr("FMOVXDr", "fmov $rd, $rn", (_d("rd", GPR64), _u("rn", FPR64))))
FMOVDX = _add(Instr("FMOVDXr", "fmov $rd, $rn", (_d("rd", FPR64), _u("rn", GPR64))))
FMOVWS = _add(Instr("FMOVWSr", "fmov $rd, $rn", (_d("rd", GPR32), _u("rn", FPR32))))
FMOVSW = _add(Instr("FMOVSWr", "fmov $rd, $rn", (_d("rd", FPR32), _u("rn", GPR32))))

# --------------------------------------------------------------------------- pseudos
# Call-frame setup (LLVM ADJCALLSTACKDOWN/UP): deleted by frame lowering when the frame
# reserves the outgoing area; `sub/add sp` in functions with dynamic allocas.
ADJCALLSTACKDOWN = _add(Instr("ADJCALLSTACKDOWN", "", (_u("amount", UImm(32)),),
                              flags=_fl("pseudo", "side_effects"),
                              implicit_defs=(SP,), implicit_uses=(SP,)))
ADJCALLSTACKUP = _add(Instr("ADJCALLSTACKUP", "", (_u("amount", UImm(32)),),
                            flags=_fl("pseudo", "side_effects"),
                            implicit_defs=(SP,), implicit_uses=(SP,)))

I = INSTRS   # noqa: E741  (short alias for the pattern tables)

# --------------------------------------------------------------------------- atomics
# C6.2.104 LDAR, C6.2.276 STLR (acquire/release), C6.2.108 LDAXR / C6.2.283 STLXR
# (exclusives: the LL/SC loops of the atomic pseudos below).
ATOMIC_SFX = {1: ("B", "b", GPR32), 2: ("H", "h", GPR32), 4: ("W", "", GPR32),
              8: ("X", "", GPR64)}
_AT_FLAGS = _fl("load", "store", "side_effects")
for _n, (_s, _m, _cls) in ATOMIC_SFX.items():
    _add(Instr(f"LDAR{_s}", f"ldar{_m} $rt, [$rn]", (_d("rt", _cls), _u("rn", GPR64sp)),
               flags=_fl("load", "side_effects")))
    _add(Instr(f"STLR{_s}", f"stlr{_m} $rt, [$rn]", (_u("rt", _cls), _u("rn", GPR64sp)),
               flags=_fl("store", "side_effects")))
    _add(Instr(f"LDAXR{_s}", f"ldaxr{_m} $rt, [$rn]", (_d("rt", _cls), _u("rn", GPR64sp)),
               flags=_fl("load", "side_effects")))
    _add(Instr(f"STLXR{_s}", f"stlxr{_m} $rs, $rt, [$rn]",
               (_d("rs", GPR32), _u("rt", _cls), _u("rn", GPR64sp)), flags=_AT_FLAGS))
    # Pseudos expanded into LL/SC loops before register allocation by the
    # `expand_isel_pseudos` hook (lowering.py), like LLVM's custom inserters:
    #   rd = *addr; if rd == cmp: *addr = new          (cmpxchg, seq_cst)
    #   rd = *addr; *addr = rd <op> val                (atomicrmw, seq_cst)
    _add(Instr(f"PseudoCMPXCHG{_s}", f"// PseudoCMPXCHG{_s} $rd, $addr, $cmp, $new",
               (_d("rd", _cls), _u("addr", GPR64sp), _u("cmp", _cls), _u("new", _cls)),
               flags=_AT_FLAGS | _fl("pseudo", "uses_custom_inserter")))
    _add(Instr(f"PseudoRMW{_s}", f"// PseudoRMW{_s} $rd, $addr, $val, $op",
               (_d("rd", _cls), _u("addr", GPR64sp), _u("val", _cls), _u("op", CONDCODE)),
               flags=_AT_FLAGS | _fl("pseudo", "uses_custom_inserter")))
CLREX = _add(Instr("CLREX", "clrex", (), flags=_fl("side_effects")))
