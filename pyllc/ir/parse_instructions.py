"""Parser mixin: one method per non-call instruction (operands in LLVM order, flags)."""
from __future__ import annotations

from pyllc.ir.constants import ConstantInt
from pyllc.ir.instructions import (
    FCMP_PREDS,
    ICMP_PREDS,
    RMW_OPS,
    AllocaInst,
    AtomicCmpXchgInst,
    AtomicRMWInst,
    BinaryOperator,
    BranchInst,
    CastInst,
    ExtractElementInst,
    ExtractValueInst,
    FCmpInst,
    FenceInst,
    FreezeInst,
    GetElementPtrInst,
    ICmpInst,
    IndirectBrInst,
    InsertElementInst,
    InsertValueInst,
    Instruction,
    LoadInst,
    PhiNode,
    ReturnInst,
    SelectInst,
    ShuffleVectorInst,
    StoreInst,
    SwitchInst,
    UnaryOperator,
    UnreachableInst,
    VAArgInst,
)
from pyllc.ir.lexer import LID, LVAR, MDVAR
from pyllc.ir.parse_common import (
    _CASTS,
    _EXACT_OPS,
    _FP_BINOPS,
    _INT_BINOPS,
    _WRAP_OPS,
    _cast_ok,
    _vec_of,
)
from pyllc.ir.parse_core import ParserCore
from pyllc.ir.types import (
    I1,
    I32,
    VOID,
    FloatType,
    IntType,
    PointerType,
    StructType,
    VectorType,
    same_type,
)
from pyllc.ir.types import (
    LABEL as LABEL_T,
)


