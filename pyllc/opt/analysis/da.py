"""`da`: dependence analysis between the memory accesses of a function, and `print<da>`.

Model: LLVM's DependenceAnalysis (Goff, Kennedy and Tseng, "Practical Dependence
Testing", PLDI 1991), for one linearized subscript per access pair:
- every pair (src, dst) of instructions that touch memory, src first in function order,
  dst from src on; a pair where one side is not a simple (non-volatile, non-atomic) load
  or store is "confused"; pointers with different underlying objects are independent
  when `basic-aa` says they never alias, else "confused";
- with the same underlying object, each pointer's SCEV (pyllc/opt/scev.py) is taken
  apart into constant + coefficient x induction variable per loop + symbolic terms; the
  base cancels. Symbolic terms left over: every involved level is `*` and the result is
  not consistent;
- ZIV (no loop): equal offsets depend, different constants are independent;
- strong SIV (one loop, equal coefficients): distance = (src const - dst const) / coeff
  (independent when it does not divide or exceeds the backedge-taken count); its sign
  gives `<`, `=`, `>`; the result stays "consistent";
- other single-loop cases (weak-zero, weak-crossing, exact SIV): with a constant
  backedge-taken count up to 4096 every iteration pair is checked (exact directions),
  else the GCD test; MIV (several loops): the GCD test; these are not "consistent";
- levels of the common loop nest no subscript mentions are scalar (`S`); `|<` marks a
  possible loop-independent dependence (every level allows `=`); a dependence of an
  instruction on itself that only holds within one iteration is none.
Not done: delinearization of multi-dimensional arrays (LLVM splits `a[i][j]` into two
subscripts; here it is one linear subscript), symbolic (non-constant) distances, peeling
and splitting hints.

Contract: an analysis; the printer is read-only.
"""
from __future__ import annotations

from math import gcd
from typing import Any

from pyllc.ir import Function, Instruction
from pyllc.ir.values import Value
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis, BasicAA
from pyllc.opt.analyses import Loop
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.printers import _module_of, _Names, _out
from pyllc.opt.scev import SCEV, ScalarEvolution, ScalarEvolutionAnalysis
from pyllc.opt.traits import may_read_memory, may_write_memory

LT, EQ, GT = 1, 2, 4
ALL = LT | EQ | GT
_BRUTE = 4096


class Linear:
    """const + sum(coeff[loop] * iteration(loop)) + sum(sym[key] * term)."""

    def __init__(self) -> None:
        self.const = 0
        self.coeff: dict[int, tuple[Loop, int]] = {}
        self.sym: dict[Any, int] = {}

    def scaled(self, k: int) -> Linear:
        out = Linear()
        out.const = self.const * k
        out.coeff = {key: (lp, c * k) for key, (lp, c) in self.coeff.items()}
        out.sym = {key: c * k for key, c in self.sym.items()}
        return out

    def plus(self, o: Linear) -> Linear:
        out = self.scaled(1)
        out.const += o.const
        for key, (lp, c) in o.coeff.items():
            out.coeff[key] = (lp, out.coeff.get(key, (lp, 0))[1] + c)
        for key2, c2 in o.sym.items():
            out.sym[key2] = out.sym.get(key2, 0) + c2
        out.coeff = {k: v for k, v in out.coeff.items() if v[1]}
        out.sym = {k: v for k, v in out.sym.items() if v}
        return out


def linear(s: SCEV) -> Linear:
    """The affine form of a SCEV (non-affine parts become symbolic terms)."""
    out = Linear()
    k = s.kind
    if k == "const":
        out.const = int(s.value)
    elif k == "add":
        for o in s.ops:
            out = out.plus(linear(o))
    elif k == "mul" and len(s.ops) == 2 and s.ops[0].kind == "const":
        out = linear(s.ops[1]).scaled(int(s.ops[0].value))
    elif k == "addrec" and len(s.ops) == 2 and s.ops[1].kind == "const" and s.loop is not None:
        out = linear(s.ops[0])
        out.coeff[id(s.loop)] = (s.loop, int(s.ops[1].value))
    else:
        out.sym[s.key()] = 1
    return out


def _unknowns(s: SCEV) -> list[Any]:
    if s.kind == "unknown":
        return [s.value]
    out: list[Any] = []
    for o in s.ops:
        out += _unknowns(o)
    return out


class Dependence:
    """The result of one query: confused, or kind + per-level directions/distances."""

    def __init__(self, src: Instruction, dst: Instruction, levels: int, confused: bool = False) -> None:
        self.src, self.dst, self.confused = src, dst, confused
        self.dirs = [ALL] * levels
        self.dist: list[int | None] = [None] * levels
        self.scalar = [True] * levels
        self.consistent = True
        self.loop_independent = True

    def kind(self) -> str:
        w1, w2 = may_write_memory(self.src), may_write_memory(self.dst)
        if w1 and not w2:
            return "flow"
        if w1:
            return "output"
        return "anti" if w2 else "input"

    def text(self) -> str:
        if self.confused:
            return "confused!"
        parts = []
        for lvl in range(len(self.dirs)):
            d = self.dist[lvl]
            if d is not None:
                parts.append(str(d))
            elif self.scalar[lvl]:
                parts.append("S")
            elif self.dirs[lvl] == ALL:
                parts.append("*")
            else:
                parts.append("".join(c for bit, c in ((LT, "<"), (EQ, "="), (GT, ">"))
                                     if self.dirs[lvl] & bit))
        body = " ".join(parts) + ("|<" if self.loop_independent else "")
        return ("consistent " if self.consistent else "") + f"{self.kind()} [{body}]!"


