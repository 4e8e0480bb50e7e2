"""AArch64 memory operands for the selection patterns: the addressing-mode complex
patterns (LLVM's AArch64DAGToDAGISel::SelectAddrModeIndexed / Unscaled / WRO / XRO in
the small), the load and store tables, and the load/store patterns built from them,
including `adrp` + `ldr/str :lo12:` for globals.

Memory forms, tried most profitable first: base + scaled uimm12 (`ui`), else base +
simm9 (`ldur`, `ur`), else base + register (`ro`), optionally `lsl #size` (`roS`).
Frame indexes sit in `rn` (frame lowering resolves them).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import BlockSym, FrameIndex, Sym
from pyllc.codegen.opcodes import Op
from pyllc.codegen.patterns import ComplexPattern, N, Pat, addr_base_offset, cst, mem, reg, sym
from pyllc.targets.aarch64 import code_model
from pyllc.targets.aarch64 import instrs as II
from pyllc.targets.aarch64.instrs import MEM, SCALED_OFF
from pyllc.targets.aarch64.registers import GPR64, XZR

INT_VTS = ("i32", "i64")


def _mask(bits: int) -> int:
    return (1 << bits) - 1


def _is_const(v: Any) -> bool:
    return v[0].op in (Op.CONSTANT, Op.TARGET_CONSTANT)


def _signed_const(v: Any) -> int:
    n = v[0]
    bits = int(n.vts[v[1]][1:])
    raw = n.attr & _mask(bits)
    return raw - (1 << bits) if raw >> (bits - 1) else raw


def _unscaled(ctx: Any, value: Any) -> tuple | None:
    """base + simm9 (ldur/stur), only where the scaled form cannot take the offset."""
    n = value[0]
    if n.op != Op.ADD:
        return None
    a, c = n.ops
    if _is_const(a):
        a, c = c, a
    if not _is_const(c):
        return None
    off = _signed_const(c)
    if not (-256 <= off < 256) or (off >= 0 and off % 16 == 0):
        return None
    if a[0].op == Op.FRAME_INDEX:
        return (FrameIndex(a[0].attr), off)
    return (a, off)


def _reg_offset(shift: int) -> Any:
    def select(ctx: Any, value: Any) -> tuple | None:
        n = value[0]
        if n.op != Op.ADD:
            return None
        for a, x in (n.ops, n.ops[::-1]):
            if _is_const(a) or _is_const(x):
                continue
            if shift == 0:
                if x[0].op == Op.FRAME_INDEX:
                    continue
                if len(set(n.users)) > 1 and (x[0].op == Op.SHL or _materialized(n)):
                    # `[sum]` where the sum is in a register anyway (an `add x, a, i,
                    # lsl #k`): a separate `lsl` for `[a, x]` costs one more; and `[sum]`
                    # with `[sum, #16]` beside it may become one `ldp`
                    return None
                return (a, x)
            xn = x[0]
            if xn.op == Op.SHL and _is_const(xn.ops[1]) and _signed_const(xn.ops[1]) == shift \
                    and xn.vts[0] == "i64":
                return (a, xn.ops[0])
        return None
    return select


def _materialized(n: Any) -> bool:
    """Does some user of `n` need it in a register (not only as the address of a load
    or store, which could fold it)?"""
    for u in set(n.users):
        if u.op == Op.LOAD and u.ops[1][0] is n:
            continue
        if u.op == Op.STORE and u.ops[2][0] is n and u.ops[1][0] is not n:
            continue
        return True
    return False


def _reg_offset_ext(ext: str, shift: int) -> Any:
    """base + (sext|zext w) << shift: the W index extended inside the access (C6.2.131
    LDR (register), `[Xn, Wm, sxtw #shift]`), as llc's SelectAddrModeWRO."""
    def select(ctx: Any, value: Any) -> tuple | None:
        n = value[0]
        if n.op != Op.ADD:
            return None
        for a, x in (n.ops, n.ops[::-1]):
            if _is_const(a):
                continue
            xn = x[0]
            if shift:
                if not (xn.op == Op.SHL and _is_k(xn.ops[1], shift)):
                    continue
                xn = xn.ops[0][0]
            w = _extended_w(xn, ext)
            if w is not None:
                return (a, w)
        return None
    return select


