"""Inline-asm operands in stack registers (x87 `{st}`, `{st(1)}`, `t`, `u`), for
isel/build_asm.py.

The rules are GCC's ("x86 Floating-Point asm Operands") as LLVM's X86FloatingPoint pass
applies them to an INLINEASM:
- the inputs are st(0) .. st(k-1) when the statement starts (contiguous from the top);
- an input whose register is also an output's, or is clobbered (`~{st(1)}`), is popped
  by the statement; the popped inputs must be the topmost ones;
- the outputs are st(0) .. st(m-1) when it ends, above the inputs it did not pop.
So the statement leaves `k - popped + m` registers: the outputs are read from the top,
the inputs left over are popped and dropped.

In the DAG the inputs are COPY_TO_REG nodes of the stack registers (st(0) first, so the
target pushes them in that order) glued to the INLINEASM node, and the registers left
are COPY_FROM_REG nodes glued after it (st(0) first: each pops the top); the target's
lowering of such copies (targets/x86_64/x87.py: PUSH / POP) does the rest, and the
register allocator sees the stack registers only as fixed operands of these nodes. The
stack holds `f80` values; an f32/f64 operand is extended on the way in and rounded on
the way out, as fld/fstp would.
"""
from __future__ import annotations

from pyllc.codegen.dag import SelectionDAG, Value
from pyllc.codegen.inline_asm import InlineAsmInfo
from pyllc.codegen.opcodes import Op
from pyllc.codegen.records import Reg

STACK_VT = "f80"


class StackOperands:
    """The stack-register operands of one inline asm statement, gathered while its
    constraints are read, then checked (`check`) and turned into nodes."""

    def __init__(self, regs: tuple[Reg, ...]) -> None:
        self.regs = regs                       # st(0), st(1) ...: position = index
        self.inputs: dict[int, Value] = {}     # position -> DAG value (any FP type)
        self.outputs: list[tuple[int, str]] = []   # (position, value type), in order
        self.clobbered: set[int] = set()
        self.left = 0                          # registers the statement leaves (check)

    def position(self, reg: Reg | None) -> int | None:
        """The stack position `reg` names, or None for any other register."""
        for i, r in enumerate(self.regs):
            if r is reg:
                return i
        return None

    def add_input(self, pos: int, value: Value, text: str) -> None:
        if pos in self.inputs:
            raise ValueError(f"inline asm constraints {text}: two inputs in stack register "
                             f"{self.regs[pos].asm_name()}")
        self.inputs[pos] = value

    def add_output(self, pos: int, vt: str) -> None:
        self.outputs.append((pos, vt))

    def check(self, text: str) -> None:
        """GCC's rules (module docstring); raises ValueError naming the broken one."""
        if not self.inputs and not self.outputs:
            return
        k, m = len(self.inputs), len(self.outputs)
        if sorted(self.inputs) != list(range(k)):
            raise ValueError(f"inline asm constraints {text}: stack register inputs must "
                             "be st(0), st(1) ... in order")
        if sorted(p for p, _ in self.outputs) != list(range(m)):
            raise ValueError(f"inline asm constraints {text}: stack register outputs must "
                             "be st(0), st(1) ... in order")
        out_pos = {p for p, _ in self.outputs}
        popped = [p for p in range(k) if p in out_pos or p in self.clobbered]
        if popped != list(range(len(popped))):
            raise ValueError(f"inline asm constraints {text}: the inputs the statement pops "
                             "must be the topmost stack registers")
        self.left = k - len(popped) + m       # <= max(k, m): within the registers

    def defined(self) -> list[Reg]:
        """The stack registers the statement writes: what it leaves and what it pops."""
        n = max(self.left, len(self.inputs), max(self.clobbered, default=-1) + 1)
        return list(self.regs[:n])

    def push(self, dag: SelectionDAG, chain: Value) -> tuple[Value, Value | None]:
        """The inputs copied into their registers, st(0) first: (chain, glue)."""
        glue = None
        for pos in range(len(self.inputs)):
            v = self.inputs[pos]
            if dag.vt_of(v) != STACK_VT:
                v = dag.val(Op.FP_EXTEND, STACK_VT, v)
            ops = (chain, dag.register(self.regs[pos], STACK_VT), v)
            n = dag.node(Op.COPY_TO_REG, ("ch", "glue"), ops + ((glue,) if glue else ()))
            chain, glue = n.value(0), n.value(1)
        return chain, glue

    def pop(self, dag: SelectionDAG, chain: Value, glue: Value) -> tuple[list[Value], Value]:
        """The registers the statement leaves read from the top (each read pops):
        the outputs' values in constraint order, and the chain after them."""
        at: dict[int, Value] = {}
        for pos in range(self.left):
            n = dag.node(Op.COPY_FROM_REG, (STACK_VT, "ch", "glue"),
                         (chain, dag.register(self.regs[pos], STACK_VT), glue))
            at[pos] = n.value(0)
            chain, glue = n.value(1), n.value(2)
        values = []
        for pos, vt in self.outputs:
            v = at[pos]
            values.append(v if vt == STACK_VT else dag.val(Op.FP_ROUND, vt, v))
        return values, chain


def stack_operands(info: InlineAsmInfo) -> StackOperands | None:
    """A collector for a target whose inline asm has stack registers, else None."""
    return StackOperands(info.stack_registers) if info.stack_registers else None
