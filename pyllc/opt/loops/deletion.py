"""`loop-deletion`: remove loops that compute nothing anyone sees (LLVM's LoopDeletion).

A loop is dead when
- it has a preheader and a single exit block, and every edge out of the loop goes there;
- no instruction in it has a side effect: nothing writes memory, no volatile or atomic
  access, no call but pure or read-only ones that return and do not unwind (lifetime
  and debug markers are dropped with the loop);
- nothing outside reads its values except the exit block's phis, and each of those gets
  one value from all the loop's exiting edges that is invariant (defined outside the
  loop, or an in-loop instruction with invariant operands that is safe to speculate:
  it is then hoisted to the preheader, LLVM's makeLoopInvariant);
- it terminates (and so does every loop inside it): scalar evolution gives a constant backedge-taken count, or the loop
  must make progress (the function has `mustprogress` or the loop's `!llvm.loop` says
  `llvm.loop.mustprogress`), so a side-effect-free infinite loop would be undefined.
Deletion: the preheader branches to the exit, whose phis take the invariant values from
the preheader; the loop's blocks are erased. Blocks whose address is taken keep their
loop.

Statistics: NumDeleted. Contract: a loop pass; changes the CFG, preserves nothing, and
reports the loop deleted.
"""
from __future__ import annotations

from pyllc.ir import BranchInst, Function, Instruction, PhiNode
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.analyses import Loop
from pyllc.opt.irutil import has_address_taken, remove_blocks
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.loops.util import exit_blocks, has_loop_hint, is_invariant, preheader
from pyllc.opt.passmanager import PreservedAnalyses
from pyllc.opt.scev import ScalarEvolutionAnalysis
from pyllc.opt.traits import (
    has_side_effects,
    is_droppable_call,
    is_readonly_call,
    is_volatile_or_atomic,
    may_write_memory,
    safe_to_speculate,
)


def _side_effect_free(i: Instruction) -> bool:
    if i.is_terminator:
        return i.opcode in ("br", "switch", "unreachable")
    if is_droppable_call(i):
        return True
    if i.opcode == "load":
        return not is_volatile_or_atomic(i)
    if i.opcode == "call":
        return is_readonly_call(i)
    if i.opcode in ("udiv", "sdiv", "urem", "srem"):
        return True          # a trap that would have happened is undefined behaviour anyway
    return not may_write_memory(i) and not has_side_effects(i) and i.opcode not in (
        "alloca", "va_arg", "landingpad")


def _invariant_value(v: Value, loop: Loop, ph: BasicBlock, hoist: list[Instruction]) -> bool:
    if is_invariant(v, loop):
        return True
    if isinstance(v, Instruction) and not isinstance(v, PhiNode) and safe_to_speculate(v) \
            and all(is_invariant(o, loop) for o in v.operands):
        hoist.append(v)
        return True
    return False


def _must_progress(fn: Function, loop: Loop) -> bool:
    return "mustprogress" in fn.fn_attrs or has_loop_hint(loop, "llvm.loop.mustprogress")


def _nest(loop: Loop) -> list[Loop]:
    out = [loop]
    for s in loop.subloops:
        out += _nest(s)
    return out


def delete_if_dead(loop: Loop, ar: LoopStandardAnalysisResults) -> bool:
    """Delete `loop` when it is dead (see module docstring)."""
    fn = ar.function
    ph = preheader(loop)
    exits = exit_blocks(loop)
    if ph is None or len(exits) != 1:
        return False
    ex = exits[0]
    blocks = loop.blocks()
    if any(has_address_taken(b) for b in blocks):
        return False
    for b in blocks:
        for i in b.instructions:
            if not _side_effect_free(i):
                return False
            for u in i.unique_users():
                ub = getattr(u, "parent", None)
                if ub is None or loop.contains(ub):
                    continue
                if not (isinstance(u, PhiNode) and ub is ex):
                    return False
    hoist: list[Instruction] = []
    values: list[tuple[PhiNode, Value]] = []
    for phi in ex.phis():
        inside = [v for v, b in phi.incoming if loop.contains(b)]
        if not inside:
            continue
        v0 = inside[0]
        if any(v is not v0 for v in inside) or not _invariant_value(v0, loop, ph, hoist):
            return False
        values.append((phi, v0))
    se = None
    for lp in _nest(loop):          # the loop and every loop inside it must terminate
        if not _must_progress(fn, lp):
            se = se or ar.get(ScalarEvolutionAnalysis)
            if se.backedge_taken_count(lp) is None:
                return False
    term = ph.terminator
    assert term is not None
    for i in hoist:
        i.move_before(term)
    ids = {id(b) for b in blocks}
    for phi, v in values:
        ops = phi.operands
        for k in range(len(ops) - 1, 0, -2):
            if id(ops[k]) in ids:
                phi.remove_operands(k - 1, k + 1)
        phi.add_incoming(v, ph)
    term.erase_from_parent()
    ph.append(BranchInst(ex))
    remove_blocks(fn, blocks)
    return True


class LoopDeletion(LoopPass):
    """Delete side-effect-free loops whose results are unused outside."""
    name = "loop-deletion"

    def display_name(self) -> str:
        return "LoopDeletionPass"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        if not delete_if_dead(loop, ar):
            return PreservedAnalyses.all()
        updater.mark_loop_deleted()
        ar.am.instr.stats.add(self.name, "Number of loops deleted")
        return PreservedAnalyses.none()
