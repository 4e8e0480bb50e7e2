"""x86-64 memory operands for the selection patterns: the `x86_addr` complex pattern
(base + index*scale + disp, LLVM's X86DAGToDAGISel::matchAddress in the small), the
`x86_load` complex pattern that folds a load into the instruction reading it, and the
output hooks that emit a record's memory form (`m`, `x`, `rip`, `ms`, `xs`; see
instrs.mem_forms). The decisions are listed in patterns.py's docstring.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import FrameIndex, Sym
from pyllc.codegen.opcodes import COMMUTATIVE, Op
from pyllc.codegen.patterns import ComplexPattern, FoldedLoad, signed_value
from pyllc.targets.x86_64 import code_model
from pyllc.targets.x86_64 import instrs as I


def _is_const(v: Any) -> bool:
    return v[0].op in (Op.CONSTANT, Op.TARGET_CONSTANT)


def _cval(v: Any) -> int:
    n = v[0]
    return signed_value(n.attr, n.vts[v[1]])


def _scaled(v: Any) -> tuple[Any, int] | None:
    """(x, scale) when v is `shl x, 1..3` or `mul x, 2/4/8`."""
    n = v[0]
    if n.op == Op.SHL and _is_const(n.ops[1]) and 1 <= _cval(n.ops[1]) <= 3:
        return n.ops[0], 1 << _cval(n.ops[1])
    if n.op == Op.MUL:
        for a, c in ((n.ops[0], n.ops[1]), (n.ops[1], n.ops[0])):
            if _is_const(c) and _cval(c) in (2, 4, 8):
                return a, _cval(c)
    return None


def fits32(v: int) -> bool:
    return -(1 << 31) <= v < (1 << 31)


def select_addr(ctx: Any, value: Any) -> tuple:
    """base + index*scale + disp for a pointer value (see the module docstring); a
    constant added to the base or the index register moves into the displacement."""
    return _fold_offsets(*_select_addr(ctx, value))


def _peel(v: Any) -> tuple[Any, int]:
    """v as x + c (c a constant; 0 when v is no such add)."""
    n = v[0]
    if n.op == Op.ADD:
        a, b = n.ops
        for x, c in ((a, b), (b, a)):
            if _is_const(c):
                return x, _cval(c)
    return v, 0


def _fold_offsets(base: Any, index: Any, scale: int, disp: Any) -> tuple:
    for _ in range(2):
        if type(base) is tuple:
            x, c = _peel(base)
            if c and x[0].op != Op.FRAME_INDEX:
                d = _add_disp(disp, c)
                if d is not None:
                    base, disp = x, d
        if index is not None:
            x, c = _peel(index)
            if c:
                d = _add_disp(disp, c * scale)
                if d is not None:
                    index, disp = x, d
    return (base, index, scale, disp)


def _add_disp(disp: Any, c: int) -> Any:
    if isinstance(disp, Sym):
        ok = fits32(disp.offset + c)
        return Sym(disp.name, disp.offset + c, disp.modifier) if ok else None
    return disp + c if fits32(disp + c) else None


def _select_addr(ctx: Any, value: Any) -> tuple:
    disp = 0
    v = value
    # peel constant offsets
    while v[0].op == Op.ADD:
        a, b = v[0].ops
        if _is_const(a):
            a, b = b, a
        if _is_const(b) and fits32(disp + _cval(b)):
            disp += _cval(b)
            v = a
            continue
        break
    n = v[0]
    if n.op == Op.GLOBAL_ADDRESS:
        name, off = n.attr[:2] if isinstance(n.attr, tuple) else (n.attr, 0)
        if fits32(off + disp) and not code_model.absolute(ctx, Sym(name)):
            return (Sym(name, off + disp), None, 1, 0)
    if n.op == Op.CONSTANT_POOL:
        # a pool entry is local data: RIP-relative unless the code model makes data absolute
        label = n.attr[0] if isinstance(n.attr, tuple) else n.attr
        if fits32(disp) and not code_model.absolute(ctx, Sym(label)):
            return (Sym(label, disp), None, 1, 0)
    if n.op == Op.FRAME_INDEX:
        return (FrameIndex(n.attr), None, 1, disp)
    if n.op == Op.ADD:
        a, b = n.ops
        if "pic" not in ctx.mf.info and ctx.mf.info.get("code_model", "small") == "small":
            folded = _symbol_displacement(a, b, disp)
            if folded is not None:
                return folded
        for base, other in ((a, b), (b, a)):
            sc = _scaled(other)
            if sc is not None:
                return (_base(base), sc[0], sc[1], disp)
        return (_base(a), b, 1, disp)
    sc = _scaled(v)
    if sc is not None and sc[1] == 2:
        return (sc[0], sc[0], 1, disp)           # x*2 = x + x*1
    return (v, None, 1, disp)


def _symbol_displacement(a: Any, b: Any, disp: int) -> tuple | None:
    """sym + r [+ disp] as `sym+disp(%base[,%index,scale])` (the `ms` / `xs` forms):
    static relocation model only (the caller checks), where a symbol's address is a
    signed 32-bit displacement. The sum `a + b` is flattened (through nested adds) into
    one global, constants and at most two register terms, one of them possibly scaled.
    A frame index never becomes a register term here (frame lowering adds its offset to
    an int `disp`, which these forms do not have)."""
    terms: list[Any] = []
    glob: Any = None
    work = [a, b]
    while work:
        v = work.pop()
        n = v[0]
        if n.op == Op.ADD and len(terms) + len(work) < 3:
            work.extend(n.ops)
        elif n.op == Op.GLOBAL_ADDRESS and glob is None:
            glob = n
        elif _is_const(v):
            disp += _cval(v)
        elif n.op == Op.FRAME_INDEX:
            return None
        else:
            terms.append(v)
    if glob is None or not terms or len(terms) > 2:
        return None
    name, off = glob.attr[:2] if isinstance(glob.attr, tuple) else (glob.attr, 0)
    if not fits32(off + disp):
        return None
    sym_ = Sym(name, off + disp)
    if len(terms) == 2:
        x, y = terms
        for base, other in ((x, y), (y, x)):
            sc = _scaled(other)
            if sc is not None:
                return (base, sc[0], sc[1], sym_)
        return (x, y, 1, sym_)
    sc = _scaled(terms[0])
    if sc is not None and sc[1] == 2:
        return (sc[0], sc[0], 1, sym_)           # x*2 = x + x*1
    return (terms[0], None, 1, sym_)


def _base(v: Any) -> Any:
    return FrameIndex(v[0].attr) if v[0].op == Op.FRAME_INDEX else v


x86_addr = ComplexPattern("x86_addr", select_addr, 4, None, weight=1)
ADDR = x86_addr("base", "index", "scale", "disp")
# a read-modify-write store's own address: the same components as its folded load's
# (the pattern checks the pointer value is the same), bound under other names
RMW_ADDR = x86_addr("sbase", "sindex", "sscale", "sdisp")


def select_folded_load(ctx: Any, value: Any) -> tuple | None:
    """A plain (non-extending) load whose memory the selected instruction may read
    itself (`ctx.can_fold_load`): its address, plus the `FoldedLoad` marker."""
    n = value[0]
    mem = n.attr
    if mem.ext or mem.vt != n.vts[0] or not ctx.can_fold_load(value):
        return None
    return (*select_addr(ctx, n.ops[1]), FoldedLoad(n))


x86_load = ComplexPattern("x86_load", select_folded_load, 5, (Op.LOAD,), weight=2)
LOADED = x86_load("base", "index", "scale", "disp", "fold")


def select_compared_load(ctx: Any, value: Any) -> tuple | None:
    """A plain, sign- or zero-extending load (of 8, 16, 32 or 64 bits) that a compare
    with an immediate may read itself (`cmpb $0, (mem)`); which constants and
    predicates keep the meaning of the extended compare is `compare_fits`' question."""
    n = value[0]
    mem = n.attr
    if mem.ext not in ("", "sext", "zext") or not ctx.can_fold_load(value):
        return None
    return (*select_addr(ctx, n.ops[1]), FoldedLoad(n))


