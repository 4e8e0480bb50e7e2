"""IR edit micro-benchmark: the operations an optimizer performs on `pyllc.ir`.

    python bench/bench_ir_edits.py [--n 100000] [--uses 50000] [--repeat 1]

Builds one function `@f(i32 %a, i32 %b)` whose single block holds `--n` instructions
(`add`s, `--uses` of them reading `%a`), then times, each on a fresh function:

- build       append N instructions through IRBuilder
- rauw        `%a.replace_all_uses_with(%b)` (USES uses)
- unuse       each of the USES users of `%a`, latest first, drops that use with `set_operand`
              (removing a user from a long use list, one at a time)
- erase       erase every other instruction (unused `add`s) with `erase_from_parent`
- insert      insert a new instruction before each instruction (IRBuilder.position_before)
- split       split the block at an instruction 1000 from its end, 100 times (fewer if N < 101000)
              (`split_block`; on the old IR: find the index, slice the list, fix parents)
- users/bool  `bool(v.users)` and `len(v.users)` on every instruction

The script runs against whichever `pyllc` is importable first (set PYTHONPATH to time
another tree) and uses the old list-based API when the new methods are absent, so
the same file gives the before and after figures. Timings run with the cyclic GC paused. Figures print as a plain table.
"""
from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path

if "--here" in sys.argv:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyllc.ir.builder import IRBuilder
from pyllc.ir.constants import ConstantInt
from pyllc.ir.globals import Function
from pyllc.ir.instructions import BinaryOperator, BranchInst, Instruction, ReturnInst
from pyllc.ir.types import I32, FunctionType
from pyllc.ir.values import BasicBlock, Value

NEW_API = hasattr(Instruction, "insert_before")


def make_function(n: int, uses: int) -> tuple[Function, BasicBlock, Value, Value]:
    """@f(i32 %a, i32 %b): N-1 adds (the first `uses` read %a) and a ret."""
    fn = Function("f", FunctionType.get(I32, (I32, I32)))
    a, b = fn.args
    bb = BasicBlock("entry")
    fn.append_block(bb)
    one = ConstantInt(I32, 1)
    bld = IRBuilder(bb)
    prev: Value = b
    for i in range(n - 1):
        prev = bld.insert(BinaryOperator("add", I32, (a if i < uses else prev, one)))
    bld.insert(ReturnInst(prev))
    return fn, bb, a, b


def _insts(bb: BasicBlock) -> list[Instruction]:
    return list(bb.instructions)


def op_rauw(bb: BasicBlock, a: Value, b: Value) -> None:
    a.replace_all_uses_with(b)


def op_unuse(bb: BasicBlock, a: Value, b: Value) -> None:
    for u in reversed(list(dict.fromkeys(a.users))):   # latest use first, as a backward walk does
        u.set_operand(0, b)


def op_erase(bb: BasicBlock, a: Value, b: Value) -> None:
    for k, inst in enumerate(_insts(bb)):
        if k % 2 == 0 and not inst.is_terminator and not inst.users:
            inst.erase_from_parent()


def op_insert(bb: BasicBlock, a: Value, b: Value) -> None:
    bld = IRBuilder(bb)
    one = ConstantInt(I32, 1)
    for inst in _insts(bb):
        bld.position_before(inst)
        bld.insert(BinaryOperator("add", I32, (b, one)))


def _split_old(bb: BasicBlock, at: Instruction) -> BasicBlock:
    """What a pass had to write before split_block existed."""
    insts = bb.instructions
    k = insts.index(at)
    new = BasicBlock(None, bb.parent)
    new.instructions = insts[k:]
    del insts[k:]
    for i in new.instructions:
        i.parent = new
    fn = bb.parent
    fn.blocks.insert(fn.blocks.index(bb) + 1, new)
    bb.append(BranchInst(new))
    return new


def op_split(bb: BasicBlock, a: Value, b: Value) -> None:
    for _ in range(min(100, len(bb.instructions) // 1000 - 1)):
        if NEW_API:
            at = bb.last
            for _ in range(999):
                at = at.prev_node  # type: ignore[union-attr]
            bb.split_block(at)  # type: ignore[arg-type]
        else:
            _split_old(bb, bb.instructions[len(bb.instructions) - 1000])


def op_users(bb: BasicBlock, a: Value, b: Value) -> None:
    t = 0
    for inst in _insts(bb):
        if inst.users:
            t += len(inst.users)


OPS: list[tuple[str, Callable[[BasicBlock, Value, Value], None]]] = [
    ("rauw", op_rauw), ("unuse", op_unuse), ("erase", op_erase), ("insert", op_insert),
    ("split", op_split), ("users/bool", op_users),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--uses", type=int, default=50_000)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--only", default="", help="comma-separated subset of the operations")
    ap.add_argument("--here", action="store_true", help="import pyllc from this checkout")
    args = ap.parse_args()
    only = set(args.only.split(",")) - {""}
    print(f"pyllc from {Path(sys.modules['pyllc.ir'].__file__ or '').parent}; "
          f"{'new' if NEW_API else 'old'} API; N={args.n} uses={args.uses}")
    print(f"{'operation':<12}{'seconds':>10}")
    if not only or "build" in only:
        best = min(_timed(lambda: make_function(args.n, args.uses)) for _ in range(args.repeat))
        print(f"{'build':<12}{best:>10.3f}")
    for name, op in OPS:
        if only and name not in only:
            continue
        best = float("inf")
        for _ in range(args.repeat):
            _, bb, a, b = make_function(args.n, args.uses)
            best = min(best, _timed(lambda bb=bb, a=a, b=b, op=op: op(bb, a, b)))  # type: ignore[misc]
        print(f"{name:<12}{best:>10.3f}")


def _timed(f: Callable[[], object]) -> float:
    """Wall time of f() with the cyclic GC paused (its passes over 100k live objects
    would swamp the data-structure costs being measured)."""
    gc.collect()
    gc.disable()
    try:
        t = time.perf_counter()
        f()
        return time.perf_counter() - t
    finally:
        gc.enable()


if __name__ == "__main__":
    main()
