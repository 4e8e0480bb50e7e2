"""x86-64 encodings: every instruction record of targets/x86_64/instrs.py, in every
operand form (memory: base+disp, base+index*scale+disp, RIP-relative), with edge
immediates and registers that need REX / SIB / disp bytes, is

1. printed in AT&T syntax by the asm printer's `InstrPrinter` (the `.s` text);
2. assembled by GNU `as --64` from that text (each row in its own section, so bytes and
   relocations are per instruction) -> the golden bytes;
3. encoded by the target's Keystone encoder (targets/x86_64/encoder.py: hex numbers,
   placeholder symbols) -> must equal the golden bytes outside relocated fields, and
   its fixup offsets/types must match GNU as's relocations;
4. disassembled with capstone -> must read back as the printed instruction.

Skips only when GNU as or keystone/capstone are missing (`.ci/run` installs them).
"""
from __future__ import annotations

import re
import shutil
import subprocess

import capstone  # noqa: E402
import pytest

from pyllc.codegen.mir import MachineBasicBlock, MachineInstr, Sym
from pyllc.codegen.records import CONDCODE, LABEL, SYMBOL, Custom_Imm, RegClass, SImm, UImm
from pyllc.mc.asm_printer import InstrPrinter
from pyllc.mc.elf import read_elf
from pyllc.record import replace
from pyllc.targets import get_target
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64 import (
    vector_instrs,  # noqa: F401  (registers the SSE records)
    x87,  # noqa: F401  (registers the x87 records in I.INSTRS)
)
from pyllc.targets.x86_64.encoder import KeystoneX86Encoder  # noqa: E402
from pyllc.targets.x86_64.intel import intel_asm
from pyllc.targets.x86_64.registers import (
    R9,
    R10,
    R12,
    R13,
    R14,
    RAX,
    RBP,
    RBX,
    RCX,
    RDX,
    RSI,
    RSP,
    XMM,
)

AS = shutil.which("as")

# register operand pools per variant: (GPRs in operand order, XMMs)
VARIANTS = (
    ((RCX, RDX, RSI, RBX), (XMM[1], XMM[2])),
    ((R9, R10, R13, R14), (XMM[9], XMM[14])),
    ((RAX, R12, RSP, RBP), (XMM[0], XMM[15])),
)
BASES = (RBX, R13, RSP, RBP, R12)
INDEXES = (RCX, R10, RAX)
CCS = ("e", "ne", "l", "ge", "b", "a", "p", "np", "le", "g", "be", "ae", "s", "ns")


