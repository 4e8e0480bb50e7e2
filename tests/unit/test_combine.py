"""DAG combining: random expression DAGs with constants are evaluated before and after
`combine` (and after combine + legalization), and specific folds are checked by shape."""
from __future__ import annotations

import random
from typing import Any

import dag_interp
import pytest
from dag_interp import Builder, fake_make_libcall, make_target, run_dag

from pyllc.codegen.dag import Mem, SelectionDAG
from pyllc.codegen.opcodes import Op, vt_bits
from pyllc.isel import legalize_common
from pyllc.isel.combine import combine, fold_binop
from pyllc.isel.legalize_ops import legalize_ops
from pyllc.isel.legalize_types import legalize_types

T64 = make_target("t64", ("i64",))
T32 = make_target("be32", ("i32",), big_endian=True)
X86 = make_target("x86ish", ("i8", "i16", "i32", "i64"))

BIN = (Op.ADD, Op.SUB, Op.MUL, Op.AND, Op.OR, Op.XOR, Op.SHL, Op.SRL, Op.SRA, Op.UDIV,
       Op.UREM, Op.SDIV, Op.SREM, Op.SMIN, Op.UMAX, Op.ROTL)
UN = (Op.CTPOP, Op.CTLZ, Op.CTTZ, Op.ABS, Op.BSWAP)
CCS = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


@pytest.fixture(autouse=True)
def _libcalls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(legalize_common, "MAKE_LIBCALL", fake_make_libcall)


def _interesting_const(rng: random.Random, bits: int) -> int:
    m = (1 << bits) - 1
    return rng.choice([0, 1, 2, 8, m, m >> 1, 1 << rng.randrange(bits), rng.getrandbits(bits), 3])


def _random_dag(b: Builder, rng: random.Random, vt: str, size: int) -> None:
    bits = vt_bits(vt)
    pool = [b.inp(vt), b.inp(vt)] + [b.k(_interesting_const(rng, bits), vt) for _ in range(3)]
    for _ in range(size):
        r = rng.random()
        if r < 0.55:
            op = rng.choice(BIN)
            x, y = rng.choice(pool), rng.choice(pool)
            if op in (Op.SHL, Op.SRL, Op.SRA):
                y = b.op(Op.AND, vt, y, b.k(bits - 1, vt))
            if op in (Op.UDIV, Op.UREM, Op.SDIV, Op.SREM):
                y = b.op(Op.OR, vt, y, b.k(1, vt))          # never zero
                if op in (Op.SDIV, Op.SREM):
                    y = b.op(Op.AND, vt, y, b.k((1 << (bits - 1)) - 1, vt))  # positive: no overflow
                    y = b.op(Op.OR, vt, y, b.k(1, vt))
            v = b.op(op, vt, x, y)
        elif r < 0.65:
            op = rng.choice(UN)
            if op == Op.BSWAP and bits % 16:
                continue
            v = b.op(op, vt, rng.choice(pool))
        elif r < 0.8:
            x, y = rng.choice(pool), rng.choice(pool)
            c = b.op(Op.SETCC, "i1", x, y, b.cc(rng.choice(CCS)))
            if rng.random() < 0.3:
                c = b.op(Op.SETCC, "i1", c, b.k(rng.randint(0, 1), "i1"), b.cc(rng.choice(("eq", "ne"))))
            if rng.random() < 0.3:
                c = b.op(Op.XOR, "i1", c, b.k(1, "i1"))
            v = b.op(Op.SELECT, vt, c, rng.choice(pool), rng.choice(pool))
        elif r < 0.9:
            narrow = rng.choice(("i8", "i16", "i32"))
            if vt_bits(narrow) >= bits:
                continue
            t = b.op(Op.TRUNCATE, narrow, rng.choice(pool))
            ext = rng.choice((Op.ZERO_EXTEND, Op.SIGN_EXTEND))
            if rng.random() < 0.5:
                mid = "i" + str(min(bits, 2 * vt_bits(narrow)))
                if mid != narrow:
                    t = b.op(rng.choice((Op.ZERO_EXTEND, Op.SIGN_EXTEND)), mid, t)
            v = b.op(ext, vt, t) if vt_of(t) != vt else t
        elif r < 0.95 and bits > 8:
            z = b.op(Op.ZERO_EXTEND, vt, b.op(Op.TRUNCATE, "i8", rng.choice(pool)))
            v = b.op(Op.SIGN_EXTEND_INREG, vt, z, b.dag.valuetype("i8"))
        else:
            x = rng.choice(pool)
            v = b.op(Op.SIGN_EXTEND_INREG, vt, b.op(Op.SIGN_EXTEND_INREG, vt, x, b.dag.valuetype("i8")),
                     b.dag.valuetype("i16"))
        pool.append(v)
    for v in pool[-4:]:
        b.out(v)


