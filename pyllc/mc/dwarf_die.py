"""Debugging information entries (DIEs) and their encoding: a tree of DIEs becomes one
DWARF 4 compile unit in `.debug_info` plus its abbreviation table in `.debug_abbrev`
(DWARF 4, 7.5 "Format of Debugging Information").

    cu = DIE("compile_unit")
    cu.add("name", "strp", "x.c")
    t = cu.child("base_type"); t.add("name", "strp", "int"); t.add("byte_size", "data1", 4)
    v = cu.child("variable"); v.add("type", "ref4", t)          # a reference to another DIE
    v.add("location", "exprloc", Expr([bytes([DW_OP_addr]), Reloc("g", 0, 8)]))
    write_unit(info, abbrev, cu, addr_size, strp)

Contract: every attribute is written in the form it was added with; `ref4` values are
DIEs of the same tree (offsets from the unit's start); relocated values (`Reloc`: a
section or symbol plus addend) become relocations in the section being written.
Abbreviations are shared by DIEs with the same tag, children flag and (attribute, form)
list, numbered in first-use order.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.mc.dwarf_enc import SectionWriter, sleb, uleb
from pyllc.record import record

# DWARF 4, 7.5.4 (tags) and 7.5.4 (attributes), 7.5.6 (forms)
TAG = {"array_type": 0x01, "enumeration_type": 0x04, "formal_parameter": 0x05,
       "lexical_block": 0x0B, "member": 0x0D, "pointer_type": 0x0F, "compile_unit": 0x11,
       "structure_type": 0x13, "subroutine_type": 0x15, "typedef": 0x16, "union_type": 0x17,
       "unspecified_parameters": 0x18, "inlined_subroutine": 0x1D, "subrange_type": 0x21,
       "base_type": 0x24, "const_type": 0x26, "enumerator": 0x28, "subprogram": 0x2E,
       "variable": 0x34, "volatile_type": 0x35, "restrict_type": 0x37,
       "unspecified_type": 0x3B, "atomic_type": 0x47}
AT = {"location": 0x02, "name": 0x03, "byte_size": 0x0B, "stmt_list": 0x10, "low_pc": 0x11,
      "high_pc": 0x12, "language": 0x13, "comp_dir": 0x1B, "const_value": 0x1C,
      "inline": 0x20, "producer": 0x25, "prototyped": 0x27, "count": 0x37,
      "upper_bound": 0x2F, "abstract_origin": 0x31, "bit_size": 0x0D,
      "data_member_location": 0x38, "decl_file": 0x3A, "decl_line": 0x3B,
      "declaration": 0x3C, "encoding": 0x3E, "external": 0x3F, "frame_base": 0x40,
      "type": 0x49, "ranges": 0x55, "call_file": 0x58, "call_line": 0x59,
      "call_column": 0x57, "data_bit_offset": 0x6B, "artificial": 0x34,
      "linkage_name": 0x6E, "alignment": 0x88}
FORM = {"addr": 0x01, "data2": 0x05, "data4": 0x06, "data8": 0x07, "data1": 0x0B,
        "flag": 0x0C, "sdata": 0x0D, "strp": 0x0E, "udata": 0x0F, "ref4": 0x13,
        "sec_offset": 0x17, "exprloc": 0x18, "flag_present": 0x19}


@record(frozen=True, slots=True)
class Reloc:
    """A relocated value: the address of `target` (a section or symbol name) + addend."""
    target: str
    addend: int
    size: int


@record(slots=True)
class Expr:
    """A DWARF expression (exprloc): bytes and relocated addresses in order."""
    pieces: list[bytes | Reloc]

    def size(self) -> int:
        return sum(p.size if isinstance(p, Reloc) else len(p) for p in self.pieces)


class DIE:
    """One entry: a tag, (attribute, form, value) triples and children."""
    __slots__ = ("tag", "attrs", "children", "offset", "code")

    def __init__(self, tag: str) -> None:
        if tag not in TAG:
            raise KeyError(f"unknown DWARF tag {tag}")
        self.tag = tag
        self.attrs: list[tuple[str, str, Any]] = []
        self.children: list[DIE] = []
        self.offset = -1          # from the unit's start, set by write_unit
        self.code = 0             # the abbreviation number, set by write_unit

    def add(self, at: str, form: str, value: Any = None) -> DIE:
        if at not in AT or form not in FORM:
            raise KeyError(f"unknown DWARF attribute/form {at}/{form}")
        self.attrs.append((at, form, value))
        return self

    def child(self, tag: str) -> DIE:
        d = DIE(tag)
        self.children.append(d)
        return d

    def __repr__(self) -> str:
        return f"<DIE {self.tag} {[a for a, _, _ in self.attrs]}>"


def _value_size(form: str, value: Any, addr_size: int) -> int:
    if form in ("strp", "ref4", "data4", "sec_offset"):
        return 4
    if form == "addr":
        return addr_size
    if form in ("data1", "flag"):
        return 1
    if form == "data2":
        return 2
    if form == "data8":
        return 8
    if form == "udata":
        return len(uleb(value))
    if form == "sdata":
        return len(sleb(value))
    if form == "flag_present":
        return 0
    assert form == "exprloc"
    n = value.size()
    return len(uleb(n)) + n


def _walk(d: DIE) -> list[DIE]:
    out = [d]
    stack = list(reversed(d.children))
    while stack:
        x = stack.pop()
        out.append(x)
        stack.extend(reversed(x.children))
    return out


def write_unit(info: SectionWriter, abbrev: SectionWriter, root: DIE, addr_size: int,
               strp: Callable[[SectionWriter, str], None]) -> None:
    """Append the compile unit rooted at `root` to `info` and its abbreviations to
    `abbrev` (see the module docstring); `strp(writer, text)` writes a string reference."""
    table: dict[tuple[Any, ...], int] = {}
    for d in _walk(root):
        key = (d.tag, bool(d.children), tuple((a, f) for a, f, _ in d.attrs))
        code = table.get(key)
        if code is None:
            code = table[key] = len(table) + 1
            abbrev.data += uleb(code) + uleb(TAG[d.tag]) + bytes([1 if d.children else 0])
            for a, f, _ in d.attrs:
                abbrev.data += uleb(AT[a]) + uleb(FORM[f])
            abbrev.data += b"\0\0"
        d.code = code
    abbrev.data += b"\0"

    def place(d: DIE, at: int) -> int:
        d.offset = at
        at += len(uleb(d.code)) + sum(_value_size(f, v, addr_size) for _, f, v in d.attrs)
        for c in d.children:
            at = place(c, at)
        return at + (1 if d.children else 0)

    start = len(info.data)
    end = place(root, 11)                          # after the 11-byte unit header
    info.num(end - 4, 4)                           # unit_length
    info.num(4, 2)                                 # version
    info.ref(abbrev.name, 0, 4)
    info.num(addr_size, 1)

    def emit(d: DIE) -> None:
        assert len(info.data) - start == d.offset, (d, d.offset, len(info.data) - start)
        info.data += uleb(d.code)
        for _, f, v in d.attrs:
            _emit_value(info, f, v, addr_size, strp)
        for c in d.children:
            emit(c)
        if d.children:
            info.data.append(0)

    emit(root)


def _emit_value(w: SectionWriter, form: str, v: Any, addr_size: int,
                strp: Callable[[SectionWriter, str], None]) -> None:
    if form == "strp":
        strp(w, v)
    elif form == "ref4":
        assert isinstance(v, DIE) and v.offset >= 0, v
        w.num(v.offset, 4)
    elif form == "addr":
        assert isinstance(v, Reloc)
        w.ref(v.target, v.addend, addr_size)
    elif form == "sec_offset":
        section, off = v
        w.ref(section, off, 4)
    elif form in ("data1", "flag", "data2", "data4", "data8"):
        w.num(v, {"data1": 1, "flag": 1, "data2": 2, "data4": 4, "data8": 8}[form])
    elif form == "udata":
        w.data += uleb(v)
    elif form == "sdata":
        w.data += sleb(v)
    elif form == "exprloc":
        w.data += uleb(v.size())
        for p in v.pieces:
            if isinstance(p, Reloc):
                w.ref(p.target, p.addend, p.size)
            else:
                w.data += p
    else:
        assert form == "flag_present"


__all__ = ["DIE", "Expr", "Reloc", "write_unit", "TAG", "AT", "FORM"]
