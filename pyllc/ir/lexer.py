"""Lexer for LLVM textual IR: one compiled master regex, tokens in parallel lists.

Token kinds: a keyword's kind is the word itself (`add`, `define`, `x`); everything else
has a kind that cannot be a word (`@`, `%`, `0`, ...), listed below.

How it stays cheap (it used to be ~40 % of a parse): one `findall` of the master regex
splits the whole text into (gap, token) string pairs in C, and a token's kind and value
are a pure function of its text, so each distinct token string is classified once
(`_Memo.__missing__`) and the kind and value lists are two `map`s over the token strings.
Character offsets are not computed per token: `Tokens.offsets()` sums the gap and token
lengths on first use (errors, `^` summary entries), and `Tokens.span()` gives the exact
source text of a token range from the same strings. After the parse, `token_offset`
finds one token's offset by splitting the text again (instructions' `.loc`).
"""
from __future__ import annotations

import re
import sys
from itertools import accumulate, chain
from operator import itemgetter
from typing import Any

__all__ = [
    "ATTRGRP",
    "BAD",
    "COMDAT",
    "CSTR",
    "DOTS",
    "EOF",
    "FLOAT",
    "GID",
    "GVAR",
    "HEXFP",
    "HEXINT",
    "INT",
    "ITYPE",
    "LABEL",
    "LABELID",
    "LID",
    "LVAR",
    "MDVAR",
    "STR",
    "SUMMARY",
    "Tokens",
    "lex",
    "token_offset",
    "unescape",
]

GVAR, GID, LVAR, LID = "@", "@#", "%", "%#"
LABEL, LABELID = "L:", "#:"
INT, FLOAT, HEXFP, HEXINT = "0", "0.", "0x", "0s"  # kinds no keyword can spell
STR, CSTR, MDVAR, ATTRGRP, COMDAT, SUMMARY = '"', 'c"', "!a", "#", "$", "^"
ITYPE, EOF, DOTS, BAD = "i#", "<eof>", "...", "<bad>"
_LEXERR = "<lexerr>"   # a character no token starts with: lex() raises at the first one

_NAME = r'[-a-zA-Z$._][-a-zA-Z$._0-9]*'
# The token alternatives in priority order (the first that matches wins).
_ALTERNATIVES = (
    ("label", r'[-a-zA-Z$._0-9]++:|"[^"]*+":'),
    ("cstr", r'c"[^"]*+"'),
    ("hexint", r'[us]0x[0-9A-Fa-f]++'),
    ("word", r'[a-zA-Z_][a-zA-Z0-9_]*+'),
    ("lvar", rf'%(?:{_NAME}|"[^"]*+"|[0-9]++)'),
    ("punct", r'[=,*\[\]{}()<>|:]'),
    ("hexfp", r'0x[KLMHR]?[0-9A-Fa-f]++'),
    ("int", r'-?[0-9]++(?![.0-9])'),
    ("gvar", rf'@(?:{_NAME}|"[^"]*+"|[0-9]++)'),
    ("mdvar", r'![-a-zA-Z$._\\][-a-zA-Z$._0-9\\]*+'),
    ("bang", r'!'),
    ("flt", r'[-+]?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?'),
    ("str", r'"[^"]*+"'),
    ("attr", r'\#[0-9]++'),
    ("comdat", rf'\$(?:{_NAME}|"[^"]*+")'),
    ("summary", r'\^[0-9]++'),
    ("dots", r'\.\.\.'),
    ("end", r'\Z'),
    ("err", r'.'),
)
_GAP = r'(?:[ \t\r\n]++|;[^\n]*+)*+'
# the whole text as (gap, token) pairs; token '' is the end
_SPLIT_SRC = f"({_GAP})(" + "|".join(f"(?:{rx})" for _n, rx in _ALTERNATIVES) + ")"
# one token's text -> the alternative it matched (classification of a token string)
_NAMED_SRC = "|".join(f"(?P<{n}>{rx})" for n, rx in _ALTERNATIVES)
if sys.version_info < (3, 11):  # possessive quantifiers arrived in 3.11; greedy is ~10% slower
    _SPLIT_SRC = _SPLIT_SRC.replace("++", "+").replace("*+", "*")
    _NAMED_SRC = _NAMED_SRC.replace("++", "+").replace("*+", "*")
_SPLIT = re.compile(_SPLIT_SRC, re.S)
_NAMED = re.compile(_NAMED_SRC, re.S)

_ITYPE_RE = re.compile(r"i[0-9]+\Z")
_ESC = re.compile(rb"\\(\\|[0-9A-Fa-f]{2})")


def _esc_sub(m: re.Match[bytes]) -> bytes:
    g = m.group(1)
    return b"\\" if g == b"\\" else bytes((int(g, 16),))


def unescape(s: str) -> bytes:
    """The bytes of a quoted LLVM string body (`\\xx` hex escapes, `\\\\`)."""
    b = s.encode("utf-8")
    if b"\\" in b:
        b = _ESC.sub(_esc_sub, b)
    return b


def _name(s: str) -> str:
    """A name from a quoted body: bytes mapped 1:1 to chars (latin-1), like LLVM's byte names."""
    if "\\" not in s and s.isascii():
        return s
    return unescape(s).decode("latin-1")


