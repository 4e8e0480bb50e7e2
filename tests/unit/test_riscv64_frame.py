"""RISC-V 64 frame lowering (codegen/prologue.py + targets/riscv64/frame.py) on
hand-built machine functions: layout facts, and execution of the lowered code under
Unicorn (encoded with targets/riscv64/encoder.py) so that prologue, epilogue, saved
registers and frame-index offsets are checked by what the machine computes."""
from __future__ import annotations

import pytest

from pyllc.codegen.mir import FrameIndex, MachineFunction, MachineInstr, Sym
from pyllc.codegen.prologue import compute_layout, insert_prologue_epilogue
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64 import relocs
from pyllc.targets.riscv64.encoder import encode
from pyllc.targets.riscv64.registers import BY_NAME
from pyllc.targets.riscv64.target import TARGET

R = BY_NAME
CODE, STACK_TOP, STOP = 0x10000, 0x800000, 0x20000


def mi(name: str, *ops) -> MachineInstr:
    return MachineInstr(I.INSTRS[name], [R[o] if isinstance(o, str) else o for o in ops])


def function(name: str, body: list[MachineInstr]) -> MachineFunction:
    mf = MachineFunction(name, TARGET)
    b = mf.new_block("entry")
    for m in body:
        b.append(m)
    return mf


def texts(mf: MachineFunction) -> list[str]:
    from pyllc.mc.asm_printer import InstrPrinter
    p = InstrPrinter(lambda n: n, TARGET.mc.format_sym)
    return [p.text(m) for b in mf.blocks for m in b.instrs]


def link(funcs: list[MachineFunction]) -> tuple[bytes, dict[str, int]]:
    """Encode functions back to back at CODE, resolving branches and calls."""
    addrs: dict[str, int] = {}
    blocks: dict[int, int] = {}
    pc = CODE
    for mf in funcs:
        addrs[mf.name] = pc
        for b in mf.blocks:
            blocks[id(b)] = pc
            pc += sum(m.instr.size for m in b.instrs)
    code = bytearray()
    for mf in funcs:
        for b in mf.blocks:
            for m in b.instrs:
                at = CODE + len(code)
                data, fixups = encode(m, at, lambda blk: blocks[id(blk)])
                data = bytearray(data)
                for off, rtype, sym in fixups:
                    relocs.apply(rtype, data, off, addrs[sym.name], sym.offset, at + off)
                code += data
    return bytes(code), addrs


def run(funcs: list[MachineFunction], regs: dict[str, int],
        mem: dict[int, int] | None = None) -> dict[str, int]:
    """Call funcs[0] with `regs` (and 64-bit words `mem`); returns the registers after
    it returned."""
    from unicorn import Uc
    from unicorn import riscv_const as rv
    emu = TARGET.emulator
    uc = Uc(emu["arch"], emu["mode"])
    emu["init"](uc)
    code, addrs = link(funcs)
    uc.mem_map(CODE, 0x10000)
    uc.mem_map(STOP, 0x1000)
    uc.mem_map(STACK_TOP - 0x200000, 0x200000)
    uc.mem_write(CODE, code)
    names = ("ra", "sp", "s0", "s1", "a0", "a1", "a2", "t0", "fs0")
    ids = {n: getattr(rv, f"UC_RISCV_REG_{n.upper()}") for n in names}
    uc.reg_write(ids["sp"], STACK_TOP - 0x1000)
    uc.reg_write(ids["ra"], STOP)
    for n, v in regs.items():
        uc.reg_write(ids[n], v)
    for addr, v in (mem or {}).items():
        uc.mem_write(addr, v.to_bytes(8, "little"))
    uc.emu_start(addrs[funcs[0].name], STOP, count=100000)
    assert uc.reg_read(rv.UC_RISCV_REG_PC) == STOP
    return {n: uc.reg_read(ids[n]) for n in names}


def doubler() -> MachineFunction:
    """g(a0) = 2*a0, clobbering caller-saved t0 and a1."""
    mf = function("g", [mi("ADD", "a0", "a0", "a0"), mi("ADDI", "t0", "zero", -1),
                        mi("ADDI", "a1", "zero", -1), mi("PseudoRET")])
    insert_prologue_epilogue(mf, TARGET)
    return mf


# --------------------------------------------------------------------------- layout facts

def test_leaf_without_frame_has_no_prologue() -> None:
    mf = function("f", [mi("ADD", "a0", "a0", "a1"), mi("PseudoRET")])
    lay = insert_prologue_epilogue(mf, TARGET)
    assert lay.stack_size == 0
    assert texts(mf) == ["add a0, a0, a1", "ret"]


