"""Uniqued IR types: one object per distinct type, so passes compare types with `is`.

Identified struct types are the exception: they belong to a Module
(`Module.get_or_create_struct`) and are unique by name within it.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, ClassVar

__all__ = [
    "BFLOAT",
    "DOUBLE",
    "FLOAT",
    "FP128",
    "HALF",
    "I1",
    "I8",
    "I16",
    "I32",
    "I64",
    "I128",
    "LABEL",
    "METADATA",
    "PPC_FP128",
    "PTR",
    "TOKEN",
    "VOID",
    "X86_AMX",
    "X86_FP80",
    "X86_MMX",
    "ArrayType",
    "FloatType",
    "FunctionType",
    "IntType",
    "PointerType",
    "SimpleType",
    "StructType",
    "Type",
    "VectorType",
    "quote_name",
]

_BARE_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")


def quote_name(sigil: str, name: str) -> str:
    """Spell a name as LLVM does: bare when it is a plain identifier, else quoted with \\XX escapes."""
    if _BARE_NAME.match(name):
        return sigil + name
    out = []
    for ch in name.encode("utf-8"):
        if ch == 0x22 or ch == 0x5C or ch < 0x20 or ch > 0x7E:
            out.append(f"\\{ch:02X}")
        else:
            out.append(chr(ch))
    return sigil + '"' + "".join(out) + '"'


class Type:
    """Base of every IR type; predicates are class attributes so they cost nothing."""
    __slots__ = ("_str",)
    _str: str | None  # the LLVM spelling when fixed at construction, else None (computed by __str__)
    # one assignment a line: mypyc compiles no chained assignment in a class body
    is_int = False
    is_float = False
    is_pointer = False
    is_vector = False
    is_array = False
    is_struct = False
    is_void = False
    is_function = False
    is_label = False
    is_token = False
    is_metadata = False
    is_first_class = True
    is_aggregate = False

    @property
    def scalar_type(self) -> Type:
        return self

    def __str__(self) -> str:
        assert self._str is not None, "subclasses without a fixed spelling override __str__"
        return self._str

    def __repr__(self) -> str:
        return f"<Type {self}>"

    @property
    def is_sized(self) -> bool:
        return self.is_first_class and not (self.is_label or self.is_token or self.is_metadata)


class SimpleType(Type):
    """void, label, token, metadata, x86_mmx, x86_amx."""
    __slots__ = ("kind",)

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._str = kind


class _VoidType(SimpleType):
    __slots__ = ()
    is_void = True
    is_first_class = False


class _LabelType(SimpleType):
    __slots__ = ()
    is_label = True


class _TokenType(SimpleType):
    __slots__ = ()
    is_token = True


class _MetadataType(SimpleType):
    __slots__ = ()
    is_metadata = True


VOID = _VoidType("void")
LABEL = _LabelType("label")
TOKEN = _TokenType("token")
METADATA = _MetadataType("metadata")
X86_MMX = SimpleType("x86_mmx")
X86_AMX = SimpleType("x86_amx")


class IntType(Type):
    """iN, 1 <= N <= 2**23 - 1 (LLVM's limit)."""
    __slots__ = ("bits",)
    is_int = True
    _cache: ClassVar[dict[int, IntType]] = {}
    MAX_BITS: ClassVar[int] = (1 << 23) - 1

    def __init__(self, bits: int) -> None:
        self.bits = bits
        self._str = f"i{bits}"

    @staticmethod
    def get(bits: int) -> IntType:
        t = IntType._cache.get(bits)
        if t is None:
            if not 1 <= bits <= IntType.MAX_BITS:
                raise ValueError(f"invalid integer width {bits}")
            t = IntType._cache[bits] = IntType(bits)
        return t


class FloatType(Type):
    """The floating-point formats; `.bits` is the storage width, `.mantissa` the significand bits."""
    __slots__ = ("bits", "exp_bits", "kind", "mantissa")
    is_float = True

    def __init__(self, kind: str, bits: int, mantissa: int, exp_bits: int) -> None:
        self.kind = kind
        self.bits = bits
        self.mantissa = mantissa  # stored fraction bits (x86_fp80: 63 + explicit int bit)
        self.exp_bits = exp_bits
        self._str = kind


HALF = FloatType("half", 16, 10, 5)
BFLOAT = FloatType("bfloat", 16, 7, 8)
FLOAT = FloatType("float", 32, 23, 8)
DOUBLE = FloatType("double", 64, 52, 11)
X86_FP80 = FloatType("x86_fp80", 80, 63, 15)
FP128 = FloatType("fp128", 128, 112, 15)
PPC_FP128 = FloatType("ppc_fp128", 128, 106, 11)
FLOAT_TYPES = {t.kind: t for t in (HALF, BFLOAT, FLOAT, DOUBLE, X86_FP80, FP128, PPC_FP128)}


class PointerType(Type):
    """`ptr addrspace(N)`; `pointee` is set only for the typed spelling `T addrspace(N)*`."""
    __slots__ = ("addrspace", "pointee")
    is_pointer = True
    _cache: ClassVar[dict[tuple[Any, ...], PointerType]] = {}

    def __init__(self, addrspace: int, pointee: Type | None) -> None:
        self.addrspace = addrspace
        self.pointee = pointee
        if pointee is None:
            self._str = "ptr" if addrspace == 0 else f"ptr addrspace({addrspace})"
        else:
            self._str = None  # computed lazily: a named struct may still be renamed

    def __str__(self) -> str:
        if self.pointee is None:
            assert self._str is not None
            return self._str
        sp = f" addrspace({self.addrspace})" if self.addrspace else ""
        return f"{self.pointee}{sp}*"

    @staticmethod
    def get(addrspace: int = 0, pointee: Type | None = None) -> PointerType:
        key = (addrspace, pointee)
        t = PointerType._cache.get(key)
        if t is None:
            t = PointerType._cache[key] = PointerType(addrspace, pointee)
        return t


class ArrayType(Type):
    """[N x T]."""
    __slots__ = ("count", "elem")
    is_array = True
    is_aggregate = True
    _cache: ClassVar[dict[tuple[Any, ...], ArrayType]] = {}

    def __init__(self, count: int, elem: Type) -> None:
        self.count = count
        self.elem = elem
        self._str = None

    def __str__(self) -> str:
        return f"[{self.count} x {self.elem}]"

    @staticmethod
    def get(count: int, elem: Type) -> ArrayType:
        key = (count, elem)
        t = ArrayType._cache.get(key)
        if t is None:
            t = ArrayType._cache[key] = ArrayType(count, elem)
        return t


class VectorType(Type):
    """<N x T> or <vscale x N x T>."""
    __slots__ = ("count", "elem", "scalable")
    is_vector = True
    _cache: ClassVar[dict[tuple[Any, ...], VectorType]] = {}

    def __init__(self, count: int, elem: Type, scalable: bool) -> None:
        self.count = count
        self.elem = elem
        self.scalable = scalable
        self._str = None

    def __str__(self) -> str:
        vs = "vscale x " if self.scalable else ""
        return f"<{vs}{self.count} x {self.elem}>"

    @property
    def scalar_type(self) -> Type:
        return self.elem

    @staticmethod
    def get(count: int, elem: Type, scalable: bool = False) -> VectorType:
        key = (count, elem, scalable)
        t = VectorType._cache.get(key)
        if t is None:
            t = VectorType._cache[key] = VectorType(count, elem, scalable)
        return t


class StructType(Type):
    """Literal `{...}`/`<{...}>` (uniqued by body) or identified `%name` (unique per module)."""
    __slots__ = ("elems", "name", "packed")
    is_struct = True
    is_aggregate = True
    _cache: ClassVar[dict[tuple[Any, ...], StructType]] = {}

    def __init__(self, name: str | None, elems: tuple[Type, ...] | None, packed: bool) -> None:
        self.name = name
        self.elems = elems
        self.packed = packed
        self._str = None

    def __str__(self) -> str:
        if self.name is not None:
            if self.name.isdigit():
                return "%" + self.name  # a numbered type `%0`
            return quote_name("%", self.name)
        return self.body_str()

    def body_str(self) -> str:
        """The body as written after `%name = type` (or `opaque`)."""
        if self.elems is None:
            return "opaque"
        if not self.elems:
            return "<{}>" if self.packed else "{}"
        inner = ", ".join(str(e) for e in self.elems)
        return f"<{{ {inner} }}>" if self.packed else f"{{ {inner} }}"

    @property
    def is_opaque(self) -> bool:
        return self.elems is None

    @property
    def is_literal(self) -> bool:
        return self.name is None

    def set_body(self, elems: Iterable[Type], packed: bool = False) -> None:
        """Give an identified struct its body (once, or again with the same body)."""
        self.elems = tuple(elems)
        self.packed = packed

    @staticmethod
    def get(elems: Iterable[Type], packed: bool = False) -> StructType:
        body = tuple(elems)
        key = (body, packed)
        t = StructType._cache.get(key)
        if t is None:
            t = StructType._cache[key] = StructType(None, body, packed)
        return t

    @staticmethod
    def create_identified(name: str) -> StructType:
        """A fresh opaque identified struct; modules call this via get_or_create_struct."""
        return StructType(name, None, False)


class FunctionType(Type):
    """ret (params...[, ...])."""
    __slots__ = ("params", "ret", "vararg")
    is_function = True
    is_first_class = False
    _cache: ClassVar[dict[tuple[Any, ...], FunctionType]] = {}

    def __init__(self, ret: Type, params: tuple[Type, ...], vararg: bool) -> None:
        self.ret = ret
        self.params = params
        self.vararg = vararg
        self._str = None

    def __str__(self) -> str:
        ps = [str(p) for p in self.params]
        if self.vararg:
            ps.append("...")
        return f"{self.ret} ({', '.join(ps)})"

    @staticmethod
    def get(ret: Type, params: Iterable[Type] = (), vararg: bool = False) -> FunctionType:
        ps = tuple(params)
        key = (ret, ps, vararg)
        t = FunctionType._cache.get(key)
        if t is None:
            t = FunctionType._cache[key] = FunctionType(ret, ps, vararg)
        return t


I1 = IntType.get(1)
I8 = IntType.get(8)
I16 = IntType.get(16)
I32 = IntType.get(32)
I64 = IntType.get(64)
I128 = IntType.get(128)
PTR = PointerType.get(0)


_ERASED: dict[Type, Type] = {}


def erase_pointee(t: Type) -> Type:
    """The type with every typed pointer replaced by the opaque `ptr` of its address space
    (LLVM 16 reads `i32*` as `ptr`, so typed spellings are interchangeable)."""
    r = _ERASED.get(t)
    if r is not None:
        return r
    if isinstance(t, PointerType):
        r = PointerType.get(t.addrspace)
    elif isinstance(t, VectorType):
        r = VectorType.get(t.count, erase_pointee(t.elem), t.scalable)
    elif isinstance(t, ArrayType):
        r = ArrayType.get(t.count, erase_pointee(t.elem))
    elif isinstance(t, StructType) and t.name is None:
        assert t.elems is not None  # literal structs always have a body
        r = StructType.get([erase_pointee(e) for e in t.elems], t.packed)
    elif isinstance(t, FunctionType):
        r = FunctionType.get(erase_pointee(t.ret), [erase_pointee(p) for p in t.params], t.vararg)
    else:
        r = t
    _ERASED[t] = r
    return r


def same_type(a: Type, b: Type) -> bool:
    """Type equality as LLVM 16 sees it (typed pointers equal to `ptr` of the same space)."""
    return a is b or erase_pointee(a) is erase_pointee(b)
