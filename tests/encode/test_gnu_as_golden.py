"""pyllc's machine code against GNU as, through the command-line tools only.

For every target, a corpus of IR files (tests/codegen/<arch>/*.ll and a selection of the
C programs' clang IR in tests/programs/ll/<triple>/) is compiled twice by pyllc:
``-filetype=asm`` and ``-filetype=obj``. The assembly goes through GNU as for the target
(with a label before every instruction, which changes no byte), and:

* ``test_object_matches_gnu_as``: pyllc's ``.text`` equals GNU as's, function by function
  (same offsets and sizes) and instruction by instruction, with the fields that
  relocations patch masked in both objects (a fixup resolved by one assembler and left as
  a relocation by the other is fine). Every relocation against an undefined symbol must
  exist in both objects at the same offset and name the same symbol.
* ``test_golden_table_*``: ``tests/encode/golden/<arch>.txt`` holds one row per distinct
  instruction text without symbol operands that pyllc prints for tests/codegen/<arch>/
  (the reviewed FileCheck corpus), ``HEX<TAB>TEXT``,
  with GNU as's bytes. GNU as must still produce them from the text, pyllc's objects must
  hold exactly those bytes wherever pyllc printed that text, and every row must still be
  printed somewhere in the corpus (a stale table fails; regenerate it with
  ``python tests/encode/test_gnu_as_golden.py --bless`` and review the diff).

RISC-V 64 is in the object comparison too (tests/encode/test_riscv64_encoding.py checks
the encoder's rows against GNU as through the internal API, not pyllc's objects); it has
no table here because that file already holds RISC-V's golden rows.

Missing tools (GNU as for a target, capstone, pyelftools) are failures naming the tool:
``.ci/run`` installs them all.
"""
from __future__ import annotations

import functools
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import pytest

# One xdist worker compiles the corpus once for all tests of this file (make test uses
# --dist=loadgroup).
pytestmark = pytest.mark.xdist_group("gnu_as_golden")

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
GOLDEN = HERE / "golden"
TIMEOUT = 300

# Programs of tests/programs compiled in addition to tests/codegen, chosen for instruction
# variety (every integer width, float/double, conversions, bit tricks, varargs, many
# arguments, structs, switches, i128, -O0 spill code) within a few minutes of compiling.
PROGRAMS = ("int16_arith.O0", "conversions.O2", "float_arith.O0",
            "builtins_bits.O2", "varargs.O0", "many_args.O2", "int128.O0")

# pyllc objects known to differ from GNU as (strict xfail: they fail once fixed).
KNOWN_DIFFERENCES: dict[tuple[str, str], str] = {}


@dataclass(frozen=True)
class Target:
    arch: str
    triple: str
    as_cmd: tuple[str, ...]
    comment: str
    table: bool = True


TARGETS = {
    "x86_64": Target("x86_64", "x86_64-unknown-linux-gnu", ("as", "--64"), "#"),
    "aarch64": Target("aarch64", "aarch64-unknown-linux-gnu", ("aarch64-linux-gnu-as",), "//"),
    "sparc": Target("sparc", "sparc-unknown-linux-gnu", ("sparc64-linux-gnu-as", "-32", "-Av8"), "!"),
    "riscv64": Target("riscv64", "riscv64-unknown-linux-gnu",
                      ("riscv64-linux-gnu-as", "-march=rv64gc", "-mno-relax"), "#", table=False),
}


def need_tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        pytest.fail(f"{name} not found on PATH: the GNU as comparison needs it "
                    "(binutils for the target; .ci/run installs it)", pytrace=False)
    return found


def need_module(name: str):
    try:
        return __import__(name)
    except ImportError:
        pytest.fail(f"Python module {name} missing: pip install -e '.[test]' capstone pyelftools",
                    pytrace=False)


# ---------------------------------------------------------------------------------------
# corpus


def corpus(arch: str, programs: bool = True) -> list[Path]:
    """tests/codegen/<arch>/*.ll (but the XFAIL files and those whose `NO-OBJECT:` line
    says pyllc cannot write them as objects yet) and, with `programs`, PROGRAMS."""
    t = TARGETS[arch]
    files = [p for p in sorted((REPO / "tests" / "codegen" / arch).glob("*.ll"))
             if not re.search(r"^\s*;\s*(XFAIL|NO-OBJECT):", p.read_text(), re.MULTILINE)]
    for name in (PROGRAMS if programs else ()):
        files.append(REPO / "tests" / "programs" / "ll" / t.triple / f"{name}.ll")
    return files


