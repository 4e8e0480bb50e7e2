"""x86-64 selection patterns: DAG trees -> instruction trees (read by isel/match.py).

Decisions (each with its reason):
- Addresses are one complex pattern, `x86_addr` (LLVM's X86DAGToDAGISel::matchAddress
  in the small): it binds (base, index, scale, disp) where base is a register value, a
  FrameIndex or a Sym (a global: RIP-relative, no index), index is a value or None,
  scale 1/2/4/8 (from `shl x, 1..3` or `mul x, 2/4/8`), disp a 32-bit constant folded
  from `add x, c`. The output hooks pick the record's form (`MOV32rm`, `MOV32rm_x`,
  `MOV32rm_rip`, see instrs.mem_forms).
  Under the static relocation model a global joins a register address as its
  displacement (`A+8(%rax,%rcx,4)`, forms `_ms`/`_xs`); constants added to the base or
  the index move into the displacement.
- Load folding (`x86_load`, isel/select.py `can_fold_load`): a plain load with one use
  is read by the ALU, compare or SSE instruction itself (`addl (mem), %eax`,
  `cmpl (mem), %eax`, `mulsd (mem), %xmm0`), and load-op-store to one address is a
  read-modify-write (`addl $1, (mem)`, `subq %rsi, (mem)`).
- Flags never cross a hook: every compare is emitted together with its consumer
  (cmp + jcc, cmp + setcc + movzbl, cmp + cmovcc) in one output hook, after all their
  register operands exist, so no instruction that writes EFLAGS can come in between.
- Two-address forms are written as three-operand trees (`ADD64rr("a", "b")`); the tie
  is resolved by regalloc/two_address.py.
- Fixed registers (idiv's RDX:RAX, shifts by CL, %al for variadic calls) are COPYs to
  and from physical registers around the instruction, as LLVM's selector emits them.
- Constants: `xorl` for 0, `movl` for anything that fits 32 unsigned bits (it zeroes
  the upper half), `movq $imm32` sign-extended, else `movabsq`. FP constants: +0.0 is
  `xorps`, others are the bit pattern built in a GPR then `movq`/`movd` (no constant
  pool needed).
- FP select: cmov on the bit patterns in GPRs (movq there and back): no diamond.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.opcodes import SWAP_CC, Op
from pyllc.codegen.patterns import (
    N,
    Pat,
    bb,
    cond,
    const,
    cst,
    fi,
    got_sym,
    imm,
    node,
    reg,
    signed_value,
    sym,
    vtype,
    xf,
)
from pyllc.codegen.records import COPY
from pyllc.targets.x86_64 import code_model, tls
from pyllc.targets.x86_64 import instrs as I
from pyllc.targets.x86_64.addressing import (
    ADDR,
    CMP_LOADED,
    LOADED,
    RMW_ADDR,
    compare_fits,
    emit_mem,
    fits32,
    load_with,
    not_const,
    rm_with,
    rmw_same_address,
    rmw_with,
    store_imm_with,
    store_with,
)
from pyllc.targets.x86_64.registers import FR32, FR64, GR8, GR32, GR64, RAX, RCX, RDX, RSP, Z32

INT_VTS = ("i32", "i64")
FP_VTS = ("f32", "f64")
W = {"i32": 32, "i64": 64}

INT_CC = {"eq": "e", "ne": "ne", "slt": "l", "sle": "le", "sgt": "g", "sge": "ge",
          "ult": "b", "ule": "be", "ugt": "a", "uge": "ae"}
# ucomis src2, src1 sets CF/ZF/PF for src1 ? src2 (unordered: all three set).
# predicate -> (x86 cc, swap operands); oeq/une need two flags (see `_fp_flag_value`).
FP_CC = {"ogt": ("a", False), "oge": ("ae", False), "olt": ("a", True), "ole": ("ae", True),
         "ult": ("b", False), "ule": ("be", False), "ugt": ("b", True), "uge": ("be", True),
         "ueq": ("e", False), "one": ("ne", False), "ord": ("np", False), "uno": ("p", False),
         "eq": ("e", False), "ne": ("ne", False), "lt": ("b", False), "le": ("be", False),
         "gt": ("a", False), "ge": ("ae", False)}
TWO_FLAG = ("oeq", "une")
ALL_FP_CCS = tuple(FP_CC) + TWO_FLAG


def mem_is(vt: str, *exts: str) -> Any:
    ext_set = frozenset(exts) if exts else frozenset({""})
    return lambda m: m.vt == vt and m.ext in ext_set


def _fits_imm32(v: int) -> bool:
    return fits32(v)


# (memory vt, extensions, result vt, record)
LOADS = (
    ("i8", ("zext", "anyext"), "i32", "MOVZX32rm8"), ("i8", ("sext",), "i32", "MOVSX32rm8"),
    ("i16", ("zext", "anyext"), "i32", "MOVZX32rm16"), ("i16", ("sext",), "i32", "MOVSX32rm16"),
    ("i32", ("",), "i32", "MOV32rm"),
    ("i8", ("zext", "anyext"), "i64", "MOVZX64rm8"), ("i8", ("sext",), "i64", "MOVSX64rm8"),
    ("i16", ("zext", "anyext"), "i64", "MOVZX64rm16"),
    ("i16", ("sext",), "i64", "MOVSX64rm16"),
    ("i32", ("zext", "anyext"), "i64", "MOVZX64rm32"), ("i32", ("sext",), "i64", "MOVSX64rm32"),
    ("i64", ("",), "i64", "MOV64rm"),
    ("f32", ("",), "f32", "MOVSSrm"), ("f64", ("",), "f64", "MOVSDrm"),
    ("v128", ("",), "v128", "MOVUPSrm"),
    ("f128", ("",), "f128", "MOVUPSrm"),
)
STORES = (("i8", "MOV8mr", 8), ("i16", "MOV16mr", 16), ("i32", "MOV32mr", 32),
          ("i64", "MOV64mr", 64))


def _memory_patterns() -> list[Pat]:
    pats = []
    for mvt, exts, rvt, name in LOADS:
        pats.append(Pat(N.LOAD(ADDR, vt=rvt, mem=mem_is(mvt, *exts)), load_with(name)))
    for mvt, name, bits in STORES:
        for vvt in INT_VTS:
            if bits > W[vvt]:
                continue
            pats.append(Pat(N.STORE(reg("v", vvt), ADDR, mem=mem_is(mvt)), store_with(name)))
            pats.append(Pat(N.STORE(const(_fits_imm32, "c", "imm32", vt=vvt), ADDR,
                                    mem=mem_is(mvt)),
                            store_imm_with(name.replace("mr", "mi"), bits), prio=1))
    # read-modify-write (SDM "ADD r/m32, r32" / "ADD r/m32, imm8"): the load is folded
    # into the store's instruction; the store's address must be the load's own value
    for vt in INT_VTS:
        w = W[vt]
        for op, mn in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"),
                       (Op.XOR, "XOR")):
            pats += [
                Pat(N.STORE(node(op, LOADED, reg("v", vt, pred=not_const)), RMW_ADDR,
                            pred=rmw_same_address), rmw_with(f"{mn}{w}mr"), prio=4),
                Pat(N.STORE(node(op, LOADED, const(lambda v: -128 <= v < 128, "x", "imm8",
                                                   vt=vt)), RMW_ADDR, pred=rmw_same_address),
                    rmw_with(f"{mn}{w}mi8"), prio=4),
            ]
    pats.append(Pat(N.STORE(reg("v", "f32"), ADDR), store_with("MOVSSmr")))
    pats.append(Pat(N.STORE(reg("v", "f64"), ADDR), store_with("MOVSDmr")))
    pats.append(Pat(N.STORE(reg("v", "v128"), ADDR), store_with("MOVUPSmr")))
    pats.append(Pat(N.STORE(reg("v", "f128"), ADDR), store_with("MOVUPSmr")))
    return pats


# --------------------------------------------------------------------------- constants

def materialize_int(sel: Any, vt: str, value: int) -> Any:
    """A register holding `value` (the constant's bits) of type `vt`."""
    if vt == "i32":
        value &= 0xFFFFFFFF
        rd = sel.new_vreg(GR32)
        if value == 0:
            sel.emit(I.MOV32r0, [rd])
        else:
            sel.emit(I.MOV32ri, [rd, value - (1 << 32) if value >> 31 else value])
        return rd
    value &= (1 << 64) - 1
    s = value - (1 << 64) if value >> 63 else value
    if value == 0:
        rd = sel.new_vreg(Z32)
        sel.emit(I.MOV64r0, [rd])
    elif value < (1 << 32):
        rd = sel.new_vreg(Z32)
        sel.emit(I.MOV64ri_z32, [rd, value])
    elif fits32(s):
        rd = sel.new_vreg(GR64)
        sel.emit(I.MOV64ri32, [rd, s])
    else:
        rd = sel.new_vreg(GR64)
        sel.emit(I.MOV64ri, [rd, s])
    return rd


def constant(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    return [materialize_int(sel, node.vts[0], node.attr)]


def constant_fp(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    vt = node.vts[0]
    bits = node.attr
    rd = sel.new_vreg(FR32 if vt == "f32" else FR64)
    if bits == 0:
        sel.emit(I.FsFLD0SS if vt == "f32" else I.FsFLD0SD, [rd])
        return [rd]
    if vt == "f32":
        sel.emit(I.MOVD32toSS, [rd, materialize_int(sel, "i32", bits)])
    else:
        sel.emit(I.MOVQ64toSD, [rd, materialize_int(sel, "i64", bits)])
    return [rd]


# --------------------------------------------------------------------------- compares

def _imm_ok(sel: Any, v: Any) -> int | None:
    n = v[0]
    if n.op == Op.CONSTANT:
        s = signed_value(n.attr, n.vts[v[1]])
        if fits32(s):
            return s
    return None


def emit_compare(sel: Any, b: dict[str, Any], cc: str) -> tuple[str, ...]:
    """Emit the compare of b["a"] with b["b"] for predicate `cc`; returns the x86
    condition code(s) that are true when the predicate holds (two for oeq: both,
    une: either)."""
    if "m" in b:                                  # (x & m) ==/!= 0: test $m, x
        x = b["x"]
        sel.emit(I.INSTRS[f"TEST{W[x[0].vts[x[1]]]}ri"], [sel.operand(x), b["m"]])
        return (INT_CC[cc],)
    if "a" not in b:                              # cmp $k, mem: flags of [mem] - k
        w = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}[b["fold"].node.attr.vt]
        k = b["k"] & ((1 << w) - 1)
        k = k - (1 << w) if k >> (w - 1) else k
        emit_mem(sel, f"CMP{w}mi8" if w > 8 and -128 <= k < 128 else f"CMP{w}mi", [], b, [k])
        return (INT_CC[cc],)
    a, rhs = b["a"], b.get("b")
    vt = a[0].vts[a[1]]
    if "fold" in b:                               # cmp mem, a: flags of a - [mem]
        emit_mem(sel, f"CMP{W[vt]}rm", [], b, [sel.operand(a)])
        return (INT_CC[cc],)
    if vt in FP_VTS:
        ucom = I.UCOMISSrr if vt == "f32" else I.UCOMISDrr
        ra, rb = sel.operand(a), sel.operand(rhs)
        if cc in TWO_FLAG:
            sel.emit(ucom, [ra, rb])
            return ("e", "np") if cc == "oeq" else ("ne", "p")
        x86, swap = FP_CC[cc]
        sel.emit(ucom, [rb, ra] if swap else [ra, rb])
        return (x86,)
    w = W[vt]
    k = b["k"] if rhs is None else _imm_ok(sel, rhs)
    if k is not None:
        if k == 0:
            # `test r, r` sets ZF SF PF from r and clears CF and OF exactly as
            # `cmp $0, r` does (SDM "CMP", "TEST"), one byte shorter: any condition
            r = sel.operand(a)
            sel.emit(I.INSTRS[f"TEST{w}rr"], [r, r])
        else:
            sel.emit(I.INSTRS[f"CMP{w}ri"], [sel.operand(a), k])
    else:
        sel.emit(I.INSTRS[f"CMP{w}rr"], [sel.operand(a), sel.operand(rhs)])
    return (INT_CC[cc],)


def _bool_from_flags(sel: Any, ccs: tuple[str, ...], vt: str) -> Any:
    """0/1 in a register of type vt from the flags (setcc + movzbl; two flags: and/or)."""
    bytes_ = []
    for c in ccs:
        r8 = sel.new_vreg(GR8)
        sel.emit(I.SETCCr, [r8, c])
        bytes_.append(r8)
    vals = []
    for r8 in bytes_:
        rd = sel.new_vreg(GR32 if vt == "i32" else Z32)
        sel.emit(I.MOVZX32rr8 if vt == "i32" else I.MOVZX64rr8, [rd, r8])
        vals.append(rd)
    if len(vals) == 1:
        return vals[0]
    op = I.AND32rr if ccs == ("e", "np") else I.OR32rr
    rd = sel.new_vreg(GR32 if vt == "i32" else Z32)
    sel.emit(op, [rd, vals[0], vals[1]])
    return rd


def setcc(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    ccs = emit_compare(sel, b, b["cc"])
    return [_bool_from_flags(sel, ccs, node.vts[0])]


def _test_nonzero(sel: Any, c: Any) -> None:
    r = sel.operand(c)
    vt = c[0].vts[c[1]]
    sel.emit(I.TEST64rr if vt == "i64" else I.TEST32rr, [r, r])


def brcond_setcc(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    ccs = emit_compare(sel, b, b["cc"])
    dest = b["d"]
    if len(ccs) == 1:
        sel.emit(I.JCC_1, [dest, ccs[0]])
    else:
        v = _bool_from_flags(sel, ccs, "i32")
        sel.emit(I.TEST32rr, [v, v])
        sel.emit(I.JCC_1, [dest, "ne"])
    return []


def brcond(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    _test_nonzero(sel, b["c"])
    sel.emit(I.JCC_1, [b["d"], "ne"])
    return []


def _cmov(sel: Any, vt: str, cc: str, t: Any, f: Any) -> Any:
    """dst = cc ? t : f (f is the tied source)."""
    if vt in INT_VTS:
        rd = sel.new_vreg(GR32 if vt == "i32" else GR64)
        sel.emit(I.CMOV32rr if vt == "i32" else I.CMOV64rr, [rd, f, t, cc])
        return rd
    raise AssertionError(vt)


def _fp_select(sel: Any, vt: str, flags: Any, t: Any, f: Any) -> Any:
    """FP select through the integer registers: movq/movd both out, cmov, move back.
    `flags()` emits the compare and returns the x86 cc (called after the moves, which
    leave the flags alone but must not sit between compare and cmov anyway)."""
    to_i, to_f = ((I.MOVDSSto32, I.MOVD32toSS) if vt == "f32"
                  else (I.MOVQSDto64, I.MOVQ64toSD))
    ivt = "i32" if vt == "f32" else "i64"
    ti, fi_ = sel.new_vreg(GR32 if vt == "f32" else GR64), sel.new_vreg(GR32 if vt == "f32" else GR64)
    sel.emit(to_i, [ti, t])
    sel.emit(to_i, [fi_, f])
    cc = flags()
    r = _cmov(sel, ivt, cc, ti, fi_)
    rd = sel.new_vreg(FR32 if vt == "f32" else FR64)
    sel.emit(to_f, [rd, r])
    return rd


def select_setcc(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    vt = node.vts[0]
    t, f = sel.operand(b["t"]), sel.operand(b["f"])

    def flags() -> str:
        ccs = emit_compare(sel, b, b["cc"])
        if len(ccs) == 1:
            return ccs[0]
        v = _bool_from_flags(sel, ccs, "i32")
        sel.emit(I.TEST32rr, [v, v])
        return "ne"
    if vt in FP_VTS:
        return [_fp_select(sel, vt, flags, t, f)]
    cc = flags()
    return [_cmov(sel, vt, cc, t, f)]


def select(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    vt = node.vts[0]
    t, f = sel.operand(b["t"]), sel.operand(b["f"])

    def flags() -> str:
        _test_nonzero(sel, b["c"])
        return "ne"
    if vt in FP_VTS:
        return [_fp_select(sel, vt, flags, t, f)]
    cc = flags()
    return [_cmov(sel, vt, cc, t, f)]


def _swapped(hook: Any) -> Any:
    """`hook` for SETCC(load, a, cc): `cmp mem, a` computes a - [mem], so the predicate
    is read with its operands swapped (slt -> sgt, ult -> ugt; eq, ne stay)."""
    def swapped(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        return hook(sel, node, {**b, "cc": SWAP_CC[b["cc"]]})
    swapped.__name__ = f"swapped_{hook.__name__}"
    return swapped


def _compare_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt in INT_VTS:
        a, c = reg("a", vt), cond(*INT_CC, name="cc")
        # the register form, and the imm32 form (the constant is never put in a register)
        masked = N.AND(reg("x", vt), const(fits32, "m", "imm32", vt=vt))
        for lhs, rhs, cc, prio in (
                (a, reg("b", vt), c, 0), (a, const(fits32, "k", "imm32", vt=vt), c, 0),
                (masked, cst(0, vt=vt), cond("eq", "ne", name="cc"), 0),
                (a, LOADED, c, 1)):                       # cmp mem, reg
            pats += [
                Pat(N.SETCC(lhs, rhs, cc), setcc, prio=prio),
                Pat(N.BRCOND(N.SETCC(lhs, rhs, cc), bb("d")), brcond_setcc, prio=prio),
                Pat(N.SELECT(N.SETCC(lhs, rhs, cc), reg("t"), reg("f")), select_setcc,
                    prio=prio),
            ]
        # a load against a register (`cmp mem, reg`, the predicate swapped) and a load,
        # extended or not, against a constant (`cmpb $0, (%rdi)`)
        k = const(fits32, "k", "imm32", vt=vt)
        for cmp, wrap in ((N.SETCC(LOADED, a, c), _swapped),
                          (N.SETCC(CMP_LOADED, k, c, pred=compare_fits), lambda h: h)):
            pats += [Pat(cmp, wrap(setcc), prio=1),
                     Pat(N.BRCOND(cmp, bb("d")), wrap(brcond_setcc), prio=1),
                     Pat(N.SELECT(cmp, reg("t"), reg("f")), wrap(select_setcc), prio=1)]
    for vt in FP_VTS:
        a, bb_ = reg("a", vt), reg("b", vt)
        c = cond(*ALL_FP_CCS, name="cc")
        pats += [
            Pat(N.SETCC(a, bb_, c), setcc),
            Pat(N.BRCOND(N.SETCC(a, bb_, c), bb("d")), brcond_setcc),
            Pat(N.SELECT(N.SETCC(a, bb_, c), reg("t"), reg("f")), select_setcc),
        ]
    pats += [
        Pat(N.BRCOND(reg("c"), bb("d")), brcond),
        Pat(N.SELECT(reg("c"), reg("t"), reg("f")), select),
    ]
    return pats


# --------------------------------------------------------------------------- arithmetic

def _fixed_shift(op: str, w: int) -> Any:
    rec = I.INSTRS[f"{op}{w}rCL"]
    cls = GR32 if w == 32 else GR64

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        a, amt = sel.operand(b["a"]), sel.operand(b["b"])
        sel.emit(COPY, [RCX, amt])
        rd = sel.new_vreg(cls)
        sel.emit(rec, [rd, a])
        return [rd]
    hook.__name__ = f"shift_{op}{w}"
    return hook


def _divrem(signed: bool, rem: bool, w: int) -> Any:
    div = I.INSTRS[f"{'IDIV' if signed else 'DIV'}{w}r"]
    cls = GR32 if w == 32 else GR64

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        a, d = sel.operand(b["a"]), sel.operand(b["b"])
        sel.emit(COPY, [RAX, a])
        if signed:
            sel.emit(I.CLTD if w == 32 else I.CQTO, [])
        else:
            sel.emit(I.MOV32r0, [RDX])
        sel.emit(div, [d])
        rd = sel.new_vreg(cls)
        sel.emit(COPY, [rd, RDX if rem else RAX])
        return [rd]
    hook.__name__ = f"divrem_{w}"
    return hook


def _mulh(signed: bool) -> Any:
    rec = I.IMUL64r_wide if signed else I.MUL64r_wide

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        a, m = sel.operand(b["a"]), sel.operand(b["b"])
        sel.emit(COPY, [RAX, a])
        sel.emit(rec, [m])
        rd = sel.new_vreg(GR64)
        sel.emit(COPY, [rd, RDX])
        return [rd]
    return hook


def _int_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt in INT_VTS:
        w = W[vt]
        a, b_ = reg("a", vt), reg("b", vt)
        R = lambda n: I.INSTRS[n]  # noqa: E731
        for op, mn in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"),
                       (Op.XOR, "XOR")):
            pats.append(Pat(node(op, a, b_), R(f"{mn}{w}rr")("a", "b")))
            pats.append(Pat(node(op, a, imm("c")), R(f"{mn}{w}ri")("a", "c")))
        # an operand read from memory (SDM: "ADD r32, r/m32" ...): the load is folded
        # (not with a constant: mov mem + op $imm is as short and keeps no constant)
        in_reg = reg("a", vt, pred=not_const)
        for op, mn in ((Op.ADD, "ADD"), (Op.SUB, "SUB"), (Op.AND, "AND"), (Op.OR, "OR"),
                       (Op.XOR, "XOR")):
            pats.append(Pat(node(op, in_reg, LOADED), rm_with(f"{mn}{w}rm"), prio=2))
        # Three-address adds through lea (no flags, no tie: no copy when `a` stays live);
        # `leal` takes 64-bit address registers and keeps the low 32 bits of the sum.
        lea, lea_x = R(f"LEA{w}r"), R(f"LEA{w}r_x")
        pats += [
            Pat(N.ADD(a, imm("c")), lea("a", "c"), prio=1),
            Pat(N.ADD(a, b_), lea_x("a", "b", 1, 0), prio=1),
            Pat(N.SUB(a, const(lambda v: fits32(-v), "c", "-imm32")),
                lea("a", xf.neg("c")), prio=1),
            Pat(N.ADD(N.SHL(a, const(lambda v: 1 <= v <= 3, "s", "1..3")), b_),
                lea_x("b", "a", xf.of("scale", lambda v: 1 << v, "s"), 0), prio=1),
        ]
        pats += [
            Pat(N.SUB(cst(0), a), R(f"NEG{w}r")("a"), prio=1),
            Pat(N.XOR(a, cst(-1)), R(f"NOT{w}r")("a"), prio=1),
            Pat(N.MUL(a, b_), R(f"IMUL{w}rr")("a", "b")),
            Pat(N.MUL(a, imm("c")), R(f"IMUL{w}rri")("a", "c")),
            Pat(N.BSWAP(a), R(f"BSWAP{w}r")("a")),
            Pat(N.CTPOP(a), R(f"POPCNT{w}rr")("a"), requires="popcnt"),
            Pat(N.CTLZ(a), R(f"LZCNT{w}rr")("a"), requires="lzcnt"),
            Pat(N.CTTZ(a), R(f"TZCNT{w}rr")("a"), requires="bmi"),
            Pat(N.SDIV(a, b_), _divrem(True, False, w)),
            Pat(N.SREM(a, b_), _divrem(True, True, w)),
            Pat(N.UDIV(a, b_), _divrem(False, False, w)),
            Pat(N.UREM(a, b_), _divrem(False, True, w)),
        ]
        for op, mn in ((Op.SHL, "SHL"), (Op.SRL, "SHR"), (Op.SRA, "SAR"), (Op.ROTL, "ROL"),
                       (Op.ROTR, "ROR")):
            pats.append(Pat(node(op, a, imm("c")), R(f"{mn}{w}ri")("a", "c")))
            pats.append(Pat(node(op, a, reg("b")), _fixed_shift(mn, w)))
        pats.append(Pat(imm("c", vt=vt), constant))
    pats += [
        Pat(N.MULHS(reg("a", "i64"), reg("b", "i64")), _mulh(True)),
        Pat(N.MULHU(reg("a", "i64"), reg("b", "i64")), _mulh(False)),
        # extensions and truncation (only i32 <-> i64 exist after legalization)
        Pat(N.SIGN_EXTEND(reg("a", "i32"), vt="i64"), I.MOVSX64rr32("a")),
        Pat(N.ZERO_EXTEND(reg("a", "i32"), vt="i64"), I.MOVZX64rr32("a")),
        Pat(N.ANY_EXTEND(reg("a", "i32"), vt="i64"), COPY("a")),
        # the low half of an X register is its 32-bit view (an operand's class picks the
        # printed name): no copy, which the allocator could not always coalesce away
        Pat(N.TRUNCATE(reg("a", "i64"), vt="i32"), "a"),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i32"), vtype("i8")), I.MOVSX32rr8("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i32"), vtype("i16")), I.MOVSX32rr16("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i8")), I.MOVSX64rr8("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i16")), I.MOVSX64rr16("a")),
        Pat(N.SIGN_EXTEND_INREG(reg("a", "i64"), vtype("i32")), I.MOVSX64rr32("a")),
        # zero-extension masks
        Pat(N.AND(reg("a", "i32"), cst(0xFF)), I.MOVZX32rr8("a"), prio=2),
        Pat(N.AND(reg("a", "i32"), cst(0xFFFF)), I.MOVZX32rr16("a"), prio=2),
        Pat(N.AND(reg("a", "i64"), cst(0xFF)), I.MOVZX64rr8("a"), prio=2),
        Pat(N.AND(reg("a", "i64"), cst(0xFFFF)), I.MOVZX64rr16("a"), prio=2),
        Pat(N.AND(reg("a", "i64"), cst(0xFFFFFFFF)), I.MOVZX64rr32("a"), prio=2),
    ]
    return pats


# --------------------------------------------------------------------------- floating point

def _fp_patterns() -> list[Pat]:
    pats: list[Pat] = []
    for vt, t in (("f32", "SS"), ("f64", "SD")):
        a, b_ = reg("a", vt), reg("b", vt)
        R = lambda n: I.INSTRS[n]  # noqa: E731
        pats += [
            Pat(N.FADD(a, b_), R(f"ADD{t}rr")("a", "b")),
            Pat(N.FSUB(a, b_), R(f"SUB{t}rr")("a", "b")),
            Pat(N.FMUL(a, b_), R(f"MUL{t}rr")("a", "b")),
            Pat(N.FDIV(a, b_), R(f"DIV{t}rr")("a", "b")),
            *[Pat(node(op, a, LOADED), rm_with(f"{mn}{t}rm"), prio=2)
              for op, mn in ((Op.FADD, "ADD"), (Op.FSUB, "SUB"), (Op.FMUL, "MUL"),
                             (Op.FDIV, "DIV"))],
            Pat(N.FSQRT(a), R(f"SQRT{t}rr")("a")),
            Pat(N.SINT_TO_FP(reg("x", "i32"), vt=vt), R(f"CVTSI2{t}rr")("x")),
            Pat(N.SINT_TO_FP(reg("x", "i64"), vt=vt), R(f"CVTSI642{t}rr")("x")),
            Pat(N.FP_TO_SINT(a, vt="i32"), R(f"CVTT{t}2SIrr")("a")),
            Pat(N.FP_TO_SINT(a, vt="i64"), R(f"CVTT{t}2SI64rr")("a")),
            Pat(N.CONSTANT_FP(vt=vt), constant_fp),
        ]
    pats += [
        Pat(N.FP_EXTEND(reg("a", "f32"), vt="f64"), I.CVTSS2SDrr("a")),
        Pat(N.FP_ROUND(reg("a", "f64"), vt="f32"), I.CVTSD2SSrr("a")),
        Pat(N.BITCAST(reg("a", "i64"), vt="f64"), I.MOVQ64toSD("a")),
        Pat(N.BITCAST(reg("a", "f64"), vt="i64"), I.MOVQSDto64("a")),
        Pat(N.BITCAST(reg("a", "i32"), vt="f32"), I.MOVD32toSS("a")),
        Pat(N.BITCAST(reg("a", "f32"), vt="i32"), I.MOVDSSto32("a")),
    ]
    return pats


# --------------------------------------------------------------------------- control, calls

def _set_al(sel: Any, n: int) -> None:
    if n:
        sel.emit(I.MOV32ri, [RAX, n])
    else:
        sel.emit(I.MOV32r0, [RAX])          # xorl %eax, %eax (flags are dead at a call)


def call_direct(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    """`callq sym`; variadic calls first set %al = number of vector registers used
    (ABI 3.5.7: an upper bound is enough; `movl` writes all of %eax)."""
    info = node.attr
    uses: tuple = ()
    target = code_model.call_through_register(sel, b["f"])
    if getattr(info, "is_vararg", False):
        _set_al(sel, getattr(info, "num_fp_args", 0))
        uses = (RAX,)
    if target is not None:
        sel.emit(I.CALL64r, [target], implicit_uses=uses)
    else:
        sel.emit(I.CALL64pcrel32, [b["f"]], implicit_uses=uses)
    return []


def call_indirect(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    info = node.attr
    uses: tuple = ()
    target = sel.operand(b["f"])
    if getattr(info, "is_vararg", False):
        _set_al(sel, getattr(info, "num_fp_args", 0))
        uses = (RAX,)
    sel.emit(I.CALL64r, [target], implicit_uses=uses)
    return []


def callseq(instr: Any) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        sel.emit(instr, [node.attr or 0])
        return []
    return hook


def _control_patterns() -> list[Pat]:
    return [
        Pat(N.BR(bb("d")), I.JMP_1("d")),
        Pat(N.BRIND(reg("a", "i64")), I.JMP64r("a")),
        Pat(N.CALL(sym("f"), variadic=True), call_direct),
        Pat(N.CALL(reg("f", "i64"), variadic=True), call_indirect),
        Pat(N.RET(variadic=True), I.RET64()),
        Pat(N.TRAP(), I.TRAP()),
        Pat(N.CALLSEQ_START(), callseq(I.ADJCALLSTACKDOWN64)),
        Pat(N.CALLSEQ_END(), callseq(I.ADJCALLSTACKUP64)),
        Pat(sym("s"), code_model.global_address),
        Pat(got_sym("s"), I.INSTRS["MOV64rm_rip"]("s")),     # PIC: movq s@GOTPCREL(%rip)
        Pat(fi("f"), I.LEA64r("f", 0)),
        Pat(N.ADD(fi("f"), imm("c")), I.LEA64r("f", "c")),
        Pat(N.STACKSAVE(), COPY(RSP)),
        Pat(N.STACKRESTORE(reg("p", "i64")), COPY("p", dst=RSP)),
    ]


# --------------------------------------------------------------------------- atomics
# x86-64 is TSO (SDM vol. 3, 8.2 "Memory Ordering"): loads and release stores are plain
# movs, a seq_cst store is `xchg`, a seq_cst fence is `mfence`, add/sub/xchg are
# `lock xadd` / `xchg`, compare-and-swap is `lock cmpxchg` through %rax. The other
# read-modify-write operations need a cmpxchg loop (control flow), not done yet.
_ATOMIC_LOADS = {"i8": "MOVZX32rm8", "i16": "MOVZX32rm16", "i32": "MOV32rm", "i64": "MOV64rm"}
_ATOMIC_STORES = {"i8": "MOV8mr", "i16": "MOV16mr", "i32": "MOV32mr", "i64": "MOV64mr"}


def fence(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    if node.attr in ("seq_cst", None, ""):
        sel.emit(I.MFENCE, [])
    return []


def atomic_load(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    mem = node.attr
    name = _ATOMIC_LOADS[mem.vt]
    if node.vts[0] == "i64" and mem.vt != "i64":
        name = name.replace("32", "64")
    return load_with(name)(sel, node, b)


def atomic_store(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    mem = node.attr
    v = b["v"]
    vt = v[0].vts[v[1]]
    if mem.ordering == "seq_cst" and mem.vt in ("i32", "i64"):
        rd = sel.new_vreg(GR32 if mem.vt == "i32" else GR64)
        emit_mem(sel, f"XCHG{W[mem.vt]}rm", [rd], b, [sel.operand(v)])
        return []
    if vt in FP_VTS:
        return store_with("MOVSSmr" if vt == "f32" else "MOVSDmr")(sel, node, b)
    return store_with(_ATOMIC_STORES[mem.vt])(sel, node, b)


def _rmw_ok(n: Any) -> bool:
    op, mem = n.attr
    return mem.vt in ("i32", "i64") and op in ("add", "sub", "xchg")


def atomic_rmw(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    op, mem = node.attr
    w = W[mem.vt]
    cls = GR32 if w == 32 else GR64
    v = sel.operand(b["v"])
    if op == "sub":
        neg = sel.new_vreg(cls)
        sel.emit(I.INSTRS[f"NEG{w}r"], [neg, v])
        v = neg
    rd = sel.new_vreg(cls)
    emit_mem(sel, f"XCHG{w}rm" if op == "xchg" else f"LXADD{w}", [rd], b, [v])
    return [rd]


def atomic_cmp_swap(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
    mem = node.attr
    w = W[mem.vt]
    sel.emit(COPY, [RAX, sel.operand(b["cmp"])])
    emit_mem(sel, f"LCMPXCHG{w}", [], b, [sel.operand(b["new"])])
    rd = sel.new_vreg(GR32 if w == 32 else GR64)
    sel.emit(COPY, [rd, RAX])
    return [rd]


def _atomic_patterns() -> list[Pat]:
    return [
        Pat(N.FENCE(), fence),
        Pat(N.ATOMIC_LOAD(ADDR), atomic_load),
        Pat(N.ATOMIC_STORE(reg("v"), ADDR), atomic_store),
        Pat(N.ATOMIC_RMW(ADDR, reg("v"), pred=_rmw_ok), atomic_rmw),
        Pat(N.ATOMIC_CMP_SWAP(ADDR, reg("cmp"), reg("new"),
                              pred=lambda n: n.attr.vt in ("i32", "i64")), atomic_cmp_swap),
    ]


PATTERNS: list[Pat] = [
    *_int_patterns(),
    *_compare_patterns(),
    *_memory_patterns(),
    *_fp_patterns(),
    *_control_patterns(),
    *tls.PATTERNS,
    *_atomic_patterns(),
]
