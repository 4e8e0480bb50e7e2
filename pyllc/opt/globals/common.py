# mypy: disable-error-code="no-any-return"
"""Facts and edits about global values shared by the interprocedural passes.

- linkage predicates as LLVM's GlobalValue spells them (`has_local_linkage`,
  `is_discardable_if_unused`, `is_interposable`);
- `references(v)`: the global values a global's body or initializer names, looking
  through constant expressions (memoised per constant, so a module is walked once);
- `remove_dead_constant_users(v)`: drop constant expressions nobody uses any more
  (LLVM's `removeDeadConstantUsers`), so use lists tell the truth;
- `erase_globals(m, dead)`: delete global values from the module in one pass.

Contract: queries never modify the IR; the edit helpers keep use lists exact.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import cast

from pyllc.ir import (
    CallInst,
    Constant,
    ConstantInt,
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
    Instruction,
    InvokeInst,
)
from pyllc.ir.constants import BlockAddress
from pyllc.ir.module import Module
from pyllc.ir.values import BasicBlock, User, Value

LOCAL_LINKAGES = frozenset({"internal", "private"})
DISCARDABLE_LINKAGES = LOCAL_LINKAGES | {"linkonce", "linkonce_odr", "available_externally"}
#: linkages whose definition another module may replace at link time
INTERPOSABLE_LINKAGES = frozenset({"weak", "linkonce", "common", "extern_weak", "external_weak"})


def has_local_linkage(gv: GlobalValue) -> bool:
    return gv.linkage in LOCAL_LINKAGES


def is_discardable_if_unused(gv: GlobalValue) -> bool:
    """LLVM's isDiscardableIfUnused: local, linkonce(_odr) or available_externally."""
    return gv.linkage in DISCARDABLE_LINKAGES


def is_interposable(gv: GlobalValue) -> bool:
    """The definition seen here may not be the one that runs (weak, linkonce, common)."""
    return gv.linkage in INTERPOSABLE_LINKAGES


def has_exact_definition(gv: GlobalValue) -> bool:
    """The body here is the one that runs and is not a discardable copy."""
    return not gv.is_declaration and gv.linkage not in INTERPOSABLE_LINKAGES \
        and gv.linkage not in ("weak_odr", "linkonce_odr", "available_externally")


def comdat_key(gv: GlobalValue) -> str | None:
    """The comdat a global belongs to (`comdat` alone names its own), or None."""
    if gv.comdat is None:
        return None
    return gv.comdat or gv.name


def all_globals(m: Module) -> Iterator[GlobalValue]:
    """Every global value, in the printer's order (variables, functions, aliases, ifuncs)."""
    yield from m.globals
    yield from m.functions
    yield from m.aliases
    yield from m.ifuncs


def _walk_constant(c: Value, memo: dict[int, tuple[GlobalValue, ...]]) -> tuple[GlobalValue, ...]:
    """The global values `c` refers to (itself when it is one), through constant operands."""
    if isinstance(c, GlobalValue):
        return (c,)
    if not isinstance(c, Constant) or not c.operands:
        return ()
    got = memo.get(id(c))
    if got is not None:
        return got
    memo[id(c)] = ()   # constants cannot be cyclic except through globals; guard anyway
    out: dict[int, GlobalValue] = {}
    for op in c.operands:
        for g in _walk_constant(op, memo):
            out[id(g)] = g
    res = tuple(out.values())
    memo[id(c)] = res
    return res


def references(gv: GlobalValue, memo: dict[int, tuple[GlobalValue, ...]]) -> list[GlobalValue]:
    """Global values named by `gv`'s initializer, aliasee, resolver, personality, prefix,
    prologue and (for a function) every instruction's operands."""
    out: dict[int, GlobalValue] = {}

    def add(v: Value) -> None:
        if isinstance(v, GlobalValue):
            out[id(v)] = v
        elif isinstance(v, Constant) and v.operands:
            for g in _walk_constant(v, memo):
                out[id(g)] = g
        elif isinstance(v, User) and not isinstance(v, Instruction):
            for o in v.operands:   # metadata wrapping a value (conservatively a reference)
                add(o)

    for op in gv.operands:
        add(op)
    if isinstance(gv, Function):
        for bb in gv.blocks:
            for inst in bb.instructions:
                for op in inst.operands:
                    if not isinstance(op, (Instruction, BasicBlock)):
                        add(op)
    out.pop(id(gv), None)
    return list(out.values())


def remove_dead_constant_users(v: Value) -> None:
    """Drop constant expressions (transitively) that only exist as dead users of `v`."""
    for u in v.unique_users():
        if isinstance(u, Constant) and not isinstance(u, GlobalValue) and _constant_dead(u):
            _destroy_constant(u)


def _constant_dead(c: Constant) -> bool:
    for u in c.unique_users():
        if not isinstance(u, Constant) or isinstance(u, GlobalValue) or not _constant_dead(u):
            return False
    return True


def _destroy_constant(c: Constant) -> None:
    for u in c.unique_users():
        if isinstance(u, Constant) and not isinstance(u, GlobalValue):
            _destroy_constant(u)
    c.drop_all_references()


