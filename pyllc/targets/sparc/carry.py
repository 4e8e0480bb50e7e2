"""SPARC V8 64-bit add and subtract through the carry flag: `addcc` + `addxcc`,
`subcc` + `subxcc` (SPARC V8 manual B.2/B.3; LLVM's ADDC/ADDE and SUBC/SUBE patterns
of SparcInstrInfo.td).

SPARC has no 64-bit integer registers, so the type legalizer splits an `i64` add into
halves. Its generic expansion computes the carry as a value (`lo = al + bl`, `c = lo <u
al`, `hi = ah + bh + c`): `add`, `cmp`, `addx %g0, 0`, `add`, `add`, five instructions
where the flags give it in two. This module takes the i64 ADD and SUB over (CUSTOM type
legalization, `lower_add` / `lower_sub`) and builds two target nodes glued together,
so the scheduler keeps them adjacent and nothing between them can overwrite icc:

    lo, glue = ADDCC(al, bl)          addcc: lo = al + bl, icc.c = the carry out
    hi       = ADDXCC(ah, bh, glue)   addxcc: hi = ah + bh + icc.c
    (SUBCC / SUBXCC the same with the borrow)

The result is BUILD_PAIR(lo, hi), which the type legalizer splits again into its halves.

Contract: `lower_add`/`lower_sub` are called only for ADD/SUB of i64 (the CUSTOM actions
`ACTIONS` lists); the patterns select the four nodes with register or simm13 operands.
Spill code the allocator may put between the two instructions (ld, st, mov, sethi, or)
leaves icc alone.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Node, SelectionDAG, Value
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import Pat, imm, node, reg
from pyllc.codegen.records import CUSTOM
from pyllc.targets.sparc import instrs as I


class CarryOp:
    """The glued carry nodes (see the module docstring)."""
    ADDCC = "sparc.addcc"
    ADDXCC = "sparc.addxcc"
    SUBCC = "sparc.subcc"
    SUBXCC = "sparc.subxcc"


def _halves(dag: SelectionDAG, v: Value) -> tuple[Value, Value]:
    return (dag.val(Op.EXTRACT_ELEMENT, "i32", v, dag.constant(0, "i32")),
            dag.val(Op.EXTRACT_ELEMENT, "i32", v, dag.constant(1, "i32")))


def _carried(dag: SelectionDAG, n: Node, first: str, then: str) -> list[Value]:
    (al, ah), (bl, bh) = _halves(dag, n.ops[0]), _halves(dag, n.ops[1])
    lo = dag.node(first, ("i32", "glue"), (al, bl))
    hi = dag.node(then, ("i32",), (ah, bh, lo.value(1)))
    return [dag.val(Op.BUILD_PAIR, "i64", lo.value(0), hi.value(0))]


def lower_add(dag: SelectionDAG, n: Node) -> list[Value]:
    """ADD i64 -> addcc + addxcc."""
    return _carried(dag, n, CarryOp.ADDCC, CarryOp.ADDXCC)


def lower_sub(dag: SelectionDAG, n: Node) -> list[Value]:
    """SUB i64 -> subcc + subxcc."""
    return _carried(dag, n, CarryOp.SUBCC, CarryOp.SUBXCC)


ACTIONS: dict[tuple[str, str], Any] = {(Op.ADD, "i64"): CUSTOM, (Op.SUB, "i64"): CUSTOM}
CUSTOM_LOWERING = {Op.ADD: lower_add, Op.SUB: lower_sub}


def _pats(op: str, rr: Any, ri: Any) -> list[Pat]:
    return [Pat(node(op, reg("a", "i32"), reg("b", "i32")), rr("a", "b")),
            Pat(node(op, reg("a", "i32"), imm("c")), ri("a", "c"))]


PATTERNS = [*_pats(CarryOp.ADDCC, I.ADDCCrr, I.ADDCCri),
            *_pats(CarryOp.ADDXCC, I.ADDXCCrr, I.ADDXCCri),
            *_pats(CarryOp.SUBCC, I.SUBCCrr, I.SUBCCri),
            *_pats(CarryOp.SUBXCC, I.SUBXCCrr, I.SUBXCCri)]
