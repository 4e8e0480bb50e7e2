"""The in-memory relocatable object: what the assembler produces and what the loader
(pylli) and the ELF writer consume.

Contract (docs/backend-contracts.md, "Assembly and objects"):

```
ObjectFile(arch, big_endian, sections, symbols, relocs)
Section(name, kind: "text"|"data"|"rodata"|"bss"|"debug", data, align, size, tls)
                            # size counts for bss; tls: .tdata/.tbss (ELF SHF_TLS)
Symbol(name, section (None = undefined), offset, size, binding, kind)  # kind "tls": STT_TLS
Reloc(section, offset, type (ELF name), symbol, addend)
```

Offsets are section-relative. A relocation may name a section instead of a symbol
(its section symbol, as the DWARF sections use). Local labels that a relocation names (`.LBB0_3` in a jump
table, `.Lpcrel_hi0` for RISC-V `%pcrel_lo`) are ordinary local symbols here; an ELF
writer may rewrite relocations against them into section symbol + addend, as GNU `as`
does. Nothing in this file knows ELF or an ISA.
"""
from __future__ import annotations

from pyllc.diagnostics import UnsupportedError
from pyllc.record import field, record

# the most padding one alignment may write into an object's section (.s output writes
# `.p2align` instead and has no such limit)
MAX_PAD = 1 << 28

SECTION_KINDS = ("text", "data", "rodata", "bss", "debug")   # debug: not loaded (DWARF)
BINDINGS = ("global", "local", "weak")
SYMBOL_KINDS = ("func", "object", "notype", "tls")


