"""`indvars`: induction-variable simplification (LLVM's IndVarSimplify), two of its parts.

1. Widening (LLVM's WidenIV): a header phi that is an affine recurrence `{s,+,c}<nsw>`
   narrower than a legal 64-bit integer, whose value (or its increment's, or that of an
   `add/sub/mul nsw` of it and an invariant) is sign extended in the loop — array
   indexing in C, `a[i]`, `a[i - 1]` — gets a 64-bit twin
   `%indvars.iv = phi i64 [sext s, ...], [%indvars.iv.next, ...]`. The extensions become
   the wide values (no signed wrap: sext(i) is exactly the wide IV); zero extensions too
   when the recurrence is also `nuw`; such an `add/sub/mul nsw` gets a wide twin whose
   extension users read it; a compare of the IV with an invariant (signed or
   equality predicate) becomes a wide compare; other users read a `trunc` of the wide
   IV, always exact. The narrow IV, left without users, is deleted.
2. Exit values (LLVM's rewriteLoopExitValues): a value used after the loop (an LCSSA phi
   in an exit block) whose scalar evolution is computable at the exit (a constant
   backedge-taken count, the loop's single exiting block) is replaced by its closed form,
   built in the exit block when it takes at most 4 instructions (constants cost nothing).
   The loop then often computes nothing used outside and loop-deletion removes it.

Statistics: NumWidened, NumReplaced. Contract: a loop pass; keeps the CFG; requires
loops, domtree, scalar evolution.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import BinaryOperator, CastInst, ConstantInt, ICmpInst, Instruction, PhiNode
from pyllc.ir.types import I1, IntType
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.analyses import Loop
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.loops.expander import expand
from pyllc.opt.loops.util import (
    edges_into,
    exit_blocks,
    first_insertion_point,
    is_invariant,
    latches,
    preheader,
)
from pyllc.opt.passmanager import CFG_ANALYSES, PreservedAnalyses
from pyllc.opt.scev import ScalarEvolution, ScalarEvolutionAnalysis

EXIT_VALUE_BUDGET = 4
_SIGNED_OR_EQ = frozenset(["slt", "sle", "sgt", "sge", "eq", "ne"])


class _Widener:
    def __init__(self, loop: Loop, ph: BasicBlock, latch: BasicBlock, se: ScalarEvolution) -> None:
        self.loop, self.ph, self.latch, self.se = loop, ph, latch, se
        self.wide = IntType.get(64)

    def _ext(self, v: Value, kind: str) -> Value:
        """`v` extended to 64 bits in the preheader (folded for constants)."""
        if isinstance(v, ConstantInt):
            x = v.signed if kind == "sext" else v.value
            return ConstantInt(self.wide, x & ((1 << 64) - 1))
        term = self.ph.terminator
        assert term is not None
        c = CastInst(kind, self.wide, (v,), f"{v.name}.wide" if v.name else None)
        c.insert_before(term)
        return c

    def widen(self, phi: PhiNode) -> bool:
        t: Any = phi.type
        if not t.is_int or t.bits >= 64 or phi.num_incoming != 2:
            return False
        s = self.se.get(phi)
        if s.kind != "addrec" or s.loop is not self.loop or len(s.ops) != 2 or "nsw" not in s.flags:
            return False
        start = phi.incoming_value_for(self.ph)
        inc = phi.incoming_value_for(self.latch)
        if start is None or not isinstance(inc, BinaryOperator) or inc.opcode != "add" \
                or "nsw" not in inc.flags or inc.parent is None:
            return False
        step = inc.operands[1] if inc.operands[0] is phi else inc.operands[0]
        if inc.operands[0] is not phi and inc.operands[1] is not phi:
            return False
        if not is_invariant(step, self.loop):
            return False
        nuw = "nuw" in s.flags
        exts = [u for v in (phi, inc) for u in v.unique_users()
                if isinstance(u, CastInst) and u.type is self.wide
                and (u.opcode == "sext" or (u.opcode == "zext" and nuw))]
        arith = [u for v in (phi, inc) for u in v.unique_users()
                 if isinstance(u, BinaryOperator) and u.opcode in ("add", "sub", "mul")
                 and "nsw" in u.flags and u is not inc
                 and any(isinstance(x, CastInst) and x.opcode == "sext" and x.type is self.wide
                         for x in u.unique_users())]
        if not exts and not arith:
            return False
        wstart = self._ext(start, "sext")
        wstep = self._ext(step, "sext")
        name = "indvars.iv"
        wphi = PhiNode("phi", self.wide, (), name)
        first = self.loop.header.first
        assert first is not None
        wphi.insert_before(first)
        winc = BinaryOperator("add", self.wide, (wphi, wstep), f"{name}.next")
        winc.flags.add("nsw")
        if nuw:
            winc.flags.add("nuw")
        winc.insert_after(inc)
        edges = edges_into(self.loop.header)
        for p in sorted(edges, key=lambda b: b is not self.ph):     # the preheader first
            wphi.add_incoming(wstart if p is self.ph else winc, p)
        pairs: list[tuple[Instruction, Instruction]] = [(phi, wphi), (inc, winc)]
        k = 0
        while k < len(pairs):
            narrow, wide = pairs[k]
            derived = k >= 2
            k += 1
            for u in narrow.unique_users():
                if not isinstance(u, Instruction) or u is phi or u is inc:
                    continue
                if isinstance(u, CastInst) and u.type is self.wide and (
                        u.opcode == "sext" or (u.opcode == "zext" and nuw and not derived)):
                    u.replace_all_uses_with(wide)
                    u.erase_from_parent()
                elif isinstance(u, ICmpInst) and u.predicate in _SIGNED_OR_EQ:
                    self._widen_compare(u, narrow, wide)
                else:
                    w = self._widen_arith(u, narrow, wide)
                    if w is not None:
                        pairs.append((u, w))
        for narrow, _ in pairs[2:]:
            if not narrow.users and narrow.parent is not None:
                narrow.erase_from_parent()
        self._truncate_rest(phi, wphi, inc, winc)
        return True

    def _widen_compare(self, u: ICmpInst, narrow: Instruction, wide: Instruction) -> None:
        """`icmp pred narrow, inv` -> `icmp pred wide, sext inv` (exact: no signed wrap)."""
        other = u.operands[1] if u.operands[0] is narrow else u.operands[0]
        if other is narrow or not is_invariant(other, self.loop):
            return
        a, b = (wide, self._ext(other, "sext")) if u.operands[0] is narrow \
            else (self._ext(other, "sext"), wide)
        nc = ICmpInst("icmp", I1, u.predicate, a, b, u.name)
        nc.insert_before(u)
        u.replace_all_uses_with(nc)
        u.erase_from_parent()

    def _widen_arith(self, u: Instruction, narrow: Instruction, wide: Instruction) -> Instruction | None:
        """`add/sub/mul nsw narrow, inv` whose value is sign extended gets a wide twin
        (sext(a op b) = sext a op sext b without signed wrap; wrap was poison)."""
        if u.opcode not in ("add", "sub", "mul") or "nsw" not in u.flags or u.parent is None \
                or not self.loop.contains(u.parent):
            return None
        other = u.operands[1] if u.operands[0] is narrow else u.operands[0]
        if other is narrow or not is_invariant(other, self.loop):
            return None
        if not any(isinstance(x, CastInst) and x.opcode == "sext" and x.type is self.wide
                   for x in u.unique_users()):
            return None
        wo = self._ext(other, "sext")
        ops = (wide, wo) if u.operands[0] is narrow else (wo, wide)
        w = BinaryOperator(u.opcode, self.wide, ops, f"{u.name}.wide" if u.name else None)
        w.flags.add("nsw")
        w.insert_after(u)
        return w

    def _truncate_rest(self, phi: PhiNode, wphi: PhiNode, inc: Instruction, winc: Instruction) -> None:
        """Other users read `trunc` of the wide values; the narrow cycle then dies."""
        others_phi = [u for u in phi.unique_users() if u is not inc]
        others_inc = [u for u in inc.unique_users() if u is not phi]
        if others_phi:
            pos = first_insertion_point(self.loop.header)
            assert pos is not None
            tr = CastInst("trunc", phi.type, (wphi,), phi.name)
            tr.insert_before(pos)
            for u in others_phi:
                assert isinstance(u, Instruction)
                u.replace_uses_of_with(phi, tr)
        if others_inc:
            tr2 = CastInst("trunc", inc.type, (winc,), inc.name)
            tr2.insert_after(winc)
            for u in others_inc:
                assert isinstance(u, Instruction)
                u.replace_uses_of_with(inc, tr2)
        if all(u is inc for u in phi.users) and all(u is phi for u in inc.users):
            phi.drop_all_references()
            inc.drop_all_references()
            phi.erase_from_parent()
            inc.erase_from_parent()


def rewrite_exit_values(loop: Loop, se: ScalarEvolution) -> int:
    """Replace loop-exit uses by closed forms (see module docstring); returns how many."""
    if se.backedge_taken_count(loop) is None:
        return 0
    n = 0
    for e in exit_blocks(loop):
        term = first_insertion_point(e)
        if term is None:
            continue
        for phi in e.phis():
            vals = {id(v): v for v, _ in phi.incoming}
            if len(vals) != 1 or not all(loop.contains(b) for _, b in phi.incoming):
                continue
            v = next(iter(vals.values()))
            if is_invariant(v, loop) or se.bits_of(v) is None:
                continue
            at = se.at_exit(se.get(v), loop)
            if at is None or se.disposition(at, loop) != "Invariant":
                continue
            nv = expand(at, v.type, term, EXIT_VALUE_BUDGET)
            if nv is None:
                continue
            phi.replace_all_uses_with(nv)
            phi.erase_from_parent()
            n += 1
    return n


class IndVarSimplify(LoopPass):
    """Widen induction variables and rewrite loop-exit values in closed form."""
    name = "indvars"

    def display_name(self) -> str:
        return "IndVarSimplifyPass"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        ph = preheader(loop)
        lats = latches(loop)
        if ph is None or len(lats) != 1:
            return PreservedAnalyses.all()
        se: ScalarEvolution = ar.get(ScalarEvolutionAnalysis)
        widened = 0
        dl = getattr(getattr(ar.am, "module", None), "datalayout", None)
        if dl is not None and 64 in getattr(dl, "legal_int_widths", ()):
            w = _Widener(loop, ph, lats[0], se)
            for phi in loop.header.phis():
                if phi.parent is not None and w.widen(phi):
                    widened += 1
        if widened:   # new instructions: recompute the evolution
            ar.am.invalidate(ar.function, PreservedAnalyses(False, CFG_ANALYSES))
            se = ar.get(ScalarEvolutionAnalysis)
        replaced = rewrite_exit_values(loop, se)
        st = ar.am.instr.stats
        st.add(self.name, "Number of indvars widened", widened)
        st.add(self.name, "Number of exit values replaced", replaced)
        if widened or replaced:
            return PreservedAnalyses(False, CFG_ANALYSES)
        return PreservedAnalyses.all()
