# mypy: disable-error-code="no-any-return"
"""`simplifycfg`: fold branches, delete dead blocks, merge blocks, phis to selects.

Rewrites, repeated until none applies (LLVM SimplifyCFGPass, simplified):
- `br i1 C, T, F` with a constant C, `br X, T, T`, `switch C ...` with a constant or
  with only a default become `br`; a switch with one case becomes `icmp eq` + `br`;
- blocks unreachable from the entry are deleted (their phi entries removed);
- a block whose only predecessor ends in `br` to it is merged into that predecessor;
- an empty block (`br S` only) is bypassed: its predecessors branch to S directly,
  unless a phi in S would then need two different values for one predecessor;
- a two-entry phi at the join of an if-then or if-then-else whose arms hold at
  most `SPECULATE_LIMIT` speculatable instructions becomes a `select`
  (FoldTwoEntryPHINode), the arms' instructions hoisted above the branch.

Each rewrite is one function over the function's blocks; every sweep is linear.
Blocks whose address is taken (`blockaddress`) are never deleted or merged.

Contract: requires nothing; preserves nothing (it changes the CFG).
Parameters: `simplifycfg<no-speculate-blocks;bonus-inst-threshold=N;...>` (opt's names;
only speculate-blocks changes what this implementation does, the rest are accepted).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    I1,
    BranchInst,
    ConstantInt,
    Function,
    ICmpInst,
    Instruction,
    PhiNode,
    SelectInst,
    SwitchInst,
)
from pyllc.ir.values import BasicBlock
from pyllc.opt.irutil import (
    Editor,
    drop_references,
    has_address_taken,
    phi_remove_incoming,
    phi_replace_block,
    phi_value_for,
    reachable_blocks,
    remove_blocks,
    replace_all_uses,
    replace_successor,
    set_parent,
    set_terminator,
)
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, Pass, PreservedAnalyses
from pyllc.opt.traits import safe_to_speculate

SPECULATE_LIMIT = 2
MAX_PHIS_TO_FOLD = 4

_FLAGS = {"forward-switch-cond", "switch-range-to-icmp", "switch-to-lookup", "keep-loops",
          "hoist-common-insts", "sink-common-insts", "speculate-blocks", "simplify-cond-branch"}


def _edge_counts(term: Instruction) -> dict[int, tuple[BasicBlock, int]]:
    out: dict[int, tuple[BasicBlock, int]] = {}
    for op in term.operands:
        if isinstance(op, BasicBlock):
            b, n = out.get(id(op), (op, 0))
            out[id(op)] = (b, n + 1)
    return out


def _remove_one_entry(phi: PhiNode, pred: BasicBlock) -> None:
    """Remove one incoming entry from `pred` (one edge of several may go)."""
    ops = phi.operands
    keep: list[Any] = []
    done = False
    for k in range(0, len(ops), 2):
        if not done and ops[k + 1] is pred:
            done = True
            continue
        keep += (ops[k], ops[k + 1])
    drop_references(phi)
    for v in keep:
        phi.append_operand(v)


def retarget(bb: BasicBlock, new: Instruction) -> None:
    """Replace bb's terminator by `new`, dropping phi entries of edges that disappear."""
    before = _edge_counts(bb.instructions[-1])
    after = _edge_counts(new)
    set_terminator(bb, new)
    for key, (succ, n) in before.items():
        m = after.get(key, (succ, 0))[1]
        for _ in range(n - m):
            for phi in succ.phis():
                _remove_one_entry(phi, bb)


def fold_constant_terminators(fn: Function) -> int:
    """br on a constant / to one block twice, switch on a constant or with one case."""
    n = 0
    for bb in fn.blocks:
        term = bb.terminator
        if term is None:
            continue
        new: Instruction | None = None
        if isinstance(term, BranchInst) and term.is_conditional:
            c, t, f = term.operands
            if t is f:
                new = BranchInst(t)
            elif isinstance(c, ConstantInt):
                new = BranchInst(t if c.value else f)
        elif isinstance(term, SwitchInst):
            cond = term.operands[0]
            cases = term.cases
            if isinstance(cond, ConstantInt):
                dest = term.default
                for k, b in cases:
                    if k.value == cond.value:
                        dest = b
                        break
                new = BranchInst(dest)
            elif all(b is term.default for _, b in cases):
                new = BranchInst(term.default)
            elif len(cases) == 1:
                k, b = cases[0]
                cmp = ICmpInst("icmp", I1, "eq", cond, k, None)
                bb.set_instructions((*bb.instructions[:-1], cmp, bb.instructions[-1]))
                new = BranchInst(cmp, b, term.default)
        if new is not None:
            retarget(bb, new)
            n += 1
    return n


