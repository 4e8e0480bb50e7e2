"""pylli's binary128 helpers (pyllc/emu/softfloat.py) against libgcc's soft-fp, the
`__addtf3 __lttf2 __fixtfdi ...` that native AArch64, RISC-V and x86-64 (__float128)
programs call: a C harness built by the target's gcc (static) runs under qemu-user
(natively on an x86-64 host) on a grid of operands
(zeros, subnormals, normals near 1 and at the ends of the range, infinities, quiet and
signaling NaNs with payloads, and pseudo-random patterns), and every result must match
bit for bit, NaN payloads and comparison values included."""
from __future__ import annotations

import platform
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from pyllc.emu.softfloat import (
    CANONICAL,
    F32,
    F64,
    F128,
    PROPAGATE,
    PROPAGATE_NEG,
    NanRule,
    arith,
    compare,
    convert,
    from_int,
    to_int,
)

HARNESS = r"""
#include <stdio.h>
#ifdef __x86_64__
typedef __float128 QT;
#else
typedef long double QT;
#endif
#include <string.h>
typedef unsigned long long u64;
typedef unsigned __int128 u128;
QT __addtf3(QT, QT);
QT __subtf3(QT, QT);
QT __multf3(QT, QT);
QT __divtf3(QT, QT);
int __eqtf2(QT, QT); int __netf2(QT, QT);
int __lttf2(QT, QT); int __letf2(QT, QT);
int __gttf2(QT, QT); int __getf2(QT, QT);
int __unordtf2(QT, QT);
int __fixtfsi(QT); long long __fixtfdi(QT); __int128 __fixtfti(QT);
unsigned __fixunstfsi(QT); u64 __fixunstfdi(QT);
u128 __fixunstfti(QT);
QT __floatsitf(int); QT __floatditf(long long);
QT __floatunsitf(unsigned); QT __floatunditf(u64);
QT __floattitf(__int128); QT __floatuntitf(u128);
QT __extendsftf2(float); QT __extenddftf2(double);
float __trunctfsf2(QT); double __trunctfdf2(QT);
static QT q(u64 hi, u64 lo) { u128 b = (u128)hi << 64 | lo; QT r;
    memcpy(&r, &b, 16); return r; }
static void pq(QT v) { u128 b; memcpy(&b, &v, 16);
    printf("%016llx%016llx\n", (u64)(b >> 64), (u64)b); }
static void pi(u128 v) { printf("%016llx%016llx\n", (u64)(v >> 64), (u64)v); }
int main(void) {
    char op[8]; u64 ah, al, bh, bl;
    while (scanf("%7s %llx %llx %llx %llx", op, &ah, &al, &bh, &bl) == 5) {
        QT a = q(ah, al), b = q(bh, bl);
        u128 ib = (u128)ah << 64 | al;
        float f; double d; unsigned fu = (unsigned)al; memcpy(&f, &fu, 4); memcpy(&d, &al, 8);
        if (!strcmp(op, "add")) pq(__addtf3(a, b));
        else if (!strcmp(op, "sub")) pq(__subtf3(a, b));
        else if (!strcmp(op, "mul")) pq(__multf3(a, b));
        else if (!strcmp(op, "div")) pq(__divtf3(a, b));
        else if (!strcmp(op, "eq")) pi((u128)(__int128)__eqtf2(a, b));
        else if (!strcmp(op, "ne")) pi((u128)(__int128)__netf2(a, b));
        else if (!strcmp(op, "lt")) pi((u128)(__int128)__lttf2(a, b));
        else if (!strcmp(op, "le")) pi((u128)(__int128)__letf2(a, b));
        else if (!strcmp(op, "gt")) pi((u128)(__int128)__gttf2(a, b));
        else if (!strcmp(op, "ge")) pi((u128)(__int128)__getf2(a, b));
        else if (!strcmp(op, "unord")) pi((u128)(__int128)__unordtf2(a, b));
        else if (!strcmp(op, "fixsi")) pi((u128)(unsigned)__fixtfsi(a));
        else if (!strcmp(op, "fixdi")) pi((u128)(u64)__fixtfdi(a));
        else if (!strcmp(op, "fixti")) pi((u128)__fixtfti(a));
        else if (!strcmp(op, "fixunsi")) pi((u128)__fixunstfsi(a));
        else if (!strcmp(op, "fixundi")) pi((u128)__fixunstfdi(a));
        else if (!strcmp(op, "fixunti")) pi(__fixunstfti(a));
        else if (!strcmp(op, "fltsi")) pq(__floatsitf((int)al));
        else if (!strcmp(op, "fltdi")) pq(__floatditf((long long)al));
        else if (!strcmp(op, "fltti")) pq(__floattitf((__int128)ib));
        else if (!strcmp(op, "fltunsi")) pq(__floatunsitf((unsigned)al));
        else if (!strcmp(op, "fltundi")) pq(__floatunditf(al));
        else if (!strcmp(op, "fltunti")) pq(__floatuntitf(ib));
        else if (!strcmp(op, "extsf")) pq(__extendsftf2(f));
        else if (!strcmp(op, "extdf")) pq(__extenddftf2(d));
        else if (!strcmp(op, "trsf")) pi((u128)(unsigned)({ float r = __trunctfsf2(a);
            unsigned u; memcpy(&u, &r, 4); u; }));
        else if (!strcmp(op, "trdf")) pi((u128)({ double r = __trunctfdf2(a);
            u64 u; memcpy(&u, &r, 8); u; }));
        else return 1;
    }
    return 0;
}
"""

