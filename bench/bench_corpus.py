"""Dynamic instructions of the program corpus (tests/programs, clang -O2 IR): pyllc vs llc-16.

The same measurement as `make bench`'s third part (bench/run.py `dynamic_counts`), on
its own, per target and per program, with what a code-quality hunt needs: both counts,
their ratio, the instructions pyllc executes beyond llc-16's (the weight a fix can win),
the total ratio (what README quotes: sum of pyllc's counts over sum of llc-16's, so big
programs weigh most), the geometric mean of the per-program ratios, and the outputs'
agreement. Each program runs with its name as argv[0], stdout captured.

    python bench/bench_corpus.py [--target T ...] [--program NAME ...] [--worst N]

Nothing here is a pass/fail test; a program that fails prints why and the run goes on.
"""
from __future__ import annotations

import argparse
import io
import math
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyllc.emu import run_program  # noqa: E402
from pyllc.pipeline import Options, compile_module  # noqa: E402
from pyllc.targets import get_target  # noqa: E402
from pyllc.tools.compile import Compiled, choose_target, load_module, to_object  # noqa: E402
from pyllc.tools.lli import load_object  # noqa: E402

PROGRAMS = ROOT / "tests" / "programs"
TARGETS = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
           "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
# llc-16's default RISC-V CPU has no extensions; clang's IR asks for rv64gc per function
LLC_ATTRS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
LIMIT = 500_000_000


def _run(obj: object, triple: str, name: str) -> tuple[int, bytes]:
    out = io.BytesIO()
    _, count = run_program([obj], get_target(triple), [name.encode()], LIMIT, stats=True,
                           stdout=out, stderr=io.BytesIO())
    return count, out.getvalue()


def ours(ll: Path, triple: str, name: str) -> tuple[int, bytes]:
    """pyllc -O2's object for `ll`, run under pylli: (instructions, stdout)."""
    module = load_module(ll.read_text(), str(ll))
    target = choose_target(module, triple, None, None)
    fns = compile_module(module, target, Options(opt_level=2))
    obj = to_object(Compiled(module, target, fns, Options(opt_level=2)))
    return _run(obj, triple, name)


def theirs(ll: Path, triple: str, name: str, work: Path) -> tuple[int, bytes]:
    """llc-16 -O2's object for `ll`, run under pylli: (instructions, stdout)."""
    obj_path = work / f"{name}.{triple}.llc.o"
    subprocess.run(["llc-16", f"-mtriple={triple}", *LLC_ATTRS.get(triple, []), "-O2",
                    "-filetype=obj", str(ll), "-o", str(obj_path)], check=True,
                   capture_output=True)
    _, obj = load_object(str(obj_path))
    return _run(obj, triple, name)


def measure(triple: str, names: list[str], work: Path, worst: int) -> None:
    """Print one target's table, its totals and its `worst` programs by excess."""
    print(f"\n## {triple}: dynamic instructions, pyllc -O2 vs llc-16 -O2 (clang -O2 IR)")
    rows: list[tuple[str, int, int]] = []
    for name in names:
        ll = PROGRAMS / "ll" / triple / f"{name}.O2.ll"
        if not ll.exists():
            continue
        try:
            n_ours, out_ours = ours(ll, triple, name)
            n_llc, out_llc = theirs(ll, triple, name, work)
        except Exception as e:  # a benchmark reports failures and goes on
            print(f"  {name:22s} failed: {str(e).splitlines()[0][:80]}")
            continue
        same = "" if out_ours == out_llc else "  OUTPUT DIFFERS"
        print(f"  {name:22s} {n_ours:>12,d} {n_llc:>12,d}  {n_ours / max(n_llc, 1):5.2f}x"
              f" {n_ours - n_llc:>+11,d}{same}", flush=True)
        rows.append((name, n_ours, n_llc))
    if not rows:
        return
    total = sum(r[1] for r in rows)
    total_llc = sum(r[2] for r in rows)
    geo = math.exp(sum(math.log(r[1] / max(r[2], 1)) for r in rows) / len(rows))
    print(f"  {'total':22s} {total:>12,d} {total_llc:>12,d}  {total / total_llc:5.2f}x"
          f" {total - total_llc:>+11,d}   ({len(rows)} programs; geomean {geo:.3f}x)")
    by_excess = sorted(rows, key=lambda r: r[2] - r[1])[:worst]
    print("  largest excess: " + ", ".join(
        f"{n} {a - b:+,d} ({a / max(b, 1):.2f}x)" for n, a, b in by_excess))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", action="append", choices=TARGETS)
    ap.add_argument("--program", action="append")
    ap.add_argument("--worst", type=int, default=8)
    args = ap.parse_args()
    if shutil.which("llc-16") is None:
        print("llc-16 is not installed: nothing to compare against", file=sys.stderr)
        return 1
    names = args.program or (PROGRAMS / "programs.txt").read_text().split()
    with tempfile.TemporaryDirectory() as tmp:
        for triple in args.target or TARGETS:
            measure(triple, names, Path(tmp), args.worst)
    return 0


if __name__ == "__main__":
    sys.exit(main())