def test_small_frame_with_call_and_locals() -> None:
    mf = function("f", [])
    fi = mf.frame.create(8, 8)
    mf.frame.has_calls = True
    b = mf.blocks[0]
    for m in (mi("SD", "a0", FrameIndex(fi), 0), mi("PseudoCALL", Sym("g")),
              mi("LD", "a1", FrameIndex(fi), 0), mi("ADD", "a0", "a0", "a1"), mi("PseudoRET")):
        b.append(m)
    lay = insert_prologue_epilogue(mf, TARGET)
    assert lay.stack_size == 16 and mf.frame.stack_size == 16
    assert texts(mf) == ["addi sp, sp, -16", "sd ra, 8(sp)", "sd a0, 0(sp)", "call g",
                         "ld a1, 0(sp)", "add a0, a0, a1", "ld ra, 8(sp)", "addi sp, sp, 16",
                         "ret"]
    assert mf.frame.objects[fi].offset == -16          # relative to the incoming sp


def test_outgoing_area_at_sp_and_alignment() -> None:
    mf = function("f", [mi("PseudoRET")])
    mf.frame.max_call_frame = 24
    mf.frame.has_calls = True
    a = mf.frame.create(1, 1)
    c = mf.frame.create(16, 16)
    lay = compute_layout(mf, TARGET)
    assert lay.stack_size % 16 == 0
    assert lay.sp_offsets[c] >= 24 and lay.sp_offsets[c] % 16 == 0
    assert lay.sp_offsets[a] >= 24
    ra_slot = dict((r.asm, off) for r, off in lay.saved)["ra"]
    assert ra_slot == -8                                # right below the CFA


def test_vararg_area_sits_below_the_cfa() -> None:
    mf = function("f", [])
    va = mf.frame.create_fixed(8 * 6, -8 * 6)          # a2..a7 saved by the argument lowering
    mf.frame.vararg_save_area = va
    local = mf.frame.create(8, 8)
    b = mf.blocks[0]
    b.append(mi("SD", "a2", FrameIndex(va), 0))
    b.append(mi("SD", "a7", FrameIndex(va, 40), 0))
    b.append(mi("ADDI", "a0", FrameIndex(va), 0))
    b.append(mi("SD", "a0", FrameIndex(local), 0))
    b.append(mi("PseudoRET"))
    lay = insert_prologue_epilogue(mf, TARGET)
    n = lay.stack_size
    assert n == 64
    t = texts(mf)
    assert t[0] == "addi sp, sp, -64"
    assert t[1:4] == ["sd a2, 16(sp)", "sd a7, 56(sp)", "addi a0, sp, 16"]
    assert mf.frame.objects[local].offset < -48


def test_frame_index_in_a_register_operand_goes_through_t6() -> None:
    mf = function("f", [])
    x = mf.frame.create(8, 8)
    b = mf.blocks[0]
    b.append(mi("SD", FrameIndex(x), FrameIndex(x), 0))     # *x = &x
    b.append(mi("PseudoRET"))
    insert_prologue_epilogue(mf, TARGET)
    assert texts(mf)[1:3] == ["addi t6, sp, 0", "sd t6, 0(sp)"]


def test_call_frame_pseudos_are_deleted_with_a_reserved_frame() -> None:
    mf = function("f", [mi("PseudoADJCALLSTACKDOWN", 16), mi("SD", "a0", "sp", 0),
                        mi("PseudoCALL", Sym("g")), mi("PseudoADJCALLSTACKUP", 16),
                        mi("PseudoRET")])
    mf.frame.max_call_frame = 16
    lay = insert_prologue_epilogue(mf, TARGET)
    assert lay.stack_size == 32
    assert "PseudoADJCALLSTACKDOWN" not in [m.instr.name for m in mf.blocks[0].instrs]
    assert texts(mf)[:3] == ["addi sp, sp, -32", "sd ra, 24(sp)", "sd a0, 0(sp)"]


def test_realigned_frame_uses_fp_for_incoming_arguments() -> None:
    mf = function("f", [])
    big = mf.frame.create(64, 64)
    arg = mf.frame.create_fixed(8, 0)
    b = mf.blocks[0]
    b.append(mi("LD", "a1", FrameIndex(arg), 0))
    b.append(mi("ADDI", "a0", FrameIndex(big), 0))
    b.append(mi("PseudoRET"))
    lay = insert_prologue_epilogue(mf, TARGET)
    t = texts(mf)
    assert lay.realign == 64 and lay.uses_fp
    assert "andi sp, sp, -64" in t
    assert "ld a1, 0(s0)" in t
    assert t[-4:] == [f"addi sp, s0, -{lay.stack_size}", f"ld s0, {lay.stack_size - 8}(sp)",
                      f"addi sp, sp, {lay.stack_size}", "ret"]


