"""Assembly text back to MachineInstrs, over a target's instruction records: the
assembler half table-encoded targets need for inline asm (RISC-V: Keystone has none).

Contract: `AsmParser(instrs, registers, aliases).parse(line)` returns the MachineInstrs
of one line of GNU syntax (physical registers, int immediates), or raises CompileError
naming the line. Each record's `asm` template is the grammar of its line: `$name`
placeholders become operand fields (a register of the operand's class, an immediate
that fits its kind, `imm(reg)` memory as the template spells it), literal text must
match up to white space. Records whose operands are symbols, blocks or condition codes
are not offered: such lines need a real assembler; a branch offset may name a label of
`labels` (a stand-in block the encoder resolves). `aliases` maps a mnemonic the ISA's
assemblers accept but no record spells (`nop`, `li`) to a function building the
records' instructions from its operand texts.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from pyllc.codegen.mir import MachineInstr
from pyllc.codegen.records import Custom_Imm, Instr, Reg, RegClass, SImm, UImm
from pyllc.diagnostics import CompileError

Alias = Callable[["AsmParser", list[str]], list[MachineInstr]]
_PLACEHOLDER = re.compile(r"\$\{(\w+)\}|\$(\w+)")
_FIELD = r"([^\s,()]+)"


class AsmParser:
    def __init__(self, instrs: Iterable[Instr], registers: Mapping[str, Reg],
                 aliases: Mapping[str, Alias] | None = None) -> None:
        self.registers = dict(registers)
        self.aliases = dict(aliases or {})
        # label name -> its stand-in block: a branch offset operand may name a label
        # (the encoder turns blocks into pc-relative offsets); set per template
        self.labels: dict[str, Any] = {}
        self.forms: dict[str, list[tuple[re.Pattern[str], Instr, list[int]]]] = {}
        for instr in instrs:
            form = self._form(instr)
            if form is not None:
                mnemonic = instr.asm.split(None, 1)[0]
                self.forms.setdefault(mnemonic, []).append(form)

    @staticmethod
    def _form(instr: Instr) -> tuple[re.Pattern[str], Instr, list[int]] | None:
        if not instr.asm or (instr.fmt is None and instr.expand is None):
            return None
        index = {o.name: i for i, o in enumerate(instr.operands)}
        if len(index) != len(instr.operands):
            return None
        order: list[int] = []
        regex = []
        pos = 0
        for m in _PLACEHOLDER.finditer(instr.asm):
            regex.append(_literal(instr.asm[pos:m.start()]))
            name = m.group(1) or m.group(2)
            if name not in index:
                return None
            kind = instr.operands[index[name]].kind
            if not isinstance(kind, (RegClass, SImm, UImm, Custom_Imm)):
                return None
            order.append(index[name])
            regex.append(_FIELD)
            pos = m.end()
        regex.append(_literal(instr.asm[pos:]))
        if sorted(order) != list(range(len(instr.operands))):
            return None               # an operand the text does not spell (fixed, implicit)
        return re.compile("".join(regex) + r"\s*$"), instr, order

    def parse(self, line: str, aliases: bool = True) -> list[MachineInstr]:
        """The instructions of `line`; `aliases=False` reads it through the records only
        (for an alias that rewrites itself into the records' spelling)."""
        text = line.strip()
        mnemonic, _, rest = text.partition(" ")
        mnemonic = mnemonic.split("\t")[0]
        alias = self.aliases.get(mnemonic) if aliases else None
        if alias is not None:
            texts = [o.strip() for o in text[len(mnemonic):].split(",") if o.strip()]
            return alias(self, texts)
        candidates = self.forms.get(mnemonic)
        if not candidates:
            raise CompileError(f"unknown instruction '{mnemonic}' in '{text}'")
        for regex, instr, order in candidates:
            m = regex.match(text)
            if m is None:
                continue
            ops: list[Any] = [None] * len(instr.operands)
            for k, field_text in zip(order, m.groups()):
                got = self.operand(instr.operands[k].kind, field_text)
                if got is None:
                    break
                ops[k] = got
            else:
                return [MachineInstr(instr, ops)]
        raise CompileError(f"invalid operands for '{mnemonic}' in '{text}'")

    def operand(self, kind: Any, text: str) -> Any:
        """`text` as an operand of `kind`, or None when it is not one."""
        if isinstance(kind, RegClass):
            reg = self.registers.get(text)
            return reg if reg is not None and reg in kind else None
        value = parse_int(text)
        if value is None:
            if isinstance(kind, SImm) and kind.lsb0 and text in self.labels:
                return self.labels[text]          # a branch to a label of the template
            return None
        if not kind.fits(value):
            return None
        return value

    def register(self, text: str) -> Reg:
        reg = self.registers.get(text)
        if reg is None:
            raise CompileError(f"'{text}' is not a register")
        return reg


def parse_int(text: str) -> int | None:
    try:
        return int(text, 0)
    except ValueError:
        return None


def _literal(text: str) -> str:
    out: list[str] = []
    for ch in text:
        if ch.isspace():
            if not out or out[-1] != r"\s*":
                out.append(r"\s*")
        elif ch == ",":
            out.append(r"\s*,\s*")
        else:
            out.append(re.escape(ch))
    return "".join(out)
