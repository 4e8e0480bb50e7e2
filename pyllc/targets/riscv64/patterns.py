"""RV64GC selection patterns: DAG trees -> instruction trees (read by isel/match.py).

Ordered like LLVM's RISCVInstrInfo*.td `Pat<>` sections; the matcher tries the most
complex pattern first (codegen/patterns.py), so each group below lists its general
register-register form and lets the immediate/folded forms win when they apply.

Decisions (each with its reason):
- Constants are built by `generate_instseq` (matint.py), our version of LLVM's RISCVMatInt
  algorithm (lui/addi(w)/slli/srli, recursive on the upper 52 bits); zero is `x0` itself
  (`Pat(cst(0), ZERO)`), so `sd zero, 8(sp)` and `beq a0, zero` need no instruction.
- Addresses of symbols (medlow.symbol_address): under the small code model `lui %hi` +
  `addi %lo`, folded into memory operands after selection (medlow.py); under medium or
  PIC the `PseudoLA` record (`lla rd, sym+off`), which expands at emission into
  `auipc rd, %pcrel_hi(sym)` + `addi rd, rd, %pcrel_lo(.Lpcrel_hiN)`: the label
  anchoring `%pcrel_lo` is created by the MC layer when it expands the pseudo
  (instrs.py `_expand_la`), so selection never has to invent labels.
- Memory operands are `base + simm12` (`addr_reg_imm`), folding `ADD(x, c)` and frame
  indexes; a FrameIndex sits in the base (`rs1`) position with the byte offset in `imm`.
- SELECT: `PseudoSELECT_*` (a branch diamond built by the target's `expand_isel_pseudos`
  hook, as LLVM's custom inserter does) when that hook exists; otherwise the branchless
  `f ^ ((t ^ f) & -cond)` (FP values go through the integer registers with fmv.x/fmv.*.x).
- SETCC produces 0/1 from slt/sltu (+ xori 1 for the negated predicates), eq/ne through
  xor + seqz/snez; FP compares are feq/flt/fle, with the operands swapped for gt/ge and
  the unordered predicates built as negations, so all of them select.
- i32 arithmetic promoted to i64 and then sign-extended (`sign_extend_inreg i32`) uses
  the *W instructions (addw, subw, mulw, slliw, sraiw ...): one instruction instead of two.
  Only where exact: a W form reads 32 bits and shifts by 5, so e.g. `sext32(shl x, y)`
  with a register amount stays sll + sext.w (y may be 32..63 in honest i64 code).
  tests/unit/test_select.py checks these against random DAGs evaluated in Python.
- Promoted compares: `and x, 0xffffffff` operands of eq/ne need only the low 32 bits
  (slli 32 / addiw -c), and of unsigned compares become sext.w (sign extension keeps the
  unsigned order of 32-bit values); extensions of values already extended (lw, lbu,
  setcc ...) are the value itself.
- Atomics follow the spec's Table A.6 mappings (fences around loads/stores, one AMO per
  32/64-bit atomicrmw); cmpxchg, sub-word and nand atomicrmw need LR/SC loops (blocks)
  and are not selected yet ("cannot select" names the node).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import (
    N,
    Pat,
    addr_base_offset,
    bb,
    cond,
    const,
    cst,
    fi,
    got_sym,
    imm,
    mem,
    node,
    reg,
    sym,
    vtype,
    xf,
)
from pyllc.codegen.records import Out
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64 import medlow, tls
from pyllc.targets.riscv64.lowering import RVOp
from pyllc.targets.riscv64.matint import (
    materialize_f32_bits,
    materialize_fp,
    materialize_int,
    sext,
)
from pyllc.targets.riscv64.registers import GPR, ZERO

SIMM12 = I.SIMM12
addr_reg_imm = addr_base_offset(SIMM12, "addr_reg_imm")

FP_EXT = {"f32": "f", "f64": "d"}
_FP = {"f32": "S", "f64": "D"}


def _fi(base: str, vt: str) -> Any:
    """The F (f32) or D (f64) record of an FP instruction: _fi("FADD", "f64") -> FADD_D."""
    return I.INSTRS[f"{base}_{_FP[vt]}"]


# --------------------------------------------------------------------------- helpers

def pat_gpr_gpr(op: str, instr: Any, requires: str | tuple[str, ...] = ()) -> Pat:
    """`op(GPR, GPR) -> instr rd, rs1, rs2` (LLVM `PatGprGpr`)."""
    return Pat(node_of(op, reg("a", "i64"), reg("b", "i64")), instr("a", "b"), requires=requires)


def pat_gpr_simm12(op: str, instr: Any) -> Pat:
    """`op(GPR, simm12) -> instr rd, rs1, imm` (LLVM `PatGprSimm12`)."""
    return Pat(node_of(op, reg("a", "i64"), imm("c")), instr("a", "c"))


def pat_gpr_uimm6(op: str, instr: Any) -> Pat:
    """Shifts by a constant: the amount is checked against the instruction's uimm6."""
    return Pat(node_of(op, reg("a", "i64"), imm("c")), instr("a", "c"))