def pyllc(args: list[str]) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "pyllc.tools.llc", *args]
    p = subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=TIMEOUT, cwd=REPO)
    assert p.returncode == 0, f"pyllc failed (exit {p.returncode}): {' '.join(cmd)}\n{p.stderr}"
    return p


@dataclass
class Insn:
    func: str
    text: str
    label: str
    offset: int = -1
    size: int = -1


@dataclass
class Obj:
    text: bytes
    funcs: dict[str, tuple[int, int]]          # name -> (offset, size) in .text
    labels: dict[str, int]                     # every .text symbol -> offset
    relocs: dict[int, tuple[int, str, bool]]   # offset -> (type, symbol, undefined)
    symbols: set[str] = field(default_factory=set)


def instrument(asm: str, comment: str) -> tuple[str, list[Insn]]:
    """The assembly with a label `__pyllc_insn_N:` before every instruction inside a
    function, and the instructions in order."""
    out: list[str] = []
    insns: list[Insn] = []
    func = None
    begin = re.compile(r"^([\w.$]+):\s*" + re.escape(comment) + r" -- Begin function")
    for raw in asm.splitlines():
        m = begin.match(raw)
        line = raw.strip()
        if m:
            func = m.group(1)
        elif func and line.startswith(".Lfunc_end"):
            func = None
        elif (func and line and not line.startswith((comment, "."))
              and not re.match(r"^[\w.$]+:", line)):
            cut = line.find(comment)
            text = re.sub(r"\s+", " ", line[:cut] if cut >= 0 else line).strip()
            label = f"__pyllc_insn_{len(insns)}"
            insns.append(Insn(func, text, label))
            out.append(f"{label}:")
        out.append(raw)
    return "\n".join(out) + "\n", insns


def read_obj(path: Path) -> Obj:
    from elftools.elf.elffile import ELFFile
    from elftools.elf.relocation import RelocationSection
    from elftools.elf.sections import SymbolTableSection

    with open(path, "rb") as f:
        elf = ELFFile(f)
        text_idx = next(i for i, s in enumerate(elf.iter_sections()) if s.name == ".text")
        text = elf.get_section(text_idx).data()
        symtab = elf.get_section_by_name(".symtab")
        assert isinstance(symtab, SymbolTableSection), f"{path}: no .symtab"
        funcs, labels, names = {}, {}, set()
        for s in symtab.iter_symbols():
            if s.name:
                names.add(s.name)
            if s["st_shndx"] == text_idx and s.name:
                labels[s.name] = s["st_value"]
                if s["st_info"]["type"] == "STT_FUNC":
                    funcs[s.name] = (s["st_value"], s["st_size"])
        relocs = {}
        for sec in elf.iter_sections():
            if isinstance(sec, RelocationSection) and sec["sh_info"] == text_idx:
                for r in sec.iter_relocations():
                    sym = symtab.get_symbol(r["r_info_sym"])
                    name = sym.name or elf.get_section(sym["st_shndx"]).name \
                        if sym["st_shndx"] not in ("SHN_UNDEF", "SHN_ABS") else sym.name
                    relocs[r["r_offset"]] = (r["r_info_type"], name,
                                             sym["st_shndx"] == "SHN_UNDEF")
    return Obj(text, funcs, labels, relocs, names)


