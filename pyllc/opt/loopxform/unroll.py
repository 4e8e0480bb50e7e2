"""`loop-unroll` (function pass) and `loop-unroll-full` (loop pass): LLVM's LoopUnrollPass
and LoopFullUnrollPass.

Which loops: innermost loops of the shape `replicate.unrollable` states (loop-simplify
form, LCSSA, rotated: the latch is the only exiting block). Others are left alone. Loops
are visited innermost first; a loop whose inner loop was fully unrolled becomes innermost
and is tried in turn (the function pass visits outer loops after inner ones, as LLVM does).

The cost model (LLVM's defaults, `UnrollThreshold` 150 at O1/O2 and 300 at O3, the
`BEInsns` = 2 of a latch compare + branch that unrolling removes):
- size = the loop's instructions except phis, getelementptr, debug/lifetime intrinsics;
- full unroll when the trip count TC (scalar evolution's constant backedge-taken count + 1)
  is at most `full-unroll-max` (default: no limit) and (size - 2) * TC + 2 <= threshold.
  LLVM can go further (up to 4x the threshold) when a simulation shows the unrolled body
  folds; that analysis is not done here.
- `partial` (constant TC too large for full unroll): the largest count C <= TC that divides TC
  with (size - 2) * C + 2 <= the partial threshold (150), C >= 2;
- partial and runtime unrolling skip loops that call a function (not an intrinsic), as
  LLVM's BasicTTI does;
- `runtime` (TC unknown at compile time, `runtime.exit_test` finds N): C = 8 (LLVM's
  DefaultUnrollRuntimeCount), halved until (size - 2) * C + 2 <= 150; C >= 2; prolog
  remainder (runtime.py).
Defaults as LLVM's generic target: `partial` and `runtime` off; `loop-unroll<O3>` raises
the threshold. `peeling` and `upperbound` are accepted and not implemented (they only
add opportunities LLVM has and pyopt does not take).

Statistics (LLVM's names): NumCompletelyUnrolled, NumUnrolled, NumRuntimeUnrolled.
Contract: requires domtree, loops, scalar-evolution; changes the CFG (preserves nothing
when it fires).
"""
from __future__ import annotations

from dataclasses import dataclass

from pyllc.ir import Function
from pyllc.ir.values import BasicBlock
from pyllc.opt.analyses import Loop, LoopAnalysis, LoopInfo
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater, innermost_first
from pyllc.opt.loopxform.common import LoopView
from pyllc.opt.loopxform.replicate import replicate, unrollable
from pyllc.opt.loopxform.runtime import exit_test, runtime_unroll
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, Pass, PreservedAnalyses
from pyllc.opt.scev import ScalarEvolution, ScalarEvolutionAnalysis
from pyllc.opt.traits import callee_name

BE_INSNS = 2
PARTIAL_THRESHOLD = 150
RUNTIME_COUNT = 8


@dataclass
class UnrollOptions:
    opt_level: int = 2
    partial: bool = False
    runtime: bool = False
    full_unroll_max: int | None = None
    only_full: bool = False

    @property
    def threshold(self) -> int:
        return 300 if self.opt_level > 2 else 150


def parse_options(params: str | None) -> UnrollOptions:
    o = UnrollOptions()
    for p in (params or "").split(";"):
        if not p:
            continue
        if p in ("O0", "O1", "O2", "O3"):
            o.opt_level = int(p[1])
        elif p.startswith("full-unroll-max="):
            v = p.split("=", 1)[1]
            if not v.isdigit():
                raise ValueError(f"invalid LoopUnrollPass parameter '{p}'")
            o.full_unroll_max = int(v)
        elif p.removeprefix("no-") in ("partial", "runtime", "peeling", "profile-peeling", "upperbound"):
            on = not p.startswith("no-")
            if p.removeprefix("no-") == "partial":
                o.partial = on
            elif p.removeprefix("no-") == "runtime":
                o.runtime = on
        else:
            raise ValueError(f"invalid LoopUnrollPass parameter '{p}'")
    return o


