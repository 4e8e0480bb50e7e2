"""The target-query interface (pyllc/opt/tti.py) as each target answers it, and how
pyopt hands it to the passes (-mtriple, the module's triple, the generic default)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.diagnostics import CompileError
from pyllc.opt.tti import TargetTransformInfo
from pyllc.targets import target_transform_info

ROOT = Path(__file__).resolve().parents[2]
X86, A64, RV, SP = ("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
                    "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu")

# (base_offset, has_base_reg, scale, access bytes) -> legal? per target
CASES = [
    # base + index*4 (a[i] of i32)
    ((0, True, 4, 4), {X86: True, A64: True, RV: False, SP: False}),
    # base + index*8 beside a 4-byte access: AArch64's shift must match the access size
    ((0, True, 8, 4), {X86: True, A64: False, RV: False, SP: False}),
    # base + index (unscaled)
    ((0, True, 1, 1), {X86: True, A64: True, RV: False, SP: True}),
    # base + index*4 + 8: only x86 has index and displacement together
    ((8, True, 4, 4), {X86: True, A64: False, RV: False, SP: False}),
    # base + 2047 / 2048: simm12 on RISC-V, simm13 on SPARC; 2047 is neither a multiple
    # of 4 nor within AArch64's unscaled imm9
    ((2047, True, 0, 4), {X86: True, A64: False, RV: True, SP: True}),
    ((2048, True, 0, 4), {X86: True, A64: True, RV: False, SP: True}),
    ((4096, True, 0, 4), {X86: True, A64: True, RV: False, SP: False}),
    # AArch64: unsigned imm12 scaled by the access size, or signed imm9 unscaled
    ((4 * 4095, True, 0, 4), {X86: True, A64: True, RV: False, SP: False}),
    ((4 * 4096, True, 0, 4), {X86: True, A64: False, RV: False, SP: False}),
    ((-256, True, 0, 4), {X86: True, A64: True, RV: True, SP: True}),
    ((-257, True, 0, 4), {X86: True, A64: False, RV: True, SP: True}),
    # a scale of 3 exists nowhere
    ((0, True, 3, 4), {X86: False, A64: False, RV: False, SP: False}),
]


@pytest.mark.parametrize("mode,legal", CASES)
def test_addressing_modes(mode: tuple[int, bool, int, int], legal: dict[str, bool]) -> None:
    for triple, want in legal.items():
        tti = target_transform_info(triple)
        assert tti.is_legal_addressing_mode(None, *mode) is want, (triple, mode)


def test_generic_is_llvms_guess() -> None:
    """No target: a register or register + register, nothing else (LLVM's
    TargetTransformInfoImplBase)."""
    g = TargetTransformInfo()
    assert g.is_legal_addressing_mode(None, 0, True, 0, 4)
    assert g.is_legal_addressing_mode(None, 0, True, 1, 4)
    assert not g.is_legal_addressing_mode(None, 4, True, 0, 4)
    assert not g.is_legal_addressing_mode(None, 0, True, 4, 4)
    assert not g.is_legal_addressing_mode(object(), 0, False, 0, 4)


def test_costs() -> None:
    rv = target_transform_info(RV)
    assert rv.mul_cost(1) == 0 and rv.mul_cost(8) == rv.costs.shift and rv.mul_cost(12) == rv.costs.mul
    assert target_transform_info(X86).num_registers() == 16
    with pytest.raises(CompileError):
        target_transform_info("wasm32-unknown-unknown")


def _pyopt(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pyllc.tools.opt", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, check=False)


LOOP = (ROOT / "tests" / "opt" / "loop-reduce" / "must-not-fire.ll").read_text()


def test_pyopt_mtriple() -> None:
    """-mtriple chooses the answers; the module's triple is used without it; an unknown
    -mtriple is one clean error."""
    p = "-passes=loop(loop-reduce)"
    assert "lsr.iv" in _pyopt(p, "-S", "-mtriple=riscv64-unknown-linux-gnu", stdin=LOOP).stdout
    assert "lsr.iv" not in _pyopt(p, "-S", stdin=LOOP).stdout
    with_triple = LOOP.replace("target datalayout", 'target triple = "riscv64-unknown-linux-gnu"\n'
                               "target datalayout")
    assert "lsr.iv" in _pyopt(p, "-S", stdin=with_triple).stdout
    bad = _pyopt(p, "-S", "-mtriple=wasm32-unknown-unknown", stdin=LOOP)
    assert bad.returncode == 1 and bad.stderr.startswith("pyopt: error:") and "Traceback" not in bad.stderr
