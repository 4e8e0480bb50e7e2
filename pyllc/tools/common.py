"""Shared command-line plumbing for pyopt, pyllc and pylli.

Every tool reports a user error as exactly one message

    TOOL: error: FILE:LINE:COL: message
    <the source line>
         ^

on stderr and exits with status 1; it never shows a Python traceback. An
unexpected exception is a bug in pyllc: it is reported as
`TOOL: internal error: ...` with exit status 2 (set PYLLC_TRACEBACK=1 to see
the traceback).
"""
from __future__ import annotations

import argparse
import atexit
import gc
import os
import re
import sys
import traceback
from collections.abc import Callable, Sequence
from contextlib import suppress
from typing import Any, NoReturn

from pyllc.diagnostics import CompileError
from pyllc.ir.globals import Function
from pyllc.ir.instructions import Instruction
from pyllc.ir.module import Module
from pyllc.ir.parser import parse_module
from pyllc.ir.types import quote_name
from pyllc.ir.values import BasicBlock
from pyllc.ir.verifier import VerifierError, verify_module
from pyllc.mc.data import UNNAMED_GLOBALS

__all__ = ["EXIT_OK", "EXIT_ERROR", "EXIT_INTERNAL", "ToolArgumentParser", "format_error",
           "read_input", "read_input_bytes", "write_output", "run_tool", "tune_gc", "load_module",
           "locate_verifier_error", "locate_function_error"]

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_INTERNAL = 2


class _UsageError(Exception):
    """A bad command line (reported like a CompileError without a position)."""


def _terminal_columns() -> int:
    """What `shutil.get_terminal_size().columns` answers: $COLUMNS, else the terminal's
    width, else 80."""
    with suppress(KeyError, ValueError):
        columns = int(os.environ["COLUMNS"])
        if columns > 0:
            return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
    except (AttributeError, ValueError, OSError):
        return 80


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter sized without `shutil`: argparse makes one for every
    `add_argument` (to check metavars), and `shutil` imports bz2 and lzma, ~4 ms of
    start-up for nothing."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        super().__init__(prog, indent_increment, max_help_position,
                         _terminal_columns() if width is None else width)