def vt_of(v: Any) -> str:
    return SelectionDAG.vt_of(v)


def _check(target: Any, vt: str, seed: int, legalize: bool) -> None:
    rng = random.Random(seed)
    ref_b = Builder(target)
    _random_dag(ref_b, rng, vt, 25)
    ref = ref_b.finish()
    rng = random.Random(seed)
    b = Builder(target)
    _random_dag(b, rng, vt, 25)
    dag = b.finish()
    before = len(dag.live_nodes())
    combine(dag, target)
    if legalize:
        legalize_types(dag, target)
        legalize_ops(dag, target)
        combine(dag, target)
    assert len(dag.live_nodes()) <= before or legalize
    irng = random.Random(seed + 1000)
    dag_interp._LAST.clear()
    for _ in range(30):
        inputs = [dag_interp.random_input(irng, t) for t in ref_b.inputs]
        want = run_dag(ref, ref_b, inputs, seed=1)
        got = run_dag(dag, b, inputs, seed=2)
        assert want == got, (seed, inputs, want, got, dag.dump())


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("vt", ("i8", "i32", "i64"))
def test_random_dags_keep_their_values(vt: str, seed: int) -> None:
    _check(X86, vt, seed, legalize=False)


@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize("vt", ("i1", "i16", "i24", "i64", "i128"))
@pytest.mark.parametrize("tgt", ("t64", "be32", "x86ish"))
def test_random_dags_through_the_pipeline(tgt: str, vt: str, seed: int) -> None:
    """combine + legalize_types + legalize_ops + combine on random DAGs (also a fuzz test
    of the legalizer with mixed widths and odd types)."""
    _check({"t64": T64, "be32": T32, "x86ish": X86}[tgt], vt, seed, legalize=True)


def _single(build: Any, target: Any = X86) -> SelectionDAG:
    b = Builder(target)
    b.out(build(b))
    dag = b.finish()
    combine(dag, target)
    return dag


def _stored(dag: SelectionDAG) -> Any:
    st = [n for n in dag.live_nodes() if n.op == Op.STORE][0]
    return st.ops[1]


@pytest.mark.parametrize("op,c,expect", [
    (Op.ADD, 0, "x"), (Op.SUB, 0, "x"), (Op.MUL, 1, "x"), (Op.MUL, 0, 0), (Op.AND, 0, 0),
    (Op.OR, 0, "x"), (Op.XOR, 0, "x"), (Op.SHL, 0, "x"), (Op.SRA, 0, "x"), (Op.UDIV, 1, "x"),
    (Op.AND, 0xFFFFFFFF, "x"), (Op.OR, 0xFFFFFFFF, 0xFFFFFFFF), (Op.UREM, 1, 0)])
def test_identities(op: str, c: int, expect: Any) -> None:
    box = {}

    def build(b: Builder) -> Any:
        box["x"] = b.inp("i32")
        return b.op(op, "i32", box["x"], b.k(c, "i32"))
    v = _stored(_single(build))
    if expect == "x":
        assert v == box["x"]
    else:
        assert v[0].op == Op.CONSTANT and v[0].attr == expect


