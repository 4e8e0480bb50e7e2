"""The in-memory assembler: machine functions and module data -> `ObjectFile`
(sections of bytes, symbols, relocations), the object a loader or the ELF writer reads.

Contract:
  requires  the same input as the asm printer (physical registers, no frame indexes);
  maintains the MIR (only `MachineBasicBlock.label` is filled in, as the printer does);
  produces  one `ObjectFile`; every symbol a relocation names is in `symbols` (local
            labels as local symbols, externals as undefined ones).

Instructions are encoded by an *encoder*, an object with

    encode(mi, pc, labels[, pcrel_label=...]) -> (bytes, [(offset_in_instr, reloc_type, Sym)])
    size(mi) -> int                     (optional: the size before addresses are known)
    relax(mi, pc, size, labels, grow_only) -> bytes | None
                                        (optional: span-dependent branches, e.g. x86 jcc
                                        rel8/rel32; None = not one, use `encode`)
    relax_exact: bool                   (optional: `relax` gives correct bytes for the
                                        given addresses even before `grow_only`, so a
                                        round that changes no size is final; RISC-V's C)
    forget() -> None                    (optional: called after each function, so that what
                                        the encoder keeps per instruction during layout
                                        does not pin the function's MIR in a long-lived
                                        encoder; RISC-V's C)

An encoder that needs local anchor labels (the RISC-V auipc that a `%pcrel_lo`
relocation points back to) takes the keyword `pcrel_label(pc) -> name`: the assembler
hands out `.Lpcrel_hi<N>` (numbered through the module, like llc's) and defines each one
that a relocation names as a local symbol at `pc`.

`pc` and the addresses in `labels` are offsets in the function's section (`.text`);
`labels` maps both a `MachineBasicBlock` and a label name to its offset (it is a dict
and also callable). Table-encoded targets (RISC-V) give `target.encoder`; the others get
`KeystoneEncoder` (mc/keystone.py), which feeds Keystone one instruction of text at a time (never
directives: see DESIGN.md, "Keystone facts"), writes branch targets as addresses, and
asks the target hook `keystone_fixups(mi, sym, code) -> [(offset_in_instr, reloc_type,
addend)]` where each symbol reference must be patched.

Target facts read here: `asm_info["function_p2align"]`, `asm_info["nop"]` (bytes that
pad code between functions) or `asm_info["nops"]` (nops of several sizes, largest
first: a remainder smaller than the first is padded with the smaller ones, before
it), `asm_info["elf_flags"]` (ORed into the object's ELF flags for each function
assembled), `asm_info["keystone"]`, and the data relocation tables (`data_reloc_type`).
The alignment, nops, flags and encoder of a function come from its own target
(`mf.target`: a function's "target-features" can change them, e.g. RISC-V's C), the
rest from the module's.

Layout is iterative, like a real assembler's relaxation: sizes -> addresses -> encode;
if an instruction's encoding changed size (x86 short/near jumps, RISC-V compressed
branches), lay out again, until a fixpoint.
Fixups become `Reloc`s against symbols; nothing is resolved here except branches to
blocks of the same function, which the encoder does with the addresses it is given.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from pyllc.codegen.mir import MachineFunction, Sym
from pyllc.codegen.pic import jump_table_entry, local_alias, uses_local_alias
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError, UnsupportedError
from pyllc.mc.asm_printer import (
    constant_pool_section,
    function_linkage,
    function_number,
    function_section,
    function_symbol,
    is_emitted_function,
    jump_table_label,
    name_all_blocks,
    prints_nothing,
)
from pyllc.mc.data import DataObject, binding_of, lay_out_module, to_bytes
from pyllc.mc.dwarf_obj import DebugCollector
from pyllc.mc.module_asm import assemble_module_asm
from pyllc.mc.objfile import ObjectFile

MAX_RELAX_ROUNDS = 16


class Labels(dict):
    """Label addresses, keyed by MachineBasicBlock and by label name; also callable."""

    def __call__(self, key: Any) -> int:
        return self[key]


def data_reloc_type(target: Target, size: int, pcrel: bool = False) -> str:
    """The relocation for a `size`-byte symbol reference in data: absolute (R_RISCV_64 ...)
    or PC-relative (R_RISCV_32_PCREL, R_X86_64_PC32 ...), from the target's
    `RelocationInfo` tables (size in bytes -> ELF relocation name)."""
    rel = target.mc.relocations
    table = rel.data_pcrel if pcrel else rel.data
    what = "PC-relative" if pcrel else "absolute"
    if size not in table:
        raise UnsupportedError(f"a {size}-byte {what} symbol reference in data is not "
                               f"supported on {target.name}")
    return table[size]


# --------------------------------------------------------------------------- the object builder


class ObjectBuilder:
    """Assembles one module into an `ObjectFile`; see the module docstring."""

    def __init__(self, module: Any, target: Target, functions: list[MachineFunction],
                 pic: bool = False, force_dwarf_frame: bool = False) -> None:
        self.module = module
        self.target = target
        self.functions = functions
        self.pic = pic
        self.aliases = pic and target.asm_info.get("pic_local_aliases", True)
        self.data = lay_out_module(module, name_all_blocks(functions), pic, self.aliases)
        self.names = self.data.names
        self.obj = ObjectFile(target.name, target.big_endian)
        info = target.asm_info
        self.nop = info.get("nop", b"")
        self.nops: tuple[bytes, ...] = info.get("nops") or ((self.nop,) if self.nop else ())
        self.ptr_size = module.datalayout.pointer_size(0)
        # local labels a relocation may name -> (section, offset): blocks, encoder
        # anchors, constant-pool entries, jump tables
        self.labels: dict[str, tuple[str, int]] = {}
        self._encoder: Any = None
        self._anchor_count = 0
        self._layout: tuple[list, list, Labels] = ([], [], Labels())
        # !dbg -> line rows, DWARF; CFI -> .eh_frame / .debug_frame
        self.debug = DebugCollector(module, target, self.obj, force_dwarf_frame, self.names.of)

    @property
    def encoder(self) -> Any:
        if self._encoder is None:
            self._encoder = self.target.mc.encoder
        return self._encoder

    def build(self, debug_sections: bool = False) -> ObjectFile:
        """The object; with `debug_sections`, DWARF and unwind sections too (if the
        module has debug info or CFI; `line_rows` are recorded either way)."""
        functions = self.functions
        if self.module.module_asm:
            assemble_module_asm(self.obj, self.target, "\n".join(self.module.module_asm),
                                self.nop)
        for pos, mf in enumerate(functions):
            if is_emitted_function(mf):
                self.function(mf, function_number(mf, pos))
        for d in self.data.objects:
            try:
                self.data_object(d)
            except CompileError as e:  # for the tools: private globals are `.L` + IR name
                e.in_global = e.in_global or d.name.removeprefix(".L")
                raise
        for a in self.data.aliases:
            self.alias(a)
        self._bind_references()
        if debug_sections and self.debug.enabled:
            self.debug.write_sections(self.ptr_size)
        return self.obj

    # ---- functions ----
    def function(self, mf: MachineFunction, n: int) -> None:
        for label, data, align in mf.constants:
            sec_name, _ = constant_pool_section(data)
            sec = self.obj.section(sec_name, "rodata", align)
            sec.align_to(align)
            self.labels[label] = (sec_name, sec.append(data))
        sname = function_section(mf)
        info = getattr(mf.target, "asm_info", None) or self.target.asm_info
        align = 1 << info.get("function_p2align", 2)
        text = self.obj.section(sname, "text", align)
        gap = -text.end % align
        if gap and self._can_pad(gap):
            text.append(self._padding(gap))
        start = text.align_to(align)
        self.obj.elf_flags |= info.get("elf_flags", 0)
        try:
            code, fixups = self._encode_function(mf, start, sname)
        finally:
            enc = self.encoder if getattr(mf.target, "mc", None) is None else mf.target.mc.encoder
            forget = getattr(enc, "forget", None)
            if forget is not None:
                forget()            # what it kept about this function's instructions
        text.append(code)
        for pc, (off, rtype, sym) in fixups:
            self.obj.add_reloc(sname, pc + off, rtype, self.names(sym.name), sym.offset)
        binding = binding_of(function_linkage(mf))
        fname = function_symbol(mf, self.names)
        fn = mf.ir_function
        self.obj.define(fname, sname, start, len(code), binding, "func",
                        (fn.visibility or "default") if fn is not None else "default")
        if self.aliases and fn is not None and uses_local_alias(fn, self.module):
            self.labels[local_alias(fname)] = (sname, start)
        if self.debug.enabled:
            blocks, sizes, labels = self._layout
            self.debug.function(mf, sname, start, len(code), binding != "local",
                                [(labels[mbb], instrs, s) for (mbb, instrs), s in zip(blocks, sizes)])
        self._jump_tables(mf, n)

    def _encode_function(self, mf: MachineFunction, start: int,
                         section: str) -> tuple[bytearray, list]:
        mc = getattr(mf.target, "mc", None)
        enc = self.encoder if mc is None else mc.encoder
        blocks = [(mbb, [mi for mi in mbb.instrs if not prints_nothing(mi)]) for mbb in mf.blocks]
        sizes = [[enc.size(mi) for mi in instrs] for _, instrs in blocks]
        relax = getattr(enc, "relax", None)
        # an encoder whose `relax` is right for the addresses it is given in every round
        # (not a placeholder until `grow_only`) is done at the first round that changes
        # no size; the others run until sizes have settled under `grow_only`
        settle = 0 if getattr(enc, "relax_exact", False) else 2
        for round_no in range(MAX_RELAX_ROUNDS):
            labels = self._addresses(blocks, sizes, start)
            anchors: dict[str, int] = {}
            anchor = partial(_new_anchor, anchors)   # this round's anchors

            code = bytearray()
            fixups: list[tuple[int, Any]] = []
            new_sizes = []
            unpadded: int | None = None      # a gap no nops fill (fine if sizes change)
            for (mbb, instrs), block_sizes in zip(blocks, sizes):
                pc = labels[mbb]
                gap = pc - start - len(code)
                if gap < 0 or (gap and not self._can_pad(gap)):
                    # this round's sizes were estimates: lay out again; only a gap
                    # that remains once sizes agree is an error
                    unpadded = gap if unpadded is None else unpadded
                    code += bytes(max(gap, 0))
                else:
                    code += self._padding(gap)
                block_new = []
                for mi, size in zip(instrs, block_sizes):
                    # span-dependent branches: short while the first two rounds replace
                    # size estimates by real sizes, then they only grow (layout converges)
                    b = None if relax is None else relax(mi, pc, size, labels, round_no >= 2)
                    if b is None:
                        b, fx = enc.encode(mi, pc, labels, anchor)
                    else:
                        fx = []
                    block_new.append(len(b))
                    code += b
                    fixups.extend((pc, f) for f in fx)
                    pc += size
                new_sizes.append(block_new)
            if new_sizes == sizes and (relax is None or round_no >= settle):
                if unpadded is not None:
                    self._padding(unpadded)          # raises, naming the gap
                for key, addr in labels.items():
                    if isinstance(key, str):
                        self.labels[key] = (section, addr)
                for mbb, _ in blocks:
                    block = f"%{mbb.name}" if mbb.name else f"%bb.{mbb.number}"
                    self.obj.code_labels.append((section, labels[mbb], f"{mf.name}:{block}"))
                self._layout = (blocks, sizes, labels)
                return code, self._number_anchors(fixups, anchors, section)
            sizes = new_sizes
        raise CompileError(f"internal error: instruction sizes in {mf.name} do not converge")

    def _can_pad(self, n: int) -> bool:
        return bool(self.nops) and n % len(self.nops[-1]) == 0

    def _padding(self, n: int) -> bytes:
        """`n` bytes of filler before an aligned block: it may execute (fall-through), so
        it is made of the target's nops (`asm_info["nops"]` / `["nop"]`) or it is an
        error. The remainder the largest nop leaves comes first, in smaller nops."""
        if n == 0:
            return b""
        if n < 0 or not self._can_pad(n):
            raise CompileError(f"cannot pad {n} bytes of code: the target gives no "
                               "asm_info['nop'] of a size that fits")
        big = self.nops[0]
        rest = n % len(big)
        head = b""
        for nop in self.nops[1:]:
            head += nop * (rest // len(nop))
            rest %= len(nop)
        return head + big * (n // len(big))

    def _number_anchors(self, fixups: list, anchors: dict[str, int], section: str) -> list:
        """Name the anchors relocations use `.Lpcrel_hi<N>`, in order, as llc does."""
        if not anchors:
            return fixups
        renamed: dict[str, str] = {}
        out = []
        for pc, (off, rtype, sym) in fixups:
            if sym.name in anchors:
                new = renamed.get(sym.name)
                if new is None:
                    new = renamed[sym.name] = f".Lpcrel_hi{self._anchor_count}"
                    self._anchor_count += 1
                    self.labels[new] = (section, anchors[sym.name])
                sym = Sym(new, sym.offset, sym.modifier)
            out.append((pc, (off, rtype, sym)))
        return out

    @staticmethod
    def _addresses(blocks: list, sizes: list[list[int]], start: int) -> Labels:
        """Block addresses from instruction sizes; blocks with `align` > 1 (bytes) start
        on that boundary, like the printer's `.p2align` before their label."""
        labels = Labels()
        pc = start
        for (mbb, _), block_sizes in zip(blocks, sizes):
            if mbb.align > 1:
                pc = (pc + mbb.align - 1) // mbb.align * mbb.align
            labels[mbb] = pc
            labels[mbb.label] = pc
            pc += sum(block_sizes)
        return labels

    def _jump_tables(self, mf: MachineFunction, n: int) -> None:
        if not mf.jump_tables:
            return
        entry = jump_table_entry(self.target, self.pic)
        if entry == "rel32":
            # `.LBB - .LJTI` = S + A - P with A = the entry's offset in its table
            # (RISC-V, GNU as: an ADD32/SUB32 pair, which linker relaxation keeps right)
            pair = self.target.asm_info.get("label_difference_relocs", {}).get(4)
            rtype = data_reloc_type(self.target, 4, pcrel=True)
            sec = self.obj.section(".rodata", "rodata", 4)
            for k, table in enumerate(mf.jump_tables):
                sec.align_to(4)
                start = sec.end
                label = jump_table_label(n, k)
                self.labels[label] = (".rodata", start)
                for mbb in table:
                    off = sec.append(bytes(4))
                    if pair is not None:
                        self.obj.add_reloc(".rodata", off, pair[0], mbb.label, 0)
                        self.obj.add_reloc(".rodata", off, pair[1], label, 0)
                    else:
                        self.obj.add_reloc(".rodata", off, rtype, mbb.label, off - start)
            return
        if entry != "abs":
            raise UnsupportedError(f"jump table entry kind '{entry}' is not supported in objects")
        rtype = data_reloc_type(self.target, self.ptr_size)
        # PIC: absolute entries are relocated at load time, in a RELRO section
        name, kind = (".data.rel.ro", "data") if self.pic else (".rodata", "rodata")
        sec = self.obj.section(name, kind, self.ptr_size)
        for k, table in enumerate(mf.jump_tables):
            sec.align_to(self.ptr_size)
            self.labels[jump_table_label(n, k)] = (name, sec.end)
            for mbb in table:
                off = sec.append(bytes(self.ptr_size))
                self.obj.add_reloc(name, off, rtype, mbb.label, 0)

    # ---- data ----
    def data_object(self, d: DataObject) -> None:
        sec = self.obj.section(d.section, d.kind, d.align, tls=d.tls)
        sec.align_to(d.align)
        if d.kind == "bss":
            off = sec.reserve(d.size)
        else:
            data, refs = to_bytes(d.pieces, self.obj.big_endian)
            off = sec.append(bytes(data))
            for at, ref in refs:
                if ref.minus is None:
                    rtype, addend = data_reloc_type(self.target, ref.size), ref.addend
                else:
                    # name + addend - minus = S + A - P with A = addend + (P - minus)
                    base = off if ref.minus == d.name else self._local_offset(ref.minus, sec.name)
                    rtype = data_reloc_type(self.target, ref.size, pcrel=True)
                    addend = ref.addend + off + at - base
                self.obj.add_reloc(sec.name, off + at, rtype, ref.name, addend)
        # `common` data lands in .bss here, as a linker would place it; weak binding lets a
        # real definition elsewhere win, which is what common symbols mean.
        binding = "weak" if d.common and d.binding == "global" else d.binding
        self.obj.define(d.name, sec.name, off, d.size, binding, "tls" if d.tls else "object",
                        d.visibility)
        if d.local_alias:
            self.labels[d.local_alias] = (sec.name, off)

    def _local_offset(self, name: str, section: str) -> int:
        sym = self.obj.symbols.get(name)
        if sym is None or sym.section != section:
            raise UnsupportedError(f"a difference from {name}, which is not in {section} before "
                                   "it, is not supported in data")
        return sym.offset

    def alias(self, a: Any) -> None:
        target = self.obj.symbols.get(a.target)
        if target is None or target.section is None:
            raise UnsupportedError(f"alias {a.name} of {a.target}, which this module does not "
                                   "define, is not supported")
        self.obj.define(a.name, target.section, target.offset + a.offset, target.size,
                        a.binding, a.kind)

    # ---- symbols ----
    def _bind_references(self) -> None:
        """Every relocation's symbol becomes a symbol: a local label, or an undefined global."""
        weak = set(self.data.weak_refs)
        for r in self.obj.relocs:
            name = r.symbol
            if name in self.obj.symbols:
                continue
            if name in self.labels:
                sec, off = self.labels[name]
                self.obj.define(name, sec, off, 0, "local", "notype")
            elif name.startswith(".L"):
                raise CompileError(f"internal error: local label {name} is referenced but "
                                   "never defined")
            else:
                sym = self.obj.reference(name, "weak" if name in weak else "global")
                if self.target.mc.relocations.is_tls(r.type):
                    sym.kind = "tls"          # GNU as: STT_TLS for a TLS relocation's symbol


def _new_anchor(anchors: dict[str, int], pc: int) -> str:
    """A local label at `pc` for a PC-relative low part to name, recorded in `anchors`."""
    name = f".Lpcrel_anchor@{pc}"       # renamed below if a relocation uses it
    anchors[name] = pc
    return name


def assemble_module(module: Any, functions: list[MachineFunction], target: Target,
                    debug_sections: bool = False, pic: bool = False,
                    force_dwarf_frame: bool = False) -> ObjectFile:
    """Assemble a compiled module into an in-memory relocatable object (with the DWARF
    and unwind sections of mc/dwarf*.py if `debug_sections`; `pic`: compiled for
    -relocation-model=pic; `force_dwarf_frame`: llc's -force-dwarf-frame-section)."""
    return ObjectBuilder(module, target, functions, pic, force_dwarf_frame).build(debug_sections)


__all__ = ["assemble_module", "ObjectBuilder", "Labels", "data_reloc_type"]
