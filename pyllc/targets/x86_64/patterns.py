"""x86-64 selection patterns: DAG trees -> instruction trees (read by isel/match.py).

This module is the index: PATTERNS lists the tables of the modules below, in the order
the selector is given them.

- int_patterns.py: integer arithmetic, lea, mul/div/shifts, extensions
- compare_patterns.py: compares with their flag readers (setcc, brcond, select)
- memory_patterns.py: loads, stores, read-modify-write
- fp_patterns.py: scalar SSE arithmetic and conversions
- control_patterns.py: branches, calls, frame and global addresses
- tls.py: thread-local addresses; atomic_patterns.py: fences and atomics
- constant_patterns.py (the hooks the int and FP tables use for constants),
  pattern_vts.py (the value types they are written for)

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

from pyllc.codegen.patterns import Pat
from pyllc.targets.x86_64 import (
    atomic_patterns,
    compare_patterns,
    control_patterns,
    fp_patterns,
    int_patterns,
    memory_patterns,
    tls,
)

PATTERNS: list[Pat] = [
    *int_patterns.patterns(),
    *compare_patterns.patterns(),
    *memory_patterns.patterns(),
    *fp_patterns.patterns(),
    *control_patterns.patterns(),
    *tls.PATTERNS,
    *atomic_patterns.patterns(),
]
