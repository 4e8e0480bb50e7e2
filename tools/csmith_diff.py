"""Csmith differential sweep of pyopt and pyllc against opt-16 and llc-16.

    python tools/csmith_diff.py [--first 1] [--seeds 50] [--targets riscv64,x86_64]
                                [--pipelines b,c,d0,d2] [--seconds 2] [--jobs 1] [--keep DIR]

Per seed, Csmith writes a random C program that is free of undefined behaviour and
prints a CRC of its globals (with the argument "1", each global's CRC as it goes).
clang-16 compiles it at -O0 for each target with `-Xclang -disable-O0-optnone`
(the IR that opt would get from a real -O2 build). Then, each run under pylli:

    ref  opt-16 -O2      -> llc-16 -O2   the reference
    b    pyopt -O2       -> llc-16 -O2   the optimizer alone
    c    pyopt -O2       -> pyllc -O2    optimizer and backend
    d0   clang -O0 IR    -> pyllc -O0    the backend alone
    d2   clang -O0 IR    -> pyllc -O2

and each build must print what the reference prints and exit with its status. The
program is well defined, so every correct build prints the same.

Classes of failure, most important first:

    miscompile   the output or exit status differs (a CPU fault included)
    crash        pyopt/pyllc raised something other than a clean CompileError, or the
                 optimized IR is invalid (our verifier, llvm-as-16 or llc-16 rejects it)
    timeout      ours still runs after `--slack` times the reference's wall time
                 (an endless loop, most likely)
    hang         pyopt or pyllc still compiles after COMPILE_SECONDS
    unsupported  a clean `error:` from pyllc (a feature it does not have)

Seeds whose reference does not end within `--seconds` (Csmith programs may loop for
billions of iterations) are skipped as `slow`, as are the few clang or llc-16 reject.

Csmith options (CSMITH_OPTS): small programs that end quickly under an emulator —
at most 4 functions besides main, blocks nested 3 deep, arrays of at most 2
dimensions of 6 elements, no volatile pointers (`int * volatile * p` adds nothing
for a compiler that does not reorder volatile accesses, but makes programs longer),
and no packed structs: Csmith stores `&packed.field` in a plain `int64_t *`, and
clang gives accesses through it the type's natural `align`, which a misaligned field
breaks (SPARC traps even in the reference build; on AArch64 a scaled `:lo12:`
offset drops the low bits). Bitfields, unions, 64-bit math and everything else stay
on: they are what finds bugs. The C is compiled against the small freestanding libc
headers of tests/programs/include (what pylli's runtime serves) plus the csmith
runtime headers (Debian's libcsmith-dev: /usr/include/csmith); `assert` is off.

Csmith writes `platform.info` into its working directory, so it runs in a scratch one.
Exit status 1 when a seed has a miscompile, crash or timeout.
"""
from __future__ import annotations

import argparse
import io
import multiprocessing
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyllc.diagnostics import CompileError  # noqa: E402
from pyllc.emu.loader import link  # noqa: E402
from pyllc.emu.machine import EmulationFault, Machine  # noqa: E402
from pyllc.ir import parse_module, print_module  # noqa: E402
from pyllc.ir.verifier import verify_module  # noqa: E402
from pyllc.opt.passmanager import ModuleAnalysisManager  # noqa: E402
from pyllc.opt.pipeline import parse_pipeline  # noqa: E402
from pyllc.opt.registry import build_registry  # noqa: E402
from pyllc.pipeline import Options  # noqa: E402
from pyllc.targets import get_target  # noqa: E402
from pyllc.tools.compile import compile_ll, to_object  # noqa: E402
from pyllc.tools.lli import load_object  # noqa: E402

TRIPLES = {"riscv64": "riscv64-unknown-linux-gnu", "x86_64": "x86_64-unknown-linux-gnu",
           "aarch64": "aarch64-unknown-linux-gnu", "sparc": "sparc-unknown-linux-gnu"}