def instruction_uses(v: Value) -> Iterator[tuple[User, Value]]:
    """(user, used value) for every non-constant user of `v`, looking through constant
    expressions (the used value is then the expression)."""
    for u in v.unique_users():
        if isinstance(u, Constant) and not isinstance(u, GlobalValue):
            yield from instruction_uses(u)
        else:
            yield u, v


def is_direct_callee_use(u: User, v: Value) -> bool:
    """`u` is a call/invoke whose callee is `v` (and `v` is not also an argument)."""
    if not isinstance(u, (CallInst, InvokeInst)) or u.callee is not v:
        return False
    return all(a is not v for a in u.args)


def has_address_taken(f: Function) -> bool:
    """Some use of `f` is not the callee of a direct call (blockaddress does not count)."""
    for u in f.unique_users():
        if isinstance(u, BlockAddress):
            continue
        if not is_direct_callee_use(u, f):
            return True
        if isinstance(u, (CallInst, InvokeInst)) and u.function_type is not f.function_type:
            return True
    return False


def _drop(g: GlobalValue) -> None:
    if isinstance(g, Function):
        for bb in g.blocks:
            for inst in bb.instructions:
                inst.drop_all_references()
        g.blocks.clear()
    g.drop_all_references()


def erase_globals(m: Module, dead: Iterable[GlobalValue]) -> None:
    """Delete `dead` global values: drop their bodies and initializers (so what they
    referred to loses those uses), then remove them from the module's lists and symbols.
    Any use of them left outside `dead` must already be gone. O(module) per call: a pass
    deleting globals one at a time uses `DeferredErase`."""
    eraser = DeferredErase(m)
    for g in dead:
        eraser.erase(g)
    eraser.flush()


class DeferredErase:
    """Delete globals one at a time in O(1) each (bodies dropped and symbols removed at
    once, `parent` cleared), and take them out of the module's lists in one `flush`."""

    def __init__(self, m: Module) -> None:
        self.m = m
        self.ids: dict[int, GlobalValue] = {}

    def erase(self, g: GlobalValue) -> None:
        if id(g) in self.ids:
            return
        self.ids[id(g)] = g
        _drop(g)
        remove_dead_constant_users(g)
        symbols = self.m._symbols  # the module's symbol table (no public removal API yet)
        if g.name is not None and symbols.get(g.name) is g:
            del symbols[g.name]
        g.parent = None

    def flush(self) -> None:
        ids = self.ids
        if not ids:
            return
        for g in ids.values():      # a dead global may have used another dead one
            remove_dead_constant_users(g)
        m = self.m
        m.globals[:] = [g for g in m.globals if id(g) not in ids]
        m.functions[:] = [g for g in m.functions if id(g) not in ids]
        m.aliases[:] = [g for g in m.aliases if id(g) not in ids]
        m.ifuncs[:] = [g for g in m.ifuncs if id(g) not in ids]
        ids.clear()


def replace_global(m: Module, old: GlobalValue, new: GlobalValue) -> None:
    """`new` takes `old`'s place in its list and symbol table (uses are not touched)."""
    lists: list[list[GlobalVariable] | list[Function] | list[GlobalAlias] | list[GlobalIFunc]] = [
        m.globals, m.functions, m.aliases, m.ifuncs]
    for lst in lists:
        for k, g in enumerate(lst):
            if g is old:
                cast(list[GlobalValue], lst)[k] = new
                break
    if old.name is not None:
        m._symbols[old.name] = new
    new.parent = m
    old.parent = None


def unique_name(m: Module, base: str) -> str:
    """`base`, or `base.N` for the first N that no global uses."""
    if m.get_global(base) is None:
        return base
    n = 1
    while m.get_global(f"{base}.{n}") is not None:
        n += 1
    return f"{base}.{n}"


def const_key(c: Value, memo: dict[int, object] | None = None) -> object:
    """A hashable key equal for structurally identical constants (globals by identity)."""
    if isinstance(c, GlobalValue):
        return ("gv", id(c))
    if memo is not None:
        got = memo.get(id(c))
        if got is not None:
            return got
    parts: list[object] = [type(c).__name__, str(c.type)]
    name = type(c).__name__
    parts.append(getattr(c, "value", None) if name == "ConstantInt" else None)
    for attr in ("bits", "data", "opcode", "predicate", "flags", "indices", "mask", "inrange"):
        v = getattr(c, attr, None)
        if isinstance(v, (frozenset, set)):
            v = tuple(sorted(v))
        parts.append(v)
    st = getattr(c, "source_type", None)
    parts.append(str(st) if st is not None else None)
    if isinstance(c, User):
        parts.append(tuple(const_key(o, memo) for o in c.operands))
    key = tuple(parts)
    if memo is not None:
        memo[id(c)] = key
    return key


def same_constant(a: Value, b: Value) -> bool:
    """Structural equality of two constants (identity for globals and non-constants)."""
    if a is b:
        return True
    if not isinstance(a, Constant) or not isinstance(b, Constant):
        return False
    return const_key(a) == const_key(b)


def gep_path(u: User) -> list[int] | None:
    """The constant indices after a leading zero of a GEP (`u.operands[1:]`): the path
    into the object its base points to; None when an index is not constant or the first
    is not zero."""
    idx = u.operands[1:]
    ints = [i for i in idx if isinstance(i, ConstantInt)]
    if not idx or len(ints) != len(idx) or ints[0].value != 0:
        return None
    return [i.signed for i in ints[1:]]
