"""The call graph, the CGSCC pass manager and the inliner's parameters (pyllc/opt/ipo)."""
from __future__ import annotations

import pytest

from pyllc.diagnostics import CompileError
from pyllc.ir import Function, parse_module, print_module
from pyllc.ir.verifier import verify_module
from pyllc.opt.ipo.callgraph import CallGraph, CallGraphAnalysis, tarjan_sccs
from pyllc.opt.ipo.cgscc import CGSCCAdaptor, CGSCCToFunctionAdaptor, function_sccs
from pyllc.opt.ipo.inliner import Inliner
from pyllc.opt.passmanager import ModuleAnalysisManager
from pyllc.opt.pipeline import parse_pipeline
from pyllc.opt.registry import build_registry

SRC = """
declare void @ext()
define internal void @leaf() {
  ret void
}
define void @a() {
  call void @leaf()
  call void @b()
  ret void
}
define void @b() {
  call void @a()
  call void @ext()
  ret void
}
define void @top() {
  call void @a()
  ret void
}
"""


def test_sccs_post_order_and_refresh() -> None:
    m = parse_module(SRC)
    cg = CallGraph(m)
    order = [[f.name for f in scc.functions] for scc in function_sccs(m, cg)]
    assert order == [["leaf"], ["b", "a"], ["top"]]
    top = m.get_function("top")
    assert isinstance(top, Function)
    call = top.blocks[0].first
    assert call is not None
    call.erase_from_parent()
    cg.refresh(top)
    assert cg.nodes[id(top)].calls == []


def test_remove_function_drops_root_edge() -> None:
    # @a and @b are external (the root calls them); @leaf is internal (no root edge)
    m = parse_module(SRC)
    cg = CallGraph(m)
    a, leaf = m.get_function("a"), m.get_function("leaf")
    assert isinstance(a, Function) and isinstance(leaf, Function)
    na = cg.nodes[id(a)]
    refs = na.num_refs          # the root's edge and the calls from @b and @top
    cg.remove_function(leaf)
    cg.remove_function(a)
    assert na.num_refs == refs - 1
    assert all(c is not na for _, c in cg.root.calls)
    assert [c.function.name for _, c in cg.root.calls if c.function is not None] == ["ext", "b", "top"]
    cg.remove_function(a)       # a second removal changes nothing
    assert na.num_refs == refs - 1


def test_tarjan_is_iterative_on_a_deep_chain() -> None:
    n = 50_000
    nodes = [object() for _ in range(n)]     # tarjan_sccs keys nodes by identity
    succ = {id(nodes[k]): [nodes[k + 1]] if k + 1 < n else [] for k in range(n)}
    sccs = tarjan_sccs(nodes, lambda v: succ[id(v)])
    assert len(sccs) == n and sccs[0] == [nodes[-1]] and sccs[-1] == [nodes[0]]


def test_parse_cgscc_pipelines() -> None:
    reg = build_registry()
    mpm = parse_pipeline("inline,function-attrs", reg)
    assert len(mpm.passes) == 1 and isinstance(mpm.passes[0], CGSCCAdaptor)
    assert [p.name for p in mpm.passes[0].inner.passes] == ["inline", "function-attrs"]
    mpm = parse_pipeline("cgscc(inline,function(instcombine),argpromotion)", reg)
    inner = mpm.passes[0].inner.passes
    assert [p.name for p in inner] == ["inline", "function", "argpromotion"]
    assert isinstance(inner[1], CGSCCToFunctionAdaptor)
    assert isinstance(parse_pipeline("inline<only-mandatory>", reg).passes[0].inner.passes[0], Inliner)


@pytest.mark.parametrize("text,msg", [
    ("function(inline)", "'inline' is a cgscc pass; it cannot run inside a function pipeline"),
    ("cgscc(verify)", "'verify' is a module pass; it cannot run inside a cgscc pipeline"),
    ("inline<bogus>", "invalid inline pass parameter 'bogus'"),
])
def test_cgscc_pipeline_errors(text: str, msg: str) -> None:
    with pytest.raises(CompileError) as e:
        parse_pipeline(text, build_registry())
    assert msg in e.value.message


def test_inliner_keeps_the_call_graph_valid() -> None:
    m = parse_module(SRC)
    mam = ModuleAnalysisManager(m)
    parse_pipeline("cgscc(inline)", build_registry()).run(m, mam)
    verify_module(m)
    text = print_module(m)
    assert "@leaf" not in text          # inlined into @a, then deleted
    fresh = CallGraph(m)
    kept = mam.cached(CallGraphAnalysis, m)
    assert kept is not None
    for f in m.functions:
        want = [(id(i), c.function.name if c.function else None) for i, c in fresh.nodes[id(f)].calls]
        got = [(id(i), c.function.name if c.function else None) for i, c in kept.nodes[id(f)].calls]
        assert got == want, f.name
