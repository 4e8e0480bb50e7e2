# mypy: disable-error-code="no-any-return"
"""Partial redundancy elimination for `gvn`: scalar PRE and load PRE (LLVM's
GVNPass::performScalarPRE and PerformLoadPRE), run after the value-numbering walk.

Scalar PRE (`gvn<pre>`, on by default): a pure instruction I (not a compare, phi or
memory access) in a block B with several predecessors, whose operands are phis of B
or defined outside B, is looked up in each predecessor P with B's phis translated to
their values from P: available when an instruction with the same value-numbering key
sits in a block dominating P. If it is available in every predecessor but one, a copy
goes to the end of that one (its edge to B is split first if P has other successors;
never a back edge), and I becomes a phi of the available values (NumPRE).

Load PRE (`gvn<load-pre>`, on by default): a simple load in B whose pointer is a phi
of B or defined outside B is available in a predecessor P when walking back from the
end of P (through single-predecessor blocks, at most `SCAN_LIMIT` instructions) meets
a store of the same type to the same address or a load of it before anything that
may write it (the AA pipeline: basic-aa on the pointers, tbaa and scoped-noalias-aa on
the two accesses' metadata). A new load keeps the AA tags, `!range` and the
invariant kinds of the load it stands for. Available in all predecessors: the load becomes a phi;
in all but one: a copy of the load goes to the end of that predecessor (split edge as
above) and the load becomes a phi (NumPRELoad). Only when nothing before the load in
B may write the location or fail to return, so the new load runs only where the old
one would have run (it cannot trap where the program did not).

Flags: a leader whose `nsw`/`nuw`/`exact`/`inbounds` the replaced instruction lacks
loses them.

Contract: requires domtree and basic-aa; may split critical edges (then the CFG
analyses are stale: the caller preserves nothing).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Function, Instruction, PhiNode
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.aa import MUST_ALIAS, NO_ALIAS, AliasAnalysis
from pyllc.opt.cfgutils import split_edge
from pyllc.opt.ssa_updater import clone_instruction
from pyllc.opt.traits import (
    is_pure_call,
    is_readonly_call,
    is_volatile_or_atomic,
    may_write_memory,
    safe_to_speculate,
)

SCAN_LIMIT = 100
#: what a load inserted by load PRE takes from the load it stands for (LLVM's
#: PerformLoadPRE: the AA tags, !invariant.load, !invariant.group, !range)
_PRE_LOAD_METADATA = ("dbg", "tbaa", "alias.scope", "noalias", "invariant.load", "invariant.group", "range")
POISON_FLAGS = frozenset({"nuw", "nsw", "exact", "inbounds", "disjoint", "nneg"})


class PRE:
    """One PRE phase over a function (see module docstring)."""

    def __init__(self, fn: Function, dt: Any, aa: AliasAnalysis, dl: Any,
                 key_of: Any, scalar: bool, load: bool) -> None:
        self.fn, self.dt, self.aa, self.dl = fn, dt, aa, dl
        self.key_of = key_of
        self.scalar, self.load = scalar, load
        self.n_scalar = self.n_load = 0
        self.cfg_changed = False
        self.split_parent: dict[int, BasicBlock] = {}
        self.leaders: dict[Any, list[Instruction]] = {}

    def run(self) -> None:
        blocks = list(self.dt.rpo)
        for b in blocks:
            for i in b:
                k = self.key_of(i)
                if k is not None:
                    self.leaders.setdefault(k, []).append(i)
        entry = self.fn.blocks[0] if self.fn.blocks else None
        for b in blocks:
            if b is entry or len(b.predecessors()) < 2:
                continue
            preds = b.predecessors()
            if any(p.terminator is None or p.terminator.opcode not in ("br", "switch") for p in preds):
                continue
            for i in b:
                if i.parent is not b or i.opcode == "phi":
                    continue
                if i.opcode == "load":
                    if self.load and not is_volatile_or_atomic(i):
                        self.load_pre(i, b)
                elif self.scalar and i.opcode not in ("icmp", "fcmp"):
                    self.scalar_pre(i, b)

    # ---- helpers
    def _dominates_end(self, blk: BasicBlock, p: BasicBlock) -> bool:
        """`blk` dominates the end of `p` (p may be a block made by an edge split)."""
        while id(p) in self.split_parent:
            if blk is p:
                return True
            p = self.split_parent[id(p)]
        return self.dt.dominates(blk, p)

    def _translatable(self, i: Instruction, b: BasicBlock) -> bool:
        return all(not isinstance(o, Instruction) or o.parent is not b or isinstance(o, PhiNode)
                   for o in i.operands)

    @staticmethod
    def _translate(v: Value, b: BasicBlock, p: BasicBlock) -> Value | None:
        if isinstance(v, PhiNode) and v.parent is b:
            return v.incoming_value_for(p)
        return v

    def _insertion_block(self, b: BasicBlock, p: BasicBlock) -> BasicBlock | None:
        """Where code for the edge p -> b goes: p itself, or a new block on the edge."""
        if len(p.successors()) == 1:
            return p
        if self._dominates_end(b, p):
            return None                      # a back edge: never split
        mid = split_edge(self.fn, p, b)
        self.split_parent[id(mid)] = p
        self.cfg_changed = True
        return mid

    def _make_phi(self, i: Instruction, b: BasicBlock, vals: dict[int, Value], name: str | None) -> None:
        phi = PhiNode("phi", i.type, (), name)
        i.name = None
        first = b.first
        assert first is not None
        phi.insert_before(first)
        for p in b.predecessors():
            term = p.terminator
            assert term is not None
            n = sum(1 for s in term.successor_blocks() if s is b)
            for _ in range(n):
                phi.add_incoming(vals[id(p)], p)
        i.replace_all_uses_with(phi)
        i.erase_from_parent()

    @staticmethod
    def _reached_from_start(i: Instruction, b: BasicBlock) -> bool:
        """Every execution entering `b` reaches `i` (no call before it may not return)."""
        cur = b.first
        while cur is not None and cur is not i:
            if cur.opcode in ("call", "invoke") and not is_readonly_call(cur) and not is_pure_call(cur):
                return False
            cur = cur.next_node
        return True

    # ---- scalar PRE
    def scalar_pre(self, i: Instruction, b: BasicBlock) -> None:
        key = self.key_of(i)
        if key is None or i.type.is_void or not self._translatable(i, b):
            return
        if not safe_to_speculate(i) and not self._reached_from_start(i, b):
            return                  # the copy could trap where the program never ran i
        vals: dict[int, Value] = {}
        missing: BasicBlock | None = None
        for p in b.predecessors():
            ops = [self._translate(o, b, p) for o in i.operands]
            if any(o is None for o in ops):
                return
            probe = clone_instruction(i)
            for k, o in enumerate(ops):
                assert o is not None
                probe.set_operand(k, o)
            pk = self.key_of(probe)
            probe.drop_all_references()
            leader = next((x for x in self.leaders.get(pk, ()) if x is not i and x.parent is not None
                           and self._dominates_end(x.parent, p)), None)
            if leader is None:
                if missing is not None:
                    return
                missing = p
                continue
            vals[id(p)] = leader
        if missing is None:
            return                  # fully redundant: the value-numbering walk's business
        if missing is b:
            return
        # translate before splitting: b's phis name the new block, not `missing`, after
        ops = [self._translate(o, b, missing) for o in i.operands]
        at = self._insertion_block(b, missing)
        if at is None:
            return
        new = clone_instruction(i)
        new.name = ".pre"
        for k, t in enumerate(ops):
            assert t is not None
            new.set_operand(k, t)
        term = at.terminator
        assert term is not None
        new.insert_before(term)
        if at is not missing:       # the split block is the predecessor now
            missing = at
        vals[id(missing)] = new
        for v in vals.values():
            if isinstance(v, Instruction) and v is not new:
                v.flags &= i.flags | (v.flags - POISON_FLAGS)
        self.leaders.setdefault(key, []).append(new)
        self._make_phi(i, b, vals, f"{i.name}.pre-phi" if i.name else None)
        self.n_scalar += 1

    # ---- load PRE
    def load_pre(self, ld: Instruction, b: BasicBlock) -> None:
        ptr = ld.operands[0]
        if isinstance(ptr, Instruction) and ptr.parent is b and not isinstance(ptr, PhiNode):
            return
        size = self.aa.size_of(ld.type)
        # nothing before the load in b may write it or leave the block early
        cur = b.first
        while cur is not None and cur is not ld:
            if may_write_memory(cur) or (cur.opcode in ("call", "invoke") and not is_readonly_call(cur)
                                         and not is_pure_call(cur)):
                return
            cur = cur.next_node
        vals: dict[int, Value] = {}
        missing: BasicBlock | None = None
        for p in b.predecessors():
            if p is b:
                return
            pp = self._translate(ptr, b, p)
            if pp is None:
                return
            v = self._available(ld, pp, size, p)
            if v is None:
                if missing is not None:
                    return
                missing = p
                continue
            vals[id(p)] = v
        if missing is not None:
            mp = self._translate(ptr, b, missing)
            assert mp is not None
            at = self._insertion_block(b, missing)
            if at is None:
                return
            new = clone_instruction(ld)
            new.set_operand(0, mp)
            new.name = f"{ld.name}.pre" if ld.name else None
            new.metadata = {k: v for k, v in ld.metadata.items() if k in _PRE_LOAD_METADATA}
            term = at.terminator
            assert term is not None
            new.insert_before(term)
            vals[id(at)] = new
        self._make_phi(ld, b, vals, ld.name)
        self.n_load += 1

    def _available(self, ld: Instruction, ptr: Value, size: int | None, p: BasicBlock) -> Value | None:
        """The value a load of `ptr` would read at the end of `p`, if known."""
        blk: BasicBlock | None = p
        scanned = 0
        seen: set[int] = set()
        while blk is not None and id(blk) not in seen:
            seen.add(id(blk))
            cur = blk.last
            while cur is not None:
                scanned += 1
                if scanned > SCAN_LIMIT:
                    return None
                op = cur.opcode
                if op == "store" and not is_volatile_or_atomic(cur):
                    sp = cur.operands[1]
                    ssz = self.aa.size_of(cur.operands[0].type)
                    a = self.aa.loc_alias(sp, ssz, cur.metadata, ptr, size, ld.metadata)
                    if a == MUST_ALIAS and cur.operands[0].type is ld.type:
                        return cur.operands[0]
                    if a != NO_ALIAS:
                        return None
                elif op == "load" and cur is not ld and not is_volatile_or_atomic(cur):
                    if cur.type is ld.type and self.aa.alias(cur.operands[0], size, ptr, size) == MUST_ALIAS:
                        return cur
                elif may_write_memory(cur):
                    if op == "call" and not self.aa.call_may_modify(cur, ptr, size, ld.metadata):
                        pass
                    else:
                        return None
                cur = cur.prev_node
            preds = blk.predecessors()
            blk = preds[0] if len(preds) == 1 else None
        return None


def run_pre(fn: Function, dt: Any, aa: AliasAnalysis, dl: Any, key_of: Any,
            scalar: bool, load: bool) -> tuple[int, int, bool]:
    """(instructions PRE'd, loads PRE'd, whether edges were split)."""
    pre = PRE(fn, dt, aa, dl, key_of, scalar, load)
    pre.run()
    return pre.n_scalar, pre.n_load, pre.cfg_changed
