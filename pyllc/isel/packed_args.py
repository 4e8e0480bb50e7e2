"""Vectors that cross calls in vector registers, as the ABI (and llc-16) places them.

isel splits every IR vector into scalar leaves. Most ABIs without vector registers
place those leaves one per register or slot (RISC-V, SPARC: llc scalarizes them too),
but x86-64 and AArch64 pass vectors in vector registers:

- `CallingConv.packed_vectors` lists short shapes packed into one scalar register,
  (element vt, count, register vt): clang passes a C struct of two floats on x86-64 as
  `<2 x float>`, which the psABI (3.2.3, class SSE) puts in the low eight bytes of one
  XMM register and `va_arg` reads back from there;
- `CallingConv.vector_regs` (a `VectorRegs`) says how every other vector is broken
  into vector registers, as llc-16's getVectorTypeBreakdown does: one-element vectors
  scalarized (x86) or widened (AArch64), odd counts widened to a power of two, narrow
  integer elements promoted (AArch64, and `i1` everywhere) or more lanes added (x86),
  wide vectors split into registers of the widest width. `<4 x i32>` becomes one
  `v128` (an XMM or Q register), `<8 x i8>` on AArch64 one `f64` (a D register),
  `<8 x float>` on x86-64 without AVX two `v128`s, `<4 x i1>` on x86-64 a v4i32.

At the call boundary (arguments, results, formal arguments, returns) the leaves of
such a register are packed into one value of the register type, lane k holding leaf k
(lanes past the last leaf are undefined), and unpacked on the other side. Packing
into a scalar register type shifts the lanes into an integer; packing into `v128`
goes through a 16-byte stack temporary (the only operations on `v128` values are
loads, stores and copies: no vector arithmetic is selected).

Contract: `packed_vts(t)` gives the leaf types of IR type `t` at a call boundary;
`pack`/`unpack` convert between the ordinary leaves (`BuildState.vts`) and those.
A target with neither table sees its leaves unchanged.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, SelectionDAG, Value
from pyllc.codegen.opcodes import Op, int_vt, vt_bits
from pyllc.codegen.records import VectorRegs

# One register of a packed value: (leaves it holds, register vt or None for a leaf
# passed as itself, bits of one lane).
Group = tuple[int, str | None, int]

_VECTOR_ELEMS = frozenset({"i1", "i8", "i16", "i32", "i64", "f32", "f64"})
# A group whose "register vt" is INDIRECT + part vt is passed as a pointer to its
# leaves, each widened to the part vt (VectorRegs.indirect_ints).
INDIRECT = "*"


def _shape(t: Any, rules: tuple, leaf_vts: tuple[str, ...]) -> str | None:
    """The register vt when vector type `t` (with leaves `leaf_vts`) crosses packed."""
    for elem_vt, count, reg_vt in rules:
        if t.count == count and leaf_vts and all(vt == elem_vt for vt in leaf_vts):
            return str(reg_vt)
    return None


def _elem_bits(vt: str) -> int:
    return 1 if vt == "i1" else vt_bits(vt)


def vector_groups(n: int, elem: str, vr: VectorRegs, ret: bool = False
                  ) -> list[Group] | None:
    """The registers an `n`-element vector of `elem` occupies (None: its scalar leaves,
    as they are); `ret`: as a result."""
    if elem not in _VECTOR_ELEMS:
        return None
    if not vr.regs:
        if vr.indirect_ints and not ret and elem[0] == "i" and n > 2:
            return [(n, INDIRECT + vr.indirect_ints, vt_bits(vr.indirect_ints))]
        return None
    if n == 1 and vr.scalarize_single:
        return None
    widths = sorted(w for w, _ in vr.regs)
    reg_of = dict(vr.regs)
    lane = _elem_bits(elem)
    if n & (n - 1):
        # An odd count: widened when the next power of two is a register's width
        # (<3 x float> -> v4f32), else one value per element (getVectorTypeBreakdown:
        # <5 x float> -> five floats), each in a vector register of its own width where
        # there is one (AArch64 <3 x i64> -> three v1i64 in D registers).
        count = 1 << n.bit_length()
        if elem != "i1" and count * lane in reg_of:
            return [(n, reg_of[count * lane], lane)]
        if lane in reg_of:
            return [(1, reg_of[lane], lane)] * n
        return None
    count = n
    if elem[0] == "i" and n > 1 and (elem == "i1" or vr.promote):
        lane = max(lane, 8)
        while count * lane < widths[0] and lane < 64:
            lane *= 2
        if elem == "i1" and count * lane > widths[-1]:
            return None                 # <32 x i1>: its elements, one by one
    total = count * lane
    if total <= widths[-1]:
        width = next(w for w in widths if w >= total)
        return [(n, reg_of[width], lane)]
    per = widths[-1] // lane
    out: list[Group] = []
    for r in range(total // widths[-1]):
        m = min(per, n - r * per)
        if m <= 0:
            # No leaf left for this register (cannot happen for a widened count).
            return None
        out.append((m, reg_of[widths[-1]], lane))
    return out


def _plan(t: Any, leaf_vts: tuple[str, ...], rules: tuple, vr: VectorRegs | None,
          vts_of: Any, ret: bool) -> list[Group]:
    """Per group of leaves: (number of leaves, packed vt or None, lane bits)."""
    if t.is_vector:
        reg_vt = _shape(t, rules, leaf_vts)
        if reg_vt is not None:
            return [(len(leaf_vts), reg_vt, vt_bits(leaf_vts[0]))]
        if vr is not None and leaf_vts and all(vt == leaf_vts[0] for vt in leaf_vts):
            groups = vector_groups(len(leaf_vts), leaf_vts[0], vr, ret)
            if groups is not None:
                return groups
        return [(1, None, 0)] * len(leaf_vts)
    if t.is_struct and t.elems:
        out: list[Group] = []
        for e in t.elems:
            out.extend(_plan(e, tuple(vts_of(e)), rules, vr, vts_of, ret))
        return out
    if t.is_array and t.count:
        per = tuple(vts_of(t.elem))
        return _plan(t.elem, per, rules, vr, vts_of, ret) * t.count
    return [(1, None, 0)] * len(leaf_vts)


class CallPacking:
    """Packing of one target's calling convention; `vts_of(t)` gives ordinary leaves."""

    def __init__(self, rules: tuple, vts_of: Any, vector_regs: VectorRegs | None = None,
                 pointer_vt: str = "i64") -> None:
        self.rules = rules
        self.vector_regs = vector_regs
        self.vts_of = vts_of
        self.pointer_vt = pointer_vt
        self._cache: dict[Any, list[Group] | None] = {}
        self.stores: list[Value] = []     # stores that must precede the call (indirect)

    def take_stores(self) -> list[Value]:
        """The stores `pack` made into caller memory passed by reference; the call's
        chain must join them."""
        out, self.stores = self.stores, []
        return out

    def _groups(self, t: Any, ret: bool) -> list[Group] | None:
        if not self.rules and self.vector_regs is None:
            return None
        key = (t, ret)
        if key in self._cache:
            return self._cache[key]
        groups: list[Group] | None = _plan(t, tuple(self.vts_of(t)), self.rules,
                                           self.vector_regs, self.vts_of, ret)
        if groups is not None and all(vt is None for _, vt, _ in groups):
            groups = None
        self._cache[key] = groups
        return groups

    def packed_vts(self, t: Any, ret: bool = False) -> tuple[str, ...]:
        vts = tuple(self.vts_of(t))
        groups = self._groups(t, ret)
        if groups is None:
            return vts
        out, i = [], 0
        for n, reg_vt, _ in groups:
            if reg_vt is None:
                out.append(vts[i])
            else:
                out.append(self.pointer_vt if reg_vt.startswith(INDIRECT) else reg_vt)
            i += n
        return tuple(out)

    def pack(self, dag: SelectionDAG, t: Any, vals: list[Value], ret: bool = False
             ) -> list[Value]:
        groups = self._groups(t, ret)
        if groups is None:
            return vals
        out, i = [], 0
        for n, reg_vt, lane in groups:
            if reg_vt is None:
                out.append(vals[i])
            elif reg_vt.startswith(INDIRECT):
                out.append(self._pack_indirect(dag, vals[i:i + n], reg_vt[1:]))
            elif reg_vt == "v128":
                out.append(_pack_memory(dag, vals[i:i + n], lane))
            else:
                out.append(_pack(dag, vals[i:i + n], reg_vt, lane))
            i += n
        return out

    def unpack(self, dag: SelectionDAG, t: Any, vals: list[Value], ret: bool = False
               ) -> list[Value]:
        groups = self._groups(t, ret)
        if groups is None:
            return vals
        vts = tuple(self.vts_of(t))
        out: list[Value] = []
        i = 0
        for k, (n, reg_vt, lane) in enumerate(groups):
            if reg_vt is None:
                out.append(vals[k])
            elif reg_vt.startswith(INDIRECT):
                out.extend(_unpack_indirect(dag, vals[k], vts[i:i + n], reg_vt[1:]))
            elif reg_vt == "v128":
                out.extend(_unpack_memory(dag, vals[k], vts[i:i + n], lane))
            else:
                out.extend(_unpack(dag, vals[k], vts[i:i + n], lane))
            i += n
        return out

    def _pack_indirect(self, dag: SelectionDAG, vals: list[Value], part: str) -> Value:
        """The leaves, each widened to `part`, in a caller stack object; its address."""
        size = vt_bits(part) // 8
        mf = dag.mf
        assert mf is not None
        fi = mf.frame.create(size * len(vals), size)
        base = dag.val(Op.FRAME_INDEX, dag.target.pointer_vt, attr=fi)
        for k, v in enumerate(vals):
            if dag.vt_of(v) != part:
                v = dag.val(Op.ANY_EXTEND, part, v)
            self.stores.append(dag.node(Op.STORE, ("ch",), (dag.entry, v, _lane_addr(dag, base, k * size)),
                                        Mem(part, "", size)).value())
        return base


