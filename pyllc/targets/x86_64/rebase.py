"""Memory operands rebased onto an incremented pointer (x86-64), after selection.

Why: a loop step `p2 = p + c` is a `leaq c(%p), %p2` that selection places before the
block's compare and branch (a compare is emitted with its jump), so a later access
through the old pointer (`cmpb $0, 0(%p)`) keeps `p` alive past the `leaq`: the two
values cannot share a register and the loop pays a copy every iteration. Reading the
access through the new pointer with the step taken off the displacement
(`cmpb $0, -1(%p2)`) ends `p`'s life at the `leaq`, and the coalescer gives both one
register: `leaq 1(%rax), %rax; cmpb $0, -1(%rax); jne` (llc-16 gets the same shape from
loop strength reduction). isel/post_increment.py does the same for the uses after
the loop.

What it does: for `p2 = LEA64r c(p)` (plain base + displacement form) with `p` a
virtual register that no instruction outside the block reads, when every instruction
after the `leaq` in the block that reads `p` is a load or store (not another `leaq`)
reading it only as the base or index of its memory operand (forms m, x, ms, xs of instrs.mem_forms) up to the next write of `p`
or `p2` (a phi's copy), those operands read `p2` and their displacement drops `c` (times
the scale for an index). The address is the same (`p2 + d - c = p + d`, wrapping
64-bit arithmetic, as before); a displacement that would leave 32 signed bits stops it.

Contract: MIR on virtual registers before register allocation; keeps every address
and value. Called from X86InstrInfo.expand_isel_pseudos at -O1 and above. Cost: one
walk over the instructions to count readers, then linear per candidate block.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineFunction, MachineInstr, Sym, VReg
from pyllc.targets.x86_64 import instrs as I

_LEA = I.INSTRS["LEA64r"]        # leaq disp(%base), %dst
# only real accesses are rebased: another `leaq` off `p` (an unrolled loop's `p + 2`)
# would then hang off `p2`, lengthening its life instead of ending `p`'s
_ACCESS = frozenset({"load", "store"})


def _fits32(v: int) -> bool:
    return -(1 << 31) <= v < (1 << 31)


def _slots(mi: MachineInstr) -> dict[str, int] | None:
    """Operand positions of a memory instruction's address parts, by name."""
    if mi.instr.name not in I.MEM_FORM:
        return None
    return {o.name: k for k, o in enumerate(mi.instr.operands)
            if o.name in ("base", "index", "scale", "disp", "sym")}


def _rebased(mi: MachineInstr, p: VReg, p2: VReg, c: int) -> list[Any] | None:
    """mi's operands reading `p2` instead of `p` (address unchanged), or None."""
    slots = _slots(mi)
    if slots is None or not mi.instr.flags & _ACCESS:
        return None
    ops = list(mi.ops)
    delta = 0
    for k, op in enumerate(ops):
        if op is not p:
            continue
        if k == slots.get("base"):
            delta += c
        elif k == slots.get("index"):
            delta += c * ops[slots["scale"]]
        else:
            return None
        ops[k] = p2
    at = slots.get("disp", slots.get("sym"))
    if at is None:
        return None
    d = ops[at]
    if isinstance(d, Sym):
        if not _fits32(d.offset - delta):
            return None
        ops[at] = Sym(d.name, d.offset - delta, d.modifier)
    elif isinstance(d, int) and _fits32(d - delta):
        ops[at] = d - delta
    else:
        return None
    return ops


def rebase_after_increments(mf: MachineFunction) -> int:
    """Rebase the accesses of `mf` (see the module docstring); returns how many moved."""
    readers: dict[int, set[int]] = {}          # vreg id -> numbers of blocks reading it
    for b in mf.blocks:
        for mi in b.instrs:
            for r in mi.uses():
                if r.__class__ is VReg:
                    readers.setdefault(r.id, set()).add(b.number)
    done = 0
    for b in mf.blocks:
        instrs = b.instrs
        for i, lea in enumerate(instrs):
            if lea.instr is not _LEA:
                continue
            p2, p, c = lea.ops[0], lea.ops[1], lea.ops[2]
            if p.__class__ is not VReg or p2.__class__ is not VReg or not isinstance(c, int) \
                    or readers.get(p.id, set()) != {b.number} or p is p2:
                continue
            plan: list[tuple[MachineInstr, list[Any]]] = []
            ok = True
            for mi in instrs[i + 1:]:
                defs, uses = mi.regs()
                if p in uses:
                    ops = _rebased(mi, p, p2, c)
                    if ops is None:
                        ok = False
                        break
                    plan.append((mi, ops))
                if p in defs or p2 in defs:      # later reads see another value
                    break
            if not ok or not plan:
                continue
            for mi, ops in plan:
                mi.ops = ops
            done += len(plan)
    return done
