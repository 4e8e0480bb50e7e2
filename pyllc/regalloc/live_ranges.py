"""Exact live ranges, spill weights and interval unions for the greedy allocator.

Requires: MIR on virtual registers and its `Liveness` (built with `keep_regs=True` and
`gaps=True`).
Maintains: nothing (pure analysis over one numbering of the function).

Positions are Liveness's with gaps: instruction i reads at 4*i+2 and writes at 4*i+3
(early-clobber defs at 4*i+2); 4*i and 4*i+1 are the gap before it, where the spiller
puts the code it inserts during the round (stores of i-1's results read at 4*i, reloads
for i write at 4*i+1), so the new short ranges are exact in the same numbering. A live
range is the sorted list of disjoint segments [start, end] where the
vreg holds a value, holes left out (unlike Liveness's one interval per vreg); a def that
nobody reads still gets the one-point segment of its write, so writing into another
value's range is seen as interference.

Spill weight (LLVM's `VirtRegAuxInfo::weightCalcHelper` in its simplest form): every
instruction that reads or writes the vreg adds 10**loop depth (depth capped at 4), and
the sum is divided by the range's size plus a constant (LLVM's 25 instructions = 100 of
our positions), so short ranges that are used often weigh most. A vreg whose only def
can be recomputed from immediates (`rematerializable`) weighs half: spilling it costs
only the recomputation.

`IntervalUnion` holds the segments assigned to one register unit. Those segments are
disjoint (that is the invariant the allocator keeps), so sorted by start they are also
sorted by end, and the segments meeting [s, e] are found by one bisection and a walk
back over exactly the overlapping ones: O(log n + k) per query, no scan.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Any

from pyllc.codegen.loops import loop_depths
from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import Reg
from pyllc.regalloc.liveness import Liveness, early_clobber_ids

Segment = tuple[int, int]
SIZE_BIAS = 100             # LLVM: 25 instructions of slot distance (4 positions each)
MAX_DEPTH = 4
INF = float("inf")
_NOT_REMAT = frozenset({"load", "store", "call", "side_effects", "terminator", "branch",
                        "return", "barrier", "move", "has_delay_slot"})


class LiveRange:
    """One vreg's live range, weight and allocation state within one allocation round."""
    __slots__ = ("vreg", "segs", "size", "weight", "reg", "hints", "no_spill", "evictions",
                 "crosses_call", "remat", "occurs")

    def __init__(self, vreg: VReg, segs: list[Segment]) -> None:
        self.vreg = vreg
        self.segs = segs
        if len(segs) == 1:
            self.size = segs[0][1] - segs[0][0] + 1
        else:
            self.size = sum(e - s + 1 for s, e in segs)
        self.weight = 0.0
        self.reg: Any = None                 # the Reg given, once assigned
        self.hints: list[Any] = []           # copy partners: Reg or VReg
        self.no_spill = False                # spill temporaries must get a register
        self.evictions = 0                   # cascade guard
        self.crosses_call = False
        self.remat: MachineInstr | None = None   # the def to recompute instead of reloading
        self.occurs: list[int] = []          # numbers of the instructions naming it, once each

    @property
    def start(self) -> int:
        return self.segs[0][0]

    @property
    def end(self) -> int:
        return self.segs[-1][1]

    def __repr__(self) -> str:
        return f"{self.vreg}{self.segs}"


class IntervalUnion:
    """The disjoint segments held by one register unit (or one stack slot), sorted, each
    tagged with its owner's vreg id: three parallel lists, so a query bisects plain ints."""
    __slots__ = ("starts", "ends", "vids")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.vids: list[int] = []

    def add(self, segs: list[Segment], vid: int) -> None:
        starts, ends, vids = self.starts, self.ends, self.vids
        for s, e in segs:
            i = bisect_right(starts, s)
            starts.insert(i, s)
            ends.insert(i, e)
            vids.insert(i, vid)

    def remove(self, segs: list[Segment], vid: int) -> None:
        starts = self.starts
        for s, e in segs:
            i = bisect_left(starts, s)
            assert starts[i] == s and self.ends[i] == e and self.vids[i] == vid, (s, e, vid)
            del starts[i], self.ends[i], self.vids[i]

    def meets(self, segs: list[Segment]) -> bool:
        starts, ends = self.starts, self.ends
        if not starts:
            return False
        for s, e in segs:
            j = bisect_right(starts, e) - 1
            if j >= 0 and ends[j] >= s:
                return True
        return False

    def owners(self, segs: list[Segment], out: set[int]) -> None:
        """Add to `out` the vreg ids whose segments meet any of `segs`."""
        starts, ends, vids = self.starts, self.ends, self.vids
        for s, e in segs:
            j = bisect_right(starts, e) - 1
            while j >= 0 and ends[j] >= s:
                out.add(vids[j])
                j -= 1