def _unpack_indirect(dag: SelectionDAG, ptr: Value, vts: tuple[str, ...], part: str
                     ) -> list[Value]:
    size = vt_bits(part) // 8
    out = []
    for k, vt in enumerate(vts):
        x = dag.node(Op.LOAD, (part, "ch"), (dag.entry, _lane_addr(dag, ptr, k * size)),
                     Mem(part, "", size)).value(0)
        out.append(x if vt == part else dag.val(Op.TRUNCATE, vt, x))
    return out


def _as_int(dag: SelectionDAG, v: Value) -> Value:
    vt = dag.vt_of(v)
    return v if vt.startswith("i") else dag.val(Op.BITCAST, int_vt(vt_bits(vt)), v)


def _pack(dag: SelectionDAG, vals: list[Value], reg_vt: str, lane: int) -> Value:
    """Elements side by side in one `reg_vt` value, element 0 in the low bits, each in
    a lane of `lane` bits (zero-extended)."""
    wide = int_vt(vt_bits(reg_vt))
    acc: Value | None = None
    for k, v in enumerate(vals):
        as_int = _as_int(dag, v)
        bits = vt_bits(dag.vt_of(as_int))
        if bits < lane:
            as_int = dag.val(Op.ZERO_EXTEND, int_vt(lane), as_int)
        x = dag.val(Op.ZERO_EXTEND, wide, as_int) if lane < vt_bits(wide) else as_int
        if k:
            x = dag.val(Op.SHL, wide, x, dag.constant(k * lane, wide))
            assert acc is not None
            acc = dag.val(Op.OR, wide, acc, x)
        else:
            acc = x
    assert acc is not None
    return acc if reg_vt == wide else dag.val(Op.BITCAST, reg_vt, acc)


