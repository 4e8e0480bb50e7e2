"""`lower-global-dtors`: turn `@llvm.global_dtors` into constructors that register
the destructors with `__cxa_atexit`.

As LLVM's LowerGlobalDtorsPass (for targets without `.fini_array` support): the
entries `{ i32 priority, ptr dtor, ptr associated }` are grouped by priority
(ascending) and associated value; each group gets `call_dtors[.P][.assoc]`, a private
`void (ptr)` that calls the group's destructors in reverse order, and
`register_call_dtors[.P][.assoc]`, a private constructor that calls
`__cxa_atexit(call_dtors, null, @__dso_handle)` and traps (`llvm.trap`) when that
fails. The constructors are appended to `@llvm.global_ctors` with the same priority,
and `@llvm.global_dtors` is deleted. The suffix `.P` is omitted for the default
priority 65535.

Statistics: "Number of destructors lowered" (pyllc's own counter).
Contract: module pass; the destructors still run at exit, in the same order.
"""
from __future__ import annotations

from pyllc.ir import (
    BranchInst,
    CallInst,
    ConstantInt,
    ConstantPointerNull,
    Function,
    GlobalValue,
    GlobalVariable,
    ReturnInst,
    UnreachableInst,
)
from pyllc.ir.constants import Constant, ConstantArray, ConstantStruct
from pyllc.ir.instructions import ICmpInst
from pyllc.ir.module import Module
from pyllc.ir.types import I1, I8, I32, PTR, VOID, ArrayType, FunctionType, StructType
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.globals.common import erase_globals, unique_name
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses

_ENTRY = StructType.get((I32, PTR, PTR))


def _entries(gv: GlobalVariable) -> list[tuple[int, Value, Value]] | None:
    init = gv.initializer
    if init is None:
        return None
    out: list[tuple[int, Value, Value]] = []
    for e in init.operands if isinstance(init, ConstantArray) else ():
        if not isinstance(e, ConstantStruct) or len(e.operands) != 3:
            return None
        prio, fn, data = e.operands
        if not isinstance(prio, ConstantInt):
            return None
        out.append((prio.value, fn, data))
    return out


def _declare(m: Module, name: str, ft: FunctionType) -> Function:
    g = m.get_global(name)
    if isinstance(g, Function):
        return g
    f = Function(name, ft)
    m.add_global(f)
    return f


class LowerGlobalDtors(ModulePass):
    """Lower @llvm.global_dtors to __cxa_atexit registrations in @llvm.global_ctors."""
    name = "lower-global-dtors"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        gv = unit.get_global("llvm.global_dtors")
        if not isinstance(gv, GlobalVariable):
            return PreservedAnalyses.all()
        entries = _entries(gv)
        if entries is None:
            return PreservedAnalyses.all()
        groups: dict[tuple[int, int], tuple[int, Value, list[Value]]] = {}
        for prio, fn, data in entries:
            key = (prio, 0 if isinstance(data, ConstantPointerNull) else id(data))
            groups.setdefault(key, (prio, data, []))[2].append(fn)
        erase_globals(unit, [gv])
        if not groups:
            return PreservedAnalyses.none()
        dso = unit.get_global("__dso_handle")
        if dso is None:
            dso = GlobalVariable("__dso_handle", I8, None, is_constant=True)
            dso.linkage, dso.visibility = "extern_weak", "hidden"
            unit.add_global(dso)
        atexit = _declare(unit, "__cxa_atexit", FunctionType.get(I32, (PTR, PTR, PTR)))
        trap = _declare(unit, "llvm.trap", FunctionType.get(VOID, ()))
        for a in ("cold", "noreturn", "nounwind"):
            trap.fn_attrs.setdefault(a, None)
        new_ctors: list[Constant] = []
        for (prio, _), (_, data, fns) in sorted(groups.items(), key=lambda kv: kv[0][0]):
            suffix = "" if prio == 65535 else f".{prio}"
            if isinstance(data, GlobalValue) and data.name:
                suffix += f".{data.name}"
            call_dtors = self._call_dtors(unit, unique_name(unit, "call_dtors" + suffix), fns)
            reg = self._register(unit, unique_name(unit, "register_call_dtors" + suffix),
                                 call_dtors, atexit, trap, dso)
            new_ctors.append(ConstantStruct(_ENTRY, (ConstantInt(I32, prio), reg, data)))
        self._append_ctors(unit, new_ctors)
        am.instr.stats.add(self.name, "Number of destructors lowered", len(entries))
        return PreservedAnalyses.none()

    @staticmethod
    def _call_dtors(m: Module, name: str, fns: list[Value]) -> Function:
        f = Function(name, FunctionType.get(VOID, (PTR,)))
        f.linkage = "private"
        body = BasicBlock("body", f)
        f.blocks.append(body)
        vt = FunctionType.get(VOID, ())
        for fn in reversed(fns):
            body.append(CallInst(VOID, vt, fn, []))
        body.append(ReturnInst())
        m.add_global(f)
        return f

    @staticmethod
    def _register(m: Module, name: str, target: Function, atexit: Function, trap: Function,
                  dso: GlobalValue) -> Function:
        f = Function(name, FunctionType.get(VOID, ()))
        f.linkage = "private"
        entry, fail, ret = BasicBlock("entry", f), BasicBlock("fail", f), BasicBlock("return", f)
        f.blocks.extend((entry, fail, ret))
        call = CallInst(I32, atexit.function_type, atexit,
                        [target, ConstantPointerNull(PTR), dso], name="call")
        entry.append(call)
        bad = ICmpInst("icmp", I1, "ne", call, ConstantInt(I32, 0))
        entry.append(bad)
        entry.append(BranchInst(bad, fail, ret))
        fail.append(CallInst(VOID, trap.function_type, trap, []))
        fail.append(UnreachableInst())
        ret.append(ReturnInst())
        m.add_global(f)
        return f

    @staticmethod
    def _append_ctors(m: Module, new: list[Constant]) -> None:
        old = m.get_global("llvm.global_ctors")
        elems: list[Value] = []
        if isinstance(old, GlobalVariable) and isinstance(old.initializer, ConstantArray):
            elems = list(old.initializer.operands)
        if isinstance(old, GlobalVariable):
            erase_globals(m, [old])
        elems += new
        ty = ArrayType.get(len(elems), _ENTRY)
        g = GlobalVariable("llvm.global_ctors", ty, ConstantArray(ty, elems))
        g.linkage = "appending"
        m.add_global(g)
