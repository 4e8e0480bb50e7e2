"""Instructions: one class per LLVM instruction family, operands in LLVM's order. The
exception-handling pads and their terminators are in eh_instructions.py."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import cast

from pyllc.ir.attributes import AttributeSet
from pyllc.ir.constants import ConstantInt
from pyllc.ir.globals import Function
from pyllc.ir.metadata import Metadata
from pyllc.ir.types import I1, VOID, FunctionType, StructType, Type
from pyllc.ir.values import BasicBlock, User, Value

__all__ = [
    "BINARY_OPS",
    "CAST_OPS",
    "FCMP_PREDS",
    "ICMP_PREDS",
    "ORDERINGS",
    "RMW_OPS",
    "TERMINATOR_OPS",
    "AllocaInst",
    "AtomicCmpXchgInst",
    "AtomicRMWInst",
    "BinaryOperator",
    "BranchInst",
    "CallBrInst",
    "CallInst",
    "CastInst",
    "CmpInst",
    "ExtractElementInst",
    "ExtractValueInst",
    "FCmpInst",
    "FenceInst",
    "FreezeInst",
    "GetElementPtrInst",
    "ICmpInst",
    "IndirectBrInst",
    "InsertElementInst",
    "InsertValueInst",
    "Instruction",
    "InvokeInst",
    "LoadInst",
    "PhiNode",
    "ReturnInst",
    "SelectInst",
    "ShuffleVectorInst",
    "StoreInst",
    "SwitchInst",
    "UnaryOperator",
    "UnreachableInst",
    "VAArgInst",
]

BINARY_OPS = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor "
                       "fadd fsub fmul fdiv frem".split())
CAST_OPS = frozenset("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr "
                     "bitcast addrspacecast".split())
TERMINATOR_OPS = frozenset("ret br switch indirectbr invoke callbr resume catchswitch catchret "
                           "cleanupret unreachable".split())
ICMP_PREDS = ("eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle")
FCMP_PREDS = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
              "ule", "une", "uno", "true")
ORDERINGS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
RMW_OPS = ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
           "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap")


class Instruction(User):
    """Base: `.opcode` keyword, `.parent` block, `.metadata` attachments, `.flags` keywords,
    `.loc`: where the instruction starts in the module's source text (set by the parser,
    as a token index that `Module.source_offset` maps to a character offset; None for
    instructions made by passes), so later errors can point at it.

    Placement edits are O(1): `insert_before/after`, `move_before/after`,
    `remove_from_parent`, `erase_from_parent` (see values.py for the linked list)."""
    __slots__ = ("_next", "_order", "_prev", "flags", "loc", "metadata", "opcode", "parent")
    is_terminator = False

    def __init__(self, opcode: str, type: Type, operands: Iterable[Value] = (),
                 name: str | None = None) -> None:
        self.type = type
        self.name = name
        self._uses = {}
        ops = self.operands = list(operands)
        me = id(self)
        for op in ops:  # Value._add_use, inlined: this runs once per operand of every instruction
            uses = op._uses
            e = uses.get(me)
            uses[me] = (self, 1) if e is None else (self, e[1] + 1)
        self.opcode = opcode
        self.parent: BasicBlock | None = None
        self._prev: Instruction | None = None
        self._next: Instruction | None = None
        self._order = 0
        self.metadata: dict[str, Metadata] = {}
        self.flags: set[str] = set()
        self.loc: int | None = None

    def clone(self) -> Instruction:
        """A detached copy: same class, opcode, type, name, operands (whose use lists gain
        the copy), flags, metadata, `loc` and class fields, with the mutable ones copied
        (attribute sets, lists); no parent, no users. Passes that duplicate code rename it.

        Each class with its own constructor makes its copy in `_copy` through that
        constructor: a compiled (mypyc) class cannot be instantiated without running it,
        so `cls.__new__` plus slot copying is not an option."""
        new = self._copy()
        new.type = self.type
        new.name = self.name
        if self.flags:
            new.flags = set(self.flags)
        if self.metadata:
            new.metadata = dict(self.metadata)
        new.loc = self.loc
        return new

    def _copy(self) -> Instruction:
        """A new instance of this class with the same operands and class fields (`clone`
        sets the fields every instruction has). This one serves the classes that keep
        the base constructor's signature."""
        return type(self)(self.opcode, self.type, self.operands)

    def successor_blocks(self) -> list[BasicBlock]:
        """Blocks this terminator may transfer to, in operand order (may repeat)."""
        return [op for op in self.operands if type(op) is BasicBlock]

    # ---- position
    @property
    def next_node(self) -> Instruction | None:
        """The next instruction in the block, or None at the end. O(1)."""
        return self._next

    @property
    def prev_node(self) -> Instruction | None:
        """The previous instruction in the block, or None at the start. O(1)."""
        return self._prev

    def comes_before(self, other: Instruction) -> bool:
        """True when self precedes `other` in their common block. Amortised O(1): the
        block numbers its instructions lazily, once per change."""
        bb = self.parent
        if bb is None or other.parent is not bb:
            raise ValueError("comes_before: instructions are not in the same block")
        bb.instructions  # noqa: B018  # renumbers the block when it changed
        return self._order < other._order

    # ---- placement edits
    def insert_before(self, pos: Instruction) -> None:
        """Link detached self just before `pos` (in pos's block). O(1)."""
        bb = pos.parent
        if bb is None:
            raise ValueError("insert_before: the position is not in a block")
        if self.parent is not None:
            raise ValueError("insert_before: the instruction is already in a block")
        bb._link_before(self, pos)

    def insert_after(self, pos: Instruction) -> None:
        """Link detached self just after `pos` (in pos's block). O(1)."""
        bb = pos.parent
        if bb is None:
            raise ValueError("insert_after: the position is not in a block")
        if self.parent is not None:
            raise ValueError("insert_after: the instruction is already in a block")
        bb._link_before(self, pos._next)

    def move_before(self, pos: Instruction) -> None:
        """Unlink self from its block and relink it just before `pos`. O(1)."""
        if pos is self:
            return
        if self.parent is not None:
            self.parent._unlink(self)
        self.insert_before(pos)

    def move_after(self, pos: Instruction) -> None:
        """Unlink self from its block and relink it just after `pos`. O(1)."""
        if pos is self:
            return
        if self.parent is not None:
            self.parent._unlink(self)
        self.insert_after(pos)

    def remove_from_parent(self) -> None:
        """Unlink from the block, keeping operands and users (to re-insert it later). O(1)."""
        if self.parent is not None:
            self.parent._unlink(self)

    def erase_from_parent(self) -> None:
        """Unlink from the block and drop operand uses (the result must have no users).
        O(number of operands)."""
        if self.parent is not None:
            self.parent._unlink(self)
        self.drop_all_references()

    @property
    def function(self) -> Function | None:
        return self.parent.parent if self.parent is not None else None

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.opcode} {self.name!r}>"