def node_of(op: str, *kids: Any, **kw: Any) -> Any:
    return node(op, *kids, **kw)


def sext32(tree: Any) -> Any:
    """The source tree `sign_extend_inreg(tree, i32)` (a promoted i32 result)."""
    return N.SIGN_EXTEND_INREG(tree, vtype("i32"))


def is_sext32(n: Any) -> bool:
    """The node's i64 value is known to be sign-extended from bit 31: loads that
    lb/lh/lw/lbu/lhu select to, compares (0/1), narrower sign_extend_inregs."""
    op = n.op
    if op == Op.LOAD:
        m = n.attr
        return n.vts[0] == "i64" and (m.vt in ("i1", "i8", "i16")
                                      or (m.vt == "i32" and m.ext in ("sext", "anyext", "")))
    if op == Op.SIGN_EXTEND_INREG:
        return n.ops[1][0].attr in ("i1", "i8", "i16", "i32")
    return op == Op.SETCC


def is_zext32(n: Any) -> bool:
    """The node's i64 value is known to have its upper 32 bits zero."""
    op = n.op
    if op == Op.LOAD:
        m = n.attr
        return n.vts[0] == "i64" and m.ext == "zext" and m.vt in ("i1", "i8", "i16", "i32")
    return op == Op.SETCC


def _zero_bits_above(n: Any) -> int:
    """How many low bits can be non-zero in the node's i64 value (64: unknown)."""
    if n.op == Op.SETCC:
        return 1
    if n.op == Op.LOAD and n.attr.ext == "zext":
        return {"i1": 8, "i8": 8, "i16": 16, "i32": 32}.get(n.attr.vt, 64)
    if n.op == Op.CONSTANT:
        return n.attr.bit_length()
    return 64


def and_is_noop(n: Any) -> bool:
    """AND(x, 2^k - 1) where x has no bits at or above k (LLVM: known bits)."""
    for x, m in (n.ops, n.ops[::-1]):
        mn = m[0]
        if mn.op == Op.CONSTANT and mn.attr & (mn.attr + 1) == 0 and x[0].op != Op.CONSTANT:
            return _zero_bits_above(x[0]) <= mn.attr.bit_length()
    return False


def is_small_nonneg_const(n: Any) -> bool:
    """A constant in [0, 2^31): equal to its own sign extension from bit 31."""
    return n.op == Op.CONSTANT and n.attr < (1 << 31)




# --------------------------------------------------------------------------- select

_SELECT_PSEUDO = {"i64": I.PseudoSELECT_GPR, "f32": I.PseudoSELECT_FPR32,
                  "f64": I.PseudoSELECT_FPR64}


