"""llvm-stress sweep: of the random modules llc-16 compiles, how many pyllc compiles
(and GNU as assembles), per target and optimisation level.

    python bench/bench_stress.py [--seeds 40] [--first 1] [--size 100] [-j 1]

Prints ok/total per target and level (total = modules llc-16 accepts) and the most
frequent failure reasons. Not a pass/fail test: tests/exec/test_stress.py is the gate.
"""
from __future__ import annotations

import argparse
import collections
import re
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from stress_check import TRIPLES, check, generate, missing_tools  # noqa: E402

Row = tuple[int, int, str, int, bool, bool, str | None]


def _one_seed(job: tuple[int, int, tuple[str, ...], tuple[int, ...]]) -> list[Row]:
    seed, size, triples, levels = job
    text = generate(seed, size)
    rows: list[Row] = []
    for triple in triples:
        for level in levels:
            out = check(text, f"stress-s{seed}-n{size}.ll", triple, level)
            rows.append((seed, size, triple, level, out.llc, out.ok,
                         f"[{out.stage}] {out.error}" if out.error else None))
    return rows


def _kind(reason: str | None) -> str:
    """A failure with its file position, function and vector widths taken out, so equal
    causes count together."""
    text = re.sub(r"\S+\.ll:\d+:\d+: ", "", str(reason))
    text = re.sub(r" \(in function .*", "", text)
    return re.sub(r"<\d+ x ", "<N x ", text)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seeds", type=int, default=40, help="how many seeds (default 40)")
    p.add_argument("--first", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--size", type=int, action="append",
                   help="llvm-stress -size (repeatable; default 100)")
    p.add_argument("--triple", action="append", choices=TRIPLES, help="default: all four")
    p.add_argument("--level", type=int, action="append", choices=(0, 1, 2, 3),
                   help="default: 0 and 2")
    p.add_argument("-j", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("-v", action="store_true", help="print every failure")
    args = p.parse_args(argv)
    triples = tuple(args.triple or TRIPLES)
    levels = tuple(args.level or (0, 2))
    sizes = args.size or [100]
    missing = missing_tools(triples)
    if missing:
        print(f"llvm-stress sweep skipped: {', '.join(missing)} not installed")
        return 0
    jobs = [(seed, size, triples, levels) for size in sizes
            for seed in range(args.first, args.first + args.seeds)]
    start = time.perf_counter()
    rows: list[Row] = []
    if args.j > 1:
        with ProcessPoolExecutor(args.j) as pool:
            for r in pool.map(_one_seed, jobs):
                rows.extend(r)
    else:
        for job in jobs:
            rows.extend(_one_seed(job))
    elapsed = time.perf_counter() - start
    print(f"llvm-stress sweep: seeds {args.first}..{args.first + args.seeds - 1}, "
          f"size {','.join(map(str, sizes))} ({elapsed:.0f} s)")
    print(f"  {'target':28s} {'level':>5s} {'ok/total':>10s}")
    for triple in triples:
        for level in levels:
            mine = [r for r in rows if r[2] == triple and r[3] == level and r[4]]
            ok = sum(1 for r in mine if r[5])
            print(f"  {triple:28s} {'-O' + str(level):>5s} {ok:>4d}/{len(mine):<5d}")
    reasons = collections.Counter(_kind(r[6]) for r in rows if r[4] and not r[5])
    if reasons:
        print("  most frequent failures:")
        for reason, n in reasons.most_common(12):
            print(f"  {n:5d}  {str(reason)[:150]}")
    if args.v:
        for r in rows:
            if r[4] and not r[5]:
                print(f"  seed {r[0]} size {r[1]} {r[2]} -O{r[3]}: {r[6]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
