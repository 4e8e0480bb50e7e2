"""Shift combines: rotates from shift pairs, and masks of shift amounts the hardware
applies anyway.

1. Rotates (LLVM's DAGCombiner::MatchRotate, in the small).

C has no rotate operator, so a rotate reaches the IR as two shifts and an `or`:
`(x >> r) | (x << ((0 - r) & 31))` (the PCG32 output step, hash mixers) or with
constant amounts `(x << 7) | (x >> 25)`. instcombine turns only some of these into
`llvm.fshl`/`llvm.fshr`; the rest arrive as shifts, and a target with a rotate
instruction (x86 `ror`/`rol`, AArch64 `ror`) then runs 4-6 instructions instead of one.

The forms recognised, for a `B`-bit integer type, `x` the same value in both shifts:
- `or (shl x, c1), (srl x, c2)` with constants `c1 + c2 == B` -> `rotl x, c1`
  (or `rotr x, c2` where only ROTR is legal);
- `or (srl x, r), (shl x, (and (sub 0, r), B-1))` -> `rotr x, r`, and the mirror
  `or (shl x, r), (srl x, (and (sub 0, r), B-1))` -> `rotl x, r`. For `r` in
  `[0, B)` both sides agree (`r == 0`: the masked amount is 0 and the `or` gives x);
  for `r >= B` the plain shift is poison in the IR, so any result is allowed;
- the same with `(sub B, r)` as the second amount: `r == 0` makes that shift poison,
  so again only `r` in `[1, B)` needs to agree, and it does; and with `(sub 0, r)`
  unmasked where 2. below has dropped the mask (the shift reads it modulo B).
Where only one direction is legal (AArch64 has `ror` alone) the other shift's amount
serves: `rotl x, r` is `rotr x, (0 - r) & (B-1)`, the value the IR already computes.

2. Amount masks (what llc's `shiftMask32`/`shiftMask64` isel patterns do on x86 and
RISC-V): `shl x, (and r, m)` -> `shl x, r` when every bit the instruction reads of its
amount survives the mask. It holds where `Target.shift_amount_modulo` says the legal
i32/i64 shift and rotate instructions read the amount modulo the width (x86 masks CL
to 5/6 bits, AArch64 LSLV takes it MOD datasize, RISC-V SLL reads rs2[5:0], SPARC
sll rs2[4:0]): `(r & m) mod B == r mod B` when `m mod B == B - 1`. Source: `x << (i &
31)` (bit sets), and RISC-V's promoted i32 amounts `r & 0xffffffff`.

Contract: `match_rotate` on an OR node, `drop_amount_mask` on a shift or rotate node;
each returns the replacement value or None. They rewrite only nodes of a legal type and
build only nodes whose operation is LEGAL for it (`comb.ok`), so they are safe before
and after legalization.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Value
from pyllc.codegen.opcodes import Op, is_int_vt, vt_bits
from pyllc.isel.legalize_common import const_of


def _legal_type(comb: Any, vt: str) -> bool:
    """Only nodes of a legal type: before type legalization an `i32` shift on RV64 is
    still to be promoted to an `i64` one, which reads 6 bits of its amount, not 5."""
    return comb.target is None or comb.target.is_legal_vt(vt)


def _neg_of(amount: Value, r: Value, bits: int, modulo: bool) -> bool:
    """Is `amount` `(0 - r) & (B-1)` or `B - r` for this `r`, or, where the shifts
    read amounts modulo B (`modulo`: the mask may already be gone, see 2.), `0 - r`?"""
    n = amount[0]
    if n.op == Op.AND:
        m = const_of(n.ops[1])
        if m is None or m != bits - 1:
            return False
        n = n.ops[0][0]
        return n.op == Op.SUB and const_of(n.ops[0]) == 0 and n.ops[1] == r
    if n.op == Op.SUB and n.ops[1] == r:
        c = const_of(n.ops[0])
        return c == bits or (modulo and c == 0)
    return False


def match_rotate(comb: Any, n: Any) -> Value | None:
    """The rotate `n` (an OR) computes, built in `comb.dag`, else None."""
    vt = n.vt
    if not is_int_vt(vt) or n.vts != (vt,) or not _legal_type(comb, vt):
        return None
    a, b = n.ops
    if a[0].op == Op.SRL and b[0].op == Op.SHL:
        a, b = b, a
    if a[0].op != Op.SHL or b[0].op != Op.SRL:
        return None
    shl, srl = a[0], b[0]
    x = shl.ops[0]
    if srl.ops[0] != x or len(shl.users) != 1 or len(srl.users) != 1:
        return None
    bits = vt_bits(vt)
    dag = comb.dag
    left, right = shl.ops[1], srl.ops[1]
    c1, c2 = const_of(left), const_of(right)
    if c1 is not None and c2 is not None:
        if c1 + c2 != bits or not 0 < c1 < bits:
            return None
        if comb.ok(Op.ROTL, vt):
            return dag.val(Op.ROTL, vt, x, left)
        if comb.ok(Op.ROTR, vt):
            return dag.val(Op.ROTR, vt, x, right)
        return None
    modulo = bool(getattr(comb.target, "shift_amount_modulo", False))
    if _neg_of(left, right, bits, modulo):          # x >> r | x << -r
        if comb.ok(Op.ROTR, vt):
            return dag.val(Op.ROTR, vt, x, right)
        if comb.ok(Op.ROTL, vt):
            return dag.val(Op.ROTL, vt, x, left)
        return None
    if _neg_of(right, left, bits, modulo):          # x << r | x >> -r
        if comb.ok(Op.ROTL, vt):
            return dag.val(Op.ROTL, vt, x, left)
        if comb.ok(Op.ROTR, vt):
            return dag.val(Op.ROTR, vt, x, right)
        return None
    return None


_SHIFTS = frozenset({Op.SHL, Op.SRL, Op.SRA, Op.ROTL, Op.ROTR})


def drop_amount_mask(comb: Any, n: Any) -> Value | None:
    """`n` (a shift or rotate) without the mask of its amount, else None (see 2. above)."""
    vt = n.vt
    if vt not in ("i32", "i64") or n.op not in _SHIFTS:
        return None
    target = comb.target
    if target is None or not getattr(target, "shift_amount_modulo", False) \
            or not _legal_type(comb, vt) or not comb.ok(n.op, vt):
        return None
    amount = n.ops[1]
    if amount[0].op != Op.AND:
        return None
    m = const_of(amount[0].ops[1])
    bits = vt_bits(vt)
    if m is None or m & (bits - 1) != bits - 1:
        return None
    return comb.dag.val(n.op, vt, n.ops[0], amount[0].ops[0])
