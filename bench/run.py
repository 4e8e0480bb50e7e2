"""`make bench`: compile throughput and code quality, per target.

1. Compile throughput on a large module (thousands of functions, generated C compiled by
   clang-16 at -O0, or the checked-in program corpus concatenated when clang is missing):
   IR instructions per second at pyllc -O0 and -O2, the share of time per stage, and
   the ratio against `llc-16` on the same file where it is installed.
2. Linear growth: time per instruction for one function of growing size.
3. Dynamic instruction counts: every tests/programs program (clang -O2 IR) run under
   pylli at pyllc -O2.
4. The IR front end: parse+verify MB/s (bench/bench_parse.py); the optimizer against
   opt-16 (bench/bench_opt.py), `default<O2>` against opt-16 -O2
   (bench/bench_opt_pipeline.py); IR edit operations (bench/bench_ir_edits.py); start-up
   and emulation speed (bench/bench_startup.py).
5. Issue 16's figures: the linked corpus as one module against llc-16 and the growth of
   one function 1k -> 100k instructions (bench/bench_scale.py), and the same module
   interpreted against the compiled build of `make fast`, -j 1 and -j 2
   (bench/bench_mypyc.py; it sets PYLLC_MYPYC per run itself).

Figures print as plain tables; nothing here is a pass/fail test.
"""
from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.timing import compile_stages  # noqa: E402
from pyllc.diagnostics import CompileError  # noqa: E402
from pyllc.emu import run_program  # noqa: E402
from pyllc.pipeline import Options, compile_module  # noqa: E402
from pyllc.targets import arch_of, get_target  # noqa: E402
from pyllc.tools.compile import (  # noqa: E402
    Compiled,
    choose_target,
    load_module,
    to_object,
)
from pyllc.tools.lli import load_object  # noqa: E402

TARGETS = [t for t in ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
                       "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
           if (ROOT / "pyllc" / "targets" / arch_of(t) / "instrs.py").exists()]
PROGRAMS = ROOT / "tests" / "programs"


def _generated_c(n_functions: int) -> str:
    """C source with many small-to-medium functions of the kinds real code has."""
    parts = ["int printf(const char *, ...);", "struct s { int a; long long b; double c; };"]
    for i in range(n_functions):
        k = i % 4
        if k == 0:
            parts.append(f"int f{i}(int *a, int n) {{ int s = {i}; for (int j = 0; j < n; j++) "
                         f"{{ if (a[j] & 1) s += a[j] * {i % 7 + 1}; else s ^= a[j] >> 1; }} return s; }}")
        elif k == 1:
            parts.append(f"long long f{i}(long long x, long long y) {{ long long r = x * {i} + y; "
                         f"if (r > y) r -= x / (y | 1); switch (r & 3) {{ case 0: r += 1; break; "
                         f"case 1: r *= 3; break; case 2: r -= 7; break; default: r = -r; }} return r; }}")
        elif k == 2:
            parts.append(f"double f{i}(struct s *p, double x) {{ double t = p->c * x + {i}.5; "
                         f"p->a += (int)t; p->b -= p->a; return t / (x + 1.0); }}")
        else:
            parts.append(f"unsigned f{i}(unsigned x) {{ unsigned r = 0; while (x) {{ r += x & 0xff; "
                         f"x >>= 3; r = (r << 1) | (r >> 31); }} return r + {i}u; }}")
    parts.append("int main(void) { return 0; }")
    return "\n".join(parts) + "\n"


def _make_large(triple: str, n: int, workdir: Path) -> Path | None:
    clang = shutil.which("clang-16")
    if clang is None:
        return None
    c = workdir / f"large{n}.c"
    c.write_text(_generated_c(n))
    ll = workdir / f"large{n}.{triple}.ll"
    subprocess.run([clang, f"--target={triple}", "-S", "-emit-llvm", "-O0", "-ffreestanding",
                    "-fno-stack-protector", str(c), "-o", str(ll)], check=True)
    return ll


def _compile_time(path: Path, triple: str, opt: int) -> tuple[int, float, dict]:
    return compile_stages(path, triple, opt)


def _llc_time(path: Path, triple: str, opt: int) -> float | None:
    llc = shutil.which("llc-16")
    if llc is None:
        return None
    t0 = time.perf_counter()
    subprocess.run([llc, f"-mtriple={triple}", f"-O{opt}", str(path), "-o", os.devnull], check=True)
    return time.perf_counter() - t0


