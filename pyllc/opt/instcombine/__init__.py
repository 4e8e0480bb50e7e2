# mypy: disable-error-code="no-any-return"
"""`instcombine`: peephole folds to a fixpoint, one small function per rewrite.

Algorithm: LLVM's InstCombine driver — visit every instruction (reverse postorder),
try the folds registered for its opcode, and put whatever a change touched (users,
operands, new instructions) back on the worklist until it is empty. Trivially dead
instructions are deleted on the way. Folds are grouped per opcode family like
LLVM's InstCombine*.cpp files: `addsub` (add sub mul div rem), `logic` (and or xor
shifts), `compares` (icmp fcmp), `casts`, `select_phi`, `memory` (load gep), `pointers`
(common-base pointer arithmetic), `intrinsics` (constant calls), `fp`.

Contract: requires nothing; preserves the CFG (branch conditions may change, the
edges do not). Poison/undef, nsw/nuw/exact, volatile and atomics are respected:
flags are kept only where the fold proves them, volatile/atomic accesses are never
touched, and floating-point folds are the IEEE-exact ones.
"""
from __future__ import annotations

from pyllc.ir import Function
from pyllc.opt.instcombine import (
    addsub,
    casts,
    compares,
    fp,
    intrinsics,
    logic,
    memory,
    pointers,
    select_phi,
)
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    PreservedAnalyses,
)


def _all_folds() -> dict[str, list[Fold]]:
    out: dict[str, list[Fold]] = {}
    for mod in (addsub, logic, compares, casts, select_phi, memory, pointers, intrinsics, fp):
        for op, fs in mod.FOLDS.items():
            out.setdefault(op, []).extend(fs)
    return out


FOLDS = _all_folds()


class InstCombine(FunctionPass):
    name = "instcombine"
    rerun_is_noop = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        module = am.module if isinstance(am, FunctionAnalysisManager) else unit.parent
        c = Combiner(unit, module)
        changed = c.run(FOLDS)
        st = am.instr.stats
        st.add(self.name, "Number of insts combined", c.combined)
        st.add(self.name, "Number of dead inst eliminated", c.removed)
        return PreservedAnalyses.cfg() if changed else PreservedAnalyses.all()
