"""RISC-V 64 encoder tests (STYLE.md E.1, E.2): golden rows for every instruction record,
immediate edges and must-raise rows, cross-checked with capstone (disassembly of our
bytes normalizes back to our printed text) and with GNU `riscv64-linux-gnu-as` (our
printed text assembles to our bytes; skipped where it is not installed), plus a
randomized sweep over all records and operand values with a fixed seed.

GOLDEN rows are `(record, operands, text, hex)`: operands by ABI register name and int,
the text exactly as the asm printer prints it, the bytes in memory order. They were
produced by GNU as 2.40 from the text (see `regen_golden` at the bottom) and are checked
here against both our encoder and, independently, capstone.
"""
from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import tempfile

import pytest

from pyllc.codegen.mir import MachineInstr, Sym
from pyllc.codegen.records import RegClass, SImm, UImm
from pyllc.mc.asm_printer import InstrPrinter
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64 import lowering, relocs
from pyllc.targets.riscv64.encoder import EncodingError, encode, encode_bytes
from pyllc.targets.riscv64.registers import BY_NAME, GPR

AS = shutil.which("riscv64-linux-gnu-as")
OBJCOPY = shutil.which("riscv64-linux-gnu-objcopy")
MARCH = "rv64gc_zba_zbb"

PRINTER = InstrPrinter(lambda name: name, lowering.format_sym)

# Records that never reach the encoder (expanded before register allocation, or deleted
# by frame lowering) and the pseudos whose operands are symbols (tested with fixups).
NOT_ENCODABLE = {n for n, r in I.INSTRS.items() if r.fmt is None and r.expand is None}
SYMBOLIC = {"PseudoCALL", "PseudoTAIL", "PseudoLA", "PseudoLGA",   # tests/mc/test_pic.py: PseudoLGA
            # TLS sequences: tests/exec/test_tls.py compares their relocations with GNU as
            "ADD_TPREL", "PseudoLA_TLS_IE", "PseudoLA_TLS_GD", "PseudoTLS_GD_CALL"}
BRANCH_KINDS = (I.BRANCH_OFF, I.JUMP_OFF)


# --------------------------------------------------------------------------- helpers

def imm_range(kind: SImm | UImm) -> tuple[int, int]:
    """(min, max) of an immediate kind, max respecting the required zero low bits."""
    step = 1 << kind.lsb0
    if isinstance(kind, SImm):
        return -(1 << (kind.bits - 1)), (1 << (kind.bits - 1)) - step
    return 0, (1 << kind.bits) - step


def make(name: str, ops: tuple) -> MachineInstr:
    instr = I.INSTRS[name]
    return MachineInstr(instr, [BY_NAME[o] if isinstance(o, str) else o for o in ops])


def text_of(mi: MachineInstr) -> str:
    return PRINTER.text(mi)


_HEX = re.compile(r"(?<![\w.])(-?)0x([0-9a-f]+)")
_ALIASES = [
    # (regex on normalized text, replacement): capstone / our alias -> base instruction
    (r"^nop$", "addi zero, zero, 0"),
    (r"^mv (\S+), (\S+)$", r"addi \1, \2, 0"),
    (r"^li (\S+), (\S+)$", r"addi \1, zero, \2"),
    (r"^not (\S+), (\S+)$", r"xori \1, \2, -1"),
    (r"^neg (\S+), (\S+)$", r"sub \1, zero, \2"),
    (r"^negw (\S+), (\S+)$", r"subw \1, zero, \2"),
    (r"^sext\.w (\S+), (\S+)$", r"addiw \1, \2, 0"),
    (r"^seqz (\S+), (\S+)$", r"sltiu \1, \2, 1"),
    (r"^snez (\S+), (\S+)$", r"sltu \1, zero, \2"),
    (r"^sltz (\S+), (\S+)$", r"slt \1, \2, zero"),
    (r"^sgtz (\S+), (\S+)$", r"slt \1, zero, \2"),
    (r"^beqz (\S+), (\S+)$", r"beq \1, zero, \2"),
    (r"^bnez (\S+), (\S+)$", r"bne \1, zero, \2"),
    (r"^blez (\S+), (\S+)$", r"bge zero, \1, \2"),
    (r"^bgez (\S+), (\S+)$", r"bge \1, zero, \2"),
    (r"^bltz (\S+), (\S+)$", r"blt \1, zero, \2"),
    (r"^bgtz (\S+), (\S+)$", r"blt zero, \1, \2"),
    (r"^j (\S+)$", r"jal zero, \1"),
    (r"^jal (-?\d+)$", r"jal ra, \1"),
    (r"^ret$", "jalr zero, 0(ra)"),
    (r"^jr (\S+)$", r"jalr zero, 0(\1)"),
    (r"^jalr ([a-z]\w*)$", r"jalr ra, 0(\1)"),
    (r"^jr (-?\d+)\((\S+)\)$", r"jalr zero, \1(\2)"),
    (r"^jalr (-?\d+)\((\S+)\)$", r"jalr ra, \1(\2)"),
    (r"^fmv\.([sd]) (\S+), (\S+)$", r"fsgnj.\1 \2, \3, \3"),
    (r"^fneg\.([sd]) (\S+), (\S+)$", r"fsgnjn.\1 \2, \3, \3"),
    (r"^fabs\.([sd]) (\S+), (\S+)$", r"fsgnjx.\1 \2, \3, \3"),
    (r"^fence$", "fence iorw, iorw"),
    (r"^jalr (\S+), (\S+), (-?\d+)$", r"jalr \1, \3(\2)"),
    (r"^zext\.b (\S+), (\S+)$", r"andi \1, \2, 255"),
]
_ALIASES_C = [(re.compile(p), r) for p, r in _ALIASES]


def normalize(text: str) -> str:
    """Canonical form for comparing texts: decimal immediates, base mnemonics."""
    t = " ".join(text.lower().replace(",", ", ").split()).replace(" ,", ",")
    t = _HEX.sub(lambda m: str(int(m.group(1) + m.group(2), 16)), t)
    t = t.replace("x0,", "zero,")
    for pat, rep in _ALIASES_C:
        t = pat.sub(rep, t)
    return t


_CS = None


def capstone_text(data: bytes) -> list[str]:
    global _CS
    import capstone  # noqa: E402
    if _CS is None:
        _CS = capstone.Cs(capstone.CS_ARCH_RISCV,
                          capstone.CS_MODE_RISCV64 | capstone.CS_MODE_RISCVC)
    return [f"{i.mnemonic} {i.op_str}".strip() for i in _CS.disasm(data, 0)]


def capstone_knows(instr) -> bool:
    """Capstone 5 predates Zba/Zbb; those rows are checked with GNU as only."""
    return not any(f in instr.flags for f in ("ext:zba", "ext:zbb"))


def gas_text(mi: MachineInstr, text: str) -> str:
    """GNU as reads a bare number as an absolute branch target: write `.+N` instead."""
    for spec, op in zip(mi.instr.operands, mi.ops):
        if spec.kind in BRANCH_KINDS and isinstance(op, int):
            return re.sub(r"-?\d+$", f".{op:+d}", text)
    return text


def gas_assemble(lines: list[str]) -> bytes:
    """Assemble `lines` (no compressed forms) and return the .text bytes."""
    with tempfile.TemporaryDirectory() as d:
        src, obj, out = (os.path.join(d, n) for n in ("t.s", "t.o", "t.bin"))
        with open(src, "w") as f:
            f.write(".option norvc\n" + "\n".join(lines) + "\n")
        subprocess.run([AS, f"-march={MARCH}", "-mabi=lp64d", src, "-o", obj], check=True,
                       capture_output=True)
        subprocess.run([OBJCOPY, "-O", "binary", "-j", ".text", obj, out], check=True)
        with open(out, "rb") as f:
            return f.read()


def gas_objdump_relocs(lines: list[str]) -> list[tuple[int, str]]:
    """(offset, type) of the relocations GNU as emits for `lines`."""
    from elftools.elf.elffile import ELFFile
    from elftools.elf.relocation import RelocationSection
    with tempfile.TemporaryDirectory() as d:
        src, obj = os.path.join(d, "t.s"), os.path.join(d, "t.o")
        with open(src, "w") as f:
            f.write(".option norvc\n" + "\n".join(lines) + "\n")
        subprocess.run([AS, f"-march={MARCH}", "-mabi=lp64d", src, "-o", obj], check=True)
        with open(obj, "rb") as f:
            elf = ELFFile(f)
            out = []
            for sec in elf.iter_sections():
                if isinstance(sec, RelocationSection) and sec.name == ".rela.text":
                    for r in sec.iter_relocations():
                        out.append((r["r_offset"], r["r_info_type"]))
            return out


def operand_sets(instr, rng: random.Random | None = None) -> list[tuple]:
    """Operand tuples for golden rows (rng None) or the random sweep: registers by name,
    immediates at their edges (min, max, 0) or random in range."""
    def reg(cls: RegClass, k: int) -> str:
        regs = [r for r in cls.regs]
        if rng is not None:
            return rng.choice(regs).asm
        return regs[(10 + k) if k < 4 else (31 - (k - 4))].asm

    rows = []
    imm_specs = [o for o in instr.operands if isinstance(o.kind, (SImm, UImm))]
    variants: list[dict] = []
    if rng is not None:
        variants.append({o.name: rng.randint(*imm_range(o.kind)) >> o.kind.lsb0 << o.kind.lsb0
                         for o in imm_specs})
    elif imm_specs:
        for pick in (0, 1, 2):
            v = {}
            for o in imm_specs:
                lo, hi = imm_range(o.kind)
                v[o.name] = (lo, hi, 0)[pick]
            variants.append(v)
    else:
        variants.append({})
    for vi, v in enumerate(variants):
        ops = []
        high = rng is None and vi == 1          # second row: high register numbers
        for k, o in enumerate(instr.operands):
            if isinstance(o.kind, RegClass):
                ops.append(reg(o.kind, k + 4 if high else k))
            else:
                ops.append(v[o.name])
        rows.append(tuple(ops))
        if rng is None and not imm_specs and instr.operands:
            rows.append(tuple(reg(o.kind, k + 4) for k, o in enumerate(instr.operands)))
    return list(dict.fromkeys(rows))


def encodable_records() -> list[str]:
    return [n for n in I.INSTRS if n not in NOT_ENCODABLE and n not in SYMBOLIC]


# --------------------------------------------------------------------------- golden rows

