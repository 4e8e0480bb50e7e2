"""The fast local allocator used at -O0 (in the spirit of LLVM's RegAllocFast).

Requires: MIR on virtual registers, block succs/preds, no tied operands left (the
two-address pass has turned them into copies).
Maintains: block structure. Breaks: nothing; spill code is inserted.

Each block is allocated on its own, in one forward walk. Values that cross blocks live
in a stack slot at block boundaries: they are loaded on first use and stored (if written)
before the block's terminators. Inside a block a value keeps its register until its last
use; when registers run out, the value whose next use is furthest away is evicted
(stored if needed). Calls evict every value held in a clobbered register that is still
needed afterwards. Physical registers named by instructions (argument and result copies)
are taken from the pool from their definition to their last use.
"""
from __future__ import annotations

from collections.abc import Container
from typing import Any

from pyllc.codegen.mir import (
    _ROLE_CACHE,
    MachineBasicBlock,
    MachineFunction,
    MachineInstr,
    VReg,
    operand_roles,
)
from pyllc.codegen.records import Reg
from pyllc.codegen.target import Target
from pyllc.regalloc.liveness import Liveness, _units
from pyllc.regalloc.spill import mark_spill_code
from pyllc.regalloc.verify import verify_local_allocation

_NONE: frozenset[str] = frozenset()     # no register units defined by this instruction

# id(target) -> (target, per register class name: its allocatable registers in order
# with their units); the target is kept so its id cannot be reused while cached
_ALLOWED: dict[int, tuple[Target, dict[str, list[tuple[Reg, tuple[str, ...]]]]]] = {}


def _allowed(target: Target) -> dict[str, list[tuple[Reg, tuple[str, ...]]]]:
    """The registers the allocator may hand out per class: the same for every function
    of a target, so made once (it was a measurable share of -O0 on AArch64)."""
    got = _ALLOWED.get(id(target))
    if got is None or got[0] is not target:
        banned = target.reserved | set(target.scratch)
        got = _ALLOWED[id(target)] = (target, {
            name: [(r, _units(r)) for r in cls.order if r not in banned]
            for name, cls in target.reg_classes.items()})
    return got[1]


# a def list at least this long (a call's clobbers) is handled by `_clobbers`
_LONG = 8


class _Clobbers:
    """The facts the allocator needs of one long def list made of physical registers
    only: the registers in order, the units they cover, their names, and each name's
    last position in the list with its register (applying the busy ranges of the names
    in that order leaves what applying them along the whole list does)."""
    __slots__ = ("names", "position", "regs", "units")

    def __init__(self, regs: tuple[Reg, ...]) -> None:
        self.regs = regs
        self.units = frozenset(u for r in regs for u in _units(r))
        self.names = tuple(r.name for r in regs)
        self.position: dict[str, tuple[int, Reg]] = {r.name: (k, r) for k, r in enumerate(regs)}


# the def list as a tuple -> its _Clobbers. Registers hash by identity and live as long
# as their target, so the table stays small (lists holding a VReg are not kept).
_CLOBBERS: dict[tuple[Any, ...], _Clobbers] = {}


def _clobbers(defs: list[Any]) -> _Clobbers | None:
    """The _Clobbers of `defs`; None if it holds a virtual register."""
    key = tuple(defs)
    info = _CLOBBERS.get(key)
    if info is None:
        if any(r.__class__ is VReg for r in key):
            return None
        info = _CLOBBERS[key] = _Clobbers(key)
    return info


