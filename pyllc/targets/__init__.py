"""Target registry: a triple (or -march name) selects a `Target` built from its folder."""
from __future__ import annotations

import importlib

from pyllc.diagnostics import CompileError
from pyllc.codegen.records import Target

# triple prefix / -march name -> target folder
_ARCHES = {"riscv64": "riscv64", "x86_64": "x86_64", "x86-64": "x86_64", "aarch64": "aarch64",
           "arm64": "aarch64", "sparc": "sparc"}


def arch_of(triple: str) -> str:
    """The folder name for a triple such as `riscv64-unknown-linux-gnu` or an -march name."""
    head = triple.split("-", 1)[0]
    if head in _ARCHES:
        return _ARCHES[head]
    raise CompileError(f"unsupported target triple '{triple}' "
                       f"(supported: x86_64, aarch64, riscv64, sparc)")


def get_target(triple: str) -> Target:
    module = importlib.import_module(f"{__name__}.{arch_of(triple)}")
    return module.TARGET


ELF_ARCHES = ("riscv64", "x86_64", "aarch64", "sparc")


def arch_for_elf_machine(machine: int) -> str | None:
    """The target folder whose relocs.py declares this ELF e_machine number."""
    for arch in ELF_ARCHES:
        try:
            relocs = importlib.import_module(f"{__name__}.{arch}.relocs")
        except ImportError:
            continue
        if machine in getattr(relocs, "ELF_MACHINES", (getattr(relocs, "ELF_MACHINE", None),)):
            return arch
    return None
