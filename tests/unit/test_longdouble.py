"""pylli's x86 long double runtime (pyllc/emu/longdouble.py) against the native one:
printf's %Lf %Le %Lg (glibc) and `__mulxc3`/`__divxc3` (libgcc), on a grid of x87 values
(ordinary, 64-bit-precise, huge, tiny, denormal, zero, infinite, NaN), compared byte for
byte; plus the 10-byte format round trip and clean compile errors for the x86_fp80
operations pyllc does not lower."""
from __future__ import annotations

import io
import platform
import random
import shutil
import subprocess
from pathlib import Path

import gmpy2
import pytest

from pyllc.diagnostics import CompileError
from pyllc.emu import run_program
from pyllc.emu.complex_arith import complex_div, complex_mul
from pyllc.emu.longdouble import LDBL, X87, decode_x87, encode_x87, format_long
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_object


def _x87(mant: int, exp: int, neg: bool = False) -> bytes:
    return mant.to_bytes(8, "little") + (exp | (0x8000 if neg else 0)).to_bytes(2, "little")


VALUES = [
    _x87(0xAAAAAAAAAAAAAAAB, 0x3FFD),                    # 1/3 in 64 bits
    _x87(0x9249249249249249, 0x3FFD, True),              # -2/7
    _x87(0x8000000000000000, 0x3FFF),                    # 1
    _x87(0xC000000000000000, 0x4000),                    # 3
    _x87(0xF0000000000000FF, 0x401C),                    # ~5e8 with low bits set
    _x87(0x8CCCCCCCCCCCCCCD, 0x3FFF),                    # 1.1
    _x87(0xFFFFFFFFFFFFFFFF, 0x7FFE),                    # LDBL_MAX
    _x87(0x8000000000000000, 0x0001),                    # LDBL_MIN
    _x87(0x0000000000000001, 0x0000),                    # the least denormal
    _x87(0x0123456789ABCDEF, 0x0000, True),              # a denormal
    _x87(0xB4E5AD5C1CDC7B2C, 0x733B),                    # ~1e4000
    _x87(0xDE0B6B3A76400000, 0x403A),                    # 1e18 exactly
    _x87(0x8000000000000000, 0x3FBF),                    # 2^-64
    _x87(0, 0), _x87(0, 0, True),
    _x87(0x8000000000000000, 0x7FFF), _x87(0x8000000000000000, 0x7FFF, True),
    _x87(0xC000000000000000, 0x7FFF),                    # quiet NaN
]
FORMATS = ["%Lf", "%.0Lf", "%.25Lf", "%Le", "%.20Le", "%Lg", "%.18Lg", "%#.3Lg", "%10.4Lf",
           "%-+14.5Le", "%012.3Lf", "% Lg", "%LE", "%.0Le", "%#.0Lf"]


def _c_array(name: str, values: list[bytes]) -> str:
    rows = ",\n".join("{" + ", ".join(f"0x{b:02x}" for b in v) + "}" for v in values)
    return f"static const unsigned char {name}[][10] = {{\n{rows}\n}};\n"


def _native(tmp: Path, body: str, values: list[bytes]) -> bytes:
    if platform.machine() != "x86_64" or shutil.which("gcc") is None:
        pytest.skip("n/a: needs a native x86-64 gcc (long double is x87 only there)")
    src = tmp / "t.c"
    src.write_text("#include <stdio.h>\n#include <string.h>\n" + _c_array("V", values)
                   + "static long double get(int i) { long double x = 0; "
                     "memcpy(&x, V[i], 10); return x; }\n"
                   + "static void put(long double x) { unsigned char b[16]; memcpy(b, &x, 16);"
                     " for (int i = 0; i < 10; i++) printf(\"%02x\", b[i]); printf(\"\\n\"); }\n"
                   + body)
    exe = tmp / "t"
    subprocess.run(["gcc", "-O0", str(src), "-o", str(exe)], check=True)
    return subprocess.run([str(exe)], capture_output=True, check=True).stdout


def _spec(fmt: str) -> tuple[str, str, str, str | None]:
    """(conv, flags, width, precision) of a `%...L?` format as printf.py splits it."""
    body = fmt[1:-1].replace("L", "")
    flags = ""
    while body and body[0] in "-+ #0":
        flags, body = flags + body[0], body[1:]
    width, _, prec = body.partition(".")
    return fmt[-1], flags, width, (prec or "0") if "." in body else None


def test_printf_matches_glibc(tmp_path: Path) -> None:
    lines = []
    for i in range(len(VALUES)):
        for f in FORMATS:
            lines.append(f'printf("[{f}]\\n", get({i}));')
    want = _native(tmp_path, "int main(void) {\n" + "\n".join(lines) + "\nreturn 0; }\n",
                   VALUES).split(b"\n")
    got = []
    for v in VALUES:
        x = decode_x87(v)
        for f in FORMATS:
            got.append(b"[" + format_long(*_spec(f), x) + b"]")
    assert got == want[:len(got)]


