"""`globalopt`: optimize globals whose every use is known.

As LLVM's GlobalOptPass, repeated until nothing changes:
- functions: delete dead discardable ones (and unused declarations), remove blocks
  unreachable from the entry, give `unnamed_addr` (local definitions) or
  `local_unnamed_addr` (the rest) to functions and variables whose address is never
  compared, and switch local functions whose address is never taken, that are not
  variadic, use the C convention and are only called by `call` (no invoke, no musttail)
  to `fastcc`, call sites included;
- internal variables (GlobalStatus analysis, globalstatus.py): never loaded → the
  stores (and memsets/memcpys into it) go and so does the global; only ever stored
  its initializer → marked `constant` and loads folded to the initializer; `undef`
  initializer and one constant stored → that constant becomes the initializer; an
  integer global holding its initializer or one other constant → an `i1` global
  (`store C` becomes `store i1 true`, loads become `zext` or `select`); a single-value
  global used only in an external `main` marked `norecurse`, loaded only after a store
  that dominates the load → an `alloca` in main;
- aliases: uses of a non-interposable alias go to its aliasee; dead local aliases go.
Not done (LLVM does): SRA of aggregate globals, malloc-to-global, the once-stored
pointer trick (optimizeOnceStoredGlobal), static constructor evaluation, coldcc,
empty C++ destructor removal, `nest` attribute removal.

Statistics as LLVM's (NumDeleted, NumFnDeleted, NumMarked, NumSubstitute,
NumShrunkToBool, NumLocalized, NumUnnamed, NumFastCallFns, NumAliasesResolved,
NumAliasesRemoved).
Contract: module pass; preserves nothing when it changes the module.
"""
from __future__ import annotations

from pyllc.ir import (
    AllocaInst,
    CallInst,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    Function,
    GlobalValue,
    GlobalVariable,
    Instruction,
    LoadInst,
    StoreInst,
    UndefValue,
)
from pyllc.ir.datalayout import DataLayout
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.instructions import CastInst, SelectInst
from pyllc.ir.module import Module
from pyllc.ir.types import I1, I32, IntType
from pyllc.ir.values import Value
from pyllc.opt.globals.common import (
    DeferredErase,
    all_globals,
    comdat_key,
    has_address_taken,
    has_local_linkage,
    is_discardable_if_unused,
    is_interposable,
    remove_dead_constant_users,
    same_constant,
)
from pyllc.opt.globals.globalstatus import (
    INIT_STORED,
    STORED_ONCE,
    GlobalStatus,
    analyze_global,
    fold_load_at,
    gep_offset,
)
from pyllc.opt.irutil import reachable_blocks, remove_blocks
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses, Statistics


class GlobalOpt(ModulePass):
    """Optimize internal globals and functions whose uses are all known."""
    name = "globalopt"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        st = am.instr.stats
        changed = False
        while True:
            step = _Round(unit, st, self.name)
            progress = step.run()
            step.eraser.flush()
            if not progress:
                break
            changed = True
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


