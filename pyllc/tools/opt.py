"""`pyopt`: like `opt` with the new pass manager.

    pyopt [-passes=PIPELINE | -O0..-O3 | -Os | -Oz] [-S] [-o OUT] [options] IN.ll|-

With no passes it parses, verifies and prints (as `opt -S`). Without -S the output
is text too (pyllc has no bitcode). Options: -print-passes, -print-after-all,
-print-before=P, -print-after=P, -print-pipeline-passes, -verify-each, -disable-verify,
-debug-pass-manager, -time-passes, -stats, -disable-output, -aa-pipeline=...
Exit status 0 on success, 1 with one `pyopt: error: ...` message on bad input
(a bad pipeline points a caret at the offending character).
"""
from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from pyllc.diagnostics import CompileError
from pyllc.ir import Function
from pyllc.ir.module import Module
from pyllc.ir.printer import Printer, print_module
from pyllc.ir.verifier import verify_module
from pyllc.opt.aa import DEFAULT_AA_PIPELINE
from pyllc.opt.analyses import Loop
from pyllc.opt.analysis import aa_eval
from pyllc.opt.ipo.cgscc import SCC, CGSCCAdaptor, CGSCCPassManager, CGSCCToFunctionAdaptor
from pyllc.opt.loop_pass import DeletedLoop, FunctionToLoopAdaptor
from pyllc.opt.loops.util import exit_blocks, preheader
from pyllc.opt.passmanager import (
    FunctionPassManager,
    ModuleAnalysisManager,
    ModulePassManager,
    ModuleToFunctionAdaptor,
    Pass,
    PassInstrumentation,
    PreservedAnalyses,
    Timer,
    pipeline_text,
)
from pyllc.opt.pipeline import Registry, parse_pipeline
from pyllc.opt.registry import build_registry
from pyllc.opt.tti import register_target_info
from pyllc.targets import target_transform_info
from pyllc.tools.common import ToolArgumentParser, load_module, run_tool, write_output

TOOL = "pyopt"

#: flags spelled with one dash and `=` as LLVM's cl::opt does
_EQ_FLAGS = ("-passes", "-print-before", "-print-after", "-aa-pipeline", "-mtriple", "-o",
             "-extract-blocks-file", "-unroll-and-jam-count", "-unroll-and-jam-threshold")
#: opt's cl::opt flags of single passes, handed to them through `AnalysisManager.options`
_PASS_VALUE_OPTIONS = ("extract-blocks-file", "unroll-and-jam-count", "unroll-and-jam-threshold")
_PASS_BOOL_OPTIONS = ("extract-blocks-erase-funcs", "allow-unroll-and-jam") + aa_eval.OPTIONS
_LEVEL_FLAGS = ("-O0", "-O1", "-O2", "-O3", "-Os", "-Oz")


def _normalize(argv: Sequence[str]) -> list[str]:
    """Accept LLVM's `-o=FILE`, `--passes=X` and `-passes X` spellings."""
    out: list[str] = []
    for a in argv:
        if a.startswith("-o="):
            out.append("-o" + a[3:])
        elif a.startswith("--") and a[1:].split("=", 1)[0] in _EQ_FLAGS + _LEVEL_FLAGS:
            out.append(a[1:])
        else:
            out.append(a)
    return out


