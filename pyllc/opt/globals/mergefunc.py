"""`mergefunc`: merge functions whose bodies are structurally identical.

As LLVM's MergeFunctionsPass: each eligible function (a definition, not
available_externally, not naked, no exception-handling instructions, no instruction
metadata but `!dbg`/`!llvm.loop`, no prefix/prologue data) gets a structural key:
its type, calling convention, attributes, GC, section, personality, and for every
instruction in layout order its opcode, type, flags, attributes and operands, where
arguments, blocks and instructions are numbered by position, constants compared by
value and globals by identity. Equal keys mean equal functions (LLVM hashes, sorts and
then compares with FunctionComparator; a full key does both in one linear pass).

In a class of equal functions the kept one F is a non-interposable one, externally
visible if there is one, with the smallest name (the choice opt-16 makes). Each
other member G:
- when G is not interposable: if G is `unnamed_addr` and not in `llvm.used`, every use
  of G becomes F; otherwise direct calls of G call F;
- then a discardable G left without uses is deleted; otherwise G's body becomes a thunk
  `tail call F(args...)`, unless F is too small for a thunk to pay (one block of at
  most two instructions, LLVM's isThunkProfitable). Aliases are not made (LLVM's
  default, -mergefunc-use-aliases=false).
A class whose every member is interposable is left alone (LLVM builds a private copy).

Statistics as LLVM's: "Number of functions merged", "Number of thunks generated".
Contract: module pass; the program computes the same; function addresses of merged
`unnamed_addr` functions may become equal, which unnamed_addr allows.
"""
from __future__ import annotations

from pyllc.ir import (
    CallInst,
    Function,
    Instruction,
    ReturnInst,
)
from pyllc.ir.attributes import AttributeSet
from pyllc.ir.module import Module
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.globals.common import (
    const_key,
    erase_globals,
    has_local_linkage,
    is_discardable_if_unused,
    is_interposable,
)
from pyllc.opt.globals.internalize import used_list
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses

_EH = frozenset({"landingpad", "resume", "catchswitch", "catchret", "cleanupret", "catchpad",
                 "cleanuppad", "invoke", "callbr"})
_ALLOWED_MD = frozenset({"dbg", "llvm.loop"})
_INST_ATTRS = ("predicate", "align", "ordering", "syncscope", "success_ordering",
               "failure_ordering", "allocated_type", "source_type", "operation", "indices", "mask",
               "callconv", "tail", "function_type", "num_args", "bundle_spec", "explicit_count",
               "addrspace", "inrange")


def _attrs_key(a: AttributeSet | None) -> object:
    if a is None:
        return None
    return tuple(sorted((k, str(v), k in a.quoted) for k, v in a.items()))


def function_key(f: Function, memo: dict[int, object]) -> object | None:
    """The structural key of `f`, or None when it is not a merge candidate."""
    if (not f.blocks or f.linkage == "available_externally" or "naked" in f.fn_attrs
            or f.prefix is not None or f.prologue is not None or f.name is None):
        return None
    local: dict[int, tuple[str, int]] = {}
    for a in f.args:
        local[id(a)] = ("arg", a.index)
    n = 0
    for k, bb in enumerate(f.blocks):
        local[id(bb)] = ("bb", k)
        for i in bb.instructions:
            local[id(i)] = ("i", n)
            n += 1
    body: list[object] = []
    for bb in f.blocks:
        for i in bb.instructions:
            if i.opcode in _EH or any(k not in _ALLOWED_MD for k in i.metadata):
                return None
            ops: list[object] = []
            for o in i.operands:
                loc = local.get(id(o))
                if loc is not None:
                    ops.append(loc)
                elif isinstance(o, (Argument, BasicBlock, Instruction)):
                    return None    # a value of another function: malformed, leave it
                else:
                    ops.append(const_key(o, memo))
            extra = tuple(str(getattr(i, a, None)) for a in _INST_ATTRS)
            body.append((i.opcode, str(i.type), tuple(sorted(i.flags)), extra,
                         _attrs_key(getattr(i, "ret_attrs", None)),
                         tuple(_attrs_key(p) for p in getattr(i, "param_attrs", ()) or ()),
                         _attrs_key(getattr(i, "fn_attrs", None)), tuple(ops)))
    pers = f.personality
    return (str(f.function_type), f.callconv, f.gc, f.section, f.addrspace,
            _attrs_key(f.fn_attrs), _attrs_key(f.ret_attrs),
            tuple(_attrs_key(a.attrs) for a in f.args),
            const_key(pers, memo) if pers is not None else None,
            tuple(len(bb.instructions) for bb in f.blocks), tuple(body))


def _thunk_profitable(f: Function) -> bool:
    return not (len(f.blocks) == 1 and len(f.blocks[0].instructions) <= 2)


class MergeFunctions(ModulePass):
    """Merge structurally identical functions (calls redirected, thunks)."""
    name = "mergefunc"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        memo: dict[int, object] = {}
        classes: dict[object, list[Function]] = {}
        for f in unit.functions:
            key = function_key(f, memo)
            if key is not None:
                classes.setdefault(key, []).append(f)
        used = {id(g) for n in ("llvm.used", "llvm.compiler.used") for g in used_list(unit, n)}
        merged = thunks = 0
        dead: list[Function] = []
        for members in classes.values():
            if len(members) < 2:
                continue
            strong = [g for g in members if not is_interposable(g)]
            if not strong:
                continue
            keep = min(strong, key=lambda g: (has_local_linkage(g), g.name or ""))
            for g in members:
                if g is keep:
                    continue
                m, t = _merge_into(keep, g, used, dead)
                merged += m
                thunks += t
        erase_globals(unit, dead)
        st = am.instr.stats
        st.add(self.name, "Number of functions merged", merged)
        st.add(self.name, "Number of thunks generated", thunks)
        return PreservedAnalyses.none() if merged else PreservedAnalyses.all()


def _merge_into(f: Function, g: Function, used: set[int], dead: list[Function]) -> tuple[int, int]:
    """Merge `g` into `f`; (functions merged, thunks made)."""
    if not is_interposable(g):
        if g.unnamed_addr == "unnamed_addr" and id(g) not in used:
            g.replace_all_uses_with(f)
        else:
            for u in g.unique_users():
                if isinstance(u, CallInst) and u.callee is g and all(a is not g for a in u.args):
                    u.set_operand(len(u.operands) - 1, f)
    if is_discardable_if_unused(g) and not g.users:
        dead.append(g)
        return 1, 0
    if not _thunk_profitable(f):
        return 0, 0
    _make_thunk(f, g)
    if f.align is not None or g.align is not None:
        f.align = max(f.align or 1, g.align or 1)
    return 1, 1


def _make_thunk(f: Function, g: Function) -> None:
    """Replace g's body by `tail call f(args)` and a return of its result."""
    for bb in g.blocks:
        for i in bb.instructions:
            i.drop_all_references()
    g.blocks = []
    entry = BasicBlock(None, g)
    g.blocks.append(entry)
    ft = f.function_type
    args: list[Value] = list(g.args)
    call = CallInst(ft.ret, ft, f, args, callconv=f.callconv, ret_attrs=f.ret_attrs.copy(),
                    param_attrs=[a.attrs.copy() for a in f.args], tail="tail")
    entry.append(call)
    entry.append(ReturnInst(None if ft.ret.is_void else call))
    g.personality = None
