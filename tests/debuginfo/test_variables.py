"""Variables and types in pyllc's `.debug_info` (issue 15), checked with the real tools:
llvm-dwarfdump-16 --verify, the same variables (names and types) as llc-16's object for
the same IR, and gdb printing locals, a struct field and an array element of our
object at -O0 (natively on x86-64, through qemu's gdbstub on RISC-V and AArch64).
Also the unwind tables: `.eh_frame` where llc puts it, decoded like GNU as's.

Inputs: vars.c compiled by clang-16 -g at -O0 and -O2 for each target (checked in).
"""
from __future__ import annotations

import platform
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


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None and name.startswith("x86_64-linux-gnu-"):
        path = shutil.which(name[len("x86_64-linux-gnu-"):])
    if path is None:
        pytest.skip(f"{name} is not installed")
    return path


def run(*cmd: str | Path, ok: bool = True, stdin: str | None = None
        ) -> subprocess.CompletedProcess[str]:
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=300,
                       input=stdin)
    if ok:
        assert p.returncode == 0, f"{' '.join(map(str, cmd))}:\n{p.stdout}\n{p.stderr}"
    return p


def pyllc(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return run(sys.executable, "-m", "pyllc.tools.llc", *args)


def source_ll(tmp: Path, arch: str, level: str) -> Path:
    text = (HERE / f"vars.{arch}.{level}.ll").read_text()
    text = re.sub(r'directory: "[^"]*"', f'directory: "{HERE}"', text)
    out = tmp / f"vars.{arch}.{level}.ll"
    out.write_text(text)
    return out


@pytest.fixture(scope="module")
def tmp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("variables")


# ------------------------------------------------------------------ llvm-dwarfdump's DIEs

def parse_dies(dump: str) -> dict[int, dict]:
    """offset -> {tag, attrs (name -> text), parent offset} from llvm-dwarfdump --debug-info."""
    dies: dict[int, dict] = {}
    stack: list[tuple[int, int]] = []            # (indent, offset)
    cur: dict | None = None
    for line in dump.splitlines():
        m = re.match(r"^0x([0-9a-f]+):(\s+)(DW_TAG_\w+|NULL)", line)
        if m:
            indent = len(m.group(2))
            while stack and stack[-1][0] >= indent:
                stack.pop()
            if m.group(3) == "NULL":
                cur = None
                continue
            off = int(m.group(1), 16)
            cur = dies[off] = {"tag": m.group(3), "attrs": {},
                               "parent": stack[-1][1] if stack else None}
            stack.append((indent, off))
            continue
        a = re.match(r"^\s+DW_AT_(\w+)\s+\((.*?)\)?$", line)
        if a and cur is not None:
            cur["attrs"][a.group(1)] = a.group(2)
    return dies


def _quoted(v: str | None) -> str | None:
    m = re.search(r'"(.*)"', v or "")
    return m.group(1) if m else None


def variables(obj: Path) -> dict[tuple[str, str, str], str | None]:
    """(function, tag, variable) -> type name, for the parameters and variables of each
    out-of-line function (not those of inlined code), through abstract origins."""
    dies = parse_dies(run(tool("llvm-dwarfdump-16"), "--debug-info", obj).stdout)

    def attr(off: int, name: str) -> str | None:
        for _ in range(4):
            d = dies[off]
            if name in d["attrs"]:
                return d["attrs"][name]
            origin = d["attrs"].get("abstract_origin")
            if origin is None:
                return None
            off = int(origin.split()[0], 16)
        return None

    out: dict[tuple[str, str, str], str | None] = {}
    for off, d in dies.items():
        if d["tag"] not in ("DW_TAG_variable", "DW_TAG_formal_parameter"):
            continue
        parent = d["parent"]
        while parent is not None and dies[parent]["tag"] == "DW_TAG_lexical_block":
            parent = dies[parent]["parent"]
        if parent is None or dies[parent]["tag"] != "DW_TAG_subprogram" \
                or "low_pc" not in dies[parent]["attrs"]:
            continue                                   # globals, inlined or abstract code
        fn = _quoted(attr(parent, "name"))
        name = _quoted(attr(off, "name"))
        assert fn and name, d
        out[(fn, d["tag"], name)] = _quoted(attr(off, "type"))
    return out


@pytest.mark.parametrize("level", ["O0", "O2"])
@pytest.mark.parametrize("arch", TARGETS)
def test_variables_like_llc(arch: str, level: str, tmp: Path) -> None:
    ll = source_ll(tmp, arch, level)
    ours, theirs = tmp / f"{arch}.{level}.o", tmp / f"{arch}.{level}.llc.o"
    pyllc(f"-{level}", "-filetype=obj", ll, "-o", ours)
    run(tool("llc-16"), f"-{level}", "-filetype=obj", ll, "-o", theirs)
    assert "No errors." in run(tool("llvm-dwarfdump-16"), "--verify", ours).stdout
    mine, llc = variables(ours), variables(theirs)
    assert mine == llc
    names = {n for _, _, n in mine}
    assert {"p", "n", "total", "squares", "local", "w", "c", "ratio", "count", "i",
            "step"} <= names
    assert mine[("inspect", "DW_TAG_variable", "local")] == "point"
    assert mine[("inspect", "DW_TAG_formal_parameter", "p")] == "point *"
    assert mine[("inspect", "DW_TAG_variable", "count")] == "counter_t"
    dump = run(tool("llvm-dwarfdump-16"), "--debug-info", ours).stdout
    dies = parse_dies(dump)
    locs = {_quoted(d["attrs"].get("name")): d["attrs"] for d in dies.values()
            if d["tag"] in ("DW_TAG_variable", "DW_TAG_formal_parameter")}
    assert "DW_OP_addr" in locs["sink"]["location"]
    if level == "O0":   # every local lives in its frame slot: CFA + offset
        for v in ("p", "n", "total", "squares", "local", "w", "c", "i", "step"):
            assert re.fullmatch(r"DW_OP_fbreg -\d+", locs[v]["location"]), (v, locs[v])
    else:               # constants known for the whole function, as llc states them
        llc_dies = parse_dies(run(tool("llvm-dwarfdump-16"), "--debug-info", theirs).stdout)
        llc_consts = {_quoted(d["attrs"].get("abstract_origin") or d["attrs"].get("name")):
                      d["attrs"]["const_value"] for d in llc_dies.values()
                      if "const_value" in d["attrs"] and d["tag"] == "DW_TAG_variable"}
        for v in ("c", "count", "ratio"):
            assert locs[v].get("const_value") == llc_consts[v], v


def test_types_of_the_program(tmp: Path) -> None:
    """The struct, union, enum, typedef, array and function pointer types in detail."""
    ll = source_ll(tmp, "riscv64", "O0")
    obj = tmp / "types.o"
    pyllc("-O0", "-filetype=obj", ll, "-o", obj)
    dump = run(tool("llvm-dwarfdump-16"), "--debug-info", obj).stdout
    dies = parse_dies(dump)
    by_tag: dict[str, list[dict]] = {}
    for d in dies.values():
        by_tag.setdefault(d["tag"], []).append(d)
    point = next(d for d in by_tag["DW_TAG_structure_type"] if '"point"' in d["attrs"]["name"])
    assert point["attrs"]["byte_size"] == "0x10"
    members = [(_quoted(d["attrs"]["name"]), d["attrs"].get("data_member_location"),
                _quoted(d["attrs"]["type"]))
               for off, d in dies.items() if d["tag"] == "DW_TAG_member"
               and dies[d["parent"]] is point]
    assert members == [("x", "0x00", "int"), ("y", "0x04", "int"),
                       ("label", "0x08", "const char *")]
    union = by_tag["DW_TAG_union_type"][0]["attrs"]
    assert _quoted(union["name"]) == "word" and union["byte_size"] == "0x04"
    enum = [d for d in dies.values() if d["tag"] == "DW_TAG_enumerator"]
    assert [(_quoted(d["attrs"]["name"]), d["attrs"]["const_value"]) for d in enum] == \
        [("RED", "0"), ("GREEN", "5"), ("BLUE", "6")]
    assert any(_quoted(d["attrs"].get("name")) == "counter_t" for d in by_tag["DW_TAG_typedef"])
    counts = sorted(d["attrs"]["count"] for d in by_tag["DW_TAG_subrange_type"])
    assert "0x04" in counts
    # scale's `op` parameter: a pointer to int(int)
    assert any(_quoted(d["attrs"].get("type")) == "int (*)(int)"
               for d in by_tag["DW_TAG_formal_parameter"])


# ------------------------------------------------------------------------------ gdb

GDB_COMMANDS = ["break vars.c:39", "continue", "info locals", "print local.y",
                "print squares[2]", "print p->x", "print w.u", "print c", "info args",
                "up", "print origin.label"]


def check_gdb_output(out: str, unwinds: bool = True) -> None:
    """`unwinds`: gdb can walk up to main (not on SPARC under qemu, whose gdbstub does not
    flush register windows: tests/debuginfo/test_debuginfo.py says more)."""
    assert re.search(r"^total = 17$", out, re.M), out
    assert re.search(r"^squares = \{1, 4, 9, 16\}$", out, re.M), out
    assert re.search(r'^local = \{x = 3, y = 4, label = 0x[0-9a-f]+ .*"here"\}$', out, re.M), out
    assert re.search(r"^count = 7$", out, re.M), out
    assert re.search(r"^ratio = 2.5$", out, re.M), out
    prints = re.findall(r"^\$\d+ = (.*)$", out, re.M)
    assert prints[:5] == ["4", "9", "1", "1065353216", "GREEN"], out
    if unwinds:
        assert prints[5].endswith('"origin"'), out
    assert re.search(r"^n = 3$", out, re.M), out


def test_gdb_prints_variables_natively(tmp: Path) -> None:
    """x86-64: our -O0 object linked by gcc; gdb stops in inspect and prints locals."""
    if platform.machine() != "x86_64":
        pytest.skip("n/a: gdb runs the program natively only on an x86-64 host")
    gcc, gdb = tool("gcc"), tool("gdb")
    ll = source_ll(tmp, "x86_64", "O0")
    obj, exe = tmp / "gdb.o", tmp / "gdb.exe"
    pyllc("-O0", "-filetype=obj", ll, "-o", obj)
    run(gcc, "-no-pie", obj, "-o", exe)
    cmds = ["run" if c == "continue" else c for c in GDB_COMMANDS]
    p = run(gdb, "-batch", "-nx", *[a for c in cmds for a in ("-ex", c)], exe, ok=False)
    check_gdb_output(p.stdout)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


SPARC_START = """\t.section .text
\t.global _start
_start:
\tsave %sp, -96, %sp
\tcall main
\tnop
\tmov 1, %g1
\tta 0x10
"""


@pytest.mark.parametrize("arch", ["riscv64", "aarch64", "sparc"])
def test_gdb_multiarch_prints_variables(arch: str, tmp: Path) -> None:
    """The same under qemu-user's gdbstub: our object linked statically by the cross gcc
    (SPARC: by GNU ld with a minimal `_start`; there is no SPARC libc here)."""
    prefix = TARGETS[arch][0]
    gdb, qemu = tool("gdb-multiarch"), tool(f"qemu-{arch}")
    ll = source_ll(tmp, arch, "O0")
    obj, exe = tmp / f"gdb.{arch}.o", tmp / f"gdb.{arch}.exe"
    pyllc("-O0", "-filetype=obj", ll, "-o", obj)
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
        cmds = [f"target remote 127.0.0.1:{port}", *GDB_COMMANDS, "kill"]
        p = run(gdb, "-batch", "-nx", *[a for c in cmds for a in ("-ex", c)], exe, ok=False)
    finally:
        emu.kill()
        emu.wait(timeout=30)
    check_gdb_output(p.stdout, unwinds=arch != "sparc")


# ------------------------------------------------------------------------- .eh_frame

def frame_rows(obj: Path) -> list[str]:
    out = run(tool("llvm-dwarfdump-16"), "--eh-frame", obj).stdout
    return [ln.strip() for ln in out.splitlines() if ln.startswith("  0x")]


PLAIN = """
define i32 @may_throw(i32 %x) {
  %c = call i32 @g(i32 %x)
  %d = add i32 %c, 1
  ret i32 %d
}
define i32 @no_unwind(i32 %x) nounwind {
  %c = call i32 @g(i32 %x)
  ret i32 %c
}
define i32 @table(i32 %x) nounwind uwtable {
  %c = call i32 @g(i32 %x)
  ret i32 %c
}
declare i32 @g(i32)
"""


@pytest.mark.parametrize("arch", TARGETS)
def test_eh_frame_like_gnu_as_and_llc(arch: str, tmp: Path) -> None:
    """Without debug info: may-throw and uwtable functions get CFI into .eh_frame, a
    nounwind one none (llc-16's rule); our object's .eh_frame decodes to the rows GNU
    as makes of our .s, its FDE addresses are PC-relative, and pylli still runs objects."""
    prefix, flags = TARGETS[arch]
    ll = tmp / "plain.ll"
    ll.write_text(PLAIN)
    triple = f"-mtriple={arch}-unknown-linux-gnu"
    s, obj, gas = tmp / f"eh.{arch}.s", tmp / f"eh.{arch}.o", tmp / f"eh.{arch}.gas.o"
    pyllc(triple, ll, "-o", s)
    text = s.read_text()
    llc_text = run(tool("llc-16"), triple, ll, "-o", "-").stdout

    def with_cfi(asm: str) -> list[str]:
        return re.findall(r"^(\w+):[^\n]*\n(?:\.Lfunc_begin\d+:\n)?"
                          r"(?:\s*\.cfi_sections[^\n]*\n)?\s*\.cfi_startproc", asm, re.M)

    assert with_cfi(text) == with_cfi(llc_text) == ["may_throw", "table"]
    assert ".cfi_sections" not in text
    pyllc(triple, "-filetype=obj", ll, "-o", obj)
    run(tool(prefix + "as"), *flags, s, "-o", gas)
    assert frame_rows(obj) == frame_rows(gas) != []
    sections = run(tool(prefix + "readelf"), "-S", "-W", obj).stdout
    assert ".eh_frame" in sections and ".debug_frame" not in sections
    relocs = run(tool(prefix + "readelf"), "-r", "-W", obj).stdout
    pcrel = {"x86_64": "R_X86_64_PC32", "aarch64": "R_AARCH64_PREL32",
             "riscv64": "R_RISCV_32_PCREL", "sparc": "R_SPARC_DISP32"}[arch]
    eh = relocs.split(".rela.eh_frame", 1)[1]
    assert eh.count(pcrel) == 2
    decoded = run(tool(prefix + "readelf"), "--debug-dump=frames", obj).stdout
    assert 'Augmentation:          "zR"' in decoded and decoded.count(" FDE ") == 2

    forced = pyllc(triple, "-force-dwarf-frame-section", ll, "-o", "-").stdout
    llc_forced = run(tool("llc-16"), triple, "-force-dwarf-frame-section", ll, "-o", "-").stdout
    assert ".cfi_sections .eh_frame, .debug_frame" in forced and \
        ".cfi_sections .eh_frame, .debug_frame" in llc_forced
    assert with_cfi(forced) == with_cfi(llc_forced) == ["may_throw", "no_unwind", "table"]


@pytest.mark.parametrize("arch", TARGETS)
def test_pylli_runs_objects_with_eh_frame(arch: str, tmp: Path) -> None:
    """Programs whose functions need unwind tables (x86-64 and AArch64 IR from clang has
    `uwtable`): our object and llc-16's, each with .eh_frame, still run under pylli."""
    ll = source_ll(tmp, arch, "O2")
    text = re.sub(r"(?m)^attributes #(\d+) = \{ ", r"attributes #\1 = { uwtable ", ll.read_text())
    ll.write_text(text)
    for who in ("ours", "llc"):
        obj = tmp / f"run.{arch}.{who}.o"
        if who == "ours":
            pyllc("-O2", "-filetype=obj", ll, "-o", obj)
        else:
            run(tool("llc-16"), "-O2", "-filetype=obj", ll, "-o", obj)
        sections = run(tool(TARGETS[arch][0] + "readelf"), "-S", "-W", obj).stdout
        assert ".eh_frame" in sections, who
        p = run(sys.executable, "-m", "pyllc.tools.lli", obj, ok=False)
        # w.bytes[0] is the float's low byte (0) or, big-endian, its high byte (63)
        assert p.returncode == (251 if arch == "sparc" else 188), (who, p.stderr)


STATIC_IN_FUNCTION = """
@f.counter = internal global i32 0, align 4, !dbg !0
define i32 @f() !dbg !5 {
  %v = load i32, ptr @f.counter, align 4, !dbg !12
  ret i32 %v, !dbg !12
}
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !5, file: !3, line: 2, type: !8, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "t", emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "/abs/s.c", directory: "")
!4 = !{!0}
!5 = distinct !DISubprogram(name: "f", scope: !13, file: !13, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{!8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!11}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !DILocalVariable(name: "unused", scope: !5, file: !13, line: 3, type: !8)
!12 = !DILocation(line: 2, column: 3, scope: !5)
!13 = !DIFile(filename: "/abs/s.c", directory: "/somewhere")
"""


@pytest.mark.parametrize("arch", TARGETS)
def test_static_in_function_retained_variable_empty_directory(arch: str, tmp: Path) -> None:
    """A function-scope static sits in its subprogram, a variable only in retainedNodes
    is listed (no location), and a DIFile with an empty directory (the unit's, as clang
    writes for an absolute file name) keeps the line table's directory list intact."""
    ll = tmp / f"static.{arch}.ll"
    ll.write_text(STATIC_IN_FUNCTION)
    triple = f"-mtriple={arch}-unknown-linux-gnu"
    ours, theirs = tmp / f"static.{arch}.o", tmp / f"static.{arch}.llc.o"
    pyllc(triple, "-O0", "-filetype=obj", ll, "-o", ours)
    run(tool("llc-16"), triple, "-O0", "-filetype=obj", ll, "-o", theirs)
    assert "No errors." in run(tool("llvm-dwarfdump-16"), "--verify", ours).stdout
    mine = variables(ours)
    assert mine == variables(theirs) == {("f", "DW_TAG_variable", "counter"): "int",
                                         ("f", "DW_TAG_variable", "unused"): "int"}


WIDE_CONSTANT = """
define i32 @g() !dbg !5 {
  call void @llvm.dbg.value(metadata i128 170141183460469231731687303715884105727, metadata !11, metadata !DIExpression()), !dbg !12
  call void @llvm.dbg.value(metadata i32 -7, metadata !14, metadata !DIExpression()), !dbg !12
  ret i32 0, !dbg !12
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10}
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "t", emissionKind: FullDebug)
!3 = !DIFile(filename: "w.c", directory: "/tmp")
!5 = distinct !DISubprogram(name: "g", scope: !3, file: !3, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{!8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !DILocalVariable(name: "wide", scope: !5, file: !3, line: 2, type: !9)
!12 = !DILocation(line: 2, column: 3, scope: !5)
!14 = !DILocalVariable(name: "small", scope: !5, file: !3, line: 3, type: !8)
"""


def test_constants_wider_than_64_bits_get_no_value(tmp: Path) -> None:
    """A dbg.value constant that does not fit 64 bits is left out (readers stop at 64-bit
    LEB128s); a small one is DW_AT_const_value."""
    ll = tmp / "wide.ll"
    ll.write_text(WIDE_CONSTANT)
    obj = tmp / "wide.o"
    pyllc("-mtriple=x86_64-unknown-linux-gnu", "-O2", "-filetype=obj", ll, "-o", obj)
    assert "No errors." in run(tool("llvm-dwarfdump-16"), "--verify", obj).stdout
    dies = parse_dies(run(tool("llvm-dwarfdump-16"), "--debug-info", obj).stdout)
    attrs = {_quoted(d["attrs"].get("name")): d["attrs"] for d in dies.values()
             if d["tag"] == "DW_TAG_variable"}
    assert "const_value" not in attrs["wide"] and "location" not in attrs["wide"]
    assert attrs["small"]["const_value"] == "-7"
