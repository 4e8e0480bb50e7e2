"""SPARC V8 inline assembly: constraint letters, register names and operand printing
(GCC manual, "Machine Constraints" for SPARC; LLVM's SparcAsmPrinter::PrintAsmOperand).

- `r`: an integer register (i32), or for an i64 an even/odd pair (LLVM's IntPair class:
  the high word in the even register, the low word in the odd one, as `ldd`/`std` and
  the ABI's register pairs have it); `f`: a single FP register, `e`: a double (even/odd
  pair) for f64.
- Registers print `%o0`, a pair as its even register (as llc-16; it has no modifier for
  the odd one); immediates bare; memory (`m`) as `[%reg]`.
- pyllc gives an i64 operand a fixed pair, chosen per statement among the allocatable
  aligned pairs that the statement names nowhere else (isel/build_asm.py), where LLVM
  allocates an IntPair virtual register: the same code with one more copy at worst.
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

# even/odd pairs of allocatable registers (registers.py): caller-saved %o first, like the
# allocation order, then %g2:%g3 and the window's %l and %i pairs
INT_PAIRS = tuple((R.BY_NAME[f"{k}{n}"], R.BY_NAME[f"{k}{n + 1}"])
                  for k, ns in (("o", (0, 2, 4)), ("g", (2,)), ("l", (0, 2, 4, 6)),
                                ("i", (0, 2, 4)))
                  for n in ns)

INLINE_ASM = SparcInlineAsm(
    classes={"r": {"i32": R.GPR}, "f": {"f32": R.FPR32, "f64": R.FPR64},
             "e": {"f32": R.FPR32, "f64": R.FPR64}},
    registers=_NAMES,
    ignored_clobbers=frozenset({"memory"}),
    pairs={"r": {"i64": INT_PAIRS}},
)
