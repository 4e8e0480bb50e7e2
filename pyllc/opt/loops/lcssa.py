"""`lcssa`: loop-closed SSA form (LLVM's LCSSA pass).

A value defined inside a loop and used outside it is read outside only through a phi
in an exit block (`%x.lcssa = phi [ %x, %exiting ]`). For each loop, innermost first,
for each instruction with a use outside the loop (a phi's use counts in its incoming
block): a phi is put in every exit block the instruction dominates, and each outside use
is rewritten to the value of those phis reaching it (an SSA updater: further phis where
several exits meet). Inner loops go first, so an outer loop closes the inner loop's
`.lcssa` phis in turn. Token values (which cannot be phi operands) are left alone, and
so are debug-metadata uses.

Contract: requires domtree and loops; adds phis only, so the CFG and both analyses are
preserved (scalar evolution and alias analysis are not). Records LCSSA_FORM for the
function; no other pass keeps that record (any change may add a use outside a loop), so a
function that still has it is unchanged since and is skipped.
"""
from __future__ import annotations

from pyllc.ir import Function, Instruction, PhiNode
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.types import TOKEN
from pyllc.ir.values import BasicBlock
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop, LoopAnalysis
from pyllc.opt.loops.util import SSAUpdater, edges_into, exit_blocks
from pyllc.opt.passmanager import CFG_ANALYSES, AnalysisManager, FunctionPass, PreservedAnalyses


def _outside_uses(i: Instruction, lp: Loop) -> list[tuple[Instruction, int]]:
    out: list[tuple[Instruction, int]] = []
    inside = lp.block_ids       # (lp.contains, inlined: this runs for every loop value)
    for u in i.unique_users():
        if not isinstance(u, Instruction):
            continue
        ub = u.parent
        if ub is None:
            continue
        if isinstance(u, PhiNode):
            ops = u.operands
            for k in range(0, len(ops), 2):
                b = ops[k + 1]
                if ops[k] is i and isinstance(b, BasicBlock) and id(b) not in inside:
                    out.append((u, k))
            continue
        if id(ub) not in inside:
            out.extend((u, k) for k, op in enumerate(u.operands) if op is i)
    return out


def form_lcssa_for_loop(lp: Loop, dt: DominatorTree) -> int:
    """Put `lp` in LCSSA form (its sub-loops must already be); returns the phis added."""
    exits = exit_blocks(lp)
    if not exits:
        return 0
    fn = lp.header.parent
    reachable: list[BasicBlock] | None = None     # made when a value first escapes
    added = 0
    for b in lp.blocks():
        for i in b.instructions:
            if not i.has_uses() or i.type.is_void or i.type is TOKEN:
                continue
            uses = _outside_uses(i, lp)
            if not uses:
                continue
            if reachable is None and fn is not None:
                reachable = [x for x in fn.blocks if dt.is_reachable(x)]
            up = SSAUpdater(i.type, i.name, reachable)
            made: dict[int, PhiNode] = {}
            for e in exits:
                if not dt.dominates(b, e):
                    continue
                phi = PhiNode("phi", i.type, (), f"{i.name}.lcssa" if i.name else None)
                for p in edges_into(e):
                    phi.add_incoming(i, p)
                first = e.first
                if first is None:
                    e.append(phi)
                else:
                    phi.insert_before(first)
                up.add_def(e, phi)
                made[id(e)] = phi
                added += 1
            for u, k in uses:
                ub = u.parent
                if not isinstance(u, PhiNode) and ub is not None and id(ub) in made:
                    u.set_operand(k, made[id(ub)])
                else:
                    up.rewrite_use(u, k)
            added += len(up.inserted)
            for phi in made.values():     # an exit phi nobody reads is not needed
                if not phi.users:
                    phi.erase_from_parent()
                    added -= 1
    return added


#: `lcssa`'s record (AnalysisManager.record) that every loop of the function is in LCSSA form
LCSSA_FORM = "lcssa-form"


class LCSSA(FunctionPass):
    """Loop-closed SSA form: values live out of a loop pass through exit-block phis."""
    name = "lcssa"

    def display_name(self) -> str:
        return "LCSSAPass"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if am.recorded(LCSSA_FORM, unit):
            return PreservedAnalyses.all()      # nothing changed the function since
        dt = am.get(DominatorTreeAnalysis, unit)
        li = am.get(LoopAnalysis, unit)
        n = sum(form_lcssa_for_loop(lp, dt) for lp in li.postorder())
        am.instr.stats.add(self.name, "Number of live out of a loop variables", n)
        am.record(LCSSA_FORM, unit, True)
        return PreservedAnalyses(False, (*CFG_ANALYSES, LCSSA_FORM)) if n else PreservedAnalyses.all()
