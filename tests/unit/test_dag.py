"""SelectionDAG bookkeeping: use lists, CSE and the cached topological order."""
from __future__ import annotations

from pyllc.codegen.dag import SelectionDAG
from pyllc.codegen.opcodes import Op


def test_replacing_one_result_keeps_the_use_of_another() -> None:
    # t3 = COPY_TO_REG(t1:1, reg, t1:0) uses both results of t1; replacing them one
    # after the other must reach t3 both times (a lowered STACKSAVE does exactly this).
    dag = SelectionDAG()
    t1 = dag.node(Op.STACKSAVE, ("i64", "ch"), (dag.entry,))
    reg = dag.register("r", "i64")
    t3 = dag.node(Op.COPY_TO_REG, ("ch", "glue"), ((t1, 1), reg, (t1, 0)))
    dag.root = (t3, 0)
    new = dag.node(Op.COPY_FROM_REG, ("i64", "ch", "glue"), (dag.entry, reg))
    dag.replace_all_uses_with((t1, 0), (new, 0))
    assert t1.users == [t3]
    dag.replace_all_uses_with((t1, 1), (new, 1))
    assert t3.ops == ((new, 1), reg, (new, 0))
    assert t1.users == []
    assert t1 not in dag.live_nodes()


def test_live_nodes_follow_changes() -> None:
    dag = SelectionDAG()
    a = dag.constant(1, "i64")
    b = dag.constant(2, "i64")
    s = dag.val(Op.ADD, "i64", a, b)
    st = dag.node(Op.STORE, ("ch",), (dag.entry, s, a))
    dag.root = (st, 0)
    first = [n.op for n in dag.live_nodes()]
    assert first.count(Op.ADD) == 1
    dag.replace_all_uses_with(s, b)
    assert Op.ADD not in [n.op for n in dag.live_nodes()]