@record(slots=True, eq=False)
class Section:
    """One output section. `data` holds the bytes (empty for bss); `size` is the size in
    memory (equal to `len(data)` except for bss); `align` is in bytes. `tls`: a
    thread-local section (`.tdata` with kind data, `.tbss` with kind bss), the image of
    each thread's TLS block rather than memory of its own."""
    name: str
    kind: str
    data: bytearray = field(default_factory=bytearray)
    align: int = 1
    size: int = 0
    tls: bool = False

    def __post_init__(self) -> None:
        if self.kind not in SECTION_KINDS:
            raise ValueError(f"section {self.name}: unknown kind {self.kind!r}")

    @property
    def end(self) -> int:
        """The offset where the next appended item would start."""
        return self.size if self.kind == "bss" else len(self.data)

    def align_to(self, align: int, fill: bytes = b"\0") -> int:
        """Pad to a multiple of `align` bytes (with copies of `fill` where they fit,
        zeros for the rest); raises the section's alignment; returns the new end."""
        self.align = max(self.align, align)
        pad = -self.end % align
        if pad > MAX_PAD:
            raise UnsupportedError(f"aligning section '{self.name}' to {align} bytes would add "
                                   f"{pad} bytes of padding to the object")
        if pad:
            if self.kind == "bss":
                self.size += pad
            else:
                n = len(fill)
                body = fill * (pad // n) if n and pad % n == 0 else b"\0" * pad
                self.append(body)
        return self.end

    def append(self, data: bytes | bytearray) -> int:
        """Add bytes (not to bss); returns their offset."""
        if self.kind == "bss":
            raise ValueError(f"section {self.name}: bss holds no bytes")
        off = len(self.data)
        self.data += data
        self.size = len(self.data)
        return off

    def reserve(self, n: int) -> int:
        """Add `n` zero bytes (bss: just grow); returns their offset."""
        off = self.end
        if self.kind == "bss":
            self.size += n
        else:
            self.append(bytes(n))
        return off


@record(slots=True, eq=False)
class Symbol:
    name: str
    section: str | None          # None: undefined (an external reference)
    offset: int = 0
    size: int = 0
    binding: str = "global"      # "global" | "local" | "weak"
    kind: str = "notype"         # "func" | "object" | "notype" | "tls" (thread-local)
    visibility: str = "default"  # "default" | "hidden" | "protected" (ELF st_other)

    @property
    def is_defined(self) -> bool:
        return self.section is not None


@record(slots=True, eq=False)
class Reloc:
    """Patch `section[offset]` with relocation `type` (the ELF name, e.g. "R_RISCV_64")
    computed from `symbol`'s address S, the `addend` A and the place P."""
    section: str
    offset: int
    type: str
    symbol: str
    addend: int = 0


@record(slots=True, eq=False)
class ObjectFile:
    arch: str
    big_endian: bool
    sections: dict[str, Section] = field(default_factory=dict)
    symbols: dict[str, Symbol] = field(default_factory=dict)
    relocs: list[Reloc] = field(default_factory=list)
    # (section, offset, "function:block") of each machine block pyllc assembled: not
    # written to ELF; `pylli --profile` names the blocks it counts with it
    code_labels: list[tuple[str, int, str]] = field(default_factory=list)
    # (section, offset, "file", line) where a source line's code starts (line 0: no line
    # from here on), from `!dbg`: not written to ELF; `pylli --profile` counts lines with it
    line_rows: list[tuple[str, int, str, int]] = field(default_factory=list)
    # ELF header e_flags bits beyond the target's fixed ones (RISC-V EF_RISCV_RVC when
    # a function was assembled with compressed instructions)
    elf_flags: int = 0

    def section(self, name: str, kind: str, align: int = 1, tls: bool = False) -> Section:
        """The section called `name`, created (in first-use order) if new."""
        sec = self.sections.get(name)
        if sec is None:
            sec = self.sections[name] = Section(name, kind, align=max(align, 1), tls=tls)
        elif sec.kind != kind:
            raise ValueError(f"section {name} used as {kind} and as {sec.kind}")
        else:
            sec.align = max(sec.align, align)
        return sec

    def define(self, name: str, section: str, offset: int, size: int = 0,
               binding: str = "global", kind: str = "notype",
               visibility: str = "default") -> Symbol:
        """Define a symbol; an earlier undefined entry of the same name is replaced."""
        old = self.symbols.get(name)
        if old is not None and old.section is not None:
            raise ValueError(f"symbol '{name}' is already defined")
        sym = self.symbols[name] = Symbol(name, section, offset, size, binding, kind,
                                          visibility)
        return sym

    def reference(self, name: str, binding: str = "global") -> Symbol:
        """The symbol `name`, added as undefined if not known yet."""
        sym = self.symbols.get(name)
        if sym is None:
            sym = self.symbols[name] = Symbol(name, None, 0, 0, binding, "notype")
        return sym

    def add_reloc(self, section: str, offset: int, type: str, symbol: str, addend: int = 0) -> Reloc:
        r = Reloc(section, offset, type, symbol, addend)
        self.relocs.append(r)
        return r

    def undefined(self) -> list[str]:
        """Names of the undefined symbols, in first-reference order."""
        return [s.name for s in self.symbols.values() if s.section is None]

    def verify(self) -> None:
        """Check the invariants the loader and the ELF writer rely on; raises ValueError.

        Every relocation lies inside a section with bytes and names a known symbol; every
        defined symbol lies inside its section; bss sections hold no bytes."""
        for s in self.sections.values():
            if s.kind == "bss" and s.data:
                raise ValueError(f"bss section {s.name} holds bytes")
            if s.kind != "bss" and s.size != len(s.data):
                raise ValueError(f"section {s.name}: size {s.size} != {len(s.data)} bytes")
            if s.align < 1 or s.align & (s.align - 1):
                raise ValueError(f"section {s.name}: alignment {s.align} is not a power of two")
        for sym in self.symbols.values():
            if sym.binding not in BINDINGS or sym.kind not in SYMBOL_KINDS:
                raise ValueError(f"symbol {sym.name}: bad binding/kind {sym.binding}/{sym.kind}")
            if sym.section is None:
                continue
            sec = self.sections.get(sym.section)
            if sec is None or not 0 <= sym.offset <= sec.size or sym.offset + sym.size > sec.size:
                raise ValueError(f"symbol {sym.name} lies outside its section {sym.section}")
        for r in self.relocs:
            sec = self.sections.get(r.section)
            if sec is None or sec.kind == "bss" or not 0 <= r.offset < len(sec.data):
                raise ValueError(f"relocation {r.type} at {r.section}+{r.offset:#x} lies "
                                 "outside the section's bytes")
            if r.symbol not in self.symbols and r.symbol not in self.sections:
                raise ValueError(f"relocation {r.type} names unknown symbol {r.symbol}")

    def dump(self) -> str:
        """A readable listing (sections as hex, symbols, relocations) for tests and debugging."""
        lines = [f"object {self.arch} {'big' if self.big_endian else 'little'}-endian"]
        for s in self.sections.values():
            lines.append(f"section {s.name} ({s.kind}) align={s.align} size={s.size}")
            for i in range(0, len(s.data), 16):
                lines.append(f"  {i:06x}  {s.data[i:i + 16].hex(' ')}")
        for sym in self.symbols.values():
            where = f"{sym.section}+{sym.offset:#x}" if sym.section else "UND"
            lines.append(f"symbol {sym.name} {where} size={sym.size} {sym.binding} {sym.kind}")
        for r in self.relocs:
            lines.append(f"reloc {r.section}+{r.offset:#x} {r.type} {r.symbol}{r.addend:+d}")
        return "\n".join(lines) + "\n"
