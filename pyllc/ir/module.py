"""The Module: everything one `.ll` file defines, in source order."""
from __future__ import annotations

from collections.abc import Callable
from typing import cast

from pyllc.ir.datalayout import DataLayout
from pyllc.ir.globals import (
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
)
from pyllc.ir.metadata import MDNode, Metadata
from pyllc.ir.types import StructType

__all__ = ["Comdat", "Module"]


class Comdat:
    """`$name = comdat any|exactmatch|largest|nodeduplicate|samesize`."""
    __slots__ = ("kind", "name")

    def __init__(self, name: str, kind: str = "any") -> None:
        self.name = name
        self.kind = kind

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Comdat) and (self.name, self.kind) == (other.name, other.kind)

    def __hash__(self) -> int:
        return hash((self.name, self.kind))


class Module:
    """Top-level container; globals/functions/aliases/ifuncs are lists in source order."""
    __slots__ = (
        "_symbols",
        "aliases",
        "attribute_groups",
        "comdats",
        "datalayout",
        "datalayout_text",
        "functions",
        "globals",
        "ifuncs",
        "metadata",
        "module_asm",
        "name",
        "named_metadata",
        "source_filename",
        "source_offset",
        "source_text",
        "struct_types",
        "triple",
    )

    def __init__(self, name: str = "") -> None:
        self.name = name
        self.source_filename: str | None = None
        self.source_text: str | None = None      # the parsed text: errors quote it by offset
        # the parser's map from an instruction's `.loc` (a token index) to its character
        # offset in source_text, computed only when an error asks (None: `.loc` is the offset)
        self.source_offset: Callable[[int], int] | None = None
        self.triple: str | None = None
        self.datalayout_text: str | None = None   # the string as written, None when absent
        self.datalayout = DataLayout.for_triple(None)
        self.module_asm: list[str] = []
        self.globals: list[GlobalVariable] = []
        self.functions: list[Function] = []
        self.aliases: list[GlobalAlias] = []
        self.ifuncs: list[GlobalIFunc] = []
        self.comdats: dict[str, Comdat] = {}
        self.named_metadata: dict[str, list[Metadata]] = {}
        self.struct_types: dict[str, StructType] = {}
        self.metadata: dict[int, MDNode] = {}      # slot number -> MDNode, as numbered in source
        self.attribute_groups: dict[int, object] = {}
        self._symbols: dict[str, GlobalValue] = {}

    def get_or_create_struct(self, name: str) -> StructType:
        """The identified struct `%name` of this module, created opaque on first request."""
        t = self.struct_types.get(name)
        if t is None:
            t = self.struct_types[name] = StructType.create_identified(name)
        return t

    def get_function(self, name: str) -> Function | None:
        v = self._symbols.get(name)
        return v if isinstance(v, Function) else None

    def get_global(self, name: str) -> GlobalValue | None:
        """Any GlobalValue named `name` (variable, function, alias, ifunc), or None."""
        return self._symbols.get(name)

    def add_global(self, gv: GlobalValue) -> None:
        """Append a GlobalValue to the right list and the symbol table."""
        if isinstance(gv, Function):
            self.functions.append(gv)
        elif isinstance(gv, GlobalAlias):
            self.aliases.append(gv)
        elif isinstance(gv, GlobalIFunc):
            self.ifuncs.append(gv)
        else:
            self.globals.append(cast(GlobalVariable, gv))   # the one remaining GlobalValue kind
        gv.parent = self
        if gv.name is not None:
            self._symbols[gv.name] = gv

    def set_triple(self, triple: str | None) -> None:
        """Set the triple; the layout follows it unless the module gave its own string."""
        self.triple = triple
        if self.datalayout_text is None:
            self.datalayout = DataLayout.for_triple(triple)

    def set_datalayout(self, text: str) -> None:
        self.datalayout_text = text
        self.datalayout = DataLayout.parse(text)
