"""`lower-atomic` and `lower-invoke`: drop what a single-threaded, exception-free
target does not need (LLVM's LowerAtomicPass and LowerInvokePass).

- `lower-atomic`: a `fence` goes; atomic `load`/`store` become plain ones (their
  volatility stays); `atomicrmw op P, V` becomes `load P`, the operation, `store P`,
  and yields the loaded value; `cmpxchg P, C, N` becomes `%o = load P`,
  `%eq = icmp eq %o, C`, `store (select %eq, N, %o), P` and the pair `{%o, %eq}`
  built with `insertvalue`. Floating-point max/min use `llvm.maxnum`/`llvm.minnum`.
  Valid only when no other thread or signal handler shares the memory, which is
  the pass's premise.
- `lower-invoke`: `invoke` becomes a `call` followed by a branch to the normal
  destination; the unwind destination loses the edge (its phis their entry), so
  landing pads become unreachable, as in LLVM (exceptions are assumed not thrown).

Contract: lower-atomic preserves the CFG; lower-invoke removes edges and so
preserves nothing when it fires.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    I1,
    BinaryOperator,
    BranchInst,
    CallInst,
    ConstantInt,
    Function,
    ICmpInst,
    InsertValueInst,
    Instruction,
    InvokeInst,
    LoadInst,
    PhiNode,
    PoisonValue,
    SelectInst,
    StoreInst,
)
from pyllc.ir.types import FunctionType
from pyllc.ir.values import Value
from pyllc.opt.irutil import replace_all_uses
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses

#: atomicrmw operations that are one binary operator
_BINOPS = {"add": "add", "sub": "sub", "and": "and", "or": "or", "xor": "xor",
           "fadd": "fadd", "fsub": "fsub"}
#: atomicrmw max/min: the icmp predicate under which the old value is kept
_KEEP_OLD = {"max": "sgt", "min": "sle", "umax": "ugt", "umin": "ule"}


def _before(new: Instruction, at: Instruction) -> Instruction:
    new.insert_before(at)
    return new


def _intrinsic(fn: Function, name: str, t: Any) -> Function:
    """The declaration of `name` (declared on first use) in fn's module."""
    m: Any = fn.parent
    f = m.get_function(name) if m is not None else None
    if f is None:
        f = Function(name, FunctionType.get(t, (t, t), False))
        m.add_global(f)
    return f


def _new_value(i: Any, old: Value, fn: Function) -> Value:
    """What `atomicrmw` stores, computed from the loaded value."""
    op, v, t = i.operation, i.operands[1], i.type
    if op == "xchg":
        return v
    if op in _BINOPS:
        return _before(BinaryOperator(_BINOPS[op], t, (old, v), "new"), i)
    if op == "nand":
        a = _before(BinaryOperator("and", t, (old, v)), i)
        return _before(BinaryOperator("xor", t, (a, ConstantInt(t, (1 << t.bits) - 1)), "new"), i)
    if op in _KEEP_OLD:
        c = _before(ICmpInst("icmp", I1, _KEEP_OLD[op], old, v), i)
        return _before(SelectInst("select", t, (c, old, v), "new"), i)
    if op == "uinc_wrap":
        c = _before(ICmpInst("icmp", I1, "uge", old, v), i)
        inc = _before(BinaryOperator("add", t, (old, ConstantInt(t, 1))), i)
        return _before(SelectInst("select", t, (c, ConstantInt(t, 0), inc), "new"), i)
    if op == "udec_wrap":
        z = _before(ICmpInst("icmp", I1, "eq", old, ConstantInt(t, 0)), i)
        big = _before(ICmpInst("icmp", I1, "ugt", old, v), i)
        wrap = _before(BinaryOperator("or", I1, (z, big)), i)
        dec = _before(BinaryOperator("add", t, (old, ConstantInt(t, (1 << t.bits) - 1))), i)
        return _before(SelectInst("select", t, (wrap, v, dec), "new"), i)
    if op in ("fmax", "fmin"):
        f = _intrinsic(fn, f"llvm.{'maxnum' if op == 'fmax' else 'minnum'}.{t}", t)
        return _before(CallInst(t, f.function_type, f, (old, v), "new"), i)
    raise ValueError(f"lower-atomic: unknown atomicrmw operation '{op}'")


def _volatile(i: Instruction, new: Instruction) -> Instruction:
    if "volatile" in i.flags:
        new.flags.add("volatile")
    return new


def lower_atomics(fn: Function) -> int:
    n = 0
    for b in fn.blocks:
        for i in list(b.instructions):
            op = i.opcode
            if op == "fence":
                i.erase_from_parent()
            elif op in ("load", "store") and getattr(i, "ordering", None) is not None:
                ii: Any = i
                ii.ordering = None
                ii.syncscope = None
            elif op == "atomicrmw":
                ptr = i.operands[0]
                a: Any = i
                old = _before(_volatile(i, LoadInst(i.type, ptr, a.align)), i)
                _before(_volatile(i, StoreInst(_new_value(i, old, fn), ptr, a.align)), i)
                replace_all_uses(i, old)
                i.erase_from_parent()
            elif op == "cmpxchg":
                c: Any = i
                ptr, cmp, new = i.operands
                old = _before(_volatile(i, LoadInst(cmp.type, ptr, c.align)), i)
                eq = _before(ICmpInst("icmp", I1, "eq", old, cmp), i)
                res = _before(SelectInst("select", cmp.type, (eq, new, old)), i)
                _before(_volatile(i, StoreInst(res, ptr, c.align)), i)
                pair = _before(_insertvalue(PoisonValue(i.type), old, 0), i)
                pair = _before(_insertvalue(pair, eq, 1), i)
                replace_all_uses(i, pair)
                i.erase_from_parent()
            else:
                continue
            n += 1
    return n


def _insertvalue(agg: Value, v: Value, k: int) -> Instruction:
    return InsertValueInst(agg, v, (k,))


class LowerAtomic(FunctionPass):
    name = "lower-atomic"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = lower_atomics(unit)
        am.instr.stats.add(self.name, "Number of atomic instructions lowered", n)
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()


def lower_invokes(fn: Function) -> int:
    n = 0
    for b in fn.blocks:
        inv = b.terminator
        if not isinstance(inv, InvokeInst):
            continue
        call = CallInst(inv.type, inv.function_type, inv.callee, inv.args, None, inv.callconv,
                        inv.ret_attrs, inv.param_attrs, inv.fn_attrs, inv.bundles)
        call.metadata = dict(inv.metadata)
        normal, unwind = inv.normal_dest, inv.unwind_dest
        name = inv.name
        replace_all_uses(inv, call)
        inv.erase_from_parent()
        call.name = name
        b.append(call)
        b.append(BranchInst(normal))
        if b not in unwind.predecessors():
            for phi in list(unwind.phis()):
                phi.remove_incoming_block(b)
                _fold_if_single_valued(phi)
        n += 1
    return n


def _fold_if_single_valued(phi: PhiNode) -> None:
    """A phi left with one distinct incoming value is that value (as LLVM's
    removePredecessor does)."""
    vals = {id(v): v for v, _ in phi.incoming if v is not phi}
    if len(vals) == 1:
        replace_all_uses(phi, next(iter(vals.values())))
        phi.erase_from_parent()


class LowerInvoke(FunctionPass):
    name = "lower-invoke"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = lower_invokes(unit)
        am.instr.stats.add(self.name, "Number of invokes replaced", n)
        return PreservedAnalyses.none() if n else PreservedAnalyses.all()
