"""`argpromotion` (CGSCC): pass by value the pointer arguments a function only loads from.

After LLVM's ArgumentPromotion, restricted to the common case. A pointer parameter of
a function with local linkage (internal/private), not varargs, whose every use is a
direct call of it with the same function type, and that does not call itself, is
promoted when its only uses are non-volatile, non-atomic loads of one type `T`, each
in the entry block with no instruction that may write memory before it (so the value
loaded equals the value at entry; and a load in the entry block runs on every call, so
loading in the caller cannot fault where the callee would not). `byval`, `inalloca`,
`preallocated`, `sret` and `nest` parameters are left alone.

Rewrite: a new function with `T` in place of the pointer replaces the old one (same
name, attributes, body moved over); each load becomes the new parameter; every caller
loads `T` from its actual argument just before the call. Statistics: "Number of
pointer arguments promoted". Contract: callers and the callee change; the call graph
is updated through the CGSCC analysis manager.
"""
from __future__ import annotations

from pyllc.ir import CallInst, Function, Instruction, InvokeInst, LoadInst
from pyllc.ir.attributes import AttributeSet
from pyllc.ir.module import Module
from pyllc.ir.types import FunctionType, Type
from pyllc.ir.values import Argument
from pyllc.opt.ipo.cgscc import SCC, CGSCCAnalysisManager, CGSCCPass
from pyllc.opt.passmanager import AnalysisManager, PreservedAnalyses
from pyllc.opt.traits import may_write_memory

SKIP_ATTRS = ("byval", "inalloca", "preallocated", "sret", "nest", "swiftself", "swifterror")


def _call_sites(f: Function) -> list[Instruction] | None:
    sites: list[Instruction] = []
    for u in f.unique_users():
        if not isinstance(u, (CallInst, InvokeInst)) or u.operands[-1] is not f \
                or u.function_type is not f.function_type or u.bundles \
                or any(u.operands[k] is f for k in range(len(u.operands) - 1)):
            return None
        if u.function is f:
            return None
        sites.append(u)
    return sites


def _promotable(a: Argument, f: Function) -> tuple[Type, int | None] | None:
    """(loaded type, the loads' smallest alignment) when `a` can be promoted."""
    if not a.type.is_pointer or any(k in a.attrs for k in SKIP_ATTRS) or not a.has_uses():
        return None
    entry = f.entry
    assert entry is not None
    ty: Type | None = None
    align: int | None = None
    loads: set[int] = set()
    for u in a.unique_users():
        if not isinstance(u, LoadInst) or u.parent is not entry or u.ordering is not None \
                or "volatile" in u.flags or (ty is not None and u.type is not ty):
            return None
        ty = u.type
        align = u.align if align is None else min(align, u.align or align)
        loads.add(id(u))
    for i in entry:
        if id(i) in loads:
            loads.discard(id(i))
            if not loads:
                break
        elif may_write_memory(i):
            return None
    return None if ty is None else (ty, align)


class ArgPromotion(CGSCCPass):
    """Promote pointer arguments that are only loaded to by-value ones (module docstring)."""
    name = "argpromotion"

    def run(self, unit: SCC, am: AnalysisManager[SCC]) -> PreservedAnalyses:
        assert isinstance(am, CGSCCAnalysisManager)
        changed = False
        for k, f in enumerate(list(unit.functions)):
            if am.is_deleted(f) or f.is_declaration or f.linkage not in ("internal", "private") \
                    or f.is_vararg or "optnone" in f.fn_attrs:
                continue
            sites = _call_sites(f)
            if sites is None:
                continue
            promo = {a.index: t for a in f.args if (t := _promotable(a, f)) is not None}
            if not promo:
                continue
            nf = _promote(f, promo, sites, am)
            unit.functions[k] = nf
            am.scc_of[id(nf)] = unit
            am.instr.stats.add(self.name, "Number of pointer arguments promoted", len(promo))
            changed = True
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


def _promote(f: Function, promo: dict[int, tuple[Type, int | None]], sites: list[Instruction],
             am: CGSCCAnalysisManager) -> Function:
    m = f.parent
    assert isinstance(m, Module)
    params = [promo[a.index][0] if a.index in promo else a.type for a in f.args]
    fty = FunctionType.get(f.function_type.ret, params, False)
    names = [f"{a.name}.val" if a.index in promo and a.name else a.name for a in f.args]
    nf = Function(f.name, fty, f.addrspace, arg_names=names)
    for attr in ("linkage", "visibility", "unnamed_addr", "section", "align", "callconv", "gc",
                 "dso_local", "comdat", "partition"):
        setattr(nf, attr, getattr(f, attr))
    nf.fn_attrs = f.fn_attrs.copy()
    nf.ret_attrs = f.ret_attrs.copy()
    nf.metadata = dict(f.metadata)
    nf.personality = f.personality
    for a, na in zip(f.args, nf.args):
        if a.index in promo:
            for ld in list(a.unique_users()):
                assert isinstance(ld, Instruction)
                ld.replace_all_uses_with(na)
                ld.erase_from_parent()
        else:
            na.attrs.merge(a.attrs)
            a.replace_all_uses_with(na)
    nf.blocks = f.blocks
    for bb in nf.blocks:
        bb.parent = nf
    f.blocks = []
    for s in sites:
        _rewrite_site(s, nf, promo)
    # the new function takes the old one's place in the module and the call graph
    idx = next(j for j, g in enumerate(m.functions) if g is f)
    m.functions[idx] = nf
    nf.parent = m
    if f.name is not None:
        m._symbols[f.name] = nf
    f.parent = None
    am.cg.remove_function(f)
    am.fam.clear(f)
    am.cg.node(nf)
    am.cg.refresh(nf)
    for s in sites:
        caller = s.function
        if caller is not None:
            am.cg.refresh(caller)
            am.fam.clear(caller)
    return nf


def _rewrite_site(s: Instruction, nf: Function, promo: dict[int, tuple[Type, int | None]]) -> None:
    old_args = s.args  # type: ignore[attr-defined]
    args = []
    pattrs: list[AttributeSet] = []
    for k, v in enumerate(old_args):
        if k in promo:
            ld = LoadInst(promo[k][0], v, promo[k][1], name=f"{v.name}.val" if v.name else None)
            ld.insert_before(s)
            args.append(ld)
            pattrs.append(AttributeSet())
        else:
            args.append(v)
            pattrs.append(s.param_attrs[k].copy() if k < len(s.param_attrs) else AttributeSet())  # type: ignore[attr-defined]
    new: Instruction
    if isinstance(s, InvokeInst):
        new = InvokeInst(s.type, nf.function_type, nf, args, s.normal_dest, s.unwind_dest, None,
                         s.callconv, s.ret_attrs.copy(), pattrs, s.fn_attrs.copy())
    else:
        assert isinstance(s, CallInst)
        new = CallInst(s.type, nf.function_type, nf, args, None, s.callconv, s.ret_attrs.copy(),
                       pattrs, s.fn_attrs.copy(), (), s.tail)
    new.metadata = dict(s.metadata)
    new.insert_before(s)
    s.replace_all_uses_with(new)
    new.name = s.name
    s.erase_from_parent()
