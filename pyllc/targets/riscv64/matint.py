"""RV64 integer constants in registers: our version of LLVM's RISCVMatInt, and the
selection output hooks that use it for integer and FP constants.

Split from patterns.py (the patterns name the hooks; the algorithm is one idea of its own):
`generate_instseq` is pure (tests/unit/test_matint.py checks every sequence by running it
with `evaluate_instseq`), `emit_instseq` writes it into the block being selected.
"""
from __future__ import annotations

from typing import Any

from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.registers import FPR32, FPR64, GPR, ZERO

# --------------------------------------------------------------------------- constants
# RISCVMatInt in spirit (llvm/lib/Target/RISCV/MCTargetDesc/RISCVMatInt.cpp): a 32-bit
# value is lui (rounded hi20) + addi(w) lo12; a wider one peels its low 12 bits as a final
# addi, shifts out the trailing zeros of the rest (a final slli) and recurses - so the
# worst case is lui addiw slli addi slli addi slli addi. Two refinements: trailing zeros
# of the whole value (build the shifted value, then slli), and for positive values the
# leading zeros (build the value shifted left, filled with ones or zeros, then srli).

def sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _is_int(v: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= v < (1 << (bits - 1))


def _ctz(v: int) -> int:
    return ((v & -v).bit_length() - 1) if v else 64


def _seq_impl(val: int, out: list[tuple[str, int]]) -> None:
    if _is_int(val, 32):
        hi20 = ((val + 0x800) >> 12) & 0xFFFFF
        lo12 = sext(val, 12)
        if hi20:
            out.append(("LUI", hi20))
        if lo12 or not hi20:
            # after lui, addiw: the 32-bit sum must wrap and sign-extend (0x7fffffff)
            out.append(("ADDIW" if hi20 else "ADDI", lo12))
        return
    lo12 = sext(val, 12)
    val = sext(val - lo12, 64)
    shift = 0
    if not _is_int(val, 32):
        shift = _ctz(val)
        val >>= shift
        # a remaining value too wide for addi may still suit lui if we keep 12 zeros
        if shift > 12 and not _is_int(val, 12) and _is_int(sext(val << 12, 64), 32):
            shift -= 12
            val = sext(val << 12, 64)
    _seq_impl(val, out)
    if shift:
        out.append(("SLLI", shift))
    if lo12:
        out.append(("ADDI", lo12))


def generate_instseq(value: int) -> list[tuple[str, int]]:
    """The instruction sequence (mnemonic record name, immediate) that builds `value`
    (any 64-bit pattern, signed or unsigned) from x0."""
    val = sext(value, 64)
    res: list[tuple[str, int]] = []
    _seq_impl(val, res)
    if val & 0xFFF and not val & 1 and len(res) >= 2:
        tz = _ctz(val)
        tmp: list[tuple[str, int]] = []
        _seq_impl(val >> tz, tmp)
        if len(tmp) + 1 < len(res):
            res = tmp + [("SLLI", tz)]
    if val > 0 and len(res) > 2:
        lz = 64 - val.bit_length()
        for fill in ((1 << lz) - 1, 0):
            tmp = []
            _seq_impl(sext((val << lz) | fill, 64), tmp)
            if len(tmp) + 1 < len(res):
                res = tmp + [("SRLI", lz)]
    return res


def evaluate_instseq(seq: list[tuple[str, int]]) -> int:
    """Run a sequence from `generate_instseq` (unsigned 64-bit result): for tests."""
    m = (1 << 64) - 1
    v = 0
    for name, k in seq:
        if name == "LUI":
            v = sext(k << 12, 32) & m
        elif name == "ADDI":
            v = (v + k) & m
        elif name == "ADDIW":
            v = sext(v + k, 32) & m
        elif name == "SLLI":
            v = (v << k) & m
        elif name == "SRLI":
            v >>= k
        else:
            raise ValueError(name)
    return v


def emit_instseq(sel: Any, value: int) -> Any:
    """Emit the materialisation of `value`; returns the register holding it."""
    if sext(value, 64) == 0:
        return ZERO
    src: Any = ZERO
    for name, k in generate_instseq(value):
        rd = sel.new_vreg(GPR)
        if name == "LUI":
            sel.emit(I.LUI, [rd, k])
        else:
            sel.emit(I.INSTRS[name], [rd, src, k])
        src = rd
    return src


def materialize_int(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook: an integer constant in a register."""
    return [emit_instseq(sel, b["c"])]


def materialize_fp(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook: an FP constant, built as its bit pattern in a GPR, then fmv.d.x /
    fmv.w.x (f32 bits are sign-extended: fmv.w.x reads the low 32 bits only, and the
    sign-extended pattern is the shorter sequence)."""
    vt = node.vts[0]
    bits = node.attr
    src = emit_instseq(sel, sext(bits, 32) if vt == "f32" else bits)
    rd = sel.new_vreg(FPR32 if vt == "f32" else FPR64)
    sel.emit(I.FMV_W_X if vt == "f32" else I.FMV_D_X, [rd, src])
    return [rd]


def materialize_f32_bits(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook for FMV_W_X_RV64(constant): only the low 32 bits matter, and their
    sign-extended form is the cheaper one to build (at most lui + addiw)."""
    rd = sel.new_vreg(FPR32)
    sel.emit(I.FMV_W_X, [rd, emit_instseq(sel, sext(b["c"], 32))])
    return [rd]
