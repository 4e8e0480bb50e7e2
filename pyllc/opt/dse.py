# mypy: disable-error-code="no-any-return"
"""`dse`: dead store elimination.

Two rules (a block-local subset of LLVM's DSE):
- overwritten stores: scanning each block backwards, a store is dead when a later
  store in the block writes at least the same bytes of the same pointer and nothing
  in between may read them (loads are checked with the AA pipeline: basic-aa on the
  pointers, tbaa / scoped-noalias-aa on the two accesses' metadata; any other
  instruction that may read memory, a call for instance, ends the window);
- stores to a dead object: an alloca whose only uses are stores *to* it (and
  lifetime markers) is never read, so the stores, the markers and the alloca go.

Volatile and atomic stores are never removed, nor do they kill earlier stores.

Contract: requires basic-aa; preserves the CFG.
"""
from __future__ import annotations

from pyllc.ir import AllocaInst, Function, Instruction
from pyllc.ir.values import BasicBlock
from pyllc.opt.aa import MUST_ALIAS, NO_ALIAS, AliasAnalysis, BasicAA
from pyllc.opt.irutil import Editor, detach_metadata_uses, is_metadata_use
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import is_droppable_call, is_volatile_or_atomic, may_read_memory

MAX_TRACKED = 64


def _overwritten_stores(b: BasicBlock, aa: AliasAnalysis, ed: Editor) -> int:
    n = 0
    later: list[tuple[Instruction, int | None]] = []   # stores after the scan point
    for i in reversed(b.instructions):
        if i.parent is not b:
            continue
        op = i.opcode
        if op == "store":
            if is_volatile_or_atomic(i):
                later.clear()
                continue
            p = i.operands[1]
            size = aa.size_of(i.operands[0].type)
            if size is not None and any(
                    s is not None and s >= size and aa.alias(p, size, j.operands[1], size) == MUST_ALIAS
                    for j, s in later):
                ed.erase(i)
                n += 1
                continue
            later.append((i, size))
            if len(later) > MAX_TRACKED:
                later.pop(0)
            continue
        if op == "load" and not is_volatile_or_atomic(i):
            later = [(j, s) for j, s in later if aa.alias_access(i, j) == NO_ALIAS]
            continue
        if may_read_memory(i) or i.is_terminator and op not in ("br", "switch"):
            later.clear()
    return n


def _dead_allocas(fn: Function, ed: Editor) -> int:
    n = 0
    for i in fn.blocks[0].instructions if fn.blocks else []:
        if not isinstance(i, AllocaInst) or i.parent is None:
            continue
        users = [u for u in i.users if not is_metadata_use(u)]   # debug locations go undef
        if not users:
            continue
        if all(isinstance(u, Instruction)
               and ((u.opcode == "store" and u.operands[1] is i and u.operands[0] is not i
                     and not is_volatile_or_atomic(u))
                    or (u.opcode == "call" and is_droppable_call(u)))
               for u in users):
            for u in users:
                assert isinstance(u, Instruction)   # checked by the all() above
                if u.parent is not None:
                    ed.erase(u)
                    n += u.opcode == "store"
            detach_metadata_uses(i)
            ed.erase(i)
    return n


class DSE(FunctionPass):
    name = "dse"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        aa = am.get(BasicAA, unit)
        ed = Editor()
        n = sum(_overwritten_stores(b, aa, ed) for b in unit.blocks)
        n += _dead_allocas(unit, ed)
        ed.flush()
        am.instr.stats.add(self.name, "Number of stores deleted", n)
        return PreservedAnalyses.cfg() if ed.erased else PreservedAnalyses.all()
