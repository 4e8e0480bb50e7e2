"""`lint`: reports code whose behaviour is undefined or suspicious, as opt-16's Lint pass,
on stderr, one message and the offending instruction per finding; the IR is untouched.

Checks (each message is LLVM's):
- memory accesses (load, store, memset/memcpy/memmove destinations and sources) through
  a pointer whose underlying object is null ("Null pointer dereference"), undef ("Undef
  pointer dereference"), a function ("Write to text section" / "Load from block
  address"-style), a constant global written ("Write to read-only memory"); a constant
  offset outside an alloca or global ("Buffer overflow"); an
  access aligned more than its object and offset guarantee ("Memory reference address is
  misaligned");
- `udiv/sdiv/urem/srem` by constant zero or undef ("Division by zero");
- `shl/lshr/ashr` by a constant >= the width ("Undefined result: Shift count out of range");
- calls whose calling convention differs from the callee's, whose argument count or
  types do not match a direct callee ("Undefined behavior: Call argument count mismatches
  callee argument count", ...);
- `ret` of an alloca of the function ("Unusual: Returning alloca value") and `ret` in a
  `noreturn` function ("Unusual: Return statement in function with noreturn attribute").

Contract: reads only; preserves everything.
"""
from __future__ import annotations

import sys
from typing import Any

from pyllc.ir import ConstantInt, Function, GlobalVariable, Instruction
from pyllc.ir.module import Module
from pyllc.ir.values import Value
from pyllc.opt.aa import gep_constant_offset
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses
from pyllc.opt.printers import _Names
from pyllc.opt.traits import callee_name

UB = "Undefined behavior: "


def _strip(p: Value, dl: Any) -> tuple[Value, int | None]:
    off: int | None = 0
    v: Any = p
    for _ in range(32):
        op = getattr(v, "opcode", None)
        if op in ("bitcast", "addrspacecast"):
            v = v.operands[0]
            continue
        if op == "getelementptr":
            k = gep_constant_offset(dl, v)
            off = None if k is None or off is None else off + k
            v = v.operands[0]
            continue
        break
    return v, off


def _is_undef(v: Value) -> bool:
    return type(v).__name__ in ("UndefValue", "PoisonValue")


class Lint(ModulePass):
    """lint: undefined-behaviour report on stderr (see module docstring)."""
    name = "lint"
    required = True

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        self.dl = unit.datalayout
        self.msgs: list[str] = []
        for f in unit.functions:
            if f.is_declaration:
                continue
            names = _Names(f, unit)
            for b in f.blocks:
                for i in b.instructions:
                    for m in self.check(f, i):
                        self.msgs.append(f"{m}\n  {names.inst(i)}")
        if self.msgs:
            sys.stderr.write("\n".join(self.msgs) + "\n")
        return PreservedAnalyses.all()

    # ---- checks ---------------------------------------------------------------
    def check(self, f: Function, i: Instruction) -> list[str]:
        op = i.opcode
        out: list[str] = []
        if op == "load":
            out += self._mem(i.operands[0], self._size(i.type), getattr(i, "align", None), False)
        elif op == "store":
            out += self._mem(i.operands[1], self._size(i.operands[0].type), getattr(i, "align", None), True)
        elif op in ("udiv", "sdiv", "urem", "srem"):
            d = i.operands[1]
            if (isinstance(d, ConstantInt) and d.value == 0) or _is_undef(d):
                out.append(UB + "Division by zero")
        elif op in ("shl", "lshr", "ashr"):
            s = i.operands[1]
            st: Any = i.type.scalar_type
            if isinstance(s, ConstantInt) and s.value >= st.bits:
                out.append("Undefined result: Shift count out of range")
        elif op in ("call", "invoke"):
            out += self._call(i)
        elif op == "ret":
            if i.operands and getattr(_strip(i.operands[0], self.dl)[0], "opcode", None) == "alloca":
                out.append("Unusual: Returning alloca value")
            if "noreturn" in f.fn_attrs:
                out.append("Unusual: Return statement in function with noreturn attribute")
        return out

    def _size(self, t: Any) -> int | None:
        try:
            return int(self.dl.type_size(t))
        except Exception:  # noqa: BLE001 - unsized: unknown
            return None

    def _mem(self, p: Value, size: int | None, align: int | None, write: bool) -> list[str]:
        base: Any
        base, off = _strip(p, self.dl)
        name = type(base).__name__
        if name == "ConstantPointerNull":
            return [UB + "Null pointer dereference"]
        if _is_undef(base):
            return [UB + "Undef pointer dereference"]
        if isinstance(base, Function):
            return [UB + ("Write to text section" if write else "Load from function")]
        out: list[str] = []
        if write and isinstance(base, GlobalVariable) and base.is_constant:
            out.append(UB + "Write to read-only memory")
        obj_size: int | None = None
        obj_align: int | None = None
        if getattr(base, "opcode", None) == "alloca":
            n = base.operands[0] if base.operands else None
            if isinstance(n, ConstantInt):
                s = self._size_alloc(base.allocated_type)
                obj_size = None if s is None else s * n.value
            obj_align = getattr(base, "align", None) or self.dl.abi_align(base.allocated_type)
        elif isinstance(base, GlobalVariable) and base.initializer is not None:
            obj_size = self._size_alloc(base.value_type)
            obj_align = base.align
        if off is not None and size is not None and obj_size is not None and \
                (off < 0 or off + size > obj_size):
            out.append(UB + "Buffer overflow")
        if align and obj_align and off is not None:
            known = obj_align
            if off:
                known = min(obj_align, off & -off)
            if align > known:
                out.append(UB + "Memory reference address is misaligned")
        return out

    def _size_alloc(self, t: Any) -> int | None:
        try:
            return int(self.dl.alloc_size(t))
        except Exception:  # noqa: BLE001
            return None

    def _call(self, c: Instruction) -> list[str]:
        out: list[str] = []
        callee = getattr(c, "callee", None)
        name = callee_name(c) or ""
        if isinstance(callee, Function):
            if getattr(c, "callconv", "ccc") != callee.callconv:
                out.append(UB + "Caller and callee calling convention differ")
            ft = callee.function_type
            args = list(getattr(c, "args", []))
            if (len(args) != len(ft.params)) if not ft.vararg else len(args) < len(ft.params):
                out.append(UB + "Call argument count mismatches callee argument count")
            elif ft.ret is not c.type:
                out.append(UB + "Call return type mismatches callee return type")
            else:
                for a, t in zip(args, ft.params, strict=False):
                    if a.type is not t:
                        out.append(UB + "Call argument type mismatches callee parameter type")
                        break
        if name.startswith(("llvm.memset.", "llvm.memcpy.", "llvm.memmove.")):
            n = c.operands[2]
            size = n.value if isinstance(n, ConstantInt) else None
            out += self._mem(c.operands[0], size, None, True)
            if not name.startswith("llvm.memset."):
                out += self._mem(c.operands[1], size, None, False)
        return out