def _block(v: Value) -> BasicBlock:
    """`v`, an operand in a destination slot, typed as the BasicBlock the slot holds in
    well-formed IR (not checked here: the verifier reports a non-block destination)."""
    return cast(BasicBlock, v)


class BinaryOperator(Instruction):
    __slots__ = ()


class UnaryOperator(Instruction):
    __slots__ = ()


class CmpInst(Instruction):
    __slots__ = ("predicate",)

    def __init__(self, opcode: str, type: Type, predicate: str, lhs: Value, rhs: Value,
                 name: str | None = None) -> None:
        Instruction.__init__(self, opcode, type, (lhs, rhs), name)
        self.predicate = predicate

    def _copy(self) -> CmpInst:
        ops = self.operands
        return type(self)(self.opcode, self.type, self.predicate, ops[0], ops[1])


class ICmpInst(CmpInst):
    __slots__ = ()


class FCmpInst(CmpInst):
    __slots__ = ()


class CastInst(Instruction):
    __slots__ = ()


class SelectInst(Instruction):
    __slots__ = ()


class PhiNode(Instruction):
    """Operands flat `[v0, bb0, v1, bb1, ...]`."""
    __slots__ = ()

    @property
    def incoming(self) -> list[tuple[Value, BasicBlock]]:
        ops = self.operands
        return [(ops[i], ops[i + 1]) for i in range(0, len(ops), 2)]  # type: ignore[misc]  # odd slots are blocks

    @property
    def num_incoming(self) -> int:
        return len(self.operands) // 2

    def add_incoming(self, value: Value, block: BasicBlock) -> None:
        self.append_operand(value)
        self.append_operand(block)

    def incoming_value_for(self, block: BasicBlock) -> Value | None:
        """The value flowing in from `block` (the first entry), or None."""
        ops = self.operands
        for i in range(1, len(ops), 2):
            if ops[i] is block:
                return ops[i - 1]
        return None

    def remove_incoming(self, index: int) -> Value:
        """Delete the index-th (value, block) pair and return its value. O(operands)."""
        v = self.operands[2 * index]
        self.remove_operands(2 * index, 2 * index + 2)
        return v

    def remove_incoming_block(self, block: BasicBlock) -> None:
        """Delete every (value, block) pair coming from `block`. O(operands)."""
        ops = self.operands
        for i in range(len(ops) - 1, 0, -2):
            if ops[i] is block:
                self.remove_operands(i - 1, i + 1)


