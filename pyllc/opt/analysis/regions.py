"""`regions`: single-entry single-exit regions (LLVM's RegionInfo) and `print<regions>`.

A region (entry, exit) is a part of the CFG entered only through `entry` and left only
to `exit`, where `exit` post-dominates `entry` (Johnson, Pearson and Pingali's "program
structure tree", in LLVM's formulation with dominance frontiers):
- for each block `entry`, walk up its post-dominator tree; each post-dominator `exit`
  is a candidate; (entry, exit) is a region when the frontier of `entry` holds only
  blocks also in the frontier of `exit` (no edge leaves the region except to `exit`),
  those are reached from the region only through edges whose sources `exit` dominates,
  and no block of the frontier of `exit` is strictly inside (no edge enters it); when
  `entry` does not dominate `exit` (exit is a loop header around `entry`) the frontier
  of `entry` must be just {entry, exit}. Regions found with one entry nest; a region
  whose entry has one successor, the exit, is trivial and dropped.
- entries are scanned in post-order of the dominator tree, with a short-cut map so a
  found region is skipped over as one block;
- the tree is built by walking the dominator tree: a block that starts a region enters
  it, a block equal to the current region's exit leaves it.
The top-level region is `entry => <Function Return>`.

Contract: an analysis of the CFG (kept by passes that keep the CFG); the printer is
read-only.
"""
from __future__ import annotations

from pyllc.ir import Function
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock
from pyllc.opt.analyses import (
    DominatorTreeAnalysis,
    PostDominatorTree,
    PostDominatorTreeAnalysis,
)
from pyllc.opt.passmanager import Analysis, AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.printers import _module_of, _Names, _out


class Region:
    """One SESE region: `entry`, `exit` (None for the whole function), sub-regions."""

    def __init__(self, entry: BasicBlock, exit_: BasicBlock | None) -> None:
        self.entry = entry
        self.exit = exit_
        self.parent: Region | None = None
        self.children: list[Region] = []

    def add(self, sub: Region) -> None:
        sub.parent = self
        self.children.append(sub)

    def top(self) -> Region:
        r = self
        while r.parent is not None:
            r = r.parent
        return r


class RegionInfo:
    """The region tree of a function (see module docstring)."""

    def __init__(self, fn: Function, dt: DominatorTree, pdt: PostDominatorTree) -> None:
        self.dt, self.pdt = dt, pdt
        self.by_entry: dict[int, Region] = {}
        self.region_of: dict[int, Region] = {}
        entry = fn.blocks[0]
        self._dfs = llvm_dfs_numbers(entry)
        self.top = Region(entry, None)
        self._front = {id(b): {id(x) for x in dt.frontier(b)} for b in dt.reachable}
        shortcut: dict[int, BasicBlock] = {}
        for b in self._dom_postorder(entry):
            self._with_entry(b, shortcut)
        self._build(entry, self.top)

    def _kids(self, b: BasicBlock) -> list[BasicBlock]:
        return sorted(self.dt.children(b), key=lambda c: self._dfs[id(c)])

    def _dom_postorder(self, root: BasicBlock) -> list[BasicBlock]:
        out: list[BasicBlock] = []
        stack: list[tuple[BasicBlock, bool]] = [(root, False)]
        while stack:
            b, done = stack.pop()
            if done:
                out.append(b)
                continue
            stack.append((b, True))
            stack.extend((c, False) for c in reversed(self._kids(b)))
        return out

    def _common_frontier(self, bb: BasicBlock, entry: BasicBlock, exit_: BasicBlock) -> bool:
        return not any(self.dt.dominates(entry, p) and not self.dt.dominates(exit_, p)
                       for p in bb.predecessors())

    def is_region(self, entry: BasicBlock, exit_: BasicBlock) -> bool:
        fe = self._front.get(id(entry), set())
        if not self.dt.dominates(entry, exit_):
            return all(s in (id(exit_), id(entry)) for s in fe)
        fx = self._front.get(id(exit_), set())
        blocks = {id(b): b for b in self.dt.reachable}
        for s in fe:
            if s in (id(exit_), id(entry)):
                continue
            if s not in fx or not self._common_frontier(blocks[s], entry, exit_):
                return False
        return not any(s != id(exit_) and self.dt.properly_dominates(entry, blocks[s]) for s in fx)

    def _next_postdom(self, b: BasicBlock, shortcut: dict[int, BasicBlock]) -> BasicBlock | None:
        sc = shortcut.get(id(b))
        return self.pdt.idom(sc if sc is not None else b)

    def _with_entry(self, entry: BasicBlock, shortcut: dict[int, BasicBlock]) -> None:
        if not self.pdt.is_reachable(entry):
            return
        last: Region | None = None
        last_exit = entry
        n: BasicBlock | None = entry
        while True:
            n = self._next_postdom(n, shortcut) if n is not None else None
            if n is None:
                break
            if self.is_region(entry, n):
                succ = entry.successors()
                trivial = len(succ) <= 1 and succ and succ[0] is n
                new = None if trivial else Region(entry, n)
                if new is not None:
                    self.by_entry.setdefault(id(entry), new)
                    if last is not None:
                        new.add(last)
                last = new
                last_exit = n
            if not self.dt.dominates(entry, n):
                break
        if last_exit is not entry:
            sc = shortcut.get(id(last_exit))
            shortcut[id(entry)] = sc if sc is not None else last_exit

    def _build(self, root: BasicBlock, region: Region) -> None:
        stack: list[tuple[BasicBlock, Region]] = [(root, region)]
        while stack:
            b, r = stack.pop()
            while r.exit is b and r.parent is not None:
                r = r.parent
            own = self.by_entry.get(id(b))
            if own is not None:
                r.add(own.top())
                r = own
            else:
                self.region_of[id(b)] = r
            stack.extend((c, r) for c in reversed(self._kids(b)))

    def all_regions(self) -> list[Region]:
        out: list[Region] = []
        work = [self.top]
        while work:
            r = work.pop()
            out.append(r)
            work.extend(reversed(r.children))
        return out


def llvm_dfs_numbers(entry: BasicBlock) -> dict[int, int]:
    """Blocks numbered as LLVM's dominator-tree builder visits them (a worklist DFS that
    numbers a block when popped and pushes successors last-first); the tree's children
    appear in this order."""
    num: dict[int, int] = {}
    work = [entry]
    while work:
        b = work.pop()
        if id(b) in num:
            continue
        num[id(b)] = len(num)
        work.extend(s for s in reversed(b.successors()) if id(s) not in num)
    return num


class RegionInfoAnalysis(Analysis[Function]):
    name = "regions"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> RegionInfo:
        return RegionInfo(unit, am.get(DominatorTreeAnalysis, unit), am.get(PostDominatorTreeAnalysis, unit))


def region_name(r: Region, names: _Names) -> str:
    def one(b: BasicBlock | None) -> str:
        if b is None:
            return "<Function Return>"
        return b.name if b.name else names.block(b)
    return f"{one(r.entry)} => {one(r.exit)}"


class RegionPrinter(FunctionPass):
    """print<regions>: the region tree, one line per region, as opt-16 prints it."""
    name = "print<regions>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        ri: RegionInfo = am.get(RegionInfoAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))
        out = [f"Region Tree for function: {unit.name}", "Region tree:"]
        stack: list[tuple[Region, int]] = [(ri.top, 0)]
        while stack:
            r, lvl = stack.pop()
            out.append(f"{'  ' * lvl}[{lvl}] {region_name(r, names)}")
            stack.extend((c, lvl + 1) for c in reversed(r.children))
        out.append("End region tree")
        _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()