class InstructionParser(ParserCore):
    """Instruction bodies; `handler_names()` maps an opcode keyword to its method."""

    # ------------------------------------------------------------ terminators
    def _i_ret(self) -> Instruction:
        self.i += 1
        tok = self.i
        t = self.parse_type(allow_void=True)
        inst = ReturnInst() if t is VOID else ReturnInst(self.parse_value(t))
        assert self.fn is not None  # instructions are parsed inside a function body
        rt = self.fn.function_type.ret
        if t is not rt and not same_type(t, rt):
            raise self.err(f"value doesn't match function result type '{rt}'", tok)
        return inst

    def _i_br(self) -> Instruction:
        self.i += 1
        if self.K[self.i] == "label":
            return BranchInst(self._label())
        tok = self.i
        t = self.parse_type()
        if t is not I1:
            raise self.err("branch condition must have 'i1' type", tok)
        c = self.parse_value(t)
        self._comma("',' after branch condition")
        a = self._label()
        self._comma("',' after true destination")
        return BranchInst(c, a, self._label())

    def _i_switch(self) -> Instruction:
        self.i += 1
        tok = self.i
        t = self.parse_type()
        if not isinstance(t, IntType):
            raise self.err("switch condition must have integer type", tok)
        c = self.parse_value(t)
        self._comma("',' after switch condition")
        d = self._label()
        self.expect("[", "'[' with switch table")
        cases = []
        seen = set()
        while not self.accept("]"):
            ctok = self.i
            ct = self.parse_type()
            if ct is not t and not same_type(ct, t):
                raise self.err("case value type doesn't match the condition type", ctok)
            cv = self.parse_value(ct)
            if not isinstance(cv, ConstantInt):
                raise self.err("case value is not a constant integer", ctok)
            if cv.value in seen:
                raise self.err("duplicate case value in switch", ctok)
            seen.add(cv.value)
            self._comma("',' after case value")
            cases.append((cv, self._label()))
        return SwitchInst(c, d, cases)

    def _i_indirectbr(self) -> Instruction:
        self.i += 1
        tok = self.i
        t = self.parse_type()
        if not isinstance(t, PointerType):
            raise self.err("indirectbr address must have pointer type", tok)
        a = self.parse_value(t)
        self._comma("',' after indirectbr address")
        self.expect("[", "'[' with destination list")
        dests = []
        if not self.accept("]"):
            while True:
                dests.append(self._label())
                if not self.accept(","):
                    break
            self.expect("]", "']' at end of destination list")
        return IndirectBrInst("indirectbr", VOID, (a, *dests))

    def _i_unreachable(self) -> Instruction:
        self.i += 1
        return UnreachableInst()

    # ------------------------------------------------------------ arithmetic
    def _i_binop(self) -> Instruction:
        K = self.K
        op = K[self.i]
        self.i += 1
        flags: set[str] = set()
        if op in _WRAP_OPS:
            while K[self.i] in ("nuw", "nsw"):
                flags.add(K[self.i])
                self.i += 1
        elif op in _EXACT_OPS:
            if K[self.i] == "exact":
                flags.add("exact")
                self.i += 1
        elif op == "or" and K[self.i] == "disjoint":
            flags.add("disjoint")
            self.i += 1
        elif op in _FP_BINOPS:
            self._fmf(flags)
        tok = self.i
        t = self.parse_type()
        st = t.scalar_type
        if op in _FP_BINOPS:
            if not isinstance(st, FloatType):
                raise self.err("invalid operand type for instruction", tok)
        elif not isinstance(st, IntType):
            raise self.err("invalid operand type for instruction", tok)
        a = self.parse_value(t)
        self._comma("',' in arithmetic operation")
        b = self.parse_value(t)
        inst = BinaryOperator(op, t, (a, b))
        if flags:
            inst.flags = flags
        return inst

    def _i_fneg(self) -> Instruction:
        self.i += 1
        flags: set[str] = set()
        self._fmf(flags)
        tok = self.i
        t = self.parse_type()
        if not isinstance(t.scalar_type, FloatType):
            raise self.err("invalid operand type for instruction", tok)
        inst = UnaryOperator("fneg", t, (self.parse_value(t),))
        inst.flags = flags
        return inst

    def _i_icmp(self) -> Instruction:
        self.i += 1
        p = self.K[self.i]
        if p not in ICMP_PREDS:
            raise self.err("expected icmp predicate (e.g. 'eq')")
        self.i += 1
        tok = self.i
        t = self.parse_type()
        st = t.scalar_type
        if not (isinstance(st, (IntType, PointerType))):
            raise self.err("icmp requires integer operands", tok)
        a = self.parse_value(t)
        self._comma("',' after compare value")
        b = self.parse_value(t)
        return ICmpInst("icmp", _vec_of(I1, t), p, a, b)

    def _i_fcmp(self) -> Instruction:
        self.i += 1
        flags: set[str] = set()
        self._fmf(flags)
        p = self.K[self.i]
        if p not in FCMP_PREDS:
            raise self.err("expected fcmp predicate (e.g. 'oeq')")
        self.i += 1
        tok = self.i
        t = self.parse_type()
        if not isinstance(t.scalar_type, FloatType):
            raise self.err("fcmp requires floating point operands", tok)
        a = self.parse_value(t)
        self._comma("',' after compare value")
        b = self.parse_value(t)
        inst = FCmpInst("fcmp", _vec_of(I1, t), p, a, b)
        inst.flags = flags
        return inst

    def _i_cast(self) -> Instruction:
        K = self.K
        op = K[self.i]
        self.i += 1
        flags: set[str] = set()
        while K[self.i] in ("nneg", "nuw", "nsw"):
            flags.add(K[self.i])
            self.i += 1
        tok = self.i
        v = self._type_value()
        self.expect("to", "'to' after cast value")
        dt = self.parse_type()
        if not _cast_ok(op, v.type, dt):
            raise self.err(f"invalid cast opcode for cast from '{v.type}' to '{dt}'", tok)
        inst = CastInst(op, dt, (v,))
        if flags:
            inst.flags = flags
        return inst

    def _i_select(self) -> Instruction:
        self.i += 1
        flags: set[str] = set()
        self._fmf(flags)
        tok = self.i
        c = self._type_value()
        self._comma("',' after select condition")
        a = self._type_value()
        self._comma("',' after select value")
        btok = self.i
        b = self._type_value()
        ct = c.type
        if not (ct is I1 or (isinstance(ct, VectorType) and ct.elem is I1)):
            raise self.err("select condition must be i1 or <n x i1>", tok)
        if a.type is not b.type and not same_type(a.type, b.type):
            raise self.err("select values must have same type as select instruction", btok)
        if isinstance(ct, VectorType) and (not isinstance(a.type, VectorType) or a.type.count != ct.count):
            raise self.err("vector select requires selected vectors to have the same vector length "
                           "as select condition", tok)
        inst = SelectInst("select", a.type, (c, a, b))
        inst.flags = flags
        return inst

    def _i_phi(self) -> Instruction:
        self.i += 1
        flags: set[str] = set()
        self._fmf(flags)
        tok = self.i
        t = self.parse_type()
        if not t.is_first_class or t.is_label:
            raise self.err("phi node must have first class type", tok)
        ops = []
        K = self.K
        while True:
            self.expect("[", "'[' in phi value list")
            ops.append(self.parse_value(t))
            self._comma("',' after insertelement value")
            k = K[self.i]
            if k != LVAR and k != LID:
                raise self.err("expected value token")
            self.i += 1
            ops.append(self.get_local(self.V[self.i - 1], LABEL_T, self.i - 1))
            self.expect("]", "']' in phi value list")
            if not (K[self.i] == "," and K[self.i + 1] == "["):
                break
            self.i += 1
        inst = PhiNode("phi", t, ops)
        inst.flags = flags
        return inst

    def _i_freeze(self) -> Instruction:
        self.i += 1
        v = self._type_value()
        return FreezeInst("freeze", v.type, (v,))

    def _i_va_arg(self) -> Instruction:
        self.i += 1
        v = self._type_value()
        self._comma("',' after vaarg operand")
        t = self.parse_type()
        return VAArgInst("va_arg", t, (v,))

    # ------------------------------------------------------------ vectors and aggregates
    def _i_extractelement(self) -> Instruction:
        self.i += 1
        tok = self.i
        v = self._type_value()
        self._comma("',' after extract value")
        idx = self._type_value()
        if not isinstance(v.type, VectorType) or not isinstance(idx.type, IntType):
            raise self.err("invalid extractelement operands", tok)
        return ExtractElementInst("extractelement", v.type.elem, (v, idx))

    def _i_insertelement(self) -> Instruction:
        self.i += 1
        tok = self.i
        v = self._type_value()
        self._comma("',' after insertelement value")
        e = self._type_value()
        self._comma("',' after insertelement value")
        idx = self._type_value()
        if not isinstance(v.type, VectorType) or not same_type(e.type, v.type.elem) or not isinstance(idx.type, IntType):
            raise self.err("invalid insertelement operands", tok)
        return InsertElementInst("insertelement", v.type, (v, e, idx))

    def _i_shufflevector(self) -> Instruction:
        self.i += 1
        tok = self.i
        a = self._type_value()
        self._comma("',' after shuffle mask")
        b = self._type_value()
        self._comma("',' after shuffle value")
        m = self._type_value()
        mask = self._shuffle_mask(m, tok)
        if not isinstance(a.type, VectorType) or not same_type(a.type, b.type):
            raise self.err("invalid shufflevector operands", tok)
        mt = m.type
        assert isinstance(mt, VectorType)  # _shuffle_mask accepted it
        rt = VectorType.get(len(mask) if not mt.scalable else mt.count, a.type.elem, mt.scalable)
        return ShuffleVectorInst(rt, a, b, mask)

    def _i_extractvalue(self) -> Instruction:
        self.i += 1
        tok = self.i
        v = self._type_value()
        if not v.type.is_aggregate:
            raise self.err("extractvalue operand must be aggregate type", tok)
        idx = self._indices()
        return ExtractValueInst(self._agg_index_type(v.type, idx, tok), v, idx)

    def _i_insertvalue(self) -> Instruction:
        self.i += 1
        tok = self.i
        v = self._type_value()
        self._comma("',' after insertvalue operand")
        e = self._type_value()
        if not v.type.is_aggregate:
            raise self.err("insertvalue operand must be aggregate type", tok)
        idx = self._indices()
        if self._agg_index_type(v.type, idx, tok) is not e.type:
            raise self.err("insertvalue operand and field disagree in type", tok)
        return InsertValueInst(v, e, idx)

    # ------------------------------------------------------------ memory
    def _i_alloca(self) -> Instruction:
        K = self.K
        self.i += 1
        flags: set[str] = set()
        while K[self.i] in ("inalloca", "swifterror"):
            flags.add(K[self.i])
            self.i += 1
        tok = self.i
        t = self.parse_type()
        if not t.is_sized and not (isinstance(t, StructType) and t.elems is not None):
            raise self.err("invalid type for alloca", tok)
        count = None
        align = None
        asp = 0
        while K[self.i] == ",":
            nk = K[self.i + 1]
            if nk == "align":
                self.i += 2
                align = self._attr_align("align")
            elif nk == "addrspace":
                self.i += 1
                asp = self.parse_opt_addrspace()
            elif nk == MDVAR:
                break
            elif count is None and align is None and asp == 0:
                self.i += 1
                ctok = self.i
                count = self._type_value()
                if not isinstance(count.type, IntType):
                    raise self.err("element count must have integer type", ctok)
            else:
                raise self.err("expected 'align' or 'addrspace'", self.i + 1)
        inst = AllocaInst(self.ptr_to(t, asp), t, count if count is not None else ConstantInt(I32, 1),
                          align, asp, explicit_count=count is not None)
        inst.flags = flags
        return inst

    def _i_load(self) -> Instruction:
        K = self.K
        self.i += 1
        flags: set[str] = set()
        atomic = False
        if K[self.i] == "atomic":
            atomic = True
            self.i += 1
        if K[self.i] == "volatile":
            flags.add("volatile")
            self.i += 1
        tok = self.i
        t = self.parse_type()
        if not t.is_first_class or t.is_label or t.is_metadata or t.is_token:
            raise self.err("load operand must be a pointer to a first class type", tok)
        self._comma("comma after load's type")
        ptok = self.i
        p = self._type_value()
        if not isinstance(p.type, PointerType):
            raise self.err("load operand must be a pointer", ptok)
        ss = ordering = None
        if atomic:
            ss = self._syncscope()
            ordering = self._ordering()
            if ordering in ("release", "acq_rel"):
                raise self.err("atomic load cannot use Release ordering", self.i - 1)
        align = self._opt_align()
        if atomic and align is None:
            raise self.err("atomic load must have explicit non-zero alignment")
        inst = LoadInst(t, p, align, ordering, ss)
        inst.flags = flags
        return inst

    def _i_store(self) -> Instruction:
        K = self.K
        self.i += 1
        flags: set[str] = set()
        atomic = False
        if K[self.i] == "atomic":
            atomic = True
            self.i += 1
        if K[self.i] == "volatile":
            flags.add("volatile")
            self.i += 1
        v = self._type_value()
        self._comma("',' after store operand")
        ptok = self.i
        p = self._type_value()
        if not isinstance(p.type, PointerType):
            raise self.err("store operand must be a pointer", ptok)
        ss = ordering = None
        if atomic:
            ss = self._syncscope()
            ordering = self._ordering()
            if ordering in ("acquire", "acq_rel"):
                raise self.err("atomic store cannot use Acquire ordering", self.i - 1)
        align = self._opt_align()
        if atomic and align is None:
            raise self.err("atomic store must have explicit non-zero alignment")
        inst = StoreInst(v, p, align, ordering, ss)
        inst.flags = flags
        return inst

    def _i_fence(self) -> Instruction:
        self.i += 1
        ss = self._syncscope()
        o = self._ordering()
        if o in ("unordered", "monotonic"):
            raise self.err("fence cannot be unordered nor monotonic", self.i - 1)
        return FenceInst(o, ss)

    def _i_cmpxchg(self) -> Instruction:
        K = self.K
        self.i += 1
        flags: set[str] = set()
        for f in ("weak", "volatile"):
            if K[self.i] == f:
                flags.add(f)
                self.i += 1
        ptok = self.i
        p = self._type_value()
        if not isinstance(p.type, PointerType):
            raise self.err("cmpxchg operand must be a pointer", ptok)
        self._comma("',' after cmpxchg address")
        c = self._type_value()
        self._comma("',' after cmpxchg cmp operand")
        ntok = self.i
        n = self._type_value()
        if c.type is not n.type and not same_type(c.type, n.type):
            raise self.err("compare value and new value type do not match", ntok)
        ss = self._syncscope()
        so = self._ordering()
        fo = self._ordering()
        if so == "unordered" or fo == "unordered":
            raise self.err("cmpxchg cannot be unordered", self.i - 1)
        if fo in ("release", "acq_rel"):
            raise self.err("invalid cmpxchg failure ordering", self.i - 1)
        inst = AtomicCmpXchgInst(p, c, n, so, fo, ss, self._opt_align())
        inst.flags = flags
        return inst

    def _i_atomicrmw(self) -> Instruction:
        K = self.K
        self.i += 1
        flags: set[str] = set()
        if K[self.i] == "volatile":
            flags.add("volatile")
            self.i += 1
        op = K[self.i]
        if op not in RMW_OPS:
            raise self.err("expected binary operation in atomicrmw")
        self.i += 1
        ptok = self.i
        p = self._type_value()
        if not isinstance(p.type, PointerType):
            raise self.err("atomicrmw operand must be a pointer", ptok)
        self._comma("',' after atomicrmw address")
        vtok = self.i
        v = self._type_value()
        t = v.type
        if op == "xchg":
            ok = isinstance(t, (IntType, FloatType, PointerType))
        elif op.startswith("f"):
            ok = isinstance(t, FloatType)
        else:
            ok = isinstance(t, IntType)
        if not ok:
            raise self.err(f"atomicrmw {op} operand must be an integer" if not op.startswith("f")
                           else f"atomicrmw {op} operand must be a floating point type", vtok)
        ss = self._syncscope()
        o = self._ordering()
        if o == "unordered":
            raise self.err("atomicrmw cannot be unordered", self.i - 1)
        inst = AtomicRMWInst(op, p, v, o, ss, self._opt_align())
        inst.flags = flags
        return inst

    def _i_getelementptr(self) -> Instruction:
        K = self.K
        self.i += 1
        flags: set[str] = set()
        if K[self.i] == "inbounds":
            flags.add("inbounds")
            self.i += 1
        tok = self.i
        src = self.parse_type()
        self._comma("comma after getelementptr's type")
        p = self._type_value()
        idx = []
        while K[self.i] == "," and K[self.i + 1] != MDVAR:
            self.i += 1
            idx.append(self._type_value())
        rt = self._gep_result(src, p, idx, tok)
        inst = GetElementPtrInst(rt, src, p, idx)
        inst.flags = flags
        return inst


def handler_names() -> dict[str, str]:
    """Opcode keyword -> name of the Parser method that parses that instruction."""
    h = {op: "_i_" + op for op in ("ret", "br", "switch", "indirectbr", "unreachable", "resume",
                                   "catchswitch", "catchpad", "cleanuppad", "catchret", "cleanupret",
                                   "fneg", "icmp", "fcmp", "select", "phi", "freeze", "va_arg",
                                   "extractelement", "insertelement", "shufflevector", "extractvalue",
                                   "insertvalue", "alloca", "load", "store", "fence", "cmpxchg",
                                   "atomicrmw", "getelementptr", "call", "invoke", "callbr",
                                   "landingpad")}
    for op in ("tail", "musttail", "notail"):
        h[op] = "_i_call"
    for op in _INT_BINOPS | _FP_BINOPS:
        h[op] = "_i_binop"
    for op in _CASTS:
        h[op] = "_i_cast"
    return h
