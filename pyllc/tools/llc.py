"""`pyllc`: compile LLVM IR to assembly or an object file, like llc.

The flags are llc-16's, spelled as llc spells them (`-flag=value`; `--flag` works too).
Debugging flags (DAG and CFG pictures, -debug-pass ...) are listed by `-help-hidden`.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from pyllc.codegen.dot_files import DAG_VIEW_FLAGS, DotViews, check_directory
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.pipeline import STAGES, Options
from pyllc.tools.common import ToolArgumentParser, locate_function_error, read_input, run_tool
from pyllc.tools.compile import (
    DEFAULT_TRIPLE,
    Compiled,
    choose_target,
    load_module,
    to_assembly,
    to_object,
)
from pyllc.tools.jobs import MIN_INSTRUCTIONS, compile_module_jobs, default_jobs
from pyllc.tools.llc_info import print_cpus, print_passes, print_version

# llc's -regalloc names -> our allocators: greedy (the -O1+ default: eviction, splitting,
# remat), basic by linear scan, fast by the local one that -O0 uses
REGALLOC = {"fast": "fast", "greedy": "greedy", "basic": "linear-scan"}
RELOCATION_MODELS = ("static", "pic", "dynamic-no-pic", "ropi", "rwpi", "ropi-rwpi")
CODE_MODELS = ("tiny", "small", "kernel", "medium", "large")
_BOOL = {"true": True, "1": True, "false": False, "0": False}


def _parser(show_hidden: bool = False) -> argparse.ArgumentParser:
    def hidden(text: str) -> str:
        return text if show_hidden else argparse.SUPPRESS

    p = ToolArgumentParser(prog="pyllc", allow_abbrev=False,
                           description="LLVM IR to assembly or objects for x86-64, AArch64, "
                                       "RISC-V 64 and SPARC V8")
    p.add_argument("input", nargs="?", default="-", help="IN.ll, or - for stdin")
    p.add_argument("-o", dest="output", help="output file (- for stdout)")
    p.add_argument("-mtriple", help="target triple (default: the module's, else x86-64)")
    p.add_argument("-march", help="target architecture: x86-64 aarch64 riscv64 sparc")
    p.add_argument("-mcpu", help="target CPU (-mcpu=help lists them)")
    p.add_argument("-mattr", help="target features, e.g. -m or +m,+d (-mattr=help lists them)")
    p.add_argument("-filetype", choices=("asm", "obj"), default="asm")
    for n in range(4):
        p.add_argument(f"-O{n}", dest="opt", action="store_const", const=n)
    p.add_argument("-relocation-model", choices=RELOCATION_MODELS, default="static",
                   help="static (default) or pic (position-independent code: GOT/PLT)")
    p.add_argument("-code-model", choices=CODE_MODELS, default="small",
                   help="small (default; RISC-V: medium too)")
    p.add_argument("-frame-pointer", choices=("all", "non-leaf", "none"),
                   help="keep a frame pointer in all / non-leaf functions")
    p.add_argument("-asm-verbose", default=None, choices=_BOOL,
                   help="-asm-verbose: block, loop and spill comments; =false: none "
                        "(default: block comments only)")
    p.add_argument("-fast-isel", default="false", choices=_BOOL,
                   help="accepted: pyllc has one selector (SelectionDAG), used at every level")
    p.add_argument("-regalloc", choices=tuple(REGALLOC) + ("default",), default="default",
                   help="fast (the -O0 local allocator); greedy (the -O2 default); basic: linear scan")
    p.add_argument("-x86-asm-syntax", choices=("att", "intel"), default="att",
                   help="x86-64 assembly syntax (default: att, like llc)")
    p.add_argument("-force-dwarf-frame-section", action="store_true",
                   help="CFI for every function, also into .debug_frame")
    p.add_argument("-j", dest="jobs", type=_jobs, default=None, metavar="N",
                   help="compile the functions in N processes (default: the cores, "
                        f"{default_jobs()} here); one process for modules under "
                        f"{MIN_INSTRUCTIONS} IR instructions and with -pipeline-html, "
                        "-print-after* or the DAG/CFG pictures; the output is the same for every N")
    p.add_argument("-help", action="help", help="show this help (llc's spelling of -h)")
    p.add_argument("-version", action="store_true", help="print the version and targets")
    p.add_argument("-help-hidden", action="store_true", help="all options, debugging ones too")
    # ---- debugging
    p.add_argument("-print-after-all", action="store_true", help=hidden("dump MIR after every pass"))
    p.add_argument("-print-after", action="append", default=[], choices=STAGES,
                   help=hidden("dump MIR after PASS"))
    p.add_argument("-stop-after", choices=STAGES, help=hidden("stop after PASS"))
    p.add_argument("-verify-machineinstrs", action="store_true",
                   help=hidden("check register allocation"))
    p.add_argument("-time-passes", action="store_true", help=hidden("print time per stage"))
    p.add_argument("-disable-lsr", action="store_true",
                   help=hidden("do not run loop strength reduction before isel"))
    p.add_argument("-debug-pass", choices=("Arguments", "Structure"),
                   help=hidden("print the pass list on stderr"))
    for flag, stage in DAG_VIEW_FLAGS.items():
        p.add_argument(f"-{flag}", dest="view_dags", action="append_const", const=stage,
                       default=[], help=hidden(f"write the DAG entering {stage} as .dot"))
    p.add_argument("-filter-view-dags", metavar="BLOCK",
                   help=hidden("only the DAGs of blocks named BLOCK"))
    p.add_argument("-dag-dump-verbose", action="store_true",
                   help=hidden("DAG pictures show node ids"))
    p.add_argument("-view-cfg", "-dot-machine-cfg", dest="view_cfg", action="store_true",
                   help=hidden("write each function's final machine CFG as .dot"))
    p.add_argument("-view-cfg-after", action="append", default=[], choices=STAGES,
                   help=hidden("write the machine CFG after PASS as .dot"))
    p.add_argument("-dot-dir", default=".", help=hidden("where .dot files go (default: .)"))
    # ---- the journey as one page (docs/pipeline-html.md)
    p.add_argument("-pipeline-html", metavar="FILE",
                   help="also write every stage (IR, DAGs, MIR, assembly) as one HTML page")
    p.add_argument("-pipeline-html-passes", metavar="PIPELINE",
                   help="with -pipeline-html: first run these pyopt passes, one stage each")
    p.add_argument("-pipeline-html-run", action="store_true",
                   help="with -pipeline-html: run main under pylli, counts beside the code")
    p.add_argument("-pipeline-html-dag-blocks", type=int, default=40, metavar="N",
                   help="with -pipeline-html: keep the DAGs of the first N blocks (default 40)")
    return p


_BOOL_FLAGS = ("-asm-verbose", "-fast-isel")


def _jobs(text: str) -> int:
    """-j N: a positive count (0 means the default, the cores)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid job count '{text}'") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"invalid job count '{text}'")
    return n or default_jobs()


