"""Post-allocation checkers (in the spirit of LLVM's -verify-machineinstrs for RA).

`verify_allocation` (linear scan) requires the vreg -> register assignment, taken before
operands are rewritten, and checks: every vreg has a register of its class; along every block, a vreg read from its
register still holds that vreg's value (no other def or clobber in between); live-out
vregs are in their registers at the end of each block (so live-ins hold on entry).
Both checkers also check that no early-clobber def (`Instr.early_clobber`) shares a
register with a use of its instruction.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineFunction, VReg, operand_roles
from pyllc.codegen.records import Reg
from pyllc.regalloc.liveness import Liveness, _bits, _units


class AllocationError(Exception):
    """A register-allocation bug (never user input): the message names the place."""


def verify_allocation(mf: MachineFunction, live: Liveness, regs: dict[int, Reg]) -> None:
    for vid, v in live.vregs.items():
        r = regs.get(vid)
        if r is None or r not in v.cls.regs:
            raise AllocationError(f"{mf.name}: {v} of class {v.cls} got {r}")
    for b in mf.blocks:
        holds: dict[str, int] = {}
        for vid in _bits(live.live_in[b.number]):
            for u in _units(regs[vid]):
                holds[u] = vid
        for mi in b.instrs:
            if mi.instr.early_clobber:
                _check_early_clobber(f"{mf.name}: bb.{b.number}", mi, mi.ops,
                                     lambda op: regs[op.id] if isinstance(op, VReg) else op)
            for op in mi.uses():
                if isinstance(op, VReg):
                    for u in _units(regs[op.id]):
                        if holds.get(u) != op.id:
                            raise AllocationError(
                                f"{mf.name}: bb.{b.number}: {mi!r} reads {op} from "
                                f"{regs[op.id]}, which holds {holds.get(u)}")
            for op in mi.defs():
                if isinstance(op, VReg):
                    for u in _units(regs[op.id]):
                        holds[u] = op.id
                elif isinstance(op, Reg):
                    for u in _units(op):
                        holds[u] = -1
            if mi.is_copy and isinstance(mi.ops[0], VReg) and isinstance(mi.ops[1], VReg):
                pass
        for vid in _bits(live.live_out[b.number]):
            for u in _units(regs[vid]):
                if holds.get(u) != vid:
                    raise AllocationError(f"{mf.name}: bb.{b.number}: live-out {live.vregs[vid]} "
                                          f"not in {regs[vid]} at block end")


def verify_local_allocation(mf: MachineFunction, live: Liveness, before: dict[int, list[Any]],
                            spill_code: dict[int, tuple[str, int, int, Reg]],
                            slots: dict[int, int]) -> None:
    """The -O0 allocator's result, checked by replaying every block.

    `before` holds each original instruction's operands before rewriting (by id), and
    `spill_code` the stores and reloads the allocator inserted (kind, vreg, slot,
    register). The fast allocator keeps values that cross blocks in their stack slots, so
    a block starts with its live-in vregs in their slots and nothing in registers. Along
    the block: every register operand that was a vreg must hold that vreg's value (no
    other def, reload or clobber in between); a reload must read a slot that holds its
    vreg, a store must store a register that holds it; at the block's end every live-out
    vreg is in its slot.
    """
    for b in mf.blocks:
        regval: dict[str, int] = {}            # register unit -> vreg id held
        slotval: dict[int, int] = {}           # frame index -> vreg id held
        for vid in _bits(live.live_in[b.number]):
            slotval[slots[vid]] = vid
        for mi in b.instrs:
            where = f"{mf.name}: bb.{b.number}: {mi!r}"
            spill = spill_code.get(id(mi))
            if spill is not None:
                kind, vid, slot, reg = spill
                if kind == "reload":
                    if slotval.get(slot) != vid:
                        raise AllocationError(f"{where}: reloads %{vid} from a slot that "
                                              f"holds {slotval.get(slot)}")
                    for u in _units(reg):
                        regval[u] = vid
                else:
                    if any(regval.get(u) != vid for u in _units(reg)):
                        raise AllocationError(f"{where}: stores %{vid} from {reg}, which "
                                              f"does not hold it")
                    slotval[slot] = vid
                continue
            ops_before = before.get(id(mi))
            if ops_before is None:
                raise AllocationError(f"{where}: an instruction the allocator did not record")
            if mi.instr.early_clobber:
                _check_early_clobber(where, mi, mi.ops, lambda op: op)
            defs, uses = operand_roles(mi.instr)
            for k in uses:
                if k < len(ops_before) and isinstance(ops_before[k], VReg):
                    vid, reg = ops_before[k].id, mi.ops[k]
                    if not isinstance(reg, Reg) or reg not in ops_before[k].cls.regs:
                        raise AllocationError(f"{where}: %{vid} got {reg}, not a register "
                                              f"of class {ops_before[k].cls}")
                    if any(regval.get(u) != vid for u in _units(reg)):
                        raise AllocationError(f"{where}: reads %{vid} from {reg}, which "
                                              f"holds {regval.get(next(iter(_units(reg))))}")
            for op in mi.defs():                 # clobbers and physical defs first
                if isinstance(op, Reg):
                    for u in _units(op):
                        regval[u] = -1
            for k in defs:
                if k < len(ops_before) and isinstance(ops_before[k], VReg):
                    reg = mi.ops[k]
                    if not isinstance(reg, Reg) or reg not in ops_before[k].cls.regs:
                        raise AllocationError(f"{where}: %{ops_before[k].id} got {reg}, not a "
                                              f"register of class {ops_before[k].cls}")
                    for u in _units(reg):
                        regval[u] = ops_before[k].id
        for vid in _bits(live.live_out[b.number]):
            if slotval.get(slots.get(vid, -1)) != vid:
                raise AllocationError(f"{mf.name}: bb.{b.number}: live-out %{vid} is not in "
                                      f"its stack slot at the block's end")


def _check_early_clobber(where: str, mi: Any, ops: list[Any], reg_of: Any) -> None:
    """No early-clobber def of `mi` shares a register unit with one of its uses (a tied
    use is the def itself)."""
    names = mi.instr.early_clobber
    specs = mi.instr.operands
    used: set[str] = set()
    for spec, op in zip(specs, ops):
        if not spec.is_def and isinstance(op, (Reg, VReg)):
            used.update(_units(reg_of(op)))
    for spec, op in zip(specs, ops):
        if spec.is_def and spec.name in names and isinstance(op, (Reg, VReg)):
            clash = used.intersection(_units(reg_of(op)))
            if clash:
                raise AllocationError(f"{where}: {mi!r}: early-clobber {spec.name} shares "
                                      f"{sorted(clash)} with an input")
