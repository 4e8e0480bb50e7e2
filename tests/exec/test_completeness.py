"""Inline assembly and exception-handling IR on every target, against real LLVM:
tests/completeness/*.c (inline asm barriers and `invoke` that never unwinds for all
targets, __builtin_frame_address/return_address chains for all, each ISA's own asm
templates for its target, x86-64's long double), compiled by clang-16 at -O0/-O2
(the `.ll` are checked in: tools/regen_completeness.sh).

The oracle is llc-16's object of the same `.ll`: linked with the target's gcc and run
natively (x86-64) or under qemu-user (AArch64, RISC-V); SPARC has no C toolchain, so
pylli runs llc's object (the loader and runtime are checked against llc's code by
tests/exec/test_llc_objects.py). pyllc's build must print the same: under pylli (our
object), and as `.s` assembled by GNU as (linked and run where a toolchain exists,
else GNU as's object under pylli).
"""
from __future__ import annotations

import io
import platform
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.diagnostics import CompileError
from pyllc.emu import EmulationFault, run_program
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import Compiled, compile_ll, to_assembly, to_object
from pyllc.tools.lli import load_object

ROOT = Path(__file__).resolve().parents[1] / "completeness"
NATIVE = platform.machine() == "x86_64"
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
# triple -> (the ISA's program, GNU as command, gcc, runner: None = native)
TOOLS = {
    "x86_64-unknown-linux-gnu": ("x86_64", ["as", "--64"], "gcc",
                                 None if NATIVE else "qemu-x86_64"),
    "aarch64-unknown-linux-gnu": ("aarch64", ["aarch64-linux-gnu-as"], "aarch64-linux-gnu-gcc",
                                  "qemu-aarch64"),
    "riscv64-unknown-linux-gnu": ("riscv64", ["riscv64-linux-gnu-as", "-march=rv64gc"],
                                  "riscv64-linux-gnu-gcc", "qemu-riscv64"),
    "sparc-unknown-linux-gnu": ("sparc", ["sparc64-linux-gnu-as", "-32", "-Av8"], None, None),
}
# programs for some targets only (no inline asm in them): x86-64's long double (x87) and
# its conversions with i128/__float128/_Float16 (libgcc calls); setjmp/longjmp
EXTRA = {"x86_64-unknown-linux-gnu": ("x86_64_longdouble", "x86_64_xf_conv", "setjmp"),
         "aarch64-unknown-linux-gnu": ("setjmp",), "riscv64-unknown-linux-gnu": ("setjmp",),
         "sparc-unknown-linux-gnu": ("setjmp",)}
NO_INLINE_ASM = ("cleanup", "x86_64_longdouble", "x86_64_xf_conv", "frame_address", "setjmp")
CASES = [(name, triple, opt) for triple, (own, *_) in TOOLS.items()
         for name in ("barrier", "cleanup", "frame_address", own, *EXTRA.get(triple, ()))
         for opt in ("O0", "O2")]
IDS = [f"{triple.split('-')[0]}-{name}-{opt}" for name, triple, opt in CASES]


def _need(tool: str | None) -> None:
    if tool is not None and shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")


def _ll(name: str, triple: str, opt: str) -> Path:
    return ROOT / "ll" / triple / f"{name}.{opt}.ll"


def _run_object(path: Path | object, triple: str) -> bytes:
    obj = load_object(str(path))[1] if isinstance(path, Path) else path
    out = io.BytesIO()
    status, _ = run_program([obj], get_target(triple), [b"t"], 50_000_000, stdout=out,
                            stderr=io.BytesIO())
    assert status == 0
    return out.getvalue()


