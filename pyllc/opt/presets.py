"""`default<O0..O3,Os,Oz>`: the pipelines LLVM's new pass manager composes, for our registry.

Source of truth: `opt-16 -passes='default<O2>' -print-pipeline-passes` (and O1, O3, Os, Oz),
which prints what llvm/Passes/PassBuilderPipelines.cpp builds. The structure, in our words:

    default<Ok> := module simplification ; module optimization ; verify
    module simplification :=
        attribute and annotation bookkeeping (annotation2metadata forceattrs inferattrs),
        a cheap early function cleanup (lower-expect, simplifycfg, sroa, early-cse),
        interprocedural constant propagation and global cleanup (ipsccp globalopt),
        mem2reg, instcombine + simplifycfg on every function,
        the inliner walk  cgscc(devirt<4>( inline<only-mandatory>, inline, function-attrs,
                                           [argpromotion at O3], function(SIMPLIFY) )),
        deadargelim, globalopt, globaldce, elim-avail-extern, rpo-function-attrs
    SIMPLIFY (per function, callees first, right after inlining into it) :=
        sroa, early-cse, [jump-threading correlated-propagation at O2+], simplifycfg, instcombine,
        [tailcallelim], reassociate,
        loop-mssa( loop-instsimplify loop-simplifycfg licm loop-rotate licm simple-loop-unswitch ),
        simplifycfg, instcombine,
        loop( loop-idiom indvars loop-deletion loop-unroll-full ),
        sroa, [gvn at O2+], sccp, bdce, instcombine, [jump-threading correlated-propagation], adce,
        memcpyopt, [dse, loop-mssa(licm) at O2+], simplifycfg (hoisting/sinking), instcombine
    module optimization :=
        function( float2int, lower-constant-intrinsics, loop(loop-rotate loop-deletion),
                  vectorizers, instcombine, simplifycfg (switch to lookup tables), instcombine,
                  loop-unroll<Ok>, sroa, instcombine, loop-mssa(licm), instsimplify,
                  div-rem-pairs, tailcallelim, simplifycfg ),
        globaldce, constmerge, rel-lookup-table-converter

O1 uses LLVM's smaller function simplification pipeline (no jump threading, GVN or DSE);
Os/Oz drop the speed-only passes (libcalls-shrinkwrap, openmp-opt-cgscc; Oz also the SLP
vectorizer). `full_text(level)` renders the tree exactly as opt-16 prints it (a test holds
the two equal); `pipeline_text(level, registry)` renders what pyopt runs:

- a pass in `NEVER` is left out, with the reason given there (coroutines, OpenMP,
  vectorizers, analysis bookkeeping such as `require<...>`/`invalidate<...>`, remarks and
  profile passes);
- a pass not registered yet is left out until it is (`omitted(level, registry)` lists both
  kinds), so a pass joins `default<O2>` the moment its module registers it;
- parameters a pass's factory rejects are dropped (the pass runs with its defaults);
- a pass registered with a kind that cannot run in its slot moves out one level: a function
  pass inside `loop(...)` splits the loop group and runs in the function pipeline there; a
  module pass inside `cgscc(...)` runs just before the cgscc group. So, with no cgscc passes
  registered, `cgscc(...)` is the function simplification pipeline in call-graph postorder;
- empty groups disappear; `function<eager-inv>` is spelled `function` (our manager has no
  eager invalidation to ask for); `devirt<4>` stays only if the parser accepts it.

`default<O0>` is `always-inline` when that pass is registered, else nothing.
"""
from __future__ import annotations

from pyllc.diagnostics import CompileError
from pyllc.opt.pipeline import PipelineParser, Registry
from pyllc.record import field, record

LEVELS = ("O0", "O1", "O2", "O3", "Os", "Oz")

#: passes of LLVM's pipelines pyopt will not have, and why (the rest are merely not built yet)
NEVER: dict[str, str] = {
    "annotation2metadata": "clang's annotation metadata only feeds optimization remarks",
    "forceattrs": "applies -force-attribute command-line flags, which pyopt does not have",
    "coro-early": "C has no coroutines", "coro-split": "C has no coroutines",
    "coro-elide": "C has no coroutines", "coro-cleanup": "C has no coroutines",
    "coro-cond": "C has no coroutines",
    "openmp-opt": "no OpenMP runtime", "openmp-opt-cgscc": "no OpenMP runtime",
    "called-value-propagation": "only attaches !callees metadata, no transform",
    "speculative-execution": "only acts on targets with divergent branches (GPUs)",
    "loop-vectorize": "no vector code generation (vectors are scalarized)",
    "slp-vectorizer": "no vector code generation (vectors are scalarized)",
    "vector-combine": "no vector code generation (vectors are scalarized)",
    "loop-distribute": "runs only when forced by pragma or flag",
    "inject-tli-mappings": "vector-library mappings for the vectorizers",
    "loop-load-elim": "vectorizer companion (loop-access analysis)",
    "loop-sink": "needs profile data",
    "cg-profile": "needs profile data",
    "annotation-remarks": "optimization remarks only",
    "recompute-globalsaa": "analysis bookkeeping (analyses are computed on demand)",
    "require": "analysis bookkeeping (analyses are computed on demand)",
    "invalidate": "analysis bookkeeping (analyses are computed on demand)",
}


