"""`constmerge`: merge identical constant globals into one.

As LLVM's ConstantMergePass: a candidate is a `constant` global with a definitive
initializer in address space 0, not thread-local, without a section, not externally
initialized, not in `llvm.used`/`llvm.compiler.used`, not weak for the linker, with no
metadata but `!dbg`. Candidates with the same type and initializer (compared
structurally) form a class; the canonical member is an externally visible one if any,
else one with `unnamed_addr`, else the first. A local member is replaced by the
canonical one when either of the two is `unnamed_addr` (if only one is, nobody can
tell the addresses apart only if the merged one drops its `unnamed_addr`: the canonical
keeps `unnamed_addr` only when both had it). The merged global takes the larger
alignment. Dead local constants are deleted on the way. Repeats until nothing merges
(a merge can make two initializers equal). Cost: O(module size) per round.

Statistics: "Number of global constants merged".
Contract: module pass; addresses of merged globals become equal, which `unnamed_addr`
allowed; nothing else changes.
"""
from __future__ import annotations

from pyllc.ir import GlobalVariable
from pyllc.ir.module import Module
from pyllc.opt.globals.common import (
    const_key,
    erase_globals,
    has_local_linkage,
    remove_dead_constant_users,
)
from pyllc.opt.globals.internalize import used_list
from pyllc.opt.passmanager import AnalysisManager, ModulePass, PreservedAnalyses

_WEAK = frozenset({"weak", "weak_odr", "linkonce", "linkonce_odr", "common", "extern_weak"})


def _candidate(g: GlobalVariable, used: set[int]) -> bool:
    return (g.is_constant and g.initializer is not None and g.addrspace == 0
            and g.thread_local is None and g.section is None and not g.externally_initialized
            and id(g) not in used and g.linkage not in _WEAK
            and all(k == "dbg" for k in g.metadata))


def _better(a: GlobalVariable, b: GlobalVariable) -> bool:
    """LLVM's IsBetterCanonical: externally visible first, then unnamed_addr."""
    if not has_local_linkage(a) and has_local_linkage(b):
        return True
    if has_local_linkage(a) and not has_local_linkage(b):
        return False
    return a.unnamed_addr == "unnamed_addr"


class ConstMerge(ModulePass):
    """Merge duplicate global constants."""
    name = "constmerge"

    def run(self, unit: Module, am: AnalysisManager[Module]) -> PreservedAnalyses:
        total = 0
        changed = False
        while True:
            merged, deleted = self._round(unit)
            changed = changed or bool(merged or deleted)
            total += merged
            if not merged:
                break
        if not changed:
            return PreservedAnalyses.all()
        am.instr.stats.add(self.name, "Number of global constants merged", total)
        return PreservedAnalyses.none()

    def _round(self, m: Module) -> tuple[int, int]:
        used = {id(g) for n in ("llvm.used", "llvm.compiler.used") for g in used_list(m, n)}
        dl = m.datalayout
        memo: dict[int, object] = {}
        dead: list[GlobalVariable] = []
        canon: dict[object, GlobalVariable] = {}
        cands: list[tuple[GlobalVariable, object]] = []
        for g in m.globals:
            if has_local_linkage(g) and not g.is_declaration:
                remove_dead_constant_users(g)
                if not g.users:
                    dead.append(g)
                    continue
            if not _candidate(g, used):
                continue
            assert g.initializer is not None
            key: object = (str(g.value_type), const_key(g.initializer, memo))
            cands.append((g, key))
            slot = canon.get(key)
            if slot is None or _better(g, slot):
                canon[key] = g
        merged = 0
        for g, key in cands:
            c = canon[key]
            if c is g or not has_local_linkage(g):
                continue
            if c.unnamed_addr != "unnamed_addr" and g.unnamed_addr != "unnamed_addr":
                continue
            if g.unnamed_addr != "unnamed_addr":
                c.unnamed_addr = None
            ga = g.align or dl.abi_align(g.value_type)
            ca = c.align or dl.abi_align(c.value_type)
            if ga > ca or (g.align is not None and c.align is None):
                c.align = max(ga, ca)
            g.replace_all_uses_with(c)
            dead.append(g)
            merged += 1
        erase_globals(m, dead)
        return merged, len(dead) - merged
