"""SelectionDAG: one per basic block. Nodes are CSE'd by (op, vts, operands, attr).

A value is a `(node, result_number)` tuple (LLVM's SDValue) — plain tuples keep the
graph lean and hashable. Every node knows its users, so legalization and combining
can replace values in place (`replace_all_uses_with`).
"""
from __future__ import annotations

from collections.abc import Iterable
from contextlib import suppress
from operator import attrgetter
from typing import Any, NamedTuple

from pyllc.codegen.opcodes import Op

Value = tuple  # (Node, int)


class Mem(NamedTuple):
    """Memory operand facts for LOAD/STORE/atomics: the type in memory, the extension
    of a load (`"" sext zext anyext`), alignment in bytes, volatility, and for ATOMIC_*
    nodes the LLVM ordering (`monotonic acquire release acq_rel seq_cst`; "" otherwise)."""
    vt: str
    ext: str = ""
    align: int = 1
    volatile: bool = False
    ordering: str = ""


class Node:
    """`loc` is the IR instruction the node comes from (LLVM's SDLoc): the builder's
    current instruction, and for nodes the legalizers make, the node they replace."""
    __slots__ = ("op", "vts", "ops", "attr", "id", "users", "loc")

    def __init__(self, op: str, vts: tuple[str, ...], ops: tuple[Value, ...], attr: Any,
                 id: int, loc: Any = None) -> None:
        self.op = op
        self.vts = vts
        self.ops = ops
        self.attr = attr
        self.id = id
        self.users: list[Node] = []
        self.loc = loc

    @property
    def vt(self) -> str:
        return self.vts[0]

    def value(self, i: int = 0) -> Value:
        return (self, i)

    @property
    def chain_in(self) -> Value | None:
        """The input chain (by convention operand 0 of chained nodes)."""
        if self.ops and self.ops[0][0].vts[self.ops[0][1]] == "ch":
            return self.ops[0]
        return None

    def result_index(self, vt: str) -> int:
        """The first result of type `vt` (e.g. the output chain: `result_index('ch')`)."""
        return self.vts.index(vt)

    def __repr__(self) -> str:
        return f"t{self.id}"

    def describe(self) -> str:
        ops = ", ".join(f"t{n.id}" + (f":{r}" if r else "") for n, r in self.ops)
        attr = "" if self.attr is None else f" <{_fmt_attr(self.attr)}>"
        return f"t{self.id}: {','.join(self.vts)} = {self.op}{attr} {ops}".rstrip()


def _fmt_attr(attr: Any) -> str:
    if isinstance(attr, tuple):
        return ", ".join(map(str, attr))
    return str(attr)


_node_id = attrgetter("id")

# Ops that must never be merged by CSE even when their operands are identical.
_NO_CSE = frozenset({Op.CALL, Op.DYNAMIC_STACKALLOC, Op.VAARG, Op.ATOMIC_CMP_SWAP,
                     Op.ATOMIC_RMW, Op.CALLSEQ_START, Op.CALLSEQ_END})


