"""Linear-scan register allocation (Poletto & Sarkar, "Linear Scan Register Allocation",
TOPLAS 1999) with fixed-register ranges, copy hints and spill-everywhere rewriting.

Requires: MIR on virtual registers; physical registers only where the ABI puts them
(argument/result copies, call clobbers); `target.reserved`/`target.scratch` never used.
Maintains: block structure; instruction order, except that spill code is inserted.
Breaks: nothing — on return no VReg is left, COPYs between equal registers are gone and
the remaining ones are target moves.

Algorithm: intervals sorted by start; an `active` list of intervals holding registers.
A register is free for an interval if no active interval holds it (or an overlapping
unit) and no fixed range of it meets the interval. Copy-related values are offered the
register of their partner first (coalescing by hint). When nothing is free, the interval
among the current one and the active ones of the same class that ends last is spilled;
spilled vregs are rewritten (a fresh short-lived vreg around every use and def, loaded
from / stored to one stack slot) and allocation runs again until nothing spills.
"""
from __future__ import annotations

from pyllc.codegen.mir import _ROLE_CACHE, MachineFunction, MachineInstr, VReg, operand_roles
from pyllc.codegen.records import Reg, RegClass
from pyllc.codegen.target import Target
from pyllc.regalloc.liveness import Interval, Liveness, _units
from pyllc.regalloc.spill import rewrite_spills

MAX_ROUNDS = 8


def allocate_linear_scan(mf: MachineFunction, target: Target) -> dict[int, Reg]:
    """Assign a register to every VReg of `mf` (rewriting spills); returns vreg id -> Reg."""
    no_spill: set[int] = set()
    for _ in range(MAX_ROUNDS):
        live = Liveness(mf)
        spilled = _scan(mf, target, live, no_spill)
        if not spilled:
            return {vid: iv.assigned_reg() for vid, iv in live.intervals.items()}
        no_spill |= rewrite_spills(mf, target, spilled)
    raise RuntimeError(f"register allocation did not converge in {mf.name}")


def _allowed(cls: RegClass, target: Target) -> list[Reg]:
    banned = target.reserved | set(target.scratch)
    return [r for r in cls.order if r not in banned]


def _hints(mf: MachineFunction, live: Liveness) -> None:
    """Record copy partners: `dst = COPY src` hints each side to the other."""
    for b in mf.blocks:
        for mi in b.instrs:
            if mi.is_copy:
                dst, src = mi.ops[0], mi.ops[1]
                if isinstance(dst, VReg) and dst.id in live.intervals:
                    live.intervals[dst.id].hint = src
                if isinstance(src, VReg) and src.id in live.intervals:
                    iv = live.intervals[src.id]
                    if iv.hint is None:
                        iv.hint = dst


def _scan(mf: MachineFunction, target: Target, live: Liveness, no_spill: set[int]) -> list[Interval]:
    _hints(mf, live)
    order = sorted(live.intervals.values(), key=lambda iv: (iv.start, iv.vreg.id))
    allowed_cache: dict[str, list[Reg]] = {}
    active: list[Interval] = []
    busy: dict[str, Interval] = {}          # register unit -> interval holding it
    spilled: list[Interval] = []

    for iv in order:
        iv.no_spill = iv.vreg.id in no_spill
        # Expire intervals that ended before this one starts.
        if active:
            keep = []
            for a in active:
                if a.end < iv.start:
                    for u in _units(a.assigned_reg()):
                        if busy.get(u) is a:
                            del busy[u]
                else:
                    keep.append(a)
            active = keep
        cls = iv.vreg.cls
        allowed = allowed_cache.get(cls.name)
        if allowed is None:
            allowed = allowed_cache[cls.name] = _allowed(cls, target)
        reg = _pick(iv, allowed, busy, live)
        if reg is None:
            choice = _choose_eviction(iv, allowed, busy, live)
            if choice is None:
                spilled.append(iv)
                continue
            reg, victims = choice
            for victim in victims:
                for u in _units(victim.assigned_reg()):
                    if busy.get(u) is victim:
                        del busy[u]
                active.remove(victim)
                victim.reg = None
                spilled.append(victim)
        iv.reg = reg
        for u in _units(reg):
            busy[u] = iv
        active.append(iv)
    return spilled


