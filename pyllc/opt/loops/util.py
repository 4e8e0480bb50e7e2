"""Helpers the loop passes share: loop queries, block splitting, cloning, an SSA updater.

- Loop queries (LLVM's Loop API): `preheader`, `latches`, `exiting_blocks`,
  `exit_blocks`, `has_dedicated_exits`, `is_invariant`, the loop's `!llvm.loop`
  metadata and its string hints.
- `split_predecessors` (LLVM SplitBlockPredecessors): a new block takes over the
  edges from some predecessors; the phis of the old block get one merged entry.
- `clone_instruction`: a detached copy with the same operands, flags and metadata.
- `SSAUpdater` (LLVM's SSAUpdater, on demand): given the value each of some blocks
  defines for one variable, it finds the value reaching any point and inserts the
  phis needed (Braun et al., "Simple and Efficient Construction of SSA Form", CC 2013:
  the recursive lookup with memoized phis, trivial phis removed on the spot).

Contract: pure helpers; they edit only what their docstrings say.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.ir import BranchInst, Function, Instruction, PhiNode, PoisonValue
from pyllc.ir.metadata import MDNode, MDString
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.analyses import Loop

#: terminators whose edges cannot be redirected to a new block
_FIXED_EDGES = frozenset(["indirectbr", "callbr", "invoke", "catchswitch", "cleanupret", "catchret"])


def new_block(fn: Function, name: str | None, before: BasicBlock | None = None) -> BasicBlock:
    """An empty block in `fn`, placed just before `before` (else at the end)."""
    bb = BasicBlock(name, fn)
    if before is None:
        fn.blocks.append(bb)
    else:
        k = next(k for k, b in enumerate(fn.blocks) if b is before)
        fn.blocks.insert(k, bb)
    return bb


def can_redirect(b: BasicBlock) -> bool:
    """The edges out of `b` can be moved to a new block (a `br` or `switch`)."""
    t = b.terminator
    return t is not None and t.opcode not in _FIXED_EDGES


def preheader(loop: Loop) -> BasicBlock | None:
    """The unique predecessor outside the loop, if it branches only to the header."""
    outside = [p for p in loop.header.predecessors() if not loop.contains(p)]
    if len(outside) != 1:
        return None
    p = outside[0]
    return p if p.successors() == [loop.header] and can_redirect(p) else None


def latches(loop: Loop) -> list[BasicBlock]:
    """Predecessors of the header inside the loop (recomputed, not cached)."""
    return [p for p in loop.header.predecessors() if loop.contains(p)]


def exiting_blocks(loop: Loop) -> list[BasicBlock]:
    return [b for b in loop.blocks() if any(not loop.contains(s) for s in b.successors())]


def exit_blocks(loop: Loop) -> list[BasicBlock]:
    """Distinct blocks outside the loop with a predecessor inside, in block order."""
    out: list[BasicBlock] = []
    seen: set[int] = set()
    for b in loop.blocks():
        for s in b.successors():
            if not loop.contains(s) and id(s) not in seen:
                seen.add(id(s))
                out.append(s)
    return out


def has_dedicated_exits(loop: Loop) -> bool:
    return all(all(loop.contains(p) for p in e.predecessors()) for e in exit_blocks(loop))


def is_invariant(v: Value, loop: Loop) -> bool:
    """`v` is not computed inside the loop."""
    return not (isinstance(v, Instruction) and v.parent is not None and loop.contains(v.parent))


def loop_metadata(loop: Loop) -> MDNode | None:
    """The `!llvm.loop` node on a latch's branch."""
    for b in latches(loop):
        t = b.terminator
        md = t.metadata.get("llvm.loop") if t is not None else None
        if isinstance(md, MDNode):
            return md
    return None


def has_loop_hint(loop: Loop, name: str) -> bool:
    """The loop's `!llvm.loop` lists `!{!"name", ...}` (e.g. `llvm.licm.disable`)."""
    md = loop_metadata(loop)
    if md is None:
        return False
    for op in md.operands:
        if isinstance(op, MDNode) and op.operands:
            head = op.operands[0]
            if isinstance(head, MDString) and head.value == name:
                return True
        if isinstance(op, MDString) and op.value == name:
            return True
    return False


def edges_into(b: BasicBlock) -> list[BasicBlock]:
    """The predecessors of `b` once per edge (a `switch` may reach `b` by several cases):
    a phi of `b` needs exactly one entry per edge."""
    out: list[BasicBlock] = []
    for p in b.predecessors():
        t = p.terminator
        assert t is not None
        out.extend(p for s in t.successor_blocks() if s is b)
    return out


def first_insertion_point(b: BasicBlock) -> Instruction | None:
    """The first instruction that is not a phi (None for a block of phis only)."""
    for i in b:
        if not isinstance(i, PhiNode):
            return i
    return None


