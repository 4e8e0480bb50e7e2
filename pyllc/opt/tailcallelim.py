"""`tailcallelim`: mark calls `tail`, and turn self-recursive tail calls into a loop.

Two steps, as LLVM's TailRecursionElimination does them:

1. Marking. A call may carry `tail` when the callee cannot touch the caller's stack
   frame: no alloca (or byval argument) of the caller reaches the callee, neither as
   an argument nor because its address escaped earlier (LLVM's
   AllocaDerivedValueTracker): escape points are where an alloca-derived pointer is
   stored, passed to a call that may capture it and may write memory, or used by
   anything but a load, a store to it, a gep/cast/phi/select; a forward walk of the
   CFG finds the calls no escape point reaches, and of those the calls that use no
   alloca-derived pointer are marked. A call that reads no memory and takes only
   constants and (non-byval) arguments is marked even after an escape. Calls already `tail`/`musttail`/`notail`, debug intrinsics, and functions that
   call a `returns_twice` function are left alone.
2. Tail recursion. A `tail` call of the function itself whose result is returned
   (`ret`, or a branch to a block of only phis + `ret`, as clang -O0 code after
   mem2reg has it), with only pure instructions after it, becomes a branch to the
   old entry block, renamed `tailrecurse`. A new entry block jumps there; each
   argument `%a` is replaced by a phi `%a.tr` fed by the argument on entry and by the
   call's operand on every eliminated call. Static allocas move to the new entry so
   the loop does not grow the stack. Accumulator recursion: when the returned value
   is `call op X` (op an integer add/mul/and/or/xor; its nsw/nuw go), a phi
   `accumulator.tr` starting at op's identity carries the partial result, and every
   remaining `ret V` returns `accumulator op V`. Skipped: varargs functions,
   byval/inalloca/preallocated parameters, dynamic allocas, calls with a different
   calling convention or operand bundles.

Contract: requires nothing; marking alone preserves the CFG, eliminating a call
changes it (nothing is preserved then).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    AllocaInst,
    BinaryOperator,
    BranchInst,
    CallInst,
    Constant,
    ConstantInt,
    Function,
    Instruction,
    PhiNode,
)
from pyllc.ir.types import IntType
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.irutil import phi_remove_incoming, remove_blocks, replace_all_uses
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.traits import (
    callee_name,
    is_pure_call,
    is_pure_value,
    is_readonly_call,
    may_read_memory,
)

FRAME_ATTRS = ("byval", "inalloca", "preallocated")


NOCAPTURE_INTRINSICS = ("llvm.memcpy.", "llvm.memmove.", "llvm.memset.", "llvm.lifetime.",
                        "llvm.invariant.start.", "llvm.invariant.end.")
_DERIVING = ("getelementptr", "bitcast", "addrspacecast", "phi", "select")


def _nocapture(call: CallInst, k: int) -> bool:
    """Operand k of `call` (an argument) is `nocapture` at the call or in the callee."""
    if k >= call.num_args:
        return False
    name = callee_name(call) or ""
    if name.startswith(NOCAPTURE_INTRINSICS):
        return True
    f = call.called_function()
    return "nocapture" in call.param_attrs[k] or (
        f is not None and k < len(f.param_attrs) and "nocapture" in f.param_attrs[k])


def _frame_pointers(fn: Function) -> tuple[set[int], set[int], set[int]]:
    """(ids of the values derived from the caller's frame, ids of the calls that use one,
    ids of the instructions where one escapes): LLVM's AllocaDerivedValueTracker."""
    roots: list[Value] = [a for a in fn.args if "byval" in a.attrs]
    roots += [i for b in fn.blocks for i in b.instructions if isinstance(i, AllocaInst)]
    derived = {id(r) for r in roots}
    users: set[int] = set()
    escapes: set[int] = set()
    work = list(roots)
    while work:
        v = work.pop()
        for u in v.users:
            if not isinstance(u, Instruction):
                continue
            op = u.opcode
            if op == "load":
                continue
            if op == "store":
                if u.operands[0] is v:
                    escapes.add(id(u))
                continue
            if isinstance(u, CallInst):
                ks = [k for k, o in enumerate(u.operands) if o is v]
                if all(k < u.num_args and "byval" in u.param_attrs[k] for k in ks):
                    continue
                users.add(id(u))
                if all(_nocapture(u, k) for k in ks):
                    continue
                if not is_readonly_call(u):
                    escapes.add(id(u))
            elif op not in _DERIVING:
                escapes.add(id(u))
            if id(u) not in derived:
                derived.add(id(u))
                work.append(u)
    return derived, users, escapes


