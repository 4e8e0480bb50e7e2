"""AArch64 inline assembly: constraint letters, register names and operand printing
(GCC manual, "Machine Constraints" for AArch64; LLVM's AArch64AsmPrinter::PrintAsmOperand).

- `r`: a general register; it prints as its x name whatever the value's width (as llc
  does), `${0:w}` / `${0:x}` choose the view. `w` (and `x`, its low half): an FP/SIMD
  register, printed `s`/`d` by the value's width or by the modifiers `b h s d q`.
- Immediates print bare (`42`); memory (`m`, `Q`) as `[xN]`.
"""
from __future__ import annotations

from pyllc.codegen.inline_asm import InlineAsmInfo
from pyllc.codegen.records import Reg
from pyllc.targets.aarch64 import registers as R

_GPR_BY_VT = {"i32": R.GPR32, "i64": R.GPR64}
_FPR_BY_VT = {"f32": R.FPR32, "f64": R.FPR64}
_FP_WIDTH = {"b": 8, "h": 16, "s": 32, "d": 64, "q": 128}
_GPRS = frozenset(R.X) | {R.SP, R.XZR}


class AArch64InlineAsm(InlineAsmInfo):
    comment = "//"

    def print_reg(self, reg: Reg, bits: int, modifier: str) -> str:
        if reg in _GPRS:
            return reg.asm_name(32 if modifier == "w" else 64)
        width = _FP_WIDTH.get(modifier, bits if bits in (32, 64) else 64)
        if width == 8:
            return f"b{reg.enc}"
        return reg.asm_name(width)

    def print_mem(self, base: Reg, modifier: str) -> str:
        return f"[{base.asm_name(64)}]"


INLINE_ASM = AArch64InlineAsm(
    classes={"r": _GPR_BY_VT, "w": _FPR_BY_VT, "x": _FPR_BY_VT},
    registers=dict(R.BY_NAME),
    ignored_clobbers=frozenset({"memory", "cc"}),
)