def _arg_parser() -> ToolArgumentParser:
    ap = ToolArgumentParser(prog=TOOL, description="Optimize LLVM IR (opt's new pass manager).",
                            allow_abbrev=False)
    ap.add_argument("input", nargs="?", default="-", help="input .ll file, or - for stdin (default)")
    ap.add_argument("-o", dest="output", default="-", metavar="OUT", help="output file (default: stdout)")
    ap.add_argument("-S", dest="text", action="store_true", help="write textual IR (the only format)")
    ap.add_argument("-passes", "--passes", dest="passes", default=None, metavar="PIPELINE",
                    help="the pass pipeline, e.g. 'mem2reg,instcombine,simplifycfg'")
    for lvl in ("0", "1", "2", "3", "s", "z"):
        ap.add_argument(f"-O{lvl}", dest="level", action="store_const", const=f"O{lvl}",
                        help=f"shorthand for -passes='default<O{lvl}>'")
    ap.add_argument("-print-pipeline-passes", dest="print_pipeline", action="store_true",
                    help="print the pipeline that would run (default<...> expanded) and exit")
    ap.add_argument("-aa-pipeline", dest="aa", default="default", metavar="AAS")
    ap.add_argument("-mtriple", dest="mtriple", default=None, metavar="TRIPLE",
                    help="the target whose addressing modes and costs the passes query "
                         "(default: the module's triple)")
    ap.add_argument("--disable-verify", "-disable-verify", dest="verify", action="store_false",
                    help="do not run the verifier")
    ap.add_argument("-verify-each", dest="verify_each", action="store_true",
                    help="verify the module after every pass")
    ap.add_argument("-print-passes", dest="print_passes", action="store_true")
    ap.add_argument("-print-after-all", dest="print_after_all", action="store_true")
    ap.add_argument("-print-before-all", dest="print_before_all", action="store_true")
    ap.add_argument("-print-before", dest="print_before", action="append", default=[], metavar="P")
    ap.add_argument("-print-after", dest="print_after", action="append", default=[], metavar="P")
    ap.add_argument("-debug-pass-manager", dest="debug_pm", action="store_true")
    ap.add_argument("-time-passes", dest="time_passes", action="store_true")
    ap.add_argument("-stats", "--stats", dest="stats", action="store_true")
    ap.add_argument("-disable-output", dest="disable_output", action="store_true")
    for name in _PASS_VALUE_OPTIONS:
        ap.add_argument(f"-{name}", dest=name.replace("-", "_"), default=None, metavar="VALUE")
    for name in _PASS_BOOL_OPTIONS:
        ap.add_argument(f"-{name}", dest=name.replace("-", "_"), action="store_true")
    return ap


def pass_options(args: Any) -> dict[str, str]:
    """The per-pass flags that were given (bare flags map to "")."""
    opts: dict[str, str] = {}
    for name in _PASS_VALUE_OPTIONS:
        v = getattr(args, name.replace("-", "_"))
        if v is not None:
            opts[name] = v
    for name in _PASS_BOOL_OPTIONS:
        if getattr(args, name.replace("-", "_")):
            opts[name] = ""
    for name in ("unroll-and-jam-count", "unroll-and-jam-threshold"):
        if name in opts and not opts[name].isdigit():
            raise CompileError(f"-{name}: '{opts[name]}' is not a number")
    return opts


def _unit_name(unit: Any) -> str:
    if isinstance(unit, DeletedLoop):
        unit = unit.loop
    if isinstance(unit, Loop):      # opt-16 names a loop by its header
        return unit.header.name or "<unnamed loop>"
    return f"{unit.name}" if isinstance(unit, (Function, SCC)) else "[module]"


def _is_container(p: Pass[Any]) -> bool:
    return isinstance(p, (FunctionPassManager, ModulePassManager, ModuleToFunctionAdaptor,
                          FunctionToLoopAdaptor, CGSCCAdaptor, CGSCCPassManager, CGSCCToFunctionAdaptor))


def _blocks_text(pr: Printer, blocks: list[Any]) -> str:
    lines: list[str] = []
    for bb in blocks:
        lines.append(pr.local(bb)[1:] + ":" if bb.name is not None else f"{pr.slots.get(id(bb))}:")
        lines.extend("  " + pr.instruction(i) for i in bb.instructions)
        lines.append("")
    return "\n".join(lines)


