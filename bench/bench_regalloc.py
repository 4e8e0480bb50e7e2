"""Compile time of the -O2 register allocators (issue 13's 25 % limit), per target.

For each target and input, pyllc -O2 compiles the module twice in this process, once
with the greedy allocator (the default) and once with linear scan (llc's
`-regalloc=basic`), and prints the `regalloc` stage (what `-time-passes` shows) and
the whole backend (every stage after parsing) of each, with greedy/basic ratios.
Inputs:
- `large`: the 2,000-function module of `make bench` (bench/run.py's generated C,
  clang-16 -O0 IR, compiled at pyllc -O2);
- `bigfn`: one function of ~12k IR instructions with loops, calls and many values
  live at once (generated C, clang-16 -O2 IR);
- `corpus`: the clang -O2 IR of every tests/programs program.
Each figure is the best of `--runs` runs (the machine is shared; the minimum is the
least disturbed). CPU seconds of this process: the stage clocks of `-time-passes`
are read through `time.process_time` here, as wall-clock time on a shared machine
mostly measures the other processes.

    python bench/bench_regalloc.py [--runs 2] [--inputs large,bigfn,corpus] [TRIPLE ...]
"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pyllc.pipeline as pipeline  # noqa: E402
from bench.run import _generated_c  # noqa: E402
from pyllc.pipeline import Options, compile_module  # noqa: E402
from pyllc.tools.compile import choose_target, load_module  # noqa: E402

TARGETS = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
           "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
PROGRAMS = ROOT / "tests" / "programs"


def big_function_c(blocks: int = 300) -> str:
    """One function whose body is `blocks` loops, each keeping several accumulators and
    array values live at once, with calls between them (values live across calls)."""
    body = []
    for i in range(blocks):
        body.append(
            f"  for (int j = 0; j < n; j++) {{ unsigned x = a[j] * {i + 3}u + s{i % 6};"
            f" s{(i + 1) % 6} += x ^ (s{(i + 2) % 6} >> {i % 7 + 1});"
            f" s{(i + 3) % 6} = (s{(i + 3) % 6} << 1) + b[(j + {i}) & 63] + x;"
            f" if (x & {1 << (i % 5)}) s{(i + 4) % 6} -= a[(j * {i % 3 + 1}) & 63] + s{i % 6};"
            f" s{(i + 5) % 6} ^= s{(i + 1) % 6} * {i + 11}u + c{i % 4}; }}")
        if i % 5 == 4:
            body.append(f"  c{i % 4} += ext(s0 + s1, s2 ^ s3, s4 - s5);")
    decls = "unsigned s0 = 1, s1 = 2, s2 = 3, s3 = 4, s4 = 5, s5 = 6, c0 = 7, c1 = 8, c2 = 9, c3 = 10;"
    return ("unsigned ext(unsigned, unsigned, unsigned);\n"
            "unsigned big(unsigned *a, unsigned *b, int n) {\n  " + decls + "\n"
            + "\n".join(body) + "\n  return s0 + s1 + s2 + s3 + s4 + s5 + c0 + c1 + c2 + c3;\n}\n")


def _clang(src: str, triple: str, opt: str, out: Path) -> Path:
    c = out.with_suffix(".c")
    c.write_text(src)
    subprocess.run(["clang-16", f"--target={triple}", "-S", "-emit-llvm", opt, "-ffreestanding",
                    "-fno-stack-protector", str(c), "-o", str(out)], check=True)
    return out


def inputs(triple: str, work: Path, wanted: list[str]) -> dict[str, list[Path]]:
    out: dict[str, list[Path]] = {}
    if shutil.which("clang-16"):
        if "large" in wanted:
            out["large"] = [_clang(_generated_c(2000), triple, "-O0", work / f"large.{triple}.ll")]
        if "bigfn" in wanted:
            out["bigfn"] = [_clang(big_function_c(), triple, "-O2", work / f"bigfn.{triple}.ll")]
    if "corpus" in wanted:
        out["corpus"] = sorted((PROGRAMS / "ll" / triple).glob("*.O2.ll"))
    return out


class _CpuClock:
    """Stands in for the `time` module in pyllc.pipeline: its stage clock is CPU time."""
    perf_counter = staticmethod(time.process_time)


def measure(files: list[Path], triple: str, regalloc: str) -> tuple[float, float, int]:
    """(regalloc seconds, backend seconds, IR instructions) over `files`."""
    ra = total = 0.0
    n = 0
    for f in files:
        module = load_module(f.read_text(), str(f))
        n += sum(len(b.instructions) for fn in module.functions for b in fn.blocks)
        opts = Options(opt_level=2, regalloc=regalloc)
        t0 = time.process_time()
        compile_module(module, choose_target(module, triple, None, None), opts)
        total += time.process_time() - t0
        ra += opts.timings.get("regalloc", 0.0)
    return ra, total, n


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--inputs", default="large,bigfn,corpus")
    ap.add_argument("triples", nargs="*", default=list(TARGETS))
    args = ap.parse_args(argv)
    pipeline.time = _CpuClock  # type: ignore[assignment]
    print(f"{'target':28s} {'input':7s} {'IR ins':>7s} {'RA greedy':>9s} {'RA basic':>9s} "
          f"{'ratio':>6s} {'BE greedy':>9s} {'BE basic':>9s} {'ratio':>6s}")
    with tempfile.TemporaryDirectory() as tmp:
        for triple in args.triples:
            for name, files in inputs(triple, Path(tmp), args.inputs.split(",")).items():
                best: dict[str, tuple[float, float]] = {}
                n = 0
                for _ in range(args.runs):
                    for ra_name in ("greedy", "linear-scan"):
                        ra, be, n = measure(files, triple, ra_name)
                        old = best.get(ra_name)
                        best[ra_name] = (min(ra, old[0]), min(be, old[1])) if old else (ra, be)
                (rg, bg), (rb, bb) = best["greedy"], best["linear-scan"]
                print(f"{triple:28s} {name:7s} {n:7d} {rg:8.2f}s {rb:8.2f}s {rg / rb:5.2f}x "
                      f"{bg:8.2f}s {bb:8.2f}s {bg / bb:5.2f}x", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