def _pick(iv: Interval, allowed: list[Reg], busy: dict[str, Interval], live: Liveness) -> Reg | None:
    hint = iv.hint
    if isinstance(hint, VReg):
        other = live.intervals.get(hint.id)
        hint = other.reg if other is not None else None
    if isinstance(hint, Reg) and hint in allowed and _free(hint, iv, busy, live):
        return hint
    for r in allowed:
        if _free(r, iv, busy, live):
            return r
    return None


def _free(r: Reg, iv: Interval, busy: dict[str, Interval], live: Liveness) -> bool:
    for u in _units(r):
        if u in busy:
            return False
    return live.reg_free_over(r, iv.start, iv.end)


def _choose_eviction(iv: Interval, allowed: list[Reg], busy: dict[str, Interval],
                     live: Liveness) -> tuple[Reg, list[Interval]] | None:
    """A register of `iv`'s class to take by spilling the intervals that hold it (or any
    overlapping unit: x86 sub-registers of other classes, SPARC float pairs). Prefers the
    register whose holders stay live longest; None means spill `iv` itself (it ends
    after them). Spill temporaries are never evicted."""
    best: tuple[Reg, list[Interval]] | None = None
    best_key = -1
    for r in allowed:
        if not live.reg_free_over(r, iv.start, iv.end):
            continue
        holders = list({id(h): h for u in _units(r) if (h := busy.get(u)) is not None}.values())
        if any(h.no_spill for h in holders):
            continue
        key = min((h.end for h in holders), default=1 << 62)
        if key > best_key:
            best, best_key = (r, holders), key
    if best is None:
        if iv.no_spill:
            raise RuntimeError(f"no register for spill temporary {iv} in {live.mf.name}")
        return None
    if not iv.no_spill and best_key <= iv.end:
        return None
    return best


def assign(mf: MachineFunction, target: Target, regs: dict[int, Reg]) -> None:
    """Rewrite VReg operands to their registers."""
    for b in mf.blocks:
        for mi in b.instrs:
            ops = mi.ops
            for i, op in enumerate(ops):
                if op.__class__ is VReg:        # (VReg has no subclasses)
                    ops[i] = regs[op.id]


def lower_copies(mf: MachineFunction, target: Target) -> None:
    """On allocated code: drop identity COPYs, turn the others into target moves, and
    record the callee-saved registers the function writes."""
    copy_phys = target.instr_info.copy_phys
    callee_saved = set(target.callconv.callee_saved)
    used: dict[str, Reg] = {}
    # id(implicit-def tuple) -> (the tuple, its callee-saved registers): a call's
    # clobber list is one tuple shared by every call, looked through once (the entry
    # holds the tuple, so its id is not reused while the table lives)
    implicit_saved: dict[int, tuple[tuple, list[Reg]]] = {}

    def saved_in(regs: tuple) -> list[Reg]:
        found = implicit_saved.get(id(regs))
        if found is None:
            found = implicit_saved[id(regs)] = (
                regs, [r for r in regs if isinstance(r, Reg) and r in callee_saved])
        return found[1]

    roles = _ROLE_CACHE
    for b in mf.blocks:
        instrs = b.instrs
        out: list[MachineInstr] | None = None      # a new list from the first COPY on
        for k, mi in enumerate(instrs):
            instr = mi.instr
            ops = mi.ops
            n = len(ops)
            for d in (roles.get(instr) or operand_roles(instr))[0]:
                if d < n:
                    op = ops[d]
                    if op.__class__ is Reg and op in callee_saved:
                        used[op.name] = op
            if instr.implicit_defs:
                for r in saved_in(instr.implicit_defs):
                    used[r.name] = r
            if mi.implicit_defs:
                for r in saved_in(mi.implicit_defs):
                    used[r.name] = r
            if instr.name == "COPY":
                if out is None:
                    out = instrs[:k]
                dst, src = ops[0], ops[1]
                if dst is src:
                    continue
                for new in copy_phys(dst, src):
                    new.parent = b
                    out.append(new)
                continue
            if out is not None:
                out.append(mi)
        if out is not None:
            b.instrs = out
    order = {r.name: i for i, r in enumerate(target.callconv.callee_saved)}
    mf.frame.callee_saved_used = sorted(used.values(), key=lambda r: order[r.name])
