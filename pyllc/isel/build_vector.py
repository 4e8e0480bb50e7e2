"""Native vectors in the IR builder: which vector instructions stay whole, and how.

Most of the builder scalarizes vectors (build_ops.py: a `<4 x i32>` is four `i32` DAG
values). On targets with vector registers (`Target.vector_ops`: SSE2 on x86-64, NEON on
AArch64) a vector instruction whose type is a legal 128-bit vector type (`v4i32`,
`v16i8`, ... keys of `vt_class`) and whose operation the target lists is kept as *one*
DAG value of that type, selected by the target's vector patterns and held in one
128-bit virtual register across blocks.

A vector of 256 or 512 bits whose parts are such a type (`<4 x i64>`: two `v2i64`) is
kept as its 128-bit parts, low lanes first, as LLVM's type legalizer splits it.

Which instructions (`plan_native_vectors`, once per function): the candidates are the
loads, stores, phis and binary operations the target lists for the part type, and
- `sext`/`zext` doubling the lane width of a whole 128-bit vector (`<4 x i32>` to
  `<4 x i64>`: VSEXT_LO/VSEXT_HI) or of a 64-bit vector load (`<2 x i32>` to
  `<2 x i64>`: a 64-bit load into the low half, then VSEXT_LO; the load must have no
  other user and nothing may write memory between it and the extension);
- `mul` of two such extensions where the target multiplies widening (`mul_sext`,
  `mul_zext`: AArch64 smull/umull);
- `llvm.vector.reduce.add` (`reduce_add`): the parts added, then VREDUCE_ADD;
- `llvm.fmuladd`: fused (`fma`) exactly where the scalar builder fuses one lane.
A candidate stays native only while every vector operand is native too (or a
constant, which becomes a constant-pool load) and every user is native. The fixed
point therefore gives closed clusters (a loop's loads, arithmetic, phis and stores),
so no value changes representation inside a loop; everything else stays scalarized.

Contract
- requires: `FunctionLowering` state (build.py): `native` holds this function's plan,
  `vvmap` the current block's native values.
- maintains: a native value has exactly one form, the DAG values of its parts;
  `lanes_of` / `vector_of` convert through a 16-byte stack temporary if a
  scalarized user or operand ever meets one (the plan avoids it, this keeps it correct).
- breaks: nothing; targets without `vector_ops` see no change.
"""
from __future__ import annotations

from typing import Any, Literal

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
from pyllc.ir.globals import GlobalValue
from pyllc.ir.instructions import Instruction
from pyllc.isel.build_vector_divrem import VectorDivRemMixin, divrem_ok, mul_const_ok, trunc_ok
from pyllc.isel.build_vector_lanes import VectorLanesMixin, build_ok
from pyllc.isel.vts import ir_leaves, vt_bits
from pyllc.native import trait

_BINARY = {"add": Op.ADD, "sub": Op.SUB, "mul": Op.MUL, "and": Op.AND, "or": Op.OR,
           "xor": Op.XOR, "fadd": Op.FADD, "fsub": Op.FSUB, "fmul": Op.FMUL,
           "fdiv": Op.FDIV}
_EXT = {"sext": (Op.VSEXT_LO, Op.VSEXT_HI), "zext": (Op.VZEXT_LO, Op.VZEXT_HI)}
# instructions that may write memory: an extension does not absorb a load across them
_WRITERS = frozenset({"store", "call", "invoke", "callbr", "atomicrmw", "cmpxchg", "fence",
                      "va_arg"})
_REDUCE_ADD = "llvm.vector.reduce.add."
_FMULADD = "llvm.fmuladd."


