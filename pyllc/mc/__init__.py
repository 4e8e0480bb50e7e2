"""The MC layer: pyllc's own assembler. It owns sections, labels, symbols, data,
alignment and fixups, and turns machine functions plus module data into an in-memory
relocatable object (`objfile.ObjectFile`).

  data.py       global initializers laid out once (pieces: ints, zeros, strings, symbol
                references), read by both the `.s` printer and the assembler
  objfile.py    ObjectFile / Section / Symbol / Reloc: the object model
  assembler.py  `assemble_module`: instruction bytes from the target's table encoder
                (RISC-V) or Keystone (instruction text only), fixups -> relocations
  compress.py   short encodings chosen by a target's table of rules (RISC-V "C")

The ELF writer (issue 7) reads an `ObjectFile` and is the only place that knows ELF.
"""
from pyllc.mc.objfile import ObjectFile, Reloc, Section, Symbol

__all__ = ["ObjectFile", "Section", "Symbol", "Reloc"]
