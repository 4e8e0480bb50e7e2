"""`globals-aa` and `scev-aa`: alias analyses for `-aa-pipeline=` (used by `aa-eval`),
and the chain that asks the listed analyses in order.

- globals-aa (LLVM's GlobalsAA): an internal (or private) global variable whose address
  is never taken — every use is the pointer operand of a load or store, directly or
  through getelementptr/bitcast — can only be reached through itself, so a pointer
  based on it does not alias a pointer based on anything else. It also summarizes, per
  defined function, which such globals the function (and what it calls, transitively)
  reads and writes: `mod_ref(fn, global)` in "NoModRef"/"Ref"/"Mod"/"ModRef".
- scev-aa (LLVM's SCEVAAResult): the byte distance between two pointers as a SCEV; when
  it is a constant (the same base, recurrences of the same loops cancelling) and at
  least the size of the lower access, they do not alias; distance 0 and equal sizes is
  must-alias.
- the chain: each analysis of `-aa-pipeline` in order; the first definite answer
  (no alias or must alias) wins, else may alias. Location queries (`alias_loc`,
  `alias_access`) also ask `tbaa` and `scoped-noalias-aa` (pyllc/opt/tbaa.py,
  scoped_noalias.py) in their place in the list; pointer queries have no metadata.

Contract: analyses; read-only.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Function, GlobalVariable, Instruction
from pyllc.ir.module import Module
from pyllc.ir.values import Value
from pyllc.opt.aa import (
    CHAIN_BUILDER,
    DEFAULT_AA_PIPELINE,
    MAY_ALIAS,
    MUST_ALIAS,
    NO_ALIAS,
    AliasAnalysis,
    BasicAA,
    MemoryLocation,
    metadata_no_alias,
)
from pyllc.opt.analysis.da import linear
from pyllc.opt.passmanager import AnalysisManager, FunctionAnalysisManager
from pyllc.opt.scev import ScalarEvolution, ScalarEvolutionAnalysis


def _address_taken(g: GlobalVariable) -> bool:
    work: list[Value] = [g]
    seen = {id(g)}
    while work:
        v = work.pop()
        for u in v.users:
            op = getattr(u, "opcode", None)
            if op == "load" and u.operands[0] is v:
                continue
            if op == "store" and u.operands[1] is v and u.operands[0] is not v:
                continue
            if op in ("getelementptr", "bitcast") and u.operands[0] is v:
                if id(u) not in seen:
                    seen.add(id(u))
                    work.append(u)
                continue
            return True
    return False


class GlobalsAAResult:
    """Module-wide facts about non-address-taken internal globals (see module docstring)."""

    def __init__(self, m: Module) -> None:
        self.module = m
        self.private = {id(g) for g in m.globals
                        if isinstance(g, GlobalVariable) and g.linkage in ("internal", "private")
                        and not _address_taken(g)}
        self._direct: dict[int, tuple[set[int], set[int], bool]] = {}
        for f in m.functions:
            reads: set[int] = set()
            writes: set[int] = set()
            unknown = f.is_declaration
            for b in f.blocks:
                for i in b.instructions:
                    if i.opcode in ("load", "store"):
                        base = _base(i.operands[0 if i.opcode == "load" else 1])
                        if id(base) in self.private:
                            (reads if i.opcode == "load" else writes).add(id(base))
            self._direct[id(f)] = (reads, writes, unknown)
        self._summary: dict[int, tuple[set[int], set[int]]] = {}

    def _calls(self, f: Function) -> list[Instruction]:
        return [i for b in f.blocks for i in b.instructions if i.opcode in ("call", "invoke")]

    def summary(self, f: Function) -> tuple[set[int], set[int]]:
        """Private globals f may read / write, through its callees too (None: all)."""
        got = self._summary.get(id(f))
        if got is not None:
            return got
        reads, writes = set(self._direct[id(f)][0]), set(self._direct[id(f)][1])
        self._summary[id(f)] = (reads, writes)   # recursion: what is known so far
        for c in self._calls(f):
            callee = getattr(c, "callee", None)
            if isinstance(callee, Function) and not callee.is_declaration:
                r, w = self.summary(callee)
                reads |= r
                writes |= w
        self._summary[id(f)] = (reads, writes)
        return reads, writes

    def alias(self, p: Value, q: Value) -> str | None:
        bp, bq = _base(p), _base(q)
        if bp is bq:
            return None
        for g, other in ((bp, bq), (bq, bp)):
            if id(g) in self.private and _cannot_be(g, other, 0, set()):
                return NO_ALIAS
        return None

    def mod_ref(self, f: Function, g: GlobalVariable) -> str:
        """What calling `f` may do to global `g`."""
        if id(g) not in self.private:
            return "ModRef"
        if f.is_declaration:
            e = call_effect_of_decl(f)
            return e
        r, w = self.summary(f)
        return {(False, False): "NoModRef", (True, False): "Ref", (False, True): "Mod",
                (True, True): "ModRef"}[(id(g) in r, id(g) in w)]


def call_effect_of_decl(f: Function) -> str:
    """An external function cannot name an internal, never-address-taken global."""
    del f
    return "NoModRef"


def _base(p: Value) -> Value:
    v: Any = p
    for _ in range(32):
        if getattr(v, "opcode", None) in ("getelementptr", "bitcast", "addrspacecast"):
            v = v.operands[0]
            continue
        break
    return v


def _cannot_be(g: Value, v: Value, depth: int, seen: set[int]) -> bool:
    """`v` (an underlying object) cannot hold the address of the never-address-taken `g`:
    another global, an argument, a call result (the address was never passed), a pointer
    loaded through such a value, or a phi/select of them, 4 levels deep (LLVM's
    isNonEscapingGlobalNoAlias)."""
    v = _base(v)
    if v is g:
        return False
    if id(v) in seen:
        return True
    seen.add(id(v))
    op = getattr(v, "opcode", None)
    if isinstance(v, (GlobalVariable, Function)) or type(v).__name__ == "Argument" or \
            op in ("call", "invoke"):
        return True
    if depth >= 4 or not isinstance(v, Instruction):
        return False   # allocas and the rest: left to basic-aa, as LLVM's GlobalsAA does
    if op == "load":
        return _cannot_be(g, v.operands[0], depth + 1, seen)
    if op in ("phi", "select"):
        ins = list(v.operands[1:]) if op == "select" else [x for x, _ in getattr(v, "incoming", [])]
        return all(_cannot_be(g, x, depth + 1, seen) for x in ins)
    return False


class ScevAAResult:
    """Alias answers from SCEV pointer differences (see module docstring)."""

    def __init__(self, se: ScalarEvolution) -> None:
        self.se = se

    def alias(self, p: Value, psize: int | None, q: Value, qsize: int | None) -> str | None:
        if self.se.bits_of(p) is None or self.se.bits_of(q) is None:
            return None
        d = linear(self.se.get(p)).plus(linear(self.se.get(q)).scaled(-1))
        if d.sym or d.coeff:
            return None
        off = d.const          # p = q + off
        if off == 0:
            return MUST_ALIAS if psize is not None and psize == qsize else None
        if off > 0 and qsize is not None and off >= qsize:
            return NO_ALIAS
        if off < 0 and psize is not None and -off >= psize:
            return NO_ALIAS
        return None


class AAChain:
    """The analyses of -aa-pipeline in order (see module docstring); other queries go to
    basic-aa."""

    def __init__(self, basic: AliasAnalysis, names: list[str], globals_aa: GlobalsAAResult | None,
                 scev_aa: ScevAAResult | None) -> None:
        self.basic, self.names = basic, names
        self.globals_aa, self.scev_aa = globals_aa, scev_aa

    def alias(self, p: Value, psize: int | None, q: Value, qsize: int | None) -> str:
        return self.alias_loc(MemoryLocation(p, psize), MemoryLocation(q, qsize))

    def alias_access(self, i: Instruction, j: Instruction) -> str:
        """Alias query on two loads/stores, with their AA metadata."""
        a, b = self.basic.location(i), self.basic.location(j)
        assert a is not None and b is not None, "alias_access: loads and stores only"
        return self.alias_loc(a, b)

    def alias_loc(self, a: MemoryLocation, b: MemoryLocation) -> str:
        p, psize, q, qsize = a.ptr, a.size, b.ptr, b.size
        for n in self.names:
            r: str | None = None
            if n == "basic-aa":
                r = self.basic.alias(p, psize, q, qsize)
                r = None if r == MAY_ALIAS else r
            elif n == "globals-aa" and self.globals_aa is not None:
                r = self.globals_aa.alias(p, q)
            elif n == "scev-aa" and self.scev_aa is not None:
                r = self.scev_aa.alias(p, psize, q, qsize)
            elif n in ("tbaa", "scoped-noalias-aa") and metadata_no_alias((n,), a, b):
                r = NO_ALIAS
            if r is not None:
                return r
        return MAY_ALIAS

    def __getattr__(self, name: str) -> Any:
        return getattr(self.basic, name)


_GLOBALS: dict[int, tuple[Module, GlobalsAAResult]] = {}


def aa_for(am: AnalysisManager[Function], fn: Function) -> AAChain:
    """The alias analysis chain `am.aa_pipeline` names, for `fn`."""
    names = list(getattr(am, "aa_pipeline", DEFAULT_AA_PIPELINE)) or ["basic-aa"]
    basic: AliasAnalysis = am.get(BasicAA, fn)
    g = None
    if "globals-aa" in names:
        m = am.module if isinstance(am, FunctionAnalysisManager) else fn.parent
        assert isinstance(m, Module)
        got = _GLOBALS.get(id(m))
        if got is None or got[0] is not m:
            got = (m, GlobalsAAResult(m))
            _GLOBALS.clear()
            _GLOBALS[id(m)] = got
        g = got[1]
    s = ScevAAResult(am.get(ScalarEvolutionAnalysis, fn)) if "scev-aa" in names else None
    return AAChain(basic, names, g, s)


if aa_for not in CHAIN_BUILDER:
    CHAIN_BUILDER.append(aa_for)
