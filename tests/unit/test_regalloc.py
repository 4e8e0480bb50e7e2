"""The allocator on a toy target (STYLE.md E.5): random programs are run by a tiny MIR
interpreter before and after allocation and must compute the same results."""
from __future__ import annotations

import random

import pytest
from toy_target import ToyInstrInfo, toy_target

from pyllc.codegen.mir import MachineFunction, MachineInstr, VReg
from pyllc.codegen.records import COPY, LABEL, CallingConv, Instr, Opnd, Reg, RegClass, SImm
from pyllc.codegen.target import Target
from pyllc.regalloc import allocate
from pyllc.regalloc.linear_scan import allocate_linear_scan
from pyllc.regalloc.liveness import Liveness
from pyllc.regalloc.verify import verify_allocation

R = tuple(Reg(f"r{i}", i) for i in range(8))
GPR = RegClass("GPR", R, R[:6], ("i64",), 64, 8, 8)   # r6, r7 reserved (sp, scratch)
LI = Instr("LI", "li $rd, $imm", (Opnd("rd", GPR, True), Opnd("imm", SImm(32))))
ADD = Instr("ADD", "add $rd, $a, $b", (Opnd("rd", GPR, True), Opnd("a", GPR), Opnd("b", GPR)))
MUL = Instr("MUL", "mul $rd, $a, $b", (Opnd("rd", GPR, True), Opnd("a", GPR), Opnd("b", GPR)))
MV = Instr("MV", "mv $rd, $a", (Opnd("rd", GPR, True), Opnd("a", GPR)), flags=frozenset({"move"}))
OUT = Instr("OUT", "out $a", (Opnd("a", GPR),), flags=frozenset({"side_effects"}))
CALL = Instr("CALL", "call", (), flags=frozenset({"call"}), implicit_defs=(R[0], R[1], R[2]))
ST = Instr("ST", "st $a, $fi", (Opnd("a", GPR), Opnd("fi", SImm(12))), flags=frozenset({"store"}))
LD = Instr("LD", "ld $rd, $fi", (Opnd("rd", GPR, True), Opnd("fi", SImm(12))), flags=frozenset({"load"}))
BNEZ = Instr("BNEZ", "bnez $a, $bb", (Opnd("a", GPR), Opnd("bb", LABEL)),
             flags=frozenset({"terminator", "branch"}))
J = Instr("J", "j $bb", (Opnd("bb", LABEL),), flags=frozenset({"terminator", "branch"}))


def _target() -> Target:
    cc = CallingConv("toy", (), (), callee_saved=(R[3], R[4], R[5]), stack_align=16)
    return toy_target("toy", pointer_vt="i64", registers=R, reg_classes={"GPR": GPR},
                      vt_class={"i64": GPR}, callconv=cc, stack_pointer=R[6],
                      reserved=frozenset({R[6]}), scratch=(R[7],),
                      instr_info=ToyInstrInfo(MV, ST, LD))


def _run(mf: MachineFunction, regs_of=lambda op: op) -> list[int]:
    """Interpret MIR; registers are keyed by VReg id or Reg name; calls clobber r0-r2."""
    env: dict = {}
    mem: dict = {}
    out: list[int] = []
    key = lambda op: ("v", op.id) if isinstance(op, VReg) else ("r", op.name)
    b = mf.blocks[0]
    steps = 0
    while True:
        nxt = None
        for mi in b.instrs:
            steps += 1
            assert steps < 100000
            n, ops = mi.instr.name, mi.ops
            if n == "LI":
                env[key(ops[0])] = ops[1]
            elif n in ("ADD", "MUL"):
                a, c = env[key(ops[1])], env[key(ops[2])]
                env[key(ops[0])] = (a + c if n == "ADD" else a * c) & 0xFFFFFFFF
            elif n in ("MV", "COPY"):
                env[key(ops[0])] = env[key(ops[1])]
            elif n == "OUT":
                out.append(env[key(ops[0])])
            elif n == "CALL":
                for r in R[:3]:
                    env[("r", r.name)] = 0xDEAD
            elif n == "ST":
                mem[ops[1].index] = env[key(ops[0])]
            elif n == "LD":
                env[key(ops[0])] = mem[ops[1].index]
            elif n == "BNEZ":
                if env[key(ops[0])] != 0:
                    nxt = ops[1]
                    break
            elif n == "J":
                nxt = ops[0]
                break
        if nxt is None:
            return out
        b = nxt