class _Round:
    """One sweep over functions, variables and aliases."""

    def __init__(self, m: Module, stats: Statistics, name: str) -> None:
        self.m = m
        self.stats = stats
        self.pass_name = name
        self.eraser = DeferredErase(m)
        self.keep_comdats = {comdat_key(g) for g in all_globals(m)
                             if comdat_key(g) is not None and not is_discardable_if_unused(g)}

    def stat(self, what: str, n: int = 1) -> None:
        self.stats.add(self.pass_name, what, n)

    def run(self) -> bool:
        changed = self.functions()
        changed = self.variables() or changed
        return self.aliases() or changed

    # ---- deletion
    def dead(self, g: GlobalValue) -> bool:
        remove_dead_constant_users(g)
        if not is_discardable_if_unused(g) and not g.is_declaration:
            return False
        key = comdat_key(g)
        if key is not None and not has_local_linkage(g) and key in self.keep_comdats:
            return False
        return not g.users and not (g.name or "").startswith("llvm.")

    # ---- functions
    def functions(self) -> bool:
        changed = False
        dead: list[GlobalValue] = []
        for f in self.m.functions:
            if self.dead(f):
                dead.append(f)
                self.stat("Number of functions deleted")
                continue
            if f.blocks:
                live = reachable_blocks(f)
                if len(live) != len(f.blocks):
                    ids = {id(b) for b in live}
                    remove_blocks(f, [b for b in f.blocks if id(b) not in ids])
                    changed = True
            if (f.name or "").startswith("llvm."):
                continue
            gs = analyze_global(f)
            if gs is not None:
                changed = self.unnamed(f, gs) or changed
            if has_local_linkage(f) and _changeable_cc(f):
                f.callconv = "fastcc"
                for u in f.unique_users():
                    if isinstance(u, CallInst):
                        u.callconv = "fastcc"
                self.stat("Number of functions changed to fast cc")
                changed = True
        for dead_fn in dead:
            self.eraser.erase(dead_fn)
        return changed or bool(dead)

    def unnamed(self, g: GlobalValue, gs: GlobalStatus) -> bool:
        if gs.is_compared or g.unnamed_addr == "unnamed_addr":
            return False
        want = "unnamed_addr" if has_local_linkage(g) else "local_unnamed_addr"
        if g.unnamed_addr == want:
            return False
        g.unnamed_addr = want
        self.stat("Number of globals marked unnamed_addr")
        return True

    # ---- variables
    def variables(self) -> bool:
        changed = False
        for g in list(self.m.globals):
            if g.parent is not self.m:
                continue
            if self.dead(g):
                self.eraser.erase(g)
                self.stat("Number of globals deleted")
                changed = True
                continue
            if (g.name or "").startswith("llvm."):
                continue
            gs = analyze_global(g)
            if gs is None:
                continue
            changed = self.unnamed(g, gs) or changed
            if has_local_linkage(g) and not g.is_constant and g.initializer is not None:
                changed = self.internal_global(g, gs) or changed
        return changed

    def internal_global(self, g: GlobalVariable, gs: GlobalStatus) -> bool:
        if _localize(self.m, g, gs, self.eraser):
            self.stat("Number of globals localized")
            return True
        init = g.initializer
        assert init is not None
        # Report a change only when there was one (LLVM's `Changed`): a global that is
        # only compared, or atomic, keeps its users, and `run` iterates to a fixed point.
        if not gs.is_loaded:
            changed = _cleanup_users(g, None, self.m.datalayout)
            if not g.users:
                self.eraser.erase(g)
                self.stat("Number of globals deleted")
                changed = True
            return changed
        if gs.stored <= INIT_STORED:
            changed = False
            if not gs.atomic:
                g.is_constant = True
                self.stat("Number of globals marked constant")
                changed = True
            changed = _cleanup_users(g, init, self.m.datalayout) or changed
            if not g.users:
                self.eraser.erase(g)
                self.stat("Number of globals deleted")
                changed = True
            return changed
        if not (g.value_type.is_int or g.value_type.is_float or g.value_type.is_pointer):
            return False
        sov = gs.stored_once_value
        if gs.stored == STORED_ONCE and sov is not None and _is_plain_constant(sov):
            if isinstance(init, UndefValue) and sov.type is g.value_type:
                g.initializer = sov
                _cleanup_users(g, sov, self.m.datalayout)
                if not g.users:
                    self.eraser.erase(g)
                    self.stat("Number of globals deleted")
                self.stat("Number of globals replaced with constant")
                return True
            if not gs.atomic and _shrink_to_bool(g, sov):
                self.stat("Number of globals shrunk to boolean")
                return True
        return False

    # ---- aliases
    def aliases(self) -> bool:
        changed = False
        dead: list[GlobalValue] = []
        for a in self.m.aliases:
            target = _strip_casts(a.aliasee)
            if not isinstance(target, GlobalValue) or is_interposable(a) \
                    or target.type is not a.type:
                continue
            if a.users:
                a.replace_all_uses_with(target)
                self.stat("Number of global aliases resolved")
                changed = True
            if has_local_linkage(a) and not a.users:
                dead.append(a)
                self.stat("Number of global aliases removed")
        for dead_alias in dead:
            self.eraser.erase(dead_alias)
        return changed or bool(dead)


