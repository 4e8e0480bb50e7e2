"""Absolute (medlow) addressing of symbols: llc-16's default code model for riscv64
without PIC (`-code-model=small`; RISC-V ELF psABI, "Code Models", medlow).

A symbol's address is `lui rd, %hi(sym)` + `addi rd, rd, %lo(sym)` (R_RISCV_HI20 and
R_RISCV_LO12_I), so the program must lie in the lowest 2 GiB of the address space,
which pylli's loader and a static Linux link both guarantee (emu/machine.py
IMAGE_BASE). Against the pc-relative `lla` (auipc + addi) this buys two things, the ones
LLVM's RISCVMergeBaseOffset and MachineCSE take:

- the low part folds into a load or store: `lui a1, %hi(g)` + `lw a0, %lo(g)(a1)`
  (R_RISCV_LO12_I / LO12_S on the memory instruction) instead of auipc + addi + lw;
- the high part does not depend on where it is used, so one `lui` serves every access
  to the same symbol in the blocks it dominates (and machine LICM hoists it out of
  loops); a `%pcrel_hi` is tied to its own auipc's address and can never be shared.

`-code-model=medium` (medany) and PIC keep `lla` / `la` (instrs.PseudoLA / PseudoLGA).

The two MIR steps, run before register allocation on virtual registers
(`fold_low_parts` at every level, `share_high_parts` from -O1):

1. fold: an `addi vd, vh, %lo(s)` whose `vh` is a `lui %hi(s)` read by nothing else,
   and whose `vd` is read only as the base of loads and stores with constant offsets
   c1..cn, goes away; each access becomes `op x, %lo(s+ci)(vh)` when every ci is known
   not to carry into the high part (0 <= ci < the symbol's alignment, LLVM's rule in
   SelectAddrRegImm: lo12(s) is then a multiple of the alignment, so lo12(s) + ci stays
   below 2048), else, when all ci are one c, the lui becomes `%hi(s+c)` and the
   accesses `%lo(s+c)` (the linker computes the matching pair).
2. share: dominator-scoped value numbering of `lui %hi(s)` and `addi vh, %lo(s)`; a
   later identical instruction is deleted and its register renamed to the dominating
   one's. The allocator rematerializes a `lui` rather than spill it
   (regalloc/greedy_spill.py), so the longer live range costs no memory traffic.

Contract: same semantics; every vreg still has one definition; uses only ever move to
registers whose definition dominates them.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.def_use import def_use_index
from pyllc.codegen.mir import BlockSym, MachineBasicBlock, MachineFunction, MachineInstr, Sym, VReg
from pyllc.targets.riscv64 import instrs as I
from pyllc.targets.riscv64.instrs import SIMM12
from pyllc.targets.riscv64.registers import GPR, ZERO

# loads (rd, rs1, imm) and stores (rs2, rs1, imm) whose imm may carry a %lo
_MEMORY = frozenset(I.INSTRS[n] for n in (
    "LB", "LH", "LW", "LD", "LBU", "LHU", "LWU", "FLW", "FLD",
    "SB", "SH", "SW", "SD", "FSW", "FSD"))


def uses_medlow(mf: MachineFunction) -> bool:
    """Symbols of `mf` are addressed absolutely: the small code model without PIC."""
    return "pic" not in mf.info and mf.info.get("code_model", "small") == "small"


def _with(s: Sym, modifier: str | None, extra: int = 0) -> Sym:
    if isinstance(s, BlockSym):
        return BlockSym(s.block, s.offset + extra, modifier)
    return Sym(s.name, s.offset + extra, modifier)


def symbol_address(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """Selection hook for a symbol's address (GlobalAddress, ExternalSymbol,
    BlockAddress, ConstantPool): lui + addi under medlow, else `lla`."""
    s = b["s"]
    rd = sel.new_vreg(GPR)
    if not uses_medlow(sel.mf):
        sel.emit(I.PseudoLA, [rd, s])
        return [rd]
    # sym+c as (sym) + c, so that every offset of sym shares sym's lui and addi (as
    # LLVM's lowerGlobalAddress); fold_low_parts puts c back where that is cheaper
    c = s.offset if SIMM12.fits(s.offset) else 0
    base = _with(s, None, -c)
    hi = sel.new_vreg(GPR)
    sel.emit(I.LUI, [hi, _with(base, "hi")])
    if c == 0:
        sel.emit(I.ADDI, [rd, hi, _with(base, "lo")])
        return [rd]
    lo = sel.new_vreg(GPR)
    sel.emit(I.ADDI, [lo, hi, _with(base, "lo")])
    sel.emit(I.ADDI, [rd, lo, c])
    return [rd]


def _is_hi(mi: MachineInstr) -> bool:
    return mi.instr is I.LUI and isinstance(mi.ops[1], Sym) and mi.ops[1].modifier == "hi"


def _is_lo(mi: MachineInstr) -> bool:
    return (mi.instr is I.ADDI and isinstance(mi.ops[2], Sym) and mi.ops[2].modifier == "lo"
            and isinstance(mi.ops[1], VReg))


def _alignment(mf: MachineFunction, s: Sym) -> int:
    """A power of two that the address `s` (symbol + offset) is known to be a multiple
    of; 1 when nothing is known (blocks, constant pools, unknown names)."""
    if isinstance(s, BlockSym):
        return 1
    module = getattr(mf.ir_function, "parent", None)
    gv = module.get_global(s.name) if module is not None else None
    align = (getattr(gv, "align", None) or 1) if gv is not None else 1
    if s.offset:
        align = min(align, s.offset & -s.offset)
    return max(align, 1)


def _memory_reader(r: MachineInstr, v: VReg) -> bool:
    """`r` reads `v` only as the base of a load or store with a constant offset."""
    return (r.instr in _MEMORY and r.ops[1] is v and r.ops[2].__class__ is int
            and r.ops.count(v) == 1)


def fold_low_parts(mf: MachineFunction) -> int:
    """Step 1 of the module docstring; returns how many instructions went."""
    index = def_use_index(mf)
    uses = index.uses          # kept right below as readers move to other registers
    single_def = index.single_def
    los = [mi for block in mf.blocks for mi in block.instrs if _is_lo(mi)]
    gone: set[int] = set()
    for mi in los:
        vd, vh, lo = mi.ops
        hi = single_def(vh)
        if hi is None or not _is_hi(hi) or hi.ops[1] != _with(lo, "hi") or single_def(vd) is None:
            continue
        readers = uses.get(vd, [])
        # `addi vd2, vd, c` read only as a memory base: c moves into those offsets
        # (the selection's `sym+c` is `(sym) + c`, so that sym's parts are shared)
        kept: list[MachineInstr] = []
        for r in readers:
            if (r.instr is I.ADDI and r.ops[1] is vd and r.ops[2].__class__ is int
                    and single_def(r.ops[0]) is r):
                vd2, c = r.ops[0], r.ops[2]
                inner = uses.get(vd2, [])
                if inner and all(_memory_reader(x, vd2) and SIMM12.fits(x.ops[2] + c)
                                 for x in inner):
                    for x in inner:
                        x.ops[1], x.ops[2] = vd, x.ops[2] + c
                    kept.extend(inner)
                    gone.add(id(r))
                    continue
            kept.append(r)
        uses[vd] = readers = kept
        sole_hi = len(uses.get(vh, [])) == 1      # the lui feeds this addi only
        if (len(readers) == 1 and readers[0].instr is I.ADDI and sole_hi
                and readers[0].ops[1] is vd and readers[0].ops[2].__class__ is int):
            # (sym) + c with nothing else reading sym: lui %hi(sym+c) + addi %lo(sym+c)
            r = readers[0]
            c = r.ops[2]
            hi.ops[1] = _with(lo, "hi", c)
            r.ops[1], r.ops[2] = vh, _with(lo, "lo", c)
            gone.add(id(mi))
            continue
        if not readers or not all(_memory_reader(r, vd) for r in readers):
            continue
        offsets = {r.ops[2] for r in readers}
        align = _alignment(mf, lo)
        if all(0 <= c < align for c in offsets) or offsets == {0}:
            for r in readers:
                r.ops[1], r.ops[2] = vh, _with(lo, "lo", r.ops[2])
        elif len(offsets) == 1 and sole_hi:
            (c,) = offsets
            hi.ops[1] = _with(lo, "hi", c)
            for r in readers:
                r.ops[1], r.ops[2] = vh, _with(lo, "lo", c)
        else:
            continue
        gone.add(id(mi))
    if gone:
        for block in mf.blocks:
            block.instrs = [mi for mi in block.instrs if id(mi) not in gone]
    return len(gone)


def _dominator_children(mf: MachineFunction) -> dict[MachineBasicBlock, list[MachineBasicBlock]]:
    """The dominator tree of the reachable blocks (Cooper, Harvey and Kennedy's
    iterative algorithm over reverse postorder), as parent -> children."""
    entry = mf.blocks[0]
    post: list[MachineBasicBlock] = []
    seen = {entry}
    stack: list[tuple[MachineBasicBlock, int]] = [(entry, 0)]
    while stack:
        b, k = stack.pop()
        if k < len(b.succs):
            stack.append((b, k + 1))
            s = b.succs[k]
            if s not in seen:
                seen.add(s)
                stack.append((s, 0))
        else:
            post.append(b)
    rpo = post[::-1]
    order = {b: i for i, b in enumerate(rpo)}
    idom: dict[MachineBasicBlock, MachineBasicBlock] = {entry: entry}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new: MachineBasicBlock | None = None
            for p in b.preds:
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                x, y = p, new
                while x is not y:
                    while order[x] > order[y]:
                        x = idom[x]
                    while order[y] > order[x]:
                        y = idom[y]
                new = x
            if new is not None and idom.get(b) is not new:
                idom[b] = new
                changed = True
    children: dict[MachineBasicBlock, list[MachineBasicBlock]] = {b: [] for b in rpo}
    for b in rpo[1:]:
        children[idom[b]].append(b)
    return children


# immediate forms whose result is a constant when the register input is (x0 or another
# such result): the pieces of matint.py's sequences and of symbol addresses
_CONSTANT_STEPS = frozenset(I.INSTRS[n] for n in (
    "ADDI", "ADDIW", "SLLI", "SRLI", "SRAI", "ORI", "XORI", "ANDI", "SLLIW"))


def share_constants(mf: MachineFunction, symbols_only: bool = False) -> int:
    """Step 2 of the module docstring, for symbol addresses (`lui %hi`, `addi %lo`)
    and, unless `symbols_only`, for every constant built from x0 by `lui` and the
    immediate forms (`li`, lui + addiw ...: LLVM's MachineCSE shares those too);
    returns how many instructions went."""
    defs = def_use_index(mf, uses=False)
    children = _dominator_children(mf)
    rename: dict[VReg, VReg] = {}
    constant: set[VReg] = set()        # results of the instructions below
    gone: set[int] = set()
    scope: dict[tuple, VReg] = {}
    # iterative preorder walk; ("leave", keys) entries pop the keys a block added
    work: list[tuple[str, Any]] = [("enter", mf.blocks[0])]
    while work:
        kind, item = work.pop()
        if kind == "leave":
            for gone_key in item:
                del scope[gone_key]
            continue
        block = item
        added: list[tuple] = []
        for mi in block.instrs:
            ins = mi.instr
            ops = mi.ops
            rd = ops[0] if ops else None
            if rd.__class__ is not VReg or defs.def_count(rd) != 1:
                continue
            if ins is I.LUI:
                if symbols_only and not _is_hi(mi):
                    continue
                key: tuple = (ins, ops[1])
            elif ins in _CONSTANT_STEPS and len(ops) == 3:
                src = rename.get(ops[1], ops[1])
                if not (src is ZERO or src in constant):
                    continue
                if symbols_only and not _is_lo(mi):
                    continue
                key = (ins, src, ops[2])
            else:
                continue
            have = scope.get(key)
            if have is None:
                scope[key] = rd
                constant.add(rd)
                added.append(key)
            else:
                rename[rd] = have
                gone.add(id(mi))
        work.append(("leave", added))
        for child in reversed(children.get(block, [])):
            work.append(("enter", child))
    if gone:
        for block in mf.blocks:
            block.instrs = [mi for mi in block.instrs if id(mi) not in gone]
            for mi in block.instrs:
                ops = mi.ops
                for i, op in enumerate(ops):
                    if op.__class__ is VReg and op in rename:
                        ops[i] = rename[op]
    return len(gone)
