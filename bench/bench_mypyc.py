"""pyllc interpreted against the compiled (mypyc) build, -j 1 and -j N, on the linked
corpus module of bench_scale.py, each against llc-16: the figures of issue 16.

    python bench/bench_mypyc.py [--triple T ...] [--level 0 --level 2] [--jobs 1 --jobs 2]
                                [--runs 3] [--llc-runs 5]

Needs a fresh compiled build of this tree (`make fast`; pyllc/native.py). Every compile
runs `pyllc -O<level> -j <n>` in a fresh process; its CPU time is the user + system time
of the process and its workers (start-up, parse and the pool's pickling included, as a
user pays them), its wall time is printed beside it. Runs alternate between the
configurations (interpreted, compiled, llc-16), so a change of load on a shared machine
falls on all of them; each figure is the least of its runs. The sha1 of the assembly of
every pyllc run must be one per (target, level), or the script fails: the compiled build
and every -j give byte-identical output.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from bench_scale import LLC_ATTRS, linked_corpus  # noqa: E402

TRIPLES = ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu"]


def run(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(CPU seconds of the process and its waited-for children, wall seconds)."""
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode() if proc.stderr else ""
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {err[-500:]}")
    if "stale" in err:
        raise SystemExit(err)
    return usage.ru_utime + usage.ru_stime, wall


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--triple", action="append")
    ap.add_argument("--level", action="append", type=int)
    ap.add_argument("--jobs", action="append", type=int)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--llc-runs", type=int, default=5)
    args = ap.parse_args()
    base = dict(os.environ, PYTHONPATH=str(ROOT))
    base.pop("PYTHONDONTWRITEBYTECODE", None)
    builds = {"interp": dict(base, PYLLC_MYPYC="0"), "mypyc": dict(base, PYLLC_MYPYC="1")}
    probe = subprocess.run([sys.executable, "-c", "import pyllc.native as n; print(n.active_build())"],
                           env=builds["mypyc"], capture_output=True, text=True, check=True)
    if probe.stdout.strip() == "None":
        raise SystemExit("bench_mypyc: no fresh compiled build of this tree: run `make fast`")
    print(f"compiled build: {probe.stdout.strip()}")
    jobs = args.jobs or [1, 2]
    configs = [(b, j) for j in jobs for b in builds]
    head = "  ".join(f"{b}-j{j}:cpu/wall" for b, j in configs)
    print(f"{'target':26s} lvl  llc-16  {head}  | x llc-16 (cpu): " + " ".join(f"{b}-j{j}" for b, j in configs))
    with tempfile.TemporaryDirectory() as tmp:
        for triple in args.triple or TRIPLES:
            for level in args.level or [0, 2]:
                path = linked_corpus(triple, level)
                assert path is not None, "opt-16 / llvm-link-16 missing"
                best: dict[object, tuple[float, float]] = {}
                digests: set[str] = set()
                llc_cmd = ["llc-16", f"-mtriple={triple}", *LLC_ATTRS.get(triple, []), f"-O{level}",
                           str(path), "-o", os.devnull]
                for r in range(max(args.runs, args.llc_runs)):
                    if r < args.llc_runs:
                        cpu, wall = run(llc_cmd, base)
                        best["llc"] = min(best.get("llc", (cpu, wall)), (cpu, wall))
                    if r >= args.runs:
                        continue
                    for b, j in configs:
                        out = os.path.join(tmp, f"{b}{j}.s")
                        cpu, wall = run([sys.executable, "-m", "pyllc.tools.llc", f"-O{level}",
                                         "-j", str(j), str(path), "-o", out], builds[b])
                        best[b, j] = min(best.get((b, j), (cpu, wall)), (cpu, wall))
                        digests.add(hashlib.sha1(Path(out).read_bytes()).hexdigest())
                if len(digests) != 1:
                    raise SystemExit(f"bench_mypyc: {triple} -O{level}: outputs differ: {digests}")
                llc = best["llc"][0]
                cells = "  ".join(f"{best[c][0]:6.2f}/{best[c][1]:5.2f}" for c in configs)
                ratios = " ".join(f"{best[c][0] / llc:5.1f}x" for c in configs)
                print(f"{triple:26s} O{level}  {llc:6.3f}  {cells}  | {ratios}  sha1 {digests.pop()[:8]}",
                      flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
