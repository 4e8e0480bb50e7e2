"""SPARC V8 (32-bit, big-endian, `sparc-unknown-linux-gnu`): `TARGET`, the single object
isel/regalloc/codegen consume, built from the tables of this folder. Keystone encodes
(SPARC32 | big-endian); register windows are emulated by emulator.py."""
from __future__ import annotations

from keystone import KS_ARCH_SPARC, KS_MODE_BIG_ENDIAN, KS_MODE_SPARC32

from pyllc.codegen.records import Target
from pyllc.targets.sparc import callconv, delayslots, encoder, frame, instrs, lowering, registers
from pyllc.targets.sparc.emulator import EMULATOR
from pyllc.targets.sparc.patterns import PATTERNS

ASM_INFO = {
    "comment": "!",
    "data_directives": {1: ".byte", 2: ".half", 4: ".word", 8: ".xword"},
    "zero_directive": ".zero",
    "function_p2align": 2,
    "type_prefix": "#",
    "jump_table_entry": "abs",
    "keystone": (KS_ARCH_SPARC, KS_MODE_SPARC32 | KS_MODE_BIG_ENDIAN),
    "nop": (0x01000000).to_bytes(4, "big"),
}

HOOKS = {
    "lower_dynamic_stackalloc": lowering.lower_dynamic_stackalloc,
    "lower_stacksave": lowering.lower_stacksave,
    "lower_stackrestore": lowering.lower_stackrestore,
    "lower_vastart": lowering.lower_vastart,
    "lower_vaarg": lowering.lower_vaarg,
    "lower_vacopy": lowering.lower_vacopy,
    "lower_vaend": lowering.lower_vaend,
    "to_caller_window": lowering.to_caller_window,
    "sparc_sret": lowering.sparc_sret,
    "copy_phys": lowering.copy_phys,
    "store_to_slot": lowering.store_to_slot,
    "load_from_slot": lowering.load_from_slot,
    "format_sym": lowering.format_sym,
    "keystone_format_sym": lowering.keystone_format_sym,
    "keystone_fixups": lowering.keystone_fixups,
    "expand_isel_pseudos": lowering.expand_isel_pseudos,
    "invert_branch": lowering.invert_branch,
    "post_ra": delayslots.fill_delay_slots,
}

TARGET = Target(
    name="sparc",
    triples=("sparc",),
    default_triple="sparc-unknown-linux-gnu",
    big_endian=True,
    pointer_vt="i32",
    registers=(*registers.GPRS, *registers.F, *registers.D),
    reg_classes=registers.REG_CLASSES,
    vt_class=registers.VT_CLASS,
    instrs=instrs.INSTRS,
    patterns=PATTERNS,
    callconv=callconv.SPARC32,
    actions=lowering.ACTIONS,
    hooks=HOOKS,
    frame=frame,
    stack_pointer=registers.SP,
    frame_pointer=registers.FP,
    reserved=registers.RESERVED,
    scratch=registers.SCRATCH_REGS,
    asm_info=ASM_INFO,
    encoder=encoder,
    emulator=EMULATOR,
)
