"""`-code-model=medium|large` (targets/x86_64/code_model.py, targets/aarch64/code_model.py)
and RISC-V's `small` (medlow: lui %hi / %lo, targets/riscv64/medlow.py) and `medium`
(medany: auipc %pcrel_hi / %pcrel_lo):
programs of the corpus compiled under each model run under pylli (whose loader applies
R_X86_64_64 and R_AARCH64_MOVW_UABS_G*), the `.s` has the model's address forms and
not the small model's, GNU as makes the same relocations from our `.s` as our object
has, and the combinations llc-16 does not support here are one clean error."""
from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.mc.elf import write_elf
from pyllc.pipeline import Options
from pyllc.tools.compile import compile_ll, to_assembly, to_object

REPO = Path(__file__).resolve().parents[2]
PROGRAMS = REPO / "tests" / "programs"
X86, A64 = "x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"
RV = "riscv64-unknown-linux-gnu"
MODELS = [(X86, "medium"), (X86, "large"), (A64, "large"), (RV, "small"), (RV, "medium")]
PREFIX = {X86: "x86_64-linux-gnu-", A64: "aarch64-linux-gnu-", RV: "riscv64-linux-gnu-"}
# the relocations of a symbol's address (GNU as adds R_RISCV_RELAX, ALIGN and branch
# relocations for linker relaxation, which pyllc's objects do not have)
RV_ADDRESS_RELOCS = frozenset({"R_RISCV_HI20", "R_RISCV_LO12_I", "R_RISCV_LO12_S",
                               "R_RISCV_PCREL_HI20", "R_RISCV_PCREL_LO12_I",
                               "R_RISCV_PCREL_LO12_S", "R_RISCV_64", "R_RISCV_32"})
# jump tables, FP constants, indirect calls, blockaddress, the runtime's data symbols,
# thread-locals, varargs
NAMES = ("switch_dense", "double_arith", "funcptr", "computed_goto", "hello", "tls",
         "varargs", "globals_init")


def _compile(triple: str, model: str, name: str, opt: str = "O2") -> object:
    ll = PROGRAMS / "ll" / triple / f"{name}.{opt}.ll"
    return compile_ll(ll.read_text(), str(ll), triple,
                      options=Options(opt_level=2, code_model=model))


@pytest.mark.parametrize("opt", ["O0", "O2"])
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("triple, model", MODELS)
def test_programs_run_under_pylli(triple: str, model: str, name: str, opt: str) -> None:
    c = _compile(triple, model, name, opt)
    out = io.BytesIO()
    status, _ = run_program([to_object(c)], c.target, [name.encode()], 200_000_000,
                            stdout=out, stderr=io.BytesIO())
    want = PROGRAMS / f"{name}.status"
    assert (out.getvalue(), status) == ((PROGRAMS / f"{name}.expected").read_bytes(),
                                        int(want.read_text()) if want.exists() else 0)


def _lines(asm: str, comment: str) -> list[str]:
    return [ln.split(comment)[0].strip() for ln in asm.splitlines()]


@pytest.mark.parametrize("triple, model", MODELS)
def test_address_forms(triple: str, model: str) -> None:
    text = to_assembly(_compile(triple, model, "switch_dense", "O0"))   # a jump table
    comment = "//" if triple == A64 else "#"
    lines = _lines(to_assembly(_compile(triple, model, "funcptr")), comment) + _lines(text, comment)
    if triple == RV:
        hi = [ln for ln in lines if "%hi(" in ln or "%lo(" in ln]
        if model == "small":
            # medlow: lui %hi + %lo (folded into loads/stores), never lla
            assert any(re.match(r"lui \w+, %hi\(\.LJTI\d+_\d+\)", ln) for ln in lines), text
            assert not any(ln.startswith("lla ") for ln in lines)
            assert hi
        else:
            assert any(re.match(r"lla \w+, \.LJTI\d+_\d+", ln) for ln in lines), text
            assert hi == []
        return
    if triple == A64:
        assert any(ln.startswith("movk") and ":abs_g3:" in ln for ln in lines)
        # every remaining adrp reads a GOT entry (preemptible symbols)
        assert all(":got:" in ln for ln in lines if ln.startswith("adrp"))
        assert not any(":lo12:" in ln for ln in lines)
        return
    assert any(re.match(r"movabsq \$\.LJTI\d+_\d+, %r", ln) for ln in lines), text
    rip = [ln for ln in lines if "(%rip)" in ln]
    if model == "large":
        assert rip == []
        assert not any(re.match(r"callq [A-Za-z_.]", ln) for ln in lines)   # via a register
        assert any(re.match(r"callq \*%r", ln) for ln in lines)
    else:
        # medium: code addresses stay RIP-relative, preemptible data comes from the GOT
        assert all("@GOTPCREL" in ln or "leaq" in ln for ln in rip), rip
        assert any(re.match(r"callq [A-Za-z_]", ln) for ln in lines)


_REL = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+(R_\w+)")


def _relocations(readelf: str, path: Path) -> list[tuple[str, str]]:
    out = subprocess.run([readelf, "-rW", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return [(m.group(1), m.group(2)) for m in map(_REL.match, out.splitlines()) if m]


@pytest.mark.parametrize("triple, model", MODELS)
def test_gnu_as_makes_the_same_relocations(triple: str, model: str, tmp_path: Path) -> None:
    prefix = PREFIX[triple]
    tools = [shutil.which(prefix + t) for t in ("as", "readelf")]
    if None in tools:
        pytest.fail(f"{prefix}as/readelf are not installed (.ci/run installs binutils)")
    gas, readelf = tools
    for name in ("switch_dense", "funcptr"):
        c = _compile(triple, model, name)
        s, ours, theirs = tmp_path / f"{name}.s", tmp_path / f"{name}.o", tmp_path / "gas.o"
        s.write_text(to_assembly(c))
        ours.write_bytes(write_elf(to_object(c), c.target))
        r = subprocess.run([str(gas), str(s), "-o", str(theirs)], capture_output=True,
                           text=True)
        assert r.returncode == 0, r.stderr
        mine = _relocations(str(readelf), ours)
        gas_relocs = _relocations(str(readelf), theirs)
        if triple == RV:
            mine = [r for r in mine if r[1] in RV_ADDRESS_RELOCS]
            gas_relocs = [r for r in gas_relocs if r[1] in RV_ADDRESS_RELOCS]
        assert mine == gas_relocs
        kinds = {t for _, t in mine}
        want = {X86: "R_X86_64_64", A64: "R_AARCH64_MOVW_UABS_G3",
                RV: "R_RISCV_HI20" if model == "small" else "R_RISCV_PCREL_HI20"}[triple]
        assert want in kinds


@pytest.mark.parametrize("args, message", [
    (["-mtriple=x86_64-unknown-linux-gnu", "-code-model=large", "-relocation-model=pic"],
     "-code-model=large with -relocation-model=pic is not supported for x86_64"),
    (["-mtriple=aarch64-unknown-linux-gnu", "-code-model=medium"],
     "-code-model=medium is not supported for aarch64 (supported: small, large)"),
    (["-mtriple=sparc-unknown-linux-gnu", "-code-model=large"],
     "-code-model=large is not supported for sparc (supported: small)"),
])
def test_unsupported_combinations_are_one_clean_error(args: list[str], message: str) -> None:
    ll = PROGRAMS / "ll" / X86 / "hello.O2.ll"
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.llc", *args, str(ll), "-o", "-"],
                       capture_output=True, text=True, env={"PYTHONPATH": str(REPO)})
    assert r.returncode == 1
    assert message in r.stderr and "Traceback" not in r.stderr, r.stderr
