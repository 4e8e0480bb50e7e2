"""Generic expansions for `legalize_ops`: condition codes, floating point, and memory
accesses the target cannot do in one instruction.

- Condition codes marked EXPAND (`("setcc:"+cc, operand vt)`) are rewritten with the
  ones the target has: swapped operands, the inverse (xor 1), or a combination
  (`one` = olt | ogt, `ueq` = uno | oeq, `ord` = x==x & y==y, `uno` = x!=x | y!=y,
  `uXX` = uno | oXX, `sle` = slt | eq ...).
- FP_TO_UINT via FP_TO_SINT (a wider signed conversion, or the 2^(w-1) adjustment);
  UINT_TO_FP via a wider SINT_TO_FP or the halving trick; FNEG/FABS/FCOPYSIGN with
  integer bit operations when the same-width integer type is legal; FREM, FMA, FSQRT,
  rounding, min/max and soft-float arithmetic as libm / compiler-rt calls.
- Extending loads and truncating stores the target lacks: a plain access plus an
  extension/truncation, or pieces of power-of-two size (odd widths such as i24/i48, or
  narrow memory types the target cannot access), laid out by `target.big_endian`.
"""
from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Mem, Node, Value
from pyllc.codegen.opcodes import (
    INVERT_FP_CC,
    INVERT_INT_CC,
    SWAP_CC,
    Op,
    int_vt,
    is_fp_vt,
    vt_bits,
)
from pyllc.codegen.records import LEGAL
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.legalize_common import (
    fp_const,
    libcall,
    mask,
    mem_with,
    ptr_offset,
    resize,
    select,
    setcc,
    vt_of,
)
from pyllc.isel.legalize_parts import bitcast_via_stack

Rule = Callable[[Any, Node], "list | None"]

_ORDERED = {"ult": "olt", "ule": "ole", "ugt": "ogt", "uge": "oge", "une": "one", "ueq": "oeq"}
_INT_SPLIT = {"sle": ("slt", "eq"), "sge": ("sgt", "eq"), "ule": ("ult", "eq"),
              "uge": ("ugt", "eq"), "slt": ("sle", "ne"), "sgt": ("sge", "ne"),
              "ult": ("ule", "ne"), "ugt": ("uge", "ne")}


# ---------------------------------------------------------------- condition codes

def emit_setcc(ol: Any, a: Value, b: Value, cc: str, rvt: str, depth: int = 0) -> Value:
    """SETCC(a, b, cc) -> rvt built only from condition codes the target has."""
    dag = ol.dag
    ovt = vt_of(a)
    fp = is_fp_vt(ovt)
    one = dag.constant(1, rvt)
    if cc in ("true", "false"):
        return dag.constant(int(cc == "true"), rvt)
    if ol.cc_ok(cc, ovt):
        return setcc(dag, a, b, cc, rvt)
    swapped = SWAP_CC[cc]
    if ol.cc_ok(swapped, ovt):
        return setcc(dag, b, a, swapped, rvt)
    inv = (INVERT_FP_CC if fp else INVERT_INT_CC)[cc]
    if ol.cc_ok(inv, ovt):
        return dag.val(Op.XOR, rvt, setcc(dag, a, b, inv, rvt), one)
    if ol.cc_ok(SWAP_CC[inv], ovt):
        return dag.val(Op.XOR, rvt, setcc(dag, b, a, SWAP_CC[inv], rvt), one)
    if depth > 3:
        raise UnsupportedError(f"condition code {cc} on {ovt} cannot be expanded for "
                               f"target {ol.target.name}")
    d = depth + 1
    e = lambda x, y, c: emit_setcc(ol, x, y, c, rvt, d)   # noqa: E731
    if not fp:
        if cc in ("eq", "ne"):
            raise UnsupportedError(f"target {ol.target.name} has neither eq nor ne on {ovt}")
        c1, c2 = _INT_SPLIT[cc]
        if c2 == "eq":
            return dag.val(Op.OR, rvt, e(a, b, c1), e(a, b, "eq"))
        return dag.val(Op.AND, rvt, e(a, b, c1), e(a, b, "ne"))
    if cc == "ord":
        return dag.val(Op.AND, rvt, e(a, a, "oeq"), e(b, b, "oeq"))
    if cc == "uno":
        return dag.val(Op.OR, rvt, e(a, a, "une"), e(b, b, "une"))
    if cc == "one":
        return dag.val(Op.OR, rvt, e(a, b, "olt"), e(a, b, "ogt"))
    if cc in _ORDERED:
        return dag.val(Op.OR, rvt, e(a, b, "uno"), e(a, b, _ORDERED[cc]))
    # ordered compares: ord & (the unordered-or form)
    unordered = {v: k for k, v in _ORDERED.items()}[cc]
    return dag.val(Op.AND, rvt, e(a, b, "ord"), e(a, b, unordered))


