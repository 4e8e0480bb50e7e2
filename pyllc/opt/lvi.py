# mypy: disable-error-code="no-any-return"
"""`lazy-value-info`: integer value ranges per block and per CFG edge, computed on demand.

Model: LLVM's LazyValueInfo. The range of an integer value V in block B is
- a constant's own value;
- for an instruction defined in B, the range of its result computed from the ranges
  of its operands in B (binary operators, casts, select arms refined by the
  select's condition, phis as the union of their incoming edge values, `!range`
  metadata on loads and calls, min/max/abs/bit-counting intrinsics);
- otherwise the union, over B's predecessors P, of the value on the edge P -> B: the
  range of V in P intersected with what P's terminator says on that edge (a
  `br` on `icmp pred V, C`, on `icmp pred (add V, C1), C`, on V itself, on and/or/not
  of such conditions; a `switch` on V);
- at the entry block, everything (arguments and unknown values).

The solver is sparse and demand-driven (LLVM's block-value stack): a query pushes the
(value, block) pairs it needs on an explicit stack, each pair is computed once and
cached; a pair met again while it is still being computed (a cycle through phis)
counts as "anything", which is always sound. One query gives up (answering
"anything") after `MAX_PROCESSED` pairs, like LLVM's MaxProcessedPerValue.

Contract: an analysis; reads the function. Results are per (value, block): a pass that
changes the CFG or instructions must call `clear()` (or drop the analysis).
"""
from __future__ import annotations

import sys
from typing import Any

from pyllc.ir import ConstantInt, Function, Instruction, IntType, PoisonValue, UndefValue
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.analyses import DominatorTreeAnalysis
from pyllc.opt.constant_range import INVERSE, SWAPPED, ConstantRange, allowed_region, icmp_known
from pyllc.opt.passmanager import Analysis, AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import callee_name

MAX_PROCESSED = 500
COND_DEPTH = 6

_Key = tuple[int, int]


def int_bits(v: Value) -> int | None:
    """Bit width when `v` is a scalar integer, else None."""
    t = v.type
    return t.bits if isinstance(t, IntType) else None


def const_range(v: Value) -> ConstantRange | None:
    """The exact range of an integer constant (undef/poison: None, they are not tracked)."""
    if isinstance(v, ConstantInt) and isinstance(v.type, IntType):
        return ConstantRange.single(v.type.bits, v.value)
    return None


