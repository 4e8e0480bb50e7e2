"""`deadargelim`: delete arguments nobody reads and return values nobody uses.

As LLVM's DeadArgumentEliminationPass:
- a local function whose every use is the callee of a direct `call` of its own type
  (no invoke, no musttail in or out, not variadic, not naked) is rebuilt with a new
  signature (in place: the same Function object, name and attributes): arguments its
  body never uses are dropped, and when no call site uses the result the return type
  becomes `void`. Every call site is rewritten (the dropped operands and their
  attributes go, the remaining attributes shift).
- for a function with an exact definition that cannot be rebuilt (externally visible,
  address taken, variadic), the values its call sites pass for unused arguments become
  `poison` (with the UB-implying attributes `noundef nonnull dereferenceable align`
  removed from both sides), as LLVM's removeDeadArgumentsFromCallers.
Liveness is LLVM's: an argument or return value is live when some use of it is not
merely passing it to another rebuildable function's argument (returning it from a
rebuildable function) that is itself not live ("maybe live"); recursion that only
passes an argument along therefore does not keep it. Solved by propagation from the
certainly-live values, linear in the module; the rewrite repeats until nothing changes. Not done: removing the unused fields of a struct
return, deleting dead varargs of local variadic functions.

Statistics as LLVM's: "Number of unread args removed", "Number of unused return values
removed", "Number of unread args replaced with poison".
Contract: module pass; preserves nothing when it changes the module.
"""
from __future__ import annotations

from pyllc.ir import (
    CallInst,
    Function,
    PoisonValue,
    ReturnInst,
)
from pyllc.ir.attributes import AttributeSet
from pyllc.ir.module import Module
from pyllc.ir.types import VOID, FunctionType
from pyllc.ir.values import Value
from pyllc.opt.globals.common import (
    has_address_taken,
    has_exact_definition,
    has_local_linkage,
)
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses, Statistics

#: attributes that make a poison argument immediate UB (LLVM's getUBImplyingAttributes)
UB_ATTRS = ("noundef", "nonnull", "dereferenceable", "dereferenceable_or_null", "align")
#: arguments whose pointee is copied: the caller's value is never "unused"
_COPY_ATTRS = ("byval", "inalloca", "preallocated", "swifterror", "swiftself", "returned")
#: arguments a rebuilt function keeps whether read or not
_KEEP_ATTRS = ("inalloca", "preallocated", "swifterror", "swiftself", "returned")
#: return attributes meaningless on void
_RET_VALUE_ATTRS = ("noundef", "nonnull", "dereferenceable", "dereferenceable_or_null", "align",
                    "signext", "zeroext", "noalias", "inreg", "noext", "nofpclass", "range")


class DeadArgElim(ModulePass):
    """Remove dead arguments and return values of local functions."""
    name = "deadargelim"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        st = am.instr.stats
        changed = False
        while _round(unit, st, self.name):
            changed = True
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


def _round(m: Module, st: Statistics, name: str) -> bool:
    rebuild = [f for f in m.functions if f.blocks and _rebuildable(f)]
    live = _liveness(rebuild)
    plans = []
    for f in rebuild:
        dead = {a.index for a in f.args if ("a", id(f), a.index) not in live}
        drop_ret = not f.function_type.ret.is_void and ("r", id(f), 0) not in live
        if dead or drop_ret:
            plans.append((f, dead, drop_ret))
    changed = False
    gone = []
    for f, dead, drop_ret in plans:
        gone += [a for a in f.args if a.index in dead]
        _rebuild(f, dead, drop_ret, st, name)
        changed = True
    for a in gone:     # uses left only in positions that went away with them
        if a.users:
            a.replace_all_uses_with(PoisonValue(a.type))
    tracked = {id(f) for f in rebuild}
    for f in list(m.functions):
        if f.blocks and id(f) not in tracked and has_exact_definition(f) \
                and "naked" not in f.fn_attrs:
            changed = _poison_callers(f, st, name) or changed
    return changed


Node = tuple[str, int, int]


def _liveness(rebuild: list[Function]) -> set[Node]:
    """LLVM's Live / MaybeLive analysis: an argument (a return value) is live when some
    use is not merely passing it to an argument (returning it from a function) that is
    itself not live; solved by propagation from the certainly-live ones."""
    tracked = {id(f) for f in rebuild}
    deps: dict[Node, list[Node]] = {}
    live: set[Node] = set()
    work: list[Node] = []

    def mark(n: Node) -> None:
        if n not in live:
            live.add(n)
            work.append(n)

    def use(node: Node, u: object, v: Value) -> None:
        if isinstance(u, CallInst):
            callee = u.callee
            if isinstance(callee, Function) and id(callee) in tracked and callee is not v \
                    and not any(o is v for o in u.operands[u.num_args:-1]):
                for k, a in enumerate(u.args):
                    if a is v:
                        deps.setdefault(("a", id(callee), k), []).append(node)
                return
        elif isinstance(u, ReturnInst):
            fn = u.function
            if fn is not None and id(fn) in tracked and not fn.function_type.ret.is_struct:
                deps.setdefault(("r", id(fn), 0), []).append(node)
                return
        mark(node)

    for f in rebuild:
        for a in f.args:
            node: Node = ("a", id(f), a.index)
            if any(k in a.attrs for k in _KEEP_ATTRS):
                mark(node)
                continue
            for u in a.unique_users():
                use(node, u, a)
        rnode: Node = ("r", id(f), 0)
        ret = f.function_type.ret
        if ret.is_void or ret.is_struct or any("returned" in a.attrs for a in f.args):
            mark(rnode)
            continue
        for c in _calls(f):
            for u in c.unique_users():
                use(rnode, u, c)
    while work:
        for n in deps.get(work.pop(), ()):
            mark(n)
    return live


