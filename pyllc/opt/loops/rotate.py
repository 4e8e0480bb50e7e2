"""`loop-rotate`: turn a loop whose header exits (`while`) into a guarded do-while whose
latch exits (LLVM's LoopRotate, rotateLoop).

Trivial header phis (`phi [ %a, %ph ], [ %self, %latch ]`, which mem2reg leaves for a
variable the loop never changes) are first replaced by their value. Requirements: a
preheader, dedicated exits, one latch that does not exit, more than one
block, a header ending in a conditional `br` with one successor in the loop (the new
header) and one outside (the exit), at most 16 instructions in the header (LLVM's
`-rotation-max-header-size`), no convergent/noduplicate call or token value in it, its
address not taken.

Transformation:
1. the header's instructions are copied to the end of the preheader: phis become their
   preheader values, instructions with invariant operands that neither read nor write
   memory move there instead of being copied, copies of constant operations fold; the
   preheader ends with a copy of the header's branch (the guard; a guard that folds to
   "enter" is an unconditional branch; one that folds to "never enter" leaves the loop
   alone);
2. phis of the new header and of the exit get the preheader's values; every use of a
   header value outside the header reads, through an SSA updater, the header's value or
   the preheader's copy, whichever reaches it (phis appear in the new header, the exit,
   and below);
3. the old header, now entered only from the latch, is merged into the latch, which
   takes the exiting branch and the loop's `!llvm.loop` metadata;
4. unless the guard folded, the edge preheader -> new header gets a block of its own
   (`<new header>.lr.ph`) and so does the edge latch -> exit (`<header>.<exit>_crit_edge`,
   with the LCSSA phis `%split`), so the rotated loop has a preheader and dedicated exits
   again.

Statistics: NumRotated. Contract: a loop pass; changes the CFG, preserves nothing; the
loop lives on under its new header (`LPMUpdater.set_header`).
"""
from __future__ import annotations

from pyllc.ir import BranchInst, ConstantInt, Function, Instruction, PhiNode
from pyllc.ir.module import Module
from pyllc.ir.types import TOKEN
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt import scoped_noalias
from pyllc.opt.analyses import Loop
from pyllc.opt.constfold import fold_binop, fold_cast, fold_icmp, fold_select
from pyllc.opt.irutil import has_address_taken, reachable_blocks
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.loops.instsimplify import simplify
from pyllc.opt.loops.util import (
    SSAUpdater,
    clone_instruction,
    has_dedicated_exits,
    is_invariant,
    latches,
    preheader,
    remap_operands,
)
from pyllc.opt.passmanager import CFG_ANALYSES, PreservedAnalyses
from pyllc.opt.traits import CASTS, INT_BINOPS, is_droppable_call, may_read_memory, may_write_memory

MAX_HEADER_SIZE = 16


def _fold(c: Instruction) -> Value | None:
    """A constant for a copy whose operands are constants (LLVM simplifies the copies)."""
    op = c.opcode
    got: Value | None = None
    if op in INT_BINOPS:
        got = fold_binop(op, c.operands[0], c.operands[1], c.flags)
    elif op == "icmp":
        got = fold_icmp(getattr(c, "predicate", ""), c.operands[0], c.operands[1])
    elif op in CASTS and c.type.is_int and c.operands[0].type.is_int:
        got = fold_cast(op, c.operands[0], c.type, c.flags)
    elif op == "select":
        got = fold_select(c.operands[0], c.operands[1], c.operands[2])
    return got if isinstance(got, ConstantInt) else None


def _header_size(h: BasicBlock) -> int:
    return sum(1 for i in h.instructions if not isinstance(i, PhiNode) and not is_droppable_call(i))


def _rotatable(loop: Loop) -> tuple[BasicBlock, BasicBlock, BasicBlock, BasicBlock] | None:
    """(preheader, latch, new header, exit) when the loop may be rotated."""
    h = loop.header
    ph = preheader(loop)
    lats = latches(loop)
    if ph is None or len(lats) != 1 or len(loop.blocks()) == 1 or not has_dedicated_exits(loop):
        return None
    latch = lats[0]
    br = h.terminator
    if br is None or br.opcode != "br" or len(br.operands) != 3:
        return None
    a, b = br.operands[1], br.operands[2]
    assert isinstance(a, BasicBlock) and isinstance(b, BasicBlock)
    if loop.contains(a) == loop.contains(b):
        return None
    nh, ex = (a, b) if loop.contains(a) else (b, a)
    if latch.successors() != [h] or has_address_taken(h):
        return None
    if _header_size(h) > MAX_HEADER_SIZE:
        return None
    for i in h.instructions:
        if i.type is TOKEN or any(k in getattr(i, "fn_attrs", ()) for k in ("convergent", "noduplicate")):
            return None
        if isinstance(i, PhiNode) and any(v is i for v, _ in i.incoming):
            return None
    return ph, latch, nh, ex


