"""`tbaa`: type-based alias analysis over `!tbaa` access tags (LangRef, "tbaa" metadata).

C's strict aliasing rule, as clang writes it: every load and store carries an access tag
`!{base type, access type, i64 offset[, i64 1 = constant]}` into a DAG of type nodes:
- the root `!{!"Simple C/C++ TBAA"}` (one operand);
- scalar type nodes `!{!"int", parent, i64 0}` (parent: `omnipotent char`, whose
  parent is the root — char may alias everything below it);
- struct type nodes `!{!"S", member type, i64 offset, member type, i64 offset, ...}`.
A tag whose first operand is a string is the old scalar form; it reads as (T, T, 0).

Two tagged accesses may alias (LLVM's matchAccessTags, struct-path):
- either has no tag, the tags are equal, or their access types have no common
  ancestor (different type systems);
- one access's object may be a subobject of the other's: its base type is reached
  from the other tag's base type by following the member edges at the tag's offset
  (through struct members and scalar parents up to the root), and then the offsets
  must agree; or the other access is a whole object of the least common type;
otherwise they do not alias. A tag with the constant flag set names memory no store
can change (`points_to_constant`).

The same walk gives the most generic tag of two accesses (`most_generic`, LLVM's
getMostGenericTBAA): what a merged load may keep, or None (drop the tag).

Node identity is structural, as LLVM uniques its nodes: two textual copies of one
type node are the same type (merged tags built by the optimizer are new nodes).

Contract: a pure function of the metadata; no state but caches keyed by node.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir.constants import ConstantInt
from pyllc.ir.metadata import MDNode, MDString, ValueAsMetadata
from pyllc.ir.module import Module
from pyllc.ir.types import I64

#: what a node is known by: its structure (see module docstring), or itself if distinct
Key = tuple[Any, ...]


def _int(op: Any) -> int | None:
    if isinstance(op, ValueAsMetadata) and isinstance(op.value, ConstantInt):
        return int(op.value.value)
    return None


class _Canon:
    """Structural keys of metadata nodes (memoized by node identity)."""

    def __init__(self) -> None:
        self._memo: dict[int, tuple[Any, Key]] = {}

    def key(self, md: Any, depth: int = 0) -> Key:
        if isinstance(md, MDNode):
            got = self._memo.get(id(md))
            if got is not None and got[0] is md:
                return got[1]
            if len(self._memo) > 500_000:      # a long-lived process: start again
                self._memo.clear()
            if md.distinct or depth > 64:
                k: Key = ("d", id(md))
            else:
                k = ("n", md.kind, tuple(self.key(o, depth + 1) for o in md.operands))
            self._memo[id(md)] = (md, k)
            return k
        if isinstance(md, MDString):
            return ("s", md.data)
        n = _int(md)
        if n is not None:
            return ("i", n)
        return ("o", id(md))


_CANON = _Canon()


def same(a: Any, b: Any) -> bool:
    """Two metadata nodes are the same node (structurally, as LLVM uniques them)."""
    return a is b or (a is not None and b is not None and _CANON.key(a) == _CANON.key(b))


class Tag:
    """A struct-path access tag read from its node: base, access, offset, constant."""
    __slots__ = ("access", "base", "const", "node", "offset")

    def __init__(self, node: MDNode) -> None:
        self.node = node
        self.base: MDNode | None
        self.access: MDNode | None
        ops = node.operands
        if ops and isinstance(ops[0], MDString):          # old scalar form: a type node
            self.base, self.access, self.offset = node, node, 0
            self.const = len(ops) > 2 and _int(ops[2]) == 1
            return
        self.base = ops[0] if ops and isinstance(ops[0], MDNode) else None
        self.access = ops[1] if len(ops) > 1 and isinstance(ops[1], MDNode) else None
        self.offset = (_int(ops[2]) or 0) if len(ops) > 2 else 0
        self.const = len(ops) > 3 and bool((_int(ops[3]) or 0) & 1)

    @property
    def valid(self) -> bool:
        return self.base is not None and self.access is not None


def _parent(t: MDNode) -> MDNode | None:
    """A scalar type node's parent (operand 1), None at the root."""
    if len(t.operands) < 2 or not isinstance(t.operands[1], MDNode):
        return None
    p: MDNode = t.operands[1]
    return p


def _path(t: MDNode) -> list[MDNode] | None:
    """t, its parent, ..., the root; None on a cycle (malformed: no answer)."""
    out: list[MDNode] = []
    seen: set[Key] = set()
    cur: MDNode | None = t
    while cur is not None:
        k = _CANON.key(cur)
        if k in seen:
            return None
        seen.add(k)
        out.append(cur)
        cur = _parent(cur)
    return out


