"""Scaling of the interprocedural passes (pyllc/opt/globals/) on generated modules.

A module with N internal functions (each called from a chain and from main, with an
unused argument, a constant argument, and loads/stores of its own internal global),
N/2 pairs of identical functions for mergefunc, N duplicate string constants and N/4
dead functions. Prints CPU seconds per pass (best of two runs) for each N, and the ratio between the largest
and smallest N divided by the size ratio (1.0 = linear).

Run: PYTHONPATH=. python bench/bench_globals.py [N ...]   (default 500 1000 2000 4000)
"""
from __future__ import annotations

import gc
import sys
import time

from pyllc.ir import parse_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

PASSES = ["internalize", "globaldce", "globalopt", "ipsccp", "deadargelim", "constmerge",
          "mergefunc"]


def generate(n: int) -> str:
    out = ['target triple = "x86_64-unknown-linux-gnu"', "declare i32 @printf(ptr, ...)"]
    for i in range(n):
        out.append(f'@s{i} = private unnamed_addr constant [6 x i8] c"v=%d\\0A\\00"')
        out.append(f"@g{i} = internal global i32 {i % 3}")
    for i in range(n):
        nxt = f"  %c = call i32 @f{i + 1}(i32 %x, i32 7, i32 %x)\n" if i + 1 < n else "  %c = add i32 %x, 1\n"
        out.append(
            f"define internal i32 @f{i}(i32 %x, i32 %k, i32 %unused) {{\n"
            f"  %v = load i32, ptr @g{i}\n  %s = add i32 %v, %k\n  store i32 1, ptr @g{i}\n"
            f"{nxt}  %r = add i32 %s, %c\n"
            f"  %p = call i32 (ptr, ...) @printf(ptr @s{i}, i32 %r)\n  ret i32 %r\n}}")
    for i in range(n // 2):
        for tag in ("a", "b"):
            out.append(f"define internal i32 @m{tag}{i}(i32 %x) {{\n  %y = mul i32 %x, {i + 3}\n"
                       f"  %z = add i32 %y, 1\n  %w = xor i32 %z, %x\n  ret i32 %w\n}}")
    for i in range(n // 4):
        out.append(f"define internal void @dead{i}() {{\n  call void @dead{(i + 1) % (n // 4)}()\n  ret void\n}}")
    calls = "".join(f"  %ma{i} = call i32 @ma{i}(i32 2)\n  %mb{i} = call i32 @mb{i}(i32 3)\n"
                    for i in range(n // 2))
    out.append(f"define i32 @main() {{\n  %r = call i32 @f0(i32 1, i32 7, i32 2)\n{calls}  ret i32 0\n}}")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> None:
    sizes = [int(a) for a in argv] or [500, 1000, 2000, 4000]
    reg = build_registry()
    table: dict[str, list[float]] = {p: [] for p in PASSES}
    for n in sizes:
        text = generate(n)
        for p in PASSES:
            best = float("inf")
            for _ in range(2):      # CPU time, best of two: the machine is shared
                m = parse_module(text, f"gen{n}")
                if p != "internalize":
                    parse_pipeline("internalize", reg).run(m, ModuleAnalysisManager(m))
                pipe = parse_pipeline(p, reg)
                gc.collect()
                t0 = time.process_time()
                pipe.run(m, ModuleAnalysisManager(m))
                best = min(best, time.process_time() - t0)
            table[p].append(best)
    print("pass".ljust(14) + "".join(f"N={n:<8}" for n in sizes) + "  growth/size")
    for p, ts in table.items():
        growth = (ts[-1] / ts[0]) / (sizes[-1] / sizes[0]) if ts[0] > 0 else 0.0
        print(p.ljust(14) + "".join(f"{t:<10.3f}" for t in ts) + f"  {growth:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
