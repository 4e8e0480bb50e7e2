"""Global values: variables, functions, aliases and ifuncs (re-exported by constants.py)."""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from pyllc.ir.attributes import AttributeSet
from pyllc.ir.constants import Constant
from pyllc.ir.types import FunctionType, PointerType, Type
from pyllc.ir.values import Argument, BasicBlock, Value

if TYPE_CHECKING:
    from pyllc.ir.instructions import Instruction
    from pyllc.ir.metadata import Metadata
    from pyllc.ir.module import Module

__all__ = ["Function", "GlobalAlias", "GlobalIFunc", "GlobalValue", "GlobalVariable"]


class GlobalValue(Constant):
    """A named module-level object; its `.type` is a pointer, `.value_type` the object's type."""
    __slots__ = (
        "_op_kinds",
        "addrspace",
        "align",
        "comdat",
        "dll_storage",
        "dso_local",
        "linkage",
        "metadata",
        "parent",
        "partition",
        "sanitizer",
        "section",
        "thread_local",
        "unnamed_addr",
        "value_type",
        "visibility",
    )

    def __init__(self, name: str | None, value_type: Type, addrspace: int = 0,
                 typed_ptr: bool = False) -> None:
        ptype = PointerType.get(addrspace, value_type if typed_ptr else None)
        Constant.__init__(self, ptype)
        self.name = name
        self.value_type = value_type
        self.addrspace = addrspace
        self.linkage = "external"
        self.visibility = "default"
        self.dll_storage: str | None = None
        self.unnamed_addr: str | None = None   # None, "unnamed_addr" or "local_unnamed_addr"
        self.thread_local: str | None = None   # None, "thread_local", or "thread_local(initialexec)" etc.
        self.section: str | None = None
        self.partition: str | None = None
        self.comdat: str | None = None         # None, or comdat name (str); "" means `comdat` (own name)
        self.align: int | None = None
        self.dso_local = False
        self.metadata: dict[str, Metadata] = {}
        self.parent: Module | None = None
        self.sanitizer: list[str] = []    # no_sanitize_address, sanitize_memtag ...
        self._op_kinds: list[str] = []

    def _get_op(self, kind: str) -> Value | None:
        try:
            return self.operands[self._op_kinds.index(kind)]
        except ValueError:
            return None

    def _set_op(self, kind: str, v: Value | None) -> None:
        if kind in self._op_kinds:
            i = self._op_kinds.index(kind)
            if v is None:
                self.operands[i]._remove_use(self)
                del self.operands[i]
                del self._op_kinds[i]
            else:
                self.set_operand(i, v)
        elif v is not None:
            self._op_kinds.append(kind)
            self.append_operand(v)

    @property
    def is_declaration(self) -> bool:
        return False

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)


class GlobalVariable(GlobalValue):
    """`@g = [linkage] global|constant T init`; `initializer` None means a declaration."""
    __slots__ = ("attrs", "externally_initialized", "is_constant")

    def __init__(self, name: str | None, value_type: Type, initializer: Value | None = None,
                 is_constant: bool = False,
                 addrspace: int = 0, typed_ptr: bool = False) -> None:
        GlobalValue.__init__(self, name, value_type, addrspace, typed_ptr)
        self.is_constant = is_constant
        self.externally_initialized = False
        self.attrs = AttributeSet()
        if initializer is not None:
            self._set_op("init", initializer)

    @property
    def initializer(self) -> Value | None:
        return self._get_op("init")

    @initializer.setter
    def initializer(self, v: Value | None) -> None:
        self._set_op("init", v)

    @property
    def is_declaration(self) -> bool:
        return "init" not in self._op_kinds


class Function(GlobalValue):
    """A function declaration (no blocks) or definition."""
    __slots__ = (
        "args",
        "blocks",
        "callconv",
        "fn_attrs",
        "function_type",
        "gc",
        "param_attrs",
        "ret_attrs",
    )

    def __init__(self, name: str | None, function_type: FunctionType, addrspace: int = 0,
                 typed_ptr: bool = False, arg_names: Sequence[str | None] | None = None) -> None:
        GlobalValue.__init__(self, name, function_type, addrspace, typed_ptr)
        self.function_type = function_type
        names = arg_names or [None] * len(function_type.params)
        self.args = [Argument(t, n, self, i) for i, (t, n) in enumerate(zip(function_type.params, names))]
        self.blocks: list[BasicBlock] = []
        self.callconv = "ccc"
        self.ret_attrs = AttributeSet()
        self.param_attrs = [a.attrs for a in self.args]
        self.fn_attrs = AttributeSet()
        self.gc: str | None = None

    @property
    def personality(self) -> Value | None:
        return self._get_op("personality")

    @personality.setter
    def personality(self, v: Value | None) -> None:
        self._set_op("personality", v)

    @property
    def prefix(self) -> Value | None:
        return self._get_op("prefix")

    @prefix.setter
    def prefix(self, v: Value | None) -> None:
        self._set_op("prefix", v)

    @property
    def prologue(self) -> Value | None:
        return self._get_op("prologue")

    @prologue.setter
    def prologue(self, v: Value | None) -> None:
        self._set_op("prologue", v)

    @property
    def is_declaration(self) -> bool:
        return not self.blocks

    @property
    def is_vararg(self) -> bool:
        return self.function_type.vararg

    @property
    def entry(self) -> BasicBlock | None:
        return self.blocks[0] if self.blocks else None

    def append_block(self, bb: BasicBlock) -> BasicBlock:
        bb.parent = self
        self.blocks.append(bb)
        return bb

    def instructions(self) -> Iterator[Instruction]:
        """Every instruction, block by block."""
        for bb in self.blocks:
            yield from bb.instructions


class GlobalAlias(GlobalValue):
    """`@a = alias T, ptr @aliasee`."""
    __slots__ = ()

    def __init__(self, name: str | None, value_type: Type, aliasee: Value, addrspace: int = 0,
                 typed_ptr: bool = False) -> None:
        GlobalValue.__init__(self, name, value_type, addrspace, typed_ptr)
        self._set_op("aliasee", aliasee)

    @property
    def aliasee(self) -> Value | None:
        return self._get_op("aliasee")

    @aliasee.setter
    def aliasee(self, v: Value | None) -> None:
        self._set_op("aliasee", v)


class GlobalIFunc(GlobalValue):
    """`@f = ifunc T, ptr @resolver`."""
    __slots__ = ()

    def __init__(self, name: str | None, value_type: Type, resolver: Value, addrspace: int = 0,
                 typed_ptr: bool = False) -> None:
        GlobalValue.__init__(self, name, value_type, addrspace, typed_ptr)
        self._set_op("resolver", resolver)

    @property
    def resolver(self) -> Value | None:
        return self._get_op("resolver")

    @resolver.setter
    def resolver(self, v: Value | None) -> None:
        self._set_op("resolver", v)
