"""AArch64 legalization actions and the named lowering hooks the tables refer to.

Contract: `ACTIONS` is the (op, vt) -> action table consulted by isel/legalize_ops.py;
the `lower_<op>` hooks (CUSTOM actions) are called as `hook(dag, node) -> list[Value]`;
the machine-level hooks (`copy_phys`, `store_to_slot`, `load_from_slot`, `format_sym`,
`keystone_fixups`, `keystone_format_sym`) are called by regalloc/, the asm printer and
the MC layer; `lower_varargs_formals` by isel/build.py for variadic functions.

Legality in short (LLVM AArch64ISelLowering.cpp makes the same choices):
- i32 and i64 are legal (W and X registers), f32 and f64 (S and D registers); narrower
  integers are promoted to i32 by the type legalizer.
- mul, sdiv, udiv, shifts, ror, clz, rbit, rev, smulh/umulh are instructions; srem/urem
  are selected as sdiv + msub; ctpop, rotl and min/max are expanded (no NEON here).
- SELECT_CC and BR_CC are expanded to SELECT/BRCOND of SETCC; the patterns fold the
  SETCC back into cmp + csel / b.cond. Every FP predicate is legal: fcmp sets NZCV so
  that each predicate is one condition, or an OR of two (one, ueq).
- floor/ceil/trunc/round/rint are frint*; frem is a call to fmod.
- va_start fills the AAPCS64 va_list (AAPCS64 B.3 "va_start"); clang emits the va_arg
  logic itself, so VAARG is never seen for clang's IR.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.compare_cse import drop_repeated_compares
from pyllc.codegen.dag import Mem, Node, SelectionDAG
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, Sym, VReg
from pyllc.codegen.opcodes import Op
from pyllc.codegen.records import COPY, CUSTOM, EXPAND, LEGAL, PROMOTE, LibCall, Reg, RegClass
from pyllc.codegen.target import FrameChain, InstrInfo, MCInfo, TargetLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.aarch64.instrs import INSTRS as I
from pyllc.targets.aarch64.instrs import INVERSE_BRANCH, INVERSE_CC, MEM_BYTES
from pyllc.targets.aarch64.load_pairs import pair_loads
from pyllc.targets.aarch64.post_index import form_post_index
from pyllc.targets.aarch64.registers import (
    ARG_FPRS,
    ARG_GPRS,
    FPR32,
    FPR64,
    FPR128,
    GPR32,
    GPR64,
    IP1,
    NZCV,
    REG_CLASSES,
    SP,
    VPR,
    GPR32sp,
    GPR64sp,
    is_fpr,
)

_CHAIN_VTS = ("ch", "Other")


def _actions() -> dict[tuple[str, str], Any]:
    a: dict[tuple[str, str], Any] = {}
    for x in ("i32", "i64"):
        for op in (Op.SDIVREM, Op.UDIVREM, Op.SMUL_LOHI, Op.UMUL_LOHI, Op.SELECT_CC, Op.BR_CC,
                   Op.BR_JT, Op.CTPOP, Op.ROTL, Op.SMIN, Op.SMAX, Op.UMIN, Op.UMAX, Op.ABS):
            a[(op, x)] = EXPAND
        for op in (Op.MUL, Op.SDIV, Op.UDIV, Op.SREM, Op.UREM, Op.ROTR, Op.CTLZ, Op.CTTZ,
                   Op.BSWAP, Op.BITREVERSE):
            a[(op, x)] = LEGAL
        for mem in ("i8", "i16", "i32"):
            if mem == "i32" and x == "i32":
                continue
            for ext in ("sext", "zext", "anyext"):
                a[(f"load_ext:{ext}:{mem}", x)] = LEGAL
            a[(f"truncstore:{mem}", x)] = LEGAL
        for ext in ("sext", "zext", "anyext"):
            a[(f"load_ext:{ext}:i1", x)] = PROMOTE
    a[(Op.MULHS, "i64")] = LEGAL
    a[(Op.MULHU, "i64")] = LEGAL
    for inner in ("i1", "i8", "i16", "i32"):
        a[(Op.SIGN_EXTEND_INREG, inner)] = LEGAL
    a[("load_ext:anyext:f32", "f64")] = EXPAND
    a[("truncstore:f32", "f64")] = EXPAND
    for vt in _CHAIN_VTS:
        a[(Op.VASTART, vt)] = CUSTOM
        a[(Op.VACOPY, vt)] = CUSTOM
        a[(Op.VAEND, vt)] = CUSTOM
    for op in (Op.FNEG, Op.FABS, Op.FCOPYSIGN):   # f128: sign-bit edits (expand_fp.py)
        a[(op, "f128")] = EXPAND
    for vt in ("f32", "f64"):
        for op in (Op.FMA, Op.FMINNUM, Op.FMAXNUM, Op.FFLOOR, Op.FCEIL, Op.FTRUNC, Op.FROUND,
                   Op.FRINT):
            a[(op, vt)] = LEGAL
        a[(Op.FREM, vt)] = LibCall("fmodf" if vt == "f32" else "fmod")
        a[(Op.SELECT_CC, vt)] = EXPAND
        a[(Op.BR_CC, vt)] = EXPAND
    return a


ACTIONS = _actions()


# --------------------------------------------------------------------------- DAG hooks


# AAPCS64 B.3: typedef struct va_list { void *__stack; void *__gr_top; void *__vr_top;
#                                       int __gr_offs; int __vr_offs; }
VA_STACK, VA_GR_TOP, VA_VR_TOP, VA_GR_OFFS, VA_VR_OFFS = 0, 8, 16, 24, 28
GR_SAVE = 8 * 8          # x0-x7
VR_SAVE = 8 * 16         # q0-q7, whole (a long double va_arg reads all 128 bits)


def lower_varargs_formals(lowering: Any, state: Any) -> None:
    """isel/build.py hook for variadic functions: one 192-byte frame object holding the
    general register save area (64 bytes) then the FP/SIMD one (128 bytes); the unnamed
    argument registers are copied into vregs at the top of the entry block and stored
    there by build.py (`vararg_saves`); va_start reads the facts in `mf.info`."""
    mf = lowering.mf
    frame = mf.frame
    fi = frame.create(GR_SAVE + VR_SAVE, 16)
    frame.objects[fi].kind = "varargs"
    frame.vararg_save_area = fi
    entry = mf.blocks[0]
    gi = state.first_free(ARG_GPRS)
    vi = state.first_free(ARG_FPRS)
    for k in range(gi, 8):
        v = mf.new_vreg(GPR64)
        entry.append(MachineInstr(COPY, [v, ARG_GPRS[k]]))
        if ARG_GPRS[k] not in entry.live_in:
            entry.live_in.append(ARG_GPRS[k])
        lowering.vararg_saves.append((fi, 8 * k, v))
    for k in range(vi, 8):
        v = mf.new_vreg(FPR128)
        entry.append(MachineInstr(COPY, [v, ARG_FPRS[k]]))
        if ARG_FPRS[k] not in entry.live_in:
            entry.live_in.append(ARG_FPRS[k])
        # stored whole by build.py (`str q<k>`): an f128, or all 16 bytes of a vector
        lowering.vararg_saves.append((fi, GR_SAVE + 16 * k, v))
    overflow = frame.create_fixed(8, state.stack_offset)
    mf.info["aarch64_va"] = (-(8 - gi) * 8, -(8 - vi) * 16, overflow)


def _ptr_add(dag: SelectionDAG, p: Any, k: int) -> Any:
    return p if k == 0 else dag.val(Op.ADD, "i64", p, dag.constant(k, "i64"))


def lower_vastart(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VASTART(ch, ptr)`: the five va_list fields (AAPCS64 B.3)."""
    chain, ptr = node.ops
    info = dag.mf.info.get("aarch64_va")
    if info is None:
        raise UnsupportedError(f"{dag.mf.name}: va_start in a function that is not variadic")
    gr_offs, vr_offs, overflow_fi = info
    save = dag.val(Op.FRAME_INDEX, "i64", attr=dag.mf.frame.vararg_save_area)
    stack = dag.val(Op.FRAME_INDEX, "i64", attr=overflow_fi)
    fields = ((VA_STACK, stack, Mem("i64", "", 8)),
              (VA_GR_TOP, _ptr_add(dag, save, GR_SAVE), Mem("i64", "", 8)),
              (VA_VR_TOP, _ptr_add(dag, save, GR_SAVE + VR_SAVE), Mem("i64", "", 8)),
              (VA_GR_OFFS, dag.constant(gr_offs & 0xFFFFFFFF, "i32"), Mem("i32", "", 4)),
              (VA_VR_OFFS, dag.constant(vr_offs & 0xFFFFFFFF, "i32"), Mem("i32", "", 4)))
    stores = [dag.node(Op.STORE, ("ch",), (chain, val, _ptr_add(dag, ptr, off)), mem).value()
              for off, val, mem in fields]
    return [dag.token_factor(stores)]


