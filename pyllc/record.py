"""`record`: the `dataclasses.dataclass` of pyllc, made for start-up.

Why not `dataclasses`: a one-function compile loads ~55 record classes, and for each one
`dataclass` writes the source of `__init__`, `__repr__`, `__eq__`, `__hash__` and, when
frozen, `__setattr__`/`__delattr__`, and compiles every method on its own (about 1 ms a
class on the CI machine, a quarter of the compiler's start-up), and `import dataclasses`
brings `inspect`, `ast`, `dis` and `tokenize` with it. `record` writes the same methods as
one source text per class and keeps the compiled code in the user's cache directory
(`$PYLLC_CACHE_DIR`, else `$XDG_CACHE_HOME/pyllc`, else `~/.cache/pyllc`; an empty
`PYLLC_CACHE_DIR` turns the cache off), in one marshal file per Python version keyed by
that source text, so an edited class simply misses and is compiled again. Nothing is
ever written into the source tree.

What it supports is what pyllc uses, with `dataclass`'s meaning (Python 3.11):

  @record, @record(frozen=True, slots=True, eq=False)
  name: T                          a field (annotations in class order, base fields first)
  name: T = value                  with a default
  name: T = field(default_factory=list, init=False, repr=False, compare=False)
  __post_init__                    called at the end of `__init__`
  ClassVar[...] annotations        not fields

  eq=True    `__eq__` over the compared fields (same class only), unless the class has one;
             frozen: `__hash__` of the same fields, else `__hash__ = None`, unless the
             class sets `__hash__` itself; eq=False keeps identity equality and hashing
  frozen     assigning or deleting a field raises `FrozenInstanceError`
  slots      the class is rebuilt with `__slots__` (no `__dict__`); frozen slotted
             records pickle through `__getstate__`/`__setstate__` (`-j` workers send them)

`fields(obj_or_class)` and `replace(obj, **changes)` work as their `dataclasses` namesakes.
Type checkers see a dataclass (`typing.dataclass_transform`).
"""
from __future__ import annotations

import marshal
import os
import sys
from collections.abc import Callable
from contextlib import suppress
from types import CodeType
from typing import Any, ClassVar, TypeVar, overload

if sys.version_info >= (3, 11):
    from typing import dataclass_transform
else:                                       # pragma: no cover - only informs type checkers
    def dataclass_transform(**_: Any) -> Callable[[Any], Any]:
        return lambda f: f

_T = TypeVar("_T")


class FrozenInstanceError(AttributeError):
    """An assignment to a field of a frozen record (as `dataclasses.FrozenInstanceError`)."""


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """One field of a record: its name, default or factory, and what the methods use it
    for (`init`, `repr`, `compare`)."""
    __slots__ = ("name", "default", "default_factory", "init", "repr", "compare")

    def __init__(self, default: Any = MISSING, default_factory: Any = MISSING,
                 init: bool = True, repr: bool = True, compare: bool = True) -> None:
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare

    def __repr__(self) -> str:
        return f"Field({self.name!r})"


def field(*, default: Any = MISSING, default_factory: Callable[[], Any] | Any = MISSING,
          init: bool = True, repr: bool = True, compare: bool = True) -> Any:
    """A field with a default factory or with flags (`dataclasses.field`).

    Typed as returning Any, not the field's type as `dataclasses.field` is: in a module
    compiled with mypyc (tools/build_mypyc.py), a call whose declared result is `list`
    is checked to return a list, and this returns the `Field` that `record` reads."""
    return Field(default, default_factory, init, repr, compare)


# --------------------------------------------------------------------------- the code cache

