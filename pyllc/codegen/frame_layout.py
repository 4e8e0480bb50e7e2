"""The frame layout record that codegen/prologue.py computes and a target's
FrameLowering reads: where every stack object and saved register lives."""
from __future__ import annotations

from typing import Any

from pyllc.codegen.records import Reg
from pyllc.record import field, record


def align_up(value: int, align: int) -> int:
    return (value + align - 1) // align * align


@record
class FrameLayout:
    """Where everything is. `sp_offsets[fi]` is the offset of object `fi` from sp after
    the prologue (when sp addressing is valid); `cfa_offsets[fi]` from the CFA."""
    stack_size: int = 0
    uses_fp: bool = False
    realign: int = 0                      # > stack alignment: sp is realigned to this
    reserved_call_frame: bool = True
    saved: list[tuple[Reg, int]] = field(default_factory=list)   # (reg, CFA offset)
    cfa_offsets: dict[int, int] = field(default_factory=dict)
    sp_offsets: dict[int, int] = field(default_factory=dict)
    info: dict[str, Any] = field(default_factory=dict)           # target-private