def _escaped_on_entry(fn: Function, escapes: set[int]) -> set[int]:
    """Blocks (ids) that some path reaches after an escape point (forward dataflow)."""
    out: set[int] = set()
    work = [b for b in fn.blocks if any(id(i) in escapes for i in b.instructions)]
    while work:
        b = work.pop()
        for s in b.successors():
            if id(s) not in out:
                out.add(id(s))
                work.append(s)
    return out


def _calls_returns_twice(fn: Function) -> bool:
    for b in fn.blocks:
        for i in b.instructions:
            if isinstance(i, CallInst):
                f = i.called_function()
                if "returns_twice" in i.fn_attrs or (f is not None and "returns_twice" in f.fn_attrs):
                    return True
    return False


def mark_tail_calls(fn: Function) -> int:
    """Step 1 of the module docstring. Returns the number of calls marked."""
    if not any(isinstance(i, CallInst) and i.tail is None for b in fn.blocks for i in b.instructions):
        return 0    # no call left to mark: the frame analysis below would be for nothing
    if _calls_returns_twice(fn):
        return 0
    _derived, users, escapes = _frame_pointers(fn)
    escaped_in = _escaped_on_entry(fn, escapes)
    n = 0
    for b in fn.blocks:
        escaped = id(b) in escaped_in
        for i in b.instructions:
            if id(i) in escapes:
                escaped = True
            if not isinstance(i, CallInst) or i.tail is not None:
                continue
            name = callee_name(i) or ""
            if name.startswith(("llvm.dbg.", "llvm.pseudoprobe")) or "notail" in i.fn_attrs:
                continue
            if is_pure_call(i) and all(isinstance(a, Constant) or (isinstance(a, Argument)
                                                                   and "byval" not in a.attrs)
                                       for a in i.args):
                pass   # reads no memory, sees nothing of the frame: tail even after an escape
            elif escaped or id(i) in users:
                continue
            i.tail = "tail"
            n += 1
    return n


def _can_eliminate(fn: Function) -> bool:
    if fn.function_type.vararg or any(any(k in a.attrs for k in FRAME_ATTRS) for a in fn.args):
        return False
    entry = fn.blocks[0]
    for b in fn.blocks:
        for i in b.instructions:
            if isinstance(i, AllocaInst) and (b is not entry or not isinstance(i.operands[0], ConstantInt)):
                return False
    return True


WRAP_FLAGS = frozenset({"nsw", "nuw"})
ACCUMULATORS = {"add": 0, "mul": 1, "and": -1, "or": 0, "xor": 0}


class _Candidate:
    """A self-recursive tail call in `block`, what the block returns, and the
    accumulating instruction between the call and the return if there is one."""
    __slots__ = ("acc", "block", "call", "ret_block")

    def __init__(self, block: BasicBlock, call: CallInst, acc: Instruction | None,
                 ret_block: BasicBlock | None) -> None:
        self.block, self.call, self.acc, self.ret_block = block, call, acc, ret_block


