"""Linearise a SelectionDAG: `schedule_source_order(dag)`.

This is *not* a latency or register-pressure scheduler. It is the depth-first post-order
from the root that visits each node's operands in order, the input chain first (so each
pure value lands just before its first user), with one correction taken from LLVM's
"source order" list scheduler (`-pre-RA-sched=source`): the IR block's calls split it
into segments, and a node is never moved past a call that its IR instruction comes
before. Without that, a value the IR computes between two calls (a running sum of call
results, `t += f(i)`) would land after the last call, since the final call's chain walk
reaches every earlier call before its data operands: every call's result would then stay
alive to the end, in a callee-saved register or a spill slot.

It schedules bottom-up from the root: among the units (single nodes, or glued runs)
whose users are all placed, it takes the one in the latest segment, ties going to the
later position in the depth-first order. A node without a source instruction (the entry
token, nodes the builder makes before the first instruction) and a load that no side
effect of the block precedes (the vectorizer leaves a loop's loads at its top) belong to
no segment: they go right before their first user.

Contract. Requires: a DAG whose nodes are reachable from `dag.root`. Produces: every
live node exactly once, each after all of its operands (chain, data and glue), and
every glued sequence (COPY_TO_REG ... CALL ... COPY_FROM_REG) contiguous: a glued run
is scheduled as one unit after all the outside operands of all its members, so no
unrelated instruction lands between an argument copy and its call. Iterative, so very
deep DAGs do not hit Python's recursion limit.

Call sequences do not nest: the legalizers' runtime calls for pure operations
(`__multi3`, `__udivti3`, soft-float helpers) hang off the entry chain, not the block's
main chain, so a depth-first walk would reach one from an argument of a call whose
sequence has begun, between its CALLSEQ_START and its CALL, and the inner call's own
stack arguments would overwrite the outer call's already stored ones (SPARC: an i128
product as a 7th argument word). LLVM's list scheduler keeps call sequences apart with
its call-frame resource; here each CALLSEQ_START gets as extra dependencies the values
its sequence consumes that need such a floating call, so every candidate schedule below
computes them before it; and the list schedules take one call sequence at a time (from
a CALL up to its CALLSEQ_START no other CALL is placed), so two floating calls' sequences
do not interleave either.
"""
from __future__ import annotations

import heapq
from bisect import bisect_left
from typing import Any

from pyllc.codegen.dag import Node, SelectionDAG
from pyllc.codegen.opcodes import Op

_FLOAT = 1 << 60                        # the segment of a node that goes before its user
_NON_VALUE = frozenset({"ch", "glue", "Other"})
_CLEAN_CHAIN = frozenset({Op.ENTRY, Op.COPY_FROM_REG, Op.TOKEN_FACTOR, Op.LOAD})


def _glue_groups(live: list[Node]) -> dict[int, list[Node]]:
    """node id -> the (topologically ordered) members of its glued run."""
    group: dict[int, list[Node]] = {}
    for n in live:
        g = None
        for o, r in n.ops:
            if o.vts[r] == "glue":
                g = group.get(o.id)
                if g is None:
                    g = [o]
                    group[o.id] = g
        if g is not None:
            g.append(n)
            group[n.id] = g
    return group


def _groups_and_clean(live: list[Node]) -> tuple[dict[int, list[Node]], set[int]]:
    """`_glue_groups(live)`, and the ids of the chained nodes that no side effect of the
    block precedes: the entry, register reads, token factors and non-volatile loads
    whose chain holds only such (the "clean" ones), in one walk over the operands."""
    group: dict[int, list[Node]] = {}
    clean: set[int] = set()
    clean_ops = _CLEAN_CHAIN
    for n in live:
        g = None
        op = n.op
        maybe_clean = op in clean_ops and not (op == Op.LOAD and n.attr.volatile)
        for o, r in n.ops:
            vt = o.vts[r]
            if vt == "glue":
                g = group.get(o.id)
                if g is None:
                    g = [o]
                    group[o.id] = g
            elif vt == "ch" and maybe_clean and o.id not in clean:
                maybe_clean = False
        if g is not None:
            g.append(n)
            group[n.id] = g
        if maybe_clean:
            clean.add(n.id)
    return group, clean


def _ir_positions(live: list[Node], clean: set[int]) -> list[int | None]:
    """Each node's position in its IR block (None: no source instruction, or a chained
    node no side effect of the block precedes: in `clean`, see `_groups_and_clean`)."""
    index: dict[int, int] = {}
    seen_blocks: set[int] = set()
    out: list[int | None] = []
    for n in live:
        loc: Any = n.loc
        r = None
        if loc is not None and n.id not in clean:
            r = index.get(id(loc))
            if r is None:
                parent = getattr(loc, "parent", None)
                if parent is not None and id(parent) not in seen_blocks:
                    seen_blocks.add(id(parent))
                    for i, inst in enumerate(parent.instructions):
                        index[id(inst)] = i
                    r = index.get(id(loc))
        out.append(r)
    return out