class LazyValueInfo:
    """Range queries over one function (see module docstring)."""

    def __init__(self, fn: Function) -> None:
        self.fn = fn
        self._cache: dict[_Key, tuple[Value, BasicBlock, ConstantRange]] = {}
        self._active: set[_Key] = set()
        self._missing: list[tuple[Value, BasicBlock]] | None = None

    def clear(self) -> None:
        """Forget every cached range (after the function changed)."""
        self._cache.clear()

    # ---- public queries
    def range_in_block(self, v: Value, b: BasicBlock) -> ConstantRange | None:
        """The range of `v` anywhere in block `b` (after its definition), or None if `v`
        is not an integer."""
        bits = int_bits(v)
        if bits is None:
            return None
        c = const_range(v)
        if c is not None:
            return c
        if isinstance(v, (UndefValue, PoisonValue)) or not isinstance(v, (Instruction, Argument)):
            return ConstantRange.full(bits)
        return self._solve(v, b)

    def range_on_edge(self, v: Value, src: BasicBlock, dst: BasicBlock) -> ConstantRange | None:
        """The range of `v` when control goes from `src` to `dst`."""
        r = self.range_in_block(v, src)
        if r is None:
            return None
        return r.intersect(self.edge_constraint(v, src, dst))

    def constant_on_edge(self, v: Value, src: BasicBlock, dst: BasicBlock) -> int | None:
        r = self.range_on_edge(v, src, dst)
        return r.single_value if r is not None else None

    def icmp_on_edge(self, pred: str, a: Value, b: Value, src: BasicBlock, dst: BasicBlock) -> bool | None:
        ra, rb = self.range_on_edge(a, src, dst), self.range_on_edge(b, src, dst)
        if ra is None or rb is None:
            return None
        return icmp_known(pred, ra, rb)

    def icmp_in_block(self, pred: str, a: Value, b: Value, blk: BasicBlock) -> bool | None:
        ra, rb = self.range_in_block(a, blk), self.range_in_block(b, blk)
        if ra is None or rb is None:
            return None
        return icmp_known(pred, ra, rb)

    # ---- edge constraints (no recursion into other blocks)
    def edge_constraint(self, v: Value, src: BasicBlock, dst: BasicBlock) -> ConstantRange:
        """What `src`'s terminator implies about `v` on the edge to `dst`."""
        bits = int_bits(v)
        assert bits is not None
        full = ConstantRange.full(bits)
        term = src.terminator
        if term is None:
            return full
        if term.opcode == "br" and len(term.operands) == 3:
            c, t, f = term.operands
            if t is f:
                return full
            return self.cond_constraint(v, c, dst is t, COND_DEPTH)
        if term.opcode == "switch" and term.operands[0] is v:
            sw: Any = term
            if sw.default is dst:
                out = full
                for k, d in sw.cases:
                    if d is not dst:
                        out = out.intersect(ConstantRange.single(bits, k.value).inverse())
                return out
            out = ConstantRange.empty(bits)
            for k, d in sw.cases:
                if d is dst:
                    out = out.union(ConstantRange.single(bits, k.value))
            return out
        return full

    def cond_constraint(self, v: Value, c: Value, taken: bool, depth: int) -> ConstantRange:
        """The values of `v` for which condition `c` evaluates to `taken`."""
        bits = int_bits(v)
        assert bits is not None
        full = ConstantRange.full(bits)
        if c is v:
            return ConstantRange.single(1, int(taken))
        if not isinstance(c, Instruction) or depth <= 0:
            return full
        op = c.opcode
        if op == "icmp":
            return self._icmp_constraint(v, c, taken)
        if op == "xor" and isinstance(c.operands[1], ConstantInt) and c.operands[1].value == 1:
            return self.cond_constraint(v, c.operands[0], not taken, depth - 1)
        both = None
        if op in ("and", "or") and c.type.bits == 1:  # type: ignore[attr-defined]
            both = (op == "and", c.operands[0], c.operands[1])
        elif op == "select" and isinstance(c.operands[2], ConstantInt) and c.operands[2].value == 0:
            both = (True, c.operands[0], c.operands[1])      # select a, b, false == a && b
        elif op == "select" and isinstance(c.operands[1], ConstantInt) and c.operands[1].value == 1:
            both = (False, c.operands[0], c.operands[2])     # select a, true, b == a || b
        if both is None:
            return full
        is_and, a, b = both
        ra = self.cond_constraint(v, a, taken, depth - 1)
        rb = self.cond_constraint(v, b, taken, depth - 1)
        # a && b taken: both hold; a || b not taken: neither holds
        return ra.intersect(rb) if is_and == taken else ra.union(rb)

    def _icmp_constraint(self, v: Value, c: Instruction, taken: bool) -> ConstantRange:
        bits = int_bits(v)
        assert bits is not None
        full = ConstantRange.full(bits)
        pred: str = c.predicate  # type: ignore[attr-defined]
        a, b = c.operands
        if b is v or (isinstance(b, Instruction) and b.opcode == "add" and b.operands[0] is v):
            a, b, pred = b, a, SWAPPED[pred]
        rc = const_range(b)
        if rc is None:
            return full
        if not taken:
            pred = INVERSE[pred]
        if a is v:
            return allowed_region(pred, rc)
        if isinstance(a, Instruction) and a.opcode == "add" and a.operands[0] is v:
            off = const_range(a.operands[1])
            if off is not None:
                return allowed_region(pred, rc).sub(off)
        return full

    # ---- the solver
    def _solve(self, v: Value, b: BasicBlock) -> ConstantRange:
        key = (id(v), id(b))
        got = self._cache.get(key)
        if got is not None:
            return got[2]
        stack: list[tuple[Value, BasicBlock]] = [(v, b)]
        processed = 0
        while stack:
            cv, cb = stack[-1]
            k = (id(cv), id(cb))
            if k in self._cache:
                stack.pop()
                continue
            processed += 1
            if processed > MAX_PROCESSED:
                self._active.clear()
                bits = int_bits(v)
                assert bits is not None
                return ConstantRange.full(bits)
            self._active.add(k)
            self._missing = []
            r = self._compute(cv, cb)
            missing, self._missing = self._missing, None
            if missing:
                seen: set[_Key] = set()
                for mv, mb in missing:
                    mk = (id(mv), id(mb))
                    if mk not in seen:
                        seen.add(mk)
                        stack.append((mv, mb))
                continue
            self._cache[k] = (cv, cb, r)
            self._active.discard(k)
            stack.pop()
        return self._cache[key][2]

    def _get(self, v: Value, b: BasicBlock) -> ConstantRange:
        """The range of `v` in `b` while solving: cached, a constant, or (still being
        computed: a cycle) everything; otherwise recorded as missing."""
        bits = int_bits(v)
        assert bits is not None
        c = const_range(v)
        if c is not None:
            return c
        if not isinstance(v, (Instruction, Argument)):
            return ConstantRange.full(bits)
        k = (id(v), id(b))
        got = self._cache.get(k)
        if got is not None:
            return got[2]
        if k not in self._active and self._missing is not None:
            self._missing.append((v, b))
        return ConstantRange.full(bits)

    def _compute(self, v: Value, b: BasicBlock) -> ConstantRange:
        bits = int_bits(v)
        assert bits is not None
        if isinstance(v, Instruction) and v.parent is b:
            return self._def_range(v, b)
        preds = b.predecessors()
        if not preds:
            return ConstantRange.full(bits)
        out = ConstantRange.empty(bits)
        for p in preds:
            out = out.union(self._get(v, p).intersect(self.edge_constraint(v, p, b)))
            if out.is_full:
                break
        return out

    def _def_range(self, i: Instruction, b: BasicBlock) -> ConstantRange:
        bits = int_bits(i)
        assert bits is not None
        full = ConstantRange.full(bits)
        op = i.opcode
        if op == "phi":
            out = ConstantRange.empty(bits)
            for val, pb in i.incoming:  # type: ignore[attr-defined]
                if isinstance(val, PoisonValue):
                    continue          # poison refines to anything; undef is any value
                out = out.union(self._get(val, pb).intersect(self.edge_constraint(val, pb, b)))
                if out.is_full:
                    break
            return out
        md = i.metadata.get("range")
        if md is not None:
            r = _metadata_range(md, bits)
            if r is not None:
                return r
        if op in _BINOPS and int_bits(i.operands[0]) == bits:
            x, y = self._get(i.operands[0], b), self._get(i.operands[1], b)
            return getattr(x, _BINOPS[op])(y)
        if op in ("zext", "sext", "trunc") and int_bits(i.operands[0]) is not None:
            x = self._get(i.operands[0], b)
            return getattr(x, op)(bits)
        if op == "select":
            c, t, f = i.operands
            rt = self._get(t, b).intersect(self.cond_constraint(t, c, True, COND_DEPTH))
            rf = self._get(f, b).intersect(self.cond_constraint(f, c, False, COND_DEPTH))
            return rt.union(rf)
        if op == "icmp" and int_bits(i.operands[0]) is not None:
            known = icmp_known(i.predicate, self._get(i.operands[0], b),  # type: ignore[attr-defined]
                               self._get(i.operands[1], b))
            return full if known is None else ConstantRange.single(1, int(known))
        if op == "call":
            return self._intrinsic_range(i, b, bits) or full
        return full

    def _intrinsic_range(self, i: Instruction, b: BasicBlock, bits: int) -> ConstantRange | None:
        name = callee_name(i) or ""
        if not name.startswith("llvm."):
            return None
        base = name.split(".")[1]
        if base in ("ctpop", "ctlz", "cttz"):
            return ConstantRange.between(bits, 0, bits)
        if base in ("umin", "umax", "smin", "smax"):
            x, y = self._get(i.operands[0], b), self._get(i.operands[1], b)
            return getattr(x, base + "_")(y)
        if base == "abs":
            x = self._get(i.operands[0], b)
            if x.is_non_negative():
                return x
            half = 1 << (bits - 1)
            lo = 0 if x.contains(0) or not (x.is_negative() or x.is_non_negative()) else \
                min(abs(x.smin()), abs(x.smax()))
            return ConstantRange.between(bits, lo, half)
        return None


