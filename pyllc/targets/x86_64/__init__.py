"""x86-64 (SysV AMD64, SSE2): what the registry reads to select this target — the triple heads
and -march names, the default triple, the data layout — and nothing else, so that
finding a target imports no tables. `target.py` builds `TARGET` from this folder.
"""
from __future__ import annotations

TRIPLES = ("x86_64", "x86-64")
DEFAULT_TRIPLE = "x86_64-unknown-linux-gnu"
DATALAYOUT = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
