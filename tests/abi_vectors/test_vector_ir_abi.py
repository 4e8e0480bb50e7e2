"""Vector types C never passes directly (tests/abi_vectors/vector_ir.py: odd counts,
`i1` vectors, one-element vectors, vectors wider than the vector registers, results
through memory) across a pyllc/llc-16 boundary on all four targets, at -O0 and -O2: the
caller module from one compiler, the callee module from the other (and both from
pyllc), linked and run under pylli, must print what lli-16 prints for the two modules
linked (the lanes' meaning does not depend on the target). SPARC pairings with an
llc-16 callee leave out the results demoted to memory (llc-16's callees return onto the
`unimp` word its own callers put after the call; see test_vector_abi.py)."""
from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from vector_ir import CASES, modules

from pyllc.emu import run_program
from pyllc.targets import default_triples, get_target
from pyllc.tools.lli import load_object

LLC, LLI, LINK = shutil.which("llc-16"), shutil.which("lli-16"), shutil.which("llvm-link-16")
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}


def _cases(triple: str, callee: str) -> list:
    if triple.startswith("sparc") and callee == "llc":
        return [c for c in CASES if not c.demoted_on_sparc]
    return list(CASES)


def _expected(cases: list, tmp: Path) -> str:
    caller, callee = modules(cases)
    (tmp / "x_caller.ll").write_text(caller)
    (tmp / "x_callee.ll").write_text(callee)
    linked = tmp / "x_linked.bc"
    subprocess.run([str(LINK), str(tmp / "x_caller.ll"), str(tmp / "x_callee.ll"), "-o",
                    str(linked)], check=True)
    return subprocess.run([str(LLI), str(linked)], capture_output=True, text=True,
                          check=True).stdout


def _object(compiler: str, triple: str, text: str, name: str, opt: str, tmp: Path) -> Path:
    ll = tmp / f"{name}.ll"
    ll.write_text(f'target triple = "{triple}"\n' + text)
    obj = tmp / f"{name}.{compiler}.o"
    if compiler == "llc":
        cmd = [str(LLC), *LLC_FLAGS.get(triple, [])]
    else:
        cmd = [sys.executable, "-m", "pyllc.tools.llc"]
    subprocess.run([*cmd, f"-mtriple={triple}", f"-{opt}", "-filetype=obj", str(ll), "-o",
                    str(obj)], check=True)
    return obj


# each direction across compilers at each level (pyllc with itself is implied by the
# two halves agreeing with llc-16's; four of the six pairs keep the suite short)
@pytest.mark.parametrize("caller,callee,opt", [("pyllc", "llc", "O0"), ("llc", "pyllc", "O0"),
                                               ("pyllc", "llc", "O2"), ("llc", "pyllc", "O2")])
@pytest.mark.parametrize("triple", default_triples())
def test_vector_ir_abi_across_compilers(triple: str, caller: str, callee: str, opt: str,
                                        tmp_path: Path) -> None:
    if LLC is None or LLI is None or LINK is None:
        pytest.skip("llc-16, lli-16 and llvm-link-16 are needed")
    cases = _cases(triple, callee)
    caller_ll, callee_ll = modules(cases)
    objs = [_object(caller, triple, caller_ll, "caller", opt, tmp_path),
            _object(callee, triple, callee_ll, "callee", opt, tmp_path)]
    loaded = [load_object(str(o))[1] for o in objs]
    out, err = io.BytesIO(), io.BytesIO()
    status, _ = run_program(loaded, get_target(triple), [b"vir"], 50_000_000,
                            stdout=out, stderr=err)
    assert (out.getvalue().decode(), status) == (_expected(cases, tmp_path), 0), \
        err.getvalue().decode()
