"""Greedy global register allocation, in the spirit of LLVM's RAGreedy.

Requires: MIR on virtual registers after two-address lowering and coalescing; physical
registers only where the ABI puts them (argument/result copies, call clobbers);
`target.reserved`/`target.scratch` never allocated.
Maintains: block structure and semantics; spill, reload, rematerialization and split
copies are inserted.
Breaks: nothing — the returned map gives every VReg left in `mf` a register.

Algorithm, one round:
- every vreg gets its exact live range (segments, holes left out) and a spill weight
  (regalloc/live_ranges.py: uses and defs weighted by 10**loop depth, over the size);
- ranges leave a priority queue larger first (spill temporaries before everything);
  each takes a free register of its class — its copy partners' register first, and a
  register another waiting range has as its copy hint only as a last resort — where
  free means no assigned segment in any of the register's units meets its segments
  (`IntervalUnion`, one per unit: O(log n) per segment) and no fixed use or clobber of
  the register does (`Liveness.fixed`: values live across a call thus only find
  callee-saved registers; the others take caller-saved ones first, the classes' order);
- with no free register, it evicts the assigned ranges of one register if all of them
  weigh less (the cheapest such register); evicted ranges go back into the queue. The
  cascade guard: a range is evicted at most `MAX_EVICTIONS` times a round, and only by a
  heavier one, so eviction chains end;
- a range that neither fits nor evicts is split by loop region (regalloc/split.py), or,
  when already split, confined to one region, or past the splitting rounds, spilled at
  once (regalloc/greedy_spill.py: rematerialized where its def is a constant
  or address, otherwise loaded from a stack slot shared with other non-interfering
  spilled ranges). The spill code goes into the gaps of this round's numbering, so its
  temporaries' ranges are exact here and join the queue at once (never spilled again),
  as LLVM's spiller hands its new intervals back to RAGreedy.
Splitting rewrites the function, so a round that splits ends with the ranges left and
the next one starts over on the result (the pieces get their own ranges). Only the first
`SPLIT_ROUNDS` rounds split; after that a failing range is spilled, so the rounds end
(at most SPLIT_ROUNDS + 1; linear scan stays as the safety net after `MAX_ROUNDS`).
One splitting round: allowing three gave the same kernel counts to within 0.5 % and
cost up to two more whole rounds on big functions (bench/bench_regalloc.py).

Cost per round: linear to build the ranges, O(segments * log) per register tried; no
scan over all ranges (no quadratic interference checks).
"""
from __future__ import annotations

import heapq
from bisect import bisect_right

from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.records import Reg, RegClass
from pyllc.codegen.target import Target
from pyllc.regalloc.greedy_spill import RoundSpiller
from pyllc.regalloc.linear_scan import allocate_linear_scan
from pyllc.regalloc.live_ranges import (
    INF,
    IntervalUnion,
    LiveRange,
    build_ranges,
    merge_segments,
    segments_meet,
)
from pyllc.regalloc.liveness import Liveness, _units
from pyllc.regalloc.split import OUTSIDE, Family, innermost_loops, split_by_region

SPLIT_ROUNDS = 1
MAX_ROUNDS = SPLIT_ROUNDS + 2
MAX_EVICTIONS = 4
MAX_WANTED_CHECKS = 8


def allocate_greedy(mf: MachineFunction, target: Target) -> dict[int, Reg]:
    """Assign a register to every VReg of `mf` (splitting and spilling as needed);
    returns vreg id -> Reg."""
    no_spill: set[int] = set()      # spill temporaries
    split_done: set[int] = set()    # pieces of a split, and ranges that cannot be split
    families: dict[int, Family] = {}  # piece -> the single-def value it is part of
    constant_regs: frozenset[Reg] | None = None
    for n in range(MAX_ROUNDS):
        live = Liveness(mf, full=False, keep_regs=True, gaps=True, fixed=True)
        if constant_regs is None:       # from the input function (the first numbering)
            constant_regs = _constant_regs(live, target)
        ranges = build_ranges(mf, live, constant_regs)
        for vid in no_spill:
            lr = ranges.get(vid)
            if lr is not None:
                lr.no_spill = True
                lr.weight = INF
        for vid, fam in families.items():
            lr = ranges.get(vid)
            if lr is not None and fam.remat and lr.remat is None:
                lr.remat = fam.def_mi        # every piece can recompute the value
                lr.weight *= 0.5
        rnd = GreedyRound(target, live, ranges, split_done if n < SPLIT_ROUNDS else None)
        rnd.spiller = RoundSpiller(mf, target, live, families, rnd.extend)
        to_split = rnd.run()
        no_spill |= rnd.spiller.finish(ranges)
        # the round and its spiller point at each other (`rnd.extend`): cut the cycle so
        # the round's ranges, numbering and spill records are freed now by reference
        # counting, not by the cyclic collector scanning them later
        rnd.spiller = None
        if not to_split:
            mf.info["greedy_rounds"] = n + 1       # for tests and -stats-like reports
            return {vid: lr.reg for vid, lr in ranges.items() if lr.reg is not None}
        pieces, unsplit = split_by_region(mf, live, to_split, families)
        split_done |= pieces
        split_done.update(lr.vreg.id for lr in unsplit)
    return allocate_linear_scan(mf, target)


