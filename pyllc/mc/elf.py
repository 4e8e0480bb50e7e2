"""ELF relocatable objects: the one place that knows the file format (System V gABI,
"Object Files"). `write_elf` turns an ObjectFile into ELF32/ELF64 bytes in the
target's byte order; `read_elf` turns a relocatable object (ours, llc's or GNU as's)
back into an ObjectFile for pylli.

    ELF header | section contents ... | section header table
    sections: NULL, allocated sections in ObjectFile order, .rela.<sec> for each
              section with relocations, .symtab, .strtab, .shstrtab

Per-architecture numbers (e_machine, e_flags, relocation type numbers) come from the
target's `RelocationInfo` (`target.mc.relocations`, codegen/target.py).
"""
from __future__ import annotations

import struct
from collections.abc import Sequence
from typing import Any

from pyllc.codegen.target import RelocationInfo, Target
from pyllc.diagnostics import CompileError
from pyllc.mc.objfile import ObjectFile, Reloc, Section, Symbol

SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_NOBITS = 1, 2, 3, 4, 8
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR, SHF_MERGE, SHF_STRINGS, SHF_INFO_LINK = 1, 2, 4, 0x10, 0x20, 0x40
STB = {"local": 0, "global": 1, "weak": 2}
SHF_TLS = 0x400
STT = {"notype": 0, "object": 1, "func": 2, "section": 3, "tls": 6}
STV = {"default": 0, "hidden": 2, "protected": 3}
_FLAGS = {"text": SHF_ALLOC | SHF_EXECINSTR, "data": SHF_ALLOC | SHF_WRITE,
          "rodata": SHF_ALLOC, "bss": SHF_ALLOC | SHF_WRITE, "debug": 0}


class _Strings:
    def __init__(self) -> None:
        self.data = bytearray(b"\0")
        self.index: dict[str, int] = {"": 0}

    def add(self, s: str) -> int:
        if s not in self.index:
            self.index[s] = len(self.data)
            self.data += s.encode() + b"\0"
        return self.index[s]


