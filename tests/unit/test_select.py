"""Instruction selection: the generic matcher and selector on a toy target (STYLE.md E.5),
then the real riscv64 tables on small hand-built DAGs."""
from __future__ import annotations

import pytest
from toy_target import ToyInstrInfo
from toy_target import toy_target as make_toy_target

from pyllc.codegen.dag import Mem, SelectionDAG
from pyllc.codegen.mir import FrameIndex, MachineFunction, Sym, VReg
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import N, Pat, addr_base_offset, bb, cond, cst, fi, imm, reg, sym, xf
from pyllc.codegen.records import (
    LABEL,
    SYMBOL,
    CallingConv,
    Instr,
    Opnd,
    Reg,
    RegClass,
    SImm,
    Target,
    UImm,
)
from pyllc.diagnostics import CompileError
from pyllc.isel.match import compile_patterns, match_node
from pyllc.isel.schedule import schedule_source_order
from pyllc.isel.select import select_block

# --------------------------------------------------------------------------- toy target

R = tuple(Reg(f"r{i}", i) for i in range(8))
ZERO = R[0]
GPR = RegClass("GPR", R, R[1:6], ("i64",), 64, 8, 8)


def _i(name: str, asm: str, *ops: Opnd, flags: tuple[str, ...] = (), **kw) -> Instr:
    return Instr(name, asm, ops, flags=frozenset(flags), **kw)


D = lambda n: Opnd(n, GPR, True)   # noqa: E731
U = lambda n: Opnd(n, GPR)         # noqa: E731
ADD = _i("ADD", "add $rd, $a, $b", D("rd"), U("a"), U("b"))
ADDI = _i("ADDI", "addi $rd, $a, $imm", D("rd"), U("a"), Opnd("imm", SImm(12)))
SLLI = _i("SLLI", "slli $rd, $a, $imm", D("rd"), U("a"), Opnd("imm", UImm(6)))
LUI = _i("LUI", "lui $rd, $imm", D("rd"), Opnd("imm", UImm(20)))
MUL = _i("MUL", "mul $rd, $a, $b", D("rd"), U("a"), U("b"))
LD = _i("LD", "ld $rd, $off($base)", D("rd"), U("base"), Opnd("off", SImm(12)), flags=("load",))
ST = _i("ST", "st $v, $off($base)", U("v"), U("base"), Opnd("off", SImm(12)), flags=("store",))
BNE = _i("BNE", "bne $a, $b, $bb", U("a"), U("b"), Opnd("bb", LABEL),
         flags=("terminator", "branch"))
BLT = _i("BLT", "blt $a, $b, $bb", U("a"), U("b"), Opnd("bb", LABEL),
         flags=("terminator", "branch"))
J = _i("J", "j $bb", Opnd("bb", LABEL), flags=("terminator", "branch"))
CALL = _i("CALL", "call $s", Opnd("s", SYMBOL), flags=("call",))
RET = _i("RET", "ret", flags=("terminator", "return"))
LA = _i("LA", "la $rd, $s", D("rd"), Opnd("s", SYMBOL))

addr = addr_base_offset(SImm(12))


def _mul_hook(sel, node, b):
    """An output hook: x * 2^k as a shift when the constant is a power of two."""
    c = b["c"]
    if c > 0 and c & (c - 1) == 0:
        rd = sel.new_vreg("i64")
        sel.emit(SLLI, [rd, sel.operand(b["a"]), c.bit_length() - 1])
        return [rd]
    rd, k = sel.new_vreg("i64"), sel.new_vreg("i64")
    sel.emit(ADDI, [k, ZERO, c])
    sel.emit(MUL, [rd, sel.operand(b["a"]), k])
    return [rd]


PATTERNS = [
    Pat(N.ADD(reg("a"), reg("b")), ADD("a", "b")),
    Pat(N.ADD(reg("a"), imm("c")), ADDI("a", "c")),
    Pat(N.MUL(reg("a"), reg("b")), MUL("a", "b")),
    Pat(N.MUL(reg("a"), imm("c", SImm(12))), _mul_hook),
    Pat(cst(0), ZERO),
    Pat(imm("c"), ADDI(ZERO, "c")),
    Pat(imm("c", SImm(32)), ADDI(LUI(xf.hi20_rounded("c")), xf.lo12("c")), prio=-1),
    Pat(fi("f"), ADDI("f", 0)),
    Pat(sym("s"), LA("s")),
    Pat(N.LOAD(addr("base", "off")), LD("base", "off")),
    Pat(N.STORE(reg("v"), addr("base", "off")), ST("v", "base", "off")),
    Pat(N.BR(bb("d")), J("d")),
    Pat(N.BRCOND(reg("c"), bb("d")), BNE("c", ZERO, "d")),
    Pat(N.BRCOND(N.SETCC(reg("a"), reg("b"), cond("slt")), bb("d")), BLT("a", "b", "d")),
    Pat(N.BRCOND(N.SETCC(reg("a"), reg("b"), cond("sgt")), bb("d")), BLT("b", "a", "d")),
    Pat(N.CALL(sym("s"), variadic=True), CALL("s")),
    Pat(N.RET(variadic=True), RET()),
]


def toy_target() -> Target:
    cc = CallingConv("toy", (), (), callee_saved=(R[4], R[5]), stack_align=16)
    return make_toy_target("toy", pointer_vt="i64", registers=R, reg_classes={"GPR": GPR},
                      vt_class={"i64": GPR}, patterns=PATTERNS, callconv=cc, stack_pointer=R[6],
                      reserved=frozenset({R[0], R[6]}), scratch=(R[7],))


def new_dag(target: Target, nblocks: int = 1) -> tuple[SelectionDAG, MachineFunction]:
    mf = MachineFunction("f", target)
    for i in range(nblocks):
        mf.new_block(f"b{i}")
    return SelectionDAG(mf, target, mf.blocks[0]), mf


