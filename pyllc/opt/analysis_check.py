"""A debug check that preserved analyses are really still valid (LLVM's
`-verify-analysis-invalidation`).

A pass that returns a `PreservedAnalyses` keeping `domtree` or `loops` promises that the
cached result still describes the function; the pass manager then skips recomputing it,
which is where most of the optimizer's speed on big modules comes from. A wrong promise
does not crash: later passes silently read a stale tree. `install(mam)` adds an
instrumentation callback that, after every pass, recomputes each cached dominator tree
and LoopInfo the pass kept and compares it with the cached one; a difference raises
`StaleAnalysisError` naming the pass and the function. It costs a recomputation per
kept analysis per pass, so it is for tests, not for normal runs.

What is compared (the facts clients read, not incidental order):
- domtree: the set of reachable blocks and every reachable block's immediate dominator;
- loops: every loop as (header, its blocks, its latches, its parent loop's header), and
  the innermost loop of every block.

Which results are checked after a pass:
- a function or module pass: the cached results of the functions it ran on, for the
  analyses its result says it preserves (the rest are dropped right after);
- a loop pass: whatever is still cached for the loop's function (the adaptor has already
  dropped what the pass did not preserve).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Function
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.module import Module
from pyllc.native import mypyc_attr
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop, LoopAnalysis, LoopInfo
from pyllc.opt.passmanager import ModuleAnalysisManager, Pass, PreservedAnalyses

_DomSig = dict[int, int | None]
_LoopSig = tuple[frozenset[tuple[int, frozenset[int], frozenset[int], int | None]], dict[int, int]]


@mypyc_attr(native_class=False)  # mypyc makes no native AssertionError subclasses
class StaleAnalysisError(AssertionError):
    """A pass said it preserved an analysis that its changes made wrong."""


def domtree_signature(dt: DominatorTree, fn: Function) -> _DomSig:
    """Reachable block -> its immediate dominator (None for the entry), by identity."""
    out: _DomSig = {}
    for b in fn.blocks:
        if dt.is_reachable(b):
            d = dt.idom(b)
            out[id(b)] = None if d is None else id(d)
    return out


def loops_signature(li: LoopInfo, fn: Function) -> _LoopSig:
    """The loop forest as comparable values (see the module docstring)."""
    loops = frozenset(
        (id(lp.header), frozenset(lp.block_ids), frozenset(id(b) for b in lp.latches),
         None if lp.parent is None else id(lp.parent.header))
        for lp in li.all_loops())
    innermost = {id(b): id(lp.header) for b in fn.blocks
                 if (lp := li.loop_for(b)) is not None}
    return loops, innermost


def check_function(fn: Function, mam: ModuleAnalysisManager, who: str,
                   pa: PreservedAnalyses | None, counts: dict[str, int]) -> None:
    """Compare the cached domtree/loops of `fn` (those `pa` keeps; all when `pa` is None)
    with fresh ones; raise StaleAnalysisError on a difference. `counts` tallies the
    comparisons made, by analysis name."""
    fam = mam.fam
    dt = fam.cached(DominatorTreeAnalysis, fn)
    fresh_dt: DominatorTree | None = None
    if dt is not None and (pa is None or pa.preserved(DominatorTreeAnalysis.name)):
        fresh_dt = DominatorTree(fn)
        counts["domtree"] = counts.get("domtree", 0) + 1
        if domtree_signature(dt, fn) != domtree_signature(fresh_dt, fn):
            raise StaleAnalysisError(f"{who} kept the dominator tree of @{fn.name} but "
                                     f"changed its dominators")
    li = fam.cached(LoopAnalysis, fn)
    if li is not None and (pa is None or pa.preserved(LoopAnalysis.name)):
        fresh_li = LoopInfo(fn, fresh_dt if fresh_dt is not None else DominatorTree(fn))
        counts["loops"] = counts.get("loops", 0) + 1
        if loops_signature(li, fn) != loops_signature(fresh_li, fn):
            raise StaleAnalysisError(f"{who} kept the loop info of @{fn.name} but changed "
                                     f"its loops")


def install(mam: ModuleAnalysisManager) -> dict[str, int]:
    """Check every pass run through `mam` (and its function analysis manager). Returns
    the live tally of comparisons made, by analysis name."""
    counts: dict[str, int] = {}

    def after(p: Pass[Any], unit: Any, pa: PreservedAnalyses) -> None:
        if pa.are_all_preserved and p.kind != "loop":
            return
        who = f"pass '{p.name}'"
        if isinstance(unit, Function):
            check_function(unit, mam, who, pa, counts)
        elif isinstance(unit, Loop):
            fn = unit.header.parent
            if isinstance(fn, Function):
                check_function(fn, mam, who, None, counts)
        elif isinstance(unit, Module):
            for fn in unit.functions:
                if not fn.is_declaration:
                    check_function(fn, mam, who, pa, counts)

    mam.instr.after.append(after)
    return counts
