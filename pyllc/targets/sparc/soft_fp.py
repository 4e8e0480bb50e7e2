"""SPARC V8's binary128 routines (the SPARC Compliance Definition's `_Q_*`, what llc-16
calls on V8 for fp128): operands by address, a binary128 result through the hidden
structure-return word (isel/soft_float.py does the calling)."""
from __future__ import annotations

from pyllc.codegen.target import QuadRoutines

# libgcc's helper -> the _Q_ routine for the same operation
Q_NAMES = {"__addtf3": "_Q_add", "__subtf3": "_Q_sub", "__multf3": "_Q_mul",
           "__divtf3": "_Q_div", "sqrtl": "_Q_sqrt", "__extendsftf2": "_Q_stoq",
           "__extenddftf2": "_Q_dtoq", "__trunctfsf2": "_Q_qtos", "__trunctfdf2": "_Q_qtod",
           "__fixtfsi": "_Q_qtoi", "__fixunstfsi": "_Q_qtou", "__fixtfdi": "_Q_qtoll",
           "__fixunstfdi": "_Q_qtoull", "__floatsitf": "_Q_itoq", "__floatunsitf": "_Q_utoq",
           "__floatditf": "_Q_lltoq", "__floatunditf": "_Q_ulltoq"}
# `_Q_cmp` answers 0 (equal), 1 (less), 2 (greater) or 3 (unordered).
# predicate -> test of its result r: (mask, compare-with, integer cc): (r & mask) cc k
# (the mask 0 form adds 1 first: ueq/one test bit 1 of r + 1, as LLVM's LowerF128Compare)
Q_TESTS = {"oeq": (3, 0, "eq"), "eq": (3, 0, "eq"), "une": (3, 0, "ne"), "ne": (3, 0, "ne"),
           "olt": (3, 1, "eq"), "lt": (3, 1, "eq"), "ogt": (3, 2, "eq"), "gt": (3, 2, "eq"),
           "ole": (3, 2, "ult"), "le": (3, 2, "ult"), "oge": (1, 0, "eq"), "ge": (1, 0, "eq"),
           "uno": (3, 3, "eq"), "ord": (3, 3, "ne"), "ult": (1, 1, "eq"),
           "ule": (3, 2, "ne"), "ugt": (3, 1, "ugt"), "uge": (3, 1, "ne"),
           "ueq": (0, 0, "eq"), "one": (0, 0, "ne")}

SOFT_FP_ABI = QuadRoutines(names=Q_NAMES, compare="_Q_cmp", tests=Q_TESTS)
