"""x86-64 scalar floating point (SSE): arithmetic (register and folded-load forms),
square root, int <-> FP conversions, f32 <-> f64, bitcasts through movq/movd."""
from __future__ import annotations

from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import (
    N,
    Pat,
    node,
    reg,
)
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.addressing import (
    LOADED,
    rm_with,
)
from pyllc.targets.x86_64.constant_patterns import constant_fp


def patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt, t in (("f32", "SS"), ("f64", "SD")):
        a, b_ = reg("a", vt), reg("b", vt)
        R = lambda n: I.INSTRS[n]  # noqa: E731
        pats += [
            Pat(N.FADD(a, b_), R(f"ADD{t}rr")("a", "b")),
            Pat(N.FSUB(a, b_), R(f"SUB{t}rr")("a", "b")),
            Pat(N.FMUL(a, b_), R(f"MUL{t}rr")("a", "b")),
            Pat(N.FDIV(a, b_), R(f"DIV{t}rr")("a", "b")),
            *[Pat(node(op, a, LOADED), rm_with(f"{mn}{t}rm"), prio=2)
              for op, mn in ((Op.FADD, "ADD"), (Op.FSUB, "SUB"), (Op.FMUL, "MUL"),
                             (Op.FDIV, "DIV"))],
            Pat(N.FSQRT(a), R(f"SQRT{t}rr")("a")),
            Pat(N.SINT_TO_FP(reg("x", "i32"), vt=vt), R(f"CVTSI2{t}rr")("x")),
            Pat(N.SINT_TO_FP(reg("x", "i64"), vt=vt), R(f"CVTSI642{t}rr")("x")),
            Pat(N.FP_TO_SINT(a, vt="i32"), R(f"CVTT{t}2SIrr")("a")),
            Pat(N.FP_TO_SINT(a, vt="i64"), R(f"CVTT{t}2SI64rr")("a")),
            Pat(N.CONSTANT_FP(vt=vt), constant_fp),
        ]
    pats += [
        Pat(N.FP_EXTEND(reg("a", "f32"), vt="f64"), I.CVTSS2SDrr("a")),
        Pat(N.FP_ROUND(reg("a", "f64"), vt="f32"), I.CVTSD2SSrr("a")),
        Pat(N.BITCAST(reg("a", "i64"), vt="f64"), I.MOVQ64toSD("a")),
        Pat(N.BITCAST(reg("a", "f64"), vt="i64"), I.MOVQSDto64("a")),
        Pat(N.BITCAST(reg("a", "i32"), vt="f32"), I.MOVD32toSS("a")),
        Pat(N.BITCAST(reg("a", "f32"), vt="i32"), I.MOVDSSto32("a")),
    ]
    return pats
