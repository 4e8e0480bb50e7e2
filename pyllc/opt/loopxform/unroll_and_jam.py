"""`loop-unroll-and-jam`: unroll an outer loop and fuse the copies of its inner loop
(LLVM's LoopUnrollAndJamPass with UnrollAndJamLoop).

    for i: Fore(i); for j: Sub(i, j); Aft(i)
      ==>  for i += C: Fore(i) .. Fore(i+C-1); for j: Sub(i, j) .. Sub(i+C-1, j); Aft(i) .. Aft(i+C-1)

When (opt-16's rules, LoopUnrollAndJamPass.cpp):
- the outer loop L's `!llvm.loop` says `llvm.loop.unroll_and_jam.disable`, `.count` 1 or
  `llvm.loop.disable_nonforced` (without a forcing hint): never;
- it is only considered when forced by `llvm.loop.unroll_and_jam.enable` or
  `.count` N > 1, or when `-allow-unroll-and-jam` is given (opt-16 does nothing on a
  plain `-passes=loop-unroll-and-jam` otherwise); a loop with `llvm.loop.unroll.*` hints
  and no unroll_and_jam hint is left to the unroller;
- the count: `-unroll-and-jam-count=N`, else the `.count` hint, else the unroller's
  choice for L: its whole trip count when (size - 2) * TC + 2 stays under the unroll
  threshold (150, 300 for `<O3>`); with no explicit count it is lowered until the jammed
  inner loop's size (size - 2) * C + 2 is under 60 (`-unroll-and-jam-threshold`,
  1024 with a hint). Without a hint LLVM also leaves alone a nest whose inner loop has
  a small constant trip count, several blocks, or no load invariant in L. The target's
  partial/runtime unrolling preferences (LLVM's TTI) are modelled as the generic
  target's: off, so `-allow-unroll-and-jam` alone fires on small constant trip counts
  only. Sizes are pyllc's instruction counts, not TTI costs, so counts can differ.

Legality (all checked, any doubt bails):
- a two-deep nest: L has one sub-loop S, S has none; both in loop-simplify form,
  rotated (the latch is the only exiting block), LCSSA; S is a single block; the blocks
  of L are Fore (a chain of blocks ending in unconditional branches, from L's header to
  S's preheader), S, and Aft = L's latch, which is S's exit block;
- S runs the same number of iterations in every iteration of L (a constant
  backedge-taken count, or an exit test `{start,+,1} P N` with start and N invariant
  in L);
- no calls (except debug intrinsics), nothing that cannot be duplicated;
- the values L's header phis take around the backedge can be computed before S: Aft
  instructions they need are pure, use nothing of S, and move to the end of Fore;
- memory (dependence analysis, pyllc/opt/analysis/da.py): for each pair of accesses
  with a store, across Fore/S/Aft or both in S: no dependence, or a dependence that
  the loops enclosing L already separate (no `=` at an outer level), or whose direction
  at L's level is exactly `=`, or (both in S) whose direction at S's level is exactly
  `=`; a confused dependence bails;
- L's trip count: a constant multiple of C, or L's exit test gives a runtime trip count
  and C is a power of two: the remainder iterations run first in a copy of the nest
  (pyllc/opt/loopxform/runtime.py's prolog remainder; LLVM uses an epilog).

Statistics: NumUnrolledAndJammed ("Number of loops unroll and jammed").
Contract: loop pass on the outer loop; changes the CFG, preserves nothing when it fires.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import AllocaInst, BranchInst, Function, GlobalVariable, Instruction, PhiNode
from pyllc.ir.metadata import MDNode, MDString
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.aa import MAY_ALIAS, NO_ALIAS, AliasAnalysis, BasicAA
from pyllc.opt.analyses import Loop
from pyllc.opt.analysis.da import EQ, DependenceInfo
from pyllc.opt.irutil import set_terminator
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.loops.util import loop_metadata
from pyllc.opt.loopxform.common import (
    LoopView,
    branch_parts,
    cannot_duplicate,
    erase_dead,
    lookup,
)
from pyllc.opt.loopxform.replicate import clone_iterations, unrollable
from pyllc.opt.loopxform.runtime import exit_test, runtime_unroll
from pyllc.opt.passmanager import Pass, PreservedAnalyses
from pyllc.opt.scev import ScalarEvolution, ScalarEvolutionAnalysis
from pyllc.opt.traits import callee_name, may_read_memory, may_write_memory

BE_INSNS = 2
INNER_THRESHOLD = 60
PRAGMA_INNER_THRESHOLD = 1024
ALLOW_OPTION = "allow-unroll-and-jam"
COUNT_OPTION = "unroll-and-jam-count"
THRESHOLD_OPTION = "unroll-and-jam-threshold"


# ---- hints -------------------------------------------------------------------------------

def _hints(loop: Loop) -> dict[str, Any]:
    """`!{!"name", value}` entries of the loop's `!llvm.loop` node (value None if bare)."""
    md = loop_metadata(loop)
    out: dict[str, Any] = {}
    if md is None:
        return out
    for op in md.operands:
        if isinstance(op, MDNode) and op.operands and isinstance(op.operands[0], MDString):
            val = op.operands[1] if len(op.operands) > 1 else None
            out[op.operands[0].value] = getattr(getattr(val, "value", None), "value", getattr(val, "value", None))
    return out


