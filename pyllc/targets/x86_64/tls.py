"""x86-64 thread-local addresses (TLS_ADDRESS), in the sequences llc-16 emits
(SysV AMD64 ABI 3.4.6; Drepper, "ELF Handling For Thread-Local Storage" 4.3/4.4):

    local exec     movq %fs:0, %rax ; leaq x@TPOFF(%rax), %rax          R_X86_64_TPOFF32
    initial exec   movq %fs:0, %rax ; addq x@GOTTPOFF(%rip), %rax       R_X86_64_GOTTPOFF
    general dynamic  data16 leaq x@TLSGD(%rip), %rdi                    R_X86_64_TLSGD
                   data16 data16 rex64 callq __tls_get_addr@PLT         R_X86_64_PLT32
    local dynamic  leaq x@TLSLD(%rip), %rdi                             R_X86_64_TLSLD
                   callq __tls_get_addr@PLT      (once per block)       R_X86_64_PLT32
                   leaq x@DTPOFF(%rax), %rcx                            R_X86_64_DTPOFF32

%fs:0 holds the thread pointer itself (variant II: the TLS block lies below it, so the
offsets are negative).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import Sym
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import N, Pat, reg, tls_sym
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.registers import GR64

MODELS = ("le", "ie", "ld", "gd")


def tls_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """The thread pointer plus the variable's offset, by model; for local dynamic the
    variable's offset in the module's block (`dtpoff`, added to the call's result)."""
    s = b["s"]
    if s.modifier == "dtpoff":        # alone (not folded by `dtpoff_add`)
        rd = sel.new_vreg(GR64)
        sel.emit(I.MOV64ri32, [rd, Sym(s.name, 0, "dtpoff")])
        return [rd]
    tp = sel.new_vreg(GR64)
    sel.emit(I.MOV64rm_fs0, [tp])
    rd = sel.new_vreg(GR64)
    if s.modifier == "le":
        sel.emit(I.LEA64r_tpoff, [rd, tp, Sym(s.name, 0, "tpoff")])
    else:
        sel.emit(I.ADD64rm_rip, [rd, Sym(s.name, 0, "gottpoff"), tp])
    return [rd]


def tls_get_addr(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """General and local dynamic: the CALL whose callee is the TLS_ADDRESS (isel/build.py
    tls_address) is the fixed `data16 leaq x@TLSGD(%rip), %rdi ... call __tls_get_addr`
    sequence, or for the module's block `leaq x@TLSLD(%rip), %rdi; call ...`."""
    f = b["f"]
    if f.modifier == "ld":
        sel.emit(I.TLS_LD_CALL64, [Sym(f.name, 0, "tlsld")])
    else:
        sel.emit(I.TLS_GD_CALL64, [Sym(f.name, 0, "tlsgd")])
    return []


def _is_dtpoff(v: Any) -> bool:
    return v[0].op == Op.TLS_ADDRESS and v[0].attr[1] == "dtpoff"


def dtpoff_add(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """Local dynamic: the module's block (the call's result) plus x@DTPOFF, one `leaq`."""
    rd = sel.new_vreg(GR64)
    sel.emit(I.LEA64r_tpoff, [rd, sel.operand(b["b"]), Sym(b["s"].name, 0, "dtpoff")])
    return [rd]


PATTERNS = [Pat(tls_sym("s"), tls_address),
            Pat(N.ADD(reg("b", "i64"), tls_sym("s"), pred=lambda n: _is_dtpoff(n.ops[1])),
                dtpoff_add),
            Pat(N.ADD(tls_sym("s"), reg("b", "i64"), pred=lambda n: _is_dtpoff(n.ops[0])),
                dtpoff_add),
            Pat(N.CALL(tls_sym("f"), variadic=True), tls_get_addr)]