def listing(mf: MachineFunction, block: int = 0) -> list[str]:
    return [repr(mi) for mi in mf.blocks[block].instrs]


def copy_from(dag: SelectionDAG, v: VReg, chain=None):
    n = dag.node(Op.COPY_FROM_REG, ("i64", "ch"), (chain or dag.entry, dag.register(v, "i64")))
    return (n, 0), (n, 1)


def copy_to(dag: SelectionDAG, chain, v: VReg, val):
    return (dag.node(Op.COPY_TO_REG, ("ch",), (chain, dag.register(v, "i64"), val)), 0)


# --------------------------------------------------------------------------- toy tests

def test_table_is_indexed_by_opcode_and_sorted_by_complexity():
    table = compile_patterns(PATTERNS)
    adds = table.candidates(Op.ADD)
    # ADD(reg, imm), its commuted form, then ADD(reg, reg)
    assert [c.out.instr.name for c in adds] == ["ADDI", "ADDI", "ADD"]
    consts = table.candidates(Op.CONSTANT)
    assert consts[0].src.desc == "0"               # const<0> beats imm
    assert table.candidates(Op.SUB) == []


def test_bad_pattern_is_rejected_when_compiled():
    with pytest.raises(ValueError, match="unbound"):
        compile_patterns([Pat(N.ADD(reg("a"), reg("b")), ADD("a", "zz"))])
    with pytest.raises(ValueError, match="takes 2"):
        compile_patterns([Pat(N.ADD(reg("a"), reg("b")), ADD("a"))])


def test_alu_immediate_folding_and_range_check():
    t = toy_target()
    dag, mf = new_dag(t)
    a_reg, out_reg = mf.new_vreg(GPR), mf.new_vreg(GPR)
    a, ch = copy_from(dag, a_reg)
    s1 = dag.val(Op.ADD, "i64", a, dag.constant(2047, "i64"))        # fits simm12
    s2 = dag.val(Op.ADD, "i64", dag.constant(2048, "i64"), s1)       # doesn't: lui+addi
    dag.root = copy_to(dag, ch, out_reg, s2)
    select_block(dag, t)
    names = [mi.instr.name for mi in mf.blocks[0].instrs]
    # operands in source order: the constant 2048 (first operand) is materialised first
    # (the incoming vreg is used in place: this block does not write it)
    assert names == ["LUI", "ADDI", "ADDI", "ADD", "COPY"]
    lui, lo = mf.blocks[0].instrs[0], mf.blocks[0].instrs[1]
    assert lui.ops[1] == 1 and lo.ops[2] == -2048 and lo.ops[1] is lui.ops[0]
    assert mf.blocks[0].instrs[2].ops[1:] == [a_reg, 2047]
    assert mf.blocks[0].instrs[-1].ops[0] is out_reg


def test_negative_immediate_is_signed():
    t = toy_target()
    dag, mf = new_dag(t)
    a_reg, out_reg = mf.new_vreg(GPR), mf.new_vreg(GPR)
    a, ch = copy_from(dag, a_reg)
    s = dag.val(Op.ADD, "i64", a, dag.constant(-5, "i64"))
    dag.root = copy_to(dag, ch, out_reg, s)
    select_block(dag, t)
    assert mf.blocks[0].instrs[0].instr is ADDI and mf.blocks[0].instrs[0].ops[2] == -5


def test_shared_values_are_selected_once_and_zero_is_the_zero_register():
    t = toy_target()
    dag, mf = new_dag(t)
    a_reg, o1, o2 = (mf.new_vreg(GPR) for _ in range(3))
    a, ch = copy_from(dag, a_reg)
    m = dag.val(Op.MUL, "i64", a, a)
    s = dag.val(Op.ADD, "i64", m, m)
    ch = copy_to(dag, ch, o1, s)
    dag.root = copy_to(dag, ch, o2, dag.constant(0, "i64"))
    select_block(dag, t)
    assert [mi.instr.name for mi in mf.blocks[0].instrs] == ["MUL", "ADD", "COPY", "COPY"]
    assert mf.blocks[0].instrs[-1].ops == [o2, ZERO]


def test_output_hook():
    t = toy_target()
    dag, mf = new_dag(t)
    a_reg, o1 = mf.new_vreg(GPR), mf.new_vreg(GPR)
    a, ch = copy_from(dag, a_reg)
    x = dag.val(Op.MUL, "i64", a, dag.constant(8, "i64"))
    y = dag.val(Op.MUL, "i64", dag.constant(7, "i64"), x)             # commuted
    dag.root = copy_to(dag, ch, o1, y)
    select_block(dag, t)
    assert [mi.instr.name for mi in mf.blocks[0].instrs] == ["SLLI", "ADDI", "MUL", "COPY"]


def test_addressing_modes_fold_frame_indexes_and_offsets():
    t = toy_target()
    dag, mf = new_dag(t)
    slot = mf.frame.create(32, 8)
    p_reg, o1 = mf.new_vreg(GPR), mf.new_vreg(GPR)
    p, ch = copy_from(dag, p_reg)
    fidx = dag.val(Op.FRAME_INDEX, "i64", attr=slot)
    ld = dag.node(Op.LOAD, ("i64", "ch"), (ch, dag.val(Op.ADD, "i64", fidx, dag.constant(16, "i64"))),
                  Mem("i64", "", 8))
    st = dag.node(Op.STORE, ("ch",), ((ld, 1), (ld, 0), dag.val(Op.ADD, "i64", p, dag.constant(-8, "i64"))),
                  Mem("i64", "", 8))
    st2 = dag.node(Op.STORE, ("ch",), ((st, 0), fidx, p), Mem("i64", "", 8))   # fi as a value
    dag.root = copy_to(dag, (st2, 0), o1, (ld, 0))
    select_block(dag, t)
    ins = mf.blocks[0].instrs
    # the frame address is scheduled where the DFS first meets FRAME_INDEX (inside the
    # load's folded address), and materialised there because the second store needs it
    assert [mi.instr.name for mi in ins] == ["ADDI", "LD", "ST", "ST", "COPY"]
    assert isinstance(ins[1].ops[1], FrameIndex) and ins[1].ops[1].index == slot
    assert ins[1].ops[2] == 16
    assert ins[2].ops == [ins[1].ops[0], p_reg, -8]
    assert isinstance(ins[0].ops[1], FrameIndex) and ins[0].ops[2] == 0
    assert ins[3].ops == [ins[0].ops[0], p_reg, 0]


