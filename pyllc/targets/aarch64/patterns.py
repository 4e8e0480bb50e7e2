"""AArch64 selection patterns: DAG trees -> instruction trees (read by isel/match.py).

Ordered like LLVM's AArch64InstrInfo.td `Pat<>` groups; the matcher tries the most
complex pattern first, so each group lists its register form and lets immediate and
folded forms (shifted operands, madd/msub, addressing modes) win where they apply.

Decisions (each with its reason):
- i32 and i64 are both legal (W and X registers). A W value read as an X operand (or
  the reverse) prints as the operand's view of the same register: TRUNCATE and
  ANY_EXTEND are plain copies; ZERO_EXTEND i32->i64 is `and x, x, #0xffffffff`.
- Flags never live across patterns: every user of a comparison (cset, csel, fcsel,
  b.cond) is emitted by the same hook right after its `cmp`/`fcmp`, so NZCV is an
  implicit def/use inside one selected sequence only (as LLVM glues them).
- Constants: movz/movn + movk for each 16-bit chunk that differs from the fill, or one
  `orr rd, zr, #bitmask` when that is shorter (LLVM's AArch64ExpandImm in short).
  Float constants: `fmov #imm8` when encodable, `fmov d, xzr` for +0.0, else the bits
  through a GPR; compares with +0.0 are `fcmp d0, #0.0`.
- Branches on `x == 0` / `x != 0` are cbz / cbnz.
- Globals: adrp + add :lo12: (small code model).
- Memory: base + scaled uimm12 (`ui`), else base + simm9 (`ldur`), else base + register
  (optionally `lsl #size`): the ComplexPatterns and load/store patterns of addressing.py.
"""
from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from pyllc.codegen.mir import BlockSym, Sym
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import (
    Lit,
    N,
    Pat,
    PatNode,
    RegLeaf,
    bb,
    cond,
    const,
    cst,
    fi,
    got_sym,
    imm,
    node,
    reg,
    sym,
    vtype,
    xf,
)
from pyllc.codegen.records import COPY, Custom_Imm
from pyllc.targets.aarch64 import code_model, tls
from pyllc.targets.aarch64 import instrs as II
from pyllc.targets.aarch64.addressing import memory_patterns
from pyllc.targets.aarch64.instrs import INSTRS as I
from pyllc.targets.aarch64.instrs import LOGIMM, encode_logical_imm, fp8_ok
from pyllc.targets.aarch64.registers import FPR32, FPR64, GPR32, GPR64, XZR

INT_VTS = {"i32": ("W", 32), "i64": ("X", 64)}
FP_VTS = {"f32": "S", "f64": "D"}

# integer condition codes (ISD) -> A64 condition (Arm ARM C1.2.4 "Condition code")
INT_CC = {"eq": "eq", "ne": "ne", "slt": "lt", "sle": "le", "sgt": "gt", "sge": "ge",
          "ult": "lo", "ule": "ls", "ugt": "hi", "uge": "hs"}
# after fcmp: N=less, Z=equal, C=greater/equal/unordered, V=unordered. Two entries: OR.
FP_CC = {"oeq": ("eq",), "ogt": ("gt",), "oge": ("ge",), "olt": ("mi",), "ole": ("ls",),
         "one": ("mi", "gt"), "ord": ("vc",), "uno": ("vs",), "ueq": ("eq", "vs"),
         "ugt": ("hi",), "uge": ("pl",), "ult": ("lt",), "ule": ("le",), "une": ("ne",),
         "eq": ("eq",), "ne": ("ne",), "gt": ("gt",), "ge": ("ge",), "lt": ("mi",),
         "le": ("ls",), "true": ("al",), "false": ("nv",)}
INVERT = {"eq": "ne", "ne": "eq", "hs": "lo", "lo": "hs", "mi": "pl", "pl": "mi", "vs": "vc",
          "vc": "vs", "hi": "ls", "ls": "hi", "ge": "lt", "lt": "ge", "gt": "le", "le": "gt"}


def _sfx(vt: str) -> str:
    return INT_VTS[vt][0]


def _mask(bits: int) -> int:
    return (1 << bits) - 1


# --------------------------------------------------------------------------- constants

