"""The delay-slot pass (post-RA, registered as the target's `post_ra` hook).

Contract: requires MIR after frame lowering (physical registers, prologue/epilogue in
place, `ret` followed by its `restore`); maintains the semantics of every block; breaks
nothing. Afterwards every instruction flagged `has_delay_slot` (branches, calls, jmpl
returns) is followed by exactly one instruction in the same block: its delay slot
(SPARC V8 manual 5.5 "Delayed Control Transfer").

- `ret` + `restore` (the epilogue) already fills its slot.
- At -O2 the slot takes the instruction right before the transfer when that is safe:
  not itself a transfer, not a pseudo, no side effects (save/restore/wr %y, the nop
  separating fcmp from fb<cc>), and no register dependence with the transfer in either
  direction (units compared, so %f0 conflicts with %d0), and not an fcmp before fb<cc>.
- Otherwise, and always at -O0/-O1, the slot is a `nop`.
- A call returning a structure (patterns._mark_sret) gets its `unimp <size>` word
  after the slot (the callee returns to %i7+12).
"""
from __future__ import annotations

from typing import Any

from ...codegen.mir import MachineFunction, MachineInstr
from ..target import Reg
from . import instrs as I

_NEVER = frozenset({I.NOP, I.RESTORE, I.SAVEri, I.SAVErr, I.FCMPS, I.FCMPD, I.WRYrr, I.WRYri,
                    I.RDY, I.UNIMP})


def _units(regs: Any) -> set[str]:
    out: set[str] = set()
    for r in regs:
        if isinstance(r, Reg):
            out.update(r.units or (r.name,))
    return out


def _can_fill(cand: MachineInstr, xfer: MachineInstr) -> bool:
    ins = cand.instr
    if ins in _NEVER or ins.has("has_delay_slot") or ins.has("pseudo") or ins.has("terminator"):
        return False
    if ins.has("side_effects") or ins.has("call"):
        return False
    c_defs, c_uses = _units(cand.defs()), _units(cand.uses())
    x_defs, x_uses = _units(xfer.defs()), _units(xfer.uses())
    if c_defs & (x_uses | x_defs) or c_uses & x_defs:
        return False
    if "o7" in c_defs or "o7" in c_uses:
        return False
    # FP instructions are executed by pylli's host FPU (emulator.py), which cannot run
    # one in a delay slot; fb<cc> slots stay nops for the same reason.
    if any(u[0] == "f" for u in c_defs | c_uses) or xfer.instr.name.startswith("FB"):
        return False
    return True


def fill_delay_slots(mf: MachineFunction, opt_level: int) -> None:
    sret_calls = mf.info.get("sparc_sret_calls", {})
    for block in mf.blocks:
        out: list[MachineInstr] = []
        instrs = block.instrs
        i = 0
        while i < len(instrs):
            mi = instrs[i]
            if not mi.instr.has("has_delay_slot"):
                out.append(mi)
                i += 1
                continue
            nxt = instrs[i + 1] if i + 1 < len(instrs) else None
            if nxt is not None and nxt.instr is I.RESTORE:
                out.extend((mi, nxt))
                i += 2
                continue
            slot = None
            if opt_level >= 2 and out and _can_fill(out[-1], mi):
                prev = out[-2] if len(out) >= 2 else None
                fcmp_before = prev is not None and prev.instr in (I.FCMPS, I.FCMPD)
                if not fcmp_before:
                    slot = out.pop()
            if slot is None:
                slot = MachineInstr(I.NOP, [])
            slot.parent = block
            out.append(mi)
            out.append(slot)
            if id(mi) in sret_calls:          # structure return: `unimp <size>` follows
                out.append(MachineInstr(I.UNIMP, [sret_calls[id(mi)]]))
                out[-1].parent = block
            i += 1
        block.instrs = out
