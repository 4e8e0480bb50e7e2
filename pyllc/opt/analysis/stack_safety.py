"""`print-stack-safety` and `print<stack-safety-local>`: which bytes of each alloca and
each pointer parameter a function may touch (LLVM's StackSafetyAnalysis).

Local analysis, per function (`stack-safety-local`): for every alloca and every pointer
parameter (not byval) a depth-first walk over its uses, through getelementptr, casts,
phis, selects and whatever else derives a value from it, records
- the byte range [lo, hi) accessed relative to the base: a load or store of N bytes at
  offset range O touches O + [0, N); `llvm.memset/memcpy/memmove` touch O + [0, len);
  a byval argument its type's size. Offsets come from scalar evolution: the SCEV of the
  address minus the SCEV of the base, evaluated to a signed 64-bit range (a value of a
  narrower type spans its type's range; a recurrence with a known trip count its exact
  range). An offset or range that is unknown, empty-crossing or wraps is `full-set`;
- `full-set` when the pointer escapes: stored as a value, returned, used by an indirect
  call or an operand that is not an argument, or accessed while the alloca is dead
  (between `llvm.lifetime.end` and `llvm.lifetime.start` on some path: the "must"
  liveness of LLVM's StackLifetime);
- for each direct call passing the pointer as argument k: `@callee(argk, offsets)`.
An access to an alloca is *safe* when its whole range lies inside the alloca on every
path; accesses through parameters are not judged (they are not stack accesses here).

Module analysis (`stack-safety`): calls are resolved interprocedurally. A callee that is
a definition in the module, dso_local and not interposable contributes its parameter's
access range shifted by the call's offsets; any other callee makes the range full-set.
Parameter ranges are iterated to a fixed point over the call graph (a parameter updated
more than 20 times becomes full-set, LLVM's `stack-safety-max-iterations`), then each
alloca's range takes the ranges of the calls it is passed to. An alloca is *safe* when
its range lies within its size; `-stats` counts them (NumAllocaStackSafe).

Printed as opt-16 prints them: per function `@name` (`dso_preemptable`, `interposable`),
`args uses:` (`name[]: range, @callee(argN, offsets)...`), `allocas uses:`
(`name[size]: range, ...`), and for the module analysis `safe accesses:` (every load,
store, memory intrinsic, atomic and byval call that is not an unsafe stack access).
Differences from LLVM: ranges are interval arithmetic on SCEVs, without the
path-sensitive facts (loop guards, dominating conditions) that LLVM's
`evaluatePredicateAt` may use, so an access LLVM proves safe may be reported unsafe here
(never the other way). Contract: analyses and printers; change nothing.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import Function, Instruction
from pyllc.ir.module import Module
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.irutil import reachable_blocks
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    ModuleAnalysisManager,
    ModulePass,
    PreservedAnalyses,
)
from pyllc.opt.printers import _module_of, _Names, _out
from pyllc.opt.scev import SCEV, ScalarEvolution, ScalarEvolutionAnalysis
from pyllc.opt.traits import callee_name
from pyllc.record import field, record

MAX_ITERATIONS = 20
_MIN, _MAX = -(1 << 63), (1 << 63) - 1


@record(frozen=True)
class ByteRange:
    """A set of byte offsets: `empty`, `full`, or the signed interval [lo, hi)."""
    lo: int = 0
    hi: int = 0
    kind: str = "range"        # "range", "empty" or "full"

    @staticmethod
    def empty() -> ByteRange:
        return ByteRange(kind="empty")

    @staticmethod
    def full() -> ByteRange:
        return ByteRange(kind="full")

    @staticmethod
    def of(lo: int, hi: int) -> ByteRange:
        """[lo, hi); full when it is not a proper signed 64-bit interval (LLVM's isUnsafe)."""
        if lo >= hi:
            return ByteRange.full()
        if lo < _MIN or hi > _MAX:
            return ByteRange.full()
        return ByteRange(lo, hi)

    def union(self, o: ByteRange) -> ByteRange:
        if self.kind == "empty":
            return o
        if o.kind == "empty":
            return self
        if self.kind == "full" or o.kind == "full":
            return ByteRange.full()
        return ByteRange.of(min(self.lo, o.lo), max(self.hi, o.hi))

    def add(self, o: ByteRange) -> ByteRange:
        """Every sum of a member of each (full on possible overflow, as addOverflowNever)."""
        if self.kind == "empty" or o.kind == "empty":
            return ByteRange.empty()
        if self.kind == "full" or o.kind == "full":
            return ByteRange.full()
        return ByteRange.of(self.lo + o.lo, self.hi + o.hi - 1)

    def contains(self, o: ByteRange) -> bool:
        if o.kind == "empty" or self.kind == "full":
            return True
        if self.kind == "empty" or o.kind == "full":
            return False
        return self.lo <= o.lo and o.hi <= self.hi

    def __str__(self) -> str:
        return "full-set" if self.kind == "full" else "empty-set" if self.kind == "empty" \
            else f"[{self.lo},{self.hi})"


@record
class UseInfo:
    """What one base pointer's uses do: the accessed range, the calls it is passed to,
    and the accesses found unsafe."""
    range: ByteRange = field(default_factory=ByteRange.empty)
    calls: dict[tuple[int, int], tuple[Function, ByteRange]] = field(default_factory=dict)
    unsafe: list[Instruction] = field(default_factory=list)

    def add_range(self, i: Instruction, r: ByteRange, safe: bool) -> None:
        if not safe:
            self.unsafe.append(i)
        self.range = self.range.union(r)

    def copy(self) -> UseInfo:
        return UseInfo(self.range, dict(self.calls), list(self.unsafe))


@record
class FunctionInfo:
    """The uses of a function's allocas (in order) and pointer parameters (by number)."""
    allocas: list[tuple[Instruction, UseInfo]] = field(default_factory=list)
    params: dict[int, UseInfo] = field(default_factory=dict)
    updates: int = 0


# ---- ranges of SCEV expressions ---------------------------------------------------------

def _type_span(bits: int) -> tuple[int, int] | None:
    return None if bits >= 64 else (-(1 << (bits - 1)), 1 << (bits - 1))


def _fit(lo: int, hi: int, bits: int) -> tuple[int, int] | None:
    """[lo, hi) if representable in `bits` signed, else the type's whole span."""
    if -(1 << (bits - 1)) <= lo and hi <= 1 << (bits - 1):
        return lo, hi
    return _type_span(bits)


def scev_range(se: ScalarEvolution, s: SCEV) -> tuple[int, int] | None:
    """The signed [lo, hi) of the values `s` takes; None when unknown (64-bit full)."""
    if s.kind == "const":
        v = int(s.value)
        return v, v + 1
    if s.kind == "add" or s.kind == "mul":
        parts = [scev_range(se, o) for o in s.ops]
        if any(p is None for p in parts):
            return _type_span(s.bits)
        lo, hi = parts[0] if parts[0] is not None else (0, 1)
        for p in parts[1:]:
            assert p is not None
            if s.kind == "add":
                lo, hi = lo + p[0], hi + p[1] - 1
            else:
                ends = [a * b for a in (lo, hi - 1) for b in (p[0], p[1] - 1)]
                lo, hi = min(ends), max(ends) + 1
        return _fit(lo, hi, s.bits)
    if s.kind == "cast":
        inner = s.ops[0]
        r = scev_range(se, inner) or _type_span(inner.bits)
        if r is None:
            return _type_span(s.bits)
        if s.value == "sext":
            return r
        if s.value == "zext":
            return r if r[0] >= 0 else (0, 1 << inner.bits)
        return _fit(r[0], r[1], s.bits)
    if s.kind == "addrec":
        exact = se.value_range(s)
        if exact is not None:
            return exact
        start, step = (s.ops[0].const, s.ops[1].const) if len(s.ops) == 2 else (None, None)
        if "nsw" in s.flags and start is not None and step is not None:
            half = 1 << (s.bits - 1)
            return _fit(start, half, s.bits) if step >= 0 else _fit(-half, start + 1, s.bits)
        return _type_span(s.bits)
    if s.kind == "unknown" and isinstance(s.value, Instruction):
        return _inst_range(s.value, s.bits)
    return _type_span(s.bits)


def _inst_range(i: Instruction, bits: int) -> tuple[int, int] | None:
    """Ranges SCEV leaves opaque but the instruction bounds: `and`/`urem`/`srem` by a
    constant, `lshr` by a constant."""
    c = getattr(i.operands[1], "value", None) if len(i.operands) == 2 else None
    if not isinstance(c, int):
        return _type_span(bits)
    c = c if c < 1 << (bits - 1) else c - (1 << bits)        # the constant, signed
    if i.opcode == "and" and c >= 0:
        return 0, c + 1
    if i.opcode == "urem" and c > 0:
        return 0, c
    if i.opcode == "srem" and c != 0 and c != -(1 << (bits - 1)):
        return -(abs(c) - 1), abs(c)
    if i.opcode == "lshr" and 0 < c < bits:
        return 0, 1 << (bits - c)
    return _type_span(bits)


def _minus_base(s: SCEV, base: SCEV) -> SCEV | None:
    """`s - base` when `base` is one of its terms (or the start of its recurrence)."""
    if s.same(base):
        return SCEV("const", s.bits, value=0)
    if s.kind == "add":
        for k, o in enumerate(s.ops):
            if o.same(base):
                rest = s.ops[:k] + s.ops[k + 1:]
                return rest[0] if len(rest) == 1 else SCEV("add", s.bits, rest)
        return None
    if s.kind == "addrec":
        start = _minus_base(s.ops[0], base)
        if start is None:
            return None
        return SCEV("addrec", s.bits, (start, *s.ops[1:]), loop=s.loop, flags=s.flags)
    return None


# ---- liveness of allocas with lifetime markers (StackLifetime, "must") ------------------

class _Lifetime:
    """Reachable blocks and, for allocas with lifetime markers, where they are alive on
    every path."""

    def __init__(self, fn: Function, allocas: list[Instruction]) -> None:
        self.reachable = {id(b) for b in reachable_blocks(fn)}
        self.markers: dict[int, dict[int, list[tuple[int, bool]]]] = {}   # alloca -> block -> [(pos, start?)]
        self.alive_in: dict[int, dict[int, bool]] = {}
        pos = {id(i): k for b in fn.blocks for k, i in enumerate(b.instructions)}
        self.pos = pos
        for a in allocas:
            per: dict[int, list[tuple[int, bool]]] = {}
            for u in _through_casts(a):
                name = callee_name(u) or ""
                if name.startswith(("llvm.lifetime.start", "llvm.lifetime.end")) and u.parent is not None:
                    per.setdefault(id(u.parent), []).append((pos[id(u)], name.startswith("llvm.lifetime.start")))
            if per:
                for v in per.values():
                    v.sort()
                self.markers[id(a)] = per
                self.alive_in[id(a)] = self._solve(fn, per)

    def _solve(self, fn: Function, per: dict[int, list[tuple[int, bool]]]) -> dict[int, bool]:
        blocks = [b for b in fn.blocks if id(b) in self.reachable]
        entry = fn.blocks[0]
        alive_in = {id(b): b is not entry for b in blocks}

        def out(b: BasicBlock) -> bool:
            st = alive_in[id(b)]
            for _, start in per.get(id(b), []):
                st = start
            return st

        changed = True
        while changed:
            changed = False
            for b in blocks:
                if b is entry:
                    continue
                preds = [p for p in b.predecessors() if id(p) in self.reachable]
                v = all(out(p) for p in preds) if preds else False
                if v != alive_in[id(b)]:
                    alive_in[id(b)] = v
                    changed = True
        return alive_in

    def alive_at(self, a: Instruction, i: Instruction) -> bool:
        per = self.markers.get(id(a))
        if per is None or i.parent is None:
            return True
        st = self.alive_in[id(a)].get(id(i.parent), False)
        here = self.pos[id(i)]
        for p, start in per.get(id(i.parent), []):
            if p < here:
                st = start
        return st


def _through_casts(v: Value) -> list[Any]:
    out: list[Any] = []
    for u in v.unique_users():
        if isinstance(u, Instruction) and u.opcode in ("bitcast", "addrspacecast"):
            out.extend(_through_casts(u))
        else:
            out.append(u)
    return out


# ---- the local analysis -----------------------------------------------------------------

_MEMSET = ("llvm.memset.", "llvm.memset.inline.")
_MEMTRANSFER = ("llvm.memcpy.", "llvm.memmove.", "llvm.memcpy.inline.")


class _Local:
    def __init__(self, fn: Function, se: ScalarEvolution) -> None:
        self.fn, self.se, self.dl = fn, se, se.dl
        self.allocas = [i for b in fn.blocks for i in b.instructions if i.opcode == "alloca"]
        self.lt = _Lifetime(fn, self.allocas)

    def alloca_size(self, a: Any) -> int | None:
        cnt = getattr(a.operands[0], "value", None)
        if not isinstance(cnt, int) or cnt <= 0:
            return None
        size = int(self.dl.alloc_size(a.allocated_type)) * cnt
        return size if size > 0 else None

    def offset(self, addr: Value, base: Value) -> ByteRange:
        if self.se.bits_of(addr) is None:
            return ByteRange.full()
        d = _minus_base(self.se.get(addr), self.se.get(base))
        if d is None:
            return ByteRange.full()
        r = scev_range(self.se, d)
        return ByteRange.full() if r is None else ByteRange.of(*r)

    def access(self, addr: Value, base: Value, size: ByteRange) -> ByteRange:
        if size.kind == "empty":
            return size
        return self.offset(addr, base).add(size)

    def is_safe(self, addr: Value, a: Instruction | None, size: int | None) -> bool:
        """Every byte of the access is inside the alloca (accesses through parameters are
        not stack accesses: safe)."""
        if a is None:
            return True
        total = self.alloca_size(a)
        if size is None or total is None:
            return False
        off = self.offset(addr, a)
        return off.kind == "range" and off.lo >= 0 and off.hi - 1 + size <= total

    def store_size(self, t: Any) -> ByteRange:
        n = int(self.dl.type_size(t))
        return ByteRange.empty() if n == 0 else ByteRange(0, n)

    def analyze(self, base: Value) -> UseInfo:
        us = UseInfo()
        a = base if isinstance(base, Instruction) else None
        seen = {id(base)}
        work: list[Value] = [base]
        while work:
            v = work.pop()
            for u in v.unique_users():
                if not isinstance(u, Instruction) or u.parent is None or id(u.parent) not in self.lt.reachable:
                    continue
                for k, op in enumerate(u.operands):
                    if op is v:
                        self._use(u, k, v, base, a, us, seen, work)
        return us

    def _record_store(self, i: Instruction, v: Value, stored: Value, base: Value,
                      a: Instruction | None, us: UseInfo) -> None:
        if stored is v or (a is not None and not self.lt.alive_at(a, i)):
            us.add_range(i, ByteRange.full(), False)
            return
        size = self.store_size(stored.type)
        us.add_range(i, self.access(v, base, size), self.is_safe(v, a, int(self.dl.type_size(stored.type))))

    def _use(self, i: Instruction, k: int, v: Value, base: Value, a: Instruction | None,
             us: UseInfo, seen: set[int], work: list[Value]) -> None:
        op = i.opcode
        if op == "load":
            if a is not None and not self.lt.alive_at(a, i):
                us.add_range(i, ByteRange.full(), False)
                return
            us.add_range(i, self.access(v, base, self.store_size(i.type)),
                         self.is_safe(v, a, int(self.dl.type_size(i.type))))
        elif op == "va_arg":
            return
        elif op == "store":
            self._record_store(i, v, i.operands[0], base, a, us)
        elif op == "cmpxchg":
            self._record_store(i, v, i.operands[2], base, a, us)
        elif op == "atomicrmw":
            self._record_store(i, v, i.operands[1], base, a, us)
        elif op == "ret":
            us.add_range(i, ByteRange.full(), False)
        elif op in ("call", "invoke", "callbr"):
            self._call(i, k, v, base, a, us, seen, work)
        elif id(i) not in seen:
            seen.add(id(i))
            work.append(i)

    def _call(self, i: Any, k: int, v: Value, base: Value, a: Instruction | None,
              us: UseInfo, seen: set[int], work: list[Value]) -> None:
        name = callee_name(i) or ""
        if name.startswith(("llvm.lifetime.start", "llvm.lifetime.end")):
            return
        if a is not None and not self.lt.alive_at(a, i):
            us.add_range(i, ByteRange.full(), False)
            return
        if name.startswith(_MEMSET + _MEMTRANSFER):
            is_ptr = k == 0 or (k == 1 and name.startswith(_MEMTRANSFER))
            rng = self._mem_range(i, v, base) if is_ptr else ByteRange.empty()
            length = scev_range(self.se, self.se.get(i.operands[2])) \
                if self.se.bits_of(i.operands[2]) is not None else None
            safe = not is_ptr or (length is not None and length[1] - 1 >= 0
                                  and self.is_safe(v, a, length[1] - 1))
            us.add_range(i, rng, safe)
            return
        fn = i.called_function() if hasattr(i, "called_function") else None
        nargs = int(i.num_args)
        returned = k < nargs and ("returned" in i.param_attrs[k] or (
            fn is not None and k < len(fn.param_attrs) and "returned" in fn.param_attrs[k]))
        if returned and id(i) not in seen:
            seen.add(id(i))
            work.append(i)
        if k >= nargs:
            us.add_range(i, ByteRange.full(), False)
            return
        if k < len(i.param_attrs) and "byval" in i.param_attrs[k]:
            t = i.param_attrs[k]["byval"]
            n = int(self.dl.type_size(t)) if t is not None else 0
            size = ByteRange.empty() if n == 0 else ByteRange(0, n)
            us.add_range(i, self.access(v, base, size), self.is_safe(v, a, n))
            return
        if fn is None:
            us.add_range(i, ByteRange.full(), False)
            return
        off = self.offset(v, base)
        key = (k, id(fn))
        old = us.calls.get(key)
        us.calls[key] = (fn, off if old is None else old[1].union(off))

    def _mem_range(self, i: Instruction, v: Value, base: Value) -> ByteRange:
        n = i.operands[2]
        if self.se.bits_of(n) is None:
            return ByteRange.full()
        r = scev_range(self.se, self.se.get(n))
        if r is None or r[1] - 1 <= 0:
            return ByteRange.full()
        return self.access(v, base, ByteRange(0, r[1] - 1))

    def run(self) -> FunctionInfo:
        info = FunctionInfo()
        for a in self.allocas:
            info.allocas.append((a, self.analyze(a)))
        for n, arg in enumerate(self.fn.args):
            if arg.type.is_pointer and "byval" not in self.fn.param_attrs[n]:
                info.params[n] = self.analyze(arg)
        return info


def local_info(fn: Function, am: AnalysisManager[Function]) -> FunctionInfo:
    return _Local(fn, am.get(ScalarEvolutionAnalysis, fn)).run()


# ---- the module analysis ----------------------------------------------------------------

def is_dso_local(f: Function) -> bool:
    return bool(f.dso_local) or f.linkage in ("internal", "private") or f.visibility in ("hidden", "protected")


def is_interposable(f: Function) -> bool:
    return f.linkage in ("weak", "linkonce", "extern_weak", "common")


def _resolvable(f: Function) -> bool:
    return not f.is_declaration and not is_interposable(f) and is_dso_local(f)


def _resolve(us: UseInfo) -> None:
    """Drop the calls to callees outside the analysis (the range becomes full-set)."""
    for fn, _ in us.calls.values():
        if not _resolvable(fn):
            us.range = ByteRange.full()
            return


class _DataFlow:
    def __init__(self, infos: dict[int, tuple[Function, FunctionInfo]]) -> None:
        self.infos = infos

    def arg_range(self, callee: Function, k: int, offsets: ByteRange) -> ByteRange:
        got = self.infos.get(id(callee))
        if got is None or k not in got[1].params:
            return ByteRange.full()
        acc = got[1].params[k].range
        if acc.kind in ("empty", "full"):
            return acc
        return acc.add(offsets)

    def run(self) -> None:
        callers: dict[int, list[int]] = {}
        for fid, (_, info) in self.infos.items():
            callees = {id(fn) for us in info.params.values() for fn, _ in us.calls.values()}
            for c in sorted(callees):
                callers.setdefault(c, []).append(fid)
        work: list[int] = []
        for fid in self.infos:
            self._update(fid, work, callers)
        while work:
            self._update(work.pop(), work, callers)

    def _update(self, fid: int, work: list[int], callers: dict[int, list[int]]) -> None:
        info = self.infos[fid][1]
        to_full = info.updates > MAX_ITERATIONS
        changed = False
        for us in info.params.values():
            for (k, _), (fn, off) in us.calls.items():
                r = self.arg_range(fn, k, off)
                if not us.range.contains(r):
                    changed = True
                    us.range = ByteRange.full() if to_full else us.range.union(r)
        if changed:
            for c in callers.get(fid, []):
                if c not in work:
                    work.append(c)
            info.updates += 1


@record
class GlobalInfo:
    """The module-level result: per function its resolved info, the safe allocas and the
    unsafe accesses."""
    functions: list[tuple[Function, FunctionInfo]]
    safe_allocas: set[int]
    unsafe: set[int]


def global_info(m: Module, fam: AnalysisManager[Function]) -> GlobalInfo:
    local = {id(f): (f, local_info(f, fam)) for f in m.functions if not f.is_declaration}
    work = {fid: (f, FunctionInfo([(a, u.copy()) for a, u in info.allocas],
                                  {k: u.copy() for k, u in info.params.items()}))
            for fid, (f, info) in local.items()}
    for _, info in work.values():
        for us in info.params.values():
            _resolve(us)
            if us.range.kind == "full":
                us.calls.clear()
    flow = _DataFlow(work)
    flow.run()
    out: list[tuple[Function, FunctionInfo]] = []
    safe: set[int] = set()
    unsafe: set[int] = set()
    for fid, (f, info) in work.items():
        src = local[fid][1]
        allocas: list[tuple[Instruction, UseInfo]] = []
        for (a, us), (_, src_us) in zip(info.allocas, src.allocas):
            _resolve(us)
            for (k, _), (fn, off) in us.calls.items():
                us.range = us.range.union(flow.arg_range(fn, k, off))
            us.calls = dict(src_us.calls)      # printed as found locally
            allocas.append((a, us))
            size = _alloca_size_of(a, m)
            if size is not None and ByteRange(0, size).contains(us.range):
                safe.add(id(a))
            unsafe.update(id(i) for i in us.unsafe)
        params = {k: UseInfo(us.range, dict(src.params[k].calls), us.unsafe) for k, us in info.params.items()}
        out.append((f, FunctionInfo(allocas, params)))
    return GlobalInfo(out, safe, unsafe)


def _alloca_size_of(a: Any, m: Module) -> int | None:
    cnt = getattr(a.operands[0], "value", None)
    if not isinstance(cnt, int) or cnt <= 0:
        return None
    size = int(m.datalayout.alloc_size(a.allocated_type)) * cnt
    return size if size > 0 else None


# ---- printing ---------------------------------------------------------------------------

def _use_text(us: UseInfo, m: Module) -> str:
    order = {id(f): k for k, f in enumerate(m.functions)}
    calls = sorted(us.calls.items(), key=lambda kv: (kv[0][0], order.get(kv[0][1], 0)))
    return str(us.range) + "".join(f", @{fn.name}(arg{k}, {off})" for (k, _), (fn, off) in calls)


def function_text(f: Function, info: FunctionInfo, m: Module) -> list[str]:
    head = f"  @{f.name}" + ("" if is_dso_local(f) else " dso_preemptable") \
        + (" interposable" if is_interposable(f) else "")
    out = [head, "    args uses:"]
    for k in sorted(info.params):
        out.append(f"      {f.args[k].name or ''}[]: {_use_text(info.params[k], m)}")
    out.append("    allocas uses:")
    for a, us in info.allocas:
        size = _alloca_size_of(a, m)
        out.append(f"      {a.name or ''}[{size or 0}]: {_use_text(us, m)}")
    return out


_ACCESS_OPS = ("load", "store")     # opt-16 lists no atomics among the accesses


def _is_access(i: Instruction) -> bool:
    if i.opcode in _ACCESS_OPS:
        return True
    if i.opcode != "call":
        return False
    name = callee_name(i) or ""
    if name.startswith(_MEMSET + _MEMTRANSFER):
        return True
    return any("byval" in pa for pa in getattr(i, "param_attrs", []))


class StackSafetyPrinter(ModulePass):
    """print-stack-safety: the module-level stack safety analysis, as opt-16 prints it."""
    name = "print-stack-safety"
    required = True

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        fam: Any = am.fam if isinstance(am, ModuleAnalysisManager) else FunctionAnalysisManager(unit)
        gi = global_info(unit, fam)
        am.instr.stats.add("stack-safety", "Number of total allocas",
                           sum(len(info.allocas) for _, info in gi.functions))
        am.instr.stats.add("stack-safety", "Number of safe allocas", len(gi.safe_allocas))
        lines = [f"'Stack Safety Analysis' for module '{unit.name}'"]
        by_fn = {id(f): info for f, info in gi.functions}
        for f in unit.functions:
            if f.is_declaration:
                continue
            lines += function_text(f, by_fn[id(f)], unit)
            lines.append("    safe accesses:")
            names = _Names(f, unit)
            for b in f.blocks:
                for i in b.instructions:
                    if _is_access(i) and id(i) not in gi.unsafe:
                        lines.append("       " + names.inst(i))   # opt: 5 + the 2 of an instruction
            lines.append("")
        _out().write("\n".join(lines) + "\n")
        return PreservedAnalyses.all()


class StackSafetyLocalPrinter(FunctionPass):
    """print<stack-safety-local>: the per-function stack safety analysis."""
    name = "print<stack-safety-local>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        m = _module_of(unit, am)
        info = local_info(unit, am)
        lines = [f"'Stack Safety Local Analysis' for function '{unit.name}'"]
        lines += function_text(unit, info, m)
        _out().write("\n".join(lines) + "\n\n")
        return PreservedAnalyses.all()


def is_safe_alloca(gi: GlobalInfo, a: Instruction) -> bool:
    """The alloca's every access stays inside it (StackSafetyGlobalInfo::isSafe)."""
    return id(a) in gi.safe_allocas

