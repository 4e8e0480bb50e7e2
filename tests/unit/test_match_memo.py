"""The matcher's shortcuts choose what a plain walk would: `match_node` narrows each
node's candidates (by condition code, by a memoised filter on the root's types and
memory operand, by the opcodes a few operands deep) before trying them; every such
narrowing must only drop candidates that cannot match. Checked on real compiles, all
four targets: each node `select` matches is matched again by walking the opcode's whole
candidate list in order, and both must pick the same candidate with the same bindings.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pyllc.codegen.opcodes import Op
from pyllc.isel import match as M
from pyllc.isel import select as S
from pyllc.native import compiled
from pyllc.pipeline import Options
from pyllc.targets import default_triples, get_target
from pyllc.tools.compile import compile_ll, to_assembly

ROOT = Path(__file__).resolve().parents[2]
# loads and stores of several widths, calls, compares, branches, atomics, floats
PROGRAMS = ("ackermann", "arrays2d", "atoi_abs", "atomic_c11", "alloca_vla_mix")


def _sources(triple: str, level: int) -> list[Path]:
    progs = [ROOT / "tests" / "programs" / "ll" / triple / f"{name}.O{level}.ll"
             for name in PROGRAMS]
    return [p for p in [ROOT / "examples" / f"demo.{triple}.ll", *progs] if p.exists()]


def _reference(table: M.MatchTable, n: Any, res: int, ctx: Any) -> Any:
    for cand in table.by_op.get(n.op, ()):
        b: dict[str, Any] = {}
        if M._match(cand.src, (n, res), b, cand, ctx):
            return cand, b
    return None


def _same(a: Any, b: Any) -> bool:
    if a is None or b is None:
        return a is b
    return a[0] is b[0] and a[1].keys() == b[1].keys() and all(
        repr(a[1][k]) == repr(b[1][k]) for k in a[1])


@pytest.mark.skipif(compiled(S), reason="interpreted only: monkeypatches isel/select.py's "
                    "match_node, which the compiled build's callers call directly")
@pytest.mark.parametrize("level", [0, 2])
@pytest.mark.parametrize("triple", default_triples())
def test_narrowed_candidates_pick_what_the_full_walk_picks(triple: str, level: int,
                                                           monkeypatch: Any) -> None:
    sources = _sources(triple, level)
    assert sources, f"no test program for {triple}"
    real = M.match_node
    checked = [0]

    def both(table: M.MatchTable, n: Any, res: int, ctx: Any) -> Any:
        got = real(table, n, res, ctx)
        want = _reference(table, n, res, ctx)
        assert _same(got, want), (n.describe(), got and got[0], want and want[0])
        checked[0] += 1
        return got

    monkeypatch.setattr(S, "match_node", both)
    for src in sources:
        to_assembly(compile_ll(src.read_text(), str(src), triple=triple,
                               options=Options(opt_level=level)))
    assert checked[0] > 100


@pytest.mark.parametrize("triple,cp", [
    ("aarch64-unknown-linux-gnu", "pyllc.targets.aarch64.addressing:ADDR_UNSCALED"),
    ("sparc-unknown-linux-gnu", "pyllc.targets.sparc.addressing:addr_reg_reg")])
def test_declared_complex_pattern_opcodes_are_the_only_ones_selected(triple: str,
                                                                      cp: str) -> None:
    """`_match` and the refinement reject a node whose opcode a complex pattern declares
    (`ops`) without calling it. These two selectors had no declaration while returning
    None for anything but an ADD: they must still do so."""
    import importlib

    from pyllc.codegen.dag import SelectionDAG
    from pyllc.codegen.mir import MachineFunction
    module, name = cp.split(":")
    pattern = getattr(importlib.import_module(module), name)
    assert pattern.ops == (Op.ADD,)
    target = get_target(triple)
    mf = MachineFunction("f", target, None)
    dag = SelectionDAG(mf, target, mf.new_block("entry", None))
    ptr = target.pointer_vt
    fi = dag.val(Op.FRAME_INDEX, ptr, attr=mf.frame.create(8, 8))
    reg = (dag.node(Op.COPY_FROM_REG, (ptr, "ch"), (dag.entry, dag.register(
        mf.new_vreg(target.vt_class[ptr]), ptr))), 0)
    for v in (fi, reg, dag.val(Op.GLOBAL_ADDRESS, ptr, attr=("g", 0)), dag.constant(16, ptr),
              dag.val(Op.SUB, ptr, reg, dag.constant(3, ptr))):
        assert pattern.select(None, v) is None, v[0].op
    # and it does select the ADDs it is for
    assert pattern.select(None, dag.val(Op.ADD, ptr, reg, reg if triple.startswith("sparc")
                                        else dag.constant(3, ptr))) is not None
