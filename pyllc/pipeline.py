"""The ordered pass list, QBE-main style: IR module in, machine functions out.

Each stage is a named pass so `-print-after-all`, `-print-after=NAME` and
`-stop-after=NAME` work as they do in llc. Stage names: `isel` (build + combine +
legalize + select, per block), `expand-isel-pseudos`, `phi-edges` (-O1 and up: phi
copies onto their edges, codegen/phi_edges.py), `machinelicm` (-O1 and up,
codegen/machine_licm.py), `regalloc`, `prologepilog`,
`branch-folder` (block placement at -O1 and up, then branch folding), `post-ra` (target passes such as delay-slot filling).
"""
from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TextIO

from pyllc.codegen.branch_folding import fold_branches
from pyllc.codegen.dag import SelectionDAG
from pyllc.codegen.inline_asm import number_inline_asm
from pyllc.codegen.machine_licm import hoist_invariants
from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.phi_edges import split_phi_edges
from pyllc.codegen.pic import local_alias_names, module_flag
from pyllc.codegen.prologue import insert_prologue_epilogue
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.isel.atomic_expand import expand_atomics
from pyllc.isel.build import FunctionLowering
from pyllc.isel.combine import combine
from pyllc.isel.congruent_ivs import merge_congruent_ivs
from pyllc.isel.constant_intrinsics import lower_is_constant
from pyllc.isel.error_location import locate_dag_error
from pyllc.isel.frame_address import walks_frames
from pyllc.isel.legalize_ops import legalize_ops
from pyllc.isel.legalize_types import legalize_types
from pyllc.isel.post_increment import post_increment
from pyllc.isel.schedule import schedule_source_order
from pyllc.isel.select import select_block
from pyllc.isel.sink_addresses import sink_addresses
from pyllc.isel.wide_int_expand import expand_wide_ints
from pyllc.opt.passmanager import FunctionAnalysisManager
from pyllc.record import field, record
from pyllc.regalloc import allocate
from pyllc.targets import target_transform_info

if TYPE_CHECKING:
    from pyllc.codegen.dot_files import DotViews

STAGES = ("isel", "expand-isel-pseudos", "phi-edges", "machinelicm", "regalloc", "prologepilog",
          "branch-folder", "post-ra")


class StageObserver(Protocol):
    """Sees every stage of every function as it happens (tools/pipeline_html.py records
    the journey for `-pipeline-html`): the DAG of a block as it enters each DAG stage
    (the `-view-*-dags` stage names) and the machine function after each stage of
    STAGES. It only reads; what it is handed is changed by the next stage."""

    def wants_dag(self, stage: str, dag: SelectionDAG) -> bool: ...

    def dag(self, dag: SelectionDAG, stage: str) -> None: ...

    def after_stage(self, mf: MachineFunction, stage: str) -> None: ...


@record
class Options:
    opt_level: int = 2
    print_after_all: bool = False
    print_after: frozenset[str] = frozenset()
    stop_after: str | None = None
    verify_regalloc: bool = False
    print_stream: TextIO = sys.stderr
    timings: dict[str, float] = field(default_factory=dict)
    frame_pointer: str | None = None    # -frame-pointer=all|non-leaf|none (None: as needed)
    regalloc: str | None = None         # "fast"/"greedy"/"linear-scan" (None: by opt_level)
    views: DotViews | None = None       # Graphviz pictures of DAGs and machine CFGs
    fast_isel: bool = False             # -fast-isel: accepted, the one selector serves
    observer: StageObserver | None = None   # -pipeline-html: sees each stage's result
    lsr: bool = True                    # loop-reduce before isel at -O1+ (-disable-lsr: off)
    relocation_model: str = "static"    # -relocation-model=static|pic (codegen/pic.py)
    code_model: str = "small"           # -code-model=small|medium|large (Target.code_models)
    force_dwarf_frame: bool = False     # -force-dwarf-frame-section (codegen/cfi.CFIPlan)


def _timed(opts: Options, name: str, fn: Callable[[], Any]) -> Any:
    t0 = time.perf_counter()
    result = fn()
    opts.timings[name] = opts.timings.get(name, 0.0) + time.perf_counter() - t0
    return result


