"""Verifier and dominator tree tests.

- tests/ir/bad/*.ll: each file holds one invalid module and, in a comment,
  `; ERROR: <fragment>`: parsing + verifying must raise CompileError whose
  message contains the fragment. Where llvm-as-16 is installed, it must reject
  the file too (so the verifier is not stricter than LLVM).
- IR built in memory for what text cannot express (no terminator, empty block).
- DominatorTree against a naive set-based dataflow solution on random CFGs.
"""
from __future__ import annotations

import glob
import os
import random
import re
import shutil
import subprocess
import time

import pytest

from pyllc.diagnostics import CompileError
from pyllc.ir import (
    I1,
    I32,
    I64,
    VOID,
    BasicBlock,
    BranchInst,
    ConstantInt,
    FunctionType,
    Module,
    ReturnInst,
    SwitchInst,
)
from pyllc.ir.builder import IRBuilder
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.globals import Function, GlobalVariable
from pyllc.ir.verifier import verify_module

HERE = os.path.dirname(__file__)
BAD = sorted(glob.glob(os.path.join(HERE, "bad", "*.ll")))
LLVM_AS = shutil.which("llvm-as-16")


def _parse(text: str, filename: str):
    from pyllc.ir.parser import parse_module
    return parse_module(text, filename)


def _expected(path: str) -> str:
    with open(path) as f:
        for line in f:
            m = re.match(r";\s*ERROR:\s*(.*\S)", line)
            if m:
                return m.group(1)
    raise AssertionError(f"{path}: no '; ERROR:' line")


# ---------------------------------------------------------------------------
# bad files

@pytest.mark.parametrize("path", BAD, ids=[os.path.basename(p) for p in BAD])
def test_bad_file_is_rejected(path: str) -> None:
    pytest.importorskip("pyllc.ir.parser")
    want = _expected(path)
    with open(path) as f:
        text = f.read()
    with pytest.raises(CompileError) as info:
        verify_module(_parse(text, path))
    assert want in info.value.message, info.value.format()


@pytest.mark.skipif(LLVM_AS is None, reason="llvm-as-16 not installed")
@pytest.mark.parametrize("path", BAD, ids=[os.path.basename(p) for p in BAD])
def test_bad_file_is_rejected_by_llvm_too(path: str) -> None:
    r = subprocess.run([LLVM_AS, "-o", os.devnull, path], capture_output=True, text=True)
    assert r.returncode != 0, f"llvm-as-16 accepts {path}: the verifier is stricter than LLVM"


def test_bad_files_exist() -> None:
    assert len(BAD) >= 30


# ---------------------------------------------------------------------------
# IR built in memory

def _function(name: str = "f", ret=VOID, params=()) -> tuple[Module, Function]:
    m = Module("t")
    f = Function(name, FunctionType.get(ret, params))
    m.add_global(f)
    return m, f


def _block(f: Function, name: str) -> BasicBlock:
    return f.append_block(BasicBlock(name))


def _fails(m: Module, fragment: str) -> str:
    with pytest.raises(CompileError) as info:
        verify_module(m)
    assert fragment in info.value.message, info.value.message
    return info.value.message


def test_valid_function_passes() -> None:
    m, f = _function("f", I32, (I32, I32))
    a, b = f.args
    a.name, b.name = "a", "b"
    entry, then, done = _block(f, "entry"), _block(f, "then"), _block(f, "done")
    ir = IRBuilder(entry)
    c = ir.icmp("slt", a, b, "c")
    ir.cond_br(c, then, done)
    ir.position_at_end(then)
    s = ir.add(a, b, "s")
    ir.br(done)
    ir.position_at_end(done)
    p = ir.phi(I32, [(a, entry), (s, then)], "p")
    ir.ret(p)
    verify_module(m)
    dt = DominatorTree(f)
    assert dt.idom(done) is entry and dt.idom(then) is entry and dt.idom(entry) is None
    assert dt.dominates(entry, done) and not dt.dominates(then, done)
    assert dt.frontier(then) == [done]
    assert dt.dominates_use(s, (p, then)) and not dt.dominates_use(s, p)
    assert dt.dominates_use(c, ir.block.instructions[-1])


def test_message_names_function_block_and_instruction() -> None:
    m, f = _function("f", I32, (I32, I64))
    a, b = f.args
    a.name, b.name = "a", "b"
    bb = _block(f, "bb2")
    ir = IRBuilder(bb)
    from pyllc.ir.instructions import BinaryOperator
    x = ir.insert(BinaryOperator("add", I32, (a, b), "x"))
    ir.ret(x)
    msg = _fails(m, "both operands of 'add' must have the same type")
    assert msg.startswith("in function @f, block %bb2: instruction '%x = add i32 %a, %b': "), msg


