"""What SPARC V8 answers to the optimizer's target queries (pyllc/opt/tti.py).

Addressing (SPARC V8 manual, B.1 "Load Integer Instructions", "address = r[rs1] +
(i ? sign_ext(simm13) : r[rs2])"): base + signed 13-bit immediate, or base + register
(unscaled); never both.
Registers: the 24 of the window (%o, %l, %i) less %sp, %fp and %o7, plus %g1-%g4.
"""
from __future__ import annotations

from pyllc.opt.tti import AddressingRules, Costs, TargetTransformInfo

RULES = AddressingRules(offset_bits=13, scales=frozenset({1}))
COSTS = Costs(add=1, shift=1, mul=1, registers=25)


def target_info() -> TargetTransformInfo:
    return TargetTransformInfo(RULES, COSTS, "sparc")
