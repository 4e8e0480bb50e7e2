"""The core of unrolling: lay `count` copies of a loop body end to end.

Input shape (checked by `unrollable`): loop-simplify form (preheader, one latch,
dedicated exits), LCSSA, innermost, the latch is the only exiting block and ends in a
conditional `br` between the header and the one exit block (a rotated loop), nothing
that cannot be duplicated.

`replicate(fn, view, count, keep_exit)`: copy k (k = 1..count-1) is a clone of the body
whose header phis are replaced by the values copy k-1 sends around its backedge. The
latch of every copy but the last branches straight to the next copy's header (its exit
test is dropped: the caller guarantees the loop does not exit there). The last latch
keeps the test and branches back to the original header (`keep_exit`, partial and
runtime unrolling) or always leaves the loop (full unrolling: the header phis then take
their preheader values). The exit block's LCSSA phis take the last copy's values.
"""
from __future__ import annotations

from pyllc.ir import BranchInst, Function, Instruction
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.irutil import set_terminator
from pyllc.opt.loopxform.common import (
    LoopView,
    ValueMap,
    branch_parts,
    cannot_duplicate,
    clone_blocks,
    erase_dead,
    fold_constants,
    lookup,
)


def unrollable(view: LoopView) -> str | None:
    """Why the loop does not have the shape `replicate` needs, or None."""
    if view.loop.subloops:
        return "not innermost"
    if not view.is_simplified():
        return "not in loop-simplify form"
    latch = view.latch()
    assert latch is not None
    if [b for b in view.exiting_blocks()] != [latch]:
        return "the latch is not the only exiting block"
    parts = branch_parts(latch)
    if parts is None:
        return "the latch does not end in a conditional branch"
    _, t, f = parts
    if not ((t is view.header) ^ (f is view.header)):
        return "the latch does not branch to the header and an exit"
    if not view.is_lcssa():
        return "not in LCSSA form"
    why = cannot_duplicate(view)
    if why is not None:
        return why
    return None


def exit_of(view: LoopView) -> BasicBlock:
    latch = view.latch()
    assert latch is not None
    parts = branch_parts(latch)
    assert parts is not None
    return parts[2] if parts[1] is view.header else parts[1]


def replicate(fn: Function, view: LoopView, count: int, keep_exit: bool) -> list[BasicBlock]:
    """Unroll by `count` (see module docstring); returns the latch of every copy."""
    header = view.header
    latch = view.latch()
    pre = view.preheader()
    assert latch is not None and pre is not None and count >= 1
    exit_bb = exit_of(view)
    hphis = list(header.phis())
    back = {id(p): p.incoming_value_for(latch) for p in hphis}
    blocks = list(view.blocks)
    maps = clone_iterations(fn, blocks, header, latch, count)
    latches = [latch]
    headers = [header]
    for vm in maps[1:]:
        nl = vm[id(latch)]
        nh = vm[id(header)]
        assert isinstance(nl, BasicBlock) and isinstance(nh, BasicBlock)
        latches.append(nl)
        headers.append(nh)
    conds: list[Instruction] = []
    for k in range(count - 1):
        parts = branch_parts(latches[k])
        assert parts is not None
        if isinstance(parts[0], Instruction):
            conds.append(parts[0])
        set_terminator(latches[k], BranchInst(headers[k + 1]))
    last = latches[-1]
    vm_last = maps[-1]
    for phi in exit_bb.phis():
        ops = phi.operands
        for j in range(1, len(ops), 2):
            if ops[j] is latch:
                phi.set_operand(j - 1, lookup(vm_last, ops[j - 1]))
                phi.set_operand(j, last)
    if keep_exit:
        parts = branch_parts(last)
        assert parts is not None
        for j, op in enumerate(list(last.terminator.operands)):  # type: ignore[union-attr]
            if op is headers[-1]:
                last.terminator.set_operand(j, header)  # type: ignore[union-attr]
        for p in hphis:
            ops = p.operands
            for j in range(1, len(ops), 2):
                if ops[j] is latch:
                    v = back[id(p)]
                    assert v is not None
                    p.set_operand(j - 1, lookup(vm_last, v))
                    p.set_operand(j, last)
    else:
        parts = branch_parts(last)
        assert parts is not None
        if isinstance(parts[0], Instruction):
            conds.append(parts[0])
        set_terminator(last, BranchInst(exit_bb))
        for p in hphis:
            init: Value | None = p.incoming_value_for(pre)
            assert init is not None
            p.replace_all_uses_with(init)
            p.erase_from_parent()
    erase_dead(conds)
    fold_constants(_all_copies(view.blocks, maps))
    return latches


def _all_copies(blocks: list[BasicBlock], maps: list[ValueMap]) -> list[BasicBlock]:
    out = [b for b in blocks if b.parent is not None]
    for vm in maps[1:]:
        for b in blocks:
            c = vm.get(id(b))
            if isinstance(c, BasicBlock):
                out.append(c)
    return out


def clone_iterations(fn: Function, blocks: list[BasicBlock], header: BasicBlock,
                     latch: BasicBlock, count: int) -> list[ValueMap]:
    """Copies 1..count-1 of a loop's `blocks` (suffixes `.1`, `.2`, ...), each placed
    after the previous one, where copy k's header phis stand for copy k-1's values on the
    back edge. Returns the value maps, copy 0 (the original) an empty one. The copies'
    edges still point where the original's do: the caller rewires them."""
    back = {id(p): p.incoming_value_for(latch) for p in header.phis()}
    maps: list[ValueMap] = [{}]
    after = blocks[-1]
    for k in range(1, count):
        vm: ValueMap = {}
        for p in header.phis():
            v = back[id(p)]
            assert v is not None
            vm[id(p)] = lookup(maps[-1], v)
        after = clone_blocks(fn, blocks, f".{k}", vm, after=after)[-1]
        maps.append(vm)
    return maps
