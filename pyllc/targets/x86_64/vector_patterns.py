"""x86-64 selection of native 128-bit vectors (isel/build_vector.py) with SSE2.

`VECTOR_OPS` tells the IR builder which vector instructions it may keep whole; every
pair listed there has a pattern here, so a native node is always selectable. What SSE2
lacks as one instruction (a 32- or 64-bit lane multiply: `pmulld` is SSE4.1, vector
compares and shifts are not done yet) is left out, and the builder scalarizes it.
"""
from __future__ import annotations

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import N, Pat, node, reg
from pyllc.targets.x86_64 import vector_instrs  # noqa: F401  (registers the records)
from pyllc.targets.x86_64.addressing import ADDR, load_with, store_with
from pyllc.targets.x86_64.instrs import INSTRS

INT_VECTORS = ("v16i8", "v8i16", "v4i32", "v2i64")
FP_VECTORS = ("v4f32", "v2f64")
ALL = frozenset(INT_VECTORS + FP_VECTORS)
_LANE = {"v16i8": "B", "v8i16": "W", "v4i32": "D", "v2i64": "Q", "v4f32": "PS",
         "v2f64": "PD"}

VECTOR_OPS: dict[str, frozenset[str]] = {
    "load": ALL, "store": ALL, "phi": ALL,
    "add": frozenset(INT_VECTORS), "sub": frozenset(INT_VECTORS),
    "and": frozenset(INT_VECTORS), "or": frozenset(INT_VECTORS), "xor": frozenset(INT_VECTORS),
    "mul": frozenset({"v8i16"}),
    "fadd": frozenset(FP_VECTORS), "fsub": frozenset(FP_VECTORS),
    "fmul": frozenset(FP_VECTORS), "fdiv": frozenset(FP_VECTORS),
}


def _patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt in sorted(ALL):
        pats.append(Pat(N.LOAD(ADDR, vt=vt, mem=lambda m, vt=vt: m.vt == vt and m.ext == ""),
                        load_with("MOVUPSrm")))
        pats.append(Pat(N.STORE(reg("v", vt), ADDR), store_with("MOVUPSmr")))
    for vt in INT_VECTORS:
        lane = _LANE[vt]
        for op, mn in ((Op.ADD, "PADD"), (Op.SUB, "PSUB")):
            pats.append(Pat(node(op, reg("a", vt), reg("b", vt)), INSTRS[f"{mn}{lane}rr"]("a", "b")))
        for op, name in ((Op.AND, "PANDrr"), (Op.OR, "PORrr"), (Op.XOR, "PXORrr")):
            pats.append(Pat(node(op, reg("a", vt), reg("b", vt)), INSTRS[name]("a", "b")))
    pats.append(Pat(N.MUL(reg("a", "v8i16"), reg("b", "v8i16")), INSTRS["PMULLWrr"]("a", "b")))
    for vt in FP_VECTORS:
        lane = _LANE[vt]
        for op, mn in ((Op.FADD, "ADD"), (Op.FSUB, "SUB"), (Op.FMUL, "MUL"), (Op.FDIV, "DIV")):
            pats.append(Pat(node(op, reg("a", vt), reg("b", vt)), INSTRS[f"{mn}{lane}rr"]("a", "b")))
    return pats


PATTERNS = _patterns()
