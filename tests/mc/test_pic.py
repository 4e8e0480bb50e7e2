"""`-relocation-model=pic` end to end, against the GNU tools (codegen/pic.py).

For x86-64, AArch64, RISC-V 64 and SPARC V8:
- GNU `as` accepts our `.s`, and our `-filetype=obj` object carries the relocations GNU as
  makes from that `.s` (compared by place, type and what they resolve to: a global symbol
  by name, a local one as section + offset; GNU as resolves PC-relative references to
  labels of the same section itself, so those are left out of both sides);
- GNU `ld -shared` links our object into a shared library without text relocations
  (no DT_TEXTREL), and a C `main` built with the target's gcc runs against it (natively
  for x86-64, under qemu-user with the cross libc for AArch64 and RISC-V; SPARC: link
  check only, Debian has no 32-bit SPARC libc or cross gcc);
- pylli runs PIC objects of the program corpus (its loader builds the GOT).
SPARC's `.s` is for `as -KPIC` (what gcc -fPIC passes; see targets/sparc/lowering.py).
Every relocation model but static and pic is one clean error.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile
from elftools.elf.relocation import RelocationSection

REPO = Path(__file__).resolve().parents[2]
PROGRAMS = REPO / "tests" / "programs"
TRIPLES = {"x86_64": "x86_64-linux-gnu", "aarch64": "aarch64-linux-gnu",
           "riscv64": "riscv64-linux-gnu", "sparc": "sparc64-linux-gnu"}
# GNU as / ld flags: 32-bit SPARC from the sparc64 binutils, and -KPIC (see above)
AS_FLAGS = {"sparc": ["-32", "-KPIC"]}
LD_FLAGS = {"sparc": ["-m", "elf32_sparc"]}
RUNNERS = {"x86_64": [], "aarch64": ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
           "riscv64": ["qemu-riscv64", "-L", "/usr/riscv64-linux-gnu"]}
ENV = {**os.environ, "PYTHONPATH": str(REPO)}

LIBRARY = r"""
@counter = global i32 40
@hidden_base = hidden global i32 100
@local_only = internal global i32 7
@greeting = private unnamed_addr constant [18 x i8] c"lib: %d %d %d %d\0A\00"
@handlers = constant [2 x ptr] [ptr @twice, ptr @counter]
@names = global [2 x ptr] [ptr @greeting, ptr @twice]

declare i32 @printf(ptr, ...)

define i32 @twice(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}

define dso_local i32 @bump(i32 %by) {
  %c = load i32, ptr @counter
  %n = add i32 %c, %by
  store i32 %n, ptr @counter
  ret i32 %n
}

define i32 @classify(i32 %x) {
  switch i32 %x, label %other [ i32 0, label %a
                                i32 1, label %b
                                i32 2, label %c
                                i32 3, label %d
                                i32 4, label %e ]
a: ret i32 10
b: ret i32 21
c: ret i32 32
d: ret i32 43
e: ret i32 54
other: ret i32 -1
}

