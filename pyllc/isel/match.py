"""The generic matcher: a target's `Pat` list compiled into per-opcode candidate tables.

Contract. Requires: a pattern list built with codegen/patterns.py. Produces: `MatchTable`,
where `table.by_op[opcode]` is the short list of candidates whose source root can be that
opcode, sorted by complexity (highest first, then table order). Matching a node is one
dict lookup plus a walk over that list; no per-node scan over every pattern.

Compilation also does the checking LLVM's TableGen does up front: every name used in an
output is bound by the source, positional arguments fit the instruction's use operands,
and each immediate leaf learns the operand kinds (`SImm(12)`, `UImm(6)`...) it must fit.
Commutative nodes get their swapped variant added, so `ADD(imm, reg)` matches the
`ADD(reg, imm)` pattern.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from pyllc.codegen.dag import Mem
from pyllc.codegen.mir import BlockSym, FrameIndex, Sym
from pyllc.codegen.opcodes import COMMUTATIVE, Op
from pyllc.codegen.patterns import (
    BBLeaf,
    ComplexLeaf,
    CondLeaf,
    ConstLeaf,
    FrameLeaf,
    GotLeaf,
    ImmLeaf,
    Leaf,
    MemPred,
    Pat,
    PatNode,
    RegLeaf,
    SymLeaf,
    TlsLeaf,
    VTLeaf,
    Xf,
    bound_names,
)
from pyllc.codegen.records import Instr, Out, UImm
from pyllc.codegen.target import Target


class Candidate:
    """One (pattern, source variant) under one root opcode."""
    __slots__ = ("pat", "src", "out", "complexity", "order", "imm_kinds", "imm_unsigned",
                 "used")

    def __init__(self, pat: Pat, src: Any, order: int) -> None:
        self.pat = pat
        self.src = src
        self.out = pat.out
        self.complexity = pat.complexity
        self.order = order
        self.imm_kinds: dict[str, tuple[Any, ...]] = {}
        self.imm_unsigned: dict[str, bool] = {}
        self.used: frozenset[str] | None = None   # names the output reads (None: a hook)

    def __repr__(self) -> str:
        return f"Candidate({self.src!r}, {self.complexity})"


class MatchTable:
    """`by_op[op]`: the candidates for a root opcode, best first. Opcodes whose patterns
    name a condition code at a fixed operand (SETCC, BR_CC, SELECT_CC) are indexed once
    more: `by_cc[(op, cc)]` holds only the candidates that can match that predicate, and
    `cc_index[op]` says which (pattern) operand holds the CONDCODE."""
    __slots__ = ("by_op", "features", "cc_index", "by_cc", "by_mem", "_refine", "_typed")

    def __init__(self, by_op: dict[str, list[Candidate]], features: frozenset[str]) -> None:
        self.by_op = by_op
        self.features = features
        self.cc_index: dict[str, int] = {}
        self.by_cc: dict[tuple[str, str], list[Candidate]] = {}
        # ops whose root patterns constrain memory with `mem(vt, ...)`: candidates per
        # memory type (+ those without a memory constraint, in order), under key "" too
        self.by_mem: dict[str, dict[str, list[Candidate]]] = {}
        # per candidate list (by id; the lists live as long as the table): the operand
        # paths that discriminate it and the sub-lists already made per path key
        self._refine: dict[int, Any] = {}
        # (id of a candidate list, Mem operand or None, result vt, operand vts) -> the
        # candidates of that list whose types and memory predicate (a pure function of
        # the Mem: codegen/patterns.py) accept exactly that (an AArch64 i32 load was
        # tried against the i64 sext/zext forms of every addressing mode too, an x86 i32
        # load against every vector load, an i32 add against the i64 patterns)
        self._typed: dict[tuple[int, Mem | None, str, tuple[str, ...]], list[Candidate]] = {}
        for op, cands in by_op.items():
            self._index_ccs(op, cands)
            self._index_mem(op, cands)

    def _index_mem(self, op: str, cands: list[Candidate]) -> None:
        preds = [c.src.mem if isinstance(c.src, PatNode) else None for c in cands]
        if not any(isinstance(m, MemPred) for m in preds):
            return
        if any(m is not None and not isinstance(m, MemPred) for m in preds):
            return
        mems = [m if isinstance(m, MemPred) else None for m in preds]   # == preds
        vts = {m.vt for m in mems if m is not None}
        index = {vt: [c for c, m in zip(cands, mems) if m is None or m.vt == vt] for vt in vts}
        index[""] = [c for c, m in zip(cands, mems) if m is None]
        self.by_mem[op] = index

    def _index_ccs(self, op: str, cands: list[Candidate]) -> None:
        where: set[int] = set()
        for c in cands:
            if isinstance(c.src, PatNode):
                where.update(i for i, k in enumerate(c.src.kids) if isinstance(k, CondLeaf))
        if len(where) != 1:
            return
        idx = where.pop()
        ccs: set[str] = set()
        for c in cands:
            k = c.src.kids[idx] if isinstance(c.src, PatNode) and len(c.src.kids) > idx else None
            if isinstance(k, CondLeaf):
                ccs.update(k.ccs)
        for cc in ccs:
            self.by_cc[(op, cc)] = [c for c in cands if not _cond_at(c, idx)
                                    or cc in c.src.kids[idx].ccs]
        self.by_cc[(op, "")] = [c for c in cands if not _cond_at(c, idx)]
        self.cc_index[op] = idx

    def refined(self, cands: Sequence[Candidate], n: Any) -> Sequence[Candidate]:
        """The candidates of `cands` (in order) that can match node `n`, judged by the
        opcodes (and condition codes, constants) a few operands deep: a candidate whose
        pattern demands another opcode at one of those operand paths cannot match, so
        dropping it never changes which candidate matches first. The sub-lists are a
        pure function of the (immutable) pattern table and the path key."""
        info = self._refine.get(id(cands))
        if info is None:
            info = self._refine[id(cands)] = _discriminators(cands)
        if info is False:
            return cands
        paths, cons, memo = info
        key = tuple([_token(n, path) for path in paths])
        got = memo.get(key)
        if got is None:
            got = memo[key] = [c for c, cc in zip(cands, cons)
                               if all(cc.get(path) is None or tok in cc[path]
                                      for path, tok in zip(paths, key))]
        return got

    def candidates(self, op: str, cc: str | None = None) -> list[Candidate]:
        if cc is not None and op in self.cc_index:
            return self.by_cc.get((op, cc), self.by_cc[(op, "")])
        return self.by_op.get(op, [])


_REFINE_MIN = 6          # shorter candidate lists are tried as they are
_MAX_PATHS = 6
_MAX_DEPTH = 2
_CONST_TOKENS = frozenset((Op.CONSTANT, Op.TARGET_CONSTANT))


# the opcodes `_match` accepts for the leaves that stand for one kind of node
_LEAF_TOKENS: dict[type, frozenset[str]] = {
    SymLeaf: frozenset((Op.GLOBAL_ADDRESS, Op.EXTERNAL_SYMBOL, Op.BLOCK_ADDRESS,
                        Op.CONSTANT_POOL)),
    GotLeaf: frozenset((Op.GOT_ADDRESS,)),
    TlsLeaf: frozenset((Op.TLS_ADDRESS,)),
    FrameLeaf: frozenset((Op.FRAME_INDEX,)),
    BBLeaf: frozenset((Op.BASIC_BLOCK,)),
    VTLeaf: frozenset((Op.VALUETYPE,)),
}


def _constraint(p: Any) -> frozenset[str] | None:
    """The tokens (see `_token`) a DAG node must have to match pattern element `p`, or
    None when `p` may match nodes of any opcode."""
    cls = p.__class__
    if cls is PatNode:
        return None if p.op == Op.CONDCODE else frozenset((p.op,))
    if cls is CondLeaf:
        return frozenset("cc:" + cc for cc in p.ccs)
    if cls is ImmLeaf or cls is ConstLeaf:
        return _CONST_TOKENS
    if cls is ComplexLeaf and p.cp.ops is not None:
        return frozenset(p.cp.ops)      # `_match` rejects any other opcode up front
    return _LEAF_TOKENS.get(cls)


def _constraints(p: Any, path: tuple[int, ...], depth: int,
                 out: dict[tuple[int, ...], frozenset[str]]) -> dict:
    """Operand path (indices into `pattern_operands`, level by level) -> constraint, for
    the elements under root pattern `p` reachable through PatNodes only."""
    if p.__class__ is not PatNode:
        return out
    for i, k in enumerate(p.kids):
        c = _constraint(k)
        if c is None:
            continue
        sub = path + (i,)
        out[sub] = c
        if depth > 1:
            _constraints(k, sub, depth - 1, out)
    return out


def _discriminators(cands: Sequence[Candidate]) -> Any:
    if len(cands) < _REFINE_MIN:
        return False
    cons = [_constraints(c.src, (), _MAX_DEPTH, {}) for c in cands]
    count: dict[tuple[int, ...], int] = {}
    for cc in cons:
        for path in cc:
            count[path] = count.get(path, 0) + 1
    paths = sorted((p for p, k in count.items() if k >= 2), key=lambda p: (-count[p], len(p), p))
    if not paths:
        return False
    return tuple(paths[:_MAX_PATHS]), cons, {}


def _token(n: Any, path: tuple[int, ...]) -> str | None:
    """The opcode of the node at `path` under `n` (`cc:<cond>` for a CONDCODE), or None
    when the path does not exist."""
    for i in path:
        ops = pattern_operands(n)
        if i >= len(ops):
            return None
        n = ops[i][0]
    op = n.op
    return "cc:" + n.attr if op == Op.CONDCODE else op


def _cond_at(c: Candidate, idx: int) -> bool:
    return (isinstance(c.src, PatNode) and len(c.src.kids) > idx
            and isinstance(c.src.kids[idx], CondLeaf))


# --------------------------------------------------------------------------- compile

def _variants(p: Any) -> list[Any]:
    """The pattern and its commuted forms (both operand orders of commutative nodes)."""
    if not isinstance(p, PatNode):
        return [p]
    kid_variants = [_variants(k) for k in p.kids]
    combos: list[tuple[Any, ...]] = [()]
    for kv in kid_variants:
        combos = [c + (v,) for c in combos for v in kv]
    out = []
    for kids in combos:
        out.append(PatNode(p.op, kids, p.vt, p.mem, p.pred, p.variadic))
        if (p.op in COMMUTATIVE and len(kids) == 2
                and not (isinstance(kids[0], RegLeaf) and isinstance(kids[1], RegLeaf)
                         and kids[0].pred is None and kids[1].pred is None)):
            out.append(PatNode(p.op, (kids[1], kids[0]), p.vt, p.mem, p.pred, p.variadic))
    return out


def _imm_leaves(p: Any, out: dict[str, ImmLeaf]) -> dict[str, ImmLeaf]:
    if isinstance(p, PatNode):
        for k in p.kids:
            _imm_leaves(k, out)
    elif isinstance(p, ImmLeaf):
        out[cast(str, p.name)] = p  # an ImmLeaf always has a name
    return out


def _check_out(o: Any, names: set[str], uses: dict[str, list[Any]], where: Pat) -> None:
    """Validate an output tree; record, per bound name, the operand kinds it feeds."""
    if isinstance(o, str):
        if o not in names:
            raise ValueError(f"{where!r}: output uses unbound name '{o}'")
        return
    if isinstance(o, Xf):
        if o.name not in names:
            raise ValueError(f"{where!r}: transform {o!r} of unbound name")
        return
    if not isinstance(o, Out):
        return
    ops = o.instr.operands
    by_name = {spec.name: spec for spec in ops}
    for k in o.kwargs:
        if k not in by_name:
            raise ValueError(f"{where!r}: {o.instr.name} has no operand '{k}'")
    free_uses = [spec for spec in ops if not spec.is_def and spec.name not in o.kwargs]
    if len(o.args) != len(free_uses):
        raise ValueError(f"{where!r}: {o.instr.name} takes {len(free_uses)} operands "
                         f"({', '.join(s.name for s in free_uses)}), got {len(o.args)}")
    for spec, a in list(zip(free_uses, o.args)) + [(by_name[k], v) for k, v in o.kwargs.items()]:
        if isinstance(a, str):
            uses.setdefault(a, []).append(spec.kind)
        _check_out(a, names, uses, where)


def _xf_names(o: Any, acc: set[str]) -> set[str]:
    if isinstance(o, str):
        acc.add(o)
    elif isinstance(o, Xf):
        acc.add(o.name)
    elif isinstance(o, Out):
        for a in (*o.args, *o.kwargs.values()):
            _xf_names(a, acc)
    return acc


def _candidate(pat: Pat, src: Any, order: int) -> Candidate:
    if isinstance(pat.out, Instr):
        raise ValueError(f"{pat!r}: output is the bare record {pat.out.name}; "
                         f"call it with its operands: {pat.out.name}(...)")
    cand = Candidate(pat, src, order)
    names = bound_names(src)
    if isinstance(src, Leaf) and src.name:
        names.add(src.name)
    if isinstance(src, ComplexLeaf):
        names.update(src.names)
    uses: dict[str, list[Any]] = {}
    if isinstance(pat.out, (Out, str, Xf)):
        _check_out(pat.out, names, uses, pat)
        cand.used = frozenset(uses) | _xf_names(pat.out, set())
    elif not callable(pat.out):
        cand.used = frozenset()
    leaves = _imm_leaves(src, {})
    if isinstance(src, ImmLeaf):
        leaves[cast(str, src.name)] = src
    for name, leaf in leaves.items():
        kinds = (leaf.kind,) if leaf.kind is not None else tuple(
            k for k in uses.get(name, ()) if hasattr(k, "fits"))
        cand.imm_kinds[name] = kinds
        cand.imm_unsigned[name] = bool(kinds) and all(isinstance(k, UImm) for k in kinds)
    return cand


def _enabled(pat: Pat, features: frozenset[str]) -> bool:
    for f in pat.requires:
        if f.startswith("!"):
            if f[1:] in features or "+" + f[1:] in features:
                return False
        elif f not in features and "+" + f not in features:
            return False
    return True


def compile_patterns(patterns: list[Pat], features: frozenset[str] = frozenset()) -> MatchTable:
    """Build the per-opcode candidate lists for the patterns enabled by `features`
    (a requirement `"!m"` means: only when `m` is off)."""
    by_op: dict[str, list[Candidate]] = {}
    order = 0
    for pat in patterns:
        if not _enabled(pat, features):
            continue
        for src in _variants(pat.src):
            cand = _candidate(pat, src, order)
            order += 1
            for op in src.root_ops():
                by_op.setdefault(op, []).append(cand)
    for cands in by_op.values():
        cands.sort(key=lambda c: (-c.complexity, c.order))
    return MatchTable(by_op, features)


_CACHE: dict[tuple[int, frozenset[str]], tuple[Any, MatchTable]] = {}


def match_table(target: Target) -> MatchTable:
    """The compiled table for `target` (cached per pattern list and feature set)."""
    key = (id(target.patterns), target.features)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is target.patterns:
        return hit[1]
    table = compile_patterns(list(target.patterns or ()), target.features)
    _CACHE[key] = (target.patterns, table)
    return table


# --------------------------------------------------------------------------- match

def pattern_operands(n: Any) -> tuple:
    """The operands a pattern's kids stand for: no input chain, no trailing glue."""
    ops = n.ops
    if ops:
        first = ops[0]
        if first[0].vts[first[1]] == "ch":
            ops = ops[1:]
        if ops:
            last = ops[-1]
            if last[0].vts[last[1]] == "glue":
                ops = ops[:-1]
    return ops


