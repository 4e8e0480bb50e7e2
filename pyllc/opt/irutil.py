# mypy: disable-error-code="no-any-return"
"""IR editing utilities the passes share, written over the public IR API (docs/ir-api.md).

The IR keeps instructions in Python lists, so erasing or inserting one at a time is
linear in the block. Passes therefore edit through an `Editor`: erasing marks the
instruction dead at once (operands dropped, `parent` cleared) and insertions are
queued; `flush()` rebuilds each touched block once. Code that scans a block while
an editor is open skips instructions whose `parent` is not the block.

What the IR should provide natively (then this module shrinks): O(1) erase and
insert (intrusive lists), use lists with O(1) removal, split-block, clone.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pyllc.ir import (
    BranchInst,
    Constant,
    ConstantInt,
    Function,
    Instruction,
    PhiNode,
    PoisonValue,
    UndefValue,
)
from pyllc.ir.metadata import ValueAsMetadata
from pyllc.ir.values import BasicBlock, Value


class Editor:
    """Batched erase/insert over one function (see module docstring)."""

    __slots__ = ("_after", "_before", "_touched", "erased")

    def __init__(self) -> None:
        self._touched: dict[int, BasicBlock] = {}
        self._before: dict[int, list[Instruction]] = {}
        self._after: dict[int, list[Instruction]] = {}
        self.erased = 0

    def erase(self, inst: Instruction) -> None:
        """Remove `inst` (its uses must already be gone); O(operands)."""
        bb = inst.parent
        if bb is not None:
            self._touched[id(bb)] = bb
        inst.parent = None
        drop_references(inst)
        self.erased += 1

    def replace(self, inst: Instruction, new: Value) -> None:
        """Replace all uses of `inst` by `new`, then erase it."""
        replace_all_uses(inst, new)
        self.erase(inst)

    def insert_before(self, new: Instruction, anchor: Instruction) -> Instruction:
        """Queue `new` to sit just before `anchor` (visible in the block after flush)."""
        bb = anchor.parent
        assert bb is not None
        new.parent = bb
        self._touched[id(bb)] = bb
        self._before.setdefault(id(anchor), []).append(new)
        return new

    def insert_after(self, new: Instruction, anchor: Instruction) -> Instruction:
        bb = anchor.parent
        assert bb is not None
        new.parent = bb
        self._touched[id(bb)] = bb
        self._after.setdefault(id(anchor), []).append(new)
        return new

    def flush(self) -> None:
        """Rebuild every touched block's instruction list once."""
        before, after = self._before, self._after
        for bb in self._touched.values():
            out: list[Instruction] = []
            for i in bb.instructions:
                _emit(before, after, i, bb, out, i.parent is bb)
            bb.set_instructions(out)
        self._touched.clear()
        before.clear()
        after.clear()


def _emit(before: dict[int, list[Instruction]], after: dict[int, list[Instruction]],
          anchor: Instruction, bb: BasicBlock, out: list[Instruction], live: bool) -> None:
    """Append what was queued before `anchor`, `anchor` itself when `live`, then what was
    queued after it. Queued instructions are anchors too, and an anchor erased while its
    queue was pending still places that queue (a fold may build `b` before a new `a`, then
    erase `a`: `b` keeps its place)."""
    for n in before.pop(id(anchor), ()):
        if n.parent is bb or id(n) in before or id(n) in after:
            _emit(before, after, n, bb, out, n.parent is bb)
    if live:
        out.append(anchor)
    for n in after.pop(id(anchor), ()):
        if n.parent is bb or id(n) in before or id(n) in after:
            _emit(before, after, n, bb, out, n.parent is bb)


def set_parent(i: Any, bb: BasicBlock | None) -> None:
    """Set an instruction's block (the IR's attribute is untyped)."""
    i.parent = bb


def drop_references(u: Any) -> None:
    """Forget all operands of `u`, removing it from their use lists."""
    u.drop_all_references()


def replace_all_uses(old: Value, new: Value) -> None:
    """RAUW: every use of `old` becomes a use of `new`."""
    if old is not new:
        old.replace_all_uses_with(new)


def set_operand(u: Any, i: int, v: Value) -> None:
    """Replace operand i of `u`, updating both use lists (O(1) in the IR)."""
    if u.operands[i] is not v:
        u.set_operand(i, v)


def is_metadata_use(u: Any) -> bool:
    """`u` is the metadata wrapper of a value (`metadata ptr %a` in a debug intrinsic)."""
    return isinstance(u, ValueAsMetadata)


def detach_metadata_uses(v: Value) -> None:
    """Make the metadata that names `v` name `undef` instead, before `v` is deleted (what
    LLVM's debug intrinsics say of a variable whose location is gone)."""
    for u in list(v.users):
        if isinstance(u, ValueAsMetadata):
            set_operand(u, 0, UndefValue(v.type))


def undef(t: Any) -> UndefValue:
    return UndefValue(t)


