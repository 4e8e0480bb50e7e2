"""`MachineBasicBlock.add_succs` (a jump table's destinations): the same edges, in the
same order, as `add_succ` one by one, and linear in the count."""
from __future__ import annotations

import random

from test_liveness import _target

from pyllc.codegen.mir import MachineFunction


def test_add_succs_matches_add_succ_one_by_one() -> None:
    rng = random.Random(7)
    for _ in range(20):
        mf_a, mf_b = MachineFunction("a", _target()), MachineFunction("b", _target())
        a = [mf_a.new_block(f"a{i}") for i in range(12)]
        b = [mf_b.new_block(f"b{i}") for i in range(12)]
        first = rng.sample(range(1, 12), 3)
        table = [rng.randrange(1, 12) for _ in range(30)]
        for i in first:
            a[0].add_succ(a[i])
            b[0].add_succ(b[i])
        for i in table:
            a[0].add_succ(a[i])
        b[0].add_succs(b[i] for i in table)
        assert [s.number for s in a[0].succs] == [s.number for s in b[0].succs]
        for x, y in zip(a, b):
            assert [p.number for p in x.preds] == [p.number for p in y.preds]


def test_add_succs_of_a_huge_table() -> None:
    mf = MachineFunction("f", _target())
    head = mf.new_block("head")
    dests = [mf.new_block(f"d{i}") for i in range(20_000)]
    head.add_succs(dests + dests[::-1])         # each destination twice
    assert head.succs == dests
    assert all(d.preds == [head] for d in dests)
