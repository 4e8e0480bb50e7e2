# mypy: disable-error-code="no-any-return"
"""`correlated-propagation`: rewrite instructions with the value ranges `lazy-value-info`
derives from dominating conditions (LLVM's CorrelatedValuePropagation).

Visiting blocks in depth-first order and each block's instructions in order:
- phi: an incoming value known constant on its edge becomes that constant (NumPhis);
- icmp: a comparison whose outcome the operands' ranges decide becomes true/false
  (NumCmps); a signed comparison of two non-negative values becomes unsigned
  (NumSICmps); select: a known condition picks its arm (NumSelects);
- sdiv/srem with both operands non-negative become udiv/urem (NumSDivs, NumSRems;
  `exact` is kept); ashr of a non-negative value becomes lshr (NumAShrs); sext of a
  non-negative value becomes zext (NumSExt); urem X, Y with X u< Y becomes X
  (NumURemExpanded); `and X, 2^k-1` with X u<= 2^k-1 becomes X (NumAnd);
  umin/umax/smin/smax decided by ranges pick an operand, abs of a non-negative
  value is the value (NumMinMax, NumAbs);
- add/sub/mul/shl gain `nsw`/`nuw` when the operand ranges prove the operation cannot
  wrap (NumNSW, NumNUW);
- switch cases whose value the condition cannot have are removed (NumDeadCases);
- a returned value known constant is returned as the constant (NumReturns);
- pointer arguments of calls that cannot be null (allocas, globals, inbounds GEPs of
  them, nonnull arguments) get `nonnull` (NumNonNull).

An incoming `undef` counts as any value, so flags are only added where every choice
is in range. Every rewrite keeps the meaning (ranges are sound supersets).

Contract: requires lazy-value-info; keeps the CFG except for removed switch edges
(then preserves nothing).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    AllocaInst,
    BinaryOperator,
    CastInst,
    Constant,
    ConstantInt,
    Function,
    GlobalValue,
    Instruction,
)
from pyllc.ir.attributes import AttributeSet
from pyllc.ir.types import I1
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.constant_range import ConstantRange
from pyllc.opt.irutil import reachable_blocks
from pyllc.opt.lvi import LazyValueAnalysis, LazyValueInfo, const_range, int_bits
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import callee_name


def known_nonnull(v: Value, depth: int = 6) -> bool:
    """`v` is a pointer that cannot be null: an alloca or a (not extern_weak) global of
    address space 0, an argument marked nonnull/dereferenceable, an inbounds GEP or a
    cast of such a pointer."""
    for _ in range(depth):
        if isinstance(v, AllocaInst):
            return v.addrspace == 0
        if isinstance(v, GlobalValue):
            return v.linkage != "extern_weak" and v.addrspace == 0
        if isinstance(v, Argument):
            return any(k in v.attrs for k in ("nonnull", "dereferenceable"))
        if isinstance(v, Instruction) and v.opcode == "getelementptr" and "inbounds" in v.flags:
            v = v.operands[0]
            continue
        if isinstance(v, Instruction) and v.opcode in ("bitcast",):
            v = v.operands[0]
            continue
        return False
    return False


class _CVP:
    def __init__(self, fn: Function, lvi: LazyValueInfo) -> None:
        self.fn, self.lvi = fn, lvi
        self.stats: dict[str, int] = {}
        self.cfg_changed = False

    def bump(self, what: str) -> None:
        self.stats[what] = self.stats.get(what, 0) + 1

    def rng(self, v: Value, b: BasicBlock) -> ConstantRange | None:
        return self.lvi.range_in_block(v, b)

    def run(self) -> None:
        for b in reachable_blocks(self.fn):
            for i in b:
                self.visit(i, b)
            term = b.terminator
            if term is not None and term.opcode == "switch":
                self.switch(term, b)
            elif term is not None and term.opcode == "ret" and term.operands:
                v = term.operands[0]
                if isinstance(v, Instruction) and int_bits(v) is not None:
                    r = self.rng(v, b)
                    if r is not None and r.single_value is not None:
                        term.set_operand(0, ConstantInt(v.type, r.single_value))
                        self.bump("Number of return values propagated")

    def replace(self, i: Instruction, new: Value, what: str) -> None:
        i.replace_all_uses_with(new)
        i.erase_from_parent()
        self.bump(what)

    def rebuild(self, i: Instruction, opcode: str, what: str, keep: frozenset[str] = frozenset()) -> None:
        """Replace `i` by the same operation under another opcode."""
        if isinstance(i, CastInst):
            new: Instruction = CastInst(opcode, i.type, i.operands, i.name)
        else:
            new = BinaryOperator(opcode, i.type, i.operands, i.name)
        new.flags.update(i.flags & keep)
        new.metadata.update({k: v for k, v in i.metadata.items() if k == "dbg"})
        i.name = None
        new.insert_before(i)
        self.replace(i, new, what)

    def visit(self, i: Instruction, b: BasicBlock) -> None:
        op = i.opcode
        if op == "call":
            self.nonnull_args(i)
        if op == "phi":
            self.phi(i, b)
            return
        if op == "icmp":
            a, c = i.operands
            if isinstance(a, ConstantInt) and isinstance(c, ConstantInt):
                return
            known = self.lvi.icmp_in_block(i.predicate, a, c, b)  # type: ignore[attr-defined]
            if known is not None:
                self.replace(i, ConstantInt(I1, int(known)), "Number of comparisons propagated")
                return
            pred = i.predicate  # type: ignore[attr-defined]
            if pred[0] == "s":
                ra, rc = self.rng(a, b), self.rng(c, b)
                if ra is not None and rc is not None and ra.is_non_negative() and rc.is_non_negative():
                    i.predicate = "u" + pred[1:]  # type: ignore[attr-defined]
                    self.bump("Number of signed icmp preds simplified to unsigned")
            return
        if op == "select":
            c = i.operands[0]
            if int_bits(c) != 1:
                return
            r = const_range(c) or self.rng(c, b)
            if r is not None and r.single_value is not None:
                self.replace(i, i.operands[2 - r.single_value], "Number of selects propagated")
            return
        if int_bits(i) is None:
            return
        if op in ("sdiv", "srem"):
            ra, rb = self.rng(i.operands[0], b), self.rng(i.operands[1], b)
            if ra is not None and rb is not None and ra.is_non_negative() and rb.is_non_negative():
                what = "Number of sdiv converted to udiv" if op == "sdiv" else "Number of srem converted to urem"
                self.rebuild(i, "udiv" if op == "sdiv" else "urem", what, frozenset({"exact"}))
            return
        if op == "ashr":
            ra = self.rng(i.operands[0], b)
            if ra is not None and ra.is_non_negative():
                self.rebuild(i, "lshr", "Number of ashr converted to lshr", frozenset({"exact"}))
            return
        if op == "sext":
            ra = self.rng(i.operands[0], b)
            if ra is not None and ra.is_non_negative():
                self.rebuild(i, "zext", "Number of sext converted to zext")
            return
        if op == "urem":
            if self.lvi.icmp_in_block("ult", i.operands[0], i.operands[1], b) is True:
                self.replace(i, i.operands[0], "Number of bound urem's expanded")
            return
        if op == "and":
            m = i.operands[1]
            if isinstance(m, ConstantInt) and m.value and (m.value + 1) & m.value == 0:
                ra = self.rng(i.operands[0], b)
                if ra is not None and ra.umax() <= m.value:
                    self.replace(i, i.operands[0], "Number of ands removed")
            return
        if op in ("add", "sub", "mul", "shl"):
            self.no_wrap(i, b)
            return
        if op == "call":
            self.intrinsic(i, b)

    def phi(self, i: Any, b: BasicBlock) -> None:
        if int_bits(i) is None:
            return
        ops = i.operands
        for k in range(0, len(ops), 2):
            v, p = ops[k], ops[k + 1]
            if not isinstance(v, (Instruction, Argument)):
                continue
            c = self.lvi.constant_on_edge(v, p, b)
            if c is not None:
                i.set_operand(k, ConstantInt(v.type, c))
                self.bump("Number of phis propagated")

    def no_wrap(self, i: Instruction, b: BasicBlock) -> None:
        if "nsw" in i.flags and "nuw" in i.flags:
            return
        ra, rb = self.rng(i.operands[0], b), self.rng(i.operands[1], b)
        if ra is None or rb is None or ra.is_empty or rb.is_empty:
            return
        bits, op = ra.bits, i.opcode
        half, m = 1 << (bits - 1), 1 << bits
        nsw = nuw = False
        if op == "add":
            nuw = ra.umax() + rb.umax() < m
            nsw = ra.smin() + rb.smin() >= -half and ra.smax() + rb.smax() < half
        elif op == "sub":
            nuw = ra.umin() >= rb.umax()
            nsw = ra.smin() - rb.smax() >= -half and ra.smax() - rb.smin() < half
        elif op == "mul":
            nuw = ra.umax() * rb.umax() < m
            prods = [x * y for x in (ra.smin(), ra.smax()) for y in (rb.smin(), rb.smax())]
            nsw = min(prods) >= -half and max(prods) < half
        elif op == "shl":
            if rb.umax() >= bits:
                return
            nuw = ra.umax() << rb.umax() < m
            nsw = (ra.smin() << rb.umax()) >= -half and (ra.smax() << rb.umax()) < half
        if nuw and "nuw" not in i.flags:
            i.flags.add("nuw")
            self.bump("Number of NUW deductions")
        if nsw and "nsw" not in i.flags:
            i.flags.add("nsw")
            self.bump("Number of NSW deductions")

    def nonnull_args(self, call: Any) -> None:
        """Pointer arguments known non-null get `nonnull` (LLVM's processCallSite)."""
        for k, a in enumerate(call.args):
            if not a.type.is_pointer or k >= len(call.param_attrs) or isinstance(a, Constant):
                continue            # constants are obviously null or not: left alone, as LLVM
            attrs = call.param_attrs[k]
            if "nonnull" in attrs or "byval" in attrs or not known_nonnull(a):
                continue
            new = AttributeSet()
            placed = False
            for key, val in attrs.items():
                if not placed and key != "noundef":
                    new.add("nonnull")
                    placed = True
                new.add(key, val, key in attrs.quoted)
            if not placed:
                new.add("nonnull")
            call.param_attrs[k] = new
            self.bump("Number of function pointer arguments marked non-null")

    def intrinsic(self, i: Instruction, b: BasicBlock) -> None:
        name = callee_name(i) or ""
        base = name.split(".")[1] if name.startswith("llvm.") else ""
        if base in ("umin", "umax", "smin", "smax"):
            x, y = i.operands[0], i.operands[1]
            pred = {"umin": "ule", "umax": "uge", "smin": "sle", "smax": "sge"}[base]
            if self.lvi.icmp_in_block(pred, x, y, b) is True:
                self.replace(i, x, "Number of llvm.[us]{min,max} intrinsics removed")
            elif self.lvi.icmp_in_block(pred, y, x, b) is True:
                self.replace(i, y, "Number of llvm.[us]{min,max} intrinsics removed")
        elif base == "abs":
            ra = self.rng(i.operands[0], b)
            if ra is not None and ra.is_non_negative():
                self.replace(i, i.operands[0], "Number of llvm.abs intrinsics removed")

    def switch(self, sw: Any, b: BasicBlock) -> None:
        cond = sw.operands[0]
        if isinstance(cond, ConstantInt):
            return
        r = self.rng(cond, b)
        if r is None or r.is_full:
            return
        k = 2
        while k < len(sw.operands):
            case, dest = sw.operands[k], sw.operands[k + 1]
            if r.contains(case.value):
                k += 2
                continue
            sw.remove_operands(k, k + 2)
            # one phi entry per edge: drop one entry from b for the removed edge
            for phi in dest.phis():
                ops = phi.operands
                for j in range(1, len(ops), 2):
                    if ops[j] is b:
                        phi.remove_incoming(j // 2)
                        break
            self.cfg_changed = True
            self.bump("Number of switch cases removed")


class CorrelatedValuePropagation(FunctionPass):
    name = "correlated-propagation"
    rerun_is_noop = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        lvi: LazyValueInfo = am.get(LazyValueAnalysis, unit)
        cvp = _CVP(unit, lvi)
        cvp.run()
        for what, n in cvp.stats.items():
            am.instr.stats.add(self.name, what, n)
        if not cvp.stats:
            return PreservedAnalyses.all()
        lvi.clear()
        return PreservedAnalyses.none() if cvp.cfg_changed else PreservedAnalyses.cfg()