class AllocaInst(Instruction):
    """Operands `[num_elements]`."""
    __slots__ = ("addrspace", "align", "allocated_type", "explicit_count")

    def __init__(self, type: Type, allocated_type: Type, num_elements: Value, align: int | None = None,
                 addrspace: int = 0, name: str | None = None, explicit_count: bool = False) -> None:
        Instruction.__init__(self, "alloca", type, (num_elements,), name)
        self.allocated_type = allocated_type
        self.align = align
        self.addrspace = addrspace
        self.explicit_count = explicit_count

    def _copy(self) -> AllocaInst:
        return AllocaInst(self.type, self.allocated_type, self.operands[0], self.align, self.addrspace,
                          None, self.explicit_count)


class LoadInst(Instruction):
    __slots__ = ("align", "ordering", "syncscope")

    def __init__(self, type: Type, ptr: Value, align: int | None = None, ordering: str | None = None,
                 syncscope: str | None = None, name: str | None = None) -> None:
        Instruction.__init__(self, "load", type, (ptr,), name)
        self.align = align
        self.ordering = ordering
        self.syncscope = syncscope

    def _copy(self) -> LoadInst:
        return LoadInst(self.type, self.operands[0], self.align, self.ordering, self.syncscope)


class StoreInst(Instruction):
    __slots__ = ("align", "ordering", "syncscope")

    def __init__(self, value: Value, ptr: Value, align: int | None = None, ordering: str | None = None,
                 syncscope: str | None = None) -> None:
        Instruction.__init__(self, "store", VOID, (value, ptr), None)
        self.align = align
        self.ordering = ordering
        self.syncscope = syncscope

    def _copy(self) -> StoreInst:
        ops = self.operands
        return StoreInst(ops[0], ops[1], self.align, self.ordering, self.syncscope)


class FenceInst(Instruction):
    __slots__ = ("ordering", "syncscope")

    def __init__(self, ordering: str, syncscope: str | None = None) -> None:
        Instruction.__init__(self, "fence", VOID, (), None)
        self.ordering = ordering
        self.syncscope = syncscope

    def _copy(self) -> FenceInst:
        return FenceInst(self.ordering, self.syncscope)


class AtomicCmpXchgInst(Instruction):
    """Operands `[ptr, cmp, new]`; result `{T, i1}`."""
    __slots__ = ("align", "failure_ordering", "success_ordering", "syncscope")

    def __init__(self, ptr: Value, cmp: Value, new: Value, success_ordering: str,
                 failure_ordering: str, syncscope: str | None = None, align: int | None = None,
                 name: str | None = None) -> None:
        Instruction.__init__(self, "cmpxchg", StructType.get((cmp.type, I1)), (ptr, cmp, new), name)
        self.success_ordering = success_ordering
        self.failure_ordering = failure_ordering
        self.syncscope = syncscope
        self.align = align

    def _copy(self) -> AtomicCmpXchgInst:
        ops = self.operands
        return AtomicCmpXchgInst(ops[0], ops[1], ops[2], self.success_ordering, self.failure_ordering,
                                 self.syncscope, self.align)


