"""Inline assembly at the machine level: LLVM's constraint strings parsed, the INLINEASM
machine instruction, and the expansion of its template into assembly text.

An `asm "template", "constraints"` callee becomes one `InlineAsmInstr` record per call
site (its operands differ from call to call), and one MachineInstr of it:

    ops = [outputs in registers (defs) ..., clobbered registers (defs) ...,
           inputs: registers, memory base registers, immediates, symbols (uses) ...]

Outputs tied to an input (`=r` + `0`, clang's spelling of `+r`) are `Instr.tied` pairs,
so the two-address pass gives both one register. Early-clobber outputs (`=&r`) and the
clobbered registers (`~{rax}`, LLVM marks them early-clobber too) are
`Instr.early_clobber`: the allocators keep them apart from every input.

`asm_operands[N]` says where template operand `$N` lives: (index into `ops`, kind
"reg" | "mem" | "imm" | "label" (a callbr destination block), the IR type's width). After register allocation
`expand_template` substitutes the operands through the target's `InlineAsmInfo`
(register names, memory and immediate syntax, operand modifiers `${N:w}`) and returns
the lines, which the asm printer writes verbatim and the encoders assemble.

Template syntax (LLVM LangRef, "Inline Assembler Expressions"): `$N`, `${N}`,
`${N:mod}` name operand N; `$$` is a `$`; `${:uid}` a number unique to the asm
statement; `${:comment}` the comment leader; `$(`, `$|`, `$)` choose between dialect
alternatives (the first one is AT&T/default).
"""
from __future__ import annotations

import re
from typing import Any, ClassVar

from pyllc.codegen.records import Instr, Reg, RegClass
from pyllc.diagnostics import CompileError, UnsupportedError
from pyllc.native import mypyc_attr
from pyllc.record import field, record

# --------------------------------------------------------------------------- constraints


@record(frozen=True, slots=True)
class Constraint:
    """One comma-separated entry of a constraint string: `=&r`, `*m`, `0`, `~{memory}`.

    `kind` is "out", "in" or "clobber"; `codes` the letters and `{reg}` names of the
    (first) alternative; `tied` the output an input must share a register with."""
    kind: str
    codes: tuple[str, ...]
    early_clobber: bool = False
    indirect: bool = False
    tied: int | None = None


_CODE = re.compile(r"\{[^}]*\}|\^..|\d+|.")


def parse_constraints(text: str) -> list[Constraint]:
    """The entries of an LLVM constraint string, in order."""
    out: list[Constraint] = []
    if not text:
        return out
    for entry in _split_entries(text):
        kind = "in"
        early = indirect = False
        i = 0
        if entry.startswith("="):
            kind, i = "out", 1
        elif entry.startswith("~"):
            kind, i = "clobber", 1
        while i < len(entry) and entry[i] in "&*%":
            early |= entry[i] == "&"
            indirect |= entry[i] == "*"
            i += 1
        body = entry[i:].split("|")[0]        # multiple alternatives: take the first
        codes = tuple(_CODE.findall(body))
        tied = int(codes[0]) if kind == "in" and codes and codes[0].isdigit() else None
        out.append(Constraint(kind, codes, early, indirect, tied))
    return out


def _split_entries(text: str) -> list[str]:
    """Split at commas outside `{...}`."""
    parts: list[str] = []
    cur: list[str] = []
    depth = 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


# --------------------------------------------------------------------------- target facts


