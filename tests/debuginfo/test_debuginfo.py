"""Debug info from `!dbg` (issue 15): `.file`/`.loc`/`.cfi_*` in the `.s`, DWARF sections
in objects, and pylli's per-source-line profile, checked with the real tools: GNU as and
objdump/readelf of each target, llvm-dwarfdump-16 --verify, and llc-16's own objects
for the same IR (the lines each function's code maps to).

Inputs: lines.c compiled by clang-16 -g at -O0 and -O2 for each target (checked in).
"""
from __future__ import annotations

import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TARGETS = {   # folder -> (GNU binutils prefix, as flags)
    "x86_64": ("x86_64-linux-gnu-", []),
    "aarch64": ("aarch64-linux-gnu-", []),
    "riscv64": ("riscv64-linux-gnu-", ["-march=rv64gc"]),
    "sparc": ("sparc64-linux-gnu-", ["-32", "-Av8"]),
}
FUNCTIONS = ("square", "sum_to", "main")


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None and name.startswith("x86_64-linux-gnu-"):
        path = shutil.which(name[len("x86_64-linux-gnu-"):])
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def run(*cmd: str | Path, ok: bool = True) -> subprocess.CompletedProcess[str]:
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300)
    if ok:
        assert p.returncode == 0, f"{' '.join(map(str, cmd))}:\n{p.stdout}\n{p.stderr}"
    return p