INF_MANT = (1 << 63).to_bytes(8, "little")


def _pairs() -> list[tuple[bytes, ...]]:
    rng = random.Random(80)
    grid = [v for v in VALUES if v[9] & 0x7F != 0x7F or v[8] != 0xFF]
    out = []
    for _ in range(60):
        out.append(tuple(rng.choice(VALUES if rng.random() < 0.2 else grid) for _ in range(4)))
    return out


def test_complex_helpers_match_libgcc(tmp_path: Path) -> None:
    """__mulxc3/__divxc3 through complex_arith.py in MPFR's 64-bit precision, against
    libgcc's (NaNs compare as NaN, whatever their sign and payload)."""
    quads = _pairs()
    flat = [v for q in quads for v in q]
    body = ("long double _Complex __mulxc3(long double, long double, long double, long double);\n"
            "long double _Complex __divxc3(long double, long double, long double, long double);\n"
            "int main(void) { for (int i = 0; i < N; i += 4) {\n"
            " long double _Complex m = __mulxc3(get(i), get(i+1), get(i+2), get(i+3));\n"
            " long double _Complex d = __divxc3(get(i), get(i+1), get(i+2), get(i+3));\n"
            " put(__real__ m); put(__imag__ m); put(__real__ d); put(__imag__ d); }\n"
            " return 0; }\n").replace("N", str(len(flat)))
    want = _native(tmp_path, body, flat).split()
    got = []
    for q in quads:
        a, b, c, d = (decode_x87(v) for v in q)
        with X87.copy():
            m = complex_mul(a, b, c, d, lambda v: v)
            dv = complex_div(a, b, c, d, lambda v: v, LDBL)
        got += [encode_x87(t) for t in (*m, *dv)]

    def norm(raw: bytes) -> bytes:
        nan = raw[9] & 0x7F == 0x7F and raw[8] == 0xFF and raw[:8] != INF_MANT
        return b"nan" if nan else raw
    assert [norm(g) for g in got] == [norm(bytes.fromhex(w.decode())) for w in want]


def test_round_trip() -> None:
    rng = random.Random(10)
    for _ in range(500):
        mant = rng.getrandbits(64) | (1 << 63)
        raw = _x87(mant, rng.randrange(1, 0x7FFF), rng.random() < 0.5)
        assert encode_x87(decode_x87(raw)) == raw
        den = _x87(rng.getrandbits(63), 0)
        assert encode_x87(decode_x87(den)) == den
    with X87.copy():
        assert encode_x87(gmpy2.mpfr(1) / 3) == VALUES[0]


@pytest.mark.parametrize(("ir", "what"), [       # i65..i128 are libgcc calls (x87.py)
    ("%r = sitofp i256 %x to x86_fp80", "sitofp from i256"),
    ("%r = fptoui x86_fp80 0xK3FFF8000000000000000 to i256", "fptoui from x86_fp80 to i256"),
])
def test_unsupported_is_a_clean_error(ir: str, what: str) -> None:
    text = ('target triple = "x86_64-unknown-linux-gnu"\n'
            "define void @f(i256 %x, ptr %p) {\n"
            f"  {ir}\n"
            f"  store {'x86_fp80' if 'to x86_fp80' in ir else 'i256'} %r, ptr %p\n"
            "  ret void\n}\n")
    with pytest.raises(CompileError) as e:
        compile_ll(text, "bad.ll")
    assert what in str(e.value) and e.value.line == 3


# IR that clang does not emit from C by default (frem: clang calls fmodl with errno on),
# run by pylli at -O0 and -O2 and natively from llc-16's object. Two frem libcalls feed
# one printf: the calls must not clobber each other's stack arguments.
FREM_IR = """target triple = "x86_64-unknown-linux-gnu"
@.s = private constant [29 x i8] c"%.22Lg %.22Lg %.22Lg %.22Lg\\0A\\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %x = fadd x86_fp80 0xK4002AAAAAAAAAAAAAAAB, 0xK00000000000000000000
  %a = frem x86_fp80 %x, 0xK3FFB8CCCCCCCCCCCCCCD
  %b = frem x86_fp80 0xK4041C000000000000003, %x
  %c = frem x86_fp80 %a, 0xK7FFEFFFFFFFFFFFFFFFF
  %d = frem x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, %b
  call i32 (ptr, ...) @printf(ptr @.s, x86_fp80 %a, x86_fp80 %b, x86_fp80 %c, x86_fp80 %d)
  ret i32 0
}
"""