def compile_function(fn: Any, module: Any, target: Target, opts: Options,
                     number: int = 0, pic_aliases: dict[str, str] | None = None) -> MachineFunction:
    """Run the code generation stages on one defined IR function. Under PIC,
    `pic_aliases` maps definitions to their local aliases (codegen/pic.py)."""

    fn_target = target
    features = fn.fn_attrs.get("target-features") if fn.fn_attrs is not None else None
    if features:
        fn_target = target.with_features(features)
    mf = MachineFunction(fn.name, fn_target, fn)
    mf.linkage = fn.linkage
    mf.info["fn_number"] = number     # position among definitions: .LBB<n>_, .LCPI<n>_ labels
    mf.info["opt_level"] = opts.opt_level   # for target passes run from InstrInfo hooks
    if opts.frame_pointer is not None:
        mf.info["frame-pointer"] = opts.frame_pointer
    elif fn.fn_attrs is not None and fn.fn_attrs.get("frame-pointer") in ("all", "non-leaf"):
        policy = fn.fn_attrs.get("frame-pointer")
        if walks_frames(module):
            mf.info["frame-pointer"] = policy
    if opts.relocation_model == "pic":
        mf.info["pic"] = (pic_aliases if pic_aliases is not None
                          else local_alias_names(module, target))
        mf.info["pic_level"] = module_flag(module, "PIC Level")
    if opts.code_model != "small":
        mf.info["code_model"] = opts.code_model
    views = opts.views
    observer = opts.observer

    def view(dag: SelectionDAG, stage: str) -> None:     # -view-<stage>-dags
        if views is not None and views.wants_dag(stage, dag):
            order = (schedule_source_order(dag, opts.opt_level == 0) if stage in ("sched", "sunit")
                     else None)
            views.dag(dag, stage, order)
        if observer is not None and observer.wants_dag(stage, dag):
            observer.dag(dag, stage)

    timings = opts.timings
    looking = views is not None or observer is not None
    fast = opts.opt_level == 0

    def process(dag: Any) -> None:
        # The stages of one block, timed inline (no closure or frame per stage: this
        # runs once per block, thousands of times in a module); `-time-passes` order of
        # first appearance: combine, legalize, select (after "build").
        clock = time.perf_counter
        try:
            if looking:
                view(dag, "dag-combine1")
            t0 = clock()
            combine(dag, fn_target)
            t1 = clock()
            timings["combine"] = timings.get("combine", 0.0) + (t1 - t0)
            combined = dag.version
            if looking:
                view(dag, "legalize-types")
            t0 = clock()
            legalize_types(dag, fn_target)
            if looking:
                t1 = clock()
                view(dag, "legalize")
                t0 += clock() - t1          # the picture is not legalization's time
            legalize_ops(dag, fn_target)
            t1 = clock()
            timings["legalize"] = timings.get("legalize", 0.0) + (t1 - t0)
            if looking:
                view(dag, "dag-combine2")
            if dag.version != combined:
                # (a DAG legalization left as the first combine did is already combined:
                # the combiner runs to a fixed point; 60 % of -O0 blocks)
                t0 = clock()
                combine(dag, fn_target)
                timings["combine"] += clock() - t0
            if looking:
                view(dag, "isel")
                view(dag, "sched")
                view(dag, "sunit")
            t0 = clock()
            select_block(dag, fn_target, fast)
            timings["select"] = timings.get("select", 0.0) + (clock() - t0)
            dag.release()       # views and observers render a DAG before selection
        except CompileError as e:
            locate_dag_error(e, dag, fn)
            raise

    def isel() -> None:
        clock = time.perf_counter
        fli = FunctionLowering(mf, fn, module.datalayout)
        for block in fn.blocks:
            t0 = clock()
            dag = fli.build_block(block)
            timings["build"] = timings.get("build", 0.0) + (clock() - t0)
            process(dag)
        # the DAGs of blocks the builder added (switch trees) go through the same stages
        fli.finish(process)

    stages: list[tuple[str, Callable[[], object]]] = [   # results are not used
        ("isel", isel),
        ("expand-isel-pseudos", lambda: fn_target.instr_info.expand_isel_pseudos(mf)),
        ("phi-edges", lambda: split_phi_edges(mf, fn_target.reserved, opts.opt_level)),
        ("machinelicm", lambda: hoist_invariants(mf, fn_target.reserved, opts.opt_level)),
        ("regalloc", lambda: allocate(mf, fn_target, opts.opt_level, verify=opts.verify_regalloc,
                                      allocator=opts.regalloc)),
        ("prologepilog", lambda: insert_prologue_epilogue(mf, fn_target)),
        ("branch-folder", lambda: fold_branches(mf, fn_target, opts.opt_level)),
        ("post-ra", lambda: fn_target.instr_info.post_ra(mf, opts.opt_level)),
    ]
    for name, run in stages:
        if name == "isel":
            run()
        else:
            _timed(opts, name, run)
        if opts.print_after_all or name in opts.print_after:
            opts.print_stream.write(f"# *** IR Dump After {name} ***:\n{mf.dump()}\n")
        if observer is not None:
            observer.after_stage(mf, name)
        last = opts.stop_after == name or name == STAGES[-1]
        if views is not None and (name in views.cfg_after or (last and views.cfg_final)):
            views.cfg(mf, name)
        if opts.stop_after == name:
            break
    return mf