def _setcc(ol: Any, n: Node) -> list | None:
    a, b, cc = n.ops
    if not ol.cc_ok(cc[0].attr, vt_of(a)):
        return [emit_setcc(ol, a, b, cc[0].attr, n.vt)]
    if ol.ok(Op.SELECT_CC, n.vt):
        dag = ol.dag
        return [dag.val(Op.SELECT_CC, n.vt, a, b, dag.constant(1, n.vt), dag.constant(0, n.vt), cc)]
    return None


def _select_cc(ol: Any, n: Node) -> list:
    lhs, rhs, a, b, cc = n.ops
    c = cc[0].attr
    ovt = vt_of(lhs)
    if ol.cc_ok(SWAP_CC[c], ovt) and not ol.cc_ok(c, ovt) and ol.ok(Op.SELECT_CC, n.vt):
        return [ol.dag.val(Op.SELECT_CC, n.vt, rhs, lhs, a, b, ol.dag.condcode(SWAP_CC[c]))]
    return [select(ol.dag, emit_setcc(ol, lhs, rhs, c, ol.bool_vt), a, b)]


def _br_cc(ol: Any, n: Node) -> list:
    ch, cc, lhs, rhs, bb = n.ops
    c = cc[0].attr
    ovt = vt_of(lhs)
    dag = ol.dag
    if ol.cc_ok(SWAP_CC[c], ovt) and not ol.cc_ok(c, ovt) and ol.ok(Op.BR_CC, ovt):
        return [dag.val(Op.BR_CC, "ch", ch, dag.condcode(SWAP_CC[c]), rhs, lhs, bb)]
    return [dag.val(Op.BRCOND, "ch", ch, emit_setcc(ol, lhs, rhs, c, ol.bool_vt), bb)]


# ---------------------------------------------------------------- conversions

def _fp_to_uint(ol: Any, n: Node) -> list | None:
    dag, vt = ol.dag, n.vt
    x = n.ops[0]
    fvt = vt_of(x)
    w = vt_bits(vt)
    for wider in ol.legal_ints:
        if vt_bits(wider) > w and ol.ok(Op.FP_TO_SINT, wider):
            return [dag.val(Op.TRUNCATE, vt, dag.val(Op.FP_TO_SINT, wider, x))]
    if not ol.ok(Op.FP_TO_SINT, vt):
        return _libcall_conv(ol, n)
    # x < 2^(w-1): fptosi(x); else fptosi(x - 2^(w-1)) ^ (1 << (w-1))
    thr = fp_const(dag, float(1 << (w - 1)), fvt)
    small = emit_setcc(ol, x, thr, "olt", ol.bool_vt)
    lo = dag.val(Op.FP_TO_SINT, vt, x)
    hi = dag.val(Op.XOR, vt, dag.val(Op.FP_TO_SINT, vt, dag.val(Op.FSUB, fvt, x, thr)),
                 dag.constant(1 << (w - 1), vt))
    return [select(dag, small, lo, hi)]


