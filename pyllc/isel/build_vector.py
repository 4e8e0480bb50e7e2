"""Native vectors in the IR builder: which vector instructions stay whole, and how.

Most of the builder scalarizes vectors (build_ops.py: a `<4 x i32>` is four `i32` DAG
values). On targets with vector registers (`Target.vector_ops`: SSE2 on x86-64, NEON on
AArch64) a vector instruction whose type is a legal 128-bit vector type (`v4i32`,
`v16i8`, ... keys of `vt_class`) and whose operation the target lists is kept as *one*
DAG value of that type, selected by the target's vector patterns and held in one
128-bit virtual register across blocks.

Which instructions (`plan_native_vectors`, once per function): the candidates are the
loads, stores, phis and binary operations the target lists for the type; a candidate
stays native only while every vector operand is native too (or a constant, which
becomes a constant-pool load) and every user is native. The fixed point therefore
gives closed clusters (a loop's loads, arithmetic, phis and stores), so no value
changes representation inside a loop; everything outside stays scalarized as before.

Contract
- requires: `FunctionLowering` state (build.py): `native` holds this function's plan,
  `vvmap` the current block's native values.
- maintains: a native value has exactly one form, a single DAG value of its vector
  type; `lanes_of` / `vector_of` convert through a 16-byte stack temporary if a
  scalarized user or operand ever meets one (the plan avoids it, this keeps it correct).
- breaks: nothing; targets without `vector_ops` see no change.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, Value
from pyllc.codegen.opcodes import Op, int_vt
from pyllc.codegen.target import Target
from pyllc.ir.constants import (
    ConstantAggregateZero,
    ConstantFP,
    ConstantInt,
    ConstantVector,
    UndefValue,
)
from pyllc.ir.instructions import Instruction
from pyllc.isel.build_state import BuilderState
from pyllc.isel.vts import ir_leaves, vt_bits

_BINARY = {"add": Op.ADD, "sub": Op.SUB, "mul": Op.MUL, "and": Op.AND, "or": Op.OR,
           "xor": Op.XOR, "fadd": Op.FADD, "fsub": Op.FSUB, "fmul": Op.FMUL,
           "fdiv": Op.FDIV}
_WEAK = (None, "", "unordered", "monotonic")


def native_vt(t: Any, target: Target) -> str | None:
    """The 128-bit vector value type of IR type `t` when the target keeps it whole."""
    if not target.vector_ops or not t.is_vector or t.scalable:
        return None
    e = t.elem
    if e.is_int and e.bits in (8, 16, 32, 64):
        ev, bits = f"i{e.bits}", e.bits
    elif e.is_float and e.kind in ("float", "double"):
        ev, bits = ("f32", 32) if e.kind == "float" else ("f64", 64)
    else:
        return None
    if t.count * bits != 128:
        return None
    vt = f"v{t.count}{ev}"
    return vt if vt in target.vt_class else None


def _poolable(c: Any) -> bool:
    """A constant vector whose lanes are all known (or undef): one constant-pool load."""
    if isinstance(c, (ConstantAggregateZero, UndefValue)):
        return True
    if isinstance(c, ConstantVector):
        return all(isinstance(x, (ConstantInt, ConstantFP, UndefValue)) for x in c.operands)
    return False


def _vector_operands(inst: Any) -> list[Any]:
    """The operands of `inst` whose representation must match its own."""
    if inst.opcode == "store":
        return [inst.operands[0]]
    if inst.opcode == "load":
        return []
    if inst.opcode == "phi":
        return inst.operands[0::2]
    return list(inst.operands)


def _candidate(inst: Any, target: Target) -> bool:
    op = inst.opcode
    ops = target.vector_ops
    if op == "store":
        vt = native_vt(inst.operands[0].type, target)
        return vt is not None and vt in ops.get(op, ()) and inst.ordering in (None, "")
    vt = native_vt(inst.type, target)
    if vt is None or vt not in ops.get(op, ()):
        return False
    if op == "load":
        return inst.ordering in (None, "")
    return op == "phi" or op in _BINARY


def plan_native_vectors(fn: Any, target: Target) -> set:
    """The instructions of `fn` lowered as whole vectors (see the module docstring)."""
    if not target.vector_ops:
        return set()
    native = {inst for b in fn.blocks for inst in b.instructions if _candidate(inst, target)}
    changed = True
    while changed and native:
        changed = False
        for inst in list(native):
            ok = all((v in native) if isinstance(v, Instruction) else _poolable(v)
                     for v in _vector_operands(inst))
            if ok and inst.opcode != "store":
                ok = all(u in native and (u.opcode != "store" or u.operands[0] is inst)
                         for u in inst.users)
            if not ok:
                native.discard(inst)
                changed = True
    return native


class VectorMixin(BuilderState):
    """Lowering of the native vector instructions (`FunctionLowering.native`)."""

    native: set
    vvmap: dict

    def getv(self, v: Any) -> Value:
        """IR value `v` of a native vector type as one DAG value of that type."""
        r = self.vvmap.get(v)
        if r is not None:
            return r
        vt = native_vt(v.type, self.target)
        assert vt is not None
        if v in self.native:
            r = self.read_native(v)
        elif _poolable(v):
            r = self.vector_constant(v, vt)
        else:
            r = self.vector_of(self.get(v), vt)
        self.vvmap[v] = r
        return r

    def read_native(self, v: Any) -> Value:
        """A native value defined in another block: its vector vreg."""
        raise NotImplementedError                # FunctionLowering (build.py)

    def lower_native(self, inst: Any) -> list[Value] | None:
        """The one vector value of native instruction `inst` (None for a store)."""
        dag = self.dag
        op = inst.opcode
        if op == "store":
            val, p = inst.operands
            v = self.getv(val)
            ptr = self.get1(p)
            align = inst.align or self.dl.abi_align(val.type)
            volatile = "volatile" in inst.flags
            dag.root = dag.node(Op.STORE, ("ch",), (self.side_chain(), v, ptr),
                                Mem(dag.vt_of(v), "", align, volatile)).value()
            return None
        vt = native_vt(inst.type, self.target) or ""
        if op == "load":
            ptr = self.get1(inst.operands[0])
            align = inst.align or self.dl.abi_align(inst.type)
            if "volatile" in inst.flags:
                n = dag.node(Op.LOAD, (vt, "ch"), (self.side_chain(), ptr),
                             Mem(vt, "", align, True))
                dag.root = n.value(1)
            else:
                n = dag.node(Op.LOAD, (vt, "ch"), (dag.root, ptr), Mem(vt, "", align))
                self.pending_loads.append(n.value(1))
            return [n.value(0)]
        if op == "phi":
            return [self.read_native_phi(inst)]
        a, b = inst.operands
        return [dag.val(_BINARY[op], vt, self.getv(a), self.getv(b))]

    def read_native_phi(self, inst: Any) -> Value:
        raise NotImplementedError                # FunctionLowering (build.py)

    # ---------------------------------------------------------------- constants
    def vector_constant(self, c: Any, vt: str) -> Value:
        """A constant vector as a load from the function's constant pool (undef lanes
        are zero), as llc materializes most vector constants."""
        dag = self.dag
        mf = self.mf
        lanes = c.operands if isinstance(c, ConstantVector) else ()
        ebits = 128 // int(vt[1:].split("i")[0].split("f")[0])
        data = bytearray()
        big = self.target.big_endian
        for k in range(128 // ebits):
            x = lanes[k] if lanes else None
            bits = x.value if isinstance(x, ConstantInt) else \
                x.bits if isinstance(x, ConstantFP) else 0
            data += (bits & ((1 << ebits) - 1)).to_bytes(ebits // 8, "big" if big else "little")
        label = f".LCPI{mf.info.get('fn_number', 0)}_{len(mf.constants)}"
        for lab, d, _ in mf.constants:
            if d == bytes(data):
                label = lab
                break
        else:
            mf.constants.append((label, bytes(data), 16))
        addr = dag.val(Op.CONSTANT_POOL, self.ptr_vt, attr=label)
        return dag.node(Op.LOAD, (vt, "ch"), (dag.entry, addr), Mem(vt, "", 16)).value(0)

    # ---------------------------------------------------------------- conversions
    def _temporary(self) -> Value:
        fi = self.mf.frame.create(16, 16)
        return self.dag.val(Op.FRAME_INDEX, self.ptr_vt, attr=fi)

    def lanes_of(self, vec: Value, t: Any) -> list[Value]:
        """The scalar leaves of native vector `vec` (IR type `t`), through memory."""
        dag = self.dag
        slot = self._temporary()
        vt = dag.vt_of(vec)
        st = dag.node(Op.STORE, ("ch",), (dag.entry, vec, slot), Mem(vt, "", 16)).value()
        out = []
        for lvt, off in ir_leaves(t, self.dl, self.target):
            addr = self._at(slot, off)
            out.append(dag.node(Op.LOAD, (lvt, "ch"), (st, addr),
                                Mem(lvt, "", vt_bits(lvt) // 8)).value(0))
        return out

    def vector_of(self, leaves: list[Value], vt: str) -> Value:
        """Scalar leaves stored lane by lane and read back as one `vt` value."""
        dag = self.dag
        slot = self._temporary()
        stores = []
        off = 0
        for v in leaves:
            lvt = dag.vt_of(v)
            size = vt_bits(lvt) // 8
            if lvt[0] == "i" and size == 0:
                v, lvt, size = dag.val(Op.ZERO_EXTEND, int_vt(8), v), "i8", 1
            stores.append(dag.node(Op.STORE, ("ch",), (dag.entry, v, self._at(slot, off)),
                                   Mem(lvt, "", size)).value())
            off += size
        chain = dag.token_factor(stores)
        return dag.node(Op.LOAD, (vt, "ch"), (chain, slot), Mem(vt, "", 16)).value(0)

    def _at(self, base: Value, off: int) -> Value:
        if off == 0:
            return base
        return self.dag.val(Op.ADD, self.ptr_vt, base, self.dag.constant(off, self.ptr_vt))
