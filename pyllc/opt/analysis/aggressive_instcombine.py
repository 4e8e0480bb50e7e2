"""`aggressive-instcombine`, the part of LLVM's pass pyllc does: expression trees that end
in a `trunc` are evaluated in the narrow type (LLVM's TruncInstCombine).

`trunc (op A, B) to iN`, op one of add/sub/mul/and/or/xor, keeps only the low N bits,
and those bits of op's result depend only on the low N bits of A and B. So when the
tree under the trunc is made of such operations, each used only inside the tree, with
leaves that are constants or zext/sext of any integer, the tree is rebuilt at iN:
constants truncated, `zext/sext iK %y` becoming `%y` (K = N), `zext/sext iK %y to iN`
(K < N) or `trunc iK %y to iN` (K > N; the extension does not touch the low N bits); the trunc's users get the new root. No-wrap flags are
dropped (they held for the wide type only). Trees of one instruction whose leaves are
not extensions are left to instcombine.

Not done from LLVM's pass: popcount, funnel-shift and table-based cttz idioms,
load combining, sqrt and fptosi.sat folds.

Contract: changes instructions, keeps the CFG (preserves the CFG analyses).
"""
from __future__ import annotations

from pyllc.ir import ConstantInt, Function, Instruction
from pyllc.ir.builder import IRBuilder
from pyllc.ir.types import IntType
from pyllc.ir.values import Value
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses

_OPS = ("add", "sub", "mul", "and", "or", "xor")
_MAX_NODES = 64


def _collect(v: Value, bits: int, root: bool, nodes: list[Instruction]) -> bool:
    """The tree under `v` can be narrowed to `bits` (interior nodes into `nodes`)."""
    if isinstance(v, ConstantInt):
        return True
    if not isinstance(v, Instruction) or not v.type.is_int:
        return False
    if v.opcode in ("zext", "sext"):
        nodes.append(v)
        return isinstance(v.operands[0].type, IntType)
    if v.opcode not in _OPS or len(nodes) >= _MAX_NODES:
        return False
    if not root and v.num_uses != 1:
        return False
    nodes.append(v)
    return all(_collect(o, bits, False, nodes) for o in v.operands)


class AggressiveInstCombine(FunctionPass):
    """aggressive-instcombine: narrow trunc-rooted expression trees (see module docstring)."""
    name = "aggressive-instcombine"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        changed = False
        for b in unit.blocks:
            for i in list(b.instructions):
                if i.opcode == "trunc" and i.parent is not None and self._narrow(i):
                    changed = True
        return PreservedAnalyses.cfg() if changed else PreservedAnalyses.all()

    def _narrow(self, t: Instruction) -> bool:
        ty = t.type
        if not isinstance(ty, IntType):
            return False
        root = t.operands[0]
        nodes: list[Instruction] = []
        if not _collect(root, ty.bits, True, nodes) or not any(n.opcode in _OPS for n in nodes):
            return False
        if root.num_uses != 1:
            return False
        builder = IRBuilder()
        builder.position_before(t)
        memo: dict[int, Value] = {}

        def build(v: Value) -> Value:
            got = memo.get(id(v))
            if got is not None:
                return got
            if isinstance(v, ConstantInt):
                out: Value = ConstantInt(ty, v.value & ((1 << ty.bits) - 1))
            elif isinstance(v, Instruction) and v.opcode in ("zext", "sext"):
                src = v.operands[0]
                sb = src.type.bits if isinstance(src.type, IntType) else 0
                out = src if src.type is ty else builder.cast(v.opcode if sb < ty.bits else "trunc", src, ty)
            else:
                assert isinstance(v, Instruction)
                a, c = build(v.operands[0]), build(v.operands[1])
                out = builder.binop(v.opcode, a, c)
            memo[id(v)] = out
            return out

        new = build(root)
        t.replace_all_uses_with(new)
        t.erase_from_parent()
        for n in nodes:   # the wide tree is dead now (interior nodes had one use)
            if n.parent is not None and not n.has_uses():
                n.erase_from_parent()
        return True
