"""RISC-V 64 (rv64gc, LP64D): `TARGET`, the single object isel/regalloc/codegen consume,
built from the tables of this folder. `with_features` derives the Target for `-mattr`
and for a function's "target-features" attribute (LLVM appends -mattr after the
function's own features, so the command line wins; so do we).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.target import Target, derive_for_features
from pyllc.targets.riscv64 import (
    DATALAYOUT,
    DEFAULT_TRIPLE,
    TRIPLES,
    callconv,
    cpus,
    encoder,
    frame,
    inline_asm,
    instrs,
    lowering,
    registers,
    relocs,
    tls,
)
from pyllc.targets.riscv64.patterns import PATTERNS


def _emulator() -> dict[str, Any]:
    """The Unicorn-side description of the target (emulator.py). A documented lazy
    import: it loads Unicorn (and Capstone), which only pylli needs, so a compile does
    not pay for them at start-up."""
    from pyllc.targets.riscv64.emulator import EMULATOR
    return EMULATOR


ASM_INFO = {
    "comment": "#",
    "data_directives": {1: ".byte", 2: ".half", 4: ".word", 8: ".quad"},
    "zero_directive": ".zero",
    "function_p2align": 2,            # no compressed instructions are emitted
    "type_prefix": "@",
    "jump_table_entry": "abs",
    "pic_jump_table_entry": "rel32",         # PIC: `.LBB - .LJTI`, no load-time relocation
    # a difference of labels in data, as GNU as writes it (kept right by linker relaxation)
    "label_difference_relocs": {4: ("R_RISCV_ADD32", "R_RISCV_SUB32")},
    "pic_directive": ".option pic",           # `la` loads from the GOT
    "nop": (0x00000013).to_bytes(4, "little"),     # addi x0, x0, 0
    "dwarf_cie": frame.DWARF_CIE,       # call frame facts (codegen/cfi.py)
    # .eh_frame code ranges as GNU as writes them for relaxable code (mc/dwarf_frame.py)
    "eh_frame_range_relocs": ("R_RISCV_ADD32", "R_RISCV_SUB32"),
}
MC_INFO = lowering.RV64MCInfo(encoder.ENCODER, relocs.RELOCATIONS)


def _vt_class(features: frozenset[str]) -> dict:
    vts = {"i64": registers.GPR}
    if "f" in features:
        vts["f32"] = registers.FPR32
    if "d" in features:
        vts["f64"] = registers.FPR64
    return vts


# derived Targets per base feature set (the default one, or a CPU's), then per features
_DERIVED: dict[frozenset[str], dict[tuple[frozenset[str], str], Target]] = {}


def _make(features: frozenset[str], suffix: str,
          base: frozenset[str] = lowering.DEFAULT_FEATURES) -> Target:
    return Target(
        name="riscv64",
        triples=TRIPLES,
        default_triple=DEFAULT_TRIPLE,
        datalayout=DATALAYOUT,
        big_endian=False,
        pointer_vt="i64",
        registers=(*registers.X, *registers.F),
        reg_classes=registers.REG_CLASSES,
        vt_class=_vt_class(features),
        instrs=instrs.INSTRS,
        patterns=PATTERNS,
        callconv=callconv.LP64D,
        actions=lowering.actions_for(features),
        instr_info=lowering.INSTR_INFO,
        frame_lowering=frame.FRAME_LOWERING,
        lowering=lowering.LOWERING,
        mc=MC_INFO,
        stack_pointer=registers.SP,
        frame_pointer=registers.FP,
        reserved=registers.RESERVED,
        scratch=registers.SCRATCH_REGS,
        asm_info=ASM_INFO,
        features=features,
        half_args="fp",
    half_libcalls="int",
    load_emulator=_emulator,
        derive=lambda spec: with_features(spec, suffix, base),
        inline_asm=inline_asm.INLINE_ASM,
        cpus=cpus.CPUS,
        feature_help=cpus.FEATURES,
        rebase=lambda feats: with_features("", "", feats),
        # globals are addressed pc-relative (auipc), which is what medany (medium)
        # requires and works wherever medlow (small) does
        code_models=("small", "medium"),
        pic_code_models=("medium",),
        relocation_models=("static", "pic"),
        tls_models=tls.MODELS,
    )


def with_features(spec: str, suffix: str = "",
                  base: frozenset[str] = lowering.DEFAULT_FEATURES) -> Target:
    """The Target for a feature string such as "+m,+a,-c" or "-m": applied to rv64gc,
    then `suffix` (the -mattr string this target was itself derived with) on top."""
    return derive_for_features(_DERIVED.setdefault(base, {}), spec, suffix,
                               lambda s: lowering.parse_features(s, base),
                               lambda feats, sfx: _make(feats, sfx, base))


TARGET = _make(lowering.DEFAULT_FEATURES, "")
