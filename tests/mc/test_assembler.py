"""The in-memory assembler: hand-built RISC-V machine functions through the table encoder
(bytes, symbols, relocations, local labels), cross-checked against GNU `as` on the text
the asm printer writes for the same functions; data objects; and the Keystone path on a
toy x86-64 target (relaxation of short/near jumps, fixups from the target hook)."""
from __future__ import annotations

import io
import os
import shutil
import subprocess

import pytest
from toy_target import toy_relocations, toy_target

from pyllc.codegen.mir import MachineFunction, MachineInstr, Sym
from pyllc.codegen.records import LABEL, SYMBOL, CallingConv, Instr, Opnd, Reg, RegClass, SImm
from pyllc.codegen.target import Target
from pyllc.emu import run_program
from pyllc.ir.constants import ConstantDataString, ConstantInt
from pyllc.ir.datalayout import DataLayout
from pyllc.ir.globals import Function, GlobalVariable
from pyllc.ir.module import Module
from pyllc.ir.types import I8, I64, VOID, ArrayType, FunctionType
from pyllc.mc.asm_printer import print_assembly
from pyllc.mc.assembler import assemble_module
from pyllc.mc.keystone import KeystoneEncoder  # noqa: E402
from pyllc.mc.objfile import ObjectFile
from pyllc.targets import get_target
from pyllc.targets.riscv64 import encoder as rv_encoder  # noqa: E402
from pyllc.targets.riscv64 import instrs as rv  # noqa: E402
from pyllc.targets.riscv64.registers import X  # noqa: E402
from pyllc.tools.compile import compile_ll, to_object

ZERO, RA, A0, A1 = X[0], X[1], X[10], X[11]
RV64_DL = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
RV_INFO = {"data_directives": {1: ".byte", 2: ".half", 4: ".word", 8: ".quad"},
           "nop": (0x13).to_bytes(4, "little")}
RV_DATA_RELOCS = {8: "R_RISCV_64", 4: "R_RISCV_32"}


class ToyKeystone(KeystoneEncoder):
    """The shared Keystone mechanics with a test's own fixup rule."""

    def __init__(self, arch: str, modes: tuple[str, ...], syntax: str | None, fixups) -> None:
        super().__init__(arch, modes, syntax)
        self._fixups = fixups

    def fixups_for(self, mi, sym, code):
        return self._fixups(mi, sym, code)


def mc_target(name: str, asm_info: dict, encoder=None, big_endian: bool = False,
              data_relocs: dict | None = None) -> Target:
    r0 = Reg("r0", 0, "r0")
    cls = RegClass("GPR", (r0,), (r0,), ("i64",), 64, 8, 8)
    return toy_target(name, big_endian=big_endian, pointer_vt="i64", registers=(r0,),
                      reg_classes={"GPR": cls}, vt_class={"i64": cls},
                      callconv=CallingConv("toy", (), (), (), 16), stack_pointer=r0,
                      asm_info=asm_info, encoder=encoder,
                      relocations=toy_relocations(name, data_relocs))


def rv_target() -> Target:
    return mc_target("riscv64", RV_INFO, encoder=rv_encoder.ENCODER, data_relocs=RV_DATA_RELOCS)


def mi(instr, *ops) -> MachineInstr:
    return MachineInstr(instr, list(ops))


def rv_module() -> Module:
    m = Module("m")
    m.datalayout = DataLayout.parse(RV64_DL)
    s = ArrayType.get(4, I8)
    g = GlobalVariable(".str", s, ConstantDataString(s, b"abc\0"), is_constant=True)
    g.linkage, g.unnamed_addr = "private", "unnamed_addr"
    m.add_global(g)
    c = GlobalVariable("counter", I64, ConstantInt(I64, 3))
    m.add_global(c)
    table = ArrayType.get(2, I64)
    from pyllc.ir.constants import ConstantArray, ConstantExpr
    t = GlobalVariable("fnptrs", table, ConstantArray(table, [
        ConstantExpr(I64, "ptrtoint", [c]), ConstantInt(I64, 0)]))
    m.add_global(t)
    for name in ("add", "loop", "caller", "switchy"):
        f = Function(name, FunctionType.get(VOID, ()))
        m.add_global(f)
    m.add_global(Function("puts", FunctionType.get(VOID, ())))
    return m


