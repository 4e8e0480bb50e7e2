"""x86-64 selection of native 128-bit vectors (isel/build_vector.py) with SSE2.

`VECTOR_OPS` tells the IR builder which vector instructions it may keep whole; every
pair listed there has a pattern here, so a native node is always selectable. What SSE2
lacks as one instruction is either built from SSE2 steps as llc-16 does (a 32-bit lane
multiply: `pmulld` is SSE4.1, so two `pmuludq` on the even and odd lanes, see `_mul32`;
an 8-bit one: there is no `pmullb`, so `pmullw` on the even and the odd bytes, `_mul8`)
or left out (a 64-bit lane multiply; vector compares and shifts are not done yet), and
the builder scalarizes it.
Lane widening without SSE4.1's pmovsx is an interleave with the sign mask or zero
(`pcmpgtd` + `punpckldq`), reductions are `pshufd` + `padd` steps, as llc emits them.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import N, Pat, node, reg
from pyllc.codegen.patterns import imm as imm_leaf
from pyllc.targets.x86_64 import vector_instrs  # noqa: F401  (registers the records)
from pyllc.targets.x86_64.addressing import ADDR, LOADED, load_with, store_with
from pyllc.targets.x86_64.instrs import INSTRS
from pyllc.targets.x86_64.registers import GR32, GR64, VR128

INT_VECTORS = ("v16i8", "v8i16", "v4i32", "v2i64")
FP_VECTORS = ("v4f32", "v2f64")
ALL = frozenset(INT_VECTORS + FP_VECTORS)
_LANE = {"v16i8": "B", "v8i16": "W", "v4i32": "D", "v2i64": "Q", "v4f32": "PS",
         "v2f64": "PD"}

VECTOR_OPS: dict[str, frozenset[str]] = {
    "load": ALL, "store": ALL, "phi": ALL,
    "add": frozenset(INT_VECTORS), "sub": frozenset(INT_VECTORS),
    "and": frozenset(INT_VECTORS), "or": frozenset(INT_VECTORS), "xor": frozenset(INT_VECTORS),
    "mul": frozenset({"v16i8", "v8i16", "v4i32"}),
    "fadd": frozenset(FP_VECTORS), "fsub": frozenset(FP_VECTORS),
    "fmul": frozenset(FP_VECTORS), "fdiv": frozenset(FP_VECTORS),
    # lane widening (VSEXT/VZEXT _LO/_HI), also of a 64-bit load, and add reductions
    # (not i32 -> i64 sign extension: pcmpgtd + punpckldq + a copy of the zero register is
    # more than `movslq` + add per lane; llc-16's vector loop loses to scalar code there)
    "sext": frozenset({"v4i32", "v8i16"}), "zext": frozenset({"v2i64", "v4i32", "v8i16"}),
    "load64": frozenset({"v2i64", "v4i32", "v8i16"}),
    "reduce_add": frozenset({"v2i64", "v4i32"}),
    # an all-zero constant is `pxor %x, %x` (V_SET0), not a constant-pool load
    "zero": ALL,
    # division by a constant splat (isel/build_vector_divrem.py): pmulhuw for the magic
    # multiply (SSE2 has no 32-bit mulhu: pmuludq shuffles, not done), psrl* by an
    # immediate; trunc v8i16 pairs to v16i8 is packuswb (packusdw would need SSE4.1)
    "mulhu": frozenset({"v8i16"}), "srl": frozenset({"v8i16", "v4i32", "v2i64"}),
    "trunc": frozenset({"v16i8"}),
    # multiplies by 2^k, 2^k +- 1 as pslld/psllq and padd/psub (no pmulld in SSE2;
    # pmullw is one instruction, so 16-bit lanes keep it)
    "shl": frozenset({"v4i32", "v2i64"}), "mul_by_shift": frozenset({"v4i32", "v2i64"}),
    # a gather's insertelement chain (isel/build_vector_lanes.py): movd + punpck*
    "build": frozenset({"v4i32"}),
}


def _pool_load(n: Any) -> bool:
    """A load straight from a 16-byte aligned constant-pool entry (isel/build_vector.py
    aligns each to 16): `movaps`, which faults on misaligned memory, is safe."""
    return n.ops[1][0].op == Op.CONSTANT_POOL and n.attr.align >= 16


def _zero(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook of VZERO: the zero idiom."""
    dst = sel.new_vreg(VR128)
    sel.emit(INSTRS["V_SET0"], [dst])
    return [dst]


