"""Liveness and live intervals over Machine IR.

Requires: MIR on virtual registers, blocks in layout order with correct succs/preds.
Maintains: nothing (pure analysis).

Positions follow LLVM's slot idea in its simplest form: instruction number i reads its
uses at 2*i and writes its defs at 2*i+1, so a value whose last use is an instruction
does not conflict with that instruction's results or clobbers; early-clobber defs
(`Instr.early_clobber`: inline asm `=&r` and clobbers) are written at 2*i instead, so
they do conflict with every value the instruction reads. Each virtual register
gets one interval [start, end] covering every point where it is live (holes included —
the classic Poletto/Sarkar linear-scan simplification). Block live sets are computed
by backward propagation of each upward-exposed use (sets of VReg ids; `live_in` and
`live_out` hand them out as Python ints used as bit sets, bit n = VReg id n).

With `gaps=True` (the greedy allocator's numbering) instruction i reads at 4*i+2 and
writes at 4*i+3, and the two slots before it, 4*i and 4*i+1, are a gap where code
inserted before i during allocation reads and writes (spill stores of i-1, reloads for
i); a block's live-ins start at the gap before its first instruction.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Set
from typing import Any

from pyllc.codegen.mir import MachineFunction, VReg
from pyllc.codegen.records import Reg


class Interval:
    __slots__ = ("vreg", "start", "end", "reg", "slot", "hint", "no_spill", "uses")

    def __init__(self, vreg: VReg, start: int, end: int) -> None:
        self.vreg = vreg
        self.start = start
        self.end = end
        self.reg: Reg | None = None
        self.slot: int | None = None      # spill slot (frame index) once spilled
        self.hint: Any = None             # a Reg or VReg this one would like to share
        self.no_spill = False             # spill-code temporaries must get a register
        self.uses = 0

    def __repr__(self) -> str:
        return f"{self.vreg}[{self.start},{self.end}]"

    def assigned_reg(self) -> Reg:
        """The register of an interval the allocator has placed (active, or done)."""
        assert self.reg is not None, self
        return self.reg


class Liveness:
    """Numbered instructions, block live-in/live-out sets, vreg intervals and the busy
    ranges of physical registers (argument copies, results, call clobbers)."""

    __deletable__ = ("_regs", "_vregs")  # scratch dropped by __init__ (mypyc must be told)

    def __init__(self, mf: MachineFunction, full: bool = True, keep_regs: bool = False,
                 gaps: bool = False, fixed: bool = False,
                 only: Set[int] | None = None, number: bool = True) -> None:
        """`full=False` computes only the numbering, `vregs` and the block live sets
        (what the -O0 allocator reads), not `intervals` and `fixed` (`fixed=True`:
        `fixed` all the same). `keep_regs` keeps `block_regs[block number]`: per
        instruction, its `(defs(), uses())` as they were at construction (a snapshot:
        valid until the block's instructions change). `gaps`: the numbering with a gap
        before each instruction (module docstring). `only`: the block live sets hold
        these vreg ids alone (each vreg's sets are computed on their own, so they are
        the same as without `only`); with `full=False` only. `number=False` (with
        `full=False`): no numbering, so `vregs`, `block_first`, `block_start` and
        `block_end` stay empty (the -O0 allocator reads none of them)."""
        assert only is None or not full
        assert number or not (full or fixed)
        self.mf = mf
        self._only = only
        # instruction i reads at unit*i + off, writes one later
        self.unit, self.off = (4, 2) if gaps else (2, 0)
        self.block_first: dict[int, int] = {}
        self.block_start: dict[int, int] = {}
        self.block_end: dict[int, int] = {}
        self.vregs: dict[int, VReg] = {}
        # per block number: the ids of the vregs live on entry and on exit, as sets
        # (`live_in_ids`), and the same as int bit sets made on demand (`live_in`)
        self.live_in_ids: dict[int, set[int]] = {}
        self.live_out_ids: dict[int, set[int]] = {}
        # per block, per instruction: (registers defined, registers read), computed once;
        # `_vregs`: the same lists cut down to the virtual registers where they are long:
        # a call's clobber list (dozens of physical registers) is then walked once here,
        # not by every pass over the vregs (numbering, dataflow, live ranges,
        # coalescing); short lists are shared as they are (their readers still skip
        # physical registers). `_early`: (block index, instruction index) -> ids of its
        # early-clobber def operands. One walk over the instructions makes all three.
        self._regs: list[list[tuple[list[Any], list[Any]]]] = []
        self._vregs: list[list[tuple[list[Any], list[Any]]]] = []
        self._early: dict[tuple[int, int], set[int]] = {}
        for bi, b in enumerate(mf.blocks):
            rs = [mi.regs() for mi in b.instrs]
            vs = rs
            for ii, (d, u) in enumerate(rs):
                if len(d) >= _CUT or len(u) >= _CUT:
                    if vs is rs:
                        vs = rs[:]
                    vs[ii] = (d if len(d) < _CUT else _vregs_in(d),
                              u if len(u) < _CUT else _vregs_in(u))
            for ii, mi in enumerate(b.instrs):
                if mi.instr.early_clobber:
                    self._early[(bi, ii)] = early_clobber_ids(mi)
            self._regs.append(rs)
            self._vregs.append(vs)
        if number:
            self._number()
        self._dataflow()
        if full:
            self.intervals = self._intervals()
        if full or fixed:
            self.fixed = self._fixed_ranges()
        if keep_regs:
            self.block_regs = {b.number: regs for b, regs in zip(mf.blocks, self._regs)}
            # per block number, per instruction: `(defs, uses)` holding every VReg of
            # `block_regs`' lists, and possibly some physical registers
            self.block_vregs = {b.number: vr for b, vr in zip(mf.blocks, self._vregs)}
        del self._regs, self._vregs

    def _number(self) -> None:
        pos = 0
        vregs = self.vregs
        unit, off = self.unit, self.off
        for b, regs in zip(self.mf.blocks, self._vregs):
            self.block_first[b.number] = pos
            self.block_start[b.number] = unit * pos
            for defs, uses in regs:
                for r in defs:
                    if r.__class__ is VReg:
                        vregs[r.id] = r
                for r in uses:
                    if r.__class__ is VReg:
                        vregs[r.id] = r
            pos += len(regs)
            self.block_end[b.number] = unit * pos + off  # past the last instruction's slots
            pos += 1

    def _dataflow(self) -> None:
        """Block live sets, one variable at a time: each upward-exposed use walks back
        through the predecessors until a block defines it or already has it live-in.
        The work is the size of the result (the sum of the live sets times the
        predecessors), where an iteration over per-block bit sets costs the number of
        blocks times the number of vregs: quadratic in one long function of small
        blocks, and as much memory (an int as wide as the highest vreg id per block)."""
        blocks = self.mf.blocks
        live_in: dict[int, set[int]] = {}
        kill: dict[int, set[int]] = {}
        preds: dict[int, list[int]] = {}
        for b, regs in zip(blocks, self._vregs):
            g: set[int] = set()
            k: set[int] = set()
            for defs, uses in regs:
                for r in uses:
                    if r.__class__ is VReg and r.id not in k:
                        g.add(r.id)
                for r in defs:
                    if r.__class__ is VReg:
                        k.add(r.id)
            if self._only is not None:
                g &= self._only
            live_in[b.number], kill[b.number] = g, k
            preds[b.number] = []
        for b in blocks:
            for s in b.succs:
                preds[s.number].append(b.number)
        live_out: dict[int, set[int]] = {n: set() for n in live_in}
        for n, gen in live_in.items():
            for vid in list(gen):
                stack = [n]
                while stack:
                    for p in preds[stack.pop()]:
                        out = live_out[p]
                        if vid in out:
                            continue        # p was reached already (or defines it)
                        out.add(vid)
                        if vid not in kill[p]:
                            into = live_in[p]
                            if vid not in into:
                                into.add(vid)
                                stack.append(p)
        self.live_in_ids = live_in
        self.live_out_ids = live_out
        self.live_in = _BitsView(live_in)
        self.live_out = _BitsView(live_out)

    def _intervals(self) -> dict[int, Interval]:
        lo: dict[int, int] = {}
        hi: dict[int, int] = {}
        uses: dict[int, int] = {}

        def extend(vid: int, p: int) -> None:
            if vid not in lo or p < lo[vid]:
                lo[vid] = p
            if vid not in hi or p > hi[vid]:
                hi[vid] = p

        pos = 0
        early_at = self._early
        unit, off = self.unit, self.off
        for bi, (b, regs) in enumerate(zip(self.mf.blocks, self._vregs)):
            start, end = self.block_start[b.number], self.block_end[b.number]
            for vid in self.live_in_ids[b.number]:
                extend(vid, start)
            for vid in self.live_out_ids[b.number]:
                extend(vid, end)
            # uses read at 2*pos, defs write at 2*pos+1 (inlined `extend`)
            for ii, (mdefs, muses) in enumerate(regs):
                early = early_at.get((bi, ii)) if early_at else None
                p = unit * pos + off
                for r in muses:
                    if r.__class__ is VReg:
                        vid = r.id
                        old = lo.get(vid)
                        if old is None or p < old:
                            lo[vid] = p
                        if hi.get(vid, -1) < p:
                            hi[vid] = p
                        uses[vid] = uses.get(vid, 0) + 1
                p += 1
                for r in mdefs:
                    if r.__class__ is VReg:
                        vid = r.id
                        if early and id(r) in early:
                            extend(vid, p - 1)
                        old = lo.get(vid)
                        if old is None or p < old:
                            lo[vid] = p
                        if hi.get(vid, -1) < p:
                            hi[vid] = p
                        uses[vid] = uses.get(vid, 0) + 1
                pos += 1
            pos += 1
        out = {}
        for vid, v in self.vregs.items():
            iv = Interval(v, lo[vid], hi[vid])
            iv.uses = uses.get(vid, 0)
            out[vid] = iv
        return out

    def _fixed_ranges(self) -> dict[str, tuple[list[int], list[int]]]:
        """Per register unit: the merged, sorted busy ranges as (starts, ends) lists.
        (The hot part is a call's clobber list, dozens of registers per call. Such a
        list is one tuple shared by every call (isel/calls.py), so, like LLVM's register
        masks, it is handled per tuple: a call only records its def slot under its
        tuple, and each unit of the tuple gets the one-slot ranges of all those calls at
        the end, in one `extend`. Other registers' units are looked up once per
        function, and all the plain defs of one instruction share one range tuple.)"""
        ranges: dict[str, list[tuple[int, int]]] = {}
        units_of: dict[Reg, tuple[str, ...]] = {}
        # id(clobber tuple) -> (its units, the def slots of the calls carrying it)
        masks: dict[int, tuple[list[str], list[tuple[int, int]]]] = {}
        pos = 0
        early_at = self._early
        step, off = self.unit, self.off
        for bi, (b, regs) in enumerate(zip(self.mf.blocks, self._regs)):
            open_def: dict[str, int] = {}
            for lr in b.live_in:            # (not `r`: mypy would type the `r` below Reg)
                for u in _units(lr):
                    open_def[u] = self.block_start[b.number] - 1
            instrs = b.instrs
            for ii, (mdefs, muses) in enumerate(regs):
                early = early_at.get((bi, ii)) if early_at else None
                p = step * pos + off
                for r in muses:
                    if r.__class__ is not VReg:
                        us = units_of.get(r)
                        if us is None:
                            us = units_of[r] = _units(r)
                        for u in us:
                            seg = (open_def.get(u, p), p)
                            found = ranges.get(u)
                            if found is None:
                                ranges[u] = [seg]
                            else:
                                found.append(seg)
                q = p + 1
                plain = (q, q)
                clobbers = instrs[ii].implicit_defs
                if len(clobbers) >= _CUT and not early and not any(
                        r.__class__ is VReg for r in clobbers):
                    mask = masks.get(id(clobbers))
                    if mask is None:
                        mask = masks[id(clobbers)] = (
                            list(dict.fromkeys(u for r in clobbers for u in _units(r))), [])
                    mask[1].append(plain)
                    open_def.update(dict.fromkeys(mask[0], q))
                    mdefs = mdefs[:len(mdefs) - len(clobbers)]
                for r in mdefs:
                    if r.__class__ is not VReg:
                        us = units_of.get(r)
                        if us is None:
                            us = units_of[r] = _units(r)
                        seg = (p, q) if early and id(r) in early else plain
                        for u in us:
                            open_def[u] = q
                            found = ranges.get(u)
                            if found is None:
                                ranges[u] = [seg]
                            else:
                                found.append(seg)
                pos += 1
            pos += 1
        for units, slots in masks.values():
            for u in units:
                found = ranges.get(u)
                if found is None:
                    ranges[u] = list(slots)
                else:
                    found.extend(slots)
        merged: dict[str, tuple[list[int], list[int]]] = {}
        for unit, rs in ranges.items():
            rs.sort()
            starts: list[int] = []
            ends: list[int] = []
            for s, e in rs:
                if ends and s <= ends[-1] + 1:
                    ends[-1] = max(ends[-1], e)
                else:
                    starts.append(s)
                    ends.append(e)
            merged[unit] = (starts, ends)
        return merged

    def reg_free_over(self, reg: Reg, start: int, end: int) -> bool:
        """True if no fixed use of `reg` (or an overlapping register) meets [start, end]."""
        for u in _units(reg):
            found = self.fixed.get(u)
            if found is None:
                continue
            starts, ends = found
            i = bisect_right(starts, end) - 1
            if i >= 0 and ends[i] >= start:
                return False
        return True


# a register list at least this long is cut to its VRegs once (`Liveness._vregs`)
_CUT = 8

# every physical register `_vregs_in` has met (they hash by identity and live as long as
# their target): a list made of these alone, a call's clobbers, is passed over in C
_PHYS_SEEN: set[Any] = set()


def _vregs_in(regs: list[Any]) -> list[Any]:
    """The VRegs of `regs`, in order."""
    if _PHYS_SEEN.issuperset(regs):
        return []
    out = []
    for r in regs:
        if r.__class__ is VReg:
            out.append(r)
        else:
            _PHYS_SEEN.add(r)
    return out


class _BitsView:
    """Block number -> the live set as an int bit set (bit n = VReg id n), built when
    asked for: the sets are stored sparse, since an int per block as wide as the
    highest vreg id is quadratic memory in one long function."""
    __slots__ = ("_sets",)

    def __init__(self, sets: dict[int, set[int]]) -> None:
        self._sets = sets

    def __getitem__(self, number: int) -> int:
        return _to_bits(self._sets[number])

    def __contains__(self, number: object) -> bool:
        return number in self._sets

    def __len__(self) -> int:
        return len(self._sets)


def early_clobber_ids(mi: Any) -> set[int]:
    """`id()` of each register operand of `mi` named in `Instr.early_clobber`."""
    names = mi.instr.early_clobber
    return {id(op) for spec, op in zip(mi.instr.operands, mi.ops)
            if spec.name in names and isinstance(op, (Reg, VReg))}


def _units(r: Reg) -> tuple[str, ...]:
    return r.units if r.units else (r.name,)


def _bits(x: int) -> Iterator[int]:
    """The indices of the set bits of `x`, lowest first (linear in the size of `x`)."""
    if not x:
        return
    s = bin(x)[:1:-1]          # binary digits, least significant first
    i = s.find("1")
    while i >= 0:
        yield i
        i = s.find("1", i + 1)


def _to_bits(ids: set[int]) -> int:
    """The int with bit `i` set for each `i` in `ids` (linear, not one shift per id)."""
    if not ids:
        return 0
    buf = bytearray((max(ids) >> 3) + 1)
    for i in ids:
        buf[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(buf, "little")