def _returned_value(b: BasicBlock) -> tuple[bool, Value | None, BasicBlock | None]:
    """(b exits by returning, the value returned, the phi+ret block it branches to)."""
    term = b.terminator
    if term is None:
        return False, None, None
    if term.opcode == "ret":
        return True, term.operands[0] if term.operands else None, None
    if term.opcode != "br" or len(term.operands) != 1:
        return False, None, None
    r: Any = term.operands[0]
    last = r.terminator
    if r is b or last is None or last.opcode != "ret" \
            or any(not isinstance(i, PhiNode) for i in r.instructions[:-1]):
        return False, None, None
    rv = last.operands[0] if last.operands else None
    if isinstance(rv, PhiNode) and rv.parent is r:
        rv = rv.incoming_value_for(b)
    return True, rv, r


def _candidate(b: BasicBlock, fn: Function) -> _Candidate | None:
    """LLVM's findTRECandidate + the checks of eliminateCall, for block `b`."""
    returns, rv, ret_block = _returned_value(b)
    term = b.terminator
    if not returns or term is None:
        return None
    call: Instruction | None = term.prev_node
    while call is not None and not (isinstance(call, CallInst) and call.called_function() is fn):
        call = call.prev_node
    if not isinstance(call, CallInst) or call.tail != "tail" or call.bundle_spec \
            or call.callconv != fn.callconv or call.num_args != len(fn.args):
        return None
    acc: Instruction | None = None
    i = call.next_node
    while i is not None and i is not term:
        if any(o is call for o in i.operands):
            if acc is not None or not _accumulates(i, call):
                return None
            acc = i
        elif not (is_pure_value(i) and not may_read_memory(i)):
            return None
        i = i.next_node
    want = acc if acc is not None else call
    if call.type.is_void:
        ok = rv is None or acc is None and not _uses_inside(rv, b, call)
    else:
        ok = rv is want and all(_is_return_use(u, b, ret_block) for u in want.users)
    if not ok or (acc is not None and len(call.users) != 1):
        return None
    return _Candidate(b, call, acc, ret_block)


def _uses_inside(v: Value, b: BasicBlock, call: Instruction) -> bool:
    return isinstance(v, Instruction) and v.parent is b and call.comes_before(v)


def _accumulates(i: Instruction, call: CallInst) -> bool:
    """`i` = call op X with op associative and commutative on integers, X not the call."""
    if i.opcode not in ACCUMULATORS or not i.type.is_int:
        return False
    a, b = i.operands
    return (a is call) != (b is call)


def _is_return_use(u: Any, b: BasicBlock, ret_block: BasicBlock | None) -> bool:
    if u.opcode == "ret":
        return bool(u.parent is b or u.parent is ret_block)
    return bool(isinstance(u, PhiNode) and u.parent is ret_block)


def eliminate_tail_recursion(fn: Function) -> int:
    """Step 2 of the module docstring. Returns the number of calls turned into branches."""
    if not fn.blocks or not _can_eliminate(fn):
        return 0
    cands: list[_Candidate] = []
    acc_op: str | None = None
    for b in fn.blocks:
        c = _candidate(b, fn)
        if c is None:
            continue
        if c.acc is not None:
            if acc_op is not None and c.acc.opcode != acc_op:
                continue
            acc_op = c.acc.opcode
        cands.append(c)
    if not cands:
        return 0
    header, entry = _make_loop_header(fn)
    arg_phis = _argument_phis(fn, header, entry)
    acc_phi: PhiNode | None = None
    if acc_op is not None:
        acc_phi = PhiNode("phi", fn.function_type.ret, (), "accumulator.tr")
        first = header.first
        assert first is not None
        acc_phi.insert_before(first)
        rt = fn.function_type.ret
        assert isinstance(rt, IntType)   # _accumulates only takes integer operations
        acc_phi.add_incoming(ConstantInt(rt, ACCUMULATORS[acc_op] & ((1 << rt.bits) - 1)), entry)
    emptied: list[BasicBlock] = []
    for c in cands:
        b = c.block
        for phi, v in zip(arg_phis, c.call.args, strict=True):
            phi.add_incoming(v, b)
        if acc_phi is not None:
            if c.acc is not None:
                k = 0 if c.acc.operands[0] is c.call else 1
                c.acc.set_operand(k, acc_phi)
                # the partial results are summed in another order: wrap flags no longer hold
                c.acc.flags -= WRAP_FLAGS
                acc_phi.add_incoming(c.acc, b)
            else:
                acc_phi.add_incoming(acc_phi, b)
        term = b.terminator
        assert term is not None
        if c.ret_block is not None:
            for phi in c.ret_block.phis():
                phi_remove_incoming(phi, b)
            emptied.append(c.ret_block)
        term.erase_from_parent()
        c.call.erase_from_parent()
        b.append(BranchInst(header))
    if acc_phi is not None:
        _accumulate_other_returns(fn, acc_phi, acc_op or "add")
    for phi in arg_phis:
        _drop_if_trivial(phi)
    _tidy_return_blocks(fn, emptied)
    return len(cands)


