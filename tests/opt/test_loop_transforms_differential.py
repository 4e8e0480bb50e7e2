"""Differential tests of the loop transforms (pyllc/opt/loopxform) on the C corpus.

Each program of tests/programs with a loop, from clang's `.O0.ll` (optnone removed, as
`-Xclang -disable-O0-optnone` would), is canonicalized by opt-16
(`mem2reg,loop-simplify,lcssa,loop-rotate`, what LLVM's loop passes expect), then one
loop transform of pyopt runs; the result must pass pyllc's verifier and `llvm-as-16`,
and print the expected output under pylli. The unrollers run every program on riscv64;
other passes and x86-64 a wide sample, AArch64 and SPARC a small one (CI time). `test_fires` checks that each pass does change some programs (a
pass that never fires would pass the differential test trivially).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.ir import parse_module, print_module
from pyllc.ir.verifier import verify_module
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry
from pyllc.opt.tti import register_target_info
from pyllc.targets import target_transform_info

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
OPT = "/usr/bin/opt-16"
LLVM_AS = "/usr/bin/llvm-as-16"
CANON = "mem2reg,loop-simplify,lcssa,loop-rotate"
PASSES = ["loop-unroll", "loop-unroll<O3;runtime;partial>", "loop-unroll-full", "loop-idiom",
          "simple-loop-unswitch<nontrivial;trivial>", "block-placement", "loop-extract"]
#: the corpus is compiled with -fno-builtin ("no-builtins"), which turns loop-idiom off as in
#: LLVM; it is removed for that pass so that the idioms are formed (pylli serves memset/memcpy)
NO_BUILTINS_OFF = {"loop-idiom"}
MAIN_TRIPLES = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu")
SAMPLE_TRIPLES = ("aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
SAMPLE = ["loops", "sieve", "matmul", "arrays2d", "bubble_sort", "strings"]
#: passes run on every loop program (riscv64); the others, and x86-64, run WIDE_SAMPLE
EVERY_PROGRAM = {"loop-unroll", "loop-unroll<O3;runtime;partial>"}
WIDE_SAMPLE = SAMPLE + ["crc32", "sorting", "interp", "bigint", "itoa_bases", "int8_arith"]

pytestmark = pytest.mark.skipif(not (os.path.exists(OPT) and os.path.exists(LLVM_AS)),
                                reason="opt-16 and llvm-as-16 are needed (Debian llvm-16)")


def _loop_programs() -> list[str]:
    out = []
    for c in sorted(PROGRAMS.glob("*.c")):
        if re.search(r"\b(for|while)\s*\(|\bdo\s*\{", c.read_text()):
            out.append(c.stem)
    return out


def _cases() -> list[object]:
    progs = _loop_programs()
    sample = [n for n in SAMPLE if n in progs] or progs[:3]
    out: list[object] = []
    wide = [n for n in progs if n in WIDE_SAMPLE] or progs[:8]
    for p in PASSES:
        for triple in MAIN_TRIPLES:
            # every loop program for the unrollers on riscv64; a sample otherwise (CI time)
            chosen = progs if (p in EVERY_PROGRAM and triple == MAIN_TRIPLES[0]) else wide
            for n in chosen:
                out.append(pytest.param(p, triple, n, id=f"{p}-{triple.split('-')[0]}-{n}"))
        for triple in SAMPLE_TRIPLES:
            for n in sample[:3]:
                out.append(pytest.param(p, triple, n, id=f"{p}-{triple.split('-')[0]}-{n}"))
    return out


_CANON_CACHE: dict[tuple[str, str], str] = {}


def canonical(triple: str, name: str) -> str:
    """The program's -O0 IR after opt-16's loop canonicalization."""
    key = (triple, name)
    if key not in _CANON_CACHE:
        src = (PROGRAMS / "ll" / triple / f"{name}.O0.ll").read_text().replace(" optnone", "")
        r = subprocess.run([OPT, f"-passes={CANON}", "-S", "-"], input=src, capture_output=True,
                           text=True, check=True)
        _CANON_CACHE[key] = r.stdout
    return _CANON_CACHE[key]


def run_pyopt(text: str, pipeline: str, name: str, triple: str | None = None) -> str:
    """`pipeline` over the module; with `triple`, the passes see that target's
    TargetTransformInfo (loop-reduce's addressing modes), as `pyopt -mtriple` gives."""
    if pipeline in NO_BUILTINS_OFF:
        text = text.replace(' "no-builtins"', "")
    m = parse_module(text, name)
    verify_module(m)
    if pipeline:
        mam = ModuleAnalysisManager(m)
        if triple is not None:
            register_target_info(mam.fam, target_transform_info(triple))
        parse_pipeline(pipeline, build_registry()).run(m, mam)
    verify_module(m)
    return print_module(m)


def run_program(triple: str, ll: Path) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", str(ll)],
                          capture_output=True, env=env, timeout=300, check=False)