def test_branches_update_the_cfg_and_fold_compares():
    t = toy_target()
    dag, mf = new_dag(t, 3)
    a_reg, b_reg = mf.new_vreg(GPR), mf.new_vreg(GPR)
    a, ch = copy_from(dag, a_reg)
    b, ch2 = copy_from(dag, b_reg, ch)
    c = dag.val(Op.SETCC, "i64", a, b, dag.condcode("sgt"))
    br = dag.node(Op.BRCOND, ("ch",), (ch2, c, dag.basic_block(mf.blocks[2])))
    dag.root = (dag.node(Op.BR, ("ch",), ((br, 0), dag.basic_block(mf.blocks[1]))), 0)
    select_block(dag, t)
    ins = mf.blocks[0].instrs
    assert [mi.instr.name for mi in ins] == ["BLT", "J"]
    assert ins[0].ops == [b_reg, a_reg, mf.blocks[2]]
    assert mf.blocks[0].succs == [mf.blocks[2], mf.blocks[1]]
    assert mf.blocks[1].preds == [mf.blocks[0]]


def test_call_sequence_is_contiguous_and_carries_registers():
    t = toy_target()
    dag, mf = new_dag(t)
    x_reg, out = mf.new_vreg(GPR), mf.new_vreg(GPR)
    x, ch = copy_from(dag, x_reg)

    class Info:
        arg_regs = (R[1], R[2])
        ret_regs = (R[1],)
        clobbers = (R[1], R[2], R[3])

    start = dag.node(Op.CALLSEQ_START, ("ch",), (ch,), 0)
    c1 = dag.node(Op.COPY_TO_REG, ("ch", "glue"), ((start, 0), dag.register(R[1], "i64"),
                                                   dag.val(Op.ADD, "i64", x, dag.constant(1, "i64"))))
    c2 = dag.node(Op.COPY_TO_REG, ("ch", "glue"), ((c1, 0), dag.register(R[2], "i64"),
                                                   dag.val(Op.MUL, "i64", x, x), (c1, 1)))
    callee = dag.node(Op.EXTERNAL_SYMBOL, ("i64",), (), "g")
    call = dag.node(Op.CALL, ("ch", "glue"), ((c2, 0), (callee, 0), dag.register(R[1], "i64"),
                                               dag.register(R[2], "i64"), (c2, 1)), Info())
    end = dag.node(Op.CALLSEQ_END, ("ch", "glue"), ((call, 0), (call, 1)))
    res = dag.node(Op.COPY_FROM_REG, ("i64", "ch", "glue"), ((end, 0), dag.register(R[1], "i64"),
                                                              (end, 1)))
    ret = copy_to(dag, (res, 1), out, (res, 0))
    dag.root = (dag.node(Op.RET, ("ch",), (ret,)), 0)
    order = schedule_source_order(dag)
    pos = {n.id: i for i, n in enumerate(order)}
    assert pos[c2.id] == pos[c1.id] + 1 and pos[call.id] == pos[c2.id] + 1
    select_block(dag, t)
    ins = mf.blocks[0].instrs
    assert [mi.instr.name for mi in ins] == ["ADDI", "MUL", "COPY", "COPY", "CALL",
                                             "COPY", "COPY", "RET"]
    assert ins[4].ops == [Sym("g")]
    assert ins[4].implicit_uses == (R[1], R[2])
    assert set(ins[4].implicit_defs) == {R[1], R[2], R[3]}
    assert ins[5].ops[1] is R[1]


def test_unselectable_node_is_a_clear_error():
    t = toy_target()
    dag, mf = new_dag(t)
    a_reg, o = mf.new_vreg(GPR), mf.new_vreg(GPR)
    a, ch = copy_from(dag, a_reg)
    dag.root = copy_to(dag, ch, o, dag.val(Op.SDIV, "i64", a, a))
    with pytest.raises(CompileError, match="cannot select: .* sdiv"):
        select_block(dag, t)


def test_schedule_is_iterative_on_deep_dags():
    t = toy_target()
    dag, mf = new_dag(t)
    a_reg, o = mf.new_vreg(GPR), mf.new_vreg(GPR)
    v, ch = copy_from(dag, a_reg)
    for i in range(5000):
        v = dag.val(Op.ADD, "i64", v, dag.constant(i % 7 + 1, "i64"))
    dag.root = copy_to(dag, ch, o, v)
    select_block(dag, t)
    assert len(mf.blocks[0].instrs) == 5001


def test_match_node_reports_bindings():
    t = toy_target()
    dag, mf = new_dag(t)
    a, _ = copy_from(dag, mf.new_vreg(GPR))
    s = dag.val(Op.ADD, "i64", a, dag.constant(12, "i64"))
    cand, b = match_node(compile_patterns(PATTERNS), s[0], 0, None)
    assert cand.out.instr is ADDI and b["c"] == 12 and b["a"] == a


# --------------------------------------------------------------------------- riscv64