def prepare_ir(module: Any, target: Target, opts: Options) -> None:
    """The IR passes llc runs before instruction selection (TargetPassConfig::addIRPasses):
    at -O1 and above, `loop-reduce` with the target's addressing modes, on the loops that
    are already in simplified form, then congruent induction variables merged
    (isel/congruent_ivs.py), post-incremented pointers in one-block loops
    (isel/post_increment.py) and CodeGenPrepare's address sinking (isel/sink_addresses.py). At every level, AtomicExpand's compare-exchange
    loops for the `atomicrmw` operations the target has no instruction for
    (isel/atomic_expand.py), and ExpandLargeDivRem's loops (with schoolbook products)
    for `mul`/`div`/`rem` wider than 128 bits (isel/wide_int_expand.py), and
    LowerConstantIntrinsics' `llvm.is.constant` (isel/constant_intrinsics.py). Changes the
    module in place."""
    expand_atomics(module, target)
    expand_wide_ints(module)
    lower_is_constant(module)
    if opts.opt_level < 1 or not opts.lsr:
        return
    defined = [fn for fn in module.functions if not fn.is_declaration]
    if not defined:
        return
    try:
        tti = target_transform_info(target.default_triple)
    except CompileError:            # a target outside the registry (the unit tests' toys)
        return
    fam = FunctionAnalysisManager(module)
    looping = {id(fn) for fn in defined if _has_cycle(fn)}
    if looping:
        # documented lazy import (start-up): loop-reduce and the analyses under it
        # (SCEV, IV users) are imported only by modules that have a loop
        from pyllc.opt.loops.lsr import reduce_function
        from pyllc.opt.tti import register_target_info
        register_target_info(fam, tti)
    for fn in defined:
        if id(fn) in looping:
            reduce_function(fn, fam)
        merge_congruent_ivs(fn, fam)
        if id(fn) in looping and target.post_increment:
            post_increment(fn)
        sink_addresses(fn, module.datalayout, tti, fam)
        fam.clear(fn)


def _has_cycle(fn: Any) -> bool:
    """Whether the CFG of `fn` has a cycle (a back edge of a depth-first walk from the
    entry): a function without one has no loop for loop-reduce to work on."""
    if not fn.blocks:
        return False
    state: dict[int, int] = {id(fn.blocks[0]): 1}        # 1: on the walk's path, 2: done
    stack = [(fn.blocks[0], iter(fn.blocks[0].successors()))]
    while stack:
        block, succs = stack[-1]
        for succ in succs:
            seen = state.get(id(succ))
            if seen == 1:
                return True
            if seen is None:
                state[id(succ)] = 1
                stack.append((succ, iter(succ.successors())))
                break
        else:
            state[id(block)] = 2
            stack.pop()
    return False


class FunctionRunner(Protocol):
    """Compiles the given defined functions (their positions among the definitions are
    their numbers) and returns their machine functions in the same order: the serial
    loop below, or `-j N`'s worker processes (tools/jobs.py). Called with the IR ready
    (prepare_ir done) and the collector frozen."""

    def __call__(self, module: Any, target: Target, opts: Options, functions: list[Any],
                 pic_aliases: dict[str, str] | None) -> list[MachineFunction]: ...


def compile_functions(module: Any, target: Target, opts: Options, functions: list[Any],
                      pic_aliases: dict[str, str] | None) -> list[MachineFunction]:
    """The serial FunctionRunner: each function in this process, in order. An error
    names the function it happened in (`CompileError.in_function`)."""
    out: list[MachineFunction] = []
    for n, fn in enumerate(functions):
        try:
            out.append(compile_function(fn, module, target, opts, n, pic_aliases))
        except CompileError as e:
            e.in_function = e.in_function or fn.name
            raise
    return out


def compile_module(module: Any, target: Target, opts: Options,
                   runner: FunctionRunner = compile_functions) -> list[MachineFunction]:
    """Compile every function definition of `module`, in source order. `runner` compiles
    the definitions (serially by default); what is numbered per module (inline asm
    `${:uid}`) is numbered here afterwards, so the result does not depend on it."""
    if opts.stop_after is not None and opts.stop_after not in STAGES:
        raise CompileError(f"-stop-after: unknown pass '{opts.stop_after}' "
                           f"(passes: {', '.join(STAGES)})")
    _timed(opts, "loop-reduce", lambda: prepare_ir(module, target, opts))
    # The parsed module (and everything else alive now) outlives the compilation:
    # freezing it (gc.freeze is O(1)) keeps the cyclic collector from re-scanning it on
    # every full collection while the per-block DAGs come and go; unfreeze() hands it
    # back afterwards. Nothing created during the compilation is frozen, so no garbage
    # is kept longer than it would be otherwise. (Skipped if the collector is off.)
    # Worker processes forked by -j inherit the frozen state, so they skip it too.
    aliases = local_alias_names(module, target) if opts.relocation_model == "pic" else None
    defined = [fn for fn in module.functions if not fn.is_declaration]
    freeze = gc.isenabled()
    if freeze:
        gc.freeze()
    try:
        out = runner(module, target, opts, defined, aliases)
    finally:
        if freeze:
            # The machine functions built meanwhile live on to the output stage: freezing
            # once more moves them (O(1)) with the rest to the oldest generation on
            # unfreeze, so asm-print's first young collection does not traverse all of
            # them to find no garbage (~5 % of a 22k-instruction `pyllc -O0`).
            gc.freeze()
            gc.unfreeze()
    number_inline_asm(out)
    return out
