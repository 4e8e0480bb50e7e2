"""`-j N`: the functions of a module compiled in N worker processes (pyllc, pylli).

Why processes: the back end is pure Python, so threads would share one interpreter
lock. Why fork: a worker starts as a copy of this process, the parsed and prepared
module and the built target tables included, so nothing is sent to it but function
numbers (`pipeline.compile_module`'s runner hook hands over the definitions once the
module-level IR passes have run). Without fork (not POSIX) every mode runs in one
process.

How the output stays byte-identical for every N:
- A function's machine code depends only on the module and the function's number,
  its position among the definitions (`.LBB<n>_`, `.LCPI<n>_`, `.LJTI<n>_`,
  `.Lfunc_end<n>` come from it). That is all a worker gets.
- Everything module-level is done once, in module order, by this process: laying out
  global data and string literals, section switches, block labels for `blockaddress`,
  DWARF file and line tables, the `.eh_frame` choice, TLS sections, inline asm
  `${:uid}` numbers (pipeline.compile_module numbers them after the runner), and all of
  assembly printing and object writing. It runs the same code as with one process, on
  the same machine functions.
- Machine functions come back pickled. Whatever they point at that existed before the
  fork (the IR and its metadata, the target, its records and the targets derived for
  each "target-features" string, which are built before the fork) travels as a
  reference to this process's own object (pickle's persistent ids over a table of the
  objects alive at the fork), so the result points at the same IR a serial run's does.
- Errors: the first failing function in module order is reported, with the message and
  location the serial loop gives (the exception comes back pickled); a worker that dies
  is an internal error, never a hang.

Small modules do not pay for a pool: under MIN_INSTRUCTIONS IR instructions, or with
fewer than two definitions, the serial loop runs. Modes that watch the stages as they
run stay in one process: `-pipeline-html`, `-print-after*`, the DAG and CFG pictures.
"""
from __future__ import annotations

import gc
import os
import traceback
from typing import Any

from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.pipeline import Options, compile_function, compile_functions, compile_module
from pyllc.record import record

# Below this many IR instructions in the module's definitions the pool costs more than
# it saves (forking, pickling): measured with bench/bench_jobs.py --threshold.
MIN_INSTRUCTIONS = 1500
# Each worker gets about this many chunks, so a slow function does not leave the others
# idle at the end.
CHUNKS_PER_WORKER = 6


