"""GCC's C torture execute suite through pyllc on every target at -O0 and -O2.

    python bench/bench_torture.py [--every 5] [--offset 0] [--jobs 2]
                                  [--targets x86_64,aarch64] [--levels 0,2]
                                  [--names 20000112-1 ...] [--json FILE]
                                  [--update FILE]

Needs `gcc-12-source` (apt) for the programs and clang-16/llc-16; the execute directory
is extracted once into ~/.cache/pyllc-torture (or $XDG_CACHE_HOME). Each program is
compiled by clang-16 -O0/-O2 -S -emit-llvm for each target (programs whose DejaGnu
directives rule the target out, or that clang rejects, are excluded and counted by
reason), then by pyllc at the same level and run under pylli (tools/torture_suite.py
says how a case is judged). `--every N` takes every N-th program of the sorted list
(a deterministic sample); `--every 1` is the whole suite.

Prints, per target and level: the cases, ok, failed to compile, crashed, wrong result,
timeout, runtime (llc-16's build fails under pylli too, but the program passes
natively: pylli's runtime lacks something), environment (fails natively too), the pass
rate (ok over all cases that are not environment failures) and the raw rate (ok over
all cases), then each failure message grouped with its count and a few programs, then
the exclusions by reason.

`--update FILE` reads the results a run wrote with `--json FILE`, judges again only
its cases that did not pass or that clang rejected (with the current pyllc, pylli and
headers; a cached clang error is kept until its `.err` file in the cache is removed)
and reports the whole (the selection options are ignored; `--json` writes the updated
results).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import signal
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from torture_suite import (  # noqa: E402
    DEFAULT_CACHE,
    LEVELS,
    TRIPLES,
    Verdict,
    clang_ir,
    judge,
    programs,
)

KINDS = ("ok", "compile", "crash", "wrong", "timeout", "runtime", "env")
WALL_SECONDS = 300          # one case: pyllc, the run and llc-16's reference


class _Wall(BaseException):
    """The wall-clock alarm: a BaseException, so that judge()'s handler of pyllc errors
    does not take it for a crash."""


def _alarm(_sig: int, _frame: object) -> None:
    raise _Wall


def _case(job: tuple[str, str, int, str]) -> tuple[str, str, int, str, str]:
    name, triple, level, cache = job
    ir = clang_ir(name, triple, level, Path(cache))
    if isinstance(ir, str):
        return name, triple, level, "excluded", ir
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(WALL_SECONDS)
    try:
        v = judge(ir, triple, level)
    except _Wall:
        v = Verdict("timeout", f"over {WALL_SECONDS} s of wall time")
    finally:
        signal.alarm(0)
    return name, triple, level, v.kind, v.detail


def _key(detail: str) -> str:
    """A failure message without its IR names, quoted operands and numbers, to group
    alike failures (a quoted plain identifier stays: the runtime function missing)."""
    s = re.sub(r"'(?![A-Za-z_]\w*')[^']*'|\"[^\"]*\"", "'…'", detail)
    s = re.sub(r"%[\w.]+|@[\w.$]+", "%…", s)
    return re.sub(r"0x[0-9a-f]+|(?<!\w)\d+(?!\w)", "N", s)[:140]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--every", type=int, default=5)
    ap.add_argument("--offset", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--targets", default="")
    ap.add_argument("--levels", default=",".join(map(str, LEVELS)))
    ap.add_argument("--names", nargs="*", default=[])
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--update", type=Path)
    args = ap.parse_args(argv)
    kept: list[tuple[str, str, int, str, str]] = []
    if args.update:
        earlier = [(n, t, lv, k, d) for n, t, lv, k, d in json.loads(args.update.read_text())]
        again = [r for r in earlier if r[3] != "ok"
                 and (r[3] != "excluded" or r[4].startswith("clang:"))]
        kept = [r for r in earlier if r not in again]
        jobs = [(r[0], r[1], r[2], str(args.cache)) for r in again]
        names = sorted({r[0] for r in earlier})
        triples = [t for t in TRIPLES if any(r[1] == t for r in earlier)]
        levels = sorted({r[2] for r in earlier})
    else:
        names = args.names or programs(args.cache)[args.offset::args.every]
        triples = [t for t in TRIPLES if not args.targets
                   or t.split("-")[0] in args.targets.split(",")]
        levels = [int(x) for x in args.levels.split(",")]
        jobs = [(n, t, lv, str(args.cache)) for n in names for t in triples for lv in levels]
    start = time.time()
    results = list(kept)
    with multiprocessing.Pool(args.jobs, maxtasksperchild=40) as pool:
        for i, r in enumerate(pool.imap_unordered(_case, jobs, chunksize=1)):
            results.append(r)
            if r[3] not in ("ok", "excluded"):
                print(f"[{i + 1}/{len(jobs)}] {r[1].split('-')[0]} -O{r[2]} {r[0]}: "
                      f"{r[3]}: {r[4]}", flush=True)
    report(results, names, triples, levels, time.time() - start)
    if args.json:
        args.json.write_text(json.dumps(results, indent=0))
    return 0


def report(results: list[tuple[str, str, int, str, str]], names: list[str],
           triples: list[str], levels: list[int], seconds: float) -> None:
    print(f"\n{len(names)} programs, {len(results)} cases, {seconds:.0f} s")
    print(f"{'target':9} lvl excl cases   ok comp crash wrong tmo  rt  env    pass     raw")
    for t in triples:
        for lv in levels:
            c = Counter(r[3] for r in results if r[1] == t and r[2] == lv)
            cases = sum(c[k] for k in KINDS)
            judged = cases - c["env"]
            rate = 100.0 * c["ok"] / judged if judged else 0.0
            raw = 100.0 * c["ok"] / cases if cases else 0.0
            print(f"{t.split('-')[0]:9} -O{lv} {c['excluded']:4} {cases:5} {c['ok']:4} "
                  f"{c['compile']:4} {c['crash']:5} {c['wrong']:5} {c['timeout']:3} "
                  f"{c['runtime']:3} {c['env']:4} {rate:6.2f}% {raw:6.2f}%")
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for name, t, lv, kind, detail in results:
        if kind != "ok":
            groups[(kind, _key(detail))].append(f"{name}/{t.split('-')[0]}/O{lv}")
    for kind in (*KINDS[1:], "excluded"):
        rows = sorted(((k, v) for k, v in groups.items() if k[0] == kind),
                      key=lambda kv: -len(kv[1]))
        if rows:
            print(f"\n{kind}:")
        for (_, key), where in rows:
            print(f"  {len(where):4}  {key}\n        e.g. {' '.join(where[:4])}")


if __name__ == "__main__":
    sys.exit(main())
