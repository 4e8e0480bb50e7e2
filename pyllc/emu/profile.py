"""`pylli --profile`: where the executed instructions go, per function, per basic block
and per instruction, sorted by count.

The counts are `--stats`'s (docs/pylli-stats.md), kept per Unicorn block run and spread
over the instructions of the block (`Machine.instruction_counts`), so the profile's total
is exactly the `--stats` number. Functions are named from the objects' symbols (static
functions too); basic blocks from the block addresses pyllc's assembler records
(`ObjectFile.code_labels`: `function:%irname`, or `%bb.N` for blocks without an IR name).
Foreign objects (llc's, GNU as's) have no block names: their code is reported per
function only. With debug info (`!dbg` in the `.ll`), a "source line" table counts the
instructions of each `file:line` (from `ObjectFile.line_rows`, the rows of the line
table), with the line's text when the source file is readable; code without a line
(`<no line>`) makes up the rest, so this table too sums to the total.
"""
from __future__ import annotations

import os
import sys
from bisect import bisect_right
from typing import Any, BinaryIO

from pyllc.diagnostics import CompileError
from pyllc.emu.loader import link
from pyllc.emu.machine import Machine

TOP_INSTRUCTIONS = 20


def profile_program(objects: list[Any], target: Any, argv: list[bytes], max_instructions: int,
                    stdout: BinaryIO | None = None, stderr: BinaryIO | None = None
                    ) -> tuple[int, int, Machine]:
    """run_program with the profile on: (status, executed instructions, the machine)."""
    machine = Machine(target, stdout or sys.stdout.buffer, stderr or sys.stderr.buffer)
    machine.profile = {}
    symbols = link(machine, objects)
    if "main" not in symbols:
        raise CompileError("no 'main' function to run")
    status = machine.run(symbols["main"], argv, max_instructions, True)
    return status, machine.rt.instructions, machine


def _namer(starts: list[tuple[int, str]]) -> Any:
    addrs = [a for a, _ in starts]

    def name(addr: int) -> tuple[str, int] | None:
        i = bisect_right(addrs, addr) - 1
        return None if i < 0 else (starts[i][1], addr - starts[i][0])
    return name


def aggregate(machine: Machine) -> tuple[dict[str, int], dict[str, int], dict[int, int]]:
    """(function -> count, block -> count, address -> count)."""
    per_insn = machine.instruction_counts()
    fn_starts = [(a, n) for a, _, n in machine.functions]
    fn_ends = {n: a + size for a, size, n in machine.functions}
    fn_of, block_of = _namer(fn_starts), _namer(machine.block_starts)
    functions: dict[str, int] = {}
    blocks: dict[str, int] = {}
    for addr, n in per_insn.items():
        f = fn_of(addr)
        fname = f[0] if f is not None and addr < fn_ends[f[0]] else "<unknown>"
        functions[fname] = functions.get(fname, 0) + n
        b = block_of(addr)
        bname = b[0] if b is not None and b[0].split(":", 1)[0] == fname else f"{fname}:?"
        blocks[bname] = blocks.get(bname, 0) + n
    return functions, blocks, per_insn


def format_profile(machine: Machine, top: int = TOP_INSTRUCTIONS) -> str:
    functions, blocks, per_insn = aggregate(machine)
    total = sum(per_insn.values()) or 1
    fn_of = _namer([(a, n) for a, _, n in machine.functions])
    block_of = _namer(machine.block_starts)

    def table(title: str, rows: list[tuple[str, int]]) -> list[str]:
        out = [f"{'count':>12} {'%':>6}  {title}"]
        out += [f"{n:>12} {100 * n / total:>5.1f}%  {name}" for name, n in rows]
        return out + [""]

    def by_count(d: dict[str, int]) -> list[tuple[str, int]]:
        return sorted(d.items(), key=lambda kv: (-kv[1], kv[0]))

    lines = [f"pylli: profile: {sum(per_insn.values())} instructions executed", ""]
    lines += table("function", by_count(functions))
    lines += table("basic block", by_count(blocks))
    hot = sorted(per_insn.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    rows = []
    for addr, n in hot:
        f, b = fn_of(addr), block_of(addr)
        where = b if b is not None and f is not None and b[0].startswith(f[0] + ":") else f
        place = f"{where[0]}+{where[1]:#x}" if where is not None else "?"
        rows.append((f"{addr:#010x}  {place}", n))
    lines += table(f"instruction (the {len(rows)} hottest)", rows)
    if machine.line_starts:
        lines += table("source line", source_lines(machine, per_insn))
    return "\n".join(lines)


def source_lines(machine: Machine, per_insn: dict[int, int]) -> list[tuple[str, int]]:
    """`file:line  text` -> count, sorted by count (see the module docstring)."""
    starts = machine.line_starts
    addrs = [a for a, _, _ in starts]
    counts: dict[tuple[str, int], int] = {}
    for addr, n in per_insn.items():
        i = bisect_right(addrs, addr) - 1
        key = ("", 0) if i < 0 else (starts[i][1], starts[i][2])
        counts[key] = counts.get(key, 0) + n
    texts: dict[str, list[str] | None] = {}

    def text(path: str, line: int) -> str:
        if path not in texts:
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    texts[path] = f.read().splitlines()
            except OSError:
                texts[path] = None
        src = texts[path]
        return src[line - 1].strip() if src is not None and 0 < line <= len(src) else ""

    rows = []
    for (path, line), n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        if line == 0:
            rows.append(("<no line>", n))
            continue
        where = f"{os.path.basename(path)}:{line}"
        src = text(path, line)
        rows.append((f"{where:<16} {src}" if src else where, n))
    return rows
