"""The opt-in compiled build: mypyc's class decorators and the loader that puts a fresh
build in front of the source modules.

`tools/build_mypyc.py` (`make fast`) compiles `pyllc.ir` (less the parser, lexer and
verifier), `pyllc.opt` and the back end's target-independent packages (see its `--set`)
with mypyc into C extensions, built in the user's cache
directory (`$PYLLC_CACHE_DIR`, else `$XDG_CACHE_HOME/pyllc`, else `~/.cache/pyllc`),
never in the source tree: `<cache>/mypyc/<key>/`, where the key hashes the compiled
sources, the options and the Python and mypyc versions; a manifest there lists each
compiled module with the sha256 of the source it was compiled from. The build also
records, per source tree, which build it made (`<cache>/mypyc/tree-<the tree's path>`), so a fresh clone elsewhere never picks up a build it did not ask for.

`activate()` (run by `pyllc/__init__.py`, before any other pyllc module is imported)
uses that build only if every compiled source still has the hash in the manifest: if
any changed, the whole group stays interpreted (the compiled modules call each other
directly in C, so half a group cannot be mixed with edited sources) and one line on
stderr says so. `PYLLC_MYPYC=0` turns the build off. Without a build the cost is one
failed `open` (hashlib and json are imported only past it); with one, hashing the
~1.5 MB of compiled sources (a few ms).

The decorators: mypyc reads them at compile time (by their `mypy_extensions` names,
which type checkers see here); interpreted, they are the identity, so the plain install
needs no `mypy_extensions` and pays nothing for them:

  @mypyc_attr(allow_interpreted_subclasses=True)   a compiled base class that classes
                                                   outside the compiled set (the parser,
                                                   tests, other layers) derive from; also
                                                   a class that `-j` pickles whole (its
                                                   `__new__` then skips `__init__`, which
                                                   unpickling needs; tools/jobs_pickle.py)
  @mypyc_attr(native_class=False)                  a class mypyc cannot make native
                                                   (a `str` or exception subclass)
  @trait                                           a mixin base of a native class with
                                                   two bases (mypyc's only form of
                                                   multiple inheritance)
"""
from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec
from typing import TYPE_CHECKING, Any

__all__ = ["activate", "active_build", "build_dir", "cache_root", "compiled", "fresh_build",
           "mypyc_attr", "trait", "tree_pointer"]

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr, trait
else:
    def mypyc_attr(*_args: Any, **_flags: Any) -> Any:
        return lambda cls: cls

    def trait(cls: Any) -> Any:
        return cls

#: the source tree's root (the directory holding the `pyllc` package)
TREE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

_active: str | None = None


def cache_root() -> str | None:
    """`<cache>/mypyc`, or None when the cache is turned off (`PYLLC_CACHE_DIR=`)."""
    env = os.environ.get("PYLLC_CACHE_DIR")
    if env is not None:
        return os.path.join(env, "mypyc") if env else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "pyllc", "mypyc")


def tree_pointer(root: str) -> str:
    """The file naming (by its key) the build made for this source tree."""
    tag = os.path.realpath(TREE).strip(os.sep).replace(os.sep, "_")
    return os.path.join(root, "tree-" + tag)


def build_dir(root: str, key: str) -> str:
    return os.path.join(root, key)


def source_hash(path: str) -> str:
    import hashlib
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def active_build() -> str | None:
    """The directory of the compiled build in use, or None when running interpreted."""
    return _active


def compiled(module: Any) -> bool:
    """Whether `module` was loaded from the compiled build. Its functions then call each
    other (and the other compiled modules' functions and methods) directly in C, so
    replacing one of them from outside (a test's monkeypatch) changes nothing for them,
    and the methods of its native classes cannot be replaced at all."""
    return getattr(module, "__file__", "").endswith(tuple(EXTENSION_SUFFIXES))


class _Finder:
    """A meta-path finder serving exactly the compiled modules (and their shared
    library) from the build directory; every other import goes the usual way."""

    def __init__(self, files: dict[str, str]) -> None:
        self.files = files

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        f = self.files.get(fullname)
        if f is None:
            return None
        return ModuleSpec(fullname, ExtensionFileLoader(fullname, f), origin=f)


def fresh_build(warn: bool = False) -> tuple[str, dict[str, str]] | None:
    """The directory of this tree's build and its module files (the shared library's too),
    if it exists and every compiled source still has its manifest hash; else None (with
    `warn`, one line on stderr names the first changed source)."""
    root = cache_root()
    if root is None:
        return None
    try:
        with open(tree_pointer(root)) as f:
            key = f.read().strip()
    except OSError:
        return None
    import json
    bdir = build_dir(root, key)
    try:
        with open(os.path.join(bdir, "manifest.json")) as f:
            manifest = json.load(f)
    except (OSError, ValueError):
        return None
    if manifest.get("python") != sys.implementation.cache_tag:
        return None
    files: dict[str, str] = {}
    for mod, (rel, digest, so) in manifest["modules"].items():
        try:
            fresh = source_hash(os.path.join(TREE, rel)) == digest
        except OSError:
            fresh = False
        if not fresh:
            if warn:
                sys.stderr.write(f"pyllc: the compiled build is stale ({rel} changed): running "
                                 "interpreted; rebuild with `make fast`\n")
            return None
        files[mod] = os.path.join(bdir, so)
    files[manifest["shared"]] = os.path.join(bdir, manifest["shared_file"])
    if not all(os.path.exists(f) for f in files.values()):
        return None
    return bdir, files


def activate() -> str | None:
    """Put the fresh compiled build of this tree (if any) in front of the sources; the
    build directory, or None (see the module docstring)."""
    global _active
    if _active is not None or os.environ.get("PYLLC_MYPYC", "1") == "0":
        return _active
    found = fresh_build(warn=True)
    if found is None:
        return None
    sys.meta_path.insert(0, _Finder(found[1]))
    _active = found[0]
    return _active