@record(frozen=True)
class Node:
    """One element of a pipeline: `name<params>(kids)`; params/kids None when absent."""
    name: str
    params: str | None = None
    kids: tuple[Node, ...] | None = None

    def text(self) -> str:
        s = self.name if self.params is None else f"{self.name}<{self.params}>"
        if self.kids is not None:
            s += "(" + ",".join(k.text() for k in self.kids) + ")"
        return s


def _p(spelling: str) -> Node:
    """A leaf from opt's spelling: `gvn<>`, `licm<allowspeculation>`, `instcombine`."""
    if "<" in spelling:
        name, rest = spelling.split("<", 1)
        return Node(name, rest[:-1])
    return Node(spelling)


def _group(name: str, kids: list[Node], params: str | None = None) -> Node:
    return Node(name, params, tuple(kids))


def _leaves(text: str) -> list[Node]:
    return [_p(s) for s in text.split()]


# simplifycfg's option sets, as PassBuilderPipelines.cpp configures them
_CFG_EARLY = ("bonus-inst-threshold=1;no-forward-switch-cond;no-switch-range-to-icmp;"
              "no-switch-to-lookup;keep-loops;no-hoist-common-insts;no-sink-common-insts")
_CFG = ("bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;no-switch-to-lookup;"
        "keep-loops;no-hoist-common-insts;no-sink-common-insts")
_CFG_HOIST = ("bonus-inst-threshold=1;no-forward-switch-cond;switch-range-to-icmp;"
              "no-switch-to-lookup;keep-loops;hoist-common-insts;sink-common-insts")
_CFG_LATE = ("bonus-inst-threshold=1;forward-switch-cond;switch-range-to-icmp;switch-to-lookup;"
             "no-keep-loops;hoist-common-insts;sink-common-insts")


def _scfg(opts: str) -> Node:
    return Node("simplifycfg", opts)


def _fn(kids: list[Node]) -> Node:
    return _group("function", kids, "eager-inv")


def _loop_main(level: str) -> Node:
    """The first loop pipeline: invariants out, rotate, trivial unswitching (LICM with MSSA)."""
    unswitch = "nontrivial;trivial" if level == "O3" else "no-nontrivial;trivial"
    return _group("loop-mssa", [*_leaves("loop-instsimplify loop-simplifycfg licm<no-allowspeculation> "
                                         "loop-rotate licm<allowspeculation>"),
                                Node("simple-loop-unswitch", unswitch)])


def _loop_late() -> Node:
    """The second loop pipeline: idioms to calls, induction variables, deletion, full unroll."""
    return _group("loop", _leaves("loop-idiom indvars loop-deletion loop-unroll-full"))


def function_simplification(level: str) -> list[Node]:
    """The per-function pipeline the inliner walk runs on each function after inlining into it."""
    if level == "O1":
        return [*_leaves("sroa<modify-cfg> early-cse<memssa>"), _scfg(_CFG), Node("instcombine"),
                Node("libcalls-shrinkwrap"), _scfg(_CFG), Node("reassociate"),
                Node("require", "opt-remark-emit"), _loop_main(level), _scfg(_CFG),
                Node("instcombine"), _loop_late(),
                *_leaves("sroa<modify-cfg> memcpyopt sccp bdce instcombine coro-elide adce"),
                _scfg(_CFG), Node("instcombine")]
    out = _leaves("sroa<modify-cfg> early-cse<memssa> speculative-execution jump-threading "
                  "correlated-propagation")
    out += [_scfg(_CFG), Node("instcombine")]
    if level == "O3":
        out.append(Node("aggressive-instcombine"))
    if level in ("O2", "O3"):
        out.append(Node("libcalls-shrinkwrap"))
    out += [Node("tailcallelim"), _scfg(_CFG), Node("reassociate"), Node("require", "opt-remark-emit"),
            _loop_main(level), _scfg(_CFG), Node("instcombine"), _loop_late()]
    out += _leaves("sroa<modify-cfg> vector-combine mldst-motion<no-split-footer-bb> gvn<> sccp bdce "
                   "instcombine jump-threading correlated-propagation adce memcpyopt dse")
    out += [_group("loop-mssa", [_p("licm<allowspeculation>")]), Node("coro-elide"),
            _scfg(_CFG_HOIST), Node("instcombine")]
    return out


