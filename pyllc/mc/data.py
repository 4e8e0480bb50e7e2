"""Module data, laid out once for both outputs: every global variable with an initializer
becomes a `DataObject` (section, symbol binding, alignment, and a list of pieces), which
the asm printer writes as directives and the assembler writes as bytes plus relocations.

Contract:
  requires  an IR `Module` (pyllc.ir) and its `DataLayout`;
  produces  `DataObject`s and `DataAlias`es in module order; nothing is mutated.

Pieces (their sizes add up to the object's `alloc_size`, LLVM's `emitGlobalConstant`):

  Int(size, value)      an integer of 1/2/4/8 bytes (unsigned value; floats as their bits)
  Zero(size)            zeros: padding, zeroinitializer, undef/poison
  Ascii(data)           string bytes (`c"..."`)
  SymRef(size, name, addend[, minus])   the address `name + addend` (a pointer or a
                        ptrtoint), or its distance from `minus` (relative lookup tables)

Wider scalars (i128, fp128, x86_fp80, odd widths) are split into Int pieces in memory
order, so a big-endian i128 is `Int(8, high)` then `Int(8, low)`. Constant expressions are
folded to `symbol + offset - symbol` or an integer (`getelementptr` with constant indices,
`bitcast`, `addrspacecast`, `ptrtoint`, `inttoptr`, `trunc/zext/sext`, integer arithmetic,
`add`/`sub` of addresses and integers, `blockaddress` given the block labels); anything
else is an `UnsupportedError`.

Symbol names: `private` globals get the `.L` prefix (assembler-local, as LLVM's
PrivateGlobalPrefix on ELF); `AsmNames` maps IR names to assembly names for everyone
(instruction `Sym` operands included).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Literal, NamedTuple

from pyllc.codegen.pic import local_alias, uses_local_alias
from pyllc.codegen.tls import tls_section
from pyllc.diagnostics import CompileError, UnsupportedError
from pyllc.ir.constants import (
    BlockAddress,
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataString,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    ConstantTokenNone,
    ConstantVector,
    DSOLocalEquivalent,
    NoCFIValue,
    UndefValue,
)
from pyllc.ir.globals import GlobalAlias, GlobalValue, GlobalVariable
from pyllc.ir.types import ArrayType, IntType, Type, VectorType
from pyllc.record import field, record

# --------------------------------------------------------------------------- pieces


@record(frozen=True, slots=True)
class Int:
    size: int
    value: int
    comment: str | None = None


@record(frozen=True, slots=True)
class Zero:
    size: int


@record(frozen=True, slots=True)
class Ascii:
    data: bytes

    @property
    def size(self) -> int:
        return len(self.data)


@record(frozen=True, slots=True)
class SymRef:
    """`name + addend`, or with `minus` the difference `name + addend - minus` (LLVM's
    relative lookup tables: `minus` is the table itself, so it becomes PC-relative)."""
    size: int
    name: str
    addend: int = 0
    minus: str | None = None


class Val(NamedTuple):
    """A folded constant: `sym + off - minus`."""
    sym: str | None
    off: int
    minus: str | None = None


Piece = Int | Zero | Ascii | SymRef


@record(slots=True)
class DataObject:
    """One global variable as the outputs see it."""
    name: str                 # assembly symbol name
    section: str              # ".data", ".rodata", ".bss", ".rodata.str1.1", or the IR `section`
    kind: str                 # "data" | "rodata" | "bss" (object-model section kind)
    align: int                # bytes
    size: int                 # alloc size in bytes
    binding: str              # "global" | "local" | "weak"
    pieces: list[Piece] = field(default_factory=list)
    common: bool = False      # `common` linkage: `.comm name,size,align`
    local_common: bool = False  # internal zero data: `.local name` + `.comm` (lands in .bss)
    visibility: str = "default"
    merge_strings: bool = False  # the section is a mergeable C-string section
    ir_name: str = ""            # the IR name, for comments
    local_alias: str | None = None  # PIC: the `.L<name>$local` label at the same address
    tls: bool = False            # thread-local: in .tdata / .tbss (SHF_TLS), an STT_TLS symbol


@record(slots=True)
class DataAlias:
    """`@a = alias ...`: `name` is `target + offset`."""
    name: str
    target: str
    offset: int
    binding: str
    kind: str                 # "func" | "object"


# --------------------------------------------------------------------------- names

_PLAIN = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$")


def quote_symbol(name: str) -> str:
    """The name as GNU `as` reads it: quoted when it has characters outside `[A-Za-z0-9_.$]`
    or starts with a digit."""
    if name and set(name) <= _PLAIN and not name[0].isdigit():
        return name
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


UNNAMED_GLOBALS = "unnamed global values are not supported"


class AsmNames:
    """IR global name -> assembly symbol name (`private` globals get `.L`)."""
    __slots__ = ("_map",)

    def __init__(self, module: Any = None) -> None:
        self._map: dict[str, str] = {}
        if module is not None:
            for gv in _all_globals(module):
                if gv.linkage == "private" and gv.name is not None:
                    self._map[gv.name] = ".L" + gv.name

    def __call__(self, name: str) -> str:
        return self._map.get(name, name)

    def of(self, gv: GlobalValue) -> str:
        if gv.name is None:
            raise UnsupportedError(UNNAMED_GLOBALS)
        return self._map.get(gv.name, gv.name)


def _all_globals(module: Any) -> Iterable[GlobalValue]:
    yield from module.globals
    yield from module.functions
    yield from module.aliases
    yield from getattr(module, "ifuncs", ())


# --------------------------------------------------------------------------- linkage

LOCAL_LINKAGES = frozenset({"internal", "private"})
WEAK_LINKAGES = frozenset({"weak", "weak_odr", "linkonce", "linkonce_odr", "extern_weak"})
NOT_EMITTED = frozenset({"available_externally"})


def binding_of(linkage: str) -> str:
    """The object-file binding of an IR linkage."""
    if linkage in LOCAL_LINKAGES:
        return "local"
    if linkage in WEAK_LINKAGES:
        return "weak"
    return "global"


def is_emitted(gv: GlobalValue) -> bool:
    """False for what produces no data: declarations, `available_externally`, and the
    `llvm.*` bookkeeping globals (`llvm.used`, `llvm.global_ctors`, `llvm.metadata`)."""
    if gv.linkage in NOT_EMITTED or gv.is_declaration:
        return False
    name = gv.name or ""
    return not (name.startswith("llvm.") or gv.section == "llvm.metadata")


# --------------------------------------------------------------------------- layout


class DataLayouter:
    """Lays out constants with one module's DataLayout; see the module docstring."""

    def __init__(self, dl: Any, names: AsmNames,
                 block_label: Callable[[Any, Any], str] | None = None,
                 pic_module: Any = None, local_aliases: bool = True) -> None:
        self.dl = dl
        self.pic_module = pic_module       # the module when compiling PIC, else None
        self.local_aliases = local_aliases
        self.names = names
        self.block_label = block_label     # (IR function, IR block) -> label, for blockaddress
        self.be = dl.big_endian
        self.ptr_size = dl.pointer_size(0)

    # ---- globals ----
    def global_object(self, gv: GlobalVariable) -> DataObject:
        dl = self.dl
        ty = gv.value_type
        size = dl.alloc_size(ty)
        pieces: list[Piece] = []
        self.constant(gv.initializer, pieces)
        got = sum(p.size for p in pieces)
        assert got == size, f"@{gv.name}: laid out {got} bytes for a {size}-byte {ty}"
        if size == 0:
            # distinct globals need distinct addresses (LLVM emits one byte too)
            size, pieces = 1, [Zero(1)]
        name = self.names.of(gv)
        binding = binding_of(gv.linkage)
        obj = DataObject(name, "", "data", self.global_align(gv), size, binding, pieces,
                         visibility=gv.visibility or "default", ir_name=gv.name or "")
        zero = all(isinstance(p, Zero) or (isinstance(p, Int) and p.value == 0) for p in pieces)
        if gv.thread_local:
            # every thread's copy starts as this image (codegen/tls.py)
            obj.tls = True
            obj.section = gv.section or tls_section(zero)
            obj.kind = "bss" if obj.section.startswith(".tbss") else "data"
        elif gv.section:
            obj.section = gv.section
            obj.kind = _kind_of_section(gv.section)
        elif gv.linkage == "common":
            obj.section, obj.kind, obj.common = ".bss", "bss", True
        elif gv.is_constant:
            if self._is_cstring(gv):
                obj.section, obj.kind, obj.merge_strings = ".rodata.str1.1", "rodata", True
            elif self.pic_module is not None and any(isinstance(p, SymRef) for p in pieces):
                # PIC: addresses in constants are relocated at load time, so they live in
                # a segment made read-only after relocation (RELRO), never in text
                obj.section, obj.kind = ".data.rel.ro", "data"
            else:
                obj.section, obj.kind = ".rodata", "rodata"
        elif zero:
            obj.section, obj.kind = ".bss", "bss"
            obj.local_common = binding == "local"
        else:
            obj.section, obj.kind = ".data", "data"
        if obj.kind == "bss":
            obj.pieces = [Zero(size)] if size else []
        if (self.pic_module is not None and self.local_aliases
                and uses_local_alias(gv, self.pic_module)):
            obj.local_alias = local_alias(name)
        return obj

    def global_align(self, gv: GlobalVariable) -> int:
        """LLVM's DataLayout::getPreferredAlign for a global variable."""
        dl, ty = self.dl, gv.value_type
        explicit = gv.align or 0
        if explicit and gv.section:
            return explicit
        align = dl.pref_align(ty)
        if explicit >= align:
            align = explicit
        elif explicit:
            align = max(explicit, dl.abi_align(ty))
        if not explicit and align < 16 and dl.alloc_size(ty) > 16:
            align = 16
        return align

    @staticmethod
    def _is_cstring(gv: GlobalVariable) -> bool:
        init = gv.initializer
        return (gv.unnamed_addr is not None and gv.linkage in LOCAL_LINKAGES
                and isinstance(init, ConstantDataString) and _is_i8_sequence(init.type)
                and init.data.endswith(b"\0")
                and b"\0" not in init.data[:-1] and gv.align in (None, 1))

    def alias(self, ga: GlobalAlias) -> DataAlias:
        name, off = self.address(ga.aliasee)
        if name is None:
            raise UnsupportedError(f"alias @{ga.name} does not point at a global")
        kind = "func" if ga.value_type.is_function else "object"
        return DataAlias(self.names.of(ga), name, off, binding_of(ga.linkage), kind)

    # ---- constants ----
    def constant(self, c: Any, out: list[Piece]) -> None:
        """Append the pieces of `c`, exactly `alloc_size(c.type)` bytes."""
        dl, ty = self.dl, c.type
        alloc = dl.alloc_size(ty)
        if isinstance(c, (UndefValue, ConstantAggregateZero, ConstantTokenNone)):
            _zero(out, alloc)
            return
        if isinstance(c, ConstantInt):
            self._scalar(c.value, dl.type_size(ty), out)
        elif isinstance(c, ConstantFP):
            comment = None
            if ty.kind in ("float", "double"):
                comment = f"{ty.kind} {c.value!r}"
            self._scalar(c.bits, dl.type_size(ty), out, comment)
        elif isinstance(c, ConstantPointerNull):
            out.append(Int(dl.type_size(ty), 0))
        elif isinstance(c, ConstantDataString):
            out.append(Ascii(c.data))
            _zero(out, dl.type_size(ty) - len(c.data))
        elif isinstance(c, ConstantStruct):
            offsets, _, _ = dl.struct_layout(ty)
            pos = 0
            for off, elem in zip(offsets, c.operands):
                _zero(out, off - pos)
                self.constant(elem, out)
                pos = off + dl.alloc_size(elem.type)
            _zero(out, alloc - pos)
            return
        elif isinstance(c, ConstantArray):
            for elem in c.operands:
                self.constant(elem, out)
            _zero(out, alloc - dl.alloc_size(ty.elem) * len(c.operands))
            return
        elif isinstance(c, ConstantVector):
            elem_t = ty.elem
            if dl.size_in_bits(elem_t) % 8:
                raise UnsupportedError(f"vector constant of {elem_t} lanes in a global is not supported")
            pos = 0
            for lane in c.operands:
                lane_out: list[Piece] = []
                self.constant(lane, lane_out)
                # lanes are packed at their store size, not their alloc size
                _trim(lane_out, dl.type_size(elem_t))
                out.extend(lane_out)
                pos += dl.type_size(elem_t)
            _zero(out, alloc - pos)
            return
        else:
            # pointers and pointer-derived integers: globals, constant expressions
            size = dl.type_size(ty)
            v = self.value(c)
            if v.sym is None and v.minus is None:
                self._scalar(v.off & ((1 << (8 * size)) - 1), size, out)
            elif v.sym is None:
                raise UnsupportedError("a negated address in a global initializer is not supported")
            else:
                out.append(SymRef(size, v.sym, v.off, v.minus))
        _zero(out, alloc - dl.type_size(ty))

    def _scalar(self, value: int, size: int, out: list[Piece], comment: str | None = None) -> None:
        """An integer of `size` bytes, as one Int when it is 1/2/4/8 bytes, else split
        into 8/4/2/1-byte chunks in memory order."""
        if size in (1, 2, 4, 8):
            out.append(Int(size, value & ((1 << (8 * size)) - 1), comment))
            return
        raw = value.to_bytes(size, "big" if self.be else "little")
        pos = 0
        while pos < size:
            n = next(k for k in (8, 4, 2, 1) if k <= size - pos)
            chunk = int.from_bytes(raw[pos:pos + n], "big" if self.be else "little")
            out.append(Int(n, chunk, comment if pos == 0 else None))
            pos += n

    # ---- constant expressions ----
    def address(self, c: Any) -> tuple[str | None, int]:
        """Fold a constant to (symbol name or None, offset); None means a plain integer."""
        v = self.value(c)
        if v.minus is not None:
            raise UnsupportedError("the difference of two addresses is only supported as a "
                                   "global initializer element")
        return v.sym, v.off

    def value(self, c: Any) -> Val:
        """Fold a constant to `sym + off - minus` (each symbol may be absent)."""
        if isinstance(c, GlobalValue):
            return Val(self.names.of(c), 0)
        if isinstance(c, (DSOLocalEquivalent, NoCFIValue)):
            return self.value(c.operands[0])
        if isinstance(c, ConstantInt):
            return Val(None, c.value)
        if isinstance(c, (ConstantPointerNull, ConstantAggregateZero)) or type(c) is UndefValue:
            return Val(None, 0)
        if isinstance(c, ConstantExpr):
            return self._fold(c)
        if isinstance(c, BlockAddress):
            if self.block_label is None:
                raise UnsupportedError("blockaddress in a global initializer is not supported "
                                       "without the machine functions")
            return Val(self.block_label(c.function, c.block), 0)
        raise UnsupportedError(f"constant {type(c).__name__} of type {c.type} in a global "
                               "initializer is not supported")

    def _fold(self, c: ConstantExpr) -> Val:
        op = c.opcode
        ops = c.operands
        mask = _mask(self.dl, c.type)
        if op == "getelementptr":
            v = self.value(ops[0])
            return v._replace(off=v.off + self._gep_offset(c.source_type, ops[1:]))
        if op in ("bitcast", "addrspacecast", "inttoptr", "ptrtoint", "trunc", "zext", "sext"):
            v = self.value(ops[0])
            if v.sym is None and v.minus is None:
                off = v.off
                if op == "sext":
                    off = _signed(off, _int_bits(ops[0].type))
                return Val(None, off & mask)
            # symbolic: a narrower result (ptrtoint to i32, trunc of a difference) stays
            # symbolic and needs a relocation of that width; widening is only a no-op cast
            if op in ("zext", "sext") and self.dl.type_size(c.type) > self.dl.type_size(ops[0].type):
                raise UnsupportedError(f"'{op}' of an address in a global initializer is not "
                                       "supported")
            return v
        if op in ("add", "sub"):
            a, b = self.value(ops[0]), self.value(ops[1])
            if op == "sub":
                if b.minus is not None:
                    raise UnsupportedError("nested address differences in a global initializer "
                                           "are not supported")
                b = Val(None, -b.off, b.sym)                    # -(sym + off) = -off - sym
            elif b.sym is not None and a.sym is None:
                a, b = b, a
            if b.sym is not None or (a.minus is not None and b.minus is not None):
                raise UnsupportedError(f"'{op}' of two symbol addresses in a global initializer "
                                       "is not supported")
            sym, minus = a.sym, a.minus if a.minus is not None else b.minus
            if sym is not None and sym == minus:
                sym = minus = None                              # (x + a) - (x + b)
            off = a.off + b.off
            return Val(sym, off if (sym or minus) else off & mask, minus)
        if op in _INT_FOLDS:
            a, b = self.value(ops[0]), self.value(ops[1])
            if a.sym is None and a.minus is None and b.sym is None and b.minus is None:
                return Val(None, _INT_FOLDS[op](a.off, b.off, _int_bits(c.type)) & mask)
        raise UnsupportedError(f"constant expression '{op}' in a global initializer is not supported")

    def _gep_offset(self, ty: Any, indices: list[Any]) -> int:
        dl = self.dl
        off = 0
        for i, idx in enumerate(indices):
            if not isinstance(idx, ConstantInt):
                raise UnsupportedError("getelementptr with a non-integer constant index in a "
                                       "global initializer is not supported")
            n = idx.signed
            if i == 0:
                off += n * dl.alloc_size(ty)
            elif ty.is_struct:
                off += dl.struct_layout(ty)[0][n]
                ty = ty.elems[n]
            else:
                ty = ty.elem
                off += n * dl.alloc_size(ty)
        return off


