"""Front-end throughput: parse + verify speed in MB/s of .ll text on a large input,
and the ratio against `llvm-as-16` (which also parses and verifies) on the same file.

    python bench/bench_parse.py [--size-mb 5] [--file F.ll] [--repeat 3] [--profile]

The default input is several MB of `llvm-stress-16 -size=2000` output, one module
per seed concatenated into one module (each seed's function is `@autogen_SD<seed>`,
so only the header lines need dropping). It is cached in the temp directory.
Without llvm-stress-16, the checked-in tests/programs/ll corpus is used instead
(one file at a time, since those modules share symbol names).

`--profile` runs the parser under cProfile and prints the hottest functions.
Figures print as a plain table; nothing here is a pass/fail test.
"""
from __future__ import annotations

import argparse
import cProfile
import glob
import io
import os
import pstats
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyllc.ir.parser import parse_module  # noqa: E402
from pyllc.ir.verifier import verify_module  # noqa: E402
from pyllc.tools.common import tune_gc  # noqa: E402

STRESS = shutil.which("llvm-stress-16")
LLVM_AS = shutil.which("llvm-as-16")
STRESS_SIZE = 2000


def build_stress_input(size_mb: float) -> Path:
    """Concatenate llvm-stress modules (seed 1, 2, ...) until the text reaches `size_mb`."""
    cache = Path(tempfile.gettempdir()) / "pyllc-bench"
    cache.mkdir(exist_ok=True)
    out = cache / f"stress-{size_mb:g}MB-size{STRESS_SIZE}.ll"
    if out.exists():
        return out
    parts: list[str] = []
    total, seed = 0, 0
    while total < size_mb * 1e6:
        seed += 1
        r = subprocess.run([STRESS, f"-seed={seed}", f"-size={STRESS_SIZE}", "-o", "-"],
                           capture_output=True, text=True, check=True)
        text = r.stdout
        if seed > 1:  # one header for the whole module
            text = "\n".join(ln for ln in text.split("\n")
                             if not ln.startswith(("; ModuleID", "source_filename")))
        parts.append(text)
        total += len(text)
    tmp = out.with_suffix(".tmp")
    tmp.write_text("\n".join(parts))
    tmp.replace(out)
    return out


def corpus_inputs() -> list[Path]:
    return sorted(Path(p) for p in glob.glob(str(ROOT / "tests/programs/ll/**/*.ll"), recursive=True))


def count_instructions(module) -> int:
    return sum(len(b.instructions) for f in module.functions for b in f.blocks)


def _cpu() -> float:
    t = os.times()
    return t.user + t.system


def _children_cpu() -> float:
    t = os.times()
    return t.children_user + t.children_system


def time_front_end(texts: list[tuple[str, str]], repeat: int) -> tuple[tuple, tuple, int]:
    """Best-of-`repeat` ((parse cpu s, parse wall s), (verify cpu s, verify wall s)), instructions."""
    best_p = best_v = (float("inf"), float("inf"))
    ninst = 0
    for _ in range(repeat):
        pc = pw = vc = vw = 0.0
        ninst = 0
        for name, text in texts:
            c0, w0 = _cpu(), time.perf_counter()
            m = parse_module(text, name)
            c1, w1 = _cpu(), time.perf_counter()
            verify_module(m)
            c2, w2 = _cpu(), time.perf_counter()
            pc, pw, vc, vw = pc + c1 - c0, pw + w1 - w0, vc + c2 - c1, vw + w2 - w1
            ninst += count_instructions(m)
            del m
        best_p, best_v = min(best_p, (pc, pw)), min(best_v, (vc, vw))
    return best_p, best_v, ninst


def time_llvm_as(paths: list[Path], repeat: int) -> tuple | None:
    """Best-of-`repeat` (cpu s, wall s) of llvm-as-16 on `paths`, or None."""
    if LLVM_AS is None:
        return None
    best = (float("inf"), float("inf"))
    for _ in range(repeat):
        c0, w0 = _children_cpu(), time.perf_counter()
        for p in paths:
            r = subprocess.run([LLVM_AS, "-o", os.devnull, str(p)], capture_output=True, text=True)
            if r.returncode != 0:
                print(f"note: llvm-as-16 rejects {p}: {r.stderr.strip()[:200]}")
                return None
        best = min(best, (_children_cpu() - c0, time.perf_counter() - w0))
    return best


def profile(texts: list[tuple[str, str]], top: int) -> None:
    prof = cProfile.Profile()
    prof.enable()
    for name, text in texts:
        verify_module(parse_module(text, name))
    prof.disable()
    s = io.StringIO()
    pstats.Stats(prof, stream=s).sort_stats("tottime").print_stats(top)
    print(s.getvalue())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size-mb", type=float, default=5.0, help="size of the generated input (default 5)")
    ap.add_argument("--file", action="append", help="benchmark these .ll files instead")
    ap.add_argument("--repeat", type=int, default=2, help="best of N runs (default 2)")
    ap.add_argument("--profile", action="store_true", help="print a cProfile of parse+verify")
    ap.add_argument("--top", type=int, default=25, help="functions shown by --profile")
    args = ap.parse_args(argv)

    if args.file:
        paths, label = [Path(f) for f in args.file], "given files"
    elif STRESS is not None:
        paths = [build_stress_input(args.size_mb)]
        label = f"llvm-stress-16 -size={STRESS_SIZE}, concatenated"
    else:
        paths, label = corpus_inputs(), "tests/programs/ll corpus (no llvm-stress-16)"
    texts = [(str(p), p.read_text(encoding="utf-8")) for p in paths]
    nbytes = sum(len(t.encode("utf-8")) for _, t in texts)
    mb = nbytes / 1e6

    tune_gc()  # what the pyopt/pyllc/pylli commands run with
    p, v, ninst = time_front_end(texts, args.repeat)
    tas = time_llvm_as(paths, args.repeat)
    total = (p[0] + v[0], p[1] + v[1])

    print(f"IR front end: {label}: {len(paths)} file(s), {mb:.2f} MB, {ninst} instructions")
    print(f"  best of {args.repeat}; MB/s from CPU time (wall-clock time varies with machine load); "
          f"gc thresholds as the tools set them (tools.common.tune_gc)")
    rows = [("stage", "cpu s", "wall s", "MB/s", "kinst/s")]

    def row(name: str, t: tuple) -> None:
        rows.append((name, f"{t[0]:.3f}", f"{t[1]:.3f}", f"{mb / t[0]:.2f}" if t[0] else "-",
                     f"{ninst / t[0] / 1e3:.0f}" if t[0] else "-"))
    row("parse", p)
    row("verify", v)
    row("parse+verify", total)
    if tas is not None:
        row("llvm-as-16", tas)
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
    if tas is not None:
        print(f"  ratio: pyllc parse+verify takes {total[0] / tas[0]:.1f}x the CPU time of llvm-as-16 "
              f"(wall: {total[1] / tas[1]:.1f}x)")
    else:
        print("  (llvm-as-16 not installed: no ratio)")
    goal = 2.0
    print(f"  goal {goal:g} MB/s parse+verify: {'met' if mb / total[0] >= goal else 'NOT met'} "
          f"({mb / total[0]:.2f} MB/s)")
    if args.profile:
        profile(texts, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
