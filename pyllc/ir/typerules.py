"""The LangRef's type rules as predicates, shared by the verifier, the builder and passes:
which conversions are valid, which types are sized, what an aggregate index reaches.

Each function answers one question and never raises; the verifier turns answers into
messages. Section names refer to the LLVM Language Reference.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from pyllc.ir.types import (
    I1,
    I8,
    I64,
    PTR,
    VOID,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)

__all__ = [
    "bool_type_for",
    "cast_error",
    "indexed_type",
    "intrinsic_signature_error",
    "is_fp_like",
    "is_int_like",
    "is_pow2",
    "is_ptr_like",
    "is_sized",
    "primitive_bits",
    "same_modulo_pointee",
    "scalar_bits",
    "valid_value_type",
    "vec_count",
]


def is_int_like(t: Type) -> bool:
    return isinstance(t.scalar_type, IntType)


def is_fp_like(t: Type) -> bool:
    return isinstance(t.scalar_type, FloatType)


def is_ptr_like(t: Type) -> bool:
    return isinstance(t.scalar_type, PointerType)


def vec_count(t: Type) -> tuple[int, bool] | None:
    """(count, scalable) of a vector type, None for a scalar."""
    return (t.count, t.scalable) if isinstance(t, VectorType) else None


def bool_type_for(t: Type) -> bool:
    """Is `t` the i1 / <N x i1> type of a comparison of values of some type with `t`'s shape?"""
    return t is I1 or (isinstance(t, VectorType) and t.elem is I1)


def is_sized(t: Type, visiting: set[int] | None = None) -> bool:
    """LLVM's Type::isSized: has a size in memory (opaque structs and labels do not)."""
    if isinstance(t, (IntType, FloatType, PointerType)):
        return True
    if isinstance(t, VectorType):
        return True
    if isinstance(t, ArrayType):
        return is_sized(t.elem, visiting)
    if isinstance(t, StructType):
        if t.elems is None:
            return False
        visiting = visiting or set()
        if id(t) in visiting:
            return False
        visiting.add(id(t))
        ok = all(is_sized(e, visiting) for e in t.elems)
        visiting.discard(id(t))
        return ok
    return getattr(t, "kind", None) in ("x86_mmx", "x86_amx")


def valid_value_type(t: Type) -> bool:
    """A type a value may have in memory or registers (not void, label, metadata, function)."""
    return not (t.is_void or t.is_label or t.is_metadata or isinstance(t, FunctionType))


def is_pow2(n: object) -> bool:
    return isinstance(n, int) and n > 0 and n & (n - 1) == 0


def scalar_bits(t: Type) -> int | None:
    s = t.scalar_type
    if isinstance(s, (IntType, FloatType)):
        return s.bits
    return None


def primitive_bits(t: Type) -> int | None:
    """Bit size of a first-class non-aggregate type for bitcast (pointers: None)."""
    if isinstance(t, VectorType):
        eb = primitive_bits(t.elem)
        return None if eb is None else eb * t.count
    if isinstance(t, (IntType, FloatType)):
        return t.bits
    if getattr(t, "kind", None) == "x86_mmx":
        return 64
    return None


