# mypy: disable-error-code="no-any-return"
"""CFG analyses: dominator and post-dominator trees, dominance frontiers, natural loops.

- `domtree`: pyllc.ir.dominators.DominatorTree (Cooper–Harvey–Kennedy, "A Simple, Fast
  Dominance Algorithm", 2001), wrapped as an analysis.
- `postdomtree`: the same algorithm on the reversed CFG from a virtual exit node
  that every returning/unreachable-ending block reaches.
- `domfrontier`: CHK's runner formulation (the IR's DominatorTree.frontier).
- `loops`: natural loops (Aho–Sethi–Ullman): a back edge is an edge to a block
  that dominates its source; a loop's body is everything that reaches a latch
  backwards without passing the header; loops nest by containment (LLVM LoopInfo).

Contract: read the function only. All four depend on the CFG alone, so passes
that keep the CFG (`PreservedAnalyses.cfg()`) keep them.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from pyllc.ir import Function
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock
from pyllc.opt.passmanager import Analysis, AnalysisManager


class DominatorTreeAnalysis(Analysis[Function]):
    name = "domtree"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> DominatorTree:
        return DominatorTree(unit)


def _chk_idoms(order: list[Any], preds: list[list[int]]) -> list[int]:
    """CHK iteration over nodes numbered in reverse postorder (node 0 is the root)."""
    n = len(order)
    idom = [-1] * n
    if n == 0:
        return idom
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for b in range(1, n):
            new = -1
            for p in preds[b]:
                if idom[p] == -1:
                    continue
                if new == -1:
                    new = p
                    continue
                x, y = p, new
                while x != y:
                    while x > y:
                        x = idom[x]
                    while y > x:
                        y = idom[y]
                new = x
            if new != idom[b]:
                idom[b] = new
                changed = True
    return idom


def _rpo(root: Any, succs: Callable[[Any], list[Any]]) -> list[Any]:
    seen = {id(root)}
    post: list[Any] = []
    stack: list[tuple[Any, Iterator[Any]]] = [(root, iter(succs(root)))]
    while stack:
        node, it = stack[-1]
        for s in it:
            if id(s) not in seen:
                seen.add(id(s))
                stack.append((s, iter(succs(s))))
                break
        else:
            stack.pop()
            post.append(node)
    post.reverse()
    return post


def preorder(root: Any, succs: Callable[[Any], list[Any]]) -> list[Any]:
    """Depth-first preorder, successors visited in order (LLVM's DFS numbering)."""
    seen = {id(root)}
    out = [root]
    stack: list[tuple[Any, Iterator[Any]]] = [(root, iter(succs(root)))]
    while stack:
        _, it = stack[-1]
        for s in it:
            if id(s) not in seen:
                seen.add(id(s))
                out.append(s)
                stack.append((s, iter(succs(s))))
                break
        else:
            stack.pop()
    return out


EXIT = None  # the virtual exit node of the post-dominator tree


class PostDominatorTree:
    """Post-dominators; `idom(b)` is None for the roots (children of the virtual exit)."""

    def __init__(self, fn: Function) -> None:
        self.function = fn
        exits = [b for b in fn.blocks if not b.successors()]
        self.roots = exits
        preds_of: dict[int, list[BasicBlock]] = {id(b): [] for b in fn.blocks}
        for b in fn.blocks:
            for s in b.successors():
                if id(s) in preds_of:
                    preds_of[id(s)].append(b)
        self._preds_of = preds_of
        virtual = _Exit(exits)

        def rsuccs(x: Any) -> list[Any]:
            return x.roots if isinstance(x, _Exit) else preds_of[id(x)]

        self._rsuccs = rsuccs
        self._virtual = virtual
        order = _rpo(virtual, rsuccs)
        num = {id(x): i for i, x in enumerate(order)}
        preds: list[list[int]] = [[] for _ in order]
        for i, x in enumerate(order):
            for s in rsuccs(x):
                preds[num[id(s)]].append(i)
        idom = _chk_idoms(order, preds)
        self._order = order
        self._num = num
        self._idom = idom
        children: dict[int, list[Any]] = {id(x): [] for x in order}
        for i in range(1, len(order)):
            children[id(order[idom[i]])].append(order[i])
        pre = {id(x): k for k, x in enumerate(preorder(virtual, rsuccs))}
        for v in children.values():
            v.sort(key=lambda x: pre[id(x)])
        self._children = children
        # DFS in/out numbers for O(1) queries
        self._tin: dict[int, int] = {}
        self._tout: dict[int, int] = {}
        t = 0
        stack: list[tuple[Any, Iterator[Any]]] = [(virtual, iter(children[id(virtual)]))]
        self._tin[id(virtual)] = t
        while stack:
            x, it = stack[-1]
            for c in it:
                t += 1
                self._tin[id(c)] = t
                stack.append((c, iter(children[id(c)])))
                break
            else:
                stack.pop()
                t += 1
                self._tout[id(x)] = t

    def idom(self, b: BasicBlock) -> BasicBlock | None:
        i = self._num.get(id(b))
        if i is None or i == 0:
            return None
        p = self._order[self._idom[i]]
        return None if isinstance(p, _Exit) else p

    def children(self, b: Any) -> list[BasicBlock]:
        key = self._virtual if b is EXIT else b
        return list(self._children.get(id(key), []))

    def dominates(self, a: BasicBlock, b: BasicBlock) -> bool:
        """`a` post-dominates `b` (every path from b to an exit passes a)."""
        if id(a) not in self._tin or id(b) not in self._tin:
            return a is b
        return self._tin[id(a)] <= self._tin[id(b)] and self._tout[id(b)] <= self._tout[id(a)]

    def is_reachable(self, b: BasicBlock) -> bool:
        return id(b) in self._num


class _Exit:
    __slots__ = ("roots",)

    def __init__(self, roots: list[BasicBlock]) -> None:
        self.roots = roots


class PostDominatorTreeAnalysis(Analysis[Function]):
    name = "postdomtree"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PostDominatorTree:
        return PostDominatorTree(unit)


class DominanceFrontierAnalysis(Analysis[Function]):
    """The frontier lives in the dominator tree (computed on first use)."""
    name = "domfrontier"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> DominatorTree:
        dt: DominatorTree = am.get(DominatorTreeAnalysis, unit)
        return dt


class Loop:
    """A natural loop: header, blocks (including sub-loops'), latches, parent, sub-loops."""

    def __init__(self, header: BasicBlock) -> None:
        self.header = header
        self.parent: Loop | None = None
        self.subloops: list[Loop] = []
        self.own_blocks: list[BasicBlock] = [header]
        self.latches: list[BasicBlock] = []
        #: ids of every block of the loop (sub-loops' included), for O(1) `contains`
        self.block_ids: set[int] = {id(header)}

    @property
    def depth(self) -> int:
        d, p = 1, self.parent
        while p is not None:
            d, p = d + 1, p.parent
        return d

    def blocks(self) -> list[BasicBlock]:
        out = list(self.own_blocks)
        for s in self.subloops:
            out += s.blocks()
        return out

    def contains(self, b: BasicBlock) -> bool:
        """`b` is a block of this loop or of one of its sub-loops. O(1)."""
        return id(b) in self.block_ids

    def add_block(self, b: BasicBlock, li: LoopInfo | None = None) -> None:
        """Record a block a pass created in this loop (and its parents); O(depth)."""
        self.own_blocks.append(b)
        if li is not None:
            li.loop_of[id(b)] = self
        lp: Loop | None = self
        while lp is not None:
            lp.block_ids.add(id(b))
            lp = lp.parent


class LoopInfo:
    """All natural loops of a function (see module docstring)."""

    def __init__(self, fn: Function, dt: DominatorTree) -> None:
        self.top: list[Loop] = []
        self.loop_of: dict[int, Loop] = {}
        rpo_pos = {id(b): k for k, b in enumerate(dt.rpo)}
        # a back edge comes from a block the header dominates, so from one at or after it
        # in reverse postorder: only targets of such edges can be headers (found through the
        # successor lists, cheaper than every block's predecessors)
        candidates: set[int] = set()
        for k, b in enumerate(dt.rpo):
            for s in b.successors():
                if rpo_pos.get(id(s), k + 1) <= k:
                    candidates.add(id(s))
        headers = [h for h in dt.preorder() if id(h) in candidates] if candidates else []
        for h in reversed(headers):
            hpos = rpo_pos[id(h)]
            latches = [p for p in h.predecessors()
                       if rpo_pos.get(id(p), -1) >= hpos and dt.dominates(h, p)]
            if not latches:
                continue
            loop = Loop(h)
            loop.latches = latches
            work = list(latches)
            self.loop_of[id(h)] = loop
            while work:
                b = work.pop()
                sub = self.loop_of.get(id(b))
                if sub is None:
                    self.loop_of[id(b)] = loop
                    loop.own_blocks.append(b)
                    work.extend(p for p in b.predecessors() if id(p) in rpo_pos)
                    continue
                while sub.parent is not None:
                    sub = sub.parent
                if sub is loop:
                    continue
                sub.parent = loop
                loop.subloops.append(sub)
                work.extend(p for p in sub.header.predecessors()
                            if id(p) in rpo_pos and not dt.dominates(sub.header, p))
        seen: set[int] = set()
        for loop in self.loop_of.values():
            top = loop
            while top.parent is not None:
                top = top.parent
            if id(top) not in seen:
                seen.add(id(top))
                self.top.append(top)
        order = {id(b): k for k, b in enumerate(dt.rpo)}
        for lp in self.all_loops():
            lp.own_blocks.sort(key=lambda b: order[id(b)])
            lp.subloops.sort(key=lambda s: order[id(s.header)])
            lp.block_ids = {id(b) for b in lp.blocks()}
        self.top.sort(key=lambda s: order[id(s.header)])

    def all_loops(self) -> list[Loop]:
        out: list[Loop] = []
        work = list(self.top)
        while work:
            lp = work.pop()
            out.append(lp)
            work.extend(lp.subloops)
        return out

    def postorder(self) -> list[Loop]:
        """Every loop, inner loops before the loops that contain them, siblings in
        program order (the order loop passes and canonicalization visit them)."""
        out: list[Loop] = []

        def visit(lp: Loop) -> None:
            for s in lp.subloops:
                visit(s)
            out.append(lp)

        for top in self.top:
            visit(top)
        return out

    def loop_for(self, b: BasicBlock) -> Loop | None:
        return self.loop_of.get(id(b))


class LoopAnalysis(Analysis[Function]):
    name = "loops"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> LoopInfo:
        return LoopInfo(unit, am.get(DominatorTreeAnalysis, unit))
