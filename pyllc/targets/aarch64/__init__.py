"""AArch64 (AAPCS64, Linux): `TARGET`, the single object isel/regalloc/codegen consume,
built from the tables of this folder. Machine code comes from Keystone, fed instruction
text only, through encoder.py. No `-mattr` feature changes code generation here."""
from __future__ import annotations

from pyllc.codegen.target import Target
from pyllc.targets.aarch64 import (
    callconv,
    cpus,
    frame,
    inline_asm,
    instrs,
    lowering,
    registers,
    relocs,
)
from pyllc.targets.aarch64.emulator import EMULATOR
from pyllc.targets.aarch64.encoder import ENCODER
from pyllc.targets.aarch64.patterns import PATTERNS

TRIPLES = ("aarch64", "arm64")
DEFAULT_TRIPLE = "aarch64-unknown-linux-gnu"
DATALAYOUT = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"

ASM_INFO = {
    "comment": "//",
    "data_directives": {1: ".byte", 2: ".hword", 4: ".word", 8: ".xword"},
    "zero_directive": ".zero",
    "function_p2align": 2,
    "type_prefix": "%",
    "jump_table_entry": "abs",
    "nop": (0xD503201F).to_bytes(4, "little"),
}

TARGET = Target(
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
    patterns=PATTERNS,
    callconv=callconv.AAPCS64,
    actions=lowering.ACTIONS,
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
    emulator=EMULATOR,
    inline_asm=inline_asm.INLINE_ASM,
    cpus=cpus.CPUS,
    feature_help=cpus.FEATURES,
)
