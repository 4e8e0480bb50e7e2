"""`aa-eval`: every alias and mod/ref query among a function's memory accesses, asked of
the AA pipeline and counted, in opt-16's layout (LLVM's AAEvaluator).

Per function: the pointers of loads and stores (deduplicated by pointer and accessed
type, in order) are queried pairwise, each with the size of its access; every call is
queried against every pointer and against every other call (mod/ref). With
`-evaluate-aa-metadata` the loads are also queried against the stores, and the stores
pairwise, as memory locations carrying their `!tbaa`/`!alias.scope`/`!noalias` — the
only queries in which `tbaa` and `scoped-noalias-aa` can answer. With
`-print-all-alias-modref-info` each answer is printed (stderr), after a
`Function: NAME: N pointers, M call sites` line. The summary is written once per
pass instance, after the module's last function (as opt-16 writes it from the pass's
destructor).

Known difference: pyllc's basic-aa has no PartialAlias answer (it says MayAlias).

Contract: a printer; changes nothing.
"""
from __future__ import annotations

import sys
from typing import Any

from pyllc.ir import Constant, Function, Instruction
from pyllc.ir.printer import Printer
from pyllc.ir.types import StructType, Type
from pyllc.ir.values import Value
from pyllc.opt.aa import MAY_ALIAS, MUST_ALIAS, NO_ALIAS
from pyllc.opt.analysis.aa_extra import aa_for
from pyllc.opt.analysis.modref import MOD, MODREF, NOMODREF, REF, call_modref_call, call_modref_loc
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    PreservedAnalyses,
)

#: flags of opt's AAEvaluator (cl::opt), set by pyopt's command line
#: its cl::opt flags; pyopt hands them over through `AnalysisManager.options`
OPTIONS = ("print-all-alias-modref-info", "evaluate-aa-metadata")

_MODREF_NAMES = {NOMODREF: "NoModRef", MOD: "Just Mod", REF: "Just Ref", MODREF: "Both ModRef"}
_CALLS = ("call", "invoke", "callbr")


def _type_text(t: Type) -> str:
    if isinstance(t, StructType) and t.name is not None and t.name.isdigit():
        return "%" + t.name
    return str(t)


def _percent(n: int, total: int) -> str:
    return f"({n * 100 // total}.{(n * 1000 // total) % 10}%)"


