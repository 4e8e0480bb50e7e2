"""RISC-V compressed (C) encodings against GNU as (`riscv64-linux-gnu-as -march=rv64gc`).

For every rule of targets/riscv64/compress.py, instructions are built whose operands sit
on the edges of the short form's kinds (the extreme immediates, the first and last
register of a class) and just outside them (one past an immediate's range, a misaligned
offset, a register outside x8-x15, a zero where the short form needs non-zero). Our
encoder (with the compressor) and GNU as (assembling the text our printer writes, which
is the uncompressed instruction, as llc prints it) must produce the same bytes: the same
choice of short or long form, and the same short encoding. Capstone must read each short
encoding back as the instruction it stands for.

Layout: branches to blocks start at their short form and grow when out of reach; the
bytes of a whole function are compared with GNU as on distances around the limits of
c.beqz (+-256 bytes), c.j (+-2 KiB) and beq (+-4 KiB), backwards and forwards.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

import pytest

from pyllc.codegen.mir import MachineBasicBlock, MachineFunction, MachineInstr, Sym
from pyllc.codegen.records import Custom_Imm, RegClass, SImm, UImm
from pyllc.ir.parser import parse_module
from pyllc.mc.asm_printer import InstrPrinter, print_assembly
from pyllc.mc.assembler import assemble_module
from pyllc.targets import get_target
from pyllc.targets.riscv64 import compress as C
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64 import lowering
from pyllc.targets.riscv64.encoder import COMPRESSING_ENCODER, encode
from pyllc.targets.riscv64.registers import BY_NAME, X

AS = shutil.which("riscv64-linux-gnu-as")
OBJCOPY = shutil.which("riscv64-linux-gnu-objcopy")
PRINTER = InstrPrinter(lambda name: name, lowering.format_sym)
ZERO, RA, SP, A0, T0 = X[0], X[1], X[2], X[10], X[5]


def need_gnu() -> None:
    if not (AS and OBJCOPY):
        pytest.fail("riscv64-linux-gnu-as/objcopy not found (binutils-riscv64-linux-gnu; "
                    ".ci/run installs it)", pytrace=False)


def gas(lines: list[str]) -> bytes:
    """The .text bytes GNU as makes of `lines` with the C extension on."""
    with tempfile.TemporaryDirectory() as d:
        src, obj, out = (os.path.join(d, n) for n in ("t.s", "t.o", "t.bin"))
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        p = subprocess.run([AS, "-march=rv64gc", "-mabi=lp64d", "-mno-relax", src, "-o", obj],
                           capture_output=True, text=True)
        assert p.returncode == 0, p.stderr
        subprocess.run([OBJCOPY, "-O", "binary", "-j", ".text", obj, out], check=True)
        with open(out, "rb") as f:
            return f.read()


# --------------------------------------------------------------------------- rule edges

def _edges(kind) -> tuple[list[int], list[int]]:
    """(values that fit, values just outside) of an immediate kind of a short form."""
    if isinstance(kind, Custom_Imm):
        inside = [v for v in range(-1100, 1100) if kind.fits(v)]
        if kind is C.C_LUI_IMM:
            return [1, 31, 0xFFFE0, 0xFFFFF], [0, 32, 0xFFFDF]
        lo, hi = min(inside), max(inside)
        step = min(b - a for a, b in zip(inside, inside[1:]))
        out = [lo - step, hi + step] + ([0] if 0 not in inside else [])
        near = [v for v in (step, -step) if v in inside]
        return sorted({lo, hi, *near}), [v for v in out if v not in inside]
    assert isinstance(kind, (SImm, UImm)), kind
    step = 1 << kind.lsb0
    if isinstance(kind, SImm):
        lo, hi = -(1 << (kind.bits - 1)), (1 << (kind.bits - 1)) - step
    else:
        lo, hi = 0, (1 << kind.bits) - step
    out = [lo - step, hi + step] + ([step // 2] if step > 1 else [])
    return [lo, hi], out


def _regs(cls: RegClass) -> list:
    return [cls.regs[0], cls.regs[-1]]


def _outside(cls: RegClass, base_cls) -> list:
    """Registers of the long form's class that the short class lacks (first and last)."""
    out = [r for r in base_cls.regs if r not in cls]
    return out[:1] + out[-1:] if out else []


