"""`simple-loop-unswitch<nontrivial;trivial>`: hoist loop-invariant branches out of loops
(LLVM's SimpleLoopUnswitch).

Requires loop-simplify form (preheader, one latch, dedicated exits) and LCSSA; other
loops are left alone.

A condition counts as invariant when it is, or is pure arithmetic/compares of invariants
(then it moves to the preheader first, as LICM would have done).

Trivial unswitching (always on): walk from the header along unconditional branches
through blocks whose instructions cannot have an effect (no stores, calls other than
debug intrinsics, volatile or atomic accesses), as LLVM's unswitchAllTrivialConditions.
At the first conditional terminator:
- `br c, A, B` with `c` loop invariant and one of A/B an exit block whose phis take
  loop-invariant values from this edge: the preheader now branches on `c` to that exit
  or to a new preheader; in the loop the branch becomes unconditional; the walk goes on;
- `switch c` with `c` invariant: cases that go to such exit blocks move to a new switch
  in the preheader (the default stays in the loop); the walk stops there.
Nothing runs before the hoisted test on the loop's first iteration but effect-free code,
so leaving earlier changes nothing observable.

Nontrivial unswitching (`nontrivial`, innermost loops only: outer loops are a known gap,
see docs/loop-transforms.md): a `br c` on an invariant, non-constant `c` with
both successors in the loop, in a loop of at most UNSWITCH_THRESHOLD (50, LLVM's
`-unswitch-threshold`) instructions that can be duplicated: the loop is cloned, the
preheader branches on `freeze c` to the original (where the branch goes to its true side)
or the clone (false side); exit phis get the clone's values; blocks made unreachable are
deleted. The clone is reported to the loop pass manager as a new loop.

Statistics: NumBranches, NumSwitches, NumTrivial. Contract: loop pass; changes the CFG.
"""
from __future__ import annotations

from pyllc.ir import BranchInst, Function, Instruction, SwitchInst
from pyllc.ir.instructions import FreezeInst
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.analyses import Loop
from pyllc.opt.irutil import phi_replace_block, reachable_blocks, remove_blocks, set_terminator
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.loopxform.common import (
    LoopView,
    ValueMap,
    cannot_duplicate,
    clone_blocks,
    lookup,
    new_block,
)
from pyllc.opt.passmanager import Pass, PreservedAnalyses
from pyllc.opt.traits import callee_name, is_volatile_or_atomic, may_write_memory

UNSWITCH_THRESHOLD = 50


def _effect_free(b: BasicBlock) -> bool:
    for i in b.instructions:
        if i.is_terminator:
            continue
        if i.opcode in ("call", "invoke", "callbr"):
            if not (callee_name(i) or "").startswith(("llvm.dbg.", "llvm.lifetime.")):
                return False
            continue
        if may_write_memory(i) or is_volatile_or_atomic(i) or i.opcode in ("fence", "va_arg", "landingpad"):
            return False
    return True


_HOISTABLE = frozenset("icmp fcmp add sub mul and or xor shl lshr ashr trunc zext sext "
                       "select freeze getelementptr".split())


def _hoistable(view: LoopView, v: Value, depth: int = 0) -> bool:
    """`v` is loop invariant, or pure arithmetic of invariants that can move out."""
    if view.invariant(v):
        return True
    if depth > 8 or not isinstance(v, Instruction) or v.opcode not in _HOISTABLE:
        return False
    return all(_hoistable(view, o, depth + 1) for o in v.operands)


def _hoist(view: LoopView, v: Value) -> None:
    """Move the loop-variant part of a `_hoistable` value to the preheader's end (what
    LICM would have done; the operations cannot trap)."""
    if view.invariant(v):
        return
    assert isinstance(v, Instruction)
    for o in v.operands:
        _hoist(view, o)
    pre = view.preheader()
    assert pre is not None and pre.terminator is not None
    v.move_before(pre.terminator)
    view.ids.discard(id(v))


