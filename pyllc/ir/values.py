"""Values, def-use chains and blocks, laid out so that an optimizer's edits are cheap.

Use lists. Every Value keeps its uses as a counted multiset keyed by the identity of
the using User (`dict[id(user)] -> (user, count)`), so adding or removing one use is
O(1) and `replace_all_uses_with` is O(number of uses). `.users` is a read-only view:
one entry per use, distinct users in order of their first use, the repeats of a user
adjacent (a phi using `%x` twice lists that phi twice, side by side).

Instruction lists. A BasicBlock holds its instructions as an intrusive doubly linked
list (`Instruction._prev/_next`, `BasicBlock._first/_last`), so inserting before or
after an instruction, erasing one and moving one are O(1), and splitting a block costs
O(1) for the splice plus one parent update per moved instruction (as in LLVM). Readers
keep the old list-shaped API: `block.instructions` is a tuple snapshot, rebuilt only
after the block changed (O(1) to invalidate, O(n) on the next read), so a pass may
iterate the snapshot and edit the block freely. Iterating the block itself
(`for inst in block`) walks the links and tolerates erasing the current instruction.

The instruction-level edits (`insert_before`, `erase_from_parent`, ...) are methods of
`Instruction` in instructions.py; they call the `_link_*`/`_unlink` primitives here.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, ClassVar, overload

from pyllc.ir.attributes import AttributeSet
from pyllc.ir.types import LABEL, Type
from pyllc.native import mypyc_attr

if TYPE_CHECKING:
    from pyllc.ir.globals import Function
    from pyllc.ir.instructions import BranchInst, Instruction, PhiNode

__all__ = ["Argument", "BasicBlock", "User", "Users", "Value"]


@mypyc_attr(allow_interpreted_subclasses=True)  # derived from outside the compiled modules
class Value:
    """Anything that can be an operand. `.users` holds one entry per use (a User may repeat)."""
    __slots__ = ("_uses", "name", "type")
    #: True only for terminator instructions (a class attribute here so that use-list
    #: walks such as `BasicBlock.predecessors` can read it from any user directly)
    is_terminator: ClassVar[bool] = False

    def __init__(self, type: Type, name: str | None = None) -> None:
        self.type = type
        self.name = name
        self._uses: dict[int, tuple[User, int]] = {}

    # ---- use-list primitives (O(1)); User keeps its operands and these in step
    def _add_use(self, user: User) -> None:
        uses = self._uses
        k = id(user)
        e = uses.get(k)
        uses[k] = (user, 1) if e is None else (user, e[1] + 1)

    def _remove_use(self, user: User) -> None:
        uses = self._uses
        k = id(user)
        e = uses.get(k)
        if e is None:
            return
        if e[1] == 1:
            del uses[k]
        else:
            uses[k] = (user, e[1] - 1)

    @property
    def users(self) -> Users:
        """Read-only view of the use list: `len`, `bool` and `in` are O(1); iteration and
        indexing work on a snapshot, so callers may edit uses while iterating."""
        return Users(self)

    @property
    def num_uses(self) -> int:
        """Number of uses (a user counts once per operand slot that holds self)."""
        return sum(n for _, n in self._uses.values())

    def has_uses(self) -> bool:
        """True when some User has self as an operand. O(1)."""
        return bool(self._uses)

    def has_one_use(self) -> bool:
        """True when exactly one operand slot in the whole IR holds self. O(1)."""
        uses = self._uses
        return len(uses) == 1 and next(iter(uses.values()))[1] == 1

    def unique_users(self) -> list[User]:
        """Distinct users, in order of first use."""
        return [u for u, _ in self._uses.values()]

    def replace_all_uses_with(self, new: Value) -> None:
        """Make every user of self use `new` instead (self ends with no users).

        O(sum over distinct users of their operand count): each user's operand list is
        scanned once for slots holding self."""
        if new is self:
            return
        uses = self._uses
        self._uses = {}
        for u, _ in uses.values():
            ops = u.operands
            for i, op in enumerate(ops):
                if op is self:
                    ops[i] = new
                    new._add_use(u)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}: {self.type}>"


class Users(Sequence["User"]):
    """The use list of one Value as a sequence (one entry per use); see `Value.users`."""
    __slots__ = ("_value",)

    def __init__(self, value: Value) -> None:
        self._value = value

    def _list(self) -> list[User]:
        entries = self._value._uses.values()
        out = [u for u, n in entries if n == 1]
        if len(out) == len(entries):
            return out          # the usual case: no user holds the value twice
        out = []
        for u, n in entries:
            if n == 1:
                out.append(u)
            else:
                out.extend([u] * n)
        return out

    def __len__(self) -> int:
        return self._value.num_uses

    def __bool__(self) -> bool:
        return bool(self._value._uses)

    def __iter__(self) -> Iterator[User]:
        return iter(self._list())

    def __contains__(self, user: object) -> bool:
        return id(user) in self._value._uses

    def count(self, user: object) -> int:
        e = self._value._uses.get(id(user))
        return 0 if e is None else e[1]

    @overload
    def __getitem__(self, i: int) -> User: ...

    @overload
    def __getitem__(self, i: slice) -> list[User]: ...

    def __getitem__(self, i: int | slice) -> User | list[User]:
        return self._list()[i]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Users):
            other = other._list()
        if isinstance(other, (list, tuple)):
            return self._list() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a mutable view: unhashable, like list

    def __repr__(self) -> str:
        return repr(self._list())


class User(Value):
    """A value with operands; keep `.operands` and the operands' use lists in step via
    `set_operand`/`append_operand`/`drop_all_references` (never assign `.operands[i]`)."""
    __slots__ = ("operands",)

    def __init__(self, type: Type, operands: Iterable[Value] = (), name: str | None = None) -> None:
        self.type = type
        self.name = name
        self._uses = {}
        self.operands: list[Value] = list(operands)
        for op in self.operands:
            op._add_use(self)

    def set_operand(self, i: int, v: Value) -> None:
        """Replace operand i, updating both use lists. O(1)."""
        old = self.operands[i]
        if old is not None:
            old._remove_use(self)
        self.operands[i] = v
        v._add_use(self)

    def append_operand(self, v: Value) -> None:
        """Add `v` as a new last operand. O(1)."""
        self.operands.append(v)
        v._add_use(self)

    def remove_operands(self, start: int, stop: int) -> None:
        """Delete operands [start, stop), updating their use lists. O(len(operands))."""
        for op in self.operands[start:stop]:
            op._remove_use(self)
        del self.operands[start:stop]

    def replace_uses_of_with(self, old: Value, new: Value) -> None:
        """Replace every operand slot of self holding `old` by `new`. O(len(operands))."""
        ops = self.operands
        for i, op in enumerate(ops):
            if op is old:
                old._remove_use(self)
                ops[i] = new
                new._add_use(self)

    def drop_all_references(self) -> None:
        """Forget all operands (before deletion), removing self from their use lists."""
        for op in self.operands:
            if op is not None:          # a slot a pass has already cleared
                op._remove_use(self)
        self.operands = []


class Argument(Value):
    """A formal parameter of a Function."""
    __slots__ = ("attrs", "index", "parent")

    def __init__(self, type: Type, name: str | None, parent: Function | None, index: int,
                 attrs: AttributeSet | None = None) -> None:
        self.type = type
        self.name = name
        self._uses = {}
        self.parent = parent
        self.index = index
        self.attrs = attrs if attrs is not None else AttributeSet()


class BasicBlock(Value):
    """A labelled, linked list of instructions ending in one terminator (see the module
    docstring for the costs). Always truthy, even when empty."""
    __slots__ = ("_first", "_last", "_size", "_snapshot", "parent")
    # BranchInst, set by instructions.py (which imports this module) for split_block
    _branch_class: ClassVar[type[BranchInst]]

    def __init__(self, name: str | None = None, parent: Function | None = None) -> None:
        self.type = LABEL
        self.name = name
        self._uses = {}
        self.parent = parent
        self._first: Instruction | None = None
        self._last: Instruction | None = None
        self._size = 0
        self._snapshot: tuple[Instruction, ...] | None = ()

    # ---- reading
    @property
    def instructions(self) -> tuple[Instruction, ...]:
        """The instructions in order, as a tuple snapshot (rebuilt after a change)."""
        snap = self._snapshot
        if snap is None:
            out = []
            i = self._first
            n = 0
            while i is not None:
                i._order = n
                n += 1
                out.append(i)
                i = i._next
            snap = self._snapshot = tuple(out)
        return snap

    @property
    def first(self) -> Instruction | None:
        """The first instruction, or None for an empty block. O(1)."""
        return self._first

    @property
    def last(self) -> Instruction | None:
        """The last instruction, or None for an empty block. O(1)."""
        return self._last

    def __len__(self) -> int:
        return self._size

    def __bool__(self) -> bool:
        return True

    def __iter__(self) -> Iterator[Instruction]:
        """Walk the links; erasing or moving the instruction just yielded is safe."""
        i = self._first
        while i is not None:
            nxt = i._next
            yield i
            i = nxt

    def __reversed__(self) -> Iterator[Instruction]:
        i = self._last
        while i is not None:
            prv = i._prev
            yield i
            i = prv

    @property
    def terminator(self) -> Instruction | None:
        """The last instruction if it is a terminator, else None. O(1)."""
        last = self._last
        if last is not None and last.is_terminator:
            return last
        return None

    def successors(self) -> list[BasicBlock]:
        """Distinct successor blocks in operand order."""
        term = self._last
        if term is None or not term.is_terminator:
            return []
        out: list[BasicBlock] = []
        for op in term.operands:    # Instruction.successor_blocks, inlined (a hot path)
            if type(op) is BasicBlock and op not in out:
                out.append(op)
        return out

    def predecessors(self) -> list[BasicBlock]:
        """Distinct blocks whose terminator branches here, in use order."""
        out: list[BasicBlock] = []
        for u, _ in self._uses.values():
            if u.is_terminator:
                p = u.parent  # type: ignore[attr-defined]  # is_terminator: u is an Instruction
                # (`p._last is u`: p.terminator, as u is a terminator)
                if p is not None and p._last is u and p not in out:
                    out.append(p)
        return out

    def phis(self) -> list[PhiNode]:
        """The leading phi nodes."""
        out: list[PhiNode] = []
        i = self._first
        while i is not None and i.opcode == "phi":
            out.append(i)  # type: ignore[arg-type]  # opcode "phi" is always a PhiNode
            i = i._next
        return out

    @property
    def first_non_phi(self) -> Instruction | None:
        """The first instruction that is not a phi (the usual insertion point)."""
        i = self._first
        while i is not None and i.opcode == "phi":
            i = i._next
        return i

    # ---- link primitives (callers keep use lists; these keep order, parent and size)
    def _link_before(self, inst: Instruction, pos: Instruction | None) -> None:
        """Link detached `inst` before `pos` (a member of self), or at the end when None."""
        inst.parent = self
        if pos is None:
            prv = self._last
            inst._prev = prv
            inst._next = None
            if prv is None:
                self._first = inst
            else:
                prv._next = inst
            self._last = inst
        else:
            prv = pos._prev
            inst._prev = prv
            inst._next = pos
            pos._prev = inst
            if prv is None:
                self._first = inst
            else:
                prv._next = inst
        self._size += 1
        self._snapshot = None

    def _unlink(self, inst: Instruction) -> None:
        """Detach member `inst` (its parent becomes None)."""
        prv, nxt = inst._prev, inst._next
        if prv is None:
            self._first = nxt
        else:
            prv._next = nxt
        if nxt is None:
            self._last = prv
        else:
            nxt._prev = prv
        inst._prev = inst._next = None
        inst.parent = None
        self._size -= 1
        self._snapshot = None

    # ---- editing
    def append(self, inst: Instruction) -> None:
        """Add detached `inst` at the end. O(1)."""
        # _link_before(inst, None), inlined: the parser appends every instruction here
        inst.parent = self
        prv = self._last
        inst._prev = prv
        inst._next = None
        if prv is None:
            self._first = inst
        else:
            prv._next = inst
        self._last = inst
        self._size += 1
        self._snapshot = None

    def set_instructions(self, insts: Iterable[Instruction]) -> None:
        """Make `insts` the block's contents, in order: each is linked here and gets this
        block as parent. O(len(insts)). A bulk rebuild for passes that compute a block's
        new order as a list: the old members are not walked, so every instruction the
        caller leaves out must be erased, or placed into another block by that block's
        own rebuild."""
        self._first = self._last = None
        self._size = 0
        for inst in insts:
            inst._prev = inst._next = None
            self.append(inst)
        self._snapshot = None

    def push_front(self, inst: Instruction) -> None:
        """Add detached `inst` at the start. O(1)."""
        self._link_before(inst, self._first)

    def insert(self, index: int, inst: Instruction) -> None:
        """Insert detached `inst` at list position `index` (list.insert semantics).
        O(distance from the nearer end); prefer `inst.insert_before(pos)`."""
        n = self._size
        if index < 0:
            index = max(0, n + index)
        if index >= n:
            self._link_before(inst, None)
            return
        if index <= n // 2:
            pos = self._first
            for _ in range(index):
                assert pos is not None
                pos = pos._next
        else:
            pos = self._last
            for _ in range(n - 1 - index):
                assert pos is not None
                pos = pos._prev
        self._link_before(inst, pos)

    def split_block(self, at: Instruction, name: str | None = None) -> BasicBlock:
        """Split before `at` (LLVM `splitBasicBlock`): a new block placed right after self
        in the function receives `at` and every instruction after it; self ends with an
        unconditional `br` to the new block; phis in the successors that named self as
        the incoming block now name the new block. Returns the new block.

        Cost: O(1) to splice, plus one parent update per moved instruction, plus the phi
        uses of self in the successors; the head of the block is never walked."""
        if at.parent is not self:
            raise ValueError("split_block: the split point is not in this block")
        new = BasicBlock(name, self.parent)
        fn = self.parent
        if fn is not None:
            blocks = fn.blocks
            blocks.insert(_index_of(blocks, self) + 1, new)
        # splice [at, last] into new
        head_last = at._prev
        new._first, new._last = at, self._last
        moved = 0
        i: Instruction | None = at
        while i is not None:
            i.parent = new
            moved += 1
            i = i._next
        at._prev = None
        self._last = head_last
        if head_last is None:
            self._first = None
        else:
            head_last._next = None
        self._size -= moved
        new._size = moved
        self._snapshot = None
        new._snapshot = None
        # successors' phis now come from new
        for succ in new.successors():
            succ.replace_phi_uses_with(self, new)
        self.append(self._branch_class(new))
        return new

    def replace_phi_uses_with(self, old: BasicBlock, new: BasicBlock) -> None:
        """In this block's phis, make incoming block `old` read `new`. O(phis x operands)."""
        for phi in self.phis():
            phi.replace_uses_of_with(old, new)

    def remove_predecessor(self, pred: BasicBlock) -> None:
        """Drop the incoming entries for `pred` from this block's phis (call when an edge
        pred -> self disappears; LLVM `BasicBlock::removePredecessor` without folding).
        O(phis x operands)."""
        for phi in self.phis():
            phi.remove_incoming_block(pred)

    def erase_from_parent(self) -> None:
        """Remove the block from its function and drop every instruction's operands.
        Users of the block (branches to it, phis naming it) must be gone or rewritten.
        O(len(block) + len(function.blocks))."""
        for inst in self:
            inst.drop_all_references()
        fn = self.parent
        if fn is not None:
            del fn.blocks[_index_of(fn.blocks, self)]
            self.parent = None


def _index_of(blocks: list[BasicBlock], bb: BasicBlock) -> int:
    for k, b in enumerate(blocks):
        if b is bb:
            return k
    raise ValueError("block is not in its parent's block list")

