"""Native vectors, continued: unsigned division by a constant splat, multiplication by
2^k and 2^k +- 1 splats as shifts and adds, and truncation that halves the lane width
of a vector split in two parts (isel/build_vector.py).

Without these a vectorized loop such as `src[i] = 'a' + i % 26` (a `<16 x i16>` counter,
`urem` by a splat, `trunc` to `<16 x i8>`) is scalarized whole: sixteen lanes held in
general registers, sixteen `div` per step. LLVM keeps it in vector registers:

- `udiv`/`urem` by a splat `d` (TargetLowering::BuildUDIV): `d` a power of two is a
  logical shift / a mask; otherwise `q = mulhu(x >> pre, m) >> post` with a magic
  multiplier `m < 2^N` (`magic_udiv`; LLVM's "add" form where no such m fits), and
  `x urem d = x - q * d`. Only where the target lists every step for the part type
  (`vector_ops` keys "mulhu", "srl", "mul", "sub", "add", "and").
- `mul` by a splat 2^k, 2^k + 1, 2^k - 1 where the target's multiply is long
  (`vector_ops["mul_by_shift"]`): x << k, (x << k) + x, (x << k) - x, x + x for k = 1
  (DAGCombiner's shift-and-add decomposition; llc-16 makes `x * 3` two `paddd`).
- `trunc` of two parts to one (`<16 x i16>` -> `<16 x i8>`: VTRUNC_PACK, vector_ops
  key "trunc" listing the result type). VTRUNC_PACK requires every lane to fit the narrow
  lane unsigned (x86's `packuswb` saturates), so lanes not known to fit are masked
  first; a `urem` by `d <= 2^narrow` or an `and` with a small splat needs no mask.

Shift amounts of these vector shifts are TARGET_CONSTANT operands (not legalized; the
patterns take them as immediates).

Contract
- requires: build_vector.py's plan and `VectorMixin` state; `target.vector_ops`.
- maintains: the value of every lane as the scalar instruction computes it (the magic
  numbers are proved for every dividend of the lane width, see `magic_udiv`).
- breaks: nothing; targets that list none of these keys see no change.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Value
from pyllc.codegen.opcodes import Op
from pyllc.codegen.target import Target
from pyllc.ir.constants import ConstantInt, ConstantVector
from pyllc.isel.build_state import BuilderState
from pyllc.native import trait

_DIVREM = frozenset({"udiv", "urem"})


def magic_udiv(d: int, bits: int) -> tuple[int, int, int, bool] | None:
    """(pre, m, post, add) for dividing unsigned `bits`-bit lanes by `d` (not a power of
    two) with a multiply-high by `m < 2^bits`; None for a power of two.

    Plain form (add False): `x // d == mulhu(x >> pre, m) >> post` for every x. With
    m = ceil(2^(bits+s) / d) and e = m*d - 2^(bits+s) (0 <= e < d), x*m / 2^(bits+s)
    = x/d + x*e / (d * 2^(bits+s)); the floor is x // d exactly when the excess stays
    below (d - x mod d) / d, which holds for every x < 2^k if (2^k - 1) * e < 2^(bits+s)
    (Granlund and Montgomery, "Division by invariant integers using multiplication").
    Tried without a pre-shift, then for an even d with the dividend shifted right by d's
    trailing zeros (k = bits - pre), as LLVM's BuildUDIV does.
    "Add" form (add True, pre 0), where every plain multiplier needs bits+1 bits:
    with l = ceil(log2 d) and m = floor(2^bits * (2^l - d) / d) + 1 (the low bits of the
    (bits+1)-bit multiplier), t = mulhu(x, m) and `x // d == (t + ((x - t) >> 1)) >>
    (l - 1)` (the same paper, figure 4.1); post is l - 1."""
    if d <= 1 or d & (d - 1) == 0 or d >= 1 << bits:
        return None
    tz = (d & -d).bit_length() - 1
    for pre in (0, tz) if tz else (0,):
        dd, k = d >> pre, bits - pre
        for s in range(bits + 1):
            m = -(-(1 << (bits + s)) // dd)
            if m >= 1 << bits:
                break
            e = m * dd - (1 << (bits + s))
            if ((1 << k) - 1) * e < 1 << (bits + s):
                return pre, m, s, False
    ell = (d - 1).bit_length()
    return 0, ((1 << bits) * ((1 << ell) - d)) // d + 1, ell - 1, True


def splat_of(c: Any) -> int | None:
    """The lane value of a constant splat vector of integers, else None."""
    if not isinstance(c, ConstantVector) or not c.operands:
        return None
    first: Any = c.operands[0]
    if not isinstance(first, ConstantInt) or any(
            not isinstance(x, ConstantInt) or x.value != first.value for x in c.operands):
        return None
    ty: Any = first.type
    bits: int = ty.bits
    return int(first.value) & ((1 << bits) - 1)


def _has(target: Target, vt: str, *keys: str) -> bool:
    ops = target.vector_ops
    return all(vt in ops.get(k, ()) for k in keys)


def divrem_ok(inst: Any, vt: str, target: Target) -> bool:
    """`inst` is a `udiv`/`urem` by a splat the target can do natively on parts `vt`."""
    if inst.opcode not in _DIVREM:
        return False
    d = splat_of(inst.operands[1])
    if d is None or d == 0:
        return False
    bits = inst.type.elem.bits
    rem = inst.opcode == "urem"
    if d & (d - 1) == 0:
        return _has(target, vt, "and") if rem else _has(target, vt, "srl")
    magic = magic_udiv(d, bits)
    if magic is None or not _has(target, vt, "mulhu", "srl"):
        return False
    return (not (rem or magic[3]) or _has(target, vt, "sub")) and (
        not rem or _has(target, vt, "mul")) and (not magic[3] or _has(target, vt, "add"))


def _mul_plan(c: int, bits: int) -> tuple[int, str] | None:
    """(k, how) for a multiply by `c`: "shl" x << k, "add" (x << k) + x, "sub"
    (x << k) - x; None for other constants (and for 0 and 1, which IR passes fold)."""
    c &= (1 << bits) - 1
    if c < 2:
        return None
    if c & (c - 1) == 0:
        return c.bit_length() - 1, "shl"
    if (c - 1) & (c - 2) == 0:
        return (c - 1).bit_length() - 1, "add"
    if (c + 1) & c == 0 and c + 1 < 1 << bits:
        return (c + 1).bit_length() - 1, "sub"
    return None


def mul_const_ok(inst: Any, vt: str, target: Target) -> bool:
    """`inst` is a `mul` by a splat of 2^k, 2^k + 1 or 2^k - 1 on parts `vt` where the
    target prefers shifts and adds to its multiply (`vector_ops["mul_by_shift"]`: SSE2's
    32-bit multiply is seven instructions, `x * 3` two `paddd`)."""
    if inst.opcode != "mul" or vt not in target.vector_ops.get("mul_by_shift", ()):
        return False
    c = splat_of(inst.operands[1])
    plan = None if c is None else _mul_plan(c, inst.type.elem.bits)
    if plan is None:
        return False
    k, how = plan
    need = ["add"] if k == 1 and how != "sub" else ["shl"]
    if how != "shl":
        need.append(how)
    return _has(target, vt, *need)


def _fits(v: Any, narrow: int) -> bool:
    """Every lane of IR value `v` is below 2^narrow (unsigned), by its definition."""
    op = getattr(v, "opcode", None)
    if op not in ("urem", "and"):
        return False
    c = splat_of(v.operands[1])
    return c is not None and (c <= 1 << narrow if op == "urem" else c < 1 << narrow)


def trunc_ok(inst: Any, target: Target, shape: tuple[str, int] | None,
             src_shape: tuple[str, int] | None) -> bool:
    """`inst` is a `trunc` halving the lanes of a two-part vector into one part."""
    if inst.opcode != "trunc" or shape is None or src_shape is None:
        return False
    if not (shape[1] == 1 and src_shape[1] == 2 and shape[0] in target.vector_ops.get("trunc", ())):
        return False
    se, de = inst.operands[0].type.elem, inst.type.elem
    if not (se.is_int and de.is_int and se.bits == 2 * de.bits):
        return False
    return _fits(inst.operands[0], de.bits) or _has(target, src_shape[0], "and")


@trait
class VectorDivRemMixin(BuilderState):
    """The lowering of the instructions above; used by `VectorMixin.lower_native`."""

    def getv(self, v: Any) -> list[Value]:
        raise NotImplementedError                # VectorMixin (build_vector.py)

    def splat_constant(self, vt: str, value: int) -> Value:
        raise NotImplementedError                # VectorMixin (build_vector.py)

    def _srl(self, vt: str, x: Value, s: int) -> Value:
        return x if s == 0 else self.dag.val(Op.SRL, vt, x, self.dag.target_constant(s, "i32"))

    def lower_divrem(self, inst: Any, vt: str) -> list[Value]:
        dag = self.dag
        bits = inst.type.elem.bits
        d = splat_of(inst.operands[1])
        assert d is not None
        out = []
        for x in self.getv(inst.operands[0]):
            if d & (d - 1) == 0:
                k = d.bit_length() - 1
                if inst.opcode == "udiv":
                    out.append(self._srl(vt, x, k))
                else:
                    out.append(dag.val(Op.AND, vt, x, self.splat_constant(vt, d - 1)))
                continue
            magic = magic_udiv(d, bits)
            assert magic is not None
            pre, m, post, add = magic
            q = dag.val(Op.MULHU, vt, self._srl(vt, x, pre), self.splat_constant(vt, m))
            if add:
                half = self._srl(vt, dag.val(Op.SUB, vt, x, q), 1)
                q = dag.val(Op.ADD, vt, q, half)
            q = self._srl(vt, q, post)
            if inst.opcode == "urem":
                q = dag.val(Op.SUB, vt, x, dag.val(Op.MUL, vt, q, self.splat_constant(vt, d)))
            out.append(q)
        return out

    def lower_mul_const(self, inst: Any, vt: str) -> list[Value]:
        dag = self.dag
        c = splat_of(inst.operands[1])
        assert c is not None
        plan = _mul_plan(c, inst.type.elem.bits)
        assert plan is not None
        k, how = plan
        out = []
        for x in self.getv(inst.operands[0]):
            if k == 1 and how != "sub":
                t = dag.val(Op.ADD, vt, x, x)
            else:
                t = dag.val(Op.SHL, vt, x, dag.target_constant(k, "i32"))
            if how != "shl":
                t = dag.val(Op.ADD if how == "add" else Op.SUB, vt, t, x)
            out.append(t)
        return out

    def lower_trunc_pack(self, inst: Any, vt: str) -> list[Value]:
        src = inst.operands[0]
        lo, hi = self.getv(src)
        narrow = inst.type.elem.bits
        if not _fits(src, narrow):
            svt = self.dag.vt_of(lo)
            m = self.splat_constant(svt, (1 << narrow) - 1)
            lo, hi = (self.dag.val(Op.AND, svt, p, m) for p in (lo, hi))
        return [self.dag.val(Op.VTRUNC_PACK, vt, lo, hi)]
