"""`rel-lookup-table-converter`: pointer lookup tables → tables of 32-bit offsets.

As LLVM's RelLookupTableConverterPass. It runs only where LLVM's
TargetTransformInfo::shouldBuildRelLookupTables says yes: position-independent code,
small code model, a 64-bit target that is not Darwin/AArch64 — of pyllc's targets
x86-64, AArch64 and RISC-V 64, never 32-bit SPARC. opt decides PIC from its
`-relocation-model` flag, not from the module, and defaults to static, so by default
the pass (like `opt-16 -passes=rel-lookup-table-converter`) changes nothing; spell
`rel-lookup-table-converter<pic>` for `opt-16 -relocation-model=pic`.

A table qualifies when it is a local, dso-local `constant` array of pointers whose
elements are (constant offsets from) local constant globals, whose one use is a
`getelementptr T, ptr @table, 0, %i` with one use, a load of a pointer with one use.
It becomes `@reltable.<function>` = `[N x i32]` of
`trunc(sub(ptrtoint elem, ptrtoint @reltable))`, and the load becomes
`call ptr @llvm.load.relative.iN(ptr @reltable, iN (%i << 2))`.

Statistics: "Number of lookup tables converted" (pyllc's own counter).
Contract: module pass; the loaded pointers are the same.
"""
from __future__ import annotations

from pyllc.ir import (
    CallInst,
    ConstantExpr,
    ConstantInt,
    Function,
    GlobalVariable,
    LoadInst,
)
from pyllc.ir.attributes import RawAttr
from pyllc.ir.constants import ConstantArray
from pyllc.ir.instructions import BinaryOperator, GetElementPtrInst
from pyllc.ir.module import Module
from pyllc.ir.types import I32, I64, PTR, ArrayType, FunctionType, IntType
from pyllc.ir.values import Value
from pyllc.opt.globals.common import erase_globals, has_local_linkage, unique_name
from pyllc.opt.passmanager import AnalysisManager, ModulePass, Pass, PreservedAnalyses

#: architectures (triple prefix) where LLVM builds relative lookup tables under PIC
REL_TABLE_ARCHS = ("x86_64", "aarch64", "riscv64")


def _base_global(c: Value) -> GlobalVariable | None:
    """The global `c` is a constant offset from (itself or a constant GEP of it)."""
    while isinstance(c, ConstantExpr) and c.opcode in ("getelementptr", "bitcast"):
        if c.opcode == "getelementptr" and not all(isinstance(o, ConstantInt) for o in c.operands[1:]):
            return None
        c = c.operands[0]
    return c if isinstance(c, GlobalVariable) else None


def _candidate(g: GlobalVariable) -> tuple[GetElementPtrInst, LoadInst] | None:
    init = g.initializer
    if (init is None or not g.is_constant or not has_local_linkage(g) or g.num_uses != 1
            or not isinstance(init, ConstantArray) or not isinstance(g.value_type, ArrayType)
            or not g.value_type.elem.is_pointer):
        return None
    for e in init.operands:
        base = _base_global(e)
        if base is None or not base.is_constant or not has_local_linkage(base):
            return None
    gep = g.users[0]
    if not isinstance(gep, GetElementPtrInst) or gep.num_uses != 1 or gep.operands[0] is not g \
            or gep.source_type is not g.value_type or len(gep.operands) != 3:
        return None
    first = gep.operands[1]
    if not isinstance(first, ConstantInt) or first.value != 0:
        return None
    load = gep.users[0]
    if not isinstance(load, LoadInst) or load.num_uses != 1 or not load.type.is_pointer \
            or load.operands[0] is not gep or "volatile" in load.flags:
        return None
    return gep, load


class RelLookupTableConverter(ModulePass):
    """Turn pointer lookup tables into relative ones (PIC, 64-bit targets only)."""
    name = "rel-lookup-table-converter"
    params_doc = "pic (as opt -relocation-model=pic; the default is static: no change)"

    def __init__(self, pic: bool = False) -> None:
        self.pic = pic

    @staticmethod
    def factory(params: str | None) -> Pass[Module]:
        if params not in (None, "pic", "static"):
            raise ValueError(f"invalid rel-lookup-table-converter parameter '{params}'")
        return RelLookupTableConverter(params == "pic")

    def applies(self, m: Module) -> bool:
        return self.pic and (m.triple or "").startswith(REL_TABLE_ARCHS)

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        if not self.applies(unit):
            return PreservedAnalyses.all()
        n = 0
        for g in list(unit.globals):
            found = _candidate(g)
            if found is not None:
                _convert(unit, g, *found)
                n += 1
        am.instr.stats.add(self.name, "Number of lookup tables converted", n)
        return PreservedAnalyses.none() if n else PreservedAnalyses.all()


def _convert(m: Module, g: GlobalVariable, gep: GetElementPtrInst, load: LoadInst) -> None:
    assert isinstance(g.value_type, ArrayType) and g.initializer is not None
    fn = load.function
    count = g.value_type.count
    ty = ArrayType.get(count, I32)
    rel = GlobalVariable(unique_name(m, f"reltable.{fn.name if fn else ''}"), ty, None,
                         is_constant=True)
    rel.linkage, rel.unnamed_addr, rel.align = "private", "unnamed_addr", 4
    elems: list[Value] = []
    init = g.initializer
    assert isinstance(init, ConstantArray)
    for e in init.operands:
        pe = ConstantExpr(I64, "ptrtoint", (e,))
        pt = ConstantExpr(I64, "ptrtoint", (rel,))
        elems.append(ConstantExpr(I32, "trunc", (ConstantExpr(I64, "sub", (pe, pt)),)))
    rel.initializer = ConstantArray(ty, elems)
    m.add_global(rel)
    m.globals.pop()                                   # where the old table stood, as LLVM
    m.globals.insert(m.globals.index(g), rel)
    idx = gep.operands[2]
    it = idx.type
    assert isinstance(it, IntType)
    shift = BinaryOperator("shl", it, (idx, ConstantInt(it, 2)), "reltable.shift")
    shift.insert_before(load)
    name = f"llvm.load.relative.i{it.bits}"
    intr = m.get_function(name)
    if intr is None:
        intr = Function(name, FunctionType.get(PTR, (PTR, it)))
        for a in ("nocallback", "nofree", "nosync", "nounwind", "willreturn"):
            intr.fn_attrs.add(a)
        intr.fn_attrs.add("memory", RawAttr("(argmem: read)"))
        m.add_global(intr)
    call = CallInst(PTR, intr.function_type, intr, [rel, shift], name="reltable.intrinsic")
    call.insert_before(load)
    load.replace_all_uses_with(call)
    load.erase_from_parent()
    gep.erase_from_parent()
    erase_globals(m, [g])
