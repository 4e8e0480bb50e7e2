"""What a loop does to memory, and when an instruction is sure to run: the facts LICM's
hoisting, sinking and scalar promotion share (LLVM's AliasSetTracker/MemorySSA queries
and LoopSafetyInfo, reduced to per-loop lists and basic-aa queries).

- `LoopMemory`: the loop's memory instructions; `may_modify(p, size)` / `may_access(p,
  size, skip)` ask whether any of them may write (or touch) the bytes at `p`; a fence or
  an atomic access stronger than monotonic counts as writing everything. Given the
  metadata of the access at `p` (`md`), a load/store or call whose AA tags the
  pipeline's tbaa / scoped-noalias-aa set apart from it does not count.
- `call_may_access`: a call's effect on one location (memory intrinsics by their
  operands; other calls cannot see a non-escaping alloca; pure calls touch nothing).
- `SafetyInfo.guaranteed(i)`: `i` runs on every iteration that reaches a latch or an
  exit (its block dominates every latch and exiting block), and no instruction that may
  throw or not return can stop the loop first (then only the header's instructions
  before the first such call count).
- `dereferenceable(p, size, align)`: loading from `p` cannot trap wherever it is
  placed: a constant offset inside an alloca of constant size, a defined global, or an
  argument with `dereferenceable(N)`, with the access's alignment provably met.

Contract: queries only.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import AllocaInst, ConstantInt, GlobalVariable, Instruction
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import Argument, BasicBlock, Value
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis, mem_intrinsic_dest
from pyllc.opt.analyses import Loop
from pyllc.opt.loops.util import exiting_blocks, latches
from pyllc.opt.traits import (
    PURE_INTRINSICS,
    callee_name,
    is_droppable_call,
    is_pure_call,
    is_readonly_call,
    is_volatile_or_atomic,
)

_MEM_OPS = frozenset(["load", "store", "call", "invoke", "callbr", "atomicrmw", "cmpxchg", "fence",
                      "va_arg"])


def access_ptr(i: Instruction) -> Value | None:
    """The pointer a load/store/atomic reads or writes."""
    if i.opcode == "load" or i.opcode in ("atomicrmw", "cmpxchg"):
        return i.operands[0]
    if i.opcode == "store":
        return i.operands[1]
    return None


def access_type(i: Instruction) -> Any:
    return i.operands[0].type if i.opcode == "store" else i.type


def call_may_access(aa: AliasAnalysis, call: Instruction, p: Value, size: int | None,
                    write_only: bool = False, md: Any = None) -> bool:
    """`call` may write (or, unless `write_only`, read) the bytes at `p`, accessed with
    metadata `md` (its AA tags may rule the call out)."""
    if is_droppable_call(call) and not (callee_name(call) or "").startswith("llvm.lifetime."):
        return False
    if md and aa.metadata_apart(call.metadata, md):
        return False
    if is_pure_call(call):
        return False
    if write_only and is_readonly_call(call):
        return False
    dest = mem_intrinsic_dest(call)
    if dest is not None:
        n = call.operands[2]
        ln = n.value if isinstance(n, ConstantInt) else None
        if aa.alias(dest, ln, p, size) != NO_ALIAS:
            return True
        name = callee_name(call) or ""
        if write_only or name.startswith("llvm.memset."):
            return False
        return aa.alias(call.operands[1], ln, p, size) != NO_ALIAS
    if write_only:
        return aa.call_may_modify(call, p, size, md)
    name = callee_name(call) or ""
    if name.startswith(("llvm.stackrestore", "llvm.lifetime.")):
        return True
    base = aa.decompose(p)[0]
    return not (call.opcode == "call" and isinstance(base, AllocaInst) and not aa.escapes(base))


class LoopMemory:
    """The memory instructions of one loop (sub-loops included)."""

    def __init__(self, loop: Loop, aa: AliasAnalysis) -> None:
        self.aa = aa
        self.insts: list[Instruction] = [i for b in loop.blocks() for i in b.instructions
                                         if i.opcode in _MEM_OPS]
        #: a fence or an atomic access orders memory for other threads: nothing may move
        #: across it (LLVM's MemorySSA treats such instructions as clobbering everything)
        self.has_fence = any(i.opcode in ("fence", "atomicrmw", "cmpxchg")
                             or (i.opcode in ("load", "store") and getattr(i, "ordering", None)
                                 not in (None, "unordered", "monotonic"))
                             for i in self.insts)

    def _store_may_touch(self, w: Instruction, p: Value, size: int | None, md: Any) -> bool:
        aa = self.aa
        q = access_ptr(w)
        assert q is not None
        wmd = w.metadata if md and w.opcode in ("load", "store") else None
        return aa.loc_alias(q, aa.size_of(access_type(w)), wmd, p, size, md) != NO_ALIAS

    def may_modify(self, p: Value, size: int | None, skip: set[int] | None = None,
                   md: Any = None) -> bool:
        """Some instruction of the loop (outside `skip`, ids) may write the bytes at `p`
        (accessed with metadata `md`: its AA tags are asked too)."""
        aa = self.aa
        if self.has_fence:
            return True
        for w in self.insts:
            if w.parent is None or (skip is not None and id(w) in skip):   # erased: promoted
                continue
            op = w.opcode
            if op == "load":
                if is_volatile_or_atomic(w) and aa.alias(w.operands[0], None, p, size) != NO_ALIAS:
                    return True
                continue
            if op in ("store", "atomicrmw", "cmpxchg"):
                if self._store_may_touch(w, p, size, md):
                    return True
                continue
            if op in ("call", "invoke", "callbr"):
                if call_may_access(aa, w, p, size, write_only=True, md=md):
                    return True
                continue
            return True     # fence, va_arg
        return False

    def may_access(self, p: Value, size: int | None, skip: set[int], md: Any = None) -> bool:
        """Some instruction of the loop outside `skip` (ids) may read or write `p`."""
        aa = self.aa
        for w in self.insts:
            if id(w) in skip or w.parent is None:
                continue
            op = w.opcode
            if op in ("load", "store", "atomicrmw", "cmpxchg"):
                if self._store_may_touch(w, p, size, md):
                    return True
                continue
            if op in ("call", "invoke", "callbr"):
                if call_may_access(aa, w, p, size, md=md):
                    return True
                continue
            return True
        return False


def _may_stop(i: Instruction) -> bool:
    """`i` may throw, not return, or exit the program (implicit control flow)."""
    if i.opcode not in ("call", "invoke", "callbr"):
        return False
    name = callee_name(i) or ""
    if name.startswith(PURE_INTRINSICS) or is_droppable_call(i):
        return False
    if name.startswith(("llvm.memset.", "llvm.memcpy.", "llvm.memmove.")):
        return False
    if i.opcode != "call":
        return True
    return not is_pure_call(i) and not is_readonly_call(i) and not _nounwind_willreturn(i)


def _nounwind_willreturn(i: Any) -> bool:
    fn = i.callee
    sets = [i.fn_attrs] + ([fn.fn_attrs] if hasattr(fn, "fn_attrs") else [])
    return any("nounwind" in a for a in sets) and any("willreturn" in a for a in sets)


class SafetyInfo:
    """Which instructions of a loop run whenever the loop runs (see module docstring)."""

    def __init__(self, loop: Loop, dt: DominatorTree) -> None:
        self.loop, self.dt = loop, dt
        self.must_pass = latches(loop) + exiting_blocks(loop)
        self.any_stop = any(_may_stop(i) for b in loop.blocks() for i in b.instructions)
        self.header_stop: Instruction | None = next(
            (i for i in loop.header.instructions if _may_stop(i)), None)
        self._block: dict[int, bool] = {}

    def block_guaranteed(self, b: BasicBlock) -> bool:
        got = self._block.get(id(b))
        if got is None:
            got = all(self.dt.dominates(b, x) for x in self.must_pass)
            self._block[id(b)] = got
        return got

    def guaranteed(self, i: Instruction) -> bool:
        b = i.parent
        if b is None:
            return False
        if b is self.loop.header:
            hs = self.header_stop
            return hs is None or hs is i or i.comes_before(hs)
        if self.any_stop:
            return False
        return self.block_guaranteed(b)


def dereferenceable(aa: AliasAnalysis, p: Value, size: int | None, align: int | None) -> bool:
    """Loading `size` bytes at `p` cannot trap anywhere `p` is available."""
    if size is None:
        return False
    base, off = aa.decompose(p)
    if off is None or off < 0:
        return False
    total: int | None = None
    base_align = 1
    if isinstance(base, AllocaInst):
        n = base.operands[0]
        if not isinstance(n, ConstantInt) or aa.dl is None:
            return False
        total = n.value * aa.dl.alloc_size(base.allocated_type)
        base_align = base.align or 1
    elif isinstance(base, GlobalVariable):
        if base.initializer is None or base.linkage in ("extern_weak", "weak", "linkonce") \
                or aa.dl is None:
            return False
        try:
            total = int(aa.dl.alloc_size(base.value_type))
        except Exception:  # noqa: BLE001 - an unsized global
            return False
        base_align = base.align or 1
    elif isinstance(base, Argument):
        attrs = base.attrs
        d = attrs.get("dereferenceable")
        if not isinstance(d, int):
            return False
        total = d
        a = attrs.get("align")
        base_align = a if isinstance(a, int) else 1
    else:
        return False
    if off + size > total:
        return False
    if align is not None and align > 1:
        return base_align >= align and off % align == 0
    return True
