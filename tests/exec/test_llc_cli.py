"""pyllc's llc-16 command line: -mcpu/-mattr tables (checked against llc-16's own choice
of instructions), -frame-pointer (programs still run), -relocation-model, -code-model,
-asm-verbose (loop comments agree with llc-16's), -regalloc, -fast-isel, -debug-pass,
-version, -help-hidden, unknown flags; the DAG and machine-CFG pictures (every file is
accepted by Graphviz `dot`), and their bad input."""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.codegen.dag_dot import NODE_LIMIT
from pyllc.emu import run_program
from pyllc.pipeline import Options, compile_module
from pyllc.targets import all_targets, get_target
from pyllc.tools.compile import Compiled, choose_target, load_module, to_assembly, to_object

ROOT = Path(__file__).resolve().parents[1] / "programs"
LLC = "llc-16"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} not found on PATH (Debian: llvm-16 / graphviz; .ci/run installs it)",
                    pytrace=False)
    return path


def _pyllc(args: list[str], cwd: Path | None = None, stdin: str | None = None):
    return subprocess.run([sys.executable, "-m", "pyllc.tools.llc", *args], input=stdin,
                          capture_output=True, text=True, cwd=cwd, timeout=300)


def _llc(args: list[str]):
    return subprocess.run([_tool(LLC), *args], capture_output=True, text=True, timeout=120)


def _compile(text: str, triple: str, mcpu: str | None = None, **opts) -> str:
    module = load_module(text, "<test>")
    target = choose_target(module, triple, None, None, mcpu)
    options = Options(**opts)
    return to_assembly(Compiled(module, target, compile_module(module, target, options), options))


BITS = """
define i64 @pc(i64 %x) {
  %r = call i64 @llvm.ctpop.i64(i64 %x)
  ret i64 %r
}
define i64 @lz(i64 %x) {
  %r = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  ret i64 %r
}
define i64 @tz(i64 %x) {
  %r = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  ret i64 %r
}
define i64 @mulit(i64 %x, i64 %y) {
  %r = mul i64 %x, %y
  ret i64 %r
}
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
"""
# instructions whose presence a CPU's features decide, per target
FEATURE_WORDS = {"x86_64": r"\b(popcnt|lzcnt|tzcnt)\b", "riscv64": r"(\bmul\b|__muldi3)"}


@pytest.mark.parametrize("target", all_targets(), ids=lambda t: t.name)
def test_cpu_table_names_are_llcs(target, tmp_path: Path) -> None:
    """Every -mcpu name of our table is one llc-16 knows for that target."""
    p = tmp_path / "x.ll"
    p.write_text("define void @f() {\n  ret void\n}\n")
    assert target.cpus, f"{target.name}: empty CPU table"
    for cpu in target.cpus:
        r = _llc([f"-mtriple={target.default_triple}", f"-mcpu={cpu}", str(p), "-o", os.devnull])
        assert r.returncode == 0 and "not a recognized processor" not in r.stderr, (cpu, r.stderr)


@pytest.mark.parametrize("arch", sorted(FEATURE_WORDS))
def test_cpu_features_choose_the_instructions_llc_chooses(arch: str, tmp_path: Path) -> None:
    """For each CPU of the table, the bit-counting / multiply instructions we select
    (POPCNT, LZCNT, TZCNT; RISC-V mul or __muldi3) are the ones llc-16 selects."""
    target = get_target(arch)
    p = tmp_path / "bits.ll"
    p.write_text(BITS)
    word = re.compile(FEATURE_WORDS[arch])
    for cpu in target.cpus:
        theirs = _llc([f"-mtriple={target.default_triple}", f"-mcpu={cpu}", str(p), "-o", "-"])
        assert theirs.returncode == 0, theirs.stderr
        ours = _compile(BITS, target.default_triple, cpu)
        assert set(word.findall(ours)) == set(word.findall(theirs.stdout)), cpu


def test_mattr_applies_on_top_of_mcpu() -> None:
    asm = _compile(BITS, "x86_64-unknown-linux-gnu", "skylake")
    assert "popcnt" in asm
    module = load_module(BITS, "<test>")
    target = choose_target(module, "x86_64-unknown-linux-gnu", None, "-popcnt", "skylake")
    assert "popcnt" not in target.features and "lzcnt" in target.features


def test_cpu_and_feature_help(tmp_path: Path) -> None:
    p = tmp_path / "x.ll"
    p.write_text(BITS)
    for flag in ("-mcpu=help", "-mattr=help"):
        r = _pyllc(["-mtriple=riscv64-unknown-linux-gnu", flag, str(p), "-o", "-"])
        assert r.returncode == 0, r.stderr
        assert "Available CPUs for this target:" in r.stderr
        assert "sifive-u74" in r.stderr and "Available features for this target:" in r.stderr
        assert "zbb" in r.stderr
        assert "Begin function" in r.stdout       # like llc, it compiles on