def rv_target(select_pseudos: bool = True, features: frozenset[str] | None = None) -> Target:
    """The riscv64 tables as a Target (built here so these tests do not depend on the
    rest of the target folder being finished)."""
    from pyllc.targets.riscv64 import instrs as I
    from pyllc.targets.riscv64 import registers as RR
    from pyllc.targets.riscv64.lowering import DEFAULT_FEATURES, expand_isel_pseudos
    from pyllc.targets.riscv64.patterns import PATTERNS as RV_PATTERNS
    cc = CallingConv("lp64d", (), (), RR.CALLEE_SAVED, 16, RR.CALLER_SAVED)
    return make_toy_target("riscv64", pointer_vt="i64", registers=(*RR.X, *RR.F),
                      reg_classes=RR.REG_CLASSES, vt_class=RR.VT_CLASS, instrs=I.INSTRS,
                      patterns=RV_PATTERNS, callconv=cc, stack_pointer=RR.SP,
                      frame_pointer=RR.FP, reserved=RR.RESERVED, scratch=RR.SCRATCH_REGS,
                      instr_info=ToyInstrInfo(expand=expand_isel_pseudos if select_pseudos
                                              else None),
                      features=DEFAULT_FEATURES if features is None else features)


def rv_select(build, nblocks: int = 1, **kw) -> tuple[list[str], MachineFunction]:
    """Build a DAG with `build(dag, mf, arg)` (arg(i, vt) reads an incoming vreg), select
    it, and return the block's instructions as text without the leading argument COPYs."""
    from pyllc.targets.riscv64.registers import VT_CLASS
    t = rv_target(**kw)
    dag, mf = new_dag(t, nblocks)
    chain = [dag.entry]

    def arg(vt: str = "i64"):
        n = dag.node(Op.COPY_FROM_REG, (vt, "ch"), (chain[0], dag.register(mf.new_vreg(VT_CLASS[vt]), vt)))
        chain[0] = (n, 1)
        return (n, 0)

    def out(v, vt: str = "i64"):
        n = dag.node(Op.COPY_TO_REG, ("ch",), (chain[0], dag.register(mf.new_vreg(VT_CLASS[vt]), vt), v))
        chain[0] = (n, 0)

    build(dag, mf, arg, out, chain)
    dag.root = chain[0]
    select_block(dag, t)
    text = []
    for mi in mf.blocks[0].instrs:
        if mi.instr.name == "COPY" and not text and isinstance(mi.ops[1], VReg):
            continue
        text.append(mi.instr.name + " " + ", ".join(_op(o) for o in mi.ops))
    return text, mf


def _op(o) -> str:
    if isinstance(o, VReg):
        return "v"
    if isinstance(o, Reg):
        return o.asm_name()
    if isinstance(o, FrameIndex):
        return f"fi{o.index}"
    return repr(o)


def c64(dag, v):
    return dag.constant(v, "i64")


def test_rv_alu_and_constants():
    def build(dag, mf, arg, out, ch):
        a = arg()
        out(dag.val(Op.ADD, "i64", a, c64(dag, -7)))
        out(dag.val(Op.SUB, "i64", a, c64(dag, 100)))
        out(dag.val(Op.SHL, "i64", a, c64(dag, 3)))
        out(dag.val(Op.XOR, "i64", a, c64(dag, -1)))
        out(c64(dag, 0x12345678))
        out(dag.val(Op.AND, "i64", a, c64(dag, 0xFFFFFFFF)))
    text, _ = rv_select(build)
    assert text == ["ADDI v, v, -7", "COPY v, v", "ADDI v, v, -100", "COPY v, v",
                    "SLLI v, v, 3", "COPY v, v", "NOT v, v", "COPY v, v",
                    "LUI v, 74565", "ADDIW v, v, 1656", "COPY v, v",
                    "SLLI v, v, 32", "SRLI v, v, 32", "COPY v, v"]


def test_rv_word_forms_for_promoted_i32():
    def build(dag, mf, arg, out, ch):
        a, b = arg(), arg()
        i32 = dag.valuetype("i32")
        out(dag.val(Op.SIGN_EXTEND_INREG, "i64", dag.val(Op.ADD, "i64", a, b), i32))
        out(dag.val(Op.SIGN_EXTEND_INREG, "i64", dag.val(Op.MUL, "i64", a, b), i32))
        out(dag.val(Op.SIGN_EXTEND_INREG, "i64", dag.val(Op.ADD, "i64", a, c64(dag, 5)), i32))
        out(dag.val(Op.SIGN_EXTEND_INREG, "i64", a, i32))
    text, _ = rv_select(build)
    assert [t.split()[0] for t in text if not t.startswith("COPY")] == [
        "ADDW", "MULW", "ADDIW", "SEXT_W"]


@pytest.mark.parametrize("cc, expected", [
    ("slt", ["SLT v, v, v"]),
    ("sgt", ["SLT v, v, v"]),
    ("sle", ["SLT v, v, v", "XORI v, v, 1"]),
    ("uge", ["SLTU v, v, v", "XORI v, v, 1"]),
    ("eq", ["XOR v, v, v", "SEQZ v, v"]),
    ("ne", ["XOR v, v, v", "SNEZ v, v"]),
])
def test_rv_integer_setcc(cc, expected):
    seen = {}

    def build(dag, mf, arg, out, ch):
        a, b = arg(), arg()
        seen["a"], seen["b"] = a, b
        out(dag.val(Op.SETCC, "i64", a, b, dag.condcode(cc)))
    text, mf = rv_select(build)
    assert text[:-1] == expected
    # sgt/sle swap the operands
    mis = [mi for mi in mf.blocks[0].instrs if mi.instr.name in ("SLT", "SLTU")]
    if mis:
        a_v = seen["a"][0].ops[1][0].attr
        assert (mis[0].ops[1] is a_v) == (cc in ("slt", "uge"))


def test_rv_setcc_with_zero_and_immediates():
    def build(dag, mf, arg, out, ch):
        a = arg()
        out(dag.val(Op.SETCC, "i64", a, c64(dag, 0), dag.condcode("eq")))
        out(dag.val(Op.SETCC, "i64", a, c64(dag, 0), dag.condcode("slt")))
        out(dag.val(Op.SETCC, "i64", a, c64(dag, 10), dag.condcode("ult")))
    text, _ = rv_select(build)
    assert [t for t in text if not t.startswith("COPY")] == [
        "SEQZ v, v", "SRLI v, v, 63", "SLTIU v, v, 10"]


