"""The module-level asm printer: data directives for globals of every kind (little-endian
64-bit and big-endian 32-bit layouts), linkage, sections, and instruction printing.
Where `riscv64-linux-gnu-as` is installed, the printed text must assemble and its data
sections must hold exactly the bytes our own assembler lays out."""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

import pytest
from toy_target import toy_relocations
from toy_target import toy_target as make_toy_target

from pyllc.codegen.mir import MachineFunction, MachineInstr, Sym
from pyllc.codegen.records import LABEL, SYMBOL, CallingConv, Instr, Opnd, Reg, RegClass, SImm
from pyllc.codegen.target import Target
from pyllc.ir.constants import (
    ConstantAggregateZero,
    ConstantArray,
    ConstantDataString,
    ConstantExpr,
    ConstantFP,
    ConstantInt,
    ConstantPointerNull,
    ConstantStruct,
    UndefValue,
)
from pyllc.ir.datalayout import DataLayout
from pyllc.ir.globals import Function, GlobalAlias, GlobalVariable
from pyllc.ir.module import Module
from pyllc.ir.types import (
    DOUBLE,
    FLOAT,
    I8,
    I16,
    I32,
    I64,
    I128,
    PTR,
    VOID,
    ArrayType,
    FunctionType,
    IntType,
    StructType,
)
from pyllc.mc.asm_printer import InstrPrinter, print_assembly
from pyllc.mc.data import Int, SymRef, Zero, lay_out_module

RV64_DL = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
SPARC_DL = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"

# --------------------------------------------------------------------------- helpers


def toy_target(name: str = "toy", big_endian: bool = False, pointer_vt: str = "i64",
               asm_info: dict | None = None) -> Target:
    r0 = Reg("r0", 0, "r0", views=((32, "w0"),))
    cls = RegClass("GPR", (r0,), (r0,), ("i64",), 64, 8, 8)
    info = dict(asm_info or {})
    relocs = toy_relocations(name, info.pop("data_relocs", None), info.pop("data_pcrel_relocs", None))
    return make_toy_target(name, big_endian=big_endian, pointer_vt=pointer_vt, registers=(r0,),
                           reg_classes={"GPR": cls}, vt_class={"i64": cls},
                           callconv=CallingConv("toy", (), (), (), 16), stack_pointer=r0,
                           asm_info=info, relocations=relocs)


def gexpr(ty, opcode, *ops, source_type=None):
    return ConstantExpr(ty, opcode, list(ops), source_type=source_type)


def ci(ty, v):
    return ConstantInt(ty, v)


def add(m: Module, gv, linkage: str = "external", **attrs):
    gv.linkage = linkage
    for k, v in attrs.items():
        setattr(gv, k, v)
    m.add_global(gv)
    return gv


