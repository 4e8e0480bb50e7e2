"""RISC-V constant materialisation (targets/riscv64/patterns.py, RISCVMatInt in spirit):
every sequence computes its value, and known cases have LLVM's length."""
from __future__ import annotations

import random
import shutil
import subprocess

import pytest

from pyllc.targets.riscv64.instrs import INSTRS, SIMM12, UIMM20
from pyllc.targets.riscv64.matint import evaluate_instseq, generate_instseq

M64 = (1 << 64) - 1


def _check(value: int) -> list[tuple[str, int]]:
    seq = generate_instseq(value)
    assert evaluate_instseq(seq) == value & M64, (hex(value), seq)
    for name, k in seq:                       # every immediate fits its instruction
        if name == "LUI":
            assert UIMM20.fits(k)
        elif name in ("ADDI", "ADDIW"):
            assert SIMM12.fits(k)
        else:
            assert 0 < k < 64
        assert name in INSTRS
    assert 1 <= len(seq) <= 8
    return seq


@pytest.mark.parametrize("value, expected", [
    (0, ["ADDI"]),
    (1, ["ADDI"]),
    (-1, ["ADDI"]),
    (2047, ["ADDI"]),
    (-2048, ["ADDI"]),
    (2048, ["LUI", "ADDIW"]),
    (0x1000, ["LUI"]),
    (0x12345678, ["LUI", "ADDIW"]),
    (0x7FFFFFFF, ["LUI", "ADDIW"]),
    (-0x80000000, ["LUI"]),
    (0x80000000, ["ADDI", "SLLI"]),           # li a0, 1; slli a0, a0, 31
    (0xFFFFFFFF, ["ADDI", "SRLI"]),           # li a0, -1; srli a0, a0, 32
    (0x100000000, ["ADDI", "SLLI"]),
    (0xFFFFFFFFFFFFFFFF, ["ADDI"]),
    (0x7FFFFFFFFFFFFFFF, ["ADDI", "SRLI"]),
    (0x8000000000000000, ["ADDI", "SLLI"]),
    (0x123456789, ["LUI", "ADDIW", "SLLI", "ADDI"]),
    (0x1234567800000000, ["LUI", "ADDIW", "SLLI"]),
])
def test_known_sequences(value, expected):
    assert [name for name, _ in _check(value)] == expected


def test_full_width_constant_needs_at_most_eight():
    seq = _check(0x123456789ABCDEF1)
    assert len(seq) <= 8


@pytest.mark.parametrize("seed", range(4))
def test_random_constants(seed):
    rng = random.Random(seed)
    for _ in range(2500):
        kind = rng.randrange(6)
        if kind == 0:
            v = rng.getrandbits(64)
        elif kind == 1:
            v = rng.getrandbits(rng.randrange(1, 64))
        elif kind == 2:
            v = -rng.getrandbits(rng.randrange(1, 64))
        elif kind == 3:                        # few set bits, at random places
            v = sum(1 << rng.randrange(64) for _ in range(rng.randrange(1, 4)))
        elif kind == 4:                        # runs of ones
            lo = rng.randrange(64)
            v = ((1 << rng.randrange(1, 65 - lo)) - 1) << lo
        else:
            v = rng.getrandbits(32) << rng.randrange(33)
        _check(v)


def test_thirty_two_bit_values_take_at_most_two():
    rng = random.Random(7)
    for _ in range(3000):
        v = rng.randrange(-(1 << 31), 1 << 31)
        assert len(_check(v)) <= 2


@pytest.mark.skipif(shutil.which("llc-16") is None, reason="llc-16 not installed")
def test_lengths_match_llc16():
    """Same instruction counts as llc-16 wherever llc materialises in registers (it uses
    a constant pool, `.LCPI`, for the longest sequences; those are not compared)."""
    rng = random.Random(1)
    vals = ([rng.getrandbits(64) for _ in range(60)]
            + [rng.getrandbits(rng.randrange(1, 64)) for _ in range(100)]
            + [((1 << rng.randrange(1, 64)) - 1) << rng.randrange(0, 20) for _ in range(60)])
    ir = "".join(f"define i64 @f{i}() {{\n  ret i64 {_signed(v)}\n}}\n" for i, v in enumerate(vals))
    asm = subprocess.run(["llc-16", "-mtriple=riscv64", "-mattr=+m,+a,+f,+d,+c", "-o", "-"],
                         input=ir, capture_output=True, text=True, check=True).stdout
    counts: dict[int, int | None] = {}
    cur = None
    for line in asm.splitlines():
        line = line.split("#")[0].strip()
        if line.endswith(":") and line[0] == "f" and line[1:-1].isdigit():
            cur = int(line[1:-1])
            counts[cur] = 0
        elif cur is not None and line and not line.startswith("."):
            if line == "ret":
                cur = None
            elif "LCPI" in line:
                counts[cur], cur = None, None
            else:
                counts[cur] += 1
    compared = 0
    for i, v in enumerate(vals):
        if counts[i] is not None:
            compared += 1
            assert len(_check(v)) == counts[i], hex(v)
    assert compared > 50


def _signed(v: int) -> int:
    return v - (1 << 64) if v >> 63 else v
