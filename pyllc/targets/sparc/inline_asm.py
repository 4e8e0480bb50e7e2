"""SPARC V8 inline assembly: constraint letters, register names and operand printing
(GCC manual, "Machine Constraints" for SPARC; LLVM's SparcAsmPrinter::PrintAsmOperand).

- `r`: an integer register (i32; an i64 would need a register pair: not supported),
  `f`: a single FP register, `e`: a double (even/odd pair) for f64.
- Registers print `%o0`; immediates bare; memory (`m`) as `[%reg]`.
- `~{cc}`/`~{icc}` is the integer condition codes register; clang names the integer
  registers `{r0}`-`{r31}` (%g0-%g7, %o0-%o7, %l0-%l7, %i0-%i7).
"""
from __future__ import annotations

from pyllc.codegen.inline_asm import InlineAsmInfo
from pyllc.codegen.records import Reg
from pyllc.targets.sparc import registers as R


class SparcInlineAsm(InlineAsmInfo):
    comment = "!"

    def print_mem(self, base: Reg, modifier: str) -> str:
        return f"[{base.asm_name()}]"


_NAMES = {name.lstrip("%"): reg for name, reg in R.BY_NAME.items()}
_NAMES["cc"] = R.ICC
_NAMES.update({f"r{reg.enc}": reg for reg in R.GPRS})      # clang spells `{r9}` for %o1

INLINE_ASM = SparcInlineAsm(
    classes={"r": {"i32": R.GPR}, "f": {"f32": R.FPR32, "f64": R.FPR64},
             "e": {"f32": R.FPR32, "f64": R.FPR64}},
    registers=_NAMES,
    ignored_clobbers=frozenset({"memory"}),
)