def _loop_text(module: Module, loop: Loop) -> str:
    """A loop as opt-16 prints it: its preheader, its blocks, its exit blocks."""
    fn = loop.header.parent
    assert fn is not None
    pr = Printer(module)
    pr.slots = pr.function_slots(fn)
    order = {id(b): k for k, b in enumerate(fn.blocks)}
    body = sorted(loop.blocks(), key=lambda b: (b is not loop.header, order.get(id(b), 0)))
    out = ""
    ph = preheader(loop)
    if ph is not None:
        out += "\n; Preheader:\n" + _blocks_text(pr, [ph])
    out += "\n; Loop:\n" + _blocks_text(pr, body)
    out += "\n; Exit blocks\n" + _blocks_text(pr, exit_blocks(loop))
    return out


def _dump(module: Module, unit: Any, title: str, name: str | None = None) -> str:
    if isinstance(unit, Loop) and unit.header.parent is not None:
        return f"; *** {title} on {name or _unit_name(unit)} ***\n{_loop_text(module, unit)}"
    if isinstance(unit, Function):
        body = Printer(module).function(unit)
    else:
        body = print_module(module)
    return f"; *** {title} on {_unit_name(unit)} ***\n{body}\n"


def instrument(args: Any, module: Module, registry: Registry) -> tuple[PassInstrumentation, Timer]:
    """The callbacks behind -print-*, -verify-each, -debug-pass-manager and -time-passes."""
    ins = PassInstrumentation()
    timer = Timer()
    err = sys.stderr
    for opt in args.print_before + args.print_after:
        for name in opt.split(","):
            if name and name not in registry.passes:
                raise CompileError(f"-print-before/-print-after: unknown pass name '{name}'")
    before = {n for o in args.print_before for n in o.split(",")}
    loop_name = [""]      # the loop's name when its pass started (its header may move)
    after = {n for o in args.print_after for n in o.split(",")}

    def on_before(p: Pass[Any], unit: Any) -> None:
        if _is_container(p):
            return
        if isinstance(unit, Loop):
            loop_name[0] = _unit_name(unit)
        if args.debug_pm:
            extra = ""
            if isinstance(unit, Function):
                extra = f" ({sum(len(b.instructions) for b in unit.blocks)} instructions)"
            err.write(f"Running pass: {p.display_name()} on {_unit_name(unit)}{extra}\n")
        if args.print_before_all or p.name in before:
            err.write(_dump(module, unit, f"IR Dump Before {p.display_name()}"))
        if args.time_passes:
            timer.start()

    def on_after(p: Pass[Any], unit: Any, pa: PreservedAnalyses) -> None:
        if _is_container(p):
            return
        if args.time_passes:
            timer.stop(p.display_name())
        name = loop_name[0] if isinstance(unit, (Loop, DeletedLoop)) else _unit_name(unit)
        if (args.print_after_all or p.name in after) and not isinstance(unit, DeletedLoop):
            if args.print_after_all and pa.are_all_preserved:
                err.write(f"; *** IR Dump After {p.display_name()} on {name} omitted "
                          "because no change ***\n")
            else:
                err.write(_dump(module, unit, f"IR Dump After {p.display_name()}", name))
        if args.verify_each:
            try:
                verify_module(module)
            except CompileError as e:
                raise CompileError(f"broken module found after pass '{p.name}' on "
                                   f"{name}: {e.message}") from None

    def on_analysis(what: str, name: str, unit: Any) -> None:
        if args.debug_pm:
            verb = "Running analysis" if what == "run" else "Invalidating analysis"
            err.write(f"{verb}: {name} on {_unit_name(unit)}\n")

    def on_skip(p: Pass[Any], unit: Any) -> None:
        if args.debug_pm:
            err.write(f"Skipping pass {p.display_name()} on {_unit_name(unit)} due to optnone "
                      "attribute\n")

    # a skipped repeat requests no analyses: keep -debug-pass-manager's log complete
    ins.skip_reruns = not args.debug_pm
    ins.on_skip.append(on_skip)
    ins.before.append(on_before)
    ins.after.append(on_after)
    ins.on_analysis.append(on_analysis)
    return ins, timer