@mypyc_attr(allow_interpreted_subclasses=True)
class InlineAsmInfo:
    """A target's inline-assembly facts (LLVM's getRegForInlineAsmConstraint and
    PrintAsmOperand). Defaults suit a RISC-style ISA with one register name each.

    `classes`: constraint letter -> {value type -> register class}; `fixed`: letter ->
    the register it names (x86 `a` = rax); `registers`: `{name}` spellings -> register;
    `ignored_clobbers`: clobber names that are no register of the model (`memory`);
    `pairs`: letter -> {value type -> (first, second) register pairs, in order of
    preference} for values held in two registers that the instruction names as one
    (SPARC V8 `r` with an i64: an even/odd pair, the high word in the even register)."""

    reg_prefix: ClassVar[str] = ""
    imm_prefix: ClassVar[str] = ""
    comment: ClassVar[str] = "#"
    # registers that form a stack, top first (x87 st(0), st(1)): isel/asm_stack.py
    stack_registers: ClassVar[tuple[Reg, ...]] = ()

    def __init__(self, classes: dict[str, dict[str, RegClass]], registers: dict[str, Reg],
                 fixed: dict[str, str] | None = None,
                 ignored_clobbers: frozenset[str] = frozenset({"memory", "cc"}),
                 pairs: dict[str, dict[str, tuple[tuple[Reg, Reg], ...]]] | None = None
                 ) -> None:
        self.classes = classes
        self.registers = registers
        self.fixed = dict(fixed or {})
        self.ignored_clobbers = ignored_clobbers
        self.pairs = dict(pairs or {})

    def register_pairs(self, code: str, vt: str) -> tuple[tuple[Reg, Reg], ...]:
        """The register pairs a constraint letter offers a two-register value of `vt`
        (high part first), best first; empty when the letter has none for it."""
        return self.pairs.get(code, {}).get(vt, ())

    def reg_class(self, code: str, vt: str) -> RegClass | None:
        """The class a register constraint letter gives a value of type `vt`."""
        by_vt = self.classes.get(code)
        return None if by_vt is None else by_vt.get(vt)

    def named_register(self, name: str) -> Reg | None:
        """The register `{name}` / `~{name}` names (lower case, no prefix)."""
        return self.registers.get(name.lower().lstrip("%$"))

    def fixed_register(self, code: str) -> Reg | None:
        name = self.fixed.get(code)
        return None if name is None else self.named_register(name)

    # ---- printing (after register allocation) -------------------------------------
    def print_reg(self, reg: Reg, bits: int, modifier: str) -> str:
        return self.reg_prefix + reg.asm_name()

    def print_imm(self, value: int, modifier: str) -> str:
        return str(value)

    def print_sym(self, text: str, modifier: str) -> str:
        return text

    def print_mem(self, base: Reg, modifier: str) -> str:
        return f"0({self.print_reg(base, 0, '')})"


# --------------------------------------------------------------------------- the instruction


@record(frozen=True, slots=True, eq=False)
class InlineAsmInstr(Instr):
    """The record of one INLINEASM: `template` (the IR's text), `asm_operands` (where
    `$N` lives: ops index, kind, bits), `info` the target's printer, `uid` its number,
    `where` the IR location for messages."""
    template: str = ""
    asm_operands: tuple[tuple[int, str, int], ...] = ()
    info: InlineAsmInfo = field(default_factory=lambda: InlineAsmInfo({}, {}))
    uid: int = 0
    where: str = ""
    dialect_intel: bool = False


_SUBST = re.compile(r"\$(\$|\(|\||\)|\{(\d*)(?::([a-zA-Z]+))?\}|\d+)")


def expand_template(mi: Any, sym_text: Any = None, block_text: Any = None) -> list[str]:
    """The lines of an INLINEASM after register allocation, operands substituted.
    `sym_text(Sym) -> str` spells symbol operands (default: their name),
    `block_text(block) -> str` callbr destinations (default: the block's label)."""
    instr: InlineAsmInstr = mi.instr
    text = instr.template
    out: list[str] = []
    pos = 0
    skipping = False           # inside a `$|` ... `$)` alternative
    for m in _SUBST.finditer(text):
        if not skipping:
            out.append(text[pos:m.start()])
        pos = m.end()
        tok = m.group(1)
        if tok == "(":
            continue
        if tok == "|":
            skipping = True
            continue
        if tok == ")":
            skipping = False
            continue
        if skipping:
            continue
        if tok == "$":
            out.append("$")
            continue
        if tok.startswith("{"):
            num, mod = m.group(2), m.group(3) or ""
            if num == "":
                out.append(_special(instr, mod))
                continue
            n = int(num)
        else:
            n, mod = int(tok), ""
        out.append(_operand(mi, n, mod, sym_text, block_text))
    if not skipping:
        out.append(text[pos:])
    lines = []
    for line in "".join(out).replace(";", "\n").split("\n"):
        line = line.strip()
        if line:
            lines.append(line)
    return lines


