"""Lexer for LLVM textual IR: one compiled master regex, tokens in three parallel lists.

Token kinds: a keyword's kind is the word itself (`add`, `define`, `x`); everything else
has a kind that cannot be a word (`@`, `%`, `0`, ...), listed below. Line and column are
computed only when an error needs them (from the token's character offset).
"""
from __future__ import annotations

import re
import sys
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
    "lex",
    "unescape",
]

GVAR, GID, LVAR, LID = "@", "@#", "%", "%#"
LABEL, LABELID = "L:", "#:"
INT, FLOAT, HEXFP, HEXINT = "0", "0.", "0x", "0s"  # kinds no keyword can spell
STR, CSTR, MDVAR, ATTRGRP, COMDAT, SUMMARY = '"', 'c"', "!a", "#", "$", "^"
ITYPE, EOF, DOTS, BAD = "i#", "<eof>", "...", "<bad>"

_NAME = r'[-a-zA-Z$._][-a-zA-Z$._0-9]*'
_MASTER_SRC = (rf'''
(?:[ \t\r\n]++|;[^\n]*+)*+
(?:
 (?P<label>[-a-zA-Z$._0-9]++:|"[^"]*+":)
|(?P<cstr>c"[^"]*+")
|(?P<hexint>[us]0x[0-9A-Fa-f]++)
|(?P<word>[a-zA-Z_][a-zA-Z0-9_]*+)
|(?P<lvar>%(?:{_NAME}|"[^"]*+"|[0-9]++))
|(?P<punct>[=,*\[\]{{}}()<>|:])
|(?P<hexfp>0x[KLMHR]?[0-9A-Fa-f]++)
|(?P<int>-?[0-9]++)(?![.0-9])
|(?P<gvar>@(?:{_NAME}|"[^"]*+"|[0-9]++))
|(?P<mdvar>![-a-zA-Z$._\\][-a-zA-Z$._0-9\\]*+)
|(?P<bang>!)
|(?P<flt>[-+]?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)
|(?P<str>"[^"]*+")
|(?P<attr>\#[0-9]++)
|(?P<comdat>\$(?:{_NAME}|"[^"]*+"))
|(?P<summary>\^[0-9]++)
|(?P<dots>\.\.\.)
|(?P<end>\Z)
|(?P<err>.)
)''')
if sys.version_info < (3, 11):  # possessive quantifiers arrived in 3.11; greedy is ~10% slower
    _MASTER_SRC = _MASTER_SRC.replace("++", "+").replace("*+", "*")
_MASTER = re.compile(_MASTER_SRC, re.X | re.S)

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


def lex(text: str) -> tuple[list[str], list[Any], list[int]]:
    """Tokenize: returns (kinds, values, offsets), ending with an EOF token. A value is a
    str, int, tuple or None according to the kind."""
    kinds: list[str] = []
    vals: list[Any] = []
    offs: list[int] = []
    ka, va, oa = kinds.append, vals.append, offs.append
    itype = _ITYPE_RE.match
    for m in _MASTER.finditer(text):
        g = m.lastgroup
        if g == "word":
            w = m.group(g)
            if w[0] == "i" and itype(w):
                ka(ITYPE)
                va(int(w[1:]))
            else:
                ka(w)
                va(w)
        elif g == "punct":
            p = m.group(g)
            ka(p)
            va(p)
        elif g == "lvar" or g == "gvar":
            s = m.group(g)[1:]
            c = s[0]
            if c == '"':
                ka(LVAR if g == "lvar" else GVAR)
                va(_name(s[1:-1]))
            elif c.isdigit() and s.isdigit():
                ka(LID if g == "lvar" else GID)
                va(int(s))
            else:
                ka(LVAR if g == "lvar" else GVAR)
                va(s)
        elif g == "int":
            ka(INT)
            va(int(m.group(g)))
        elif g == "label":
            s = m.group(g)[:-1]
            if s[0] == '"':
                ka(LABEL)
                va(_name(s[1:-1]))
            elif s.isdigit():
                ka(LABELID)
                va(int(s))
            else:
                ka(LABEL)
                va(s)
        elif g == "bang":
            ka("!")
            va("!")
        elif g == "str":
            ka(STR)
            va(m.group(g)[1:-1])
        elif g == "mdvar":
            ka(MDVAR)
            s = m.group(g)[1:]
            va(unescape(s).decode("latin-1") if "\\" in s else s)
        elif g == "cstr":
            ka(CSTR)
            va(unescape(m.group(g)[2:-1]))
        elif g == "attr":
            ka(ATTRGRP)
            va(int(m.group(g)[1:]))
        elif g == "flt":
            ka(FLOAT)
            va(m.group(g))
        elif g == "hexfp":
            ka(HEXFP)
            va(m.group(g))
        elif g == "hexint":
            ka(HEXINT)
            s = m.group(g)
            va((s[0], s[3:]))
        elif g == "comdat":
            ka(COMDAT)
            s = m.group(g)[1:]
            va(_name(s[1:-1]) if s[0] == '"' else s)
        elif g == "summary":
            ka(SUMMARY)
            va(int(m.group(g)[1:]))
        elif g == "dots":
            ka(DOTS)
            va("...")
        elif g == "end":
            break
        else:
            assert g is not None  # the master regex always matches one named group
            c = m.group(g)
            off = m.start(g)
            if c == '"':
                raise LexError("end of file in string constant", off)
            if c in "@%$#^":
                # a bare sigil: the parser reports what it expected here, as LLVM does
                ka(BAD)
                va(c)
                oa(off)
                continue
            raise LexError(f"invalid character '{c}'" if c.isprintable() else
                           f"invalid character (code {ord(c)})", off)
        oa(m.start(g))
    ka(EOF)
    va(None)
    offs.append(len(text))
    return kinds, vals, offs