GOLDEN: list[tuple[str, tuple, str, str]] = [
    ('LUI', ('a0', 0), 'lui a0, 0', '37050000'),
    ('LUI', ('t6', 1048575), 'lui t6, 1048575', 'b7ffffff'),
    ('AUIPC', ('a0', 0), 'auipc a0, 0', '17050000'),
    ('AUIPC', ('t6', 1048575), 'auipc t6, 1048575', '97ffffff'),
    ('ADDI', ('a0', 'a1', -2048), 'addi a0, a1, -2048', '13850580'),
    ('ADDI', ('t6', 't5', 2047), 'addi t6, t5, 2047', '930fff7f'),
    ('ADDI', ('a0', 'a1', 0), 'addi a0, a1, 0', '13850500'),
    ('SLTI', ('a0', 'a1', -2048), 'slti a0, a1, -2048', '13a50580'),
    ('SLTI', ('t6', 't5', 2047), 'slti t6, t5, 2047', '932fff7f'),
    ('SLTI', ('a0', 'a1', 0), 'slti a0, a1, 0', '13a50500'),
    ('SLTIU', ('a0', 'a1', -2048), 'sltiu a0, a1, -2048', '13b50580'),
    ('SLTIU', ('t6', 't5', 2047), 'sltiu t6, t5, 2047', '933fff7f'),
    ('SLTIU', ('a0', 'a1', 0), 'sltiu a0, a1, 0', '13b50500'),
    ('XORI', ('a0', 'a1', -2048), 'xori a0, a1, -2048', '13c50580'),
    ('XORI', ('t6', 't5', 2047), 'xori t6, t5, 2047', '934fff7f'),
    ('XORI', ('a0', 'a1', 0), 'xori a0, a1, 0', '13c50500'),
    ('ORI', ('a0', 'a1', -2048), 'ori a0, a1, -2048', '13e50580'),
    ('ORI', ('t6', 't5', 2047), 'ori t6, t5, 2047', '936fff7f'),
    ('ORI', ('a0', 'a1', 0), 'ori a0, a1, 0', '13e50500'),
    ('ANDI', ('a0', 'a1', -2048), 'andi a0, a1, -2048', '13f50580'),
    ('ANDI', ('t6', 't5', 2047), 'andi t6, t5, 2047', '937fff7f'),
    ('ANDI', ('a0', 'a1', 0), 'andi a0, a1, 0', '13f50500'),
    ('SLLI', ('a0', 'a1', 0), 'slli a0, a1, 0', '13950500'),
    ('SLLI', ('t6', 't5', 63), 'slli t6, t5, 63', '931fff03'),
    ('SRLI', ('a0', 'a1', 0), 'srli a0, a1, 0', '13d50500'),
    ('SRLI', ('t6', 't5', 63), 'srli t6, t5, 63', '935fff03'),
    ('SRAI', ('a0', 'a1', 0), 'srai a0, a1, 0', '13d50540'),
    ('SRAI', ('t6', 't5', 63), 'srai t6, t5, 63', '935fff43'),
    ('ADD', ('a0', 'a1', 'a2'), 'add a0, a1, a2', '3385c500'),
    ('ADD', ('t6', 't5', 't4'), 'add t6, t5, t4', 'b30fdf01'),
    ('SUB', ('a0', 'a1', 'a2'), 'sub a0, a1, a2', '3385c540'),
    ('SUB', ('t6', 't5', 't4'), 'sub t6, t5, t4', 'b30fdf41'),
    ('SLL', ('a0', 'a1', 'a2'), 'sll a0, a1, a2', '3395c500'),
    ('SLL', ('t6', 't5', 't4'), 'sll t6, t5, t4', 'b31fdf01'),
    ('SLT', ('a0', 'a1', 'a2'), 'slt a0, a1, a2', '33a5c500'),
    ('SLT', ('t6', 't5', 't4'), 'slt t6, t5, t4', 'b32fdf01'),
    ('SLTU', ('a0', 'a1', 'a2'), 'sltu a0, a1, a2', '33b5c500'),
    ('SLTU', ('t6', 't5', 't4'), 'sltu t6, t5, t4', 'b33fdf01'),
    ('XOR', ('a0', 'a1', 'a2'), 'xor a0, a1, a2', '33c5c500'),
    ('XOR', ('t6', 't5', 't4'), 'xor t6, t5, t4', 'b34fdf01'),
    ('SRL', ('a0', 'a1', 'a2'), 'srl a0, a1, a2', '33d5c500'),
    ('SRL', ('t6', 't5', 't4'), 'srl t6, t5, t4', 'b35fdf01'),
    ('SRA', ('a0', 'a1', 'a2'), 'sra a0, a1, a2', '33d5c540'),
    ('SRA', ('t6', 't5', 't4'), 'sra t6, t5, t4', 'b35fdf41'),
    ('OR', ('a0', 'a1', 'a2'), 'or a0, a1, a2', '33e5c500'),
    ('OR', ('t6', 't5', 't4'), 'or t6, t5, t4', 'b36fdf01'),
    ('AND', ('a0', 'a1', 'a2'), 'and a0, a1, a2', '33f5c500'),
    ('AND', ('t6', 't5', 't4'), 'and t6, t5, t4', 'b37fdf01'),
    ('ADDIW', ('a0', 'a1', -2048), 'addiw a0, a1, -2048', '1b850580'),
    ('ADDIW', ('t6', 't5', 2047), 'addiw t6, t5, 2047', '9b0fff7f'),
    ('ADDIW', ('a0', 'a1', 0), 'addiw a0, a1, 0', '1b850500'),
    ('SLLIW', ('a0', 'a1', 0), 'slliw a0, a1, 0', '1b950500'),
    ('SLLIW', ('t6', 't5', 31), 'slliw t6, t5, 31', '9b1fff01'),
    ('SRLIW', ('a0', 'a1', 0), 'srliw a0, a1, 0', '1bd50500'),
    ('SRLIW', ('t6', 't5', 31), 'srliw t6, t5, 31', '9b5fff01'),
    ('SRAIW', ('a0', 'a1', 0), 'sraiw a0, a1, 0', '1bd50540'),
    ('SRAIW', ('t6', 't5', 31), 'sraiw t6, t5, 31', '9b5fff41'),
    ('ADDW', ('a0', 'a1', 'a2'), 'addw a0, a1, a2', '3b85c500'),
    ('ADDW', ('t6', 't5', 't4'), 'addw t6, t5, t4', 'bb0fdf01'),
    ('SUBW', ('a0', 'a1', 'a2'), 'subw a0, a1, a2', '3b85c540'),
    ('SUBW', ('t6', 't5', 't4'), 'subw t6, t5, t4', 'bb0fdf41'),
    ('SLLW', ('a0', 'a1', 'a2'), 'sllw a0, a1, a2', '3b95c500'),
    ('SLLW', ('t6', 't5', 't4'), 'sllw t6, t5, t4', 'bb1fdf01'),
    ('SRLW', ('a0', 'a1', 'a2'), 'srlw a0, a1, a2', '3bd5c500'),
    ('SRLW', ('t6', 't5', 't4'), 'srlw t6, t5, t4', 'bb5fdf01'),
    ('SRAW', ('a0', 'a1', 'a2'), 'sraw a0, a1, a2', '3bd5c540'),
    ('SRAW', ('t6', 't5', 't4'), 'sraw t6, t5, t4', 'bb5fdf41'),
    ('JAL', ('a0', -1048576), 'jal a0, -1048576', '6f050080'),
    ('JAL', ('t6', 1048574), 'jal t6, 1048574', 'efffff7f'),
    ('JAL', ('a0', 0), 'jal a0, 0', '6f050000'),
    ('JALR', ('a0', 'a1', -2048), 'jalr a0, -2048(a1)', '67850580'),
    ('JALR', ('t6', 't5', 2047), 'jalr t6, 2047(t5)', 'e70fff7f'),
    ('JALR', ('a0', 'a1', 0), 'jalr a0, 0(a1)', '67850500'),
    ('BEQ', ('a0', 'a1', -4096), 'beq a0, a1, -4096', '6300b580'),
    ('BEQ', ('t6', 't5', 4094), 'beq t6, t5, 4094', 'e38fef7f'),
    ('BEQ', ('a0', 'a1', 0), 'beq a0, a1, 0', '6300b500'),
    ('BNE', ('a0', 'a1', -4096), 'bne a0, a1, -4096', '6310b580'),
    ('BNE', ('t6', 't5', 4094), 'bne t6, t5, 4094', 'e39fef7f'),
    ('BNE', ('a0', 'a1', 0), 'bne a0, a1, 0', '6310b500'),
    ('BLT', ('a0', 'a1', -4096), 'blt a0, a1, -4096', '6340b580'),
    ('BLT', ('t6', 't5', 4094), 'blt t6, t5, 4094', 'e3cfef7f'),
    ('BLT', ('a0', 'a1', 0), 'blt a0, a1, 0', '6340b500'),
    ('BGE', ('a0', 'a1', -4096), 'bge a0, a1, -4096', '6350b580'),
    ('BGE', ('t6', 't5', 4094), 'bge t6, t5, 4094', 'e3dfef7f'),
    ('BGE', ('a0', 'a1', 0), 'bge a0, a1, 0', '6350b500'),
    ('BLTU', ('a0', 'a1', -4096), 'bltu a0, a1, -4096', '6360b580'),
    ('BLTU', ('t6', 't5', 4094), 'bltu t6, t5, 4094', 'e3efef7f'),
    ('BLTU', ('a0', 'a1', 0), 'bltu a0, a1, 0', '6360b500'),
    ('BGEU', ('a0', 'a1', -4096), 'bgeu a0, a1, -4096', '6370b580'),
    ('BGEU', ('t6', 't5', 4094), 'bgeu t6, t5, 4094', 'e3ffef7f'),
    ('BGEU', ('a0', 'a1', 0), 'bgeu a0, a1, 0', '6370b500'),
    ('LB', ('a0', 'a1', -2048), 'lb a0, -2048(a1)', '03850580'),
    ('LB', ('t6', 't5', 2047), 'lb t6, 2047(t5)', '830fff7f'),
    ('LB', ('a0', 'a1', 0), 'lb a0, 0(a1)', '03850500'),
    ('LH', ('a0', 'a1', -2048), 'lh a0, -2048(a1)', '03950580'),
    ('LH', ('t6', 't5', 2047), 'lh t6, 2047(t5)', '831fff7f'),
    ('LH', ('a0', 'a1', 0), 'lh a0, 0(a1)', '03950500'),
    ('LW', ('a0', 'a1', -2048), 'lw a0, -2048(a1)', '03a50580'),
    ('LW', ('t6', 't5', 2047), 'lw t6, 2047(t5)', '832fff7f'),
    ('LW', ('a0', 'a1', 0), 'lw a0, 0(a1)', '03a50500'),
    ('LD', ('a0', 'a1', -2048), 'ld a0, -2048(a1)', '03b50580'),
    ('LD', ('t6', 't5', 2047), 'ld t6, 2047(t5)', '833fff7f'),
    ('LD', ('a0', 'a1', 0), 'ld a0, 0(a1)', '03b50500'),
    ('LBU', ('a0', 'a1', -2048), 'lbu a0, -2048(a1)', '03c50580'),
    ('LBU', ('t6', 't5', 2047), 'lbu t6, 2047(t5)', '834fff7f'),
    ('LBU', ('a0', 'a1', 0), 'lbu a0, 0(a1)', '03c50500'),
    ('LHU', ('a0', 'a1', -2048), 'lhu a0, -2048(a1)', '03d50580'),
    ('LHU', ('t6', 't5', 2047), 'lhu t6, 2047(t5)', '835fff7f'),
    ('LHU', ('a0', 'a1', 0), 'lhu a0, 0(a1)', '03d50500'),
    ('LWU', ('a0', 'a1', -2048), 'lwu a0, -2048(a1)', '03e50580'),
    ('LWU', ('t6', 't5', 2047), 'lwu t6, 2047(t5)', '836fff7f'),
    ('LWU', ('a0', 'a1', 0), 'lwu a0, 0(a1)', '03e50500'),
    ('SB', ('a0', 'a1', -2048), 'sb a0, -2048(a1)', '2380a580'),
    ('SB', ('t6', 't5', 2047), 'sb t6, 2047(t5)', 'a30fff7f'),
    ('SB', ('a0', 'a1', 0), 'sb a0, 0(a1)', '2380a500'),
    ('SH', ('a0', 'a1', -2048), 'sh a0, -2048(a1)', '2390a580'),
    ('SH', ('t6', 't5', 2047), 'sh t6, 2047(t5)', 'a31fff7f'),
    ('SH', ('a0', 'a1', 0), 'sh a0, 0(a1)', '2390a500'),
    ('SW', ('a0', 'a1', -2048), 'sw a0, -2048(a1)', '23a0a580'),
    ('SW', ('t6', 't5', 2047), 'sw t6, 2047(t5)', 'a32fff7f'),
    ('SW', ('a0', 'a1', 0), 'sw a0, 0(a1)', '23a0a500'),
    ('SD', ('a0', 'a1', -2048), 'sd a0, -2048(a1)', '23b0a580'),
    ('SD', ('t6', 't5', 2047), 'sd t6, 2047(t5)', 'a33fff7f'),
    ('SD', ('a0', 'a1', 0), 'sd a0, 0(a1)', '23b0a500'),
    ('FENCE', (), 'fence rw, rw', '0f003003'),
    ('FENCE_R_RW', (), 'fence r, rw', '0f003002'),
    ('FENCE_RW_W', (), 'fence rw, w', '0f001003'),
    ('FENCE_IORW', (), 'fence iorw, iorw', '0f00f00f'),
    ('ECALL', (), 'ecall', '73000000'),
    ('EBREAK', (), 'ebreak', '73001000'),
    ('UNIMP', (), 'unimp', '731000c0'),
    ('MV', ('a0', 'a1'), 'mv a0, a1', '13850500'),
    ('MV', ('t6', 't5'), 'mv t6, t5', '930f0f00'),
    ('NOT', ('a0', 'a1'), 'not a0, a1', '13c5f5ff'),
    ('NOT', ('t6', 't5'), 'not t6, t5', '934fffff'),
    ('NEG', ('a0', 'a1'), 'neg a0, a1', '3305b040'),
    ('NEG', ('t6', 't5'), 'neg t6, t5', 'b30fe041'),
    ('SEXT_W', ('a0', 'a1'), 'sext.w a0, a1', '1b850500'),
    ('SEXT_W', ('t6', 't5'), 'sext.w t6, t5', '9b0f0f00'),
    ('SEQZ', ('a0', 'a1'), 'seqz a0, a1', '13b51500'),
    ('SEQZ', ('t6', 't5'), 'seqz t6, t5', '933f1f00'),
    ('SNEZ', ('a0', 'a1'), 'snez a0, a1', '3335b000'),
    ('SNEZ', ('t6', 't5'), 'snez t6, t5', 'b33fe001'),
    ('MUL', ('a0', 'a1', 'a2'), 'mul a0, a1, a2', '3385c502'),
    ('MUL', ('t6', 't5', 't4'), 'mul t6, t5, t4', 'b30fdf03'),
    ('MULH', ('a0', 'a1', 'a2'), 'mulh a0, a1, a2', '3395c502'),
    ('MULH', ('t6', 't5', 't4'), 'mulh t6, t5, t4', 'b31fdf03'),
    ('MULHSU', ('a0', 'a1', 'a2'), 'mulhsu a0, a1, a2', '33a5c502'),
    ('MULHSU', ('t6', 't5', 't4'), 'mulhsu t6, t5, t4', 'b32fdf03'),
    ('MULHU', ('a0', 'a1', 'a2'), 'mulhu a0, a1, a2', '33b5c502'),
    ('MULHU', ('t6', 't5', 't4'), 'mulhu t6, t5, t4', 'b33fdf03'),
    ('DIV', ('a0', 'a1', 'a2'), 'div a0, a1, a2', '33c5c502'),
    ('DIV', ('t6', 't5', 't4'), 'div t6, t5, t4', 'b34fdf03'),
    ('DIVU', ('a0', 'a1', 'a2'), 'divu a0, a1, a2', '33d5c502'),
    ('DIVU', ('t6', 't5', 't4'), 'divu t6, t5, t4', 'b35fdf03'),
    ('REM', ('a0', 'a1', 'a2'), 'rem a0, a1, a2', '33e5c502'),
    ('REM', ('t6', 't5', 't4'), 'rem t6, t5, t4', 'b36fdf03'),
    ('REMU', ('a0', 'a1', 'a2'), 'remu a0, a1, a2', '33f5c502'),
    ('REMU', ('t6', 't5', 't4'), 'remu t6, t5, t4', 'b37fdf03'),
    ('MULW', ('a0', 'a1', 'a2'), 'mulw a0, a1, a2', '3b85c502'),
    ('MULW', ('t6', 't5', 't4'), 'mulw t6, t5, t4', 'bb0fdf03'),
    ('DIVW', ('a0', 'a1', 'a2'), 'divw a0, a1, a2', '3bc5c502'),
    ('DIVW', ('t6', 't5', 't4'), 'divw t6, t5, t4', 'bb4fdf03'),
    ('DIVUW', ('a0', 'a1', 'a2'), 'divuw a0, a1, a2', '3bd5c502'),
    ('DIVUW', ('t6', 't5', 't4'), 'divuw t6, t5, t4', 'bb5fdf03'),
    ('REMW', ('a0', 'a1', 'a2'), 'remw a0, a1, a2', '3be5c502'),
    ('REMW', ('t6', 't5', 't4'), 'remw t6, t5, t4', 'bb6fdf03'),
    ('REMUW', ('a0', 'a1', 'a2'), 'remuw a0, a1, a2', '3bf5c502'),
    ('REMUW', ('t6', 't5', 't4'), 'remuw t6, t5, t4', 'bb7fdf03'),
    ('LR_W', ('a0', 'a1'), 'lr.w a0, (a1)', '2fa50510'),
    ('LR_W', ('t6', 't5'), 'lr.w t6, (t5)', 'af2f0f10'),
    ('SC_W', ('a0', 'a1', 'a2'), 'sc.w a0, a2, (a1)', '2fa5c518'),
    ('SC_W', ('t6', 't5', 't4'), 'sc.w t6, t4, (t5)', 'af2fdf19'),
    ('AMOSWAP_W', ('a0', 'a1', 'a2'), 'amoswap.w a0, a2, (a1)', '2fa5c508'),
    ('AMOSWAP_W', ('t6', 't5', 't4'), 'amoswap.w t6, t4, (t5)', 'af2fdf09'),
    ('AMOADD_W', ('a0', 'a1', 'a2'), 'amoadd.w a0, a2, (a1)', '2fa5c500'),
    ('AMOADD_W', ('t6', 't5', 't4'), 'amoadd.w t6, t4, (t5)', 'af2fdf01'),
    ('AMOXOR_W', ('a0', 'a1', 'a2'), 'amoxor.w a0, a2, (a1)', '2fa5c520'),
    ('AMOXOR_W', ('t6', 't5', 't4'), 'amoxor.w t6, t4, (t5)', 'af2fdf21'),
    ('AMOAND_W', ('a0', 'a1', 'a2'), 'amoand.w a0, a2, (a1)', '2fa5c560'),
    ('AMOAND_W', ('t6', 't5', 't4'), 'amoand.w t6, t4, (t5)', 'af2fdf61'),
    ('AMOOR_W', ('a0', 'a1', 'a2'), 'amoor.w a0, a2, (a1)', '2fa5c540'),
    ('AMOOR_W', ('t6', 't5', 't4'), 'amoor.w t6, t4, (t5)', 'af2fdf41'),
    ('AMOMIN_W', ('a0', 'a1', 'a2'), 'amomin.w a0, a2, (a1)', '2fa5c580'),
    ('AMOMIN_W', ('t6', 't5', 't4'), 'amomin.w t6, t4, (t5)', 'af2fdf81'),
    ('AMOMAX_W', ('a0', 'a1', 'a2'), 'amomax.w a0, a2, (a1)', '2fa5c5a0'),
    ('AMOMAX_W', ('t6', 't5', 't4'), 'amomax.w t6, t4, (t5)', 'af2fdfa1'),
    ('AMOMINU_W', ('a0', 'a1', 'a2'), 'amominu.w a0, a2, (a1)', '2fa5c5c0'),
    ('AMOMINU_W', ('t6', 't5', 't4'), 'amominu.w t6, t4, (t5)', 'af2fdfc1'),
    ('AMOMAXU_W', ('a0', 'a1', 'a2'), 'amomaxu.w a0, a2, (a1)', '2fa5c5e0'),
    ('AMOMAXU_W', ('t6', 't5', 't4'), 'amomaxu.w t6, t4, (t5)', 'af2fdfe1'),
    ('LR_W_AQ', ('a0', 'a1'), 'lr.w.aq a0, (a1)', '2fa50514'),
    ('LR_W_AQ', ('t6', 't5'), 'lr.w.aq t6, (t5)', 'af2f0f14'),
    ('SC_W_AQ', ('a0', 'a1', 'a2'), 'sc.w.aq a0, a2, (a1)', '2fa5c51c'),
    ('SC_W_AQ', ('t6', 't5', 't4'), 'sc.w.aq t6, t4, (t5)', 'af2fdf1d'),
    ('AMOSWAP_W_AQ', ('a0', 'a1', 'a2'), 'amoswap.w.aq a0, a2, (a1)', '2fa5c50c'),
    ('AMOSWAP_W_AQ', ('t6', 't5', 't4'), 'amoswap.w.aq t6, t4, (t5)', 'af2fdf0d'),
    ('AMOADD_W_AQ', ('a0', 'a1', 'a2'), 'amoadd.w.aq a0, a2, (a1)', '2fa5c504'),
    ('AMOADD_W_AQ', ('t6', 't5', 't4'), 'amoadd.w.aq t6, t4, (t5)', 'af2fdf05'),
    ('AMOXOR_W_AQ', ('a0', 'a1', 'a2'), 'amoxor.w.aq a0, a2, (a1)', '2fa5c524'),
    ('AMOXOR_W_AQ', ('t6', 't5', 't4'), 'amoxor.w.aq t6, t4, (t5)', 'af2fdf25'),
    ('AMOAND_W_AQ', ('a0', 'a1', 'a2'), 'amoand.w.aq a0, a2, (a1)', '2fa5c564'),
    ('AMOAND_W_AQ', ('t6', 't5', 't4'), 'amoand.w.aq t6, t4, (t5)', 'af2fdf65'),
    ('AMOOR_W_AQ', ('a0', 'a1', 'a2'), 'amoor.w.aq a0, a2, (a1)', '2fa5c544'),
    ('AMOOR_W_AQ', ('t6', 't5', 't4'), 'amoor.w.aq t6, t4, (t5)', 'af2fdf45'),
    ('AMOMIN_W_AQ', ('a0', 'a1', 'a2'), 'amomin.w.aq a0, a2, (a1)', '2fa5c584'),
    ('AMOMIN_W_AQ', ('t6', 't5', 't4'), 'amomin.w.aq t6, t4, (t5)', 'af2fdf85'),
    ('AMOMAX_W_AQ', ('a0', 'a1', 'a2'), 'amomax.w.aq a0, a2, (a1)', '2fa5c5a4'),
    ('AMOMAX_W_AQ', ('t6', 't5', 't4'), 'amomax.w.aq t6, t4, (t5)', 'af2fdfa5'),
    ('AMOMINU_W_AQ', ('a0', 'a1', 'a2'), 'amominu.w.aq a0, a2, (a1)', '2fa5c5c4'),
    ('AMOMINU_W_AQ', ('t6', 't5', 't4'), 'amominu.w.aq t6, t4, (t5)', 'af2fdfc5'),
    ('AMOMAXU_W_AQ', ('a0', 'a1', 'a2'), 'amomaxu.w.aq a0, a2, (a1)', '2fa5c5e4'),
    ('AMOMAXU_W_AQ', ('t6', 't5', 't4'), 'amomaxu.w.aq t6, t4, (t5)', 'af2fdfe5'),
    ('LR_W_RL', ('a0', 'a1'), 'lr.w.rl a0, (a1)', '2fa50512'),
    ('LR_W_RL', ('t6', 't5'), 'lr.w.rl t6, (t5)', 'af2f0f12'),
    ('SC_W_RL', ('a0', 'a1', 'a2'), 'sc.w.rl a0, a2, (a1)', '2fa5c51a'),
    ('SC_W_RL', ('t6', 't5', 't4'), 'sc.w.rl t6, t4, (t5)', 'af2fdf1b'),
    ('AMOSWAP_W_RL', ('a0', 'a1', 'a2'), 'amoswap.w.rl a0, a2, (a1)', '2fa5c50a'),
    ('AMOSWAP_W_RL', ('t6', 't5', 't4'), 'amoswap.w.rl t6, t4, (t5)', 'af2fdf0b'),
    ('AMOADD_W_RL', ('a0', 'a1', 'a2'), 'amoadd.w.rl a0, a2, (a1)', '2fa5c502'),
    ('AMOADD_W_RL', ('t6', 't5', 't4'), 'amoadd.w.rl t6, t4, (t5)', 'af2fdf03'),
    ('AMOXOR_W_RL', ('a0', 'a1', 'a2'), 'amoxor.w.rl a0, a2, (a1)', '2fa5c522'),
    ('AMOXOR_W_RL', ('t6', 't5', 't4'), 'amoxor.w.rl t6, t4, (t5)', 'af2fdf23'),
    ('AMOAND_W_RL', ('a0', 'a1', 'a2'), 'amoand.w.rl a0, a2, (a1)', '2fa5c562'),
    ('AMOAND_W_RL', ('t6', 't5', 't4'), 'amoand.w.rl t6, t4, (t5)', 'af2fdf63'),
    ('AMOOR_W_RL', ('a0', 'a1', 'a2'), 'amoor.w.rl a0, a2, (a1)', '2fa5c542'),
    ('AMOOR_W_RL', ('t6', 't5', 't4'), 'amoor.w.rl t6, t4, (t5)', 'af2fdf43'),
    ('AMOMIN_W_RL', ('a0', 'a1', 'a2'), 'amomin.w.rl a0, a2, (a1)', '2fa5c582'),
    ('AMOMIN_W_RL', ('t6', 't5', 't4'), 'amomin.w.rl t6, t4, (t5)', 'af2fdf83'),
    ('AMOMAX_W_RL', ('a0', 'a1', 'a2'), 'amomax.w.rl a0, a2, (a1)', '2fa5c5a2'),
    ('AMOMAX_W_RL', ('t6', 't5', 't4'), 'amomax.w.rl t6, t4, (t5)', 'af2fdfa3'),
    ('AMOMINU_W_RL', ('a0', 'a1', 'a2'), 'amominu.w.rl a0, a2, (a1)', '2fa5c5c2'),
    ('AMOMINU_W_RL', ('t6', 't5', 't4'), 'amominu.w.rl t6, t4, (t5)', 'af2fdfc3'),
    ('AMOMAXU_W_RL', ('a0', 'a1', 'a2'), 'amomaxu.w.rl a0, a2, (a1)', '2fa5c5e2'),
    ('AMOMAXU_W_RL', ('t6', 't5', 't4'), 'amomaxu.w.rl t6, t4, (t5)', 'af2fdfe3'),
    ('LR_W_AQRL', ('a0', 'a1'), 'lr.w.aqrl a0, (a1)', '2fa50516'),
    ('LR_W_AQRL', ('t6', 't5'), 'lr.w.aqrl t6, (t5)', 'af2f0f16'),
    ('SC_W_AQRL', ('a0', 'a1', 'a2'), 'sc.w.aqrl a0, a2, (a1)', '2fa5c51e'),
    ('SC_W_AQRL', ('t6', 't5', 't4'), 'sc.w.aqrl t6, t4, (t5)', 'af2fdf1f'),
    ('AMOSWAP_W_AQRL', ('a0', 'a1', 'a2'), 'amoswap.w.aqrl a0, a2, (a1)', '2fa5c50e'),
    ('AMOSWAP_W_AQRL', ('t6', 't5', 't4'), 'amoswap.w.aqrl t6, t4, (t5)', 'af2fdf0f'),
    ('AMOADD_W_AQRL', ('a0', 'a1', 'a2'), 'amoadd.w.aqrl a0, a2, (a1)', '2fa5c506'),
    ('AMOADD_W_AQRL', ('t6', 't5', 't4'), 'amoadd.w.aqrl t6, t4, (t5)', 'af2fdf07'),
    ('AMOXOR_W_AQRL', ('a0', 'a1', 'a2'), 'amoxor.w.aqrl a0, a2, (a1)', '2fa5c526'),
    ('AMOXOR_W_AQRL', ('t6', 't5', 't4'), 'amoxor.w.aqrl t6, t4, (t5)', 'af2fdf27'),
    ('AMOAND_W_AQRL', ('a0', 'a1', 'a2'), 'amoand.w.aqrl a0, a2, (a1)', '2fa5c566'),
    ('AMOAND_W_AQRL', ('t6', 't5', 't4'), 'amoand.w.aqrl t6, t4, (t5)', 'af2fdf67'),
    ('AMOOR_W_AQRL', ('a0', 'a1', 'a2'), 'amoor.w.aqrl a0, a2, (a1)', '2fa5c546'),
    ('AMOOR_W_AQRL', ('t6', 't5', 't4'), 'amoor.w.aqrl t6, t4, (t5)', 'af2fdf47'),
    ('AMOMIN_W_AQRL', ('a0', 'a1', 'a2'), 'amomin.w.aqrl a0, a2, (a1)', '2fa5c586'),
    ('AMOMIN_W_AQRL', ('t6', 't5', 't4'), 'amomin.w.aqrl t6, t4, (t5)', 'af2fdf87'),
    ('AMOMAX_W_AQRL', ('a0', 'a1', 'a2'), 'amomax.w.aqrl a0, a2, (a1)', '2fa5c5a6'),
    ('AMOMAX_W_AQRL', ('t6', 't5', 't4'), 'amomax.w.aqrl t6, t4, (t5)', 'af2fdfa7'),
    ('AMOMINU_W_AQRL', ('a0', 'a1', 'a2'), 'amominu.w.aqrl a0, a2, (a1)', '2fa5c5c6'),
    ('AMOMINU_W_AQRL', ('t6', 't5', 't4'), 'amominu.w.aqrl t6, t4, (t5)', 'af2fdfc7'),
    ('AMOMAXU_W_AQRL', ('a0', 'a1', 'a2'), 'amomaxu.w.aqrl a0, a2, (a1)', '2fa5c5e6'),
    ('AMOMAXU_W_AQRL', ('t6', 't5', 't4'), 'amomaxu.w.aqrl t6, t4, (t5)', 'af2fdfe7'),
    ('LR_D', ('a0', 'a1'), 'lr.d a0, (a1)', '2fb50510'),
    ('LR_D', ('t6', 't5'), 'lr.d t6, (t5)', 'af3f0f10'),
    ('SC_D', ('a0', 'a1', 'a2'), 'sc.d a0, a2, (a1)', '2fb5c518'),
    ('SC_D', ('t6', 't5', 't4'), 'sc.d t6, t4, (t5)', 'af3fdf19'),
    ('AMOSWAP_D', ('a0', 'a1', 'a2'), 'amoswap.d a0, a2, (a1)', '2fb5c508'),
    ('AMOSWAP_D', ('t6', 't5', 't4'), 'amoswap.d t6, t4, (t5)', 'af3fdf09'),
    ('AMOADD_D', ('a0', 'a1', 'a2'), 'amoadd.d a0, a2, (a1)', '2fb5c500'),
    ('AMOADD_D', ('t6', 't5', 't4'), 'amoadd.d t6, t4, (t5)', 'af3fdf01'),
    ('AMOXOR_D', ('a0', 'a1', 'a2'), 'amoxor.d a0, a2, (a1)', '2fb5c520'),
    ('AMOXOR_D', ('t6', 't5', 't4'), 'amoxor.d t6, t4, (t5)', 'af3fdf21'),
    ('AMOAND_D', ('a0', 'a1', 'a2'), 'amoand.d a0, a2, (a1)', '2fb5c560'),
    ('AMOAND_D', ('t6', 't5', 't4'), 'amoand.d t6, t4, (t5)', 'af3fdf61'),
    ('AMOOR_D', ('a0', 'a1', 'a2'), 'amoor.d a0, a2, (a1)', '2fb5c540'),
    ('AMOOR_D', ('t6', 't5', 't4'), 'amoor.d t6, t4, (t5)', 'af3fdf41'),
    ('AMOMIN_D', ('a0', 'a1', 'a2'), 'amomin.d a0, a2, (a1)', '2fb5c580'),
    ('AMOMIN_D', ('t6', 't5', 't4'), 'amomin.d t6, t4, (t5)', 'af3fdf81'),
    ('AMOMAX_D', ('a0', 'a1', 'a2'), 'amomax.d a0, a2, (a1)', '2fb5c5a0'),
    ('AMOMAX_D', ('t6', 't5', 't4'), 'amomax.d t6, t4, (t5)', 'af3fdfa1'),
    ('AMOMINU_D', ('a0', 'a1', 'a2'), 'amominu.d a0, a2, (a1)', '2fb5c5c0'),
    ('AMOMINU_D', ('t6', 't5', 't4'), 'amominu.d t6, t4, (t5)', 'af3fdfc1'),
    ('AMOMAXU_D', ('a0', 'a1', 'a2'), 'amomaxu.d a0, a2, (a1)', '2fb5c5e0'),
    ('AMOMAXU_D', ('t6', 't5', 't4'), 'amomaxu.d t6, t4, (t5)', 'af3fdfe1'),
    ('LR_D_AQ', ('a0', 'a1'), 'lr.d.aq a0, (a1)', '2fb50514'),
    ('LR_D_AQ', ('t6', 't5'), 'lr.d.aq t6, (t5)', 'af3f0f14'),
    ('SC_D_AQ', ('a0', 'a1', 'a2'), 'sc.d.aq a0, a2, (a1)', '2fb5c51c'),
    ('SC_D_AQ', ('t6', 't5', 't4'), 'sc.d.aq t6, t4, (t5)', 'af3fdf1d'),
    ('AMOSWAP_D_AQ', ('a0', 'a1', 'a2'), 'amoswap.d.aq a0, a2, (a1)', '2fb5c50c'),
    ('AMOSWAP_D_AQ', ('t6', 't5', 't4'), 'amoswap.d.aq t6, t4, (t5)', 'af3fdf0d'),
    ('AMOADD_D_AQ', ('a0', 'a1', 'a2'), 'amoadd.d.aq a0, a2, (a1)', '2fb5c504'),
    ('AMOADD_D_AQ', ('t6', 't5', 't4'), 'amoadd.d.aq t6, t4, (t5)', 'af3fdf05'),
    ('AMOXOR_D_AQ', ('a0', 'a1', 'a2'), 'amoxor.d.aq a0, a2, (a1)', '2fb5c524'),
    ('AMOXOR_D_AQ', ('t6', 't5', 't4'), 'amoxor.d.aq t6, t4, (t5)', 'af3fdf25'),
    ('AMOAND_D_AQ', ('a0', 'a1', 'a2'), 'amoand.d.aq a0, a2, (a1)', '2fb5c564'),
    ('AMOAND_D_AQ', ('t6', 't5', 't4'), 'amoand.d.aq t6, t4, (t5)', 'af3fdf65'),
    ('AMOOR_D_AQ', ('a0', 'a1', 'a2'), 'amoor.d.aq a0, a2, (a1)', '2fb5c544'),
    ('AMOOR_D_AQ', ('t6', 't5', 't4'), 'amoor.d.aq t6, t4, (t5)', 'af3fdf45'),
    ('AMOMIN_D_AQ', ('a0', 'a1', 'a2'), 'amomin.d.aq a0, a2, (a1)', '2fb5c584'),
    ('AMOMIN_D_AQ', ('t6', 't5', 't4'), 'amomin.d.aq t6, t4, (t5)', 'af3fdf85'),
    ('AMOMAX_D_AQ', ('a0', 'a1', 'a2'), 'amomax.d.aq a0, a2, (a1)', '2fb5c5a4'),
    ('AMOMAX_D_AQ', ('t6', 't5', 't4'), 'amomax.d.aq t6, t4, (t5)', 'af3fdfa5'),
    ('AMOMINU_D_AQ', ('a0', 'a1', 'a2'), 'amominu.d.aq a0, a2, (a1)', '2fb5c5c4'),
    ('AMOMINU_D_AQ', ('t6', 't5', 't4'), 'amominu.d.aq t6, t4, (t5)', 'af3fdfc5'),
    ('AMOMAXU_D_AQ', ('a0', 'a1', 'a2'), 'amomaxu.d.aq a0, a2, (a1)', '2fb5c5e4'),
    ('AMOMAXU_D_AQ', ('t6', 't5', 't4'), 'amomaxu.d.aq t6, t4, (t5)', 'af3fdfe5'),
    ('LR_D_RL', ('a0', 'a1'), 'lr.d.rl a0, (a1)', '2fb50512'),
    ('LR_D_RL', ('t6', 't5'), 'lr.d.rl t6, (t5)', 'af3f0f12'),
    ('SC_D_RL', ('a0', 'a1', 'a2'), 'sc.d.rl a0, a2, (a1)', '2fb5c51a'),
    ('SC_D_RL', ('t6', 't5', 't4'), 'sc.d.rl t6, t4, (t5)', 'af3fdf1b'),
    ('AMOSWAP_D_RL', ('a0', 'a1', 'a2'), 'amoswap.d.rl a0, a2, (a1)', '2fb5c50a'),
    ('AMOSWAP_D_RL', ('t6', 't5', 't4'), 'amoswap.d.rl t6, t4, (t5)', 'af3fdf0b'),
    ('AMOADD_D_RL', ('a0', 'a1', 'a2'), 'amoadd.d.rl a0, a2, (a1)', '2fb5c502'),
    ('AMOADD_D_RL', ('t6', 't5', 't4'), 'amoadd.d.rl t6, t4, (t5)', 'af3fdf03'),
    ('AMOXOR_D_RL', ('a0', 'a1', 'a2'), 'amoxor.d.rl a0, a2, (a1)', '2fb5c522'),
    ('AMOXOR_D_RL', ('t6', 't5', 't4'), 'amoxor.d.rl t6, t4, (t5)', 'af3fdf23'),
    ('AMOAND_D_RL', ('a0', 'a1', 'a2'), 'amoand.d.rl a0, a2, (a1)', '2fb5c562'),
    ('AMOAND_D_RL', ('t6', 't5', 't4'), 'amoand.d.rl t6, t4, (t5)', 'af3fdf63'),
    ('AMOOR_D_RL', ('a0', 'a1', 'a2'), 'amoor.d.rl a0, a2, (a1)', '2fb5c542'),
    ('AMOOR_D_RL', ('t6', 't5', 't4'), 'amoor.d.rl t6, t4, (t5)', 'af3fdf43'),
    ('AMOMIN_D_RL', ('a0', 'a1', 'a2'), 'amomin.d.rl a0, a2, (a1)', '2fb5c582'),
    ('AMOMIN_D_RL', ('t6', 't5', 't4'), 'amomin.d.rl t6, t4, (t5)', 'af3fdf83'),
    ('AMOMAX_D_RL', ('a0', 'a1', 'a2'), 'amomax.d.rl a0, a2, (a1)', '2fb5c5a2'),
    ('AMOMAX_D_RL', ('t6', 't5', 't4'), 'amomax.d.rl t6, t4, (t5)', 'af3fdfa3'),
    ('AMOMINU_D_RL', ('a0', 'a1', 'a2'), 'amominu.d.rl a0, a2, (a1)', '2fb5c5c2'),
    ('AMOMINU_D_RL', ('t6', 't5', 't4'), 'amominu.d.rl t6, t4, (t5)', 'af3fdfc3'),
    ('AMOMAXU_D_RL', ('a0', 'a1', 'a2'), 'amomaxu.d.rl a0, a2, (a1)', '2fb5c5e2'),
    ('AMOMAXU_D_RL', ('t6', 't5', 't4'), 'amomaxu.d.rl t6, t4, (t5)', 'af3fdfe3'),
    ('LR_D_AQRL', ('a0', 'a1'), 'lr.d.aqrl a0, (a1)', '2fb50516'),
    ('LR_D_AQRL', ('t6', 't5'), 'lr.d.aqrl t6, (t5)', 'af3f0f16'),
    ('SC_D_AQRL', ('a0', 'a1', 'a2'), 'sc.d.aqrl a0, a2, (a1)', '2fb5c51e'),
    ('SC_D_AQRL', ('t6', 't5', 't4'), 'sc.d.aqrl t6, t4, (t5)', 'af3fdf1f'),
    ('AMOSWAP_D_AQRL', ('a0', 'a1', 'a2'), 'amoswap.d.aqrl a0, a2, (a1)', '2fb5c50e'),
    ('AMOSWAP_D_AQRL', ('t6', 't5', 't4'), 'amoswap.d.aqrl t6, t4, (t5)', 'af3fdf0f'),
    ('AMOADD_D_AQRL', ('a0', 'a1', 'a2'), 'amoadd.d.aqrl a0, a2, (a1)', '2fb5c506'),
    ('AMOADD_D_AQRL', ('t6', 't5', 't4'), 'amoadd.d.aqrl t6, t4, (t5)', 'af3fdf07'),
    ('AMOXOR_D_AQRL', ('a0', 'a1', 'a2'), 'amoxor.d.aqrl a0, a2, (a1)', '2fb5c526'),
    ('AMOXOR_D_AQRL', ('t6', 't5', 't4'), 'amoxor.d.aqrl t6, t4, (t5)', 'af3fdf27'),
    ('AMOAND_D_AQRL', ('a0', 'a1', 'a2'), 'amoand.d.aqrl a0, a2, (a1)', '2fb5c566'),
    ('AMOAND_D_AQRL', ('t6', 't5', 't4'), 'amoand.d.aqrl t6, t4, (t5)', 'af3fdf67'),
    ('AMOOR_D_AQRL', ('a0', 'a1', 'a2'), 'amoor.d.aqrl a0, a2, (a1)', '2fb5c546'),
    ('AMOOR_D_AQRL', ('t6', 't5', 't4'), 'amoor.d.aqrl t6, t4, (t5)', 'af3fdf47'),
    ('AMOMIN_D_AQRL', ('a0', 'a1', 'a2'), 'amomin.d.aqrl a0, a2, (a1)', '2fb5c586'),
    ('AMOMIN_D_AQRL', ('t6', 't5', 't4'), 'amomin.d.aqrl t6, t4, (t5)', 'af3fdf87'),
    ('AMOMAX_D_AQRL', ('a0', 'a1', 'a2'), 'amomax.d.aqrl a0, a2, (a1)', '2fb5c5a6'),
    ('AMOMAX_D_AQRL', ('t6', 't5', 't4'), 'amomax.d.aqrl t6, t4, (t5)', 'af3fdfa7'),
    ('AMOMINU_D_AQRL', ('a0', 'a1', 'a2'), 'amominu.d.aqrl a0, a2, (a1)', '2fb5c5c6'),
    ('AMOMINU_D_AQRL', ('t6', 't5', 't4'), 'amominu.d.aqrl t6, t4, (t5)', 'af3fdfc7'),
    ('AMOMAXU_D_AQRL', ('a0', 'a1', 'a2'), 'amomaxu.d.aqrl a0, a2, (a1)', '2fb5c5e6'),
    ('AMOMAXU_D_AQRL', ('t6', 't5', 't4'), 'amomaxu.d.aqrl t6, t4, (t5)', 'af3fdfe7'),
    ('FLW', ('fa0', 'a1', -2048), 'flw fa0, -2048(a1)', '07a50580'),
    ('FLW', ('ft11', 't5', 2047), 'flw ft11, 2047(t5)', '872fff7f'),
    ('FLW', ('fa0', 'a1', 0), 'flw fa0, 0(a1)', '07a50500'),
    ('FSW', ('fa0', 'a1', -2048), 'fsw fa0, -2048(a1)', '27a0a580'),
    ('FSW', ('ft11', 't5', 2047), 'fsw ft11, 2047(t5)', 'a72fff7f'),
    ('FSW', ('fa0', 'a1', 0), 'fsw fa0, 0(a1)', '27a0a500'),
    ('FLD', ('fa0', 'a1', -2048), 'fld fa0, -2048(a1)', '07b50580'),
    ('FLD', ('ft11', 't5', 2047), 'fld ft11, 2047(t5)', '873fff7f'),
    ('FLD', ('fa0', 'a1', 0), 'fld fa0, 0(a1)', '07b50500'),
    ('FSD', ('fa0', 'a1', -2048), 'fsd fa0, -2048(a1)', '27b0a580'),
    ('FSD', ('ft11', 't5', 2047), 'fsd ft11, 2047(t5)', 'a73fff7f'),
    ('FSD', ('fa0', 'a1', 0), 'fsd fa0, 0(a1)', '27b0a500'),
    ('FADD_S', ('fa0', 'fa1', 'fa2'), 'fadd.s fa0, fa1, fa2', '53f5c500'),
    ('FADD_S', ('ft11', 'ft10', 'ft9'), 'fadd.s ft11, ft10, ft9', 'd37fdf01'),
    ('FSUB_S', ('fa0', 'fa1', 'fa2'), 'fsub.s fa0, fa1, fa2', '53f5c508'),
    ('FSUB_S', ('ft11', 'ft10', 'ft9'), 'fsub.s ft11, ft10, ft9', 'd37fdf09'),
    ('FMUL_S', ('fa0', 'fa1', 'fa2'), 'fmul.s fa0, fa1, fa2', '53f5c510'),
    ('FMUL_S', ('ft11', 'ft10', 'ft9'), 'fmul.s ft11, ft10, ft9', 'd37fdf11'),
    ('FDIV_S', ('fa0', 'fa1', 'fa2'), 'fdiv.s fa0, fa1, fa2', '53f5c518'),
    ('FDIV_S', ('ft11', 'ft10', 'ft9'), 'fdiv.s ft11, ft10, ft9', 'd37fdf19'),
    ('FSQRT_S', ('fa0', 'fa1'), 'fsqrt.s fa0, fa1', '53f50558'),
    ('FSQRT_S', ('ft11', 'ft10'), 'fsqrt.s ft11, ft10', 'd37f0f58'),
    ('FSGNJ_S', ('fa0', 'fa1', 'fa2'), 'fsgnj.s fa0, fa1, fa2', '5385c520'),
    ('FSGNJ_S', ('ft11', 'ft10', 'ft9'), 'fsgnj.s ft11, ft10, ft9', 'd30fdf21'),
    ('FSGNJN_S', ('fa0', 'fa1', 'fa2'), 'fsgnjn.s fa0, fa1, fa2', '5395c520'),
    ('FSGNJN_S', ('ft11', 'ft10', 'ft9'), 'fsgnjn.s ft11, ft10, ft9', 'd31fdf21'),
    ('FSGNJX_S', ('fa0', 'fa1', 'fa2'), 'fsgnjx.s fa0, fa1, fa2', '53a5c520'),
    ('FSGNJX_S', ('ft11', 'ft10', 'ft9'), 'fsgnjx.s ft11, ft10, ft9', 'd32fdf21'),
    ('FMIN_S', ('fa0', 'fa1', 'fa2'), 'fmin.s fa0, fa1, fa2', '5385c528'),
    ('FMIN_S', ('ft11', 'ft10', 'ft9'), 'fmin.s ft11, ft10, ft9', 'd30fdf29'),
    ('FMAX_S', ('fa0', 'fa1', 'fa2'), 'fmax.s fa0, fa1, fa2', '5395c528'),
    ('FMAX_S', ('ft11', 'ft10', 'ft9'), 'fmax.s ft11, ft10, ft9', 'd31fdf29'),
    ('FMADD_S', ('fa0', 'fa1', 'fa2', 'fa3'), 'fmadd.s fa0, fa1, fa2, fa3', '43f5c568'),
    ('FMADD_S', ('ft11', 'ft10', 'ft9', 'ft8'), 'fmadd.s ft11, ft10, ft9, ft8', 'c37fdfe1'),
    ('FMSUB_S', ('fa0', 'fa1', 'fa2', 'fa3'), 'fmsub.s fa0, fa1, fa2, fa3', '47f5c568'),
    ('FMSUB_S', ('ft11', 'ft10', 'ft9', 'ft8'), 'fmsub.s ft11, ft10, ft9, ft8', 'c77fdfe1'),
    ('FNMSUB_S', ('fa0', 'fa1', 'fa2', 'fa3'), 'fnmsub.s fa0, fa1, fa2, fa3', '4bf5c568'),
    ('FNMSUB_S', ('ft11', 'ft10', 'ft9', 'ft8'), 'fnmsub.s ft11, ft10, ft9, ft8', 'cb7fdfe1'),
    ('FNMADD_S', ('fa0', 'fa1', 'fa2', 'fa3'), 'fnmadd.s fa0, fa1, fa2, fa3', '4ff5c568'),
    ('FNMADD_S', ('ft11', 'ft10', 'ft9', 'ft8'), 'fnmadd.s ft11, ft10, ft9, ft8', 'cf7fdfe1'),
    ('FCVT_W_S', ('a0', 'fa1'), 'fcvt.w.s a0, fa1, rtz', '539505c0'),
    ('FCVT_W_S', ('t6', 'ft10'), 'fcvt.w.s t6, ft10, rtz', 'd31f0fc0'),
    ('FCVT_S_W', ('fa0', 'a1'), 'fcvt.s.w fa0, a1', '53f505d0'),
    ('FCVT_S_W', ('ft11', 't5'), 'fcvt.s.w ft11, t5', 'd37f0fd0'),
    ('FCVT_WU_S', ('a0', 'fa1'), 'fcvt.wu.s a0, fa1, rtz', '539515c0'),
    ('FCVT_WU_S', ('t6', 'ft10'), 'fcvt.wu.s t6, ft10, rtz', 'd31f1fc0'),
    ('FCVT_S_WU', ('fa0', 'a1'), 'fcvt.s.wu fa0, a1', '53f515d0'),
    ('FCVT_S_WU', ('ft11', 't5'), 'fcvt.s.wu ft11, t5', 'd37f1fd0'),
    ('FCVT_L_S', ('a0', 'fa1'), 'fcvt.l.s a0, fa1, rtz', '539525c0'),
    ('FCVT_L_S', ('t6', 'ft10'), 'fcvt.l.s t6, ft10, rtz', 'd31f2fc0'),
    ('FCVT_S_L', ('fa0', 'a1'), 'fcvt.s.l fa0, a1', '53f525d0'),
    ('FCVT_S_L', ('ft11', 't5'), 'fcvt.s.l ft11, t5', 'd37f2fd0'),
    ('FCVT_LU_S', ('a0', 'fa1'), 'fcvt.lu.s a0, fa1, rtz', '539535c0'),
    ('FCVT_LU_S', ('t6', 'ft10'), 'fcvt.lu.s t6, ft10, rtz', 'd31f3fc0'),
    ('FCVT_S_LU', ('fa0', 'a1'), 'fcvt.s.lu fa0, a1', '53f535d0'),
    ('FCVT_S_LU', ('ft11', 't5'), 'fcvt.s.lu ft11, t5', 'd37f3fd0'),
    ('FEQ_S', ('a0', 'fa1', 'fa2'), 'feq.s a0, fa1, fa2', '53a5c5a0'),
    ('FEQ_S', ('t6', 'ft10', 'ft9'), 'feq.s t6, ft10, ft9', 'd32fdfa1'),
    ('FLT_S', ('a0', 'fa1', 'fa2'), 'flt.s a0, fa1, fa2', '5395c5a0'),
    ('FLT_S', ('t6', 'ft10', 'ft9'), 'flt.s t6, ft10, ft9', 'd31fdfa1'),
    ('FLE_S', ('a0', 'fa1', 'fa2'), 'fle.s a0, fa1, fa2', '5385c5a0'),
    ('FLE_S', ('t6', 'ft10', 'ft9'), 'fle.s t6, ft10, ft9', 'd30fdfa1'),
    ('FCLASS_S', ('a0', 'fa1'), 'fclass.s a0, fa1', '539505e0'),
    ('FCLASS_S', ('t6', 'ft10'), 'fclass.s t6, ft10', 'd31f0fe0'),
    ('FADD_D', ('fa0', 'fa1', 'fa2'), 'fadd.d fa0, fa1, fa2', '53f5c502'),
    ('FADD_D', ('ft11', 'ft10', 'ft9'), 'fadd.d ft11, ft10, ft9', 'd37fdf03'),
    ('FSUB_D', ('fa0', 'fa1', 'fa2'), 'fsub.d fa0, fa1, fa2', '53f5c50a'),
    ('FSUB_D', ('ft11', 'ft10', 'ft9'), 'fsub.d ft11, ft10, ft9', 'd37fdf0b'),
    ('FMUL_D', ('fa0', 'fa1', 'fa2'), 'fmul.d fa0, fa1, fa2', '53f5c512'),
    ('FMUL_D', ('ft11', 'ft10', 'ft9'), 'fmul.d ft11, ft10, ft9', 'd37fdf13'),
    ('FDIV_D', ('fa0', 'fa1', 'fa2'), 'fdiv.d fa0, fa1, fa2', '53f5c51a'),
    ('FDIV_D', ('ft11', 'ft10', 'ft9'), 'fdiv.d ft11, ft10, ft9', 'd37fdf1b'),
    ('FSQRT_D', ('fa0', 'fa1'), 'fsqrt.d fa0, fa1', '53f5055a'),
    ('FSQRT_D', ('ft11', 'ft10'), 'fsqrt.d ft11, ft10', 'd37f0f5a'),
    ('FSGNJ_D', ('fa0', 'fa1', 'fa2'), 'fsgnj.d fa0, fa1, fa2', '5385c522'),
    ('FSGNJ_D', ('ft11', 'ft10', 'ft9'), 'fsgnj.d ft11, ft10, ft9', 'd30fdf23'),
    ('FSGNJN_D', ('fa0', 'fa1', 'fa2'), 'fsgnjn.d fa0, fa1, fa2', '5395c522'),
    ('FSGNJN_D', ('ft11', 'ft10', 'ft9'), 'fsgnjn.d ft11, ft10, ft9', 'd31fdf23'),
    ('FSGNJX_D', ('fa0', 'fa1', 'fa2'), 'fsgnjx.d fa0, fa1, fa2', '53a5c522'),
    ('FSGNJX_D', ('ft11', 'ft10', 'ft9'), 'fsgnjx.d ft11, ft10, ft9', 'd32fdf23'),
    ('FMIN_D', ('fa0', 'fa1', 'fa2'), 'fmin.d fa0, fa1, fa2', '5385c52a'),
    ('FMIN_D', ('ft11', 'ft10', 'ft9'), 'fmin.d ft11, ft10, ft9', 'd30fdf2b'),
    ('FMAX_D', ('fa0', 'fa1', 'fa2'), 'fmax.d fa0, fa1, fa2', '5395c52a'),
    ('FMAX_D', ('ft11', 'ft10', 'ft9'), 'fmax.d ft11, ft10, ft9', 'd31fdf2b'),
    ('FMADD_D', ('fa0', 'fa1', 'fa2', 'fa3'), 'fmadd.d fa0, fa1, fa2, fa3', '43f5c56a'),
    ('FMADD_D', ('ft11', 'ft10', 'ft9', 'ft8'), 'fmadd.d ft11, ft10, ft9, ft8', 'c37fdfe3'),
    ('FMSUB_D', ('fa0', 'fa1', 'fa2', 'fa3'), 'fmsub.d fa0, fa1, fa2, fa3', '47f5c56a'),
    ('FMSUB_D', ('ft11', 'ft10', 'ft9', 'ft8'), 'fmsub.d ft11, ft10, ft9, ft8', 'c77fdfe3'),
    ('FNMSUB_D', ('fa0', 'fa1', 'fa2', 'fa3'), 'fnmsub.d fa0, fa1, fa2, fa3', '4bf5c56a'),
    ('FNMSUB_D', ('ft11', 'ft10', 'ft9', 'ft8'), 'fnmsub.d ft11, ft10, ft9, ft8', 'cb7fdfe3'),
    ('FNMADD_D', ('fa0', 'fa1', 'fa2', 'fa3'), 'fnmadd.d fa0, fa1, fa2, fa3', '4ff5c56a'),
    ('FNMADD_D', ('ft11', 'ft10', 'ft9', 'ft8'), 'fnmadd.d ft11, ft10, ft9, ft8', 'cf7fdfe3'),
    ('FCVT_W_D', ('a0', 'fa1'), 'fcvt.w.d a0, fa1, rtz', '539505c2'),
    ('FCVT_W_D', ('t6', 'ft10'), 'fcvt.w.d t6, ft10, rtz', 'd31f0fc2'),
    ('FCVT_D_W', ('fa0', 'a1'), 'fcvt.d.w fa0, a1', '538505d2'),
    ('FCVT_D_W', ('ft11', 't5'), 'fcvt.d.w ft11, t5', 'd30f0fd2'),
    ('FCVT_WU_D', ('a0', 'fa1'), 'fcvt.wu.d a0, fa1, rtz', '539515c2'),
    ('FCVT_WU_D', ('t6', 'ft10'), 'fcvt.wu.d t6, ft10, rtz', 'd31f1fc2'),
    ('FCVT_D_WU', ('fa0', 'a1'), 'fcvt.d.wu fa0, a1', '538515d2'),
    ('FCVT_D_WU', ('ft11', 't5'), 'fcvt.d.wu ft11, t5', 'd30f1fd2'),
    ('FCVT_L_D', ('a0', 'fa1'), 'fcvt.l.d a0, fa1, rtz', '539525c2'),
    ('FCVT_L_D', ('t6', 'ft10'), 'fcvt.l.d t6, ft10, rtz', 'd31f2fc2'),
    ('FCVT_D_L', ('fa0', 'a1'), 'fcvt.d.l fa0, a1', '53f525d2'),
    ('FCVT_D_L', ('ft11', 't5'), 'fcvt.d.l ft11, t5', 'd37f2fd2'),
    ('FCVT_LU_D', ('a0', 'fa1'), 'fcvt.lu.d a0, fa1, rtz', '539535c2'),
    ('FCVT_LU_D', ('t6', 'ft10'), 'fcvt.lu.d t6, ft10, rtz', 'd31f3fc2'),
    ('FCVT_D_LU', ('fa0', 'a1'), 'fcvt.d.lu fa0, a1', '53f535d2'),
    ('FCVT_D_LU', ('ft11', 't5'), 'fcvt.d.lu ft11, t5', 'd37f3fd2'),
    ('FEQ_D', ('a0', 'fa1', 'fa2'), 'feq.d a0, fa1, fa2', '53a5c5a2'),
    ('FEQ_D', ('t6', 'ft10', 'ft9'), 'feq.d t6, ft10, ft9', 'd32fdfa3'),
    ('FLT_D', ('a0', 'fa1', 'fa2'), 'flt.d a0, fa1, fa2', '5395c5a2'),
    ('FLT_D', ('t6', 'ft10', 'ft9'), 'flt.d t6, ft10, ft9', 'd31fdfa3'),
    ('FLE_D', ('a0', 'fa1', 'fa2'), 'fle.d a0, fa1, fa2', '5385c5a2'),
    ('FLE_D', ('t6', 'ft10', 'ft9'), 'fle.d t6, ft10, ft9', 'd30fdfa3'),
    ('FCLASS_D', ('a0', 'fa1'), 'fclass.d a0, fa1', '539505e2'),
    ('FCLASS_D', ('t6', 'ft10'), 'fclass.d t6, ft10', 'd31f0fe2'),
    ('FMV_X_W', ('a0', 'fa1'), 'fmv.x.w a0, fa1', '538505e0'),
    ('FMV_X_W', ('t6', 'ft10'), 'fmv.x.w t6, ft10', 'd30f0fe0'),
    ('FMV_W_X', ('fa0', 'a1'), 'fmv.w.x fa0, a1', '538505f0'),
    ('FMV_W_X', ('ft11', 't5'), 'fmv.w.x ft11, t5', 'd30f0ff0'),
    ('FMV_X_D', ('a0', 'fa1'), 'fmv.x.d a0, fa1', '538505e2'),
    ('FMV_X_D', ('t6', 'ft10'), 'fmv.x.d t6, ft10', 'd30f0fe2'),
    ('FMV_D_X', ('fa0', 'a1'), 'fmv.d.x fa0, a1', '538505f2'),
    ('FMV_D_X', ('ft11', 't5'), 'fmv.d.x ft11, t5', 'd30f0ff2'),
    ('FCVT_S_D', ('fa0', 'fa1'), 'fcvt.s.d fa0, fa1', '53f51540'),
    ('FCVT_S_D', ('ft11', 'ft10'), 'fcvt.s.d ft11, ft10', 'd37f1f40'),
    ('FCVT_D_S', ('fa0', 'fa1'), 'fcvt.d.s fa0, fa1', '53850542'),
    ('FCVT_D_S', ('ft11', 'ft10'), 'fcvt.d.s ft11, ft10', 'd30f0f42'),
    ('SH1ADD', ('a0', 'a1', 'a2'), 'sh1add a0, a1, a2', '33a5c520'),
    ('SH1ADD', ('t6', 't5', 't4'), 'sh1add t6, t5, t4', 'b32fdf21'),
    ('SH2ADD', ('a0', 'a1', 'a2'), 'sh2add a0, a1, a2', '33c5c520'),
    ('SH2ADD', ('t6', 't5', 't4'), 'sh2add t6, t5, t4', 'b34fdf21'),
    ('SH3ADD', ('a0', 'a1', 'a2'), 'sh3add a0, a1, a2', '33e5c520'),
    ('SH3ADD', ('t6', 't5', 't4'), 'sh3add t6, t5, t4', 'b36fdf21'),
    ('ADD_UW', ('a0', 'a1', 'a2'), 'add.uw a0, a1, a2', '3b85c508'),
    ('ADD_UW', ('t6', 't5', 't4'), 'add.uw t6, t5, t4', 'bb0fdf09'),
    ('SH1ADD_UW', ('a0', 'a1', 'a2'), 'sh1add.uw a0, a1, a2', '3ba5c520'),
    ('SH1ADD_UW', ('t6', 't5', 't4'), 'sh1add.uw t6, t5, t4', 'bb2fdf21'),
    ('SH2ADD_UW', ('a0', 'a1', 'a2'), 'sh2add.uw a0, a1, a2', '3bc5c520'),
    ('SH2ADD_UW', ('t6', 't5', 't4'), 'sh2add.uw t6, t5, t4', 'bb4fdf21'),
    ('SH3ADD_UW', ('a0', 'a1', 'a2'), 'sh3add.uw a0, a1, a2', '3be5c520'),
    ('SH3ADD_UW', ('t6', 't5', 't4'), 'sh3add.uw t6, t5, t4', 'bb6fdf21'),
    ('SLLI_UW', ('a0', 'a1', 0), 'slli.uw a0, a1, 0', '1b950508'),
    ('SLLI_UW', ('t6', 't5', 63), 'slli.uw t6, t5, 63', '9b1fff0b'),
    ('ANDN', ('a0', 'a1', 'a2'), 'andn a0, a1, a2', '33f5c540'),
    ('ANDN', ('t6', 't5', 't4'), 'andn t6, t5, t4', 'b37fdf41'),
    ('ORN', ('a0', 'a1', 'a2'), 'orn a0, a1, a2', '33e5c540'),
    ('ORN', ('t6', 't5', 't4'), 'orn t6, t5, t4', 'b36fdf41'),
    ('XNOR', ('a0', 'a1', 'a2'), 'xnor a0, a1, a2', '33c5c540'),
    ('XNOR', ('t6', 't5', 't4'), 'xnor t6, t5, t4', 'b34fdf41'),
    ('CLZ', ('a0', 'a1'), 'clz a0, a1', '13950560'),
    ('CLZ', ('t6', 't5'), 'clz t6, t5', '931f0f60'),
    ('CTZ', ('a0', 'a1'), 'ctz a0, a1', '13951560'),
    ('CTZ', ('t6', 't5'), 'ctz t6, t5', '931f1f60'),
    ('CPOP', ('a0', 'a1'), 'cpop a0, a1', '13952560'),
    ('CPOP', ('t6', 't5'), 'cpop t6, t5', '931f2f60'),
    ('SEXT_B', ('a0', 'a1'), 'sext.b a0, a1', '13954560'),
    ('SEXT_B', ('t6', 't5'), 'sext.b t6, t5', '931f4f60'),
    ('SEXT_H', ('a0', 'a1'), 'sext.h a0, a1', '13955560'),
    ('SEXT_H', ('t6', 't5'), 'sext.h t6, t5', '931f5f60'),
    ('CLZW', ('a0', 'a1'), 'clzw a0, a1', '1b950560'),
    ('CLZW', ('t6', 't5'), 'clzw t6, t5', '9b1f0f60'),
    ('CTZW', ('a0', 'a1'), 'ctzw a0, a1', '1b951560'),
    ('CTZW', ('t6', 't5'), 'ctzw t6, t5', '9b1f1f60'),
    ('CPOPW', ('a0', 'a1'), 'cpopw a0, a1', '1b952560'),
    ('CPOPW', ('t6', 't5'), 'cpopw t6, t5', '9b1f2f60'),
    ('ORC_B', ('a0', 'a1'), 'orc.b a0, a1', '13d57528'),
    ('ORC_B', ('t6', 't5'), 'orc.b t6, t5', '935f7f28'),
    ('REV8', ('a0', 'a1'), 'rev8 a0, a1', '13d5856b'),
    ('REV8', ('t6', 't5'), 'rev8 t6, t5', '935f8f6b'),
    ('MAX', ('a0', 'a1', 'a2'), 'max a0, a1, a2', '33e5c50a'),
    ('MAX', ('t6', 't5', 't4'), 'max t6, t5, t4', 'b36fdf0b'),
    ('MAXU', ('a0', 'a1', 'a2'), 'maxu a0, a1, a2', '33f5c50a'),
    ('MAXU', ('t6', 't5', 't4'), 'maxu t6, t5, t4', 'b37fdf0b'),
    ('MIN', ('a0', 'a1', 'a2'), 'min a0, a1, a2', '33c5c50a'),
    ('MIN', ('t6', 't5', 't4'), 'min t6, t5, t4', 'b34fdf0b'),
    ('MINU', ('a0', 'a1', 'a2'), 'minu a0, a1, a2', '33d5c50a'),
    ('MINU', ('t6', 't5', 't4'), 'minu t6, t5, t4', 'b35fdf0b'),
    ('ROL', ('a0', 'a1', 'a2'), 'rol a0, a1, a2', '3395c560'),
    ('ROL', ('t6', 't5', 't4'), 'rol t6, t5, t4', 'b31fdf61'),
    ('ROR', ('a0', 'a1', 'a2'), 'ror a0, a1, a2', '33d5c560'),
    ('ROR', ('t6', 't5', 't4'), 'ror t6, t5, t4', 'b35fdf61'),
    ('ROLW', ('a0', 'a1', 'a2'), 'rolw a0, a1, a2', '3b95c560'),
    ('ROLW', ('t6', 't5', 't4'), 'rolw t6, t5, t4', 'bb1fdf61'),
    ('RORW', ('a0', 'a1', 'a2'), 'rorw a0, a1, a2', '3bd5c560'),
    ('RORW', ('t6', 't5', 't4'), 'rorw t6, t5, t4', 'bb5fdf61'),
    ('RORI', ('a0', 'a1', 0), 'rori a0, a1, 0', '13d50560'),
    ('RORI', ('t6', 't5', 63), 'rori t6, t5, 63', '935fff63'),
    ('RORIW', ('a0', 'a1', 0), 'roriw a0, a1, 0', '1bd50560'),
    ('RORIW', ('t6', 't5', 31), 'roriw t6, t5, 31', '9b5fff61'),
    ('ZEXT_H', ('a0', 'a1'), 'zext.h a0, a1', '3bc50508'),
    ('ZEXT_H', ('t6', 't5'), 'zext.h t6, t5', 'bb4f0f08'),
    ('PseudoCALLIndirect', ('a0',), 'jalr a0', 'e7000500'),
    ('PseudoCALLIndirect', ('t6',), 'jalr t6', 'e7800f00'),
    ('PseudoRET', (), 'ret', '67800000'),
    ('PseudoBR', (-1048576,), 'j -1048576', '6f000080'),
    ('PseudoBR', (1048574,), 'j 1048574', '6ff0ff7f'),
    ('PseudoBR', (0,), 'j 0', '6f000000'),
    ('PseudoBRIND', ('a0',), 'jr a0', '67000500'),
    ('PseudoBRIND', ('t6',), 'jr t6', '67800f00'),
    ('FMV_S', ('fa0', 'fa1'), 'fmv.s fa0, fa1', '5385b520'),
    ('FMV_S', ('ft11', 'ft10'), 'fmv.s ft11, ft10', 'd30fef21'),
    ('FMV_D', ('fa0', 'fa1'), 'fmv.d fa0, fa1', '5385b522'),
    ('FMV_D', ('ft11', 'ft10'), 'fmv.d ft11, ft10', 'd30fef23'),
    ('FNEG_S', ('fa0', 'fa1'), 'fneg.s fa0, fa1', '5395b520'),
    ('FNEG_S', ('ft11', 'ft10'), 'fneg.s ft11, ft10', 'd31fef21'),
    ('FNEG_D', ('fa0', 'fa1'), 'fneg.d fa0, fa1', '5395b522'),
    ('FNEG_D', ('ft11', 'ft10'), 'fneg.d ft11, ft10', 'd31fef23'),
    ('FABS_S', ('fa0', 'fa1'), 'fabs.s fa0, fa1', '53a5b520'),
    ('FABS_S', ('ft11', 'ft10'), 'fabs.s ft11, ft10', 'd32fef21'),
    ('FABS_D', ('fa0', 'fa1'), 'fabs.d fa0, fa1', '53a5b522'),
    ('FABS_D', ('ft11', 'ft10'), 'fabs.d ft11, ft10', 'd32fef23'),
]


