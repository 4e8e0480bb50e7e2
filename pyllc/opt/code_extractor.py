"""The code extractor shared by `loop-extract` and `extract-blocks`: move a single-entry
region of blocks into a new function (LLVM's Transforms/Utils/CodeExtractor).

`extract_region(m, fn, blocks)` requires: the blocks belong to `fn`, the region has one
entry block (the header: the only block with predecessors outside the region, or the
function's entry block), and `region_movable` accepted it. It maintains the program's
meaning:
- a header that is the function's entry block, or whose phis merge several outside
  predecessors, is first split after its phis (and the entry block's leading allocas):
  the head stays in the caller and `<header>.split` becomes the region's header;
- a region block ending in `ret` is split before the `ret`, which stays in the caller
  as `<block>.ret` (so the new function returns only the exit number);
- exit phis with several incoming region blocks are merged in a new region block first
  (LLVM's severSplitPHINodesOfExits), so every exit edge carries one value per phi;
- inputs (values defined outside and used inside) become parameters in order of first
  use; outputs (values defined inside and used outside) get a `ptr` parameter each, are
  stored after their definition and reloaded after the call from a stack slot of the
  caller; with one exit target the function returns void, with two an `i1` (true: the
  first) the caller branches on, with more an `i16` k the caller switches on (as LLVM).
The new function `@<fn>.<header>` (internal, the caller's function attributes) starts with
`newFuncRoot: br label %header`; the caller branches to `codeRepl`, which calls it.
It breaks every analysis of `fn`.
"""
from __future__ import annotations

from pyllc.ir import (
    I1,
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
from pyllc.ir.constants import BlockAddress
from pyllc.ir.module import Module
from pyllc.ir.types import PTR, VOID, FunctionType
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.traits import callee_name

#: terminators and instructions a region may not contain (EH, computed gotos, frames)
_UNMOVABLE = frozenset({"invoke", "landingpad", "resume", "indirectbr", "callbr", "catchswitch",
                        "catchpad", "cleanuppad", "catchret", "cleanupret"})


def region_movable(blocks: list[BasicBlock], allow_alloca: bool = False) -> str | None:
    """Why the region cannot be moved into a function of its own, or None."""
    for b in blocks:
        if any(isinstance(u, BlockAddress) for u in b.users):
            return "address-taken block"
        for i in b.instructions:
            if i.opcode in _UNMOVABLE or str(i.type) == "token":
                return f"'{i.opcode}' in the region"
            if isinstance(i, AllocaInst) and not allow_alloca:
                return "alloca in the region"
            if i.opcode == "call":
                name = callee_name(i) or ""
                if getattr(i, "tail", None) == "musttail" or name.startswith("llvm.va_start") \
                        or name in ("setjmp", "_setjmp", "sigsetjmp", "vfork") \
                        or name.startswith(("llvm.localescape", "llvm.eh.")):
                    return f"call to '{name or 'musttail'}' in the region"
    return None


def region_header(fn: Function, blocks: list[BasicBlock]) -> BasicBlock | None:
    """The region's one entry block, or None when several blocks are entered from outside."""
    ids = {id(b) for b in blocks}
    entries = [b for b in blocks
               if b is fn.blocks[0] or any(id(p) not in ids for p in b.predecessors())]
    if len(entries) > 1:
        return None
    return entries[0] if entries else blocks[0]


def _split_header(fn: Function, header: BasicBlock, ids: set[int]) -> BasicBlock | None:
    """Split the header after its phis (and leading allocas of the entry block); the head
    stays outside. None when the header also has region predecessors (not handled)."""
    if any(id(p) in ids for p in header.predecessors()):
        return None
    rest = [i for i in header.instructions if not isinstance(i, PhiNode)]
    if header is fn.blocks[0]:
        while rest and isinstance(rest[0], AllocaInst):
            rest.pop(0)
    if not rest:
        return None
    at = rest[0]
    return header.split_block(at, f"{header.name or 'bb'}.split")


def _split_returns(region: list[BasicBlock]) -> None:
    for b in list(region):
        t = b.terminator
        if t is not None and t.opcode == "ret":
            b.split_block(t, f"{b.name or 'bb'}.ret")


def _split_exit_phis(fn: Function, region: list[BasicBlock], ids: set[int]) -> list[BasicBlock]:
    """New region blocks merging the edges into exit blocks whose phis have several
    entries from the region."""
    exits: list[BasicBlock] = []
    for b in region:
        for s in b.successors():
            if id(s) not in ids and all(s is not e for e in exits):
                exits.append(s)
    added: list[BasicBlock] = []
    for ex in exits:
        phis = list(ex.phis())
        preds = [p for p in ex.predecessors() if id(p) in ids]
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


def prepare_region(fn: Function, blocks: list[BasicBlock]) -> tuple[list[BasicBlock], BasicBlock] | None:
    """Put a block-list region in extractable shape (header split, returns split);
    returns (region, header) or None when it has several entries."""
    header = region_header(fn, blocks)
    if header is None:
        return None
    ids = {id(b) for b in blocks}
    region = [b for b in fn.blocks if id(b) in ids]     # function order
    outside = [p for p in header.predecessors() if id(p) not in ids]
    if header is fn.blocks[0] or (len(outside) > 1 and any(True for _ in header.phis())):
        new = _split_header(fn, header, ids)
        if new is None:
            return None
        region = [new if b is header else b for b in region]
        header = new
    _split_returns(region)
    return region, header


def extract_region(m: Module, fn: Function, region: list[BasicBlock], header: BasicBlock) -> Function:
    """Move `region` (header first among its entries, prepared) into a new function."""
    ids = {id(b) for b in region}
    region = region + _split_exit_phis(fn, region, ids)
    ids = {id(b) for b in region}
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
    ret_t = VOID if len(exits) <= 1 else I1 if len(exits) == 2 else I16
    ftype = FunctionType.get(ret_t, tuple([v.type for v in inputs] + [PTR] * len(outputs)), False)
    base = f"{fn.name}.{header.name or 'extracted'}"
    name, k = base, 0
    while m.get_function(name) is not None:
        k += 1
        name = f"{base}.{k}"
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
    call = CallInst(ret_t, ftype, nf, [*inputs, *slots], name=None if ret_t is VOID else "targetBlock")
    repl.append(call)
    reloads: list[Instruction] = []
    for o, slot in zip(outputs, slots):
        ld = LoadInst(o.type, slot, name=f"{o.name or 'out'}.reload")
        repl.append(ld)
        reloads.append(ld)
    if len(exits) <= 1:
        repl.append(BranchInst(exits[0]) if exits else ReturnInst())
    elif len(exits) == 2:
        repl.append(BranchInst(call, exits[0], exits[1]))
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
        if ret_t is VOID:
            stub.append(ReturnInst())
        else:       # i1: true leaves to the first exit (the caller's `br i1`)
            stub.append(ReturnInst(ConstantInt(I1, int(k == 0)) if ret_t is I1 else ConstantInt(I16, k)))
        stubs[id(e)] = stub
    for b in region:
        t = b.terminator
        assert t is not None
        for j, op in enumerate(t.operands):
            if isinstance(op, BasicBlock) and id(op) in stubs:
                t.set_operand(j, stubs[id(op)])
    return nf
