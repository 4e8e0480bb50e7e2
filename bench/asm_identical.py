"""Prove a pure speed change byte-identical: dump pyllc's assembly of every `.ll` under
tests/ and examples/ with one checkout, then with another, and compare.

    PYTHONPATH=<checkout> python bench/asm_identical.py dump OUT [--triple T ...] [-O N]
    python bench/asm_identical.py compare BEFORE AFTER

`dump` compiles each file in this process (in-process, `-j 1`; the `pyllc` imported is
the one PYTHONPATH names, so run it once per checkout) for each triple and writes the
assembly, or the error it raised (`ERROR <type>: <message>`, the first 300 characters),
to OUT/<triple>/<path with / as __>. Files that fail on a target are compared too: the
same error before and after is part of "identical". A file taking longer than
`--timeout` seconds (wall clock) is written as TIMEOUT: compare such a file on its own.
`compare` lists the files that differ and exits 1 if any does.
"""
from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parents[1]
TRIPLES = ("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu")


def _on_alarm(signum: int, frame: FrameType | None) -> None:
    raise TimeoutError


def dump(out: Path, triples: list[str], level: int, timeout: int) -> None:
    from pyllc.pipeline import Options
    from pyllc.tools.compile import compile_ll, to_assembly
    files = sorted(p for d in ("tests", "examples") for p in (ROOT / d).rglob("*.ll"))
    signal.signal(signal.SIGALRM, _on_alarm)
    for triple in triples:
        dest = out / triple
        dest.mkdir(parents=True, exist_ok=True)
        for f in files:
            rel = str(f.relative_to(ROOT))
            signal.alarm(timeout)
            try:
                c = compile_ll(f.read_text(), rel, triple=triple,
                               options=Options(opt_level=level))
                text = to_assembly(c)
            except TimeoutError:
                text = "TIMEOUT"
            except Exception as e:      # the error is the output to compare
                text = f"ERROR {type(e).__name__}: {str(e)[:300]}"
            finally:
                signal.alarm(0)
            (dest / rel.replace("/", "__")).write_text(text)


def compare(before: Path, after: Path) -> int:
    differ = 0
    count = 0
    for a in sorted(before.rglob("*")):
        if a.is_dir():
            continue
        b = after / a.relative_to(before)
        count += 1
        if not b.exists() or a.read_bytes() != b.read_bytes():
            differ += 1
            print(f"differs: {a.relative_to(before)}")
    print(f"{count} outputs compared, {differ} differ")
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out", type=Path)
    d.add_argument("--triple", action="append", choices=TRIPLES, help="default: all four")
    d.add_argument("-O", dest="level", type=int, default=2)
    d.add_argument("--timeout", type=int, default=900)
    c = sub.add_parser("compare")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = p.parse_args(argv)
    if args.cmd == "dump":
        dump(args.out, list(args.triple or TRIPLES), args.level, args.timeout)
        return 0
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
