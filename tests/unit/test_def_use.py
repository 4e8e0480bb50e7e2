"""codegen/def_use.py: the def-use index the MIR peepholes share (RISC-V medlow, zext,
sextw; redundant_masks) lists, per vreg, exactly the instructions that write and read
it, in layout order, a double read twice, and no physical register."""
from __future__ import annotations

import random

from test_regalloc import ADD, GPR, LI, OUT, R, _target

from pyllc.codegen.def_use import def_use_index
from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg


def _random_function(rng: random.Random) -> MachineFunction:
    mf = MachineFunction("f", _target())
    blocks = [mf.new_block(f"b{i}") for i in range(rng.randrange(1, 6))]
    pool: list[object] = [mf.new_vreg(GPR) for _ in range(rng.randrange(1, 8))] + [R[0], R[1]]
    for b in blocks:
        for _ in range(rng.randrange(0, 8)):
            d, a, c = rng.choice(pool), rng.choice(pool), rng.choice(pool)
            kind = rng.random()
            if kind < 0.3:
                b.append(MachineInstr(LI, [d, rng.randrange(100)]))
            elif kind < 0.8:
                b.append(MachineInstr(ADD, [d, a, c]))
            else:
                b.append(MachineInstr(OUT, [a]))
    return mf


def test_index_matches_a_walk_of_every_operand() -> None:
    rng = random.Random(11)
    for _ in range(200):
        mf = _random_function(rng)
        index = def_use_index(mf)
        defs: dict[VReg, list[MachineInstr]] = {}
        uses: dict[VReg, list[MachineInstr]] = {}
        for b in mf.blocks:
            for mi in b.instrs:
                ops = mi.ops
                written = [ops[0]] if mi.instr is not OUT else []
                read = ops[1:] if mi.instr is ADD else [ops[0]] if mi.instr is OUT else []
                for r in written:
                    if isinstance(r, VReg):
                        defs.setdefault(r, []).append(mi)
                for r in read:
                    if isinstance(r, VReg):
                        uses.setdefault(r, []).append(mi)
        assert index.defs == defs
        assert index.uses == uses
        assert def_use_index(mf, uses=False).defs == defs
        assert def_use_index(mf, uses=False).uses == {}
        for v in {*defs, *uses}:
            assert index.def_count(v) == len(defs.get(v, []))
            assert index.use_count(v) == len(uses.get(v, []))
            sites = defs.get(v, [])
            assert index.single_def(v) is (sites[0] if len(sites) == 1 else None)


def test_counts_of_a_double_read_and_of_non_vregs() -> None:
    mf = MachineFunction("f", _target())
    b = mf.new_block("entry")
    v, w = mf.new_vreg(GPR), mf.new_vreg(GPR)
    li = b.append(MachineInstr(LI, [v, 1]))
    add = b.append(MachineInstr(ADD, [w, v, v]))
    again = b.append(MachineInstr(LI, [w, 2]))
    index = def_use_index(mf)
    assert index.uses[v] == [add, add] and index.use_count(v) == 2
    assert index.single_def(v) is li
    assert index.defs[w] == [add, again] and index.single_def(w) is None
    assert index.def_count(R[0]) == 0 and index.single_def(R[0]) is None
    assert index.def_count(7) == 0 and index.use_count("x") == 0