def module_simplification(level: str) -> list[Node]:
    """Early cleanup, IPO, then the inliner walk over the call graph (callees first)."""
    early = [Node("lower-expect"), _scfg(_CFG_EARLY), *_leaves("sroa<modify-cfg> early-cse<>")]
    if level == "O3":
        early.append(Node("callsite-splitting"))
    inliner = _leaves("inline<only-mandatory> inline function-attrs")
    if level == "O3":
        inliner.append(Node("argpromotion"))
    if level in ("O2", "O3"):
        inliner.append(Node("openmp-opt-cgscc"))
    inliner += [_fn(function_simplification(level)), Node("coro-split")]
    return [*_leaves("annotation2metadata forceattrs inferattrs coro-early"), _fn(early),
            *_leaves("openmp-opt ipsccp called-value-propagation globalopt"),
            _group("function", [Node("mem2reg")]),
            _fn([Node("instcombine"), _scfg(_CFG)]),
            Node("require", "globals-aa"), _group("function", [Node("invalidate", "aa")]),
            Node("require", "profile-summary"),
            _group("cgscc", [_group("devirt", inliner, "4")]),
            *_leaves("deadargelim coro-cleanup globalopt globaldce elim-avail-extern "
                     "rpo-function-attrs recompute-globalsaa")]


def module_optimization(level: str) -> list[Node]:
    """After the inliner: vectorization slot, late cleanup, runtime unrolling, global cleanup."""
    forced = "vectorize-forced-only" if level in ("O1", "Oz") else "no-vectorize-forced-only"
    fn = [*_leaves("float2int lower-constant-intrinsics"),
          _group("loop", _leaves("loop-rotate loop-deletion")),
          *_leaves("loop-distribute inject-tli-mappings"),
          Node("loop-vectorize", f"no-interleave-forced-only;{forced};"),
          *_leaves("loop-load-elim instcombine"), _scfg(_CFG_LATE)]
    if level in ("O2", "O3", "Os"):
        fn.append(Node("slp-vectorizer"))
    unroll = level if level in ("O1", "O2", "O3") else "O2"
    fn += [*_leaves(f"vector-combine instcombine loop-unroll<{unroll}> transform-warning "
                    "sroa<preserve-cfg> instcombine require<opt-remark-emit>"),
           _group("loop-mssa", [_p("licm<allowspeculation>")]),
           *_leaves("alignment-from-assumptions loop-sink instsimplify div-rem-pairs tailcallelim"),
           _scfg(_CFG)]
    return [_fn(fn), *_leaves("globaldce constmerge cg-profile rel-lookup-table-converter"),
            _group("function", [Node("annotation-remarks")]), Node("verify")]


def default_pipeline(level: str) -> list[Node]:
    """LLVM's whole `default<level>` pipeline, every pass included."""
    if level not in LEVELS:
        raise ValueError(f"invalid optimization level '{level}'")
    if level == "O0":
        return [Node("always-inline"),
                _group("coro-cond", [Node("coro-early"), _group("cgscc", [Node("coro-split")]),
                                     Node("coro-cleanup"), Node("globaldce")]),
                _group("function", [Node("annotation-remarks")]), Node("verify")]
    return module_simplification(level) + module_optimization(level)


def full_text(level: str) -> str:
    """`default<level>` exactly as `opt-16 -print-pipeline-passes` prints it."""
    return ",".join(n.text() for n in default_pipeline(level))


# ---- rendering for our registry ------------------------------------------------------------

#: how a pass is probed in each slot: its text wrapped so that the parser sees it there
_WRAP = {"module": "{}", "function": "function({})", "cgscc": "cgscc({})",
         "loop": "function(loop({}))", "loop-mssa": "function(loop-mssa({}))"}
#: the pass kinds each slot takes (the parser would also wrap, say, a cgscc pass in a
#: function pipeline at the top level; that is not what LLVM's slot means)
_KINDS = {"module": ("module", "function"), "function": ("function",), "loop": ("loop",),
          "loop-mssa": ("loop",), "cgscc": ("cgscc", "function", "module")}
