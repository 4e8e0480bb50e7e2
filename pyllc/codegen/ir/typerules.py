"""The LangRef's type rules as predicates, shared by the verifier, the builder and passes:
which conversions are valid, which types are sized, what an aggregate index reaches.

Each function answers one question and never raises; the verifier turns answers into
messages. Section names refer to the LLVM Language Reference.
"""
from __future__ import annotations

from .types import I1, Type

__all__ = ["is_int_like", "is_fp_like", "is_ptr_like", "vec_count", "bool_type_for", "is_sized",
           "valid_value_type", "is_pow2", "scalar_bits", "primitive_bits", "cast_error",
           "indexed_type"]


def is_int_like(t: Type) -> bool:
    return t.scalar_type.is_int


def is_fp_like(t: Type) -> bool:
    return t.scalar_type.is_float


def is_ptr_like(t: Type) -> bool:
    return t.scalar_type.is_pointer


def vec_count(t: Type):
    """(count, scalable) of a vector type, None for a scalar."""
    return (t.count, t.scalable) if t.is_vector else None


def bool_type_for(t: Type) -> bool:
    """Is `t` the i1 / <N x i1> type of a comparison of values of some type with `t`'s shape?"""
    return t is I1 or (t.is_vector and t.elem is I1)


def is_sized(t: Type, visiting: set | None = None) -> bool:
    """LLVM's Type::isSized: has a size in memory (opaque structs and labels do not)."""
    if t.is_int or t.is_float or t.is_pointer:
        return True
    if t.is_vector:
        return True
    if t.is_array:
        return is_sized(t.elem, visiting)
    if t.is_struct:
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
    return not (t.is_void or t.is_label or t.is_metadata or t.is_function)


def is_pow2(n) -> bool:
    return isinstance(n, int) and n > 0 and n & (n - 1) == 0


def scalar_bits(t: Type) -> int | None:
    s = t.scalar_type
    if s.is_int or s.is_float:
        return s.bits
    return None


def primitive_bits(t: Type) -> int | None:
    """Bit size of a first-class non-aggregate type for bitcast (pointers: None)."""
    if t.is_vector:
        eb = primitive_bits(t.elem)
        return None if eb is None else eb * t.count
    if t.is_int or t.is_float:
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
        if not (ss.is_int and ds.is_int):
            return "operand and result must be integers or vectors of integers"
        if op == "trunc" and not ss.bits > ds.bits:
            return "result type must be narrower than the operand type"
        if op != "trunc" and not ss.bits < ds.bits:
            return "result type must be wider than the operand type"
    elif op in ("fptrunc", "fpext"):
        if not (ss.is_float and ds.is_float):
            return "operand and result must be floating point"
        if op == "fptrunc" and not ss.bits > ds.bits:
            return "result type must be smaller than the operand type"
        if op == "fpext" and not ss.bits < ds.bits:
            return "result type must be larger than the operand type"
    elif op in ("fptoui", "fptosi"):
        if not (ss.is_float and ds.is_int):
            return "operand must be floating point and result integer"
    elif op in ("uitofp", "sitofp"):
        if not (ss.is_int and ds.is_float):
            return "operand must be integer and result floating point"
    elif op == "ptrtoint":
        if not (ss.is_pointer and ds.is_int):
            return "operand must be a pointer and result an integer"
    elif op == "inttoptr":
        if not (ss.is_int and ds.is_pointer):
            return "operand must be an integer and result a pointer"
    elif op == "addrspacecast":
        if not (ss.is_pointer and ds.is_pointer):
            return "operand and result must be pointers"
        if ss.addrspace == ds.addrspace:
            return "operand and result must be in different address spaces"
    elif op == "bitcast":
        if ss.is_pointer or ds.is_pointer:
            if not (ss.is_pointer and ds.is_pointer):
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


def indexed_type(agg: Type, indices) -> Type | None:
    """The type extractvalue/insertvalue reach through constant `indices`, or None if out of range."""
    t = agg
    for i in indices:
        if t.is_struct:
            if t.elems is None or not 0 <= i < len(t.elems):
                return None
            t = t.elems[i]
        elif t.is_array:
            if not 0 <= i < t.count:
                return None
            t = t.elem
        else:
            return None
    return t