def _src_text_instr(mi: MachineInstr) -> MachineInstr:
    """GNU as compresses `jr`/`jalr`/`ret`/`j` (the spellings our printer gives the
    pseudos that expand to jalr/jal), not `jalr zero, 0(a0)` written out."""
    if mi.instr is I.JALR and mi.ops[2] == 0 and mi.ops[0] is ZERO:
        return MachineInstr(I.PseudoBRIND, [mi.ops[1]])
    if mi.instr is I.JALR and mi.ops[2] == 0 and mi.ops[0] is RA:
        return MachineInstr(I.PseudoCALLIndirect, [mi.ops[1]])
    if mi.instr is I.JAL and mi.ops[0] is ZERO:
        return MachineInstr(I.PseudoBR, [mi.ops[1]])
    return mi


def rule_cases() -> list[tuple[str, MachineInstr]]:
    """(id, 32-bit instruction) rows around the edges of every rule."""
    rows: list[tuple[str, MachineInstr]] = []
    for k, rule in enumerate(C.RULES):
        src = rule.src
        names = [o.name for o in src.operands]
        fixed = dict(rule.fixed)
        base: dict[str, object] = dict(fixed)
        variants: list[dict[str, object]] = []
        for arg, dst_op in zip(rule.args, rule.dst.operands):
            if not isinstance(arg, str):
                continue
            src_kind = src.operands[names.index(arg)].kind
            if isinstance(dst_op.kind, RegClass):
                good = _regs(dst_op.kind)
                bad = _outside(dst_op.kind, src_kind) if isinstance(src_kind, RegClass) else []
            else:
                good, bad = _edges(dst_op.kind)
                bad = [b for b in bad if src_kind.fits(b)]   # the long form must exist
            base.setdefault(arg, good[0])
            variants += [{arg: v} for v in good[1:] + bad]
        for n, o in zip(names, src.operands):      # operands no rule mentions
            if n not in base:
                base[n] = A0 if isinstance(o.kind, RegClass) else 0
        for v in [{}, *variants]:
            ops = {**base, **v}
            for a, b in rule.same:
                if a in v:
                    ops[b] = ops[a]
                else:
                    ops[a] = ops[b]
            mi = MachineInstr(src, [ops[n] for n in names])
            rows.append((f"{k}-{rule.dst.name}-{len(rows)}", mi))
    return rows


CASES = rule_cases()


def gas_line(mi: MachineInstr) -> str:
    mi = _src_text_instr(mi)
    text = PRINTER.text(mi)
    last = mi.instr.operands[-1].kind if mi.instr.operands else None
    if last in (I.BRANCH_OFF, I.JUMP_OFF):             # a bare number is an address to GNU as
        head, _, num = text.rpartition(" ")
        text = f"{head} .{int(num):+d}"
    return text


def ours(mi: MachineInstr) -> bytes:
    data, fixups = encode(_src_text_instr(mi), compressor=C.COMPRESSOR)
    assert not fixups
    return data


def test_cases_cover_every_rule_and_short_record() -> None:
    compressed = {C.COMPRESSOR.compress(mi).instr.name for _, mi in CASES
                  if C.COMPRESSOR.compress(mi) is not None}
    assert compressed == set(C.C_INSTRS)
    long_ones = [mi for _, mi in CASES if C.COMPRESSOR.compress(mi) is None]
    assert len(long_ones) > 40          # every edge has its just-outside neighbour


def test_every_rule_matches_gnu_as() -> None:
    need_gnu()
    lines = [gas_line(mi) for _, mi in CASES]
    theirs = gas(lines)
    pos = 0
    for (name, mi), line in zip(CASES, lines):
        mine = ours(mi)
        got = theirs[pos:pos + len(mine)]
        assert got == mine, f"{name} `{line}`: GNU as {theirs[pos:pos + 4].hex()}, ours {mine.hex()}"
        pos += len(mine)
    assert pos == len(theirs)


