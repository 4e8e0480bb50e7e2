"""`function-attrs` (CGSCC): infer memory effects, nocapture, nounwind, norecurse, willreturn.

After LLVM 16's FunctionAttrs.cpp, per SCC (callees are already annotated, since SCCs
come in post order; calls between members of the SCC are assumed optimistically):

- memory: every access is classified by its pointer's underlying object (through
  geps and casts): an alloca of the function or a constant global is ignored, an
  argument counts as `argmem`, an identified object (global variable, `noalias` call
  result) as `other`, anything else as both. Calls contribute their callee's
  `memory(...)` (`readnone`/`readonly` too; pure intrinsics none, `llvm.mem*` per
  argument), its argmem mapped through the actual pointer arguments and its `other`
  also to our argmem (the callee may reach our arguments' memory through captured
  pointers); volatile accesses add inaccessiblemem, fences and unknown calls are
  `readwrite` everywhere. The result is written as LLVM 16 prints it:
  `memory(none)`, `memory(read)`, `memory(argmem: read)`, `memory(read, argmem: readwrite)`.
- nocapture on a pointer argument none of whose (transitive, through gep/cast/phi/
  select) uses stores it, returns it, compares it (LLVM 16 counts an icmp as a capture
  unless the pointer is dereferenceable), converts it to an integer or passes it to a
  call other than as a `nocapture` parameter (or the same parameter of a self call).
- nounwind: no instruction of the SCC may unwind (`resume`, calls of functions that
  are not `nounwind`, outside the SCC).
- norecurse: a single-function SCC without a self call whose calls all go to
  `norecurse` functions (debug intrinsics aside; other intrinsics lack the attribute).
- willreturn: no cycle in the CFG and every call is `willreturn` (LLVM's rule; a
  `mustprogress` function that only reads memory also qualifies).

Only functions whose definition is exact (external, internal, private linkage) and not
`optnone` are annotated. Contract: adds attributes only; the IR's code is unchanged.
"""
from __future__ import annotations

from pyllc.ir import Function, GlobalVariable, Instruction
from pyllc.ir.attributes import AttributeSet, RawAttr
from pyllc.ir.values import Argument, Value
from pyllc.opt.ipo.cgscc import SCC, CGSCCAnalysisManager, CGSCCPass
from pyllc.opt.passmanager import AnalysisManager, PreservedAnalyses
from pyllc.opt.traits import PURE_INTRINSICS

NONE, READ, WRITE, RW = 0, 1, 2, 3
_KIND = {"none": NONE, "read": READ, "write": WRITE, "readwrite": RW}
_NAME = {v: k for k, v in _KIND.items()}
EXACT_LINKAGES = frozenset(("external", "internal", "private"))
CALLS = frozenset(("call", "invoke", "callbr"))
NOT_WILLRETURN_INTRINSICS = ("llvm.trap", "llvm.debugtrap", "llvm.ubsantrap")
ARGMEM_INTRINSICS = ("llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.lifetime.")
FREE_INTRINSICS = ("llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.experimental.noalias", "llvm.donothing")


#: an effect: access kind per location (argmem, inaccessiblemem, other), LLVM 16's split
Effects = tuple[int, int, int]
ALL_RW: Effects = (RW, RW, RW)
_LOCS = {"argmem": 0, "inaccessiblemem": 1}


def memory_effects(attrs: AttributeSet) -> Effects | None:
    """The effects stated by `memory(...)`/`readnone`/`readonly`/`writeonly`, or None."""
    if "readnone" in attrs:
        return NONE, NONE, NONE
    m = attrs.get("memory")
    if m is not None:
        default = RW
        per: dict[int, int] = {}
        for part in str(m).strip("()").split(","):
            part = part.strip()
            if ":" in part:
                loc, kind = (x.strip() for x in part.split(":", 1))
                per[_LOCS.get(loc, 2)] = _KIND.get(kind, RW)
            elif part:
                default = _KIND.get(part, RW)
        return per.get(0, default), per.get(1, default), per.get(2, default)
    if "readonly" in attrs:
        return READ, READ, READ
    if "writeonly" in attrs:
        return WRITE, WRITE, WRITE
    return None


def _underlying(v: Value) -> Value:
    for _ in range(64):
        if isinstance(v, Instruction) and v.opcode in ("getelementptr", "bitcast", "addrspacecast"):
            v = v.operands[0]
        else:
            break
    return v


def format_memory(e: Effects) -> str:
    """`(...)` of `memory(...)` as LLVM 16 prints it: the `other` kind first, then the
    locations that differ from it."""
    other = e[2]
    parts: list[str] = []
    if other != NONE or e[0] == e[1] == other:
        parts.append(_NAME[other])
    for k, loc in ((0, "argmem"), (1, "inaccessiblemem")):
        if e[k] != other:
            parts.append(f"{loc}: {_NAME[e[k]]}")
    return "(" + ", ".join(parts) + ")"


