"""x86_fp80 (C `long double` on x86-64) with x87 instructions.

Design (the "memory-only" FP80 class, llc -O0 style, without its FP stackifier):
an `f80` value lives in two GPRs, `lo` = the 64-bit significand (explicit integer bit),
`hi` = sign and 15-bit exponent in bits 0..15 (the bits above are never read: every
consumer stores or masks 16 bits). Every x87 operation is one selected sequence that
stores its operands to a 32-byte scratch slot of the frame, `fldt`s them, runs the x87
instruction and `fstpt`s the result back, then reloads the pair; so the x87 register
stack is empty between any two selected sequences (except st(0)/st(1) holding a return
value between a call and its first use, and before `ret`) and the register allocator,
phis, selects, spills and calls only ever see i64 values. (LLVM's X86FloatingPoint pass,
which keeps values in st(i) across instructions, is the later step.)

Contract. `lower_f80(dag)` runs first on each block's DAG (from `legalize_types`, before
any legalization: `TargetLowering.lower_target_types`). Requires: a DAG from
isel/build.py. Guarantees: no value of type f80 is left; the f80 nodes are replaced by
integer nodes and the `X87Op` nodes below, which `PATTERNS` select. Maintains: the
values and chain order of the block. What is not supported raises a clear
UnsupportedError naming the operation (conversions with integers wider than 128 bits;
inline asm operands of type x86_fp80 in `{st}`/`{st(1)}` are PUSH/POP around the
statement, isel/asm_stack.py; in any other register they are refused). Conversions with
i65..i128, fp128 and half are libgcc calls (`__fixxfti __floattixf __extendxftf2
__trunctfxf2 __extendhfxf2 __truncxfhf2` ...), as llc-16 makes them.

Facts (Intel SDM vol. 1, ch. 8 "Programming with the x87 FPU"; SysV AMD64 ABI 3.2.3):
- x86_fp80 arguments are class X87/X87UP: memory, 16-byte slots aligned to 16
  (callconv.py); results come back in st(0) (a `{x86_fp80, x86_fp80}` pair in st(0),
  st(1)), the x87 stack is otherwise empty at calls and returns.
- the AT&T spellings of the popping arithmetic: with a in st(0) and b in st(1),
  `fsubp %st(1)` leaves a - b and `fdivp %st(1)` a / b (llc prints `fsubp %st, %st(1)`;
  GNU as, Keystone and Capstone agree on DE E1 / DE F1, Intel's FSUBRP / FDIVRP).
- `fucompi %st(1)` compares st(0) with st(1) and sets ZF/PF/CF as `ucomisd` does,
  so the SSE condition-code table of patterns.py applies unchanged.
- fptosi truncates: llc-16's default x86-64 (no SSE3 fisttp) saves the control word,
  sets RC = 11 (chop), `fistp`s, and restores it; so does `to_int` below.
- frem and the rounding functions are libm calls (`fmodl`, `floorl` ...), as in llc.
  Not an `fprem` loop: Unicorn 2.0.1 (QEMU 5's helper) computes FPREM in double
  precision, so pylli would print other digits than the hardware.
"""
from __future__ import annotations

from operator import attrgetter
from typing import Any

from pyllc.codegen.dag import Mem, Node, SelectionDAG, Value
from pyllc.codegen.mir import FrameIndex
from pyllc.codegen.opcodes import Op, vt_bits
from pyllc.codegen.patterns import Pat, node, reg
from pyllc.codegen.records import Instr, Reg
from pyllc.diagnostics import UnsupportedError
from pyllc.isel.calls import make_libcall
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.compare_patterns import FP_CC, TWO_FLAG, _bool_from_flags
from pyllc.targets.x86_64.registers import EFLAGS, FR32, FR64, GR32, GR64, Z32

# The x87 stack registers that carry results across a call or a return (no class: the
# allocator never assigns them; they are implicit defs/uses like EFLAGS).
ST0 = Reg("st0", enc=0, asm="st(0)")
ST1 = Reg("st1", enc=1, asm="st(1)")
ST_REGS = (ST0, ST1)


