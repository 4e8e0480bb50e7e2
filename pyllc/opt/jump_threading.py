# mypy: disable-error-code="no-any-return"
"""`jump-threading`: when a block's branch condition is known on some incoming edges,
send those predecessors straight to the successor the branch would take, through a
copy of the block (LLVM's JumpThreadingPass).

Per block BB ending in a conditional `br` or a `switch` (blocks visited in function
order, repeated until nothing changes):
1. a constant condition folds the terminator (NumFolds); a comparison with a
   constant that `lazy-value-info` decides in BB folds it too;
2. otherwise the condition's value is computed per predecessor P: a phi of BB reads
   its incoming value from P; a compare or and/or/xor in BB is evaluated on the
   predecessor's values; anything else asks LVI for its constant on the edge P -> BB;
3. the predecessors whose value sends the branch to the most popular successor S are
   threaded: several are first merged into one new block (`.thr_comm`), then BB's
   non-phi instructions are cloned into `BB.thread` (phis replaced by the values from
   that predecessor) which ends in `br S`; S's phis get the values BB would give.
   Values of BB used outside BB now have two definitions: the SSA updater rewrites
   those uses with new phis where paths meet (NumThreads).
Never threaded: across a loop header (BB or S heads a loop: a retreating edge of
the depth-first search ends there), when S is BB, from a predecessor ending in
`indirectbr`/`callbr`, through a block whose address is taken, that has an EH pad,
a token value or a `noduplicate`/`convergent` call, or whose copy would cost more
than `DUPLICATE_THRESHOLD` (6, LLVM's `-jump-threading-threshold`) instructions
(phis, debug intrinsics and the terminator are free; calls cost 3; a switch gets a
bonus of 6). A block whose only predecessor has it as only successor is merged into
that predecessor; unreachable blocks are deleted first.

Contract: requires lazy-value-info (reset after every change); changes the CFG,
preserves nothing when it fires.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from pyllc.ir import (
    BranchInst,
    ConstantInt,
    Function,
    Instruction,
    PhiNode,
    PoisonValue,
    UndefValue,
)
from pyllc.ir.module import Module
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt import scoped_noalias
from pyllc.opt.constfold import fold_icmp
from pyllc.opt.irutil import reachable_blocks, remove_blocks
from pyllc.opt.lvi import LazyValueAnalysis, LazyValueInfo, int_bits
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses
from pyllc.opt.ssa_updater import SSAUpdater, clone_instruction
from pyllc.opt.traits import callee_name, has_side_effects

DUPLICATE_THRESHOLD = 6
MAX_ROUNDS = 32
COND_DEPTH = 4


def retreating_targets(fn: Function) -> set[int]:
    """Blocks entered by a retreating edge of a depth-first search (LLVM's
    FindFunctionBackedges): the loop headers jump threading must not thread across."""
    out: set[int] = set()
    if not fn.blocks:
        return out
    on_stack: set[int] = set()
    seen: set[int] = set()
    entry = fn.blocks[0]
    stack: list[tuple[BasicBlock, Any]] = [(entry, iter(entry.successors()))]
    seen.add(id(entry))
    on_stack.add(id(entry))
    while stack:
        b, it = stack[-1]
        for s in it:
            if id(s) in on_stack:
                out.add(id(s))
            elif id(s) not in seen:
                seen.add(id(s))
                on_stack.add(id(s))
                stack.append((s, iter(s.successors())))
                break
        else:
            stack.pop()
            on_stack.discard(id(b))
    return out


def duplication_cost(bb: BasicBlock, threshold: int) -> int:
    """LLVM's getJumpThreadDuplicationCost (see module docstring); above the threshold
    the exact number does not matter."""
    term = bb.terminator
    bonus = 6 if term is not None and term.opcode == "switch" else 0
    threshold += bonus
    size = 0
    for i in bb:
        if i is term or i.opcode == "phi":
            continue
        name = callee_name(i) or ""
        if name.startswith(("llvm.dbg.", "llvm.pseudoprobe")) or i.opcode == "freeze":
            continue
        if i.opcode == "bitcast" and i.type.is_pointer:
            continue
        if i.type.__class__.__name__ == "TokenType" or str(i.type) == "token":
            return 1 << 30
        if i.opcode in ("call", "invoke", "callbr"):
            attrs = [getattr(i, "fn_attrs", None)]
            fn = getattr(i, "callee", None)
            attrs.append(getattr(fn, "fn_attrs", None))
            if any(a is not None and ("noduplicate" in a or "convergent" in a) for a in attrs):
                return 1 << 30
            size += 1 if name.startswith("llvm.") else 3
        else:
            size += 1
        if size > threshold:
            return size
    return max(size - bonus, 0)


class _JumpThreading:
    def __init__(self, fn: Function, lvi: LazyValueInfo) -> None:
        self.fn, self.lvi = fn, lvi
        self.stats: Counter[str] = Counter()
        self.headers: set[int] = set()

    def run(self) -> bool:
        changed_any = False
        self.remove_unreachable()
        self.headers = retreating_targets(self.fn)
        for _ in range(MAX_ROUNDS):
            changed = False
            for bb in list(self.fn.blocks):
                # (no `if bb.parent is None: continue` first: mypy would keep `bb.parent`
                # narrowed to Function across process(), which may remove bb, and a
                # mypyc-compiled read checks the narrowed type)
                while bb.parent is not None and self.process(bb):
                    changed = True
                    self.lvi.clear()
            if changed:
                self.remove_unreachable()
                self.headers = retreating_targets(self.fn)
                changed_any = True
            else:
                break
        return changed_any

    def remove_unreachable(self) -> None:
        live = {id(b) for b in reachable_blocks(self.fn)}
        dead = [b for b in self.fn.blocks if id(b) not in live]
        if dead:
            remove_blocks(self.fn, dead)
            self.lvi.clear()

    # ---- per block
    def process(self, bb: BasicBlock) -> bool:
        if self.merge_into_pred(bb) or self.forward_empty_block(bb):
            return True
        term = bb.terminator
        if term is None:
            return False
        if term.opcode == "br" and len(term.operands) == 3 or term.opcode == "switch":
            cond = term.operands[0]
        else:
            return False
        if isinstance(cond, ConstantInt):
            self.fold_terminator(bb, cond)
            self.stats["Number of terminators folded"] += 1
            return True
        if isinstance(cond, Instruction) and cond.opcode == "icmp" and isinstance(cond.operands[1], ConstantInt) \
                and bb is not self.fn.blocks[0]:
            known = self.lvi.icmp_in_block(cond.predicate, cond.operands[0], cond.operands[1], bb)  # type: ignore[attr-defined]
            if known is None and cond.parent is not bb:
                kv = self._in_block(cond, bb)
                known = None if kv is None else bool(kv)
            if known is not None:
                self.fold_terminator(bb, ConstantInt(cond.type, int(known)))
                self.stats["Number of terminators folded"] += 1
                return True
        elif int_bits(cond) is not None and not isinstance(cond, (UndefValue, PoisonValue)) \
                and (not isinstance(cond, Instruction) or cond.parent is not bb) and bb is not self.fn.blocks[0]:
            known2 = self._in_block(cond, bb)
            if known2 is not None:
                self.fold_terminator(bb, ConstantInt(cond.type, known2))
                self.stats["Number of terminators folded"] += 1
                return True
        return self.thread_edges(bb, cond)

    def _in_block(self, v: Value, bb: BasicBlock) -> int | None:
        r = self.lvi.range_in_block(v, bb)
        return r.single_value if r is not None else None

    def merge_into_pred(self, bb: BasicBlock) -> bool:
        preds = bb.predecessors()
        if len(preds) != 1 or bb is self.fn.blocks[0]:
            return False
        p = preds[0]
        pt = p.terminator
        if p is bb or pt is None or pt.opcode != "br" or len(pt.operands) != 1:
            return False
        if any(not isinstance(u, Instruction) for u in bb.users) or bb.first is None:
            return False
        if bb.first.opcode in ("landingpad", "catchpad", "cleanuppad", "catchswitch"):
            return False
        for phi in bb.phis():
            v = phi.operands[0]
            phi.replace_all_uses_with(v if v is not phi else PoisonValue(phi.type))
            phi.erase_from_parent()
        pt.erase_from_parent()
        for s in bb.successors():
            s.replace_phi_uses_with(bb, p)
        for i in list(bb):
            i.remove_from_parent()
            p.append(i)
        bb.erase_from_parent()
        self.stats["Number of blocks merged into their predecessor"] += 1
        return True

    def forward_empty_block(self, bb: BasicBlock) -> bool:
        """A block holding only phis and `br S` is bypassed: its predecessors branch to S,
        whose phis take the values bb's phis would have given (LLVM's
        TryToSimplifyUncondBranchFromEmptyBlock). bb's phis must be used only by S's
        phis, and a predecessor already branching to S must agree on every S phi."""
        term = bb.terminator
        if term is None or term.opcode != "br" or len(term.operands) != 1:
            return False
        if (term.prev_node is not None and term.prev_node.opcode != "phi"):
            return False
        s = term.operands[0]
        assert isinstance(s, BasicBlock)
        if s is bb or bb is self.fn.blocks[0] or id(bb) in self.headers or id(s) in self.headers:
            return False
        if any(not isinstance(u, Instruction) for u in bb.users):
            return False
        own = bb.phis()
        if own and not s.phis():
            return False
        for phi in own:
            for u in phi.users:
                if not (isinstance(u, PhiNode) and u.parent is s) or \
                        any(v is phi and blk is not bb for v, blk in u.incoming):
                    return False
        preds = bb.predecessors()
        if not preds:
            return False

        def through(v: Value, p: BasicBlock) -> Value:
            if isinstance(v, PhiNode) and v.parent is bb:
                got = v.incoming_value_for(p)
                assert got is not None
                return got
            return v

        spreds = {id(p) for p in s.predecessors()}
        for p in preds:
            pt = p.terminator
            if pt is None or pt.opcode not in ("br", "switch"):
                return False
            if id(p) in spreds:
                for phi in s.phis():
                    v = phi.incoming_value_for(bb)
                    assert v is not None
                    if phi.incoming_value_for(p) is not through(v, p):
                        return False
        for phi in s.phis():
            v = phi.incoming_value_for(bb)
            assert v is not None
            phi.remove_incoming_block(bb)
            for p in preds:
                pt = p.terminator
                assert pt is not None
                for _ in range(sum(1 for x in pt.successor_blocks() if x is bb)):
                    phi.add_incoming(through(v, p), p)
        for p in preds:
            pt = p.terminator
            assert pt is not None
            for k, op in enumerate(pt.operands):
                if op is bb:
                    pt.set_operand(k, s)
        for phi in own:
            phi.replace_all_uses_with(PoisonValue(phi.type))   # no users left by now
            phi.erase_from_parent()
        term.erase_from_parent()
        bb.erase_from_parent()
        self.stats["Number of empty blocks bypassed"] += 1
        return True

    def fold_terminator(self, bb: BasicBlock, cond: ConstantInt) -> None:
        """Replace a br/switch on a constant by an unconditional branch."""
        term = bb.terminator
        assert term is not None
        if term.opcode == "br":
            dest = term.operands[1] if cond.value else term.operands[2]
        else:
            sw: Any = term
            dest = sw.default
            for k, d in sw.cases:
                if k.value == cond.value:
                    dest = d
                    break
        self._replace_terminator(bb, dest)

    def _replace_terminator(self, bb: BasicBlock, dest: Any) -> None:
        term = bb.terminator
        assert term is not None
        kept = False
        for s in term.successor_blocks():
            if s is dest and not kept:
                kept = True
                continue
            for phi in s.phis():            # one entry per removed edge
                for k in range(1, len(phi.operands), 2):
                    if phi.operands[k] is bb:
                        phi.remove_incoming(k // 2)
                        break
        cond = term.operands[0] if term.opcode in ("br", "switch") and len(term.operands) > 1 else None
        term.erase_from_parent()
        bb.append(BranchInst(dest))
        if isinstance(cond, Instruction) and not cond.users and cond.opcode == "icmp":
            cond.erase_from_parent()

    # ---- threading
    def known_value(self, v: Value, bb: BasicBlock, p: BasicBlock, depth: int) -> int | None:
        """The constant value of `v` when BB is entered from `p`."""
        if isinstance(v, ConstantInt):
            return v.value
        if int_bits(v) is None or not isinstance(v, Instruction) and not hasattr(v, "parent"):
            return None
        if isinstance(v, Instruction) and v.parent is bb:
            if isinstance(v, PhiNode):
                inc = v.incoming_value_for(p)
                return inc.value if isinstance(inc, ConstantInt) else (
                    self.lvi.constant_on_edge(inc, p, bb) if inc is not None and int_bits(inc) is not None
                    and not isinstance(inc, (UndefValue, PoisonValue)) else None)
            if depth <= 0:
                return None
            op = v.opcode
            if op == "icmp":
                a, b = (self._translate(x, bb, p) for x in v.operands)
                if isinstance(a, ConstantInt) and isinstance(b, ConstantInt):
                    c = fold_icmp(v.predicate, a, b)  # type: ignore[attr-defined]
                    return c.value if isinstance(c, ConstantInt) else None
                if a is None or b is None or isinstance(a, (UndefValue, PoisonValue)) \
                        or isinstance(b, (UndefValue, PoisonValue)):
                    return None
                if (isinstance(a, Instruction) and a.parent is bb) or (isinstance(b, Instruction) and b.parent is bb):
                    return None
                r = self.lvi.icmp_on_edge(v.predicate, a, b, p, bb)  # type: ignore[attr-defined]
                return None if r is None else int(r)
            if op in ("and", "or", "xor") and v.type.bits == 1:  # type: ignore[attr-defined]
                x = self.known_value(v.operands[0], bb, p, depth - 1)
                y = self.known_value(v.operands[1], bb, p, depth - 1)
                if op == "and" and (x == 0 or y == 0):
                    return 0
                if op == "or" and (x == 1 or y == 1):
                    return 1
                if x is None or y is None:
                    return None
                return x & y if op == "and" else x | y if op == "or" else x ^ y
            return None
        if isinstance(v, (UndefValue, PoisonValue)):
            return None
        return self.lvi.constant_on_edge(v, p, bb)

    @staticmethod
    def _translate(x: Value, bb: BasicBlock, p: BasicBlock) -> Value | None:
        if isinstance(x, PhiNode) and x.parent is bb:
            return x.incoming_value_for(p)
        return x

    def thread_edges(self, bb: BasicBlock, cond: Value) -> bool:
        if any(not isinstance(u, Instruction) for u in bb.users):
            return False       # blockaddress
        first = bb.first
        if first is None or first.opcode in ("landingpad", "catchpad", "cleanuppad", "catchswitch"):
            return False
        term = bb.terminator
        assert term is not None
        dest_of: list[tuple[BasicBlock, BasicBlock]] = []
        for p in bb.predecessors():
            pt = p.terminator
            if pt is None or pt.opcode not in ("br", "switch"):
                continue
            k = self.known_value(cond, bb, p, COND_DEPTH)
            if k is None:
                continue
            d = self._dest_for(term, k)
            if d is not None:
                dest_of.append((p, d))
        if not dest_of:
            return False
        counts = Counter(id(d) for _, d in dest_of)
        succ_order = {id(s): n for n, s in enumerate(term.successor_blocks())}
        best_id = max(counts, key=lambda i: (counts[i], -succ_order.get(i, 0)))
        succ = next(d for _, d in dest_of if id(d) == best_id)
        preds = [p for p, d in dest_of if d is succ]
        if succ is bb or id(bb) in self.headers or id(succ) in self.headers:
            return False
        if duplication_cost(bb, DUPLICATE_THRESHOLD) > DUPLICATE_THRESHOLD:
            return False
        pred = preds[0] if len(preds) == 1 else self.factor_preds(bb, preds)
        self.thread(bb, pred, succ)
        self.stats["Number of jumps threaded"] += 1
        return True

    @staticmethod
    def _dest_for(term: Instruction, k: int) -> BasicBlock | None:
        if term.opcode == "br":
            d = term.operands[1] if k else term.operands[2]
            return d if isinstance(d, BasicBlock) else None
        sw: Any = term
        for c, d in sw.cases:
            if c.value == k:
                return d
        return sw.default

    def _new_block(self, name: str | None, after: BasicBlock) -> BasicBlock:
        nb = BasicBlock(name, self.fn)
        self.fn.blocks.insert(self.fn.blocks.index(after) + 1, nb)
        return nb

    def factor_preds(self, bb: BasicBlock, preds: list[BasicBlock]) -> BasicBlock:
        """One new block that `preds` branch to instead of `bb` (SplitBlockPredecessors)."""
        nb = BasicBlock(f"{bb.name}.thr_comm" if bb.name else None, self.fn)
        self.fn.blocks.insert(self.fn.blocks.index(bb), nb)
        pset = {id(p) for p in preds}
        for phi in bb.phis():
            vals = [(phi.operands[k], phi.operands[k + 1]) for k in range(0, len(phi.operands), 2)]
            moved = [v for v, b in vals if id(b) in pset]
            keep = [(v, b) for v, b in vals if id(b) not in pset]
            phi.remove_operands(0, len(phi.operands))
            for v, b in keep:
                phi.add_incoming(v, b)  # type: ignore[arg-type]
            if all(m is moved[0] for m in moved):
                phi.add_incoming(moved[0], nb)
            else:
                np_ = PhiNode("phi", phi.type, (), phi.name)
                nb.append(np_)
                for v, b in vals:
                    if id(b) in pset:
                        np_.add_incoming(v, b)  # type: ignore[arg-type]
                phi.add_incoming(np_, nb)
        for p in preds:
            pt = p.terminator
            assert pt is not None
            for k, op in enumerate(pt.operands):
                if op is bb:
                    pt.set_operand(k, nb)
        nb.append(BranchInst(bb))
        return nb

    @staticmethod
    def _drop_dead_clones(nb: BasicBlock) -> None:
        for i in reversed(nb):
            if not i.users and not i.is_terminator and not has_side_effects(i):
                i.erase_from_parent()

    def thread(self, bb: BasicBlock, pred: BasicBlock, succ: BasicBlock) -> None:
        """Send `pred` to `succ` through a copy of `bb` (see module docstring)."""
        nb = self._new_block(f"{bb.name}.thread" if bb.name else None, bb)
        vmap: dict[int, Value] = {}
        for phi in bb.phis():
            v = phi.incoming_value_for(pred)
            assert v is not None
            vmap[id(phi)] = v
        term = bb.terminator
        for i in bb:
            if i is term or i.opcode == "phi":
                continue
            c = clone_instruction(i)
            for k, op in enumerate(c.operands):
                m = vmap.get(id(op))
                if m is not None:
                    c.set_operand(k, m)
            nb.append(c)
            vmap[id(i)] = c
        declared = scoped_noalias.declared_scopes(bb.instructions)
        if declared and isinstance(bb.parent, Function) and isinstance(bb.parent.parent, Module):
            # the copy declares its own instances of the scopes (LLVM clones them too)
            scoped_noalias.clone_scopes(list(nb.instructions), bb.parent.parent, only=declared)
        nb.append(BranchInst(succ))
        for phi in succ.phis():
            v = phi.incoming_value_for(bb)
            assert v is not None
            phi.add_incoming(vmap.get(id(v), v), nb)
        pt = pred.terminator
        assert pt is not None
        for k, op in enumerate(pt.operands):
            if op is bb:
                pt.set_operand(k, nb)
        for phi in bb.phis():
            phi.remove_incoming_block(pred)
        # values of bb used outside bb now have two definitions
        for i in list(bb):
            new = vmap.get(id(i))
            if new is None or i.type.is_void:
                continue
            outside = [(u, k) for u in i.unique_users() for k, op in enumerate(u.operands)
                       if op is i and (isinstance(u, PhiNode) or getattr(u, "parent", None) is not bb)
                       and getattr(u, "parent", None) is not None]
            outside = [(u, k) for u, k in outside if getattr(u, "parent", None) is not nb]
            if not outside:
                continue
            ssa = SSAUpdater(i.type, i.name, {id(bb): (bb, i), id(nb): (nb, new)})
            for u, k in outside:
                ssa.rewrite_use(u, k)
            ssa.finish()
        self._drop_dead_clones(nb)


class JumpThreading(FunctionPass):
    name = "jump-threading"
    rerun_is_noop = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        lvi: LazyValueInfo = am.get(LazyValueAnalysis, unit)
        jt = _JumpThreading(unit, lvi)
        changed = jt.run()
        for what, n in jt.stats.items():
            am.instr.stats.add(self.name, what, n)
        if not changed:
            return PreservedAnalyses.all()
        lvi.clear()
        return PreservedAnalyses.none()
