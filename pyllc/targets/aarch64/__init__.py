"""AArch64 (AAPCS64, Linux): `TARGET`, the single object isel/regalloc/codegen consume,
built from the tables of this folder. Machine code comes from Keystone, fed instruction
text only, through encoder.py (see there why not the generic KeystoneEncoder)."""
from __future__ import annotations

from keystone import KS_ARCH_ARM64, KS_MODE_LITTLE_ENDIAN

from pyllc.codegen.records import Target
from pyllc.targets.aarch64 import callconv, frame, instrs, lowering, registers
from pyllc.targets.aarch64.emulator import EMULATOR
from pyllc.targets.aarch64.encoder import ENCODER
from pyllc.targets.aarch64.patterns import PATTERNS

ASM_INFO = {
    "comment": "//",
    "data_directives": {1: ".byte", 2: ".hword", 4: ".word", 8: ".xword"},
    "zero_directive": ".zero",
    "function_p2align": 2,
    "type_prefix": "%",
    "jump_table_entry": "abs",
    "nop": (0xD503201F).to_bytes(4, "little"),
    "keystone": (KS_ARCH_ARM64, KS_MODE_LITTLE_ENDIAN),
}

HOOKS = {
    "lower_vastart": lowering.lower_vastart,
    "lower_vacopy": lowering.lower_vacopy,
    "lower_vaend": lowering.lower_vaend,
    "lower_varargs_formals": lowering.lower_varargs_formals,
    "a64_i128_pair": lowering.a64_i128_pair,
    "copy_phys": lowering.copy_phys,
    "store_to_slot": lowering.store_to_slot,
    "load_from_slot": lowering.load_from_slot,
    "format_sym": lowering.format_sym,
    "keystone_format_sym": lowering.keystone_format_sym,
    "keystone_fixups": lowering.keystone_fixups,
    "expand_isel_pseudos": lowering.expand_isel_pseudos,
    "with_features": lambda spec: TARGET,      # no AArch64 features change codegen here
}

TARGET = Target(
    name="aarch64",
    triples=("aarch64", "arm64"),
    default_triple="aarch64-unknown-linux-gnu",
    big_endian=False,
    pointer_vt="i64",
    registers=(*registers.X, registers.SP, registers.XZR, *registers.V, registers.NZCV),
    reg_classes=registers.REG_CLASSES,
    vt_class=registers.VT_CLASS,
    instrs=instrs.INSTRS,
    patterns=PATTERNS,
    callconv=callconv.AAPCS64,
    actions=lowering.ACTIONS,
    hooks=HOOKS,
    frame=frame,
    stack_pointer=registers.SP,
    frame_pointer=registers.FP,
    reserved=registers.RESERVED,
    scratch=registers.SCRATCH_REGS,
    asm_info=ASM_INFO,
    encoder=ENCODER,
    features=frozenset(),
    emulator=EMULATOR,
)
