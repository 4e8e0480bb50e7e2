"""Real C libraries for the real-library test: fetch pinned sources, build linked IR.

    python tools/reallib.py fetch            download + check + extract (idempotent)
    python tools/reallib.py build [--full]   also write the linked .ll for every target/level

The only registries the machines reach are PyPI, Debian's and npm's, so the sources come
from PyPI source distributions that bundle a C library (fetched with pip, the ordinary
client; never committed):

- LZ4 1.9.4 (lz4.c, lz4hc.c, lz4frame.c, xxhash.c; BSD-2-Clause) from `lz4==4.4.5`;
- zlib 1.2.11 (the core: deflate, inflate, trees, crc32, adler32, ...; zlib licence) from
  `pyminizip==0.2.6`, which carries zlib's own tree.

Each archive is pinned by version and sha256 and extracted (only the C library's files)
into the cache, `.cache/reallib/` of the work tree unless PYLLC_REALLIB_CACHE names
another directory. `build` compiles each library with its driver (tests/reallib/<lib>_
driver.c) by clang-16 for each of the four triples at -O0 and -O2, with the project's
freestanding headers, and links the files into one module with llvm-link-16:
`<cache>/ir/<lib>[-full].<triple>.O<n>.ll`. LZ4 marks its hot helpers always_inline,
which makes its -O0 module 115k IR instructions; the default build sets the library's own
knob `LZ4_FORCE_INLINE` to plain `static inline` (24k at -O0) to keep CI's cost down, and
`--full` builds the library's default configuration as well.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRIPLES = ("x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu",
           "riscv64-unknown-linux-gnu", "sparc-unknown-linux-gnu")
LEVELS = ("O0", "O2")
CFLAGS = ["-w", "-ffreestanding", "-nostdinc", f"-I{ROOT / 'tests/reallib/include'}",
          f"-I{ROOT / 'tests/programs/include'}", "-fno-stack-protector", "-fno-exceptions",
          "-fno-unwind-tables", "-fno-asynchronous-unwind-tables"]


@dataclass(frozen=True)
class Library:
    name: str            # the test's name for it; the driver is tests/reallib/<name>_driver.c
    version: str         # the C library's own version
    pip_spec: str        # the PyPI distribution that carries it, pinned
    archive: str         # the sdist's file name
    sha256: str
    prefix: str          # the library's folder inside the archive
    sources: tuple[str, ...]   # the .c files compiled into the module
    headers: tuple[str, ...]
    licence: str         # the archive member that states the library's licence
    defines: tuple[str, ...] = ()        # the CI build's configuration
    full_defines: tuple[str, ...] = ()   # the library's default configuration (`--full`)

    @property
    def folder(self) -> str:
        return f"{self.name}-{self.version}"


LIBRARIES = {
    "lz4": Library(
        "lz4", "1.9.4", "lz4==4.4.5", "lz4-4.4.5.tar.gz",
        "5f0b9e53c1e82e88c10d7c180069363980136b9d7a8306c4dca4f760d60c39f0",
        "lz4-4.4.5/lz4libs/", ("lz4.c", "lz4hc.c", "lz4frame.c", "xxhash.c"),
        ("lz4.h", "lz4hc.h", "lz4frame.h", "lz4frame_static.h", "xxhash.h"),
        "lz4-4.4.5/LICENSE",
        defines=("-DLZ4_FORCE_INLINE=static inline",)),
    "zlib": Library(
        "zlib", "1.2.11", "pyminizip==0.2.6", "pyminizip-0.2.6.tar.gz",
        "0a954dd2a65fd72c8b827b83fb806fb4f301075a6ec43e207d3345ab15843a7a",
        "pyminizip-0.2.6/zlib-1.2.11/",
        ("adler32.c", "compress.c", "crc32.c", "deflate.c", "inffast.c", "inflate.c",
         "inftrees.c", "trees.c", "uncompr.c", "zutil.c"),
        ("crc32.h", "deflate.h", "gzguts.h", "inffast.h", "inffixed.h", "inflate.h", "inftrees.h",
         "trees.h", "zconf.h", "zlib.h", "zutil.h"), "pyminizip-0.2.6/zlib-1.2.11/zlib.h"),
}


def cache_dir() -> Path:
    return Path(os.environ.get("PYLLC_REALLIB_CACHE", ROOT / ".cache" / "reallib"))


def source_dir(lib: Library) -> Path:
    return cache_dir() / lib.folder


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def fetch(lib: Library) -> Path:
    """The library's extracted sources, downloading and checking the archive if needed."""
    dest = source_dir(lib)
    stamp = dest / ".sha256"
    if stamp.exists() and stamp.read_text().strip() == lib.sha256:
        return dest
    archive = cache_dir() / "archives" / lib.archive
    if not archive.exists() or _sha256(archive) != lib.sha256:
        archive.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                            "--no-binary", ":all:", "-d", tmp, lib.pip_spec], check=True)
            got = Path(tmp) / lib.archive
            if not got.exists():
                raise SystemExit(f"pip did not fetch {lib.archive} for {lib.pip_spec}")
            shutil.copyfile(got, archive)
    digest = _sha256(archive)
    if digest != lib.sha256:
        raise SystemExit(f"{lib.archive}: sha256 {digest}, expected {lib.sha256}")
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    wanted = {lib.prefix + f: f for f in (*lib.sources, *lib.headers)}
    wanted.setdefault(lib.licence, "LICENSE")
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            if member.name in wanted and member.isfile():
                data = tar.extractfile(member)
                assert data is not None
                (dest / wanted[member.name]).write_bytes(data.read())
    missing = [f for f in wanted.values() if not (dest / f).exists()]
    if missing:
        raise SystemExit(f"{lib.archive} lacks {missing}")
    stamp.write_text(lib.sha256 + "\n")
    return dest


