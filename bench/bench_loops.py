"""Loop-pass figures (issue 18): pyopt's loop passes against opt-16's on the corpus.

    python bench/bench_loops.py [--triple T] [--pipeline P] [--dynamic] [--only a,b]

For every program of tests/programs (clang -O0 IR, `optnone` removed) the same pipeline
(default `mem2reg,loop-mssa(loop-rotate,licm),loop(indvars,loop-deletion)`) runs through
pyopt and opt-16. Reported per program and in total:
- pyopt's statistics (hoisted, sunk, promoted, load-only promotions, rotated, deleted,
  widened, exit values);
- in both outputs: loads and stores left inside loops (static), `.promoted` loads (a
  location promoted to a register), loops left;
- with --dynamic: instructions executed under pylli (riscv64 by default) for both
  outputs, and that the program still prints what it should.
Not a test: run by hand.
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
PIPELINE = "mem2reg,loop-mssa(loop-rotate,licm),loop(indvars,loop-deletion)"
COUNTERS = {
    "Number of instructions hoisted out of loop": "hoist",
    "Number of instructions sunk out of loop": "sink",
    "Number of memory locations promoted to registers": "promo",
    "Number of load-only promotions": "ldpromo",
    "Number of loops rotated": "rot",
    "Number of loops deleted": "del",
    "Number of indvars widened": "widen",
    "Number of exit values replaced": "exitv",
}


def loop_memory(m: Module) -> tuple[int, int, int]:
    """(loads+stores inside loops, `.promoted` loads, loops)."""
    mem = promoted = loops = 0
    for f in m.functions:
        if f.is_declaration:
            continue
        li = LoopInfo(f, DominatorTree(f))
        loops += len(li.all_loops())
        for b in f.blocks:
            for i in b.instructions:
                if i.opcode in ("load", "store") and li.loop_for(b) is not None:
                    mem += 1
                if i.opcode == "load" and (i.name or "").endswith(".promoted"):
                    promoted += 1
    return mem, promoted, loops


def run_pyopt(text: str, pipeline: str, name: str) -> tuple[str, dict[str, int]]:
    m = parse_module(text, name)
    am = ModuleAnalysisManager(m)
    parse_pipeline(pipeline, build_registry()).run(m, am)
    stats: dict[str, int] = {}
    for (_, counter), v in am.instr.stats.counts.items():
        key = COUNTERS.get(counter)
        if key:
            stats[key] = stats.get(key, 0) + v
    return print_module(m), stats


def executed(path: Path, triple: str, name: str) -> tuple[int | None, bool]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", "--stats",
                        str(path)], capture_output=True, env=env, timeout=600, check=False)
    want = (PROGRAMS / f"{name}.expected").read_bytes()
    status_file = PROGRAMS / f"{name}.status"
    status = int(status_file.read_text()) if status_file.exists() else 0
    ok = r.stdout == want and r.returncode == status
    for line in r.stderr.decode(errors="replace").splitlines():
        if "executed" in line:
            return int(line.split("executed")[1].split()[0]), ok
    return None, ok


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--triple", default="riscv64-unknown-linux-gnu")
    ap.add_argument("--pipeline", default=PIPELINE)
    ap.add_argument("--dynamic", action="store_true")
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    names = sorted(p.stem for p in PROGRAMS.glob("*.c"))
    if args.only:
        names = [n for n in names if n in args.only.split(",")]
    tot: dict[str, int] = {}
    cols = list(COUNTERS.values())
    print(f"pipeline: {args.pipeline}  triple: {args.triple}")
    print(f"{'program':16} " + " ".join(f"{c:>7}" for c in cols)
          + "  loopmem py/llvm  promoted py/llvm  loops py/llvm"
          + ("  executed py/llvm" if args.dynamic else ""))
    with tempfile.TemporaryDirectory() as tmp:
        for n in names:
            src = PROGRAMS / "ll" / args.triple / f"{n}.O0.ll"
            text = src.read_text().replace(" optnone", "")
            ours, st = run_pyopt(text, args.pipeline, str(src))
            inp = Path(tmp) / f"{n}.in.ll"
            inp.write_text(text)
            theirs = subprocess.run(["opt-16", f"-passes={args.pipeline}", "-S", str(inp)],
                                    capture_output=True, text=True, check=True).stdout
            a = loop_memory(parse_module(ours, "py"))
            b = loop_memory(parse_module(theirs, "llvm"))
            for k, v in st.items():
                tot[k] = tot.get(k, 0) + v
            for k, v in zip(("mem_py", "promo_py", "loops_py", "mem_llvm", "promo_llvm", "loops_llvm"),
                            (*a, *b)):
                tot[k] = tot.get(k, 0) + v
            line = (f"{n:16} " + " ".join(f"{st.get(c, 0):7}" for c in cols)
                    + f"  {a[0]:7}/{b[0]:<7} {a[1]:8}/{b[1]:<8} {a[2]:6}/{b[2]:<6}")
            if args.dynamic:
                po, pl = Path(tmp) / f"{n}.py.ll", Path(tmp) / f"{n}.llvm.ll"
                po.write_text(ours)
                pl.write_text(theirs)
                x, okx = executed(po, args.triple, n)
                y, oky = executed(pl, args.triple, n)
                if x is not None and y is not None:
                    tot["dyn_py"] = tot.get("dyn_py", 0) + x
                    tot["dyn_llvm"] = tot.get("dyn_llvm", 0) + y
                line += f"  {x}/{y}" + ("" if okx and oky else f"  WRONG OUTPUT py={okx} llvm={oky}")
            print(line, flush=True)
    print("total            " + " ".join(f"{tot.get(c, 0):7}" for c in cols)
          + f"  {tot.get('mem_py', 0):7}/{tot.get('mem_llvm', 0):<7} {tot.get('promo_py', 0):8}/"
          f"{tot.get('promo_llvm', 0):<8} {tot.get('loops_py', 0):6}/{tot.get('loops_llvm', 0):<6}")
    if args.dynamic and tot.get("dyn_llvm"):
        print(f"executed instructions: pyopt {tot['dyn_py']}, opt-16 {tot['dyn_llvm']} "
              f"(ratio {tot['dyn_py'] / tot['dyn_llvm']:.3f})")


if __name__ == "__main__":
    main()
