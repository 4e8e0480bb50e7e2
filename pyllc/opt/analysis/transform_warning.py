"""`transform-warning`: warns about loops whose `llvm.loop` metadata forces a
transformation (unroll, unroll-and-jam, vectorize/interleave, distribute) that is still
requested when the pass runs, i.e. that no earlier pass performed (LLVM's
WarnMissedTransformationsPass), on stderr in opt's diagnostic form
`warning: <unknown>:0:0: loop not unrolled: ...`.

"Forced" follows LLVM's LoopUtils: unroll when `llvm.loop.unroll.enable`/`.full` or a
count other than 1 is set and `.disable` is not; vectorize when
`llvm.loop.vectorize.enable` is true, unless width 1 and interleave count 1 say
otherwise or the loop is marked `llvm.loop.isvectorized` (a width of 1 with another
interleave count is "not interleaved"); unroll-and-jam and distribute by their
`.enable` flags. Loops are visited in preorder. The source location is `<unknown>:0:0`
(debug locations of loops are not read).

Contract: reads only; preserves everything.
"""
from __future__ import annotations

import sys
from typing import Any

from pyllc.ir import Function
from pyllc.ir.metadata import MDNode, MDString, ValueAsMetadata
from pyllc.opt.analyses import Loop, LoopAnalysis
from pyllc.opt.passmanager import AnalysisManager, FunctionPass, PreservedAnalyses

_TAIL = ("the optimizer was unable to perform the requested transformation; the "
         "transformation might be disabled or specified as part of an unsupported "
         "transformation ordering")


def loop_id(lp: Loop) -> MDNode | None:
    """The `llvm.loop` node every latch carries (None if absent or they differ)."""
    ids = {id(x.terminator.metadata.get("llvm.loop")) for x in lp.latches if x.terminator is not None}
    if len(ids) != 1 or not lp.latches or lp.latches[0].terminator is None:
        return None
    md = lp.latches[0].terminator.metadata.get("llvm.loop")
    return md if isinstance(md, MDNode) else None


def _attrs(md: MDNode | None) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    if md is None:
        return out
    for op in md.operands[1:]:
        if isinstance(op, MDNode) and op.operands and isinstance(op.operands[0], MDString):
            vals = []
            for v in op.operands[1:]:
                if isinstance(v, ValueAsMetadata):
                    vals.append(getattr(v.value, "value", None))
                else:
                    vals.append(v)
            out[op.operands[0].value] = vals
    return out


def _bool(a: dict[str, list[Any]], name: str) -> bool | None:
    if name not in a:
        return None
    v = a[name]
    return True if not v else bool(v[0])


def _int(a: dict[str, list[Any]], name: str) -> int | None:
    v = a.get(name)
    return int(v[0]) if v and isinstance(v[0], int) else None


def missed(lp: Loop) -> list[str]:
    """The warnings for one loop, in LLVM's order."""
    a = _attrs(loop_id(lp))
    out: list[str] = []
    count = _int(a, "llvm.loop.unroll.count")
    if not _bool(a, "llvm.loop.unroll.disable") and (
            (count is not None and count != 1) or
            (count is None and (_bool(a, "llvm.loop.unroll.enable") or _bool(a, "llvm.loop.unroll.full")))):
        out.append("loop not unrolled")
    jcount = _int(a, "llvm.loop.unroll_and_jam.count")
    if not _bool(a, "llvm.loop.unroll_and_jam.disable") and (
            (jcount is not None and jcount != 1) or (jcount is None and _bool(a, "llvm.loop.unroll_and_jam.enable"))):
        out.append("loop not unroll-and-jammed")
    enable = _bool(a, "llvm.loop.vectorize.enable")
    width = _int(a, "llvm.loop.vectorize.width")
    inter = _int(a, "llvm.loop.interleave.count")
    if enable and not (width == 1 and inter == 1) and not _bool(a, "llvm.loop.isvectorized"):
        if width is None or width > 1:
            out.append("loop not vectorized")
        elif (inter or 0) != 1:
            out.append("loop not interleaved")
    if _bool(a, "llvm.loop.distribute.enable"):
        out.append("loop not distributed")
    return out


def _preorder(top: list[Loop]) -> list[Loop]:
    out: list[Loop] = []
    stack = list(reversed(top))
    while stack:
        lp = stack.pop()
        out.append(lp)
        stack.extend(reversed(lp.subloops))
    return out


class TransformWarning(FunctionPass):
    """transform-warning: warn about forced loop transformations not performed."""
    name = "transform-warning"
    required = True

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        li = am.get(LoopAnalysis, unit)
        for lp in _preorder(li.top):
            for w in missed(lp):
                sys.stderr.write(f"warning: <unknown>:0:0: {w}: {_TAIL}\n")
        return PreservedAnalyses.all()
