"""Mutation fuzzing of pyllc's inputs: shared by tests/fuzz (a short seeded run in CI)
and bench/bench_fuzz.py (a long run that reports executions and findings).

Three front doors, each with its oracle:

- `pyllc` end to end on mutated `.ll` (tests/ir/corpus, tests/programs/ll): exit 0, or
  exit 1 with one `pyllc: error: FILE...` message. Exit 2 (an internal error), a Python
  traceback, a run past `CASE_SECONDS` or a memory blow-up past `MEMORY_BYTES` is a
  finding.
- pylli's ELF reader (`pyllc.mc.elf.read_elf`) and its static linker on mutated
  relocatable objects (ours, llc-16's, GNU as's): an ObjectFile, or a CompileError.
- the RISC-V text assembler (`pyllc.mc.asm_parser`, inline asm): MachineInstrs, or a
  CompileError.

Every mutation draws from a `random.Random`, so a finding is reproduced by its seed.
"""
from __future__ import annotations

import contextlib
import io
import random
import re
import resource
import signal
import struct
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from pyllc.diagnostics import CompileError
from pyllc.emu.loader import link
from pyllc.emu.machine import Machine
from pyllc.mc.elf import read_elf, write_elf
from pyllc.targets import all_targets, get_target
from pyllc.targets.riscv64.encoder import asm_parser
from pyllc.tools.compile import compile_ll, to_object
from pyllc.tools.llc import main as llc_main

ROOT = Path(__file__).resolve().parents[1]
CASE_SECONDS = 20
MEMORY_BYTES = 3 << 30
TRIPLES = ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu"]

_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%@!#]?[-\w.$]+|\S')
_NUMBER = re.compile(r"(?<![\w.%@!#])-?\d+(?![\w.])")
NUMBERS = [0, 1, -1, 2, 7, 31, 32, 63, 64, 127, 128, 255, 256, 65535, 2**31 - 1, 2**31, 2**32,
           2**63 - 1, 2**63, 2**64, -2**63, -2**63 - 1, 10**20, 4096, 1 << 24]


# ----------------------------------------------------------------------------- inputs

def ll_corpus(max_bytes: int = 12_000) -> list[Path]:
    """The `.ll` inputs: the parser corpus and the programs' IR, small ones only (each
    case compiles the whole module)."""
    files = sorted((ROOT / "tests" / "ir" / "corpus").glob("*.ll"))
    files += sorted((ROOT / "tests" / "programs" / "ll").glob("*/*.O[02].ll"))
    return [p for p in files if p.stat().st_size <= max_bytes]


# ----------------------------------------------------------------------------- text mutations

def mutate_text(text: str, rng: random.Random) -> str:
    """One to three of: byte flips, token drops / duplications, truncation, a random
    number in place of an operand number, a line swap. Half the cases change numbers
    only, which mostly still parse and verify, so they reach the backend."""
    if rng.random() < 0.5:
        for _ in range(rng.choice((1, 2, 4))):
            text = _number(text, rng)
        return text
    for _ in range(rng.choice((1, 1, 2, 3))):
        text = rng.choice(_TEXT_MUTATIONS)(text, rng)
    return text


def _flip(text: str, rng: random.Random) -> str:
    if not text:
        return text
    k = rng.randrange(len(text))
    c = chr(rng.choice((rng.randrange(32, 127), rng.randrange(0, 32), ord(text[k]) ^ 1,
                        rng.randrange(128, 0x800))))
    return text[:k] + c + text[k + 1:]


def _tokens(text: str) -> list[re.Match[str]]:
    return list(_TOKEN.finditer(text))


def _drop(text: str, rng: random.Random) -> str:
    toks = _tokens(text)
    if not toks:
        return text
    t = rng.choice(toks)
    return text[:t.start()] + text[t.end():]


def _dup(text: str, rng: random.Random) -> str:
    toks = _tokens(text)
    if not toks:
        return text
    t = rng.choice(toks)
    return text[:t.end()] + " " + t.group() + text[t.end():]


def _truncate(text: str, rng: random.Random) -> str:
    return text[:rng.randrange(len(text) + 1)]


def _number(text: str, rng: random.Random) -> str:
    nums = list(_NUMBER.finditer(text))
    if not nums:
        return text
    t = rng.choice(nums)
    v = rng.choice(NUMBERS) if rng.random() < 0.7 else rng.randrange(-1000, 1000)
    return text[:t.start()] + str(v) + text[t.end():]


