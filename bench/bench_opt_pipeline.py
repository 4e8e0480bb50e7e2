"""`default<O2>` figures (issue 18): not a test, run by hand or from `make bench`.

    python bench/bench_opt_pipeline.py [--full] [--target T ...] [--sizes 10000,100000]
                                       [--skip-dynamic] [--skip-static] [--skip-throughput]

1. Code quality of the optimizer alone, per target and program of tests/programs: the
   clang -O0 IR (`optnone` removed, as `-Xclang -disable-O0-optnone`) through `pyopt -O2`
   then `llc-16 -O2`, against the same IR through `opt-16 -O2` then `llc-16 -O2`: executed
   instructions under pylli (`--stats` counting, llc's objects), the ratio per program and
   its geomean per target. Beside it: our whole toolchain (`pyopt -O2` -> `pyllc -O2`) and
   clang's own -O2 IR through `llc-16 -O2`, both as ratios to the opt-16 build. By default
   every program on riscv64 and x86-64 and a sample on AArch64 and SPARC (`--full`: all).
2. Static IR instructions after `default<O2>`: pyopt vs opt-16, geomean ratio over modules.
3. `pyopt -O2` throughput in IR instructions/s on modules of 10k and 100k instructions
   (renamed copies of the corpus), the growth of time per instruction, and peak memory
   (each size runs in a child process; its VmHWM is the peak). Rates are per CPU second of
   that process (wall time is printed beside it: on a loaded machine it is much larger).
   Interpreted (whatever PYLLC_MYPYC says), and, when the mypyc build of this tree is
   present and fresh (`make fast`, pyllc/native.py), compiled too, with the ratio; `--repeat N` runs each size N times,
   the two builds alternately, and keeps each one's best CPU time (a loaded machine only
   ever adds time). `--mypyc-build` runs tools/build_mypyc.py first (a no-op when cached).

The pipeline is whatever `default<O2>` expands to in the registry, so the figures improve
as passes are registered; a program that fails prints why and the run goes on.
"""
from __future__ import annotations

import argparse
import io
import math
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyllc.emu import run_program  # noqa: E402
from pyllc.ir import parse_module, print_module  # noqa: E402
from pyllc.native import fresh_build  # noqa: E402
from pyllc.opt.passmanager import ModuleAnalysisManager  # noqa: E402
from pyllc.opt.pipeline import parse_pipeline  # noqa: E402
from pyllc.opt.registry import build_registry  # noqa: E402
from pyllc.pipeline import Options  # noqa: E402
from pyllc.targets import get_target  # noqa: E402
from pyllc.tools.common import tune_gc  # noqa: E402
from pyllc.tools.compile import compile_ll, to_object  # noqa: E402
from pyllc.tools.lli import load_object  # noqa: E402

PROGRAMS = ROOT / "tests" / "programs"
TARGETS = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
           "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
SAMPLE = ["bitfields", "interp", "sieve", "matmul", "crc32", "hashmix", "sorting", "bigint",
          "double_arith", "switch_dense", "linked_list", "lcg_rand"]
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
LIMIT = 500_000_000
REG = build_registry()


def source(triple: str, name: str) -> str:
    """clang -O0 IR without `optnone` (what -Xclang -disable-O0-optnone emits)."""
    return (PROGRAMS / "ll" / triple / f"{name}.O0.ll").read_text().replace(" optnone", "")


def pyopt_o2(text: str) -> str:
    m = parse_module(text)
    parse_pipeline("default<O2>", REG).run(m, ModuleAnalysisManager(m))
    return print_module(m)


def opt16_o2(text: str) -> str:
    return subprocess.run(["opt-16", "-O2", "-S", "-"], input=text, capture_output=True, text=True,
                          check=True).stdout


def _count(obj: object, triple: str, name: str) -> tuple[int, bytes]:
    out = io.BytesIO()
    _, n = run_program([obj], get_target(triple), [name.encode()], LIMIT, stats=True, stdout=out,
                       stderr=io.BytesIO())
    return n, out.getvalue()


