"""x86-64 legalization actions and the named lowering hooks the tables refer to.

Contract: `actions_for(features)` gives the (op, vt) -> action table consulted by
isel/legalize_ops.py for a feature set (`popcnt lzcnt bmi`); the `lower_<op>` hooks
(CUSTOM actions) are called as `hook(dag, node) -> list[Value]`; the machine-level
hooks (`copy_phys`, `store_to_slot`, `load_from_slot`, `format_sym`,
`lower_varargs_formals`) are called by regalloc/, isel/build.py and the asm printer.

Legality in short:
- legal integer types are i32 and i64 (LLVM also makes i8/i16 legal; we promote them to
  i32, as x86 has 32-bit forms of everything and the 32-bit forms zero the upper half).
  8- and 16-bit memory accesses are extending loads (movzbl/movsbl/...) and truncating
  stores (movb/movw), so `char` and `short` code still touches memory with one instruction.
- mul/div/rem are Legal and selected with their fixed registers (patterns.py: idiv
  through RAX/RDX); MULHS/MULHU i64 too (one-operand imul/mul). Rotates and bswap are
  Legal; popcnt/lzcnt/tzcnt only with the -mattr features, else the generic expansion.
- every integer and float condition code is Legal: SETCC/BRCOND/SELECT patterns build
  cmp/ucomis + setcc/jcc/cmovcc, with the two-flag predicates (oeq, une) as two setcc.
  SELECT_CC and BR_CC are expanded to SELECT/BRCOND of SETCC.
- FP: SSE2 scalar; fneg/fabs/fcopysign through the integer registers (generic
  expansion, bitcast = movq); unsigned conversions and f32<->u32 by the generic
  expansions (wider signed conversions, or the 2^63 adjustment for u64); frem and the
  rounding functions are libm calls.
- dynamic allocas / stacksave / stackrestore, va_start, va_arg, va_copy: hooks below.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from pyllc.codegen.compare_cse import drop_repeated_compares
from pyllc.codegen.dag import Mem, Node, SelectionDAG
from pyllc.codegen.mir import (
    FrameIndex,
    MachineBasicBlock,
    MachineFunction,
    MachineInstr,
    Sym,
    VReg,
)
from pyllc.codegen.opcodes import RMW_OPERATIONS, Op
from pyllc.codegen.records import COPY, CUSTOM, EXPAND, LEGAL, PROMOTE, Instr, LibCall, Reg
from pyllc.codegen.target import FrameChain, InstrInfo, MCInfo, TargetLowering
from pyllc.diagnostics import UnsupportedError
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64 import x87
from pyllc.targets.x86_64.addressing import fits32
from pyllc.targets.x86_64.fixup_lea import fixup_leas
from pyllc.targets.x86_64.intel import intel_asm
from pyllc.targets.x86_64.rebase import rebase_after_increments
from pyllc.targets.x86_64.registers import ARG_GPRS, ARG_XMMS, EFLAGS, FR64, GR64, VR128

DEFAULT_FEATURES = frozenset({"sse", "sse2"})
KNOWN_FEATURES = frozenset({"sse", "sse2", "popcnt", "lzcnt", "bmi"})
_CHAIN_VTS = ("ch", "Other")


# --------------------------------------------------------------------------- actions

def actions_for(features: Iterable[str]) -> dict[tuple[str, str], Any]:
    """The legalization table for a feature set; (op, vt) pairs not listed are LEGAL
    (or EXPAND for the ops isel/legalize_common.DEFAULT_EXPAND lists)."""
    feats = frozenset(features)
    a: dict[tuple[str, str], Any] = {}
    for x in ("i32", "i64"):
        for op in (Op.ROTL, Op.ROTR, Op.BSWAP):
            a[(op, x)] = LEGAL
        a[(Op.CTPOP, x)] = LEGAL if "popcnt" in feats else EXPAND
        a[(Op.CTLZ, x)] = LEGAL if "lzcnt" in feats else EXPAND
        a[(Op.CTTZ, x)] = LEGAL if "bmi" in feats else EXPAND
        a[(Op.BR_JT, x)] = EXPAND
    a[(Op.MULHS, "i64")] = LEGAL
    a[(Op.MULHU, "i64")] = LEGAL
    a[(Op.MULHU, "v8i16")] = LEGAL                  # pmulhuw (native vectors)
    # SIGN_EXTEND_INREG keyed by the inner type (LLVM): movsbl/movswl/movslq
    for inner in ("i8", "i16", "i32"):
        a[(Op.SIGN_EXTEND_INREG, inner)] = LEGAL
    a[(Op.SIGN_EXTEND_INREG, "i1")] = EXPAND
    # memory: movzb*/movsb*/movzw*/movsw*/movslq, movb/movw/movl stores
    for x in ("i32", "i64"):
        for mem in ("i8", "i16") + (("i32",) if x == "i64" else ()):
            for ext in ("sext", "zext", "anyext"):
                a[(f"load_ext:{ext}:{mem}", x)] = LEGAL
            a[(f"truncstore:{mem}", x)] = LEGAL
        for ext in ("sext", "zext", "anyext"):
            a[(f"load_ext:{ext}:i1", x)] = PROMOTE
    a[("load_ext:anyext:f32", "f64")] = EXPAND      # movss + cvtss2sd
    a[("truncstore:f32", "f64")] = EXPAND
    # stack and varargs
    for vt in _CHAIN_VTS:
        a[(Op.VASTART, vt)] = CUSTOM
        a[(Op.VACOPY, vt)] = CUSTOM        # (no VAEND entry: va_end does nothing here)
    for vt in ("i32", "i64", "f32", "f64"):
        a[(Op.VAARG, vt)] = CUSTOM
    # floating point (SSE2 scalar)
    for vt in ("f32", "f64"):
        sfx = "f" if vt == "f32" else ""
        a[(Op.FNEG, vt)] = EXPAND
        a[(Op.FABS, vt)] = EXPAND
        a[(Op.FMA, vt)] = EXPAND              # no FMA3 in x86-64 v1: fmuladd is fmul + fadd
        a[(Op.FREM, vt)] = LibCall("fmod" + sfx)
        for op, fn in ((Op.FFLOOR, "floor"), (Op.FCEIL, "ceil"), (Op.FTRUNC, "trunc"),
                       (Op.FROUND, "round"), (Op.FRINT, "rint")):
            a[(op, vt)] = LibCall(fn + sfx)
        for op in (Op.SELECT_CC, Op.BR_CC):
            a[(op, vt)] = EXPAND
    a[(Op.FMA, "f80")] = EXPAND           # fmuladd on x86_fp80: fmul + fadd (x87.py)
    # fp128 (__float128): in xmm registers, every operation a libgcc call
    # (isel/soft_float.py); sign bits edited in memory, selects through memory
    for op in (Op.FNEG, Op.FABS, Op.FCOPYSIGN, Op.SELECT, Op.SELECT_CC):
        a[(op, "f128")] = EXPAND
    for ivt in ("i32", "i64"):
        a[(Op.FP_TO_UINT, ivt)] = EXPAND
        a[(Op.UINT_TO_FP, ivt)] = EXPAND
    # `lock xadd`/`xchg`/`cmpxchg` cover add, sub, xchg and compare-exchange of 32 and 64
    # bits; the rest (and/or/xor/min/max return the old value: LLVM builds cmpxchg
    # loops, which need blocks) and the sub-word widths call the atomic library
    for x in ("i32", "i64"):
        for mvt in ("i8", "i16", "i32", "i64"):
            for operation in RMW_OPERATIONS:
                if mvt in ("i8", "i16") or operation not in ("add", "sub", "xchg"):
                    a[(f"atomic_rmw:{operation}:{mvt}", x)] = EXPAND
        for mvt in ("i8", "i16"):
            a[(f"atomic_cmp_swap:{mvt}", x)] = EXPAND
    return a


def parse_features(spec: str | Iterable[str], base: frozenset[str] = DEFAULT_FEATURES
                   ) -> frozenset[str]:
    """`"+popcnt,+lzcnt,-bmi"` (a "target-features" attribute / -mattr) applied to `base`.
    Features that do not change code generation here (`+cx8`, `+x87`, `+mmx` ...) are
    accepted and ignored, as llc does with features it has no use for."""
    items = spec.split(",") if isinstance(spec, str) else list(spec)
    feats = set(base)
    for item in items:
        item = item.strip()
        if not item:
            continue
        sign, name = (item[0], item[1:]) if item[0] in "+-" else ("+", item)
        if name == "abm":
            name = "lzcnt"
        if name not in KNOWN_FEATURES:
            continue
        if sign == "+":
            feats.add(name)
        else:
            feats.discard(name)
    return frozenset(feats)


# --------------------------------------------------------------------------- DAG hooks


# SysV AMD64 ABI 3.5.7 "Variable Argument Lists":
#   typedef struct { unsigned gp_offset; unsigned fp_offset;
#                    void *overflow_arg_area; void *reg_save_area; } va_list[1];
#   register save area: rdi rsi rdx rcx r8 r9 at 0..47, xmm0-7 at 48..175 (16 each)
GP_OFFSET, FP_OFFSET, OVERFLOW_AREA, REG_SAVE_AREA = 0, 4, 8, 16
GP_LIMIT, FP_LIMIT = 48, 176


def lower_varargs_formals(lowering: Any, state: Any) -> None:
    """Hook of isel/build.py for variadic functions: a 176-byte register save area (a
    frame object), the incoming registers no named argument took copied into vregs at
    the top of the entry block (build.py stores them with `vararg_saves`), and the facts
    va_start needs in `mf.info`: gp/fp offsets of the first unnamed register argument and
    the frame object at the first unnamed stack argument."""
    mf = lowering.mf
    frame = mf.frame
    fi = frame.create(FP_LIMIT, 16)
    frame.objects[fi].kind = "varargs"
    frame.vararg_save_area = fi
    entry = mf.blocks[0]
    gi = state.first_free(ARG_GPRS)
    xi = state.first_free(ARG_XMMS)
    for k in range(gi, len(ARG_GPRS)):
        v = mf.new_vreg(GR64)
        entry.append(MachineInstr(COPY, [v, ARG_GPRS[k]]))
        if ARG_GPRS[k] not in entry.live_in:
            entry.live_in.append(ARG_GPRS[k])
        lowering.vararg_saves.append((fi, 8 * k, v))
    for k in range(xi, len(ARG_XMMS)):
        v = mf.new_vreg(VR128)
        entry.append(MachineInstr(COPY, [v, ARG_XMMS[k]]))
        if ARG_XMMS[k] not in entry.live_in:
            entry.live_in.append(ARG_XMMS[k])
        # the whole 16-byte register (`movups`): va_arg of a vector reads all of it
        lowering.vararg_saves.append((fi, GP_LIMIT + 16 * k, v))
    overflow = frame.create_fixed(8, state.stack_offset)
    mf.info["x86_va"] = (8 * gi, GP_LIMIT + 16 * xi, overflow)


def _ptr_add(dag: SelectionDAG, p: Any, k: int) -> Any:
    return p if k == 0 else dag.val(Op.ADD, "i64", p, dag.constant(k, "i64"))


def lower_vastart(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VASTART(ch, ptr)`: fill the four va_list fields (ABI 3.5.7)."""
    chain, ptr = node.ops
    info = dag.mf.info.get("x86_va")
    if info is None:
        raise UnsupportedError(f"{dag.mf.name}: va_start in a function that is not variadic")
    gp, fp, overflow_fi = info
    save = dag.val(Op.FRAME_INDEX, "i64", attr=dag.mf.frame.vararg_save_area)
    over = dag.val(Op.FRAME_INDEX, "i64", attr=overflow_fi)
    stores = []
    for off, val, mem in ((GP_OFFSET, dag.constant(gp, "i32"), Mem("i32", "", 4)),
                          (FP_OFFSET, dag.constant(fp, "i32"), Mem("i32", "", 4)),
                          (OVERFLOW_AREA, over, Mem("i64", "", 8)),
                          (REG_SAVE_AREA, save, Mem("i64", "", 8))):
        stores.append(dag.node(Op.STORE, ("ch",), (chain, val, _ptr_add(dag, ptr, off)),
                               mem).value())
    return [dag.token_factor(stores)]