def _normalize(argv: list[str]) -> list[str]:
    """llc takes `--flag` for `-flag` (argparse keeps `--help` and `--`), and a boolean
    flag alone for `-flag=true`."""
    out = [a[1:] if a.startswith("--") and len(a) > 2 and a != "--help" else a for a in argv]
    return [a + "=true" if a in _BOOL_FLAGS else a for a in out]


def _check_models(args: argparse.Namespace, target: Target) -> None:
    name = target.name
    if args.relocation_model not in target.relocation_models:
        raise CompileError(f"-relocation-model={args.relocation_model} is not supported for "
                           f"{name} (supported: {', '.join(target.relocation_models)})")
    models = target.code_models
    if args.code_model not in models:
        raise CompileError(f"-code-model={args.code_model} is not supported for {name} "
                           f"(supported: {', '.join(models)})")
    if (args.relocation_model != "static" and args.code_model != "small"
            and args.code_model not in target.pic_code_models):
        raise CompileError(f"-code-model={args.code_model} with -relocation-model="
                           f"{args.relocation_model} is not supported for {name}")


def _views(args: argparse.Namespace) -> DotViews | None:
    if not (args.view_dags or args.view_cfg or args.view_cfg_after):
        return None
    check_directory(args.dot_dir)
    return DotViews(dag_stages=frozenset(args.view_dags), cfg_after=frozenset(args.view_cfg_after),
                    cfg_final=args.view_cfg, block_filter=args.filter_view_dags,
                    verbose=args.dag_dump_verbose, directory=args.dot_dir)


def _main(argv: list[str]) -> int:
    parser = _parser()
    args, unknown = parser.parse_known_args(_normalize(argv))
    if unknown:
        parser.error(f"Unknown command line argument '{unknown[0]}'.  Try: 'pyllc -help'")
    if args.help_hidden:
        _parser(show_hidden=True).print_help()
        return 0
    if args.version:
        print_version(sys.stdout, DEFAULT_TRIPLE)
        return 0
    text, name = read_input(args.input)
    module = load_module(text, name)
    try:
        return _compile(args, module, name)
    except CompileError as e:
        locate_function_error(e, text, name)
        raise