def cast_error(op: str, src: Type, dst: Type) -> str | None:
    """Why `op` cannot convert `src` to `dst` (LangRef "Conversion Operations"), or None if it can."""
    sv, dv = vec_count(src), vec_count(dst)
    if op != "bitcast" and sv != dv:
        return "source and destination must both be scalars or vectors with the same element count"
    ss, ds = src.scalar_type, dst.scalar_type
    if op in ("trunc", "zext", "sext"):
        if not (isinstance(ss, IntType) and isinstance(ds, IntType)):
            return "operand and result must be integers or vectors of integers"
        if op == "trunc" and not ss.bits > ds.bits:
            return "result type must be narrower than the operand type"
        if op != "trunc" and not ss.bits < ds.bits:
            return "result type must be wider than the operand type"
    elif op in ("fptrunc", "fpext"):
        if not (isinstance(ss, FloatType) and isinstance(ds, FloatType)):
            return "operand and result must be floating point"
        if op == "fptrunc" and not ss.bits > ds.bits:
            return "result type must be smaller than the operand type"
        if op == "fpext" and not ss.bits < ds.bits:
            return "result type must be larger than the operand type"
    elif op in ("fptoui", "fptosi"):
        if not (isinstance(ss, FloatType) and isinstance(ds, IntType)):
            return "operand must be floating point and result integer"
    elif op in ("uitofp", "sitofp"):
        if not (isinstance(ss, IntType) and isinstance(ds, FloatType)):
            return "operand must be integer and result floating point"
    elif op == "ptrtoint":
        if not (isinstance(ss, PointerType) and isinstance(ds, IntType)):
            return "operand must be a pointer and result an integer"
    elif op == "inttoptr":
        if not (isinstance(ss, IntType) and isinstance(ds, PointerType)):
            return "operand must be an integer and result a pointer"
    elif op == "addrspacecast":
        if not (isinstance(ss, PointerType) and isinstance(ds, PointerType)):
            return "operand and result must be pointers"
        if ss.addrspace == ds.addrspace:
            return "operand and result must be in different address spaces"
    elif op == "bitcast":
        if isinstance(ss, PointerType) or isinstance(ds, PointerType):
            if not (isinstance(ss, PointerType) and isinstance(ds, PointerType)):
                return "cannot convert between pointers and non-pointers (use ptrtoint/inttoptr)"
            if sv != dv:
                return "pointer vectors must have the same element count"
            if ss.addrspace != ds.addrspace:
                return "pointers must be in the same address space (use addrspacecast)"
            return None
        sb, db = primitive_bits(src), primitive_bits(dst)
        if sb is None or db is None:
            return "operand and result must be first-class non-aggregate types"
        if sb != db:
            return f"operand ({sb} bits) and result ({db} bits) must have the same size"
    return None


def indexed_type(agg: Type, indices: Iterable[int]) -> Type | None:
    """The type extractvalue/insertvalue reach through constant `indices`, or None if out of range."""
    t = agg
    for i in indices:
        if isinstance(t, StructType):
            if t.elems is None or not 0 <= i < len(t.elems):
                return None
            t = t.elems[i]
        elif isinstance(t, ArrayType):
            if not 0 <= i < t.count:
                return None
            t = t.elem
        else:
            return None
    return t


# --------------------------------------------------------------------------
# intrinsic prototypes (LLVM's Intrinsics.td, for the intrinsics clang emits from C)
#
# Like LLVM, the overloaded types are read from the declaration, not from the name's
# suffixes: LLVM's reader silently remangles `llvm.memcpy.p0.p0.i64(ptr, ptr, i32, i1)`.
# What must hold is the shape: which operands share a type, which are fixed.

_Rule = Callable[[FunctionType], str | None]   # None when the prototype fits, else the expected shape

_SUFFIX = re.compile(r"(?:(?:nx)?v\d+)?(?:i\d+|f16|bf16|f32|f64|f80|f128|p\d+)\Z")


def _same(n: int) -> _Rule:
    """T (T x n): every operand and the result share one type."""
    def check(ft: FunctionType) -> str | None:
        t = ft.ret
        if len(ft.params) != n or any(p is not t for p in ft.params) or not t.is_first_class:
            return f"'T ({', '.join(['T'] * n)})'"
        return None
    return check


def _with_i1(ft: FunctionType) -> str | None:
    t = ft.ret
    if len(ft.params) != 2 or ft.params[0] is not t or ft.params[1] is not I1 or not is_int_like(t):
        return "'T (T, i1)' with T an integer type"
    return None


def _overflow(ft: FunctionType) -> str | None:
    r = ft.ret
    if len(ft.params) == 2 and ft.params[0] is ft.params[1] and is_int_like(ft.params[0]):
        t = ft.params[0]
        flag = VectorType.get(t.count, I1, t.scalable) if isinstance(t, VectorType) else I1
        if r is StructType.get((t, flag)):
            return None
    return "'{ T, i1 } (T, T)' with T an integer type"


def _memcpy(ft: FunctionType) -> str | None:
    p = ft.params
    if not (ft.ret is VOID and len(p) == 4 and p[0].is_pointer and p[1].is_pointer and is_int_like(p[2])
            and p[3] is I1):
        return "'void (ptr, ptr, iN, i1)'"
    return None


