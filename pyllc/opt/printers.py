# mypy: disable-error-code="no-any-return"
"""Analysis printers and utility passes: print<domtree|postdomtree|domfrontier|loops>,
instcount, verify, dot-cfg / dot-cfg-only / dot-dom / dot-post-dom (and -only, view-*).

Output follows opt-16's layout (printers write to stderr, dot files to the current
directory as `.<fn>.dot`, `dom.<fn>.dot`, `postdom.<fn>.dot`, ...).

Contract: read-only, preserve all analyses.
"""
from __future__ import annotations

import sys
from typing import Any, ClassVar, TextIO

from pyllc.diagnostics import CompileError
from pyllc.ir import Function
from pyllc.ir.module import Module
from pyllc.ir.printer import Printer
from pyllc.ir.values import BasicBlock
from pyllc.ir.verifier import verify_module
from pyllc.native import mypyc_attr
from pyllc.opt.analyses import (
    EXIT,
    DominatorTreeAnalysis,
    LoopAnalysis,
    PostDominatorTree,
    PostDominatorTreeAnalysis,
    preorder,
)
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    ModulePass,
    PreservedAnalyses,
)

ERR: list[TextIO] = [sys.stderr]  # tests may redirect


def _out() -> TextIO:
    return ERR[0] if ERR[0] is not None else sys.stderr


def _module_of(fn: Function, am: AnalysisManager[Function]) -> Module:
    if isinstance(am, FunctionAnalysisManager):
        return am.module
    m: Any = fn.parent
    assert isinstance(m, Module)
    return m


class _Names:
    """Block and value spellings as the printer numbers them (`%entry`, `%3`)."""

    def __init__(self, fn: Function, module: Module) -> None:
        self.p = Printer(module)
        self.slots = self.p.function_slots(fn)
        self.p.slots = self.slots

    def block(self, b: BasicBlock) -> str:
        return str(self.p.local(b, self.slots))

    def inst(self, i: Any) -> str:
        return str(self.p.instruction(i))


_INVALID = "{4294967295,4294967295}"


class DomTreePrinter(FunctionPass):
    name = "print<domtree>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        dt = am.get(DominatorTreeAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))
        out = [f"DominatorTree for function: {unit.name}",
               "=============================--------------------------------",
               "Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries."]
        if dt.entry is not None:
            pre = {id(b): k for k, b in enumerate(preorder(dt.entry, lambda b: b.successors()))}
            stack: list[tuple[BasicBlock, int]] = [(dt.entry, 1)]
            while stack:
                b, lvl = stack.pop()
                out.append(f"{'  ' * lvl}[{lvl}] {names.block(b)} {_INVALID} [{lvl - 1}]")
                # typed: mypyc 2.4 fails on reversed() over an Any-typed value
                kids: list[BasicBlock] = sorted(dt.children(b), key=lambda c: pre.get(id(c), 0))
                stack.extend((c, lvl + 1) for c in reversed(kids))
            out.append(f"Roots: {names.block(dt.entry)} ")
        _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()


class PostDomTreePrinter(FunctionPass):
    name = "print<postdomtree>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        pdt: PostDominatorTree = am.get(PostDominatorTreeAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))
        out = [f"PostDominatorTree for function: {unit.name}",
               "=============================--------------------------------",
               "Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.",
               f"  [1]  <<exit node>> {_INVALID} [0]"]
        stack: list[tuple[Any, int]] = [(c, 2) for c in reversed(pdt.children(EXIT))]
        while stack:
            b, lvl = stack.pop()
            out.append(f"{'  ' * lvl}[{lvl}] {names.block(b)} {_INVALID} [{lvl - 1}]")
            stack.extend((c, lvl + 1) for c in reversed(pdt.children(b)))
        out.append("Roots: " + "".join(names.block(r) + " " for r in pdt.roots))
        _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()


class DomFrontierPrinter(FunctionPass):
    name = "print<domfrontier>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        dt = am.get(DominatorTreeAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))
        out = [f"DominanceFrontier for function: {unit.name}"]
        for b in (b for b in unit.blocks if dt.is_reachable(b)):
            members = "".join(" " + names.block(x) for x in dt.frontier(b))
            out.append(f"  DomFrontier for BB {names.block(b)} is:\t{members}")
        _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()


