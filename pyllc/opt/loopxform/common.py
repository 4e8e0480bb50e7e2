"""What the loop transforms share: loop-shape checks and cloning of blocks.

Shape checks (LLVM's Loop::getLoopPreheader, getLoopLatch, hasDedicatedExits,
isLCSSAForm, isLoopSimplifyForm, isRotatedForm) read the CFG only. `clone_blocks`
copies a list of blocks with a value map (LLVM's CloneBasicBlock + remapInstruction):
operands that name a copied value or block are renamed, everything else is shared.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.ir import Function, Instruction, PhiNode
from pyllc.ir.constants import BlockAddress
from pyllc.ir.module import Module
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt import scoped_noalias
from pyllc.opt.analyses import Loop
from pyllc.opt.constfold import fold_binop, fold_cast, fold_icmp, fold_select
from pyllc.opt.traits import callee_name


class LoopView:
    """A loop with its block set (O(1) membership) and the blocks around it."""

    def __init__(self, loop: Loop) -> None:
        self.loop = loop
        self.blocks: list[BasicBlock] = loop.blocks()
        self.ids: set[int] = {id(b) for b in self.blocks}

    def contains(self, b: BasicBlock) -> bool:
        return id(b) in self.ids

    @property
    def header(self) -> BasicBlock:
        return self.loop.header

    def preheader(self) -> BasicBlock | None:
        """The one predecessor from outside whose only successor is the header."""
        outside = [p for p in self.header.predecessors() if not self.contains(p)]
        if len(outside) != 1:
            return None
        p = outside[0]
        t = p.terminator
        if t is None or t.opcode != "br" or len(p.successors()) != 1:
            return None
        return p

    def latch(self) -> BasicBlock | None:
        return self.loop.latches[0] if len(self.loop.latches) == 1 else None

    def exiting_blocks(self) -> list[BasicBlock]:
        return [b for b in self.blocks if any(not self.contains(s) for s in b.successors())]

    def exit_blocks(self) -> list[BasicBlock]:
        """Distinct blocks outside the loop that a loop block branches to, in order."""
        out: list[BasicBlock] = []
        seen: set[int] = set()
        for b in self.blocks:
            for s in b.successors():
                if not self.contains(s) and id(s) not in seen:
                    seen.add(id(s))
                    out.append(s)
        return out

    def has_dedicated_exits(self) -> bool:
        return all(all(self.contains(p) for p in e.predecessors()) for e in self.exit_blocks())

    def is_lcssa(self) -> bool:
        """Every value defined in the loop is used outside only by phis of exit blocks
        whose incoming block is in the loop."""
        for b in self.blocks:
            for i in b.instructions:
                for u in i.users:
                    ub = getattr(u, "parent", None)
                    if ub is None or self.contains(ub):
                        continue
                    if not isinstance(u, PhiNode):
                        return False
                    if any(v is i and not self.contains(pb) for v, pb in u.incoming):
                        return False
        return True

    def is_simplified(self) -> bool:
        """loop-simplify form: preheader, one latch, dedicated exits."""
        return self.preheader() is not None and self.latch() is not None and self.has_dedicated_exits()

    def size(self) -> int:
        """Instructions that cost something (phis, debug intrinsics, lifetime markers free)."""
        n = 0
        for b in self.blocks:
            for i in b.instructions:
                if isinstance(i, PhiNode):
                    continue
                name = callee_name(i) or ""
                if name.startswith(("llvm.dbg.", "llvm.lifetime.", "llvm.assume")):
                    continue
                n += 1
        return n

    def invariant(self, v: Value) -> bool:
        b = getattr(v, "parent", None)
        return not (isinstance(v, Instruction) and isinstance(b, BasicBlock) and self.contains(b))


def cannot_duplicate(view: LoopView) -> str | None:
    """Why the loop's body must not be copied (LLVM's canDuplicate), or None."""
    for b in view.blocks:
        if any(isinstance(u, BlockAddress) for u in b.users):
            return "block address taken"
        for i in b.instructions:
            if i.opcode in ("indirectbr", "callbr", "landingpad", "catchswitch", "cleanuppad",
                            "catchpad", "invoke"):
                return i.opcode
            if str(i.type) == "token":
                return "token value"
            if i.opcode == "call":
                attrs: Any = getattr(i, "fn_attrs", {})
                callee: Any = getattr(i, "callee", None)
                fattrs: Any = getattr(callee, "fn_attrs", {}) if isinstance(callee, Function) else {}
                if any(a in attrs or a in fattrs for a in ("noduplicate", "convergent")):
                    return "noduplicate/convergent call"
    return None


def clone_instruction(i: Instruction, name_suffix: str) -> Instruction:
    """A detached copy of `i` with the same operands (remap them afterwards), its name
    (if any) suffixed."""
    new = i.clone()
    if new.name is not None:
        new.name += name_suffix
    return new


ValueMap = dict[int, Value]


def clone_blocks(fn: Function, blocks: Iterable[BasicBlock], suffix: str,
                 vmap: ValueMap, after: BasicBlock | None = None) -> list[BasicBlock]:
    """Copy `blocks` into `fn` (placed after `after`, else at the end), record old->new
    in `vmap` (keyed by id of the old value; entries already there are kept, so a caller
    may pre-map values, e.g. header phis) and remap the copies' operands through it."""
    blocks = list(blocks)
    out: list[BasicBlock] = []
    pos = fn.blocks.index(after) + 1 if after is not None else len(fn.blocks)
    for b in blocks:
        nb = BasicBlock(None if b.name is None else b.name + suffix, fn)
        vmap[id(b)] = nb
        out.append(nb)
    fn.blocks[pos:pos] = out
    made: list[Instruction] = []
    for b, nb in zip(blocks, out):
        for i in b.instructions:
            if id(i) in vmap:
                continue
            c = clone_instruction(i, suffix)
            nb.append(c)
            vmap[id(i)] = c
            made.append(c)
    for c in made:
        remap(c, vmap)
    declared = scoped_noalias.declared_scopes(made)
    if declared and isinstance(fn.parent, Module):
        # the copies are other dynamic instances of the scopes their own decls declare
        scoped_noalias.clone_scopes(made, fn.parent, only=declared)
    return out