def _imm(kind, v: int, name: str = "") -> int:
    if kind is I.SCALE:
        return (1, 2, 4, 8)[v % 4]
    if isinstance(kind, SImm):
        lo, hi = -(1 << (kind.bits - 1)), (1 << (kind.bits - 1)) - 1
        # a record that declares a 2- or 4-byte immediate (`CMP32mi`) is only selected for values
        # outside imm8 (smaller ones have their own `mi8` record, as assemblers pick it)
        wide = 1000 if I.TRAILING_IMM.get(name, 0) >= 2 else 100
        return (lo, hi, wide if kind.bits > 8 else -3)[v % 3]
    if isinstance(kind, UImm):
        return ((1 << kind.bits) - 1, 1, (1 << kind.bits) // 3)[v % 3]
    if isinstance(kind, Custom_Imm):
        return 4
    raise TypeError(kind)


FAR = MachineBasicBlock(0, "far")
FAR.label = ".Lfar"


# the relocation operator a record's symbol operand needs (TLS local exec)
SYM_MODIFIER = {"LEA64r_tpoff": "tpoff"}


def rows() -> list[tuple[str, int, MachineInstr]]:
    out = []
    for name, rec in I.INSTRS.items():
        if not rec.asm or rec.has("pseudo") or "\n" in rec.asm:
            continue              # multi-instruction sequences: tests/exec/test_tls.py
        for v in range(3):
            gprs, xmms = VARIANTS[v]
            gi = xi = 0
            ops = []
            names = [o.name for o in rec.operands]
            tied = dict(rec.tied)
            for o in rec.operands:
                k = o.kind
                if o.name in tied.values():
                    ops.append(ops[names.index(next(d for d, u in tied.items() if u == o.name))])
                    continue
                if isinstance(k, RegClass):
                    if k.regs[0] is XMM[0]:
                        ops.append(xmms[xi % 2])
                        xi += 1
                    elif o.name == "base":
                        ops.append(BASES[(v + len(name)) % len(BASES)])
                    elif o.name == "index":
                        ops.append(INDEXES[v])
                    else:
                        ops.append(gprs[gi % 4])
                        gi += 1
                elif k is LABEL:
                    ops.append(FAR)
                elif k is SYMBOL:
                    ops.append(Sym("ext_sym", (0, 8, -4)[v], SYM_MODIFIER.get(name)))
                elif k is CONDCODE:
                    ops.append(CCS[(v * 5 + len(name)) % len(CCS)])
                elif o.name == "disp":
                    ops.append((8, -8, 0x7fffffff, 0, -129)[(v + len(name)) % 5])
                else:
                    ops.append(_imm(k, v, name))
            out.append((name, v, MachineInstr(rec, ops)))
    return out


ROWS = rows()


def _ids() -> list[str]:
    return [f"{n}-{v}" for n, v, _ in ROWS]
PRINTER = InstrPrinter(lambda n: n, get_target("x86_64").mc.format_sym)


def intel_text(mi: MachineInstr) -> str:
    """The row printed with its Intel template (intel.py) by the same printer."""
    shadow = replace(mi.instr, asm=intel_asm(mi.instr))
    return PRINTER.text(MachineInstr(shadow, mi.ops))


def _gnu_assemble(texts: list[str], header: str = "") -> dict[int, tuple[bytes, list]]:
    if AS is None:
        pytest.skip("GNU as is not installed")
    import os
    import tempfile
    lines = [header] if header else []
    for i, text in enumerate(texts):
        lines.append(f"\t.section .text.r{i},\"ax\",@progbits")
        lines.append("\t" + text)
    lines.append("\t.section .text.far,\"ax\",@progbits\n.Lfar:\n\tnop")
    with tempfile.TemporaryDirectory() as d:
        src, obj = os.path.join(d, "t.s"), os.path.join(d, "t.o")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        subprocess.run([AS, "--64", "-o", obj, src], check=True)
        with open(obj, "rb") as f:
            data = f.read()
    _, o = read_elf(data, "t.o", [get_target("x86_64").mc.relocations])
    out = {}
    for i in range(len(ROWS)):
        sec = f".text.r{i}"
        relocs = [(r.offset, r.type, r.addend) for r in o.relocs if r.section == sec]
        out[i] = (bytes(o.sections[sec].data), relocs)
    return out


@pytest.fixture(scope="module")
def gnu() -> dict[int, tuple[bytes, list]]:
    return _gnu_assemble([PRINTER.text(mi) for _, _, mi in ROWS])


@pytest.fixture(scope="module")
def gnu_intel() -> dict[int, tuple[bytes, list]]:
    return _gnu_assemble([intel_text(mi) for _, _, mi in ROWS], "\t.intel_syntax noprefix")


@pytest.mark.parametrize("i", range(len(ROWS)), ids=_ids())
def test_intel_syntax_same_bytes(i: int, gnu, gnu_intel) -> None:
    """`-x86-asm-syntax=intel` text assembles to the AT&T text's bytes and relocations."""
    _, _, mi = ROWS[i]
    assert gnu_intel[i] == gnu[i], f"{intel_text(mi)!r} vs {PRINTER.text(mi)!r}"


ENC = KeystoneX86Encoder()



def _mask(code: bytes, fields: list[tuple[int, int]]) -> bytes:
    b = bytearray(code)
    for off, size in fields:
        b[off:off + size] = bytes(size)
    return bytes(b)


@pytest.mark.parametrize("i", range(len(ROWS)), ids=_ids())
def test_keystone_matches_gnu_as(i: int, gnu) -> None:
    name, v, mi = ROWS[i]
    text = PRINTER.text(mi)
    want, want_relocs = gnu[i]
    labels = {FAR: 0x100000}
    code, fixups = ENC.encode(mi, 0x1000, labels)
    fields = [(off, 8 if t == "R_X86_64_64" else 4) for off, t, _ in
              ((f[0], f[1], f[2]) for f in fixups)]
    if any(isinstance(op, MachineBasicBlock) for op in mi.ops):
        fields.append((len(code) - 4, 4))        # a rel32 to a block: GNU as relocates it
    assert len(code) == len(want), f"{text}: keystone {code.hex()} vs as {want.hex()}"
    assert _mask(code, fields) == _mask(want, fields), \
        f"{text}: keystone {code.hex()} vs as {want.hex()}"
    got_relocs = sorted((off, t, s.offset) for off, t, s in fixups)
    if not any(isinstance(op, MachineBasicBlock) for op in mi.ops):
        assert got_relocs == sorted(want_relocs), f"{text}: fixups {got_relocs} vs {want_relocs}"


# ---------------------------------------------------------------- capstone round trip

_NUM = re.compile(r"-?(0x[0-9a-f]+|\d+)")


def _norm(text: str) -> str:
    t = text.strip().lower()
    t = re.sub(r"\s+", " ", t)
    t = re.sub(r"[\w.+-]+\(%rip\)", "X(%rip)", t)
    t = re.sub(r"^(j\w+|callq?|jmpq?) [^*%].*$", r"\1 X", t)
    t = re.sub(r"^(call|jmp|ret|push|pop)q\b", r"\1", t)

    def num(m: re.Match) -> str:
        s = m.group(0)
        neg = s.startswith("-")
        val = int(s.lstrip("-"), 0)
        return str(-val if neg else val)
    t = _NUM.sub(num, t)
    t = t.replace(", ", ",")
    t = re.sub(r"(^|[ ,$])0\(", r"\1(", t)       # 0(%rbp) == (%rbp)
    t = re.sub(r",1\)", ")", t)                   # scale 1 is the default
    return t


CS = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
CS.syntax = capstone.CS_OPT_SYNTAX_ATT

def _signed_like(printed: str, disasm: str) -> str:
    """capstone prints 64-bit sign-extended immediates as unsigned 64-bit hex for some
    forms; fold numbers >= 2^63 back to negative."""
    def fold(m: re.Match) -> str:
        v = int(m.group(0))
        return str(v - (1 << 64)) if v >= 1 << 63 else str(v)
    return re.sub(r"\d{19,}", fold, disasm)


@pytest.mark.parametrize("i", range(len(ROWS)), ids=_ids())
def test_capstone_reads_back(i: int) -> None:
    name, v, mi = ROWS[i]
    text = PRINTER.text(mi)
    code, _ = ENC.encode(mi, 0x1000, {FAR: 0x100000})
    insns = list(CS.disasm(code, 0x1000))
    assert len(insns) == 1, f"{text}: {code.hex()} decodes as {len(insns)} instructions"
    dis = f"{insns[0].mnemonic} {insns[0].op_str}"
    a, b = _norm(text), _signed_like(text, _norm(dis))
    if I.MEM_FORM.get(name, ("", ""))[1] in ("ms", "xs"):
        # an absolute symbol displacement reads back as the placeholder's address
        a = re.sub(r"ext_sym[+-]?\d*\(", "X(", a)
        b = re.sub(r"-?\d+\((?=%)", "X(", b, count=1)
    if name == "MOV64ri_sym32":
        # `movl $sym, %r32`: the immediate is the relocation's (R_X86_64_32, checked
        # against GNU as by tests/encode/test_gnu_as_golden.py's objects)
        a = re.sub(r"\$ext_sym([+-]\d+)?", "$X", a)
        b = re.sub(r"\$-?\d+", "$X", b, count=1)
    b = _norm_width(a, b)
    if name in SYM_MODIFIER:
        # `sym@TPOFF(%reg)`: the displacement is the relocation's (checked against GNU as)
        a = re.sub(r"ext_sym@\w+([+-]\d+)?\(", "X(", a)
        b = re.sub(r"-?\d+\(", "X(", b, count=1)
    assert a == b, f"{text!r} -> {code.hex()} -> {dis!r}"


def _norm_width(printed: str, dis: str) -> str:
    """Immediates: capstone shows the encoded (often sign-extended, width-masked) value;
    compare them modulo the operand width."""
    pn, dn = _NUM.findall(printed), _NUM.findall(dis)
    if len(pn) != len(dn):
        return dis
    ps = [m.group(0) for m in _NUM.finditer(printed)]
    ds = [m.group(0) for m in _NUM.finditer(dis)]
    out = dis
    for p, d in zip(ps, ds):
        pv, dv = int(p), int(d)
        for w in (8, 16, 32, 64):
            if (pv - dv) % (1 << w) == 0 and pv != dv:
                out = out.replace(d, p, 1)
                break
    return out


def test_every_record_has_rows() -> None:
    names = {n for n, _, _ in ROWS}
    missing = [n for n, r in I.INSTRS.items()
               if r.asm and not r.has("pseudo") and "\n" not in r.asm and n not in names]
    assert not missing
    assert len(ROWS) >= 3 * 250


# ---------------------------------------------------------------- relocations (relocs.py)

from pyllc.targets.x86_64 import relocs as R  # noqa: E402


def _patched(rtype: str, S: int, A: int, P: int, size: int = 8, before: bytes = b"") -> bytes:
    data = bytearray(before + bytes(16))
    R.apply(rtype, data, len(before), S, A, P)
    return bytes(data[len(before):len(before) + size])


def test_reloc_values_and_ranges() -> None:
    assert _patched("R_X86_64_64", 0x1122334455667788, 8, 0) == (0x1122334455667790).to_bytes(8, "little")
    assert _patched("R_X86_64_PC32", 0x2000, -4, 0x1000, 4) == (0xFFC).to_bytes(4, "little")
    assert _patched("R_X86_64_PLT32", 0x1000, -4, 0x2000, 4) == (-0x1004 % (1 << 32)).to_bytes(4, "little")
    assert _patched("R_X86_64_32S", 0, -8, 0, 4) == (-8 % (1 << 32)).to_bytes(4, "little")
    assert _patched("R_X86_64_32", 0xFFFFFFFF, 0, 0, 4) == b"\xff\xff\xff\xff"
    for rtype, S in (("R_X86_64_32", -1), ("R_X86_64_32S", 1 << 31), ("R_X86_64_PC32", 1 << 40)):
        with pytest.raises(R.RelocationError):
            _patched(rtype, S, 0, 0, 4)
    with pytest.raises(R.RelocationError):
        _patched("R_X86_64_GOTPCREL", 0, 0, 0, 4)


def test_gotpcrelx_relaxation() -> None:
    # movq foo@GOTPCREL(%rip), %rax  ->  leaq foo(%rip), %rax
    data = bytearray(b"\x48\x8b\x05\0\0\0\0")
    R.apply("R_X86_64_REX_GOTPCRELX", data, 3, 0x2000, -4, 0x1003)
    assert bytes(data) == b"\x48\x8d\x05" + (0x2000 - 4 - 0x1003).to_bytes(4, "little")
    # call *foo@GOTPCREL(%rip)  ->  addr32 call foo
    data = bytearray(b"\xff\x15\0\0\0\0")
    R.apply("R_X86_64_GOTPCRELX", data, 2, 0x3000, -4, 0x1002)
    assert bytes(data) == b"\x67\xe8" + (0x3000 - 4 - 0x1002).to_bytes(4, "little")


def test_elf_numbers() -> None:
    assert R.ELF_MACHINE == 62 and R.ELF_FLAGS == 0
    assert R.ELF_NUMBERS["R_X86_64_PLT32"] == 4 and R.ELF_NUMBERS["R_X86_64_32S"] == 11
