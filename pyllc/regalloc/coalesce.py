"""Register coalescing (LLVM's "simple register coalescing", virtual registers only).

Requires: MIR on virtual registers after two-address lowering (not SSA: a vreg may be
written in several places); correct succs/preds.
Maintains: semantics; block structure.
Breaks: nothing; a `dst = COPY src` whose two vregs were joined is deleted.

Why: phis reach the allocator as copies (isel/build.py gives each phi an incoming vreg
written on every edge and a result vreg read at the top of its block; codegen/phi_edges.py
puts the copies on their edges) and two-address instructions as a copy before the
instruction. The linear-scan allocator offers a copy's partner register as a hint, but
its intervals are coarse (one [start, end] per vreg), so a loop-carried value that is
live across the whole loop collides with its own copies. Here every vreg gets its exact
live segments; a copy between two vregs of one class whose segments do not overlap is
removed by giving both the same vreg. Disjoint segments mean no point where both hold a
value, so sharing one register is safe; a def that nobody reads still gets a one-slot
segment, so a write into the other's live range is seen as overlap.

One overlap is allowed, the one every loop latch has (`%iv.in = COPY %iv.next` followed
by the compare that still reads `%iv.next`): the segment that the copy itself starts
may overlap the source, because there both hold the same value, provided neither is
written again inside that segment (LLVM's value-number check in its simplest form).
A copy between two vregs already joined (by other copies) is deleted later, so it does
not count as a write: a loop value copied both into its phi's incoming vreg and into the
vreg its exit block reads can then join both (the tied accumulators of a vector loop).

Order: copies in deeper loops first (their copies cost most), as LLVM's joinAllIntervals;
at one depth, copies in conditional arms after the others (a rough block frequency: the
join and latch copies of a loop run on every iteration, an arm's only on some, so when
two joins exclude each other the frequent one should win).
Cost: building segments is linear in instructions plus block live-out sets (what
Liveness already computes); each join checks the smaller segment list against the
larger by bisection and inserts it: O(small * log(large)) searches.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right, insort
from collections.abc import Callable, Set
from typing import Any

from pyllc.codegen.loops import loop_depths
from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg
from pyllc.regalloc.liveness import Liveness

Segment = tuple[int, int]


def coalesce(mf: MachineFunction) -> int:
    """Join copy-related vregs of `mf`; returns the number of copies removed."""
    copies = _copies_by_depth(mf)
    if not copies:
        return 0
    # only the copies' vregs are ever looked at: the live sets and segments of the
    # others are not computed
    wanted = {op.id for mi in copies for op in mi.ops[:2]}
    live = Liveness(mf, full=False, keep_regs=True, only=wanted)
    segs, defs, pos = _segments(mf, live, wanted)
    parent: dict[int, int] = {}

    def find(v: int) -> int:
        root = v
        while root in parent:
            root = parent[root]
        while v != root:
            parent[v], v = root, parent[v]
        return root

    # def slot -> its COPY: a copy whose two vregs are joined (now or later) is deleted
    # by _rewrite, so it writes nothing that could break another copy's overlap
    copy_at = {pos[id(mi)]: mi for mi in copies}

    def writes(slot: int) -> bool:
        mi = copy_at.get(slot)
        return mi is None or find(mi.ops[0].id) != find(mi.ops[1].id)

    joined = 0
    reps: dict[int, VReg] = {}
    for mi in copies:
        reps[mi.ops[0].id] = mi.ops[0]
        reps[mi.ops[1].id] = mi.ops[1]
    for mi in copies:
        a, b = find(mi.ops[0].id), find(mi.ops[1].id)
        if a == b:
            continue
        sa, sb = segs.get(a, []), segs.get(b, [])
        da, db = defs.get(a, []), defs.get(b, [])
        skip = _copy_segment(sa, da, db, pos[id(mi)], writes)
        if _overlaps(sa, sb, skip) if len(sa) <= len(sb) else _overlaps(sb, sa, skip):
            continue
        if len(sa) < len(sb):
            a, b, sa, sb, da, db = b, a, sb, sa, db, da
        for seg in sb:
            _add(sa, seg)
        for d in db:
            insort(da, d)
        segs[a], defs[a] = sa, da
        segs.pop(b, None)
        defs.pop(b, None)
        parent[b] = a
        joined += 1
    if joined:
        _rewrite(mf, find, reps)
    return joined


def _copy_segment(sa: list[Any], da: list[int], db: list[int], d: int,
                  writes: Callable[[int], bool]) -> Any:
    """The segment of the copy's destination that the copy at def slot `d` starts, if
    it may overlap the source: nothing else writes either register inside it (a def
    slot where `writes` is false is a copy between joined vregs, deleted later)."""
    i = bisect_left(sa, (d, -1))
    if i == len(sa) or sa[i][0] != d:
        return None
    seg = sa[i]
    for ds in (da, db):
        k = bisect_right(ds, d)
        while k < len(ds) and ds[k] <= seg[1]:
            if writes(ds[k]):
                return None
            k += 1
    return seg


def _copies_by_depth(mf: MachineFunction) -> list[MachineInstr]:
    depth = loop_depths(mf)
    found: list[tuple[int, bool, int, MachineInstr]] = []
    n = 0
    for b in mf.blocks:
        d = depth.get(b.number, 0)
        # a conditional arm (the only successor-to-be of a branching block) runs less
        # often than the join and latch blocks of its loop: its copies go after theirs
        arm = len(b.preds) == 1 and len(b.preds[0].succs) > 1
        for mi in b.instrs:
            if mi.instr.name == "COPY":
                dst, src = mi.ops[0], mi.ops[1]
                if isinstance(dst, VReg) and isinstance(src, VReg) and dst.cls is src.cls \
                        and dst.id != src.id:
                    found.append((-d, arm, n, mi))
                    n += 1
    found.sort()        # `n` is unique: the instructions themselves are never compared
    return [t[3] for t in found]


def _segments(mf: MachineFunction, live: Liveness, wanted: Set[int]) -> tuple[
        dict[int, list[Segment]], dict[int, list[int]], dict[int, int]]:
    """Per vreg id of `wanted` (the live sets of `live` may hold only those): its sorted, disjoint live segments [start, end] in Liveness's
    positions (uses read at 2*i, defs write at 2*i+1) and its sorted def slots; per
    COPY (by id()): its def slot."""
    segs: dict[int, list[Segment]] = {}
    defs: dict[int, list[int]] = {}
    pos: dict[int, int] = {}
    for b in mf.blocks:
        start, end = live.block_start[b.number], live.block_end[b.number]
        # (order is irrelevant: each vreg's segments are sorted at the end)
        open_end: dict[int, int] = dict.fromkeys(live.live_out_ids[b.number], end)
        instrs = b.instrs
        regs = live.block_vregs[b.number]
        p = start // 2 + len(instrs) - 1
        for k in range(len(instrs) - 1, -1, -1):
            d = 2 * p + 1
            mi = instrs[k]
            if mi.instr.name == "COPY":
                pos[id(mi)] = d
            regs_def, regs_use = regs[k]
            for r in regs_def:
                if r.__class__ is not VReg or r.id not in wanted:
                    continue
                vid = r.id
                e = open_end.pop(vid, None)
                seg = (d, d if e is None else e)
                found = segs.get(vid)
                if found is None:
                    segs[vid] = [seg]
                else:
                    found.append(seg)
                ds = defs.get(vid)
                if ds is None:
                    defs[vid] = [d]
                else:
                    ds.append(d)
            for r in regs_use:
                if r.__class__ is VReg and r.id not in open_end and r.id in wanted:
                    open_end[r.id] = d - 1
            p -= 1
        for vid, e in open_end.items():
            found = segs.get(vid)
            if found is None:
                segs[vid] = [(start, e)]
            else:
                found.append((start, e))
    for s in segs.values():
        s.sort()
    for ds in defs.values():
        ds.sort()
    return segs, defs, pos


def _overlaps(small: list[Any], large: list[Any], skip: Any) -> bool:
    """Does a segment of `small` meet one of `large` (both sorted and disjoint), not
    counting meetings with `skip` (a segment of either list)?

    (Segments typed Any here and in `_copy_segment`: `skip` is found by identity, and
    mypyc would unbox a `tuple[int, int]` and box it again as a new object.)"""
    for seg in small:
        if seg is skip:
            continue
        s, e = seg
        j = bisect_right(large, (e, 1 << 62)) - 1     # last segment starting <= e
        while j >= 0 and large[j][1] >= s:
            if large[j] is not skip:
                return True
            j -= 1
    return False


def _add(segs: list[Segment], seg: Segment) -> None:
    """Insert `seg` into the sorted disjoint list, merging what it overlaps."""
    s, e = seg
    i = bisect_left(segs, (s, -1))
    if i > 0 and segs[i - 1][1] >= s:
        i -= 1
        s = segs[i][0]
    j = i
    while j < len(segs) and segs[j][0] <= e:
        e = max(e, segs[j][1])
        j += 1
    segs[i:j] = [(s, e)]


def _rewrite(mf: MachineFunction, find: Callable[[int], int], reps: dict[int, VReg]) -> None:
    for b in mf.blocks:
        out: list[MachineInstr] = []
        for mi in b.instrs:
            ops = mi.ops
            for i, op in enumerate(ops):
                if op.__class__ is VReg:
                    root = find(op.id)
                    if root != op.id:
                        ops[i] = reps[root]     # every root is one of the copies' vregs
            if mi.instr.name == "COPY" and ops[0] is ops[1]:
                continue
            out.append(mi)
        b.instrs = out
