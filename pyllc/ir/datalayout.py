"""Target data layout: sizes, alignments, endianness and struct field offsets, from LLVM's
`target datalayout` string (or the default string of the target triple).

Rules follow LLVM 16's DataLayout: integer types not named in the string take the
alignment of the next larger specified width (else the largest); floats and vectors
without an exact entry fall back to the power of two at or above their store size;
structs take the max of their fields and the `a` entry.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir.types import (
    ArrayType,
    FloatType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)

__all__ = ["DEFAULT_LAYOUTS", "DataLayout"]

DEFAULT_LAYOUTS = {
    "x86_64": "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128",
    "aarch64": "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128",
    "riscv64": "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128",
    "sparc": "E-m:e-p:32:32-i64:64-f128:64-n32-S64",
}

_FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80, "fp128": 128,
               "ppc_fp128": 128}


def _pow2ceil(n: int) -> int:
    p = 1
    while p < n:
        p <<= 1
    return p


class DataLayout:
    """Answers every layout question codegen asks; built by `parse` or `for_triple`."""
    __slots__ = (
        "_alloc",
        "_cache",
        "agg_abi",
        "agg_pref",
        "alloca_addrspace",
        "big_endian",
        "floats",
        "fn_ptr_align",
        "globals_addrspace",
        "ints",
        "legal_int_widths",
        "mangling",
        "non_integral",
        "pointers",
        "program_addrspace",
        "stack_align",
        "text",
        "vectors",
    )

    def __init__(self) -> None:
        self.text = ""
        self.big_endian = False
        # width in bits -> (abi bytes, pref bytes); LLVM's built-in defaults
        self.ints = {1: (1, 1), 8: (1, 1), 16: (2, 2), 32: (4, 4), 64: (4, 8)}
        self.floats = {16: (2, 2), 32: (4, 4), 64: (8, 8), 128: (16, 16)}
        self.vectors = {64: (8, 8), 128: (16, 16)}
        self.agg_abi, self.agg_pref = 1, 8
        # addrspace -> (size bytes, abi, pref, index bytes)
        self.pointers = {0: (8, 8, 8, 8)}
        self.stack_align: int | None = None   # bytes, None when unspecified
        self.legal_int_widths: tuple[int, ...] = ()
        self.mangling: str | None = None
        self.alloca_addrspace = self.program_addrspace = self.globals_addrspace = 0
        self.fn_ptr_align: tuple[str, int] | None = None
        self.non_integral: tuple[int, ...] = ()
        self._cache: dict[tuple[object, ...], Any] = {}   # (t, abi) -> align; ("struct", t) -> layout
        #: type -> alloc_size (types are interned, so the key hashes by identity): GEP
        #: offsets and alias queries ask it for the same few types all the time
        self._alloc: dict[Type, int] = {}

    # ---- construction ----
    @staticmethod
    def parse(text: str) -> DataLayout:
        """Parse a layout string; raises ValueError with LLVM-like wording on malformed specs."""
        dl = DataLayout()
        dl.text = text
        if not text:
            return dl
        for spec in text.split("-"):
            if not spec:
                raise ValueError("empty specification in datalayout string")
            dl._parse_spec(spec)
        return dl

    @staticmethod
    def for_triple(triple: str | None) -> DataLayout:
        """LLVM's default layout for the triple's architecture (empty layout when unknown)."""
        arch = (triple or "").split("-")[0]
        if arch == "sparcv8":
            arch = "sparc"
        return DataLayout.parse(DEFAULT_LAYOUTS.get(arch, ""))

    @staticmethod
    def _int(s: str, what: str) -> int:
        if not s.isdigit():
            raise ValueError(f"invalid {what} in datalayout string: '{s}'")
        return int(s)

    def _align(self, s: str, what: str) -> int:
        bits = self._int(s, what)
        if bits % 8 or (bits and bits & (bits - 1)):
            raise ValueError(f"{what} must be a power of two times the byte width")
        return bits // 8

    def _parse_spec(self, spec: str) -> None:
        head, parts = spec[0], spec.split(":")
        if spec in ("e", "E"):
            self.big_endian = spec == "E"
            return
        if spec.startswith("ni:"):
            self.non_integral = tuple(self._int(p, "address space") for p in parts[1:])
            return
        if head == "p":
            asp = self._int(parts[0][1:], "address space") if len(parts[0]) > 1 else 0
            if len(parts) < 3:
                raise ValueError("missing size or alignment in pointer specification")
            size = self._int(parts[1], "pointer size")
            if size == 0 or size % 8:
                raise ValueError("invalid pointer size in datalayout string")
            abi = self._align(parts[2], "pointer ABI alignment")
            pref = self._align(parts[3], "pointer preferred alignment") if len(parts) > 3 else abi
            idx = self._int(parts[4], "index size") // 8 if len(parts) > 4 else size // 8
            if pref < abi:
                raise ValueError("preferred alignment cannot be less than the ABI alignment")
            self.pointers[asp] = (size // 8, abi, pref, idx)
            return
        if head in "ifva":
            bits = self._int(parts[0][1:], "size") if len(parts[0]) > 1 else 0
            if head != "a" and bits == 0:
                raise ValueError(f"invalid size in '{spec}' datalayout specification")
            if len(parts) < 2:
                raise ValueError(f"missing alignment in '{spec}' datalayout specification")
            abi = self._align(parts[1], "ABI alignment")
            pref = self._align(parts[2], "preferred alignment") if len(parts) > 2 else abi
            if pref < abi:
                raise ValueError("preferred alignment cannot be less than the ABI alignment")
            if head == "i":
                if bits == 8 and abi != 1:
                    raise ValueError("invalid ABI alignment for i8: must be 8 bits")
                self.ints[bits] = (abi, pref)
            elif head == "f":
                self.floats[bits] = (abi, pref)
            elif head == "v":
                self.vectors[bits] = (abi, pref)
            else:
                self.agg_abi, self.agg_pref = max(abi, 1), max(pref, 1)
            return
        if head == "n":
            self.legal_int_widths = tuple(self._int(p if i else p[1:], "native integer width")
                                          for i, p in enumerate(parts))
            return
        if head == "S":
            self.stack_align = self._align(spec[1:], "stack alignment") or None
            return
        if head == "m":
            if len(parts) != 2 or parts[1] not in ("e", "o", "l", "m", "w", "x", "a"):
                raise ValueError("unknown mangling in datalayout string")
            self.mangling = parts[1]
            return
        if head in "APG":
            v = self._int(spec[1:], "address space")
            if head == "A":
                self.alloca_addrspace = v
            elif head == "P":
                self.program_addrspace = v
            else:
                self.globals_addrspace = v
            return
        if head == "F":
            if len(spec) < 3 or spec[1] not in "in":
                raise ValueError("unknown function pointer alignment type in datalayout string")
            self.fn_ptr_align = (spec[1], self._align(spec[2:], "function pointer alignment"))
            return
        raise ValueError(f"unknown specifier '{head}' in datalayout string")

    # ---- queries ----
    def pointer_size(self, addrspace: int = 0) -> int:
        """Pointer width in bytes (address space 0's entry when the space is not listed)."""
        return self.pointers.get(addrspace, self.pointers[0])[0]

    def _ptr(self, t: PointerType) -> tuple[int, int, int, int]:
        return self.pointers.get(t.addrspace, self.pointers[0])

    def size_in_bits(self, t: Type) -> int:
        """The type's size in bits (vectors: known minimum for scalable)."""
        if isinstance(t, IntType):
            return t.bits
        if isinstance(t, FloatType):
            return _FLOAT_BITS[t.kind]
        if isinstance(t, PointerType):
            return self._ptr(t)[0] * 8
        if isinstance(t, VectorType):
            return t.count * self.size_in_bits(t.elem)
        if isinstance(t, ArrayType):
            return t.count * self.alloc_size(t.elem) * 8
        if isinstance(t, StructType):
            return self.struct_layout(t)[1] * 8
        if str(t) == "x86_mmx":
            return 64
        if str(t) == "x86_amx":
            return 8192
        raise ValueError(f"type {t} has no size")

    def type_size(self, t: Type) -> int:
        """Store size in bytes: how many bytes a load or store of `t` touches."""
        return (self.size_in_bits(t) + 7) // 8

    def alloc_size(self, t: Type) -> int:
        """Store size rounded up to the ABI alignment: the stride of `t` in an array."""
        r = self._alloc.get(t)
        if r is None:
            a = self.abi_align(t)
            r = self._alloc[t] = (self.type_size(t) + a - 1) // a * a
        return r

    def abi_align(self, t: Type) -> int:
        return self._align_of(t, True)

    def pref_align(self, t: Type) -> int:
        return self._align_of(t, False)

    def _align_of(self, t: Type, abi: bool) -> int:
        key = (t, abi)
        r: int | None = self._cache.get(key)
        if r is None:
            r = self._cache[key] = self._compute_align(t, abi)
        return r

    def _compute_align(self, t: Type, abi: bool) -> int:
        k = 0 if abi else 1
        if isinstance(t, IntType):
            widths = sorted(self.ints)
            for w in widths:
                if w >= t.bits:
                    return self.ints[w][k]
            return self.ints[widths[-1]][k]
        if isinstance(t, PointerType):
            p = self._ptr(t)
            return p[1] if abi else p[2]
        if isinstance(t, FloatType):
            bits = _FLOAT_BITS[t.kind]
            if bits in self.floats:
                return self.floats[bits][k]
            return _pow2ceil(bits // 8)
        if isinstance(t, VectorType):
            bits = self.size_in_bits(t)
            if bits in self.vectors:
                return self.vectors[bits][k]
            return _pow2ceil((bits + 7) // 8)
        if isinstance(t, ArrayType):
            return self._align_of(t.elem, abi)
        if isinstance(t, StructType):
            if t.elems is None:
                raise ValueError(f"opaque struct {t} has no alignment")
            layout_align = self.struct_layout(t)[2]
            return max(layout_align, self.agg_abi if abi else self.agg_pref)
        if str(t) == "x86_mmx":
            return 8
        if str(t) == "x86_amx":
            return 64
        raise ValueError(f"type {t} has no alignment")

    def struct_layout(self, t: Type) -> tuple[tuple[int, ...], int, int]:
        """(field byte offsets, size in bytes padded to alignment, ABI alignment of the fields)."""
        key = ("struct", t)
        r: tuple[tuple[int, ...], int, int] | None = self._cache.get(key)
        if r is not None:
            return r
        if not isinstance(t, StructType):
            raise ValueError(f"type {t} is not a struct")
        if t.elems is None:
            raise ValueError(f"opaque struct {t} has no layout")
        off, align, offsets = 0, 1, list[int]()
        for e in t.elems:
            a = 1 if t.packed else self.abi_align(e)
            off = (off + a - 1) // a * a
            offsets.append(off)
            off += self.alloc_size(e)
            align = max(align, a)
        size = (off + align - 1) // align * align
        r = self._cache[key] = (tuple(offsets), size, align)
        return r

    def index_size(self, addrspace: int = 0) -> int:
        """Width in bytes of GEP index arithmetic for the address space."""
        return self.pointers.get(addrspace, self.pointers[0])[3]

    def is_legal_int(self, bits: int) -> bool:
        return bits in self.legal_int_widths

    def __str__(self) -> str:
        return self.text
