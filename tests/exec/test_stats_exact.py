"""`pylli --stats` counts exactly the instructions the program executes
(docs/pylli-stats.md): the count of a normal run (a block hook limited to the program's
text, instructions counted from per-block tables) must equal an independent count made
here by a Unicorn code hook that sees every instruction, counting the hits inside the
program's text sections. Equal, not close: one instruction off fails.

The cases are chosen where a block count goes wrong: SPARC register windows overflowing
(deep recursion: pylli's spill/fill stubs run, and redirect the pc in the middle of
blocks), SPARC floating point (trapped and executed by the host, fb<cc> delay slots),
RISC-V compressed instructions (pyllc's, llc-16's and GNU as's objects), calls into the runtime
(printf and the compiler helpers: stubs that must not count), on all four targets, for
pyllc -O0 and -O2 code and for foreign objects, and a run stopped by the instruction
limit.
"""
from __future__ import annotations

import io
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from unicorn import UC_ARCH_SPARC, UC_HOOK_BLOCK, UC_HOOK_CODE

from pyllc.emu import run_program
from pyllc.emu.loader import link
from pyllc.emu.machine import IMAGE_BASE, Machine
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_assembly, to_object
from pyllc.tools.lli import load_object

ROOT = Path(__file__).resolve().parents[1] / "programs"
LLC = shutil.which("llc-16")
TRIPLES = ["aarch64-unknown-linux-gnu", "riscv64-unknown-linux-gnu",
           "sparc-unknown-linux-gnu", "x86_64-unknown-linux-gnu"]
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
GNU_AS = {"x86_64-unknown-linux-gnu": ["x86_64-linux-gnu-as", "--64"],
          # the ISA (compressed or not) comes from the `.attribute arch` of our `.s`
          "riscv64-unknown-linux-gnu": ["riscv64-linux-gnu-as", "-march=rv64gc", "-mno-relax"],
          "aarch64-unknown-linux-gnu": ["aarch64-linux-gnu-as"],
          "sparc-unknown-linux-gnu": ["sparc64-linux-gnu-as", "-32"]}
# deep recursion, calls into the runtime (printf, varargs), FP (SPARC: host-executed)
PROGRAMS = ["fib_rec", "deep_recursion", "printf_formats", "nan_compare", "varargs"]
LIMIT = 200_000_000

# Recursion that is not a tail call, 18 deep: on SPARC every call below depth 7 spills
# a window and every return to it fills one.
FIB = """
@.fmt = private constant [8 x i8] c"fib=%d\\0A\\00"
declare i32 @printf(ptr, ...)

define internal i32 @fib(i32 %n) nounwind {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %done, label %rec
rec:
  %n1 = sub i32 %n, 1
  %a = call i32 @fib(i32 %n1)
  %n2 = sub i32 %n, 2
  %b = call i32 @fib(i32 %n2)
  %s = add i32 %a, %b
  ret i32 %s
done:
  ret i32 %n
}

define i32 @main(i32 %argc, ptr %argv) nounwind {
  %r = call i32 @fib(i32 18)
  %p = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %r)
  ret i32 0
}
"""


