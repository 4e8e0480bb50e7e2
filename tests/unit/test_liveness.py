"""Block live sets of regalloc/liveness.py: the per-use backward propagation gives the
least fixed point of the dataflow equations (checked against a plain iteration on random
CFGs, loops and redefinitions included), and the sets are stored sparse, so one long
function of small blocks costs memory in proportion to what is live, not blocks times
vregs. `only=` restricts the sets without changing them; a call's shared clobber tuple
(handled once per tuple) gives the same busy ranges as the same registers written
one by one."""
from __future__ import annotations

import random
import sys

import pytest
from test_regalloc import ADD, BNEZ, GPR, LI, OUT, J, R, _target

from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import Instr, Opnd
from pyllc.regalloc.liveness import Liveness, _bits


def _random_cfg(rng: random.Random) -> MachineFunction:
    """Random blocks (back edges too) writing and reading a small pool of vregs, several
    writes of one vreg included (the allocator's input is not SSA)."""
    mf = MachineFunction("f", _target())
    blocks = [mf.new_block(f"b{i}") for i in range(rng.randrange(2, 14))]
    pool = [mf.new_vreg(GPR) for _ in range(rng.randrange(2, 12))]
    for i, b in enumerate(blocks):
        for _ in range(rng.randrange(0, 5)):
            d, a, c = rng.choice(pool), rng.choice(pool), rng.choice(pool)
            if rng.random() < 0.3:
                b.append(MachineInstr(LI, [d, rng.randrange(100)]))
            else:
                b.append(MachineInstr(ADD, [d, a, c]))
        succs = rng.sample(blocks, rng.randrange(0, 3)) if i < len(blocks) - 1 else []
        for s in succs[:1]:
            b.append(MachineInstr(BNEZ, [rng.choice(pool), s]))
            b.add_succ(s)
        if i + 1 < len(blocks):
            b.append(MachineInstr(J, [blocks[i + 1]]))
            b.add_succ(blocks[i + 1])
    return mf


def _reference(mf: MachineFunction) -> tuple[dict[int, set[int]], dict[int, set[int]]]:
    """The textbook round-robin iteration to the least fixed point."""
    gen: dict[int, set[int]] = {}
    kill: dict[int, set[int]] = {}
    for b in mf.blocks:
        g: set[int] = set()
        k: set[int] = set()
        for mi in b.instrs:
            g |= {r.id for r in mi.uses() if isinstance(r, VReg)} - k
            k |= {r.id for r in mi.defs() if isinstance(r, VReg)}
        gen[b.number], kill[b.number] = g, k
    live_in = {b.number: set(gen[b.number]) for b in mf.blocks}
    live_out: dict[int, set[int]] = {b.number: set() for b in mf.blocks}
    changed = True
    while changed:
        changed = False
        for b in mf.blocks:
            out = set().union(*(live_in[s.number] for s in b.succs))
            new_in = gen[b.number] | (out - kill[b.number])
            if out != live_out[b.number] or new_in != live_in[b.number]:
                live_out[b.number], live_in[b.number] = out, new_in
                changed = True
    return live_in, live_out


@pytest.mark.parametrize("seed", range(60))
def test_live_sets_are_the_least_fixed_point(seed: int) -> None:
    mf = _random_cfg(random.Random(seed))
    want_in, want_out = _reference(mf)
    live = Liveness(mf, full=False)
    for b in mf.blocks:
        n = b.number
        assert live.live_in_ids[n] == want_in[n], (seed, n)
        assert live.live_out_ids[n] == want_out[n], (seed, n)
        # the int views hold the same sets
        assert set(_bits(live.live_in[n])) == want_in[n]
        assert set(_bits(live.live_out[n])) == want_out[n]


def _chain(n_blocks: int) -> tuple[MachineFunction, list[VReg]]:
    """A long chain of small blocks: each defines a value read by the next one, and two
    values defined first are read only in the last block (live across everything)."""
    mf = MachineFunction("f", _target())
    blocks: list[MachineBasicBlock] = [mf.new_block(f"b{i}") for i in range(n_blocks)]
    keep = [mf.new_vreg(GPR), mf.new_vreg(GPR)]
    prev = mf.new_vreg(GPR)
    blocks[0].append(MachineInstr(LI, [keep[0], 1]))
    blocks[0].append(MachineInstr(LI, [keep[1], 2]))
    blocks[0].append(MachineInstr(LI, [prev, 3]))
    for i, b in enumerate(blocks):
        if i:
            v = mf.new_vreg(GPR)
            b.append(MachineInstr(ADD, [v, prev, prev]))
            prev = v
        if i + 1 < n_blocks:
            b.append(MachineInstr(J, [blocks[i + 1]]))
            b.add_succ(blocks[i + 1])
    last = mf.new_vreg(GPR)
    blocks[-1].append(MachineInstr(ADD, [last, keep[0], keep[1]]))
    return mf, keep


