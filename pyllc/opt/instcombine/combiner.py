# mypy: disable-error-code="no-any-return"
"""The instcombine worklist driver and the context folds build new instructions with.

A fold is a function `fold(i, c) -> Value | None` for one opcode family:
- None: the fold does not apply;
- `i` itself: `i` was changed in place (operands swapped, flags dropped);
- another value: every use of `i` is replaced by it and `i` is erased.
New instructions are made through the `Combiner` (inserted before `i`) so that they
are visited too. The driver visits instructions in reverse postorder, then works
off a worklist until nothing changes (LLVM's InstCombinerImpl::run).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from pyllc.ir import (
    I1,
    BinaryOperator,
    CastInst,
    Function,
    ICmpInst,
    Instruction,
    SelectInst,
    Type,
)
from pyllc.ir.module import Module
from pyllc.ir.values import Value
from pyllc.opt.aa import AliasAnalysis
from pyllc.opt.irutil import Editor, reachable_blocks, replace_all_uses
from pyllc.opt.traits import is_trivially_dead

#: a fold takes the instruction of its opcode family (the IR classes are not generic
#: over opcodes, so each fold annotates the class it expects)
Fold = Callable[[Any, "Combiner"], "Value | None"]


class Combiner:
    """Worklist, editor and instruction factory shared by the folds."""

    def __init__(self, fn: Function, module: object) -> None:
        self.fn = fn
        self.module = module
        self.ed = Editor()
        self.work: list[Instruction] = []
        self.queued: set[int] = set()
        self._at: Instruction | None = None
        self.combined = 0
        self.removed = 0
        self._pos: dict[int, dict[int, int]] = {}
        self.budget = 0
        self._aa: AliasAnalysis | None = None

    def alias_analysis(self) -> AliasAnalysis | None:
        """basic-aa over the function, made on first use (its caches key on values that
        folds do not rewrite: pointers' underlying objects and escapes)."""
        if self._aa is None and isinstance(self.module, Module):
            self._aa = AliasAnalysis(self.fn, self.module)
        return self._aa

    # ---- worklist --------------------------------------------------------
    def push(self, v: Value) -> None:
        if isinstance(v, Instruction) and v.parent is not None and id(v) not in self.queued:
            self.queued.add(id(v))
            self.work.append(v)

    def push_users(self, v: Value) -> None:
        for u in v.users:
            self.push(u)

    def position(self, i: Instruction) -> int | None:
        """Index of `i` in its block's (not yet flushed) instruction list."""
        bb: Any = i.parent
        pos = self._pos.get(id(bb))
        if pos is None:
            pos = self._pos[id(bb)] = {id(x): k for k, x in enumerate(bb.instructions)}
        return pos.get(id(i))

    # ---- building ----------------------------------------------------------
    def insert(self, new: Instruction) -> Instruction:
        assert self._at is not None
        self.ed.insert_before(new, self._at)
        self.push(new)
        return new

    def binop(self, op: str, a: Value, b: Value, flags: Iterable[str] = (), name: str | None = None) -> Instruction:
        i = BinaryOperator(op, a.type, (a, b), name)
        i.flags.update(flags)
        return self.insert(i)

    def icmp(self, pred: str, a: Value, b: Value, name: str | None = None) -> Instruction:
        return self.insert(ICmpInst("icmp", I1, pred, a, b, name))

    def cast(self, op: str, v: Value, to: Type, name: str | None = None) -> Instruction:
        return self.insert(CastInst(op, to, (v,), name))

    def select(self, c: Value, a: Value, b: Value, name: str | None = None) -> Instruction:
        return self.insert(SelectInst("select", a.type, (c, a, b), name))

    # ---- driving -------------------------------------------------------------
    def run(self, folds: dict[str, list[Fold]]) -> bool:
        work, queued = self.work, self.queued
        for b in reversed(reachable_blocks(self.fn)):
            insts = b.instructions
            queued.update(map(id, insts))
            work.extend(reversed(insts))
        changed = False
        # a fold that undid another would loop: bound the work (LLVM bounds iterations)
        self.budget = 50 * len(work) + 1000
        while work and self.budget > 0:
            self.budget -= 1
            i = work.pop()
            queued.discard(id(i))
            if i.parent is None:
                continue
            if not i._uses and is_trivially_dead(i):
                ops = list(i.operands)
                self.ed.erase(i)
                self.removed += 1
                changed = True
                for o in ops:
                    self.push(o)
                continue
            fl = folds.get(i.opcode)
            if not fl or _has_vector(i):
                continue  # folds are written for scalars; vectors get DCE only
            before = tuple(i.operands)
            for fold in fl:
                self._at = i
                r = fold(i, self)
                if r is None:
                    continue
                changed = True
                self.combined += 1
                if r is i:
                    self.push(i)
                    self.push_users(i)
                    for o in before:
                        self.push(o)
                else:
                    self.push_users(i)
                    ops = list(i.operands)
                    replace_all_uses(i, r)
                    self.ed.erase(i)
                    self.push(r)
                    self.push_users(r)
                    for o in ops:
                        self.push(o)
                break
        self.ed.flush()
        return changed


def _has_vector(i: Instruction) -> bool:
    if i.type.is_vector:
        return True
    for o in i.operands:  # noqa: SIM110  # a loop, not any(): this runs per visited instruction
        if o.type.is_vector:
            return True
    return False