def _random_function(rng: random.Random, nvals: int) -> MachineFunction:
    """A loop whose body computes many values kept live across calls, then prints them."""
    mf = MachineFunction("f", _target())
    entry, body, done = mf.new_block("entry"), mf.new_block("body"), mf.new_block("done")
    entry.add_succ(body)
    body.add_succ(body)
    body.add_succ(done)
    vals = []
    for _ in range(nvals):
        v = mf.new_vreg(GPR)
        entry.append(MachineInstr(LI, [v, rng.randrange(1, 1000)]))
        vals.append(v)
    counter = mf.new_vreg(GPR)
    entry.append(MachineInstr(LI, [counter, 3]))
    entry.append(MachineInstr(J, [body]))
    acc = vals[0]
    for _ in range(nvals * 2):
        a, c = rng.choice(vals), rng.choice(vals)
        v = mf.new_vreg(GPR)
        body.append(MachineInstr(rng.choice([ADD, MUL]), [v, a, c]))
        if rng.random() < 0.2:
            body.append(MachineInstr(CALL, []))
        vals.append(v)
        acc = v
    body.append(MachineInstr(OUT, [acc]))
    minus1 = mf.new_vreg(GPR)
    body.append(MachineInstr(LI, [minus1, 0xFFFFFFFF]))
    nc = mf.new_vreg(GPR)
    body.append(MachineInstr(ADD, [nc, counter, minus1]))
    body.append(MachineInstr(COPY, [counter, nc]))
    body.append(MachineInstr(BNEZ, [counter, body]))
    body.append(MachineInstr(J, [done]))
    for v in vals[: nvals]:
        done.append(MachineInstr(OUT, [v]))
    return mf


@pytest.mark.parametrize("seed", range(40))
def test_random_programs_keep_their_meaning(seed: int) -> None:
    rng = random.Random(seed)
    mf = _random_function(rng, rng.randrange(2, 14))
    want = _run(mf)
    target = mf.target
    regs = allocate_linear_scan(mf, target)
    verify_allocation(mf, Liveness(mf), regs)
    allocate(mf, target)   # second call: nothing left to allocate, COPYs lowered
    for b in mf.blocks:
        for mi in b.instrs:
            assert not any(isinstance(o, VReg) for o in mi.ops), mi
            assert mi.instr.name != "COPY" or mi.ops[0] is not mi.ops[1]
    assert _run(mf) == want


def test_values_across_calls_get_callee_saved_registers() -> None:
    mf = MachineFunction("g", _target())
    b = mf.new_block("entry")
    v = mf.new_vreg(GPR)
    b.append(MachineInstr(LI, [v, 7]))
    b.append(MachineInstr(CALL, []))
    b.append(MachineInstr(OUT, [v]))
    allocate(mf, mf.target, verify=True)
    assert b.instrs[0].ops[0] in (R[3], R[4], R[5])
    assert mf.frame.callee_saved_used == [b.instrs[0].ops[0]]


@pytest.mark.parametrize("seed", range(40))
def test_fast_allocator_keeps_meaning(seed: int) -> None:
    from pyllc.regalloc.fast import allocate_fast
    rng = random.Random(seed)
    mf = _random_function(rng, rng.randrange(2, 14))
    want = _run(mf)
    allocate_fast(mf, mf.target)
    for b in mf.blocks:
        for mi in b.instrs:
            assert not any(isinstance(o, VReg) for o in mi.ops), mi
    assert _run(mf) == want


# An instruction like inline asm `=&r` with a clobber: `rd` and r2 are written before
# `a` and `b` are read, and `d2` is tied to `c` (clang's `+r`).
EC = Instr("EC", "ec $rd, $a, $b", (Opnd("rd", GPR, True), Opnd("clob", GPR, True),
                                    Opnd("d2", GPR, True), Opnd("a", GPR), Opnd("b", GPR),
                                    Opnd("c", GPR)),
           flags=frozenset({"side_effects"}), tied=(("d2", "c"),),
           early_clobber=("rd", "clob"))


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("live_after", [False, True])
def test_early_clobber_defs_never_share_an_input_register(opt: int, live_after: bool) -> None:
    mf = MachineFunction("e", _target())
    b = mf.new_block("entry")
    a, c, t, d, e = (mf.new_vreg(GPR) for _ in range(5))
    b.append(MachineInstr(LI, [a, 1]))
    b.append(MachineInstr(LI, [c, 2]))
    b.append(MachineInstr(LI, [t, 3]))
    b.append(MachineInstr(EC, [d, R[2], e, a, c, t]))
    b.append(MachineInstr(OUT, [d]))
    b.append(MachineInstr(OUT, [e]))
    if live_after:
        b.append(MachineInstr(OUT, [a]))
    allocate(mf, mf.target, opt_level=opt, verify=True)
    mi = next(mi for mi in b.instrs if mi.instr is EC)
    rd, _, d2, ra, rb, rc = mi.ops
    assert rd not in (ra, rb, R[2]) and R[2] not in (ra, rb, rc)
    assert d2 is rc                      # the tie holds after allocation
