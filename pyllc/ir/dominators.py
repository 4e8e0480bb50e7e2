"""Dominator tree and dominance frontiers of one function's CFG.

Algorithm: Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm"
(Software Practice & Experience, 2001). Blocks are numbered in reverse
postorder of an iterative depth-first search from the entry block (no
recursion: functions may have tens of thousands of blocks); then

    idom[entry] = entry
    repeat until nothing changes:
        for b in RPO minus entry:
            new = first processed predecessor of b
            for every other predecessor p with idom[p] set: new = intersect(p, new)
            idom[b] = new

where `intersect` walks the two fingers up the partial tree, always moving the
one with the larger RPO number. On reducible CFGs two passes suffice.

Queries are O(1): the dominator tree is numbered with DFS entry/exit times,
and `a` dominates `b` iff `in[a] <= in[b] and out[b] <= out[a]`. Same-block
instruction order comes from per-instruction indices computed once.

Unreachable blocks follow LLVM's convention: an unreachable block is dominated
by every block and dominates nothing but itself (and other unreachable blocks,
by the same rule). Dominance frontiers (`frontier(b)`) use the CHK
"runner" formulation and are computed on first request.

Contract: reads the function, never modifies it. Any edit to the CFG or to
the instruction lists of a block invalidates the tree; build a new one.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from pyllc.ir.values import BasicBlock

if TYPE_CHECKING:
    from pyllc.ir.globals import Function
    from pyllc.ir.instructions import Instruction


def block_successors(block: BasicBlock) -> list[BasicBlock]:
    """Successor blocks of `block` in terminator operand order, without duplicates.

    Uses the block operands of the last instruction if it is a terminator, so it
    is safe on malformed blocks (an empty block or one without a terminator has
    no successors).
    """
    return block.successors()   # (the last instruction, not the snapshot: no rebuild)


class DominatorTree:
    """Dominators of a function's blocks (see the module docstring).

    Blocks and instructions are keyed by identity internally, so the IR classes
    need not be hashable.
    """

    __slots__ = (
        "_children",
        "_frontier",
        "_idom",
        "_inst_index",
        "_num",
        "_preds",
        "_succs",
        "_tin",
        "_tout",
        "entry",
        "function",
        "rpo",
    )

    def __init__(self, function: Function) -> None:
        self.function = function
        blocks = function.blocks
        self.entry: BasicBlock | None = blocks[0] if blocks else None
        # Successor lists of every block of the function (reachable or not).
        self._succs: dict[int, list[BasicBlock]] = {id(b): block_successors(b) for b in blocks}
        self.rpo: list[BasicBlock] = self._reverse_postorder()
        num = {id(b): i for i, b in enumerate(self.rpo)}
        self._num = num
        # Predecessors restricted to reachable blocks, as RPO numbers.
        preds: list[list[int]] = [[] for _ in self.rpo]
        for i, b in enumerate(self.rpo):
            for s in self._succs[id(b)]:
                preds[num[id(s)]].append(i)
        self._preds = preds
        self._idom = self._compute_idoms(preds)
        self._children: list[list[int]] = [[] for _ in self.rpo]
        for i in range(1, len(self.rpo)):
            self._children[self._idom[i]].append(i)
        self._number_tree()
        self._inst_index: dict[int, int] | None = None
        self._frontier: list[list[int]] | None = None

    # -- construction ---------------------------------------------------------

    def _reverse_postorder(self) -> list[BasicBlock]:
        if self.entry is None:
            return []
        succs = self._succs
        visited = {id(self.entry)}
        post: list[BasicBlock] = []
        # Stack of (block, iterator over its successors): an explicit DFS.
        stack: list[tuple[BasicBlock, Iterator[BasicBlock]]] = [
            (self.entry, iter(succs[id(self.entry)]))]
        while stack:
            block, it = stack[-1]
            for s in it:
                if id(s) not in visited and id(s) in succs:
                    visited.add(id(s))
                    stack.append((s, iter(succs[id(s)])))
                    break
            else:
                stack.pop()
                post.append(block)
        post.reverse()
        return post

    @staticmethod
    def _compute_idoms(preds: list[list[int]]) -> list[int]:
        n = len(preds)
        undef = -1
        idom = [undef] * n
        if n == 0:
            return idom
        idom[0] = 0
        changed = True
        while changed:
            changed = False
            for b in range(1, n):
                new = undef
                for p in preds[b]:
                    if idom[p] == undef:
                        continue
                    if new == undef:
                        new = p
                        continue
                    if new == 0:
                        break  # already the entry: intersecting can only give the entry again
                    f1, f2 = p, new
                    while f1 != f2:
                        while f1 > f2:
                            f1 = idom[f1]
                        while f2 > f1:
                            f2 = idom[f2]
                    new = f1
                if idom[b] != new:
                    idom[b] = new
                    changed = True
        return idom

    def _number_tree(self) -> None:
        n = len(self.rpo)
        tin = [0] * n
        tout = [0] * n
        if n:
            clock = 0
            stack: list[tuple[int, Iterator[int]]] = [(0, iter(self._children[0]))]
            tin[0] = clock
            clock += 1
            while stack:
                node, it = stack[-1]
                child = next(it, None)
                if child is None:
                    stack.pop()
                    tout[node] = clock
                    clock += 1
                else:
                    tin[child] = clock
                    clock += 1
                    stack.append((child, iter(self._children[child])))
        self._tin = tin
        self._tout = tout

    # -- block queries --------------------------------------------------------

    def is_reachable(self, block: BasicBlock | None) -> bool:
        """True if `block` is reachable from the entry block."""
        return id(block) in self._num

    @property
    def reachable(self) -> list[BasicBlock]:
        """The reachable blocks, in reverse postorder (entry first)."""
        return list(self.rpo)

    def rpo_number(self, block: BasicBlock) -> int:
        """Position of a reachable block in reverse postorder (entry = 0)."""
        return self._num[id(block)]

    def successors(self, block: BasicBlock) -> list[BasicBlock]:
        """CFG successors of `block` (any block of the function), no duplicates."""
        return self._succs.get(id(block), [])

    def reachable_predecessors(self, block: BasicBlock) -> list[BasicBlock]:
        """Reachable CFG predecessors of a reachable block (one per distinct block)."""
        i = self._num.get(id(block))
        if i is None:
            return []
        rpo = self.rpo
        return [rpo[p] for p in self._preds[i]]

    def idom(self, block: BasicBlock) -> BasicBlock | None:
        """Immediate dominator; None for the entry block and unreachable blocks."""
        i = self._num.get(id(block))
        if not i:  # None (unreachable) or 0 (entry)
            return None
        return self.rpo[self._idom[i]]

    def children(self, block: BasicBlock) -> list[BasicBlock]:
        """Blocks immediately dominated by `block`, in reverse postorder."""
        i = self._num.get(id(block))
        if i is None:
            return []
        rpo = self.rpo
        return [rpo[c] for c in self._children[i]]

    def dominates(self, a: BasicBlock | None, b: BasicBlock | None) -> bool:
        """True if every path from the entry to `b` goes through `a` (a block dominates itself).
        A detached instruction's parent (None) counts as an unreachable block.

        As in LLVM, an unreachable `b` is dominated by everything, and an
        unreachable `a` dominates only itself.
        """
        if a is b:
            return True
        nb = self._num.get(id(b))
        if nb is None:
            return True
        na = self._num.get(id(a))
        if na is None:
            return False
        return self._tin[na] <= self._tin[nb] and self._tout[nb] <= self._tout[na]

    def properly_dominates(self, a: BasicBlock, b: BasicBlock) -> bool:
        return a is not b and self.dominates(a, b)

    def nearest_common_dominator(self, a: BasicBlock, b: BasicBlock) -> BasicBlock | None:
        """The deepest block dominating both reachable blocks `a` and `b` (None if either is unreachable)."""
        na, nb = self._num.get(id(a)), self._num.get(id(b))
        if na is None or nb is None:
            return None
        idom = self._idom
        while na != nb:
            while na > nb:
                na = idom[na]
            while nb > na:
                nb = idom[nb]
        return self.rpo[na]

    def preorder(self) -> Iterator[BasicBlock]:
        """Reachable blocks in a depth-first preorder of the dominator tree (iterative)."""
        if not self.rpo:
            return
        stack = [0]
        rpo, children = self.rpo, self._children
        while stack:
            i = stack.pop()
            yield rpo[i]
            stack.extend(reversed(children[i]))

    # -- instruction queries --------------------------------------------------

    def _index(self) -> dict[int, int]:
        idx = self._inst_index
        if idx is None:
            idx = {}
            for b in self.function.blocks:
                for i, inst in enumerate(b.instructions):
                    idx[id(inst)] = i
            self._inst_index = idx
        return idx

    def instruction_index(self, inst: Instruction) -> int:
        """Position of `inst` in its block (precomputed: O(1))."""
        return self._index()[id(inst)]

    def dominates_use(self, def_inst: Instruction, use: Instruction | tuple[Instruction, BasicBlock]) -> bool:
        """True if the value of `def_inst` is available at `use`.

        `use` is either an instruction (a non-phi use: the definition must come
        first in the same block, or in a dominating block), or a phi edge
        `(phi, incoming_block)`: the definition must dominate the end of the
        incoming block. The result of an `invoke` is only available along its
        normal edge. Uses in unreachable blocks are always dominated (LLVM).
        """
        def_block = def_inst.parent
        if isinstance(use, tuple):
            _phi, use_block = use
            if not self.is_reachable(use_block):
                return True
            if def_inst.opcode == "invoke":
                if use_block is def_block and _phi.parent is _invoke_normal_dest(def_inst):
                    return True  # the phi takes the value along the normal edge itself
                return self._invoke_dominates(def_inst, use_block, None)
            return self.dominates(def_block, use_block)
        inst_block = use.parent
        if not self.is_reachable(inst_block):
            return True
        if def_inst.opcode == "invoke":
            return self._invoke_dominates(def_inst, inst_block, use)
        # callbr needs no case: LLVM 16 makes its result available in every successor.
        if def_block is inst_block:
            idx = self._index()
            return idx[id(def_inst)] < idx[id(use)]
        return self.dominates(def_block, inst_block)

    def _invoke_dominates(self, inv: Instruction, use_block: BasicBlock | None, use: Instruction | None) -> bool:
        """Does the edge invoke-block -> normal dest dominate `use_block`?"""
        normal = _invoke_normal_dest(inv)
        if normal is None:
            return False
        src = inv.parent
        # The edge dominates iff the normal dest dominates the use and every other
        # entry into the normal dest comes from blocks it dominates (back edges).
        if not self.dominates(normal, use_block):
            return False
        edges_from_src = 0
        for b in self.reachable_predecessors(normal):
            if b is src:
                continue
            if not self.dominates(normal, b):
                return False
        assert src is not None  # normal dest found: inv is in a block
        for op in src.instructions[-1].operands:
            if op is normal:
                edges_from_src += 1
        return edges_from_src == 1

    # -- dominance frontiers ----------------------------------------------------

    def frontier(self, block: BasicBlock) -> list[BasicBlock]:
        """Dominance frontier of a reachable block, in reverse postorder of its members."""
        if self._frontier is None:
            self._frontier = self._compute_frontiers()
        i = self._num.get(id(block))
        if i is None:
            return []
        rpo = self.rpo
        return [rpo[j] for j in self._frontier[i]]

    def _compute_frontiers(self) -> list[list[int]]:
        n = len(self.rpo)
        df: list[set[int]] = [set() for _ in range(n)]
        idom = self._idom
        for b in range(n):
            ps = self._preds[b]
            if len(ps) < 2:
                continue
            for p in ps:
                runner = p
                while runner != idom[b]:
                    df[runner].add(b)
                    if runner == 0:
                        break
                    runner = idom[runner]
        return [sorted(s) for s in df]

    def iterated_frontier(self, blocks: Iterable[BasicBlock]) -> list[BasicBlock]:
        """DF+ of a set of blocks (where mem2reg places phis), in reverse postorder."""
        if self._frontier is None:
            self._frontier = self._compute_frontiers()
        work = [self._num[id(b)] for b in blocks if id(b) in self._num]
        result: set[int] = set()
        while work:
            x = work.pop()
            for y in self._frontier[x]:
                if y not in result:
                    result.add(y)
                    work.append(y)
        rpo = self.rpo
        return [rpo[j] for j in sorted(result)]


def _invoke_normal_dest(inv: Instruction) -> BasicBlock | None:
    dest: BasicBlock | None = getattr(inv, "normal_dest", None)
    if dest is not None:
        return dest
    blocks = [op for op in inv.operands if isinstance(op, BasicBlock)]
    return blocks[0] if blocks else None
