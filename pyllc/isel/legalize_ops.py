"""Operation legalization: make every node of a type-legal DAG something the target can
select, as the target's action table says (LLVM's SelectionDAGLegalize).

Contract
- requires: `legalize_types` has run (every value has a legal type).
- maintains: values, side effects and chain order; types stay legal.
- guarantees: every node's action is LEGAL (or CUSTOM with a hook that kept it).
- breaks: nothing; `combine` usually runs next to clean up the expansions.

Which action applies to a node (`OpLegalizer.action_for`):

| node | key looked up in `target.actions` |
|---|---|
| most ops | `(op, result vt)`; ops with only a chain result: `(op, "Other")` |
| STORE, ATOMIC_STORE | `(op, value vt)`; truncating: `("truncstore:"+mem_vt, value vt)` first |
| LOAD with ext | `("load_ext:"+ext+":"+mem_vt, result vt)` first, then `(LOAD, vt)` |
| SETCC, BR_CC | `("setcc:"+cc, operand vt)` first, then `(op, operand vt)` |
| SELECT_CC | `("setcc:"+cc, operand vt)` first, then `(op, result vt)` |
| BRCOND | `(op, condition vt)` |
| SINT_TO_FP, UINT_TO_FP | `(op, integer operand vt)` (as LLVM) |
| SIGN_EXTEND_INREG | `(op, inner vt)` (as LLVM); inner types other than i8/i16/i32 default to EXPAND |

Unlisted keys are LEGAL except for the operations in `legalize_common.DEFAULT_EXPAND`
(carries, *_PARTS, rotates, bit counts, min/max, MULH*, *_LOHI, DIVREM, SELECT_CC,
BR_CC, FREM, FMA, FCOPYSIGN, libm rounding, BUILD_PAIR/EXTRACT_ELEMENT), which default
to EXPAND: a target lists what it *can* do for those. Memory types that are not a power
of two of bytes (i1, i24, i48) are always split or widened.

Operations on a type of `target.soft_fp_vts` (f128 on AArch64) are runtime calls,
whatever the table says (isel/soft_float.py), except loads, stores, selects and sign-bit
operations, which the table governs.

Actions: LEGAL keeps; CUSTOM calls `target.lowering.lower_operation(dag, node)`, which returns
replacement values for the node's results or None to keep it; EXPAND uses the generic
expansions of `expand_ops.py` / `expand_fp.py`; PROMOTE does the operation in the next
wider legal integer type (rules of `promote_int.py`) and truncates; `LibCall(name)`
calls the runtime helper. Nodes that an action creates are legalized in turn (worklist,
operands first): each node is visited once, so the pass is linear in the final DAG size.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Node, SelectionDAG, Value
from pyllc.codegen.opcodes import Op, is_int_vt, vt_bits
from pyllc.codegen.records import CUSTOM, EXPAND, LEGAL, PROMOTE, LibCall
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.expand_fp import FP_EXPANSIONS
from pyllc.isel.expand_ops import INT_EXPANSIONS
from pyllc.isel.legalize_common import (
    DEFAULT_EXPAND,
    bool_vt,
    legal_int_vts,
    libcall,
    resize,
    vt_of,
)
from pyllc.isel.legalize_common import action as default_action
from pyllc.isel.legalize_parts import cc_ext
from pyllc.isel.legalize_types import NON_VALUE_VTS, legalize_new_nodes
from pyllc.isel.promote_int import PROMOTE_RESULT
from pyllc.isel.soft_float import SOFT_OPS, constant_pool_load, select_via_memory, soft_node

_STRUCTURAL = frozenset({Op.ENTRY, Op.TOKEN_FACTOR, Op.VALUETYPE, Op.CONDCODE, Op.BASIC_BLOCK,
                         Op.TARGET_CONSTANT, Op.REGISTER, Op.UNDEF})
# nodes isel/select.py handles itself (no pattern needed)
_SELECTED_GENERICALLY = _STRUCTURAL | frozenset({
    Op.BR, Op.BRCOND, Op.BR_CC, Op.CALL, Op.CALLSEQ_START, Op.CALLSEQ_END, Op.COPY_FROM_REG,
    Op.COPY_TO_REG, Op.MERGE_VALUES, Op.RET, Op.SETCC, Op.INLINEASM})
_STD_INREG = frozenset({"i8", "i16", "i32"})
_MAX_DEPTH = 64
SOFT_FP = "soft-fp"     # the action for operations on Target.soft_fp_vts (isel/soft_float.py)


class OpLegalizer:
    """The state of one `legalize_ops` run; expansion rules receive it as `ol`."""

    def __init__(self, dag: SelectionDAG, target: Target) -> None:
        self.dag = dag
        self.target = target
        self.bool_vt = bool_vt(target)
        self.pointer_vt = target.pointer_vt
        self.big_endian = target.big_endian
        self.legal_ints = legal_int_vts(target)
        self.done: set[int] = set()
        self.changed = False
        self._depth = 0
        self._value_vts = NON_VALUE_VTS | frozenset(target.vt_class)
        self.soft = target.soft_fp_vts

    # ---------------------------------------------------------------- queries for rules
    def action(self, op: str, vt: str) -> Any:
        return default_action(self.target, op, vt)

    def ok(self, op: str, vt: str) -> bool:
        return self.target.is_legal_vt(vt) and self.action(op, vt) in (LEGAL, CUSTOM)

    def cc_ok(self, cc: str, vt: str) -> bool:
        return self.target.action("setcc:" + cc, vt) == LEGAL

    def load_ok(self, ext: str, mvt: str, vt: str) -> bool:
        return self.target.action(f"load_ext:{ext}:{mvt}", vt) == LEGAL

    def store_ok(self, mvt: str, vt: str) -> bool:
        return self.target.action(f"truncstore:{mvt}", vt) == LEGAL

    # ---------------------------------------------------------------- action lookup
    def action_for(self, n: Node) -> Any:
        op, t = n.op, self.target
        if op in _STRUCTURAL:
            return LEGAL
        if self.soft and op in SOFT_OPS and (
                n.vts[0] in self.soft or any(vt_of(o) in self.soft for o in n.ops)):
            return SOFT_FP
        if op == Op.MERGE_VALUES:
            return EXPAND
        if op == Op.LOAD:
            mem = n.attr
            m = vt_bits(mem.vt)
            if m < 8 or m & (m - 1) or m % 8:
                return EXPAND
            if mem.ext and mem.vt != n.vt:
                act = t.action(f"load_ext:{mem.ext}:{mem.vt}", n.vt)
                if act != LEGAL:
                    return act
            return self.action(op, n.vt)
        if op in (Op.STORE, Op.ATOMIC_STORE):
            vt = vt_of(n.ops[1])
            mem = n.attr
            m = vt_bits(mem.vt)
            if op == Op.STORE and (m < 8 or m & (m - 1) or m % 8):
                return EXPAND
            if op == Op.STORE and mem.vt != vt:
                act = t.action(f"truncstore:{mem.vt}", vt)
                if act != LEGAL:
                    return act
            return self.action(op, vt)
        if op == Op.ATOMIC_RMW:
            # per operation and memory width: the widths and operations a target has no
            # inline sequence for go to the atomic library (expand_atomic.py)
            operation, mem = n.attr
            act = t.action(f"atomic_rmw:{operation}:{mem.vt}", n.vts[0])
            if act != LEGAL:
                return act
        elif op == Op.ATOMIC_CMP_SWAP:
            act = t.action(f"atomic_cmp_swap:{n.attr.vt}", n.vts[0])
            if act != LEGAL:
                return act
        if op in (Op.SETCC, Op.BR_CC, Op.SELECT_CC):
            if op == Op.BR_CC:
                cc, ovt = n.ops[1][0].attr, vt_of(n.ops[2])
            else:
                cc, ovt = n.ops[-1][0].attr if op == Op.SELECT_CC else n.ops[2][0].attr, vt_of(n.ops[0])
            act = t.action("setcc:" + cc, ovt)
            if act != LEGAL:
                return act
            return self.action(op, n.vt if op == Op.SELECT_CC else ovt)
        if op == Op.BRCOND:
            return self.action(op, vt_of(n.ops[1]))
        if op in (Op.SINT_TO_FP, Op.UINT_TO_FP):
            return self.action(op, vt_of(n.ops[0]))
        if op == Op.SIGN_EXTEND_INREG:
            inner = n.ops[1][0].attr
            act = t.actions.get((op, inner))
            if act is None:
                act = LEGAL if inner in _STD_INREG and vt_bits(inner) < vt_bits(n.vt) else EXPAND
            return act
        vt = n.vts[0]
        if vt in ("ch", "glue"):
            act = t.actions.get((op, "Other"))
            if act is None:
                act = t.actions.get((op, "ch"))
            if act is None:
                act = EXPAND if op in DEFAULT_EXPAND else LEGAL
            return act
        return self.action(op, vt)

    # ---------------------------------------------------------------- driver
    def visit(self, n: Node) -> None:
        if n.id in self.done:
            return
        self.done.add(n.id)
        if not n.users and n is not self.dag.root[0]:
            return
        self.dag.loc = n.loc
        act = self.action_for(n)
        if act == LEGAL:
            # (a target without patterns is a legalization-only toy of the unit tests)
            t = self.target
            if t.patterns and n.op not in _SELECTED_GENERICALLY and n.op not in t.selectable_ops:
                raise UnsupportedError(
                    f"{n.op} on {','.join(n.vts)}: target {self.target.name} has neither a "
                    f"legalization action nor a selection pattern for it")
            return
        dag = self.dag
        mark = len(dag.nodes)
        if act == CUSTOM:
            res = self.target.lowering.lower_operation(dag, n)
        elif act == EXPAND:
            res = self._expand(n)
            if res is None:
                raise UnsupportedError(f"{n.op} on {','.join(n.vts)} cannot be expanded for "
                                       f"target {self.target.name}")
        elif act == PROMOTE:
            res = self._promote(n)
        elif isinstance(act, LibCall):
            res = self._libcall(n, act.name)
        elif act == SOFT_FP:
            res = self._soft(n)
        else:
            raise UnsupportedError(f"unknown legalization action {act!r} for {n.op}")
        if res is None:
            return
        self._replace(n, res)
        legal = self._value_vts
        if any(vt not in legal for m in dag.nodes[mark:] for vt in m.vts):
            legalize_new_nodes(dag, self.target, mark)
        self._depth += 1
        if self._depth > _MAX_DEPTH:
            raise UnsupportedError(f"legalizing {n.op} does not terminate for target "
                                   f"{self.target.name}")
        try:
            nodes = dag.nodes
            i = mark
            while i < len(nodes):
                self.visit(nodes[i])
                i += 1
        finally:
            self._depth -= 1

    def _replace(self, n: Node, res: list) -> None:
        self.changed = True
        self.dag.forget(n)
        for i, v in enumerate(res):
            if v is not None and v != (n, i):
                self.dag.replace_all_uses_with((n, i), v)

    def _expand(self, n: Node) -> list | None:
        if n.op == Op.MERGE_VALUES:
            return list(n.ops)
        if n.op == Op.SELECT and n.vt in self.soft:
            return [select_via_memory(self.dag, n, self.pointer_vt)]
        rule = INT_EXPANSIONS.get(n.op) or FP_EXPANSIONS.get(n.op)
        return None if rule is None else rule(self, n)

    def _soft(self, n: Node) -> list:
        if n.op == Op.CONSTANT_FP:
            return [constant_pool_load(self.dag, n.attr, n.vt, self.pointer_vt, self.big_endian)]
        res = soft_node(self.dag, n, lambda v: v, lambda vt: vt, self.bool_vt,
                        lambda vt: vt in self.soft)
        if res is None:
            raise UnsupportedError(f"{n.op} on {','.join(n.vts)} is not supported")
        return res

    def _libcall(self, n: Node, name: str) -> list:
        if n.chain_in is not None:
            raise UnsupportedError(f"libcall lowering of chained {n.op} is not supported")
        results, _ = libcall(self.dag, name, list(n.vts), list(n.ops))
        return results

    def _promote(self, n: Node) -> list:
        """Do the operation in the next wider legal integer type, then truncate."""
        dag = self.dag
        if n.op in (Op.SETCC, Op.BR_CC, Op.SELECT_CC):
            if n.op == Op.SETCC:
                a, b, cc = n.ops
            elif n.op == Op.BR_CC:
                _, cc, a, b, _ = n.ops
            else:
                a, b, _, _, cc = n.ops
            nvt = self._wider(vt_of(a), n.op)
            kind = cc_ext(cc[0].attr)
            ops = list(n.ops)
            ia = ops.index(a)
            ops[ia], ops[ia + 1] = resize(dag, a, nvt, kind), resize(dag, b, nvt, kind)
            return [(dag.node(n.op, n.vts, ops, n.attr), i) for i in range(len(n.vts))]
        rule = PROMOTE_RESULT.get(n.op)
        if rule is None or not is_int_vt(n.vt):
            raise UnsupportedError(f"promotion of {n.op} on {n.vt} is not supported")
        out = rule(_OpPromoter(self, self._wider(n.vt, n.op)), n)
        res: list[Value | None] = []
        for i, v in enumerate(out):
            want = n.vts[i]
            res.append(v if v is None or vt_of(v) == want else resize(dag, v, want))
        return res

    def _wider(self, vt: str, op: str) -> str:
        for t in self.legal_ints:
            if vt_bits(t) > vt_bits(vt) and self.action(op, t) != PROMOTE:
                return t
        raise UnsupportedError(f"{op} on {vt}: no wider legal type to promote to")


class _OpPromoter:
    """The `tl` interface of promote_int's rules, over legal operands (real extensions)."""

    def __init__(self, ol: OpLegalizer, nvt: str) -> None:
        self.dag = ol.dag
        self.target = ol.target
        self.bool_vt = ol.bool_vt
        self.pointer_vt = ol.pointer_vt
        self.big_endian = ol.big_endian
        self._nvt = nvt

    def promoted_vt(self, vt: str) -> str:
        return self._nvt

    def is_legal(self, vt: str) -> bool:
        return self.target.is_legal_vt(vt)

    def type_action(self, vt: str) -> tuple[str, None]:
        return ("legal", None)

    def fwd(self, v: Value) -> Value:
        return v

    def get(self, v: Value, nvt: str, kind: str = "any") -> Value:
        return resize(self.dag, v, nvt, kind)

    def as_bool(self, c: Value) -> Value:
        return c


