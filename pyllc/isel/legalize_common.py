"""Small DAG-building helpers shared by the legalizers and the combiner.

Nothing here is a pass: these are the vocabulary the expansion rules in
`promote_int.py`, `expand_int.py`, `expand_ops.py` and `expand_fp.py` are written in
(constants, compares, selects, extensions, pointer offsets, libcalls), plus two cheap
local analyses (`maybe_ones`, `sign_bits_from`) used to skip redundant masks.

Conventions every rule relies on:
- SETCC / carry / overflow results are 0 or 1 in their (legal) result type; the
  boolean type of a target is its smallest legal integer type (`bool_vt`).
- A shift amount may have any integer type; only its value matters (it must be
  smaller than the shifted width, otherwise the result is undefined).
"""
from __future__ import annotations

import struct
from collections.abc import Sequence
from typing import Any

from pyllc.codegen.dag import Mem, SelectionDAG, Value
from pyllc.codegen.opcodes import Op, is_int_vt, vt_bits
from pyllc.codegen.records import CUSTOM, EXPAND, LEGAL, LibCall
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.calls import make_libcall

EXT_OP = {"any": Op.ANY_EXTEND, "zext": Op.ZERO_EXTEND, "sext": Op.SIGN_EXTEND}


def mask(bits: int) -> int:
    return (1 << bits) - 1


def vt_of(v: Value) -> str:
    return v[0].vts[v[1]]


def is_const(v: Value) -> bool:
    return v[0].op == Op.CONSTANT


def const_of(v: Value) -> int | None:
    n = v[0]
    return n.attr if n.op == Op.CONSTANT else None


def to_signed(x: int, bits: int) -> int:
    x &= mask(bits)
    return x - (1 << bits) if x >> (bits - 1) else x


# id(vt_class) -> (vt_class, its size then, the sorted integer types): the legalizers ask
# for every block (it was ~2 % of an -O0 compile); the dict is kept so its id stays unique
_LEGAL_INTS: dict[int, tuple[dict, int, list[str]]] = {}


def legal_int_vts(target: Target) -> list[str]:
    """The target's legal integer types, narrowest first (callers must not modify it)."""
    classes = target.vt_class
    got = _LEGAL_INTS.get(id(classes))
    if got is None or got[0] is not classes or got[1] != len(classes):
        got = _LEGAL_INTS[id(classes)] = (classes, len(classes), sorted(
            (vt for vt in classes if is_int_vt(vt)), key=vt_bits))
    return got[2]


def bool_vt(target: Target) -> str:
    """The type compares and carries produce after legalization (0 or 1)."""
    ints = legal_int_vts(target)
    if not ints:
        raise UnsupportedError(f"target {target.name} has no legal integer type")
    return ints[0]


# Operations most ISAs lack: unless a target lists (op, vt) in its action table, they
# are Expand (LLVM's TargetLoweringBase::initActions does the same), so a target table
# only has to name what it *can* do for these.
DEFAULT_EXPAND = frozenset({
    Op.SHL_PARTS, Op.SRA_PARTS, Op.SRL_PARTS, Op.UADDO, Op.USUBO, Op.SADDO, Op.SSUBO,
    Op.UMULO, Op.SMULO, Op.ADDCARRY, Op.SUBCARRY, Op.SMUL_LOHI, Op.UMUL_LOHI, Op.MULHS,
    Op.MULHU, Op.SDIVREM, Op.UDIVREM, Op.ROTL, Op.ROTR, Op.CTPOP, Op.CTLZ, Op.CTTZ,
    Op.BSWAP, Op.BITREVERSE, Op.SMIN, Op.SMAX, Op.UMIN, Op.UMAX, Op.ABS, Op.SELECT_CC,
    Op.BR_CC, Op.FREM, Op.FMA, Op.FCOPYSIGN, Op.FMINNUM, Op.FMAXNUM, Op.FFLOOR, Op.FCEIL,
    Op.FTRUNC, Op.FROUND, Op.FRINT, Op.BUILD_PAIR, Op.EXTRACT_ELEMENT,
    Op.DYNAMIC_STACKALLOC, Op.STACKSAVE, Op.STACKRESTORE})


def action(target: Target, op: str, vt: str) -> Any:
    """`target.action(op, vt)`, except that ops in DEFAULT_EXPAND default to EXPAND."""
    act = target.actions.get((op, vt))
    if act is None:
        return EXPAND if op in DEFAULT_EXPAND else target.action(op, vt)
    return act


def op_ok(target: Target, op: str, vt: str) -> bool:
    """True when the target can do `op` on `vt` directly (Legal, or Custom lowered)."""
    return target.is_legal_vt(vt) and action(target, op, vt) in (LEGAL, CUSTOM)