class X87Op:
    """x86-64 x87 DAG nodes (LLVM's X86ISD:: in spirit); an f80 is a (lo, hi) i64 pair.

    lo, hi = ARITH(alo, ahi, blo, bhi)     attr: "add" "sub" "mul" "div"
    lo, hi = SQRT(lo, hi)
    i32    = CMP(alo, ahi, blo, bhi)       attr: an fcmp predicate; 0/1
    lo, hi = FROM_INT(x)                   x: i32 or i64, signed (fildl / fildll)
    lo, hi = FROM_U64(x)                   x: i64 read as unsigned
    x      = TO_INT(lo, hi)                i32 or i64, truncating (fistp under RC=chop)
    lo, hi = FROM_FP(x)                    x: f32 or f64 (flds / fldl)
    x      = TO_FP(lo, hi)                 f32 or f64, rounded as the control word says
    ch, glue = PUSH(ch, lo, hi[, glue])    attr: 0 or 1: the value goes to st(attr)
    lo, hi, ch, glue = POP(ch[, glue])     the value in st(0) (popped)
    """
    ARITH = "x86.x87_arith"
    SQRT = "x86.x87_sqrt"
    CMP = "x86.x87_cmp"
    FROM_INT = "x86.x87_from_int"
    FROM_U64 = "x86.x87_from_u64"
    TO_INT = "x86.x87_to_int"
    FROM_FP = "x86.x87_from_fp"
    TO_FP = "x86.x87_to_fp"
    PUSH = "x86.x87_push"
    POP = "x86.x87_pop"


# --------------------------------------------------------------------------- records
# SDM vol. 2: FLD, FST/FSTP, FILD, FIST/FISTP, FNSTCW, FLDCW, FADD, FSUBR(P), FMUL(P),
# FDIVR(P), FSQRT, FUCOMI/FUCOMIP, FXCH. Every one is marked `side_effects`: the x87
# stack is state no pass may reorder around or delete.

def _mem(name: str, mn: str, flag: str) -> Instr:
    forms = I.mem_forms(name, f"{mn} {{mem}}", flags=frozenset({flag, "side_effects"}))
    I.MEM[name] = forms
    return forms["m"]


def _stack(name: str, asm: str, defs: tuple = ()) -> Instr:
    rec = Instr(name, asm, (), frozenset({"side_effects"}), defs, (), (), size=2)
    assert name not in I.INSTRS, name
    I.INSTRS[name] = rec
    return rec


LD_F80m = _mem("LD_F80m", "fldt", "load")
ST_FP80m = _mem("ST_FP80m", "fstpt", "store")
LD_F32m = _mem("LD_F32m", "flds", "load")
LD_F64m = _mem("LD_F64m", "fldl", "load")
ST_FP32m = _mem("ST_FP32m", "fstps", "store")
ST_FP64m = _mem("ST_FP64m", "fstpl", "store")
ILD_F32m = _mem("ILD_F32m", "fildl", "load")
ILD_F64m = _mem("ILD_F64m", "fildll", "load")
IST_FP32m = _mem("IST_FP32m", "fistpl", "store")
IST_FP64m = _mem("IST_FP64m", "fistpll", "store")
FNSTCW16m = _mem("FNSTCW16m", "fnstcw", "store")
FLDCW16m = _mem("FLDCW16m", "fldcw", "load")
ADD_F32m = _mem("ADD_F32m", "fadds", "load")
ADD_FPrST0 = _stack("ADD_FPrST0", "faddp %st(1)")
SUBR_FPrST0 = _stack("SUBR_FPrST0", "fsubp %st(1)")     # st(1) = st(0) - st(1), pop
MUL_FPrST0 = _stack("MUL_FPrST0", "fmulp %st(1)")
DIVR_FPrST0 = _stack("DIVR_FPrST0", "fdivp %st(1)")     # st(1) = st(0) / st(1), pop
SQRT_F = _stack("SQRT_F", "fsqrt")
UCOM_FIPr = _stack("UCOM_FIPr", "fucompi %st(1)", defs=(EFLAGS,))
ST_FPrr0 = _stack("ST_FPrr0", "fstp %st(0)")                 # pop and discard
XCH_F = _stack("XCH_F", "fxch %st(1)")

_ARITH = {"add": ADD_FPrST0, "sub": SUBR_FPrST0, "mul": MUL_FPrST0, "div": DIVR_FPrST0}

# f32 bit patterns of the constants the conversions add or compare with
F32_2_63, F32_2_64 = 0x5F000000, 0x5F800000


# --------------------------------------------------------------------------- selection

def _scratch(sel: Any) -> int:
    """The function's 32-byte x87 scratch slot (made on first use): operand A / results
    at 0..9, operand B at 16..25, control words at 12 and 14 while A is an integer."""
    fi = sel.mf.info.get("x87_scratch")
    if fi is None:
        fi = sel.mf.info["x87_scratch"] = sel.mf.frame.create(32, 16)
    return int(fi)


