"""The inline cost model (after LLVM's InlineCost.cpp, `InlineCostCallAnalyzer`).

Decision order, as LLVM's `getAttributeBasedInliningDecision` then the analyzer:
1. `alwaysinline` callee (or call site) -> always, if `can_inline` accepts it;
2. never: `noinline` callee or call site, `optnone` callee or caller, different
   `"target-cpu"`/`"target-features"`, anything `can_inline` refuses;
3. otherwise the cost of the callee's body, simulated at this call site, must stay
   below the threshold: `cost < max(1, threshold)`.

Cost: each instruction that does not simplify costs `INSTR_COST` (5); a call adds
`CALL_PENALTY` (25) and 5 per argument; free are phis, static allocas, constant-index
geps, no-op casts (bitcast, ptrtoint, inttoptr, trunc), debug/lifetime/assume
intrinsics, unconditional branches, the first `ret` and `unreachable`. A switch costs
as LLVM estimates it (jump table `(range + 4) * 5`, else a compare tree). Constant
arguments propagate: instructions whose operands are all known constants fold and are
free, and a conditional branch or switch on a known value makes only one successor live
(this is how LLVM rewards constant arguments). A callee that calls itself is never
inlined (LLVM's IsRecursiveCall), nor is one with a dynamic alloca (only
alwaysinline ones, whose body is bracketed by stacksave/stackrestore). The call site itself is credited
(`5 * (args + 1) + 25`, the code that disappears). Bonuses: the last call of a
local-linkage function gets `LAST_CALL_TO_STATIC_BONUS` (15000); a callee whose live
code is one block gets +50 % threshold (SingleBBBonus). Threshold: 225 (-O2), 250
(-O3, LLVM's OptAggressiveThreshold), 325 with `inlinehint`, at most 50 / 5 in an
`optsize` / `minsize` caller, at most 45 for a `cold` callee.
"""
from __future__ import annotations

from pyllc.ir import Constant, ConstantInt, Function, Instruction
from pyllc.ir.instructions import BINARY_OPS, CAST_OPS
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt import constfold
from pyllc.opt.ipo.cloning import BodyFacts, can_inline
from pyllc.record import record

INSTR_COST = 5
CALL_PENALTY = 25
LAST_CALL_TO_STATIC_BONUS = 15000
DEFAULT_THRESHOLD = 225
O3_THRESHOLD = 250
HINT_THRESHOLD = 325
OPTSIZE_THRESHOLD = 50
MINSIZE_THRESHOLD = 5
COLD_THRESHOLD = 45
SINGLE_BB_BONUS_PERCENT = 50
#: the cost of a callee that calls itself or has a dynamic alloca (LLVM never inlines those)
RECURSIVE = 1 << 40

FREE_CASTS = frozenset(("bitcast", "ptrtoint", "inttoptr", "trunc", "addrspacecast"))
FREE_INTRINSICS = ("llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.experimental.noalias")
DISCARDABLE_LINKAGES = frozenset(("internal", "private", "linkonce", "linkonce_odr"))


@record
class InlineDecision:
    """The verdict for one call site: `inline`, and cost/threshold or the reason."""
    inline: bool
    cost: int = 0
    threshold: int = 0
    reason: str = ""
    always: bool = False


def _has(attrs: object, name: str) -> bool:
    return name in attrs  # type: ignore[operator]


def attribute_decision(site: Instruction, callee: Function, caller: Function,
                       cache: dict[int, BodyFacts] | None = None) -> InlineDecision | None:
    """The attribute-based verdict, or None when the cost model decides."""
    always = _has(callee.fn_attrs, "alwaysinline") or _has(site.fn_attrs, "alwaysinline")  # type: ignore[attr-defined]
    if _has(site.fn_attrs, "noinline") or _has(callee.fn_attrs, "noinline"):  # type: ignore[attr-defined]
        return InlineDecision(False, reason="noinline")
    if _has(callee.fn_attrs, "optnone"):
        return InlineDecision(False, reason="optnone callee")
    why = can_inline(site, cache)
    if why is not None:
        return InlineDecision(False, reason=why)
    if always:
        return InlineDecision(True, reason="always inline attribute", always=True)
    if _has(caller.fn_attrs, "optnone"):
        return InlineDecision(False, reason="optnone caller")
    for key in ("target-cpu", "target-features"):
        if caller.fn_attrs.get(key) != callee.fn_attrs.get(key):
            return InlineDecision(False, reason=f"conflicting {key}")
    return None


def threshold_for(site: Instruction, callee: Function, caller: Function, base: int) -> int:
    t = base
    if _has(callee.fn_attrs, "inlinehint"):
        t = max(t, HINT_THRESHOLD)
    if _has(caller.fn_attrs, "minsize"):
        t = min(t, MINSIZE_THRESHOLD)
    elif _has(caller.fn_attrs, "optsize"):
        t = min(t, OPTSIZE_THRESHOLD)
    if _has(callee.fn_attrs, "cold") or _has(site.fn_attrs, "cold"):  # type: ignore[attr-defined]
        t = min(t, COLD_THRESHOLD)
    return t


def is_last_call_to_static(site: Instruction, callee: Function, caller: Function) -> bool:
    return (callee.linkage in ("internal", "private") and callee is not caller
            and callee.has_one_use())


