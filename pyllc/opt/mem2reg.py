# mypy: disable-error-code="no-any-return"
"""`mem2reg`: promote allocas to SSA registers.

Algorithm: Cytron, Ferrante, Rosen, Wegman and Zadeck, "Efficiently Computing Static
Single Assignment Form and the Control Dependence Graph" (TOPLAS 1991): phis go at
the iterated dominance frontier of the blocks that store to the alloca, pruned to
the blocks where the variable is live on entry (LLVM's PromoteMemToReg does the
same pruning); then one walk of the dominator tree renames loads to the reaching
stored value. A load with no reaching store reads `undef` (as LLVM's mem2reg).

An alloca is promotable when it is static (in the entry block, count 1), and every
use is a non-volatile, non-atomic load of exactly its allocated type, a store of
such a value *to* it, or a droppable intrinsic (lifetime markers, debug info).

Contract: requires domtree; preserves the CFG (and the CFG analyses).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import AllocaInst, ConstantInt, Function, Instruction, PhiNode, UndefValue
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.analyses import DominatorTreeAnalysis
from pyllc.opt.irutil import (
    Editor,
    detach_metadata_uses,
    is_metadata_use,
    replace_all_uses,
    set_parent,
)
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import is_droppable_call, is_volatile_or_atomic


def is_promotable(a: AllocaInst) -> bool:
    """See the module docstring for the rule."""
    n = a.operands[0]
    if not isinstance(n, ConstantInt) or n.value != 1 or "inalloca" in a.flags:
        return False
    t = a.allocated_type
    for u in a.users:
        if is_metadata_use(u):   # dbg.declare's `metadata ptr %a`: its location becomes undef
            continue
        if not isinstance(u, Instruction):
            return False
        op = u.opcode
        if op == "load":
            if u.type != t or is_volatile_or_atomic(u):
                return False
        elif op == "store":
            if u.operands[1] is not a or u.operands[0] is a or u.operands[0].type != t:
                return False
            if is_volatile_or_atomic(u):
                return False
        elif op == "call" and is_droppable_call(u):
            continue
        else:
            return False
    return True


def promote_allocas(fn: Function, allocas: list[AllocaInst], dt: DominatorTree) -> int:
    """Promote `allocas` (all promotable) in `fn`; returns the number of phis inserted."""
    if not allocas:
        return 0
    index = {id(a): k for k, a in enumerate(allocas)}
    ed = Editor()
    # droppable users go first
    for a in allocas:
        detach_metadata_uses(a)
        for u in list(a.users):
            assert isinstance(u, Instruction)   # is_promotable: only instruction users
            if u.opcode == "call":
                ed.erase(u)
    phi_of: dict[int, int] = {}   # id(phi) -> alloca index
    phis_at: dict[int, list[PhiNode]] = {}
    nphis = 0
    for k, a in enumerate(allocas):
        def_blocks: dict[int, BasicBlock] = {}
        use_blocks: dict[int, BasicBlock] = {}
        for u in a.users:
            assert isinstance(u, Instruction)
            b = u.parent
            assert b is not None   # erased users are off the use list; the rest are placed
            if u.opcode == "store":
                def_blocks[id(b)] = b
            else:
                use_blocks[id(b)] = b
        live_in = _live_in_blocks(a, def_blocks, use_blocks)
        for b in dt.iterated_frontier(def_blocks.values()):
            if id(b) not in live_in:
                continue
            name = f"{a.name}.0" if a.name else None
            phi = PhiNode("phi", a.allocated_type, (), name)
            set_parent(phi, b)
            phis_at.setdefault(id(b), []).append(phi)
            phi_of[id(phi)] = k
            nphis += 1
    for b in fn.blocks:
        new = phis_at.get(id(b))
        if new:
            # the droppable calls erased above are still linked (the editor drops them at
            # flush): leave them out, or set_instructions would adopt them again
            b.set_instructions((*new, *(i for i in b.instructions if i.parent is b)))
    # rename along the dominator tree (explicit stack, no recursion)
    entry = fn.blocks[0]
    initial: list[Value] = [UndefValue(a.allocated_type) for a in allocas]
    visited: set[int] = set()
    stack: list[tuple[BasicBlock, list[Value]]] = [(entry, initial)]
    while stack:
        b, incoming = stack.pop()
        vals = list(incoming)
        visited.add(id(b))
        for i in b.instructions:
            if i.parent is not b:
                continue
            op = i.opcode
            if op == "phi":
                k = phi_of.get(id(i), -1)
                if k >= 0:
                    vals[k] = i
            elif op == "load":
                k = index.get(id(i.operands[0]), -1)
                if k >= 0:
                    replace_all_uses(i, vals[k])
                    ed.erase(i)
            elif op == "store":
                k = index.get(id(i.operands[1]), -1)
                if k >= 0:
                    vals[k] = i.operands[0]
                    ed.erase(i)
        for s in b.successors():
            for phi in phis_at.get(id(s), ()):
                k = phi_of[id(phi)]
                # one entry per edge (a switch may reach s several times: same value)
                for _ in range(_edge_count(b, s)):
                    phi.add_incoming(vals[k], b)
        for c in reversed(dt.children(b)):
            stack.append((c, vals))
    # unreachable blocks: their loads read undef, their stores vanish, and phis get
    # an entry for each edge from them
    for b in fn.blocks:
        if id(b) in visited:
            continue
        for i in b.instructions:
            if i.parent is not b:
                continue
            if i.opcode == "load" and id(i.operands[0]) in index:
                replace_all_uses(i, UndefValue(i.type))
                ed.erase(i)
            elif i.opcode == "store" and id(i.operands[1]) in index:
                ed.erase(i)
        for s in b.successors():
            for phi in phis_at.get(id(s), ()):
                for _ in range(_edge_count(b, s)):
                    phi.add_incoming(UndefValue(phi.type), b)
    for a in allocas:
        for u in list(a.users):   # stores of the address into itself were excluded
            if not isinstance(u, Instruction) or u.parent is not None:
                raise AssertionError("mem2reg left a use of a promoted alloca")
        ed.erase(a)
    ed.flush()
    _simplify_new_phis([p for ps in phis_at.values() for p in ps])
    return nphis


def _edge_count(b: BasicBlock, s: BasicBlock) -> int:
    term = b.instructions[-1]
    return sum(1 for op in term.operands if op is s)


def _live_in_blocks(a: AllocaInst, defs: dict[int, BasicBlock],
                    uses: dict[int, BasicBlock]) -> set[int]:
    """Blocks where the alloca's value is live on entry (a load before any store)."""
    work: list[BasicBlock] = []
    for b in uses.values():
        if id(b) in defs:
            # live-in only if a load precedes the first store in the block
            for i in b.instructions:
                if i.opcode == "store" and i.operands[1] is a:
                    break
                if i.opcode == "load" and i.operands[0] is a:
                    work.append(b)
                    break
        else:
            work.append(b)
    live: set[int] = set()
    while work:
        b = work.pop()
        if id(b) in live:
            continue
        live.add(id(b))
        for p in b.predecessors():
            if id(p) not in defs and id(p) not in live:
                work.append(p)
    return live


