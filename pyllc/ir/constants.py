"""Constants: immutable values with no defining instruction (ints, floats, aggregates, exprs, globals).

Constant is a User so that aggregates and expressions keep their operands' use lists
(a global's users include the constant expressions that mention it).
"""
from __future__ import annotations

import struct
from collections.abc import Iterable
from typing import cast

from pyllc.ir.types import I1, PTR, TOKEN, FloatType, FunctionType, IntType, Type
from pyllc.ir.values import BasicBlock, User, Value

__all__ = [
    "BlockAddress",
    "Constant",
    "ConstantAggregateZero",
    "ConstantArray",
    "ConstantDataString",
    "ConstantExpr",
    "ConstantFP",
    "ConstantInt",
    "ConstantPointerNull",
    "ConstantStruct",
    "ConstantTokenNone",
    "ConstantVector",
    "DSOLocalEquivalent",
    "InlineAsm",
    "NoCFIValue",
    "PoisonValue",
    "UndefValue",
    "false_",
    "true_",
]


def _int_bits(t: Type) -> int:
    if not isinstance(t, IntType):
        raise TypeError(f"integer constant of non-integer type '{t}'")
    return t.bits


def _float_kind(t: Type) -> str:
    if not isinstance(t, FloatType):
        raise TypeError(f"floating-point constant of non-float type '{t}'")
    return t.kind


class Constant(User):
    """Base of all constants."""
    __slots__ = ()

    def __init__(self, type: Type, operands: Iterable[Value] = ()) -> None:
        User.__init__(self, type, operands, None)

    @property
    def is_null_value(self) -> bool:
        return False


class ConstantInt(Constant):
    """An integer; `.value` is unsigned in [0, 2**bits), `.signed` the two's complement reading."""
    __slots__ = ("value",)

    def __init__(self, type: Type, value: int) -> None:
        self.type = type
        self.name = None
        self._uses = {}
        self.operands = []
        self.value: int = value & ((1 << _int_bits(type)) - 1)

    @property
    def signed(self) -> int:
        b = _int_bits(self.type)
        v = self.value
        return v - (1 << b) if v >> (b - 1) else v

    @property
    def is_null_value(self) -> bool:
        return self.value == 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ConstantInt) and other.type is self.type and other.value == self.value

    def __hash__(self) -> int:
        return hash((self.type, self.value))

    def __repr__(self) -> str:
        return f"<ConstantInt {self.type} {self.signed}>"


def true_() -> ConstantInt:
    return ConstantInt(I1, 1)


def false_() -> ConstantInt:
    return ConstantInt(I1, 0)


class ConstantFP(Constant):
    """A float given by its raw bit pattern in the type's own format (exact for every kind)."""
    __slots__ = ("bits",)

    def __init__(self, type: Type, bits: int) -> None:
        self.type = type
        self.name = None
        self._uses = {}
        self.operands = []
        self.bits: int = bits

    @property
    def value(self) -> float:
        """The value as a Python float (half, bfloat, float, double)."""
        k = _float_kind(self.type)
        x: float
        if k == "double":
            (x,) = struct.unpack("<d", struct.pack("<Q", self.bits))
        elif k == "float":
            (x,) = struct.unpack("<f", struct.pack("<I", self.bits))
        elif k == "half":
            (x,) = struct.unpack("<e", struct.pack("<H", self.bits))
        elif k == "bfloat":
            (x,) = struct.unpack("<f", struct.pack("<I", self.bits << 16))
        else:
            raise ValueError(f"no Python float for {k}")
        return x

    @staticmethod
    def from_float(type: Type, x: float) -> ConstantFP:
        """Build from a Python float (rounded to the type; half/bfloat/float/double)."""
        k = _float_kind(type)
        bits: int
        if k == "double":
            bits = struct.unpack("<Q", struct.pack("<d", x))[0]
        elif k == "float":
            bits = struct.unpack("<I", struct.pack("<f", x))[0]
        elif k == "half":
            bits = struct.unpack("<H", struct.pack("<e", x))[0]
        elif k == "bfloat":
            bits = struct.unpack("<I", struct.pack("<f", x))[0] >> 16
        else:
            raise ValueError(f"cannot build {k} from a Python float")
        return ConstantFP(type, bits)

    @property
    def is_null_value(self) -> bool:
        return self.bits == 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ConstantFP) and other.type is self.type and other.bits == self.bits

    def __hash__(self) -> int:
        return hash((self.type, self.bits))


