"""Spilling inside a greedy allocation round: rematerialization and shared spill slots.

Requires: the round's numbering (Liveness with gaps, live_ranges.py) and the ranges the
allocator gives up on, one at a time, during the round.
Maintains: program semantics; block structure; every other range of the round stays
exact (instructions keep their numbers; spill code goes into the gaps between them).
Breaks: nothing the round relies on; the next round (if any) renumbers from scratch.

A spilled vreg is rewritten as regalloc/spill.py does it — a fresh temporary around
each instruction that names it, loaded before (gap write slot 4*i+1) if read, stored
after (read at 4*(i+1), the gap after) if written — but here during the round: the
temporaries' ranges, one or two gap slots long, are handed back to the allocator's
queue (never spilled again), as LLVM's InlineSpiller hands its new intervals to
RAGreedy. Without that, each spill cost a whole new round (liveness, ranges, every
assignment again), and the temporaries of one round pushed out ranges that were only
spilled a round later: up to a dozen rounds on big functions. Changes to the code are
recorded per instruction number and applied once, at the end of the round (`finish`).

Two refinements:
- rematerialization: a vreg whose only def is an instruction of immediates and symbols
  (live_ranges.is_rematerializable: constants, global addresses) is not stored at all;
  its def is deleted and a copy of it, writing the temporary, goes before each use;
- spill-slot coloring (LLVM's StackSlotColoring): spilled vregs whose live ranges do
  not meet share one stack slot (same size and alignment). A slot holds one value at
  each point, because every store into it happens inside the live range of the vreg
  it belongs to. A new vreg tries the `SLOT_TRIES` most recent slots of its size, so
  the cost stays linear in the spilled vregs.
A COPY touching a spilled vreg becomes the load, store or recomputation itself. Pieces
of a split single-def value (split.py's families) share the family's slot, stored once
after the def.
"""
from __future__ import annotations

from collections.abc import Callable

from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg, operand_roles
from pyllc.codegen.target import Target
from pyllc.regalloc.live_ranges import INF, IntervalUnion, LiveRange
from pyllc.regalloc.liveness import Liveness
from pyllc.regalloc.spill import mark_spill_code
from pyllc.regalloc.split import Family

SLOT_TRIES = 8


class SlotColoring:
    """Frame indices for spilled vregs, non-interfering ones (by segments) sharing."""

    def __init__(self, mf: MachineFunction) -> None:
        self.mf = mf
        self.free: dict[tuple[int, int], list[tuple[int, IntervalUnion]]] = {}

    def slot(self, lr: LiveRange) -> int:
        cls = lr.vreg.cls
        cands = self.free.setdefault((cls.spill_size, cls.spill_align), [])
        for fi, union in reversed(cands[-SLOT_TRIES:]):
            if not union.meets(lr.segs):
                union.add(lr.segs, lr.vreg.id)
                return fi
        fi = self.mf.frame.create(cls.spill_size, cls.spill_align, "spill")
        union = IntervalUnion()
        union.add(lr.segs, lr.vreg.id)
        cands.append((fi, union))
        return fi


def assign_slots(mf: MachineFunction, lrs: list[LiveRange]) -> dict[int, int]:
    """A frame index per spilled vreg id, non-interfering ones sharing (coloring)."""
    coloring = SlotColoring(mf)
    return {lr.vreg.id: coloring.slot(lr)
            for lr in sorted(lrs, key=lambda lr: (lr.start, lr.vreg.id))}


