"""Calls for the DAG builder: `call`, `invoke`, `callbr`, `landingpad`, `resume`
(LLVM's SelectionDAGBuilder::visitCall/LowerCallTo and friends).

A mixin of `FunctionLowering` (isel/build.py): it reads the builder's state (`dag`,
`packing`, `mbbs`, `vmap`) and its helpers (`get`, `side_chain`, `_phi_copies`). The
calling convention itself (argument locations, the CALL node) is `isel/calls.py`; this
module decides what is called and how the IR's arguments and result map onto it:
intrinsics and inline asm are routed to their own builders, results that do not fit the
return registers are demoted to a hidden `sret` slot.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Value
from pyllc.codegen.opcodes import Op
from pyllc.ir.constants import ConstantExpr, ConstantPointerNull, InlineAsm, UndefValue
from pyllc.ir.globals import GlobalAlias, GlobalValue
from pyllc.ir.instructions import Instruction
from pyllc.ir.values import Argument
from pyllc.isel import calls
from pyllc.isel.build_state import BuilderState
from pyllc.isel.sret_demotion import SRET_ATTRS, load_result, return_fits
from pyllc.native import trait

# IR calling conventions lowered with the target's C convention (both sides are ours).
C_LIKE_CC = frozenset({"ccc", "fastcc", "coldcc", "tailcc", "swiftcc", "preserve_mostcc"})


@trait
class CallsMixin(BuilderState):
    """`visit_call` and the other call-like instructions of `FunctionLowering`."""

    packing: Any                            # isel/packed_args.CallPacking
    mbbs: dict
    vmap: dict
    exported: Any
    exported_early: set

    # ------------------------------------------------------------ implemented elsewhere
    def visit_intrinsic(self, inst: Any, name: str) -> list[Value] | None:
        raise NotImplementedError

    def lower_inline_asm(self, inst: Any, asm: Any, labels: tuple = (),
                         before: Any = None) -> list[Value] | None:
        raise NotImplementedError

    def callee_address(self, name: str) -> Value:
        raise NotImplementedError

    def _phi_copies(self, only: set | None = None) -> None:
        raise NotImplementedError

    def _value_vregs(self, v: Any) -> list[tuple]:
        raise NotImplementedError

    def _write_vregs(self, vregs: list[tuple], leaves: list[Value]) -> None:
        raise NotImplementedError

    def visit_call(self, inst: Any) -> list[Value] | None:
        callee = inst.operands[-1]
        target_fn = callee
        while type(target_fn) is ConstantExpr and target_fn.opcode in ("bitcast", "addrspacecast"):
            target_fn = target_fn.operands[0]
        if isinstance(target_fn, GlobalValue) and not isinstance(target_fn, GlobalAlias):
            name = target_fn.name
            assert name is not None             # the parser names every global (`@0`: "0")
            if name.startswith("llvm."):
                return self.visit_intrinsic(inst, name)
        elif isinstance(target_fn, InlineAsm):
            if inst.bundles:
                raise self.unsupported("operand bundles on a call of inline asm")
            return self.lower_inline_asm(inst, target_fn)
        elif not isinstance(target_fn, (Instruction, Argument, ConstantExpr, GlobalAlias,
                                        ConstantPointerNull, UndefValue)):
            raise self.unsupported(f"call of {type(target_fn).__name__}")
        if inst.callconv not in C_LIKE_CC:
            raise self.unsupported(f"calling convention {inst.callconv}")
        if inst.bundles:
            tags = [t for t, _ in inst.bundles]
            raise self.unsupported(f"operand bundles {tags} on a call")
        return self.lower_call(inst, target_fn)

    def lower_call(self, inst: Any, target_fn: Any) -> list[Value] | None:
        dag = self.dag
        ftype = inst.function_type
        nfixed = len(ftype.params)
        outs = []
        dl = self.dl
        for i, a in enumerate(inst.operands[:inst.num_args]):
            attrs = inst.param_attrs[i] if i < len(inst.param_attrs) else calls._NO_ATTRS
            byval = None
            if "byval" in attrs:
                t = attrs["byval"]
                byval = (dl.alloc_size(t), max(attrs.get("align") or 1, 1))
            variadic = i >= nfixed
            vts = self.packing.packed_vts(a.type)
            vals = self.packing.pack(dag, a.type, self.get(a))
            for j, (vt, v) in enumerate(zip(vts, vals)):
                outs.append(calls.OutArg(vt, v, attrs, variadic, i, j, byval, len(vts)))
        if isinstance(target_fn, GlobalValue):
            name = target_fn.name
            assert name is not None
            callee = self.callee_address(name)
        else:
            name = None
            callee = self.get1(inst.operands[-1])
        chain = self.side_chain()
        copies = self.packing.take_stores()      # arguments passed by reference
        if copies:
            chain = dag.token_factor([chain, *copies])
        ret_vts = list(self.packing.packed_vts(inst.type, True))
        if ret_vts and not return_fits(self.target, tuple(ret_vts), inst.ret_attrs):
            # sret demotion (isel/sret_demotion.py): the result comes back in memory
            fi = self.mf.frame.create(max(dl.alloc_size(inst.type), 1), dl.abi_align(inst.type))
            slot = dag.val(Op.FRAME_INDEX, self.ptr_vt, attr=fi)
            outs.insert(0, calls.OutArg(self.ptr_vt, slot, SRET_ATTRS, False, -1, 0))
            _, chain = calls.emit_call(dag, chain, callee, name, outs, [], calls._NO_ATTRS,
                                       ftype.vararg)
            leaves, chain = load_result(dag, chain, slot, inst.type, dl)
            dag.root = chain
            return leaves
        results, chain = calls.emit_call(dag, chain, callee, name, outs, ret_vts,
                                         inst.ret_attrs, ftype.vararg)
        dag.root = chain
        if not ret_vts:
            return [] if inst.type.is_struct else None
        return self.packing.unpack(dag, inst.type, results, True)

    def visit_invoke(self, inst: Any) -> list[Value] | None:
        """`invoke` as a call and a branch to the normal destination. pyllc emits no
        unwind tables, so a callee can never unwind into the landing pad: the pad is
        compiled but unreachable, and an actual unwind (`_Unwind_Resume`, a C++ throw)
        is a runtime error of pylli's runtime that names it."""
        r = self.visit_call(inst)
        if r is not None:
            self.vmap[inst] = r                 # the normal destination's phis may read it
            if inst in self.exported:
                # live in the normal destination: copied out before the branch
                self._write_vregs(self._value_vregs(inst), r)
                self.exported_early.add(inst)
        dag = self.dag
        self._phi_copies()
        chain = self.side_chain()
        dest = dag.basic_block(self.mbbs[inst.operands[-3]])
        dag.root = dag.node(Op.BR, ("ch",), (chain, dest)).value()
        return r

    def visit_landingpad(self, inst: Any) -> list[Value]:
        """Only an unwind reaches a landing pad, and none can (see `visit_invoke`)."""
        return [self.dag.undef(vt) for vt in self.vts(inst.type)]

    def visit_resume(self, inst: Any) -> None:
        """`resume` continues unwinding: `_Unwind_Resume(exception pointer)`, as llc
        lowers it; it does not return."""
        dag = self.dag
        exn = self.get(inst.operands[0])[0]
        outs = [calls.OutArg(self.ptr_vt, exn, calls._NO_ATTRS, False, 0, 0, None, 1)]
        callee = self.callee_address("_Unwind_Resume")
        _, chain = calls.emit_call(dag, self.side_chain(), callee, "_Unwind_Resume", outs, [],
                                   calls._NO_ATTRS, False)
        dag.root = chain
        return None

    def visit_callbr(self, inst: Any) -> list[Value] | None:
        """`callbr` (asm goto): the INLINEASM names its indirect destinations (`${N:l}`),
        then a branch to the default one. Phis of the indirect destinations get their
        values before the asm (it may jump there), those of the default one after."""
        callee = inst.operands[-1]
        if not isinstance(callee, InlineAsm):
            raise self.unsupported("'callbr' of something other than inline asm")
        default = inst.default_dest
        indirect = inst.indirect_dests
        if default in indirect:
            raise self.unsupported("'callbr' whose default destination is also indirect")
        labels = tuple(self.mbbs[b] for b in indirect)
        r = self.lower_inline_asm(inst, callee, labels,
                                  before=lambda: self._phi_copies(only=set(indirect)))
        if r is not None:
            self.vmap[inst] = r
            if inst in self.exported:
                self._write_vregs(self._value_vregs(inst), r)
                self.exported_early.add(inst)
        self._phi_copies(only={default})
        chain = self.side_chain()
        dag = self.dag
        dag.root = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(self.mbbs[default]))).value()
        return r
