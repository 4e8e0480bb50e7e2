"""Build the opt-in compiled (mypyc) IR and optimizer into the user's cache: `make fast`.

    python tools/build_mypyc.py [--set all|hot] [--opt-level 0-3] [--no-multi-file]
                                [--jobs N] [--force] [--print-key]

Compiles the modules of `--set` with mypyc (C through gcc) into
`<cache>/mypyc/<key>/`, the key hashing the compiled sources, the options and the
Python and mypyc versions, so an unchanged tree rebuilds nothing (the second run only
records the build for this tree) and nothing is written into the source tree. At import,
`pyllc/native.py` uses the build only while every compiled source still has the hash in
its manifest. `PYLLC_MYPYC=0` runs interpreted with a build present.

Sets: `all` is pyllc/ir (less the parser, lexer and verifier, which only parse and check
and are not worth the build time) and every module of pyllc/opt but the package
`__init__`s; `hot` is the part of it the -O2 pipeline spends most of its time in (see
HOT), for a much shorter build.

Costs on the 2-core machine: see bench/results/mypyc-session10.txt.
"""
from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import shutil
import sys
import time
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyllc.native import build_dir, cache_root, source_hash, tree_pointer  # noqa: E402

_IR_SKIP = ("lexer.py", "parser.py", "verifier.py", "verify_instructions.py", "__init__.py")

#: the modules of the `hot` set (package-relative, without .py): the IR core, the pass
#: manager and the passes and analyses default<O2> spends most of its time in
HOT = (
    "ir/values", "ir/instructions", "ir/constants", "ir/types", "ir/globals", "ir/module",
    "ir/attributes", "ir/metadata", "ir/dominators", "ir/builder", "ir/typerules",
    "ir/datalayout", "ir/fpconv",
    "opt/passmanager", "opt/pipeline", "opt/loop_pass", "opt/analyses", "opt/aa", "opt/irutil",
    "opt/instsimplify", "opt/constfold", "opt/cse", "opt/dce", "opt/simplifycfg", "opt/sroa",
    "opt/mem2reg", "opt/sccp", "opt/lvi", "opt/correlated_propagation", "opt/reassociate",
    "opt/dse", "opt/jump_threading", "opt/gvn_pre", "opt/ssa_updater", "opt/memcpyopt",
    "opt/scev", "opt/cfgutils", "opt/traits", "opt/constant_range",
)


def modules(which: str) -> list[str]:
    """The repository-relative paths of the set's sources, sorted."""
    pk = ROOT / "pyllc"
    if which == "hot":
        out = [f"pyllc/{m}.py" for m in HOT]
        hot_dirs = ("opt/instcombine", "opt/ipo", "opt/analysis")
        for d in hot_dirs:
            out += [p.relative_to(ROOT).as_posix() for p in (pk / d).glob("*.py") if p.name != "__init__.py"]
        return sorted(set(out))
    out = [p.relative_to(ROOT).as_posix() for p in (pk / "ir").glob("*.py")
           if p.name not in _IR_SKIP and not p.name.startswith("parse_")]
    out += [p.relative_to(ROOT).as_posix() for p in (pk / "opt").rglob("*.py") if p.name != "__init__.py"]
    return sorted(out)


def build_key(files: list[str], digests: dict[str, str], opts: dict[str, object]) -> str:
    import mypy.version
    h = hashlib.sha256()
    h.update(json.dumps([sys.version, sys.implementation.cache_tag, mypy.version.__version__,
                         opts, [(f, digests[f]) for f in files]]).encode())
    return h.hexdigest()[:24]


