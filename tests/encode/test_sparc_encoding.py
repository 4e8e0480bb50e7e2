"""SPARC V8 encodings: every instruction record of targets/sparc/instrs.py, in every
operand form the tables can emit (both edges of each immediate, low and high registers),
printed by the asm printer's InstrPrinter, then

  1. assembled by Keystone (what pylli's MC layer uses, targets/sparc/encoder.py),
  2. assembled by GNU `sparc64-linux-gnu-as -32` (skipped where it is not installed):
     the bytes must be identical,
  3. disassembled by capstone (CS_ARCH_SPARC, big-endian): the text must read back as
     the printed text (numbers compared as values; capstone's known misprints of `call`
     targets and `rd %y` are normalized).

Plus range checks: immediates one past each edge are rejected by the operand kinds.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from pyllc.codegen.mir import MachineInstr, Sym
from pyllc.codegen.records import LABEL, SYMBOL, SImm, UImm
from pyllc.mc.asm_printer import InstrPrinter
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.encoder import assemble_text
from pyllc.targets.sparc.registers import FPR32, FPR64, GPR, F, G, L, O
from pyllc.targets.sparc.registers import I as IR

GAS = shutil.which("sparc64-linux-gnu-as")
OBJCOPY = shutil.which("sparc64-linux-gnu-objcopy")
BRANCH_DISTANCE = 16          # every branch/call targets its own address + 16

# every allocatable double register (Keystone mis-encodes %f18/%f20/%f22 as doubles:
# registers.KEYSTONE_BAD_DOUBLES are kept out of the allocation order, and of this test)
_REGS = {GPR: (O[0], L[7], IR[5], G[4]), FPR32: (F[1], F[30], F[19]), FPR64: FPR64.order}


def _imm_values(kind) -> tuple[int, ...]:
    if isinstance(kind, SImm):
        lo, hi = -(1 << (kind.bits - 1)), (1 << (kind.bits - 1)) - 1
        return (lo, -1, 0, 1, hi)
    if isinstance(kind, UImm):
        return (0, 1, (1 << kind.bits) - 1)
    raise TypeError(kind)


def _values(spec) -> tuple:
    k = spec.kind
    if k in _REGS:
        return _REGS[k]
    if k in (LABEL, SYMBOL):
        return ("target",)
    if k == "cc":
        return ("e",)
    return _imm_values(k)


def _records():
    for ins in I.INSTRS.values():
        if ins.has("pseudo") or not ins.asm or ins.asm.startswith("!") or "\n" in ins.asm:
            continue
        if ins.name.endswith("_tie"):
            continue     # TLS marker operands (`%tie_ld(x)`): tests/exec/test_tls.py
        yield ins


def _forms():
    """(record, operands): the default form, then one operand varied at a time."""
    out = []
    for ins in _records():
        vals = [_values(o) for o in ins.operands]
        base = [v[0] for v in vals]
        seen = set()
        for i, vs in enumerate(vals or [()]):
            for v in (vs or [None]):
                ops = list(base)
                if vs:
                    ops[i] = v
                key = tuple(map(repr, ops))
                if key not in seen:
                    seen.add(key)
                    out.append((ins, ops))
    return out


FORMS = _forms()


def _text(ins, ops, style: str) -> str:
    """The printed instruction; branch targets as absolute hex at pc 0 (Keystone) or
    as `.+16` (GNU as, capstone comparison)."""
    target = f"{BRANCH_DISTANCE:#x}" if style == "ks" else f".+{BRANCH_DISTANCE}"
    printer = InstrPrinter(lambda n: n, lambda s: target, lambda b: target)
    real = [Sym("target") if o == "target" else o for o in ops]
    return printer.text(MachineInstr(ins, real))


def _ids():
    return [f"{ins.name}:{_text(ins, ops, 'gas')}" for ins, ops in FORMS]


# --------------------------------------------------------------------------- Keystone

@pytest.mark.parametrize("ins,ops", FORMS, ids=_ids())
def test_keystone_assembles(ins, ops):
    code = assemble_text(_text(ins, ops, "ks"), 0)
    assert len(code) == 4


def test_keystone_double_register_bug_is_avoided():
    from pyllc.targets.sparc.registers import KEYSTONE_BAD_DOUBLES
    for d in KEYSTONE_BAD_DOUBLES:
        assert d not in FPR64.order
        word = int.from_bytes(assemble_text(f"ldd [%fp+8], {d.asm}"), "big")
        assert (word >> 25) & 31 != d.enc      # still broken upstream: keep the exclusion


def test_form_count():
    assert len(list(_records())) >= 140
    assert len(FORMS) >= 400


# --------------------------------------------------------------------------- GNU as

@pytest.fixture(scope="module")
def gas_bytes():
    if GAS is None or OBJCOPY is None:
        pytest.skip("sparc64-linux-gnu-as (binutils-sparc64-linux-gnu) is not installed")
    lines = [_text(ins, ops, "gas") for ins, ops in FORMS]
    with tempfile.TemporaryDirectory() as d:
        src, obj, binf = Path(d, "t.s"), Path(d, "t.o"), Path(d, "t.bin")
        src.write_text("\t.text\n" + "".join(f"\t{t}\n" for t in lines))
        r = subprocess.run([GAS, "-32", "-Av8", "-o", str(obj), str(src)],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.text", str(obj), str(binf)],
                       check=True)
        data = binf.read_bytes()
    assert len(data) == 4 * len(lines)
    return [data[4 * k:4 * k + 4] for k in range(len(lines))]


@pytest.mark.parametrize("k", range(len(FORMS)), ids=_ids())
def test_gnu_as_agrees(k, gas_bytes):
    ins, ops = FORMS[k]
    # every form is assembled at pc 0 by Keystone, at 4k by GNU as: targets are relative
    ks = assemble_text(_text(ins, ops, "ks"), 0)
    if ins is I.CALL:
        # pyllc only calls symbols: the R_SPARC_WDISP30 relocation writes the field
        from pyllc.targets.sparc.relocs import apply
        word = bytearray(ks)
        apply("R_SPARC_WDISP30", word, 0, 4 * k + BRANCH_DISTANCE, 0, 4 * k)
        ks = bytes(word)
    assert ks == gas_bytes[k], (_text(ins, ops, "gas"), ks.hex(), gas_bytes[k].hex())


# --------------------------------------------------------------------------- capstone

_NUM = re.compile(r"-?0x[0-9a-f]+|-?\d+")


def _norm(text: str) -> str:
    t = text.strip().lower().replace(" ", "").replace("\t", "")
    t = t.replace("+-", "-").replace("%icc,%g0+", "")     # capstone: `ta %icc, %g0 + 0`
    t = re.sub(r"\[([^\]+]+)\+0\]", r"[\1]", t)
    t = _NUM.sub(lambda m: str(int(m.group(0), 0)), t)
    return t


@pytest.mark.parametrize("ins,ops", FORMS, ids=_ids())
def test_capstone_reads_back(ins, ops):
    from capstone import CS_ARCH_SPARC, CS_MODE_BIG_ENDIAN, Cs
    md = Cs(CS_ARCH_SPARC, CS_MODE_BIG_ENDIAN)
    pc = 0x1000
    code = assemble_text(_text(ins, ops, "ks").replace(f"{BRANCH_DISTANCE:#x}",
                                                       f"{pc + BRANCH_DISTANCE:#x}"), pc)
    got = list(md.disasm(code, pc))
    assert len(got) == 1
    dis = f"{got[0].mnemonic} {got[0].op_str}"
    want = _text(ins, ops, "ks").replace(f"{BRANCH_DISTANCE:#x}", f"{pc + BRANCH_DISTANCE:#x}")
    if ins is I.CALL:                      # capstone 5 misprints call targets: mnemonic only
        assert got[0].mnemonic == "call"
        return
    if ins is I.CALLpc8:                   # PIC's `call .+8`: capstone prints the target
        assert dis == f"call {pc + 8:#x}", dis
        return
    if ins is I.RDY:                       # capstone prints `rd %y,` without rd
        assert dis.startswith("rd %y")
        return
    assert _norm(dis) == _norm(want), (dis, want)


# --------------------------------------------------------------------------- ranges

@pytest.mark.parametrize("kind,bad", [(I.SIMM13, 4096), (I.SIMM13, -4097), (I.UIMM22, 1 << 22),
                                      (I.UIMM22, -1), (I.SHAMT, 32), (I.BRANCH_OFF, 6)])
def test_out_of_range_immediates_are_rejected(kind, bad):
    assert not kind.fits(bad)


@pytest.mark.parametrize("kind,good", [(I.SIMM13, 4095), (I.SIMM13, -4096), (I.SIMM13, 0),
                                       (I.UIMM22, (1 << 22) - 1), (I.SHAMT, 31)])
def test_edge_immediates_fit(kind, good):
    assert kind.fits(good)


# --------------------------------------------------------------------------- whole programs

PROGRAMS = ("hello", "float_arith", "double_arith", "switch_dense", "computed_goto",
            "int64_arith", "varargs", "deep_recursion")


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_assembly_is_accepted_by_gnu_as(name, tmp_path):
    """The `.s` pyllc writes for SPARC is GNU syntax: `sparc64-linux-gnu-as -32` takes it."""
    if GAS is None:
        pytest.skip("sparc64-linux-gnu-as is not installed")
    ll = Path(__file__).resolve().parents[1] / "programs" / "ll" / "sparc-unknown-linux-gnu" / f"{name}.O2.ll"
    asm = tmp_path / f"{name}.s"
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.llc", "-mtriple=sparc-unknown-linux-gnu",
                        "-o", str(asm), str(ll)], capture_output=True, text=True,
                       cwd=Path(__file__).resolve().parents[2])
    assert r.returncode == 0, r.stderr
    r = subprocess.run([GAS, "-32", "-o", str(tmp_path / "x.o"), str(asm)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