def remap(i: Instruction, vmap: ValueMap) -> None:
    for k, op in enumerate(i.operands):
        new = vmap.get(id(op))
        if new is not None and new is not op:
            i.set_operand(k, new)


def lookup(vmap: ValueMap, v: Value) -> Value:
    return vmap.get(id(v), v)


def branch_parts(b: BasicBlock) -> tuple[Value, BasicBlock, BasicBlock] | None:
    """(cond, true dest, false dest) of a conditional `br` ending `b`."""
    t = b.terminator
    if t is None or t.opcode != "br" or len(t.operands) != 3:
        return None
    c, x, y = t.operands
    assert isinstance(x, BasicBlock) and isinstance(y, BasicBlock)
    return c, x, y


def new_block(fn: Function, name: str, after: BasicBlock | None = None) -> BasicBlock:
    bb = BasicBlock(name, fn)
    if after is None:
        fn.blocks.append(bb)
    else:
        fn.blocks.insert(fn.blocks.index(after) + 1, bb)
    return bb


def erase_dead(insts: Iterable[Instruction]) -> None:
    """Erase the instructions of `insts` left without users (and what that frees)."""
    work = list(insts)
    while work:
        i = work.pop()
        if i.parent is None or i.has_uses() or i.is_terminator:
            continue
        if i.opcode in ("call", "store", "load", "fence", "atomicrmw", "cmpxchg", "invoke", "va_arg",
                        "alloca"):
            continue
        ops = [o for o in i.operands if isinstance(o, Instruction)]
        i.erase_from_parent()
        work.extend(ops)


def fold_constants(blocks: Iterable[BasicBlock]) -> int:
    """Fold instructions of `blocks` whose operands became constants (LLVM's
    simplifyLoopAfterUnroll does the same with InstSimplify); returns how many went."""
    n = 0
    for b in blocks:
        for i in b.instructions:
            if i.parent is None:
                continue
            new: Value | None = None
            ops = i.operands
            op = i.opcode
            if isinstance(i, PhiNode):
                vals = {id(v) for v, _ in i.incoming}
                if len(vals) == 1 and i.num_incoming and i.operands[0] is not i:
                    new = i.operands[0]
            elif len(ops) == 2 and op in _BINOPS:
                new = fold_binop(op, ops[0], ops[1], i.flags)
            elif op == "icmp":
                new = fold_icmp(getattr(i, "predicate", ""), ops[0], ops[1])
            elif op in ("zext", "sext", "trunc"):
                new = fold_cast(op, ops[0], i.type, i.flags)
            elif op == "select":
                new = fold_select(ops[0], ops[1], ops[2])
            if new is None or new is i:
                continue
            i.replace_all_uses_with(new)
            i.erase_from_parent()
            n += 1
    return n


_BINOPS = frozenset("add sub mul shl lshr ashr and or xor".split())
