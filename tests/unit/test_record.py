"""`pyllc.record` against `dataclasses`: the same class declared both ways behaves the
same (init, defaults, factories, repr, equality, hashing, frozen, slots, pickling), and
the code cache in the user's cache directory is written, read back and survives damage."""
from __future__ import annotations

import copy
import dataclasses
import marshal
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any, ClassVar

import pytest

from pyllc.record import FrozenInstanceError, field, fields, record, replace

ROOT = Path(__file__).resolve().parents[2]
FLAGS = [{}, {"frozen": True}, {"frozen": True, "slots": True}, {"slots": True},
         {"eq": False}, {"frozen": True, "slots": True, "eq": False}]


def _declare(deco: Any, fld: Any) -> type:
    class Point:
        """A test record."""
        kind: ClassVar[str] = "point"
        x: int
        y: str = "y"
        tags: tuple[int, ...] = fld(default_factory=tuple)
        note: str = fld(default="n", repr=False)
        seen: int = fld(default=0, init=False)

        def norm(self) -> int:
            return self.x * 2
    return deco(Point)


@pytest.mark.parametrize("flags", FLAGS, ids=lambda f: ",".join(f) or "plain")
def test_same_behaviour_as_dataclass(flags: dict[str, bool]) -> None:
    ours = _declare(record(**flags), field)
    theirs = _declare(dataclasses.dataclass(**flags), dataclasses.field)
    for cls in (ours, theirs):
        cls.__qualname__ = "Point"
    a, b = ours(1, "a", (2,)), theirs(1, "a", (2,))
    assert repr(a) == repr(b) == "Point(x=1, y='a', tags=(2,), seen=0)"
    assert a.norm() == b.norm() == 2 and a.kind == "point"
    assert (a == ours(1, "a", (2,))) == (b == theirs(1, "a", (2,)))
    assert (a == ours(2)) == (b == theirs(2)) is False
    assert (ours.__hash__ is None) == (theirs.__hash__ is None)
    if ours.__hash__ is not None:
        assert (hash(a) == hash(ours(1, "a", (2,)))) == (hash(b) == hash(theirs(1, "a", (2,))))
    assert hasattr(a, "__dict__") == hasattr(b, "__dict__")
    assert [f.name for f in fields(a)] == [f.name for f in dataclasses.fields(b)]
    assert ours.__match_args__ == theirs.__match_args__ == ("x", "y", "tags", "note")
    if flags.get("frozen"):
        with pytest.raises(FrozenInstanceError):
            a.x = 5
        with pytest.raises(dataclasses.FrozenInstanceError):
            b.x = 5
        with pytest.raises(FrozenInstanceError):
            del a.y
    else:
        a.x = b.x = 5
        assert a.x == 5
    # pickling finds classes by name: publish this pair under one
    name = "Point_" + "_".join(flags)
    for cls, prefix in ((ours, "Ours"), (theirs, "Theirs")):
        cls.__qualname__ = cls.__name__ = prefix + name
        globals()[prefix + name] = cls
    again, again_b = pickle.loads(pickle.dumps(a)), pickle.loads(pickle.dumps(b))
    assert repr(again)[4:] == repr(again_b)[6:] and copy.copy(a).x == a.x
    assert (again == a) == (again_b == b) == flags.get("eq", True)


def test_defaults_factories_post_init_and_replace() -> None:
    @record
    class Box:
        items: list[int] = field(default_factory=list)
        size: int = field(default=0, init=False)

        def __post_init__(self) -> None:
            self.size = len(self.items)

    one, two = Box(), Box([1, 2])
    assert one.items is not Box().items and two.size == 2
    three = replace(two, items=[7])
    assert three.items == [7] and three.size == 1 and two.items == [1, 2]
    with pytest.raises(ValueError):
        replace(two, size=3)
    with pytest.raises(TypeError):
        record(type("Bad", (), {"__annotations__": {"a": "int", "b": "int"}, "a": 1}))


def test_subclass_adds_fields_after_the_base() -> None:
    @record(frozen=True, slots=True, eq=False)
    class Base:
        name: str
        size: int = 4

    @record(frozen=True, slots=True, eq=False)
    class Derived(Base):
        extra: str = ""

    d = Derived("x", 8, "e")
    assert (d.name, d.size, d.extra) == ("x", 8, "e") and Derived.__slots__ == ("extra",)
    assert d != Derived("x", 8, "e") and d == d
    # a real subclass record of pyllc (module level, so pickle finds it; -j sends these)
    from pyllc.codegen.inline_asm import InlineAsmInstr
    from pyllc.codegen.records import COPY
    asm = InlineAsmInstr("INLINEASM", "nop", COPY.operands, template="nop", uid=3)
    back = pickle.loads(pickle.dumps(asm))
    assert [getattr(back, f.name) for f in fields(back)][:3] == ["INLINEASM", "nop", COPY.operands]
    assert (back.template, back.uid) == ("nop", 3)


def _run(cache: str, cwd: Path) -> str:
    env = dict(os.environ, PYLLC_CACHE_DIR=cache, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                          text=True, check=True, cwd=cwd).stdout


PROBE = """
from pyllc import record as R
@R.record(frozen=True)
class P:
    a: int
    b: str = "b"
print(R._CACHE.codes is not None and len(R._CACHE.codes), R._CACHE.added, P(1))
"""


def test_code_cache_is_written_read_and_survives_damage(tmp_path: Path) -> None:
    first = _run(str(tmp_path), tmp_path).split()
    files = list(tmp_path.glob("records.*.marshal"))
    assert first[1] == "True" and len(files) == 1          # compiled, then saved at exit
    second = _run(str(tmp_path), tmp_path).split()
    assert second[1] == "False" and int(second[0]) >= 1    # read back, nothing compiled
    assert second[2] == "P(a=1," and second[3] == "b='b')"
    files[0].write_bytes(b"\x00garbage")
    third = _run(str(tmp_path), tmp_path).split()
    assert third[1] == "True" and third[2] == "P(a=1,"     # damaged: compiled again
    many = PROBE.replace("from pyllc import record as R",
                         "from pyllc import record as R; R._CodeCache.MAX_ENTRIES = 0")
    many = many.replace('b: str = "b"', 'b: str = "b"\n    c: int = 0')   # a new source
    env = dict(os.environ, PYLLC_CACHE_DIR=str(tmp_path), PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-c", many], env=env, check=True, cwd=tmp_path)
    kept = marshal.loads(files[0].read_bytes())
    assert len(kept) == 1 and "c=_d_c" in next(iter(kept))   # the old P's source dropped
    (tmp_path / "off").mkdir()
    off = _run("", tmp_path / "off").split()                # empty PYLLC_CACHE_DIR: no cache
    assert off[1] == "False" and off[2] == "P(a=1," and not list((tmp_path / "off").iterdir())