class _Effects:
    __slots__ = ("e",)

    def __init__(self) -> None:
        self.e = [NONE, NONE, NONE]

    def access(self, ptr: Value, kind: int) -> None:
        """An access through `ptr` (LLVM 16's AddLocAccess): local and constant memory do
        not count, an argument is argmem, an identified object (global, noalias call
        result) is other memory, anything else may be either."""
        base = _underlying(ptr)
        if isinstance(base, Instruction) and base.opcode == "alloca":
            return
        if isinstance(base, GlobalVariable) and base.is_constant:
            return
        if isinstance(base, Argument):
            self.e[0] |= kind
            return
        if not _is_identified(base):
            self.e[0] |= kind
        self.e[2] |= kind

    def all(self, kind: int) -> None:
        for k in range(3):
            self.e[k] |= kind


def _is_identified(v: Value) -> bool:
    if isinstance(v, GlobalVariable):
        return True
    if isinstance(v, Instruction) and v.opcode in ("call", "invoke"):
        c = v.operands[-1]
        return "noalias" in v.ret_attrs or (isinstance(c, Function) and "noalias" in c.ret_attrs)  # type: ignore[attr-defined]
    return False


def _intrinsic_arg_kinds(name: str) -> tuple[int, ...] | None:
    """Per-argument access of the memory intrinsics (dst written, src read)."""
    if name.startswith(("llvm.memcpy", "llvm.memmove")):
        return (WRITE, READ)
    if name.startswith("llvm.memset"):
        return (WRITE,)
    return None


def _add_call_effects(i: Instruction, scc: SCC, eff: _Effects) -> None:
    c = i.operands[-1]
    args = i.args  # type: ignore[attr-defined]
    e: Effects | None = None
    if isinstance(c, Function):
        if c in scc:
            return
        name = c.name or ""
        if name.startswith(PURE_INTRINSICS) or name.startswith(FREE_INTRINSICS):
            return
        kinds = _intrinsic_arg_kinds(name)
        if kinds is not None:
            for v, k in zip(args, kinds):
                eff.access(v, k)
            return
        for attrs in (i.fn_attrs, c.fn_attrs):  # type: ignore[attr-defined]
            e = memory_effects(attrs)
            if e is not None:
                break
    else:
        e = memory_effects(i.fn_attrs)  # type: ignore[attr-defined]
    if e is None:
        e = ALL_RW
    eff.e[1] |= e[1]
    eff.e[2] |= e[2]
    eff.e[0] |= e[2]   # the callee's other memory may hold pointers to our arguments' memory
    if e[0]:
        for v in args:
            if v.type.is_pointer:
                eff.access(v, e[0])


def scc_memory(scc: SCC) -> Effects:
    """The union of the memory effects of the SCC's functions (module docstring)."""
    eff = _Effects()
    for f in scc.functions:
        for bb in f.blocks:
            for i in bb:
                op = i.opcode
                if op == "load" or op == "store":
                    if "volatile" in i.flags:
                        eff.e[1] |= RW
                    eff.access(i.operands[0 if op == "load" else 1], READ if op == "load" else WRITE)
                elif op in ("atomicrmw", "cmpxchg", "va_arg"):
                    if "volatile" in i.flags:
                        eff.e[1] |= RW
                    eff.access(i.operands[0], RW)
                elif op == "fence":
                    eff.all(RW)
                elif op in CALLS:
                    _add_call_effects(i, scc, eff)
                if eff.e == [RW, RW, RW]:
                    return ALL_RW
    return eff.e[0], eff.e[1], eff.e[2]


def _captured(arg: Argument, f: Function) -> bool:
    seen: set[int] = {id(arg)}
    work: list[Value] = [arg]
    while work:
        v = work.pop()
        for u in v.unique_users():
            if not isinstance(u, Instruction):
                return True
            op = u.opcode
            if op == "load":
                continue
            if op == "store":
                if u.operands[0] is v:
                    return True
                continue
            if op in ("getelementptr", "bitcast", "addrspacecast", "phi", "select"):
                if id(u) not in seen:
                    seen.add(id(u))
                    work.append(u)
                continue
            if op in ("call", "invoke"):
                c = u.operands[-1]
                nargs = u.num_args  # type: ignore[attr-defined]
                for k in range(nargs):
                    if u.operands[k] is not v:
                        continue
                    if isinstance(c, Function):
                        if c is f and isinstance(v, Argument) and k == v.index:
                            continue
                        if (c.name or "").startswith(ARGMEM_INTRINSICS + FREE_INTRINSICS):
                            continue
                        if k < len(c.param_attrs) and "nocapture" in c.param_attrs[k]:
                            continue
                    if k < len(u.param_attrs) and "nocapture" in u.param_attrs[k]:  # type: ignore[attr-defined]
                        continue
                    return True
                if any(u.operands[k] is v for k in range(nargs, len(u.operands) - 1)):
                    return True   # an operand bundle
                continue
            return True
    return False


