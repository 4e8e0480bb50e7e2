"""An error in a DAG stage (legalization, selection) names the function and the IR
instruction the failing node came from, with the file:line:col and a caret, like the
builder's own errors. The failures are provoked by taking a pattern or an action away
(so the test does not depend on what pyllc cannot do today)."""
from __future__ import annotations

from typing import Any

import pytest

from pyllc.codegen.opcodes import Op
from pyllc.diagnostics import CompileError
from pyllc.isel import legalize_ops, select
from pyllc.native import compiled
from pyllc.pipeline import Options
from pyllc.targets import default_triples
from pyllc.tools.compile import compile_ll

SOURCE = """define i32 @f(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  br label %next
next:
  %m = mul i32 %s, %a
  %x = xor i32 %m, %b
  ret i32 %x
}
"""


def _compile_error(triple: str) -> CompileError:
    with pytest.raises(CompileError) as info:
        compile_ll(SOURCE, "loc.ll", triple, options=Options(opt_level=0))
    return info.value


@pytest.mark.skipif(compiled(select), reason="interpreted only: monkeypatches isel/select.py's "
                    "match_node, which the compiled build's callers call directly")
@pytest.mark.parametrize("triple", default_triples())
def test_cannot_select_names_function_and_line(triple: str, monkeypatch: Any) -> None:
    real = select.match_node

    def no_mul(table: Any, n: Any, *rest: Any) -> Any:
        return None if n.op == Op.MUL else real(table, n, *rest)

    monkeypatch.setattr(select, "match_node", no_mul)
    e = _compile_error(triple)
    assert "cannot select" in e.message
    assert "(in function @f, block %next)" in e.message
    assert (e.filename, e.line, e.col) == ("loc.ll", 6, 3)
    assert e.format().splitlines()[1] == "  %m = mul i32 %s, %a"


@pytest.mark.skipif(compiled(legalize_ops), reason="interpreted only: monkeypatches a method "
                    "of OpLegalizer, a native class in the compiled build")
@pytest.mark.parametrize("triple", default_triples())
def test_legalizer_error_names_function_and_line(triple: str, monkeypatch: Any) -> None:
    real = legalize_ops.OpLegalizer.action_for

    def odd_xor(self: Any, n: Any) -> Any:
        return "no-such-action" if n.op == Op.XOR else real(self, n)

    monkeypatch.setattr(legalize_ops.OpLegalizer, "action_for", odd_xor)
    e = _compile_error(triple)
    assert "unknown legalization action" in e.message
    assert (e.filename, e.line) == ("loc.ll", 7)
    assert e.message.endswith("(in function @f, block %next)")