def _segments(live: list[Node], ir_pos: list[int | None], where: dict[int, int]
              ) -> list[int] | None:
    """Each node's segment: the number of the block's side effects its IR instruction
    does not come before (`_FLOAT` for the nodes that go before their first user).
    None when the block has no side effect but its terminator: every node then floats
    (the plain depth-first order). `ir_pos`: `_ir_positions(live)`; `where`: node id ->
    position in `live`."""
    effects = sorted({p for n, p in zip(live, ir_pos) if p is not None and "ch" in n.vts})
    if len(effects) < 2:
        return None
    # 2k: between side effects k-1 and k; 2k + 1: side effect k (and what its own
    # instruction computes), so a value computed before it is not moved after it
    out = []
    n_effects = len(effects)
    for p in ir_pos:
        if p is None:
            out.append(_FLOAT)
        else:
            k = bisect_left(effects, p)
            out.append(2 * k + (k < n_effects and effects[k] == p))
    # A pure value whose users all sit in its segment or the side effect right after it
    # crosses no side effect on the way to its first user: it floats there (the lanes
    # of a scalarized vector operation then each go next to their own user). (Users
    # come later in `live`: the values read are still the ones set above.)
    for i, n in enumerate(live):
        s = out[i]
        if s == _FLOAT or "ch" in n.vts:
            continue
        limit = s + 1 if s % 2 == 0 else s
        for u in n.users:
            j = where.get(u.id)
            if j is not None and out[j] > limit:
                break
        else:
            out[i] = _FLOAT
    return out


def _floating_call_deps(live: list[Node], root: Node) -> dict[int, list[Node]]:
    """CALLSEQ_START id -> the values its call sequence consumes that depend on a call
    off the main chain (see the module docstring); empty when there is none."""
    calls = [n for n in live if n.op == Op.CALL]
    if len(calls) < 2:
        return {}
    main = {root.id}                    # the chain nodes the root depends on
    stack = [root]
    while stack:
        n = stack.pop()
        for o, r in n.ops:
            if o.vts[r] == "ch" and o.id not in main:
                main.add(o.id)
                stack.append(o)
    if all(c.id in main for c in calls):
        return {}
    floating: set[int] = set()          # nodes whose value needs a floating call
    for n in live:                      # operands before users
        if (n.op == Op.CALL and n.id not in main) or any(o.id in floating for o, _ in n.ops):
            floating.add(n.id)
    live_ids = {n.id for n in live}
    extra: dict[int, list[Node]] = {}
    for x in live:
        if x.op != Op.CALLSEQ_START:
            continue
        inside = {x.id}                 # the sequence: what depends on x, up to the CALL
        seq: list[Node] = []
        stack = [x]
        while stack:
            n = stack.pop()
            for u in n.users:
                if u.id not in inside and u.id in live_ids:
                    inside.add(u.id)
                    seq.append(u)
                    if u.op != Op.CALL:
                        stack.append(u)
        need = [o for n in seq for o, _ in n.ops if o.id not in inside and o.id in floating]
        if need:
            extra[x.id] = need
    return extra