def _link_and_run(obj_or_s: Path, triple: str, tmp: Path) -> bytes:
    _, _, gcc, runner = TOOLS[triple]
    assert gcc is not None
    _need(gcc)
    _need(runner)
    exe = tmp / (obj_or_s.stem + ".exe")
    r = subprocess.run([gcc, "-static", str(obj_or_s), "-o", str(exe), "-lm"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r2 = subprocess.run(([runner] if runner else []) + [str(exe)], capture_output=True,
                        timeout=120)
    assert r2.returncode == 0
    return r2.stdout


_ORACLE: dict[tuple[str, str, str], bytes] = {}


def _oracle(name: str, triple: str, opt: str, tmp: Path) -> bytes:
    """What llc-16's build of the program prints."""
    key = (name, triple, opt)
    if key not in _ORACLE:
        _need("llc-16")
        obj = tmp / f"{name}.llc.o"
        subprocess.run(["llc-16", f"-mtriple={triple}", *LLC_FLAGS.get(triple, []), f"-{opt}",
                        "-filetype=obj", str(_ll(name, triple, opt)), "-o", str(obj)],
                       check=True)
        if TOOLS[triple][2] is None:
            _ORACLE[key] = _run_object(obj, triple)
        else:
            _ORACLE[key] = _link_and_run(obj, triple, tmp)
    return _ORACLE[key]


def _compile(name: str, triple: str, opt: str) -> Compiled:
    ll = _ll(name, triple, opt)
    return compile_ll(ll.read_text(), str(ll), triple,
                      options=Options(opt_level=0 if opt == "O0" else 2, verify_regalloc=True))


@pytest.mark.parametrize(("name", "triple", "opt"), CASES, ids=IDS)
def test_pylli_matches_llc(name: str, triple: str, opt: str, tmp_path: Path) -> None:
    want = _oracle(name, triple, opt, tmp_path)
    assert want.count(b"\n") >= 2
    assert _run_object(to_object(_compile(name, triple, opt)), triple) == want


@pytest.mark.parametrize(("name", "triple", "opt"), CASES, ids=IDS)
def test_assembly_matches_llc(name: str, triple: str, opt: str, tmp_path: Path) -> None:
    """Our `.s` (templates verbatim between APP/NO_APP) through GNU as."""
    want = _oracle(name, triple, opt, tmp_path)
    _, as_cmd, gcc, _ = TOOLS[triple]
    _need(as_cmd[0])
    s = tmp_path / f"{name}.s"
    text = to_assembly(_compile(name, triple, opt))
    assert name in NO_INLINE_ASM or ("APP" in text and "NO_APP" in text)
    s.write_text(text)
    obj = tmp_path / f"{name}.gas.o"
    r = subprocess.run([*as_cmd, str(s), "-o", str(obj)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    got = _run_object(obj, triple) if gcc is None else _link_and_run(obj, triple, tmp_path)
    assert got == want


# --------------------------------------------------------------------------- errors

def _module(triple: str, body: str) -> str:
    return (f'target triple = "{triple}"\n\n'
            f"define i32 @main() {{\n{body}\n  ret i32 0\n}}\n")


@pytest.mark.parametrize("triple", sorted(TOOLS))
def test_unencodable_template_names_instruction_and_line(triple: str) -> None:
    text = _module(triple, '  call void asm sideeffect "frobnicate $0", "r"(i32 1)')
    compiled = compile_ll(text, "bad.ll", triple)
    with pytest.raises(CompileError) as e:
        to_object(compiled)
    msg = str(e.value)
    assert "frobnicate" in msg and "IR line 4" in msg and "@main" in msg


@pytest.mark.parametrize("triple", sorted(TOOLS))
def test_unknown_constraint_is_a_clean_error(triple: str) -> None:
    text = _module(triple, '  call void asm sideeffect "", "~{nosuchreg}"()')
    with pytest.raises(CompileError) as e:
        compile_ll(text, "bad.ll", triple)
    assert "~{nosuchreg}" in str(e.value) and e.value.line == 4


@pytest.mark.parametrize(("constraints", "args", "message"), [
    ("={st},{st(1)}", "x86_fp80 0xK3FFF8000000000000000", "st(0), st(1) ... in order"),
    ("={st(1)}", "", "st(0), st(1) ... in order"),
    ("={st},{st},{st}", "x86_fp80 0xK3FFF8000000000000000, "
     "x86_fp80 0xK3FFF8000000000000000", "two inputs"),
    ("=r,{st},{st(1)},~{st(1)}", "x86_fp80 0xK3FFF8000000000000000, "
     "x86_fp80 0xK3FFF8000000000000000", "must be the topmost"),
])
def test_x87_stack_operand_rules_are_clean_errors(constraints: str, args: str,
                                                  message: str) -> None:
    """GCC's rules for x87 stack operands (isel/asm_stack.py): what breaks them is an
    error naming the rule, never a wrong x87 stack."""
    ret = "i32" if constraints.startswith("=r") else "x86_fp80"
    text = _module("x86_64-unknown-linux-gnu",
                   f'  %r = call {ret} asm sideeffect "", "{constraints}"({args})')
    with pytest.raises(CompileError, match=re.escape(message)):
        compile_ll(text, "bad.ll", "x86_64-unknown-linux-gnu")


@pytest.mark.parametrize("triple", sorted(TOOLS))
def test_an_actual_unwind_is_a_clean_runtime_error(triple: str) -> None:
    """`resume` calls `_Unwind_Resume` (as llc lowers it); pylli has no unwinder and says
    so, with the fault status, instead of running off into the unknown."""
    text = ("declare i32 @__gcc_personality_v0(...)\n"
            "define i32 @main() personality ptr @__gcc_personality_v0 {\n"
            "entry:\n  resume { ptr, i32 } { ptr null, i32 0 }\n}\n")
    compiled = compile_ll(text, "resume.ll", triple)
    with pytest.raises(EmulationFault, match="_Unwind_Resume"):
        run_program([to_object(compiled)], get_target(triple), [b"t"], 100_000,
                    stdout=io.BytesIO(), stderr=io.BytesIO())


INVOKE_INTO_PHI = """declare i32 @__gcc_personality_v0(...)
define internal i32 @twice(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}
define i32 @main() personality ptr @__gcc_personality_v0 {
entry:
  %c = call i32 @twice(i32 1)
  %b = icmp eq i32 %c, 2
  br i1 %b, label %a, label %join
a:
  %v = invoke i32 @twice(i32 21) to label %join unwind label %lp
join:
  %p = phi i32 [ %v, %a ], [ 0, %entry ]
  ret i32 %p
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
"""


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("triple", sorted(TOOLS))
def test_invoke_result_feeds_a_phi(triple: str, opt: int) -> None:
    """The normal destination's phi reads the invoke's result: copied after the call,
    before the branch (the program's status is the phi's value)."""
    compiled = compile_ll(INVOKE_INTO_PHI, "invoke.ll", triple,
                          options=Options(opt_level=opt, verify_regalloc=True))
    status, _ = run_program([to_object(compiled)], get_target(triple), [b"t"], 100_000,
                            stdout=io.BytesIO(), stderr=io.BytesIO())
    assert status == 42


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_intel_syntax_keeps_att_templates(opt: str, tmp_path: Path) -> None:
    """`-x86-asm-syntax=intel`: inline and module asm stay AT&T (the printer switches
    syntax around them); GNU as, linked and run natively, gives llc's output."""
    triple = "x86_64-unknown-linux-gnu"
    if not NATIVE:
        pytest.skip("n/a: runs the program natively on an x86-64 host")
    want = _oracle("x86_64", triple, opt, tmp_path)
    text = to_assembly(_compile("x86_64", triple, opt), "intel")
    assert text.lstrip().startswith(".intel_syntax noprefix") and ".att_syntax" in text
    s = tmp_path / "intel.s"
    s.write_text(text)
    assert _link_and_run(s, triple, tmp_path) == want


@pytest.mark.parametrize("triple", sorted(TOOLS))
def test_symbol_operands_in_objects(triple: str) -> None:
    """A global as an `i` operand of an empty template (a common way to keep a symbol
    alive) runs; one the template really spells is a clean error naming it."""
    def module(template: str) -> str:
        return (f'target triple = "{triple}"\n@g = global i32 5\n'
                f'define i32 @main() {{\n  call void asm sideeffect "{template}", '
                f'"i,~{{memory}}"(ptr @g)\n  %v = load i32, ptr @g\n  ret i32 %v\n}}\n')
    compiled = compile_ll(module(""), "sym.ll", triple)
    status, _ = run_program([to_object(compiled)], get_target(triple), [b"t"], 100_000,
                            stdout=io.BytesIO(), stderr=io.BytesIO())
    assert status == 5
    with pytest.raises(CompileError, match="symbol operand 'g'.*IR line 4"):
        to_object(compile_ll(module("nop ${0:c}"), "sym.ll", triple))
