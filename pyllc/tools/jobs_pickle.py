"""The pickling of `-j`'s results (tools/jobs.py): machine functions from a worker to the
parent, with every object that existed at the fork sent as a reference to the parent's
own copy. Imported only when a pool runs (start-up)."""
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
            return _instr, (obj.instr, obj.ops, obj.implicit_uses, obj.implicit_defs,
                            obj.parent, obj.comment, obj.loc)
        if cls is MachineBasicBlock:
            self._blocks.append(obj)
            return _block, ()
        if cls is BlockSym:           # its `name` is a property over the block's label
            return BlockSym, (obj.block, obj.offset, obj.modifier)
        if cls in _BY_NAME:                 # pickled by name, the reducers above included
            return NotImplemented
        i = self._index.get(id(obj))
        if i is None:
            return NotImplemented
        return _shared_object, (i,)

    def dump_all(self, obj: Any) -> None:
        self.dump(obj)
        done = 0
        while done < len(self._blocks):
            batch = self._blocks[done:]
            done = len(self._blocks)
            self.dump([tuple(getattr(b, k) for k in _BLOCK_SLOTS) for b in batch])


_BLOCK_SLOTS = MachineBasicBlock.__slots__
_BY_NAME = frozenset({type, types.FunctionType, types.BuiltinFunctionType})
OBJECTS: list[Any] = []        # the parent's table while results are read
_NEW_BLOCKS: list[MachineBasicBlock] = []


def _shared_object(i: int) -> Any:
    return OBJECTS[i]


def _instr(instr: Any, ops: list[Any], implicit_uses: Any, implicit_defs: Any, parent: Any,
           comment: str | None, loc: Any) -> MachineInstr:
    mi = MachineInstr.__new__(MachineInstr)
    mi.instr, mi.ops, mi.implicit_uses, mi.implicit_defs = instr, ops, implicit_uses, implicit_defs
    mi.parent, mi.comment, mi.loc = parent, comment, loc
    return mi


def _block() -> MachineBasicBlock:
    mbb = MachineBasicBlock.__new__(MachineBasicBlock)
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
            for k, v in zip(_BLOCK_SLOTS, values, strict=True):
                setattr(mbb, k, v)
            done += 1
    assert done == len(_NEW_BLOCKS)
    _NEW_BLOCKS.clear()
    return result


__all__ = ["OBJECTS", "SharedPickler", "dump_all", "load_all"]
