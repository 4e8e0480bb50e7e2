"""The package layers of docs/architecture.md, enforced.

Every `import` in `pyllc/` (module level, inside functions, under `if TYPE_CHECKING:`:
all of them) is read with `ast`, and:

1. a module imports only its own layer or lower ones, never a sibling package of the
   same level (`isel`, `regalloc` and `mc` stand side by side and do not know each other);
2. no two modules import each other, directly or around a longer cycle (imports under
   `if TYPE_CHECKING:` between modules of one package are annotations, not cycles);
3. a concrete target (`pyllc.targets.<arch>`) is imported only by its own modules and
   by the target registry (`pyllc/targets/__init__.py`);
4. nothing looks modules up by name (`importlib`, `__import__`) except the registry,
   which discovers the target folders.

The tests build the import graph once and report every violation, not just the first.
"""
from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "pyllc"

# package -> level; lower levels never import higher ones. `diagnostics` is the shared
# error vocabulary every layer may use.
LAYERS: dict[str, int] = {
    "diagnostics": 0, "record": 0, "native": 0, "ir": 1, "opt": 2, "codegen": 3,
    "isel": 4, "regalloc": 4, "mc": 4,
    "emu": 5, "targets": 6, "pipeline": 7, "tools": 8,
}
REGISTRY = "pyllc.targets"


def _module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@lru_cache(maxsize=1)
def _graph() -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    return _scan(ROOT)


@lru_cache(maxsize=1)
def _runtime_graph() -> dict[str, set[str]]:
    return _scan(ROOT, runtime_only=True)[0]


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    """ids of the import statements under `if TYPE_CHECKING:` blocks."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else \
                test.attr if isinstance(test, ast.Attribute) else None
            if name == "TYPE_CHECKING":
                out.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    return out


def _scan(root: Path, runtime_only: bool = False
          ) -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    """module -> imported pyllc modules; module -> names of dynamic-import calls.
    `runtime_only`: leave out imports under `if TYPE_CHECKING:` between modules of the
    same package (annotations of classes that refer to each other, like blocks and
    instructions; they never run, so they make no cycle)."""
    modules = {_module_name(p, root): p for p in root.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    dynamic: dict[str, list[str]] = {}
    for mod, path in modules.items():
        is_pkg = path.name == "__init__.py"
        tree = ast.parse(path.read_text(), str(path))
        typing_only = _type_checking_nodes(tree) if runtime_only else set()
        for node in ast.walk(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
                if any(a.name == "importlib" for a in node.names):
                    dynamic.setdefault(mod, []).append("import importlib")
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = mod.split(".") if is_pkg else mod.split(".")[:-1]
                    base = base[:len(base) - node.level + 1]
                    name = ".".join(base + ([node.module] if node.module else []))
                else:
                    name = node.module or ""
                if name == "importlib":
                    dynamic.setdefault(mod, []).append("from importlib import ...")
                # `from pkg import sub` may name a submodule: record it when it is one
                # `from pkg import sub` names a submodule: the edge goes to the
                # submodule alone when every imported name is one
                subs = [f"{name}.{a.name}" for a in node.names if f"{name}.{a.name}" in modules]
                targets = subs if len(subs) == len(node.names) else [name, *subs]
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                  and node.func.id == "__import__"):
                dynamic.setdefault(mod, []).append("__import__()")
            same_package = mod.rsplit(".", 1)[0] + "."
            for t in targets:
                if t.startswith("pyllc.") and t in modules and t != mod:
                    if id(node) in typing_only and t.startswith(same_package):
                        continue
                    graph[mod].add(t)
    return graph, dynamic


def _package(mod: str) -> str:
    return mod.split(".")[1] if mod.count(".") >= 1 else ""


def test_every_package_has_a_layer() -> None:
    graph, _ = _graph()
    unknown = sorted({_package(m) for m in graph if m != "pyllc"} - set(LAYERS))
    assert not unknown, f"packages without a layer in LAYERS: {unknown}"


def test_imports_go_down_the_layers() -> None:
    graph, _ = _graph()
    bad = []
    for mod, deps in sorted(graph.items()):
        src = _package(mod)
        if src not in LAYERS:
            continue
        for dep in sorted(deps):
            dst = _package(dep)
            if dst == src or dst not in LAYERS:
                continue
            if LAYERS[dst] > LAYERS[src]:
                bad.append(f"{mod} -> {dep} (layer {src} imports higher layer {dst})")
            elif LAYERS[dst] == LAYERS[src]:
                bad.append(f"{mod} -> {dep} (sibling layers {src} and {dst})")
    assert not bad, "imports against the layer order:\n  " + "\n  ".join(bad)


def test_no_import_cycles() -> None:
    """Tarjan's strongly connected components over the module graph (imports that run;
    `TYPE_CHECKING` imports inside one package are annotations only)."""
    graph = _runtime_graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        # iterative DFS: (node, iterator over successors)
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for succ in it:
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph[succ]))))
                    advanced = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    comp.append(m)
                    if m == node:
                        break
                if len(comp) > 1:
                    cycles.append(sorted(comp))
    assert not cycles, "import cycles:\n  " + "\n  ".join(" <-> ".join(c) for c in cycles)


def test_concrete_targets_only_through_the_registry() -> None:
    graph, _ = _graph()
    bad = []
    for mod, deps in sorted(graph.items()):
        for dep in sorted(deps):
            parts = dep.split(".")
            if len(parts) < 3 or parts[1] != "targets":
                continue
            arch = ".".join(parts[:3])
            if mod in (REGISTRY, arch) or mod.startswith(arch + "."):
                continue
            bad.append(f"{mod} -> {dep}")
    assert not bad, "concrete targets imported outside the registry:\n  " + "\n  ".join(bad)


def test_no_lookups_by_name() -> None:
    _, dynamic = _graph()
    bad = {m: how for m, how in dynamic.items() if m != REGISTRY}
    assert not bad, f"modules found by name outside the target registry: {bad}"


def test_the_checker_sees_violations(tmp_path: Path) -> None:
    """The scanner resolves relative, in-function and `from pkg import module` imports
    and dynamic lookups, so the tests above can fail."""
    pkg = tmp_path / "pyllc"
    for d in ("codegen", "isel", "tools"):
        (pkg / d).mkdir(parents=True)
        (pkg / d / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "codegen" / "mir.py").write_text(
        "from ..isel import select\n\ndef f():\n    from pyllc.tools import llc\n"
        "    import importlib\n")
    (pkg / "isel" / "select.py").write_text("from pyllc.codegen.mir import f\n")
    (pkg / "tools" / "llc.py").write_text("")
    graph, dynamic = _scan(pkg)
    assert graph["pyllc.codegen.mir"] == {"pyllc.isel.select", "pyllc.tools.llc"}
    assert graph["pyllc.isel.select"] == {"pyllc.codegen.mir"}
    assert dynamic == {"pyllc.codegen.mir": ["import importlib"]}