def test_unknown_cpu_warns_like_llc(tmp_path: Path) -> None:
    p = tmp_path / "x.ll"
    p.write_text(BITS)
    # (llc-16 on x86-64 warns and then aborts on 64-bit code: AArch64 shows the intent)
    theirs = _llc(["-mtriple=aarch64", "-mcpu=nosuchcpu", str(p), "-o", os.devnull])
    ours = _pyllc(["-mtriple=x86_64", "-mcpu=nosuchcpu", str(p), "-o", "-"])
    assert theirs.returncode == ours.returncode == 0
    assert "'nosuchcpu' is not a recognized processor for this target" in theirs.stderr
    assert "'nosuchcpu' is not a recognized processor for this target" in ours.stderr
    assert "popcnt" not in ours.stdout


# --------------------------------------------------------------------------- frames, allocators

PROGRAMS = ("ackermann", "deep_recursion", "varargs", "struct_small", "hfa_structs")


def _run_ll(triple: str, name: str, opts: Options) -> tuple[str, int]:
    ll = ROOT / "ll" / triple / f"{name}.O0.ll"
    module = load_module(ll.read_text(), str(ll))
    target = choose_target(module, triple, None, None)
    obj = to_object(Compiled(module, target, compile_module(module, target, opts), opts))
    out, err = io.BytesIO(), io.BytesIO()
    status, _ = run_program([obj], target, [name.encode()], 200_000_000, stdout=out, stderr=err)
    return out.getvalue().decode(errors="replace"), status


def _existing(names: tuple[str, ...]) -> list[str]:
    listed = (ROOT / "programs.txt").read_text().split()
    found = [n for n in names if n in listed]
    assert len(found) >= 3, f"programs {names} mostly gone from tests/programs"
    return found


@pytest.mark.parametrize("triple", [t.default_triple for t in all_targets()])
@pytest.mark.parametrize("options", [
    {"frame_pointer": "all", "opt_level": 2},
    {"frame_pointer": "non-leaf", "opt_level": 0},
    {"regalloc": "fast", "opt_level": 2},
    {"regalloc": "linear-scan", "opt_level": 0},
], ids=["fp-all-O2", "fp-nonleaf-O0", "ra-fast-O2", "ra-linear-O0"])
def test_programs_run_with_frame_pointer_and_each_allocator(triple: str, options: dict) -> None:
    for name in _existing(PROGRAMS):
        expected = (ROOT / f"{name}.expected").read_text()
        status_file = ROOT / f"{name}.status"
        want = int(status_file.read_text()) if status_file.exists() else 0
        out, status = _run_ll(triple, name, Options(verify_regalloc=True, **options))
        assert (out, status) == (expected, want), name


def test_regalloc_fast_isel_and_frame_pointer_flags(tmp_path: Path) -> None:
    p = tmp_path / "x.ll"
    p.write_text(LOOP)
    base = ["-mtriple=x86_64-unknown-linux-gnu", "-O2", str(p), "-o", "-"]
    for extra in (["-regalloc=fast"], ["-regalloc=greedy"], ["-regalloc=basic"],
                  ["-fast-isel"], ["-fast-isel=false"], ["--frame-pointer=all"]):
        r = _pyllc(extra + base)
        assert r.returncode == 0, (extra, r.stderr)
    r = _pyllc(["-regalloc=pbqp"] + base)
    assert r.returncode == 1 and r.stderr.count("error:") == 1


def test_relocation_and_code_models(tmp_path: Path) -> None:
    p = tmp_path / "x.ll"
    p.write_text(LOOP)
    for triple in [t.default_triple for t in all_targets()]:
        ok = _pyllc([f"-mtriple={triple}", "-relocation-model=static", "-code-model=small",
                     str(p), "-o", "-"])
        assert ok.returncode == 0, ok.stderr
        pic = _pyllc([f"-mtriple={triple}", "-relocation-model=pic", str(p), "-o", "-"])
        assert pic.returncode == 0, pic.stderr     # tests/mc/test_pic.py checks the code
        ropi = _pyllc([f"-mtriple={triple}", "-relocation-model=ropi", str(p), "-o", "-"])
        assert ropi.returncode == 1 and ropi.stderr.count("\n") == 1
        large = _pyllc([f"-mtriple={triple}", "-code-model=large", str(p), "-o", "-"])
        if triple.startswith(("x86_64", "aarch64")):     # tests/exec/test_code_models.py
            assert large.returncode == 0, large.stderr
        else:
            assert large.returncode == 1 and "-code-model=large is not supported" in large.stderr
    medium = _pyllc(["-mtriple=riscv64-unknown-linux-gnu", "-code-model=medium", str(p), "-o", "-"])
    assert medium.returncode == 0


