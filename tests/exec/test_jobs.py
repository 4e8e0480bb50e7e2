"""`-j N` (tools/jobs.py): the functions of a module compiled in worker processes give
the same bytes as one process, for assembly and objects, on every target; errors in a
worker are reported as the serial compile reports them; a dead worker is a clean
internal error, never a hang. The pool is forced on small inputs here
(PYLLC_JOBS_MIN_INSTRUCTIONS=0), so the chunking and pickling paths run on them."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pyllc.codegen.opcodes import Op
from pyllc.diagnostics import CompileError
from pyllc.isel import select
from pyllc.mc.elf import write_elf
from pyllc.native import compiled
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools import jobs
from pyllc.tools.compile import compile_ll, to_assembly, to_object

ROOT = Path(__file__).resolve().parents[2]
TRIPLES = default_triples()
# corpus inputs with module-level state: jump tables, string literals and constant pools,
# blockaddress labels across blocks, TLS sections, DWARF line and variable tables
CORPUS = ["programs/ll/{triple}/computed_goto.O2.ll", "programs/ll/{triple}/switch_dense.O2.ll",
          "programs/ll/{triple}/tls.O2.ll", "programs/ll/{triple}/strings.O0.ll",
          "debuginfo/vars.{arch}.O2.ll", "debuginfo/lines.{arch}.O0.ll"]


def _generated(n: int) -> str:
    """`n` functions of the kinds whose labels and pools are numbered per function: a
    switch (jump table), a double constant (constant pool), a string, a loop, calls."""
    out = ['@fmt = private unnamed_addr constant [4 x i8] c"%d\\0A\\00"',
           "declare i32 @printf(ptr, ...)"]
    for i in range(n):
        out.append(f"""define i32 @f{i}(i32 %x, double %d) {{
entry:
  switch i32 %x, label %other [ i32 0, label %a  i32 1, label %b  i32 2, label %c
                                i32 3, label %a  i32 4, label %b  i32 5, label %c ]
a:
  %s = fmul double %d, {i}.25
  %si = fptosi double %s to i32
  br label %loop
b:
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %x)
  br label %loop
c:
  %q = call i32 @f{max(i - 1, 0)}(i32 %x, double %d)
  br label %loop
other:
  br label %loop
loop:
  %i = phi i32 [ 0, %a ], [ 0, %b ], [ 0, %c ], [ 0, %other ], [ %i.next, %loop ]
  %acc = phi i32 [ %si, %a ], [ %p, %b ], [ %q, %c ], [ {i}, %other ], [ %acc.next, %loop ]
  %acc.next = mul i32 %acc, 31
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}}""")
    return "\n".join(out) + "\n"


def _outputs(text: str, name: str, triple: str, level: int, n: int) -> tuple[str, bytes]:
    c = compile_ll(text, name, triple, options=Options(opt_level=level), jobs=n)
    return to_assembly(c), write_elf(to_object(c, debug_sections=True), c.target)


@pytest.fixture
def pool_always(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYLLC_JOBS_MIN_INSTRUCTIONS", "0")


@pytest.mark.parametrize("triple", TRIPLES)
def test_same_bytes_for_every_n(triple: str, pool_always: None) -> None:
    arch = triple.split("-")[0]
    inputs = [(ROOT / "tests" / p.format(triple=triple, arch=arch)) for p in CORPUS]
    cases = [(p.read_text(), str(p), 2) for p in inputs if p.exists()]
    assert len(cases) >= 4, "the corpus inputs moved"
    cases.append((_generated(16), "generated.ll", 2))
    cases.append((_generated(16), "generated.ll", 0))
    for text, name, level in cases:
        serial = _outputs(text, name, triple, level, 1)
        for n in (2, 3):
            asm, obj = _outputs(text, name, triple, level, n)
            assert asm == serial[0], f"{name} -O{level} -j {n}: assembly differs"
            assert obj == serial[1], f"{name} -O{level} -j {n}: object differs"


def test_chunks_cover_the_functions_in_order() -> None:
    sizes = [5, 100, 1, 1, 1, 40, 3, 3, 3, 3, 70, 2]
    for n in (1, 2, 3, 8):
        chunks = jobs._chunks(sizes, n)
        flat = [i for c in chunks for i in c]
        assert flat == list(range(len(sizes)))
        assert all(len(c) > 0 for c in chunks)


def test_small_modules_and_watching_modes_stay_serial() -> None:
    assert jobs.min_instructions() > 0 or os.environ.get("PYLLC_JOBS_MIN_INSTRUCTIONS")
    assert jobs.serial_only(Options()) is None
    assert jobs.serial_only(Options(print_after_all=True)) == "-print-after"
    assert jobs.default_jobs() >= 1


def _no_mul_in(names: set[str]) -> Any:
    real = select.match_node

    def no_mul(table: Any, n: Any, *rest: Any) -> Any:
        if n.op == Op.MUL and rest[-1].mf.name in names:
            return None
        return real(table, n, *rest)
    return no_mul


@pytest.mark.skipif(compiled(select), reason="interpreted only: monkeypatches isel/select.py's "
                    "match_node, which the compiled build's callers call directly")
@pytest.mark.parametrize("triple", TRIPLES[:1])
def test_first_error_in_module_order(triple: str, pool_always: None,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Two functions fail; every N reports the first one, as the serial loop does (the
    patch is inherited by the forked workers)."""
    monkeypatch.setattr(select, "match_node", _no_mul_in({"f9", "f17"}))
    text = _generated(20)
    messages = []
    for n in (1, 2, 3):
        with pytest.raises(CompileError) as info:
            compile_ll(text, "gen.ll", triple, options=Options(opt_level=0), jobs=n)
        messages.append(info.value.format())
    assert "(in function @f9," in messages[0]
    assert messages[1] == messages[0] and messages[2] == messages[0]


