"""The target registry: targets are discovered from their folders, each declares its
triples, default triple and datalayout, and triples select them."""
from __future__ import annotations

from pathlib import Path

import pytest

from pyllc.codegen.target import Target
from pyllc.diagnostics import CompileError
from pyllc.ir.datalayout import DEFAULT_LAYOUTS
from pyllc.targets import all_targets, arch_of, default_triples, get_target, target_names

TARGETS_DIR = Path(__file__).resolve().parents[2] / "pyllc" / "targets"


def test_every_folder_is_a_target() -> None:
    folders = sorted(p.name for p in TARGETS_DIR.iterdir() if (p / "__init__.py").exists())
    assert list(target_names()) == folders
    assert all(isinstance(t, Target) for t in all_targets())


@pytest.mark.parametrize("triple", default_triples())
def test_default_triple_selects_its_target(triple: str) -> None:
    t = get_target(triple)
    assert t.default_triple == triple
    assert arch_of(triple) == t.name
    for head in t.triples:
        assert get_target(head) is t
        if "-" not in head:
            assert get_target(f"{head}-unknown-linux-gnu") is t


@pytest.mark.parametrize("triple", default_triples())
def test_target_datalayout_is_the_one_pyopt_uses(triple: str) -> None:
    """pyopt has no target, so the IR keeps a default layout per architecture for modules
    without `target datalayout`; it must be the one the target folder declares."""
    t = get_target(triple)
    assert DEFAULT_LAYOUTS[t.name] == t.datalayout


def test_unknown_triple_names_the_known_ones() -> None:
    with pytest.raises(CompileError) as e:
        get_target("mips-unknown-linux-gnu")
    assert "riscv64" in str(e.value) and "sparc" in str(e.value)


def test_march_names() -> None:
    assert get_target("x86-64").name == "x86_64"
    assert get_target("arm64").name == "aarch64"
