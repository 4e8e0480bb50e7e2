"""GCC's C torture execute suite (gcc.c-torture/execute) as an external test of pyllc:
where the programs come from, which of them apply to a target, how clang-16 turns them
into IR, and how one (program, target, level) case is judged. bench/bench_torture.py
runs many cases; tests/exec/test_torture.py runs a fixed small sample in CI.

The programs come from Debian's `gcc-12-source` package (the GCC source tarball under
/usr/src/gcc-12/); only the execute directory is extracted, into a cache directory.
Each program checks itself and calls abort() on a failure, so a case passes when
pyllc's build exits 0 under pylli (and, when the program prints anything, prints what
llc-16's build of the same IR prints under pylli, pointers printed with `%p` aside).

Which programs apply: the DejaGnu directives in each file are read as GCC's harness
would for our targets (dg-skip-if, dg-require-effective-target, dg-options with their
target selectors; dg-xfail-* on a matching target excludes too), and a program clang-16
rejects (GCC-only extensions such as nested functions, or a header the freestanding
runtime does not have) is excluded with clang's message. Every exclusion keeps its
reason, so the report can show them.

A case's verdict (`Verdict.kind`): "ok"; "compile" (pyllc gave a clean error); "crash"
(pyllc raised something other than its clean error: a bug); "wrong" (pyllc's build
aborts, faults or prints differently while llc-16's build passes: a miscompile);
"timeout" (pyllc's build ran out of instructions while llc-16's did not). When llc-16's
build fails under pylli too, the program is run natively (`native`): "env" if it fails
there as well (it aborts with clang-16 and glibc, or needs something neither has, such
as a GCC-only builtin: not a verdict on pyllc or pylli, reported on its own), else
"runtime" (pylli's runtime lacks what the program needs, e.g. a libc function it does
not serve: a failure of pylli, counted against the pass rate).
"""
from __future__ import annotations

import fnmatch
import io
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from pyllc.diagnostics import CompileError
from pyllc.emu import EmulationFault, run_program
from pyllc.pipeline import Options
from pyllc.targets import default_triples, get_target
from pyllc.tools.compile import compile_ll, to_object
from pyllc.tools.lli import load_object

ROOT = Path(__file__).resolve().parents[1]
INCLUDE = ROOT / "tests" / "programs" / "include"
TARBALL_GLOB = "/usr/src/gcc-12/gcc-12*.tar.xz"
SUITE_DIR = "gcc/testsuite/gcc.c-torture/execute"
DEFAULT_CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "pyllc-torture"
TRIPLES = default_triples()
LEVELS = (0, 2)
MAX_INSTRUCTIONS = 100_000_000
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
# the native run of a program (`native`): the target's static C toolchain and qemu-user;
# x86-64 runs on the host. SPARC has no C toolchain in Debian, so its programs are judged
# by their x86-64 native run (the same source at the same level).
NATIVE_TOOLS = {"x86_64-unknown-linux-gnu": ("gcc", []),
                "aarch64-unknown-linux-gnu": ("aarch64-linux-gnu-gcc", ["qemu-aarch64"]),
                "riscv64-unknown-linux-gnu": ("riscv64-linux-gnu-gcc", ["qemu-riscv64"])}
NATIVE_PROXY = {"sparc-unknown-linux-gnu": "x86_64-unknown-linux-gnu"}
NATIVE_SECONDS = 30
# GCC's own name of each target, for the triple globs of dg-skip-if and friends
GNU_NAMES = {"x86_64-unknown-linux-gnu": "x86_64-pc-linux-gnu",
             "aarch64-unknown-linux-gnu": "aarch64-unknown-linux-gnu",
             "riscv64-unknown-linux-gnu": "riscv64-unknown-linux-gnu",
             "sparc-unknown-linux-gnu": "sparc-unknown-linux-gnu"}
CLANG_FLAGS = [
    "-nostdlibinc", f"-I{INCLUDE}", "-w", "-fno-stack-protector", "-fno-unwind-tables",
    "-fno-asynchronous-unwind-tables",
    # GCC 12 accepts these old-C habits with a warning; clang-16 makes them errors
    "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
    "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
    "-Wno-error=incompatible-function-pointer-types", "-Wno-error=return-type"]
# options of dg-options that mean the same to clang and change the program's meaning;
# the rest tune GCC's optimizers (or name -O levels, which the harness chooses)
KEPT_OPTIONS = ("-fwrapv", "-fgnu89-inline", "-std=", "-fno-strict-aliasing", "-fno-inline",
                "-fno-builtin", "-ffast-math", "-fno-common", "-fno-strict-overflow", "-D",
                "-finstrument-functions", "-finput-charset=")


