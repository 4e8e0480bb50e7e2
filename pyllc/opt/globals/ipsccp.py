# mypy: disable-error-code="no-any-return"
"""`ipsccp`: interprocedural sparse conditional constant propagation.

The lattice and solver are sccp's (`pyllc.opt.sccp.Solver`, Wegman and Zadeck,
TOPLAS 1991), run over the whole module at once, with three more kinds of value
(LLVM's IPSCCP):
- arguments of local functions whose every use is a direct call (the callers are all
  known): an argument meets the values its executable call sites pass; such a
  function's body becomes executable only when an executable call reaches it;
- return values of functions with an exact definition: a call's result is the meet
  of the values its callee's executable `ret`s return;
- local, non-constant global variables used only by direct non-volatile loads and
  stores (whose value type is a scalar): the meet of the initializer and every
  executable store; loads read it. Loads from `constant` globals fold to the
  initializer (through one constant GEP).
A pointer to a global (function or variable) is a constant of the lattice, so a
function pointer or a string passed to a local function propagates.

Then, in every function: values found constant are replaced (calls kept when they have
side effects), constant arguments replaced inside the callee, branches on constants
folded, blocks never executable deleted (a function never called keeps only
`unreachable`), the returns of local functions whose every call result was replaced
return `undef`, and constant tracked globals lose their stores and are deleted.

Statistics as LLVM's: "Number of instructions removed", "Number of basic blocks
unreachable", "Number of arguments constant propagated", "Number of globals found to be
constant", plus "Number of return values zapped".
Contract: module pass; preserves nothing when it changes the module.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.ir import (
    Argument,
    BranchInst,
    CallInst,
    ConstantExpr,
    ConstantInt,
    ConstantPointerNull,
    Function,
    GlobalValue,
    GlobalVariable,
    Instruction,
    LoadInst,
    ReturnInst,
    StoreInst,
    UndefValue,
    UnreachableInst,
)
from pyllc.ir.datalayout import DataLayout
from pyllc.ir.module import Module
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.globals.common import (
    erase_globals,
    has_address_taken,
    has_exact_definition,
    has_local_linkage,
)
from pyllc.opt.globals.globalstatus import fold_load_at, gep_offset
from pyllc.opt.irutil import has_address_taken as block_address_taken
from pyllc.opt.irutil import remove_blocks
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses
from pyllc.opt.sccp import OVER, UNKNOWN, Solver, _same
from pyllc.opt.simplifycfg import retarget
from pyllc.opt.traits import has_side_effects

_SPECIAL = frozenset({"phi", "select", "call", "load", "store", "ret"})


def _scalar(t: Any) -> bool:
    return bool(t.is_int or t.is_float or t.is_pointer)


class IPSolver(Solver):
    """sccp's solver over a module, tracking arguments, returns and globals."""

    def __init__(self, m: Module) -> None:
        super().__init__(None)
        self.m = m
        defined = [f for f in m.functions if f.blocks]
        self.defined = defined
        self.arg_tracked: set[int] = {
            id(f) for f in defined
            if has_local_linkage(f) and not f.is_vararg and _only_direct_calls(f)
            and "naked" not in f.fn_attrs}
        self.ret_tracked: set[int] = {
            id(f) for f in defined
            if has_exact_definition(f) and not f.function_type.ret.is_void
            and _scalar(f.function_type.ret) and "naked" not in f.fn_attrs}
        self.rets: dict[int, Any] = {}
        self.ret_callers: dict[int, list[Instruction]] = {}
        self.gstate: dict[int, Any] = {}
        self.tracked_globals = [g for g in m.globals if _trackable_global(g)]
        for g in self.tracked_globals:
            assert g.initializer is not None
            self.gstate[id(g)] = self.value(g.initializer)
        self.pending: dict[int, BasicBlock] = {}
        self.const_exprs: dict[tuple[int], ConstantExpr] = {}

    # ---- lattice reads
    def value(self, v: Value) -> Any:
        if isinstance(v, Instruction):      # the common case first (as Solver.value)
            return self.state.get(id(v), UNKNOWN)
        if isinstance(v, Argument):
            if v.parent is not None and id(v.parent) in self.arg_tracked \
                    and not any(k in v.attrs for k in _COPIED_ARG_ATTRS):
                return self.state.get(id(v), UNKNOWN)
            return OVER
        if isinstance(v, GlobalValue):
            return v
        if isinstance(v, ConstantExpr) and v.opcode in ("getelementptr", "bitcast") \
                and all(isinstance(o, GlobalValue | ConstantInt) for o in v.operands):
            return v
        return super().value(v)

    def seed(self) -> None:
        for f in self.defined:
            if id(f) not in self.arg_tracked:
                self.mark_edge(None, f.blocks[0])

    def blocks_to_resolve(self) -> Iterable[BasicBlock]:
        out = list(self.pending.values())
        self.pending.clear()
        return out

    # ---- transfer functions
    def visit(self, i: Instruction) -> None:
        op = i.opcode
        if op == "call":
            self.visit_call(i)
        elif op == "ret":
            self.visit_ret(i)
        elif op == "load":
            self.visit_load(i)
        elif op == "store":
            self.visit_store(i)
        elif op == "getelementptr":
            self.visit_gep(i)
        elif op == "icmp" and i.operands[0].type.is_pointer:
            self.visit_ptr_cmp(i)
        elif op not in _SPECIAL and not i.is_terminator and not i.type.is_void and any(
                isinstance(self.value(o), GlobalValue) for o in i.operands):
            self.lower(i, OVER)
        else:
            if i.is_terminator and op in ("br", "switch") and len(i.operands) > 1 \
                    and self.value(i.operands[0]) is UNKNOWN and i.parent is not None:
                self.pending[id(i.parent)] = i.parent
            super().visit(i)

    def meet(self, table: dict[int, Any], key: int, new: Any) -> bool:
        """Lower table[key] by `new`; True if it changed."""
        old = table.get(key, UNKNOWN)
        if new is UNKNOWN or old is OVER or (old is not UNKNOWN and _same(old, new)):
            return False
        table[key] = new if old is UNKNOWN else OVER
        return True

    def visit_gep(self, i: Instruction) -> None:
        """A GEP of a global by constant indices is a constant expression."""
        vals = [self.value(o) for o in i.operands]
        if any(v is OVER for v in vals) or i.type.is_vector \
                or not all(v is UNKNOWN or isinstance(v, GlobalValue | ConstantInt | ConstantExpr)
                           for v in vals):
            self.lower(i, OVER)
            return
        if any(v is UNKNOWN for v in vals):
            return
        if not isinstance(vals[0], GlobalValue) or not all(isinstance(v, ConstantInt) for v in vals[1:]):
            self.lower(i, OVER)
            return
        key = (id(i),)
        old = self.const_exprs.get(key)
        src = getattr(i, "source_type", None)
        if old is None or any(a is not b for a, b in zip(old.operands, vals)):
            old = ConstantExpr(i.type, "getelementptr", vals, flags=i.flags & {"inbounds"},
                               source_type=src)
            self.const_exprs[key] = old
        self.lower(i, old)

    def visit_ptr_cmp(self, i: Instruction) -> None:
        """`icmp eq/ne` of two globals (or a global and null): distinct objects differ."""
        a, b = (self.value(o) for o in i.operands)
        if a is OVER or b is OVER:
            self.lower(i, OVER)
            return
        if a is UNKNOWN or b is UNKNOWN:
            return
        pred = getattr(i, "predicate", "")
        res = _compare_addresses(a, b) if pred in ("eq", "ne") else None
        if res is None:
            self.lower(i, OVER)
            return
        self.lower(i, ConstantInt(i.type, int(res == (pred == "eq"))))

    def visit_call(self, i: Instruction) -> None:
        assert isinstance(i, CallInst)
        f = self.value(i.callee)
        if f is UNKNOWN:
            return
        if isinstance(f, Function) and f.blocks and i.function_type is f.function_type:
            if id(f) in self.arg_tracked:
                for a, v in zip(f.args, i.args):
                    val = self.value(v)
                    if val is not UNKNOWN and self.value(a) is not OVER:
                        self.lower(a, val)
                self.mark_edge(None, f.blocks[0])
            if id(f) in self.ret_tracked and not i.type.is_void:
                callers = self.ret_callers.setdefault(id(f), [])
                if not callers or callers[-1] is not i:
                    callers.append(i)
                r = self.rets.get(id(f), UNKNOWN)
                if r is not UNKNOWN:
                    self.lower(i, r)
                return
        if not i.type.is_void:
            self.lower(i, OVER)

    def visit_ret(self, i: Instruction) -> None:
        f = i.function
        if f is None or id(f) not in self.ret_tracked or not i.operands:
            return
        if self.meet(self.rets, id(f), self.value(i.operands[0])):
            r = self.rets[id(f)]
            for c in self.ret_callers.get(id(f), ()):
                self.lower(c, r)

    def visit_load(self, i: Instruction) -> None:
        p = self.value(i.operands[0])
        if p is UNKNOWN:
            return
        if "volatile" in i.flags or getattr(i, "ordering", None) is not None:
            self.lower(i, OVER)
            return
        if isinstance(p, GlobalVariable) and id(p) in self.gstate:
            st = self.gstate[id(p)]
            if st is not UNKNOWN:
                self.lower(i, st)
            return
        c = _constant_load(p, i.type, self.m.datalayout) if p is not OVER else None
        self.lower(i, c if c is not None and self.value(c) is not OVER else OVER)

    def visit_store(self, i: Instruction) -> None:
        p = i.operands[1]
        if isinstance(p, GlobalVariable) and id(p) in self.gstate \
                and self.meet(self.gstate, id(p), self.value(i.operands[0])):
            st = self.gstate[id(p)]
            for u in p.unique_users():
                if isinstance(u, LoadInst) and u.parent is not None \
                        and id(u.parent) in self.exec_blocks:
                    self.lower(u, st)


