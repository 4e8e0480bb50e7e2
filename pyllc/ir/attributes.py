"""Attribute sets: ordered name -> value maps for parameter, return and function attributes.

Values: None (flag, `noundef`), int (`align 8`, `dereferenceable(8)`), Type (`byval(T)`),
str (a `"key"="value"` string attribute, key stored without quotes), tuple of ints
(`allocsize(0,1)`, `vscale_range(1,16)`), or RawAttr (the parenthesised text of
`memory(...)`, `uwtable(sync)`, `allockind("...")`, `nofpclass(...)`, kept verbatim).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir.types import Type
from pyllc.native import mypyc_attr

__all__ = ["INT_ATTRS", "TYPE_ATTRS", "AttributeSet", "RawAttr"]

TYPE_ATTRS = frozenset(("byval", "sret", "byref", "inalloca", "preallocated", "elementtype"))
INT_ATTRS = frozenset(("align", "alignstack", "dereferenceable", "dereferenceable_or_null"))


@mypyc_attr(native_class=False)  # mypyc makes no native str subclasses
class RawAttr(str):
    """Verbatim argument text of an attribute with a structured argument, e.g. `(argmem: read)`."""
    __slots__ = ()


def _quote_str(s: str) -> str:
    out = []
    for ch in s.encode("utf-8"):
        if ch == 0x22 or ch == 0x5C or ch < 0x20 or ch > 0x7E:
            out.append(f"\\{ch:02X}")
        else:
            out.append(chr(ch))
    return '"' + "".join(out) + '"'


class AttributeSet(dict[str, Any]):
    """Ordered attribute map; `quoted` names the keys that are string attributes."""
    __slots__ = ("quoted",)

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.quoted: set[str] = set()

    def add(self, name: str, value: Any = None, quoted: bool = False) -> None:
        self[name] = value
        if quoted:
            self.quoted.add(name)

    def merge(self, other: AttributeSet) -> None:
        """Add every attribute of `other` (later wins), e.g. an attribute group `#N`."""
        for k, v in other.items():
            self[k] = v
        self.quoted |= other.quoted

    def copy(self) -> AttributeSet:
        n = AttributeSet.__new__(AttributeSet)  # (no __init__ round trip: clones copy many)
        dict.update(n, self)
        n.quoted = set(self.quoted)
        return n

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AttributeSet) and dict.__eq__(self, other) and self.quoted == other.quoted

    __hash__ = None  # mutable: unhashable, like dict

    def format_one(self, k: str, v: Any) -> str:
        """One attribute in LLVM syntax."""
        if k in self.quoted:
            q = _quote_str(k)
            return q if v is None else f"{q}={_quote_str(v)}"
        if v is None:
            return k
        if isinstance(v, RawAttr):
            return f"{k}{v}"
        if isinstance(v, Type):
            return f"{k}({v})"
        if isinstance(v, tuple):
            return f"{k}({', '.join(str(x) for x in v)})"
        if k == "align":
            return f"align {v}"
        return f"{k}({v})"

    def __str__(self) -> str:
        return " ".join(self.format_one(k, v) for k, v in self.items())
