"""x86-64 control flow and calls: branches, direct and indirect calls (variadic ones set
%al), call-frame setup, global and frame addresses, stack save/restore."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.patterns import (
    N,
    Pat,
    bb,
    fi,
    got_sym,
    imm,
    reg,
    sym,
)
from pyllc.codegen.records import COPY
from pyllc.targets.x86_64 import code_model
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.registers import RAX, RSP


def _set_al(sel: Any, n: int) -> None:
    if n:
        sel.emit(I.MOV32ri, [RAX, n])
    else:
        sel.emit(I.MOV32r0, [RAX])          # xorl %eax, %eax (flags are dead at a call)


def call_direct(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """`callq sym`; variadic calls first set %al = number of vector registers used
    (ABI 3.5.7: an upper bound is enough; `movl` writes all of %eax)."""
    info = node.attr
    uses: tuple = ()
    target = code_model.call_through_register(sel, b["f"])
    if getattr(info, "is_vararg", False):
        _set_al(sel, getattr(info, "num_fp_args", 0))
        uses = (RAX,)
    if target is not None:
        sel.emit(I.CALL64r, [target], implicit_uses=uses)
    else:
        sel.emit(I.CALL64pcrel32, [b["f"]], implicit_uses=uses)
    return []


def call_indirect(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    info = node.attr
    uses: tuple = ()
    target = sel.operand(b["f"])
    if getattr(info, "is_vararg", False):
        _set_al(sel, getattr(info, "num_fp_args", 0))
        uses = (RAX,)
    sel.emit(I.CALL64r, [target], implicit_uses=uses)
    return []


def callseq(instr: Any) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        sel.emit(instr, [node.attr or 0])
        return []
    return hook


def patterns() -> list[Pat]:
    return [
        Pat(N.BR(bb("d")), I.JMP_1("d")),
        Pat(N.BRIND(reg("a", "i64")), I.JMP64r("a")),
        Pat(N.CALL(sym("f"), variadic=True), call_direct),
        Pat(N.CALL(reg("f", "i64"), variadic=True), call_indirect),
        Pat(N.RET(variadic=True), I.RET64()),
        Pat(N.TRAP(), I.TRAP()),
        Pat(N.CALLSEQ_START(), callseq(I.ADJCALLSTACKDOWN64)),
        Pat(N.CALLSEQ_END(), callseq(I.ADJCALLSTACKUP64)),
        Pat(sym("s"), code_model.global_address),
        Pat(got_sym("s"), I.INSTRS["MOV64rm_rip"]("s")),     # PIC: movq s@GOTPCREL(%rip)
        Pat(fi("f"), I.LEA64r("f", 0)),
        Pat(N.ADD(fi("f"), imm("c")), I.LEA64r("f", "c")),
        Pat(N.STACKSAVE(), COPY(RSP)),
        Pat(N.STACKRESTORE(reg("p", "i64")), COPY("p", dst=RSP)),
    ]
