"""AArch64 code models (ELF for the Arm 64-bit Architecture, 5.7.8 and "Code models"), as
llc-16 selects them (-code-model):

- small (the default): a symbol is `adrp` + `:lo12:` (+-4 GiB of the code);
- large: a symbol is a 64-bit absolute address built by
  `movz :abs_g0_nc:` / `movk :abs_g1_nc:` / `movk :abs_g2_nc:` / `movk :abs_g3:`
  (R_AARCH64_MOVW_UABS_G*), for globals, constant pools and jump tables alike;
  preemptible symbols are read from the GOT (Target.got_code_models); calls stay `bl`.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import BlockSym, Sym
from pyllc.targets.aarch64 import instrs as II
from pyllc.targets.aarch64.registers import GPR64

GROUPS = ("abs_g0_nc", "abs_g1_nc", "abs_g2_nc", "abs_g3")


def is_large(sel: Any) -> bool:
    return bool(sel.mf.info.get("code_model") == "large")


def _group(s: Any, modifier: str) -> Any:
    if isinstance(s, BlockSym):
        return BlockSym(s.block, s.offset, modifier)
    return Sym(s.name, s.offset, modifier)


def absolute_address(sel: Any, s: Any) -> Any:
    """movz/movk of the four 16-bit groups of `s`'s address into a new register."""
    rd = sel.new_vreg(GPR64)
    sel.emit(II.MOVZXsym, [rd, _group(s, GROUPS[0])])
    for g in GROUPS[1:]:
        nxt = sel.new_vreg(GPR64)
        sel.emit(II.MOVKXsym, [nxt, rd, _group(s, g)])
        rd = nxt
    return rd
