"""pyopt's IPO passes against opt-16 on the corpus, and the inliner's scaling.

1. For every tests/programs riscv64 -O0 module (optnone and noinline removed), after
   `function(mem2reg),cgscc(inline)` and `function(mem2reg),cgscc(function-attrs)`:
   defined functions left, direct calls of defined functions left, and functions
   (arguments) carrying each inferred attribute, pyopt next to opt-16 (summed).
2. Scaling: `inline` on synthetic modules of N functions (each calling two others),
   N = 1000, 2000, 4000: seconds, per function, and IR instructions after inlining.

Usage: PYTHONPATH=. python bench/bench_ipo.py [--no-scaling]
"""
from __future__ import annotations

import gc
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pyllc.ir import Function, parse_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

ROOT = Path(__file__).resolve().parents[1]
LL = ROOT / "tests" / "programs" / "ll" / "riscv64-unknown-linux-gnu"
ATTRS = ("memory", "memory(none)", "nocapture", "nounwind", "norecurse", "willreturn")


def facts(text: str) -> dict[str, int]:
    """What the IR says: defined functions, direct calls of defined functions, attributes."""
    m = parse_module(text, "out.ll")
    out = dict.fromkeys(("functions", "calls", *ATTRS), 0)
    for f in m.functions:
        if f.is_declaration:
            continue
        out["functions"] += 1
        mem = f.fn_attrs.get("memory")
        out["memory"] += mem is not None
        out["memory(none)"] += mem is not None and str(mem) == "(none)"
        for k in ("nounwind", "norecurse", "willreturn"):
            out[k] += k in f.fn_attrs
        out["nocapture"] += sum("nocapture" in a for a in f.param_attrs)
        for bb in f.blocks:
            for i in bb:
                c = i.operands[-1] if i.opcode in ("call", "invoke") else None
                out["calls"] += isinstance(c, Function) and not c.is_declaration
    return out


def run_tool(tool: list[str], path: Path, passes: str) -> str:
    r = subprocess.run([*tool, f"-passes={passes}", "-S", str(path), "-o", "-"],
                       capture_output=True, text=True, check=True,
                       env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    return r.stdout


def compare() -> None:
    """opt-16 is built without -stats here, so both outputs are measured from their IR."""
    pyopt = [sys.executable, "-m", "pyllc.tools.opt"]
    rows: dict[str, dict[str, list[int]]] = {}
    with tempfile.TemporaryDirectory() as d:
        for src in sorted(LL.glob("*.O0.ll")):
            tmp = Path(d) / src.name
            tmp.write_text(src.read_text().replace(" optnone", "").replace("{ noinline ", "{ "))
            base = facts(run_tool(pyopt, tmp, "function(mem2reg)"))
            for passes in ("function(mem2reg),cgscc(inline)", "function(mem2reg),cgscc(function-attrs)"):
                t = rows.setdefault(passes, {"before": [0] * 8})
                for k, v in enumerate(base.values()):
                    t["before"][k] += v
                for name, tool in (("pyopt", pyopt), ("opt-16", ["opt-16"])):
                    got = facts(run_tool(tool, tmp, passes))
                    acc = t.setdefault(name, [0] * 8)
                    for k, v in enumerate(got.values()):
                        acc[k] += v
    keys = ["functions", "calls", *ATTRS]
    for passes, t in rows.items():
        print(passes)
        print(f"  {'':<13}" + "".join(f"{k:>13}" for k in keys))
        for name in ("before", "pyopt", "opt-16"):
            print(f"  {name:<13}" + "".join(f"{v:>13}" for v in t[name]))


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