def default_jobs() -> int:
    """The cores this process may run on (a build tool's default)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:                       # not Linux
        return max(1, os.cpu_count() or 1)


def serial_only(opts: Options) -> str | None:
    """Why `opts` must run in one process (None: it need not): modes that watch each
    stage as it runs, in this process or onto stderr in order."""
    if opts.observer is not None:
        return "-pipeline-html"
    if opts.print_after_all or opts.print_after:
        return "-print-after"
    if opts.views is not None:
        return "-view-* pictures"
    return None


def min_instructions() -> int:
    """MIN_INSTRUCTIONS, or the environment's PYLLC_JOBS_MIN_INSTRUCTIONS (tests and
    bench/bench_jobs.py set 0 to send even small modules through the pool)."""
    text = os.environ.get("PYLLC_JOBS_MIN_INSTRUCTIONS", "")
    return int(text) if text.isdigit() else MIN_INSTRUCTIONS


def compile_module_jobs(module: Any, target: Target, opts: Options,
                        jobs: int) -> list[MachineFunction]:
    """`pipeline.compile_module` with the definitions spread over `jobs` processes when
    that pays (see the module docstring); the result equals the serial one."""
    if jobs <= 1 or serial_only(opts) is not None or not _can_fork():
        return compile_module(module, target, opts)
    least = min_instructions()

    def runner(module: Any, target: Target, opts: Options, functions: list[Any],
               pic_aliases: dict[str, str] | None) -> list[MachineFunction]:
        sizes = [sum(len(b.instructions) for b in fn.blocks) for fn in functions]
        if len(functions) < 2 or sum(sizes) < least:
            return compile_functions(module, target, opts, functions, pic_aliases)
        return _run_pool(module, target, opts, functions, pic_aliases, sizes, jobs)
    return compile_module(module, target, opts, runner)


def _can_fork() -> bool:
    return hasattr(os, "fork")


# --------------------------------------------------------------------------- the pool

@record
class _Shared:
    """What a worker inherits at the fork: the inputs, and the table of the objects
    alive then (`objects[index[id(o)]] is o`; the list keeps them alive, so no object
    made later can reuse an address in it)."""
    module: Any
    target: Target
    opts: Options
    functions: list[Any]
    aliases: dict[str, str] | None
    objects: list[Any]
    index: dict[int, int]


_SHARED: _Shared | None = None      # set in the parent just before the pool forks


def _chunks(sizes: list[int], jobs: int) -> list[range]:
    """Consecutive runs of functions of about equal instruction counts."""
    goal = max(1, sum(sizes) // (jobs * CHUNKS_PER_WORKER))
    out: list[range] = []
    start = acc = 0
    for i, n in enumerate(sizes):
        acc += n
        if acc >= goal:
            out.append(range(start, i + 1))
            start, acc = i + 1, 0
    if start < len(sizes):
        out.append(range(start, len(sizes)))
    return out


def _derive_targets(target: Target, functions: list[Any]) -> None:
    """Build the Target of every "target-features" string now (Target.with_features
    caches them), so workers refer to this process's objects rather than each making
    and sending its own."""
    for fn in functions:
        features = fn.fn_attrs.get("target-features") if fn.fn_attrs is not None else None
        if features:
            target.with_features(features)


def _run_pool(module: Any, target: Target, opts: Options, functions: list[Any],
              aliases: dict[str, str] | None, sizes: list[int],
              jobs: int) -> list[MachineFunction]:
    global _SHARED
    # documented lazy import (start-up): the pool's modules load only when it is used
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    from pyllc.tools.jobs_pickle import OBJECTS, load_all
    _derive_targets(target, functions)
    # gc.get_objects leaves out the frozen generation (pipeline.compile_module froze the
    # module): thaw it for the snapshot (both calls are O(1) list splices)
    frozen = gc.get_freeze_count() > 0
    if frozen:
        gc.unfreeze()
    objects = gc.get_objects()
    if frozen:
        gc.freeze()
    objects.append(target)
    index = dict(zip(map(id, objects), range(len(objects)), strict=True))
    _SHARED = _Shared(module, target, opts, functions, aliases, objects, index)
    OBJECTS[:] = objects
    chunks = _chunks(sizes, jobs)
    out: list[MachineFunction] = []
    pool = ProcessPoolExecutor(max_workers=min(jobs, len(chunks)),
                               mp_context=multiprocessing.get_context("fork"))
    try:
        futures: list[Future[bytes]] = [pool.submit(_work, c.start, c.stop) for c in chunks]
        for fut in futures:
            try:
                data = fut.result()
            except BrokenProcessPool:
                raise RuntimeError("a -j worker process died (try -j 1)") from None
            mfs, timings, error = load_all(data)
            for stage, secs in timings.items():
                opts.timings[stage] = opts.timings.get(stage, 0.0) + secs
            out.extend(mfs)
            if error is not None:
                raise error
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        _SHARED = None
        OBJECTS.clear()
    return out


def _work(start: int, stop: int) -> bytes:
    """In a worker: compile functions start..stop-1; the pickled (machine functions,
    stage timings, the first error or None)."""
    from pyllc.tools.jobs_pickle import dump_all  # loaded before the fork: no cost
    shared = _SHARED
    assert shared is not None
    opts = shared.opts
    opts.timings = {}
    mfs: list[MachineFunction] = []
    error: BaseException | None = None
    for n in range(start, stop):
        try:
            mfs.append(compile_function(shared.functions[n], shared.module, shared.target,
                                        opts, n, shared.aliases))
        except Exception as e:  # noqa: BLE001 - handed to the parent, which reports it
            if os.environ.get("PYLLC_TRACEBACK"):
                traceback.print_exc()
            if isinstance(e, CompileError):     # as the serial runner names it
                e.in_function = e.in_function or shared.functions[n].name
            error = e
            break
    try:
        return dump_all((mfs, opts.timings, error), shared.index)
    except Exception:  # noqa: BLE001 - an error that does not pickle: send its text
        if error is None:
            raise
        text = error.message if isinstance(error, CompileError) else f"{type(error).__name__}: {error}"
        again: BaseException
        if isinstance(error, CompileError):
            again = CompileError(text)
            again.in_function = error.in_function
        else:
            again = RuntimeError(text)
        return dump_all((mfs, opts.timings, again), shared.index)


__all__ = ["MIN_INSTRUCTIONS", "compile_module_jobs", "default_jobs", "min_instructions",
           "serial_only"]
