"""pylli on programs that go wrong, on every target: wild stores, reads and jumps, null
function pointers, infinite recursion and loops, huge allocations. Each ends with the
status a native run's shell would show (139 SIGSEGV, 124 timeout) and one line saying
why, naming the data address and the function (issue 16's format).

The native oracle: on an x86-64 host the same IR, compiled by clang-16 and run, dies of
SIGSEGV where pylli reports a fault, and prints what pylli prints where pylli succeeds.
"""
from __future__ import annotations

import io
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import pyllc.emu as emu
from pyllc.emu.heap import HEAP_LIMIT
from pyllc.emu.machine import Machine
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll, to_object

TRIPLES = default_triples()
CLANG = shutil.which("clang-16")
NATIVE = platform.machine() == "x86_64"


def _size_t(triple: str) -> str:
    return "i32" if triple.startswith("sparc") else "i64"


def _write(tmp_path: Path, name: str, triple: str, body: str) -> Path:
    p = tmp_path / f"{name}.{triple}.ll"
    p.write_text(f'target triple = "{triple}"\n' + body.replace("SIZE_T", _size_t(triple)))
    return p


def _pylli(path: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pyllc.tools.lli", *extra, str(path)],
                          capture_output=True, text=True, timeout=600)


def _native(tmp_path: Path, name: str, body: str) -> subprocess.CompletedProcess[str]:
    """The program compiled by clang-16 for the host and run (x86-64 hosts)."""
    if not NATIVE:
        pytest.skip("n/a: the native oracle runs on x86-64 hosts only")
    assert CLANG is not None, "clang-16 is the native oracle (installed by .ci/run)"
    ll = _write(tmp_path, name, "x86_64-unknown-linux-gnu", body)
    exe = tmp_path / f"{name}.native"
    subprocess.run([CLANG, "-O0", "-w", str(ll), "-o", str(exe)], check=True,
                   capture_output=True)
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=60)


def _one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


WILD_STORE = """
define void @store_wild(ptr %p) noinline {
  store volatile i32 7, ptr %p
  ret void
}
define i32 @main() {
  call void @store_wild(ptr inttoptr (SIZE_T 305419896 to ptr))
  ret i32 0
}
"""
WILD_READ = """
define i32 @read_wild() noinline {
  %v = load volatile i32, ptr inttoptr (SIZE_T 305419896 to ptr)
  ret i32 %v
}
define i32 @main() {
  %v = call i32 @read_wild()
  ret i32 %v
}
"""
WILD_JUMP = """
define i32 @main() {
  %r = call i32 inttoptr (SIZE_T 305419896 to ptr)()
  ret i32 %r
}
"""
NULL_CALL = """
@fp = global ptr null
define i32 @main() {
  %f = load volatile ptr, ptr @fp
  %r = call i32 %f()
  ret i32 %r
}
"""
RECURSE = """
define i32 @down(i32 %n) noinline {
  %buf = alloca [16 x i32]
  store volatile i32 %n, ptr %buf
  %m = add i32 %n, 1
  %r = call i32 @down(i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
}
define i32 @main() {
  %r = call i32 @down(i32 0)
  ret i32 %r
}
"""
SPIN = """
define i32 @main() {
entry:
  br label %spin
spin:
  br label %spin
}
"""
# 512 MiB (more than the 128 MiB heap pylli used to map) written at both ends
BIG_MALLOC = """
declare ptr @malloc(SIZE_T)
declare i32 @printf(ptr, ...)
@fmt = private constant [7 x i8] c"%d %d\\0A\\00"
define i32 @main() {
  %a = call ptr @malloc(SIZE_T 536870912)
  %end = getelementptr i8, ptr %a, i32 536870911
  store volatile i8 5, ptr %end
  store volatile i8 6, ptr %a
  %ok = icmp ne ptr %a, null
  %v = load volatile i8, ptr %end
  %ok32 = zext i1 %ok to i32
  %v32 = zext i8 %v to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %ok32, i32 %v32)
  ret i32 0
}
"""
OVER_LIMIT = f"""
declare ptr @malloc(SIZE_T)
define i32 @main() {{
  %a = call ptr @malloc(SIZE_T {HEAP_LIMIT + 1})
  %null = icmp eq ptr %a, null
  %r = zext i1 %null to i32
  ret i32 %r
}}
"""

