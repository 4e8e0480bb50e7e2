"""`licm`: loop-invariant code motion (LLVM's LICM pass).

On a loop in simplified form (a preheader; sinking and promotion also need dedicated
exits), in LLVM's order:
1. sink: an instruction whose only users are LCSSA phis in exit blocks (every entry
   the instruction itself) is cloned into those exits and removed from the loop; its
   operands from the loop get LCSSA phis there, so they may sink in turn (bottom-up);
2. hoist: in reverse postorder of the loop's own blocks (sub-loops were done first), an
   instruction whose operands are all invariant moves to the end of the preheader when
   it is safe there: it cannot trap (pure arithmetic, casts, compares, GEPs, selects,
   pure intrinsics) or is guaranteed to run in the loop anyway (division, pure calls);
   a load when nothing in the loop may write its location (basic-aa, and tbaa /
   scoped-noalias-aa on the accesses' metadata) or it carries `!invariant.load`, and it
   is guaranteed to run or its pointer is dereferenceable. An instruction that is not
   guaranteed to run keeps only `!dbg` (LLVM 16 drops all other metadata: its facts
   may depend on the conditions it is hoisted above); one that is keeps everything;
3. scalar promotion (promote.py): a location only loaded and stored in the loop
   becomes a register.
Volatile and atomic accesses never move; `fence` stops all promotion; a loop whose
`!llvm.loop` says `llvm.licm.disable` is left alone.

Statistics as LLVM's: NumHoisted, NumSunk, NumMovedLoads, NumPromoted.

Contract: a loop pass; requires domtree, loops, basic-aa; keeps the CFG (domtree and
loops preserved), changes instructions.
"""
from __future__ import annotations

from pyllc.ir import Instruction, PhiNode
from pyllc.ir.values import BasicBlock
from pyllc.opt.aa import AliasAnalysis, BasicAA
from pyllc.opt.analyses import Loop
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.loops.memory import LoopMemory, SafetyInfo, dereferenceable
from pyllc.opt.loops.promote import promote_loop
from pyllc.opt.loops.util import (
    clone_instruction,
    edges_into,
    first_insertion_point,
    has_dedicated_exits,
    has_loop_hint,
    is_invariant,
    preheader,
)
from pyllc.opt.mdcombine import drop_for_speculation
from pyllc.opt.passmanager import CFG_ANALYSES, PreservedAnalyses
from pyllc.opt.traits import (
    DIVREM,
    PURE_INTRINSICS,
    PURE_OPS,
    callee_name,
    is_pure_call,
    is_volatile_or_atomic,
    safe_to_speculate,
)