def every_kind_module(dl_text: str) -> Module:
    """Globals of every initializer kind the data layouter handles."""
    m = Module("t")
    m.datalayout = DataLayout.parse(dl_text)
    m.source_filename = "t.c"
    ext = add(m, Function("ext_fn", FunctionType.get(VOID, ())))
    add(m, GlobalVariable("i8v", I8, ci(I8, -1)))
    add(m, GlobalVariable("i16v", I16, ci(I16, 0x0102)))
    i32v = add(m, GlobalVariable("i32v", I32, ci(I32, 0x12345678)))
    add(m, GlobalVariable("i64v", I64, ci(I64, -2)))
    add(m, GlobalVariable("i128v", I128, ci(I128, (1 << 64) | 2)))
    add(m, GlobalVariable("i24v", IntType.get(24), ci(IntType.get(24), 0x123456)))
    add(m, GlobalVariable("f32v", FLOAT, ConstantFP.from_float(FLOAT, 1.0)))
    add(m, GlobalVariable("f64v", DOUBLE, ConstantFP.from_float(DOUBLE, 2.5)))
    s6 = ArrayType.get(6, I8)
    add(m, GlobalVariable(".str", s6, ConstantDataString(s6, b"hi\n\"\\\0"), is_constant=True),
        "private", unnamed_addr="unnamed_addr", align=1)
    a3 = ArrayType.get(3, I32)
    arr = add(m, GlobalVariable("arr", a3, ConstantArray(a3, [ci(I32, 1), ci(I32, 2), ci(I32, 3)])))
    st = StructType.get((I8, I32, PTR, I16))
    s = add(m, GlobalVariable("s", st, ConstantStruct(st, [ci(I8, 1), ci(I32, 2), i32v, ci(I16, 3)])))
    z100 = ArrayType.get(100, I8)
    add(m, GlobalVariable("zbig", z100, ConstantAggregateZero(z100)))
    add(m, GlobalVariable("und", I32, UndefValue(I32)), "internal")
    add(m, GlobalVariable("com", I64, ci(I64, 0)), "common", align=8)
    add(m, GlobalVariable("p8", PTR, gexpr(PTR, "getelementptr", arr, ci(I64, 8), source_type=I8)))
    add(m, GlobalVariable("pgep", PTR, gexpr(PTR, "getelementptr", arr, ci(I64, 0), ci(I64, 2),
                                             source_type=a3), is_constant=True))
    add(m, GlobalVariable("pfield", PTR, gexpr(PTR, "getelementptr", s, ci(I32, 0), ci(I32, 3),
                                               source_type=st)))
    add(m, GlobalVariable("pfn", PTR, ext))
    add(m, GlobalVariable("pnull", PTR, ConstantPointerNull(PTR)))
    iptr = IntType.get(m.datalayout.pointer_size() * 8)
    add(m, GlobalVariable("pint", iptr, gexpr(iptr, "add", gexpr(iptr, "ptrtoint", arr),
                                              ci(iptr, 4))))
    add(m, GlobalVariable("pabs", PTR, gexpr(PTR, "inttoptr", ci(iptr, 4096))))
    add(m, GlobalVariable("wk", I32, ci(I32, 7)), "weak")
    add(m, GlobalVariable("hid", I32, ci(I32, 1)), visibility="hidden")
    add(m, GlobalVariable("loc", I32, ci(I32, 5)), "internal")
    add(m, GlobalVariable("ro", I32, ci(I32, 9), is_constant=True))
    add(m, GlobalAlias("al", I32, gexpr(PTR, "getelementptr", arr, ci(I64, 4), source_type=I8)))
    return m


def block(text: str, first: str, last_prefix: str = "\t.size") -> str:
    """The lines of `text` from the line equal to `first` up to the next `.size` line."""
    lines = text.splitlines()
    i = lines.index(first)
    j = i
    while not lines[j].startswith(last_prefix):
        j += 1
    return "\n".join(lines[i:j + 1])


def norm(s: str) -> str:
    """Whitespace-insensitive comparison: fields separated by one space, no comments."""
    out = []
    for line in s.strip().splitlines():
        line = line.split("#", 1)[0] if not line.lstrip().startswith(".asciz") else line
        out.append(" ".join(line.split()))
    return "\n".join(x for x in out if x)


RV_INFO = {"data_directives": {1: ".byte", 2: ".half", 4: ".word", 8: ".quad"},
           "data_relocs": {8: "R_RISCV_64", 4: "R_RISCV_32"}, "data_pcrel_relocs": {4: "R_RISCV_32_PCREL"}}
SPARC_INFO = {"comment": "!", "data_directives": {1: ".byte", 2: ".half", 4: ".word"},
              "zero_directive": ".skip", "data_relocs": {4: "R_SPARC_32"}}


# --------------------------------------------------------------------------- little-endian 64-bit

@pytest.fixture(scope="module")
def le_asm() -> str:
    return print_assembly(every_kind_module(RV64_DL), [], toy_target("riscv64", asm_info=RV_INFO))