def rv_functions(m: Module) -> list[MachineFunction]:
    t = rv_target()
    fns = []
    # add: a0 = a0 + a1; ret
    mf = MachineFunction("add", t, m.get_function("add"))
    b = mf.new_block("entry")
    b.append(mi(rv.ADD, A0, A0, A1))
    b.append(mi(rv.PseudoRET))
    fns.append(mf)
    # loop: count a0 down to zero (a forward and a backward branch)
    mf = MachineFunction("loop", t, m.get_function("loop"))
    entry, head, body, done = (mf.new_block(n) for n in ("entry", "head", "body", "done"))
    entry.append(mi(rv.ADDI, A1, ZERO, 0))
    head.append(mi(rv.BEQ, A0, ZERO, done))
    body.append(mi(rv.ADDI, A0, A0, -1))
    body.append(mi(rv.ADDI, A1, A1, 1))
    body.append(mi(rv.PseudoBR, head))
    done.append(mi(rv.MV, A0, A1))
    done.append(mi(rv.PseudoRET))
    fns.append(mf)
    # caller: puts(.str); load counter through %hi/%lo; constant pool entry
    mf = MachineFunction("caller", t, m.get_function("caller"))
    mf.constants.append((".LCPI2_0", (1234567890123).to_bytes(8, "little"), 8))
    b = mf.new_block("entry")
    b.append(mi(rv.PseudoLA, A0, Sym(".str")))
    b.append(mi(rv.PseudoCALL, Sym("puts")))
    b.append(mi(rv.LUI, A0, Sym("counter", 0, "hi")))
    b.append(mi(rv.LD, A0, A0, Sym("counter", 0, "lo")))
    b.append(mi(rv.LUI, A1, Sym(".LCPI2_0", 0, "hi")))
    b.append(mi(rv.LD, A1, A1, Sym(".LCPI2_0", 0, "lo")))
    b.append(mi(rv.PseudoLA, A1, Sym("counter", 8)))
    b.append(mi(rv.PseudoTAIL, Sym("puts")))
    fns.append(mf)
    # switchy: an indirect jump through a jump table
    mf = MachineFunction("switchy", t, m.get_function("switchy"))
    entry, c0, c1 = mf.new_block("entry"), mf.new_block("c0"), mf.new_block("c1")
    entry.append(mi(rv.LUI, A1, Sym(".LJTI3_0", 0, "hi")))
    entry.append(mi(rv.ADDI, A1, A1, Sym(".LJTI3_0", 0, "lo")))
    entry.append(mi(rv.PseudoBRIND, A1))
    c0.append(mi(rv.ADDI, A0, ZERO, 10))
    c0.append(mi(rv.PseudoRET))
    c1.append(mi(rv.ADDI, A0, ZERO, 11))
    c1.append(mi(rv.PseudoRET))
    mf.jump_tables.append([c0, c1, c0])
    fns.append(mf)
    return fns


@pytest.fixture()
def rv_obj() -> ObjectFile:
    m = rv_module()
    obj = assemble_module(m, rv_functions(m), rv_target())
    obj.verify()
    return obj


def words(data: bytes) -> list[int]:
    return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data), 4)]


def test_rv_add_bytes_and_symbols(rv_obj: ObjectFile) -> None:
    add = rv_obj.symbols["add"]
    assert (add.section, add.offset, add.size, add.binding, add.kind) == (".text", 0, 8, "global", "func")
    assert words(rv_obj.sections[".text"].data[0:8]) == [0x00B50533, 0x00008067]


def test_rv_local_branches_resolved(rv_obj: ObjectFile) -> None:
    loop = rv_obj.symbols["loop"]
    code = rv_obj.sections[".text"].data[loop.offset:loop.offset + loop.size]
    # addi a1,zero,0 ; beq a0,zero,+16 ; addi a0,a0,-1 ; addi a1,a1,1 ; j -12 ; mv a0,a1 ; ret
    assert words(code) == [0x00000593, 0x00050863, 0xFFF50513, 0x00158593, 0xFF5FF06F,
                           0x00058513, 0x00008067]
    assert not [r for r in rv_obj.relocs if loop.offset <= r.offset < loop.offset + loop.size
                and r.section == ".text"]