class _LICM:
    def __init__(self, loop: Loop, ar: LoopStandardAnalysisResults) -> None:
        self.loop = loop
        self.dt = ar.domtree
        self.aa: AliasAnalysis = ar.get(BasicAA)
        self.mem = LoopMemory(loop, self.aa)
        self.safety = SafetyInfo(loop, self.dt)
        order = {id(b): k for k, b in enumerate(self.dt.rpo)}
        li = ar.loops
        self.blocks = sorted((b for b in loop.blocks() if li.loop_for(b) is loop and id(b) in order),
                             key=lambda b: order[id(b)])
        self.hoisted = self.sunk = self.loads = 0

    # ---- what may move
    def _load_ok(self, i: Instruction) -> bool:
        if is_volatile_or_atomic(i):
            return False
        p = i.operands[0]
        size = self.aa.size_of(i.type)
        return "invariant.load" in i.metadata or not self.mem.may_modify(p, size, md=i.metadata)

    def _movable(self, i: Instruction) -> bool:
        """Pure enough to move at all (safety of the new place is checked separately)."""
        op = i.opcode
        if op == "phi" or i.is_terminator or i.type.is_void and op != "call":
            return False
        if op in PURE_OPS or op in DIVREM:
            return True
        if op == "load":
            return self._load_ok(i)
        if op == "call":
            name = callee_name(i) or ""
            return name.startswith(PURE_INTRINSICS) or is_pure_call(i)
        return False

    def _speculatable(self, i: Instruction) -> bool:
        op = i.opcode
        if op == "load":
            return dereferenceable(self.aa, i.operands[0], self.aa.size_of(i.type),
                                   getattr(i, "align", None))
        if op == "call":
            return (callee_name(i) or "").startswith(PURE_INTRINSICS)
        return safe_to_speculate(i)

    # ---- hoisting
    def hoist(self, ph: BasicBlock) -> None:
        term = ph.terminator
        assert term is not None
        for b in self.blocks:
            for i in list(b.instructions):
                # cheap tests first: `_movable` asks alias analysis about loads
                if i.type.is_void or not all(is_invariant(o, self.loop) for o in i.operands):
                    continue
                if not self._movable(i):
                    continue
                if self._speculatable(i):
                    guaranteed = self.safety.guaranteed(i)
                elif self.safety.guaranteed(i):
                    guaranteed = True
                else:
                    continue
                if not guaranteed:
                    drop_for_speculation(i)
                i.move_before(term)
                self.hoisted += 1
                if i.opcode == "load":
                    self.loads += 1

    # ---- sinking
    def sink(self) -> None:
        for b in reversed(self.blocks):
            for i in reversed(list(b.instructions)):
                # (`_movable` last: it asks alias analysis about loads)
                if i.parent is b and i.has_uses() and self._sinkable_users(i) and self._movable(i):
                    self._sink(i)

    def _sinkable_users(self, i: Instruction) -> bool:
        for u in i.unique_users():
            if not isinstance(u, PhiNode) or u.parent is None or self.loop.contains(u.parent):
                return False
            if any(v is not i for v, _ in u.incoming):
                return False
            if first_insertion_point(u.parent) is None or u.parent.first_non_phi is None:
                return False
            f = u.parent.first_non_phi
            if f is not None and f.opcode in ("landingpad", "catchswitch", "catchpad", "cleanuppad"):
                return False
        return True

    def _sink(self, i: Instruction) -> None:
        clones: dict[int, Instruction] = {}
        for u in i.unique_users():
            assert isinstance(u, PhiNode)
            e = u.parent
            assert e is not None
            c = clones.get(id(e))
            if c is None:
                c = clone_instruction(i, ".le")
                pos = first_insertion_point(e)
                assert pos is not None
                c.insert_before(pos)
                for k, op in enumerate(c.operands):
                    if isinstance(op, Instruction) and not is_invariant(op, self.loop):
                        c.set_operand(k, self._lcssa_phi(op, e))
                clones[id(e)] = c
            u.replace_all_uses_with(c)
            u.erase_from_parent()
        i.erase_from_parent()
        self.sunk += 1

    @staticmethod
    def _lcssa_phi(v: Instruction, e: BasicBlock) -> PhiNode:
        for phi in e.phis():
            if all(x is v for x, _ in phi.incoming):
                return phi
        phi = PhiNode("phi", v.type, (), f"{v.name}.lcssa" if v.name else None)
        for p in edges_into(e):
            phi.add_incoming(v, p)
        first = e.first
        assert first is not None
        phi.insert_before(first)
        return phi


class LICM(LoopPass):
    """Hoist loop invariants to the preheader, sink to the exits, promote memory to registers."""
    name = "licm"

    def display_name(self) -> str:
        return "LICMPass"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        ph = preheader(loop)
        if ph is None or has_loop_hint(loop, "llvm.licm.disable"):
            return PreservedAnalyses.all()
        w = _LICM(loop, ar)
        dedicated = has_dedicated_exits(loop)
        if dedicated:
            w.sink()
        w.hoist(ph)
        promoted = 0
        pst: dict[str, int] = {}
        if dedicated and not w.mem.has_fence:
            promoted = promote_loop(loop, ph, w.aa, w.dt, LoopMemory(loop, w.aa), w.safety, pst)
        st = ar.am.instr.stats
        st.add(self.name, "Number of instructions hoisted out of loop", w.hoisted)
        st.add(self.name, "Number of instructions sunk out of loop", w.sunk)
        st.add(self.name, "Number of load insts hoisted or sunk", w.loads)
        st.add(self.name, "Number of memory locations promoted to registers",
               promoted - pst.get("loads", 0))
        st.add(self.name, "Number of load-only promotions", pst.get("loads", 0))
        if w.hoisted or w.sunk or promoted:
            return PreservedAnalyses(False, CFG_ANALYSES)
        return PreservedAnalyses.all()
