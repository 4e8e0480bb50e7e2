"""Native vectors, continued: a whole vector built from scalars by a chain of
`insertelement`s (isel/build_vector.py).

The loop vectorizer turns a strided access (`B[k][j]` for k = 0..3) into four scalar
loads and an `insertelement` chain filling every lane of an undef vector: a gather.
Scalarized, the whole loop around it (the multiply, the accumulator phis, the reduction)
stays scalar; LLVM makes the chain one BUILD_VECTOR (x86: `movd` per lane and
`punpckldq`/`punpcklqdq`). Here the chain becomes one VBUILD node of the lane scalars when
the target lists the vector type under `vector_ops["build"]`: VBUILD of one
SCALAR_TO_VECTOR per lane (so a target may read a lane's load straight into a vector
register: x86 `movd mem, %xmm`).

Which chains: insertelements in one block, each but the last with the next one as its
only user, the first inserting into undef/poison, constant lane indices that cover every
lane exactly once, and a 128-bit result type (one part). The members before the last are
absorbed (they produce nothing); the last one is the VBUILD.

Contract
- requires: build_vector.py's plan and `VectorMixin` state.
- maintains: the lanes of the result: lane i is the scalar the chain inserts at i.
- breaks: nothing; targets without the "build" key see no change.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.dag import Value
from pyllc.codegen.opcodes import Op
from pyllc.codegen.target import Target
from pyllc.ir.constants import ConstantInt, UndefValue
from pyllc.ir.instructions import Instruction
from pyllc.isel.build_state import BuilderState
from pyllc.native import trait


def _next_link(inst: Any) -> Any:
    """The insertelement that is `inst`'s only user in its block, else None."""
    users = list(inst.users)
    if len(users) != 1:
        return None
    u = users[0]
    if not (isinstance(u, Instruction) and u.opcode == "insertelement"
            and u.parent is inst.parent and u.operands[0] is inst and u.operands[1] is not inst):
        return None
    return u


def chain_lanes(tail: Any) -> list[Any] | None:
    """The scalar of each lane (in lane order) that the chain ending at `tail` inserts,
    or None when it is not a full chain (see the module docstring)."""
    count = tail.type.count
    lanes: list[Any] = [None] * count
    inst = tail
    seen = 0
    while True:
        idx = inst.operands[2]
        if not isinstance(idx, ConstantInt) or not 0 <= idx.value < count \
                or lanes[idx.value] is not None:
            return None
        lanes[idx.value] = inst.operands[1]
        seen += 1
        prev = inst.operands[0]
        if isinstance(prev, UndefValue):
            break
        if not (isinstance(prev, Instruction) and prev.opcode == "insertelement"
                and _next_link(prev) is inst):
            return None
        inst = prev
    return lanes if seen == count else None


def build_ok(inst: Any, shape: tuple[str, int], target: Target) -> bool:
    """`inst` is a member of a full chain whose type the target builds natively."""
    if inst.opcode != "insertelement" or shape[1] != 1 \
            or shape[0] not in target.vector_ops.get("build", ()):
        return False
    tail = inst
    while (nxt := _next_link(tail)) is not None:
        tail = nxt
    return chain_lanes(tail) is not None


@trait
class VectorLanesMixin(BuilderState):
    """The lowering of such chains; used by `VectorMixin.lower_native`."""

    def lower_build(self, inst: Any, vt: str) -> list[Value]:
        if _next_link(inst) is not None:
            return []                       # absorbed into the chain's last member
        lanes = chain_lanes(inst)
        assert lanes is not None
        dag = self.dag
        return [dag.val(Op.VBUILD, vt, *(dag.val(Op.SCALAR_TO_VECTOR, vt, self.get1(x))
                                         for x in lanes))]
