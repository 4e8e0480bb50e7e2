"""SPARC V8 (32-bit, big-endian, `sparc-unknown-linux-gnu`): `TARGET`, the single object
isel/regalloc/codegen consume, built from the tables of this folder. Keystone encodes
(SPARC32 | big-endian); register windows are emulated by emulator.py."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.target import Target
from pyllc.targets.sparc import (
    DATALAYOUT,
    DEFAULT_TRIPLE,
    TRIPLES,
    callconv,
    carry,
    cpus,
    encoder,
    fneg_double,
    frame,
    inline_asm,
    instrs,
    lowering,
    registers,
    relocs,
    tls,
)
from pyllc.targets.sparc.patterns import PATTERNS
from pyllc.targets.sparc.soft_fp import SOFT_FP_ABI


def _emulator() -> dict[str, Any]:
    """The Unicorn-side description of the target (emulator.py). A documented lazy
    import: it loads Unicorn (and Capstone), which only pylli needs, so a compile does
    not pay for them at start-up."""
    from pyllc.targets.sparc.emulator import EMULATOR
    return EMULATOR


ASM_INFO = {
    "comment": "!",
    "data_directives": {1: ".byte", 2: ".half", 4: ".word", 8: ".xword"},
    "zero_directive": ".zero",
    "function_p2align": 2,
    "type_prefix": "#",
    "jump_table_entry": "abs",
    "pic_jump_table_entry": "none",          # PIC: compare trees (llc makes no SPARC jump tables)
    "pic_local_aliases": False,               # PIC: every symbol through the GOT, as llc
    "nop": (0x01000000).to_bytes(4, "big"),
    "dwarf_cie": frame.DWARF_CIE,       # call frame facts (codegen/cfi.py)
    "cfi_reg_prefix": "%r",             # `.cfi_register %r15, %r31`
    "unaligned_data_relocs": {4: "R_SPARC_UA32"},   # DWARF fields are unaligned
}

TARGET = Target(
    relocation_models=("static", "pic"),
    tls_models=tls.MODELS,
    name="sparc",
    triples=TRIPLES,
    default_triple=DEFAULT_TRIPLE,
    datalayout=DATALAYOUT,
    big_endian=True,
    pointer_vt="i32",
    registers=(*registers.GPRS, *registers.F, *registers.D),
    reg_classes=registers.REG_CLASSES,
    vt_class=registers.VT_CLASS,
    instrs=instrs.INSTRS,
    patterns=[*PATTERNS, *tls.PATTERNS, *carry.PATTERNS, *fneg_double.PATTERNS],
    shift_amount_modulo=True,
    callconv=callconv.SPARC32,
    actions={**lowering.ACTIONS, **carry.ACTIONS},
    instr_info=lowering.INSTR_INFO,
    frame_lowering=frame.FRAME_LOWERING,
    lowering=lowering.LOWERING,
    mc=lowering.SparcMCInfo(encoder.ENCODER, relocs.RELOCATIONS),
    stack_pointer=registers.SP,
    frame_pointer=registers.FP,
    reserved=registers.RESERVED,
    scratch=registers.SCRATCH_REGS,
    asm_info=ASM_INFO,
    soft_fp_abi=SOFT_FP_ABI,
    load_emulator=_emulator,
    inline_asm=inline_asm.INLINE_ASM,
    cpus=cpus.CPUS,
    feature_help=cpus.FEATURES,
)