def _invariant_cond(view: LoopView, c: Value) -> bool:
    return _hoistable(view, c) and not c.type.is_vector and c.__class__.__name__ != "ConstantInt"


def _exit_ok(view: LoopView, exit_bb: BasicBlock, src: BasicBlock) -> bool:
    return all(view.invariant(v) for p in exit_bb.phis() for v, b in p.incoming if b is src)


class _Unswitcher:
    def __init__(self, fn: Function, view: LoopView) -> None:
        self.fn, self.view = fn, view
        self.branches = 0
        self.switches = 0

    def new_preheader(self, pre: BasicBlock) -> BasicBlock:
        """A block between `pre` and the header (`pre` keeps its terminator to rewrite)."""
        h = self.view.header
        ph = new_block(self.fn, f"{pre.name or 'entry'}.split", after=pre)
        ph.append(BranchInst(h))
        for p in h.phis():
            phi_replace_block(p, pre, ph)
        return ph

    def trivial(self) -> None:
        view = self.view
        cur = view.header
        seen = {id(cur)}
        while True:
            if not _effect_free(cur):
                return
            t = cur.terminator
            if t is None:
                return
            if t.opcode == "br" and len(t.operands) == 1:
                nxt = t.operands[0]
                assert isinstance(nxt, BasicBlock)
                if not view.contains(nxt) or id(nxt) in seen:
                    return
                seen.add(id(nxt))
                cur = nxt
                continue
            if t.opcode == "br" and len(t.operands) == 3:
                c, a, b = t.operands
                assert isinstance(a, BasicBlock) and isinstance(b, BasicBlock)
                if not _invariant_cond(view, c) or view.contains(a) == view.contains(b):
                    return
                ex, stay = (a, b) if not view.contains(a) else (b, a)
                if not _exit_ok(view, ex, cur):
                    return
                pre = view.preheader()
                assert pre is not None
                _hoist(view, c)
                ph = self.new_preheader(pre)
                set_terminator(pre, BranchInst(c, ex, ph) if ex is a else BranchInst(c, ph, ex))
                for p in ex.phis():
                    phi_replace_block(p, cur, pre)
                set_terminator(cur, BranchInst(stay))
                self.branches += 1
                if id(stay) in seen:
                    return
                seen.add(id(stay))
                cur = stay
                continue
            if isinstance(t, SwitchInst):
                self.trivial_switch(cur, t)
            return

    def trivial_switch(self, cur: BasicBlock, sw: SwitchInst) -> None:
        view = self.view
        c = sw.operands[0]
        if not _invariant_cond(view, c):
            return
        moved = [(v, b) for v, b in sw.cases if not view.contains(b) and _exit_ok(view, b, cur)]
        if not moved:
            return
        pre = view.preheader()
        assert pre is not None
        _hoist(view, c)
        ph = self.new_preheader(pre)
        set_terminator(pre, SwitchInst(c, ph, moved))
        kept = [(v, b) for v, b in sw.cases if not any(v is m for m, _ in moved)]
        new_sw = SwitchInst(c, sw.default, kept)
        gone = {id(b): b for _, b in moved}
        set_terminator(cur, new_sw)
        for ex in gone.values():
            still = any(s is ex for s in new_sw.successor_blocks())
            for p in ex.phis():
                v = p.incoming_value_for(cur)
                assert v is not None
                if still:
                    p.add_incoming(v, pre)
                else:
                    phi_replace_block(p, cur, pre)
        self.switches += 1

    def nontrivial(self) -> BasicBlock | None:
        """Unswitch one invariant branch by cloning; returns the clone's header."""
        view = self.view
        if view.loop.subloops or view.size() > UNSWITCH_THRESHOLD or cannot_duplicate(view) is not None:
            return None
        cand: Instruction | None = None
        for b in view.blocks:
            t = b.terminator
            if t is not None and t.opcode == "br" and len(t.operands) == 3 \
                    and _invariant_cond(view, t.operands[0]) \
                    and all(isinstance(d, BasicBlock) and view.contains(d) for d in t.operands[1:]) \
                    and t.operands[1] is not t.operands[2]:
                cand = t
                break
        if cand is None:
            return None
        pre = view.preheader()
        assert pre is not None and cand.parent is not None
        _hoist(view, cand.operands[0])
        exits = view.exit_blocks()
        vm: ValueMap = {}
        copies = clone_blocks(self.fn, view.blocks, ".us", vm, after=view.blocks[-1])
        ph_true = self.new_preheader(pre)
        ph_false = new_block(self.fn, f"{pre.name or 'entry'}.split.us", after=ph_true)
        ch = vm[id(view.header)]
        assert isinstance(ch, BasicBlock)
        ph_false.append(BranchInst(ch))
        for p in ch.phis():
            phi_replace_block(p, pre, ph_false)
        for ex in exits:
            for p in ex.phis():
                for v, b in list(p.incoming):
                    if view.contains(b):
                        nb = vm[id(b)]
                        assert isinstance(nb, BasicBlock)
                        p.add_incoming(lookup(vm, v), nb)
        c = cand.operands[0]
        fr = FreezeInst("freeze", c.type, [c], f"{c.name or 'cond'}.fr")
        t = pre.terminator
        assert t is not None
        fr.insert_before(t)
        set_terminator(pre, BranchInst(fr, ph_true, ph_false))
        tdest, fdest = cand.operands[1], cand.operands[2]
        assert isinstance(tdest, BasicBlock) and isinstance(fdest, BasicBlock)
        cb = vm[id(cand.parent)]
        assert isinstance(cb, BasicBlock)
        set_terminator(cand.parent, BranchInst(tdest))
        for p in fdest.phis():
            p.remove_incoming_block(cand.parent)
        nf = vm[id(fdest)]
        nt = vm[id(tdest)]
        assert isinstance(nf, BasicBlock) and isinstance(nt, BasicBlock)
        set_terminator(cb, BranchInst(nf))
        for p in nt.phis():
            p.remove_incoming_block(cb)
        live = {id(b) for b in reachable_blocks(self.fn)}
        remove_blocks(self.fn, [b for b in self.fn.blocks if id(b) not in live])
        self.branches += 1
        del copies
        return ch if ch.parent is not None else None