def _swap_lines(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


_TEXT_MUTATIONS: list[Callable[[str, random.Random], str]] = [
    _flip, _drop, _dup, _truncate, _number, _number, _swap_lines]


# ----------------------------------------------------------------------------- guards

class CaseTimeout(Exception):
    pass


@contextlib.contextmanager
def guarded(seconds: int = CASE_SECONDS, memory: bool = True) -> Iterator[None]:
    """A time limit (SIGALRM) and an address-space limit for one case (not where Unicorn
    runs: it reserves a large translation buffer per machine)."""
    def on_alarm(signum: int, frame: Any) -> None:
        raise CaseTimeout()
    old = signal.signal(signal.SIGALRM, on_alarm)
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if memory:          # MEMORY_BYTES more than the process holds now (Unicorn holds a lot)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (_address_space() + MEMORY_BYTES, hard))
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
        if memory:
            with contextlib.suppress(ValueError, OSError):
                resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _address_space() -> int:
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * resource.getpagesize()
    except OSError:
        return 0


def _where(e: BaseException) -> str:
    tb = traceback.extract_tb(e.__traceback__)
    frame = tb[-1] if tb else None
    at = f" at {Path(frame.filename).name}:{frame.lineno}" if frame else ""
    return f"{type(e).__name__}: {str(e)[:160]}{at}"


# ----------------------------------------------------------------------------- pyllc

_CLEAN = re.compile(r"pyllc: error: [^\n]+?:\d+:\d+: ")


def check_pyllc(text: str, triple: str, opt: int, filetype: str, work: Path) -> str | None:
    """None if `pyllc` behaved on `text`; else what went wrong (a finding)."""
    src = work / "case.ll"
    src.write_text(text, encoding="utf-8", errors="surrogatepass")
    err = io.StringIO()
    argv = [f"-mtriple={triple}", f"-O{opt}", f"-filetype={filetype}", str(src),
            "-o", str(work / "case.out")]
    try:
        with guarded(), contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            status = llc_main(argv)
    except CaseTimeout:
        return f"no answer after {CASE_SECONDS} s"
    except MemoryError:
        return "memory blow-up"
    except BaseException as e:  # noqa: BLE001 - run_tool must not let anything through
        return f"escaped run_tool: {_where(e)}"
    msg = err.getvalue()
    if status == 0:
        return None
    if status == 1 and _CLEAN.match(msg) and "Traceback" not in msg:
        return None
    return f"exit {status}: {msg.strip().splitlines()[0][:240] if msg.strip() else '(no message)'}"


# ----------------------------------------------------------------------------- ELF objects

def mutate_elf(data: bytes, rng: random.Random) -> bytes:
    """Corrupt a relocatable ELF where a reader trusts it: header fields (e_shoff,
    e_shnum, e_shentsize, e_shstrndx), a section header's offset / size / link / type,
    a symbol's name / section index / value, a relocation's offset / info; or a few
    random bytes, or a truncation."""
    b = bytearray(data)
    if len(b) < 52 or b[:4] != b"\x7fELF":
        return bytes(b)
    is64, end = b[4] == 2, (">" if b[5] == 2 else "<")
    hdr = "HHIQQQIHHHHHH" if is64 else "HHIIIIIHHHHHH"
    fields = list(struct.unpack_from(end + hdr, b, 16))
    shoff, shentsize, shnum = fields[5], fields[10], fields[11]
    shfmt = "IIQQQQIIQQ" if is64 else "IIIIIIIIII"
    choice = rng.randrange(8)
    if choice == 0:                                   # the ELF header
        k = rng.choice((5, 10, 11, 12))
        fields[k] = _evil(rng, fields[k], 0xFFFF if k >= 7 else (1 << 64) - 1 if is64
                          else 0xFFFFFFFF)
        struct.pack_into(end + hdr, b, 16, *fields)
    elif choice in (1, 2, 3, 4) and shnum and shoff + shnum * shentsize <= len(b):
        i = rng.randrange(shnum)
        off = shoff + i * shentsize
        sh = list(struct.unpack_from(end + shfmt, b, off))
        if choice == 1:                               # offset or size
            k = rng.choice((4, 5))
        elif choice == 2:                             # link / info (symtab's strtab, rel's section)
            k = rng.choice((6, 7))
        elif choice == 3:                             # type / name / alignment
            k = rng.choice((0, 1, 8))
        else:                                         # entries: symbols, relocations
            _mutate_entries(b, sh, is64, end, rng)
            return bytes(b)
        top = (1 << 64) - 1 if is64 and k in (4, 5, 8) else 0xFFFFFFFF
        sh[k] = _evil(rng, sh[k], top)
        struct.pack_into(end + shfmt, b, off, *sh)
    elif choice == 5:
        return bytes(b[:rng.randrange(len(b))])
    else:
        for _ in range(rng.randrange(1, 5)):
            b[rng.randrange(len(b))] = rng.randrange(256)
    return bytes(b)


def _evil(rng: random.Random, value: int, top: int) -> int:
    return rng.choice((0, 1, value + 1, value - 1 if value else 1, value * 2 + 1, top,
                       top // 2, rng.randrange(top + 1))) & top


def _mutate_entries(b: bytearray, sh: list[int], is64: bool, end: str,
                    rng: random.Random) -> None:
    """A field of one entry of a symbol table (type 2) or SHT_RELA table (type 4)."""
    typ, off, size = sh[1], sh[4], sh[5]
    if typ == 2:
        width, fmt = (24, "IBBHQQ") if is64 else (16, "IIIBBH")
    elif typ == 4:
        width, fmt = (24, "QQq") if is64 else (12, "IIi")
    else:
        return
    if size < width or off + size > len(b):
        return
    at = off + width * rng.randrange(size // width)
    entry = list(struct.unpack_from(end + fmt, b, at))
    k = rng.randrange(len(entry))
    sizes = {"I": 32, "B": 8, "H": 16, "Q": 64, "q": 64, "i": 32}
    bits = sizes[fmt[k]]
    v = _evil(rng, entry[k] & ((1 << bits) - 1), (1 << bits) - 1)
    if fmt[k] in "qi" and v >= 1 << (bits - 1):
        v -= 1 << bits
    entry[k] = v
    struct.pack_into(end + fmt, b, at, *entry)


def check_elf(data: bytes, work: Path) -> str | None:
    """None if reading (and, when it reads, linking into a Machine) behaved."""
    try:
        with guarded(memory=False):
            try:
                arch, obj = read_elf(data, "case.o", [t.mc.relocations for t in all_targets()])
            except CompileError:
                return None
            target = next(t for t in all_targets() if t.mc.relocations.arch == arch)
            target = get_target(target.default_triple)
            with Machine(target, io.BytesIO(), io.BytesIO()) as machine:
                try:
                    link(machine, [obj])
                except CompileError:
                    return None
    except CaseTimeout:
        return f"no answer after {CASE_SECONDS} s"
    except MemoryError:
        return "memory blow-up"
    except BaseException as e:  # noqa: BLE001 - what the fuzzer looks for
        return _where(e)
    return None


# ----------------------------------------------------------------------------- RISC-V asm

ASM_SEEDS = ["beqz a0, 1f", "bgt a0, a1, 8", "add a0, a1, a2", "addi sp, sp, -16", "ld ra, 8(sp)", "sd s0, 0(sp)",
             "lui a5, 74565", "li a0, 1234567", "beq a0, a1, 1f", "fadd.d fa0, fa1, fa2",
             "csrr a0, fflags", "lr.w t0, (a0)", "sc.d t1, t2, (a1)", "amoadd.w a0, a1, (a2)",
             "fence rw, rw", "jal ra, 2048", "mv a0, a1", "not t0, t1", "neg a2, a3",
             "sext.w a0, a0", "slli a0, a0, 63", "fcvt.w.d a0, fa0, rtz", "nop", "ret",
             "mul a0, a1, a2", "divu t0, t1, t2", "fsgnj.d fa0, fa1, fa1", "seqz a0, a1"]


def mutate_asm(rng: random.Random) -> str:
    line = rng.choice(ASM_SEEDS)
    for _ in range(rng.choice((1, 1, 2))):
        line = rng.choice(_TEXT_MUTATIONS)(line, rng)
    return line


def check_asm(line: str) -> str | None:
    try:
        with guarded():
            asm_parser().parse(line)
    except CompileError:
        return None
    except CaseTimeout:
        return f"no answer after {CASE_SECONDS} s"
    except BaseException as e:  # noqa: BLE001 - what the fuzzer looks for
        return _where(e)
    return None


# ----------------------------------------------------------------------------- the cases
# One table for tests/fuzz (a short seeded slice) and bench/bench_fuzz.py (the long run):
# what a case of each kind draws from its `random.Random`, in this order, so a seed means
# the same input in both.

KINDS = ("pyllc", "elf", "asm")
SUFFIX = {"pyllc": "ll", "elf": "o", "asm": "s"}


def seed_objects(programs: tuple[str, ...] = ("fib_rec",)) -> list[bytes]:
    """Relocatable objects to mutate: pyllc's of `programs` (tests/programs, clang -O2
    IR) for every target, then the foreign ones checked in beside tests/fuzz (made by
    llc-16, and by GNU as from llc-16's assembly)."""
    out = []
    for triple in TRIPLES:
        for name in programs:
            ll = ROOT / "tests" / "programs" / "ll" / triple / f"{name}.O2.ll"
            if ll.exists():
                c = compile_ll(ll.read_text(), str(ll), triple)
                out.append(bytes(write_elf(to_object(c), c.target)))
    out += [p.read_bytes() for p in sorted((ROOT / "tests" / "fuzz" / "data").glob("*.o"))]
    return out


def fuzz_case(kind: str, rng: random.Random, corpus: list[tuple[Path, str]],
              objects: list[bytes], work: Path) -> tuple[str | bytes, str | None, str]:
    """One case of `kind`: (the mutated input, the finding or None, what it came from)."""
    if kind == "pyllc":
        path, text = rng.choice(corpus)
        data = mutate_text(text, rng)
        return data, check_pyllc(data, rng.choice(TRIPLES), rng.choice((0, 2)),
                                 rng.choice(("obj", "asm")), work), path.name
    if kind == "elf":
        blob = mutate_elf(rng.choice(objects), rng)
        return blob, check_elf(blob, work), "object"
    line = mutate_asm(rng)
    return line, check_asm(line), "line"
