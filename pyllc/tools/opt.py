"""`pyopt`: like `opt -S` — parse a .ll file, verify it, print it (IR passes come later).

    pyopt [-S] [--disable-verify] IN.ll|- [-o OUT]

Without -S the output is text too (pyllc has no bitcode). Exit status 0 on
success, 1 with one `pyopt: error: FILE:LINE:COL: message` on bad input.
"""
from __future__ import annotations

import sys
from collections.abc import Sequence

from pyllc.ir.printer import print_module
from pyllc.tools.common import ToolArgumentParser, load_module, run_tool, write_output

TOOL = "pyopt"


def _normalize(argv: Sequence[str]) -> list[str]:
    """Accept LLVM's `-o=FILE` spelling besides `-o FILE` and `-oFILE`."""
    return ["-o" + a[3:] if a.startswith("-o=") else a for a in argv]


def opt_main(argv: Sequence[str]) -> int:
    ap = ToolArgumentParser(prog=TOOL, description="Parse, verify and print LLVM IR.",
                            allow_abbrev=False)
    ap.add_argument("input", nargs="?", default="-", help="input .ll file, or - for stdin (default)")
    ap.add_argument("-o", dest="output", default="-", metavar="OUT", help="output file (default: stdout)")
    ap.add_argument("-S", dest="text", action="store_true", help="write textual IR (the only format)")
    ap.add_argument("--disable-verify", "-disable-verify", dest="verify", action="store_false",
                    help="do not run the verifier")
    args = ap.parse_args(_normalize(argv))


    module = load_module(args.input, verify=args.verify)
    write_output(args.output, print_module(module))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run_tool(TOOL, opt_main, argv)


if __name__ == "__main__":
    sys.exit(main())