def decide(site: Instruction, base_threshold: int, only_mandatory: bool = False,
           cache: dict[int, BodyFacts] | None = None) -> InlineDecision:
    """Should `site` (a direct call/invoke) be inlined? See the module docstring."""
    callee = site.operands[-1]
    caller = site.function
    if not isinstance(callee, Function) or callee.is_declaration or caller is None:
        return InlineDecision(False, reason="not a direct call of a defined function")
    d = attribute_decision(site, callee, caller, cache)
    if d is not None:
        return d
    if only_mandatory:
        return InlineDecision(False, reason="not mandatory")
    threshold = threshold_for(site, callee, caller, base_threshold)
    nargs = len(site.args)  # type: ignore[attr-defined]
    cost = -(INSTR_COST * (nargs + 1) + CALL_PENALTY)
    if is_last_call_to_static(site, callee, caller):
        cost -= LAST_CALL_TO_STATIC_BONUS
    bonus = threshold * SINGLE_BB_BONUS_PERCENT // 100
    cost, live_blocks = _body_cost(site, callee, cost, threshold + bonus)
    if live_blocks > 1:
        bonus = 0
    threshold += bonus
    ok = cost < max(1, threshold)
    return InlineDecision(ok, cost, threshold, "" if ok else "too costly")


def _body_cost(site: Instruction, callee: Function, cost: int, limit: int) -> tuple[int, int]:
    """Simulate the callee at this site: (cost, number of live blocks). Stops early once
    the cost reaches `limit` (the decision cannot change then)."""
    known: dict[int, Constant] = {}
    for a, v in zip(callee.args, site.args):  # type: ignore[attr-defined]
        if isinstance(v, Constant):
            known[id(a)] = v
    entry = callee.entry
    assert entry is not None
    live: dict[int, BasicBlock] = {id(entry): entry}
    order = [entry]
    seen_ret = False
    k = 0
    while k < len(order):
        bb = order[k]
        k += 1
        for i in bb:
            c, succ = _inst_cost(i, known, seen_ret)
            if i.opcode == "ret":
                seen_ret = True
            cost += c
            if succ is not None:
                for s in succ:
                    if id(s) not in live:
                        live[id(s)] = s
                        order.append(s)
        if cost >= limit:
            return cost, len(order)
    return cost, len(order)


def _val(v: Value, known: dict[int, Constant]) -> Value:
    return known.get(id(v), v)


def _inst_cost(i: Instruction, known: dict[int, Constant],
               seen_ret: bool) -> tuple[int, list[BasicBlock] | None]:
    """(cost of `i`, the live successors when `i` is a terminator)."""
    op = i.opcode
    if op == "phi":
        vals = {id(_val(v, known)) for v, _ in i.incoming}  # type: ignore[attr-defined]
        if len(vals) == 1:
            v0 = _val(i.operands[0], known)
            if isinstance(v0, Constant):
                known[id(i)] = v0
        return 0, None
    if op == "br":
        if len(i.operands) == 1:
            return 0, [i.operands[0]]  # type: ignore[list-item]
        c = _val(i.operands[0], known)
        if isinstance(c, ConstantInt):
            return 0, [i.operands[1 if c.value else 2]]  # type: ignore[list-item]
        return INSTR_COST, [i.operands[1], i.operands[2]]  # type: ignore[list-item]
    if op == "switch":
        c = _val(i.operands[0], known)
        cases = i.cases  # type: ignore[attr-defined]
        if isinstance(c, ConstantInt):
            for cv, dest in cases:
                if cv.value == c.value:
                    return 0, [dest]
            return 0, [i.operands[1]]  # type: ignore[list-item]
        return _switch_cost(cases), [i.operands[1]] + [d for _, d in cases]
    if op == "ret":
        return (INSTR_COST if seen_ret else 0), []
    if op == "unreachable":
        return 0, []
    if i.is_terminator:      # invoke, resume, ...
        if op == "invoke" and i.operands[-1] is i.function:
            return RECURSIVE, []
        cost = _call_cost(i) if op == "invoke" else INSTR_COST
        return cost, i.successor_blocks()
    if op == "alloca":   # a dynamic alloca: LLVM's cost model refuses the callee
        return (0 if isinstance(i.operands[0], ConstantInt) else RECURSIVE), None
    if op == "call":
        if i.operands[-1] is i.function:
            return RECURSIVE, None
        return _call_cost(i), None
    ops = [_val(v, known) for v in i.operands]
    folded: Value | None = None
    if all(isinstance(v, Constant) for v in ops):
        if op in BINARY_OPS and len(ops) == 2:
            folded = constfold.fold_binop(op, ops[0], ops[1], frozenset(i.flags))
        elif op == "icmp":
            folded = constfold.fold_icmp(i.predicate, ops[0], ops[1])  # type: ignore[attr-defined]
        elif op in CAST_OPS:
            folded = constfold.fold_cast(op, ops[0], i.type, frozenset(i.flags))
    if op == "select" and isinstance(ops[0], ConstantInt):
        folded = ops[1] if ops[0].value else ops[2]
    if isinstance(folded, Constant):
        known[id(i)] = folded
        return 0, None
    if op in FREE_CASTS:
        return 0, None
    if op == "getelementptr" and all(isinstance(v, ConstantInt) for v in i.operands[1:]):
        return 0, None
    return INSTR_COST, None


def _call_cost(i: Instruction) -> int:
    c = i.operands[-1]
    if isinstance(c, Function) and (c.name or "").startswith(FREE_INTRINSICS):
        return 0
    nargs = getattr(i, "num_args", 0)
    if isinstance(c, Function) and (c.name or "").startswith("llvm."):
        return INSTR_COST
    return INSTR_COST + CALL_PENALTY + INSTR_COST * nargs


def _switch_cost(cases: list[tuple[ConstantInt, BasicBlock]]) -> int:
    n = len(cases)
    if n == 0:
        return 0
    vals = [c.signed for c, _ in cases]
    rng = max(vals) - min(vals) + 1
    if n >= 4 and rng <= 10 * n:
        return (rng + 4) * INSTR_COST
    if n <= 3:
        return n * 2 * INSTR_COST
    return (3 * n // 2 - 1) * 2 * INSTR_COST