def _strip_casts(v: Value | None) -> Value | None:
    while isinstance(v, ConstantExpr) and v.opcode in ("bitcast", "addrspacecast"):
        v = v.operands[0]
    return v


def _is_plain_constant(v: Value) -> bool:
    return isinstance(v, ConstantInt | ConstantFP | ConstantPointerNull)


def _changeable_cc(f: Function) -> bool:
    """LLVM's hasChangeableCC: C convention, not variadic, only direct `call`s."""
    if f.callconv != "ccc" or f.is_vararg or not f.blocks:
        return False
    if any(a in ("inalloca", "preallocated") for pa in f.param_attrs for a in pa):
        return False
    if "naked" in f.fn_attrs:
        return False
    for u in f.unique_users():
        if type(u).__name__ == "BlockAddress":
            continue
        if not isinstance(u, CallInst) or u.tail == "musttail":
            return False
    for bb in f.blocks:
        for i in bb.instructions:
            if isinstance(i, CallInst) and i.tail == "musttail":
                return False
    return not has_address_taken(f)


def _cleanup_users(v: Value, init: Value | None, dl: DataLayout, offset: int | None = 0) -> bool:
    """Fold loads of `v` to the part of `init` they read (when `init` is given; `offset`:
    v's byte offset into the global, None when unknown), erase stores and mem intrinsics
    writing it, and erase GEPs/casts left without users (LLVM's
    CleanupConstantGlobalUsers). True when it changed something."""
    before = len(v.users)
    changed = False
    for u in v.unique_users():
        if (isinstance(u, ConstantExpr | Instruction) and u.opcode in _ADDR_OPS
                and u.operands[0] is v):
            sub = offset
            if u.opcode == "getelementptr":
                delta = gep_offset(u, dl)
                sub = None if delta is None or offset is None else offset + delta
            changed = _cleanup_users(u, init, dl, sub) or changed
            if isinstance(u, Instruction) and not u.users:
                u.erase_from_parent()
            continue
        if not isinstance(u, Instruction):
            continue
        if isinstance(u, LoadInst) and init is not None and u.operands[0] is v:
            c = fold_load_at(init, offset, u.type, dl)
            if c is not None:
                u.replace_all_uses_with(c)
                u.erase_from_parent()
        elif isinstance(u, StoreInst) and u.operands[1] is v:
            u.erase_from_parent()
        elif isinstance(u, CallInst) and u.args and u.args[0] is v:
            callee = u.callee
            if isinstance(callee, Function) and (callee.name or "").startswith(
                    ("llvm.memset.", "llvm.memcpy.", "llvm.memmove.")):
                u.erase_from_parent()
    remove_dead_constant_users(v)
    return changed or len(v.users) != before


_ADDR_OPS = frozenset({"getelementptr", "bitcast", "addrspacecast"})


def _localize(m: Module, g: GlobalVariable, gs: GlobalStatus, eraser: DeferredErase) -> bool:
    """Turn a global used only by a norecurse external `main` into an alloca there."""
    f = gs.accessing_function
    t = g.value_type
    if (f is None or gs.multiple_functions or gs.has_non_instruction_user or f.name != "main"
            or f.linkage != "external" or "norecurse" not in f.fn_attrs or not f.blocks
            or g.addrspace != 0 or g.externally_initialized or g.thread_local is not None
            or not (t.is_int or t.is_float or t.is_pointer or t.is_vector) or gs.atomic):
        return False
    loads: list[Instruction] = []
    stores: list[Instruction] = []
    for u in gs.users:
        if isinstance(u, LoadInst) and u.operands[0] is g and u.type is t:
            loads.append(u)
        elif isinstance(u, StoreInst) and u.operands[1] is g and u.operands[0].type is t:
            stores.append(u)
        else:
            return False
    if loads:
        dt = DominatorTree(f)
        store_blocks: dict[int, list[Instruction]] = {}
        for s in stores:
            assert s.parent is not None
            store_blocks.setdefault(id(s.parent), []).append(s)
        for ld in loads:
            if not _dominated_by_store(ld, stores, store_blocks, dt):
                return False
    entry = f.blocks[0]
    first = entry.first
    assert first is not None
    align = g.align or m.datalayout.abi_align(t)
    alloca = AllocaInst(g.type, t, ConstantInt(I32, 1), align=align, name=None)
    alloca.insert_before(first)
    init = g.initializer
    if init is not None and not isinstance(init, UndefValue):
        StoreInst(init, alloca, align=align).insert_after(alloca)
    g.replace_all_uses_with(alloca)
    alloca.name = g.name if g.name and not g.name[0].isdigit() else None
    eraser.erase(g)
    return True