def _is_k(v: Any, k: int) -> bool:
    return _is_const(v) and _signed_const(v) == k


def _extended_w(xn: Any, ext: str) -> Any:
    """The value whose low 32 bits `xn` (an i64) extends the way `ext` says, else None:
    sext/zext of an i32; `x & 0xffffffff` (uxtw); sign_extend_inreg(x, i32) or
    `(x << 32) >> 32` arithmetic (sxtw). The W view of an X register is its low half."""
    if xn.vts[0] != "i64":
        return None
    if ext == "sxtw":
        if xn.op == Op.SIGN_EXTEND and xn.ops[0][0].vts[xn.ops[0][1]] == "i32":
            return xn.ops[0]
        if xn.op == Op.SIGN_EXTEND_INREG and xn.ops[1][0].attr == "i32":
            return xn.ops[0]
        if xn.op == Op.SRA and _is_k(xn.ops[1], 32):
            inner = xn.ops[0][0]
            if inner.op == Op.SHL and _is_k(inner.ops[1], 32):
                return inner.ops[0]
        return None
    if xn.op == Op.ZERO_EXTEND and xn.ops[0][0].vts[xn.ops[0][1]] == "i32":
        return xn.ops[0]
    if xn.op == Op.AND and _is_k(xn.ops[1], 0xFFFFFFFF):
        return xn.ops[0]
    return None


ADDR_ROW = {(ext, n): ComplexPattern(f"addr_reg_{ext}{n.bit_length() - 1}",
                                     _reg_offset_ext(ext, n.bit_length() - 1), 2, (Op.ADD,),
                                     weight=4)
            for ext in ("sxtw", "uxtw") for n in (1, 2, 4, 8)}
ADDR_UNSCALED = ComplexPattern("addr_unscaled", _unscaled, 2, (Op.ADD,), weight=2)
ADDR_RO = ComplexPattern("addr_reg_reg", _reg_offset(0), 2, (Op.ADD,), weight=2)
ADDR_ROS = {n: ComplexPattern(f"addr_reg_reg_lsl{n.bit_length() - 1}",
                              _reg_offset(n.bit_length() - 1), 2, (Op.ADD,), weight=3)
            for n in (2, 4, 8)}
ADDR_UI = {n: addr_base_offset(SCALED_OFF[n], f"addr_uimm12_x{n}") for n in (1, 2, 4, 8, 16)}

# (result vt, memory vt, extensions, record stem)
LOADS = (
    ("i32", "i8", ("sext",), "LDRSBW"), ("i32", "i8", ("zext", "anyext", ""), "LDRBB"),
    ("i32", "i16", ("sext",), "LDRSHW"), ("i32", "i16", ("zext", "anyext", ""), "LDRHH"),
    ("i32", "i32", ("", "sext", "zext", "anyext"), "LDRW"),
    ("i64", "i8", ("sext",), "LDRSBX"), ("i64", "i8", ("zext", "anyext", ""), "LDRBB"),
    ("i64", "i16", ("sext",), "LDRSHX"), ("i64", "i16", ("zext", "anyext", ""), "LDRHH"),
    ("i64", "i32", ("sext",), "LDRSW"), ("i64", "i32", ("zext", "anyext", ""), "LDRW"),
    ("i64", "i64", ("", "sext", "zext", "anyext"), "LDRX"),
    ("f32", "f32", ("",), "LDRS"), ("f64", "f64", ("",), "LDRD"),
    ("v128", "v128", ("",), "LDRQ"),
    ("f128", "f128", ("",), "LDRQ"),
)
STORES = (
    ("i32", "i8", "STRBB"), ("i32", "i16", "STRHH"), ("i32", "i32", "STRW"),
    ("i64", "i8", "STRBB"), ("i64", "i16", "STRHH"), ("i64", "i32", "STRW"),
    ("i64", "i64", "STRX"), ("f32", "f32", "STRS"), ("f64", "f64", "STRD"),
    ("f128", "f128", "STRQ"), ("v128", "v128", "STRQ"),
    ("i32", "i1", "STRBB"), ("i64", "i1", "STRBB"),
)


