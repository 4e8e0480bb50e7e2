"""SPARC V8 processors for `-mcpu`. pyllc emits the SPARC V8 base instruction set
(with integer multiply/divide) for every CPU, so each maps to no features; the names are
llc's. V7 is left out (it has no integer multiply), and so are the V9-only CPUs (v9,
ultrasparc, niagara): their extra instructions would not be used by this 32-bit target."""
from __future__ import annotations

FEATURES: dict[str, str] = {}

CPUS: dict[str, tuple[str, ...]] = {name: () for name in (
    "generic", "v8", "supersparc", "hypersparc", "sparclite", "leon2", "leon3",
    "leon4", "at697e", "at697f", "gr712rc", "gr740", "ut699",
)}
