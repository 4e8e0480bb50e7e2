"""The byte-level pieces every DWARF section writer shares (DWARF 4, 7.6 "Variable
Length Data"): LEB128 numbers and a section buffer that records relocations.

Contract: pure encoding; a `SectionWriter` appends to its own buffer and adds the
relocations it is asked for to the ObjectFile, it never creates the section itself.
"""
from __future__ import annotations

from typing import Literal

from pyllc.mc.objfile import ObjectFile


def uleb(v: int) -> bytes:
    """Unsigned LEB128."""
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def sleb(v: int) -> bytes:
    """Signed LEB128."""
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        if (v == 0 and not b & 0x40) or (v == -1 and b & 0x40):
            out.append(b)
            return bytes(out)
        out.append(b | 0x80)


class SectionWriter:
    """Bytes of one section plus its relocations; `relocs` maps a field size to the
    relocation type of an absolute reference of that size."""

    def __init__(self, obj: ObjectFile, name: str, big: bool, relocs: dict[int, str]) -> None:
        self.obj = obj
        self.name = name
        self.order: Literal["big", "little"] = "big" if big else "little"
        self.relocs = relocs
        self.data = bytearray()

    def num(self, v: int, size: int) -> None:
        self.data += (v % (1 << (8 * size))).to_bytes(size, self.order)

    def ref(self, section: str, offset: int, size: int, rtype: str | None = None) -> None:
        """A relocated `size`-byte value: section `section`'s address + offset (with the
        absolute relocation of that size unless `rtype` names another)."""
        self.obj.add_reloc(self.name, len(self.data), rtype or self.relocs[size], section, offset)
        self.num(0, size)

    def patch(self, at: int, v: int, size: int = 4) -> None:
        self.data[at:at + size] = (v % (1 << (8 * size))).to_bytes(size, self.order)

    def pad(self, start: int, align: int) -> None:
        """DW_CFA_nop (0) bytes until the entry that began at `start` is `align`-sized."""
        self.data += bytes(-(len(self.data) - start) % align)


__all__ = ["uleb", "sleb", "SectionWriter"]
