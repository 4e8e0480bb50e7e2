"""RISC-V inline assembly: constraint letters, register names and operand printing
(GCC manual, "Machine Constraints" for RISC-V; LLVM's RISCVAsmPrinter::PrintAsmOperand).

- `r`: a general register, `f`: an FP register (f32/f64), printed by ABI name.
- Immediates print bare; `${0:z}` prints `zero` for a 0 immediate (and the register
  otherwise), `${0:i}` prints `i` after an immediate operand (`add${0:i}` -> `addi`).
- Memory (`m`, `A`) prints `0(reg)`.
"""
from __future__ import annotations

from pyllc.codegen.inline_asm import InlineAsmInfo
from pyllc.codegen.records import Reg
from pyllc.targets.riscv64 import registers as R


class RISCVInlineAsm(InlineAsmInfo):

    def print_reg(self, reg: Reg, bits: int, modifier: str) -> str:
        return "" if modifier == "i" else reg.asm_name()

    def print_imm(self, value: int, modifier: str) -> str:
        if modifier == "i":
            return "i"
        if modifier == "z" and value == 0:
            return "zero"
        return str(value)

    def print_mem(self, base: Reg, modifier: str) -> str:
        return f"0({base.asm_name()})"


INLINE_ASM = RISCVInlineAsm(
    classes={"r": {"i64": R.GPR}, "f": {"f32": R.FPR32, "f64": R.FPR64}},
    registers=dict(R.BY_NAME),
    ignored_clobbers=frozenset({"memory", "cc"}),
)
