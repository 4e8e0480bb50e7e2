# mypy: disable-error-code="no-any-return"
"""Folds for load, getelementptr and store (cf. InstCombineLoadStoreAlloca.cpp).

Load forwarding looks back at most `SCAN_LIMIT` instructions in the block (LLVM's
DefMaxInstsToScan) for a store to, or a load from, the very same pointer, with no
instruction in between that basic-aa says may write the loaded bytes (as LLVM's
FindAvailableLoadedValue asks AA).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    AllocaInst,
    ConstantFP,
    ConstantInt,
    GlobalVariable,
    Instruction,
    PoisonValue,
    UndefValue,
)
from pyllc.ir.values import Value
from pyllc.opt.aa import NO_ALIAS, pointer_key
from pyllc.opt.globals.common import is_interposable
from pyllc.opt.globals.globalstatus import fold_load_at, gep_offset
from pyllc.opt.instcombine.combiner import Combiner, Fold
from pyllc.opt.instcombine.helpers import is_zero
from pyllc.opt.irutil import detach_metadata_uses, is_metadata_use
from pyllc.opt.mdcombine import combine_metadata
from pyllc.opt.traits import (
    callee_name,
    is_droppable_call,
    is_volatile_or_atomic,
    may_write_memory,
)

SCAN_LIMIT = 6


def load_from_constant(i: Any, c: Combiner) -> Value | None:
    """A load from a constant global with a definitive initializer, at a constant byte
    offset, is the constant stored there (LLVM's ConstantFoldLoadFromConstPtr): unrolled
    loops over `static const` tables and string literals fold away. Interposable (weak,
    linkonce, common) and externally initialized globals are left alone; so are loads
    whose type does not match the initializer's element at that offset."""
    if is_volatile_or_atomic(i):
        return None
    dl = getattr(c.module, "datalayout", None)
    if dl is None:
        return None
    v, off = i.operands[0], 0
    for _ in range(32):
        op = getattr(v, "opcode", None)
        if op == "getelementptr":
            k = gep_offset(v, dl)
            if k is None:
                return None
            off += k
            v = v.operands[0]
        elif op in ("bitcast", "addrspacecast"):
            v = v.operands[0]
        else:
            break
    if not isinstance(v, GlobalVariable) or not v.is_constant or v.externally_initialized \
            or v.initializer is None or is_interposable(v):
        return None
    return fold_load_at(v.initializer, off, i.type, dl)


def _alloca_base(p: Value) -> Value | None:
    """The alloca `p` points into (through inbounds GEPs: an inbounds GEP out of its
    object is poison, and loading from it is undefined), else None."""
    ptr: Any = p
    for _ in range(32):
        if isinstance(ptr, AllocaInst):
            return ptr
        if getattr(ptr, "opcode", None) != "getelementptr" or "inbounds" not in ptr.flags:
            return None
        ptr = ptr.operands[0]
    return None


def load_forward(i: Any, c: Combiner) -> Value | None:
    """store V, P ; ... ; load P -> V ; load P ; ... ; load P -> the first load;
    alloca A ; ... ; load (A + k) with nothing in between that may write A -> undef (fresh
    stack memory is uninitialized; LLVM's FindAvailablePtrLoadStore)."""
    if is_volatile_or_atomic(i):
        return None
    bb = i.parent
    insts = bb.instructions
    pos = c.position(i)
    if pos is None:
        return None
    ptr = i.operands[0]
    dl = getattr(c.module, "datalayout", None)
    key = pointer_key(ptr, dl)
    base = _alloca_base(ptr)
    seen = 0
    k = pos - 1
    while k >= 0 and seen < SCAN_LIMIT:
        j = insts[k]
        k -= 1
        if j.parent is not bb:
            continue
        seen += 1
        if j is base:
            return UndefValue(i.type)
        jop = j.opcode
        if jop == "store":
            sp = j.operands[1]
            skey = None if sp is ptr else pointer_key(sp, dl)
            if skey is None or skey == key:
                v = j.operands[0]
                if is_volatile_or_atomic(j):
                    return None
                if v.type == i.type:
                    return v
                return _reinterpret(v, i.type, 0, c)
            if dl is not None and not is_volatile_or_atomic(j) \
                    and skey[0] == key[0] and skey[1] is not None and key[1] is not None:
                got = _reinterpret(j.operands[0], i.type, key[1] - skey[1], c)
                if got is not None:
                    return got
        elif jop == "call" and _memset_covers(j, ptr, i):
            byte = j.operands[1].value
            return ConstantInt(i.type, int.from_bytes(bytes([byte]) * (i.type.bits // 8), "little"))
        elif jop == "load" and (j.operands[0] is ptr or pointer_key(j.operands[0], dl) == key) \
                and j.type == i.type \
                and not is_volatile_or_atomic(j):
            combine_metadata(j, i, k_moves=False)   # j now stands for i too
            return j
        if may_write_memory(j) and _may_clobber(j, ptr, i, c):
            return None
    return None


def _bits_of(v: Value) -> tuple[int, int] | None:
    """(bit pattern, width) of a scalar integer or float constant whose width is whole
    bytes; None for anything else (undef, poison, pointers, expressions)."""
    t: Any = v.type
    if isinstance(v, ConstantInt) and t.bits % 8 == 0:
        return v.value, t.bits
    if isinstance(v, ConstantFP) and getattr(t, "kind", None) in ("float", "double"):
        return v.bits, 32 if t.kind == "float" else 64
    return None


def _reinterpret(v: Value, t: Any, off: int, c: Combiner) -> Value | None:
    """The value a load of type `t` at byte `off` of the bytes a store of `v` wrote, when
    those bytes hold all of it: a constant cut from a constant's bytes (little-endian
    layouts only), a bitcast of `v` itself for a same-size int/float reinterpretation, or
    a trunc of an integer `v` for its low bytes (LLVM's GVN/instcombine load coercion). None if the load needs bytes the store did not
    write, or a pointer is involved (no ptrtoint/inttoptr here)."""
    dl: Any = getattr(c.module, "datalayout", None)
    if dl is None or getattr(dl, "big_endian", True) or t.is_pointer or v.type.is_pointer:
        return None
    if t.is_int:
        width = t.bits
    elif getattr(t, "kind", None) in ("float", "double"):
        width = 32 if t.kind == "float" else 64
    else:
        return None
    if width % 8 or off < 0:
        return None
    got = _bits_of(v)
    if got is None:
        vt: Any = v.type
        vwidth = vt.bits if vt.is_int else {"float": 32, "double": 64}.get(getattr(vt, "kind", ""))
        if off != 0 or vwidth is None or isinstance(v, UndefValue):
            return None
        if vwidth == width and vt != t:
            return c.cast("bitcast", v, t)
        if vt.is_int and t.is_int and width < vwidth:
            return c.cast("trunc", v, t)   # the low bytes come first (little-endian)
        return None
    pattern, vbits = got
    if off * 8 + width > vbits:
        return None
    piece = (pattern >> (off * 8)) & ((1 << width) - 1)
    return ConstantInt(t, piece) if t.is_int else ConstantFP(t, piece)


def _may_clobber(j: Any, ptr: Value, load: Any, c: Combiner) -> bool:
    """`j` (which may write memory) may change what `load` reads, by the AA pipeline: a
    plain store to a disjoint location (basic-aa) or one whose AA metadata sets it apart
    (tbaa, scoped-noalias-aa), or a call that cannot see a non-escaping alloca, does not."""
    aa = c.alias_analysis()
    if aa is None or is_volatile_or_atomic(j):
        return True
    size = aa.size_of(load.type)
    if j.opcode == "store":   # pointers by basic-aa, then tbaa / scoped-noalias-aa
        return aa.loc_alias(j.operands[1], aa.size_of(j.operands[0].type), j.metadata, ptr, size,
                            load.metadata) != NO_ALIAS
    if j.opcode == "call":
        return aa.call_may_modify(j, ptr, size, load.metadata)
    return True


def _memset_covers(call: Any, ptr: Value, load: Any) -> bool:
    """`call @llvm.memset(ptr, i8 C, len >= load size, false)` with constants, integer load."""
    name = callee_name(call)
    if name is None or not name.startswith("llvm.memset.") or call.operands[0] is not ptr:
        return False
    _, val, length, vol = call.operands[:4]
    t = load.type
    return (isinstance(val, ConstantInt) and isinstance(length, ConstantInt)
            and isinstance(vol, ConstantInt) and vol.value == 0 and t.is_int and t.bits % 8 == 0
            and length.value * 8 >= t.bits)


def _writes_only(u: Any, a: Any, derived: set[int]) -> bool:
    """`u` only writes through `a` (a store to it, a memset/memcpy into it, a marker, the
    location of a debug intrinsic); no pointer in `derived` (`a` and the GEPs of it) is
    stored or copied from, so none escapes and no byte is read."""
    if is_metadata_use(u):
        return True
    if u.opcode == "store":
        return u.operands[1] is a and id(u.operands[0]) not in derived \
            and not is_volatile_or_atomic(u)
    if u.opcode != "call":
        return False
    if is_droppable_call(u):
        return True
    name = callee_name(u) or ""
    if name.startswith(("llvm.memset.", "llvm.memcpy.", "llvm.memmove.")):
        vol = u.operands[3]
        return (u.operands[0] is a and all(id(o) not in derived for o in u.operands[1:])
                and isinstance(vol, ConstantInt) and vol.value == 0)
    return False


def _write_only_users(i: Any) -> list[Any] | None:
    """Every user of alloca `i`, through GEPs (GEPs last-used first), if none reads."""
    derived: set[int] = {id(i)}
    ptrs, out = [i], []
    k = 0
    while k < len(ptrs):
        p = ptrs[k]
        k += 1
        for u in p.users:
            if is_metadata_use(u):
                continue
            op = u.opcode
            if op == "getelementptr":
                if u.operands[0] is p and id(u) not in derived:
                    derived.add(id(u))
                    ptrs.append(u)
            elif op != "store" and op != "call":
                return None     # a load, a compare, a cast...: reads or escapes (the answer
                #                 of the second loop below, known without the rest of the walk)
    if len(ptrs) > 64:
        return None
    for p in ptrs:
        for u in p.users:
            if id(u) in derived:
                continue
            if not _writes_only(u, p, derived):
                return None
            out.append(u)
    return out + ptrs[:0:-1]


def alloca_never_read(i: Any, c: Combiner) -> Value | None:
    """An alloca that is only written (stores, memset/memcpy into it or into GEPs of it,
    markers) goes, with its users (LLVM's isAllocSiteRemovable)."""
    users = _write_only_users(i)
    if not users:
        return None
    for u in users:
        detach_metadata_uses(u)
    detach_metadata_uses(i)
    for u in users:
        if not is_metadata_use(u) and u.parent is not None:
            c.ed.erase(u)
    return PoisonValue(i.type)


def _read_only_uses(a: Any) -> tuple[list[Instruction], Instruction | None] | None:
    """Users of `a` (through GEPs) if they only read it, except one memcpy into it."""
    copy: Instruction | None = None
    droppable: list[Instruction] = []
    work = [a]
    while work:
        v = work.pop()
        for u in v.users:
            if is_metadata_use(u):   # follows the replacement like any other use
                continue
            op = u.opcode
            if op == "load" and not is_volatile_or_atomic(u):
                continue
            if op == "getelementptr" and u.operands[0] is v:
                work.append(u)
                continue
            if op == "call" and is_droppable_call(u):
                droppable.append(u)
                continue
            name = callee_name(u) or ""
            if (op == "call" and v is a and copy is None and name.startswith("llvm.memcpy.")
                    and u.operands[0] is a and u.operands[1] is not a
                    and isinstance(u.operands[3], ConstantInt) and u.operands[3].value == 0):
                copy = u
                continue
            return None
    return droppable, copy


def alloca_copied_from_constant(i: Any, c: Combiner) -> Value | None:
    """alloca A; memcpy(A, @G constant, sizeof A); only loads of A -> loads of @G."""
    if not any(getattr(u, "opcode", None) == "call" and u.operands[0] is i
               and (callee_name(u) or "").startswith("llvm.memcpy.") for u in i.unique_users()):
        return None     # no memcpy into A (what _read_only_uses would find, without the walk)
    res = _read_only_uses(i)
    if res is None or res[1] is None:
        return None
    droppable, copy = res
    assert copy is not None
    src = copy.operands[1]
    length = copy.operands[2]
    if not isinstance(src, GlobalVariable) or not src.is_constant or src.initializer is None \
            or not isinstance(length, ConstantInt) or src.type != i.type:
        return None
    dl = getattr(c.module, "datalayout", None)
    if dl is None or length.value < dl.alloc_size(i.allocated_type) \
            or dl.alloc_size(src.value_type) < length.value:
        return None
    for u in [copy, *droppable]:
        c.ed.erase(u)
    return src


def gep_zero(i: Any, c: Combiner) -> Value | None:
    """getelementptr T, P (with no index, or only zero indices) -> P."""
    ptr = i.operands[0]
    if ptr.type != i.type:
        return None
    if all(is_zero(x) for x in i.operands[1:]):
        return ptr
    return None


FOLDS: dict[str, list[Fold]] = {
    "load": [load_from_constant, load_forward],
    "alloca": [alloca_never_read, alloca_copied_from_constant],
    "getelementptr": [gep_zero],
}