def _unpack(dag: SelectionDAG, v: Value, vts: tuple[str, ...], lane: int) -> list[Value]:
    reg_vt = dag.vt_of(v)
    wide = int_vt(vt_bits(reg_vt))
    w = v if reg_vt == wide else dag.val(Op.BITCAST, wide, v)
    out = []
    for k, vt in enumerate(vts):
        x = dag.val(Op.SRL, wide, w, dag.constant(k * lane, wide)) if k else w
        if _elem_bits(vt) < vt_bits(wide):
            x = dag.val(Op.TRUNCATE, int_vt(_elem_bits(vt)), x)
        out.append(x if vt.startswith("i") else dag.val(Op.BITCAST, vt, x))
    return out


def _temporary(dag: SelectionDAG) -> Value:
    mf = dag.mf
    assert mf is not None
    fi = mf.frame.create(16, 16)
    return dag.val(Op.FRAME_INDEX, dag.target.pointer_vt, attr=fi)


def _lane_addr(dag: SelectionDAG, base: Value, offset: int) -> Value:
    ptr_vt = dag.target.pointer_vt
    return base if offset == 0 else dag.val(Op.ADD, ptr_vt, base, dag.constant(offset, ptr_vt))


def _pack_memory(dag: SelectionDAG, vals: list[Value], lane: int) -> Value:
    """The leaves stored lane by lane into a 16-byte temporary, read back as a `v128`
    (lanes past the leaves stay undefined)."""
    slot = _temporary(dag)
    stores = []
    for k, v in enumerate(vals):
        vt = dag.vt_of(v)
        if vt.startswith("i") and _elem_bits(vt) < lane:
            v, vt = dag.val(Op.ZERO_EXTEND, int_vt(lane), v), int_vt(lane)
        mvt = "i8" if vt == "i1" else vt
        stores.append(dag.node(Op.STORE, ("ch",), (dag.entry, v, _lane_addr(dag, slot, k * lane // 8)),
                               Mem(mvt, "", max(vt_bits(mvt) // 8, 1))).value())
    chain = dag.token_factor(stores)
    return dag.node(Op.LOAD, ("v128", "ch"), (chain, slot), Mem("v128", "", 16)).value(0)


def _unpack_memory(dag: SelectionDAG, v: Value, vts: tuple[str, ...], lane: int) -> list[Value]:
    """A `v128` stored into a 16-byte temporary, its lanes loaded as the leaves."""
    slot = _temporary(dag)
    st = dag.node(Op.STORE, ("ch",), (dag.entry, v, slot), Mem("v128", "", 16)).value()
    out = []
    for k, vt in enumerate(vts):
        addr = _lane_addr(dag, slot, k * lane // 8)
        if vt[0] == "f":
            out.append(dag.node(Op.LOAD, (vt, "ch"), (st, addr), Mem(vt, "", vt_bits(vt) // 8)).value(0))
            continue
        lvt = int_vt(max(lane, 8))
        x = dag.node(Op.LOAD, (lvt, "ch"), (st, addr), Mem(lvt, "", vt_bits(lvt) // 8)).value(0)
        out.append(x if lvt == vt else dag.val(Op.TRUNCATE, vt, x))
    return out
