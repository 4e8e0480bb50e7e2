"""`inline` (CGSCC), `always-inline` (module) and `partial-inliner` (module).

`inline` (LLVM's InlinerPass): for the SCC being visited, every direct call site in its
functions goes on a worklist; each is judged by the cost model (inline_cost.py) and, if
accepted, replaced by the callee's body (cloning.py). Call sites that come from an
inlined body join the worklist with an *inline history* (the chain of callees they came
through), and a site whose callee is already in its history is skipped, so mutual
recursion cannot inline forever; a function never inlines into itself. When the last
use of a discardable callee (internal, private, linkonce, linkonce_odr — and not in a
comdat unless local) disappears and the callee is not in the current SCC, it is deleted.
Parameters: `inline<only-mandatory>` (only alwaysinline), and pyllc's `inline<O3>` /
`inline<threshold=N>` for the -O3 threshold or another one (opt's -inline-threshold).
Statistics as LLVM's: "Number of functions inlined", "Number of functions deleted
because all callers found".

`always-inline` (AlwaysInlinerPass): inlines every call of an `alwaysinline` function it
can (module order), then deletes such functions that became dead and are discardable.

`partial-inliner`: a function whose entry block is a cheap guard (pure instructions and
plain loads, at most `MAX_GUARD` of them) ending in a conditional branch to a block that
only returns (a value from the entry, an argument or a constant), while the rest of the
body is large (more than `MIN_BODY` instructions), has the guard copied into each
caller: the early return happens there, and only the other path calls the function.
This is the effect of LLVM's PartialInliner (which outlines the body and inlines the
rest); the guard is re-evaluated in the callee, which is harmless as it has no effects.

Contract: callers change (CFG and calls); the call graph is updated through the CGSCC
analysis manager; nothing is preserved where something changed.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import BranchInst, CallInst, Constant, Function, Instruction, PhiNode
from pyllc.ir.module import Module
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.ipo.cgscc import SCC, CGSCCAnalysisManager, CGSCCPass
from pyllc.opt.ipo.cloning import BodyFacts, NameTable, can_inline, clone_instruction, inline_call
from pyllc.opt.ipo.inline_cost import (
    DEFAULT_THRESHOLD,
    DISCARDABLE_LINKAGES,
    O3_THRESHOLD,
    decide,
)
from pyllc.opt.passmanager import AnalysisManager, ModulePass, Pass, PreservedAnalyses
from pyllc.opt.traits import has_side_effects, is_volatile_or_atomic

STAT_INLINED = "Number of functions inlined"
STAT_DELETED = "Number of functions deleted because all callers found"


def is_dead_discardable(f: Function) -> bool:
    """No uses left and the definition may be dropped (LLVM isDiscardableIfUnused)."""
    if f.has_uses() or f.is_declaration:
        return False
    if f.linkage not in DISCARDABLE_LINKAGES:
        return False
    return f.linkage in ("internal", "private") or f.comdat is None


def _direct_sites(f: Function) -> list[Instruction]:
    out: list[Instruction] = []
    for bb in f.blocks:
        for i in bb:
            if i.opcode in ("call", "invoke"):
                c = i.operands[-1]
                if isinstance(c, Function) and not c.is_declaration:
                    out.append(i)
    return out


class Inliner(CGSCCPass):
    """Inline call sites the cost model accepts, callees first (see module docstring)."""
    name = "inline"
    params_doc = "only-mandatory"

    def __init__(self, threshold: int = DEFAULT_THRESHOLD, only_mandatory: bool = False) -> None:
        self.threshold = threshold
        self.only_mandatory = only_mandatory

    @staticmethod
    def factory(params: str | None) -> Pass[Any]:
        if params is None or params == "":
            return Inliner()
        if params == "only-mandatory":
            return Inliner(only_mandatory=True)
        if params == "O3":
            return Inliner(O3_THRESHOLD)
        if params.startswith("threshold="):
            try:
                return Inliner(int(params[len("threshold="):]))
            except ValueError:
                pass
        raise ValueError(f"invalid inline pass parameter '{params}'")

    def run(self, unit: SCC, am: AnalysisManager[SCC]) -> PreservedAnalyses:
        assert isinstance(am, CGSCCAnalysisManager)
        work: list[tuple[Instruction, int]] = []
        for f in unit.functions:
            if not am.is_deleted(f) and "optnone" not in f.fn_attrs:
                work.extend((s, -1) for s in _direct_sites(f))
        history: list[tuple[Function, int]] = []
        names: dict[int, NameTable] = {}
        changed: dict[int, Function] = {}
        inlined = deleted = 0
        facts: dict[int, BodyFacts] = {}   # callees outside the SCC do not change meanwhile
        k = 0
        while k < len(work):
            site, hist = work[k]
            k += 1
            callee = site.operands[-1]
            caller = site.function
            if site.parent is None or caller is None or not isinstance(callee, Function):
                continue
            if _in_history(callee, hist, history):
                continue
            d = decide(site, self.threshold, self.only_mandatory,
                       None if callee in unit else facts)
            if not d.inline:
                continue
            nt = names.get(id(caller))
            if nt is None:
                nt = names[id(caller)] = NameTable(caller)
            body = inline_call(site, nt)
            inlined += 1
            changed[id(caller)] = caller
            if body.calls:
                h = len(history)
                history.append((callee, hist))
                work.extend((c, h) for c in body.calls
                            if isinstance(c.operands[-1], Function) and not c.operands[-1].is_declaration)
            if callee not in unit and is_dead_discardable(callee) and not am.is_deleted(callee):
                am.delete_function(callee)
                deleted += 1
        am.instr.stats.add(self.name, STAT_INLINED, inlined)
        am.instr.stats.add(self.name, STAT_DELETED, deleted)
        if not changed:
            return PreservedAnalyses.all()
        for f in changed.values():
            am.function_changed(f)
            am.fam.clear(f)
        return PreservedAnalyses.none()


def _in_history(callee: Function, h: int, history: list[tuple[Function, int]]) -> bool:
    while h >= 0:
        f, h = history[h]
        if f is callee:
            return True
    return False


class AlwaysInliner(ModulePass):
    """Inline every call of an `alwaysinline` function; delete those left dead."""
    name = "always-inline"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        inlined = 0
        names: dict[int, NameTable] = {}
        cands = [f for f in unit.functions if not f.is_declaration and "alwaysinline" in f.fn_attrs]
        for f in cands:
            for u in f.unique_users():
                if not isinstance(u, Instruction) or u.opcode not in ("call", "invoke") \
                        or u.operands[-1] is not f or u.parent is None:
                    continue
                caller = u.function
                if caller is None or can_inline(u) is not None or "noinline" in u.fn_attrs:  # type: ignore[attr-defined]
                    continue
                nt = names.get(id(caller))
                if nt is None:
                    nt = names[id(caller)] = NameTable(caller)
                inline_call(u, nt)
                inlined += 1
        dead = {id(f) for f in cands if is_dead_discardable(f)}
        if dead:
            unit.functions[:] = [f for f in unit.functions if id(f) not in dead]
            for f in cands:
                if id(f) in dead:
                    for bb in f.blocks:
                        for i in bb:
                            i.drop_all_references()
                    if f.name is not None:
                        unit._symbols.pop(f.name, None)
                    f.parent = None
        am.instr.stats.add(self.name, STAT_INLINED, inlined)
        am.instr.stats.add(self.name, STAT_DELETED, len(dead))
        return PreservedAnalyses.all() if not inlined and not dead else PreservedAnalyses.none()


MAX_GUARD = 8
MIN_BODY = 20


def _guard_shape(f: Function) -> tuple[BranchInst, bool, Value | None] | None:
    """(entry's branch, True when the true edge returns, the returned value) or None."""
    entry = f.entry
    if entry is None or len(f.blocks) < 3:
        return None
    br = entry.last
    if not isinstance(br, BranchInst) or not br.is_conditional:
        return None
    body = [i for i in entry if i is not br]
    if len(body) > MAX_GUARD:
        return None
    for i in body:
        if i.opcode == "alloca" or i.opcode == "phi":
            return None
        if i.opcode == "load":
            if is_volatile_or_atomic(i):
                return None
        elif has_side_effects(i):
            return None
    for k, true_edge in ((1, True), (2, False)):
        rb = br.operands[k]
        other = br.operands[3 - k]
        assert isinstance(rb, BasicBlock) and isinstance(other, BasicBlock)
        if rb is other or len(rb) != 1 or rb.last is None or rb.last.opcode != "ret":
            continue
        ret = rb.last
        rv = ret.operands[0] if ret.operands else None
        if rv is not None and not (isinstance(rv, (Constant, Argument))
                                   or (isinstance(rv, Instruction) and rv.parent is entry)):
            continue
        size = sum(len(b) for b in f.blocks) - len(entry) - 1
        if size <= MIN_BODY:
            return None
        return br, true_edge, rv
    return None


class PartialInliner(ModulePass):
    """Copy a large function's early-return guard into its callers (see module docstring)."""
    name = "partial-inliner"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        n = 0
        for f in list(unit.functions):
            if f.is_declaration or f.is_vararg or "noinline" in f.fn_attrs \
                    or "alwaysinline" in f.fn_attrs or "optnone" in f.fn_attrs:
                continue
            shape = _guard_shape(f)
            if shape is None:
                continue
            for u in f.unique_users():
                if isinstance(u, CallInst) and u.operands[-1] is f and u.parent is not None \
                        and u.function is not f and u.tail != "musttail" \
                        and u.function_type is f.function_type and not u.bundles \
                        and "optnone" not in (u.function.fn_attrs if u.function else {}):
                    _guard_into_caller(u, f, shape)
                    n += 1
        am.instr.stats.add(self.name, "Number of callsites functions partially inlined into.", n)
        return PreservedAnalyses.none() if n else PreservedAnalyses.all()


def _guard_into_caller(site: CallInst, f: Function, shape: tuple[BranchInst, bool, Value | None]) -> None:
    br, true_returns, rv = shape
    bb = site.parent
    caller = site.function
    assert bb is not None and caller is not None and f.entry is not None
    nt = NameTable(caller)
    nxt = site.next_node
    assert nxt is not None
    tail = bb.split_block(nxt, nt.take(f"{f.name}.exit"))
    call_bb = bb.split_block(site, nt.take(f"{f.name}.call"))
    ret_bb = BasicBlock(nt.take(f"{f.name}.early"), caller)
    ret_bb.append(BranchInst(tail))
    blocks = caller.blocks
    blocks.insert(next(j for j, b in enumerate(blocks) if b is call_bb) + 1, ret_bb)
    last = bb.last
    assert last is not None
    last.erase_from_parent()
    vmap: dict[int, Value] = {id(a): v for a, v in zip(f.args, site.args)}
    for oi in f.entry:
        if oi is br:
            break
        ni = clone_instruction(oi)
        ni.name = nt.fresh(oi.name)
        ni.metadata.pop("dbg", None)
        for k, op in enumerate(ni.operands):
            if id(op) in vmap:
                ni.set_operand(k, vmap[id(op)])
        vmap[id(oi)] = ni
        bb.append(ni)
    cond = vmap.get(id(br.operands[0]), br.operands[0])
    bb.append(BranchInst(cond, ret_bb, call_bb) if true_returns else BranchInst(cond, call_bb, ret_bb))
    if site.type.is_void or not site.has_uses():
        return
    phi = PhiNode("phi", site.type, (), nt.fresh(site.name or "partial"))
    site.replace_all_uses_with(phi)
    assert rv is not None
    phi.add_incoming(vmap.get(id(rv), rv), ret_bb)
    phi.add_incoming(site, call_bb)
    tail.push_front(phi)


PASSES: list[type[Pass[Any]]] = [AlwaysInliner, PartialInliner]