def _uint_to_fp(ol: Any, n: Node) -> list | None:
    dag, fvt = ol.dag, n.vt
    x = n.ops[0]
    ivt = vt_of(x)
    w = vt_bits(ivt)
    for wider in ol.legal_ints:
        if vt_bits(wider) > w and ol.action(Op.SINT_TO_FP, wider) == LEGAL:
            return [dag.val(Op.SINT_TO_FP, fvt, resize(dag, x, wider, "zext"))]
    if not ol.ok(Op.SINT_TO_FP, ivt):
        return _libcall_conv(ol, n)
    neg = setcc(dag, x, dag.constant(0, ivt), "slt", ol.bool_vt)
    signed = dag.val(Op.SINT_TO_FP, fvt, x)
    if _MANTISSA.get(fvt, 0) >= w:
        # Every w-bit value is exact in fvt: a negative (as signed) x is x - 2^w, so add
        # 2^w back. (The halving trick below would lose x's low bit here.)
        two_w = dag.constant_fp(_fp_bits(fvt, float(1 << w)), fvt)
        return [select(dag, neg, dag.val(Op.FADD, fvt, signed, two_w), signed)]
    # negative as signed: convert (x >> 1) | (x & 1) and double it: the OR keeps the
    # sticky bit, so the single rounding of the halved value rounds the whole correctly
    one = dag.constant(1, ivt)
    half = dag.val(Op.OR, ivt, dag.val(Op.SRL, ivt, x, one), dag.val(Op.AND, ivt, x, one))
    f = dag.val(Op.SINT_TO_FP, fvt, half)
    return [select(dag, neg, dag.val(Op.FADD, fvt, f, f), signed)]


_MANTISSA = {"f16": 11, "f32": 24, "f64": 53, "f80": 64, "f128": 113}


def _fp_bits(fvt: str, value: float) -> int:
    """The bit pattern of `value` in the format of fvt (f32/f64, exact powers of two)."""
    if fvt == "f32":
        return struct.unpack("<I", struct.pack("<f", value))[0]
    return struct.unpack("<Q", struct.pack("<d", value))[0]


_FP_ABBR = {"f32": "sf", "f64": "df", "f128": "tf"}
_INT_ABBR = {32: "si", 64: "di", 128: "ti"}


def _libcall_conv(ol: Any, n: Node) -> list:
    """compiler-rt conversions: __fixdfsi, __fixunssfdi, __floatdidf, __floatunsisf ..."""
    x = n.ops[0]
    if n.op in (Op.FP_TO_SINT, Op.FP_TO_UINT):
        name = ("__fix" + ("uns" if n.op == Op.FP_TO_UINT else "") + _FP_ABBR.get(vt_of(x), "?")
                + _INT_ABBR.get(vt_bits(n.vt), "?"))
    else:
        name = ("__float" + ("un" if n.op == Op.UINT_TO_FP else "")
                + _INT_ABBR.get(vt_bits(vt_of(x)), "?") + _FP_ABBR.get(n.vt, "?"))
    if "?" in name:
        raise UnsupportedError(f"{n.op} from {vt_of(x)} to {n.vt} is not supported")
    results, _ = libcall(ol.dag, name, [n.vt], [x])
    return [results[0]]


# ---------------------------------------------------------------- sign-bit operations

def _as_int(ol: Any, fvt: str) -> str | None:
    ivt = int_vt(vt_bits(fvt))
    return ivt if ol.target.is_legal_vt(ivt) else None


def _hi_word(ol: Any, x: Value) -> tuple[Value, Value, Value]:
    """Spill `x` to a stack slot and load the integer word holding its sign bit:
    (word, word address, chain after the load)."""
    dag = ol.dag
    vt = vt_of(x)
    size = vt_bits(vt) // 8
    wvt = ol.legal_ints[-1]
    wb = vt_bits(wvt) // 8
    if dag.mf is None:
        raise UnsupportedError(f"sign-bit operations on {vt} need a stack slot")
    fi = dag.mf.frame.create(size, size, "local")
    ptr = (dag.node(Op.FRAME_INDEX, (ol.pointer_vt,), (), fi), 0)
    st = dag.val(Op.STORE, "ch", dag.entry, x, ptr, attr=Mem(vt, "", size))
    hp = ptr_offset(dag, ptr, 0 if ol.big_endian else size - wb)
    ld = dag.node(Op.LOAD, (wvt, "ch"), (st, hp), Mem(wvt, "", wb))
    return (ld, 0), hp, (ld, 1)


