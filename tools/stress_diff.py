"""Run llvm-stress functions: a well-defined variant of the module plus a `main` that
calls it and prints a hash of the memory it wrote, for differential testing.

llvm-stress modules are full of undefined behaviour (out-of-range lane indices and
shift amounts, division by zero, `fptosi` of huge values, 16-byte stores into 1-byte
allocas, reads of uninitialised stack) and most of them loop forever. `well_defined`
rewrites the one function so every run means one thing, while keeping each instruction
of the original (same opcode, same types) for the backend to compile:

- every alloca is 512 bytes, 64-byte aligned and zeroed on entry;
- lane indices are taken modulo the lane count; shift amounts are masked to the width;
- divisors are made positive and odd (`(d & INT_MAX) | 1`: never 0, never -1);
- `fptosi`/`fptoui` operands outside the result's range (and NaN) become 0.0;
- `load i1` reads a byte and truncates it (an `i1` in memory is only defined as 0/1);
- shuffle masks have no `undef` lanes;
- the function is `nounwind` (it calls nothing that unwinds), so no `.eh_frame`;
- a fuel counter bounds the run: every branch spends one unit and returns when the
  counter is empty (branches become a `switch` with the exit as default, which keeps
  the successors' phis valid).

`harness` then adds `main`: three buffers filled with a byte pattern, the call with
fixed integer inputs, and an FNV-1a hash of the buffers printed with printf.
"""
from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from stress_check import LLC_FLAGS  # noqa: E402

BUFFER_BYTES = 512          # per pointer argument; llvm-stress stores at most 128 bytes
ALLOCA_BYTES = 512
FUEL = 200                  # branches a run may take

_INT_RE = re.compile(r"^i(\d+)$")
_VEC_RE = re.compile(r"^<(\d+) x (\S+)>$")
_ASSIGN = re.compile(r"^  (%[\w.]+) = (.*)$")
_DEFINE = re.compile(r"^define void @([\w.]+)\(ptr %0, ptr %1, ptr %2, i32 %3, i64 %4, i8 %5\)",
                     re.M)


