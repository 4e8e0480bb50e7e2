"""pyllc's side of `-pipeline-html`: the flags' order of events around the compilation.

    Journal(args, module, target, name)   before the compile: check the page's path,
                                          record the input IR, run -pipeline-html-passes,
                                          record the IR entering code generation
    (the pipeline runs with Options.observer = journal.recorder)
    journal.finish(compiled, syntax, ...) after it: the assembly (returned: pyllc writes
                                          the same text), -pipeline-html-run, the page

Timings of the page's own work go into the page's header next to the pipeline's
`-time-passes` figures, so the cost of recording is visible where it is paid.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Any

from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.tools.compile import Compiled
from pyllc.tools.pipeline_html import (
    MappedAsmWriter,
    PageInfo,
    Recorder,
    apply_counts,
    asm_stages,
    build_page,
    check_output,
    write_page,
)


class Journal:
    """One `-pipeline-html` page in the making (see the module docstring)."""

    def __init__(self, args: argparse.Namespace, module: Any, target: Target,
                 input_name: str) -> None:
        self.path: str = args.pipeline_html
        check_output(self.path)
        if args.pipeline_html_dag_blocks < 0:
            raise CompileError("-pipeline-html-dag-blocks: N must be 0 or more")
        if args.pipeline_html_run:
            if args.stop_after:
                raise CompileError("-pipeline-html-run cannot run code stopped by -stop-after")
            if not any(f.name == "main" and not f.is_declaration for f in module.functions):
                raise CompileError("-pipeline-html-run: the module defines no 'main' function")
        self.args = args
        self.input_name = input_name
        self.target = target
        self.timings: dict[str, float] = {}
        self.recorder = Recorder(module, args.pipeline_html_dag_blocks)
        t0 = time.perf_counter()
        passes = args.pipeline_html_passes
        if passes:
            # documented lazy import (start-up): the optimizer's registry, only for passes
            from pyllc.tools.pipeline_html_opt import run_passes
            self.recorder.record_ir("input IR", keep_ids=False)
            run_passes(self.recorder, passes)
            self.recorder.record_ir("IR entering code generation", keep_ids=True)
        else:
            self.recorder.record_ir("input IR", keep_ids=True)
        self.timings["page: IR" + (" and passes" if passes else "")] = time.perf_counter() - t0

    def finish(self, compiled: Compiled, syntax: str | None, verbose: bool = True,
               annotate: bool = False, with_asm: bool = True) -> str:
        """Build and write the page; returns the module's assembly ("" without asm, as
        after -stop-after, when the machine code is not final)."""
        rec = self.recorder
        asm = ""
        writer = None
        info = PageInfo(title=f"pyllc: {os.path.basename(self.input_name)}",
                        meta=self._meta(compiled))
        if with_asm:
            t0 = time.perf_counter()
            writer = MappedAsmWriter(compiled.module, compiled.target, compiled.functions,
                                     syntax, verbose, annotate)
            asm = writer.write()
            asm_stages(writer, rec)
            self.timings["asm-print (mapped)"] = time.perf_counter() - t0
        else:
            info.notes.append(f"-stop-after={self.args.stop_after}: no assembly")
        line_counts = None
        if self.args.pipeline_html_run:
            # documented lazy import (start-up): the emulator (Unicorn), only for a run
            from pyllc.tools.pipeline_html_profile import run_and_count
            t0 = time.perf_counter()
            sys.stdout.flush()
            result = run_and_count(compiled, self.input_name)
            self.timings["page: pylli run"] = time.perf_counter() - t0
            line_counts = apply_counts(rec, writer, result.counts)
            info.program = result.summary()
            if result.note:
                info.notes.append("pylli run: " + result.note)
        info.timings = {**compiled.options.timings, **self.timings}
        if rec.keys.info is None:
            info.notes.append("the module has no debug info (clang -g): source lines are "
                              "not shown; lines link through their IR instruction")
        html = build_page(rec, info, writer, line_counts)
        write_page(self.path, html)
        return asm

    def _meta(self, compiled: Compiled) -> str:
        a = self.args
        level = 2 if a.opt is None else a.opt
        parts = [compiled.target.name, f"-O{level}"]
        if a.mattr:
            parts.append(f"-mattr={a.mattr}")
        if a.pipeline_html_passes:
            parts.append(f"passes: {a.pipeline_html_passes}")
        return " ".join(parts)