def _memset(ft: FunctionType) -> str | None:
    p = ft.params
    if not (ft.ret is VOID and len(p) == 4 and p[0].is_pointer and p[1] is I8 and is_int_like(p[2])
            and p[3] is I1):
        return "'void (ptr, i8, iN, i1)'"
    return None


def _lifetime(ft: FunctionType) -> str | None:
    p = ft.params
    if not (ft.ret is VOID and len(p) == 2 and p[0] is I64 and p[1].is_pointer):
        return "'void (i64, ptr)'"
    return None


def _fixed(want: FunctionType) -> _Rule:
    def check(ft: FunctionType) -> str | None:
        return None if same_modulo_pointee(ft, want) else f"'{want}'"
    return check


_SHAPES: dict[str, _Rule] = {
    "memcpy": _memcpy, "memmove": _memcpy, "memcpy.inline": _memcpy, "memset": _memset,
    "memset.inline": _memset, "lifetime.start": _lifetime, "lifetime.end": _lifetime,
    **{f"{op}.with.overflow": _overflow for op in ("sadd", "uadd", "ssub", "usub", "smul", "umul")},
    **{op: _same(2) for op in ("smax", "smin", "umax", "umin", "copysign", "minnum", "maxnum",
                               "minimum", "maximum", "pow", "sadd.sat", "uadd.sat", "ssub.sat",
                               "usub.sat", "expect")},
    **{op: _same(1) for op in ("ctpop", "bswap", "bitreverse", "fabs", "sqrt", "floor", "ceil",
                               "trunc", "rint", "nearbyint", "round", "roundeven", "canonicalize",
                               "sin", "cos", "exp", "exp2", "log", "log2", "log10")},
    **{op: _same(3) for op in ("fshl", "fshr", "fma", "fmuladd")},
    "abs": _with_i1, "ctlz": _with_i1, "cttz": _with_i1,
    "va_start": _fixed(FunctionType.get(VOID, (PTR,))), "va_end": _fixed(FunctionType.get(VOID, (PTR,))),
    "va_copy": _fixed(FunctionType.get(VOID, (PTR, PTR))), "trap": _fixed(FunctionType.get(VOID, ())),
    "debugtrap": _fixed(FunctionType.get(VOID, ())), "assume": _fixed(FunctionType.get(VOID, (I1,))),
}


def intrinsic_signature_error(name: str, ft: FunctionType) -> str | None:
    """If `ft` cannot be the type of intrinsic `name` (without `@`), the expected shape as text.

    None when it fits, or when pyllc does not know the intrinsic (it is then not
    checked). Known: the families clang emits for C (`llvm.memcpy.*`,
    `llvm.sadd.with.overflow.*`, `llvm.smax.*`, `llvm.va_start` ...). Address spaces and
    typed-pointer pointees are not compared.
    """
    if not name.startswith("llvm."):
        return None
    parts = name[5:].split(".")
    for n in range(len(parts), 0, -1):
        rule = _SHAPES.get(".".join(parts[:n]))
        if rule is not None:
            if all(_SUFFIX.match(s) for s in parts[n:]):
                return rule(ft)
            return None
    return None


def same_modulo_pointee(a: Type, b: Type) -> bool:
    """Type equality where pointers compare by address space only (typed `i8*` == `ptr`)."""
    if a is b:
        return True
    if isinstance(a, PointerType) and isinstance(b, PointerType):
        return a.addrspace == b.addrspace
    if isinstance(a, VectorType) and isinstance(b, VectorType):
        return a.count == b.count and a.scalable == b.scalable and same_modulo_pointee(a.elem, b.elem)
    if isinstance(a, StructType) and isinstance(b, StructType) and a.is_literal and b.is_literal:
        return (a.packed == b.packed and a.elems is not None and b.elems is not None
                and len(a.elems) == len(b.elems)
                and all(same_modulo_pointee(x, y) for x, y in zip(a.elems, b.elems)))
    if isinstance(a, FunctionType) and isinstance(b, FunctionType):
        return (a.vararg == b.vararg and len(a.params) == len(b.params)
                and same_modulo_pointee(a.ret, b.ret)
                and all(same_modulo_pointee(x, y) for x, y in zip(a.params, b.params)))
    return False
