"""AArch64: adding a comparison's 0/1 result as one conditional increment
(`cmp` + `cinc`, C6.2.70 CSINC: rd = cond ? rn : rm + 1), as llc's
`(add x, (zext (setcc)))` -> CSINC patterns.

C counts with comparisons (`n += a[i] != 0`, `s += x < y`): the IR adds the `zext` of
an `icmp`. Selected piecewise that is `cmp`, `cset`, `add`; with the increment folded
into the condition it is `cmp`, `cinc rd, x, cc` (= `csinc rd, x, x, !cc`), one
instruction fewer wherever it runs, twice in an unrolled loop's body per element.

Also `brcond ((x & 0xffffffff) ==/!= 0)` as cbz/cbnz of x's W view (`branch_low_word`),
where llc keeps the i32 counter in a W register and pyllc had `tst x, #0xffffffff`.

Contract: PATTERNS for the pattern table; they match ADD(x, SETCC) and
ADD(x, ZERO_EXTEND(SETCC)) where the add is the compare's only user, for integer
compares whose conditions map to one A64
condition (every integer predicate does), with the compare's operands in registers or
a cmp immediate. The flags are set right before the csinc, as every compare user here.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.patterns import N, Pat, bb, cond, cst, imm, reg
from pyllc.codegen.records import COPY
from pyllc.targets.aarch64.instrs import INSTRS as I
from pyllc.targets.aarch64.patterns import CMPIMM, INT_CC, INT_VTS, INVERT, _sfx, emit_compare


def add_setcc(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """x + (a cc b) -> cmp a, b ; csinc rd, x, x, !cc."""
    vt = node_.vts[0]
    (c,) = emit_compare(sel, b, b["cc"])
    x = sel.operand(b["u"])
    rd = sel.new_vreg(vt)
    sel.emit(I[f"CSINC{_sfx(vt)}r"], [rd, x, x, INVERT[c]])
    return [rd]


def branch_low_word(zero: bool) -> Any:
    """brcond ((x & 0xffffffff) ==/!= 0) -> cbz/cbnz on x's W view (C6.2.47): a 32-bit
    loop counter kept in an X register tests its low word without a `tst`."""
    def hook(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
        w = sel.new_vreg("i32")
        sel.emit(COPY, [w, sel.operand(b["x"])])
        sel.emit(I["CBZW" if zero else "CBNZW"], [w, b["d"]])
        return []
    hook.__name__ = "cbz_low_word" if zero else "cbnz_low_word"
    return hook


def _one_use(n: Any) -> bool:
    """The compare (or its extension) feeds only this add: with other users it is
    computed anyway, and folding it here would compare twice."""
    return len(set(n.users)) == 1


def _patterns() -> list[Pat]:
    pats: list[Pat] = []
    for cc_, zero in (("eq", True), ("ne", False)):
        low = N.AND(reg("x", "i64"), cst(0xFFFFFFFF))
        pats.append(Pat(N.BRCOND(N.SETCC(low, cst(0), cond(cc_)), bb("d")),
                        branch_low_word(zero), prio=4))
    ccs = tuple(INT_CC)
    for vt in INT_VTS:              # the compared operands' type
        a = reg("a", vt)
        for rhs in (reg("b", vt), imm("c", CMPIMM)):
            for rvt in INT_VTS:     # the sum's type
                flag = N.SETCC(a, rhs, cond(*ccs, name="cc"), vt=rvt, pred=_one_use)
                u = reg("u", rvt)
                pats += [Pat(N.ADD(u, flag), add_setcc, prio=1),
                         Pat(N.ADD(flag, u), add_setcc, prio=1)]
            wide = N.ZERO_EXTEND(N.SETCC(a, rhs, cond(*ccs, name="cc"), vt="i32", pred=_one_use),
                                 vt="i64", pred=_one_use)
            pats += [Pat(N.ADD(reg("u", "i64"), wide), add_setcc, prio=1),
                     Pat(N.ADD(wide, reg("u", "i64")), add_setcc, prio=1)]
    return pats


PATTERNS = _patterns()