@pytest.mark.parametrize("name, ops, text, hexbytes", GOLDEN,
                         ids=[f"{r[0]}-{i}" for i, r in enumerate(GOLDEN)])
def test_golden(name: str, ops: tuple, text: str, hexbytes: str) -> None:
    mi = make(name, ops)
    assert text_of(mi) == text
    assert encode_bytes(mi).hex() == hexbytes
    if capstone_knows(mi.instr):
        dis = capstone_text(bytes.fromhex(hexbytes))
        if len(dis) == 1:
            assert normalize(dis[0]) == normalize(text)
        else:   # a pseudo's expansion: compare with the expansion's own text
            exp = [normalize(text_of(m)) for m in mi.instr.expand(mi, ".L0")]
            assert [normalize(d) for d in dis] == exp


def test_not_encodable_are_the_expected_pseudos() -> None:
    assert {"PseudoSELECT_GPR", "PseudoSELECT_FPR32", "PseudoSELECT_FPR64",
                             "PseudoCmpXchg32", "PseudoCmpXchg64",
                             "PseudoADJCALLSTACKDOWN", "PseudoADJCALLSTACKUP"} == NOT_ENCODABLE


def test_golden_covers_every_record() -> None:
    covered = {r[0] for r in GOLDEN}
    assert covered == set(encodable_records())


