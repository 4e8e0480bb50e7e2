"""The greedy allocator (pyllc/regalloc/greedy.py) on the toy target of test_regalloc.py:
random programs keep their meaning, and each mechanism — eviction, splitting around a
high-pressure region or a call, rematerialization, spill-slot sharing — does what it
is for, seen in the allocated code."""
from __future__ import annotations

import gc
import random

import pytest
from test_regalloc import ADD, BNEZ, CALL, GPR, LI, OUT, J, _random_function, _run, _target

from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import COPY
from pyllc.regalloc import allocate
from pyllc.regalloc.greedy import allocate_greedy
from pyllc.regalloc.greedy_spill import assign_slots
from pyllc.regalloc.live_ranges import IntervalUnion, LiveRange
from pyllc.regalloc.liveness import Liveness
from pyllc.regalloc.verify import verify_allocation


def _greedy(mf: MachineFunction) -> None:
    regs = allocate_greedy(mf, mf.target)
    verify_allocation(mf, Liveness(mf), regs)
    allocate(mf, mf.target)         # nothing left to allocate: rewrites COPYs
    for b in mf.blocks:
        for mi in b.instrs:
            assert not any(isinstance(o, VReg) for o in mi.ops), mi


def _spill_code(block) -> list[str]:
    return [mi.comment for mi in block.instrs if mi.comment and
            ("Spill" in mi.comment or "Reload" in mi.comment)]


@pytest.mark.parametrize("seed", range(40))
def test_random_programs_keep_their_meaning(seed: int) -> None:
    rng = random.Random(seed)
    mf = _random_function(rng, rng.randrange(2, 14))
    want = _run(mf)
    _greedy(mf)
    assert _run(mf) == want


def _loop_function(n_hot: int, long_lived: int, call_before: bool = False) -> tuple[
        MachineFunction, list[VReg]]:
    """entry: `long_lived` constants-from-adds live to the end; loop: `n_hot` values
    built from the counter, used many times, printed; done: the long-lived ones printed."""
    mf = MachineFunction("f", _target())
    entry, body, done = mf.new_block("entry"), mf.new_block("body"), mf.new_block("done")
    entry.add_succ(body)
    body.add_succ(body)
    body.add_succ(done)
    one = mf.new_vreg(GPR)
    entry.append(MachineInstr(LI, [one, 1]))
    longs = []
    for i in range(long_lived):
        c = mf.new_vreg(GPR)
        v = mf.new_vreg(GPR)
        entry.append(MachineInstr(LI, [c, 100 + i]))
        entry.append(MachineInstr(ADD, [v, c, one]))     # not rematerializable
        longs.append(v)
    if call_before:
        entry.append(MachineInstr(CALL, []))
    counter = mf.new_vreg(GPR)
    entry.append(MachineInstr(LI, [counter, 3]))
    entry.append(MachineInstr(J, [body]))
    hot = []
    for _ in range(n_hot):
        v = mf.new_vreg(GPR)
        body.append(MachineInstr(ADD, [v, counter, counter if not hot else hot[-1]]))
        hot.append(v)
    for v in hot:
        body.append(MachineInstr(OUT, [v]))
        body.append(MachineInstr(OUT, [v]))
    minus1 = mf.new_vreg(GPR)
    body.append(MachineInstr(LI, [minus1, 0xFFFFFFFF]))
    nc = mf.new_vreg(GPR)
    body.append(MachineInstr(ADD, [nc, counter, minus1]))
    body.append(MachineInstr(COPY, [counter, nc]))
    body.append(MachineInstr(BNEZ, [counter, body]))
    body.append(MachineInstr(J, [done]))
    for v in longs:
        done.append(MachineInstr(OUT, [v]))
    return mf, longs


def test_hot_loop_keeps_its_values_in_registers() -> None:
    # 4 hot values + the counter + one long-lived value = 6 registers needed in the
    # loop, 6 allocatable, plus a second long-lived value: it must go, and it must be
    # the light long-lived range (evicted or spilled) — never a reload in the loop
    mf, _ = _loop_function(n_hot=4, long_lived=2)
    want = _run(mf)
    _greedy(mf)
    assert _run(mf) == want
    body = mf.blocks[1]
    assert _spill_code(body) == []
    assert _spill_code(mf.blocks[0]) + _spill_code(mf.blocks[2])   # it went somewhere


def test_eviction_gives_the_register_to_the_heavier_range() -> None:
    # the long-lived values are allocated first (larger first) and hold every
    # register; the heavy loop values arrive later and must evict them
    mf, _ = _loop_function(n_hot=5, long_lived=5)
    want = _run(mf)
    _greedy(mf)
    assert _run(mf) == want
    assert _spill_code(mf.blocks[1]) == []
    assert len(_spill_code(mf.blocks[0])) >= 4        # the long ones were pushed out


