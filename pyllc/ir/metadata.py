"""Metadata: strings, generic and specialized (`!DILocation(...)`) nodes, kept as data."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pyllc.ir.types import METADATA
from pyllc.ir.values import User, Value
from pyllc.native import mypyc_attr, trait

__all__ = ["MDConst", "MDNode", "MDString", "Metadata", "MetadataAsValue", "ValueAsMetadata"]


@trait  # a base of ValueAsMetadata(User, Metadata) too
class Metadata:
    """Base of metadata (not a Value; use MetadataAsValue for `metadata` call operands)."""
    __slots__ = ()


class MDString(Metadata):
    """`!"text"`; `.data` is the raw bytes, `.value` the text."""
    __slots__ = ("data",)

    def __init__(self, data: bytes) -> None:
        self.data = data

    @property
    def value(self) -> str:
        return self.data.decode("utf-8", "replace")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MDString) and other.data == self.data

    def __hash__(self) -> int:
        return hash(self.data)

    def __repr__(self) -> str:
        return f"<MDString {self.data!r}>"


@mypyc_attr(native_class=False)  # mypyc makes no native str subclasses
class MDConst(str):
    """A bare keyword field value of a specialized node: `DW_TAG_member`, `DIFlagPrototyped | ...`."""
    __slots__ = ()


class MDNode(Metadata):
    """A node. Generic `!{...}`: `kind` None and `.operands`. Specialized `!DIxxx(...)`: `kind`
    is the class name, `.fields` maps `key: value`, and positional arguments (DIExpression,
    DIArgList) are in `.operands`. `slot` is the `!N` number, or None for an inline node.
    Operands/field values are Metadata, ValueAsMetadata, int, bool, MDConst or None (`null`)."""
    __slots__ = ("distinct", "fields", "kind", "operands", "slot")

    def __init__(self, operands: Iterable[Any] = (), kind: str | None = None,
                 fields: Mapping[str, Any] | None = None, distinct: bool = False,
                 slot: int | None = None) -> None:
        self.kind = kind
        self.operands: list[Any] = list(operands)       # see the class docstring for the kinds
        self.fields: dict[str, Any] = dict(fields or {})
        self.distinct = distinct
        self.slot = slot

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)

    def __repr__(self) -> str:
        return f"<MDNode !{self.slot} {self.kind or ''}>"


class ValueAsMetadata(User, Metadata):
    """A typed IR value inside metadata (`i32 1`, `ptr @g`, or a local `%x` in `metadata i32 %x`)."""
    __slots__ = ()

    def __init__(self, value: Value) -> None:
        User.__init__(self, METADATA, (value,))

    @property
    def value(self) -> Value:
        return self.operands[0]


class MetadataAsValue(Value):
    """A call operand of type `metadata` wrapping `.metadata`."""
    __slots__ = ("metadata",)

    def __init__(self, md: Metadata) -> None:
        Value.__init__(self, METADATA)
        self.metadata = md
