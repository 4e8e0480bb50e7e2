"""AArch64 processors for `-mcpu`. No feature changes pyllc's AArch64 code (it uses the
Armv8.0-A base instructions: integer, FP and no SIMD beyond scalar moves), so every CPU
maps to no features; the names are the ones llc accepts, so command lines written for
llc work unchanged."""
from __future__ import annotations

FEATURES: dict[str, str] = {}

CPUS: dict[str, tuple[str, ...]] = {name: () for name in (
    "generic", "cortex-a35", "cortex-a53", "cortex-a55", "cortex-a57", "cortex-a72",
    "cortex-a73", "cortex-a75", "cortex-a76", "cortex-a77", "cortex-a78", "cortex-x1",
    "neoverse-n1", "neoverse-n2", "neoverse-v1", "neoverse-v2", "apple-m1", "apple-m2",
    "ampere1", "a64fx", "thunderx2t99",
)}