def _constant_regs(live: Liveness, target: Target) -> frozenset[Reg]:
    """Reserved registers that hold one value through the function (x0/xzr/g0: nothing
    writes them), which a rematerialized instruction may read. Not the stack or frame
    pointer, and not flags (reserved, but written by compares). Read from `live`'s
    per-instruction register lists (`keep_regs`)."""
    written: set[str] = set()
    seen: set[int] = set()      # clobber lists are shared tuples: look at each once
    for regs in live.block_regs.values():
        for defs, _ in regs:
            for r in defs:
                if r.__class__ is Reg and id(r) not in seen:
                    seen.add(id(r))
                    written.update(_units(r))
    skip = {target.stack_pointer, target.frame_pointer}
    return frozenset(r for r in target.reserved
                     if r not in skip and not written.intersection(_units(r)))


class RegionMap:
    """Which loop region (split.py) each position is in, to tell in O(log n) per segment
    whether a range lies in one region only (so it will be spilled, not split)."""

    def __init__(self, live: Liveness) -> None:
        blocks = live.mf.blocks
        region = innermost_loops(live.mf)
        self.starts = [live.block_start[b.number] for b in blocks]
        self.region = [region.get(b.number, OUTSIDE) for b in blocks]
        n = len(blocks)
        self.change = [n] * n          # first later block index of another region
        for i in range(n - 2, -1, -1):
            self.change[i] = i + 1 if self.region[i + 1] != self.region[i] else self.change[i + 1]

    def single(self, lr: LiveRange) -> bool:
        first = None
        for s, e in lr.segs:
            i = bisect_right(self.starts, s) - 1
            j = bisect_right(self.starts, e) - 1
            if i < 0 or self.change[i] <= j:
                return False
            if first is None:
                first = self.region[i]
            elif self.region[i] != first:
                return False
        return True


