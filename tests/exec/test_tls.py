"""Thread-local storage end to end (codegen/tls.py, targets/*/tls.py, emu/tls.py).

tests/programs/tls.c (in the program corpus, so every target runs it under pylli, GNU
as/ld + glibc run our `.s` and objects natively or under qemu, and llc-16's objects run
under pylli) covers local exec, the model clang's `dso_local` definitions get. Here:
- the initial-exec form of the same program (the definitions without `dso_local`, so
  references go through GOT entries holding thread-pointer offsets) runs under pylli,
  and its TLS variables are shared between two objects;
- our objects carry the TLS relocations GNU as makes from our `.s` for both models,
  with `.tdata`/`.tbss` marked SHF_TLS and the variables STT_TLS;
- general dynamic (the same definitions, PIC code for a shared object: no `PIE Level`)
  runs under pylli (which serves `__tls_get_addr` and AArch64's descriptor resolver),
  and GNU ld accepts and relaxes our sequences into a program that runs (natively or
  under qemu);
- the model chosen for each (IR model, dso_local, relocation model, PIE) is llc-16's;
  local dynamic (the `static __thread` variables of that shared-object code) has its own
  sequence on x86-64 (one `x@TLSLD` call, then `x@DTPOFF` offsets), and is general
  dynamic's elsewhere (as llc-16 on RISC-V; AArch64 and SPARC not yet).
"""
from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.mc.elf import write_elf
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll, to_assembly, to_object

REPO = Path(__file__).resolve().parents[2]
PROGRAMS = REPO / "tests" / "programs"
# triple -> (binutils prefix, assembler flags)
BINUTILS = {"x86_64-unknown-linux-gnu": ("x86_64-linux-gnu-", []),
            "aarch64-unknown-linux-gnu": ("aarch64-linux-gnu-", []),
            "riscv64-unknown-linux-gnu": ("riscv64-linux-gnu-", ["-march=rv64gc"]),
            "sparc-unknown-linux-gnu": ("sparc64-linux-gnu-", ["-32", "-Av8"])}
# what each model looks like in the .s (the sequences of targets/<arch>/tls.py)
MARKERS = {"x86_64-unknown-linux-gnu": {"le": "@TPOFF", "ie": "@GOTTPOFF(%rip)",
                                        "gd": "@TLSGD(%rip)"},
           "aarch64-unknown-linux-gnu": {"le": ":tprel_hi12:", "ie": ":gottprel:",
                                         "gd": ".tlsdesccall"},
           "riscv64-unknown-linux-gnu": {"le": "%tprel_hi(", "ie": "la.tls.ie",
                                         "gd": "la.tls.gd"},
           "sparc-unknown-linux-gnu": {"le": "%tle_hix22(", "ie": "%tie_hi22(",
                                       "gd": "%tgd_call("}}
# a C toolchain to link and run with: (binutils/gcc prefix, runner); SPARC has none
RUNNERS = {"x86_64-unknown-linux-gnu": ("", []),
           "aarch64-unknown-linux-gnu": ("aarch64-linux-gnu-", ["qemu-aarch64"]),
           "riscv64-unknown-linux-gnu": ("riscv64-linux-gnu-", ["qemu-riscv64"])}


def _source(triple: str, opt: str, model: str) -> str:
    """tls.c's IR; for "ie" its definitions lose `dso_local` (the static ones stay local),
    for "gd" also the module flag `PIE Level` (so PIC code is for a shared object)."""
    text = (PROGRAMS / "ll" / triple / f"tls.{opt}.ll").read_text()
    if model == "le":
        return text
    text = text.replace("dso_local thread_local", "thread_local")
    if model == "gd":
        text, n = re.subn(r'!\{i32 \d+, !"PIE Level", i32 \d+\}', '!{i32 1, !"unused", i32 0}',
                          text)
        assert n == 1
    return text


def _compile(text: str, triple: str, opt: int = 2, pic: bool = False) -> object:
    return compile_ll(text, "tls.ll", triple, options=Options(
        opt_level=opt, relocation_model="pic" if pic else "static"))


def _expected() -> bytes:
    return (PROGRAMS / "tls.expected").read_bytes()


def _run(objects: list[object], target: object) -> tuple[bytes, int]:
    out = io.BytesIO()
    status, _ = run_program(objects, target, [b"tls"], 200_000_000, stdout=out,
                            stderr=io.BytesIO())
    return out.getvalue(), status


