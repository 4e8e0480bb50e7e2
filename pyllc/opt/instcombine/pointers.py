# mypy: disable-error-code="no-any-return"
"""Folds over pointers with a common base and constant offsets (cf. LLVM's
InstCombiner::OptimizePointerDifference and foldGEPICmp).

Both pointers are walked back through `getelementptr`s whose indices are all
constants to one base value and a byte offset (DataLayout sizes):
- `sub (ptrtoint A), (ptrtoint B)` -> offset(A) - offset(B), when the integer is no
  wider than a pointer (ptrtoint then wraps like the address arithmetic does);
- `icmp eq/ne A, B` -> a constant for any such geps (equal offsets mean the same
  address); the ordered predicates need every gep `inbounds`, because only then the
  offsets cannot wrap around the address space and order the addresses.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import I1, ConstantInt, Instruction
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.aa import gep_constant_offset
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import op_of

DEPTH = 8


def base_and_offset(p: Value, dl: Any) -> tuple[Value, int, bool]:
    """(base, constant byte offset, every gep walked was inbounds)."""
    off = 0
    inbounds = True
    v: Any = p
    for _ in range(DEPTH):
        if not (isinstance(v, Instruction) and v.opcode == "getelementptr" and v.parent is not None):
            break
        k = gep_constant_offset(dl, v)
        if k is None:
            break
        off += k
        inbounds = inbounds and "inbounds" in v.flags
        v = v.operands[0]
    return v, off, inbounds


def _layout(c: Combiner) -> Any:
    return getattr(c.module, "datalayout", None)


def sub_pointer_difference(i: Any, c: Combiner) -> Value | None:
    """ptrtoint(P + C1) - ptrtoint(P + C2) -> C1 - C2."""
    a, b = op_of(i.operands[0], "ptrtoint"), op_of(i.operands[1], "ptrtoint")
    dl = _layout(c)
    if a is None or b is None or dl is None:
        return None
    pa, pb = a.operands[0], b.operands[0]
    if pa.type != pb.type or constfold.width(i.type) > 8 * dl.pointer_size(0) \
            or getattr(pa.type, "addrspace", 0):
        return None
    ba, oa, _ = base_and_offset(pa, dl)
    bb, ob, _ = base_and_offset(pb, dl)
    if ba is not bb or (pa is ba and pb is bb):
        return None
    mask = (1 << constfold.width(i.type)) - 1
    diff = (oa - ob) & mask
    if "nsw" in i.flags or "nuw" in i.flags:
        return None if not _fits(oa - ob, i) else ConstantInt(i.type, diff)
    return ConstantInt(i.type, diff)


def _fits(d: int, i: Any) -> bool:
    """The exact difference is representable (else the flagged sub is poison: leave it)."""
    bits = constfold.width(i.type)
    if "nuw" in i.flags and d < 0:
        return False
    return not ("nsw" in i.flags and not -(1 << (bits - 1)) <= d < (1 << (bits - 1)))


_ORDER = {"ult": lambda x, y: x < y, "ule": lambda x, y: x <= y, "ugt": lambda x, y: x > y,
          "uge": lambda x, y: x >= y, "slt": lambda x, y: x < y, "sle": lambda x, y: x <= y,
          "sgt": lambda x, y: x > y, "sge": lambda x, y: x >= y}


def icmp_same_base(i: Any, c: Combiner) -> Value | None:
    """icmp P (B + C1), (B + C2) -> true/false."""
    a, b = i.operands
    dl = _layout(c)
    if not a.type.is_pointer or dl is None or a is b:
        return None
    ba, oa, ia = base_and_offset(a, dl)
    bb, ob, ib = base_and_offset(b, dl)
    if ba is not bb or (a is ba and b is bb):
        return None
    pred = i.predicate
    if pred in ("eq", "ne"):
        if abs(oa - ob) >= 1 << (8 * dl.pointer_size(0) - 1):
            return None
        return ConstantInt(I1, int((oa == ob) == (pred == "eq")))
    # ordered: only when both walks stayed inbounds; signed predicates on pointers
    # compare the same way then only if neither crosses the sign boundary: unsigned only
    if not (ia and ib) or pred not in ("ult", "ule", "ugt", "uge"):
        return None
    return ConstantInt(I1, int(_ORDER[pred](oa, ob)))


FOLDS: dict[str, list[Fold]] = {
    "sub": [sub_pointer_difference],
    "icmp": [icmp_same_base],
}
