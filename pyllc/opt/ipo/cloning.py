"""Cloning a callee's body into a caller at one call site (LLVM's `InlineFunction`).

`inline_call(site, names)` replaces a direct `call`/`invoke` by a copy of the callee:

- every callee block is cloned (instructions copied field by field, operands remapped
  through a value map: arguments -> actual arguments, callee values -> their clones);
  the clones are placed right after the call's block and get fresh names (`x` -> `x.i`,
  `x.i1`, ... : `NameTable`);
- `byval` arguments: the caller gets an alloca of the type in its entry block and the
  pointed-to bytes are copied with `llvm.memcpy` before the body (the callee owns a copy);
- static allocas of the callee's entry block move to the caller's entry block (so a
  loop around the call does not grow the stack); if the callee has dynamic allocas, the
  body is bracketed by `llvm.stacksave`/`llvm.stackrestore`;
- every `ret` becomes a branch to the continuation block (the rest of the call's block,
  or, for an `invoke`, a new block branching to the normal destination); with several
  returns the result is a phi there;
- at an `invoke`, each cloned call that may unwind becomes an `invoke` whose unwind
  edge is the site's landing pad (its phis get an entry per new edge);
- `!dbg` locations get `inlinedAt:` the call's location (a chain for already-inlined
  ones); without a call location the clones lose `!dbg` and `llvm.dbg.*` calls go;
- parameter attributes of the callee (`noalias`, `nonnull`, ...) are dropped, `tail`
  markers of cloned calls are cleared (they may now see the caller's allocas);
- the callee's `!alias.scope`/`!noalias` scopes (and their domains) are copied afresh
  for each inlined copy, so two copies never vouch for each other's accesses.

`can_inline(site)` lists what is refused: declarations, varargs callees that call
`llvm.va_start` (or use `va_arg`; others are inlined, as LLVM does), `indirectbr`
or `blockaddress`, `musttail`, `inalloca`/`preallocated` arguments, a different
personality, EH pads at an invoke site, `returns_twice` calls, mismatched calling
conventions. Contract: the caller stays valid SSA; the callee is untouched.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    AllocaInst,
    BlockAddress,
    BranchInst,
    CallInst,
    ConstantInt,
    Function,
    Instruction,
    InvokeInst,
    PhiNode,
    PoisonValue,
)
from pyllc.ir.metadata import MDNode, MetadataAsValue, ValueAsMetadata
from pyllc.ir.module import Module
from pyllc.ir.types import I1, I32, I64, PTR, VOID, FunctionType
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt import scoped_noalias

NOUNWIND_PREFIXES = ("llvm.",)


def clone_instruction(inst: Instruction) -> Instruction:
    """A detached copy of `inst` with the same operands (remap them afterwards)."""
    return inst.clone()


class NameTable:
    """The local names of one function, to give clones fresh ones (`x` -> `x.i`, `x.i1`)."""

    def __init__(self, fn: Function) -> None:
        self.used: set[str] = set()
        self.next: dict[str, int] = {}
        for a in fn.args:
            if a.name is not None:
                self.used.add(a.name)
        for bb in fn.blocks:
            if bb.name is not None:
                self.used.add(bb.name)
            for i in bb:
                if i.name is not None:
                    self.used.add(i.name)

    def fresh(self, name: str | None) -> str | None:
        if name is None:
            return None
        base = name + ".i"
        cand = base
        k = self.next.get(base, 0)
        if k:
            cand = f"{base}{k}"
        while cand in self.used:
            k += 1
            cand = f"{base}{k}"
        self.next[base] = k + 1 if k or cand != base else 1
        self.used.add(cand)
        return cand

    def take(self, name: str | None) -> str | None:
        """A fresh name based on `name` itself (for the continuation block)."""
        if name is None:
            return None
        cand, k = name, 0
        while cand in self.used:
            k += 1
            cand = f"{name}{k}"
        self.used.add(cand)
        return cand


def _is_static_alloca(i: Instruction, entry: BasicBlock) -> bool:
    return i.opcode == "alloca" and i.parent is entry and isinstance(i.operands[0], ConstantInt)


def can_inline(site: Instruction, cache: dict[int, BodyFacts] | None = None) -> str | None:
    """None when `inline_call` can handle `site`, else the reason it cannot. `cache` keeps
    the facts about callee bodies that do not change meanwhile (keyed by identity)."""
    callee = site.operands[-1]
    if not isinstance(callee, Function) or callee.is_declaration:
        return "not a direct call of a defined function"
    caller = site.function
    if caller is None or caller is callee:
        return "recursive call"
    if isinstance(site, CallInst) and site.tail == "musttail":
        return "musttail call site"
    if site.opcode not in ("call", "invoke"):
        return "callbr call site"
    nargs = len(site.args)  # type: ignore[attr-defined]
    fty = site.function_type  # type: ignore[attr-defined]
    if fty is not callee.function_type or nargs < len(callee.args) \
            or (nargs != len(callee.args) and not callee.is_vararg):
        return "call type differs from the callee's"
    if site.callconv != callee.callconv:  # type: ignore[attr-defined]
        return "calling convention mismatch"
    if site.bundles:  # type: ignore[attr-defined]
        return "operand bundles"
    for a in callee.param_attrs:
        if "inalloca" in a or "preallocated" in a:
            return "inalloca/preallocated argument"
    cp, fp = caller.personality, callee.personality
    if cp is not None and fp is not None and cp is not fp:
        return "different personality"
    got = cache.get(id(callee)) if cache is not None else None
    if got is None:
        got = _body_refusal(callee)
        if cache is not None:
            cache[id(callee)] = got
    why, has_eh, returns_twice = got
    if why is not None:
        return why
    if has_eh and site.opcode == "invoke":
        return "exception handling in a callee inlined at an invoke"
    if returns_twice and "returns_twice" not in caller.fn_attrs:
        return "returns_twice call in callee"
    return None


#: what `can_inline` learns from a callee's body: (refusal, has landingpad/resume,
#: calls a returns_twice function); cacheable while the callee does not change
BodyFacts = tuple[str | None, bool, bool]


def _body_refusal(callee: Function) -> BodyFacts:
    has_eh = returns_twice = False
    for bb in callee.blocks:
        if any(not isinstance(u, Instruction) for u in bb.unique_users()):
            return "blockaddress of a callee block", False, False
        for i in bb:
            op = i.opcode
            if op == "indirectbr":
                return "indirectbr", False, False
            if op in ("catchswitch", "catchpad", "cleanuppad", "catchret", "cleanupret", "callbr"):
                return f"{op} in callee", False, False
            if op == "va_arg":
                return "va_arg in callee", False, False
            if op in ("landingpad", "resume"):
                has_eh = True
            elif op == "call":
                c = i.operands[-1]
                if getattr(i, "tail", None) == "musttail":
                    return "musttail call in callee", False, False
                if isinstance(c, Function):
                    if "returns_twice" in c.fn_attrs:
                        returns_twice = True
                    if (c.name or "").startswith(("llvm.localescape", "llvm.va_start", "llvm.icall")):
                        return f"call of {c.name}", False, False   # varargs callees using va_start stay
    return None, has_eh, returns_twice


def _declare(m: Module, name: str, fty: FunctionType) -> Function:
    f = m.get_function(name)
    if f is None:
        f = Function(name, fty)
        m.add_global(f)
    return f


def _inlined_loc(loc: Any, site_loc: Any, memo: dict[int, Any]) -> Any:
    """`loc` with `site_loc` appended to its inlinedAt chain."""
    if not isinstance(loc, MDNode) or loc.kind != "DILocation":
        return loc
    got = memo.get(id(loc))
    if got is None:
        fields = dict(loc.fields)
        inner = fields.get("inlinedAt")
        fields["inlinedAt"] = site_loc if inner is None else _inlined_loc(inner, site_loc, memo)
        got = memo[id(loc)] = MDNode(kind="DILocation", fields=fields, distinct=loc.distinct)
    return got


def _may_unwind(call: Instruction) -> bool:
    c = call.operands[-1]
    if "nounwind" in call.fn_attrs:  # type: ignore[attr-defined]
        return False
    if isinstance(c, Function):
        return "nounwind" not in c.fn_attrs and not (c.name or "").startswith(NOUNWIND_PREFIXES)
    return True


def _insert_blocks_after(fn: Function, bb: BasicBlock, new: list[BasicBlock]) -> None:
    blocks = fn.blocks
    k = next(j for j, b in enumerate(blocks) if b is bb)
    blocks[k + 1:k + 1] = new
    for b in new:
        b.parent = fn


class InlinedBody:
    """What `inline_call` produced: the cloned call sites (for the inliner's worklist)."""
    __slots__ = ("calls", "callee")

    def __init__(self, callee: Function, calls: list[Instruction]) -> None:
        self.callee = callee
        self.calls = calls


def inline_call(site: Instruction, names: NameTable) -> InlinedBody:
    """Inline the callee of `site` (which `can_inline` accepted); see the module docstring."""
    callee = site.operands[-1]
    assert isinstance(callee, Function)
    bb = site.parent
    assert bb is not None
    caller = bb.parent
    assert caller is not None and caller.entry is not None
    m = caller.parent
    assert isinstance(m, Module)
    entry = caller.entry
    alloca_pos = entry.first
    assert alloca_pos is not None
    vmap: dict[int, Value] = {}
    site_args = site.args  # type: ignore[attr-defined]
    # ---- arguments (byval ones get a private copy)
    for a, actual in zip(callee.args, site_args):
        ty = a.attrs.get("byval")
        if ty is not None:
            dl = m.datalayout
            align = a.attrs.get("align") or dl.abi_align(ty)
            tmp = AllocaInst(PTR, ty, ConstantInt(I32, 1), align, name=names.fresh(a.name or "byval"))
            tmp.insert_before(alloca_pos)
            memcpy = _declare(m, "llvm.memcpy.p0.p0.i64", FunctionType.get(VOID, (PTR, PTR, I64, I1)))
            cp = CallInst(VOID, memcpy.function_type, memcpy,
                          [tmp, actual, ConstantInt(I64, dl.type_size(ty)), ConstantInt(I1, 0)])
            cp.insert_before(site)
            vmap[id(a)] = tmp
        else:
            vmap[id(a)] = actual
    # ---- clone the blocks
    site_loc = site.metadata.get("dbg")
    loc_memo: dict[int, Any] = {}
    clones: list[BasicBlock] = []
    cloned_insts: list[Instruction] = []
    for ob in callee.blocks:
        nb = BasicBlock(names.fresh(ob.name))
        vmap[id(ob)] = nb
        clones.append(nb)
        for oi in ob:
            if site_loc is None and (callee_name_of(oi) or "").startswith("llvm.dbg."):
                continue
            ni = clone_instruction(oi)
            ni.name = names.fresh(oi.name)
            if "dbg" in ni.metadata:
                if site_loc is None:
                    del ni.metadata["dbg"]
                else:
                    ni.metadata["dbg"] = _inlined_loc(ni.metadata["dbg"], site_loc, loc_memo)
            vmap[id(oi)] = ni
            nb.append(ni)
            cloned_insts.append(ni)
    for ni in cloned_insts:
        ops = ni.operands
        for k, op in enumerate(ops):
            new = vmap.get(id(op))
            if new is not None:
                ni.set_operand(k, new)
            elif isinstance(op, MetadataAsValue) and isinstance(op.metadata, ValueAsMetadata):
                inner = vmap.get(id(op.metadata.value))   # `metadata ptr %x` of a debug intrinsic
                if inner is not None:
                    ni.set_operand(k, MetadataAsValue(ValueAsMetadata(inner)))
            elif isinstance(op, BlockAddress):
                raise AssertionError("can_inline refuses blockaddress")
    if scoped_noalias.has_scopes(cloned_insts):
        # this copy's scopes are not the callee's (nor another inlined copy's): LLVM's
        # ScopedAliasMetadataDeepCloner
        scoped_noalias.clone_scopes(cloned_insts, m)
    first_clone = clones[0]
    # ---- static allocas to the caller's entry; dynamic ones bracketed by stacksave
    dynamic = False
    cloned_entry_allocas = []
    for ni in list(first_clone):
        if _is_static_alloca(ni, first_clone):
            cloned_entry_allocas.append(ni)
    for ni in cloned_entry_allocas:
        ni.move_before(alloca_pos)
    for ni in cloned_insts:
        if ni.opcode == "alloca" and ni.parent is not entry:
            dynamic = True
    # ---- the continuation block
    unwind: BasicBlock | None
    if isinstance(site, InvokeInst):
        normal, unwind = site.normal_dest, site.unwind_dest
        after = BasicBlock(names.take(f"{callee.name}.exit"))
        after.append(BranchInst(normal))
        normal.replace_phi_uses_with(bb, after)
        _insert_blocks_after(caller, bb, [after])
    else:
        nxt = site.next_node
        assert nxt is not None
        after = bb.split_block(nxt, names.take(f"{callee.name}.exit"))
        after_br = bb.last
        assert after_br is not None
        after_br.erase_from_parent()
        unwind = None
    _insert_blocks_after(caller, bb, clones)
    saved: Instruction | None = None
    if dynamic:
        ss = _declare(m, "llvm.stacksave", FunctionType.get(PTR, ()))
        saved = CallInst(PTR, ss.function_type, ss, [], name=names.fresh("savedstack"))
        saved.insert_before(site)
    # ---- returns -> branches to the continuation
    rets: list[tuple[Value | None, BasicBlock]] = []
    for nb in clones:
        t = nb.last
        if t is not None and t.opcode == "ret":
            rv = t.operands[0] if t.operands else None
            if saved is not None:
                sr = _declare(m, "llvm.stackrestore", FunctionType.get(VOID, (PTR,)))
                CallInst(VOID, sr.function_type, sr, [saved]).insert_before(t)
            t.erase_from_parent()
            nb.append(BranchInst(after))
            rets.append((rv, nb))
    # ---- calls of the body: tail markers, and invokes at an invoke site
    new_calls: list[Instruction] = []
    for ni in cloned_insts:
        if ni.opcode == "call":
            if getattr(ni, "tail", None) == "tail":
                ni.tail = None  # type: ignore[attr-defined]
            if unwind is not None and _may_unwind(ni):
                ni = _call_to_invoke(ni, unwind, bb, names)
            if isinstance(ni.operands[-1], Function):
                new_calls.append(ni)
        elif ni.opcode == "invoke" and isinstance(ni.operands[-1], Function):
            new_calls.append(ni)
    if unwind is not None:
        unwind.remove_predecessor(bb)
    # ---- the result
    if site.type is not VOID and site.has_uses():
        if len(rets) == 1 and rets[0][0] is not None:
            res: Value = rets[0][0] or PoisonValue(site.type)
        elif not rets:
            res = PoisonValue(site.type)
        else:
            phi = PhiNode("phi", site.type, (), names.fresh(site.name or callee.name))
            for v, b in rets:
                phi.add_incoming(v if v is not None else PoisonValue(site.type), b)
            after.push_front(phi)
            res = phi
        site.replace_all_uses_with(res)
    site.erase_from_parent()
    # ---- splice the cloned entry into the call's block, and a lone returning block
    # into the continuation (LLVM does both), so straight-line callees leave no branches
    for i in list(first_clone):
        i.remove_from_parent()
        bb.append(i)
    first_clone.replace_all_uses_with(bb)
    dead_blocks = {id(first_clone)}
    if len(rets) == 1 and unwind is None and not after.phis():
        rb = rets[0][1] if rets[0][1] is not first_clone else bb
        br_r = rb.last
        assert br_r is not None
        br_r.erase_from_parent()
        for i in list(after):
            i.remove_from_parent()
            rb.append(i)
        after.replace_all_uses_with(rb)
        dead_blocks.add(id(after))
    caller.blocks[:] = [b for b in caller.blocks if id(b) not in dead_blocks]
    if caller.personality is None and callee.personality is not None:
        caller.personality = callee.personality
    return InlinedBody(callee, new_calls)


def callee_name_of(i: Instruction) -> str | None:
    if i.opcode in ("call", "invoke", "callbr"):
        c = i.operands[-1]
        if isinstance(c, Function):
            return c.name
    return None


def _call_to_invoke(call: Instruction, unwind: BasicBlock, site_bb: BasicBlock,
                    names: NameTable) -> Instruction:
    """Turn a cloned call into an invoke unwinding to `unwind` (the site's landing pad)."""
    assert isinstance(call, CallInst)
    bb = call.parent
    assert bb is not None
    nxt = call.next_node
    assert nxt is not None
    cont = bb.split_block(nxt, names.fresh("invcont"))
    br = bb.last
    assert br is not None
    br.erase_from_parent()
    inv = InvokeInst(call.type, call.function_type, call.operands[-1], call.args, cont, unwind,
                     None, call.callconv, call.ret_attrs, call.param_attrs, call.fn_attrs,
                     [(t, list(vs)) for t, vs in call.bundles])
    inv.metadata = dict(call.metadata)
    call.replace_all_uses_with(inv)
    inv.name = call.name
    call.erase_from_parent()
    bb.append(inv)
    for phi in unwind.phis():
        v = phi.incoming_value_for(site_bb)
        if v is not None:
            phi.add_incoming(v, bb)
    return inv


__all__ = ["InlinedBody", "NameTable", "can_inline", "clone_instruction", "inline_call", "Argument"]
