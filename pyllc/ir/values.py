"""Values and def-use chains: every Value knows its users, so passes can rewrite uses in O(uses)."""
from __future__ import annotations

from pyllc.ir.types import LABEL, Type

__all__ = ["Value", "User", "Argument", "BasicBlock"]


class Value:
    """Anything that can be an operand. `.users` holds one entry per use (a User may repeat)."""
    __slots__ = ("type", "name", "users")

    def __init__(self, type: Type, name: str | None = None) -> None:
        self.type = type
        self.name = name
        self.users: list = []

    def replace_all_uses_with(self, new: "Value") -> None:
        """Make every user of self use `new` instead (self ends with no users)."""
        if new is self:
            return
        seen = set()
        for u in self.users:
            if id(u) in seen:
                continue
            seen.add(id(u))
            ops = u.operands
            for i, op in enumerate(ops):
                if op is self:
                    ops[i] = new
                    new.users.append(u)
        self.users = []

    @property
    def num_uses(self) -> int:
        return len(self.users)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}: {self.type}>"


class User(Value):
    """A value with operands; keep `.operands` and the operands' `.users` in step via set_operand."""
    __slots__ = ("operands",)

    def __init__(self, type: Type, operands=(), name: str | None = None) -> None:
        self.type = type
        self.name = name
        self.users = []
        self.operands = list(operands)
        for op in self.operands:
            op.users.append(self)

    def set_operand(self, i: int, v: Value) -> None:
        """Replace operand i, updating both use lists."""
        old = self.operands[i]
        if old is not None:
            old.users.remove(self)
        self.operands[i] = v
        v.users.append(self)

    def append_operand(self, v: Value) -> None:
        self.operands.append(v)
        v.users.append(self)

    def drop_all_references(self) -> None:
        """Forget all operands (before deletion), removing self from their use lists."""
        for op in self.operands:
            try:
                op.users.remove(self)
            except ValueError:
                pass
        self.operands = []


class Argument(Value):
    """A formal parameter of a Function."""
    __slots__ = ("parent", "index", "attrs")

    def __init__(self, type: Type, name: str | None, parent, index: int, attrs=None) -> None:
        from pyllc.ir.attributes import AttributeSet
        self.type = type
        self.name = name
        self.users = []
        self.parent = parent
        self.index = index
        self.attrs = attrs if attrs is not None else AttributeSet()


class BasicBlock(Value):
    """A labelled list of instructions ending in one terminator."""
    __slots__ = ("parent", "instructions")

    def __init__(self, name: str | None = None, parent=None) -> None:
        self.type = LABEL
        self.name = name
        self.users = []
        self.parent = parent
        self.instructions: list = []

    @property
    def terminator(self):
        """The last instruction if it is a terminator, else None."""
        if self.instructions:
            last = self.instructions[-1]
            if last.is_terminator:
                return last
        return None

    def successors(self) -> list["BasicBlock"]:
        """Distinct successor blocks in operand order."""
        term = self.terminator
        if term is None:
            return []
        out: list[BasicBlock] = []
        for op in term.successor_blocks():
            if op not in out:
                out.append(op)
        return out

    def predecessors(self) -> list["BasicBlock"]:
        """Distinct blocks whose terminator branches here, in use order."""
        out: list[BasicBlock] = []
        for u in self.users:
            if getattr(u, "is_terminator", False) and u.parent is not None and u.parent not in out:
                if u.parent.terminator is u:
                    out.append(u.parent)
        return out

    def append(self, inst) -> None:
        inst.parent = self
        self.instructions.append(inst)

    def insert(self, index: int, inst) -> None:
        inst.parent = self
        self.instructions.insert(index, inst)

    def phis(self) -> list:
        out = []
        for i in self.instructions:
            if i.opcode != "phi":
                break
            out.append(i)
        return out

    def __iter__(self):
        return iter(self.instructions)
