"""SPARC V8 selection patterns: DAG trees -> instruction trees (read by isel/match.py).

Ordered like LLVM's SparcInstrInfo.td `Pat<>` sections. Decisions (each with its reason):
- Immediates are simm13 (`*ri` records); zero is %g0 itself. Other constants are
  `sethi %hi(v)` + `or %lo(v)` (manual Appendix A, synthetic `set`), the `or` omitted
  when the low 10 bits are zero.
- Globals: `sethi %hi(sym), r` + `or r, %lo(sym), r` (R_SPARC_HI22 / R_SPARC_LO10),
  the absolute code model llc uses for sparc-linux without -fPIC.
- Memory operands and the load/store patterns: addressing.py.
- Compares: `cmp` (subcc) sets icc, `fcmps/fcmpd` set fcc followed by a `nop` (V8: an
  FPop compare must not be followed directly by fb<cc>, manual B.22); branches fold
  SETCC into b<icc>/fb<fcc>; SETCC values and SELECT are SELECT_CC_* pseudos (a branch
  diamond, lowering.expand_isel_pseudos), except the carry tricks for unsigned and
  equality compares (`addx %g0, 0, rd` = carry; `subx %g0, -1, rd` = 1 - carry).
- Division: %y holds the dividend's high word: `wr %g0, %g0, %y` for udiv, the sign
  word (`sra a, 31`) for sdiv (manual B.19).
- int <-> FP (BITCAST, fitos, fstoi ...) go through a 4- or 8-byte stack slot: V8 has no
  register-file moves (llc does the same).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import BlockSym, FrameIndex, MachineInstr, Sym
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import (
    N,
    Pat,
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
    xf,
)
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.addressing import memory_patterns
from pyllc.targets.sparc.callconv import SRET_OFFSET
from pyllc.targets.sparc.lowering import SPOp
from pyllc.targets.sparc.registers import FPR32, FPR64, G0, GPR

SIMM13 = I.SIMM13


# --------------------------------------------------------------------------- constants

def _s32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


def emit_const(sel: Any, value: int) -> Any:
    """A register holding the 32-bit `value`: %g0, mov simm13, or sethi (+ or)."""
    v = _s32(value)
    if v == 0:
        return G0
    rd = sel.new_vreg(GPR)
    if SIMM13.fits(v):
        sel.emit(I.MOVri, [rd, v])
        return rd
    u = v & 0xFFFFFFFF
    sel.emit(I.SETHI, [rd, u >> 10])
    if u & 0x3FF:
        r2 = sel.new_vreg(GPR)
        sel.emit(I.ORri, [r2, rd, u & 0x3FF])
        return r2
    return rd


def materialize_int(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    return [emit_const(sel, b["c"])]


def _with(s: Sym, modifier: str) -> Sym:
    if isinstance(s, BlockSym):
        return BlockSym(s.block, s.offset, modifier)
    return Sym(s.name, s.offset, modifier)


def got_base(sel: Any) -> Any:
    """The function's GOT base register (llc's GLOBAL_BASE_REG): one GETPCX, in the entry
    block, which dominates every use (blocks are selected in order: the entry first)."""
    base = sel.mf.info.get("sparc_got_base")
    if base is not None:
        return base
    base = sel.mf.info["sparc_got_base"] = sel.new_vreg(GPR)
    entry = sel.mf.blocks[0]
    mi = MachineInstr(I.GETPCX, [base])
    if sel.block is entry:
        sel.block.append(mi)
    else:                                 # before the entry block's terminators
        at = len(entry.instrs)
        while at and entry.instrs[at - 1].instr.has("terminator"):
            at -= 1
        entry.insert(at, mi)
    return base


def got_load(sel: Any, s: Sym) -> Any:
    """PIC (llc-16's SPARC form): every symbol's address is loaded from its GOT slot,
    local ones too (the assembler's -KPIC makes every %hi/%lo a GOT reference):
        GETPCX base ; sethi %hi(s), t ; add t, %lo(s), t ; ld [base + t], r
    (R_SPARC_GOT22/GOT10; `ld [base + s], r` with GOT13 under !"PIC Level" 1, as llc),
    then `+ offset` outside the GOT entry."""
    base = got_base(sel)
    entry = BlockSym(s.block, 0) if isinstance(s, BlockSym) else Sym(s.name, 0)
    r = sel.new_vreg(GPR)
    if sel.mf.info.get("pic_level") == 1:
        # !"PIC Level" 1 (-fpic): the GOT is known to fit simm13: ld [base + s] (GOT13)
        sel.emit(I.LDri, [r, base, _with(entry, "got13")])
    else:
        hi, idx = sel.new_vreg(GPR), sel.new_vreg(GPR)
        sel.emit(I.SETHI, [hi, _with(entry, "got22")])
        sel.emit(I.ADDri, [idx, hi, _with(entry, "got10")])
        sel.emit(I.LDrr, [r, base, idx])
    if not s.offset:
        return r
    out = sel.new_vreg(GPR)
    if -4096 <= s.offset < 4096:
        sel.emit(I.ADDri, [out, r, s.offset])
        return out
    k, klo = sel.new_vreg(GPR), sel.new_vreg(GPR)
    v = s.offset & 0xFFFFFFFF
    sel.emit(I.SETHI, [k, v >> 10])
    sel.emit(I.ORri, [klo, k, v & 0x3FF])
    sel.emit(I.ADDrr, [out, r, klo])
    return out


def got_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    return [got_load(sel, b["s"])]


def global_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    s: Sym = b["s"]
    if sel.mf.info.get("pic") is not None:
        return [got_load(sel, s)]
    hi, r = sel.new_vreg(GPR), sel.new_vreg(GPR)
    sel.emit(I.SETHI, [hi, _with(s, "hi")])
    sel.emit(I.ORri, [r, hi, _with(s, "lo")])
    return [r]


def _slot(sel: Any, size: int) -> int:
    """A stack slot for moving bits between the register files (one per use: cheap)."""
    return sel.mf.frame.create(size, size, "local")


def _gpr_to_fpr(sel: Any, words: list[Any], vt: str) -> Any:
    fi_ = _slot(sel, 4 * len(words))
    for k, w in enumerate(words):
        sel.emit(I.STri, [w, FrameIndex(fi_), 4 * k])
    rd = sel.new_vreg(vt)
    sel.emit(I.LDFri if vt == "f32" else I.LDDFri, [rd, FrameIndex(fi_), 0])
    return rd


def _fpr_to_gpr(sel: Any, src: Any, vt: str) -> list[Any]:
    fi_ = _slot(sel, 4 if vt == "f32" else 8)
    sel.emit(I.STFri if vt == "f32" else I.STDFri, [src, FrameIndex(fi_), 0])
    out = []
    for k in range(1 if vt == "f32" else 2):
        r = sel.new_vreg(GPR)
        sel.emit(I.LDri, [r, FrameIndex(fi_), 4 * k])
        out.append(r)
    return out


def materialize_fp(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """An FP constant: its bit pattern built in integer registers, stored, reloaded."""
    vt = node.vts[0]
    bits = node.attr
    if vt == "f32":
        return [_gpr_to_fpr(sel, [emit_const(sel, bits & 0xFFFFFFFF)], vt)]
    return [_gpr_to_fpr(sel, [emit_const(sel, bits >> 32), emit_const(sel, bits & 0xFFFFFFFF)],
                        vt)]


def bitcast_i2f(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    return [_gpr_to_fpr(sel, [sel.operand(b["a"])], "f32")]


def bitcast_f2i(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    return _fpr_to_gpr(sel, sel.operand(b["a"]), "f32")


def sint_to_fp(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """fitos/fitod read the integer from an f register: st + ld into %f, then convert."""
    t = _gpr_to_fpr(sel, [sel.operand(b["a"])], "f32")
    vt = node.vts[0]
    rd = sel.new_vreg(vt)
    sel.emit(I.FITOS if vt == "f32" else I.FITOD, [rd, t])
    return [rd]


def uint_to_fp(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """u32 -> FP: fitod(x ^ 0x80000000) + 2^31 is exact in double; f32 rounds once
    from that exact double (fdtos)."""
    k = emit_const(sel, 0x80000000)
    x = sel.new_vreg(GPR)
    sel.emit(I.XORrr, [x, sel.operand(b["a"]), k])
    t = _gpr_to_fpr(sel, [x], "f32")
    d = sel.new_vreg(FPR64)
    sel.emit(I.FITOD, [d, t])
    c = _gpr_to_fpr(sel, [emit_const(sel, 0x41E00000), G0], "f64")   # 2^31
    s = sel.new_vreg(FPR64)
    sel.emit(I.FADDD, [s, d, c])
    if node.vts[0] == "f64":
        return [s]
    r = sel.new_vreg(FPR32)
    sel.emit(I.FDTOS, [r, s])
    return [r]


def fp_to_sint(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    src = sel.operand(b["a"])
    vt = node.ops[0][0].vts[node.ops[0][1]]
    t = sel.new_vreg(FPR32)
    sel.emit(I.FSTOI if vt == "f32" else I.FDTOI, [t, src])
    return _fpr_to_gpr(sel, t, "f32")


# --------------------------------------------------------------------------- mul / div

def mulh(signed: bool) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        t, rd = sel.new_vreg(GPR), sel.new_vreg(GPR)
        sel.emit(I.SMULrr if signed else I.UMULrr, [t, sel.operand(b["a"]), sel.operand(b["b"])])
        sel.emit(I.RDY, [rd])
        return [rd]
    return hook


def div(signed: bool) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        a = sel.operand(b["a"])
        if signed:
            s = sel.new_vreg(GPR)
            sel.emit(I.SRAri, [s, a, 31])
            sel.emit(I.WRYrr, [s, G0])
        else:
            sel.emit(I.WRYrr, [G0, G0])
        rd = sel.new_vreg(GPR)
        if "c" in b:
            sel.emit(I.SDIVri if signed else I.UDIVri, [rd, a, b["c"]])
        else:
            sel.emit(I.SDIVrr if signed else I.UDIVrr, [rd, a, sel.operand(b["b"])])
        return [rd]
    return hook


# --------------------------------------------------------------------------- compares

INT_BRANCH = {"eq": "e", "ne": "ne", "slt": "l", "sle": "le", "sgt": "g", "sge": "ge",
              "ult": "cs", "ule": "leu", "ugt": "gu", "uge": "cc"}
FP_BRANCH = {"oeq": "e", "ogt": "g", "oge": "ge", "olt": "l", "ole": "le", "one": "lg",
             "ord": "o", "uno": "u", "ueq": "ue", "ugt": "ug", "uge": "uge", "ult": "ul",
             "ule": "ule", "une": "ne", "eq": "e", "ne": "ne", "gt": "g", "ge": "ge",
             "lt": "l", "le": "le", "true": "a", "false": "n"}
INT_CCS = tuple(INT_BRANCH)
FP_CCS = tuple(FP_BRANCH)


def _cmp(sel: Any, b: dict[str, Any]) -> None:
    if "c" in b:
        sel.emit(I.CMPri, [sel.operand(b["a"]), b["c"]])
    else:
        sel.emit(I.CMPrr, [sel.operand(b["a"]), sel.operand(b["b"])])


def _fcmp(sel: Any, b: dict[str, Any], vt: str) -> None:
    sel.emit(I.FCMPS if vt == "f32" else I.FCMPD, [sel.operand(b["a"]), sel.operand(b["b"])])
    sel.emit(I.NOP, [])      # V8: one instruction between fcmp and fb<cc> (manual B.22)


def brcond_int(cc: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        _cmp(sel, b)
        sel.emit(I.BCOND[INT_BRANCH[cc]], [b["d"]])
        return []
    return hook


def brcond_fp(cc: str, vt: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        _fcmp(sel, b, vt)
        sel.emit(I.FBCOND[FP_BRANCH[cc]], [b["d"]])
        return []
    return hook


def brcond_value(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    sel.emit(I.CMPri, [sel.operand(b["c"]), 0])
    sel.emit(I.BCOND["ne"], [b["d"]])
    return []


def _select_pseudo(sel: Any, kind: str, cc: str, vt: str, t: Any, f: Any) -> Any:
    table = I.SELECT_ICC if kind == "icc" else I.SELECT_FCC
    name = {"i32": "Int", "f32": "FP", "f64": "DFP"}[vt]
    rd = sel.new_vreg(vt)
    sel.emit(table[name], [rd, t, f, cc])
    return rd


def setcc_int(cc: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        rd = sel.new_vreg(GPR)
        if cc in ("eq", "ne"):
            if "c" in b and b["c"] == 0:
                x = sel.operand(b["a"])
            else:
                x = sel.new_vreg(GPR)
                if "c" in b:
                    sel.emit(I.XORri, [x, sel.operand(b["a"]), b["c"]])
                else:
                    sel.emit(I.XORrr, [x, sel.operand(b["a"]), sel.operand(b["b"])])
            sel.emit(I.CMPrr, [G0, x])              # carry = (x != 0)
            if cc == "ne":
                sel.emit(I.ADDXri, [rd, G0, 0])
            else:
                sel.emit(I.SUBXri, [rd, G0, -1])
            return [rd]
        if cc in ("ult", "uge"):
            _cmp(sel, b)                            # carry = a <u b
            if cc == "ult":
                sel.emit(I.ADDXri, [rd, G0, 0])
            else:
                sel.emit(I.SUBXri, [rd, G0, -1])
            return [rd]
        _cmp(sel, b)
        one = emit_const(sel, 1)
        return [_select_pseudo(sel, "icc", INT_BRANCH[cc], "i32", one, G0)]
    return hook


def setcc_fp(cc: str, vt: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        _fcmp(sel, b, vt)
        one = emit_const(sel, 1)
        return [_select_pseudo(sel, "fcc", FP_BRANCH[cc], "i32", one, G0)]
    return hook


def select_setcc_int(cc: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        t, f = sel.operand(b["t"]), sel.operand(b["f"])
        _cmp(sel, b)
        return [_select_pseudo(sel, "icc", INT_BRANCH[cc], node.vts[0], t, f)]
    return hook


def select_setcc_fp(cc: str, vt: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        t, f = sel.operand(b["t"]), sel.operand(b["f"])
        _fcmp(sel, b, vt)
        return [_select_pseudo(sel, "fcc", FP_BRANCH[cc], node.vts[0], t, f)]
    return hook


def select_value(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    t, f = sel.operand(b["t"]), sel.operand(b["f"])
    sel.emit(I.CMPri, [sel.operand(b["c"]), 0])
    return [_select_pseudo(sel, "icc", "ne", node.vts[0], t, f)]


def _compare_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for cc in INT_CCS:
        pats += [
            Pat(N.BRCOND(N.SETCC(reg("a", "i32"), reg("b", "i32"), cond(cc)), bb("d")),
                brcond_int(cc)),
            Pat(N.BRCOND(N.SETCC(reg("a", "i32"), imm("c", SIMM13), cond(cc)), bb("d")),
                brcond_int(cc)),
            Pat(N.SETCC(reg("a", "i32"), reg("b", "i32"), cond(cc)), setcc_int(cc)),
            Pat(N.SETCC(reg("a", "i32"), imm("c", SIMM13), cond(cc)), setcc_int(cc)),
            Pat(N.SELECT(N.SETCC(reg("a", "i32"), reg("b", "i32"), cond(cc)), reg("t"), reg("f")),
                select_setcc_int(cc)),
            Pat(N.SELECT(N.SETCC(reg("a", "i32"), imm("c", SIMM13), cond(cc)), reg("t"),
                         reg("f")), select_setcc_int(cc)),
        ]
    for vt in ("f32", "f64"):
        for cc in FP_CCS:
            pats += [
                Pat(N.BRCOND(N.SETCC(reg("a", vt), reg("b", vt), cond(cc)), bb("d")),
                    brcond_fp(cc, vt)),
                Pat(N.SETCC(reg("a", vt), reg("b", vt), cond(cc)), setcc_fp(cc, vt)),
                Pat(N.SELECT(N.SETCC(reg("a", vt), reg("b", vt), cond(cc)), reg("t"), reg("f")),
                    select_setcc_fp(cc, vt)),
            ]
    pats += [
        Pat(N.BRCOND(reg("c", "i32"), bb("d")), brcond_value),
        Pat(N.SELECT(reg("c", "i32"), reg("t"), reg("f")), select_value),
        *_bit_select_patterns(),
    ]
    return pats


def _is_bit(v: int) -> bool:
    v &= 0xFFFFFFFF
    return v != 0 and v & (v - 1) == 0


def _bit_select_patterns() -> list[Pat]:
    """`select ((x & 2^k) == 0), 0, t` (and the `!= 0 ? t : 0` twin) is t masked by bit k
    of x smeared over the register: `and (sra (sll x, 31-k), 31), t`, three instructions
    instead of and/cmp/branch/mov (LLVM's DAGCombiner foldSelectCCToShiftAnd)."""
    up = xf.of("31-log2", lambda v: 31 - ((v & 0xFFFFFFFF).bit_length() - 1), "m")

    def smear() -> Any:
        return I.SRAri(I.SLLri("a", up), 31)
    bit = N.AND(reg("a", "i32"), const(_is_bit, "m", "2^k"))
    return [
        Pat(N.SELECT(N.SETCC(bit, cst(0), cond("eq")), cst(0), reg("t", "i32")),
            I.ANDrr(smear(), "t")),
        Pat(N.SELECT(N.SETCC(bit, cst(0), cond("ne")), reg("t", "i32"), cst(0)),
            I.ANDrr(smear(), "t")),
        # bit 0 tested as the i1 itself: select (x & 1), t, 0
        Pat(N.SELECT(N.AND(reg("a", "i32"), cst(1)), reg("t", "i32"), cst(0)),
            I.ANDrr(I.SRAri(I.SLLri("a", 31), 31), "t")),
    ]


# --------------------------------------------------------------------------- arithmetic

def _rr_ri(op: str, rr: Any, ri: Any) -> list[Pat]:
    return [Pat(node(op, reg("a", "i32"), reg("b", "i32")), rr("a", "b")),
            Pat(node(op, reg("a", "i32"), imm("c")), ri("a", "c"))]


def _int_patterns() -> list[Pat]:
    pats = [
        *_rr_ri(Op.ADD, I.ADDrr, I.ADDri), *_rr_ri(Op.SUB, I.SUBrr, I.SUBri),
        *_rr_ri(Op.AND, I.ANDrr, I.ANDri), *_rr_ri(Op.OR, I.ORrr, I.ORri),
        *_rr_ri(Op.XOR, I.XORrr, I.XORri),
        *_rr_ri(Op.SHL, I.SLLrr, I.SLLri), *_rr_ri(Op.SRL, I.SRLrr, I.SRLri),
        *_rr_ri(Op.SRA, I.SRArr, I.SRAri), *_rr_ri(Op.MUL, I.SMULrr, I.SMULri),
        Pat(N.AND(reg("a", "i32"), N.XOR(reg("b", "i32"), cst(-1))), I.ANDNrr("a", "b")),
        Pat(N.OR(reg("a", "i32"), N.XOR(reg("b", "i32"), cst(-1))), I.ORNrr("a", "b")),
        Pat(N.XOR(reg("a", "i32"), N.XOR(reg("b", "i32"), cst(-1))), I.XNORrr("a", "b")),
        Pat(N.XOR(reg("a", "i32"), cst(-1)), I.XNORrr("a", G0), prio=1),
        Pat(N.SUB(cst(0), reg("a", "i32")), I.SUBrr(G0, "a"), prio=1),
        Pat(N.MULHU(reg("a", "i32"), reg("b", "i32")), mulh(False)),
        Pat(N.MULHS(reg("a", "i32"), reg("b", "i32")), mulh(True)),
        Pat(N.UDIV(reg("a", "i32"), reg("b", "i32")), div(False)),
        Pat(N.SDIV(reg("a", "i32"), reg("b", "i32")), div(True)),
        Pat(N.UDIV(reg("a", "i32"), imm("c", SIMM13)), div(False)),
        Pat(N.SDIV(reg("a", "i32"), imm("c", SIMM13)), div(True)),
        Pat(cst(0), G0),
        Pat(imm("c"), materialize_int),
    ]
    return pats


def _fp_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt, s in (("f32", "S"), ("f64", "D")):
        a, b_ = reg("a", vt), reg("b", vt)
        pats += [
            Pat(N.FADD(a, b_), I.INSTRS[f"FADD{s}"]("a", "b")),
            Pat(N.FSUB(a, b_), I.INSTRS[f"FSUB{s}"]("a", "b")),
            Pat(N.FMUL(a, b_), I.INSTRS[f"FMUL{s}"]("a", "b")),
            Pat(N.FDIV(a, b_), I.INSTRS[f"FDIV{s}"]("a", "b")),
            Pat(N.FSQRT(a), I.INSTRS[f"FSQRT{s}"]("a")),
            Pat(N.SINT_TO_FP(reg("a", "i32"), vt=vt), sint_to_fp),
            Pat(N.FP_TO_SINT(a, vt="i32"), fp_to_sint),
            Pat(N.UINT_TO_FP(reg("a", "i32"), vt=vt), uint_to_fp),
            Pat(N.CONSTANT_FP(vt=vt), materialize_fp),
        ]
    pats += [
        Pat(N.FNEG(reg("a", "f32")), I.FNEGS("a")),
        Pat(N.FABS(reg("a", "f32")), I.FABSS("a")),
        Pat(N.FP_EXTEND(reg("a", "f32"), vt="f64"), I.FSTOD("a")),
        Pat(N.FP_ROUND(reg("a", "f64"), vt="f32"), I.FDTOS("a")),
        Pat(N.BITCAST(reg("a", "i32"), vt="f32"), bitcast_i2f),
        Pat(N.BITCAST(reg("a", "f32"), vt="i32"), bitcast_f2i),
    ]
    return pats


# --------------------------------------------------------------------------- control, frame

def dyn_alloc_addr(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    rd = sel.new_vreg(GPR)
    sel.emit(I.ADJDYNALLOC, [rd, sel.operand(b["a"]), 0])
    return [rd]


def _sret_size(node: Any, mf: Any) -> int | None:
    """The size of the structure a call returns through the hidden word: the call's
    chain holds the store of its address at %sp+64 (isel/calls.py); the address is a
    frame object (an alloca) whose size is the structure's. None: no sret argument."""
    todo, seen = [node.ops[0][0]], set()
    while todo:
        n = todo.pop()
        if n.id in seen:
            continue
        seen.add(n.id)
        if n.op == Op.TOKEN_FACTOR:
            todo.extend(o[0] for o in n.ops)
        elif n.op in (Op.COPY_TO_REG, Op.COPY_FROM_REG):
            todo.append(n.ops[0][0])                 # glued argument copies: their chain
        elif n.op == Op.STORE:
            addr = n.ops[2][0]
            if (addr.op == Op.ADD and addr.ops[1][0].op == Op.CONSTANT
                    and addr.ops[1][0].attr == SRET_OFFSET
                    and addr.ops[0][0].op == Op.COPY_FROM_REG):
                val = n.ops[1][0]
                if val.op == Op.FRAME_INDEX:
                    return min(mf.frame.objects[val.attr].size, 0x3FFFFF)
                return 0
    return None


def _mark_sret(sel: Any, node: Any, mi: Any) -> None:
    size = _sret_size(node, sel.mf)
    if size is not None:
        sel.mf.info.setdefault("sparc_sret_calls", {})[id(mi)] = size


def call_direct(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    f = b["f"]
    # PIC: every call of a symbol goes through the PLT (R_SPARC_WPLT30), as `as -KPIC`
    plt = "plt" if sel.mf.info.get("pic") is not None else None
    mi = sel.emit(I.CALL, [Sym(f.name, f.offset, plt)])
    _mark_sret(sel, node, mi)
    return []


def call_indirect(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    mi = sel.emit(I.CALLr, [sel.operand(b["f"])])
    _mark_sret(sel, node, mi)
    return []


def _control_patterns() -> list[Pat]:
    return [
        Pat(N.BR(bb("d")), I.BA("d")),
        Pat(N.BRIND(reg("a", "i32")), I.JMPr("a")),
        Pat(N.CALL(sym("f"), variadic=True), call_direct),
        Pat(N.CALL(reg("f", "i32"), variadic=True), call_indirect),
        Pat(N.RET(variadic=True), I.RETL()),
        Pat(N.TRAP(), I.TA(5)),
        Pat(N.FENCE(), I.STBAR()),
        Pat(sym("s"), global_address),
        Pat(got_sym("s"), got_address),
        Pat(fi("f"), I.ADDri("f", 0)),
        Pat(N.ADD(fi("f"), imm("c")), I.ADDri("f", "c")),
        Pat(node(SPOp.DYN_ALLOC_ADDR, reg("a", "i32")), dyn_alloc_addr),
        Pat(node(SPOp.FLUSH_WINDOWS), I.FLUSHW()),
    ]


PATTERNS: list[Pat] = [
    *_int_patterns(),
    *_compare_patterns(),
    *memory_patterns(),
    *_fp_patterns(),
    *_control_patterns(),
]
