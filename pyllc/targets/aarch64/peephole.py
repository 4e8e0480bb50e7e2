"""AArch64 MIR peepholes run right after selection (from `expand_isel_pseudos`).

`drop_repeated_compares`: the selector emits each user of a comparison (cset, csel,
b.cond) right after its own `cmp`, so NZCV never lives across patterns; two selects on
one condition therefore compare twice (`cmp w7, w2; csel ...; cmp w7, w2; csinc ...`).
A compare (an instruction whose only def is NZCV: cmp, cmn, tst, fcmp) equal to the
last flag-setting instruction of its block, with nothing in between that writes NZCV
or any register the compare reads, sets the flags they already hold: it is deleted
(llc's MachineCSE of compares, in the small).

Contract: requires MIR on virtual registers (between isel and register allocation).
Maintains: semantics, SSA form, the CFG. Cost: linear in the instructions.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, MachineInstr
from pyllc.targets.aarch64.registers import NZCV


def _is_compare(mi: MachineInstr) -> bool:
    ins = mi.instr
    return (ins.implicit_defs == (NZCV,) and not mi.implicit_defs
            and not any(s.is_def for s in ins.operands) and not ins.flags)


def drop_repeated_compares(mf: MachineFunction) -> int:
    """Delete the repeated compares of `mf` (see the module docstring); returns how many."""
    dropped = 0
    for b in mf.blocks:
        last: MachineInstr | None = None       # the instruction NZCV holds the result of
        keep: list[MachineInstr] = []
        for mi in b.instrs:
            defs = mi.defs()
            if last is not None and _is_compare(mi) and mi.instr is last.instr \
                    and mi.ops == last.ops:
                dropped += 1
                continue
            if NZCV in defs:
                last = mi if _is_compare(mi) else None
            elif last is not None and any(d in last.uses() for d in defs):
                last = None
            keep.append(mi)
        b.instrs = keep
    return dropped