def test_golden_rows_assemble_with_gnu_as() -> None:
    if not (AS and OBJCOPY):
        pytest.skip("riscv64-linux-gnu-as not installed")
    lines = [gas_text(make(n, o), t) for n, o, t, _ in GOLDEN]
    data = gas_assemble(lines)
    expected = b"".join(bytes.fromhex(h) for _, _, _, h in GOLDEN)
    assert len(data) == len(expected)
    pos = 0
    for n, _o, t, h in GOLDEN:
        size = len(h) // 2
        assert data[pos:pos + size].hex() == h, (n, t)
        pos += size


# --------------------------------------------------------------------------- must raise

def _out_of_range_rows() -> list[tuple[str, str, int]]:
    rows = []
    for name in encodable_records():
        instr = I.INSTRS[name]
        for o in instr.operands:
            if isinstance(o.kind, (SImm, UImm)):
                lo, hi = imm_range(o.kind)
                rows += [(name, o.name, lo - (1 << o.kind.lsb0)),
                         (name, o.name, hi + (1 << o.kind.lsb0))]
                if o.kind.lsb0:
                    rows.append((name, o.name, 1))          # odd offset
    return rows


@pytest.mark.parametrize("name, opname, value", _out_of_range_rows())
def test_out_of_range_raises(name: str, opname: str, value: int) -> None:
    instr = I.INSTRS[name]
    ops = list(operand_sets(instr)[0])
    ops[[o.name for o in instr.operands].index(opname)] = value
    with pytest.raises(EncodingError):
        encode(make(name, tuple(ops)))


