"""Builder lowering of `llvm.*` intrinsic calls (part of `FunctionLowering`, isel/build.py).

Each intrinsic is found by its name without the type suffix (`llvm.ctpop.i32` ->
`ctpop`). Lane-wise intrinsics apply to every lane of a scalarized vector. Memory
intrinsics with small constant sizes are expanded inline, others call memcpy/memmove/
memset; math intrinsics without a DAG opcode call the C library (`sin`, `sinf` ...).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Mem, Value
from pyllc.codegen.opcodes import Op
from pyllc.ir.constants import ConstantInt
from pyllc.isel import calls
from pyllc.isel.build_state import BuilderState
from pyllc.isel.frame_address import frame_address, return_address
from pyllc.isel.vts import vt_bits
from pyllc.native import trait

# name -> opcode, lane-wise, operand count taken from the call (extra flag args ignored)
_LANEWISE = {
    "ctpop": (Op.CTPOP, 1), "ctlz": (Op.CTLZ, 1), "cttz": (Op.CTTZ, 1), "bswap": (Op.BSWAP, 1),
    "bitreverse": (Op.BITREVERSE, 1), "abs": (Op.ABS, 1),
    "smin": (Op.SMIN, 2), "smax": (Op.SMAX, 2), "umin": (Op.UMIN, 2), "umax": (Op.UMAX, 2),
    "fabs": (Op.FABS, 1), "sqrt": (Op.FSQRT, 1), "fma": (Op.FMA, 3),
    "copysign": (Op.FCOPYSIGN, 2), "floor": (Op.FFLOOR, 1), "ceil": (Op.FCEIL, 1),
    "trunc": (Op.FTRUNC, 1), "round": (Op.FROUND, 1), "rint": (Op.FRINT, 1),
    "nearbyint": (Op.FRINT, 1), "minnum": (Op.FMINNUM, 2), "maxnum": (Op.FMAXNUM, 2),
}

_OVERFLOW = {"sadd": Op.SADDO, "uadd": Op.UADDO, "ssub": Op.SSUBO, "usub": Op.USUBO,
             "smul": Op.SMULO, "umul": Op.UMULO}

# math functions without an opcode: libm calls (float: suffix f, long double: suffix l)
_LIBM = {"pow": 2, "sin": 1, "cos": 1, "tan": 1, "exp": 1, "exp2": 1, "log": 1, "log2": 1,
         "log10": 1, "roundeven": 1, "powi": 2}
_LIBM_INT = {"lround": "lround", "llround": "llround", "lrint": "lrint", "llrint": "llrint"}

_IGNORED = frozenset({
    "lifetime.start", "lifetime.end", "dbg.declare", "dbg.value", "dbg.label", "dbg.assign",
    "assume", "experimental.noalias.scope.decl", "sideeffect", "var.annotation",
    "invariant.end", "donothing", "prefetch", "pseudoprobe",
    "codeview.annotation", "instrprof.increment"})

_REDUCE = {"add": Op.ADD, "mul": Op.MUL, "and": Op.AND, "or": Op.OR, "xor": Op.XOR,
           "smax": Op.SMAX, "smin": Op.SMIN, "umax": Op.UMAX, "umin": Op.UMIN,
           "fmax": Op.FMAXNUM, "fmin": Op.FMINNUM}

_INLINE_CHUNKS = 8      # memcpy/memset up to this many register-sized moves go inline


def base_name(name: str) -> str:
    """`llvm.memcpy.p0.p0.i64` -> `memcpy`, `llvm.sadd.with.overflow.i32` ->
    `sadd.with.overflow`, `llvm.experimental.noalias.scope.decl` unchanged."""
    parts = name[5:].split(".")
    keep: list[str] = []
    for p in parts:
        if keep and _is_type_suffix(p):
            break
        keep.append(p)
    return ".".join(keep)


def _is_type_suffix(p: str) -> bool:
    if not p:
        return False
    if p[0] in "ip" and p[1:].isdigit():
        return True
    if p[0] == "v" and p[1:2].isdigit():
        return True
    if p in ("f16", "f32", "f64", "f80", "f128", "bf16", "ppcf128", "isVoid") or p.startswith("s_"):
        return True
    return p[0] == "a" and p[1:2].isdigit()


@trait
class IntrinsicsMixin(BuilderState):
    """`visit_intrinsic` and its helpers."""

    def visit_intrinsic(self, inst: Any, name: str) -> list[Value] | None:
        base = base_name(name)
        if base in _IGNORED:
            if inst.type.is_void:
                return None
            return [self.dag.undef(vt) for vt in self.vts(inst.type)]
        dag = self.dag
        args = inst.operands[:inst.num_args]
        lw = _LANEWISE.get(base)
        if lw is not None:
            op, n = lw
            vals = [self.get(a) for a in args[:n]]
            vts = self.vts(inst.type)
            return [dag.val(op, vt, *(v[k] for v in vals)) for k, vt in enumerate(vts)]
        method = getattr(self, "intr_" + base.replace(".", "_"), None)
        if method is not None:
            return method(inst, args)
        if base.startswith("vector.reduce."):
            return self._reduce(inst, args, base[14:])
        if base in _LIBM:
            return self._libm(inst, args, base)
        if base in _LIBM_INT:
            return self._libm(inst, args, base)
        raise self.unsupported(f"intrinsic {name}")

    # ---------------------------------------------------------------- simple values
    def intr_expect(self, inst: Any, args: list) -> list[Value]:
        return self.get(args[0])

    # (the aliases are defs, not `name = intr_expect` class attributes, which mypyc's
    # compiled classes do not support)
    def intr_expect_with_probability(self, inst: Any, args: list) -> list[Value]:
        return self.intr_expect(inst, args)

    def intr_ssa_copy(self, inst: Any, args: list) -> list[Value]:
        return self.intr_expect(inst, args)

    def intr_ptr_annotation(self, inst: Any, args: list) -> list[Value]:
        return self.intr_expect(inst, args)

    def intr_launder_invariant_group(self, inst: Any, args: list) -> list[Value]:
        return self.intr_expect(inst, args)

    def intr_strip_invariant_group(self, inst: Any, args: list) -> list[Value]:
        return self.intr_expect(inst, args)

    # LangRef: the address of a thread-local global in the calling thread; the operand
    # already is that (isel/build.py's tls_address), as in llc
    def intr_threadlocal_address(self, inst: Any, args: list) -> list[Value]:
        return self.intr_expect(inst, args)

    def intr_invariant_start(self, inst: Any, args: list) -> list[Value]:
        return [self.dag.undef(self.ptr_vt)]

    def intr_objectsize(self, inst: Any, args: list) -> list[Value]:
        vt = self.vts(inst.type)[0]
        is_min = isinstance(args[1], ConstantInt) and args[1].value
        return [self.dag.constant(0 if is_min else -1, vt)]

    def intr_is_constant(self, inst: Any, args: list) -> list[Value]:
        return [self.dag.constant(0, "i1")]

    # ---------------------------------------------------------------- bit manipulation
    def _fshift(self, inst: Any, args: list, left: bool) -> list[Value]:
        """fshl(a, b, c) = (a << c%w) | (b >> (w - c%w)), written so c%w == 0 works:
        fshl = (a << s) | ((b >> 1) >> (w-1-s)), fshr = ((a << 1) << (w-1-s)) | (b >> s)."""
        dag = self.dag
        A, B, C = (self.get(a) for a in args[:3])
        out = []
        for k, vt in enumerate(self.vts(inst.type)):
            a, b, c = A[k], B[k], C[k]
            w = vt_bits(vt)
            if a == b:
                out.append(dag.val(Op.ROTL if left else Op.ROTR, vt, a, c))
                continue
            if w & (w - 1) == 0:
                s = dag.val(Op.AND, vt, c, dag.constant(w - 1, vt))
            else:
                s = dag.val(Op.UREM, vt, c, dag.constant(w, vt))
            inv = dag.val(Op.SUB, vt, dag.constant(w - 1, vt), s)
            one = dag.constant(1, vt)
            if left:
                hi = dag.val(Op.SHL, vt, a, s)
                lo = dag.val(Op.SRL, vt, dag.val(Op.SRL, vt, b, one), inv)
            else:
                hi = dag.val(Op.SHL, vt, dag.val(Op.SHL, vt, a, one), inv)
                lo = dag.val(Op.SRL, vt, b, s)
            out.append(dag.val(Op.OR, vt, hi, lo))
        return out

    def intr_fshl(self, inst: Any, args: list) -> list[Value]:
        return self._fshift(inst, args, True)

    def intr_fshr(self, inst: Any, args: list) -> list[Value]:
        return self._fshift(inst, args, False)

    def intr_convert_from_fp16(self, inst: Any, args: list) -> list[Value]:
        """`llvm.convert.from.fp16` (clang's `__fp16` where half is no type of the ABI,
        e.g. SPARC): the i16 is a half's bits, extended like `fpext half`."""
        dag = self.dag
        h = dag.val(Op.BITCAST, "f16", self.get(args[0])[0])
        return [dag.val(Op.FP_EXTEND, self.vts(inst.type)[0], h)]

    def intr_convert_to_fp16(self, inst: Any, args: list) -> list[Value]:
        """`llvm.convert.to.fp16`: `fptrunc` to half, as its i16 bits."""
        dag = self.dag
        return [dag.val(Op.BITCAST, "i16", dag.val(Op.FP_ROUND, "f16", self.get(args[0])[0]))]

    def intr_fmuladd(self, inst: Any, args: list) -> list[Value]:
        dag = self.dag
        A, B, C = (self.get(a) for a in args[:3])
        out = []
        for k, vt in enumerate(self.vts(inst.type)):
            # fused only where the target has the instruction (never for a soft type:
            # llc calls __multf3 and __addtf3, not fmal)
            t = self.target
            if t.action(Op.FMA, vt) == "legal" and t.is_legal_vt(vt) and vt not in t.soft_fp_vts:
                out.append(dag.val(Op.FMA, vt, A[k], B[k], C[k]))
            else:
                out.append(dag.val(Op.FADD, vt, dag.val(Op.FMUL, vt, A[k], B[k]), C[k]))
        return out

    # ---------------------------------------------------------------- overflow arithmetic
    def _overflow(self, inst: Any, args: list, op: str) -> list[Value]:
        dag = self.dag
        vt = self.vts(args[0].type)[0]
        n = dag.node(op, (vt, "i1"), (self.get1(args[0]), self.get1(args[1])))
        return [n.value(0), n.value(1)]

    def _saturating(self, inst: Any, args: list, sign: str, add: bool) -> list[Value]:
        dag = self.dag
        vt = self.vts(inst.type)[0]
        w = vt_bits(vt)
        a, b = self.get1(args[0]), self.get1(args[1])
        op = {("u", True): Op.UADDO, ("u", False): Op.USUBO,
              ("s", True): Op.SADDO, ("s", False): Op.SSUBO}[sign, add]
        n = dag.node(op, (vt, "i1"), (a, b))
        if sign == "u":
            sat = dag.constant(-1 if add else 0, vt)
        else:                   # a < 0 ? INT_MIN : INT_MAX  ==  (a >> (w-1)) ^ INT_MAX
            sign_mask = dag.val(Op.SRA, vt, a, dag.constant(w - 1, vt))
            sat = dag.val(Op.XOR, vt, sign_mask, dag.constant((1 << (w - 1)) - 1, vt))
        return [dag.val(Op.SELECT, vt, n.value(1), sat, n.value(0))]

    def intr_uadd_sat(self, inst: Any, args: list) -> list[Value]:
        return self._saturating(inst, args, "u", True)

    def intr_usub_sat(self, inst: Any, args: list) -> list[Value]:
        return self._saturating(inst, args, "u", False)

    def intr_sadd_sat(self, inst: Any, args: list) -> list[Value]:
        return self._saturating(inst, args, "s", True)

    def intr_ssub_sat(self, inst: Any, args: list) -> list[Value]:
        return self._saturating(inst, args, "s", False)

    # `llvm.<op>.with.overflow` (defs: mypyc's compiled classes take no setattr)
    def intr_sadd_with_overflow(self, inst: Any, args: list) -> list[Value]:
        return self._overflow(inst, args, _OVERFLOW["sadd"])

    def intr_uadd_with_overflow(self, inst: Any, args: list) -> list[Value]:
        return self._overflow(inst, args, _OVERFLOW["uadd"])

    def intr_ssub_with_overflow(self, inst: Any, args: list) -> list[Value]:
        return self._overflow(inst, args, _OVERFLOW["ssub"])

    def intr_usub_with_overflow(self, inst: Any, args: list) -> list[Value]:
        return self._overflow(inst, args, _OVERFLOW["usub"])

    def intr_smul_with_overflow(self, inst: Any, args: list) -> list[Value]:
        return self._overflow(inst, args, _OVERFLOW["smul"])

    def intr_umul_with_overflow(self, inst: Any, args: list) -> list[Value]:
        return self._overflow(inst, args, _OVERFLOW["umul"])

    # ---------------------------------------------------------------- control
    def intr_trap(self, inst: Any, args: list) -> None:
        dag = self.dag
        dag.root = dag.node(Op.TRAP, ("ch",), (self.side_chain(),)).value()
        return None

    def intr_debugtrap(self, inst: Any, args: list) -> None:
        return self.intr_trap(inst, args)

    def intr_ubsantrap(self, inst: Any, args: list) -> None:
        return self.intr_trap(inst, args)

    def _depth(self, inst: Any, args: list) -> int:
        if not isinstance(args[0], ConstantInt):
            raise self.unsupported("llvm.frameaddress/returnaddress with a non-constant depth")
        return int(args[0].value)

    def intr_frameaddress(self, inst: Any, args: list) -> list[Value]:
        return [frame_address(self.dag, self.mf, self._depth(inst, args), self.pending_loads)]

    def intr_returnaddress(self, inst: Any, args: list) -> list[Value]:
        return [return_address(self.dag, self.mf, self._depth(inst, args), self.pending_loads)]

    def intr_stacksave(self, inst: Any, args: list) -> list[Value]:
        dag = self.dag
        self.mf.frame.has_dynamic_alloca = True
        n = dag.node(Op.STACKSAVE, (self.ptr_vt, "ch"), (self.side_chain(),))
        dag.root = n.value(1)
        return [n.value(0)]

    def intr_stackrestore(self, inst: Any, args: list) -> None:
        dag = self.dag
        self.mf.frame.has_dynamic_alloca = True
        dag.root = dag.node(Op.STACKRESTORE, ("ch",),
                            (self.side_chain(), self.get1(args[0]))).value()
        return None

    # ---------------------------------------------------------------- varargs
    def intr_va_start(self, inst: Any, args: list) -> None:
        dag = self.dag
        dag.root = dag.node(Op.VASTART, ("ch",), (self.side_chain(), self.get1(args[0]))).value()
        return None

    def intr_va_end(self, inst: Any, args: list) -> None:
        """VAEND only for targets that lower it (an action keyed on VAEND): va_end does
        nothing on every ABI we target, and a VAEND with no action cannot be selected."""
        if not any(k[0] == Op.VAEND for k in self.target.actions):
            return None
        dag = self.dag
        dag.root = dag.node(Op.VAEND, ("ch",), (self.side_chain(), self.get1(args[0]))).value()
        return None

    def intr_va_copy(self, inst: Any, args: list) -> None:
        dag = self.dag
        dag.root = dag.node(Op.VACOPY, ("ch",), (self.side_chain(), self.get1(args[0]),
                                                  self.get1(args[1]))).value()
        return None

    # ---------------------------------------------------------------- memory
    def _mem_align(self, inst: Any, i: int) -> int:
        attrs = inst.param_attrs[i] if i < len(inst.param_attrs) else None
        a = attrs.get("align") if attrs is not None else None
        return a if isinstance(a, int) and a > 0 else 1

    def _small(self, length: Any, align: int) -> int | None:
        if not isinstance(length, ConstantInt):
            return None
        size = length.value
        chunk = min(max(align, 1), vt_bits(self.ptr_vt) // 8)
        return size if size <= _INLINE_CHUNKS * chunk else None

    def _mem_libcall(self, name: str, args: list[Value], arg_types: list[str]) -> None:
        dag = self.dag
        outs = [calls.OutArg(vt, v, calls._NO_ATTRS, False, i)
                for i, (vt, v) in enumerate(zip(arg_types, args))]
        callee = dag.val(Op.EXTERNAL_SYMBOL, self.ptr_vt, attr=name)
        _, chain = calls.emit_call(dag, self.side_chain(), callee, name, outs, [self.ptr_vt])
        dag.root = chain

    def _size_arg(self, v: Any) -> Value:
        dag = self.dag
        x = self.get1(v)
        vt = dag.vt_of(x)
        if vt == self.ptr_vt:
            return x
        op = Op.ZERO_EXTEND if vt_bits(vt) < vt_bits(self.ptr_vt) else Op.TRUNCATE
        return dag.val(op, self.ptr_vt, x)

    def intr_memcpy(self, inst: Any, args: list, name: str = "memcpy") -> None:
        align = min(self._mem_align(inst, 0), self._mem_align(inst, 1))
        size = self._small(args[2], align)
        dst, src = self.get1(args[0]), self.get1(args[1])
        volatile = len(args) > 3 and isinstance(args[3], ConstantInt) and args[3].value
        if size is not None and not volatile:
            self.inline_copy(dst, src, size, align)
            return None
        p = self.ptr_vt
        self._mem_libcall(name, [dst, src, self._size_arg(args[2])], [p, p, p])
        return None

    def intr_memmove(self, inst: Any, args: list) -> None:
        return self.intr_memcpy(inst, args, "memmove")

    def intr_memcpy_inline(self, inst: Any, args: list) -> None:
        return self.intr_memcpy(inst, args)

    def intr_memset(self, inst: Any, args: list) -> None:
        align = self._mem_align(inst, 0)
        size = self._small(args[2], align)
        dst = self.get1(args[0])
        volatile = len(args) > 3 and isinstance(args[3], ConstantInt) and args[3].value
        if size is not None and isinstance(args[1], ConstantInt) and not volatile:
            self.inline_set(dst, args[1].value, size, align)
            return None
        dag = self.dag
        byte = dag.val(Op.ZERO_EXTEND, "i32", self.get1(args[1]))
        p = self.ptr_vt
        self._mem_libcall("memset", [dst, byte, self._size_arg(args[2])], [p, "i32", p])
        return None

    def intr_memset_inline(self, inst: Any, args: list) -> None:
        return self.intr_memset(inst, args)

    # ---------------------------------------------------------------- vectors
    def _reduce(self, inst: Any, args: list, kind: str) -> list[Value]:
        dag = self.dag
        vt = self.vts(inst.type)[0]
        if kind in ("fadd", "fmul"):
            acc = self.get1(args[0])
            op = Op.FADD if kind == "fadd" else Op.FMUL
            for lane in self.get(args[1]):
                acc = dag.val(op, vt, acc, lane)
            return [acc]
        rop = _REDUCE.get(kind)
        if rop is None:
            raise self.unsupported(f"intrinsic llvm.vector.reduce.{kind}")
        lanes = list(self.get(args[0]))
        while len(lanes) > 1:                  # a balanced tree: shorter dependency chains
            nxt = [dag.val(rop, vt, lanes[i], lanes[i + 1]) for i in range(0, len(lanes) - 1, 2)]
            if len(lanes) % 2:
                nxt.append(lanes[-1])
            lanes = nxt
        return lanes

    # ---------------------------------------------------------------- libm
    def _libm(self, inst: Any, args: list, base: str) -> list[Value]:
        dag = self.dag
        fvt = self.vts(args[0].type)[0]
        suffix = {"f32": "f", "f64": "", "f80": "l", "f128": "l"}.get(fvt)
        if suffix is None or len(self.vts(args[0].type)) != 1:
            raise self.unsupported(f"intrinsic llvm.{base} on {args[0].type}")
        name = (_LIBM_INT.get(base) or ("pow" if base == "powi" else base)) + suffix
        vals = []
        vts = []
        for a in args:
            v = self.get1(a)
            vt = dag.vt_of(v)
            if base == "powi" and vt[0] == "i":           # powi(x, n) -> pow(x, (double)n)
                v = dag.val(Op.SINT_TO_FP, fvt, v)
                vt = fvt
            vals.append(v)
            vts.append(vt)
        outs = [calls.OutArg(vt, v, calls._NO_ATTRS, False, i)
                for i, (vt, v) in enumerate(zip(vts, vals))]
        callee = dag.val(Op.EXTERNAL_SYMBOL, self.ptr_vt, attr=name)
        rvt = self.vts(inst.type)[0]
        results, chain = calls.emit_call(dag, self.side_chain(), callee, name, outs, [rvt])
        dag.root = chain
        return results

    def intr_load_relative(self, inst: Any, args: list) -> list[Value]:
        """`llvm.load.relative(p, off)` = p + sext(load i32 at p + off) (relative lookup tables)."""
        dag = self.dag
        p = self.get1(args[0])
        off = self.get1(args[1])
        ovt = dag.vt_of(off)
        if ovt != self.ptr_vt:
            op = Op.SIGN_EXTEND if vt_bits(ovt) < vt_bits(self.ptr_vt) else Op.TRUNCATE
            off = dag.val(op, self.ptr_vt, off)
        addr = dag.val(Op.ADD, self.ptr_vt, p, off)
        node = dag.node(Op.LOAD, ("i32", "ch"), (dag.root, addr), Mem("i32", "", 4))
        self.pending_loads.append(node.value(1))
        rel = node.value(0)
        if self.ptr_vt != "i32":
            rel = dag.val(Op.SIGN_EXTEND, self.ptr_vt, rel)
        return [dag.val(Op.ADD, self.ptr_vt, p, rel)]

