"""The exception-handling instructions: `landingpad` and `resume` (Itanium-style
unwinding), and the funclet pads of Windows-style EH (`catchswitch`, `catchpad`,
`cleanuppad`, `catchret`, `cleanupret`). Their own module because they form one idea
apart from the rest of the instruction set, which only ever reaches them through
`invoke`'s unwind edge; operands in LLVM's order, as in instructions.py."""
from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from pyllc.ir.instructions import Instruction, _block
from pyllc.ir.types import Type
from pyllc.ir.values import BasicBlock, Value

__all__ = [
    "CatchPadInst",
    "CatchReturnInst",
    "CatchSwitchInst",
    "CleanupPadInst",
    "CleanupReturnInst",
    "LandingPadInst",
    "ResumeInst",
]


class LandingPadInst(Instruction):
    """Operands are the clause values; `.clause_kinds[i]` is "catch" or "filter"."""
    __slots__ = ("clause_kinds", "cleanup")

    def __init__(self, type: Type, cleanup: bool, clauses: Iterable[tuple[str, Value]] = (),
                 name: str | None = None) -> None:
        Instruction.__init__(self, "landingpad", type, [v for _, v in clauses], name)
        self.cleanup = cleanup
        self.clause_kinds = [k for k, _ in clauses]

    def _copy(self) -> LandingPadInst:
        return LandingPadInst(self.type, self.cleanup, self.clauses)

    @property
    def clauses(self) -> list[tuple[str, Value]]:
        return list(zip(self.clause_kinds, self.operands))


class ResumeInst(Instruction):
    __slots__ = ()
    is_terminator = True


class CatchSwitchInst(Instruction):
    """Operands `[parent_pad, *handlers]` plus the unwind block last when `has_unwind`."""
    __slots__ = ("has_unwind",)
    is_terminator = True

    def __init__(self, type: Type, parent_pad: Value, handlers: Iterable[BasicBlock], unwind: BasicBlock | None,
                 name: str | None = None) -> None:
        ops = [parent_pad, *handlers] + ([unwind] if unwind is not None else [])
        Instruction.__init__(self, "catchswitch", type, ops, name)
        self.has_unwind = unwind is not None

    def _copy(self) -> CatchSwitchInst:
        ops = self.operands
        handlers = ops[1:-1] if self.has_unwind else ops[1:]
        return CatchSwitchInst(self.type, ops[0], cast(list[BasicBlock], handlers),
                               _block(ops[-1]) if self.has_unwind else None)

    @property
    def handlers(self) -> list[Value]:
        return self.operands[1:-1] if self.has_unwind else self.operands[1:]

    @property
    def unwind_dest(self) -> Value | None:
        return self.operands[-1] if self.has_unwind else None


class CatchReturnInst(Instruction):
    """Operands `[pad, dest]`."""
    __slots__ = ()
    is_terminator = True


class CleanupReturnInst(Instruction):
    """Operands `[pad]` or `[pad, unwind_dest]`."""
    __slots__ = ()
    is_terminator = True


class CatchPadInst(Instruction):
    """Operands `[parent (catchswitch), *args]`."""
    __slots__ = ()


class CleanupPadInst(Instruction):
    """Operands `[parent_pad, *args]`."""
    __slots__ = ()
