"""Results too big for the return registers go through memory ("sret demotion").

LLVM's SelectionDAG asks `CanLowerReturn`: when the leaves of a function's result do
not all find a register in the calling convention's return rules (a `<8 x i16>` on
SPARC V8 needs eight words and has %i0-%i3; a `<4 x i32>` on RISC-V needs four of
a0/a1; `<32 x float>` on x86-64 needs eight of xmm0-xmm3), the function gets a hidden
first argument, a pointer to caller-owned memory of the result's type, marked `sret`
(so it lands where the ABI puts structure-return pointers: %rdi, x8, a0, the word at
%sp+64), the callee stores the result there, and the caller loads it back. x86-64
returns the pointer in %rax as for any `sret` argument (`CallingConv.returns_sret`);
on SPARC the demoted callee returns past the caller's `unimp` word like any structure
return (llc-16's demoted callees return with a plain `ret`, which its own callers'
`unimp` then traps on: pyllc follows the ABI's structure-return protocol on both sides).

Contract: `return_fits(target, vts, attrs)` answers CanLowerReturn for the packed
result leaves `vts`; `store_result`/`load_result` write and read a result of IR type
`t` in memory at the pointer, leaf by leaf at the offsets of its memory layout.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, SelectionDAG, Value
from pyllc.codegen.opcodes import Op
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.calls import CCState, assign
from pyllc.isel.vts import ir_leaves, vt_bits

SRET_ATTRS: dict = {"sret": None}


def return_fits(target: Target, vts: tuple[str, ...], attrs: Any) -> bool:
    """Do the result leaves `vts` all get a return register (LLVM's CanLowerReturn)?"""
    state = CCState(target)
    for i, vt in enumerate(vts):
        try:
            parts = assign(state, target.callconv.rets, vt, attrs, False, 0, i, None, len(vts))
        except UnsupportedError:
            return False
        if any(p.reg is None for p in parts):
            return False
    return True


def _leaves(t: Any, dl: Any, target: Target) -> tuple[tuple[str, int], ...]:
    if t.is_vector and t.elem.is_int and t.elem.bits % 8 and not _bit_vector(t):
        raise UnsupportedError(f"returning {t} through memory is not supported "
                               "(its elements are not whole bytes)")
    return ir_leaves(t, dl, target)


def _bit_vector(t: Any) -> bool:
    """A vector of i1 of at most 64 elements: in memory, an integer whose bit k is
    element k (LangRef: vectors of i1 are bit-packed), of whole bytes."""
    return bool(t.is_vector and t.elem.is_int and t.elem.bits == 1 and t.count <= 64)


def _bits_vt(t: Any) -> str:
    return f"i{-(-t.count // 8) * 8}"


def _addr(dag: SelectionDAG, ptr: Value, off: int) -> Value:
    pvt = dag.target.pointer_vt
    return ptr if off == 0 else dag.val(Op.ADD, pvt, ptr, dag.constant(off, pvt))


def store_result(dag: SelectionDAG, chain: Value, ptr: Value, t: Any, dl: Any,
                 vals: list[Value]) -> Value:
    """Store the leaves `vals` of a result of type `t` at `ptr`; returns the chain."""
    if _bit_vector(t):
        wide = _bits_vt(t)
        acc = None
        for k, v in enumerate(vals):
            x = dag.val(Op.ZERO_EXTEND, wide, v)
            if k:
                x = dag.val(Op.SHL, wide, x, dag.constant(k, wide))
            acc = x if acc is None else dag.val(Op.OR, wide, acc, x)
        assert acc is not None
        st = dag.node(Op.STORE, ("ch",), (chain, acc, ptr), Mem(wide, "", vt_bits(wide) // 8))
        return st.value()
    stores = []
    for (vt, off), v in zip(_leaves(t, dl, dag.target), vals):
        stores.append(dag.node(Op.STORE, ("ch",), (chain, v, _addr(dag, ptr, off)),
                               Mem(vt, "", max(vt_bits(vt) // 8, 1))).value())
    return dag.token_factor([chain, *stores])


def load_result(dag: SelectionDAG, chain: Value, ptr: Value, t: Any, dl: Any
                ) -> tuple[list[Value], Value]:
    """Load the leaves of a result of type `t` from `ptr`: (leaves, chain). The chain is
    the call's: nothing else writes the caller's private object, so a leaf nobody
    reads needs no load."""
    if _bit_vector(t):
        wide = _bits_vt(t)
        ld = dag.node(Op.LOAD, (wide, "ch"), (chain, ptr), Mem(wide, "", vt_bits(wide) // 8))
        bits = [ld.value(0) if k == 0 else
                dag.val(Op.SRL, wide, ld.value(0), dag.constant(k, wide)) for k in range(t.count)]
        return [dag.val(Op.TRUNCATE, "i1", b) for b in bits], chain
    out = []
    for vt, off in _leaves(t, dl, dag.target):
        ld = dag.node(Op.LOAD, (vt, "ch"), (chain, _addr(dag, ptr, off)),
                      Mem(vt, "", max(vt_bits(vt) // 8, 1)))
        out.append(ld.value(0))
    return out, chain
