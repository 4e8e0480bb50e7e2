"""IR -> SelectionDAG, one DAG per basic block (LLVM's SelectionDAGBuilder).

Contract (docs/backend-contracts.md, "isel/build.py"):
- requires: a verified IR function; `mf` with no blocks yet.
- produces: one MachineBasicBlock per IR block (plus blocks for switch trees), entry
  COPYs of formal arguments, frame objects for static allocas, and per block a DAG whose
  root chain reaches every side effect. Values used outside their block live in virtual
  registers, one per register part (`vts.register_parts`): the defining block copies
  them out (COPY_TO_REG), other blocks read them (COPY_FROM_REG), so only values inside
  one DAG can have illegal types.
- phi: each phi has result vregs and separate *incoming* vregs; every predecessor copies
  its incoming value into the incoming vregs before its terminator; the phi's block
  starts by reading the incoming vregs (chained first), and copies into the result vregs
  when the phi is used in other blocks. Swapped phis are therefore correct.
- memory: loads hang off the current root and are collected as pending chains (so they
  may be reordered among themselves); stores, calls and terminators first join them.

Cost: per instruction a dict dispatch and a few node constructions; "used outside its
block" is one linear pass over the operands of the function (`values_used_outside_block`).
Each IR opcode has a `visit_<opcode>` method (here, build_ops.py, build_memory.py,
build_intrinsics.py) returning the value's leaves (`list[Value]`) or None.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Mem, SelectionDAG, Value
from pyllc.codegen.mir import MachineInstr
from pyllc.codegen.opcodes import Op
from pyllc.codegen.pic import is_dso_local
from pyllc.codegen.records import COPY, InReg
from pyllc.codegen.tls import MODEL_NAMES, tls_model
from pyllc.diagnostics import CompileError, UnsupportedError
from pyllc.ir.constants import (
    BlockAddress,
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataString,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    ConstantVector,
    DSOLocalEquivalent,
    NoCFIValue,
    UndefValue,
)
from pyllc.ir.globals import GlobalValue
from pyllc.ir.instructions import Instruction
from pyllc.ir.values import Argument
from pyllc.isel import calls
from pyllc.isel.build_asm import InlineAsmMixin
from pyllc.isel.build_branch import BranchMixin
from pyllc.isel.build_calls import C_LIKE_CC, CallsMixin
from pyllc.isel.build_intrinsics import IntrinsicsMixin
from pyllc.isel.build_memory import MemoryMixin
from pyllc.isel.build_ops import OpsMixin
from pyllc.isel.build_switch import SwitchMixin
from pyllc.isel.build_vector import VectorMixin, native_shape, plan_native_vectors
from pyllc.isel.combine import combine
from pyllc.isel.error_location import source_location
from pyllc.isel.legalize_ops import legalize_ops
from pyllc.isel.legalize_types import legalize_types
from pyllc.isel.packed_args import CallPacking
from pyllc.isel.select import select_block
from pyllc.isel.sret_demotion import return_fits, store_result
from pyllc.isel.vts import from_parts, register_parts, to_parts


def values_used_outside_block(fn: Any) -> set:
    """Instructions of `fn` used in a block other than their own, in one linear pass.
    A phi operand counts as used at the end of its incoming block."""
    out: set = set()
    add = out.add
    for b in fn.blocks:
        for inst in b.instructions:
            ops = inst.operands
            if inst.opcode == "phi":
                for i in range(0, len(ops), 2):
                    v = ops[i]
                    if isinstance(v, Instruction) and v.parent is not ops[i + 1]:
                        add(v)
            else:
                for v in ops:
                    if isinstance(v, Instruction) and v.parent is not b:
                        add(v)
    return out


_DISPATCH: dict[type, dict[str, Any]] = {}


def _dispatch(cls: type, obj: Any) -> dict[str, Callable[[Any], Any]]:
    """opcode -> bound `visit_<opcode>` method (the name table is computed once per class)."""
    table = _DISPATCH.get(cls)
    if table is None:
        table = _DISPATCH[cls] = {name[6:]: getattr(cls, name) for name in dir(cls)
                                  if name.startswith("visit_")}
    return {op: f.__get__(obj, cls) for op, f in table.items()}


class FunctionLowering(OpsMixin, MemoryMixin, IntrinsicsMixin, SwitchMixin, BranchMixin,
                       InlineAsmMixin, VectorMixin, CallsMixin):
    """Lowers one IR function into `mf`, block by block (`build_block`), then `finish`."""

    packing: Any                  # (CallsMixin's; declared here to be deletable)
    __deletable__ = ("packing",)  # dropped by `finish` (mypyc must be told)

    def __init__(self, mf: Any, fn: Any, datalayout: Any) -> None:
        self.mf = mf
        self.fn = fn
        self.dl = datalayout
        target = self.target = mf.target
        self.ptr_vt = target.pointer_vt
        self.legal = target.vt_class
        if fn.callconv not in C_LIKE_CC:
            raise UnsupportedError(f"calling convention {fn.callconv} of function "
                                   f"@{fn.name} is not supported")
        self.mbbs: dict = {}
        for i, b in enumerate(fn.blocks):
            self.mbbs[b] = mf.new_block(b.name if b.name is not None else str(i), b)
        self.entry_block = fn.blocks[0] if fn.blocks else None
        mf.is_vararg = fn.is_vararg
        mf.frame.has_varargs = fn.is_vararg
        self.exported = values_used_outside_block(fn)
        self.exported_early: set = set()    # results a terminator copied out itself (invoke)
        self.native = plan_native_vectors(fn, target)   # whole vectors (build_vector.py)
        self.vvmap: dict = {}           # native vector value -> its DAG value in this block
        self.value_vregs: dict = {}     # IR value -> per leaf, the vregs of its parts
        self.phi_vregs: dict = {}       # phi -> incoming vregs (same shape)
        self.phi_in: dict = {}          # phi -> {block: incoming value}
        self.static_allocas: dict = {}  # alloca -> frame index
        self.copy_chunks: dict = {}     # vector load only stored again -> its int chunks
        self._scan_static_allocas()
        self.packing = CallPacking(target.callconv.packed_vectors, self.vts,
                                   target.callconv.vector_regs, target.pointer_vt)
        ret_vts = self.packing.packed_vts(fn.function_type.ret, True)
        # a result too big for the return registers goes through a hidden sret pointer
        self.demoted = bool(ret_vts) and not return_fits(target, ret_vts, fn.ret_attrs)
        if self.demoted:
            mf.info["demoted_sret"] = True
        self.formals, self.cc_state = calls.lower_formal_arguments(mf, fn, datalayout,
                                                                   self.packing.packed_vts,
                                                                   self.demoted)
        self.arg_leaves = dict(zip(fn.args, self.formals))
        self.vararg_saves: list = []
        if fn.is_vararg:
            self._setup_varargs()
        self.extra_dags: list[SelectionDAG] = []   # switch-tree blocks, processed by finish()
        self.extra_blocks: dict = {}               # MBB -> MBBs to place right after it
        self._origins: dict = {}                   # switch-tree MBB -> the switch's MBB
        # a switch tree's condition: (vregs, IR type), read by the tree's other blocks
        self._cond_vregs: tuple[list[tuple], Any] | None = None
        self._switch_no_default = False
        # None until build_block makes the first DAG; typed as set so visitors need no checks
        self.dag: SelectionDAG = None  # type: ignore[assignment]
        # -relocation-model=pic: IR name -> `.L<name>$local` alias (codegen/pic.py); None: static
        self.pic_aliases: dict[str, str] | None = mf.info.get("pic")
        self.vmap: dict = {}
        self.pending_loads: list = []
        self.block: Any = None          # the IR block being lowered
        self.inst: Any = None           # the IR instruction being lowered
        self._tls_calls: tuple[Any, dict[str, Any]] = (None, {})  # (DAG, its __tls_get_addr results)
        self._visit = _dispatch(type(self), self)

    # ------------------------------------------------------------------ helpers
    def unsupported(self, what: str, inst: Any = None) -> UnsupportedError:
        inst = inst if inst is not None else self.inst
        filename, line, col, src = source_location(inst) if inst is not None else (None,) * 4
        where = f" (in function @{self.fn.name}"
        if self.block is not None:
            where += f", block %{self.block.name}" if self.block.name is not None else ""
        where += ")"
        return UnsupportedError(f"{what} is not supported{where}", filename, line, col, src)

    def source_line(self, inst: Any) -> int | None:
        return source_location(inst)[1]

    def _scan_static_allocas(self) -> None:
        entry = self.entry_block
        if entry is None:
            return
        dl = self.dl
        for inst in entry.instructions:
            if inst.opcode != "alloca":
                continue
            n = inst.operands[0]
            if not isinstance(n, ConstantInt) or "inalloca" in inst.flags:
                continue
            t = inst.allocated_type
            size = dl.alloc_size(t) * n.value
            align = max(inst.align or dl.abi_align(t), 1)
            limit = self.target.frame_lowering.max_object_align
            if limit is not None and align > limit:
                continue                  # visit_alloca: a dynamic alloca, aligned at run time
            self.static_allocas[inst] = self.mf.frame.create(max(size, 1), align)
        # the frame slots of allocas, for debug info (mc/dwarf_vars.py: llvm.dbg.declare)
        self.mf.info["alloca_slots"] = self.static_allocas

    def _setup_varargs(self) -> None:
        """Save the argument registers no named argument took, right below the first
        variadic stack slot, so va_arg walks registers and stack alike (RISC-V, SPARC).
        Targets with a structured va_list (x86-64, AArch64) provide
        `TargetLowering.lower_varargs_formals(lowering, state)` instead."""
        self.mf.info["vararg_state"] = self.cc_state
        if self.target.lowering.lower_varargs_formals(self, self.cc_state):
            return
        regs = self._vararg_regs()
        state = self.cc_state
        idx = state.first_free(regs)
        slot = int(self.ptr_vt[1:]) // 8
        n = len(regs) - idx
        frame = self.mf.frame
        if n:
            fi = frame.create_fixed(n * slot, state.stack_offset - n * slot)
            frame.objects[fi].kind = "varargs"
            entry = self.mf.blocks[0]
            cls = self.legal[self.ptr_vt]
            for k, reg in enumerate(regs[idx:]):
                v = self.mf.new_vreg(cls)
                entry.append(MachineInstr(COPY, [v, reg]))
                if reg not in entry.live_in:
                    entry.live_in.append(reg)
                self.vararg_saves.append((fi, k * slot, v))
        else:
            fi = frame.create_fixed(slot, state.stack_offset)
            frame.objects[fi].kind = "varargs"
        frame.vararg_save_area = fi
        self.mf.info["vararg_regs_saved"] = n

    def _vararg_regs(self) -> tuple:
        """The registers a variadic pointer-sized argument would be given."""
        for rule in self.target.callconv.args:
            if rule.attr is not None or rule.variadic is False:
                continue
            if rule.types is not None and self.ptr_vt not in rule.types:
                continue
            if isinstance(rule.do, InReg):
                return rule.do.regs
        return ()

    # ------------------------------------------------------------------ values
    def get(self, v: Any) -> list[Value]:
        """The DAG leaves of IR value `v` in the current block."""
        r = self.vmap.get(v)
        if r is None:
            r = self._materialize(v)
            self.vmap[v] = r
        return r

    def get1(self, v: Any) -> Value:
        r = self.vmap.get(v)
        if r is None:
            r = self._materialize(v)
            self.vmap[v] = r
        return r[0]

    def _materialize(self, v: Any) -> list[Value]:
        if isinstance(v, Instruction):
            fi = self.static_allocas.get(v)
            if fi is not None:
                return [self.dag.val(Op.FRAME_INDEX, self.ptr_vt, attr=fi)]
            if self.native_vector(v):
                return self.lanes_of(self.getv(v), v.type)
            return self._read_vregs(self._value_vregs(v), v.type)
        if isinstance(v, Argument):
            return self.packing.unpack(self.dag, v.type, self._read_argument(v))
        return self.constant(v)

    def _value_vregs(self, v: Any) -> list[tuple]:
        r = self.value_vregs.get(v)
        if r is None:
            r = self.value_vregs[v] = self._new_vregs(v.type, self.native_vector(v))
        return r

    def _new_vregs(self, t: Any, native: bool = False) -> list[tuple]:
        mf, target, legal = self.mf, self.target, self.legal
        shape = native_shape(t, target) if native else None
        if shape is not None:           # a vector register per part (build_vector.py)
            return [(mf.new_vreg(legal[shape[0]]),) for _ in range(shape[1])]
        return [tuple(mf.new_vreg(legal[p]) for p in register_parts(vt, target))
                for vt in self.vts(t)]

    def _read_vregs(self, vregs: list[tuple], t: Any, chained: bool = False,
                    native: bool = False) -> list[Value]:
        dag = self.dag
        out = []
        target = self.target
        shape = native_shape(t, target) if native else None
        vts = (shape[0],) * shape[1] if shape is not None else self.vts(t)
        for vt, regs in zip(vts, vregs):
            pvts = register_parts(vt, target)
            parts = []
            for r, pvt in zip(regs, pvts):
                chain = dag.root if chained else dag.entry
                n = dag.node(Op.COPY_FROM_REG, (pvt, "ch", "glue"), (chain, dag.register(r, pvt)))
                if chained:
                    dag.root = n.value(1)
                parts.append(n.value(0))
            out.append(from_parts(dag, parts, pvts, vt))
        return out

    def _write_vregs(self, vregs: list[tuple], leaves: list[Value]) -> None:
        dag = self.dag
        target = self.target
        for regs, v in zip(vregs, leaves):
            vt = dag.vt_of(v)
            pvts = register_parts(vt, target)
            for r, pvt, pv in zip(regs, pvts, to_parts(dag, v, vt, pvts)):
                n = dag.node(Op.COPY_TO_REG, ("ch", "glue"), (dag.root, dag.register(r, pvt), pv))
                dag.root = n.value(0)

    def read_native(self, v: Any) -> list[Value]:
        return self._read_vregs(self._value_vregs(v), v.type, native=True)

    def read_native_phi(self, inst: Any) -> list[Value]:
        return self._read_vregs(self._phi_vregs(inst), inst.type, chained=True, native=True)

    def _read_argument(self, arg: Any) -> list[Value]:
        return self._read_formals(self.arg_leaves[arg])

    def _read_formals(self, formals: list) -> list[Value]:
        dag = self.dag
        out = []
        for fa in formals:
            vals: list[Value] = []
            for loc in fa.locs:
                kind = loc[0]
                if kind == "vreg":
                    r = loc[1]
                    vt = fa.parts[len(vals)].vt
                    vals.append(dag.node(Op.COPY_FROM_REG, (vt, "ch", "glue"),
                                         (dag.entry, dag.register(r, vt))).value(0))
                elif kind == "stack":
                    fin = dag.val(Op.FRAME_INDEX, self.ptr_vt, attr=loc[1])
                    vals.append(dag.node(Op.LOAD, (loc[2], "ch"), (dag.entry, fin),
                                         Mem(loc[2], "", loc[3])).value(0))
                else:                                   # byval: the object's address
                    vals.append(dag.val(Op.FRAME_INDEX, self.ptr_vt, attr=loc[1]))
            if fa.locs and fa.locs[0][0] == "byval":
                out.append(vals[0])
            else:
                out.append(calls.incoming_value(dag, fa.parts, vals))
        return out

    def constant(self, c: Any) -> list[Value]:
        """The leaves of constant `c`."""
        dag = self.dag
        cls = type(c)
        if cls is ConstantInt:
            return [dag.constant(c.value, f"i{c.type.bits}")]
        if cls is ConstantFP:
            return [dag.constant_fp(c.bits, self.vts(c.type)[0])]
        if cls is ConstantPointerNull:
            return [dag.constant(0, self.ptr_vt)]
        if isinstance(c, UndefValue):
            return [dag.undef(vt) for vt in self.vts(c.type)]
        if cls is ConstantAggregateZero:
            return [dag.constant_fp(0, vt) if vt[0] == "f" else dag.constant(0, vt)
                    for vt in self.vts(c.type)]
        if cls in (ConstantArray, ConstantStruct, ConstantVector):
            out = []
            for op in c.operands:
                out.extend(self.get(op))
            return out
        if cls is ConstantDataString:
            vt = self.vts(c.type.elem)[0]
            return [dag.constant(b, vt) for b in c.data]
        if isinstance(c, GlobalValue):
            assert c.name is not None           # the parser names every global (`@0`: "0")
            if c.thread_local:
                return [self.tls_address(c)]
            return [self.global_address(c.name, 0)]
        if cls is ConstantExpr:
            return self.constant_expr(c)
        if cls is BlockAddress:
            if c.function is not self.fn:
                raise self.unsupported("blockaddress of another function")
            return [dag.val(Op.BLOCK_ADDRESS, self.ptr_vt, attr=self.mbbs[c.block])]
        if cls in (DSOLocalEquivalent, NoCFIValue):
            return self.constant(c.operands[0])
        raise self.unsupported(f"constant {type(c).__name__} of type {c.type}")

    def fold_address(self, c: Any) -> tuple[str, int] | None:
        """(symbol, offset) when constant `c` is a global's address plus a constant."""
        if isinstance(c, GlobalValue):
            if c.thread_local:
                return None
            assert c.name is not None           # the parser names every global (`@0`: "0")
            return c.name, 0
        if type(c) is not ConstantExpr:
            return None
        op = c.opcode
        if op in ("bitcast", "addrspacecast"):
            return self.fold_address(c.operands[0]) if c.type.is_pointer else None
        if op == "getelementptr":
            base = self.fold_address(c.operands[0])
            if base is None:
                return None
            off = self.const_gep_offset(c.source_type, c.operands[1:])
            if off is None:
                return None
            return base[0], base[1] + off
        return None

    def global_address(self, name: str, off: int) -> Value:
        """The address of global `name` plus `off`: GLOBAL_ADDRESS, or under PIC the
        symbol's GOT entry when it is preemptible (GOT_ADDRESS, plus `off`) and its local
        alias when it has one (codegen/pic.py)."""
        dag = self.dag
        aliases = self.pic_aliases
        if aliases is not None or self.mf.info.get("code_model") in self.target.got_code_models:
            gv = self.fn.parent.get_global(name) if self.fn.parent is not None else None
            if gv is not None and not is_dso_local(gv):
                got = dag.val(Op.GOT_ADDRESS, self.ptr_vt, attr=name)
                if off == 0:
                    return got
                return dag.val(Op.ADD, self.ptr_vt, got, dag.constant(off, self.ptr_vt))
            if aliases is not None:
                name = aliases.get(name, name)
        return dag.val(Op.GLOBAL_ADDRESS, self.ptr_vt, attr=(name, off))

    def tls_address(self, gv: Any) -> Value:
        """The address of thread-local `gv` in the running thread: TLS_ADDRESS with the
        access model llc would use (codegen/tls.py); a model the target does not
        implement is a clear error naming it."""
        model = tls_model(gv, self.fn.parent, self.pic_aliases is not None)
        if model not in self.target.tls_models:
            raise self.unsupported(f"the {MODEL_NAMES[model]} TLS model (thread-local "
                                   f"variable @{gv.name}) on {self.target.name}")
        # TLS relocations name the symbol itself, never its `.L<name>$local` alias (llc)
        dag = self.dag
        node = dag.val(Op.TLS_ADDRESS, self.ptr_vt, attr=(gv.name, model))
        if model in ("le", "ie"):
            return node
        if model == "ld" and self.target.tls_local_dynamic:
            # the module's block (one call per block, whichever variable names it), plus
            # the variable's offset in it
            base = self._tls_call("", node)
            off = dag.val(Op.TLS_ADDRESS, self.ptr_vt, attr=(gv.name, "dtpoff"))
            return dag.val(Op.ADD, self.ptr_vt, base, off)
        return self._tls_call(gv.name, node)

    def _tls_call(self, key: str, node: Value) -> Value:
        dag = self.dag
        # general/local dynamic: a call of `__tls_get_addr` (AArch64: a TLS descriptor's
        # resolver) whose callee is the TLS_ADDRESS node: the target selects the whole
        # ABI-fixed sequence as one call (targets/<arch>/tls.py); one call per block
        owner, cache = self._tls_calls
        if owner is not dag:
            cache = {}
            self._tls_calls = (dag, cache)
        hit = cache.get(key)
        if hit is not None:
            return hit
        results, chain = calls.emit_call(dag, self.side_chain(), node, "__tls_get_addr", [],
                                         [self.ptr_vt], calls._NO_ATTRS, False)
        dag.root = chain
        cache[key] = results[0]
        return results[0]

    def callee_address(self, name: str) -> Value:
        """A direct callee: under PIC a preemptible function is called through the PLT
        (attr modifier "plt": x86 `call f@PLT`, RISC-V `call f@plt`), a local one by
        its local alias when it has one."""
        aliases = self.pic_aliases
        if aliases is not None:
            gv = self.fn.parent.get_global(name) if self.fn.parent is not None else None
            if gv is not None and not is_dso_local(gv):
                return self.dag.val(Op.GLOBAL_ADDRESS, self.ptr_vt, attr=(name, 0, "plt"))
            name = aliases.get(name, name)
        return self.dag.val(Op.GLOBAL_ADDRESS, self.ptr_vt, attr=(name, 0))

    def constant_expr(self, c: Any) -> list[Value]:
        folded = self.fold_address(c)
        if folded is not None:
            name, off = folded
            bits = int(self.ptr_vt[1:])
            off = (off + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
            return [self.global_address(name, off)]
        visit = self._visit.get(c.opcode)
        if visit is None:
            raise self.unsupported(f"constant expression '{c.opcode}'")
        r = visit(c)
        if r is None:
            raise self.unsupported(f"constant expression '{c.opcode}'")
        return r

    # ------------------------------------------------------------------ blocks
    def build_block(self, block: Any) -> SelectionDAG:
        """The DAG of one IR block (its MBB is `dag.block`)."""
        mbb = self.mbbs[block]
        dag = self.dag = SelectionDAG(self.mf, self.target, mbb)
        self.vmap = {}
        self.vvmap = {}
        self.pending_loads = []
        self.block = block
        if block is self.entry_block and self.vararg_saves:
            self._save_vararg_regs()
        visit = self._visit
        exported = self.exported
        vmap = self.vmap
        native = self.native
        try:
            for inst in block.instructions:
                self.inst = dag.loc = inst
                fn = self.lower_native if inst in native else visit.get(inst.opcode)
                if fn is None:
                    raise self.unsupported(f"instruction '{inst.opcode}'", inst)
                r = fn(inst)
                if r is not None:
                    if inst in native:
                        self.keep_native(inst, r)
                    else:
                        vmap[inst] = r
                    if (inst in exported and inst not in self.static_allocas
                            and inst not in self.exported_early):
                        self._write_vregs(self._value_vregs(inst), r)
                elif not inst.type.is_void and inst.users:
                    raise self.unsupported(f"a used result of '{inst.opcode}'", inst)
        except CompileError as e:
            # Errors raised deep inside (calling conventions, types) point at the
            # instruction being lowered.
            if e.line is None and self.inst is not None:
                e.filename, e.line, e.col, e.source_line = source_location(self.inst)
            raise
        if block.terminator is None:
            self.side_chain()
        self.inst = None
        return dag

    def _save_vararg_regs(self) -> None:
        dag = self.dag
        ptr = self.ptr_vt
        stores = []
        for fi, off, v in self.vararg_saves:
            # A saved register keeps its own type: FP argument registers (x86-64 XMM)
            # are stored as their widest FP type, not as a pointer-sized integer.
            vts = v.cls.vts
            vt = ptr if ptr in vts else max(vts, key=lambda t: int(t[1:]))
            val = dag.node(Op.COPY_FROM_REG, (vt, "ch", "glue"), (dag.entry, dag.register(v, vt))).value(0)
            addr = dag.val(Op.FRAME_INDEX, ptr, attr=fi)
            if off:
                addr = dag.val(Op.ADD, ptr, addr, dag.constant(off, ptr))
            stores.append(dag.node(Op.STORE, ("ch",), (dag.root, val, addr),
                                   Mem(vt, "", int(vt[1:]) // 8)).value())
        dag.root = dag.token_factor(stores)

    def finish(self, process: Callable[[SelectionDAG], None] | None = None) -> None:
        """Run the remaining DAG stages on the blocks the builder added (switch trees),
        place those blocks after the block they come from, and renumber."""
        if self.extra_dags:
            if process is None:
                process = self._default_process()
            for dag in self.extra_dags:
                process(dag)
            self.extra_dags = []
        if self.extra_blocks:
            order = []
            extra = set()
            for lst in self.extra_blocks.values():
                extra.update(lst)
            for b in self.mf.blocks:
                if b in extra:
                    continue
                order.append(b)
                order.extend(self.extra_blocks.get(b, ()))
            self.mf.blocks[:] = order
            self.extra_blocks = {}
            self.mf.renumber()
        # The dispatch table's bound methods and the call packer's `self.vts` point back
        # at self: reference cycles that kept every function's lowering state (its last
        # DAG, value maps, call records: ~80k objects on a 16k-instruction module) alive
        # until the cycle collector ran. The function is lowered now; dropping them lets
        # reference counting free it. The lowering must not be used afterwards.
        self._visit = {}
        del self.packing

    def _default_process(self) -> Callable[[SelectionDAG], None]:

        target = self.target

        def process(dag: SelectionDAG) -> None:
            combine(dag, target)
            legalize_types(dag, target)
            legalize_ops(dag, target)
            combine(dag, target)
            select_block(dag, target)
        return process

    # ------------------------------------------------------------------ phi
    def visit_phi(self, inst: Any) -> list[Value]:
        return self._read_vregs(self._phi_vregs(inst), inst.type, chained=True)

    def _phi_vregs(self, phi: Any) -> list[tuple]:
        r = self.phi_vregs.get(phi)
        if r is None:
            r = self.phi_vregs[phi] = self._new_vregs(phi.type, self.native_vector(phi))
        return r

    def _phi_copies(self, only: set | None = None) -> None:
        """Copy this block's incoming values into the incoming vregs of its successors'
        phis (before the terminator); `only` limits it to those successors."""
        block = self.block
        seen = set()
        for succ in block.terminator.successor_blocks():
            if succ in seen or (only is not None and succ not in only):
                continue
            seen.add(succ)
            for inst in succ.instructions:
                if inst.opcode != "phi":
                    break
                table = self.phi_in.get(inst)
                if table is None:
                    ops = inst.operands
                    table = {}
                    for i in range(len(ops) - 2, -1, -2):
                        table[ops[i + 1]] = ops[i]
                    self.phi_in[inst] = table
                v = table.get(block)
                if v is None or isinstance(v, UndefValue):
                    continue
                regs = self._phi_vregs(inst)
                # codegen/phi_edges.py moves these copies onto the edge to `succ`
                incoming = self.mf.info.setdefault("phi_incoming", {})
                for part in regs:
                    for r in part:
                        incoming[r.id] = self.mbbs[succ]
                self._write_vregs(regs, self.getv(v) if self.native_vector(inst) else self.get(v))

    # ------------------------------------------------------------------ terminators
    def visit_br(self, inst: Any) -> None:
        dag = self.dag
        self._phi_copies()
        chain = self.side_chain()
        ops = inst.operands
        if len(ops) == 1:
            chain = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(self.mbbs[ops[0]]))).value()
        else:
            t, f = self.mbbs[ops[1]], self.mbbs[ops[2]]
            split = None if t is f else self.split_branch(chain, ops[0], t, f)
            if split is not None:
                chain = split
            else:
                if t is not f:
                    c = self.get1(ops[0])
                    chain = dag.node(Op.BRCOND, ("ch",), (chain, c, dag.basic_block(t))).value()
                chain = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(f))).value()
        dag.root = chain
        return None

    def visit_unreachable(self, inst: Any) -> None:
        self.side_chain()
        return None

    def visit_ret(self, inst: Any) -> None:
        dag = self.dag
        chain = self.side_chain()
        leaves = []
        if inst.operands and self.demoted:
            v = inst.operands[0]
            ptr = self._read_formals([self.cc_state.info["demoted_sret"]])[0]
            chain = store_result(dag, chain, ptr, v.type, self.dl, self.get(v))
            if self.target.callconv.returns_sret:
                leaves = [(self.ptr_vt, ptr)]
        elif inst.operands:
            v = inst.operands[0]
            leaves = list(zip(self.packing.packed_vts(v.type, True),
                              self.packing.pack(dag, v.type, self.get(v), True)))
        elif self.target.callconv.returns_sret:
            sret = self.sret_argument()
            if sret is not None:
                leaves = [(self.ptr_vt, self.get1(sret))]
        dag.root = calls.emit_return(dag, chain, leaves, self.fn.ret_attrs)
        return None

    def sret_argument(self) -> Any:
        """The function's `sret` parameter, if it has one."""
        fn = self.fn
        for i, arg in enumerate(fn.args):
            attrs = fn.param_attrs[i] if i < len(fn.param_attrs) else arg.attrs
            if attrs and "sret" in attrs:
                return arg
        return None

    def visit_indirectbr(self, inst: Any) -> None:
        dag = self.dag
        self._phi_copies()
        chain = self.side_chain()
        addr = self.get1(inst.operands[0])
        dag.root = dag.node(Op.BRIND, ("ch",), (chain, addr)).value()
        mbb = self.mbbs[self.block]
        for b in inst.operands[1:]:
            mbb.add_succ(self.mbbs[b])
        return None