def build(files: list[str], key: str, dest: str, opts: dict[str, object], jobs: int) -> None:
    """mypyc + gcc into a scratch directory next to `dest`, moved into place when done."""
    from mypyc.build import mypycify
    from setuptools import setup

    tmp = f"{dest}.tmp{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    group = f"pyllc_native_{key[:12]}"
    cwd = os.getcwd()
    os.chdir(tmp)  # setuptools and mypyc write their scratch files under the cwd
    try:
        t0 = time.monotonic()
        exts = mypycify([str(ROOT / f) for f in files] + [
            "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", os.path.join(tmp, "mypy_cache")],
            opt_level=str(opts["opt_level"]), debug_level="0", multi_file=bool(opts["multi_file"]),
            target_dir=os.path.join(tmp, "c"), group_name=group)
        t1 = time.monotonic()
        print(f"build_mypyc: mypyc {t1 - t0:.0f} s ({len(files)} modules); gcc on {jobs} job(s)...",
              flush=True)
        setup(name="pyllc-native", ext_modules=exts, script_name="build_mypyc",
              script_args=["-q", "build_ext", "--build-lib", os.path.join(tmp, "lib"),
                           "--build-temp", os.path.join(tmp, "obj"), "--parallel", str(jobs)])
        t2 = time.monotonic()
        print(f"build_mypyc: gcc {t2 - t1:.0f} s", flush=True)
    finally:
        os.chdir(cwd)
    lib = os.path.join(tmp, "lib")
    shared = glob.glob(os.path.join(lib, f"{group}__mypyc*"))
    if len(shared) != 1:
        raise SystemExit(f"build_mypyc: expected one shared library {group}__mypyc*, found {shared}")
    mods: dict[str, list[str]] = {}
    suffix = EXTENSION_SUFFIXES[0]
    for f in files:
        so = f[:-3] + suffix
        if not os.path.exists(os.path.join(lib, so)):
            raise SystemExit(f"build_mypyc: {so} was not built")
        mods[f[:-3].replace("/", ".")] = [f, source_hash(str(ROOT / f)), so]
    manifest = {"python": sys.implementation.cache_tag, "shared": f"{group}__mypyc",
                "shared_file": os.path.basename(shared[0]), "modules": mods, "options": opts,
                "seconds": {"mypyc": round(t1 - t0, 1), "gcc": round(t2 - t1, 1)}}
    with open(os.path.join(lib, "manifest.json"), "w") as fh:
        json.dump(manifest, fh, indent=1)
    shutil.rmtree(dest, ignore_errors=True)
    os.rename(lib, dest)
    shutil.rmtree(tmp, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--set", choices=("all", "hot"), default="all")
    ap.add_argument("--only", nargs="+", metavar="PATH",
                    help="compile just these sources (repository-relative), e.g. for a quick check")
    ap.add_argument("--opt-level", default="2", choices=("0", "1", "2", "3"))
    ap.add_argument("--no-multi-file", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--force", action="store_true", help="rebuild even when the cache has this build")
    ap.add_argument("--print-key", action="store_true", help="print the build directory and exit")
    args = ap.parse_args(argv)
    root = cache_root()
    if root is None:
        raise SystemExit("build_mypyc: the cache is turned off (PYLLC_CACHE_DIR is empty)")
    files = sorted(args.only) if args.only else modules(args.set)
    digests = {f: source_hash(str(ROOT / f)) for f in files}
    opts: dict[str, object] = {"set": "only" if args.only else args.set, "opt_level": args.opt_level,
                               "multi_file": not args.no_multi_file}
    key = build_key(files, digests, opts)
    dest = build_dir(root, key)
    if args.print_key:
        print(dest)
        return 0
    fresh = os.path.exists(os.path.join(dest, "manifest.json"))
    if fresh and not args.force:
        print(f"build_mypyc: up to date: {dest}")
    else:
        t0 = time.monotonic()
        os.makedirs(root, exist_ok=True)
        build(files, key, dest, opts, args.jobs)
        changed = [f for f in files if source_hash(str(ROOT / f)) != digests[f]]
        if changed:
            shutil.rmtree(dest, ignore_errors=True)
            raise SystemExit(f"build_mypyc: {changed[0]} changed during the build; run it again")
        print(f"build_mypyc: built {dest} in {time.monotonic() - t0:.0f} s")
    with open(tree_pointer(root), "w") as fh:
        fh.write(key + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
