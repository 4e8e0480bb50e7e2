"""Dynamic instruction counts of small C kernels (bench/kernels/*.c): pyllc against llc-16.

For each target and kernel: clang-16 compiles the C to IR (-O2, and -O0 for the -O0
comparison); pyllc compiles that IR at the same level and the program runs under pylli
with exact counting; llc-16 compiles the same IR to an object (`-filetype=obj`) that
pylli loads and counts the same way. Printed: both counts, their ratio, the outputs'
agreement, and per target the geometric mean of the ratios and pyllc's compile time.

Static code size: the bytes of the executable sections (`.text*`, so every function of
the kernel's object plus the alignment padding between and inside functions that each
compiler asks for; constant pools and data are not counted) of pyllc's in-memory
object and of llc-16's `.o`, read from the same objects that run, so it costs nothing.

    python bench/bench_kernels.py [-O0|-O2 ...] [--target T ...] [--kernel NAME ...]

Nothing here is a pass/fail test; a kernel that fails prints why and the run goes on.
"""
from __future__ import annotations

import argparse
import io
import math
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyllc.emu import run_program  # noqa: E402
from pyllc.mc.objfile import ObjectFile  # noqa: E402
from pyllc.pipeline import Options, compile_module  # noqa: E402
from pyllc.targets import get_target  # noqa: E402
from pyllc.tools.compile import Compiled, choose_target, load_module, to_object  # noqa: E402
from pyllc.tools.lli import load_object  # noqa: E402

KERNELS = ROOT / "bench" / "kernels"
TARGETS = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
           "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
# llc-16's default RISC-V CPU has no extensions; clang's IR asks for rv64gc per function
LLC_ATTRS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
LIMIT = 500_000_000


def _clang(c: Path, triple: str, opt: int, out: Path) -> None:
    subprocess.run(["clang-16", f"--target={triple}", "-S", "-emit-llvm", f"-O{opt}",
                    "-fno-stack-protector", str(c), "-o", str(out)],
                   check=True, capture_output=True)


def text_bytes(obj: ObjectFile) -> int:
    """Bytes of the object's executable sections."""
    return sum(len(sec.data) for sec in obj.sections.values() if sec.kind == "text")


def _ours(ll: Path, triple: str, opt: int) -> tuple[int, bytes, float, int]:
    t0 = time.perf_counter()
    module = load_module(ll.read_text(), str(ll))
    target = choose_target(module, triple, None, None)
    fns = compile_module(module, target, Options(opt_level=opt))
    obj = to_object(Compiled(module, target, fns, Options(opt_level=opt)))
    secs = time.perf_counter() - t0
    out = io.BytesIO()
    _, count = run_program([obj], target, [b"k"], LIMIT, stats=True, stdout=out,
                           stderr=io.BytesIO())
    return count, out.getvalue(), secs, text_bytes(obj)


def _llc(ll: Path, triple: str, opt: int, work: Path) -> tuple[int, bytes, int]:
    obj_path = ll.with_suffix(".llc.o")
    subprocess.run(["llc-16", f"-mtriple={triple}", *LLC_ATTRS.get(triple, []), f"-O{opt}",
                    "-filetype=obj", str(ll), "-o", str(obj_path)], check=True, capture_output=True)
    _, obj = load_object(str(obj_path))
    assert isinstance(obj, ObjectFile)
    out = io.BytesIO()
    _, count = run_program([obj], get_target(triple), [b"k"], LIMIT, stats=True, stdout=out,
                           stderr=io.BytesIO())
    return count, out.getvalue(), text_bytes(obj)


def run(levels: list[int], targets: list[str], names: list[str]) -> dict:
    """Print the tables; returns {(triple, level): (geomean ratio of executed
    instructions, geomean ratio of .text bytes)}."""
    if shutil.which("clang-16") is None or shutil.which("llc-16") is None:
        print("bench_kernels: clang-16 and llc-16 are needed: skipped")
        return {}
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for triple in targets:
            for opt in levels:
                print(f"\n## {triple} -O{opt}: dynamic instructions, pyllc vs llc-16;"
                      f" .text bytes")
                logs: list[float] = []
                size_logs: list[float] = []
                compile_secs = 0.0
                for name in names:
                    ll = work / f"{name}.{triple}.O{opt}.ll"
                    try:
                        _clang(KERNELS / f"{name}.c", triple, opt, ll)
                        ours, out_ours, secs, size_ours = _ours(ll, triple, opt)
                        theirs, out_theirs, size_theirs = _llc(ll, triple, opt, work)
                    except Exception as e:  # a benchmark reports failures and goes on
                        print(f"  {name:12s} failed: {str(e).splitlines()[0][:90]}")
                        continue
                    compile_secs += secs
                    same = "" if out_ours == out_theirs else "  OUTPUT DIFFERS"
                    logs.append(math.log(ours / theirs))
                    size_logs.append(math.log(size_ours / size_theirs))
                    print(f"  {name:12s} {ours:>11,d} {theirs:>11,d}  {ours / theirs:5.2f}x"
                          f"   {size_ours:>6,d} {size_theirs:>6,d}  "
                          f"{size_ours / size_theirs:5.2f}x{same}")
                if logs:
                    g = math.exp(sum(logs) / len(logs))
                    gs = math.exp(sum(size_logs) / len(size_logs))
                    results[(triple, opt)] = (g, gs)
                    print(f"  {'geomean':12s} {'':>23s}  {g:5.2f}x   {'':>13s}  {gs:5.2f}x"
                          f"   (pyllc compile {compile_secs:.2f}s)")
    return results


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("-O", dest="levels", type=int, action="append",
                   help="optimization level(s) (default: 2 and 0)")
    p.add_argument("--target", action="append", help="target triple(s) (default: all four)")
    p.add_argument("--kernel", action="append", help="kernel name(s) (default: all)")
    args = p.parse_args(argv)
    names = args.kernel or sorted(c.stem for c in KERNELS.glob("*.c"))
    results = run(args.levels or [2, 0], args.target or list(TARGETS), names)
    if results:
        print("\n## summary (geomean pyllc/llc-16: executed instructions, .text bytes)")
        for (triple, opt), (g, gs) in results.items():
            print(f"  {triple:28s} -O{opt}  {g:5.2f}x  {gs:5.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