def lower_vacopy(dag: SelectionDAG, node: Node) -> list[Any]:
    """`ch = VACOPY(ch, dst, src)`: the 24-byte va_list, as three 8-byte moves."""
    chain, dst, src = node.ops
    loads = [dag.node(Op.LOAD, ("i64", "ch"), (chain, _ptr_add(dag, src, k)),
                      Mem("i64", "", 8)) for k in (0, 8, 16)]
    ch = dag.token_factor([ld.value(1) for ld in loads])
    stores = [dag.node(Op.STORE, ("ch",), (ch, ld.value(0), _ptr_add(dag, dst, k)),
                       Mem("i64", "", 8)).value() for ld, k in zip(loads, (0, 8, 16))]
    return [dag.token_factor(stores)]


def lower_vaarg(dag: SelectionDAG, node: Node) -> list[Any]:
    """`val, ch = VAARG(ch, ptr)` without branches (ABI 3.5.7 "The va_arg Macro"):
    in_reg = offset < limit; addr = in_reg ? reg_save_area + offset : overflow_arg_area;
    the offset advances by 8 (GP) or 16 (FP) when in_reg, the overflow pointer by 8
    otherwise. (clang emits this inline itself; the `va_arg` instruction is rare.)"""
    chain, ptr = node.ops
    vt = node.vt
    fp = vt[0] == "f"
    off_field, limit, step = (FP_OFFSET, FP_LIMIT, 16) if fp else (GP_OFFSET, GP_LIMIT, 8)
    off_ld = dag.node(Op.LOAD, ("i32", "ch"), (chain, _ptr_add(dag, ptr, off_field)),
                      Mem("i32", "", 4))
    ov_ld = dag.node(Op.LOAD, ("i64", "ch"), (chain, _ptr_add(dag, ptr, OVERFLOW_AREA)),
                     Mem("i64", "", 8))
    sa_ld = dag.node(Op.LOAD, ("i64", "ch"), (chain, _ptr_add(dag, ptr, REG_SAVE_AREA)),
                     Mem("i64", "", 8))
    off, ov, sa = off_ld.value(0), ov_ld.value(0), sa_ld.value(0)
    ch = dag.token_factor([off_ld.value(1), ov_ld.value(1), sa_ld.value(1)])
    in_reg = dag.val(Op.SETCC, "i32", off, dag.constant(limit, "i32"), dag.condcode("ult"))
    reg_addr = dag.val(Op.ADD, "i64", sa, dag.val(Op.ZERO_EXTEND, "i64", off))
    addr = dag.val(Op.SELECT, "i64", in_reg, reg_addr, ov)
    new_off = dag.val(Op.SELECT, "i32", in_reg,
                      dag.val(Op.ADD, "i32", off, dag.constant(step, "i32")), off)
    new_ov = dag.val(Op.SELECT, "i64", in_reg, ov, _ptr_add(dag, ov, 8))
    val = dag.node(Op.LOAD, (vt, "ch"), (ch, addr), Mem(vt, "", 8))
    st1 = dag.node(Op.STORE, ("ch",), ((val, 1), new_off, _ptr_add(dag, ptr, off_field)),
                   Mem("i32", "", 4)).value()
    st2 = dag.node(Op.STORE, ("ch",), ((val, 1), new_ov, _ptr_add(dag, ptr, OVERFLOW_AREA)),
                   Mem("i64", "", 8)).value()
    return [(val, 0), dag.token_factor([st1, st2])]