@pytest.mark.parametrize("llc_opt", [0, 2])
@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("triple", default_triples())
def test_initial_exec_runs_under_pylli(triple: str, opt: str, llc_opt: int) -> None:
    assert triple in MARKERS, f"tests/exec/test_tls.py: give the TLS markers of {triple}"
    c = _compile(_source(triple, opt, "ie"), triple, llc_opt)
    asm = to_assembly(c)
    assert MARKERS[triple]["ie"] in asm          # the exported definitions
    assert MARKERS[triple]["le"] in asm          # `static __thread` stays local exec
    assert _run([to_object(c)], c.target) == (_expected(), 0)


@pytest.mark.parametrize("llc_opt", [0, 2])
@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("triple", default_triples())
def test_general_dynamic_runs_under_pylli(triple: str, opt: str, llc_opt: int) -> None:
    c = _compile(_source(triple, opt, "gd"), triple, llc_opt, pic=True)
    asm = to_assembly(c)
    assert MARKERS[triple]["gd"] in asm
    assert MARKERS[triple]["ie"] not in asm and MARKERS[triple]["le"] not in asm
    assert _run([to_object(c)], c.target) == (_expected(), 0)


@pytest.mark.parametrize("llc_opt", [0, 2])
def test_local_dynamic_x86_64(llc_opt: int) -> None:
    """The shared-object code's `static __thread` variables: x86-64's local-dynamic
    sequence, as llc-16's (`leaq x@TLSLD(%rip), %rdi; callq __tls_get_addr@PLT`, then
    `x@DTPOFF`), with R_X86_64_TLSLD/DTPOFF32 in the object; pylli runs it (GNU ld links
    and relaxes it: test_gnu_ld_relaxes_general_dynamic)."""
    triple = "x86_64-unknown-linux-gnu"
    c = _compile(_source(triple, "O2", "gd"), triple, llc_opt, pic=True)
    asm = to_assembly(c)
    assert "@TLSLD(%rip), %rdi" in asm and "@DTPOFF" in asm
    obj = to_object(c)
    types = {r.type for r in obj.relocs}
    assert {"R_X86_64_TLSLD", "R_X86_64_DTPOFF32", "R_X86_64_TLSGD"} <= types
    assert _run([obj], c.target) == (_expected(), 0)