def split_operands(text: str) -> list[str]:
    """Split `text` at the commas that are not inside <>, [], {} or ()."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "<[{(":
            depth += 1
        elif ch in ">]})":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return out


def _split_typed(op: str) -> tuple[str, str]:
    """`<2 x i32> %x` -> (`<2 x i32>`, `%x`); `i32 7` -> (`i32`, `7`)."""
    if op.startswith("<"):
        depth = 0
        for i, ch in enumerate(op):
            depth += ch == "<"
            depth -= ch == ">"
            if depth == 0:
                return op[:i + 1], op[i + 1:].strip()
    t, _, v = op.partition(" ")
    return t, v.strip()


def _lanes(ty: str) -> tuple[int | None, str]:
    m = _VEC_RE.match(ty)
    return (int(m.group(1)), m.group(2)) if m else (None, ty)


def _splat(ty: str, scalar: str) -> str:
    """A constant of type `ty` (scalar or vector) with every lane `scalar`."""
    n, elem = _lanes(ty)
    if n is None:
        return scalar
    return "<" + ", ".join(f"{elem} {scalar}" for _ in range(n)) + ">"


def _fp_hex(x: float) -> str:
    return "0x" + struct.pack(">d", x).hex().upper()


class _Rewriter:
    def __init__(self) -> None:
        self.count = 0
        self.out: list[str] = []

    def tmp(self, text: str) -> str:
        """Emit `%sd.N = text` and return `%sd.N`."""
        self.count += 1
        name = f"%sd.{self.count}"
        self.out.append(f"  {name} = {text}")
        return name

    def line(self, line: str) -> None:
        m = _ASSIGN.match(line)
        if m is None:
            self.out.append(self.terminator(line) if line.startswith("  br ") else line)
            return
        name, rhs = m.groups()
        op, _, rest = rhs.partition(" ")
        fix = getattr(self, "op_" + op, None)
        new = fix(rest) if fix is not None else None
        self.out.append(f"  {name} = {new if new is not None else rhs}")

    # ---- instructions
    def op_alloca(self, rest: str) -> str:
        return f"alloca [{ALLOCA_BYTES} x i8], align 64"

    def op_extractelement(self, rest: str) -> str:
        vec, idx = split_operands(rest)
        n, _ = _lanes(_split_typed(vec)[0])
        return f"extractelement {vec}, {self._index(idx, n)}"

    def op_insertelement(self, rest: str) -> str:
        vec, elt, idx = split_operands(rest)
        n, _ = _lanes(_split_typed(vec)[0])
        return f"insertelement {vec}, {elt}, {self._index(idx, n)}"

    def _index(self, idx: str, n: int | None) -> str:
        ty, v = _split_typed(idx)
        assert n is not None
        if re.fullmatch(r"-?\d+", v):
            bits = int(_INT_RE.match(ty).group(1))          # type: ignore[union-attr]
            return f"{ty} {(int(v) % (1 << bits)) % n}"
        return f"{ty} " + self.tmp(f"urem {ty} {v}, {n}")

    def op_shufflevector(self, rest: str) -> str:
        a, b, mask = split_operands(rest)
        mty, mval = _split_typed(mask)
        if mval == "undef" or mval == "poison":
            mval = "zeroinitializer"
        return f"shufflevector {a}, {b}, {mty} " + mval.replace("i32 undef", "i32 0").replace("i32 poison",
                                                                             "i32 0")

    def _shift(self, op: str, rest: str) -> str:
        ty, ops = _split_typed(rest)
        a, b = split_operands(ops)
        bits = int(_lanes(ty)[1][1:])
        return f"{op} {ty} {a}, " + self.tmp(f"and {ty} {b}, {_splat(ty, str(bits - 1))}")

    def op_shl(self, rest: str) -> str:
        return self._shift("shl", rest)

    def op_lshr(self, rest: str) -> str:
        return self._shift("lshr", rest)

    def op_ashr(self, rest: str) -> str:
        return self._shift("ashr", rest)

    def _divide(self, op: str, rest: str) -> str:
        ty, ops = _split_typed(rest)
        a, b = split_operands(ops)
        bits = int(_lanes(ty)[1][1:])
        pos = self.tmp(f"and {ty} {b}, {_splat(ty, str((1 << (bits - 1)) - 1))}")
        return f"{op} {ty} {a}, " + self.tmp(f"or {ty} {pos}, {_splat(ty, '1')}")

    def op_udiv(self, rest: str) -> str:
        return self._divide("udiv", rest)

    def op_sdiv(self, rest: str) -> str:
        return self._divide("sdiv", rest)

    def op_urem(self, rest: str) -> str:
        return self._divide("urem", rest)

    def op_srem(self, rest: str) -> str:
        return self._divide("srem", rest)

    def _fp_to_int(self, op: str, rest: str, signed: bool) -> str:
        src, _, dst = rest.rpartition(" to ")
        fty, v = _split_typed(src)
        bits = int(_lanes(dst)[1][1:])
        # bounds exact in float too: [-2**(n-1), 2**(n-1)) signed, (-1, 2**n) unsigned
        lo, lo_cc = (-(2.0 ** (bits - 1)), "oge") if signed else (-1.0, "ogt")
        hi = 2.0 ** (bits - 1 if signed else bits)
        ok_hi = self.tmp(f"fcmp olt {fty} {v}, {_splat(fty, _fp_hex(hi))}")
        ok_lo = self.tmp(f"fcmp {lo_cc} {fty} {v}, {_splat(fty, _fp_hex(lo))}")
        cty = _splat_type(fty, "i1")
        ok = self.tmp(f"and {cty} {ok_hi}, {ok_lo}")
        safe = self.tmp(f"select {cty} {ok}, {fty} {v}, {fty} zeroinitializer")
        return f"{op} {fty} {safe} to {dst}"

    def op_fptosi(self, rest: str) -> str:
        return self._fp_to_int("fptosi", rest, True)

    def op_fptoui(self, rest: str) -> str:
        return self._fp_to_int("fptoui", rest, False)

    def op_load(self, rest: str) -> str | None:
        ty, _, tail = rest.partition(", ")
        if ty != "i1":
            return None
        return "trunc i8 " + self.tmp(f"load i8, {tail}") + " to i1"

    # ---- control flow
    def terminator(self, line: str) -> str:
        fuel = self.tmp("load i32, ptr @stress.fuel")
        self.tmp(f"sub i32 {fuel}, 1")
        self.out.append(f"  store i32 %sd.{self.count}, ptr @stress.fuel")
        empty = self.tmp(f"icmp eq i32 {fuel}, 0")
        m = re.fullmatch(r"  br label (%[\w.]+)", line)
        if m is not None:
            return f"  br i1 {empty}, label %stress.exit, label {m.group(1)}"
        m = re.fullmatch(r"  br i1 (\S+), label (%[\w.]+), label (%[\w.]+)", line)
        assert m is not None, line
        which = self.tmp(f"select i1 {m.group(1)}, i32 0, i32 1")
        sel = self.tmp(f"select i1 {empty}, i32 2, i32 {which}")
        return (f"  switch i32 {sel}, label %stress.exit [ i32 0, label {m.group(2)} "
                f"i32 1, label {m.group(3)} ]")


def _splat_type(ty: str, elem: str) -> str:
    n, _ = _lanes(ty)
    return elem if n is None else f"<{n} x {elem}>"


def well_defined(text: str) -> str:
    """The llvm-stress module with its function rewritten as the module docstring says."""
    lines = text.splitlines()
    rw = _Rewriter()
    body = False
    allocas: list[str] = []
    for line in lines:
        if line.startswith("define "):
            body = True
            # nounwind: no .eh_frame, whose RISC-V SET6/SUB6 relocations pylli's loader
            # does not read (llc's objects are the reference)
            rw.out.append(line.replace(") {", ") nounwind {") if line.endswith(") {") else line)
            continue
        if body and line == "}":
            body = False
            rw.out.append("stress.exit:")
            rw.out.append("  ret void")
            rw.out.append(line)
            continue
        if not body:
            rw.out.append(line)
            continue
        m = _ASSIGN.match(line)
        if m and m.group(2).startswith("alloca "):
            allocas.append(m.group(1))
        elif allocas and not line.endswith(":"):
            for a in allocas:               # zero the stack objects before their first use
                rw.out.append(f"  call void @llvm.memset.p0.i64(ptr {a}, i8 0, "
                              f"i64 {ALLOCA_BYTES}, i1 false)")
            allocas = []
        rw.line(line)
    rw.out.append(f"@stress.fuel = global i32 {FUEL}")
    rw.out.append("declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)")
    return "\n".join(rw.out) + "\n"


def harness(text: str, inputs: tuple[int, int, int] = (7, 0x1234_5678_9ABC, 3)) -> str:
    """`text` (an llvm-stress module, made well-defined first if it should be) plus a
    `main` that calls its function on three distinct buffers (filled with a fixed byte
    pattern) and the fixed integer `inputs` (i32, i64, i8), then prints an FNV-1a hash
    of the buffers: the function's whole visible effect (llvm-stress functions return
    void and store only through their pointer arguments and allocas)."""
    m = _DEFINE.search(text)
    if m is None:
        raise ValueError("not an llvm-stress module (no autogen function)")
    total = 3 * BUFFER_BYTES
    init = "".join(f"\\{(i * 37 + 11) & 0xFF:02X}" for i in range(total))
    a, b, c = inputs
    return text + f"""