def _effective(name: str, triple: str) -> bool | None:
    """GCC's effective-target keywords as they hold for pylli's environment (None:
    unknown, so the program is excluded and says why)."""
    wide = not triple.startswith("sparc-")
    table = {"int32plus": True, "int32": True, "label_values": True, "alloca": True,
             "indirect_jumps": True, "untyped_assembly": True, "return_address": True,
             "unwrapped": True, "stdint_types": True, "double64plus": True,
             "longlong64": True, "int128": wide, "lp64": wide, "ilp32": not wide,
             "fpic": True, "size32plus": True, "ptr32plus": True, "nonpic": True,
             # clang has no nested functions; pylli serves no files, mmap, signals or
             # the C99 math library; no decimal float
             "trampolines": False, "fileio": False, "mmap": False, "signal": False,
             "c99_runtime": False, "dfp": False, "freestanding": False, "ia32": False,
             "newlib_nano_io": False, "hppa": False, "vxworks_kernel": False}
    return table.get(name)


def _group(text: str, start: int) -> tuple[str, int]:
    """The balanced `{...}` or `"..."` group at or after `start`: (its inside, end)."""
    i = start
    while i < len(text) and text[i].isspace():
        i += 1
    if i >= len(text) or text[i] == "}":
        return "", start
    if text[i] not in '{"':           # a bare word
        j = i
        while j < len(text) and not text[j].isspace() and text[j] != "}":
            j += 1
        return text[i:j], j
    if text[i] == '"':
        j = text.index('"', i + 1)
        return text[i + 1:j], j + 1
    depth = 0
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return text[i + 1:j], j + 1
    return text[i + 1:], len(text)


def _selector(sel: str, triple: str) -> bool | None:
    """A DejaGnu target selector: triple globs, effective-target keywords, `!`, `&&`,
    `||` and a leading `target` word. None when a keyword is unknown."""
    tokens = sel.replace("{", " ( ").replace("}", " ) ").split()
    if tokens and tokens[0] == "target":
        tokens = tokens[1:]
    pos = 0

    def atom() -> bool | None:
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok == "!":
            v = atom()
            return None if v is None else not v
        if tok == "(":
            v = expr()
            pos += 1          # ")"
            return v
        tok = tok.strip('"')
        if tok.count("-") >= 2 or "*" in tok:
            return fnmatch.fnmatch(GNU_NAMES[triple], tok)
        return _effective(tok, triple)

    def expr() -> bool | None:
        nonlocal pos
        v: bool | None = False
        while pos < len(tokens) and tokens[pos] != ")":
            if tokens[pos] in ("||", "&&"):
                op = tokens[pos]
                pos += 1
                w = atom()
                v = (None if v is None or w is None else
                     (v or w) if op == "||" else (v and w))
            else:                  # a list of alternatives: any of them
                w = atom()
                v = None if v is None or w is None else (v or w)
        return v

    return expr()


@dataclass
class Plan:
    """How one program applies to one target and level: `skip` is the reason it does
    not (empty when it does), `flags` are its extra clang options."""
    skip: str
    flags: list[str]


def plan(source: str, triple: str, level: int) -> Plan:
    """Reads the program's DejaGnu directives for `triple` at -O`level`."""
    flags: list[str] = []
    for m in re.finditer(r"\{\s*dg-([a-z-]+)", source):
        kind, at = m.group(1), m.end()
        arg, at = _group(source, at)
        if kind == "do" and arg.split()[0] != "run":
            return Plan(f"dg-do {arg.split()[0]}", [])
        if kind == "require-effective-target":
            ok = _effective(arg.split()[0], triple)
            if ok is None:
                return Plan(f"unknown effective target {arg.split()[0]}", [])
            if not ok:
                return Plan(f"requires {arg.split()[0]}", [])
        if kind in ("skip-if", "xfail-if", "xfail-run-if"):
            sel, at = _group(source, at)
            opts, at = _group(source, at)
            hit = _selector(sel, triple)
            if hit is None:
                return Plan(f"dg-{kind} '{arg}': unknown selector {sel.strip()}", [])
            named = opts.replace('"', " ").split()
            if hit and (not named or "*" in named or f"-O{level}" in named):
                return Plan(f"dg-{kind} '{arg}'", [])
        if kind in ("options", "additional-options"):
            opts = arg if arg else _group(source, at - 1)[0].strip().strip('"')
            sel, _ = _group(source, at)
            if sel and not _selector(sel, triple):
                continue
            flags += [o for o in opts.replace('"', " ").split()
                      if o.startswith(KEPT_OPTIONS)]
    return Plan("", flags)