def reloc_field(arch: str, rtype: int) -> tuple[int, int]:
    """(length in bytes from r_offset, bit mask over those bytes read in the target's byte
    order) of the field a relocation of this type patches; other types mask the word."""
    if arch == "x86_64":
        return (8, (1 << 64) - 1) if rtype in (1, 24) else (4, 0xFFFFFFFF)
    if arch == "aarch64":
        if rtype == 257:                       # ABS64
            return 8, (1 << 64) - 1
        if rtype in (282, 283):                # JUMP26 CALL26
            return 4, (1 << 26) - 1
        if rtype in (274, 275, 311):           # ADR_PREL_LO21 ADR_PREL_PG_HI21 ADR_GOT_PAGE
            return 4, (0x7FFFF << 5) | (3 << 29)
        if rtype in (277, 278, 284, 285, 286, 299, 312):   # ADD/LDSTn_ABS_LO12_NC, GOT_LO12
            return 4, 0xFFF << 10
        if rtype in (273, 280):                # LD_PREL_LO19 CONDBR19
            return 4, 0x7FFFF << 5
        if rtype == 279:                       # TSTBR14
            return 4, 0x3FFF << 5
        return 4, 0xFFFFFFFF
    if arch == "sparc":
        if rtype in (7, 18):                   # WDISP30 WPLT30
            return 4, (1 << 30) - 1
        if rtype in (8, 9, 10, 17):            # WDISP22 HI22 22 PC22
            return 4, (1 << 22) - 1
        if rtype in (11, 12, 16):              # 13 LO10 PC10
            return 4, (1 << 13) - 1
        return 4, 0xFFFFFFFF
    if arch == "riscv64":
        if rtype in (18, 19):                  # CALL CALL_PLT: auipc + jalr
            return 8, 0xFFFFF000 | (0xFFF00000 << 32)
        if rtype == 16:                        # BRANCH
            return 4, 0xFE000F80
        if rtype in (17, 20, 23, 26):          # JAL GOT_HI20 PCREL_HI20 HI20
            return 4, 0xFFFFF000
        if rtype in (24, 27):                  # PCREL_LO12_I LO12_I
            return 4, 0xFFF00000
        if rtype in (25, 28):                  # PCREL_LO12_S LO12_S
            return 4, 0xFE000F80
        if rtype in (43, 51):                  # ALIGN RELAX: no field
            return 0, 0
        return (8, (1 << 64) - 1) if rtype == 2 else (4, 0xFFFFFFFF)
    raise KeyError(arch)


def masked(arch: str, obj: Obj, other: Obj) -> bytearray:
    """obj's .text with every field relocated in either object cleared."""
    out = bytearray(obj.text)
    order: Literal["big", "little"] = "big" if arch == "sparc" else "little"
    for relocs in (obj.relocs, other.relocs):
        for off, (rtype, _, _) in relocs.items():
            n, mask = reloc_field(arch, rtype)
            if n == 0 or off + n > len(out):
                continue
            v = int.from_bytes(out[off:off + n], order) & ~mask
            out[off:off + n] = v.to_bytes(n, order)
    return out


@dataclass
class Compiled:
    path: Path
    insns: list[Insn]
    ours: Obj
    gnu: Obj


@functools.cache
def compile_file(arch: str, path: Path) -> Compiled:
    t = TARGETS[arch]
    as_path = need_tool(t.as_cmd[0])
    need_module("elftools")
    asm = pyllc([f"-mtriple={t.triple}", "-filetype=asm", str(path), "-o", "-"]).stdout
    text, insns = instrument(asm, t.comment)
    with tempfile.TemporaryDirectory(prefix="pyllc-gnuas-") as tmp:
        ours_o, gnu_o, src = Path(tmp, "ours.o"), Path(tmp, "gnu.o"), Path(tmp, "in.s")
        pyllc([f"-mtriple={t.triple}", "-filetype=obj", str(path), "-o", str(ours_o)])
        src.write_text(text)
        p = subprocess.run([as_path, *t.as_cmd[1:], str(src), "-o", str(gnu_o)],
                           check=False, capture_output=True, text=True, timeout=TIMEOUT)
        assert p.returncode == 0, f"GNU as rejects pyllc's assembly of {path}:\n{p.stderr}"
        ours, gnu = read_obj(ours_o), read_obj(gnu_o)
    ends = sorted(set(gnu.labels.values()) | {off + size for off, size in gnu.funcs.values()}
                  | {len(gnu.text)})
    for insn in insns:
        insn.offset = gnu.labels[insn.label]
        insn.size = next(e for e in ends if e > insn.offset) - insn.offset
    return Compiled(path, insns, ours, gnu)


def hexb(b: bytes) -> str:
    return b.hex()


def disasm(arch: str, code: bytes, addr: int) -> str:
    capstone = need_module("capstone")
    mode = {"x86_64": (capstone.CS_ARCH_X86, capstone.CS_MODE_64),
            "aarch64": (capstone.CS_ARCH_ARM64, capstone.CS_MODE_ARM),
            "sparc": (capstone.CS_ARCH_SPARC, capstone.CS_MODE_BIG_ENDIAN),
            "riscv64": (capstone.CS_ARCH_RISCV,
                        capstone.CS_MODE_RISCV64 | capstone.CS_MODE_RISCVC)}[arch]
    md = capstone.Cs(*mode)
    return "; ".join(f"{i.mnemonic} {i.op_str}".strip() for i in md.disasm(code, addr)) or "?"


