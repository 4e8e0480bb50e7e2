"""Build the opt-in compiled (mypyc) pyllc into the user's cache: `make fast`.

    python tools/build_mypyc.py [--set all|hot|backend] [--add PKG ...] [--opt-level 0-3]
                                [--no-multi-file] [--jobs N] [--force] [--print-key]

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
`backend` (`make fast`) adds pyllc/codegen, pyllc/isel and pyllc/regalloc: pyllc about
1.6x faster, byte-identical output, `-j N` included (tools/jobs_pickle.py), the whole
test suite green against it: see bench/results/mypyc-backend-session11.txt. `--add PKG`
adds more packages for a trial.

Costs on the 2-core machine: see bench/results/mypyc-session10.txt.
"""
from __future__ import annotations

import argparse
import ast
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
os.environ["PYLLC_MYPYC"] = "0"  # this process needs no build (nor a word on a stale one)

from pyllc.native import build_dir, cache_root, source_hash, tree_pointer  # noqa: E402

_IR_SKIP = ("lexer.py", "parser.py", "verifier.py", "verify_instructions.py", "__init__.py")

#: the modules of the `hot` set (package-relative, without .py): the IR core, the pass
#: manager and the passes and analyses default<O2> spends most of its time in
HOT = (
    "ir/values", "ir/instructions", "ir/eh_instructions", "ir/constants", "ir/types",
    "ir/globals", "ir/module", "ir/attributes", "ir/metadata", "ir/dominators", "ir/builder", "ir/typerules",
    "ir/datalayout", "ir/fpconv",
    "opt/passmanager", "opt/pipeline", "opt/loop_pass", "opt/analyses", "opt/aa", "opt/irutil",
    "opt/instsimplify", "opt/constfold", "opt/cse", "opt/dce", "opt/simplifycfg", "opt/sroa",
    "opt/mem2reg", "opt/sccp", "opt/lvi", "opt/correlated_propagation", "opt/reassociate",
    "opt/dse", "opt/jump_threading", "opt/gvn_pre", "opt/ssa_updater", "opt/memcpyopt",
    "opt/scev", "opt/cfgutils", "opt/traits", "opt/constant_range",
    "opt/loops/promote", "opt/loops/util", "opt/globals/ipsccp",  # (derive from classes above)
    "opt/loopxform/unroll_and_jam",
)


#: the packages `--set backend` adds to `all`: the target-independent back end
#: (bench/results/mypyc-backend-session11.txt)
BACKEND_DIRS = ("codegen", "isel", "regalloc")


def modules(which: str, add: tuple[str, ...] = ()) -> list[str]:
    """The repository-relative paths of the set's sources (and of the packages `add`,
    pyllc-relative), sorted."""
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
    for d in (BACKEND_DIRS if which == "backend" else ()) + add:
        out += [p.relative_to(ROOT).as_posix() for p in (pk / d).rglob("*.py") if p.name != "__init__.py"]
    return sorted(set(out))


def _class_table() -> list[tuple[str, str, list[tuple[str, bool]], bool]]:
    """Every class of pyllc: (defining source, name, sources of its pyllc bases, whether
    classes outside the compiled set may derive from it). A base is found through the
    module's `from pyllc... import Name` or a class of the same module."""
    rows: list[tuple[str, str, list[tuple[str, str]], bool]] = []
    defined: set[tuple[str, str]] = set()
    for p in (ROOT / "pyllc").rglob("*.py"):
        rel = p.relative_to(ROOT).as_posix()
        tree = ast.parse(p.read_text())
        imported: dict[str, str] = {}
        for n in ast.walk(tree):
            if isinstance(n, ast.ImportFrom) and n.module and n.module.startswith("pyllc"):
                mod = n.module.replace(".", "/")
                src = f"{mod}.py" if (ROOT / f"{mod}.py").exists() else f"{mod}/__init__.py"
                for a in n.names:
                    imported[a.asname or a.name] = src
        for n in ast.walk(tree):
            if isinstance(n, ast.ClassDef):
                defined.add((rel, n.name))
                bases = [b.value if isinstance(b, ast.Subscript) else b for b in n.bases]
                names = [b.id for b in bases if isinstance(b, ast.Name)]
                decos = [ast.unparse(d) for d in n.decorator_list]
                # record classes and native_class=False ones are plain Python classes
                open_ = any("allow_interpreted_subclasses=True" in d or "native_class=False" in d
                            or d.startswith("record") for d in decos)
                rows.append((rel, n.name, [(imported.get(b, rel), b) for b in names], open_))
    opened = {(rel, name) for rel, name, _, o in rows if o}
    # a name imported from a package __init__ that re-exports it: look for the class by name
    by_name: dict[str, list[str]] = {}
    for rel, name in defined:
        by_name.setdefault(name, []).append(rel)
    out = []
    for rel, name, bases, o in rows:
        srcs = []
        for src, b in bases:
            if (src, b) in defined:
                srcs.append((src, (src, b) in opened))
            elif src.endswith("__init__.py"):
                srcs += [(r, (r, b) in opened) for r in by_name.get(b, [])]
        out.append((rel, name, srcs, o))
    return out


