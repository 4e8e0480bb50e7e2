"""pylli's engine: link objects into Unicorn memory and run main(argc, argv).

Speed. Unicorn enforces an instruction limit (`emu_start`'s `count`) with a hook on
every instruction, which makes code run about 30 times slower than Unicorn can run it
(SPARC and AArch64 count blocks instead, emu/limit.py, 2-3 times slower). So a run with the default limit (or any limit a host cannot reach in `FAST_SLICE`
seconds) first runs with no limit and no per-instruction hook, its output held back,
for at most `FAST_SLICE` seconds of wall time. Most programs end within it; their
output is then written and the run is over. A program still running is run again from
the start with the exact limit, its first attempt's output discarded. Programs are
deterministic (the runtime serves no input, clock or randomness), so the second run
produces what the first would have: the outcome never depends on the host's speed,
only the time to reach it does.
"""
from __future__ import annotations

import sys
from typing import Any, BinaryIO

from pyllc.diagnostics import CompileError
from pyllc.emu import unicorn_import  # noqa: F401 - first: Unicorn without setuptools
from pyllc.emu.loader import link
from pyllc.emu.machine import EmulationFault, Machine

DEFAULT_MAX_INSTRUCTIONS = 2_000_000_000
FAST_SLICE = 0.2                # seconds of unlimited running before the exact rerun
# Instructions per second no host reaches under Unicorn: two guest instructions per
# cycle at 5 GHz (measured: 0.8-2.1e9 on simple loops). FAST_SLICE * PEAK_RATE is the
# smallest limit the unlimited first attempt may stand in for (the default, 2e9).
PEAK_RATE = 10_000_000_000


class _HeldOutput:
    """stdout and stderr of the first attempt, in order, written only if it finishes."""

    def __init__(self) -> None:
        self.chunks: list[tuple[int, bytes]] = []

    def stream(self, fd: int) -> Any:
        held = self

        class Stream:
            def write(self, data: bytes) -> None:
                held.chunks.append((fd, bytes(data)))

            def flush(self) -> None:
                pass

        return Stream()

    def release(self, stdout: BinaryIO, stderr: BinaryIO) -> None:
        for fd, data in self.chunks:
            (stderr if fd == 2 else stdout).write(data)
        stdout.flush()
        stderr.flush()


def run_program(objects: list[Any], target: Any, argv: list[bytes],
                max_instructions: int = DEFAULT_MAX_INSTRUCTIONS, stats: bool = False,
                stdout: BinaryIO | None = None, stderr: BinaryIO | None = None) -> tuple[int, int]:
    """Returns (exit status, executed instructions — counted only with `stats`).
    Raises EmulationFault for a CPU fault (the caller reports it as status 139)."""
    out = stdout or sys.stdout.buffer
    err = stderr or sys.stderr.buffer
    if not stats and max_instructions >= FAST_SLICE * PEAK_RATE:
        held = _HeldOutput()
        machine = Machine(target, held.stream(1), held.stream(2))
        entry = _main(link(machine, objects))
        try:
            status = machine.run(entry, argv, 0, False, timeout=FAST_SLICE)
        except EmulationFault:
            held.release(out, err)
            raise
        if not machine.timed_out:
            held.release(out, err)
            return status, 0
    machine = Machine(target, out, err)
    entry = _main(link(machine, objects))
    status = machine.run(entry, argv, max_instructions, stats)
    return status, machine.rt.instructions


def _main(symbols: dict[str, int]) -> int:
    if "main" not in symbols:
        raise CompileError("no 'main' function to run")
    return symbols["main"]


__all__ = ["run_program", "EmulationFault", "DEFAULT_MAX_INSTRUCTIONS"]
