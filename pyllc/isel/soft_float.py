"""Floating point without hardware: every operation on an FP type the target cannot
compute (fp128 on AArch64, RISC-V and x86-64) becomes a call of libgcc's soft-fp helpers,
as llc-16 lowers it (LLVM's RTLIB libcalls and `softenSetCCOperands`).

Two callers share these rules:
- `legalize_ops`, for a type the target keeps in registers (`Target.soft_fp_vts`: f128
  in AArch64's q registers), where operands stay f128 values;
- `legalize_types`, for a type the target has no register for (f128 on RISC-V), which is
  *softened*: the value travels as the integer of the same width (i128), and these rules
  get the softened operands (`arg`) and build integer results (`out_vt`).

Contract
- requires: the operation's other types are legal or legalizable (i32 results of the
  comparison helpers, the integer operands of conversions).
- guarantees: no arithmetic, conversion, comparison or constant node of the soft type is
  left; loads, stores, copies, selects and sign-bit operations stay (the caller handles
  them: they need no runtime).

The helpers (libgcc names; `tf` = binary128, `hf` = binary16): `__addtf3 __subtf3
__multf3 __divtf3`, libm's `fmodl fmal sqrtl floorl ...`, `__extendsftf2 __extenddftf2
__trunctfsf2 __trunctfdf2`, `__fix[uns]tf{si,di,ti} __float[un]{si,di,ti}tf`, and the
comparisons `__eqtf2 __netf2 __lttf2 __letf2 __gttf2 __getf2 __unordtf2`, whose i32
result is compared with 0. Unordered predicates use the inverse ordered helper (`ult` is
`__getf2(a, b) < 0`, which is true for unordered operands too: `__getf2` returns -2);
`ueq` and `one` need two calls (`__unordtf2` with `__eqtf2`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.codegen.dag import Mem, Node, SelectionDAG, Value
from pyllc.codegen.opcodes import Op, vt_bits
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.expand_fp import fp_libcall_name
from pyllc.isel.legalize_common import libcall, vt_of

Arg = Callable[[Value], Value]

FP_ABBR = {"f16": "hf", "f32": "sf", "f64": "df", "f128": "tf", "f80": "xf"}
INT_ABBR = {32: "si", 64: "di", 128: "ti"}

# predicate -> [(helper, integer condition on its result)], OR-ed (AND-ed if inverted)
_CMP: dict[str, tuple[list[tuple[str, str]], str]] = {
    "oeq": ([("eq", "eq")], "or"), "une": ([("ne", "ne")], "or"),
    "olt": ([("lt", "slt")], "or"), "ole": ([("le", "sle")], "or"),
    "ogt": ([("gt", "sgt")], "or"), "oge": ([("ge", "sge")], "or"),
    "uno": ([("unord", "ne")], "or"), "ord": ([("unord", "eq")], "or"),
    "ult": ([("ge", "slt")], "or"), "ule": ([("gt", "sle")], "or"),
    "ugt": ([("le", "sgt")], "or"), "uge": ([("lt", "sge")], "or"),
    "ueq": ([("unord", "ne"), ("eq", "eq")], "or"),
    "one": ([("unord", "eq"), ("ne", "ne")], "and"),
    # integer-style names for fast-math IR (no NaNs): the ordered helpers
    "eq": ([("eq", "eq")], "or"), "ne": ([("ne", "ne")], "or"),
    "lt": ([("lt", "slt")], "or"), "le": ([("le", "sle")], "or"),
    "gt": ([("gt", "sgt")], "or"), "ge": ([("ge", "sge")], "or"),
}

ARITH = frozenset({Op.FADD, Op.FSUB, Op.FMUL, Op.FDIV, Op.FREM, Op.FMA, Op.FSQRT, Op.FFLOOR,
                   Op.FCEIL, Op.FTRUNC, Op.FROUND, Op.FRINT, Op.FMINNUM, Op.FMAXNUM})
CONVERSIONS = frozenset({Op.FP_EXTEND, Op.FP_ROUND, Op.FP_TO_SINT, Op.FP_TO_UINT,
                         Op.SINT_TO_FP, Op.UINT_TO_FP})
COMPARES = frozenset({Op.SETCC, Op.SELECT_CC, Op.BR_CC})
SOFT_OPS = ARITH | CONVERSIONS | COMPARES | {Op.CONSTANT_FP}


def _call(dag: SelectionDAG, name: str, ret_vt: str, args: list[Value]) -> Value:
    exts = ["sext" if vt_of(a) == "i32" else "" for a in args]
    results, _ = libcall(dag, name, [ret_vt], args, arg_exts=exts)
    return results[0]


def soft_compare(dag: SelectionDAG, a: Value, b: Value, cc: str, fvt: str, bool_vt: str) -> Value:
    """SETCC(a, b, cc) on soft operands (already in the form the helpers take) as a
    boolean of `bool_vt`."""
    if cc in ("true", "false"):
        return dag.constant(int(cc == "true"), bool_vt)
    if cc not in _CMP:
        raise UnsupportedError(f"condition code {cc} on {fvt} is not supported")
    calls, join = _CMP[cc]
    abbr = FP_ABBR[fvt]
    out: Value | None = None
    for helper, icc in calls:
        r = _call(dag, f"__{helper}{abbr}2", "i32", [a, b])
        c = dag.val(Op.SETCC, bool_vt, r, dag.constant(0, "i32"), dag.condcode(icc))
        out = c if out is None else dag.val(Op.OR if join == "or" else Op.AND, bool_vt, out, c)
    assert out is not None
    return out


def _conversion(dag: SelectionDAG, n: Node, arg: Arg, out_vt: Callable[[str], str]) -> Value:
    x = n.ops[0]
    src, dst = vt_of(x), n.vts[0]
    if n.op in (Op.FP_EXTEND, Op.FP_ROUND):
        s, d = FP_ABBR.get(src), FP_ABBR.get(dst)
        if s is None or d is None:
            raise UnsupportedError(f"{n.op} from {src} to {dst} is not supported")
        name = f"__extend{s}{d}2" if n.op == Op.FP_EXTEND else f"__trunc{s}{d}2"
    elif n.op in (Op.FP_TO_SINT, Op.FP_TO_UINT):
        bits = max(32, 1 << (vt_bits(dst) - 1).bit_length())
        if bits not in INT_ABBR or src not in FP_ABBR:
            raise UnsupportedError(f"{n.op} from {src} to {dst} is not supported")
        name = ("__fix" + ("uns" if n.op == Op.FP_TO_UINT else "") + FP_ABBR[src]
                + INT_ABBR[bits])
        ivt = f"i{bits}"
        r = _call(dag, name, ivt, [arg(x)])
        return r if ivt == dst else dag.val(Op.TRUNCATE, dst, r)
    else:
        bits = vt_bits(src)
        if bits not in INT_ABBR or dst not in FP_ABBR:
            raise UnsupportedError(f"{n.op} from {src} to {dst} is not supported")
        name = ("__float" + ("un" if n.op == Op.UINT_TO_FP else "") + INT_ABBR[bits]
                + FP_ABBR[dst])
    return _call(dag, name, out_vt(dst), [arg(x)])


def soft_node(dag: SelectionDAG, n: Node, arg: Arg, out_vt: Callable[[str], str],
              bool_vt: str, is_soft: Callable[[str], bool]) -> list[Any] | None:
    """The replacement values of `n` (an operation in SOFT_OPS on a soft type), or None
    when the node is not one these rules handle."""
    op = n.op
    if op in ARITH:
        vt = n.vts[0]
        try:
            name = fp_libcall_name(op, vt)
        except KeyError:
            raise UnsupportedError(f"{op} on {vt} is not supported") from None
        return [_call(dag, name, out_vt(vt), [arg(o) for o in n.ops])]
    if op in CONVERSIONS:
        return [_conversion(dag, n, arg, out_vt)]
    if op == Op.SETCC:
        a, b, cc = n.ops
        c = soft_compare(dag, arg(a), arg(b), cc[0].attr, vt_of(a), bool_vt)
        return [c if n.vts[0] == bool_vt else dag.val(Op.ZERO_EXTEND if vt_bits(n.vts[0]) >
                                                       vt_bits(bool_vt) else Op.TRUNCATE,
                                                       n.vts[0], c)]
    if op == Op.SELECT_CC:
        lhs, rhs, t, f, cc = n.ops
        if is_soft(vt_of(lhs)):
            c = soft_compare(dag, arg(lhs), arg(rhs), cc[0].attr, vt_of(lhs), bool_vt)
        else:
            c = dag.val(Op.SETCC, bool_vt, lhs, rhs, cc)
        if is_soft(n.vts[0]):
            t, f = arg(t), arg(f)
        return [dag.val(Op.SELECT, vt_of(t), c, t, f)]
    if op == Op.BR_CC:
        ch, cc, lhs, rhs, bb = n.ops
        c = soft_compare(dag, arg(lhs), arg(rhs), cc[0].attr, vt_of(lhs), bool_vt)
        return [dag.val(Op.BRCOND, "ch", ch, c, bb)]
    return None


def constant_pool_load(dag: SelectionDAG, bits: int, vt: str, pointer_vt: str,
                       big_endian: bool) -> Value:
    """A load of an FP constant from the function's constant pool (`.LCPI<fn>_<n>`, as
    llc names it): the way to make an f128 constant in a q register."""
    mf = dag.mf
    if mf is None:
        raise UnsupportedError(f"constants of type {vt} need a constant pool")
    size = vt_bits(vt) // 8
    data = bits.to_bytes(size, "big" if big_endian else "little")
    label = f".LCPI{mf.info.get('fn_number', 0)}_{len(mf.constants)}"
    for lab, d, _ in mf.constants:
        if d == data:
            label = lab
            break
    else:
        mf.constants.append((label, data, size))
    addr = dag.val(Op.CONSTANT_POOL, pointer_vt, attr=label)
    ld = dag.node(Op.LOAD, (vt, "ch"), (dag.entry, addr), Mem(vt, "", size))
    return (ld, 0)


__all__ = ["SOFT_OPS", "FP_ABBR", "soft_compare", "soft_node", "constant_pool_load"]