class SimpleLoopUnswitch(LoopPass):
    """Move loop-invariant branches out of loops (trivial; nontrivial by cloning)."""
    name = "simple-loop-unswitch"
    params_doc = "nontrivial;no-nontrivial;trivial;no-trivial"

    def __init__(self, nontrivial: bool = False, trivial: bool = True) -> None:
        self.nontrivial, self.trivial = nontrivial, trivial

    @staticmethod
    def factory(params: str | None) -> Pass[Loop]:
        nt, tr = False, True
        for p in (params or "").split(";"):
            if p in ("nontrivial", "no-nontrivial"):
                nt = p == "nontrivial"
            elif p in ("trivial", "no-trivial"):
                tr = p == "trivial"
            elif p:
                raise ValueError(f"invalid SimpleLoopUnswitch pass parameter '{p}'")
        return SimpleLoopUnswitch(nt, tr)

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        view = LoopView(loop)
        if not view.is_simplified() or not view.is_lcssa():
            return PreservedAnalyses.all()
        u = _Unswitcher(ar.function, view)
        if self.trivial:
            u.trivial()
        new_header: BasicBlock | None = None
        if self.nontrivial and not (u.branches or u.switches):
            new_header = u.nontrivial()
        st = ar.am.instr.stats
        st.add(self.name, "Number of branches unswitched", u.branches)
        st.add(self.name, "Number of switches unswitched", u.switches)
        st.add(self.name, "Number of unswitches that are trivial",
               (u.branches + u.switches) if new_header is None else 0)
        if not (u.branches or u.switches):
            return PreservedAnalyses.all()
        if new_header is not None:
            updater.add_loops([new_header])
        return PreservedAnalyses.none()