def throughput(triple: str, workdir: Path) -> None:
    print(f"\n## {triple}: compile throughput")
    large = _make_large(triple, 2000, workdir)
    if large is None:
        print("  clang-16 not installed: skipped (needed to build the large module)")
        return
    for opt in (0, 2):
        try:
            n, secs, timings = _compile_time(large, triple, opt)
        except CompileError as e:
            print(f"  -O{opt}: {e.format()}")
            continue
        llc = _llc_time(large, triple, opt)
        ratio = f", llc-16 {llc:.2f}s (pyllc/llc = {secs / llc:.0f}x)" if llc else ""
        print(f"  -O{opt}: {n} IR instructions in {secs:.2f}s = {n / secs:,.0f} instr/s{ratio}")
        total = sum(timings.values()) or 1
        print("     stage share: " + ", ".join(f"{k} {100 * v / total:.0f}%"
                                               for k, v in sorted(timings.items(), key=lambda kv: -kv[1])))
    print("  growth (one function, -O0):")
    for size in (250, 500, 1000, 2000):
        body = "\n".join(f"  x = x * {i % 13 + 1} + (x >> {i % 5 + 1}) ^ {i};" for i in range(size))
        c = workdir / f"grow{size}.c"
        c.write_text(f"unsigned long long g(unsigned long long x) {{\n{body}\n  return x; }}\n")
        ll = workdir / f"grow{size}.ll"
        subprocess.run(["clang-16", f"--target={triple}", "-S", "-emit-llvm", "-O0", str(c), "-o", str(ll)],
                       check=True)
        try:
            n, secs, _ = _compile_time(ll, triple, 0)
        except CompileError as e:
            print(f"    {size}: {e.format()}")
            continue
        print(f"    {n:6d} IR instructions: {secs:6.2f}s, {1e6 * secs / n:6.1f} us/instr")


LLC_ATTRS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}


def _llc_count(ll: Path, triple: str, name: str, work: Path) -> int | None:
    """Instructions executed by llc-16's object for the same IR, under pylli."""
    llc = shutil.which("llc-16")
    if llc is None:
        return None
    obj_path = work / f"{name}.llc.o"
    r = subprocess.run([llc, f"-mtriple={triple}", *LLC_ATTRS.get(triple, []), "-O2",
                        "-filetype=obj", str(ll), "-o", str(obj_path)], capture_output=True)
    if r.returncode != 0:
        return None
    _, obj = load_object(str(obj_path))
    _, count = run_program([obj], get_target(triple), [name.encode()], 500_000_000, stats=True,
                           stdout=io.BytesIO(), stderr=io.BytesIO())
    return count


def dynamic_counts(triple: str, work: Path) -> None:
    print(f"\n## {triple}: dynamic instruction counts (clang -O2 IR; pyllc -O2 vs llc-16 -O2)")
    names = (PROGRAMS / "programs.txt").read_text().split()
    total = total_llc = 0
    for name in names:
        ll = PROGRAMS / "ll" / triple / f"{name}.O2.ll"
        try:
            module = load_module(ll.read_text(), str(ll))
            target = choose_target(module, triple, None, None)
            fns = compile_module(module, target, Options(opt_level=2))
            obj = to_object(Compiled(module, target, fns, Options()))
            _, count = run_program([obj], target, [name.encode()], 500_000_000, stats=True,
                                   stdout=io.BytesIO(), stderr=io.BytesIO())
            llc = _llc_count(ll, triple, name, work)
            total += count
            if llc:
                total_llc += llc
                print(f"  {name:28s} {count:>12,d} {llc:>12,d}  {count / llc:5.2f}x")
            else:
                print(f"  {name:28s} {count:>12,d}")
        except Exception as e:  # a benchmark reports failures and goes on
            print(f"  {name:28s} failed: {str(e).splitlines()[0][:80]}")
    ratio = f"  {total / total_llc:5.2f}x" if total_llc else ""
    print(f"  {'total':28s} {total:>12,d} {total_llc:>12,d}{ratio}")


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for extra in ("bench_parse.py", "bench_opt.py", "bench_opt_pipeline.py", "bench_ir_edits.py",
                      "bench_startup.py", "bench_kernels.py", "bench_stress.py",
                      "bench_scale.py", "bench_mypyc.py"):
            subprocess.run([sys.executable, str(ROOT / "bench" / extra)], check=False)
        for triple in TARGETS:
            throughput(triple, work)
            dynamic_counts(triple, work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
