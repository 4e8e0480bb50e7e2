"""x86-64 processors for `-mcpu`, and the features `-mattr` understands here.

Each CPU maps to the features of KNOWN_FEATURES (lowering.py) it has; they replace the
default feature set (SSE2), and a function's "target-features" and `-mattr` apply on top,
in that order, as llc does. Real CPUs have many more features (AVX, SSE4 ...): only the
ones that change pyllc's code are listed. Sources: the x86-64 psABI micro-architecture
levels (x86-64-v2: POPCNT; v3: LZCNT/ABM, BMI1) and the vendors' manuals.
"""
from __future__ import annotations

FEATURES = {
    "sse": "SSE (always on in x86-64)",
    "sse2": "SSE2 scalar float and double (always on in x86-64)",
    "popcnt": "POPCNT: population count",
    "lzcnt": "LZCNT (ABM): count leading zeros",
    "bmi": "BMI1: TZCNT and friends",
}

_BASE = ("sse", "sse2")
_V2 = (*_BASE, "popcnt")
_V3 = (*_V2, "lzcnt", "bmi")

CPUS: dict[str, tuple[str, ...]] = {
    "generic": _BASE,
    "x86-64": _BASE,
    "x86-64-v2": _V2,
    "x86-64-v3": _V3,
    "x86-64-v4": _V3,
    "core2": _BASE,
    "nehalem": _V2,
    "westmere": _V2,
    "sandybridge": _V2,
    "ivybridge": _V2,
    "haswell": _V3,
    "broadwell": _V3,
    "skylake": _V3,
    "skylake-avx512": _V3,
    "icelake-client": _V3,
    "icelake-server": _V3,
    "alderlake": _V3,
    "btver2": (*_V2, "lzcnt", "bmi"),
    "znver1": _V3,
    "znver2": _V3,
    "znver3": _V3,
    "znver4": _V3,
}
