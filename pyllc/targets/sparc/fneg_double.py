"""SPARC V8 `fneg`/`fabs` of a double in the FP registers: `fnegs`/`fabss` of the pair's
even (high, sign-carrying: big-endian) register, plus `fmovs` of the odd one when the
result is another pair (SPARC V8 manual B.23 "FP Move": V8 has no double forms), as
llc-16 does.

The pair cannot be split into its halves on virtual registers (the DFPRegs class has
no sub-register operands here), so selection emits a pseudo on whole doubles,
`FNEGD_PSEUDO` / `FABSD_PSEUDO rd, rs`, and `expand_fneg_double` rewrites it once the
registers are physical (SparcInstrInfo.post_ra, before delay slots are filled): one or
two instructions instead of the round trip through a stack slot and the integer
registers (std, 2 ld, xor, 2 st, ldd) the generic lowering took.

Contract: PATTERNS for the pattern table (above patterns.py's integer-register form);
`expand_fneg_double(mf)` on allocated MIR leaves no pseudo behind.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, MachineInstr
from pyllc.codegen.patterns import N, Pat, reg
from pyllc.codegen.records import Instr, Opnd
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.registers import FPR64, F

FNEGD_PSEUDO = I._add(Instr("FNEGD_PSEUDO", "! fnegd $rs2, $rd",
                            (Opnd("rd", FPR64, True), Opnd("rs2", FPR64)),
                            flags=frozenset({"pseudo"})))
FABSD_PSEUDO = I._add(Instr("FABSD_PSEUDO", "! fabsd $rs2, $rd",
                            (Opnd("rd", FPR64, True), Opnd("rs2", FPR64)),
                            flags=frozenset({"pseudo"})))
_SINGLE = {FNEGD_PSEUDO: I.FNEGS, FABSD_PSEUDO: I.FABSS}

PATTERNS = [
    Pat(N.FNEG(reg("a", "f64")), FNEGD_PSEUDO("a"), prio=1),
    Pat(N.FABS(reg("a", "f64")), FABSD_PSEUDO("a"), prio=1),
]


def expand_fneg_double(mf: MachineFunction) -> None:
    """Each pseudo -> `fnegs|fabss hi(rs), hi(rd)` [+ `fmovs lo(rs), lo(rd)`]."""
    for block in mf.blocks:
        if not any(mi.instr in _SINGLE for mi in block.instrs):
            continue
        out: list[MachineInstr] = []
        for mi in block.instrs:
            single = _SINGLE.get(mi.instr)
            if single is None:
                out.append(mi)
                continue
            rd, rs = mi.ops[0].enc, mi.ops[1].enc
            out.append(MachineInstr(single, [F[rd], F[rs]]))
            if rd != rs:
                out.append(MachineInstr(I.FMOVS, [F[rd + 1], F[rs + 1]]))
        block.instrs = out
