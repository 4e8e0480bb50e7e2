"""The IR -> DAG builder (isel/build.py, calls.py, vts.py) on a toy 64-bit target.

Besides structural checks, `run` interprets the built DAGs block by block (virtual
registers, a byte-addressed memory, branches, calls into Python functions), so phi
swaps, switch trees, aggregates and calling conventions are checked by executing them.
"""
from __future__ import annotations

import struct

import pytest
from toy_target import toy_target

from pyllc.codegen.dag import SelectionDAG
from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.opcodes import Op
from pyllc.codegen.records import (
    BitConvert,
    CallingConv,
    CCHook,
    Extend,
    InReg,
    OnStack,
    Reg,
    RegClass,
    Target,
    When,
)
from pyllc.diagnostics import UnsupportedError
from pyllc.ir.datalayout import DataLayout
from pyllc.ir.parser import parse_module
from pyllc.isel import calls
from pyllc.isel.build import FunctionLowering, values_used_outside_block
from pyllc.isel.build_intrinsics import base_name
from pyllc.isel.vts import from_parts, ir_vts, register_parts, to_parts

# ----------------------------------------------------------------------------- toy target
X = tuple(Reg(f"x{i}", i) for i in range(32))
F = tuple(Reg(f"f{i}", i) for i in range(32))
SP = X[2]
A = X[10:18]
FA = F[10:18]
GPR = RegClass("GPR", X, X[5:], ("i64",), 64, 8, 8)
FPR = RegClass("FPR", F, F, ("f32", "f64"), 64, 8, 8)
RULES = (
    When(types=("f32",), variadic=True, do=BitConvert("i32")),
    When(types=("f64",), variadic=True, do=BitConvert("i64")),
    When(types=("f32", "f64"), do=InReg(FA)),
    When(types=("f32",), do=BitConvert("i32")),
    When(types=("f64",), do=BitConvert("i64")),
    When(types=("i1", "i8", "i16", "i32"), do=Extend("i64")),
    When(types=("i64",), do=CCHook("pair", calls.make_pair_hook(A, 8))),
    When(types=("i64",), do=InReg(A)),
    When(do=OnStack(8, 8)),
)
RETS = (
    When(types=("i1", "i8", "i16", "i32"), do=Extend("i64")),
    When(types=("i64",), do=InReg(A[:2])),
    When(types=("f32", "f64"), do=InReg(FA[:2])),
)


def make_target(big_endian: bool = False) -> Target:
    cc = CallingConv("toy", RULES, RETS, callee_saved=X[8:10] + X[18:28], stack_align=16)
    return toy_target("toy", big_endian=big_endian, pointer_vt="i64", registers=X + F,
                      reg_classes={"GPR": GPR, "FPR": FPR},
                      vt_class={"i64": GPR, "f32": FPR, "f64": FPR}, callconv=cc,
                      stack_pointer=SP, reserved=frozenset({X[0], SP}), scratch=(X[31],))


TARGET = make_target()
DL = DataLayout.for_triple("riscv64")

# ----------------------------------------------------------------------------- helpers


def lower(text: str, fname: str | None = None, target: Target = TARGET):
    m = parse_module(text)
    fn = next(f for f in m.functions if not f.is_declaration and (fname is None or f.name == fname))
    mf = MachineFunction(fn.name, target, fn)
    fl = FunctionLowering(mf, fn, DL)
    dags = {b: fl.build_block(b) for b in fn.blocks}
    extra = []
    fl.finish(process=extra.append)
    return fl, mf, dags, extra


def ops_of(dag: SelectionDAG) -> list[str]:
    return [n.op for n in dag.live_nodes()]


def _mask(v: int, vt: str) -> int:
    return v & ((1 << int(vt[1:])) - 1)


def _sx(v: int, vt: str) -> int:
    b = int(vt[1:])
    v &= (1 << b) - 1
    return v - (1 << b) if v >> (b - 1) else v


def _f(bits: int, vt: str) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits))[0] if vt == "f64" else \
        struct.unpack("<f", struct.pack("<I", bits))[0]


def _fb(x: float, vt: str) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0] if vt == "f64" else \
        struct.unpack("<I", struct.pack("<f", x))[0]