def native_shape(t: Any, target: Target) -> tuple[str, int] | None:
    """(128-bit part vt, part count) of IR vector type `t` when the target can hold it
    in vector registers: `<4 x i32>` -> ("v4i32", 1), `<4 x i64>` -> ("v2i64", 2)."""
    if not target.vector_ops or not t.is_vector or t.scalable:
        return None
    e = t.elem
    if e.is_int and e.bits in (8, 16, 32, 64):
        ev, bits = f"i{e.bits}", e.bits
    elif e.is_float and e.kind in ("float", "double"):
        ev, bits = ("f32", 32) if e.kind == "float" else ("f64", 64)
    else:
        return None
    total = t.count * bits
    if total % 128 or total // 128 not in (1, 2, 4):
        return None
    vt = f"v{128 // bits}{ev}"
    return (vt, total // 128) if vt in target.vt_class else None


def native_vt(t: Any, target: Target) -> str | None:
    """The part vt of `t` (see `native_shape`), or None."""
    s = native_shape(t, target)
    return None if s is None else s[0]


def _poolable(c: Any) -> bool:
    """A constant vector whose lanes are all known (or undef): constant-pool loads."""
    if isinstance(c, (ConstantAggregateZero, UndefValue)):
        return True
    if isinstance(c, ConstantVector):
        return all(isinstance(x, (ConstantInt, ConstantFP, UndefValue)) for x in c.operands)
    return False


def _calls(inst: Any, prefix: str) -> bool:
    """`inst` calls an intrinsic whose name starts with `prefix`."""
    if inst.opcode != "call":
        return False
    f = inst.operands[-1]
    return isinstance(f, GlobalValue) and (f.name or "").startswith(prefix)


def _reduce_add(inst: Any) -> bool:
    return _calls(inst, _REDUCE_ADD)


def _fused(vt: str, target: Target) -> bool | None:
    """How `llvm.fmuladd` on `vt` lanes is done natively: fused (True), as fmul + fadd
    (False), or not at all (None). It must be what the scalar builder does with one lane
    (build_intrinsics.py: fused where the scalar FMA is legal), so a vectorized loop and
    its scalar remainder round alike."""
    ops = target.vector_ops
    scalar_fma = target.action(Op.FMA, "f" + vt.split("f")[1]) == "legal"
    if scalar_fma:
        return True if vt in ops.get("fma", ()) else None
    return False if vt in ops.get("fmul", ()) and vt in ops.get("fadd", ()) else None


def _vector_operands(inst: Any) -> list[Any]:
    """The operands of `inst` whose representation must match its own."""
    op = inst.opcode
    if op == "store":
        return [inst.operands[0]]
    if op == "load":
        return []
    if op == "phi":
        return inst.operands[0::2]
    if op == "insertelement":
        return [inst.operands[0]]
    if op == "call":
        return list(inst.operands[:-1])
    return list(inst.operands)


def half_load(v: Any, user: Any) -> bool:
    """`v` is a plain load of a 64-bit integer vector that only `user` reads, later in
    the same block with no memory write in between: `user` may load it itself."""
    if not (isinstance(v, Instruction) and v.opcode == "load"):
        return False
    ld: Any = v
    if ld.ordering not in (None, "") or "volatile" in ld.flags or ld.parent is not user.parent:
        return False
    t: Any = ld.type
    if not (t.is_vector and t.elem.is_int and t.elem.bits in (8, 16, 32)
            and t.count * t.elem.bits == 64):
        return False
    if any(u is not user for u in v.users) or user.operands.count(v) != 1:
        return False
    insts = user.parent.instructions
    i, j = insts.index(v), insts.index(user)
    return i < j and not any(x.opcode in _WRITERS for x in insts[i + 1:j])


def _ext_form(inst: Any, target: Target) -> str | None:
    """"split" (a whole vector widened into two parts), "half" (a 64-bit load widened
    into one part) or None for a `sext`/`zext` the target cannot keep whole."""
    dst = native_shape(inst.type, target)
    src = inst.operands[0]
    if dst is None or dst[0] not in target.vector_ops.get(inst.opcode, ()):
        return None
    se, de = src.type.elem, inst.type.elem
    if not (se.is_int and de.is_int and de.bits == 2 * se.bits):
        return None
    s = native_shape(src.type, target)
    if s is not None and s[1] == 1 and dst[1] == 2:
        return "split"
    if dst[1] == 1 and half_load(src, inst) and dst[0] in target.vector_ops.get("load64", ()):
        return "half"
    return None


def _candidate(inst: Any, target: Target) -> bool:
    op = inst.opcode
    ops = target.vector_ops
    if op == "store":
        s = native_shape(inst.operands[0].type, target)
        return s is not None and s[0] in ops.get(op, ()) and inst.ordering in (None, "")
    if _reduce_add(inst):
        s = native_shape(inst.operands[0].type, target)
        return s is not None and s[0] in ops.get("reduce_add", ()) and (
            s[1] == 1 or s[0] in ops.get("add", ()))
    s = native_shape(inst.type, target)
    if s is None:
        return False
    vt = s[0]
    if _calls(inst, _FMULADD):
        return vt[-3] == "f" and _fused(vt, target) is not None
    if op in _EXT:
        return _ext_form(inst, target) is not None
    if op in ("udiv", "urem"):
        return divrem_ok(inst, vt, target)
    if op == "trunc":
        return trunc_ok(inst, target, s, native_shape(inst.operands[0].type, target))
    if op == "insertelement":
        return build_ok(inst, s, target)
    if mul_const_ok(inst, vt, target):
        return True
    if op == "mul" and vt not in ops.get(op, ()):
        kinds = {x.opcode if isinstance(x, Instruction) else "" for x in inst.operands}
        return len(kinds) == 1 and kinds <= {"sext", "zext"} \
            and vt in ops.get("mul_" + kinds.pop(), ())
    if vt not in ops.get(op, ()):
        return False
    if op == "load":
        return inst.ordering in (None, "")
    return op == "phi" or op in _BINARY


def plan_native_vectors(fn: Any, target: Target) -> set:
    """The instructions of `fn` lowered as whole vectors (see the module docstring),
    plus the 64-bit loads their extensions absorb."""
    if not target.vector_ops:
        return set()
    native = {inst for b in fn.blocks for inst in b.instructions if _candidate(inst, target)}
    changed = True
    while changed and native:
        changed = False
        for inst in list(native):
            if inst.opcode in _EXT and _ext_form(inst, target) == "half":
                ok = True
            else:
                ok = all((v in native) if isinstance(v, Instruction) else _poolable(v)
                         for v in _vector_operands(inst))
            if ok and native_shape(inst.type, target) is not None:
                ok = all(u in native and (u.opcode != "store" or u.operands[0] is inst)
                         for u in inst.users)
            if not ok:
                native.discard(inst)
                changed = True
    absorbed = {inst.operands[0] for inst in native
                if inst.opcode in _EXT and _ext_form(inst, target) == "half"}
    return native | absorbed


def _part_align(align: int, off: int) -> int:
    return align if off == 0 else min(align, off & -off)


@trait
class VectorMixin(VectorDivRemMixin, VectorLanesMixin):
    """Lowering of the native vector instructions (`FunctionLowering.native`)."""

    native: set
    vmap: dict
    vvmap: dict

    def native_vector(self, v: Any) -> bool:
        """`v` is held as vector parts (a native instruction of a vector type)."""
        return v in self.native and native_shape(v.type, self.target) is not None

    def keep_native(self, inst: Any, r: list[Value]) -> None:
        """Record the result of `lower_native(inst)` in the block's value maps."""
        if native_shape(inst.type, self.target) is not None:
            self.vvmap[inst] = r
        else:
            self.vmap[inst] = r

    def getv(self, v: Any) -> list[Value]:
        """IR value `v` of a native vector type as the DAG values of its parts."""
        r = self.vvmap.get(v)
        if r is not None:
            return r
        shape = native_shape(v.type, self.target)
        assert shape is not None
        if v in self.native:
            r = self.read_native(v)
        elif _poolable(v):
            r = self.vector_constant(v, shape)
        else:
            r = self.vector_of(self.get(v), shape)
        self.vvmap[v] = r
        return r

    def read_native(self, v: Any) -> list[Value]:
        """A native value defined in another block: its vector vregs."""
        raise NotImplementedError                # FunctionLowering (build.py)

    def read_native_phi(self, inst: Any) -> list[Value]:
        raise NotImplementedError                # FunctionLowering (build.py)

    def lower_native(self, inst: Any) -> list[Value] | None:
        """The parts of native instruction `inst` (None for a store, [] for a load an
        extension absorbs, the scalar for a reduction)."""
        dag = self.dag
        op = inst.opcode
        if op == "store":
            val, p = inst.operands
            parts = self.getv(val)
            ptr = self.get1(p)
            align = inst.align or self.dl.abi_align(val.type)
            volatile = "volatile" in inst.flags
            chain = self.side_chain()
            stores = []
            for k, v in enumerate(parts):
                n = dag.node(Op.STORE, ("ch",), (chain, v, self._at(ptr, 16 * k)),
                             Mem(dag.vt_of(v), "", _part_align(align, 16 * k), volatile))
                if volatile:
                    chain = n.value()
                stores.append(n.value())
            dag.root = chain if volatile else dag.token_factor(stores)
            return None
        if _reduce_add(inst):
            parts = self.getv(inst.operands[0])
            acc = parts[0]
            for x in parts[1:]:
                acc = dag.val(Op.ADD, dag.vt_of(acc), acc, x)
            return [dag.val(Op.VREDUCE_ADD, self.vts(inst.type)[0], acc)]
        shape = native_shape(inst.type, self.target)
        if shape is None:                       # a 64-bit load its extension absorbs
            return []
        vt, count = shape
        if op == "load":
            ptr = self.get1(inst.operands[0])
            align = inst.align or self.dl.abi_align(inst.type)
            return [self._load_part(vt, ptr, 16 * k, 16, align, "volatile" in inst.flags)
                    for k in range(count)]
        if op == "phi":
            return self.read_native_phi(inst)
        if op in _EXT:
            lo, hi = _EXT[op]
            src = inst.operands[0]
            if _ext_form(inst, self.target) == "half":
                svt = native_vt(_widened(src.type), self.target) or ""
                ptr = self.get1(src.operands[0])
                align = src.align or self.dl.abi_align(src.type)
                return [dag.val(lo, vt, self._load_part(svt, ptr, 0, 8, align, False))]
            (whole,) = self.getv(src)
            return [dag.val(lo, vt, whole), dag.val(hi, vt, whole)]
        if op == "call":                        # llvm.fmuladd
            a, b, c = (self.getv(x) for x in inst.operands[:3])
            if _fused(vt, self.target):
                return [dag.val(Op.FMA, vt, x, y, z) for x, y, z in zip(a, b, c)]
            return [dag.val(Op.FADD, vt, dag.val(Op.FMUL, vt, x, y), z)
                    for x, y, z in zip(a, b, c)]
        if op in ("udiv", "urem"):
            return self.lower_divrem(inst, vt)
        if op == "trunc":
            return self.lower_trunc_pack(inst, vt)
        if op == "insertelement":
            return self.lower_build(inst, vt)
        if op == "mul" and mul_const_ok(inst, vt, self.target):
            return self.lower_mul_const(inst, vt)
        a, b = (self.getv(x) for x in inst.operands)
        return [dag.val(_BINARY[op], vt, x, y) for x, y in zip(a, b)]

    def _load_part(self, vt: str, ptr: Value, off: int, size: int, align: int,
                   volatile: bool) -> Value:
        """A `size`-byte load (16, or 8 into the low half) of a `vt` register."""
        dag = self.dag
        mem = Mem(vt if size == 16 else f"i{8 * size}", "", _part_align(align, off), volatile)
        addr = self._at(ptr, off)
        if volatile:
            n = dag.node(Op.LOAD, (vt, "ch"), (self.side_chain(), addr), mem)
            dag.root = n.value(1)
        else:
            n = dag.node(Op.LOAD, (vt, "ch"), (dag.root, addr), mem)
            self.pending_loads.append(n.value(1))
        return n.value(0)

    # ---------------------------------------------------------------- constants
    def vector_constant(self, c: Any, shape: tuple[str, int]) -> list[Value]:
        """A constant vector as loads from the function's constant pool (undef lanes
        are zero), as llc materializes most vector constants; an all-zero part is a
        VZERO node when the target has the zero idiom for its type (x86's `pxor`)."""
        vt, count = shape
        lanes = c.operands if isinstance(c, ConstantVector) else ()
        ebits = 128 // int(vt[1:].split("i")[0].split("f")[0])
        per = 128 // ebits
        order: Literal["big", "little"] = "big" if self.target.big_endian else "little"
        out = []
        for k in range(count):
            data = bytearray()
            for i in range(k * per, (k + 1) * per):
                x = lanes[i] if lanes else None
                bits = x.value if isinstance(x, ConstantInt) else \
                    x.bits if isinstance(x, ConstantFP) else 0
                data += (bits & ((1 << ebits) - 1)).to_bytes(ebits // 8, order)
            out.append(self._pool_part(vt, bytes(data)))
        return out

    def splat_constant(self, vt: str, value: int) -> Value:
        """A `vt` vector with every lane `value` (a constant-pool load, or VZERO)."""
        ebits = 128 // int(vt[1:].split("i")[0].split("f")[0])
        order: Literal["big", "little"] = "big" if self.target.big_endian else "little"
        lane = (value & ((1 << ebits) - 1)).to_bytes(ebits // 8, order)
        return self._pool_part(vt, lane * (128 // ebits))

    def _pool_part(self, vt: str, data: bytes) -> Value:
        """One 16-byte constant part: VZERO where the target has the zero idiom, else a
        load from the function's constant pool (one entry per distinct content)."""
        dag, mf = self.dag, self.mf
        if not any(data) and vt in self.target.vector_ops.get("zero", ()):
            return dag.val(Op.VZERO, vt)
        label = mf.pool_constant(data, 16)
        addr = dag.val(Op.CONSTANT_POOL, self.ptr_vt, attr=label)
        return dag.node(Op.LOAD, (vt, "ch"), (dag.entry, addr), Mem(vt, "", 16)).value(0)

    # ---------------------------------------------------------------- conversions
    def _temporary(self, size: int) -> Value:
        fi = self.mf.frame.create(size, 16)
        return self.dag.val(Op.FRAME_INDEX, self.ptr_vt, attr=fi)

    def _at(self, base: Value, off: int) -> Value:
        if off == 0:
            return base
        return self.dag.val(Op.ADD, self.ptr_vt, base, self.dag.constant(off, self.ptr_vt))

    def lanes_of(self, parts: list[Value], t: Any) -> list[Value]:
        """The scalar leaves of a native vector (IR type `t`), through memory."""
        dag = self.dag
        slot = self._temporary(16 * len(parts))
        stores = [dag.node(Op.STORE, ("ch",), (dag.entry, v, self._at(slot, 16 * k)),
                           Mem(dag.vt_of(v), "", 16)).value() for k, v in enumerate(parts)]
        st = dag.token_factor(stores)
        out = []
        for lvt, off in ir_leaves(t, self.dl, self.target):
            out.append(dag.node(Op.LOAD, (lvt, "ch"), (st, self._at(slot, off)),
                                Mem(lvt, "", vt_bits(lvt) // 8)).value(0))
        return out

    def vector_of(self, leaves: list[Value], shape: tuple[str, int]) -> list[Value]:
        """Scalar leaves stored lane by lane and read back as the parts of `shape`."""
        dag = self.dag
        vt, count = shape
        slot = self._temporary(16 * count)
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
        return [dag.node(Op.LOAD, (vt, "ch"), (chain, self._at(slot, 16 * k)),
                         Mem(vt, "", 16)).value(0) for k in range(count)]


def _widened(t: Any) -> Any:
    """The 128-bit vector type with the lanes of 64-bit vector type `t`."""
    return type(t).get(128 // t.elem.bits, t.elem)