def _special(instr: InlineAsmInstr, mod: str) -> str:
    if mod == "uid":
        return str(instr.uid)
    if mod == "comment":
        return instr.info.comment
    if mod == "private":
        return ".L"
    raise UnsupportedError(f"inline asm operand '${{:{mod}}}' is not supported{instr.where}")


def _operand(mi: Any, n: int, mod: str, sym_text: Any, block_text: Any) -> str:
    instr: InlineAsmInstr = mi.instr
    info = instr.info
    if n >= len(instr.asm_operands):
        raise CompileError(f"inline asm names operand ${n}, but it has "
                           f"{len(instr.asm_operands)}{instr.where}")
    index, kind, bits = instr.asm_operands[n]
    op = mi.ops[index]
    if kind == "label":
        return block_text(op) if block_text is not None else op.label
    if kind == "imm":
        if isinstance(op, int):
            return info.print_imm(op, mod)
        name = sym_text(op) if sym_text is not None else str(op)
        return info.print_sym(name, mod)
    if not isinstance(op, Reg):
        raise CompileError(f"internal error: inline asm operand ${n} is {op!r} after "
                           f"register allocation{instr.where}")
    if kind == "mem":
        return info.print_mem(op, mod)
    return info.print_reg(op, bits, mod)


_LOCAL_DEF = re.compile(r"^(\d+):")
_LOCAL_REF = re.compile(r"(?<![\w.$])(\d+)([bf])(?![\w.$])")


def name_local_labels(lines: list[str], prefix: str) -> list[str]:
    """GNU as numeric local labels (`1:`, `jnz 1b`, `j 2f`) renamed to unique names
    `<prefix><n>_<k>` (the k-th definition of `n`), for encoders that only know named
    labels (Keystone)."""
    defs: dict[str, int] = {}           # label number -> definitions seen so far

    def ref(m: re.Match[str]) -> str:
        n, way = m.group(1), m.group(2)
        k = defs.get(n, 0) - 1 if way == "b" else defs.get(n, 0)
        return f"{prefix}{n}_{k}"

    out = []
    for line in lines:
        d = _LOCAL_DEF.match(line)
        if d is not None:
            n = d.group(1)
            k = defs.get(n, 0)
            defs[n] = k + 1             # the rest of the line sees this definition
            line = f"{prefix}{n}_{k}:" + _LOCAL_REF.sub(ref, line[d.end():])
        else:
            line = _LOCAL_REF.sub(ref, line)
        out.append(line)
    return out


def no_symbols(instr: InlineAsmInstr) -> Any:
    """A `sym_text` for encoders without symbol fixups in templates: an error naming the
    statement, raised only when the template really uses a symbol operand."""
    def refuse(sym: Any) -> str:
        raise CompileError(f"inline asm using the symbol operand '{sym.name}' cannot be "
                           f"assembled into an object yet{instr.where}")
    return refuse


def is_inline_asm(instr: Instr) -> bool:
    return isinstance(instr, InlineAsmInstr)


def number_inline_asm(functions: list[Any]) -> None:
    """Number every INLINEASM of the module 1, 2, ... in function order (`${:uid}`, and
    the `.Lpyllc_asm<uid>_` prefix of the local labels the assemblers give an inline asm
    body), as llc's AsmPrinter counts them. Run once the module's functions are
    compiled: isel lists each function's records in `mf.info["inline_asm"]`, so the
    numbers depend on the module alone, not on which process compiled which function
    (`-j N`). The records are frozen for everything else; the number is the one field
    written after they are built."""
    uid = 0
    for mf in functions:
        for instr in mf.info.get("inline_asm", ()):
            uid += 1
            object.__setattr__(instr, "uid", uid)