# --------------------------------------------------------------------------- execution

def test_run_call_locals_and_callee_saved() -> None:
    """f(x) = g(x) + x + (x+1), with x kept in a local and x+1 in callee-saved s1/fs0."""
    mf = function("f", [])
    fi = mf.frame.create(8, 8)
    mf.frame.has_calls = True
    mf.frame.callee_saved_used = [R["s1"], R["fs0"]]
    b = mf.blocks[0]
    for m in (mi("SD", "a0", FrameIndex(fi), 0), mi("ADDI", "s1", "a0", 1),
              mi("FMV_D_X", "fs0", "zero"),
              mi("PseudoCALL", Sym("g")),
              mi("LD", "t0", FrameIndex(fi), 0), mi("ADD", "a0", "a0", "t0"),
              mi("ADD", "a0", "a0", "s1"), mi("PseudoRET")):
        b.append(m)
    insert_prologue_epilogue(mf, TARGET)
    out = run([mf, doubler()], {"a0": 10, "s1": 0x1234, "fs0": 0x5678})
    assert out["a0"] == 41
    assert out["s1"] == 0x1234 and out["fs0"] == 0x5678
    assert out["sp"] == STACK_TOP - 0x1000


@pytest.mark.parametrize("size", [2000, 2016, 2032, 2040, 2048, 2056, 5000, 70000, 1 << 20])
def test_run_large_frames(size: int) -> None:
    """Frames beyond the 12-bit offsets: the prologue splits the sp adjustment and far
    frame indexes go through t6; the values must come back from the right slots."""
    mf = function("f", [])
    near = mf.frame.create(8, 8)
    big = mf.frame.create(size, 8)
    far = mf.frame.create(8, 8)
    mf.frame.has_calls = True
    mf.frame.callee_saved_used = [R["s1"]]
    b = mf.blocks[0]
    for m in (mi("SD", "a0", FrameIndex(far), 0), mi("SD", "a1", FrameIndex(near), 0),
              mi("SD", "a0", FrameIndex(big, size - 8), 0), mi("ADDI", "s1", "zero", 3),
              mi("PseudoCALL", Sym("g")),                  # a0 = 2*a0; t0, a1 clobbered
              mi("LD", "t0", FrameIndex(far), 0), mi("ADD", "a0", "a0", "t0"),
              mi("LD", "t0", FrameIndex(near), 0), mi("ADD", "a0", "a0", "t0"),
              mi("LD", "t0", FrameIndex(big, size - 8), 0), mi("ADD", "a0", "a0", "t0"),
              mi("ADDI", "t0", FrameIndex(far), 0), mi("LD", "t0", "t0", 0),
              mi("ADD", "a0", "a0", "t0"), mi("ADD", "a0", "a0", "s1"), mi("PseudoRET")):
        b.append(m)
    lay = insert_prologue_epilogue(mf, TARGET)
    assert lay.stack_size >= size + 32 and lay.stack_size % 16 == 0
    out = run([mf, doubler()], {"a0": 100, "a1": 7, "s1": 99})
    assert out["a0"] == 200 + 100 + 7 + 100 + 100 + 3
    assert out["s1"] == 99 and out["sp"] == STACK_TOP - 0x1000