def test_addi_2048_raises() -> None:
    with pytest.raises(EncodingError, match="out of range"):
        encode(make("ADDI", ("ra", "sp", 2048)))
    assert encode_bytes(make("ADDI", ("ra", "sp", 2))).hex() == "93002100"   # STYLE.md E.1


def test_wrong_register_class_raises() -> None:
    with pytest.raises(EncodingError, match="class"):
        encode(make("ADD", ("fa0", "a0", "a1")))
    with pytest.raises(EncodingError, match="class"):
        encode(make("FADD_D", ("a0", "fa0", "fa1")))


@pytest.mark.parametrize("name", sorted(NOT_ENCODABLE))
def test_isel_pseudos_are_not_encodable(name: str) -> None:
    instr = I.INSTRS[name]
    ops = operand_sets(instr)[0]
    with pytest.raises(EncodingError):
        encode(make(name, ops))


def test_virtual_registers_rejected() -> None:
    from pyllc.codegen.mir import FrameIndex, VReg
    with pytest.raises(EncodingError, match="register allocation"):
        encode(MachineInstr(I.ADD, [VReg(0, GPR), BY_NAME["a0"], BY_NAME["a1"]]))
    with pytest.raises(EncodingError, match="frame lowering"):
        encode(MachineInstr(I.LD, [BY_NAME["a0"], FrameIndex(0), 0]))


