"""Share of -O2 compile time spent in the machine passes of issue 13 (coalescer, machine
LICM, phi-edge splitting, block placement, jump threading), measured with cProfile over
the clang -O2 IR of tests/programs per target (parsing excluded). A share, not seconds:
on a loaded machine wall-clock totals vary far more than the share does.

    python bench/bench_machine_passes.py [TRIPLE ...]
"""
from __future__ import annotations

import cProfile
import pstats
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyllc.pipeline import Options, compile_module  # noqa: E402
from pyllc.tools.compile import choose_target, load_module  # noqa: E402

PASSES = ("coalesce", "hoist_invariants", "split_phi_edges", "place_blocks", "_thread_jumps")
TARGETS = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
           "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")


def main(argv: list[str]) -> int:
    for triple in argv or TARGETS:
        files = sorted((ROOT / "tests" / "programs" / "ll" / triple).glob("*.O2.ll"))
        modules = [load_module(f.read_text(), str(f)) for f in files]
        prof = cProfile.Profile()
        prof.enable()
        for m in modules:
            compile_module(m, choose_target(m, triple, None, None), Options(opt_level=2))
        prof.disable()
        stats = pstats.Stats(prof).stats  # type: ignore[attr-defined]
        total = sum(v[2] for v in stats.values())
        spent = {k[2]: v[3] for k, v in stats.items() if k[2] in PASSES}
        parts = ", ".join(f"{k} {v:.2f}s" for k, v in sorted(spent.items(), key=lambda kv: -kv[1]))
        print(f"{triple}: {100 * sum(spent.values()) / total:.1f}% of {total:.2f}s ({parts})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