def suite_dir(cache: Path = DEFAULT_CACHE) -> Path:
    """The execute directory, extracted from the gcc-12-source tarball into `cache` on
    first use (only that directory)."""
    here = cache / "execute"
    if (here / ".complete").exists():
        return here
    tarballs = sorted(Path("/").glob(TARBALL_GLOB.lstrip("/")))
    if not tarballs:
        raise FileNotFoundError("no GCC source tarball (apt-get install gcc-12-source)")
    cache.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=cache))
    staged = cache / f"{tmp.name}.dir"
    try:
        # GNU tar with xz is twice as fast as tarfile's; only the directory's own files
        r = subprocess.run(["tar", "-xJf", str(tarballs[-1]), "-C", str(tmp),
                            "--no-wildcards-match-slash", "--wildcards",
                            f"*/{SUITE_DIR}/*"], capture_output=True, text=True)
        found = list(tmp.glob(f"*/{SUITE_DIR}"))
        if r.returncode != 0 or not found:
            raise FileNotFoundError(f"cannot extract {SUITE_DIR} from {tarballs[-1]}: "
                                    f"{r.stderr.strip()}")
        unpacked = found[0]
        for sub in [p for p in unpacked.iterdir() if p.is_dir()]:
            shutil.rmtree(sub)
        unpacked.rename(staged)
        (staged / ".complete").write_text(str(tarballs[-1]))
        try:
            staged.rename(here)             # atomic: another process may have won the race
        except OSError:
            if not (here / ".complete").exists():
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        shutil.rmtree(staged, ignore_errors=True)
    return here


def programs(cache: Path = DEFAULT_CACHE) -> list[str]:
    """The suite's program names (the top-level execute/*.c), sorted."""
    return sorted(p.stem for p in suite_dir(cache).glob("*.c"))


