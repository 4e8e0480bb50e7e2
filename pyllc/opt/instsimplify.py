"""`instsimplify`: replace instructions by values that already exist, never create new ones
(LLVM's InstSimplifyPass, which runs InstructionSimplify over a function).

`default<O2>` runs it late, after the last loop passes: there it mostly removes the
single-entry phis LCSSA leaves in loop exits (`%r = phi i32 [ %v, %loop ]` -> `%v`) and
what the late unroll and LICM leave foldable. The folds are loop-instsimplify's (see
`pyllc.opt.loops.instsimplify.simplify`): phis whose incoming values, ignoring the phi,
are one value; operations on constants; the identities `x + 0`, `x * 1`, `x & x`, ...
A phi `[ %x, %a ], [ undef, %b ]` is kept (LLVM needs a dominance proof for it).

Why the single-value phi fold is sound: every incoming value `v` must be available at
the end of its predecessor, so `v` dominates every predecessor, hence the phi's block
(a self-reference comes only from a block the phi's block dominates). The phi is then
`v` on every path. Trivially dead instructions (no users, no side effects) are erased
as LLVM's pass does.

Statistics: NumSimplified. Contract: a function pass; keeps the CFG (and so every CFG
analysis); it does not keep LCSSA, as LLVM's pass does not.
"""
from __future__ import annotations

from pyllc.ir import Function, Instruction
from pyllc.opt.dce import delete_dead
from pyllc.opt.loops.instsimplify import simplify
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses


def simplify_function(fn: Function) -> int:
    """Simplify until nothing changes; returns how many instructions were replaced."""
    n = 0
    work: list[Instruction] = [i for b in fn.blocks for i in b.instructions]
    work.reverse()
    while work:
        i = work.pop()
        if i.parent is None or i.type.is_void:
            continue
        v = simplify(i)
        if v is None or v is i:
            continue
        users = [u for u in i.unique_users() if isinstance(u, Instruction)]
        i.replace_all_uses_with(v)
        i.erase_from_parent()
        n += 1
        work.extend(u for u in users if u.parent is not None)
    return n


class InstSimplify(FunctionPass):
    """Remove instructions that simplify to an existing value (no new instructions)."""
    name = "instsimplify"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = simplify_function(unit)
        n += delete_dead(unit)
        am.instr.stats.add(self.name, "Number of redundant instructions removed", n)
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()