def lengths(arch: str, code: bytes, addr: int) -> list[tuple[int, int, str]]:
    capstone = need_module("capstone")
    mode = {"x86_64": (capstone.CS_ARCH_X86, capstone.CS_MODE_64),
            "aarch64": (capstone.CS_ARCH_ARM64, capstone.CS_MODE_ARM),
            "sparc": (capstone.CS_ARCH_SPARC, capstone.CS_MODE_BIG_ENDIAN),
            "riscv64": (capstone.CS_ARCH_RISCV,
                        capstone.CS_MODE_RISCV64 | capstone.CS_MODE_RISCVC)}[arch]
    md = capstone.Cs(*mode)
    return [(i.address, i.size, f"{i.mnemonic} {i.op_str}".strip()) for i in md.disasm(code, addr)]


def compare(arch: str, c: Compiled) -> list[str]:
    problems: list[str] = []
    ours_m, gnu_m = masked(arch, c.ours, c.gnu), masked(arch, c.gnu, c.ours)
    shifted: set[str] = set()
    for name, (off, size) in sorted(c.gnu.funcs.items(), key=lambda kv: kv[1]):
        if name not in c.ours.funcs:
            problems.append(f"{name}: function missing from pyllc's object")
            shifted.add(name)
            continue
        o_off, o_size = c.ours.funcs[name]
        if (o_off, o_size) != (off, size):
            shifted.add(name)
            msg = (f"{name}: pyllc places it at offset {o_off:#x} size {o_size}, GNU as at "
                   f"{off:#x} size {size}")
            if o_off == off:  # name the first instruction whose length differs
                insns = [i for i in c.insns if i.func == name]
                ours = lengths(arch, c.ours.text[off:off + o_size], off)
                for mine, (addr, n, dis) in zip(insns, ours):
                    if addr != mine.offset or n != mine.size:
                        msg += (f"; first length difference at +{mine.offset - off:#x} `{mine.text}`:"
                                f" GNU as {hexb(c.gnu.text[mine.offset:mine.offset + mine.size])},"
                                f" pyllc {hexb(c.ours.text[addr:addr + n])} ({dis})")
                        break
            problems.append(msg)
    for insn in c.insns:
        a, b = insn.offset, insn.offset + insn.size
        if insn.func not in shifted and ours_m[a:b] != gnu_m[a:b]:
            problems.append(
                f"{insn.func}+{a - c.gnu.funcs.get(insn.func, (0, 0))[0]:#x} `{insn.text}`: "
                f"GNU as {hexb(c.gnu.text[a:b])} ({disasm(arch, c.gnu.text[a:b], a)}), "
                f"pyllc {hexb(c.ours.text[a:b])} ({disasm(arch, c.ours.text[a:b], a)})")
    for x, y, who in ((c.ours, c.gnu, "pyllc"), (c.gnu, c.ours, "GNU as")):
        for off, (rtype, sym, undef) in sorted(x.relocs.items()):
            if undef and (off not in y.relocs or y.relocs[off][1] != sym):
                problems.append(f"{who} relocates +{off:#x} (type {rtype}) against undefined "
                                f"{sym}; the other object has {y.relocs.get(off)}")
    return problems


def params() -> list:
    out = []
    for arch in TARGETS:
        for path in corpus(arch):
            known = KNOWN_DIFFERENCES.get((arch, path.name))
            marks = [pytest.mark.xfail(strict=True, reason=known)] if known else []
            where = "programs" if "programs" in path.parts else "codegen"
            out.append(pytest.param(arch, path, marks=marks, id=f"{arch}/{where}/{path.name}"))
    return out


@pytest.mark.parametrize("arch,path", params())
def test_object_matches_gnu_as(arch: str, path: Path):
    c = compile_file(arch, path)
    assert c.insns, f"no instruction found in pyllc's assembly of {path}"
    assert c.gnu.funcs, "GNU as's object has no function symbol"
    problems = compare(arch, c)
    assert not problems, (f"{len(problems)} differences between pyllc -filetype=obj and GNU as "
                          f"on pyllc's .s for {path}:\n  " + "\n  ".join(problems[:40]))


# ---------------------------------------------------------------------------------------
# golden tables


def table_path(arch: str) -> Path:
    return GOLDEN / f"{arch}.txt"