@pytest.mark.parametrize("first,expected", [
    ("i8v:", "i8v: .byte 255 .size i8v, 1"),
    ("i16v:", "i16v: .half 258 .size i16v, 2"),
    ("i64v:", "i64v: .quad 18446744073709551614 .size i64v, 8"),
    ("i128v:", "i128v: .quad 2 .quad 1 .size i128v, 16"),
    ("i24v:", "i24v: .half 13398 .byte 18 .zero 1 .size i24v, 4"),
    ("f32v:", "f32v: .word 0x3f800000 .size f32v, 4"),
    ("f64v:", "f64v: .quad 0x4004000000000000 .size f64v, 8"),
    ("arr:", "arr: .word 1 .word 2 .word 3 .size arr, 12"),
    ("s:", "s: .byte 1 .zero 3 .word 2 .quad i32v .half 3 .zero 6 .size s, 24"),
    ("p8:", "p8: .quad arr+8 .size p8, 8"),
    ("pgep:", "pgep: .quad arr+8 .size pgep, 8"),
    ("pfield:", "pfield: .quad s+16 .size pfield, 8"),
    ("pfn:", "pfn: .quad ext_fn .size pfn, 8"),
    ("pnull:", "pnull: .zero 8 .size pnull, 8"),   # zero data: .bss
    ("pint:", "pint: .quad arr+4 .size pint, 8"),
    ("pabs:", "pabs: .quad 4096 .size pabs, 8"),
])
def test_le64_initializers(le_asm: str, first: str, expected: str) -> None:
    got = norm(block(le_asm, first)).replace("\n", " ")
    assert got == expected


def test_le64_sections_and_linkage(le_asm: str) -> None:
    expected_str = """
\t.type\t.L.str,@object
\t.section\t.rodata.str1.1,"aMS",@progbits,1
.L.str:
\t.asciz\t"hi\\n\\"\\\\"
\t.size\t.L.str, 6
"""
    assert norm(expected_str) in norm(le_asm)
    assert norm("""
\t.type\ti32v,@object
\t.globl\ti32v
\t.p2align\t2
i32v:
\t.word\t305419896
\t.size\ti32v, 4""") in norm(le_asm)
    # zero data: external -> .bss (aligned 16: larger than 16 bytes), internal -> .local/.comm
    assert norm("""\t.bss\n\t.globl\tzbig\n\t.p2align\t4\nzbig:\n\t.zero\t100\n\t.size\tzbig, 100""") in norm(le_asm)
    assert norm("\t.type\tund,@object\n\t.local\tund\n\t.comm\tund,4,4") in norm(le_asm)
    assert norm("\t.type\tcom,@object\n\t.comm\tcom,8,8") in norm(le_asm)
    assert "\t.weak\twk" in le_asm
    assert "\t.globl\thid\n\t.hidden\thid" in le_asm
    assert ".globl\tloc" not in le_asm and "loc:" in le_asm
    assert norm('\t.section\t.rodata,"a",@progbits\n\t.globl\tro') in norm(le_asm)
    assert "\t.set\tal, arr+4" in le_asm
    assert le_asm.startswith('\t.text\n\t.file\t"t.c"\n')
    assert le_asm.rstrip().endswith('.section\t".note.GNU-stack","",@progbits')


def test_le64_layout_pieces() -> None:
    md = lay_out_module(every_kind_module(RV64_DL))
    by = {o.name: o for o in md.objects}
    assert by["s"].pieces == [Int(1, 1), Zero(3), Int(4, 2), SymRef(8, "i32v"), Int(2, 3), Zero(6)]
    # no explicit alignment and larger than 16 bytes: aligned to 16 (LLVM getPreferredAlign)
    assert (by["s"].size, by["s"].align, by["s"].section) == (24, 16, ".data")
    assert by["pint"].pieces == [SymRef(8, "arr", 4)]
    assert by[".L.str"].binding == "local" and by["loc"].binding == "local"
    assert by["wk"].binding == "weak"
    assert by["zbig"].kind == "bss" and by["zbig"].align == 16
    assert by["und"].local_common and by["com"].common
    assert [a.name for a in md.aliases] == ["al"]
    assert (md.aliases[0].target, md.aliases[0].offset) == ("arr", 4)


# --------------------------------------------------------------------------- big-endian 32-bit

@pytest.fixture(scope="module")
def be_asm() -> str:
    return print_assembly(every_kind_module(SPARC_DL), [], toy_target("sparc", True, "i32", SPARC_INFO))