def test_rv_symbol_relocations(rv_obj: ObjectFile) -> None:
    caller = rv_obj.symbols["caller"]
    base = caller.offset
    got = [(r.offset - base, r.type, r.symbol, r.addend) for r in rv_obj.relocs
           if r.section == ".text" and base <= r.offset < base + caller.size]
    assert got == [
        (0, "R_RISCV_PCREL_HI20", ".L.str", 0),
        (4, "R_RISCV_PCREL_LO12_I", ".Lpcrel_hi0", 0),
        (8, "R_RISCV_CALL_PLT", "puts", 0),
        (16, "R_RISCV_HI20", "counter", 0),
        (20, "R_RISCV_LO12_I", "counter", 0),
        (24, "R_RISCV_HI20", ".LCPI2_0", 0),
        (28, "R_RISCV_LO12_I", ".LCPI2_0", 0),
        (32, "R_RISCV_PCREL_HI20", "counter", 8),
        (36, "R_RISCV_PCREL_LO12_I", f".Lpcrel_hi{_anchor_after(rv_obj, base + 32)}", 0),
        (40, "R_RISCV_CALL_PLT", "puts", 0),
    ]
    anchor = rv_obj.symbols[".Lpcrel_hi0"]
    assert (anchor.section, anchor.offset, anchor.binding) == (".text", base, "local")
    assert rv_obj.symbols["puts"].section is None and rv_obj.symbols["puts"].binding == "global"
    s = rv_obj.symbols[".L.str"]
    assert (s.section, s.binding, s.kind) == (".rodata.str1.1", "local", "object")
    assert rv_obj.sections[".rodata.str1.1"].data == bytearray(b"abc\0")
    cp = rv_obj.symbols[".LCPI2_0"]
    assert cp.section == ".rodata.cst8" and cp.binding == "local"
    sec = rv_obj.sections[".rodata.cst8"]
    assert sec.data[cp.offset:cp.offset + 8] == (1234567890123).to_bytes(8, "little")


def _anchor_after(obj: ObjectFile, offset: int) -> int:
    for s in obj.symbols.values():
        if s.name.startswith(".Lpcrel_hi") and s.offset == offset:
            return int(s.name[len(".Lpcrel_hi"):])
    raise AssertionError(f"no anchor at {offset:#x}")


def test_rv_jump_table_and_data(rv_obj: ObjectFile) -> None:
    jt = rv_obj.symbols[".LJTI3_0"]
    assert jt.section == ".rodata"
    entries = [r for r in rv_obj.relocs if r.section == ".rodata"]
    assert [(r.offset - jt.offset, r.type, r.symbol) for r in entries] == [
        (0, "R_RISCV_64", ".LBB3_1"), (8, "R_RISCV_64", ".LBB3_2"), (16, "R_RISCV_64", ".LBB3_1")]
    sw = rv_obj.symbols["switchy"]
    assert rv_obj.symbols[".LBB3_1"].offset == sw.offset + 12
    assert rv_obj.symbols[".LBB3_2"].offset == sw.offset + 20
    # data: counter = 3, fnptrs = {&counter, 0}
    c = rv_obj.symbols["counter"]
    assert rv_obj.sections[".data"].data[c.offset:c.offset + 8] == (3).to_bytes(8, "little")
    f = rv_obj.symbols["fnptrs"]
    assert [(r.offset - f.offset, r.type, r.symbol) for r in rv_obj.relocs
            if r.section == ".data"] == [(0, "R_RISCV_64", "counter")]


def test_rv_functions_aligned_and_padded_with_nops(rv_obj: ObjectFile) -> None:
    text = rv_obj.sections[".text"]
    for name in ("add", "loop", "caller", "switchy"):
        assert rv_obj.symbols[name].offset % 4 == 0
    assert text.align == 4 and len(text.data) == text.size


AS = shutil.which("riscv64-linux-gnu-as")


