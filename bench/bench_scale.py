"""Backend throughput and growth: pyllc against llc-16 on a zlib-sized module, and time
and peak memory of one function growing from 1k to 100k IR instructions.

    python bench/bench_scale.py [--triple T ...] [--level 0 --level 2] [--no-module]
                                [--no-growth] [--sizes 1000,10000,100000] [--shape S ...]
                                [--runs 1] [--llc-runs 5]

1. Module: the program corpus (tests/programs/ll/<triple>/*.O<level>.ll, clang's IR at
   that level) linked into one module by `opt-16 -passes=internalize` (only each
   program's `main`, renamed, stays public) and `llvm-link-16`: ~16k IR instructions at
   -O0 and ~10k at -O2 on x86-64, zlib's size (programs llc-16 rejects are left out:
   on SPARC, a dynamic alloca with over-alignment). pyllc at the same level as the IR
   against llc-16 on the same file; each compile runs in a fresh child process and is
   timed by its CPU time (user + system, start-up included, as a user would pay it).
   Each figure is the least of several runs: `--llc-runs` (default 5) for llc-16, whose
   own time moves 2-3x between runs on a loaded machine (0.15-0.63 s seen), `--runs`
   (default 1) for pyllc; the ratio is least against least.
   Prints IR instructions per second, the ratio to llc-16, peak RSS and each stage's
   share (parse+verify, the pipeline stages of `-time-passes`, asm-print).
2. Growth (-O0 and -O2): one function of N IR instructions, `straight` (a chain of
   integer arithmetic) or `branchy` (diamonds of small blocks joined by phis, two
   loop-carried values and four arguments live across the whole function); `--shape
   switch` adds one huge switch. Prints time,
   instructions per second and peak RSS per size, and the growth exponent of each
   between the smallest and the largest size (1.0 = linear), of the compile's own CPU
   time (the stages; start-up left out) and of the peak RSS above what the imports take.

Figures print as plain tables; nothing here is a pass/fail test.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.timing import best_child, compile_stages  # noqa: E402

TRIPLES = ("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
LLC_ATTRS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
CACHE = Path(tempfile.gettempdir()) / "pyllc-bench"


def _child(path: str, triple: str, level: int) -> None:
    """Compile `path` in this (fresh) process and print the figures as JSON."""
    from pyllc.tools.common import tune_gc
    tune_gc()
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    # CPU time: the figure that means something on a shared machine
    n, _, stages = compile_stages(path, triple, level, time.process_time)
    # the whole process: start-up and imports included, as a user pays them
    cpu = time.process_time()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(json.dumps({"instrs": n, "stages": stages, "cpu": cpu, "rss": rss,
                      "rss0": rss0}))


def measure(cmd: list[str], runs: int = 1) -> tuple[float, str]:
    """Run `cmd` alone `runs` times; the least CPU seconds (user + system) and that run's
    stdout."""
    child = best_child(cmd, runs)
    if child.status != 0:
        tail = child.stderr.strip().splitlines()[-1:] or ["(no message)"]
        raise RuntimeError(f"{Path(cmd[0]).name} failed: {tail[0][:200]}")
    return child.cpu, child.stdout


def pyllc(path: Path, triple: str, level: int, runs: int = 1) -> tuple[float, int, dict]:
    """CPU seconds, peak RSS (MiB, from the child's own getrusage) and the child's report,
    of the fastest of `runs` runs."""
    _, out = measure([sys.executable, __file__, "--child", str(path), triple, str(level)], runs)
    info = json.loads(out)
    return info["cpu"], info["rss"], info


def llc(path: Path, triple: str, level: int, runs: int = 1) -> float | None:
    """llc-16's least CPU seconds of `runs` runs, or None (not installed, or it fails)."""
    exe = shutil.which("llc-16")
    if exe is None:
        return None
    try:
        cpu, _ = measure([exe, f"-mtriple={triple}", *LLC_ATTRS.get(triple, []), f"-O{level}",
                          str(path), "-o", os.devnull], runs)
    except RuntimeError:     # llc-16 crashes on some SPARC inputs (f128 calls)
        return None
    return cpu


def linked_corpus(triple: str, level: int) -> Path | None:
    """The program corpus at `level` as one module (see the module docstring)."""
    opt, link = shutil.which("opt-16"), shutil.which("llvm-link-16")
    if opt is None or link is None:
        return None
    CACHE.mkdir(exist_ok=True)
    out = CACHE / f"corpus.{triple}.O{level}.ll"
    if out.exists():
        return out
    with tempfile.TemporaryDirectory() as tmp:
        parts = []
        for src in sorted((ROOT / "tests/programs/ll" / triple).glob(f"*.O{level}.ll")):
            name = src.name.split(".")[0]
            r = subprocess.run([opt, "-passes=internalize", "-internalize-public-api-list=main",
                                "-S", str(src), "-o", "-"], capture_output=True, text=True,
                               check=True)
            part = Path(tmp) / f"{name}.ll"
            part.write_text(r.stdout.replace("@main(", f"@main_{name}("))
            if llc(part, triple, level) is not None:  # only what both compilers accept
                parts.append(str(part))
        subprocess.run([link, "-S", *parts, "-o", str(out)], check=True)
    return out


def _stage_line(stages: dict[str, float]) -> str:
    total = sum(stages.values()) or 1.0
    return ", ".join(f"{k} {100 * v / total:.0f}%"
                     for k, v in sorted(stages.items(), key=lambda kv: -kv[1]) if v >= 0.005 * total)


def module_table(triples: list[str], levels: list[int], runs: int = 1, llc_runs: int = 5) -> None:
    print("## zlib-sized module (program corpus linked): pyllc vs llc-16, CPU seconds"
          f" (least of {runs} / {llc_runs} runs)")
    print(f"  {'target':26s} {'lvl':>3s} {'instrs':>7s} {'pyllc':>7s} {'llc-16':>7s} {'ratio':>6s}"
          f" {'instr/s':>8s} {'peak MB':>7s}")
    for level in levels:
        for triple in triples:
            path = linked_corpus(triple, level)
            if path is None:
                print("  opt-16/llvm-link-16 not installed: skipped")
                return
            try:
                cpu, rss, info = pyllc(path, triple, level, runs)
            except RuntimeError as e:
                print(f"  {triple:26s} -O{level}: {e}")
                continue
            ref = llc(path, triple, level, llc_runs)
            ratio = f"{cpu / ref:5.1f}x" if ref else "    -"
            ref_s = f"{ref:7.2f}" if ref else "      -"
            print(f"  {triple:26s} -O{level} {info['instrs']:7d} {cpu:7.2f} {ref_s} {ratio:>6s}"
                  f" {info['instrs'] / cpu:8,.0f} {rss:7d}")
            print(f"      stages: {_stage_line(info['stages'])}")


def straight(n: int) -> str:
    """One function of ~n IR instructions: a chain of integer arithmetic."""
    ops = ("add", "xor", "mul", "sub", "or", "shl")
    lines = ["define i64 @f(i64 %a0, i64 %a1, i64 %a2, i64 %a3) {", "entry:",
             "  %v0 = add i64 %a0, %a1", "  %v1 = xor i64 %a2, %a3", "  %v2 = mul i64 %v0, %v1"]
    for i in range(3, n - 1):
        op = ops[i % len(ops)]
        rhs = f"%v{i - 3}" if op != "shl" else str(i % 7 + 1)
        lines.append(f"  %v{i} = {op} i64 %v{i - 1}, {rhs}")
    lines += [f"  ret i64 %v{n - 2}", "}", ""]
    return "\n".join(lines)


def branchy(n: int) -> str:
    """One function of ~n IR instructions: diamonds of small blocks joined by phis, two
    values carried through them and the four arguments live to the end."""
    lines = ["define i64 @f(i64 %a0, i64 %a1, i64 %a2, i64 %a3) {", "entry:",
             "  br label %b0"]
    units = max(1, (n - 8) // 9)
    x, y = "%a0", "%a1"
    for i in range(units):
        lines += [f"b{i}:",
                  f"  %c{i} = icmp ult i64 {x}, {y}",
                  f"  br i1 %c{i}, label %t{i}, label %e{i}",
                  f"t{i}:",
                  f"  %ta{i} = add i64 {x}, {i % 97 + 1}",
                  f"  %tb{i} = xor i64 {y}, %ta{i}",
                  f"  br label %j{i}",
                  f"e{i}:",
                  f"  %ea{i} = mul i64 {y}, {i % 13 + 3}",
                  f"  br label %j{i}",
                  f"j{i}:",
                  f"  %x{i} = phi i64 [ %ta{i}, %t{i} ], [ %ea{i}, %e{i} ]",
                  f"  %y{i} = phi i64 [ %tb{i}, %t{i} ], [ {y}, %e{i} ]",
                  f"  br label %b{i + 1}"]
        x, y = f"%x{i}", f"%y{i}"
    lines += [f"b{units}:", f"  %s0 = add i64 {x}, {y}", "  %s1 = add i64 %s0, %a0",
              "  %s2 = add i64 %s1, %a1", "  %s3 = add i64 %s2, %a2", "  %s4 = add i64 %s3, %a3",
              "  ret i64 %s4", "}", ""]
    return "\n".join(lines)


def switch(n: int) -> str:
    """One function of ~n IR instructions: one `switch` over n/4 cases, each case a block
    of three instructions that joins a phi at the end."""
    cases = max(1, n // 4)
    lines = ["define i64 @f(i64 %a0, i64 %a1) {", "entry:",
             "  switch i64 %a0, label %done [" + " ".join(
                 f"i64 {3 * i}, label %c{i}" for i in range(cases)) + " ]"]
    for i in range(cases):
        lines += [f"c{i}:", f"  %m{i} = mul i64 %a1, {i + 2}", f"  %x{i} = xor i64 %m{i}, {i}",
                  "  br label %done"]
    lines += ["done:", "  %r = phi i64 [ 0, %entry ], " + ", ".join(
        f"[ %x{i}, %c{i} ]" for i in range(cases)), "  ret i64 %r", "}", ""]
    return "\n".join(lines)


SHAPES = {"straight": straight, "branchy": branchy, "switch": switch}


def growth_table(triples: list[str], levels: list[int], sizes: list[int], shapes: list[str]) -> None:
    print("\n## growth: one function of N IR instructions (CPU s, instr/s, peak RSS MB)")
    CACHE.mkdir(exist_ok=True)
    for level in levels:
        for shape in shapes:
            for triple in triples:
                row = []
                points: list[tuple[int, float, int]] = []
                for size in sizes:
                    path = CACHE / f"grow-{shape}-{size}.ll"
                    if not path.exists():
                        path.write_text(SHAPES[shape](size))
                    try:
                        cpu, rss, info = pyllc(path, triple, level)
                    except RuntimeError as e:
                        row.append(f"{size}: {e}")
                        break
                    # the exponent is of the compile's own work (start-up left out) and of
                    # the memory above what the imports take
                    points.append((info["instrs"], sum(info["stages"].values()),
                                   rss - info["rss0"]))
                    row.append(f"{info['instrs']:>6d}: {cpu:6.2f}s {info['instrs'] / cpu:6,.0f}/s {rss:5d}MB")
                exp = ""
                if len(points) >= 2:
                    (n0, t0, m0), (n1, t1, m1) = points[0], points[-1]
                    et = math.log(t1 / t0) / math.log(n1 / n0)
                    em = math.log(max(m1, 1) / max(m0, 1)) / math.log(n1 / n0)
                    exp = f"  time exponent {et:.2f}, RSS exponent {em:.2f}"
                print(f"  -O{level} {shape:8s} {triple.split('-')[0]:8s} " + " | ".join(row) + exp)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        _child(argv[1], argv[2], int(argv[3]))
        return 0
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--triple", action="append", choices=TRIPLES, help="default: all four")
    p.add_argument("--level", type=int, action="append", choices=(0, 1, 2, 3),
                   help="default: 0 and 2")
    p.add_argument("--no-module", action="store_true", help="skip the linked-corpus table")
    p.add_argument("--no-growth", action="store_true", help="skip the growth table")
    p.add_argument("--sizes", default="1000,10000,100000", help="growth sizes (comma list)")
    p.add_argument("--shape", action="append", choices=tuple(SHAPES),
                   help="default: straight and branchy")
    p.add_argument("--runs", type=int, default=1, help="pyllc runs per module figure (least kept)")
    p.add_argument("--llc-runs", type=int, default=5,
                   help="llc-16 runs per module figure (least kept; its time is noisy)")
    args = p.parse_args(argv)
    triples = list(args.triple or TRIPLES)
    levels = list(args.level or (0, 2))
    if not args.no_module:
        module_table(triples, levels, args.runs, args.llc_runs)
    if not args.no_growth:
        sizes = sorted(int(s) for s in args.sizes.split(","))
        growth_table(triples, levels, sizes, list(args.shape or ("straight", "branchy")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
