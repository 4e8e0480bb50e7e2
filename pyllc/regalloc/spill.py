"""Spill-everywhere rewriting.

Requires: intervals chosen for spilling by the allocator.
Maintains: program semantics; block structure.
Breaks: liveness (the allocator recomputes it).

Each spilled vreg gets one stack slot; every instruction that reads it is preceded by a
load into a fresh vreg, every instruction that writes it is followed by a store from a
fresh vreg. The fresh vregs live for one instruction, so the next allocation round can
always place them (they are marked never-spill).
"""
from __future__ import annotations

from pyllc.codegen.mir import FrameIndex, MachineFunction, MachineInstr, VReg
from pyllc.codegen.target import Target
from pyllc.regalloc.liveness import Interval


def mark_spill_code(mf: MachineFunction, code: list[MachineInstr], slot: int,
                    store: bool) -> list[MachineInstr]:
    """Label the instructions of `code` that touch frame object `slot` with llc's
    `-asm-verbose` comment (`8-byte Spill` / `8-byte Reload`); returns `code`."""
    size = mf.frame.objects[slot].size
    text = f"{size}-byte {'Spill' if store else 'Reload'}"
    for mi in code:
        for op in mi.ops:
            if op.__class__ is FrameIndex and op.index == slot:  # (no subclasses)
                mi.comment = text
                break
    return code


def rewrite_spills(mf: MachineFunction, target: Target, spilled: list[Interval]) -> set[int]:
    store = target.instr_info.store_to_slot
    load = target.instr_info.load_from_slot
    slots: dict[int, int] = {}
    for iv in spilled:
        cls = iv.vreg.cls
        slots[iv.vreg.id] = mf.frame.create(cls.spill_size, cls.spill_align, "spill")
    fresh: set[int] = set()
    for b in mf.blocks:
        out: list[MachineInstr] = []
        for mi in b.instrs:
            before: list[MachineInstr] = []
            after: list[MachineInstr] = []
            temps: dict[int, VReg] = {}
            loaded: set[int] = set()
            stored: set[int] = set()
            for i, (spec, op) in enumerate(zip(mi.instr.operands, mi.ops)):
                if not isinstance(op, VReg) or op.id not in slots:
                    continue
                slot = slots[op.id]
                # One temporary per spilled vreg per instruction: loaded before it if
                # read, stored after it if written (also right for tied operands).
                tmp = temps.get(op.id)
                if tmp is None:
                    tmp = temps[op.id] = mf.new_vreg(op.cls)
                    fresh.add(tmp.id)
                if spec.is_def:
                    if op.id not in stored:
                        stored.add(op.id)
                        after.extend(mark_spill_code(mf, store(mf, tmp, slot, op.cls),
                                                     slot, True))
                elif op.id not in loaded:
                    loaded.add(op.id)
                    before.extend(mark_spill_code(mf, load(mf, tmp, slot, op.cls), slot, False))
                mi.ops[i] = tmp
            out.extend(before)
            out.append(mi)
            out.extend(after)
        for mi in out:
            mi.parent = b
        b.instrs = out
    return fresh