# target -> (gcc, qemu (None: native), NaN rule); x86-64's binary128 is __float128
TARGETS = {"aarch64": ("aarch64-linux-gnu-gcc", "qemu-aarch64", PROPAGATE),
           "riscv64": ("riscv64-linux-gnu-gcc", "qemu-riscv64", CANONICAL),
           "x86_64": ("x86_64-linux-gnu-gcc",
                      None if platform.machine() == "x86_64" else "qemu-x86_64", PROPAGATE_NEG)}

M = (1 << 128) - 1
SPECIAL = [0, 1 << 127, 1, (1 << 112) - 1, 1 << 112, 0x3FFF << 112,           # 0 -0 sub sub min 1
           0xBFFF << 112, 0x4000 << 112 | 1 << 111, 0x3FFD5555 << 96 | 0x5555 << 80,
           0x7FFE << 112 | ((1 << 112) - 1), 0xFFFE << 112 | ((1 << 112) - 1),   # +-max
           0x7FFF << 112, 0xFFFF << 112,                                            # +-inf
           0x7FFF8 << 108, 0xFFFF8 << 108 | 0x1234, 0x7FFF << 112 | 0x5678,         # qNaN, sNaN
           0x403E << 112, 0xC03E << 112, 0x401E << 112 | 1 << 111, 0x407E << 112,   # 2^63 ...
           0x3FFE << 112 | 1 << 111, 0x0001 << 112 | 1 << 50]


