# mypy: disable-error-code="no-any-return"
"""`sccp`: sparse conditional constant propagation.

Algorithm: Wegman and Zadeck, "Constant Propagation with Conditional Branches"
(TOPLAS 1991). Every SSA value sits on the lattice  unknown > constant > overdefined;
two worklists drive the solver: CFG edges that became executable and SSA values
whose state was lowered. A block's instructions are evaluated when it first becomes
executable; a phi meets only the values flowing along executable edges; a branch
marks only the edges its (constant) condition can take. Folding uses
`constfold`, so results obey the LangRef (poison on overflow with nsw, ...).
An `undef` operand is treated as overdefined (never guessed), arguments and memory
are overdefined. When the solver stops, a branch whose condition is still unknown
has all its edges marked and the solver resumes, so no reachable code is lost.

Then: values with a constant state are replaced by the constant, and branches in
executable blocks on a constant condition become unconditional (the dead edges'
phi entries removed). Unreachable blocks are left for simplifycfg.

Contract: requires nothing; preserves nothing when it folds a branch (else the CFG).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.ir import (
    BranchInst,
    Constant,
    ConstantInt,
    Function,
    Instruction,
    PhiNode,
    UndefValue,
)
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt import constfold
from pyllc.opt.irutil import Editor, replace_all_uses
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.simplifycfg import retarget
from pyllc.opt.traits import has_side_effects

UNKNOWN: Any = object()
OVER: Any = object()


class Solver:
    """The lattice solver over one function (`fn`); ipsccp subclasses it for a module."""

    def __init__(self, fn: Function | None) -> None:
        self.fn = fn
        self.state: dict[int, Any] = {}
        self.exec_blocks: set[int] = set()
        self.exec_edges: set[tuple[int, int]] = set()
        self.cfg_work: list[tuple[BasicBlock | None, BasicBlock]] = []
        self.ssa_work: list[Instruction] = []

    def value(self, v: Value) -> Any:
        if isinstance(v, Instruction):
            return self.state.get(id(v), UNKNOWN)
        if isinstance(v, UndefValue):
            return OVER
        if isinstance(v, (ConstantInt,)) or type(v).__name__ in ("ConstantFP", "ConstantPointerNull"):
            return v
        return OVER

    def lower(self, i: Value, new: Any) -> None:
        old = self.state.get(id(i), UNKNOWN)
        if old is new or old is OVER:
            return
        if old is not UNKNOWN and new is not OVER and _same(old, new):
            return
        if old is not UNKNOWN and new is not OVER:
            new = OVER   # two different constants
        self.state[id(i)] = new
        for u in i.users:
            if isinstance(u, Instruction) and u.parent is not None and id(u.parent) in self.exec_blocks:
                self.ssa_work.append(u)

    def mark_edge(self, src: BasicBlock | None, dst: BasicBlock) -> None:
        key = (id(src), id(dst))
        if key in self.exec_edges:
            return
        self.exec_edges.add(key)
        self.cfg_work.append((src, dst))

    def seed(self) -> None:
        """Mark the starting edges (here: into the function's entry)."""
        assert self.fn is not None
        self.mark_edge(None, self.fn.blocks[0])

    def blocks_to_resolve(self) -> Iterable[BasicBlock]:
        """Blocks whose terminator may still have an unknown condition."""
        assert self.fn is not None
        return self.fn.blocks

    def solve(self) -> None:
        self.seed()
        while True:
            while self.cfg_work or self.ssa_work:
                while self.cfg_work:
                    _, dst = self.cfg_work.pop()
                    if id(dst) not in self.exec_blocks:
                        self.exec_blocks.add(id(dst))
                        for i in dst.instructions:
                            self.visit(i)
                    else:
                        for p in dst.phis():
                            self.visit(p)
                while self.ssa_work:
                    self.visit(self.ssa_work.pop())
            if not self._resolve_unknown_branches():
                return

    def _resolve_unknown_branches(self) -> bool:
        changed = False
        for b in self.blocks_to_resolve():
            if id(b) not in self.exec_blocks:
                continue
            t = b.terminator
            if t is None or t.opcode not in ("br", "switch") or (t.opcode == "br" and len(t.operands) == 1):
                continue
            if self.value(t.operands[0]) is UNKNOWN:
                for s in b.successors():
                    if (id(b), id(s)) not in self.exec_edges:
                        self.mark_edge(b, s)
                        changed = True
        return changed

    def visit(self, i: Instruction) -> None:
        op = i.opcode
        if op == "phi":
            self.visit_phi(i)  # type: ignore[arg-type]
            return
        if i.is_terminator:
            self.visit_terminator(i)
            return
        if i.type.is_void:
            return
        vals = [self.value(o) for o in i.operands]
        if op == "select":
            c = vals[0]
            if c is UNKNOWN:
                return
            if isinstance(c, ConstantInt):
                chosen = vals[1] if c.value else vals[2]
                if chosen is not UNKNOWN:
                    self.lower(i, chosen)
                return
            if vals[1] is not UNKNOWN and vals[1] is not OVER and vals[2] is not OVER \
                    and vals[2] is not UNKNOWN and _same(vals[1], vals[2]):
                self.lower(i, vals[1])
                return
            self.lower(i, OVER)
            return
        if any(v is OVER for v in vals) or not _evaluable(i):
            self.lower(i, OVER)
            return
        if any(v is UNKNOWN for v in vals):
            return
        r = _fold(i, vals)
        self.lower(i, r if r is not None else OVER)

    def visit_phi(self, p: PhiNode) -> None:
        b = p.parent
        acc: Any = UNKNOWN
        ops = p.operands
        for k in range(0, len(ops), 2):
            if (id(ops[k + 1]), id(b)) not in self.exec_edges:
                continue
            v = self.value(ops[k])
            if v is UNKNOWN:
                continue
            if v is OVER:
                acc = OVER
                break
            if acc is UNKNOWN:
                acc = v
            elif not _same(acc, v):
                acc = OVER
                break
        if acc is not UNKNOWN:
            self.lower(p, acc)

    def visit_terminator(self, t: Any) -> None:
        b = t.parent
        if t.opcode == "br":
            if len(t.operands) == 1:
                self.mark_edge(b, t.operands[0])
                return
            c = self.value(t.operands[0])
            if c is UNKNOWN:
                return
            if isinstance(c, ConstantInt):
                self.mark_edge(b, t.operands[1] if c.value else t.operands[2])
                return
        elif t.opcode == "switch":
            c = self.value(t.operands[0])
            if c is UNKNOWN:
                return
            if isinstance(c, ConstantInt):
                dest = t.operands[1]
                for k, d in t.cases:
                    if k.value == c.value:
                        dest = d
                        break
                self.mark_edge(b, dest)
                return
        for s in b.successors():
            self.mark_edge(b, s)


def _same(a: Any, b: Any) -> bool:
    return a is b or (isinstance(a, Constant) and a == b)


def _evaluable(i: Instruction) -> bool:
    op = i.opcode
    return (op in ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr",
                   "and", "or", "xor", "fadd", "fsub", "fmul", "fdiv", "frem", "icmp", "fcmp",
                   "fneg", "trunc", "zext", "sext", "fptrunc", "fpext", "fptosi", "fptoui",
                   "sitofp", "uitofp", "bitcast", "freeze")
            and not i.type.is_vector)


