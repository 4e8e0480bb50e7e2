"""SPARC instruction bytes from Keystone (SPARC32 | big-endian), for the MC layer.

Why not the generic `KeystoneEncoder` of mc/assembler.py: once a symbol
resolver is installed, Keystone's SPARC parser reads decimal immediates of two or more
digits as *hexadecimal* (`mov 42, %o2` assembles as `mov 0x42, %o2`; measured with
keystone-engine 0.9.2). This encoder never installs one: symbols are printed as zero
placeholders (`%hi(0)`, `%lo(0)`, `call 0`) and become relocations
(lowering.keystone_fixups); branch targets are printed as absolute addresses, which
Keystone turns into the right PC-relative displacement.

Interface (mc/assembler.py): `encode(mi, pc, labels) -> (bytes, fixups)`.
"""
from __future__ import annotations

from typing import Any

from keystone import KS_ARCH_SPARC, KS_MODE_BIG_ENDIAN, KS_MODE_SPARC32, Ks, KsError

from pyllc.mc.asm_printer import InstrPrinter
from pyllc.codegen.mir import MachineInstr, Sym
from pyllc.diagnostics import CompileError
from pyllc.targets.sparc.lowering import keystone_fixups, keystone_format_sym

_ks: Ks | None = None
_cache: dict[str, bytes] = {}


def _engine() -> Ks:
    global _ks
    if _ks is None:
        _ks = Ks(KS_ARCH_SPARC, KS_MODE_SPARC32 | KS_MODE_BIG_ENDIAN)
    return _ks


class _Labels:
    current: Any = None


_labels = _Labels()
_printer = InstrPrinter(lambda name: name, keystone_format_sym,
                        lambda mbb: f"{_labels.current[mbb]:#x}")


# Keystone 0.9.2 swaps the encodings of `fba` and `fbn` (cond 8 and 0, manual B.22);
# GNU as and capstone agree with the manual, so the mnemonics are swapped on the way in.
_KS_SWAP = {"fba": "fbn", "fbn": "fba", "fba,a": "fbn,a", "fbn,a": "fba,a"}


def assemble_text(text: str, pc: int = 0) -> bytes:
    """Keystone bytes for one instruction of text at address `pc`. (`call <number>` is
    not usable with Keystone: it takes the number as the word displacement itself; pyllc
    only calls symbols, whose field the R_SPARC_WDISP30 relocation fills.)"""
    head, _, rest = text.partition(" ")
    if head in _KS_SWAP:
        text = _KS_SWAP[head] + (" " + rest if rest else "")
    try:
        code, _ = _engine().asm(text, pc, as_bytes=True)
    except KsError as e:
        raise CompileError(f"keystone cannot assemble '{text}': {e}") from None
    if not code:
        raise CompileError(f"keystone produced no code for '{text}'")
    return code


def encode(mi: MachineInstr, pc: int, labels: Any) -> tuple[bytes, list]:
    _labels.current = labels
    text = _printer.text(mi)
    pc_dependent = mi.instr.has("branch") or mi.instr.has("call")
    key = f"{text}@{pc}" if pc_dependent else text
    code = _cache.get(key)
    if code is None:
        code = assemble_text(text, pc)
        if len(_cache) < 100000:
            _cache[key] = code
    fixups = []
    for op in mi.ops:
        if isinstance(op, Sym):
            for off, rtype, addend in keystone_fixups(mi, op, code):
                fixups.append((off, rtype, Sym(op.name, addend, op.modifier)))
    return code, fixups


def size(mi: MachineInstr) -> int:
    return 4
