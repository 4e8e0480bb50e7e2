"""x86-64 code models (SysV AMD64 ABI 3.5.1 "Architectural Constraints"), as llc-16
selects them (-code-model):

- small (the default): code and data in the low 2 GiB; a symbol is a RIP-relative
  disp32 folded into memory operands, calls are `callq sym`; an address in a register
  is `movl $sym, %r32` in static code (R_X86_64_32), `leaq sym(%rip)` in PIC;
- medium: code small, data anywhere: data symbols (globals, constant pools, jump tables)
  are 64-bit immediates (`movabsq $sym, %reg`, R_X86_64_64), code symbols stay
  RIP-relative, preemptible symbols come from the GOT (Target.got_code_models);
- large: every address is `movabsq $sym`, calls go through a register
  (`movabsq $f, %rax ; callq *%rax`).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import BlockSym, Sym
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.registers import GR64


def _is_code(sel: Any, s: Sym) -> bool:
    if isinstance(s, BlockSym):
        return True
    fn = getattr(sel.mf, "fn", None)
    module = getattr(fn, "parent", None)
    gv = module.get_global(s.name) if module is not None else None
    return gv is not None and gv.value_type.is_function


def absolute(sel: Any, s: Sym) -> bool:
    """Whether symbol `s` is reached by a 64-bit absolute address in this function."""
    model = sel.mf.info.get("code_model", "small")
    return model == "large" or (model == "medium" and not _is_code(sel, s))


def global_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """The address of a symbol in a register, by the function's code model."""
    s = b["s"]
    rd = sel.new_vreg(GR64)
    if absolute(sel, s):
        sel.emit(I.MOV64ri, [rd, s])
    elif _low_absolute(sel):
        sel.emit(I.MOV64ri_sym32, [rd, s])
    else:
        sel.emit(I.LEA64r_rip, [rd, s])
    return [rd]


def _low_absolute(sel: Any) -> bool:
    """Static code, small model: every symbol's address is below 2^31 (ABI 3.5.1), so
    `movl $sym, %r32` (zero-extending, 5 bytes) holds it, as llc-16 selects it."""
    info = sel.mf.info
    return "pic" not in info and info.get("code_model", "small") == "small"


def call_through_register(sel: Any, f: Sym) -> Any:
    """large: the callee's address in a register for `callq *%reg`, else None."""
    if sel.mf.info.get("code_model") != "large":
        return None
    rd = sel.new_vreg(GR64)
    sel.emit(I.MOV64ri, [rd, f])
    return rd