class AtomicRMWInst(Instruction):
    """Operands `[ptr, val]`."""
    __slots__ = ("align", "operation", "ordering", "syncscope")

    def __init__(self, operation: str, ptr: Value, val: Value, ordering: str,
                 syncscope: str | None = None, align: int | None = None, name: str | None = None) -> None:
        Instruction.__init__(self, "atomicrmw", val.type, (ptr, val), name)
        self.operation = operation
        self.ordering = ordering
        self.syncscope = syncscope
        self.align = align

    def _copy(self) -> AtomicRMWInst:
        ops = self.operands
        return AtomicRMWInst(self.operation, ops[0], ops[1], self.ordering, self.syncscope, self.align)


class GetElementPtrInst(Instruction):
    """Operands `[ptr, *indices]`."""
    __slots__ = ("source_type",)

    def __init__(self, type: Type, source_type: Type, ptr: Value, indices: Iterable[Value],
                 name: str | None = None) -> None:
        Instruction.__init__(self, "getelementptr", type, (ptr, *indices), name)
        self.source_type = source_type

    def _copy(self) -> GetElementPtrInst:
        ops = self.operands
        return GetElementPtrInst(self.type, self.source_type, ops[0], ops[1:])

    @property
    def pointer(self) -> Value:
        return self.operands[0]

    @property
    def indices(self) -> list[Value]:
        return self.operands[1:]


class _CallBase(Instruction):
    """Shared by call/invoke/callbr: operands `[*args, *bundle operands, *dests, callee]`."""
    __slots__ = (
        "addrspace",
        "bundle_spec",
        "callconv",
        "fn_attrs",
        "function_type",
        "num_args",
        "param_attrs",
        "ret_attrs",
    )

    def _init_call(self, function_type: FunctionType, callconv: str | None,
                   ret_attrs: AttributeSet | None, param_attrs: list[AttributeSet] | None,
                   fn_attrs: AttributeSet | None, num_args: int,
                   bundle_spec: Iterable[tuple[str, int]]) -> None:
        self.function_type = function_type
        self.callconv = callconv or "ccc"
        self.ret_attrs = ret_attrs if ret_attrs is not None else AttributeSet()
        self.param_attrs = param_attrs if param_attrs is not None else [AttributeSet() for _ in range(num_args)]
        self.fn_attrs = fn_attrs if fn_attrs is not None else AttributeSet()
        self.num_args = num_args
        self.bundle_spec = list(bundle_spec)  # [(tag, operand count)]
        self.addrspace = 0

    def _copied_attrs(self) -> tuple[AttributeSet, list[AttributeSet], AttributeSet]:
        """Copies of the return, parameter and function attribute sets, for `_copy`."""
        return self.ret_attrs.copy(), [a.copy() for a in self.param_attrs], self.fn_attrs.copy()

    @property
    def callee(self) -> Value:
        return self.operands[-1]

    @property
    def args(self) -> list[Value]:
        return self.operands[:self.num_args]

    @property
    def bundles(self) -> list[tuple[str, list[Value]]]:
        out: list[tuple[str, list[Value]]] = []
        i = self.num_args
        for tag, n in self.bundle_spec:
            out.append((tag, self.operands[i:i + n]))
            i += n
        return out

    @property
    def _dest_start(self) -> int:
        return self.num_args + sum(n for _, n in self.bundle_spec)

    def called_function(self) -> Function | None:
        """The Function called directly, or None for an indirect call."""
        c = self.callee
        return c if isinstance(c, Function) else None


