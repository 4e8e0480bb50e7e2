"""Short vectors that cross calls packed in one register, as the ABI places them.

isel splits every IR vector into scalar leaves. Most ABIs place those leaves one per
register or slot, but some pack a short vector into a single register: clang passes a
C struct of two floats on x86-64 as `<2 x float>`, which the psABI (3.2.3, class SSE)
puts in the low eight bytes of *one* XMM register, and reads back from there in
`va_arg`. A calling convention lists such shapes in `CallingConv.packed_vectors` as
(element vt, count, register vt); at the call boundary (arguments, results, formal
arguments, returns) their leaves are packed into one value of the register type, first
element in the low bits, and unpacked on the other side.

Contract: `packed_vts(t)` gives the leaf types of IR type `t` at a call boundary;
`pack`/`unpack` convert between the ordinary leaves (`BuildState.vts`) and those.
A target without `packed_vectors` sees its leaves unchanged.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import SelectionDAG, Value
from pyllc.codegen.opcodes import Op, int_vt, vt_bits


def _shape(t: Any, rules: tuple, leaf_vts: tuple[str, ...]) -> str | None:
    """The register vt when vector type `t` (with leaves `leaf_vts`) crosses packed."""
    for elem_vt, count, reg_vt in rules:
        if t.count == count and leaf_vts and all(vt == elem_vt for vt in leaf_vts):
            return str(reg_vt)
    return None


def _plan(t: Any, leaf_vts: tuple[str, ...], rules: tuple, vts_of: Any
          ) -> list[tuple[int, str | None]]:
    """Per group of leaves: (number of leaves, packed vt or None for an unpacked leaf)."""
    if t.is_vector:
        reg_vt = _shape(t, rules, leaf_vts)
        if reg_vt is not None:
            return [(len(leaf_vts), reg_vt)]
        return [(1, None)] * len(leaf_vts)
    if t.is_struct and t.elems:
        out: list[tuple[int, str | None]] = []
        for e in t.elems:
            out.extend(_plan(e, tuple(vts_of(e)), rules, vts_of))
        return out
    if t.is_array and t.count:
        per = tuple(vts_of(t.elem))
        return _plan(t.elem, per, rules, vts_of) * t.count
    return [(1, None)] * len(leaf_vts)


class CallPacking:
    """Packing of one target's calling convention; `vts_of(t)` gives ordinary leaves."""

    def __init__(self, rules: tuple, vts_of: Any) -> None:
        self.rules = rules
        self.vts_of = vts_of

    def _groups(self, t: Any) -> list[tuple[int, str | None]] | None:
        if not self.rules:
            return None
        groups = _plan(t, tuple(self.vts_of(t)), self.rules, self.vts_of)
        return groups if any(vt is not None for _, vt in groups) else None

    def packed_vts(self, t: Any) -> tuple[str, ...]:
        vts = tuple(self.vts_of(t))
        groups = self._groups(t)
        if groups is None:
            return vts
        out, i = [], 0
        for n, reg_vt in groups:
            out.append(reg_vt if reg_vt is not None else vts[i])
            i += n
        return tuple(out)

    def pack(self, dag: SelectionDAG, t: Any, vals: list[Value]) -> list[Value]:
        groups = self._groups(t)
        if groups is None:
            return vals
        out, i = [], 0
        for n, reg_vt in groups:
            out.append(vals[i] if reg_vt is None else _pack(dag, vals[i:i + n], reg_vt))
            i += n
        return out

    def unpack(self, dag: SelectionDAG, t: Any, vals: list[Value]) -> list[Value]:
        groups = self._groups(t)
        if groups is None:
            return vals
        vts = tuple(self.vts_of(t))
        out: list[Value] = []
        i = 0
        for k, (n, reg_vt) in enumerate(groups):
            if reg_vt is None:
                out.append(vals[k])
            else:
                out.extend(_unpack(dag, vals[k], vts[i:i + n]))
            i += n
        return out


def _pack(dag: SelectionDAG, vals: list[Value], reg_vt: str) -> Value:
    """Elements side by side in one `reg_vt` value, element 0 in the low bits."""
    wide = int_vt(vt_bits(reg_vt))
    acc: Value | None = None
    for k, v in enumerate(vals):
        vt = dag.vt_of(v)
        bits = vt_bits(vt)
        as_int = v if vt.startswith("i") else dag.val(Op.BITCAST, int_vt(bits), v)
        x = dag.val(Op.ZERO_EXTEND, wide, as_int) if bits < vt_bits(wide) else as_int
        if k:
            x = dag.val(Op.SHL, wide, x, dag.constant(k * bits, wide))
            assert acc is not None
            acc = dag.val(Op.OR, wide, acc, x)
        else:
            acc = x
    assert acc is not None
    return acc if reg_vt == wide else dag.val(Op.BITCAST, reg_vt, acc)


def _unpack(dag: SelectionDAG, v: Value, vts: tuple[str, ...]) -> list[Value]:
    reg_vt = dag.vt_of(v)
    wide = int_vt(vt_bits(reg_vt))
    w = v if reg_vt == wide else dag.val(Op.BITCAST, wide, v)
    out = []
    for k, vt in enumerate(vts):
        bits = vt_bits(vt)
        x = dag.val(Op.SRL, wide, w, dag.constant(k * bits, wide)) if k else w
        x = dag.val(Op.TRUNCATE, int_vt(bits), x)
        out.append(x if vt.startswith("i") else dag.val(Op.BITCAST, vt, x))
    return out
