"""A SelectionDAG as a Graphviz graph, drawn the way llc's `-view-*-dags` draw it.

Each node is a record: its operand ports on top (`<s0>0|<s1>1 ...`), then the opcode
(with the node's attribute: a constant's value, a symbol, a memory type), the node id
`tN` with `-dag-dump-verbose`, and its result types at the bottom (`<d0>i32|<d1>ch`).
An edge runs from a user's operand port to the operand's result port; the graph is drawn
bottom-up (`rankdir=BT`, llc's renderGraphFromBottomUp), so the entry token is at the
top and the root at the bottom. Chain edges are dashed blue, glue edges red, as in llc;
a `GraphRoot` node points at the root (dashed blue).

Blocks larger than NODE_LIMIT nodes are summarized: the NODE_LIMIT nodes nearest the
root (the end of the topological order) are drawn, and the operands outside them lead
to one `N more nodes` box. Graphviz needs minutes for DAGs of tens of thousands of
nodes, and nobody reads them; the text dump (`-print-after=isel` et al.) stays complete.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, Node, SelectionDAG

NODE_LIMIT = 500

# characters with a meaning inside a Graphviz record label
_RECORD_SPECIAL = str.maketrans({c: "\\" + c for c in '{}|<>"\\'})


def record_escape(text: str) -> str:
    """`text` made safe inside a record label (and its double-quoted string)."""
    return text.replace("\n", " ").translate(_RECORD_SPECIAL)


def quote_id(text: str) -> str:
    """A Graphviz double-quoted ID."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def _attr_text(attr: Any) -> str:
    if attr is None:
        return ""
    if isinstance(attr, Mem):                  # as llc labels memory nodes: (load 4 ...)
        text = f"{attr.ext + ' ' if attr.ext else ''}{attr.vt}, align {attr.align}"
        text += ", volatile" if attr.volatile else ""
        return text + (f", {attr.ordering}" if attr.ordering else "")
    if isinstance(attr, tuple):
        return ", ".join(_attr_text(a) for a in attr)
    name = getattr(attr, "name", None)        # MachineBasicBlock, Reg
    if isinstance(name, str) and not isinstance(attr, (int, str)):
        number = getattr(attr, "number", None)
        if number is not None:                 # a block: %bb.N.name as in MIR dumps
            return f"%bb.{number}" + (f".{name}" if name else "")
        return name
    text = str(attr)
    return text if len(text) <= 60 else text[:57] + "..."


def node_label(n: Node, verbose: bool, position: int | None = None) -> str:
    """The record label of `n` (see the module docstring); `position`: its place in
    the schedule, shown first as `[N]`."""
    parts = [] if position is None else [f"[{position}]"]
    if n.ops:
        parts.append("{" + "|".join(f"<s{i}>{i}" for i in range(len(n.ops))) + "}")
    attr = _attr_text(n.attr)
    parts.append(record_escape(n.op + (f"<{attr}>" if attr else "")))
    if verbose:
        parts.append(f"t{n.id}")
    parts.append("{" + "|".join(f"<d{i}>{record_escape(vt)}" for i, vt in enumerate(n.vts)) + "}")
    return "{" + "|".join(parts) + "}"


def _edge_style(vt: str) -> str:
    if vt == "ch":
        return ' [style=dashed,color=blue]'
    if vt == "glue":
        return ' [color=red,style=bold]'
    return ""


def dag_to_dot(dag: SelectionDAG, title: str, verbose: bool = False,
               limit: int = NODE_LIMIT, schedule: list[Node] | None = None) -> str:
    """The Graphviz text of the nodes reachable from `dag.root` (at most `limit` nodes).
    With `schedule` (`-view-sched-dags`), each label starts with the node's position in
    that order."""
    pos = {} if schedule is None else {n.id: i for i, n in enumerate(schedule)}
    live = dag.live_nodes()
    omitted = max(len(live) - limit, 0)
    shown = live[omitted:]
    ids = {n.id for n in shown}
    lines = [f"digraph {quote_id(title)} {{",
             f"\tlabel={quote_id(title)};",
             "\trankdir=BT;",
             "\tnode [shape=record,fontname=\"Courier\",fontsize=10];"]
    for n in shown:
        lines.append(f"\tNode{n.id} [label=\"{node_label(n, verbose, pos.get(n.id))}\"];")
    if omitted:
        lines.append(f"\tOmitted [shape=box,style=dashed,label=\"{omitted} more nodes "
                     f"(over the {limit}-node limit)\"];")
    for n in shown:
        for i, (m, r) in enumerate(n.ops):
            style = _edge_style(m.vts[r])
            if m.id in ids:
                lines.append(f"\tNode{n.id}:s{i} -> Node{m.id}:d{r}{style};")
            else:
                lines.append(f"\tNode{n.id}:s{i} -> Omitted{style};")
    root, r = dag.root
    if root is not None and root.id in ids:
        lines.append("\tGraphRoot [shape=plaintext,label=\"GraphRoot\"];")
        lines.append(f"\tGraphRoot -> Node{root.id}:d{r} [style=dashed,color=blue];")
    lines.append("}")
    return "\n".join(lines) + "\n"
