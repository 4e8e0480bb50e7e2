"""`reg2mem`: the inverse of mem2reg — every value live across blocks and every phi
goes through a stack slot (LLVM's RegToMem, DemoteRegToStack and DemotePHIToStack).

1. Critical edges are split (a phi's incoming store needs a block of its own edge).
2. In the entry block, after its allocas, a marker `%"reg2mem alloca point" =
   bitcast i32 0 to i32` is placed (always, as opt does); new allocas go before it.
3. A value (not an entry-block alloca) used in another block or by a phi gets a slot
   `%v.reg2mem`, a store right after its definition (after the phis when it is a
   phi), and a load `%v.reload` before each user — for a phi user, at the end of the
   incoming block.
4. Every phi gets a slot: each incoming value is stored at the end of its incoming
   block, and a load at the top of the phi's block replaces it.

Afterwards no value crosses a block boundary in a register (what codegen-only tools
and some old analyses want); mem2reg undoes it.

Contract: requires nothing; splits edges, so preserves nothing when it fires.
`invoke` results are not demoted (the store would need the normal edge split): a
function with an invoke whose value escapes its block is left alone.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    AllocaInst,
    CastInst,
    ConstantInt,
    Function,
    Instruction,
    LoadInst,
    PhiNode,
    StoreInst,
)
from pyllc.ir.types import I32, PointerType
from pyllc.opt.cfgutils import split_critical_edges
from pyllc.opt.irutil import replace_all_uses
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    PreservedAnalyses,
)


def _escapes_block(i: Instruction) -> bool:
    if i.type.is_void or i.type.is_label:
        return False
    return any(getattr(u, "parent", None) is not i.parent or isinstance(u, PhiNode) for u in i.users)


def _first_insertion_point(b: Any) -> Instruction:
    for x in b.instructions:
        if not isinstance(x, PhiNode) and x.opcode not in ("landingpad", "catchpad", "cleanuppad"):
            return x
    raise ValueError("block without a terminator")


class _Demoter:
    def __init__(self, fn: Function, dl: Any, point: Instruction) -> None:
        self.fn, self.dl, self.point = fn, dl, point

    def _align(self, t: Any) -> int | None:
        return int(self.dl.abi_align(t)) if self.dl is not None else None

    def slot(self, v: Instruction) -> AllocaInst:
        a = AllocaInst(PointerType.get(0), v.type, ConstantInt(I32, 1),
                       int(self.dl.pref_align(v.type)) if self.dl is not None else None,
                       name=f"{v.name or ''}.reg2mem")
        a.insert_before(self.point)
        return a

    def load(self, v: Instruction, slot: AllocaInst, before: Instruction) -> LoadInst:
        ld = LoadInst(v.type, slot, self._align(v.type), name=f"{v.name or ''}.reload")
        ld.insert_before(before)
        return ld

    def store(self, v: Any, slot: AllocaInst, before: Instruction) -> None:
        StoreInst(v, slot, self._align(slot.allocated_type)).insert_before(before)

    def demote_value(self, i: Instruction) -> None:
        slot = self.slot(i)
        for u in list({id(u): u for u in i.users}.values()):   # one reload per user
            if isinstance(u, PhiNode):
                reloads: dict[int, LoadInst] = {}
                for k in range(0, len(u.operands), 2):
                    if u.operands[k] is i:
                        pred: Any = u.operands[k + 1]
                        ld = reloads.get(id(pred))
                        if ld is None:
                            ld = reloads[id(pred)] = self.load(i, slot, pred.terminator)
                        u.set_operand(k, ld)
            else:
                assert isinstance(u, Instruction)
                ld = self.load(i, slot, u)
                for k, o in enumerate(u.operands):
                    if o is i:
                        u.set_operand(k, ld)
        nxt = i.next_node
        while nxt is not None and (isinstance(nxt, PhiNode) or nxt.opcode == "landingpad"):
            nxt = nxt.next_node
        assert nxt is not None
        self.store(i, slot, nxt)

    def demote_phi(self, p: PhiNode) -> None:
        slot = self.slot(p)
        for v, pred in p.incoming:
            term = pred.terminator
            assert term is not None
            self.store(v, slot, term)
        b = p.parent
        assert b is not None
        ld = self.load(p, slot, _first_insertion_point(b))
        replace_all_uses(p, ld)
        p.erase_from_parent()


def reg2mem(fn: Function, dl: Any) -> tuple[int, int]:
    """Demote `fn` (see module docstring); returns (values, phis) demoted."""
    if not fn.blocks:
        return 0, 0
    insts = [i for b in fn.blocks for i in b.instructions]
    if any(i.opcode in ("invoke", "callbr") and _escapes_block(i) for i in insts):
        return 0, 0
    entry = fn.blocks[0]
    values = [i for i in insts
              if not (isinstance(i, AllocaInst) and i.parent is entry) and _escapes_block(i)]
    phis = [i for i in insts if isinstance(i, PhiNode)]
    split_critical_edges(fn)
    first = next(i for i in entry.instructions if not isinstance(i, AllocaInst))
    point = CastInst("bitcast", I32, (ConstantInt(I32, 0),), "reg2mem alloca point")
    point.insert_before(first)
    d = _Demoter(fn, dl, point)
    for i in reversed(values):
        d.demote_value(i)
    for p in reversed(phis):
        d.demote_phi(p)
    return len(values), len(phis)


class Reg2Mem(FunctionPass):
    name = "reg2mem"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        module: Any = am.module if isinstance(am, FunctionAnalysisManager) else unit.parent
        nv, np_ = reg2mem(unit, module.datalayout if module is not None else None)
        am.instr.stats.add(self.name, "Number of registers demoted", nv)
        am.instr.stats.add(self.name, "Number of phi-nodes demoted", np_)
        return PreservedAnalyses.none() if unit.blocks else PreservedAnalyses.all()