def test_short_forms_read_back_with_capstone() -> None:
    import capstone
    cs = capstone.Cs(capstone.CS_ARCH_RISCV, capstone.CS_MODE_RISCV64 | capstone.CS_MODE_RISCVC)
    for name, mi in CASES:
        short = C.COMPRESSOR.compress(mi)
        if short is None:
            continue
        data = ours(mi)
        assert len(data) == 2, name
        insns = list(cs.disasm(data, 0x1000))
        assert len(insns) == 1 and insns[0].size == 2, (name, data.hex())
        assert insns[0].mnemonic.startswith("c."), (name, insns[0].mnemonic)
        want = short.instr.asm.split()[0]
        if want != "c.unimp":          # capstone 5 names the zero halfword c.unimp too
            assert insns[0].mnemonic == want, (name, insns[0].mnemonic, want)


@pytest.mark.parametrize("mi, why", [
    (MachineInstr(I.ADDI, [A0, A0, Sym("x", 0, "lo")]), "a relocated immediate"),
    (MachineInstr(I.LUI, [A0, Sym("x", 0, "hi")]), "a relocated lui"),
    (MachineInstr(I.PseudoCALL, [Sym("f")]), "auipc+jalr under one R_RISCV_CALL_PLT"),
    (MachineInstr(I.PseudoTAIL, [Sym("f")]), "auipc+jr under one R_RISCV_CALL_PLT"),
    (MachineInstr(I.PseudoLA, [BY_NAME["s0"], Sym("x")]), "auipc+addi %pcrel_lo"),
])
def test_relocated_operands_stay_full_size(mi: MachineInstr, why: str) -> None:
    plain, fix_plain = encode(mi)
    short, fix_short = encode(mi, compressor=C.COMPRESSOR)
    assert (short, fix_short) == (plain, fix_plain), why
    assert COMPRESSING_ENCODER.size(mi) == len(plain)


def test_pseudos_compress_through_their_expansion() -> None:
    assert encode(MachineInstr(I.PseudoRET, []), compressor=C.COMPRESSOR)[0].hex() == "8280"
    assert encode(MachineInstr(I.FMV_D, [BY_NAME["fa0"], BY_NAME["fa1"]]),
                  compressor=C.COMPRESSOR)[0] == encode(
        MachineInstr(I.FMV_D, [BY_NAME["fa0"], BY_NAME["fa1"]]))[0]     # fsgnj: no C form
    assert COMPRESSING_ENCODER.size(MachineInstr(I.PseudoRET, [])) == 2


def test_out_of_range_short_operand_raises() -> None:
    from pyllc.targets.riscv64.encoder import EncodingError
    with pytest.raises(EncodingError, match="out of range"):
        encode(MachineInstr(C.C_ADDI, [A0, 0]))             # nzsimm6: 0 is a HINT
    with pytest.raises(EncodingError):
        encode(MachineInstr(C.C_LW, [A0, T0, 0]))           # t0 is not x8-x15


# --------------------------------------------------------------------------- layout

IR = "define void @f() {\n  ret void\n}\n"


