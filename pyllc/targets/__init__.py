"""The target registry: discovers the target folders and selects one by triple.

A target is a sub-package of `pyllc/targets/` whose `__init__.py` defines `TRIPLES` (the
triple heads and -march names that select it), `DEFAULT_TRIPLE` and `DATALAYOUT`, and
nothing heavier, and whose `target.py` defines `TARGET` (a `codegen.target.Target`).
Selecting a target reads every folder's light `__init__` but builds only the chosen
`target.py` (its tables, patterns and encoder): start-up pays for one target, not four.
Adding a target is adding such a folder: nothing else names the folders. This module
is the only one that imports them, and the only one that finds modules by name (a test
enforces both).
"""
from __future__ import annotations

import importlib
import os
from functools import cache, lru_cache
from types import ModuleType

from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.opt.tti import TargetTransformInfo


@lru_cache(maxsize=1)
def _folders() -> tuple[str, ...]:
    """The sub-packages of this folder (read with os.scandir: `pkgutil.iter_modules`
    imports `inspect`, several milliseconds of a small compile's start-up)."""
    return tuple(sorted(e.name for d in __path__ for e in os.scandir(d)
                        if e.is_dir() and e.name.isidentifier()
                        and os.path.exists(os.path.join(e.path, "__init__.py"))))


@cache
def _package(folder: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{folder}")


@cache
def _target_module(folder: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{folder}.target")


@cache
def _tti_module(folder: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{folder}.tti")


@lru_cache(maxsize=1)
def _heads() -> dict[str, str]:
    """Triple head / -march name -> folder, read from each folder's TRIPLES."""
    heads: dict[str, str] = {}
    for folder in _folders():
        for head in getattr(_package(folder), "TRIPLES", (folder,)):
            heads[head] = folder
    return heads


def target_names() -> tuple[str, ...]:
    """The folder names of every target."""
    return _folders()


def arch_of(triple: str) -> str:
    """The folder name for a triple such as `riscv64-unknown-linux-gnu` or an -march name."""
    head = triple.split("-", 1)[0]
    if head in _folders():                   # the folder's own name: no other folder is read
        return head
    heads = _heads()
    if triple in heads:                      # an -march name such as "x86-64"
        return heads[triple]
    folder = heads.get(head)
    if folder is None:
        raise CompileError(f"unsupported target triple '{triple}' "
                           f"(supported: {', '.join(sorted(_heads()))})")
    return folder


def get_target(triple: str) -> Target:
    target = _target_module(arch_of(triple)).TARGET
    assert isinstance(target, Target)
    return target


def target_transform_info(triple: str) -> TargetTransformInfo:
    """The optimizer's view of the target (`<arch>/tti.py`): addressing modes and costs.
    Builds none of the backend tables, so pyopt pays only for this small module."""
    tti = _tti_module(arch_of(triple)).target_info()
    assert isinstance(tti, TargetTransformInfo)
    return tti


def all_targets() -> list[Target]:
    """Every registered target, in folder order."""
    return [get_target(folder) for folder in _folders()]


def default_triples() -> list[str]:
    """Each target's default triple, in folder order: what tests parametrize over."""
    return [t.default_triple for t in all_targets()]
