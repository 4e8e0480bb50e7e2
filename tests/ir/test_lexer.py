"""The lexer's token stream (issue 16): kinds and values memoized per token text, offsets
computed on demand from the (gap, token) split, and `token_offset`, which finds one
token's offset after the parse by splitting the text again. Each must agree with the
text itself, on real files and on the odd spellings."""
from __future__ import annotations

from pathlib import Path

import pytest

from pyllc.diagnostics import CompileError
from pyllc.ir.lexer import EOF, GID, INT, ITYPE, LABEL, LID, LVAR, STR, LexError, lex, token_offset
from pyllc.ir.parser import parse_module
from pyllc.ir.printer import print_module

ROOT = Path(__file__).resolve().parents[2]

SAMPLE = """; a comment
define i32 @f(i32 %a) #0 {   ; trailing comment
entry:
  %0 = add nsw i32 %a, -7
  %"q x" = mul i32 %0, 3
  br label %"l 2"
"l 2":
  ret i32 %"q x"
}
@0 = global [2 x i8] c"\\01\\\\", align 1
attributes #0 = { memory( argmem :  read) }
"""


def test_kinds_values_offsets_of_a_sample() -> None:
    toks = lex(SAMPLE)
    offs = toks.offsets()
    assert len(toks.kinds) == len(toks.values) == len(offs)
    assert toks.kinds[-1] == EOF and offs[-1] == len(SAMPLE)
    for i, text in enumerate(toks.texts[:-1]):
        assert SAMPLE[offs[i]:offs[i] + len(text)] == text      # each token where it is
    pairs = list(zip(toks.kinds, toks.values))
    assert (ITYPE, 32) in pairs and (LID, 0) in pairs and (INT, -7) in pairs
    assert (LVAR, "q x") in pairs and (LABEL, "entry") in pairs and (LABEL, "l 2") in pairs
    assert (GID, 0) in pairs
    assert all(k != STR for k in toks.kinds[:5])
    # the same token text yields the very same value object (one classification)
    i32s = [i for i, t in enumerate(toks.texts) if t == "i32"]
    assert len({id(toks.values[i]) for i in i32s}) == 1


def test_span_is_the_exact_source_text() -> None:
    toks = lex(SAMPLE)
    first = toks.texts.index("memory")
    last = first + toks.texts[first:].index(")")
    assert toks.span(first, last) == "memory( argmem :  read)"
    # the parser keeps the argument as written, its blanks collapsed
    assert "memory( argmem : read)" in print_module(parse_module(SAMPLE))


def test_token_offset_matches_offsets_on_a_real_file() -> None:
    path = sorted((ROOT / "tests/programs/ll").rglob("*.ll"))[0]
    text = path.read_text()
    offs = lex(text).offsets()
    for tok in (0, 1, len(offs) // 3, len(offs) // 2, len(offs) - 2, len(offs) - 1, len(offs) + 5):
        assert token_offset(text, tok) == offs[min(tok, len(offs) - 1)]


def test_instruction_loc_maps_to_its_source_offset() -> None:
    m = parse_module(SAMPLE)
    f = m.functions[0]
    starts = [m.source_offset(i.loc) for b in f.blocks for i in b.instructions]
    assert [SAMPLE[s:s + 5] for s in starts] == ['%0 = ', '%"q x', "br la", "ret i"]


@pytest.mark.parametrize(("text", "message", "offset"), [
    ('@x = global i8 0 \x01', "invalid character (code 1)", 17),
    ('@ = global i8 0 ?', "invalid character '?'", 16),     # a bare sigil first: not an error yet
    ('@x = global [1 x i8] c"ab', "end of file in string constant", 22),
])
def test_lex_errors_at_the_first_bad_character(text: str, message: str, offset: int) -> None:
    with pytest.raises(LexError) as e:
        lex(text)
    assert (e.value.message, e.value.offset) == (message, offset)
    with pytest.raises(CompileError) as ce:
        parse_module(text)
    assert (ce.value.message, ce.value.col) == (message, offset + 1)
