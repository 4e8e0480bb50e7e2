"""Real C libraries, compiled by pyllc and run under pylli, on every target at -O0 and -O2.

LZ4 1.9.4 (block, HC, dictionary and frame APIs, xxHash) and zlib 1.2.11 (compress2,
deflate/inflate with every strategy and wrapper, preset dictionaries, crc32/adler32),
fetched from PyPI source distributions by tools/reallib.py (pinned, sha256-checked, never
committed), each linked with its driver (tests/reallib/<lib>_driver.c) into one module by
llvm-link-16 from clang-16's IR at -O0 or -O2 for the target. pyllc compiles the module at
the same level and pylli runs it. What it prints must equal what llc-16's object of the
same module prints under pylli, and the native x86-64 build's output (clang-16 -O2 with the
system's headers, run on this machine) — except LZ4 on SPARC: LZ4's match finder hashes
4 or 8 bytes read in the machine's byte order, so its compressed streams differ on a
32-bit big-endian machine (the round trips still check themselves: a failure prints FAIL
and exits 1). The suite runs the drivers' `quick` inputs (up to 1,000 bytes) on every target, which
keeps its cost in `make test` near a minute; `PYLLC_REALLIB_FULL=1` runs the full sizes (up
to 20,000 bytes) except on SPARC, whose programs Unicorn runs ~50x slower than the other
ISAs'. The sources are fetched by `make reallib-fetch` (a prerequisite of `make test`), so
a missing tool or a failed fetch fails the test: no skip hides it.
"""
from __future__ import annotations

import io
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pyllc.emu import run_program
from pyllc.pipeline import Options
from pyllc.targets import get_target
from pyllc.tools.compile import compile_ll, to_object
from pyllc.tools.lli import load_object

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import reallib  # noqa: E402

MAX_INSTRUCTIONS = 1_000_000_000
LLC_FLAGS = {"riscv64-unknown-linux-gnu": ["-mattr=+m,+a,+f,+d,+c"]}
TOOLS = ("clang-16", "llvm-link-16", "llc-16")
FULL = os.environ.get("PYLLC_REALLIB_FULL") == "1"
QUICK = {"sparc-unknown-linux-gnu"} if FULL else set(reallib.TRIPLES)
NATIVE_DIFFERS = {("lz4", "sparc-unknown-linux-gnu")}
# known miscompiles: the case runs and must fail (strict), so a fix shows up. (zlib's
# inflate on x86-64 -O0 was one until the read-modify-write store fold was fixed.)
KNOWN: dict[tuple[str, str, str], str] = {}


def _param(lib: str, triple: str, level: str) -> object:
    reason = KNOWN.get((lib, triple, level))
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(lib, triple, level, marks=marks,
                        id=f"{lib}-{triple.split('-')[0]}-{level}")


CASES = [_param(lib, triple, level) for lib in sorted(reallib.LIBRARIES)
         for triple in reallib.TRIPLES for level in reallib.LEVELS]


def _need() -> None:
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        pytest.fail(f"{', '.join(missing)} not installed (.ci/run installs them)")
    if platform.machine() != "x86_64":
        pytest.fail("the reference output is the native x86-64 build: run on an x86-64 host")


def _library(name: str) -> reallib.Library:
    lib = reallib.LIBRARIES[name]
    try:
        reallib.fetch(lib)
    except (OSError, subprocess.CalledProcessError, SystemExit) as e:
        pytest.fail(f"{lib.pip_spec} could not be fetched (`make reallib-fetch`): {e}")
    return lib


def _run(obj: object, triple: str, args: tuple[str, ...]) -> tuple[int, bytes]:
    out = io.BytesIO()
    status, _ = run_program([obj], get_target(triple), [b"driver", *(a.encode() for a in args)],
                            MAX_INSTRUCTIONS, stdout=out, stderr=io.BytesIO())
    return status, out.getvalue()


@pytest.mark.parametrize(("name", "triple", "level"), CASES)
def test_real_library(name: str, triple: str, level: str, tmp_path: Path) -> None:
    _need()
    lib = _library(name)
    args = ("quick",) if triple in QUICK else ()
    ll = reallib.linked_ir(lib, triple, level)
    compiled = compile_ll(ll.read_text(), str(ll), triple,
                          options=Options(opt_level=0 if level == "O0" else 2))
    status, got = _run(to_object(compiled), triple, args)
    assert got.endswith(b"ok (0 failures)\n") and got.count(b"\n") > 40, got[-300:]
    assert status == 0

    obj = tmp_path / "llc.o"
    subprocess.run(["llc-16", f"-mtriple={triple}", *LLC_FLAGS.get(triple, []), f"-{level}",
                    "-filetype=obj", str(ll), "-o", str(obj)], check=True)
    want = _run(load_object(str(obj))[1], triple, args)
    assert (status, got) == want
    if (name, triple) not in NATIVE_DIFFERS:
        assert got == reallib.native_output(lib, args)
