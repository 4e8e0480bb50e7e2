"""Start-up and emulation speed, as a user running the tools once per file sees them.

    python bench/bench_startup.py [--runs 7] [--loop 20000000] [--skip-emulation]
                                  [--only python|pyllc|pylli]

1. Start-up: the median wall and CPU (user + system) time of fresh processes:
   `pyllc -O2 one.ll -o -` (one small function) per target, `pylli hello.ll`, and a bare
   `python -c pass` for scale. CPU time is given because wall time on a shared machine
   includes waiting for a core.
2. Emulation speed: instructions per second of `pylli` on a hot loop of `--loop`
   iterations (a handful of instructions each) per target: the `--stats` count over the
   wall time of a plain run of the object compiled beforehand (so compiling is not
   timed, start-up is), and the time an infinite loop takes to reach the default
   instruction limit.

Figures print as a plain table; nothing here is a pass/fail test.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.timing import run_child  # noqa: E402

TARGETS = ("x86-64", "aarch64", "riscv64", "sparc")

ONE = """define i32 @add(i32 %a, i32 %b) {
entry:
  %c = add i32 %a, %b
  ret i32 %c
}
"""
HELLO = """@.str = private constant [14 x i8] c"hello, world\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @.str)
  ret i32 0
}
"""
LOOP = """define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %x = mul i32 %i, 7
  %acc.next = xor i32 %acc, %x
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, N
  br i1 %done, label %exit, label %loop
exit:
  %r = and i32 %acc.next, 127
  ret i32 %r
}
"""
SPIN = """define i32 @main() {
entry:
  br label %spin
spin:
  br label %spin
}
"""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)        # users have .pyc files
    return env


def _timed(cmd: list[str]) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of the child, exit status)."""
    child = run_child(cmd, env=_env(), capture=False)
    return child.wall, child.cpu, child.status


def _median(cmd: list[str], runs: int) -> tuple[float, float]:
    _timed(cmd)                                       # warm: .pyc files, page cache
    samples = [_timed(cmd) for _ in range(runs)]
    return (statistics.median(s[0] for s in samples),
            statistics.median(s[1] for s in samples))


def startup(runs: int, work: Path, only: str | None = None) -> None:
    one = work / "one.ll"
    one.write_text(ONE)
    hello = work / "hello.ll"
    hello.write_text(HELLO)
    py = sys.executable
    print(f"start-up, median of {runs} runs          wall s    CPU s")
    rows = [("python -c pass", [py, "-c", "pass"])]
    rows += [(f"pyllc -O2 one.ll ({t})", [py, "-m", "pyllc.tools.llc", "-O2", f"-march={t}",
                                           str(one), "-o", "-"]) for t in TARGETS]
    rows += [(f"pylli hello.ll ({t})", [py, "-m", "pyllc.tools.lli", f"-march={t}", str(hello)])
             for t in TARGETS]
    for name, cmd in rows:
        if only is not None and not name.startswith(only):
            continue
        wall, cpu = _median(cmd, runs)
        print(f"  {name:34} {wall:7.3f}  {cpu:7.3f}")


def emulation(iterations: int, work: Path) -> None:
    loop = work / "loop.ll"
    loop.write_text(LOOP.replace("N", str(iterations)))
    spin = work / "spin.ll"
    spin.write_text(SPIN)
    py = sys.executable
    print(f"emulation: hot loop of {iterations} iterations; infinite loop to the default limit")
    print("  target      instructions   run s   Minstr/s   spin to limit s")
    for t in TARGETS:
        obj = work / f"loop.{t}.o"
        subprocess.run([py, "-m", "pyllc.tools.llc", "-O2", f"-march={t}", "-filetype=obj",
                        str(loop), "-o", str(obj)], env=_env(), check=True)
        # the stats line gives the count; a run without --stats gives the speed users see
        proc = subprocess.run([py, "-m", "pyllc.tools.lli", "--stats", str(obj)], env=_env(),
                              capture_output=True, text=True, check=False)
        count = 0
        for line in proc.stderr.splitlines():
            if "executed" in line:
                count = int(line.split()[2])
        wall, _, _ = _timed([py, "-m", "pyllc.tools.lli", str(obj)])
        sobj = work / f"spin.{t}.o"
        subprocess.run([py, "-m", "pyllc.tools.llc", "-O2", f"-march={t}", "-filetype=obj",
                        str(spin), "-o", str(sobj)], env=_env(), check=True)
        spin_wall, _, status = _timed([py, "-m", "pyllc.tools.lli", str(sobj)])
        rate = count / wall / 1e6 if wall > 0 else 0.0
        print(f"  {t:10} {count:13d} {wall:7.2f} {rate:10.1f}   {spin_wall:7.2f} "
              f"(status {status})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--loop", type=int, default=20_000_000)
    ap.add_argument("--skip-emulation", action="store_true")
    ap.add_argument("--only", choices=("python", "pyllc", "pylli"), default=None,
                    help="time only the start-up rows of this tool")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="pyllc-startup-") as d:
        startup(args.runs, Path(d), args.only)
        if not args.skip_emulation:
            emulation(args.loop, Path(d))
    return 0


if __name__ == "__main__":
    sys.exit(main())