# the ops whose action `action_for` reads from more of the node than `_key` holds
_UNKEYED = frozenset({Op.ATOMIC_STORE, Op.ATOMIC_RMW, Op.ATOMIC_CMP_SWAP, Op.BR_CC,
                      Op.SELECT_CC, Op.SINT_TO_FP, Op.UINT_TO_FP, Op.SIGN_EXTEND_INREG,
                      Op.MERGE_VALUES})
# id(target) -> (target, the `action_for` asked, {`_key` of a node: the node needs no
# work}); the target is kept so its id stays unique, and the answers are dropped when
# `OpLegalizer.action_for` is replaced (tests patch it)
_KEEPS: dict[int, tuple[Target, Any, dict[tuple, bool]]] = {}


def _keeps(target: Target) -> dict[tuple, bool]:
    got = _KEEPS.get(id(target))
    asked = OpLegalizer.action_for
    if got is None or got[0] is not target or got[1] is not asked:
        got = _KEEPS[id(target)] = (target, asked, {})
    return got[2]


_KEYED = frozenset({Op.LOAD, Op.STORE, Op.SETCC, Op.BRCOND})    # `_key` reads more of them


def _key(n: Node) -> tuple:
    """Everything `action_for` reads of `n`, for the ops not in `_UNKEYED`."""
    op = n.op
    if op == Op.LOAD:
        return (op, n.vts, n.attr.vt, n.attr.ext)
    if op == Op.STORE:
        return (op, n.vts, vt_of(n.ops[1]), n.attr.vt)
    if op == Op.SETCC:
        return (op, n.vts, n.ops[2][0].attr, vt_of(n.ops[0]))
    if op == Op.BRCOND:
        return (op, n.vts, vt_of(n.ops[1]))
    return (op, n.vts)