PIPELINES = ("b", "c", "d0", "d2")
CSMITH_OPTS = ["--max-funcs", "4", "--max-block-depth", "3", "--max-array-dim", "2",
               "--max-array-len-per-dim", "6", "--no-volatile-pointers", "--no-packed-struct"]
#: llc-16's default RISC-V CPU has no extensions; clang assumes rv64gc
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
LIBC_INCLUDE = ROOT / "tests" / "programs" / "include"
CSMITH_INCLUDE_DIRS = (Path("/usr/include/csmith"), Path("/usr/include/csmith-2.3.0"))
ASSERT_H = "#ifndef _PYLLC_ASSERT_H\n#define _PYLLC_ASSERT_H\n#define assert(x) ((void)0)\n#endif\n"
COMPILE_SECONDS = 300       # one pyopt or pyllc run; more is a hang
ARGV = [b"csmith", b"1"]    # "1": print every global's checksum, not only the last

REGISTRY = build_registry()


def csmith_include() -> Path | None:
    """The directory holding csmith.h (Debian's libcsmith-dev), or None."""
    for d in CSMITH_INCLUDE_DIRS:
        if (d / "csmith.h").exists():
            return d
    return None


def tools_missing() -> list[str]:
    """The programs and headers a sweep needs that this machine lacks."""
    missing = [t for t in ("csmith", "clang-16", "opt-16", "llc-16", "llvm-as-16")
               if shutil.which(t) is None]
    return missing + ([] if csmith_include() else ["csmith.h (libcsmith-dev)"])


def generate(seed: int, work: Path) -> str:
    """The C program of `seed` (Csmith is deterministic for a seed, version and options)."""
    scratch = work / "csmith-cwd"
    scratch.mkdir(exist_ok=True)
    r = subprocess.run(["csmith", "--seed", str(seed), *CSMITH_OPTS], cwd=scratch,
                       capture_output=True, text=True, check=True)
    return r.stdout


def clang_o0(c_file: Path, triple: str, out: Path) -> None:
    """clang-16 -O0 IR without `optnone`, as `clang -O2` would hand it to the optimizer."""
    inc = out.parent / "include"
    inc.mkdir(exist_ok=True)
    (inc / "assert.h").write_text(ASSERT_H)
    csmith_inc = csmith_include()
    assert csmith_inc is not None
    subprocess.run(["clang-16", f"--target={triple}", "-O0", "-Xclang", "-disable-O0-optnone",
                    "-S", "-emit-llvm", "-ffreestanding", "-nostdlibinc", f"-I{LIBC_INCLUDE}",
                    f"-I{inc}", f"-I{csmith_inc}", "-fno-stack-protector", "-w", str(c_file),
                    "-o", str(out)], capture_output=True, text=True, check=True)


def pyopt_o2(text: str, name: str) -> str:
    """`pyopt -O2` in-process: parse, verify, default<O2>, verify, print."""
    m = parse_module(text, name)
    verify_module(m)
    parse_pipeline("default<O2>", REGISTRY).run(m, ModuleAnalysisManager(m))
    verify_module(m)
    return print_module(m)


def llc16(ll: Path, triple: str, obj: Path) -> None:
    subprocess.run(["llc-16", f"-mtriple={triple}", *LLC_FLAGS.get(triple, []), "-O2",
                    "-filetype=obj", str(ll), "-o", str(obj)], capture_output=True, text=True,
                   check=True)


@dataclass
class Run:
    """What a build printed; `status` None when it was still running at the deadline."""
    out: bytes
    status: int | None

    def same(self, other: Run) -> bool:
        return (self.out, self.status) == (other.out, other.status)

    def summary(self) -> str:
        status = "still running" if self.status is None else f"status {self.status}"
        last = self.out.decode(errors="replace").strip().splitlines()[-1:] or ["(no output)"]
        return f"{status}, {len(self.out)} bytes, last line {last[0]!r}"