def test_missing_terminator() -> None:
    m, f = _function("f", I32, (I32,))
    bb = _block(f, "entry")
    IRBuilder(bb).add(f.args[0], f.args[0], "x")
    _fails(m, "does not end with a terminator")


def test_terminator_in_middle() -> None:
    m, f = _function()
    bb = _block(f, "entry")
    ir = IRBuilder(bb)
    ir.ret()
    ir.ret()
    _fails(m, "terminator found in the middle of a basic block")


def test_empty_block() -> None:
    m, f = _function()
    ir = IRBuilder(_block(f, "entry"))
    ir.br(_block(f, "next"))
    _fails(m, "basic block is empty")


def test_unnamed_values_are_numbered_in_messages() -> None:
    m, f = _function("g", VOID, (I32,))
    entry, exit_ = _block(f, None), _block(f, None)
    ir = IRBuilder(entry)
    x = ir.add(f.args[0], ConstantInt(I32, 1))   # %2 (arg %0, entry block %1)
    ir.insert(BranchInst(x, exit_, exit_))          # i32 condition
    IRBuilder(exit_).ret()                          # block %3
    msg = _fails(m, "branch condition %2 must have type i1")
    assert msg.startswith("in function @g, block %1: instruction 'br i32 %2, label %3, label %3'"), msg


def test_invoke_result_dominance_uses_normal_edge() -> None:
    # Built by hand: the result of an invoke may not be used in its unwind block.
    from pyllc.ir.eh_instructions import LandingPadInst
    from pyllc.ir.instructions import InvokeInst
    from pyllc.ir.types import PTR, StructType
    m, f = _function("f", I32)
    callee = Function("g", FunctionType.get(I32, ()))
    m.add_global(callee)
    pers = Function("pers", FunctionType.get(I32, (), True))
    m.add_global(pers)
    f.personality = pers
    entry, ok, bad = _block(f, "entry"), _block(f, "ok"), _block(f, "lpad")
    inv = InvokeInst(I32, callee.function_type, callee, [], ok, bad, "r")
    entry.append(inv)
    IRBuilder(ok).ret(inv)
    lp = LandingPadInst(StructType.get((PTR, I32)), True, (), "lp")
    bad.append(lp)
    IRBuilder(bad).ret(inv)
    _fails(m, "instruction does not dominate all uses")
    bad.instructions[-1].set_operand(0, ConstantInt(I32, 0))
    verify_module(m)


def test_global_declaration_linkage() -> None:
    m = Module("t")
    g = GlobalVariable("g", I32)
    g.linkage = "internal"
    m.add_global(g)
    _fails(m, "must have external or extern_weak linkage")


def test_global_initializer_type() -> None:
    m = Module("t")
    m.add_global(GlobalVariable("g", I32, ConstantInt(I64, 1)))
    _fails(m, "initializer type 'i64' does not match the global's type 'i32'")


def test_verifier_is_linear() -> None:
    """A 120k-instruction function in a long chain of blocks verifies quickly."""
    m, f = _function("big", I32, (I32,))
    blocks = [_block(f, f"b{i}") for i in range(6000)]
    ir = IRBuilder()
    v = f.args[0]
    for i, b in enumerate(blocks):
        ir.position_at_end(b)
        for _ in range(19):
            v = ir.add(v, ConstantInt(I32, 1))
        if i + 1 < len(blocks):
            ir.br(blocks[i + 1])
        else:
            ir.ret(v)
    t0 = time.perf_counter()
    verify_module(m)
    assert time.perf_counter() - t0 < 6.0



# ---------------------------------------------------------------------------
# valid corner cases (all accepted by llvm-as-16 as well)

