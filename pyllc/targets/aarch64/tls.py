"""AArch64 thread-local addresses (TLS_ADDRESS), in the sequences llc-16 emits (ELF for
the Arm 64-bit Architecture 5.7.11; Drepper, "ELF Handling For Thread-Local Storage"):

    local exec     mrs x8, TPIDR_EL0
                   add x8, x8, :tprel_hi12:x         R_AARCH64_TLSLE_ADD_TPREL_HI12
                   add x8, x8, :tprel_lo12_nc:x      R_AARCH64_TLSLE_ADD_TPREL_LO12_NC
    initial exec   adrp x9, :gottprel:x              R_AARCH64_TLSIE_ADR_GOTTPREL_PAGE21
                   ldr x9, [x9, :gottprel_lo12:x]    R_AARCH64_TLSIE_LD64_GOTTPREL_LO12_NC
                   mrs x8, TPIDR_EL0 ; add x8, x8, x9
    general dynamic  adrp x0, :tlsdesc:x ; ldr x1, [x0, :tlsdesc_lo12:x]
                   add x0, x0, :tlsdesc_lo12:x ; .tlsdesccall x ; blr x1
                   mrs x1, TPIDR_EL0 ; add x0, x1, x0   R_AARCH64_TLSDESC_*

TLS variant I: the block follows a 16-byte TCB, so offsets are positive and below 2^24
for local exec.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import Sym
from pyllc.codegen.patterns import N, Pat, tls_sym
from pyllc.targets.aarch64 import instrs as II
from pyllc.targets.aarch64.instrs import INSTRS as I
from pyllc.targets.aarch64.registers import GPR64

MODELS = ("le", "ie", "ld", "gd")


def tls_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """The thread pointer plus the variable's offset, by model."""
    s = b["s"]
    if s.modifier == "ie":
        page = sel.new_vreg(GPR64)
        sel.emit(II.ADRP, [page, Sym(s.name, 0, "gottprel")])
        off = sel.new_vreg(GPR64)
        sel.emit(I["LDRXlo12"], [off, page, Sym(s.name, 0, "gottprel_lo12")])
        tp = sel.new_vreg(GPR64)
        sel.emit(II.MRS_TPIDR, [tp])
        rd = sel.new_vreg(GPR64)
        sel.emit(I["ADDXrr"], [rd, tp, off])
        return [rd]
    tp = sel.new_vreg(GPR64)
    sel.emit(II.MRS_TPIDR, [tp])
    hi = sel.new_vreg(GPR64)
    sel.emit(II.ADDhi12, [hi, tp, Sym(s.name, 0, "tprel_hi12")])
    rd = sel.new_vreg(GPR64)
    sel.emit(II.ADDlo12, [rd, hi, Sym(s.name, 0, "tprel_lo12_nc")])
    return [rd]


def tls_descriptor_call(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """General (and local, as llc) dynamic: the CALL whose callee is the TLS_ADDRESS is the
    TLS descriptor sequence, TPIDR_EL0 added (the result, in x0, is the address)."""
    sel.emit(II.TLSDESC_CALL, [Sym(b["f"].name, 0)])
    return []


PATTERNS = [Pat(tls_sym("s"), tls_address),
            Pat(N.CALL(tls_sym("f"), variadic=True), tls_descriptor_call)]
