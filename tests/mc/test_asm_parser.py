"""The RISC-V text parser behind inline asm in objects (mc/asm_parser.py over the
instruction records, plus the ISA's assembler aliases): every line encodes to the bytes
GNU as gives for it (rv64g, no compressed forms), and unknown text is a clean error."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.diagnostics import CompileError
from pyllc.mc.asm_parser import AsmParser
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.encoder import _ALIASES, encode
from pyllc.targets.riscv64.registers import BY_NAME

LINES = [
    "add a0, a1, a2", "addw a0, a1, a2", "addi a0, a1, -2048", "addi t0, t1, 2047",
    "mul s1, s2, s3", "divu a0, a1, a2", "slli a0, a0, 63", "sraiw a1, a2, 31",
    "ld a0, -8(s0)", "sd ra, 8(sp)", "lw a0, 0(a1)", "sb zero, 2047(a5)",
    "lr.w a0, (a1)", "sc.d a2, a3, (a1)", "amoadd.w a0, a1, (a2)",
    "fadd.d fa0, fa1, fa2", "fmul.s ft0, ft1, ft2", "fsqrt.d fa0, fa1",
    "mv a0, a1", "not a0, a1", "neg a0, a1", "sext.w a0, a1", "seqz a0, a1",
    "nop", "li a0, -5", "li a0, 100000", "li a1, -2147483648", "zext.b a0, a1",
    "fence", "fence rw, rw", "fence r, rw", "ecall", "ret", "jr t0",
]


def _parser() -> AsmParser:
    return AsmParser(I.INSTRS.values(), BY_NAME, _ALIASES)


def _ours(line: str) -> bytes:
    return b"".join(encode(mi)[0] for mi in _parser().parse(line))


@pytest.mark.parametrize("line", LINES)
def test_line_encodes_like_gnu_as(line: str, tmp_path: Path) -> None:
    for tool in ("riscv64-linux-gnu-as", "riscv64-linux-gnu-objcopy"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    s, o, b = tmp_path / "t.s", tmp_path / "t.o", tmp_path / "t.bin"
    s.write_text(f"\t{line}\n")
    subprocess.run(["riscv64-linux-gnu-as", "-march=rv64g", str(s), "-o", str(o)], check=True)
    subprocess.run(["riscv64-linux-gnu-objcopy", "-O", "binary", "-j", ".text", str(o), str(b)],
                   check=True)
    assert _ours(line) == b.read_bytes()


@pytest.mark.parametrize("line", ["frobnicate a0", "add a0, a1", "addi a0, a1, 2048",
                                  "add a0, a1, q7", "fence w, w"])
def test_bad_lines_are_clean_errors(line: str) -> None:
    with pytest.raises(CompileError):
        _parser().parse(line)
