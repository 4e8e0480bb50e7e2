"""The compile-time shortcuts of selection must not change what is selected.

- `match_node` narrows the candidates (memory candidates per (memory type, extension,
  result type); refinement by the root opcodes a ComplexPattern accepts): for every node
  of real programs' DAGs it must pick the candidate a plain scan of all the opcode's
  candidates, best first, picks.
- a selected DAG is released (`SelectionDAG.release`): its nodes keep no back links, so
  reference counting frees it (checked with the cycle collector off).

Real programs of the corpus on every target, through the pipeline's public observer.
"""
from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pytest

from pyllc.codegen.dag import Node, SelectionDAG
from pyllc.isel import match as match_mod
from pyllc.isel.match import match_node, match_table
from pyllc.isel.select import Selector, value_results
from pyllc.pipeline import Options
from pyllc.tools.compile import compile_ll

ROOT = Path(__file__).resolve().parents[1] / "programs" / "ll"
TRIPLES = ("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
# loads and stores of every width, sign/zero extension, arrays, calls, compares
PROGRAMS = ("bitfields.O0.ll", "char_types.O0.ll", "strings.O2.ll")
_SKIP = {"EntryToken", "TokenFactor", "Register", "undef", "merge_values", "CopyToReg",
         "CopyFromReg", "inlineasm"}


def _reference(table: Any, n: Any, res: int, ctx: Any) -> Any:
    """The first candidate of the opcode's whole list (best first) that matches."""
    for cand in table.by_op.get(n.op, ()):
        if match_mod._match(cand.src, (n, res), {}, cand, ctx):
            return cand
    return None


class _Checker:
    """Pipeline observer: checks the narrowed matcher against the plain scan on each
    DAG as it enters selection."""

    def __init__(self) -> None:
        self.matched = 0
        self.blocks = 0
        self.dags: list[SelectionDAG] = []

    def wants_dag(self, stage: str, dag: SelectionDAG) -> bool:
        return stage == "isel"

    def dag(self, dag: SelectionDAG, stage: str) -> None:
        target = dag.mf.target
        self.blocks += 1
        table = match_table(target)
        ctx = Selector(dag, target)
        for n in dag.live_nodes():
            if n.op in _SKIP or n.op not in table.by_op:
                continue
            res = value_results(n)
            r = res[0] if res else 0
            ctx.root = n
            got = match_node(table, n, r, ctx)
            want = _reference(table, n, r, ctx)
            assert (got[0] if got else None) is want, n.describe()
            self.matched += 1
        self.dags.append(dag)

    def after_stage(self, mf: Any, stage: str) -> None:
        pass


@pytest.mark.parametrize("triple", TRIPLES)
def test_shortcuts_select_what_the_full_stages_select(triple: str) -> None:
    checker = _Checker()
    for name in PROGRAMS:
        path = ROOT / triple / name
        compile_ll(path.read_text(), str(path), triple,
                   options=Options(opt_level=0, observer=checker))
    assert checker.blocks > 20 and checker.matched > 200
    # every selected DAG was released: no node keeps its users
    assert all(not n.users for dag in checker.dags for n in dag.nodes)


def test_released_dags_are_freed_without_the_cycle_collector() -> None:
    triple = TRIPLES[0]
    path = ROOT / triple / PROGRAMS[0]
    text = path.read_text()
    compile_ll(text, str(path), triple, options=Options(opt_level=0))    # warm caches
    gc.collect()
    gc.disable()
    try:
        before = sum(1 for o in gc.get_objects() if type(o) is Node)
        checker = _Counter()
        compile_ll(text, str(path), triple, options=Options(opt_level=0, observer=checker))
        left = sum(1 for o in gc.get_objects() if type(o) is Node) - before
    finally:
        gc.enable()
    # the selected DAGs and the nodes the stages dropped on the way are freed by
    # reference counting (a few may stay: the last DAG of a function until the next)
    assert checker.nodes > 300
    assert left < checker.nodes // 10, (left, checker.nodes)


class _Counter:
    """Counts the nodes of the DAGs as they enter selection (keeps no reference)."""

    def __init__(self) -> None:
        self.nodes = 0

    def wants_dag(self, stage: str, dag: SelectionDAG) -> bool:
        return stage == "isel"

    def dag(self, dag: SelectionDAG, stage: str) -> None:
        self.nodes += len(dag.live_nodes())

    def after_stage(self, mf: Any, stage: str) -> None:
        pass