# llvm.fma.f80 and llvm.floor.f80: fmal and floorl from the runtime (one rounding)
LIBM_IR = """target triple = "x86_64-unknown-linux-gnu"
@.s = private constant [16 x i8] c"%.22Lg %.22Lg\\0A\\00\\00"
declare i32 @printf(ptr, ...)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80)
declare x86_fp80 @llvm.floor.f80(x86_fp80)
define i32 @main() {
  %x = fadd x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, 0xK00000000000000000000
  %n = fneg x86_fp80 %x
  %m = fmul x86_fp80 %x, 0xK4002C000000000000000
  %a = call x86_fp80 @llvm.fma.f80(x86_fp80 %x, x86_fp80 0xK4002C000000000000000, x86_fp80 0xKBFFF8000000000000000)
  %b = call x86_fp80 @llvm.floor.f80(x86_fp80 %n)
  call i32 (ptr, ...) @printf(ptr @.s, x86_fp80 %a, x86_fp80 %b)
  ret i32 0
}
"""


@pytest.mark.parametrize("opt", [0, 2])
@pytest.mark.parametrize("ir", [FREM_IR, LIBM_IR], ids=["frem", "fma-floor"])
def test_libm_calls_match_native(ir: str, opt: int, tmp_path: Path) -> None:
    if platform.machine() != "x86_64" or shutil.which("gcc") is None:
        pytest.skip("n/a: needs a native x86-64 gcc")
    if shutil.which("llc-16") is None:
        pytest.fail("llc-16 is not installed (.ci/run installs it)")
    ll = tmp_path / "frem.ll"
    ll.write_text(ir)
    subprocess.run(["llc-16", "-relocation-model=pic", "-filetype=obj", str(ll), "-o",
                    str(tmp_path / "frem.o")], check=True)
    subprocess.run(["gcc", str(tmp_path / "frem.o"), "-o", str(tmp_path / "frem"), "-lm"],
                   check=True)
    want = subprocess.run([str(tmp_path / "frem")], capture_output=True, check=True).stdout
    compiled = compile_ll(ir, "frem.ll", options=Options(opt_level=opt, verify_regalloc=True))
    out = io.BytesIO()
    status, _ = run_program([to_object(compiled)], get_target("x86_64"), [b"t"], 10_000_000,
                            stdout=out, stderr=io.BytesIO())
    assert status == 0 and out.getvalue() == want and want.count(b" ") >= 1


# The `va_arg` instruction on x86_fp80 (clang expands va_arg inline for x86-64, and
# llc-16 reads zeros here, so the oracle is gcc's build of the same C program).
VA_ARG_IR = """target triple = "x86_64-unknown-linux-gnu"
@.s = private constant [13 x i8] c"%Lg %Lg %Lg\\0A\\00"
declare i32 @printf(ptr, ...)
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
define x86_fp80 @sum(i32 %n, ...) noinline {
entry:
  %ap = alloca [24 x i8], align 16
  call void @llvm.va_start(ptr %ap)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi x86_fp80 [ 0xK00000000000000000000, %entry ], [ %s2, %loop ]
  %v = va_arg ptr %ap, x86_fp80
  %s2 = fadd x86_fp80 %s, %v
  %i2 = add i32 %i, 1
  %c = icmp slt i32 %i2, %n
  br i1 %c, label %loop, label %done
done:
  call void @llvm.va_end(ptr %ap)
  ret x86_fp80 %s2
}
define i32 @main() {
  %a = call x86_fp80 (i32, ...) @sum(i32 3, x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK4000C000000000000000, x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB)
  %b = call x86_fp80 (i32, ...) @sum(i32 1, x86_fp80 0xK4002A000000000000000)
  call i32 (ptr, ...) @printf(ptr @.s, x86_fp80 %a, x86_fp80 %b, x86_fp80 %a)
  ret i32 0
}
"""
VA_ARG_C = r"""
#include <stdarg.h>
#include <stdio.h>
static long double sum(int n, ...) {
  va_list ap; va_start(ap, n); long double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long double);
  va_end(ap); return s;
}
int main(void) {
  long double a = sum(3, 1.0L, 3.0L, 1.0L / 3), b = sum(1, 10.0L);
  printf("%Lg %Lg %Lg\n", a, b, a);
  return 0;
}
"""


@pytest.mark.parametrize("opt", [0, 2])
def test_va_arg_instruction(opt: int, tmp_path: Path) -> None:
    if platform.machine() != "x86_64" or shutil.which("gcc") is None:
        pytest.skip("n/a: needs a native x86-64 gcc")
    src = tmp_path / "va.c"
    src.write_text(VA_ARG_C)
    subprocess.run(["gcc", str(src), "-o", str(tmp_path / "va")], check=True)
    want = subprocess.run([str(tmp_path / "va")], capture_output=True, check=True).stdout
    compiled = compile_ll(VA_ARG_IR, "va.ll", options=Options(opt_level=opt, verify_regalloc=True))
    out = io.BytesIO()
    status, _ = run_program([to_object(compiled)], get_target("x86_64"), [b"t"], 10_000_000,
                            stdout=out, stderr=io.BytesIO())
    assert status == 0 and out.getvalue() == want and want.count(b" ") == 2
