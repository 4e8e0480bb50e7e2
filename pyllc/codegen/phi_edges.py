"""Phi copies onto their edges (the edge-splitting half of LLVM's PHIElimination).

Requires: MIR on virtual registers straight after instruction selection;
`mf.info["phi_incoming"]` (written by isel/build.py) maps each phi's *incoming* vreg id
to the block of the phi. Every predecessor of a phi's block writes the incoming vreg
before its terminator; the phi's block reads it first thing.
Maintains: semantics; every block's terminators and succs/preds agree.
Breaks: block numbers (renumbered on return), so run it before any analysis.

Why: a block ending in a two-way branch executes the copies for both successors. In a
loop latch, the copies feeding the exit block's phis (LCSSA values, the return value)
run on every iteration although only the last one needs them. Moving each copy onto
its edge costs nothing on the other edges:
  - the successor has this one predecessor: the copies go to the top of the successor;
  - otherwise (a critical edge): a new block holding the copies and a jump to the
    successor is placed right after the predecessor, which now branches there.
    Back edges are not split (as LLVM's PHIElimination): an edge block inside the loop
    would cost a jump on every iteration if its copies stay; the coalescer removes
    the latch's copies instead.
After the coalescer (regalloc/coalesce.py) most of those copies vanish; the branch
folder then removes blocks left holding only a jump.

Only copies that can move are moved: a COPY from a virtual register (isel's values are
written once, so the source still holds the value at the end of the block) or from a
reserved register (x0, g0: constant), defining an incoming vreg of the successor's
phis. Blocks of a switch compare tree (several machine blocks for one IR block) and
blocks ending in an indirect branch keep their copies where they are.
"""
from __future__ import annotations

from pyllc.codegen.loops import loop_bodies
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import Reg


def _jump_instr(mf: MachineFunction) -> MachineInstr | None:
    """An unconditional direct jump of this function, to clone (targets name it
    differently; every function with a two-way branch has one)."""
    for b in mf.blocks:
        for mi in reversed(b.instrs):
            flags = mi.instr.flags
            if "terminator" not in flags:
                break
            if "branch" in flags and "barrier" in flags and "indirect_branch" not in flags \
                    and sum(isinstance(op, MachineBasicBlock) for op in mi.ops) == 1:
                return mi
    return None


def _jump_to(template: MachineInstr, dest: MachineBasicBlock) -> MachineInstr:
    ops = [dest if isinstance(op, MachineBasicBlock) else op for op in template.ops]
    return MachineInstr(template.instr, ops, template.implicit_uses, template.implicit_defs)


def _movable(mi: MachineInstr, reserved: frozenset[Reg]) -> bool:
    if mi.instr.name != "COPY" or mi.implicit_defs or mi.implicit_uses:
        return False
    dst, src = mi.ops[0], mi.ops[1]
    return isinstance(dst, VReg) and (isinstance(src, VReg) or src in reserved)


def split_phi_edges(mf: MachineFunction, reserved: frozenset[Reg], opt_level: int = 2) -> None:
    """Move phi copies onto their edges (at -O1 and up; -O0 keeps isel's placement)."""
    incoming: dict[int, MachineBasicBlock] = mf.info.get("phi_incoming") or {}
    if not incoming or opt_level == 0:
        return
    template = _jump_instr(mf)
    bodies = loop_bodies(mf)
    layout: list[MachineBasicBlock] = []
    for b in list(mf.blocks):
        layout.append(b)
        if len(b.succs) < 2 or b.ir_block is None:
            continue
        term = b.first_terminator()
        if any("indirect_branch" in mi.instr.flags for mi in b.instrs[term:]):
            continue
        # this block's copies per successor block, in program order
        moves: dict[MachineBasicBlock, list[MachineInstr]] = {}
        for mi in b.instrs[:term]:
            if mi.instr.name == "COPY" and isinstance(mi.ops[0], VReg):
                dest = incoming.get(mi.ops[0].id)
                if dest is not None and dest in b.succs and _movable(mi, reserved):
                    moves.setdefault(dest, []).append(mi)
        for succ, copies in moves.items():
            if any(p is not b and p.ir_block is b.ir_block for p in succ.preds):
                continue        # a switch tree: other machine blocks of b's IR block
            if len(succ.preds) == 1:
                moved = set(map(id, copies))
                b.instrs = [mi for mi in b.instrs if id(mi) not in moved]
                for mi in copies:
                    mi.parent = succ
                succ.instrs[0:0] = copies
                continue
            if template is None or b.number in bodies.get(succ.number, ()):
                continue
            edge = MachineBasicBlock(-1, f"{b.name}.{succ.name}.edge")   # renumbered below
            moved = set(map(id, copies))
            b.instrs = [mi for mi in b.instrs if id(mi) not in moved]
            for mi in copies:
                edge.append(mi)
            edge.append(_jump_to(template, succ))
            for mi in b.instrs[b.first_terminator():]:
                mi.ops = [edge if op is succ else op for op in mi.ops]
            b.succs = [edge if s is succ else s for s in b.succs]
            succ.preds = [edge if p is b else p for p in succ.preds]
            edge.succs.append(succ)
            edge.preds.append(b)
            layout.append(edge)
    mf.blocks = layout
    mf.renumber()