define i32 @lib_entry(i32 %x) {
  %f = load ptr, ptr @handlers
  %t = call i32 %f(i32 %x)
  %b = call i32 @bump(i32 %t)
  %h = load i32, ptr @hidden_base
  %l = load i32, ptr @local_only
  %hl = add i32 %h, %l
  %k = call i32 @classify(i32 %x)
  %p = load ptr, ptr getelementptr ([2 x ptr], ptr @handlers, i64 0, i64 1)
  %pc = load i32, ptr %p
  call i32 (ptr, ...) @printf(ptr @greeting, i32 %b, i32 %hl, i32 %k, i32 %pc)
  ret i32 %b
}
"""

MAIN_C = r"""
#include <stdio.h>
extern int counter;
int lib_entry(int);
int twice(int);
int main(void) {
    int r = lib_entry(3);
    printf("main: %d %d %d\n", r, counter, twice(21));
    return 0;
}
"""
EXPECTED = "lib: 46 107 43 46\nmain: 46 46 42\n"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed (.ci/run installs binutils, gcc cross "
                    "compilers and qemu-user)")
    return path


def _pyllc(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pyllc.tools.llc", *args], cwd=cwd,
                          env=ENV, capture_output=True, text=True, timeout=300)


def _compile(arch: str, tmp: Path, ll: Path, kinds: tuple[str, ...] = ("asm", "obj")
             ) -> tuple[Path, Path]:
    """(our .s, our .o) for `ll` under -relocation-model=pic (made if named in `kinds`,
    once per directory)."""
    asm, obj = tmp / f"{ll.stem}.{arch}.s", tmp / f"{ll.stem}.{arch}.o"
    for ft, out in (("asm", asm), ("obj", obj)):
        if ft not in kinds or out.exists():
            continue
        r = _pyllc(f"-mtriple={arch}-unknown-linux-gnu", "-relocation-model=pic",
                   f"-filetype={ft}", str(ll), "-o", str(out), cwd=tmp)
        assert r.returncode == 0, r.stderr
    return asm, obj


def _relocations(path: Path) -> set[tuple[str, int, str, object]]:
    """(section, offset, type, target) of every relocation of an object's allocated
    sections; target = global symbol name + addend, or (section, value + addend) for a
    local symbol. PC-relative references within one section are left out (GNU as
    resolves them without a relocation) and so are linker-relaxation markers."""
    out = set()
    with path.open("rb") as f:
        elf = ELFFile(f)
        symtab = elf.get_section_by_name(".symtab")
        for sec in elf.iter_sections():
            if not isinstance(sec, RelocationSection):
                continue
            target_sec = elf.get_section(sec["sh_info"])
            if not target_sec["sh_flags"] & 2:          # SHF_ALLOC: not debug sections
                continue
            for r in sec.iter_relocations():
                sym = symtab.get_symbol(r["r_info_sym"])
                rtype = _type_name(elf, r["r_info_type"])
                if rtype in ("R_RISCV_RELAX", "R_RISCV_NONE"):
                    continue
                if sym["st_info"]["bind"] == "STB_LOCAL":
                    shndx = sym["st_shndx"]
                    where = elf.get_section(shndx).name if isinstance(shndx, int) else shndx
                    if where == target_sec.name and rtype.endswith(_SAME_SECTION_PCREL):
                        continue
                    target: object = (where, sym["st_value"] + r["r_addend"])
                else:
                    target = (sym.name, r["r_addend"])
                out.add((target_sec.name, r["r_offset"], rtype, target))
    return out


# PC-relative types GNU as may resolve in place (or, for RISC-V, keep for relaxation)
_SAME_SECTION_PCREL = ("PLT32", "CALL26", "CALL_PLT", "PC32", "JUMP26", "_BRANCH", "_JAL",
                       "_WPLT30", "_WDISP30", "_WDISP22")


def _type_name(elf: ELFFile, number: int) -> str:
    from elftools.elf.enums import ENUM_RELOC_TYPE_AARCH64, ENUM_RELOC_TYPE_x64
    tables = {"EM_X86_64": ENUM_RELOC_TYPE_x64, "EM_AARCH64": ENUM_RELOC_TYPE_AARCH64}
    table = tables.get(elf["e_machine"])
    if table is None:                          # RISC-V, SPARC: pyllc's own numbering
        from pyllc.targets.riscv64.relocs import ELF_NUMBERS as RV
        from pyllc.targets.sparc.relocs import ELF_NUMBERS as SP
        numbers = RV if elf["e_machine"] == "EM_RISCV" else SP
        names = {v: k for k, v in numbers.items()}
        return names.get(number, str(number))
    names = {v: k for k, v in table.items() if isinstance(v, int)}
    return names.get(number, str(number))


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("pic")
    (d / "lib.ll").write_text(LIBRARY)
    (d / "main.c").write_text(MAIN_C)
    return d


@pytest.mark.parametrize("arch", sorted(TRIPLES))
def test_gnu_as_makes_the_same_relocations(arch: str, library: Path) -> None:
    asm, obj = _compile(arch, library, library / "lib.ll")
    gas_obj = library / f"gas.{arch}.o"
    r = subprocess.run([_tool(f"{TRIPLES[arch]}-as"), *AS_FLAGS.get(arch, []), str(asm),
                        "-o", str(gas_obj)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    ours, gas = _relocations(obj), _relocations(gas_obj)
    assert ours == gas, f"only ours: {sorted(ours - gas)}\nonly GNU as: {sorted(gas - ours)}"
    kinds = {t for _, _, t, _ in ours}
    got = {"x86_64": "R_X86_64_REX_GOTPCRELX", "aarch64": "R_AARCH64_ADR_GOT_PAGE",
           "riscv64": "R_RISCV_GOT_HI20", "sparc": "R_SPARC_GOT22"}[arch]
    assert got in kinds, kinds


ABSOLUTE = {"x86_64": "R_X86_64_64", "aarch64": "R_AARCH64_ABS64", "riscv64": "R_RISCV_64",
            "sparc": "R_SPARC_32"}


@pytest.mark.parametrize("arch", sorted(TRIPLES))
def test_jump_tables_need_no_load_time_relocation(arch: str, library: Path) -> None:
    """llc's PIC jump tables (classify's switch): `.LBB - .LJTI` entries in .rodata,
    resolved by the static linker (x86-64, AArch64, RISC-V), or no table (SPARC, whose
    llc makes compare trees); never absolute block addresses, each of which would be a
    dynamic relocation of the shared object."""
    asm, obj = _compile(arch, library, library / "lib.ll")
    into_text = [r for r in _relocations(obj)
                 if r[0] != ".text" and isinstance(r[3], tuple) and r[3][0] == ".text"]
    assert all(t != ABSOLUTE[arch] for _, _, t, _ in into_text), into_text
    text = asm.read_text()
    if arch == "sparc":
        assert ".LJTI" not in text
    else:
        table = re.search(r"(\.LJTI\d+_0):\n(\s+\.(long|word)\s+\.LBB\d+_\d+-\1\n){5}", text)
        assert table is not None, text
        section = text[:table.start()].rsplit(".section", 1)[-1].split("\n")[0]
        assert section.split(",")[0].strip() == ".rodata", section


@pytest.mark.parametrize("arch", sorted(TRIPLES))
def test_shared_library_links_and_runs(arch: str, library: Path) -> None:
    _, obj = _compile(arch, library, library / "lib.ll", ("obj",))
    triple = TRIPLES[arch]
    so = library / arch / "libpic.so"
    so.parent.mkdir(exist_ok=True)
    r = subprocess.run([_tool(f"{triple}-ld"), *LD_FLAGS.get(arch, []), "-shared", str(obj),
                        "-o", str(so)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "warning" not in r.stderr, r.stderr       # e.g. "relocation in read-only section"
    dyn = subprocess.run([_tool(f"{triple}-readelf"), "-d", str(so)], capture_output=True,
                         text=True, check=True).stdout
    assert "TEXTREL" not in dyn
    if arch == "sparc":
        return                        # no 32-bit SPARC libc or gcc to run it with
    gcc = "gcc" if arch == "x86_64" else f"{triple}-gcc"
    exe = library / arch / "main"
    r = subprocess.run([_tool(gcc), str(library / "main.c"), str(so), "-o", str(exe),
                        f"-Wl,-rpath,{so.parent}"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    runner = RUNNERS[arch]
    if runner:
        _tool(runner[0])
    run = subprocess.run([*runner, str(exe)], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, EXPECTED), run.stderr


PROGRAM_NAMES = ("hello",         # stdout/stderr: runtime data symbols through the GOT
                 "switch_dense", "state_machine")   # PC-relative jump tables


@pytest.mark.parametrize("arch", sorted(TRIPLES))
@pytest.mark.parametrize("name", PROGRAM_NAMES)
def test_pylli_runs_pic_objects(arch: str, name: str, tmp_path: Path) -> None:
    ll = PROGRAMS / "ll" / f"{arch}-unknown-linux-gnu" / f"{name}.O2.ll"
    if not ll.exists():
        pytest.fail(f"{ll} is missing: pick names from tests/programs/programs.txt")
    _, obj = _compile(arch, tmp_path, ll, ("obj",))
    run = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", str(obj)], env=ENV,
                         capture_output=True, timeout=300)
    expected = (PROGRAMS / f"{name}.expected").read_bytes()
    status = PROGRAMS / f"{name}.status"
    want = int(status.read_text()) if status.exists() else 0
    assert (run.returncode, run.stdout) == (want, expected), run.stderr.decode()


@pytest.mark.parametrize("args, message", [
    (["-mtriple=sparc-unknown-linux-gnu", "-relocation-model=rwpi"],
     "-relocation-model=rwpi is not supported for sparc (supported: static, pic)"),
    (["-mtriple=x86_64-unknown-linux-gnu", "-relocation-model=ropi"],
     "-relocation-model=ropi is not supported for x86_64 (supported: static, pic)"),
    (["-mtriple=riscv64-unknown-linux-gnu", "-relocation-model=dynamic-no-pic"],
     "-relocation-model=dynamic-no-pic is not supported for riscv64 (supported: static, pic)"),
])
def test_unsupported_models_are_one_clean_error(args: list[str], message: str,
                                                 library: Path) -> None:
    r = _pyllc(*args, str(library / "lib.ll"), "-o", "-", cwd=library)
    assert r.returncode == 1
    assert r.stderr == f"pyllc: error: {message}\n"


SMALL_PIC = r"""
@g = global i32 40
@k = internal global i32 2
@fmt = private constant [4 x i8] c"%d\0A\00"
@handler = constant ptr @pick
declare i32 @printf(ptr, ...)
define i32 @pick(i32 %x) {
  switch i32 %x, label %other [ i32 0, label %a
                                i32 1, label %b
                                i32 2, label %c
                                i32 3, label %d
                                i32 4, label %e ]
a: ret i32 0
b: ret i32 1
c: ret i32 2
d: ret i32 -5
e: ret i32 7
other: ret i32 99
}
define i32 @main() {
  %a = load i32, ptr @g
  %b = load i32, ptr @k
  %s = add i32 %a, %b
  %h = load ptr, ptr @handler
  %j = call i32 %h(i32 3)
  %t = add i32 %s, %j
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %t)
  ret i32 0
}
!llvm.module.flags = !{!0}
!0 = !{i32 8, !"PIC Level", i32 1}
"""


@pytest.mark.parametrize("arch", sorted(TRIPLES))
def test_pylli_runs_small_pic(arch: str, tmp_path: Path) -> None:
    """!"PIC Level" 1: SPARC's GOT13 loads (and the other targets' usual GOT forms), and a
    jump table (absolute entries in .data.rel.ro, reached PC-relatively or via the GOT)."""
    ll = tmp_path / "small.ll"
    ll.write_text(SMALL_PIC)
    _, obj = _compile(arch, tmp_path, ll, ("obj",))
    if arch == "sparc":
        kinds = {t for _, _, t, _ in _relocations(obj)}
        assert "R_SPARC_GOT13" in kinds and "R_SPARC_GOT22" not in kinds, kinds
    run = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", str(obj)], env=ENV,
                         capture_output=True, text=True, timeout=300)
    assert (run.returncode, run.stdout) == (0, "37\n"), run.stderr