def select_value(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook for SELECT(cond, t, f): a PseudoSELECT_*, which the InstrInfo's
    `expand_isel_pseudos` turns into a branch diamond; see the module docstring."""
    vt = node.vts[0]
    c, t, f = sel.operand(b["c"]), sel.operand(b["t"]), sel.operand(b["f"])
    rd = sel.new_vreg(vt)
    sel.emit(_SELECT_PSEUDO[vt], [rd, c, t, f])
    return [rd]


# --------------------------------------------------------------------------- compares

def int_setcc(cc: str, a: Any, b: Any) -> Out:
    """0/1 in a GPR for an integer predicate, from slt/sltu/xor (RISC-V has no flags)."""
    if cc == "eq":
        return I.SEQZ(I.XOR(a, b))
    if cc == "ne":
        return I.SNEZ(I.XOR(a, b))
    slt = I.SLTU if cc[0] == "u" else I.SLT
    rel = cc[1:]
    if rel == "lt":
        return slt(a, b)
    if rel == "gt":
        return slt(b, a)
    if rel == "ge":
        return I.XORI(slt(a, b), 1)
    return I.XORI(slt(b, a), 1)          # le = !(b < a)


def fp_setcc(cc: str, vt: str, a: Any, b: Any) -> Out:
    """0/1 for an FP predicate from feq/flt/fle (spec 11.8: quiet eq, signalling lt/le,
    all false on NaN); unordered predicates are the negation of the opposite ordered one."""
    feq, flt, fle = _fi("FEQ", vt), _fi("FLT", vt), _fi("FLE", vt)
    table = {
        "oeq": lambda: feq(a, b), "eq": lambda: feq(a, b),
        "olt": lambda: flt(a, b), "ole": lambda: fle(a, b),
        "ogt": lambda: flt(b, a), "oge": lambda: fle(b, a),
        "une": lambda: I.XORI(feq(a, b), 1), "ne": lambda: I.XORI(feq(a, b), 1),
        "uge": lambda: I.XORI(flt(a, b), 1), "ugt": lambda: I.XORI(fle(a, b), 1),
        "ule": lambda: I.XORI(flt(b, a), 1), "ult": lambda: I.XORI(fle(b, a), 1),
        "ord": lambda: I.AND(feq(a, a), feq(b, b)),
        "uno": lambda: I.XORI(I.AND(feq(a, a), feq(b, b)), 1),
        "one": lambda: I.OR(flt(a, b), flt(b, a)),
        "ueq": lambda: I.XORI(I.OR(flt(a, b), flt(b, a)), 1),
    }
    return table[cc]()


INT_CCS = ("eq", "ne", "slt", "sgt", "sle", "sge", "ult", "ugt", "ule", "uge")
FP_CCS = ("oeq", "eq", "olt", "ole", "ogt", "oge", "une", "ne", "uge", "ugt", "ule", "ult",
          "ord", "uno", "one", "ueq")
# integer branches: (record, swap operands)
BRANCH = {"eq": (I.BEQ, False), "ne": (I.BNE, False), "slt": (I.BLT, False),
          "sge": (I.BGE, False), "ult": (I.BLTU, False), "uge": (I.BGEU, False),
          "sgt": (I.BLT, True), "sle": (I.BGE, True), "ugt": (I.BLTU, True),
          "ule": (I.BGEU, True)}


def zx32(name: str, pred: Any = None) -> Any:
    """The source tree `and(name, 0xffffffff)`: an i32 zero-extended by promotion."""
    return N.AND(reg(name, "i64", pred=pred), cst(0xFFFFFFFF))


def _fits_neg_sext32(v: int) -> bool:
    """A zero-extended 32-bit constant whose negated sign-extension fits addiw."""
    return 0 <= v < (1 << 32) and -2047 <= sext(v, 32) <= 2048


_NEG_SEXT32 = "-sext32"


def _neg32(name: str) -> Any:
    return xf.of(_NEG_SEXT32, lambda v: -sext(v, 32), name)


def _promoted_compare_patterns() -> list[Pat]:
    """Compares of promoted i32 values that the legalizer zero-extended (`and x,
    0xffffffff`): equality only needs the low 32 bits (slli 32, or addiw/xor), and
    sign-extension keeps the unsigned order of 32-bit values (LLVM does the same), so
    sext.w (one instruction) replaces the two-instruction zero-extension."""
    pats: list[Pat] = []
    for cc, test, br in (("eq", I.SEQZ, I.BEQ), ("ne", I.SNEZ, I.BNE)):
        pats += [
            Pat(N.SETCC(zx32("a"), cst(0), cond(cc)), test(I.SLLI("a", 32))),
            Pat(N.SETCC(zx32("a"), zx32("b"), cond(cc)), test(I.SLLI(I.XOR("a", "b"), 32))),
            Pat(N.SETCC(zx32("a"), const(_fits_neg_sext32, "c", "-simm12"), cond(cc)),
                test(I.ADDIW("a", _neg32("c")))),
            Pat(N.BRCOND(N.SETCC(zx32("a"), cst(0), cond(cc)), bb("d")),
                br(I.SLLI("a", 32), ZERO, "d")),
            Pat(N.BRCOND(N.SETCC(zx32("a"), zx32("b"), cond(cc)), bb("d")),
                br(I.SEXT_W("a"), I.SEXT_W("b"), "d")),
            Pat(N.BRCOND(N.SETCC(zx32("a"), const(_fits_neg_sext32, "c", "-simm12"), cond(cc)),
                         bb("d")),
                br(I.ADDIW("a", _neg32("c")), ZERO, "d")),
        ]
    for cc in ("ult", "ugt", "ule", "uge"):
        pats.append(Pat(N.SETCC(zx32("a"), zx32("b"), cond(cc)),
                        int_setcc(cc, I.SEXT_W("a"), I.SEXT_W("b"))))
        small = reg("c", "i64", pred=is_small_nonneg_const)
        pats.append(Pat(N.SETCC(zx32("a"), small, cond(cc)),
                        int_setcc(cc, I.SEXT_W("a"), "c"), prio=-1))
        br, swap = BRANCH[cc]
        x = I.SEXT_W("a")
        pats.append(Pat(N.BRCOND(N.SETCC(zx32("a"), small, cond(cc)), bb("d")),
                        br("c", x, "d") if swap else br(x, "c", "d")))
        br, swap = BRANCH[cc]
        x, y = I.SEXT_W("a"), I.SEXT_W("b")
        pats.append(Pat(N.BRCOND(N.SETCC(zx32("a"), zx32("b"), cond(cc)), bb("d")),
                        br(y, x, "d") if swap else br(x, y, "d")))
    pats.append(Pat(N.SETCC(zx32("a"), const(lambda v: 0 <= v < (1 << 32)
                                             and SIMM12.fits(sext(v, 32)), "c",
                                             "sext32 simm12"), cond("ult")),
                    I.SLTIU(I.SEXT_W("a"), xf.of("sext32", lambda v: sext(v, 32), "c"))))
    return pats


def _compare_patterns() -> list[Pat]:
    pats: list[Pat] = _promoted_compare_patterns()
    for cc in INT_CCS:
        pats.append(Pat(N.SETCC(reg("a", "i64"), reg("b", "i64"), cond(cc)),
                        int_setcc(cc, "a", "b")))
        br, swap = BRANCH[cc]
        out = br("b", "a", "d") if swap else br("a", "b", "d")
        pats.append(Pat(N.BR_CC(cond(cc), reg("a", "i64"), reg("b", "i64"), bb("d")), out))
        pats.append(Pat(N.BRCOND(N.SETCC(reg("a", "i64"), reg("b", "i64"), cond(cc)), bb("d")),
                        out))
    # immediate and zero forms (LLVM: seteq x, 0 -> seqz; setlt x, 0 -> srli 63)
    pats += [
        Pat(N.SETCC(reg("a", "i64"), cst(0), cond("eq")), I.SEQZ("a")),
        Pat(N.SETCC(reg("a", "i64"), cst(0), cond("ne")), I.SNEZ("a")),
        Pat(N.SETCC(reg("a", "i64"), cst(0), cond("slt")), I.SRLI("a", 63)),
        Pat(N.SETCC(reg("a", "i64"), imm("c"), cond("eq")), I.SEQZ(I.XORI("a", "c"))),
        Pat(N.SETCC(reg("a", "i64"), imm("c"), cond("ne")), I.SNEZ(I.XORI("a", "c"))),
        Pat(N.SETCC(reg("a", "i64"), imm("c"), cond("slt")), I.SLTI("a", "c")),
        Pat(N.SETCC(reg("a", "i64"), imm("c"), cond("ult")), I.SLTIU("a", "c")),
        Pat(N.SETCC(reg("a", "i64"), imm("c"), cond("sge")), I.XORI(I.SLTI("a", "c"), 1)),
        Pat(N.SETCC(reg("a", "i64"), imm("c"), cond("uge")), I.XORI(I.SLTIU("a", "c"), 1)),
        Pat(N.BRCOND(reg("c", "i64"), bb("d")), I.BNE("c", ZERO, "d")),
    ]
    for vt, ext in FP_EXT.items():
        for cc in FP_CCS:
            pats.append(Pat(N.SETCC(reg("a", vt), reg("b", vt), cond(cc)),
                            fp_setcc(cc, vt, "a", "b"), requires=ext))
            pats.append(Pat(N.BR_CC(cond(cc), reg("a", vt), reg("b", vt), bb("d")),
                            I.BNE(fp_setcc(cc, vt, "a", "b"), ZERO, "d"), requires=ext))
            pats.append(Pat(N.BRCOND(N.SETCC(reg("a", vt), reg("b", vt), cond(cc)), bb("d")),
                            I.BNE(fp_setcc(cc, vt, "a", "b"), ZERO, "d"), requires=ext))
    return pats


# --------------------------------------------------------------------------- memory

LOADS = (  # (memory vt, load extensions, record)   spec 2.6 / 5.3 / 11.5 / 12.3
    ("i8", ("sext",), I.LB), ("i8", ("zext", "anyext", ""), I.LBU),
    ("i1", ("sext",), I.LB), ("i1", ("zext", "anyext", ""), I.LBU),
    ("i16", ("sext", "anyext"), I.LH), ("i16", ("zext", ""), I.LHU),
    ("i32", ("sext", "anyext", ""), I.LW), ("i32", ("zext",), I.LWU),
    ("i64", ("", "sext", "zext", "anyext"), I.LD),
)
STORES = (("i1", I.SB), ("i8", I.SB), ("i16", I.SH), ("i32", I.SW), ("i64", I.SD))


def _memory_patterns() -> list[Pat]:
    pats = []
    for mvt, exts, rec in LOADS:
        pats.append(Pat(N.LOAD(addr_reg_imm("base", "off"), vt="i64", mem=mem(mvt, *exts)),
                        rec("base", "off")))
    for mvt, rec in STORES:
        pats.append(Pat(N.STORE(reg("v", "i64"), addr_reg_imm("base", "off"), mem=mem(mvt)),
                        rec("v", "base", "off")))
    # storing +0.0: the integer store of x0 (no fmv needed)
    pats.append(Pat(N.STORE(N.BITCAST(cst(0), vt="f64"), addr_reg_imm("base", "off")),
                    I.SD(ZERO, "base", "off")))
    pats.append(Pat(N.STORE(node_of(RVOp.FMV_W_X_RV64, cst(0)), addr_reg_imm("base", "off")),
                    I.SW(ZERO, "base", "off")))
    for vt, ext in FP_EXT.items():
        ld, st = (I.FLW, I.FSW) if vt == "f32" else (I.FLD, I.FSD)
        pats.append(Pat(N.LOAD(addr_reg_imm("base", "off"), vt=vt), ld("base", "off"),
                        requires=ext))
        pats.append(Pat(N.STORE(reg("v", vt), addr_reg_imm("base", "off")),
                        st("v", "base", "off"), requires=ext))
    return pats


# --------------------------------------------------------------------------- atomics
# The mappings of the unprivileged spec, Table A.6 "Mappings from C/C++ primitives to
# RISC-V primitives" (monotonic accesses arrive as plain volatile LOAD/STORE).
_AMO_OPS = {"xchg": "AMOSWAP", "add": "AMOADD", "and": "AMOAND", "or": "AMOOR",
            "xor": "AMOXOR", "max": "AMOMAX", "min": "AMOMIN", "umax": "AMOMAXU",
            "umin": "AMOMINU"}
_AMO_ORDER = {"monotonic": "", "acquire": "_AQ", "release": "_RL", "acq_rel": "_AQRL",
              "seq_cst": "_AQRL", "": "_AQRL"}
_FENCES = {"acquire": I.FENCE_R_RW, "release": I.FENCE_RW_W}


def fence(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """FENCE: acquire = fence r,rw; release = fence rw,w; acq_rel/seq_cst = fence rw,rw."""
    sel.emit(_FENCES.get(node.attr, I.FENCE), [])
    return []


def atomic_load(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """seq_cst: fence rw,rw; l; fence r,rw   acquire: l; fence r,rw."""
    mem = node.attr
    rec = {"i8": I.LB, "i16": I.LH, "i32": I.LW, "i64": I.LD}[mem.vt]
    if node.vts[0] != "i64":
        rec = {"f32": I.FLW, "f64": I.FLD}[node.vts[0]]
    if mem.ordering == "seq_cst":
        sel.emit(I.FENCE, [])
    rd = sel.new_vreg(node.vts[0])
    sel.emit(rec, [rd, sel.operand(b["base"]), b["off"]])
    if mem.ordering != "monotonic":
        sel.emit(I.FENCE_R_RW, [])
    return [rd]


def atomic_store(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """release and seq_cst: fence rw,w; s."""
    mem = node.attr
    vt = node.ops[1][0].vts[node.ops[1][1]]
    rec = {"i8": I.SB, "i16": I.SH, "i32": I.SW, "i64": I.SD}[mem.vt]
    if vt != "i64":
        rec = {"f32": I.FSW, "f64": I.FSD}[vt]
    if mem.ordering != "monotonic":
        sel.emit(I.FENCE_RW_W, [])
    sel.emit(rec, [sel.operand(b["v"]), sel.operand(b["base"]), b["off"]])
    return []


def _amo_ok(n: Any) -> bool:
    op, mem = n.attr
    return mem.vt in ("i32", "i64") and (op in _AMO_OPS or op == "sub")


def atomic_rmw(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """ATOMIC_RMW on 32/64-bit memory: one AMO with aq/rl bits from the ordering (A.6);
    `sub` is amoadd of the negated value. (Sub-word and nand need LR/SC loops.)"""
    op, mem = node.attr
    val = sel.operand(b["v"])
    if op == "sub":
        neg = sel.new_vreg(GPR)
        sel.emit(I.NEG, [neg, val])
        val, op = neg, "add"
    width = "_W" if mem.vt == "i32" else "_D"
    rec = I.INSTRS[_AMO_OPS[op] + width + _AMO_ORDER.get(mem.ordering, "_AQRL")]
    rd = sel.new_vreg(GPR)
    sel.emit(rec, [rd, sel.operand(b["p"]), val])
    return [rd]


def atomic_cmp_swap(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """ATOMIC_CMP_SWAP on 32/64-bit memory: PseudoCmpXchg32/64, expanded into its LR/SC
    loop by lowering.expand_isel_pseudos. `lr.w` sign-extends what it loads, so the
    32-bit form compares against the sign-extended expected value."""
    mem = node.attr
    cmp = sel.operand(b["c"])
    rec = I.PseudoCmpXchg64
    if mem.vt == "i32":
        ext = sel.new_vreg(GPR)
        sel.emit(I.ADDIW, [ext, cmp, 0])
        cmp, rec = ext, I.PseudoCmpXchg32
    rd = sel.new_vreg(GPR)
    sel.emit(rec, [rd, sel.operand(b["p"]), cmp, sel.operand(b["n"])])
    return [rd]


def _atomic_patterns() -> list[Pat]:
    return [
        Pat(N.FENCE(), fence),
        Pat(N.ATOMIC_LOAD(addr_reg_imm("base", "off")), atomic_load, requires="a"),
        Pat(N.ATOMIC_STORE(reg("v"), addr_reg_imm("base", "off")), atomic_store, requires="a"),
        Pat(N.ATOMIC_RMW(reg("p", "i64"), reg("v", "i64"), pred=_amo_ok), atomic_rmw,
            requires="a"),
        Pat(N.ATOMIC_CMP_SWAP(reg("p", "i64"), reg("c", "i64"), reg("n", "i64"),
                              pred=lambda n: n.attr.vt in ("i32", "i64")), atomic_cmp_swap,
            requires="a"),
    ]


# --------------------------------------------------------------------------- arithmetic

def _int_patterns() -> list[Pat]:
    pats = [
        pat_gpr_gpr(Op.ADD, I.ADD), pat_gpr_simm12(Op.ADD, I.ADDI),
        pat_gpr_gpr(Op.SUB, I.SUB),
        Pat(N.SUB(reg("a", "i64"), const(lambda v: -2047 <= v <= 2048, "c", "-simm12")),
            I.ADDI("a", xf.neg("c"))),
        Pat(N.SUB(cst(0), reg("a", "i64")), I.NEG("a")),
        pat_gpr_gpr(Op.AND, I.AND), pat_gpr_simm12(Op.AND, I.ANDI),
        pat_gpr_gpr(Op.OR, I.OR), pat_gpr_simm12(Op.OR, I.ORI),
        pat_gpr_gpr(Op.XOR, I.XOR), pat_gpr_simm12(Op.XOR, I.XORI),
        Pat(N.XOR(reg("a", "i64"), cst(-1)), I.NOT("a"), prio=1),
        pat_gpr_gpr(Op.SHL, I.SLL), pat_gpr_uimm6(Op.SHL, I.SLLI),
        pat_gpr_gpr(Op.SRL, I.SRL), pat_gpr_uimm6(Op.SRL, I.SRLI),
        pat_gpr_gpr(Op.SRA, I.SRA), pat_gpr_uimm6(Op.SRA, I.SRAI),
        # zero-extension masks wider than andi's simm12: a pair of shifts
        Pat(N.AND(reg("a", "i64"), const(lambda v: v > 0 and v & (v + 1) == 0, "m", "lowmask")),
            I.SRLI(I.SLLI("a", xf.of("64-k", lambda m: 64 - m.bit_length(), "m")),
                   xf.of("64-k", lambda m: 64 - m.bit_length(), "m")), prio=-1),
        # extensions of values already extended are the value itself (known bits)
        Pat(sext32(reg("x", "i64", pred=is_sext32)), "x", prio=3),
        Pat(zx32("x", pred=is_zext32), "x", prio=3),
        Pat(N.AND(reg("x", "i64"), const(lambda v: v > 0 and v & (v + 1) == 0, None, "lowmask"),
                  pred=and_is_noop), "x", prio=3),
        # sign_extend_inreg: sext.w, or a shift pair
        Pat(sext32(reg("a", "i64")), I.SEXT_W("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i16")), I.SRAI(I.SLLI("a", 48), 48)),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i8")), I.SRAI(I.SLLI("a", 56), 56)),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i1")), I.SRAI(I.SLLI("a", 63), 63)),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i16")), I.SEXT_H("a"), prio=1,
            requires="zbb"),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i8")), I.SEXT_B("a"), prio=1,
            requires="zbb"),
        # promoted i32 arithmetic: the *W forms sign-extend their 32-bit result (spec 5.2)
        Pat(sext32(N.ADD(reg("a", "i64"), reg("b", "i64"))), I.ADDW("a", "b")),
        Pat(sext32(N.ADD(reg("a", "i64"), imm("c"))), I.ADDIW("a", "c")),
        Pat(sext32(N.SUB(reg("a", "i64"), reg("b", "i64"))), I.SUBW("a", "b")),
        Pat(sext32(N.SHL(reg("a", "i64"), imm("c"))), I.SLLIW("a", "c")),
        Pat(N.SRA(sext32(reg("a", "i64")), imm("c")), I.SRAIW("a", "c")),
        Pat(N.SRL(zx32("a"), const(lambda v: 1 <= v <= 31, "c", "1..31")), I.SRLIW("a", "c")),
        Pat(sext32(N.SRL(zx32("a"), const(lambda v: 1 <= v <= 31, "c", "1..31"))),
            I.SRLIW("a", "c")),
        Pat(sext32(N.SRA(sext32(reg("a", "i64")), imm("c"))), I.SRAIW("a", "c")),
        # sdiv/srem of sign-extended i32s: the W forms give the same sign-extended result
        # (sdiv only under a final sext: INT_MIN / -1 is 2^31 in i64 but wraps in divw)
        Pat(sext32(N.SDIV(sext32(reg("a", "i64")), sext32(reg("b", "i64")))), I.DIVW("a", "b"),
            requires="m"),
        Pat(N.SREM(sext32(reg("a", "i64")), sext32(reg("b", "i64"))), I.REMW("a", "b"),
            requires="m"),
        Pat(sext32(N.SUB(reg("a", "i64"), const(lambda v: -2047 <= v <= 2048, "c", "-simm12"))),
            I.ADDIW("a", xf.neg("c"))),
        Pat(sext32(N.MUL(reg("a", "i64"), reg("b", "i64"))), I.MULW("a", "b"), requires="m"),
        # M extension (spec ch. 7)
        pat_gpr_gpr(Op.MUL, I.MUL, "m"), pat_gpr_gpr(Op.MULHS, I.MULH, "m"),
        pat_gpr_gpr(Op.MULHU, I.MULHU, "m"),
        pat_gpr_gpr(Op.SDIV, I.DIV, "m"), pat_gpr_gpr(Op.UDIV, I.DIVU, "m"),
        pat_gpr_gpr(Op.SREM, I.REM, "m"), pat_gpr_gpr(Op.UREM, I.REMU, "m"),
        # Zbb, when enabled
        pat_gpr_gpr(Op.SMIN, I.MIN, "zbb"), pat_gpr_gpr(Op.SMAX, I.MAX, "zbb"),
        pat_gpr_gpr(Op.UMIN, I.MINU, "zbb"), pat_gpr_gpr(Op.UMAX, I.MAXU, "zbb"),
        pat_gpr_gpr(Op.ROTL, I.ROL, "zbb"), pat_gpr_gpr(Op.ROTR, I.ROR, "zbb"),
        Pat(N.CTPOP(reg("a", "i64")), I.CPOP("a"), requires="zbb"),
        Pat(N.CTLZ(reg("a", "i64")), I.CLZ("a"), requires="zbb"),
        Pat(N.CTTZ(reg("a", "i64")), I.CTZ("a"), requires="zbb"),
        Pat(N.BSWAP(reg("a", "i64")), I.REV8("a"), requires="zbb"),
        Pat(N.AND(reg("a", "i64"), N.XOR(reg("b", "i64"), cst(-1))), I.ANDN("a", "b"),
            requires="zbb"),
        Pat(N.OR(reg("a", "i64"), N.XOR(reg("b", "i64"), cst(-1))), I.ORN("a", "b"),
            requires="zbb"),
        # constants
        Pat(cst(0), ZERO),
        Pat(imm("c"), materialize_int),
        Pat(N.SELECT(reg("c", "i64"), reg("t"), reg("f")), select_value),
        *_bit_select_patterns(),
    ]
    return pats


def _is_bit(v: int) -> bool:
    return 0 < v < (1 << 63) and v & (v - 1) == 0


def _bit_select_patterns() -> list[Pat]:
    """`select ((x & 2^k) == 0), 0, t` (and the `!= 0 ? t : 0` twin) is t masked by bit k
    of x smeared over the register: `and (srai (slli x, 63-k), 63), t`, three instructions
    and no branch (LLVM's DAGCombiner foldSelectCCToShiftAnd). CRC and bit-serial code is
    full of it."""
    up = xf.of("63-log2", lambda v: 63 - (v.bit_length() - 1), "m")

    def smear() -> Out:
        return I.SRAI(I.SLLI("a", up), 63)
    bit = N.AND(reg("a", "i64"), const(_is_bit, "m", "2^k"))
    return [
        Pat(N.SELECT(N.SETCC(bit, cst(0), cond("eq")), cst(0), reg("t", "i64")),
            I.AND(smear(), "t")),
        Pat(N.SELECT(N.SETCC(bit, cst(0), cond("ne")), reg("t", "i64"), cst(0)),
            I.AND(smear(), "t")),
        # bit 0 tested as the i1 itself: select (x & 1), t, 0
        Pat(N.SELECT(N.AND(reg("a", "i64"), cst(1)), reg("t", "i64"), cst(0)),
            I.AND(I.SRAI(I.SLLI("a", 63), 63), "t")),
    ]


def _fp_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt, ext in FP_EXT.items():
        a, b = reg("a", vt), reg("b", vt)
        pats += [
            Pat(N.FADD(a, b), _fi("FADD", vt)("a", "b"), requires=ext),
            Pat(N.FSUB(a, b), _fi("FSUB", vt)("a", "b"), requires=ext),
            Pat(N.FMUL(a, b), _fi("FMUL", vt)("a", "b"), requires=ext),
            Pat(N.FDIV(a, b), _fi("FDIV", vt)("a", "b"), requires=ext),
            Pat(N.FSQRT(a), _fi("FSQRT", vt)("a"), requires=ext),
            Pat(N.FNEG(a), _fi("FNEG", vt)("a"), requires=ext),
            Pat(N.FABS(a), _fi("FABS", vt)("a"), requires=ext),
            Pat(N.FCOPYSIGN(a, b), _fi("FSGNJ", vt)("a", "b"), requires=ext),
            Pat(N.FCOPYSIGN(a, N.FNEG(b)), _fi("FSGNJN", vt)("a", "b"), requires=ext),
            Pat(N.FMINNUM(a, b), _fi("FMIN", vt)("a", "b"), requires=ext),
            Pat(N.FMAXNUM(a, b), _fi("FMAX", vt)("a", "b"), requires=ext),
            # fused multiply-add family (spec 11.6): rs1*rs2 + rs3 with negations
            Pat(N.FMA(a, b, reg("c", vt)), _fi("FMADD", vt)("a", "b", "c"), requires=ext),
            Pat(N.FMA(a, b, N.FNEG(reg("c", vt))), _fi("FMSUB", vt)("a", "b", "c"),
                requires=ext),
            Pat(N.FMA(N.FNEG(a), b, reg("c", vt)), _fi("FNMSUB", vt)("a", "b", "c"),
                requires=ext),
            Pat(N.FMA(N.FNEG(a), b, N.FNEG(reg("c", vt))), _fi("FNMADD", vt)("a", "b", "c"),
                requires=ext),
            # conversions: to integer with rtz (C truncation), from i64 or sign-extended i32
            Pat(N.FP_TO_SINT(a, vt="i64"), _fi("FCVT_L", vt)("a"), requires=ext),
            Pat(N.FP_TO_UINT(a, vt="i64"), _fi("FCVT_LU", vt)("a"), requires=ext),
            Pat(N.SINT_TO_FP(reg("x", "i64"), vt=vt), I.INSTRS[f"FCVT_{_FP[vt]}_L"]("x"),
                requires=ext),
            Pat(N.UINT_TO_FP(reg("x", "i64"), vt=vt), I.INSTRS[f"FCVT_{_FP[vt]}_LU"]("x"),
                requires=ext),
            Pat(N.SINT_TO_FP(sext32(reg("x", "i64")), vt=vt), I.INSTRS[f"FCVT_{_FP[vt]}_W"]("x"),
                requires=ext),
            Pat(N.UINT_TO_FP(zx32("x"), vt=vt), I.INSTRS[f"FCVT_{_FP[vt]}_WU"]("x"),
                requires=ext),
            # constants: +0.0 is fmv from x0; the rest through the integer materialiser
            Pat(N.CONSTANT_FP(vt=vt, pred=lambda n: n.attr == 0),
                (I.FMV_W_X if vt == "f32" else I.FMV_D_X)(ZERO), requires=ext),
            Pat(N.CONSTANT_FP(vt=vt), materialize_fp, requires=ext),
        ]
    pats += [
        Pat(N.FP_EXTEND(reg("a", "f32"), vt="f64"), I.FCVT_D_S("a"), requires="d"),
        Pat(N.FP_ROUND(reg("a", "f64"), vt="f32"), I.FCVT_S_D("a"), requires="d"),
        Pat(N.BITCAST(reg("a", "i64"), vt="f64"), I.FMV_D_X("a"), requires="d"),
        Pat(N.BITCAST(reg("a", "f64"), vt="i64"), I.FMV_X_D("a"), requires="d"),
        Pat(N.BITCAST(reg("a", "i64"), vt="f32"), I.FMV_W_X("a"), requires="f"),
        Pat(N.BITCAST(reg("a", "f32"), vt="i64"), I.FMV_X_W("a"), requires="f"),
        # lowering.py's nodes: the low 32 bits of a GPR as f32 and back (fmv.w.x, fmv.x.w)
        Pat(node_of(RVOp.FMV_W_X_RV64, reg("a", "i64")), I.FMV_W_X("a"), requires="f"),
        Pat(node_of(RVOp.FMV_W_X_RV64, imm("c")), materialize_f32_bits, requires="f"),
        Pat(node_of(RVOp.FMV_X_ANYEXTW_RV64, reg("a", "f32")), I.FMV_X_W("a"), requires="f"),
    ]
    return pats


# --------------------------------------------------------------------------- control, frame

def _callseq(instr: Any) -> Any:
    """CALLSEQ_START/END -> PseudoADJCALLSTACKDOWN/UP (attr: outgoing argument bytes):
    frame lowering deletes them, or makes them move sp in functions with dynamic allocas."""
    def hook(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
        sel.emit(instr, [node_.attr if isinstance(node_.attr, int) else 0])
        return []
    hook.__name__ = f"callseq_{instr.name}"
    return hook


def _control_patterns() -> list[Pat]:
    return [
        Pat(N.CALLSEQ_START(variadic=True), _callseq(I.PseudoADJCALLSTACKDOWN)),
        Pat(N.CALLSEQ_END(variadic=True), _callseq(I.PseudoADJCALLSTACKUP)),
        Pat(N.BR(bb("d")), I.PseudoBR("d")),
        Pat(N.BRIND(reg("a", "i64")), I.PseudoBRIND("a")),
        Pat(N.CALL(sym("f"), variadic=True), I.PseudoCALL("f")),
        Pat(N.CALL(reg("f", "i64"), variadic=True), I.PseudoCALLIndirect("f")),
        Pat(N.RET(variadic=True), I.PseudoRET()),
        Pat(N.TRAP(), I.UNIMP()),
        Pat(sym("s"), medlow.symbol_address),
        Pat(got_sym("s"), I.PseudoLGA("s")),
        Pat(fi("f"), I.ADDI("f", 0)),
        Pat(N.ADD(fi("f"), imm("c")), I.ADDI("f", "c")),
    ]


PATTERNS: list[Pat] = [
    *_int_patterns(),
    *_compare_patterns(),
    *_memory_patterns(),
    *_fp_patterns(),
    *_control_patterns(),
    *tls.PATTERNS,
    *_atomic_patterns(),
]