#: marks a module pass met inside cgscc(...): it runs just before the cgscc group
_HOIST = "\0"


@record
class _Renderer:
    reg: Registry
    omitted: list[str] = field(default_factory=list)

    def parses(self, text: str) -> bool:
        try:
            PipelineParser(text, self.reg).parse()
        except CompileError:
            return False
        return True

    def leaf(self, n: Node, slot: str) -> str | None:
        """The spelling that runs `n` in `slot`, or None when it cannot run there."""
        info = self.reg.passes.get(n.name)
        if info is None or info.kind not in _KINDS[slot]:
            return None
        spellings = [n.text()] if n.params is None else [n.text(), n.name]
        for s in spellings:
            if self.parses(_WRAP[slot].format(s)):
                return s
        return None

    def items(self, nodes: tuple[Node, ...] | list[Node], slot: str) -> list[str]:
        """Render `nodes` for a `slot` ("module", "cgscc", "function", "loop", "loop-mssa")."""
        out: list[str] = []
        for n in nodes:
            if n.name in NEVER:
                self.omitted.append(f"{n.text() if n.kids is None else n.name}: {NEVER[n.name]}")
                continue
            if n.kids is None:
                out.extend(self.one(n, slot))
            elif n.name == "function":
                kids = self.items(n.kids, "function")
                if kids:
                    out.append("function(" + ",".join(kids) + ")")
            elif n.name in ("loop", "loop-mssa"):
                out.extend(self.loop_group(n))
            elif n.name == "cgscc":
                out.extend(self.cgscc_group(n))
            else:   # devirt<4>: kept when the parser knows it, else its contents run in place
                kids = self.items(n.kids, slot)
                out.extend(k for k in kids if k.startswith(_HOIST))
                kids = [k for k in kids if not k.startswith(_HOIST)]
                if kids and self.parses(f"cgscc({n.name}<{n.params}>())"):
                    out.append(f"{n.name}<{n.params}>(" + ",".join(kids) + ")")
                else:
                    out.extend(kids)
        return out

    def one(self, n: Node, slot: str) -> list[str]:
        s = self.leaf(n, slot)
        if s is not None:
            return [s]
        outer = {"loop": "function", "loop-mssa": "function", "cgscc": "module"}.get(slot)
        if outer is not None:
            s = self.leaf(n, outer)
            if s is not None:   # a module pass in cgscc(...) is marked to run before the group
                return [_HOIST + s if outer == "module" else s]
        why = "not implemented yet" if n.name not in self.reg.passes else f"cannot run in {slot}(...)"
        self.omitted.append(f"{n.text()}: {why}")
        return []

    def loop_group(self, n: Node) -> list[str]:
        """`loop(...)`: loop passes grouped; function passes in it split the group."""
        assert n.kids is not None
        out: list[str] = []
        run: list[str] = []
        for k in n.kids:
            if k.name in NEVER:
                self.omitted.append(f"{k.text()}: {NEVER[k.name]}")
                continue
            s = self.leaf(k, n.name)
            if s is not None:
                run.append(s)
                continue
            if run:
                out.append(f"{n.name}(" + ",".join(run) + ")")
                run = []
            out.extend(self.one(k, n.name))
        if run:
            out.append(f"{n.name}(" + ",".join(run) + ")")
        return out

    def cgscc_group(self, n: Node) -> list[str]:
        """`cgscc(...)`: module passes found inside run just before the group."""
        assert n.kids is not None
        kids = self.items(n.kids, "cgscc")
        before = [k[1:] for k in kids if k.startswith(_HOIST)]
        inside = [k for k in kids if not k.startswith(_HOIST)]
        return before + (["cgscc(" + ",".join(inside) + ")"] if inside else [])


def pipeline_text(level: str, reg: Registry) -> str:
    """`default<level>` restricted to what `reg` can run (see the module docstring)."""
    return ",".join(_Renderer(reg).items(_runnable(level), "module"))


def omitted(level: str, reg: Registry) -> list[str]:
    """The passes of LLVM's `default<level>` that pyopt leaves out, each with the reason."""
    r = _Renderer(reg)
    r.items(_runnable(level), "module")
    return r.omitted


def _runnable(level: str) -> list[Node]:
    if level == "O0":   # only the mandatory inliner; the rest of LLVM's O0 is coroutine/remark work
        return [Node("always-inline")]
    return default_pipeline(level)


def presets(reg: Registry) -> dict[str, str]:
    """Level -> pipeline text for `reg.presets` (what `default<...>` expands to)."""
    return {lvl: pipeline_text(lvl, reg) for lvl in LEVELS}