def simplify_header_phis(loop: Loop) -> int:
    """`%x = phi [ %a, %ph ], [ %x, %latch ]` (a variable the loop never changes) is %a."""
    n = 0
    for phi in loop.header.phis():
        v = simplify(phi)
        if v is not None and v is not phi and is_invariant(v, loop):
            phi.replace_all_uses_with(v)
            phi.erase_from_parent()
            n += 1
    return n


def rotate(loop: Loop, fn: Function) -> BasicBlock | None:
    """Rotate `loop`; returns its new header, or None when it was left alone."""
    got = _rotatable(loop)
    if got is None:
        return None
    ph, latch, nh, ex = got
    h = loop.header
    br = h.terminator
    assert br is not None
    vmap: dict[int, Value] = {}
    for phi in h.phis():
        v = phi.incoming_value_for(ph)
        assert v is not None
        vmap[id(phi)] = v
    cond = br.operands[0]
    # decide the guard first: a copy is made only when the loop is kept
    pterm = ph.terminator
    assert pterm is not None
    copies: list[tuple[Instruction, Instruction]] = []
    moved: list[Instruction] = []
    for i in h.instructions:
        if isinstance(i, PhiNode) or i is br:
            continue
        if is_droppable_call(i):
            continue
        if all(is_invariant(o, loop) for o in i.operands) and not may_read_memory(i) \
                and not may_write_memory(i) and i.opcode not in ("alloca", "call", "invoke") \
                and not i.type.is_void:
            moved.append(i)
            continue
        c = clone_instruction(i)
        remap_operands(c, vmap)
        k = _fold(c)
        if k is not None:
            c.drop_all_references()
            vmap[id(i)] = k
            continue
        copies.append((i, c))
        vmap[id(i)] = c
    guard = vmap.get(id(cond), cond)
    if isinstance(guard, ConstantInt):
        taken = br.operands[1] if guard.value else br.operands[2]
        if taken is ex:             # never enters the loop: leave it to other passes
            for _, c in copies:
                c.drop_all_references()
            return None
    for i in moved:
        i.move_before(pterm)
        vmap.pop(id(i), None)
    for _, c in copies:
        c.insert_before(pterm)
    declared = scoped_noalias.declared_scopes(h.instructions)
    if declared and isinstance(fn.parent, Module):
        # after rotation the old header's accesses run after the body, in the next
        # iteration's instance of the scopes it declares, and the preheader copy in a
        # first one: both get scopes of their own, so neither keeps a no-alias answer
        # against the body (LLVM's LoopRotate: the "h.rot" and "pre.rot" clones)
        scoped_noalias.clone_scopes(list(h.instructions), fn.parent, only=declared)
        scoped_noalias.clone_scopes([c for _, c in copies], fn.parent, only=declared)
    # the guard
    if isinstance(guard, ConstantInt):
        newbr = BranchInst(nh)
    else:
        newbr = BranchInst(guard, br.operands[1], br.operands[2])
    pterm.erase_from_parent()
    ph.append(newbr)
    to_exit = not isinstance(guard, ConstantInt)
    for phi in nh.phis():
        v = phi.incoming_value_for(h)
        assert v is not None
        phi.add_incoming(vmap.get(id(v), v), ph)
    if to_exit:
        for phi in ex.phis():
            v = phi.incoming_value_for(h)
            assert v is not None
            phi.add_incoming(vmap.get(id(v), v), ph)
    for phi in h.phis():
        phi.remove_incoming_block(ph)
    inserted = _fix_uses(fn, h, ph, vmap)
    for phi in h.phis():
        v = phi.operands[0]
        phi.replace_all_uses_with(v)
        phi.erase_from_parent()
    _drop_trivial_phis(inserted)
    _merge_into_latch(h, latch, nh, ex)
    if to_exit:
        _split(fn, ph, nh, f"{nh.name or ''}.lr.ph")
        _dedicate_exit(fn, loop, h, latch, ex)
    return nh


