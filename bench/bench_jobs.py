"""`pyllc -j N` on the large module of `make bench` (2,000 generated C functions, clang-16
-O0 IR): wall and CPU time per N, and whether every N wrote the same bytes.

    python bench/bench_jobs.py [--jobs 1 2] [--runs 3] [--opt 0 2] [--targets x86_64 ...]
                               [--filetype asm obj] [--functions 2000] [--threshold]

Wall time is what a user waits; CPU time (user + system of pyllc and its workers) shows
the price of the pool (forking, pickling machine functions back). On a machine shared
with other jobs the wall time of N > 1 is only meaningful next to the load average,
which is printed. `--threshold`: wall time of -j 1 and -j 2 on small modules of growing
size (forced through the pool), to place tools/jobs.py's MIN_INSTRUCTIONS.

Figures print as a plain table; nothing here is a pass/fail test.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.run import _generated_c  # noqa: E402


def _env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra or {})
    return env


def _run(cmd: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """(wall s, CPU s of the process and its workers, sha256 of stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, env=env, capture_output=True, check=False)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}\n"
                         f"{proc.stderr.decode(errors='replace')}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, hashlib.sha256(proc.stdout).hexdigest()[:12]


def _module(triple: str, n: int, work: Path, small: bool = False) -> Path:
    ll = work / f"large{n}.{triple}.ll"
    if not ll.exists():
        c = work / f"large{n}.c"
        c.write_text(_generated_c(n))
        subprocess.run(["clang-16", f"--target={triple}", "-S", "-emit-llvm", "-O0",
                        "-ffreestanding", "-fno-stack-protector", str(c), "-o", str(ll)],
                       check=True)
    return ll


def scaling(args: argparse.Namespace, work: Path) -> None:
    py = sys.executable
    print(f"pyllc -j N on {args.functions} functions; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}; {os.cpu_count()} cores")
    print("  target   -O  file   N   wall s   CPU s   speed-up   output")
    for arch in args.targets:
        ll = _module(f"{arch}-unknown-linux-gnu", args.functions, work)
        for opt in args.opt:
            for filetype in args.filetype:
                base = None
                digests = set()
                for n in args.jobs:
                    cmd = [py, "-m", "pyllc.tools.llc", f"-O{opt}", f"-filetype={filetype}",
                           f"-j={n}", str(ll), "-o", "-"]
                    samples = [_run(cmd, _env()) for _ in range(args.runs)]
                    wall = statistics.median(s[0] for s in samples)
                    cpu = statistics.median(s[1] for s in samples)
                    digests.update(s[2] for s in samples)
                    base = base or wall
                    print(f"  {arch:8} {opt:2}  {filetype:4} {n:2} {wall:8.2f} {cpu:7.2f} "
                          f"{base / wall:8.2f}x   {'same' if len(digests) == 1 else 'DIFFERS'}",
                          flush=True)


def threshold(args: argparse.Namespace, work: Path) -> None:
    """-j 1 against a forced -j 2 on small modules."""
    py = sys.executable
    print("small modules, x86-64 -O2: -j 1 and -j 2 forced through the pool (wall s, median)")
    print("  functions  IR instr   -j 1    -j 2")
    for n in (2, 4, 8, 16, 32):
        ll = _module("x86_64-unknown-linux-gnu", n, work)
        count = sum(1 for line in ll.read_text().splitlines()
                    if line.startswith("  ") and not line.lstrip().startswith(";"))
        row = []
        for jobs, env in ((1, {}), (2, {"PYLLC_JOBS_MIN_INSTRUCTIONS": "0"})):
            cmd = [py, "-m", "pyllc.tools.llc", "-O2", f"-j={jobs}", str(ll), "-o", "-"]
            row.append(statistics.median(_run(cmd, _env(env))[0] for _ in range(args.runs)))
        print(f"  {n:9} {count:9} {row[0]:7.3f} {row[1]:7.3f}", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--opt", type=int, nargs="+", default=[0, 2])
    ap.add_argument("--targets", nargs="+", default=["x86_64"])
    ap.add_argument("--filetype", nargs="+", default=["asm"])
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--threshold", action="store_true")
    args = ap.parse_args()
    if shutil.which("clang-16") is None:
        print("clang-16 not installed: skipped (needed to build the module)")
        return 0
    with tempfile.TemporaryDirectory(prefix="pyllc-jobs-") as d:
        if args.threshold:
            threshold(args, Path(d))
        else:
            scaling(args, Path(d))
    return 0


if __name__ == "__main__":
    sys.exit(main())
