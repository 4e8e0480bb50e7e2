"""`atomicrmw` operations a target has no instruction for, as compare-exchange loops.

LLVM's AtomicExpand pass (an IR pass llc runs before instruction selection) rewrites an
`atomicrmw` the target cannot do inline into a loop around `cmpxchg`
(insertRMWCmpXchgLoop):

    entry:  %init = load T, ptr %p                    ; a plain load
            br label %loop
    loop:   %loaded = phi T [ %init, %entry ], [ %seen, %loop ]
            %new = <op> %loaded, %v                   ; min: select (icmp sle), fadd ...
            %pair = cmpxchg ptr %p, iN %loaded, iN %new <ordering> <failure ordering>
            %seen = extractvalue %pair, 0             ; floats go through their bits
            br i1 (extractvalue %pair, 1), label %tail, label %loop
    tail:   ... uses of the atomicrmw now use %seen (the value before the update)

The per-block SelectionDAG cannot make such control flow, so pyllc does this on the IR
too, right before isel. Which operations: `fadd fsub fmax fmin uinc_wrap udec_wrap`
everywhere (no pyllc target selects them), and `min max umin umax` at the widths the
target does not list in `TargetLowering.atomic_minmax_bits` (x86-64 has no such
instruction; RISC-V's amomin/amomax are 32/64-bit only; SPARC V8 has no atomics, so its
`cmpxchg` then becomes `__atomic_compare_exchange_N`, as llc-16 does).

Contract: requires a verified function; after it no `atomicrmw` of those operations is
left; the function's other instructions and their order are unchanged; new blocks are
named `<block>.atomicrmw.{loop,tail}`.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.target import Target
from pyllc.ir.builder import IRBuilder
from pyllc.ir.constants import ConstantInt
from pyllc.ir.instructions import AtomicCmpXchgInst, AtomicRMWInst
from pyllc.ir.types import I1, IntType

ALWAYS = frozenset({"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"})
MINMAX = {"min": "sle", "max": "sgt", "umin": "ule", "umax": "ugt"}
# AtomicCmpXchgInst::getStrongestFailureOrdering
_FAILURE = {"release": "monotonic", "acq_rel": "acquire"}


def needs_loop(inst: AtomicRMWInst, target: Target) -> bool:
    """Does this `atomicrmw` become a compare-exchange loop on `target`?"""
    op = inst.operation
    if op in ALWAYS:
        return True
    if op in MINMAX:
        t: Any = inst.type
        return t.bits not in target.lowering.atomic_minmax_bits
    return False


def expand_atomics(module: Any, target: Target) -> int:
    """Rewrite every such `atomicrmw` of `module`; returns how many."""
    count = 0
    for fn in module.functions:
        if fn.is_declaration:
            continue
        todo = [i for b in fn.blocks for i in b.instructions
                if isinstance(i, AtomicRMWInst) and needs_loop(i, target)]
        for inst in todo:
            _expand(inst)
            count += 1
    return count


def _update(b: IRBuilder, op: str, old: Any, v: Any) -> Any:
    """The value `op` stores, from the value found and the operand."""
    if op in ("fadd", "fsub"):
        return b.binop(op, old, v)
    if op in MINMAX:
        return b.select(b.icmp(MINMAX[op], old, v), old, v)
    if op in ("fmax", "fmin"):
        # llvm.maxnum/minnum: the other operand when one is a NaN
        best = b.select(b.fcmp("ogt" if op == "fmax" else "olt", old, v), old, v)
        return b.select(b.fcmp("uno", v, v), old, best)
    t = old.type
    one, zero = ConstantInt(t, 1), ConstantInt(t, 0)
    if op == "uinc_wrap":          # old >= v ? 0 : old + 1
        return b.select(b.icmp("uge", old, v), zero, b.add(old, one))
    # udec_wrap: old == 0 || old > v ? v : old - 1
    wrap = b.or_(b.icmp("eq", old, zero), b.icmp("ugt", old, v))
    return b.select(wrap, v, b.sub(old, one))


def _expand(inst: AtomicRMWInst) -> None:
    head = inst.parent
    assert head is not None
    base = head.name or "bb"
    tail = head.split_block(inst, f"{base}.atomicrmw.tail")
    head_br = head.terminator
    assert head_br is not None
    loop = head.split_block(head_br, f"{base}.atomicrmw.loop")
    ptr, val = inst.operands
    t: Any = inst.type
    is_float = not isinstance(t, IntType)
    int_t = IntType.get(t.bits) if is_float else None     # cmpxchg takes integers
    b = IRBuilder(head, head.terminator)
    init = b.load(t, ptr, inst.align)
    loop_br = loop.terminator
    assert loop_br is not None
    b = IRBuilder(loop, loop_br)
    loaded = b.phi(t, [(init, head)])
    new = _update(b, inst.operation, loaded, val)
    if is_float:
        assert int_t is not None
        cmp, swap = b.cast("bitcast", loaded, int_t), b.cast("bitcast", new, int_t)
    else:
        cmp, swap = loaded, new
    pair = b.insert(AtomicCmpXchgInst(ptr, cmp, swap, inst.ordering,
                                      _FAILURE.get(inst.ordering, inst.ordering),
                                      inst.syncscope, inst.align))
    seen_bits = b.extract_value(pair, [0], cmp.type)
    ok = b.extract_value(pair, [1], I1)
    seen = b.cast("bitcast", seen_bits, t) if is_float else seen_bits
    loaded.add_incoming(seen, loop)
    b.cond_br(ok, tail, loop)
    loop_br.erase_from_parent()
    inst.replace_all_uses_with(seen)
    inst.erase_from_parent()