def test_run_dynamic_alloca_addresses_locals_from_s0() -> None:
    """sp moves by a run-time amount; locals, the outgoing argument (below the alloca'd
    block: the call-frame pseudos move sp) and the return path must not care."""
    callee = function("h", [mi("LD", "a1", "sp", 0), mi("ADD", "a0", "a1", "a1"),
                            mi("ADDI", "t0", "zero", -1), mi("PseudoRET")])
    insert_prologue_epilogue(callee, TARGET)
    mf = function("f", [])
    mf.frame.has_dynamic_alloca = True
    mf.frame.has_calls = True
    mf.frame.max_call_frame = 8
    mf.frame.callee_saved_used = [R["s1"]]
    loc = mf.frame.create(8, 8)
    b = mf.blocks[0]
    for m in (mi("SD", "a0", FrameIndex(loc), 0),
              mi("SUB", "sp", "sp", "a1"),                 # alloca(a1)
              mi("MV", "s1", "sp"), mi("SD", "a0", "s1", 0),
              mi("PseudoADJCALLSTACKDOWN", 8),
              mi("SD", "a0", "sp", 0),                     # the stack argument
              mi("PseudoCALL", Sym("h")),
              mi("PseudoADJCALLSTACKUP", 0),
              mi("LD", "t0", "s1", 0), mi("ADD", "a0", "a0", "t0"),
              mi("LD", "t0", FrameIndex(loc), 0), mi("ADD", "a0", "a0", "t0"),
              mi("PseudoRET")):
        b.append(m)
    lay = insert_prologue_epilogue(mf, TARGET)
    assert lay.uses_fp and not lay.reserved_call_frame
    t = texts(mf)
    assert "addi s0, sp, 32" in t
    assert t.count("addi sp, sp, -16") == 1 and t.count("addi sp, sp, 16") == 1
    for alloca in (16, 4096):
        out = run([mf, callee], {"a0": 5, "a1": alloca, "s0": 0xABC, "s1": 0xDEF})
        assert out["a0"] == 20
        assert out["s0"] == 0xABC and out["s1"] == 0xDEF
        assert out["sp"] == STACK_TOP - 0x1000


def test_dynamic_alloca_with_stack_arguments_needs_call_frame_pseudos() -> None:
    from pyllc.diagnostics import UnsupportedError
    mf = function("f", [mi("SD", "a0", "sp", 0), mi("PseudoCALL", Sym("h")), mi("PseudoRET")])
    mf.frame.has_dynamic_alloca = True
    mf.frame.max_call_frame = 8
    with pytest.raises(UnsupportedError, match="ADJCALLSTACK"):
        insert_prologue_epilogue(mf, TARGET)


def test_run_realigned_local() -> None:
    mf = function("f", [])
    big = mf.frame.create(64, 64)
    b = mf.blocks[0]
    for m in (mi("ADDI", "a1", FrameIndex(big), 0), mi("ANDI", "a0", "a1", 63),
              mi("SD", "a0", FrameIndex(big, 8), 0), mi("LD", "a0", FrameIndex(big, 8), 0),
              mi("PseudoRET")):
        b.append(m)
    insert_prologue_epilogue(mf, TARGET)
    for sp_bias in (0, 16, 32, 48):
        sp = STACK_TOP - 0x1000 - sp_bias
        out = run([mf], {"a0": 1, "sp": sp})
        assert out["a0"] == 0 and out["sp"] == sp


# --------------------------------------------------------------------------- isel pseudos

@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("start, expect", [(7, 2 * 99), (8, 2 * 8)])
def test_run_cmpxchg_and_select_expansions(opt: int, start: int, expect: int) -> None:
    """f(p, cmp=7, new=99): old = cmpxchg(p, cmp, new); r = old == cmp ? new : old;
    return r + *p. The pseudos are expanded on virtual registers (expand_isel_pseudos),
    then allocated, frame-lowered, encoded and run."""
    from pyllc.codegen.records import COPY
    from pyllc.regalloc import allocate
    from pyllc.targets.riscv64.registers import GPR
    mf = MachineFunction("f", TARGET)
    b = mf.new_block("entry")
    b.live_in = [R["a0"], R["a1"], R["a2"]]
    p, c, n, old, x, eq, r, m, res = (mf.new_vreg(GPR) for _ in range(9))
    for m_ in (MachineInstr(COPY, [p, R["a0"]]), MachineInstr(COPY, [c, R["a1"]]),
               MachineInstr(COPY, [n, R["a2"]]),
               MachineInstr(I.PseudoCmpXchg64, [old, p, c, n]),
               MachineInstr(I.XOR, [x, old, c]), MachineInstr(I.SEQZ, [eq, x]),
               MachineInstr(I.PseudoSELECT_GPR, [r, eq, n, old]),
               MachineInstr(I.LD, [m, p, 0]), MachineInstr(I.ADD, [res, r, m]),
               MachineInstr(COPY, [R["a0"], res]),
               MachineInstr(I.PseudoRET, [], implicit_uses=(R["a0"],))):
        b.append(m_)
    TARGET.instr_info.expand_isel_pseudos(mf)
    assert [blk.name for blk in mf.blocks] == [
        "entry", "entry.cmpxchg.loop", "entry.cmpxchg.sc", "entry.cmpxchg.done",
        "entry.cmpxchg.done.select.false", "entry.cmpxchg.done.select.tail"]
    assert mf.blocks[2].succs == [mf.blocks[1], mf.blocks[3]]
    allocate(mf, TARGET, opt, verify=True)
    insert_prologue_epilogue(mf, TARGET)
    cell = STACK_TOP - 0x800
    out = run([mf], {"a0": cell, "a1": 7, "a2": 99}, {cell: start})
    assert out["a0"] == expect


