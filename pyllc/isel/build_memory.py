"""Builder visitors for memory: alloca, load, store, getelementptr, fences, atomics and
va_arg (part of `FunctionLowering`, isel/build.py).

Aggregates and vectors are loaded and stored leaf by leaf at their DataLayout offsets.
Atomic loads/stores that are `unordered`/`monotonic` become plain volatile LOAD/STORE;
stronger ones become ATOMIC_LOAD/ATOMIC_STORE with the ordering in `Mem.ordering`.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, Value
from pyllc.codegen.opcodes import Op
from pyllc.ir.constants import ConstantInt
from pyllc.ir.instructions import StoreInst
from pyllc.ir.types import IntType
from pyllc.isel.build_state import BuilderState
from pyllc.isel.vts import ir_leaves, vt_bits
from pyllc.native import trait

_WEAK = (None, "unordered", "monotonic")


def _offset_align(align: int, off: int) -> int:
    if not off:
        return align
    low = off & -off
    return low if low < align else align


@trait
class MemoryMixin(BuilderState):
    """visit_* for memory instructions, plus address arithmetic helpers."""

    # ---------------------------------------------------------------- addresses
    def add_offset(self, ptr: Value, off: int) -> Value:
        if not off:
            return ptr
        dag = self.dag
        return dag.val(Op.ADD, self.ptr_vt, ptr, dag.constant(off, self.ptr_vt))

    def _const_index(self, v: Value) -> int | None:
        n = v[0]
        if n.op != Op.CONSTANT:
            return None
        bits = vt_bits(n.vts[v[1]])
        x = n.attr
        return x - (1 << bits) if x >> (bits - 1) else x

    def const_gep_offset(self, source_type: Any, indices: list) -> int | None:
        """Byte offset of a GEP whose indices are all ConstantInt (None otherwise)."""
        dl = self.dl
        t = source_type
        off = 0
        for i, idx in enumerate(indices):
            if not isinstance(idx, ConstantInt):
                return None
            if i == 0:
                off += idx.signed * dl.alloc_size(t)
            elif t.is_struct:
                off += dl.struct_layout(t)[0][idx.value]
                t = t.elems[idx.value]
            else:
                t = t.elem
                off += idx.signed * dl.alloc_size(t)
        return off

    def _gep(self, source_type: Any, base: Value, idxs: list[Value]) -> Value:
        dag = self.dag
        dl = self.dl
        ptr_vt = self.ptr_vt
        pbits = vt_bits(ptr_vt)
        t = source_type
        const = 0
        addr = base
        for i, iv in enumerate(idxs):
            if i == 0:
                size = dl.alloc_size(t)
            elif t.is_struct:
                field = self._const_index(iv)
                assert field is not None, "struct GEP index is a constant (verified IR)"
                const += dl.struct_layout(t)[0][field]
                t = t.elems[field]
                continue
            else:
                t = t.elem
                size = dl.alloc_size(t)
            c = self._const_index(iv)
            if c is not None:
                const += c * size
                continue
            if size == 0:
                continue
            ivt = dag.vt_of(iv)
            ib = vt_bits(ivt)
            if ib < pbits:
                iv = dag.val(Op.SIGN_EXTEND, ptr_vt, iv)
            elif ib > pbits:
                iv = dag.val(Op.TRUNCATE, ptr_vt, iv)
            if size & (size - 1) == 0:
                if size > 1:
                    iv = dag.val(Op.SHL, ptr_vt, iv, dag.constant(size.bit_length() - 1, ptr_vt))
            else:
                iv = dag.val(Op.MUL, ptr_vt, iv, dag.constant(size, ptr_vt))
            addr = dag.val(Op.ADD, ptr_vt, addr, iv)
        const &= (1 << pbits) - 1
        return self.add_offset(addr, const)

    def visit_getelementptr(self, inst: Any) -> list[Value]:
        ops = inst.operands
        if not inst.type.is_vector:
            base = self.get1(ops[0])
            return [self._gep(inst.source_type, base, [self.get1(i) for i in ops[1:]])]
        n = inst.type.count
        lanes = []
        vals = [self.get(o) for o in ops]
        for k in range(n):
            lane = [v[k] if len(v) > 1 else v[0] for v in vals]
            lanes.append(self._gep(inst.source_type, lane[0], lane[1:]))
        return lanes

    # ---------------------------------------------------------------- alloca
    def visit_alloca(self, inst: Any) -> list[Value]:
        dag = self.dag
        fi = self.static_allocas.get(inst)
        if fi is not None:
            return [dag.val(Op.FRAME_INDEX, self.ptr_vt, attr=fi)]
        ptr_vt = self.ptr_vt
        t = inst.allocated_type
        size = self.dl.alloc_size(t)
        n = self.get1(inst.operands[0])
        nb = vt_bits(dag.vt_of(n))
        if nb < vt_bits(ptr_vt):
            n = dag.val(Op.ZERO_EXTEND, ptr_vt, n)
        elif nb > vt_bits(ptr_vt):
            n = dag.val(Op.TRUNCATE, ptr_vt, n)
        total = n if size == 1 else dag.val(Op.MUL, ptr_vt, n, dag.constant(size, ptr_vt))
        sa = self.target.callconv.stack_align
        total = dag.val(Op.ADD, ptr_vt, total, dag.constant(sa - 1, ptr_vt))
        total = dag.val(Op.AND, ptr_vt, total, dag.constant(-sa, ptr_vt))
        align = max(inst.align or self.dl.abi_align(t), 1)
        self.mf.frame.has_dynamic_alloca = True
        node = dag.node(Op.DYNAMIC_STACKALLOC, (ptr_vt, "ch"),
                        (self.side_chain(), total, dag.constant(align, ptr_vt)))
        dag.root = node.value(1)
        return [node.value(0)]

    # ---------------------------------------------------------------- load / store
    def _packed_int(self, t: Any) -> Any:
        """The integer type a vector with sub-byte elements is stored as, else None.

        LLVM keeps such vectors bit-packed in memory: `<N x iK>` is the iNK integer the
        vector bitcasts to (lane 0 in the low bits on little-endian targets, in the high
        bits on big-endian ones), stored in its store size with the padding bits zero."""
        if t.is_vector and self.dl.size_in_bits(t.elem) % 8:
            return IntType.get(self.dl.size_in_bits(t))
        return None

    def _copy_chunks(self, inst: Any, align: int) -> tuple[tuple[str, int], ...] | None:
        """The integer pieces (vt, offset) in which to move a vector that load `inst`
        reads only for stores in its own block to write out again unchanged (a copy
        loop's `<8 x i8>`): memory is bytes, so a copy in the widest legal integers
        (within the alignment unless the target allows misaligned access) writes the
        same bytes as one lane at a time. None when `inst` is not such a load."""
        t = inst.type
        if not t.is_vector or self.dl.size_in_bits(t.elem) % 8 or inst.ordering is not None \
                or "volatile" in inst.flags or not inst.users:
            return None
        for u in inst.users:
            if not (isinstance(u, StoreInst) and u.parent is inst.parent
                    and u.operands[0] is inst and u.operands[1] is not inst
                    and u.ordering is None and "volatile" not in u.flags):
                return None
            align = min(align, u.align or self.dl.abi_align(t))
        size = self.dl.size_in_bits(t) // 8
        widest = vt_bits(self.ptr_vt) // 8
        if not self.target.misaligned_access:
            widest = min(widest, align)
        chunks = []
        off = 0
        while off < size:
            c = widest
            while c and (c > size - off or f"i{c * 8}" not in self.legal):
                c //= 2
            if c == 0:
                return None
            chunks.append((f"i{c * 8}", off))
            off += c
        return tuple(chunks) if len(chunks) < len(ir_leaves(t, self.dl, self.target)) else None

    def visit_load(self, inst: Any) -> list[Value]:
        dag = self.dag
        t = inst.type
        dl = self.dl
        ptr = self.get1(inst.operands[0])
        align = inst.align or dl.abi_align(t)
        volatile = "volatile" in inst.flags
        ordering = inst.ordering
        leaves = ir_leaves(t, dl, self.target)
        chunks = self._copy_chunks(inst, align)
        if chunks is not None:
            self.copy_chunks[inst] = chunks
            return self._load_leaves(ptr, chunks, align, False)
        if ordering not in _WEAK:
            vt = leaves[0][0]
            node = dag.node(Op.ATOMIC_LOAD, (vt, "ch"), (self.side_chain(), ptr),
                            Mem(vt, "", align, volatile, ordering))
            dag.root = node.value(1)
            return [node.value(0)]
        if ordering is not None:
            volatile = True
        packed = self._packed_int(t)
        if packed is not None:
            lanes = self._load_leaves(ptr, ir_leaves(packed, dl, self.target), align, volatile)
            return self.bitcast_leaves(lanes, self.vts(packed), self.vts(t))
        return self._load_leaves(ptr, leaves, align, volatile)

    def _load_leaves(self, ptr: Value, leaves: tuple[tuple[str, int], ...], align: int,
                     volatile: bool) -> list[Value]:
        dag = self.dag
        if volatile:
            chain = self.side_chain()
            out = []
            for vt, off in leaves:
                n = dag.node(Op.LOAD, (vt, "ch"), (chain, self.add_offset(ptr, off)),
                             Mem(vt, "", _offset_align(align, off), True))
                chain = n.value(1)
                out.append(n.value(0))
            dag.root = chain
            return out
        chain = dag.root
        pending = self.pending_loads
        out = []
        for vt, off in leaves:
            n = dag.node(Op.LOAD, (vt, "ch"), (chain, self.add_offset(ptr, off)),
                         Mem(vt, "", _offset_align(align, off)))
            pending.append(n.value(1))
            out.append(n.value(0))
        return out

    def visit_store(self, inst: Any) -> None:
        dag = self.dag
        val, p = inst.operands
        t = val.type
        dl = self.dl
        vals = self.get(val)
        ptr = self.get1(p)
        align = inst.align or dl.abi_align(t)
        volatile = "volatile" in inst.flags
        ordering = inst.ordering
        leaves = self.copy_chunks.get(val) or ir_leaves(t, dl, self.target)
        chain = self.side_chain()
        if ordering not in _WEAK:
            vt = leaves[0][0]
            dag.root = dag.node(Op.ATOMIC_STORE, ("ch",), (chain, vals[0], ptr),
                                Mem(vt, "", align, volatile, ordering)).value()
            return None
        if ordering is not None:
            volatile = True
        packed = self._packed_int(t)
        if packed is not None and val not in self.copy_chunks:
            leaves = ir_leaves(packed, dl, self.target)
            vals = self.bitcast_leaves(vals, self.vts(t), self.vts(packed))
        stores = []
        for (vt, off), v in zip(leaves, vals):
            n = dag.node(Op.STORE, ("ch",), (chain, v, self.add_offset(ptr, off)),
                         Mem(vt, "", _offset_align(align, off), volatile))
            if volatile:
                chain = n.value()
            stores.append(n.value())
        if volatile:
            dag.root = chain
        elif stores:
            dag.root = dag.token_factor(stores)
        return None

    # ---------------------------------------------------------------- atomics
    def visit_fence(self, inst: Any) -> None:
        if inst.syncscope == "singlethread":
            return None                       # a compiler barrier: the DAG keeps order
        dag = self.dag
        dag.root = dag.node(Op.FENCE, ("ch",), (self.side_chain(),), inst.ordering).value()
        return None

    def visit_cmpxchg(self, inst: Any) -> list[Value]:
        dag = self.dag
        p, cmp, new = inst.operands
        vt = self.vts(cmp.type)[0]
        align = inst.align or self.dl.abi_align(cmp.type)
        c, n = self.get1(cmp), self.get1(new)
        volatile = "volatile" in inst.flags
        node = dag.node(Op.ATOMIC_CMP_SWAP, (vt, "ch"), (self.side_chain(), self.get1(p), c, n),
                        Mem(vt, "", align, volatile, inst.success_ordering))
        dag.root = node.value(1)
        old = node.value(0)
        ok = dag.val(Op.SETCC, "i1", old, c, dag.condcode("eq"))
        return [old, ok]

    def visit_atomicrmw(self, inst: Any) -> list[Value]:
        dag = self.dag
        p, v = inst.operands
        vt = self.vts(v.type)[0]
        align = inst.align or self.dl.abi_align(v.type)
        volatile = "volatile" in inst.flags
        node = dag.node(Op.ATOMIC_RMW, (vt, "ch"), (self.side_chain(), self.get1(p), self.get1(v)),
                        (inst.operation, Mem(vt, "", align, volatile, inst.ordering)))
        dag.root = node.value(1)
        return [node.value(0)]

    # ---------------------------------------------------------------- varargs
    def visit_va_arg(self, inst: Any) -> list[Value]:
        dag = self.dag
        vts = self.vts(inst.type)
        t = inst.type
        cc = self.target.callconv
        if t.is_vector and (cc.vector_regs is None or not cc.vector_regs.regs) \
                and not cc.packed_vectors:
            # Vectors cross calls as their elements here (SPARC, RISC-V): one va_arg per
            # element, as the caller passed them (llc-16 aborts on this va_arg).
            ap = self.get1(inst.operands[0])
            align = self.dl.abi_align(t.elem)
            out = []
            for vt in vts:
                node = dag.node(Op.VAARG, (vt, "ch"), (self.side_chain(), ap), align)
                dag.root = node.value(1)
                out.append(node.value(0))
            return out
        if len(vts) != 1:
            raise self.unsupported(f"va_arg of aggregate type {inst.type}")
        align = self.dl.abi_align(inst.type)
        node = dag.node(Op.VAARG, (vts[0], "ch"), (self.side_chain(), self.get1(inst.operands[0])),
                        align)
        dag.root = node.value(1)
        return [node.value(0)]

    # ---------------------------------------------------------------- block memory ops
    def inline_copy(self, dst: Value, src: Value, size: int, align: int) -> None:
        """Copy `size` bytes with all loads before all stores (so it is a memmove too),
        in pieces of the alignment, or of the pointer width where the target allows
        misaligned access (`copy_chunk`)."""
        dag = self.dag
        legal = self.legal
        chunk = self.copy_chunk(align)
        chain = self.side_chain()
        loads = []
        off = 0
        while off < size:
            c = chunk
            while c > size - off:
                c //= 2
            vt = f"i{c * 8}"
            rvt = vt if vt in legal else self.ptr_vt
            ext = "" if vt in legal else "zext"
            n = dag.node(Op.LOAD, (rvt, "ch"), (chain, self.add_offset(src, off)),
                         Mem(vt, ext, _offset_align(align, off)))
            loads.append((off, vt, n))
            off += c
        chain = dag.token_factor([chain] + [n.value(1) for _, _, n in loads])
        stores = [dag.node(Op.STORE, ("ch",), (chain, n.value(0), self.add_offset(dst, off)),
                           Mem(vt, "", _offset_align(align, off))).value()
                  for off, vt, n in loads]
        dag.root = dag.token_factor(stores) if stores else chain

    def copy_chunk(self, align: int) -> int:
        """The widest piece an inline memcpy/memset moves: a power of two up to the
        pointer width, within `align` unless the target allows misaligned access
        (x86-64, AArch64: llc copies a 4-aligned 32-byte struct in 8- or 16-byte moves,
        not 4-byte ones)."""
        widest = vt_bits(self.ptr_vt) // 8
        if self.target.misaligned_access:
            return widest
        chunk = 1
        while chunk < align and chunk < widest:
            chunk *= 2
        return chunk

    def inline_set(self, dst: Value, byte: int, size: int, align: int) -> None:
        dag = self.dag
        chunk = self.copy_chunk(align)
        chain = self.side_chain()
        stores = []
        off = 0
        while off < size:
            c = chunk
            while c > size - off:
                c //= 2
            vt = f"i{c * 8}"
            rvt = vt if vt in self.legal else self.ptr_vt
            pattern = int.from_bytes(bytes([byte]) * c, "little")
            stores.append(dag.node(Op.STORE, ("ch",),
                                   (chain, dag.constant(pattern, rvt), self.add_offset(dst, off)),
                                   Mem(vt, "", _offset_align(align, off))).value())
            off += c
        dag.root = dag.token_factor(stores) if stores else chain