def _dominated_by_store(ld: Instruction, stores: list[Instruction],
                        by_block: dict[int, list[Instruction]], dt: DominatorTree) -> bool:
    b = ld.parent
    assert b is not None
    for s in by_block.get(id(b), ()):
        if s.comes_before(ld):
            return True
    return any(s.parent is not b and dt.dominates(s.parent, b) for s in stores)


def _shrink_to_bool(g: GlobalVariable, other: Value) -> bool:
    """Replace an integer global that only holds its initializer or `other` by an i1."""
    t = g.value_type
    init = g.initializer
    if not isinstance(t, IntType) or t.bits == 1 or init is None:
        return False
    for u in g.unique_users():
        if isinstance(u, LoadInst) and u.type is t:
            continue
        if isinstance(u, StoreInst) and u.operands[1] is g:
            val = u.operands[0]
            if _same(val, other) or _same(val, init) or isinstance(val, LoadInst) \
                    and val.operands[0] is g and val.type is t:
                continue
        return False
    new = g      # rewritten in place: same name, attributes and list position
    old_loads = [x for x in g.unique_users() if isinstance(x, LoadInst)]
    old_stores = [x for x in g.unique_users() if isinstance(x, StoreInst)]
    one_zero = getattr(init, "is_null_value", False) and isinstance(other, ConstantInt) \
        and other.value == 1
    made: dict[int, LoadInst] = {}
    names: dict[int, set[str]] = {}
    for u in old_loads:
        assert isinstance(u, LoadInst)
        nl = LoadInst(I1, new, align=1, ordering=u.ordering, syncscope=u.syncscope,
                      name=_fresh_name(u, names))
        nl.insert_before(u)
        name, u.name = u.name, None
        res: Instruction = (CastInst("zext", t, (nl,), name) if one_zero
                            else SelectInst("select", t, (nl, other, init), name))
        res.insert_before(u)
        made[id(res)] = nl
        u.replace_all_uses_with(res)
        u.erase_from_parent()
    for u in old_stores:
        assert isinstance(u, StoreInst)
        val = u.operands[0]
        sv: Value
        if id(val) in made:
            sv = made[id(val)]
        else:
            sv = ConstantInt(I1, 1 if _same(val, other) else 0)
        StoreInst(sv, new, align=1, ordering=u.ordering, syncscope=u.syncscope).insert_before(u)
        u.erase_from_parent()
    g.value_type = I1
    g.initializer = ConstantInt(I1, 0)
    return True


def _fresh_name(u: Instruction, cache: dict[int, set[str]]) -> str | None:
    """`<name>.b` for the i1 load replacing `u` (LLVM's spelling), unique in the function."""
    f = u.function
    if u.name is None or f is None:
        return None
    used = cache.get(id(f))
    if used is None:
        used = cache[id(f)] = {i.name for bb in f.blocks for i in bb.instructions if i.name}
        used.update(a.name for a in f.args if a.name)
        used.update(bb.name for bb in f.blocks if bb.name)
    base = f"{u.name}.b"
    name, n = base, 0
    while name in used:
        n += 1
        name = f"{base}{n}"
    used.add(name)
    return name


def _same(a: Value, b: Value) -> bool:
    return same_constant(a, b)
