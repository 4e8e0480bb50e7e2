"""The call graph (LLVM's `CallGraph`), its SCCs in post order, and its printers.

Nodes: one per function of the module plus two without a function, as LLVM has them:
the *external calling node* (the root: it calls every function visible outside the
module — non-local linkage — and every function whose address is taken) and the
*calls-external node* (the target of indirect calls, inline asm, and of declarations,
which may call anything; declarations marked `nocallback` and intrinsics do not).
Edges: one per direct call site (`call`/`invoke`/`callbr` whose callee is a Function;
`llvm.dbg.*` calls are not edges).

SCCs: Tarjan's algorithm written iteratively (an explicit DFS stack, so deep call
chains do not hit Python's recursion limit), emitting SCCs in post order (callees
before callers), each SCC's members in the order Tarjan pops them, as LLVM's
`scc_iterator` does.

Passes: `print-callgraph` (alias `print<callgraph>`), `print-callgraph-sccs`,
`dot-callgraph` (writes `<module>.callgraph.dot`), `basiccg` (computes the analysis).
Contract: analyses and printers; they never change the IR.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from pyllc.diagnostics import CompileError
from pyllc.ir import Function, Instruction
from pyllc.ir.module import Module
from pyllc.opt import printers
from pyllc.opt.passmanager import Analysis, AnalysisManager, ModulePass, PreservedAnalyses

T = TypeVar("T")

CALL_OPS = frozenset(("call", "invoke", "callbr"))
LOCAL_LINKAGES = frozenset(("internal", "private"))


def direct_callee(inst: Instruction) -> Function | None:
    """The Function a call/invoke/callbr calls directly, else None."""
    if inst.opcode in CALL_OPS:
        c = inst.operands[-1]
        if isinstance(c, Function):
            return c
    return None


def is_address_taken(f: Function) -> bool:
    """Some use of `f` is not the callee operand of a call (LLVM `hasAddressTaken`)."""
    for u in f.unique_users():
        if not isinstance(u, Instruction) or u.opcode not in CALL_OPS or u.operands[-1] is not f:
            return True
        ops = u.operands
        if any(ops[k] is f for k in range(len(ops) - 1)):
            return True
    return False


def may_call_back(f: Function) -> bool:
    """A declaration that may call into the module (LLVM: not `nocallback`; intrinsics do not)."""
    return f.is_declaration and "nocallback" not in f.fn_attrs and not (f.name or "").startswith("llvm.")


class CallGraphNode:
    """A function (None for the two external nodes) and its outgoing call records."""
    __slots__ = ("calls", "function", "num_refs")

    def __init__(self, function: Function | None) -> None:
        self.function = function
        #: (call instruction or None, callee node), one per call site, in program order
        self.calls: list[tuple[Instruction | None, CallGraphNode]] = []
        self.num_refs = 0

    def add_call(self, inst: Instruction | None, callee: CallGraphNode) -> None:
        self.calls.append((inst, callee))
        callee.num_refs += 1

    def remove_all_calls(self) -> None:
        for _, c in self.calls:
            c.num_refs -= 1
        self.calls = []

    @property
    def label(self) -> str:
        return self.function.name or "" if self.function is not None else "external node"


class CallGraph:
    """The module's call graph (see the module docstring); `refresh(f)` re-reads one function."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self._root = CallGraphNode(None)           # external calling node (see `root`)
        #: nodes of removed functions whose root edge is still in `_root.calls` (dropped
        #: together on the next read of `root`: removing one function stays O(1))
        self._root_removed: set[int] = set()
        #: nodes the root has an edge to (at most one each, added by `_add_edges`)
        self._root_callees: set[int] = set()
        self.calls_external = CallGraphNode(None)  # what indirect calls reach
        self.nodes: dict[int, CallGraphNode] = {}
        for f in module.functions:
            self.node(f)
        for f in module.functions:
            self._add_edges(f)

    @property
    def root(self) -> CallGraphNode:
        """The external calling node, without edges to removed functions."""
        removed = self._root_removed
        if removed:
            self._root.calls = [(i, c) for i, c in self._root.calls if id(c) not in removed]
            removed.clear()
        return self._root

    def node(self, f: Function) -> CallGraphNode:
        n = self.nodes.get(id(f))
        if n is None:
            n = self.nodes[id(f)] = CallGraphNode(f)
        return n

    def _add_edges(self, f: Function) -> None:
        n = self.node(f)
        if f.linkage not in LOCAL_LINKAGES or is_address_taken(f):
            self._root.add_call(None, n)
            self._root_callees.add(id(n))
        if f.is_declaration:
            if may_call_back(f):
                n.add_call(None, self.calls_external)
            return
        self._add_call_sites(f, n)

    def _add_call_sites(self, f: Function, n: CallGraphNode) -> None:
        for bb in f.blocks:
            for inst in bb:
                if inst.opcode not in CALL_OPS:
                    continue
                callee = inst.operands[-1]
                if isinstance(callee, Function):
                    if not (callee.name or "").startswith("llvm.dbg."):
                        n.add_call(inst, self.node(callee))
                else:
                    n.add_call(inst, self.calls_external)

    def refresh(self, f: Function) -> None:
        """Re-read the call sites of `f` after a transform changed its body. O(size of f)."""
        n = self.node(f)
        n.remove_all_calls()
        if not f.is_declaration:
            self._add_call_sites(f, n)
        else:
            if may_call_back(f):
                n.add_call(None, self.calls_external)

    def remove_function(self, f: Function) -> None:
        """Forget a deleted function (its node's calls and the root's edge to it)."""
        n = self.nodes.pop(id(f), None)
        if n is None:
            return
        n.remove_all_calls()
        if id(n) in self._root_callees:
            self._root_callees.discard(id(n))
            self._root_removed.add(id(n))
            n.num_refs -= 1

    def sccs(self) -> list[list[CallGraphNode]]:
        """SCCs reachable from the external calling node, in post order (LLVM scc_iterator)."""
        return tarjan_sccs([self.root], lambda n: [c for _, c in n.calls])


