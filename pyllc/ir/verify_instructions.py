"""The LangRef's operand and result type rules, one `check_<opcode>` method per
instruction kind, as a mixin of the function verifier (verifier.py), which provides
`fail`, `name` and `slots`; `_CHECKS` maps each opcode to its rule."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

from pyllc.ir.constants import ConstantAggregateZero, ConstantInt, ConstantVector
from pyllc.ir.eh_instructions import (
    LandingPadInst,
)
from pyllc.ir.globals import Function
from pyllc.ir.instructions import (
    FCMP_PREDS,
    ICMP_PREDS,
    RMW_OPS,
    AllocaInst,
    AtomicCmpXchgInst,
    AtomicRMWInst,
    CallBrInst,
    CallInst,
    CmpInst,
    ExtractValueInst,
    FenceInst,
    GetElementPtrInst,
    InsertValueInst,
    Instruction,
    InvokeInst,
    LoadInst,
    ShuffleVectorInst,
    StoreInst,
    SwitchInst,
    _CallBase,
)
from pyllc.ir.typerules import (
    bool_type_for,
    cast_error,
    indexed_type,
    intrinsic_signature_error,
    is_fp_like,
    is_int_like,
    is_pow2,
    is_ptr_like,
    is_sized,
    valid_value_type,
    vec_count,
)
from pyllc.ir.types import (
    I1,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
    quote_name,
)
from pyllc.ir.values import Argument, BasicBlock, Value

_INT_BINOPS = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor".split())
_FP_BINOPS = frozenset("fadd fsub fmul fdiv frem".split())
_CASTS = frozenset("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr "
                   "bitcast addrspacecast".split())
_EH_PADS = frozenset(("landingpad", "catchswitch", "cleanuppad", "catchpad"))
_ICMP = frozenset(ICMP_PREDS)
_FCMP = frozenset(FCMP_PREDS)
_RMW = frozenset(RMW_OPS)
_RMW_FP = frozenset(("fadd", "fsub", "fmax", "fmin"))

def _gname(gv: Value) -> str:
    return quote_name("@", gv.name) if gv.name is not None else "@<unnamed>"



class InstructionChecks:
    """Per-instruction type rules (see the module docstring)."""

    fn: Function

    if TYPE_CHECKING:  # provided by verifier._FunctionVerifier
        def fail(self, msg: str, inst: Instruction | None = None,
                 block: BasicBlock | None = None) -> NoReturn: ...
        def name(self, v: Value) -> str: ...

    def expect_type(self, v: Value, t: Type, what: str) -> None:
        if v.type is not t:
            self.fail(f"{what} {self.name(v)} has type '{v.type}', expected '{t}'")

    def nops(self, inst: Instruction, n: int) -> list[Value]:
        ops = inst.operands
        if len(ops) != n:
            self.fail(f"'{inst.opcode}' expects {n} operand(s), found {len(ops)}")
        return ops

    def check_binary(self, inst: Instruction) -> None:
        a, b = self.nops(inst, 2)
        if a.type is not b.type:
            self.fail(f"both operands of '{inst.opcode}' must have the same type ('{a.type}' vs '{b.type}')")
        if inst.type is not a.type:
            self.fail(f"result type '{inst.type}' differs from the operand type '{a.type}'")
        if inst.opcode in _INT_BINOPS:
            if not is_int_like(a.type):
                self.fail(f"integer operation '{inst.opcode}' requires integer or integer vector operands, "
                          f"not '{a.type}'")
        elif not is_fp_like(a.type):
            self.fail(f"floating-point operation '{inst.opcode}' requires floating-point operands, not '{a.type}'")

    def check_fneg(self, inst: Instruction) -> None:
        (a,) = self.nops(inst, 1)
        if not is_fp_like(a.type):
            self.fail(f"'fneg' requires a floating-point operand, not '{a.type}'")
        if inst.type is not a.type:
            self.fail(f"result type '{inst.type}' differs from the operand type '{a.type}'")

    def check_cmp(self, inst: CmpInst) -> None:
        a, b = self.nops(inst, 2)
        if a.type is not b.type:
            self.fail(f"both operands of a comparison must have the same type ('{a.type}' vs '{b.type}')")
        if inst.opcode == "icmp":
            if not (is_int_like(a.type) or is_ptr_like(a.type)):
                self.fail(f"'icmp' requires integer or pointer operands (or vectors of them), not '{a.type}'")
            if inst.predicate not in _ICMP:
                self.fail(f"invalid icmp predicate '{inst.predicate}'")
        else:
            if not is_fp_like(a.type):
                self.fail(f"'fcmp' requires floating-point operands, not '{a.type}'")
            if inst.predicate not in _FCMP:
                self.fail(f"invalid fcmp predicate '{inst.predicate}'")
        want_vec = vec_count(a.type)
        if not bool_type_for(inst.type) or vec_count(inst.type) != want_vec:
            self.fail(f"comparison result type must be i1 or a vector of i1 with the operands' element "
                      f"count, not '{inst.type}'")

    def check_cast(self, inst: Instruction) -> None:
        (a,) = self.nops(inst, 1)
        why = cast_error(inst.opcode, a.type, inst.type)
        if why is not None:
            self.fail(f"invalid cast from '{a.type}' to '{inst.type}': {why}")

    def check_select(self, inst: Instruction) -> None:
        c, a, b = self.nops(inst, 3)
        if a.type is not b.type:
            self.fail(f"select values must have the same type ('{a.type}' vs '{b.type}')")
        if inst.type is not a.type:
            self.fail(f"result type '{inst.type}' differs from the value type '{a.type}'")
        if c.type is I1:
            pass
        elif isinstance(c.type, VectorType) and c.type.elem is I1:
            if vec_count(c.type) != vec_count(a.type):
                self.fail(f"select condition '{c.type}' must have as many elements as the values '{a.type}'")
        else:
            self.fail(f"select condition must be i1 or a vector of i1, not '{c.type}'")
        if not a.type.is_first_class or a.type.is_label or a.type.is_metadata:
            self.fail(f"select values must be first-class values, not '{a.type}'")

    def check_alloca(self, inst: AllocaInst) -> None:
        (n,) = self.nops(inst, 1)
        at = inst.allocated_type
        if not valid_value_type(at) or not is_sized(at):
            self.fail(f"cannot allocate unsized type '{at}'")
        if not isinstance(n.type, IntType):
            self.fail(f"alloca element count must have an integer type, not '{n.type}'")
        if not isinstance(inst.type, PointerType):
            self.fail(f"alloca result must be a pointer, not '{inst.type}'")
        if inst.type.addrspace != getattr(inst, "addrspace", 0):
            self.fail("alloca result address space does not match its addrspace() attribute")
        self.check_align(inst.align)

    def check_align(self, align: int | None) -> None:
        if align is not None and (not is_pow2(align) or align > (1 << 32)):
            self.fail(f"alignment {align} must be a power of 2 no larger than 2^32")

    def check_pointer_operand(self, p: Value, what: str = "pointer operand") -> None:
        if not isinstance(p.type, PointerType):
            self.fail(f"{what} {self.name(p)} must be a pointer, not '{p.type}'")

    def check_access_type(self, t: Type, atomic: bool, what: str) -> None:
        if not t.is_first_class or t.is_label or t.is_metadata or t.is_token or not is_sized(t):
            self.fail(f"{what} of type '{t}' is not allowed: the type must be first-class and sized")
        if atomic:
            if not (isinstance(t, (IntType, PointerType, FloatType))):
                self.fail(f"atomic {what} must have integer, pointer, or floating point type, not '{t}'")
            bits = t.bits if (isinstance(t, (IntType, FloatType))) else None
            if bits is not None and (bits < 8 or not is_pow2(bits)):
                self.fail(f"atomic {what} type '{t}' must be a power-of-two byte size")

    def check_typed_pointee(self, p: Value, t: Type) -> None:
        pointee = getattr(p.type, "pointee", None)
        if pointee is not None and pointee is not t:
            self.fail(f"explicit type '{t}' does not match the pointee type of '{p.type}'")

    def check_load(self, inst: LoadInst) -> None:
        (p,) = self.nops(inst, 1)
        self.check_pointer_operand(p)
        self.check_typed_pointee(p, inst.type)
        atomic = inst.ordering is not None
        self.check_access_type(inst.type, atomic, "load")
        if atomic:
            if inst.ordering in ("release", "acq_rel"):
                self.fail(f"load cannot have '{inst.ordering}' ordering")
            if inst.align is None:
                self.fail("atomic load must have an explicit alignment")
        self.check_align(inst.align)

    def check_store(self, inst: StoreInst) -> None:
        v, p = self.nops(inst, 2)
        self.check_pointer_operand(p)
        self.check_typed_pointee(p, v.type)
        atomic = inst.ordering is not None
        self.check_access_type(v.type, atomic, "store")
        if atomic:
            if inst.ordering in ("acquire", "acq_rel"):
                self.fail(f"store cannot have '{inst.ordering}' ordering")
            if inst.align is None:
                self.fail("atomic store must have an explicit alignment")
        self.check_align(inst.align)

    def check_fence(self, inst: FenceInst) -> None:
        self.nops(inst, 0)
        if inst.ordering not in ("acquire", "release", "acq_rel", "seq_cst"):
            self.fail(f"fence ordering must be acquire, release, acq_rel or seq_cst, not '{inst.ordering}'")

    def check_cmpxchg(self, inst: AtomicCmpXchgInst) -> None:
        p, cmp, new = self.nops(inst, 3)
        self.check_pointer_operand(p)
        if cmp.type is not new.type:
            self.fail(f"cmpxchg compare and new values must have the same type ('{cmp.type}' vs '{new.type}')")
        t = cmp.type
        if not (isinstance(t, (IntType, PointerType))):
            self.fail(f"cmpxchg operand must have integer or pointer type, not '{t}'")
        self.check_access_type(t, True, "cmpxchg operand")
        rt = inst.type
        if not (isinstance(rt, StructType) and rt.elems is not None and len(rt.elems) == 2 and rt.elems[0] is t
                and rt.elems[1] is I1):
            self.fail(f"cmpxchg result type must be '{{ {t}, i1 }}', not '{rt}'")
        so, fo = inst.success_ordering, inst.failure_ordering
        if so not in ("monotonic", "acquire", "release", "acq_rel", "seq_cst"):
            self.fail(f"cmpxchg success ordering must be at least monotonic, not '{so}'")
        if fo not in ("monotonic", "acquire", "seq_cst"):
            self.fail(f"cmpxchg failure ordering must be monotonic, acquire or seq_cst, not '{fo}'")
        self.check_align(inst.align)

    def check_atomicrmw(self, inst: AtomicRMWInst) -> None:
        p, v = self.nops(inst, 2)
        self.check_pointer_operand(p)
        op = inst.operation
        t = v.type
        if op not in _RMW:
            self.fail(f"unknown atomicrmw operation '{op}'")
        if op == "xchg":
            if not (isinstance(t, (IntType, FloatType, PointerType))):
                self.fail(f"atomicrmw xchg operand must be an integer, floating point or pointer, not '{t}'")
        elif op in _RMW_FP:
            if not isinstance(t, FloatType):
                self.fail(f"atomicrmw {op} operand must be floating point, not '{t}'")
        elif not isinstance(t, IntType):
            self.fail(f"atomicrmw {op} operand must be an integer, not '{t}'")
        self.check_access_type(t, True, "atomicrmw operand")
        if inst.type is not t:
            self.fail(f"atomicrmw result type '{inst.type}' differs from the operand type '{t}'")
        if inst.ordering not in ("monotonic", "acquire", "release", "acq_rel", "seq_cst"):
            self.fail(f"atomicrmw ordering must be at least monotonic, not '{inst.ordering}'")
        self.check_align(inst.align)

    def check_gep(self, inst: GetElementPtrInst) -> None:
        ops = inst.operands
        if not ops:
            self.fail("getelementptr needs a pointer operand")
        base = ops[0]
        if not is_ptr_like(base.type):
            self.fail(f"getelementptr base {self.name(base)} must be a pointer or a vector of pointers, "
                      f"not '{base.type}'")
        st = inst.source_type
        if not valid_value_type(st) or not is_sized(st):
            self.fail(f"getelementptr source element type '{st}' must be sized")
        if not isinstance(base.type, VectorType):
            self.check_typed_pointee(base, st)
        vec = vec_count(base.type)
        for idx in ops[1:]:
            if not is_int_like(idx.type):
                self.fail(f"getelementptr index {self.name(idx)} must be an integer or a vector of integers, "
                          f"not '{idx.type}'")
            iv = vec_count(idx.type)
            if iv is not None:
                if vec is not None and iv != vec:
                    self.fail("getelementptr vector operands must all have the same element count")
                vec = iv
        t = st
        for idx in ops[2:]:
            if isinstance(t, StructType):
                c = _splat_int(idx)
                ist = idx.type.scalar_type
                if c is None or not isinstance(ist, IntType) or ist.bits != 32:
                    self.fail(f"getelementptr struct index {self.name(idx)} must be a constant i32")
                if t.elems is None or c >= len(t.elems):
                    self.fail(f"getelementptr struct index {c} is out of range for '{t}'")
                t = t.elems[c]
            elif isinstance(t, (ArrayType, VectorType)):
                t = t.elem
            else:
                self.fail(f"invalid getelementptr indices: cannot index into '{t}'")
        rt = inst.type
        if not is_ptr_like(rt) or vec_count(rt) != vec:
            want = "a vector of pointers" if vec is not None else "a pointer"
            self.fail(f"getelementptr result must be {want}, not '{rt}'")
        rs, bs = rt.scalar_type, base.type.scalar_type
        if isinstance(rs, PointerType) and isinstance(bs, PointerType) and rs.addrspace != bs.addrspace:
            self.fail("getelementptr result must be in the base pointer's address space")

    def check_call_like(self, inst: _CallBase) -> None:
        ft = inst.function_type
        if not isinstance(ft, FunctionType):
            self.fail(f"called value must have a function type, not '{ft}'")
        callee = inst.callee
        if callee is None:
            self.fail("operand is null")
        if not isinstance(callee.type, PointerType):
            self.fail(f"called value {self.name(callee)} must be a pointer, not '{callee.type}'")
        pointee = callee.type.pointee
        if pointee is not None and pointee is not ft:
            self.fail(f"called function type '{ft}' does not match the callee's type '{callee.type}'")
        if isinstance(callee, Function) and callee.name is not None and callee.name.startswith("llvm.") \
                and callee.function_type is not ft:
            self.fail(f"intrinsic called with incompatible signature: '{ft}', but "
                      f"{_gname(callee)} has type '{callee.function_type}'")
        if isinstance(callee, Function) and callee.name is not None and callee.name.startswith("llvm."):
            # Like LLVM, a mis-declared intrinsic is an error where it is called.
            want = intrinsic_signature_error(callee.name, callee.function_type)
            if want is not None:
                self.fail(f"intrinsic {_gname(callee)} has type '{callee.function_type}', but LLVM "
                          f"defines it as {want}")
        args = inst.args
        params = ft.params
        if len(args) < len(params) or (len(args) > len(params) and not ft.vararg):
            self.fail(f"incorrect number of arguments: {len(args)} passed, '{ft}' takes "
                      f"{len(params)}{' or more' if ft.vararg else ''}")
        for i, (a, t) in enumerate(zip(args, params)):
            if a.type is not t:
                self.fail(f"argument {i} ({self.name(a)}) has type '{a.type}' but the function type "
                          f"expects '{t}'")
        for a in args[len(params):]:
            if not a.type.is_first_class or a.type.is_label:
                self.fail(f"variadic argument {self.name(a)} has invalid type '{a.type}'")
        if inst.type is not ft.ret:
            self.fail(f"call result type '{inst.type}' differs from the return type of '{ft}'")
        if getattr(inst, "tail", None) == "musttail" and inst.opcode == "call":
            nxt = inst.next_node
            if nxt is not None and nxt.opcode == "bitcast":
                nxt = nxt.next_node
            if nxt is None or nxt.opcode != "ret":
                self.fail("musttail call must precede a ret instruction")

    def check_call(self, inst: CallInst) -> None:
        self.check_call_like(inst)

    def check_invoke(self, inst: InvokeInst) -> None:
        self.check_call_like(inst)
        for what, b in (("normal", inst.normal_dest), ("unwind", inst.unwind_dest)):
            if not isinstance(b, BasicBlock):
                self.fail(f"invoke {what} destination must be a label")
        ud = inst.unwind_dest
        first = ud.first_non_phi
        if first is None or first.opcode not in _EH_PADS:
            self.fail(f"the unwind destination {self.name(ud)} does not start with an exception handling "
                      f"instruction (landingpad, catchswitch or cleanuppad)")

    def check_callbr(self, inst: CallBrInst) -> None:
        self.check_call_like(inst)
        for b in [inst.default_dest, *inst.indirect_dests]:
            if not isinstance(b, BasicBlock):
                self.fail("callbr destinations must be labels")

    def check_ret(self, inst: Instruction) -> None:
        rt = self.fn.function_type.ret
        ops = inst.operands
        if rt.is_void:
            if ops:
                self.fail("found return instruction returning a value in a function returning void")
        elif len(ops) != 1:
            self.fail(f"function returns '{rt}' but this return has no value")
        elif ops[0].type is not rt:
            self.fail(f"returned value {self.name(ops[0])} has type '{ops[0].type}' but the function "
                      f"returns '{rt}'")

    def check_br(self, inst: Instruction) -> None:
        ops = inst.operands
        if len(ops) == 1:
            dests = ops
        elif len(ops) == 3:
            c = ops[0]
            if c.type is not I1:
                self.fail(f"branch condition {self.name(c)} must have type i1, not '{c.type}'")
            dests = ops[1:]
        else:
            self.fail(f"'br' expects 1 or 3 operands, found {len(ops)}")
        for d in dests:
            if not isinstance(d, BasicBlock):
                self.fail(f"branch destination {self.name(d)} must be a label")

    def check_switch(self, inst: SwitchInst) -> None:
        ops = inst.operands
        if len(ops) < 2 or len(ops) % 2:
            self.fail("malformed switch operands")
        c = ops[0]
        if not isinstance(c.type, IntType):
            self.fail(f"switch condition {self.name(c)} must be an integer, not '{c.type}'")
        if not isinstance(ops[1], BasicBlock):
            self.fail("switch default destination must be a label")
        seen: set[int] = set()
        for i in range(2, len(ops), 2):
            v, d = ops[i], ops[i + 1]
            if not isinstance(v, ConstantInt):
                self.fail(f"switch case value {self.name(v)} must be an integer constant")
            if v.type is not c.type:
                self.fail(f"switch case value {self.name(v)} has type '{v.type}', not the condition type "
                          f"'{c.type}'")
            if v.value in seen:
                self.fail(f"duplicate integer as switch case: {v.type} {self.name(v)}")
            seen.add(v.value)
            if not isinstance(d, BasicBlock):
                self.fail("switch case destination must be a label")

    def check_indirectbr(self, inst: Instruction) -> None:
        ops = inst.operands
        if not ops:
            self.fail("indirectbr needs an address operand")
        self.check_pointer_operand(ops[0], "indirectbr address")
        for d in ops[1:]:
            if not isinstance(d, BasicBlock):
                self.fail("indirectbr destinations must be labels")

    def check_nothing(self, inst: Instruction) -> None:
        pass

    def check_unreachable(self, inst: Instruction) -> None:
        self.nops(inst, 0)

    def check_extractvalue(self, inst: ExtractValueInst) -> None:
        (agg,) = self.nops(inst, 1)
        if not agg.type.is_aggregate:
            self.fail(f"extractvalue operand must be a struct or array, not '{agg.type}'")
        if not inst.indices:
            self.fail("extractvalue needs at least one index")
        t = indexed_type(agg.type, inst.indices)
        if t is None:
            self.fail(f"invalid indices {list(inst.indices)} for extractvalue from '{agg.type}'")
        if inst.type is not t:
            self.fail(f"extractvalue result type '{inst.type}' differs from the indexed type '{t}'")

    def check_insertvalue(self, inst: InsertValueInst) -> None:
        agg, v = self.nops(inst, 2)
        if not agg.type.is_aggregate:
            self.fail(f"insertvalue operand must be a struct or array, not '{agg.type}'")
        if not inst.indices:
            self.fail("insertvalue needs at least one index")
        t = indexed_type(agg.type, inst.indices)
        if t is None:
            self.fail(f"invalid indices {list(inst.indices)} for insertvalue into '{agg.type}'")
        if v.type is not t:
            self.fail(f"inserted value has type '{v.type}' but the indexed type is '{t}'")
        if inst.type is not agg.type:
            self.fail(f"insertvalue result type '{inst.type}' differs from the aggregate type '{agg.type}'")

    def check_extractelement(self, inst: Instruction) -> None:
        vec, idx = self.nops(inst, 2)
        if not isinstance(vec.type, VectorType):
            self.fail(f"extractelement operand must be a vector, not '{vec.type}'")
        if not isinstance(idx.type, IntType):
            self.fail(f"extractelement index must be an integer, not '{idx.type}'")
        if inst.type is not vec.type.elem:
            self.fail(f"extractelement result type '{inst.type}' differs from the element type '{vec.type.elem}'")

    def check_insertelement(self, inst: Instruction) -> None:
        vec, elt, idx = self.nops(inst, 3)
        if not isinstance(vec.type, VectorType):
            self.fail(f"insertelement operand must be a vector, not '{vec.type}'")
        if elt.type is not vec.type.elem:
            self.fail(f"inserted element has type '{elt.type}', not the element type '{vec.type.elem}'")
        if not isinstance(idx.type, IntType):
            self.fail(f"insertelement index must be an integer, not '{idx.type}'")
        if inst.type is not vec.type:
            self.fail(f"insertelement result type '{inst.type}' differs from the vector type '{vec.type}'")

    def check_shufflevector(self, inst: ShuffleVectorInst) -> None:
        a, b = self.nops(inst, 2)
        if not isinstance(a.type, VectorType) or a.type is not b.type:
            self.fail(f"shufflevector operands must be vectors of the same type ('{a.type}' vs '{b.type}')")
        rt = inst.type
        if not isinstance(rt, VectorType) or rt.elem is not a.type.elem or rt.scalable != a.type.scalable:
            self.fail(f"shufflevector result '{rt}' must be a vector of '{a.type.elem}'")
        mask = inst.mask
        if rt.scalable:
            if any(m not in (0, -1) for m in mask) or (mask and len(set(mask)) > 1):
                self.fail("a scalable shufflevector mask must be zeroinitializer, undef or poison")
        else:
            if len(mask) != rt.count:
                self.fail(f"shufflevector mask has {len(mask)} elements but the result has {rt.count}")
            limit = 2 * a.type.count
            for m in mask:
                if m != -1 and not 0 <= m < limit:
                    self.fail(f"shufflevector mask index {m} is out of range (operands have {limit} elements)")

    def check_va_arg(self, inst: Instruction) -> None:
        (p,) = self.nops(inst, 1)
        self.check_pointer_operand(p, "va_arg list")
        if not inst.type.is_first_class or inst.type.is_label or inst.type.is_metadata:
            self.fail(f"va_arg result type '{inst.type}' must be first-class")

    def check_freeze(self, inst: Instruction) -> None:
        (v,) = self.nops(inst, 1)
        if inst.type is not v.type:
            self.fail(f"freeze result type '{inst.type}' differs from the operand type '{v.type}'")
        if not v.type.is_first_class or v.type.is_label or v.type.is_metadata or v.type.is_token:
            self.fail(f"cannot freeze a value of type '{v.type}'")

    def check_landingpad(self, inst: LandingPadInst) -> None:
        if self.fn.personality is None:
            self.fail("landingpad needs to be in a function with a personality")
        if inst.parent is None or inst.parent.first_non_phi is not inst:
            self.fail("landingpad must be the first non-PHI instruction in its block")
        if not inst.cleanup and not inst.operands:
            self.fail("landingpad without clauses must be a cleanup")

    def check_eh_pad(self, inst: Instruction) -> None:
        if self.fn.personality is None:
            self.fail(f"{inst.opcode} needs to be in a function with a personality")
        if inst.parent is None or inst.parent.first_non_phi is not inst:
            self.fail(f"{inst.opcode} must be the first non-PHI instruction in its block")

    def check_resume(self, inst: Instruction) -> None:
        self.nops(inst, 1)
        if self.fn.personality is None:
            self.fail("resume needs to be in a function with a personality")


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _splat_int(v: Value) -> int | None:
    """The integer value of a ConstantInt, or of a vector splat of one; None otherwise."""
    if isinstance(v, ConstantInt):
        return v.value
    if isinstance(v, ConstantAggregateZero) and isinstance(v.type, VectorType):
        return 0
    if isinstance(v, ConstantVector) and v.operands:
        first = v.operands[0]
        if isinstance(first, ConstantInt) and all(isinstance(o, ConstantInt) and o.value == first.value
                                                   for o in v.operands):
            return first.value
    return None


def _same_constant(a: Value, b: Value) -> bool:
    try:
        return type(a) is type(b) and not isinstance(a, (Instruction, Argument)) and a == b
    except Exception:
        return False


_V = InstructionChecks
_CHECKS: dict[str, Callable[[InstructionChecks, Any], None]] = {
    **{op: _V.check_binary for op in _INT_BINOPS | _FP_BINOPS},
    **{op: _V.check_cast for op in _CASTS},
    "fneg": _V.check_fneg,
    "icmp": _V.check_cmp, "fcmp": _V.check_cmp,
    "select": _V.check_select, "phi": _V.check_nothing,
    "alloca": _V.check_alloca, "load": _V.check_load, "store": _V.check_store,
    "fence": _V.check_fence, "cmpxchg": _V.check_cmpxchg, "atomicrmw": _V.check_atomicrmw,
    "getelementptr": _V.check_gep,
    "call": _V.check_call, "invoke": _V.check_invoke, "callbr": _V.check_callbr,
    "ret": _V.check_ret, "br": _V.check_br, "switch": _V.check_switch,
    "indirectbr": _V.check_indirectbr, "unreachable": _V.check_unreachable,
    "extractvalue": _V.check_extractvalue, "insertvalue": _V.check_insertvalue,
    "extractelement": _V.check_extractelement, "insertelement": _V.check_insertelement,
    "shufflevector": _V.check_shufflevector,
    "va_arg": _V.check_va_arg, "freeze": _V.check_freeze,
    "landingpad": _V.check_landingpad, "resume": _V.check_resume,
    "catchpad": _V.check_eh_pad, "cleanuppad": _V.check_eh_pad, "catchswitch": _V.check_eh_pad,
    "catchret": _V.check_nothing, "cleanupret": _V.check_nothing,
}