# --------------------------------------------------------------------------- symbols, labels

def test_call_pseudo_fixups_match_gnu_as() -> None:
    data, fix = encode(MachineInstr(I.PseudoCALL, [Sym("foo")]), pc=0x40)
    assert data.hex() == "97000000e7800000"
    assert fix == [(0, "R_RISCV_CALL_PLT", Sym("foo", 0, "call_plt"))]
    data, fix = encode(MachineInstr(I.PseudoTAIL, [Sym("foo")]))
    assert data.hex() == "1703000067000300"
    assert [f.type for f in fix] == ["R_RISCV_CALL_PLT"]
    if AS and OBJCOPY:
        assert gas_assemble(["call foo", "tail foo"]).hex() == "97000000e7800000" + "17030000" + "67000300"
        types = [t for _, t in gas_objdump_relocs(["call foo"])]
        assert relocs.ELF_NUMBERS["R_RISCV_CALL_PLT"] in types


def test_lla_fixups_and_label() -> None:
    mi = MachineInstr(I.PseudoLA, [BY_NAME["a0"], Sym("var", 8)])
    assert text_of(mi) == "lla a0, var+8"
    data, fix = encode(mi, pc=0x20)
    assert data.hex() == "17050000" + "13050500"
    assert fix[0] == (0, "R_RISCV_PCREL_HI20", Sym("var", 8, "pcrel_hi"))
    assert fix[1] == (4, "R_RISCV_PCREL_LO12_I", Sym(".Lpcrel_hi_20", 0, "pcrel_lo"))
    _, fix = encode(mi, pc=0x20, pcrel_label=lambda pc: f".Lpcrel_hi{pc // 4}")
    assert fix[1].sym.name == ".Lpcrel_hi8"
    if AS:
        got = [(o, t) for o, t in gas_objdump_relocs([".globl var", "lla a0, var"])]
        assert [t for _, t in got if t != relocs.ELF_NUMBERS["R_RISCV_RELAX"]] == [
            relocs.ELF_NUMBERS["R_RISCV_PCREL_HI20"], relocs.ELF_NUMBERS["R_RISCV_PCREL_LO12_I"]]


