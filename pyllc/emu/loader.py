"""A static linker into emulator memory: places the sections of one or more
`ObjectFile`s, binds symbols (undefined ones to the host-served runtime), applies
relocations with the target's `RelocationInfo.apply`, and writes the image.

Position-independent objects (`pyllc -relocation-model=pic`, llc's, GNU as's) reach
preemptible symbols through a GOT: the loader builds one after the last section, one
pointer-sized slot per (object, symbol) that a GOT relocation names (the types in
`RelocationInfo.got`), holding the symbol's address; `_GLOBAL_OFFSET_TABLE_` is its base.
PLT relocations resolve to the symbol itself (a static link needs no PLT).

Thread-local sections (SHF_TLS) are not placed as sections: emu/tls.py lays out the one
thread's TLS block after the GOT and sets the thread pointer; a TLS symbol is bound to
its copy there. Local-exec relocations (`RelocationInfo.tprel`) get the symbol's offset
from the thread pointer as S; initial-exec ones (`got_tprel`) a GOT slot holding it.
"""
from __future__ import annotations

from typing import Any, Literal

from pyllc.diagnostics import CompileError
from pyllc.emu.libc import DATA_SYMBOLS, FUNCTIONS
from pyllc.emu.machine import IMAGE_BASE, Machine
from pyllc.emu.tls import TLSDESC_RESOLVER
from pyllc.emu.tls import dtprel as tls_dtprel
from pyllc.emu.tls import layout as tls_layout
from pyllc.emu.tls import pair as tls_pair
from pyllc.emu.tls import tprel as tls_tprel
from pyllc.emu.tls import write as tls_write

_ORDER = {"text": 0, "rodata": 1, "data": 2, "bss": 3}
GOT_SYMBOL = "_GLOBAL_OFFSET_TABLE_"


