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
from pyllc.isel.calls import OutArg, emit_call
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
    if dag.target.soft_fp_abi is not None:
        return _q_call(dag, name, ret_vt, args)
    exts = ["sext" if vt_of(a) == "i32" else "" for a in args]
    results, _ = libcall(dag, name, [ret_vt], args, arg_exts=exts)
    return results[0]


# ---------------------------------------------------------------- quad routines by address
# A target's `soft_fp_abi` (codegen/target.py QuadRoutines; SPARC V8's _Q_* routines in
# targets/sparc/soft_fp.py): binary128 operands by address, a binary128 result through the
# hidden structure-return word at %sp+64 (the call is followed by `unimp 16`); other
# operands and results as usual.


def _q_slot(dag: SelectionDAG, v: Value | None) -> tuple[Value, Value]:
    """A 16-byte stack slot (holding `v` if given): (address, chain after the store)."""
    assert dag.mf is not None
    fi = dag.mf.frame.create(16, 8)
    addr = dag.val(Op.FRAME_INDEX, dag.target.pointer_vt, attr=fi)
    if v is None:
        return addr, dag.entry
    st = dag.val(Op.STORE, "ch", dag.entry, v, addr, attr=Mem(vt_of(v), "", 8))
    return addr, st


def _q_call(dag: SelectionDAG, name: str, ret_vt: str, args: list[Value]) -> Value:
    abi = dag.target.soft_fp_abi
    assert abi is not None
    qname = abi.names.get(name, name)
    if qname == name and name != abi.compare:
        raise UnsupportedError(f"no {dag.target.name} quad routine for {name}")
    ptr = dag.target.pointer_vt
    outs: list[OutArg] = []
    chains: list[Value] = []
    ret_slot = None
    if ret_vt == "i128":
        ret_slot, _ = _q_slot(dag, None)
        outs.append(OutArg(ptr, ret_slot, {"sret": None}, False, 0))
    for a in args:
        if vt_of(a) == "i128":
            addr, ch = _q_slot(dag, a)
            chains.append(ch)
            a = addr
        outs.append(OutArg(vt_of(a), a, {"signext": None} if vt_of(a) == "i32" else {},
                           False, len(outs)))
    chain = dag.token_factor(chains) if chains else dag.entry
    callee = dag.val(Op.EXTERNAL_SYMBOL, ptr, attr=qname)
    results, chain = emit_call(dag, chain, callee, qname, outs,
                               [] if ret_slot is not None else [ret_vt])
    if ret_slot is None:
        return results[0]
    ld = dag.node(Op.LOAD, ("i128", "ch"), (chain, ret_slot), Mem("i128", "", 8))
    return (ld, 0)


def _q_compare(dag: SelectionDAG, a: Value, b: Value, cc: str, bool_vt: str) -> Value:
    abi = dag.target.soft_fp_abi
    assert abi is not None
    if cc not in abi.tests:
        raise UnsupportedError(f"condition code {cc} on f128 is not supported")
    r = _q_call(dag, abi.compare, "i32", [a, b])
    mask, k, icc = abi.tests[cc]
    if mask == 0:
        r = dag.val(Op.AND, "i32", dag.val(Op.ADD, "i32", r, dag.constant(1, "i32")),
                    dag.constant(2, "i32"))
    elif mask != 3:
        r = dag.val(Op.AND, "i32", r, dag.constant(mask, "i32"))
    return dag.val(Op.SETCC, bool_vt, r, dag.constant(k, "i32"), dag.condcode(icc))


def soft_compare(dag: SelectionDAG, a: Value, b: Value, cc: str, fvt: str, bool_vt: str) -> Value:
    """SETCC(a, b, cc) on soft operands (already in the form the helpers take) as a
    boolean of `bool_vt`."""
    if cc in ("true", "false"):
        return dag.constant(int(cc == "true"), bool_vt)
    if dag.target.soft_fp_abi is not None and fvt == "f128":
        return _q_compare(dag, a, b, cc, bool_vt)
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
        # narrow and odd widths extend to the helper's (i16 -> __floatsitf), as LLVM's
        # integer promotion of the operand does before the libcall
        bits = max(32, 1 << (vt_bits(src) - 1).bit_length())
        if bits not in INT_ABBR or dst not in FP_ABBR:
            raise UnsupportedError(f"{n.op} from {src} to {dst} is not supported")
        name = ("__float" + ("un" if n.op == Op.UINT_TO_FP else "") + INT_ABBR[bits]
                + FP_ABBR[dst])
        if bits != vt_bits(src):
            ext = Op.ZERO_EXTEND if n.op == Op.UINT_TO_FP else Op.SIGN_EXTEND
            x = dag.val(ext, f"i{bits}", x)
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
    label = mf.pool_constant(data, size)
    addr = dag.val(Op.CONSTANT_POOL, pointer_vt, attr=label)
    ld = dag.node(Op.LOAD, (vt, "ch"), (dag.entry, addr), Mem(vt, "", size))
    return (ld, 0)


def select_via_memory(dag: SelectionDAG, n: Node, pointer_vt: str) -> Value:
    """SELECT(c, t, f) of a register-held soft type with no conditional move (f128 in
    x86-64's xmm registers): both values to stack slots, select the address, load."""
    c, t, f = n.ops
    if dag.mf is None:
        raise UnsupportedError(f"select of {n.vt} needs stack slots")
    size = vt_bits(n.vt) // 8
    addrs, chains = [], []
    for v in (t, f):
        fi = dag.mf.frame.create(size, size)
        a = dag.val(Op.FRAME_INDEX, pointer_vt, attr=fi)
        chains.append(dag.val(Op.STORE, "ch", dag.entry, v, a, attr=Mem(n.vt, "", size)))
        addrs.append(a)
    addr = dag.val(Op.SELECT, pointer_vt, c, addrs[0], addrs[1])
    ld = dag.node(Op.LOAD, (n.vt, "ch"), (dag.token_factor(chains), addr), Mem(n.vt, "", size))
    return (ld, 0)


__all__ = ["SOFT_OPS", "FP_ABBR", "soft_compare", "soft_node", "constant_pool_load",
           "select_via_memory"]