@pytest.mark.parametrize("name, fmt_reloc, modifier", [
    ("LUI", "R_RISCV_HI20", "hi"), ("AUIPC", "R_RISCV_PCREL_HI20", "pcrel_hi"),
    ("ADDI", "R_RISCV_LO12_I", "lo"), ("LD", "R_RISCV_PCREL_LO12_I", "pcrel_lo"),
    ("SD", "R_RISCV_LO12_S", "lo"), ("FSD", "R_RISCV_PCREL_LO12_S", "pcrel_lo"),
    ("BEQ", "R_RISCV_BRANCH", None), ("JAL", "R_RISCV_JAL", None),
])
def test_symbol_operands_become_fixups(name: str, fmt_reloc: str, modifier: str | None) -> None:
    instr = I.INSTRS[name]
    ops = list(operand_sets(instr)[0])
    k = [o.name for o in instr.operands].index("imm")
    ops[k] = Sym("x", 4, modifier)
    data, fix = encode(make(name, tuple(ops)))
    assert fix == [(0, fmt_reloc, Sym("x", 4, modifier))]
    # %lo(x+4): the field holds the addend's low part, as GNU as writes it (%hi(x+4): 0);
    # every other relocated field is left zero
    ops[k] = 4 if modifier == "lo" else 0
    assert data == encode_bytes(make(name, tuple(ops)))
    if modifier is not None:
        assert text_of(make(name, tuple(ops[:k] + [Sym("x", 4, modifier)] + ops[k + 1:]))) \
            .count(f"%{modifier}(x+4)") == 1


