"""llvm-stress sweep of the optimizer: `pyopt -O2` (or any pipeline) on llvm-stress-16 modules.

    python tools/stress_opt.py [--seeds 40] [--first 1] [--size 100] [--passes 'default<O2>']

Per seed: the raw module must optimize without an exception and verify, and llvm-as-16
must accept the result; the well-defined variant with its `main` (tools/stress_diff.py)
must print the same under lli-16 before and after the pipeline (a miscompile otherwise).
Prints one line per problem and a summary; exit status 1 when there is any.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from stress_check import generate  # noqa: E402
from stress_diff import harness, lli_output, well_defined  # noqa: E402

from pyllc.ir import parse_module, print_module  # noqa: E402
from pyllc.ir.verifier import verify_module  # noqa: E402
from pyllc.opt.passmanager import ModuleAnalysisManager  # noqa: E402
from pyllc.opt.pipeline import parse_pipeline  # noqa: E402
from pyllc.opt.registry import build_registry  # noqa: E402

REG = build_registry()


def optimize(text: str, passes: str) -> str:
    m = parse_module(text)
    verify_module(m)
    parse_pipeline(passes, REG).run(m, ModuleAnalysisManager(m))
    verify_module(m)
    return print_module(m)


def check_seed(seed: int, size: int, passes: str, work: Path) -> list[str]:
    """The problems of one seed (empty when none)."""
    text = generate(seed, size)
    problems: list[str] = []
    for kind, src in (("raw", text), ("run", harness(well_defined(text)))):
        try:
            out = optimize(src, passes)
        except Exception as e:  # a sweep reports every failure and goes on
            tb = traceback.extract_tb(e.__traceback__)[-1]
            problems.append(f"{kind}: {type(e).__name__}: {str(e).splitlines()[0][:120]} "
                            f"({Path(tb.filename).name}:{tb.lineno})")
            continue
        ll = work / f"s{seed}.{kind}.ll"
        ll.write_text(out)
        r = subprocess.run(["llvm-as-16", str(ll), "-o", "/dev/null"], capture_output=True,
                           text=True, check=False)
        if r.returncode:
            problems.append(f"{kind}: llvm-as-16 rejects: {r.stderr.strip()[:160]}")
        if kind == "run":
            before = work / f"s{seed}.before.ll"
            before.write_text(src)
            a, b = lli_output(before), lli_output(ll)
            if a != b and not a.startswith(("exit", "timeout")):
                problems.append(f"run: miscompile: lli-16 prints {a.strip()!r} before, {b.strip()!r} after")
    return problems


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=40)
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--size", type=int, default=100)
    ap.add_argument("--passes", default="default<O2>")
    a = ap.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(a.first, a.first + a.seeds):
            for p in check_seed(seed, a.size, a.passes, Path(tmp)):
                print(f"seed {seed}: {p}", flush=True)
                bad += 1
    print(f"stress_opt: {a.seeds} seeds of size {a.size} through {a.passes}: {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