def remove_unreachable(fn: Function) -> int:
    live = {id(b) for b in reachable_blocks(fn)}
    dead = [b for b in fn.blocks if id(b) not in live and not has_address_taken(b)]
    return remove_blocks(fn, dead)


def merge_into_predecessor(fn: Function) -> int:
    """B with one predecessor P whose terminator is `br B`: append B to P."""
    removed: set[int] = set()
    entry = fn.blocks[0]
    for bb in fn.blocks[1:]:
        preds = bb.predecessors()
        if len(preds) != 1 or has_address_taken(bb):
            continue
        p = preds[0]
        pt = p.terminator
        if p is bb or pt is None or not isinstance(pt, BranchInst) or pt.is_conditional:
            continue
        for phi in bb.phis():
            replace_all_uses(phi, phi.operands[0])
            drop_references(phi)
            phi.parent = None
        body = [i for i in bb.instructions if i.parent is bb]
        drop_references(pt)
        pt.parent = None
        p.set_instructions((*p.instructions[:-1], *body))
        bb.set_instructions(())
        for s in p.successors():
            for phi in s.phis():
                phi_replace_block(phi, bb, p)
        replace_all_uses(bb, p)  # remaining references (none expected)
        bb.parent = None
        removed.add(id(bb))
    if removed:
        fn.blocks[:] = [b for b in fn.blocks if id(b) not in removed]
    assert fn.blocks[0] is entry
    return len(removed)


def bypass_empty_blocks(fn: Function) -> int:
    """B = `br S` alone: predecessors of B branch to S (phis of S updated)."""
    removed: set[int] = set()
    for bb in fn.blocks[1:]:
        if len(bb.instructions) != 1 or has_address_taken(bb):
            continue
        term = bb.instructions[0]
        if not isinstance(term, BranchInst) or term.is_conditional:
            continue
        succ = term.operands[0]
        assert isinstance(succ, BasicBlock)   # the destination of an unconditional br
        if succ is bb:
            continue
        preds = bb.predecessors()
        if not preds:
            continue
        succ_preds = {id(p) for p in succ.predecessors()}
        phis = succ.phis()
        ok = True
        for phi in phis:
            vb = phi_value_for(phi, bb)
            for p in preds:
                if id(p) in succ_preds and phi_value_for(phi, p) is not vb:
                    ok = False
                    break
            if not ok:
                break
        if not ok:
            continue
        if any(p.terminator is not None and p.terminator.opcode not in ("br", "switch")
               for p in preds):
            continue  # indirectbr / invoke edges stay as they are
        for phi in phis:
            vb = phi_value_for(phi, bb)
            assert vb is not None
            phi_remove_incoming(phi, bb)
            for p in preds:
                pt = p.terminator
                assert pt is not None   # a predecessor ends in the branch to bb
                for _ in range(_edge_counts(pt)[id(bb)][1]):
                    phi.add_incoming(vb, p)
        for p in preds:
            pt = p.terminator
            assert pt is not None
            replace_successor(pt, bb, succ)
        drop_references(term)
        term.parent = None
        bb.set_instructions(())
        bb.parent = None
        removed.add(id(bb))
    if removed:
        fn.blocks[:] = [b for b in fn.blocks if id(b) not in removed]
    return len(removed)


def _arm(side: BasicBlock, head: BasicBlock, join: BasicBlock) -> list[Instruction] | None:
    """The instructions to hoist from an arm `side` of head -> join, or None if it cannot."""
    if side.predecessors() != [head] or side.successors() != [join] or has_address_taken(side):
        return None
    body = list(side.instructions[:-1])
    if len(body) > SPECULATE_LIMIT or side.phis():
        return None
    if not all(safe_to_speculate(i) for i in body):
        return None
    return body


