"""`loop-instsimplify`: simplify the instructions of a loop without creating new ones
(LLVM's LoopInstSimplify, which applies InstSimplify to the loop's blocks).

Folds, each replacing an instruction by an existing value:
- a phi whose incoming values, ignoring itself, are one value `v`      -> v
  (also when the others are undef/poison and `v` is an argument or constant);
  (mem2reg leaves `%x = phi [ %a, %ph ], [ %x, %latch ]` for a variable the loop
  never changes);
- an operation on constants (integer binary operators, compares, casts, select)
                                                                        -> the constant;
- identities: `x + 0`, `x - 0`, `x * 1`, `x | 0`, `x ^ 0`, `x & -1`, shifts by 0,
  `sdiv/udiv x, 1` -> x;  `x * 0`, `x & 0` -> 0;  `x - x`, `x ^ x` -> 0;
  `x & x`, `x | x` -> x;  `select c, x, x` -> x.
The loop's blocks are walked in order until nothing changes; users of a simplified
instruction inside the loop are revisited. The dead instruction is erased. A replacement
that would read a value outside the loop defining it is skipped (LCSSA stays).

Statistics: NumSimplified. Contract: a loop pass; keeps the CFG.
"""
from __future__ import annotations

from pyllc.ir import ConstantInt, Instruction, PhiNode, UndefValue
from pyllc.ir.values import Value
from pyllc.opt.analyses import Loop, LoopInfo
from pyllc.opt.constfold import fold_binop, fold_cast, fold_icmp, fold_select
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.passmanager import CFG_ANALYSES, PreservedAnalyses
from pyllc.opt.traits import CASTS, INT_BINOPS

#: x OP c -> x when the constant c is on the right (value: the constant, -1 = all ones)
_RIGHT_IDENTITY = {"add": 0, "sub": 0, "mul": 1, "or": 0, "xor": 0, "and": -1, "shl": 0,
                   "lshr": 0, "ashr": 0, "sdiv": 1, "udiv": 1}
_LEFT_IDENTITY = {"add": 0, "mul": 1, "or": 0, "xor": 0, "and": -1}


def _is(v: Value, c: int) -> bool:
    if not isinstance(v, ConstantInt):
        return False
    bits: int = v.type.bits  # type: ignore[attr-defined]  # an integer constant
    return v.value == (c & ((1 << bits) - 1))


def simplify(i: Instruction) -> Value | None:
    """An existing value equal to `i`, or None."""
    op = i.opcode
    ops = i.operands
    if isinstance(i, PhiNode):
        vals = {id(v): v for v, _ in i.incoming if v is not i}
        if len(vals) == 1:
            return next(iter(vals.values()))
        # undef/poison may be any value: phi [ v, undef ] -> v when v needs no dominance
        # proof (an argument or constant is available everywhere; LLVM's SimplifyPHINode)
        defined = [v for v in vals.values() if not isinstance(v, UndefValue)]
        if len(defined) == 1 and not isinstance(defined[0], Instruction):
            return defined[0]
        return None
    got: Value | None = None
    if op in INT_BINOPS and i.type.is_int:
        a, b = ops
        got = fold_binop(op, a, b, i.flags)
        if isinstance(got, ConstantInt):
            return got
        if op in _RIGHT_IDENTITY and _is(b, _RIGHT_IDENTITY[op]):
            return a
        if op in _LEFT_IDENTITY and _is(a, _LEFT_IDENTITY[op]):
            return b
        if op in ("mul", "and") and (_is(a, 0) or _is(b, 0)):
            return ConstantInt(i.type, 0)
        if a is b and op in ("sub", "xor"):
            return ConstantInt(i.type, 0)
        if a is b and op in ("and", "or"):
            return a
        return None
    if op == "icmp":
        got = fold_icmp(getattr(i, "predicate", ""), ops[0], ops[1])
    elif op in CASTS and i.type.is_int and ops[0].type.is_int:
        got = fold_cast(op, ops[0], i.type, i.flags)
    elif op == "select":
        if ops[1] is ops[2]:
            return ops[1]
        got = fold_select(ops[0], ops[1], ops[2])
        if got is not None and (isinstance(got, ConstantInt) or any(got is o for o in ops)):
            return got
        return None
    return got if isinstance(got, ConstantInt) else None


def _keeps_lcssa(i: Instruction, v: Value, li: LoopInfo) -> bool:
    """Replacing `i` by `v` does not make `v` used outside a loop that defines it."""
    if not isinstance(v, Instruction) or v.parent is None or i.parent is None:
        return True
    lv = li.loop_for(v.parent)
    return lv is None or lv.contains(i.parent)


def simplify_loop(loop: Loop, li: LoopInfo) -> int:
    """Simplify the loop's instructions until nothing changes; returns how many went."""
    n = 0
    work: list[Instruction] = [i for b in loop.blocks() for i in b.instructions]
    while work:
        i = work.pop(0)
        if i.parent is None or i.type.is_void:
            continue
        v = simplify(i)
        if v is None or v is i or not _keeps_lcssa(i, v, li):
            continue
        users = [u for u in i.unique_users() if isinstance(u, Instruction)]
        i.replace_all_uses_with(v)
        i.erase_from_parent()
        n += 1
        work.extend(u for u in users if u.parent is not None and loop.contains(u.parent))
    return n


class LoopInstSimplify(LoopPass):
    """Simplify the instructions of a loop (phis, constants, identities)."""
    name = "loop-instsimplify"

    def display_name(self) -> str:
        return "LoopInstSimplifyPass"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        n = simplify_loop(loop, ar.loops)
        ar.am.instr.stats.add(self.name, "Number of redundant instructions simplified", n)
        return PreservedAnalyses(False, CFG_ANALYSES) if n else PreservedAnalyses.all()