@stress.buf = global [{total} x i8] c"{init}", align 64
@stress.fmt = private constant [4 x i8] c"%u\\0A\\00"
declare i32 @printf(ptr, ...)

define i32 @main() nounwind {{
entry:
  %p1 = getelementptr i8, ptr @stress.buf, i64 {BUFFER_BYTES}
  %p2 = getelementptr i8, ptr @stress.buf, i64 {2 * BUFFER_BYTES}
  call void @{m.group(1)}(ptr @stress.buf, ptr %p1, ptr %p2, i32 {a}, i64 {b}, i8 {c})
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i32 [ 2166136261, %entry ], [ %h.next, %loop ]
  %p = getelementptr i8, ptr @stress.buf, i64 %i
  %byte = load i8, ptr %p
  %z = zext i8 %byte to i32
  %x = xor i32 %h, %z
  %h.next = mul i32 %x, 16777619
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, {total}
  br i1 %done, label %exit, label %loop
exit:
  call i32 (ptr, ...) @printf(ptr @stress.fmt, i32 %h.next)
  ret i32 0
}}
"""


# ---------------------------------------------------------------- running it

PYTHON = sys.executable
MAX_INSTRUCTIONS = 50_000_000


def _run(cmd: list[str], timeout: int = 120) -> str:
    """stdout of a run that exits 0, else `exit N: <first line of stderr>`."""
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                           env={**os.environ, "PYTHONPATH": str(ROOT)})
    except subprocess.TimeoutExpired:
        return "timeout"
    if r.returncode != 0:
        return f"exit {r.returncode}: " + (r.stderr.strip().splitlines() or [""])[0][:200]
    return r.stdout


def lli_output(ll: Path) -> str:
    """lli-16's output (host x86-64)."""
    return _run(["lli-16", str(ll)])


def pylli_output(program: Path, triple: str, level: int = 2) -> str:
    """pylli's output for a `.ll` (compiled by pyllc at -O`level`) or an object file."""
    return _run([PYTHON, "-m", "pyllc.tools.lli", f"-mtriple={triple}", f"-O{level}",
                 f"--max-instructions={MAX_INSTRUCTIONS}", str(program)], timeout=600)


def llc_object(ll: Path, triple: str, level: int, out: Path) -> bool:
    r = subprocess.run(["llc-16", f"-mtriple={triple}", *LLC_FLAGS.get(triple, []),
                        f"-O{level}", "-filetype=obj",
                        str(ll), "-o", str(out)], capture_output=True, text=True)
    return r.returncode == 0


def compare(text: str, triple: str, levels: tuple[int, ...], work: Path,
            name: str = "stress") -> dict[str, str]:
    """Outputs of the harnessed, well-defined module `text`: `ref` (llc-16 -O0's object
    under pylli), `lli` (x86-64 only), `llc-O2`, and `pyllc-O<n>` per level. A pyllc
    result is right when it equals `ref`; `ref` is trusted when llc's -O0 and -O2
    objects (and lli on x86-64) agree."""
    ll = work / f"{name}.ll"
    ll.write_text(harness(well_defined(text)))
    out: dict[str, str] = {}
    for lvl, key in ((0, "ref"), (2, "llc-O2")):
        obj = work / f"{name}.{triple}.{lvl}.o"
        out[key] = (pylli_output(obj, triple) if llc_object(ll, triple, lvl, obj)
                    else "llc-16 failed")
    if triple.startswith("x86_64"):
        out["lli"] = lli_output(ll)
    for lvl in levels:
        out[f"pyllc-O{lvl}"] = pylli_output(ll, triple, lvl)
    return out
