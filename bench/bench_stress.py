"""llvm-stress sweep: of the random modules llc-16 compiles, how many pyllc compiles
(and GNU as assembles), per target and optimisation level.

    python bench/bench_stress.py [--seeds 40] [--first 1] [--size 100] [-j 1] [--run]

Prints ok/total per target and level (total = modules llc-16 accepts) and the most
frequent failure reasons. With `--run`, each module's well-defined variant
(tools/stress_diff.py) also runs under pylli, and pyllc's result is compared with
llc-16's object for the same target (and lli-16 on x86-64): same/total per target and
level, total = the seeds whose reference is trusted (llc -O0, llc -O2 and lli agree).
Not a pass/fail test: tests/exec/test_stress.py is the gate.
"""
from __future__ import annotations

import argparse
import collections
import re
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from stress_check import TRIPLES, check, generate, missing_tools  # noqa: E402
from stress_diff import compare  # noqa: E402

Row = tuple[int, int, str, int, bool, bool, str | None]
RunRow = tuple[int, int, str, int, bool | None, str]     # same (None: untrusted ref), detail


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


def _run_seed(job: tuple[int, int, tuple[str, ...], tuple[int, ...]]) -> list[RunRow]:
    seed, size, triples, levels = job
    text = generate(seed, size)
    rows: list[RunRow] = []
    with tempfile.TemporaryDirectory() as tmp:
        for triple in triples:
            out = compare(text, triple, levels, Path(tmp), f"s{seed}")
            ref = out["ref"]
            trusted = ref.strip().isdigit() and out["llc-O2"] == ref and out.get("lli", ref) == ref
            for level in levels:
                got = out[f"pyllc-O{level}"]
                same = (got == ref) if trusted else None
                rows.append((seed, size, triple, level, same,
                             f"ref {ref.strip()!r} llc-O2 {out['llc-O2'].strip()!r} "
                             f"lli {out.get('lli', '-').strip()!r} pyllc {got.strip()!r}"))
    return rows


def _run_report(rows: list[RunRow], triples: tuple[str, ...], levels: tuple[int, ...],
                verbose: bool) -> None:
    print("  pylli runs of the well-defined variants (same as llc-16's code / trusted):")
    for triple in triples:
        for level in levels:
            mine = [r for r in rows if r[2] == triple and r[3] == level and r[4] is not None]
            same = sum(1 for r in mine if r[4])
            print(f"  {triple:28s} {'-O' + str(level):>5s} {same:>4d}/{len(mine):<5d}")
    for r in rows:
        if r[4] is False or (verbose and r[4] is None):
            print(f"  seed {r[0]} size {r[1]} {r[2]} -O{r[3]}: "
                  f"{'DIFFERENT' if r[4] is False else 'untrusted'}: {r[5]}")


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
    p.add_argument("--run", action="store_true",
                   help="also run the well-defined variants under pylli and compare")
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
    if args.run:
        start = time.perf_counter()
        run_rows: list[RunRow] = []
        if args.j > 1:
            with ProcessPoolExecutor(args.j) as pool:
                for rr in pool.map(_run_seed, jobs):
                    run_rows.extend(rr)
        else:
            for job in jobs:
                run_rows.extend(_run_seed(job))
        print(f"  ({time.perf_counter() - start:.0f} s)")
        _run_report(run_rows, triples, levels, args.v)
    return 0


if __name__ == "__main__":
    sys.exit(main())