def _int_hint(h: dict[str, Any], name: str) -> int | None:
    v = h.get(name)
    return int(v) if isinstance(v, int) and not isinstance(v, bool) else None


# ---- shape -------------------------------------------------------------------------------

class Nest:
    """The blocks of a two-deep nest: Fore (in order), the inner loop S, Aft."""

    def __init__(self, outer: LoopView, inner: LoopView, fore: list[BasicBlock], aft: BasicBlock) -> None:
        self.outer, self.inner, self.fore, self.aft = outer, inner, fore, aft


def nest_of(loop: Loop) -> Nest | str:
    """The nest's parts, or why it does not have the shape unroll-and-jam handles."""
    if len(loop.subloops) != 1:
        return "not exactly one sub-loop"
    sub = loop.subloops[0]
    outer, inner = LoopView(loop), LoopView(sub)
    why = unrollable(inner)
    if why is not None:
        return f"inner loop: {why}"
    if len(inner.blocks) != 1:
        return "inner loop has several blocks"
    if not outer.is_simplified() or not outer.is_lcssa():
        return "outer loop not in simplified LCSSA form"
    latch = outer.latch()
    assert latch is not None
    if outer.exiting_blocks() != [latch]:
        return "outer latch is not the only exiting block"
    parts = branch_parts(latch)
    if parts is None or not ((parts[1] is outer.header) ^ (parts[2] is outer.header)):
        return "outer loop not rotated"
    ipre = inner.preheader()
    assert ipre is not None
    if inner.exit_blocks() != [latch] or latch.predecessors() != [inner.header]:
        return "the inner loop does not exit to the outer latch alone"
    fore: list[BasicBlock] = []
    b = outer.header
    while True:
        fore.append(b)
        if b is ipre:
            break
        t = b.terminator
        if t is None or t.opcode != "br" or len(t.operands) != 1:
            return "fore blocks branch conditionally"
        nxt = t.operands[0]
        assert isinstance(nxt, BasicBlock)
        if not outer.contains(nxt) or inner.contains(nxt) or len(fore) > len(outer.blocks):
            return "fore blocks are not a chain to the inner preheader"
        b = nxt
    t = ipre.terminator
    if t is None or t.opcode != "br" or len(t.operands) != 1:
        return "inner preheader branches conditionally"
    if len(fore) + len(inner.blocks) + 1 != len(outer.blocks):
        return "blocks other than fore, inner loop and latch"
    if cannot_duplicate(outer) is not None:
        return "cannot duplicate"
    for bb in outer.blocks:
        for i in bb.instructions:
            if i.opcode in ("call", "invoke") and not (callee_name(i) or "").startswith("llvm.dbg."):
                return "call in the nest"
            if i.opcode == "alloca":
                return "alloca in the nest"
    return Nest(outer, inner, fore, latch)


def inner_count_invariant(nest: Nest, se: ScalarEvolution) -> bool:
    """The inner loop runs the same number of iterations in every outer iteration."""
    if se.backedge_taken_count(nest.inner.loop) is not None:
        return True
    et = exit_test(nest.inner, se)
    if et is None:
        return False
    return nest.outer.invariant(et.limit) and se.disposition(et.start, nest.outer.loop) == "Invariant"


