"""What RISC-V 64 answers to the optimizer's target queries (pyllc/opt/tti.py).

Addressing (RISC-V unprivileged spec, 2.6 "Load and Store Instructions"): loads and
stores take one base register and a signed 12-bit offset only; there is no register +
register form, so an index costs a shift and an add before every access.
Registers: 31 (x1-x31).
"""
from __future__ import annotations

from pyllc.opt.tti import AddressingRules, Costs, TargetTransformInfo

RULES = AddressingRules(offset_bits=12)
COSTS = Costs(add=1, shift=1, mul=1, registers=31)


def target_info() -> TargetTransformInfo:
    return TargetTransformInfo(RULES, COSTS, "riscv64")
