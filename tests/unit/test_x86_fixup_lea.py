"""x86-64 fixup_lea.py: a two-address LEA becomes add/inc/dec only where EFLAGS is dead.

Built as MIR on physical registers (what the pass sees after allocation), so the cases
where the flags are live - an LEA between a compare and its jcc, at the end of a block
whose successor reads the flags, before inline assembly - are certain to be present,
which IR could not guarantee after scheduling."""
from __future__ import annotations

from pyllc.codegen.mir import MachineFunction, MachineInstr
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.fixup_lea import fixup_leas
from pyllc.targets.x86_64.registers import RAX, RCX
from pyllc.targets.x86_64.target import TARGET

LEA = I.MEM["LEA64r"]["m"]
LEA_X = I.MEM["LEA64r"]["x"]
LEA32 = I.MEM["LEA32r"]["m"]


def _fn(*blocks: list[MachineInstr]) -> MachineFunction:
    mf = MachineFunction("f", TARGET)
    made = [mf.new_block(f"b{i}") for i in range(len(blocks))]
    for b, instrs in zip(made, blocks):
        for mi in instrs:
            b.append(mi)
    for a, b in zip(made, made[1:]):
        a.add_succ(b)
    return mf


def _names(mf: MachineFunction) -> list[list[str]]:
    return [[mi.instr.name for mi in b.instrs] for b in mf.blocks]


def test_dead_flags_make_add_inc_dec() -> None:
    mf = _fn([MachineInstr(LEA, [RAX, RAX, 1]), MachineInstr(LEA, [RCX, RCX, -1]),
              MachineInstr(LEA, [RAX, RAX, 8]), MachineInstr(LEA_X, [RAX, RCX, RAX, 1, 0]),
              MachineInstr(LEA32, [RAX, RAX, 5]),
              MachineInstr(I.INSTRS["CMP64rr"], [RAX, RCX])])
    fixup_leas(mf)
    assert _names(mf) == [["INC64r", "DEC64r", "ADD64ri", "ADD64rr", "ADD32ri", "CMP64rr"]]
    add_rr = mf.blocks[0].instrs[3]
    assert add_rr.ops == [RAX, RAX, RCX]
    assert mf.blocks[0].instrs[2].ops == [RAX, RAX, 8]


def test_live_flags_keep_the_lea() -> None:
    jcc = MachineInstr(I.JCC_1, [None, "e"])
    mf = _fn([MachineInstr(I.INSTRS["CMP64rr"], [RAX, RCX]), MachineInstr(LEA, [RAX, RAX, 1]),
              jcc])
    fixup_leas(mf)
    assert _names(mf)[0][1] == "LEA64r"


def test_not_two_address_or_scaled_keeps_the_lea() -> None:
    mf = _fn([MachineInstr(LEA, [RAX, RCX, 1]), MachineInstr(LEA_X, [RAX, RAX, RCX, 2, 0]),
              MachineInstr(LEA_X, [RAX, RAX, RCX, 1, 4]),
              MachineInstr(I.INSTRS["CMP64rr"], [RAX, RCX])])
    fixup_leas(mf)
    assert _names(mf)[0][:3] == ["LEA64r", "LEA64r_x", "LEA64r_x"]


def test_block_end_follows_the_successors() -> None:
    # the successor reads the flags first: live; writes them first: dead
    reads = _fn([MachineInstr(LEA, [RAX, RAX, 1])], [MachineInstr(I.JCC_1, [None, "e"])])
    fixup_leas(reads)
    assert _names(reads)[0] == ["LEA64r"]
    writes = _fn([MachineInstr(LEA, [RAX, RAX, 1])],
                 [MachineInstr(I.INSTRS["CMP64rr"], [RAX, RCX])])
    fixup_leas(writes)
    assert _names(writes)[0] == ["INC64r"]
    # no successor (a return block): kept, conservatively
    alone = _fn([MachineInstr(LEA, [RAX, RAX, 1])])
    fixup_leas(alone)
    assert _names(alone)[0] == ["LEA64r"]