class LoopPrinter(FunctionPass):
    name = "print<loops>"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        li = am.get(LoopAnalysis, unit)
        names = _Names(unit, _module_of(unit, am))
        out: list[str] = []
        stack = list(reversed(li.top))
        while stack:
            lp = stack.pop()
            ids = {id(b) for b in lp.blocks()}
            parts = []
            order = {id(b): k for k, b in enumerate(am.get(DominatorTreeAnalysis, unit).rpo)}
            for b in sorted(lp.blocks(), key=lambda b: order[id(b)]):
                s = names.block(b)
                if b is lp.header:
                    s += "<header>"
                if any(x is b for x in lp.latches):
                    s += "<latch>"
                if any(id(x) not in ids for x in b.successors()):
                    s += "<exiting>"
                parts.append(s)
            out.append(f"{'    ' * (lp.depth - 1)}Loop at depth {lp.depth} containing: {','.join(parts)}")
            stack.extend(reversed(lp.subloops))
        if out:
            _out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()


class InstCount(FunctionPass):
    """Counts instructions per opcode into -stats (`instcount` in opt)."""
    name = "instcount"

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        st = am.instr.stats
        st.add("instcount", "Number of basic blocks", len(unit.blocks))
        st.add("instcount", "Number of non-external functions", 1)
        n = 0
        for b in unit.blocks:
            for i in b.instructions:
                n += 1
                word = i.opcode.capitalize() if i.opcode != "getelementptr" else "GetElementPtr"
                st.add("instcount", f"Number of {word} insts")
        st.add("instcount", "Number of instructions (of all types)", n)
        return PreservedAnalyses.all()


class VerifyPass(ModulePass):
    name = "verify"
    required = True

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        verify_module(unit)
        return PreservedAnalyses.all()


def _dot_escape(s: str) -> str:
    return (s.replace("\\", "\\\\").replace('"', '\\"').replace("{", "\\{").replace("}", "\\}")
            .replace("<", "\\<").replace(">", "\\>").replace("|", "\\|"))


def _node_label(b: BasicBlock, names: _Names, only: bool) -> str:
    head = names.block(b)[1:]
    if only:
        return "{" + _dot_escape(head) + "}"
    lines = [_dot_escape(head + ":")]
    lines += ["  " + _dot_escape(names.inst(i)) for i in b.instructions]
    return "{" + "\\l".join(lines) + "\\l}"


@mypyc_attr(allow_interpreted_subclasses=True)  # DOT_PASSES below derive from it with type()
class DotPass(FunctionPass):
    """Writes a Graphviz file per function (cfg, dom or post-dom; full or -only)."""
    name = "dot-cfg"
    required = True
    # class variables: the subclasses made below set them (a compiled DotPass would read
    # instance attributes with their defaults here)
    graph: ClassVar[str] = "cfg"
    only: ClassVar[bool] = False
    view: ClassVar[bool] = False

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        names = _Names(unit, _module_of(unit, am))
        node = {id(b): f"Node{k}" for k, b in enumerate(unit.blocks)}
        if self.graph == "cfg":
            title, prefix = f"CFG for '{unit.name}' function", ""
            edges = [(b, s) for b in unit.blocks for s in b.successors()]
        elif self.graph == "dom":
            dt = am.get(DominatorTreeAnalysis, unit)
            title, prefix = f"Dominator tree for '{unit.name}' function", "dom"
            edges = [(b, c) for b in dt.rpo for c in dt.children(b)]
        else:
            pdt = am.get(PostDominatorTreeAnalysis, unit)
            title, prefix = f"Post dominator tree for '{unit.name}' function", "postdom"
            edges = [(b, c) for b in unit.blocks for c in pdt.children(b)]
        lines = [f'digraph "{_dot_escape(title)}" {{', f'\tlabel="{_dot_escape(title)}";', ""]
        for b in unit.blocks:
            lines.append(f'\t{node[id(b)]} [shape=record,label="{_node_label(b, names, self.only)}"];')
        for a, c in edges:
            lines.append(f"\t{node[id(a)]} -> {node[id(c)]};")
        lines.append("}")
        fname = f"{prefix}.{unit.name}.dot"
        try:
            with open(fname, "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
        except OSError as e:
            raise CompileError(f"could not write '{fname}': {e.strerror or e}") from None
        _out().write(f"Writing '{fname}'...\n")
        return PreservedAnalyses.all()


def _dot_class(name: str, graph: str, only: bool, view: bool) -> type[DotPass]:
    return type(name.replace("-", "_"), (DotPass,), {"name": name, "graph": graph, "only": only,
                                                     "view": view})


DOT_PASSES = [
    _dot_class(f"{v}-{g}{o}", {"cfg": "cfg", "dom": "dom", "post-dom": "postdom"}[g],
               bool(o), v == "view")
    for v in ("dot", "view") for g in ("cfg", "dom", "post-dom") for o in ("", "-only")
]