_COPIED_ARG_ATTRS = ("byval", "inalloca", "preallocated", "byref")


def _only_direct_calls(f: Function) -> bool:
    """Every use of `f` is the callee of a `call` with f's own type."""
    if has_address_taken(f):
        return False
    return all(isinstance(u, CallInst) or type(u).__name__ == "BlockAddress"
               for u in f.unique_users())


def _trackable_global(g: GlobalVariable) -> bool:
    if g.is_constant or not has_local_linkage(g) or g.initializer is None \
            or not _scalar(g.value_type) or g.thread_local is not None:
        return False
    for u in g.unique_users():
        if isinstance(u, StoreInst):
            if u.operands[0] is g or u.operands[1] is not g or "volatile" in u.flags \
                    or u.ordering is not None or u.operands[0].type is not g.value_type:
                return False
        elif isinstance(u, LoadInst):
            if "volatile" in u.flags or u.ordering is not None or u.type is not g.value_type:
                return False
        else:
            return False
    return True


def _compare_addresses(a: Any, b: Any) -> bool | None:
    """True/False when two lattice pointers are certainly equal/different, else None."""
    if a is b and isinstance(a, GlobalValue):
        return True
    objs = (GlobalVariable, Function)
    if isinstance(a, objs) and isinstance(b, objs):
        if "extern_weak" in (a.linkage, b.linkage) or a.linkage == "external_weak":
            return None
        if a.is_declaration and b.is_declaration:
            return None      # two declarations could be one object under different names
        return False
    for x, y in ((a, b), (b, a)):
        if isinstance(x, objs) and isinstance(y, ConstantPointerNull) and x.addrspace == 0 \
                and x.linkage != "extern_weak":
            return False
    return None


