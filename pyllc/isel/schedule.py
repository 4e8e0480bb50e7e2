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

from .dag import Node, SelectionDAG


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
    order: list[Node] = []
    state: dict[int, int] = {}          # unit key -> 1 visiting, 2 done

    def unit(n: Node) -> tuple[int, list[Node]]:
        g = groups.get(n.id)
        if g is None:
            return n.id, [n]
        return g[0].id, g

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

    root_key, root_members = unit(dag.root[0])
    stack: list[tuple[int, list[Node], list[Node], int]] = [
        (root_key, root_members, deps(root_members), 0)]
    state[root_key] = 1
    while stack:
        key, members, ds, i = stack.pop()
        if i < len(ds):
            stack.append((key, members, ds, i + 1))
            k2, m2 = unit(ds[i])
            if k2 not in state:
                state[k2] = 1
                stack.append((k2, m2, deps(m2), 0))
            continue
        state[key] = 2
        order.extend(members)
    return order
