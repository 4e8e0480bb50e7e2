"""The command contract of DESIGN.md, through real subprocesses: exit statuses, the
error format, --stats, --max-instructions, faults, unknown externals, output files."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TRIPLE = "riscv64-unknown-linux-gnu"
HEAD = f'target triple = "{TRIPLE}"\n'


def _run(tool: str, args: list[str], stdin: str | None = None, cwd: Path | None = None):
    return subprocess.run([sys.executable, "-m", f"pyllc.tools.{tool}", *args], input=stdin,
                          capture_output=True, text=True, cwd=cwd, timeout=300)


def _write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(HEAD + text)
    return p


MAIN_RET = """
define i32 @main(i32 %argc, ptr %argv) {
  %r = add i32 %argc, 41
  ret i32 %r
}
"""


def test_exit_status_is_mains_return_value(tmp_path: Path) -> None:
    p = _write(tmp_path, "ret.ll", MAIN_RET)
    r = _run("lli", [str(p)])
    assert r.returncode == 42, r.stderr
    r = _run("lli", [str(p), "a", "b"])
    assert r.returncode == 44, r.stderr


def test_stats_and_instruction_limit(tmp_path: Path) -> None:
    loop = """
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %c = icmp ult i32 %n, 1000000
  br i1 %c, label %loop, label %done
done:
  ret i32 7
}
"""
    p = _write(tmp_path, "loop.ll", loop)
    r = _run("lli", ["--stats", str(p)])
    assert r.returncode == 7, r.stderr
    count = int(r.stderr.split("executed ")[1].split()[0])
    assert count >= 1_000_000 * 2          # at least the add and the branch per iteration
    r = _run("lli", ["--max-instructions", "1000", str(p)])
    assert r.returncode == 124
    assert "instruction limit" in r.stderr


def test_exit_abort_and_fault(tmp_path: Path) -> None:
    p = _write(tmp_path, "exit.ll", """
declare void @exit(i32)
define i32 @main() {
  call void @exit(i32 3)
  unreachable
}
""")
    assert _run("lli", [str(p)]).returncode == 3
    p = _write(tmp_path, "abort.ll", """
declare void @abort()
define i32 @main() {
  call void @abort()
  unreachable
}
""")
    assert _run("lli", [str(p)]).returncode == 134
    p = _write(tmp_path, "fault.ll", """
define i32 @main() {
  %v = load volatile i32, ptr inttoptr (i64 8 to ptr)
  ret i32 %v
}
""")
    r = _run("lli", [str(p)])
    assert r.returncode == 139
    assert r.stderr.startswith("pylli: fault:") and len(r.stderr.strip().splitlines()) == 1


def test_unknown_external_is_named(tmp_path: Path) -> None:
    p = _write(tmp_path, "ext.ll", """
declare i32 @no_such_function(i32)
define i32 @main() {
  %r = call i32 @no_such_function(i32 1)
  ret i32 %r
}
""")
    r = _run("lli", [str(p)])
    assert r.returncode == 1
    assert "no_such_function" in r.stderr and "Traceback" not in r.stderr


def test_bad_input_has_one_located_message(tmp_path: Path) -> None:
    p = _write(tmp_path, "bad.ll", "define i32 @main() {\n  %x = add i32 1, %nope\n  ret i32 %x\n}\n")
    for tool in ("llc", "lli"):
        r = _run(tool, [str(p)])
        assert r.returncode == 1
        assert "Traceback" not in r.stderr
        first = r.stderr.splitlines()[0]
        assert first.startswith(f"py{tool}: error: {p}:3:"), first
        assert r.stderr.splitlines()[-1].strip() == "^"


def test_pyllc_writes_assembly_beside_input(tmp_path: Path) -> None:
    p = _write(tmp_path, "f.ll", MAIN_RET)
    r = _run("llc", [str(p)])
    assert r.returncode == 0, r.stderr
    asm = (tmp_path / "f.s").read_text()
    assert "main:" in asm and ".globl" in asm
    r = _run("llc", ["-O0", "-o", "-", str(p)])
    assert r.returncode == 0 and "main:" in r.stdout


def test_stop_after_and_print_after_all(tmp_path: Path) -> None:
    p = _write(tmp_path, "f.ll", MAIN_RET)
    r = _run("llc", ["-print-after-all", "-stop-after=regalloc", "-o", "-", str(p)])
    assert r.returncode == 0, r.stderr
    assert "After isel" in r.stderr and "After regalloc" in r.stderr
    assert "After prologepilog" not in r.stderr


def test_unsupported_construct_is_named_with_its_line(tmp_path: Path) -> None:
    p = _write(tmp_path, "asm.ll", """
define i32 @main() {
  %r = call i32 asm "li $0, 5", "=r,~{nosuchreg}"()
  ret i32 %r
}
""")
    r = _run("llc", [str(p), "-o", "-"])
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.startswith(f"pyllc: error: {p}:4:3: inline asm clobber '~{{nosuchreg}}' "
                               "is not supported"), r.stderr
    assert "asm" in r.stderr.splitlines()[1] and r.stderr.splitlines()[2] == "  ^"


def test_x86_asm_syntax_is_ignored_by_other_targets(tmp_path: Path) -> None:
    """llc accepts `-x86-asm-syntax` for every target and only x86 reads it; it used to
    end in a NameError on RISC-V."""
    p = _write(tmp_path, "ret.ll", MAIN_RET)
    r = _run("llc", ["-x86-asm-syntax=intel", str(p), "-o", "-"])
    assert r.returncode == 0, r.stderr
    assert "addiw" in r.stdout or "addi" in r.stdout
    assert "Traceback" not in r.stderr
