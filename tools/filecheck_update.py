#!/usr/bin/env python3
"""Bless FileCheck tests: regenerate the CHECK lines of tests/codegen/<arch>/*.ll from
pyllc's current output (LLVM's utils/update_llc_test_checks.py, for pyllc).

    python tools/filecheck_update.py tests/codegen/riscv64/alu.ll ...   # files or dirs
    python tools/filecheck_update.py --force tests/codegen/sparc/bug.ll # also XFAIL files

For every RUN line (``pyllc ARGS %s -o - | FileCheck %s --match-full-lines
--check-prefixes=P1,P2``) it runs pyllc and splits the assembly into functions. All
existing check lines of the file's prefixes are removed, and after each ``define ... {``
line it writes, per function:

    ; P-LABEL: name:{{.*}}
    ; P-NEXT:  <every instruction and block label of the body>        (default: "full")

A comment block right above the ``define`` (or a ``; BLESS:`` line at file level for all
functions without their own) makes the checks loose for that function:

    ; bless: match=REGEX   only the body lines REGEX finds, as plain P: lines (repeatable)
    ; bless: not=REGEX     P-NOT lines: REGEX must match no body line (checked between
                           every two positive lines, so over the whole function). FileCheck
                           matches it inside the raw line (leading tab included), so write it
                           in the subset Python and POSIX ERE share, without ^ or \b:
                           not=[^a-z._](mul|div)  (the bless script checks it the same way)
    ; bless: full          the default
    ; bless(P): ...        a directive for check prefix P only

A prefix gets a function's checks from the first RUN line listing it whose output for that
function is the same for every RUN line listing the prefix (the shared-prefix rule of
update_llc_test_checks.py): put the common prefix first (``CHECK,O2``) and each function is
checked once when the outputs agree, per RUN line when they differ.

Files with ``; XFAIL:`` hold hand-written checks for a known bug and are left alone unless
``--force``. Review the diff (``git diff tests/codegen``): every new line is a claim that
this is correct code for the ISA.
"""
from __future__ import annotations

import argparse
import re
import shlex
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CHECK_SUFFIXES = ("", "-LABEL", "-NEXT", "-NOT", "-SAME", "-EMPTY", "-DAG", "-COUNT")


class BlessError(Exception):
    pass


def parse_runs(text: str, path: Path) -> list[tuple[list[str], list[str]]]:
    runs = []
    for m in re.finditer(r"^\s*;\s*RUN:\s*(.+?)\s*$", text, re.MULTILINE):
        stages = [shlex.split(s) for s in m.group(1).split("|")]
        if len(stages) != 2 or stages[0][:1] != ["pyllc"] or stages[1][:1] != ["FileCheck"]:
            raise BlessError(f"{path}: bad RUN line: {m.group(1)}")
        prefixes = ["CHECK"]
        for a in stages[1]:
            for opt in ("--check-prefixes=", "-check-prefixes=", "--check-prefix=", "-check-prefix="):
                if a.startswith(opt):
                    prefixes = a[len(opt):].split(",")
        runs.append((stages[0][1:], prefixes))
    if not runs:
        raise BlessError(f"{path}: no RUN line")
    return runs


def run_pyllc(args: list[str], path: Path) -> str:
    cmd = [sys.executable, "-m", "pyllc.tools.llc", *[str(path) if a == "%s" else a for a in args]]
    p = subprocess.run(cmd, check=False, capture_output=True, text=True, cwd=REPO, timeout=300)
    if p.returncode != 0:
        raise BlessError(f"pyllc failed: {shlex.join(cmd)}\n{p.stderr}")
    return p.stdout


BEGIN = re.compile(r"^([\w.$]+):\s*(\S+) -- Begin function (\S+)")


def split_functions(asm: str) -> dict[str, list[str]]:
    """name -> body lines (instructions, block labels and `.cfi_*` rules; comments and
    other directives removed; inline asm between its APP/NO_APP brackets is kept whole,
    directives included)."""
    funcs: dict[str, list[str]] = {}
    cur: list[str] | None = None
    comment = "#"
    in_app = False
    for raw in asm.splitlines():
        m = BEGIN.match(raw)
        if m:
            comment = m.group(2)
            cur = funcs.setdefault(m.group(1), [])
            continue
        if cur is None:
            continue
        line = raw.strip()
        if line.startswith(".Lfunc_end"):
            cur = None
            continue
        if not line:
            continue
        if line in (comment + "APP", comment + "NO_APP"):   # inline asm brackets
            in_app = line.endswith("APP") and not line.endswith("NO_APP")
            cur.append(line)
            continue
        if in_app:
            cur.append(line)
            continue
        if line.startswith(comment):  # keep "# %bb.3:" (a block without label) for -NEXT
            bb = re.match(r"^" + re.escape(comment) + r"\s*(%bb\.\d+:)", line)
            if bb:
                cur.append(f"{comment} {bb.group(1)}")
            continue
        label = re.match(r"^([\w.$]+):", line)
        if label:
            cur.append(label.group(1) + ":")
            continue
        if line.startswith(".") and not line.startswith(".cfi_"):
            continue          # a directive; CFI stays, as update_llc_test_checks keeps it
        cut = line.find(comment)
        if cut >= 0:
            line = line[:cut].rstrip()
        cur.append(re.sub(r"\s+", " ", line))
    return funcs


