"""Rewriting the uses of a value that now has several definitions (LLVM's SSAUpdater),
plus `clone_instruction`, which passes that duplicate code need with it.

`SSAUpdater(defs)` takes one definition per block (the value available at the end of
that block). `rewrite_use(user, index)` makes one operand read the definition that
reaches it: the blocks between the use and the definitions are found walking
predecessors backwards from the uses (stopping at defining blocks); each such block
with several predecessors gets a phi, a block with one predecessor reads its
predecessor's value, a block with none reads `poison` (it is unreachable). Phis that
turn out trivial (every incoming value the same, or the phi itself) are removed, by a
worklist, so the result is the pruned SSA form (Braun et al., "Simple and Efficient
Construction of Static Single Assignment Form", CC 2013, section 3).

Contract: edits the function (new phis at the heads of blocks); linear in the
blocks between the uses and the definitions.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Instruction, PhiNode, PoisonValue
from pyllc.ir.values import BasicBlock, User, Value


def clone_instruction(i: Instruction) -> Instruction:
    """A detached copy of `i` with the same name, operands, flags, metadata and attributes."""
    return i.clone()


class SSAUpdater:
    """Uses of one variable defined in several blocks (see module docstring)."""

    def __init__(self, ty: Any, name: str | None, defs: dict[int, tuple[BasicBlock, Value]]) -> None:
        self.ty = ty
        self.name = name
        self.defs = dict(defs)         # id(block) -> (block, value at its end)
        self.new_phis: list[PhiNode] = []

    def value_at_end(self, b: BasicBlock) -> Value:
        got = self.defs.get(id(b))
        if got is not None:
            return got[1]
        # walk a chain of single-predecessor blocks up to a block that decides
        chain: list[BasicBlock] = []
        seen: set[int] = set()
        cur = b
        val: Value | None = None
        while True:
            got = self.defs.get(id(cur))
            if got is not None:
                val = got[1]
                break
            if id(cur) in seen:           # a cycle of single-predecessor blocks: unreachable
                val = PoisonValue(self.ty)
                break
            seen.add(id(cur))
            chain.append(cur)
            preds = cur.predecessors()
            if not preds:
                val = PoisonValue(self.ty)
                break
            if len(preds) > 1:
                phi = PhiNode("phi", self.ty, (), self.name)
                first = cur.first
                if first is None:
                    cur.append(phi)
                else:
                    phi.insert_before(first)
                self.defs[id(cur)] = (cur, phi)
                self.new_phis.append(phi)
                for p in preds:
                    n = sum(1 for s in (p.terminator.successor_blocks() if p.terminator else []) if s is cur)
                    v = self.value_at_end(p)
                    for _ in range(max(n, 1)):
                        phi.add_incoming(v, p)
                val = phi
                chain.pop()
                break
            cur = preds[0]
        for c in chain:
            self.defs[id(c)] = (c, val)
        return val

    def rewrite_use(self, user: User, index: int) -> None:
        """Make operand `index` of `user` read the reaching definition."""
        if isinstance(user, PhiNode):
            blk = user.operands[index + 1]
            assert isinstance(blk, BasicBlock)
            v = self.value_at_end(blk)
        else:
            assert isinstance(user, Instruction) and user.parent is not None
            ub = user.parent
            if id(ub) in self.defs:
                return                     # a use in a defining block reads that block's value
            v = self.value_at_end(ub)
        if user.operands[index] is not v:
            user.set_operand(index, v)

    def finish(self) -> None:
        """Remove the trivial phis (worklist over phi users)."""
        work = list(self.new_phis)
        while work:
            phi = work.pop()
            if phi.parent is None:
                continue
            same: Value | None = None
            trivial = True
            for k in range(0, len(phi.operands), 2):
                v = phi.operands[k]
                if v is phi or v is same:
                    continue
                if same is not None:
                    trivial = False
                    break
                same = v
            if not trivial:
                continue
            repl: Value = same if same is not None else PoisonValue(self.ty)
            users = [u for u in phi.users if isinstance(u, PhiNode) and u is not phi]
            phi.replace_all_uses_with(repl)
            phi.erase_from_parent()
            work.extend(users)
