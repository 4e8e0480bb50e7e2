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
    "function_p2align": 2,            # 1 with the C extension (_asm_info)
    "type_prefix": "@",
    "jump_table_entry": "abs",
    "pic_jump_table_entry": "rel32",         # PIC: `.LBB - .LJTI`, no load-time relocation
    # a difference of labels in data, as GNU as writes it (kept right by linker relaxation)
    "label_difference_relocs": {4: ("R_RISCV_ADD32", "R_RISCV_SUB32")},
    "pic_directive": ".option pic",           # `la` loads from the GOT
    "nop": (0x00000013).to_bytes(4, "little"),     # addi x0, x0, 0
    # padding: a 2-byte remainder is one c.nop first, then nops (as GNU as and LLVM pad);
    # code without C is 4-byte aligned throughout, so its padding never needs the c.nop
    "nops": ((0x00000013).to_bytes(4, "little"), (0x0001).to_bytes(2, "little")),
    "dwarf_cie": frame.DWARF_CIE,       # call frame facts (codegen/cfi.py)
    # .eh_frame code ranges as GNU as writes them for relaxable code (mc/dwarf_frame.py)
    "eh_frame_range_relocs": ("R_RISCV_ADD32", "R_RISCV_SUB32"),
}
MC_INFO = lowering.RV64MCInfo(encoder.ENCODER, relocs.RELOCATIONS)
MC_INFO_C = lowering.RV64MCInfo(encoder.COMPRESSING_ENCODER, relocs.RELOCATIONS)
EF_RISCV_RVC = 0x0001           # psABI "File Header": the object contains C instructions

# `.attribute arch` versions as llc-16 writes them (GNU as reads the ISA from it)
_ARCH_VERSIONS = (("m", "m2p0"), ("a", "a2p0"), ("f", "f2p0"), ("d", "d2p0"), ("c", "c2p0"),
                  ("zba", "zba1p0"), ("zbb", "zbb1p0"))


def arch_string(features: frozenset[str]) -> str:
    """The ISA string of `.attribute 5` (Tag_RISCV_arch): "rv64i2p0_m2p0_..._c2p0"."""
    return "_".join(["rv64i2p0", *(v for f, v in _ARCH_VERSIONS if f in features)])


def _asm_info(features: frozenset[str]) -> dict[str, Any]:
    """ASM_INFO for a feature set: with C, functions are 2-byte aligned (llc's
    `.p2align 1`), the object carries EF_RISCV_RVC, and the printer writes
    `.option rvc`/`.option norvc` before a function whose C differs from the module's."""
    rvc = "c" in features
    return {**ASM_INFO,
            "function_p2align": 1 if rvc else 2,
            # Tag_RISCV_stack_align (4) = 16 bytes, Tag_RISCV_arch (5)
            "module_directives": ((".attribute", "4, 16"),
                                  (".attribute", f'5, "{arch_string(features)}"')),
            "function_mode": ".option rvc" if rvc else ".option norvc",
            "elf_flags": EF_RISCV_RVC if rvc else 0}


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
        shift_amount_modulo=True,
        callconv=callconv.LP64D,
        actions=lowering.actions_for(features),
        instr_info=lowering.INSTR_INFO,
        frame_lowering=frame.FRAME_LOWERING,
        lowering=lowering.LOWERING,
        mc=MC_INFO_C if "c" in features else MC_INFO,
        stack_pointer=registers.SP,
        frame_pointer=registers.FP,
        reserved=registers.RESERVED,
        scratch=registers.SCRATCH_REGS,
        asm_info=_asm_info(features),
        features=features,
        half_args="fp",
    half_libcalls="int",
    load_emulator=_emulator,
        derive=lambda spec: with_features(spec, suffix, base),
        inline_asm=inline_asm.INLINE_ASM,
        cpus=cpus.CPUS,
        feature_help=cpus.FEATURES,
        rebase=lambda feats: with_features("", "", feats),
        # small (medlow, llc's default): lui %hi / %lo, the image in the low 2 GiB
        # (medlow.py); medium (medany) and PIC: pc-relative auipc pairs
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
