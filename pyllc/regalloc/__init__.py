"""Register allocation: `allocate(mf, target, opt_level)` replaces every virtual register.

-O0 and -O1+ currently share the linear-scan allocator (regalloc/linear_scan.py).
"""
from __future__ import annotations

from typing import Any

from ..codegen.mir import MachineFunction
from .linear_scan import allocate_linear_scan, assign
from .liveness import Liveness
from .verify import verify_allocation


def allocate(mf: MachineFunction, target: Any, opt_level: int = 2, verify: bool = False) -> None:
    regs = allocate_linear_scan(mf, target)
    if verify:
        verify_allocation(mf, Liveness(mf), regs)
    assign(mf, target, regs)