@pytest.mark.skipif(AS is None, reason="riscv64-linux-gnu-as not installed")
def test_rv_matches_gnu_as(tmp_path) -> None:
    """Our printed .s assembled by GNU as (no compression, no relaxation) gives the same
    .text bytes and the same relocations (modulo the name of pcrel_lo anchors)."""
    from elftools.elf import elffile
    m = rv_module()
    fns = rv_functions(m)
    text = print_assembly(m, fns, rv_target())
    src = tmp_path / "f.s"
    src.write_text(text)
    out = tmp_path / "f.o"
    r = subprocess.run([AS, "-march=rv64g", "-mabi=lp64d", "-mno-relax", str(src), "-o", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr + text
    obj = assemble_module(m, fns, rv_target())
    with open(out, "rb") as f:
        elf = elffile.ELFFile(f)
        assert elf.get_section_by_name(".text").data() == bytes(obj.sections[".text"].data)
        symtab = elf.get_section_by_name(".symtab")
        theirs = []
        for rs in elf.iter_sections():
            if rs.name != ".rela.text":
                continue
            for rel in rs.iter_relocations():
                sym = symtab.get_symbol(rel.entry.r_info_sym)
                name = sym.name if sym.name else "<section>"
                theirs.append((rel.entry.r_offset, rel.entry.r_info_type, name))
    from pyllc.targets.riscv64.relocs import ELF_NUMBERS
    # GNU as keeps R_RISCV_BRANCH/JAL even for resolved local branches; we resolve them
    theirs = [t for t in theirs if t[1] not in (ELF_NUMBERS["R_RISCV_BRANCH"], ELF_NUMBERS["R_RISCV_JAL"])]
    ours = [(r.offset, ELF_NUMBERS[r.type], r.symbol) for r in obj.relocs if r.section == ".text"]
    assert len(theirs) == len(ours)
    for (o1, t1, s1), (o2, t2, s2) in zip(sorted(theirs), sorted(ours)):
        assert (o1, t1) == (o2, t2)
        if not s2.startswith(".L"):          # GNU as turns .L symbols into section symbols
            assert s1 == s2


# --------------------------------------------------------------------------- Keystone path

def x86_target():
    rax = Reg("rax", 0, "%rax", views=((32, "%eax"),))
    gr64 = RegClass("GR64", (rax,), (rax,), ("i64",), 64, 8, 8)
    gr32 = RegClass("GR32", (rax,), (rax,), ("i32",), 32, 4, 4)

    def fixups(mi, sym, code):
        if mi.instr.name == "CALL64pcrel32":
            return [(1, "R_X86_64_PLT32", sym.offset - 4)]
        if mi.instr.name == "MOV64ri":
            return [(2, "R_X86_64_64", sym.offset)]
        raise AssertionError(mi.instr.name)

    info = {"function_p2align": 4, "nop": b"\x90"}
    t = mc_target("x86_64", info, data_relocs={8: "R_X86_64_64"},
                  encoder=ToyKeystone("KS_ARCH_X86", ("KS_MODE_64",), "KS_OPT_SYNTAX_ATT", fixups))
    instrs = {
        "JMP": Instr("JMP_1", "jmp $dest", (Opnd("dest", LABEL),),
                     flags=frozenset({"terminator", "branch", "barrier"})),
        "JNE": Instr("JNE", "jne $dest", (Opnd("dest", LABEL),), flags=frozenset({"terminator"})),
        "NOP": Instr("NOOP", "nop", (), size=1),
        "RET": Instr("RET64", "retq", (), flags=frozenset({"terminator", "return"}), size=1),
        "CALL": Instr("CALL64pcrel32", "callq $sym", (Opnd("sym", SYMBOL),), size=5),
        "MOVri": Instr("MOV64ri", "movabsq $$$sym, $dst", (Opnd("dst", gr64, True), Opnd("sym", SYMBOL))),
        "ADDri": Instr("ADD32ri", "addl $$$imm, $dst", (Opnd("dst", gr32, True), Opnd("imm", SImm(32)))),
    }
    return t, instrs, rax


def test_keystone_relaxes_and_records_fixups() -> None:
    t, I, rax = x86_target()
    m = Module("m")
    m.datalayout = DataLayout.parse("e-m:e-i64:64-n8:16:32:64-S128")
    mf = MachineFunction("f", t)
    entry, far, near, end = (mf.new_block(n) for n in ("entry", "far", "near", "end"))
    entry.append(mi(I["JNE"], end))           # over 135 bytes: needs the rel32 form
    entry.append(mi(I["JMP"], near))          # over 120 bytes: fits rel8
    for _ in range(120):
        far.append(mi(I["NOP"]))
    near.append(mi(I["CALL"], Sym("g", 0)))
    near.append(mi(I["MOVri"], rax, Sym("h", 16)))
    end.append(mi(I["ADDri"], rax, 1))
    end.append(mi(I["RET"]))
    obj = assemble_module(m, [mf], t)
    obj.verify()
    code = bytes(obj.sections[".text"].data)
    near_at = 6 + 2 + 120
    end_at = near_at + 5 + 10
    assert code[:2] == b"\x0f\x85" and int.from_bytes(code[2:6], "little") == end_at - 6
    assert code[6:8] == bytes([0xEB, near_at - 8])
    assert code[8:near_at] == b"\x90" * 120
    assert code[near_at] == 0xE8 and code[end_at:] == b"\x83\xc0\x01\xc3"
    assert [(r.offset, r.type, r.symbol, r.addend) for r in obj.relocs] == [
        (near_at + 1, "R_X86_64_PLT32", "g", -4), (near_at + 7, "R_X86_64_64", "h", 16)]
    assert obj.symbols["g"].section is None and obj.symbols["f"].size == len(code)
    # the same text for GNU as carries labels and directives Keystone never sees
    asm = print_assembly(m, [mf], t)
    assert "\tjne\t" not in asm and "\tjne .LBB0_3" in asm and "\t.p2align\t4" in asm


# --------------------------------------------------------------------------- run under pylli's loader

@pytest.mark.parametrize("use_lla", [False, True])
def test_rv_object_runs_in_emulator(use_lla: bool) -> None:
    """main: puts("abc"); return counter + *ptr  (ptr = &counter: a data relocation)."""
    import io

    from pyllc.emu import run_program
    from pyllc.ir.types import PTR
    from pyllc.targets.riscv64.emulator import EMULATOR
    from pyllc.targets.riscv64.relocs import RELOCATIONS
    t = rv_target()
    t.load_emulator = lambda: EMULATOR
    t.mc.relocations = RELOCATIONS
    m = rv_module()
    ptr = GlobalVariable("ptr", PTR, m.get_global("counter"))
    m.add_global(ptr)
    main = Function("main", FunctionType.get(VOID, ()))
    m.add_global(main)
    sp = X[2]
    mf = MachineFunction("main", t, main)
    b = mf.new_block("entry")
    b.append(mi(rv.ADDI, sp, sp, -16))
    b.append(mi(rv.SD, RA, sp, 8))
    if use_lla:
        b.append(mi(rv.PseudoLA, A0, Sym(".str")))
    else:
        b.append(mi(rv.LUI, A0, Sym(".str", 0, "hi")))
        b.append(mi(rv.ADDI, A0, A0, Sym(".str", 0, "lo")))
    b.append(mi(rv.PseudoCALL, Sym("puts")))
    b.append(mi(rv.LUI, A0, Sym("counter", 0, "hi")))
    b.append(mi(rv.LD, A0, A0, Sym("counter", 0, "lo")))
    b.append(mi(rv.LUI, A1, Sym("ptr", 0, "hi")))
    b.append(mi(rv.LD, A1, A1, Sym("ptr", 0, "lo")))
    b.append(mi(rv.LD, A1, A1, 0))
    b.append(mi(rv.ADD, A0, A0, A1))
    b.append(mi(rv.LD, RA, sp, 8))
    b.append(mi(rv.ADDI, sp, sp, 16))
    b.append(mi(rv.PseudoRET))
    obj = assemble_module(m, [mf], t)
    out = io.BytesIO()
    status, _ = run_program([obj], t, [b"prog"], stdout=out, stderr=io.BytesIO())
    assert (status, out.getvalue()) == (6, b"abc\n")


def test_blockaddress_in_data() -> None:
    """`[ptr blockaddress(@f, %target)]`: the block gets a printed label, the data an
    absolute relocation against it, and the object a local symbol at its address."""
    from pyllc.ir.constants import BlockAddress, ConstantArray
    from pyllc.ir.types import PTR
    from pyllc.ir.values import BasicBlock
    m = Module("m")
    m.datalayout = DataLayout.parse(RV64_DL)
    f = Function("f", FunctionType.get(VOID, ()))
    m.add_global(f)
    entry_bb, target_bb = f.append_block(BasicBlock("entry")), f.append_block(BasicBlock("target"))
    arr_t = ArrayType.get(1, PTR)
    m.add_global(GlobalVariable("labels", arr_t, ConstantArray(arr_t, [BlockAddress(f, target_bb)])))
    t = rv_target()
    mf = MachineFunction("f", t, f)
    b0, b1 = mf.new_block("entry", entry_bb), mf.new_block("target", target_bb)
    b0.append(mi(rv.ADDI, A0, ZERO, 1))
    b1.append(mi(rv.PseudoRET))
    asm = print_assembly(m, [mf], t)
    assert ".LBB0_1:" in asm and "\t.quad\t.LBB0_1" in asm
    obj = assemble_module(m, [mf], t)
    assert [(r.section, r.type, r.symbol) for r in obj.relocs] == [(".data", "R_RISCV_64", ".LBB0_1")]
    lab = obj.symbols[".LBB0_1"]
    assert (lab.section, lab.offset, lab.binding) == (".text", 4, "local")


# --------------------------------------------------------------------------- whole programs

PROGRAMS = os.path.join(os.path.dirname(__file__), "..", "programs", "ll", "riscv64-unknown-linux-gnu")


@pytest.mark.skipif(AS is None, reason="riscv64-linux-gnu-as not installed")
@pytest.mark.parametrize("name", ["hello.O0", "globals_init.O2", "funcptr.O0", "computed_goto.O2",
                                  "nan_compare.O2", "state_machine.O2"])
def test_compiled_program_matches_gnu_as(tmp_path, name: str) -> None:
    """A test program through the whole pipeline: GNU as (no relaxation; compressed
    instructions as our `.attribute arch` says) reads our .s and produces the very bytes
    and relocations our assembler produced."""
    from elftools.elf import elffile

    from pyllc.targets.riscv64.relocs import ELF_NUMBERS
    from pyllc.tools.compile import compile_ll, to_assembly, to_object
    path = os.path.join(PROGRAMS, name + ".ll")
    with open(path) as f:
        text = f.read()
    c = compile_ll(text, path, "riscv64-unknown-linux-gnu")
    src, out = tmp_path / "a.s", tmp_path / "a.o"
    src.write_text(to_assembly(c))
    obj = to_object(c)
    subprocess.run([AS, "-march=rv64gc", "-mabi=lp64d", "-mno-relax", str(src), "-o", str(out)],
                   check=True, capture_output=True)
    # GNU as keeps relocations for resolved local branches and writes label differences
    # as ADD32/SUB32 pairs; we resolve the former and use R_RISCV_32_PCREL for the latter.
    theirs_only = {ELF_NUMBERS[t] for t in ("R_RISCV_BRANCH", "R_RISCV_JAL", "R_RISCV_ADD32",
                                            "R_RISCV_SUB32", "R_RISCV_RVC_BRANCH",
                                            "R_RISCV_RVC_JUMP")}
    with open(out, "rb") as f:
        elf = elffile.ELFFile(f)
        for s in elf.iter_sections():
            if s.name in obj.sections and s.header.sh_type != "SHT_NOBITS":
                assert s.data() == bytes(obj.sections[s.name].data), s.name
            if s.name.startswith(".rela"):
                sec = s.name[len(".rela"):]
                theirs = sorted((r.entry.r_offset, r.entry.r_info_type) for r in s.iter_relocations()
                                if r.entry.r_info_type not in theirs_only)
                ours = sorted((r.offset, ELF_NUMBERS[r.type]) for r in obj.relocs
                              if r.section == sec and r.type != "R_RISCV_32_PCREL")
                assert theirs == ours, s.name


def test_keystone_big_endian_sparc() -> None:
    """SPARC through Keystone: big-endian words, a branch to a block resolved in place,
    a call to an external symbol as a WDISP30 relocation."""
    info = {"comment": "!"}
    t = mc_target("sparc", info, big_endian=True, data_relocs={4: "R_SPARC_32"},
                  encoder=ToyKeystone("KS_ARCH_SPARC", ("KS_MODE_SPARC32", "KS_MODE_BIG_ENDIAN"),
                                      None, lambda mi, sym, code: [(0, "R_SPARC_WDISP30", sym.offset)]))
    ba = Instr("BA", "ba $dest", (Opnd("dest", LABEL),), flags=frozenset({"terminator"}))
    nop = Instr("NOP", "nop", ())
    call = Instr("CALL", "call $sym", (Opnd("sym", SYMBOL),))
    retl = Instr("RETL", "retl", (), flags=frozenset({"terminator", "return"}))
    m = Module("m")
    m.datalayout = DataLayout.parse("E-m:e-p:32:32-i64:64-f128:64-n32-S64")
    mf = MachineFunction("f", t)
    b0, b1 = mf.new_block("entry"), mf.new_block("exit")
    b0.append(mi(ba, b1))
    b0.append(mi(nop))
    b0.append(mi(call, Sym("g")))
    b0.append(mi(nop))
    b1.append(mi(retl))
    b1.append(mi(nop))
    obj = assemble_module(m, [mf], t)
    obj.verify()
    w = words_be(obj.sections[".text"].data)
    # ba +16 ; nop ; call (displacement left to the relocation) ; nop ; retl ; nop
    assert w[:2] == [0x10800004, 0x01000000] and w[2] >> 30 == 0b01
    assert w[3:] == [0x01000000, 0x81C3E008, 0x01000000]
    assert [(r.offset, r.type, r.symbol) for r in obj.relocs] == [(8, "R_SPARC_WDISP30", "g")]


def words_be(data: bytes) -> list[int]:
    return [int.from_bytes(data[i:i + 4], "big") for i in range(0, len(data), 4)]


def test_aligned_block_padded_with_nops() -> None:
    """A block with `align` = 16 starts on a 16-byte boundary in the object (nop filler,
    since the previous block falls through) and gets `.p2align 4` in the text."""
    m = Module("m")
    m.datalayout = DataLayout.parse(RV64_DL)
    t = rv_target()
    mf = MachineFunction("f", t)
    b0, b1 = mf.new_block("entry"), mf.new_block("loop")
    b1.align = 16
    b0.append(mi(rv.ADDI, A0, ZERO, 1))
    b1.append(mi(rv.PseudoRET))
    obj = assemble_module(m, [mf], t)
    assert words(obj.sections[".text"].data) == [0x00100513, 0x13, 0x13, 0x13, 0x00008067]
    asm = print_assembly(m, [mf], t)
    assert "\t.p2align\t4\n.LBB0_1:" in asm
    t.asm_info = {k: v for k, v in RV_INFO.items() if k != "nop"}
    with pytest.raises(Exception, match="nop"):
        assemble_module(m, [mf], t)


def test_relaxed_branch_does_not_break_later_blocks() -> None:
    """A RISC-V conditional branch over more than 4 KiB grows from 4 to 8 bytes during
    layout; the blocks after it move, and the round that discovers it must not fail on
    the (transient) negative gap (zlib's `cannot pad -4 bytes of code`). The program
    then runs: the branch is taken and skips 1500 stores."""
    body = "\n".join(f"  store volatile i32 {i}, ptr @g" for i in range(1500))
    text = f"""target triple = "riscv64-unknown-linux-gnu"
@g = global i32 7
define i32 @main(i32 %argc, ptr %argv) {{
entry:
  %c = icmp slt i32 %argc, 5
  br i1 %c, label %far, label %body
body:
{body}
  br label %far
far:
  %v = load volatile i32, ptr @g
  ret i32 %v
}}
"""
    compiled = compile_ll(text, "far.ll", "riscv64-unknown-linux-gnu")
    obj = to_object(compiled)
    status, _ = run_program([obj], get_target("riscv64-unknown-linux-gnu"), [b"far"], 100_000,
                            stdout=io.BytesIO(), stderr=io.BytesIO())
    assert status == 7


@pytest.mark.parametrize("triple", ["riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
                                    "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu"])
def test_branch_over_large_block_relaxes(triple: str) -> None:
    """A conditional branch over ~6 KB of code (past RISC-V's +-4 KiB) at -O0: the
    branch grows during relaxation, which shifts every later block; the object must
    still come out (it once failed with "cannot pad -4 bytes") and run."""
    import io

    from pyllc.emu import run_program
    from pyllc.pipeline import Options
    from pyllc.tools.compile import compile_ll, to_object
    body = "".join(f"  store volatile i32 {i}, ptr %p\n" for i in range(1500))
    text = ("define i32 @main() nounwind {\nentry:\n  %p = alloca i32\n"
            "  store volatile i32 0, ptr %p\n  %v = load volatile i32, ptr %p\n"
            "  %c = icmp eq i32 %v, 0\n  br i1 %c, label %big, label %out\nbig:\n"
            f"{body}  br label %out\nout:\n  %r = load volatile i32, ptr %p\n  ret i32 %r\n}}\n")
    c = compile_ll(text, "far.ll", triple, options=Options(opt_level=0))
    status, _ = run_program([to_object(c)], c.target, [b"far"], stdout=io.BytesIO(),
                            stderr=io.BytesIO())
    assert status == 1499 & 0xFF