@pytest.mark.parametrize("pipeline,triple,name", _cases())
def test_loop_transform_program(pipeline: str, triple: str, name: str, tmp_path: Path) -> None:
    out_ll = tmp_path / f"{name}.ll"
    out_ll.write_text(run_pyopt(canonical(triple, name), pipeline, name))
    r = subprocess.run([LLVM_AS, str(out_ll), "-o", os.devnull], capture_output=True, text=True, check=False)
    assert r.returncode == 0, f"llvm-as-16 rejects the output of {pipeline}:\n{r.stderr}"
    r2 = run_program(triple, out_ll)
    expected = (PROGRAMS / f"{name}.expected").read_bytes()
    status_file = PROGRAMS / f"{name}.status"
    want = int(status_file.read_text()) if status_file.exists() else 0
    assert r2.stdout == expected, r2.stderr.decode(errors="replace")[-2000:]
    assert r2.returncode == want, r2.stderr.decode(errors="replace")[-2000:]


#: how many corpus programs each pass must change (opt-16's own count on the same input:
#: loop-idiom forms its 3 calls in 2 programs; unswitching finds nothing in the corpus, for
#: opt-16 too, so test_unswitch_program exercises it)
MIN_CHANGED = {"loop-idiom": 2}


@pytest.mark.parametrize("pipeline", [p for p in PASSES if not p.startswith("simple-loop-unswitch")])
def test_fires(pipeline: str) -> None:
    """The pass changes at least a few of the corpus programs."""
    changed = 0
    for n in _loop_programs():
        text = canonical("riscv64-unknown-linux-gnu", n)
        before = run_pyopt(text.replace(' "no-builtins"', "") if pipeline in NO_BUILTINS_OFF else text, "", n)
        if run_pyopt(text, pipeline, n) != before:
            changed += 1
    assert changed >= MIN_CHANGED.get(pipeline, 3), f"{pipeline} changed only {changed} programs"


#: loop-reduce: a few programs with array loops, on every target with its own addressing
#: modes (what it does differs per target: x86-64 keeps scaled indexes)
LSR_PROGRAMS = ["matmul", "sorting", "arrays2d", "strings"]
LSR_TRIPLES = MAIN_TRIPLES + SAMPLE_TRIPLES


@pytest.mark.parametrize("triple,name", [pytest.param(t, n, id=f"{t.split('-')[0]}-{n}")
                                         for t in LSR_TRIPLES for n in LSR_PROGRAMS])
def test_loop_reduce_program(triple: str, name: str, tmp_path: Path) -> None:
    out_ll = tmp_path / f"{name}.ll"
    out_ll.write_text(run_pyopt(canonical(triple, name), "loop-reduce", name, triple))
    r = subprocess.run([LLVM_AS, str(out_ll), "-o", os.devnull], capture_output=True, text=True, check=False)
    assert r.returncode == 0, f"llvm-as-16 rejects the output of loop-reduce:\n{r.stderr}"
    r2 = run_program(triple, out_ll)
    assert r2.stdout == (PROGRAMS / f"{name}.expected").read_bytes(), r2.stderr.decode(errors="replace")[-2000:]
    assert r2.returncode == 0, r2.stderr.decode(errors="replace")[-2000:]


def test_loop_reduce_fires() -> None:
    """On RISC-V (no register + register addressing) loop-reduce changes most of the
    sample; x86-64 (scaled indexes in the access) leaves more of them alone."""
    rv = "riscv64-unknown-linux-gnu"
    x86 = "x86_64-unknown-linux-gnu"
    changed = {rv: 0, x86: 0}
    for t in changed:
        for n in LSR_PROGRAMS:
            text = canonical(t, n)
            if run_pyopt(text, "loop-reduce", n, t) != run_pyopt(text, "", n):
                changed[t] += 1
    assert changed[rv] >= 3, changed
    assert changed[x86] < changed[rv], changed


def test_tools_present() -> None:
    assert shutil.which("opt-16") or os.path.exists(OPT)


