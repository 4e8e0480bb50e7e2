"""pyllc/opt imports only pyllc.ir, pyllc.diagnostics, pyllc.record and the standard library, at module
level (no imports inside functions to dodge cycles); pyopt's CLI only adds tools.common."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = ("pyllc.ir", "pyllc.diagnostics", "pyllc.record", "pyllc.native", "pyllc.opt")


def _imports(path: Path) -> tuple[list[str], list[str]]:
    tree = ast.parse(path.read_text())
    top: list[str] = []
    nested: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            (top if node in tree.body else nested).extend(names)
    return top, nested


def test_opt_layering() -> None:
    files = sorted((ROOT / "pyllc" / "opt").rglob("*.py"))
    assert files
    for f in files:
        top, nested = _imports(f)
        assert not nested, f"{f}: imports inside functions: {nested}"
        for name in top:
            if name.startswith("pyllc"):
                assert name.startswith(ALLOWED), f"{f} imports {name}"
            else:
                assert name.split(".")[0] in sys.stdlib_module_names or name == "__future__", \
                    f"{f} imports {name}"


def test_pyopt_cli_layering() -> None:
    """The CLI adds tools.common, and the target registry for the target's
    TargetTransformInfo (its light `tti.py` only: no backend table is built)."""
    top, nested = _imports(ROOT / "pyllc" / "tools" / "opt.py")
    for name in top + nested:
        if name.startswith("pyllc"):
            assert name.startswith(ALLOWED + ("pyllc.tools.common",)) or name == "pyllc.targets", name
