"""Repeated compares removed right after selection (llc's MachineCSE of compares, in
the small), for targets with a flags register (AArch64 NZCV, x86-64 EFLAGS), called
from their `expand_isel_pseudos` hook at -O1 and above.

Why: selection emits each user of a comparison (cset/setcc, csel/cmov, b.cond/jcc)
right after its own compare, so flags never live across patterns; two selects on one
condition therefore compare twice (`cmp w7, w2; csel ...; cmp w7, w2; csinc ...`).
A compare (an instruction without explicit defs, no memory access or other flag,
whose only def is the flags register: cmp, cmn, tst, fcmp, ucomisd) equal to the last
flag-setting instruction of its block, with nothing in between that writes the flags
or any register the compare reads, sets the flags they already hold: it is deleted.

Contract: requires MIR on virtual registers (between isel and register allocation).
Maintains: semantics, SSA form, the CFG. Cost: linear in the instructions.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, MachineInstr
from pyllc.codegen.records import Reg

_BARRIERS = frozenset({"call", "side_effects", "barrier"})


def _is_compare(mi: MachineInstr, flags: Reg) -> bool:
    ins = mi.instr
    return (ins.implicit_defs == (flags,) and not mi.implicit_defs and not ins.implicit_uses
            and not mi.implicit_uses and not any(s.is_def for s in ins.operands)
            and not ins.flags)


def drop_repeated_compares(mf: MachineFunction, flags: Reg) -> int:
    """Delete the repeated compares of `mf` (see the module docstring); returns how many."""
    dropped = 0
    for b in mf.blocks:
        last: MachineInstr | None = None       # the compare whose result the flags hold
        keep: list[MachineInstr] = []
        for mi in b.instrs:
            defs = mi.defs()
            if last is not None and _is_compare(mi, flags) and mi.instr is last.instr \
                    and mi.ops == last.ops:
                dropped += 1
                continue
            if mi.instr.flags & _BARRIERS:            # calls, inline asm: assume clobbered
                last = None
            elif flags in defs:
                last = mi if _is_compare(mi, flags) else None
            elif last is not None and any(d in last.uses() for d in defs):
                last = None
            keep.append(mi)
        b.instrs = keep
    return dropped