class Reference:
    """The independent count: a per-instruction code hook over the image, installed
    before linking so it fires before the emulator's own hooks (a SPARC `save` hook
    that moves the pc to a spill stub ends the hook chain of that instruction); hits
    inside the program's text count, hits elsewhere (runtime and window stubs) are
    recorded apart. The stub region lies above the image on every target.

    SPARC: Unicorn 2.1 loses the jump of a `jmpl` whose delay slot carries a code hook
    (docs/pylli-limits.md, "Unicorn 2.1"), so the hook leaves out the slots of the
    text's `jmpl`s (found by linking once beforehand: the layout is deterministic) and
    a `jmpl` hit counts its slot too (a `jmpl` has no annul bit: its slot always runs,
    unless the limit stops the run right before it). The stub region, whose `retl`s
    and `jmp %g5`s have slots too, is counted by a block hook there."""

    def __init__(self, target: Any) -> None:
        self.target = target
        self.out = io.BytesIO()
        self.machine = Machine(target, self.out, io.BytesIO())
        self.text = 0
        self.other = 0
        self.slots: set[int] = set()

    def _install(self, objects: list[Any]) -> None:
        uc, stubs = self.machine.uc, self.machine.stub_base
        if self.target.emulator["arch"] != UC_ARCH_SPARC:
            uc.hook_add(UC_HOOK_CODE, self._hit, None, IMAGE_BASE, stubs - 1)
            uc.hook_add(UC_HOOK_CODE, self._other, None, stubs, 0xFFFF_FFFF)
            return
        dry = Machine(self.target, io.BytesIO(), io.BytesIO())
        link(dry, objects)
        for lo, hi in dry.text_ranges:
            code = bytes(dry.uc.mem_read(lo, hi - lo))
            for i in range(0, len(code) - 7, 4):
                w = int.from_bytes(code[i:i + 4], "big")
                if w >> 30 == 2 and (w >> 19) & 0x3F == 0x38:      # jmpl
                    self.slots.add(lo + i + 4)
        begin = IMAGE_BASE
        for slot in sorted(self.slots):
            if begin < slot:
                uc.hook_add(UC_HOOK_CODE, self._hit, None, begin, slot - 1)
            begin = slot + 4
        uc.hook_add(UC_HOOK_CODE, self._hit, None, begin, stubs - 1)
        uc.hook_add(UC_HOOK_BLOCK, self._other_block, None, stubs, 0xFFFF_FFFF)

    def _hit(self, uc: Any, address: int, size: int, user: Any) -> None:
        for lo, hi in self.machine.text_ranges:
            if lo <= address < hi:
                self.text += 2 if address + 4 in self.slots else 1
                return
        self.other += 1

    def _other(self, uc: Any, address: int, size: int, user: Any) -> None:
        self.other += 1

    def _other_block(self, uc: Any, address: int, size: int, user: Any) -> None:
        self.other += size // 4

    def run(self, objects: list[Any], argv: list[bytes], limit: int) -> int:
        self._install(objects)
        symbols = link(self.machine, objects)
        assert self.machine.text_ranges, "no text placed"
        status = self.machine.run(symbols["main"], argv, limit, False)
        pc = self.machine.uc.reg_read(self.machine.rt.abi["pc"])
        if status == 124 and pc in self.slots:         # stopped between jmpl and slot
            self.text -= 1
        return status


def _check(objects: list[Any], triple: str, expected: bytes | None = None,
           limit: int = LIMIT) -> tuple[int, Reference]:
    """Runs the program twice: as pylli does with --stats, and under the reference
    hook; returns the stats count after checking it against the reference."""
    target = get_target(triple)
    out = io.BytesIO()
    status, counted = run_program(objects, target, [b"prog"], limit, True, out, io.BytesIO())
    ref = Reference(target)
    ref_status = ref.run(objects, [b"prog"], limit)
    assert status == ref_status
    assert out.getvalue() == ref.out.getvalue()
    if expected is not None:
        assert out.getvalue() == expected
    assert counted == ref.text, f"--stats counted {counted}, the program executed {ref.text}"
    assert counted > 0
    return counted, ref


def _ours(text: str, name: str, triple: str, opt: int) -> Any:
    return to_object(compile_ll(text, name, triple, None, None, Options(opt_level=opt)))


def _expected(name: str) -> bytes:
    return (ROOT / f"{name}.expected").read_bytes()


def _ll(name: str, triple: str, level: str = "O2") -> Path:
    return ROOT / "ll" / triple / f"{name}.{level}.ll"


def _has_compressed(obj: Any) -> bool:
    """Whether a RISC-V object's text holds 16-bit (C extension) instructions."""
    for sec in obj.sections.values():
        if sec.kind != "text":
            continue
        data, i = bytes(sec.data), 0
        while i < len(data):
            if data[i] & 3 != 3:
                return True
            i += 4
    return False


# ------------------------------------------------------------------ pyllc's code

@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("triple", TRIPLES)
def test_recursive_fib(triple: str, opt: int) -> None:
    _, ref = _check([_ours(FIB, "fib.ll", triple, opt)], triple, b"fib=2584\n")
    if triple.startswith("sparc"):
        # the windows overflowed: spill/fill stubs ran, thousands of instructions
        # that are pylli's, not the program's
        assert ref.other > 5000
    else:
        assert ref.other <= 3              # printf's stub, the exit trampoline


# Each level of a deep recursion calls a leaf procedure (SPARC -O2: no window of its
# own, targets/sparc/leaf.py), which runs in its caller's window while the windows
# overflow and underflow around it.
LEAF_FIB = FIB.replace("  %s = add i32 %a, %b\n", "  %s = call i32 @mix(i32 %a, i32 %b, i32 %n)\n") \
    + """
define internal i32 @mix(i32 %a, i32 %b, i32 %n) noinline nounwind {
  %s = add i32 %a, %b
  %t = and i32 %n, 0
  %r = or i32 %s, %t
  ret i32 %r
}
"""


