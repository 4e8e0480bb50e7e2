"""LICM's scalar promotion: a memory location only loaded and stored in a loop lives in
a register there (LLVM's promoteLoopAccessesToScalars).

Candidates: the simple (non-volatile, non-atomic) loads and stores of the loop whose
pointer is loop-invariant, grouped by location (basic-aa: same underlying object and
constant offset, else the same pointer value), all of one type. A group is promoted when
- it has a store, and no other instruction of the loop may read or write the location
  (other accesses by basic-aa, or set apart by tbaa / scoped-noalias-aa from the
  group's merged AA tags; calls by `call_may_access`: memory intrinsics by their
  operands, any call but a pure one may touch anything but a non-escaping alloca);
- loading it in the preheader cannot trap: one of its accesses is guaranteed to run, or
  the pointer is dereferenceable (alloca, global, `dereferenceable` argument);
- storing it at the exits is allowed: one of its stores is guaranteed to run, or the
  object is a non-escaping alloca (no other thread can see the extra store).
When only the first point fails because something else may read the location (or the
exit stores are not allowed), the loads alone are promoted and the stores stay: nothing
else writes the location, so its value is always the last one stored (LLVM's load-only
promotion).
Rewrite: `%<p>.promoted = load` at the end of the preheader; the group's loads read the
reaching stored value (an SSA updater adds phis: the header's is the loop-carried one);
each exit gets an LCSSA phi of the value leaving the loop and a store of it; the loop's
stores are deleted. The new load and stores carry the group's merged AA tags (the most
generic tbaa, the union of scopes, the common noalias scopes: LLVM's AAMDNodes::merge).
Sub-loops are put back in LCSSA form afterwards.

Contract: as LICM's (CFG kept).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import AllocaInst, Instruction, LoadInst, PhiNode, StoreInst
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.aa import MUST_ALIAS, AliasAnalysis
from pyllc.opt.analyses import Loop
from pyllc.opt.loops.lcssa import form_lcssa_for_loop
from pyllc.opt.loops.memory import LoopMemory, SafetyInfo, dereferenceable
from pyllc.opt.loops.util import (
    SSAUpdater,
    edges_into,
    exit_blocks,
    first_insertion_point,
    is_invariant,
)
from pyllc.opt.mdcombine import merged_aa_tags
from pyllc.opt.traits import is_volatile_or_atomic


class _StoreAwareUpdater(SSAUpdater):
    """Definitions are the group's stores; their value is read when asked (a stored value
    that was itself a promoted load has been replaced by then)."""

    def __init__(self, ty: Any, name: str | None, reachable: list[BasicBlock]) -> None:
        super().__init__(ty, name, reachable)
        #: id(promoted load) -> (the load, its replacement): a value read from a store
        #: before its load was replaced may sit in the updater's cache (a loop that
        #: stores back what it loaded, `store %v, p` after `%v = load p`)
        self.replaced: dict[int, tuple[Value, Value]] = {}

    def defined(self, b: BasicBlock) -> Value | None:
        v = self.defs.get(id(b))
        return v.operands[0] if isinstance(v, StoreInst) else v

    def value_at_entry(self, b: BasicBlock) -> Value:
        v = super().value_at_entry(b)
        while id(v) in self.replaced:
            v = self.replaced[id(v)][1]
        return v


def _groups(loop: Loop, aa: AliasAnalysis, mem: LoopMemory) -> list[list[Instruction]]:
    groups: dict[Any, list[Instruction]] = {}
    for i in mem.insts:
        if i.opcode not in ("load", "store") or is_volatile_or_atomic(i):
            continue
        p = i.operands[0] if i.opcode == "load" else i.operands[1]
        if not is_invariant(p, loop):
            continue
        base, off = aa.decompose(p)
        key = (id(base), off) if off is not None else (id(p), None)
        groups.setdefault(key, []).append(i)
    return list(groups.values())


def _ptr(i: Instruction) -> Value:
    return i.operands[0] if i.opcode == "load" else i.operands[1]


def _ty(i: Instruction) -> Any:
    return i.type if i.opcode == "load" else i.operands[0].type


def promote_loop(loop: Loop, ph: BasicBlock, aa: AliasAnalysis, dt: DominatorTree,
                 mem: LoopMemory, safety: SafetyInfo, stats: dict[str, int]) -> int:
    """Promote every eligible group of `loop`; returns how many were promoted (the
    load-only promotions are also counted in `stats["loads"]`)."""
    exits = exit_blocks(loop)
    if not exits or any(first_insertion_point(e) is None or e.first_non_phi is None
                        or e.first_non_phi.opcode in ("landingpad", "catchswitch", "cleanuppad",
                                                       "catchpad") for e in exits):
        return 0
    n = 0
    for g in _groups(loop, aa, mem):
        mode = _eligible(g, loop, aa, mem, safety)
        if mode is not None:
            _promote(g, loop, ph, exits, keep_stores=mode == "loads")
            n += 1
            if mode == "loads":
                stats["loads"] = stats.get("loads", 0) + 1
    if n:
        def close(lp: Loop) -> None:
            for s in lp.subloops:
                close(s)
            form_lcssa_for_loop(lp, dt)
        for s in loop.subloops:
            close(s)
        form_lcssa_for_loop(loop, dt)
    return n


def _eligible(g: list[Instruction], loop: Loop, aa: AliasAnalysis, mem: LoopMemory,
              safety: SafetyInfo) -> str | None:
    """"full", "loads" (only the loads may go: something else may read the location, or
    the stores may not be moved to the exits), or None."""
    stores = [i for i in g if i.opcode == "store"]
    if not stores:
        return None
    ty = _ty(g[0])
    if any(_ty(i) is not ty for i in g) or ty.is_void or ty.is_aggregate:
        return None
    size = aa.size_of(ty)
    p0 = _ptr(g[0])
    if size is None or any(aa.alias(_ptr(i), size, p0, size) != MUST_ALIAS for i in g):
        return None
    ids = {id(i) for i in g}
    md = merged_aa_tags(g)
    if mem.may_modify(p0, size, ids, md):
        return None
    aligns = [getattr(i, "align", None) for i in g]
    align = None if any(a is None for a in aligns) else min(a for a in aligns if a is not None)
    deref = any(safety.guaranteed(i) for i in g) or dereferenceable(aa, p0, size, align)
    if not deref:
        return None
    base = aa.decompose(p0)[0]
    local = isinstance(base, AllocaInst) and not aa.escapes(base)
    if not mem.may_access(p0, size, ids, md) and (local or any(safety.guaranteed(s) for s in stores)):
        return "full"
    return "loads" if len(stores) < len(g) else None


def _promote(g: list[Instruction], loop: Loop, ph: BasicBlock, exits: list[BasicBlock],
             keep_stores: bool) -> None:
    p = _ptr(g[0])
    ty = _ty(g[0])
    aligns = [getattr(i, "align", None) for i in g]
    align = None if any(a is None for a in aligns) else min(a for a in aligns if a is not None)
    tags = merged_aa_tags(g)
    pname = getattr(p, "name", None) or ""
    term = ph.terminator
    assert term is not None
    init = LoadInst(ty, p, align, name=f"{pname}.promoted")
    init.metadata.update(tags)
    init.insert_before(term)
    in_group = {id(i) for i in g}
    lname = next((i.name for i in g if i.opcode == "load" and i.name), None)
    up = _StoreAwareUpdater(ty, lname, [ph, *loop.blocks()])
    up.add_def(ph, init)
    for b in loop.blocks():
        last = None
        for i in b.instructions:
            if id(i) in in_group and i.opcode == "store":
                last = i
        if last is not None:
            up.add_def(b, last)
    for b in loop.blocks():
        cur: Instruction | None = None
        for i in list(b.instructions):
            if id(i) not in in_group:
                continue
            if i.opcode == "store":
                cur = i
                continue
            val = cur.operands[0] if cur is not None else up.value_at_entry(b)
            i.replace_all_uses_with(val)
            up.replaced[id(i)] = (i, val)
            i.erase_from_parent()
    for e in exits if not keep_stores else ():
        preds = edges_into(e)
        vals = [up.value_at_end(pb) for pb in preds]
        v: Value = vals[0]
        if any(x is not v for x in vals) or not is_invariant(v, loop):
            phi = PhiNode("phi", ty, (), f"{pname}.lcssa" if pname else None)
            for x, pb in zip(vals, preds):
                phi.add_incoming(x, pb)
            first = e.first
            assert first is not None
            phi.insert_before(first)
            v = phi
        st = StoreInst(v, p, align)
        st.metadata.update(tags)
        pos = first_insertion_point(e)
        assert pos is not None
        st.insert_before(pos)
    for i in g if not keep_stores else ():
        if i.opcode == "store" and i.parent is not None:
            i.erase_from_parent()
    if not init.users:
        init.erase_from_parent()