GOOD_CASES = {
    "aggregates": """\
%S = type { i32, [2 x { i8, double }], ptr }
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
define double @f(%S %s, ptr %p) {
entry:
  %a = extractvalue %S %s, 1, 1, 1
  %b = insertvalue %S %s, i8 3, 1, 0, 0
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i32 2)
  %o = extractvalue { i32, i1 } %r, 1
  %x = cmpxchg ptr %p, i32 1, i32 2 acq_rel monotonic
  %y = atomicrmw add ptr %p, i32 1 seq_cst
  %z = atomicrmw fadd ptr %p, float 1.0 seq_cst
  %w = atomicrmw xchg ptr %p, ptr null monotonic
  %l = load atomic i64, ptr %p acquire, align 8
  store atomic i64 %l, ptr %p release, align 8
  fence syncscope("singlethread") seq_cst
  %al = alloca i8, i64 %l, align 16
  %fr = freeze %S %b
  ret double %a
}
""",
    "dup_edges": """\
define i32 @f(i32 %x, i1 %c) {
entry:
  switch i32 %x, label %d [
    i32 1, label %a
    i32 2, label %a
  ]
a:
  %p = phi i32 [ 7, %entry ], [ 7, %entry ]
  br i1 %c, label %b, label %b
b:
  %q = phi i32 [ %p, %a ], [ %p, %a ]
  ret i32 %q
d:
  ret i32 0
}
""",
    "invoke_phi": """\
declare i32 @g()
declare i32 @__gxx_personality_v0(...)

define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lpad
ok:
  %p = phi i32 [ %r, %entry ]
  %s = add i32 %p, %r
  br label %next
next:
  ret i32 %s
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
""",
    "loop_phi": """\
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
""",
    "typed_ptrs": """\
%T = type { i32, i32* }
define i32 @f(i32* %p, %T* %t, void (i32)* %fp) {
entry:
  %v = load i32, i32* %p
  store i32 %v, i32* %p
  %g = getelementptr %T, %T* %t, i32 0, i32 1
  %q = load i32*, i32** %g
  call void %fp(i32 %v)
  %c = bitcast i32* %q to i8*
  ret i32 %v
}
""",
    "unreachable": """\
define i32 @f(i32 %a) {
entry:
  ret i32 %a
dead:
  %y = add i32 %x, 1
  %x = add i32 %y, 1
  br label %dead2
dead2:
  %p = phi i32 [ %x, %dead ], [ %q, %dead3 ]
  ret i32 %p
dead3:
  %q = add i32 %p, 1
  br label %dead2
}
""",
    "varargs": """\
declare i32 @printf(ptr, ...)
@.s = private unnamed_addr constant [4 x i8] c"%d\\0A\\00"
@ext = extern_weak global i32
@com = common global i32 0, align 4
@arr = appending global [1 x ptr] [ptr null]
@al = alias i32, ptr @com
define i32 @main(i32 %argc, ptr %argv) {
entry:
  %r = call i32 (ptr, ...) @printf(ptr @.s, i32 %argc, double 1.0, ptr %argv)
  %ap = alloca ptr
  %v = va_arg ptr %ap, i32
  %t = tail call i32 @main(i32 %v, ptr %argv)
  %m = musttail call i32 @main(i32 %v, ptr %argv)
  ret i32 %m
}
""",
    "vectors": """\
define <4 x ptr> @f(<4 x ptr> %p, <4 x i64> %i, <4 x i32> %a, <4 x float> %x) {
entry:
  %g = getelementptr i32, <4 x ptr> %p, <4 x i64> %i
  %g2 = getelementptr { i32, [4 x i8] }, ptr null, <4 x i64> %i, i32 1, i64 2
  %c = icmp ult <4 x i32> %a, zeroinitializer
  %s = select <4 x i1> %c, <4 x i32> %a, <4 x i32> zeroinitializer
  %f = fcmp olt <4 x float> %x, zeroinitializer
  %t = trunc <4 x i32> %s to <4 x i8>
  %b = bitcast <4 x i8> %t to i32
  %v = bitcast <4 x i32> %a to <2 x i64>
  %e = extractelement <4 x i32> %a, i64 3
  %n = insertelement <4 x i32> %a, i32 %e, i32 0
  %sh = shufflevector <4 x i32> %a, <4 x i32> %n, <8 x i32> <i32 0, i32 7, i32 undef, i32 1, i32 2, i32 3, i32 4, i32 5>
  %pi = ptrtoint <4 x ptr> %g to <4 x i64>
  %ip = inttoptr <4 x i64> %pi to <4 x ptr>
  %fn = fneg <4 x float> %x
  ret <4 x ptr> %ip
}
""",
}


@pytest.mark.parametrize("name", sorted(GOOD_CASES))
def test_valid_corner_cases_verify(name: str) -> None:
    pytest.importorskip("pyllc.ir.parser")
    verify_module(_parse(GOOD_CASES[name], name + ".ll"))