x86_cmp_load = ComplexPattern("x86_cmp_load", select_compared_load, 5, (Op.LOAD,), weight=2)
CMP_LOADED = x86_cmp_load("base", "index", "scale", "disp", "fold")
_UNSIGNED_OR_EQ = frozenset({"eq", "ne", "ult", "ule", "ugt", "uge"})


def compare_fits(n: Any) -> bool:
    """SETCC(load, k, cc) may be `cmp $k, mem` at the width in memory: a plain load with
    an imm32; a sign-extended m-bit load with k a signed m-bit value (sign extension
    keeps both the signed and the unsigned order of m-bit values); a zero-extended one
    with k an unsigned m-bit value and an equality or unsigned predicate (a byte >= 128
    is positive once zero-extended but negative to a signed `cmpb`)."""
    ld, k, cc = n.ops[0][0], n.ops[1][0], n.ops[2][0].attr
    if ld.op != Op.LOAD or n.ops[0][1] != 0:
        return False
    mem = ld.attr
    bits = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}.get(mem.vt)
    if bits is None or k.op != Op.CONSTANT:
        return False
    s = signed_value(k.attr, k.vts[0])
    if mem.ext == "":
        return mem.vt == ld.vts[0] and fits32(s)
    if mem.ext == "sext":
        return -(1 << (bits - 1)) <= s < (1 << (bits - 1))
    return 0 <= s < (1 << bits) and cc in _UNSIGNED_OR_EQ


