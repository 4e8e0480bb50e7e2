"""Register allocation: `allocate(mf, target, opt_level)` replaces every virtual register.

-O0 uses the fast local allocator (regalloc/fast.py), -O1 and up the register
coalescer (regalloc/coalesce.py) and then the greedy allocator (regalloc/greedy.py:
eviction, region splitting, rematerialization, spill-slot sharing), unless `allocator`
names one (llc's -regalloc: "fast", "greedy", or "linear-scan", llc's "basic"). All end
with `lower_copies`. With `verify` (llc's
-verify-machineinstrs; always in the program tests) each allocator's result is checked
by regalloc/verify.py.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.target import Target
from pyllc.regalloc.coalesce import coalesce
from pyllc.regalloc.fast import allocate_fast
from pyllc.regalloc.greedy import allocate_greedy
from pyllc.regalloc.linear_scan import allocate_linear_scan, assign, lower_copies
from pyllc.regalloc.liveness import Liveness
from pyllc.regalloc.two_address import lower_two_address
from pyllc.regalloc.verify import verify_allocation

ALLOCATORS = ("fast", "linear-scan", "greedy")


def allocate(mf: MachineFunction, target: Target, opt_level: int = 2, verify: bool = False,
             allocator: str | None = None) -> None:
    """`allocator` (one of ALLOCATORS, llc's -regalloc) overrides the choice by
    `opt_level`."""
    if allocator is None:
        allocator = "fast" if opt_level == 0 else "greedy"
    elif allocator not in ALLOCATORS:
        raise ValueError(f"unknown register allocator '{allocator}'")
    lower_two_address(mf)
    if allocator == "fast":
        allocate_fast(mf, target, verify=verify)
    else:
        coalesce(mf)
        if allocator == "greedy":
            regs = allocate_greedy(mf, target)
        else:
            regs = allocate_linear_scan(mf, target)
        if verify:
            verify_allocation(mf, Liveness(mf), regs)
        assign(mf, target, regs)
    lower_copies(mf, target)