def llc16_count(text: str, triple: str, name: str, work: Path) -> tuple[int, bytes]:
    ll, obj = work / f"{name}.ll", work / f"{name}.o"
    ll.write_text(text)
    subprocess.run(["llc-16", f"-mtriple={triple}", *LLC_FLAGS.get(triple, []), "-O2",
                    "-filetype=obj", str(ll), "-o", str(obj)], check=True, capture_output=True)
    _, o = load_object(str(obj))
    return _count(o, triple, name)


def pyllc_count(text: str, triple: str, name: str) -> tuple[int, bytes]:
    compiled = compile_ll(text, name, triple, options=Options(opt_level=2))
    return _count(to_object(compiled), triple, name)


def _geo(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def dynamic(triple: str, names: list[str], work: Path) -> None:
    print(f"\n## {triple}: executed instructions, ratios to clang -O0 IR -> opt-16 -O2 -> llc-16 -O2")
    print(f"  {'program':16s} {'opt16+llc16':>12s} {'pyopt+llc16':>11s} {'pyopt+pyllc':>11s} "
          f"{'clangO2+llc16':>13s}")
    cols: dict[str, list[float]] = {"a": [], "c": [], "d": []}
    for name in names:
        try:
            src = source(triple, name)
            ref, ref_out = llc16_count(opt16_o2(src), triple, name, work)
            ours_ir = pyopt_o2(src)
            a, a_out = llc16_count(ours_ir, triple, name, work)
            c, c_out = pyllc_count(ours_ir, triple, name)
            clang_o2 = (PROGRAMS / "ll" / triple / f"{name}.O2.ll").read_text()
            d, _ = llc16_count(clang_o2, triple, name, work)
        except Exception as e:  # a benchmark reports failures and goes on
            print(f"  {name:16s} failed: {str(e).splitlines()[0][:90] if str(e) else type(e).__name__}")
            continue
        bad = "" if a_out == ref_out == c_out else "  OUTPUT DIFFERS"
        for k, v in (("a", a), ("c", c), ("d", d)):
            cols[k].append(v / ref)
        print(f"  {name:16s} {ref:>12,d} {a / ref:>10.3f}x {c / ref:>10.3f}x {d / ref:>12.3f}x{bad}")
    print(f"  {'geomean':16s} {'':>12s} {_geo(cols['a']):>10.3f}x {_geo(cols['c']):>10.3f}x "
          f"{_geo(cols['d']):>12.3f}x   ({len(cols['a'])} programs)")


def _static(text: str) -> int:
    """IR instructions in function bodies (labels, comments and blank lines excluded)."""
    n, inside = 0, False
    for ln in text.split("\n"):
        if ln.startswith("define "):
            inside = True
        elif ln.startswith("}"):
            inside = False
        elif inside:
            s = ln.split(";", 1)[0].strip()
            n += bool(s) and not s.endswith(":") and not re.match(r"^[\w.$\"-]+:\s*$", s)
    return n


def static(triple: str, names: list[str]) -> None:
    ratios, worst = [], []
    for name in names:
        src = source(triple, name)
        a, b = _static(pyopt_o2(src)), _static(opt16_o2(src))
        ratios.append(a / b)
        worst.append((a / b, name, a, b))
    print(f"\n## {triple}: static IR instructions after default<O2>, pyopt / opt-16: geomean "
          f"{_geo(ratios):.3f} over {len(ratios)} modules")
    for r, name, a, b in sorted(worst)[-4:]:
        print(f"  largest: {name:16s} {a:>5} vs {b:>5}  ({r:.2f})")


def _throughput_child(size: int) -> None:
    """One size in this process: prints 'instructions seconds cpu_seconds maxrss_kib'."""
    sys.path.insert(0, str(ROOT / "bench"))
    from bench_opt import big_module, corpus  # the corpus-copy generator shared with bench_opt
    tune_gc()   # the collector thresholds pyopt itself runs with (run_tool)
    text = big_module(corpus("riscv64-unknown-linux-gnu"), size)
    m = parse_module(text)
    n = sum(len(b.instructions) for f in m.functions for b in f.blocks)
    pm = parse_pipeline("default<O2>", REG)
    t0, c0 = time.perf_counter(), time.process_time()
    pm.run(m, ModuleAnalysisManager(m))
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    print(n, dt, cpu, _peak_kib())


def _peak_kib() -> int:
    """This process's peak resident set in KiB: /proc's VmHWM where it exists (ru_maxrss
    would include the parent's peak, which Linux carries across fork and exec)."""
    status = Path("/proc/self/status")
    if status.exists():
        for ln in status.read_text().splitlines():
            if ln.startswith("VmHWM:"):
                return int(ln.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _child(size: int, compiled: bool) -> tuple[int, float, float, int] | str:
    """One throughput child: (instructions, wall, cpu, peak KiB), or why it failed."""
    env = dict(os.environ, PYLLC_MYPYC="1" if compiled else "0")
    r = subprocess.run([sys.executable, __file__, "--throughput-child", str(size)],
                       capture_output=True, text=True, check=False, env=env)
    if r.returncode != 0:
        return f"failed: {r.stderr.strip().splitlines()[-1:]}"
    n_s, dt_s, cpu_s, rss_s = r.stdout.split()
    return int(n_s), float(dt_s), float(cpu_s), int(rss_s)


def throughput(sizes: list[int], repeat: int) -> None:
    build = fresh_build()
    builds = [False] + ([True] if build else [])
    print("\n## pyopt -O2 throughput (parse and print excluded; peak RSS of the whole process, parse "
          "included)" + ("" if len(builds) > 1 else "; interpreted only: no fresh mypyc build "
                         "(`make fast`)"))
    if len(builds) > 1:
        print(f"  compiled: the mypyc build {build[0] if build else ''}")
    base: dict[bool, float] = {}
    for size in sizes:
        best: dict[bool, tuple[int, float, float, int]] = {}
        for _ in range(repeat):
            for compiled in builds:     # alternately, so that both see the same load
                got = _child(size, compiled)
                if isinstance(got, str):
                    print(f"  {size} {'compiled' if compiled else 'interpreted'}: {got}")
                elif compiled not in best or got[2] < best[compiled][2]:
                    best[compiled] = got
        for compiled, (n, dt, cpu, rss) in sorted(best.items()):
            per = cpu / n
            b = base.setdefault(compiled, per)
            # CPU time as well as wall time: on a shared machine the wall clock also counts
            # the time the process waited for a core
            print(f"  {'compiled   ' if compiled else 'interpreted'} {n:>7} instructions: {dt:6.1f} s wall "
                  f"{cpu:6.1f} s cpu  {n / cpu:7.0f} inst/s (cpu)  cpu time/inst x{per / b:.2f} of the "
                  f"smallest  peak {rss / 1024:.0f} MiB")
        if len(best) == 2:
            print(f"  {'':11s} {best[False][0]:>7} instructions: compiled / interpreted speed "
                  f"x{best[False][2] / best[True][2]:.2f} (best of {repeat} cpu each)")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--full", action="store_true", help="every program on every target")
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--skip-dynamic", action="store_true")
    ap.add_argument("--skip-static", action="store_true")
    ap.add_argument("--skip-throughput", action="store_true")
    ap.add_argument("--repeat", type=int, default=1, help="best of N throughput runs per build")
    ap.add_argument("--mypyc-build", action="store_true",
                    help="build (or find cached) the compiled IR/optimizer first")
    ap.add_argument("--throughput-child", type=int, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.throughput_child:
        _throughput_child(a.throughput_child)
        return 0
    if a.mypyc_build:
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_mypyc.py")], check=True)
    if shutil.which("opt-16") is None or shutil.which("llc-16") is None:
        print("bench_opt_pipeline: opt-16 and llc-16 are needed: skipped")
        return 0
    print("default<O2> runs: " + REG.presets["O2"][:200] + " ...")
    names = (PROGRAMS / "programs.txt").read_text().split()
    targets = a.target or list(TARGETS)
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        if not a.skip_dynamic:
            for triple in targets:
                full = a.full or triple in TARGETS[:2]
                dynamic(triple, names if full else [n for n in SAMPLE if n in names], Path(tmp))
    if not a.skip_static:
        static(targets[0], names)
    if not a.skip_throughput:
        throughput([int(s) for s in a.sizes.split(",")], a.repeat)
    print(f"\n(bench_opt_pipeline: {time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