def phi_operands_to_move(nest: Nest) -> list[Instruction] | None:
    """The Aft instructions the outer header phis need (to move to the end of Fore), in
    block order; None when one of them cannot move."""
    latch = nest.aft
    need: set[int] = set()
    work: list[Value] = []
    for p in nest.outer.header.phis():
        v = p.incoming_value_for(latch)
        if v is not None:
            work.append(v)
    while work:
        v = work.pop()
        if not isinstance(v, Instruction) or v.parent is not latch or id(v) in need:
            continue
        if isinstance(v, PhiNode) or may_read_memory(v) or may_write_memory(v) or v.is_terminator:
            return None
        need.add(id(v))
        work.extend(v.operands)
    return [i for i in latch.instructions if id(i) in need]


def dependences_allow(nest: Nest, di: DependenceInfo) -> bool:
    """No memory dependence that executing Fore(i+1) before S(i), S(i+1, j) before
    S(i, j' > j) or Aft(i) after S(i+1) could reverse (see the module docstring)."""
    group: dict[int, str] = {}
    accesses: list[Instruction] = []
    for b in nest.outer.blocks:
        g = "sub" if nest.inner.contains(b) else "aft" if b is nest.aft else "fore"
        for i in b.instructions:
            if may_read_memory(i) or may_write_memory(i):
                accesses.append(i)
                group[id(i)] = g
    ul = nest.outer.loop.depth - 1
    jl = nest.inner.loop.depth - 1
    for k, a in enumerate(accesses):
        for c in accesses[k + 1:]:
            ga, gb = group[id(a)], group[id(c)]
            if ga == gb and ga != "sub":
                continue
            if not (may_write_memory(a) or may_write_memory(c)):
                continue
            for s, d in ((a, c), (c, a)):
                dep = di.depends(s, d)
                if dep is None:
                    continue
                if dep.confused:
                    return False
                if any(not (dep.dirs[lv] & EQ) for lv in range(min(ul, len(dep.dirs)))):
                    continue        # an enclosing loop keeps them apart
                if ul < len(dep.dirs) and dep.dirs[ul] == EQ:
                    continue
                if ga == gb == "sub" and jl < len(dep.dirs) and dep.dirs[jl] == EQ:
                    continue
                return False
    return True


class NoAliasArgsAA(AliasAnalysis):
    """basic-aa plus LLVM's rule for `noalias` parameters (identified function-local
    objects): such a parameter's object aliases no other argument, alloca or global.
    An AliasAnalysis (what DependenceInfo takes) whose `decompose` and `alias`, the two
    queries DependenceInfo asks, go through `base`."""

    def __init__(self, base: AliasAnalysis) -> None:
        AliasAnalysis.__init__(self, base.fn, None, ())
        self.base = base

    def decompose(self, p: Value) -> Any:
        return self.base.decompose(p)

    def alias(self, p: Value, psize: int | None, q: Value, qsize: int | None) -> str:
        r: str = self.base.alias(p, psize, q, qsize)
        if r != MAY_ALIAS:
            return r
        bp, bq = self.decompose(p)[0], self.decompose(q)[0]
        if bp is bq:
            return r
        for a, o in ((bp, bq), (bq, bp)):
            if isinstance(a, Argument) and "noalias" in a.attrs and \
                    isinstance(o, (Argument, AllocaInst, GlobalVariable)):
                return NO_ALIAS
        return r


# ---- the transformation ------------------------------------------------------------------

