"""Instruction selection for one block: `select_block(dag, target)`.

Contract. Requires: a legal DAG (every value type in `target.vt_class`, every operation
covered by a pattern or by the generic cases below) whose `dag.block` is the
MachineBasicBlock to fill and `dag.mf` its MachineFunction. Produces: MachineInstrs on
virtual registers appended to `dag.block`, with `block.succs/preds` updated for every
branch target. Breaks: the DAG may gain nodes and a new root (`prefer_fallthrough`
rewrites a two-way branch); it is not meant to be selected twice.

Algorithm (LLVM's SelectionDAGISel in the small, but emitting MachineInstrs directly):
0. `prefer_fallthrough`: aim the conditional branch away from the layout successor.
1. Schedule (isel/schedule.py, source order, glued runs contiguous).
2. Decide, walking the schedule *backwards* (users before operands): every chained node
   is selected; a pure node is selected only when some already-selected pattern needs its
   value in a register. A pattern that folds a pure node (an ADD into an address, a
   constant into an immediate) therefore leaves it unselected unless another user needs
   it - no dead instructions, and no recursion however deep the DAG is.
3. Emit, walking the schedule forwards, so every register operand is defined before it
   is used. Each pure value is computed once (memoised in a VReg) just before its first
   user in the schedule.

Load folding (LLVM's IsProfitableToFold / IsLegalToFold in the small): a target's complex
pattern may read a load's memory inside the instruction it selects (bound as a
`FoldedLoad`), when `can_fold_load` says so: the load is not volatile, its value has one
use, by the root being matched or by a single-use node inside that root's pattern, and
no node that may write memory (or a volatile access) lies between the load and that
root in the schedule, where the instruction will be emitted. The load itself then
emits nothing.

Generic nodes (no pattern needed): ENTRY and TOKEN_FACTOR emit nothing; CALLSEQ_START /
CALLSEQ_END emit nothing unless the target has patterns for them; REGISTER is the
register itself; UNDEF is an IMPLICIT_DEF; MERGE_VALUES forwards its operands;
COPY_TO_REG / COPY_FROM_REG become the generic COPY - except that reading a virtual
register this block does not write uses that register directly (no copy: it is defined
elsewhere and cannot change under the block's feet). CALL and RET are selected by
target patterns, then the selector adds the call's argument registers (implicit uses),
result registers and clobbers (implicit defs), or the returned registers (implicit uses).
Branch targets: any MachineBasicBlock operand adds a CFG edge. Jumps are always explicit
(also to the next block): blocks are still reordered after selection (switch blocks,
select diamonds), so deleting jumps to the layout successor is a later pass's job.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Node, SelectionDAG
from pyllc.codegen.mir import MachineBasicBlock, MachineInstr, VReg
from pyllc.codegen.opcodes import INVERT_INT_CC, Op, is_int_vt
from pyllc.codegen.patterns import FoldedLoad, Lit, Xf
from pyllc.codegen.records import COPY, IMPLICIT_DEF, Instr, Out, RegClass
from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.isel.match import Candidate, match_node, match_table
from pyllc.isel.schedule import schedule_source_order

_SKIP = frozenset({Op.ENTRY, Op.TOKEN_FACTOR})
_OPTIONAL = frozenset({Op.CALLSEQ_START, Op.CALLSEQ_END})
_NON_VALUE_VTS = frozenset({"ch", "glue", "Other"})
# the nodes `_decide` plans without a pattern
_GENERIC = frozenset({Op.REGISTER, Op.UNDEF, Op.MERGE_VALUES, Op.COPY_TO_REG, Op.INLINEASM,
                      Op.COPY_FROM_REG})
# the plans without data (one shared tuple each)
_ALIAS, _UNDEF, _MERGE = ("alias",), ("undef",), ("merge",)
_COPY_TO, _USE_VREG, _COPY_FROM = ("copy_to",), ("use_vreg",), ("copy_from",)
_ASM = ("asm",)


def select_block(dag: SelectionDAG, target: Target, fast: bool = False) -> None:
    """Select `dag` into MachineInstrs appended to `dag.block` (`fast`: -O0's schedule)."""
    Selector(dag, target, fast).run()


def value_results(n: Node) -> list[int]:
    """Indices of a node's results that are values (not chains, glue or Other)."""
    return [i for i, vt in enumerate(n.vts) if vt not in _NON_VALUE_VTS]


# chained nodes that never write memory: a load moved past them reads the same value
_NOT_BARRIERS = frozenset({Op.LOAD, Op.COPY_TO_REG, Op.COPY_FROM_REG, Op.TOKEN_FACTOR,
                           Op.ENTRY})


def _is_barrier(n: Node) -> bool:
    """May `n` write memory or order memory accesses (a load may not move past it)?"""
    if n.op in _NOT_BARRIERS:
        return n.op == Op.LOAD and n.attr.volatile
    return _is_chained(n)


def _one_use(n: Node, live: dict[int, int], r: int = 0) -> Node | None:
    """The only live user of result r of n (None: no use, or more than one); `live`
    holds the scheduled nodes (a rewritten node may still be in `users`)."""
    user = None
    for u in dict.fromkeys(n.users):
        if u.id not in live:
            continue
        for o in u.ops:
            if o[0] is n and o[1] == r:
                if user is not None:
                    return None
                user = u
    return user


def _is_chained(n: Node) -> bool:
    for vt in n.vts:
        if vt == "ch" or vt == "glue":
            return True
    for o, r in n.ops:
        vt = o.vts[r]
        if vt == "ch" or vt == "glue":
            return True
    return False


class Selector:
    """The per-block selection state; also the context handed to pattern hooks
    (`operand`, `new_vreg`, `emit`, `target`, `mf`, `block`)."""

    def __init__(self, dag: SelectionDAG, target: Target, fast: bool = False) -> None:
        self.dag = dag
        self.fast = fast
        self.target = target
        self.mf = dag.mf
        self.block: MachineBasicBlock = dag.block
        self.table = match_table(target)
        self.vals: dict[tuple[int, int], Any] = {}
        self.last_mi: MachineInstr | None = None
        # load folding: schedule positions, barriers before each position (made from
        # `order` when a pattern first asks: only x86 folds loads), the root being
        # matched, and the loads whose memory another instruction reads
        self.order: list[Node] = []
        self.pos: dict[int, int] = {}
        self.barriers: list[int] = [0]
        self.root: Node | None = None
        self.folded: set[int] = set()
        self.needed: set[int] = set()           # values a later instruction reads

    def can_fold_load(self, v: Any) -> bool:
        """May the instruction selected for the current root read load `v`'s memory
        itself (see the module docstring)?"""
        ld, root = v[0], self.root
        if ld.op != Op.LOAD or v[1] != 0 or ld.attr.volatile or root is None:
            return False
        if not self.pos:
            self._positions()
        if ld.id in self.needed:
            # already read as a register by an instruction decided before (later in the
            # schedule): e.g. an address pattern that absorbed the root's other user
            return False
        user = _one_use(ld, self.pos)
        if user is None:
            return False
        if user is not root and (_one_use(user, self.pos) is not root
                                 or len(value_results(user)) != 1):
            return False
        lo, hi = self.pos.get(ld.id), self.pos.get(root.id)
        if lo is None or hi is None or lo >= hi:
            return False
        return self.barriers[hi] - self.barriers[lo + 1] == 0

    # ---- the hook API ------------------------------------------------------------
    def new_vreg(self, cls_or_vt: RegClass | str) -> VReg:
        cls = self.target.vt_class[cls_or_vt] if isinstance(cls_or_vt, str) else cls_or_vt
        return self.mf.new_vreg(cls)

    def emit(self, instr: Instr, ops: list[Any], implicit_uses: tuple = (),
             implicit_defs: tuple = ()) -> MachineInstr:
        mi = MachineInstr(instr, ops, implicit_uses, implicit_defs)
        mi.loc = self.dag.loc
        self.block.append(mi)
        for op in ops:
            if isinstance(op, MachineBasicBlock):
                self.block.add_succ(op)
        self.last_mi = mi
        return mi

    def operand(self, item: Any) -> Any:
        """A bound item as a MachineInstr operand: DAG values become their register."""
        if type(item) is tuple:
            try:
                return self.vals[(item[0].id, item[1])]
            except KeyError:
                raise CompileError(f"internal error: {item[0].describe()} used before it was "
                                   f"selected") from None
        return item

    # ---- driver ------------------------------------------------------------------
    def _positions(self) -> None:
        count = 0
        pos, barriers = self.pos, self.barriers
        not_barriers = _NOT_BARRIERS
        for i, n in enumerate(self.order):
            pos[n.id] = i
            # `_is_barrier(n)`, inline (it runs for every node of a block that folds)
            op = n.op
            if op in not_barriers:
                if op == Op.LOAD and n.attr.volatile:
                    count += 1
            elif _is_chained(n):
                count += 1
            barriers.append(count)              # barriers[i + 1]: at positions <= i

    def run(self) -> None:
        prefer_fallthrough(self.dag)
        order = self.order = schedule_source_order(self.dag, self.fast)
        plans = self._decide(order)
        for n in order:
            plan = plans.get(n.id)
            if plan is not None:
                self._emit_plan(n, plan)

    def _decide(self, order: list[Node]) -> dict[int, tuple]:
        needed = self.needed
        plans: dict[int, tuple] = {}
        table = self.table
        # virtual registers this block writes: reading one of them needs a real COPY at
        # its chain position; any other vreg can be used in place (defined elsewhere)
        written = {n.ops[1][0].attr for n in order if n.op == Op.COPY_TO_REG}
        folded = self.folded
        for n in reversed(order):
            op = n.op
            if op in _SKIP:
                continue
            nid = n.id
            if nid not in needed:
                # `_is_chained`, inline: this runs for every node left unselected
                vts = n.vts
                if "ch" not in vts and "glue" not in vts:
                    for o, r in n.ops:
                        vt = o.vts[r]
                        if vt == "ch" or vt == "glue":
                            break
                    else:
                        continue
            if nid in folded:
                continue                        # read by its user's instruction
            if op in _GENERIC:
                if op == Op.REGISTER:
                    plans[nid] = _ALIAS
                elif op == Op.UNDEF:
                    plans[nid] = _UNDEF
                elif op == Op.MERGE_VALUES:
                    for o, _ in n.ops:
                        needed.add(o.id)
                    plans[nid] = _MERGE
                elif op == Op.COPY_TO_REG:
                    needed.add(n.ops[2][0].id)
                    plans[nid] = _COPY_TO
                elif op == Op.INLINEASM:
                    plans[nid] = _ASM
                else:                           # COPY_FROM_REG
                    src = n.ops[1][0].attr
                    if isinstance(src, VReg) and src not in written:
                        plans[nid] = _USE_VREG
                    else:
                        plans[nid] = _COPY_FROM
            else:
                vts = n.vts
                if len(vts) == 1:
                    res = [] if vts[0] in _NON_VALUE_VTS else [0]
                else:
                    res = [i for i, vt in enumerate(vts) if vt not in _NON_VALUE_VTS]
                self.root = n
                m = match_node(table, n, res[0] if res else 0, self)
                self.root = None
                if m is None:
                    if op in _OPTIONAL:
                        continue
                    self.dag.loc = n.loc
                    raise CompileError(f"cannot select: {n.describe()} "
                                       f"(no {self.target.name} pattern matches)")
                cand, b = m
                used = cand.used
                if used is None:
                    for item in b.values():
                        t = type(item)
                        if t is tuple:
                            needed.add(item[0].id)
                        elif t is FoldedLoad:
                            folded.add(item.node.id)
                else:
                    for name, item in b.items():
                        t = type(item)
                        if t is tuple:
                            if name in used:
                                needed.add(item[0].id)
                        elif t is FoldedLoad:
                            folded.add(item.node.id)
                plans[nid] = ("pat", cand, b, res)
        return plans

    # ---- emission ----------------------------------------------------------------
    def _emit_plan(self, n: Node, plan: tuple) -> None:
        self.dag.loc = n.loc
        kind = plan[0]
        if kind == "pat":
            self._emit_pattern(n, plan[1], plan[2], plan[3])
        elif kind == "alias":
            self.vals[(n.id, 0)] = n.attr
        elif kind == "use_vreg":
            self.vals[(n.id, 0)] = n.ops[1][0].attr
        elif kind == "copy_to":
            reg = n.ops[1][0].attr
            src = self.operand(n.ops[2])
            if src is not reg:
                self.emit(COPY, [reg, src])
        elif kind == "copy_from":
            reg = n.ops[1][0].attr
            cls = reg.cls if isinstance(reg, VReg) else self.target.vt_class[n.vts[0]]
            dst = self.mf.new_vreg(cls)
            self.emit(COPY, [dst, reg])
            self.vals[(n.id, 0)] = dst
        elif kind == "undef":
            v = self.new_vreg(n.vts[0])
            self.emit(IMPLICIT_DEF, [v])
            self.vals[(n.id, 0)] = v
        elif kind == "asm":
            self._emit_inline_asm(n)
        elif kind == "merge":
            for i, (o, r) in enumerate(n.ops):
                got = self.vals.get((o.id, r))
                if got is not None:
                    self.vals[(n.id, i)] = got

    def _emit_inline_asm(self, n: Node) -> None:
        """INLINEASM: its explicit-register inputs copied in, the instruction, its
        explicit-register outputs copied out (isel/build_asm.py made the operands)."""
        instr, ops, copies_in, copies_out = n.attr
        for reg, v in copies_in:
            self.emit(COPY, [reg, v])
        self.emit(instr, list(ops))
        for v, reg in copies_out:
            self.emit(COPY, [v, reg])

    def _emit_pattern(self, n: Node, cand: Candidate, b: dict[str, Any],
                      results: list[int]) -> None:
        out = cand.out
        self.last_mi = None
        if isinstance(out, Out):
            defs = self._emit_out(out, b, n, results)
        elif callable(out):
            got = out(self, n, b)
            defs = [] if got is None else (list(got) if isinstance(got, (list, tuple))
                                           else [got])
        else:
            defs = [self._arg(out, b, n)]
        for i, d in zip(results, defs):
            self.vals[(n.id, i)] = d
        if n.op == Op.CALL or n.op == Op.RET:
            self._add_implicit(n)

    def _emit_out(self, o: Out, b: dict[str, Any], n: Node, results: list[int] | None) -> list[Any]:
        ops: list[Any] = []
        defs: list[Any] = []
        for is_def, x in o.steps():
            if is_def:
                if x is None:
                    k = len(defs)
                    vt = n.vts[results[k]] if results and k < len(results) else n.vts[0]
                    x = self.target.vt_class[vt]
                op = self.mf.new_vreg(x)
                defs.append(op)
            else:
                op = self._arg(x, b, n)
            ops.append(op)
        self.emit(o.instr, ops)
        return defs

    def _arg(self, a: Any, b: dict[str, Any], n: Node) -> Any:
        if isinstance(a, str):
            return self.operand(b[a])
        if isinstance(a, Out):
            return self._emit_out(a, b, n, None)[0]
        if isinstance(a, Xf):
            return a.fn(b[a.name])
        if isinstance(a, Lit):
            return a.value
        return a

    def _add_implicit(self, n: Node) -> None:
        mi = self.last_mi
        if mi is None:
            return
        regs = [o.attr for o, _ in n.ops if o.op == Op.REGISTER]
        if n.op == Op.RET:
            mi.implicit_uses = tuple(mi.implicit_uses) + tuple(regs)
            return
        info = n.attr
        arg_regs = tuple(getattr(info, "arg_regs", None) or regs)
        ret_regs = tuple(getattr(info, "ret_regs", None) or ())
        clobbers = tuple(getattr(info, "clobbers", None) or ())
        defs = clobbers + tuple(r for r in ret_regs if r not in clobbers)
        mi.implicit_uses = tuple(mi.implicit_uses) + arg_regs
        mi.implicit_defs = tuple(mi.implicit_defs) + defs
        if self.mf is not None:
            self.mf.frame.has_calls = True


def prefer_fallthrough(dag: SelectionDAG) -> None:
    """Make the *conditional* branch of a two-way block target the block that does not
    follow it in the current layout, so the unconditional jump goes to the layout
    successor (LLVM's SelectionDAGBuilder inverts the condition the same way). The jump
    is still emitted - blocks may be reordered later (switch blocks, select diamonds) -
    so this is only ever a hint, never needed for correctness; a branch-folding pass can
    then delete `jump <next block>` without any target knowledge.

        brcond c, NEXT ; br OTHER   ==>   brcond !c, OTHER ; br NEXT

    `!c` inverts an integer SETCC/BR_CC predicate (when nothing else uses the SETCC),
    else it is `setcc c, 0, eq` (BRCOND tests `c != 0`, so `c` need not be 0/1)."""
    mf, block = dag.mf, dag.block
    if mf is None or block is None:
        return
    num = block.number
    blocks = mf.blocks
    if not (0 <= num < len(blocks) - 1 and blocks[num] is block):
        return
    nxt = blocks[num + 1]
    br = dag.root[0]
    if br.op != Op.BR or len(br.ops) != 2:
        return
    other = br.ops[1][0].attr
    cb = br.ops[0][0]
    if len(cb.users) != 1 or other is nxt:
        return
    if cb.op == Op.BRCOND:
        chain, c, dest = cb.ops
        if dest[0].attr is not nxt:
            return
        cn = c[0]
        if (cn.op == Op.SETCC and len(cn.users) == 1 and is_int_vt(cn.ops[0][0].vts[cn.ops[0][1]])
                and cn.ops[2][0].attr in INVERT_INT_CC):
            inv = dag.val(Op.SETCC, cn.vts[0], cn.ops[0], cn.ops[1],
                          dag.condcode(INVERT_INT_CC[cn.ops[2][0].attr]))
        else:
            vt = cn.vts[c[1]]
            inv = dag.val(Op.SETCC, vt, c, dag.constant(0, vt), dag.condcode("eq"))
        new_cb = dag.node(Op.BRCOND, ("ch",), (chain, inv, dag.basic_block(other)))
    elif cb.op == Op.BR_CC:
        chain, cc, a, b, dest = cb.ops
        if dest[0].attr is not nxt or not is_int_vt(a[0].vts[a[1]]) \
                or cc[0].attr not in INVERT_INT_CC:
            return
        new_cb = dag.node(Op.BR_CC, ("ch",), (chain, dag.condcode(INVERT_INT_CC[cc[0].attr]), a, b,
                                              dag.basic_block(other)))
    else:
        return
    dag.root = (dag.node(Op.BR, ("ch",), ((new_cb, 0), dag.basic_block(nxt))), 0)
