"""Brute-force exit counts for scalar evolution (LLVM's
`ScalarEvolution::computeExitCountExhaustively`).

When an exit condition is no affine comparison — a walk over a constant string until its
NUL, a test on a value read from a constant table, a recurrence like `x = x * 3 + 1` —
the closed forms of `scev.py` give up. If the condition is a function of one header phi
of the loop (through in-loop arithmetic, compares, casts, selects, GEPs and loads from
constant globals), and every header phi it needs has a constant start value, the loop can
be run symbolically: iteration k evaluates the condition from the phis' values, then the
phis step to the values their latch inputs take. The first k at which the exit is taken is
the backedge-taken count; after `MAX_BRUTE_FORCE_ITERATIONS` (LLVM's 100) without an
exit, or at anything that does not fold to a plain constant, there is no answer.

Why it is sound: everything evaluated is pure. A load folds only from a global that is
`constant`, has a definitive initializer and cannot be replaced at link time, so no store
(in the loop or elsewhere) can change what it reads; arithmetic that would be poison
(nsw/nuw overflow, division by zero, an out-of-range shift) stops the evaluation instead
of being given a value. The exiting block dominates the latch (checked by the caller), so
the condition is tested in every iteration, on values of that iteration.

Values are ConstantInts or addresses `(global, byte offset)`; pointers appear only as
addresses into globals.

Contract: a pure query; reads the IR, changes nothing.
"""
from __future__ import annotations

from typing import Any, TypeAlias

from pyllc.ir import Constant, ConstantInt, GlobalVariable, Instruction, PhiNode
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.analyses import Loop
from pyllc.opt.globals.common import is_interposable
from pyllc.opt.globals.globalstatus import fold_load_at
from pyllc.opt.irutil import indices_offset
from pyllc.opt.traits import CASTS, INT_BINOPS

#: LLVM's MaxBruteForceIterations
MAX_BRUTE_FORCE_ITERATIONS = 100

_Val: TypeAlias = ConstantInt | tuple[GlobalVariable, int]
_OPS = INT_BINOPS | CASTS | frozenset(("icmp", "select", "getelementptr", "load"))


def _in_loop(v: Value, lp: Loop) -> bool:
    return isinstance(v, Instruction) and v.parent is not None and lp.contains(v.parent)


def _evolving_phi(v: Value, lp: Loop, seen: dict[int, PhiNode | None | bool]) -> PhiNode | None | bool:
    """The one header phi `v` is computed from (LLVM's getConstantEvolvingPHI): True when
    `v` is constant (depends on no phi), None when it is not a foldable function of one
    header phi."""
    if id(v) in seen:
        return seen[id(v)]
    res: PhiNode | None | bool
    if isinstance(v, (ConstantInt, GlobalVariable)):
        res = True
    elif not _in_loop(v, lp):
        res = None
    elif isinstance(v, PhiNode):
        res = v if v.parent is lp.header else None
    elif not isinstance(v, Instruction) or v.opcode not in _OPS:
        res = None
    else:
        res = True
        for o in v.operands:
            r = _evolving_phi(o, lp, seen)
            if r is None or (isinstance(r, PhiNode) and isinstance(res, PhiNode) and r is not res):
                res = None
                break
            if isinstance(r, PhiNode):
                res = r
    seen[id(v)] = res
    return res


class _Eval:
    """One iteration's evaluation: header phis bound to `env`, instructions memoized."""

    def __init__(self, lp: Loop, env: dict[int, _Val], dl: Any) -> None:
        self.lp = lp
        self.env = env
        self.dl = dl
        self.memo: dict[int, _Val | None] = {}

    def value(self, v: Value) -> _Val | None:
        if isinstance(v, ConstantInt):
            return v
        if isinstance(v, GlobalVariable):
            return (v, 0)
        if not _in_loop(v, self.lp):
            return None
        if isinstance(v, PhiNode):
            return self.env.get(id(v)) if v.parent is self.lp.header else None
        if id(v) not in self.memo:
            self.memo[id(v)] = None         # cycles without a phi do not occur in SSA
            self.memo[id(v)] = self._inst(v)  # type: ignore[arg-type]
        return self.memo[id(v)]

    def _inst(self, i: Instruction) -> _Val | None:
        op = i.opcode
        if op == "getelementptr":
            return self._gep(i)
        if op == "load":
            return self._load(i)
        ops = [self.value(o) for o in i.operands]
        if any(not isinstance(o, ConstantInt) for o in ops):
            return None
        got: Value | None = None
        if op in INT_BINOPS:
            got = constfold.fold_binop(op, ops[0], ops[1], i.flags)  # type: ignore[arg-type]
        elif op == "icmp":
            got = constfold.fold_icmp(getattr(i, "predicate", ""), ops[0], ops[1])  # type: ignore[arg-type]
        elif op in CASTS:
            got = constfold.fold_cast(op, ops[0], i.type, i.flags)  # type: ignore[arg-type]
        elif op == "select":
            got = constfold.fold_select(ops[0], ops[1], ops[2])  # type: ignore[arg-type]
        return got if isinstance(got, ConstantInt) else None

    def _gep(self, g: Instruction) -> _Val | None:
        base = self.value(g.operands[0])
        idx = [self.value(o) for o in g.operands[1:]]
        if not isinstance(base, tuple) or any(not isinstance(x, ConstantInt) for x in idx):
            return None
        off = indices_offset(self.dl, getattr(g, "source_type", None), idx)  # type: ignore[arg-type]
        return None if off is None else (base[0], base[1] + off)

    def _load(self, i: Instruction) -> _Val | None:
        if "volatile" in i.flags or getattr(i, "ordering", None):
            return None
        addr = self.value(i.operands[0])
        if not isinstance(addr, tuple):
            return None
        root, off = addr
        if not root.is_constant or root.externally_initialized or root.initializer is None \
                or is_interposable(root) or off < 0:
            return None
        got: Constant | None = fold_load_at(root.initializer, off, i.type, self.dl)
        return got if isinstance(got, ConstantInt) else None


def exhaustive_exit_count(lp: Loop, cond: Value, exit_if_true: bool, dl: Any) -> int | None:
    """Backedge-taken count of `lp` whose only exit leaves when `cond` is `exit_if_true`,
    found by running up to MAX_BRUTE_FORCE_ITERATIONS iterations; None if unknown."""
    if dl is None or len(lp.latches) != 1:
        return None
    latch = lp.latches[0]
    if not isinstance(_evolving_phi(cond, lp, {}), PhiNode):
        return None
    env: dict[int, _Val] = {}
    steps: list[tuple[PhiNode, Value]] = []
    for p in lp.header.instructions:
        if not isinstance(p, PhiNode):
            break
        outside = [v for v, b in p.incoming if not lp.contains(b)]
        back = p.incoming_value_for(latch)
        start = _Eval(lp, {}, dl).value(outside[0]) if outside and \
            all(v is outside[0] for v in outside) and not _in_loop(outside[0], lp) else None
        if start is None or back is None:
            continue          # LLVM leaves such phis out; a use of one stops the evaluation
        env[id(p)] = start
        steps.append((p, back))
    for k in range(MAX_BRUTE_FORCE_ITERATIONS):
        ev = _Eval(lp, env, dl)
        c = ev.value(cond)
        if not isinstance(c, ConstantInt):
            return None
        if bool(c.value) == exit_if_true:
            return k
        nxt: dict[int, _Val] = {}
        for p, back in steps:
            v = ev.value(back)
            if v is not None:
                nxt[id(p)] = v
        env = nxt
    return None
