"""AArch64 (AAPCS64, Linux): `TARGET`, the single object isel/regalloc/codegen consume,
built from the tables of this folder. Machine code comes from Keystone, fed instruction
text only, through encoder.py. No `-mattr` feature changes code generation here."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.target import Target
from pyllc.targets.aarch64 import (
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
)
from pyllc.targets.aarch64.cond_arith import PATTERNS as COND_ARITH_PATTERNS
from pyllc.targets.aarch64.encoder import ENCODER
from pyllc.targets.aarch64.patterns import PATTERNS
from pyllc.targets.aarch64.vector_patterns import PATTERNS as VECTOR_PATTERNS
from pyllc.targets.aarch64.vector_patterns import VECTOR_ACTIONS, VECTOR_OPS


def _emulator() -> dict[str, Any]:
    """The Unicorn-side description of the target (emulator.py). A documented lazy
    import: it loads Unicorn (and Capstone), which only pylli needs, so a compile does
    not pay for them at start-up."""
    from pyllc.targets.aarch64.emulator import EMULATOR
    return EMULATOR


ASM_INFO = {
    "comment": "//",
    "data_directives": {1: ".byte", 2: ".hword", 4: ".word", 8: ".xword"},
    "zero_directive": ".zero",
    "function_p2align": 2,
    "type_prefix": "%",
    "jump_table_entry": "abs",
    "pic_jump_table_entry": "rel32",         # PIC: `.LBB - .LJTI`, no load-time relocation
    "nop": (0xD503201F).to_bytes(4, "little"),
    "dwarf_cie": frame.DWARF_CIE,       # call frame facts (codegen/cfi.py)
}

TARGET = Target(
    relocation_models=("static", "pic"),
    code_models=("small", "large"),
    got_code_models=("large",),
    tls_models=tls.MODELS,
    name="aarch64",
    triples=TRIPLES,
    default_triple=DEFAULT_TRIPLE,
    datalayout=DATALAYOUT,
    big_endian=False,
    pointer_vt="i64",
    registers=(*registers.X, registers.SP, registers.XZR, *registers.V, registers.NZCV),
    reg_classes=registers.REG_CLASSES,
    vt_class=registers.VT_CLASS,
    instrs=instrs.INSTRS,
    patterns=[*PATTERNS, *COND_ARITH_PATTERNS, *VECTOR_PATTERNS],
    shift_amount_modulo=True,
    vector_ops=VECTOR_OPS,
    misaligned_access=True,
    callconv=callconv.AAPCS64,
    actions={**lowering.ACTIONS, **VECTOR_ACTIONS},
    instr_info=lowering.INSTR_INFO,
    frame_lowering=frame.FRAME_LOWERING,
    lowering=lowering.LOWERING,
    mc=lowering.A64MCInfo(ENCODER, relocs.RELOCATIONS),
    stack_pointer=registers.SP,
    frame_pointer=registers.FP,
    reserved=registers.RESERVED,
    scratch=registers.SCRATCH_REGS,
    asm_info=ASM_INFO,
    features=frozenset(),
    soft_fp_vts=frozenset({"f128"}),
    half_args="fp",
    half_libcalls="fp",
    load_emulator=_emulator,
    inline_asm=inline_asm.INLINE_ASM,
    cpus=cpus.CPUS,
    feature_help=cpus.FEATURES,
)