# --------------------------------------------------------------------------- target wiring

def test_features_and_actions() -> None:
    from pyllc.codegen.opcodes import Op
    from pyllc.codegen.records import LEGAL, LibCall
    from pyllc.targets.riscv64.target import with_features
    assert TARGET.features == frozenset({"m", "a", "f", "d", "c"})
    assert TARGET.action(Op.MUL, "i64") == LEGAL
    no_m = TARGET.with_features("-m")
    assert no_m.action(Op.MUL, "i64") == LibCall("__muldi3")
    assert no_m.action(Op.UREM, "i64") == LibCall("__umoddi3")
    # a function's "target-features" cannot undo the command line's -mattr (llc appends it)
    per_fn = no_m.with_features("+a,+c,+d,+f,+m,+relax,-save-restore")
    assert "m" not in per_fn.features and "d" in per_fn.features
    assert with_features("+zbb").action(Op.CTPOP, "i64") == LEGAL
    assert TARGET.action("setcc:oeq", "f64") == LEGAL
    assert TARGET.action("setcc:ueq", "f64") != LEGAL
    assert TARGET.action(Op.FREM, "f32") == LibCall("fmodf")
    assert "f64" not in with_features("-d").vt_class


def test_copy_phys_and_slots() -> None:
    from pyllc.targets.riscv64.registers import FPR32, GPR
    cp = TARGET.instr_info.copy_phys
    assert [m.instr.name for m in cp(R["a0"], R["a1"])] == ["MV"]
    assert [m.instr.name for m in cp(R["fa0"], R["fs1"])] == ["FMV_D"]
    assert [m.instr.name for m in cp(R["fa0"], R["a1"])] == ["FMV_D_X"]
    assert [m.instr.name for m in cp(R["a0"], R["fa1"])] == ["FMV_X_D"]
    mf = MachineFunction("f", TARGET)
    st = TARGET.instr_info.store_to_slot(mf, R["fa0"], 3, FPR32)
    ld = TARGET.instr_info.load_from_slot(mf, R["a0"], 3, GPR)
    assert [m.instr.name for m in st + ld] == ["FSW", "LD"]
    assert isinstance(st[0].ops[1], FrameIndex) and st[0].ops[2] == 0


def test_format_sym() -> None:
    fs = TARGET.mc.format_sym
    assert fs(Sym("x", 8, "hi")) == "%hi(x+8)"
    assert fs(Sym("x", -4, "lo")) == "%lo(x-4)"
    assert fs(Sym("x", 0, "pcrel_hi")) == "%pcrel_hi(x)"
    assert fs(Sym(".Lpcrel_hi3", 0, "pcrel_lo")) == "%pcrel_lo(.Lpcrel_hi3)"
    assert fs(Sym("printf")) == "printf"


def _assign(vts: list[str], variadic_from: int | None = None) -> list:
    from pyllc.isel.calls import CCState, assign
    state = CCState(TARGET, variadic_from is not None)
    out = []
    for i, vt in enumerate(vts):
        var = variadic_from is not None and i >= variadic_from
        for p in assign(state, TARGET.callconv.args, vt, {}, var, i):
            out.append(p.reg.asm if p.reg is not None else f"stack+{p.stack}")
    return out


def test_lp64d_argument_rules() -> None:
    assert _assign(["i32", "f64", "i64", "f32"]) == ["a0", "fa0", "a1", "fa1"]
    # nine named doubles: the ninth goes to a GPR (LP64D), then the stack
    assert _assign(["f64"] * 9 + ["i64"] * 8)[8:10] == ["a0", "a1"]
    assert _assign(["i64"] * 8 + ["f64"] * 9 + ["i64"])[-3:] == ["fa7", "stack+0", "stack+8"]
    # variadic doubles use the integer convention
    assert _assign(["i64", "f64"], variadic_from=1) == ["a0", "a1"]
    # i128: a pair; variadic i128 starts at an even register; a7 + stack when one is left
    assert _assign(["i64", "i128"]) == ["a0", "a1", "a2"]
    assert _assign(["i64", "i128"], variadic_from=1) == ["a0", "a2", "a3"]
    assert _assign(["i64"] * 7 + ["i128"])[-2:] == ["a7", "stack+0"]
