# mypy: disable-error-code="no-any-return"
"""How a global is used: LLVM's GlobalStatus, plus the load folding globalopt needs.

`analyze_global(gv)` walks every use of `gv` (through constant expressions, GEPs,
casts, phis and selects) and returns a `GlobalStatus`, or None when some use lets
the address escape or is not understood (stored as a value, passed to a call,
converted to an integer, volatile access...). Comparisons of the address are
allowed and recorded (`is_compared`), as LLVM does.

`fold_load(init, indices, ty)`: the constant a load of type `ty` reads at the constant
GEP path `indices` from a global initialized with `init`, or None; `fold_load_at(init,
offset, ty, dl)` the same at a byte offset (None offset: unknown, folds only when the
initializer is all zeros), with `gep_offset(gep, dl)` giving a constant GEP's offset.

Contract: pure queries, never modify the IR.
"""
from __future__ import annotations

from pyllc.ir import (
    CallInst,
    Constant,
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataString,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    ConstantVector,
    Function,
    GlobalValue,
    GlobalVariable,
    Instruction,
    PoisonValue,
    UndefValue,
)
from pyllc.ir.datalayout import DataLayout
from pyllc.ir.types import ArrayType, IntType, StructType, Type, VectorType
from pyllc.ir.values import Value
from pyllc.opt.globals.common import same_constant
from pyllc.record import field, record

NOT_STORED, INIT_STORED, STORED_ONCE, STORED = 0, 1, 2, 3
_CAST_LIKE = frozenset({"getelementptr", "bitcast", "addrspacecast"})


@record
class GlobalStatus:
    """What LLVM's GlobalStatus records about one global."""
    is_compared: bool = False
    is_loaded: bool = False
    stored: int = NOT_STORED
    stored_once_value: Value | None = None
    accessing_function: Function | None = None
    multiple_functions: bool = False
    has_non_instruction_user: bool = False
    atomic: bool = False
    #: every instruction that uses the global (directly or through casts/GEPs)
    users: list[Instruction] = field(default_factory=list)


def analyze_global(gv: GlobalValue) -> GlobalStatus | None:
    """The status of `gv`, or None if its address escapes or a use is not understood."""
    gs = GlobalStatus()
    seen_phis: set[int] = set()
    return gs if _analyze(gv, gv, gs, seen_phis) else None


def _callee_name(i: Instruction) -> str:
    c = i.operands[-1] if i.operands else None
    return c.name or "" if isinstance(c, Function) else ""


def _analyze(gv: GlobalValue, v: Value, gs: GlobalStatus, seen_phis: set[int]) -> bool:
    for u in v.unique_users():
        if isinstance(u, GlobalValue):
            return False            # named by an initializer / aliasee: the address escapes
        if isinstance(u, Constant):
            gs.has_non_instruction_user = True
            if isinstance(u, ConstantExpr) and u.opcode in _CAST_LIKE and u.operands[0] is v:
                if not _analyze(gv, u, gs, seen_phis):
                    return False
            elif u.users:
                return False
            continue
        if not isinstance(u, Instruction):
            return False            # metadata and the like: be conservative
        fn = u.function
        if gs.accessing_function is None:
            gs.accessing_function = fn
        elif gs.accessing_function is not fn:
            gs.multiple_functions = True
        gs.users.append(u)
        op = u.opcode
        if op == "load":
            if "volatile" in u.flags:
                return False
            gs.is_loaded = True
            gs.atomic = gs.atomic or getattr(u, "ordering", None) is not None
        elif op == "store":
            if u.operands[0] is v or "volatile" in u.flags:
                return False
            gs.atomic = gs.atomic or getattr(u, "ordering", None) is not None
            _record_store(gv, v, u.operands[0], gs)
        elif op in _CAST_LIKE:
            if u.operands[0] is not v:
                return False        # used as a GEP index
            if not _analyze(gv, u, gs, seen_phis):
                return False
        elif op in ("phi", "select"):
            if op == "select" and u.operands[0] is v:
                return False
            if id(u) not in seen_phis:
                seen_phis.add(id(u))
                if not _analyze(gv, u, gs, seen_phis):
                    return False
        elif op == "icmp":
            gs.is_compared = True
        elif op == "call" and isinstance(u, CallInst):
            name = _callee_name(u)
            if name.startswith(("llvm.memcpy.", "llvm.memmove.")):
                if "volatile" in u.flags or _is_true(u.args[3]):
                    return False
                if u.args[0] is v:
                    gs.stored = STORED
                if u.args[1] is v:
                    gs.is_loaded = True
            elif name.startswith("llvm.memset."):
                if u.args[0] is not v or _is_true(u.args[3]):
                    return False
                gs.stored = STORED
            elif u.callee is v and all(a is not v for a in u.args):
                gs.is_loaded = True
            else:
                return False
        else:
            return False
    return True


def _is_true(v: Value) -> bool:
    return isinstance(v, ConstantInt) and v.value == 1