#: loops with invariant conditions (unknown to the compiler: they come from argc), for
#: unswitching, which the corpus does not exercise
UNSWITCH_C = r"""
int printf(const char *, ...);
int a[40], b[40];
int run(int mode, int lim, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {            /* nontrivial: if/else on an invariant */
    if (mode) a[i] = i * 3; else a[i] = i ^ 5;
  }
  for (int i = 0; i < n; i++) {            /* trivial: an invariant early exit */
    if (lim > 100) return -1;
    s += a[i];
    b[i] = s;
  }
  for (int i = 0; i < n; i++) {            /* trivial switch: some cases leave */
    switch (mode) {
    case 7: return 70;
    case 8: return -80;
    case 1: s += b[i] & 7; break;
    default: s -= 1;
    }
  }
  return s;
}
int main(int argc, char **argv) {
  (void)argv;
  for (int m = 0; m < 3; m++)
    printf("%d %d %d\n", run(m + argc - 1, 50 * m, 30), run(7 + m, 200, 10), run(m, 0, 0));
  return 0;
}
"""


@pytest.mark.skipif(shutil.which("clang-16") is None, reason="clang-16 is needed")
@pytest.mark.parametrize("pipeline", ["simple-loop-unswitch<nontrivial;trivial>", "simple-loop-unswitch",
                                      "loop-unroll<runtime;partial>", "loop-extract"])
