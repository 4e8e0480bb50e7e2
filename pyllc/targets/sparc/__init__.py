"""SPARC V8 (32-bit, big-endian, `sparc-unknown-linux-gnu`): `TARGET`, the single object
isel/regalloc/codegen consume, built from the tables of this folder. Keystone encodes
(SPARC32 | big-endian); register windows are emulated by emulator.py."""
from __future__ import annotations

from pyllc.codegen.target import Target
from pyllc.targets.sparc import (
    callconv,
    cpus,
    encoder,
    frame,
    inline_asm,
    instrs,
    lowering,
    registers,
    relocs,
)
from pyllc.targets.sparc.emulator import EMULATOR
from pyllc.targets.sparc.patterns import PATTERNS

TRIPLES = ("sparc", "sparcv8")
DEFAULT_TRIPLE = "sparc-unknown-linux-gnu"
DATALAYOUT = "E-m:e-p:32:32-i64:64-f128:64-n32-S64"

ASM_INFO = {
    "comment": "!",
    "data_directives": {1: ".byte", 2: ".half", 4: ".word", 8: ".xword"},
    "zero_directive": ".zero",
    "function_p2align": 2,
    "type_prefix": "#",
    "jump_table_entry": "abs",
    "nop": (0x01000000).to_bytes(4, "big"),
}

TARGET = Target(
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
    patterns=PATTERNS,
    callconv=callconv.SPARC32,
    actions=lowering.ACTIONS,
    instr_info=lowering.INSTR_INFO,
    frame_lowering=frame.FRAME_LOWERING,
    lowering=lowering.LOWERING,
    mc=lowering.SparcMCInfo(encoder.ENCODER, relocs.RELOCATIONS),
    stack_pointer=registers.SP,
    frame_pointer=registers.FP,
    reserved=registers.RESERVED,
    scratch=registers.SCRATCH_REGS,
    asm_info=ASM_INFO,
    emulator=EMULATOR,
    inline_asm=inline_asm.INLINE_ASM,
    cpus=cpus.CPUS,
    feature_help=cpus.FEATURES,
)
