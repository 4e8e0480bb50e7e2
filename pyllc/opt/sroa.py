"""`sroa`: scalar replacement of aggregates, then promotion to SSA registers.

Algorithm (after LLVM's SROA, restricted to the common case): an alloca in the entry
block is partitioned by the byte ranges its users access. Every use, followed
through `getelementptr`s with constant indices, must be a simple (non-volatile,
non-atomic) load or store of a scalar (integer, float or pointer) at a constant
offset — or a lifetime marker, which is dropped. Accesses at one offset must agree
on their type, and distinct accesses must not overlap. Each access range then gets
its own alloca of the accessed type, the loads and stores are pointed at it, and
all promotable allocas (the new ones and the function's scalar ones) are promoted
to SSA values with mem2reg's algorithm (Cytron et al.).

Allocas whose address escapes, that are copied with memcpy/memset, or read with
overlapping or dynamically indexed accesses are left alone (LLVM's SROA also
splits memcpy and handles overlapping slices with integer widening).

Contract: requires domtree (for the promotion); preserves the CFG.
"""
from __future__ import annotations

import itertools
from typing import Any

from pyllc.ir import I32, PTR, AllocaInst, ConstantInt, Function, Instruction
from pyllc.opt.aa import gep_constant_offset
from pyllc.opt.analyses import DominatorTreeAnalysis
from pyllc.opt.irutil import Editor, detach_metadata_uses, is_metadata_use, set_operand
from pyllc.opt.mem2reg import is_promotable, promote_allocas
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    PreservedAnalyses,
)
from pyllc.opt.traits import is_droppable_call, is_volatile_or_atomic

#: do not split into more pieces than this
MAX_SLICES = 64


def _scalar(t: Any) -> bool:
    return bool(t.is_int or t.is_float or t.is_pointer)


def _accesses(a: AllocaInst, dl: Any) -> tuple[list[tuple[Instruction, int]], list[Instruction],
                                                list[Instruction]] | None:
    """(load/store, offset) pairs, GEPs and droppable calls of `a`, or None if not splittable."""
    acc: list[tuple[Instruction, int]] = []
    geps: list[Instruction] = []
    drops: list[Instruction] = []
    work: list[tuple[Any, int]] = [(a, 0)]
    while work:
        v, off = work.pop()
        for u in v.users:
            if is_metadata_use(u):   # a debug intrinsic's location: undef after the split
                continue
            op = u.opcode
            if op == "getelementptr" and u.operands[0] is v:
                k = gep_constant_offset(dl, u)
                if k is None:
                    return None
                geps.append(u)
                work.append((u, off + k))
            elif op == "load" and not is_volatile_or_atomic(u) and _scalar(u.type) or (op == "store" and u.operands[1] is v and u.operands[0] is not v
                  and not is_volatile_or_atomic(u) and _scalar(u.operands[0].type)):
                acc.append((u, off))
            elif op == "call" and is_droppable_call(u):
                drops.append(u)
            else:
                return None
    return acc, geps, drops


def split_alloca(fn: Function, a: AllocaInst, dl: Any, ed: Editor) -> list[AllocaInst] | None:
    """Replace `a` by one alloca per accessed slice; returns them (None: not splittable)."""
    info = _accesses(a, dl)
    if info is None:
        return None
    acc, geps, drops = info
    slices: dict[int, Any] = {}
    for i, off in acc:
        t = i.type if i.opcode == "load" else i.operands[0].type
        old = slices.get(off)
        if old is not None and old != t:
            return None
        slices[off] = t
    if len(slices) > MAX_SLICES:
        return None
    ranges = sorted((off, dl.type_size(t)) for off, t in slices.items())
    size = dl.alloc_size(a.allocated_type)
    for (o1, s1), (o2, _) in itertools.pairwise(ranges):
        if o1 + s1 > o2:
            return None
    if ranges and (ranges[0][0] < 0 or ranges[-1][0] + ranges[-1][1] > size):
        return None
    new: dict[int, AllocaInst] = {}
    for off, t in sorted(slices.items()):
        name = f"{a.name}.sroa.{off}" if a.name else None
        n = AllocaInst(a.type if a.type.is_pointer else PTR, t, ConstantInt(I32, 1),
                       dl.abi_align(t), name=name)
        new[off] = n
        ed.insert_before(n, a)
    for i, off in acc:
        k = 0 if i.opcode == "load" else 1
        set_operand(i, k, new[off])
    for d in drops:
        ed.erase(d)
    for g in reversed(geps):
        if g.parent is not None:
            detach_metadata_uses(g)
            ed.erase(g)
    detach_metadata_uses(a)
    ed.erase(a)
    return list(new.values())


class SROA(FunctionPass):
    name = "sroa"
    rerun_is_noop = True
    params_doc = "preserve-cfg;modify-cfg"

    @staticmethod
    def factory(params: str | None) -> FunctionPass:
        if params not in (None, "", "preserve-cfg", "modify-cfg"):
            raise ValueError(f"invalid SROA pass parameter '{params}'")
        return SROA()

    def rerun_key(self) -> str:
        return "sroa"   # preserve-cfg/modify-cfg are accepted and ignored

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if not unit.blocks:
            return PreservedAnalyses.all()
        module: Any = am.module if isinstance(am, FunctionAnalysisManager) else unit.parent
        dl = module.datalayout
        ed = Editor()
        nsplit = 0
        for i in list(unit.blocks[0].instructions):
            if isinstance(i, AllocaInst) and i.parent is not None and (
                    i.allocated_type.is_aggregate or not is_promotable(i)):
                n = i.operands[0]
                if isinstance(n, ConstantInt) and n.value == 1 and split_alloca(unit, i, dl, ed):
                    nsplit += 1
        ed.flush()
        allocas = [i for i in unit.blocks[0].instructions
                   if isinstance(i, AllocaInst) and is_promotable(i)]
        if allocas:
            promote_allocas(unit, allocas, am.get(DominatorTreeAnalysis, unit))
        st = am.instr.stats
        st.add(self.name, "Number of allocas split", nsplit)
        st.add(self.name, "Number of allocas promoted", len(allocas))
        if nsplit or allocas:
            return PreservedAnalyses.cfg()
        return PreservedAnalyses.all()