def unclosed(files: list[str]) -> list[str]:
    """Why the set cannot be compiled on its own: a compiled class deriving from an
    interpreted one (mypyc refuses it), or an interpreted class deriving from a compiled
    one not marked for it (the import fails)."""
    chosen, out = set(files), []
    for rel, name, bases, open_ in _class_table():
        for brel, bopen in bases:
            if rel in chosen and not open_ and brel not in chosen:
                out.append(f"{rel}: {name} derives from a class of {brel}, not compiled")
            if rel not in chosen and brel in chosen and not bopen:
                out.append(f"{rel}: {name}, not compiled, derives from a class of {brel}")
    return out


def build_key(files: list[str], digests: dict[str, str], opts: dict[str, object]) -> str:
    import mypy.version
    h = hashlib.sha256()
    h.update(json.dumps([sys.version, sys.implementation.cache_tag, mypy.version.__version__,
                         opts, [(f, digests[f]) for f in files]]).encode())
    return h.hexdigest()[:24]


def check(files: list[str], scratch: str) -> None:
    """mypyc alone (C generated, no gcc): does it accept the sources? Raises SystemExit."""
    from mypyc.build import mypycify
    cwd = os.getcwd()
    os.chdir(scratch)
    try:
        mypycify([str(ROOT / f) for f in files] + [
            "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", os.path.join(scratch, "mypy_cache")],
            opt_level="0", debug_level="0", multi_file=True, target_dir=os.path.join(scratch, "c"),
            group_name="pyllc_native_check")
    finally:
        os.chdir(cwd)


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
    ok = False
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
        ok = True
    finally:
        os.chdir(cwd)
        if not ok:
            shutil.rmtree(tmp, ignore_errors=True)
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
    ap.add_argument("--set", choices=("all", "hot", "backend"), default="backend")
    ap.add_argument("--add", nargs="+", metavar="PKG", default=[],
                    help="also every module of these packages (pyllc-relative, e.g. mc), for trials")
    ap.add_argument("--only", nargs="+", metavar="PATH",
                    help="compile just these sources (repository-relative), e.g. for a quick check")
    ap.add_argument("--opt-level", default="2", choices=("0", "1", "2", "3"))
    ap.add_argument("--no-multi-file", action="store_true")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--force", action="store_true", help="rebuild even when the cache has this build")
    ap.add_argument("--print-key", action="store_true", help="print the build directory and exit")
    ap.add_argument("--check", action="store_true",
                    help="only check that mypyc accepts the set (no C compiler run, nothing kept)")
    args = ap.parse_args(argv)
    files = sorted(args.only) if args.only else modules(args.set, tuple(args.add))
    problems = unclosed(files)
    if problems:
        raise SystemExit("build_mypyc: the set cannot be compiled on its own:\n  " + "\n  ".join(problems))
    if args.check:
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            check(files, tmp)
        print(f"build_mypyc: mypyc accepts the {len(files)} modules")
        return 0
    root = cache_root()
    if root is None:
        raise SystemExit("build_mypyc: the cache is turned off (PYLLC_CACHE_DIR is empty)")
    digests = {f: source_hash(str(ROOT / f)) for f in files}
    opts: dict[str, object] = {"set": "only" if args.only else "+".join([args.set, *args.add]),
                               "opt_level": args.opt_level,
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
