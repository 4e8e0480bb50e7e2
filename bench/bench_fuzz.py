"""The long fuzz run: mutated inputs through pyllc's front doors, with the oracles of
tests/fuzzing.py (the CI run, tests/fuzz, is a short seeded slice of the same).

    python bench/bench_fuzz.py [--seconds 300] [--seed 1] [--only pyllc,elf,asm]
                               [--save DIR]

Each target of the fuzz (pyllc end to end on `.ll` mutants; pylli's ELF reader and
linker on object mutants; the RISC-V assembler on line mutants) gets an equal share of
the time. Prints, per target, the executions, executions per second and the distinct
findings (a finding is keyed by its message up to the first number), each with the seed
that reproduces it; `--save DIR` writes each finding's input there. Exit status 1 when
anything was found.
"""
from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from fuzzing import KINDS, SUFFIX, fuzz_case, ll_corpus, seed_objects  # noqa: E402


def _key(why: str) -> str:
    return re.split(r"\d", why, maxsplit=1)[0][:100]


def run(kind: str, seconds: float, seed: int, save: Path | None) -> tuple[int, dict]:
    work = Path(tempfile.mkdtemp(prefix="pyllc-fuzz-"))
    corpus = [(p, p.read_text()) for p in ll_corpus()] if kind == "pyllc" else []
    objects = seed_objects(("fib_rec", "printf_formats", "struct_small")) if kind == "elf" else []
    findings: dict[str, tuple[int, str]] = {}
    n = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        case = seed * 1_000_003 + n
        n += 1
        data, why, _ = fuzz_case(kind, random.Random(case), corpus, objects, work)
        if why is not None and _key(why) not in findings:
            findings[_key(why)] = (case, why)
            if save is not None:
                save.mkdir(parents=True, exist_ok=True)
                suffix = SUFFIX[kind]
                blob = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
                (save / f"{kind}-{case}.{suffix}").write_bytes(blob)
    return n, findings


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=300.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default=",".join(KINDS))
    ap.add_argument("--save", type=Path, default=None)
    args = ap.parse_args()
    kinds = [k for k in args.only.split(",") if k]
    total = 0
    print(f"fuzz: {args.seconds:.0f} s, seed {args.seed}")
    print("  target   executions   exec/s   findings")
    for kind in kinds:
        t0 = time.perf_counter()
        n, findings = run(kind, args.seconds / len(kinds), args.seed, args.save)
        rate = n / max(time.perf_counter() - t0, 1e-9)
        print(f"  {kind:7} {n:11d} {rate:8.1f} {len(findings):10d}")
        for case, why in findings.values():
            print(f"      case {case}: {why}")
        total += len(findings)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