def _signed(raw: int, vt: str) -> int:
    if vt[0] != "i":
        return raw
    bits = int(vt[1:])
    raw &= (1 << bits) - 1
    return raw - (1 << bits) if raw >> (bits - 1) else raw


def _match(p: Any, v: tuple, b: dict[str, Any], cand: Candidate, ctx: Any) -> bool:
    n, r = v
    cls = p.__class__
    if cls is RegLeaf:
        if p.vt is not None and n.vts[r] != p.vt:
            return False
        if p.pred is not None and not p.pred(n):
            return False
        b[p.name] = v
        return True
    if cls is PatNode:
        if n.op != p.op:
            return False
        if p.vt is not None and n.vts[r] != p.vt:
            return False
        if p.mem is not None and not p.mem(n.attr):
            return False
        if p.pred is not None and not p.pred(n):
            return False
        ops = pattern_operands(n)
        kids = p.kids
        if len(ops) != len(kids) and not (p.variadic and len(ops) >= len(kids)):
            return False
        return all(_match(kids[i], ops[i], b, cand, ctx) for i in p.check_order)
    if cls is ImmLeaf:
        if n.op != Op.CONSTANT and n.op != Op.TARGET_CONSTANT:
            return False
        vt = n.vts[r]
        if p.vt is not None and vt != p.vt:
            return False
        value = n.attr if cand.imm_unsigned.get(p.name) else _signed(n.attr, vt)
        for kind in cand.imm_kinds.get(p.name, ()):
            if not kind.fits(value):
                return False
        b[p.name] = value
        return True
    if cls is ConstLeaf:
        if n.op != Op.CONSTANT and n.op != Op.TARGET_CONSTANT:
            return False
        vt = n.vts[r]
        if p.vt is not None and vt != p.vt:
            return False
        s = _signed(n.attr, vt)
        if not p.pred(s, n.attr):
            return False
        if p.name:
            b[p.name] = s
        return True
    if cls is ComplexLeaf:
        if p.cp.ops is not None and n.op not in p.cp.ops:
            return False
        res = p.cp.select(ctx, v)
        if res is None:
            return False
        for name, item in zip(p.names, res):
            b[name] = item
        return True
    if cls is SymLeaf:
        if n.op == Op.GLOBAL_ADDRESS:
            # attr: (name, offset) or, for a call through the PLT, (name, offset, "plt")
            b[p.name] = Sym(*n.attr) if isinstance(n.attr, tuple) else Sym(n.attr)
            return True
        if n.op == Op.EXTERNAL_SYMBOL:
            b[p.name] = Sym(n.attr)
            return True
        if n.op == Op.BLOCK_ADDRESS:
            b[p.name] = BlockSym(n.attr)
            return True
        if n.op == Op.CONSTANT_POOL:
            label = n.attr[0] if isinstance(n.attr, tuple) else n.attr
            b[p.name] = Sym(label)
            return True
        return False
    if cls is GotLeaf:
        if n.op != Op.GOT_ADDRESS:
            return False
        b[p.name] = Sym(n.attr, 0, "got")
        return True
    if cls is TlsLeaf:
        if n.op != Op.TLS_ADDRESS:
            return False
        b[p.name] = Sym(n.attr[0], 0, n.attr[1])
        return True
    if cls is FrameLeaf:
        if n.op != Op.FRAME_INDEX:
            return False
        b[p.name] = FrameIndex(n.attr)
        return True
    if cls is BBLeaf:
        if n.op != Op.BASIC_BLOCK:
            return False
        b[p.name] = n.attr
        return True
    if cls is CondLeaf:
        if n.op != Op.CONDCODE or n.attr not in p.ccs:
            return False
        if p.name:
            b[p.name] = n.attr
        return True
    if cls is VTLeaf:
        return n.op == Op.VALUETYPE and n.attr == p.vt
    raise TypeError(f"unknown pattern element {p!r}")


