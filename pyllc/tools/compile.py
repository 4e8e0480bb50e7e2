"""What pyllc and pylli share: read a `.ll`, pick the target, run the pipeline, and
produce assembly text or an in-memory object."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.ir.datalayout import DataLayout
from pyllc.ir.parser import parse_module
from pyllc.ir.verifier import VerifierError, verify_module
from pyllc.mc.asm_printer import print_assembly
from pyllc.pipeline import Options
from pyllc.record import record
from pyllc.targets import get_target
from pyllc.tools.common import locate_function_error, locate_verifier_error
from pyllc.tools.jobs import compile_module_jobs

if TYPE_CHECKING:
    from pyllc.mc.objfile import ObjectFile

DEFAULT_TRIPLE = "x86_64-unknown-linux-gnu"


@record
class Compiled:
    module: Any
    target: Target
    functions: list[MachineFunction]
    options: Options


def load_module(text: str, filename: str) -> Any:
    """Parse and verify; verifier errors get the file:line:col of what they name."""
    module = parse_module(text, filename)
    try:
        verify_module(module)
    except VerifierError as e:
        locate_verifier_error(e, text, filename)
        if e.filename is None:
            e.filename = filename
        raise
    return module


def choose_target(module: Any, triple: str | None, march: str | None,
                  mattr: str | None, mcpu: str | None = None) -> Target:
    """The Target for the command line: the triple, then -mcpu's features as the base
    (`Target.with_cpu`), then -mattr on top."""
    name = triple or march or module.triple or DEFAULT_TRIPLE
    target = get_target(name)
    if mcpu:
        target = target.with_cpu(mcpu)
    if mattr:
        target = target.with_features(mattr)
    if module.datalayout_text is None:
        # like llc: a module without `target datalayout` gets the target's
        module.datalayout = DataLayout.parse(target.datalayout)
    return target


def compile_ll(text: str, filename: str, triple: str | None = None, march: str | None = None,
               mattr: str | None = None, options: Options | None = None,
               jobs: int = 1) -> Compiled:
    """Parse, verify and compile; `jobs` > 1 spreads big modules' functions over worker
    processes (tools/jobs.py), with the same result."""
    module = load_module(text, filename)
    target = choose_target(module, triple, march, mattr)
    opts = options or Options()
    try:
        functions = compile_module_jobs(module, target, opts, jobs)
    except CompileError as e:
        locate_function_error(e, text, filename)
        raise
    return Compiled(module, target, functions, opts)


def to_assembly(c: Compiled, syntax: str | None = None, verbose: bool = True,
                annotate: bool = False) -> str:
    return print_assembly(c.module, c.functions, c.target, syntax, verbose, annotate,
                          _is_pic(c), c.options.force_dwarf_frame)


def to_object(c: Compiled, debug_sections: bool = False) -> ObjectFile:
    """The module as an object; `debug_sections`: with DWARF when it has `!dbg` (pyllc's
    -filetype=obj; pylli needs only the line rows)."""
    # documented lazy import (start-up): only object output and pylli assemble
    from pyllc.mc.assembler import assemble_module
    return assemble_module(c.module, c.functions, c.target, debug_sections, _is_pic(c),
                           c.options.force_dwarf_frame)


def _is_pic(c: Compiled) -> bool:
    return c.options.relocation_model == "pic"