def clang_ir(name: str, triple: str, level: int, cache: Path = DEFAULT_CACHE) -> Path | str:
    """clang-16's -O`level` IR of the program for `triple` (cached), or the reason the
    program does not apply: its directives, or clang's first error."""
    src = suite_dir(cache) / f"{name}.c"
    text = src.read_text(errors="replace")
    p = plan(text, triple, level)
    if p.skip:
        return p.skip
    out = cache / "ll" / triple / f"{name}.O{level}.ll"
    err = out.with_suffix(".err")
    if out.exists():
        return out
    if err.exists():
        return err.read_text()
    out.parent.mkdir(parents=True, exist_ok=True)
    r = subprocess.run(["clang-16", f"--target={triple}", f"-O{level}", "-S", "-emit-llvm",
                        *CLANG_FLAGS, *p.flags, str(src), "-o", str(out)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        lines = [ln for ln in r.stderr.splitlines() if "error:" in ln] or ["clang failed"]
        why = "clang: " + lines[0].split("error:", 1)[-1].strip()
        err.write_text(why)
        out.unlink(missing_ok=True)
        return why
    return out


@dataclass
class Verdict:
    kind: str          # ok | compile | crash | wrong | timeout | runtime | env
    detail: str = ""


def _run(obj: object, target: object, max_instructions: int) -> tuple[str, int, bytes]:
    """('run', status, stdout), ('fault', 0, message) or ('link', 0, message)."""
    out = io.BytesIO()
    try:
        status, _ = run_program([obj], target, [b"t"], max_instructions, stdout=out,
                                stderr=io.BytesIO())
    except EmulationFault as e:
        return "fault", 0, str(e).encode()
    except CompileError as e:
        return "link", 0, str(e).encode()
    return "run", status, out.getvalue()


def _reference(ll: Path, triple: str, level: int,
               max_instructions: int) -> tuple[str, int, bytes]:
    with tempfile.TemporaryDirectory() as tmp:
        obj = Path(tmp) / "llc.o"
        r = subprocess.run(["llc-16", f"-O{level}", "-filetype=obj", *LLC_FLAGS.get(triple, []),
                            str(ll), "-o", str(obj)], capture_output=True, text=True)
        if r.returncode != 0:
            return "llc", 0, r.stderr.strip().encode()
        loaded = load_object(str(obj))[1]
    return _run(loaded, get_target(triple), max_instructions)


def native(ll: Path, triple: str, level: int) -> str:
    """Runs llc-16's build of the program natively, linked with glibc (statically, under
    qemu-user for a foreign target): "" when it passes (exit 0), else why not. `ll` is
    clang's cached IR (`<cache>/ll/<triple>/<name>.O<level>.ll`); a target without a
    toolchain (NATIVE_PROXY) is judged by another target's IR of the same program."""
    proxy = NATIVE_PROXY.get(triple)
    if proxy is not None:
        name = ll.name.rsplit(".", 2)[0]
        other = clang_ir(name, proxy, level, ll.parents[2])
        if isinstance(other, str):
            return f"{proxy.split('-')[0]} (for {triple.split('-')[0]}): {other}"
        return native(other, proxy, level)
    gcc, runner = NATIVE_TOOLS[triple]
    with tempfile.TemporaryDirectory() as tmp:
        obj, exe = Path(tmp) / "n.o", Path(tmp) / "n"
        r = subprocess.run(["llc-16", f"-O{level}", "-filetype=obj", *LLC_FLAGS.get(triple, []),
                            str(ll), "-o", str(obj)], capture_output=True, text=True)
        if r.returncode == 0:
            r = subprocess.run([gcc, "-static", str(obj), "-o", str(exe), "-lm"],
                               capture_output=True, text=True)
        if r.returncode != 0:
            lines = [ln for ln in r.stderr.splitlines() if "error" in ln or "undefined" in ln]
            return "native link: " + (lines or r.stderr.splitlines() or ["failed"])[0].strip()
        try:
            run = subprocess.run([*runner, str(exe)], capture_output=True,
                                 timeout=NATIVE_SECONDS)
        except subprocess.TimeoutExpired:
            return f"native run: over {NATIVE_SECONDS} s"
        return f"native run: exit {run.returncode}" if run.returncode else ""


_HEX = re.compile(rb"0x[0-9a-f]+|\(nil\)")


def _same_but_addresses(out: bytes, ref: bytes, ll: Path) -> bool:
    """Outputs that differ only in printed pointers, from a program that prints with
    `%p` (return-addr prints the addresses of locals): where the compiler puts its stack
    objects is its own business. GCC's harness judges by the exit status alone."""
    if b"%p" not in ll.read_bytes():
        return False
    return _HEX.sub(b"0x?", out) == _HEX.sub(b"0x?", ref)


def judge(ll: Path, triple: str, level: int,
          max_instructions: int = MAX_INSTRUCTIONS) -> Verdict:
    """One case: pyllc -O`level` on clang's IR, run under pylli; llc-16's build of the
    same IR is run only when pyllc's does not pass on its own (to tell a pyllc failure
    from one of the environment, and to compare any output)."""
    try:
        compiled = compile_ll(ll.read_text(), str(ll), triple, options=Options(opt_level=level))
        obj = to_object(compiled)
    except CompileError as e:       # without the `file:line:col: error:` prefix
        return Verdict("compile", re.sub(r"^\S*:\d+:\d+: error: ", "", str(e).splitlines()[0]))
    except Exception as e:  # noqa: BLE001 - any other exception is a pyllc bug to report
        return Verdict("crash", f"{type(e).__name__}: {e}".splitlines()[0])
    how, status, out = _run(obj, compiled.target, max_instructions)
    if how == "run" and status == 0 and not out:
        return Verdict("ok")
    ref_how, ref_status, ref_out = _reference(ll, triple, level, max_instructions)
    ref_ok = ref_how == "run" and ref_status == 0
    if how == "run" and status == 0 and ref_ok:
        if out == ref_out or _same_but_addresses(out, ref_out, ll):
            return Verdict("ok")
        return Verdict("wrong", "output differs")
    if not ref_ok:
        what = ref_out.decode(errors="replace").splitlines()[0] if ref_how != "run" else \
            f"exit {ref_status}"
        natively = native(ll, triple, level)
        if natively:
            return Verdict("env", f"llc-16 build: {ref_how}: {what}; {natively}")
        return Verdict("runtime", f"llc-16 build: {ref_how}: {what}; passes natively")
    if how == "link":              # llc-16's object links: pyllc's asks for more
        return Verdict("compile", out.decode(errors="replace").splitlines()[0])
    if how == "run" and status == 124:
        return Verdict("timeout", "instruction limit")
    what = out.decode(errors="replace").splitlines()[0] if how != "run" else f"exit {status}"
    return Verdict("wrong", f"{how}: {what}")