class _Leaf(Constant):
    __slots__ = ()

    def __init__(self, type: Type) -> None:
        self.type = type
        self.name = None
        self._uses = {}
        self.operands = []

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.type is self.type

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.type))


class ConstantPointerNull(_Leaf):
    """`null`."""
    __slots__ = ()

    @property
    def is_null_value(self) -> bool:
        return True


class UndefValue(_Leaf):
    """`undef`."""
    __slots__ = ()


class PoisonValue(UndefValue):
    """`poison` (a kind of undef, as in LLVM)."""
    __slots__ = ()


class ConstantAggregateZero(_Leaf):
    """`zeroinitializer`."""
    __slots__ = ()

    @property
    def is_null_value(self) -> bool:
        return True


class ConstantTokenNone(_Leaf):
    """`none` of type token."""
    __slots__ = ()

    def __init__(self, type: Type = TOKEN) -> None:
        _Leaf.__init__(self, type)


class ConstantArray(Constant):
    """`[T a, T b]`; elements are `.operands`."""
    __slots__ = ()


class ConstantStruct(Constant):
    """`{ T a, U b }`; fields are `.operands`."""
    __slots__ = ()


class ConstantVector(Constant):
    """`<T a, T b>`; lanes are `.operands`."""
    __slots__ = ()


class ConstantDataString(Constant):
    """`c"..."`: an array of i8 given as bytes."""
    __slots__ = ("data",)

    def __init__(self, type: Type, data: bytes) -> None:
        Constant.__init__(self, type)
        self.data = bytes(data)


class ConstantExpr(Constant):
    """A constant expression; `.opcode` is the LLVM keyword (`getelementptr`, `bitcast`, `add` ...)."""
    __slots__ = ("flags", "indices", "inrange", "mask", "opcode", "predicate", "source_type")

    def __init__(self, type: Type, opcode: str, operands: Iterable[Value], flags: Iterable[str] = (),
                 predicate: str | None = None, source_type: Type | None = None,
                 inrange: int | None = None, indices: Iterable[int] = (),
                 mask: Iterable[int] = ()) -> None:
        Constant.__init__(self, type, operands)
        self.opcode = opcode
        self.flags = frozenset(flags)
        self.predicate = predicate
        self.source_type = source_type
        self.inrange = inrange
        self.indices = tuple(indices)
        self.mask = tuple(mask)


class BlockAddress(Constant):
    """`blockaddress(@f, %bb)`: operands [function, block]."""
    __slots__ = ()

    def __init__(self, function: Value, block: BasicBlock, type: Type = PTR) -> None:
        Constant.__init__(self, type, (function, block))

    @property
    def function(self) -> Value:
        """The Function (a placeholder while a forward reference is unresolved)."""
        return self.operands[0]

    @property
    def block(self) -> BasicBlock:
        return cast(BasicBlock, self.operands[1])  # operand 1 is always the block


class DSOLocalEquivalent(Constant):
    """`dso_local_equivalent @f`."""
    __slots__ = ()

    def __init__(self, gv: Value) -> None:
        Constant.__init__(self, gv.type, (gv,))

    @property
    def global_value(self) -> Value:
        return self.operands[0]


class NoCFIValue(Constant):
    """`no_cfi @f`."""
    __slots__ = ()

    def __init__(self, gv: Value) -> None:
        Constant.__init__(self, gv.type, (gv,))

    @property
    def global_value(self) -> Value:
        return self.operands[0]


class InlineAsm(Constant):
    """`asm [sideeffect] [alignstack] [inteldialect] [unwind] "text", "constraints"` as a callee."""
    __slots__ = ("asm", "asm_flags", "constraints", "function_type")

    def __init__(self, type: Type, asm: str, constraints: str, flags: Iterable[str] = ()) -> None:
        Constant.__init__(self, type)
        self.asm = asm
        self.constraints = constraints
        self.asm_flags = tuple(flags)
        self.function_type: FunctionType | None = None   # set by the call that uses it