def test_unswitch_program(pipeline: str, tmp_path: Path) -> None:
    triple = "riscv64-unknown-linux-gnu"
    c = tmp_path / "u.c"
    c.write_text(UNSWITCH_C)
    ll = tmp_path / "u0.ll"
    subprocess.run(["clang-16", f"--target={triple}", "-O0", "-Xclang", "-disable-O0-optnone",
                    "-fno-discard-value-names", "-S", "-emit-llvm", str(c), "-o", str(ll)], check=True)
    text = subprocess.run([OPT, f"-passes={CANON}", "-S", str(ll)], capture_output=True, text=True,
                          check=True).stdout
    before = tmp_path / "before.ll"
    before.write_text(text)
    out = run_pyopt(text, pipeline, "u")
    assert out != run_pyopt(text, "", "u"), f"{pipeline} did not change the program"
    after = tmp_path / "after.ll"
    after.write_text(out)
    r = subprocess.run([LLVM_AS, str(after), "-o", os.devnull], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    want, got = run_program(triple, before), run_program(triple, after)
    assert want.returncode == 0 and want.stdout.count(b"\n") == 3, want.stderr
    assert got.stdout == want.stdout and got.returncode == want.returncode, got.stderr.decode()[-2000:]


# ---- extract-blocks: every named block of a program moved into a function of its own ----

EXTRACT_SAMPLE = [("riscv64-unknown-linux-gnu", "matmul"), ("riscv64-unknown-linux-gnu", "sorting"),
                  ("x86_64-unknown-linux-gnu", "interp")]


def _extracted(text: str) -> int:
    return len(re.findall(r"define internal .*@[\w.]+\.bb", text))


@pytest.mark.parametrize("triple,name", EXTRACT_SAMPLE, ids=[f"{t.split('-')[0]}-{n}" for t, n in EXTRACT_SAMPLE])
def test_extract_blocks_program(triple: str, name: str, tmp_path: Path) -> None:
    """Each non-entry block (one group per line) goes into its own function; the program
    prints the same, and opt-16 extracts as many groups from the same file."""
    src = (PROGRAMS / "ll" / triple / f"{name}.O0.ll").read_text().replace(" optnone", "")
    text = subprocess.run([OPT, "-passes=mem2reg,instnamer", "-S", "-"], input=src, capture_output=True,
                          text=True, check=True).stdout
    before = tmp_path / "before.ll"
    before.write_text(text)
    groups: list[str] = []
    fn: str | None = None
    entry = True
    for line in text.splitlines():
        m = re.match(r"define .*@([\w.]+)\(", line)
        if m:
            fn, entry = m.group(1), True
            continue
        m = re.match(r"^([A-Za-z_.][\w.]*):", line)
        if m and fn is not None:
            if not entry:
                groups.append(f"{fn} {m.group(1)}")
            entry = False
    assert len(groups) > 10
    blocks = tmp_path / "blocks.txt"
    blocks.write_text("\n".join(groups) + "\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    after = tmp_path / "after.ll"
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.opt", "-passes=extract-blocks", "-verify-each",
                        f"-extract-blocks-file={blocks}", "-S", str(before), "-o", str(after)],
                       capture_output=True, text=True, env=env, check=False)
    assert r.returncode == 0, r.stderr
    r = subprocess.run([LLVM_AS, str(after), "-o", os.devnull], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    theirs = subprocess.run([OPT, "-passes=extract-blocks", f"-extract-blocks-file={blocks}", "-S", str(before)],
                            capture_output=True, text=True, check=True).stdout
    ours = after.read_text()
    assert _extracted(ours) == _extracted(theirs) == len(groups)
    got = run_program(triple, after)
    assert got.stdout == (PROGRAMS / f"{name}.expected").read_bytes(), got.stderr.decode()[-2000:]


# ---- loop-unroll-and-jam: nests with `#pragma unroll_and_jam`, one that must not jam ----

UNROLL_AND_JAM_C = r"""
#include <stdio.h>
static int A[37][16], B[16], C[37];
static int M[20][20];
int main(int argc, char **argv) {
  (void)argv;
  int n = 30 + argc;  /* 31: not a multiple of the count, a remainder runs */
  for (int j = 0; j < 16; j++) B[j] = j * 3 + argc;
#pragma unroll_and_jam(4)
  for (int i = 0; i < n; i++) {
    int s = i;
    for (int j = 0; j < 16; j++)
      s += B[j] * (i + 1);
    C[i] = s;
  }
#pragma unroll_and_jam(2)
  for (int i = 0; i < 36; i++)
    for (int j = 0; j < 16; j++)
      A[i][j] = B[j] + i;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++)
      M[i][j] = i + j;
#pragma unroll_and_jam(2)
  for (int i = 1; i < 20; i++)        /* M[i][j] needs M[i-1][j+1]: must not jam */
    for (int j = 0; j < 19; j++)
      M[i][j] = M[i - 1][j + 1] + 1;
  long t = 0;
  for (int i = 0; i < 37; i++) t += C[i] * (i + 1);
  for (int i = 0; i < 36; i++) for (int j = 0; j < 16; j++) t += A[i][j] ^ j;
  for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) t += M[i][j] * (i + 2 * j);
  printf("%ld\n", t);
  return 0;
}
"""
#: one-block inner loops for unroll-and-jam (simplifycfg folds clang's for.inc blocks)
UJ_CANON = "mem2reg,simplifycfg,loop-simplify,lcssa,loop-rotate,simplifycfg,loop-simplify,lcssa"


def _jammed_blocks(text: str) -> set[str]:
    """Single-block loops holding the phis of two copies (`%x = phi` and `%x.1 = phi`):
    the fused inner loops."""
    phis: dict[str, set[str]] = {}
    block = ""
    for line in text.splitlines():
        m = re.match(r"^([A-Za-z_.][\w.]*):", line)
        if m:
            block = m.group(1)
        m2 = re.match(r"\s+%([\w.]+) = phi ", line)
        if m2 and f"%{block} ]" in line:       # a phi of a loop header (fed by itself)
            phis.setdefault(block, set()).add(m2.group(1))
    return {b for b, names in phis.items() if any(n + ".1" in names for n in names)}


@pytest.mark.skipif(shutil.which("clang-16") is None, reason="clang-16 is needed")
@pytest.mark.parametrize("triple", ["riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu"])
def test_unroll_and_jam_program(triple: str, tmp_path: Path) -> None:
    c = tmp_path / "uj.c"
    c.write_text(UNROLL_AND_JAM_C)
    ll = tmp_path / "uj0.ll"
    subprocess.run(["clang-16", f"--target={triple}", "-O0", "-Xclang", "-disable-O0-optnone",
                    "-fno-discard-value-names", "-S", "-emit-llvm", str(c), "-o", str(ll)], check=True)
    text = subprocess.run([OPT, f"-passes={UJ_CANON}", "-S", str(ll)], capture_output=True, text=True,
                          check=True).stdout
    before = tmp_path / "before.ll"
    before.write_text(text)
    out = run_pyopt(text, "loop-unroll-and-jam", "uj")
    after = tmp_path / "after.ll"
    after.write_text(out)
    r = subprocess.run([LLVM_AS, str(after), "-o", os.devnull], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    theirs = subprocess.run([OPT, "-passes=loop-unroll-and-jam", "-S", str(before)], capture_output=True,
                            text=True, check=True).stdout
    ours = _jammed_blocks(out)
    assert len(ours) == 2, f"expected the two hinted nests to be jammed, got {sorted(ours)}"
    assert ours == _jammed_blocks(theirs), "pyopt and opt-16 jam different nests"
    want, got = run_program(triple, before), run_program(triple, after)
    assert want.returncode == 0 and want.stdout.count(b"\n") == 1, want.stderr
    assert got.stdout == want.stdout and got.returncode == want.returncode, got.stderr.decode()[-2000:]