def ptr_offset(dag: SelectionDAG, ptr: Value, offset: int) -> Value:
    if offset == 0:
        return ptr
    vt = vt_of(ptr)
    return dag.val(Op.ADD, vt, ptr, dag.constant(offset, vt))


def setcc(dag: SelectionDAG, a: Value, b: Value, cc: str, vt: str) -> Value:
    return dag.val(Op.SETCC, vt, a, b, dag.condcode(cc))


def select(dag: SelectionDAG, c: Value, a: Value, b: Value) -> Value:
    if a == b:
        return a
    return dag.val(Op.SELECT, vt_of(a), c, a, b)


def resize(dag: SelectionDAG, v: Value, vt: str, kind: str = "any") -> Value:
    """`v` truncated or extended (`any`/`zext`/`sext`) to the integer type `vt`."""
    have = vt_of(v)
    if have == vt:
        return v
    if vt_bits(have) > vt_bits(vt):
        return dag.val(Op.TRUNCATE, vt, v)
    c = const_of(v)
    if c is not None:
        return dag.constant(to_signed(c, vt_bits(have)) if kind == "sext" else c, vt)
    return dag.val(EXT_OP[kind], vt, v)


def zext_inreg(dag: SelectionDAG, v: Value, bits: int) -> Value:
    """Clear the bits of `v` above `bits` (skipped when already known clear)."""
    vt = vt_of(v)
    if bits >= vt_bits(vt) or maybe_ones(v) & ~mask(bits) == 0:
        return v
    return dag.val(Op.AND, vt, v, dag.constant(mask(bits), vt))


def sext_inreg(dag: SelectionDAG, v: Value, bits: int) -> Value:
    """Replicate bit `bits-1` of `v` into the bits above it."""
    vt = vt_of(v)
    if bits >= vt_bits(vt) or sign_bits_from(v) <= bits:
        return v
    c = const_of(v)
    if c is not None:
        return dag.constant(to_signed(c, bits), vt)
    return dag.val(Op.SIGN_EXTEND_INREG, vt, v, dag.valuetype(f"i{bits}"))


def ext_inreg(dag: SelectionDAG, v: Value, bits: int, kind: str) -> Value:
    if kind == "zext":
        return zext_inreg(dag, v, bits)
    if kind == "sext":
        return sext_inreg(dag, v, bits)
    return v


# ---------------------------------------------------------------- known bits (cheap, local)

def maybe_ones(v: Value, depth: int = 4) -> int:
    """A superset of the bits of `v` that may be 1 (all bits when unknown)."""
    n, r = v
    vt = n.vts[r]
    if not is_int_vt(vt):
        return -1
    bits = vt_bits(vt)
    full = mask(bits)
    op = n.op
    if op == Op.CONSTANT:
        return n.attr
    if op == Op.SETCC or (r == 1 and op in _FLAG_RESULT_OPS):
        return 1
    if op == Op.LOAD and n.attr.ext == "zext" and r == 0:
        return mask(vt_bits(n.attr.vt))
    if op in (Op.CTPOP, Op.CTLZ, Op.CTTZ):
        return mask(bits.bit_length())
    if depth == 0:
        return full
    d = depth - 1
    if op == Op.AND:
        return maybe_ones(n.ops[0], d) & maybe_ones(n.ops[1], d)
    if op in (Op.OR, Op.XOR):
        return (maybe_ones(n.ops[0], d) | maybe_ones(n.ops[1], d)) & full
    if op == Op.ZERO_EXTEND:
        return maybe_ones(n.ops[0], d)
    if op == Op.SELECT:
        return (maybe_ones(n.ops[1], d) | maybe_ones(n.ops[2], d)) & full
    if op == Op.SRL:
        c = const_of(n.ops[1])
        if c is not None and c < bits:
            return maybe_ones(n.ops[0], d) >> c
    if op == Op.SHL:
        c = const_of(n.ops[1])
        if c is not None and c < bits:
            return (maybe_ones(n.ops[0], d) << c) & full
    if op == Op.TRUNCATE:
        return maybe_ones(n.ops[0], d) & full
    return full


_FLAG_RESULT_OPS = frozenset({Op.UADDO, Op.USUBO, Op.SADDO, Op.SSUBO, Op.UMULO, Op.SMULO,
                              Op.ADDCARRY, Op.SUBCARRY})


