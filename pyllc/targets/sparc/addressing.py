"""SPARC V8 memory operands and the load/store patterns (LLVM's SparcDAGToDAGISel
SelectADDRri / SelectADDRrr and the load/store `Pat<>`s of SparcInstrInfo.td).

- Memory operands: reg + simm13 (`addr_reg_imm`, folding frame indexes and constants) or
  reg + reg (`ADD(a, b)` folded into `[a+b]`).
- SPARC traps on misaligned halfword/word accesses, so under-aligned integer loads and
  stores (packed structs, byval copies of align-1 structs) are split into halfword or
  byte accesses, combined big-endian.
- FP loads and stores take any alignment (the emulator's host FPU accepts it).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import FrameIndex
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import ComplexPattern, N, Pat, addr_base_offset, mem, reg
from pyllc.targets.sparc import instrs as I
from pyllc.targets.sparc.registers import GPR

SIMM13 = I.SIMM13
addr_reg_imm = addr_base_offset(SIMM13, "addr_reg_imm")


def _sel_rr(ctx: Any, value: Any) -> tuple | None:
    n = value[0]
    if n.op == Op.ADD:
        a, b = n.ops
        if a[0].op == Op.CONSTANT or b[0].op == Op.CONSTANT:
            return None
        # a frame index is a register too (its address materialized once, `add %sp, k`,
        # and hoisted out of loops): `[fi + i]` beats `add fi, i` + `[r]` per access
        return (a, b)
    return None


addr_reg_reg = ComplexPattern("addr_reg_reg", _sel_rr, 2, (Op.ADD,), weight=2)


LOADS = (("i8", ("sext",), I.LDSBri, I.LDSBrr), ("i8", ("zext", "anyext", ""), I.LDUBri, I.LDUBrr),
         ("i1", ("sext",), I.LDSBri, I.LDSBrr), ("i1", ("zext", "anyext", ""), I.LDUBri, I.LDUBrr),
         ("i16", ("sext",), I.LDSHri, I.LDSHrr),
         ("i16", ("zext", "anyext", ""), I.LDUHri, I.LDUHrr),
         ("i32", ("", "sext", "zext", "anyext"), I.LDri, I.LDrr))
STORES = (("i1", I.STBri, I.STBrr), ("i8", I.STBri, I.STBrr), ("i16", I.STHri, I.STHrr),
          ("i32", I.STri, I.STrr))


_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4}


def aligned(n: Any) -> bool:
    """A LOAD/STORE whose alignment satisfies SPARC's strict rule (manual 5.2.1: a
    halfword/word access to an address not a multiple of its size traps)."""
    m = n.attr
    return m.align >= _BYTES.get(m.vt, 1)


def _addr(sel: Any, b: dict[str, Any], last: int) -> tuple[Any, int]:
    """Base and offset for accesses at off .. off+last, within simm13."""
    base, off = sel.operand(b["base"]), b["off"]
    if SIMM13.fits(off + last) or isinstance(base, FrameIndex):
        return base, off
    r = sel.new_vreg(GPR)
    sel.emit(I.ADDri, [r, base, off])
    return r, 0


def unaligned_load(mvt: str, ext: str) -> Any:
    """An under-aligned i16/i32 load: halfwords (align 2) or bytes, combined with sll/or
    (big-endian: the first byte is the most significant)."""
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        size = _BYTES[mvt]
        step = 2 if node.attr.align >= 2 else 1
        base, off = _addr(sel, b, size - 1)
        acc = None
        for k in range(0, size, step):
            part = sel.new_vreg(GPR)
            first_signed = k == 0 and ext == "sext" and size < 4
            rec = (I.LDSHri if first_signed else I.LDUHri) if step == 2 else \
                  (I.LDSBri if first_signed else I.LDUBri)
            sel.emit(rec, [part, base, off + k])
            if acc is None:
                acc = part
                continue
            sh, r = sel.new_vreg(GPR), sel.new_vreg(GPR)
            sel.emit(I.SLLri, [sh, acc, 8 * step])
            sel.emit(I.ORrr, [r, sh, part])
            acc = r
        return [acc]
    return hook


def unaligned_store(mvt: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        size = _BYTES[mvt]
        step = 2 if node.attr.align >= 2 else 1
        v = sel.operand(b["v"])
        base, off = _addr(sel, b, size - 1)
        for k in range(0, size, step):
            shift = 8 * (size - step - k)
            part = v
            if shift:
                part = sel.new_vreg(GPR)
                sel.emit(I.SRLri, [part, v, shift])
            sel.emit(I.STHri if step == 2 else I.STBri, [part, base, off + k])
        return []
    return hook


def memory_patterns() -> list[Pat]:
    pats = []
    for mvt, exts, ri, rr in LOADS:
        pats.append(Pat(N.LOAD(addr_reg_imm("base", "off"), vt="i32", mem=mem(mvt, *exts),
                               pred=aligned), ri("base", "off")))
        pats.append(Pat(N.LOAD(addr_reg_reg("base", "idx"), vt="i32", mem=mem(mvt, *exts),
                               pred=aligned), rr("base", "idx")))
        if _BYTES[mvt] > 1:
            for ext in exts:
                pats.append(Pat(N.LOAD(addr_reg_imm("base", "off"), vt="i32",
                                       mem=mem(mvt, ext)), unaligned_load(mvt, ext), prio=-1))
    for mvt, ri, rr in STORES:
        pats.append(Pat(N.STORE(reg("v", "i32"), addr_reg_imm("base", "off"), mem=mem(mvt),
                                pred=aligned), ri("v", "base", "off")))
        pats.append(Pat(N.STORE(reg("v", "i32"), addr_reg_reg("base", "idx"), mem=mem(mvt),
                                pred=aligned), rr("v", "base", "idx")))
        if _BYTES[mvt] > 1:
            pats.append(Pat(N.STORE(reg("v", "i32"), addr_reg_imm("base", "off"), mem=mem(mvt)),
                            unaligned_store(mvt), prio=-1))
    # FP loads/stores: the host FPU (emulator.py) accepts any alignment
    for vt, ldi, ldr, sti, str_ in (("f32", I.LDFri, I.LDFrr, I.STFri, I.STFrr),
                                    ("f64", I.LDDFri, I.LDDFrr, I.STDFri, I.STDFrr)):
        pats += [
            Pat(N.LOAD(addr_reg_imm("base", "off"), vt=vt), ldi("base", "off")),
            Pat(N.LOAD(addr_reg_reg("base", "idx"), vt=vt), ldr("base", "idx")),
            Pat(N.STORE(reg("v", vt), addr_reg_imm("base", "off")), sti("v", "base", "off")),
            Pat(N.STORE(reg("v", vt), addr_reg_reg("base", "idx")), str_("v", "base", "idx")),
        ]
    return pats
