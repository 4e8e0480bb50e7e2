"""Two-address form (LLVM's TwoAddressInstructionPass): an instruction whose def is
tied to a use (x86 `add %rsi, %rdi` overwrites its first source) gets the same virtual
register for both, by copying the use into the def first:

    %d = ADD %a, %b   (d tied to a)   ==>   %d = COPY %a ; %d = ADD %d, %b

Requires: SSA-like MIR on virtual registers. Maintains: semantics; block structure.
Breaks: SSA (the def register is written twice) — the allocators do not need SSA.
When `%b` is `%d` itself after renaming (commutable case aside), the use is read before
the copy overwrites it, so a fresh copy of `%b` is taken first.
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import COPY, Reg


def lower_two_address(mf: MachineFunction) -> None:
    for b in mf.blocks:
        out: list[MachineInstr] = []
        for mi in b.instrs:
            if mi.instr.tied:
                names = [o.name for o in mi.instr.operands]
                for def_name, use_name in mi.instr.tied:
                    di, ui = names.index(def_name), names.index(use_name)
                    d, u = mi.ops[di], mi.ops[ui]
                    if d is u:
                        continue
                    if isinstance(d, VReg):
                        # Another use of the def register would see the copied value.
                        for k, op in enumerate(mi.ops):
                            if k != ui and k != di and op is d and not mi.instr.operands[k].is_def:
                                tmp = mf.new_vreg(d.cls)
                                out.append(_copy(tmp, d, b))
                                mi.ops[k] = tmp
                    out.append(_copy(d, u, b))
                    mi.ops[ui] = d
            out.append(mi)
        b.instrs = out


def _copy(dst: Reg | VReg, src: Reg | VReg, block: MachineBasicBlock) -> MachineInstr:
    mi = MachineInstr(COPY, [dst, src])
    mi.parent = block
    return mi
