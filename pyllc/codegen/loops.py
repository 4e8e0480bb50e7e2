"""Natural loops of a machine CFG: which blocks each loop holds, and block loop depth.

Requires: correct succs/preds; block numbers unique. Maintains: everything (analysis).
Back edges are the edges to a block on the depth-first search stack (from the entry);
the body of a loop is its header plus every block that reaches a latch without passing
the header (walked backwards over predecessors). Irreducible cycles give approximate
bodies, which is all the users need (ordering and placement heuristics).
Cost: linear per loop in its body size.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineBasicBlock, MachineFunction


def loop_bodies(mf: MachineFunction) -> dict[int, set[int]]:
    """Header block number -> the numbers of the blocks of its loop (header included)."""
    if not mf.blocks:
        return {}
    entry = mf.blocks[0]
    state: dict[int, int] = {}          # 1 on the DFS stack, 2 finished
    back: list[tuple[MachineBasicBlock, MachineBasicBlock]] = []
    stack: list[tuple[MachineBasicBlock, int]] = [(entry, 0)]
    state[entry.number] = 1
    while stack:
        b, i = stack[-1]
        if i < len(b.succs):
            stack[-1] = (b, i + 1)
            s = b.succs[i]
            st = state.get(s.number)
            if st is None:
                state[s.number] = 1
                stack.append((s, 0))
            elif st == 1:
                back.append((b, s))
        else:
            state[b.number] = 2
            stack.pop()
    bodies: dict[int, set[int]] = {}
    for latch, header in back:
        body = bodies.setdefault(header.number, {header.number})
        work = [latch]
        while work:
            x = work.pop()
            if x.number in body:
                continue
            body.add(x.number)
            work.extend(x.preds)
    return bodies


def loop_depths(mf: MachineFunction) -> dict[int, int]:
    """Block number -> how many natural loops contain it (absent: 0)."""
    depth: dict[int, int] = {}
    for body in loop_bodies(mf).values():
        for n in body:
            depth[n] = depth.get(n, 0) + 1
    return depth