def _mask(dl: Any, ty: Any) -> int:
    return (1 << (8 * dl.type_size(ty))) - 1 if not ty.is_int else (1 << ty.bits) - 1


def _wrap(dl: Any, ty: Any, value: int, symbolic: str | None) -> int:
    return value if symbolic is not None else value & _mask(dl, ty)


def _sdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _int_bits(t: Type) -> int:
    """The width of an integer type (what the verifier guarantees for these operands)."""
    assert isinstance(t, IntType), t
    return t.bits


def _is_i8_sequence(t: Type) -> bool:
    """`[N x i8]` (or `<N x i8>`): the type of a C string's initializer."""
    return isinstance(t, (ArrayType, VectorType)) and isinstance(t.elem, IntType) and t.elem.bits == 8


def _signed(v: int, bits: int) -> int:
    return v - (1 << bits) if v >> (bits - 1) & 1 else v


_INT_FOLDS = {
    "mul": lambda a, b, n: a * b,
    "and": lambda a, b, n: a & b,
    "or": lambda a, b, n: a | b,
    "xor": lambda a, b, n: a ^ b,
    "shl": lambda a, b, n: a << b,
    "lshr": lambda a, b, n: a >> b,
    "ashr": lambda a, b, n: _signed(a, n) >> b,
    "udiv": lambda a, b, n: a // b,
    "sdiv": lambda a, b, n: _sdiv(_signed(a, n), _signed(b, n)),
}