def run_objects(objects: list[Any], triple: str, seconds: float) -> Run:
    """Run main under pylli's machine for at most `seconds` of wall time."""
    out, err = io.BytesIO(), io.BytesIO()
    machine = Machine(get_target(triple), out, err)
    symbols = link(machine, objects)
    if "main" not in symbols:
        raise CompileError("no 'main' function to run")
    try:
        status = machine.run(symbols["main"], ARGV, 0, False, timeout=seconds)
    except EmulationFault as e:
        return Run(out.getvalue() + f"<fault: {e}>".encode(), 139)
    return Run(out.getvalue(), None if machine.timed_out else status)


def run_llc_object(obj: Path, triple: str, seconds: float) -> Run:
    return run_objects([load_object(str(obj))[1]], triple, seconds)


def run_pyllc(text: str, name: str, triple: str, level: int, seconds: float) -> Run:
    compiled = compile_ll(text, name, triple, None, None, Options(opt_level=level))
    return run_objects([to_object(compiled)], triple, seconds)


class _Hang(Exception):
    """A compile ran longer than COMPILE_SECONDS."""


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def ring(signum: int, frame: object) -> None:
        raise _Hang(f"still compiling after {seconds} s")

    old = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


@dataclass
class Result:
    """The outcome of one seed on one target: `skipped` (why), or per pipeline a class
    ("ok", "miscompile", "crash", "timeout", "unsupported") and a one-line detail."""
    seed: int
    triple: str
    skipped: str = ""
    reference: bytes = b""
    outcomes: dict[str, tuple[str, str]] = field(default_factory=dict)

    def bad(self) -> list[str]:
        return [p for p, (cls, _) in self.outcomes.items() if cls not in ("ok", "unsupported")]


def _crash_detail(e: BaseException) -> str:
    tb = traceback.extract_tb(e.__traceback__)
    where = f" ({Path(tb[-1].filename).name}:{tb[-1].lineno})" if tb else ""
    first = (str(e).splitlines() or [""])[0][:160]
    return f"{type(e).__name__}: {first}{where}"


def _classify(ref: Run, got: Run) -> tuple[str, str]:
    if got.same(ref):
        return "ok", ""
    if got.status is None:
        return "timeout", f"reference: {ref.summary()}"
    return "miscompile", f"reference: {ref.summary()}; ours: {got.summary()}"


