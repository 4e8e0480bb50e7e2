"""AArch64 selection of native 128-bit vectors (isel/build_vector.py) with NEON.

`VECTOR_OPS` tells the IR builder which vector instructions it may keep whole; every
pair listed there has a pattern here. Loads and stores use the q-register records with
every addressing form the scalar ones have (patterns.py's tables, LDRQ/STRQ).
"""
from __future__ import annotations

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import N, Pat, mem, node, reg, sym
from pyllc.targets.aarch64 import instrs as II
from pyllc.targets.aarch64 import vector_instrs  # noqa: F401  (registers the records)
from pyllc.targets.aarch64.instrs import INSTRS as I
from pyllc.targets.aarch64.instrs import MEM
from pyllc.targets.aarch64.patterns import _addr_forms, _aligned, _global_access

INT_VECTORS = ("v16i8", "v8i16", "v4i32", "v2i64")
FP_VECTORS = ("v4f32", "v2f64")
ALL = frozenset(INT_VECTORS + FP_VECTORS)

VECTOR_OPS: dict[str, frozenset[str]] = {
    "load": ALL, "store": ALL, "phi": ALL,
    "add": frozenset(INT_VECTORS), "sub": frozenset(INT_VECTORS),
    "and": frozenset(INT_VECTORS), "or": frozenset(INT_VECTORS), "xor": frozenset(INT_VECTORS),
    "mul": frozenset({"v16i8", "v8i16", "v4i32"}),
    "fadd": frozenset(FP_VECTORS), "fsub": frozenset(FP_VECTORS),
    "fmul": frozenset(FP_VECTORS), "fdiv": frozenset(FP_VECTORS),
}


def _memory() -> list[Pat]:
    pats: list[Pat] = []
    n = II.MEM_BYTES["LDRQ"]
    for vt in sorted(ALL):
        pats.append(Pat(N.LOAD(sym("s"), vt=vt, mem=mem(vt, ""), pred=_aligned(n)),
                        _global_access("LDRQ", True)))
        pats.append(Pat(N.STORE(reg("v", vt), sym("s"), mem=mem(vt), pred=_aligned(n)),
                        _global_access("STRQ", False)))
        for cp, form in _addr_forms(n):
            pats.append(Pat(N.LOAD(cp("base", "off"), vt=vt, mem=mem(vt, "")),
                            MEM[("LDRQ", form)]("base", "off")))
            pats.append(Pat(N.STORE(reg("v", vt), cp("base", "off"), mem=mem(vt)),
                            MEM[("STRQ", form)]("v", "base", "off")))
    return pats


def _arith() -> list[Pat]:
    pats: list[Pat] = []
    for vt in INT_VECTORS:
        a, b = reg("a", vt), reg("b", vt)
        pats.append(Pat(N.ADD(a, b), I[f"ADD{vt}"]("a", "b")))
        pats.append(Pat(N.SUB(a, b), I[f"SUB{vt}"]("a", "b")))
        if vt != "v2i64":
            pats.append(Pat(N.MUL(a, b), I[f"MUL{vt}"]("a", "b")))
        for op, name in ((Op.AND, "ANDv16b"), (Op.OR, "ORRv16b"), (Op.XOR, "EORv16b")):
            pats.append(Pat(node(op, a, b), I[name]("a", "b")))
    for vt in FP_VECTORS:
        a, b = reg("a", vt), reg("b", vt)
        for op, mn in ((Op.FADD, "FADD"), (Op.FSUB, "FSUB"), (Op.FMUL, "FMUL"),
                       (Op.FDIV, "FDIV")):
            pats.append(Pat(node(op, a, b), I[f"{mn}{vt}"]("a", "b")))
    return pats


PATTERNS = [*_memory(), *_arith()]
