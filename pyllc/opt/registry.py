"""Every pass pyopt knows, by the name opt-16 gives it (`-print-passes` lists them).

Names of opt passes that are not implemented yet are kept in `PLANNED` so that asking
for one is a clean "not implemented yet" error, never a silent no-op.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.opt import (
    aa,
    cfgutils,
    correlated_propagation,
    cse,
    dce,
    dse,
    instcombine,
    jump_threading,
    lowering,
    lvi,
    mem2reg,
    memcpyopt,
    presets,
    printers,
    reassociate,
    reg2mem,
    sccp,
    scev_print,
    simplifycfg,
    sink,
    sroa,
    strip,
    tailcallelim,
)
from pyllc.opt import (
    instsimplify as fn_instsimplify,
)
from pyllc.opt.analysis import (
    aa_eval,
    aa_extra,
    aggressive_instcombine,
    codegenprepare,
    da,
    ivusers,
    lint,
    memoryssa,
    regions,
    stack_safety,
    transform_warning,
)
from pyllc.opt.globals import registry as ipo_registry
from pyllc.opt.ipo import argpromotion, block_extractor, callgraph, function_attrs, inliner
from pyllc.opt.loops import deletion, indvars, instsimplify, lcssa, licm, lsr, rotate, simplify
from pyllc.opt.loopxform import extract, idiom, placement, unroll, unroll_and_jam, unswitch
from pyllc.opt.passmanager import Pass
from pyllc.opt.pipeline import PassInfo, Registry

_PLANNED_TEXT = """
aa-eval basic-aa basiccg da domfrontier domtree dot-callgraph globals-aa iv-users
lazy-value-info lint loops memdep postdomtree regions scalar-evolution scev-aa
adce always-inline argpromotion block-placement break-crit-edges codegenprepare constmerge dce
deadargelim dse function-attrs globaldce globalopt gvn indvars inline instcombine
aggressive-instcombine internalize ipsccp jump-threading lcssa licm loop-deletion loop-extract
loop-reduce loop-rotate loop-simplify loop-unroll loop-unroll-and-jam lower-global-dtors
lower-atomic lower-invoke lower-switch mem2reg memcpyopt mergefunc mergereturn partial-inliner
reassociate rel-lookup-table-converter reg2mem sroa sccp simplifycfg sink simple-loop-unswitch
strip strip-dead-debug-info strip-dead-prototypes strip-debug-declare strip-nondebug
tailcallelim instnamer verify view-cfg view-cfg-only view-dom view-dom-only
view-post-dom view-post-dom-only transform-warning early-cse print<scalar-evolution>
print<regions> print<da> print<iv-users> print<lazy-value-info> print<memoryssa>
loop-instsimplify licm loop-idiom loop-interchange hotcoldsplit
"""
PLANNED = frozenset(_PLANNED_TEXT.split())

#: opt-16's own spelling of passes the issue names with a hyphen (both are accepted)
ALIASES = {"loweratomic": "lower-atomic", "lowerinvoke": "lower-invoke", "lowerswitch": "lower-switch"}

def _noparams(cls: type[Pass[Any]]) -> Callable[[str | None], Pass[Any]]:
    def make(params: str | None) -> Pass[Any]:
        if params is not None:
            raise ValueError(f"pass '{cls.name}' takes no parameters")
        return cls()
    return make


def build_registry(extra: list[type[Pass[Any]]] | None = None) -> Registry:
    """The registry of every implemented pass (plus `extra`, e.g. test-only passes)."""
    reg = Registry()
    simple: list[type[Pass[Any]]] = [
        dce.DCE, dce.ADCE, mem2reg.Mem2Reg,
        printers.DomTreePrinter, printers.PostDomTreePrinter, printers.DomFrontierPrinter,
        printers.LoopPrinter, scev_print.ScevPrinter, printers.InstCount, printers.VerifyPass, *printers.DOT_PASSES,
    ]
    simple += _transforms()
    simple += _scalar2_passes()
    simple += _ipo_cgscc_passes()
    simple += _ipo_module_passes()
    simple += _analysis_passes()
    simple += _loop_passes()
    simple += _loop_transform_passes()
    for cls in simple + list(extra or []):
        reg.add(PassInfo(cls.name, cls.kind, getattr(cls, "factory", None) or _noparams(cls),
                         getattr(cls, "params_doc", ""), (getattr(cls, "__doc__", None) or "").strip().split("\n")[0]))
    for alias, name in ALIASES.items():
        info = reg.passes[name]
        reg.add(PassInfo(alias, info.kind, info.factory, info.params, info.doc))
    reg.planned = set(PLANNED - set(reg.passes))
    reg.presets = presets.presets(reg)   # LLVM's default<O..> minus what is not registered
    return reg


def _transforms() -> list[type[Pass[Any]]]:
    """The scalar transforms (one module each)."""
    return [instcombine.InstCombine, simplifycfg.SimplifyCFG, cse.EarlyCSE, cse.GVN, dse.DSE,
            aa_eval.AAEval, sccp.SCCP, cfgutils.MergeReturn, cfgutils.BreakCriticalEdges,
            cfgutils.LowerSwitch, strip.StripDeadPrototypes, strip.StripDebugDeclare,
            strip.StripDeadDebugInfo, strip.StripNonDebug, strip.Strip, strip.InstNamer, sroa.SROA,
            tailcallelim.TailCallElim, lowering.LowerAtomic, lowering.LowerInvoke,
            sink.Sink, reg2mem.Reg2Mem, fn_instsimplify.InstSimplify]


def _scalar2_passes() -> list[type[Pass[Any]]]:
    """Scalar transforms of issue 17 (second part): reassociate, lazy-value-info users,
    jump-threading, memcpyopt."""
    return [correlated_propagation.CorrelatedValuePropagation, lvi.LazyValueInfoPrinter,
            jump_threading.JumpThreading, reassociate.Reassociate, memcpyopt.MemCpyOpt]


def _ipo_cgscc_passes() -> list[type[Pass[Any]]]:
    """The call graph, its printers and the CGSCC/IPO passes of pyllc/opt/ipo."""
    return [*callgraph.PASSES, inliner.Inliner, *inliner.PASSES, function_attrs.FunctionAttrs,
            argpromotion.ArgPromotion, block_extractor.BlockExtractor]


def _ipo_module_passes() -> list[type[Pass[Any]]]:
    """The interprocedural module passes over globals (pyllc/opt/globals/)."""
    return ipo_registry.PASSES


def _analysis_passes() -> list[type[Pass[Any]]]:
    """Issue 17's analyses, printers and utilities (pyllc/opt/analysis/); importing
    aa_extra installs globals-aa and scev-aa for aa-eval."""
    assert aa_extra.aa_for in aa.CHAIN_BUILDER
    return [regions.RegionPrinter, memoryssa.MemorySSAPrinter, memoryssa.MemDepPrinter, da.DAPrinter,
            ivusers.IVUsersPrinter, lint.Lint, transform_warning.TransformWarning,
            aggressive_instcombine.AggressiveInstCombine, codegenprepare.CodeGenPrepare,
            stack_safety.StackSafetyPrinter, stack_safety.StackSafetyLocalPrinter]


def _loop_passes() -> list[type[Pass[Any]]]:
    """Loop canonicalization and the loop passes (pyllc/opt/loops/, one module each)."""
    return [simplify.LoopSimplify, lcssa.LCSSA, licm.LICM, rotate.LoopRotate,
            deletion.LoopDeletion, indvars.IndVarSimplify, instsimplify.LoopInstSimplify,
            lsr.LoopStrengthReduce]


def _loop_transform_passes() -> list[type[Pass[Any]]]:
    """Loop transforms (pyllc/opt/loopxform/, one module each)."""
    return [unroll.LoopUnroll, unroll.LoopFullUnroll, idiom.LoopIdiomRecognize,
            unswitch.SimpleLoopUnswitch, placement.BlockPlacement, extract.LoopExtractor,
            unroll_and_jam.LoopUnrollAndJam]
