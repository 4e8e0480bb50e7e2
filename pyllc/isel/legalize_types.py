"""Type legalization: rewrite a SelectionDAG so every value has a type the target can
hold in a register (a key of `target.vt_class`), as LLVM's DAGTypeLegalizer.

Contract
- requires: a DAG from isel/build.py (illegal types only inside the block: copies to and
  from virtual registers, call arguments and results are already in register parts).
- maintains: the DAG computes the same values and side effects in the same chain order.
- guarantees: every live value is of a legal type, `ch`, `glue` or `Other`.
- breaks: operation legality (an `i64` MULHU may now exist that the target cannot do):
  `legalize_ops` runs next.

How a type is made legal (`type_action`)
- integers narrower than a legal integer type, and odd widths (`i1 i8 i17 i24 i48`) are
  *promoted* to the smallest legal integer type at least as wide; the wide value's high
  bits are undefined unless the rule needs them (then it sign- or zero-extends in
  register: SIGN_EXTEND_INREG / AND mask), see `promote_int.py`;
- integers wider than every legal type are *expanded* into a low and a high half
  (`i128` -> 2 x `i64`; on 32-bit targets `i64` -> 2 x `i32` and `i128` -> 2 x `i64` -> ...
  recursively), see `expand_int.py`; widths that are not a power of two are first
  promoted to the next power of two (`i96` -> `i128`);
- floating-point types the target has no register for (`f128` on RISC-V) are
  *softened* to the integer of their width, which carries their bits; operations on them
  become runtime calls (see `soften_float.py`); `f16` likewise travels as i16, and its
  operations are done in f32 (LLVM's SoftPromoteHalf). Other FP types without registers
  (`f80`) are a clear UnsupportedError naming the type.
A target can take over one node: CUSTOM for (op, an illegal result or operand type) calls
`target.lowering.lower_operation(dag, node)`; it returns values for the node's results (which may
still have illegal types, e.g. TRUNCATE of a target node) or None for the generic rules.

Algorithm. Nodes are visited operands-first (topological order, then the nodes each
rule creates, in creation order, which is topological too). A node with an illegal
result gets an entry in `promoted` (wide value) or `expanded` ((lo, hi)) — its users
look those up; a node whose results are legal but whose operands are not is rebuilt and
replaced (`replace_all_uses_with`). Replaced values are forwarded through `replaced`, so
maps never hold stale values. Each node is legalized once: linear in the DAG size times
the size of the expansions.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Node, SelectionDAG, Value
from pyllc.codegen.opcodes import Op, int_vt, is_int_vt, vt_bits
from pyllc.codegen.records import CUSTOM
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError
from pyllc.isel import expand_int, promote_int
from pyllc.isel.legalize_common import bool_vt, ext_inreg, legal_int_vts, resize, vt_of
from pyllc.isel.soften_float import SOFTEN_OPERAND, SOFTEN_RESULT

NON_VALUE_VTS = frozenset({"ch", "glue", "Other"})
LEGAL_T, PROMOTE_T, EXPAND_T, SOFTEN_T = "legal", "promote", "expand", "soften"
_SOFTENED_FP = frozenset({"f128", "f16"})   # FP types softened to their integer when illegal


class TypeLegalizer:
    """The state of one `legalize_types` run; rules receive it as `tl`."""

    def __init__(self, dag: SelectionDAG, target: Target) -> None:
        self.dag = dag
        self.target = target
        self.bool_vt = bool_vt(target)
        self.pointer_vt = target.pointer_vt
        self.big_endian = target.big_endian
        ints = legal_int_vts(target)
        self._legal_ints = ints
        self._max_legal = vt_bits(ints[-1])
        self._actions: dict[str, tuple[str, str | None]] = {}
        self.promoted: dict[Value, Value] = {}
        self.expanded: dict[Value, tuple[Value, Value]] = {}
        self.softened: dict[Value, Value] = {}    # illegal float -> its integer bits
        self.alias: dict[Value, Value] = {}       # illegal value -> same-typed replacement
        self.replaced: dict[Value, Value] = {}    # RAUW'd legal value -> its replacement
        self.done: set[int] = set()
        self._legal_set = frozenset(NON_VALUE_VTS | set(target.vt_class))

    # ---------------------------------------------------------------- type actions
    def type_action(self, vt: str) -> tuple[str, str | None]:
        """(LEGAL_T, None) | (PROMOTE_T, wider vt) | (EXPAND_T, half vt) |
        (SOFTEN_T, integer vt)."""
        act = self._actions.get(vt)
        if act is not None:
            return act
        if vt in NON_VALUE_VTS or self.target.is_legal_vt(vt):
            act = (LEGAL_T, None)
        elif is_int_vt(vt):
            w = vt_bits(vt)
            wider = [t for t in self._legal_ints if vt_bits(t) >= w]
            if wider:
                act = (PROMOTE_T, wider[0])
            elif w & (w - 1) == 0:
                act = (EXPAND_T, int_vt(w // 2))
            else:
                act = (PROMOTE_T, int_vt(1 << w.bit_length()))
        elif vt in _SOFTENED_FP:
            act = (SOFTEN_T, f"i{vt_bits(vt)}")
        else:
            raise UnsupportedError(f"values of type {vt} are not supported on target "
                                   f"{self.target.name} (no soft-float support for it)")
        self._actions[vt] = act
        return act

    def is_legal(self, vt: str) -> bool:
        return self.type_action(vt)[0] == LEGAL_T

    def is_softened(self, vt: str) -> bool:
        return vt not in NON_VALUE_VTS and self.type_action(vt)[0] == SOFTEN_T

    def get_softened(self, v: Value) -> Value:
        v = self._settle(v)
        try:
            return self.fwd(self.softened[v])
        except KeyError:
            raise UnsupportedError(f"type legalization of {v[0].op} ({vt_of(v)}) failed") from None

    def promoted_vt(self, vt: str) -> str:
        act, nvt = self.type_action(vt)
        assert act == PROMOTE_T and nvt is not None, vt
        return nvt

    # ---------------------------------------------------------------- value lookup
    def fwd(self, v: Value) -> Value:
        while v in self.replaced:
            v = self.replaced[v]
        return v

    def _settle(self, v: Value) -> Value:
        """Forward `v` through replacements and same-type aliases, legalizing on demand."""
        while True:
            v = self.fwd(v)
            if v[0].id not in self.done:
                self.ensure(v[0])
                continue
            a = self.alias.get(v)
            if a is None:
                return v
            v = a

    def state(self, v: Value) -> str:
        return self.type_action(vt_of(v))[0]

    def get_promoted(self, v: Value) -> Value:
        v = self._settle(v)
        try:
            return self.fwd(self.promoted[v])
        except KeyError:
            raise UnsupportedError(f"type legalization of {v[0].op} ({vt_of(v)}) failed") from None

    def get_expanded(self, v: Value) -> tuple[Value, Value]:
        v = self._settle(v)
        try:
            lo, hi = self.expanded[v]
        except KeyError:
            raise UnsupportedError(f"type legalization of {v[0].op} ({vt_of(v)}) failed") from None
        return self.fwd(lo), self.fwd(hi)

    def get(self, v: Value, nvt: str, kind: str = "any") -> Value:
        """The value `v` in the integer type `nvt`: truncated if narrower, extended as
        `kind` (`any`, `zext`, `sext`) if wider; whatever `v`'s own type action is.
        Nodes of illegal types it creates are legalized after the current rule."""
        vt = vt_of(v)
        if vt == nvt:
            return self.fwd(v)
        act = self.type_action(vt)[0]
        if act == LEGAL_T:
            return resize(self.dag, self.fwd(v), nvt, kind)
        w, n = vt_bits(vt), vt_bits(nvt)
        if act == PROMOTE_T:
            p = self.get_promoted(v)
            if n > w:
                p = ext_inreg(self.dag, p, w, kind)
            return self.get(p, nvt, kind)
        if n <= w // 2:
            lo, _ = self.get_expanded(v)
            return self.get(lo, nvt, "any")
        return resize(self.dag, v, nvt, kind)

    def as_bool(self, c: Value) -> Value:
        """A boolean (0/1 in its low bit) as 0/1 in the legal boolean type."""
        return self.get(c, self.bool_vt, "zext")

    # ---------------------------------------------------------------- driver
    def ensure(self, start: Node) -> None:
        """Legalize `start` and (first) everything it depends on."""
        if start.id in self.done:
            return
        stack: list[tuple[Node, bool]] = [(start, False)]
        while stack:
            n, ready = stack.pop()
            if n.id in self.done:
                continue
            if not ready:
                stack.append((n, True))
                for o, _ in n.ops:
                    if o.id not in self.done:
                        stack.append((o, False))
                continue
            self.done.add(n.id)
            self._legalize_node(n)

    def _legalize_node(self, n: Node) -> None:
        legal = self._legal_set
        for vt in n.vts:
            if vt not in legal:
                break
        else:
            for o, i in n.ops:
                if o.vts[i] not in legal and o.op not in _IMMS:
                    break
            else:
                return                  # the common case: nothing to do
        if n.op in _IMMS:
            return
        self.dag.loc = n.loc
        mark = len(self.dag.nodes)
        custom = self._custom(n)
        if custom is None and n.op in SOFTEN_OPERAND and n.op != Op.STORE and any(
                self.is_softened(vt_of(o)) for o in n.ops if o[0].op not in _IMMS):
            # a conversion or compare of a softened value: the runtime call produces the
            # result in its own type (fptosi to i32 calls __fixtfsi, as llc does, even
            # where i32 itself is promoted)
            out = SOFTEN_OPERAND[n.op](self, n)
            if any(not self.is_legal(vt) for vt in n.vts):
                self._record(n, out)
            else:
                self.dag.forget(n)
                for i, v in enumerate(out):
                    if v is not None and v != (n, i):
                        self.replaced[(n, i)] = v
                        self.dag.replace_all_uses_with((n, i), v)
        elif any(not self.is_legal(vt) for vt in n.vts):
            out = custom if custom is not None else self._result_rule(n)
            self._record(n, out)
        elif any(not self.is_legal(vt_of(o)) for o in n.ops if o[0].op not in _IMMS):
            out = custom if custom is not None else self._operand_rule(n)
            self.dag.forget(n)
            for i, v in enumerate(out):
                if v is not None and v != (n, i):
                    self.replaced[(n, i)] = v
                    self.dag.replace_all_uses_with((n, i), v)
        else:
            return
        nodes = self.dag.nodes
        i = mark
        while i < len(nodes):
            self.ensure(nodes[i])
            i += 1

    def _custom(self, n: Node) -> list[Any] | None:
        """A target's own type legalization (LLVM's ReplaceNodeResults): when the table
        says CUSTOM for (op, an illegal result or operand type), `lower_<op>(dag, node)`
        may return values for the node's results — of any type the driver can legalize
        further, e.g. TRUNCATE(target node of a legal type) — or None for the generic rules."""
        actions = self.target.actions
        for vt in (*n.vts, *(vt_of(o) for o in n.ops)):
            if vt not in self._legal_set and actions.get((n.op, vt)) == CUSTOM:
                return self.target.lowering.lower_operation(self.dag, n)
        return None

    def _result_rule(self, n: Node) -> list[Any]:
        if n.op == Op.MERGE_VALUES:
            return list(n.ops)
        acts = [self.type_action(vt) for vt in n.vts]
        if any(a[0] == SOFTEN_T for a in acts):
            rule = SOFTEN_RESULT.get(n.op)
        elif any(a[0] == EXPAND_T for a in acts):
            rule = expand_int.EXPAND_RESULT.get(n.op)
        else:
            rule = promote_int.promote_result_rule(self, n)
        if rule is None:
            raise UnsupportedError(f"{n.op} on type {','.join(n.vts)} is not supported by "
                                   f"the type legalizer")
        return rule(self, n)

    def _operand_rule(self, n: Node) -> list[Any]:
        kinds = {self.type_action(vt_of(o))[0] for o in n.ops if o[0].op not in _IMMS}
        if SOFTEN_T in kinds:
            table = SOFTEN_OPERAND
        elif EXPAND_T in kinds:
            table = expand_int.EXPAND_OPERAND
        else:
            table = promote_int.PROMOTE_OPERAND
        rule = table.get(n.op)
        if rule is None:
            bad = [vt_of(o) for o in n.ops if not self.is_legal(vt_of(o))]
            raise UnsupportedError(f"{n.op} with an operand of type {bad[0]} is not supported "
                                   f"by the type legalizer")
        return rule(self, n)

    def _record(self, n: Node, out: list[Any]) -> None:
        for i, item in enumerate(out):
            if item is None:
                continue
            old = (n, i)
            vt = n.vts[i]
            act = self.type_action(vt)[0]
            if isinstance(item[0], Node):          # a single value
                if act == LEGAL_T:
                    if item != old:
                        self.dag.forget(n)      # never hand this node out again by CSE
                        self.replaced[old] = item
                        self.dag.replace_all_uses_with(old, item)
                elif vt_of(item) == vt:
                    if item != old:
                        self.alias[old] = item
                elif act == PROMOTE_T:
                    self.promoted[old] = item
                elif act == SOFTEN_T:
                    self.softened[old] = item
                else:
                    raise AssertionError(f"{n.describe()}: expansion rule returned one value")
            else:
                assert act == EXPAND_T, n.describe()
                self.expanded[old] = item


_IMMS = frozenset({Op.TARGET_CONSTANT, Op.VALUETYPE, Op.CONDCODE, Op.BASIC_BLOCK})


# id(vt_class) -> (vt_class, its size then, {result types: all legal}); the dict is kept
# so its id stays unique
_LEGAL_VTS: dict[int, tuple[dict, int, dict[tuple[str, ...], bool]]] = {}


def _legal_vts(target: Target) -> dict[tuple[str, ...], bool]:
    classes = target.vt_class
    got = _LEGAL_VTS.get(id(classes))
    if got is None or got[0] is not classes or got[1] != len(classes):
        got = _LEGAL_VTS[id(classes)] = (classes, len(classes), {})
    return got[2]


def _all_legal(dag: SelectionDAG, target: Target) -> bool:
    """Are the results of every live node of legal types? Then so are all operands (an
    operand is a result of a live node) and type legalization has nothing to do - the
    case of most blocks, checked with one dict lookup per node."""
    memo = _legal_vts(target)
    for n in dag.live_nodes():
        vts = n.vts
        ok = memo.get(vts)
        if ok is None:
            ok = memo[vts] = all(vt in NON_VALUE_VTS or vt in target.vt_class for vt in vts)
        if not ok:
            return False
    return True


def legalize_types(dag: SelectionDAG, target: Target) -> None:
    """Make every value of `dag` have a legal type (see the module docstring)."""
    if _all_legal(dag, target):
        return              # (the types `lower_target_types` rewrites are never legal)
    target.lowering.lower_target_types(dag)
    tl = TypeLegalizer(dag, target)
    mark = len(dag.nodes)
    done = tl.done
    for n in dag.live_nodes():          # operands first: each node's inputs are ready
        if n.id not in done:
            done.add(n.id)
            tl._legalize_node(n)
    if len(dag.nodes) != mark or tl.replaced:
        dag.remove_dead_nodes()
    if VERIFY:
        _check(dag, tl)


def legalize_new_nodes(dag: SelectionDAG, target: Target, mark: int) -> None:
    """Type-legalize the nodes created since `dag.nodes[mark]` in a DAG whose older nodes
    are type-legal: `legalize_ops` calls it when an action (a libcall's argument split,
    an expansion) made values of illegal types, as SPARC's `fmod(double)` does with the
    i64 it splits into two i32 argument registers. Dead nodes stay until the caller's
    cleanup, so indices into `dag.nodes` remain valid."""
    tl = TypeLegalizer(dag, target)
    nodes = dag.nodes
    tl.done.update(n.id for n in nodes[:mark])
    i = mark
    while i < len(nodes):
        tl.ensure(nodes[i])
        i += 1


VERIFY = False   # tests and -verify runs set this: check every value's type afterwards


def _check(dag: SelectionDAG, tl: TypeLegalizer) -> None:
    for n in dag.live_nodes():
        for vt in n.vts:
            if not tl.is_legal(vt):
                raise UnsupportedError(f"type legalization left {n.describe()} "
                                       f"(type {vt}) in the DAG")


__all__ = ["legalize_types", "legalize_new_nodes", "TypeLegalizer"]