def _constant_load(p: Value, ty: Any, dl: DataLayout) -> Value | None:
    """What a load of `ty` from `p` reads when `p` is (a constant GEP into) a constant
    global with a definitive initializer."""
    offset: int | None = 0
    while isinstance(p, ConstantExpr) and p.opcode in ("getelementptr", "bitcast"):
        if p.opcode == "getelementptr":
            delta = gep_offset(p, dl)
            offset = None if delta is None or offset is None else offset + delta
        p = p.operands[0]
    if not isinstance(p, GlobalVariable) or not p.is_constant or p.initializer is None \
            or not has_exact_definition(p):
        return None
    return fold_load_at(p.initializer, offset, ty, dl)


class IPSCCP(ModulePass):
    """Interprocedural sparse conditional constant propagation."""
    name = "ipsccp"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        s = IPSolver(unit)
        s.solve()
        st = am.instr.stats
        n_inst = n_blocks = n_args = 0
        changed = False
        for f in s.defined:
            if id(f.blocks[0]) not in s.exec_blocks:
                n_blocks += _make_unreachable(f)
                changed = True
                continue
            if id(f) in s.arg_tracked:
                for a in f.args:
                    v = s.state.get(id(a), UNKNOWN)
                    if v is not UNKNOWN and v is not OVER and a.users:
                        a.replace_all_uses_with(v)
                        n_args += 1
            n_inst += _replace_constants(f, s)
            n_blocks += _fold_branches_and_dead_blocks(f, s)
        n_zap = _zap_returns(s)
        n_glob = _drop_constant_globals(unit, s)
        st.add(self.name, "Number of instructions removed", n_inst)
        st.add(self.name, "Number of basic blocks unreachable", n_blocks)
        st.add(self.name, "Number of arguments constant propagated", n_args)
        st.add(self.name, "Number of globals found to be constant", n_glob)
        st.add(self.name, "Number of return values zapped", n_zap)
        if changed or n_inst or n_blocks or n_args or n_zap or n_glob:
            return PreservedAnalyses.none()
        return PreservedAnalyses.all()


