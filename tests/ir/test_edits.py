"""The optimizer-facing edits of the in-memory IR: use lists, placement, splitting, phis."""
from __future__ import annotations

from pyllc.ir.builder import IRBuilder
from pyllc.ir.constants import ConstantInt
from pyllc.ir.globals import Function
from pyllc.ir.instructions import (
    BinaryOperator,
    BranchInst,
    Instruction,
    PhiNode,
    ReturnInst,
)
from pyllc.ir.parser import parse_module
from pyllc.ir.printer import print_module
from pyllc.ir.types import I32, FunctionType
from pyllc.ir.values import BasicBlock
from pyllc.ir.verifier import verify_module

SRC = """
define i32 @f(i32 %a, i1 %c) {
entry:
  %x = add i32 %a, 1
  %y = mul i32 %x, %x
  %z = sub i32 %y, %a
  br i1 %c, label %t, label %e
t:
  br label %e
e:
  %p = phi i32 [ %z, %entry ], [ %x, %t ]
  ret i32 %p
}
"""


def _fn():
    m = parse_module(SRC)
    return m, m.functions[0]


def _add(a, b=None):
    return BinaryOperator("add", I32, (a, b if b is not None else ConstantInt(I32, 1)))


def test_users_view_counts_each_use_and_groups_repeats():
    _, f = _fn()
    x, y, z = f.blocks[0].instructions[:3]
    assert x.users == [y, y, f.blocks[2].instructions[0]]
    assert len(x.users) == x.num_uses == 3 and x.users.count(y) == 2 and y in x.users
    assert z.has_one_use() and y.has_one_use() and not x.has_one_use() and bool(z.users)
    y.set_operand(0, f.args[0])
    assert x.users == [y, f.blocks[2].instructions[0]]
    y.replace_uses_of_with(x, f.args[0])
    assert x.users == [f.blocks[2].instructions[0]]
    assert f.args[0].users.count(y) == 2


def test_rauw_and_erase_keep_use_lists():
    m, f = _fn()
    entry = f.blocks[0]
    x, y, z = entry.instructions[:3]
    z.replace_all_uses_with(y)
    assert not z.users and f.blocks[2].instructions[0] in y.users
    z.erase_from_parent()
    assert z.parent is None and z.operands == [] and z not in f.args[0].users
    assert [i.name for i in entry] == ["x", "y", None]
    assert len(entry) == 3 and entry.first is x and entry.last.opcode == "br"
    verify_module(m)
    assert "%p = phi i32 [ %y, %entry ], [ %x, %t ]" in print_module(m)


def test_insert_move_and_order():
    m, f = _fn()
    entry = f.blocks[0]
    x, y, z, br = entry.instructions
    n = _add(x)
    n.name = "n"
    n.insert_after(x)
    assert entry.instructions == (x, n, y, z, br)
    k = _add(f.args[0])
    k.name = "k"
    k.insert_before(x)
    assert entry.first is k and k.next_node is x and x.prev_node is k
    assert k.comes_before(z) and not z.comes_before(k)
    n.move_after(z)
    assert entry.instructions == (k, x, y, z, n, br)
    n.move_before(k)
    assert entry.instructions == (n, k, x, y, z, br)
    assert n.comes_before(br)
    k.remove_from_parent()
    assert k.parent is None and k.operands[0] is f.args[0] and len(entry) == 5
    entry.push_front(k)
    assert entry.first is k
    n.erase_from_parent()
    verify_module(m)


def test_iterating_the_block_tolerates_erasing_the_current_instruction():
    fn = Function("g", FunctionType.get(I32, (I32,)))
    bb = fn.append_block(BasicBlock("entry"))
    b = IRBuilder(bb)
    prev = fn.args[0]
    for _ in range(10):
        b.insert(_add(fn.args[0]))
    b.insert(ReturnInst(prev))
    for inst in bb:
        if inst.opcode == "add":
            inst.erase_from_parent()
    assert [i.opcode for i in bb] == ["ret"] and len(bb) == 1
    assert fn.args[0].users == [bb.last]


def test_legacy_insert_by_index_and_builder_position_before():
    _, f = _fn()
    entry = f.blocks[0]
    x, y, z, br = entry.instructions
    a, b, c = _add(x), _add(x), _add(x)
    entry.insert(0, a)
    entry.insert(-1, b)
    entry.insert(99, c)
    assert entry.instructions == (a, x, y, z, b, br, c)
    c.erase_from_parent()
    bld = IRBuilder()
    bld.position_before(y)
    d = bld.add(x, x)
    assert d.next_node is y and d.parent is entry


def test_split_block_moves_the_tail_and_fixes_successor_phis():
    m, f = _fn()
    entry, t, e = f.blocks
    y = entry.instructions[1]
    new = entry.split_block(y, "tail")
    assert f.blocks == [entry, new, t, e]
    assert [i.opcode for i in entry] == ["add", "br"] and entry.terminator.operands == [new]
    assert [i.opcode for i in new] == ["mul", "sub", "br"]
    assert all(i.parent is new for i in new)
    phi = e.instructions[0]
    assert isinstance(phi, PhiNode) and phi.incoming_value_for(new) is new.instructions[1]
    assert phi.incoming_value_for(entry) is None
    assert e.predecessors() == [new, t] and new.predecessors() == [entry]
    verify_module(m)
    text = print_module(m)
    assert "br label %tail" in text and "[ %z, %tail ]" in text


def test_split_at_the_first_instruction_leaves_only_the_branch():
    m, f = _fn()
    entry = f.blocks[0]
    first = entry.first
    new = entry.split_block(first)
    assert len(entry) == 1 and isinstance(entry.first, BranchInst) and new.first is first
    verify_module(m)


def test_remove_predecessor_and_phi_helpers():
    _, f = _fn()
    entry, t, e = f.blocks
    phi = e.instructions[0]
    x = entry.instructions[0]
    assert phi.num_incoming == 2
    e.remove_predecessor(t)
    assert phi.incoming == [(entry.instructions[2], entry)] and t not in phi.operands
    assert phi not in x.users
    phi.add_incoming(x, t)
    assert phi.remove_incoming(1) is x and phi.num_incoming == 1


def test_erase_block():
    m, f = _fn()
    entry, t, e = f.blocks
    phi = e.instructions[0]
    e.remove_predecessor(t)
    entry.terminator.erase_from_parent()
    entry.append(BranchInst(e))
    t.erase_from_parent()
    assert f.blocks == [entry, e] and t.parent is None
    assert [v for v, _ in phi.incoming] == [entry.instructions[2]]
    verify_module(m)


def test_snapshot_is_a_tuple_and_block_is_truthy_when_empty():
    bb = BasicBlock("b")
    assert bb and len(bb) == 0 and bb.instructions == () and bb.terminator is None
    i: Instruction = ReturnInst()
    bb.append(i)
    assert bb.instructions == (i,) and bb.terminator is i