def _zero(out: list[Piece], n: int) -> None:
    if n > 0:
        if out and isinstance(out[-1], Zero):
            out[-1] = Zero(out[-1].size + n)
        else:
            out.append(Zero(n))


def _trim(pieces: list[Piece], size: int) -> None:
    """Drop trailing padding so the pieces cover exactly `size` bytes."""
    total = sum(p.size for p in pieces)
    while total > size and pieces and isinstance(pieces[-1], Zero):
        z = pieces.pop()
        keep = z.size - (total - size)
        total -= z.size
        if keep > 0:
            pieces.append(Zero(keep))
            total += keep


def _kind_of_section(name: str) -> str:
    if name.startswith((".bss", ".sbss", ".tbss")):
        return "bss"
    if name.startswith((".rodata", ".srodata")):
        return "rodata"
    if name.startswith(".text"):
        return "text"
    return "data"


# --------------------------------------------------------------------------- module


@record(slots=True)
class ModuleData:
    objects: list[DataObject]
    aliases: list[DataAlias]
    names: AsmNames
    weak_refs: list[str] = field(default_factory=list)   # extern_weak declarations (asm names)


def lay_out_module(module: Any, block_label: Callable[[Any, Any], str] | None = None,
                   pic: bool = False, local_aliases: bool = True) -> ModuleData:
    """Every emitted global variable and alias of `module`, in source order.
    `block_label(function, block)` names the label of an IR block (for `blockaddress`);
    `pic`: lay out for -relocation-model=pic (codegen/pic.py), with `.L<name>$local`
    aliases unless `local_aliases` is False."""
    names = AsmNames(module)
    lay = DataLayouter(module.datalayout, names, block_label, module if pic else None,
                       local_aliases)
    objects = []
    for gv in module.globals:
        if is_emitted(gv):
            try:
                objects.append(lay.global_object(gv))
            except CompileError as e:
                e.in_global = e.in_global or gv.name
                raise
    aliases = [lay.alias(ga) for ga in module.aliases]
    weak = [names.of(g) for g in (*module.globals, *module.functions)
            if g.linkage == "extern_weak" and g.is_declaration]
    return ModuleData(objects, aliases, names, weak)


def to_bytes(pieces: Iterable[Piece], big_endian: bool) -> tuple[bytearray, list[tuple[int, SymRef]]]:
    """The bytes of `pieces` (symbol references as zeros) and the (offset, SymRef) list."""
    data = bytearray()
    refs: list[tuple[int, SymRef]] = []
    order: Literal["big", "little"] = "big" if big_endian else "little"
    for p in pieces:
        if isinstance(p, Int):
            data += p.value.to_bytes(p.size, order)
        elif isinstance(p, Zero):
            data += bytes(p.size)
        elif isinstance(p, Ascii):
            data += p.data
        else:
            refs.append((len(data), p))
            data += bytes(p.size)
    return data, refs


def split_bytes(raw: bytes, big_endian: bool) -> list[Piece]:
    """Raw memory bytes as Int pieces of 8/4/2/1 bytes (for constant-pool entries)."""
    order: Literal["big", "little"] = "big" if big_endian else "little"
    out: list[Piece] = []
    pos = 0
    while pos < len(raw):
        n = next(k for k in (8, 4, 2, 1) if k <= len(raw) - pos)
        out.append(Int(n, int.from_bytes(raw[pos:pos + n], order)))
        pos += n
    return out
