"""Builder: a conditional branch on the `and`/`or` of two compares becomes two branches
(part of `FunctionLowering`, isel/build.py), as LLVM's SelectionDAGBuilder does
(`FindMergedConditions`) at -O1 and up.

    br (or a, b), T, F   ->   here: br a, T, else here.cond;   here.cond: br b, T, F
    br (and a, b), T, F  ->   here: br a, here.cond, else F;   here.cond: br b, T, F

Each compare then feeds its own branch (a `cmp` + `jcc`, no `setcc`/`or`/`test`), and
`b` is skipped when `a` decides. Only when both operands are integer compares of this
block that nothing else reads (so computing `b` later, or not at all, changes nothing:
compares have no side effects and cannot trap) and the condition has no other user.
The operands of `b` reach the new block in virtual registers, like a switch tree's
condition (build_switch.py), whose block machinery this shares.

Contract: requires the block's phi copies and pending loads already done (visit_br);
maintains the branch's meaning; adds one machine block placed right after the block.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import SelectionDAG, Value
from pyllc.codegen.opcodes import Op
from pyllc.ir.constants import ConstantInt
from pyllc.ir.instructions import Instruction
from pyllc.ir.types import IntType
from pyllc.isel.build_state import BuilderState
from pyllc.native import trait


@trait
class BranchMixin(BuilderState):
    """`split_branch`: visit_br's two-branch form of `br (and|or a, b)`."""

    mbbs: dict
    block: Any
    extra_dags: list[SelectionDAG]

    def _new_switch_block(self, here: Any) -> Any:
        raise NotImplementedError                   # SwitchMixin (build_switch.py)

    def _new_vregs(self, t: Any) -> list[tuple]:
        raise NotImplementedError

    def _read_vregs(self, vregs: list[tuple], t: Any, chained: bool = False) -> list[Value]:
        raise NotImplementedError

    def _write_vregs(self, vregs: list[tuple], leaves: list[Value]) -> None:
        raise NotImplementedError

    def _lone_compare(self, v: Any, user: Any) -> bool:
        """`v` is an integer compare of this block of one-leaf operands, read only by
        `user`."""
        return (isinstance(v, Instruction) and v.opcode == "icmp" and v.parent is self.block
                and len(v.users) == 1 and v.users[0] is user
                and all(len(self.vts(x.type)) == 1 for x in v.operands))

    def split_branch(self, chain: Value, cond: Any, t: Any, f: Any) -> Value | None:
        """The chain after `br cond, t, f` as two branches (`t`, `f`: machine blocks),
        or None (nothing built) when `cond` is not such an `and`/`or`."""
        if self.mf.info.get("opt_level", 2) == 0:
            return None
        if not (isinstance(cond, Instruction) and cond.opcode in ("and", "or")
                and cond.parent is self.block and len(cond.users) == 1
                and cond.type == IntType.get(1)):
            return None
        a, b = cond.operands
        cmp: Any = b
        if a is b or not (self._lone_compare(a, cond) and self._lone_compare(b, cond)):
            return None
        dag = self.dag
        here = self.mbbs[self.block]
        nxt = self._new_switch_block(here)
        # b's operands, for the new block: constants rebuilt there, the rest in vregs
        moved: list[tuple[Any, Any]] = []
        for x in cmp.operands:
            if isinstance(x, ConstantInt):
                moved.append((x, None))
                continue
            regs = self._new_vregs(x.type)
            dag.root = chain
            self._write_vregs(regs, self.get(x))
            chain = dag.root
            moved.append((x, regs))
        first = self.get1(a)
        if cond.opcode == "or":
            chain = dag.node(Op.BRCOND, ("ch",), (chain, first, dag.basic_block(t))).value()
            chain = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(nxt))).value()
        else:
            chain = dag.node(Op.BRCOND, ("ch",), (chain, first, dag.basic_block(nxt))).value()
            chain = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(f))).value()
        sub = SelectionDAG(self.mf, self.target, nxt)
        sub.loc = dag.loc                           # the branch
        self.dag = sub
        try:
            ops = [sub.constant(x.value, self.vts(x.type)[0]) if regs is None
                   else self._read_vregs(regs, x.type)[0] for x, regs in moved]
            second = sub.val(Op.SETCC, "i1", ops[0], ops[1], sub.condcode(cmp.predicate))
            c = sub.node(Op.BRCOND, ("ch",), (sub.root, second, sub.basic_block(t))).value()
            sub.root = sub.node(Op.BR, ("ch",), (c, sub.basic_block(f))).value()
        finally:
            self.dag = dag
        self.extra_dags.append(sub)
        return chain
