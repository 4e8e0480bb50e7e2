"""x86-64 integer arithmetic: ALU ops (register, immediate and folded-load forms),
three-address adds through `lea`, multiply, divide and shifts with their fixed
registers (RDX:RAX, CL) as COPYs around the instruction, extensions and truncation."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import (
    N,
    Pat,
    const,
    cst,
    imm,
    node,
    reg,
    vtype,
    xf,
)
from pyllc.codegen.records import COPY
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.addressing import (
    LOADED,
    fits32,
    not_const,
    rm_with,
)
from pyllc.targets.x86_64.constant_patterns import constant
from pyllc.targets.x86_64.pattern_vts import INT_VTS, W
from pyllc.targets.x86_64.registers import GR32, GR64, RAX, RCX, RDX


def _fixed_shift(op: str, w: int) -> Any:
    rec = I.INSTRS[f"{op}{w}rCL"]
    cls = GR32 if w == 32 else GR64

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        a, amt = sel.operand(b["a"]), sel.operand(b["b"])
        sel.emit(COPY, [RCX, amt])
        rd = sel.new_vreg(cls)
        sel.emit(rec, [rd, a])
        return [rd]
    hook.__name__ = f"shift_{op}{w}"
    return hook


def _divrem(signed: bool, rem: bool, w: int) -> Any:
    div = I.INSTRS[f"{'IDIV' if signed else 'DIV'}{w}r"]
    cls = GR32 if w == 32 else GR64

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        a, d = sel.operand(b["a"]), sel.operand(b["b"])
        sel.emit(COPY, [RAX, a])
        if signed:
            sel.emit(I.CLTD if w == 32 else I.CQTO, [])
        else:
            sel.emit(I.MOV32r0, [RDX])
        sel.emit(div, [d])
        rd = sel.new_vreg(cls)
        sel.emit(COPY, [rd, RDX if rem else RAX])
        return [rd]
    hook.__name__ = f"divrem_{w}"
    return hook


def _mulh(signed: bool) -> Any:
    rec = I.IMUL64r_wide if signed else I.MUL64r_wide

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        a, m = sel.operand(b["a"]), sel.operand(b["b"])
        sel.emit(COPY, [RAX, a])
        sel.emit(rec, [m])
        rd = sel.new_vreg(GR64)
        sel.emit(COPY, [rd, RDX])
        return [rd]
    return hook


def patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt in INT_VTS:
        w = W[vt]
        a, b_ = reg("a", vt), reg("b", vt)
        R = lambda n: I.INSTRS[n]  # noqa: E731
        for op, mn in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"),
                       (Op.XOR, "XOR")):
            pats.append(Pat(node(op, a, b_), R(f"{mn}{w}rr")("a", "b")))
            pats.append(Pat(node(op, a, imm("c")), R(f"{mn}{w}ri")("a", "c")))
        # an operand read from memory (SDM: "ADD r32, r/m32" ...): the load is folded
        # (not with a constant: mov mem + op $imm is as short and keeps no constant)
        in_reg = reg("a", vt, pred=not_const)
        for op, mn in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"),
                       (Op.XOR, "XOR")):
            pats.append(Pat(node(op, in_reg, LOADED), rm_with(f"{mn}{w}rm"), prio=2))
        # Three-address adds through lea (no flags, no tie: no copy when `a` stays live);
        # `leal` takes 64-bit address registers and keeps the low 32 bits of the sum.
        lea, lea_x = R(f"LEA{w}r"), R(f"LEA{w}r_x")
        pats += [
            Pat(N.ADD(a, imm("c")), lea("a", "c"), prio=1),
            Pat(N.ADD(a, b_), lea_x("a", "b", 1, 0), prio=1),
            Pat(N.SUB(a, const(lambda v: fits32(-v), "c", "-imm32")),
                lea("a", xf.neg("c")), prio=1),
            Pat(N.ADD(N.SHL(a, const(lambda v: 1 <= v <= 3, "s", "1..3")), b_),
                lea_x("b", "a", xf.of("scale", lambda v: 1 << v, "s"), 0), prio=1),
        ]
        pats += [
            Pat(N.SUB(cst(0), a), R(f"NEG{w}r")("a"), prio=1),
            Pat(N.XOR(a, cst(-1)), R(f"NOT{w}r")("a"), prio=1),
            Pat(N.MUL(a, b_), R(f"IMUL{w}rr")("a", "b")),
            Pat(N.MUL(a, imm("c")), R(f"IMUL{w}rri")("a", "c")),
            Pat(N.BSWAP(a), R(f"BSWAP{w}r")("a")),
            Pat(N.CTPOP(a), R(f"POPCNT{w}rr")("a"), requires="popcnt"),
            Pat(N.CTLZ(a), R(f"LZCNT{w}rr")("a"), requires="lzcnt"),
            Pat(N.CTTZ(a), R(f"TZCNT{w}rr")("a"), requires="bmi"),
            Pat(N.SDIV(a, b_), _divrem(True, False, w)),
            Pat(N.SREM(a, b_), _divrem(True, True, w)),
            Pat(N.UDIV(a, b_), _divrem(False, False, w)),
            Pat(N.UREM(a, b_), _divrem(False, True, w)),
        ]
        for op, mn in ((Op.SHL, "SHL"), (Op.SRL, "SHR"), (Op.SRA, "SAR"), (Op.ROTL, "ROL"),
                       (Op.ROTR, "ROR")):
            pats.append(Pat(node(op, a, imm("c")), R(f"{mn}{w}ri")("a", "c")))
            pats.append(Pat(node(op, a, reg("b")), _fixed_shift(mn, w)))
        pats.append(Pat(imm("c", vt=vt), constant))
    pats += [
        Pat(N.MULHS(reg("a", "i64"), reg("b", "i64")), _mulh(True)),
        Pat(N.MULHU(reg("a", "i64"), reg("b", "i64")), _mulh(False)),
        # extensions and truncation (only i32 <-> i64 exist after legalization)
        Pat(N.SIGN_EXTEND(reg("a", "i32"), vt="i64"), I.MOVSX64rr32("a")),
        Pat(N.ZERO_EXTEND(reg("a", "i32"), vt="i64"), I.MOVZX64rr32("a")),
        Pat(N.ANY_EXTEND(reg("a", "i32"), vt="i64"), COPY("a")),
        # the low half of an X register is its 32-bit view (an operand's class picks the
        # printed name): no copy, which the allocator could not always coalesce away
        Pat(N.TRUNCATE(reg("a", "i64"), vt="i32"), "a"),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i32"), vtype("i8")), I.MOVSX32rr8("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i32"), vtype("i16")), I.MOVSX32rr16("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i8")), I.MOVSX64rr8("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i16")), I.MOVSX64rr16("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i32")), I.MOVSX64rr32("a")),
        # zero-extension masks
        Pat(N.AND(reg("a", "i32"), cst(0xFF)), I.MOVZX32rr8("a"), prio=2),
        Pat(N.AND(reg("a", "i32"), cst(0xFFFF)), I.MOVZX32rr16("a"), prio=2),
        Pat(N.AND(reg("a", "i64"), cst(0xFF)), I.MOVZX64rr8("a"), prio=2),
        Pat(N.AND(reg("a", "i64"), cst(0xFFFF)), I.MOVZX64rr16("a"), prio=2),
        Pat(N.AND(reg("a", "i64"), cst(0xFFFFFFFF)), I.MOVZX64rr32("a"), prio=2),
    ]
    return pats
