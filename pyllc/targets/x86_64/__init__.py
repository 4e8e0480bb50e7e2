"""x86-64 (SysV AMD64, SSE2): `TARGET`, the single object isel/regalloc/codegen consume,
built from the tables of this folder. `with_features` derives the Target for `-mattr`
and a function's "target-features" (`+popcnt`, `+lzcnt`, `+bmi`; the rest is ignored).

Machine code comes from Keystone through `encoder.py` (AT&T text with hex numbers:
see that module for why the generic Keystone encoder is not used).
"""
from __future__ import annotations

from keystone import KS_ARCH_X86, KS_MODE_64, KS_OPT_SYNTAX_ATT

from pyllc.codegen.records import Target, derive_for_features
from pyllc.targets.x86_64 import callconv, frame, instrs, intel, lowering, registers
from pyllc.targets.x86_64.emulator import EMULATOR
from pyllc.targets.x86_64.encoder import ENCODER
from pyllc.targets.x86_64.patterns import PATTERNS

ASM_INFO = {
    "comment": "#",
    "intel_directive": ".intel_syntax noprefix",     # with -x86-asm-syntax=intel
    "data_directives": {1: ".byte", 2: ".short", 4: ".long", 8: ".quad"},
    "zero_directive": ".zero",
    "function_p2align": 4,
    "type_prefix": "@",
    "jump_table_entry": "abs",
    "nop": b"\x90",
    "keystone": (KS_ARCH_X86, KS_MODE_64, KS_OPT_SYNTAX_ATT),
    "syntax": "att",
}

_DERIVED: dict[tuple[frozenset[str], str], Target] = {}


def _hooks(suffix: str) -> dict:
    h = {
        "lower_vastart": lowering.lower_vastart,
        "lower_vaarg": lowering.lower_vaarg,
        "lower_vacopy": lowering.lower_vacopy,
        "lower_varargs_formals": lowering.lower_varargs_formals,
        "copy_phys": lowering.copy_phys,
        "store_to_slot": lowering.store_to_slot,
        "load_from_slot": lowering.load_from_slot,
        "format_sym": lowering.format_sym,
        # `-x86-asm-syntax=intel`: the Intel template of a record (intel.py); the asm
        # printer does not consult it yet (see the x86-64 issue report)
        "asm_template_intel": intel.intel_asm,
    }
    h["with_features"] = lambda spec: with_features(spec, suffix)
    return h


def _make(features: frozenset[str], suffix: str) -> Target:
    return Target(
        name="x86_64",
        triples=("x86_64", "x86-64"),
        default_triple="x86_64-unknown-linux-gnu",
        big_endian=False,
        pointer_vt="i64",
        registers=(*registers.GPR, *registers.XMM, registers.EFLAGS),
        reg_classes=registers.REG_CLASSES,
        vt_class=registers.VT_CLASS,
        instrs=instrs.INSTRS,
        patterns=PATTERNS,
        callconv=callconv.SYSV,
        actions=lowering.actions_for(features),
        hooks=_hooks(suffix),
        frame=frame,
        stack_pointer=registers.RSP,
        frame_pointer=registers.RBP,
        reserved=registers.RESERVED,
        scratch=registers.SCRATCH_REGS,
        asm_info=ASM_INFO,
        encoder=ENCODER,
        features=features,
        emulator=EMULATOR,
    )


def with_features(spec: str, suffix: str = "") -> Target:
    """The Target for a feature string such as "+popcnt,+lzcnt" applied to the
    default (SSE2), then `suffix` (the -mattr this target was derived with) on top."""
    return derive_for_features(_DERIVED, spec, suffix, lowering.parse_features, _make)


TARGET = _make(lowering.DEFAULT_FEATURES, "")