def _mul32(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook of MUL v4i32 without SSE4.1 (llc-16's expansion): `pmuludq` forms the
    64-bit products of lanes 0 and 2; on copies shuffled `[1,1,3,3]` (pshufd $0xf5) it
    forms those of lanes 1 and 3; pshufd $0xe8 gathers each pair's low dwords into lanes
    0 and 1, and `punpckldq` interleaves them back into lane order. The low 32 bits of a
    product do not depend on signedness, so this is `mul` for any lanes."""
    x, y = sel.operand(b["a"]), sel.operand(b["b"])
    regs = []
    for op, imm_ops in (("PSHUFDri", (x, 0xF5)), ("PSHUFDri", (y, 0xF5))):
        r = sel.new_vreg(VR128)
        sel.emit(INSTRS[op], [r, *imm_ops])
        regs.append(r)
    x_odd, y_odd = regs
    even, odd = sel.new_vreg(VR128), sel.new_vreg(VR128)
    sel.emit(INSTRS["PMULUDQrr"], [even, x, y])
    sel.emit(INSTRS["PMULUDQrr"], [odd, x_odd, y_odd])
    lo_even, lo_odd = sel.new_vreg(VR128), sel.new_vreg(VR128)
    sel.emit(INSTRS["PSHUFDri"], [lo_even, even, 0xE8])
    sel.emit(INSTRS["PSHUFDri"], [lo_odd, odd, 0xE8])
    dst = sel.new_vreg(VR128)
    sel.emit(INSTRS["PUNPCKLDQrr"], [dst, lo_even, lo_odd])
    return [dst]


def _mul8(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook of MUL v16i8: the low byte of a 16-bit product depends only on the
    factors' low bytes, so `pmullw` of the operands gives the even bytes' products in the
    low byte of each word (the high byte cleared by `psllw $8; psrlw $8`), and `pmullw` of
    the operands shifted right by 8 the odd bytes' (moved back up by `psllw $8`); `por`
    joins them."""
    x, y = sel.operand(b["a"]), sel.operand(b["b"])

    def emit(name: str, *ops: Any) -> Any:
        r = sel.new_vreg(VR128)
        sel.emit(INSTRS[name], [r, *ops])
        return r
    even = emit("PSRLWri", emit("PSLLWri", emit("PMULLWrr", x, y), 8), 8)
    odd = emit("PSLLWri", emit("PMULLWrr", emit("PSRLWri", x, 8), emit("PSRLWri", y, 8)), 8)
    return [emit("PORrr", even, odd)]


def _build32(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
    """Output hook of VBUILD v4i32 (llc-16's SSE2 BUILD_VECTOR): each lane is in lane 0
    of its own register (SCALAR_TO_VECTOR: `movd` from a register or memory),
    `punpckldq` pairs lanes 0,1 and 2,3, `punpcklqdq` joins the pairs."""
    def emit(name: str, *ops: Any) -> Any:
        r = sel.new_vreg(VR128)
        sel.emit(INSTRS[name], [r, *ops])
        return r
    x = [sel.operand(b[k]) for k in "abcd"]
    return [emit("PUNPCKLQDQrr", emit("PUNPCKLDQrr", x[0], x[1]),
                 emit("PUNPCKLDQrr", x[2], x[3]))]


def _patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt in sorted(ALL):
        pats.append(Pat(N.LOAD(ADDR, vt=vt, mem=lambda m, vt=vt: m.vt == vt and m.ext == ""),
                        load_with("MOVUPSrm")))
        pats.append(Pat(N.LOAD(ADDR, vt=vt, mem=lambda m, vt=vt: m.vt == vt and m.ext == "",
                               pred=_pool_load), load_with("MOVAPSrm"), prio=1))
        pats.append(Pat(node(Op.VZERO, vt=vt), _zero))
        pats.append(Pat(N.STORE(reg("v", vt), ADDR), store_with("MOVUPSmr")))
    for vt in INT_VECTORS:
        lane = _LANE[vt]
        for op, mn in ((Op.ADD, "PADD"), (Op.SUB, "PSUB")):
            pats.append(Pat(node(op, reg("a", vt), reg("b", vt)), INSTRS[f"{mn}{lane}rr"]("a", "b")))
        for op, name in ((Op.AND, "PANDrr"), (Op.OR, "PORrr"), (Op.XOR, "PXORrr")):
            pats.append(Pat(node(op, reg("a", vt), reg("b", vt)), INSTRS[name]("a", "b")))
    pats.append(Pat(N.MUL(reg("a", "v8i16"), reg("b", "v8i16")), INSTRS["PMULLWrr"]("a", "b")))
    pats.append(Pat(N.MUL(reg("a", "v4i32"), reg("b", "v4i32")), _mul32))
    pats.append(Pat(N.MUL(reg("a", "v16i8"), reg("b", "v16i8")), _mul8))
    pats.append(Pat(N.MULHU(reg("a", "v8i16"), reg("b", "v8i16")), INSTRS["PMULHUWrr"]("a", "b")))
    for vt, name in (("v8i16", "PSRLWri"), ("v4i32", "PSRLDri"), ("v2i64", "PSRLQri")):
        pats.append(Pat(N.SRL(reg("a", vt), imm_leaf("c")), INSTRS[name]("a", "c")))
    for vt, name in (("v4i32", "PSLLDri"), ("v2i64", "PSLLQri")):
        pats.append(Pat(N.SHL(reg("a", vt), imm_leaf("c")), INSTRS[name]("a", "c")))
    pats.append(Pat(node(Op.VBUILD, reg("a", "v4i32"), reg("b", "v4i32"), reg("c", "v4i32"),
                         reg("d", "v4i32"), vt="v4i32"), _build32))
    pats.append(Pat(node(Op.SCALAR_TO_VECTOR, reg("a", "i32"), vt="v4i32"),
                    INSTRS["MOVDI2PDIrr"]("a")))
    pats.append(Pat(node(Op.SCALAR_TO_VECTOR, LOADED, vt="v4i32"), load_with("MOVDI2PDIrm"),
                    prio=1))
    pats.append(Pat(node(Op.VTRUNC_PACK, reg("a", "v8i16"), reg("b", "v8i16"), vt="v16i8"),
                    INSTRS["PACKUSWBrr"]("a", "b")))
    for vt in FP_VECTORS:
        lane = _LANE[vt]
        for op, mn in ((Op.FADD, "ADD"), (Op.FSUB, "SUB"), (Op.FMUL, "MUL"), (Op.FDIV, "DIV")):
            pats.append(Pat(node(op, reg("a", vt), reg("b", vt)), INSTRS[f"{mn}{lane}rr"]("a", "b")))
    return pats


PATTERNS = _patterns()


# --------------------------------------------------------------------------- widening
_LANE_OF_SRC = {"v2i64": "DQ", "v4i32": "WD", "v8i16": "BW"}    # punpck suffix
_CMP_OF_SRC = {"v2i64": "D", "v4i32": "W", "v8i16": "B"}       # pcmpgt of the source lanes


def _widen(result_vt: str, signed: bool, high: bool) -> Any:
    """Output hook of VSEXT/VZEXT _LO/_HI: interleave the source with its sign mask
    (`pcmpgt` of zero against it) or with zero."""
    unpack = INSTRS[f"PUNPCK{'H' if high else 'L'}{_LANE_OF_SRC[result_vt]}rr"]
    cmp = INSTRS[f"PCMPGT{_CMP_OF_SRC[result_vt]}rr"]

    def hook(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
        x = sel.operand(b["a"])
        fill = sel.new_vreg(VR128)
        sel.emit(INSTRS["V_SET0"], [fill])
        if signed:
            mask = sel.new_vreg(VR128)
            sel.emit(cmp, [mask, fill, x])
            fill = mask
        dst = sel.new_vreg(VR128)
        sel.emit(unpack, [dst, x, fill])
        return [dst]
    return hook


def _reduce(vt: str) -> Any:
    """Output hook of VREDUCE_ADD: fold the high half onto the low (pshufd + padd),
    for v4i32 once more, then the low lane to a general register."""
    add = INSTRS["PADDQrr" if vt == "v2i64" else "PADDDrr"]

    def hook(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
        x = sel.operand(b["a"])
        for imm in ((0xEE,) if vt == "v2i64" else (0xEE, 0x55)):
            t = sel.new_vreg(VR128)
            sel.emit(INSTRS["PSHUFDri"], [t, x, imm])
            s = sel.new_vreg(VR128)
            sel.emit(add, [s, x, t])
            x = s
        if vt == "v2i64":
            r = sel.new_vreg(GR64)
            sel.emit(INSTRS["MOVPQIto64rr"], [r, x])
        else:
            r = sel.new_vreg(GR32)
            sel.emit(INSTRS["MOVPDI2DIrr"], [r, x])
        return [r]
    return hook


def _widening_patterns() -> list[Pat]:
    pats: list[Pat] = []
    src_of = {"v2i64": "v4i32", "v4i32": "v8i16", "v8i16": "v16i8"}
    for vt, svt in src_of.items():
        for op, signed, high in ((Op.VSEXT_LO, True, False), (Op.VSEXT_HI, True, True),
                                 (Op.VZEXT_LO, False, False), (Op.VZEXT_HI, False, True)):
            pats.append(Pat(node(op, reg("a", svt), vt=vt), _widen(vt, signed, high)))
        # a 64-bit vector load into the low half (isel/build_vector.py `half_load`)
        pats.append(Pat(N.LOAD(ADDR, vt=svt, mem=lambda m: m.vt == "i64" and m.ext == ""),
                        load_with("MOVQrm_xmm"), prio=1))
    for vt, scalar in (("v2i64", "i64"), ("v4i32", "i32")):
        pats.append(Pat(node(Op.VREDUCE_ADD, reg("a", vt), vt=scalar), _reduce(vt)))
    return pats


PATTERNS += _widening_patterns()
