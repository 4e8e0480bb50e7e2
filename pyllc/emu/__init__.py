"""pylli's engine: link objects into Unicorn memory and run main(argc, argv)."""
from __future__ import annotations

import sys
from typing import Any, BinaryIO

from pyllc.diagnostics import CompileError
from pyllc.emu.loader import link
from pyllc.emu.machine import EmulationFault, Machine

DEFAULT_MAX_INSTRUCTIONS = 2_000_000_000


def run_program(objects: list[Any], target: Any, argv: list[bytes],
                max_instructions: int = DEFAULT_MAX_INSTRUCTIONS, stats: bool = False,
                stdout: BinaryIO | None = None, stderr: BinaryIO | None = None) -> tuple[int, int]:
    """Returns (exit status, executed instructions — counted only with `stats`).
    Raises EmulationFault for a CPU fault (the caller reports it as status 139)."""
    machine = Machine(target, stdout or sys.stdout.buffer, stderr or sys.stderr.buffer)
    symbols = link(machine, objects)
    if "main" not in symbols:
        raise CompileError("no 'main' function to run")
    status = machine.run(symbols["main"], argv, max_instructions, stats)
    return status, machine.rt.instructions


__all__ = ["run_program", "EmulationFault", "DEFAULT_MAX_INSTRUCTIONS"]