def test_block_targets_resolve_through_label_addr() -> None:
    from pyllc.codegen.mir import MachineBasicBlock
    bb = MachineBasicBlock(3, "target")
    mi = MachineInstr(I.BNE, [BY_NAME["a0"], BY_NAME["zero"], bb])
    data, fix = encode(mi, pc=0x100, label_addr=lambda b: 0x80)
    assert fix == []
    assert data == encode_bytes(make("BNE", ("a0", "zero", -0x80)))
    far, _ = encode(mi, pc=0x100, label_addr=lambda b: 0x100 + 4096)    # relaxed
    assert far == (encode_bytes(make("BEQ", ("a0", "zero", 8)))
                   + encode_bytes(make("JAL", ("zero", 4092))))
    assert capstone_text(far) == ["beqz a0, 8", "j 0xffc"]
    with pytest.raises(EncodingError, match="out of range"):
        encode(MachineInstr(I.PseudoBR, [bb]), pc=0, label_addr=lambda b: 1 << 20)
    with pytest.raises(EncodingError, match="label_addr"):
        encode(mi)
    j = MachineInstr(I.PseudoBR, [bb])
    data, _ = encode(j, pc=0, label_addr=lambda b: 2048)
    assert data == encode_bytes(make("JAL", ("zero", 2048)))


# --------------------------------------------------------------------------- relocations

def _word(data: bytearray, off: int = 0) -> int:
    return int.from_bytes(data[off:off + 4], "little")


def test_relocs_patch_like_the_encoder() -> None:
    """Applying a relocation to the zeroed field gives the bytes of the resolved instruction."""
    cases = [
        ("BEQ", "R_RISCV_BRANCH", 0x1000, -4096, 0x1000 - 4096),
        ("BNE", "R_RISCV_BRANCH", 0x1000, 4094, 0x1000 + 4094),
        ("JAL", "R_RISCV_JAL", 0x200000, -0x100000, 0x100000),
        ("JAL", "R_RISCV_JAL", 0x1000, 0xFFFFE, 0x1000 + 0xFFFFE),
        ("ADDI", "R_RISCV_LO12_I", 0, -2048, None),
        ("SD", "R_RISCV_LO12_S", 0, 2047, None),
    ]
    for name, rtype, P, value, S in cases:
        instr = I.INSTRS[name]
        ops = list(operand_sets(instr)[0])
        k = [o.name for o in instr.operands].index("imm")
        ops[k] = 0
        data = bytearray(encode_bytes(make(name, tuple(ops))))
        if S is None:
            relocs.apply(rtype, data, 0, value, 0, P)
        else:
            relocs.apply(rtype, data, 0, S, 0, P)
        ops[k] = value
        assert bytes(data) == encode_bytes(make(name, tuple(ops))), name


def test_pcrel_pair_and_call_relocation() -> None:
    data = bytearray(encode(MachineInstr(I.PseudoLA, [BY_NAME["a0"], Sym("v")]))[0])
    P, S = 0x10000, 0x12345FFF
    relocs.apply("R_RISCV_PCREL_HI20", data, 0, S, 0, P)
    relocs.apply("R_RISCV_PCREL_LO12_I", data, 4, P, 0, P + 4, pcrel_hi=lambda a: S - a)
    hi, lo = relocs.hi20(S - P), relocs.lo12(S - P)
    assert (hi << 12) + lo == S - P and -2048 <= lo < 2048
    assert _word(data) >> 12 == hi and (_word(data, 4) >> 20) == lo & 0xFFF
    call = bytearray(encode(MachineInstr(I.PseudoCALL, [Sym("f")]))[0])
    relocs.apply("R_RISCV_CALL_PLT", call, 0, 0x800, 0, 0)
    assert _word(call) >> 12 == 1 and (_word(call, 4) >> 20) == 0x800     # lo12 = -2048
    with pytest.raises(relocs.RelocationError):
        relocs.apply("R_RISCV_BRANCH", bytearray(4), 0, 4096, 0, 0)
    with pytest.raises(relocs.RelocationError):
        relocs.apply("R_RISCV_PCREL_HI20", bytearray(4), 0, 1 << 32, 0, 0)
    d64 = bytearray(8)
    relocs.apply("R_RISCV_64", d64, 0, 0x1000, -8, 0)
    assert int.from_bytes(d64, "little") == 0xFF8


# --------------------------------------------------------------------------- random sweep

SEED = 20261122


def _sweep_rows() -> list[tuple[MachineInstr, str, bytes]]:
    rng = random.Random(SEED)
    rows = []
    for name in encodable_records():
        instr = I.INSTRS[name]
        for _ in range(6):
            for ops in operand_sets(instr, rng):
                mi = make(name, ops)
                rows.append((mi, text_of(mi), encode_bytes(mi)))
    return rows


def test_random_sweep_capstone() -> None:
    for mi, text, data in _sweep_rows():
        if not capstone_knows(mi.instr):
            continue
        dis = capstone_text(data)
        if mi.instr.expand is not None:
            want = [normalize(text_of(m)) for m in mi.instr.expand(mi, ".L0")]
        else:
            want = [normalize(text)]
        assert [normalize(d) for d in dis] == want, (mi, text, data.hex())


def test_random_sweep_gnu_as() -> None:
    if not (AS and OBJCOPY):
        pytest.skip("riscv64-linux-gnu-as not installed")
    rows = _sweep_rows()
    data = gas_assemble([gas_text(mi, t) for mi, t, _ in rows])
    pos = 0
    for _mi, text, ours in rows:
        assert data[pos:pos + len(ours)] == ours, (text, ours.hex(), data[pos:pos + 4].hex())
        pos += len(ours)
    assert pos == len(data)


# --------------------------------------------------------------------------- regeneration

def regen_golden() -> str:
    """The GOLDEN table text, bytes from GNU as (run by hand: python -c 'import ...')."""
    rows = []
    for name in encodable_records():
        instr = I.INSTRS[name]
        for ops in operand_sets(instr):
            mi = make(name, ops)
            rows.append((name, ops, text_of(mi), mi))
    data = gas_assemble([gas_text(mi, t) for _, _, t, mi in rows])
    out, pos = [], 0
    for name, ops, text, mi in rows:
        size = mi.instr.size
        out.append(f"    ({name!r}, {ops!r}, {text!r}, {data[pos:pos + size].hex()!r}),")
        pos += size
    return "\n".join(out)