@pytest.mark.skipif(LLVM_AS is None, reason="llvm-as-16 not installed")
@pytest.mark.parametrize("name", sorted(GOOD_CASES))
def test_valid_corner_cases_accepted_by_llvm(name: str) -> None:
    r = subprocess.run([LLVM_AS, "-o", os.devnull, "-"], input=GOOD_CASES[name], capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr


def test_dominator_queries_on_parsed_function() -> None:
    pytest.importorskip("pyllc.ir.parser")
    m = _parse(GOOD_CASES["loop_phi"], "loop_phi.ll")
    f = m.get_function("f")
    entry, loop, exit_ = f.blocks
    dt = DominatorTree(f)
    assert dt.idom(loop) is entry and dt.idom(exit_) is loop
    assert dt.frontier(loop) == [loop]             # the back edge
    assert dt.iterated_frontier([loop]) == [loop]
    assert dt.children(entry) == [loop] and dt.children(loop) == [exit_]
    i, acc, acc_next, i_next, c, br = loop.instructions
    assert dt.dominates_use(i_next, (i, loop))      # phi operand along the back edge
    assert dt.dominates_use(acc_next, c) and not dt.dominates_use(c, acc_next)
    assert dt.nearest_common_dominator(exit_, loop) is loop
    assert dt.instruction_index(br) == 5


def test_unreachable_blocks_are_exempt_but_known() -> None:
    pytest.importorskip("pyllc.ir.parser")
    m = _parse(GOOD_CASES["unreachable"], "unreachable.ll")
    f = m.get_function("f")
    dt = DominatorTree(f)
    entry, dead, dead2, dead3 = f.blocks
    assert dt.is_reachable(entry) and not dt.is_reachable(dead)
    assert dt.reachable == [entry]
    assert dt.idom(dead) is None and dt.dominates(entry, dead) and not dt.dominates(dead, entry)

# ---------------------------------------------------------------------------
# dominators on random CFGs

def _random_cfg(rng: random.Random, n: int) -> tuple[Function, list[BasicBlock], dict]:
    _, f = _function("cfg")
    blocks = [_block(f, f"b{i}") for i in range(n)]
    succs: dict[int, list[int]] = {}
    for i, b in enumerate(blocks):
        k = rng.choice((0, 1, 1, 2, 2, 2, 3))
        ss = [rng.randrange(1, n) for _ in range(k)] if n > 1 else []
        succs[i] = ss
        if not ss:
            b.append(ReturnInst())
        elif len(ss) == 1:
            b.append(BranchInst(blocks[ss[0]]))
        elif len(ss) == 2:
            b.append(BranchInst(ConstantInt(I1, 1), blocks[ss[0]], blocks[ss[1]]))
        else:
            b.append(SwitchInst(ConstantInt(I32, 0), blocks[ss[0]],
                                [(ConstantInt(I32, j), blocks[s]) for j, s in enumerate(ss[1:])]))
    return f, blocks, succs


def _naive_dominators(n: int, succs: dict) -> dict[int, set[int]]:
    reach = {0}
    work = [0]
    while work:
        x = work.pop()
        for s in succs[x]:
            if s not in reach:
                reach.add(s)
                work.append(s)
    preds: dict[int, set[int]] = {i: set() for i in reach}
    for i in reach:
        for s in succs[i]:
            preds[s].add(i)
    dom = {i: set(reach) for i in reach}
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for i in sorted(reach - {0}):
            new = set.intersection(*(dom[p] for p in preds[i])) | {i} if preds[i] else {i}
            if new != dom[i]:
                dom[i] = new
                changed = True
    return dom


@pytest.mark.parametrize("seed", range(40))
def test_dominators_match_naive(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randrange(1, 40)
    f, blocks, succs = _random_cfg(rng, n)
    dt = DominatorTree(f)
    dom = _naive_dominators(n, succs)
    for i in range(n):
        assert dt.is_reachable(blocks[i]) == (i in dom)
    for b in dom:
        for a in range(n):
            assert dt.dominates(blocks[a], blocks[b]) == (a in dom[b] or (a == b)), (seed, a, b)
        strict = dom[b] - {b}
        if b == 0:
            assert dt.idom(blocks[b]) is None
        else:
            # The immediate dominator is the strict dominator dominated by all others.
            want = next(d for d in strict if all(x in dom[d] for x in strict))
            assert dt.idom(blocks[b]) is blocks[want]
    # Frontier definition: y in DF(x) iff x dominates a pred of y but not strictly y.
    for x in dom:
        want = set()
        for y in dom:
            preds = [p for p in dom if y in succs[p]]
            if any(x in dom[p] for p in preds) and not (x in dom[y] and x != y):
                want.add(y)
        assert {blocks.index(b) for b in dt.frontier(blocks[x])} == want
    # Children are consistent with idom.
    for b in dom:
        for c in dt.children(blocks[b]):
            assert dt.idom(c) is blocks[b]


def test_dominators_deep_chain_no_recursion() -> None:
    _, f = _function("chain")
    blocks = [_block(f, f"b{i}") for i in range(20000)]
    for i, b in enumerate(blocks[:-1]):
        b.append(BranchInst(ConstantInt(I1, 1), blocks[i + 1], blocks[-1]))
    blocks[-1].append(ReturnInst())
    dt = DominatorTree(f)
    assert dt.idom(blocks[-1]) is blocks[0]
    assert dt.idom(blocks[12345]) is blocks[12344]
    assert dt.dominates(blocks[3], blocks[19998])
    assert len(list(dt.preorder())) == 20000