# --------------------------------------------------------------------------- machine hooks

def _is_xmm(reg: Any) -> bool:
    return reg in FR64.regs


class X86InstrInfo(InstrInfo):
    """Moves (the full 64-bit or 128-bit register, whatever the value's width: movq /
    movaps; movq between the register files), spills and reloads (mov/movss/movsd with
    the memory operand first for stores)."""

    def expand_isel_pseudos(self, mf: MachineFunction) -> None:
        if mf.info.get("opt_level", 2) > 0:
            drop_repeated_compares(mf, EFLAGS)
            rebase_after_increments(mf)

    def post_ra(self, mf: MachineFunction, opt_level: int) -> None:
        if opt_level > 0:
            fixup_leas(mf)

    def copy_phys(self, dst: Reg, src: Reg) -> list[MachineInstr]:
        d_x, s_x = _is_xmm(dst), _is_xmm(src)
        if d_x and s_x:
            return [MachineInstr(I.MOVAPSrr, [dst, src])]
        if d_x:
            return [MachineInstr(I.MOVQ64toSD, [dst, src])]
        if s_x:
            return [MachineInstr(I.MOVQSDto64, [dst, src])]
        return [MachineInstr(I.MOV64rr, [dst, src])]

    def invert_branch(self, mi: MachineInstr, target: MachineBasicBlock) -> MachineInstr | None:
        if mi.instr is not I.JCC_1 or mi.ops[1] not in I.INVERSE_CC:
            return None
        return MachineInstr(I.JCC_1, [target, I.INVERSE_CC[mi.ops[1]]])

    def slot_operands(self, reg: Reg | VReg, fi: int, store: bool) -> list[Any]:
        return [FrameIndex(fi), 0, reg] if store else [reg, FrameIndex(fi), 0]