def test_split_around_a_call_keeps_the_loop_piece_in_a_register() -> None:
    # values live across the call in the entry need callee-saved r3-r5; there are
    # more of them than callee-saved registers. Split by region, their loop pieces
    # take caller-saved registers: the loop (which has no call) reloads nothing
    mf, longs = _loop_function(n_hot=1, long_lived=4, call_before=True)
    body = mf.blocks[1]
    k = len(body.instrs) - 2
    for v in longs:                                   # the loop reads them all
        body.instrs.insert(k, MachineInstr(OUT, [v]))
        body.instrs[k].parent = body
    want = _run(mf)
    _greedy(mf)
    assert _run(mf) == want
    assert _spill_code(body) == []
    assert any("Reload" in c for c in _spill_code(mf.blocks[0]))


def test_constants_are_rematerialized_not_reloaded() -> None:
    # eight constants live through a loop that needs every register: they are
    # recomputed (LI) after the loop, never stored or reloaded
    mf = MachineFunction("f", _target())
    entry, body, done = mf.new_block("entry"), mf.new_block("body"), mf.new_block("done")
    entry.add_succ(body)
    body.add_succ(body)
    body.add_succ(done)
    consts = []
    for i in range(8):
        c = mf.new_vreg(GPR)
        entry.append(MachineInstr(LI, [c, 50 + i]))
        consts.append(c)
    counter = mf.new_vreg(GPR)
    entry.append(MachineInstr(LI, [counter, 2]))
    entry.append(MachineInstr(J, [body]))
    minus1 = mf.new_vreg(GPR)
    body.append(MachineInstr(LI, [minus1, 0xFFFFFFFF]))
    nc = mf.new_vreg(GPR)
    body.append(MachineInstr(ADD, [nc, counter, minus1]))
    body.append(MachineInstr(COPY, [counter, nc]))
    body.append(MachineInstr(BNEZ, [counter, body]))
    body.append(MachineInstr(J, [done]))
    for c in consts:
        done.append(MachineInstr(OUT, [c]))
    want = _run(mf)
    _greedy(mf)
    assert _run(mf) == want
    assert all(_spill_code(b) == [] for b in mf.blocks)
    assert not mf.frame.objects or all(o.kind != "spill" for o in mf.frame.objects)
    lis = [mi.ops[1] for mi in done.instrs if mi.instr is LI]
    assert len(lis) >= 3, "constants were not recomputed at their uses"


def test_spill_slots_are_shared_by_disjoint_ranges() -> None:
    mf = MachineFunction("f", _target())
    a, b, c = (mf.new_vreg(GPR) for _ in range(3))
    ra, rb, rc = LiveRange(a, [(0, 10)]), LiveRange(b, [(20, 30)]), LiveRange(c, [(5, 25)])
    slots = assign_slots(mf, [ra, rb, rc])
    assert slots[a.id] == slots[b.id]
    assert slots[c.id] != slots[a.id]
    assert len({o for o in slots.values()}) == 2


def test_interval_union_finds_exactly_the_overlapping_owners() -> None:
    u = IntervalUnion()
    u.add([(0, 4), (10, 14)], 1)
    u.add([(5, 9)], 2)
    u.add([(20, 30)], 3)
    found: set[int] = set()
    u.owners([(9, 10)], found)
    assert found == {1, 2}
    assert not u.meets([(15, 19), (31, 40)])
    assert u.meets([(30, 30)])
    u.remove([(20, 30)], 3)
    assert not u.meets([(30, 30)])


def test_spills_are_allocated_within_the_round() -> None:
    # twelve non-rematerializable values live at once in one block (6 registers, no
    # loop: nothing to split): the spill code's temporaries are allocated in the round
    # that spilled, so one round does it (a second round would mean a re-run)
    mf = MachineFunction("f", _target())
    b = mf.new_block("entry")
    one = mf.new_vreg(GPR)
    b.append(MachineInstr(LI, [one, 1]))
    vals = []
    for i in range(12):
        c, v = mf.new_vreg(GPR), mf.new_vreg(GPR)
        b.append(MachineInstr(LI, [c, 10 + i]))
        b.append(MachineInstr(ADD, [v, c, one]))
        vals.append(v)
    for v in vals:
        b.append(MachineInstr(OUT, [v]))
    want = _run(mf)
    regs = allocate_greedy(mf, mf.target)
    assert mf.info["greedy_rounds"] == 1
    verify_allocation(mf, Liveness(mf), regs)
    allocate(mf, mf.target)
    assert _run(mf) == want
    assert any("Reload" in c for c in _spill_code(b))


def test_a_round_leaves_no_reference_cycle() -> None:
    # the round and its spiller point at each other; allocate_greedy cuts that, so a
    # round's ranges are freed by reference counting, not left to the cyclic collector
    # (which rescanned ~400k such objects per compile of the zlib-sized module)
    mf, _ = _loop_function(n_hot=5, long_lived=5)     # evicts and spills
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        allocate_greedy(mf, mf.target)
        gc.collect()
        kinds = {type(o).__name__ for o in gc.garbage}
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert not kinds & {"GreedyRound", "RoundSpiller", "LiveRange", "Liveness"}, kinds
