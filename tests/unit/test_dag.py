"""SelectionDAG bookkeeping: use lists, CSE and the cached topological order."""
from __future__ import annotations

import gc

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


def _cyclic_garbage(make) -> set[str]:
    """Type names of the objects only the cyclic collector frees once `make()` returns."""
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        make()
        gc.collect()
        return {type(o).__name__ for o in gc.garbage}
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


def _block_dag() -> SelectionDAG:
    dag = SelectionDAG()
    a = dag.constant(1, "i64")
    b = dag.constant(2, "i64")
    s = dag.val(Op.ADD, "i64", a, b)
    dag.root = (dag.node(Op.STORE, ("ch",), (dag.entry, s, a)), 0)
    return dag


def test_released_and_dead_nodes_leave_no_reference_cycle() -> None:
    # every node with a user is in a cycle (operand -> user -> operand); `release`
    # (after selection) and `remove_dead_nodes` (for the nodes it drops) cut them
    assert "Node" in _cyclic_garbage(_block_dag)            # the cycles this is about
    assert "Node" not in _cyclic_garbage(lambda: _block_dag().release())

    def drop_dead() -> None:
        dag = _block_dag()
        x = dag.val(Op.MUL, "i64", dag.constant(3, "i64"), dag.constant(4, "i64"))
        dag.val(Op.SUB, "i64", x, x)                         # never reached from the root
        dag.remove_dead_nodes()
        dead = [n for n in dag.nodes if n.op in (Op.MUL, Op.SUB)]
        assert dead == []
        dag.release()
    assert "Node" not in _cyclic_garbage(drop_dead)
