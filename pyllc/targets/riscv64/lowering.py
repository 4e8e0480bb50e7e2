"""RISC-V 64 legalization actions and the named lowering hooks the tables refer to.

Contract: `actions_for(features)` gives the (op, vt) -> action table consulted by
isel/legalize_ops.py for a feature set (`m a f d c zba zbb`); the `lower_<op>` hooks
(CUSTOM actions) are called as `hook(dag, node) -> list[Value]` (one value per result of
`node`) during operation legalization; the machine-level hooks (`copy_phys`,
`store_to_slot`, `load_from_slot`, `expand_isel_pseudos`, `format_sym`) are called by
regalloc/, the pipeline and the asm printer. Generic expansions live in isel/; only what
is specific to RISC-V is here.

Legality in short (LLVM RISCVISelLowering.cpp makes the same choices):
- only i64, f32, f64 are legal types; narrower integer ops are promoted by the type
  legalizer (the selector may use the *W instructions for sext_inreg(op)).
- M: mul/mulh/div/rem legal; without M they are libcalls to libgcc's `__muldi3`,
  `__divdi3`, `__udivdi3`, `__moddi3`, `__umoddi3`.
- no rotates, bit counts, byte swaps or min/max in the base ISA: Expand (Zbb: Legal).
- FP compares: only feq/flt/fle exist, so `setcc:oeq/olt/ole` are legal and every other
  float predicate is expanded (swapped or inverted) by the generic legalizer.
- no conditional move: SELECT is selected to PseudoSELECT_* (a branch diamond made by
  `expand_isel_pseudos`), SELECT_CC and BR_CC are expanded to SELECT/BRCOND of SETCC,
  and the branch patterns match `brcond(setcc a, b, cc)` into beq/bne/blt/bge/bltu/bgeu.
- frem and the rounding functions are libm calls (fmod, floor, ...).
- addresses (GlobalAddress, ExternalSymbol, ConstantPool, JumpTable, BlockAddress) are
  Legal: under the default small code model (medlow, as llc-16) the patterns select
  `lui %hi` + `addi %lo` (R_RISCV_HI20 / LO12_I; the image lies below 2 GiB), whose low
  part then folds into loads and stores and whose `lui` is shared (medlow.py); under
  -code-model=medium (medany) and PIC, PseudoLA (`lla rd, sym`: auipc + addi with
  R_RISCV_PCREL_HI20 / R_RISCV_PCREL_LO12_I, position-independent within +-2 GiB).
- FP constants are built in a GPR and moved with fmv.d.x / fmv.w.x (`lower_ConstantFP`)
  instead of a constant-pool load: one load fewer, no data.
- cmpxchg (ATOMIC_CMP_SWAP, i32/i64) is selected to PseudoCmpXchg32/64, which
  `expand_isel_pseudos` turns into an LR/SC loop; atomicrmw maps to the AMOs.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.codegen.dag import Mem, Node, SelectionDAG
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, Sym
from pyllc.codegen.opcodes import RMW_OPERATIONS, Op
from pyllc.codegen.records import COPY, CUSTOM, EXPAND, LEGAL, PROMOTE, LibCall, Reg
from pyllc.codegen.redundant_masks import remove_redundant_masks
from pyllc.codegen.target import FrameChain, InstrInfo, MCInfo, TargetLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.riscv64 import hints, medlow
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.medlow import fold_low_parts, share_constants
from pyllc.targets.riscv64.registers import FPR64, GPR, ZERO
from pyllc.targets.riscv64.sextw import remove_redundant_sext_w, widen_to_w_forms
from pyllc.targets.riscv64.zext import remove_guarded_zext

DEFAULT_FEATURES = frozenset({"m", "a", "f", "d", "c"})   # rv64gc, as clang assumes on Linux
KNOWN_FEATURES = frozenset({"m", "a", "f", "d", "c", "zba", "zbb"})


class RVOp:
    """RISC-V specific DAG nodes (LLVM's RISCVISD::), produced only by hooks below.

    f32 = FMV_W_X_RV64(i64)   the low 32 bits of a GPR as an f32 (fmv.w.x)
    i64 = FMV_X_ANYEXTW_RV64(f32)   an f32's bits in a GPR, upper bits unspecified (fmv.x.w)
    """
    FMV_W_X_RV64 = "riscv.fmv_w_x_rv64"
    FMV_X_ANYEXTW_RV64 = "riscv.fmv_x_anyextw_rv64"


# --------------------------------------------------------------------------- actions

_FLOAT_SETCC_LEGAL = ("oeq", "olt", "ole")
_FLOAT_SETCC_EXPAND = ("ogt", "oge", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule",
                       "une", "true", "false")
_CHAIN_VTS = ("ch", "Other")     # key spellings for chain-only nodes (VASTART, STACKRESTORE)


def actions_for(features: Iterable[str]) -> dict[tuple[str, str], Any]:
    """The legalization table for a feature set; (op, vt) pairs not listed are LEGAL."""
    feats = frozenset(features)
    a: dict[tuple[str, str], Any] = {}
    x = "i64"
    # -- integer multiply / divide (spec ch. 7, "M" Standard Extension)
    if "m" in feats:
        for op in (Op.MUL, Op.MULHS, Op.MULHU, Op.SDIV, Op.UDIV, Op.SREM, Op.UREM):
            a[(op, x)] = LEGAL
    else:
        a[(Op.MUL, x)] = LibCall("__muldi3")
        a[(Op.SDIV, x)] = LibCall("__divdi3")
        a[(Op.UDIV, x)] = LibCall("__udivdi3")
        a[(Op.SREM, x)] = LibCall("__moddi3")
        a[(Op.UREM, x)] = LibCall("__umoddi3")
        a[(Op.MULHS, x)] = EXPAND
        a[(Op.MULHU, x)] = EXPAND
    for op in (Op.SMUL_LOHI, Op.UMUL_LOHI, Op.SDIVREM, Op.UDIVREM,
               Op.SHL_PARTS, Op.SRA_PARTS, Op.SRL_PARTS,
               Op.UADDO, Op.USUBO, Op.SADDO, Op.SSUBO, Op.UMULO, Op.SMULO,
               Op.ADDCARRY, Op.SUBCARRY, Op.ABS, Op.BITREVERSE,
               Op.SELECT_CC, Op.BR_CC, Op.BR_JT):
        a[(op, x)] = EXPAND
    # -- bit manipulation: base ISA has none (Zbb: clz/ctz/cpop/rev8/rol/ror/min/max)
    zbb = LEGAL if "zbb" in feats else EXPAND
    for op in (Op.ROTL, Op.ROTR, Op.CTPOP, Op.CTLZ, Op.CTTZ, Op.BSWAP,
               Op.SMIN, Op.SMAX, Op.UMIN, Op.UMAX):
        a[(op, x)] = zbb
    # SIGN_EXTEND_INREG is keyed by the *inner* type, as in LLVM: i32 is sext.w (addiw),
    # i8/i16 need slli+srai unless Zbb has sext.b/sext.h; i1 is always shifted.
    a[(Op.SIGN_EXTEND_INREG, "i32")] = LEGAL
    a[(Op.SIGN_EXTEND_INREG, "i16")] = zbb
    a[(Op.SIGN_EXTEND_INREG, "i8")] = zbb
    a[(Op.SIGN_EXTEND_INREG, "i1")] = EXPAND
    # -- memory: lb/lbu/lh/lhu/lw/lwu/ld, sb/sh/sw/sd (spec 2.6, 5.3)
    for mem in ("i8", "i16", "i32"):
        for ext in ("sext", "zext", "anyext"):
            a[(f"load_ext:{ext}:{mem}", x)] = LEGAL
        a[(f"truncstore:{mem}", x)] = LEGAL
    for ext in ("sext", "zext", "anyext"):
        a[(f"load_ext:{ext}:i1", x)] = PROMOTE
    a[("load_ext:anyext:f32", "f64")] = EXPAND      # no extending FP loads: fld + fcvt.d.s
    a[("truncstore:f32", "f64")] = EXPAND
    # -- stack, varargs: the named hooks below
    for vt in _CHAIN_VTS:
        a[(Op.VASTART, vt)] = CUSTOM
        a[(Op.VACOPY, vt)] = CUSTOM          # va_list is a plain pointer: load + store
        a[(Op.VAEND, vt)] = CUSTOM           # nothing to do
    for vt in ("i64", "f64", "f32"):
        a[(Op.VAARG, vt)] = CUSTOM
    # -- floating point (spec ch. 11 "F", ch. 12 "D")
    for vt, ext in (("f32", "f"), ("f64", "d")):
        if ext not in feats:
            continue
        a[(Op.CONSTANT_FP, vt)] = CUSTOM    # integer + fmv.d.x / fmv.w.x, no constant pool
        # fmadd/fmsub/fnmadd/fnmsub, fsgnj, fmin/fmax (IEEE 754-2008 minNum/maxNum, spec
        # 11.6) exist: Legal, overriding the generic default of Expand for these.
        for op in (Op.FMA, Op.FCOPYSIGN, Op.FMINNUM, Op.FMAXNUM):
            a[(op, vt)] = LEGAL
        a[(Op.FREM, vt)] = LibCall("fmodf" if vt == "f32" else "fmod")
        for op, fn in ((Op.FFLOOR, "floor"), (Op.FCEIL, "ceil"), (Op.FTRUNC, "trunc"),
                       (Op.FROUND, "round"), (Op.FRINT, "rint")):
            a[(op, vt)] = LibCall(fn + "f" if vt == "f32" else fn)
        for op in (Op.SELECT_CC, Op.BR_CC):
            a[(op, vt)] = EXPAND
        for cc in _FLOAT_SETCC_LEGAL:
            a[(f"setcc:{cc}", vt)] = LEGAL
        for cc in _FLOAT_SETCC_EXPAND:
            a[(f"setcc:{cc}", vt)] = EXPAND
    if "a" not in feats:
        for op in (Op.ATOMIC_RMW, Op.ATOMIC_CMP_SWAP):
            a[(op, x)] = EXPAND
    # sub-word atomics and nand need masked LR/SC loops (LLVM's masked atomic
    # intrinsics), not built yet: they call the atomic library instead
    for mvt in ("i8", "i16"):
        a[(f"atomic_cmp_swap:{mvt}", x)] = EXPAND
        for operation in RMW_OPERATIONS:
            a[(f"atomic_rmw:{operation}:{mvt}", x)] = EXPAND
    for mvt in ("i32", "i64"):
        a[(f"atomic_rmw:nand:{mvt}", x)] = EXPAND
    return a


def parse_features(spec: str | Iterable[str], base: frozenset[str] = DEFAULT_FEATURES
                   ) -> frozenset[str]:
    """`"+m,-a,+zbb"` (the "target-features" attribute / -mattr) applied to `base`.
    Unknown features (`+relax`, `-save-restore`, `+zicsr`...) are accepted and ignored,
    as llc does with features that do not change code generation here."""
    items = spec.split(",") if isinstance(spec, str) else list(spec)
    feats = set(base)
    for item in items:
        item = item.strip()
        if not item:
            continue
        sign, name = (item[0], item[1:]) if item[0] in "+-" else ("+", item)
        if name not in KNOWN_FEATURES:
            continue
        if sign == "+":
            feats.add(name)
            if name == "d":
                feats.add("f")         # D implies F (spec 12.1)
        else:
            feats.discard(name)
            if name == "f":
                feats.discard("d")
    return frozenset(feats)


# --------------------------------------------------------------------------- DAG hooks


def lower_ConstantFP(dag: SelectionDAG, node: Node) -> list[Any]:
    """An FP constant from its bit pattern in a GPR (lui/addi/slli sequences are the
    selector's constant materialization), moved with fmv.d.x / fmv.w.x."""
    bits = dag.constant(node.attr, "i64")
    if node.vt == "f64":
        return [dag.val(Op.BITCAST, "f64", bits)]
    return [dag.val(RVOp.FMV_W_X_RV64, "f32", bits)]


def lower_vastart(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VASTART(ch, ptr)`: *ptr = address of the first variadic argument.

    RISC-V's va_list is a plain pointer (psABI "Variadic functions"): the argument
    lowering (isel/build.py `_setup_varargs`) stores the unnamed argument registers
    a<k>..a7 in a fixed object right below the incoming stack arguments, so registers
    and stack slots form one array; va_start points at its first slot."""
    chain, ptr = node.ops
    fi = dag.mf.frame.vararg_save_area
    if fi is None:
        raise UnsupportedError(f"{dag.mf.name}: va_start in a function without a vararg "
                               "save area")
    addr = dag.val(Op.FRAME_INDEX, "i64", attr=fi)
    st = dag.node(Op.STORE, ("ch",), (chain, addr, ptr), Mem("i64", "", 8))
    return [(st, 0)]


def lower_vacopy(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VACOPY(ch, dst, src)`: va_list is one pointer, so *dst = *src."""
    chain, dst, src = node.ops
    ld = dag.node(Op.LOAD, ("i64", "ch"), (chain, src), Mem("i64", "", 8))
    st = dag.node(Op.STORE, ("ch",), ((ld, 1), (ld, 0), dst), Mem("i64", "", 8))
    return [(st, 0)]


def lower_vaend(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VAEND(ch, ptr)`: nothing to release."""
    return [node.ops[0]]


def lower_vaarg(dag: SelectionDAG, node: Node) -> list[Any]:
    """`val, ch = VAARG(ch, ptr)` (attr: alignment): load the cursor, align it for
    2*XLEN-aligned values (psABI: "variadic arguments with 2*XLEN alignment are passed
    in an aligned register pair", so their save-area slot is 16-aligned too), load the
    value, store the cursor bumped by one 8-byte slot."""
    chain, ptr = node.ops
    vt = node.vt
    ld = dag.node(Op.LOAD, ("i64", "ch"), (chain, ptr), Mem("i64", "", 8))
    cur, chain = (ld, 0), (ld, 1)
    align = node.attr if isinstance(node.attr, int) else 8
    if align > 8:
        cur = dag.val(Op.AND, "i64", dag.val(Op.ADD, "i64", cur, dag.constant(align - 1, "i64")),
                      dag.constant(-align, "i64"))
    val = dag.node(Op.LOAD, (vt, "ch"), (chain, cur), Mem(vt, "", 8))
    nxt = dag.val(Op.ADD, "i64", cur, dag.constant(8, "i64"))
    st = dag.node(Op.STORE, ("ch",), ((val, 1), nxt, ptr), Mem("i64", "", 8))
    return [(val, 0), (st, 0)]




# --------------------------------------------------------------------------- machine hooks

def _is_fpr(reg: Any) -> bool:
    return reg in FPR64.regs


class RV64InstrInfo(InstrInfo):
    """Moves, spills and reloads (sd/ld, fsd/fld, fsw/flw), branch inversion and the
    pseudos that need control flow."""

    def copy_phys(self, dst: Reg, src: Reg) -> list[MachineInstr]:
        """fmv.d copies all 64 bits, so it is right for NaN-boxed f32 values too;
        cross-file moves keep the bit pattern."""
        d_fp, s_fp = _is_fpr(dst), _is_fpr(src)
        if d_fp and s_fp:
            return [MachineInstr(I.FMV_D, [dst, src])]
        if d_fp:
            return [MachineInstr(I.FMV_D_X, [dst, src])]
        if s_fp:
            return [MachineInstr(I.FMV_X_D, [dst, src])]
        if src is ZERO:
            # `addi rd, zero, 0` (llc's `li rd, 0`): the same word as `mv rd, zero`, but
            # GNU as compresses it (c.li), and `mv` from zero it does not
            return [MachineInstr(I.ADDI, [dst, ZERO, 0])]
        return [MachineInstr(I.MV, [dst, src])]

    def invert_branch(self, mi: MachineInstr, target: MachineBasicBlock) -> MachineInstr | None:
        inverse = I.INVERSE_BRANCH.get(mi.instr)
        if inverse is None:
            return None
        return MachineInstr(inverse, [mi.ops[0], mi.ops[1], target])

    def allocation_hints(self, mf: MachineFunction) -> dict[int, list[tuple[Any, Any]]]:
        return hints.allocation_hints(mf)

    def expand_isel_pseudos(self, mf: MachineFunction) -> None:
        expand_isel_pseudos(mf)
        if mf.info.get("opt_level", 2) >= 1 and mf.blocks:
            share_constants(mf)        # before folding: LLVM's MachineCSE precedes
        if medlow.uses_medlow(mf):     # RISCVMergeBaseOffset
            fold_low_parts(mf)
        if mf.info.get("opt_level", 2) >= 1:
            widen_to_w_forms(mf)
            remove_redundant_sext_w(mf)
            remove_guarded_zext(mf)
            remove_redundant_masks(mf, {I.LBU: 0xFF, I.LHU: 0xFFFF}, (I.ANDI,))


INSTR_INFO = RV64InstrInfo({"GPR": (I.SD, I.LD), "FPR64": (I.FSD, I.FLD), "FPR32": (I.FSW, I.FLW)},
                           spill_classes=(FPR64, GPR))


def format_sym(sym: Sym) -> str:
    """Operand text of a symbol (spec ch. 25 / GNU as): `%hi(x)`, `%lo(x)`,
    `%pcrel_hi(x)`, `%pcrel_lo(.Lpcrel_hi0)` (the label of the auipc), plain `x+8`."""
    base = sym.name + (f"{sym.offset:+d}" if sym.offset else "")
    if sym.modifier in (None, "call_plt", "got"):
        return base                         # a GOT entry: `la rd, sym` (under .option pic)
    if sym.modifier == "plt":
        return f"{base}@plt"                # PIC: `call sym@plt`, as llc prints it
    if sym.modifier in ("hi", "lo", "pcrel_hi", "pcrel_lo", "tprel_hi", "tprel_lo",
                        "tprel_add"):
        return f"%{sym.modifier}({base})"
    raise ValueError(f"unknown RISC-V symbol modifier {sym.modifier!r}")


_SELECTS = frozenset({I.PseudoSELECT_GPR, I.PseudoSELECT_FPR32, I.PseudoSELECT_FPR64})
_CMPXCHG = {I.PseudoCmpXchg32: (I.INSTRS["LR_W_AQRL"], I.INSTRS["SC_W_RL"]),
            I.PseudoCmpXchg64: (I.INSTRS["LR_D_AQRL"], I.INSTRS["SC_D_RL"])}


def expand_isel_pseudos(mf: MachineFunction) -> None:
    """Expand the pseudos that need control flow (LLVM's custom inserters): PseudoCmpXchg*
    into its LR/SC loop (see instrs.py), and PseudoSELECT_* into a branch diamond (LLVM's
    Select_GPR_Using_CC_GPR). Runs before register allocation, on virtual registers, so
    the allocator sees the loop and keeps addr/cmp/new live around it:

        head:  ...                          head:  ...
               rd = SELECT c, t, f    ==>          rd = COPY t
               rest...                             bne c, zero, tail
                                        false:     rd = COPY f        (falls through)
                                        tail:      rest...

    When `c` is read only by the select and made in the same block by seqz/snez/slt/sltu
    (no operand redefined in between), that instruction goes and the branch tests its
    operands itself (beq x, zero / bne x, zero / blt a, b / bltu a, b), as LLVM's select
    on a condition code does.

    Requires: MIR on virtual registers, blocks in layout order (fall-through = next).
    Maintains: succs/preds; the new blocks follow `head` in `mf.blocks`.
    """
    uses: dict[Any, int] = {}
    for block in mf.blocks:
        for mi in block.instrs:
            if mi.instr in _SELECTS:
                for op in mi.uses():
                    uses[op] = uses.get(op, 0) + 1
    if uses:
        for block in mf.blocks:
            for mi in block.instrs:
                if mi.instr not in _SELECTS:
                    for op in mi.uses():
                        uses[op] = uses.get(op, 0) + 1
    i = 0
    while i < len(mf.blocks):
        head = mf.blocks[i]
        for idx, mi in enumerate(head.instrs):
            if mi.instr in _SELECTS:
                _split_select(mf, i, idx, mi, uses)
                break
            if mi.instr in _CMPXCHG:
                _split_cmpxchg(mf, i, idx, mi)
                break
        i += 1
    mf.renumber()


def _split_at(mf: MachineFunction, pos: int, idx: int, names: tuple[str, ...]
              ) -> list[MachineBasicBlock]:
    """Cut block `pos` before instruction `idx` (which is dropped); the instructions after
    it and the block's successors move to the last of the new blocks `names`, which are
    placed right after it."""
    head = mf.blocks[pos]
    new = [MachineBasicBlock(0, f"{head.name}.{n}", head.ir_block) for n in names]
    mf.blocks[pos + 1:pos + 1] = new
    tail = new[-1]
    for rest in head.instrs[idx + 1:]:
        tail.append(rest)
    del head.instrs[idx:]
    for s in head.succs:
        s.preds = [tail if p is head else p for p in s.preds]
    tail.succs, head.succs = head.succs, []
    return new


def _split_cmpxchg(mf: MachineFunction, pos: int, idx: int, mi: MachineInstr) -> None:
    head = mf.blocks[pos]
    rd, addr, cmp, new = mi.ops
    lr, sc = _CMPXCHG[mi.instr]
    loop, store, done = _split_at(mf, pos, idx, ("cmpxchg.loop", "cmpxchg.sc", "cmpxchg.done"))
    flag = mf.new_vreg(GPR)
    loop.append(MachineInstr(lr, [rd, addr]))
    loop.append(MachineInstr(I.BNE, [rd, cmp, done]))
    store.append(MachineInstr(sc, [flag, addr, new]))
    store.append(MachineInstr(I.BNE, [flag, ZERO, loop]))
    head.add_succ(loop)
    loop.add_succ(store)
    loop.add_succ(done)
    store.add_succ(loop)
    store.add_succ(done)


# condition-setting instruction -> (branch taken when the condition is true, its operands)
_FOLD_COND = {I.SEQZ: (I.BEQ, lambda ops: [ops[1], ZERO]),
              I.SNEZ: (I.BNE, lambda ops: [ops[1], ZERO]),
              I.SLT: (I.BLT, lambda ops: [ops[1], ops[2]]),
              I.SLTU: (I.BLTU, lambda ops: [ops[1], ops[2]])}


def _fold_condition(head: MachineBasicBlock, idx: int, cond: Any, uses: dict[Any, int]
                    ) -> tuple[Any, list[Any]] | None:
    """The branch and operands that test `cond` directly, deleting its seqz/snez/slt/sltu
    from `head` (before `idx`), when the select is its only reader; else None."""
    if uses.get(cond, 0) != 1:
        return None
    for j in range(idx - 1, -1, -1):
        mi = head.instrs[j]
        defs = mi.defs()
        if cond in defs:
            fold = _FOLD_COND.get(mi.instr)
            if fold is None or len(defs) != 1:
                return None
            branch, operands = fold
            ops = operands(mi.ops)
            between = head.instrs[j + 1:idx]
            if any(op in other.defs() for other in between for op in ops):
                return None
            del head.instrs[j]
            return branch, ops
    return None


def _split_select(mf: MachineFunction, pos: int, idx: int, mi: MachineInstr,
                  uses: dict[Any, int]) -> None:
    head = mf.blocks[pos]
    rd, cond, tval, fval = mi.ops
    folded = _fold_condition(head, idx, cond, uses)
    if folded is not None:
        idx -= 1
    false_bb, tail = _split_at(mf, pos, idx, ("select.false", "select.tail"))
    head.append(MachineInstr(COPY, [rd, tval]))
    if folded is not None:
        branch, ops = folded
        head.append(MachineInstr(branch, [*ops, tail]))
    else:
        head.append(MachineInstr(I.BNE, [cond, ZERO, tail]))
    false_bb.append(MachineInstr(COPY, [rd, fval]))
    head.add_succ(false_bb)
    head.add_succ(tail)
    false_bb.add_succ(tail)


class RV64MCInfo(MCInfo):
    def format_sym(self, sym: Sym) -> str:
        return format_sym(sym)


LOWERING = TargetLowering({Op.VASTART: lower_vastart, Op.VAARG: lower_vaarg,
                           Op.VACOPY: lower_vacopy, Op.VAEND: lower_vaend,
                           Op.CONSTANT_FP: lower_ConstantFP},
                          # amomin/amomax .w/.d (A extension); i8/i16: a cmpxchg loop
                          atomic_minmax_bits=frozenset({32, 64}))
# the frame record below s0 = the incoming sp (llvm.frameaddress/returnaddress): ra at
# s0-8, the caller's s0 at s0-16, as llc-16 walks it
LOWERING.frame_chain = FrameChain(caller_fp=-16, ret_addr=-8)
LOWERING.add_immediate = I.SIMM12.fits      # addi/addiw: 12-bit signed (RV64I 2.4)
