"""Atomic operations a target cannot do inline, as calls into the `__atomic_*` library.

LLVM's AtomicExpand pass turns atomics wider than a target's largest lock-free access
(SPARC V8 has none: no compare-and-swap) into calls of the GCC atomic library
(libatomic; the names and argument orders are the documented "__atomic builtins" ABI):

    T    __atomic_load_N(ptr, int order)
    void __atomic_store_N(ptr, T val, int order)
    T    __atomic_exchange_N(ptr, T val, int order)
    T    __atomic_fetch_<op>_N(ptr, T val, int order)       op: add sub and or xor nand
    bool __atomic_compare_exchange_N(ptr, T *expected, T desired, int succ, int fail)

A target opts in by marking ATOMIC_LOAD / ATOMIC_STORE / ATOMIC_RMW / ATOMIC_CMP_SWAP
EXPAND in its action table. The orders are C11's `memory_order` values.

Contract: each rule replaces the node's value and chain results; the call is chained
where the atomic was, so it stays ordered with the block's other memory operations.
`atomicrmw` min/max/fadd have no library function (LLVM builds a compare-exchange
loop, which needs control flow the per-block DAG cannot create): a clean error.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, Node
from pyllc.codegen.opcodes import Op, vt_bits
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.legalize_common import libcall

# C11 memory_order: relaxed consume acquire release acq_rel seq_cst
MEMORY_ORDER = {"monotonic": 0, "unordered": 0, "acquire": 2, "release": 3,
                "acq_rel": 4, "seq_cst": 5, "": 5}
# the failure order may not release (C11 7.17.7.4): the strongest one it may take
_FAILURE_ORDERING = {"release": "monotonic", "acq_rel": "acquire"}
FETCH_OPS = {"add", "sub", "and", "or", "xor", "nand"}


def _order(ol: Any, ordering: str) -> Any:
    """The `int` order argument, in a legal register type (an i64 on RV64, whose ABI
    sign-extends int arguments: the same bits for these small values)."""
    vt = "i32" if ol.target.is_legal_vt("i32") else ol.target.pointer_vt
    return ol.dag.constant(MEMORY_ORDER.get(ordering, 5), vt)


def _unsigned(ol: Any, v: Any, mem: Mem) -> Any:
    """The library takes sub-word values as unsigned types, zero-extended where the ABI
    extends narrow arguments (RISC-V's masked loops OR the whole register into the
    aligned word: a sign-extended byte would overwrite its neighbours)."""
    dag = ol.dag
    vt = dag.vt_of(v)
    if vt_bits(mem.vt) >= vt_bits(vt):
        return v
    return dag.val(Op.AND, vt, v, dag.constant((1 << vt_bits(mem.vt)) - 1, vt))


def _size(vt: str) -> int:
    return vt_bits(vt) // 8


def _load(ol: Any, n: Node) -> list:
    mem: Mem = n.attr
    chain, ptr = n.ops
    res, ch = libcall(ol.dag, f"__atomic_load_{_size(mem.vt)}", [n.vts[0]],
                      [ptr, _order(ol, mem.ordering)], chain)
    return [res[0], ch]


def _store(ol: Any, n: Node) -> list:
    mem: Mem = n.attr
    chain, val, ptr = n.ops
    _, ch = libcall(ol.dag, f"__atomic_store_{_size(mem.vt)}", [],
                    [ptr, _unsigned(ol, val, mem), _order(ol, mem.ordering)], chain)
    return [ch]


def _rmw(ol: Any, n: Node) -> list:
    operation, mem = n.attr
    chain, ptr, val = n.ops
    if operation == "xchg":
        name = "exchange"
    elif operation in FETCH_OPS:
        name = "fetch_" + operation
    else:
        raise UnsupportedError(f"atomicrmw {operation} on a target without inline atomics "
                               f"({ol.target.name}): no __atomic library function")
    res, ch = libcall(ol.dag, f"__atomic_{name}_{_size(mem.vt)}", [n.vts[0]],
                      [ptr, _unsigned(ol, val, mem), _order(ol, mem.ordering)], chain)
    return [res[0], ch]


def _cmp_swap(ol: Any, n: Node) -> list:
    """The expected value goes through a stack slot that the library overwrites with
    the value it found, so reading the slot back gives the old value either way."""
    dag = ol.dag
    mem: Mem = n.attr
    chain, ptr, cmp, new = n.ops
    vt, size = n.vts[0], _size(mem.vt)
    if dag.mf is None:
        raise UnsupportedError("cmpxchg through the atomic library needs a stack frame")
    fi = dag.mf.frame.create(size, size, "local")
    slot = (dag.node(Op.FRAME_INDEX, (dag.target.pointer_vt,), (), fi), 0)
    # a truncating store and an extending load when the value is promoted (i8 in i32)
    st = dag.val(Op.STORE, "ch", chain, cmp, slot, attr=Mem(mem.vt, "", size))
    failure = _FAILURE_ORDERING.get(mem.ordering, mem.ordering)
    _, ch = libcall(dag, f"__atomic_compare_exchange_{size}", [],  # its bool: unused
                    [ptr, slot, _unsigned(ol, new, mem), _order(ol, mem.ordering),
                     _order(ol, failure)], st)
    ld = dag.node(Op.LOAD, (vt, "ch"), (ch, slot),
                  Mem(mem.vt, "zext" if mem.vt != vt else "", size))
    return [(ld, 0), (ld, 1)]


ATOMIC_EXPANSIONS = {Op.ATOMIC_LOAD: _load, Op.ATOMIC_STORE: _store, Op.ATOMIC_RMW: _rmw,
                     Op.ATOMIC_CMP_SWAP: _cmp_swap}
