"""What AArch64 answers to the optimizer's target queries (pyllc/opt/tti.py).

Addressing (Arm ARM C1.3.3 "Load/Store addressing modes"): `[Xn, #imm]` with an unsigned
12-bit immediate scaled by the access size (LDR/STR unsigned offset) or a signed 9-bit
unscaled one (LDUR/STUR); `[Xn, Xm{, lsl #log2(size)}]`: a register index, unscaled or
scaled by exactly the access size; never both an index and an immediate; post-indexed
loads `[Xn], #simm9` (C6.2.132; formed in the backend by post_index.py).
Registers: 31 general-purpose (X0-X30).
"""
from __future__ import annotations

from pyllc.opt.tti import AddressingRules, Costs, TargetTransformInfo

RULES = AddressingRules(offset_bits=9, scaled_offset_bits=12, scales=frozenset({1, 2, 4, 8, 16}),
                        scale_is_access_size=True, post_increment_bits=9)
COSTS = Costs(add=1, shift=1, mul=1, registers=31)


def target_info() -> TargetTransformInfo:
    return TargetTransformInfo(RULES, COSTS, "aarch64")