def link(machine: Machine, objects: list[Any]) -> dict[str, int]:
    """Lay out and relocate `objects` in `machine`; returns the global symbol addresses."""
    target = machine.target
    relocs_mod = target.mc.relocations
    placed: list[tuple[Any, Any, int]] = []       # (object, section, address)
    addr = IMAGE_BASE
    # debug sections (DWARF, kind "debug") are not part of the program image
    sections = [(o, s) for o in objects for s in o.sections.values()
                if s.kind != "debug" and not s.tls]
    sections.sort(key=lambda os: _ORDER.get(os[1].kind, 4))
    base_of: dict[tuple[int, str], int] = {}
    for obj, sec in sections:
        align = max(sec.align, 1)
        addr = (addr + align - 1) // align * align
        base_of[(id(obj), sec.name)] = addr
        placed.append((obj, sec, addr))
        addr += sec.size if sec.kind == "bss" else len(sec.data)
    # the GOT: one slot per (object, symbol) a GOT relocation names
    got_types = relocs_mod.got
    ptr = 8 if target.pointer_vt == "i64" else 4
    got_base = addr = (addr + ptr - 1) // ptr * ptr
    slots: dict[tuple[int, str], int] = {}
    tp_slots: dict[tuple[int, str], int] = {}     # initial exec: slots holding a tprel
    for obj in objects:
        for r in obj.relocs:
            if r.type in got_types and (id(obj), r.symbol) not in slots:
                slots[(id(obj), r.symbol)] = got_base + ptr * (len(slots) + len(tp_slots))
            elif r.type in relocs_mod.got_tprel and (id(obj), r.symbol) not in tp_slots:
                tp_slots[(id(obj), r.symbol)] = got_base + ptr * (len(slots) + len(tp_slots))
    # general dynamic: a pair of words per (object, symbol), after the slots
    pairs: dict[tuple[int, str], int] = {}
    addr += ptr * (len(slots) + len(tp_slots))
    for obj in objects:
        for r in obj.relocs:
            key = (id(obj), "" if r.type in relocs_mod.got_tls_module else r.symbol)
            if (r.type in relocs_mod.got_tls_pair or r.type in relocs_mod.got_tls_module) \
                    and key not in pairs:      # "": the module's pair (local dynamic)
                pairs[key] = addr
                addr += 2 * ptr
    tls_abi = target.emulator.get("tls")
    tls_lay = None if tls_abi is None else tls_layout(tls_abi, objects, addr, ptr)
    if tls_lay is not None:
        base_of.update(tls_lay.base_of)
        addr = tls_lay.end
    elif any(s.tls for o in objects for s in o.sections.values()):
        raise CompileError(f"thread-local storage is not supported by pylli on {target.name}")
    if addr > machine.stub_base:
        raise CompileError(f"the program's sections need {addr - IMAGE_BASE} bytes; pylli's "
                           f"image holds {machine.stub_base - IMAGE_BASE}")
    image = bytearray(addr - IMAGE_BASE)
    for _obj, sec, a in placed:
        if sec.kind != "bss":
            image[a - IMAGE_BASE: a - IMAGE_BASE + len(sec.data)] = sec.data

    globals_: dict[str, int] = {}
    for obj in objects:
        for sym in obj.symbols.values():
            if sym.section is None or sym.binding == "local":
                continue
            value = base_of[(id(obj), sym.section)] + sym.offset
            if sym.name in globals_ and sym.binding != "weak":
                raise CompileError(f"symbol '{sym.name}' is defined more than once")
            globals_.setdefault(sym.name, value)

    def resolve(obj: Any, name: str) -> int:
        if name == GOT_SYMBOL:
            return got_base
        sym = obj.symbols.get(name)
        if sym is not None and sym.section is not None:
            return base_of[(id(obj), sym.section)] + sym.offset
        if name in globals_:
            return globals_[name]
        if name in FUNCTIONS:
            globals_[name] = machine.stub(name)
            return globals_[name]
        if name in DATA_SYMBOLS:
            globals_[name] = machine.data_symbol(name)
            return globals_[name]
        raise CompileError(f"undefined symbol '{name}': not defined by the program and not "
                           f"served by the pylli runtime")

    # Relocations named in the target's DEFERRED (RISC-V %pcrel_lo) are computed from
    # the value of the relocation at the place their symbol names, so they go second.
    deferred_types = relocs_mod.deferred
    by_id = {id(o): o for o in objects}
    order: Literal["big", "little"] = "big" if target.big_endian else "little"
    for (oid, name), slot in slots.items():
        value = resolve(by_id[oid], name)
        image[slot - IMAGE_BASE: slot - IMAGE_BASE + ptr] = value.to_bytes(ptr, order)
    for (oid, name), slot in tp_slots.items():
        value = tls_tprel(tls_lay, resolve(by_id[oid], name), name) % (1 << (8 * ptr))
        image[slot - IMAGE_BASE: slot - IMAGE_BASE + ptr] = value.to_bytes(ptr, order)
    for (oid, name), slot in pairs.items():
        assert tls_abi is not None
        words = (1, 0) if name == "" else tls_pair(        # "": the module (local dynamic)
            tls_lay, tls_abi, resolve(by_id[oid], name), name,
            lambda: machine.stub(TLSDESC_RESOLVER))
        for k, w in enumerate(words):
            at = slot + k * ptr - IMAGE_BASE
            image[at: at + ptr] = (w % (1 << (8 * ptr))).to_bytes(ptr, order)
    if tls_lay is not None:
        machine.rt.tls_block = tls_lay.block
    pcrel_at: dict[int, int] = {}

    def pcrel_hi(at: int) -> int:
        if at not in pcrel_at:
            raise CompileError(f"a %pcrel_lo relocation names 0x{at:x}, where no %pcrel_hi "
                               f"relocation is")
        return pcrel_at[at]

    def apply(rtype: str, P: int, S: int, A: int, hi: Any = None) -> None:
        size = len(image)
        if hi is None:
            relocs_mod.apply(rtype, image, P - IMAGE_BASE, S, A, P)
        else:
            relocs_mod.apply(rtype, image, P - IMAGE_BASE, S, A, P, hi)
        if len(image) != size:
            raise CompileError(f"relocation {rtype} at 0x{P:x} writes past the image")

    later = []
    for obj in objects:
        for r in obj.relocs:
            if (id(obj), r.section) not in base_of:
                continue                      # a relocation in a debug section
            P = base_of[(id(obj), r.section)] + r.offset
            if not 0 <= r.offset < len(obj.sections[r.section].data):
                raise CompileError(f"relocation {r.type} at offset 0x{r.offset:x} lies outside "
                                   f"section '{r.section}'")
            rtype = r.type
            if rtype in got_types:
                rtype, from_base = got_types[rtype]
                S = slots[(id(obj), r.symbol)] - (got_base if from_base else 0)
                pcrel_at[P] = S + r.addend - P
                apply(rtype, P, S, r.addend)
                continue
            if rtype in relocs_mod.got_tprel or rtype in relocs_mod.got_tls_pair \
                    or rtype in relocs_mod.got_tls_module:
                if rtype in relocs_mod.got_tprel:
                    rtype, from_base = relocs_mod.got_tprel[rtype]
                    S = tp_slots[(id(obj), r.symbol)]
                elif rtype in relocs_mod.got_tls_module:
                    rtype, from_base = relocs_mod.got_tls_module[rtype]
                    S = pairs[(id(obj), "")]
                else:
                    rtype, from_base = relocs_mod.got_tls_pair[rtype]
                    S = pairs[(id(obj), r.symbol)]
                S -= got_base if from_base else 0
                pcrel_at[P] = S + r.addend - P
                apply(rtype, P, S, r.addend)
                continue
            if rtype in relocs_mod.tls_call:
                # the call of `__tls_get_addr` that names the variable (SPARC)
                S = resolve(obj, "__tls_get_addr")
                rtype = relocs_mod.tls_call[rtype]
                apply(rtype, P, S, r.addend)
                continue
            if rtype in relocs_mod.tls_other:
                raise CompileError(f"relocation {rtype} ({r.symbol}): this thread-local "
                                   "access is not supported by pylli")
            S = resolve(obj, r.symbol)
            if rtype in relocs_mod.tprel:
                S = tls_tprel(tls_lay, S, r.symbol)
            elif rtype in relocs_mod.dtprel:
                S = tls_dtprel(tls_lay, S, r.symbol)
            if r.type in deferred_types:
                later.append((r.type, P, S, r.addend))
                continue
            pcrel_at[P] = S + r.addend - P
            apply(r.type, P, S, r.addend)
    for rtype, P, S, A in later:
        apply(rtype, P, S, A, pcrel_hi)
    machine.set_functions([(base_of[(id(obj), sym.section)] + sym.offset, sym.size, sym.name)
                           for obj in objects for sym in obj.symbols.values()
                           if sym.section is not None and sym.kind == "func"])
    machine.set_text([(a, a + len(sec.data)) for _, sec, a in placed if sec.kind == "text"])
    # names of the code, for --profile: functions (local ones too) and pyllc's blocks
    machine.functions = sorted((base_of[(id(o), s.section)] + s.offset, s.size, s.name)
                               for o in objects for s in o.symbols.values()
                               if s.section is not None and s.kind == "func")
    machine.block_starts = sorted((base_of[(id(o), sec)] + off, name) for o in objects
                                  for sec, off, name in o.code_labels)
    # line 0 rows (a function's end) sort before a row at the same address
    machine.line_starts = sorted(((base_of[(id(o), sec)] + off, path, line) for o in objects
                                  for sec, off, path, line in o.line_rows),
                                 key=lambda r: (r[0], r[2] != 0))
    if tls_lay is not None and tls_abi is not None:
        tls_write(tls_lay, tls_abi, image, IMAGE_BASE, ptr, target.big_endian)
    machine.map_image(len(image))
    machine.uc.mem_write(IMAGE_BASE, bytes(image))
    if tls_lay is not None and tls_abi is not None:
        tls_abi.set_thread_pointer(machine.uc, tls_lay.tp)
    after_link = target.emulator.get("after_link")
    if after_link is not None:
        # Targets that must watch their own code (SPARC register windows) get the
        # linked text: a list of (address, bytes) per text section.
        texts = [(a, bytes(image[a - IMAGE_BASE: a - IMAGE_BASE + len(sec.data)]))
                 for _, sec, a in placed if sec.kind == "text"]
        after_link(machine, texts)
    return globals_