def check(seed: int, triple: str, pipelines: tuple[str, ...], work: Path,
          seconds: float = 2.0, slack: float = 10.0, c_text: str | None = None) -> Result:
    """Build and run one seed on one target through the reference and `pipelines`."""
    res = Result(seed, triple)
    tag = f"s{seed}.{triple.split('-')[0]}"
    c_file = work / f"s{seed}.c"
    if not c_file.exists():
        c_file.write_text(c_text if c_text is not None else generate(seed, work))
    o0 = work / f"{tag}.O0.ll"
    try:
        clang_o0(c_file, triple, o0)
        ref_ll = work / f"{tag}.opt16.ll"
        subprocess.run(["opt-16", "-O2", "-S", str(o0), "-o", str(ref_ll)], check=True,
                       capture_output=True)
        llc16(ref_ll, triple, work / f"{tag}.ref.o")
    except subprocess.CalledProcessError as e:
        res.skipped = f"reference build fails: {e.cmd[0]}: {(e.stderr or '')[-200:].strip()!s}"
        return res
    t0 = time.monotonic()
    ref = run_llc_object(work / f"{tag}.ref.o", triple, seconds)
    ref_time = time.monotonic() - t0
    if ref.status is None:
        res.skipped = f"slow: the reference runs longer than {seconds} s"
        return res
    if ref.status == 139:   # Csmith's packed structs can make misaligned pointers (SPARC traps)
        res.skipped = "reference faults: " + ref.out.decode(errors="replace").splitlines()[-1]
        return res
    res.reference = ref.out
    budget = max(ref_time * slack, 5.0)
    text = o0.read_text()
    opt_text: str | None = None
    for p in pipelines:
        try:
            with deadline(COMPILE_SECONDS):
                if p in ("b", "c") and opt_text is None:
                    try:
                        opt_text = pyopt_o2(text, str(o0))
                    except CompileError as e:   # the input verified: a pass broke it
                        raise RuntimeError(f"pyopt output does not verify: {e.message}") from e
                    (work / f"{tag}.pyopt.ll").write_text(opt_text)
                if p == "b":
                    assert opt_text is not None
                    try:
                        llc16(work / f"{tag}.pyopt.ll", triple, work / f"{tag}.b.o")
                    except subprocess.CalledProcessError as e:
                        raise RuntimeError("llc-16 rejects pyopt's output: "
                                           + (e.stderr or "").strip()[:200]) from e
                    got = run_llc_object(work / f"{tag}.b.o", triple, budget)
                elif p == "c":
                    assert opt_text is not None
                    got = run_pyllc(opt_text, f"{tag}.pyopt.ll", triple, 2, budget)
                else:
                    got = run_pyllc(text, str(o0), triple, int(p[1]), budget)
            res.outcomes[p] = _classify(ref, got)
        except CompileError as e:
            res.outcomes[p] = ("unsupported", e.message.splitlines()[0][:160])
        except _Hang as e:
            res.outcomes[p] = ("hang", str(e))
        except Exception as e:  # a sweep reports every failure and goes on
            res.outcomes[p] = ("crash", _crash_detail(e))
    return res


def _one(args: tuple[int, str, tuple[str, ...], str, float, float]) -> Result:
    seed, triple, pipelines, work, seconds, slack = args
    d = Path(work) / f"s{seed}"
    d.mkdir(parents=True, exist_ok=True)
    return check(seed, triple, pipelines, d, seconds, slack)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--seeds", type=int, default=50)
    ap.add_argument("--targets", default="riscv64,x86_64",
                    help="comma-separated: " + ",".join(TRIPLES))
    ap.add_argument("--pipelines", default=",".join(PIPELINES))
    ap.add_argument("--seconds", type=float, default=2.0,
                    help="the reference's wall-time limit; slower seeds are skipped")
    ap.add_argument("--slack", type=float, default=10.0,
                    help="ours may run this many times the reference's time")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--keep", metavar="DIR", help="keep the C, IR and objects here")
    a = ap.parse_args()
    missing = tools_missing()
    if missing:
        print("csmith_diff: missing: " + ", ".join(missing), file=sys.stderr)
        return 2
    triples = [TRIPLES[t] for t in a.targets.split(",")]
    pipelines = tuple(a.pipelines.split(","))
    counts: dict[str, Counter[str]] = {p: Counter() for p in pipelines}
    skipped: Counter[str] = Counter()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        work = a.keep or tmp
        jobs = [(s, t, pipelines, work, a.seconds, a.slack)
                for s in range(a.first, a.first + a.seeds) for t in triples]
        if a.jobs > 1:
            results: Iterator[Result] = multiprocessing.Pool(a.jobs).imap(_one, jobs)
        else:
            results = map(_one, jobs)
        for r in results:
            name = f"seed {r.seed} {r.triple.split('-')[0]}"
            if r.skipped:
                skipped[r.skipped.split(":")[0]] += 1
                print(f"{name}: skipped: {r.skipped}", flush=True)
                continue
            for p, (cls, detail) in r.outcomes.items():
                counts[p][cls] += 1
                if cls != "ok":
                    print(f"{name} {p}: {cls}: {detail}", flush=True)
            bad += bool(r.bad())
    print("summary: " + "; ".join(f"{p}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items()))
                                  for p, c in counts.items())
          + "; skipped: " + (", ".join(f"{k} {v}" for k, v in skipped.items()) or "none"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