def _make_loop_header(fn: Function) -> tuple[BasicBlock, BasicBlock]:
    """The old entry becomes `tailrecurse`; a new entry holds the static allocas."""
    header = fn.blocks[0]
    entry = BasicBlock(header.name, fn)
    header.name = "tailrecurse"
    fn.blocks.insert(0, entry)
    for i in list(header.instructions):
        if isinstance(i, AllocaInst):
            i.remove_from_parent()
            entry.append(i)
    entry.append(BranchInst(header))
    return header, entry


def _argument_phis(fn: Function, header: BasicBlock, entry: BasicBlock) -> list[PhiNode]:
    phis: list[PhiNode] = []
    anchor = header.first
    assert anchor is not None
    for a in fn.args:
        phi = PhiNode("phi", a.type, (), f"{a.name or ''}.tr")
        replace_all_uses(a, phi)
        phi.add_incoming(a, entry)
        phi.insert_before(anchor)
        phis.append(phi)
    return phis


def _accumulate_other_returns(fn: Function, acc_phi: PhiNode, op: str) -> None:
    """Every remaining `ret X` returns `accumulator op X` (LLVM's accumulator.ret.tr)."""
    for b in fn.blocks:
        term = b.terminator
        if term is None or term.opcode != "ret" or not term.operands:
            continue
        v = term.operands[0]
        new = BinaryOperator(op, v.type, (acc_phi, v), "accumulator.ret.tr")
        new.insert_before(term)
        term.set_operand(0, new)


def _drop_if_trivial(phi: PhiNode) -> None:
    """An argument passed straight through to the recursive call leaves a phi of only
    itself and the argument: the argument is enough."""
    vals = {id(v): v for v, _ in phi.incoming if v is not phi}
    if len(vals) == 1:
        replace_all_uses(phi, next(iter(vals.values())))
        phi.erase_from_parent()


def _tidy_return_blocks(fn: Function, blocks: list[BasicBlock]) -> None:
    """Return blocks the elimination left without predecessors go; phis left with one
    incoming value are replaced by it."""
    dead = [r for r in dict.fromkeys(blocks) if not r.predecessors() and r is not fn.blocks[0]]
    remove_blocks(fn, dead)
    for r in blocks:
        if r.parent is None:
            continue
        for phi in list(r.phis()):
            if phi.num_incoming == 1:
                v = phi.operands[0]
                replace_all_uses(phi, v)
                phi.erase_from_parent()


class TailCallElim(FunctionPass):
    name = "tailcallelim"
    rerun_is_noop = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if str(unit.fn_attrs.get("disable-tail-calls")) == "true":
            return PreservedAnalyses.all()
        marked = mark_tail_calls(unit)
        eliminated = eliminate_tail_recursion(unit)
        st = am.instr.stats
        st.add(self.name, "Number of tail calls marked", marked)
        st.add(self.name, "Number of tail recursive calls removed", eliminated)
        if eliminated:
            return PreservedAnalyses.none()
        return PreservedAnalyses.cfg() if marked else PreservedAnalyses.all()