def not_const(n: Any) -> bool:
    return n.op not in (Op.CONSTANT, Op.TARGET_CONSTANT)


def rm_with(name: str) -> Any:
    """Output hook: `dst = a op [mem]` with the memory form of record `name` (tied a)."""
    cls = I.MEM[name]["m"].operands[0].kind

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        dst = sel.new_vreg(cls)
        emit_mem(sel, name, [dst], b, [sel.operand(b["a"])])
        return [dst]
    hook.__name__ = f"rm_{name}"
    return hook


def rmw_same_address(n: Any) -> bool:
    """STORE (op (load p) x) p: one width throughout, the same address value.

    The pattern folds the load it binds as LOADED, and the predicate cannot see which
    one that is: the first operand, or for a commutative op either (both orders are
    tried, and the second order wins when the first operand's load cannot fold). So the
    load of p must be the only load operand, or the first of a non-commutative op, or
    both operands (`x = y - x` must not become `y -= x`, nor `x = y + x` `y += x`)."""
    v, p = n.ops[1], n.ops[2]
    ops = v[0].ops

    def of_p(o: Any, r: int) -> bool:
        return (o.op == Op.LOAD and r == 0 and o.ops[1] == p and not o.attr.ext
                and o.attr.vt == n.attr.vt == v[0].vts[0])
    if len(ops) != 2:
        return False
    (a, ra), (b, rb) = ops
    if of_p(a, ra):
        return b.op != Op.LOAD or of_p(b, rb) or v[0].op not in COMMUTATIVE
    return v[0].op in COMMUTATIVE and of_p(b, rb) and a.op != Op.LOAD


def rmw_with(name: str) -> Any:
    """Output hook: `op src|$imm8, mem` on the folded load's address (the store's)."""
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        src = b["x"] if "x" in b else sel.operand(b["v"])
        emit_mem(sel, name, [], b, [src])
        return []
    hook.__name__ = f"rmw_{name}"
    return hook


def mem_ops(sel: Any, b: dict[str, Any]) -> tuple[str, list[Any]]:
    """(form, operands) of the memory operand bound by ADDR."""
    base = b["base"]
    if isinstance(base, Sym):
        return "rip", [base]
    base_op = sel.operand(base)
    if isinstance(b["disp"], Sym):
        if b["index"] is None:
            return "ms", [base_op, b["disp"]]
        return "xs", [base_op, sel.operand(b["index"]), b["scale"], b["disp"]]
    if b["index"] is None:
        return "m", [base_op, b["disp"]]
    return "x", [base_op, sel.operand(b["index"]), b["scale"], b["disp"]]


def emit_mem(sel: Any, name: str, defs: list[Any], b: dict[str, Any], uses: list[Any]) -> Any:
    form, ops = mem_ops(sel, b)
    return sel.emit(I.MEM[name][form], [*defs, *ops, *uses])


def load_with(name: str) -> Any:
    """Output hook: `dst = load` with memory record `name` (dst class from the record)."""
    rec = I.MEM[name]["m"]
    cls = rec.operands[0].kind

    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        dst = sel.new_vreg(cls)
        emit_mem(sel, name, [dst], b, [])
        return [dst]
    hook.__name__ = f"load_{name}"
    return hook


def store_with(name: str) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        emit_mem(sel, name, [], b, [sel.operand(b["v"])])
        return []
    hook.__name__ = f"store_{name}"
    return hook


def store_imm_with(name: str, bits: int) -> Any:
    def hook(sel: Any, node: Any, b: dict[str, Any]) -> list[Any]:
        c = b["c"] & ((1 << bits) - 1)
        c = c - (1 << bits) if c >> (bits - 1) else c
        emit_mem(sel, name, [], b, [c])
        return []
    hook.__name__ = f"store_imm_{name}"
    return hook