class AAEval(FunctionPass):
    """`aa-eval` (see module docstring)."""
    name = "aa-eval"
    required = True

    def __init__(self) -> None:
        self.alias_counts = {NO_ALIAS: 0, MAY_ALIAS: 0, MUST_ALIAS: 0}
        self.modref_counts = {NOMODREF: 0, MOD: 0, REF: 0, MODREF: 0}

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        module: Any = am.module if isinstance(am, FunctionAnalysisManager) else unit.parent
        aa: Any = aa_for(am, unit)    # an AAChain, read by modref as an AliasAnalysis
        out = sys.stderr
        show = "print-all-alias-modref-info" in am.options
        pr = Printer(module)
        pr.slots = pr.function_slots(unit)
        ptrs: list[tuple[Value, Type]] = []
        seen: set[tuple[Any, str]] = set()
        calls: list[Instruction] = []
        loads: list[Instruction] = []
        stores: list[Instruction] = []
        for b in unit.blocks:
            for i in b.instructions:
                if i.opcode in ("load", "store"):
                    p = i.operands[0 if i.opcode == "load" else 1]
                    t = i.type if i.opcode == "load" else i.operands[0].type
                    # LLVM uniques constants: equal constant expressions are one pointer
                    key = (pr.ref(p) if isinstance(p, Constant) else id(p), str(t))
                    if key not in seen:
                        seen.add(key)
                        ptrs.append((p, t))
                    (loads if i.opcode == "load" else stores).append(i)
                elif i.opcode in _CALLS and all(c is not i for c in calls):
                    calls.append(i)
        if show:
            out.write(f"Function: {unit.name}: {len(ptrs)} pointers, {len(calls)} call sites\n")
        sizes = [aa.size_of(t) for _, t in ptrs]
        # a call's memory effects come from basic-aa (BasicAAResult::getMemoryEffects):
        # without it every call may read and write everything
        knows_calls = "basic-aa" in aa.names
        for k in range(len(ptrs)):
            for j in range(k):
                r = aa.alias(ptrs[k][0], sizes[k], ptrs[j][0], sizes[j])
                self.alias_counts[r] += 1
                if show:
                    (p1, t1), (p2, t2) = ptrs[k], ptrs[j]
                    o1, o2 = pr.ref(p1), pr.ref(p2)
                    if o2 < o1:
                        o1, o2, t1, t2 = o2, o1, t2, t1
                    out.write(f"  {r}:\t{_type_text(t1)}* {o1}, {_type_text(t2)}* {o2}\n")
        if "evaluate-aa-metadata" in am.options:
            pairs = [(ld, st) for ld in loads for st in stores]
            pairs += [(stores[k], stores[j]) for k in range(len(stores)) for j in range(k)]
            for x, y in pairs:
                r = aa.alias_access(x, y)
                self.alias_counts[r] += 1
                if show:
                    out.write(f"  {r}:   {pr.instruction(x)} <->   {pr.instruction(y)}\n")
        for c in calls:
            for (p, t), sz in zip(ptrs, sizes):
                m = call_modref_loc(c, (p, sz), aa) if knows_calls else MODREF
                self.modref_counts[m] += 1
                if show:
                    out.write(f"  {_MODREF_NAMES[m]}:  Ptr: {_type_text(t)}* {pr.ref(p)}\t<->  "
                              f"{pr.instruction(c)}\n")
        for a in calls:
            for b2 in calls:
                if a is not b2:
                    m = call_modref_call(a, b2, aa) if knows_calls else MODREF
                    self.modref_counts[m] += 1
                    if show:
                        out.write(f"  {_MODREF_NAMES[m]}:   {pr.instruction(a)} <->   {pr.instruction(b2)}\n")
        defined = [f for f in module.functions if not f.is_declaration] if module is not None else [unit]
        if defined and defined[-1] is unit:
            self.report()
        return PreservedAnalyses.all()

    def report(self) -> None:
        """The summary (opt-16's ~AAEvaluator), then the counts start again."""
        out = sys.stderr
        c = self.alias_counts
        total = sum(c.values())
        out.write("===== Alias Analysis Evaluator Report =====\n")
        if not total:
            out.write("  Alias Analysis Evaluator Summary: No pointers!\n")
        else:
            out.write(f"  {total} Total Alias Queries Performed\n")
            for k, label in ((NO_ALIAS, "no alias"), (MAY_ALIAS, "may alias"), (None, "partial alias"),
                             (MUST_ALIAS, "must alias")):
                n = c[k] if k is not None else 0
                out.write(f"  {n} {label} responses {_percent(n, total)}\n")
            out.write(f"  Alias Analysis Evaluator Pointer Alias Summary: {c[NO_ALIAS] * 100 // total}%/"
                      f"{c[MAY_ALIAS] * 100 // total}%/0%/{c[MUST_ALIAS] * 100 // total}%\n")
        m = self.modref_counts
        mtotal = sum(m.values())
        if not mtotal:
            out.write("  Alias Analysis Mod/Ref Evaluator Summary: no mod/ref!\n")
        else:
            out.write(f"  {mtotal} Total ModRef Queries Performed\n")
            for k2, label in ((NOMODREF, "no mod/ref"), (MOD, "mod"), (REF, "ref"), (MODREF, "mod & ref")):
                out.write(f"  {m[k2]} {label} responses {_percent(m[k2], mtotal)}\n")
            out.write(f"  Alias Analysis Evaluator Mod/Ref Summary: {m[NOMODREF] * 100 // mtotal}%/"
                      f"{m[MOD] * 100 // mtotal}%/{m[REF] * 100 // mtotal}%/{m[MODREF] * 100 // mtotal}%\n")
        self.alias_counts = dict.fromkeys(c, 0)
        self.modref_counts = dict.fromkeys(m, 0)
