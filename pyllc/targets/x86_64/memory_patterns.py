"""x86-64 loads and stores: plain and extending loads, register and imm32 stores, and
load-op-store to one address as a read-modify-write instruction (`addl $1, (mem)`).
Addresses are addressing.py's `x86_addr` complex pattern."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import (
    N,
    Pat,
    const,
    node,
    reg,
)
from pyllc.targets.x86_64.addressing import (
    ADDR,
    LOADED,
    RMW_ADDR,
    fits32,
    load_with,
    not_const,
    rmw_same_address,
    rmw_with,
    store_imm_with,
    store_with,
)
from pyllc.targets.x86_64.pattern_vts import INT_VTS, W


def mem_is(vt: str, *exts: str) -> Any:
    ext_set = frozenset(exts) if exts else frozenset({""})
    return lambda m: m.vt == vt and m.ext in ext_set


def _fits_imm32(v: int) -> bool:
    return fits32(v)


# (memory vt, extensions, result vt, record)
LOADS = (
    ("i8", ("zext", "anyext"), "i32", "MOVZX32rm8"), ("i8", ("sext",), "i32", "MOVSX32rm8"),
    ("i16", ("zext", "anyext"), "i32", "MOVZX32rm16"), ("i16", ("sext",), "i32", "MOVSX32rm16"),
    ("i32", ("",), "i32", "MOV32rm"),
    ("i8", ("zext", "anyext"), "i64", "MOVZX64rm8"), ("i8", ("sext",), "i64", "MOVSX64rm8"),
    ("i16", ("zext", "anyext"), "i64", "MOVZX64rm16"),
    ("i16", ("sext",), "i64", "MOVSX64rm16"),
    ("i32", ("zext", "anyext"), "i64", "MOVZX64rm32"), ("i32", ("sext",), "i64", "MOVSX64rm32"),
    ("i64", ("",), "i64", "MOV64rm"),
    ("f32", ("",), "f32", "MOVSSrm"), ("f64", ("",), "f64", "MOVSDrm"),
    ("v128", ("",), "v128", "MOVUPSrm"),
    ("f128", ("",), "f128", "MOVUPSrm"),
)
STORES = (("i8", "MOV8mr", 8), ("i16", "MOV16mr", 16), ("i32", "MOV32mr", 32),
          ("i64", "MOV64mr", 64))


def patterns() -> list[Pat]:
    pats = []
    for mvt, exts, rvt, name in LOADS:
        pats.append(Pat(N.LOAD(ADDR, vt=rvt, mem=mem_is(mvt, *exts)), load_with(name)))
    for mvt, name, bits in STORES:
        for vvt in INT_VTS:
            if bits > W[vvt]:
                continue
            pats.append(Pat(N.STORE(reg("v", vvt), ADDR, mem=mem_is(mvt)), store_with(name)))
            pats.append(Pat(N.STORE(const(_fits_imm32, "c", "imm32", vt=vvt), ADDR,
                                    mem=mem_is(mvt)),
                            store_imm_with(name.replace("mr", "mi"), bits), prio=1))
    # read-modify-write (SDM "ADD r/m32, r32" / "ADD r/m32, imm8"): the load is folded
    # into the store's instruction; the store's address must be the load's own value
    for vt in INT_VTS:
        w = W[vt]
        for op, mn in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"),
                       (Op.XOR, "XOR")):
            pats += [
                Pat(N.STORE(node(op, LOADED, reg("v", vt, pred=not_const)), RMW_ADDR,
                            pred=rmw_same_address), rmw_with(f"{mn}{w}mr"), prio=4),
                Pat(N.STORE(node(op, LOADED, const(lambda v: -128 <= v < 128, "x", "imm8",
                                                   vt=vt)), RMW_ADDR, pred=rmw_same_address),
                    rmw_with(f"{mn}{w}mi8"), prio=4),
            ]
    pats.append(Pat(N.STORE(reg("v", "f32"), ADDR), store_with("MOVSSmr")))
    pats.append(Pat(N.STORE(reg("v", "f64"), ADDR), store_with("MOVSDmr")))
    pats.append(Pat(N.STORE(reg("v", "v128"), ADDR), store_with("MOVUPSmr")))
    pats.append(Pat(N.STORE(reg("v", "f128"), ADDR), store_with("MOVUPSmr")))
    return pats