def write_elf(obj: ObjectFile, target: Target) -> bytes:
    rel = target.mc.relocations
    is64 = target.pointer_vt == "i64"
    end = ">" if obj.big_endian else "<"
    shstr, strtab = _Strings(), _Strings()
    sections = list(obj.sections.values())
    sec_index = {s.name: i + 1 for i, s in enumerate(sections)}

    # symbols: null, section symbols, other locals, then globals (gABI: locals first)
    syms: list[tuple[str, int, int, int, int, int, int]] = [("", 0, 0, 0, 0, 0, 0)]
    for s in sections:
        syms.append(("", 0, 0, STT["section"], STB["local"], sec_index[s.name], 0))
    ordered = sorted(obj.symbols.values(), key=lambda y: y.binding != "local")
    sym_index: dict[str, int] = {}
    first_global = None
    for y in ordered:
        if y.binding != "local" and first_global is None:
            first_global = len(syms)
        shndx = sec_index[y.section] if y.section is not None else 0
        sym_index[y.name] = len(syms)
        syms.append((y.name, y.offset, y.size, STT.get(y.kind, 0), STB[y.binding], shndx,
                     STV.get(y.visibility, 0)))
    if first_global is None:
        first_global = len(syms)
    section_sym = {s.name: i + 1 for i, s in enumerate(sections)}

    relas: dict[str, list[Any]] = {}
    for r in obj.relocs:
        relas.setdefault(r.section, []).append(r)

    body = bytearray()
    ehsize = 64 if is64 else 52
    headers: list[tuple] = []   # (name, type, flags, offset, size, link, info, align, entsize)

    def place(data: bytes, align: int) -> int:
        # a relocatable's sh_addralign constrains the address, not the file offset:
        # offsets are aligned up to a page, not to a huge `align 2147483648`
        body.extend(bytes(-(ehsize + len(body)) % max(min(align, 4096), 1)))
        off = ehsize + len(body)
        body.extend(data)
        return off

    for s in sections:
        name = shstr.add(s.name)
        tls = SHF_TLS if s.tls else 0
        if s.kind == "bss":
            headers.append((name, SHT_NOBITS, _FLAGS["bss"] | tls, ehsize + len(body), s.size,
                            0, 0, s.align, 0))
        else:
            flags = _FLAGS.get(s.kind, SHF_ALLOC) | tls
            headers.append((name, SHT_PROGBITS, flags, place(bytes(s.data), s.align),
                            len(s.data), 0, 0, s.align, 0))
    symtab_idx = len(sections) + 1 + len(relas)
    for s in sections:
        if s.name not in relas:
            continue
        entries = bytearray()
        for r in relas[s.name]:
            idx = sym_index.get(r.symbol)
            if idx is None:
                if r.symbol in section_sym:
                    idx = section_sym[r.symbol]
                else:
                    raise CompileError(f"relocation against unknown symbol '{r.symbol}'")
            num = rel.numbers[r.type]
            if is64:
                entries += struct.pack(end + "QQq", r.offset, (idx << 32) | num, r.addend)
            else:
                entries += struct.pack(end + "IIi", r.offset, (idx << 8) | num, r.addend)
        headers.append((shstr.add(".rela" + s.name), SHT_RELA, SHF_INFO_LINK,
                        place(bytes(entries), 8 if is64 else 4), len(entries), symtab_idx,
                        sec_index[s.name], 8 if is64 else 4, 24 if is64 else 12))
    symdata = bytearray()
    for sym_name, value, size, typ, bind, shndx, other in syms:
        n = strtab.add(sym_name)
        info = (bind << 4) | typ
        if is64:
            symdata += struct.pack(end + "IBBHQQ", n, info, other, shndx, value, size)
        else:
            symdata += struct.pack(end + "IIIBBH", n, value, size, info, other, shndx)
    headers.append((shstr.add(".symtab"), SHT_SYMTAB, 0, place(bytes(symdata), 8),
                    len(symdata), symtab_idx + 1, first_global, 8 if is64 else 4, 24 if is64 else 16))
    headers.append((shstr.add(".strtab"), SHT_STRTAB, 0, place(bytes(strtab.data), 1),
                    len(strtab.data), 0, 0, 1, 0))
    shstr_name = shstr.add(".shstrtab")
    headers.append((shstr_name, SHT_STRTAB, 0, place(bytes(shstr.data), 1), len(shstr.data), 0, 0, 1, 0))

    shoff = ehsize + len(body)
    shoff += (-shoff) % 8
    ident = b"\x7fELF" + bytes([2 if is64 else 1, 2 if obj.big_endian else 1, 1, 0]) + bytes(8)
    nsec = len(headers) + 1
    if is64:
        ehdr = ident + struct.pack(end + "HHIQQQIHHHHHH", 1, rel.machine, 1, 0, 0, shoff,
                                   rel.flags | obj.elf_flags, 64, 0, 0, 64, nsec, nsec - 1)
    else:
        ehdr = ident + struct.pack(end + "HHIIIIIHHHHHH", 1, rel.machine, 1, 0, 0, shoff,
                                   rel.flags | obj.elf_flags, 52, 0, 0, 40, nsec, nsec - 1)
    out = bytearray(ehdr) + body
    out += bytes(shoff - len(out))
    out += bytes(64 if is64 else 40)
    for h in headers:
        name, typ, flags, off, size, link, info, align, entsize = h
        if is64:
            out += struct.pack(end + "IIQQQQIIQQ", name, typ, flags, 0, off, size, link, info, align, entsize)
        else:
            out += struct.pack(end + "IIIIIIIIII", name, typ, flags, 0, off, size, link, info, align, entsize)
    return bytes(out)


# ----------------------------------------------------------------------------- reading

def _bad(path: str, why: str) -> CompileError:
    return CompileError(f"malformed object file: {why}", path)


