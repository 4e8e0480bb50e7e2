"""`loop-reduce`: loop strength reduction of addresses (LLVM's LoopStrengthReduce, a sound
and much smaller chooser than LLVM's formula solver).

What it does, on an innermost loop in simplified form (preheader, one latch):
1. Uses. The IV users (pyllc/opt/analysis/ivusers.py) that are the address of a load or
   a store, whose scalar evolution is an affine recurrence of the loop with a constant
   stride, `{base + offset,+,stride}<L>`, `offset` a constant. Uses with the same
   `base` and stride form a group: one pointer can serve them all, each at its own
   immediate offset.
2. Choice, under the target's TargetTransformInfo (pyllc/opt/tti.py). Keeping a group as
   it is costs, per iteration, what the target cannot fold into the access: the scaling
   of the index (a shift or multiply, shared by every group of that stride), the add of
   base and index when there is no register + register mode, the add of an offset that
   does not fit beside them. Reducing it costs one pointer increment per iteration plus
   an add for each offset that does not fit `pointer + imm`. For each stride, the groups
   are reduced all together when that is cheaper than keeping them all (the shared
   scaling then disappears), else one by one where a group alone is cheaper reduced.
   New pointers are limited so that the loop's phis stay within half the registers, and
   in a loop that computes more values than there are registers a group over a global's
   address (rematerialized for free where it is kept) gets none.
   So x86-64 (base + index*4 + disp) keeps `a[i]`, and RISC-V (base + simm12 only) walks
   a pointer.
3. Rewrite. A group's pointer is `%lsr.iv = phi [start, preheader], [%lsr.iv.next, latch]`
   with `%lsr.iv.next = getelementptr i8, %lsr.iv, stride` at the end of the latch; its
   start is the group's smallest address in the first iteration (built by SCEV expansion
   in the preheader, else by evaluating the address's own computation with the header
   phis' entry values, poison flags dropped). Each old address becomes
   `getelementptr i8, %lsr.iv, offset - smallest` (or the pointer itself). A header phi
   that already walks the group's base and stride (`p = phi [a, ph], [&a[j+1], latch]`,
   what GVN leaves of `a[j]`/`a[j+1]`) is used instead of a new one, its backedge value
   becoming `p + stride`: always done, it adds nothing.
4. Exit compare (LLVM's "LSR-based exit condition", the exact case only): when the loop's
   only exit is the latch's branch on an `icmp`, the backedge-taken count N is a constant
   and the old induction variable would be left with nothing but its increment and that
   compare, the compare becomes `icmp eq/ne %lsr.iv.next, start + stride * (N+1)`;
   exact because |stride| * (N+1) is below 2^(width-1), so the pointer meets that end on
   iteration N and on no other.
5. Cleanup: the old addresses and whatever only they used die, and so does an old
   induction variable whose cycle nothing else reads.
6. Count-down (LLVM's ICmpZero uses, for targets with post-incremented loads, AArch64):
   when step 2 chooses nothing, every group loads from its own pointer with a stride the
   target can add inside that load (`ldr x, [p], #stride`: the increment is free), and
   the exit is an `icmp eq/ne A, B` of an induction variable A = {A0,+,s} that would
   then do nothing else with a loop-invariant B, all groups are reduced and the exit
   becomes `c.next == 0` (eq/ne as before) for a new counter c = {B - A0 + s,+,-s}, c.next
   = c - s: c.next = B - A in every iteration, so it is zero exactly when A == B
   (modulo 2^width, as the compare). The old variable dies: `sub`+`cbnz` replace
   `add`+`cmp`+`b.ne`, with a symbolic trip count too.

Why exact: SCEV's closed form of the address holds on every iteration where the
original address is not poison, and a load or store of a poison address is undefined, so
every executed access reads the same address as before. Nothing is done for symbolic
strides, non-affine addresses, outer loops, or a loop without a preheader; nor for
vector loads and stores (pyllc's backends split most of them into many scalar accesses,
whose register pressure this chooser does not model: a pointer that walks them is
spilled and reloaded for each piece).

`reduce_function` runs the pass on a function's loops that are already in simplified
form, without the `loop(...)` adaptor's canonicalization: what pyllc runs before
instruction selection at -O1 and above (pyllc/pipeline.py, as llc's addIRPasses).

Statistics: NumReduced (pointer IVs made), NumRewritten (addresses), NumExitCompares
(pointer or count-down), NumDeadIVs. Contract: a loop pass; keeps the CFG; needs loop-simplify form (LCSSA is kept:
every new value is used inside the loop only); requires loops, domtree, scalar
evolution and `target-ir`.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    BinaryOperator,
    Constant,
    ConstantInt,
    Function,
    GetElementPtrInst,
    ICmpInst,
    Instruction,
    PhiNode,
)
from pyllc.ir.types import I1, I8, IntType
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.analyses import DominatorTreeAnalysis, Loop
from pyllc.opt.analysis.ivusers import IVUsers
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater, innermost_first
from pyllc.opt.loops.expander import expand
from pyllc.opt.loops.util import clone_instruction, exiting_blocks, latches, preheader
from pyllc.opt.passmanager import CFG_ANALYSES, FunctionAnalysisManager, PreservedAnalyses
from pyllc.opt.scev import SCEV, ScalarEvolution, ScalarEvolutionAnalysis, const
from pyllc.opt.traits import safe_to_speculate
from pyllc.opt.tti import TargetIRAnalysis, TargetTransformInfo
from pyllc.record import field, record

#: flags that may make a value poison: dropped on the copies built in the preheader
_POISON_FLAGS = frozenset(["nsw", "nuw", "exact", "inbounds", "nneg", "disjoint"])
START_BUDGET = 4


@record
class _Use:
    addr: Instruction     # the old address (an instruction of the loop)
    user: Instruction     # the load or store that reads it
    offset: int
    size: int             # bytes accessed


@record
class _Group:
    base: SCEV            # the start without its constant part
    stride: int
    ptr_type: Any
    uses: list[_Use] = field(default_factory=list)
    #: a header phi of the loop that already walks this base and stride, and its offset
    existing: tuple[PhiNode, int] | None = None

    @property
    def low(self) -> int:
        if self.existing is not None:
            return self.existing[1]
        return min(u.offset for u in self.uses)


def _address_operand(user: Instruction, v: Instruction) -> bool:
    if user.opcode == "load":
        return user.operands[0] is v
    if user.opcode == "store":
        return user.operands[1] is v and user.operands[0] is not v
    return False


def _split(s: SCEV, se: ScalarEvolution) -> tuple[SCEV, int]:
    """`s` as (non-constant part, constant)."""
    if s.kind == "add":
        c = sum(o.value for o in s.ops if o.kind == "const")
        rest = [o for o in s.ops if o.kind != "const"]
        return (rest[0] if len(rest) == 1 else se.add(rest)), c
    return s, 0


def collect(loop: Loop, se: ScalarEvolution, dt: Any, dl: Any) -> list[_Group]:
    """The address uses of `loop`, grouped by (base, stride) (step 1 of the docstring)."""
    groups: dict[tuple[Any, ...], _Group] = {}
    for v, user, post in IVUsers(loop, se, dt, dl).uses:
        if post or user.parent is None or not loop.contains(user.parent) \
                or not _address_operand(user, v) or v.parent is None:
            continue
        s = se.get(v)
        if s.kind != "addrec" or s.loop is not loop or len(s.ops) != 2:
            continue
        stride = s.ops[1].const
        if stride is None or stride == 0:
            continue
        base, off = _split(s.ops[0], se)
        if base.kind == "const":
            continue
        ty = user.type if user.opcode == "load" else user.operands[0].type
        if ty.is_vector:
            continue
        key = (base.key(), stride, str(v.type))
        g = groups.get(key)
        if g is None:
            g = groups[key] = _Group(base, stride, v.type)
        g.uses.append(_Use(v, user, off, dl.type_size(ty) if dl is not None else 0))
    for phi in loop.header.phis():
        rec = _pointer_recurrence(phi, loop, se) if phi.type.is_pointer else None
        if rec is None:
            continue
        base, off = _split(rec.ops[0], se)
        g = groups.get((base.key(), rec.ops[1].const, str(phi.type)))
        if g is not None and g.existing is None:
            g.existing = (phi, off)
    return list(groups.values())


def _pointer_recurrence(phi: PhiNode, loop: Loop, se: ScalarEvolution) -> SCEV | None:
    """`{start,+,stride}` (constant stride) for a pointer phi of the header. Besides what
    SCEV finds, a phi whose backedge value is `{start + stride,+,stride}` (the next
    element's address, computed from another induction variable) is that recurrence:
    it equals `start` on entry and the next iteration's value of itself after."""
    s = se.get(phi)
    if s.kind != "addrec":
        latch = loop.latches[0]
        start = phi.incoming_value_for(latch) if phi.num_incoming == 2 else None
        entry = next((v for v, b in phi.incoming if not loop.contains(b)), None)
        if start is None or entry is None:
            return None
        b = se.get(start)
        if b.kind != "addrec" or b.loop is not loop or len(b.ops) != 2:
            return None
        first = se.get(entry)
        if not se.add([first, b.ops[1]]).same(b.ops[0]):
            return None
        s = SCEV("addrec", b.bits, (first, b.ops[1]), loop=loop)
    if s.loop is not loop or len(s.ops) != 2 or s.ops[1].const is None:
        return None
    return s


def _addresses(g: _Group) -> list[_Use]:
    """One use per distinct old address: a load and a store of the same address share
    its computation."""
    seen: set[tuple[int, int]] = set()
    out: list[_Use] = []
    for u in g.uses:
        if (id(u.addr), u.offset) not in seen:
            seen.add((id(u.addr), u.offset))
            out.append(u)
    return out


def _keep_cost(g: _Group, tti: TargetTransformInfo) -> tuple[int, bool]:
    """Per-iteration cost of the group's addresses as they are (without the shared
    scaling), and whether the index needs scaling before the access. The index register
    is taken to absorb the most frequent offset (`a[i]` indexes with `i` itself)."""
    addrs = _addresses(g)
    offs = [u.offset for u in addrs]
    usual = max(sorted(set(offs)), key=offs.count)
    cost = 0
    scaled = False
    for u in addrs:
        off = u.offset - usual
        if tti.is_legal_addressing_mode(None, off, True, g.stride, u.size):
            continue
        if tti.is_legal_addressing_mode(None, 0, True, g.stride, u.size):
            cost += tti.add_cost()                     # the offset is added first
            continue
        scaled = True                                  # index * stride, then:
        if tti.is_legal_addressing_mode(None, off, True, 1, u.size):
            continue                                   # base + index + offset folds
        if tti.is_legal_addressing_mode(None, 0, True, 1, u.size):
            cost += tti.add_cost()
            continue
        cost += tti.add_cost()                         # base + index
        if not tti.is_legal_addressing_mode(None, off, True, 0, u.size):
            cost += tti.add_cost()
    return cost, scaled


def _reduce_cost(g: _Group, tti: TargetTransformInfo) -> int:
    base = g.low
    return tti.add_cost() + sum(
        0 if tti.is_legal_addressing_mode(None, u.offset - base, True, 0, u.size) else tti.add_cost()
        for u in _addresses(g))


def _constant_base(g: _Group) -> bool:
    """The group's base is a constant address (a global): code generators rematerialize
    it where it is used, so keeping the group ties up no register, and a new pointer
    does."""
    return g.base.kind == "unknown" and isinstance(g.base.value, Constant)


def choose(groups: list[_Group], tti: TargetTransformInfo, phis: int,
           pressure: int = 0) -> list[_Group]:
    """The groups worth a pointer of their own (step 2 of the docstring). `pressure`:
    the values the loop computes; when they outnumber the registers, a new pointer over
    a constant base would be one more value to spill and reload at every access, so
    those groups are kept."""
    if pressure > tti.num_registers():
        groups = [g for g in groups if g.existing is not None or not _constant_base(g)]
    chosen: list[_Group] = []
    by_stride: dict[int, list[_Group]] = {}
    for g in groups:
        by_stride.setdefault(g.stride, []).append(g)
    for stride, gs in by_stride.items():
        # a pointer that already walks the group serves its addresses at no new cost
        chosen.extend(g for g in gs if g.existing is not None)
        gs = [g for g in gs if g.existing is None]
        costs = [_keep_cost(g, tti) for g in gs]
        keep = sum(c for c, _ in costs) + (tti.mul_cost(abs(stride)) if any(s for _, s in costs) else 0)
        reduce = sum(_reduce_cost(g, tti) for g in gs)
        if reduce < keep:
            chosen.extend(gs)
        else:
            chosen.extend(g for g, (c, _) in zip(gs, costs, strict=True) if _reduce_cost(g, tti) < c)
    room = max(0, tti.num_registers() // 2 - phis)
    chosen.sort(key=lambda g: (g.existing is None, _reduce_cost(g, tti) - _keep_cost(g, tti)[0]))
    return [g for k, g in enumerate(chosen) if g.existing is not None or k < room]


def _value_at_entry(v: Value, loop: Loop, ph: BasicBlock, memo: dict[int, Value]) -> Value | None:
    """`v` as it is in the loop's first iteration, computed in the preheader: header phis
    read their entry value; pure instructions are copied without poison flags."""
    if not isinstance(v, Instruction) or v.parent is None or not loop.contains(v.parent):
        return v
    if id(v) in memo:
        return memo[id(v)]
    if isinstance(v, PhiNode):
        return v.incoming_value_for(ph) if v.parent is loop.header else None
    if not safe_to_speculate(v) or v.opcode == "call":
        return None
    ops: list[Value] = []
    for o in v.operands:
        got = _value_at_entry(o, loop, ph, memo)
        if got is None:
            return None
        ops.append(got)
    c = clone_instruction(v, ".lsr.start")
    for k, o in enumerate(ops):
        c.set_operand(k, o)
    c.flags -= _POISON_FLAGS
    term = ph.terminator
    assert term is not None
    c.insert_before(term)
    memo[id(v)] = c
    return c


def _gep_i8(ptr: Value, offset: int, bits: int, name: str) -> GetElementPtrInst:
    idx = ConstantInt(IntType.get(bits), offset & ((1 << bits) - 1))
    return GetElementPtrInst(ptr.type, I8, ptr, (idx,), name)


class _Rewriter:
    def __init__(self, loop: Loop, ph: BasicBlock, latch: BasicBlock, se: ScalarEvolution) -> None:
        self.loop, self.ph, self.latch, self.se = loop, ph, latch, se
        self.memo: dict[int, Value] = {}
        #: old backedge values of reused phis (dead unless something else reads them)
        self.replaced: list[Instruction] = []
        #: (phi, increment, start, stride) of each new pointer
        self.made: list[tuple[PhiNode, Instruction, Value, int]] = []

    def start_of(self, g: _Group, bits: int) -> Value | None:
        term = self.ph.terminator
        assert term is not None
        low = g.low
        s = self.se.add([g.base, const(low, bits)]) if low else g.base
        v = expand(s, g.ptr_type, term, START_BUDGET)
        if v is not None:
            return v
        first = next(u for u in g.uses if u.offset == low)
        return _value_at_entry(first.addr, self.loop, self.ph, self.memo)

    def _reuse(self, g: _Group, bits: int) -> tuple[PhiNode, Instruction, Value]:
        """The group's existing pointer phi, its backedge value now `phi + stride` (the
        same value: the phi is `{start,+,stride}`), so whatever computed it may die."""
        assert g.existing is not None
        phi = g.existing[0]
        term = self.latch.terminator
        assert term is not None
        inc = _gep_i8(phi, g.stride, bits, "lsr.iv.next")
        inc.insert_before(term)
        k = next(k for k in range(1, len(phi.operands), 2) if phi.operands[k] is self.latch)
        old = phi.operands[k - 1]
        phi.set_operand(k - 1, inc)
        if isinstance(old, Instruction):
            self.replaced.append(old)
        start = phi.incoming_value_for(self.ph)
        assert start is not None
        return phi, inc, start

    def _new(self, g: _Group, bits: int) -> tuple[PhiNode, Instruction, Value] | None:
        start = self.start_of(g, bits)
        if start is None:
            return None
        header = self.loop.header
        first = header.first
        term = self.latch.terminator
        assert first is not None and term is not None
        phi = PhiNode("phi", g.ptr_type, (), "lsr.iv")
        phi.insert_before(first)
        inc = _gep_i8(phi, g.stride, bits, "lsr.iv.next")
        inc.insert_before(term)
        for p in header.predecessors():
            phi.add_incoming(start if p is self.ph else inc, p)
        return phi, inc, start

    def rewrite(self, g: _Group) -> int:
        bits = self.se.bits_of(g.uses[0].addr)
        assert bits is not None
        got = self._reuse(g, bits) if g.existing is not None else self._new(g, bits)
        if got is None:
            return 0
        phi, inc, start = got
        self.made.append((phi, inc, start, g.stride))
        base = g.low
        done: dict[tuple[int, int], Value] = {}
        for u in g.uses:
            key = (id(u.addr), u.offset)
            nv = done.get(key)
            if nv is None:
                if u.offset == base:
                    nv = phi
                else:
                    ng = _gep_i8(phi, u.offset - base, bits, "scevgep")
                    ng.insert_before(u.addr)
                    nv = ng
                done[key] = nv
            u.user.replace_uses_of_with(u.addr, nv)
        return len(g.uses)


def _delete_dead_start(v: Value) -> None:
    """Erase an unused start value built in the preheader, and what only it used."""
    work = [v]
    while work:
        i = work.pop()
        if not isinstance(i, Instruction) or i.parent is None or i.users \
                or isinstance(i, PhiNode) or not safe_to_speculate(i):
            continue
        ops = list(i.operands)
        i.drop_all_references()
        i.erase_from_parent()
        work.extend(ops)


def _delete_dead(values: list[Instruction], loop: Loop) -> None:
    """Erase pure instructions of the loop left without users, and what only they used."""
    work = list(values)
    while work:
        i = work.pop()
        if i.parent is None or i.users or isinstance(i, PhiNode) or not safe_to_speculate(i) \
                or not loop.contains(i.parent):
            continue
        ops = [o for o in i.operands if isinstance(o, Instruction)]
        i.drop_all_references()
        i.erase_from_parent()
        work.extend(ops)


def _iv_cycle(phi: PhiNode, loop: Loop, spare: Instruction | None = None,
              spares: frozenset[int] = frozenset()) -> list[Instruction] | None:
    """The instructions of the loop that only feed `phi`'s own cycle (with `spare`, an
    extra user that is about to go, and `spares`, the ids of more such users), or None
    when something else reads them."""
    seen: dict[int, Instruction] = {id(phi): phi}
    work: list[Instruction] = [phi]
    while work:
        i = work.pop()
        for u in i.users:
            if u is spare or id(u) in spares:
                continue
            if not isinstance(u, Instruction) or u.parent is None or not loop.contains(u.parent):
                return None
            if id(u) in seen:
                continue
            if isinstance(u, PhiNode) or not safe_to_speculate(u):
                return None
            seen[id(u)] = u
            work.append(u)
    return list(seen.values())


def _erase_cycle(cycle: list[Instruction]) -> None:
    for i in cycle:
        i.drop_all_references()
    for i in cycle:
        i.erase_from_parent()


def _rewrite_exit(loop: Loop, latch: BasicBlock, se: ScalarEvolution, rw: _Rewriter) -> bool:
    """Step 4 of the docstring; True when the compare moved to a new pointer."""
    if not rw.made or exiting_blocks(loop) != [latch]:
        return False
    br = latch.terminator
    if br is None or br.opcode != "br" or len(br.operands) != 3:
        return False
    cmp = br.operands[0]
    if not isinstance(cmp, ICmpInst) or cmp.parent is not latch or len(cmp.users) != 1:
        return False
    n = se.backedge_taken_count(loop)
    if n is None:
        return False
    phi, inc, start, stride = rw.made[0]
    bits = se.bits_of(phi)
    assert bits is not None
    if abs(stride) * (n + 1) >= 1 << (bits - 1):
        return False
    # the old induction variable must die with the compare
    olds = [p for p in loop.header.phis() if all(p is not m[0] for m in rw.made)]
    dying = [c for p in olds if (c := _iv_cycle(p, loop, cmp)) is not None
             and any(o is x for o in cmp.operands for x in c)]
    if not dying:
        return False
    stays = br.operands[1]
    continue_if_true = isinstance(stays, BasicBlock) and loop.contains(stays)
    term = rw.ph.terminator
    assert term is not None
    end = _gep_i8(start, stride * (n + 1), bits, "scevgep.end")
    end.insert_before(term)
    pred = "ne" if continue_if_true else "eq"
    nc = ICmpInst("icmp", I1, pred, inc, end, "lsr.cond")
    nc.insert_before(br)
    br.replace_uses_of_with(cmp, nc)
    _delete_dead([cmp], loop)
    return True


def _int(ty: IntType, v: int) -> ConstantInt:
    return ConstantInt(ty, v & ((1 << ty.bits) - 1))


@record
class _CountDown:
    cmp: ICmpInst
    start: Value          # B - A + step in the first iteration, built in the preheader
    step: int


def _count_down_plan(loop: Loop, ph: BasicBlock, latch: BasicBlock, groups: list[_Group],
                     se: ScalarEvolution, tti: TargetTransformInfo) -> _CountDown | None:
    """Step 6 of the docstring: reduce every group and count down, when the target
    increments a pointer for free inside a load from it (`is_legal_post_increment`)?
    Only if each group loads from its own pointer at offset 0, with a stride that fits,
    and the exit is an eq/ne compare of an induction variable A that would then do
    nothing else with a loop-invariant B. The start value is built here, last."""
    room = max(0, tti.num_registers() // 2 - len(loop.header.phis()))
    if not groups or len(groups) > room or exiting_blocks(loop) != [latch]:
        return None
    for g in groups:
        if g.existing is not None or not tti.is_legal_post_increment(g.stride) \
                or not any(u.offset == g.low and u.user.opcode == "load" for u in g.uses):
            return None
    br = latch.terminator
    if br is None or br.opcode != "br" or len(br.operands) != 3:
        return None
    cmp = br.operands[0]
    if not isinstance(cmp, ICmpInst) or cmp.parent is not latch or len(cmp.users) != 1 \
            or cmp.predicate not in ("eq", "ne"):
        return None
    spares = frozenset([id(cmp)] + [id(u.addr) for g in groups for u in g.uses])
    for phi in loop.header.phis():
        if not isinstance(phi.type, IntType):
            continue
        cycle = _iv_cycle(phi, loop, None, spares)
        if cycle is None:
            continue
        members = {id(x) for x in cycle}
        for a, b in (cmp.operands, cmp.operands[::-1]):
            if id(a) not in members or (isinstance(b, Instruction) and b.parent is not None
                                        and loop.contains(b.parent)):
                continue
            rec = se.get(a)
            if rec.kind != "addrec" or rec.loop is not loop or len(rec.ops) != 2 \
                    or rec.ops[1].const is None:
                continue
            ty = a.type
            step = rec.ops[1].const
            memo: dict[int, Value] = {}
            first = _value_at_entry(a, loop, ph, memo) if isinstance(ty, IntType) else None
            if first is None or not isinstance(ty, IntType):
                for v in reversed(list(memo.values())):
                    _delete_dead_start(v)
                continue
            term = ph.terminator
            assert term is not None
            diff = BinaryOperator("sub", ty, [b, first], "lsr.count.first")
            diff.insert_before(term)
            start = BinaryOperator("add", ty, [diff, _int(ty, step)], "lsr.count.start")
            start.insert_before(term)
            return _CountDown(cmp, start, step)
    return None


def _rewrite_count_down(cd: _CountDown, loop: Loop, ph: BasicBlock, latch: BasicBlock) -> bool:
    """`c = phi [B - A0 + step, ph], [c - step, latch]`; the exit tests `c - step == 0`:
    in iteration k, c - step = B - (A0 + k * step) = B - A_k, so it is zero exactly when
    A_k == B (arithmetic modulo 2^width, as the compare's)."""
    cmp = cd.cmp
    if cmp.parent is None:              # the exit compare moved to a pointer already
        return False
    ty = cmp.operands[0].type
    assert isinstance(ty, IntType)
    br = latch.terminator
    first = loop.header.first
    assert br is not None and first is not None
    phi = PhiNode("phi", ty, (), "lsr.count")
    phi.insert_before(first)
    nxt = BinaryOperator("sub", ty, [phi, _int(ty, cd.step)], "lsr.count.next")
    nxt.insert_before(br)
    for p in loop.header.predecessors():
        phi.add_incoming(cd.start if p is ph else nxt, p)
    nc = ICmpInst("icmp", I1, cmp.predicate, nxt, _int(ty, 0), "lsr.count.cond")
    nc.insert_before(br)
    br.replace_uses_of_with(cmp, nc)
    _delete_dead([cmp], loop)
    return True


class LoopStrengthReduce(LoopPass):
    """Strength-reduce addresses to pointer induction variables (see docstring)."""
    name = "loop-reduce"

    def display_name(self) -> str:
        return "LoopStrengthReducePass"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        ph = preheader(loop)
        lats = latches(loop)
        if loop.subloops or ph is None or len(lats) != 1:
            return PreservedAnalyses.all()
        se: ScalarEvolution = ar.get(ScalarEvolutionAnalysis)
        tti: TargetTransformInfo = ar.get(TargetIRAnalysis)
        dt = ar.get(DominatorTreeAnalysis)
        groups = collect(loop, se, dt, se.dl)
        pressure = sum(1 for b in loop.blocks() for i in b.instructions if not i.type.is_void)
        chosen = choose(groups, tti, len(loop.header.phis()), pressure)
        count_down = None
        if not chosen and tti.is_legal_post_increment(1):
            count_down = _count_down_plan(loop, ph, lats[0], groups, se, tti)
            if count_down is not None:
                chosen = groups
        if not chosen:
            return PreservedAnalyses.all()
        rw = _Rewriter(loop, ph, lats[0], se)
        old = [u.addr for g in chosen for u in g.uses]
        rewritten = sum(rw.rewrite(g) for g in chosen)
        _delete_dead(old + rw.replaced, loop)
        exits = int(_rewrite_exit(loop, lats[0], se, rw))
        if count_down is not None:
            counted = _rewrite_count_down(count_down, loop, ph, lats[0])
            if not counted:
                _delete_dead_start(count_down.start)
            exits += int(counted)
        for v in reversed(list(rw.memo.values())):     # copies a failed start left behind
            if isinstance(v, Instruction) and not v.users and v.parent is not None:
                v.drop_all_references()
                v.erase_from_parent()
        made = {id(m[0]) for m in rw.made}
        dead = 0
        for p in list(loop.header.phis()):
            if id(p) in made or p.parent is None:
                continue
            cycle = _iv_cycle(p, loop)
            if cycle is not None:
                _erase_cycle(cycle)
                dead += 1
        st = ar.am.instr.stats
        st.add(self.name, "Number of pointer induction variables made", len(rw.made))
        st.add(self.name, "Number of addresses rewritten", rewritten)
        st.add(self.name, "Number of exit compares moved to a new induction variable", exits)
        st.add(self.name, "Number of dead induction variables removed", dead)
        if not rw.made and not dead:
            return PreservedAnalyses.all()
        return PreservedAnalyses(False, CFG_ANALYSES)


def reduce_function(fn: Function, fam: FunctionAnalysisManager) -> bool:
    """`loop-reduce` on every loop of `fn` already in simplified form, innermost first,
    without the `loop(...)` adaptor's canonicalization (what a code generator wants
    before instruction selection: a function whose loops it cannot reduce is left exactly
    as it was). The target's `target-ir` must be registered with `fam`."""
    if fn.is_declaration or "optnone" in fn.fn_attrs:
        return False
    changed = False
    ar = LoopStandardAnalysisResults(fn, fam)
    lsr = LoopStrengthReduce()
    for header in innermost_first(ar.loops):
        loop = ar.loops.loop_for(header)
        if loop is None or loop.header is not header:
            continue
        pa = lsr.run_on_loop(loop, ar, LPMUpdater())
        if not pa.are_all_preserved:
            changed = True
            fam.invalidate(fn, pa)
    return changed