def _simplify_new_phis(phis: list[PhiNode]) -> None:
    """Remove inserted phis whose incoming values are all one value (or the phi itself)."""
    work = list(phis)
    ed = Editor()
    while work:
        p = work.pop()
        if p.parent is None:
            continue
        same: Any = None
        ok = True
        for k in range(0, len(p.operands), 2):
            v = p.operands[k]
            if v is p or v is same:
                continue
            if same is not None:
                ok = False
                break
            same = v
        if not ok:
            continue
        if same is None:
            same = UndefValue(p.type)
        users = [u for u in p.users if isinstance(u, PhiNode) and u is not p]
        replace_all_uses(p, same)
        ed.erase(p)
        work.extend(users)
    ed.flush()


class Mem2Reg(FunctionPass):
    name = "mem2reg"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if not unit.blocks:
            return PreservedAnalyses.all()
        allocas = [i for i in unit.blocks[0].instructions
                   if isinstance(i, AllocaInst) and is_promotable(i)]
        if not allocas:
            return PreservedAnalyses.all()
        dt = am.get(DominatorTreeAnalysis, unit)
        nphi = promote_allocas(unit, allocas, dt)
        st = am.instr.stats
        st.add(self.name, "Number of alloca's promoted", len(allocas))
        st.add(self.name, "Number of PHI nodes inserted", nphi)
        return PreservedAnalyses.cfg()


