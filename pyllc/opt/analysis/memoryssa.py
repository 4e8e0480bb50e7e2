"""`memoryssa` (alias `memdep`): MemorySSA over a function and `print<memoryssa>`.

Model: LLVM's MemorySSA (after Novillo, "Memory SSA — a unified approach for sparsely
representing memory operations", 2007). Memory is one variable in SSA form:
- every instruction that may write memory (stores, calls that may write, fences,
  atomics, volatile or ordered loads) is a `MemoryDef` numbered 1, 2, ... in block
  order; every other instruction that reads memory (plain loads, read-only calls) is
  a `MemoryUse`; `llvm.dbg.*`, `assume` and calls with no memory effect are neither;
- `MemoryPhi`s go in the iterated dominance frontier of the blocks holding defs
  (numbered after the defs, in the order LLVM's IDF calculator finds them); a
  renaming walk over the dominator tree gives each access its defining access
  (`liveOnEntry` at the entry) and each phi its incoming values, in the order the
  walk reaches the predecessors; unreachable predecessors give `liveOnEntry`;
- uses are then optimized: the defining access of a MemoryUse becomes its nearest
  clobber — the first def up the chain that may write the loaded bytes (mod/ref
  queries on `basic-aa`, analysis/modref.py; a store or call whose AA metadata tbaa or
  scoped-noalias-aa sets apart from the load's does not clobber it); through a MemoryPhi the walk follows
  every incoming path (a path that comes back around a loop to a phi being walked
  adds nothing) and steps over the phi only when every path reaches the same
  clobber, otherwise the use stays on the phi. Loads of constant memory use
  `liveOnEntry`.
Defs keep their immediate defining access (opt-16 prints them unoptimized too).

Contract: an analysis of instructions and CFG: every transform that changes anything
drops it. The printer prints the function with `; N = MemoryDef(M)` annotations.
"""
from __future__ import annotations

import heapq
from typing import Any

from pyllc.ir import Function, GlobalVariable, Instruction
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis, BasicAA
from pyllc.opt.analyses import DominatorTreeAnalysis
from pyllc.opt.analysis.modref import (
    MOD,
    NOMODREF,
    access_location,
    call_effect,
    call_modref_call,
    call_modref_loc,
    inst_modref_loc,
)
from pyllc.opt.analysis.regions import llvm_dfs_numbers
from pyllc.opt.passmanager import Analysis, AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.printers import _module_of, _Names, _out
from pyllc.opt.traits import callee_name, is_volatile_or_atomic

_NOT_MODELLED = ("llvm.assume", "llvm.experimental.noalias.scope.decl", "llvm.pseudoprobe", "llvm.dbg.")


class Access:
    """A MemoryDef ("def"), MemoryUse ("use"), MemoryPhi ("phi") or liveOnEntry ("live")."""
    __slots__ = ("block", "defining", "id", "incoming", "inst", "kind")

    def __init__(self, kind: str, block: BasicBlock | None, inst: Instruction | None = None,
                 id_: int = 0) -> None:
        self.kind, self.block, self.inst, self.id = kind, block, inst, id_
        self.defining: Access | None = None
        self.incoming: list[tuple[BasicBlock, Access]] = []


def classify(i: Instruction) -> str | None:
    """"def", "use" or None for an instruction (see module docstring)."""
    op = i.opcode
    if op == "load":
        ordered = "volatile" in i.flags or getattr(i, "ordering", None) not in (None, "unordered")
        return "def" if ordered else "use"
    if op in ("store", "fence", "atomicrmw", "cmpxchg", "va_arg"):
        return "def"
    if op in ("call", "invoke", "callbr"):
        name = callee_name(i) or ""
        if name.startswith(_NOT_MODELLED):
            return None
        e = call_effect(i)
        if e.writes:
            return "def"
        return "use" if e.reads else None
    return None


