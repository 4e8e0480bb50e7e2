"""x86-64 atomics.

x86-64 is TSO (SDM vol. 3, 8.2 "Memory Ordering"): loads and release stores are plain
movs, a seq_cst store is `xchg`, a seq_cst fence is `mfence`, add/sub/xchg are
`lock xadd` / `xchg`, compare-and-swap is `lock cmpxchg` through %rax. The other
read-modify-write operations need a cmpxchg loop (control flow), not done yet."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.patterns import (
    N,
    Pat,
    reg,
)
from pyllc.codegen.records import COPY
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.addressing import (
    ADDR,
    emit_mem,
    load_with,
    store_with,
)
from pyllc.targets.x86_64.pattern_vts import FP_VTS, W
from pyllc.targets.x86_64.registers import GR32, GR64, RAX

_ATOMIC_LOADS = {"i8": "MOVZX32rm8", "i16": "MOVZX32rm16", "i32": "MOV32rm", "i64": "MOV64rm"}
_ATOMIC_STORES = {"i8": "MOV8mr", "i16": "MOV16mr", "i32": "MOV32mr", "i64": "MOV64mr"}


def fence(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    if node.attr in ("seq_cst", None, ""):
        sel.emit(I.MFENCE, [])
    return []


def atomic_load(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    mem = node.attr
    name = _ATOMIC_LOADS[mem.vt]
    if node.vts[0] == "i64" and mem.vt != "i64":
        name = name.replace("32", "64")
    return load_with(name)(sel, node, b)


def atomic_store(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    mem = node.attr
    v = b["v"]
    vt = v[0].vts[v[1]]
    if mem.ordering == "seq_cst" and mem.vt in ("i32", "i64"):
        rd = sel.new_vreg(GR32 if mem.vt == "i32" else GR64)
        emit_mem(sel, f"XCHG{W[mem.vt]}rm", [rd], b, [sel.operand(v)])
        return []
    if vt in FP_VTS:
        return store_with("MOVSSmr" if vt == "f32" else "MOVSDmr")(sel, node, b)
    return store_with(_ATOMIC_STORES[mem.vt])(sel, node, b)


def _rmw_ok(n: Any) -> bool:
    op, mem = n.attr
    return mem.vt in ("i32", "i64") and op in ("add", "sub", "xchg")


def atomic_rmw(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    op, mem = node.attr
    w = W[mem.vt]
    cls = GR32 if w == 32 else GR64
    v = sel.operand(b["v"])
    if op == "sub":
        neg = sel.new_vreg(cls)
        sel.emit(I.INSTRS[f"NEG{w}r"], [neg, v])
        v = neg
    rd = sel.new_vreg(cls)
    emit_mem(sel, f"XCHG{w}rm" if op == "xchg" else f"LXADD{w}", [rd], b, [v])
    return [rd]


def atomic_cmp_swap(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    mem = node.attr
    w = W[mem.vt]
    sel.emit(COPY, [RAX, sel.operand(b["cmp"])])
    emit_mem(sel, f"LCMPXCHG{w}", [], b, [sel.operand(b["new"])])
    rd = sel.new_vreg(GR32 if w == 32 else GR64)
    sel.emit(COPY, [rd, RAX])
    return [rd]


def patterns() -> list[Pat]:
    return [
        Pat(N.FENCE(), fence),
        Pat(N.ATOMIC_LOAD(ADDR), atomic_load),
        Pat(N.ATOMIC_STORE(reg("v"), ADDR), atomic_store),
        Pat(N.ATOMIC_RMW(ADDR, reg("v"), pred=_rmw_ok), atomic_rmw),
        Pat(N.ATOMIC_CMP_SWAP(ADDR, reg("cmp"), reg("new"),
                              pred=lambda n: n.attr.vt in ("i32", "i64")), atomic_cmp_swap),
    ]