class CallInst(_CallBase):
    __slots__ = ("tail",)

    def __init__(self, type: Type, function_type: FunctionType, callee: Value, args: Sequence[Value],
                 name: str | None = None, callconv: str = "ccc", ret_attrs: AttributeSet | None = None,
                 param_attrs: list[AttributeSet] | None = None, fn_attrs: AttributeSet | None = None,
                 bundles: Sequence[tuple[str, Sequence[Value]]] = (), tail: str | None = None) -> None:
        bvals = [v for _, vs in bundles for v in vs]
        Instruction.__init__(self, "call", type, (*args, *bvals, callee), name)
        self._init_call(function_type, callconv, ret_attrs, param_attrs, fn_attrs, len(args),
                        [(t, len(vs)) for t, vs in bundles])
        self.tail = tail

    def _copy(self) -> CallInst:
        ret, params, fn = self._copied_attrs()
        ops = self.operands
        new = CallInst(self.type, self.function_type, ops[-1], ops[:self.num_args], None, self.callconv,
                       ret, params, fn, self.bundles, self.tail)
        new.addrspace = self.addrspace
        return new


class InvokeInst(_CallBase):
    """`invoke`: operands `[*args, *bundle operands, normal, unwind, callee]`."""
    __slots__ = ()
    is_terminator = True

    def __init__(self, type: Type, function_type: FunctionType, callee: Value, args: Sequence[Value],
                 normal: BasicBlock, unwind: BasicBlock, name: str | None = None, callconv: str = "ccc",
                 ret_attrs: AttributeSet | None = None, param_attrs: list[AttributeSet] | None = None,
                 fn_attrs: AttributeSet | None = None,
                 bundles: Sequence[tuple[str, Sequence[Value]]] = ()) -> None:
        bvals = [v for _, vs in bundles for v in vs]
        Instruction.__init__(self, "invoke", type, (*args, *bvals, normal, unwind, callee), name)
        self._init_call(function_type, callconv, ret_attrs, param_attrs, fn_attrs, len(args),
                        [(t, len(vs)) for t, vs in bundles])

    def _copy(self) -> InvokeInst:
        ret, params, fn = self._copied_attrs()
        ops = self.operands
        new = InvokeInst(self.type, self.function_type, ops[-1], ops[:self.num_args], self.normal_dest,
                         self.unwind_dest, None, self.callconv, ret, params, fn, self.bundles)
        new.addrspace = self.addrspace
        return new

    @property
    def normal_dest(self) -> BasicBlock:
        return _block(self.operands[-3])

    @property
    def unwind_dest(self) -> BasicBlock:
        return _block(self.operands[-2])


class CallBrInst(_CallBase):
    """`callbr`: operands `[*args, *bundle operands, default, *indirect, callee]`."""
    __slots__ = ()
    is_terminator = True

    def __init__(self, type: Type, function_type: FunctionType, callee: Value, args: Sequence[Value],
                 default: BasicBlock, indirect: Iterable[BasicBlock], name: str | None = None,
                 callconv: str = "ccc", ret_attrs: AttributeSet | None = None,
                 param_attrs: list[AttributeSet] | None = None, fn_attrs: AttributeSet | None = None,
                 bundles: Sequence[tuple[str, Sequence[Value]]] = ()) -> None:
        bvals = [v for _, vs in bundles for v in vs]
        Instruction.__init__(self, "callbr", type, (*args, *bvals, default, *indirect, callee), name)
        self._init_call(function_type, callconv, ret_attrs, param_attrs, fn_attrs, len(args),
                        [(t, len(vs)) for t, vs in bundles])

    def _copy(self) -> CallBrInst:
        ret, params, fn = self._copied_attrs()
        ops = self.operands
        new = CallBrInst(self.type, self.function_type, ops[-1], ops[:self.num_args], self.default_dest,
                         self.indirect_dests, None, self.callconv, ret, params, fn, self.bundles)
        new.addrspace = self.addrspace
        return new

    @property
    def default_dest(self) -> BasicBlock:
        return _block(self.operands[self._dest_start])

    @property
    def indirect_dests(self) -> list[BasicBlock]:
        return [_block(b) for b in self.operands[self._dest_start + 1:-1]]


