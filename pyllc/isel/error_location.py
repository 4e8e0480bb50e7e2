"""Where an isel error points: the IR instruction's file, line, column and source line
(the parser records each instruction's offset in the module text), and, for errors of
the DAG stages, the instruction the failing node came from (`dag.loc`) and its function."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import SelectionDAG
from pyllc.diagnostics import CompileError


def source_location(inst: Any) -> tuple[str | None, int | None, int | None, str | None]:
    """(filename, line, col, source_line) of an instruction: the parser records where it
    starts (`inst.loc`, mapped to a character offset by `module.source_offset`)."""
    block = getattr(inst, "parent", None)
    fn = getattr(block, "parent", None)
    module = getattr(fn, "parent", None)
    filename = getattr(module, "name", None) or None
    offset = getattr(inst, "loc", None)
    text = getattr(module, "source_text", None)
    if offset is None or text is None:
        return filename, None, None, None
    to_offset = getattr(module, "source_offset", None)
    if to_offset is not None:          # the parser's `.loc` is a token index
        offset = to_offset(offset)
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    line = text.count("\n", 0, offset) + 1
    return filename, line, offset - start + 1, text[start:end if end >= 0 else len(text)]


def locate_dag_error(e: CompileError, dag: SelectionDAG, fn: Any) -> None:
    """Point an error of a DAG stage (combine, legalization, selection) at the IR
    instruction the failing node came from (`dag.loc`) and name the function, unless the
    error already has a place."""
    if e.line is not None:
        return
    inst = dag.loc
    where = f" (in function @{fn.name}"
    block = getattr(inst, "parent", None)
    if block is not None and block.name is not None:
        where += f", block %{block.name}"
    e.message += where + ")"
    e.args = (e.message,)
    if inst is not None:
        e.filename, e.line, e.col, e.source_line = source_location(inst)
