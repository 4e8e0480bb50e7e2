"""Intel syntax (`-x86-asm-syntax=intel`, GNU `.intel_syntax noprefix`), derived from
the AT&T templates of instrs.py by one rewriting rule instead of a second table:

- operands in reverse order; `%` and `$` dropped; `*%reg` (indirect) -> `reg`;
- memory `disp(%base,%index,scale)` -> `<size> ptr [base + index*scale + disp]`,
  `sym(%rip)` -> `<size> ptr [rip + sym]`; the size comes from the AT&T suffix or the
  SSE mnemonic (`ss` dword, `sd` qword), none for `lea`;
- mnemonics: the size suffix goes (`addq` -> `add`) and the AT&T-only names get their
  Intel ones (`movzbl` -> `movzx`, `movslq` -> `movsxd`, `cltd` -> `cdq`, `cqto` ->
  `cqo`, `movabsq` -> `movabs`, `cvtsi2sdq` -> `cvtsi2sd` ...).

`intel_asm(instr)` gives the template; the encoding test assembles every record's
Intel text with GNU as and requires the same bytes as its AT&T text.
"""
from __future__ import annotations

import re
from functools import cache

from pyllc.codegen.records import Instr
from pyllc.targets.x86_64.registers import XMM

_PTR = {"b": "byte", "w": "word", "l": "dword", "q": "qword"}
# AT&T mnemonic -> (Intel mnemonic, memory operand size)
_RENAME = {
    "movzbl": ("movzx", "byte"), "movzwl": ("movzx", "word"), "movzbq": ("movzx", "byte"),
    "movsbl": ("movsx", "byte"), "movswl": ("movsx", "word"), "movsbq": ("movsx", "byte"),
    "movswq": ("movsx", "word"), "movslq": ("movsxd", "dword"),
    "movabsq": ("movabs", None), "cltd": ("cdq", None), "cqto": ("cqo", None),
    "callq": ("call", "qword"), "retq": ("ret", None), "jmpq": ("jmp", "qword"),
    "pushq": ("push", "qword"), "popq": ("pop", "qword"),
    "cvtsi2sdl": ("cvtsi2sd", "dword"), "cvtsi2sdq": ("cvtsi2sd", "qword"),
    "cvtsi2ssl": ("cvtsi2ss", "dword"), "cvtsi2ssq": ("cvtsi2ss", "qword"),
    "leaq": ("lea", None), "leal": ("lea", None), "movd": ("movd", "dword"),
    "ud2": ("ud2", None), "movups": ("movups", "xmmword"),
    "movaps": ("movaps", "xmmword"),
    # x87 (x87.py): the size lives in the operand; AT&T fsubp/fdivp are Intel's fsubrp/fdivrp
    "fldt": ("fld", "tbyte"), "flds": ("fld", "dword"), "fldl": ("fld", "qword"),
    "fstpt": ("fstp", "tbyte"), "fstps": ("fstp", "dword"), "fstpl": ("fstp", "qword"),
    "fildl": ("fild", "dword"), "fildll": ("fild", "qword"), "fistpl": ("fistp", "dword"),
    "fistpll": ("fistp", "qword"), "fnstcw": ("fnstcw", "word"), "fldcw": ("fldcw", "word"),
    "fadds": ("fadd", "dword"), "fsubp": ("fsubrp", None), "fdivp": ("fdivrp", None),
    "fucompi": ("fucomip", None),
}
_SUFFIXED = ["add", "sub", "and", "or", "xor", "cmp", "test", "imul", "neg", "not", "shl", "shr", "sar", "rol", "ror", "div", "idiv", "mul", "bswap", "popcnt", "lzcnt", "tzcnt", "mov", "xadd", "xchg", "cmpxchg", "inc", "dec"]
_MEM = re.compile(r"^(\$\{\w+\})?\(%(\$\{\w+\}|rip)(?:,%(\$\{\w+\}),(\$\{\w+\}))?\)$")


def _split_operands(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _mnemonic(mn: str) -> tuple[str, str | None]:
    if mn in _RENAME:
        return _RENAME[mn]
    if mn.startswith("cmov${cc}"):
        return "cmov${cc}", _PTR.get(mn[-1])
    if mn.startswith(("set${", "j${")):
        return mn, "byte"
    for base in _SUFFIXED:
        if mn.startswith(base) and len(mn) == len(base) + 1 and mn[-1] in _PTR:
            return base, _PTR[mn[-1]]
    if mn.endswith("ss") or mn.endswith("ps") or mn in ("cvtss2sd",):
        return mn, "dword"
    if mn.endswith("sd") or mn.endswith("pd") or mn in ("cvtsd2ss",):
        return mn, "qword"
    if mn in ("cvttsd2si", "ucomisd"):
        return mn, "qword"
    if mn in ("cvttss2si", "ucomiss"):
        return mn, "dword"
    return mn, None


def _operand(op: str, size: str | None, is_lea: bool) -> str:
    m = _MEM.match(op)
    if m:
        disp, base, index, scale = m.groups()
        if base == "rip":
            inner = f"rip + {disp}"
        else:
            inner = base + (f" + {index}*{scale}" if index else "") + (f" + {disp}" if disp else "")
        return f"[{inner}]" if is_lea or size is None else f"{size} ptr [{inner}]"
    if op.startswith("*%"):
        return op[2:]
    if op.startswith("%"):
        return op[1:]
    if op.startswith("$$"):
        return op[2:]
    return op


# records whose AT&T text is not one plain instruction: the TLS sequences (tls.py)
_EXPLICIT = {
    "MOV64rm_fs0": "mov ${dst}, qword ptr fs:[0]",
    "LEA64r_tpoff": "lea ${dst}, [${base} + ${sym}]",
    "TLS_GD_CALL64": "data16\n\tlea rdi, [rip + ${sym}]\n\tdata16\n\tdata16\n\trex64\n\t"
                     "call __tls_get_addr@PLT",
    "TLS_LD_CALL64": "lea rdi, [rip + ${sym}]\n\tcall __tls_get_addr@PLT",
    # a symbol's address as an immediate: Intel's bare `sym` would be a load from it
    "MOV64ri_sym32": "mov ${dst}, offset ${sym}",
}


@cache
def intel_asm(instr: Instr) -> str:
    """The Intel-syntax template of a record (same `$name` placeholders)."""
    att = instr.asm
    if instr.name in _EXPLICIT:
        return _EXPLICIT[instr.name]
    if not att:
        return att
    prefix = ""
    if att.startswith("lock "):
        prefix, att = "lock ", att[5:]
    mn, _, rest = att.partition(" ")
    new_mn, size = _mnemonic(mn)
    if mn == "movq" and any(getattr(o.kind, "regs", (None,))[0] is XMM[0]
                            for o in instr.operands):
        new_mn = "movq"                    # GPR <-> XMM bit move keeps its name
    ops = [_operand(o, size, new_mn == "lea") for o in _split_operands(rest)]
    ops.reverse()
    return prefix + new_mn + (" " + ", ".join(ops) if ops else "")