class MemorySSA:
    """Memory accesses of one function and their def-use chains (see module docstring)."""

    def __init__(self, fn: Function, dt: DominatorTree, aa: AliasAnalysis) -> None:
        self.fn, self.dt, self.aa = fn, dt, aa
        self.live = Access("live", None)
        self.of_inst: dict[int, Access] = {}
        self.phi_of: dict[int, Access] = {}
        self.in_block: dict[int, list[Access]] = {}
        next_id = 1
        def_blocks: list[BasicBlock] = []
        for b in fn.blocks:
            lst: list[Access] = []
            for i in b.instructions:
                k = classify(i)
                if k is None:
                    continue
                a = Access(k, b, i, next_id if k == "def" else 0)
                next_id += k == "def"
                lst.append(a)
                self.of_inst[id(i)] = a
            self.in_block[id(b)] = lst
            if any(a.kind == "def" for a in lst):
                def_blocks.append(b)
        self._dfs = llvm_dfs_numbers(fn.blocks[0]) if fn.blocks else {}
        for b in self._idf(def_blocks):
            self.phi_of[id(b)] = Access("phi", b, None, next_id)
            next_id += 1
        self._rename()
        self._optimize_uses()

    # ---- construction -------------------------------------------------------
    def _levels(self) -> dict[int, int]:
        lv: dict[int, int] = {}
        for b in self.dt.rpo:
            p = self.dt.idom(b)
            lv[id(b)] = 0 if p is None else lv[id(p)] + 1
        return lv

    def _kids(self, b: BasicBlock) -> list[BasicBlock]:
        return sorted(self.dt.children(b), key=lambda c: self._dfs.get(id(c), 0))

    def _idf(self, defs: list[BasicBlock]) -> list[BasicBlock]:
        """LLVM's IDF calculator: a priority queue on (level, DFS number), deepest first."""
        lv = self._levels()
        din: dict[int, int] = {}
        t = 0
        if self.fn.blocks and self.dt.is_reachable(self.fn.blocks[0]):
            stack: list[BasicBlock] = [self.fn.blocks[0]]
            while stack:
                b = stack.pop()
                din[id(b)] = t
                t += 1
                stack.extend(reversed(self._kids(b)))
        def_ids = {id(b) for b in defs}
        pq: list[tuple[int, int, int, BasicBlock]] = []
        visited_pq: set[int] = set()
        visited_wl: set[int] = set()
        for b in defs:
            if self.dt.is_reachable(b):
                heapq.heappush(pq, (-lv[id(b)], -din[id(b)], id(b), b))
                visited_wl.add(id(b))
        out: list[BasicBlock] = []
        while pq:
            neg_level, _, _, root = heapq.heappop(pq)
            root_level = -neg_level
            work = [root]
            visited_wl.add(id(root))
            while work:
                n = work.pop()
                for s in n.successors():
                    if not self.dt.is_reachable(s) or lv[id(s)] > root_level or id(s) in visited_pq:
                        continue
                    visited_pq.add(id(s))
                    out.append(s)
                    if id(s) not in def_ids:
                        heapq.heappush(pq, (-lv[id(s)], -din[id(s)], id(s), s))
                for c in self._kids(n):
                    if id(c) not in visited_wl:
                        visited_wl.add(id(c))
                        work.append(c)
        return out

    def _rename(self) -> None:
        if not self.fn.blocks:
            return
        entry = self.fn.blocks[0]
        stack: list[tuple[BasicBlock, Access]] = [(entry, self.live)]
        seen: set[int] = set()
        while stack:
            b, inc = stack.pop()
            seen.add(id(b))
            phi = self.phi_of.get(id(b))
            if phi is not None:
                inc = phi
            for a in self.in_block[id(b)]:
                a.defining = inc
                if a.kind == "def":
                    inc = a
            for s in successor_edges(b):
                sp = self.phi_of.get(id(s))
                if sp is not None:
                    sp.incoming.append((b, inc))
            stack.extend((c, inc) for c in reversed(self._kids(b)))
        for b in self.fn.blocks:
            if id(b) in seen:
                continue
            for a in self.in_block[id(b)]:
                a.defining = self.live
            for s in successor_edges(b):
                sp = self.phi_of.get(id(s))
                if sp is not None:
                    sp.incoming.append((b, self.live))

    # ---- the clobber walk ---------------------------------------------------
    def _clobbers(self, d: Access, use: Instruction) -> bool:
        di = d.inst
        assert di is not None
        if callee_name(di) in ("llvm.invariant.start", "llvm.invariant.end"):
            return False
        aa = self.aa
        if use.opcode in ("call", "invoke", "callbr"):
            if di.opcode in ("call", "invoke", "callbr"):
                return call_modref_call(di, use, aa) != NOMODREF
            loc = access_location(di, aa)
            if loc is None:
                return True
            return call_modref_loc(use, loc, aa) != NOMODREF
        loc = access_location(use, aa)
        assert loc is not None
        if di.opcode == "load" and use.opcode == "load":
            return not _loads_reorderable(use, di)
        if di.opcode in ("call", "invoke") and aa.metadata_apart(di.metadata, use.metadata):
            return False    # tbaa / scoped-noalias-aa rule the call out
        if di.opcode == "store" and not is_volatile_or_atomic(di) and use.opcode == "load" \
                and aa.alias_access(di, use) == NO_ALIAS:
            return False
        return bool(inst_modref_loc(di, loc, aa) & MOD)

    def _walk(self, start: Access, use: Instruction, visiting: set[int]) -> Access | None:
        a: Access | None = start
        steps = 0
        while a is not None:
            steps += 1
            if a.kind == "live" or steps > 200:
                return a
            if a.kind == "def":
                if self._clobbers(a, use):
                    return a
                a = a.defining
                continue
            if id(a) in visiting:
                return None
            r = self._phi(a, use, visiting)
            if r is None:
                return None
            if r is not a:
                a = r if r.kind != "def" or self._clobbers(r, use) else r.defining
                if r.kind in ("def", "live"):
                    return r
                continue
            return a
        return a

    def _phi(self, phi: Access, use: Instruction, visiting: set[int]) -> Access | None:
        visiting.add(id(phi))
        try:
            found: Access | None = None
            for _, inc in phi.incoming:
                r = self._walk(inc, use, visiting)
                if r is None:
                    continue
                if found is None:
                    found = r
                elif found is not r:
                    return phi
        finally:
            visiting.discard(id(phi))
        if found is None:
            return None   # every path comes back to a phi being walked: nothing new here
        if found is phi:
            return phi
        if found.kind == "live" or (found.block is not None and phi.block is not None
                                    and self.dt.properly_dominates(found.block, phi.block)):
            return found
        return phi

    def _optimize_uses(self) -> None:
        for lst in self.in_block.values():
            for a in lst:
                if a.kind != "use" or a.defining is None or a.inst is None:
                    continue
                i = a.inst
                if i.opcode == "load":
                    base = self.aa.decompose(i.operands[0])[0]
                    if (isinstance(base, GlobalVariable) and base.is_constant) or "invariant.load" in i.metadata:
                        a.defining = self.live
                        continue
                r = self._walk(a.defining, i, set())
                if r is not None:
                    a.defining = r

    # ---- queries ------------------------------------------------------------
    def access(self, i: Instruction) -> Access | None:
        return self.of_inst.get(id(i))

    def phi(self, b: BasicBlock) -> Access | None:
        return self.phi_of.get(id(b))