def _is_const_state(v: Any) -> bool:
    return v is not UNKNOWN and v is not OVER


def _replace_constants(f: Function, s: IPSolver) -> int:
    n = 0
    for b in f.blocks:
        if id(b) not in s.exec_blocks:
            continue
        for i in list(b.instructions):
            v = s.state.get(id(i))
            if v is None or not _is_const_state(v) or i.type.is_void:
                continue
            if i.users:
                i.replace_all_uses_with(v)
            if i.opcode != "phi" and has_side_effects(i):
                continue
            i.erase_from_parent()
            n += 1
    return n


def _fold_branches_and_dead_blocks(f: Function, s: IPSolver) -> int:
    for b in f.blocks:
        if id(b) not in s.exec_blocks:
            continue
        t = b.terminator
        if t is None or t.opcode not in ("br", "switch") or len(t.operands) == 1:
            continue
        live = [x for x in b.successors() if (id(b), id(x)) in s.exec_edges]
        if len(live) == 1:
            retarget(b, BranchInst(live[0]))
    dead = [b for b in f.blocks if id(b) not in s.exec_blocks]
    if not dead:
        return 0
    if any(block_address_taken(b) for b in dead):
        return 0
    return remove_blocks(f, dead)


def _make_unreachable(f: Function) -> int:
    """A function no executable call reaches: its body becomes `unreachable`."""
    if any(block_address_taken(b) for b in f.blocks):
        return 0
    entry = f.blocks[0]
    n = remove_blocks(f, f.blocks[1:])
    for i in list(entry.instructions):
        if i.users:
            i.replace_all_uses_with(UndefValue(i.type))
    for i in list(entry.instructions):
        i.erase_from_parent()
    entry.append(UnreachableInst())
    return n


def _zap_returns(s: IPSolver) -> int:
    """Local functions whose every executable call result was replaced return undef."""
    n = 0
    for f in s.defined:
        if id(f) not in s.arg_tracked or id(f) not in s.ret_tracked:
            continue
        r = s.rets.get(id(f), UNKNOWN)
        if not _is_const_state(r) or id(f.blocks[0]) not in s.exec_blocks:
            continue
        if any(isinstance(u, CallInst) and u.users for u in f.unique_users()):
            continue
        for b in f.blocks:
            t = b.terminator
            if isinstance(t, ReturnInst) and t.operands and not isinstance(t.operands[0], UndefValue):
                t.set_operand(0, UndefValue(f.function_type.ret))
                n += 1
    return n


def _drop_constant_globals(m: Module, s: IPSolver) -> int:
    dead: list[GlobalVariable] = []
    for g in s.tracked_globals:
        v = s.gstate.get(id(g), UNKNOWN)
        if not _is_const_state(v):
            continue
        for u in list(g.unique_users()):
            if isinstance(u, LoadInst):
                u.replace_all_uses_with(v)
            assert isinstance(u, Instruction)
            u.erase_from_parent()
        dead.append(g)
    erase_globals(m, dead)
    return len(dead)
