"""SPARC thread-local addresses (TLS_ADDRESS), in the sequences llc-16 emits (SPARC
ABI supplement "Thread-Local Storage"; Drepper, "ELF Handling For Thread-Local
Storage" 4.1 and 4.2):

    local exec     sethi %tle_hix22(x), %o0              R_SPARC_TLS_LE_HIX22
                   xor %o0, %tle_lox10(x), %o0           R_SPARC_TLS_LE_LOX10
                   add %g7, %o0, %o0
    initial exec   sethi %tie_hi22(x), %o1               R_SPARC_TLS_IE_HI22
                   add %o1, %tie_lo10(x), %o1            R_SPARC_TLS_IE_LO10
                   ld [%l7+%o1], %o0, %tie_ld(x)         R_SPARC_TLS_IE_LD (marker)
                   add %g7, %o0, %o0, %tie_add(x)        R_SPARC_TLS_IE_ADD (marker)
    general dynamic  sethi %tgd_hi22(x), %g1 ; add %g1, %tgd_lo10(x), %g1
                   add %l7, %g1, %o0, %tgd_add(x)        R_SPARC_TLS_GD_* (GOT pair)
                   call __tls_get_addr, %tgd_call(x) ; nop

%g7 is the thread pointer (variant II: offsets are negative; the sethi/xor pair builds
them from their complement). Initial exec reads a GOT slot, from the function's GOT
base register (patterns.got_load's GETPCX, also in static code, as llc does).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import Sym
from pyllc.codegen.patterns import N, Pat, tls_sym
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.patterns import got_base
from pyllc.targets.sparc.registers import GPR, G

MODELS = ("le", "ie", "ld", "gd")
G7 = G[7]


def tls_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """%g7 plus the variable's offset, by model."""
    s = b["s"]
    rd = sel.new_vreg(GPR)
    hi, lo = sel.new_vreg(GPR), sel.new_vreg(GPR)
    if s.modifier == "ie":
        base = got_base(sel)
        sel.emit(I.SETHI, [hi, Sym(s.name, 0, "tie_hi22")])
        sel.emit(I.ADDri, [lo, hi, Sym(s.name, 0, "tie_lo10")])
        off = sel.new_vreg(GPR)
        sel.emit(I.LDrr_tie, [off, base, lo, Sym(s.name, 0, "tie_ld")])
        sel.emit(I.ADDrr_tie, [rd, G7, off, Sym(s.name, 0, "tie_add")])
        return [rd]
    sel.emit(I.SETHI, [hi, Sym(s.name, 0, "tle_hix22")])
    sel.emit(I.XORri, [lo, hi, Sym(s.name, 0, "tle_lox10")])
    sel.emit(I.ADDrr, [rd, G7, lo])
    return [rd]


def tls_get_addr(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """General (and local) dynamic: the CALL whose callee is the TLS_ADDRESS is the
    %tgd_* sequence from the function's GOT base (llc's local dynamic %tldm/%tldo pair
    is not used: general dynamic serves local variables too)."""
    sel.emit(I.TLS_GD_CALL, [got_base(sel), Sym(b["f"].name, 0)])
    return []


PATTERNS = [Pat(tls_sym("s"), tls_address),
            Pat(N.CALL(tls_sym("f"), variadic=True), tls_get_addr)]
