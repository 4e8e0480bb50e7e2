"""Load and store pairing before register allocation (the pairing half of LLVM's
AArch64LoadStoreOptimizer, done on virtual registers): two loads (stores) of the same
size off the same base register whose offsets are adjacent become one `ldp` (`stp`).

    %a = LDRQui %p, 0 ; ... ; %b = LDRQui %p, 16   ==>   %a, %b = LDPQi %p, 0
    STRQui %a, %p, 0 ; ... ; STRQui %b, %p, 16     ==>   STPQi %a, %b, %p, 0

Why before allocation: after it, the allocator has often given both loads one register
(the first value is dead before the second load), and `ldp` needs two. On vregs, both
destinations are live at the pair, so they get distinct registers (C6.2.130: `ldp` with
rt == rt2 is CONSTRAINED UNPREDICTABLE).

Contract
- requires: MIR on virtual registers from instruction selection (a load's destination
  is a fresh vreg), before phi-edges and two-address lowering; run at -O1 and above.
- maintains: semantics. The second load moves up to the first; nothing between them may
  write memory or order it (stores, calls, instructions with side effects such as
  atomics or inline asm, terminators), redefine the base, or touch the second's
  destination. The first store moves down to the second; nothing between them may
  access memory at all or redefine the base or the first store's value. Only loads with the plain immediate forms (`ui`, `ur`) and a vreg base
  pair (frame indexes are resolved later); the offsets must fit `ldp`'s scaled simm7.
  Volatile and atomic accesses never pair (`is_ordered_access`; llc-16 keeps them apart
  too): an `ldp` makes its two accesses in no architected order.
- breaks: nothing.
Cost: one scan per block; each load looks at most WINDOW instructions ahead.
"""
from __future__ import annotations

from collections.abc import Callable

from pyllc.codegen.mir import (
    MachineBasicBlock,
    MachineFunction,
    MachineInstr,
    VReg,
    is_ordered_access,
)
from pyllc.codegen.records import Instr
from pyllc.targets.aarch64.instrs import INSTRS, MEM, MEM_BYTES, PAIR_OFFS

WINDOW = 12

# the load forms that pair -> (stem, the pair record)
_PAIRABLE: dict[Instr, tuple[str, Instr]] = {}
for _stem, _pair in (("LDRQ", "LDPQi"), ("LDRX", "LDPXi"), ("LDRW", "LDPWi"),
                     ("LDRD", "LDPDi"), ("LDRS", "LDPSi")):
    for _form in ("ui", "ur"):
        _PAIRABLE[MEM[(_stem, _form)]] = (_stem, INSTRS[_pair])

_STOPS = frozenset({"store", "call", "side_effects", "barrier", "terminator"})

_STORES: dict[Instr, tuple[str, Instr]] = {}
for _stem, _pair in (("STRQ", "STPQi"), ("STRX", "STPXi"), ("STRW", "STPWi"),
                     ("STRD", "STPDi"), ("STRS", "STPSi")):
    for _form in ("ui", "ur"):
        _STORES[MEM[(_stem, _form)]] = (_stem, INSTRS[_pair])

_STORE_STOPS = _STOPS | {"load"}


def pair_loads(mf: MachineFunction) -> int:
    """Merge adjacent-offset load and store pairs in every block of `mf`; returns how
    many pairs."""
    merged = 0
    for b in mf.blocks:
        if len(b.instrs) < 2:
            continue
        dead: set[int] = set()
        merged += _merge(b, dead, _PAIRABLE, _partner, loads=True)
        merged += _merge(b, dead, _STORES, _store_partner, loads=False)
        if dead:
            b.instrs = [mi for k, mi in enumerate(b.instrs) if k not in dead]
    return merged


def _merge(b: MachineBasicBlock, dead: set[int],
           forms: dict[Instr, tuple[str, Instr]],
           partner: Callable[[list[MachineInstr], int, set[int]], int | None],
           loads: bool) -> int:
    """One pairing sweep over block `b`'s instructions for the single forms in `forms`:
    each live one with a `partner` becomes the pair record, the lower offset's register
    first. Loads pair at the first one (the second moves up), stores at the second (the
    first moves down); the pair takes that instruction's place and debug location, and
    the other's index goes into `dead`. Returns how many pairs."""
    instrs = b.instrs
    merged = 0
    for i, mi in enumerate(instrs):
        if i in dead or mi.instr not in forms:
            continue
        j = partner(instrs, i, dead)
        if j is None:
            continue
        other = instrs[j]
        lo, hi = (mi, other) if mi.ops[2] < other.ops[2] else (other, mi)
        new = MachineInstr(forms[mi.instr][1], [lo.ops[0], hi.ops[0], mi.ops[1], lo.ops[2]])
        at, gone = (i, j) if loads else (j, i)
        new.parent = b
        new.loc = instrs[at].loc
        instrs[at] = new
        dead.add(gone)
        merged += 1
    return merged


def _partner(instrs: list[MachineInstr], i: int, dead: set[int]) -> int | None:
    """The index of a later load that pairs with instrs[i] and can move up to it."""
    mi = instrs[i]
    stem, pair = _PAIRABLE[mi.instr]
    size = MEM_BYTES[stem]
    rt, base, off = mi.ops[0], mi.ops[1], mi.ops[2]
    if not isinstance(base, VReg) or not isinstance(rt, VReg) or base is rt \
            or is_ordered_access(mi):
        return None
    fits = PAIR_OFFS[size].fits
    touched: set[int] = set()           # vregs read or written between
    for j in range(i + 1, min(len(instrs), i + 1 + WINDOW)):
        if j in dead:
            continue
        mj = instrs[j]
        cand = _PAIRABLE.get(mj.instr)
        if cand is not None and cand[0] == stem and mj.ops[1] is base:
            o, d = mj.ops[2], mj.ops[0]
            if abs(o - off) == size and fits(min(o, off)) and isinstance(d, VReg) \
                    and d is not base and d is not rt and d.id not in touched \
                    and not is_ordered_access(mj):
                return j
        if mj.instr.flags & _STOPS:
            return None
        for r in mj.defs():
            if r is base or r is rt:
                return None
            if isinstance(r, VReg):
                touched.add(r.id)
        for r in mj.uses():
            if isinstance(r, VReg):
                touched.add(r.id)
    return None


def _store_partner(instrs: list[MachineInstr], i: int, dead: set[int]) -> int | None:
    """The index of a later store that pairs with instrs[i], which can move down to it."""
    mi = instrs[i]
    stem = _STORES[mi.instr][0]
    size = MEM_BYTES[stem]
    rt, base, off = mi.ops[0], mi.ops[1], mi.ops[2]
    if not isinstance(base, VReg) or is_ordered_access(mi):
        return None
    fits = PAIR_OFFS[size].fits
    for j in range(i + 1, min(len(instrs), i + 1 + WINDOW)):
        if j in dead:
            continue
        mj = instrs[j]
        cand = _STORES.get(mj.instr)
        if cand is not None and cand[0] == stem and mj.ops[1] is base:
            o = mj.ops[2]
            if abs(o - off) == size and fits(min(o, off)) and not is_ordered_access(mj):
                return j
        if mj.instr.flags & _STORE_STOPS:
            return None
        for r in mj.defs():
            if r is base or r is rt:
                return None
    return None