def _dedicate_exit(fn: Function, loop: Loop, h: BasicBlock, latch: BasicBlock, ex: BasicBlock) -> None:
    """The exit, now also entered from the guard, gets a block of its own for the edge from
    the latch, holding the LCSSA phis (`%split`) of what leaves the loop."""
    name = f"{h.name or ''}.{ex.name or ''}_crit_edge"
    mid = _split(fn, latch, ex, name)
    first = mid.first
    assert first is not None
    for phi in ex.phis():
        v = phi.incoming_value_for(mid)
        if isinstance(v, Instruction) and v.parent is not None and loop.contains(v.parent):
            sp = PhiNode("phi", v.type, (), "split")
            sp.add_incoming(v, latch)
            sp.insert_before(first)
            phi.replace_uses_of_with(v, sp)


def _drop_trivial_phis(phis: list[PhiNode]) -> None:
    """Phis the updaters made that became `phi [ %a, ... ], [ %self, ... ]` once the old
    header's phis were replaced by their latch values: they are %a."""
    changed = True
    while changed:
        changed = False
        for phi in phis:
            if phi.parent is None:
                continue
            v = simplify(phi)
            if v is not None and v is not phi:
                phi.replace_all_uses_with(v)
                phi.erase_from_parent()
                changed = True


def _fix_uses(fn: Function, h: BasicBlock, ph: BasicBlock, vmap: dict[int, Value]) -> list[PhiNode]:
    """Uses of header values outside the header read the header's value or the copy;
    returns the phis this added."""
    inserted: list[PhiNode] = []
    reach = reachable_blocks(fn)
    for i in h.instructions:
        if i.type.is_void or not i.users or id(i) not in vmap:
            continue
        up = SSAUpdater(i.type, i.name, reach)
        up.add_def(h, i)
        up.add_def(ph, vmap[id(i)])
        for u in i.unique_users():
            if not isinstance(u, Instruction) or u.parent is None:
                continue
            if isinstance(u, PhiNode):
                ops = u.operands
                for k in range(0, len(ops), 2):
                    b = ops[k + 1]
                    if ops[k] is i and b is not h and b is not ph:
                        up.rewrite_use(u, k)
            elif u.parent is not h:
                for k, op in enumerate(u.operands):
                    if op is i:
                        up.rewrite_use(u, k)
        inserted.extend(up.inserted)
    return inserted


def _merge_into_latch(h: BasicBlock, latch: BasicBlock, nh: BasicBlock, ex: BasicBlock) -> None:
    """The old header (one predecessor: the latch) joins the latch."""
    lbr = latch.terminator
    assert lbr is not None
    md = lbr.metadata.get("llvm.loop")
    lbr.erase_from_parent()
    for i in list(h.instructions):
        i.remove_from_parent()
        latch.append(i)
    t = latch.terminator
    assert t is not None
    if md is not None:
        t.metadata["llvm.loop"] = md
    for s in (nh, ex):
        s.replace_phi_uses_with(h, latch)
    h.erase_from_parent()


def _split(fn: Function, src: BasicBlock, dst: BasicBlock, name: str | None) -> BasicBlock:
    mid = BasicBlock(name, fn)
    k = next(k for k, b in enumerate(fn.blocks) if b is dst)
    fn.blocks.insert(k, mid)
    t = src.terminator
    assert t is not None
    for j, op in enumerate(t.operands):
        if op is dst:
            t.set_operand(j, mid)
    mid.append(BranchInst(dst))
    dst.replace_phi_uses_with(src, mid)
    return mid


class LoopRotate(LoopPass):
    """Rotate while-loops into guarded do-while loops (the latch exits)."""
    name = "loop-rotate"

    def display_name(self) -> str:
        return "LoopRotatePass"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        simplified = simplify_header_phis(loop)
        nh = rotate(loop, ar.function)
        if nh is None:
            return PreservedAnalyses(False, CFG_ANALYSES) if simplified else PreservedAnalyses.all()
        updater.set_header(nh)
        ar.am.instr.stats.add(self.name, "Number of loops rotated")
        return PreservedAnalyses.none()