def branch_function(target, branch: str, filler: int, backward: bool, reg: str = "a0"):
    """f: a branch (`beqz`/`bnez` on `reg`, or `j`) over `filler` halfwords of code:
    4-byte instructions without a C form (`add t0, t1, t2`), plus one `nop` (c.nop)
    when `filler` is odd. Backward: the branch follows the filler and jumps back to
    its start."""
    mf = MachineFunction("f", target)
    mf.info["fn_number"] = 0
    entry, body, tail = mf.new_block("entry"), mf.new_block("body"), mf.new_block("tail")
    r = BY_NAME[reg]
    fill = [MachineInstr(I.ADD, [T0, X[6], X[7]]) for _ in range(filler // 2)]
    if filler % 2:
        fill.append(MachineInstr(I.ADDI, [ZERO, ZERO, 0]))
    dest = body if backward else tail
    if branch == "j":
        jump = MachineInstr(I.PseudoBR, [dest])
    else:
        jump = MachineInstr(I.BEQ if branch == "beqz" else I.BNE, [r, ZERO, dest])
    entry.append(MachineInstr(I.ADDI, [A0, ZERO, 1]))
    body.instrs.extend(fill)
    for m in fill:
        m.parent = body
    if backward:
        body.append(jump)
    else:
        entry.append(jump)
    tail.append(MachineInstr(I.PseudoRET, []))
    return mf


def _branch_bytes(target, mf) -> tuple[bytes, bytes]:
    module = parse_module(IR)
    obj = assemble_module(module, [mf], target)
    asm = print_assembly(module, [mf], target)
    return bytes(obj.sections[".text"].data), gas(asm.splitlines())


# (branch, halfwords of filler, backward?, register, the branch's size)
LAYOUT_CASES = [
    ("beqz", 126, False, "a0", 2),     # target at +254 from the branch: c.beqz reaches
    ("beqz", 127, False, "a0", 4),     # +256: beq (and the target moves 2 bytes further)
    ("bnez", 126, True, "a0", 2),      # backward: -252 ... c.bnez
    ("bnez", 128, True, "a0", 2),      # -256: still c.bnez
    ("bnez", 129, True, "a0", 4),      # -258: bne
    ("beqz", 2045, False, "a0", 4),    # beq reaches +4092
    ("beqz", 2047, False, "a0", 6),    # +4096 is out of beq's reach: c.bnez .+6; jal
    ("beqz", 2047, False, "t0", 8),    # t0 has no C form: bne .+8; jal
    ("bnez", 2047, True, "a0", 4),     # -4094 back: bne
    ("bnez", 2049, True, "a0", 6),     # -4098: c.beqz .+6; jal
    ("j", 1022, False, "a0", 2),       # c.j reaches +2046
    ("j", 1023, False, "a0", 4),       # +2048: jal
    ("j", 1024, True, "a0", 2),        # c.j reaches -2048
    ("j", 1025, True, "a0", 4),
]


@pytest.mark.parametrize("branch, filler, backward, reg, size", LAYOUT_CASES,
                         ids=[f"{b}-{n}-{'back' if k else 'fwd'}-{r}" for b, n, k, r, _ in
                              LAYOUT_CASES])
def test_branches_relax_across_short_limits(branch: str, filler: int, backward: bool,
                                            reg: str, size: int) -> None:
    need_gnu()
    target = get_target("riscv64-unknown-linux-gnu")
    assert "c" in target.features
    mf = branch_function(target, branch, filler, backward, reg)
    mine, theirs = _branch_bytes(target, mf)
    assert mine == theirs
    body = 2 * filler
    total = 2 + body + size + 2                     # c.li a0, 1; filler; branch; ret
    assert len(mine) == total


def test_layout_without_c_is_unchanged() -> None:
    """-mattr=-c: every instruction 4 bytes, functions 4-aligned, no RVC flag."""
    target = get_target("riscv64-unknown-linux-gnu").with_features("-c")
    assert "c" not in target.features
    mf = branch_function(target, "beqz", 20, False)
    module = parse_module(IR)
    obj = assemble_module(module, [mf], target)
    data = bytes(obj.sections[".text"].data)
    assert len(data) == 4 * (1 + 1 + 10 + 1)        # li, beq, 10 adds, ret
    assert all(data[i] & 3 == 3 for i in range(0, len(data), 4))
    assert obj.elf_flags == 0
    asm = print_assembly(module, [mf], target)
    assert ".p2align\t2" in asm and "_c2p0" not in asm
    if AS and OBJCOPY:
        assert gas(asm.splitlines()) == data


def test_unused_block_target_is_not_needed_for_size() -> None:
    """size() before layout: branches start short (optimistic), others are exact."""
    bb = MachineBasicBlock(1, "x")
    assert COMPRESSING_ENCODER.size(MachineInstr(I.BEQ, [A0, ZERO, bb])) == 2
    assert COMPRESSING_ENCODER.size(MachineInstr(I.BEQ, [T0, ZERO, bb])) == 4
    assert COMPRESSING_ENCODER.size(MachineInstr(I.PseudoBR, [bb])) == 2
    assert COMPRESSING_ENCODER.size(MachineInstr(I.ADD, [T0, X[6], X[7]])) == 4


# --------------------------------------------------------------------------- whole objects

OBJDUMP = shutil.which("riscv64-linux-gnu-objdump")
PROGRAMS = os.path.join(os.path.dirname(__file__), "..", "programs", "ll",
                        "riscv64-unknown-linux-gnu")
# f (C) ends 2 bytes short of a word: g (no C, 4-aligned) gets a c.nop before it
MIXED = """target triple = "riscv64-unknown-linux-gnu"
define i64 @f(i64 %a) #0 {
  %b = add i64 %a, 1000
  ret i64 %b
}
define i64 @g(i64 %a, i64 %b) #1 {
  %c = mul i64 %a, %b
  %d = add i64 %c, 3
  ret i64 %d
}
define i64 @h(i64 %a) #0 {
  %b = add i64 %a, 5
  ret i64 %b
}
attributes #0 = { "target-features"="+m,+c" }
attributes #1 = { "target-features"="+m,-c" }
"""


def objdump_insns(path: str) -> list[tuple[str, str, str]]:
    """(address, bytes, text) of every .text instruction objdump prints, symbolic
    annotations (`<f+0x4>`, `# comment`) left out."""
    p = subprocess.run([OBJDUMP, "-d", "-M", "no-aliases", path], capture_output=True,
                       text=True, check=True)
    rows = []
    for line in p.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and parts[0].strip().endswith(":"):
            text = " ".join(parts[2:]).split("<")[0].split("#")[0]
            rows.append((parts[0].strip(), parts[1].strip(), " ".join(text.split())))
    return rows


def _objects(tmp_path, text: str, name: str, mattr: str | None = None):
    from pyllc.mc.elf import write_elf
    from pyllc.tools.compile import compile_ll, to_assembly, to_object
    c = compile_ll(text, name, "riscv64-unknown-linux-gnu", mattr=mattr)
    ours, theirs, src = tmp_path / "ours.o", tmp_path / "gnu.o", tmp_path / "a.s"
    ours.write_bytes(write_elf(to_object(c), c.target))
    src.write_text(to_assembly(c))
    subprocess.run([AS, "-march=rv64gc", "-mabi=lp64d", "-mno-relax", str(src), "-o",
                    str(theirs)], check=True, capture_output=True)
    return str(ours), str(theirs)


def _elf_flags(path: str) -> int:
    with open(path, "rb") as f:
        head = f.read(64)
    return int.from_bytes(head[48:52], "little")       # ELF64 e_flags


@pytest.mark.parametrize("name", ["MIXED", "sorting.O2", "struct_large.O0"])
def test_objdump_reads_our_objects_as_gnu_as_objects(tmp_path, name: str) -> None:
    """objdump disassembles our object exactly as the object GNU as makes of our `.s`
    (functions with and without C in one module, padding between them, whole programs),
    and both carry EF_RISCV_RVC."""
    need_gnu()
    if OBJDUMP is None:
        pytest.fail("riscv64-linux-gnu-objdump not found", pytrace=False)
    if name == "MIXED":
        text = MIXED
    else:
        with open(os.path.join(PROGRAMS, name + ".ll")) as f:
            text = f.read()
    ours, theirs = _objects(tmp_path, text, name)
    mine, gnu = objdump_insns(ours), objdump_insns(theirs)
    assert mine and mine == gnu
    assert any(len(b) == 4 for _, b, _ in mine)            # 2-byte instructions: 4 hex digits
    assert _elf_flags(ours) & 1 and _elf_flags(theirs) & 1
    if name == "MIXED":
        assert ("6:", "0001", "c.addi zero,0") in mine or ("6:", "0001", "c.nop") in mine


def test_objects_without_c_have_no_short_instructions(tmp_path) -> None:
    need_gnu()
    with open(os.path.join(PROGRAMS, "sorting.O2.ll")) as f:
        text = f.read()
    ours, theirs = _objects(tmp_path, text, "sorting", mattr="-c")
    mine = objdump_insns(ours)
    assert mine == objdump_insns(theirs)
    assert all(len(b) == 8 for _, b, _ in mine)
    assert _elf_flags(ours) & 1 == 0