# the drivers' shared input generator and check, included by both
SHARED = ROOT / "tests" / "reallib" / "driver_data.h"


def _write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def linked_ir(lib: Library, triple: str, level: str, full: bool = False) -> Path:
    """One module: the driver and the library's files at `level` for `triple`, linked by
    llvm-link-16. Rebuilt when the driver, the headers or the configuration change."""
    src = fetch(lib)
    driver = ROOT / "tests" / "reallib" / f"{lib.name}_driver.c"
    defines = list(lib.full_defines if full else lib.defines)
    flags = [f"--target={triple}", *CFLAGS, f"-I{src}", *defines, f"-{level}",
             "-S", "-emit-llvm"]
    key = hashlib.sha256("\0".join(flags).encode() + driver.read_bytes() + SHARED.read_bytes()
                         + b"".join(p.read_bytes() for d in ("reallib", "programs")
                                    for p in sorted((ROOT / "tests" / d / "include").rglob("*.h"))))
    out = cache_dir() / "ir" / f"{lib.name}{'-full' if full else ''}.{triple}.{level}.ll"
    stamp = out.with_suffix(".key")
    if out.exists() and stamp.exists() and stamp.read_text() == key.hexdigest():
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        parts = []
        for c in (driver, *(src / s for s in lib.sources)):
            part = Path(tmp) / (c.stem + ".ll")
            subprocess.run(["clang-16", *flags, str(c), "-o", str(part)], check=True,
                           stderr=subprocess.DEVNULL)
            parts.append(str(part))
        linked = Path(tmp) / "linked.ll"
        subprocess.run(["llvm-link-16", "-S", *parts, "-o", str(linked)], check=True)
        os.replace(shutil.move(str(linked), f"{out}.{os.getpid()}.tmp"), out)
    _write_atomic(stamp, key.hexdigest())
    return out


def native_output(lib: Library, args: tuple[str, ...] = ()) -> bytes:
    """What the driver prints built natively by clang-16 -O2 with the system's headers (the
    x86-64 reference; the drivers print nothing that depends on the target)."""
    src = fetch(lib)
    driver = ROOT / "tests" / "reallib" / f"{lib.name}_driver.c"
    exe = cache_dir() / "native" / lib.name
    key = _sha256(driver) + _sha256(SHARED) + lib.sha256
    stamp = exe.with_suffix(".key")
    if not (exe.exists() and stamp.exists() and stamp.read_text() == key):
        # test workers build it side by side: each links its own file and renames it into
        # place (atomic), so none runs a half-written executable
        exe.parent.mkdir(parents=True, exist_ok=True)
        tmp = exe.with_name(f"{exe.name}.{os.getpid()}.tmp")
        subprocess.run(["clang-16", "-O2", f"-I{src}", str(driver),
                        *(str(src / s) for s in lib.sources), "-o", str(tmp)], check=True,
                       stderr=subprocess.DEVNULL)
        os.replace(tmp, exe)
        _write_atomic(stamp, key)
    return subprocess.run([str(exe), *args], capture_output=True, check=True,
                          timeout=120).stdout


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=("fetch", "build"))
    ap.add_argument("--lib", action="append", choices=sorted(LIBRARIES))
    ap.add_argument("--full", action="store_true",
                    help="also build each library's default configuration")
    args = ap.parse_args(argv)
    for name in args.lib or sorted(LIBRARIES):
        lib = LIBRARIES[name]
        print(f"{lib.folder}: {fetch(lib)}")
        if args.command == "build":
            for full in (False, True) if args.full else (False,):
                for triple in TRIPLES:
                    for level in LEVELS:
                        print(f"  {linked_ir(lib, triple, level, full)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
