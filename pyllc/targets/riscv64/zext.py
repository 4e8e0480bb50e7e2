"""`slli 32` + `srli 32` (a zero extension from 32 bits) of a value known to be a
non-negative sign-extended i32 is the value itself (in the spirit of LLVM's
RISCVCodeGenPrepare, which turns such a `zext` into a `sext`, free on RV64).

Loops over `for (int i = 0; i < n; i++)` index memory with `zext(n)` as the trip count,
computed in a block that runs only when `n > 0`: there the sign-extended n (a `signext`
argument, a W-form result ..., regalloc-free after sextw.py) already equals its zero
extension.

Non-negative: the block of the `srli` is reached from a block that ends in a branch
on `0 < v`, `v >= 0` (blt zero, v / bge v, zero, taken or not) only through blocks with
a single predecessor, so the edge that holds the condition is on every path to it; `v`
is the shifted register itself or a copy chain of it, each with one definition.

Contract: only `SRLI rd, t, 32` whose `t = SLLI v, 32` has that one reader changes, to
`COPY rd, v`, and that SLLI goes.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.def_use import def_use_index
from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import COPY
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.registers import ZERO
from pyllc.targets.riscv64.sextw import sign_extended_test


def _guarded_positive(block: MachineBasicBlock, edge_to: MachineBasicBlock) -> list[Any]:
    """Registers known >= 0 on the edge `block` -> `edge_to` from `block`'s branch."""
    branches = [mi for mi in block.instrs if "cond_branch" in mi.instr.flags]
    if len(branches) != 1 or len(block.succs) != 2:
        return []
    mi = branches[0]
    if mi.instr not in (I.BLT, I.BGE):
        return []
    a, b, target = mi.ops
    lt = (mi.instr is I.BLT) == (target is edge_to)    # does a < b hold on this edge?
    if lt and a is ZERO:
        return [b]                                     # 0 < b
    if not lt and b is ZERO:
        return [a]                                     # a >= 0
    return []


def remove_guarded_zext(mf: MachineFunction) -> int:
    """Replace the guarded zero extensions of `mf` (see the module docstring)."""
    shifted: set[Any] = set()         # results of `slli v, 32`
    srlis: list[tuple[MachineInstr, MachineBasicBlock]] = []
    slli, srli = I.SLLI, I.SRLI
    for b in mf.blocks:
        for mi in b.instrs:
            ins = mi.instr
            if ins is slli and mi.ops[2] == 32:
                shifted.add(mi.ops[0])
            elif ins is srli and mi.ops[2] == 32:
                srlis.append((mi, b))
    srlis = [(mi, b) for mi, b in srlis if mi.ops[1] in shifted]
    if not srlis:                     # most functions: no walk over every def and use
        return 0
    index = def_use_index(mf)
    extended = sign_extended_test(mf)

    def origin(v: Any) -> Any:
        """The register a chain of single-definition copies starts from."""
        seen = 0
        while v.__class__ is VReg and seen < 16:
            d = index.single_def(v)
            if d is None or d.instr is not COPY:
                break
            v = d.ops[1]
            seen += 1
        return v

    dead: set[int] = set()            # the SLLIs, read by nothing any more
    for mi, block in srlis:
        t = mi.ops[1]
        shl = index.single_def(t)
        if shl is None or index.use_count(t) != 1:
            continue
        if shl.instr is not I.SLLI or shl.ops[2] != 32 or shl.ops[1].__class__ is not VReg:
            continue
        v = shl.ops[1]
        if not extended(v):
            continue
        root = origin(v)
        known = False
        steps = 0
        while len(block.preds) == 1 and steps < 32 and not known:
            pred = block.preds[0]
            known = any(origin(r) is root for r in _guarded_positive(pred, block))
            block = pred
            steps += 1
        if known:
            mi.instr = COPY
            mi.ops = [mi.ops[0], v]
            dead.add(id(shl))
    if dead:
        for b in mf.blocks:
            b.instrs = [mi for mi in b.instrs if id(mi) not in dead]
    return len(dead)