def print_passes(registry: Registry) -> str:
    mods = sorted(n for n, i in registry.passes.items() if i.kind == "module")
    funcs = sorted(n for n, i in registry.passes.items() if i.kind == "function")
    out = ["Module passes:"] + [f"  {n}" for n in mods]
    out += ["Module passes with params:", "  default<O0;O1;O2;O3;Os;Oz>"]
    out += ["Function passes:"] + [f"  {n}" for n in funcs if "<" not in n]
    out += ["Function passes with params:"]
    out += [f"  {n}<{i.params}>" for n, i in sorted(registry.passes.items()) if i.params]
    out += ["CGSCC passes:"] + [f"  {n}" for n, i in sorted(registry.passes.items())
                                if i.kind == "cgscc"]
    out += ["Loop passes:"] + [f"  {n}" for n, i in sorted(registry.passes.items())
                               if i.kind == "loop"]
    out += ["Function analyses (print<NAME>):"] + [
        f"  {n[6:-1]}" for n in funcs if n.startswith("print<")]
    out += ["Not implemented yet:"] + [f"  {n}" for n in sorted(registry.planned)]
    return "\n".join(out) + "\n"


def _use_target(mam: ModuleAnalysisManager, mtriple: str | None, module: Module) -> None:
    """Give the passes the target's TargetTransformInfo: -mtriple's (an unknown one is an
    error), else the module's when pyllc knows it, else the generic one (as opt-16 with a
    triple it has no backend for)."""
    if mtriple is not None:
        register_target_info(mam.fam, target_transform_info(mtriple))
        return
    if module.triple:
        try:
            tti = target_transform_info(module.triple)
        except CompileError:
            return
        register_target_info(mam.fam, tti)


def opt_main(argv: Sequence[str], extra_passes: list[type[Pass[Any]]] | None = None) -> int:
    args = _arg_parser().parse_args(_normalize(argv))
    registry = build_registry(extra_passes)
    if args.print_passes:
        write_output("-", print_passes(registry))
        return 0
    text = args.passes
    if args.level is not None:
        if text:
            raise CompileError("-O0..-O3, -Os, -Oz cannot be combined with -passes "
                               "(use -passes='default<O2>,...')")
        text = f"default<{args.level}>"
    pipeline = parse_pipeline(text, registry) if text else None
    if args.print_pipeline:   # as opt: the expanded pipeline, then stop (nothing is read)
        if pipeline is not None:
            write_output("-", ",".join(pipeline_text(p) for p in pipeline.passes) + "\n")
        return 0
    aa = [a for a in args.aa.split(",") if a]
    if aa == ["default"]:
        aa = list(DEFAULT_AA_PIPELINE)
    for a in aa:
        if a not in ("basic-aa", "globals-aa", "scev-aa", "tbaa", "scoped-noalias-aa"):
            raise CompileError(f"unknown alias analysis name '{a}' (in -aa-pipeline)")

    module = load_module(args.input, verify=args.verify)
    if pipeline is not None:
        ins, timer = instrument(args, module, registry)
        mam = ModuleAnalysisManager(module, ins)
        mam.aa_pipeline = mam.fam.aa_pipeline = aa
        mam.options = mam.fam.options = pass_options(args)
        _use_target(mam, args.mtriple, module)
        if args.debug_pm:
            sys.stderr.write(f"Running pipeline: {','.join(pipeline_text(p) for p in pipeline.passes)}\n")
        pipeline.run(module, mam)
        if args.verify:
            try:
                verify_module(module)
            except CompileError as e:
                raise CompileError(f"the optimized module is broken: {e.message}") from None
        if args.time_passes:
            sys.stderr.write(timer.report())
        if args.stats:
            sys.stderr.write(ins.stats.report())
    if not args.disable_output:
        write_output(args.output, print_module(module))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run_tool(TOOL, opt_main, argv)


if __name__ == "__main__":
    sys.exit(main())
