"""Value types of IR values in the DAG, and the register parts a value type occupies.

`ir_vts` splits an IR type into the scalar DAG values it becomes (aggregates and vectors
into their leaves, in memory order); `ir_leaves` adds each leaf's byte offset in memory.
`register_parts` says which legal value types hold a value type in virtual registers
(low part first), and `to_parts` / `from_parts` build the DAG nodes that convert between
the two. All answers are cached per (type, target): types are uniqued objects.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import SelectionDAG, Value
from pyllc.codegen.opcodes import Op
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError

_FLOAT_VT = {"half": "f16", "float": "f32", "double": "f64", "x86_fp80": "f80",
             "fp128": "f128"}

# (target, type) -> answer (keyed by the objects, so an id is never reused).
# Targets are long-lived; types are interned.
_VTS_CACHE: dict[tuple[Any, Any], tuple[str, ...]] = {}
_LEAF_CACHE: dict[tuple[Any, Any, Any], tuple[tuple[str, int], ...]] = {}
_PARTS_CACHE: dict[tuple[Any, str], tuple[str, ...]] = {}


def scalar_vt(t: Any, target: Target) -> str:
    """The DAG value type of a scalar IR type (int, float, pointer)."""
    if t.is_int:
        return f"i{t.bits}"
    if t.is_pointer:
        return target.pointer_vt
    if t.is_float:
        vt = _FLOAT_VT.get(t.kind)
        if vt is None:
            raise UnsupportedError(f"floating-point type {t} is not supported")
        return vt
    raise UnsupportedError(f"values of type {t} are not supported")


def ir_vts(t: Any, dl: Any, target: Target) -> tuple[str, ...]:
    """The DAG values an IR value of type `t` becomes: scalars give one VT; structs,
    arrays and vectors give their scalar leaves in order; void and `{}` give none."""
    key = (target, t)
    r = _VTS_CACHE.get(key)
    if r is None:
        r = _VTS_CACHE[key] = tuple(vt for vt, _ in ir_leaves(t, dl, target))
    return r


def ir_leaves(t: Any, dl: Any, target: Target) -> tuple[tuple[str, int], ...]:
    """(vt, byte offset in memory) of every leaf of `t`, in order."""
    key = (target, dl, t)
    r = _LEAF_CACHE.get(key)
    if r is None:
        out: list[tuple[str, int]] = []
        _leaves(t, dl, target, 0, out)
        r = _LEAF_CACHE[key] = tuple(out)
    return r


def _leaves(t: Any, dl: Any, target: Target, base: int, out: list) -> None:
    if t.is_int or t.is_pointer or t.is_float:
        out.append((scalar_vt(t, target), base))
    elif t.is_struct:
        if t.elems is None:
            raise UnsupportedError(f"values of opaque type {t} are not supported")
        offsets = dl.struct_layout(t)[0]
        for e, off in zip(t.elems, offsets):
            _leaves(e, dl, target, base + off, out)
    elif t.is_array:
        stride = dl.alloc_size(t.elem)
        for i in range(t.count):
            _leaves(t.elem, dl, target, base + i * stride, out)
    elif t.is_vector:
        if t.scalable:
            raise UnsupportedError(f"scalable vector type {t} is not supported")
        vt = scalar_vt(t.elem, target)
        bits = dl.size_in_bits(t.elem)
        for i in range(t.count):
            out.append((vt, base + i * bits // 8))
    elif t.is_void:
        return
    else:
        raise UnsupportedError(f"values of type {t} are not supported")


def leaf_range(t: Any, indices: tuple[int, ...], dl: Any, target: Target) -> tuple[int, int]:
    """(first leaf, leaf count) of the member of aggregate `t` named by extractvalue
    indices."""
    start = 0
    for idx in indices:
        if t.is_struct:
            for e in t.elems[:idx]:
                start += len(ir_vts(e, dl, target))
            t = t.elems[idx]
        else:                               # array or vector
            start += idx * len(ir_vts(t.elem, dl, target))
            t = t.elem
    return start, len(ir_vts(t, dl, target))


def vt_bits(vt: str) -> int:
    return int(vt[1:])


def register_parts(vt: str, target: Target) -> tuple[str, ...]:
    """The legal VTs that hold a `vt` value in virtual registers, low part first:
    `i8` -> `("i64",)` on RV64, `i128` -> `("i64", "i64")`, `f128` -> two `i64` too
    (an illegal float travels as its bits)."""
    key = (target, vt)
    r = _PARTS_CACHE.get(key)
    if r is not None:
        return r
    if vt in target.vt_class:
        r = (vt,)
    elif vt == "f16" and target.half_args == "fp":
        r = ("f32",)                    # its bits in the low half of an f32 register
    else:
        bits = vt_bits(vt)
        ints = sorted(vt_bits(v) for v in target.vt_class if v[0] == "i")
        if not ints:
            raise UnsupportedError(f"target {target.name} has no integer registers")
        wider = [b for b in ints if b >= bits]
        if wider:
            r = (f"i{wider[0]}",)
        else:
            w = ints[-1]
            r = (f"i{w}",) * (-(-bits // w))
    _PARTS_CACHE[key] = r
    return r


def _extend_op(ext: str) -> str:
    if ext == "sext":
        return Op.SIGN_EXTEND
    if ext == "zext":
        return Op.ZERO_EXTEND
    return Op.ANY_EXTEND


def to_parts(dag: SelectionDAG, v: Value, vt: str, parts: tuple[str, ...],
             ext: str = "") -> list[Value]:
    """Split (or widen) `v` of type `vt` into values of the part VTs, low part first.
    `ext` ("sext", "zext", "") chooses how a narrow integer is widened."""
    if len(parts) == 1 and parts[0] == vt:
        return [v]
    if vt == "f16" and parts == ("f32",):       # half in an f32 register: the low bits
        i = dag.val(Op.ANY_EXTEND, "i32", dag.val(Op.BITCAST, "i16", v))
        return [dag.val(Op.BITCAST, "f32", i)]
    if vt[0] == "f":                            # an illegal float: move its bits
        ivt = f"i{vt_bits(vt)}"
        v = dag.val(Op.BITCAST, ivt, v)
        vt = ivt
    pvt = parts[0]
    if pvt[0] == "f":
        # a float part (e.g. f64 held as an int pair? not produced by register_parts)
        return [dag.val(Op.BITCAST, pvt, v)]
    w = vt_bits(pvt)
    bits = vt_bits(vt)
    n = len(parts)
    if n == 1:
        if bits == w:
            return [v]
        if bits > w:
            return [dag.val(Op.TRUNCATE, pvt, v)]
        return [dag.val(_extend_op(ext), pvt, v)]
    total = w * n
    if bits < total:
        wide = f"i{total}"
        v = dag.val(_extend_op(ext), wide, v)
        vt, bits = wide, total
    if n & (n - 1) == 0:                         # bisect with EXTRACT_ELEMENT
        vals = [v]
        width = bits
        while width > w:
            width //= 2
            hvt = f"i{width}"
            nxt = []
            for x in vals:
                nxt.append(dag.val(Op.EXTRACT_ELEMENT, hvt, x, dag.constant(0, "i32")))
                nxt.append(dag.val(Op.EXTRACT_ELEMENT, hvt, x, dag.constant(1, "i32")))
            vals = nxt
        return vals
    out = []
    for k in range(n):
        x = v if k == 0 else dag.val(Op.SRL, vt, v, dag.constant(k * w, vt))
        out.append(dag.val(Op.TRUNCATE, pvt, x))
    return out


def from_parts(dag: SelectionDAG, parts: list[Value], part_vts: tuple[str, ...], vt: str) -> Value:
    """Rebuild a `vt` value from its register parts (low part first)."""
    if len(parts) == 1 and part_vts[0] == vt:
        return parts[0]
    if vt == "f16" and part_vts == ("f32",):
        i = dag.val(Op.TRUNCATE, "i16", dag.val(Op.BITCAST, "i32", parts[0]))
        return dag.val(Op.BITCAST, "f16", i)
    fvt = None
    if vt[0] == "f":
        fvt, vt = vt, f"i{vt_bits(vt)}"
    pvt = part_vts[0]
    if pvt[0] == "f":
        v = dag.val(Op.BITCAST, vt, parts[0])
    else:
        w = vt_bits(pvt)
        bits = vt_bits(vt)
        n = len(parts)
        if n == 1:
            v = parts[0] if bits == w else dag.val(Op.TRUNCATE, vt, parts[0])
        else:
            total = w * n
            if n & (n - 1) == 0:
                vals = list(parts)
                width = w
                while len(vals) > 1:
                    width *= 2
                    wvt = f"i{width}"
                    vals = [dag.val(Op.BUILD_PAIR, wvt, vals[i], vals[i + 1])
                            for i in range(0, len(vals), 2)]
                v = vals[0]
            else:
                wvt = f"i{total}"
                v = dag.val(Op.ZERO_EXTEND, wvt, parts[0])
                for k in range(1, n):
                    p = dag.val(Op.ZERO_EXTEND, wvt, parts[k])
                    p = dag.val(Op.SHL, wvt, p, dag.constant(k * w, wvt))
                    v = dag.val(Op.OR, wvt, v, p)
            if total > bits:
                v = dag.val(Op.TRUNCATE, vt, v)
    if fvt is not None:
        v = dag.val(Op.BITCAST, fvt, v)
    return v