class LexError(Exception):
    """Raised with (message, offset); the parser turns it into a CompileError."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.message = message
        self.offset = offset


def classify(s: str) -> tuple[str, Any]:
    """(kind, value) of one token's text `s` (as the split regex cut it; '' is the end).
    A value is a str, int, bytes, tuple or None according to the kind; an invalid
    character has kind _LEXERR and the error message as value."""
    m = _NAMED.match(s)
    assert m is not None and m.end() == len(s), s  # the split regex cut exactly one token
    g = m.lastgroup
    if g == "word":
        if s[0] == "i" and _ITYPE_RE.match(s):
            return ITYPE, int(s[1:])
        return s, s
    if g == "punct":
        return s, s
    if g == "lvar" or g == "gvar":
        b = s[1:]
        c = b[0]
        if c == '"':
            return (LVAR if g == "lvar" else GVAR), _name(b[1:-1])
        if c.isdigit() and b.isdigit():
            return (LID if g == "lvar" else GID), int(b)
        return (LVAR if g == "lvar" else GVAR), b
    if g == "int":
        return INT, int(s)
    if g == "label":
        b = s[:-1]
        if b[0] == '"':
            return LABEL, _name(b[1:-1])
        if b.isdigit():
            return LABELID, int(b)
        return LABEL, b
    if g == "bang":
        return "!", "!"
    if g == "str":
        return STR, s[1:-1]
    if g == "mdvar":
        b = s[1:]
        return MDVAR, (unescape(b).decode("latin-1") if "\\" in b else b)
    if g == "cstr":
        return CSTR, unescape(s[2:-1])
    if g == "attr":
        return ATTRGRP, int(s[1:])
    if g == "flt":
        return FLOAT, s
    if g == "hexfp":
        return HEXFP, s
    if g == "hexint":
        return HEXINT, (s[0], s[3:])
    if g == "comdat":
        b = s[1:]
        return COMDAT, (_name(b[1:-1]) if b[0] == '"' else b)
    if g == "summary":
        return SUMMARY, int(s[1:])
    if g == "dots":
        return DOTS, "..."
    if g == "end":
        return EOF, None
    if s == '"':
        return _LEXERR, "end of file in string constant"
    if s in "@%$#^":
        return BAD, s     # a bare sigil: the parser reports what it expected here, as LLVM does
    return _LEXERR, (f"invalid character '{s}'" if s.isprintable() else
                     f"invalid character (code {ord(s)})")


class _Memo(dict[str, str]):
    """token text -> kind, filling `vals` (token text -> value) on the first sight."""

    def __init__(self) -> None:
        super().__init__()
        self.vals: dict[str, Any] = {}

    def __missing__(self, s: str) -> str:
        kind, value = classify(s)
        self[s] = kind
        self.vals[s] = value
        return kind


class Tokens:
    """The token stream of one text: `kinds` and `values` (parallel lists ending with an
    EOF token), and from the token texts and the whitespace/comment gaps before them,
    character offsets on demand."""
    __slots__ = ("_offsets", "gaps", "kinds", "texts", "values")

    def __init__(self, kinds: list[str], values: list[Any], texts: list[str],
                 gaps: list[str]) -> None:
        self.kinds = kinds
        self.values = values
        self.texts = texts
        self.gaps = gaps
        self._offsets: list[int] | None = None

    def offsets(self) -> list[int]:
        """Each token's character offset (the EOF token's is the text's length)."""
        offs = self._offsets
        if offs is None:
            seq = chain.from_iterable(zip(map(len, self.gaps), map(len, self.texts)))
            offs = self._offsets = list(accumulate(seq))[0::2]
        return offs

    def offset(self, tok: int) -> int:
        """Token `tok`'s character offset (clamped to the token range)."""
        offs = self.offsets()
        return offs[max(0, min(tok, len(offs) - 1))]

    def span(self, first: int, last: int) -> str:
        """The exact source text from the start of token `first` to the end of `last`."""
        texts, gaps = self.texts, self.gaps
        parts = [texts[first]]
        for t in range(first + 1, last + 1):
            parts.append(gaps[t])
            parts.append(texts[t])
        return "".join(parts)


def token_offset(text: str, tok: int) -> int:
    """Token `tok`'s character offset in `text` (clamped to the end), found by splitting
    the text again: for the rare error after the parse that needs it, so that a parsed
    module keeps no token lists alive (they are ~3x the text's size)."""
    for n, m in enumerate(_SPLIT.finditer(text)):
        if n >= tok or m.group(2) == "":
            return m.start(2)
    return len(text)


def lex(text: str) -> Tokens:
    """Tokenize `text`; raises LexError (message, offset) at the first invalid character."""
    pairs = _SPLIT.findall(text)
    texts: list[str] = list(map(itemgetter(1), pairs))
    gaps: list[str] = list(map(itemgetter(0), pairs))
    del pairs                      # ~60 bytes a token: freed before the kind and value lists
    end = texts.index("")          # the end-of-text token ('' only matches there)
    del texts[end + 1:], gaps[end + 1:]
    memo = _Memo()
    kinds = list(map(memo.__getitem__, texts))
    values = list(map(memo.vals.__getitem__, texts))
    toks = Tokens(kinds, values, texts, gaps)
    if _LEXERR in memo.values():
        i = kinds.index(_LEXERR)
        raise LexError(values[i], toks.offset(i))
    return toks