class Machine:
    """Interprets built DAGs: registers (VReg / Reg) hold ints (floats as bits)."""

    def __init__(self, fl: FunctionLowering, dags: dict, extra: list, externals=None) -> None:
        self.fl = fl
        self.dag_of = {d.block: d for d in list(dags.values()) + extra}
        self.regs: dict = {}
        self.mem = bytearray(1 << 16)
        self.frame_base: dict[int, int] = {}
        self.next_addr = 0x1000
        self.sp = 0x8000
        self.globals: dict[str, int] = {}
        self.externals = externals or {}
        self.steps = 0

    def addr_of_fi(self, fi: int) -> int:
        if fi not in self.frame_base:
            obj = self.fl.mf.frame.objects[fi]
            if obj.fixed:
                self.frame_base[fi] = self.sp + obj.offset
            else:
                self.frame_base[fi] = self.next_addr
                self.next_addr += max(obj.size, 8) + 16
        return self.frame_base[fi]

    def load(self, addr: int, size: int) -> int:
        return int.from_bytes(self.mem[addr:addr + size], "little")

    def store(self, addr: int, size: int, v: int) -> None:
        self.mem[addr:addr + size] = (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")

    def run(self, args_regs: dict) -> dict:
        """Run the entry MBB's COPYs, then DAGs until RET; returns the register file."""
        mf = self.fl.mf
        self.regs.update(args_regs)
        for mi in mf.blocks[0].instrs:            # the entry COPYs
            dst, src = mi.ops
            self.regs[dst] = self.regs.get(src, 0)
        mbb = mf.blocks[0]
        while mbb is not None:
            mbb = self.run_dag(self.dag_of[mbb])
        return self.regs

    def run_dag(self, dag: SelectionDAG):
        val: dict = {}
        for n in dag.live_nodes():
            self.steps += 1
            assert self.steps < 200000
            op = n.op
            o = [val.get(x) for x in n.ops]
            vt = n.vts[0]
            r = None
            if op == Op.ENTRY or op in (Op.TOKEN_FACTOR, Op.CALLSEQ_START, Op.CALLSEQ_END):
                r = 0
            elif op == Op.CONSTANT or op == Op.CONSTANT_FP:
                r = n.attr
            elif op == Op.UNDEF:
                r = 0
            elif op in (Op.REGISTER, Op.CONDCODE, Op.BASIC_BLOCK, Op.VALUETYPE):
                r = n.attr
            elif op == Op.FRAME_INDEX:
                r = self.addr_of_fi(n.attr)
            elif op == Op.GLOBAL_ADDRESS:
                name, off = n.attr
                if name not in self.globals:
                    self.globals[name] = self.next_addr
                    self.next_addr += 256
                r = self.globals[name] + off
            elif op == Op.EXTERNAL_SYMBOL:
                r = n.attr
            elif op == Op.COPY_FROM_REG:
                reg = o[1]
                r = self.sp if reg is SP else self.regs.get(reg, 0)
                val[(n, 1)] = 0
                val[(n, 2)] = 0
            elif op == Op.COPY_TO_REG:
                self.regs[o[1]] = o[2]
                val[(n, 1)] = 0
                r = 0
            elif op == Op.LOAD:
                m = n.attr
                size = max(int(m.vt[1:]) // 8, 1)
                r = self.load(o[1], size)
                if m.ext == "sext":
                    r = _mask(_sx(r, m.vt), vt)
                val[(n, 1)] = 0
            elif op == Op.STORE:
                m = n.attr
                self.store(o[2], max(int(m.vt[1:]) // 8, 1), o[1])
                r = 0
            elif op == Op.CALL:
                info = n.attr
                fn = self.externals[info.callee]
                fn(self)
                val[(n, 1)] = 0
                r = 0
            elif op == Op.BRCOND:
                if o[1] & 1:
                    return o[2]
                r = 0
            elif op == Op.BR_CC:
                if self.cmp(o[1], o[2], o[3], n.ops[2][0].vts[n.ops[2][1]]):
                    return o[4]
                r = 0
            elif op == Op.BR:
                return o[1]
            elif op == Op.RET:
                return None
            elif op == Op.TRAP:
                raise RuntimeError("trap")
            else:
                r = self.alu(n, op, o, vt)
                if isinstance(r, tuple):
                    r, val[(n, 1)] = r
            if isinstance(r, int) and vt[0] == "i" and op not in (Op.REGISTER, Op.FRAME_INDEX):
                r = _mask(r, vt)
            val[(n, 0)] = r
            if len(n.vts) > 1 and (n, 1) not in val:
                val[(n, 1)] = 0
        raise AssertionError("block without terminator")

    def cmp(self, cc: str, a: int, b: int, vt: str) -> bool:
        if vt[0] == "f":
            x, y = _f(a, vt), _f(b, vt)
            unord = x != x or y != y
            base = cc[1:] if cc[0] in "ou" and cc not in ("ord", "uno") else cc
            if cc == "ord":
                return not unord
            if cc == "uno":
                return unord
            if unord:
                return cc[0] == "u"
            return {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y,
                    "ge": x >= y}[base]
        sa, sb = _sx(a, vt), _sx(b, vt)
        return {"eq": a == b, "ne": a != b, "ult": a < b, "ule": a <= b, "ugt": a > b,
                "uge": a >= b, "slt": sa < sb, "sle": sa <= sb, "sgt": sa > sb,
                "sge": sa >= sb}[cc]

    def alu(self, n, op: str, o: list, vt: str) -> int:
        ovt = n.ops[0][0].vts[n.ops[0][1]] if n.ops else vt
        bits = int(vt[1:])
        if op == Op.ADD:
            return o[0] + o[1]
        if op == Op.SUB:
            return o[0] - o[1]
        if op == Op.MUL:
            return o[0] * o[1]
        if op == Op.AND:
            return o[0] & o[1]
        if op == Op.OR:
            return o[0] | o[1]
        if op == Op.XOR:
            return o[0] ^ o[1]
        if op == Op.SHL:
            return o[0] << o[1]
        if op == Op.SRL:
            return o[0] >> o[1]
        if op == Op.SRA:
            return _sx(o[0], vt) >> o[1]
        if op == Op.UDIV:
            return o[0] // o[1]
        if op == Op.UREM:
            return o[0] % o[1]
        if op == Op.SDIV:
            a, b = _sx(o[0], vt), _sx(o[1], vt)
            q = abs(a) // abs(b)
            return q if (a < 0) == (b < 0) else -q
        if op == Op.SETCC:
            return int(self.cmp(o[2], o[0], o[1], ovt))
        if op == Op.SELECT:
            return o[1] if o[0] & 1 else o[2]
        if op in (Op.ZERO_EXTEND, Op.ANY_EXTEND, Op.TRUNCATE, Op.BITCAST):
            return o[0]
        if op == Op.SIGN_EXTEND:
            return _sx(o[0], ovt)
        if op == Op.BUILD_PAIR:
            return o[0] | (o[1] << int(ovt[1:]))
        if op == Op.EXTRACT_ELEMENT:
            return o[0] >> (bits * o[1])
        if op == Op.CTPOP:
            return bin(o[0]).count("1")
        if op in (Op.UADDO, Op.SADDO, Op.UMULO, Op.SMULO, Op.USUBO, Op.SSUBO):
            a, b = o
            if op[0] == "s":
                a, b = _sx(a, vt), _sx(b, vt)
            r = a + b if "add" in op else a - b if "sub" in op else a * b
            lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if op[0] == "s" else (0, (1 << bits) - 1)
            n_ovf = int(not lo <= r <= hi)
            self._ovf = n_ovf
            return r, n_ovf
        if op in (Op.FADD, Op.FSUB, Op.FMUL, Op.FDIV):
            x, y = _f(o[0], vt), _f(o[1], vt)
            r = {Op.FADD: x + y, Op.FSUB: x - y, Op.FMUL: x * y, Op.FDIV: x / y if y else float("inf")}[op]
            return _fb(r, vt)
        if op == Op.SINT_TO_FP:
            return _fb(float(_sx(o[0], ovt)), vt)
        if op == Op.FP_TO_SINT:
            return int(_f(o[0], ovt))
        if op == Op.FP_EXTEND:
            return _fb(_f(o[0], ovt), vt)
        raise NotImplementedError(op)


def run(text: str, args: list, fname: str | None = None, externals=None) -> int:
    """Compile `fname` (or the first definition) and run it with integer/float args;
    returns a0 (or fa0 for float results)."""
    fl, mf, dags, extra = lower(text, fname)
    m = Machine(fl, dags, extra, externals)
    regs = {}
    ia = fa = 0
    for a in args:
        if isinstance(a, float):
            regs[FA[fa]] = _fb(a, "f64")
            fa += 1
        else:
            regs[A[ia]] = a & (2**64 - 1)
            ia += 1
    m.run(regs)
    ret = mf.ir_function.function_type.ret
    if ret.is_float:
        return _f(m.regs[FA[0]], "f64" if ret.kind == "double" else "f32")
    return m.regs.get(A[0], 0)


# ----------------------------------------------------------------------------- vts

def test_register_parts_and_leaves():
    assert register_parts("i8", TARGET) == ("i64",)
    assert register_parts("i128", TARGET) == ("i64", "i64")
    assert register_parts("i200", TARGET) == ("i64",) * 4
    assert register_parts("f64", TARGET) == ("f64",)
    assert register_parts("f128", TARGET) == ("i64", "i64")
    m = parse_module("%s = type { i8, [2 x i32], <2 x float>, ptr }\n")
    t = m.struct_types["s"]
    assert ir_vts(t, DL, TARGET) == ("i8", "i32", "i32", "f32", "f32", "i64")


@pytest.mark.parametrize("vt,nparts", [("i128", 2), ("i96", 2), ("i192", 3), ("i8", 1), ("f128", 2)])
def test_parts_roundtrip_nodes(vt, nparts):
    dag = SelectionDAG(None, TARGET, None)
    v = dag.undef(vt)
    parts = to_parts(dag, v, vt, register_parts(vt, TARGET))
    assert len(parts) == nparts
    back = from_parts(dag, parts, register_parts(vt, TARGET), vt)
    assert dag.vt_of(back) == vt


def test_intrinsic_base_names():
    assert base_name("llvm.memcpy.p0.p0.i64") == "memcpy"
    assert base_name("llvm.sadd.with.overflow.i32") == "sadd.with.overflow"
    assert base_name("llvm.lifetime.start.p0") == "lifetime.start"
    assert base_name("llvm.vector.reduce.add.v4i32") == "vector.reduce.add"
    assert base_name("llvm.experimental.noalias.scope.decl") == "experimental.noalias.scope.decl"
    assert base_name("llvm.fmuladd.f64") == "fmuladd"


# ----------------------------------------------------------------------------- structure

def test_add_and_return_structure():
    fl, mf, dags, _ = lower("""
define i32 @f(i32 signext %a, i32 signext %b) {
  %c = add i32 %a, %b
  ret i32 %c
}""")
    entry = mf.blocks[0]
    assert [mi.ops[1] for mi in entry.instrs] == [A[0], A[1]]
    assert entry.live_in == [A[0], A[1]]
    ops = ops_of(next(iter(dags.values())))
    assert "add" in ops and ops[-1] == Op.RET and Op.COPY_TO_REG in ops


def test_used_outside_block_is_linear_and_right():
    text = """
define i32 @f(i32 %n) {
entry:
  %x = add i32 %n, 1
  %y = add i32 %n, 2
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, %x
  %c = icmp slt i32 %j, 100
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %j
}"""
    fn = parse_module(text).functions[0]
    names = {v.name for v in values_used_outside_block(fn)}
    assert names == {"x", "j"}    # %j: used by ret in exit; phi use in loop is local


def test_static_allocas_are_frame_objects():
    fl, mf, dags, _ = lower("""
define i32 @f() {
  %a = alloca [10 x i32], align 16
  %p = getelementptr inbounds [10 x i32], ptr %a, i64 0, i64 3
  store i32 7, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}""")
    obj = mf.frame.objects[0]
    assert (obj.size, obj.align) == (40, 16)
    dag = next(iter(dags.values()))
    st = [n for n in dag.live_nodes() if n.op == Op.STORE][0]
    addr = st.ops[2][0]
    assert addr.op == Op.ADD and addr.ops[0][0].op == Op.FRAME_INDEX and addr.ops[1][0].attr == 12


def test_global_address_constant_expression_folds():
    fl, mf, dags, _ = lower("""
%s = type { i32, [4 x i16] }
@g = global %s zeroinitializer
define i16 @f() {
  %v = load i16, ptr getelementptr (%s, ptr @g, i64 0, i32 1, i64 2), align 2
  ret i16 %v
}""")
    ga = [n for n in next(iter(dags.values())).live_nodes() if n.op == Op.GLOBAL_ADDRESS]
    assert [n.attr for n in ga] == [("g", 8)]


def test_unsupported_instruction_names_construct():
    text = """
define void @f() {
entry:
  callbr void asm "", "!i"() to label %ok [label %ok]
ok:
  ret void
}"""
    with pytest.raises(UnsupportedError, match="callbr"):
        lower(text)


def test_unknown_intrinsic_is_unsupported():
    with pytest.raises(UnsupportedError, match="llvm.frobnicate") as e:
        lower("""
declare i32 @llvm.frobnicate.i32(i32)
define i32 @f(i32 %a) {
  %r = call i32 @llvm.frobnicate.i32(i32 %a)
  ret i32 %r
}""")
    assert e.value.filename == "<stdin>" and "in function @f" in e.value.message


def test_inline_asm_in_the_intel_dialect_is_unsupported():
    with pytest.raises(UnsupportedError, match="Intel dialect") as e:
        lower("""
define void @f() {
  call void asm sideeffect inteldialect "nop", ""()
  ret void
}""")
    assert "in function @f" in e.value.message and e.value.line == 3


# ----------------------------------------------------------------------------- execution

def test_exec_arith_widths():
    text = """
define i64 @f(i64 %a, i64 %b) {
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %s8 = add i8 %a8, %b8
  %w = sext i8 %s8 to i64
  %m = mul i64 %w, 3
  ret i64 %m
}"""
    assert _sx(run(text, [100, 100]), "i64") == (-56) * 3


def test_exec_loop_with_phis():
    text = """
define i64 @sum(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i64 %s, %i
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s1
}"""
    assert run(text, [10]) == 45


def test_exec_swapped_phis():
    text = """
define i64 @swap(i64 %a, i64 %b, i64 %n) {
entry:
  br label %loop
loop:
  %x = phi i64 [ %a, %entry ], [ %y, %loop ]
  %y = phi i64 [ %b, %entry ], [ %x, %loop ]
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %k1 = add i64 %k, 1
  %c = icmp ult i64 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = mul i64 %x, 10
  %r2 = add i64 %r, %y
  ret i64 %r2
}"""
    assert run(text, [1, 2, 1]) == 12
    assert run(text, [1, 2, 2]) == 21
    assert run(text, [1, 2, 3]) == 12


@pytest.mark.parametrize("x", [-5, 0, 1, 2, 3, 7, 8, 9, 10, 11, 50, 100, 101, 1000, 1001, 999999])
def test_exec_switch_tree(x):
    cases = [(1, "a"), (2, "a"), (3, "b"), (7, "c"), (8, "c"), (9, "c"), (10, "d"), (50, "e"),
             (100, "f"), (1000, "g"), (1001, "h"), (-5, "i")]
    vals = {"a": 11, "b": 12, "c": 13, "d": 14, "e": 15, "f": 16, "g": 17, "h": 18, "i": 19}
    lines = [f"    i32 {c}, label %{d}" for c, d in cases]
    body = "\n".join(f"{d}:\n  br label %exit" for d in vals)
    phi = ", ".join(f"[ {v}, %{d} ]" for d, v in vals.items())
    text = f"""
define i32 @f(i32 signext %x) {{
entry:
  switch i32 %x, label %dflt [
{chr(10).join(lines)}
  ]
{body}
dflt:
  br label %exit
exit:
  %r = phi i32 {phi}, [ 99, %dflt ]
  ret i32 %r
}}"""
    expect = vals[dict(cases)[x]] if x in dict(cases) else 99
    assert _sx(run(text, [x]), "i32") == expect
    fl, mf, dags, extra = lower(text)
    assert extra, "a 12-case switch needs tree blocks"
    # tree blocks are placed right after the switch block
    names = [b.name for b in mf.blocks]
    assert names[0] == "entry" and all(n.endswith(".case") for n in names[1:1 + len(extra)])
    assert [b.number for b in mf.blocks] == list(range(len(mf.blocks)))


def test_exec_struct_memory_and_insertvalue():
    text = """
%pair = type { i8, i64, [2 x i16] }
define i64 @f(i64 %a) {
  %p = alloca %pair
  %t0 = trunc i64 %a to i8
  %v0 = insertvalue %pair undef, i8 %t0, 0
  %v1 = insertvalue %pair %v0, i64 %a, 1
  %v2 = insertvalue %pair %v1, i16 300, 2, 1
  store %pair %v2, ptr %p
  %q = getelementptr %pair, ptr %p, i64 0, i32 2, i64 1
  %h = load i16, ptr %q
  %w = load %pair, ptr %p
  %b = extractvalue %pair %w, 1
  %hz = zext i16 %h to i64
  %r = add i64 %b, %hz
  ret i64 %r
}"""
    assert run(text, [5]) == 305


def test_exec_variable_gep_index():
    text = """
define i64 @f(i64 %i) {
  %a = alloca [8 x { i32, i32, i32 }]
  %p = getelementptr [8 x { i32, i32, i32 }], ptr %a, i64 0, i64 %i, i32 2
  store i32 77, ptr %p
  %q = getelementptr i8, ptr %a, i64 32
  %v = load i32, ptr %q
  %r = zext i32 %v to i64
  ret i64 %r
}"""
    assert run(text, [2]) == 77        # 2*12 + 8 == 32


def test_exec_vectors_scalarized():
    text = """
define i64 @f(i64 %a) {
  %t = trunc i64 %a to i32
  %v0 = insertelement <4 x i32> zeroinitializer, i32 %t, i32 1
  %v1 = add <4 x i32> %v0, <i32 1, i32 2, i32 3, i32 4>
  %s = shufflevector <4 x i32> %v1, <4 x i32> undef, <2 x i32> <i32 1, i32 3>
  %b = bitcast <2 x i32> %s to i64
  ret i64 %b
}"""
    assert run(text, [10]) == 12 | (4 << 32)


def test_exec_extractelement_variable_index():
    text = """
define i64 @f(i64 %i) {
  %e = extractelement <4 x i64> <i64 10, i64 20, i64 30, i64 40>, i64 %i
  ret i64 %e
}"""
    assert [run(text, [i]) for i in range(4)] == [10, 20, 30, 40]


def test_exec_overflow_and_bit_intrinsics():
    text = """
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
define i64 @f(i32 signext %a, i32 signext %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %r, 1
  %oz = zext i1 %o to i64
  %p = call i32 @llvm.ctpop.i32(i32 %a)
  %pz = zext i32 %p to i64
  %f = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 8)
  %fz = zext i32 %f to i64
  %x = shl i64 %pz, 8
  %y = or i64 %x, %oz
  %z = shl i64 %fz, 16
  %w = or i64 %z, %y
  ret i64 %w
}"""
    r = run(text, [0x7FFFFFFF, 0x12345678])
    assert r & 1 == 1 and (r >> 8) & 0xFF == 31
    assert r >> 16 == ((0x7FFFFFFF << 8) | (0x12345678 >> 24)) & 0xFFFFFFFF


def test_exec_float_args_and_return():
    text = """
define double @f(double %a, float %b, i32 signext %n) {
  %bd = fpext float %b to double
  %nd = sitofp i32 %n to double
  %s = fadd double %a, %bd
  %m = fmul double %s, %nd
  ret double %m
}"""
    fl, mf, dags, extra = lower(text)
    m = Machine(fl, dags, extra)
    m.run({FA[0]: _fb(1.5, "f64"), FA[1]: _fb(2.0, "f32"), A[0]: 3})
    assert _f(m.regs[FA[0]], "f64") == 10.5


# ----------------------------------------------------------------------------- calls

def _capture(name, nregs=8, nfregs=8):
    seen = {}

    def fn(m: Machine):
        seen["a"] = [m.regs.get(r) for r in A[:nregs]]
        seen["fa"] = [m.regs.get(r) for r in FA[:nfregs]]
        seen["stack"] = [m.load(m.sp + 8 * i, 8) for i in range(6)]
        m.regs[A[0]] = 42
    return seen, {name: fn}


def test_call_args_registers_stack_and_i128_split():
    text = """
declare i64 @g(i64, i64, i64, i64, i64, i64, i64, i128, i64)
define i64 @f() {
  %r = call i64 @g(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i128 166020696663385964552, i64 10)
  ret i64 %r
}"""
    seen, ext = _capture("g")
    assert run(text, [], externals=ext) == 42
    # i128: low half in a7, high half on the stack (psABI); then the next i64 on the stack
    assert seen["a"] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert seen["stack"][:2] == [9, 10]
    fl, mf, dags, _ = lower(text)
    assert mf.frame.has_calls and mf.frame.max_call_frame == 16


def test_call_vararg_double_in_gpr_and_fixed_in_fpr():
    text = """
declare i32 @printf(ptr, ...)
declare void @h(double)
@fmt = constant [3 x i8] c"%f\\00"
define i32 @f(double %x) {
  call void @h(double %x)
  %r = call i32 (ptr, ...) @printf(ptr @fmt, double %x)
  ret i32 %r
}"""
    seen_h, ext = _capture("h")
    seen_p, ext2 = _capture("printf")
    ext.update(ext2)
    fl, mf, dags, extra = lower(text)
    m = Machine(fl, dags, extra, ext)
    m.run({FA[0]: _fb(2.5, "f64")})
    assert _f(seen_h["fa"][0], "f64") == 2.5
    assert _f(seen_p["a"][1], "f64") == 2.5
    call = [n for d in dags.values() for n in d.live_nodes() if n.op == Op.CALL][1]
    assert call.attr.is_vararg and call.attr.callee == "printf"


def test_call_i128_vararg_aligned_pair():
    text = """
declare void @v(i64, ...)
define void @f() {
  call void (i64, ...) @v(i64 1, i128 5)
  ret void
}"""
    seen, ext = _capture("v")
    run(text, [], externals=ext)
    assert seen["a"][2:4] == [5, 0]      # a1 skipped: variadic 2*XLEN goes in an even pair


def test_byval_argument_is_copied_and_callee_sees_address():
    text = """
%big = type { [5 x i64] }
declare void @take(ptr byval(%big) align 8)
define void @f(ptr %p) {
  call void @take(ptr byval(%big) align 8 %p)
  ret void
}"""
    seen, ext = _capture("take")
    fl, mf, dags, extra = lower(text)
    m = Machine(fl, dags, extra, ext)
    for i in range(5):
        m.store(0x3000 + 8 * i, 8, 100 + i)
    m.run({A[0]: 0x3000})
    assert seen["stack"][:5] == [100, 101, 102, 103, 104]
    assert mf.frame.max_call_frame == 48

    fl, mf, dags, _ = lower("""
%big = type { [5 x i64] }
define i64 @callee(ptr byval(%big) align 8 %p) {
  %q = getelementptr i64, ptr %p, i64 4
  %v = load i64, ptr %q
  ret i64 %v
}""")
    fixed = [o for o in mf.frame.objects if o.fixed]
    assert fixed and fixed[0].size == 40 and fixed[0].offset == 0


def test_formal_args_on_stack_and_i128():
    text = """
define i64 @f(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, i128 %w, i64 %x) {
  %lo = trunc i128 %w to i64
  %s = add i64 %lo, %x
  %hi128 = lshr i128 %w, 64
  %hi = trunc i128 %hi128 to i64
  %r = add i64 %s, %hi
  ret i64 %r
}"""
    fl, mf, dags, extra = lower(text)
    m = Machine(fl, dags, extra)
    m.store(m.sp, 8, 1000)       # high half of %w
    m.store(m.sp + 8, 8, 20)     # %x
    regs = {A[i]: i for i in range(7)}
    regs[A[7]] = 3               # low half of %w
    dag = next(iter(dags.values()))
    assert any(n.op == Op.LOAD for n in dag.live_nodes())
    m.run(regs)                  # lshr i128 stays in the DAG (the legalizer splits it)
    assert m.regs[A[0]] == 1023


def test_sret_and_struct_return_in_registers():
    text = """
%s = type { i64, double }
define %s @mk(i64 %a, double %b) {
  %v0 = insertvalue %s undef, i64 %a, 0
  %v1 = insertvalue %s %v0, double %b, 1
  ret %s %v1
}"""
    fl, mf, dags, extra = lower(text)
    ret = [n for n in next(iter(dags.values())).live_nodes() if n.op == Op.RET][0]
    regs = [o[0].attr for o in ret.ops[1:] if o[0].op == Op.REGISTER]
    assert regs == [A[0], FA[0]]


def test_vararg_callee_saves_registers_below_stack_args():
    text = """
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
define i32 @f(i32 signext %n, ...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end(ptr %ap)
  ret i32 %v
}"""
    fl, mf, dags, _ = lower(text)
    area = mf.frame.objects[mf.frame.vararg_save_area]
    assert area.fixed and area.size == 7 * 8 and area.offset == -56
    assert mf.frame.has_varargs and mf.is_vararg
    ops = ops_of(next(iter(dags.values())))
    assert ops.count(Op.STORE) == 7 and Op.VASTART in ops and Op.VAARG in ops


def test_make_libcall_with_split_value():
    dag = SelectionDAG(MachineFunction("x", TARGET), TARGET, None)
    a = dag.undef("i128")
    lo, hi = dag.undef("i64"), dag.constant(1, "i64")
    (res,), chain = calls.make_libcall(dag, "__divti3", ["i128"], [a, ("i128", [lo, hi])], dag.entry)
    assert dag.vt_of(res) == "i128" and res[0].op == Op.BUILD_PAIR
    call = [n for n in dag.nodes if n.op == Op.CALL][0]
    assert call.attr.callee == "__divti3" and call.attr.arg_regs == A[:4]
    assert call.attr.ret_regs == A[:2]
    (parts,), _ = calls.make_libcall(dag, "__multi3", ["i128"], [a, a], chain, split_results=True)
    assert len(parts) == 2


def test_memcpy_inline_small_and_libcall_large():
    text = """
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define void @f(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %d, ptr align 8 %s, i64 4096, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %d, i8 1, i64 12, i1 false)
  ret void
}"""
    fl, mf, dags, extra = lower(text)
    dag = next(iter(dags.values()))
    calls_ = [n.attr.callee for n in dag.live_nodes() if n.op == Op.CALL]
    assert calls_ == ["memcpy"]
    m = Machine(fl, dags, extra, {"memcpy": lambda m: None})
    for i in range(24):
        m.mem[0x3000 + i] = i
    m.run({A[0]: 0x4000, A[1]: 0x3000})
    assert bytes(m.mem[0x4000:0x400C]) == b"\x01" * 12
    assert bytes(m.mem[0x400C:0x4018]) == bytes(range(12, 24))


def test_dynamic_alloca_and_stacksave():
    text = """
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
define void @f(i64 %n) {
entry:
  br label %b
b:
  %sp = call ptr @llvm.stacksave()
  %p = alloca i32, i64 %n
  store i32 1, ptr %p
  call void @llvm.stackrestore(ptr %sp)
  ret void
}"""
    fl, mf, dags, _ = lower(text)
    ops = [o for d in dags.values() for o in ops_of(d)]
    assert Op.DYNAMIC_STACKALLOC in ops and Op.STACKSAVE in ops and Op.STACKRESTORE in ops
    assert mf.frame.has_dynamic_alloca


def test_atomics():
    text = """
define i32 @f(ptr %p) {
  %a = load atomic i32, ptr %p seq_cst, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  store atomic i32 %a, ptr %p release, align 4
  fence seq_cst
  %c = cmpxchg ptr %p, i32 %a, i32 %b acq_rel monotonic
  %d = atomicrmw add ptr %p, i32 1 seq_cst
  %ok = extractvalue { i32, i1 } %c, 1
  %s = select i1 %ok, i32 %d, i32 %b
  ret i32 %s
}"""
    fl, mf, dags, _ = lower(text)
    nodes = next(iter(dags.values())).live_nodes()
    kinds = {n.op: n.attr for n in nodes}
    assert kinds[Op.ATOMIC_LOAD].ordering == "seq_cst"
    assert kinds[Op.ATOMIC_STORE].ordering == "release"
    assert kinds[Op.FENCE] == "seq_cst"
    assert kinds[Op.ATOMIC_RMW][0] == "add"
    assert kinds[Op.ATOMIC_CMP_SWAP].ordering == "acq_rel"
    assert [n.attr.volatile for n in nodes if n.op == Op.LOAD] == [True]


def test_big_endian_i64_split_puts_high_part_first():
    be = make_target(big_endian=True)
    # A 32-bit-style target: only i32 registers.
    R = tuple(Reg(f"r{i}", i) for i in range(8))
    G32 = RegClass("G32", R, R, ("i32",), 32, 4, 4)
    cc = CallingConv("be32", (When(types=("i32",), do=InReg(R[:6])), When(do=OnStack(4, 4))),
                     (When(types=("i32",), do=InReg(R[:2])),), (), 8)
    t = toy_target("be32", big_endian=True, pointer_vt="i32", registers=R,
                   reg_classes={"G32": G32}, vt_class={"i32": G32}, callconv=cc,
                   stack_pointer=R[7], reserved=frozenset({R[7]}))
    st = calls.CCState(t)
    parts = calls.assign(st, cc.args, "i64")
    assert [(p.split[0], p.reg) for p in parts] == [(1, R[0]), (0, R[1])]
    assert be.big_endian


# ----------------------------------------------------------------------------- CC engine

def _cc_target(rules, big_endian=False, bits=64):
    R = tuple(Reg(f"r{i}", i) for i in range(8))
    vt = f"i{bits}"
    G = RegClass("G", R, R, (vt,), bits, bits // 8, bits // 8)
    FR = RegClass("F", F, F, ("f64",), 64, 8, 8)
    cc = CallingConv("t", rules, (When(types=(vt,), do=InReg(R[:2])),), (), 16)
    return toy_target("t", big_endian=big_endian, pointer_vt=vt, registers=R + F,
                      reg_classes={"G": G, "F": FR}, vt_class={vt: G, "f64": FR}, callconv=cc,
                      stack_pointer=R[7], reserved=frozenset({R[7]})), R


@pytest.mark.parametrize("even,split,burn,before,expect", [
    # RISC-V: named i128 may start at an odd register and straddle into the stack
    ("variadic", True, False, 7, [("reg", 7), ("stack", 0)]),
    ("variadic", True, False, 1, [("reg", 1), ("reg", 2)]),
    # AArch64: even pair always; no straddling; NGRN = 8 after going to the stack
    ("always", False, True, 1, [("reg", 2), ("reg", 3)]),
    ("always", False, True, 7, [("stack", 0), ("stack", 8)]),
    # x86-64: any two free registers, else the whole value on the stack
    ("never", False, False, 5, [("reg", 5), ("reg", 6)]),
    ("never", False, False, 7, [("stack", 0), ("stack", 8)]),
])
def test_pair_hook_variants(even, split, burn, before, expect):
    t, R = _cc_target(())
    regs = R[:8]
    rules = (When(types=("i64",), do=CCHook("pair", calls.make_pair_hook(regs, 8, even, split, burn))),
             When(types=("i64",), do=InReg(regs)), When(do=OnStack(8, 8)))
    st = calls.CCState(t)
    for _ in range(before):
        calls.assign(st, rules, "i64")
    parts = calls.assign(st, rules, "i128")
    got = [("reg", R.index(p.reg)) if p.reg is not None else ("stack", p.stack) for p in parts]
    assert got == expect
    nxt = calls.assign(st, rules, "i64")[0]
    if burn and expect[0][0] == "stack":
        assert nxt.reg is None                    # NGRN = 8: later args on the stack too


def test_f64_in_32bit_integer_registers_big_endian():
    t, R = _cc_target((), big_endian=True, bits=32)
    rules = (When(types=("f64",), do=BitConvert("i64")), When(types=("i32",), do=InReg(R[:6])),
             When(do=OnStack(4, 4)))
    st = calls.CCState(t)
    for _ in range(5):
        calls.assign(st, rules, "i32")
    parts = calls.assign(st, rules, "f64")
    # high word in the last register, low word on the stack (SPARC V8 style)
    assert (parts[0].split[0], parts[0].reg) == (1, R[5])
    assert (parts[1].split[0], parts[1].stack) == (0, 0)
    dag = SelectionDAG(MachineFunction("x", t), t, None)
    v = dag.constant_fp(0x4000000000000000, "f64")
    vals = calls.outgoing_values(dag, v, parts)
    assert [dag.vt_of(x) for x in vals] == ["i32", "i32"]
    back = calls.incoming_value(dag, parts, vals)
    assert dag.vt_of(back) == "f64" and back[0].op == Op.BITCAST


def test_big_endian_vector_bitcast_lane_order():
    be = make_target(big_endian=True)
    fl, mf, dags, extra = lower("""
define i64 @f() {
  %b = bitcast <2 x i32> <i32 1, i32 2> to i64
  ret i64 %b
}""", target=be)
    m = Machine(fl, dags, extra)
    m.run({})
    assert m.regs[A[0]] == (1 << 32) | 2          # lane 0 is the high word on big-endian


def test_exec_wide_and_bool_values_across_blocks():
    text = """
define i64 @f(i64 %a, i64 %b) {
entry:
  %w = zext i64 %a to i128
  %w2 = shl i128 %w, 64
  %w3 = or i128 %w2, 5
  %c = icmp ugt i64 %a, %b
  br label %next
next:
  %p = phi { i64, i1 } [ undef, %entry ]
  %hi128 = lshr i128 %w3, 64
  %hi = trunc i128 %hi128 to i64
  %lo = trunc i128 %w3 to i64
  %s = add i64 %hi, %lo
  %z = zext i1 %c to i64
  %r = add i64 %s, %z
  ret i64 %r
}"""
    fl, mf, dags, extra = lower(text)
    m = Machine(fl, dags, extra)
    orig = m.alu

    def alu(n, op, o, vt):
        if op == Op.SRL:
            return o[0] >> o[1]
        return orig(n, op, o, vt)
    m.alu = alu
    m.run({A[0]: 7, A[1]: 3})
    assert m.regs[A[0]] == 7 + 5 + 1
    # the i128 crossed the block in two i64 vregs, the i1 in one
    w3 = [v for v in fl.value_vregs if getattr(v, "name", None) == "w3"][0]
    assert [len(x) for x in fl.value_vregs[w3]] == [2]


def test_exec_constant_expression_built_as_nodes():
    text = """
@g = global i64 0
define i64 @f() {
  %v = add i64 ptrtoint (ptr @g to i64), 16
  %x = sub i64 %v, ptrtoint (ptr @g to i64)
  ret i64 %x
}"""
    assert run(text, []) == 16


def test_exec_saturating_and_select_aggregate():
    text = """
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
define i64 @f(i64 %a) {
  %t = trunc i64 %a to i8
  %u = call i8 @llvm.uadd.sat.i8(i8 %t, i8 100)
  %s = call i8 @llvm.sadd.sat.i8(i8 %t, i8 100)
  %c = icmp eq i64 %a, 200
  %agg = select i1 %c, { i8, i8 } { i8 1, i8 2 }, { i8, i8 } { i8 3, i8 4 }
  %e = extractvalue { i8, i8 } %agg, 1
  %u64 = zext i8 %u to i64
  %s64 = zext i8 %s to i64
  %e64 = zext i8 %e to i64
  %x = shl i64 %s64, 8
  %y = shl i64 %e64, 16
  %r0 = or i64 %u64, %x
  %r = or i64 %r0, %y
  ret i64 %r
}"""
    r = run(text, [200])          # u: 255 (saturated); s: -56 + 100 = 44; e: 2
    assert (r & 0xFF, (r >> 8) & 0xFF, r >> 16) == (255, 44, 2)
    r = run(text, [50])           # u: 150; s: 127 (saturated); e: 4
    assert (r & 0xFF, (r >> 8) & 0xFF, r >> 16) == (150, 127, 4)


def test_exec_insertelement_variable_index_and_fcmp_constants():
    text = """
define i64 @f(i64 %i) {
  %v = insertelement <4 x i64> <i64 1, i64 2, i64 3, i64 4>, i64 9, i64 %i
  %a = extractelement <4 x i64> %v, i64 0
  %b = extractelement <4 x i64> %v, i64 3
  %t = fcmp true double 1.0, 2.0
  %tz = zext i1 %t to i64
  %s = add i64 %a, %b
  %r = add i64 %s, %tz
  ret i64 %r
}"""
    assert [run(text, [i]) for i in range(4)] == [9 + 4 + 1, 1 + 4 + 1, 1 + 4 + 1, 1 + 9 + 1]


def test_load_relative_lookup_table():
    text = """
@t = private constant [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @a to i64), i64 ptrtoint (ptr @t to i64)) to i32), i32 0]
@a = global i64 0
declare ptr @llvm.load.relative.i64(ptr, i64)
define ptr @f(i64 %i) {
  %p = call ptr @llvm.load.relative.i64(ptr @t, i64 %i)
  ret ptr %p
}"""
    fl, mf, dags, _ = lower(text)
    ops = ops_of(next(iter(dags.values())))
    assert Op.LOAD in ops and Op.SIGN_EXTEND in ops


def test_vararg_float_goes_in_gpr_as_bits():
    text = """
declare void @v(i64, ...)
define void @f(float %x) {
  call void (i64, ...) @v(i64 1, float %x)
  ret void
}"""
    seen, ext = _capture("v")
    fl, mf, dags, extra = lower(text)
    m = Machine(fl, dags, extra, ext)
    m.run({FA[0]: _fb(1.25, "f32")})
    assert _f(seen["a"][1] & 0xFFFFFFFF, "f32") == 1.25


@pytest.mark.parametrize("k,x", list(enumerate([1, 20, 300, 4000, 50000], 1)))
def test_exec_switch_with_unreachable_default(k, x):
    # sparse case values: a compare tree (dense ones become a jump table)
    text = """
define i64 @f(i64 %x) {
entry:
  switch i64 %x, label %u [ i64 1, label %a
                            i64 20, label %b
                            i64 300, label %c
                            i64 4000, label %d
                            i64 50000, label %e ]
a:
  ret i64 10
b:
  ret i64 20
c:
  ret i64 30
d:
  ret i64 40
e:
  ret i64 50
u:
  unreachable
}"""
    assert run(text, [x]) == 10 * k
    fl, mf, dags, extra = lower(text)
    n_cc = sum(o == Op.BR_CC for d in list(dags.values()) + extra for o in ops_of(d))
    assert n_cc == 4        # five cases, one test saved by the unreachable default