_BINOPS = {"add": "add", "sub": "sub", "mul": "mul", "and": "and_", "or": "or_", "xor": "xor",
           "udiv": "udiv", "urem": "urem", "srem": "srem", "shl": "shl", "lshr": "lshr",
           "ashr": "ashr"}


def _metadata_range(md: Any, bits: int) -> ConstantRange | None:
    """`!range !{lo0, hi0, lo1, hi1, ...}` as one covering range."""
    ops = getattr(md, "operands", None)
    if not ops or len(ops) % 2:
        return None
    vals = []
    for o in ops:
        c = getattr(o, "value", None)
        if not isinstance(c, ConstantInt):
            return None
        vals.append(c.value)
    out = ConstantRange.empty(bits)
    for k in range(0, len(vals), 2):
        lo, hi = vals[k], vals[k + 1]
        out = out.union(ConstantRange(bits, lo, (hi - lo) % (1 << bits) or (1 << bits)))
    return out


class LazyValueAnalysis(Analysis[Function]):
    name = "lazy-value-info"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> LazyValueInfo:
        return LazyValueInfo(unit)


class LazyValueInfoPrinter(FunctionPass):
    """`print<lazy-value-info>`: the range of every integer instruction in its block and
    in each block it dominates directly (stderr), after LLVM's LVI printer."""
    name = "print<lazy-value-info>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        lvi: LazyValueInfo = am.get(LazyValueAnalysis, unit)
        dt = am.get(DominatorTreeAnalysis, unit)
        out = sys.stderr
        out.write(f"LVI for function '{unit.name}':\n")
        for b in unit.blocks:
            out.write(f"{b.name or ''}:\n")
            for i in b.instructions:
                if int_bits(i) is None or not dt.is_reachable(b):
                    continue
                name = f"%{i.name}" if i.name else "<unnamed>"
                for d in [b, *dt.children(b)]:
                    r = lvi.range_in_block(i, d)
                    out.write(f"  ; LatticeVal for: '{name}' in BB: '%{d.name}' is: {_lattice_text(r)}\n")
        return PreservedAnalyses.all()


def _lattice_text(r: ConstantRange | None) -> str:
    if r is None or r.is_full:
        return "overdefined"
    half = r.modulus >> 1

    def sgn(v: int) -> int:
        return v - r.modulus if v >= half else v
    return f"constantrange<{sgn(r.lo)}, {sgn((r.lo + r.size) % r.modulus)}>"
