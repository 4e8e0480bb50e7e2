"""`internalize`: give internal linkage to every definition the outside does not need.

As LLVM's InternalizePass with `-internalize-public-api-list`: a definition stays
visible when it is `main`, is named in the public API list (`internalize<...>` here:
`-passes='internalize<api=main;foo>'`; the default list is `main`), is listed in
`llvm.used`/`llvm.compiler.used` (kept as they are), has an `llvm.` name, is a
declaration, has `available_externally` or appending linkage, or has local linkage
already. Everything else becomes `internal` (default visibility); a comdat
whose members all became internal is dissolved (its members leave it), as LLVM does
for comdats with no externally visible member.

Statistics: functions, global variables and aliases internalized.
Contract: module pass; changes only linkage, visibility and comdat membership.
"""
from __future__ import annotations

from pyllc.ir import Function, GlobalAlias, GlobalValue, GlobalVariable
from pyllc.ir.module import Module
from pyllc.opt.globals.common import all_globals, comdat_key, has_local_linkage
from pyllc.opt.passmanager import AnalysisManager, ModulePass, Pass, PreservedAnalyses


def used_list(m: Module, name: str) -> list[GlobalValue]:
    """The global values listed in `@llvm.used` / `@llvm.compiler.used`."""
    gv = m.get_global(name)
    if not isinstance(gv, GlobalVariable) or gv.initializer is None:
        return []
    out: list[GlobalValue] = []
    for e in gv.initializer.operands if hasattr(gv.initializer, "operands") else ():
        while not isinstance(e, GlobalValue) and getattr(e, "operands", None):
            e = e.operands[0]   # look through casts
        if isinstance(e, GlobalValue):
            out.append(e)
    return out


class Internalize(ModulePass):
    """Internalize every definition not in the public API list (default: main)."""
    name = "internalize"
    params_doc = "api=name1;name2 (the public API list; default main)"

    def __init__(self, api: tuple[str, ...] = ("main",)) -> None:
        self.api = frozenset(api)

    @staticmethod
    def factory(params: str | None) -> Pass[Module]:
        if params is None:
            return Internalize()
        if not params.startswith("api="):
            raise ValueError(f"invalid internalize parameter '{params}' (expected api=a;b)")
        return Internalize(tuple(n for n in params[4:].split(";") if n))

    def _keep(self, g: GlobalValue, used: set[int]) -> bool:
        name = g.name or ""
        return (g.is_declaration or has_local_linkage(g) or name in self.api
                or name.startswith("llvm.") or id(g) in used
                or g.linkage in ("appending", "available_externally"))

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        used = {id(g) for n in ("llvm.used", "llvm.compiler.used") for g in used_list(unit, n)}
        counts = {Function: 0, GlobalVariable: 0, GlobalAlias: 0}
        changed: list[GlobalValue] = []
        for g in all_globals(unit):
            if self._keep(g, used):
                continue
            g.linkage = "internal"
            g.visibility = "default"
            g.dll_storage = None
            changed.append(g)
            for k in counts:
                if isinstance(g, k):
                    counts[k] += 1
        if not changed:
            return PreservedAnalyses.all()
        _dissolve_internal_comdats(unit)
        label: dict[type, str] = {Function: "functions", GlobalVariable: "global variables",
                                  GlobalAlias: "aliases"}
        for k, n in counts.items():
            am.instr.stats.add(self.name, f"Number of {label[k]} internalized", n)
        return PreservedAnalyses.none()


def _dissolve_internal_comdats(m: Module) -> None:
    """A comdat whose members are all local now says nothing to the linker: drop it."""
    visible: dict[str, bool] = {}
    for g in all_globals(m):
        key = comdat_key(g)
        if key is not None:
            visible[key] = visible.get(key, False) or not has_local_linkage(g)
    gone = {k for k, v in visible.items() if not v}
    if not gone:
        return
    for g in all_globals(m):
        if comdat_key(g) in gone:
            g.comdat = None
    for k in gone:
        m.comdats.pop(k, None)