def pyllc(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return run(sys.executable, "-m", "pyllc.tools.llc", *args)


def source_ll(tmp: Path, arch: str, level: str) -> Path:
    """The checked-in IR with its DIFile directory pointing at this folder."""
    text = (HERE / f"lines.{arch}.{level}.ll").read_text()
    text = re.sub(r'directory: "[^"]*"', f'directory: "{HERE}"', text)
    out = tmp / f"lines.{arch}.{level}.ll"
    out.write_text(text)
    return out


def lines_per_function(obj: Path, prefix: str) -> dict[str, set[int]]:
    """Function -> the source lines its code maps to, from objdump's decoded line table
    and the symbol table (both from the target's GNU objdump)."""
    objdump = tool(prefix + "objdump")
    syms = {}
    for line in run(objdump, "-t", obj).stdout.splitlines():
        f = line.split()
        if len(f) >= 6 and "F" in f[2:4] and f[-1] in FUNCTIONS:
            syms[f[-1]] = (int(f[0], 16), int(f[-2], 16))
    rows = []
    for line in run(objdump, "--dwarf=decodedline", obj).stdout.splitlines():
        m = re.match(r"lines\.c\s+(\d+)\s+(0x[0-9a-f]+|0)\b", line)
        if m:
            rows.append((int(m.group(2), 16), int(m.group(1))))
    assert rows, "no line table rows"
    out: dict[str, set[int]] = {}
    for name, (lo, size) in syms.items():
        out[name] = {ln for addr, ln in rows if lo <= addr < lo + size}
    return out


@pytest.fixture(scope="module")
def tmp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("debuginfo")


@pytest.mark.parametrize("arch", TARGETS)
def test_assembly_directives_accepted_by_gnu_as(arch: str, tmp: Path) -> None:
    prefix, flags = TARGETS[arch]
    ll = source_ll(tmp, arch, "O0")
    s = tmp / f"{arch}.s"
    pyllc("-O0", ll, "-o", s)
    text = s.read_text()
    assert f'.file\t1 "{HERE}" "lines.c"' in text
    assert text.count(".cfi_startproc") == text.count(".cfi_endproc") == 3
    assert text.count("prologue_end") == 3
    assert ".cfi_def_cfa" in text
    locs = [int(m) for m in re.findall(r"\.loc\t1 (\d+) ", text)]
    assert {2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18} <= set(locs)
    obj = tmp / f"{arch}.gas.o"
    run(tool(prefix + "as"), *flags, s, "-o", obj)
    ours = lines_per_function(obj, prefix)
    assert ours["sum_to"] >= {7, 8, 9, 10, 11}
    frames = run(tool(prefix + "readelf"), "--debug-dump=frames", obj).stdout
    assert frames.count("FDE") == 3


def llc_lines(tmp: Path, ll: Path, arch: str, level: str) -> dict[str, set[int]]:
    llc = tool("llc-16")
    obj = tmp / f"{arch}.{level}.llc.o"
    run(llc, f"-{level}", "-filetype=obj", ll, "-o", obj)
    return lines_per_function(obj, TARGETS[arch][0])


@pytest.mark.parametrize("level", ["O0", "O2"])
@pytest.mark.parametrize("arch", TARGETS)
def test_object_dwarf(arch: str, level: str, tmp: Path) -> None:
    prefix = TARGETS[arch][0]
    ll = source_ll(tmp, arch, level)
    obj = tmp / f"{arch}.{level}.o"
    pyllc(f"-{level}", "-filetype=obj", ll, "-o", obj)
    verify = run(tool("llvm-dwarfdump-16"), "--verify", obj)
    assert "No errors." in verify.stdout

    info = run(tool(prefix + "readelf"), "--debug-dump=info,frames", obj).stdout
    assert "DW_TAG_compile_unit" in info and "DW_AT_producer" in info
    assert "clang version" in info and str(HERE) in info
    dies = re.split(r"\n\s*<\d+><[0-9a-f]+>: Abbrev Number: ", info)
    subprograms = [m.group(1) for d in dies if d.split("\n", 1)[0].endswith("(DW_TAG_subprogram)")
                   for m in [re.search(r"DW_AT_name\s*:.*: (\w+)\n", d)] if m]
    expected = {"sum_to", "main"} | ({"square"} if level == "O0" else set())
    assert set(subprograms) == expected
    assert info.count(" FDE ") == len(expected)
    assert "DW_CFA_def_cfa" in info

    ours, theirs = lines_per_function(obj, prefix), llc_lines(tmp, ll, arch, level)
    assert set(ours) == set(theirs) == expected
    for fn in expected:
        theirs[fn].discard(0)     # llc's rows for compiler-made code; pyllc makes none
        # the same source lines per function as llc-16's object for the same IR
        assert ours[fn] == theirs[fn], (fn, ours[fn], theirs[fn])


@pytest.mark.parametrize("arch", TARGETS)
def test_pylli_runs_objects_with_debug_sections(arch: str, tmp: Path) -> None:
    ll = source_ll(tmp, arch, "O2")
    obj = tmp / f"{arch}.run.o"
    pyllc("-O2", "-filetype=obj", ll, "-o", obj)
    p = run(sys.executable, "-m", "pyllc.tools.lli", obj, ok=False)
    assert p.returncode == 195, p.stderr
    theirs = tmp / f"{arch}.run.llc.o"         # llc-16's -g object: DWARF 5, .debug_addr ...
    run(tool("llc-16"), "-O2", "-filetype=obj", ll, "-o", theirs)
    p = run(sys.executable, "-m", "pyllc.tools.lli", theirs, ok=False)
    assert p.returncode == 195, p.stderr


@pytest.mark.parametrize("arch", ["riscv64", "sparc"])
def test_profile_lines(arch: str, tmp: Path) -> None:
    ll = source_ll(tmp, arch, "O0")
    p = run(sys.executable, "-m", "pyllc.tools.lli", "--stats", "--profile", ll, ok=False)
    assert p.returncode == 195, p.stderr
    total = int(re.search(r"executed (\d+) instructions", p.stderr).group(1))
    section = p.stderr.split("source line\n", 1)[1]
    rows = [line for line in section.splitlines() if re.match(r"\s+\d+ ", line)]
    counts = [int(r.split()[0]) for r in rows]
    assert sum(counts) == total
    assert counts == sorted(counts, reverse=True)
    # the loop body runs 10 times: the hottest line is in the loop or in square()
    assert re.search(r"lines\.c:(3|4|9|10) ", rows[0]), rows[0]
    assert any("s += square(i);" in r for r in rows)


def test_no_debug_info_no_directives(tmp: Path) -> None:
    ll = tmp / "plain.ll"
    text = (HERE / "lines.riscv64.O0.ll").read_text()
    # strip every !dbg attachment and the debug metadata: llc's output has no .loc then
    text = re.sub(r", !dbg ![0-9]+", "", text)
    text = re.sub(r" !dbg ![0-9]+", "", text)
    text = re.sub(r"(?m)^  call void @llvm\.dbg\.\w+\(.*\n", "", text)
    text = re.sub(r"(?m)^!llvm\.dbg\.cu = .*\n", "", text)
    ll.write_text(text)
    out = pyllc("-O0", ll, "-o", "-").stdout
    assert ".loc" not in out and ".cfi_" not in out and ".file\t1" not in out


BROKEN = """
define i32 @f(i32 %x) !dbg !5 {
  %y = add i32 %x, 1, !dbg !9
  %z = mul i32 %y, 3, !dbg !10
  ret i32 %z, !dbg !11
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "x.c", directory: "/nowhere")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, unit: !0)
!9 = !DILocation(line: 4, scope: !12)
!10 = !{i32 1}
!11 = !DILocation(line: 6, column: 2, scope: !5)
!12 = !DILexicalBlock(scope: !5, line: 4, column: 1)
"""


@pytest.mark.parametrize("arch", TARGETS)
def test_odd_metadata_is_ignored_cleanly(arch: str, tmp: Path) -> None:
    ll = tmp / f"odd.{arch}.ll"
    ll.write_text(BROKEN)
    triple = f"-mtriple={arch}-unknown-linux-gnu"
    out = pyllc(triple, "-O0", ll, "-o", "-").stdout
    assert re.search(r"\.loc\t1 4 0 prologue_end", out)
    assert "\t.loc\t1 6 2" in out
    obj = tmp / f"odd.{arch}.o"
    pyllc(triple, "-O0", "-filetype=obj", ll, "-o", obj)
    assert "No errors." in run(tool("llvm-dwarfdump-16"), "--verify", obj).stdout


if __name__ == "__main__":    # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))


def test_gdb_breaks_at_source_lines_and_unwinds(tmp: Path) -> None:
    """x86-64, natively: our object linked by gcc, gdb breaks at lines.c:4 (inside
    square) and unwinds through sum_to to main with the CFI of .debug_frame."""
    import platform
    if platform.machine() != "x86_64":
        pytest.skip("n/a: gdb runs the program natively only on an x86-64 host")
    gcc, gdb = tool("gcc"), tool("gdb")
    ll = source_ll(tmp, "x86_64", "O0")
    obj, exe = tmp / "gdb.o", tmp / "gdb.exe"
    pyllc("-O0", "-filetype=obj", ll, "-o", obj)
    run(gcc, "-no-pie", obj, "-o", exe)
    p = run(gdb, "-batch", "-nx", "-ex", "break lines.c:4", "-ex", "run", "-ex", "bt",
            "-ex", "delete 1", "-ex", "break lines.c:17", "-ex", "continue", "-ex", "bt",
            exe, ok=False)
    out = p.stdout
    frames = re.findall(r"^#(\d)\s+(?:0x[0-9a-f]+ in )?(\w+) \(.*\) at lines\.c:(\d+)", out, re.M)
    assert frames[:3] == [("0", "square", "4"), ("1", "sum_to", "10"), ("2", "main", "15")], out
    assert ("0", "main", "17") in frames, out


SPARC_START = """\t.section .text
\t.global _start
_start:
\tsave %sp, -96, %sp
\tcall main
\tnop
\tmov 1, %g1
\tta 0x10
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("arch", ["riscv64", "aarch64", "sparc"])
def test_gdb_multiarch_under_qemu(arch: str, tmp: Path) -> None:
    """The same program for the other targets: our object linked statically by the cross
    gcc (SPARC: by GNU ld with a minimal `_start`, as there is no SPARC libc here), run by
    `qemu-<arch> -g PORT`, debugged by gdb-multiarch over the gdbstub: it breaks at
    lines.c:4 in square, unwinds to sum_to at line 10 (and to main at 15, except on SPARC:
    qemu's gdbstub does not flush register windows, so gdb cannot unwind past the first
    caller there for llc-16's objects either), and stops again at line 17 in main."""
    prefix = TARGETS[arch][0]
    gdb, qemu = tool("gdb-multiarch"), tool(f"qemu-{arch}")
    ll = source_ll(tmp, arch, "O0")
    obj, exe = tmp / "gdb.o", tmp / "gdb.exe"
    pyllc(f"-mtriple={arch}-unknown-linux-gnu", "-O0", "-filetype=obj", ll, "-o", obj)
    if arch == "sparc":
        start = tmp / "start.s"
        start.write_text(SPARC_START)
        run(tool(prefix + "as"), "-32", "-Av8", start, "-o", tmp / "start.o")
        run(tool(prefix + "ld"), "-m", "elf32_sparc", tmp / "start.o", obj, "-o", exe)
    else:
        run(tool(prefix + "gcc"), "-static", obj, "-o", exe)
    port = _free_port()
    emu = subprocess.Popen([qemu, "-g", str(port), str(exe)], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    try:
        p = run(gdb, "-batch", "-nx", "-ex", f"target remote 127.0.0.1:{port}",
                "-ex", "break lines.c:4", "-ex", "continue", "-ex", "bt", "-ex", "delete 1",
                "-ex", "break lines.c:17", "-ex", "continue", "-ex", "bt", "-ex", "kill",
                exe, ok=False)
    finally:
        emu.kill()
        emu.wait(timeout=30)
    frames = re.findall(r"^#(\d)\s+(?:0x[0-9a-f]+ in )?(\w+) \(.*\) at lines\.c:(\d+)",
                        p.stdout, re.M)
    expect = [("0", "square", "4"), ("1", "sum_to", "10")]
    if arch != "sparc":
        expect.append(("2", "main", "15"))
    assert frames[:len(expect)] == expect, p.stdout + p.stderr
    assert ("0", "main", "17") in frames, p.stdout + p.stderr


def dump_rows(obj: Path, what: str) -> list[str]:
    """llvm-dwarfdump-16's CFI row table (`frame`) or line rows (`line`: address, line,
    column; end_sequence rows dropped: GNU as makes one sequence per section, pyllc one
    per function)."""
    if what == "frame":
        out = run(tool("llvm-dwarfdump-16"), "--debug-frame", obj).stdout
        return [ln.strip() for ln in out.splitlines() if ln.startswith("  0x")]
    out = run(tool("llvm-dwarfdump-16"), "--debug-line", obj).stdout
    return [" ".join(ln.split()[:3]) for ln in out.splitlines()
            if ln.startswith("0x") and "end_sequence" not in ln]


@pytest.mark.parametrize("source", ["epilogues", "lines.O0", "lines.O2"])
@pytest.mark.parametrize("arch", TARGETS)
def test_object_equals_gnu_as_from_our_assembly(arch: str, source: str, tmp: Path) -> None:
    """The DWARF of pyllc's object says what GNU as makes of pyllc's `.s` (the `.loc`
    and `.cfi_*` directives): the same CFI row table and the same line rows."""
    prefix, flags = TARGETS[arch]
    if arch == "riscv64":
        flags = ["-march=rv64gc"]         # compressed as our `.attribute arch` says
    if source == "epilogues":
        ll = HERE / "epilogues.ll"
    else:
        ll = source_ll(tmp, arch, source.split(".")[1])
    triple = f"-mtriple={arch}-unknown-linux-gnu"
    s, obj, gas = tmp / f"eq.{arch}.s", tmp / f"eq.{arch}.o", tmp / f"eq.{arch}.gas.o"
    pyllc(triple, "-O2", ll, "-o", s)
    pyllc(triple, "-O2", "-filetype=obj", ll, "-o", obj)
    run(tool(prefix + "as"), *flags, s, "-o", gas)
    if source == "epilogues" and arch in ("x86_64", "aarch64"):
        text = s.read_text()
        assert text.count(".cfi_remember_state") == text.count(".cfi_restore_state") == 1
    for what in ("frame", "line"):
        ours, theirs = dump_rows(obj, what), dump_rows(gas, what)
        assert ours and ours == theirs, what


def test_declaration_attachments_parse_and_print_as_llvm() -> None:
    """clang -g -O2 writes `declare !dbg !N ...` for called library functions."""
    from pyllc.ir.parser import parse_module
    from pyllc.ir.printer import print_module
    text = (HERE / "lines.x86_64.O2.ll").read_text().replace(
        "declare void @llvm.dbg.value", "declare !dbg !9 void @llvm.dbg.value")
    m = parse_module(text)
    f = m.get_function("llvm.dbg.value")
    assert f is not None and "dbg" in f.metadata
    printed = print_module(m)
    assert "declare !dbg !9 void @llvm.dbg.value(" in printed
    assert "dbg" in parse_module(printed).get_function("llvm.dbg.value").metadata


@pytest.mark.parametrize("arch", ["x86_64", "aarch64", "riscv64"])
def test_linked_program_keeps_line_table(arch: str, tmp: Path) -> None:
    """The linker resolves our debug relocations: in a static program linked from our
    object (run natively or under qemu-user), the line table puts each function's first
    row at the function's address."""
    import platform
    prefix = TARGETS[arch][0]
    native = arch == platform.machine()
    gcc = tool("gcc" if native else prefix + "gcc")
    ll = source_ll(tmp, arch, "O0")
    obj, exe = tmp / f"link.{arch}.o", tmp / f"link.{arch}.exe"
    pyllc("-O0", "-filetype=obj", ll, "-o", obj)
    run(gcc, "-static", obj, "-o", exe)
    p = run(*([] if native else [tool(f"qemu-{arch}")]), exe, ok=False)
    assert p.returncode == 195
    addrs = {}
    for line in run(tool(prefix + "nm"), exe).stdout.splitlines():
        f = line.split()
        if len(f) == 3 and f[2] in FUNCTIONS:
            addrs[f[2]] = int(f[0], 16)
    rows = {}
    for line in run(tool(prefix + "objdump"), "--dwarf=decodedline", exe).stdout.splitlines():
        m = re.match(r"lines\.c\s+(\d+)\s+(0x[0-9a-f]+)", line)
        if m:
            rows.setdefault(int(m.group(2), 16), int(m.group(1)))
    assert rows.get(addrs["square"]) == 2
    assert rows.get(addrs["sum_to"]) == 7
    assert rows.get(addrs["main"]) == 14