@pytest.mark.parametrize("opt", [0, 2])
def test_sparc_leaf_procedures_in_deep_recursion(opt: int) -> None:
    triple = "sparc-unknown-linux-gnu"
    compiled = compile_ll(LEAF_FIB, "leaf.ll", triple, None, None, Options(opt_level=opt))
    asm = to_assembly(compiled)
    mix = asm[asm.index("mix:"):asm.index(".size\tmix")]
    assert ("save" in mix) == (opt == 0), mix        # -O2: a leaf, -O0: a window
    assert ("retl" in mix) == (opt != 0), mix
    _, ref = _check([to_object(compiled)], triple, b"fib=2584\n")
    assert ref.other > 5000                           # the windows did overflow


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("triple", TRIPLES)
@pytest.mark.parametrize("name", PROGRAMS)
def test_programs(name: str, triple: str, opt: int) -> None:
    ll = _ll(name, triple, f"O{opt}")
    _check([_ours(ll.read_text(), str(ll), triple, opt)], triple, _expected(name))


@pytest.mark.parametrize("triple", TRIPLES)
def test_instruction_limit(triple: str) -> None:
    """A run stopped by --max-instructions: the count stops where the program did."""
    obj = _ours(FIB, "fib.ll", triple, 2)
    for limit in (1000, 23_457):
        counted, _ = _check([obj], triple, limit=limit)
        assert counted <= limit


# ------------------------------------------------------------------ foreign objects

def _llc(ll: Path, triple: str, tmp_path: Path, opt: str = "-O2", filetype: str = "obj",
         flags: list[str] | None = None) -> Path:
    out = tmp_path / f"{ll.stem}{opt}.{'o' if filetype == 'obj' else 's'}"
    flags = LLC_FLAGS.get(triple, []) if flags is None else flags
    subprocess.run([LLC, f"-mtriple={triple}", *flags, opt,
                    f"-filetype={filetype}", str(ll), "-o", str(out)], check=True)
    return out


@pytest.mark.skipif(LLC is None, reason="llc-16 is not installed")
@pytest.mark.parametrize("opt", ["-O0", "-O2"])
@pytest.mark.parametrize("triple", TRIPLES)
@pytest.mark.parametrize("name", ["fib_rec", "deep_recursion", "nan_compare", "printf_formats"])
def test_llc_objects(name: str, triple: str, opt: str, tmp_path: Path) -> None:
    _, obj = load_object(str(_llc(_ll(name, triple), triple, tmp_path, opt)))
    if triple.startswith("riscv64"):
        assert _has_compressed(obj)
    _check([obj], triple, _expected(name))


@pytest.mark.skipif(LLC is None, reason="llc-16 is not installed")
@pytest.mark.parametrize("triple", TRIPLES)
def test_llc_object_recursive_fib(triple: str, tmp_path: Path) -> None:
    ll = tmp_path / "fib.ll"
    ll.write_text(FIB)
    _, obj = load_object(str(_llc(ll, triple, tmp_path)))
    _check([obj], triple, b"fib=2584\n")


@pytest.mark.parametrize("triple", TRIPLES)
@pytest.mark.parametrize("source", ["llc", "pyllc"])
def test_gnu_as_objects(source: str, triple: str, tmp_path: Path) -> None:
    """Objects GNU as makes from llc's and from pyllc's assembly."""
    if shutil.which(GNU_AS[triple][0]) is None or (source == "llc" and LLC is None):
        pytest.skip("assembler or llc-16 missing")
    ll = _ll("deep_recursion", triple)
    if source == "llc":
        # no +c: its `.attribute arch` would make GNU as compress anyway
        flags = ["-mattr=+m,+a,+f,+d"] if triple.startswith("riscv64") else []
        s = _llc(ll, triple, tmp_path, filetype="asm", flags=flags)
    else:
        s = tmp_path / "deep_recursion.s"
        s.write_text(to_assembly(compile_ll(ll.read_text(), str(ll), triple, None, None,
                                            Options(opt_level=2))))
    o = tmp_path / "deep_recursion.o"
    subprocess.run([*GNU_AS[triple], str(s), "-o", str(o)], check=True)
    _, obj = load_object(str(o))
    _check([obj], triple, _expected("deep_recursion"))


# ------------------------------------------------------------------ the command

@pytest.mark.parametrize("triple", ["sparc-unknown-linux-gnu", "riscv64-unknown-linux-gnu"])
def test_pylli_prints_the_exact_count(triple: str, tmp_path: Path) -> None:
    ll = tmp_path / "fib.ll"
    ll.write_text(FIB)
    r = subprocess.run([sys.executable, "-m", "pyllc.tools.lli", f"-mtriple={triple}", "-O0",
                        "--stats", str(ll)], capture_output=True, text=True, timeout=300,
                       check=False)
    assert r.returncode == 0, r.stderr
    printed = int(r.stderr.split("executed ")[1].split()[0])
    counted, _ = _check([_ours(FIB, "fib.ll", triple, 0)], triple, b"fib=2584\n")
    assert printed == counted