class _Units:
    """The DAG of one block as integer arrays for the candidate list schedules and their
    pressure figures: nodes by their position in `live`, glued runs as units (a unit's
    number: its first member's position), each unit's outside operands (with their
    multiplicity), and the value numbers the pressure count walks (made on the first
    `pressure`). Built once per block, shared by the candidate schedules."""

    __slots__ = ("live", "pos", "units", "members", "unit_ops", "last", "root_unit",
                 "calls", "starts", "opvals", "count0", "defs_alive", "is_call", "unit_at",
                 "pending0")

    def __init__(self, live: list[Node], pos: dict[int, int], groups: dict[int, list[Node]],
                 root: Node, extra: dict[int, list[Node]]) -> None:
        """`pos`: node id -> position in `live`."""
        self.live = live
        n = len(live)
        self.pos = pos
        # operand positions per node, `extra` dependencies appended
        node_ops = [[pos[o.id] for o, _ in nd.ops] for nd in live]
        if extra:
            for nid, ex in extra.items():
                node_ops[pos[nid]] += [pos[o.id] for o in ex]
        calls: set[int] = set()
        starts: set[int] = set()
        members: list[list[int] | None]
        if not groups:
            units = list(range(n))
            members = [[i] for i in units]
            unit_ops = node_ops
            last = units
            for i, nd in enumerate(live):
                op = nd.op
                if op == Op.CALL:
                    calls.add(i)
                elif op == Op.CALLSEQ_START:
                    starts.add(i)
            unit_of = units
        else:
            unit_of = [0] * n
            members = [None] * n
            for i, nd in enumerate(live):
                g = groups.get(nd.id)
                if g is None:
                    members[i] = [i]
                    u = i
                else:
                    first = pos[g[0].id]
                    u = unit_of[first] if first < i else i
                    if u == i:
                        members[u] = [pos[m.id] for m in g]
                unit_of[i] = u
                op = nd.op
                if op == Op.CALL:
                    calls.add(u)
                elif op == Op.CALLSEQ_START:
                    starts.add(u)
            units = [u for u in range(n) if members[u] is not None]
            unit_ops = [[]] * n
            last = [0] * n
            for u in units:
                ms = members[u]
                assert ms is not None
                if len(ms) == 1:
                    unit_ops[u] = [unit_of[j] for j in node_ops[u]]
                    last[u] = u
                    continue
                outside = []
                for m in ms:
                    for j in node_ops[m]:
                        uo = unit_of[j]
                        if uo != u:
                            outside.append(uo)
                unit_ops[u] = outside
                last[u] = max(ms)
        self.units, self.members, self.unit_ops, self.last = units, members, unit_ops, last
        # the unit whose last member sits at each position; each unit's count of users
        unit_at = [0] * n
        pending0 = [0] * n
        for u in units:
            unit_at[last[u]] = u
            for uo in unit_ops[u]:
                pending0[uo] += 1
        self.unit_at, self.pending0 = unit_at, pending0
        self.root_unit = unit_of[pos[root.id]]
        self.calls, self.starts = calls, starts
        self.opvals: list[list[int] | None] = []

    def _pressure_data(self) -> None:
        """Value number of (node i, result r) = base[i] + r; per node the numbers of the
        values it reads that count, how many of its own results are read, whether it is
        a call."""
        live, pos = self.live, self.pos
        n = len(live)
        base = [0] * n
        total = 0
        for i, nd in enumerate(live):
            base[i] = total
            total += len(nd.vts)
        count0 = [0] * total
        opvals: list[list[int] | None] = []
        for nd in live:
            vals = None
            for o, r in nd.ops:
                if o.ops and o.vts[r] not in _NON_VALUE:
                    v = base[pos[o.id]] + r
                    count0[v] += 1
                    if vals is None:
                        vals = [v]
                    else:
                        vals.append(v)
            opvals.append(vals)
        defs_alive = [0] * n
        for i, nd in enumerate(live):
            if nd.ops:
                b = base[i]
                k = len(nd.vts)
                defs_alive[i] = count0[b] > 0 if k == 1 else sum(
                    1 for r in range(k) if count0[b + r])
        self.opvals, self.count0, self.defs_alive = opvals, count0, defs_alive
        self.is_call = [nd.op == Op.CALL for nd in live]

    def schedule(self, keys: list[int] | None) -> list[int]:
        """Bottom-up list schedule (positions in `live`): of the units whose users are
        all placed, the one with the highest key (a unit's key: its members' highest,
        `_FLOAT` ones aside; `_FLOAT` above all others), ties to the later depth-first
        position."""
        members, unit_ops, last, units = self.members, self.unit_ops, self.last, self.units
        n = len(self.live)
        # priority = key rank * n + last position: the heap pops the highest (negated);
        # indexed by unit
        prio: list[int]
        if keys is None:
            prio = last
        else:
            prio = [0] * n
            fixed = [k for k in keys if k != _FLOAT]
            top = max(fixed) + 1 if fixed else 0
            for u in units:
                ms = members[u]
                assert ms is not None
                if len(ms) == 1:
                    s = keys[u]
                    prio[u] = (top if s == _FLOAT else s) * n + u
                    continue
                s = -1
                for m in ms:
                    k = keys[m]
                    if k != _FLOAT and k > s:
                        s = k
                prio[u] = (top if s < 0 else s) * n + last[u]
        unit_at = self.unit_at
        pending = self.pending0[:]
        ready = [-prio[self.root_unit]]
        out: list[int] = []
        # one call sequence at a time (LLVM's call-frame resource): going up from a CALL
        # to its CALLSEQ_START, another sequence's CALL waits, else two sequences would
        # store their stack arguments into the same outgoing area
        calls, starts = self.calls, self.starts
        in_sequence = False
        waiting: list[int] = []
        heappop, heappush = heapq.heappop, heapq.heappush
        while ready or waiting:
            if not ready:           # cannot happen for well-formed sequences; never stall
                ready, waiting = waiting, []
                heapq.heapify(ready)
                in_sequence = False
            item = heappop(ready)
            u = unit_at[(-item) % n]
            if u in calls:
                if in_sequence:
                    waiting.append(item)
                    continue
                in_sequence = True
            if u in starts:
                in_sequence = False
                for w in waiting:
                    heappush(ready, w)
                waiting = []
            ms = members[u]
            assert ms is not None
            if len(ms) == 1:
                out.append(u)
            else:
                out.extend(reversed(ms))
            for uo in unit_ops[u]:
                k = pending[uo] - 1
                pending[uo] = k
                if k == 0:
                    heappush(ready, -prio[uo])
        if len(out) != n:
            raise AssertionError("schedule: a node is not reachable from the root")
        out.reverse()
        return out

    def pressure(self, order: list[int]) -> tuple[int, int]:
        """(the most values alive at once, the values alive across calls summed over the
        calls) of a schedule. Values of operand-less nodes (constants, symbols,
        registers) are left out: instructions mostly take them as immediates or
        rematerialize them."""
        if not self.opvals:
            self._pressure_data()
        count = self.count0[:]
        opvals, defs_alive, is_call = self.opvals, self.defs_alive, self.is_call
        alive = most = across = 0
        for i in order:
            vals = opvals[i]
            if vals is not None:
                for v in vals:
                    k = count[v] - 1
                    count[v] = k
                    if k == 0:
                        alive -= 1
            if is_call[i]:
                across += alive
            alive += defs_alive[i]
            if alive > most:
                most = alive
        return most, across


