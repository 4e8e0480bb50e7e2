# mypy: disable-error-code="no-any-return"
"""`reassociate`: reorder trees of associative, commutative operations by rank so that
constants meet and fold and equal operands cancel (LLVM's ReassociatePass).

Ranks (LLVM's BuildRankMap): constants 0, arguments 3, 4, ...; each block in reverse
postorder gets a base `++rank << 16`, instructions that cannot move (phis, memory
accesses, calls, possibly trapping operations) get distinct ranks in that block; any
other instruction ranks one above its highest-ranked operand (a negation `0 - x` or
`x ^ -1` ranks like x).

Per block in reverse postorder, per instruction:
- commutative operations put the lower-ranked operand first, constants last;
- `x - y` whose operand or only user is an add/sub becomes `x + (0 - y)`
  (BreakUpSubtract; `y` constant: `x + (-C)`), so it joins the add tree;
- at the root of a tree (an integer add/mul/and/or/xor, or fadd/fmul carrying both
  `reassoc` and `nsz`, whose value is not consumed by a same-opcode single-use
  parent in the same block) the leaves are collected through single-use nodes of the
  same opcode in the same block, sorted by decreasing rank; integer constants fold
  into one (dropped when it is the identity, the whole tree becomes the constant when
  it absorbs); `x & x`, `x | x` keep one `x`, `x ^ x` and `x + (0 - x)` cancel;
  the tree is rebuilt left-linear, ((l[n-2] op l[n-1]) op l[n-3]) ..., just before
  the root. From the deepest node whose operands changed up to the root, integer
  nodes lose `nsw`/`nuw` (they may no longer hold) and fp nodes carry the fast-math
  flags common to the old nodes; nodes below keep theirs (NumChanged).
Trivially dead instructions are erased on the way.

Contract: preserves the CFG.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from pyllc.ir import Argument, BinaryOperator, Constant, ConstantInt, Function, Instruction
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.analyses import DominatorTreeAnalysis
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import is_trivially_dead, may_read_memory, may_write_memory, safe_to_speculate

INT_OPS = frozenset({"add", "mul", "and", "or", "xor"})
FP_OPS = frozenset({"fadd", "fmul"})
POISON_FLAGS = frozenset({"nsw", "nuw", "exact", "disjoint"})


def _is_neg(i: Instruction) -> bool:
    return i.opcode == "sub" and isinstance(i.operands[0], ConstantInt) and i.operands[0].value == 0


def _is_not(i: Instruction) -> bool:
    c = i.operands[1] if len(i.operands) == 2 else None
    return i.opcode == "xor" and isinstance(c, ConstantInt) and c.value == (1 << c.type.bits) - 1  # type: ignore[attr-defined]


def _same(a: Value, b: Value) -> bool:
    return a is b or (isinstance(a, ConstantInt) and isinstance(b, ConstantInt) and a.type is b.type
                      and a.value == b.value)


def reassociable(v: Value, opcode: str) -> bool:
    """`v` is a single-use node of `opcode` that may be regrouped."""
    if not isinstance(v, BinaryOperator) or v.opcode != opcode or not v.has_one_use():
        return False
    if opcode in FP_OPS:
        return "reassoc" in v.flags and "nsz" in v.flags or "fast" in v.flags
    return v.type.is_int


class _Reassociate:
    def __init__(self, fn: Function, rpo: list[BasicBlock]) -> None:
        self.fn, self.rpo = fn, rpo
        self.rank: dict[int, int] = {}
        self.block_rank: dict[int, int] = {}
        self.stats: Counter[str] = Counter()
        r = 2
        for a in fn.args:
            r += 1
            self.rank[id(a)] = r
        for b in rpo:
            r += 1
            base = r << 16
            self.block_rank[id(b)] = base
            for i in b:
                if i.opcode == "phi" or i.is_terminator or not safe_to_speculate(i) \
                        or may_read_memory(i) or may_write_memory(i):
                    base += 1
                    self.rank[id(i)] = base

    def get_rank(self, v: Value) -> int:
        if not isinstance(v, Instruction):
            return self.rank.get(id(v), 0) if isinstance(v, Argument) else 0
        got = self.rank.get(id(v))
        if got is not None:
            return got
        # explicit stack: operands first (no cycles outside phis, which are preranked)
        stack = [v]
        while stack:
            i = stack[-1]
            if id(i) in self.rank:
                stack.pop()
                continue
            todo = [o for o in i.operands if isinstance(o, Instruction) and id(o) not in self.rank]
            if todo:
                stack.extend(todo)
                continue
            stack.pop()
            cap = self.block_rank.get(id(i.parent), 0) if i.parent is not None else 0
            r = 0
            for o in i.operands:     # LLVM stops at the block's rank, it does not cap
                if cap and r == cap:
                    break
                r = max(r, self.get_rank(o) if not isinstance(o, Instruction) else self.rank[id(o)])
            if not (_is_neg(i) or _is_not(i) or i.opcode == "fneg"):
                r += 1
            self.rank[id(i)] = r
        return self.rank[id(v)]

    def run(self) -> bool:
        changed = False
        for b in self.rpo:
            for i in b:
                if i.parent is not b:
                    continue
                if is_trivially_dead(i):
                    self.erase_tree(i)
                    changed = True
                    continue
                changed |= self.visit(i)
        return changed

    def erase_tree(self, i: Instruction) -> None:
        work = [i]
        while work:
            x = work.pop()
            if x.parent is None or x.users or not is_trivially_dead(x):
                continue
            ops = [o for o in x.operands if isinstance(o, Instruction)]
            self.forget(x)
            x.erase_from_parent()
            work.extend(ops)

    def forget(self, x: Instruction) -> None:
        """Drop the rank of `x` before erasing it: ranks are keyed by identity, and an
        instruction made later may reuse the address (it would inherit a stale rank, and
        the order of operands would depend on the allocator)."""
        self.rank.pop(id(x), None)

    def visit(self, i: Instruction) -> bool:
        op = i.opcode
        changed = False
        if op == "sub" and i.type.is_int and self.should_break_sub(i):
            i = self.break_sub(i)
            op = "add"
            changed = True
        if op not in INT_OPS and op not in FP_OPS:
            return changed
        if op in FP_OPS and not ("reassoc" in i.flags and "nsz" in i.flags or "fast" in i.flags):
            return changed
        if op in INT_OPS and not i.type.is_int:
            return changed
        a, c = i.operands
        if not isinstance(c, Constant) and (isinstance(a, Constant) or self.get_rank(c) < self.get_rank(a)):
            i.set_operand(0, c)
            i.set_operand(1, a)
            changed = True
        if i.has_one_use():
            u = i.users[0]
            if isinstance(u, Instruction) and u.opcode == op and u.parent is i.parent:
                return changed          # an interior node: its root handles the tree
        return self.reassociate(i) or changed

    def should_break_sub(self, s: Instruction) -> bool:
        if _is_neg(s):
            return False
        for o in s.operands:
            if reassociable(o, "add") or reassociable(o, "sub"):
                return True
        if s.has_one_use():
            u = s.users[0]
            return reassociable(u, "add") or reassociable(u, "sub")
        return False

    def break_sub(self, s: Instruction) -> Instruction:
        """`x - y` -> `x + (0 - y)`."""
        x, y = s.operands
        if isinstance(y, ConstantInt):
            neg: Value = ConstantInt(y.type, -y.value)
        else:
            n = BinaryOperator("sub", y.type, (ConstantInt(y.type, 0), y), f"{y.name}.neg" if y.name else None)
            n.insert_before(s)
            neg = n
        add = BinaryOperator("add", s.type, (x, neg), s.name)
        s.name = None
        add.insert_before(s)
        s.replace_all_uses_with(add)
        self.forget(s)
        s.erase_from_parent()
        self.stats["Number of insts reassociated"] += 1
        return add

    def linearize(self, root: Instruction) -> tuple[list[Value], list[Instruction]]:
        op = root.opcode
        leaves: list[Value] = []
        nodes: list[Instruction] = []
        work: list[Value] = [root]
        while work:
            v = work.pop()
            if v is root or (reassociable(v, op) and v.parent is root.parent):   # type: ignore[attr-defined]
                assert isinstance(v, Instruction)
                nodes.append(v)
                work.append(v.operands[1])
                work.append(v.operands[0])
            else:
                leaves.append(v)
        return leaves, nodes

    def reassociate(self, root: Instruction) -> bool:
        op = root.opcode
        leaves, nodes = self.linearize(root)
        if len(nodes) < 2 and not any(isinstance(x, ConstantInt) for x in leaves[:1]):
            # a single node: only simplifications can change it
            pass
        new = self.optimize(op, leaves, root)
        if isinstance(new, Value):
            root.replace_all_uses_with(new)
            self.erase_tree(root)
            self.stats["Number of insts reassociated"] += 1
            return True
        if self._same_shape(new, root, nodes):
            return False
        flags: set[str] = set()
        if op in FP_OPS:
            flags = set(root.flags)
            for n in nodes:
                flags &= n.flags
        names = [n.name for n in nodes]
        # the old left spine, deepest first: a level whose operands are unchanged (maybe
        # swapped) keeps its flags, as long as nothing below it changed (LLVM's
        # RewriteExprTree clears them from the first changed node up to the root)
        spine: list[Instruction] = [root]
        while isinstance(spine[-1].operands[0], Instruction) and spine[-1].operands[0] in nodes:
            spine.append(spine[-1].operands[0])
        spine.reverse()
        acc: Value = new[-2]
        built: list[BinaryOperator] = []
        intact = True
        for level, k in enumerate(range(len(new) - 1, 0, -1)):
            lhs, rhs = (new[k - 1], new[k]) if k == len(new) - 1 else (acc, new[k - 1])
            bi = BinaryOperator(op, root.type, (lhs, rhs), None)
            old = spine[level] if level < len(spine) else None
            if intact and old is not None and level == 0 and \
                    {id(x) for x in old.operands} == {id(lhs), id(rhs)} and len(old.operands) == 2 or intact and old is not None and level > 0 and old.operands[0] is spine[level - 1] \
                    and _same(old.operands[1], rhs):
                bi.flags.update(old.flags)
            else:
                intact = False
                bi.flags.update(flags - POISON_FLAGS)
            bi.insert_before(root)
            built.append(bi)
            acc = bi
        for node, name in zip(reversed(built), names):
            node.name = name
        for n in nodes:
            n.name = None
        root.replace_all_uses_with(acc)
        self.erase_tree(root)
        self.stats["Number of insts reassociated"] += 1
        return True

    def _same_shape(self, new: list[Value], root: Instruction, nodes: list[Instruction]) -> bool:
        """The tree already is ((new[-2] op new[-1]) op new[-3]) ... ."""
        cur: Value = root
        for k in range(len(new) - 1):
            if not isinstance(cur, Instruction) or cur.opcode != root.opcode:
                return False
            if k == len(new) - 2:
                return _same(cur.operands[0], new[-2]) and _same(cur.operands[1], new[-1])
            if not _same(cur.operands[1], new[k]) or (cur is not root and cur not in nodes):
                return False
            cur = cur.operands[0]
        return False

    def optimize(self, op: str, leaves: list[Value], root: Instruction) -> list[Value] | Value:
        """Sort by rank, fold constants, cancel; a single Value when the tree collapses."""
        consts = [x for x in leaves if isinstance(x, ConstantInt)]
        rest = [x for x in leaves if not isinstance(x, ConstantInt)]
        if op in INT_OPS:
            bits = root.type.bits  # type: ignore[attr-defined]
            m = (1 << bits) - 1
            if op in ("and", "or"):
                seen: set[int] = set()
                rest = [x for x in rest if not (id(x) in seen or seen.add(id(x)))]  # type: ignore[func-returns-value]
            elif op == "xor":
                cnt = Counter(id(x) for x in rest)
                keep: list[Value] = []
                done: set[int] = set()
                for x in rest:
                    if cnt[id(x)] % 2 and id(x) not in done:
                        keep.append(x)
                        done.add(id(x))
                rest = keep
            elif op == "add":
                rest = self._cancel_negations(rest)
            if consts:
                acc = {"add": 0, "mul": 1, "and": m, "or": 0, "xor": 0}[op]
                for c in consts:
                    v = c.value
                    acc = (acc + v if op == "add" else acc * v if op == "mul" else acc & v if op == "and"
                           else acc | v if op == "or" else acc ^ v) & m
                absorbing = {"mul": 0, "and": 0, "or": m}.get(op)
                if acc == absorbing:
                    return ConstantInt(root.type, acc)
                identity = {"add": 0, "mul": 1, "and": m, "or": 0, "xor": 0}[op]
                consts = [] if acc == identity else [ConstantInt(root.type, acc)]
        ranked = sorted(rest, key=lambda x: -self.get_rank(x))
        out: list[Value] = [*ranked, *consts]
        if not out:
            return ConstantInt(root.type, {"add": 0, "mul": 1, "and": (1 << root.type.bits) - 1,  # type: ignore[attr-defined]
                                           "or": 0, "xor": 0}[op])
        if len(out) == 1:
            return out[0]
        return out

    @staticmethod
    def _cancel_negations(rest: list[Value]) -> list[Value]:
        """x + (0 - x) -> nothing."""
        pos: dict[int, int] = Counter(id(x) for x in rest)
        drop: Counter[int] = Counter()
        for x in rest:
            if isinstance(x, Instruction) and _is_neg(x) and pos.get(id(x.operands[1]), 0) > drop[id(x.operands[1])] \
                    and pos[id(x)] > drop[id(x)]:
                drop[id(x.operands[1])] += 1
                drop[id(x)] += 1
        out: list[Value] = []
        for x in rest:
            if drop[id(x)]:
                drop[id(x)] -= 1
                continue
            out.append(x)
        return out


class Reassociate(FunctionPass):
    name = "reassociate"
    rerun_is_noop = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        dt: Any = am.get(DominatorTreeAnalysis, unit)
        ra = _Reassociate(unit, list(dt.rpo))
        changed = ra.run()
        for what, n in ra.stats.items():
            am.instr.stats.add(self.name, what, n)
        return PreservedAnalyses.cfg() if changed else PreservedAnalyses.all()