def jam(fn: Function, nest: Nest, count: int) -> None:
    """Unroll the outer loop `count` times and fuse the inner loops (requires the checks
    above and an outer trip count that is a multiple of `count`)."""
    outer, inner = nest.outer, nest.inner
    header, latch, ih = outer.header, nest.aft, inner.header
    last_fore = nest.fore[-1]
    moving = phi_operands_to_move(nest)
    assert moving is not None
    ft = last_fore.terminator
    assert ft is not None
    for i in moving:
        i.remove_from_parent()
        i.insert_before(ft)
    hphis = list(header.phis())
    back = {id(p): p.incoming_value_for(latch) for p in hphis}
    blocks = list(outer.blocks)
    maps = clone_iterations(fn, blocks, header, latch, count)

    def cp(k: int, v: Any) -> Any:
        return v if k == 0 else lookup(maps[k], v)

    dead: list[Instruction] = []
    # Fore copies in a row, the last one entering the inner loop
    for k in range(count - 1):
        set_terminator(cp(k, last_fore), BranchInst(cp(k + 1, header)))
    final_fore = cp(count - 1, last_fore)
    set_terminator(final_fore, BranchInst(ih))
    # the inner loops fused into the original: phis and bodies of every copy
    it = ih.terminator
    assert it is not None
    for p in list(ih.phis()):
        for j in range(1, len(p.operands), 2):
            if p.operands[j] is last_fore:
                p.set_operand(j, final_fore)
    for k in range(1, count):
        ck = cp(k, ih)
        for p in list(ck.phis()):
            p.remove_from_parent()
            first = ih.first_non_phi
            assert first is not None
            p.insert_before(first)
            for j in range(1, len(p.operands), 2):
                blk = p.operands[j]
                p.set_operand(j, final_fore if blk is cp(k, last_fore) else ih)
        body = [i for i in ck.instructions if not i.is_terminator]
        for i in body:
            i.remove_from_parent()
            i.insert_before(it)
    # the last copy's exit test decides; the others' go
    cond_last = branch_parts(cp(count - 1, ih))
    assert cond_last is not None
    parts = branch_parts(ih)
    assert parts is not None
    if count > 1:
        for k in range(count - 1):
            pk = parts if k == 0 else branch_parts(cp(k, ih))
            if pk is not None and isinstance(pk[0], Instruction):
                dead.append(pk[0])
        it.set_operand(0, cond_last[0])
    for k in range(1, count):
        ck = cp(k, ih)
        t = ck.terminator
        if t is not None:
            t.drop_all_references()
        fn.blocks.remove(ck)
        ck.parent = None
    # Aft copies in a row after the inner loop; their LCSSA phis now come from it
    for k in range(count):
        ak = cp(k, latch)
        pred = ih if k == 0 else cp(k - 1, latch)
        for p in ak.phis():
            for j in range(1, len(p.operands), 2):
                p.set_operand(j, pred)
    for k in range(count - 1):
        pk = branch_parts(cp(k, latch))
        if pk is not None and isinstance(pk[0], Instruction):
            dead.append(pk[0])
        set_terminator(cp(k, latch), BranchInst(cp(k + 1, latch)))
    ih_t = ih.terminator
    assert ih_t is not None
    for j, op in enumerate(ih_t.operands):
        if op is not ih and isinstance(op, BasicBlock):
            ih_t.set_operand(j, latch)
    last_latch = cp(count - 1, latch)
    if count > 1:
        lt = last_latch.terminator
        assert lt is not None
        for j, op in enumerate(lt.operands):
            if op is cp(count - 1, header):
                lt.set_operand(j, header)
        for p in hphis:
            for j in range(1, len(p.operands), 2):
                if p.operands[j] is latch:
                    v = back[id(p)]
                    assert v is not None
                    p.set_operand(j - 1, cp(count - 1, v))
                    p.set_operand(j, last_latch)
        exit_bb = [s for s in last_latch.successors() if s is not header][0]
        for p in exit_bb.phis():
            for j in range(1, len(p.operands), 2):
                if p.operands[j] is latch:
                    p.set_operand(j - 1, cp(count - 1, p.operands[j - 1]))
                    p.set_operand(j, last_latch)
    erase_dead(dead)
    # lay the nest out in execution order: Fore copies, the fused inner loop, Aft copies
    order = [cp(k, b) for k in range(count) for b in nest.fore] + [ih] + [cp(k, latch) for k in range(count)]
    placed = {id(b) for b in order}
    rest = [b for b in fn.blocks if id(b) not in placed]
    at = next(k for k, b in enumerate(fn.blocks) if b is header)
    before = [b for b in fn.blocks[:at] if id(b) not in placed]
    fn.blocks[:] = before + order + rest[len(before):]


def _size(blocks: list[BasicBlock]) -> int:
    return sum(1 for b in blocks for i in b.instructions
               if not isinstance(i, PhiNode) and i.opcode != "getelementptr"
               and not (callee_name(i) or "").startswith("llvm.dbg."))


def _jammed(size: int, count: int) -> int:
    return max(size - BE_INSNS, 0) * count + BE_INSNS