def _kept(ol: OpLegalizer, n: Node) -> bool:
    """Is `n` LEGAL and selectable (`visit` leaves it as it is)?"""
    op = n.op
    if ol.action_for(n) != LEGAL:
        return False
    t = ol.target
    return not (t.patterns and op not in _SELECTED_GENERICALLY and op not in t.selectable_ops)


def legalize_ops(dag: SelectionDAG, target: Target) -> None:
    """Make every node of `dag` selectable by `target` (see the module docstring).

    Most nodes are LEGAL as they are: that answer is memoised per target by what
    `action_for` reads of a node (`_key`) - `visit` would only record them as done and
    set `dag.loc` - so they cost one dict lookup here."""
    ol = OpLegalizer(dag, target)
    keeps = _keeps(target)
    done = ol.done
    soft = ol.soft
    root = dag.root[0]
    for n in dag.live_nodes():
        keep = False
        op = n.op
        if op in _UNKEYED or (soft and op in SOFT_OPS and (
                n.vts[0] in soft or any(vt_of(o) in soft for o in n.ops))):
            pass                        # (`action_for` reads more, or SOFT_FP)
        else:
            key = _key(n) if op in _KEYED else (op, n.vts)
            known = keeps.get(key)
            if known is None:
                known = keeps[key] = _kept(ol, n)
            keep = known
        if keep:
            if n.users or n is root:
                dag.loc = n.loc         # (as `visit`: nodes made later take this loc)
            done.add(n.id)
        else:
            ol.visit(n)
            root = dag.root[0]          # (a replacement may have moved it)
    if ol.changed:
        dag.remove_dead_nodes()


__all__ = ["legalize_ops", "OpLegalizer"]