class SelectionDAG:
    """The DAG of one basic block. `root` is the final chain value; every side effect
    of the block is reachable from it. `loc` is the IR instruction new nodes come from
    (set by the builder per instruction and by the passes per node they rewrite), so an
    error in a later stage can name the instruction."""

    __slots__ = ("nodes", "_cse", "_next_id", "entry", "_root", "mf", "target", "block",
                 "_version", "_order_cache", "loc")

    def __init__(self, mf: Any = None, target: Any = None, block: Any = None) -> None:
        self.nodes: list[Node] = []
        self._cse: dict[tuple, Node] = {}
        self._next_id = 0
        self.mf = mf
        self.target = target
        self.block = block            # the MachineBasicBlock this DAG lowers into
        self._version = 0             # bumped by every change; keys the live_nodes cache
        self._order_cache: tuple[int, list[Node]] | None = None
        self.loc: Any = None
        self._root: Value = (None, 0)
        self.entry: Value = self.node(Op.ENTRY, ("ch",)).value()
        self.root: Value = self.entry

    @property
    def root(self) -> Value:
        return self._root

    @root.setter
    def root(self, value: Value) -> None:
        self._root = value
        self._version += 1

    @property
    def version(self) -> int:
        """A number that changes whenever the DAG does (a node made, the root set, uses
        replaced): equal numbers mean the same DAG."""
        return self._version

    # ---- construction ----------------------------------------------------------
    def node(self, op: str, vts: tuple[str, ...], ops: Iterable[Value] = (), attr: Any = None) -> Node:
        if ops.__class__ is not tuple:
            ops = tuple(ops)
        key = None
        if op not in _NO_CSE:
            key = (op, vts, ops, attr)
            found = self._cse.get(key)
            if found is not None:
                return found
        n = Node(op, vts, ops, attr, self._next_id, self.loc)
        self._next_id += 1
        self._version += 1
        self.nodes.append(n)
        for o, _ in ops:
            o.users.append(n)
        if key is not None:
            self._cse[key] = n
        return n

    def val(self, op: str, vt: str, *ops: Value, attr: Any = None) -> Value:
        """A single-result node's value."""
        return (self.node(op, (vt,), ops, attr), 0)

    def constant(self, value: int, vt: str) -> Value:
        bits = int(vt[1:])
        return (self.node(Op.CONSTANT, (vt,), (), value & ((1 << bits) - 1)), 0)

    def target_constant(self, value: int, vt: str) -> Value:
        return (self.node(Op.TARGET_CONSTANT, (vt,), (), value), 0)

    def constant_fp(self, bits: int, vt: str) -> Value:
        return (self.node(Op.CONSTANT_FP, (vt,), (), bits), 0)

    def undef(self, vt: str) -> Value:
        return (self.node(Op.UNDEF, (vt,)), 0)

    def condcode(self, cc: str) -> Value:
        return (self.node(Op.CONDCODE, ("Other",), (), cc), 0)

    def valuetype(self, vt: str) -> Value:
        return (self.node(Op.VALUETYPE, ("Other",), (), vt), 0)

    def register(self, reg: Any, vt: str) -> Value:
        return (self.node(Op.REGISTER, (vt,), (), reg), 0)

    def basic_block(self, mbb: Any) -> Value:
        return (self.node(Op.BASIC_BLOCK, ("Other",), (), mbb), 0)

    def token_factor(self, chains: list[Value]) -> Value:
        uniq = list(dict.fromkeys(chains))
        if len(uniq) == 1:
            return uniq[0]
        return (self.node(Op.TOKEN_FACTOR, ("ch",), uniq), 0)

    # ---- queries ---------------------------------------------------------------
    @staticmethod
    def vt_of(v: Value) -> str:
        return v[0].vts[v[1]]

    @staticmethod
    def const_value(v: Value) -> int | None:
        """The unsigned value of a CONSTANT, else None."""
        n = v[0]
        return n.attr if n.op == Op.CONSTANT else None

    # ---- rewriting ---------------------------------------------------------------
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Make every user of `old` use `new` instead (users are re-keyed for CSE)."""
        if old == new:
            return
        self._version += 1
        old_node, old_res = old
        for user in list(dict.fromkeys(old_node.users)):
            if not any(o == old for o in user.ops):
                continue
            self._uncse(user)
            user.ops = tuple(new if o == old else o for o in user.ops)
            # Keep one users entry per remaining use: `user` may still use another
            # result of `old_node` (a value and a chain of the same node).
            still = sum(1 for o, _ in user.ops if o is old_node)
            users = [u for u in old_node.users if u is not user]
            users.extend([user] * still)
            old_node.users = users
            for o in user.ops:
                if o == new:
                    new[0].users.append(user)
            self._recse(user)
        if self.root == old:
            self.root = new

    def replace_node(self, old: Node, new_values: list[Value]) -> None:
        """Replace every result of `old` with the matching value of `new_values`."""
        for i, nv in enumerate(new_values):
            if nv is not None:
                self.replace_all_uses_with((old, i), nv)

    def update_operands(self, node: Node, ops: Iterable[Value]) -> Node:
        """Change a node's operands in place (keeps its identity and users)."""
        self._version += 1
        self._uncse(node)
        for o, _ in node.ops:
            with suppress(ValueError):
                o.users.remove(node)
        node.ops = tuple(ops)
        for o, _ in node.ops:
            o.users.append(node)
        self._recse(node)
        return node

    def forget(self, n: Node) -> None:
        """Drop `n` from the CSE table, so building the same node again makes a new one
        (the legalizers call it on nodes they have replaced)."""
        self._uncse(n)

    def _uncse(self, n: Node) -> None:
        if n.op not in _NO_CSE:
            key = (n.op, n.vts, n.ops, n.attr)
            if self._cse.get(key) is n:
                del self._cse[key]

    def _recse(self, n: Node) -> None:
        if n.op not in _NO_CSE:
            self._cse.setdefault((n.op, n.vts, n.ops, n.attr), n)

    # ---- traversal ---------------------------------------------------------------
    def live_nodes(self) -> list[Node]:
        """Nodes reachable from the root, operands before users (a topological order),
        visiting chain operands first so side effects keep source order.
        The list is cached until the DAG changes: callers must not modify it."""
        cache = self._order_cache
        if cache is not None and cache[0] == self._version:
            return cache[1]
        # Iterative depth-first post-order; each frame resumes its operand iterator.
        order: list[Node] = []
        root = self.root[0]
        seen = {root}
        add = seen.add
        stack = [(root, iter(root.ops))]
        push = stack.append
        while stack:
            n, it = stack[-1]
            for child, _ in it:
                if child not in seen:
                    add(child)
                    push((child, iter(child.ops)))
                    break
            else:
                stack.pop()
                order.append(n)
        self._order_cache = (self._version, order)
        return order

    def release(self) -> None:
        """Drop the back links (users, the CSE table) once the DAG has been selected: the
        nodes then form no reference cycles, so reference counting frees each block's
        DAG at once instead of leaving it to the cycle collector (whose passes over the
        growing heap were ~8 % of an -O0 compile). The DAG must not be used afterwards."""
        for n in self.nodes:
            n.users = []
        self._cse = {}
        self._order_cache = None

    def remove_dead_nodes(self) -> None:
        live = self.live_nodes()
        alive = set(live)
        for n in self.nodes:
            if n not in alive:
                self._uncse(n)
                # its users are all dead too; dropping them breaks the dead nodes'
                # reference cycles, so they are freed now (see `release`)
                n.users = []
        for n in live:
            users = n.users
            for u in users:
                if u not in alive:      # rebuild only the lists that name a dead user
                    n.users = [u for u in users if u in alive]
                    break
        self.nodes = sorted(live, key=_node_id)

    def dump(self) -> str:
        return "\n".join(n.describe() for n in self.live_nodes()) + "\n"
