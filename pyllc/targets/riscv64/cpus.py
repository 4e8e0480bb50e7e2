"""RISC-V 64 processors for `-mcpu`, and the features `-mattr` understands here.

A CPU's features replace the default set (rv64gc, what clang assumes on Linux); a
function's "target-features" and `-mattr` apply on top, in that order, as llc does.
`generic-rv64` is RV64I with no extension, as in llc (functions compiled by clang carry
"+m,+a,+f,+d,+c" themselves). Sources: SiFive core manuals (U54, U74, S76: RV64GC).
"""
from __future__ import annotations

FEATURES = {
    "m": "'M' (integer multiplication and division)",
    "a": "'A' (atomic instructions)",
    "f": "'F' (single-precision floating point)",
    "d": "'D' (double-precision floating point; implies 'F')",
    "c": "'C' (compressed instructions: 16-bit encodings in objects, compress.py)",
    "zba": "'Zba' (address generation: sh1add ...)",
    "zbb": "'Zbb' (basic bit manipulation: clz, ctz, cpop, min/max ...)",
}

_GC = ("m", "a", "f", "d", "c")

CPUS: dict[str, tuple[str, ...]] = {
    "generic": (),
    "generic-rv64": (),
    "rocket-rv64": (),
    "sifive-s51": ("m", "a", "c"),
    "sifive-u54": _GC,
    "sifive-s54": _GC,
    "sifive-u74": _GC,
    "sifive-s76": _GC,
}
