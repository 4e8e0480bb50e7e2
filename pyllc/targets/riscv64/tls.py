"""RISC-V thread-local addresses (TLS_ADDRESS), in the sequences llc-16 emits (RISC-V
ELF psABI, "Thread Local Storage"):

    local exec     lui a0, %tprel_hi(x)                  R_RISCV_TPREL_HI20
                   add a0, a0, tp, %tprel_add(x)         R_RISCV_TPREL_ADD (marker)
                   addi a0, a0, %tprel_lo(x)             R_RISCV_TPREL_LO12_I
    initial exec   la.tls.ie a0, x                       auipc %tls_ie_pcrel_hi (R_RISCV_TLS_GOT_HI20)
                                                         + ld %pcrel_lo
                   add a0, a0, tp
    general dynamic  la.tls.gd a0, x                     auipc %tls_gd_pcrel_hi (R_RISCV_TLS_GD_HI20)
                                                         + addi %pcrel_lo
                   call __tls_get_addr@plt

tp (x4) points at the TLS block itself, so offsets are positive.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import Sym
from pyllc.codegen.patterns import N, Pat, tls_sym
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.registers import GPR, TP

MODELS = ("le", "ie", "ld", "gd")


def tls_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """tp plus the variable's offset, by model."""
    s = b["s"]
    rd = sel.new_vreg(GPR)
    if s.modifier == "ie":
        off = sel.new_vreg(GPR)
        sel.emit(I.PseudoLA_TLS_IE, [off, Sym(s.name, 0)])
        sel.emit(I.ADD, [rd, off, TP])
        return [rd]
    hi = sel.new_vreg(GPR)
    sel.emit(I.LUI, [hi, Sym(s.name, 0, "tprel_hi")])
    mid = sel.new_vreg(GPR)
    sel.emit(I.ADD_TPREL, [mid, hi, TP, Sym(s.name, 0, "tprel_add")])
    sel.emit(I.ADDI, [rd, mid, Sym(s.name, 0, "tprel_lo")])
    return [rd]


def tls_get_addr(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """General (and local, as llc-16 does on RISC-V) dynamic: the CALL whose callee is the
    TLS_ADDRESS is `la.tls.gd a0, x` + `call __tls_get_addr@plt`."""
    sel.emit(I.PseudoTLS_GD_CALL, [Sym(b["f"].name, 0)])
    return []


PATTERNS = [Pat(tls_sym("s"), tls_address),
            Pat(N.CALL(tls_sym("f"), variadic=True), tls_get_addr)]
