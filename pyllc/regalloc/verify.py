"""Post-allocation checker (in the spirit of LLVM's -verify-machineinstrs for RA).

Requires: the vreg -> register assignment, taken before operands are rewritten.
Checks: every vreg has a register of its class; along every block, a vreg read from its
register still holds that vreg's value (no other def or clobber in between); live-out
vregs are in their registers at the end of each block (so live-ins hold on entry).
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, VReg
from pyllc.codegen.records import Reg
from pyllc.regalloc.liveness import Liveness, _bits, _units


class AllocationError(Exception):
    """A register-allocation bug (never user input): the message names the place."""


def verify_allocation(mf: MachineFunction, live: Liveness, regs: dict[int, Reg]) -> None:
    for vid, v in live.vregs.items():
        r = regs.get(vid)
        if r is None or r not in v.cls.regs:
            raise AllocationError(f"{mf.name}: {v} of class {v.cls} got {r}")
    for b in mf.blocks:
        holds: dict[str, int] = {}
        for vid in _bits(live.live_in[b.number]):
            for u in _units(regs[vid]):
                holds[u] = vid
        for mi in b.instrs:
            for op in mi.uses():
                if isinstance(op, VReg):
                    for u in _units(regs[op.id]):
                        if holds.get(u) != op.id:
                            raise AllocationError(
                                f"{mf.name}: bb.{b.number}: {mi!r} reads {op} from "
                                f"{regs[op.id]}, which holds {holds.get(u)}")
            for op in mi.defs():
                if isinstance(op, VReg):
                    for u in _units(regs[op.id]):
                        holds[u] = op.id
                elif isinstance(op, Reg):
                    for u in _units(op):
                        holds[u] = -1
            if mi.is_copy and isinstance(mi.ops[0], VReg) and isinstance(mi.ops[1], VReg):
                pass
        for vid in _bits(live.live_out[b.number]):
            for u in _units(regs[vid]):
                if holds.get(u) != vid:
                    raise AllocationError(f"{mf.name}: bb.{b.number}: live-out {live.vregs[vid]} "
                                          f"not in {regs[vid]} at block end")
