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


def _clean_chain(live: list[Node]) -> set[int]:
    """Ids of the chained nodes that no side effect of the block precedes: the entry,
    register reads, token factors and non-volatile loads whose chain holds only such."""
    clean: set[int] = set()
    for n in live:                      # operands first
        if n.op not in _CLEAN_CHAIN or (n.op == Op.LOAD and n.attr.volatile):
            continue
        if all(o.id in clean for o, r in n.ops if o.vts[r] == "ch"):
            clean.add(n.id)
    return clean


def _segments(live: list[Node]) -> list[int] | None:
    """Each node's segment: the number of the block's side effects its IR instruction
    does not come before (`_FLOAT` for the nodes that go before their first user).
    None when the block has no side effect but its terminator: every node then floats
    (the plain depth-first order)."""
    index: dict[int, int] = {}
    seen_blocks: set[int] = set()

    def position(loc: Any) -> int | None:
        r = index.get(id(loc))
        if r is None:
            parent = getattr(loc, "parent", None)
            if parent is None or id(parent) in seen_blocks:
                return None
            seen_blocks.add(id(parent))
            for i, inst in enumerate(parent.instructions):
                index[id(inst)] = i
            r = index.get(id(loc))
        return r

    clean = _clean_chain(live)
    effects = sorted({p for n in live if n.loc is not None and "ch" in n.vts
                      and n.id not in clean and (p := position(n.loc)) is not None})
    if len(effects) < 2:
        return None
    # 2k: between side effects k-1 and k; 2k + 1: side effect k (and what its own
    # instruction computes), so a value computed before it is not moved after it
    out = []
    where = {}
    for i, n in enumerate(live):
        where[n.id] = i
        p = None if n.loc is None or n.id in clean else position(n.loc)
        if p is None:
            out.append(_FLOAT)
        else:
            k = bisect_left(effects, p)
            out.append(2 * k + (k < len(effects) and effects[k] == p))
    # A pure value whose users all sit in its segment or the side effect right after it
    # crosses no side effect on the way to its first user: it floats there (the lanes
    # of a scalarized vector operation then each go next to their own user).
    for i, n in enumerate(live):
        s = out[i]
        if s == _FLOAT or "ch" in n.vts:
            continue
        limit = s + 1 if s % 2 == 0 else s
        if all(out[where[u.id]] <= limit for u in n.users if u.id in where):
            out[i] = _FLOAT
    return out


def _source_keys(live: list[Node]) -> list[int]:
    """Each node's IR position (`_FLOAT` without one, and for loads no side effect
    precedes): plain source order."""
    index: dict[int, int] = {}
    seen_blocks: set[int] = set()
    clean = _clean_chain(live)
    out = []
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
        out.append(_FLOAT if r is None else r)
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


