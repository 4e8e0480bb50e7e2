"""The `pyopt` command, run as `python -m pyllc.tools.opt` in a subprocess:
exit statuses, the one-message error format with source line and caret, stdin,
-o, unreadable files, and never a traceback."""
from __future__ import annotations

import glob
import os
import re
import subprocess
import sys

import pytest

pytest.importorskip("pyllc.ir.parser")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BAD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bad")

GOOD = """\
define i32 @add(i32 %a, i32 %b) {
entry:
  %s = add nsw i32 %a, %b
  ret i32 %s
}
"""


def pyopt(*args: str, stdin: str | None = None, cwd: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("PYLLC_TRACEBACK", None)
    return subprocess.run([sys.executable, "-m", "pyllc.tools.opt", *args], input=stdin,
                          capture_output=True, text=True, cwd=cwd or ROOT, env=env, timeout=120)


def assert_one_error(r: subprocess.CompletedProcess) -> list[str]:
    assert r.returncode == 1, (r.returncode, r.stderr)
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr
    lines = r.stderr.rstrip("\n").split("\n")
    assert lines[0].startswith("pyopt: error: "), r.stderr
    assert sum(1 for ln in lines if "error:" in ln) == 1, r.stderr
    assert r.stdout == ""
    return lines


def test_prints_module(tmp_path) -> None:
    p = tmp_path / "a.ll"
    p.write_text(GOOD)
    r = pyopt("-S", str(p))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    assert "define i32 @add(i32 %a, i32 %b)" in r.stdout
    assert "add nsw i32 %a, %b" in r.stdout


def test_output_reparses(tmp_path) -> None:
    p = tmp_path / "a.ll"
    p.write_text(GOOD)
    out = tmp_path / "b.ll"
    r = pyopt("-S", str(p), "-o", str(out))
    assert r.returncode == 0 and r.stdout == "", r.stderr
    r2 = pyopt("-S", str(out))
    assert r2.returncode == 0, r2.stderr
    def body(t: str) -> list[str]:  # the ModuleID comment names the file read
        return [ln for ln in t.split("\n") if not ln.startswith("; ModuleID")]
    assert body(r2.stdout) == body(out.read_text())


def test_without_S_still_text_and_silent(tmp_path) -> None:
    p = tmp_path / "a.ll"
    p.write_text(GOOD)
    r = pyopt(str(p))
    assert r.returncode == 0 and r.stderr == ""
    assert "@add" in r.stdout


def test_stdin_and_o_equals(tmp_path) -> None:
    out = tmp_path / "o.ll"
    r = pyopt("-S", "-", f"-o={out}", stdin=GOOD)
    assert r.returncode == 0, r.stderr
    assert "@add" in out.read_text()
    r = pyopt("-S", stdin=GOOD)
    assert r.returncode == 0 and "@add" in r.stdout


def test_syntax_error_has_position_and_caret(tmp_path) -> None:
    p = tmp_path / "bad.ll"
    p.write_text("define i32 @f(i32 %a) {\nentry:\n  %x = frobnicate i32 %a, 1\n  ret i32 %x\n}\n")
    lines = assert_one_error(pyopt("-S", str(p)))
    assert lines[0].startswith(f"pyopt: error: {p}:3:"), lines
    col = int(lines[0].split(":")[4])
    assert lines[1] == "  %x = frobnicate i32 %a, 1"
    assert lines[2] == " " * (col - 1) + "^"
    assert len(lines) == 3


def test_stdin_error_names_stdin() -> None:
    lines = assert_one_error(pyopt("-S", "-", stdin="define void @f(i32 %a) {\n  ret i32 %a\n}\n"))
    assert lines[0].startswith("pyopt: error: <stdin>:2:"), lines


def test_verifier_error_names_file_function_block() -> None:
    path = os.path.join(BAD, "self_reference.ll")
    lines = assert_one_error(pyopt("-S", path))
    assert lines[0] == (f"pyopt: error: {path}:7:3: in function @f, block %b: instruction "
                        f"'%x = add i32 %x, 1': only PHI nodes may reference their own value"), lines
    assert lines[1:] == ["  %x = add i32 %x, 1", "  ^"]


def test_missing_file() -> None:
    lines = assert_one_error(pyopt("-S", "/nonexistent/dir/x.ll"))
    assert lines == ["pyopt: error: could not open '/nonexistent/dir/x.ll': No such file or directory"]


def test_directory_as_input(tmp_path) -> None:
    lines = assert_one_error(pyopt("-S", str(tmp_path)))
    assert lines[0].startswith(f"pyopt: error: could not open '{tmp_path}'"), lines


def test_unwritable_output(tmp_path) -> None:
    p = tmp_path / "a.ll"
    p.write_text(GOOD)
    lines = assert_one_error(pyopt("-S", str(p), "-o", "/nonexistent/dir/out.ll"))
    assert lines[0].startswith("pyopt: error: could not open '/nonexistent/dir/out.ll' for writing"), lines


def test_invalid_utf8(tmp_path) -> None:
    p = tmp_path / "bin.ll"
    p.write_bytes(b"; ok\n; bad \xff here\n")
    lines = assert_one_error(pyopt("-S", str(p)))
    assert lines[0] == f"pyopt: error: {p}:2:7: invalid UTF-8 byte 0xff in input", lines
    assert lines[2] == " " * 6 + "^"


def test_binary_garbage(tmp_path) -> None:
    p = tmp_path / "g.ll"
    p.write_bytes(bytes(range(1, 128)) * 3)
    assert_one_error(pyopt("-S", str(p)))


def test_empty_input_is_an_empty_module(tmp_path) -> None:
    p = tmp_path / "e.ll"
    p.write_text("")
    r = pyopt("-S", str(p))
    assert r.returncode == 0, r.stderr


def test_bad_option() -> None:
    lines = assert_one_error(pyopt("-S", "--frobnicate", "x.ll"))
    assert "frobnicate" in lines[0]


def test_truncated_file(tmp_path) -> None:
    p = tmp_path / "t.ll"
    p.write_text(GOOD[:GOOD.index("ret")])
    lines = assert_one_error(pyopt("-S", str(p)))
    assert lines[0].startswith(f"pyopt: error: {p}:"), lines


def test_tab_in_source_line_keeps_caret_aligned(tmp_path) -> None:
    p = tmp_path / "tab.ll"
    p.write_text("define void @f() {\nentry:\n\t%x = bogus\n\tret void\n}\n")
    lines = assert_one_error(pyopt("-S", str(p)))
    assert lines[1] == "\t%x = bogus"
    assert lines[2].startswith("\t") and lines[2].endswith("^")


def test_run_tool_internal_error_exit_2(capsys) -> None:
    from pyllc.tools.common import run_tool

    def boom(argv):
        raise ZeroDivisionError("division by zero")

    assert run_tool("pyopt", boom, []) == 2
    err = capsys.readouterr().err
    assert err == "pyopt: internal error: ZeroDivisionError: division by zero\n"


def test_run_tool_compile_error_without_position(capsys) -> None:
    from pyllc.diagnostics import CompileError
    from pyllc.tools.common import run_tool

    def fail(argv):
        raise CompileError("something is wrong")

    assert run_tool("pyllc", fail, []) == 1
    assert capsys.readouterr().err == "pyllc: error: something is wrong\n"


def test_format_error() -> None:
    from pyllc.diagnostics import CompileError
    from pyllc.tools.common import format_error
    e = CompileError("expected type", "a.ll", 3, 5, "  %x = 1\n")
    assert format_error("pyopt", e) == "pyopt: error: a.ll:3:5: expected type\n  %x = 1\n    ^"


BAD_FILES = sorted(glob.glob(os.path.join(BAD, "*.ll")))


@pytest.mark.parametrize("path", BAD_FILES, ids=[os.path.basename(p) for p in BAD_FILES])
def test_every_bad_file_gets_one_located_message(path, capsys) -> None:
    """In-process (fast): exit 1, one `pyopt: error: FILE:LINE:COL: ...` line, source line, caret."""
    from pyllc.tools.opt import main
    assert main(["-S", path, "-o", os.devnull]) == 1
    lines = capsys.readouterr().err.rstrip("\n").split("\n")
    m = re.match(re.escape(f"pyopt: error: {path}:") + r"(\d+):(\d+): ", lines[0])
    assert m, lines
    line, col = int(m.group(1)), int(m.group(2))
    with open(path) as f:
        src = f.read().split("\n")
    assert lines[1] == src[line - 1]
    assert lines[2] == " " * (col - 1) + "^"
    assert len(lines) == 3


LOCATE = """\
; a comment line
@g = global i32 0

define i32 @sw(i32 %x) {
  switch i32 %x, label %d [
    i32 1, label %a   ; one
    i32 2, label %a
  ]

a:                                                ; preds = %0, %0
  ; a comment inside the block
  %p = phi i32 [ 1, %0 ], [ 2, %0 ]
  ret i32 %p
d:
  %q = add i32 %q, 1
  ret i32 %q
}
"""


def test_verifier_error_location_skips_comments_and_multiline_switch(tmp_path, capsys) -> None:
    from pyllc.tools.opt import main
    p = tmp_path / "loc.ll"
    p.write_text(LOCATE)
    assert main(["-S", str(p)]) == 1
    lines = capsys.readouterr().err.rstrip("\n").split("\n")
    assert lines[0].startswith(f"pyopt: error: {p}:12:3: in function @sw, block %a: instruction "
                               f"'%p = phi i32 [ 1, %0 ], [ 2, %0 ]': PHI node has multiple entries"), lines
    fixed = LOCATE.replace("[ 2, %0 ]", "[ 1, %0 ]")
    p.write_text(fixed)
    assert main(["-S", str(p)]) == 1
    lines = capsys.readouterr().err.rstrip("\n").split("\n")
    assert lines[0].startswith(f"pyopt: error: {p}:15:3: in function @sw, block %d: "), lines
    assert lines[1:] == ["  %q = add i32 %q, 1", "  ^"]


def test_verifier_error_location_multiline_header_numbered_blocks(tmp_path, capsys) -> None:
    from pyllc.tools.opt import main
    p = tmp_path / "hdr.ll"
    p.write_text("define i32 @f(i32 %a,\n              i32 %b) {\n  %x = add i32 %a, %b\n  br label %1\n"
                 "1:\n  store i32 %x, ptr null\n  %z = add i32 %w, 1\n  br label %2\n2:\n"
                 "  %w = add i32 1, 1\n  ret i32 %z\n}\n")
    assert main(["-S", str(p)]) == 1
    lines = capsys.readouterr().err.rstrip("\n").split("\n")
    assert lines[0].startswith(f"pyopt: error: {p}:7:3: in function @f, block %1: instruction "
                               f"'%z = add i32 %w, 1': instruction does not dominate all uses"), lines
