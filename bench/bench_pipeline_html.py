"""Figures for `pyllc -pipeline-html` and `pylli --profile` (docs/pipeline-html.md).

    python bench/bench_pipeline_html.py [--functions 2000] [--triple T] [--keep DIR]

1. The page on a large module: the generated C of `make bench` (bench/run.py, 2000
   functions by default: its "largest example"), compiled by clang-16 -O0 -g, then
   `pyllc -O2` with and without `-pipeline-html`: wall and CPU seconds (the CPU time
   includes Graphviz's), the page's size, and the ratio.
2. `pylli --profile` against a plain run, on objects (so no compile is timed): the bench
   kernels (bench/kernels, short runs: start-up dominates) and one hot loop of about
   10^8 instructions.

Needs clang-16 (else it says so and stops). Nothing here is a pass/fail test.
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))

from run import _generated_c  # noqa: E402

HOT_LOOP = r"""
int printf(const char *, ...);
int main(void) {
  unsigned h = 0;
  for (int i = 0; i < 20000000; i++) h = h * 31u + ((unsigned)i ^ (h >> 3));
  printf("%u\n", h);
  return 0;
}
"""


def timed(cmd: list[str]) -> tuple[float, float, subprocess.CompletedProcess[str]]:
    """(wall seconds, CPU seconds of the command and its children, the result)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=str(ROOT)))
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr}")
    return wall, cpu, p


def clang(src: Path, out: Path, triple: str, *flags: str) -> None:
    subprocess.run(["clang-16", f"--target={triple}", "-S", "-emit-llvm", *flags,
                    "-ffreestanding", "-fno-stack-protector", str(src), "-o", str(out)],
                   check=True)


def page_figures(work: Path, triple: str, n: int) -> None:
    c = work / f"large{n}.c"
    c.write_text(_generated_c(n))
    ll = work / f"large{n}.ll"
    clang(c, ll, triple, "-O0", "-g")
    count = sum(1 for line in ll.read_text().split("\n") if line.startswith("  ")
                and not line.lstrip().startswith(("call void @llvm.dbg", ";")))
    llc = [sys.executable, "-m", "pyllc.tools.llc", "-O2", str(ll)]
    wall0, cpu0, _ = timed(llc + ["-o", str(work / "plain.s")])
    page = work / "large.html"
    wall1, cpu1, _ = timed(llc + ["-o", str(work / "page.s"), f"-pipeline-html={page}"])
    same = (work / "plain.s").read_text() == (work / "page.s").read_text()
    print(f"## -pipeline-html on {ll.name} ({n} functions, ~{count:,} IR instructions, -O2)")
    print(f"  plain compile:        {wall0:7.1f} s wall, {cpu0:7.1f} s CPU")
    print(f"  with -pipeline-html:  {wall1:7.1f} s wall, {cpu1:7.1f} s CPU "
          f"({wall1 / wall0:.2f}x wall, {cpu1 / cpu0:.2f}x CPU)")
    print(f"  page: {page.stat().st_size / 1e6:.1f} MB; the .s is the same: {same}")


def profile_figures(work: Path, triple: str) -> None:
    progs = sorted((ROOT / "bench" / "kernels").glob("*.c"))
    hot = work / "hotloop.c"
    hot.write_text(HOT_LOOP)
    print("## pylli --profile against a plain run (objects from pyllc -O2)")
    for src in progs + [hot]:
        ll, obj = work / (src.stem + ".ll"), work / (src.stem + ".o")
        clang(src, ll, triple, "-O2")
        timed([sys.executable, "-m", "pyllc.tools.llc", "-O2", "-filetype=obj", str(ll),
               "-o", str(obj)])
        lli = [sys.executable, "-m", "pyllc.tools.lli"]
        plain, cpu0, p0 = timed(lli + ["--stats", str(obj)])
        prof, cpu1, p1 = timed(lli + [f"--profile={work / 'profile.txt'}", str(obj)])
        assert p0.stdout == p1.stdout, src.name
        insns = p0.stderr.strip().rsplit(" ", 2)[-2]
        print(f"  {src.stem:10} {int(insns):>12,} instructions  plain {plain:6.2f} s "
              f"({cpu0:6.2f} CPU)  --profile {prof:6.2f} s ({cpu1:6.2f} CPU)  "
              f"({prof / plain:.2f}x wall, {cpu1 / cpu0:.2f}x CPU)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--triple", default="x86_64-unknown-linux-gnu")
    ap.add_argument("--keep", metavar="DIR", help="work in DIR and keep the files")
    ap.add_argument("--skip-page", action="store_true")
    ap.add_argument("--skip-profile", action="store_true")
    args = ap.parse_args()
    if shutil.which("clang-16") is None:
        print("clang-16 is not installed: no figures")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(args.keep or tmp)
        work.mkdir(parents=True, exist_ok=True)
        if not args.skip_page:
            page_figures(work, args.triple, args.functions)
        if not args.skip_profile:
            profile_figures(work, args.triple)
    return 0


if __name__ == "__main__":
    sys.exit(main())