class GreedyRound:
    """One assignment pass over the ranges of one numbering of the function."""

    def __init__(self, target: Target, live: Liveness, ranges: dict[int, LiveRange],
                 spill_only: set[int] | None) -> None:
        """`spill_only`: vreg ids that are spilled, not split, if they fail (None:
        every range is; this round splits nothing). `spiller` must be set before `run`."""
        self.spill_only = spill_only
        self.spiller: RoundSpiller | None = None
        self.regions = RegionMap(live)
        self.target = target
        self.live = live
        self.ranges = ranges
        self.unions: dict[str, IntervalUnion] = {}
        # register name -> (its units' unions, its units' fixed busy lists)
        self.reg_state: dict[str, tuple[tuple[IntervalUnion, ...],
                                        list[tuple[list[int], list[int]]]]] = {}
        self.allowed: dict[str, list[Reg]] = {}
        self.cands: dict[str, list[tuple[Reg, tuple[IntervalUnion, ...],
                                         list[tuple[list[int], list[int]]]]]] = {}
        self.queue: list[tuple[int, int, int]] = []
        # register name -> the vregs that have it as a copy hint (argument, result and
        # call-operand copies): another range takes it only if nothing else is free
        self.wanted: dict[str, list[LiveRange]] = {}
        # the target's hints (RISC-V: rd == rs1 where that makes a C instruction)
        self.target_hints = target.instr_info.allocation_hints(live.mf)
        for lr in ranges.values():
            for h in lr.hints:
                if isinstance(h, Reg):
                    self.wanted.setdefault(h.name, []).append(lr)

    def run(self) -> list[LiveRange]:
        """Assign what fits, spilling what neither fits nor evicts and is not to be
        split; returns the ranges to split (this round's result is then discarded)."""
        spiller = self.spiller
        assert spiller is not None
        for vid, lr in self.ranges.items():
            self._enqueue(vid, lr)
        to_split: list[LiveRange] = []
        while self.queue:
            _, _, vid = heapq.heappop(self.queue)
            lr = self.ranges[vid]
            if lr.reg is not None:
                continue
            reg = self._try_assign(lr)
            if reg is None:
                reg = self._try_evict(lr)
            if reg is not None:
                self._assign(lr, reg)
                continue
            if lr.no_spill:
                raise RuntimeError(f"no register for spill temporary {lr} in "
                                   f"{self.live.mf.name}")
            if (self.spill_only is not None and vid not in self.spill_only
                    and not self.regions.single(lr)):
                to_split.append(lr)
                continue
            for t in spiller.spill(lr):
                self.ranges[t.vreg.id] = t
                self._enqueue(t.vreg.id, t)
        return to_split

    def extend(self, vid: int, pos: int) -> None:
        """Make range `vid` cover `pos` too (the spiller's store of a family value
        reads the def's piece in the gap after its def). Its register is free there:
        nothing starts at a gap's read slot, so whatever holds it at `pos` holds it
        one position earlier, at the def, too."""
        lr = self.ranges[vid]
        if any(s <= pos <= e for s, e in lr.segs):
            return
        reg = lr.reg
        if reg is not None:
            self._unassign(lr)
        lr.segs = merge_segments(lr.segs + [(pos, pos)])
        lr.size += 1
        if reg is not None:
            assert self._free(reg, lr), (lr, reg)
            self._assign(lr, reg)

    def _enqueue(self, vid: int, lr: LiveRange) -> None:
        heapq.heappush(self.queue, (0 if lr.no_spill else 1, -lr.size, vid))

    def _allowed(self, cls: RegClass) -> list[Reg]:
        found = self.allowed.get(cls.name)
        if found is None:
            banned = self.target.reserved | set(self.target.scratch)
            found = self.allowed[cls.name] = [r for r in cls.order if r not in banned]
        return found

    def _union(self, unit: str) -> IntervalUnion:
        u = self.unions.get(unit)
        if u is None:
            u = self.unions[unit] = IntervalUnion()
        return u

    def _reg_state(self, r: Reg) -> tuple[tuple[IntervalUnion, ...],
                                          list[tuple[list[int], list[int]]]]:
        """`r`'s interval unions (one per unit, made now if new) and its units' fixed
        busy lists, looked up once per register per round: the queries below run for
        every register tried for every range."""
        st = self.reg_state.get(r.name)
        if st is None:
            units = _units(r)
            got = (self.live.fixed.get(u) for u in units)
            st = self.reg_state[r.name] = (tuple(self._union(u) for u in units),
                                           [f for f in got if f is not None])
        return st

    def _candidates(self, cls: RegClass) -> list[tuple[Reg, tuple[IntervalUnion, ...],
                                                       list[tuple[list[int], list[int]]]]]:
        """The allocatable registers of `cls` in order, each with its `_reg_state`."""
        found = self.cands.get(cls.name)
        if found is None:
            found = self.cands[cls.name] = [(r, *self._reg_state(r))
                                            for r in self._allowed(cls)]
        return found

    def _fixed_free(self, r: Reg, lr: LiveRange) -> bool:
        """No fixed use or clobber of `r` (any of its units) meets `lr`'s segments."""
        return _segs_free((), self._reg_state(r)[1], lr.segs)

    def _free(self, r: Reg, lr: LiveRange) -> bool:
        unions, fixed = self._reg_state(r)
        return _segs_free(unions, fixed, lr.segs)

    def _hint_regs(self, lr: LiveRange, allowed: list[Reg]) -> list[Reg]:
        out: list[Reg] = []
        for h in lr.hints:
            if isinstance(h, Reg):
                r: Reg | None = h
            else:
                other = self.ranges.get(h.id)
                r = other.reg if other is not None else None
            if r is not None and r in allowed and r not in out:
                out.append(r)
        for partner, wanted in self.target_hints.get(lr.vreg.id, ()):
            if isinstance(partner, Reg):
                r = partner
            else:
                other = self.ranges.get(partner.id)
                r = other.reg if other is not None else None
            if (r is not None and r in allowed and r not in out
                    and (wanted is None or r in wanted)):
                out.append(r)
        return out

    def _try_assign(self, lr: LiveRange) -> Reg | None:
        if lr.hints or lr.vreg.id in self.target_hints:
            for r in self._hint_regs(lr, self._allowed(lr.vreg.cls)):
                if self._free(r, lr):
                    return r
        fallback: Reg | None = None
        segs = lr.segs
        wanted = self.wanted
        if len(segs) == 1:          # most ranges: one segment, one bisection per list
            s, e = segs[0]
            for r, unions, fixed in self._candidates(lr.vreg.cls):
                if _seg_free(unions, fixed, s, e):
                    if r.name in wanted and self._wanted_by_other(r, lr):
                        fallback = fallback or r
                        continue
                    return r
            return fallback
        for r, unions, fixed in self._candidates(lr.vreg.cls):
            if _segs_free(unions, fixed, segs):
                if r.name in wanted and self._wanted_by_other(r, lr):
                    fallback = fallback or r
                    continue
                return r
        return fallback

    def _wanted_by_other(self, r: Reg, lr: LiveRange) -> bool:
        """Is `r` the hint of a range still waiting that overlaps `lr`? (At most
        `MAX_WANTED_CHECKS` of them are looked at, so this stays cheap.)"""
        for other in self.wanted.get(r.name, ())[:MAX_WANTED_CHECKS]:
            if other is not lr and other.reg is None and segments_meet(other.segs, lr.segs):
                return True
        return False

    def _try_evict(self, lr: LiveRange) -> Reg | None:
        """The register whose holders all weigh less than `lr` (and may still be evicted),
        the one with the lightest heaviest holder; its holders are evicted."""
        best: Reg | None = None
        best_cost = (INF, INF)
        best_victims: list[LiveRange] = []
        ranges = self.ranges
        segs = lr.segs
        weight = lr.weight
        for r, unions, _ in self._candidates(lr.vreg.cls):
            # the holders meeting `lr`, given up on at the first that may not be evicted
            # or that weighs more than the heaviest holder of the best register so far
            # (this register's cost would then be higher: it cannot win)
            limit = best_cost[0]
            owners: set[int] = set()
            blocked = False
            for un in unions:
                starts = un.starts
                if not starts:
                    continue
                ends, vids = un.ends, un.vids
                for s, e in segs:
                    j = bisect_right(starts, e) - 1
                    while j >= 0 and ends[j] >= s:
                        vid = vids[j]
                        if vid not in owners:
                            v = ranges[vid]
                            if (v.no_spill or v.weight >= weight or v.weight > limit
                                    or v.evictions >= MAX_EVICTIONS):
                                blocked = True
                                break
                            owners.add(vid)
                        j -= 1
                    if blocked:
                        break
                if blocked:
                    break
            if blocked:
                continue
            victims = [ranges[v] for v in owners]
            cost = (max((v.weight for v in victims), default=0.0),
                    sum(v.weight for v in victims))
            if cost < best_cost and self._fixed_free(r, lr):
                best, best_cost, best_victims = r, cost, victims
        if best is None:
            return None
        for v in best_victims:
            self._unassign(v)
            v.evictions += 1
            self._enqueue(v.vreg.id, v)
        return best

    def _assign(self, lr: LiveRange, r: Reg) -> None:
        lr.reg = r
        for u in _units(r):
            self._union(u).add(lr.segs, lr.vreg.id)

    def _unassign(self, lr: LiveRange) -> None:
        r = lr.reg
        assert r is not None
        for u in _units(r):
            self._union(u).remove(lr.segs, lr.vreg.id)
        lr.reg = None


def _segs_free(unions: tuple[IntervalUnion, ...], fixed: list[tuple[list[int], list[int]]],
               segs: list[tuple[int, int]]) -> bool:
    """No segment of `segs` meets an assigned segment in `unions` or a fixed busy range
    in `fixed` (one register's state, `GreedyRound._reg_state`)."""
    for un in unions:
        starts = un.starts
        if starts:
            ends = un.ends
            for s, e in segs:
                j = bisect_right(starts, e) - 1
                if j >= 0 and ends[j] >= s:
                    return False
    for starts, ends in fixed:
        for s, e in segs:
            i = bisect_right(starts, e) - 1
            if i >= 0 and ends[i] >= s:
                return False
    return True


def _seg_free(unions: tuple[IntervalUnion, ...], fixed: list[tuple[list[int], list[int]]],
              s: int, e: int) -> bool:
    """`_segs_free` for the one segment [s, e]."""
    for un in unions:
        starts = un.starts
        if starts:
            j = bisect_right(starts, e) - 1
            if j >= 0 and un.ends[j] >= s:
                return False
    for starts, ends in fixed:
        i = bisect_right(starts, e) - 1
        if i >= 0 and ends[i] >= s:
            return False
    return True
