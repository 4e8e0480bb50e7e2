"""Where a function's source variables live, from `llvm.dbg.declare` / `llvm.dbg.value`
(LLVM's "Source Level Debugging with LLVM": the variable intrinsics), for the DIEs of
mc/dwarf_info.py.

Contract:
  requires  a MachineFunction after prologue insertion (its frame objects' `offset` are
            final, relative to the CFA: codegen/prologue.py), with `mf.info["alloca_slots"]`
            (IR alloca -> frame index, from isel);
  produces  one `VarLoc` per DILocalVariable, in the order of the first intrinsic naming
            it (then those only in the DISubprogram's `retainedNodes`): `location` a DWARF expression relative to the frame base (the subprogram's
            DW_AT_frame_base is DW_OP_call_frame_cfa, so `DW_OP_fbreg N` is "CFA + N" at
            every instruction, prologue included, on every target), or `const` for a
            variable whose every dbg.value is the same integer constant, or neither
            (llc's "optimized out": the variable is listed without a location).

Correctness over coverage: a location is given only when it holds wherever the variable
is in scope: a dbg.declare of a static alloca (its slot never moves) when the frame is
not realigned at run time (then CFA offsets are exact), with an empty DIExpression or
one of the simple operations below. dbg.value of a register value gets no location
(pyllc keeps no per-instruction variable ranges yet).
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.mir import MachineFunction
from pyllc.ir.constants import ConstantFP, ConstantInt
from pyllc.ir.metadata import MDConst, MDNode, MetadataAsValue, ValueAsMetadata
from pyllc.mc.dwarf_enc import sleb, uleb
from pyllc.record import record

DW_OP_fbreg, DW_OP_call_frame_cfa, DW_OP_deref = 0x91, 0x9C, 0x06
DW_OP_plus_uconst, DW_OP_constu, DW_OP_minus, DW_OP_plus = 0x23, 0x10, 0x1C, 0x22
_SIMPLE_OPS = {"DW_OP_deref": 0, "DW_OP_plus_uconst": 1, "DW_OP_constu": 1,
               "DW_OP_minus": 0, "DW_OP_plus": 0}
_OP_CODES = {"DW_OP_deref": DW_OP_deref, "DW_OP_plus_uconst": DW_OP_plus_uconst,
             "DW_OP_constu": DW_OP_constu, "DW_OP_minus": DW_OP_minus, "DW_OP_plus": DW_OP_plus}

FRAME_BASE = bytes([DW_OP_call_frame_cfa])


@record(slots=True)
class VarLoc:
    """A source variable of a function and where it lives (see the module docstring)."""
    var: MDNode                           # the DILocalVariable
    location: bytes | None = None         # a DWARF expression
    const: int | None = None              # DW_AT_const_value ...
    const_form: str = "sdata"             # ... an integer (sdata) or a float's bits (udata)


def _md(v: Any) -> Any:
    """The metadata inside a `metadata ...` call operand (a node, or an IR value)."""
    md = v.metadata if isinstance(v, MetadataAsValue) else None
    if isinstance(md, ValueAsMetadata):
        return md.value
    return md


def expression_ops(expr: Any) -> bytes | None:
    """The DWARF bytes of a DIExpression made of simple operations; None if it has any
    other operation (fragments, DW_OP_LLVM_*, stack values ...)."""
    if not isinstance(expr, MDNode) or expr.kind != "DIExpression":
        return None
    ops = list(expr.operands)
    out = bytearray()
    i = 0
    while i < len(ops):
        op = ops[i]
        if not isinstance(op, MDConst) or str(op) not in _SIMPLE_OPS:
            return None
        name = str(op)
        out.append(_OP_CODES[name])
        for _ in range(_SIMPLE_OPS[name]):
            i += 1
            if i >= len(ops) or not isinstance(ops[i], int) or ops[i] < 0:
                return None
            out += uleb(ops[i])
        i += 1
    return bytes(out)


def _const_of(expr: Any, value: Any) -> tuple[int, str] | None:
    """The constant a dbg.value states (an empty expression on an integer, or on a
    float or double: its bits, as llc writes them) with its form."""
    if not isinstance(expr, MDNode) or expr.kind != "DIExpression" or expr.operands:
        return None
    if isinstance(value, ConstantInt):
        v = value.signed
        if not -(1 << 63) <= v < 1 << 63:
            return None          # wider than 64 bits: readers (llvm-dwarfdump) stop there
        return (1 if v == -1 and value.value == 1 else v), "sdata"     # i1 true is 1
    if isinstance(value, ConstantFP) and str(value.type) in ("float", "double"):
        return value.bits, "udata"
    return None


def function_variables(mf: MachineFunction, stack_align: int) -> list[VarLoc]:
    """The variables of `mf`'s IR function with their locations (module docstring)."""
    fn = mf.ir_function
    if fn is None:
        return []
    slots: dict[Any, int] = mf.info.get("alloca_slots") or {}
    objects = mf.frame.objects
    realigned = any(o.align > stack_align for o in objects if not o.fixed)
    out: dict[int, VarLoc] = {}
    values: dict[int, set[tuple[int, str] | None]] = {}
    for block in fn.blocks:
        for inst in block.instructions:
            if inst.opcode != "call":
                continue
            callee = getattr(inst.callee, "name", None)
            if callee not in ("llvm.dbg.declare", "llvm.dbg.value") or len(inst.args) < 3:
                continue
            var = _md(inst.args[1])
            if not isinstance(var, MDNode) or var.kind != "DILocalVariable":
                continue
            loc = out.get(id(var))
            if loc is None:
                loc = out[id(var)] = VarLoc(var)
            addr, expr = _md(inst.args[0]), _md(inst.args[2])
            if callee == "llvm.dbg.value":
                values.setdefault(id(var), set()).add(_const_of(expr, addr))
                continue
            fi = slots.get(addr)
            ops = expression_ops(expr)
            if fi is None or ops is None or realigned or loc.location is not None:
                continue
            loc.location = bytes([DW_OP_fbreg]) + sleb(objects[fi].offset) + ops
    sp = fn.metadata.get("dbg") if fn.metadata else None
    retained = sp.get("retainedNodes") if isinstance(sp, MDNode) else None
    for var in retained.operands if isinstance(retained, MDNode) else ():
        # variables the optimizer kept without an intrinsic: listed, no location (as llc)
        if isinstance(var, MDNode) and var.kind == "DILocalVariable" and id(var) not in out:
            out[id(var)] = VarLoc(var)
    for key, consts in values.items():
        v = out[key]
        only = next(iter(consts))
        if v.location is None and len(consts) == 1 and only is not None:
            v.const, v.const_form = only
    return list(out.values())


__all__ = ["VarLoc", "function_variables", "expression_ops", "FRAME_BASE"]
