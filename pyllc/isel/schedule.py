"""Linearise a SelectionDAG: `schedule_source_order(dag)`.

This is *not* a list scheduler: it does no latency or register-pressure modelling. It is
the "source order" schedule (LLVM's `-pre-RA-sched=source` in spirit): a depth-first
post-order from the root that visits each node's operands in order — the input chain
first — so side effects stay in program order and each pure value lands just before
its first user.

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
its sequence consumes that need such a floating call, so they are computed before it.
"""
from __future__ import annotations

from pyllc.codegen.dag import Node, SelectionDAG
from pyllc.codegen.opcodes import Op


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


def schedule_source_order(dag: SelectionDAG) -> list[Node]:
    """Nodes in source order; see the module docstring for the guarantees."""
    live = dag.live_nodes()
    groups = _glue_groups(live)
    if not groups:
        # Every unit is a single node, so the schedule is the DFS post-order from the
        # root visiting operands in order: exactly `live_nodes()`.
        return list(live)
    order: list[Node] = []
    state: set[int] = set()             # unit keys entered (visiting or done)
    extra = _floating_call_deps(live, dag.root[0])

    def deps(members: list[Node]) -> list[Node]:
        if len(members) == 1:
            m = members[0]
            ex = extra.get(m.id) if extra else None
            return [o for o, _ in m.ops] + ex if ex else [o for o, _ in m.ops]
        ids = {m.id for m in members}
        out = []
        for m in members:
            for o, _ in m.ops:
                if o.id not in ids:
                    out.append(o)
        return out

    root = dag.root[0]
    g = groups.get(root.id)
    root_key, root_members = (root.id, [root]) if g is None else (g[0].id, g)
    state.add(root_key)
    stack = [(root_members, iter(deps(root_members)))]
    push = stack.append
    while stack:
        members, it = stack[-1]
        for d in it:
            g = groups.get(d.id)
            if g is None:
                k2, m2 = d.id, [d]
            else:
                k2, m2 = g[0].id, g
            if k2 not in state:
                state.add(k2)
                push((m2, iter(deps(m2))))
                break
        else:
            stack.pop()
            order.extend(members)
    return order