def split_predecessors(fn: Function, bb: BasicBlock, preds: list[BasicBlock], name: str | None,
                       phi_suffix: str = ".ph", after: BasicBlock | None = None) -> BasicBlock:
    """A new block before `bb` that `preds` branch to instead; it branches to `bb`. Each phi
    of `bb` gets one entry from the new block: the common value of the preds' entries, or a
    new phi in the new block merging them."""
    if after is not None:
        k = next(k for k, b in enumerate(fn.blocks) if b is after)
        new = BasicBlock(name, fn)
        fn.blocks.insert(k + 1, new)
    else:
        new = new_block(fn, name, bb)
    pred_ids = {id(p) for p in preds}
    for p in preds:
        t = p.terminator
        assert t is not None
        for k, op in enumerate(t.operands):
            if op is bb:
                t.set_operand(k, new)
    for phi in bb.phis():
        moved = [(v, b) for v, b in phi.incoming if id(b) in pred_ids]
        if not moved:
            continue
        _remove_entries(phi, pred_ids)
        vals = {id(v): v for v, _ in moved}
        if len(vals) == 1:
            phi.add_incoming(moved[0][0], new)
            continue
        merged = PhiNode("phi", phi.type, (), (phi.name + phi_suffix) if phi.name else None)
        for v, b in moved:          # one entry per edge, as in the old phi
            merged.add_incoming(v, b)
        new.append(merged)
        phi.add_incoming(merged, new)
    new.append(BranchInst(bb))
    return new


def _remove_entries(phi: PhiNode, blocks: set[int]) -> None:
    ops = phi.operands
    for k in range(len(ops) - 1, 0, -2):
        if id(ops[k]) in blocks:
            phi.remove_operands(k - 1, k + 1)


def clone_instruction(i: Instruction, name_suffix: str = "") -> Instruction:
    """A detached copy of `i`: same class, operands, flags and metadata, no users; a
    non-empty name gets `name_suffix`."""
    c = i.clone()
    if i.name and name_suffix:
        c.name = i.name + name_suffix
    return c


def remap_operands(i: Instruction, vmap: dict[int, Value]) -> None:
    """Operands found in `vmap` (keyed by id) are replaced by their mapped values."""
    for k, op in enumerate(i.operands):
        nv = vmap.get(id(op))
        if nv is not None and nv is not op:
            i.set_operand(k, nv)


class SSAUpdater:
    """Reaching values of one variable defined in some blocks (see module docstring).

    `add_def(b, v)`: `v` is the variable's value at the end of `b`. `value_at_end(b)` and
    `value_at_entry(b)` find (creating phis named `name`) what reaches those points.
    Unreachable paths give poison."""

    def __init__(self, ty: Any, name: str | None, reachable: Iterable[BasicBlock] | None = None) -> None:
        self.ty = ty
        self.name = name
        self.defs: dict[int, Value] = {}
        self._entry: dict[int, Value] = {}
        self._reach = {id(b) for b in reachable} if reachable is not None else None
        self.inserted: list[PhiNode] = []

    def add_def(self, b: BasicBlock, v: Value) -> None:
        self.defs[id(b)] = v

    def defined(self, b: BasicBlock) -> Value | None:
        """The value `b` defines, or None."""
        return self.defs.get(id(b))

    def value_at_end(self, b: BasicBlock) -> Value:
        v = self.defined(b)
        return v if v is not None else self.value_at_entry(b)

    def value_at_entry(self, b: BasicBlock) -> Value:
        got = self._entry.get(id(b))
        if got is not None:
            return got
        # iterative over chains of single predecessors, recursive at merges
        chain: list[BasicBlock] = []
        on_chain: set[int] = set()
        cur = b
        result: Value | None = None
        while True:
            got = self._entry.get(id(cur))
            if got is not None:
                result = got
                break
            preds = [p for p in cur.predecessors()
                     if self._reach is None or id(p) in self._reach]
            if len(preds) == 1:
                chain.append(cur)
                on_chain.add(id(cur))
                p = preds[0]
                d = self.defined(p)
                if d is not None:
                    result = d
                    break
                cur = p
                if id(cur) in on_chain:   # a cycle without definitions
                    result = PoisonValue(self.ty)
                    break
                continue
            if not preds:
                result = PoisonValue(self.ty)
                self._entry[id(cur)] = result
                break
            result = self._merge(cur, preds)
            break
        for c in chain:
            self._entry[id(c)] = result
        return result

    def _merge(self, b: BasicBlock, preds: list[BasicBlock]) -> Value:
        phi = PhiNode("phi", self.ty, (), self.name)
        first = b.first
        if first is None:
            b.append(phi)
        else:
            phi.insert_before(first)
        self._entry[id(b)] = phi
        vals = [self.value_at_end(p) for p in preds]
        at_end = {id(p): v for p, v in zip(preds, vals)}
        for p in edges_into(b):
            if id(p) in at_end:
                phi.add_incoming(at_end[id(p)], p)
        distinct = {id(v): v for v in vals if v is not phi}
        if len(distinct) == 1:
            only = next(iter(distinct.values()))
            phi.replace_all_uses_with(only)
            phi.erase_from_parent()
            for k, v in list(self._entry.items()):
                if v is phi:
                    self._entry[k] = only
            return only
        self.inserted.append(phi)
        return phi

    def rewrite_use(self, user: Instruction, k: int) -> None:
        """Operand `k` of `user` reads the variable's reaching value (for a phi operand, the
        value at the end of the incoming block)."""
        if isinstance(user, PhiNode):
            b = user.operands[k + 1]
            assert isinstance(b, BasicBlock)
            user.set_operand(k, self.value_at_end(b))
        else:
            assert user.parent is not None
            user.set_operand(k, self.value_at_entry(user.parent))
