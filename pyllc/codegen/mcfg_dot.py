"""A machine function's control-flow graph as Graphviz text (`-view-cfg`,
`-dot-machine-cfg`, `-view-cfg-after=PASS`): one record per block, its `bb.N.name`
header above its instructions as the MIR dump prints them (`-print-after`), an edge per
successor. Blocks longer than INSTR_LIMIT instructions show their first INSTR_LIMIT and
a count of the rest, so a huge block still renders in reasonable time.
"""
from __future__ import annotations

from pyllc.codegen.dag_dot import quote_id, record_escape
from pyllc.codegen.mir import MachineFunction

INSTR_LIMIT = 200


def mcfg_to_dot(mf: MachineFunction, title: str, limit: int = INSTR_LIMIT) -> str:
    lines = [f"digraph {quote_id(title)} {{",
             f"\tlabel={quote_id(title)};",
             "\tnode [shape=record,fontname=\"Courier\",fontsize=10];"]
    for b in mf.blocks:
        body = [record_escape(repr(mi)) + "\\l" for mi in b.instrs[:limit]]
        if len(b.instrs) > limit:
            body.append(f"... {len(b.instrs) - limit} more instructions\\l")
        head = record_escape(f"bb.{b.number}" + (f".{b.name}" if b.name else "") + ":")
        label = "{" + head + "\\l" + ("|" + "".join(body) if body else "") + "}"
        lines.append(f"\tBlock{b.number} [label=\"{label}\"];")
    for b in mf.blocks:
        for s in b.succs:
            lines.append(f"\tBlock{b.number} -> Block{s.number};")
    lines.append("}")
    return "\n".join(lines) + "\n"
