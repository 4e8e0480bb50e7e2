"""The state and services the builder's visitor mixins share (build_ops.py,
build_memory.py, build_intrinsics.py): `FunctionLowering` (isel/build.py) derives from
them and sets every attribute declared here in its constructor and per block.

Contract: the annotations below are the whole interface a mixin may rely on; the methods
that raise `NotImplementedError` are implemented by `FunctionLowering` (values) or by
`MemoryMixin` (block memory operations), which come first in its method order.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import SelectionDAG, Value
from pyllc.codegen.mir import MachineFunction
from pyllc.codegen.records import RegClass
from pyllc.codegen.target import Target
from pyllc.diagnostics import UnsupportedError
from pyllc.ir.datalayout import DataLayout
from pyllc.isel.vts import ir_vts
from pyllc.native import trait


@trait
class BuilderState:
    """What one IR function's lowering knows while it visits instructions."""

    mf: MachineFunction
    fn: Any                                 # the IR function
    dl: DataLayout
    target: Target
    ptr_vt: str                             # the pointer value type ("i64", "i32")
    legal: dict[str, RegClass]              # legal value type -> register class
    dag: SelectionDAG                       # the current block's DAG
    pending_loads: list[Value]              # chains of loads not yet joined to the root
    static_allocas: dict[Any, int]          # entry-block alloca -> frame index
    copy_chunks: dict[Any, tuple[tuple[str, int], ...]]  # copy-only load -> (vt, offset)s

    def vts(self, t: Any) -> tuple[str, ...]:
        """The DAG value types of a value of IR type `t` (its leaves)."""
        return ir_vts(t, self.dl, self.target)

    def side_chain(self) -> Value:
        """The root joined with pending loads: the chain for the next side effect."""
        dag = self.dag
        if self.pending_loads:
            dag.root = dag.token_factor([dag.root] + self.pending_loads)
            self.pending_loads = []
        return dag.root

    # ------------------------------------------------------------ implemented elsewhere
    def get(self, v: Any) -> list[Value]:
        """The DAG leaves of IR value `v` in the current block."""
        raise NotImplementedError

    def get1(self, v: Any) -> Value:
        """The first (usually only) leaf of IR value `v`."""
        raise NotImplementedError

    def unsupported(self, what: str, inst: Any = None) -> UnsupportedError:
        """The error for an IR construct the backend does not lower, located at `inst`
        (default: the instruction being visited)."""
        raise NotImplementedError

    def bitcast_leaves(self, src: list[Value], svts: tuple, vts: tuple) -> list[Value]:
        """Reinterpret lanes `src` of types `svts` as lanes of types `vts` (build_ops.py)."""
        raise NotImplementedError

    def inline_copy(self, dst: Value, src: Value, size: int, align: int) -> None:
        raise NotImplementedError

    def inline_set(self, dst: Value, byte: int, size: int, align: int) -> None:
        raise NotImplementedError
