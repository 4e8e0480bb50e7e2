"""Builder visitors for value computations: arithmetic, compares, casts, select, and the
aggregate/vector operations on split leaves (part of `FunctionLowering`, isel/build.py).

Vectors are scalarized here: every lane is its own DAG value, so vector operations are
lane-wise node lists. The shift amount of SHL/SRA/SRL has the shifted value's VT (as in
the IR); the legalizers adapt it.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Value
from pyllc.codegen.opcodes import Op
from pyllc.ir.constants import ConstantInt
from pyllc.isel.build_state import BuilderState
from pyllc.isel.ir_bits import trailing_zeros
from pyllc.isel.vts import leaf_range, vt_bits
from pyllc.native import trait

_BINARY = {"add": Op.ADD, "sub": Op.SUB, "mul": Op.MUL, "udiv": Op.UDIV, "sdiv": Op.SDIV,
           "urem": Op.UREM, "srem": Op.SREM, "shl": Op.SHL, "lshr": Op.SRL, "ashr": Op.SRA,
           "and": Op.AND, "or": Op.OR, "xor": Op.XOR, "fadd": Op.FADD, "fsub": Op.FSUB,
           "fmul": Op.FMUL, "fdiv": Op.FDIV, "frem": Op.FREM}

_CAST = {"trunc": Op.TRUNCATE, "zext": Op.ZERO_EXTEND, "sext": Op.SIGN_EXTEND,
         "fptrunc": Op.FP_ROUND, "fpext": Op.FP_EXTEND, "fptoui": Op.FP_TO_UINT,
         "fptosi": Op.FP_TO_SINT, "uitofp": Op.UINT_TO_FP, "sitofp": Op.SINT_TO_FP}


@trait
class OpsMixin(BuilderState):
    """visit_* for arithmetic, compares, casts, select, aggregates and vectors."""

    # ---------------------------------------------------------------- arithmetic
    def _binary(self, inst: Any, op: str) -> list[Value]:
        get = self.get
        ops = inst.operands
        a, b = get(ops[0]), get(ops[1])
        dag = self.dag
        vts = self.vts(inst.type)
        if len(a) == 1:
            return [dag.val(op, vts[0], a[0], b[0])]
        return [dag.val(op, vt, x, y) for vt, x, y in zip(vts, a, b)]

    def visit_or(self, inst: Any) -> list[Value]:
        """`or x, c` with c below x's known-zero low bits is `add x, c` (no carries):
        the add folds into addresses (x86 `c(%base,%x)`, `[x, #c]`), as LLVM treats an
        or of disjoint bits. Small positive c only (every target's add immediate)."""
        x, c = inst.operands
        if (isinstance(c, ConstantInt) and inst.type.is_int and 0 < c.value < 2048
                and trailing_zeros(x) >= c.value.bit_length()):
            return self._binary(inst, Op.ADD)
        return self._binary(inst, Op.OR)

    def visit_fneg(self, inst: Any) -> list[Value]:
        dag = self.dag
        return [dag.val(Op.FNEG, vt, x)
                for vt, x in zip(self.vts(inst.type), self.get(inst.operands[0]))]

    def visit_freeze(self, inst: Any) -> list[Value]:
        return self.get(inst.operands[0])

    # ---------------------------------------------------------------- compares, select
    def visit_icmp(self, inst: Any) -> list[Value]:
        dag = self.dag
        ops = inst.operands
        a, b = self.get(ops[0]), self.get(ops[1])
        cc = dag.condcode(inst.predicate)
        return [dag.val(Op.SETCC, "i1", x, y, cc) for x, y in zip(a, b)]

    def visit_fcmp(self, inst: Any) -> list[Value]:
        dag = self.dag
        ops = inst.operands
        pred = inst.predicate
        a, b = self.get(ops[0]), self.get(ops[1])
        if pred in ("true", "false"):
            return [dag.constant(1 if pred == "true" else 0, "i1")] * len(a)
        cc = dag.condcode(pred)
        return [dag.val(Op.SETCC, "i1", x, y, cc) for x, y in zip(a, b)]

    def visit_select(self, inst: Any) -> list[Value]:
        dag = self.dag
        ops = inst.operands
        c, a, b = self.get(ops[0]), self.get(ops[1]), self.get(ops[2])
        vts = self.vts(inst.type)
        if len(c) == 1:
            c0 = c[0]
            return [dag.val(Op.SELECT, vt, c0, x, y) for vt, x, y in zip(vts, a, b)]
        return [dag.val(Op.SELECT, vt, cc, x, y) for vt, cc, x, y in zip(vts, c, a, b)]

    # ---------------------------------------------------------------- casts
    def _cast(self, inst: Any, op: str) -> list[Value]:
        dag = self.dag
        src = self.get(inst.operands[0])
        vts = self.vts(inst.type)
        return [dag.val(op, vt, x) for vt, x in zip(vts, src)]

    def _int_ptr_cast(self, inst: Any) -> list[Value]:
        dag = self.dag
        out = []
        for vt, x in zip(self.vts(inst.type), self.get(inst.operands[0])):
            svt = dag.vt_of(x)
            if svt == vt:
                out.append(x)
            elif vt_bits(vt) > vt_bits(svt):
                out.append(dag.val(Op.ZERO_EXTEND, vt, x))
            else:
                out.append(dag.val(Op.TRUNCATE, vt, x))
        return out

    def visit_ptrtoint(self, inst: Any) -> list[Value]:
        return self._int_ptr_cast(inst)

    def visit_inttoptr(self, inst: Any) -> list[Value]:
        return self._int_ptr_cast(inst)

    def visit_addrspacecast(self, inst: Any) -> list[Value]:
        return self.get(inst.operands[0])

    def visit_bitcast(self, inst: Any) -> list[Value]:
        src = self.get(inst.operands[0])
        vts = self.vts(inst.type)
        svts = self.vts(inst.operands[0].type)
        if svts == vts:
            return src
        return self.bitcast_leaves(src, svts, vts)

    def bitcast_leaves(self, src: list[Value], svts: tuple, vts: tuple) -> list[Value]:
        """Reinterpret the bits of lanes `src` (types `svts`) as lanes of types `vts`
        (lane 0 is at the lowest address: the low bits on little-endian targets)."""
        dag = self.dag
        if len(src) == len(vts) and all(vt_bits(a) == vt_bits(b) for a, b in zip(svts, vts)):
            return [x if a == b else dag.val(Op.BITCAST, b, x) for x, a, b in zip(src, svts, vts)]
        big_endian = self.target.big_endian
        ints = []
        for x, vt in zip(src, svts):
            if vt[0] == "f":
                x = dag.val(Op.BITCAST, f"i{vt_bits(vt)}", x)
            ints.append(x)
        sbits = [vt_bits(vt) for vt in svts]
        total = sum(sbits)
        wide = f"i{total}"
        big: Value | None
        if len(ints) == 1:
            big = ints[0]
        else:
            big = None
            shift = 0
            order = range(len(ints) - 1, -1, -1) if big_endian else range(len(ints))
            for k in order:
                part = dag.val(Op.ZERO_EXTEND, wide, ints[k])
                if shift:
                    part = dag.val(Op.SHL, wide, part, dag.constant(shift, wide))
                big = part if big is None else dag.val(Op.OR, wide, big, part)
                shift += sbits[k]
        assert big is not None                  # `src` has at least one lane
        out: list = [None] * len(vts)
        if len(vts) == 1:
            vt = vts[0]
            ivt = f"i{vt_bits(vt)}"
            out[0] = big if vt == wide else (dag.val(Op.BITCAST, vt, big) if vt[0] == "f" else big)
            return out
        shift = 0
        order = range(len(vts) - 1, -1, -1) if big_endian else range(len(vts))
        for k in order:
            vt = vts[k]
            ivt = f"i{vt_bits(vt)}"
            x = big if not shift else dag.val(Op.SRL, wide, big, dag.constant(shift, wide))
            x = dag.val(Op.TRUNCATE, ivt, x)
            out[k] = dag.val(Op.BITCAST, vt, x) if vt[0] == "f" else x
            shift += vt_bits(vt)
        return out

    # ---------------------------------------------------------------- aggregates
    def visit_extractvalue(self, inst: Any) -> list[Value]:
        agg = inst.operands[0]
        start, n = leaf_range(agg.type, inst.indices, self.dl, self.target)
        return self.get(agg)[start:start + n]

    def visit_insertvalue(self, inst: Any) -> list[Value]:
        agg, val = inst.operands[0], inst.operands[1]
        start, n = leaf_range(agg.type, inst.indices, self.dl, self.target)
        leaves = list(self.get(agg))
        leaves[start:start + n] = self.get(val)
        return leaves

    # ---------------------------------------------------------------- vectors (scalarized)
    def _lane_eq(self, idx: Value, i: int) -> Value:
        dag = self.dag
        vt = dag.vt_of(idx)
        return dag.val(Op.SETCC, "i1", idx, dag.constant(i, vt), dag.condcode("eq"))

    def visit_extractelement(self, inst: Any) -> list[Value]:
        vec, idx = inst.operands
        lanes = self.get(vec)
        if isinstance(idx, ConstantInt):
            if idx.value < len(lanes):
                return [lanes[idx.value]]
            return [self.dag.undef(self.vts(inst.type)[0])]
        dag = self.dag
        i = self.get1(idx)
        vt = self.vts(inst.type)[0]
        r = lanes[-1]
        for k in range(len(lanes) - 2, -1, -1):
            r = dag.val(Op.SELECT, vt, self._lane_eq(i, k), lanes[k], r)
        return [r]

    def visit_insertelement(self, inst: Any) -> list[Value]:
        vec, elt, idx = inst.operands
        lanes = list(self.get(vec))
        e = self.get1(elt)
        if isinstance(idx, ConstantInt):
            if idx.value < len(lanes):
                lanes[idx.value] = e
            return lanes
        dag = self.dag
        i = self.get1(idx)
        vts = self.vts(inst.type)
        return [dag.val(Op.SELECT, vts[k], self._lane_eq(i, k), e, lanes[k])
                for k in range(len(lanes))]

    def visit_shufflevector(self, inst: Any) -> list[Value]:
        a, b = inst.operands[0], inst.operands[1]
        lanes = list(self.get(a)) + list(self.get(b))
        mask = inst.mask
        if mask is None:
            raise self.unsupported("shufflevector without a constant mask")
        vt = self.vts(inst.type.elem)[0]
        dag = self.dag
        return [lanes[m] if 0 <= m < len(lanes) else dag.undef(vt) for m in mask]


    # one visit_<opcode> per _BINARY and _CAST entry (defs, not setattr after the class:
    # mypyc's compiled classes take none); visit_or is above: an or of disjoint bits is an add
    def visit_add(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["add"])

    def visit_sub(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["sub"])

    def visit_mul(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["mul"])

    def visit_udiv(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["udiv"])

    def visit_sdiv(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["sdiv"])

    def visit_urem(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["urem"])

    def visit_srem(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["srem"])

    def visit_shl(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["shl"])

    def visit_lshr(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["lshr"])

    def visit_ashr(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["ashr"])

    def visit_and(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["and"])

    def visit_xor(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["xor"])

    def visit_fadd(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["fadd"])

    def visit_fsub(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["fsub"])

    def visit_fmul(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["fmul"])

    def visit_fdiv(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["fdiv"])

    def visit_frem(self, inst: Any) -> list[Value]:
        return self._binary(inst, _BINARY["frem"])

    def visit_trunc(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["trunc"])

    def visit_zext(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["zext"])

    def visit_sext(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["sext"])

    def visit_fptrunc(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["fptrunc"])

    def visit_fpext(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["fpext"])

    def visit_fptoui(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["fptoui"])

    def visit_fptosi(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["fptosi"])

    def visit_uitofp(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["uitofp"])

    def visit_sitofp(self, inst: Any) -> list[Value]:
        return self._cast(inst, _CAST["sitofp"])