def read_table(arch: str) -> dict[str, str]:
    rows = {}
    for n, line in enumerate(table_path(arch).read_text().splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        hexs, _, text = line.partition("\t")
        assert re.fullmatch(r"([0-9a-f]{2})+", hexs) and text, f"{table_path(arch)}:{n}: bad row"
        rows[text] = hexs
    return rows


def eligible(c: Compiled, insn: Insn) -> bool:
    """No symbol or label operand: the bytes depend on the text alone."""
    if any(insn.offset <= off < insn.offset + insn.size for off in c.gnu.relocs):
        return False
    names = set(re.findall(r"[A-Za-z_.$][\w.$]*", insn.text))
    return not any(n.startswith(".L") or n in c.gnu.symbols for n in names)


def assemble_rows(arch: str, texts: list[str]) -> dict[str, str]:
    """GNU as's bytes for each instruction text, each after a label of its own."""
    t = TARGETS[arch]
    as_path = need_tool(t.as_cmd[0])
    need_module("elftools")
    src = "\t.text\n" + "".join(f"__row_{i}:\n\t{x}\n" for i, x in enumerate(texts)) + "__row_end:\n"
    with tempfile.TemporaryDirectory(prefix="pyllc-golden-") as tmp:
        Path(tmp, "t.s").write_text(src)
        p = subprocess.run([as_path, *t.as_cmd[1:], str(Path(tmp, "t.s")), "-o",
                            str(Path(tmp, "t.o"))], check=False, capture_output=True, text=True)
        assert p.returncode == 0, f"GNU as rejects golden rows:\n{p.stderr}"
        obj = read_obj(Path(tmp, "t.o"))
    offs = [obj.labels[f"__row_{i}"] for i in range(len(texts))] + [obj.labels["__row_end"]]
    return {x: hexb(obj.text[offs[i]:offs[i + 1]]) for i, x in enumerate(texts)}


TABLE_ARCHES = [a for a, t in TARGETS.items() if t.table]


@pytest.mark.parametrize("arch", TABLE_ARCHES)
def test_golden_table_matches_gnu_as(arch: str):
    rows = read_table(arch)
    assert len(rows) >= 100, f"{table_path(arch)} has only {len(rows)} rows"
    got = assemble_rows(arch, list(rows))
    bad = [f"`{x}`: table {h}, GNU as {got[x]}" for x, h in rows.items() if got[x] != h]
    assert not bad, "golden rows GNU as no longer agrees with:\n  " + "\n  ".join(bad[:40])


@pytest.mark.parametrize("arch", TABLE_ARCHES)
def test_golden_table_matches_pyllc(arch: str):
    rows = read_table(arch)
    seen: set[str] = set()
    bad: list[str] = []
    for path in corpus(arch, programs=False):
        c = compile_file(arch, path)
        for insn in c.insns:
            if insn.text not in rows:
                continue
            seen.add(insn.text)
            ours = hexb(c.ours.text[insn.offset:insn.offset + insn.size])
            if ours != rows[insn.text]:
                bad.append(f"{path.name}: {insn.func} `{insn.text}`: golden {rows[insn.text]}, "
                           f"pyllc {ours} ({disasm(arch, bytes.fromhex(ours), 0)})")
    assert not bad, "pyllc's encodings differ from the golden table:\n  " + "\n  ".join(bad[:40])
    stale = sorted(set(rows) - seen)
    assert not stale, (f"{len(stale)} golden rows are no longer printed by pyllc on the corpus "
                       "(re-bless: python tests/encode/test_gnu_as_golden.py --bless):\n  "
                       + "\n  ".join(stale[:40]))


def bless() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for arch in TABLE_ARCHES:
        texts: set[str] = set()
        for path in corpus(arch, programs=False):
            c = compile_file(arch, path)
            texts |= {i.text for i in c.insns if eligible(c, i)}
        order = sorted(texts, key=lambda x: (x.split(" ")[0], x))
        rows = assemble_rows(arch, order)
        head = (f"# Golden {arch} encodings: GNU as's bytes (hex, memory order) for every\n"
                "# instruction text without symbol operands that pyllc prints for\n"
                f"# tests/codegen/{arch}/*.ll. Regenerate: python "
                "tests/encode/test_gnu_as_golden.py --bless\n")
        table_path(arch).write_text(head + "".join(f"{rows[x]}\t{x}\n" for x in order))
        print(f"{table_path(arch)}: {len(order)} rows")


if __name__ == "__main__":
    if sys.argv[1:] != ["--bless"]:
        sys.exit("usage: python tests/encode/test_gnu_as_golden.py --bless")
    bless()