FAULTS = {
    # name: (program, what the line says after "pylli: fault: ")
    "wild_store": (WILD_STORE, r"write to 0x12345678 \(unmapped\) at pc 0x[0-9a-f]+ "
                               r"in function store_wild$"),
    "wild_read": (WILD_READ, r"read from 0x12345678 \(unmapped\) at pc 0x[0-9a-f]+ "
                             r"in function read_wild$"),
    "wild_jump": (WILD_JUMP, r"fetch from 0x12345678 \(unmapped\) at pc 0x12345678$"),
    "null_call": (NULL_CALL, r"fetch from 0x0 \(unmapped\) at pc 0x0 .*null function pointer"),
    "recursion": (RECURSE, r"stack overflow: write to 0x[0-9a-f]+ below the stack "
                           r"at pc 0x[0-9a-f]+ in function down$"),
}


@pytest.mark.parametrize("triple", TRIPLES)
@pytest.mark.parametrize("name", sorted(FAULTS))
def test_fault_is_one_line_naming_address_and_function(tmp_path: Path, name: str,
                                                        triple: str) -> None:
    body, expected = FAULTS[name]
    r = _pylli(_write(tmp_path, name, triple, body))
    assert r.returncode == 139, r.stderr
    line = _one_line(r.stderr)
    assert line.startswith("pylli: fault: "), line
    assert re.search(expected, line.removeprefix("pylli: fault: ")), line


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_native_run_faults_too(tmp_path: Path, name: str) -> None:
    """The oracle: each of these programs dies of SIGSEGV natively (pylli's 139)."""
    r = _native(tmp_path, name, FAULTS[name][0])
    assert r.returncode == -11, (r.returncode, r.stderr)


@pytest.mark.parametrize("triple", TRIPLES)
def test_infinite_loop_stops_at_the_limit(tmp_path: Path, triple: str) -> None:
    r = _pylli(_write(tmp_path, "spin", triple, SPIN), "--max-instructions", "3000000")
    assert r.returncode == 124, r.stderr
    assert _one_line(r.stderr) == "pylli: instruction limit (3000000) reached"


@pytest.mark.parametrize("triple", TRIPLES)
def test_large_malloc_succeeds_like_a_native_run(tmp_path: Path, triple: str) -> None:
    r = _pylli(_write(tmp_path, "big", triple, BIG_MALLOC))
    assert r.returncode == 0, r.stderr
    if NATIVE and CLANG:
        native = _native(tmp_path, "big", BIG_MALLOC)
        assert native.returncode == 0
        assert r.stdout == native.stdout
    assert r.stdout == "1 5\n"


@pytest.mark.parametrize("triple", TRIPLES)
def test_malloc_beyond_the_heap_limit_returns_null(tmp_path: Path, triple: str) -> None:
    """The documented limit (HEAP_LIMIT, 1 GiB): one byte more gives NULL."""
    r = _pylli(_write(tmp_path, "over", triple, OVER_LIMIT))
    assert r.returncode == 1, r.stderr


# prints "tick N" forever: its output up to the limit shows where a run stopped
TICKER = """
declare i32 @printf(ptr, ...)
@fmt = private constant [9 x i8] c"tick %d\\0A\\00"
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %i)
  %n = add i32 %i, 1
  br label %loop
}
"""


@pytest.mark.parametrize("triple", TRIPLES)
def test_a_run_past_the_fast_slice_matches_an_exactly_limited_run(
        monkeypatch: pytest.MonkeyPatch, triple: str) -> None:
    """pylli first runs without Unicorn's per-instruction limit for FAST_SLICE seconds,
    output held back, and reruns with the exact limit if the program is still going:
    the held output must be dropped, and the result must be the exact run's."""
    compiled = compile_ll(TICKER, "ticker.ll", triple, options=Options(opt_level=2))
    obj = to_object(compiled)
    limit = 200_000

    def run() -> tuple[int, bytes]:
        out, err = io.BytesIO(), io.BytesIO()
        status, _ = emu.run_program([obj], compiled.target, [b"t"], limit, False, out, err)
        return status, out.getvalue()

    exact = run()                                 # a small limit: the exact path
    assert exact[0] == 124 and exact[1].startswith(b"tick 0\ntick 1\n")
    # make this limit count as "unreachable in the slice", and the slice too short
    monkeypatch.setattr(emu, "FAST_SLICE", 1e-4)
    monkeypatch.setattr(emu, "PEAK_RATE", limit / 1e-4)
    machines: list[Machine] = []

    class Watched(Machine):
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            machines.append(self)

    monkeypatch.setattr(emu, "Machine", Watched)
    assert run() == exact
    assert len(machines) == 2 and machines[0].timed_out     # it did take both paths