def test_long_chain_stores_what_is_live_not_blocks_times_vregs() -> None:
    n = 5_000
    mf, keep = _chain(n)
    live = Liveness(mf, full=False)
    first, last = mf.blocks[0].number, mf.blocks[-1].number
    assert live.live_in_ids[first] == set()
    assert live.live_in_ids[last] == {keep[0].id, keep[1].id, mf.blocks[-2].instrs[0].ops[0].id}
    assert all(keep[0].id in live.live_out_ids[b.number] for b in mf.blocks[:-1])
    # three values live into each block: the stored sets are small whatever the vreg ids
    # (an int bit set per block would be ~n/8 bytes wide at the end of the chain)
    assert sum(len(s) for s in live.live_in_ids.values()) <= 3 * n
    stored = sum(sys.getsizeof(s) for s in live.live_in_ids.values())
    assert stored < 300 * n, stored         # a set of three is ~216 bytes


@pytest.mark.parametrize("seed", range(20))
def test_only_restricts_the_live_sets_without_changing_them(seed: int) -> None:
    rng = random.Random(seed)
    mf = _random_cfg(rng)
    full = Liveness(mf, full=False)
    ids = sorted(full.vregs)
    only = set(rng.sample(ids, len(ids) // 2))
    part = Liveness(mf, full=False, only=only)
    for b in mf.blocks:
        assert part.live_in_ids[b.number] == full.live_in_ids[b.number] & only
        assert part.live_out_ids[b.number] == full.live_out_ids[b.number] & only


# a call whose clobbers are the instruction record's own (walked register by register)
CALL_LISTED = Instr("CALLL", "call", (), flags=frozenset({"call"}),
                    implicit_defs=(R[0], R[1], R[2], R[3], R[0], R[1], R[4], R[5]))
BARE_CALL = Instr("CALLB", "call", (), flags=frozenset({"call"}))
# a physical register as an explicit operand (reads of r0..r5 after the calls)
OUT_R = Instr("OUTR", "out $a", (Opnd("a", GPR),), flags=frozenset({"side_effects"}))


@pytest.mark.parametrize("seed", range(10))
def test_shared_clobber_tuple_gives_the_same_busy_ranges(seed: int) -> None:
    """Calls carrying one shared clobber tuple (isel's call_clobbers) are recorded per
    tuple; the fixed ranges must equal those of calls whose clobbers are walked one by
    one, with physical reads and other values between the calls."""
    rng = random.Random(seed)
    clobbers = CALL_LISTED.implicit_defs

    def build(shared: bool) -> MachineFunction:
        r = random.Random(seed)
        mf = MachineFunction("f", _target())
        blocks = [mf.new_block(f"b{i}") for i in range(r.randrange(1, 4))]
        for i, b in enumerate(blocks):
            for _ in range(r.randrange(1, 8)):
                k = r.random()
                if k < 0.4:
                    b.append(MachineInstr(BARE_CALL, [], implicit_defs=clobbers) if shared
                             else MachineInstr(CALL_LISTED, []))
                elif k < 0.7:
                    b.append(MachineInstr(OUT_R, [r.choice(R[:6])]))
                else:
                    v = mf.new_vreg(GPR)
                    b.append(MachineInstr(LI, [v, 1]))
                    b.append(MachineInstr(OUT, [v]))
            if i + 1 < len(blocks):
                b.append(MachineInstr(J, [blocks[i + 1]]))
                b.add_succ(blocks[i + 1])
        return mf

    mf = build(True)
    shared = Liveness(mf, full=False, fixed=True, gaps=bool(rng.randrange(2)))
    listed = Liveness(build(False), full=False, fixed=True, gaps=shared.unit == 4)
    assert shared.fixed == listed.fixed
    if any(mi.instr is BARE_CALL for b in mf.blocks for mi in b.instrs):
        assert {r.name for r in clobbers} <= set(shared.fixed)
