"""What tbaa and scoped-noalias-aa buy GVN/LICM/DSE (issue 17): loads left with the
metadata analyses on (opt-16's default AA pipeline) and off (-aa-pipeline=basic-aa).

    python bench/bench_tbaa.py [--triple T] [--pipeline P] [--only a,b] [--opt16] [--run]

Every program of tests/programs is compiled by clang-16 at -O1 with LLVM's passes
disabled (`-Xclang -disable-llvm-passes`: unoptimized IR that carries clang's `!tbaa`),
then the pipeline (default `mem2reg,instcombine,simplifycfg,early-cse,gvn,loop-mssa(licm),dse`;
sroa is left out: it breaks on some of these modules, see the report of issue 17) runs through pyopt
with each AA pipeline. Reported per program and in total: static loads and stores
left, and loads left inside loops. --opt16 adds opt-16's numbers for the same two AA
pipelines; --run checks that pyopt's output (tbaa on) still prints the expected output
under pylli. Not a test: run by hand (needs clang-16).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyllc.ir import parse_module, print_module
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.module import Module
from pyllc.opt.analyses import LoopInfo
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "tests" / "programs"
PIPELINE = "mem2reg,instcombine,simplifycfg,early-cse,gvn,loop-mssa(licm),dse"
CFLAGS = ["-ffreestanding", "-nostdinc", f"-I{PROGRAMS / 'include'}", "-fno-stack-protector",
          "-fno-exceptions", "-fno-unwind-tables", "-fno-asynchronous-unwind-tables"]
OFF, ON = ["basic-aa"], ["basic-aa", "scoped-noalias-aa", "tbaa"]


def compile_o1(name: str, triple: str) -> str:
    """clang-16 -O1 without LLVM's passes: IR with `!tbaa`, `optnone`-free."""
    return subprocess.run(["clang-16", f"--target={triple}", *CFLAGS, "-O1", "-Xclang", "-disable-llvm-passes",
                           "-S", "-emit-llvm", "-o", "-", str(PROGRAMS / f"{name}.c")],
                          capture_output=True, text=True, check=True).stdout


def counts(m: Module) -> tuple[int, int, int]:
    """(loads, stores, loads inside loops)."""
    loads = stores = in_loops = 0
    for f in m.functions:
        if f.is_declaration:
            continue
        li = LoopInfo(f, DominatorTree(f))
        for b in f.blocks:
            inside = li.loop_for(b) is not None
            for i in b.instructions:
                loads += i.opcode == "load"
                stores += i.opcode == "store"
                in_loops += inside and i.opcode == "load"
    return loads, stores, in_loops


def pyopt(text: str, pipeline: str, aa: list[str]) -> Module:
    m = parse_module(text, "bench")
    mam = ModuleAnalysisManager(m)
    mam.aa_pipeline = mam.fam.aa_pipeline = list(aa)
    parse_pipeline(pipeline, build_registry()).run(m, mam)
    return m


def opt16(text: str, pipeline: str, aa: list[str]) -> Module:
    out = subprocess.run(["opt-16", f"-passes={pipeline}", f"-aa-pipeline={','.join(aa)}", "-S", "-"],
                         input=text, capture_output=True, text=True, check=True).stdout
    return parse_module(out, "opt16")


def run_pylli(m: Module, name: str, triple: str) -> bool:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / f"{name}.ll"
        p.write_text(print_module(m))
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        r = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", str(p)],
                           capture_output=True, env=env, timeout=600, check=False)
    status = PROGRAMS / f"{name}.status"
    want = int(status.read_text()) if status.exists() else 0
    return r.stdout == (PROGRAMS / f"{name}.expected").read_bytes() and r.returncode == want


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--triple", default="riscv64-unknown-linux-gnu")
    ap.add_argument("--pipeline", default=PIPELINE)
    ap.add_argument("--only", default="")
    ap.add_argument("--opt16", action="store_true")
    ap.add_argument("--run", action="store_true")
    args = ap.parse_args()
    names = sorted(p.stem for p in PROGRAMS.glob("*.c"))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    cols = ["off", "on"] + (["opt16-off", "opt16-on"] if args.opt16 else [])
    total = {c: [0, 0, 0] for c in cols}
    print(f"pipeline {args.pipeline}; per column: loads / stores / loads in loops")
    print(f"{'program':16}" + "".join(f"{c:>20}" for c in cols) + ("  pylli" if args.run else ""))
    bad = 0
    for n in names:
        text = compile_o1(n, args.triple)
        res: dict[str, tuple[int, int, int]] = {}
        try:
            on_module = pyopt(text, args.pipeline, ON)
            res["off"] = counts(pyopt(text, args.pipeline, OFF))
        except Exception as e:  # noqa: BLE001 - a pass failing on a program: report, go on
            print(f"{n:16}  pyopt failed: {type(e).__name__}: {e}", flush=True)
            bad += 1
            continue
        res["on"] = counts(on_module)
        if args.opt16:
            res["opt16-off"] = counts(opt16(text, args.pipeline, OFF))
            res["opt16-on"] = counts(opt16(text, args.pipeline, ON))
        line = f"{n:16}" + "".join(f"{'/'.join(map(str, res[c])):>20}" for c in cols)
        if args.run:
            ok = run_pylli(on_module, n, args.triple)
            bad += not ok
            line += "  ok" if ok else "  WRONG OUTPUT"
        print(line, flush=True)
        for c in cols:
            total[c] = [a + b for a, b in zip(total[c], res[c])]
    print(f"{'total':16}" + "".join(f"{'/'.join(map(str, total[c])):>20}" for c in cols))
    d = total["off"][0] - total["on"][0]
    print(f"pyopt: {d} fewer loads with tbaa+scoped-noalias-aa "
          f"({total['off'][2] - total['on'][2]} fewer inside loops)")
    if args.opt16:
        d16 = total["opt16-off"][0] - total["opt16-on"][0]
        print(f"opt-16: {d16} fewer loads ({total['opt16-off'][2] - total['opt16-on'][2]} inside loops)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
