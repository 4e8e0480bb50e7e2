"""RISC-V 64 (rv64gc, LP64D): what the registry reads to select this target — the triple heads
and -march names, the default triple, the data layout — and nothing else, so that
finding a target imports no tables. `target.py` builds `TARGET` from this folder.
"""
from __future__ import annotations

TRIPLES = ("riscv64",)
DEFAULT_TRIPLE = "riscv64-unknown-linux-gnu"
DATALAYOUT = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"     # clang-16's for the triple
