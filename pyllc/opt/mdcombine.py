"""What a memory instruction's metadata becomes when a transform merges two accesses
into one or moves one (LLVM's combineMetadata, AAMDNodes::merge,
dropUndefImplyingAttrsAndUnknownMetadata).

- `combine_metadata(k, j, k_moves)`: `k` survives and stands for `j` too (GVN replacing
  a load by an equal earlier one, instcombine merging loads). Of the kinds LLVM knows:
  `!tbaa` becomes the most generic tag of the two, `!alias.scope` the union,
  `!noalias` the intersection; `!range` the union of the two ranges (kept as is when
  `k` stays put and is `!noundef`); `!nonnull` and `!align` kept only if both have them
  (or `k` is `!noundef` and stays put), `!invariant.load`, `!noundef` and
  `!dereferenceable[_or_null]` only if both have them when `k` moves;
  `!nontemporal` only if both; `!invariant.group`, `!llvm.access.group` kept; any
  other kind but `!dbg` is dropped.
- `merged_aa_tags(insts)`: the AA metadata of one access standing for all of `insts`
  (LICM's promoted load and exit stores).
- `drop_for_speculation(i)`: an instruction moved to a place where it may run when it
  did not before keeps only `!dbg` (LLVM 16's LICM/GVN hoisting).

Contract: helpers; they change only the metadata of the instructions given.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.ir import ConstantInt, Instruction
from pyllc.ir.metadata import MDNode, ValueAsMetadata
from pyllc.ir.module import Module
from pyllc.opt import scoped_noalias, tbaa

_KEEP_IF_BOTH = ("nontemporal",)
_KEEP = ("invariant.group", "llvm.access.group", "dbg", "llvm.mem.parallel_loop_access")


def module_of(i: Instruction) -> Module | None:
    b = i.parent
    f = b.parent if b is not None else None
    m = getattr(f, "parent", None)
    return m if isinstance(m, Module) else None


def _range_pairs(md: Any) -> list[tuple[int, int, Any]] | None:
    if not isinstance(md, MDNode) or len(md.operands) % 2:
        return None
    out = []
    for k in range(0, len(md.operands), 2):
        lo, hi = md.operands[k], md.operands[k + 1]
        if not (isinstance(lo, ValueAsMetadata) and isinstance(hi, ValueAsMetadata)
                and isinstance(lo.value, ConstantInt) and isinstance(hi.value, ConstantInt)):
            return None
        out.append((lo.value.value, hi.value.value, lo.value.type))
    return out


def union_ranges(a: Any, b: Any) -> MDNode | None:
    """The `!range` covering both (None: no range). Wrapped intervals give up (None)."""
    if a is None or b is None:
        return None
    if a is b:
        return a if isinstance(a, MDNode) else None
    pa, pb = _range_pairs(a), _range_pairs(b)
    if pa is None or pb is None or not pa or not pb or pa[0][2] is not pb[0][2]:
        return None
    ty = pa[0][2]
    ivs = sorted((lo, hi) for lo, hi, _ in pa + pb)
    if any(lo >= hi for lo, hi in ivs):
        return None
    merged: list[list[int]] = []
    for lo, hi in ivs:
        if merged and lo <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    full = 1 << ty.bits
    if merged == [[0, full]]:
        return None      # every value: no range
    ops: list[Any] = []
    for lo, hi in merged:
        ops += [ValueAsMetadata(ConstantInt(ty, lo)), ValueAsMetadata(ConstantInt(ty, hi))]
    return MDNode(ops)


def _min_int_node(a: Any, b: Any) -> Any:
    """!align / !dereferenceable of two: the smaller (LLVM's
    getMostGenericAlignmentOrDereferenceable)."""
    def val(n: Any) -> int | None:
        if isinstance(n, MDNode) and n.operands and isinstance(n.operands[0], ValueAsMetadata) \
                and isinstance(n.operands[0].value, ConstantInt):
            return int(n.operands[0].value.value)
        return None
    va, vb = val(a), val(b)
    if va is None or vb is None:
        return None
    return a if va <= vb else b


def combine_metadata(k: Instruction, j: Instruction, k_moves: bool) -> None:
    """`k` now also stands for `j` (see module docstring)."""
    m = module_of(k) or module_of(j)
    kmd, jmd = k.metadata, j.metadata
    noundef = "noundef" in kmd
    out: dict[str, Any] = {}
    for kind, v in kmd.items():
        other = jmd.get(kind)
        new: Any = None
        if kind == "tbaa":
            new = tbaa.most_generic(v, other)
        elif kind == "alias.scope":
            new = scoped_noalias.union_scopes(v, other)
        elif kind == "noalias":
            new = scoped_noalias.intersect_scopes(v, other)
        elif kind == "range":
            new = v if (not k_moves and noundef) else union_ranges(v, other)
        elif kind in ("nonnull",):
            new = v if (not k_moves and noundef) else other
        elif kind == "align":
            new = v if (not k_moves and noundef) else _min_int_node(v, other)
        elif kind in ("dereferenceable", "dereferenceable_or_null"):
            new = _min_int_node(v, other) if k_moves else v
        elif kind in ("invariant.load", "noundef"):
            new = other if k_moves else v
        elif kind in _KEEP_IF_BOTH:
            new = other
        elif kind in _KEEP:
            new = v
        if new is not None:
            out[kind] = tbaa.intern_node(m, new) if isinstance(new, MDNode) and new.slot is None \
                and not new.distinct else new
    k.metadata = out


def merged_aa_tags(insts: Iterable[Instruction]) -> dict[str, Any]:
    """`!tbaa`/`!alias.scope`/`!noalias` for one access standing for all of `insts`."""
    insts = list(insts)
    if not insts:
        return {}
    m = module_of(insts[0])
    t: Any = insts[0].metadata.get("tbaa")
    s: Any = insts[0].metadata.get("alias.scope")
    n: Any = insts[0].metadata.get("noalias")
    for i in insts[1:]:
        t = tbaa.most_generic(t, i.metadata.get("tbaa"))
        s = scoped_noalias.union_scopes(s, i.metadata.get("alias.scope"))
        n = scoped_noalias.intersect_scopes(n, i.metadata.get("noalias"))
    out: dict[str, Any] = {}
    for kind, v in (("tbaa", t), ("alias.scope", s), ("noalias", n)):
        if isinstance(v, MDNode):
            out[kind] = tbaa.intern_node(m, v) if v.slot is None else v
    return out


def drop_for_speculation(i: Instruction) -> None:
    """Keep only `!dbg` (and the loop-structure kinds that do not assert facts)."""
    i.metadata = {k: v for k, v in i.metadata.items() if k in ("dbg", "llvm.access.group")}