def build_ranges(mf: MachineFunction, live: Liveness,
                 constant_regs: frozenset[Reg] = frozenset()) -> dict[int, LiveRange]:
    """Every vreg's exact live range, weight, copy hints, call crossing and remat def.
    `constant_regs` are registers a rematerialized instruction may read (x0, g0, xzr).

    One backward walk per block over `live.block_vregs`. Everything gathered for one
    vreg sits in one list (`info`), so an operand costs one dict lookup for it and one
    in the block's open segments; the lines that record an occurrence are written out
    for defs and for uses alike, on purpose: this is the allocator's hottest loop, and
    a function call per operand would cost more than the lines it saves."""
    # vid -> [segs, freq, def indices, occurs, its last def, that def's block_regs]
    info: dict[int, list[Any]] = {}
    hints: dict[int, list[Any]] = {}
    calls: list[int] = []
    depth = loop_depths(mf)
    assert live.unit == 4, "build_ranges needs Liveness(gaps=True)"
    block_vregs, block_regs = live.block_vregs, live.block_regs
    for b in mf.blocks:
        num = b.number
        start, end = live.block_start[num], live.block_end[num]
        # a live-out value's last segment ends at the block's end (order is irrelevant:
        # each vreg's segments are sorted below)
        open_end: dict[int, int] = dict.fromkeys(live.live_out_ids[num], end)
        instrs = b.instrs
        regs = block_vregs[num]
        full = block_regs[num]
        w = 10.0 ** min(depth.get(num, 0), MAX_DEPTH)
        p = live.block_first[num] + len(instrs) - 1
        for k in range(len(instrs) - 1, -1, -1):
            d = 4 * p + 3
            mi = instrs[k]
            regs_def, regs_use = regs[k]
            instr = mi.instr
            flags = instr.flags
            if "call" in flags:
                calls.append(d)
            if regs_def:
                early = early_clobber_ids(mi) if instr.early_clobber else None
                for r in regs_def:
                    if r.__class__ is not VReg:
                        continue
                    vid = r.id
                    e = open_end.pop(vid, None)
                    seg = (d - 1 if early and id(r) in early else d, d if e is None else e)
                    st = info.get(vid)
                    if st is None:
                        info[vid] = [[seg], w, [k], [p], mi, full]
                        continue
                    st[0].append(seg)
                    st[1] += w
                    st[2].append(k)
                    st[4], st[5] = mi, full
                    oc = st[3]
                    if not oc or oc[-1] != p:
                        oc.append(p)
            for r in regs_use:
                if r.__class__ is not VReg:
                    continue
                vid = r.id
                if vid not in open_end:
                    open_end[vid] = d - 1
                st = info.get(vid)
                if st is None:
                    info[vid] = [[], w, [], [p], None, None]
                    continue
                st[1] += w
                oc = st[3]
                if not oc or oc[-1] != p:
                    oc.append(p)
            if "move" in flags and len(mi.ops) == 2:
                dst, src = mi.ops
                if dst.__class__ is VReg:
                    hints.setdefault(dst.id, []).append(src)
                if src.__class__ is VReg:
                    hints.setdefault(src.id, []).append(dst)
            p -= 1
        for vid, e in open_end.items():
            st = info.get(vid)
            if st is None:      # live through the block, named nowhere yet
                info[vid] = [[(start, e)], 0.0, [], [], None, None]
            else:
                st[0].append((start, e))
    calls.sort()
    out: dict[int, LiveRange] = {}
    for vid, v in live.vregs.items():
        st = info.get(vid)
        if st is None or not st[0]:
            continue
        ss = st[0]
        ss = merge_segments(ss) if len(ss) > 1 else ss
        lr = LiveRange(v, ss)
        h = hints.get(vid)
        if h is not None:
            lr.hints = h
        lr.occurs = st[3]
        remat = len(st[2]) == 1 and is_rematerializable(st[4], v, constant_regs,
                                                         st[5][st[2][0]])
        if remat:
            lr.remat = st[4]
        lr.weight = st[1] / (lr.size + SIZE_BIAS)
        if remat:
            lr.weight *= 0.5
        lr.crosses_call = _crosses(ss, calls) if calls else False
        out[vid] = lr
    return out


def is_rematerializable(mi: MachineInstr, v: VReg,
                        constant_regs: frozenset[Reg] = frozenset(),
                        regs: tuple[list[Any], list[Any]] | None = None) -> bool:
    """Can `mi` (the only def of `v`) be executed again anywhere `v` is live, giving the
    same value? Only if it reads no register but `constant_regs` (immediates, symbols,
    zero registers), touches no memory, has no side effect and writes nothing but `v` (no flags)."""
    if mi.instr.flags & _NOT_REMAT or mi.instr.name in ("COPY", "IMPLICIT_DEF"):
        return False
    if mi.instr.early_clobber or mi.instr.tied:
        return False
    regs_def, regs_use = mi.regs() if regs is None else regs
    return (len(regs_def) == 1 and regs_def[0] is v
            and all(r.__class__ is Reg and r in constant_regs for r in regs_use))


def merge_segments(ss: list[Segment]) -> list[Segment]:
    """Sorted segments with overlapping or touching ones joined (blocks visited in
    layout order can hand back segments out of order for a vreg live across them)."""
    ss.sort()
    out: list[Segment] = []
    for s, e in ss:
        if out and s <= out[-1][1] + 1:
            if e > out[-1][1]:
                out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def segments_meet(a: list[Segment], b: list[Segment]) -> bool:
    """Do two sorted disjoint segment lists overlap? Bisects the longer one for each
    segment of the shorter."""
    if len(a) > len(b):
        a, b = b, a
    for s, e in a:
        j = bisect_right(b, (e, 1 << 62)) - 1
        if j >= 0 and b[j][1] >= s:
            return True
    return False


def _crosses(ss: list[Segment], calls: list[int]) -> bool:
    """Is some call's def slot strictly inside a segment (the value lives on after it)?"""
    if not calls:
        return False
    for s, e in ss:
        i = bisect_right(calls, s)
        if i < len(calls) and calls[i] < e:
            return True
    return False
