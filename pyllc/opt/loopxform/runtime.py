"""Runtime unrolling: a trip count known only at run time, and a remainder loop.

Symbolic trip count (what pyllc.opt.scev does not model): the latch's exit test is
brought to "the loop continues while X P N", P one of `ne`, `ult`, `slt` (swapping the
compare's operands and inverting it when the loop continues on false), where X is a
recurrence {S,+,1}<L> of this loop and N is loop invariant. X_k = S + k, so the loop
leaves at the first k with X_k = N (`ne`) or X_k >= N (`ult`/`slt`, which cannot wrap
before reaching N): the backedge-taken count is N - S, or `N >P S ? N - S : 0`.

The remainder runs first (LLVM's "prolog" remainder, UnrollRuntimeLoopRemainder):

    preheader:  btc = ...; xtra = (btc + 1) & (C - 1); br xtra != 0, prol.ph, prol.exit
    prol loop:  a copy of the loop, counted by its own phi; leaves after xtra iterations
    prol.exit:  phis of the header values (and of the values used after the loop);
                br btc <u C - 1, exit, unr.ph     (everything already done)
    unr.ph ──▶  the loop unrolled C times; the last copy keeps the original exit test

The unrolled loop runs a multiple of C iterations, so only the last copy can exit.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    I1,
    I8,
    BinaryOperator,
    BranchInst,
    CastInst,
    ConstantInt,
    Function,
    GetElementPtrInst,
    ICmpInst,
    Instruction,
    PhiNode,
    SelectInst,
)
from pyllc.ir.constants import PoisonValue
from pyllc.ir.types import PTR, IntType
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.constfold import fold_binop, fold_cast, fold_icmp, fold_select
from pyllc.opt.irutil import phi_replace_block, set_terminator
from pyllc.opt.loopxform.common import (
    LoopView,
    ValueMap,
    branch_parts,
    clone_blocks,
    erase_dead,
    lookup,
    new_block,
)
from pyllc.opt.scev import SCEV, ScalarEvolution
from pyllc.record import record

_SWAP = {"slt": "sgt", "sle": "sge", "sgt": "slt", "sge": "sle", "ult": "ugt", "ule": "uge",
         "ugt": "ult", "uge": "ule", "eq": "eq", "ne": "ne"}
_INVERSE = {"slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt", "ult": "uge", "ule": "ugt",
            "ugt": "ule", "uge": "ult", "eq": "ne", "ne": "eq"}


@record
class ExitTest:
    """The loop continues while X P N; X = {start,+,1}<loop>."""
    pred: str
    start: SCEV
    limit: Value
    bits: int


def exit_test(view: LoopView, se: ScalarEvolution) -> ExitTest | None:
    latch = view.latch()
    if latch is None:
        return None
    parts = branch_parts(latch)
    if parts is None or not isinstance(parts[0], ICmpInst):
        return None
    cmp = parts[0]
    pred: str = cmp.predicate
    if parts[2] is view.header:
        pred = _INVERSE[pred]
    a, b = cmp.operands
    if not a.type.is_int:
        return None
    for x, n, p in ((a, b, pred), (b, a, _SWAP[pred])):
        if p not in ("ne", "ult", "slt") or not view.invariant(n):
            continue
        s = se.get(x)
        if s.kind != "addrec" or s.loop is not view.loop or len(s.ops) != 2 or s.ops[1].const != 1:
            continue
        if not _expandable(s.ops[0], view):
            continue
        return ExitTest(p, s.ops[0], n, s.bits)
    return None


def _expandable(s: SCEV, view: LoopView) -> bool:
    if s.kind == "const":
        return True
    if s.kind == "unknown":
        return isinstance(s.value, Value) and view.invariant(s.value)
    if s.kind in ("add", "mul") or (s.kind == "cast" and s.value in ("zext", "sext", "trunc")):
        return all(_expandable(o, view) for o in s.ops)
    return False


class _Emitter:
    """Instructions appended before a block's terminator."""

    def __init__(self, block: BasicBlock) -> None:
        t = block.terminator
        assert t is not None
        self.at = t

    def put(self, i: Instruction) -> Value:
        """Insert `i`, or return its value when its operands fold to a constant."""
        ops = i.operands
        if i.opcode == "getelementptr" and all(isinstance(o, ConstantInt) and o.value == 0 for o in ops[1:]) \
                and ops[0].type is i.type:
            base = ops[0]
            i.drop_all_references()
            return base
        inner = ops[0] if ops else None
        if isinstance(i, GetElementPtrInst) and isinstance(inner, GetElementPtrInst) and len(ops) == 2 \
                and len(inner.operands) == 2 and i.source_type is I8 and inner.source_type is I8 \
                and isinstance(ops[1], ConstantInt) and isinstance(inner.operands[1], ConstantInt) \
                and ops[1].type is inner.operands[1].type:
            total = (ops[1].value + inner.operands[1].value) & ((1 << int(getattr(ops[1].type, "bits", 64))) - 1)
            base = inner.operands[0]
            i.drop_all_references()
            if not inner.has_uses():
                inner.erase_from_parent()
            if total == 0:
                return base
            return self.put(GetElementPtrInst(PTR, I8, base, [ConstantInt(ops[1].type, total)], "idiom.start"))
        if all(isinstance(o, ConstantInt) for o in ops) and ops:
            c: Value | None = None
            if isinstance(i, BinaryOperator):
                c = fold_binop(i.opcode, ops[0], ops[1], i.flags)
            elif isinstance(i, ICmpInst):
                c = fold_icmp(i.predicate, ops[0], ops[1])
            elif isinstance(i, CastInst):
                c = fold_cast(i.opcode, ops[0], i.type)
            elif isinstance(i, SelectInst):
                c = fold_select(ops[0], ops[1], ops[2])
            if c is not None:
                i.drop_all_references()
                return c
        i.insert_before(self.at)
        return i

    def expand(self, s: SCEV) -> Value:
        """IR for a SCEV built of constants, invariant values, +, * and casts."""
        t = IntType.get(s.bits)
        if s.kind == "const":
            return ConstantInt(t, s.value & ((1 << s.bits) - 1))
        if s.kind == "unknown":
            v: Value = s.value
            if v.type.is_pointer:
                return self.put(CastInst("ptrtoint", t, [v], "ptr.int"))
            return v
        if s.kind == "cast":
            return self.put(CastInst(str(s.value), t, [self.expand(s.ops[0])]))
        acc = self.expand(s.ops[0])
        for o in s.ops[1:]:
            acc = self.put(BinaryOperator("add" if s.kind == "add" else "mul", t, [acc, self.expand(o)]))
        return acc


