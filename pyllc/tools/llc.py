"""`pyllc`: compile LLVM IR to assembly or an object file, like llc."""
from __future__ import annotations

import argparse
import os
import sys

from pyllc.pipeline import STAGES, Options
from pyllc.tools.common import ToolArgumentParser, read_input, run_tool
from pyllc.tools.compile import compile_ll, to_assembly, to_object


def _parser() -> argparse.ArgumentParser:
    p = ToolArgumentParser(prog="pyllc", description="LLVM IR to assembly or objects "
                                "for x86-64, AArch64, RISC-V 64 and SPARC V8")
    p.add_argument("input", nargs="?", default="-", help="IN.ll, or - for stdin")
    p.add_argument("-o", dest="output", help="output file (- for stdout)")
    p.add_argument("-mtriple", help="target triple (default: the module's, else x86-64)")
    p.add_argument("-march", help="target architecture: x86-64 aarch64 riscv64 sparc")
    p.add_argument("-mattr", help="target features, e.g. -m or +m,+d")
    p.add_argument("-filetype", choices=("asm", "obj"), default="asm")
    for n in range(4):
        p.add_argument(f"-O{n}", dest="opt", action="store_const", const=n)
    p.add_argument("-print-after-all", action="store_true", help="dump MIR after every pass")
    p.add_argument("-print-after", action="append", default=[], choices=STAGES)
    p.add_argument("-stop-after", choices=STAGES)
    p.add_argument("-verify-machineinstrs", action="store_true",
                   help="check register allocation")
    p.add_argument("-time-passes", action="store_true", help="print time per stage to stderr")
    p.add_argument("-x86-asm-syntax", choices=("att", "intel"), default="att",
                   help="x86-64 assembly syntax (default: att, like llc)")
    return p


def _main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    text, name = read_input(args.input)
    opts = Options(opt_level=2 if args.opt is None else args.opt,
                   print_after_all=args.print_after_all,
                   print_after=frozenset(args.print_after), stop_after=args.stop_after,
                   verify_regalloc=args.verify_machineinstrs)
    compiled = compile_ll(text, name, args.mtriple, args.march, args.mattr, opts)
    if args.time_passes:
        total = sum(opts.timings.values()) or 1.0
        for stage, secs in opts.timings.items():
            sys.stderr.write(f"{secs:9.4f}s {100 * secs / total:5.1f}%  {stage}\n")
    if args.stop_after:
        return 0
    out = args.output
    if out is None:
        base = "-" if args.input == "-" else os.path.splitext(args.input)[0]
        out = "-" if base == "-" else base + (".o" if args.filetype == "obj" else ".s")
    if args.filetype == "obj":
        # documented lazy import (start-up): only object output needs the ELF writer
        from pyllc.mc.elf import write_elf
        data = write_elf(to_object(compiled), compiled.target)
        if out == "-":
            sys.stdout.buffer.write(data)
        else:
            with open(out, "wb") as f:
                f.write(data)
        return 0
    # like llc, -x86-asm-syntax only matters to targets that have that syntax
    syntax = None
    if args.x86_asm_syntax == "intel" and compiled.target.mc.syntax_template("intel"):
        syntax = "intel"
    asm = to_assembly(compiled, syntax)
    if out == "-":
        sys.stdout.write(asm)
    else:
        with open(out, "w") as f:
            f.write(asm)
    return 0


def main(argv: list[str] | None = None) -> int:
    return run_tool("pyllc", _main, argv)


if __name__ == "__main__":
    sys.exit(main())