def _record_store(gv: GlobalValue, ptr: Value, val: Value, gs: GlobalStatus) -> None:
    if ptr is not gv:
        gs.stored = STORED          # a store into part of the global
        return
    init = gv.initializer if isinstance(gv, GlobalVariable) else None
    if init is not None and same_constant(val, init):
        gs.stored = max(gs.stored, INIT_STORED)
    elif isinstance(val, Instruction) and val.opcode == "load" and val.operands[0] is gv:
        gs.stored = max(gs.stored, INIT_STORED)     # storing back what was loaded
    elif gs.stored < STORED_ONCE:
        gs.stored = STORED_ONCE
        gs.stored_once_value = val
    elif gs.stored == STORED_ONCE and gs.stored_once_value is not None \
            and (gs.stored_once_value is val or same_constant(gs.stored_once_value, val)):
        pass
    else:
        gs.stored = STORED


def fold_load(init: Value, indices: list[int], ty: Type) -> Constant | None:
    """The constant of type `ty` at the path `indices` (GEP indices after the first) of
    `init`, or None when the path or type does not line up with the initializer."""
    c: Value = init
    for k in indices:
        c2 = _element(c, k)
        if c2 is None:
            return None
        c = c2
    if c.type is ty and isinstance(c, Constant):
        return c
    return None


def _element(c: Value, k: int) -> Constant | None:
    t = c.type
    if isinstance(t, (ArrayType, VectorType)):
        if not 0 <= k < t.count:
            return None
        elem = t.elem
    elif isinstance(t, StructType):
        if t.elems is None or not 0 <= k < len(t.elems):
            return None
        elem = t.elems[k]
    else:
        return None
    if isinstance(c, ConstantAggregateZero):
        return _zero(elem)
    if isinstance(c, (UndefValue, PoisonValue)):
        return type(c)(elem)
    if isinstance(c, ConstantDataString):
        if isinstance(elem, IntType) and elem.bits == 8 and k < len(c.data):
            return ConstantInt(elem, c.data[k])
        return None
    if isinstance(c, (ConstantArray, ConstantStruct, ConstantVector)):
        op = c.operands[k] if k < len(c.operands) else None
        return op if isinstance(op, Constant) else None
    return None


def _zero(t: Type) -> Constant | None:
    if isinstance(t, IntType):
        return ConstantInt(t, 0)
    if t.is_pointer:
        return ConstantPointerNull(t)
    if t.is_float:
        return ConstantFP(t, 0)
    if t.is_aggregate or t.is_vector:
        return ConstantAggregateZero(t)
    return None


def gep_offset(gep: Value, dl: DataLayout) -> int | None:
    """The byte offset a GEP (instruction or constant expression) with constant indices
    adds to its base, or None."""
    src = getattr(gep, "source_type", None)
    idx = getattr(gep, "operands", [])[1:]
    ints = [i for i in idx if isinstance(i, ConstantInt)]
    if src is None or not idx or len(ints) != len(idx):
        return None
    off = ints[0].signed * dl.alloc_size(src)
    t: Type = src
    for k in ints[1:]:
        if isinstance(t, (ArrayType, VectorType)):
            t = t.elem
            off += k.signed * dl.alloc_size(t)
        elif isinstance(t, StructType) and t.elems is not None and 0 <= k.value < len(t.elems):
            off += dl.struct_layout(t)[0][k.value]
            t = t.elems[k.value]
        else:
            return None
    return off


def is_zero_initializer(c: Value) -> bool:
    return isinstance(c, ConstantAggregateZero) or getattr(c, "is_null_value", False) is True \
        or type(c).__name__ == "ConstantPointerNull"


def fold_load_at(init: Value, offset: int | None, ty: Type, dl: DataLayout) -> Constant | None:
    """The constant a load of scalar type `ty` at byte `offset` of `init` reads, or None."""
    if not (ty.is_int or ty.is_float or ty.is_pointer):
        return None
    if is_zero_initializer(init):
        if offset is None or offset >= 0 and offset + dl.type_size(ty) <= dl.type_size(init.type):
            return _zero(ty)
        return None
    if offset is None:
        return None
    c: Value = init
    while True:
        t = c.type
        if offset == 0 and t is ty:
            return c if isinstance(c, Constant) and not isinstance(c, UndefValue) else None
        if is_zero_initializer(c):
            return _zero(ty) if offset >= 0 and offset + dl.type_size(ty) <= dl.type_size(t) else None
        if isinstance(t, (ArrayType, VectorType)):
            es = dl.alloc_size(t.elem)
            if es == 0 or offset < 0:
                return None
            k = offset // es
            nxt = _element(c, k)
            offset -= k * es
        elif isinstance(t, StructType) and t.elems is not None:
            offs = dl.struct_layout(t)[0]
            k = -1
            for j, o in enumerate(offs):
                if o <= offset:
                    k = j
            if k < 0:
                return None
            nxt = _element(c, k)
            offset -= offs[k]
        else:
            return None
        if nxt is None or offset + dl.type_size(ty) > dl.type_size(nxt.type):
            return None
        c = nxt
