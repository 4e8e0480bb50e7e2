"""Multiplication and division of integers wider than 128 bits, expanded on the IR.

No runtime library has helpers past 128 bits (`__multi3`, `__divti3` stop there). LLVM 16
expands such a `mul` in the DAG legalizer (a schoolbook product of legal halves) and
`udiv sdiv urem srem` with the IR pass ExpandLargeDivRem (a shift-subtract loop). pyllc
does both on the IR, right before isel (one place, and the loop needs control flow the
per-block DAG cannot make):

- `mul iN`: the operands cut into 32-bit limbs (zero-extended to i64), the schoolbook
  product of the limbs that land below bit N (each step `a_i * b_j + r_(i+j) + carry`
  fits in 64 bits), the limbs put back together. Straight-line code, O((N/32)^2).
- `udiv/urem iN`: restoring division, one quotient bit per iteration, most significant
  first, with the partial remainder one bit wider than N (2r + 1 < 2^(N+1));
- `sdiv/srem iN`: the magnitudes divided unsigned, the quotient negated when the signs
  differ, the remainder given the dividend's sign (C's truncating division).
Division by zero is undefined behaviour in IR; the loop then gives all-ones quotients.

Contract: requires a verified function; after it no `mul`/`div`/`rem` wider than 128
bits is left (vectors of such integers are not handled: the legalizer reports them);
the value of every replaced instruction is unchanged; new blocks are named
`<block>.div.{loop,tail}`.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir.builder import IRBuilder
from pyllc.ir.constants import ConstantInt
from pyllc.ir.instructions import BinaryOperator
from pyllc.ir.types import I32, I64, IntType

WIDEST_LIBCALL = 128
DIVS = ("udiv", "urem", "sdiv", "srem")
_EXPANDED = ("mul", *DIVS)


def _is_wide(inst: Any) -> bool:
    return (isinstance(inst, BinaryOperator) and inst.opcode in _EXPANDED
            and isinstance(inst.type, IntType) and inst.type.bits > WIDEST_LIBCALL)


def expand_wide_ints(module: Any) -> int:
    """Rewrite every wide `mul`/`div`/`rem` of `module`; returns how many."""
    count = 0
    for fn in module.functions:
        if fn.is_declaration:
            continue
        todo = [i for b in fn.blocks for i in b.instructions if _is_wide(i)]
        for inst in todo:
            if inst.opcode == "mul":
                _expand_mul(inst)
            else:
                _expand_div(inst)
            count += 1
    return count


def _c(t: Any, v: int) -> ConstantInt:
    return ConstantInt(t, v)


def _expand_mul(inst: Any) -> None:
    t = inst.type
    n = t.bits
    b = IRBuilder(inst.parent, inst)
    limbs = -(-n // 32)
    mask = _c(I64, 0xFFFFFFFF)

    def limb(v: Any, k: int) -> Any:
        x = b.binop("lshr", v, _c(t, 32 * k)) if k else v
        return b.cast("zext", b.cast("trunc", x, IntType.get(32)), I64)

    a = [limb(inst.operands[0], k) for k in range(limbs)]
    c = [limb(inst.operands[1], k) for k in range(limbs)]
    r: list[Any] = [_c(I64, 0)] * limbs
    for i in range(limbs):
        carry: Any = _c(I64, 0)
        for j in range(limbs - i):
            s = b.add(b.add(b.mul(a[i], c[j]), r[i + j]), carry)
            r[i + j] = b.and_(s, mask)
            carry = b.binop("lshr", s, _c(I64, 32))
    acc: Any = None
    for k in range(limbs):
        x = b.cast("zext", r[k], t) if n > 64 else r[k]
        if k:
            x = b.shl(x, _c(t, 32 * k))
        acc = x if acc is None else b.or_(acc, x)
    inst.replace_all_uses_with(acc)
    inst.erase_from_parent()


def _expand_div(inst: Any) -> None:
    op = inst.opcode
    t = inst.type
    n = t.bits
    head = inst.parent
    assert head is not None
    base = head.name or "bb"
    tail = head.split_block(inst, f"{base}.div.tail")
    head_br = head.terminator
    assert head_br is not None
    loop = head.split_block(head_br, f"{base}.div.loop")
    b = IRBuilder(head, head.terminator)
    num, den = inst.operands
    if op in ("sdiv", "srem"):
        sn = b.binop("ashr", num, _c(t, n - 1))           # 0 or -1
        sd = b.binop("ashr", den, _c(t, n - 1))
        num = b.sub(b.xor(num, sn), sn)                   # |num| (as unsigned)
        den = b.sub(b.xor(den, sd), sd)
    w = IntType.get(n + 1)                                 # room for 2r + 1
    wden = b.cast("zext", den, w)
    loop_br = loop.terminator
    assert loop_br is not None
    lb = IRBuilder(loop, loop_br)
    i = lb.phi(I32, [(_c(I32, 0), head)])
    a = lb.phi(t, [(num, head)])
    r = lb.phi(w, [(_c(w, 0), head)])
    q = lb.phi(t, [(_c(t, 0), head)])
    top = lb.cast("zext", lb.binop("lshr", a, _c(t, n - 1)), w)
    r2 = lb.or_(lb.shl(r, _c(w, 1)), top)
    ge = lb.icmp("uge", r2, wden)
    r3 = lb.select(ge, lb.sub(r2, wden), r2)
    q1 = lb.or_(lb.shl(q, _c(t, 1)), lb.cast("zext", ge, t))
    a1 = lb.shl(a, _c(t, 1))
    i1 = lb.add(i, _c(I32, 1))
    for phi, v in ((i, i1), (a, a1), (r, r3), (q, q1)):
        phi.add_incoming(v, loop)
    lb.cond_br(lb.icmp("eq", i1, _c(I32, n)), tail, loop)
    loop_br.erase_from_parent()
    tb = IRBuilder(tail, inst)
    if op in ("udiv", "sdiv"):
        res: Any = q1
        if op == "sdiv":
            s = tb.xor(sn, sd)
            res = tb.sub(tb.xor(q1, s), s)
    else:
        res = tb.cast("trunc", r3, t)
        if op == "srem":
            res = tb.sub(tb.xor(res, sn), sn)
    inst.replace_all_uses_with(res)
    inst.erase_from_parent()