def test_rv_branches_fold_compares_and_swap_for_gt():
    def build(dag, mf, arg, out, ch):
        a, b = arg(), arg()
        c = dag.val(Op.SETCC, "i64", a, b, dag.condcode("ugt"))
        br = dag.node(Op.BRCOND, ("ch",), (ch[0], c, dag.basic_block(mf.blocks[2])))
        z = dag.val(Op.SETCC, "i64", a, c64(dag, 0), dag.condcode("eq"))
        ch[0] = (dag.node(Op.BR, ("ch",), ((br, 0), dag.basic_block(mf.blocks[1]))), 0)
        assert z
    text, mf = rv_select(build, nblocks=3)
    assert text == ["BLTU v, v, %bb.2", "PseudoBR %bb.1"]
    assert mf.blocks[0].succs == [mf.blocks[2], mf.blocks[1]]


def test_rv_loads_and_stores_every_width():
    def build(dag, mf, arg, out, ch):
        p = arg()
        slot = mf.frame.create(16, 8)
        fidx = dag.val(Op.FRAME_INDEX, "i64", attr=slot)
        for mvt, ext in (("i8", "sext"), ("i8", "zext"), ("i16", "sext"), ("i16", "zext"),
                         ("i32", "sext"), ("i32", "zext"), ("i64", "")):
            ld = dag.node(Op.LOAD, ("i64", "ch"), (ch[0], dag.val(Op.ADD, "i64", p, c64(dag, 8))),
                          Mem(mvt, ext, 1))
            ch[0] = (ld, 1)
            st = dag.node(Op.STORE, ("ch",), (ch[0], (ld, 0), dag.val(Op.ADD, "i64", fidx, c64(dag, 4))),
                          Mem(mvt, "", 1))
            ch[0] = (st, 0)
        st = dag.node(Op.STORE, ("ch",), (ch[0], c64(dag, 0), p), Mem("i32", "", 4))
        ch[0] = (st, 0)
    text, _ = rv_select(build)
    loads = [t.split()[0] for t in text if t.split()[0].startswith("L")]
    stores = [t for t in text if t.startswith("S")]
    assert loads == ["LB", "LBU", "LH", "LHU", "LW", "LWU", "LD"]
    assert all(t.endswith("v, 8") for t in text if t.startswith("L"))
    assert [s.split()[0] for s in stores] == ["SB", "SB", "SH", "SH", "SW", "SW", "SD", "SW"]
    assert all(s.endswith("v, fi0, 4") for s in stores[:-1])
    assert stores[-1] == "SW zero, v, 0"


def test_rv_floating_point():
    def build(dag, mf, arg, out, ch):
        x, y = arg("f64"), arg("f64")
        out(dag.val(Op.FADD, "f64", x, y), "f64")
        out(dag.val(Op.SETCC, "i64", x, y, dag.condcode("ogt")))
        out(dag.val(Op.FNEG, "f64", x), "f64")
        out(dag.val(Op.FP_TO_SINT, "i64", x))
        out(dag.val(Op.BITCAST, "f64", c64(dag, 0)), "f64")
        out(dag.val(Op.BITCAST, "f64", c64(dag, 0x3FF0000000000000)), "f64")
    text, _ = rv_select(build)
    assert [t for t in text if not t.startswith("COPY")] == [
        "FADD_D v, v, v", "FLT_D v, v, v", "FNEG_D v, v", "FCVT_L_D v, v",
        "FMV_D_X v, zero", "ADDI v, zero, 1023", "SLLI v, v, 52", "FMV_D_X v, v"]


def test_rv_select_is_a_pseudo():
    """SELECT becomes PseudoSELECT_*, expanded into a branch diamond after selection."""
    def build(dag, mf, arg, out, ch):
        c, a, b = arg(), arg(), arg()
        out(dag.val(Op.SELECT, "i64", c, a, b))
    text, _ = rv_select(build)
    assert text[0] == "PseudoSELECT_GPR v, v, v, v"


def test_rv_globals_frame_indexes_and_calls():
    from pyllc.targets.riscv64.registers import A_REGS, CALLER_SAVED

    class Info:
        callee = "g"
        arg_regs = (A_REGS[0],)
        ret_regs = (A_REGS[0],)
        clobbers = CALLER_SAVED

    def build(dag, mf, arg, out, ch):
        slot = mf.frame.create(8, 8)
        ga = dag.val(Op.GLOBAL_ADDRESS, "i64", attr=("counter", 8))
        out(ga)
        out(dag.val(Op.FRAME_INDEX, "i64", attr=slot))
        c = dag.node(Op.COPY_TO_REG, ("ch", "glue"), (ch[0], dag.register(A_REGS[0], "i64"), c64(dag, 42)))
        callee = dag.val(Op.GLOBAL_ADDRESS, "i64", attr=("g", 0))
        call = dag.node(Op.CALL, ("ch", "glue"), ((c, 0), callee, dag.register(A_REGS[0], "i64"), (c, 1)), Info())
        r = dag.node(Op.COPY_FROM_REG, ("i64", "ch", "glue"), ((call, 0), dag.register(A_REGS[0], "i64"), (call, 1)))
        ch[0] = (r, 1)
        out((r, 0))
    text, mf = rv_select(build)
    # medlow (the default small code model): `counter+8` is (counter) + 8, so that every
    # offset of counter shares its lui/addi (targets/riscv64/medlow.py)
    assert text[:7] == ["LUI v, hi(counter)", "ADDI v, v, lo(counter)", "ADDI v, v, 8",
                        "COPY v, v", "ADDI v, fi0, 0", "COPY v, v", "ADDI v, zero, 42"]
    assert text[7:10] == ["COPY a0, v", "PseudoCALL g", "COPY v, a0"]

    def build_medium(dag, mf, arg, out, ch):
        mf.info["code_model"] = "medium"          # medany: one auipc pair, `lla`
        build(dag, mf, arg, out, ch)
    text, _ = rv_select(build_medium)
    assert text[0] == "PseudoLA v, counter+8"
    call = [mi for mi in mf.blocks[0].instrs if mi.instr.name == "PseudoCALL"][0]
    assert call.implicit_uses == (A_REGS[0],) and A_REGS[0] in call.implicit_defs
    assert mf.frame.has_calls