def _sign_ops_by_word(ol: Any, n: Node) -> list:
    """FNEG/FABS/FCOPYSIGN when no integer type is as wide as the float (f64 on a 32-bit
    target): edit the sign bit in the word of the float's stack slot that holds it."""
    dag, vt = ol.dag, n.vt
    word, hp, ch = _hi_word(ol, n.ops[0])
    wvt = vt_of(word)
    top = 1 << (vt_bits(wvt) - 1)
    if n.op == Op.FNEG:
        new = dag.val(Op.XOR, wvt, word, dag.constant(top, wvt))
    else:
        new = dag.val(Op.AND, wvt, word, dag.constant(top - 1, wvt))
        if n.op == Op.FCOPYSIGN:
            sgn = n.ops[1]
            sivt = _as_int(ol, vt_of(sgn))
            if sivt is not None:
                sw = dag.val(Op.BITCAST, sivt, sgn)
                sw = resize(dag, dag.val(Op.SRL, sivt, sw, dag.constant(vt_bits(sivt) - 1, sivt)),
                            wvt, "zext")
                sw = dag.val(Op.SHL, wvt, sw, dag.constant(vt_bits(wvt) - 1, wvt))
            else:
                sw, _, _ = _hi_word(ol, sgn)
                sw = dag.val(Op.AND, wvt, sw, dag.constant(top, wvt))
            new = dag.val(Op.OR, wvt, new, sw)
    ptr = hp if ol.big_endian else hp[0].ops[0]
    st = dag.val(Op.STORE, "ch", ch, new, hp, attr=Mem(wvt, "", vt_bits(wvt) // 8))
    size = vt_bits(vt) // 8
    ld = dag.node(Op.LOAD, (vt, "ch"), (st, ptr), Mem(vt, "", size))
    return [(ld, 0)]


def _fneg_fabs(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    x = n.ops[0]
    ivt = _as_int(ol, vt)
    if ivt is None:
        return _sign_ops_by_word(ol, n)
    sign = 1 << (vt_bits(vt) - 1)
    i = dag.val(Op.BITCAST, ivt, x)
    if n.op == Op.FNEG:
        r = dag.val(Op.XOR, ivt, i, dag.constant(sign, ivt))
    else:
        r = dag.val(Op.AND, ivt, i, dag.constant(sign - 1, ivt))
    return [dag.val(Op.BITCAST, vt, r)]


def _fcopysign(ol: Any, n: Node) -> list:
    dag, vt = ol.dag, n.vt
    mag, sgn = n.ops
    ivt, svt = _as_int(ol, vt), _as_int(ol, vt_of(sgn))
    if ivt is None:
        return _sign_ops_by_word(ol, n)
    w = vt_bits(vt)
    m = dag.val(Op.AND, ivt, dag.val(Op.BITCAST, ivt, mag), dag.constant(mask(w - 1), ivt))
    if svt is not None:
        ws = vt_bits(vt_of(sgn))
        s = dag.val(Op.BITCAST, svt, sgn)
        s = dag.val(Op.SRL, svt, s, dag.constant(ws - 1, svt))
    else:
        word, _, _ = _hi_word(ol, sgn)
        s = dag.val(Op.SRL, vt_of(word), word, dag.constant(vt_bits(vt_of(word)) - 1, vt_of(word)))
    s = dag.val(Op.SHL, ivt, resize(dag, s, ivt, "zext"), dag.constant(w - 1, ivt))
    return [dag.val(Op.BITCAST, vt, dag.val(Op.OR, ivt, m, s))]


# ---------------------------------------------------------------- libm / compiler-rt

_LIBM = {Op.FREM: "fmod", Op.FMA: "fma", Op.FSQRT: "sqrt", Op.FFLOOR: "floor",
         Op.FCEIL: "ceil", Op.FTRUNC: "trunc", Op.FROUND: "round", Op.FRINT: "rint",
         Op.FMINNUM: "fmin", Op.FMAXNUM: "fmax"}
_SOFT = {Op.FADD: "add", Op.FSUB: "sub", Op.FMUL: "mul", Op.FDIV: "div"}


def fp_libcall_name(op: str, vt: str) -> str:
    if op in _LIBM:
        base = _LIBM[op]
        return {"f32": base + "f", "f64": base, "f128": base + "l"}[vt]
    if op in _SOFT:
        return f"__{_SOFT[op]}{_FP_ABBR[vt]}3"
    raise KeyError(op)


def _fp_libcall(ol: Any, n: Node) -> list:
    if n.op == Op.FMA and ol.target.actions.get(("fma_as_fmul_fadd", n.vt)):
        dag = ol.dag
        a, b, c = n.ops
        return [dag.val(Op.FADD, n.vt, dag.val(Op.FMUL, n.vt, a, b), c)]
    try:
        name = fp_libcall_name(n.op, n.vt)
    except KeyError:
        raise UnsupportedError(f"{n.op} on {n.vt} is not supported") from None
    results, _ = libcall(ol.dag, name, [n.vt], list(n.ops))
    return [results[0]]


def _fp_ext_round(ol: Any, n: Node) -> list:
    src, dst = _FP_ABBR.get(vt_of(n.ops[0]), "?"), _FP_ABBR.get(n.vt, "?")
    name = f"__extend{src}{dst}2" if n.op == Op.FP_EXTEND else f"__trunc{src}{dst}2"
    if "?" in name:
        raise UnsupportedError(f"{n.op} from {vt_of(n.ops[0])} to {n.vt} is not supported")
    results, _ = libcall(ol.dag, name, [n.vt], [n.ops[0]])
    return [results[0]]


# ---------------------------------------------------------------- memory

def _pow2_bytes(bits: int) -> bool:
    return bits >= 8 and bits % 8 == 0 and (bits & (bits - 1)) == 0


def _load(ol: Any, n: Node) -> list | None:
    """An extending load the target lacks: a plainer load plus an in-register extension,
    or two loads of power-of-two pieces for odd memory widths."""
    dag, vt = ol.dag, n.vt
    ch, ptr = n.ops
    mem: Mem = n.attr
    mvt, ext = mem.vt, mem.ext or "anyext"
    m = vt_bits(mvt)
    if _pow2_bytes(m):
        if m == vt_bits(vt):
            return None  # a plain load of a legal type: nothing generic to do
        if ol.target.is_legal_vt(mvt) and ol.action(Op.LOAD, mvt) == LEGAL:
            ld = dag.node(Op.LOAD, (mvt, "ch"), (ch, ptr), mem_with(mem, mvt, ""))
            if is_fp_vt(mvt):
                return [dag.val(Op.FP_EXTEND, vt, (ld, 0)), (ld, 1)]
            kind = {"sext": "sext", "zext": "zext"}.get(ext, "any")
            return [resize(dag, (ld, 0), vt, kind), (ld, 1)]
        for other in ("zext", "sext", "anyext"):
            if other != ext and ol.load_ok(other, mvt, vt):
                ld = dag.node(Op.LOAD, (vt, "ch"), (ch, ptr), mem_with(mem, mvt, other))
                v = (ld, 0)
                if ext == "zext" and other != "zext":
                    v = dag.val(Op.AND, vt, v, dag.constant(mask(m), vt))
                elif ext == "sext" and other != "sext":
                    v = dag.val(Op.SIGN_EXTEND_INREG, vt, v, dag.valuetype(mvt))
                return [v, (ld, 1)]
        if m == 8:
            raise UnsupportedError(f"target {ol.target.name} cannot load {mvt} into {vt}")
    if m % 8:   # i17: read the whole bytes (i24), then fix the bits above 17
        rvt = int_vt((m + 7) // 8 * 8)
        # (i63 into i64: the whole bytes are the register, a plain load)
        rext = "" if rvt == vt else "zext" if ext == "zext" else "anyext"
        ld = dag.node(Op.LOAD, (vt, "ch"), (ch, ptr), mem_with(mem, rvt, rext))
        v = (ld, 0)
        if ext == "zext":
            v = dag.val(Op.AND, vt, v, dag.constant(mask(m), vt))
        elif ext == "sext":
            v = dag.val(Op.SIGN_EXTEND_INREG, vt, v, dag.valuetype(mvt))
        return [v, (ld, 1)]
    # split: low piece = the largest power of two below m, zero-extended; the rest extended
    lo_bits = 1 << (m.bit_length() - 1)
    if lo_bits == m:
        lo_bits //= 2
    rest = m - lo_bits
    lo_off, hi_off = ((rest // 8, 0) if ol.target.big_endian else (0, lo_bits // 8))
    lo_n = dag.node(Op.LOAD, (vt, "ch"), (ch, ptr_offset(dag, ptr, lo_off)),
                    mem_with(mem, int_vt(lo_bits), "zext", lo_off))
    hi_n = dag.node(Op.LOAD, (vt, "ch"), (ch, ptr_offset(dag, ptr, hi_off)),
                    mem_with(mem, int_vt(rest), ext, hi_off))
    v = dag.val(Op.OR, vt, (lo_n, 0), dag.val(Op.SHL, vt, (hi_n, 0), dag.constant(lo_bits, vt)))
    return [v, dag.token_factor([(lo_n, 1), (hi_n, 1)])]


def _store(ol: Any, n: Node) -> list | None:
    dag = ol.dag
    ch, val, ptr = n.ops
    vt = vt_of(val)
    mem: Mem = n.attr
    mvt = mem.vt
    m = vt_bits(mvt)
    if _pow2_bytes(m):
        if m == vt_bits(vt):
            return None
        if ol.target.is_legal_vt(mvt) and ol.action(Op.STORE, mvt) == LEGAL:
            t = dag.val(Op.FP_ROUND if is_fp_vt(mvt) else Op.TRUNCATE, mvt, val)
            return [dag.val(Op.STORE, "ch", ch, t, ptr, attr=mem_with(mem, mvt))]
        if m == 8:
            raise UnsupportedError(f"target {ol.target.name} cannot store {mvt} from {vt}")
    if m % 8:   # i17: store the whole bytes (i24) with the bits above 17 cleared
        rvt = int_vt((m + 7) // 8 * 8)
        val = dag.val(Op.AND, vt, val, dag.constant(mask(m), vt))
        return [dag.val(Op.STORE, "ch", ch, val, ptr, attr=mem_with(mem, rvt))]
    lo_bits = 1 << (m.bit_length() - 1)
    if lo_bits == m:
        lo_bits //= 2
    rest = m - lo_bits
    lo_off, hi_off = ((rest // 8, 0) if ol.target.big_endian else (0, lo_bits // 8))
    hi = dag.val(Op.SRL, vt, val, dag.constant(lo_bits, vt))
    s1 = dag.val(Op.STORE, "ch", ch, val, ptr_offset(dag, ptr, lo_off),
                 attr=mem_with(mem, int_vt(lo_bits), "", lo_off))
    s2 = dag.val(Op.STORE, "ch", ch, hi, ptr_offset(dag, ptr, hi_off),
                 attr=mem_with(mem, int_vt(rest), "", hi_off))
    return [dag.token_factor([s1, s2])]


def _bitcast(ol: Any, n: Node) -> list:
    return bitcast_via_stack(ol, n)


FP_EXPANSIONS: dict[str, Rule] = {
    Op.SETCC: _setcc, Op.SELECT_CC: _select_cc, Op.BR_CC: _br_cc,
    Op.FP_TO_UINT: _fp_to_uint, Op.UINT_TO_FP: _uint_to_fp,
    Op.FP_TO_SINT: _libcall_conv, Op.SINT_TO_FP: _libcall_conv,
    Op.FNEG: _fneg_fabs, Op.FABS: _fneg_fabs, Op.FCOPYSIGN: _fcopysign,
    **{op: _fp_libcall for op in (*_LIBM, *_SOFT)},
    Op.FP_EXTEND: _fp_ext_round, Op.FP_ROUND: _fp_ext_round,
    Op.LOAD: _load, Op.STORE: _store, Op.BITCAST: _bitcast,
}

__all__ = ["FP_EXPANSIONS", "emit_setcc", "fp_libcall_name"]
