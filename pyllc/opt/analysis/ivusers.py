"""`iv-users`: the users of induction variables and their SCEV strides (LLVM's IVUsers),
and `print<iv-users>`.

For each loop, starting from the header phis, an instruction is *interesting* when its
SCEV (pyllc/opt/scev.py) is an affine recurrence of the loop (or an add with exactly
one interesting operand, or a recurrence of an inner loop whose start is interesting and
whose step is not), it is of a legal integer width of the DataLayout (at most 64 bits)
and is safe to speculate. The walk follows the users of interesting values; a user that
is not itself interesting (a store, a compare, a call, a phi already seen...) is recorded
as an IV use of the value, with the value's SCEV. A use outside the loop, in a block the
latch dominates, reads the value after the increment: `(post-inc with loop %L)`.
Users are recorded only where every loop around the use block has a preheader and one
latch (loop-simplify form), as SCEVExpander needs.

Contract: a loop analysis; the printer is read-only. The order of users within a loop
follows pyllc's use lists (LLVM's follows its own; compare as sets).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Function, Instruction, PhiNode
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.printers import _module_of, _Names, _out
from pyllc.opt.scev import SCEV, ScalarEvolution, ScalarEvolutionAnalysis
from pyllc.opt.scev_print import _Text
from pyllc.opt.traits import safe_to_speculate


def _interesting(s: SCEV, lp: Loop) -> bool:
    if s.kind == "addrec":
        if s.loop is lp:
            return len(s.ops) == 2
        return _interesting(s.ops[0], lp) and not (len(s.ops) == 2 and _interesting(s.ops[1], lp))
    if s.kind == "add":
        return sum(1 for o in s.ops if _interesting(o, lp)) == 1
    return False


def _preheader(lp: Loop) -> bool:
    outside = [p for p in lp.header.predecessors() if not lp.contains(p)]
    return len(outside) == 1 and len(outside[0].successors()) == 1


class IVUsers:
    """The IV uses of one loop: (operand value, user, post-inc loops)."""

    def __init__(self, lp: Loop, se: ScalarEvolution, dt: Any, dl: Any) -> None:
        self.loop, self.se, self.dt, self.dl = lp, se, dt, dl
        self.uses: list[tuple[Instruction, Instruction, list[Loop]]] = []
        self._processed: set[int] = set()
        for phi in lp.header.phis():
            self._add(phi)

    def _simplified_nest(self, b: Any) -> bool:
        lp = self.se.li.loop_for(b)
        while lp is not None:
            if not _preheader(lp) or len(lp.latches) != 1:
                return False
            lp = lp.parent
        return True

    def _add(self, i: Instruction) -> bool:
        if id(i) in self._processed:
            return True
        self._processed.add(id(i))
        bits = self.se.bits_of(i)
        if bits is None:
            return False
        if not isinstance(i, PhiNode) and not safe_to_speculate(i):
            return False
        legal = self.dl.legal_int_widths if self.dl is not None else ()
        if bits > 64 or bits not in legal:
            return False
        s = self.se.get(i)
        if not _interesting(s, self.loop):
            return False
        seen: set[int] = set()
        for u in list(i.users):
            if id(u) in seen or not isinstance(u, Instruction):
                continue
            seen.add(id(u))
            if isinstance(u, PhiNode) and id(u) in self._processed:
                continue
            blocks = [u.parent] if not isinstance(u, PhiNode) else [b for v, b in u.incoming if v is i]
            if not all(self._simplified_nest(b) for b in blocks):
                return False
            record = False
            if u.parent is not None and not self.loop.contains(u.parent):
                record = isinstance(u, PhiNode) or id(u) in self._processed or not self._add(u)
            else:
                record = id(u) in self._processed or not self._add(u)
            if record:
                self.uses.append((i, u, self._post_inc(u, i)))
        return True

    def _post_inc(self, user: Instruction, operand: Instruction) -> list[Loop]:
        lp = self.loop
        if user.parent is None or lp.contains(user.parent) or len(lp.latches) != 1:
            return []
        latch = lp.latches[0]
        if self.dt.dominates(latch, user.parent):
            return [lp]
        if not isinstance(user, PhiNode):
            return []
        ok = all(self.dt.dominates(latch, b) for v, b in user.incoming if v is operand)
        return [lp] if ok else []


def loop_pass_order(top: list[Loop]) -> list[Loop]:
    """The order opt's loop pass manager visits loops: nests in program order, inner first."""
    out: list[Loop] = []

    def visit(lp: Loop) -> None:
        for sub in lp.subloops:
            visit(sub)
        out.append(lp)

    for lp in top:
        visit(lp)
    return out


class IVUsersPrinter(FunctionPass):
    """print<iv-users>: each loop's IV uses with their SCEVs."""
    name = "print<iv-users>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        se: ScalarEvolution = am.get(ScalarEvolutionAnalysis, unit)
        dt = am.get(DominatorTreeAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))
        txt = _Text(names)
        out: list[str] = []
        for lp in loop_pass_order(se.li.top):
            ivu = IVUsers(lp, se, dt, se.dl)
            n = se.backedge_taken_count(lp)
            head = f"IV Users for loop {names.block(lp.header)}"
            out.append(head + (f" with backedge-taken count {n}:" if n is not None else ":"))
            for v, u, post in ivu.uses:
                line = f"  {names.p.ref(v)} = {txt.expr(se.get(v))}"
                line += "".join(f" (post-inc with loop {names.block(x.header)})" for x in post)
                out.append(line + f" in    {names.inst(u)}")
        if out:
            _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()
