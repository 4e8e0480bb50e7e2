"""Module-level inline assembly (`module asm "..."`) in objects: the small part of a GNU
assembler that top-level `__asm__` in C needs — functions written in assembly.

Contract: `assemble_module_asm(obj, target, text, nop)` adds the code of `text` (the
module's `module asm` lines, in order) to `obj`'s `.text` and defines its labels.
Understood: labels (`name:`; numeric local labels inside one symbol's code),
`.text`, `.globl`/`.global`, `.local`, `.type name,@function`, `.size` (the size is
computed), `.p2align`/`.align`/`.balign` (padded with the target's nops), and
instructions. The instructions between two labels that are not local (`.L...`, numbers)
are encoded as one piece by the target's inline-asm encoder, so branches to local
labels of the same piece resolve. Anything else — data directives, other sections,
references to symbols outside the piece — is an UnsupportedError naming the line (the
`.s` output carries module asm verbatim and needs none of this).
"""
from __future__ import annotations

from pyllc.codegen.inline_asm import InlineAsmInstr
from pyllc.codegen.mir import MachineInstr
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError
from pyllc.mc.objfile import ObjectFile

_IGNORED = (".size", ".file", ".ident", ".cfi_", ".loc")


def assemble_module_asm(obj: ObjectFile, target: Target, text: str, nop: bytes) -> None:
    globals_: set[str] = set()
    locals_: set[str] = set()
    pieces: list[tuple[str | None, list[str]]] = [(None, [])]     # (symbol, its lines)
    aligns: dict[int, int] = {}                                  # piece index -> alignment
    for raw in text.replace(";", "\n").split("\n"):
        line = raw.split(target.inline_asm.comment)[0].strip()
        if not line:
            continue
        head = line.split(None, 1)[0].rstrip(",")
        args = line[len(head):].strip()
        if head.endswith(":") and not _local(head[:-1]):
            pieces.append((head[:-1], []))
            rest = line[len(head):].strip()
            if rest:
                pieces[-1][1].append(rest)
            continue
        if head in (".globl", ".global"):
            globals_.update(a.strip() for a in args.split(","))
        elif head == ".local":
            locals_.update(a.strip() for a in args.split(","))
        elif head in (".text",) or (head == ".section" and args.startswith(".text")):
            continue
        elif head in (".p2align", ".align", ".balign"):
            n = int(args.split(",")[0], 0)
            aligns[len(pieces)] = n if head == ".balign" else 1 << n
        elif head == ".type" or head.startswith(_IGNORED):
            continue
        elif head.startswith(".") and not head.endswith(":"):
            raise UnsupportedError(f"module asm directive '{line}' is not supported in objects")
        else:
            pieces[-1][1].append(line)
    sec = obj.section(".text", "text", 4)
    for index, (name, lines) in enumerate(pieces):
        align = aligns.get(index + 1) if name is None else aligns.get(index)
        if align and name is not None:
            sec.align_to(align, nop)
        start = sec.end
        code = _encode(target, lines, start) if lines else b""
        if name is None:
            if code:
                raise UnsupportedError("module asm has instructions before its first label")
            continue
        sec.append(code)
        binding = "global" if name in globals_ and name not in locals_ else "local"
        obj.define(name, ".text", start, len(code), binding, "func")


def _no_anchor(pc: int) -> str:
    raise UnsupportedError("module asm needing a pc-relative anchor is not supported in objects")


def _local(name: str) -> bool:
    return name.startswith(".L") or name.isdigit()


def _encode(target: Target, lines: list[str], pc: int) -> bytes:
    """One piece through the target's inline-asm path (a template with no operands:
    `$` escaped so it stays literal)."""
    template = "\n".join(line.replace("$", "$$") for line in lines)
    instr = InlineAsmInstr("INLINEASM", "", (), template=template, info=target.inline_asm,
                           where=" (in module asm)")
    code, fixups = target.mc.encoder.encode(MachineInstr(instr, []), pc, {}, _no_anchor)
    if fixups:
        raise UnsupportedError("module asm referring to symbols is not supported in objects")
    return bytes(code)