class _BlockAllocator:
    def __init__(self, mf: MachineFunction, target: Target, live: Liveness, slots: dict[int, int]) -> None:
        self.mf = mf
        self.target = target
        self.live = live
        self.slots = slots
        self.store = target.instr_info.store_to_slot
        self.load = target.instr_info.load_from_slot
        # spill code the allocator inserted: id(instr) -> ("store"|"reload", vreg id, slot,
        # register), for the allocation verifier (regalloc/verify.py)
        self.spill_code: dict[int, tuple[str, int, int, Reg]] = {}
        self.allowed = _allowed(target)
        # vreg id -> the VReg, for every vreg that was given a register (so the
        # liveness need not number the function to find them)
        self.vregs: dict[int, VReg] = {}

    def run(self, b: MachineBasicBlock) -> None:
        live_out = self.live.live_out_ids[b.number]
        instrs = b.instrs
        # (registers defined, registers read) per instruction, before any rewriting: the
        # liveness snapshot, taken before any block was allocated
        regs = self.live.block_regs[b.number]
        # One walk over the snapshot gives (a) next-use positions: for each vreg, the
        # instruction indices that read it (popped as they pass); (b) the physical
        # registers each instruction defines (by index; most define none); (c) for each
        # physical register value, (defining index, reg name) -> index of its last use
        # (index -1: a block live-in).
        # A call's def list (its clobbers: dozens of registers, the same for every call
        # of a kind) is looked at once per distinct list (`_clobbers`): `long_at` holds
        # its facts for the instruction's index, and `used_at` the names of the
        # registers an instruction defines that are read later in the block.
        uses: dict[int, list[int]] = {}
        phys_defs_at: dict[int, list[Reg] | tuple[Reg, ...]] = {}
        phys_last_use: dict[tuple[int, str], int] = {}
        used_at: dict[int, set[str]] = {}
        long_at: dict[int, _Clobbers] = {}
        open_def: dict[str, int] = {r.name: -1 for r in b.live_in}
        for i, (mi_defs, mi_uses) in enumerate(regs):
            for op in mi_uses:
                if op.__class__ is VReg:
                    lst = uses.get(op.id)
                    if lst is None:
                        uses[op.id] = [i]
                    else:
                        lst.append(i)
                else:
                    name = op.name
                    d = open_def.get(name)
                    if d is not None:
                        phys_last_use[(d, name)] = i
                        names = used_at.get(d)
                        if names is None:
                            used_at[d] = {name}
                        else:
                            names.add(name)
            if len(mi_defs) >= _LONG:
                info = _clobbers(mi_defs)
                if info is not None:
                    open_def.update(dict.fromkeys(info.names, i))
                    phys_defs_at[i] = info.regs
                    long_at[i] = info
                    continue
            pd = None
            for op in mi_defs:
                if op.__class__ is not VReg:
                    open_def[op.name] = i
                    if pd is None:
                        pd = phys_defs_at[i] = [op]
                    else:
                        pd.append(op)
        for lst in uses.values():
            lst.reverse()                       # pop() gives the next use
        self.where: dict[int, Reg] = {}         # vreg id -> register
        self.holder: dict[str, int] = {}        # register unit -> vreg id
        self.dirty: set[int] = set()
        self.phys_busy: dict[str, int] = {}     # unit -> last instruction index using it
        self.uses, self.live_out = uses, live_out
        phys_busy = self.phys_busy
        where, dirty = self.where, self.dirty
        for r in b.live_in:       # incoming argument registers: busy until read
            last = phys_last_use.get((-1, r.name))
            if last is not None:
                for u in _units(r):
                    phys_busy[u] = last
        self.instr_defs: Container[str] = _NONE
        out: list[MachineInstr] = []
        term = b.first_terminator()
        holder = self.holder
        for i, mi in enumerate(instrs):
            instr = mi.instr
            # asm goto may leave the block: live-out values are in their slots before
            # it too
            if i == term or "asm_goto" in instr.flags:
                self._flush_live_out(out)
            self.i = i
            self.instr_defs = _NONE
            def_idx, use_idx = _ROLE_CACHE.get(instr) or operand_roles(instr)
            ops = mi.ops
            n_ops = len(ops)
            early = instr.early_clobber
            if early:
                # 0. early-clobber registers (inline asm clobbers) hold no input: empty them
                ec_phys = [op for spec, op in zip(instr.operands, ops)
                           if spec.name in early and isinstance(op, Reg)]
                for r in ec_phys:
                    self._evict_reg(r, out, keep_value=True)
                self.instr_defs = {u for r in ec_phys for u in _units(r)}
            # 1. uses: make sure every vreg read is in a register
            seen: dict[int, Reg] | None = None
            for k in use_idx:
                if k >= n_ops:
                    break
                op = ops[k]
                if op.__class__ is not VReg:
                    continue
                if seen is None:
                    seen = {}
                got = seen.get(op.id)
                if got is None:
                    got = where.get(op.id)
                    if got is None:
                        got = self._use(op, out)
                    seen[op.id] = got
                ops[k] = got
            if seen is not None:
                for op in seen:
                    lst = uses.get(op)
                    while lst and lst[-1] <= i:
                        lst.pop()
            if early:
                # 1b. early-clobber vreg defs, while the inputs still hold their registers
                self.instr_defs = {u for r in regs[i][0] if isinstance(r, Reg) for u in _units(r)}
                for spec, k in zip(instr.operands, range(n_ops)):
                    op = ops[k]
                    if spec.name in early and op.__class__ is VReg and op.id not in where:
                        self._assign(op, out)       # step 4 finds it in `where`
            # 2. free registers of values that die here (not those it writes again: a
            # tied def keeps its input's register)
            if seen is not None:
                redefined: set[int] | None = None
                for vid in seen:
                    if not uses.get(vid) and vid not in live_out:
                        if redefined is None:
                            redefined = {ops[k].id for k in def_idx
                                         if k < n_ops and ops[k].__class__ is VReg}
                        if vid not in redefined:
                            self._free(vid)
            # 3. physical registers defined here (copies into argument regs, clobbers)
            phys_defs = phys_defs_at.get(i)
            if phys_defs is not None:
                info = long_at.get(i)
                if info is None and len(phys_defs) == 1:
                    # the common case (x86 EFLAGS, a copy into an argument register): as
                    # below, with the units as they are and no call to evict nothing
                    r = phys_defs[0]
                    us = _units(r)
                    self.instr_defs = us
                    for u in us:
                        if u in holder:
                            self._evict_reg(r, out, keep_value=True)
                            break
                    last = phys_last_use.get((i, r.name))
                    if last is not None:
                        for u in us:
                            phys_busy[u] = last
                elif info is None:
                    self.instr_defs = {u for r in phys_defs for u in _units(r)}
                    for r in phys_defs:
                        self._evict_reg(r, out, keep_value=True)
                        last = phys_last_use.get((i, r.name))
                        if last is not None:
                            for u in _units(r):
                                phys_busy[u] = last
                else:
                    # the same as above, in the same order (evicting does not read
                    # phys_busy): registers nothing holds need no eviction, and only
                    # those read later get a busy range
                    self.instr_defs = info.units
                    if not info.units.isdisjoint(holder):
                        for r in phys_defs:
                            self._evict_reg(r, out, keep_value=True)
                    names = used_at.get(i)
                    if names:
                        for _, r in sorted(info.position[name] for name in names):
                            last = phys_last_use[(i, r.name)]
                            for u in _units(r):
                                phys_busy[u] = last
            if phys_busy:
                for u in [u for u, last in phys_busy.items() if last <= i]:
                    del phys_busy[u]
            # 4. defs
            for k in def_idx:
                if k >= n_ops:
                    break
                op = ops[k]
                if op.__class__ is not VReg:
                    continue
                vid = op.id
                reg = where.get(vid) or self._assign(op, out)
                ops[k] = reg
                dirty.add(vid)
                if not uses.get(vid) and vid not in live_out:
                    self._free(vid)
            out.append(mi)
        if term == len(instrs):
            self._flush_live_out(out)
        for mi in out:
            mi.parent = b
        b.instrs = out

    # ---- helpers ------------------------------------------------------------------
    def _slot(self, v: VReg) -> int:
        slot = self.slots.get(v.id)
        if slot is None:
            slot = self.slots[v.id] = self.mf.frame.create(v.cls.spill_size, v.cls.spill_align, "spill")
        return slot

    def _use(self, v: VReg, out: list[MachineInstr]) -> Reg:
        reg = self.where.get(v.id)
        if reg is not None:
            return reg
        reg = self._assign(v, out)
        self._emit("reload", v, reg, out)
        return reg

    def _emit(self, kind: str, v: VReg, reg: Reg, out: list[MachineInstr]) -> None:
        """Spill (`store`) `v` from `reg` to its slot, or reload it into `reg`."""
        slot = self._slot(v)
        code = (self.store if kind == "store" else self.load)(self.mf, reg, slot, v.cls)
        mark_spill_code(self.mf, code, slot, kind == "store")
        for mi in code:
            self.spill_code[id(mi)] = (kind, v.id, slot, reg)
        out.extend(code)

    def _assign(self, v: VReg, out: list[MachineInstr]) -> Reg:
        allowed = self.allowed[v.cls.name]
        holder, phys_busy, instr_defs = self.holder, self.phys_busy, self.instr_defs
        for r, units in allowed:
            for u in units:
                if u in holder or u in phys_busy or u in instr_defs:
                    break
            else:
                self._take(v, r)
                return r
        # Evict the value whose next use is furthest away.
        best, best_dist = None, -1
        uses, here = self.uses, self.i
        for r, units in allowed:
            dist = 0
            for u in units:
                if u in phys_busy or u in instr_defs:
                    dist = -1              # not available at all
                    break
                vid = holder.get(u)
                if vid is not None:
                    nxt = uses.get(vid)
                    d = nxt[-1] if nxt else 1 << 30
                    if d == here:
                        dist = -2          # needed by this very instruction
                        break
                    if d > dist:
                        dist = d
            if dist > best_dist:
                best, best_dist = r, dist
        if best is None:
            raise RuntimeError(f"fast regalloc: no register for {v} in {self.mf.name}")
        self._evict_reg(best, out, keep_value=True)
        self._take(v, best)
        return best

    def _take(self, v: VReg, r: Reg) -> None:
        self.where[v.id] = r
        self.vregs[v.id] = v
        for u in _units(r):
            self.holder[u] = v.id

    def _free(self, vid: int) -> None:
        r = self.where.pop(vid, None)
        self.dirty.discard(vid)
        if r is not None:
            for u in _units(r):
                if self.holder.get(u) == vid:
                    del self.holder[u]

    def _needed_later(self, vid: int) -> bool:
        return bool(self.uses.get(vid)) or vid in self.live_out

    def _evict_reg(self, r: Reg, out: list[MachineInstr], keep_value: bool) -> None:
        for u in _units(r):
            vid = self.holder.get(u)
            if vid is None:
                continue
            v = self.vregs[vid]
            if keep_value and vid in self.dirty and self._needed_later(vid):
                self._emit("store", v, self.where[vid], out)
            self._free(vid)

    def _flush_live_out(self, out: list[MachineInstr]) -> None:
        for vid in sorted(self.dirty):
            if vid in self.live_out:
                self._emit("store", self.vregs[vid], self.where[vid], out)
        self.dirty.clear()


def allocate_fast(mf: MachineFunction, target: Target, verify: bool = False) -> None:
    """Allocate every block of `mf` locally; rewrites operands in place. With `verify`,
    the result is checked by regalloc/verify.py `verify_local_allocation`."""
    live = Liveness(mf, full=False, keep_regs=True, number=verify)
    before = {id(mi): list(mi.ops) for b in mf.blocks for mi in b.instrs} if verify else {}
    slots: dict[int, int] = {}
    alloc = _BlockAllocator(mf, target, live, slots)
    for b in mf.blocks:
        alloc.run(b)
    if verify:
        verify_local_allocation(mf, live, before, alloc.spill_code, slots)