def successor_edges(b: BasicBlock) -> list[BasicBlock]:
    """A block's successors in LLVM's order, one per edge (a switch may repeat one)."""
    t = b.terminator
    if t is None:
        return []
    if t.opcode == "br" and len(t.operands) == 3:
        return [o for o in (t.operands[1], t.operands[2]) if isinstance(o, BasicBlock)]
    return [o for o in t.operands if isinstance(o, BasicBlock)]


def _loads_reorderable(use: Instruction, clobber: Instruction) -> bool:
    if "volatile" in use.flags and "volatile" in clobber.flags:
        return False
    seq = getattr(use, "ordering", None) == "seq_cst"
    acq = getattr(clobber, "ordering", None) in ("acquire", "acq_rel", "seq_cst")
    return not (seq or acq)


class MemorySSAAnalysis(Analysis[Function]):
    name = "memoryssa"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> MemorySSA:
        return MemorySSA(unit, am.get(DominatorTreeAnalysis, unit), am.get(BasicAA, unit))


def _ref(a: Access | None) -> str:
    if a is None or a.kind == "live":
        return "liveOnEntry"
    return str(a.id)


def access_text(a: Access, names: _Names) -> str:
    if a.kind == "def":
        return f"{a.id} = MemoryDef({_ref(a.defining)})"
    if a.kind == "use":
        return f"MemoryUse({_ref(a.defining)})"
    parts = []
    for b, v in a.incoming:
        parts.append("{" + (b.name if b.name else names.block(b)) + "," + _ref(v) + "}")
    return f"{a.id} = MemoryPhi({','.join(parts)})"


