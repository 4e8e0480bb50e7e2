"""`Instruction.clone()`: every class's copy carries every field of the original.

Each instruction class makes its copy through its own constructor (`_copy`; a compiled
build cannot bypass constructors), so a field a class adds and `_copy` forgets would be
lost silently in every pass that duplicates code. This walks every instruction of the IR
corpus and compares all slots of the original and the copy.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from pyllc.ir import instructions as I
from pyllc.ir.parser import parse_module
from pyllc.ir.printer import print_module

CORPUS = sorted(Path(__file__).parent.glob("corpus/*.ll"))
# fields a copy gets afresh: placement, use lists, operands (compared by identity below)
FRESH = {"_uses", "operands", "parent", "_prev", "_next", "_order"}


def _slots(cls: type) -> list[str]:
    return [s for k in cls.__mro__ for s in getattr(k, "__slots__", ()) if s not in FRESH]


def _instructions() -> list[I.Instruction]:
    out: list[I.Instruction] = []
    for path in CORPUS:
        m = parse_module(path.read_text(), str(path))
        for fn in m.functions:
            for bb in fn.blocks:
                out.extend(bb)
    return out


def test_clone_copies_every_field() -> None:
    seen: set[type] = set()
    for i in _instructions():
        c = i.clone()
        seen.add(type(i))
        assert type(c) is type(i)
        assert c.parent is None and not c.users
        assert len(c.operands) == len(i.operands)
        assert all(a is b for a, b in zip(c.operands, i.operands, strict=True))
        assert all(any(u is c for u in op.users) for op in c.operands)
        for s in _slots(type(i)):
            a, b = getattr(i, s), getattr(c, s)
            assert a == b, (type(i).__name__, s, a, b)
            if isinstance(a, (list, dict, set)) and a:
                assert a is not b, (type(i).__name__, s, "shared with the original")
            if s == "param_attrs":
                assert all(x is not y for x, y in zip(a, b, strict=True))
    concrete = {c for c in vars(I).values()
                if isinstance(c, type) and issubclass(c, I.Instruction) and not c.__name__.startswith("_")
                and c not in (I.Instruction, I.CmpInst)}
    missing = {c.__name__ for c in concrete - seen}
    assert not missing, f"the corpus has no instance of {sorted(missing)}"


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_cloned_function_prints_the_same(path: Path) -> None:
    """Replacing every instruction by its clone (operands remapped) prints the same module."""
    m = parse_module(path.read_text(), str(path))
    before = print_module(m)
    for fn in m.functions:
        for bb in fn.blocks:
            old = list(bb)
            vmap = {}
            for i in old:
                c = i.clone()
                c.insert_before(i)
                vmap[id(i)] = c
            for c in (vmap[id(i)] for i in old):
                for k, op in enumerate(c.operands):
                    if id(op) in vmap:
                        c.set_operand(k, vmap[id(op)])
            for i in old:
                i.replace_all_uses_with(vmap[id(i)])
            for i in old:
                i.erase_from_parent()
    assert print_module(m) == before