_SLOT = {"GR64": ("MOV64mr", "MOV64rm"), "GR64z32": ("MOV64mr", "MOV64rm"),
         "GR32": ("MOV32mr", "MOV32rm"), "GR16": ("MOV16mr", "MOVZX32rm16"),
         "GR8": ("MOV8mr", "MOVZX32rm8"), "FR64": ("MOVSDmr", "MOVSDrm"),
         "FR32": ("MOVSSmr", "MOVSSrm"), "VR128": ("MOVUPSmr", "MOVUPSrm")}
INSTR_INFO = X86InstrInfo({cls: (I.INSTRS[st], I.INSTRS[ld]) for cls, (st, ld) in _SLOT.items()},
                          spill_classes=(FR64, GR64))


_MODIFIER_SUFFIX = {None: "", "plt": "@PLT", "got": "@GOTPCREL", "tpoff": "@TPOFF",
                    "gottpoff": "@GOTTPOFF", "tlsgd": "@TLSGD", "tlsld": "@TLSLD",
                    "dtpoff": "@DTPOFF"}


def format_sym(sym: Sym) -> str:
    """Operand text of a symbol: `name`, `name+8`, `name-4` (AT&T); under PIC a call
    through the PLT is `name@PLT`, a GOT entry `name@GOTPCREL` (before `(%rip)`)."""
    suffix = _MODIFIER_SUFFIX.get(sym.modifier)
    if suffix is None:
        raise ValueError(f"unknown x86-64 symbol modifier {sym.modifier!r}")
    return sym.name + suffix + (f"{sym.offset:+d}" if sym.offset else "")


class X86Lowering(TargetLowering):
    def lower_varargs_formals(self, lowering: Any, state: Any) -> bool:
        lower_varargs_formals(lowering, state)
        return True

    def lower_target_types(self, dag: SelectionDAG) -> None:
        x87.lower_f80(dag)        # x86_fp80 values become x87 operations on i64 pairs


class X86MCInfo(MCInfo):
    def format_sym(self, sym: Sym) -> str:
        return format_sym(sym)

    def syntax_template(self, syntax: str) -> Callable[[Instr], str] | None:
        return intel_asm if syntax == "intel" else None


LOWERING = X86Lowering({Op.VASTART: lower_vastart, Op.VAARG: lower_vaarg, Op.VACOPY: lower_vacopy})
# the rbp chain (llvm.frameaddress/returnaddress): the caller's rbp at [rbp], the return
# address at [rbp+8]
LOWERING.frame_chain = FrameChain(caller_fp=0, ret_addr=8)
LOWERING.add_immediate = fits32            # ADD r/m64, imm32 (sign-extended); lea disp32