def escape(text: str) -> str:
    """A FileCheck literal for `text` ({{ and [[ start regexes/variables); a label line
    (``.LBB0_2:``, ``# %bb.1:``) may carry a trailing comment, which it matches loosely."""
    out = text.replace("{{", "\0A").replace("[[", "\0B")
    out = out.replace("\0A", "{{\\{\\{}}").replace("\0B", "{{\\[\\[}}")
    return out + "{{.*}}" if text.endswith(":") else out


DEFINE = re.compile(r"^define\b[^@]*@(\"[^\"]+\"|[\w.$-]+)\s*\(")


DIRECTIVE = re.compile(r"^\s*;\s*bless(?:\((\w+)\))?:\s*(.+?)\s*$")
FILE_DIRECTIVE = re.compile(r"^\s*;\s*BLESS(?:\((\w+)\))?:\s*(.+?)\s*$")


def directives(lines: list[str], start: int) -> list[tuple[str | None, str]]:
    """`; bless:` / `; bless(PREFIX):` lines of the comment block right above line `start`."""
    out = []
    i = start - 1
    while i >= 0 and lines[i].lstrip().startswith(";"):
        m = DIRECTIVE.match(lines[i])
        if m:
            out.append((m.group(1), m.group(2)))
        i -= 1
    return out[::-1]


def for_prefix(spec: list[tuple[str | None, str]], prefix: str) -> list[str]:
    return [d for p, d in spec if p is None or p == prefix]


def check_block(prefix: str, name: str, body: list[str], spec: list[str]) -> list[str]:
    match = [re.compile(d[len("match="):]) for d in spec if d.startswith("match=")]
    nots = [d[len("not="):] for d in spec if d.startswith("not=")]
    for d in spec:
        if d != "full" and not d.startswith(("match=", "not=")):
            raise BlessError(f"unknown bless directive {d!r} (full | match=REGEX | not=REGEX)")
    out = [f"; {prefix}-LABEL: {escape(name + ':')}"]
    not_lines = [f"; {prefix}-NOT: {{{{.*({n}).*}}}}" for n in nots]
    for n in nots:
        bad = [b for b in body if re.search(n, "\t" + b)]
        if bad:
            raise BlessError(f"{name}: bless not={n!r} matches pyllc's output line {bad[0]!r}")
    out += not_lines
    if not match:
        for line in body:
            out.append(f"; {prefix}-NEXT: {escape(line)}")
        return out
    picked = [i for i, b in enumerate(body) if any(r.search(b) for r in match)]
    if not picked:
        raise BlessError(f"{name}: bless match= finds no line in pyllc's output:\n  " + "\n  ".join(body))
    if not_lines and picked[-1] != len(body) - 1:
        picked.append(len(body) - 1)  # end the NOT range at the function's last line
    for k, i in enumerate(picked):
        out.append(f"; {prefix}: {escape(body[i])}")
        if k != len(picked) - 1:
            out += not_lines
    return out


def bless(path: Path, force: bool) -> bool:
    text = path.read_text()
    if re.search(r"^\s*;\s*XFAIL:", text, re.MULTILINE) and not force:
        print(f"{path}: XFAIL file with hand-written checks, left alone (use --force)")
        return False
    runs = parse_runs(text, path)
    outputs = [split_functions(run_pyllc(args, path)) for args, _ in runs]
    all_prefixes = {p for _, ps in runs for p in ps}
    prefixes_re = "|".join(map(re.escape, sorted(all_prefixes, key=len, reverse=True)))
    suffixes_re = "|".join(map(re.escape, CHECK_SUFFIXES[1:])) + "|"
    check_re = re.compile(rf"^\s*;\s*({prefixes_re})({suffixes_re}):")
    lines = [ln for ln in text.splitlines() if not check_re.match(ln)]
    file_spec = [(m.group(1), m.group(2)) for m in map(FILE_DIRECTIVE.match, text.splitlines()) if m]

    new: list[str] = []
    for i, line in enumerate(lines):
        new.append(line)
        m = DEFINE.match(line)
        if not m:
            continue
        name = m.group(1).strip('"')
        spec = directives(lines, i) or file_spec
        done = [False] * len(runs)
        for r, (_, prefixes) in enumerate(runs):
            for prefix in prefixes:
                if done[r]:
                    break
                users = [k for k, (_, ps) in enumerate(runs) if prefix in ps]
                bodies = [outputs[k].get(name) for k in users]
                if bodies[0] is None:
                    raise BlessError(f"{path}: no function {name} in pyllc's output")
                if any(b != bodies[0] for b in bodies):
                    continue
                if any(done[k] for k in users):
                    continue
                new += check_block(prefix, name, bodies[0], for_prefix(spec, prefix))
                for k in users:
                    done[k] = True
            if not done[r]:
                raise BlessError(f"{path}: RUN line {r}: no prefix of {prefixes} has one output "
                                 f"for {name}; give the RUN line a prefix of its own")
    out = "\n".join(new) + "\n"
    if out != text:
        path.write_text(out)
        print(f"{path}: updated")
        return True
    print(f"{path}: unchanged")
    return False


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", type=Path)
    ap.add_argument("--force", action="store_true", help="also rewrite XFAIL files")
    args = ap.parse_args(argv)
    files = []
    for p in args.paths:
        files += sorted(p.rglob("*.ll")) if p.is_dir() else [p]
    status = 0
    for f in files:
        try:
            bless(f.resolve(), args.force)
        except BlessError as e:
            print(f"error: {e}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
