"""SPARC leaf procedures: no register window (SCD 2.4.1 / SPARC V8 manual appendix D,
"optimized leaf procedures"), as llc's SparcFrameLowering does at -O1 and up.

Contract: runs in prologue/epilogue insertion, after register allocation, before the
prologue is emitted; requires physical registers only. When it applies it renames
registers in the whole function and the prologue adds no `save` and the return stays
`retl` (jmpl %o7+8) with no `restore`; otherwise it changes nothing.

A function is a leaf here when it makes no call, has no stack object at all (no
spill slot, local, varargs home or incoming stack argument: with no `save` there is
no %fp to address them), has no `sret` return (that returns to %i7+12), no inline asm,
and names none of %sp, %fp, %o7, %i7 outside the return. Then it runs in its caller's
window: the arguments arrive in %o0-%o5, not %i0-%i5, and the result leaves in %o0/%o1.
So %iN becomes %oN, and every other register it uses (%o, %l, %g2-%g4) is renamed to
a free one of %o0-%o5, %g2-%g4 (the registers a leaf may write without saving them:
all are caller-saved). A global one-to-one renaming keeps every instruction's meaning;
if the function uses more registers than there are, it keeps its window.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, MachineInstr
from pyllc.codegen.records import Reg
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.lowering import has_sret
from pyllc.targets.sparc.registers import FP, GPR, I7, O7, SP, G, L, O
from pyllc.targets.sparc.registers import I as IREG

# where a leaf's values may live: caller-saved, not reserved
POOL = (*O[:6], *G[2:5])
_WINDOWED = frozenset((*O[:6], *L, *IREG[:6], *G[2:5]))
_FORBIDDEN = frozenset({SP, FP, I7})


def _regs(mi: MachineInstr) -> list[Reg]:
    return [op for op in (*mi.ops, *mi.implicit_uses, *mi.implicit_defs)
            if isinstance(op, Reg)]


def leaf_renaming(mf: MachineFunction) -> dict[Reg, Reg] | None:
    """The renaming that makes `mf` a leaf procedure, or None if it cannot be one."""
    if mf.frame.objects or has_sret(mf):
        return None
    used: set[Reg] = set()
    for b in mf.blocks:
        used.update(r for r in b.live_in if r in GPR.regs)
        for mi in b.instrs:
            ins = mi.instr
            if ins.has("call") or ins.name == "INLINEASM" or ins in (I.SAVEri, I.SAVErr,
                                                                       I.RESTORE):
                return None
            fixed = (*ins.implicit_uses, *ins.implicit_defs)   # the record's: not renamed
            if ins is not I.RETL and any(r is O7 or r in _WINDOWED for r in fixed):
                return None
            for r in _regs(mi):
                if r in _FORBIDDEN or r is O7:
                    return None
                if r in _WINDOWED:
                    used.add(r)
    renaming: dict[Reg, Reg] = {}
    for n, r in enumerate(IREG[:6]):
        if r in used:
            renaming[r] = O[n]          # the caller's %oN: arguments in, results out
    taken = set(renaming.values())
    free = [r for r in POOL if r not in taken]
    for r in sorted(used - set(renaming), key=lambda r: r.enc):
        if r in free:                   # a caller-saved register nobody took: keep it
            renaming[r] = r
            free.remove(r)
    for r in sorted(used - set(renaming), key=lambda r: r.enc):
        if not free:
            return None
        renaming[r] = free.pop(0)
    return renaming


def make_leaf(mf: MachineFunction) -> bool:
    """Rename `mf` into a leaf procedure if it can be one (module docstring)."""
    renaming = leaf_renaming(mf)
    if renaming is None:
        return False
    if all(k is v for k, v in renaming.items()):
        return True
    for b in mf.blocks:
        b.live_in = [renaming.get(r, r) for r in b.live_in]
        out: list[MachineInstr] = []
        for mi in b.instrs:
            mi.ops = [renaming.get(op, op) if isinstance(op, Reg) else op for op in mi.ops]
            mi.implicit_uses = tuple(renaming.get(r, r) for r in mi.implicit_uses)
            mi.implicit_defs = tuple(renaming.get(r, r) for r in mi.implicit_defs)
            if mi.instr is I.MOVrr and mi.ops[0] is mi.ops[1]:
                continue                # `mov %i0, %o0` of an argument became identity
            out.append(mi)
        b.instrs = out
    return True
