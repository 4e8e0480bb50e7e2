"""What a full unroll would leave, by simulating the iterations (LLVM's
analyzeLoopUnrollCost with its UnrolledInstAnalyzer, in LoopUnrollPass.cpp).

A loop whose unrolled size is over the threshold may still be worth unrolling when most
of its body folds once the induction variables are constants: a CRC over a constant
string, a table walk, a loop of shifts by the iteration number. For a trip count of at
most `MAX_ITERATIONS` (LLVM's `unroll-max-iteration-count-to-analyze`, 10), every
iteration is simulated in order:
- a header phi is its preheader value in the first iteration, then the value its latch
  input had in the previous iteration (a constant or unknown);
- an instruction whose operands are all known constants folds (integer and float
  arithmetic, compares, casts, select: `pyllc.opt.constfold`), and so costs nothing;
- a GEP with constant indices (after substitution) over a base defined outside the loop
  is a known address (LLVM's SCEV-simplified addresses) but keeps its cost; a load from
  such an address in a constant global with a definitive initializer folds to the
  stored value;
- a conditional branch on a folded condition is free; everything else costs what the
  rolled size counts it (`cost` is passed in), in the unrolled and in the rolled
  (dynamic) cost alike; a call to a real function (one that costs more than 1) ends the
  analysis with "no", as LLVM cannot model its cost either.
The loop is unrolled when `unrolled < threshold * boost / 100`, `boost` being
100 * rolled / unrolled capped at 400% (`MaxPercentThresholdBoost`), and the
simulation stops as soon as the unrolled cost passes threshold * 4.
Approximations against LLVM: no dead-code discount for unused simplified chains, blocks
of the loop are all walked (LLVM follows only the live successors).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.ir import Constant, ConstantInt, GlobalVariable, Instruction, PhiNode
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.globals.common import is_interposable
from pyllc.opt.globals.globalstatus import fold_load_at
from pyllc.opt.irutil import indices_offset
from pyllc.opt.loopxform.common import LoopView
from pyllc.opt.traits import CASTS, INT_BINOPS

MAX_ITERATIONS = 10
MAX_BOOST = 400
_FP_BINOPS = frozenset(("fadd", "fsub", "fmul", "fdiv", "frem"))


def _gep_offset(g: Any, idx: list[Value], dl: Any) -> int | None:
    """Byte offset of a GEP with the (substituted) constant indices `idx`."""
    return indices_offset(dl, g.source_type, idx)


class _Sim:
    """One simulated iteration's known values and addresses."""

    def __init__(self, view: LoopView, dl: Any) -> None:
        self.view = view
        self.dl = dl
        self.vals: dict[int, Constant] = {}
        self.addrs: dict[int, tuple[Value, int]] = {}

    def get(self, v: Value) -> Value:
        return self.vals.get(id(v), v)

    def invariant(self, v: Value) -> bool:
        return not isinstance(v, Instruction) or v.parent is None \
            or not self.view.contains(v.parent)

    def fold(self, i: Instruction) -> bool:
        """Simulate `i`; True when it folds (costs nothing unrolled)."""
        op = i.opcode
        ops = [self.get(o) for o in i.operands]
        got: Value | None = None
        if op in INT_BINOPS or op in _FP_BINOPS:
            got = constfold.fold_binop(op, ops[0], ops[1], i.flags)
        elif op == "icmp":
            got = constfold.fold_icmp(getattr(i, "predicate", ""), ops[0], ops[1])
        elif op == "fcmp":
            got = constfold.fold_fcmp(getattr(i, "predicate", ""), ops[0], ops[1])
        elif op in CASTS:
            got = constfold.fold_cast(op, ops[0], i.type, i.flags)
        elif op == "select":
            got = constfold.fold_select(ops[0], ops[1], ops[2])
        elif op == "getelementptr":
            return self._address(i, ops)
        elif op == "load":
            got = self._load(i)
        elif op == "br":
            return len(ops) == 3 and isinstance(ops[0], ConstantInt)
        if isinstance(got, Constant) and not isinstance(got, Instruction):
            self.vals[id(i)] = got
            return True
        return False

    def _address(self, g: Instruction, ops: list[Value]) -> bool:
        base = g.operands[0]
        off = _gep_offset(g, ops[1:], self.dl)
        if off is None:
            return False
        if id(base) in self.addrs:
            root, k = self.addrs[id(base)]
            self.addrs[id(g)] = (root, k + off)
        elif self.invariant(base):
            self.addrs[id(g)] = (base, off)
        else:
            return False
        # a known address still costs its GEP: LLVM's simplifyInstWithSCEV records it
        # for the loads and answers false (even over a global: SCEV keeps the base apart)
        return False

    def _load(self, i: Instruction) -> Value | None:
        if "volatile" in i.flags or getattr(i, "ordering", None):
            return None
        p = i.operands[0]
        root, off = self.addrs.get(id(p), (p, 0))
        if not isinstance(root, GlobalVariable) or not root.is_constant \
                or root.externally_initialized or root.initializer is None or is_interposable(root):
            return None
        return fold_load_at(root.initializer, off, i.type, self.dl)


def worth_full_unroll(view: LoopView, tc: int, threshold: int, dl: Any,
                      cost: Callable[[Instruction], int]) -> bool:
    """Whether simulating the `tc` iterations shows the unrolled loop small enough."""
    if tc > MAX_ITERATIONS or dl is None:
        return False
    latch = view.latch()
    header = view.header
    if latch is None:
        return False
    phis = [p for p in header.instructions if isinstance(p, PhiNode)]
    start: dict[int, Constant] = {}
    for p in phis:
        v = next((v for v, b in p.incoming if not view.contains(b)), None)
        if isinstance(v, Constant) and not isinstance(v, Instruction):
            start[id(p)] = v
    limit = threshold * MAX_BOOST // 100
    unrolled = rolled = 0
    for _ in range(tc):
        sim = _Sim(view, dl)
        sim.vals.update(start)
        for b in view.blocks:
            for i in b.instructions:
                if isinstance(i, PhiNode):
                    continue
                c = cost(i)
                rolled += c
                if not sim.fold(i):
                    if i.opcode in ("call", "invoke") and c > 1:
                        return False   # LLVM: "can't analyze cost of loop with call"
                    unrolled += c
        if unrolled > limit:
            return False
        start = {}
        for p in phis:
            v = sim.get(next((v for v, b in p.incoming if b is latch), p))
            if isinstance(v, Constant) and not isinstance(v, Instruction):
                start[id(p)] = v
    boost = MAX_BOOST if unrolled == 0 else min(100 * rolled // unrolled, MAX_BOOST)
    return unrolled < threshold * boost // 100
