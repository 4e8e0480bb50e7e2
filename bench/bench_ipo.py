"""pyopt's IPO passes against opt-16 on the corpus, and the inliner's scaling.

1. For every tests/programs riscv64 -O0 module (optnone and noinline removed): call sites inlined and
   functions deleted by `mem2reg,cgscc(inline)`, and attributes inferred by
   `mem2reg,function-attrs` (per kind: memory, nocapture, nounwind, norecurse,
   willreturn), pyopt's -stats next to opt-16's.
2. Scaling: `inline` on synthetic modules of N functions (each calling two others),
   N = 1000, 2000, 4000: seconds, per function, and IR instructions after inlining.

Usage: PYTHONPATH=. python bench/bench_ipo.py [--no-scaling]
"""
from __future__ import annotations

import gc
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pyllc.ir import parse_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

ROOT = Path(__file__).resolve().parents[1]
LL = ROOT / "tests" / "programs" / "ll" / "riscv64-unknown-linux-gnu"
STAT = re.compile(r"^\s*(\d+) (\S+) - (.*)$")
KEYS = {
    "Number of functions inlined": "inlined",
    "Number of functions deleted because all callers found": "deleted",
    "Number of functions with improved memory attribute": "memory",
    "Number of arguments marked nocapture": "nocapture",
    "Number of functions marked as nounwind": "nounwind",
    "Number of functions marked as norecurse": "norecurse",
    "Number of functions marked as willreturn": "willreturn",
}


def stats(tool: list[str], path: Path, passes: str) -> dict[str, int]:
    r = subprocess.run([*tool, f"-passes={passes}", "-stats", "-disable-output", str(path)],
                       capture_output=True, text=True, check=False,
                       env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    out: dict[str, int] = {}
    for line in r.stderr.splitlines():
        m = STAT.match(line)
        if m and m.group(3) in KEYS and m.group(2) in ("inline", "function-attrs"):
            out[KEYS[m.group(3)]] = out.get(KEYS[m.group(3)], 0) + int(m.group(1))
    return out


def compare() -> None:
    pyopt = [sys.executable, "-m", "pyllc.tools.opt"]
    totals: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as d:
        for src in sorted(LL.glob("*.O0.ll")):
            tmp = Path(d) / src.name
            tmp.write_text(src.read_text().replace(" optnone", "").replace("{ noinline ", "{ "))
            for passes in ("function(mem2reg),cgscc(inline)", "function(mem2reg),cgscc(function-attrs)"):
                a = stats(pyopt, tmp, passes)
                b = stats(["opt-16"], tmp, passes)
                for k in set(a) | set(b):
                    t = totals.setdefault(k, [0, 0])
                    t[0] += a.get(k, 0)
                    t[1] += b.get(k, 0)
    print(f"{'counter':<12} {'pyopt':>7} {'opt-16':>7}")
    for k in KEYS.values():
        if k in totals:
            print(f"{k:<12} {totals[k][0]:>7} {totals[k][1]:>7}")


def synthetic(n: int) -> str:
    """N external functions of ~10 instructions, f_k calling f_(k-1) and f_(k/2)."""
    out = ["declare void @sink(i32)"]
    for k in range(n):
        body = [f"define i32 @f{k}(i32 %x) {{", "entry:", "  %a = add i32 %x, 1",
                "  %m = mul i32 %a, %x", "  %s = xor i32 %m, 5", "  %c0 = icmp sgt i32 %s, 7",
                "  br i1 %c0, label %then, label %done", "then:", "  call void @sink(i32 %s)",
                "  br label %done", "done:"]
        if k >= 2:
            body += [f"  %b = call i32 @f{k - 1}(i32 %a)", f"  %c = call i32 @f{k // 2}(i32 %b)",
                     "  %d = mul i32 %c, 3", "  ret i32 %d"]
        else:
            body += ["  ret i32 %s"]
        out += body + ["}"]
    return "\n".join(out) + "\n"


def scaling() -> None:
    gc.set_threshold(100_000, 50, 1000)   # as the pyopt command line sets it (tools/common.py)
    for n in (1000, 2000, 4000):
        m = parse_module(synthetic(n), "synthetic.ll")
        mpm = parse_pipeline("cgscc(inline)", build_registry())
        mam = ModuleAnalysisManager(m)
        t = time.perf_counter()
        mpm.run(m, mam)
        dt = time.perf_counter() - t
        size = sum(len(b) for f in m.functions for b in f.blocks)
        print(f"inline on {n} functions: {dt:.2f} s ({1e3 * dt / n:.3f} ms/function), "
              f"inlined {mam.instr.stats.counts.get(('inline', 'Number of functions inlined'), 0)}, "
              f"{size} instructions after")


if __name__ == "__main__":
    if "--no-compare" not in sys.argv:
        compare()
    if "--no-scaling" not in sys.argv:
        scaling()
