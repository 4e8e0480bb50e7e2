"""IRBuilder: creates instructions and inserts them at a point, so passes need not wire use lists."""
from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from pyllc.ir.constants import ConstantInt
from pyllc.ir.instructions import (
    AllocaInst,
    BinaryOperator,
    BranchInst,
    CallInst,
    CastInst,
    ExtractElementInst,
    ExtractValueInst,
    FCmpInst,
    FreezeInst,
    GetElementPtrInst,
    ICmpInst,
    InsertElementInst,
    InsertValueInst,
    Instruction,
    LoadInst,
    PhiNode,
    ReturnInst,
    SelectInst,
    StoreInst,
    SwitchInst,
    UnaryOperator,
    UnreachableInst,
)
from pyllc.ir.types import I1, I32, PTR, VOID, FunctionType, Type, VectorType
from pyllc.ir.values import BasicBlock, Value

__all__ = ["IRBuilder"]

_I = TypeVar("_I", bound=Instruction)


class IRBuilder:
    """Insert before `before` in `block` (or at the block's end when `before` is None)."""
    __slots__ = ("before", "block")

    def __init__(self, block: BasicBlock | None = None, before: Instruction | None = None) -> None:
        self.block = block
        self.before = before

    def position_at_end(self, block: BasicBlock) -> None:
        self.block, self.before = block, None

    def position_before(self, inst: Instruction) -> None:
        self.block, self.before = inst.parent, inst

    def insert(self, inst: _I) -> _I:
        """Place `inst` at the insertion point and return it."""
        if self.block is None:
            raise ValueError("IRBuilder has no insertion point")
        if self.before is None:
            self.block.append(inst)
        else:
            inst.insert_before(self.before)
        return inst

    # ---- arithmetic ----
    def binop(self, opcode: str, a: Value, b: Value, name: str | None = None,
              flags: Iterable[str] = ()) -> Instruction:
        i = BinaryOperator(opcode, a.type, (a, b), name)
        i.flags.update(flags)
        return self.insert(i)

    def add(self, a: Value, b: Value, name: str | None = None, flags: Iterable[str] = ()) -> Instruction:
        return self.binop("add", a, b, name, flags)

    def sub(self, a: Value, b: Value, name: str | None = None, flags: Iterable[str] = ()) -> Instruction:
        return self.binop("sub", a, b, name, flags)

    def mul(self, a: Value, b: Value, name: str | None = None, flags: Iterable[str] = ()) -> Instruction:
        return self.binop("mul", a, b, name, flags)

    def and_(self, a: Value, b: Value, name: str | None = None) -> Instruction:
        return self.binop("and", a, b, name)

    def or_(self, a: Value, b: Value, name: str | None = None) -> Instruction:
        return self.binop("or", a, b, name)

    def xor(self, a: Value, b: Value, name: str | None = None) -> Instruction:
        return self.binop("xor", a, b, name)

    def shl(self, a: Value, b: Value, name: str | None = None, flags: Iterable[str] = ()) -> Instruction:
        return self.binop("shl", a, b, name, flags)

    def fneg(self, a: Value, name: str | None = None) -> Instruction:
        return self.insert(UnaryOperator("fneg", a.type, (a,), name))

    def icmp(self, pred: str, a: Value, b: Value, name: str | None = None) -> Instruction:
        t = VectorType.get(a.type.count, I1, a.type.scalable) if isinstance(a.type, VectorType) else I1
        return self.insert(ICmpInst("icmp", t, pred, a, b, name))

    def fcmp(self, pred: str, a: Value, b: Value, name: str | None = None) -> Instruction:
        t = VectorType.get(a.type.count, I1, a.type.scalable) if isinstance(a.type, VectorType) else I1
        return self.insert(FCmpInst("fcmp", t, pred, a, b, name))

    def cast(self, opcode: str, v: Value, to: Type, name: str | None = None) -> Instruction:
        return self.insert(CastInst(opcode, to, (v,), name))

    def select(self, c: Value, a: Value, b: Value, name: str | None = None) -> Instruction:
        return self.insert(SelectInst("select", a.type, (c, a, b), name))

    def freeze(self, v: Value, name: str | None = None) -> Instruction:
        return self.insert(FreezeInst("freeze", v.type, (v,), name))

    def phi(self, type: Type, incoming: Iterable[tuple[Value, BasicBlock]] = (),
            name: str | None = None) -> PhiNode:
        p = PhiNode("phi", type, [x for vb in incoming for x in vb], name)
        return self.insert(p)

    # ---- memory ----
    def alloca(self, type: Type, count: Value | None = None, align: int | None = None,
               name: str | None = None, ptr_type: Type = PTR) -> AllocaInst:
        return self.insert(AllocaInst(ptr_type, type, count or ConstantInt(I32, 1), align, name=name,
                                      explicit_count=count is not None))

    def load(self, type: Type, ptr: Value, align: int | None = None, name: str | None = None) -> LoadInst:
        return self.insert(LoadInst(type, ptr, align, name=name))

    def store(self, value: Value, ptr: Value, align: int | None = None) -> StoreInst:
        return self.insert(StoreInst(value, ptr, align))

    def gep(self, source_type: Type, ptr: Value, indices: Iterable[Value], name: str | None = None,
            inbounds: bool = False, result_type: Type | None = None) -> GetElementPtrInst:
        i = GetElementPtrInst(result_type or ptr.type, source_type, ptr, indices, name)
        if inbounds:
            i.flags.add("inbounds")
        return self.insert(i)

    def extract_value(self, agg: Value, indices: Iterable[int], type: Type,
                      name: str | None = None) -> ExtractValueInst:
        return self.insert(ExtractValueInst(type, agg, indices, name))

    def insert_value(self, agg: Value, val: Value, indices: Iterable[int],
                     name: str | None = None) -> InsertValueInst:
        return self.insert(InsertValueInst(agg, val, indices, name))

    def extract_element(self, vec: Value, idx: Value, name: str | None = None) -> ExtractElementInst:
        vt = vec.type
        if not isinstance(vt, VectorType):
            raise TypeError(f"extractelement of a non-vector '{vt}'")
        return self.insert(ExtractElementInst("extractelement", vt.elem, (vec, idx), name))

    def insert_element(self, vec: Value, elt: Value, idx: Value,
                       name: str | None = None) -> InsertElementInst:
        return self.insert(InsertElementInst("insertelement", vec.type, (vec, elt, idx), name))

    # ---- calls and control flow ----
    def call(self, function_type: FunctionType, callee: Value, args: Iterable[Value], name: str | None = None) -> CallInst:
        return self.insert(CallInst(function_type.ret, function_type, callee, list(args),
                                    None if function_type.ret is VOID else name))

    def ret(self, value: Value | None = None) -> ReturnInst:
        return self.insert(ReturnInst(value))

    def br(self, dest: BasicBlock) -> BranchInst:
        return self.insert(BranchInst(dest))

    def cond_br(self, cond: Value, t: BasicBlock, f: BasicBlock) -> BranchInst:
        return self.insert(BranchInst(cond, t, f))

    def switch(self, cond: Value, default: BasicBlock,
               cases: Iterable[tuple[ConstantInt, BasicBlock]] = ()) -> SwitchInst:
        return self.insert(SwitchInst(cond, default, cases))

    def unreachable(self) -> UnreachableInst:
        return self.insert(UnreachableInst())
