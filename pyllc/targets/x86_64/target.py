"""x86-64 (SysV AMD64, SSE2): `TARGET`, the single object isel/regalloc/codegen consume,
built from the tables of this folder. `with_features` derives the Target for `-mattr`
and a function's "target-features" (`+popcnt`, `+lzcnt`, `+bmi`; the rest is ignored).

Machine code comes from Keystone through `encoder.py` (AT&T text with hex numbers).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.target import Target, derive_for_features
from pyllc.targets.x86_64 import (
    DATALAYOUT,
    DEFAULT_TRIPLE,
    TRIPLES,
    callconv,
    cpus,
    frame,
    inline_asm,
    instrs,
    lowering,
    registers,
    relocs,
    tls,
    x87,
)
from pyllc.targets.x86_64.encoder import ENCODER
from pyllc.targets.x86_64.patterns import PATTERNS
from pyllc.targets.x86_64.vector_patterns import PATTERNS as VECTOR_PATTERNS
from pyllc.targets.x86_64.vector_patterns import VECTOR_OPS
from pyllc.targets.x86_64.zext_free import PATTERNS as ZEXT_FREE_PATTERNS


def _emulator() -> dict[str, Any]:
    """The Unicorn-side description of the target (emulator.py). A documented lazy
    import: it loads Unicorn (and Capstone), which only pylli needs, so a compile does
    not pay for them at start-up."""
    from pyllc.targets.x86_64.emulator import EMULATOR
    return EMULATOR


ASM_INFO = {
    "comment": "#",
    "intel_directive": ".intel_syntax noprefix",     # with -x86-asm-syntax=intel
    "data_directives": {1: ".byte", 2: ".short", 4: ".long", 8: ".quad"},
    "zero_directive": ".zero",
    "function_p2align": 4,
    "type_prefix": "@",
    "jump_table_entry": "abs",
    "pic_jump_table_entry": "rel32",         # PIC: `.LBB - .LJTI`, no load-time relocation
    "nop": b"\x90",
    "syntax": "att",
    "dwarf_cie": frame.DWARF_CIE,       # call frame facts (codegen/cfi.py)
}
MC_INFO = lowering.X86MCInfo(ENCODER, relocs.RELOCATIONS)

# derived Targets per base feature set (the default one, or a CPU's), then per features
_DERIVED: dict[frozenset[str], dict[tuple[frozenset[str], str], Target]] = {}


def _make(features: frozenset[str], suffix: str,
          base: frozenset[str] = lowering.DEFAULT_FEATURES) -> Target:
    return Target(
        name="x86_64",
        triples=TRIPLES,
        default_triple=DEFAULT_TRIPLE,
        datalayout=DATALAYOUT,
        big_endian=False,
        pointer_vt="i64",
        registers=(*registers.GPR, *registers.XMM, registers.EFLAGS, *x87.ST_REGS),
        reg_classes=registers.REG_CLASSES,
        vt_class=registers.VT_CLASS,
        instrs=instrs.INSTRS,
        patterns=[*PATTERNS, *ZEXT_FREE_PATTERNS, *x87.PATTERNS, *VECTOR_PATTERNS],
        shift_amount_modulo=True,
        vector_ops=VECTOR_OPS,
        misaligned_access=True,
        post_increment=True,
        callconv=callconv.SYSV,
        actions=lowering.actions_for(features),
        instr_info=lowering.INSTR_INFO,
        frame_lowering=frame.FRAME_LOWERING,
        lowering=lowering.LOWERING,
        mc=MC_INFO,
        stack_pointer=registers.RSP,
        frame_pointer=registers.RBP,
        reserved=registers.RESERVED,
        scratch=registers.SCRATCH_REGS,
        asm_info=ASM_INFO,
        features=features,
        soft_fp_vts=frozenset({"f128"}),
        relocation_models=("static", "pic"),
        code_models=("small", "medium", "large"),
        got_code_models=("medium",),
        tls_models=tls.MODELS,
        tls_local_dynamic=True,
        half_args="fp",
        half_libcalls="fp",
        load_emulator=_emulator,
        derive=lambda spec: with_features(spec, suffix, base),
        inline_asm=inline_asm.INLINE_ASM,
        cpus=cpus.CPUS,
        feature_help=cpus.FEATURES,
        rebase=lambda feats: with_features("", "", feats),
    )


def with_features(spec: str, suffix: str = "",
                  base: frozenset[str] = lowering.DEFAULT_FEATURES) -> Target:
    """The Target for a feature string such as "+popcnt,+lzcnt" applied to the
    default (SSE2), then `suffix` (the -mattr this target was derived with) on top."""
    return derive_for_features(_DERIVED.setdefault(base, {}), spec, suffix,
                               lambda s: lowering.parse_features(s, base),
                               lambda feats, sfx: _make(feats, sfx, base))


TARGET = _make(lowering.DEFAULT_FEATURES, "")
