# mypy: disable-error-code="no-any-return"
"""Folds for select and phi (cf. InstCombineSelect.cpp, InstCombinePHI.cpp)."""
from __future__ import annotations

from typing import Any

from pyllc.ir import I1, ConstantInt, Instruction, PhiNode, PoisonValue
from pyllc.ir.values import Value
from pyllc.opt import constfold
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import is_all_ones, is_one, is_zero, op_of
from pyllc.opt.irutil import set_operand


def select_known(i: Any, c: Combiner) -> Value | None:
    """select true/false/poison, A, B -> A/B/poison ; select C, A, A -> A."""
    cond, a, b = i.operands
    return constfold.fold_select(cond, a, b)


def select_bool_consts(i: Any, c: Combiner) -> Value | None:
    """select C, true, false -> C ; select C, false, true -> C ^ true (i1 result)."""
    cond, a, b = i.operands
    if not (i.type.is_int and i.type.bits == 1) or cond.type != i.type:
        return None
    if is_one(a) and is_zero(b):
        return cond
    if is_zero(a) and is_one(b):
        return c.binop("xor", cond, ConstantInt(I1, 1))
    return None


def select_not_cond(i: Any, c: Combiner) -> Value | None:
    """select (C ^ true), A, B -> select C, B, A."""
    cond, a, b = i.operands
    x = op_of(cond, "xor")
    if x is not None and is_all_ones(x.operands[1]) and x.type.is_int and x.type.bits == 1:
        set_operand(i, 0, x.operands[0])
        set_operand(i, 1, b)
        set_operand(i, 2, a)
        return i
    return None


def select_eq_arms(i: Any, c: Combiner) -> Value | None:
    """select (icmp eq X, Y), X, Y -> Y ; select (icmp ne X, Y), X, Y -> X."""
    cond, a, b = i.operands
    cmp = op_of(cond, "icmp")
    if cmp is None or cmp.predicate not in ("eq", "ne"):
        return None
    x, y = cmp.operands
    if (a is x and b is y) or (a is y and b is x):
        return b if cmp.predicate == "eq" else a
    return None


#: icmp predicates LLVM does not keep in a one-use select condition, and their inverses
_NON_CANONICAL = {"ne": "eq", "ule": "ugt", "sle": "sgt", "uge": "ult", "sge": "slt"}


def select_canonical_pred(i: Any, c: Combiner) -> Value | None:
    """select (icmp ne/ule/sle/uge/sge X, Y), A, B -> select (icmp eq/ugt/sgt/ult/slt X, Y), B, A
    when the compare has no other use (LLVM's canonical predicates: the inverted compare
    then matches the others on X, Y, and GVN/CSE merges them). `icmp !P` is `not (icmp P)`
    for every input, poison included."""
    cond, a, b = i.operands
    cmp = op_of(cond, "icmp")
    if cmp is None or cmp.predicate not in _NON_CANONICAL or not cmp.has_one_use():
        return None
    cmp.predicate = _NON_CANONICAL[cmp.predicate]
    set_operand(i, 1, b)
    set_operand(i, 2, a)
    c.push(cmp)
    return i


def phi_same_incoming(i: Any, c: Combiner) -> Value | None:
    """phi [X, a], [X, b], [self, c] -> X."""
    assert isinstance(i, PhiNode)
    same: Value | None = None
    ops = i.operands
    for k in range(0, len(ops), 2):
        v = ops[k]
        if v is i or v is same:
            continue
        if same is not None:
            return None
        same = v
    if same is None:
        return PoisonValue(i.type)
    if isinstance(same, Instruction) and _in_loop_header_hazard(i, same):
        return None
    return same


def _in_loop_header_hazard(phi: Any, v: Any) -> bool:
    """Only replace by an instruction that still dominates the phi's uses: here, one
    defined in a block other than the phi's own (self references only come through
    back edges, so the single incoming value dominates the phi)."""
    return v.parent is phi.parent and v.opcode != "phi"


FOLDS: dict[str, list[Fold]] = {
    "select": [select_known, select_bool_consts, select_not_cond, select_eq_arms,
               select_canonical_pred],
    "phi": [phi_same_incoming],
}