def fold_two_entry_phis(fn: Function) -> int:
    """if-then(-else) joined by two-entry phis -> selects in the head block."""
    n = 0
    for join in fn.blocks:
        phis = join.phis()
        if not phis or len(phis) > MAX_PHIS_TO_FOLD:
            continue
        preds = join.predecessors()
        if len(preds) != 2 or any(len(p.operands) != 4 for p in phis):
            continue
        a, b = preds
        # find the head: either a pred itself (triangle) or the common single pred (diamond)
        head: BasicBlock | None = None
        arms: list[BasicBlock] = []
        for x, y in ((a, b), (b, a)):
            xp = x.predecessors()
            if len(xp) == 1 and xp[0] is y:
                head, arms = y, [x]
                break
        if head is None:
            ap, bp = a.predecessors(), b.predecessors()
            if len(ap) == 1 and len(bp) == 1 and ap[0] is bp[0]:
                head, arms = ap[0], [a, b]
        if head is None or head is join:
            continue
        ht = head.terminator
        if not isinstance(ht, BranchInst) or not ht.is_conditional:
            continue
        cond, tdest, fdest = ht.operands
        assert isinstance(tdest, BasicBlock) and isinstance(fdest, BasicBlock)
        if cond.type != I1 or tdest is fdest:
            continue
        hoist: list[Instruction] = []
        ok = True
        for arm in arms:
            body = _arm(arm, head, join)
            if body is None:
                ok = False
                break
            hoist += body
        if not ok:
            continue
        # which predecessor of join is reached when cond is true?
        true_pred = tdest if tdest is not join else head
        false_pred = fdest if fdest is not join else head
        arm_terms = [arm.instructions[-1] for arm in arms]     # before the arms change
        head.set_instructions((*head.instructions[:-1], *hoist, head.instructions[-1]))
        for arm, arm_term in zip(arms, arm_terms):
            arm.set_instructions((arm_term,))
        ed = Editor()
        selects: list[Instruction] = []
        for phi in phis:
            tv = phi_value_for(phi, true_pred)
            fv = phi_value_for(phi, false_pred)
            assert tv is not None and fv is not None
            if tv is fv:
                replace_all_uses(phi, tv)
            else:
                s = SelectInst("select", phi.type, (cond, tv, fv), phi.name)
                set_parent(s, head)
                selects.append(s)
                replace_all_uses(phi, s)
            ed.erase(phi)
        ed.flush()
        head.set_instructions((*head.instructions[:-1], *selects, head.instructions[-1]))
        retarget(head, BranchInst(join))
        n += 1
    return n


class SimplifyCFG(FunctionPass):
    name = "simplifycfg"
    rerun_is_noop = True
    params_doc = "no-forward-switch-cond;forward-switch-cond;no-switch-range-to-icmp;" \
                 "switch-range-to-icmp;no-switch-to-lookup;switch-to-lookup;no-keep-loops;" \
                 "keep-loops;no-hoist-common-insts;hoist-common-insts;no-sink-common-insts;" \
                 "sink-common-insts;no-speculate-blocks;speculate-blocks;bonus-inst-threshold=N"

    def __init__(self, speculate: bool = True) -> None:
        self.speculate = speculate

    def rerun_key(self) -> str:
        # the other parameters are accepted and ignored (see `factory`)
        return f"speculate={self.speculate}"

    @staticmethod
    def factory(params: str | None) -> Pass[Function]:
        speculate = True
        for p in (params or "").split(";"):
            if not p:
                continue
            if p.startswith("bonus-inst-threshold="):
                if not p.split("=", 1)[1].isdigit():
                    raise ValueError(f"invalid simplifycfg parameter '{p}': expected an integer")
                continue
            flag = p.removeprefix("no-")
            if flag not in _FLAGS:
                raise ValueError(f"invalid simplifycfg parameter '{p}'")
            if flag == "speculate-blocks":
                speculate = not p.startswith("no-")
        return SimplifyCFG(speculate)

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        if not unit.blocks:
            return PreservedAnalyses.all()
        st = am.instr.stats
        total = 0
        for _ in range(100):
            n = 0
            k = fold_constant_terminators(unit)
            st.add(self.name, "Number of branches folded", k)
            n += k
            k = remove_unreachable(unit)
            st.add(self.name, "Number of unreachable blocks removed", k)
            n += k
            k = merge_into_predecessor(unit)
            st.add(self.name, "Number of blocks merged", k)
            n += k
            k = bypass_empty_blocks(unit)
            st.add(self.name, "Number of empty blocks bypassed", k)
            n += k
            if self.speculate:
                k = fold_two_entry_phis(unit)
                st.add(self.name, "Number of two-entry phis folded to selects", k)
                n += k
            total += n
            if not n:
                break
        return PreservedAnalyses.none() if total else PreservedAnalyses.all()