class ToolArgumentParser(argparse.ArgumentParser):
    """argparse that reports usage errors through run_tool (exit 1, one `TOOL: error:` line)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def format_error(tool: str, err: CompileError) -> str:
    """`TOOL: error: FILE:LINE:COL: message`, then the source line and a caret under column COL."""
    where = ""
    if err.filename is not None:
        where = err.filename + ":"
        if err.line is not None:
            where += f"{err.line}:"
            if err.col is not None:
                where += f"{err.col}:"
        where += " "
    text = f"{tool}: error: {where}{err.message}"
    if err.source_line is not None and err.col is not None:
        line = err.source_line.rstrip("\r\n")
        # Keep tabs under tabs so the caret lines up however the terminal expands them.
        pad = "".join("\t" if ch == "\t" else " " for ch in line[:max(err.col - 1, 0)])
        pad += " " * max(err.col - 1 - len(line), 0)
        text += f"\n{line}\n{pad}^"
    return text


def read_input_bytes(path: str) -> tuple[bytes, str]:
    """Bytes of `path` (or of stdin for `-`) and the name to show in messages."""
    if path == "-":
        return sys.stdin.buffer.read(), "<stdin>"
    try:
        with open(path, "rb") as f:
            return f.read(), path
    except OSError as e:
        raise CompileError(f"could not open '{path}': {e.strerror or e}") from None


def read_input(path: str) -> tuple[str, str]:
    """Text of `path` (or stdin for `-`) decoded as UTF-8, and the name to show in messages.

    Undecodable bytes are a user error pointing at the first bad byte.
    """
    data, name = read_input_bytes(path)
    try:
        return data.decode("utf-8"), name
    except UnicodeDecodeError as e:
        before = data[:e.start]
        line = before.count(b"\n") + 1
        line_start = before.rfind(b"\n") + 1
        line_end = data.find(b"\n", e.start)
        raw = data[line_start:line_end if line_end >= 0 else len(data)]
        prefix = data[line_start:e.start].decode("utf-8", "replace")
        raise CompileError(f"invalid UTF-8 byte 0x{data[e.start]:02x} in input", name, line,
                           len(prefix) + 1, raw.decode("utf-8", "replace")) from None


def write_output(path: str | None, text: str) -> None:
    """Write `text` to `path`, or to stdout for None / `-`."""
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise CompileError(f"could not open '{path}' for writing: {e.strerror or e}") from None


def tune_gc() -> None:
    """Collect cycles far less often: a compiler builds millions of long-lived IR objects
    whose cycles (parent links, use lists) are never garbage during a run, and CPython's
    default thresholds rescan them constantly. (parse_module also pauses the collector
    while it runs; this covers the verifier and every later stage.)"""
    gc.set_threshold(100_000, 50, 1000)


def _skip_exit_collection() -> None:
    """At exit, move every object to the collector's permanent generation, which the
    interpreter's final collection does not scan: that collection walks everything still
    alive (the whole module and its machine code: 0.14 s CPU, 11 % of `pyllc -O0` on a
    16k-instruction module) only to free memory the process is about to give back.
    For the command lines only (run_tool with argv None): a process that calls a tool's
    `main(argv)` and goes on keeps its collector as it was. Nothing of ours relies on a
    finalizer at exit: outputs are written and closed before `main` returns."""
    global _exit_hooked
    if not _exit_hooked:
        _exit_hooked = True
        atexit.register(gc.freeze)


_exit_hooked = False


def run_tool(name: str, fn: Callable[[list[str]], int | None],
             argv: Sequence[str] | None = None) -> int:
    """Run `fn(argv)` and turn every failure into one message and an exit status.

    Returns the status: `fn`'s return value (None = 0), 1 for a CompileError or
    a usage error, 2 for an internal error. Never raises (except SystemExit
    from --help).
    """
    if argv is None:
        argv = sys.argv[1:]
        _skip_exit_collection()
    tune_gc()
    try:
        status = fn(list(argv))
        return EXIT_OK if status is None else status
    except CompileError as e:
        _print_err(format_error(name, e))
        return EXIT_ERROR
    except _UsageError as e:
        _print_err(f"{name}: error: {e}")
        return EXIT_ERROR
    except KeyboardInterrupt:
        _print_err(f"{name}: interrupted")
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `pyopt x.ll | head`): not an error of ours.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except OSError:
            pass
        return EXIT_ERROR
    except RecursionError:
        _print_err(f"{name}: internal error: input nested too deeply (recursion limit)")
        _maybe_traceback()
        return EXIT_INTERNAL
    except Exception as e:  # noqa: BLE001 - the last resort: a bug in pyllc
        _print_err(f"{name}: internal error: {type(e).__name__}: {e}")
        _maybe_traceback()
        return EXIT_INTERNAL


def load_module(path: str, verify: bool = True) -> Module:
    """Read, parse and (by default) verify the .ll file `path` (`-` = stdin).

    Every problem is a CompileError with the file name, and a line and column
    whenever they can be found (verifier errors included).
    """
    text, filename = read_input(path)
    module = parse_module(text, filename)
    if verify:
        try:
            verify_module(module)
        except VerifierError as e:
            locate_verifier_error(e, text, filename)
            if e.filename is None:
                e.filename = filename
            raise
    return module


def _print_err(text: str) -> None:
    with suppress(Exception):  # stdout may be closed; stderr still matters
        sys.stdout.flush()
    print(text, file=sys.stderr)


def _maybe_traceback() -> None:
    if os.environ.get("PYLLC_TRACEBACK"):
        traceback.print_exc()


# --------------------------------------------------------------------------
# pointing verifier errors at the source text

_LABEL_LINE = re.compile(r'\s*(?:[-a-zA-Z$._0-9]+|"(?:[^"\\]|\\.)*"):(?:\s*;.*)?\s*$')
_STRINGS_COMMENTS = re.compile(r'"(?:[^"\\\n]|\\.)*"|;.*')


def locate_verifier_error(err: VerifierError, text: str, filename: str | None) -> VerifierError:
    """Give a VerifierError the file:line:col of the instruction (or global) it names in `text`.

    The parser records no positions in the IR, so this walks the function's text
    the way LLVM prints it: one instruction per line (brackets may continue a line,
    as `switch` does), a block starting at each `label:` line. If what it finds does
    not agree with the IR (e.g. the result name differs), `err` is returned unchanged.
    """
    if err.line is not None:
        return err
    lines = text.split("\n")
    gv = err.global_value
    anchor = getattr(err, "anchor", None)
    if gv is None and anchor is not None:
        at = next((i for i, ln in enumerate(lines) if ln.startswith(anchor)), None)
        if at is not None:
            err.filename = filename if err.filename is None else err.filename
            err.line, err.col, err.source_line = at + 1, 1, lines[at]
        return err
    if gv is None or gv.name is None:
        return err
    spelled = quote_name("@", gv.name)
    head = re.compile(r"\s*(?:define|declare)\b.*?" + re.escape(spelled) + r"\s*\(" if isinstance(gv, Function)
                      else r"\s*" + re.escape(spelled) + r"\s*=")
    start = next((i for i, ln in enumerate(lines) if head.match(ln)), None)
    if start is None:
        return err
    found = start
    inst = err.instruction
    if inst is not None and err.block is not None and err.function is not None:
        at = _find_instruction(lines, start, err.function, err.block, inst)
        if at is None:
            return err
        found = at
    line = lines[found]
    col = len(line) - len(line.lstrip()) + 1
    err.filename = filename if err.filename is None else err.filename
    err.line, err.col, err.source_line = found + 1, col, line
    return err


def _find_instruction(lines: list[str], start: int, fn: Function, block: BasicBlock,
                      inst: Instruction) -> int | None:
    try:
        bi = next(i for i, b in enumerate(fn.blocks) if b is block)
        ii = next(i for i, x in enumerate(block.instructions) if x is inst)
    except StopIteration:
        return None
    i = start
    while i < len(lines) and "{" not in _STRINGS_COMMENTS.sub("", lines[i]):
        i += 1  # a header written over several lines: the body starts after its `{`
    i += 1
    cur_block, cur_inst = 0, 0
    seen_label_or_inst = False
    n = len(lines)
    while i < n:
        ln = lines[i]
        stripped = ln.strip()
        if stripped == "}" or stripped.startswith("define "):
            return None
        if not stripped or stripped.startswith(";"):
            i += 1
            continue
        if _LABEL_LINE.match(ln):
            if seen_label_or_inst:
                cur_block += 1
                cur_inst = 0
            seen_label_or_inst = True
            i += 1
            continue
        seen_label_or_inst = True
        first = i
        depth = _bracket_depth(ln)
        while depth > 0 and i + 1 < n:  # an instruction continued over several lines
            i += 1
            depth += _bracket_depth(lines[i])
        if cur_block == bi and cur_inst == ii:
            if inst.name is not None and \
                    not lines[first].lstrip().startswith(quote_name("%", inst.name) + " ="):
                return None
            return first
        cur_inst += 1
        i += 1
    return None


def _bracket_depth(line: str) -> int:
    code = _STRINGS_COMMENTS.sub("", line)
    return (code.count("[") + code.count("(") + code.count("{") + code.count("<")
            - code.count("]") - code.count(")") - code.count("}") - code.count(">"))


def locate_function_error(e: CompileError, text: str, filename: str) -> None:
    """A backend error without a position points at the definition of the function
    (`define ... @f(`) or global (`@g =`) it was raised for."""
    if e.line is not None or e.filename is not None:
        return
    if e.message == UNNAMED_GLOBALS:       # unnamed values, which mc/data.py cannot name
        m = re.search(r"^(@\d+)\s*=|^define\b[^\n]*?(@\d+)\(", text, re.M)
        if m is not None:
            group = 1 if m.group(1) else 2
            e.filename = filename
            e.line = text.count("\n", 0, m.start()) + 1
            e.col = m.start(group) - m.start() + 1
            e.source_line = text[m.start():].split("\n", 1)[0]
        return
    if e.in_function is not None:
        spelled = quote_name("@", e.in_function)
        m = re.search(rf"^define\b[^\n]*?({re.escape(spelled)})\(", text, re.M)
    elif e.in_global is not None:
        spelled = quote_name("@", e.in_global)
        m = re.search(rf"^({re.escape(spelled)})\s*=", text, re.M)
    else:
        return
    if m is None:
        return
    e.filename = filename
    e.line = text.count("\n", 0, m.start()) + 1
    e.col = m.start(1) - m.start() + 1
    e.source_line = text[m.start():].split("\n", 1)[0]
