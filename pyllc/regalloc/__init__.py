"""Register allocation: `allocate(mf, target, opt_level)` replaces every virtual register.

-O0 uses the fast local allocator (regalloc/fast.py), -O1 and up the register
coalescer (regalloc/coalesce.py) and then linear scan (regalloc/linear_scan.py), unless
`allocator` names one (llc's -regalloc). Both end with `lower_copies`. With `verify` (llc's
-verify-machineinstrs; always in the program tests) each allocator's result is checked
by regalloc/verify.py.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.target import Target
from pyllc.regalloc.coalesce import coalesce
from pyllc.regalloc.fast import allocate_fast
from pyllc.regalloc.linear_scan import allocate_linear_scan, assign, lower_copies
from pyllc.regalloc.liveness import Liveness
from pyllc.regalloc.two_address import lower_two_address
from pyllc.regalloc.verify import verify_allocation

ALLOCATORS = ("fast", "linear-scan")


def allocate(mf: MachineFunction, target: Target, opt_level: int = 2, verify: bool = False,
             allocator: str | None = None) -> None:
    """`allocator` ("fast" or "linear-scan", llc's -regalloc) overrides the choice by
    `opt_level`."""
    if allocator is None:
        allocator = "fast" if opt_level == 0 else "linear-scan"
    elif allocator not in ALLOCATORS:
        raise ValueError(f"unknown register allocator '{allocator}'")
    lower_two_address(mf)
    if allocator == "fast":
        allocate_fast(mf, target, verify=verify)
    else:
        coalesce(mf)
        regs = allocate_linear_scan(mf, target)
        if verify:
            verify_allocation(mf, Liveness(mf), regs)
        assign(mf, target, regs)
    lower_copies(mf, target)
