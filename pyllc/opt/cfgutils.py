"""Small CFG-shaping utility passes: `mergereturn`, `break-crit-edges`, `lower-switch`.

- `mergereturn` (UnifyFunctionExitNodes): every `ret` branches to one new block
  `UnifiedReturnBlock` that returns a phi of the returned values.
- `break-crit-edges`: an edge from a block with several successors to a block with
  several predecessors gets a block of its own (`<src>.<dst>_crit_edge`), so code
  can later be placed on the edge; phis in the destination are rewired.
- `lower-switch`: a `switch` becomes a balanced binary tree of `icmp` + `br`
  (LLVM's LowerSwitch, without its case-range clustering): leaves test one case
  value for equality, inner nodes split the sorted cases by `icmp slt`.

Contract: each changes the CFG, so preserves nothing when it fires. Edges in and
out of blocks whose address is taken are left alone by break-crit-edges.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    I1,
    BranchInst,
    ConstantInt,
    Function,
    ICmpInst,
    PhiNode,
    ReturnInst,
)
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.irutil import (
    drop_references,
    phi_replace_block,
    set_parent,
    set_terminator,
)
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses


def _new_block(fn: Function, name: str | None, after: BasicBlock | None = None) -> BasicBlock:
    bb = BasicBlock(name, fn)
    if after is None:
        fn.blocks.append(bb)
    else:
        fn.blocks.insert(fn.blocks.index(after) + 1, bb)
    return bb


def _append(bb: BasicBlock, i: Any) -> Any:
    bb.append(i)
    return i


class MergeReturn(FunctionPass):
    name = "mergereturn"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        rets = [b for b in unit.blocks if b.terminator is not None and b.terminator.opcode == "ret"]
        if len(rets) < 2:
            return PreservedAnalyses.all()
        exit_bb = _new_block(unit, "UnifiedReturnBlock")
        rt = unit.function_type.ret
        phi: PhiNode | None = None
        if not rt.is_void:
            phi = _append(exit_bb, PhiNode("phi", rt, (), "UnifiedRetVal"))
        for b in rets:
            r = b.terminator
            assert r is not None
            if phi is not None:
                phi.add_incoming(r.operands[0], b)
            set_terminator(b, BranchInst(exit_bb))
        _append(exit_bb, ReturnInst(phi))
        am.instr.stats.add(self.name, "Number of returns merged", len(rets))
        return PreservedAnalyses.none()


def split_edge(fn: Function, src: BasicBlock, dst: BasicBlock) -> BasicBlock:
    """Put a new block on every edge src -> dst; returns it."""
    name = f"{src.name}.{dst.name}_crit_edge" if src.name and dst.name else None
    mid = _new_block(fn, name, src)
    term = src.terminator
    assert term is not None
    for k, op in enumerate(term.operands):
        if op is dst:
            term.set_operand(k, mid)
    _append(mid, BranchInst(dst))
    n_edges = sum(1 for op in term.operands if op is mid)
    for phi in dst.phis():
        # the n entries from src become one entry from mid
        ops = phi.operands
        vals = [ops[k] for k in range(0, len(ops), 2) if ops[k + 1] is src]
        if n_edges > 1 and vals:
            keep = [(ops[k], ops[k + 1]) for k in range(0, len(ops), 2) if ops[k + 1] is not src]
            from_src = vals[0]
            drop_references(phi)
            for v, b in keep:
                assert isinstance(b, BasicBlock)   # phi operands alternate value, block
                phi.add_incoming(v, b)
            phi.add_incoming(from_src, mid)
        else:
            phi_replace_block(phi, src, mid)
    return mid


def split_critical_edges(unit: Function) -> int:
    """Split every critical edge out of a `br`/`switch` (see module docstring)."""
    n = 0
    for b in list(unit.blocks):
        term = b.terminator
        if term is None or term.opcode not in ("br", "switch"):
            continue
        succs = b.successors()
        if len(succs) < 2:
            continue
        for s in succs:
            if len(s.predecessors()) > 1 and all(u.opcode in ("br", "switch", "phi")
                                                 for u in s.users if hasattr(u, "opcode")):
                split_edge(unit, b, s)
                n += 1
    return n


class BreakCriticalEdges(FunctionPass):
    name = "break-crit-edges"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = split_critical_edges(unit)
        am.instr.stats.add(self.name, "Number of critical edges split", n)
        return PreservedAnalyses.none() if n else PreservedAnalyses.all()


class LowerSwitch(FunctionPass):
    name = "lower-switch"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = 0
        for b in list(unit.blocks):
            term = b.terminator
            if term is None or term.opcode != "switch":
                continue
            self.lower(unit, b, term)
            n += 1
        am.instr.stats.add(self.name, "Number of switches lowered", n)
        return PreservedAnalyses.none() if n else PreservedAnalyses.all()

    def lower(self, fn: Function, bb: BasicBlock, sw: Any) -> None:
        cond: Value = sw.operands[0]
        default: BasicBlock = sw.default
        cases = sorted(sw.cases, key=lambda kb: kb[0].signed)
        # every old edge bb -> dest is removed; each new edge adds one phi entry
        old_vals: dict[int, list[Value]] = {}
        for dest in {id(d): d for d in [default] + [d for _, d in cases]}.values():
            for phi in dest.phis():
                ops = phi.operands
                old_vals[id(phi)] = [ops[k] for k in range(0, len(ops), 2) if ops[k + 1] is bb]
                keep = [(ops[k], ops[k + 1]) for k in range(0, len(ops), 2) if ops[k + 1] is not bb]
                drop_references(phi)
                for v, blk in keep:
                    phi.add_incoming(v, blk)
        new_edges: list[tuple[BasicBlock, BasicBlock]] = []

        def build(lo: int, hi: int, into: BasicBlock) -> None:
            """Terminate `into` with the test of cases[lo:hi] (default when empty)."""
            if lo >= hi:
                _append(into, BranchInst(default))
                new_edges.append((into, default))
                return
            if hi - lo == 1:
                k, dest = cases[lo]
                c = _append(into, ICmpInst("icmp", I1, "eq", cond, k, None))
                _append(into, BranchInst(c, dest, default))
                new_edges.extend([(into, dest), (into, default)])
                return
            mid = (lo + hi) // 2
            pivot = cases[mid][0]
            left = _new_block(fn, "NodeBlock", into)
            right = _new_block(fn, "NodeBlock", left)
            c = _append(into, ICmpInst("icmp", I1, "slt", cond, ConstantInt(pivot.type, pivot.value), None))
            _append(into, BranchInst(c, left, right))
            build(lo, mid, left)
            build(mid, hi, right)

        drop_references(sw)
        set_parent(sw, None)
        bb.set_instructions(bb.instructions[:-1])
        build(0, len(cases), bb)
        for src, dest in new_edges:
            for phi in dest.phis():
                vals = old_vals.get(id(phi))
                if vals:
                    phi.add_incoming(vals[0], src)
