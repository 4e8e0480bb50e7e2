"""Generic expansions of the stack-pointer operations (LLVM's ExpandDYNAMIC_STACKALLOC):
every target whose dynamic allocations are just "move the stack pointer" gets them from
here; a target with more to do (SPARC's reserved area above %sp) marks them CUSTOM.

    ptr, ch = DYNAMIC_STACKALLOC(ch, size, align)
        sp = (sp - align_up(size, stack_align)) [& -align when align > stack_align]
        ptr = sp
    ptr, ch = STACKSAVE(ch)           ptr = sp
    ch = STACKRESTORE(ch, ptr)        sp = ptr

Each marks the function as moving its stack pointer (`frame.has_dynamic_alloca`), so
frame lowering addresses the frame from the frame pointer and calls adjust the stack
pointer themselves (no reserved call frame).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Node, SelectionDAG
from pyllc.codegen.opcodes import Op


def _sp(dag: SelectionDAG) -> tuple[Any, str]:
    if dag.mf is not None:
        dag.mf.frame.has_dynamic_alloca = True
    target = dag.target
    return dag.register(target.stack_pointer, target.pointer_vt), target.pointer_vt


def _read_sp(dag: SelectionDAG, chain: Any) -> tuple[Any, Any]:
    reg, vt = _sp(dag)
    n = dag.node(Op.COPY_FROM_REG, (vt, "ch", "glue"), (chain, reg))
    return (n, 0), (n, 1)


def _write_sp(dag: SelectionDAG, chain: Any, value: Any) -> Any:
    reg, _ = _sp(dag)
    return (dag.node(Op.COPY_TO_REG, ("ch", "glue"), (chain, reg, value)), 0)


def expand_dynamic_stackalloc(ol: Any, n: Node) -> list:
    dag = ol.dag
    chain, size, align_v = n.ops
    vt = dag.target.pointer_vt
    stack_align = dag.target.callconv.stack_align
    sp, chain = _read_sp(dag, chain)
    rounded = dag.val(Op.AND, vt, dag.val(Op.ADD, vt, size, dag.constant(stack_align - 1, vt)),
                      dag.constant(-stack_align, vt))
    new = dag.val(Op.SUB, vt, sp, rounded)
    align = dag.const_value(align_v) or 0
    if align > stack_align:
        new = dag.val(Op.AND, vt, new, dag.constant(-align, vt))
    return [new, _write_sp(dag, chain, new)]


def expand_stacksave(ol: Any, n: Node) -> list:
    sp, chain = _read_sp(ol.dag, n.ops[0])
    return [sp, chain]


def expand_stackrestore(ol: Any, n: Node) -> list:
    return [_write_sp(ol.dag, n.ops[0], n.ops[1])]


STACK_EXPANSIONS = {Op.DYNAMIC_STACKALLOC: expand_dynamic_stackalloc,
                    Op.STACKSAVE: expand_stacksave, Op.STACKRESTORE: expand_stackrestore}
