"""Short encodings chosen by table (RISC-V "C", in the way of LLVM's `CompressPat`).

A target lists `CompressRule`s: a full-size instruction record, the short record that
does the same thing, which source operand (or constant) fills each operand of the
short record, and the conditions the short form implies — source operands that must be
equal (`c.addi rd, imm` is `addi rd, rd, imm`) and source operands fixed to one value
(`c.addi4spn` adds to sp). The short record's own operand kinds are the remaining
conditions: a register must be in its class (`x8`-`x15` for a 3-bit field), an
immediate must fit its kind (non-zero, scaled, signed...). Rules are tried in order; the
first that matches wins, as in GNU as's opcode table.

Contract: `Compressor(rules).compress(mi, block_offset)` returns the short
`MachineInstr` or None, and never changes `mi`.
  - a `Sym` operand (a relocation) never compresses: relocated fields stay full size;
  - a `MachineBasicBlock` operand (a branch target resolved at layout) is given to
    `block_offset(mbb)`: its PC-relative offset, checked against the short kind; with
    `block_offset=None` the offset is not known yet and is assumed to fit (the optimistic
    first size of a span-dependent instruction; layout then only grows it).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from pyllc.codegen.mir import MachineBasicBlock, MachineInstr
from pyllc.codegen.records import Instr, Reg, RegClass
from pyllc.record import record


@record(frozen=True, slots=True)
class CompressRule:
    """`src` (full size) is encoded as `dst` (short) when the conditions hold.
    `args`: per operand of `dst`, the name of the `src` operand that supplies it, or a
    constant; `same`: pairs of `src` operands that must hold the same value; `fixed`:
    `src` operands that must hold exactly this register or integer."""
    src: Instr
    dst: Instr
    args: tuple[Any, ...]
    same: tuple[tuple[str, str], ...] = ()
    fixed: tuple[tuple[str, Any], ...] = ()


class _Plan:
    """A rule with operand names turned into positions (computed once)."""
    __slots__ = ("dst", "args", "same", "fixed", "checks")

    def __init__(self, rule: CompressRule) -> None:
        index = {o.name: i for i, o in enumerate(rule.src.operands)}
        if len(rule.args) != len(rule.dst.operands):
            raise ValueError(f"{rule.src.name} -> {rule.dst.name}: {len(rule.args)} arguments "
                             f"for {len(rule.dst.operands)} operands")
        for name in [a for a in rule.args if isinstance(a, str)] + \
                [n for pair in rule.same for n in pair] + [n for n, _ in rule.fixed]:
            if name not in index:
                raise ValueError(f"{rule.src.name} -> {rule.dst.name}: no operand {name}")
        self.dst = rule.dst
        # (True, position) for a source operand, (False, value) for a constant
        self.args = tuple((True, index[a]) if isinstance(a, str) else (False, a)
                          for a in rule.args)
        self.same = tuple((index[a], index[b]) for a, b in rule.same)
        self.fixed = tuple((index[n], v) for n, v in rule.fixed)
        # per short operand: (registers it accepts, or None for an immediate; the kind)
        self.checks = tuple((frozenset(o.kind.regs) if isinstance(o.kind, RegClass) else None,
                             o.kind) for o in rule.dst.operands)


def _same(a: Any, b: Any) -> bool:
    if a is b:
        return True
    if a.__class__ is not b.__class__ or isinstance(a, Reg):
        return False
    return bool(a == b)


def _fits_imm(kind: Any, value: Any,
              block_offset: Callable[[MachineBasicBlock], int] | None) -> bool:
    fits = getattr(kind, "fits", None)
    if fits is None:
        return False
    if value.__class__ is MachineBasicBlock:
        if block_offset is None:
            return True
        value = block_offset(value)
    if value.__class__ is not int:
        return False                # symbols (relocations) and anything else stay long
    return bool(fits(value))


class Compressor:
    """The rules of one target, indexed by source record."""

    def __init__(self, rules: Iterable[CompressRule]) -> None:
        self.rules = tuple(rules)
        self.by_src: dict[Instr, list[_Plan]] = {}
        for r in self.rules:
            self.by_src.setdefault(r.src, []).append(_Plan(r))

    def compress(self, mi: MachineInstr,
                 block_offset: Callable[[MachineBasicBlock], int] | None = None,
                 ) -> MachineInstr | None:
        plans = self.by_src.get(mi.instr)
        if plans is None:
            return None
        ops = mi.ops
        if len(ops) != len(mi.instr.operands):
            return None
        for p in plans:
            if _matches(p, ops, block_offset):
                return MachineInstr(p.dst, [ops[v] if is_op else v for is_op, v in p.args])
        return None


def _matches(p: _Plan, ops: list[Any],
             block_offset: Callable[[MachineBasicBlock], int] | None) -> bool:
    for i, v in p.fixed:
        if not _same(ops[i], v):
            return False
    for i, j in p.same:
        if not _same(ops[i], ops[j]):
            return False
    for (is_op, v), (regs, kind) in zip(p.args, p.checks):
        value = ops[v] if is_op else v
        if regs is not None:
            if value.__class__ is not Reg or value not in regs:
                return False
        elif not _fits_imm(kind, value, block_offset):
            return False
    return True


__all__ = ["CompressRule", "Compressor"]