def unrolled_size(size: int, count: int) -> int:
    return max(size - BE_INSNS, 0) * count + BE_INSNS


def _cost_size(view: LoopView) -> int:
    return view.size() - sum(1 for b in view.blocks for i in b.instructions if i.opcode == "getelementptr")


def _has_call(view: LoopView) -> bool:
    """A call to a real function (not an intrinsic): BasicTTI's reason to skip partial and
    runtime unrolling (it could keep the callee from being inlined)."""
    for b in view.blocks:
        for i in b.instructions:
            if i.opcode in ("call", "invoke") and not (callee_name(i) or "").startswith("llvm."):
                return True
    return False


def try_unroll(fn: Function, loop: Loop, se: ScalarEvolution, opts: UnrollOptions) -> str | None:
    """Unroll `loop` if the cost model says so; returns "full", "partial", "runtime" or None."""
    view = LoopView(loop)
    if unrollable(view) is not None:
        return None
    size = _cost_size(view)
    btc = se.backedge_taken_count(loop)
    if btc is not None:
        tc = btc + 1
        if (opts.full_unroll_max is None or tc <= opts.full_unroll_max) \
                and unrolled_size(size, tc) <= opts.threshold:
            replicate(fn, view, tc, False)
            return "full"
        if opts.only_full:
            return None
        if opts.partial and not _has_call(view):
            c = tc
            while c >= 2 and (tc % c or unrolled_size(size, c) > PARTIAL_THRESHOLD):
                c -= 1
            if c >= 2:
                replicate(fn, view, c, True)
                return "partial"
        return None     # runtime unrolling is for unknown trip counts (as in LLVM)
    if opts.only_full or not opts.runtime or _has_call(view):
        return None
    c = RUNTIME_COUNT
    while c >= 2 and unrolled_size(size, c) > PARTIAL_THRESHOLD:
        c //= 2
    if c < 2:
        return None
    et = exit_test(view, se)
    if et is None:
        return None
    runtime_unroll(fn, view, et, c, replicate)
    return "runtime"


def _count(am: AnalysisManager[Function], name: str, how: str) -> None:
    st = am.instr.stats
    st.add(name, "Number of loops unrolled (completely or otherwise)")
    if how == "full":
        st.add(name, "Number of loops completely unrolled")
    elif how == "runtime":
        st.add(name, "Number of loops unrolled with run-time trip counts")


class LoopUnroll(FunctionPass):
    """Unroll loops (full, partial, runtime with a remainder loop)."""
    name = "loop-unroll"
    params_doc = "O0;O1;O2;O3;full-unroll-max=N;no-partial;partial;no-peeling;peeling;" \
                 "no-profile-peeling;profile-peeling;no-runtime;runtime;no-upperbound;upperbound"

    def __init__(self, opts: UnrollOptions | None = None) -> None:
        self.opts = opts or UnrollOptions()

    @staticmethod
    def factory(params: str | None) -> Pass[Function]:
        return LoopUnroll(parse_options(params))

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        li: LoopInfo = am.get(LoopAnalysis, unit)
        work: list[BasicBlock] = innermost_first(li)
        changed = False
        for header in work:
            li = am.get(LoopAnalysis, unit)
            loop = li.loop_for(header)
            if loop is None or loop.header is not header:
                continue
            how = try_unroll(unit, loop, am.get(ScalarEvolutionAnalysis, unit), self.opts)
            if how is not None:
                changed = True
                _count(am, self.name, how)
                am.invalidate(unit, PreservedAnalyses.none())
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()


class LoopFullUnroll(LoopPass):
    """Fully unroll loops with a small constant trip count (loop pass)."""
    name = "loop-unroll-full"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        opts = UnrollOptions(only_full=True)
        how = try_unroll(ar.function, loop, ar.get(ScalarEvolutionAnalysis), opts)
        if how is None:
            return PreservedAnalyses.all()
        _count(ar.am, self.name, how)
        updater.mark_loop_deleted()
        return PreservedAnalyses.none()