# --------------------------------------------------------------------------- -asm-verbose

LOOP = """
define i32 @sum(i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [0, %entry], [%i1, %latch]
  %acc = phi i32 [0, %entry], [%acc2, %latch]
  br label %inner
inner:
  %j = phi i32 [0, %outer], [%j1, %inner]
  %a = phi i32 [%acc, %outer], [%a1, %inner]
  %m = mul i32 %i, %j
  %a1 = add i32 %a, %m
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %n
  br i1 %c, label %inner, label %latch
latch:
  %acc2 = add i32 %a1, 1
  %i1 = add i32 %i, 1
  %c2 = icmp slt i32 %i1, %n
  br i1 %c2, label %outer, label %exit
exit:
  ret i32 %acc2
}
"""


def _loop_comments(asm: str) -> dict[str, list[str]]:
    """IR block name -> the comment lines under its label that speak of loops."""
    found: dict[str, list[str]] = {}
    block = None
    for line in asm.splitlines():
        m = re.search(r"[#/!]+ %(\w[\w.]*)\s*$", line)
        if m and (line.startswith(".LBB") or "%bb." in line):
            block = m.group(1)
            continue
        m = re.match(r"\s+[#/!]+ (.*(Loop|Depth).*)$", line)
        if m and block is not None:
            found.setdefault(block, []).append(m.group(1))
    return found


def test_loop_comments_agree_with_llc(tmp_path: Path) -> None:
    p = tmp_path / "loop.ll"
    p.write_text(LOOP)
    for triple in [t.default_triple for t in all_targets()]:
        theirs = _llc([f"-mtriple={triple}", "-O0", str(p), "-o", "-"])
        ours = _pyllc([f"-mtriple={triple}", "-O0", "-asm-verbose", str(p), "-o", "-"])
        assert theirs.returncode == 0 and ours.returncode == 0, ours.stderr
        want = _loop_comments(theirs.stdout)
        assert want, "llc-16 printed no loop comments"
        assert _loop_comments(ours.stdout) == want, triple


def test_spill_reload_comments_and_non_verbose(tmp_path: Path) -> None:
    p = tmp_path / "loop.ll"
    p.write_text(LOOP)
    r = _pyllc(["-mtriple=riscv64-unknown-linux-gnu", "-O0", "-asm-verbose", str(p), "-o", "-"])
    spills = [ln for ln in r.stdout.splitlines() if ln.endswith("-byte Spill")]
    reloads = [ln for ln in r.stdout.splitlines() if ln.endswith("-byte Reload")]
    assert spills and reloads
    assert all(ln.split()[0] in ("sd", "sw", "fsd", "fsw") for ln in spills)
    assert all(ln.split()[0] in ("ld", "lw", "fld", "flw") for ln in reloads)
    default = _pyllc(["-mtriple=riscv64-unknown-linux-gnu", "-O0", str(p), "-o", "-"]).stdout
    assert "Spill" not in default and "Loop Header" not in default and "# %bb." in default
    quiet = _pyllc(["-mtriple=riscv64-unknown-linux-gnu", "-O0", "-asm-verbose=false",
                    str(p), "-o", "-"])
    assert quiet.returncode == 0 and "#" not in quiet.stdout
    asm = tmp_path / "q.s"
    asm.write_text(quiet.stdout)
    gas = subprocess.run([_tool("riscv64-linux-gnu-as"), str(asm), "-o", str(tmp_path / "q.o")],
                         capture_output=True, text=True)
    assert gas.returncode == 0, gas.stderr


# --------------------------------------------------------------------------- info flags

