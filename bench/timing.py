"""What the benches share to time a compile: one compile of a file split into its stages,
and one child process timed by its CPU (user + system) and wall time.

    compile_stages(path, triple, level, clock)  -> (IR instructions, seconds, stages)
    run_child(cmd)                               -> Child(cpu, wall, status, stdout, stderr)
    best_child(cmd, runs)                        -> the run_child of least CPU time of `runs`

`compile_stages` runs pyllc's pipeline the way `pyllc -S` does (parse+verify, the
pipeline's stages as `-time-passes` names them, asm-print); `clock` is
`time.perf_counter` (wall) or `time.process_time` (CPU, what means something on a
shared machine). Used by bench/run.py and bench/bench_scale.py (in the fresh child it
starts per compile); `run_child` by bench_scale.py and bench_startup.py, `best_child` by
bench_scale.py (llc-16's own CPU time moves 2-3x between runs on a shared machine: the
least of several runs is the figure a ratio can stand on).
"""
from __future__ import annotations

import resource
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple


def compile_stages(path: Path | str, triple: str, level: int,
                   clock: Callable[[], float] = time.perf_counter
                   ) -> tuple[int, float, dict[str, float]]:
    """Compile `path` to assembly in this process: its IR instruction count, the seconds
    it took by `clock`, and the seconds per stage."""
    # imported here: bench_scale's parent process times children and loads no pyllc
    from pyllc.pipeline import Options, compile_module
    from pyllc.tools.compile import Compiled, choose_target, load_module, to_assembly
    text = Path(path).read_text()
    t0 = clock()
    module = load_module(text, str(path))
    t_parse = clock() - t0
    target = choose_target(module, triple, None, None)
    opts = Options(opt_level=level)
    # the pipeline times its stages with perf_counter: give it the same clock
    saved, time.perf_counter = time.perf_counter, clock
    try:
        fns = compile_module(module, target, opts)
    finally:
        time.perf_counter = saved
    t1 = clock()
    to_assembly(Compiled(module, target, fns, opts))
    stages = {"parse+verify": t_parse, **opts.timings, "asm-print": clock() - t1}
    n = sum(len(b.instructions) for f in module.functions for b in f.blocks)
    return n, clock() - t0, stages


class Child(NamedTuple):
    cpu: float          # user + system seconds of the child
    wall: float
    status: int
    stdout: str
    stderr: str


def run_child(cmd: list[str], env: dict[str, str] | None = None,
              capture: bool = True) -> Child:
    """Run `cmd` alone (nothing else of ours runs meanwhile, so the children's rusage
    delta is its own) and time it."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.PIPE if capture else subprocess.DEVNULL
    proc = subprocess.run(cmd, env=env, stdout=out, stderr=out, text=True, check=False)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Child(cpu, wall, proc.returncode, proc.stdout or "", proc.stderr or "")


def best_child(cmd: list[str], runs: int, env: dict[str, str] | None = None) -> Child:
    """Run `cmd` `runs` times (at least once) and keep the run of least CPU time; the
    first failing run is returned at once (its status tells the caller)."""
    best: Child | None = None
    for _ in range(max(1, runs)):
        child = run_child(cmd, env=env)
        if child.status != 0:
            return child
        if best is None or child.cpu < best.cpu:
            best = child
    assert best is not None
    return best
