"""x86-64 compares and what reads their flags: setcc, brcond and select.

Flags never cross a hook: every compare is emitted together with its consumer (cmp +
jcc, cmp + setcc + movzbl, cmp + cmovcc) in one output hook, after all their register
operands exist, so no instruction that writes EFLAGS can come in between. An FP
select is a cmov on the bit patterns in GPRs (movq there and back): no diamond."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.opcodes import SWAP_CC, Op
from pyllc.codegen.patterns import (
    N,
    Pat,
    bb,
    cond,
    const,
    cst,
    reg,
    signed_value,
)
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.addressing import (
    CMP_LOADED,
    LOADED,
    compare_fits,
    emit_mem,
    fits32,
)
from pyllc.targets.x86_64.pattern_vts import FP_VTS, INT_VTS, W
from pyllc.targets.x86_64.registers import FR32, FR64, GR8, GR32, GR64, Z32

INT_CC = {"eq": "e", "ne": "ne", "slt": "l", "sle": "le", "sgt": "g", "sge": "ge",
          "ult": "b", "ule": "be", "ugt": "a", "uge": "ae"}
# ucomis src2, src1 sets CF/ZF/PF for src1 ? src2 (unordered: all three set).
# predicate -> (x86 cc, swap operands); oeq/une need two flags (see `_fp_flag_value`).
FP_CC = {"ogt": ("a", False), "oge": ("ae", False), "olt": ("a", True), "ole": ("ae", True),
         "ult": ("b", False), "ule": ("be", False), "ugt": ("b", True), "uge": ("be", True),
         "ueq": ("e", False), "one": ("ne", False), "ord": ("np", False), "uno": ("p", False),
         "eq": ("e", False), "ne": ("ne", False), "lt": ("b", False), "le": ("be", False),
         "gt": ("a", False), "ge": ("ae", False)}
TWO_FLAG = ("oeq", "une")
ALL_FP_CCS = tuple(FP_CC) + TWO_FLAG


def _imm_ok(sel: Any, v: Any) -> int | None:
    n = v[0]
    if n.op == Op.CONSTANT:
        s = signed_value(n.attr, n.vts[v[1]])
        if fits32(s):
            return s
    return None


def emit_compare(sel: Any, b: dict[str, Any], cc: str) -> tuple[str, ...]:
    """Emit the compare of b["a"] with b["b"] for predicate `cc`; returns the x86
    condition code(s) that are true when the predicate holds (two for oeq: both,
    une: either)."""
    if "m" in b:                                  # (x & m) ==/!= 0: test $m, x
        x = b["x"]
        sel.emit(I.INSTRS[f"TEST{W[x[0].vts[x[1]]]}ri"], [sel.operand(x), b["m"]])
        return (INT_CC[cc],)
    if "a" not in b:                              # cmp $k, mem: flags of [mem] - k
        w = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}[b["fold"].node.attr.vt]
        k = b["k"] & ((1 << w) - 1)
        k = k - (1 << w) if k >> (w - 1) else k
        emit_mem(sel, f"CMP{w}mi8" if w > 8 and -128 <= k < 128 else f"CMP{w}mi", [], b, [k])
        return (INT_CC[cc],)
    a, rhs = b["a"], b.get("b")
    vt = a[0].vts[a[1]]
    if "fold" in b:                               # cmp mem, a: flags of a - [mem]
        emit_mem(sel, f"CMP{W[vt]}rm", [], b, [sel.operand(a)])
        return (INT_CC[cc],)
    if vt in FP_VTS:
        ucom = I.UCOMISSrr if vt == "f32" else I.UCOMISDrr
        ra, rb = sel.operand(a), sel.operand(rhs)
        if cc in TWO_FLAG:
            sel.emit(ucom, [ra, rb])
            return ("e", "np") if cc == "oeq" else ("ne", "p")
        x86, swap = FP_CC[cc]
        sel.emit(ucom, [rb, ra] if swap else [ra, rb])
        return (x86,)
    w = W[vt]
    k = b["k"] if rhs is None else _imm_ok(sel, rhs)
    if k is not None:
        if k == 0:
            # `test r, r` sets ZF SF PF from r and clears CF and OF exactly as
            # `cmp $0, r` does (SDM "CMP", "TEST"), one byte shorter: any condition
            r = sel.operand(a)
            sel.emit(I.INSTRS[f"TEST{w}rr"], [r, r])
        else:
            sel.emit(I.INSTRS[f"CMP{w}ri"], [sel.operand(a), k])
    else:
        sel.emit(I.INSTRS[f"CMP{w}rr"], [sel.operand(a), sel.operand(rhs)])
    return (INT_CC[cc],)


def _bool_from_flags(sel: Any, ccs: tuple[str, ...], vt: str) -> Any:
    """0/1 in a register of type vt from the flags (setcc + movzbl; two flags: and/or)."""
    bytes_ = []
    for c in ccs:
        r8 = sel.new_vreg(GR8)
        sel.emit(I.SETCCr, [r8, c])
        bytes_.append(r8)
    vals = []
    for r8 in bytes_:
        rd = sel.new_vreg(GR32 if vt == "i32" else Z32)
        sel.emit(I.MOVZX32rr8 if vt == "i32" else I.MOVZX64rr8, [rd, r8])
        vals.append(rd)
    if len(vals) == 1:
        return vals[0]
    op = I.AND32rr if ccs == ("e", "np") else I.OR32rr
    rd = sel.new_vreg(GR32 if vt == "i32" else Z32)
    sel.emit(op, [rd, vals[0], vals[1]])
    return rd


def setcc(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    ccs = emit_compare(sel, b, b["cc"])
    return [_bool_from_flags(sel, ccs, node.vts[0])]


def _test_nonzero(sel: Any, c: Any) -> None:
    r = sel.operand(c)
    vt = c[0].vts[c[1]]
    sel.emit(I.TEST64rr if vt == "i64" else I.TEST32rr, [r, r])


def brcond_setcc(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    ccs = emit_compare(sel, b, b["cc"])
    dest = b["d"]
    if len(ccs) == 1:
        sel.emit(I.JCC_1, [dest, ccs[0]])
    else:
        v = _bool_from_flags(sel, ccs, "i32")
        sel.emit(I.TEST32rr, [v, v])
        sel.emit(I.JCC_1, [dest, "ne"])
    return []


def brcond(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    _test_nonzero(sel, b["c"])
    sel.emit(I.JCC_1, [b["d"], "ne"])
    return []


def _cmov(sel: Any, vt: str, cc: str, t: Any, f: Any) -> Any:
    """dst = cc ? t : f (f is the tied source)."""
    if vt in INT_VTS:
        rd = sel.new_vreg(GR32 if vt == "i32" else GR64)
        sel.emit(I.CMOV32rr if vt == "i32" else I.CMOV64rr, [rd, f, t, cc])
        return rd
    raise AssertionError(vt)


def _fp_select(sel: Any, vt: str, flags: Any, t: Any, f: Any) -> Any:
    """FP select through the integer registers: movq/movd both out, cmov, move back.
    `flags()` emits the compare and returns the x86 cc (called after the moves, which
    leave the flags alone but must not sit between compare and cmov anyway)."""
    to_i, to_f = ((I.MOVDSSto32, I.MOVD32toSS) if vt == "f32"
                  else (I.MOVQSDto64, I.MOVQ64toSD))
    ivt = "i32" if vt == "f32" else "i64"
    ti, fi_ = sel.new_vreg(GR32 if vt == "f32" else GR64), sel.new_vreg(GR32 if vt == "f32" else GR64)
    sel.emit(to_i, [ti, t])
    sel.emit(to_i, [fi_, f])
    cc = flags()
    r = _cmov(sel, ivt, cc, ti, fi_)
    rd = sel.new_vreg(FR32 if vt == "f32" else FR64)
    sel.emit(to_f, [rd, r])
    return rd


def select_setcc(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    vt = node.vts[0]
    t, f = sel.operand(b["t"]), sel.operand(b["f"])

    def flags() -> str:
        ccs = emit_compare(sel, b, b["cc"])
        if len(ccs) == 1:
            return ccs[0]
        v = _bool_from_flags(sel, ccs, "i32")
        sel.emit(I.TEST32rr, [v, v])
        return "ne"
    if vt in FP_VTS:
        return [_fp_select(sel, vt, flags, t, f)]
    cc = flags()
    return [_cmov(sel, vt, cc, t, f)]


def select(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    vt = node.vts[0]
    t, f = sel.operand(b["t"]), sel.operand(b["f"])

    def flags() -> str:
        _test_nonzero(sel, b["c"])
        return "ne"
    if vt in FP_VTS:
        return [_fp_select(sel, vt, flags, t, f)]
    cc = flags()
    return [_cmov(sel, vt, cc, t, f)]


def _swapped(hook: Any) -> Any:
    """`hook` for SETCC(load, a, cc): `cmp mem, a` computes a - [mem], so the predicate
    is read with its operands swapped (slt -> sgt, ult -> ugt; eq, ne stay)."""
    def swapped(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        return hook(sel, node, {**b, "cc": SWAP_CC[b["cc"]]})
    swapped.__name__ = f"swapped_{hook.__name__}"
    return swapped


def patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt in INT_VTS:
        a, c = reg("a", vt), cond(*INT_CC, name="cc")
        # the register form, and the imm32 form (the constant is never put in a register)
        masked = N.AND(reg("x", vt), const(fits32, "m", "imm32", vt=vt))
        for lhs, rhs, cc, prio in (
                (a, reg("b", vt), c, 0), (a, const(fits32, "k", "imm32", vt=vt), c, 0),
                (masked, cst(0, vt=vt), cond("eq", "ne", name="cc"), 0),
                (a, LOADED, c, 1)):                       # cmp mem, reg
            pats += [
                Pat(N.SETCC(lhs, rhs, cc), setcc, prio=prio),
                Pat(N.BRCOND(N.SETCC(lhs, rhs, cc), bb("d")), brcond_setcc, prio=prio),
                Pat(N.SELECT(N.SETCC(lhs, rhs, cc), reg("t"), reg("f")), select_setcc,
                    prio=prio),
            ]
        # a load against a register (`cmp mem, reg`, the predicate swapped) and a load,
        # extended or not, against a constant (`cmpb $0, (%rdi)`)
        k = const(fits32, "k", "imm32", vt=vt)
        for cmp, wrap in ((N.SETCC(LOADED, a, c), _swapped),
                          (N.SETCC(CMP_LOADED, k, c, pred=compare_fits), lambda h: h)):
            pats += [Pat(cmp, wrap(setcc), prio=1),
                     Pat(N.BRCOND(cmp, bb("d")), wrap(brcond_setcc), prio=1),
                     Pat(N.SELECT(cmp, reg("t"), reg("f")), wrap(select_setcc), prio=1)]
    for vt in FP_VTS:
        a, bb_ = reg("a", vt), reg("b", vt)
        c = cond(*ALL_FP_CCS, name="cc")
        pats += [
            Pat(N.SETCC(a, bb_, c), setcc),
            Pat(N.BRCOND(N.SETCC(a, bb_, c), bb("d")), brcond_setcc),
            Pat(N.SELECT(N.SETCC(a, bb_, c), reg("t"), reg("f")), select_setcc),
        ]
    pats += [
        Pat(N.BRCOND(reg("c"), bb("d")), brcond),
        Pat(N.SELECT(reg("c"), reg("t"), reg("f")), select),
    ]
    return pats