def test_version_help_hidden_debug_pass_and_unknown_flags(tmp_path: Path) -> None:
    for flag in ("-version", "--version"):
        r = _pyllc([flag])
        assert r.returncode == 0
        assert all(t.name in r.stdout for t in all_targets())
    help_ = _pyllc(["-help"])
    shown = help_.stdout
    assert help_.returncode == 0 and "-mcpu" in shown and "-frame-pointer" in shown
    hidden = _pyllc(["-help-hidden"])
    assert hidden.returncode == 0 and "-mcpu" in hidden.stdout
    assert "-view-isel-dags" in hidden.stdout and "-view-isel-dags" not in shown
    p = tmp_path / "x.ll"
    p.write_text(LOOP)
    r = _pyllc(["-debug-pass=Structure", "-O0", str(p), "-o", os.devnull])
    assert r.returncode == 0
    assert r.stderr.startswith("Pass Arguments:  -isel -expand-isel-pseudos -regalloc")
    assert "Fast Register Allocator" in r.stderr
    bad = _pyllc(["-bogus-flag", str(p)])
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1
    assert "Unknown command line argument '-bogus-flag'" in bad.stderr
    intel = _pyllc(["-mtriple=riscv64-unknown-linux-gnu", "-x86-asm-syntax=intel", str(p), "-o", "-"])
    assert intel.returncode == 0 and "Begin function" in intel.stdout


# --------------------------------------------------------------------------- pictures

DAG_FLAGS = {"-view-dag-combine1-dags": "dag-combine1", "-view-legalize-types-dags": "legalize-types",
             "-view-legalize-dags": "legalize", "-view-dag-combine2-dags": "dag-combine2",
             "-view-isel-dags": "isel", "-view-sched-dags": "sched", "-view-sunit-dags": "sunit"}