def poison(t: Any) -> PoisonValue:
    return PoisonValue(t)


def is_undef(v: Value) -> bool:
    return isinstance(v, UndefValue)


def is_poison(v: Value) -> bool:
    return isinstance(v, PoisonValue)


def is_const(v: Value) -> bool:
    return isinstance(v, Constant)


def phi_remove_incoming(phi: PhiNode, pred: BasicBlock) -> None:
    """Remove every incoming entry of `phi` from `pred`."""
    ops = phi.operands
    keep: list[Value] = []
    for k in range(0, len(ops), 2):
        if ops[k + 1] is pred:
            continue
        keep += (ops[k], ops[k + 1])
    if len(keep) != len(ops):
        drop_references(phi)
        for v in keep:
            phi.append_operand(v)


def phi_value_for(phi: PhiNode, pred: BasicBlock) -> Value | None:
    ops = phi.operands
    for k in range(1, len(ops), 2):
        if ops[k] is pred:
            return ops[k - 1]
    return None


def phi_replace_block(phi: PhiNode, old: BasicBlock, new: BasicBlock) -> None:
    """Incoming entries from `old` now come from `new`."""
    ops = phi.operands
    for k in range(1, len(ops), 2):
        if ops[k] is old:
            set_operand(phi, k, new)


def successors(bb: BasicBlock) -> list[BasicBlock]:
    """Distinct successors, in terminator operand order."""
    return bb.successors()


def predecessors(bb: BasicBlock) -> list[BasicBlock]:
    return bb.predecessors()


def replace_successor(term: Instruction, old: BasicBlock, new: BasicBlock) -> None:
    """Every edge of `term` to `old` goes to `new` instead."""
    for k, op in enumerate(term.operands):
        if op is old:
            set_operand(term, k, new)


def set_terminator(bb: BasicBlock, new: Instruction) -> None:
    """Replace the terminator of `bb` by `new` (the old one is erased)."""
    old = bb.instructions[-1]
    drop_references(old)
    old.parent = None
    bb.set_instructions((*bb.instructions[:-1], new))


def make_br(dest: BasicBlock) -> BranchInst:
    return BranchInst(dest)


def remove_blocks(fn: Function, dead: Iterable[BasicBlock]) -> int:
    """Delete `dead` blocks: their edges leave the phis of live successors, their
    instructions' uses become poison. Returns how many blocks were removed."""
    dead_ids = {id(b): b for b in dead}
    if not dead_ids:
        return 0
    for b in dead_ids.values():
        for s in b.successors():
            if id(s) not in dead_ids:
                for phi in s.phis():
                    phi_remove_incoming(phi, b)
    for b in dead_ids.values():
        for i in b.instructions:
            if i.users:
                i.replace_all_uses_with(PoisonValue(i.type))
    for b in dead_ids.values():
        for i in b.instructions:
            drop_references(i)
            i.parent = None
        b.set_instructions(())
        b.parent = None
    fn.blocks[:] = [b for b in fn.blocks if id(b) not in dead_ids]
    return len(dead_ids)


def reachable_blocks(fn: Function) -> list[BasicBlock]:
    """Blocks reachable from the entry, in depth-first preorder."""
    if not fn.blocks:
        return []
    entry = fn.blocks[0]
    seen = {id(entry)}
    order = [entry]
    stack = [entry]
    while stack:
        b = stack.pop()
        for s in b.successors():
            if id(s) not in seen:
                seen.add(id(s))
                order.append(s)
                stack.append(s)
    return order


def has_address_taken(bb: BasicBlock) -> bool:
    """A `blockaddress` refers to the block."""
    return any(not isinstance(u, Instruction) for u in bb.users)


def block_of(v: Value) -> BasicBlock | None:
    return v.parent if isinstance(v, Instruction) else None


def live_instructions(bb: BasicBlock) -> list[Instruction]:
    """The instructions of `bb` that an open Editor has not erased."""
    return [i for i in bb.instructions if i.parent is bb]


def count_instructions(fn: Function) -> int:
    return sum(len(b.instructions) for b in fn.blocks)


def indices_offset(dl: Any, source_type: Any, idx: Sequence[Value]) -> int | None:
    """Byte offset of GEP indices `idx` over `source_type`, or None unless all are constant
    (also used with substituted indices, e.g. by the unroll analyzer)."""
    if not idx:
        return 0
    t: Any = source_type
    first = idx[0]
    if not isinstance(first, ConstantInt):
        return None
    total = first.signed * dl.alloc_size(t)
    for x in idx[1:]:
        if not isinstance(x, ConstantInt):
            return None
        if t.is_struct:
            total += dl.struct_layout(t)[0][x.value]
            t = t.elems[x.value]
        elif t.is_array or t.is_vector:
            t = t.elem
            total += x.signed * dl.alloc_size(t)
        else:
            return None
    return int(total)
