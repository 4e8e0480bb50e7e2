"""Effect of pyopt's loop transforms against opt-16's same pass on the C corpus.

For each program of tests/programs (riscv64 `.O0.ll`, optnone removed), opt-16
canonicalizes (`mem2reg,loop-simplify,lcssa,loop-rotate`), then the pass runs in opt-16
and in pyopt. Printed per pass, summed over the corpus: loops (LoopInfo of opt-16 over
the result), memset/memcpy intrinsic calls, defined functions, and instructions; with
`-v` the programs where the two differ.

    PYTHONPATH=. python bench/bench_loop_transforms.py [-v] [PASS ...]
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "tests" / "programs"
CANON = "mem2reg,loop-simplify,lcssa,loop-rotate"
DEFAULT = ["loop-unroll", "loop-unroll<runtime>", "loop-unroll-full", "loop-idiom",
           "simple-loop-unswitch", "simple-loop-unswitch<nontrivial>", "loop-extract"]


def metrics(text: str) -> tuple[int, int, int, int]:
    r = subprocess.run(["opt-16", "-passes=print<loops>", "-disable-output", "-"], input=text,
                       capture_output=True, text=True, check=True)
    loops = r.stderr.count("Loop at depth")
    mem = len(re.findall(r"call void @llvm\.mem(set|cpy)\.p", text))
    fns = len(re.findall(r"^define ", text, re.M))
    insts = len(re.findall(r"^  (%\S+ = )?[a-z]", text, re.M))
    return loops, mem, fns, insts


def main(argv: list[str]) -> None:
    verbose = "-v" in argv
    passes = [a for a in argv if a != "-v"] or DEFAULT
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    canon: dict[str, str] = {}
    for c in sorted(PROGRAMS.glob("*.c")):
        src = (PROGRAMS / "ll" / "riscv64-unknown-linux-gnu" / f"{c.stem}.O0.ll").read_text()
        src = src.replace(" optnone", "").replace(' "no-builtins"', "")
        canon[c.stem] = subprocess.run(["opt-16", f"-passes={CANON}", "-S", "-"], input=src,
                                       capture_output=True, text=True, check=True).stdout
    base = {n: metrics(t) for n, t in canon.items()}
    tb = [sum(m[k] for m in base.values()) for k in range(4)]
    print(f"corpus: {len(canon)} programs, {tb[0]} loops, {tb[1]} mem calls, {tb[2]} functions, "
          f"{tb[3]} instructions (after {CANON})")
    print(f"{'pass':36} {'tool':7} {'loops':>6} {'mem':>5} {'fns':>5} {'insts':>7} {'changed':>8}")
    for p in passes:
        tot = {"opt-16": [0, 0, 0, 0, 0], "pyopt": [0, 0, 0, 0, 0]}
        diffs = []
        for n, text in canon.items():
            o = subprocess.run(["opt-16", f"-passes={p}", "-S", "-"], input=text, capture_output=True,
                               text=True, check=True).stdout
            q = subprocess.run([sys.executable, "-m", "pyllc.tools.opt", f"-passes={p}", "-S", "-"],
                               input=text, capture_output=True, text=True, env=env, check=False)
            if q.returncode:
                print(f"  {n}: pyopt failed: {q.stderr.strip()[-200:]}")
                continue
            mo, mq = metrics(o), metrics(q.stdout)
            for tool, m in (("opt-16", mo), ("pyopt", mq)):
                for k in range(4):
                    tot[tool][k] += m[k]
                tot[tool][4] += int(m != base[n])
            if (mo[0], mo[1], mo[2]) != (mq[0], mq[1], mq[2]):
                diffs.append(f"    {n}: opt-16 loops/mem/fns {mo[:3]}, pyopt {mq[:3]} (before {base[n][:3]})")
        for tool, t in tot.items():
            print(f"{p:36} {tool:7} {t[0]:>6} {t[1]:>5} {t[2]:>5} {t[3]:>7} {t[4]:>8}")
        if verbose:
            print("\n".join(diffs))


if __name__ == "__main__":
    main(sys.argv[1:])
