"""`loop-simplify`: put every natural loop in LLVM's canonical form (LoopSimplify.cpp).

For each loop, innermost first:
1. a preheader: when the header has several predecessors outside the loop, or one that
   also branches elsewhere, a new block `<header>.preheader` takes those edges;
2. dedicated exits: an exit block with predecessors outside the loop gets a new block
   `<exit>.loopexit` for the edges from inside;
3. one latch: several backedges are merged through a new block `<header>.backedge`.
Phis are split with the edges (`split_predecessors`: a merged entry, or a new phi
`<name>.ph` / `<name>.be` in the new block). A new block joins the loops that contain it,
so the outer loops see it when their turn comes. Edges out of `indirectbr`, `callbr` or
`invoke` cannot be redirected: that part of the form is then left undone for the loop
(LLVM gives up the same way), and exits that are landing pads are not split.

Contract: requires domtree and loops (the cached ones); changes the CFG, preserves nothing
when it changes something. Records LOOP_SIMPLIFY_FORM for the function (kept by every pass
that keeps the CFG: the form is a property of the CFG) and skips a function that has it.
"""
from __future__ import annotations

from pyllc.ir import Function, PhiNode
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop, LoopAnalysis, LoopInfo
from pyllc.opt.loops.util import can_redirect, exit_blocks, latches, split_predecessors
from pyllc.opt.passmanager import (
    LOOP_SIMPLIFY_FORM,
    AnalysisManager,
    FunctionPass,
    PreservedAnalyses,
)


def _is_pad(b: BasicBlock) -> bool:
    f = b.first
    while isinstance(f, PhiNode):
        f = f.next_node
    return f is not None and f.opcode in ("landingpad", "catchswitch", "catchpad", "cleanuppad")


def _innermost_with(lp: Loop | None, b: BasicBlock) -> Loop | None:
    """The innermost of `lp` and its ancestors that contains `b`."""
    while lp is not None and not lp.contains(b):
        lp = lp.parent
    return lp


class LoopSimplifier:
    """Canonicalizes the loops of one function (see module docstring)."""

    def __init__(self, fn: Function, dt: DominatorTree | None = None,
                 li: LoopInfo | None = None) -> None:
        self.fn = fn
        self.dt = dt if dt is not None else DominatorTree(fn)
        self.li = li if li is not None else LoopInfo(fn, self.dt)
        self.preheaders = 0
        self.exits = 0
        self.backedges = 0
        self._order: dict[int, int] | None = None

    def run(self) -> bool:
        for lp in self.li.postorder():
            self.simplify(lp)
        return bool(self.preheaders or self.exits or self.backedges)

    def _pos(self, b: BasicBlock) -> int:
        if self._order is None:
            self._order = {id(x): k for k, x in enumerate(self.fn.blocks)}
        return self._order.get(id(b), -1)

    def _add(self, b: BasicBlock, lp: Loop | None) -> None:
        if lp is not None:
            lp.add_block(b, self.li)

    def simplify(self, lp: Loop) -> None:
        h = lp.header
        outside = [p for p in h.predecessors() if not lp.contains(p)]
        if outside and all(can_redirect(p) for p in outside) and not _is_pad(h) and not (
                len(outside) == 1 and outside[0].successors() == [h]):
            ph = split_predecessors(self.fn, h, outside, f"{h.name or ''}.preheader")
            self._add(ph, lp.parent)
            self.preheaders += 1
        for e in exit_blocks(lp):
            inside = [p for p in e.predecessors() if lp.contains(p)]
            if len(inside) == len(e.predecessors()) or _is_pad(e):
                continue
            if not all(can_redirect(p) for p in inside):
                continue
            nb = split_predecessors(self.fn, e, inside, f"{e.name or ''}.loopexit")
            self._add(nb, _innermost_with(lp.parent, e))
            self.exits += 1
        lats = latches(lp)
        if len(lats) > 1 and all(can_redirect(b) for b in lats):
            be = split_predecessors(self.fn, h, lats, f"{h.name or ''}.backedge",
                                    phi_suffix=".be", after=max(lats, key=self._pos))
            self._order = None
            self._move_loop_md(lats, be)
            self._add(be, lp)
            lp.latches = [be]
            self.backedges += 1
        else:
            lp.latches = lats

    @staticmethod
    def _move_loop_md(lats: list[BasicBlock], be: BasicBlock) -> None:
        """`!llvm.loop` belongs on the one latch's branch."""
        t = be.terminator
        assert t is not None
        for b in lats:
            bt = b.terminator
            if bt is not None and "llvm.loop" in bt.metadata:
                md = bt.metadata.pop("llvm.loop")
                t.metadata.setdefault("llvm.loop", md)


class LoopSimplify(FunctionPass):
    """Canonicalize natural loops: preheaders, dedicated exits, a single latch."""
    name = "loop-simplify"

    def display_name(self) -> str:
        return "LoopSimplifyPass"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        # the form depends on the CFG only: when nothing changed the CFG since the last
        # run (every CFG-preserving pass keeps LOOP_SIMPLIFY_FORM), there is nothing to do
        if am.recorded(LOOP_SIMPLIFY_FORM, unit):
            return PreservedAnalyses.all()
        # the cached trees (a function already in canonical form leaves them valid: no
        # recomputation then); the loops are edited in place only when the CFG changes,
        # and then nothing else is preserved
        if not am.get(LoopAnalysis, unit).top:
            am.record(LOOP_SIMPLIFY_FORM, unit, True)
            return PreservedAnalyses.all()
        s = LoopSimplifier(unit, am.get(DominatorTreeAnalysis, unit), am.get(LoopAnalysis, unit))
        changed = s.run()
        st = am.instr.stats
        st.add(self.name, "Number of pre-header or exit blocks inserted", s.preheaders + s.exits)
        st.add(self.name, "Number of backedges merged", s.backedges)
        am.record(LOOP_SIMPLIFY_FORM, unit, True)
        return PreservedAnalyses(False, (LOOP_SIMPLIFY_FORM,)) if changed else PreservedAnalyses.all()