def _simple(i: Instruction) -> bool:
    return i.opcode in ("load", "store") and "volatile" not in i.flags and \
        getattr(i, "ordering", None) is None


def _pointer(i: Instruction) -> Value:
    return i.operands[0] if i.opcode == "load" else i.operands[1]


def _common(a: Loop | None, b: Loop | None) -> Loop | None:
    chain: set[int] = set()
    x = a
    while x is not None:
        chain.add(id(x))
        x = x.parent
    y = b
    while y is not None and id(y) not in chain:
        y = y.parent
    return y


class DependenceInfo:
    """Answers `depends(src, dst)` for one function (see module docstring)."""

    def __init__(self, fn: Function, se: ScalarEvolution, aa: AliasAnalysis) -> None:
        self.fn, self.se, self.aa = fn, se, aa

    def depends(self, src: Instruction, dst: Instruction) -> Dependence | None:
        if not (may_read_memory(src) or may_write_memory(src)) or \
                not (may_read_memory(dst) or may_write_memory(dst)):
            return None
        li = self.se.li
        ls = li.loop_for(src.parent) if src.parent is not None else None
        ld = li.loop_for(dst.parent) if dst.parent is not None else None
        common = _common(ls, ld)
        levels = common.depth if common is not None else 0
        if not _simple(src) or not _simple(dst):
            return Dependence(src, dst, levels, confused=True)
        ps, pd = _pointer(src), _pointer(dst)
        if self.aa.alias(ps, None, pd, None) == NO_ALIAS:
            return None
        if self.aa.decompose(ps)[0] is not self.aa.decompose(pd)[0]:
            return Dependence(src, dst, levels, confused=True)
        res = Dependence(src, dst, levels)
        if not self._test(res, ps, pd, common):
            return None
        if src is dst:
            res.loop_independent = False
            if all(d == EQ for d in res.dirs):
                return None
        else:
            res.loop_independent = all(d & EQ for d in res.dirs)
        return res

    def _level_of(self, lp: Loop, common: Loop | None) -> int | None:
        x = common
        while x is not None:
            if x is lp:
                return lp.depth - 1
            x = x.parent
        return None

    def _test(self, res: Dependence, ps: Value, pd: Value, common: Loop | None) -> bool:
        """Fills in `res`; False when the accesses are proved independent."""
        sa, sb = self.se.get(ps), self.se.get(pd)
        a, b = linear(sa), linear(sb)
        diff = a.plus(b.scaled(-1))
        varying = False
        for v in _unknowns(sa) + _unknowns(sb):
            lp = self.se.li.loop_for(v.parent) if isinstance(v, Instruction) and v.parent is not None else None
            while lp is not None:
                level = self._level_of(lp, common)
                if level is not None:
                    res.scalar[level] = False
                    varying = True
                lp = lp.parent
        if varying:
            res.consistent = False
            return True
        loops = {**{k: v[0] for k, v in a.coeff.items()}, **{k: v[0] for k, v in b.coeff.items()}}
        lv = {k: self._level_of(lp, common) for k, lp in loops.items()}
        for level in lv.values():
            if level is not None:
                res.scalar[level] = False
        if diff.sym or any(level is None for level in lv.values()):
            res.consistent = False
            return True
        delta = b.const - a.const   # src offset + cs*i == dst offset + cd*j
        if not loops:
            return delta == 0
        if len(loops) == 1:
            (key, lp), = loops.items()
            level = lv[key]
            assert level is not None
            cs, cd = a.coeff.get(key, (lp, 0))[1], b.coeff.get(key, (lp, 0))[1]
            n = self.se.backedge_taken_count(lp)
            if cs == cd:
                if delta % cs:
                    return False
                dist = -delta // cs
                if n is not None and abs(dist) > n:
                    return False
                res.dist[level] = dist
                res.dirs[level] = LT if dist > 0 else EQ if dist == 0 else GT
                return True
            res.consistent = False
            if n is not None and n < _BRUTE:
                dirs = 0
                for i in range(n + 1):
                    num = a.const + cs * i - b.const
                    if cd == 0:
                        if num == 0:
                            dirs = ALL if n > 0 else EQ
                            break
                        continue
                    if num % cd == 0 and 0 <= num // cd <= n:
                        j = num // cd
                        dirs |= LT if i < j else EQ if i == j else GT
                if not dirs:
                    return False
                res.dirs[level] = dirs
                return True
        res.consistent = False
        g = 0
        for key in loops:
            g = gcd(g, a.coeff.get(key, (None, 0))[1])
            g = gcd(g, b.coeff.get(key, (None, 0))[1])
        return not (g and delta % g)


class DAPrinter(FunctionPass):
    """print<da>: every pair of memory accesses and their dependence, as opt-16 prints it."""
    name = "print<da>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        info = DependenceInfo(unit, am.get(ScalarEvolutionAnalysis, unit), am.get(BasicAA, unit))
        names = _Names(unit, _module_of(unit, am))
        mem = [i for b in unit.blocks for i in b.instructions if may_read_memory(i) or may_write_memory(i)]
        out = [f"'Dependence Analysis' for function '{unit.name}':"]
        for k, s in enumerate(mem):
            for d in mem[k:]:
                out.append(f"Src:  {names.inst(s)} --> Dst:  {names.inst(d)}")
                dep = info.depends(s, d)
                out.append("  da analyze - " + (dep.text() if dep is not None else "none!"))
        _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()