class _CodeCache:
    """Compiled method sources, by source text, in one marshal file per Python version.
    Loaded on the first record; written back at exit when something was compiled."""

    # past this many entries (edited classes leave their old sources behind), a save
    # keeps only the entries this process used
    MAX_ENTRIES = 2000

    def __init__(self) -> None:
        self.codes: dict[str, CodeType] | None = None
        self.used: set[str] = set()
        self.added = False
        self.path: str | None = None

    @staticmethod
    def directory() -> str | None:
        env = os.environ.get("PYLLC_CACHE_DIR")
        if env is not None:
            return env or None                       # empty: no cache
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        return os.path.join(base, "pyllc")

    def _load(self) -> dict[str, CodeType]:
        codes: dict[str, CodeType] = {}
        folder = self.directory()
        if folder is not None:
            self.path = os.path.join(folder, f"records.{sys.implementation.cache_tag}.marshal")
            try:
                with open(self.path, "rb") as f:
                    data = marshal.loads(f.read())   # load(f) reads in small pieces: 20x slower
                if isinstance(data, dict):
                    codes = {k: v for k, v in data.items()
                             if isinstance(k, str) and isinstance(v, CodeType)}
            except (OSError, EOFError, ValueError, TypeError):
                pass                                 # no file or a damaged one: compile
        return codes

    def code(self, source: str, filename: str) -> CodeType:
        if self.codes is None:
            self.codes = self._load()
        self.used.add(source)
        code = self.codes.get(source)
        if code is None:
            code = compile(source, filename, "exec")
            self.codes[source] = code
            if not self.added and self.path is not None:
                self.added = True
                import atexit  # documented lazy import (start-up): only when the cache grows
                atexit.register(self.save)
        return code

    def save(self) -> None:
        """Write the cache (another process may write it too: the last whole file wins)."""
        if self.path is None or self.codes is None:
            return
        if len(self.codes) > self.MAX_ENTRIES:
            self.codes = {k: v for k, v in self.codes.items() if k in self.used}
        tmp = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(tmp, "wb") as f:
                marshal.dump(self.codes, f)
            os.replace(tmp, self.path)
        except OSError:
            with suppress(OSError):
                os.unlink(tmp)


_CACHE = _CodeCache()


# --------------------------------------------------------------------------- the decorator

def _is_classvar(annotation: Any) -> bool:
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    return annotation is ClassVar or getattr(annotation, "__origin__", None) is ClassVar


def _collect_fields(cls: type) -> dict[str, Field]:
    """Base records' fields first, then this class's annotations in order."""
    out: dict[str, Field] = {}
    for base in cls.__mro__[-1:0:-1]:
        out.update(getattr(base, "__record_fields__", {}))
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_classvar(annotation):
            continue
        value = cls.__dict__.get(name, MISSING)
        f = value if isinstance(value, Field) else Field(default=value)
        f.name = name
        if isinstance(value, Field):
            if f.default is MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
        out[name] = f
    seen_default = False
    for f in out.values():
        if not f.init:
            continue
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
    return out


def _source(cls: type, flds: list[Field], frozen: bool, eq: bool, add_hash: bool) -> str:
    """The methods of `cls` as one module text; its globals are named in `_build`."""
    put = "_setattr(self, {0!r}, {1})" if frozen else "self.{0} = {1}"
    params = ["self"]
    body = []
    for f in flds:
        if f.init:
            if f.default_factory is not MISSING:
                params.append(f"{f.name}=_HAS_FACTORY")
                value = f"_f_{f.name}() if {f.name} is _HAS_FACTORY else {f.name}"
            elif f.default is not MISSING:
                params.append(f"{f.name}=_d_{f.name}")
                value = f.name
            else:
                params.append(f.name)
                value = f.name
        elif f.default_factory is not MISSING:
            value = f"_f_{f.name}()"
        elif f.default is not MISSING:
            value = f"_d_{f.name}"
        else:
            continue
        body.append(put.format(f.name, value))
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    lines = [f"def __init__({', '.join(params)}):", *(f"    {b}" for b in body or ["pass"])]
    if "__repr__" not in cls.__dict__:
        parts = ", ".join(f"{f.name}={{self.{f.name}!r}}" for f in flds if f.repr)
        lines += ["def __repr__(self):",
                  f"    return self.__class__.__qualname__ + f'({parts})'"]
    compared = "".join(f"self.{f.name}," for f in flds if f.compare)
    if eq and "__eq__" not in cls.__dict__:
        lines += ["def __eq__(self, other):",
                  "    if other.__class__ is self.__class__:",
                  f"        return ({compared}) == ({compared.replace('self.', 'other.')})",
                  "    return NotImplemented"]
    if add_hash:
        lines += ["def __hash__(self):", f"    return hash(({compared}))"]
    if frozen:
        lines += ["def __setattr__(self, name, value):",
                  "    if type(self) is _cls or name in _names:",
                  "        raise _Frozen(f'cannot assign to field {name!r}')",
                  "    super(_cls, self).__setattr__(name, value)",
                  "def __delattr__(self, name):",
                  "    if type(self) is _cls or name in _names:",
                  "        raise _Frozen(f'cannot delete field {name!r}')",
                  "    super(_cls, self).__delattr__(name)"]
    return "\n".join(lines) + "\n"


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, name) for name in self.__record_fields__]