def test_rv_features_gate_patterns():
    def build(dag, mf, arg, out, ch):
        a, b = arg(), arg()
        out(dag.val(Op.MUL, "i64", a, b))
    text, _ = rv_select(build)
    assert text[0] == "MUL v, v, v"
    with pytest.raises(CompileError, match="cannot select"):
        rv_select(build, features=frozenset({"a", "f", "d", "c"}))


# --------------------------------------------------------------------------- riscv64: semantics
# Random integer DAGs (with the shapes promotion produces: sext_inreg i32, and 0xffffffff)
# are evaluated directly and through the selected instructions; the results must agree.

M64 = (1 << 64) - 1


def _sx(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _sdiv(a: int, b: int) -> int:
    a, b = _sx(a, 64), _sx(b, 64)
    q = abs(a) // abs(b)
    return (q if (a < 0) == (b < 0) else -q) & M64


def _srem(a: int, b: int) -> int:
    return (_sx(a, 64) - _sx(_sdiv(a, b), 64) * _sx(b, 64)) & M64


_CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
        "slt": lambda a, b: _sx(a, 64) < _sx(b, 64), "sgt": lambda a, b: _sx(a, 64) > _sx(b, 64),
        "sle": lambda a, b: _sx(a, 64) <= _sx(b, 64), "sge": lambda a, b: _sx(a, 64) >= _sx(b, 64),
        "ult": lambda a, b: a < b, "ugt": lambda a, b: a > b, "ule": lambda a, b: a <= b,
        "uge": lambda a, b: a >= b}


def eval_dag(v, env: dict) -> int:
    n, _ = v
    o = [eval_dag(x, env) if x[0].op not in (Op.CONDCODE, Op.VALUETYPE) else x[0].attr
         for x in n.ops] if n.op != Op.COPY_FROM_REG else []
    op = n.op
    if op == Op.COPY_FROM_REG:
        return env[n.ops[1][0].attr.id]
    if op == Op.CONSTANT:
        return n.attr
    a = o[0] if o else 0
    b = o[1] if len(o) > 1 else 0
    r = {Op.ADD: lambda: a + b, Op.SUB: lambda: a - b, Op.MUL: lambda: a * b,
         Op.AND: lambda: a & b, Op.OR: lambda: a | b, Op.XOR: lambda: a ^ b,
         Op.SHL: lambda: a << (b & 63), Op.SRL: lambda: a >> (b & 63),
         Op.SRA: lambda: _sx(a, 64) >> (b & 63), Op.SDIV: lambda: _sdiv(a, b),
         Op.UDIV: lambda: a // b, Op.SREM: lambda: _srem(a, b), Op.UREM: lambda: a % b,
         Op.MULHS: lambda: (_sx(a, 64) * _sx(b, 64)) >> 64, Op.MULHU: lambda: (a * b) >> 64,
         Op.SETCC: lambda: int(_CMP[o[2]](a, b)),
         Op.SELECT: lambda: o[1] if a else o[2],
         Op.SIGN_EXTEND_INREG: lambda: _sx(a, int(o[1][1:]))}[op]()
    return r & M64


def run_rv(mf: MachineFunction, env: dict) -> dict:
    """A tiny interpreter for the straight-line integer instructions the patterns emit."""
    regs: dict = {}

    def get(x):
        if isinstance(x, VReg):
            return env[x.id] if x.id in env and x.id not in regs else regs[x.id]
        if isinstance(x, Reg):
            assert x.name == "x0", x
            return 0
        return x & M64

    def sh(x):
        return x & 63
    sem = {
        "ADD": lambda a, b: a + b, "ADDI": lambda a, b: a + b, "SUB": lambda a, b: a - b,
        "AND": lambda a, b: a & b, "ANDI": lambda a, b: a & b, "OR": lambda a, b: a | b,
        "ORI": lambda a, b: a | b, "XOR": lambda a, b: a ^ b, "XORI": lambda a, b: a ^ b,
        "SLL": lambda a, b: a << sh(b), "SLLI": lambda a, b: a << b,
        "SRL": lambda a, b: a >> sh(b), "SRLI": lambda a, b: a >> b,
        "SRA": lambda a, b: _sx(a, 64) >> sh(b), "SRAI": lambda a, b: _sx(a, 64) >> b,
        "SLT": lambda a, b: int(_sx(a, 64) < _sx(b, 64)), "SLTI": lambda a, b: int(_sx(a, 64) < _sx(b, 64)),
        "SLTU": lambda a, b: int(a < b), "SLTIU": lambda a, b: int(a < b),
        "ADDW": lambda a, b: _sx(a + b, 32), "ADDIW": lambda a, b: _sx(a + b, 32),
        "SUBW": lambda a, b: _sx(a - b, 32), "MULW": lambda a, b: _sx(a * b, 32),
        "SLLIW": lambda a, b: _sx(a << b, 32), "SRLIW": lambda a, b: _sx((a & 0xFFFFFFFF) >> b, 32),
        "SRAIW": lambda a, b: _sx(a, 32) >> b, "SLLW": lambda a, b: _sx(a << (b & 31), 32),
        "SRAW": lambda a, b: _sx(a, 32) >> (b & 31),
        "MUL": lambda a, b: a * b, "MULH": lambda a, b: (_sx(a, 64) * _sx(b, 64)) >> 64,
        "MULHU": lambda a, b: (a * b) >> 64, "DIV": _sdiv, "DIVU": lambda a, b: a // b,
        "REM": _srem, "REMU": lambda a, b: a % b,
        "DIVW": lambda a, b: _sx(_sdiv(_sx(a, 32) & M64, _sx(b, 32) & M64), 32),
        "REMW": lambda a, b: _sx(_srem(_sx(a, 32) & M64, _sx(b, 32) & M64), 32),
    }
    unary = {"NOT": lambda a: ~a, "NEG": lambda a: -a, "SEQZ": lambda a: int(a == 0),
             "SNEZ": lambda a: int(a != 0), "SEXT_W": lambda a: _sx(a, 32),
             "COPY": lambda a: a}
    for mi in mf.blocks[0].instrs:
        name, ops = mi.instr.name, mi.ops
        if name == "COPY" and not isinstance(ops[0], VReg):
            continue
        if name == "LUI":
            val = _sx(ops[1] << 12, 32)
        elif name in unary:
            val = unary[name](get(ops[1]))
        elif name == "PseudoSELECT_GPR":
            val = get(ops[2]) if get(ops[1]) else get(ops[3])
        else:
            val = sem[name](get(ops[1]), get(ops[2]))
        regs[ops[0].id] = val & M64
    return regs