def _compile(args: argparse.Namespace, module: Any, name: str) -> int:
    """pyllc after parsing: pick the target, compile, write the output."""
    mattr = args.mattr
    if mattr is not None and "help" in mattr.split(","):
        mattr = ",".join(f for f in mattr.split(",") if f != "help")
    target = choose_target(module, args.mtriple, args.march, None)
    if args.mcpu == "help" or args.mattr != mattr:
        print_cpus(sys.stderr, target)         # llc prints the lists, then compiles on
    if args.mcpu and args.mcpu != "help":
        try:
            target = target.with_cpu(args.mcpu)
        except CompileError as e:              # llc: a warning, and the default CPU
            sys.stderr.write(f"pyllc: warning: {e.message} (ignoring processor)\n")
    if mattr:
        target = target.with_features(mattr)
    _check_models(args, target)
    journey = None
    if args.pipeline_html is not None:
        # documented lazy import (start-up): only -pipeline-html needs the page builder
        from pyllc.tools.pipeline_html_cli import Journal
        journey = Journal(args, module, target, name)
    elif args.pipeline_html_passes or args.pipeline_html_run:
        raise CompileError("-pipeline-html-passes and -pipeline-html-run need -pipeline-html=FILE")
    regalloc = REGALLOC.get(args.regalloc)
    opt_level = 2 if args.opt is None else args.opt
    opts = Options(opt_level=opt_level,
                   print_after_all=args.print_after_all,
                   print_after=frozenset(args.print_after), stop_after=args.stop_after,
                   verify_regalloc=args.verify_machineinstrs, frame_pointer=args.frame_pointer,
                   regalloc=regalloc, views=_views(args), fast_isel=_BOOL[args.fast_isel],
                   observer=journey.recorder if journey is not None else None,
                   lsr=not args.disable_lsr,
                   relocation_model=args.relocation_model, code_model=args.code_model,
                   force_dwarf_frame=args.force_dwarf_frame_section)
    if args.debug_pass:
        chosen = regalloc or ("fast" if opt_level == 0 else "greedy")
        titles = {"fast": "Fast", "greedy": "Greedy", "linear-scan": "Linear Scan"}
        print_passes(sys.stderr, args.debug_pass, titles[chosen], args.stop_after, opt_level)
    jobs = default_jobs() if args.jobs is None else args.jobs
    compiled = Compiled(module, target, compile_module_jobs(module, target, opts, jobs), opts)
    if args.time_passes:
        total = sum(opts.timings.values()) or 1.0
        for stage, secs in opts.timings.items():
            sys.stderr.write(f"{secs:9.4f}s {100 * secs / total:5.1f}%  {stage}\n")
    if args.stop_after:
        if journey is not None:
            journey.finish(compiled, None, with_asm=False)
        return 0
    out = args.output
    if out is None:
        base = "-" if args.input == "-" else os.path.splitext(args.input)[0]
        out = "-" if base == "-" else base + (".o" if args.filetype == "obj" else ".s")
    if args.filetype == "obj":
        # documented lazy import (start-up): only object output needs the ELF writer
        from pyllc.mc.elf import write_elf
        data = write_elf(to_object(compiled, debug_sections=True), compiled.target)
        if journey is not None:
            journey.finish(compiled, _syntax(args, compiled))
        if out == "-":
            sys.stdout.buffer.write(data)
        else:
            with open(out, "wb") as f:
                f.write(data)
        return 0
    syntax = _syntax(args, compiled)
    # default: the block comments (what the FileCheck corpus matches); an explicit
    # -asm-verbose adds llc's loop and spill/reload comments, =false drops every comment
    verbose = args.asm_verbose is None or _BOOL[args.asm_verbose]
    annotate = args.asm_verbose is not None
    if journey is not None:       # the page's assembly is the .s written below
        asm = journey.finish(compiled, syntax, verbose, annotate)
    else:
        asm = to_assembly(compiled, syntax, verbose, annotate=annotate)
    if out == "-":
        sys.stdout.write(asm)
    else:
        with open(out, "w") as g:
            g.write(asm)
    return 0


def _syntax(args: argparse.Namespace, compiled: Compiled) -> str | None:
    """like llc, -x86-asm-syntax only matters to targets that have that syntax"""
    if args.x86_asm_syntax == "intel" and compiled.target.mc.syntax_template("intel"):
        return "intel"
    return None


def main(argv: list[str] | None = None) -> int:
    return run_tool("pyllc", _main, argv)


if __name__ == "__main__":
    sys.exit(main())