def least_common_type(a: MDNode, b: MDNode) -> MDNode | None:
    """The deepest common ancestor of two type nodes, None if they share no root."""
    if same(a, b):
        return a
    pa, pb = _path(a), _path(b)
    if pa is None or pb is None:
        return None
    ret: MDNode | None = None
    ia, ib = len(pa) - 1, len(pb) - 1
    while ia >= 0 and ib >= 0 and same(pa[ia], pb[ib]):
        ret = pa[ia]
        ia -= 1
        ib -= 1
    return ret


def _field(t: MDNode, offset: int) -> tuple[MDNode | None, int]:
    """Follow the edge of type node `t` that holds byte `offset`: (member type, offset
    within it) — a scalar's parent or a struct's last member at or before `offset`."""
    ops = t.operands
    if len(ops) < 2:
        return None, offset
    if len(ops) <= 3:
        cur = (_int(ops[2]) or 0) if len(ops) == 3 else 0
        p = ops[1] if isinstance(ops[1], MDNode) else None
        return p, offset - cur
    idx = len(ops) - 2
    for k in range(1, len(ops) - 1, 2):
        at = _int(ops[k + 1])
        if at is None:
            return None, offset
        if at > offset:
            idx = max(1, k - 2)
            break
    p = ops[idx] if isinstance(ops[idx], MDNode) else None
    return p, offset - (_int(ops[idx + 1]) or 0)


def _access_tag(t: MDNode) -> MDNode:
    """The tag of a whole-object access of type `t`: !{t, t, i64 0}."""
    return MDNode([t, t, ValueAsMetadata(ConstantInt(I64, 0))])


def _subobject(base: Tag, sub: Tag, common: MDNode) -> tuple[bool, bool, MDNode | None] | None:
    """(decided, may alias, generic tag) if `sub` may access a subobject of what `base`
    accesses (LLVM's mayBeAccessToSubobjectOf), None when it cannot."""
    assert base.base is not None and base.access is not None and sub.base is not None
    if same(base.access, base.base) and same(base.access, common):
        return True, True, _access_tag(common)
    t: MDNode | None = base.base
    off = base.offset
    steps = 0
    while t is not None and steps < 256:
        if same(t, sub.base):
            same_member = off == sub.offset
            return True, same_member, sub.node if same_member else _access_tag(common)
        t, off = _field(t, off)
        steps += 1
    return None


def match_tags(a: Any, b: Any) -> tuple[bool, MDNode | None]:
    """(may the two accesses alias, the most generic tag covering both or None)."""
    if not isinstance(a, MDNode) or not isinstance(b, MDNode):
        return True, None
    if same(a, b):
        return True, a
    ta, tb = Tag(a), Tag(b)
    if not ta.valid or not tb.valid:
        return True, None
    assert ta.access is not None and tb.access is not None
    common = least_common_type(ta.access, tb.access)
    if common is None:
        return True, None
    for base, sub in ((ta, tb), (tb, ta)):
        got = _subobject(base, sub, common)
        if got is not None:
            return got[1], got[2]
    return False, _access_tag(common)


def may_alias(a: Any, b: Any) -> bool:
    """Whether accesses tagged `a` and `b` may alias (True when either is untagged)."""
    return match_tags(a, b)[0]


def most_generic(a: Any, b: Any) -> MDNode | None:
    """The tag a load standing for two accesses tagged `a` and `b` may carry (None: no
    tag). Equal tags stay; tags with a common type get that type's whole-object tag
    (the root is no type: no tag)."""
    if not isinstance(a, MDNode) or not isinstance(b, MDNode):
        return None
    if same(a, b):
        return a
    g = match_tags(a, b)[1]
    if g is None:
        return None
    t = Tag(g)
    if t.access is not None and _parent(t.access) is None:
        return None      # the root alone says nothing
    return g


def points_to_constant(tag: Any) -> bool:
    """The access tag marks memory that is never written (its constant flag)."""
    return isinstance(tag, MDNode) and Tag(tag).const


class TypeBasedAA:
    """The `tbaa` member of an alias analysis chain: answers about two memory locations'
    tags (NoAlias or no answer) and whether a call's tag excludes a location."""
    name = "tbaa"

    def alias(self, a_tag: MDNode | None, b_tag: MDNode | None) -> bool:
        """False: the accesses do not alias; True: tbaa cannot tell."""
        return may_alias(a_tag, b_tag)


def intern_node(module: Module | None, node: MDNode) -> MDNode:
    """`node` as a numbered node of `module` (`!N = ...` in the printed module): an
    existing node of the same structure, else `node` given the next free number. Without
    a module the node stays unnumbered (printed inline)."""
    if module is None or node.slot is not None:
        return node
    if not node.distinct:
        k = _CANON.key(node)
        for n in module.metadata.values():
            if not n.distinct and n.kind == node.kind and _CANON.key(n) == k:
                return n
    slot = max(module.metadata, default=-1) + 1
    node.slot = slot
    module.metadata[slot] = node
    return node