def _list_schedule(live: list[Node], groups: dict[int, list[Node]], root: Node,
                   keys: list[int] | None, extra: dict[int, list[Node]]) -> list[Node]:
    """Bottom-up list schedule: of the units whose users are all placed, the one with
    the highest key (a unit's key: its members' highest, `_FLOAT` ones aside), ties to
    the later depth-first position."""
    unit_of: dict[int, int] = {}
    members: dict[int, list[Node]] = {}
    seg: dict[int, int] = {}
    last: dict[int, int] = {}
    for i, n in enumerate(live):
        g = groups.get(n.id)
        u = i if g is None else unit_of.get(g[0].id, i)
        if u == i:
            members[u] = [n] if g is None else g
        unit_of[n.id] = u
        s = _FLOAT if keys is None else keys[i]
        old = seg.get(u)
        seg[u] = s if old is None or old == _FLOAT else (old if s == _FLOAT else max(old, s))
        last[u] = i
    def operands(n: Node) -> list[Node]:
        ops = [o for o, _ in n.ops]
        ex = extra.get(n.id) if extra else None
        return ops + ex if ex else ops

    pending = dict.fromkeys(members, 0)
    for n in live:
        un = unit_of[n.id]
        for o in operands(n):
            uo = unit_of[o.id]
            if uo != un:
                pending[uo] += 1
    root_unit = unit_of[root.id]
    ready = [(-seg[root_unit], -last[root_unit], root_unit)]
    out: list[Node] = []
    # one call sequence at a time (LLVM's call-frame resource): going up from a CALL to
    # its CALLSEQ_START, another sequence's CALL waits, else two sequences would store
    # their stack arguments into the same outgoing area
    calls = {unit_of[n.id] for n in live if n.op == Op.CALL}
    starts = {unit_of[n.id] for n in live if n.op == Op.CALLSEQ_START}
    in_sequence = False
    waiting: list[tuple[int, int, int]] = []
    while ready or waiting:
        if not ready:               # cannot happen for well-formed sequences; never stall
            ready, waiting = waiting, []
            heapq.heapify(ready)
            in_sequence = False
        item = heapq.heappop(ready)
        u = item[2]
        if u in calls:
            if in_sequence:
                waiting.append(item)
                continue
            in_sequence = True
        if u in starts:
            in_sequence = False
            for w in waiting:
                heapq.heappush(ready, w)
            waiting = []
        ms = members[u]
        out.extend(reversed(ms))
        for n in ms:
            for o in operands(n):
                uo = unit_of[o.id]
                if uo != u:
                    k = pending[uo] - 1
                    pending[uo] = k
                    if k == 0:
                        heapq.heappush(ready, (-seg[uo], -last[uo], uo))
    if len(out) != len(live):
        raise AssertionError("schedule: a node is not reachable from the root")
    out.reverse()
    return out


def _pressure(order: list[Node]) -> tuple[int, int]:
    """(the most values alive at once, the values alive across calls summed over the
    calls) of a schedule. Values of operand-less nodes (constants, symbols, registers)
    are left out: instructions mostly take them as immediates or rematerialize them."""
    uses: dict[tuple[int, int], int] = {}
    for n in order:
        for o, r in n.ops:
            if o.ops and o.vts[r] not in _NON_VALUE:
                key = (o.id, r)
                uses[key] = uses.get(key, 0) + 1
    alive = 0
    most = 0
    across = 0
    for n in order:
        for o, r in n.ops:
            key = (o.id, r)
            k = uses.get(key)
            if k is not None:
                if k == 1:
                    alive -= 1
                    del uses[key]
                else:
                    uses[key] = k - 1
        if n.op == Op.CALL:
            across += alive
        if n.ops:
            for r in range(len(n.vts)):
                if (n.id, r) in uses:
                    alive += 1
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
            g = groups.get(d.id)
            k2, m2 = (d.id, [d]) if g is None else (g[0].id, g)
            if k2 not in state:
                state.add(k2)
                stack.append((m2, iter(deps(m2))))
                break
        else:
            stack.pop()
            order.extend(members)
    return order


def schedule_source_order(dag: SelectionDAG, fast: bool = False) -> list[Node]:
    """Nodes in source order; see the module docstring for the guarantees. `fast` (-O0):
    the depth-first order only, no candidate schedules weighed by register pressure."""
    live = dag.live_nodes()             # the depth-first post-order: the tie-break
    groups = _glue_groups(live)
    root = dag.root[0]
    extra = _floating_call_deps(live, root)
    if fast:
        return list(live) if not groups and not extra else _depth_first(live, groups, root, extra)
    segs = _segments(live)
    plain = not groups and not extra    # the post-order itself is then a schedule
    first = list(live) if plain else _list_schedule(live, groups, root, None, extra)
    if segs is None:
        return first
    best, best_cost = first, _pressure(first)
    for keys in (segs, _source_keys(live)):
        cand = _list_schedule(live, groups, root, keys, extra)
        cost = _pressure(cand)
        if cost[1] < best_cost[1] or (cost[1] == best_cost[1] and cost[0] + 1 < best_cost[0]):
            best, best_cost = cand, cost
    return best
