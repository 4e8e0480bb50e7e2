"""Removal of redundant `sext.w` before register allocation (in the spirit of LLVM's
RISCVOptWInstrs / the old RISCVSExtWRemoval).

RV64 keeps i32 values in 64-bit registers; the selection patterns compare them after
`sext.w` so that any upper bits are ignored. Many producers already leave a value
sign-extended from bit 31 (every bit from 31 up equal): the loads lw/lh/lb/lhu/lbu, the
W-form instructions (addw, addiw, sllw, mulw, divw ...), slt/sltu/seqz/snez (0 or 1),
lui, `addi rd, zero, imm` (li of a 12-bit constant), and and/or/xor of such values.
Then `sext.w rd, rs` is a copy; it becomes a COPY, which the allocator coalesces away.

The MIR here is not SSA: a phi is a set of COPYs into one virtual register from each
predecessor, so a register may have several definitions. A virtual register is
sign-extended when every one of its definitions produces a sign-extended value; the
walk is optimistic around cycles (a register being examined counts as sign-extended),
which is sound because a cycle of copies only passes on values that enter it through
some other definition, and those are all checked. Physical registers are never trusted
except `zero` and, at the function's entry, the argument registers of parameters that
the IR declares sign-extended from bit 31 (`signext` i8/i16/i32, `zeroext` i8/i16:
psABI "Integer Calling Convention", the caller extends them to 64 bits;
`_extended_argument_regs`), read by the copies that open the entry block.

Before that, `widen_to_w_forms` turns add/addi/sub/mul/slli (shift < 32) into
addw/addiw/subw/mulw/slliw when every reader of the result only looks at its low 32 bits
(sext.w, W-form instructions, the stored value of sw/sh/sb, slli by 32 or more, and —
recursively — copies
and add/sub/and/or/xor/addi/andi/ori/xori/slli whose own results are only read that way):
the low 32 bits of both forms agree, and the W form leaves the value sign-extended, which
is what lets the sext.w after a promoted i32 `i + 1` go. A sext.w read that way is
itself a copy.

Contract: add/addi/sub/mul/slli become their W form only when no reader sees bits 32..63;
SEXT_W becomes `COPY rd, rs` only when rs is provably sign-extended from bit 31 at every
definition. Both run at -O1 and up.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any

from pyllc.codegen.def_use import def_use_index
from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import COPY
from pyllc.ir.types import FloatType, IntType, PointerType
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.registers import A_REGS, ZERO

# Results whose bits 63..31 are all equal, whatever the inputs.
_ALWAYS = frozenset({
    "LW", "LH", "LB", "LHU", "LBU", "LUI",
    "ADDW", "ADDIW", "SUBW", "MULW", "DIVW", "DIVUW", "REMW", "REMUW",
    "SLLW", "SRLW", "SRAW", "SLLIW", "SRLIW", "SRAIW", "ROLW", "RORW", "RORIW",
    "CLZW", "CTZW", "CPOPW", "CLZ", "CTZ", "CPOP",
    "SEXT_W", "SEXT_B", "SEXT_H", "ZEXT_H",
    "SLT", "SLTU", "SLTI", "SLTIU", "SEQZ", "SNEZ",
    "FEQ_S", "FEQ_D", "FLT_S", "FLT_D", "FLE_S", "FLE_D", "FCLASS_S", "FCLASS_D",
    "FCVT_W_S", "FCVT_W_D", "FCVT_WU_S", "FCVT_WU_D", "FMV_X_W",
    "LR_W", "LR_W_AQ", "LR_W_RL", "LR_W_AQRL",
})
# Results sign-extended when every register input is: bitwise operations (a 12-bit
# immediate is itself sign-extended), min/max and copies.
_IF_INPUTS = frozenset({"AND", "OR", "XOR", "ANDI", "ORI", "XORI", "MIN", "MAX", "MINU",
                        "MAXU", "COPY", "MV"})


def remove_redundant_sext_w(mf: MachineFunction) -> int:
    """Turn each provably redundant SEXT_W of `mf` into a COPY; returns how many."""
    sext_w = I.SEXT_W
    sexts = [mi for block in mf.blocks for mi in block.instrs if mi.instr is sext_w]
    if not sexts:           # the common case: no walk over every instruction's defs
        return 0
    reg_ok = sign_extended_test(mf)
    changed = 0
    for mi in sexts:
        if reg_ok(mi.ops[1]):
            mi.instr = COPY
            changed += 1
    return changed


def sign_extended_test(mf: MachineFunction) -> Callable[[Any], bool]:
    """A test of whether a register of `mf` is sign-extended from bit 31 at every
    definition (the analysis of the module docstring; `zero` is)."""
    defs = def_use_index(mf, uses=False).defs
    # Greatest fixed point, linear in the function: every register starts
    # sign-extended; a definition that is not (by itself) marks its register, and the
    # mark flows from an input to the registers that and/or/xor/copy it (optimistic on
    # cycles; see the module docstring).
    not_ext: set[VReg] = set()
    fed_by: dict[VReg, list[VReg]] = defaultdict(list)    # input -> results it feeds
    arg_copies = _extended_argument_copies(mf)
    for reg, sites in defs.items():
        for mi in sites:
            verdict = True if id(mi) in arg_copies else _def_extends(mi)
            if verdict is False:
                not_ext.add(reg)
            elif verdict is not True:
                for u in verdict:
                    if u == ZERO:
                        continue
                    if isinstance(u, VReg):
                        fed_by[u].append(reg)
                    else:
                        not_ext.add(reg)
    for reg in list(fed_by):
        if reg not in defs:             # read but never defined here: unknown
            not_ext.add(reg)
    work = list(not_ext)
    while work:
        u = work.pop()
        for reg in fed_by.get(u, ()):
            if reg not in not_ext:
                not_ext.add(reg)
                work.append(reg)

    def reg_ok(reg: object) -> bool:
        if reg == ZERO:
            return True
        return isinstance(reg, VReg) and reg in defs and reg not in not_ext

    return reg_ok


def _extended_argument_regs(fn: Any) -> set[Any]:
    """The argument registers that hold a value sign-extended from bit 31 on entry:
    integer and pointer parameters take a0..a7 in order and float/double ones fa0..fa7
    (LP64D, scalars only); the walk stops at the first parameter of any other kind, and
    gives nothing for a return type that could become a hidden sret pointer."""
    if fn is None:
        return set()
    ret = fn.function_type.ret
    if not (ret.__class__ in (IntType, PointerType, FloatType) or str(ret) == "void"):
        return set()
    out: set[Any] = set()
    gprs, fprs = 0, 0
    for arg, attrs in zip(fn.args, fn.param_attrs):
        t = arg.type
        if t.__class__ is FloatType and t.bits in (32, 64) and fprs < 8:
            fprs += 1
            continue
        if gprs >= 8 or not (t.__class__ in (IntType, PointerType)
                             or t.__class__ is FloatType and t.bits in (32, 64)):
            break
        if (t.__class__ is IntType and ("signext" in attrs and t.bits <= 32
                                        or "zeroext" in attrs and t.bits < 32)):
            out.add(A_REGS[gprs])
        gprs += 1
    return out


def _extended_argument_copies(mf: MachineFunction) -> set[int]:
    """ids of the COPYs opening the entry block that read an extended argument register."""
    regs = _extended_argument_regs(mf.ir_function) if mf.blocks else set()
    out: set[int] = set()
    if regs:
        for mi in mf.blocks[0].instrs:
            if mi.instr is not COPY:
                break
            if mi.ops[1] in regs:
                out.add(id(mi))
    return out


def _def_extends(mi: MachineInstr) -> bool | list[Any]:
    """Whether definition `mi` leaves its result sign-extended from bit 31: True,
    False, or the register inputs it is so exactly when they all are."""
    name = mi.instr.name
    if name in _ALWAYS:
        return True
    if name == "ADDI":                   # li: addi rd, zero, simm12
        return mi.ops[1] == ZERO
    if name == "SRLI" or name == "SRAI":
        shift = mi.ops[2]
        return isinstance(shift, int) and (shift > 32 or (name == "SRAI" and shift >= 32))
    if name in _IF_INPUTS:
        return list(mi.uses())
    return False


# Readers that look only at bits 0..31 of every register input.
_LOW32_READERS = frozenset({
    "SEXT_W", "ADDW", "ADDIW", "SUBW", "MULW", "DIVW", "DIVUW", "REMW", "REMUW",
    "SLLW", "SRLW", "SRAW", "SLLIW", "SRLIW", "SRAIW", "ROLW", "RORW", "RORIW",
    "FCVT_S_W", "FCVT_D_W", "FCVT_S_WU", "FCVT_D_WU", "FMV_W_X",
})
# Results whose bits 0..31 depend only on bits 0..31 of the register inputs.
_LOW32_PROPAGATE = frozenset({"ADD", "ADDI", "SUB", "MUL", "AND", "OR", "XOR", "ANDI", "ORI",
                              "XORI", "ADDW", "ADDIW", "SUBW", "MULW", "COPY", "MV"})
_STORES = frozenset({"SW", "SH", "SB"})
_W_FORM = {"ADD": I.ADDW, "ADDI": I.ADDIW, "SUB": I.SUBW, "MUL": I.MULW, "SLLI": I.SLLIW}


def widen_to_w_forms(mf: MachineFunction) -> int:
    """Replace ADD/ADDI/SUB/MUL/SLLI by their W forms, and SEXT_W by COPY, where only
    the low 32 bits of the result are read; returns how many."""
    users: dict[VReg, list[tuple[MachineInstr, int]]] = defaultdict(list)
    candidates: list[MachineInstr] = []
    has_w = "m" in mf.target.features
    for block in mf.blocks:
        for mi in block.instrs:
            for i, op in enumerate(mi.ops):
                if isinstance(op, VReg) and not mi.instr.operands[i].is_def:
                    users[op].append((mi, i))
            for op in mi.implicit_uses:
                if isinstance(op, VReg):
                    users[op].append((mi, -1))
            name = mi.instr.name
            if name in _W_FORM and isinstance(mi.ops[0], VReg):
                if name == "ADDI" and (mi.ops[1] == ZERO or not isinstance(mi.ops[2], int)):
                    continue
                if name == "SLLI" and not (isinstance(mi.ops[2], int) and mi.ops[2] < 32):
                    continue
                if name == "MUL" and not has_w:
                    continue
                candidates.append(mi)
            elif mi.instr is I.SEXT_W and isinstance(mi.ops[0], VReg):
                candidates.append(mi)
    # A value is "low only" when every reader looks at bits 0-31 alone, directly or
    # through instructions whose own result is low only. Greatest fixed point, linear:
    # every value starts low only; a reader that may see the high bits marks its operand
    # wide, and wideness flows back from a result to the operands that feed it.
    feeds: dict[VReg, list[VReg]] = defaultdict(list)     # result -> operands it reads
    wide: set[VReg] = set()
    for reg, readers in users.items():
        for mi, index in readers:
            out = _propagated_result(mi, index)
            if out is None:
                wide.add(reg)
            elif isinstance(out, VReg):
                feeds[out].append(reg)
    work = list(wide)
    while work:
        out = work.pop()
        for reg in feeds.get(out, ()):
            if reg not in wide:
                wide.add(reg)
                work.append(reg)

    changed = 0
    for mi in candidates:
        if mi.ops[0] not in wide:
            mi.instr = COPY if mi.instr is I.SEXT_W else _W_FORM[mi.instr.name]
            changed += 1
    return changed


def _propagated_result(mi: MachineInstr, index: int) -> VReg | bool | None:
    """How operand `index` of `mi` is read: True when only its low 32 bits matter, the
    result VReg when its low bits matter exactly as far as that result's do, None when
    the high bits may be seen."""
    name = mi.instr.name
    if index < 0:
        return None
    if name in _LOW32_READERS:
        return True
    if name in _STORES:
        return True if index == 0 else None      # the stored value, not the address
    if name == "SLLI":
        shift = mi.ops[2]
        if not isinstance(shift, int):
            return None
        if shift >= 32:          # bits 32.. of the input are shifted out (the zext idiom)
            return True
    elif name not in _LOW32_PROPAGATE:
        return None
    out: Any = mi.ops[0]
    return out if isinstance(out, VReg) else None