_TYPED = (PatNode, RegLeaf, ImmLeaf, ConstLeaf)     # elements `_match` checks `.vt` of


def _type_filter(cands: Sequence[Candidate], m: Any, vt: str, op_vts: tuple[str, ...]
                 ) -> list[Candidate]:
    """The candidates (in order) that accept a node of result type `vt` with memory
    operand `m` (None: not a memory access; memory predicates are then left to
    `match_node`) and operands of types `op_vts` (a store's value) - the type and memory
    checks `_match` makes on the root and its kids, done once per key instead of per
    node."""
    out = []
    for c in cands:
        p = c.src
        if p.__class__ is PatNode:
            if p.vt is not None and p.vt != vt:
                continue
            if m is not None and p.mem is not None and not p.mem(m):
                continue
            if len(p.kids) == len(op_vts) and any(
                    k.__class__ in _TYPED and k.vt is not None and k.vt != ovt
                    for k, ovt in zip(p.kids, op_vts)):
                continue
        out.append(c)
    return out


def match_node(table: MatchTable, n: Any, res: int, ctx: Any) -> tuple[Candidate, dict] | None:
    """The best candidate matching value `(n, res)`, with its bindings, or None."""
    op = n.op
    idx = table.cc_index.get(op)
    base: Sequence[Candidate]
    cands: Sequence[Candidate]
    ops = None
    mem = None
    if idx is None:
        attr = n.attr
        by_mem = table.by_mem.get(op)
        if attr.__class__ is Mem:
            mem = attr
            base = table.by_op.get(op, ()) if by_mem is None else by_mem.get(attr.vt, by_mem[""])
        else:
            base = table.by_op.get(op, ()) if by_mem is None else by_mem[""]
    else:
        ops = pattern_operands(n)
        cc = ops[idx][0].attr if len(ops) > idx and ops[idx][0].op == Op.CONDCODE else ""
        base = table.by_cc.get((op, cc)) or table.by_cc[(op, "")]
    if mem is not None or len(base) >= _REFINE_MIN:
        # the candidates whose root types (and memory predicate, for a memory access)
        # accept the node, memoised per (list, Mem operand, result and operand types)
        if ops is None:
            ops = pattern_operands(n)
        key = (id(base), mem, n.vts[res], tuple([o.vts[r] for o, r in ops]))
        typed = table._typed.get(key)
        if typed is None:
            typed = table._typed[key] = _type_filter(base, mem, key[2], key[3])
        cands = typed
        if len(cands) >= _REFINE_MIN:
            cands = table.refined(cands, n)
    else:
        cands = base
    v = (n, res)
    for cand in cands:
        p = cand.src
        b: dict[str, Any] = {}
        if p.__class__ is not PatNode:
            if _match(p, v, b, cand, ctx):
                return cand, b
            continue
        # the root, inline: its opcode is the table key; operands are computed once
        if p.vt is not None and n.vts[res] != p.vt:
            continue
        if p.mem is not None and not p.mem(n.attr):
            continue
        if p.pred is not None and not p.pred(n):
            continue
        if ops is None:
            ops = pattern_operands(n)
        kids = p.kids
        if len(ops) != len(kids) and not (p.variadic and len(ops) >= len(kids)):
            continue
        for i in p.check_order:
            if not _match(kids[i], ops[i], b, cand, ctx):
                break
        else:
            return cand, b
    return None

__all__ = ["Candidate", "MatchTable", "compile_patterns", "match_table", "match_node",
           "pattern_operands"]
