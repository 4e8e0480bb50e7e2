"""Congruent induction variables merged before instruction selection (the
`replaceCongruentIVs` step of LLVM's IndVarSimplify, for the simple case that reaches
the code generator).

Why: the loop unroller's remainder handling leaves a second counter beside the loop's
own index (`%niter = phi [0, %ph], [%niter.next, %latch]`, `%niter.next = add %niter, 2`
next to `%j = phi [0, %ph], [%j.next, %latch]`, `%j.next = add %j, 2`), and the
exit test reads the copy. Both hold the same value on every iteration, yet each costs
a register and an add per iteration (bsort and fnv1a after clang -O2).

What it does: in each block, two integer phis with exactly two incoming edges, the same
value from the same entering block, and from the other block an `add` of the phi itself
and the same constant, are one induction variable: by induction they are equal on every
iteration. When one add dominates the other, the dominated add and its phi are replaced
by the dominating ones (which then dominate all their uses); the kept add keeps
only the wrap flags (nuw, nsw) both adds had, so no use sees poison that did not before.
The replaced phi and add are deleted.

Contract: requires SSA IR; keeps the CFG and every value's semantics. Changes the module
in place. Cost: linear in the phis of each block.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import BinaryOperator, ConstantInt, Function, Instruction, PhiNode
from pyllc.opt.analyses import DominatorTreeAnalysis
from pyllc.opt.passmanager import FunctionAnalysisManager


def _key(phi: PhiNode) -> tuple[Any, ...] | None:
    """(type, entering block, start value, stepping block, step) when `phi` is
    `phi [start, entering], [phi + step, stepping]`, else None."""
    if not phi.type.is_int or phi.num_incoming != 2:
        return None
    (v0, b0), (v1, b1) = phi.incoming
    for start, entering, inc, stepping in ((v0, b0, v1, b1), (v1, b1, v0, b0)):
        if isinstance(inc, BinaryOperator) and inc.opcode == "add" \
                and inc.operands[0] is phi and isinstance(inc.operands[1], ConstantInt):
            start_key: Any = (start.type, start.value) if isinstance(start, ConstantInt) \
                else id(start)
            return (phi.type, id(entering), start_key, id(stepping), inc.operands[1].value)
    return None


def _increment(phi: PhiNode) -> BinaryOperator:
    for v, _ in phi.incoming:
        if isinstance(v, BinaryOperator) and v.opcode == "add" and v.operands[0] is phi:
            return v
    raise AssertionError("not an induction phi")


def _dominates(dt: Any, a: Instruction, b: Instruction) -> bool:
    """Instruction `a` comes before `b` on every path to `b`."""
    if a.parent is b.parent:
        order = a.parent.instructions if a.parent is not None else ()
        return a in order and b in order and order.index(a) < order.index(b)
    return bool(dt.dominates(a.parent, b.parent))


def merge_congruent_ivs(fn: Function, fam: FunctionAnalysisManager) -> int:
    """Merge the congruent induction phis of `fn` (see the module docstring); returns how
    many phis were removed."""
    merged = 0
    dt: Any = None
    for b in fn.blocks:
        phis = b.phis()
        if len(phis) < 2:
            continue
        seen: dict[tuple[Any, ...], PhiNode] = {}
        for phi in phis:
            key = _key(phi)
            if key is None:
                continue
            keep = seen.get(key)
            if keep is None:
                seen[key] = phi
                continue
            if dt is None:
                dt = fam.get(DominatorTreeAnalysis, fn)
            inc, kept_inc = _increment(phi), _increment(keep)
            if inc is kept_inc:
                continue
            if not _dominates(dt, kept_inc, inc):
                if not _dominates(dt, inc, kept_inc):
                    continue
                # keep the add that dominates the other (and so all its uses)
                phi, keep, inc, kept_inc = keep, phi, kept_inc, inc
                seen[key] = keep
            for flag in ("nuw", "nsw"):
                if flag not in inc.flags:
                    kept_inc.flags.discard(flag)
            inc.replace_all_uses_with(kept_inc)
            phi.replace_all_uses_with(keep)
            inc.erase_from_parent()
            phi.erase_from_parent()
            merged += 1
    return merged
