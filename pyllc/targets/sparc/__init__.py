"""SPARC V8 (32-bit, big-endian): what the registry reads to select this target — the triple heads
and -march names, the default triple, the data layout — and nothing else, so that
finding a target imports no tables. `target.py` builds `TARGET` from this folder.
"""
from __future__ import annotations

TRIPLES = ("sparc", "sparcv8")
DEFAULT_TRIPLE = "sparc-unknown-linux-gnu"
DATALAYOUT = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"
