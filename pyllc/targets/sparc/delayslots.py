"""The delay-slot pass (post-RA, registered as the target's `post_ra` hook).

Contract: requires MIR after frame lowering (physical registers, prologue/epilogue in
place, `ret` followed by its `restore`); maintains the semantics of every block; breaks
nothing. Afterwards every instruction flagged `has_delay_slot` (branches, calls, jmpl
returns) is followed by exactly one instruction in the same block: its delay slot
(SPARC V8 manual 5.5 "Delayed Control Transfer").

- `ret` + `restore` (the epilogue) already fills its slot.
- At -O2 the slot takes an instruction from up to LOOKBACK instructions before the
  transfer (same block) when that is safe: not itself a transfer, not a pseudo, no side
  effects (save/restore/wr %y, the nop separating fcmp from fb<cc>), nothing touching
  %o7 or an FP register, and no register dependence (units compared, so %f0 conflicts
  with %d0) with the transfer or any instruction it moves across; loads move only
  across non-stores, stores across no memory access. For calls the slot still runs
  before the callee, so argument registers may be written there (only the call's own
  explicit operands, the target register of `call %reg`, must not be).
- Otherwise, and always at -O0/-O1, the slot is a `nop`.
- A call returning a structure (patterns._mark_sret) gets its `unimp <size>` word
  after the slot (the callee returns to %i7+12).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineFunction, MachineInstr
from pyllc.codegen.records import Reg
from pyllc.targets.sparc import instrs as I

_NEVER = frozenset({I.NOP, I.RESTORE, I.SAVEri, I.SAVErr, I.FCMPS, I.FCMPD, I.WRYrr, I.WRYri,
                    I.RDY, I.UNIMP})


def _units(regs: Any) -> set[str]:
    out: set[str] = set()
    for r in regs:
        if isinstance(r, Reg):
            out.update(r.units or (r.name,))
    return out


def _movable(cand: MachineInstr) -> bool:
    ins = cand.instr
    if ins in _NEVER or ins.has("has_delay_slot") or ins.has("pseudo") or ins.has("terminator"):
        return False
    if ins.has("side_effects") or ins.has("call"):
        return False
    regs = _units(cand.defs()) | _units(cand.uses())
    # o7: a call writes it before its slot runs. FP: pylli's host FPU (emulator.py) cannot
    # run an FP instruction in a delay slot, so they never go there.
    return "o7" not in regs and not any(u[0] == "f" for u in regs)


def _independent(cand: MachineInstr, other: MachineInstr, is_call: bool = False) -> bool:
    """`cand` may move from before `other` to after it (no register dependence; for a
    call's arguments and clobbers, the slot still runs before the callee)."""
    c_defs, c_uses = _units(cand.defs()), _units(cand.uses())
    if is_call:
        read = _units(op for spec, op in zip(other.instr.operands, other.ops) if not spec.is_def)
        return not (c_defs & read)
    o_defs, o_uses = _units(other.defs()), _units(other.uses())
    if c_defs & (o_uses | o_defs) or c_uses & o_defs:
        return False
    mem = ("load", "store")
    if any(cand.instr.has(f) for f in mem) and any(other.instr.has(f) for f in mem + ("call",)):
        return cand.instr.has("load") and not other.instr.has("store") and not other.instr.has("call")
    return True


LOOKBACK = 4          # how far before the transfer a slot instruction is looked for


def _find_filler(out: list[MachineInstr], xfer: MachineInstr, slots: set[int]
                 ) -> int | None:
    """Index in `out` of an instruction that can fill `xfer`'s slot, or None. `slots`
    holds the ids of instructions already sitting in a delay slot (never moved again)."""
    if xfer.instr.name.startswith("FB"):
        return None                          # fb<cc> slots stay nops (emulator.py)
    is_call = xfer.instr.has("call")
    for k in range(len(out) - 1, max(-1, len(out) - 1 - LOOKBACK), -1):
        cand = out[k]
        if cand.instr.has("has_delay_slot") or cand.instr is I.NOP or id(cand) in slots:
            return None                      # do not reach into another transfer's slot
        if (_movable(cand) and _independent(cand, xfer, is_call)
                and all(_independent(cand, out[j]) for j in range(k + 1, len(out)))
                and not (k + 1 < len(out) and out[k + 1].instr is I.NOP and k > 0
                         and out[k - 1].instr in (I.FCMPS, I.FCMPD))):
            return k
        if cand.instr.has("side_effects") or cand.instr.has("call"):
            return None
    return None


def fill_delay_slots(mf: MachineFunction, opt_level: int) -> None:
    sret_calls = mf.info.get("sparc_sret_calls", {})
    slots: set[int] = set()
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
            if opt_level >= 2:
                k = _find_filler(out, mi, slots)
                if k is not None:
                    slot = out.pop(k)
            if slot is None:
                slot = MachineInstr(I.NOP, [])
            slot.parent = block
            slots.add(id(slot))
            out.append(mi)
            out.append(slot)
            if id(mi) in sret_calls:          # structure return: `unimp <size>` follows
                out.append(MachineInstr(I.UNIMP, [sret_calls[id(mi)]]))
                out[-1].parent = block
            i += 1
        block.instrs = out
