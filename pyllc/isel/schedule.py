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
"""
from __future__ import annotations

from pyllc.codegen.dag import Node, SelectionDAG


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

    def deps(members: list[Node]) -> list[Node]:
        if len(members) == 1:
            return [o for o, _ in members[0].ops]
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