def sign_bits_from(v: Value, depth: int = 3) -> int:
    """A width n such that `v` is known to equal its low n bits sign-extended
    (the value's full width when nothing is known)."""
    n, r = v
    vt = n.vts[r]
    if not is_int_vt(vt):
        return 1 << 30
    bits = vt_bits(vt)
    op = n.op
    if op == Op.CONSTANT:
        s = to_signed(n.attr, bits)
        return max(1, (s if s >= 0 else ~s).bit_length() + 1)
    if op == Op.SIGN_EXTEND_INREG:
        return min(bits, vt_bits(n.ops[1][0].attr))
    if op == Op.SIGN_EXTEND:
        return vt_bits(vt_of(n.ops[0]))
    if op == Op.LOAD and r == 0 and n.attr.ext == "sext":
        return vt_bits(n.attr.vt)
    if op == Op.LOAD and r == 0 and n.attr.ext == "zext":
        return vt_bits(n.attr.vt) + 1 if vt_bits(n.attr.vt) < bits else bits
    if op == Op.ZERO_EXTEND:
        w = vt_bits(vt_of(n.ops[0]))
        return w + 1 if w < bits else bits
    if op == Op.SETCC:
        return 2 if bits > 1 else 1
    if op == Op.SRA and depth:
        c = const_of(n.ops[1])
        if c is not None and c < bits:
            return max(1, sign_bits_from(n.ops[0], depth - 1) - c)
    if op in (Op.AND, Op.OR, Op.XOR) and depth:
        return max(sign_bits_from(n.ops[0], depth - 1), sign_bits_from(n.ops[1], depth - 1))
    return bits


# ---------------------------------------------------------------- floats

def fp_const(dag: SelectionDAG, x: float, vt: str) -> Value:
    """A CONSTANT_FP of `vt` (f32/f64) holding `x`."""
    if vt == "f32":
        raw = struct.unpack("<I", struct.pack("<f", x))[0]
    elif vt == "f64":
        raw = struct.unpack("<Q", struct.pack("<d", x))[0]
    else:
        raise UnsupportedError(f"floating-point constants of type {vt} are not supported")
    return dag.constant_fp(raw, vt)


# ---------------------------------------------------------------- libcalls

INT_SUFFIX = {32: "si3", 64: "di3", 128: "ti3"}
WIDEST_INT_LIBCALL = 128      # no runtime library has integer helpers past 128 bits
INT_LIBCALL_STEM = {Op.MUL: "__mul", Op.SDIV: "__div", Op.UDIV: "__udiv", Op.SREM: "__mod",
                    Op.UREM: "__umod"}


def int_libcall_name(target: Target, op: str, vt: str) -> str:
    """The compiler-rt helper for an integer operation on `vt` (or the target's own name)."""
    act = target.actions.get((op, vt))
    if isinstance(act, LibCall):
        return act.name
    bits = vt_bits(vt)
    if op not in INT_LIBCALL_STEM or bits not in INT_SUFFIX:
        raise UnsupportedError(f"no runtime helper for {op} on {vt}")
    return INT_LIBCALL_STEM[op] + INT_SUFFIX[bits]


def libcall(dag: SelectionDAG, name: str, ret_vts: Sequence[str], args: Sequence[Value],
            chain: Value | None = None, arg_exts: list[str] | None = None
            ) -> tuple[list[Value], Value]:
    """Call the runtime helper `name` (through isel/calls.py `make_libcall`).

    Arguments and results keep the types of the operation being replaced, even when those
    are illegal (`i128` on RV64, `i64` on SPARC): `make_libcall` splits them into their
    register parts with EXTRACT_ELEMENT / BUILD_PAIR, and the legalizer that called us
    legalizes every node the call sequence created. `arg_exts` ("sext"/"zext"/"" per
    argument) extends narrow integer arguments as the ABI wants. The call hangs off the entry chain
    (like LLVM's libcalls for pure operations); its results keep it alive."""
    impl = MAKE_LIBCALL or make_libcall
    ch = dag.entry if chain is None else chain
    if arg_exts is not None:
        return impl(dag, name, list(ret_vts), list(args), ch, arg_exts=arg_exts)
    return impl(dag, name, list(ret_vts), list(args), ch)


# A stand-in for isel/calls.py `make_libcall` (unit tests install one); None = the real one.
MAKE_LIBCALL: Any = None


def mem_with(mem: Mem, vt: str | None = None, ext: str | None = None,
             offset: int = 0) -> Mem:
    """A copy of `mem` for a piece at byte `offset` (alignment reduced accordingly)."""
    align = mem.align
    if offset:
        align = min(align, offset & -offset)
    return mem._replace(vt=mem.vt if vt is None else vt, ext=mem.ext if ext is None else ext,
                        align=align)
