"""Small `Target`s for unit tests of generic code (STYLE.md E.5: a toy target, so a
bug in the matcher or the allocator is not chased through a real ISA's tables).

`toy_target(...)` fills every component of the target interface with the generic
defaults; a test passes only what it exercises: custom DAG lowering (`custom`), move and
spill instructions (`moves`), an encoder and relocations for MC tests.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pyllc.codegen.mir import FrameIndex, MachineFunction, MachineInstr
from pyllc.codegen.records import CallingConv, Instr, Reg, RegClass
from pyllc.codegen.target import (
    CustomLowering,
    FrameLowering,
    InstrInfo,
    MCInfo,
    RelocationInfo,
    Target,
    TargetLowering,
)


class ToyInstrInfo(InstrInfo):
    """Moves and spills with the instructions a test gives: `move(dst, src)`,
    `store(reg, FrameIndex)`, `load(reg, FrameIndex)`; `expand` runs after selection."""

    def __init__(self, move: Instr | None = None, store: Instr | None = None,
                 load: Instr | None = None,
                 expand: Callable[[MachineFunction], None] | None = None) -> None:
        super().__init__({}, ())
        self.move, self.store, self.load, self.expand = move, store, load, expand

    def copy_phys(self, dst: Reg, src: Reg) -> list[MachineInstr]:
        assert self.move is not None, "this toy target has no move instruction"
        return [MachineInstr(self.move, [dst, src])]

    def store_to_slot(self, mf: MachineFunction, reg: Any, fi: int,
                      cls: RegClass | None = None) -> list[MachineInstr]:
        assert self.store is not None, "this toy target has no spill instruction"
        return [MachineInstr(self.store, [reg, FrameIndex(fi)])]

    def load_from_slot(self, mf: MachineFunction, reg: Any, fi: int,
                       cls: RegClass | None = None) -> list[MachineInstr]:
        assert self.load is not None, "this toy target has no reload instruction"
        return [MachineInstr(self.load, [reg, FrameIndex(fi)])]

    def expand_isel_pseudos(self, mf: MachineFunction) -> None:
        if self.expand is not None:
            self.expand(mf)


class _NoEncoder:
    def encode(self, mi: Any, pc: int, labels: Any, pcrel_label: Any) -> tuple[bytes, list[Any]]:
        raise AssertionError("this toy target has no encoder")

    def size(self, mi: Any) -> int:
        return mi.instr.size


def toy_relocations(name: str, data: Mapping[int, str] | None = None,
                    data_pcrel: Mapping[int, str] | None = None) -> RelocationInfo:
    def apply(*args: Any) -> None:
        raise AssertionError("this toy target links nothing")
    return RelocationInfo(arch=name, machine=0, numbers={}, data=dict(data or {}),
                          data_pcrel=dict(data_pcrel or {}), apply=apply)


def toy_target(name: str, *, pointer_vt: str, registers: Sequence[Reg],
               reg_classes: Mapping[str, RegClass], vt_class: Mapping[str, RegClass],
               callconv: CallingConv, stack_pointer: Reg, big_endian: bool = False,
               instrs: Mapping[str, Instr] | None = None, patterns: Sequence[Any] = (),
               actions: Mapping[tuple[str, str], Any] | None = None,
               custom: Mapping[str, CustomLowering] | None = None,
               instr_info: InstrInfo | None = None, frame_pointer: Reg | None = None,
               reserved: frozenset[Reg] = frozenset(), scratch: tuple[Reg, ...] = (),
               asm_info: dict[str, Any] | None = None, encoder: Any = None,
               relocations: RelocationInfo | None = None,
               features: frozenset[str] = frozenset()) -> Target:
    return Target(
        name=name, triples=(name,), default_triple=name, datalayout="",
        big_endian=big_endian, pointer_vt=pointer_vt, registers=tuple(registers),
        reg_classes=dict(reg_classes), vt_class=dict(vt_class), instrs=dict(instrs or {}),
        patterns=patterns, callconv=callconv, actions=dict(actions or {}),
        instr_info=instr_info or ToyInstrInfo(), frame_lowering=FrameLowering(),
        lowering=TargetLowering(custom), mc=MCInfo(encoder or _NoEncoder(),
                                                     relocations or toy_relocations(name)),
        stack_pointer=stack_pointer, frame_pointer=frame_pointer, reserved=reserved,
        scratch=scratch, asm_info=dict(asm_info or {}), features=features)