@pytest.mark.parametrize("first,expected", [
    ("i16v:", "i16v: .half 258 .size i16v, 2"),
    # no 8-byte directive on SPARC32: high word first
    ("i64v:", "i64v: .word 4294967295 .word 4294967294 .size i64v, 8"),
    ("i128v:", "i128v: .word 0 .word 1 .word 0 .word 2 .size i128v, 16"),
    ("i24v:", "i24v: .half 4660 .byte 86 .skip 1 .size i24v, 4"),
    ("f64v:", "f64v: .word 0x40040000 .word 0x0 .size f64v, 8"),
    ("s:", "s: .byte 1 .skip 3 .word 2 .word i32v .half 3 .skip 2 .size s, 16"),
    ("p8:", "p8: .word arr+8 .size p8, 4"),
    ("pfield:", "pfield: .word s+12 .size pfield, 4"),
    ("pint:", "pint: .word arr+4 .size pint, 4"),
])
def test_be32_initializers(be_asm: str, first: str, expected: str) -> None:
    got = " ".join(line.split("!")[0].strip() for line in block(be_asm, first).splitlines())
    assert " ".join(got.split()) == expected


def test_be32_layout_bytes() -> None:
    from pyllc.mc.data import to_bytes
    md = lay_out_module(every_kind_module(SPARC_DL))
    by = {o.name: o for o in md.objects}
    data, refs = to_bytes(by["i64v"].pieces, True)
    assert data == (-2 % (1 << 64)).to_bytes(8, "big")
    data, refs = to_bytes(by["i128v"].pieces, True)
    assert data == ((1 << 64) | 2).to_bytes(16, "big")
    data, refs = to_bytes(by["s"].pieces, True)
    assert data.hex() == "01000000" "00000002" "00000000" "0003" "0000"
    assert refs == [(8, SymRef(4, "i32v"))]
    assert by["i64v"].align == 8 and by["s"].align == 8     # aggregates: preferred 8 (a:0:64)


# --------------------------------------------------------------------------- instructions

def test_instr_printer_substitution() -> None:
    r0 = Reg("r0", 0, "%rax", views=((32, "%eax"),))
    gpr32 = RegClass("GR32", (r0,), (r0,), ("i32",), 32, 4, 4)
    add = Instr("ADD32ri", "addl $$$imm, $dst", (Opnd("dst", gpr32, True), Opnd("imm", SImm(32))))
    call = Instr("CALL", "call ${sym}", (Opnd("sym", SYMBOL),))
    jcc = Instr("JCC", "j$cc $dest", (Opnd("cc", "cc"), Opnd("dest", LABEL)))
    m = Module("m")
    add_ = MachineInstr(add, [r0, -5])
    p = InstrPrinter(lay_out_module(m).names, lambda s: f"{s.name}@PLT")
    assert p.text(add_) == "addl $-5, %eax"
    assert p.text(MachineInstr(call, [Sym("f")])) == "call f@PLT"
    mf = MachineFunction("f", None)
    bb = mf.new_block("x")
    bb.label = ".LBB0_0"
    assert p.text(MachineInstr(jcc, ["ne", bb])) == "jne .LBB0_0"
    bad = Instr("BAD", "op $nope", (Opnd("x", SImm(5)),))
    with pytest.raises(ValueError):
        p.text(MachineInstr(bad, [1]))


# --------------------------------------------------------------------------- GNU as cross-check

AS = shutil.which("riscv64-linux-gnu-as")


@pytest.mark.skipif(AS is None, reason="riscv64-linux-gnu-as not installed")
def test_printed_data_assembles_and_matches_object(tmp_path, le_asm: str) -> None:
    """GNU as reads our .s, and its sections hold the bytes our assembler lays out."""
    from elftools.elf import elffile as elftools

    from pyllc.mc.assembler import assemble_module
    src = tmp_path / "t.s"
    src.write_text(le_asm)
    out = tmp_path / "t.o"
    subprocess.run([AS, "-march=rv64gc", "-mabi=lp64d", str(src), "-o", str(out)], check=True,
                   capture_output=True)
    obj = assemble_module(every_kind_module(RV64_DL), [], toy_target("riscv64", asm_info=RV_INFO))
    with open(out, "rb") as f:
        elf = elftools.ELFFile(f)
        for name in (".data", ".rodata", ".rodata.str1.1"):
            assert elf.get_section_by_name(name).data() == bytes(obj.sections[name].data), name
        # .bss differs on purpose: GNU as keeps `.comm` symbols common (SHN_COMMON) and puts
        # `.local`+`.comm` ones after the rest; our object allocates both in place.
        symtab = elf.get_section_by_name(".symtab")
        for sym in obj.symbols.values():
            if sym.section in (None, ".bss") or sym.name.startswith(".L"):
                continue
            ours = obj.symbols[sym.name]
            theirs = symtab.get_symbol_by_name(sym.name)[0]
            assert theirs.entry.st_value == ours.offset, sym.name
        rela = elf.get_section_by_name(".rela.data")
        got = sorted((r.entry.r_offset, symtab.get_symbol(r.entry.r_info_sym).name,
                      r.entry.r_addend) for r in rela.iter_relocations())
    ours = sorted((r.offset, r.symbol, r.addend) for r in obj.relocs if r.section == ".data")
    assert got == ours