def _m(sel: Any, off: int) -> list[Any]:
    return [FrameIndex(_scratch(sel)), off]


def _store_pair(sel: Any, lo: Any, hi: Any, off: int) -> None:
    sel.emit(I.MOV64mr, [*_m(sel, off), sel.operand(lo)])
    sel.emit(I.MOV16mr, [*_m(sel, off + 8), sel.operand(hi)])


def _push(sel: Any, lo: Any, hi: Any, off: int = 0) -> None:
    _store_pair(sel, lo, hi, off)
    sel.emit(LD_F80m, _m(sel, off))


def _pop_pair(sel: Any) -> list[Any]:
    """fstpt st(0) to the scratch slot; the pair read back as (lo, hi)."""
    sel.emit(ST_FP80m, _m(sel, 0))
    lo, hi = sel.new_vreg(GR64), sel.new_vreg(Z32)
    sel.emit(I.MOV64rm, [lo, *_m(sel, 0)])
    sel.emit(I.MOVZX64rm16, [hi, *_m(sel, 8)])
    return [lo, hi]


def sel_arith(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    _push(sel, b["blo"], b["bhi"], 16)
    _push(sel, b["alo"], b["ahi"], 0)
    sel.emit(_ARITH[n.attr], [])
    return _pop_pair(sel)


def sel_sqrt(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    _push(sel, b["alo"], b["ahi"])
    sel.emit(SQRT_F, [])
    return _pop_pair(sel)


def sel_cmp(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    """a in st(0), b in st(1) (swapped for the predicates `FP_CC` swaps); fucompi pops
    one, fstp the other; then setcc as for ucomisd."""
    cc = n.attr
    x86, swap = FP_CC.get(cc, ("", False))
    first, second = ((b["alo"], b["ahi"]), (b["blo"], b["bhi"]))
    if swap:
        first, second = second, first
    _push(sel, *second, 16)
    _push(sel, *first, 0)
    sel.emit(UCOM_FIPr, [])
    sel.emit(ST_FPrr0, [])
    if cc in TWO_FLAG:
        ccs: tuple[str, ...] = ("e", "np") if cc == "oeq" else ("ne", "p")
    else:
        ccs = (x86,)
    return [_bool_from_flags(sel, ccs, "i32")]


def sel_from_int(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    x = b["x"]
    wide = x[0].vts[x[1]] == "i64"
    sel.emit(I.MOV64mr if wide else I.MOV32mr, [*_m(sel, 16), sel.operand(x)])
    sel.emit(ILD_F64m if wide else ILD_F32m, _m(sel, 16))
    return _pop_pair(sel)


def sel_from_u64(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    """fildll reads x as signed; when its top bit is set add 2^64 (as llc: fadds of a
    float chosen by the sign, here by cmov)."""
    x = sel.operand(b["x"])
    sel.emit(I.MOV64mr, [*_m(sel, 16), x])
    big, zero = sel.new_vreg(GR32), sel.new_vreg(GR32)
    sel.emit(I.MOV32ri, [big, F32_2_64])
    sel.emit(I.MOV32r0, [zero])
    sel.emit(I.TEST64rr, [x, x])
    adj = sel.new_vreg(GR32)
    sel.emit(I.CMOV32rr, [adj, zero, big, "s"])
    sel.emit(I.MOV32mr, [*_m(sel, 24), adj])
    sel.emit(ILD_F64m, _m(sel, 16))
    sel.emit(ADD_F32m, _m(sel, 24))
    return _pop_pair(sel)


def sel_to_int(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    """fistp rounds as the control word says: save it, set RC = 11b (toward zero),
    store, restore (SDM vol. 1, 8.1.5 "x87 FPU Control Word")."""
    wide = n.vts[0] == "i64"
    _push(sel, b["alo"], b["ahi"])
    sel.emit(FNSTCW16m, _m(sel, 12))
    cw = sel.new_vreg(GR32)
    sel.emit(I.MOVZX32rm16, [cw, *_m(sel, 12)])
    cw2 = sel.new_vreg(GR32)
    sel.emit(I.OR32ri, [cw2, cw, 0xC00])
    sel.emit(I.MOV16mr, [*_m(sel, 14), cw2])
    sel.emit(FLDCW16m, _m(sel, 14))
    sel.emit(IST_FP64m if wide else IST_FP32m, _m(sel, 16))
    sel.emit(FLDCW16m, _m(sel, 12))
    rd = sel.new_vreg(GR64 if wide else GR32)
    sel.emit(I.MOV64rm if wide else I.MOV32rm, [rd, *_m(sel, 16)])
    return [rd]


def sel_from_fp(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    x = b["x"]
    single = x[0].vts[x[1]] == "f32"
    sel.emit(I.MOVSSmr if single else I.MOVSDmr, [*_m(sel, 16), sel.operand(x)])
    sel.emit(LD_F32m if single else LD_F64m, _m(sel, 16))
    return _pop_pair(sel)


def sel_to_fp(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    single = n.vts[0] == "f32"
    _push(sel, b["alo"], b["ahi"])
    sel.emit(ST_FP32m if single else ST_FP64m, _m(sel, 16))
    rd = sel.new_vreg(FR32 if single else FR64)
    sel.emit(I.MOVSSrm if single else I.MOVSDrm, [rd, *_m(sel, 16)])
    return [rd]


def sel_push(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    """A result into st(0) (attr 0), or under the one already there (attr 1)."""
    _push(sel, b["alo"], b["ahi"])
    if n.attr == 1:
        sel.emit(XCH_F, [])
    sel.last_mi.implicit_defs = (ST_REGS[n.attr],)
    return []


def sel_pop(sel: Any, n: Node, b: dict[str, Any]) -> list[Any]:
    sel.emit(ST_FP80m, _m(sel, 0), implicit_uses=(ST_REGS[n.attr],))
    lo, hi = sel.new_vreg(GR64), sel.new_vreg(Z32)
    sel.emit(I.MOV64rm, [lo, *_m(sel, 0)])
    sel.emit(I.MOVZX64rm16, [hi, *_m(sel, 8)])
    return [lo, hi]


def _r(name: str) -> Any:
    return reg(name, "i64")


PAIR_A = (_r("alo"), _r("ahi"))
PAIR_B = (_r("blo"), _r("bhi"))
PATTERNS: list[Pat] = [
    Pat(node(X87Op.ARITH, *PAIR_A, *PAIR_B), sel_arith),
    Pat(node(X87Op.SQRT, *PAIR_A), sel_sqrt),
    Pat(node(X87Op.CMP, *PAIR_A, *PAIR_B), sel_cmp),
    Pat(node(X87Op.FROM_INT, reg("x")), sel_from_int),
    Pat(node(X87Op.FROM_U64, reg("x", "i64")), sel_from_u64),
    Pat(node(X87Op.TO_INT, *PAIR_A), sel_to_int),
    Pat(node(X87Op.FROM_FP, reg("x")), sel_from_fp),
    Pat(node(X87Op.TO_FP, *PAIR_A), sel_to_fp),
    Pat(node(X87Op.PUSH, *PAIR_A), sel_push),
    Pat(node(X87Op.POP), sel_pop),
]


# --------------------------------------------------------------------------- DAG rewrite

Pair = tuple[Value, Value]
# (from, to) -> the libgcc conversion helper (the others are x87 instructions)
_XF_CONVERSIONS = {("f16", "f80"): "__extendhfxf2", ("f80", "f16"): "__truncxfhf2",
                   ("f80", "f128"): "__extendxftf2", ("f128", "f80"): "__trunctfxf2"}
_LIBM = {Op.FREM: "fmodl", Op.FFLOOR: "floorl", Op.FCEIL: "ceill", Op.FTRUNC: "truncl",
         Op.FROUND: "roundl", Op.FRINT: "rintl", Op.FMINNUM: "fminl", Op.FMAXNUM: "fmaxl",
         Op.FMA: "fmal"}
_ARITH_OPS = {Op.FADD: "add", Op.FSUB: "sub", Op.FMUL: "mul", Op.FDIV: "div"}
SIGN = 0x8000


def _has_f80(n: Node) -> bool:
    return "f80" in n.vts or any(o.vts[i] == "f80" for o, i in n.ops)


_VTS = attrgetter("vts")


def lower_f80(dag: SelectionDAG) -> None:
    """Replace every f80 value of `dag` by its (lo, hi) pair (see the module docstring)."""
    live = dag.live_nodes()
    # every f80 operand is some node's result; the distinct result-type tuples (a
    # handful, gathered in C) are checked, not every node: this runs once per block
    if not any("f80" in vts for vts in set(map(_VTS, live))):
        return
    rw = _Rewriter(dag)
    for n in list(live):
        rw.visit(n)
    dag.remove_dead_nodes()


class _Rewriter:
    def __init__(self, dag: SelectionDAG) -> None:
        self.dag = dag
        self.pairs: dict[Value, Pair] = {}
        self.done: set[int] = set()

    # ---------------------------------------------------------------- driver
    def visit(self, n: Node) -> None:
        """Rewrite `n`, then the f80 nodes its rewrite made (libcalls), in order."""
        if n.id in self.done:
            return
        self.done.add(n.id)
        if not _has_f80(n):
            return
        dag = self.dag
        dag.loc = n.loc
        mark = len(dag.nodes)
        self.rewrite(n)
        i = mark
        while i < len(dag.nodes):
            self.visit(dag.nodes[i])
            i += 1

    def pair(self, v: Value) -> Pair:
        p = self.pairs.get(v)
        if p is None:
            self.visit(v[0])
            p = self.pairs.get(v)
            if p is None:
                raise UnsupportedError(f"x86_fp80 value of {v[0].op} is not supported")
        return p

    def _unsupported(self, n: Node) -> UnsupportedError:
        return UnsupportedError(f"{n.op} on x86_fp80 is not supported on x86-64 yet")

    # ---------------------------------------------------------------- rules
    def rewrite(self, n: Node) -> None:
        dag = self.dag
        op = n.op
        if op in _ARITH_OPS:
            self.result(n, self.arith(_ARITH_OPS[op], self.pair(n.ops[0]), self.pair(n.ops[1])))
        elif op == Op.LOAD:
            self.load(n)
        elif op == Op.STORE:
            self.store(n)
        elif op == Op.CONSTANT_FP:
            bits = int(n.attr)
            self.result(n, (dag.constant(bits & ((1 << 64) - 1), "i64"),
                            dag.constant(bits >> 64 & 0xFFFF, "i64")))
        elif op == Op.UNDEF:
            self.result(n, (dag.undef("i64"), dag.undef("i64")))
        elif op == Op.REGISTER:
            dag.replace_all_uses_with(n.value(), dag.register(n.attr, "i64"))
        elif op == Op.FNEG:
            lo, hi = self.pair(n.ops[0])
            self.result(n, (lo, dag.val(Op.XOR, "i64", hi, dag.constant(SIGN, "i64"))))
        elif op == Op.FABS:
            lo, hi = self.pair(n.ops[0])
            self.result(n, (lo, dag.val(Op.AND, "i64", hi, dag.constant(SIGN - 1, "i64"))))
        elif op == Op.FCOPYSIGN:
            self.copysign(n)
        elif op == Op.FSQRT:
            lo, hi = self.pair(n.ops[0])
            self.result(n, self.x87(X87Op.SQRT, (lo, hi)))
        elif op == Op.SETCC:
            self.setcc(n)
        elif op == Op.SELECT:
            self.select(n)
        elif op in (Op.FP_EXTEND, Op.FP_ROUND):
            self.fp_convert(n)
        elif op in (Op.SINT_TO_FP, Op.UINT_TO_FP):
            self.result(n, self.from_int(n.ops[0], op == Op.SINT_TO_FP))
        elif op in (Op.FP_TO_SINT, Op.FP_TO_UINT) and 64 < vt_bits(n.vts[0]) <= 128:
            # __fixxfti / __fixunsxfti, as llc-16 (then truncated to an odd width)
            r = self.call("__fixxfti" if op == Op.FP_TO_SINT else "__fixunsxfti", "i128",
                          [n.ops[0]])
            self.replace(n, r if n.vts[0] == "i128" else dag.val(Op.TRUNCATE, n.vts[0], r))
        elif op in (Op.FP_TO_SINT, Op.FP_TO_UINT):
            self.replace(n, self.to_int(n.vts[0], self.pair(n.ops[0]), op == Op.FP_TO_SINT))
        elif op == Op.BITCAST:
            self.bitcast(n)
        elif op == Op.COPY_TO_REG:
            self.copy_to_reg(n)
        elif op == Op.COPY_FROM_REG:
            self.copy_from_reg(n)
        elif op == Op.MERGE_VALUES:
            self.merge(n)
        elif op == Op.VAARG:
            self.va_arg(n)
        elif op in _LIBM:
            self.libm(n, _LIBM[op])
        else:
            raise self._unsupported(n)

    def result(self, n: Node, p: Pair, index: int = 0) -> None:
        self.pairs[(n, index)] = p

    def replace(self, n: Node, v: Value) -> None:
        self.dag.replace_all_uses_with(n.value(), v)

    def x87(self, op: str, ops: tuple, attr: Any = None) -> Pair:
        m = self.dag.node(op, ("i64", "i64"), ops, attr)
        return m.value(0), m.value(1)

    def arith(self, what: str, a: Pair, b: Pair) -> Pair:
        return self.x87(X87Op.ARITH, (*a, *b), what)

    def compare(self, a: Pair, b: Pair, cc: str) -> Value:
        """0/1 (i32) for `a cc b`; `true`/`false` are constants."""
        if cc in ("true", "false"):
            return self.dag.constant(int(cc == "true"), "i32")
        if cc not in FP_CC and cc not in TWO_FLAG:
            raise UnsupportedError(f"fcmp {cc} on x86_fp80 is not supported")
        return self.dag.val(X87Op.CMP, "i32", *a, *b, attr=cc)

    def const(self, bits: int) -> Pair:
        return self.dag.constant(bits & ((1 << 64) - 1), "i64"), self.dag.constant(bits >> 64, "i64")

    # ---------------------------------------------------------------- memory
    def load(self, n: Node) -> None:
        dag = self.dag
        mem: Mem = n.attr
        if mem.vt != "f80" or mem.ext or n.vts[0] != "f80":
            raise self._unsupported(n)
        chain, addr = n.ops
        hi_addr = dag.val(Op.ADD, dag.vt_of(addr), addr, dag.constant(8, dag.vt_of(addr)))
        a1 = max(1, min(mem.align, 8))
        lo = dag.node(Op.LOAD, ("i64", "ch"), (chain, addr), mem._replace(vt="i64", align=a1))
        hi = dag.node(Op.LOAD, ("i64", "ch"), (chain, hi_addr),
                      mem._replace(vt="i16", ext="zext", align=min(a1, 8)))
        self.result(n, (lo.value(0), hi.value(0)))
        dag.replace_all_uses_with(n.value(1), dag.token_factor([lo.value(1), hi.value(1)]))

    def store(self, n: Node) -> None:
        dag = self.dag
        mem: Mem = n.attr
        chain, v, addr = n.ops
        if mem.vt != "f80":
            raise self._unsupported(n)
        lo, hi = self.pair(v)
        hi_addr = dag.val(Op.ADD, dag.vt_of(addr), addr, dag.constant(8, dag.vt_of(addr)))
        a1 = max(1, min(mem.align, 8))
        s1 = dag.node(Op.STORE, ("ch",), (chain, lo, addr), mem._replace(vt="i64", align=a1))
        s2 = dag.node(Op.STORE, ("ch",), (chain, hi, hi_addr), mem._replace(vt="i16", align=min(a1, 8)))
        dag.replace_all_uses_with(n.value(0), dag.token_factor([s1.value(), s2.value()]))

    # ---------------------------------------------------------------- compare, select
    def setcc(self, n: Node) -> None:
        a, b, cc = n.ops
        r = self.compare(self.pair(a), self.pair(b), cc[0].attr)
        vt = n.vts[0]
        if vt != "i32":
            r = self.dag.val(Op.TRUNCATE if int(vt[1:]) < 32 else Op.ZERO_EXTEND, vt, r)
        self.replace(n, r)

    def select(self, n: Node) -> None:
        c, t, f = n.ops
        (tl, th), (fl, fh) = self.pair(t), self.pair(f)
        dag = self.dag
        self.result(n, (dag.val(Op.SELECT, "i64", c, tl, fl), dag.val(Op.SELECT, "i64", c, th, fh)))

    def copysign(self, n: Node) -> None:
        dag = self.dag
        lo, hi = self.pair(n.ops[0])
        s = n.ops[1]
        svt = dag.vt_of(s)
        if svt == "f80":
            sign = dag.val(Op.AND, "i64", self.pair(s)[1], dag.constant(SIGN, "i64"))
        elif svt in ("f32", "f64"):
            ivt = "i32" if svt == "f32" else "i64"
            bits = dag.val(Op.BITCAST, ivt, s)
            if ivt == "i32":
                bits = dag.val(Op.ZERO_EXTEND, "i64", bits)
            sh = int(ivt[1:]) - 16
            sign = dag.val(Op.AND, "i64", dag.val(Op.SRL, "i64", bits, dag.constant(sh, "i64")),
                           dag.constant(SIGN, "i64"))
        else:
            raise self._unsupported(n)
        mag = dag.val(Op.AND, "i64", hi, dag.constant(SIGN - 1, "i64"))
        self.result(n, (lo, dag.val(Op.OR, "i64", mag, sign)))

    # ---------------------------------------------------------------- conversions
    def fp_convert(self, n: Node) -> None:
        """fpext/fptrunc: f32/f64 with fld/fstp; half and fp128 through libgcc's
        __extendhfxf2 __truncxfhf2 __extendxftf2 __trunctfxf2, as llc-16 calls them."""
        src, dst = self.dag.vt_of(n.ops[0]), n.vts[0]
        ext = n.op == Op.FP_EXTEND
        if ext and dst == "f80" and src in ("f32", "f64"):
            self.result(n, self.x87(X87Op.FROM_FP, (n.ops[0],)))
        elif not ext and src == "f80" and dst in ("f32", "f64"):
            self.replace(n, self.to_fp(dst, self.pair(n.ops[0])))
        elif (src, dst) in _XF_CONVERSIONS:
            res = self.call(_XF_CONVERSIONS[(src, dst)], dst, [n.ops[0]])
            if dst == "f80":
                self.result(n, self.pair(res))
            else:
                self.replace(n, res)
        else:
            raise UnsupportedError(f"{'fpext' if ext else 'fptrunc'} from {src} to {dst} is "
                                   f"not supported")

    def call(self, name: str, ret_vt: str, args: list[Value]) -> Value:
        """A libgcc helper, called like `libm` calls (x86_fp80 arguments in the outgoing
        area, so sp moves around the call)."""
        if self.dag.mf is not None:
            self.dag.mf.frame.has_dynamic_alloca = True
        (res,), _ = make_libcall(self.dag, name, [ret_vt], args, self.dag.entry)
        return res

    def to_fp(self, vt: str, a: Pair) -> Value:
        if vt not in ("f32", "f64"):
            raise UnsupportedError(f"fptrunc from x86_fp80 to {vt} is not supported")
        return self.dag.val(X87Op.TO_FP, vt, *a)

    def from_int(self, x: Value, signed: bool) -> Pair:
        dag = self.dag
        vt = dag.vt_of(x)
        bits = int(vt[1:])
        if bits > 128:
            raise UnsupportedError(f"{'si' if signed else 'ui'}tofp from {vt} to x86_fp80 "
                                   f"is not supported")
        if bits > 64:                       # __floattixf / __floatuntixf, as llc-16
            if bits < 128:
                x = dag.val(Op.SIGN_EXTEND if signed else Op.ZERO_EXTEND, "i128", x)
            return self.pair(self.call("__floattixf" if signed else "__floatuntixf", "f80",
                                       [x]))
        if signed:
            if bits < 32:
                x = dag.val(Op.SIGN_EXTEND, "i32", x)
            return self.x87(X87Op.FROM_INT, (x,))
        if bits < 64:
            return self.x87(X87Op.FROM_INT, (dag.val(Op.ZERO_EXTEND, "i64", x),))
        return self.x87(X87Op.FROM_U64, (x,))

    def to_int(self, vt: str, a: Pair, signed: bool) -> Value:
        """fptosi: fistp of 32 or 64 bits, truncated to narrower types. fptoui: through
        the signed conversion one size up; u64 as llc does: x >= 2^63 converts x - 2^63
        and flips the top bit."""
        dag = self.dag
        bits = int(vt[1:])
        if bits > 128:
            raise UnsupportedError(f"fpto{'s' if signed else 'u'}i from x86_fp80 to {vt} "
                                   f"is not supported")

        if signed or bits < 64:
            wide = "i32" if bits <= 32 and (signed or bits < 32) else "i64"
            r = dag.val(X87Op.TO_INT, wide, *a)
            return r if wide == vt else dag.val(Op.TRUNCATE, vt, r)
        two63 = self.const(0x403E_8000_0000_0000_0000)
        big = self.compare(a, two63, "oge")
        zero = self.const(0)
        adj = (dag.val(Op.SELECT, "i64", big, two63[0], zero[0]),
               dag.val(Op.SELECT, "i64", big, two63[1], zero[1]))
        r = dag.val(X87Op.TO_INT, "i64", *self.arith("sub", a, adj))
        top = dag.val(Op.SHL, "i64", dag.val(Op.ZERO_EXTEND, "i64", big), dag.constant(63, "i64"))
        return dag.val(Op.XOR, "i64", r, top)

    def bitcast(self, n: Node) -> None:
        """f80 <-> i80 (register parts of phis and arguments, isel/vts.py)."""
        dag = self.dag
        x = n.ops[0]
        if n.vts[0] == "f80":
            if dag.vt_of(x) != "i80":
                raise self._unsupported(n)
            t = x[0]
            if t.op == Op.TRUNCATE and t.ops[0][0].op == Op.BUILD_PAIR:
                lo, hi = t.ops[0][0].ops
                self.result(n, (lo, hi))
                return
            wide = dag.val(Op.ZERO_EXTEND, "i128", x)
            self.result(n, (dag.val(Op.EXTRACT_ELEMENT, "i64", wide, dag.constant(0, "i32")),
                            dag.val(Op.EXTRACT_ELEMENT, "i64", wide, dag.constant(1, "i32"))))
            return
        if n.vts[0] != "i80":
            raise self._unsupported(n)
        lo, hi = self.pair(x)
        hi = dag.val(Op.AND, "i64", hi, dag.constant(0xFFFF, "i64"))
        self.replace(n, dag.val(Op.TRUNCATE, "i80", dag.val(Op.BUILD_PAIR, "i128", lo, hi)))

    # ---------------------------------------------------------------- calls, returns
    def copy_to_reg(self, n: Node) -> None:
        """A result into st(0)/st(1) before `ret`."""
        reg_v = n.ops[1]
        r = reg_v[0].attr
        if r not in ST_REGS:
            raise self._unsupported(n)
        lo, hi = self.pair(n.ops[2])
        ops = (n.ops[0], lo, hi, *n.ops[3:])
        push = self.dag.node(X87Op.PUSH, ("ch", "glue"), ops, ST_REGS.index(r))
        self.dag.replace_node(n, [push.value(0), push.value(1)])

    def copy_from_reg(self, n: Node) -> None:
        """A call's result from st(0) (st(1) is st(0) once the first is popped)."""
        r = n.ops[1][0].attr
        if r not in ST_REGS:
            raise self._unsupported(n)
        ops = (n.ops[0], *n.ops[2:])
        pop = self.dag.node(X87Op.POP, ("i64", "i64", "ch", "glue"), ops, ST_REGS.index(r))
        self.result(n, (pop.value(0), pop.value(1)))
        self.dag.replace_all_uses_with(n.value(1), pop.value(2))
        self.dag.replace_all_uses_with(n.value(2), pop.value(3))

    def va_arg(self, n: Node) -> None:
        """`va_arg` of x86_fp80 (class X87: always memory, ABI 3.5.7): the next 16-byte
        aligned slot of overflow_arg_area (at offset 8 of the va_list), which advances
        by 16."""
        dag = self.dag
        chain, ap = n.ops
        pvt = dag.vt_of(ap)
        field = dag.val(Op.ADD, pvt, ap, dag.constant(8, pvt))
        over = dag.node(Op.LOAD, (pvt, "ch"), (chain, field), Mem(pvt, "", 8))
        p = dag.val(Op.AND, pvt, dag.val(Op.ADD, pvt, over.value(0), dag.constant(15, pvt)),
                    dag.constant(-16, pvt))
        hi_addr = dag.val(Op.ADD, pvt, p, dag.constant(8, pvt))
        lo = dag.node(Op.LOAD, ("i64", "ch"), (over.value(1), p), Mem("i64", "", 16))
        hi = dag.node(Op.LOAD, ("i64", "ch"), (over.value(1), hi_addr), Mem("i16", "zext", 8))
        ch = dag.token_factor([lo.value(1), hi.value(1)])
        st = dag.node(Op.STORE, ("ch",), (ch, dag.val(Op.ADD, pvt, p, dag.constant(16, pvt)),
                                          field), Mem(pvt, "", 8))
        self.result(n, (lo.value(0), hi.value(0)))
        dag.replace_all_uses_with(n.value(1), st.value())

    def merge(self, n: Node) -> None:
        dag = self.dag
        for i, v in enumerate(n.ops):
            if n.vts[i] == "f80":
                self.result(n, self.pair(v), i)
            else:
                dag.replace_all_uses_with(n.value(i), v)

    def libm(self, n: Node, name: str) -> None:
        """A libm call off the entry chain (LLVM's libcalls for pure operations). Its
        x86_fp80 arguments are stored to the outgoing-argument area, and the scheduler
        may place the call inside another call's argument setup (`printf("%Lg %Lg",
        fmodl(..), fmodl(..))`): the function then moves rsp around each call instead of
        reserving one area (marked as for stacksave), so nested sequences cannot clobber
        each other's arguments."""
        if self.dag.mf is not None:
            self.dag.mf.frame.has_dynamic_alloca = True
        (res,), _ = make_libcall(self.dag, name, ["f80"], list(n.ops), self.dag.entry)
        self.result(n, self.pair(res))