def test_a_dead_worker_is_an_error_not_a_hang(pool_always: None,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    real = jobs.compile_function

    def die(fn: Any, *rest: Any) -> Any:
        if fn.name == "f5":
            os._exit(3)
        return real(fn, *rest)
    monkeypatch.setattr(jobs, "compile_function", die)
    with pytest.raises(RuntimeError, match="worker process died"):
        compile_ll(_generated(8), "gen.ll", TRIPLES[0], options=Options(opt_level=0), jobs=2)


def _pyllc(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    full = dict(os.environ, PYTHONPATH=str(ROOT), PYLLC_JOBS_MIN_INSTRUCTIONS="0", **(env or {}))
    return subprocess.run([sys.executable, "-m", "pyllc.tools.llc", *args], env=full,
                          capture_output=True, check=False)


def test_cli(tmp_path: Path) -> None:
    src = tmp_path / "gen.ll"
    src.write_text(_generated(6))
    one = _pyllc("-j", "1", str(src), "-o", "-")
    two = _pyllc("-j=2", "-filetype=obj", str(src), "-o", "-")
    assert one.returncode == 0 and two.returncode == 0, two.stderr
    assert _pyllc("-j2", str(src), "-o", "-").stdout == one.stdout
    assert two.stdout == _pyllc("-j", "1", "-filetype=obj", str(src), "-o", "-").stdout
    assert b"-j N" in _pyllc("-help").stdout
    bad = _pyllc("-j", "x", str(src))
    assert bad.returncode == 1 and bad.stderr.count(b"\n") == 1, bad.stderr


def test_cli_error_is_one_located_message(tmp_path: Path) -> None:
    """A function the target cannot compile, among others big enough for the pool: one
    located message and exit 1 for every N."""
    src = tmp_path / "bad.ll"
    bad = ("declare void @takes_quad(fp128)\n"
           "define void @bad(ptr %p) {\n  %v = load fp128, ptr %p\n"
           "  call void @takes_quad(fp128 %v)\n  ret void\n}\n")     # as llc-16: no fp128 in V8 calls
    src.write_text(_generated(6) + bad)
    results = [_pyllc(f"-j={n}", "-march=sparc", str(src), "-o", "-") for n in (1, 2)]
    for r in results:
        assert r.returncode == 1
        assert r.stderr.startswith(b"pyllc: error: ") and b"Traceback" not in r.stderr
    assert results[0].stderr == results[1].stderr


def test_pylli_compiles_with_jobs(tmp_path: Path) -> None:
    src = tmp_path / "main.ll"
    src.write_text('@s = private constant [4 x i8] c"%d\\0A\\00"\n'
                   "declare i32 @printf(ptr, ...)\n"
                   "define i32 @sq(i32 %x) {\n  %r = mul i32 %x, %x\n  ret i32 %r\n}\n"
                   "define i32 @main() {\n  %a = call i32 @sq(i32 7)\n"
                   "  %p = call i32 (ptr, ...) @printf(ptr @s, i32 %a)\n  ret i32 3\n}\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYLLC_JOBS_MIN_INSTRUCTIONS="0")
    for n in ("1", "2"):
        r = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", "-j", n, str(src)],
                           env=env, capture_output=True, check=False)
        assert (r.returncode, r.stdout) == (3, b"49\n"), r.stderr