def test_self_ops() -> None:
    for op, want in ((Op.SUB, 0), (Op.XOR, 0)):
        v = _stored(_single(lambda b, op=op: b.op(op, "i32", b.inp("i32"), b.inp("i32")) if False else
                            (lambda x: b.op(op, "i32", x, x))(b.inp("i32"))))
        assert v[0].op == Op.CONSTANT and v[0].attr == want


def test_strength_reduction() -> None:
    v = _stored(_single(lambda b: b.op(Op.MUL, "i32", b.inp("i32"), b.k(16, "i32"))))
    assert v[0].op == Op.SHL and v[0].ops[1][0].attr == 4
    v = _stored(_single(lambda b: b.op(Op.UDIV, "i32", b.inp("i32"), b.k(8, "i32"))))
    assert v[0].op == Op.SRL and v[0].ops[1][0].attr == 3
    v = _stored(_single(lambda b: b.op(Op.UREM, "i32", b.inp("i32"), b.k(8, "i32"))))
    assert v[0].op == Op.AND and v[0].ops[1][0].attr == 7


def test_no_fold_of_undefined_operations() -> None:
    assert fold_binop(Op.UDIV, 5, 0, 32) is None
    assert fold_binop(Op.SDIV, 0x80000000, 0xFFFFFFFF, 32) is None
    assert fold_binop(Op.SHL, 1, 32, 32) is None
    v = _stored(_single(lambda b: b.op(Op.SDIV, "i32", b.k(7, "i32"), b.k(0, "i32"))))
    assert v[0].op == Op.SDIV


def test_constant_folding_wraps() -> None:
    v = _stored(_single(lambda b: b.op(Op.ADD, "i8", b.k(200, "i8"), b.k(100, "i8"))))
    assert v[0].attr == 44
    v = _stored(_single(lambda b: b.op(Op.SRA, "i8", b.k(0x80, "i8"), b.k(3, "i8"))))
    assert v[0].attr == 0xF0
    v = _stored(_single(lambda b: b.op(Op.SIGN_EXTEND, "i32", b.k(0xFF, "i8"))))
    assert v[0].attr == 0xFFFFFFFF
    v = _stored(_single(lambda b: b.op(Op.SETCC, "i8", b.k(0xFF, "i8"), b.k(1, "i8"), b.cc("slt"))))
    assert v[0].attr == 1


def test_double_extension_and_truncation() -> None:
    def build(b: Builder) -> Any:
        x = b.op(Op.ADD, "i8", b.inp("i8"), b.inp("i8"))     # not a load (see below)
        return b.op(Op.ZERO_EXTEND, "i64", b.op(Op.ZERO_EXTEND, "i32", x))
    v = _stored(_single(build))
    assert v[0].op == Op.ZERO_EXTEND and vt_of(v[0].ops[0]) == "i8"

    def build2(b: Builder) -> Any:
        x = b.inp("i64")
        return b.op(Op.TRUNCATE, "i8", b.op(Op.TRUNCATE, "i32", x))
    v = _stored(_single(build2))
    assert v[0].op == Op.TRUNCATE and vt_of(v[0].ops[0]) == "i64"

    def build3(b: Builder) -> Any:
        x = b.op(Op.ADD, "i16", b.inp("i16"), b.inp("i16"))
        return b.op(Op.TRUNCATE, "i16", b.op(Op.SIGN_EXTEND, "i64", x))
    v = _stored(_single(build3))
    assert v[0].op == Op.ADD


