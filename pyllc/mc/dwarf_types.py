"""Type DIEs from debug metadata: `DIBasicType`, `DIDerivedType` (pointer, typedef,
const, volatile, restrict, atomic, member), `DICompositeType` (struct, union, array with
subranges, enum) and `DISubroutineType`, as children of the compile unit (where llc puts
them; DWARF 4, 5.1-5.10).

Contract: `TypeTable.ref(node)` returns the DIE of a type node, made once per node
(recursive types through pointers work: a composite's DIE is registered before its
members are made); None for `null` (void) and for a node this module does not know,
so a variable of such a type has no DW_AT_type rather than a wrong one. Reads only the
metadata fields named here; never raises on malformed metadata.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.debugloc import ModuleDebugInfo
from pyllc.ir.metadata import MDNode, MDString
from pyllc.mc.dwarf_die import DIE

# DW_ATE_* (DWARF 4, 7.8)
ENCODINGS = {"DW_ATE_address": 0x1, "DW_ATE_boolean": 0x2, "DW_ATE_complex_float": 0x3,
             "DW_ATE_float": 0x4, "DW_ATE_signed": 0x5, "DW_ATE_signed_char": 0x6,
             "DW_ATE_unsigned": 0x7, "DW_ATE_unsigned_char": 0x8, "DW_ATE_UTF": 0x10}
_QUALIFIERS = {"DW_TAG_const_type": "const_type", "DW_TAG_volatile_type": "volatile_type",
               "DW_TAG_restrict_type": "restrict_type", "DW_TAG_atomic_type": "atomic_type"}
_COMPOSITES = {"DW_TAG_structure_type": "structure_type", "DW_TAG_union_type": "union_type",
               "DW_TAG_class_type": "structure_type"}


def text(v: Any) -> str | None:
    """The text of an MDString field (None if absent or not a string)."""
    if isinstance(v, MDString):
        return v.value
    return v if isinstance(v, str) and not isinstance(v, bool) else None


def flags(node: MDNode, key: str = "flags") -> set[str]:
    """The `DIFlag...` names of a flags field (`A | B`)."""
    v = node.get(key)
    return {f.strip() for f in str(v).split("|")} if v is not None else set()


def elements(v: Any) -> list[Any]:
    """The operands of a generic node field (`elements: !{...}`), [] if absent."""
    return list(v.operands) if isinstance(v, MDNode) and v.kind is None else []


def small(die: DIE, at: str, v: int) -> None:
    """An unsigned constant in the smallest fixed form, as llc writes sizes and offsets."""
    form = "data1" if v < 1 << 8 else "data2" if v < 1 << 16 else "data4" if v < 1 << 32 else "udata"
    die.add(at, form, v)


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


class TypeTable:
    """Type DIEs of one compile unit (see the module docstring)."""

    def __init__(self, cu: DIE, info: ModuleDebugInfo, addr_size: int) -> None:
        self.cu = cu
        self.info = info
        self.addr_size = addr_size
        self.made: dict[int, DIE | None] = {}
        self._size_type: DIE | None = None

    def decl(self, die: DIE, node: MDNode) -> None:
        """DW_AT_decl_file / DW_AT_decl_line of a node that has them."""
        f = self.info.file_number(node.get("file"))
        line = _int(node.get("line"))
        if f is not None and line:
            die.add("decl_file", "udata", f)
            die.add("decl_line", "udata", line)

    def ref(self, node: Any) -> DIE | None:
        if not isinstance(node, MDNode):
            return None
        key = id(node)
        if key in self.made:
            return self.made[key]
        self.made[key] = None               # a cycle not through a composite: no type
        die = self._make(node)
        self.made[key] = die
        return die

    def _new(self, node: MDNode, tag: str) -> DIE:
        die = self.cu.child(tag)
        self.made[id(node)] = die
        return die

    def _make(self, node: MDNode) -> DIE | None:
        kind = node.kind
        if kind == "DIBasicType":
            return self._basic(node)
        if kind == "DIDerivedType":
            return self._derived(node)
        if kind == "DICompositeType":
            return self._composite(node)
        if kind == "DISubroutineType":
            return self._subroutine(node)
        return None

    def _basic(self, node: MDNode) -> DIE | None:
        name = text(node.get("name"))
        if str(node.get("tag", "DW_TAG_base_type")) == "DW_TAG_unspecified_type":
            die = self._new(node, "unspecified_type")
            if name:
                die.add("name", "strp", name)
            return die
        enc = ENCODINGS.get(str(node.get("encoding")))
        size = _int(node.get("size")) or 0
        if enc is None or not name:
            return None
        die = self._new(node, "base_type")
        die.add("name", "strp", name)
        die.add("encoding", "data1", enc)
        die.add("byte_size", "data1", size // 8)
        return die

    def _derived(self, node: MDNode) -> DIE | None:
        tag = str(node.get("tag"))
        base = node.get("baseType")
        if tag == "DW_TAG_pointer_type" or tag == "DW_TAG_reference_type":
            die = self._new(node, "pointer_type")
            target = self.ref(base)
            if target is not None:
                die.add("type", "ref4", target)
            die.add("byte_size", "data1", (_int(node.get("size")) or 8 * self.addr_size) // 8)
            return die
        if tag == "DW_TAG_typedef":
            name = text(node.get("name"))
            if not name:
                return None
            die = self._new(node, "typedef")
            target = self.ref(base)
            if target is not None:
                die.add("type", "ref4", target)
            die.add("name", "strp", name)
            self.decl(die, node)
            return die
        qual = _QUALIFIERS.get(tag)
        if qual is not None:
            die = self._new(node, qual)
            target = self.ref(base)
            if target is not None:
                die.add("type", "ref4", target)
            return die
        return None

    def _composite(self, node: MDNode) -> DIE | None:
        tag = str(node.get("tag"))
        if tag == "DW_TAG_array_type":
            return self._array(node)
        if tag == "DW_TAG_enumeration_type":
            return self._enum(node)
        die_tag = _COMPOSITES.get(tag)
        if die_tag is None:
            return None
        die = self._new(node, die_tag)
        name = text(node.get("name"))
        if name:
            die.add("name", "strp", name)
        if "DIFlagFwdDecl" in flags(node):
            die.add("declaration", "flag_present")
            return die
        small(die, "byte_size", (_int(node.get("size")) or 0) // 8)
        self.decl(die, node)
        for m in elements(node.get("elements")):
            if isinstance(m, MDNode) and m.kind == "DIDerivedType" \
                    and str(m.get("tag")) == "DW_TAG_member":
                self._member(die, m, die_tag == "union_type")
        return die

    def _member(self, parent: DIE, m: MDNode, union: bool) -> None:
        die = parent.child("member")
        name = text(m.get("name"))
        if name:
            die.add("name", "strp", name)
        target = self.ref(m.get("baseType"))
        if target is not None:
            die.add("type", "ref4", target)
        self.decl(die, m)
        offset = _int(m.get("offset")) or 0
        if "DIFlagBitField" in flags(m):
            die.add("bit_size", "udata", _int(m.get("size")) or 0)
            die.add("data_bit_offset", "udata", offset)
        elif not union:
            small(die, "data_member_location", offset // 8)

    def size_type(self) -> DIE:
        """The unsigned index type of array subranges (llc's `__ARRAY_SIZE_TYPE__`)."""
        if self._size_type is None:
            d = self._size_type = self.cu.child("base_type")
            d.add("name", "strp", "__ARRAY_SIZE_TYPE__")
            d.add("byte_size", "data1", 8)
            d.add("encoding", "data1", ENCODINGS["DW_ATE_unsigned"])
        return self._size_type

    def _array(self, node: MDNode) -> DIE | None:
        die = self._new(node, "array_type")
        target = self.ref(node.get("baseType"))
        if target is not None:
            die.add("type", "ref4", target)
        for sub in elements(node.get("elements")):
            if not isinstance(sub, MDNode) or sub.kind != "DISubrange":
                continue
            r = die.child("subrange_type")
            r.add("type", "ref4", self.size_type())
            count = _int(sub.get("count"))
            upper = _int(sub.get("upperBound"))
            if count is not None and count >= 0:
                small(r, "count", count)
            elif upper is not None and upper >= 0:
                small(r, "upper_bound", upper)
        return die

    def _enum(self, node: MDNode) -> DIE | None:
        die = self._new(node, "enumeration_type")
        target = self.ref(node.get("baseType"))
        if target is not None:
            die.add("type", "ref4", target)
        name = text(node.get("name"))
        if name:
            die.add("name", "strp", name)
        small(die, "byte_size", (_int(node.get("size")) or 0) // 8)
        self.decl(die, node)
        for e in elements(node.get("elements")):
            if not isinstance(e, MDNode) or e.kind != "DIEnumerator":
                continue
            v = _int(e.get("value"))
            en = text(e.get("name"))
            if v is None or not en:
                continue
            item = die.child("enumerator")
            item.add("name", "strp", en)
            if e.get("isUnsigned") is True:
                item.add("const_value", "udata", v % (1 << 64))
            else:
                item.add("const_value", "sdata", v)
        return die

    def _subroutine(self, node: MDNode) -> DIE | None:
        die = self._new(node, "subroutine_type")
        if "DIFlagPrototyped" in flags(node):
            die.add("prototyped", "flag_present")
        types = elements(node.get("types"))
        if types:
            ret = self.ref(types[0])
            if ret is not None:
                die.add("type", "ref4", ret)
        for i, t in enumerate(types[1:]):
            if t is None and i == len(types) - 2:
                die.child("unspecified_parameters")        # `...`
                continue
            p = die.child("formal_parameter")
            pt = self.ref(t)
            if pt is not None:
                p.add("type", "ref4", pt)
        return die


__all__ = ["TypeTable", "text", "flags", "elements", "ENCODINGS"]
