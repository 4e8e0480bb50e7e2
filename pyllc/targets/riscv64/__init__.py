"""RISC-V 64 (rv64gc, LP64D): `TARGET`, the single object isel/regalloc/codegen consume,
built from the tables of this folder. `with_features` derives the Target for `-mattr`
and for a function's "target-features" attribute (LLVM appends -mattr after the
function's own features, so the command line wins; so do we).
"""
from __future__ import annotations

from pyllc.codegen.mir import MachineInstr

from pyllc.codegen.records import Target, derive_for_features
from pyllc.targets.riscv64 import callconv, encoder, frame, instrs, lowering, registers
from pyllc.targets.riscv64.emulator import EMULATOR
from pyllc.targets.riscv64.patterns import PATTERNS

ASM_INFO = {
    "comment": "#",
    "data_directives": {1: ".byte", 2: ".half", 4: ".word", 8: ".quad"},
    "zero_directive": ".zero",
    "function_p2align": 2,            # no compressed instructions are emitted
    "type_prefix": "@",
    "jump_table_entry": "abs",
}


def _vt_class(features: frozenset[str]) -> dict:
    vts = {"i64": registers.GPR}
    if "f" in features:
        vts["f32"] = registers.FPR32
    if "d" in features:
        vts["f64"] = registers.FPR64
    return vts


_DERIVED: dict[tuple[frozenset[str], str], Target] = {}


def _invert_branch(mi, target_block):
    """The branch with the opposite condition to `target_block`, or None."""
    inverse = instrs.INVERSE_BRANCH.get(mi.instr)
    if inverse is None:
        return None
    return MachineInstr(inverse, [mi.ops[0], mi.ops[1], target_block])


def _hooks(suffix: str) -> dict:
    h = {
        "lower_vastart": lowering.lower_vastart,
        "lower_vaarg": lowering.lower_vaarg,
        "lower_vacopy": lowering.lower_vacopy,
        "lower_vaend": lowering.lower_vaend,
        "lower_ConstantFP": lowering.lower_ConstantFP,
        "rv_i128_pair": lowering.rv_i128_pair,
        "copy_phys": lowering.copy_phys,
        "store_to_slot": lowering.store_to_slot,
        "load_from_slot": lowering.load_from_slot,
        "format_sym": lowering.format_sym,
        "expand_isel_pseudos": lowering.expand_isel_pseudos,
        "invert_branch": _invert_branch,
    }
    h["with_features"] = lambda spec: with_features(spec, suffix)
    return h


def _make(features: frozenset[str], suffix: str) -> Target:
    return Target(
        name="riscv64",
        triples=("riscv64",),
        default_triple="riscv64-unknown-linux-gnu",
        big_endian=False,
        pointer_vt="i64",
        registers=(*registers.X, *registers.F),
        reg_classes=registers.REG_CLASSES,
        vt_class=_vt_class(features),
        instrs=instrs.INSTRS,
        patterns=PATTERNS,
        callconv=callconv.LP64D,
        actions=lowering.actions_for(features),
        hooks=_hooks(suffix),
        frame=frame,
        stack_pointer=registers.SP,
        frame_pointer=registers.FP,
        reserved=registers.RESERVED,
        scratch=registers.SCRATCH_REGS,
        asm_info=ASM_INFO,
        encoder=encoder,
        features=features,
        emulator=EMULATOR,
    )


def with_features(spec: str, suffix: str = "") -> Target:
    """The Target for a feature string such as "+m,+a,-c" or "-m": applied to rv64gc,
    then `suffix` (the -mattr string this target was itself derived with) on top."""
    return derive_for_features(_DERIVED, spec, suffix, lowering.parse_features, _make)


TARGET = _make(lowering.DEFAULT_FEATURES, "")
