"""The -O0 allocator's shortcut for a call's long clobber list (regalloc/fast.py
`_clobbers`: the list's units, names and positions made once per distinct list; no
eviction walk when nothing holds one of its registers; busy ranges only for the
registers read later) must give exactly the instructions of the register-by-register
walk it replaces. Random blocks of calls (clobbers on the record, with repeats, or one
shared tuple on the instruction), values held across them, physical reads of clobbered
registers and values crossing blocks are allocated both ways (`_LONG` raised past every
list for the reference) and compared instruction by instruction; the allocation
verifier checks both."""
from __future__ import annotations

import random

import pytest
from test_liveness import BARE_CALL, CALL_LISTED, OUT_R
from test_regalloc import ADD, GPR, LI, OUT, J, R, _target

from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg
from pyllc.regalloc import fast
from pyllc.regalloc.liveness import _vregs_in


def _build(seed: int) -> MachineFunction:
    r = random.Random(seed)
    clobbers = CALL_LISTED.implicit_defs
    mf = MachineFunction("f", _target())
    blocks = [mf.new_block(f"b{i}") for i in range(r.randrange(1, 4))]
    pool = [mf.new_vreg(GPR) for _ in range(r.randrange(2, 8))]
    for v in pool:                          # defined first, read anywhere later
        blocks[0].append(MachineInstr(LI, [v, r.randrange(100)]))
    blocks[0].append(MachineInstr(CALL_LISTED, []))     # with every value held
    for i, b in enumerate(blocks):
        for _ in range(r.randrange(2, 14)):
            k = r.random()
            if k < 0.3:
                b.append(MachineInstr(BARE_CALL, [], implicit_defs=clobbers) if r.random() < 0.5
                         else MachineInstr(CALL_LISTED, []))
            elif k < 0.45:
                b.append(MachineInstr(OUT_R, [r.choice(R[:6])]))
            elif k < 0.8:
                b.append(MachineInstr(ADD, [r.choice(pool), r.choice(pool), r.choice(pool)]))
            else:
                b.append(MachineInstr(OUT, [r.choice(pool)]))
        if i + 1 < len(blocks):
            b.append(MachineInstr(J, [blocks[i + 1]]))
            b.add_succ(blocks[i + 1])
    return mf


def _text(mf: MachineFunction) -> list[list[str]]:
    return [[repr(mi) for mi in b.instrs] for b in mf.blocks]


@pytest.mark.parametrize("seed", range(40))
def test_long_clobber_lists_allocate_as_register_by_register(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    shortcut = _build(seed)
    fast.allocate_fast(shortcut, shortcut.target, verify=True)
    with monkeypatch.context() as m:
        m.setattr(fast, "_LONG", 1 << 30)
        walked = _build(seed)
        fast.allocate_fast(walked, walked.target, verify=True)
    assert _text(shortcut) == _text(walked)
    assert any(mi.instr in (BARE_CALL, CALL_LISTED) for b in walked.blocks for mi in b.instrs)


def test_vregs_in_keeps_the_virtual_registers_in_order() -> None:
    mf = MachineFunction("f", _target())
    a, b = mf.new_vreg(GPR), mf.new_vreg(GPR)
    regs = [R[0], a, R[1], R[2], b, R[3], R[4], R[5]]
    assert _vregs_in(regs) == [a, b]
    assert _vregs_in([R[0], R[1], R[2], R[3], R[4], R[5], R[0], R[1]]) == []
    assert _vregs_in([b, R[0], R[1], R[2], R[3], R[4], R[5], a]) == [b, a]
    assert all(isinstance(v, VReg) for v in _vregs_in(regs))
