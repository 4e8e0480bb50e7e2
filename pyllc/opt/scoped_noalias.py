"""`scoped-noalias-aa`: alias answers from `!alias.scope` and `!noalias` lists (LangRef,
"noalias and alias.scope metadata").

A scope is a distinct node `!{!self, !domain, !"name"}`; its domain `!{!self, !"name"}`.
An access's `!alias.scope` lists the scopes it belongs to, its `!noalias` the scopes it
does not alias. clang writes them when it inlines a function with `restrict`
parameters (one scope per parameter, one domain per inlined call).

Rule (LLVM's ScopedNoAliasAA.mayAliasInScopes): accesses A and B do not alias when, for
some domain named by B's `!noalias` list, every scope of A's `!alias.scope` in that
domain is in B's `!noalias` (and A has at least one scope there) — or the same with A
and B swapped. A call carrying the lists answers the same way against a location.

Scopes are distinct nodes: they are compared by identity. Cloning a function body into
another place where both copies may run in one scope (inlining the same callee twice)
must give the copies fresh scopes (`clone_scopes`), as LLVM's inliner does.

Contract: a pure function of the metadata; `clone_scopes` rewrites the lists of the
instructions it is given and nothing else.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyllc.ir.instructions import Instruction
from pyllc.ir.metadata import MDNode, MDString, MetadataAsValue
from pyllc.ir.module import Module
from pyllc.opt.tbaa import intern_node


def _domain(scope: MDNode) -> MDNode | None:
    if len(scope.operands) < 2 or not isinstance(scope.operands[1], MDNode):
        return None
    d: MDNode = scope.operands[1]
    return d


def _scopes(lst: Any) -> list[MDNode]:
    if not isinstance(lst, MDNode):
        return []
    return [s for s in lst.operands if isinstance(s, MDNode)]


def may_alias_in_scopes(scopes: Any, noalias: Any) -> bool:
    """False when the access with `!alias.scope scopes` cannot alias the access with
    `!noalias noalias` (see module docstring)."""
    if not isinstance(scopes, MDNode) or not isinstance(noalias, MDNode):
        return True
    na = _scopes(noalias)
    na_ids = {id(s) for s in na}
    mine = _scopes(scopes)
    domains: dict[int, MDNode] = {}
    for s in na:
        d = _domain(s)
        if d is not None:
            domains[id(d)] = d
    for d in domains.values():
        in_domain = [s for s in mine if _domain(s) is d]
        if in_domain and all(id(s) in na_ids for s in in_domain):
            return False
    return True


def no_alias(a_scope: Any, a_noalias: Any, b_scope: Any, b_noalias: Any) -> bool:
    """Two accesses given by their lists do not alias."""
    return not may_alias_in_scopes(a_scope, b_noalias) or not may_alias_in_scopes(b_scope, a_noalias)


def union_scopes(a: Any, b: Any) -> MDNode | None:
    """The `!alias.scope` of an access standing for two (LLVM getMostGenericAliasScope):
    the union of the lists; absent if either is absent."""
    if not isinstance(a, MDNode) or not isinstance(b, MDNode):
        return None
    if a is b:
        return a
    out = list(_scopes(a))
    ids = {id(s) for s in out}
    out += [s for s in _scopes(b) if id(s) not in ids]
    return MDNode(out)


def intersect_scopes(a: Any, b: Any) -> MDNode | None:
    """The `!noalias` of an access standing for two (LLVM MDNode::intersect): the scopes
    in both lists; absent if none."""
    if not isinstance(a, MDNode) or not isinstance(b, MDNode):
        return None
    if a is b:
        return a
    ids = {id(s) for s in _scopes(b)}
    out = [s for s in _scopes(a) if id(s) in ids]
    return MDNode(out) if out else None


def declared_scopes(insts: Iterable[Instruction]) -> set[int]:
    """Ids of the scopes that `llvm.experimental.noalias.scope.decl` calls among `insts`
    declare."""
    out: set[int] = set()
    for i in insts:
        if i.opcode == "call" and _is_scope_decl(i):
            for op in i.operands:
                if isinstance(op, MetadataAsValue) and isinstance(op.metadata, MDNode):
                    out |= {id(s) for s in _scopes(op.metadata)}
    return out


def clone_scopes(insts: Iterable[Instruction], module: Module, only: set[int] | None = None) -> None:
    """Give the scopes named by `insts` (lists and `llvm.experimental.noalias.scope.decl`
    operands) fresh copies, with fresh domains, so the copies do not speak about the
    original's accesses (LLVM's ScopedAliasMetadataDeepCloner, for inlining). With
    `only` (scope ids), just those scopes are replaced (LLVM's
    cloneAndAdaptNoAliasScopes, for a loop body duplicated by unrolling: the scopes
    its own declarations declare)."""
    insts = list(insts)
    new_scope: dict[int, MDNode] = {}
    new_domain: dict[int, MDNode] = {}
    new_list: dict[int, MDNode] = {}

    def scope(s: MDNode) -> MDNode:
        got = new_scope.get(id(s))
        if got is None:
            d = _domain(s)
            nd = d
            if d is not None:
                nd = new_domain.get(id(d))
                if nd is None:
                    nd = new_domain[id(d)] = MDNode([None, *d.operands[1:]], distinct=True)
                    nd.operands[0] = nd
                    intern_node(module, nd)
            ops = [None, nd, *(o for o in s.operands[2:] if isinstance(o, MDString) or o is not None)]
            got = new_scope[id(s)] = MDNode(ops, distinct=True)
            got.operands[0] = got
            intern_node(module, got)
        return got

    def lst(n: MDNode) -> MDNode:
        got = new_list.get(id(n))
        if got is None:
            ops = [scope(s) if isinstance(s, MDNode) and (only is None or id(s) in only) else s
                   for s in n.operands]
            if all(a is b for a, b in zip(ops, n.operands)):
                got = new_list[id(n)] = n
            else:
                got = new_list[id(n)] = intern_node(module, MDNode(ops))
        return got

    for i in insts:
        for kind in ("alias.scope", "noalias"):
            md = i.metadata.get(kind)
            if isinstance(md, MDNode):
                i.metadata[kind] = lst(md)
        if i.opcode == "call":
            for k, op in enumerate(i.operands):
                if isinstance(op, MetadataAsValue) and isinstance(op.metadata, MDNode) \
                        and _is_scope_decl(i):
                    i.set_operand(k, MetadataAsValue(lst(op.metadata)))


def _is_scope_decl(i: Instruction) -> bool:
    c = i.operands[-1] if i.operands else None
    return getattr(c, "name", None) == "llvm.experimental.noalias.scope.decl"


def has_scopes(insts: Iterable[Instruction]) -> bool:
    """Any of `insts` carries scoped-noalias metadata or declares a scope."""
    return any("alias.scope" in i.metadata or "noalias" in i.metadata or _is_scope_decl(i)
               for i in insts)
