"""Post-incremented pointers after one-block loops (the "post-increment use" of LLVM's
LoopStrengthReduce, in the small), before instruction selection, on targets that ask
for it (`Target.post_increment`).

Why: a search loop such as `while (*p) p++; return p - s;` keeps two pointers alive at
the loop's end: `p + 1` for the next iteration and the header phi `p`, read again after
the loop. The allocator cannot give both one register, so every iteration ends with a
copy (`movq %rcx, %rax; leaq 1(%rax), %rcx; cmpb $0, (%rax)`: four instructions a byte
where llc-16 needs three). Once `p` is dead after the loop, the target rebases the
loop's own accesses onto `p + 1` (targets/x86_64/rebase.py) and `p` dies at the step.

What it does: in a loop made of one block H, for a pointer phi
`p = phi [start, outside], [p.next, H]` with `p.next = getelementptr T, p, c` in H (one
constant index), every use of `p` outside H reads `getelementptr T, p.next, -c`
instead: one copy after the phis of each block using `p` (for a phi, one at the end of
the incoming block).

Why it is right: every path to a block outside H that `p` dominates left H last, and
that execution of H computed `p` and `p.next = p + c` together, so there `p.next - c`
is `p`. The new `getelementptr`s carry no `inbounds`, so they add no poison; machine
arithmetic wraps, as the original's did.

Contract: requires SSA IR; keeps the CFG and every value's semantics. Changes the module
in place. Cost: linear in the phis of one-block loops and their uses.
"""
from __future__ import annotations

from pyllc.ir import BasicBlock, ConstantInt, Function, GetElementPtrInst, Instruction, PhiNode


def _step(p: PhiNode, h: BasicBlock) -> GetElementPtrInst | None:
    """`p.next` when `p` is `phi [start, outside], [gep T, p, c (in h), h]`."""
    if p.num_incoming != 2 or not p.type.is_pointer:
        return None
    inner = [v for v, b in p.incoming if b is h]
    if len(inner) != 1:
        return None
    g = inner[0]
    if not isinstance(g, GetElementPtrInst) or g.parent is not h or g.pointer is not p \
            or len(g.indices) != 1 or not isinstance(g.indices[0], ConstantInt):
        return None
    return g


def _back(g: GetElementPtrInst) -> GetElementPtrInst:
    """A new `getelementptr T, g, -c` (not inserted): the pointer `g` stepped from."""
    c = g.indices[0]
    assert isinstance(c, ConstantInt)
    return GetElementPtrInst(g.type, g.source_type, g, [ConstantInt(c.type, -c.signed)],
                             f"{g.name}.prev" if g.name else None)


def _pad(b: BasicBlock) -> bool:
    """`b` starts with an exception-handling pad, before which nothing may go."""
    first = next((i for i in b.instructions if not isinstance(i, PhiNode)), None)
    return first is None or first.opcode in ("landingpad", "catchpad", "cleanuppad",
                                             "catchswitch")


def post_increment(fn: Function) -> int:
    """Rewrite the uses after one-block loops of `fn` (see the module docstring);
    returns how many phis lost their uses outside the loop."""
    done = 0
    for h in fn.blocks:
        if h not in h.successors():
            continue
        for p in h.phis():
            g = _step(p, h)
            if g is None:
                continue
            outside = [u for u in p.unique_users()
                       if isinstance(u, Instruction) and u.parent is not h]
            if not outside or any(_pad(u.parent) for u in outside
                                  if u.parent is not None and not isinstance(u, PhiNode)):
                continue
            at_block: dict[int, GetElementPtrInst] = {}
            for u in outside:
                if isinstance(u, PhiNode):
                    # read on an edge: the copy goes at the end of the incoming block
                    for k, (v, b) in enumerate(u.incoming):
                        term = b.terminator
                        if v is p and term is not None:
                            edge = _back(g)
                            edge.insert_before(term)
                            u.set_operand(2 * k, edge)
                    continue
                blk = u.parent
                assert blk is not None
                prev = at_block.get(id(blk))
                if prev is None:
                    prev = at_block[id(blk)] = _back(g)
                    prev.insert_before(next(i for i in blk.instructions
                                            if not isinstance(i, PhiNode)))
                for k, op in enumerate(u.operands):
                    if op is p:
                        u.set_operand(k, prev)
            done += 1
    return done
