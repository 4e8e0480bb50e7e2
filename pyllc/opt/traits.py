# mypy: disable-error-code="no-any-return"
"""Facts about instructions shared by every pass: side effects, memory behaviour, algebra.

These are tables per opcode/intrinsic (STYLE.md H: traits queried by passes, not
`if opcode in (...)` lists spread over the passes). They belong in the IR package
eventually; until it provides them they live here, built on the public IR API.

Contract: pure queries, never modify the IR.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import CallInst, Function, Instruction
from pyllc.ir.types import IntType
from pyllc.ir.values import Value

COMMUTATIVE = frozenset(["add", "mul", "and", "or", "xor", "fadd", "fmul"])
ASSOCIATIVE = frozenset(["add", "mul", "and", "or", "xor"])
INT_BINOPS = frozenset(["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"])
FP_BINOPS = frozenset(["fadd", "fsub", "fmul", "fdiv", "frem"])
DIVREM = frozenset(["udiv", "sdiv", "urem", "srem"])
CASTS = frozenset(["trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint", "inttoptr", "bitcast", "addrspacecast"])
#: opcodes whose result depends only on the operands and that cannot trap or write memory
PURE_OPS = (INT_BINOPS - DIVREM) | FP_BINOPS | CASTS | frozenset(
    ["fneg", "icmp", "fcmp", "select", "getelementptr", "extractvalue", "insertvalue", "extractelement", "insertelement", "shufflevector", "freeze", "phi"])

#: intrinsic name prefixes that neither read nor write memory and always return
PURE_INTRINSICS = (
    "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.", "llvm.abs.", "llvm.ctpop.",
    "llvm.ctlz.", "llvm.cttz.", "llvm.bswap.", "llvm.bitreverse.", "llvm.fshl.", "llvm.fshr.",
    "llvm.fabs.", "llvm.sqrt.", "llvm.fma.", "llvm.fmuladd.", "llvm.copysign.", "llvm.floor.",
    "llvm.ceil.", "llvm.trunc.", "llvm.rint.", "llvm.nearbyint.", "llvm.round.",
    "llvm.roundeven.", "llvm.minnum.", "llvm.maxnum.", "llvm.minimum.", "llvm.maximum.",
    "llvm.sadd.with.overflow.", "llvm.uadd.with.overflow.", "llvm.ssub.with.overflow.",
    "llvm.usub.with.overflow.", "llvm.smul.with.overflow.", "llvm.umul.with.overflow.",
    "llvm.sadd.sat.", "llvm.uadd.sat.", "llvm.ssub.sat.", "llvm.usub.sat.", "llvm.expect.",
    "llvm.is.constant.", "llvm.vector.reduce.",
)
#: intrinsics with no effect on the program's meaning that passes may delete
DROPPABLE_INTRINSICS = ("llvm.lifetime.start", "llvm.lifetime.end", "llvm.dbg.",
                        "llvm.assume", "llvm.experimental.noalias.scope.decl")


def callee_name(call: Instruction) -> str | None:
    """Name of the directly called function, or None for an indirect call."""
    if not isinstance(call, CallInst):
        return None
    c = call.callee
    return c.name if isinstance(c, Function) else None


def _attr_mem_none(attrs: Any) -> bool:
    if attrs is None:
        return False
    if "readnone" in attrs:
        return True
    m = attrs.get("memory") if hasattr(attrs, "get") else None
    return m is not None and str(m).strip() in ("(none)", "none")


def _attr_readonly(attrs: Any) -> bool:
    if attrs is None:
        return False
    if "readnone" in attrs or "readonly" in attrs:
        return True
    m = attrs.get("memory") if hasattr(attrs, "get") else None
    return m is not None and str(m).strip() in ("(none)", "none", "(read)", "read")


def is_pure_call(call: Instruction) -> bool:
    """A call that reads and writes no memory, does not unwind and returns (removable if unused).

    Each property may come from the call site's or the callee's function attributes. This
    runs for nearly every call in every pass: it allocates nothing."""
    if not isinstance(call, CallInst):
        return False
    ca = call.fn_attrs
    fn = call.callee
    if not isinstance(fn, Function):
        return _attr_mem_none(ca) and "nounwind" in ca and "willreturn" in ca
    name = fn.name
    if name is not None and name.startswith(PURE_INTRINSICS):
        return True
    fa = fn.fn_attrs
    return (("nounwind" in ca or "nounwind" in fa) and ("willreturn" in ca or "willreturn" in fa)
            and (_attr_mem_none(ca) or _attr_mem_none(fa)))


def is_readonly_call(call: Instruction) -> bool:
    """A call that may read but never writes memory (and returns, without unwinding)."""
    if is_pure_call(call):
        return True
    if not isinstance(call, CallInst):
        return False
    ca = call.fn_attrs
    fn = call.callee
    if not isinstance(fn, Function):
        return _attr_readonly(ca) and "nounwind" in ca and "willreturn" in ca
    fa = fn.fn_attrs
    return ((_attr_readonly(ca) or _attr_readonly(fa)) and ("nounwind" in ca or "nounwind" in fa)
            and ("willreturn" in ca or "willreturn" in fa))


def is_droppable_call(inst: Instruction) -> bool:
    """lifetime markers, debug intrinsics, assumes: removable without changing the result."""
    name = callee_name(inst)
    return name is not None and name.startswith(DROPPABLE_INTRINSICS)


def is_volatile_or_atomic(inst: Instruction) -> bool:
    """Loads/stores marked volatile or with an atomic ordering (never touched by simple passes)."""
    if "volatile" in inst.flags:
        return True
    return getattr(inst, "ordering", None) is not None


def may_write_memory(inst: Instruction) -> bool:
    """True if executing `inst` may write memory (or synchronise, which passes treat alike)."""
    op = inst.opcode
    if op in ("store", "atomicrmw", "cmpxchg", "fence", "va_arg"):
        return True
    if op == "load":
        return is_volatile_or_atomic(inst)
    if op in ("call", "invoke", "callbr"):
        return not is_readonly_call(inst) and not is_droppable_call(inst)
    return False


def may_read_memory(inst: Instruction) -> bool:
    """True if executing `inst` may read memory."""
    op = inst.opcode
    if op in ("load", "atomicrmw", "cmpxchg", "fence", "va_arg"):
        return True
    if op in ("call", "invoke", "callbr"):
        return not is_pure_call(inst) and not is_droppable_call(inst)
    return False


def has_side_effects(inst: Instruction) -> bool:
    """Instructions that must stay even when their result is unused."""
    op = inst.opcode
    if inst.is_terminator:
        return True
    if op in PURE_OPS or op == "alloca":
        return False
    if op == "load":
        return is_volatile_or_atomic(inst)
    if op in ("udiv", "sdiv", "urem", "srem"):
        return not safe_to_speculate(inst)
    if op == "call":
        return not is_readonly_call(inst)   # (a pure call is also a read-only one)
    return True


def is_trivially_dead(inst: Instruction) -> bool:
    """No users and no side effects (droppable intrinsics are not dead by themselves)."""
    return not inst.has_uses() and not has_side_effects(inst)


def safe_to_speculate(inst: Instruction) -> bool:
    """May be executed where it was not before: cannot trap, has no side effects."""
    op = inst.opcode
    if op in PURE_OPS and op != "phi":
        return True
    if op in DIVREM:
        # division by a non-zero constant (and not INT_MIN / -1 for signed) cannot trap
        d = inst.operands[1]
        v = getattr(d, "value", None)
        if not isinstance(v, int) or v == 0 or type(d).__name__ != "ConstantInt":
            return False
        t = d.type
        assert isinstance(t, IntType)   # a ConstantInt divisor
        return not (op in ("sdiv", "srem") and v == (1 << t.bits) - 1)
    if op == "call":
        return is_pure_call(inst)
    return False


def is_pure_value(v: Value) -> bool:
    """Instructions whose result only depends on their operands (candidates for CSE)."""
    if not isinstance(v, Instruction):
        return False
    op = v.opcode
    if op in PURE_OPS and op not in ("phi", "freeze"):
        return True
    if op in DIVREM:
        return True  # same operands give the same result; trapping is the same too
    return op == "call" and is_pure_call(v)