def _random_dag(rng, dag, leaves, depth):
    """A random i64 expression, biased towards the shapes type promotion creates."""
    i32 = dag.valuetype("i32")
    if depth == 0 or rng.random() < 0.15:
        if rng.random() < 0.6:
            return rng.choice(leaves)
        k = rng.choice([0, 1, -1, 5, 31, 32, 63, 2047, -2048, 2048, 0xFFFFFFFF, 0x7FFFFFFF,
                        0x80000000, 0x12345678, 1 << 40, rng.getrandbits(64), rng.getrandbits(12)])
        return dag.constant(k, "i64")
    sub = lambda: _random_dag(rng, dag, leaves, depth - 1)   # noqa: E731
    shape = rng.random()
    if shape < 0.3:
        return _promoted_shape(rng, dag, sub)
    shape = rng.random()
    if shape < 0.15:
        return dag.val(Op.SIGN_EXTEND_INREG, "i64", sub(), rng.choice([i32, i32, dag.valuetype("i16"),
                                                                       dag.valuetype("i8")]))
    if shape < 0.25:
        return dag.val(Op.AND, "i64", sub(), dag.constant(rng.choice([0xFFFFFFFF, 0xFFFF, 0xFF]), "i64"))
    if shape < 0.4:
        amt = dag.constant(rng.randrange(64), "i64") if rng.random() < 0.6 else sub()
        return dag.val(rng.choice([Op.SHL, Op.SRL, Op.SRA]), "i64", sub(), amt)
    if shape < 0.55:
        cc = rng.choice(list(_CMP))
        return dag.val(Op.SETCC, "i64", sub(), sub(), dag.condcode(cc))
    if shape < 0.6:
        return dag.val(Op.SELECT, "i64", dag.val(Op.SETCC, "i64", sub(), sub(), dag.condcode("ult")),
                       sub(), sub())
    if shape < 0.7:
        d = dag.val(Op.OR, "i64", sub(), dag.constant(1, "i64"))          # never zero
        return dag.val(rng.choice([Op.SDIV, Op.UDIV, Op.SREM, Op.UREM]), "i64", sub(), d)
    op = rng.choice([Op.ADD, Op.SUB, Op.MUL, Op.AND, Op.OR, Op.XOR, Op.MULHS, Op.MULHU])
    return dag.val(op, "i64", sub(), sub())


def _promoted_shape(rng, dag, sub):
    """What type promotion of i32 arithmetic looks like: sext_inreg / and-mask wrappers
    around 64-bit operations (the *W patterns must match only where they are exact)."""
    i32 = dag.valuetype("i32")
    sx = lambda v: dag.val(Op.SIGN_EXTEND_INREG, "i64", v, i32)            # noqa: E731
    zx = lambda v: dag.val(Op.AND, "i64", v, dag.constant(0xFFFFFFFF, "i64"))  # noqa: E731
    nz = lambda v: dag.val(Op.OR, "i64", v, dag.constant(1, "i64"))         # noqa: E731
    amt = (dag.constant(rng.randrange(64), "i64") if rng.random() < 0.5 else sub())
    k = rng.randrange(7)
    x, y = sub(), sub()
    if k == 0:
        op = rng.choice([Op.ADD, Op.SUB, Op.MUL, Op.SHL, Op.SRA, Op.SRL])
        return sx(dag.val(op, "i64", x, amt if op in (Op.SHL, Op.SRA, Op.SRL) else y))
    if k == 1:
        return dag.val(Op.SRA, "i64", sx(x), amt)
    if k == 2:
        return dag.val(Op.SRL, "i64", zx(x), amt)
    if k == 3:
        rhs = zx(y) if rng.random() < 0.5 else dag.constant(
            rng.choice([0, 1, 5, 2048, 0xFFFFFFFF, 0xFFFFF800, 1 << 32, 0x80000000]), "i64")
        return dag.val(Op.SETCC, "i64", zx(x), rhs, dag.condcode(rng.choice(list(_CMP))))
    if k == 4:
        return dag.val(rng.choice([Op.SDIV, Op.SREM]), "i64", sx(x), sx(nz(y)))
    if k == 5:
        return sx(dag.val(rng.choice([Op.SDIV, Op.SREM]), "i64", sx(x), sx(nz(y))))
    return sx(dag.val(rng.choice([Op.SRA, Op.SRL]), "i64", rng.choice([sx(x), zx(x)]), amt))


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("pseudos", [False, True])
def test_rv_random_integer_dags_compute_the_same(seed, pseudos):
    import random

    from pyllc.targets.riscv64.registers import GPR as RGPR
    rng = random.Random(seed * 2 + pseudos)
    t = rv_target(select_pseudos=pseudos)
    for _ in range(40):
        dag, mf = new_dag(t)
        ins = [mf.new_vreg(RGPR) for _ in range(3)]
        leaves, chain = [], dag.entry
        for v in ins:
            n = dag.node(Op.COPY_FROM_REG, ("i64", "ch"), (chain, dag.register(v, "i64")))
            leaves.append((n, 0))
            chain = (n, 1)
        outs = []
        for _ in range(3):
            e = _random_dag(rng, dag, leaves, 4)
            o = mf.new_vreg(RGPR)
            chain = (dag.node(Op.COPY_TO_REG, ("ch",), (chain, dag.register(o, "i64"), e)), 0)
            outs.append((o, e))
        dag.root = chain
        select_block(dag, t)
        for _ in range(4):
            env = {v.id: rng.choice([rng.getrandbits(64), rng.getrandbits(31), -rng.getrandbits(31) & M64,
                                     0x80000000, 0xFFFFFFFF, 0x7FFFFFFF, 0, 1, M64]) for v in ins}
            got = run_rv(mf, env)
            for o, e in outs:
                want = eval_dag(e, env)
                copy = [mi for mi in mf.blocks[0].instrs if mi.ops and mi.ops[0] is o][0]
                src = copy.ops[1]
                have = 0 if isinstance(src, Reg) else (got[src.id] if src.id in got else env[src.id])
                assert have == want, (dag.dump(), mf.dump(), env)