class RoundSpiller:
    """The spill code of one round. `extend(vid, pos)` is the round's way to make a
    range cover one more position (a family's store reads the def's piece after it)."""

    def __init__(self, mf: MachineFunction, target: Target, live: Liveness,
                 families: dict[int, Family], extend: Callable[[int, int], None]) -> None:
        self.mf = mf
        self.target = target
        self.families = families
        self.extend = extend
        self.coloring = SlotColoring(mf)
        self.mis: dict[int, MachineInstr] = {}
        self.index: dict[int, int] = {}          # id(instruction) -> its number
        for b in mf.blocks:
            i = live.block_first[b.number]
            for mi in b.instrs:
                self.mis[i] = mi
                self.index[id(mi)] = i
                i += 1
        self.body: dict[int, list[MachineInstr]] = {}   # number -> what replaces it
        self.before: dict[int, list[MachineInstr]] = {}
        self.after: dict[int, list[MachineInstr]] = {}
        self.slots: dict[int, int] = {}
        self.remat: dict[int, MachineInstr] = {}
        self.in_slot: set[int] = set()     # family pieces: the slot holds the value already
        self.family_defs = {id(fam.def_mi) for fam in families.values()}
        self.fresh: set[int] = set()
        self.folded: dict[int, MachineInstr] = {}   # number -> the COPY turned load/store
        self.copy_srcs: set[int] = set()    # sources of COPYs deleted as unneeded

    def spill(self, lr: LiveRange) -> list[LiveRange]:
        """Rewrite `lr`'s vreg out of the function; returns its temporaries' ranges."""
        vid = lr.vreg.id
        if lr.remat is not None:
            self.remat[vid] = lr.remat
        elif vid in self.families:
            self._family_slot(lr, self.families[vid])
        else:
            self.slots[vid] = self.coloring.slot(lr)
        temps: list[LiveRange] = []
        for i in sorted(lr.occurs):
            copy = self.folded.get(i)
            if copy is not None:              # folded when its other side was spilled
                again = self._fold_copy(copy)
                if again is not None:
                    self.body[i] = again
                    continue
                del self.folded[i]            # neither side folds: temporaries for both
                self.body[i] = [copy]
                for op in copy.ops:
                    if op.__class__ is VReg and op.id != vid and (
                            op.id in self.slots or op.id in self.remat):
                        t = self._around(i, [copy], op)
                        if t is not None:
                            temps.append(t)
                t = self._around(i, [copy], lr.vreg)
                if t is not None:
                    temps.append(t)
                continue
            cur = self.body.get(i)
            if cur is None:
                cur = [self.mis[i]]
            elif not cur:
                continue                          # deleted by an earlier spill
            mi = cur[0]
            if len(cur) == 1 and self.remat.get(vid) is mi and _defines(mi, vid):
                self.body[i] = []                 # recomputed at each use instead
                continue
            if len(cur) == 1 and mi.instr.name == "COPY" and id(mi) not in self.family_defs:
                folded = self._fold_copy(mi)
                if folded is not None:
                    self.body[i] = folded
                    if folded:
                        self.folded[i] = mi
                    continue
            t = self._around(i, cur, lr.vreg)
            if t is not None:
                temps.append(t)
        return temps

    def _family_slot(self, lr: LiveRange, fam: Family) -> None:
        """A piece of a split single-def value lives in the family's one slot; the value
        is stored there once, after the def (by the def's own piece if that is spilled)."""
        vid = lr.vreg.id
        if fam.slot is None:
            cls = lr.vreg.cls
            fam.slot = self.mf.frame.create(cls.spill_size, cls.spill_align, "spill")
        self.slots[vid] = fam.slot
        self.in_slot.add(vid)
        dv = next((op for op in fam.def_mi.defs()
                   if op.__class__ is VReg and self.families.get(op.id) is fam), None)
        if dv is None:
            return                            # the def's piece was spilled: it stores already
        if dv.id == vid:                      # the def's piece itself: its own def stores now
            for mi in fam.store_mis:
                self._drop(mi)
            fam.store_mis = []
        elif not fam.store_mis:
            d = self.index[id(fam.def_mi)]
            fam.store_mis = mark_spill_code(
                self.mf, self.target.instr_info.store_to_slot(self.mf, dv, fam.slot, dv.cls),
                fam.slot, True)
            self.after.setdefault(d, []).extend(fam.store_mis)
            self.extend(dv.id, 4 * d + 4)     # the store reads dv in the gap after the def

    def _drop(self, mi: MachineInstr) -> None:
        """Remove a family store, planned this round or made in an earlier one."""
        i = self.index.get(id(mi))
        if i is not None:
            self.body[i] = [m for m in self.body.get(i, [mi]) if m is not mi]
            return
        for lst in self.after.values():
            if any(m is mi for m in lst):
                lst[:] = [m for m in lst if m is not mi]
                return

    def _around(self, i: int, cur: list[MachineInstr], v: VReg) -> LiveRange | None:
        """Replace `v` in the instructions at number `i` by one temporary, loaded (or
        recomputed) before them if read, stored after them if written."""
        vid = v.id
        reads = writes = early = False
        tmp: VReg | None = None
        for mi in cur:
            for k, (spec, op) in enumerate(zip(mi.instr.operands, mi.ops)):
                if op.__class__ is not VReg or op.id != vid:
                    continue
                if tmp is None:
                    tmp = self.mf.new_vreg(v.cls)
                    self.fresh.add(tmp.id)
                if spec.is_def:
                    writes = True
                    early = early or bool(mi.instr.early_clobber)
                else:
                    reads = True
                mi.ops[k] = tmp
        if tmp is None:
            return None
        if reads:
            if vid in self.remat:
                self.before.setdefault(i, []).append(_recompute(self.remat[vid], tmp))
            else:
                slot = self.slots[vid]
                self.before.setdefault(i, []).extend(mark_spill_code(
                    self.mf, self.target.instr_info.load_from_slot(self.mf, tmp, slot, v.cls),
                    slot, False))
        if writes and vid in self.slots:
            slot = self.slots[vid]
            self.after.setdefault(i, []).extend(mark_spill_code(
                self.mf, self.target.instr_info.store_to_slot(self.mf, tmp, slot, v.cls),
                slot, True))
        start = 4 * i + 1 if reads else 4 * i + (2 if early else 3)
        t = LiveRange(tmp, [(start, 4 * i + 4 if writes else 4 * i + 2)])
        t.no_spill = True
        t.weight = INF
        t.occurs = [i]
        return t

    def _fold_copy(self, mi: MachineInstr) -> list[MachineInstr] | None:
        """What a COPY touching a spilled vreg becomes without a temporary: the store,
        reload or recomputation itself, or nothing when the destination's value is
        already where it is kept (its slot or its def). None: not foldable."""
        dst, src = mi.ops[0], mi.ops[1]
        if dst.__class__ is not VReg:
            return None
        if dst.id in self.remat or dst.id in self.in_slot:
            if src.__class__ is VReg:
                self.copy_srcs.add(src.id)
            return []                         # recomputed at its uses / already in the slot
        if src.__class__ is not VReg or src.cls is not dst.cls:
            return None
        d_slot, s_slot = self.slots.get(dst.id), self.slots.get(src.id)
        info = self.target.instr_info
        if d_slot is not None and d_slot == s_slot:
            return []                         # colored into one slot: nothing moves
        if d_slot is not None and s_slot is None and src.id not in self.remat:
            return mark_spill_code(self.mf, info.store_to_slot(self.mf, src, d_slot, src.cls),
                                   d_slot, True)
        if d_slot is None and src.id in self.remat:
            return [_recompute(self.remat[src.id], dst)]
        if d_slot is None and s_slot is not None:
            return mark_spill_code(self.mf, info.load_from_slot(self.mf, dst, s_slot, dst.cls),
                                   s_slot, False)
        return None

    def finish(self, ranges: dict[int, LiveRange]) -> set[int]:
        """Put the recorded code into the blocks; returns the temporaries' vreg ids.
        A rematerializable def whose every use was a COPY deleted here goes too."""
        for vid in self.copy_srcs:
            lr = ranges.get(vid)
            if lr is None or lr.remat is None or vid in self.remat:
                continue
            left = [i for i in lr.occurs if self.body.get(i) != []]
            if len(left) == 1 and left[0] not in self.body and self.mis[left[0]] is lr.remat:
                self.body[left[0]] = []
        if not (self.body or self.before or self.after):
            return self.fresh
        touched = set(self.body) | set(self.before) | set(self.after)
        for b in self.mf.blocks:
            if not any(self.index[id(mi)] in touched for mi in b.instrs):
                continue
            out: list[MachineInstr] = []
            for mi in b.instrs:
                i = self.index[id(mi)]
                out.extend(self.before.get(i, ()))
                out.extend(self.body.get(i, (mi,)))
                out.extend(self.after.get(i, ()))
            for mi in out:
                mi.parent = b
            b.instrs = out
        return self.fresh

def _defines(mi: MachineInstr, vid: int) -> bool:
    return any(op.__class__ is VReg and op.id == vid for op in mi.defs())


def _recompute(d: MachineInstr, tmp: VReg) -> MachineInstr:
    """A copy of the rematerializable def `d` that writes `tmp` instead."""
    def_idx = set(operand_roles(d.instr)[0])
    mi = MachineInstr(d.instr, [tmp if i in def_idx else op for i, op in enumerate(d.ops)],
                      d.implicit_uses, d.implicit_defs)
    mi.loc = d.loc
    return mi
