"""AArch64 selection of native 128-bit vectors (isel/build_vector.py) with NEON.

`VECTOR_OPS` tells the IR builder which vector instructions it may keep whole; every
pair listed there has a pattern here. Loads and stores use the q-register records with
every addressing form the scalar ones have (patterns.py's tables, LDRQ/STRQ).
"""
from __future__ import annotations

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import N, Pat, mem, node, reg, sym
from pyllc.codegen.records import LEGAL
from pyllc.targets.aarch64 import instrs as II
from pyllc.targets.aarch64 import vector_instrs  # noqa: F401  (registers the records)
from pyllc.targets.aarch64.addressing import addr_forms, aligned_access, global_access
from pyllc.targets.aarch64.instrs import INSTRS as I
from pyllc.targets.aarch64.instrs import MEM

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
    # lane widening (sshll/ushll and their `2` forms), also of a 64-bit load; widening
    # multiplies of two such extensions (smull/umull); add reductions (addp, addv)
    "sext": frozenset({"v2i64", "v4i32", "v8i16"}), "zext": frozenset({"v2i64", "v4i32", "v8i16"}),
    "load64": frozenset({"v2i64", "v4i32", "v8i16"}),
    "mul_sext": frozenset({"v2i64", "v4i32", "v8i16"}),
    "mul_zext": frozenset({"v2i64", "v4i32", "v8i16"}),
    "reduce_add": frozenset({"v2i64", "v4i32"}),
    "fma": frozenset(FP_VECTORS),
}

# FMA defaults to Expand (isel/legalize_common.py); on these it is fmla
VECTOR_ACTIONS = {(Op.FMA, vt): LEGAL for vt in FP_VECTORS}


def _memory() -> list[Pat]:
    pats: list[Pat] = []
    n = II.MEM_BYTES["LDRQ"]
    for vt in sorted(ALL):
        pats.append(Pat(N.LOAD(sym("s"), vt=vt, mem=mem(vt, ""), pred=aligned_access(n)),
                        global_access("LDRQ", True)))
        pats.append(Pat(N.STORE(reg("v", vt), sym("s"), mem=mem(vt), pred=aligned_access(n)),
                        global_access("STRQ", False)))
        for cp, form in addr_forms(n):
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
        pats.append(Pat(N.FMA(a, b, reg("c", vt)), I[f"FMLA{vt}"]("c", "a", "b")))
    return pats


PATTERNS = [*_memory(), *_arith()]


def _widening() -> list[Pat]:
    pats: list[Pat] = []
    n8 = II.MEM_BYTES["LDRD"]
    for vt, _r, _h, _w in vector_instrs.WIDEN:
        svt = f"v{2 * int(vt[1])}i{int(vt.split('i')[1]) // 2}" if vt != "v8i16" else "v16i8"
        a, b = reg("a", svt), reg("b", svt)
        for lo, hi, s, m in ((Op.VSEXT_LO, Op.VSEXT_HI, "SSHLL", "SMULL"),
                             (Op.VZEXT_LO, Op.VZEXT_HI, "USHLL", "UMULL")):
            pats.append(Pat(node(lo, a, vt=vt), I[f"{s}{vt}"]("a")))
            pats.append(Pat(node(hi, a, vt=vt), I[f"{s}2{vt}"]("a")))
            pats.append(Pat(N.MUL(node(lo, a, vt=vt), node(lo, b, vt=vt)), I[f"{m}{vt}"]("a", "b"),
                            prio=2))
            pats.append(Pat(N.MUL(node(hi, a, vt=vt), node(hi, b, vt=vt)), I[f"{m}2{vt}"]("a", "b"),
                            prio=2))
            acc = reg("c", vt)
            addw = s.replace("SHLL", "ADDW")
            pats.append(Pat(N.ADD(acc, node(lo, a, vt=vt)), I[f"{addw}{vt}"]("c", "a"), prio=1))
            pats.append(Pat(N.ADD(acc, node(hi, a, vt=vt)), I[f"{addw}2{vt}"]("c", "a"), prio=1))
            mla = m.replace("MULL", "MLAL")
            pats.append(Pat(N.ADD(N.MUL(node(lo, a, vt=vt), node(lo, b, vt=vt)), acc),
                            I[f"{mla}{vt}"]("c", "a", "b"), prio=3))
            pats.append(Pat(N.ADD(N.MUL(node(hi, a, vt=vt), node(hi, b, vt=vt)), acc),
                            I[f"{mla}2{vt}"]("c", "a", "b"), prio=3))
        # a 64-bit vector load into the low half (isel/build_vector.py `half_load`)
        pats.append(Pat(N.LOAD(sym("s"), vt=svt, mem=mem("i64", ""), pred=aligned_access(n8)),
                        global_access("LDRD", True)))
        for cp, form in addr_forms(n8):
            pats.append(Pat(N.LOAD(cp("base", "off"), vt=svt, mem=mem("i64", "")),
                            MEM[("LDRD", form)]("base", "off")))
    pats.append(Pat(node(Op.VREDUCE_ADD, reg("a", "v2i64"), vt="i64"),
                    I["FMOVXDr"](I["ADDPv2i64"]("a"))))
    pats.append(Pat(node(Op.VREDUCE_ADD, reg("a", "v4i32"), vt="i32"),
                    I["FMOVWSr"](I["ADDVv4i32"]("a"))))
    return pats


PATTERNS += _widening()