def _calls(f: Function) -> list[CallInst]:
    return [u for u in f.unique_users() if isinstance(u, CallInst)]


def _rebuildable(f: Function) -> bool:
    if not has_local_linkage(f) or f.is_vararg or "naked" in f.fn_attrs or has_address_taken(f):
        return False
    for u in f.unique_users():
        if not isinstance(u, CallInst) or u.tail == "musttail" or u.function_type is not f.function_type:
            return False
    for bb in f.blocks:
        for i in bb.instructions:
            if isinstance(i, CallInst) and i.tail == "musttail":
                return False
    return True


def _dead_arg(a: object) -> bool:
    attrs: AttributeSet = a.attrs  # type: ignore[attr-defined]
    return not a.users and not any(k in attrs for k in _COPY_ATTRS)  # type: ignore[attr-defined]


def _rebuild(f: Function, dead: set[int], drop_ret: bool, st: Statistics, name: str) -> None:
    """Give `f` its new signature in place (same object, name and list position) and
    rewrite its call sites."""
    keep = [a for a in f.args if a.index not in dead]
    calls = _calls(f)
    ft = f.function_type
    new_ret = VOID if drop_ret else ft.ret
    nft = FunctionType.get(new_ret, tuple(a.type for a in keep), False)
    if drop_ret:
        f.ret_attrs = _strip(f.ret_attrs, _RET_VALUE_ATTRS)
        for bb in f.blocks:
            t = bb.terminator
            if isinstance(t, ReturnInst) and t.operands:
                r = ReturnInst()
                r.insert_before(t)
                t.erase_from_parent()
    kept_idx = [a.index for a in keep]
    for k, a in enumerate(keep):
        a.index = k
    f.args = keep
    f.param_attrs = [a.attrs for a in keep]
    f.function_type = nft
    f.value_type = nft
    for c in calls:
        _rewrite_call(c, f, nft, kept_idx, drop_ret)
    st.add(name, "Number of unread args removed", len(ft.params) - len(keep))
    st.add(name, "Number of unused return values removed", int(drop_ret))


def _strip(attrs: AttributeSet, names: tuple[str, ...]) -> AttributeSet:
    out = attrs.copy()
    for k in names:
        out.pop(k, None)
    return out


def _rewrite_call(c: CallInst, nf: Function, nft: FunctionType, kept: list[int], drop_ret: bool) -> None:
    args = c.args
    pattrs = c.param_attrs
    nc = CallInst(nft.ret, nft, nf, [args[k] for k in kept],
                  name=None, callconv=c.callconv,
                  ret_attrs=_strip(c.ret_attrs, _RET_VALUE_ATTRS) if drop_ret else c.ret_attrs,
                  param_attrs=[pattrs[k] if k < len(pattrs) else AttributeSet() for k in kept],
                  fn_attrs=c.fn_attrs, bundles=[(t, list(vs)) for t, vs in c.bundles], tail=c.tail)
    nc.metadata = dict(c.metadata)
    nc.flags = set(c.flags)
    nc.insert_before(c)
    if not drop_ret:
        nc.name, c.name = c.name, None
        c.replace_all_uses_with(nc)
    elif c.users:       # only in positions that are going away (dead arguments, returns)
        c.replace_all_uses_with(PoisonValue(c.type))
    c.erase_from_parent()


def _poison_callers(f: Function, st: Statistics, name: str) -> bool:
    unused = [a.index for a in f.args if _dead_arg(a)]
    if not unused:
        return False
    changed = False
    for k in unused:
        for attr in UB_ATTRS:
            if attr in f.args[k].attrs:
                del f.args[k].attrs[attr]
                changed = True
    for c in _calls(f):
        if c.callee is not f or c.function_type is not f.function_type:
            continue
        for k in unused:
            arg = c.args[k]
            if isinstance(arg, PoisonValue):
                continue
            c.set_operand(k, PoisonValue(arg.type))
            if k < len(c.param_attrs):
                for attr in UB_ATTRS:
                    c.param_attrs[k].pop(attr, None)
            st.add(name, "Number of unread args replaced with poison")
            changed = True
    return changed