def _may_unwind(i: Instruction, scc: SCC) -> bool:
    op = i.opcode
    if op == "resume":
        return True
    if op not in CALLS:
        return False
    c = i.operands[-1]
    if "nounwind" in i.fn_attrs:  # type: ignore[attr-defined]
        return False
    if isinstance(c, Function):
        if c in scc:
            return False
        return "nounwind" not in c.fn_attrs and not (c.name or "").startswith("llvm.")
    return True


def _will_return_call(i: Instruction) -> bool:
    if "willreturn" in i.fn_attrs:  # type: ignore[attr-defined]
        return True
    c = i.operands[-1]
    if isinstance(c, Function):
        name = c.name or ""
        if name.startswith("llvm."):
            return not name.startswith(NOT_WILLRETURN_INTRINSICS)
        return "willreturn" in c.fn_attrs
    return False


def _has_cycle(f: Function) -> bool:
    entry = f.entry
    if entry is None:
        return False
    state: dict[int, int] = {id(entry): 1}
    stack = [(entry, iter(entry.successors()))]
    while stack:
        b, it = stack[-1]
        for s in it:
            st = state.get(id(s))
            if st == 1:
                return True
            if st is None:
                state[id(s)] = 1
                stack.append((s, iter(s.successors())))
                break
        else:
            state[id(b)] = 2
            stack.pop()
    return False


def _add(attrs: AttributeSet, name: str) -> bool:
    if name in attrs:
        return False
    attrs.add(name)
    return True


class FunctionAttrs(CGSCCPass):
    """Infer memory/nocapture/nounwind/norecurse/willreturn per SCC (module docstring)."""
    name = "function-attrs"

    def run(self, unit: SCC, am: AnalysisManager[SCC]) -> PreservedAnalyses:
        assert isinstance(am, CGSCCAnalysisManager)
        fns = [f for f in unit.functions if not am.is_deleted(f)]
        if not fns or any(f.is_declaration or f.linkage not in EXACT_LINKAGES
                          or "optnone" in f.fn_attrs for f in fns):
            return PreservedAnalyses.all()
        st = am.instr.stats
        changed = False
        mem = scc_memory(unit)
        if mem != ALL_RW:
            for f in fns:
                if memory_effects(f.fn_attrs) is None:
                    f.fn_attrs["memory"] = RawAttr(format_memory(mem))
                    st.add(self.name, "Number of functions with improved memory attribute")
                    changed = True
        for f in fns:
            for a in f.args:
                if a.type.is_pointer and "nocapture" not in a.attrs and "byval" not in a.attrs \
                        and not _captured(a, f):
                    a.attrs.add("nocapture")
                    st.add(self.name, "Number of arguments marked nocapture")
                    changed = True
        if not any(_may_unwind(i, unit) for f in fns for bb in f.blocks for i in bb):
            for f in fns:
                if _add(f.fn_attrs, "nounwind"):
                    st.add(self.name, "Number of functions marked as nounwind")
                    changed = True
        if len(fns) == 1:
            f = fns[0]
            ok = True
            for bb in f.blocks:
                for i in bb:
                    if i.opcode in CALLS:
                        c = i.operands[-1]
                        if isinstance(c, Function) and (c.name or "").startswith("llvm.dbg."):
                            continue
                        if not isinstance(c, Function) or c is f or "norecurse" not in c.fn_attrs:
                            ok = False
                            break
                if not ok:
                    break
            if ok and _add(f.fn_attrs, "norecurse"):
                st.add(self.name, "Number of functions marked as norecurse")
                changed = True
        for f in fns:
            if "willreturn" in f.fn_attrs:
                continue
            fm = memory_effects(f.fn_attrs)
            ok = "mustprogress" in f.fn_attrs and fm is not None and not (fm[0] | fm[1] | fm[2]) & WRITE
            if not ok and not _has_cycle(f):
                ok = all(_will_return_call(i) for bb in f.blocks for i in bb if i.opcode in CALLS)
            if ok:
                f.fn_attrs.add("willreturn")
                st.add(self.name, "Number of functions marked as willreturn")
                changed = True
        if not changed:
            return PreservedAnalyses.all()
        for f in fns:
            f.fn_attrs = canonical_order(f.fn_attrs)
        return PreservedAnalyses(False, ("callgraph",))


def canonical_order(attrs: AttributeSet) -> AttributeSet:
    """LLVM's order: flag attributes by name, then those with a value (`memory(...)`),
    then the quoted string attributes in their original order."""
    quoted = [k for k in attrs if k in attrs.quoted]
    flags = sorted(k for k in attrs if k not in attrs.quoted and attrs[k] is None)
    valued = sorted(k for k in attrs if k not in attrs.quoted and attrs[k] is not None)
    out = AttributeSet()
    for k in flags + valued + quoted:
        out.add(k, attrs[k], k in attrs.quoted)
    return out

