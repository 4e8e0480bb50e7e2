"""x86-64 inline assembly: constraint letters, register names and AT&T operand printing
(GCC manual, "Machine Constraints" for x86; LLVM's X86AsmPrinter::PrintAsmOperand).

- `r`, `q`, `Q`, `R`, `l`: a general register of the value's width; `a b c d S D`: rax,
  rbx, rcx, rdx, rsi, rdi (clang already spells them `{ax}` ...); `x`, `v`, `Y`: an XMM
  register for f32/f64.
- A register prints as the view of the operand's IR width (`%al`, `%ax`, `%eax`,
  `%rax`); modifiers `b` `h` `w` `k` `q` choose the 8-bit low, 8-bit high, 16, 32,
  64-bit view. An immediate prints `$42` (`${0:c}` bare, `${0:n}` negated, bare);
  memory `(%reg)`.
- Clobbers `~{flags}`/`~{eflags}` are EFLAGS; `~{dirflag}`, `~{fpsr}`, `~{memory}`,
  `~{cc}` name nothing the allocator models.
- x87 stack registers: `{st}` / `t` is st(0), `{st(1)}` / `u` st(1), for x86_fp80 (or
  float/double) operands under GCC's stack rules (isel/asm_stack.py); the values are
  pushed and popped around the statement (x87.py). `~{st(2)}`..`~{st(7)}` name nothing
  live: the x87 stack is empty between pyllc's own x87 sequences.
"""
from __future__ import annotations

from pyllc.codegen.inline_asm import InlineAsmInfo
from pyllc.codegen.records import Reg
from pyllc.targets.x86_64 import registers as R
from pyllc.targets.x86_64.x87 import ST_REGS

_GPR_BY_VT = {"i32": R.GR32, "i64": R.GR64}
_XMM_BY_VT = {"f32": R.FR32, "f64": R.FR64}
_WIDTH = {"b": 8, "w": 16, "k": 32, "q": 64}
_HIGH = {"rax": "ah", "rbx": "bh", "rcx": "ch", "rdx": "dh"}


class X86InlineAsm(InlineAsmInfo):
    reg_prefix = "%"
    imm_prefix = "$"
    stack_registers = ST_REGS

    def print_reg(self, reg: Reg, bits: int, modifier: str) -> str:
        if reg.name in _HIGH and modifier == "h":
            return "%" + _HIGH[reg.name]
        if not reg.views:
            return "%" + reg.asm_name()
        width = _WIDTH.get(modifier, bits if bits in (8, 16, 32, 64) else 64)
        return "%" + reg.asm_name(width)

    def print_imm(self, value: int, modifier: str) -> str:
        if modifier == "n":
            return str(-value)
        return str(value) if modifier in ("c", "P") else f"${value}"

    def print_sym(self, text: str, modifier: str) -> str:
        return text if modifier in ("c", "P", "p") else f"${text}"

    def print_mem(self, base: Reg, modifier: str) -> str:
        return f"(%{base.asm_name(64)})"


_NAMES = dict(R.BY_NAME)
_NAMES["flags"] = R.EFLAGS
_NAMES.update({"st": ST_REGS[0], "st(0)": ST_REGS[0], "st(1)": ST_REGS[1]})

INLINE_ASM = X86InlineAsm(
    classes={**{c: _GPR_BY_VT for c in "rqQRl"}, **{c: _XMM_BY_VT for c in "xvY"}},
    registers=_NAMES,
    fixed={"a": "ax", "b": "bx", "c": "cx", "d": "dx", "S": "si", "D": "di", "t": "st",
           "u": "st(1)"},
    ignored_clobbers=frozenset({"memory", "cc", "dirflag", "fpsr", "fpcr",
                                *(f"st({i})" for i in range(2, 8))}),
)
