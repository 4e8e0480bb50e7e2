"""A short, seeded fuzz of pyllc's front doors (tests/fuzzing.py has the mutators and
the oracles; bench/bench_fuzz.py runs the long version), and the regressions it found.

Hypothesis draws the seeds (derandomized, so CI runs the same cases every time); each
seed drives one mutation of one input. Budget: well under 30 s on a loaded machine.
"""
from __future__ import annotations

import contextlib
import io
import random
import struct
from pathlib import Path

import pytest
from fuzzing import TRIPLES, fuzz_case, ll_corpus, seed_objects
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyllc.diagnostics import CompileError
from pyllc.emu.loader import link
from pyllc.emu.machine import Machine
from pyllc.mc.elf import read_elf, write_elf
from pyllc.pipeline import Options
from pyllc.targets import all_targets, get_target
from pyllc.targets.riscv64.encoder import asm_parser
from pyllc.tools.compile import Compiled, compile_ll, to_object
from pyllc.tools.llc import main as llc_main

SETTINGS = dict(derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
FILES = ll_corpus()
SMALL = [p for p in FILES if p.stat().st_size <= 4000]
CORPUS = [(p, p.read_text()) for p in SMALL]
OBJECTS = seed_objects()


def _write_elf(compiled: Compiled) -> bytes:
    return write_elf(to_object(compiled), compiled.target)


@settings(max_examples=60, **SETTINGS)
@given(st.integers(0, 2**32))
def test_pyllc_on_mutated_ir(tmp_path_factory: pytest.TempPathFactory, seed: int) -> None:
    work = tmp_path_factory.mktemp("case")
    _, why, source = fuzz_case("pyllc", random.Random(seed), CORPUS, OBJECTS, work)
    assert why is None, f"seed {seed} ({source}): {why}"


@settings(max_examples=250, **SETTINGS)
@given(st.integers(0, 2**32))
def test_elf_reader_and_linker_on_mutated_objects(seed: int) -> None:
    _, why, _ = fuzz_case("elf", random.Random(seed), CORPUS, OBJECTS, Path("."))
    assert why is None, f"seed {seed}: {why}"


@settings(max_examples=600, **SETTINGS)
@given(st.integers(0, 2**32))
def test_riscv_asm_parser_on_mutated_lines(seed: int) -> None:
    line, why, _ = fuzz_case("asm", random.Random(seed), CORPUS, OBJECTS, Path("."))
    assert why is None, f"seed {seed}: {line!r}: {why}"


# ----------------------------------------------------------------------------- findings

@pytest.mark.parametrize("line", ["fence rw rw", "beqz a0", "bgt a0, a1", "nop a0", "mv a0"])
def test_asm_alias_with_wrong_operand_count_is_an_error(line: str) -> None:
    with pytest.raises(CompileError, match="operand"):
        asm_parser().parse(line)


def _llc(tmp_path: Path, text: str, *flags: str) -> tuple[int, str]:
    src = tmp_path / "case.ll"
    src.write_text(text)
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = llc_main([*flags, str(src), "-o", str(tmp_path / "out")])
    return status, err.getvalue()


def test_backend_error_points_at_its_function(tmp_path: Path) -> None:
    text = ("define i32 @ok() {\n  ret i32 0\n}\n\n"
            "define i32 @big() {\n  %a = alloca [4294967296 x i64]\n"
            "  store i64 1, ptr %a\n  ret i32 0\n}\n")
    status, err = _llc(tmp_path, text, "-mtriple=riscv64-unknown-linux-gnu")
    assert status == 1
    assert err.startswith(f"pyllc: error: {tmp_path / 'case.ll'}:5:12: "), err
    assert "define i32 @big() {\n           ^" in err


def test_global_error_points_at_its_global(tmp_path: Path) -> None:
    text = ("@arr = global [2 x i64] zeroinitializer\n"
            "@m = global i64 mul (i64 ptrtoint (ptr @arr to i64), i64 2)\n")
    status, err = _llc(tmp_path, text, "-mtriple=x86_64-unknown-linux-gnu", "-filetype=obj")
    assert status == 1
    assert err.startswith(f"pyllc: error: {tmp_path / 'case.ll'}:2:1: "), err


def test_large_alignment_object_is_written_quickly(tmp_path: Path) -> None:
    """A 16 MiB-aligned constant: the ELF writer padded byte by byte (minutes)."""
    text = '@s = constant [4 x i8] c"abc\\00", align 16777216\n'
    status, err = _llc(tmp_path, text, "-mtriple=riscv64-unknown-linux-gnu", "-filetype=obj")
    assert status == 0, err
    _, obj = read_elf((tmp_path / "out").read_bytes(), "out",
                      [t.mc.relocations for t in all_targets()])
    assert obj.sections[".rodata"].align == 16777216


def test_huge_alignment_is_not_written_out(tmp_path: Path) -> None:
    """`align 2147483648` (IR allows up to 2^32): the ELF writer aligned the section's
    file offset to it (a 2 GiB object, 6 GB of memory); padding inside a section that
    large is an error."""
    text = ('@a = constant [4 x i8] c"abc\\00"\n'
            '@b = constant [4 x i8] c"abc\\00", align 2147483648\n')
    status, err = _llc(tmp_path, text, "-mtriple=sparc-unknown-linux-gnu", "-filetype=obj")
    assert status == 1, err
    assert err.startswith(f"pyllc: error: {tmp_path / 'case.ll'}:2:1: aligning section"), err
    status, err = _llc(tmp_path, text.split("\n", 1)[1], "-mtriple=sparc-unknown-linux-gnu",
                       "-filetype=obj")
    assert status == 0, err
    assert (tmp_path / "out").stat().st_size < 1 << 16


def _link(data: bytes) -> None:
    arch, obj = read_elf(data, "case.o", [t.mc.relocations for t in all_targets()])
    target = get_target(next(t for t in all_targets()
                             if t.mc.relocations.arch == arch).default_triple)
    with Machine(target, io.BytesIO(), io.BytesIO()) as machine:
        link(machine, [obj])


def _section_header(data: bytes, name: bytes) -> tuple[int, bool, str]:
    """(offset of the section header named `name`, is64, struct byte order)."""
    is64, end = data[4] == 2, ">" if data[5] == 2 else "<"
    fmt = end + ("HHIQQQIHHHHHH" if is64 else "HHIIIIIHHHHHH")
    fields = struct.unpack_from(fmt, data, 16)
    shoff, shentsize, shnum, shstrndx = fields[5], fields[10], fields[11], fields[12]
    shfmt = end + ("IIQQQQIIQQ" if is64 else "IIIIIIIIII")
    strs = struct.unpack_from(shfmt, data, shoff + shstrndx * shentsize)
    for i in range(shnum):
        h = struct.unpack_from(shfmt, data, shoff + i * shentsize)
        at = strs[4] + h[0]
        if data[at:data.index(b"\0", at)] == name:
            return shoff + i * shentsize, is64, end
    raise AssertionError(name)


@pytest.mark.parametrize("triple", TRIPLES)
def test_huge_bss_is_an_error_not_a_blow_up(triple: str) -> None:
    ll = 'define i32 @main() {\n  ret i32 0\n}\n@z = global [64 x i8] zeroinitializer\n'
    data = bytearray(_write_elf(compile_ll(ll, "z.ll", triple)))
    at, is64, end = _section_header(bytes(data), b".bss")
    size_at = at + (32 if is64 else 20)
    struct.pack_into(end + ("Q" if is64 else "I"), data, size_at, 0xFFFF_F000)
    with pytest.raises(CompileError, match="image holds"):
        _link(bytes(data))


@pytest.mark.parametrize("triple", TRIPLES)
def test_relocation_outside_its_section_is_an_error(triple: str) -> None:
    ll = ('@g = global i32 5\n'
          'define i32 @main() {\n  %v = load i32, ptr @g\n  ret i32 %v\n}\n')
    compiled = compile_ll(ll, "r.ll", triple)
    obj = to_object(compiled)
    text = next(s for s in obj.sections.values() if s.kind == "text")
    r = next(r for r in obj.relocs if r.section == text.name)
    r.offset = len(text.data) + 64
    with pytest.raises(CompileError, match="outside"), \
            Machine(get_target(triple), io.BytesIO(), io.BytesIO()) as machine:
        link(machine, [obj])


def test_pcrel_lo_without_its_hi_is_an_error() -> None:
    triple = "riscv64-unknown-linux-gnu"
    ll = ('@g = global i32 5\n'
          'define i32 @main() {\n  %v = load i32, ptr @g\n  ret i32 %v\n}\n')
    # the medium code model reaches @g through auipc %pcrel_hi + %pcrel_lo (small: lui %hi)
    obj = to_object(compile_ll(ll, "r.ll", triple, options=Options(code_model="medium")))
    lo = [r for r in obj.relocs if r.type.startswith("R_RISCV_PCREL_LO12")]
    assert lo, "the medium code model reaches @g through %pcrel_lo"
    lo[0].symbol = "g"                  # names a data word, where no %pcrel_hi is
    with pytest.raises(CompileError, match="pcrel_hi"), \
            Machine(get_target(triple), io.BytesIO(), io.BytesIO()) as machine:
        link(machine, [obj])
