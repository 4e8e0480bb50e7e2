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
import gc
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

from pyllc.codegen.ir.parser import parse_module  # noqa: E402
from pyllc.codegen.ir.verifier import verify_module  # noqa: E402
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


def time_front_end(texts: list[tuple[str, str]], repeat: int) -> tuple[float, float, int]:
    """Best-of-`repeat` (parse seconds, verify seconds) over all texts, and the instruction count."""
    best_p = best_v = float("inf")
    ninst = 0
    for _ in range(repeat):
        tp = tv = 0.0
        ninst = 0
        for name, text in texts:
            t0 = time.perf_counter()
            m = parse_module(text, name)
            t1 = time.perf_counter()
            verify_module(m)
            t2 = time.perf_counter()
            tp += t1 - t0
            tv += t2 - t1
            ninst += count_instructions(m)
            del m
        best_p, best_v = min(best_p, tp), min(best_v, tv)
    return best_p, best_v, ninst


def time_llvm_as(paths: list[Path], repeat: int) -> float | None:
    if LLVM_AS is None:
        return None
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for p in paths:
            r = subprocess.run([LLVM_AS, "-o", os.devnull, str(p)], capture_output=True, text=True)
            if r.returncode != 0:
                print(f"note: llvm-as-16 rejects {p}: {r.stderr.strip()[:200]}")
                return None
        best = min(best, time.perf_counter() - t0)
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

    default_gc = gc.get_threshold()
    tp0, tv0, _ = time_front_end(texts, args.repeat)
    tune_gc()  # what the pyopt/pyllc/pylli commands run with
    tp, tv, ninst = time_front_end(texts, args.repeat)
    gc.set_threshold(*default_gc)
    tas = time_llvm_as(paths, args.repeat)
    total = tp + tv

    print(f"IR front end: {label}: {len(paths)} file(s), {mb:.2f} MB, {ninst} instructions")
    print("  (best of {0}; gc thresholds as the tools set them, tools.common.tune_gc)".format(args.repeat))
    rows = [("stage", "seconds", "MB/s", "kinst/s"),
            ("parse", f"{tp:.3f}", f"{mb / tp:.2f}", f"{ninst / tp / 1e3:.0f}"),
            ("verify", f"{tv:.3f}", f"{mb / tv:.2f}" if tv else "-", f"{ninst / tv / 1e3:.0f}" if tv else "-"),
            ("parse+verify", f"{total:.3f}", f"{mb / total:.2f}", f"{ninst / total / 1e3:.0f}"),
            ("  (default gc)", f"{tp0 + tv0:.3f}", f"{mb / (tp0 + tv0):.2f}",
             f"{ninst / (tp0 + tv0) / 1e3:.0f}")]
    if tas is not None:
        rows.append(("llvm-as-16", f"{tas:.3f}", f"{mb / tas:.2f}", f"{ninst / tas / 1e3:.0f}"))
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    for r in rows:
        print("  " + "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
    if tas is not None:
        print(f"  pyllc parse+verify takes {total / tas:.1f}x the time of llvm-as-16 "
              f"(llvm-as-16 is {total / tas:.1f}x faster)")
    else:
        print("  (llvm-as-16 not installed: no ratio)")
    goal = 2.0
    print(f"  goal {goal:g} MB/s: {'met' if mb / total >= goal else 'NOT met'}")
    if args.profile:
        profile(texts, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