def backedge_count(em: _Emitter, et: ExitTest) -> Value:
    t = IntType.get(et.bits)
    start = em.expand(et.start)
    n: Value = et.limit
    diff = em.put(BinaryOperator("sub", t, [n, start], "btc.diff"))
    if et.pred == "ne":
        return diff
    gt = em.put(ICmpInst("icmp", I1, "ugt" if et.pred == "ult" else "sgt", n, start, "btc.some"))
    return em.put(SelectInst("select", t, [gt, diff, ConstantInt(t, 0)], "btc"))


def runtime_unroll(fn: Function, view: LoopView, et: ExitTest, count: int,
                   replicate: Any) -> None:
    """Unroll by `count` (a power of two) with a prolog remainder (module docstring)."""
    pre = view.preheader()
    latch = view.latch()
    assert pre is not None and latch is not None and count & (count - 1) == 0
    header = view.header
    parts = branch_parts(latch)
    assert parts is not None
    exit_bb = parts[2] if parts[1] is header else parts[1]
    t = IntType.get(et.bits)
    em = _Emitter(pre)
    btc = backedge_count(em, et)
    tc = em.put(BinaryOperator("add", t, [btc, ConstantInt(t, 1)], "trip.count"))
    xtra = em.put(BinaryOperator("and", t, [tc, ConstantInt(t, count - 1)], "xtraiter"))
    has_xtra = em.put(ICmpInst("icmp", I1, "ne", xtra, ConstantInt(t, 0), "lcmp.mod"))
    done = em.put(ICmpInst("icmp", I1, "ult", btc, ConstantInt(t, count - 1), "unroll.done"))
    # the prolog loop
    vm: ValueMap = {}
    last = view.blocks[-1]
    prol = clone_blocks(fn, view.blocks, ".prol", vm, after=pre)
    prol_ph = new_block(fn, f"{header.name or 'loop'}.prol.preheader", after=pre)
    prol_exit = new_block(fn, f"{header.name or 'loop'}.prol.loopexit", after=prol[-1])
    unr_ph = new_block(fn, f"{header.name or 'loop'}.unr.ph", after=prol_exit)
    del last
    ph, pl = vm[id(header)], vm[id(latch)]
    assert isinstance(ph, BasicBlock) and isinstance(pl, BasicBlock)
    prol_ph.append(BranchInst(ph))
    for p in ph.phis():
        phi_replace_block(p, pre, prol_ph)
    first = ph.first
    assert first is not None
    it = PhiNode("phi", t, (), "prol.iter")
    it.insert_before(first)
    it_next = BinaryOperator("add", t, [it, ConstantInt(t, 1)], "prol.iter.next")
    plt = pl.terminator
    assert plt is not None
    it_next.insert_before(plt)
    it.add_incoming(ConstantInt(t, 0), prol_ph)
    it.add_incoming(it_next, pl)
    more = ICmpInst("icmp", I1, "ne", it_next, xtra, "prol.iter.cmp")
    more.insert_before(plt)
    old_cond = branch_parts(pl)
    set_terminator(pl, BranchInst(more, ph, prol_exit))
    if old_cond is not None and isinstance(old_cond[0], Instruction):
        erase_dead([old_cond[0]])
    set_terminator(pre, BranchInst(has_xtra, prol_ph, prol_exit))
    # prol.exit: what the unrolled loop and the exit block see
    for p in header.phis():
        init, back = p.incoming_value_for(pre), p.incoming_value_for(latch)
        assert init is not None and back is not None
        q = PhiNode("phi", p.type, (), f"{p.name or 'v'}.unr")
        prol_exit.append(q)
        q.add_incoming(init, pre)
        q.add_incoming(lookup(vm, back), pl)
        ops = p.operands
        for j in range(1, len(ops), 2):
            if ops[j] is pre:
                p.set_operand(j - 1, q)
                p.set_operand(j, unr_ph)
    for e in exit_bb.phis():
        v = e.incoming_value_for(latch)
        assert v is not None
        q = PhiNode("phi", e.type, (), f"{v.name or 'v'}.unr.lcssa")
        prol_exit.append(q)
        q.add_incoming(PoisonValue(e.type), pre)
        q.add_incoming(lookup(vm, v), pl)
        e.add_incoming(q, prol_exit)
    prol_exit.append(BranchInst(done, exit_bb, unr_ph))
    unr_ph.append(BranchInst(header))
    replicate(fn, view, count, True)
