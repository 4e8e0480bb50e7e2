"""x86-64 thread-local addresses (TLS_ADDRESS), in the sequences llc-16 emits
(SysV AMD64 ABI 3.4.6; Drepper, "ELF Handling For Thread-Local Storage" 4.3/4.4):

    local exec     movq %fs:0, %rax ; leaq x@TPOFF(%rax), %rax          R_X86_64_TPOFF32
    initial exec   movq %fs:0, %rax ; addq x@GOTTPOFF(%rip), %rax       R_X86_64_GOTTPOFF
    general dynamic  data16 leaq x@TLSGD(%rip), %rdi                    R_X86_64_TLSGD
                   data16 data16 rex64 callq __tls_get_addr@PLT         R_X86_64_PLT32

%fs:0 holds the thread pointer itself (variant II: the TLS block lies below it, so the
offsets are negative).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import Sym
from pyllc.codegen.patterns import N, Pat, tls_sym
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.registers import GR64

MODELS = ("le", "ie", "ld", "gd")


def tls_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """The thread pointer plus the variable's offset, by model."""
    s = b["s"]
    tp = sel.new_vreg(GR64)
    sel.emit(I.MOV64rm_fs0, [tp])
    rd = sel.new_vreg(GR64)
    if s.modifier == "le":
        sel.emit(I.LEA64r_tpoff, [rd, tp, Sym(s.name, 0, "tpoff")])
    else:
        sel.emit(I.ADD64rm_rip, [rd, Sym(s.name, 0, "gottpoff"), tp])
    return [rd]


def tls_get_addr(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """General (and local) dynamic: the CALL whose callee is the TLS_ADDRESS (isel/build.py
    tls_address) is the fixed `data16 leaq x@TLSGD(%rip), %rdi ... call __tls_get_addr`
    sequence; local dynamic uses it too (llc's TLSLD form saves calls for several local
    variables of one function, not implemented)."""
    sel.emit(I.TLS_GD_CALL64, [Sym(b["f"].name, 0, "tlsgd")])
    return []


PATTERNS = [Pat(tls_sym("s"), tls_address),
            Pat(N.CALL(tls_sym("f"), variadic=True), tls_get_addr)]
