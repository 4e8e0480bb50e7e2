"""The pickling of `-j`'s results (tools/jobs.py): machine functions from a worker to the
parent, with every object that existed at the fork sent as a reference to the parent's
own copy. Imported only when a pool runs (start-up).

Both builds (pyllc/native.py) go through the same code. A class compiled by mypyc has
no `__slots__`, pickles through the `__getstate__`/`__setstate__` mypyc gives it, and
its `__new__` runs `__init__` (mypyc 2.4: `serializable=True` would skip it, but then
also when interpreted code constructs the class, which leaves its attributes unset). So
the compiled classes that workers send whole (MachineFunction, StackObject, isel's
ArgPart and CCState) are `@mypyc_attr(allow_interpreted_subclasses=True)`, whose
`__new__` skips `__init__` as Python's does; the two of which a function has thousands,
MachineInstr and MachineBasicBlock, are made here by their constructors and then given
every attribute, whose names `fields` reads in either kind of class."""
from __future__ import annotations

import io
import pickle
import types
from typing import Any

from pyllc.codegen.mir import BlockSym, MachineBasicBlock, MachineInstr


class SharedPickler(pickle.Pickler):
    """Objects alive at the fork are sent as their index in the shared table
    (`reducer_override`, unlike `persistent_id`, is not called for ints, strings, lists,
    tuples and dicts, most of what is sent). Machine blocks go as empty shells whose
    contents follow in later pickles on the same memo (`dump_all`): pickled in place,
    successor after successor, a function of thousands of blocks would nest as deep
    and exhaust the interpreter's recursion limit."""

    def __init__(self, file: io.BytesIO, index: dict[int, int]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._index = index
        self._blocks: list[MachineBasicBlock] = []

    def reducer_override(self, obj: Any) -> Any:
        cls = obj.__class__
        if cls is MachineInstr:
            return _instr, tuple(getattr(obj, k) for k in _INSTR_FIELDS)
        if cls is MachineBasicBlock:
            self._blocks.append(obj)
            return _block, ()
        if cls is BlockSym:           # its `name` is a property over the block's label
            return BlockSym, (obj.block, obj.offset, obj.modifier)
        if cls in _BY_NAME:                 # pickled by name, the reducers above included
            return NotImplemented
        i = self._index.get(id(obj))
        if i is None:
            if cls not in _NEW_OK:
                _check_new(cls)
            return NotImplemented
        return _shared_object, (i,)

    def dump_all(self, obj: Any) -> None:
        self.dump(obj)
        done = 0
        while done < len(self._blocks):
            batch = self._blocks[done:]
            done = len(self._blocks)
            self.dump([tuple(getattr(b, k) for k in _BLOCK_FIELDS) for b in batch])


def fields(cls: type) -> tuple[str, ...]:
    """The instance attributes of a slotted class, base classes' first: an interpreted
    class's `__slots__`, or for a class compiled by mypyc (which drops `__slots__`) the
    `__mypyc_attrs__` it records instead (less `__dict__`, which a slotted class lacks)."""
    native = cls.__dict__.get("__mypyc_attrs__")
    if native is not None:
        return tuple(k for k in native if k != "__dict__")
    out: list[str] = []
    for c in reversed(cls.__mro__):
        slots = c.__dict__.get("__slots__", ())
        out.extend((slots,) if isinstance(slots, str) else slots)
    return tuple(out)


_BLOCK_FIELDS = fields(MachineBasicBlock)
_INSTR_FIELDS = fields(MachineInstr)
_INSTR_AT = _INSTR_FIELDS.index("instr")
_BY_NAME = frozenset({type, types.FunctionType, types.BuiltinFunctionType})
_NEW_OK: set[Any] = set()     # classes whose objects unpickle (checked once per process)


def _check_new(cls: Any) -> None:
    """A compiled class pickled whole must be made by `cls.__new__(cls)` without
    arguments (see the module docstring): say which class and what to do in the worker,
    rather than let the parent fail on a missing `__init__` argument."""
    if "__mypyc_attrs__" in cls.__dict__:
        try:
            cls.__new__(cls)
        except TypeError as e:
            raise TypeError(f"-j cannot send {cls.__module__}.{cls.__qualname__} objects: a compiled "
                            "class whose __new__ runs __init__ (mark it "
                            f"@mypyc_attr(allow_interpreted_subclasses=True)): {e}") from None
    _NEW_OK.add(cls)
OBJECTS: list[Any] = []        # the parent's table while results are read
_NEW_BLOCKS: list[MachineBasicBlock] = []


def _shared_object(i: int) -> Any:
    return OBJECTS[i]


def _instr(*values: Any) -> MachineInstr:
    mi = MachineInstr(values[_INSTR_AT], [])
    for k, v in zip(_INSTR_FIELDS, values, strict=True):
        setattr(mi, k, v)
    return mi


def _block() -> MachineBasicBlock:
    mbb = MachineBasicBlock(0, "")     # a shell: `load_all` sets every field
    _NEW_BLOCKS.append(mbb)
    return mbb


def dump_all(obj: Any, index: dict[int, int]) -> bytes:
    """`obj` pickled for `load_all`, the objects in `index` (by id) as references."""
    buf = io.BytesIO()
    SharedPickler(buf, index).dump_all(obj)
    return buf.getvalue()


def load_all(data: bytes) -> Any:
    """What `SharedPickler.dump_all` wrote: the object, then the blocks' contents."""
    stream = io.BytesIO(data)
    reader = pickle.Unpickler(stream)
    _NEW_BLOCKS.clear()
    result = reader.load()
    done = 0
    while stream.tell() < len(data):
        for mbb, values in zip(_NEW_BLOCKS[done:], reader.load(), strict=False):
            for k, v in zip(_BLOCK_FIELDS, values, strict=True):
                setattr(mbb, k, v)
            done += 1
    assert done == len(_NEW_BLOCKS)
    _NEW_BLOCKS.clear()
    return result


__all__ = ["OBJECTS", "SharedPickler", "dump_all", "fields", "load_all"]
