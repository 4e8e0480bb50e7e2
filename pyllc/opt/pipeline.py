"""The `-passes=` text parser (opt's new-PM pipeline syntax) and the pass registry type.

Grammar (llvm/Passes/PassBuilder.cpp):

    pipeline := element (',' element)*
    element  := NAME ['<' PARAMS '>'] ['(' pipeline ')']

`module(...)`, `function(...)`, `cgscc(...)`, `loop(...)`/`loop-mssa(...)` nest
pipelines; at the top level, function passes are wrapped in `function(...)`
implicitly, as opt does (consecutive ones share one adaptor). Parameters are the
text between the angle brackets, handed to the pass's factory.

Every error is one CompileError whose caret points at the offending character
of the pipeline text.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyllc.diagnostics import CompileError
from pyllc.opt.ipo.cgscc import CGSCCAdaptor, CGSCCPassManager, CGSCCToFunctionAdaptor
from pyllc.opt.loop_pass import CANONICALIZE, FunctionToLoopAdaptor, LoopPass
from pyllc.opt.passmanager import (
    FunctionPassManager,
    ModulePassManager,
    ModuleToFunctionAdaptor,
    Pass,
)
from pyllc.record import field, record


@record
class PassInfo:
    """How to make a pass from its parameters; `kind` is "module", "function" or "loop"."""
    name: str
    kind: str
    factory: Callable[[str | None], Pass[Any]]
    params: str = ""       # documentation of accepted parameters, for -print-passes
    doc: str = ""


@record
class Registry:
    passes: dict[str, PassInfo] = field(default_factory=dict)
    #: names of opt passes not implemented yet (a clean error, never a silent no-op)
    planned: set[str] = field(default_factory=set)
    #: analyses usable inside `print<...>` / `require<...>` / `invalidate<...>`
    analyses: dict[str, Any] = field(default_factory=dict)
    #: `default<O2>` and friends: level -> pipeline text
    presets: dict[str, str] = field(default_factory=dict)

    def add(self, info: PassInfo) -> None:
        self.passes[info.name] = info


@record
class _Elem:
    name: str
    pos: int
    params: str | None = None
    params_pos: int = 0
    children: list[_Elem] | None = None


_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.$")


class PipelineParser:
    """Parses one pipeline string against a registry (see module docstring)."""

    def __init__(self, text: str, registry: Registry, option: str = "-passes") -> None:
        self.text = text
        self.reg = registry
        self.option = option

    def error(self, msg: str, pos: int) -> CompileError:
        return CompileError(f"{msg} (in {self.option})", None, None, pos + 1, self.text)

    # ---- syntax ------------------------------------------------------------
    def parse_syntax(self) -> list[_Elem]:
        elems, pos = self._list(0)
        if pos != len(self.text):
            raise self.error(f"unexpected '{self.text[pos]}' in pass pipeline", pos)
        return elems

    def _list(self, pos: int) -> tuple[list[_Elem], int]:
        out: list[_Elem] = []
        while True:
            e, pos = self._elem(pos)
            out.append(e)
            if pos < len(self.text) and self.text[pos] == ",":
                pos += 1
                continue
            return out, pos

    def _elem(self, pos: int) -> tuple[_Elem, int]:
        t = self.text
        start = pos
        while pos < len(t) and t[pos] in _NAME_CHARS:
            pos += 1
        if pos == start:
            if pos >= len(t):
                raise self.error("expected a pass name", pos)
            raise self.error(f"expected a pass name, found '{t[pos]}'", pos)
        e = _Elem(t[start:pos], start)
        if pos < len(t) and t[pos] == "<":
            depth, q = 1, pos + 1
            while q < len(t) and depth:
                if t[q] == "<":
                    depth += 1
                elif t[q] == ">":
                    depth -= 1
                q += 1
            if depth:
                raise self.error("unterminated '<' in pass parameters", pos)
            e.params, e.params_pos = t[pos + 1:q - 1], pos + 1
            e.name = t[start:q]
            pos = q
        if pos < len(t) and t[pos] == "(":
            if pos + 1 < len(t) and t[pos + 1] == ")":
                e.children = []
                return e, pos + 2
            kids, pos = self._list(pos + 1)
            if pos >= len(t) or t[pos] != ")":
                raise self.error("expected ')' to close the nested pipeline", pos)
            e.children = kids
            pos += 1
        return e, pos

    # ---- meaning -------------------------------------------------------------
    def parse(self) -> ModulePassManager:
        if not self.text.strip():
            raise self.error("empty pass pipeline", 0)
        return ModulePassManager(self._module_level(self.parse_syntax()))

    def _base(self, e: _Elem) -> str:
        """The registry key: the full name when registered (`print<domtree>`), else the stem."""
        if e.name in self.reg.passes:
            return e.name
        return e.name.split("<", 1)[0]

    def _module_level(self, elems: list[_Elem]) -> list[Pass[Any]]:
        out: list[Pass[Any]] = []
        pending: list[Pass[Any]] = []

        def flush() -> None:
            if pending:
                out.append(ModuleToFunctionAdaptor(FunctionPassManager(list(pending))))
                pending.clear()

        for e in elems:
            base = self._base(e)
            if base == "module" and e.params is None:
                flush()
                out.extend(self._module_level(self._kids(e)))
            elif base == "function" and e.params is None:
                flush()
                out.append(ModuleToFunctionAdaptor(FunctionPassManager(
                    self._function_level(self._kids(e)))))
            elif base == "cgscc" and e.params is None:
                flush()
                out.append(CGSCCAdaptor(CGSCCPassManager(self._cgscc_level(self._kids(e)))))
            elif base in self.reg.passes and self.reg.passes[base].kind == "cgscc" and e.children is None:
                flush()   # a bare CGSCC pass: opt wraps it in cgscc(...)
                if out and isinstance(out[-1], CGSCCAdaptor) and out[-1].implicit:
                    out[-1].inner.passes.append(self._make(e, base))
                else:
                    out.append(CGSCCAdaptor(CGSCCPassManager([self._make(e, base)]), implicit=True))
            elif base in ("loop", "loop-mssa"):
                pending.append(self._loop(e))
            elif base == "default" or (base in self.reg.passes and self.reg.passes[base].kind == "module"
                                       and e.children is None):
                flush()
                out.extend(self._module_pass(e))
            else:
                pending.extend(self._function_level([e]))
        flush()
        return out

    def _module_pass(self, e: _Elem) -> list[Pass[Any]]:
        base = self._base(e)
        if base == "default":
            level = e.params or ""
            if level not in self.reg.presets:
                raise self.error(f"invalid optimization level '{level}' (expected O0, O1, O2, O3, "
                                 "Os or Oz)", e.params_pos)
            text = self.reg.presets[level]
            if not text:
                return []
            return self._module_level(PipelineParser(text, self.reg, self.option).parse_syntax())
        return [self._make(e, base)]

    def _kids(self, e: _Elem) -> list[_Elem]:
        if e.children is None:
            raise self.error(f"'{e.name}' needs a nested pipeline in parentheses", e.pos + len(e.name))
        if not e.children:
            return []
        return e.children

    def _cgscc_level(self, elems: list[_Elem]) -> list[Pass[Any]]:
        """CGSCC passes; function passes (bare or in function(...)) run per function of the SCC."""
        out: list[Pass[Any]] = []
        pending: list[Pass[Any]] = []

        def flush() -> None:
            if pending:
                out.append(CGSCCToFunctionAdaptor(FunctionPassManager(list(pending))))
                pending.clear()

        for e in elems:
            base = self._base(e)
            info = self.reg.passes.get(base)
            if base == "function" and e.params is None:
                flush()
                out.append(CGSCCToFunctionAdaptor(FunctionPassManager(
                    self._function_level(self._kids(e)))))
            elif base == "cgscc" and e.params is None:
                flush()
                out.extend(self._cgscc_level(self._kids(e)))
            elif info is not None and info.kind == "cgscc":
                if e.children is not None:
                    raise self.error(f"'{base}' does not take a nested pipeline", e.pos + len(e.name))
                flush()
                out.append(self._make(e, base))
            elif info is not None and info.kind == "module":
                raise self.error(f"'{base}' is a module pass; it cannot run inside a cgscc "
                                 "pipeline", e.pos)
            else:
                pending.extend(self._function_level([e]))
        flush()
        return out

    def _function_level(self, elems: list[_Elem]) -> list[Pass[Any]]:
        out: list[Pass[Any]] = []
        for e in elems:
            base = self._base(e)
            if base == "function" and e.params is None:
                out.append(FunctionPassManager(self._function_level(self._kids(e))))
            elif base in ("loop", "loop-mssa"):
                out.append(self._loop(e))
            elif base in ("module", "cgscc") and e.params is None:
                raise self.error(f"'{base}(...)' cannot be nested inside a function pipeline", e.pos)
            else:
                info = self.reg.passes.get(base)
                if info is not None and info.kind in ("module", "cgscc"):
                    raise self.error(f"'{base}' is a {info.kind} pass; it cannot run inside a "
                                     "function pipeline", e.pos)
                if e.children is not None:
                    raise self.error(f"'{base}' does not take a nested pipeline", e.pos + len(e.name))
                p = self._make(e, base)
                if isinstance(p, LoopPass):   # a bare loop pass: opt wraps it in loop(...)
                    p = self._loop_adaptor([p])
                out.append(p)
        return out

    def _loop(self, e: _Elem) -> Pass[Any]:
        """`loop(...)` / `loop-mssa(...)`: a FunctionToLoopAdaptor over loop passes."""
        passes: list[LoopPass] = []
        for k in self._kids(e):
            kb = self._base(k)
            info = self.reg.passes.get(kb)
            if info is None or info.kind != "loop":
                if info is not None:
                    raise self.error(f"'{kb}' is a {info.kind} pass; it cannot run inside a loop "
                                     "pipeline", k.pos)
                if kb in self.reg.planned:
                    raise self.error(f"loop pass '{kb}' is not implemented yet", k.pos)
                raise self.error(f"unknown loop pass '{kb}'", k.pos)
            if k.children is not None:
                raise self.error(f"'{kb}' does not take a nested pipeline", k.pos + len(k.name))
            p = self._make(k, kb)
            assert isinstance(p, LoopPass)
            passes.append(p)
        return self._loop_adaptor(passes, self._base(e) == "loop-mssa")

    def _loop_adaptor(self, passes: list[LoopPass], mssa: bool = False) -> Pass[Any]:
        canon = [self.reg.passes[n].factory(None) for n in CANONICALIZE if n in self.reg.passes]
        return FunctionToLoopAdaptor(passes, canon, mssa)

    def _make(self, e: _Elem, base: str) -> Pass[Any]:
        info = self.reg.passes.get(base)
        if info is None:
            if base in self.reg.planned:
                raise self.error(f"pass '{base}' is not implemented yet", e.pos)
            raise self.error(f"unknown pass name '{base}'", e.pos)
        try:
            p = info.factory(None if base == e.name else e.params)
        except ValueError as err:
            raise self.error(str(err), e.params_pos if e.params is not None else e.pos) from None
        p.spelling = e.name   # with its <params>, for -print-pipeline-passes
        return p


def parse_pipeline(text: str, registry: Registry, option: str = "-passes") -> ModulePassManager:
    """Parse `text` into a module pass manager (CompileError with a caret on bad input)."""
    return PipelineParser(text, registry, option).parse()
