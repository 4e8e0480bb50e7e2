"""SPARC V8 legalization actions and the named lowering hooks the tables refer to.

Contract: `ACTIONS` is the (op, vt) -> action table consulted by isel/legalize_ops.py;
the `lower_<op>` hooks (CUSTOM) are called as `hook(dag, node) -> list[Value]`; the
machine-level hooks (`copy_phys`, `store_to_slot`, `load_from_slot`,
`expand_isel_pseudos`, `format_sym`, `to_caller_window`, `keystone_*`) are called by
isel/calls.py, regalloc/, the pipeline, the asm printer and the MC layer.

Legality in short (LLVM's SparcISelLowering.cpp makes the same choices for V8):
- i32 is the only integer type; i64 is split into i32 pairs by the type legalizer
  (add/sub: addcc + addxcc / subcc + subxcc through icc, carry.py; UADDO/ADDCARRY
  are Expand);
- mul: smul (low word); mulhs/mulhu: smul/umul then `rd %y`; sdiv/udiv: %y must hold
  the dividend's high word first (`wr`); rem = a - (a / b) * b (Expand);
- no rotates, bit counts, byte swaps, min/max: Expand;
- compares: `cmp` + b<icc> / fcmp<s|d> + fb<fcc> cover every predicate, so all SETCC
  condition codes are legal; SELECT_CC/BR_CC are Expanded to SELECT/BRCOND of SETCC and
  the patterns fold them back into cmp + branch or a SELECT_CC_* diamond;
- there is no move between the integer and FP register files: BITCAST, int <-> FP
  conversions go through a stack slot (patterns.py);
- 64-bit division and FP <-> i64 conversions are calls to the compiler runtime.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, Node, SelectionDAG
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, Sym
from pyllc.codegen.opcodes import Op
from pyllc.codegen.records import COPY, CUSTOM, EXPAND, LEGAL, PROMOTE, LibCall, Reg
from pyllc.codegen.redundant_masks import remove_redundant_masks
from pyllc.codegen.target import FrameChain, InstrInfo, MCInfo, TargetLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.sparc import carry
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.delayslots import fill_delay_slots, fill_from_targets, prefer_back_edges
from pyllc.targets.sparc.fneg_double import expand_fneg_double
from pyllc.targets.sparc.registers import FPR32, FPR64, GPR, I7, O7, SP, F
from pyllc.targets.sparc.registers import I as IREGS
from pyllc.targets.sparc.registers import O as OREGS

_CHAIN_VTS = ("ch", "Other")


class SPOp:
    """SPARC specific DAG nodes (LLVM's SPISD::), produced only by hooks below.

    i32 = DYN_ALLOC_ADDR(new_sp)   the usable address of a dynamic alloca above the
                                   outgoing argument area (ADJDYNALLOC)
    ch = FLUSH_WINDOWS(ch)         `ta 3`: the register windows to memory (FLUSHW)
    """
    DYN_ALLOC_ADDR = "sparc.dyn_alloc_addr"
    FLUSH_WINDOWS = "sparc.flush_windows"


def _actions() -> dict[tuple[str, str], Any]:
    a: dict[tuple[str, str], Any] = {}
    x = "i32"
    for op in (Op.MUL, Op.MULHS, Op.MULHU, Op.SDIV, Op.UDIV):
        a[(op, x)] = LEGAL
    for op in (Op.SREM, Op.UREM, Op.SMUL_LOHI, Op.UMUL_LOHI, Op.SDIVREM, Op.UDIVREM,
               Op.SHL_PARTS, Op.SRA_PARTS, Op.SRL_PARTS,
               Op.UADDO, Op.USUBO, Op.SADDO, Op.SSUBO, Op.UMULO, Op.SMULO,
               Op.ADDCARRY, Op.SUBCARRY, Op.ABS, Op.BITREVERSE,
               Op.SELECT_CC, Op.BR_CC, Op.BR_JT,
               Op.ROTL, Op.ROTR, Op.CTPOP, Op.CTLZ, Op.CTTZ, Op.BSWAP,
               Op.SMIN, Op.SMAX, Op.UMIN, Op.UMAX):
        a[(op, x)] = EXPAND
    for inner in ("i1", "i8", "i16"):
        a[(Op.SIGN_EXTEND_INREG, inner)] = EXPAND
    for mem in ("i8", "i16"):
        for ext in ("sext", "zext", "anyext"):
            a[(f"load_ext:{ext}:{mem}", x)] = LEGAL
        a[(f"truncstore:{mem}", x)] = LEGAL
    for ext in ("sext", "zext", "anyext"):
        a[(f"load_ext:{ext}:i1", x)] = PROMOTE
    a[("load_ext:anyext:f32", "f64")] = EXPAND
    a[("truncstore:f32", "f64")] = EXPAND
    a[(Op.DYNAMIC_STACKALLOC, x)] = CUSTOM
    a[(Op.STACKSAVE, x)] = CUSTOM
    for vt in _CHAIN_VTS:
        a[(Op.STACKRESTORE, vt)] = CUSTOM
        a[(Op.VASTART, vt)] = CUSTOM
        a[(Op.VACOPY, vt)] = CUSTOM
        a[(Op.VAEND, vt)] = CUSTOM
    for vt in ("i32", "f32", "f64", "i64"):     # i64: a LOAD the type legalizer splits
        a[(Op.VAARG, vt)] = CUSTOM
    a[(Op.FP_TO_UINT, x)] = EXPAND
    # V8 has no compare-and-swap: atomics are calls into libatomic, like llc-16's
    for op in (Op.ATOMIC_LOAD, Op.ATOMIC_STORE, Op.ATOMIC_RMW, Op.ATOMIC_CMP_SWAP):
        a[(op, x)] = EXPAND          # ATOMIC_STORE is keyed by the stored value's type
    a[(Op.UINT_TO_FP, x)] = LEGAL      # patterns.uint_to_fp (the generic halving trick
                                        # loses the last bit for i32 -> f64)
    for vt in ("f32", "f64"):
        a[(Op.FREM, vt)] = LibCall("fmodf" if vt == "f32" else "fmod")
        for op, fn in ((Op.FFLOOR, "floor"), (Op.FCEIL, "ceil"), (Op.FTRUNC, "trunc"),
                       (Op.FROUND, "round"), (Op.FRINT, "rint")):
            a[(op, vt)] = LibCall(fn + "f" if vt == "f32" else fn)
        for op in (Op.SELECT_CC, Op.BR_CC, Op.FMA, Op.FCOPYSIGN, Op.FMINNUM, Op.FMAXNUM):
            a[(op, vt)] = EXPAND
    return a


ACTIONS = _actions()


# --------------------------------------------------------------------------- DAG hooks

def _copy_from_sp(dag: SelectionDAG, chain: Any) -> tuple[Any, Any]:
    n = dag.node(Op.COPY_FROM_REG, ("i32", "ch", "glue"), (chain, dag.register(SP, "i32")))
    return (n, 0), (n, 1)


def _copy_to_sp(dag: SelectionDAG, chain: Any, value: Any) -> Any:
    n = dag.node(Op.COPY_TO_REG, ("ch", "glue"), (chain, dag.register(SP, "i32"), value))
    return (n, 0)


def _sp_moves(dag: SelectionDAG) -> None:
    if dag.mf is not None:
        dag.mf.frame.has_dynamic_alloca = True


def lower_dynamic_stackalloc(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ptr, ch = DYNAMIC_STACKALLOC(ch, size, align)`: %sp -= align_up(size, 16); the
    object starts above the new %sp's window save area and outgoing arguments, an amount
    only frame lowering knows (ADJDYNALLOC, LLVM's SPISD::GETDYNAMICALLOCA idea)."""
    chain, size, align_v = node.ops
    _sp_moves(dag)
    sp, chain = _copy_from_sp(dag, chain)
    size16 = dag.val(Op.AND, "i32", dag.val(Op.ADD, "i32", size, dag.constant(15, "i32")),
                     dag.constant(-16 & 0xFFFFFFFF, "i32"))
    new = dag.val(Op.SUB, "i32", sp, size16)
    align = dag.const_value(align_v) or 0
    if align > 16:
        new = dag.val(Op.AND, "i32", new, dag.constant(-align & 0xFFFFFFFF, "i32"))
    chain = _copy_to_sp(dag, chain, new)
    addr = dag.val(SPOp.DYN_ALLOC_ADDR, "i32", new)
    return [addr, chain]


def lower_stacksave(dag: SelectionDAG, node: Node) -> list[Any]:
    _sp_moves(dag)
    sp, chain = _copy_from_sp(dag, node.ops[0])
    return [sp, chain]


def lower_stackrestore(dag: SelectionDAG, node: Node) -> list[Any]:
    _sp_moves(dag)
    return [_copy_to_sp(dag, node.ops[0], node.ops[1])]


def lower_vastart(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VASTART(ch, ptr)`: va_list is a pointer to the first variadic word. The
    unnamed register words were stored to their home slots at %fp+68+4k by the formal
    argument lowering (isel/build.py `_setup_varargs`), so registers and stack words form
    one array (SCD 2.4.1, "Variable Argument List")."""
    chain, ptr = node.ops
    fi = dag.mf.frame.vararg_save_area
    if fi is None:
        raise UnsupportedError(f"{dag.mf.name}: va_start without a vararg save area")
    addr = dag.val(Op.FRAME_INDEX, "i32", attr=fi)
    st = dag.node(Op.STORE, ("ch",), (chain, addr, ptr), Mem("i32", "", 4))
    return [(st, 0)]


def lower_vacopy(dag: SelectionDAG, node: Node) -> list[Any]:
    chain, dst, src = node.ops
    ld = dag.node(Op.LOAD, ("i32", "ch"), (chain, src), Mem("i32", "", 4))
    st = dag.node(Op.STORE, ("ch",), ((ld, 1), (ld, 0), dst), Mem("i32", "", 4))
    return [(st, 0)]


def lower_vaend(dag: SelectionDAG, node: Node) -> list[Any]:
    return [node.ops[0]]


def lower_vaarg(dag: SelectionDAG, node: Node) -> list[Any]:
    """`val, ch = VAARG(ch, ptr)`: words are 4-byte aligned only (a double may start at
    any word), so f64 is loaded as two words; the cursor moves by the value's size."""
    chain, ptr = node.ops
    vt = node.vt
    ld = dag.node(Op.LOAD, ("i32", "ch"), (chain, ptr), Mem("i32", "", 4))
    cur, chain = (ld, 0), (ld, 1)
    size = 8 if vt in ("f64", "i64") else 4
    val = dag.node(Op.LOAD, (vt, "ch"), (chain, cur), Mem(vt, "", 4))
    nxt = dag.val(Op.ADD, "i32", cur, dag.constant(size, "i32"))
    st = dag.node(Op.STORE, ("ch",), ((val, 1), nxt, ptr), Mem("i32", "", 4))
    return [(val, 0), (st, 0)]


# --------------------------------------------------------------------------- calls

_CALLER = dict(zip(IREGS, OREGS))


def to_caller_window(reg: Reg) -> Reg:
    """An argument/result register named in the callee's window (%i0-%i7) as the caller
    sees it (%o0-%o7): the `save` at the callee's entry renames one into the other."""
    return _CALLER.get(reg, reg)






def has_sret(mf: MachineFunction) -> bool:
    fn = mf.ir_function
    attrs = getattr(fn, "param_attrs", None) or ()
    # a result demoted to memory (isel/sret_demotion.py) is a structure return too
    return any("sret" in a for a in attrs if a) or bool(mf.info.get("demoted_sret"))


# --------------------------------------------------------------------------- machine hooks

class SparcInstrInfo(InstrInfo):
    """Moves: `mov` (or %g0, src, dst), `fmovs`, or two fmovs for a double pair (V8 has
    no fmovd); spills st/ld, stf/ldf, std/ldd; branch inversion; the select diamonds."""

    def copy_phys(self, dst: Reg, src: Reg) -> list[MachineInstr]:
        if dst in FPR64.regs and src in FPR64.regs:
            fd, fs = dst.enc, src.enc
            return [MachineInstr(I.FMOVS, [F[fd], F[fs]]),
                    MachineInstr(I.FMOVS, [F[fd + 1], F[fs + 1]])]
        if dst in FPR32.regs and src in FPR32.regs:
            return [MachineInstr(I.FMOVS, [dst, src])]
        if dst in GPR.regs and src in GPR.regs:
            return [MachineInstr(I.MOVrr, [dst, src])]
        raise UnsupportedError(f"no register move from {src.asm} to {dst.asm}")

    def invert_branch(self, mi: MachineInstr, target: MachineBasicBlock) -> MachineInstr | None:
        return invert_branch(mi, target)

    def expand_isel_pseudos(self, mf: MachineFunction) -> None:
        expand_isel_pseudos(mf)
        if mf.info.get("opt_level", 2) >= 1:
            remove_redundant_masks(mf, _NARROW_LOADS, (I.ANDri,))

    def post_ra(self, mf: MachineFunction, opt_level: int) -> None:
        expand_fneg_double(mf)
        if opt_level >= 2:
            prefer_back_edges(mf, invert_branch)
        fill_delay_slots(mf)        # every level: llc-16 fills slots at -O0 too
        if opt_level >= 2:
            fill_from_targets(mf)
        expand_getpcx(mf)


# zero-extending loads -> the bits they may set (codegen/redundant_masks.py)
_NARROW_LOADS = {I.LDUBri: 0xFF, I.LDUBrr: 0xFF, I.LDUHri: 0xFFFF, I.LDUHrr: 0xFFFF}

INSTR_INFO = SparcInstrInfo({"IntRegs": (I.STri, I.LDri), "FPRegs": (I.STFri, I.LDFri),
                             "DFPRegs": (I.STDFri, I.LDDFri)},
                            spill_classes=(FPR64, FPR32, GPR))


# PIC (-relocation-model=pic): GOT entries are written `%hi(x)` / `%lo(x)`, as llc-16
# writes them: the .s is for `as -KPIC` (what gcc -fPIC passes), which turns every
# %hi/%lo into R_SPARC_GOT22/GOT10 and every call of a global symbol into WPLT30; the
# GOT base is reached PC-relatively with %pc22/%pc10, which mean the same with or
# without -KPIC.
_PRINTED = {"hi": "hi", "lo": "lo", "got22": "hi", "got10": "lo", "pc22": "pc22", "pc10": "pc10",
            # TLS (sparc/tls.py)
            "tle_hix22": "tle_hix22", "tle_lox10": "tle_lox10", "tie_hi22": "tie_hi22",
            "tie_lo10": "tie_lo10", "tie_ld": "tie_ld", "tie_add": "tie_add"}
# (TLS_GD_CALL spells its %tgd_* operators in its template, on the bare symbol)


def format_sym(sym: Sym) -> str:
    """`%hi(x+8)` / `%lo(x+8)` / `x` (GNU as, SPARC: R_SPARC_HI22 / LO10 / WDISP30);
    PIC: `%hi(x)` / `%lo(x)` for GOT22/GOT10 (see above), `%pc22`/`%pc10`, calls `x`."""
    base = sym.name + (f"{sym.offset:+d}" if sym.offset else "")
    if sym.modifier in (None, "plt", "got13"):    # got13: a bare simm13 under -KPIC
        return base
    if sym.modifier in _PRINTED:
        return f"%{_PRINTED[sym.modifier]}({base})"
    raise ValueError(f"unknown SPARC symbol modifier {sym.modifier!r}")


def keystone_format_sym(sym: Sym) -> str:
    """Keystone sees a zero in place of the symbol; the relocation fills the field."""
    if sym.modifier in _KEYSTONE:
        return f"%{_KEYSTONE[sym.modifier]}(0)"
    if sym.modifier in TLS_MARKERS:
        return ""                      # encoder.respell drops the empty last operand
    return "0"


# the field each modifier fills, as Keystone knows it (the relocation sets the value)
_KEYSTONE = {"hi": "hi", "got22": "hi", "pc22": "hi", "lo": "lo", "got10": "lo", "pc10": "lo",
             "tle_hix22": "hi", "tle_lox10": "lo", "tie_hi22": "hi", "tie_lo10": "lo"}
# symbol operands that only mark an instruction for the linker (no field)
TLS_MARKERS = ("tie_ld", "tie_add")


_SYM_RELOC = {"hi": "R_SPARC_HI22", "lo": "R_SPARC_LO10", "got22": "R_SPARC_GOT22",
              "got10": "R_SPARC_GOT10", "pc22": "R_SPARC_PC22", "pc10": "R_SPARC_PC10",
              "got13": "R_SPARC_GOT13", "tle_hix22": "R_SPARC_TLS_LE_HIX22",
              "tle_lox10": "R_SPARC_TLS_LE_LOX10", "tie_hi22": "R_SPARC_TLS_IE_HI22",
              "tie_lo10": "R_SPARC_TLS_IE_LO10", "tie_ld": "R_SPARC_TLS_IE_LD",
              "tie_add": "R_SPARC_TLS_IE_ADD"}


def keystone_fixups(mi: MachineInstr, sym: Sym, code: bytes) -> list[tuple[int, str, int]]:
    if sym.modifier in (None, "plt"):
        if mi.instr is not I.CALL:
            raise UnsupportedError(f"a bare symbol operand in {mi.instr.name}")
        return [(0, "R_SPARC_WPLT30" if sym.modifier else "R_SPARC_WDISP30", sym.offset)]
    return [(0, _SYM_RELOC[sym.modifier], sym.offset)]


def expand_getpcx(mf: MachineFunction) -> None:
    """PIC: each `GETPCX rd` (the GOT base, selected by patterns.got_load) becomes, after
    delay slots are filled, llc's sequence (o7 = the call's address):
        call .+8                                   ! CALLpc8
         sethi %pc22(_GLOBAL_OFFSET_TABLE_+4), rd  ! in the delay slot: GOT - .-4
        or rd, %pc10(_GLOBAL_OFFSET_TABLE_+8), rd  ! GOT - (address of the call)
        add rd, %o7, rd                            ! GOT
    The addends are the distances from the call, so both halves compute the same value."""
    for block in mf.blocks:
        if not any(mi.instr is I.GETPCX for mi in block.instrs):
            continue
        out: list[MachineInstr] = []
        for mi in block.instrs:
            if mi.instr is not I.GETPCX:
                out.append(mi)
                continue
            rd = mi.ops[0]
            seq = [MachineInstr(I.CALLpc8, []),
                   MachineInstr(I.SETHI, [rd, Sym(GOT_SYMBOL, 4, "pc22")]),
                   MachineInstr(I.ORri, [rd, rd, Sym(GOT_SYMBOL, 8, "pc10")]),
                   MachineInstr(I.ADDrr, [rd, rd, O7])]
            for new in seq:
                new.parent = block
            out.extend(seq)
        block.instrs[:] = out


GOT_SYMBOL = "_GLOBAL_OFFSET_TABLE_"


# --------------------------------------------------------------------------- branch folding

# The negated condition of each b<icc> / fb<fcc> (manual B.21/B.22: the fcc conditions
# are sets of {E, L, G, U}; the inverse is the complementary set).
INVERSE_ICC = {"e": "ne", "ne": "e", "g": "le", "le": "g", "ge": "l", "l": "ge",
               "gu": "leu", "leu": "gu", "cc": "cs", "cs": "cc", "pos": "neg", "neg": "pos",
               "vc": "vs", "vs": "vc"}
INVERSE_FCC = {"e": "ne", "ne": "e", "g": "ule", "ule": "g", "ug": "le", "le": "ug",
               "l": "uge", "uge": "l", "ul": "ge", "ge": "ul", "lg": "ue", "ue": "lg",
               "u": "o", "o": "u"}
_COND_OF = {**{v: ("icc", k) for k, v in I.BCOND.items()},
            **{v: ("fcc", k) for k, v in I.FBCOND.items()}}


def invert_branch(mi: MachineInstr, target: MachineBasicBlock) -> MachineInstr | None:
    """`b<cc> X` -> `b<!cc> target` (codegen/branch_folding.py)."""
    kind, cc = _COND_OF.get(mi.instr, (None, None))
    if kind == "icc" and cc in INVERSE_ICC:
        return MachineInstr(I.BCOND[INVERSE_ICC[cc]], [target])
    if kind == "fcc" and cc in INVERSE_FCC:
        return MachineInstr(I.FBCOND[INVERSE_FCC[cc]], [target])
    return None


# --------------------------------------------------------------------------- select diamonds

_SELECTS = {**{v: (I.BCOND, "icc") for v in I.SELECT_ICC.values()},
            **{v: (I.FBCOND, "fcc") for v in I.SELECT_FCC.values()}}


def expand_isel_pseudos(mf: MachineFunction) -> None:
    """Expand SELECT_CC_* (LLVM's custom inserter for SPARC selects) into a diamond,
    on virtual registers before register allocation:

        head:  cmp a, b                       head:  cmp a, b
               rd = SELECT t, f, cc    ==>          rd = COPY t
               rest...                              b<cc> tail     (delay slot: nop)
                                         false:     rd = COPY f
                                         tail:      rest...

    The COPY before the branch keeps the condition codes: moves (`or`) and spill code
    (ld/st) never write icc/fcc. Requires MIR on virtual registers, blocks in layout
    order; maintains succs/preds; the new blocks follow `head` in `mf.blocks`.
    """
    i = 0
    while i < len(mf.blocks):
        head = mf.blocks[i]
        for idx, mi in enumerate(head.instrs):
            if mi.instr in _SELECTS:
                _split_select(mf, i, idx, mi)
                break
        i += 1
    mf.renumber()


def _split_select(mf: MachineFunction, pos: int, idx: int, mi: MachineInstr) -> None:
    head = mf.blocks[pos]
    rd, tval, fval, cc = mi.ops
    table, _ = _SELECTS[mi.instr]
    false_bb = MachineBasicBlock(0, f"{head.name}.select.false", head.ir_block)
    tail = MachineBasicBlock(0, f"{head.name}.select.tail", head.ir_block)
    mf.blocks[pos + 1:pos + 1] = [false_bb, tail]
    for rest in head.instrs[idx + 1:]:
        tail.append(rest)
    del head.instrs[idx:]
    for s in head.succs:
        s.preds = [tail if p is head else p for p in s.preds]
    tail.succs, head.succs = head.succs, []
    head.append(MachineInstr(COPY, [rd, tval]))
    head.append(MachineInstr(table[cc], [tail]))
    false_bb.append(MachineInstr(COPY, [rd, fval]))
    head.add_succ(false_bb)
    head.add_succ(tail)
    false_bb.add_succ(tail)


class SparcLowering(TargetLowering):
    def to_caller_window(self, reg: Reg) -> Reg:
        return to_caller_window(reg)


class SparcMCInfo(MCInfo):
    def format_sym(self, sym: Sym) -> str:
        return format_sym(sym)


LOWERING = SparcLowering({**carry.CUSTOM_LOWERING,
                          Op.DYNAMIC_STACKALLOC: lower_dynamic_stackalloc,
                          Op.STACKSAVE: lower_stacksave, Op.STACKRESTORE: lower_stackrestore,
                          Op.VASTART: lower_vastart, Op.VAARG: lower_vaarg,
                          Op.VACOPY: lower_vacopy, Op.VAEND: lower_vaend})
# llvm.frameaddress/returnaddress: %fp and %i7 at depth 0 (every pyllc SPARC function has
# its own window); deeper, a frame's %fp and %i7 are at 56 and 60 in the register save
# area at its callee's %fp (= its own %sp) once `ta 3` has flushed the windows, as llc-16
# walks them
LOWERING.frame_chain = FrameChain(caller_fp=56, ret_addr=60, ra_reg=I7,
                                  ret_addr_from_callee=True, flush=SPOp.FLUSH_WINDOWS)
LOWERING.add_immediate = I.SIMM13.fits     # add with simm13 (SPARC V8 B.13)