def const_sequence(value: int, bits: int) -> list[tuple[str, int, int]]:
    """The instructions that build `value` (mod 2^bits): [("movz"|"movn"|"movk"|"orr",
    imm16 or bitmask, shift)]."""
    v = value & _mask(bits)
    chunks = [(v >> (16 * i)) & 0xFFFF for i in range(bits // 16)]
    nz = sum(1 for c in chunks if c)
    nff = sum(1 for c in chunks if c != 0xFFFF)
    if v == 0:
        return [("movz", 0, 0)]
    if min(nz, nff) > 1 and encode_logical_imm(v, bits) is not None:
        return [("orr", v, 0)]
    seq: list[tuple[str, int, int]] = []
    if nff < nz:
        for i, c in enumerate(chunks):
            if c != 0xFFFF:
                if not seq:
                    seq.append(("movn", ~c & 0xFFFF, 16 * i))
                else:
                    seq.append(("movk", c, 16 * i))
        if not seq:
            seq.append(("movn", 0, 0))
    else:
        for i, c in enumerate(chunks):
            if c:
                seq.append(("movz" if not seq else "movk", c, 16 * i))
    return seq


def emit_const(sel: Any, value: int, vt: str) -> Any:
    s, bits = INT_VTS[vt]
    cls = GPR64 if bits == 64 else GPR32
    rd = None
    for kind, k, sh in const_sequence(value, bits):
        new = sel.new_vreg(cls)
        if kind == "orr":
            sel.emit(I[f"ORR{s}ri"], [new, XZR, k])
        elif kind == "movz" and sh == 0:
            sel.emit(I[f"MOVZ{s}i0"], [new, k])
        elif kind == "movk":
            sel.emit(I[f"MOVK{s}i"], [new, rd, k, sh])
        else:
            sel.emit(I[f"MOV{kind[3].upper()}{s}i"], [new, k, sh])
        rd = new
    return rd


def materialize_int(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    return [emit_const(sel, node_.attr, node_.vts[0])]


def _fp_value(bits: int, vt: str) -> float:
    if vt == "f64":
        return struct.unpack("<d", (bits & _mask(64)).to_bytes(8, "little"))[0]
    return struct.unpack("<f", (bits & _mask(32)).to_bytes(4, "little"))[0]


def fp_imm_text(v: float) -> str:
    """The fmov immediate's text: "2", "1.5", "-0.125" (GNU as and Keystone read both)."""
    return str(int(v)) if float(v).is_integer() else repr(float(v))


def materialize_fp(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    vt = node_.vts[0]
    p = FP_VTS[vt]
    cls = FPR64 if vt == "f64" else FPR32
    bits = node_.attr
    rd = sel.new_vreg(cls)
    val = _fp_value(bits, vt)
    if bits == 0:
        sel.emit(I["FMOVDXr"] if vt == "f64" else I["FMOVSWr"], [rd, XZR])
    elif fp8_ok(val):
        sel.emit(I[f"FMOV{p}i"], [rd, fp_imm_text(val)])
    else:
        g = emit_const(sel, bits, "i64" if vt == "f64" else "i32")
        sel.emit(I["FMOVDXr"] if vt == "f64" else I["FMOVSWr"], [rd, g])
    return [rd]


# --------------------------------------------------------------------------- compares

def _cmp_imm_ok(v: int) -> bool:
    return -4095 <= v <= 4095


CMPIMM = Custom_Imm("cmpimm", _cmp_imm_ok)


def emit_int_cmp(sel: Any, vt: str, a: Any, b: Any, bimm: int | None) -> None:
    s = _sfx(vt)
    ra = sel.operand(a)
    if bimm is not None:
        if bimm >= 0:
            sel.emit(I[f"CMP{s}ri"], [ra, bimm])
        else:
            sel.emit(I[f"CMN{s}ri"], [ra, -bimm])
        return
    sel.emit(I[f"CMP{s}rr"], [ra, sel.operand(b)])


def emit_compare(sel: Any, b: dict[str, Any], cc: str) -> tuple[str, ...]:
    """Emit the cmp/fcmp for bindings a, b|c (and the operand type) and return the A64
    conditions (an OR of one or two) that hold when the predicate is true."""
    if "x" in b:
        return emit_test(sel, b, cc)
    a = b["a"]
    vt = a[0].vts[a[1]]
    if vt in FP_VTS:
        p = FP_VTS[vt]
        if "zero" in b:
            sel.emit(I[f"FCMP{p}r0"], [sel.operand(a)])
        else:
            sel.emit(I[f"FCMP{p}rr"], [sel.operand(a), sel.operand(b["b"])])
        return FP_CC[cc]
    emit_int_cmp(sel, vt, a, b.get("b"), b.get("c"))
    return (INT_CC[cc],)


def emit_test(sel: Any, b: dict[str, Any], cc: str) -> tuple[str, ...]:
    """`(x & m) ==/!= 0` as one `tst` (ands with the zero register, C6.2.358):
    bindings x and m (a logical immediate) or y (a register)."""
    x = b["x"]
    s = _sfx(x[0].vts[x[1]])
    if "m" in b:
        sel.emit(I[f"TST{s}ri"], [sel.operand(x), b["m"]])
    else:
        sel.emit(I[f"TST{s}rr"], [sel.operand(x), sel.operand(b["y"])])
    return (INT_CC[cc],)



def _bool(sel: Any, conds: tuple[str, ...], vt: str) -> Any:
    s = _sfx(vt if vt in INT_VTS else "i32")
    cls = GPR64 if s == "X" else GPR32
    rd = sel.new_vreg(cls)
    if conds == ("al",) or conds == ("nv",):
        sel.emit(I[f"MOVZ{s}i"], [rd, 1 if conds == ("al",) else 0, 0])
        return rd
    sel.emit(I[f"CSET{s}"], [rd, conds[0]])
    if len(conds) == 2:
        r2 = sel.new_vreg(cls)
        # csinc r2, rd, zr, !c2  ==  c2 ? 1 : rd
        sel.emit(I[f"CSINC{s}r"], [r2, rd, XZR, INVERT[conds[1]]])
        rd = r2
    return rd


def setcc(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    conds = emit_compare(sel, b, b["cc"])
    return [_bool(sel, conds, node_.vts[0])]


def brcond_setcc(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    conds = emit_compare(sel, b, b["cc"])
    if conds == ("nv",):
        return []
    for c in conds:
        if c == "al":
            sel.emit(II.B, [b["d"]])
        else:
            sel.emit(II.Bcc, [c, b["d"]])
    return []


def brcond_reg(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    c = b["c"]
    vt = c[0].vts[c[1]]
    sel.emit(I[f"CBNZ{_sfx(vt)}"], [sel.operand(c), b["d"]])
    return []


def _csel(sel: Any, vt: str, cc: str, t: Any, f: Any) -> Any:
    rd = sel.new_vreg(vt)
    if vt == "f128":
        sel.emit(I["PseudoF128CSEL"], [rd, t, f, cc])
    elif vt in FP_VTS:
        sel.emit(I[f"FCSEL{FP_VTS[vt]}rrr"], [rd, t, f, cc])
    else:
        sel.emit(I[f"CSEL{_sfx(vt)}r"], [rd, t, f, cc])
    return rd


def select_setcc(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    vt = node_.vts[0]
    conds = emit_compare(sel, b, b["cc"])
    t, f = sel.operand(b["t"]), sel.operand(b["f"])
    if len(conds) == 1 and conds[0] not in ("al", "nv"):
        return [_csel(sel, vt, conds[0], t, f)]
    flag = _bool(sel, conds, "i32")
    sel.emit(I["CMPWri"], [flag, 0])
    return [_csel(sel, vt, "ne", t, f)]


def select_reg(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    vt = node_.vts[0]
    c = b["c"]
    cvt = c[0].vts[c[1]]
    sel.emit(I[f"CMP{_sfx(cvt)}ri"], [sel.operand(c), 0])
    return [_csel(sel, vt, "ne", sel.operand(b["t"]), sel.operand(b["f"]))]


def select_setcc_inc(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """`select c, u + 1, f` (bound as u, f) or `select c, t, u + 1` (t, u) as one csinc
    (C6.2.70 CSINC: rd = cond ? rn : rm + 1), as llc's AArch64 csinc patterns."""
    vt = node_.vts[0]
    (c,) = emit_compare(sel, b, b["cc"])
    rd = sel.new_vreg(vt)
    x = sel.operand(b["u"])
    if "f" in b:
        sel.emit(I[f"CSINC{_sfx(vt)}r"], [rd, sel.operand(b["f"]), x, INVERT[c]])
    else:
        sel.emit(I[f"CSINC{_sfx(vt)}r"], [rd, sel.operand(b["t"]), x, c])
    return [rd]


def _compare_patterns() -> list[Pat]:
    pats: list[Pat] = []
    ccs = tuple(INT_CC)
    for vt in INT_VTS:
        a, bb_, c = reg("a", vt), reg("b", vt), imm("c", CMPIMM)
        for rhs in (bb_, c):
            pats += [
                Pat(N.SETCC(a, rhs, cond(*ccs, name="cc")), setcc),
                Pat(N.BRCOND(N.SETCC(a, rhs, cond(*ccs, name="cc")), bb("d")), brcond_setcc),
                Pat(N.SELECT(N.SETCC(a, rhs, cond(*ccs, name="cc")), reg("t"), reg("f")),
                    select_setcc),
                Pat(N.SELECT(N.SETCC(a, rhs, cond(*ccs, name="cc")),
                             N.ADD(reg("u", vt), cst(1)), reg("f", vt)), select_setcc_inc),
                Pat(N.SELECT(N.SETCC(a, rhs, cond(*ccs, name="cc")),
                             reg("t", vt), N.ADD(reg("u", vt), cst(1))), select_setcc_inc),
            ]
        # compare with zero and branch: cbz / cbnz (C6.2.47), no flags needed
        pats += [Pat(N.BRCOND(N.SETCC(a, cst(0), cond("eq")), bb("d")), I[f"CBZ{_sfx(vt)}"]("a", "d"),
                     prio=2),
                 Pat(N.BRCOND(N.SETCC(a, cst(0), cond("ne")), bb("d")),
                     I[f"CBNZ{_sfx(vt)}"]("a", "d"), prio=2)]
        # (x & m) ==/!= 0: tst, and for a single bit in a branch tbz / tbnz (C6.2.332)
        eqne = cond("eq", "ne", name="cc")
        for masked in (N.AND(reg("x", vt), imm("m", LOGIMM[INT_VTS[vt][1]])),
                       N.AND(reg("x", vt), reg("y", vt))):
            pats += [Pat(N.SETCC(masked, cst(0), eqne), setcc, prio=1),
                     Pat(N.BRCOND(N.SETCC(masked, cst(0), eqne), bb("d")), brcond_setcc, prio=1),
                     Pat(N.SELECT(N.SETCC(masked, cst(0), eqne), reg("t"), reg("f")),
                         select_setcc, prio=1)]
        one_bit = const(lambda v: v > 0 and v & (v - 1) == 0, "m", "2^k", vt=vt)
        bit = xf.of("bit", lambda v: v.bit_length() - 1, "m")
        for cc_, br in (("eq", "TBZ"), ("ne", "TBNZ")):
            pats.append(Pat(N.BRCOND(N.SETCC(N.AND(reg("x", vt), one_bit), cst(0), cond(cc_)),
                                     bb("d")), I[f"{br}{_sfx(vt)}"]("x", bit, "d"), prio=3))
        pats += [Pat(N.BRCOND(reg("c", vt), bb("d")), brcond_reg),
                 Pat(N.SELECT(reg("c", vt), reg("t"), reg("f")), select_reg)]
    fccs = tuple(FP_CC)
    for vt in FP_VTS:
        a = reg("a", vt)
        fp_rhs: tuple[tuple[RegLeaf | PatNode, int], ...] = (
            (reg("b", vt), 0), (N.CONSTANT_FP(pred=lambda n: n.attr == 0, vt=vt), 1))
        for frhs, extra in fp_rhs:
            def wrap(h: Any, z: int = extra) -> Any:
                if not z:
                    return h

                def hook(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
                    b = dict(b)
                    b["zero"] = True
                    return h(sel, node_, b)
                hook.__name__ = h.__name__ + "_zero"
                return hook
            pats += [
                Pat(N.SETCC(a, frhs, cond(*fccs, name="cc")), wrap(setcc)),
                Pat(N.BRCOND(N.SETCC(a, frhs, cond(*fccs, name="cc")), bb("d")),
                    wrap(brcond_setcc)),
                Pat(N.SELECT(N.SETCC(a, frhs, cond(*fccs, name="cc")), reg("t"), reg("f")),
                    wrap(select_setcc)),
            ]
    return pats


# --------------------------------------------------------------------------- arithmetic

def _uimm12_shifted(v: int) -> bool:
    return v > 0 and v & 0xFFF == 0 and (v >> 12) < 4096


# Ops whose i32 result is computed by an instruction writing a W register, which zeroes
# bits 63..32 (Arm ARM C1.2.5 / LLVM's isDef32): zero-extending them to i64 is free.
# Not included: copies (TRUNCATE, CopyFromReg, ANY_EXTEND), whose source may be an X.
_DEF32 = frozenset({Op.ADD, Op.SUB, Op.MUL, Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SRL, Op.SRA,
                    Op.SDIV, Op.UDIV, Op.SREM, Op.UREM, Op.ROTR, Op.CTLZ, Op.CTTZ, Op.BSWAP,
                    Op.LOAD, Op.SETCC, Op.SELECT, Op.SIGN_EXTEND_INREG, Op.FP_TO_SINT,
                    Op.FP_TO_UINT, Op.BITCAST, Op.CONSTANT})


def _def32(n: Any) -> bool:
    return n.vts[0] == "i32" and n.op in _DEF32


def _zext_load_bits(n: Any) -> int:
    """Bits a load leaves possibly non-zero (ldrb/ldrh/ldr w zero-extend), else 64."""
    if n.op == Op.LOAD and n.attr.ext in ("zext", "anyext", "") and n.attr.vt in ("i8", "i16"):
        return 8 if n.attr.vt == "i8" else 16
    if n.op == Op.SETCC:
        return 1
    return 64


def _shift_amount(bits: int) -> Callable[[int], bool]:
    """The predicate of an in-range immediate shift amount of a `bits`-wide value."""
    return lambda v: 0 < v < bits


def _shifted_operand_patterns(vt: str, s: str, a: Any, b_: Any, sh: Any) -> list[Pat]:
    """C6.2.5 ADD (shifted register) and its kin: the second source register shifted by
    a constant (lsl/lsr/asr; the logical operations also take ror) at no extra cost.
    The matcher adds the swapped variant of the commutative ones."""
    pats = []
    # not with a constant first operand: `and w, w, #imm` after the shift is as short
    # and needs no register for the constant
    a = reg("a", vt, pred=lambda n: n.op not in (Op.CONSTANT, Op.TARGET_CONSTANT))
    shifts = ((Op.SHL, "lsl"), (Op.SRL, "lsr"), (Op.SRA, "asr"), (Op.ROTR, "ror"))
    for op, name in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "ORR"),
                     (Op.XOR, "EOR")):
        for shop, kind in shifts:
            if kind == "ror" and op in (Op.ADD, Op.SUB):
                continue
            pats.append(Pat(node(op, a, node(shop, b_, sh)),
                            I[f"{name}{s}rs"]("a", "b", Lit(kind), "k")))
    return pats


def _int_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt, (s, bits) in INT_VTS.items():
        a, b_ = reg("a", vt), reg("b", vt)

        def rr(op: str, name: str, a: Any = a, b_: Any = b_, s: str = s) -> Pat:
            return Pat(node(op, a, b_), I[f"{name}{s}rr"]("a", "b"))

        neg12 = const(lambda v: -4095 <= v < 0, "c", "-uimm12", vt=vt)
        sh = const(_shift_amount(bits), "k", "shamt")
        pats += [
            rr(Op.ADD, "ADD"), rr(Op.SUB, "SUB"), rr(Op.AND, "AND"), rr(Op.OR, "ORR"),
            rr(Op.XOR, "EOR"), rr(Op.MUL, "MUL"), rr(Op.SDIV, "SDIV"), rr(Op.UDIV, "UDIV"),
            rr(Op.SHL, "LSLV"), rr(Op.SRL, "LSRV"), rr(Op.SRA, "ASRV"), rr(Op.ROTR, "RORV"),
            Pat(N.ADD(a, imm("c")), I[f"ADD{s}ri"]("a", "c")),
            Pat(N.ADD(a, const(_uimm12_shifted, "c", "uimm12<<12", vt=vt)),
                I[f"ADD{s}ri12"]("a", xf.of("hi12", lambda v: v >> 12, "c"))),
            Pat(N.ADD(a, neg12), I[f"SUB{s}ri"]("a", xf.neg("c"))),
            Pat(N.SUB(a, imm("c")), I[f"SUB{s}ri"]("a", "c")),
            Pat(N.SUB(a, neg12), I[f"ADD{s}ri"]("a", xf.neg("c"))),
            Pat(N.SUB(cst(0), a), I[f"NEG{s}rr"]("a")),
            *_shifted_operand_patterns(vt, s, a, b_, sh),
            Pat(N.AND(a, imm("c")), I[f"AND{s}ri"]("a", "c")),
            Pat(N.OR(a, imm("c")), I[f"ORR{s}ri"]("a", "c")),
            Pat(N.XOR(a, imm("c")), I[f"EOR{s}ri"]("a", "c")),
            Pat(N.XOR(a, cst(-1)), I[f"MVN{s}rr"]("a"), prio=2),
            Pat(N.AND(a, N.XOR(b_, cst(-1))), I[f"BIC{s}rr"]("a", "b")),
            Pat(N.OR(a, N.XOR(b_, cst(-1))), I[f"ORN{s}rr"]("a", "b")),
            Pat(N.SHL(a, imm("c")), I[f"LSL{s}ri"]("a", "c")),
            Pat(N.SRL(a, imm("c")), I[f"LSR{s}ri"]("a", "c")),
            Pat(N.SRA(a, imm("c")), I[f"ASR{s}ri"]("a", "c")),
            Pat(N.ROTR(a, imm("c")), I[f"ROR{s}ri"]("a", "c")),
            Pat(N.ADD(N.MUL(a, b_), reg("c", vt)), I[f"MADD{s}rrr"]("a", "b", "c")),
            Pat(N.SUB(reg("c", vt), N.MUL(a, b_)), I[f"MSUB{s}rrr"]("a", "b", "c")),
            Pat(N.SREM(a, b_), I[f"MSUB{s}rrr"](I[f"SDIV{s}rr"]("a", "b"), "b", "a")),
            Pat(N.UREM(a, b_), I[f"MSUB{s}rrr"](I[f"UDIV{s}rr"]("a", "b"), "b", "a")),
            Pat(N.CTLZ(a), I[f"CLZ{s}r"]("a")),
            Pat(N.CTTZ(a), I[f"CLZ{s}r"](I[f"RBIT{s}r"]("a"))),
            Pat(N.BSWAP(a), I[f"REV{s}r"]("a")),
            Pat(N.BITREVERSE(a), I[f"RBIT{s}r"]("a")),
            Pat(N.SIGN_EXTEND_INREG(a, vtype("i8")), I[f"SXTB{s}r"]("a")),
            Pat(N.SIGN_EXTEND_INREG(a, vtype("i16")), I[f"SXTH{s}r"]("a")),
            Pat(N.SIGN_EXTEND_INREG(a, vtype("i1")), I[f"SBFX{s}ri"]("a", 0, 1)),
            Pat(imm("c", vt=vt), materialize_int),
            # masks that keep every bit a zero-extending load or a setcc can set
            Pat(N.AND(reg("x", vt, pred=lambda n: _zext_load_bits(n) <= 8), cst(0xFF)), "x",
                prio=3),
            Pat(N.AND(reg("x", vt, pred=lambda n: _zext_load_bits(n) <= 16), cst(0xFFFF)),
                "x", prio=3),
            Pat(N.AND(reg("x", vt, pred=lambda n: _zext_load_bits(n) <= 1), cst(1)), "x",
                prio=3),
        ]
    a, b_ = reg("a", "i64"), reg("b", "i32")
    pats += [
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i32")), I["SXTWXr"]("a")),
        Pat(N.SIGN_EXTEND(reg("a", "i32"), vt="i64"), I["SXTWXr"]("a")),
        Pat(N.ZERO_EXTEND(reg("a", "i32"), vt="i64"), I["ANDXri"]("a", 0xFFFFFFFF)),
        Pat(N.ZERO_EXTEND(reg("a", "i32", pred=_def32), vt="i64"), COPY("a"), prio=2),
        Pat(N.ANY_EXTEND(reg("a", "i32"), vt="i64"), COPY("a")),
        Pat(N.TRUNCATE(reg("a", "i64"), vt="i32"), COPY("a")),
        Pat(N.MULHS(reg("a", "i64"), reg("c", "i64")), I["SMULHrr"]("a", "c")),
        Pat(N.MULHU(reg("a", "i64"), reg("c", "i64")), I["UMULHrr"]("a", "c")),
        # add x, sxtw(w) [<< k]: the extended-register form (array indexing)
        Pat(N.ADD(a, N.SIGN_EXTEND(b_, vt="i64")), I["ADDXrx"]("a", "b", Lit("sxtw"), 0)),
        Pat(N.ADD(a, N.SHL(N.SIGN_EXTEND(b_, vt="i64"), const(lambda v: 0 < v <= 4, "k", "0..4"))),
            I["ADDXrx"]("a", "b", Lit("sxtw"), "k")),
        Pat(N.MUL(N.SIGN_EXTEND(reg("a", "i32"), vt="i64"), N.SIGN_EXTEND(b_, vt="i64")),
            I["SMULLrr"]("a", "b")),
    ]
    return pats


# --------------------------------------------------------------------------- floating point

def _fp_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt, p in FP_VTS.items():
        a, b_, c = reg("a", vt), reg("b", vt), reg("c", vt)
        f = lambda name, p=p: I[f"{name}{p}rr"]  # noqa: E731
        u = lambda name, p=p: I[f"{name}{p}r"]  # noqa: E731
        t = lambda name, p=p: I[f"{name}{p}rrr"]  # noqa: E731
        pats += [
            Pat(N.FADD(a, b_), f("FADD")("a", "b")), Pat(N.FSUB(a, b_), f("FSUB")("a", "b")),
            Pat(N.FMUL(a, b_), f("FMUL")("a", "b")), Pat(N.FDIV(a, b_), f("FDIV")("a", "b")),
            Pat(N.FMINNUM(a, b_), f("FMINNM")("a", "b")),
            Pat(N.FMAXNUM(a, b_), f("FMAXNM")("a", "b")),
            Pat(N.FNEG(a), u("FNEG")("a")), Pat(N.FABS(a), u("FABS")("a")),
            Pat(N.FSQRT(a), u("FSQRT")("a")),
            Pat(N.FNEG(N.FMUL(a, b_)), f("FNMUL")("a", "b")),
            Pat(N.FFLOOR(a), u("FRINTM")("a")), Pat(N.FCEIL(a), u("FRINTP")("a")),
            Pat(N.FTRUNC(a), u("FRINTZ")("a")), Pat(N.FROUND(a), u("FRINTA")("a")),
            Pat(N.FRINT(a), u("FRINTX")("a")),
            # C7.2.102 FMADD: rd = ra + rn*rm; FMSUB ra - rn*rm; FNMADD -ra - rn*rm;
            # FNMSUB rn*rm - ra
            Pat(N.FMA(a, b_, c), t("FMADD")("a", "b", "c")),
            Pat(N.FMA(a, b_, N.FNEG(c)), t("FNMSUB")("a", "b", "c")),
            Pat(N.FMA(N.FNEG(a), b_, c), t("FMSUB")("a", "b", "c")),
            Pat(N.FMA(N.FNEG(a), b_, N.FNEG(c)), t("FNMADD")("a", "b", "c")),
            Pat(N.CONSTANT_FP(vt=vt), materialize_fp),
        ]
        for ivt, (s, _) in INT_VTS.items():
            pats += [
                Pat(N.FP_TO_SINT(a, vt=ivt), I[f"FCVTZS{s}{p}r"]("a")),
                Pat(N.FP_TO_UINT(a, vt=ivt), I[f"FCVTZU{s}{p}r"]("a")),
                Pat(N.SINT_TO_FP(reg("x", ivt), vt=vt), I[f"SCVTF{p}{s}r"]("x")),
                Pat(N.UINT_TO_FP(reg("x", ivt), vt=vt), I[f"UCVTF{p}{s}r"]("x")),
            ]
    pats += [
        Pat(N.FP_EXTEND(reg("a", "f32"), vt="f64"), I["FCVTDSr"]("a")),
        Pat(N.FP_ROUND(reg("a", "f64"), vt="f32"), I["FCVTSDr"]("a")),
        Pat(N.BITCAST(reg("a", "i64"), vt="f64"), I["FMOVDXr"]("a")),
        Pat(N.BITCAST(reg("a", "f64"), vt="i64"), I["FMOVXDr"]("a")),
        Pat(N.BITCAST(reg("a", "i32"), vt="f32"), I["FMOVSWr"]("a")),
        Pat(N.BITCAST(reg("a", "f32"), vt="i32"), I["FMOVWSr"]("a")),
    ]
    return pats


# --------------------------------------------------------------------------- control, frame

def global_address(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """adrp rd, sym ; add rd, rd, :lo12:sym (ELF for Arm64 5.7.8, small code model)."""
    s = b["s"]
    if code_model.is_large(sel):
        return [code_model.absolute_address(sel, s)]
    page = sel.new_vreg(GPR64)
    sel.emit(II.ADRP, [page, s])
    rd = sel.new_vreg(GPR64)
    lo = BlockSym(s.block, s.offset, "lo12") if isinstance(s, BlockSym) else \
        Sym(s.name, s.offset, "lo12")
    sel.emit(II.ADDlo12, [rd, page, lo])
    return [rd]


def got_address(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """PIC, a preemptible symbol: adrp rd, :got:sym ; ldr rd, [rd, :got_lo12:sym]
    (ELF for Arm64 5.7.8: ADR_GOT_PAGE, LD64_GOT_LO12_NC)."""
    name = b["s"].name
    page = sel.new_vreg(GPR64)
    sel.emit(II.ADRP, [page, Sym(name, 0, "got")])
    rd = sel.new_vreg(GPR64)
    sel.emit(I["LDRXlo12"], [rd, page, Sym(name, 0, "got_lo12")])
    return [rd]


def callseq(instr: Any) -> Any:
    """CALLSEQ_START/END -> ADJCALLSTACKDOWN/UP (attr: outgoing argument bytes)."""
    def hook(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
        amount = node_.attr if isinstance(node_.attr, int) else 0
        sel.emit(instr, [amount])
        return []
    hook.__name__ = f"callseq_{instr.name}"
    return hook


def _control_patterns() -> list[Pat]:
    return [
        Pat(N.CALLSEQ_START(variadic=True), callseq(II.ADJCALLSTACKDOWN)),
        Pat(N.CALLSEQ_END(variadic=True), callseq(II.ADJCALLSTACKUP)),
        Pat(N.BR(bb("d")), II.B("d")),
        Pat(N.BRIND(reg("a", "i64")), II.BR("a")),
        Pat(N.CALL(sym("f"), variadic=True), II.BL("f")),
        Pat(N.CALL(reg("f", "i64"), variadic=True), II.BLR("f")),
        Pat(N.RET(variadic=True), II.RET()),
        Pat(N.TRAP(), II.BRK(1)),
        Pat(N.FENCE(), II.DMB()),
        Pat(sym("s"), global_address),
        Pat(got_sym("s"), got_address),
        Pat(fi("f"), I["ADDXri"]("f", 0)),
        Pat(N.ADD(fi("f"), imm("c")), I["ADDXri"]("f", "c")),
    ]


# --------------------------------------------------------------------------- atomics
# Sequentially consistent everywhere (AArch64 mapping of C++11 atomics: ldar/stlr for
# loads and stores, ldaxr/stlxr loops for read-modify-write, dmb ish for fences).
_MEM_BYTES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8}


def _atomic_sfx(mem: Any) -> str:
    return II.ATOMIC_SFX[_MEM_BYTES[mem.vt]][0]


def _atomic_ok(n: Any) -> bool:
    mem = n.attr[1] if n.op == Op.ATOMIC_RMW else n.attr     # RMW: (operation, Mem)
    return getattr(mem, "vt", None) in _MEM_BYTES


def atomic_load(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    rec = I[f"LDAR{_atomic_sfx(node_.attr)}"]
    rd = sel.new_vreg(rec.operands[0].kind)
    sel.emit(rec, [rd, sel.operand(b["p"])])
    return [rd]


def atomic_store(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    sel.emit(I[f"STLR{_atomic_sfx(node_.attr)}"], [sel.operand(b["v"]), sel.operand(b["p"])])
    return []


def atomic_rmw(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    op, mem = node_.attr
    rec = I[f"PseudoRMW{_atomic_sfx(mem)}"]
    rd = sel.new_vreg(rec.operands[0].kind)
    sel.emit(rec, [rd, sel.operand(b["p"]), sel.operand(b["v"]), op])
    return [rd]


def atomic_cmpxchg(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    rec = I[f"PseudoCMPXCHG{_atomic_sfx(node_.attr)}"]
    rd = sel.new_vreg(rec.operands[0].kind)
    sel.emit(rec, [rd, sel.operand(b["p"]), sel.operand(b["c"]), sel.operand(b["n"])])
    return [rd]


def _atomic_patterns() -> list[Pat]:
    return [
        Pat(N.ATOMIC_LOAD(reg("p", "i64"), pred=_atomic_ok), atomic_load),
        Pat(N.ATOMIC_STORE(reg("v"), reg("p", "i64"), pred=_atomic_ok), atomic_store),
        Pat(N.ATOMIC_RMW(reg("p", "i64"), reg("v"), pred=_atomic_ok), atomic_rmw),
        Pat(N.ATOMIC_CMP_SWAP(reg("p", "i64"), reg("c"), reg("n"), pred=_atomic_ok),
            atomic_cmpxchg),
    ]


PATTERNS: list[Pat] = [
    *_atomic_patterns(),
    *_int_patterns(),
    *_compare_patterns(),
    *memory_patterns(),
    *_fp_patterns(),
    *_control_patterns(),
    *tls.PATTERNS,
]
