"""Builder visitor for `switch` (part of `FunctionLowering`, isel/build.py).

Cases with the same destination and consecutive values merge into clusters. A dense
switch becomes a jump table, as llc does at every optimization level (LLVM's defaults:
at least `MIN_JUMP_TABLE_CASES` case values filling at least `JUMP_TABLE_DENSITY` percent
of their range): one range check against the default, then a load of the destination's
address from `.LJTI<fn>_<n>` (`mf.jump_tables`, emitted by the asm printer / assembler)
and an indirect branch. Other switches become a balanced tree of compare-and-branch
blocks (O(log n) compares to run).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, SelectionDAG, Value
from pyllc.codegen.mir import jump_table_label
from pyllc.codegen.opcodes import Op, vt_bits
from pyllc.codegen.pic import jump_table_entry
from pyllc.isel.build_state import BuilderState
from pyllc.native import trait

MIN_JUMP_TABLE_CASES = 4        # LLVM's -min-jump-table-entries default
JUMP_TABLE_DENSITY = 10         # percent; LLVM's -jump-table-density default
MAX_JUMP_TABLE_ENTRIES = 1 << 16


@trait
class SwitchMixin(BuilderState):
    """visit_switch and its compare trees and jump tables."""

    mbbs: dict
    block: Any
    extra_dags: list[SelectionDAG]
    extra_blocks: dict
    _origins: dict
    _cond_vregs: tuple[list[tuple], Any] | None
    _switch_no_default: bool
    pic_aliases: dict[str, str] | None

    def _phi_copies(self) -> None:
        raise NotImplementedError

    def _new_vregs(self, t: Any) -> list[tuple]:
        raise NotImplementedError

    def _read_vregs(self, vregs: list[tuple], t: Any, chained: bool = False) -> list[Value]:
        raise NotImplementedError

    def _write_vregs(self, vregs: list[tuple], leaves: list[Value]) -> None:
        raise NotImplementedError

    def visit_switch(self, inst: Any) -> None:
        dag = self.dag
        self._phi_copies()
        cond = self.get1(inst.operands[0])
        vt = dag.vt_of(cond)
        default = self.mbbs[inst.default]
        clusters: list[list] = []
        for c, b in sorted(inst.cases, key=lambda cb: cb[0].value):
            dest = self.mbbs[b]
            if clusters and clusters[-1][2] is dest and clusters[-1][1] + 1 == c.value:
                clusters[-1][1] = c.value
            else:
                clusters.append([c.value, c.value, dest])
        clusters = [cl for cl in clusters if cl[2] is not default]
        dflt_ir = inst.default
        # `default: unreachable` (clang -O2): the last test of a chain can be dropped
        self._switch_no_default = bool(dflt_ir.instructions) and \
            dflt_ir.instructions[0].opcode == "unreachable" and bool(clusters)
        self._cond_vregs = None
        entry = jump_table_entry(self.target, self.pic_aliases is not None)
        if entry != "none" and self._dense(inst.cases):
            dag.root = self._jump_table(dag, self.side_chain(), cond, vt, inst, default)
            return None
        if len(clusters) > 1:         # tree blocks read the condition from vregs
            cty = inst.operands[0].type
            cond_vregs = self._cond_vregs = (self._new_vregs(cty), cty)
            self._write_vregs(cond_vregs[0], [cond])
        chain = self.side_chain()
        dag.root = self._switch_tree(dag, chain, cond, vt, clusters, default,
                                     self.mbbs[self.block], inst.operands[0])
        return None

    @staticmethod
    def _dense(cases: list) -> bool:
        if len(cases) < MIN_JUMP_TABLE_CASES:
            return False
        values = [c.value for c, _ in cases]
        span = max(values) - min(values) + 1
        return span <= MAX_JUMP_TABLE_ENTRIES and len(values) * 100 >= span * JUMP_TABLE_DENSITY

    def _jump_table(self, dag: SelectionDAG, chain: Value, x: Value, vt: str, inst: Any,
                    default: Any) -> Value:
        """`x - lo` checked against the table's size (unless the default is unreachable),
        then `br *(table + index * pointer size)`."""
        mf = self.mf
        by_value = {c.value: self.mbbs[b] for c, b in inst.cases}
        lo, hi = min(by_value), max(by_value)
        table = [by_value.get(v, default) for v in range(lo, hi + 1)]
        here = self.mbbs[self.block]
        index = dag.val(Op.SUB, vt, x, dag.constant(lo, vt)) if lo else x
        if not self._switch_no_default:
            # the index reaches the table's block in vregs (written on this chain)
            index_vregs = self._new_vregs(inst.operands[0].type)
            dag.root = chain
            self._write_vregs(index_vregs, [index])
            chain = self._br_cc(dag, dag.root, "ugt", index, dag.constant(hi - lo, vt), default)
            nxt = self._new_switch_block(here)
            chain = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(nxt))).value()
            sub = SelectionDAG(mf, self.target, nxt)
            sub.loc = dag.loc                   # the switch
            saved, self.dag = self.dag, sub
            idx = self._read_vregs(index_vregs, inst.operands[0].type)[0]
            sub.root = self._table_branch(sub, sub.root, idx, vt, table, nxt)
            self.dag = saved
            self.extra_dags.append(sub)
            return chain
        return self._table_branch(dag, chain, index, vt, table, here)

    def _table_branch(self, dag: SelectionDAG, chain: Value, index: Value, vt: str,
                      table: list, mbb: Any) -> Value:
        mf = self.mf
        ptr_vt = self.ptr_vt
        k = len(mf.jump_tables)
        mf.jump_tables.append(table)
        if vt_bits(vt) < vt_bits(ptr_vt):
            index = dag.val(Op.ZERO_EXTEND, ptr_vt, index)
        elif vt_bits(vt) > vt_bits(ptr_vt):
            index = dag.val(Op.TRUNCATE, ptr_vt, index)
        rel = jump_table_entry(self.target, self.pic_aliases is not None) == "rel32"
        size = 4 if rel else vt_bits(ptr_vt) // 8
        offset = dag.val(Op.SHL, ptr_vt, index, dag.constant(size.bit_length() - 1, ptr_vt))
        base = dag.val(Op.CONSTANT_POOL, ptr_vt,
                       attr=jump_table_label(mf.info.get("fn_number", 0), k))
        mem = Mem("i32", "sext" if ptr_vt != "i32" else "", 4) if rel else Mem(ptr_vt, "", size)
        load = dag.node(Op.LOAD, (ptr_vt, "ch"), (chain, dag.val(Op.ADD, ptr_vt, base, offset)),
                        mem)
        mbb.add_succs(dict.fromkeys(table))
        # rel32: the entry is `.LBB - .LJTI` (sign-extended), the target table + entry
        dest_addr = dag.val(Op.ADD, ptr_vt, base, load.value(0)) if rel else load.value(0)
        return dag.node(Op.BRIND, ("ch",), (load.value(1), dest_addr)).value()

    def _switch_tree(self, dag: SelectionDAG, chain: Value, x: Value, vt: str, clusters: list,
                     default: Any, here: Any, cond_ir: Any) -> Value:
        """Compare-and-branch for `clusters` ([lo, hi, dest], sorted) in block `here`:
        at most three clusters are tested in a chain, more are split around the middle
        (a balanced binary search: O(n log n) to build, O(log n) compares to run)."""
        if not clusters:
            return dag.node(Op.BR, ("ch",), (chain, dag.basic_block(default))).value()
        if len(clusters) > 3:
            mid = len(clusters) // 2
            left = self._new_switch_block(here)
            right = self._new_switch_block(here)
            chain = self._br_cc(dag, chain, "ult", x, dag.constant(clusters[mid][0], vt), left)
            chain = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(right))).value()
            self._switch_subtree(left, clusters[:mid], vt, default, cond_ir)
            self._switch_subtree(right, clusters[mid:], vt, default, cond_ir)
            return chain
        lo, hi, dest = clusters[0]
        if len(clusters) == 1 and self._switch_no_default:
            return dag.node(Op.BR, ("ch",), (chain, dag.basic_block(dest))).value()
        if lo == hi:
            chain = self._br_cc(dag, chain, "eq", x, dag.constant(lo, vt), dest)
        else:
            t = dag.val(Op.SUB, vt, x, dag.constant(lo, vt))
            chain = self._br_cc(dag, chain, "ule", t, dag.constant(hi - lo, vt), dest)
        if len(clusters) == 1:
            return dag.node(Op.BR, ("ch",), (chain, dag.basic_block(default))).value()
        nxt = self._new_switch_block(here)
        chain = dag.node(Op.BR, ("ch",), (chain, dag.basic_block(nxt))).value()
        self._switch_subtree(nxt, clusters[1:], vt, default, cond_ir)
        return chain

    def _br_cc(self, dag: SelectionDAG, chain: Value, cc: str, a: Value, b: Value, mbb: Any) -> Value:
        return dag.node(Op.BR_CC, ("ch",), (chain, dag.condcode(cc), a, b,
                                            dag.basic_block(mbb))).value()

    def _new_switch_block(self, here: Any) -> Any:
        origin = self._origins.get(here, here)
        mbb = self.mf.new_block(f"{here.name}.case", here.ir_block)
        self.extra_blocks.setdefault(origin, []).append(mbb)
        self._origins[mbb] = origin
        return mbb

    def _switch_subtree(self, mbb: Any, clusters: list, vt: str, default: Any, cond_ir: Any) -> None:
        saved = self.dag
        dag = SelectionDAG(self.mf, self.target, mbb)
        dag.loc = saved.loc                     # the switch
        self.dag = dag
        assert self._cond_vregs is not None     # set by visit_switch for trees of blocks
        x = self._read_vregs(self._cond_vregs[0], self._cond_vregs[1])[0]
        dag.root = self._switch_tree(dag, dag.root, x, vt, clusters, default, mbb, cond_ir)
        self.dag = saved
        self.extra_dags.append(dag)