def _depth_first(live: list[Node], groups: dict[int, list[Node]], root: Node,
                 extra: dict[int, list[Node]]) -> list[Node]:
    """The depth-first post-order from the root, each glued run entered as one unit after
    all its outside operands (and a CALLSEQ_START after its `extra` dependencies): the
    cheap schedule of -O0, where compile time counts more than register pressure."""
    order: list[Node] = []
    state: set[int] = set()             # unit keys entered (visiting or done)

    def deps(members: list[Node]) -> list[Node]:
        if len(members) == 1:
            m = members[0]
            ex = extra.get(m.id) if extra else None
            return [o for o, _ in m.ops] + ex if ex else [o for o, _ in m.ops]
        ids = {m.id for m in members}
        return [o for m in members for o, _ in m.ops if o.id not in ids]

    g = groups.get(root.id)
    root_key, root_members = (root.id, [root]) if g is None else (g[0].id, g)
    state.add(root_key)
    stack = [(root_members, iter(deps(root_members)))]
    while stack:
        members, it = stack[-1]
        for d in it:
            did = d.id
            g = groups.get(did)
            if g is None:
                if did not in state:
                    # a node outside any glued run: `deps([d])`, inline
                    state.add(did)
                    ex = extra.get(did) if extra else None
                    ds = [o for o, _ in d.ops]
                    if ex:
                        ds += ex
                    stack.append(([d], iter(ds)))
                    break
            elif g[0].id not in state:
                state.add(g[0].id)
                stack.append((g, iter(deps(g))))
                break
        else:
            stack.pop()
            order.extend(members)
    return order


def schedule_source_order(dag: SelectionDAG, fast: bool = False) -> list[Node]:
    """Nodes in source order; see the module docstring for the guarantees. `fast` (-O0):
    the depth-first order only, no candidate schedules weighed by register pressure."""
    live = dag.live_nodes()             # the depth-first post-order: the tie-break
    root = dag.root[0]
    if fast:
        groups = _glue_groups(live)
        extra = _floating_call_deps(live, root)
        return list(live) if not groups and not extra else _depth_first(live, groups, root, extra)
    groups, clean = _groups_and_clean(live)
    extra = _floating_call_deps(live, root)
    ir_pos = _ir_positions(live, clean)
    pos = {nd.id: i for i, nd in enumerate(live)}
    segs = _segments(live, ir_pos, pos)
    plain = not groups and not extra    # the post-order itself is then a schedule
    if plain and segs is None:
        return list(live)
    units = _Units(live, pos, groups, root, extra)
    first = list(range(len(live))) if plain else units.schedule(None)
    if segs is None:
        return [live[i] for i in first]
    best: list[int] = first
    best_cost: tuple[int, int] | None = None   # computed once another candidate differs
    tried = [first]
    source_keys = [_FLOAT if p is None else p for p in ir_pos]
    for keys in (segs, source_keys if source_keys != segs else None):
        if keys is None:
            continue                    # the same keys give the same schedule
        cand = units.schedule(keys)
        if cand in tried:
            continue                    # the same schedule, the same cost: no better
        tried.append(cand)
        if best_cost is None:
            best_cost = units.pressure(best)
        cost = units.pressure(cand)
        if cost[1] < best_cost[1] or (cost[1] == best_cost[1] and cost[0] + 1 < best_cost[0]):
            best, best_cost = cand, cost
    return [live[i] for i in best]
