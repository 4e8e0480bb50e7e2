"""AArch64 (AAPCS64, Linux): what the registry reads to select this target — the triple heads
and -march names, the default triple, the data layout — and nothing else, so that
finding a target imports no tables. `target.py` builds `TARGET` from this folder.
"""
from __future__ import annotations

TRIPLES = ("aarch64", "arm64")
DEFAULT_TRIPLE = "aarch64-unknown-linux-gnu"
DATALAYOUT = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