@pytest.mark.parametrize("triple", sorted(RUNNERS))
def test_gnu_ld_relaxes_general_dynamic(triple: str, tmp_path: Path) -> None:
    """GNU ld turns general dynamic into local exec in a static program only when the
    code is exactly the ABI's sequence; the program then runs with glibc's TLS."""
    prefix, runner = RUNNERS[triple]
    c = _compile(_source(triple, "O2", "gd"), triple, pic=True)
    obj, exe = tmp_path / "tls.o", tmp_path / "tls"
    obj.write_bytes(write_elf(to_object(c), c.target))
    r = subprocess.run([_tool(prefix + "gcc"), "-static", str(obj), "-o", str(exe)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    run = subprocess.run([*(_tool(x) for x in runner), str(exe)], capture_output=True,
                         timeout=120)
    assert (run.stdout, run.returncode) == (_expected(), 0), run.stderr


SPLIT_DEFS = """
@tv = thread_local global i32 40
@tz = thread_local global [4 x i32] zeroinitializer
"""
SPLIT_MAIN = """
@tv = external thread_local global i32
@tz = external thread_local global [4 x i32]
@fmt = private constant [10 x i8] c"%d %d %d\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %v = load i32, ptr @tv
  %n = add i32 %v, 2
  store i32 %n, ptr @tv
  %p = getelementptr [4 x i32], ptr @tz, i64 0, i64 3
  store i32 7, ptr %p
  %q = load i32, ptr %p
  %w = load i32, ptr @tv
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %v, i32 %w, i32 %q)
  ret i32 0
}
"""


@pytest.mark.parametrize("triple", default_triples())
def test_tls_variables_shared_between_objects(triple: str) -> None:
    defs = _compile(SPLIT_DEFS, triple)
    main = _compile(SPLIT_MAIN, triple)
    assert MARKERS[triple]["ie"] in to_assembly(main)
    assert _run([to_object(main), to_object(defs)], main.target) == (b"40 42 7\n", 0)


_READELF_REL = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+(R_\w+)\s+[0-9a-f]+\s+(\S+)\s*([+-]\s*[0-9a-f]+)?")


def _tls_relocations(readelf: str, path: Path) -> list[tuple[str, str, str]]:
    """(type, symbol, addend) of the TLS relocations, in order (offsets differ where GNU
    as compresses RISC-V instructions)."""
    out = subprocess.run([readelf, "-rW", str(path)], capture_output=True, text=True,
                         check=True).stdout
    rows = []
    for line in out.splitlines():
        m = _READELF_REL.match(line)
        if m and re.search(r"TLS|TPOFF|TPREL", m.group(1)):
            rows.append((m.group(1), m.group(2), (m.group(3) or "").replace(" ", "")))
    return rows


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed (.ci/run installs the targets' binutils)")
    return path


@pytest.mark.parametrize("model", ["le", "ie", "gd"])
@pytest.mark.parametrize("triple", default_triples())
def test_gnu_as_makes_the_same_tls_relocations(triple: str, model: str,
                                               tmp_path: Path) -> None:
    prefix, flags = BINUTILS[triple]
    c = _compile(_source(triple, "O2", model), triple, pic=model == "gd")
    ours, gas, s = tmp_path / "ours.o", tmp_path / "gas.o", tmp_path / "tls.s"
    s.write_text(to_assembly(c))
    ours.write_bytes(write_elf(to_object(c), c.target))
    r = subprocess.run([_tool(prefix + "as"), *flags, str(s), "-o", str(gas)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    readelf = _tool(prefix + "readelf")
    mine, theirs = _tls_relocations(readelf, ours), _tls_relocations(readelf, gas)
    assert mine == theirs
    assert len(mine) >= 10
    for path in (ours, gas):
        sections = subprocess.run([readelf, "-SW", str(path)], capture_output=True,
                                  text=True, check=True).stdout
        assert re.search(r"\.tdata\s+PROGBITS.*\bWAT\b", sections), sections
        assert re.search(r"\.tbss\s+NOBITS.*\bWAT\b", sections), sections
        symbols = subprocess.run([readelf, "-sW", str(path)], capture_output=True,
                                 text=True, check=True).stdout
        tls_syms = {line.split()[-1] for line in symbols.splitlines() if " TLS " in line}
        assert {"counter", "zero_int", "primes", "squares", "origin", "hidden"} <= tls_syms


# --------------------------------------------------------------------------- model choice

LLC_MARKERS = {"@TPOFF": "le", "@GOTTPOFF": "ie", "@TLSGD": "gd", "@TLSLD": "ld"}


def _variant(keyword: str, local: bool, pie: bool) -> str:
    flags = '!llvm.module.flags = !{!0}\n!0 = !{i32 7, !"PIE Level", i32 2}\n' if pie else ""
    return (f"@v = {'dso_local ' if local else ''}{keyword} global i32 1\n"
            "define ptr @f() {\n  ret ptr @v\n}\n" + flags)


CASES = [(k, local, pie, pic)
         for k in ("thread_local", "thread_local(localdynamic)", "thread_local(initialexec)",
                   "thread_local(localexec)")
         for local in (False, True) for pie in (False, True) for pic in (False, True)]


@pytest.mark.parametrize("keyword, local, pie, pic", CASES)
def test_model_choice_is_llcs(keyword: str, local: bool, pie: bool, pic: bool,
                              tmp_path: Path) -> None:
    llc = shutil.which("llc-16")
    if llc is None:
        pytest.fail("llc-16 is not installed (.ci/run installs llvm-16)")
    ll = tmp_path / "v.ll"
    ll.write_text(_variant(keyword, local, pie))
    model = "static" if not pic else "pic"
    r = subprocess.run([llc, "-mtriple=x86_64-unknown-linux-gnu", f"-relocation-model={model}",
                        str(ll), "-o", "-"], capture_output=True, text=True, check=True)
    theirs = [m for k, m in LLC_MARKERS.items() if k in r.stdout]
    assert len(theirs) == 1, r.stdout
    ours = subprocess.run([sys.executable, "-m", "pyllc.tools.llc",
                           "-mtriple=x86_64-unknown-linux-gnu", f"-relocation-model={model}",
                           str(ll), "-o", "-"], capture_output=True, text=True,
                          env={"PYTHONPATH": str(REPO)})
    assert ours.returncode == 0, ours.stderr
    assert [m for k, m in LLC_MARKERS.items() if k in ours.stdout] == theirs