def _cases() -> list[tuple[str, int, int]]:
    rnd = random.Random(128)
    vals = list(SPECIAL)
    for _ in range(24):
        e = rnd.choice([rnd.randrange(0x3FF0, 0x4010), rnd.randrange(0, 0x7FFF), 0x3FFF])
        vals.append(rnd.getrandbits(1) << 127 | e << 112 | rnd.getrandbits(112))
    pairs = [(a, b) for a in vals for b in vals]
    rnd.shuffle(pairs)
    cases: list[tuple[str, int, int]] = []
    for op in ("add", "sub", "mul", "div"):
        cases += [(op, a, b) for a, b in pairs[:260]]
    for op in ("eq", "ne", "lt", "le", "gt", "ge", "unord"):
        cases += [(op, a, b) for a, b in pairs[:60]]
    for op in ("fixsi", "fixdi", "fixti", "fixunsi", "fixundi", "fixunti", "trsf", "trdf"):
        cases += [(op, a, 0) for a in vals]
    ints = [0, 1, M, M >> 1, 1 << 127, 12345, (1 << 64) - 1, 1 << 63, (1 << 32) - 1, 1 << 31,
            (1 << 113) + 1, (1 << 114) + 3, *(rnd.getrandbits(128) for _ in range(10))]
    for op in ("fltsi", "fltdi", "fltti", "fltunsi", "fltundi", "fltunti"):
        cases += [(op, v, 0) for v in ints]
    floats = [0, 0x80000000, 1, 0x3F800000, 0x7F800000, 0x7FC00001, 0x7F800001, 0xFF7FFFFF]
    doubles = [0, 1 << 63, 1, 0x3FF0000000000001, 0x7FF0000000000000, 0x7FF8000000000123,
               0x7FF0000000000004, 0x000FFFFFFFFFFFFF]
    cases += [("extsf", v, 0) for v in floats] + [("extdf", v, 0) for v in doubles]
    return cases


def _signed(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _model(op: str, a: int, b: int, rule: NanRule) -> int:
    """What pylli's runtime answers, as the harness prints it (128 bits)."""
    if op in ("add", "sub", "mul", "div"):
        return arith(op, F128, (a, b), rule)
    if op in ("eq", "ne", "lt", "le", "gt", "ge", "unord"):
        c = compare(F128, a, b)
        if op == "unord":
            r = int(c is None)
        elif op in ("eq", "ne"):
            r = 1 if c is None else abs(c)
        else:
            r = (2 if op in ("lt", "le") else -2) if c is None else c
        return r & M
    if op.startswith("fix"):
        bits = {"si": 32, "di": 64, "ti": 128}[op[-2:]]
        return to_int(F128, a, bits, not op.startswith("fixun"))
    if op.startswith("flt"):
        bits = {"si": 32, "di": 64, "ti": 128}[op[-2:]]
        v = a & ((1 << bits) - 1)
        return from_int(F128, v if op.startswith("fltun") else _signed(v, bits))
    if op == "extsf":
        return convert(F32, F128, a & 0xFFFFFFFF, rule)
    if op == "extdf":
        return convert(F64, F128, a & ((1 << 64) - 1), rule)
    return convert(F128, F32 if op == "trsf" else F64, a, rule)


@pytest.fixture(scope="module", params=sorted(TARGETS))
def libgcc(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
           ) -> tuple[str, list[tuple[str, int, int]], list[int]]:
    arch = request.param
    gcc, qemu, _ = TARGETS[arch]
    for tool in (gcc, qemu):
        if tool is not None and shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")
    tmp = tmp_path_factory.mktemp(arch)
    src, exe = tmp / "h.c", tmp / "h"
    src.write_text(HARNESS)
    subprocess.run([gcc, "-O1", "-static", str(src), "-o", str(exe)], check=True)
    cases = _cases()
    text = "".join(f"{op} {a >> 64:x} {a & 0xFFFFFFFFFFFFFFFF:x} {b >> 64:x} "
                   f"{b & 0xFFFFFFFFFFFFFFFF:x}\n" for op, a, b in cases)
    r = subprocess.run(([qemu] if qemu else []) + [str(Path(exe))], input=text, capture_output=True, text=True,
                       timeout=120, check=True)
    return arch, cases, [int(line, 16) for line in r.stdout.split()]


def test_runtime_matches_libgcc_bit_for_bit(libgcc: tuple) -> None:
    arch, cases, got = libgcc
    assert len(got) == len(cases) > 1500
    rule = TARGETS[arch][2]
    bad = [(op, hex(a), hex(b), hex(want), hex(_model(op, a, b, rule)))
           for (op, a, b), want in zip(cases, got) if _model(op, a, b, rule) != want]
    assert not bad, f"{len(bad)} mismatches, first: {bad[:8]}"
