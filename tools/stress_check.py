"""llvm-stress differential acceptance: does pyllc compile what llc-16 compiles?

One check is (seed, size, triple, level): `llvm-stress-16` writes a random module,
`llc-16` tries it; where llc accepts it, pyllc must compile it too and GNU `as` must
accept pyllc's `.s`. Shared by the CI test (a fixed handful of seeds) and the longer
sweep in bench/bench_stress.py.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyllc.diagnostics import CompileError  # noqa: E402
from pyllc.pipeline import Options  # noqa: E402
from pyllc.tools.compile import compile_ll, to_assembly  # noqa: E402

TRIPLES = ("riscv64-unknown-linux-gnu", "x86_64-unknown-linux-gnu",
           "aarch64-unknown-linux-gnu", "sparc-unknown-linux-gnu")

# GNU as for each target, with the ISA level pyllc emits for
GNU_AS = {"riscv64-unknown-linux-gnu": ["riscv64-linux-gnu-as", "-march=rv64gc", "-mabi=lp64d"],
          "x86_64-unknown-linux-gnu": ["x86_64-linux-gnu-as", "--64"],
          "aarch64-unknown-linux-gnu": ["aarch64-linux-gnu-as"],
          "sparc-unknown-linux-gnu": ["sparc64-linux-gnu-as", "-32", "-Av8"]}

STRESS = "llvm-stress-16"
LLC = "llc-16"
# llc's RISC-V default is plain RV64I with the LP64 ABI; pyllc, like clang, defaults to
# rv64gc with LP64D, so llc is asked for the same machine
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c", "-target-abi=lp64d"]}


def missing_tools(triples: tuple[str, ...] = TRIPLES) -> list[str]:
    """The oracle programs that are not on PATH (empty when the check can run)."""
    need = [STRESS, LLC] + [GNU_AS[t][0] for t in triples]
    return [n for n in need if shutil.which(n) is None]


def generate(seed: int, size: int) -> str:
    """The module llvm-stress-16 writes for this seed and size."""
    r = subprocess.run([STRESS, f"-size={size}", f"-seed={seed}", "-o", "-"],
                       capture_output=True, text=True, check=True)
    return r.stdout


def llc_accepts(text: str, triple: str, level: int) -> bool:
    r = subprocess.run([LLC, f"-mtriple={triple}", *LLC_FLAGS.get(triple, []), f"-O{level}",
                        "-o", "/dev/null", "-"],
                       input=text, capture_output=True, text=True, timeout=120)
    return r.returncode == 0


def pyllc_assembly(text: str, name: str, triple: str, level: int) -> str:
    """pyllc's `.s` for the module; raises CompileError (or anything else on a bug)."""
    compiled = compile_ll(text, name, triple, options=Options(opt_level=level))
    return to_assembly(compiled)


def gnu_as_error(asm: str, triple: str) -> str | None:
    """GNU as's complaint about the assembly, or None when it assembles."""
    with tempfile.TemporaryDirectory() as tmp:
        s, o = Path(tmp) / "in.s", Path(tmp) / "out.o"
        s.write_text(asm)
        r = subprocess.run([*GNU_AS[triple], str(s), "-o", str(o)],
                           capture_output=True, text=True)
        if r.returncode != 0:
            return r.stderr.strip() or f"exit {r.returncode}"
    return None


@dataclass
class Outcome:
    """`llc` is False when llc-16 rejects the module (the check does not count);
    otherwise `error` is None on success or the first failure's one-line reason."""
    llc: bool
    error: str | None = None
    stage: str = ""

    @property
    def ok(self) -> bool:
        return self.llc and self.error is None


def check(text: str, name: str, triple: str, level: int) -> Outcome:
    if not llc_accepts(text, triple, level):
        return Outcome(llc=False)
    try:
        asm = pyllc_assembly(text, name, triple, level)
    except CompileError as e:
        return Outcome(True, e.format().splitlines()[0], "pyllc")
    except Exception as e:  # a traceback is a pyllc bug: report it like a failure
        return Outcome(True, f"{type(e).__name__}: {e}".splitlines()[0], "crash")
    err = gnu_as_error(asm, triple)
    if err is not None:
        return Outcome(True, err.splitlines()[-1], "as")
    return Outcome(True)

