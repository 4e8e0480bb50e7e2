"""Machine loop-invariant code motion (the pre-RA half of LLVM's MachineLICM).

Requires: MIR on virtual registers after isel and `phi-edges`, before register
allocation: every vreg is written once, except the incoming vregs of phis (written
by COPYs, which never move). Maintains: semantics, block structure, SSA form.
Breaks: nothing.

Why: isel works per block, so each iteration of a loop rebuilds the constants and
global addresses it uses (`lui`/`addi`, `adrp`/`add`, `sethi`/`or`, `lla`) and
recomputes values of outer-loop variables. An instruction is hoisted into the loop's
preheader (the one block outside the loop that enters the header, when it has no other
successor) when it cannot fault or touch memory (no load, store, call, side effect,
branch, copy, implicit use, division; an implicit def such as x86's EFLAGS only when
nothing reads it after the instruction nor at the preheader's end; a load from the
constant pool counts as touching no memory), writes one vreg that nothing else writes,
and reads only vregs written outside the loop (or hoisted already) and reserved
registers (x0, g0: constant). Loops are visited innermost first, so a value can move
out of several loops. Each hoisted value stays live across the whole loop, so
unbounded hoisting would trade a rebuilt constant for a reload: at most
`hoist_budget` instructions leave one loop, `MAX_PER_LOOP` or, on a target with many
registers, the pointer class's allocatable registers less `KEPT_FOR_LOOP` (x86-64's 14
allow 6; AArch64's and RISC-V's ~28 allow ~20, so a loop's constant masks of a CRC
step, each a movz+movk pair, all leave it).
Cost: linear in the instructions of each loop (nested loops are visited once each).
"""
from __future__ import annotations

from pyllc.codegen.loops import loop_bodies
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, Sym, VReg
from pyllc.codegen.records import Reg

MAX_PER_LOOP = 6
KEPT_FOR_LOOP = 8
_UNSAFE = frozenset({"load", "store", "call", "side_effects", "terminator", "branch",
                     "barrier", "return", "move", "uses_custom_inserter", "has_delay_slot"})
_TRAPS = ("DIV", "REM")
_LOAD_ONLY = frozenset({"load"})


def _constant_pool_load(mi: MachineInstr) -> bool:
    """A plain load from the function's constant pool (`.LCPI*`: read-only, always
    mapped), such as a vector constant (isel/build_vector.py): invariant and safe."""
    ins = mi.instr
    return (ins.flags & _UNSAFE == _LOAD_ONLY
            and any(op.__class__ is Sym and op.name.startswith(".LCPI") for op in mi.ops))


def _hoistable_kind(mi: MachineInstr) -> bool:
    """No memory, control or trap; implicit defs (x86's EFLAGS) are checked apart."""
    ins = mi.instr
    if ins.implicit_uses or mi.implicit_defs or mi.implicit_uses:
        return False
    if ins.flags & _UNSAFE:
        return _constant_pool_load(mi)
    name = ins.name.upper()
    return not any(t in name for t in _TRAPS)


def hoist_budget(mf: MachineFunction) -> int:
    """How many instructions may leave one loop of `mf` (see the module docstring)."""
    target = mf.target
    cls = target.vt_class.get(target.pointer_vt)
    regs = len(cls.order) if cls is not None else 0
    return max(MAX_PER_LOOP, regs - KEPT_FOR_LOOP)


