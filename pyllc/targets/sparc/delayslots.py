"""The delay-slot pass (post-RA, registered as the target's `post_ra` hook).

Contract: requires MIR after frame lowering (physical registers, prologue/epilogue in
place, `ret` followed by its `restore`); maintains the semantics of every block; breaks
nothing. Afterwards every instruction flagged `has_delay_slot` (branches, calls, jmpl
returns) is followed by exactly one instruction in the same block: its delay slot
(SPARC V8 manual 5.5 "Delayed Control Transfer").

- `ret` + `restore` (the epilogue) already fills its slot. A `mov`/`add` into a result
  register (%i0, %i1) right before the `ret` goes into that `restore` instead, as llc
  does (`ret; restore %g0, 5, %o0`): restore adds in the callee's window and writes the
  caller's, where %iN is %oN (`_fold_into_restore`).
- At every level (llc-16 fills slots at -O0 too) the slot takes an instruction from up
  to LOOKBACK instructions before the transfer (same block) when that is safe: not itself a transfer, not a pseudo, no side
  effects (save/restore/wr %y, the nop separating fcmp from fb<cc>), nothing touching
  %o7 or an FP register, and no register dependence (units compared, so %f0 conflicts
  with %d0) with the transfer or any instruction it moves across; loads move only
  across non-stores, stores across no memory access, a volatile or atomic access never
  across another (`is_ordered_access`). For calls the slot still runs before the
  callee, so argument registers may be written there (only the call's own explicit
  operands, the target register of `call %reg`, must not be); the same holds for a
  leaf's `retl` and the result registers.
- Otherwise the slot is a `nop`.
- At -O2, first (`prefer_back_edges`): `b<cc> X; ba Y` where X leaves the innermost
  loop of the block and Y stays in it becomes `b<!cc> Y; ba X`, so a loop's iterations
  run one branch (and one slot) instead of two.
- At -O2, a `ba L` whose slot stayed a nop takes a copy of L's first instruction
  instead, and jumps past it (`fill_from_targets`): L is split after that instruction so
  that the rest has a label. The copy runs exactly when L's first instruction would
  have, on the only path through the `ba`, so this is safe for any movable instruction.
- A call returning a structure (patterns._mark_sret) gets its `unimp <size>` word
  after the slot (the callee returns to %i7+12).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.machine_loops import find_loops
from pyllc.codegen.mir import (
    MachineBasicBlock,
    MachineFunction,
    MachineInstr,
    is_ordered_access,
)
from pyllc.codegen.records import Reg
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.registers import G, O
from pyllc.targets.sparc.registers import I as IN

_NEVER = frozenset({I.NOP, I.RESTORE, I.SAVEri, I.SAVErr, I.FCMPS, I.FCMPD, I.WRYrr, I.WRYri,
                    I.RDY, I.UNIMP})


def _units(regs: Any) -> set[str]:
    out: set[str] = set()
    for r in regs:
        if isinstance(r, Reg):
            out.update(r.units or (r.name,))
    return out


def _movable(cand: MachineInstr) -> bool:
    ins = cand.instr
    if ins in _NEVER or ins.has("has_delay_slot") or ins.has("pseudo") or ins.has("terminator"):
        return False
    if ins.has("side_effects") or ins.has("call"):
        return False
    regs = _units(cand.defs()) | _units(cand.uses())
    # o7: a call writes it before its slot runs. FP: pylli's host FPU (emulator.py) cannot
    # run an FP instruction in a delay slot, so they never go there.
    return "o7" not in regs and not any(u[0] == "f" for u in regs)


def _independent(cand: MachineInstr, other: MachineInstr, is_call: bool = False) -> bool:
    """`cand` may move from before `other` to after it (no register dependence; for a
    call's arguments and clobbers, the slot still runs before the callee)."""
    c_defs, c_uses = _units(cand.defs()), _units(cand.uses())
    if is_call:
        read = _units(op for spec, op in zip(other.instr.operands, other.ops) if not spec.is_def)
        return not (c_defs & read)
    o_defs, o_uses = _units(other.defs()), _units(other.uses())
    if c_defs & (o_uses | o_defs) or c_uses & o_defs:
        return False
    mem = ("load", "store")
    if any(cand.instr.has(f) for f in mem) and any(other.instr.has(f) for f in mem + ("call",)):
        if is_ordered_access(cand) and is_ordered_access(other):
            return False                 # two volatile/atomic accesses keep their order
        return cand.instr.has("load") and not other.instr.has("store") and not other.instr.has("call")
    return True


LOOKBACK = 4          # how far before the transfer a slot instruction is looked for


def _find_filler(out: list[MachineInstr], xfer: MachineInstr, slots: set[int]
                 ) -> int | None:
    """Index in `out` of an instruction that can fill `xfer`'s slot, or None. `slots`
    holds the ids of instructions already sitting in a delay slot (never moved again)."""
    if xfer.instr.name.startswith("FB"):
        return None                          # fb<cc> slots stay nops (emulator.py)
    # a call's or return's slot still runs before the transfer's target: only its own
    # explicit operands matter (not the argument / result registers it reads implicitly)
    is_call = xfer.instr.has("call") or xfer.instr.has("return")
    for k in range(len(out) - 1, max(-1, len(out) - 1 - LOOKBACK), -1):
        cand = out[k]
        if cand.instr.has("has_delay_slot") or cand.instr is I.NOP or id(cand) in slots:
            return None                      # do not reach into another transfer's slot
        if (_movable(cand) and _independent(cand, xfer, is_call)
                and all(_independent(cand, out[j]) for j in range(k + 1, len(out)))
                and not (k + 1 < len(out) and out[k + 1].instr is I.NOP and k > 0
                         and out[k - 1].instr in (I.FCMPS, I.FCMPD))):
            return k
        if cand.instr.has("side_effects") or cand.instr.has("call"):
            return None
    return None


_RESULTS = {IN[0]: O[0], IN[1]: O[1]}


def _fold_into_restore(out: list[MachineInstr], restore: MachineInstr) -> MachineInstr:
    """The epilogue's `restore`, with the `mov`/`add` at the end of `out` that writes a
    result register folded into it (then popped from `out`). The instruction sits right
    before the `ret`, so nothing else reads what it wrote; restore reads its sources in
    the same (old) window, so any source register is fine."""
    last = out[-1]
    ins, ops = last.instr, last.ops
    rd = _RESULTS.get(ops[0]) if ops else None
    if rd is None:
        return restore
    if ins is I.MOVrr:
        new = MachineInstr(I.RESTORErr, [rd, G[0], ops[1]])
    elif ins is I.MOVri:
        new = MachineInstr(I.RESTOREri, [rd, G[0], ops[1]])
    elif ins in (I.ADDrr, I.ADDri):
        new = MachineInstr(I.RESTORErr if ins is I.ADDrr else I.RESTOREri, [rd, ops[1], ops[2]])
    else:
        return restore
    if not (isinstance(new.ops[1], Reg) and (ins is I.MOVri or ins is I.ADDri
                                             or isinstance(new.ops[2], Reg))):
        return restore
    out.pop()
    new.parent = restore.parent
    new.loc = last.loc
    return new


def fill_delay_slots(mf: MachineFunction) -> None:
    sret_calls = mf.info.get("sparc_sret_calls", {})
    slots: set[int] = set()
    for block in mf.blocks:
        out: list[MachineInstr] = []
        instrs = block.instrs
        i = 0
        while i < len(instrs):
            mi = instrs[i]
            if not mi.instr.has("has_delay_slot"):
                out.append(mi)
                i += 1
                continue
            nxt = instrs[i + 1] if i + 1 < len(instrs) else None
            if nxt is not None and nxt.instr is I.RESTORE:
                if out and id(out[-1]) not in slots:
                    nxt = _fold_into_restore(out, nxt)
                out.extend((mi, nxt))
                i += 2
                continue
            slot = None
            k = _find_filler(out, mi, slots)
            if k is not None:
                slot = out.pop(k)
            if slot is None:
                slot = MachineInstr(I.NOP, [])
            slot.parent = block
            slots.add(id(slot))
            out.append(mi)
            out.append(slot)
            if id(mi) in sret_calls:          # structure return: `unimp <size>` follows
                out.append(MachineInstr(I.UNIMP, [sret_calls[id(mi)]]))
                out[-1].parent = block
            i += 1
        block.instrs = out


def prefer_back_edges(mf: MachineFunction, invert: Any) -> int:
    """Swap `b<cc> X; ba Y` to `b<!cc> Y; ba X` when X leaves the block's innermost loop
    and Y does not (`invert` is the InstrInfo's branch inversion); returns how many. Runs
    before the delay slots are filled; the block's successors stay the same set."""
    loops = find_loops(mf)
    swapped = 0
    for block in mf.blocks:
        loop = loops.get(block)
        if loop is None:
            continue
        ins = block.instrs
        if len(ins) < 2 or ins[-1].instr is not I.BA or not ins[-2].instr.has("cond_branch"):
            continue
        cond, jump = ins[-2], ins[-1]
        x, y = cond.ops[0] if cond.ops else None, jump.ops[0]
        if not isinstance(x, MachineBasicBlock) or not isinstance(y, MachineBasicBlock):
            continue
        if cond.instr is I.BA or x in loop.blocks or y not in loop.blocks:
            continue
        flipped = invert(cond, y)
        if flipped is None:
            continue
        flipped.parent = block
        ins[-2] = flipped
        ins[-1] = MachineInstr(I.BA, [x])
        ins[-1].parent = block
        swapped += 1
    return swapped


def _split_after_first(mf: MachineFunction, block: MachineBasicBlock) -> MachineBasicBlock:
    """Move all but the first instruction of `block` into a new block right after it,
    which takes over its successors; `block` falls through into it."""
    rest = MachineBasicBlock(0, f"{block.name}.tail", block.ir_block)
    mf.blocks.insert(mf.blocks.index(block) + 1, rest)
    for mi in block.instrs[1:]:
        rest.append(mi)
    del block.instrs[1:]
    for s in block.succs:
        s.preds = [rest if p is block else p for p in s.preds]
    rest.succs, block.succs = block.succs, []
    block.add_succ(rest)
    return rest


def fill_from_targets(mf: MachineFunction) -> int:
    """Give each `ba L; nop` the first instruction of L as its slot and jump past it;
    returns how many slots were filled. Runs after `fill_delay_slots`."""
    split: dict[int, MachineBasicBlock] = {}
    filled = 0
    i = 0
    while i < len(mf.blocks):            # blocks made by splitting are visited too
        block = mf.blocks[i]
        i += 1
        ins = block.instrs
        if len(ins) < 2 or ins[-2].instr is not I.BA or ins[-1].instr is not I.NOP:
            continue
        target = ins[-2].ops[0]
        if not isinstance(target, MachineBasicBlock) or target is block or not target.instrs:
            continue
        first = target.instrs[0]
        if id(target) not in split:
            if len(target.instrs) < 2 or not _movable(first):
                continue
            split[id(target)] = _split_after_first(mf, target)
        rest = split[id(target)]
        copy = MachineInstr(first.instr, list(first.ops), first.implicit_uses,
                            first.implicit_defs)
        copy.loc = first.loc
        copy.parent = block
        ins[-2] = MachineInstr(I.BA, [rest])
        ins[-2].parent = block
        ins[-1] = copy
        block.succs = [rest if s is target else s for s in block.succs]
        target.preds = [p for p in target.preds if p is not block]
        rest.preds.append(block)
        filled += 1
    if filled:
        mf.renumber()
    return filled
