"""`print<scalar-evolution>`: opt-16's report of every SCEV and loop trip count.

Layout (ScalarEvolution::print): for each integer or pointer instruction except
compares, the instruction, then `-->  EXPR U: RANGE S: RANGE`, and for one inside a
loop `Exits: VALUE-AFTER-THE-LOOP` and `LoopDispositions: { %L: ... }` (its loop,
the enclosing ones, then the loops inside it); then, for each loop (inner loops
first, the top-level loops last to first), the backedge-taken counts and the trip
multiple. Expressions print as LLVM spells them: `{a,+,b}<nuw><nsw><%loop>`,
`(a + b)`, `(a * b)`, `(zext i8 %x to i32)`.

Contract: a printer; preserves everything.
"""
from __future__ import annotations

from pyllc.ir import Function, Instruction
from pyllc.opt.analyses import Loop
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.printers import _module_of, _Names, _out
from pyllc.opt.scev import SCEV, ScalarEvolution, ScalarEvolutionAnalysis


class _Text:
    def __init__(self, names: _Names) -> None:
        self.names = names

    def expr(self, s: SCEV) -> str:
        k = s.kind
        if k == "const":
            return str(s.value)
        if k == "unknown":
            return str(self.names.p.ref(s.value))
        if k == "cast":
            return f"({s.value} i{s.ops[0].bits} {self.expr(s.ops[0])} to i{s.bits})"
        if k in ("add", "mul"):
            sep = " + " if k == "add" else " * "
            return "(" + sep.join(self.expr(o) for o in s.ops) + ")" + _flags(s)
        assert s.loop is not None
        return ("{" + ",+,".join(self.expr(o) for o in s.ops) + "}" + _flags(s)
                + f"<{self.names.block(s.loop.header)}>")


def _flags(s: SCEV) -> str:
    return "".join(f"<{f}>" for f in ("nuw", "nsw") if f in s.flags)


def _range(r: tuple[int, int] | None) -> str:
    if r is None:
        return "full-set"
    return f"[{r[0]},{r[1]})"


def _loop_order(top: list[Loop]) -> list[Loop]:
    """Top-level loops last to first, each after its sub-loops (LLVM's PrintLoopInfo)."""
    out: list[Loop] = []

    def visit(lp: Loop) -> None:
        for sub in reversed(lp.subloops):
            visit(sub)
        out.append(lp)

    for lp in reversed(top):
        visit(lp)
    return out


def _inner_loops(lp: Loop) -> list[Loop]:
    out: list[Loop] = []
    for sub in lp.subloops:
        out.append(sub)
        out += _inner_loops(sub)
    return out


class ScevPrinter(FunctionPass):
    name = "print<scalar-evolution>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        se: ScalarEvolution = am.get(ScalarEvolutionAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))
        txt = _Text(names)
        out = [f"Printing analysis 'Scalar Evolution Analysis' for function '{unit.name}':",
               f"Classifying expressions for: @{unit.name}"]
        for b in unit.blocks:
            for i in b.instructions:
                if se.bits_of(i) is None or i.opcode in ("icmp", "fcmp"):
                    continue
                out.append("  " + names.inst(i).strip())
                out.append(self._line(se, txt, i))
        out.append(f"Determining loop execution counts for: @{unit.name}")
        for lp in _loop_order(se.li.top):
            out += self._counts(se, names.block(lp.header), lp)
        _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()

    @staticmethod
    def _line(se: ScalarEvolution, txt: _Text, i: Instruction) -> str:
        s = se.get(i)
        r = _range(se.value_range(s))
        line = f"  -->  {txt.expr(s)} U: {r} S: {r}"
        lp = se.li.loop_for(i.parent) if i.parent is not None else None
        if lp is None:
            return line
        ex = se.at_exit(s, lp)
        line += "\t\tExits: " + (txt.expr(ex) if ex is not None else "<<Unknown>>")
        chain: list[Loop] = []
        p: Loop | None = lp
        while p is not None:
            chain.append(p)
            p = p.parent
        chain += _inner_loops(lp)
        disp = ", ".join(f"{txt.names.block(x.header)}: {se.disposition(s, x)}" for x in chain)
        return line + "\t\tLoopDispositions: { " + disp + " }"

    @staticmethod
    def _counts(se: ScalarEvolution, name: str, lp: Loop) -> list[str]:
        n = se.backedge_taken_count(lp)
        if n is None:
            return [f"Loop {name}: Unpredictable backedge-taken count.",
                    f"Loop {name}: Unpredictable constant max backedge-taken count. ",
                    f"Loop {name}: Unpredictable symbolic max backedge-taken count. ",
                    f"Loop {name}: Unpredictable predicated backedge-taken count. "]
        return [f"Loop {name}: backedge-taken count is {n}",
                f"Loop {name}: constant max backedge-taken count is {n}",
                f"Loop {name}: symbolic max backedge-taken count is {n}",
                f"Loop {name}: Predicated backedge-taken count is {n}",
                " Predicates:", "",
                f"Loop {name}: Trip multiple is {n + 1 if n + 1 < 1 << 32 else 1}"]