def _dot_accepts(path: Path) -> None:
    r = subprocess.run([_tool("dot"), "-Tsvg", str(path), "-o", os.devnull],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and not r.stderr.strip(), f"{path.name}: {r.stderr}"


@pytest.mark.parametrize("triple", [t.default_triple for t in all_targets()])
def test_every_dag_stage_and_cfg_renders(triple: str, tmp_path: Path) -> None:
    src = tmp_path / "loop.ll"
    src.write_text(LOOP)
    out = tmp_path / "dots"
    out.mkdir()
    r = _pyllc([f"-mtriple={triple}", *DAG_FLAGS, "-view-cfg", "-view-cfg-after=isel",
                "-view-cfg-after=regalloc", f"-dot-dir={out}", str(src), "-o", os.devnull])
    assert r.returncode == 0, r.stderr
    announced = re.findall(r"Writing '([^']+)'", r.stderr)
    files = sorted(out.iterdir())
    assert sorted(map(Path, announced)) == files
    blocks = ("entry", "outer", "inner", "latch", "exit")
    for stage in DAG_FLAGS.values():
        for block in blocks:
            assert (out / f"dag.sum.{block}.{stage}.dot").exists(), (block, stage)
    for stage in ("isel", "regalloc", "post-ra"):
        assert (out / f"cfg.sum.{stage}.dot").exists()
    for f in files:
        _dot_accepts(f)
    inner = (out / "dag.sum.inner.legalize.dot").read_text()
    assert "style=dashed,color=blue" in inner          # chain edges
    assert re.search(r"\|mul\|\{<d0>i(32|64)\}", inner)     # opcode and value type
    cfg = (out / "cfg.sum.regalloc.dot").read_text()
    assert "Block2 -> Block2;" in cfg or re.search(r"Block(\d+) -> Block\1;", cfg)


def test_filter_verbose_and_glue(tmp_path: Path) -> None:
    src = tmp_path / "call.ll"
    src.write_text("declare i32 @g(i32)\ndefine i32 @f(i32 %a) {\nentry:\n"
                   "  %r = call i32 @g(i32 %a)\n  br label %next\nnext:\n  ret i32 %r\n}\n")
    r = _pyllc(["-mtriple=x86_64-unknown-linux-gnu", "-view-isel-dags", "-filter-view-dags=entry",
                "-dag-dump-verbose", str(src), "-o", os.devnull], cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in tmp_path.glob("*.dot")) == ["dag.f.entry.isel.dot"]
    text = (tmp_path / "dag.f.entry.isel.dot").read_text()
    assert re.search(r"\|t\d+\|", text)                 # node ids with -dag-dump-verbose
    assert "color=red" in text                          # the call's glue
    _dot_accepts(tmp_path / "dag.f.entry.isel.dot")


def test_huge_block_is_summarized(tmp_path: Path) -> None:
    n = NODE_LIMIT + 200
    body = "".join(f"  %v{i + 1} = xor i64 %v{i}, {i * 7 + 3}\n" for i in range(n))
    src = tmp_path / "big.ll"
    src.write_text(f"define i64 @big(i64 %v0) {{\nentry:\n{body}  ret i64 %v{n}\n}}\n")
    r = _pyllc(["-mtriple=riscv64-unknown-linux-gnu", "-view-dag-combine1-dags", str(src),
                "-o", os.devnull], cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    dot = tmp_path / "dag.big.entry.dag-combine1.dot"
    text = dot.read_text()
    assert text.count("[label=\"{") == NODE_LIMIT
    assert "more nodes (over the" in text
    _dot_accepts(dot)


def test_bad_picture_flags_are_one_clean_error(tmp_path: Path) -> None:
    src = tmp_path / "x.ll"
    src.write_text(LOOP)
    cases = [["-view-cfg-after=nosuchpass"], ["-view-isel-dags", f"-dot-dir={tmp_path / 'missing'}"]]
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    if os.access(locked, os.W_OK):      # root ignores permissions
        locked.chmod(0o700)
        locked.rmdir()
        locked.write_text("not a directory")
    cases.append(["-view-cfg", f"-dot-dir={locked}"])
    try:
        for extra in cases:
            r = _pyllc(extra + [str(src), "-o", os.devnull])
            assert r.returncode == 1, (extra, r.stderr)
            assert r.stderr.count("\n") == 1 and r.stderr.startswith("pyllc: error:"), r.stderr
            assert "Traceback" not in r.stderr
    finally:
        if locked.is_dir():
            locked.chmod(0o700)


# --------------------------------------------------------------------------- pylli --profile

def _pylli(args: list[str], cwd: Path | None = None):
    return subprocess.run([sys.executable, "-m", "pyllc.tools.lli", *args], capture_output=True,
                          text=True, cwd=cwd, timeout=600)


def _profile_tables(report: str) -> dict[str, dict[str, int]]:
    tables: dict[str, dict[str, int]] = {}
    current = None
    for line in report.splitlines():
        m = re.match(r"\s+count\s+%\s+(\w[\w ]*)", line)
        if m:
            current = tables.setdefault(m.group(1).split()[0], {})
            continue
        m = re.match(r"\s+(\d+)\s+[\d.]+%\s+(.+)$", line)
        if m and current is not None:
            current[m.group(2)] = int(m.group(1))
    return tables


PROFILED = """
declare i32 @printf(ptr, ...)
@fmt = private constant [4 x i8] c"%d\\0A\\00"
define internal i32 @fib(i32 %n) {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %done, label %rec
rec:
  %a = sub i32 %n, 1
  %b = sub i32 %n, 2
  %fa = call i32 @fib(i32 %a)
  %fb = call i32 @fib(i32 %b)
  %s = add i32 %fa, %fb
  ret i32 %s
done:
  ret i32 %n
}
""" + LOOP + """
define i32 @main() {
  %r = call i32 @sum(i32 30)
  %f = call i32 @fib(i32 15)
  %t = add i32 %r, %f
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %t)
  ret i32 0
}
"""


@pytest.mark.parametrize("triple", [t.default_triple for t in all_targets()])
def test_profile_adds_up_to_stats(triple: str, tmp_path: Path) -> None:
    """The profile's tables each sum to --stats' exact count; the inner loop's block runs
    30*30 times; fib (deep enough to overflow SPARC's register windows) is named though
    it is a local symbol."""
    src = tmp_path / "p.ll"
    src.write_text(PROFILED)
    r = _pylli([f"-mtriple={triple}", "--stats", "--profile", str(src)])
    assert r.returncode == 0, r.stderr
    stats = int(re.search(r"pylli: executed (\d+) instructions", r.stderr).group(1))
    tables = _profile_tables(r.stderr)
    assert sum(tables["function"].values()) == stats
    assert sum(tables["basic"].values()) == stats
    assert set(tables["function"]) == {"main", "sum", "fib"}
    inner = tables["basic"]["sum:%inner"]
    per_iteration = inner // 900
    assert inner == 900 * per_iteration and per_iteration >= 3
    out = tmp_path / "prof.txt"
    again = _pylli([f"-mtriple={triple}", f"--profile={out}", str(src)])
    assert again.returncode == 0 and "profile" not in again.stderr
    assert _profile_tables(out.read_text()) == tables


def test_profile_of_llc_object_is_per_function(tmp_path: Path) -> None:
    src = tmp_path / "p.ll"
    src.write_text(PROFILED)
    obj = tmp_path / "p.o"
    made = _llc(["-mtriple=x86_64-unknown-linux-gnu", "-filetype=obj", str(src), "-o", str(obj)])
    assert made.returncode == 0, made.stderr
    r = _pylli(["--stats", "--profile", str(obj)])
    assert r.returncode == 0, r.stderr
    stats = int(re.search(r"pylli: executed (\d+) instructions", r.stderr).group(1))
    tables = _profile_tables(r.stderr)
    assert sum(tables["function"].values()) == stats
    assert {"main", "sum", "fib"} <= set(tables["function"])
