"""Mod/ref queries between instructions and memory locations, on top of `basic-aa`
(LLVM's AAResults::getModRefInfo, the subset MemorySSA and the AA evaluator need).

A location is (pointer, size in bytes or None). A call's effect comes from its
`memory(...)`/`readnone`/`readonly`/`argmemonly` attributes (call site or callee) and
from what LLVM knows about intrinsics: memset/memcpy/memmove and lifetime markers touch
only their pointer arguments; debug intrinsics, `assume` and the pure intrinsics none.

Contract: pure queries.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import ConstantInt, Function, Instruction
from pyllc.ir.values import Value
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis
from pyllc.opt.traits import PURE_INTRINSICS, callee_name
from pyllc.record import record

NOMODREF, REF, MOD, MODREF = 0, 1, 2, 3

_NO_MEM = ("llvm.dbg.", "llvm.assume", "llvm.experimental.noalias.scope.decl", "llvm.pseudoprobe",
           "llvm.donothing", "llvm.prefetch")
_ARGMEM = ("llvm.memcpy.", "llvm.memmove.", "llvm.memset.", "llvm.lifetime.", "llvm.memcpy.inline.")


@record(frozen=True)
class CallEffect:
    """What a call may do to memory: read, write, and whether only through its pointer args."""
    reads: bool
    writes: bool
    argmem_only: bool


def _mem_attr(attrs: Any) -> CallEffect | None:
    if attrs is None:
        return None
    if "readnone" in attrs:
        return CallEffect(False, False, False)
    argonly = "argmemonly" in attrs
    if "readonly" in attrs:
        return CallEffect(True, False, argonly)
    if "writeonly" in attrs:
        return CallEffect(False, True, argonly)
    m = attrs.get("memory") if hasattr(attrs, "get") else None
    if m is None:
        return CallEffect(True, True, True) if argonly else None
    text = str(m).strip().strip("()").replace(" ", "")
    if text == "none":
        return CallEffect(False, False, False)
    reads = writes = False
    other_locs = False
    for part in text.split(","):
        loc, _, kind = part.rpartition(":")
        if kind == "none":
            continue
        if loc not in ("", "argmem"):
            other_locs = True
        if loc == "":
            other_locs = True
        reads |= kind in ("read", "readwrite")
        writes |= kind in ("write", "readwrite")
    return CallEffect(reads, writes, not other_locs)


def call_effect(call: Instruction) -> CallEffect:
    """The memory effect of a call (see module docstring)."""
    name = callee_name(call)
    if name is not None and name.startswith("llvm."):
        if name.startswith(_NO_MEM) or name.startswith(PURE_INTRINSICS):
            return CallEffect(False, False, False)
        if name.startswith(_ARGMEM):
            return CallEffect(True, True, True)
    fn = getattr(call, "callee", None)
    for attrs in (getattr(call, "fn_attrs", None), fn.fn_attrs if isinstance(fn, Function) else None):
        e = _mem_attr(attrs)
        if e is not None:
            return e
    return CallEffect(True, True, False)


def access_location(i: Instruction, aa: AliasAnalysis) -> tuple[Value, int | None] | None:
    """(pointer, size) a load/store/atomic touches, else None."""
    op = i.opcode
    if op == "load":
        return i.operands[0], aa.size_of(i.type)
    if op == "store":
        return i.operands[1], aa.size_of(i.operands[0].type)
    if op in ("atomicrmw", "cmpxchg"):
        return i.operands[0], aa.size_of(i.operands[-1].type)
    return None


def _arg_locations(call: Instruction) -> list[tuple[Value, int | None]]:
    args = list(getattr(call, "args", call.operands[:-1]))
    name = callee_name(call) or ""
    if name.startswith("llvm.lifetime."):
        n = args[0]
        return [(args[1], n.signed if isinstance(n, ConstantInt) and n.signed >= 0 else None)]
    if name.startswith(("llvm.memcpy.", "llvm.memmove.", "llvm.memset.")):
        n = args[2]
        size = n.value if isinstance(n, ConstantInt) else None
        locs = [(args[0], size)]
        if not name.startswith("llvm.memset."):
            locs.append((args[1], size))
        return locs
    return [(a, None) for a in args if a.type.is_pointer]


def call_modref_loc(call: Instruction, loc: tuple[Value, int | None], aa: AliasAnalysis) -> int:
    """How `call` may touch the location."""
    e = call_effect(call)
    if not e.reads and not e.writes:
        return NOMODREF
    kind = (REF if e.reads else 0) | (MOD if e.writes else 0)
    name = callee_name(call) or ""
    if e.argmem_only:
        locs = _arg_locations(call)
        if name.startswith(("llvm.memcpy.", "llvm.memmove.")):
            r = NOMODREF
            if aa.alias(locs[0][0], locs[0][1], loc[0], loc[1]) != NO_ALIAS:
                r |= MOD
            if aa.alias(locs[1][0], locs[1][1], loc[0], loc[1]) != NO_ALIAS:
                r |= REF
            return r
        if name.startswith("llvm.memset."):
            return MOD if aa.alias(locs[0][0], locs[0][1], loc[0], loc[1]) != NO_ALIAS else NOMODREF
        if not any(aa.alias(p, s, loc[0], loc[1]) != NO_ALIAS for p, s in locs):
            return NOMODREF
        return kind
    base: Any = aa.decompose(loc[0])[0]
    if getattr(base, "opcode", None) == "alloca" and not aa.escapes(base) and \
            id(call) not in aa.calls_given(base):
        return NOMODREF
    if getattr(base, "is_constant", False):
        kind &= REF
    return kind


def inst_modref_loc(i: Instruction, loc: tuple[Value, int | None], aa: AliasAnalysis) -> int:
    """How instruction `i` may touch the location (loads Ref, stores Mod, calls by effect)."""
    op = i.opcode
    if op in ("call", "invoke", "callbr"):
        return call_modref_loc(i, loc, aa)
    if op == "fence":
        return MODREF
    mine = access_location(i, aa)
    if mine is None:
        return MODREF if op == "va_arg" else NOMODREF
    if aa.alias(mine[0], mine[1], loc[0], loc[1]) == NO_ALIAS:
        return NOMODREF
    if op == "load":
        return MODREF if getattr(i, "ordering", None) not in (None, "unordered", "monotonic") else REF
    if op == "store":
        return MODREF if getattr(i, "ordering", None) not in (None, "unordered", "monotonic") else MOD
    return MODREF


def call_modref_call(c1: Instruction, c2: Instruction, aa: AliasAnalysis) -> int:
    """How call c1 may touch the memory call c2 accesses."""
    e1, e2 = call_effect(c1), call_effect(c2)
    if not (e1.reads or e1.writes) or not (e2.reads or e2.writes):
        return NOMODREF
    if e2.argmem_only:
        r = NOMODREF
        for loc in _arg_locations(c2):
            r |= call_modref_loc(c1, loc, aa)
    else:
        r = (REF if e1.reads else 0) | (MOD if e1.writes else 0)
    if not e2.writes:
        r &= MOD   # c1 reading memory c2 only reads is no dependence
    return r
