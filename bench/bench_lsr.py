"""Effect of `loop-reduce` on executed instructions (issue 18): not a test.

For each kernel of bench/kernels and each target: clang-16 -O0 IR (optnone removed, as
`-Xclang -disable-O0-optnone`), then `pyopt -O2`, then either nothing or
`loop(loop-reduce)` with the target's TargetTransformInfo (what llc runs before
instruction selection), then `pyllc -O2`; the program runs under pylli with exact
counting. Printed: both counts, their ratio, whether the outputs agree, and the geomean
per target.

With `--clang-o2` the input is clang-16 -O2's IR instead (what pyllc -O2 is usually
given), so the figures are those of running loop-reduce before pyllc's isel.

With `--backend`, "after" is pyllc -O2 running loop-reduce itself before isel and
"before" is pyllc -O2 -disable-lsr (the pyopt pass is not run).

    PYTHONPATH=. python bench/bench_lsr.py [--clang-o2] [--backend] [--target T ...]
                                           [--kernel NAME ...]
"""
from __future__ import annotations

import argparse
import io
import math
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyllc.emu import run_program  # noqa: E402
from pyllc.ir import parse_module, print_module  # noqa: E402
from pyllc.opt.passmanager import ModuleAnalysisManager  # noqa: E402
from pyllc.opt.pipeline import parse_pipeline  # noqa: E402
from pyllc.opt.registry import build_registry  # noqa: E402
from pyllc.opt.tti import register_target_info  # noqa: E402
from pyllc.pipeline import Options, compile_module  # noqa: E402
from pyllc.targets import get_target, target_transform_info  # noqa: E402
from pyllc.tools.compile import Compiled, to_object  # noqa: E402

KERNELS = ROOT / "bench" / "kernels"
TARGETS = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
           "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
LIMIT = 500_000_000


def _optimize(text: str, pipeline: str, triple: str) -> str:
    m = parse_module(text, "k")
    mam = ModuleAnalysisManager(m)
    register_target_info(mam.fam, target_transform_info(triple))
    parse_pipeline(pipeline, build_registry()).run(m, mam)
    return print_module(m)


def _count(text: str, triple: str, lsr: bool = False) -> tuple[int, bytes]:
    module = parse_module(text, "k")
    target = get_target(triple)
    opts = Options(opt_level=2, lsr=lsr)
    fns = compile_module(module, target, opts)
    obj = to_object(Compiled(module, target, fns, opts))
    out = io.BytesIO()
    _, count = run_program([obj], target, [b"k"], LIMIT, stats=True, stdout=out,
                           stderr=io.BytesIO())
    return count, out.getvalue()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("--kernel", action="append", default=[])
    ap.add_argument("--clang-o2", action="store_true", help="start from clang-16 -O2 IR")
    ap.add_argument("--backend", action="store_true",
                    help="after: pyllc -O2 with its own loop-reduce (no pyopt pass, no "
                         "loop-simplify/lcssa); before: pyllc -O2 -disable-lsr")
    args = ap.parse_args()
    triples = args.target or list(TARGETS)
    kernels = [k for k in sorted(KERNELS.glob("*.c")) if not args.kernel or k.stem in args.kernel]
    for triple in triples:
        ratios: list[float] = []
        print(f"== {triple}")
        for c in kernels:
            with tempfile.TemporaryDirectory() as td:
                ll = Path(td) / "k.ll"
                level = ["-O2"] if args.clang_o2 else ["-O0", "-Xclang", "-disable-O0-optnone"]
                subprocess.run(["clang-16", f"--target={triple}", "-S", "-emit-llvm", *level,
                                "-fno-stack-protector", str(c), "-o", str(ll)],
                               check=True, capture_output=True)
                o2 = ll.read_text() if args.clang_o2 else _optimize(ll.read_text(), "default<O2>", triple)
            before, out1 = _count(o2, triple)
            if args.backend:
                after, out2 = _count(o2, triple, lsr=True)
            else:
                after, out2 = _count(_optimize(o2, "loop(loop-reduce)", triple), triple)
            ratios.append(after / before)
            same = "same output" if out1 == out2 else "OUTPUT DIFFERS"
            print(f"  {c.stem:10} {before:>10} {after:>10}  {after / before:.3f}  {same}")
        print(f"  geomean after/before: {math.exp(sum(map(math.log, ratios)) / len(ratios)):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
