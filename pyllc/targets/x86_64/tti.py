"""What x86-64 answers to the optimizer's target queries (pyllc/opt/tti.py).

Addressing (Intel SDM vol. 2, 2.1.5 "Addressing-Mode Encoding of ModR/M and SIB Bytes"):
`disp32(base, index, scale)` with scale 1, 2, 4 or 8 and a signed 32-bit displacement, all
in one operand; a global is `sym(%rip)` (RIP-relative, no register beside it).
Registers: the 16 general-purpose registers.
"""
from __future__ import annotations

from pyllc.opt.tti import AddressingRules, Costs, TargetTransformInfo

RULES = AddressingRules(offset_bits=32, scales=frozenset({1, 2, 4, 8}), index_with_offset=True,
                        global_base=True)
COSTS = Costs(add=1, shift=1, mul=1, registers=16)


def target_info() -> TargetTransformInfo:
    return TargetTransformInfo(RULES, COSTS, "x86_64")
