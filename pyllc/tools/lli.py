"""`pylli`: compile LLVM IR (or load objects) for a target and run main under Unicorn."""
from __future__ import annotations

import argparse
import sys

from ..codegen.emu import DEFAULT_MAX_INSTRUCTIONS, EmulationFault, run_program
from ..codegen.pipeline import Options
from .common import read_input, run_tool
from .compile import compile_ll, to_object


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="pylli", description="run LLVM IR under an emulated CPU")
    p.add_argument("input", help="IN.ll (or - for stdin)")
    p.add_argument("args", nargs=argparse.REMAINDER, help="arguments for the program")
    p.add_argument("-mtriple", help="target triple (default: the module's, else x86-64)")
    p.add_argument("-march", help="target architecture")
    p.add_argument("-mattr", help="target features")
    for n in range(4):
        p.add_argument(f"-O{n}", dest="opt", action="store_const", const=n)
    p.add_argument("--stats", action="store_true", help="print executed instruction count")
    p.add_argument("--max-instructions", type=int, default=DEFAULT_MAX_INSTRUCTIONS,
                   help="stop (status 124) after this many instructions")
    return p


def _main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    text, name = read_input(args.input)
    opts = Options(opt_level=2 if args.opt is None else args.opt)
    compiled = compile_ll(text, name, args.mtriple, args.march, args.mattr, opts)
    obj = to_object(compiled)
    program = [name.encode()] + [a.encode() for a in args.args]
    sys.stdout.flush()
    try:
        status, count = run_program([obj], compiled.target, program, args.max_instructions,
                                    args.stats)
    except EmulationFault as e:
        sys.stdout.flush()
        sys.stderr.write(f"pylli: fault: {e}\n")
        return 139
    if status == 124:
        sys.stderr.write(f"pylli: instruction limit ({args.max_instructions}) reached\n")
    if args.stats:
        sys.stderr.write(f"pylli: executed {count} instructions\n")
    return status


def main(argv: list[str] | None = None) -> int:
    return run_tool("pylli", lambda: _main(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
