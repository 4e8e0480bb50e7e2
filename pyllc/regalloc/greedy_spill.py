"""Spilling for the greedy allocator: rematerialization and shared spill slots.

Requires: the live ranges the allocator gave up on (their segments in the numbering of
the round that failed), MIR on virtual registers.
Maintains: program semantics; block structure.
Breaks: liveness (the allocator recomputes it).

A spilled vreg is rewritten like regalloc/spill.py does it (a fresh one-instruction
vreg around each instruction that touches it, never spilled again), with two changes:
- rematerialization: a vreg whose only def is an instruction of immediates and symbols
  (live_ranges.is_rematerializable: constants, global addresses) is not stored at all;
  its def is deleted and a copy of it, writing the fresh vreg, goes before each use;
- spill-slot coloring (LLVM's StackSlotColoring): spilled vregs whose live ranges do
  not meet share one stack slot (same size and alignment). A slot holds one value at
  each point, because every store into it happens inside the live range of the vreg
  it belongs to. A new vreg tries the `SLOT_TRIES` most recent slots of its size, so
  the cost stays linear in the spilled vregs.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg, operand_roles
from pyllc.codegen.target import Target
from pyllc.regalloc.live_ranges import IntervalUnion, LiveRange
from pyllc.regalloc.spill import mark_spill_code
from pyllc.regalloc.split import Family

SLOT_TRIES = 8


def assign_slots(mf: MachineFunction, lrs: list[LiveRange]) -> dict[int, int]:
    """A frame index per spilled vreg id, non-interfering ones sharing (coloring)."""
    slots: dict[int, int] = {}
    free: dict[tuple[int, int], list[tuple[int, IntervalUnion]]] = {}
    for lr in sorted(lrs, key=lambda lr: (lr.start, lr.vreg.id)):
        cls = lr.vreg.cls
        kind = (cls.spill_size, cls.spill_align)
        cands = free.setdefault(kind, [])
        for fi, union in reversed(cands[-SLOT_TRIES:]):
            if not union.meets(lr.segs):
                union.add(lr.segs, lr.vreg.id)
                slots[lr.vreg.id] = fi
                break
        else:
            fi = mf.frame.create(cls.spill_size, cls.spill_align, "spill")
            union = IntervalUnion()
            union.add(lr.segs, lr.vreg.id)
            cands.append((fi, union))
            slots[lr.vreg.id] = fi
    return slots


def spill_ranges(mf: MachineFunction, target: Target, lrs: list[LiveRange],
                 families: dict[int, Family] | None = None) -> set[int]:
    """Rewrite the spilled vregs of `lrs`; returns the ids of the fresh temporaries.
    `families` (split.py) gives the single-def value a piece belongs to."""
    if not lrs:
        return set()
    families = families or {}
    remat = {lr.vreg.id: lr.remat for lr in lrs if lr.remat is not None}
    # the rematerialized vregs' own defs go (the values are recomputed at each use)
    dropped = {id(d) for vid, d in remat.items() if any(
        op.__class__ is VReg and op.id == vid for op in d.defs())}
    slots: dict[int, int] = {}
    in_slot: set[int] = set()       # family pieces: the slot holds the value already
    store_after: dict[int, tuple[VReg, int, Family]] = {}
    spilled = {lr.vreg.id for lr in lrs}
    family_defs = {id(fam.def_mi) for fam in families.values()}
    for lr in lrs:
        vid = lr.vreg.id
        fam = families.get(vid)
        if vid in remat or fam is None:
            continue
        if fam.slot is None:
            cls = lr.vreg.cls
            fam.slot = mf.frame.create(cls.spill_size, cls.spill_align, "spill")
        slots[vid] = fam.slot
        in_slot.add(vid)
        dv = next((op for op in fam.def_mi.defs()
                   if op.__class__ is VReg and families.get(op.id) is fam), None)
        if dv is None:
            continue                  # the def's piece was spilled: it stores already
        if dv.id in spilled:
            dropped.update(id(mi) for mi in fam.store_mis)   # its own def stores now
            fam.store_mis = []
        elif not fam.store_mis:
            store_after[id(fam.def_mi)] = (dv, fam.slot, fam)
    slots.update(assign_slots(mf, [lr for lr in lrs
                                   if lr.remat is None and lr.vreg.id not in slots]))
    store = target.instr_info.store_to_slot
    load = target.instr_info.load_from_slot
    fresh: set[int] = set()
    for b in mf.blocks:
        out: list[MachineInstr] = []
        for mi in b.instrs:
            if id(mi) in dropped:
                continue
            if mi.instr.name == "COPY" and id(mi) not in family_defs and _fold_copy(
                    mf, target, mi, slots, remat, in_slot, out):
                continue
            before: list[MachineInstr] = []
            after: list[MachineInstr] = []
            temps: dict[int, VReg] = {}
            loaded: set[int] = set()
            stored: set[int] = set()
            for i, (spec, op) in enumerate(zip(mi.instr.operands, mi.ops)):
                if op.__class__ is not VReg:
                    continue
                vid = op.id
                if vid not in slots and vid not in remat:
                    continue
                # one temporary per spilled vreg per instruction: loaded (or recomputed)
                # before it if read, stored after it if written (right for tied operands)
                tmp = temps.get(vid)
                if tmp is None:
                    tmp = temps[vid] = mf.new_vreg(op.cls)
                    fresh.add(tmp.id)
                if spec.is_def:
                    if vid not in stored and vid in slots:
                        stored.add(vid)
                        slot = slots[vid]
                        after.extend(mark_spill_code(mf, store(mf, tmp, slot, op.cls),
                                                     slot, True))
                elif vid not in loaded:
                    loaded.add(vid)
                    if vid in remat:
                        before.append(_recompute(remat[vid], tmp))
                    else:
                        slot = slots[vid]
                        before.extend(mark_spill_code(mf, load(mf, tmp, slot, op.cls),
                                                      slot, False))
                mi.ops[i] = tmp
            planned = store_after.get(id(mi))
            if planned is not None:
                dv, slot, fam = planned
                fam.store_mis = mark_spill_code(mf, store(mf, dv, slot, dv.cls), slot, True)
                after.extend(fam.store_mis)
            out.extend(before)
            out.append(mi)
            out.extend(after)
        for mi in out:
            mi.parent = b
        b.instrs = out
    return fresh


def _fold_copy(mf: MachineFunction, target: Target, mi: MachineInstr, slots: dict[int, int],
               remat: dict[int, MachineInstr], in_slot: set[int],
               out: list[MachineInstr]) -> bool:
    """A COPY touching one spilled vreg becomes the store, reload or recomputation
    itself (no temporary), or disappears when the destination's value is already
    where it is kept (its slot or its def). Returns True if `mi` was handled. Never
    called for a family's own def (that is where the value is made)."""
    dst, src = mi.ops[0], mi.ops[1]
    if dst.__class__ is not VReg:
        return False
    if dst.id in remat or dst.id in in_slot:
        return True                       # recomputed at its uses / already in the slot
    if src.__class__ is not VReg or src.cls is not dst.cls:
        return False
    d_slot, s_slot = slots.get(dst.id), slots.get(src.id)
    if d_slot is not None and d_slot == s_slot:
        return True                       # pieces colored into one slot: nothing moves
    if d_slot is not None and s_slot is None and src.id not in remat:
        out.extend(mark_spill_code(mf, target.instr_info.store_to_slot(mf, src, d_slot,
                                                                        src.cls), d_slot, True))
        return True
    if d_slot is None and src.id in remat:
        out.append(_recompute(remat[src.id], dst))
        return True
    if d_slot is None and s_slot is not None:
        out.extend(mark_spill_code(mf, target.instr_info.load_from_slot(mf, dst, s_slot,
                                                                         dst.cls), s_slot, False))
        return True
    return False


def _recompute(d: MachineInstr, tmp: VReg) -> MachineInstr:
    """A copy of the rematerializable def `d` that writes `tmp` instead."""
    def_idx = set(operand_roles(d.instr)[0])
    mi = MachineInstr(d.instr, [tmp if i in def_idx else op for i, op in enumerate(d.ops)],
                      d.implicit_uses, d.implicit_defs)
    mi.loc = d.loc
    return mi
