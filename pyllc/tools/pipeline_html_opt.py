"""`-pipeline-html-passes=PIPELINE`: run pyopt's pipeline (as `pyopt -passes=PIPELINE`)
on the module before code generation, and give the page one IR stage per pass that
changed a function: the function's text after the pass, titled with the pass (and the
loop or call-graph SCC it ran on). pyllc then compiles the optimized module, so its
output is what `pyopt -passes=PIPELINE x.ll | pyllc` gives.

Which functions a pass changed: the pass manager's instrumentation reports each pass
with the unit it ran on and what it preserved (opt's `-print-after-all` reads the same
report). A pass that preserved everything changed nothing. A function pass changed its
function; a loop pass the loop's function; a CGSCC pass the SCC's functions; a module
pass any function, so each function's text is compared with the last one kept. At most
MAX_PASS_STAGES stages are kept per function (then a note says how many more passes
changed it).
"""
from __future__ import annotations

from typing import Any

from pyllc.diagnostics import CompileError
from pyllc.ir import Function
from pyllc.ir.verifier import verify_module
from pyllc.opt.analyses import Loop
from pyllc.opt.ipo.cgscc import SCC, CGSCCAdaptor, CGSCCPassManager, CGSCCToFunctionAdaptor
from pyllc.opt.loop_pass import DeletedLoop, FunctionToLoopAdaptor
from pyllc.opt.passmanager import (
    FunctionPassManager,
    ModuleAnalysisManager,
    ModulePassManager,
    ModuleToFunctionAdaptor,
    Pass,
    PassInstrumentation,
    PreservedAnalyses,
)
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry
from pyllc.tools.pipeline_html import Recorder, Stage, ir_stage

MAX_PASS_STAGES = 200
_CONTAINERS = (FunctionPassManager, ModulePassManager, ModuleToFunctionAdaptor,
               FunctionToLoopAdaptor, CGSCCAdaptor, CGSCCPassManager, CGSCCToFunctionAdaptor)


def _changed_functions(module: Any, unit: Any) -> tuple[list[Any], str]:
    """The functions a pass on `unit` may have changed, and how to name the unit."""
    if isinstance(unit, DeletedLoop):
        unit = unit.loop
    if isinstance(unit, Loop):
        fn = unit.header.parent
        name = unit.header.name
        return ([fn] if fn is not None else []), f" on loop %{name}" if name else " on a loop"
    if isinstance(unit, Function):
        return [unit], ""
    if isinstance(unit, SCC):
        return list(unit.functions), f" on SCC {unit.name}"
    return [f for f in module.functions if not f.is_declaration], " on the module"


def run_passes(rec: Recorder, pipeline_text: str) -> None:
    """Run `pipeline_text` on `rec.module`, recording an IR stage after each pass that
    changed a function (see the module docstring). Errors are pyopt's: a bad pipeline,
    an unknown pass, a broken module afterwards."""
    module = rec.module
    registry = build_registry()
    pipeline = parse_pipeline(pipeline_text, registry)
    last_text: dict[int, str] = {}        # id(function) -> its last recorded text
    dropped: dict[int, int] = {}
    for fid, j in rec.journeys.items():
        if j.ir_stages:
            last_text[fid] = j.ir_stages[-1].text
    ins = PassInstrumentation()

    def after(p: Pass[Any], unit: Any, pa: PreservedAnalyses) -> None:
        if isinstance(p, _CONTAINERS) or pa.are_all_preserved:
            return
        functions, where = _changed_functions(module, unit)
        rec.keys.forget()
        for fn in functions:
            if fn.is_declaration or not fn.blocks:
                continue
            j = rec.journey(fn)
            st = ir_stage(rec.printer, fn, rec.keys, f"after {p.display_name()}{where}")
            if last_text.get(id(fn)) == st.text:
                continue
            last_text[id(fn)] = st.text
            if len(j.ir_stages) > MAX_PASS_STAGES:
                dropped[id(fn)] = dropped.get(id(fn), 0) + 1
                continue
            j.ir_stages.append(st)

    ins.after.append(after)
    mam = ModuleAnalysisManager(module, ins)
    pipeline.run(module, mam)
    # module passes may add or drop unnamed globals: renumber them, but keep the printer
    # (its attribute group numbers `#N`), so unchanged functions print the same text
    rec.printer.gslots = type(rec.printer)(module).gslots
    rec.keys.forget()
    try:
        verify_module(module)
    except CompileError as e:
        raise CompileError(f"-pipeline-html-passes: the optimized module is broken: "
                           f"{e.message}") from None
    for fid, n in dropped.items():
        j = rec.journeys[fid]
        j.ir_stages.append(Stage("(more passes)", "ir", note=f"{n} more passes changed this "
                                 f"function (the page keeps {MAX_PASS_STAGES})",
                                 text=last_text[fid]))
