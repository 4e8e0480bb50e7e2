"""`pylli`: compile LLVM IR (or load objects) for a target and run main under Unicorn."""
from __future__ import annotations

import argparse
import sys

from pyllc.emu import DEFAULT_MAX_INSTRUCTIONS, EmulationFault, run_program
from pyllc.emu.profile import format_profile, profile_program
from pyllc.mc.elf import read_elf
from pyllc.pipeline import Options
from pyllc.targets import all_targets, get_target
from pyllc.tools.common import ToolArgumentParser, read_input, run_tool, write_output
from pyllc.tools.compile import compile_ll, to_object
from pyllc.tools.jobs import default_jobs


def _parser() -> argparse.ArgumentParser:
    p = ToolArgumentParser(prog="pylli", description="run LLVM IR under an emulated CPU")
    p.add_argument("input", help="IN.ll, IN.o (ELF relocatable), or - for stdin")
    p.add_argument("args", nargs=argparse.REMAINDER, help="arguments for the program")
    p.add_argument("-mtriple", help="target triple (default: the module's, else x86-64)")
    p.add_argument("-march", help="target architecture")
    p.add_argument("-mattr", help="target features")
    for n in range(4):
        p.add_argument(f"-O{n}", dest="opt", action="store_const", const=n)
    p.add_argument("-j", dest="jobs", type=int, default=None, metavar="N",
                   help="compile .ll input in N processes (default: the cores; "
                        "small modules use one)")
    p.add_argument("--stats", action="store_true", help="print executed instruction count")
    p.add_argument("--load", action="append", default=[], metavar="OBJ",
                   help="an extra object file to link in")
    p.add_argument("--profile", metavar="FILE",
                   help="--profile: executed instructions per function, block and "
                        "instruction on stderr; --profile=FILE: into FILE")
    p.add_argument("--max-instructions", type=int, default=DEFAULT_MAX_INSTRUCTIONS,
                   help="stop (status 124) after this many instructions")
    return p


def _options_first(argv: list[str]) -> list[str]:
    """A bare `--profile` (before the input) means `--profile=-`: stderr."""
    out: list[str] = []
    for i, a in enumerate(argv):
        if not a.startswith("-") or a == "-":
            return out + argv[i:]
        out.append("--profile=-" if a == "--profile" else a)
    return out


def _main(argv: list[str]) -> int:
    args = _parser().parse_args(_options_first(argv))
    objects = []
    target = None
    for path in [args.input] + args.load:
        if _is_elf(path):
            arch, obj = load_object(path)
            target = target or get_target(arch)
            objects.append(obj)
            continue
        text, name = read_input(path)
        opts = Options(opt_level=2 if args.opt is None else args.opt)
        jobs = default_jobs() if not args.jobs or args.jobs < 1 else args.jobs
        compiled = compile_ll(text, name, args.mtriple, args.march, args.mattr, opts, jobs)
        target = target or compiled.target
        objects.append(to_object(compiled))
    program = [args.input.encode()] + [a.encode() for a in args.args]
    sys.stdout.flush()
    machine = None
    try:
        if args.profile is not None:
            status, count, machine = profile_program(objects, target, program,
                                                     args.max_instructions)
        else:
            status, count = run_program(objects, target, program, args.max_instructions,
                                        args.stats)
    except EmulationFault as e:
        sys.stdout.flush()
        sys.stderr.write(f"pylli: fault: {e}\n")
        return 139
    if status == 124:
        sys.stderr.write(f"pylli: instruction limit ({args.max_instructions}) reached\n")
    if args.stats:
        sys.stderr.write(f"pylli: executed {count} instructions\n")
    if machine is not None:
        report = format_profile(machine)
        if args.profile == "-":
            sys.stderr.write(report + "\n")
        else:
            write_output(args.profile, report + "\n")
    return status


def _is_elf(path: str) -> bool:
    if path == "-":
        return False
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def load_object(path: str) -> tuple[str, object]:
    """Read an ELF relocatable object (ours, llc's or GNU as's) for the emulator."""
    with open(path, "rb") as f:
        data = f.read()
    return read_elf(data, path, [t.mc.relocations for t in all_targets()])


def main(argv: list[str] | None = None) -> int:
    return run_tool("pylli", _main, argv)


if __name__ == "__main__":
    sys.exit(main())