class ReturnInst(Instruction):
    __slots__ = ()
    is_terminator = True

    def __init__(self, value: Value | None = None) -> None:
        Instruction.__init__(self, "ret", VOID, () if value is None else (value,))

    def _copy(self) -> ReturnInst:
        return ReturnInst(self.operands[0] if self.operands else None)

    @property
    def return_value(self) -> Value | None:
        return self.operands[0] if self.operands else None


class BranchInst(Instruction):
    """Operands `[dest]` or `[cond, iftrue, iffalse]`."""
    __slots__ = ()
    is_terminator = True

    def __init__(self, *ops: Value) -> None:
        Instruction.__init__(self, "br", VOID, ops)

    def _copy(self) -> BranchInst:
        return BranchInst(*self.operands)

    @property
    def is_conditional(self) -> bool:
        return len(self.operands) == 3


class SwitchInst(Instruction):
    """Operands `[cond, default, c0, bb0, c1, bb1, ...]`."""
    __slots__ = ()
    is_terminator = True

    def __init__(self, cond: Value, default: BasicBlock,
                 cases: Iterable[tuple[Value, BasicBlock]] = ()) -> None:
        ops: list[Value] = [cond, default]
        for c, b in cases:
            ops += (c, b)
        Instruction.__init__(self, "switch", VOID, ops)

    def _copy(self) -> SwitchInst:
        new = SwitchInst(self.operands[0], self.default)
        for op in self.operands[2:]:
            new.append_operand(op)
        return new

    @property
    def default(self) -> BasicBlock:
        return _block(self.operands[1])

    @property
    def cases(self) -> list[tuple[ConstantInt, BasicBlock]]:
        ops = self.operands
        return [(ops[i], ops[i + 1]) for i in range(2, len(ops), 2)]  # type: ignore[misc]  # [cond, default, (ConstantInt, block)*]


class IndirectBrInst(Instruction):
    __slots__ = ()
    is_terminator = True


class UnreachableInst(Instruction):
    __slots__ = ()
    is_terminator = True

    def __init__(self) -> None:
        Instruction.__init__(self, "unreachable", VOID)

    def _copy(self) -> UnreachableInst:
        return UnreachableInst()


class ExtractValueInst(Instruction):
    __slots__ = ("indices",)

    def __init__(self, type: Type, agg: Value, indices: Iterable[int], name: str | None = None) -> None:
        Instruction.__init__(self, "extractvalue", type, (agg,), name)
        self.indices = tuple(indices)

    def _copy(self) -> ExtractValueInst:
        return ExtractValueInst(self.type, self.operands[0], self.indices)


class InsertValueInst(Instruction):
    __slots__ = ("indices",)

    def __init__(self, agg: Value, val: Value, indices: Iterable[int], name: str | None = None) -> None:
        Instruction.__init__(self, "insertvalue", agg.type, (agg, val), name)
        self.indices = tuple(indices)

    def _copy(self) -> InsertValueInst:
        ops = self.operands
        return InsertValueInst(ops[0], ops[1], self.indices)


class ExtractElementInst(Instruction):
    __slots__ = ()


class InsertElementInst(Instruction):
    __slots__ = ()


class ShuffleVectorInst(Instruction):
    """Operands `[v1, v2]`; `.mask` tuple of int, -1 for an undef/poison lane."""
    __slots__ = ("mask",)

    def __init__(self, type: Type, v1: Value, v2: Value, mask: Iterable[int],
                 name: str | None = None) -> None:
        Instruction.__init__(self, "shufflevector", type, (v1, v2), name)
        self.mask = tuple(mask)

    def _copy(self) -> ShuffleVectorInst:
        ops = self.operands
        return ShuffleVectorInst(self.type, ops[0], ops[1], self.mask)


class VAArgInst(Instruction):
    __slots__ = ()


class FreezeInst(Instruction):
    __slots__ = ()


BasicBlock._branch_class = BranchInst  # split_block ends the head with `br new`
