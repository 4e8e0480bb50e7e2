"""Why an emulated program crashed, said in one line a user can act on:

    write to 0x12345678 (unmapped) at pc 0x10234 in function store_wild
    stack overflow: write to 0x7dfffff8 below the stack at pc 0x10010 in function f
    fetch from 0x0 (unmapped) at pc 0x0 (a call through a null function pointer?)

Unicorn reports a bad access through its memory hooks (the access kind and the data
address) and then stops with an error that names neither; `FaultInfo` keeps what the
hook saw, and `describe` turns it and the pc into the line above. Functions are named
from the linked objects' symbols (`Symbols`).
"""
from __future__ import annotations

from bisect import bisect_right

from pyllc.record import record

STACK_GUARD = 0x10_0000   # unmapped bytes below the stack that mean "stack overflow"


@record
class FaultInfo:
    kind: str                   # "read", "write", "fetch"
    state: str                  # "unmapped", "write-protected", ...
    address: int


class Symbols:
    """Address -> the function containing it, from (start, size, name) triples."""

    def __init__(self, functions: list[tuple[int, int, str]]) -> None:
        self.entries = sorted(functions)
        self.starts = [e[0] for e in self.entries]

    def function_at(self, pc: int) -> str | None:
        i = bisect_right(self.starts, pc) - 1
        if i < 0:
            return None
        start, size, name = self.entries[i]
        return name if pc < start + max(size, 1) or size == 0 else None


def place(pc: int, where: str | None) -> str:
    """`at pc 0x... in function NAME` (`where`: the function or runtime part at pc)."""
    return f"at pc {pc:#x}" + (f" in function {where}" if where else "")


def describe(info: FaultInfo | None, place: str, stack_low: int, error: str) -> str:
    """The one-line reason. `place`: `place(pc, where)`; `stack_low`: the lowest mapped
    stack address; `error`: Unicorn's own message, used when no memory hook saw the
    fault (an invalid instruction, a CPU trap)."""
    if info is None:
        return f"{error} {place}"
    kind, state, addr = info.kind, info.state, info.address
    if stack_low - STACK_GUARD <= addr < stack_low and kind != "fetch":
        return f"stack overflow: {kind} to {addr:#x} below the stack {place}"
    verb = f"{kind} from" if kind in ("read", "fetch") else f"{kind} to"
    line = f"{verb} {addr:#x} ({state}) {place}"
    if kind == "fetch" and addr < 0x1000:
        line += " (a call through a null function pointer?)"
    return line
