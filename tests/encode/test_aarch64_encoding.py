"""AArch64 encodings: every instruction record of targets/aarch64/instrs.py, in every
operand form (edge immediates, sp / zero register where the operand class admits one,
every condition code, shift and extend kind), is

1. printed in GNU syntax by the asm printer's `InstrPrinter` (the `.s` text);
2. assembled by Keystone (KS_ARCH_ARM64, little-endian) from that text, as the target's
   encoder does (targets/aarch64/encoder.py);
3. assembled by GNU `aarch64-linux-gnu-as` from the same text (all rows in one file;
   `.text` bytes via objcopy) -> the bytes must be equal; for the symbol forms (adrp,
   bl, :lo12:) both are patched with the relocation our fixup names (relocs.apply), so
   the fixup types are checked too;
4. disassembled with capstone -> must read back as the printed instruction, up to the
   architectural aliases capstone prefers (`mov` for orr/movz/add #0, `cmp` for subs...).

Also: the bitmask-immediate predicate against an independent brute force (DecodeBitMasks
of every (N, immr, imms)), and rows that must not be encodable. Skips only when GNU as
or keystone/capstone are missing (`.ci/run` installs binutils-aarch64-linux-gnu).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile

import capstone  # noqa: E402
import pytest

from pyllc.codegen.mir import MachineBasicBlock, MachineInstr, Sym
from pyllc.codegen.records import CONDCODE, LABEL, SYMBOL, Custom_Imm, RegClass, SImm, UImm
from pyllc.mc.asm_printer import InstrPrinter
from pyllc.targets.aarch64 import instrs as I
from pyllc.targets.aarch64 import relocs
from pyllc.targets.aarch64.encoder import KeystoneA64Encoder  # noqa: E402
from pyllc.targets.aarch64.lowering import format_sym
from pyllc.targets.aarch64.registers import SP, XZR, V, X

AS = shutil.which("aarch64-linux-gnu-as")
OBJCOPY = shutil.which("aarch64-linux-gnu-objcopy")

GPRS = (X[1], X[2], X[3], X[4])
FPRS = (V[1], V[2], V[3], V[4])
CCS = I.INT_CCS


# --------------------------------------------------------------------------- rows

def _imm_values(kind) -> list:
    if kind is I.FPIMM8:
        return ["2", "1.5", "-0.125", "31.0"]
    if kind is I.LOGIMM32:
        return [0xFF, 0xFFFF0000, 0x55555555, 0x7FFFFFFF]
    if kind is I.LOGIMM64:
        return [0xFF, 0xFFFFFFFF, 0xFF00FF00FF00FF00, 0x5555555555555555, 0x7FFFFFFFFFFFFFFF]
    if isinstance(kind, Custom_Imm):
        return [v for v in range(0, 64) if kind.fits(v)][:4] or [0]
    if isinstance(kind, SImm):
        step = 1 << kind.lsb0
        lo = -(1 << (kind.bits - 1))
        hi = (1 << (kind.bits - 1)) - step
        return [lo, hi, 0, step]
    if isinstance(kind, UImm):
        step = 1 << kind.lsb0
        hi = (1 << kind.bits) - step
        return [0, hi, step]
    raise TypeError(kind)


def _cond_values(instr, name: str) -> list[str]:
    if name == "st":
        return ["lsl", "lsr", "asr"]
    if name == "ext":
        return ["sxtw", "uxtw"] if "X" in instr.name else ["sxtb", "uxth"]
    return list(CCS)


def _reg(kind: RegClass, k: int, special: bool):
    if kind.regs == V:
        return FPRS[k % 4]
    if special:
        if SP in kind.regs:
            return SP
        if XZR in kind.regs:
            return XZR
    return GPRS[k % 4]


def _imm_fits_width(instr, name: str, v) -> bool:
    """Operand constraints the kinds do not express (shift amounts of W forms, bitfield
    widths, mov wide shifts)."""
    if name == "width":
        return isinstance(v, int) and 1 <= v <= (64 if "X" in instr.name else 32)
    return True


def rows() -> list[tuple[str, MachineInstr, str]]:
    """(id, MachineInstr, label) rows for every record and operand form."""
    out = []
    for instr in I.INSTRS.values():
        if not instr.asm or "pseudo" in instr.flags or "\n" in instr.asm:
            continue              # multi-instruction sequences: tests/exec/test_tls.py
        ops = instr.operands
        variants: list[list] = []
        base = []
        for k, o in enumerate(ops):
            kind = o.kind
            if isinstance(kind, RegClass):
                base.append(_reg(kind, k, False))
            elif kind == CONDCODE:
                base.append(_cond_values(instr, o.name)[0])
            elif kind == LABEL:
                base.append("LABEL")
            elif kind == SYMBOL:
                base.append("SYM")
            else:
                vals = [v for v in _imm_values(kind) if _imm_fits_width(instr, o.name, v)]
                base.append(vals[0] if o.name != "width" else 8)
        variants.append(list(base))
        for k, o in enumerate(ops):
            kind = o.kind
            alts: list = []
            if isinstance(kind, RegClass) and (SP in kind.regs or XZR in kind.regs):
                alts = [_reg(kind, k, True)]
            elif kind == CONDCODE:
                alts = _cond_values(instr, o.name)[1:]
            elif not isinstance(kind, RegClass) and kind not in (LABEL, SYMBOL):
                alts = [v for v in _imm_values(kind)[1:] if _imm_fits_width(instr, o.name, v)]
                if o.name in ("immr", "imms", "lsb", "bit", "amt", "imm") and "W" in instr.name \
                        and isinstance(kind, UImm):
                    alts = [v for v in alts if v < 32]
                if o.name in ("lsb",):
                    alts = [v for v in alts if v + 8 <= (32 if "W" in instr.name else 64)]
            for a in alts:
                v = list(base)
                v[k] = a
                variants.append(v)
        for n, v in enumerate(variants):
            out.append((f"{instr.name}#{n}", v))
    return out


ROWS = rows()


# the relocation operator a record's symbol operand needs (TLS, the large code model)
SYM_MODIFIER = {"ADDXhi12": "tprel_hi12", "MOVZXsym": "abs_g0_nc", "MOVKXsym": "abs_g1_nc"}


def _mi(instr_name: str, vals: list, label: MachineBasicBlock, sym: Sym) -> MachineInstr:
    instr = I.INSTRS[instr_name.split("#")[0]]
    ops = []
    for _o, v in zip(instr.operands, vals):
        if v == "LABEL":
            ops.append(label)
        elif v == "SYM":
            mod = "lo12" if (instr.name.endswith("lo12")) else SYM_MODIFIER.get(instr.name)
            ops.append(Sym(sym.name, 0, mod))
        else:
            ops.append(v)
    return MachineInstr(instr, ops)


# --------------------------------------------------------------------------- assemblers

def _gnu_text(mi: MachineInstr) -> str:
    pr = InstrPrinter(lambda n: n, format_sym, lambda mbb: ". + 8")
    return pr.text(mi)


def _label_block() -> MachineBasicBlock:
    b = MachineBasicBlock(1, "target")
    b.label = ".Ltarget"
    return b


@pytest.fixture(scope="module")
def gnu_bytes() -> dict[str, bytes]:
    if not AS or not OBJCOPY:
        pytest.skip("aarch64-linux-gnu-as / objcopy not installed")
    lab = _label_block()
    sym = Sym("ext_sym")
    lines = []
    for rid, vals in ROWS:
        lines.append("\t" + _gnu_text(_mi(rid, vals, lab, sym)))
    with tempfile.TemporaryDirectory() as d:
        src, obj, binf = (os.path.join(d, n) for n in ("a.s", "a.o", "a.bin"))
        with open(src, "w") as f:
            f.write("\t.text\n" + "\n".join(lines) + "\n")
        r = subprocess.run([AS, "-o", obj, src], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr[:3000]
        subprocess.run([OBJCOPY, "-O", "binary", "-j", ".text", obj, binf], check=True)
        with open(binf, "rb") as f:
            data = f.read()
    assert len(data) == 4 * len(ROWS)
    return {rid: data[4 * k:4 * k + 4] for k, (rid, _) in enumerate(ROWS)}


ENC = KeystoneA64Encoder()
PC = 0x1000


def _keystone(mi: MachineInstr) -> tuple[bytes, list]:
    labels = {mi_op: PC + 8 for mi_op in mi.ops if isinstance(mi_op, MachineBasicBlock)}
    return ENC.encode(mi, PC, labels)


def _patched(code: bytes, fixups: list, S: int) -> bytes:
    data = bytearray(code)
    for off, rtype, sym in fixups:
        relocs.apply(rtype, data, off, S, sym.offset, PC + off)
    return bytes(data)


# --------------------------------------------------------------------------- capstone

_CS = None


def _capstone(code: bytes) -> str:
    global _CS
    if _CS is None:
        _CS = capstone.Cs(capstone.CS_ARCH_ARM64, capstone.CS_MODE_ARM)
    insns = list(_CS.disasm(code, PC))
    assert len(insns) == 1, code.hex()
    return f"{insns[0].mnemonic} {insns[0].op_str}".strip()


ALIASES = {  # our mnemonic -> mnemonics capstone may print for the same bytes
    "movz": {"mov", "movz"}, "movn": {"mov", "movn"}, "orr": {"orr", "mov"},
    "add": {"add", "mov"}, "ubfm": {"ubfm", "lsl", "lsr", "ubfx", "ubfiz", "uxtb", "uxth"},
    "sbfm": {"sbfm", "asr", "sbfx", "sbfiz", "sxtb", "sxth", "sxtw"},
    "lsl": {"lsl", "ubfm", "lsr"}, "lsr": {"lsr", "ubfm"}, "asr": {"asr", "sbfm"},
    "ror": {"ror", "extr"},
    # bitfield aliases: with lsb = 0, ubfiz/ubfx/uxt* (and sbfiz/sbfx/sxt*) are one encoding
    "ubfx": {"ubfx", "lsr", "uxtb", "uxth"}, "sbfx": {"sbfx", "asr", "sxtb", "sxth", "sxtw"},
    "ubfiz": {"ubfiz", "lsl", "ubfx", "uxtb", "uxth"},
    "sbfiz": {"sbfiz", "sbfx", "sxtb", "sxth", "sxtw"}, "csinc": {"csinc", "cinc", "cset"},
    "csinv": {"csinv", "cinv", "csetm"}, "csneg": {"csneg", "cneg"},
    "sub": {"sub", "neg"}, "subs": {"subs", "cmp", "negs"}, "adds": {"adds", "cmn"},
    "ands": {"ands", "tst"}, "orn": {"orn", "mvn"}, "neg": {"neg", "sub"},
    "madd": {"madd", "mul"}, "msub": {"msub", "mneg"}, "uxtb": {"uxtb", "and"},
    "uxth": {"uxth", "and"}, "sxtw": {"sxtw", "sbfm"}, "fmov": {"fmov"},
    "ldr": {"ldr"}, "str": {"str"},
}


def _norm(text: str) -> tuple[str, list[str]]:
    """(mnemonic, operand tokens) with numbers as decimal ints and no '#'."""
    text = text.lower().replace("#", "")
    mn, _, rest = text.partition(" ")
    toks = [t for t in re.split(r"[\s,\[\]!]+", rest) if t]
    out = []
    for t in toks:
        try:
            out.append(str(int(t, 0)))
            continue
        except ValueError:
            pass
        try:
            out.append(repr(float(t)))
            continue
        except ValueError:
            pass
        out.append(t)
    return mn, out


def _regs(tokens: list[str]) -> list[str]:
    return [t for t in tokens if re.fullmatch(r"([xwdsqhv]\d+|sp|wsp|xzr|wzr)", t)]


# --------------------------------------------------------------------------- tests

@pytest.mark.parametrize("rid,vals", ROWS, ids=[r for r, _ in ROWS])
def test_row(rid: str, vals: list, gnu_bytes: dict[str, bytes]) -> None:
    lab, sym = _label_block(), Sym("ext_sym")
    mi = _mi(rid, vals, lab, sym)
    text = _gnu_text(mi)
    code, fixups = _keystone(mi)
    assert len(code) == 4, text
    gnu = gnu_bytes[rid]
    if fixups:
        S = PC + 0x123450
        assert _patched(code, fixups, S) == _patched(gnu, fixups, S), text
    else:
        assert code == gnu, f"{text}: keystone {code.hex()} vs as {gnu.hex()}"
    dis = _capstone(gnu if not fixups else _patched(gnu, fixups, PC + 0x123450))
    mn, toks = _norm(text)
    dmn, dtoks = _norm(dis)
    mn = mn.split(".")[0]
    dmn = dmn.split(".")[0]
    assert dmn in ALIASES.get(mn, {mn}), f"{text!r} disassembles as {dis!r}"
    if dmn == mn and not fixups and "LABEL" not in vals:
        # same spelling: same registers in the same order, same numbers
        assert _regs(dtoks) == _regs(toks), f"{text!r} disassembles as {dis!r}"


def _decode_bit_masks(n: int, immr: int, imms: int, width: int) -> int | None:
    """Arm ARM pseudocode DecodeBitMasks (the wmask), brute-force reference."""
    combined = (n << 6) | (~imms & 0x3F)
    if combined == 0:
        return None
    length = combined.bit_length() - 1
    if length < 1:
        return None
    esize = 1 << length
    if esize > width:
        return None
    levels = esize - 1
    s, r = imms & levels, immr & levels
    if s == levels:
        return None
    welem = (1 << (s + 1)) - 1
    welem = ((welem >> r) | (welem << (esize - r))) & ((1 << esize) - 1)
    out = 0
    for k in range(width // esize):
        out |= welem << (k * esize)
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_bitmask_immediates_brute_force(width: int) -> None:
    valid = set()
    for n in (0, 1) if width == 64 else (0,):
        for immr in range(width):
            for imms in range(64):
                v = _decode_bit_masks(n, immr, imms, width)
                if v is not None:
                    valid.add(v)
    kind = I.LOGIMM64 if width == 64 else I.LOGIMM32
    for v in valid:
        assert kind.fits(v), hex(v)
        n, immr, imms = I.encode_logical_imm(v, width)
        assert _decode_bit_masks(n, immr, imms, width) == v, hex(v)
    import random
    rng = random.Random(5)
    for _ in range(20000):
        v = rng.getrandbits(width)
        assert kind.fits(v) == (v in valid), hex(v)
    for v in (0, (1 << width) - 1):
        assert not kind.fits(v)


@pytest.mark.parametrize("kind,value", [
    (I.SCALED_OFF[8], 4), (I.SCALED_OFF[8], 32768), (I.SCALED_OFF[4], -4),
    (I.UIMM12, 4096), (I.SIMM9, 256), (I.SIMM9, -257), (I.PAIR_OFF, 512),
    (I.PAIR_OFF, 12), (I.LOGIMM32, 0), (I.LOGIMM64, 0x1234), (I.FPIMM8, "0.1"),
    (I.FPIMM8, "64.0"), (I.HW32, 32), (I.HW64, 8),
])
def test_rejected_immediates(kind, value) -> None:
    assert not kind.fits(value)
