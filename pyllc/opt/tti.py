"""The target-query interface of the optimizer (LLVM's TargetTransformInfo, the small part
the loop passes need) and `TargetIRAnalysis`, the analysis that hands it out.

Why here: passes such as `loop-reduce` must know which addresses a load or store can
form for free and what an add costs against a multiply, but `pyllc.opt` imports nothing
from `codegen` or `targets`. So the question is asked here, in the optimizer's own
vocabulary, and each target answers it with data (`pyllc/targets/<arch>/tti.py`, an
`AddressingRules` and a `Costs`); the tools layer (`pyopt -mtriple=...`, or the module's
triple) builds the target's `TargetTransformInfo` and registers it with the function
analysis manager, as LLVM's PassBuilder registers `TargetIRAnalysis` with the target
machine's callback.

An address is LLVM's `AddrMode`: `BaseGV + BaseOffset + BaseReg + Scale * ScaledReg`.
`scale == 0` means no scaled register; a lone register is `has_base_reg` (a scale of 1
without a base register is normalized to that).

Without a target (no triple, or one pyllc does not know) the generic answer is LLVM's
`TargetTransformInfoImplBase`: a register, or register + register, no offset, no global;
every operation costs 1.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Function
from pyllc.opt.passmanager import Analysis, AnalysisManager, FunctionAnalysisManager
from pyllc.record import record


@record(frozen=True)
class AddressingRules:
    """The addressing modes of a target's loads and stores, as data.

    - `offset_bits`: signed width of the immediate of `base + imm` (0: no such form);
    - `scaled_offset_bits`: unsigned width of an immediate that is scaled by the access
      size (AArch64's `ldr x0, [x1, #imm12 * 8]`; 0: none);
    - `scales`: the scales an index register may have beside a base register (empty: no
      register + register form); `scale_is_access_size`: the scale must be 1 or the access
      size (AArch64's `lsl #log2(size)`);
    - `index_with_offset`: base + index and an immediate together (x86's disp32);
    - `global_base`: a global's address may be the displacement (x86 RIP-relative),
      and then no register may be added;
    - `post_increment_bits`: signed width of the step of a post-incremented load
      (AArch64's `ldr x0, [x1], #simm9`, which also writes x1 + step back; 0: none).
    """
    offset_bits: int
    scaled_offset_bits: int = 0
    scales: frozenset[int] = frozenset()
    scale_is_access_size: bool = False
    index_with_offset: bool = False
    global_base: bool = False
    post_increment_bits: int = 0


@record(frozen=True)
class Costs:
    """Relative costs, in instructions, of the operations `loop-reduce` weighs."""
    add: int = 1
    shift: int = 1
    mul: int = 1
    #: general-purpose registers the allocator can hand out
    registers: int = 8


#: LLVM's TargetTransformInfoImplBase guess, "taken from the implementation of LSR"
GENERIC_RULES = AddressingRules(offset_bits=0, scales=frozenset({1}))


def _fits_signed(v: int, bits: int) -> bool:
    return bits > 0 and -(1 << (bits - 1)) <= v < (1 << (bits - 1))


class TargetTransformInfo:
    """Answers the loop passes' questions about one target (see module docstring)."""

    def __init__(self, rules: AddressingRules = GENERIC_RULES, costs: Costs | None = None,
                 name: str = "generic") -> None:
        self.rules = rules
        self.costs = costs if costs is not None else Costs()
        self.name = name

    def is_legal_addressing_mode(self, base_gv: Any, base_offset: int, has_base_reg: bool,
                                 scale: int, access_bytes: int) -> bool:
        """Can one load or store of `access_bytes` bytes address
        `base_gv + base_offset + base_reg + scale * index_reg` without extra instructions?"""
        r = self.rules
        if scale == 1 and not has_base_reg:
            scale, has_base_reg = 0, True
        if base_gv is not None:
            return r.global_base and not has_base_reg and scale == 0 and _fits_signed(base_offset, 32)
        if scale == 0:
            if base_offset == 0:
                return True
            if not has_base_reg:         # an absolute address
                return False
            if _fits_signed(base_offset, r.offset_bits):
                return True
            return (r.scaled_offset_bits > 0 and access_bytes > 0 and base_offset > 0
                    and base_offset % access_bytes == 0
                    and base_offset // access_bytes < (1 << r.scaled_offset_bits))
        if not has_base_reg:
            # index * scale alone: x86 has it (no base); others do not
            return r.index_with_offset and scale in r.scales and _fits_signed(base_offset, r.offset_bits)
        if r.scale_is_access_size:
            ok = scale == 1 or scale == access_bytes
        else:
            ok = scale in r.scales
        if not ok or not r.scales:
            return False
        return base_offset == 0 or (r.index_with_offset and _fits_signed(base_offset, r.offset_bits))

    def is_legal_post_increment(self, step: int) -> bool:
        """Can a load from a register also add `step` to it, in one instruction?"""
        bits = self.rules.post_increment_bits
        return bits > 0 and step != 0 and _fits_signed(step, bits)

    def add_cost(self) -> int:
        return self.costs.add

    def mul_cost(self, factor: int) -> int:
        """Cost of multiplying a register by the constant `factor` (a shift for powers of 2)."""
        if factor in (0, 1):
            return 0
        if factor > 0 and factor & (factor - 1) == 0:
            return self.costs.shift
        return self.costs.mul

    def num_registers(self) -> int:
        return self.costs.registers


class TargetIRAnalysis(Analysis[Function]):
    """`target-ir`: the function's TargetTransformInfo. The generic one unless a tool
    registered the target's (`register_target_info`)."""
    name = "target-ir"

    def __init__(self, tti: TargetTransformInfo | None = None) -> None:
        self.tti = tti

    def run(self, unit: Function, am: AnalysisManager[Function]) -> TargetTransformInfo:
        return self.tti if self.tti is not None else TargetTransformInfo()


def register_target_info(fam: FunctionAnalysisManager, tti: TargetTransformInfo) -> None:
    """Make `TargetIRAnalysis` answer with `tti` for every function `fam` serves."""
    fam.register(TargetIRAnalysis, lambda: TargetIRAnalysis(tti))