def predecessor_uses(fn: Function) -> dict[int, list[BasicBlock]]:
    """Each block's predecessors in LLVM's use-list order (latest branch first)."""
    refs: dict[int, list[BasicBlock]] = {id(b): [] for b in fn.blocks}
    for b in fn.blocks:
        t = b.terminator
        if t is None:
            continue
        dests = [o for o in t.operands if isinstance(o, BasicBlock)]
        if t.opcode == "br" and len(t.operands) == 3:
            dests = [o for o in (t.operands[1], t.operands[2]) if isinstance(o, BasicBlock)]
        for d in dests:
            if id(d) in refs:
                refs[id(d)].append(b)
    return {k: list(reversed(v)) for k, v in refs.items()}


def annotated_function(fn: Function, names: _Names, before_block: Any, before_inst: Any) -> list[str]:
    """The function as LLVM's AssemblyWriter prints it (labels with `; preds = ...`), with
    comment lines from `before_block(b)` and `before_inst(i)` (lists of strings)."""
    head = names.p.function(fn).split("\n")[0]
    names.p.slots = names.slots
    preds = predecessor_uses(fn)
    out = [head]
    for n, b in enumerate(fn.blocks):
        if n:
            out.append("")
            label = (names.block(b)[1:] if b.name is not None else names.block(b)[1:]) + ":"
            ps = preds[id(b)]
            tail = " preds = " + ", ".join(names.block(p) for p in ps) if ps else " No predecessors!"
            out.append(label.ljust(50) + ";" + tail if len(label) < 50 else label + " ;" + tail)
        elif b.name is not None:
            out.append(names.block(b)[1:] + ":")
        out += ["; " + x for x in before_block(b)]
        for i in b.instructions:
            out += ["; " + x for x in before_inst(i)]
            out.append("  " + names.inst(i))
    out.append("}")
    return out


class MemorySSAPrinter(FunctionPass):
    """print<memoryssa>: the function annotated with its memory accesses."""
    name = "print<memoryssa>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        mssa: MemorySSA = am.get(MemorySSAAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))

        def blk(b: BasicBlock) -> list[str]:
            p = mssa.phi(b)
            return [access_text(p, names)] if p is not None else []

        def ins(i: Instruction) -> list[str]:
            a = mssa.access(i)
            return [access_text(a, names)] if a is not None else []

        lines = [f"MemorySSA for function: {unit.name}"] + annotated_function(unit, names, blk, ins)
        _out().write("\n".join(lines) + "\n")
        return PreservedAnalyses.all()


class MemDepPrinter(MemorySSAPrinter):
    """memdep: pyllc's memory-dependence analysis is MemorySSA (prints as print<memoryssa>)."""
    name = "memdep"