def read_elf(data: bytes, path: str,
             relocations: Sequence[RelocationInfo]) -> tuple[str, Any]:
    """Parse a relocatable ELF; returns (arch folder name, ObjectFile). `relocations`
    are the ELF facts of the targets that can be read (the one accepting e_machine is used)."""
    if len(data) < 52 or data[:4] != b"\x7fELF":
        raise _bad(path, "not an ELF file")
    is64 = data[4] == 2
    big = data[5] == 2
    end = ">" if big else "<"
    try:
        if is64:
            (etype, machine, _, _, _, shoff, _, _, _, _, shentsize, shnum, shstrndx) = \
                struct.unpack_from(end + "HHIQQQIHHHHHH", data, 16)
        else:
            (etype, machine, _, _, _, shoff, _, _, _, _, shentsize, shnum, shstrndx) = \
                struct.unpack_from(end + "HHIIIIIHHHHHH", data, 16)
        if etype != 1:
            raise _bad(path, "not a relocatable object (ET_REL)")
        rel = next((r for r in relocations if r.accepts(machine)), None)
        if rel is None:
            raise _bad(path, f"unsupported machine {machine}")
        arch = rel.arch
        names = {v: k for k, v in rel.numbers.items()}
        shdrs = []
        for i in range(shnum):
            off = shoff + i * shentsize
            if off + shentsize > len(data):
                raise _bad(path, "section header table is truncated")
            fmt = "IIQQQQIIQQ" if is64 else "IIIIIIIIII"
            shdrs.append(struct.unpack_from(end + fmt, data, off))

        def blob(h: tuple[Any, ...]) -> bytes:
            if h[1] == SHT_NOBITS:
                return b""
            o, n = h[4], h[5]
            if o + n > len(data):
                raise _bad(path, "section contents are truncated")
            return data[o:o + n]

        def cstr(table: bytes, i: int) -> str:
            j = table.find(b"\0", i)
            if i >= len(table) or j < 0:
                raise _bad(path, "bad string table index")
            return table[i:j].decode(errors="replace")

        shstr = blob(shdrs[shstrndx])
        obj = ObjectFile(arch=arch, big_endian=big, sections={}, symbols={}, relocs=[])
        kept: dict[int, str] = {}
        for i, h in enumerate(shdrs):
            name = cstr(shstr, h[0])
            if h[1] in (SHT_PROGBITS, SHT_NOBITS) and h[2] & SHF_ALLOC:
                kind = ("bss" if h[1] == SHT_NOBITS else "text" if h[2] & SHF_EXECINSTR
                        else "data" if h[2] & SHF_WRITE else "rodata")
                obj.sections[name] = Section(name=name, kind=kind, data=bytearray(blob(h)),
                                             align=max(1, h[8]), size=h[5],
                                             tls=bool(h[2] & SHF_TLS))
                kept[i] = name
        symnames: list[str | None] = []
        for h in shdrs:
            if h[1] != SHT_SYMTAB:
                continue
            strs = blob(shdrs[h[6]])
            raw = blob(h)
            size = 24 if is64 else 16
            for k in range(len(raw) // size):
                if is64:
                    n, info, _, shndx, value, sz = struct.unpack_from(end + "IBBHQQ", raw, k * size)
                else:
                    n, value, sz, info, _, shndx = struct.unpack_from(end + "IIIBBH", raw, k * size)
                typ, bind = info & 15, info >> 4
                name = cstr(strs, n)
                if typ == STT["section"]:
                    sec_name = kept.get(shndx)
                    symnames.append(sec_name)
                    if sec_name is not None and sec_name not in obj.symbols:
                        obj.symbols[sec_name] = Symbol(name=sec_name, section=sec_name, offset=0,
                                                       size=0, binding="local", kind="section")
                    continue
                symnames.append(name)
                if k == 0 or typ == 4:    # null symbol, STT_FILE
                    continue
                section = kept.get(shndx) if shndx != 0 else None
                if shndx != 0 and section is None and shndx < 0xff00:
                    continue              # symbol in a section we do not load
                binding = {0: "local", 1: "global", 2: "weak"}.get(bind, "global")
                kind = {1: "object", 2: "func", 6: "tls"}.get(typ, "notype")
                if binding == "local" and name in obj.symbols:
                    name = f"{name}@{k}"
                    symnames[-1] = name
                obj.symbols[name] = Symbol(name=name, section=section, offset=value, size=sz,
                                           binding=binding, kind=kind)
        for h in shdrs:
            if h[1] != SHT_RELA or h[7] not in kept:
                continue
            raw = blob(h)
            size = 24 if is64 else 12
            for k in range(len(raw) // size):
                if is64:
                    off, info, addend = struct.unpack_from(end + "QQq", raw, k * size)
                    sym, typ = info >> 32, info & 0xFFFFFFFF
                else:
                    off, info, addend = struct.unpack_from(end + "IIi", raw, k * size)
                    sym, typ = info >> 8, info & 0xFF
                tname = names.get(typ)
                if tname is None:
                    raise _bad(path, f"unsupported relocation type {typ}")
                if tname in rel.ignored:
                    continue
                if sym >= len(symnames) or symnames[sym] is None:
                    raise _bad(path, "relocation refers to a missing symbol")
                obj.relocs.append(Reloc(section=kept[h[7]], offset=off, type=tname,
                                        symbol=symnames[sym], addend=addend))
        return arch, obj
    except struct.error as e:
        raise _bad(path, f"truncated ({e})") from None
    except IndexError:
        raise _bad(path, "section index out of range") from None
