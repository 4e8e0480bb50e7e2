"""Frame lowering driver: lay out the frame, insert prologue and epilogues, replace
frame indexes by base register + offset. Target facts come from `target.frame_lowering` (the
module `targets/<arch>/frame.py`).

Contract (pass `prologepilog`):
  requires  MIR after register allocation: physical registers only,
            `mf.frame.callee_saved_used` filled by the allocator, FrameIndex operands;
  maintains block structure and the order of existing instructions;
  breaks    nothing: afterwards no FrameIndex is left, `mf.frame.stack_size` and every
            stack object's `offset` are final (offsets relative to the incoming stack
            pointer, the CFA: negative for locals, >= 0 for incoming arguments).

The layout (stack grows down; `N` = `stack_size`, a multiple of the stack alignment):

      CFA + k   | incoming stack arguments       | fixed objects, offset >= 0
      CFA       +--------------------------------+ <- sp at entry (s0 if used)
                | fixed objects below the CFA    | e.g. RISC-V vararg register save area
                | saved registers                | target.frame_lowering.saved_registers(): ra,
                |                                |   fp, callee-saved used by regalloc
                | (realignment slack)            | only when an object needs > stack align
                | locals and spill slots         | by decreasing alignment, then index
                | outgoing call arguments        | mf.frame.max_call_frame ("reserved
      sp        +--------------------------------+  call frame"), at sp + 0
                                                   <- sp after the prologue = CFA - N

Target hooks (`target.frame_lowering`): `saved_registers(mf, layout) -> list[Reg]`,
`slot_size(reg) -> int`, `needs_frame_pointer(mf) -> bool`, `reserved_call_frame(mf)`,
`emit_prologue(mf, layout)`, `emit_epilogue(mf, block, index, layout)` (insert before
the return at `index`), `eliminate_frame_index(mf, mi, layout) -> list[MachineInstr]`
(the fix-up instructions to put before `mi`; rewrites mi's operands in place) and
`lower_call_frame_pseudos(mf, layout)`.
"""
from __future__ import annotations

from pyllc.codegen.frame_layout import FrameLayout, align_up
from pyllc.codegen.mir import FrameIndex, MachineFunction, MachineInstr
from pyllc.codegen.target import Target


def compute_layout(mf: MachineFunction, target: Target) -> FrameLayout:
    """Assign an offset to every stack object and every saved register."""
    fr = target.frame_lowering
    frame = mf.frame
    stack_align = target.callconv.stack_align
    lay = FrameLayout()
    lay.uses_fp = fr.needs_frame_pointer(mf)
    lay.reserved_call_frame = fr.reserved_call_frame(mf)
    max_align = max([stack_align] + [o.align for o in frame.objects if not o.fixed])
    if max_align > stack_align:
        lay.realign = max_align

    # -- top region, measured down from the CFA
    top = 0
    for i, obj in enumerate(frame.objects):
        if obj.fixed:
            lay.cfa_offsets[i] = obj.offset
            top = max(top, -obj.offset)
    for reg in fr.saved_registers(mf, lay):
        size = fr.slot_size(reg)
        top = align_up(top + size, size)
        lay.saved.append((reg, -top))

    # -- bottom region, measured up from sp
    bottom = frame.max_call_frame if lay.reserved_call_frame else 0
    order = sorted((i for i, o in enumerate(frame.objects) if not o.fixed),
                   key=lambda i: (-frame.objects[i].align, i))
    for i in order:
        obj = frame.objects[i]
        bottom = align_up(bottom, max(obj.align, 1))
        lay.sp_offsets[i] = bottom
        bottom += obj.size

    slack = lay.realign - stack_align if lay.realign else 0
    lay.stack_size = align_up(top + slack + bottom, stack_align)
    # CFA offsets of the sp-addressed objects (exact unless sp is realigned at run time)
    for i, off in lay.sp_offsets.items():
        lay.cfa_offsets[i] = off - lay.stack_size
    for i, obj in enumerate(frame.objects):
        obj.offset = lay.cfa_offsets[i]
    frame.stack_size = lay.stack_size
    return lay


def insert_prologue_epilogue(mf: MachineFunction, target: Target) -> FrameLayout:
    """The `prologepilog` pass (see the module docstring for its contract)."""
    fr = target.frame_lowering
    lay = compute_layout(mf, target)
    fr.emit_prologue(mf, lay)
    for block in mf.blocks:
        i = len(block.instrs) - 1
        while i >= 0:
            if block.instrs[i].instr.has("return"):
                fr.emit_epilogue(mf, block, i, lay)
            i -= 1
    fr.lower_call_frame_pseudos(mf, lay)
    eliminate = fr.eliminate_frame_index
    for block in mf.blocks:
        instrs = block.instrs
        out: list[MachineInstr] | None = None   # a new list once a fix-up is inserted
        for k, mi in enumerate(instrs):
            fixes = None
            for op in mi.ops:
                if op.__class__ is FrameIndex:      # (FrameIndex has no subclasses)
                    fixes = eliminate(mf, mi, lay)
                    break
            if fixes:
                if out is None:
                    out = instrs[:k]
                for fix in fixes:
                    fix.parent = block
                    out.append(fix)
            if out is not None:
                out.append(mi)
        if out is not None:
            block.instrs = out
    return lay