def test_setcc_of_setcc_collapses() -> None:
    box = {}

    def build(b: Builder) -> Any:
        x, y = b.inp("i32"), b.inp("i32")
        c = b.op(Op.SETCC, "i8", x, y, b.cc("slt"))
        box["c"] = c
        return b.op(Op.SETCC, "i8", c, b.k(0, "i8"), b.cc("ne"))
    v = _stored(_single(build))
    assert v == box["c"]

    def build2(b: Builder) -> Any:
        x, y = b.inp("i32"), b.inp("i32")
        c = b.op(Op.SETCC, "i8", x, y, b.cc("slt"))
        return b.op(Op.SETCC, "i8", c, b.k(0, "i8"), b.cc("eq"))
    v = _stored(_single(build2))
    assert v[0].op == Op.SETCC and v[0].ops[2][0].attr == "sge"


def test_select_on_constant_and_brcond() -> None:
    box = {}

    def build(b: Builder) -> Any:
        box["x"], y = b.inp("i32"), b.inp("i32")
        return b.op(Op.SELECT, "i32", b.k(1, "i8"), box["x"], y)
    assert _stored(_single(build)) == box["x"]

    t = X86
    for cond, want in ((1, Op.BR), (0, None)):
        dag = SelectionDAG(None, t)
        bb = dag.basic_block("bb1")
        dag.root = dag.val(Op.BRCOND, "ch", dag.entry, dag.constant(cond, "i8"), bb)
        combine(dag, t)
        if want is None:
            assert dag.root == dag.entry
        else:
            assert dag.root[0].op == Op.BR


def test_combine_respects_legality_after_legalization() -> None:
    """Post-legalization, `xor (setcc ult), 1` is not turned into an `uge` the target lacks."""
    t = make_target("nouge", ("i32",), actions={("setcc:uge", "i32"): "expand"})
    b = Builder(t)
    x, y = b.inp("i32"), b.inp("i32")
    c = b.op(Op.SETCC, "i32", x, y, b.cc("ult"))
    b.out(b.op(Op.XOR, "i32", c, b.k(1, "i32")))
    dag = b.finish()
    combine(dag, t)
    ccs = {n.attr for n in dag.live_nodes() if n.op == Op.CONDCODE}
    assert ccs == {"ult"}


@pytest.mark.parametrize("ext_op,ext", [(Op.ZERO_EXTEND, "zext"), (Op.SIGN_EXTEND, "sext"),
                                        (Op.ANY_EXTEND, "anyext")])
def test_extension_of_a_load_becomes_an_extending_load(ext_op: str, ext: str) -> None:
    v = _stored(_single(lambda b: b.op(ext_op, "i64", b.inp("i8"))))
    assert v[0].op == Op.LOAD and v[0].vts[0] == "i64"
    assert v[0].attr.vt == "i8" and v[0].attr.ext == ext


def test_mask_of_an_anyext_load_makes_it_a_zext_load() -> None:
    def build(b: Builder) -> Any:
        ld = b.dag.node(Op.LOAD, ("i32", "ch"), (b.dag.entry, b.ptr("in0")), Mem("i8", "anyext", 1))
        b.inputs.append("i8")
        return b.op(Op.AND, "i32", (ld, 0), b.k(0xFF, "i32"))
    v = _stored(_single(build))
    assert v[0].op == Op.LOAD and v[0].attr.ext == "zext"      # and the mask is gone


def test_load_extension_not_folded_when_shared_or_volatile() -> None:
    def shared(b: Builder) -> Any:
        x = b.inp("i8")
        b.out(x)                                        # a second user of the narrow value
        return b.op(Op.ZERO_EXTEND, "i64", x)
    dag = _single(shared)
    stored = [n.ops[1] for n in dag.live_nodes() if n.op == Op.STORE]
    assert sorted(v[0].op for v in stored) == [Op.LOAD, Op.ZERO_EXTEND]

    def volatile(b: Builder) -> Any:
        ld = b.dag.node(Op.LOAD, ("i8", "ch"), (b.dag.entry, b.ptr("in0")),
                        Mem("i8", "", 1, volatile=True))
        b.inputs.append("i8")
        return b.op(Op.ZERO_EXTEND, "i64", (ld, 0))
    v = _stored(_single(volatile))
    assert v[0].op == Op.ZERO_EXTEND