class LoopUnrollAndJam(LoopPass):
    """Unroll an outer loop and jam the copies of its inner loop."""
    name = "loop-unroll-and-jam"
    params_doc = "O0;O1;O2;O3"

    def __init__(self, opt_level: int = 2) -> None:
        self.opt_level = opt_level

    @staticmethod
    def factory(params: str | None) -> Pass[Any]:
        if params is None:
            return LoopUnrollAndJam()
        if params not in ("O0", "O1", "O2", "O3"):
            raise ValueError(f"invalid LoopUnrollAndJamPass parameter '{params}'")
        return LoopUnrollAndJam(int(params[1]))

    def count(self, loop: Loop, nest: Nest, se: ScalarEvolution, opts: dict[str, str]) -> int:
        """opt-16's choice of count (module docstring), 0 for "do not"."""
        h = _hints(loop)
        hint_count = _int_hint(h, "llvm.loop.unroll_and_jam.count")
        if "llvm.loop.unroll_and_jam.disable" in h or hint_count == 1:
            return 0
        forced = (hint_count is not None and hint_count > 1) or "llvm.loop.unroll_and_jam.enable" in h
        if not forced and "llvm.loop.disable_nonforced" in h:
            return 0
        allowed = forced or ALLOW_OPTION in opts
        inner_threshold = int(opts.get(THRESHOLD_OPTION, INNER_THRESHOLD))
        if not allowed or inner_threshold == 0:
            return 0
        if any(k.startswith("llvm.loop.unroll.") for k in h) and \
                not any(k.startswith("llvm.loop.unroll_and_jam.") for k in h):
            return 0
        outer_size, inner_size = _size(nest.outer.blocks), _size(nest.inner.blocks)
        threshold = 300 if self.opt_level > 2 else 150
        btc = se.backedge_taken_count(loop)
        if COUNT_OPTION in opts:
            return int(opts[COUNT_OPTION])
        if hint_count is not None:
            return hint_count
        c = 0
        if btc is not None and _jammed(outer_size, btc + 1) < threshold:
            c = btc + 1         # the unroller would unroll L fully
        limit = PRAGMA_INNER_THRESHOLD if forced else inner_threshold
        while c and _jammed(inner_size, c) >= limit:
            c -= 1
        if forced:
            return c
        ibtc = se.backedge_taken_count(nest.inner.loop)
        if ibtc is not None and inner_size * (ibtc + 1) < threshold:
            return 0            # left to the unroller
        invariant_loads = sum(1 for b in nest.inner.blocks for i in b.instructions
                              if i.opcode == "load" and _invariant_in(se, i.operands[0], loop))
        return c if invariant_loads else 0

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        nest = nest_of(loop)
        if isinstance(nest, str):
            return PreservedAnalyses.all()
        se: ScalarEvolution = ar.get(ScalarEvolutionAnalysis)
        opts = ar.am.options
        c = self.count(loop, nest, se, opts)
        if c <= 1:
            return PreservedAnalyses.all()
        if not inner_count_invariant(nest, se) or phi_operands_to_move(nest) is None:
            return PreservedAnalyses.all()
        aa = NoAliasArgsAA(ar.get(BasicAA))
        if not dependences_allow(nest, DependenceInfo(ar.function, se, aa)):
            return PreservedAnalyses.all()
        btc = se.backedge_taken_count(loop)
        if btc is not None and c > btc + 1:
            c = btc + 1
        if btc is not None and (btc + 1) % c == 0:
            jam(ar.function, nest, c)
        else:
            et = exit_test(nest.outer, se)
            if et is None or c & (c - 1):
                return PreservedAnalyses.all()
            runtime_unroll(ar.function, nest.outer, et, c,
                           lambda fn, view, cnt, keep: jam(fn, nest, cnt))
        ar.am.instr.stats.add(self.name, "Number of loops unroll and jammed")
        return PreservedAnalyses.none()


def _invariant_in(se: ScalarEvolution, v: Value, loop: Loop) -> bool:
    """The address does not change with `loop` (it may vary with inner loops), as LLVM's
    isLoopInvariant(getSCEVAtScope(V, L), L)."""
    s = se.get(v)
    return _no_recurrence_of(s, loop) and all(
        not (isinstance(u, Instruction) and u.parent is not None and loop.contains(u.parent))
        for u in _unknown_values(s))


def _no_recurrence_of(s: Any, loop: Loop) -> bool:
    if s.kind == "addrec" and s.loop is loop:
        return False
    return all(_no_recurrence_of(o, loop) for o in s.ops)


def _unknown_values(s: Any) -> list[Any]:
    if s.kind == "unknown":
        return [s.value]
    return [v for o in s.ops for v in _unknown_values(o)]
