"""Live-range splitting by loop region, for the greedy allocator.

Requires: MIR on virtual registers, its `Liveness` (block live sets) and the ranges
the allocator could not place.
Maintains: semantics; block structure (no edge is split).
Breaks: liveness (the allocator recomputes it); each split vreg disappears.

Why: a value used in a hot loop but live through a high-pressure region elsewhere (or
the other way round) was spilled everywhere by linear scan: the loop reloaded it on
every use. Here a vreg that does not fit is cut into one new vreg per region — every
block belongs to the region of its innermost loop, blocks outside loops to one
region — with a COPY on each CFG edge where the value passes from one region to
another. Each piece is then allocated on its own: the loop's piece weighs by its
uses in the loop and keeps a register, the piece that meets the pressure is spilled
alone. A piece that gets the register of its neighbour makes its copies identity
copies, which disappear (the COPY hints ask for exactly that).

Where a copy goes: at the top of the destination block if the edge is its only way in,
else at the end of the source block (before its terminators) if the edge is its only
way out; a critical edge has no such place, so its two regions are merged (union-find)
and get the same piece. A vreg left with one region is not split (it is spilled).

Families (LLVM's sibling values): the pieces of a vreg with one def all hold that one
value, so spilling one of them needs no store of its own: the spiller
(regalloc/greedy_spill.py) stores the value once after the def into the family's slot,
or recomputes it from the def when that def is rematerializable.
Cost: one walk over the instructions and the block live sets, plus the blocks each
split vreg is live in.
"""
from __future__ import annotations

from pyllc.codegen.loops import loop_bodies
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import COPY
from pyllc.regalloc.live_ranges import LiveRange
from pyllc.regalloc.liveness import Liveness

OUTSIDE = -1                    # the region of the blocks outside every loop
# pieces of a single-def vreg form a Family (see the module docstring); False spills
# every piece on its own (more stores, the same meaning)
SIBLING_SPILLS = True


class Family:
    """The pieces of one split vreg that had a single def `def_mi`."""
    __slots__ = ("def_mi", "remat", "slot", "store_mis")

    def __init__(self, def_mi: MachineInstr, remat: bool) -> None:
        self.def_mi = def_mi
        self.remat = remat
        self.slot: int | None = None              # the stack slot holding the value
        self.store_mis: list[MachineInstr] = []   # the stores put after def_mi


def split_by_region(mf: MachineFunction, live: Liveness, lrs: list[LiveRange],
                    families: dict[int, Family]) -> tuple[set[int], list[LiveRange]]:
    """Split each range of `lrs` by loop region; returns (the new pieces' vreg ids, the
    ranges that could not be split). Pieces of a single-def vreg go into `families`."""
    if not lrs:
        return set(), []
    region = innermost_loops(mf)
    wanted = {lr.vreg.id for lr in lrs}
    occurs: dict[int, set[int]] = {vid: set() for vid in wanted}
    # per wanted vreg: the instructions naming it (each once), so rewriting one split
    # vreg visits its own instructions, not every instruction of its blocks
    named: dict[int, list[tuple[MachineBasicBlock, MachineInstr]]] = {
        vid: [] for vid in wanted}
    defs: dict[int, list[MachineInstr]] = {}
    for b in mf.blocks:
        for mi in b.instrs:
            for op in mi.ops:
                if op.__class__ is VReg and op.id in wanted:
                    occurs[op.id].add(b.number)
                    found = named[op.id]
                    if not found or found[-1][1] is not mi:
                        found.append((b, mi))
            for op in mi.defs():
                if op.__class__ is VReg and op.id in wanted:
                    defs.setdefault(op.id, []).append(mi)
    # the blocks each wanted vreg is live into / out of: one masked walk of the live
    # sets (not one walk per vreg)
    wanted_ids = set(wanted)
    live_in: dict[int, list[MachineBasicBlock]] = {vid: [] for vid in wanted}
    live_out: dict[int, set[int]] = {vid: set() for vid in wanted}
    for b in mf.blocks:
        for vid in live.live_in_ids[b.number] & wanted_ids:
            live_in[vid].append(b)
        for vid in live.live_out_ids[b.number] & wanted_ids:
            live_out[vid].add(b.number)
    by_number = {b.number: b for b in mf.blocks}
    pieces: set[int] = set()
    unsplit: list[LiveRange] = []
    for lr in lrs:
        vid = lr.vreg.id
        blocks = occurs[vid] | live_out[vid] | {b.number for b in live_in[vid]}
        new = _split_one(mf, lr.vreg, blocks, live_in[vid], named[vid], region, by_number)
        if new is None:
            unsplit.append(lr)
            continue
        pieces |= new
        ds = defs.get(lr.vreg.id, [])
        if SIBLING_SPILLS and len(ds) == 1 and "terminator" not in ds[0].instr.flags:
            fam = Family(ds[0], lr.remat is not None)
            for vid in new:
                families[vid] = fam
    return pieces, unsplit


def innermost_loops(mf: MachineFunction) -> dict[int, int]:
    """Block number -> header of the smallest loop holding it (absent: outside loops)."""
    region: dict[int, int] = {}
    size: dict[int, int] = {}
    for header, body in loop_bodies(mf).items():
        n = len(body)
        for b in body:
            if b not in size or n < size[b]:
                size[b], region[b] = n, header
    return region


def _split_one(mf: MachineFunction, v: VReg, blocks: set[int], live_in: list[MachineBasicBlock],
               named: list[tuple[MachineBasicBlock, MachineInstr]], region: dict[int, int],
               by_number: dict[int, MachineBasicBlock]) -> set[int] | None:
    """Split `v`, which lives in (or occurs in) `blocks` and into `live_in`, and is
    named by the instructions `named`; returns the pieces' ids, or None when one region
    holds it all."""
    parent: dict[int, int] = {}

    def find(x: int) -> int:
        while x in parent:
            x = parent[x]
        return x

    def key(b: MachineBasicBlock) -> int:
        return find(region.get(b.number, OUTSIDE))

    # edges the value crosses between regions; a critical one merges its two regions
    for s in live_in:
        for p in s.preds:
            a, c = key(p), key(s)
            if a != c and not _placeable(p, s, v):
                parent[a] = c
    if len({key(by_number[n]) for n in blocks}) < 2:
        return None
    piece: dict[int, VReg] = {}
    for n in blocks:
        k = key(by_number[n])
        if k not in piece:
            piece[k] = mf.new_vreg(v.cls)
    for b, mi in named:
        new = piece[key(b)]
        ops = mi.ops
        for i, op in enumerate(ops):
            if op.__class__ is VReg and op.id == v.id:
                ops[i] = new
    for s in live_in:
        for p in s.preds:
            a, c = key(p), key(s)
            if a == c:
                continue
            copy = MachineInstr(COPY, [piece[c], piece[a]])
            if len(s.preds) == 1:
                s.insert(0, copy)
            else:
                p.insert(p.first_terminator(), copy)
    return {r.id for r in piece.values()}


def _placeable(p: MachineBasicBlock, s: MachineBasicBlock, v: VReg) -> bool:
    """Has edge p -> s a place for a copy of `v`: the top of `s` if it is s's only
    predecessor, else the end of `p` if it is p's only successor (and p's terminators
    do not write `v`)?"""
    if len(s.preds) == 1:
        return True
    if len(p.succs) != 1:
        return False
    for mi in p.instrs[p.first_terminator():]:
        if any(op.__class__ is VReg and op.id == v.id for op in mi.defs()):
            return False
    return True