# --------------------------------------------------------------------------- every program's data, every arch

PROGRAMS = os.path.join(os.path.dirname(__file__), "..", "programs", "ll")
# What each target's tables are expected to say about data (directives, relocations),
# with the GNU assembler that reads the result.
ARCHES = {
    "riscv64": (["riscv64-linux-gnu-as", "-march=rv64gc", "-mabi=lp64d"], False, "i64", RV_INFO),
    "x86_64": (["x86_64-linux-gnu-as", "--64"], False, "i64",
               {"data_relocs": {8: "R_X86_64_64", 4: "R_X86_64_32"},
                "data_pcrel_relocs": {4: "R_X86_64_PC32"}}),
    "aarch64": (["aarch64-linux-gnu-as"], False, "i64",
                {"comment": "//", "data_directives": {1: ".byte", 2: ".hword", 4: ".word", 8: ".xword"},
                 "data_relocs": {8: "R_AARCH64_ABS64", 4: "R_AARCH64_ABS32"},
                 "data_pcrel_relocs": {4: "R_AARCH64_PREL32"}}),
    "sparc": (["sparc64-linux-gnu-as", "-32"], True, "i32",
              dict(SPARC_INFO, data_pcrel_relocs={4: "R_SPARC_DISP32"})),
}


@pytest.mark.parametrize("arch", sorted(ARCHES))
def test_program_data_matches_gnu_as(arch: str) -> None:
    """For every tests/programs .ll of the arch: the printed data assembles with GNU as,
    and every section's bytes and relocation offsets equal our assembler's object."""
    cmd, big_endian, ptr_vt, info = ARCHES[arch]
    if shutil.which(cmd[0]) is None:
        pytest.skip(f"{cmd[0]} not installed")
    from elftools.elf import elffile

    from pyllc.ir import parser
    from pyllc.mc.assembler import assemble_module
    paths = sorted(glob.glob(os.path.join(PROGRAMS, f"{arch}-*", "*.ll")))
    if not paths:
        pytest.skip("no .ll files for " + arch)
    target = toy_target(arch, big_endian, ptr_vt, info)
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        jobs = []
        for i, path in enumerate(paths):
            with open(path) as f:
                text = f.read()
            if "blockaddress(" in text:
                continue                      # needs the machine functions' block labels
            m = parser.parse_module(text, path)
            src, out = os.path.join(tmp, f"{i}.s"), os.path.join(tmp, f"{i}.o")
            with open(src, "w") as f:
                f.write(print_assembly(m, [], target))
            jobs.append((path, src, out, assemble_module(m, [], target)))

        def gnu_as(job: tuple) -> subprocess.CompletedProcess:
            return subprocess.run(cmd + [job[1], "-o", job[2]], capture_output=True, text=True)

        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(gnu_as, jobs))
        for (path, _src, out, obj), r in zip(jobs, results):
            if r.returncode:
                problems.append(f"{path}: {r.stderr[:300]}")
                continue
            with open(out, "rb") as f:
                elf = elffile.ELFFile(f)
                for s in elf.iter_sections():
                    if s.name in obj.sections and s.header.sh_type != "SHT_NOBITS" \
                            and s.data() != bytes(obj.sections[s.name].data):
                        problems.append(f"{path}: {s.name} bytes differ")
                    if s.name.startswith(".rela"):
                        sec = s.name[len(".rela"):]
                        theirs = sorted({r.entry.r_offset for r in s.iter_relocations()})
                        ours = sorted({r.offset for r in obj.relocs if r.section == sec})
                        if theirs != ours:
                            problems.append(f"{path}: {s.name} offsets {theirs[:4]} != {ours[:4]}")
    assert not problems, "\n".join(problems)