def test_rv_word_division_only_where_exact():
    """sdiv of sign-extended i32s is 2^31 for INT_MIN / -1 in i64: divw (which wraps) is
    only right when the quotient is sign-extended from 32 bits again."""
    from pyllc.targets.riscv64.registers import GPR as RGPR
    t = rv_target()
    for wrap in (False, True):
        dag, mf = new_dag(t)
        a_v, b_v, o = mf.new_vreg(RGPR), mf.new_vreg(RGPR), mf.new_vreg(RGPR)
        a = (dag.node(Op.COPY_FROM_REG, ("i64", "ch"), (dag.entry, dag.register(a_v, "i64"))), 0)
        b = (dag.node(Op.COPY_FROM_REG, ("i64", "ch"), (a[0].value(1), dag.register(b_v, "i64"))), 0)
        i32 = dag.valuetype("i32")
        q = dag.val(Op.SDIV, "i64", dag.val(Op.SIGN_EXTEND_INREG, "i64", a, i32),
                    dag.val(Op.SIGN_EXTEND_INREG, "i64", b, i32))
        if wrap:
            q = dag.val(Op.SIGN_EXTEND_INREG, "i64", q, i32)
        dag.root = (dag.node(Op.COPY_TO_REG, ("ch",), (b[0].value(1), dag.register(o, "i64"), q)), 0)
        select_block(dag, t)
        env = {a_v.id: 0x80000000, b_v.id: M64}
        regs = run_rv(mf, env)
        src = mf.blocks[0].instrs[-1].ops[1]
        assert regs[src.id] == eval_dag(q, env) == (0xFFFFFFFF80000000 if wrap else 0x80000000)
        assert ("DIVW" in [mi.instr.name for mi in mf.blocks[0].instrs]) == wrap


def test_reading_a_vreg_the_block_also_writes_copies_it_first():
    """A loop block reads its phi's incoming vreg and writes it again (the next
    iteration's value): the read must be a COPY at its chain position, not the vreg."""
    t = toy_target()
    dag, mf = new_dag(t)
    v, out = mf.new_vreg(GPR), mf.new_vreg(GPR)
    old, ch = copy_from(dag, v)
    ch = copy_to(dag, ch, v, dag.val(Op.ADD, "i64", old, dag.constant(1, "i64")))
    dag.root = copy_to(dag, ch, out, dag.val(Op.MUL, "i64", old, old))
    select_block(dag, t)
    ins = mf.blocks[0].instrs
    assert [mi.instr.name for mi in ins] == ["COPY", "ADDI", "COPY", "MUL", "COPY"]
    snap = ins[0].ops[0]
    assert ins[0].ops[1] is v and ins[3].ops[1:] == [snap, snap]


def test_rv_atomics_block_addresses_and_traps():
    from pyllc.codegen.mir import BlockSym

    def build(dag, mf, arg, out, ch):
        p, v = arg(), arg()
        rmw = dag.node(Op.ATOMIC_RMW, ("i64", "ch"), (ch[0], p, v), ("sub", Mem("i32", "", 4, False, "seq_cst")))
        ch[0] = (rmw, 1)
        out((rmw, 0))
        ld = dag.node(Op.ATOMIC_LOAD, ("i64", "ch"), (ch[0], p), Mem("i64", "", 8, False, "seq_cst"))
        ch[0] = (ld, 1)
        out((ld, 0))
        ch[0] = (dag.node(Op.FENCE, ("ch",), (ch[0],), "acquire"), 0)
        out(dag.val(Op.BLOCK_ADDRESS, "i64", attr=mf.blocks[1]))
        ch[0] = (dag.node(Op.TRAP, ("ch",), (ch[0],)), 0)
    text, mf = rv_select(build, nblocks=2)
    assert [t.split()[0] for t in text] == [
        "NEG", "AMOADD_W_AQRL", "COPY", "FENCE", "LD", "FENCE_R_RW", "COPY", "FENCE_R_RW",
        "LUI", "ADDI", "COPY", "UNIMP"]
    la = [mi for mi in mf.blocks[0].instrs if mi.instr.name == "LUI"][0]
    assert isinstance(la.ops[1], BlockSym) and la.ops[1].block is mf.blocks[1]
    assert la.ops[1].modifier == "hi"
    mf.blocks[1].label = ".LBB0_1"
    assert la.ops[1].name == ".LBB0_1"