def tarjan_sccs(roots: Iterable[T], succs: Callable[[T], Sequence[T]]) -> list[list[T]]:
    """Tarjan's SCC algorithm without recursion: the SCCs reachable from `roots`, callees
    before callers; within an SCC, nodes in the order they leave Tarjan's stack."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[T] = []
    out: list[list[T]] = []
    counter = 0
    for root in roots:
        if id(root) in index:
            continue
        index[id(root)] = low[id(root)] = counter
        counter += 1
        stack.append(root)
        on_stack.add(id(root))
        work: list[tuple[T, Sequence[T], int]] = [(root, succs(root), 0)]
        while work:
            v, vs, k = work[-1]
            if k < len(vs):
                work[-1] = (v, vs, k + 1)
                w = vs[k]
                if id(w) not in index:
                    index[id(w)] = low[id(w)] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(id(w))
                    work.append((w, succs(w), 0))
                elif id(w) in on_stack and index[id(w)] < low[id(v)]:
                    low[id(v)] = index[id(w)]
                continue
            work.pop()
            if work:
                p = work[-1][0]
                if low[id(v)] < low[id(p)]:
                    low[id(p)] = low[id(v)]
            if low[id(v)] == index[id(v)]:
                scc: list[T] = []
                while True:
                    w = stack.pop()
                    on_stack.discard(id(w))
                    scc.append(w)
                    if w is v:
                        break
                out.append(scc)
    return out


class CallGraphAnalysis(Analysis[Module]):
    """The module's CallGraph (cached by the module analysis manager)."""
    name = "callgraph"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> CallGraph:
        return CallGraph(unit)


def _addr(obj: object) -> str:
    return f"0x{id(obj):x}"


class CallGraphPrinter(ModulePass):
    """Print the call graph as opt-16's print-callgraph does (to stderr)."""
    name = "print-callgraph"
    required = True

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        cg: CallGraph = am.get(CallGraphAnalysis, unit)
        nodes = [cg.root] + sorted((n for n in cg.nodes.values() if n.function is not None),
                                   key=lambda n: (n.function.name or "").encode())  # type: ignore[union-attr]
        out: list[str] = []
        for n in nodes:
            f = n.function
            head = (f"Call graph node for function: '{f.name}'" if f is not None
                    else "Call graph node <<null function>>")
            out.append(f"{head}<<{_addr(n)}>>  #uses={n.num_refs}")
            for inst, c in n.calls:
                cs = "None" if inst is None else _addr(inst)
                what = f"function '{c.function.name}'" if c.function is not None else "external node"
                out.append(f"  CS<{cs}> calls {what}")
            out.append("")
        printers._out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()


class CallGraphPrinterAlias(CallGraphPrinter):
    """Print the call graph (`print<callgraph>`, same output as print-callgraph)."""
    name = "print<callgraph>"


class CallGraphSCCsPrinter(ModulePass):
    """Print the call graph's SCCs in post order as opt-16's print-callgraph-sccs does."""
    name = "print-callgraph-sccs"
    required = True

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        cg: CallGraph = am.get(CallGraphAnalysis, unit)
        out = ["SCCs for the program in PostOrder:"]
        for k, scc in enumerate(cg.sccs(), 1):
            line = f"SCC #{k}: " + ", ".join(n.label for n in scc)
            if len(scc) == 1 and any(c is scc[0] for _, c in scc[0].calls):
                line += " (Has self-loop)."
            out.append(line)
        printers._out().write("\n".join(out) + "\n")
        return PreservedAnalyses.all()


def _dot_escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("{", "\\{").replace("}", "\\}") \
        .replace("<", "\\<").replace(">", "\\>").replace("|", "\\|")


class DotCallGraph(ModulePass):
    """Write the call graph as Graphviz `<module>.callgraph.dot` (opt-16's dot-callgraph)."""
    name = "dot-callgraph"
    required = True

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        cg: CallGraph = am.get(CallGraphAnalysis, unit)
        title = f"Call graph: {unit.name}"
        lines = [f'digraph "{_dot_escape(title)}" {{', f'\tlabel="{_dot_escape(title)}";', ""]
        for f in unit.functions:
            n = cg.nodes.get(id(f))
            if n is None:
                continue
            lines.append(f'\tNode{_addr(n)} [shape=record,label="{{{_dot_escape(f.name or "")}}}"];')
            for _, c in n.calls:
                if c.function is not None:
                    lines.append(f"\tNode{_addr(n)} -> Node{_addr(c)};")
        lines.append("}")
        fname = f"{unit.name}.callgraph.dot"
        try:
            with open(fname, "w", encoding="utf-8") as fh:
                fh.write("\n".join(lines) + "\n")
        except OSError as e:
            raise CompileError(f"could not write '{fname}': {e.strerror or e}") from None
        printers._out().write(f"Writing '{fname}'...\n")
        return PreservedAnalyses.all()


class BasicCallGraph(ModulePass):
    """Compute the call graph analysis (the legacy `basiccg` name; prints nothing)."""
    name = "basiccg"
    required = True

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        am.get(CallGraphAnalysis, unit)
        return PreservedAnalyses.all()


PASSES: list[type[ModulePass]] = [CallGraphPrinter, CallGraphPrinterAlias, CallGraphSCCsPrinter,
                                  DotCallGraph, BasicCallGraph]