def addr_forms(nbytes: int) -> list[tuple[Any, str]]:
    forms = [(ADDR_UI[nbytes], "ui"), (ADDR_UNSCALED, "ur"), (ADDR_RO, "ro")]
    if nbytes in ADDR_ROS:
        forms.append((ADDR_ROS[nbytes], "roS"))
    for ext in ("sxtw", "uxtw"):
        forms.append((ADDR_ROW[(ext, 1)], f"ro{ext}"))
        if nbytes in ADDR_ROS:
            forms.append((ADDR_ROW[(ext, nbytes)], f"ro{ext}S"))
    return forms


def _lo12(s: Any) -> Any:
    if isinstance(s, BlockSym):
        return BlockSym(s.block, s.offset, "lo12")
    return Sym(s.name, s.offset, "lo12")


def global_access(stem: str, load: bool) -> Any:
    """adrp + ldr/str with a `:lo12:` offset (R_AARCH64_LDST<n>_ABS_LO12_NC): one
    instruction fewer than adrp + add + ldr."""
    rec = MEM[(stem, "lo12")]

    ui = MEM[(stem, "ui")]

    def hook(sel: Any, node_: Any, b: dict[str, Any]) -> list[Any]:
        if code_model.is_large(sel):
            # the large code model: the absolute address, then `[reg, #0]`
            base = code_model.absolute_address(sel, b["s"])
            if load:
                rd = sel.new_vreg(ui.operands[0].kind)
                sel.emit(ui, [rd, base, 0])
                return [rd]
            sel.emit(ui, [sel.operand(b["v"]), base, 0])
            return []
        page = sel.new_vreg(GPR64)
        sel.emit(II.ADRP, [page, b["s"]])
        if load:
            rd = sel.new_vreg(rec.operands[0].kind)
            sel.emit(rec, [rd, page, _lo12(b["s"])])
            return [rd]
        sel.emit(rec, [sel.operand(b["v"]), page, _lo12(b["s"])])
        return []
    hook.__name__ = f"global_{rec.name}"
    return hook


def aligned_access(nbytes: int) -> Any:
    # the LDST<n> relocations scale the low 12 bits: only for accesses the IR says are
    # naturally aligned (then symbol + offset is too)
    return lambda n: (n.attr.align or 1) >= nbytes


def memory_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for rvt, mvt, exts, stem in LOADS:
        n = II.MEM_BYTES[stem]
        pats.append(Pat(N.LOAD(sym("s"), vt=rvt, mem=mem(mvt, *exts), pred=aligned_access(n)),
                        global_access(stem, True)))
    for vvt, mvt, stem in STORES:
        n = II.MEM_BYTES[stem]
        pats.append(Pat(N.STORE(reg("v", vvt), sym("s"), mem=mem(mvt), pred=aligned_access(n)),
                        global_access(stem, False)))
    for rvt, mvt, exts, stem in LOADS:
        n = II.MEM_BYTES[stem]
        for cp, form in addr_forms(n):
            pats.append(Pat(N.LOAD(cp("base", "off"), vt=rvt, mem=mem(mvt, *exts)),
                            MEM[(stem, form)]("base", "off")))
    for vvt, mvt, stem in STORES:
        n = II.MEM_BYTES[stem]
        for cp, form in addr_forms(n):
            pats.append(Pat(N.STORE(reg("v", vvt), cp("base", "off"), mem=mem(mvt)),
                            MEM[(stem, form)]("v", "base", "off")))
            if vvt in INT_VTS and mvt != "i1":
                pats.append(Pat(N.STORE(cst(0), cp("base", "off"), mem=mem(mvt)),
                                MEM[(stem, form)](XZR, "base", "off"), prio=1))
    return pats