def hoist_invariants(mf: MachineFunction, reserved: frozenset[Reg], opt_level: int = 2) -> int:
    """Hoist loop-invariant instructions of `mf`; returns how many moved."""
    if opt_level == 0:
        return 0
    bodies = loop_bodies(mf)
    if not bodies:
        return 0
    by_number = {b.number: b for b in mf.blocks}
    def_count: dict[int, int] = {}
    def_block: dict[int, int] = {}
    for b in mf.blocks:
        for mi in b.instrs:
            for r in mi.defs():
                if r.__class__ is VReg:
                    def_count[r.id] = def_count.get(r.id, 0) + 1
                    def_block[r.id] = b.number
    total = 0
    budget = hoist_budget(mf)
    for header, body in sorted(bodies.items(), key=lambda kv: len(kv[1])):
        pre = _preheader(by_number[header], body, mf.blocks[0])
        if pre is None:
            continue
        moved: list[MachineInstr] = []
        for b in mf.blocks:                      # layout order: defs before uses mostly
            if b.number not in body or len(moved) >= budget:
                continue
            keep: list[MachineInstr] = []
            dead: set[int] | None = None      # made when first needed (few blocks need it)
            for mi in b.instrs:
                ok = len(moved) < budget and _invariant(mi, body, reserved, def_count, def_block)
                if ok and mi.instr.implicit_defs:
                    if dead is None:
                        dead = _dead_implicit_defs(b)
                    ok = id(mi) in dead and _free_at_end(pre, mi)
                if ok:
                    moved.append(mi)
                    for r in mi.defs():
                        if r.__class__ is VReg:
                            def_block[r.id] = pre.number
                else:
                    keep.append(mi)
            b.instrs = keep
        if moved:
            at = pre.first_terminator()
            for mi in moved:
                mi.parent = pre
                mi.loc = None      # out of its block: no source line (as LLVM's MachineLICM)
            pre.instrs[at:at] = moved
            total += len(moved)
    return total


def _upward_exposed(b: MachineBasicBlock) -> set[Reg]:
    """Physical registers `b` reads before writing them."""
    out: set[Reg] = set()
    written: set[Reg] = set()
    for mi in b.instrs:
        defs, uses = mi.regs()
        for r in uses:
            if r.__class__ is not VReg and r not in written:
                out.add(r)
        for r in defs:
            if r.__class__ is not VReg:
                written.add(r)
    return out


def _dead_implicit_defs(b: MachineBasicBlock) -> set[int]:
    """ids of the instructions of `b` whose implicit defs (x86's EFLAGS) nothing reads
    afterwards: not later in `b` before a redefinition, nor a successor before writing
    them. Such an instruction may move (LLVM's MachineLICM checks dead defs the same way)."""
    live: set[Reg] = set()
    for s in b.succs:
        live |= _upward_exposed(s)
    dead: set[int] = set()
    for mi in reversed(b.instrs):
        defs, uses = mi.regs()
        implicit = mi.instr.implicit_defs
        if implicit and not any(r in live for r in implicit):
            dead.add(id(mi))
        for r in defs:
            if r.__class__ is not VReg:
                live.discard(r)
        for r in uses:
            if r.__class__ is not VReg:
                live.add(r)
    return dead


def _free_at_end(pre: MachineBasicBlock, mi: MachineInstr) -> bool:
    """Whether `mi`'s implicit defs may be clobbered just before `pre`'s terminators:
    neither the terminators nor the loop header read them."""
    implicit = set(mi.instr.implicit_defs)
    for t in pre.instrs[pre.first_terminator():]:
        if implicit & {r for r in t.uses() if r.__class__ is not VReg}:
            return False
    return not any(implicit & _upward_exposed(s) for s in pre.succs)


def _invariant(mi: MachineInstr, body: set[int], reserved: frozenset[Reg],
               def_count: dict[int, int], def_block: dict[int, int]) -> bool:
    if not _hoistable_kind(mi):
        return False
    defs, uses = mi.regs()
    implicit = mi.instr.implicit_defs
    if implicit:                 # dead (checked by the caller): not a value of the loop
        defs = defs[:len(defs) - len(implicit)]
    if len(defs) != 1 or defs[0].__class__ is not VReg or def_count.get(defs[0].id) != 1:
        return False
    for r in uses:
        if r.__class__ is VReg:
            if def_count.get(r.id) != 1 or def_block.get(r.id, -1) in body:
                return False
        elif r not in reserved:
            return False
    return True


def _preheader(header: MachineBasicBlock, body: set[int],
               entry: MachineBasicBlock) -> MachineBasicBlock | None:
    # codegen/loops.py takes retreating DFS edges as back edges: for an irreducible
    # cycle the body walked back from the latch escapes past the header up to the
    # entry. The header then does not dominate the body and no block before it is a
    # preheader every entry into the cycle passes: nothing may be hoisted.
    if entry.number in body and entry is not header:
        return None
    outside = [p for p in header.preds if p.number not in body]
    if len(outside) != 1 or outside[0].succs != [header]:
        return None
    return outside[0]