def _setstate(self: Any, state: list[Any]) -> None:
    for name, value in zip(self.__record_fields__, state):
        object.__setattr__(self, name, value)


def _slotted(cls: type, names: list[str]) -> type:
    """`cls` rebuilt with `__slots__` for the fields its bases do not already hold."""
    inherited = {s for base in cls.__mro__[1:-1] for s in getattr(base, "__slots__", ())}
    ns = dict(cls.__dict__)
    ns["__slots__"] = tuple(n for n in names if n not in inherited)
    for name in names:
        ns.pop(name, None)
    ns.pop("__dict__", None)
    ns.pop("__weakref__", None)
    new = type(cls)(cls.__name__, cls.__bases__, ns)
    new.__qualname__ = cls.__qualname__
    return new


def _build(cls: Any, eq: bool, frozen: bool, slots: bool) -> Any:
    flds = _collect_fields(cls)
    names = list(flds)
    explicit_hash = "__hash__" in cls.__dict__ and not (
        cls.__dict__["__hash__"] is None and "__eq__" in cls.__dict__)
    add_hash = eq and frozen and not explicit_hash
    source = _source(cls, list(flds.values()), frozen, eq, add_hash)
    if slots:
        cls = _slotted(cls, names)
    ns: dict[str, Any] = {"__name__": cls.__module__, "_setattr": object.__setattr__, "_HAS_FACTORY": MISSING,
                          "_cls": cls, "_names": frozenset(names),
                          "_Frozen": FrozenInstanceError}
    for f in flds.values():
        ns[f"_d_{f.name}"] = f.default
        ns[f"_f_{f.name}"] = f.default_factory
    exec(_CACHE.code(source, f"<record {cls.__module__}.{cls.__qualname__}>"), ns)
    for name in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
        fn = ns.get(name)
        if fn is not None:
            fn.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, fn)
    if eq and not frozen and not explicit_hash:
        cls.__hash__ = None                         # mutable and compared: unhashable
    if slots and frozen:
        for name, fn in (("__getstate__", _getstate), ("__setstate__", _setstate)):
            if name not in cls.__dict__:
                setattr(cls, name, fn)
    cls.__record_fields__ = flds
    if "__match_args__" not in cls.__dict__:
        cls.__match_args__ = tuple(f.name for f in flds.values() if f.init)  # type: ignore[misc]
    return cls


@overload
def record(cls: type[_T], /) -> type[_T]: ...
@overload
def record(*, eq: bool = True, frozen: bool = False,
           slots: bool = False) -> Callable[[type[_T]], type[_T]]: ...
@dataclass_transform(field_specifiers=(field, Field))
def record(cls: Any = None, /, *, eq: bool = True, frozen: bool = False,
           slots: bool = False) -> Any:
    """Make `cls` a record: `@record` or `@record(eq=..., frozen=..., slots=...)`."""
    def wrap(c: type[_T]) -> type[_T]:
        return _build(c, eq, frozen, slots)
    return wrap if cls is None else wrap(cls)


def fields(obj: Any) -> tuple[Field, ...]:
    """The fields of a record class or instance, in order."""
    flds = getattr(obj, "__record_fields__", None)
    if flds is None:
        raise TypeError(f"{obj!r} is not a record")
    return tuple(flds.values())


def replace(obj: _T, **changes: Any) -> _T:
    """A copy of the record `obj` with some init fields changed (`dataclasses.replace`)."""
    for f in fields(obj):
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is declared with init=False")
            continue
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)