def lower_vacopy(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VACOPY(ch, dst, src)`: the 32-byte va_list, as four 8-byte moves."""
    chain, dst, src = node.ops
    loads = [dag.node(Op.LOAD, ("i64", "ch"), (chain, _ptr_add(dag, src, k)), Mem("i64", "", 8))
             for k in (0, 8, 16, 24)]
    ch = dag.token_factor([ld.value(1) for ld in loads])
    stores = [dag.node(Op.STORE, ("ch",), (ch, ld.value(0), _ptr_add(dag, dst, k)),
                       Mem("i64", "", 8)).value() for ld, k in zip(loads, (0, 8, 16, 24))]
    return [dag.token_factor(stores)]


def lower_vaend(dag: SelectionDAG, node: Node) -> list[Any]:
    return [node.ops[0]]




# --------------------------------------------------------------------------- machine hooks

class A64InstrInfo(InstrInfo):
    """Moves: `mov` (orr) between GPRs, `mov x, sp` (add) when sp is involved, `mov
    v.16b, v.16b` between V registers (all 128 bits: right for s, d and q values; the
    class of the value is gone after allocation), `fmov` across the files
    (bit pattern). Spills store all 64 bits (128 for q registers), whatever the class."""

    def copy_phys(self, dst: Reg, src: Reg) -> list[MachineInstr]:
        d_fp, s_fp = is_fpr(dst), is_fpr(src)
        if d_fp and s_fp:       # all 128 bits: the register may hold an f128
            return [MachineInstr(I["MOVv16b"], [dst, src])]
        if d_fp:
            return [MachineInstr(I["FMOVDXr"], [dst, src])]
        if s_fp:
            return [MachineInstr(I["FMOVXDr"], [dst, src])]
        if dst is SP or src is SP:
            return [MachineInstr(I["MOVXsp"], [dst, src])]
        return [MachineInstr(I["MOVXrr"], [dst, src])]

    def invert_branch(self, mi: MachineInstr, target: MachineBasicBlock) -> MachineInstr | None:
        name = mi.instr.name
        if name == "Bcc" and mi.ops[0] in INVERSE_CC:
            return MachineInstr(mi.instr, [INVERSE_CC[mi.ops[0]], target])
        other = INVERSE_BRANCH.get(name)
        if other is None:
            return None
        return MachineInstr(I[other], [*mi.ops[:-1], target])

    def expand_isel_pseudos(self, mf: MachineFunction) -> None:
        expand_isel_pseudos(mf)
        if mf.info.get("opt_level", 2) > 0:
            drop_repeated_compares(mf, NZCV)
            form_post_index(mf)
            pair_loads(mf)

    def post_ra(self, mf: MachineFunction, opt_level: int) -> None:
        """Drop the `mov vN.16b, vN.16b` that `_unify_and_widen` left where the allocator
        gave both sides one register (lower_copies drops identity COPYs the same way)."""
        move = I["MOVv16b"]
        for b in mf.blocks:
            b.instrs = [mi for mi in b.instrs if mi.instr is not move or mi.ops[0] is not mi.ops[1]]


def _slot_instrs(cls: RegClass) -> tuple[Any, Any]:
    if cls is FPR128:
        return I["STRQui"], I["LDRQui"]
    if cls in (FPR64, FPR32):
        return I["STRDui"], I["LDRDui"]
    return I["STRXui"], I["LDRXui"]


INSTR_INFO = A64InstrInfo({c.name: _slot_instrs(c) for c in REG_CLASSES.values()},
                          spill_classes=(FPR64, GPR64))


# ELF for Arm64 5.7.11 operators of the TLS sequences (aarch64/tls.py); the immediate
# ones are given to Keystone as `#0` (`#0, lsl #12` for the high half)
TLS_MODIFIERS = ("tprel_hi12", "tprel_lo12_nc", "gottprel", "gottprel_lo12")
# the large code model's movz/movk groups: modifier -> (shift, ELF relocation)
ABS_GROUPS = {"abs_g0_nc": (0, "R_AARCH64_MOVW_UABS_G0_NC"),
              "abs_g1_nc": (16, "R_AARCH64_MOVW_UABS_G1_NC"),
              "abs_g2_nc": (32, "R_AARCH64_MOVW_UABS_G2_NC"),
              "abs_g3": (48, "R_AARCH64_MOVW_UABS_G3")}
IMMEDIATE_MODIFIERS = ("lo12", "got_lo12", "tprel_hi12", "tprel_lo12_nc", "gottprel_lo12",
                       *ABS_GROUPS)


def format_sym(sym: Sym) -> str:
    """GNU syntax: `sym+8`, `:lo12:sym+8` (ELF for Arm64 5.7.8 operators)."""
    base = sym.name + (f"{sym.offset:+d}" if sym.offset else "")
    if sym.modifier in (None, "plt"):          # a call through the PLT is a plain `bl`
        return base
    if sym.modifier in ("lo12", "got", "got_lo12", *TLS_MODIFIERS, *ABS_GROUPS):
        return f":{sym.modifier}:{base}"
    raise ValueError(f"unknown AArch64 symbol modifier {sym.modifier!r}")


def keystone_format_sym(sym: Sym) -> str:
    """What Keystone is given for a symbol operand: the bare name (resolved to a
    placeholder address) for adrp/bl/b, and `#0` for `:lo12:` offsets, which Keystone
    cannot parse; the relocation fills the field in both cases."""
    if sym.modifier == "tprel_hi12":
        return "#0, lsl #12"
    if sym.modifier in ABS_GROUPS:
        return f"0, lsl #{ABS_GROUPS[sym.modifier][0]}"      # after the template's `#`
    if sym.modifier in IMMEDIATE_MODIFIERS:
        return "#0"
    return sym.name + (f"{sym.offset:+d}" if sym.offset else "")


_LDST_RELOC = {1: "R_AARCH64_LDST8_ABS_LO12_NC", 2: "R_AARCH64_LDST16_ABS_LO12_NC",
               4: "R_AARCH64_LDST32_ABS_LO12_NC", 8: "R_AARCH64_LDST64_ABS_LO12_NC",
               16: "R_AARCH64_LDST128_ABS_LO12_NC"}


_TLS_FIXUP = {("ADDXhi12", "tprel_hi12"): "R_AARCH64_TLSLE_ADD_TPREL_HI12",
              ("ADDXlo12", "tprel_lo12_nc"): "R_AARCH64_TLSLE_ADD_TPREL_LO12_NC",
              ("ADRP", "gottprel"): "R_AARCH64_TLSIE_ADR_GOTTPREL_PAGE21",
              ("LDRXlo12", "gottprel_lo12"): "R_AARCH64_TLSIE_LD64_GOTTPREL_LO12_NC"}


def keystone_fixups(mi: MachineInstr, sym: Sym, code: bytes) -> list[tuple[int, str, int]]:
    """Where the relocation for `sym` patches the instruction `mi` (one 4-byte word)."""
    name = mi.instr.name
    tls = _TLS_FIXUP.get((name, sym.modifier or ""))
    if tls is not None:
        return [(0, tls, sym.offset)]
    if name in ("MOVZXsym", "MOVKXsym") and sym.modifier in ABS_GROUPS:
        return [(0, ABS_GROUPS[sym.modifier][1], sym.offset)]
    if name == "ADRP":
        if sym.modifier == "got":
            return [(0, "R_AARCH64_ADR_GOT_PAGE", sym.offset)]
        return [(0, "R_AARCH64_ADR_PREL_PG_HI21", sym.offset)]
    if name == "LDRXlo12" and sym.modifier == "got_lo12":
        return [(0, "R_AARCH64_LD64_GOT_LO12_NC", sym.offset)]
    if name == "ADDXlo12":
        return [(0, "R_AARCH64_ADD_ABS_LO12_NC", sym.offset)]
    if name == "BL":
        return [(0, "R_AARCH64_CALL26", sym.offset)]
    if name == "TAILB":
        return [(0, "R_AARCH64_JUMP26", sym.offset)]
    if name.endswith("lo12"):
        return [(0, _LDST_RELOC[MEM_BYTES[name[:-4]]], sym.offset)]
    raise UnsupportedError(f"no AArch64 relocation for the symbol operand of {name}")


# --------------------------------------------------------------------------- after isel

def _canonical_classes() -> dict[Any, RegClass]:
    # VPR is the printed view of NEON operands (vector_instrs.py); their values are FPR128
    return {GPR64sp: GPR64, GPR32sp: GPR64, GPR32: GPR64, FPR32: FPR64, VPR: FPR128}


_CANONICAL = _canonical_classes()


# instruction name -> is it a pseudo that expand_atomics/expand_f128_selects replace
_EXPANDED: dict[str, bool] = {}


def _expanded(name: str) -> bool:
    got = _EXPANDED[name] = name.startswith(("PseudoCMPXCHG", "PseudoRMW", "PseudoF128CSEL"))
    return got


def expand_isel_pseudos(mf: MachineFunction) -> None:
    """The `expand_isel_pseudos` hook: the atomic pseudos become LL/SC loops, F128CSEL
    a branch diamond (each expansion walks the function again after each one it makes,
    so they run only when one walk found work for them), then `_unify_and_widen`."""
    if _needs_expansion(mf):
        expand_atomics(mf)
        expand_f128_selects(mf)
    _unify_and_widen(mf)


def _needs_expansion(mf: MachineFunction) -> bool:
    known = _EXPANDED
    for b in mf.blocks:
        for mi in b.instrs:
            name = mi.instr.name
            got = known.get(name)
            if got is None:
                got = _expanded(name)
            if got:
                return True
    return False


def _unify_and_widen(mf: MachineFunction) -> None:
    """Two rewrites in one walk (each instruction's operands are unified before the
    instruction is looked at as a COPY). Requires: MIR on virtual registers. Maintains:
    everything else.

    Unify: every virtual register gets one class per register file (GPR64 or FPR64)
    before allocation. Why: the W/X and sp/zr distinctions are operand facts (the
    operand's kind picks the printed name `w3`/`x3` and says whether 31 means sp or
    xzr); every GPR class allocates the same registers, and spill slots are 8 bytes for
    all of them. One class per file lets the linear-scan allocator evict any interval
    for a spill temporary (its `_choose_victim` only considers intervals of the *same*
    class), and costs nothing. A vreg's class is set where it is first seen.

    Wide copies: a COPY of a 128-bit value (a vector crossing a call, class FPR128)
    becomes `mov vD.16b, vS.16b`; `copy_phys` sees only registers and moves the low 64
    bits (`fmov dD, dS`), enough for every scalar. Between two vregs (native vectors,
    build_vector.py) it stays a COPY the coalescer can join; copy_phys moves all 128
    bits of a V register. A copy into a virtual register nobody reads (a result
    register of a call whose lanes are unused) is dropped."""
    seen: set[int] = set()
    canonical = _CANONICAL
    read: set[int] | None = None
    for b in mf.blocks:
        keep: list[MachineInstr] | None = None
        for k, mi in enumerate(b.instrs):
            ops = mi.ops
            for op in ops:
                if op.__class__ is VReg and op.id not in seen:
                    seen.add(op.id)
                    new = canonical.get(op.cls)
                    if new is not None:
                        op.cls = new
            if mi.instr is COPY and any(isinstance(op, VReg) and op.cls is FPR128
                                        for op in ops[:2]):
                if keep is None:
                    keep = b.instrs[:k]
                dst = ops[0]
                if read is None:
                    read = {op.id for b2 in mf.blocks for mi2 in b2.instrs
                            for op in mi2.uses() if isinstance(op, VReg)}
                if isinstance(dst, VReg) and dst.id not in read:
                    continue
                if not (isinstance(dst, VReg) and isinstance(ops[1], VReg)):
                    mi.instr = I["MOVv16b"]
            if keep is not None:
                keep.append(mi)
        if keep is not None:
            b.instrs = keep


def expand_f128_selects(mf: MachineFunction) -> None:
    """`rd = F128CSEL t, f, cc` (flags already set) becomes, on virtual registers:

        head:  rd = COPY t ; b.cc tail
        false: rd = COPY f                 (falls through)
        tail:  the rest of head

    Requires: blocks in layout order. Maintains: succs/preds."""
    i = 0
    found = False
    while i < len(mf.blocks):
        head = mf.blocks[i]
        for idx, mi in enumerate(head.instrs):
            if mi.instr.name == "PseudoF128CSEL":
                rd, t, f, cc = mi.ops
                false, tail = _split_at(mf, i, idx, ("fsel.false", "fsel.tail"))
                head.append(MachineInstr(COPY, [rd, t]))
                head.append(MachineInstr(I["Bcc"], [cc, tail]))
                false.append(MachineInstr(COPY, [rd, f]))
                head.add_succ(false)
                head.add_succ(tail)
                false.add_succ(tail)
                found = True
                break
        i += 1
    if found:
        mf.renumber()


# --------------------------------------------------------------------------- atomics

def _split_at(mf: MachineFunction, pos: int, idx: int, names: tuple[str, ...]) -> list[Any]:
    """Cut block `pos` before instruction `idx` (dropped); what follows it and the block's
    successors move to the last of the new blocks `names`, placed right after it."""
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


_EXT = {"B": ("uxtb", "sxtb"), "H": ("uxth", "sxth")}
_RMW_ALU = {"add": "ADD", "sub": "SUB", "and": "AND", "or": "ORR", "xor": "EOR"}
_RMW_MINMAX = {"max": ("gt", True), "min": ("lt", True), "umax": ("hi", False),
               "umin": ("lo", False)}


def _rmw_body(mf: MachineFunction, loop: Any, s: str, op: str, old: Any, val: Any) -> Any:
    """Instructions computing `old <op> val` into a new vreg (appended to `loop`)."""
    w = "X" if s == "X" else "W"
    cls = GPR64 if s == "X" else GPR32
    new = mf.new_vreg(cls)
    if op == "xchg":
        loop.append(MachineInstr(COPY, [new, val]))
    elif op in _RMW_ALU:
        loop.append(MachineInstr(I[f"{_RMW_ALU[op]}{w}rr"], [new, old, val]))
    elif op == "nand":
        t = mf.new_vreg(cls)
        loop.append(MachineInstr(I[f"AND{w}rr"], [t, old, val]))
        loop.append(MachineInstr(I[f"MVN{w}rr"], [new, t]))
    elif op in _RMW_MINMAX:
        cc, signed = _RMW_MINMAX[op]
        a = old
        if s in _EXT:
            if signed:
                a = mf.new_vreg(cls)
                loop.append(MachineInstr(I[f"SXT{s}Wr"], [a, old]))
            loop.append(MachineInstr(I["CMPWrx"], [a, val, _EXT[s][1 if signed else 0], 0]))
        else:
            loop.append(MachineInstr(I[f"CMP{w}rr"], [a, val]))
        loop.append(MachineInstr(I[f"CSEL{w}r"], [new, old, val, cc]))
    else:
        raise UnsupportedError(f"atomicrmw {op} is not supported on AArch64")
    return new


def _expand_atomic(mf: MachineFunction, pos: int, idx: int, mi: MachineInstr) -> None:
    """    head: ...                 loop: ldaxr rd, [addr]
                                        (cmpxchg: cmp rd, cmp ; b.ne done)
                                 store: new = rd <op> val   (rmw)
                                        stlxr st, new, [addr] ; cbnz st, loop
                                 done:  rest...
    (cmpxchg failure leaves the loop with the monitor open: `clrex` at done, as LLVM)."""
    head = mf.blocks[pos]
    name = mi.instr.name
    s = name[-1]
    w = "X" if s == "X" else "W"
    rd, addr = mi.ops[0], mi.ops[1]
    ldaxr, stlxr = I[f"LDAXR{s}"], I[f"STLXR{s}"]
    # The status register of stlxr must differ from its transfer and address registers
    # (Arm ARM C6.2.283: CONSTRAINED UNPREDICTABLE otherwise) and the allocator has no
    # early-clobber defs: use the never-allocated IP1 (w17), free between instructions.
    status = IP1
    if name.startswith("PseudoCMPXCHG"):
        cmp, new = mi.ops[2], mi.ops[3]
        loop, store, fail, done = _split_at(mf, pos, idx, ("cmpxchg.loop", "cmpxchg.store",
                                                          "cmpxchg.fail", "cmpxchg.done"))
        loop.append(MachineInstr(ldaxr, [rd, addr]))
        if s in _EXT:
            loop.append(MachineInstr(I["CMPWrx"], [rd, cmp, _EXT[s][0], 0]))
        else:
            loop.append(MachineInstr(I[f"CMP{w}rr"], [rd, cmp]))
        loop.append(MachineInstr(I["Bcc"], ["ne", fail]))
        store.append(MachineInstr(stlxr, [status, new, addr]))
        store.append(MachineInstr(I["CBNZW"], [status, loop]))
        store.append(MachineInstr(I["B"], [done]))
        fail.append(MachineInstr(I["CLREX"], []))
        head.add_succ(loop)
        loop.add_succ(store)
        loop.add_succ(fail)
        store.add_succ(loop)
        store.add_succ(done)
        fail.add_succ(done)
        return
    val, op = mi.ops[2], mi.ops[3]
    loop, done = _split_at(mf, pos, idx, ("atomicrmw.loop", "atomicrmw.done"))
    loop.append(MachineInstr(ldaxr, [rd, addr]))
    new = _rmw_body(mf, loop, s, op, rd, val)
    loop.append(MachineInstr(stlxr, [status, new, addr]))
    loop.append(MachineInstr(I["CBNZW"], [status, loop]))
    head.add_succ(loop)
    loop.add_succ(loop)
    loop.add_succ(done)


def expand_atomics(mf: MachineFunction) -> None:
    """Requires: MIR on virtual registers, blocks in layout order (fall-through = next).
    Maintains: succs/preds; new blocks follow the one they were cut from."""
    i = 0
    found = False
    while i < len(mf.blocks):
        for idx, mi in enumerate(mf.blocks[i].instrs):
            if mi.instr.name.startswith(("PseudoCMPXCHG", "PseudoRMW")):
                _expand_atomic(mf, i, idx, mi)
                found = True
                break
        i += 1
    if found:
        mf.renumber()


class A64Lowering(TargetLowering):
    def lower_varargs_formals(self, lowering: Any, state: Any) -> bool:
        lower_varargs_formals(lowering, state)
        return True


class A64MCInfo(MCInfo):
    def format_sym(self, sym: Sym) -> str:
        return format_sym(sym)


LOWERING = A64Lowering({Op.VASTART: lower_vastart, Op.VACOPY: lower_vacopy, Op.VAEND: lower_vaend},
                       # LL/SC loops with a compare and csel (expand_atomics)
                       atomic_minmax_bits=frozenset({8, 16, 32, 64}))
# AAPCS64 frame records (llvm.frameaddress/returnaddress): x29 points at {x29, x30}
LOWERING.frame_chain = FrameChain(caller_fp=0, ret_addr=8)


def _add_immediate(v: int) -> bool:
    """ADD/SUB (immediate), C6.2.4: a 12-bit unsigned immediate, or one shifted left by
    12; a negative constant is a SUB of its magnitude. What the patterns select as one
    instruction: +-uimm12 and the positive shifted form (patterns.py `_int_patterns`)."""
    return -4095 <= v <= 4095 or (v > 0 and v & 0xFFF == 0 and v >> 12 < 4096)


LOWERING.add_immediate = _add_immediate
