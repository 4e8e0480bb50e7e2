"""`loop-unroll` (function pass) and `loop-unroll-full` (loop pass): LLVM's LoopUnrollPass
and LoopFullUnrollPass.

Which loops: innermost loops of the shape `replicate.unrollable` states (loop-simplify
form, LCSSA, rotated: the latch is the only exiting block). Others are left alone. Loops
are visited innermost first; a loop whose inner loop was fully unrolled becomes innermost
and is tried in turn (the function pass visits outer loops after inner ones, as LLVM does).

The cost model (LLVM's defaults, `UnrollThreshold` 150 at O1/O2 and 300 at O3, the
`BEInsns` = 2 of a latch compare + branch that unrolling removes):
- size = the loop's instructions except phis, debug/lifetime intrinsics and the
  getelementptrs that fold into an addressing mode of the module's target (constant
  indices; a variable index only where the target scales: not RISC-V), with a division or
  remainder (integer or float) counted 4 (LLVM's TCC_Expensive), a call to a function
  1 + its declared parameters (`_call_cost`), and an integer trunc, the extension of a
  loaded value (an extending load) and a jump to a block the jumping block alone reaches
  free;
- full unroll when the trip count TC (scalar evolution's constant backedge-taken count + 1)
  is at most `full-unroll-max` (default: no limit) and (size - 2) * TC + 2 < threshold
  (strictly: opt-16 keeps a loop of exactly 150 rolled).
  LLVM can go further (up to 4x the threshold) when a simulation shows the unrolled body
  folds: for trip counts up to 10, `unroll_analyzer.worth_full_unroll` does that.
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

from collections.abc import Callable
from typing import Any

from pyllc.ir import ConstantInt, Function, Instruction, PhiNode
from pyllc.ir.values import BasicBlock
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop, LoopAnalysis, LoopInfo
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater, innermost_first
from pyllc.opt.loops.lcssa import LCSSA_FORM, form_lcssa_for_loop
from pyllc.opt.loops.simplify import LoopSimplifier
from pyllc.opt.loopxform.common import LoopView
from pyllc.opt.loopxform.replicate import replicate, unrollable
from pyllc.opt.loopxform.runtime import exit_test, runtime_unroll
from pyllc.opt.loopxform.unroll_analyzer import worth_full_unroll
from pyllc.opt.passmanager import (
    CFG_ANALYSES,
    LOOP_SIMPLIFY_FORM,
    AnalysisManager,
    FunctionPass,
    Pass,
    PreservedAnalyses,
)
from pyllc.opt.scev import ScalarEvolution, ScalarEvolutionAnalysis
from pyllc.opt.traits import callee_name
from pyllc.record import record

BE_INSNS = 2
PARTIAL_THRESHOLD = 150
RUNTIME_COUNT = 8


@record
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


#: TTI::TCC_Expensive: what LLVM's generic cost model (TargetTransformInfoImplBase, which
#: the scalar code of every target we have falls back to) charges a division or remainder,
#: in code size as well; every other counted instruction costs TCC_Basic = 1
EXPENSIVE = 4
_DIVISIONS = frozenset(("sdiv", "udiv", "srem", "urem", "fdiv", "frem"))


#: scales of a variable GEP index that fold into the target's addressing modes (LLVM's
#: isLegalAddressingMode with a base register): RISC-V has reg+imm12 only; SPARC reg+reg;
#: x86-64 and AArch64 (for the accessed size; approximated as any power of two) scale
_SCALES: dict[str, frozenset[int]] = {
    "riscv": frozenset(), "sparc": frozenset({1}),
    "x86": frozenset({1, 2, 4, 8}), "aarch64": frozenset({1, 2, 4, 8, 16}),
}


def _gep_cost(g: Instruction, scales: frozenset[int] | None, dl: Any) -> int:
    """LLVM's getGEPCost in code size: free when it folds into an addressing mode (constant
    indices, or one variable index whose scale the target's loads and stores take), else
    TCC_Basic. An unknown target keeps every GEP free."""
    var = [k for k, x in enumerate(g.operands[1:]) if not isinstance(x, ConstantInt)]
    if not var or scales is None:
        return 0
    if len(var) > 1:
        return 1
    t: Any = getattr(g, "source_type", None)
    scale = None
    for k, x in enumerate(g.operands[1:]):
        if k > 0:
            if t is None or not (t.is_array or t.is_vector):
                if t is None or not t.is_struct or not isinstance(x, ConstantInt):
                    return 1
                t = t.elems[x.value]
                continue
            t = t.elem
        if k == var[0]:
            scale = dl.alloc_size(t)
    return 0 if scale in scales else 1


def cost_model(fn: Function) -> Callable[[Instruction], int]:
    """The code-size cost of one instruction of `fn` (see the module docstring)."""
    module: Any = fn.parent
    triple = getattr(module, "triple", None) or ""
    arch = next((a for a in _SCALES if triple.startswith(a)), None)
    dl = getattr(module, "datalayout", None)
    scales = _SCALES[arch] if arch is not None and dl is not None else None

    def cost(i: Instruction) -> int:
        op = i.opcode
        if isinstance(i, PhiNode):
            return 0
        if op == "getelementptr":
            return _gep_cost(i, scales, dl)
        if op in _DIVISIONS:
            return EXPENSIVE
        if op == "trunc" and i.type.is_int:
            return 0   # a no-op once the types are legalized (measured on opt-16's riscv64)
        if op in ("zext", "sext") and getattr(i.operands[0], "opcode", None) == "load":
            return 0   # an extending load: the extension is free (BasicTTI getCastInstrCost)
        if op == "br" and len(i.operands) == 1:
            # a jump to a block with no other predecessor: unrolling merges the two
            # (LLVM's loops have them merged by the time it measures them)
            succ: Any = i.operands[0]
            if len(succ.predecessors()) == 1:
                return 0
        if op in ("call", "invoke"):
            name = callee_name(i) or ""
            if name.startswith(("llvm.dbg.", "llvm.lifetime.", "llvm.assume")):
                return 0
            return _call_cost(i)
        return 1
    return cost


def _cost_size(view: LoopView, cost: Callable[[Instruction], int]) -> int:
    return sum(cost(i) for b in view.blocks for i in b.instructions)


#: libm functions LLVM's TTI says are not lowered to calls (isLoweredToCall): TCC_Basic
_NOT_CALLS = frozenset(f + sfx for f in ("fabs", "fmin", "fmax", "sin", "cos", "sqrt", "pow",
                                         "exp", "exp2", "log", "log2", "log10", "floor", "ceil",
                                         "round", "trunc", "rint", "nearbyint", "copysign")
                       for sfx in ("", "f", "l")) | {"abs"}


def _call_cost(i: Instruction) -> int:
    """LLVM's code-size cost of a call: an intrinsic or a libm function that becomes an
    instruction 1; a direct call 1 + the callee's declared parameters (varargs not
    counted: `printf` is 2); an indirect call 1 + its arguments."""
    name = callee_name(i)
    if name is not None and (name.startswith("llvm.") or name in _NOT_CALLS):
        return 1
    fty: Any = getattr(i, "function_type", None)
    if name is not None and fty is not None:
        return 1 + len(fty.params)
    return 1 + len(getattr(i, "args", ()))


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
    cost = cost_model(fn)
    size = _cost_size(view, cost)
    btc = se.backedge_taken_count(loop)
    if btc is not None:
        tc = btc + 1
        if (opts.full_unroll_max is None or tc <= opts.full_unroll_max) \
                and (unrolled_size(size, tc) < opts.threshold
                     or worth_full_unroll(view, tc, opts.threshold,
                                          getattr(fn.parent, "datalayout", None), cost)):
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
        # as LLVM's LoopUnrollPass: put every loop in loop-simplify and LCSSA form first
        # (passes before it, such as simplifycfg, may have merged a preheader away)
        # (either form, recorded by its pass and nothing changed since, needs no work)
        changed = False
        if not am.recorded(LOOP_SIMPLIFY_FORM, unit):
            changed = LoopSimplifier(unit).run()
            if changed:
                am.invalidate(unit, PreservedAnalyses.none())
            am.record(LOOP_SIMPLIFY_FORM, unit, True)
        li: LoopInfo = am.get(LoopAnalysis, unit)
        if not am.recorded(LCSSA_FORM, unit):
            dt = am.get(DominatorTreeAnalysis, unit)
            if sum(form_lcssa_for_loop(lp, dt) for lp in li.postorder()):
                changed = True
                am.invalidate(unit, PreservedAnalyses(False, CFG_ANALYSES))
                li = am.get(LoopAnalysis, unit)
            am.record(LCSSA_FORM, unit, True)
        work: list[BasicBlock] = innermost_first(li)
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
