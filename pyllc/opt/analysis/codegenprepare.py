"""`codegenprepare`, the subset pyllc does: address computations are sunk next to the
memory accesses that use them, so instruction selection (which works one block at a
time) can fold them into addressing modes (LLVM's CodeGenPrepare::optimizeMemoryInst
"sunkaddr").

A `getelementptr` (or a no-op pointer cast) whose users are all loads and stores that
use it as their address, in one other block, moves right before the first of them,
provided that block is not inside a loop the GEP's block is outside of (sinking into a
loop would compute it on every iteration). GEPs used in several blocks stay (LLVM
would copy them into each).

Not done from LLVM's pass: splitting large-offset GEPs, sinking compares/casts to
their users, select-to-branch, dup-ret, the other target-driven rewrites.

Contract: moves instructions, keeps the CFG (preserves the CFG analyses).
"""
from __future__ import annotations

from pyllc.ir import Function, Instruction
from pyllc.ir.values import BasicBlock
from pyllc.opt.analyses import LoopAnalysis, LoopInfo
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses

_ADDR = ("getelementptr", "bitcast", "addrspacecast")


def _address_users(g: Instruction) -> list[Instruction] | None:
    out: list[Instruction] = []
    for u in g.users:
        if not isinstance(u, Instruction) or u.parent is None:
            return None
        if u.opcode == "load" and u.operands[0] is g or u.opcode == "store" and u.operands[1] is g and u.operands[0] is not g:
            out.append(u)
        else:
            return None
    return out


def _deeper(li: LoopInfo, src: BasicBlock, dst: BasicBlock) -> bool:
    """`dst` lies in a loop that does not contain `src`."""
    lp = li.loop_for(dst)
    while lp is not None:
        if not lp.contains(src):
            return True
        lp = lp.parent
    return False


class CodeGenPrepare(FunctionPass):
    """codegenprepare: sink address computations to their memory users (see docstring)."""
    name = "codegenprepare"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        li: LoopInfo = am.get(LoopAnalysis, unit)
        changed = False
        for b in list(unit.blocks):
            for g in list(b.instructions):
                if g.opcode in _ADDR and g.type.is_pointer and g.parent is b:
                    changed |= self._sink(g, b, li)
        return PreservedAnalyses.cfg() if changed else PreservedAnalyses.all()

    def _sink(self, g: Instruction, home: BasicBlock, li: LoopInfo) -> bool:
        users = _address_users(g)
        if not users:
            return False
        blocks: dict[int, list[Instruction]] = {}
        for u in users:
            assert u.parent is not None
            blocks.setdefault(id(u.parent), []).append(u)
        if id(home) in blocks:
            return False
        targets = [us[0].parent for us in blocks.values()]
        if any(t is None or _deeper(li, home, t) for t in targets):
            return False
        if len(blocks) != 1:
            return False
        blk = targets[0]
        assert blk is not None
        pos = {id(i): k for k, i in enumerate(blk.instructions)}
        g.move_before(min(users, key=lambda u: pos[id(u)]))
        return True