def _fold(i: Any, vals: list[Any]) -> Constant | None:
    op = i.opcode
    if op in ("icmp",):
        return constfold.fold_icmp(i.predicate, vals[0], vals[1])
    if op == "fcmp":
        return constfold.fold_fcmp(i.predicate, vals[0], vals[1])
    if op == "fneg":
        return constfold.fold_fneg(vals[0])
    if op == "freeze":
        v = vals[0]
        return v if isinstance(v, Constant) and not isinstance(v, UndefValue) else None
    if len(vals) == 1:
        return constfold.fold_cast(op, vals[0], i.type, i.flags)
    return constfold.fold_binop(op, vals[0], vals[1], i.flags)


class SCCP(FunctionPass):
    name = "sccp"
    rerun_is_noop = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if not unit.blocks:
            return PreservedAnalyses.all()
        s = Solver(unit)
        s.solve()
        ed = Editor()
        nconst = 0
        for b in unit.blocks:
            if id(b) not in s.exec_blocks:
                continue
            for i in b.instructions:
                v = s.state.get(id(i))
                if v is None or v is OVER or v is UNKNOWN or has_side_effects(i) and i.opcode != "phi":
                    continue
                replace_all_uses(i, v)
                ed.erase(i)
                nconst += 1
        ed.flush()
        nbr = 0
        for b in unit.blocks:
            if id(b) not in s.exec_blocks:
                continue
            t = b.terminator
            if t is None or t.opcode not in ("br", "switch") or len(t.operands) == 1:
                continue
            live = [x for x in b.successors() if (id(b), id(x)) in s.exec_edges]
            if len(live) == 1:
                retarget(b, BranchInst(live[0]))
                nbr += 1
        st = am.instr.stats
        st.add(self.name, "Number of instructions removed", nconst)
        st.add(self.name, "Number of branches folded", nbr)
        if nbr:
            return PreservedAnalyses.none()
        return PreservedAnalyses.cfg() if nconst else PreservedAnalyses.all()
