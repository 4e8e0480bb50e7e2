"""`loop-extract`: move each top-level loop into a function of its own (LLVM's
LoopExtractorPass with CodeExtractor).

Per function defined before the pass (LLVM does not revisit the new ones), for each top-level loop in loop-simplify form (preheader, dedicated
exits) that can be moved (no invoke/landingpad/indirectbr/callbr, no address-taken block,
no va_start, no musttail, no alloca): skipped, as in LLVM, when the loop is the whole
function (the entry branches straight to the header and every exit block returns): then
its sub-loops are extracted instead.

The region is the loop's blocks. Exit phis that take values from several region blocks
are first split: a new block inside the region merges those edges (LLVM's
severSplitPHINodesOfExits), so every exit edge carries at most one value per phi.
- inputs: values defined outside the region (arguments, instructions) used inside
  become parameters, in order of first use;
- outputs: values defined in the region used outside; each gets a `ptr` parameter, is
  stored right after its definition (the last store is the value at exit) and loaded
  after the call from a stack slot of the caller;
- exits: the region's distinct exit targets; with one the function returns void, with
  several it returns `i16` k and the caller switches on it.
The new function `@<fn>.<header>` (internal, the caller's function attributes) starts
with `newFuncRoot: br label %header`; the caller's preheader branches to `codeRepl`, which
calls it, reloads the outputs and branches (or switches) to the exit targets.

Statistics: NumExtracted. Contract: module pass; changes functions and adds functions.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    I16,
    I32,
    AllocaInst,
    BranchInst,
    CallInst,
    ConstantInt,
    Function,
    Instruction,
    LoadInst,
    PhiNode,
    ReturnInst,
    StoreInst,
    SwitchInst,
)
from pyllc.ir.module import Module
from pyllc.ir.types import PTR, VOID, FunctionType
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.analyses import DominatorTreeAnalysis, LoopInfo
from pyllc.opt.loopxform.common import LoopView, cannot_duplicate
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    ModulePass,
    PreservedAnalyses,
)
from pyllc.opt.traits import callee_name


def _movable(view: LoopView) -> bool:
    why = cannot_duplicate(view)
    if why is not None and why != "noduplicate/convergent call":
        return False
    for b in view.blocks:
        for i in b.instructions:
            if isinstance(i, AllocaInst) or i.opcode in ("ret", "resume"):
                return False
            if i.opcode == "call" and (getattr(i, "tail", None) == "musttail"
                                       or (callee_name(i) or "").startswith("llvm.va_start")):
                return False
    return True


def _whole_function(fn: Function, view: LoopView) -> bool:
    t = fn.blocks[0].terminator
    if t is None or t.opcode != "br" or len(t.operands) != 1 or t.operands[0] is not view.header:
        return False
    return all((e.terminator is not None and e.terminator.opcode == "ret") for e in view.exit_blocks())


def _split_exit_phis(fn: Function, view: LoopView) -> list[BasicBlock]:
    """New region blocks merging the edges into exit blocks whose phis have several
    entries from the region."""
    added: list[BasicBlock] = []
    for ex in view.exit_blocks():
        phis = list(ex.phis())
        preds = [p for p in ex.predecessors() if view.contains(p)]
        if not phis or len(preds) < 2:
            continue
        mid = BasicBlock(f"{ex.name or 'exit'}.split", fn)
        fn.blocks.insert(fn.blocks.index(ex), mid)
        for p in preds:
            t = p.terminator
            assert t is not None
            for k, op in enumerate(t.operands):
                if op is ex:
                    t.set_operand(k, mid)
        for phi in phis:
            merged = PhiNode("phi", phi.type, (), f"{phi.name or 'v'}.ce")
            mid.append(merged)
            for p in preds:
                v = phi.incoming_value_for(p)
                assert v is not None
                merged.add_incoming(v, p)
                phi.remove_incoming_block(p)
            phi.add_incoming(merged, mid)
        mid.append(BranchInst(ex))
        added.append(mid)
    return added


def extract_loop(m: Module, fn: Function, view: LoopView) -> Function:
    added = _split_exit_phis(fn, view)
    region = view.blocks + added
    ids = {id(b) for b in region}
    header = view.header
    # inputs and outputs
    inputs: list[Value] = []
    seen_in: set[int] = set()
    outputs: list[Instruction] = []
    for b in region:
        for i in b.instructions:
            for op in i.operands:
                if isinstance(op, (Argument, Instruction)) and id(op) not in seen_in:
                    ob = op.parent if isinstance(op, Instruction) else None
                    if ob is None or id(ob) not in ids:
                        seen_in.add(id(op))
                        inputs.append(op)
            if any(getattr(u, "parent", None) is not None and id(getattr(u, "parent", None)) not in ids
                   for u in i.users):
                outputs.append(i)
    exits: list[BasicBlock] = []
    for b in region:
        for s in b.successors():
            if id(s) not in ids and all(s is not e for e in exits):
                exits.append(s)
    outside_preds = [p for p in header.predecessors() if id(p) not in ids]
    ret_t = VOID if len(exits) <= 1 else I16
    ftype = FunctionType.get(ret_t, tuple([v.type for v in inputs] + [PTR] * len(outputs)), False)
    name = f"{fn.name}.{header.name or 'extracted'}"
    k = 0
    while m.get_function(name) is not None:
        k += 1
        name = f"{fn.name}.{header.name or 'extracted'}.{k}"
    nf = Function(name, ftype, arg_names=[v.name for v in inputs] + [f"{o.name or 'out'}.out" for o in outputs])
    nf.linkage = "internal"
    nf.fn_attrs = fn.fn_attrs.copy()
    m.add_global(nf)
    # the caller's side: stack slots, call, reloads, exit dispatch
    entry = fn.blocks[0]
    slots: list[Instruction] = []
    for o in outputs:
        a = AllocaInst(PTR, o.type, ConstantInt(I32, 1), name=f"{o.name or 'out'}.loc")
        first = entry.first
        assert first is not None
        a.insert_before(first)
        slots.append(a)
    repl = BasicBlock("codeRepl", fn)
    fn.blocks.insert(fn.blocks.index(header), repl)
    call = CallInst(ret_t, ftype, nf, [*inputs, *slots])
    repl.append(call)
    reloads: list[Instruction] = []
    for o, slot in zip(outputs, slots):
        ld = LoadInst(o.type, slot, name=f"{o.name or 'out'}.reload")
        repl.append(ld)
        reloads.append(ld)
    if len(exits) <= 1:
        repl.append(BranchInst(exits[0]) if exits else ReturnInst())
    else:
        repl.append(SwitchInst(call, exits[0], [(ConstantInt(I16, k), e) for k, e in enumerate(exits) if k]))
    for p in outside_preds:
        t = p.terminator
        assert t is not None
        for j, op in enumerate(t.operands):
            if op is header:
                t.set_operand(j, repl)
    for e in exits:
        for phi in e.phis():
            for j in range(1, len(phi.operands), 2):
                if id(phi.operands[j]) in ids:
                    phi.set_operand(j, repl)
    for o, rl in zip(outputs, reloads):
        for u in list(o.users):
            ub = getattr(u, "parent", None)
            if ub is not None and id(ub) not in ids:
                u.replace_uses_of_with(o, rl)
    # the callee's side
    root = BasicBlock("newFuncRoot", nf)
    nf.blocks.append(root)
    root.append(BranchInst(header))
    for b in region:
        fn.blocks.remove(b)
        b.parent = nf
        nf.blocks.append(b)
    for phi in header.phis():
        for j in range(1, len(phi.operands), 2):
            if any(phi.operands[j] is p for p in outside_preds):
                phi.set_operand(j, root)
    for v, arg in zip(inputs, nf.args):
        for u in list(v.users):
            ub = getattr(u, "parent", None)
            if ub is not None and id(ub) in ids:
                u.replace_uses_of_with(v, arg)
    for o, arg in zip(outputs, nf.args[len(inputs):]):
        st = StoreInst(o, arg)
        if isinstance(o, PhiNode):
            at = o.parent.first_non_phi if o.parent is not None else None
            assert at is not None
            st.insert_before(at)
        else:
            st.insert_after(o)
    stubs: dict[int, BasicBlock] = {}
    for k, e in enumerate(exits):
        stub = BasicBlock(f"{e.name or 'exit'}.exitStub", nf)
        nf.blocks.append(stub)
        stub.append(ReturnInst(ConstantInt(I16, k)) if ret_t is I16 else ReturnInst())
        stubs[id(e)] = stub
    for b in region:
        t = b.terminator
        assert t is not None
        for j, op in enumerate(t.operands):
            if isinstance(op, BasicBlock) and id(op) in stubs:
                t.set_operand(j, stubs[id(op)])
    return nf


class LoopExtractor(ModulePass):
    """Extract each top-level loop into a new function."""
    name = "loop-extract"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        n = 0
        work = [f for f in unit.functions if not f.is_declaration]
        while work:
            fn = work.pop(0)
            if "optnone" in fn.fn_attrs:
                continue
            fam: Any = FunctionAnalysisManager(unit)
            li = LoopInfo(fn, fam.get(DominatorTreeAnalysis, fn))
            cands = list(li.top)
            if len(cands) == 1:
                only = LoopView(cands[0])
                if only.is_simplified() and not _whole_function(fn, only):
                    cands = [cands[0]]
                else:   # a minimal wrapper around its loop (LLVM: extract the sub-loops)
                    cands = list(cands[0].subloops)
            for lp in cands:
                view = LoopView(lp)
                if not view.is_simplified() or not _movable(view):
                    continue
                extract_loop(unit, fn, view)
                n += 1
        am.instr.stats.add(self.name, "Number of loops extracted", n)
        return PreservedAnalyses.none() if n else PreservedAnalyses.all()
