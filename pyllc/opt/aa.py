# mypy: disable-error-code="no-any-return"
"""`basic-aa`: alias queries from the shapes of pointers, and memory-location queries
that also ask the metadata analyses of the AA pipeline (`tbaa`, `scoped-noalias-aa`).

Rules (a subset of LLVM's BasicAA, stateless and local):
- decompose a pointer through `getelementptr` with constant indices (and no-op
  casts) into an underlying object plus a constant byte offset (DataLayout sizes);
- two distinct identified objects (allocas, global variables) never alias;
- a non-escaping alloca (its address never stored, passed to a call or returned,
  or cast to an integer) does not alias a pointer loaded from memory, an argument
  or a call result;
- the same object at constant offsets whose byte ranges do not overlap: no alias;
- the same pointer value: must alias; everything else: may alias.

Location queries (`alias_loc`, `alias_access`, `call_may_modify(..., md)`) take the
accessing instruction's `!tbaa`/`!alias.scope`/`!noalias` too: when the pointer rules
say may alias, the metadata analyses named by the manager's `aa_pipeline` (opt-16's
default: basic-aa, scoped-noalias-aa, tbaa) may still say no alias. The pointer API
(`alias(p, psize, q, qsize)`) is unchanged and never looks at metadata.

Contract: an analysis (`AliasAnalysis`), computed per function on request, kept by
every pass that does not change instructions' pointers (the CFG set is not enough,
so transforms drop it unless they preserve everything).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.ir import AllocaInst, ConstantInt, Function, GlobalVariable, Instruction
from pyllc.ir.module import Module
from pyllc.ir.values import Value
from pyllc.opt import scoped_noalias, tbaa
from pyllc.opt.irutil import indices_offset
from pyllc.opt.passmanager import Analysis, AnalysisManager, FunctionAnalysisManager
from pyllc.opt.traits import callee_name, is_droppable_call

NO_ALIAS, MAY_ALIAS, MUST_ALIAS = "NoAlias", "MayAlias", "MustAlias"

#: opt-16's default AA pipeline (PassBuilder::buildDefaultAAPipeline, less the cached-only
#: globals-aa): what `-aa-pipeline=default`, or no -aa-pipeline at all, means
DEFAULT_AA_PIPELINE = ("basic-aa", "scoped-noalias-aa", "tbaa")
#: the analyses that answer from an access's metadata rather than from its pointer
METADATA_AAS = ("scoped-noalias-aa", "tbaa")
_AA_KINDS = ("tbaa", "alias.scope", "noalias")


class MemoryLocation:
    """What a load or store touches (LLVM's MemoryLocation): the pointer, the size in
    bytes (None: unknown) and the access's AA metadata (`!tbaa`, `!alias.scope`,
    `!noalias`; None where absent)."""
    __slots__ = ("noalias", "ptr", "scope", "size", "tbaa")

    def __init__(self, ptr: Value, size: int | None, md: Any = None) -> None:
        self.ptr, self.size = ptr, size
        md = md if md is not None else {}
        self.tbaa, self.scope, self.noalias = (md.get(k) for k in _AA_KINDS)

    @property
    def has_aa_metadata(self) -> bool:
        return self.tbaa is not None or self.scope is not None or self.noalias is not None


def access_pointer(i: Instruction) -> Value | None:
    """The address a load or store touches, None for other instructions."""
    if i.opcode == "load":
        return i.operands[0]
    if i.opcode == "store":
        return i.operands[1]
    return None


def metadata_no_alias(names: Any, a: MemoryLocation, b: MemoryLocation) -> bool:
    """The metadata analyses among `names` prove the two locations apart."""
    if not (a.has_aa_metadata and b.has_aa_metadata):
        return False
    if "scoped-noalias-aa" in names and scoped_noalias.no_alias(a.scope, a.noalias, b.scope, b.noalias):
        return True
    return "tbaa" in names and not tbaa.may_alias(a.tbaa, b.tbaa)

#: builds the alias-analysis chain of -aa-pipeline for aa-eval (installed by
#: pyllc.opt.analysis.aa_extra when the registry loads it; basic-aa alone otherwise)
CHAIN_BUILDER: list[Callable[[AnalysisManager[Function], Function], Any]] = []


class AliasAnalysis:
    """Alias queries over one function (see module docstring)."""

    def __init__(self, fn: Function, module: Module | None, names: Any = DEFAULT_AA_PIPELINE) -> None:
        self.fn = fn
        #: the metadata analyses of the AA pipeline that location queries also ask
        self.metadata_aas = tuple(n for n in names if n in METADATA_AAS)
        self.dl = module.datalayout if module is not None else None
        # keyed by id() and holding the key object, so a recycled id never hits
        self._escapes: dict[int, tuple[Value, bool, set[int]]] = {}
        self._decomp: dict[int, tuple[Value, Value, int | None]] = {}

    def decompose(self, p: Value) -> tuple[Value, int | None]:
        """(underlying object, constant byte offset or None if not constant)."""
        got = self._decomp.get(id(p))
        if got is not None and got[0] is p:
            return got[1], got[2]
        off: int | None = 0
        v = p
        for _ in range(32):
            op = getattr(v, "opcode", None)
            if op in ("bitcast", "addrspacecast") and isinstance(v, Instruction):
                v = v.operands[0]
                continue
            if op == "getelementptr" and isinstance(v, Instruction):
                k = self._gep_offset(v)
                off = None if k is None or off is None else off + k
                v = v.operands[0]
                continue
            break
        self._decomp[id(p)] = (p, v, off)
        return v, off

    def _gep_offset(self, g: Any) -> int | None:
        return gep_constant_offset(self.dl, g)

    def escapes(self, a: AllocaInst) -> bool:
        """The alloca's address may be known outside the function's direct uses."""
        return self._escape_facts(a)[0]

    def calls_given(self, a: AllocaInst) -> set[int]:
        """Ids of the calls that receive a pointer derived from the alloca as a
        non-capturing argument: such a call may still read and write the alloca."""
        return self._escape_facts(a)[1]

    def _escape_facts(self, a: AllocaInst) -> tuple[bool, set[int]]:
        got = self._escapes.get(id(a))
        if got is not None and got[0] is a:
            return got[1], got[2]
        e = False
        calls: set[int] = set()
        work: list[Value] = [a]
        seen = {id(a)}
        while work and not e:
            v = work.pop()
            for u in v.users:
                op = getattr(u, "opcode", None)
                if op == "load":
                    continue
                if op == "store":
                    if u.operands[0] is v:
                        e = True
                        break
                    continue
                if op in ("getelementptr", "bitcast", "addrspacecast", "phi", "select"):
                    if id(u) not in seen:
                        seen.add(id(u))
                        work.append(u)
                    continue
                if op == "icmp":
                    continue
                if isinstance(u, Instruction) and op == "call" and _nocapture_use(u, v):
                    calls.add(id(u))
                    continue
                e = True
                break
        self._escapes[id(a)] = (a, e, calls)
        return e, calls

    def alias(self, p: Value, psize: int | None, q: Value, qsize: int | None) -> str:
        if p is q:
            return MUST_ALIAS
        bp, op_ = self.decompose(p)
        bq, oq = self.decompose(q)
        ident_p = isinstance(bp, (AllocaInst, GlobalVariable))
        ident_q = isinstance(bq, (AllocaInst, GlobalVariable))
        if bp is bq:
            if op_ is not None and oq is not None:
                if op_ == oq and psize == qsize:
                    return MUST_ALIAS
                if psize is not None and qsize is not None and (op_ + psize <= oq or oq + qsize <= op_):
                    return NO_ALIAS
            return MAY_ALIAS
        if ident_p and ident_q:
            return NO_ALIAS
        for a, other in ((bp, bq), (bq, bp)):
            if isinstance(a, AllocaInst) and not self.escapes(a) and _is_opaque_source(other):
                return NO_ALIAS
        return MAY_ALIAS

    def location(self, i: Instruction) -> MemoryLocation | None:
        """The location a load or store touches, with its AA metadata; None otherwise."""
        p = access_pointer(i)
        if p is None:
            return None
        t = i.type if i.opcode == "load" else i.operands[0].type
        return MemoryLocation(p, self.size_of(t), i.metadata)

    def alias_loc(self, a: MemoryLocation, b: MemoryLocation) -> str:
        """Alias query on two memory locations: the pointer rules first, then, when they
        say may alias and the bytes are not known to overlap, the metadata analyses of
        the pipeline (tbaa, scoped-noalias-aa) may say NoAlias."""
        r = self.alias(a.ptr, a.size, b.ptr, b.size)
        if r == MAY_ALIAS and self.metadata_aas and not self._overlap_known(a, b) \
                and metadata_no_alias(self.metadata_aas, a, b):
            return NO_ALIAS
        return r

    def loc_alias(self, p: Value, psize: int | None, pmd: Any, q: Value, qsize: int | None, qmd: Any) -> str:
        """`alias_loc` spelled with (pointer, size, metadata) triples."""
        return self.alias_loc(MemoryLocation(p, psize, pmd), MemoryLocation(q, qsize, qmd))

    def _overlap_known(self, a: MemoryLocation, b: MemoryLocation) -> bool:
        """The two locations are known to share bytes (LLVM's basic-aa would answer
        MustAlias or PartialAlias, before any metadata analysis is asked: type punning
        through one address stays visible)."""
        if a.ptr is b.ptr:
            return True
        bp, op_ = self.decompose(a.ptr)
        bq, oq = self.decompose(b.ptr)
        if bp is not bq or op_ is None or oq is None:
            return False
        if a.size is None or b.size is None:
            return op_ == oq
        return op_ < oq + b.size and oq < op_ + a.size

    def alias_access(self, i: Instruction, j: Instruction) -> str:
        """Alias query on two loads/stores (LLVM's AA.alias(MemoryLocation::get(i), ...))."""
        a, b = self.location(i), self.location(j)
        assert a is not None and b is not None, "alias_access: loads and stores only"
        return self.alias_loc(a, b)

    def metadata_apart(self, a_md: Any, b_md: Any) -> bool:
        """The metadata analyses alone prove accesses with attachments `a_md` and `b_md`
        apart (whatever their pointers): for a call and a location (LLVM intersects
        the analyses' mod/ref answers); for two accesses use `alias_loc`."""
        if not self.metadata_aas or not a_md or not b_md:
            return False
        x, y = MemoryLocation(self.fn, None, a_md), MemoryLocation(self.fn, None, b_md)
        return metadata_no_alias(self.metadata_aas, x, y)

    def call_may_modify(self, call: Instruction, p: Value, psize: int | None, md: Any = None) -> bool:
        """Whether `call` (one that may write memory) may write the bytes at `p`: a
        non-volatile memset/memcpy/memmove writes only its destination; any other call
        reaches a non-escaping alloca of this function only when it is given the address
        as a (non-capturing) argument; nothing writes a constant global. With `md`, the
        metadata of the access at `p`: memory its tbaa tag calls constant is never
        written, and the call's own `!tbaa`/scope lists may rule the location out."""
        if md and self.metadata_aas:
            if "tbaa" in self.metadata_aas and tbaa.points_to_constant(md.get("tbaa")):
                return False
            if self.metadata_apart(call.metadata, md):
                return False
        base0 = self.decompose(p)[0]
        if isinstance(base0, GlobalVariable) and base0.is_constant:
            return False  # constant memory: writing it would be undefined behaviour
        dest = mem_intrinsic_dest(call)
        if dest is not None:
            n = call.operands[2]
            return self.alias(dest, n.value if isinstance(n, ConstantInt) else None, p, psize) != NO_ALIAS
        if (callee_name(call) or "").startswith(("llvm.stackrestore", "llvm.lifetime.")):
            return True   # frees (or ends the life of) allocas without ever seeing them
        base = self.decompose(p)[0]
        if call.opcode == "call" and isinstance(base, AllocaInst) and not self.escapes(base):
            # only a call given the address (as a non-capturing argument) can reach it
            return id(call) in self.calls_given(base)
        return True

    def size_of(self, t: Any) -> int | None:
        if self.dl is None:
            return None
        try:
            return int(self.dl.type_size(t))
        except Exception:  # noqa: BLE001 - unsized or scalable types: unknown size
            return None


def gep_constant_offset(dl: Any, g: Any) -> int | None:
    """Byte offset a `getelementptr` adds to its base when every index is a constant."""
    if dl is None:
        return None
    return indices_offset(dl, g.source_type, g.operands[1:])


def pointer_key(p: Value, dl: Any) -> tuple[int, int | None]:
    """(id of the underlying object, constant offset), through constant GEPs; two pointers
    with equal keys and a non-None offset are the same address."""
    off = 0
    v: Any = p
    for _ in range(16):
        if getattr(v, "opcode", None) == "getelementptr" and isinstance(v, Instruction):
            k = gep_constant_offset(dl, v)
            if k is None:
                break
            off += k
            v = v.operands[0]
            continue
        break
    if v is p:
        return (id(p), 0)
    return (id(v), off)


MEM_INTRINSICS = ("llvm.memset.", "llvm.memcpy.", "llvm.memmove.")


def mem_intrinsic_dest(call: Instruction) -> Value | None:
    """The destination of a non-volatile memset/memcpy/memmove call, else None."""
    name = callee_name(call)
    if name is None or not name.startswith(MEM_INTRINSICS):
        return None
    vol = call.operands[3]
    return call.operands[0] if isinstance(vol, ConstantInt) and vol.value == 0 else None


def _nocapture_use(call: Instruction, v: Value) -> bool:
    """`v` is passed to a call that does not capture it: a lifetime/debug marker, or a
    pointer operand of a memory intrinsic (their length is never `v`)."""
    if is_droppable_call(call):
        return True
    if _nocapture_param(call, v):
        return True
    name = callee_name(call)
    return name is not None and name.startswith(MEM_INTRINSICS) and call.operands[2] is not v \
        and all(o is not v for o in call.operands[3:])


def _nocapture_param(call: Instruction, v: Value) -> bool:
    """`v` is passed only in `nocapture` parameters of the call (call site or callee)."""
    args = list(getattr(call, "args", ()))
    idx = [k for k, a in enumerate(args) if a is v]
    if not idx or any(o is v for o in call.operands[len(args):]):
        return False
    fn = getattr(call, "callee", None)
    for k in idx:
        pattrs: Any = getattr(call, "param_attrs", [])
        site = pattrs[k] if k < len(pattrs) else None
        decl = fn.param_attrs[k] if isinstance(fn, Function) and k < len(fn.param_attrs) else None
        if not ((site is not None and "nocapture" in site) or (decl is not None and "nocapture" in decl)):
            return False
    return True


def _is_opaque_source(v: Value, depth: int = 0) -> bool:
    """Pointers that cannot be a non-escaping alloca of this function (phis and selects
    of such pointers too, a few levels deep)."""
    from_ops = ("load", "call")
    if type(v).__name__ == "Argument" or getattr(v, "opcode", None) in from_ops \
            or isinstance(v, GlobalVariable):
        return True
    op = getattr(v, "opcode", None)
    if depth < 4 and op in ("phi", "select", "getelementptr") and isinstance(v, Instruction):
        ins = [x for x in v.operands if x.type.is_pointer] if op != "getelementptr" else [v.operands[0]]
        if op == "select":
            ins = list(v.operands[1:])
        return bool(ins) and all(x is not v and _is_opaque_source(x, depth + 1) for x in ins)
    return False


class BasicAA(Analysis[Function]):
    name = "basic-aa"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> AliasAnalysis:
        module = am.module if isinstance(am, FunctionAnalysisManager) else unit.parent
        return AliasAnalysis(unit, module, getattr(am, "aa_pipeline", DEFAULT_AA_PIPELINE))
