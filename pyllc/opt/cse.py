# mypy: disable-error-code="no-any-return"
"""`early-cse` and `gvn`: dominator-scoped value numbering of pure expressions and loads.

Algorithm: dominator-based value numbering (Briggs, Cooper and Simpson, "Value
Numbering", SP&E 1997 — the scoped hash table walk EarlyCSE uses): walk the dominator
tree; an expression (opcode, type, predicate/flags-free shape, operand identities,
commutative operands ordered) already available in a dominating block replaces the
new one, whose poison-generating flags are intersected into the survivor. Loads are
available from an earlier load or store of the same pointer until something may
write memory; at a block with several predecessors everything loaded is forgotten.

- `early-cse`: any instruction that may write memory kills every available load.
- `gvn`: a store kills only the loads that the AA pipeline says it may alias (the
  pointers by basic-aa, then the two accesses' `!tbaa`/`!alias.scope`/`!noalias` by
  tbaa and scoped-noalias-aa), a call only
  those of memory it can reach, and at a merge block the loads available at its
  immediate dominator survive unless some block on the way may write them (Click's
  "Global Code Motion / Global Value Numbering" is the pass's namesake). After the
  walk, `gvn_pre.py` performs scalar PRE and load PRE (parameters `pre`/`load-pre`,
  both on by default as in LLVM; back edges are never split, whatever
  `split-backedge-load-pre` says), then the walk runs again over the new phis.

The scoped table is a dict plus an undo log, so leaving a dominator subtree restores
exactly what its blocks changed. Volatile and atomic accesses are never removed nor
forwarded. A load replaced by an earlier one leaves that one with the metadata both
vouch for (mdcombine.combine_metadata: the most generic tbaa, the union of ranges...).

Contract: requires domtree (and basic-aa for gvn); preserves the CFG, except when gvn's
PRE splits a critical edge (then it preserves nothing).
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import ConstantFP, ConstantInt, Function, Instruction
from pyllc.ir.constants import ConstantPointerNull
from pyllc.ir.dominators import DominatorTree
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis, BasicAA, pointer_key
from pyllc.opt.analyses import DominatorTreeAnalysis
from pyllc.opt.gvn_pre import run_pre
from pyllc.opt.irutil import Editor, replace_all_uses
from pyllc.opt.mdcombine import combine_metadata
from pyllc.opt.passmanager import (
    AnalysisManager,
    FunctionAnalysisManager,
    FunctionPass,
    Pass,
    PreservedAnalyses,
)
from pyllc.opt.traits import (
    COMMUTATIVE,
    is_pure_value,
    is_volatile_or_atomic,
    may_write_memory,
)

_MISSING = object()
#: gvn gives up keeping loads across a merge whose region is bigger than this
MERGE_REGION_LIMIT = 100
MERGE_WRITER_LIMIT = 200
POISON_FLAGS = frozenset({"nuw", "nsw", "exact", "inbounds", "disjoint", "nneg"})


def expr_key(i: Instruction) -> tuple[Any, ...] | None:
    """The value-numbering key of a pure instruction, or None."""
    if not is_pure_value(i):
        return None
    ops = [("c", _const_key(o)) if type(o) in _CONST_LIKE else id(o) for o in i.operands]
    opcode = i.opcode
    if opcode in COMMUTATIVE:
        ops.sort(key=repr)
    extra: tuple[Any, ...] = ()
    attrs = _KEY_ATTRS.get(type(i))
    if attrs is None:
        attrs = _KEY_ATTRS[type(i)] = _key_attrs(type(i))
    if attrs:
        pred = getattr(i, "predicate", None)
        if pred is not None:
            extra = (pred,)
        st = getattr(i, "source_type", None)
        if st is not None:
            extra += (str(st),)
        if opcode in ("extractvalue", "insertvalue"):
            extra += (tuple(getattr(i, "indices", None) or ()),)
        if opcode == "shufflevector":
            extra += (tuple(getattr(i, "mask", None) or ()),)
    flags = i.flags
    fm = frozenset(flags - POISON_FLAGS) if flags else _NO_FLAGS  # fast-math flags change the meaning
    return (opcode, str(i.type), tuple(ops), extra, fm)


_NO_FLAGS: frozenset[str] = frozenset()
#: the constants numbered by value rather than by identity
_CONST_LIKE = frozenset({ConstantInt, ConstantFP, ConstantPointerNull})
#: instruction class -> whether its instances may carry a key attribute (predicate,
#: source type, indices, mask); classes without any skip those lookups
_KEY_ATTRS: dict[type, bool] = {}


def _key_attrs(cls: type) -> bool:
    return cls.__dictoffset__ != 0 or any(hasattr(cls, a) for a in ("predicate", "source_type", "indices", "mask"))


def same_aa_metadata(a: Any, b: Any) -> bool:
    """Two accesses carry the same `!tbaa`, `!alias.scope` and `!noalias`."""
    return all(a.get(k) is b.get(k) for k in ("tbaa", "alias.scope", "noalias"))


def _const_key(v: Any) -> tuple[Any, ...]:
    cls = type(v)
    return (cls.__name__, str(v.type), getattr(v, "value", None) if cls is ConstantInt
            else getattr(v, "bits", None))


class ScopedTable:
    """A dict with an undo log (one mark per dominator-tree scope)."""

    def __init__(self) -> None:
        self.d: dict[Any, Any] = {}
        self.log: list[tuple[Any, Any]] = []

    def set(self, k: Any, v: Any) -> None:
        self.log.append((k, self.d.get(k, _MISSING)))
        self.d[k] = v

    def remove(self, k: Any) -> None:
        old = self.d.pop(k, _MISSING)
        if old is not _MISSING:
            self.log.append((k, old))

    def mark(self) -> int:
        return len(self.log)

    def undo(self, mark: int) -> None:
        log, d = self.log, self.d
        while len(log) > mark:
            k, old = log.pop()
            if old is _MISSING:
                d.pop(k, None)
            else:
                d[k] = old


class _CSE:
    def __init__(self, fn: Function, dt: Any, aa: AliasAnalysis | None, dl: Any = None) -> None:
        self.fn = fn
        self.dl = dl
        self.dt = dt
        self.aa = aa
        self.exprs = ScopedTable()
        #: (id(ptr), type str) -> (value, ptr, size, metadata of the access, kept only by
        #: the metadata analyses' word)
        self.loads = ScopedTable()
        self.ed = Editor()
        self.cse = 0
        self.loads_removed = 0
        self._writer_cache: dict[int, tuple[BasicBlock, list[Instruction]]] = {}

    def run(self) -> int:
        dt = self.dt
        if dt.entry is None:
            return 0
        stack: list[tuple[BasicBlock, int, int, bool]] = [(dt.entry, -1, -1, False)]
        while stack:
            b, m1, m2, leaving = stack.pop()
            if leaving:
                self.exprs.undo(m1)
                self.loads.undo(m2)
                continue
            m1, m2 = self.exprs.mark(), self.loads.mark()
            stack.append((b, m1, m2, True))
            preds = b.predecessors()
            if len(preds) != 1 or dt.idom(b) is not preds[0]:
                self.kill_at_merge(b)
            self.block(b)
            for c in reversed(dt.children(b)):
                stack.append((c, -1, -1, False))
        self.ed.flush()
        return self.cse + self.loads_removed

    def kill_all_loads(self) -> None:
        for k in list(self.loads.d):
            self.loads.remove(k)

    def kill_at_merge(self, b: BasicBlock) -> None:
        """Entering `b` from several predecessors. early-cse forgets every load. gvn keeps
        those that no instruction on a path from b's immediate dominator to b may write
        (the blocks found walking predecessors back from b, stopping at the dominator:
        a bounded stand-in for LLVM's non-local memdep query)."""
        d = self.dt.idom(b)
        if self.aa is None or d is None or not self.loads.d:
            self.kill_all_loads()
            return
        region: dict[int, BasicBlock] = {}
        work = list(b.predecessors())
        while work:
            x = work.pop()
            if x is d or id(x) in region:
                continue
            region[id(x)] = x
            if len(region) > MERGE_REGION_LIMIT:
                self.kill_all_loads()
                return
            work.extend(x.predecessors())
        writers = [w for x in region.values() for w in self._writers(x)]
        if len(writers) > MERGE_WRITER_LIMIT:
            self.kill_all_loads()
            return
        for w in writers:
            if not self.loads.d:
                return
            if w.opcode == "store" and not is_volatile_or_atomic(w):
                self.kill_aliasing(w.operands[1], self._size(w.operands[0].type), w.metadata)
            elif w.opcode == "call":
                self.kill_escaping_loads(w)
            else:
                self.kill_all_loads()

    def _writers(self, x: BasicBlock) -> list[Instruction]:
        got = self._writer_cache.get(id(x))
        if got is None or got[0] is not x:
            got = (x, [i for i in x.instructions if i.parent is x and may_write_memory(i)])
            self._writer_cache[id(x)] = got
        return got[1]

    def kill_escaping_loads(self, i: Instruction) -> None:
        """A call (or fence, atomic...) may write any memory whose address escaped; gvn keeps
        the loads of non-escaping allocas across calls (they cannot see them)."""
        if self.aa is None or i.opcode != "call":
            self.kill_all_loads()
            return
        for k, e in list(self.loads.d.items()):
            _, p, sz, md, _ = e
            if self.aa.call_may_modify(i, p, sz):
                if not md or self.aa.call_may_modify(i, p, sz, md):
                    self.loads.remove(k)
                else:   # kept on the word of its metadata
                    self.loads.set(k, (*e[:4], True))

    def kill_aliasing(self, ptr: Value, size: int | None, wmd: Any = None) -> None:
        """A store of `size` bytes at `ptr` (metadata `wmd`) kills the available values
        it may overwrite. One kept only because the metadata analyses (tbaa, scoped
        noalias) say the two accesses are apart is marked: it serves only a load with
        the same AA metadata (another load's tags did not vouch for it)."""
        if self.aa is None:
            self.kill_all_loads()
            return
        for k, e in list(self.loads.d.items()):
            _, p, s, md, _ = e
            if self.aa.alias(ptr, size, p, s) != NO_ALIAS:
                if wmd and md and self.aa.loc_alias(ptr, size, wmd, p, s, md) == NO_ALIAS:
                    if not e[4]:
                        self.loads.set(k, (*e[:4], True))
                    continue
                self.loads.remove(k)

    def _size(self, t: Any) -> int | None:
        return self.aa.size_of(t) if self.aa is not None else None

    def block(self, b: BasicBlock) -> None:
        for i in b.instructions:
            if i.parent is not b:
                continue
            op = i.opcode
            if op == "load" and not is_volatile_or_atomic(i):
                key = (pointer_key(i.operands[0], self.dl), str(i.type))
                hit = self.loads.d.get(key)
                if hit is not None and (not hit[4] or same_aa_metadata(hit[3], i.metadata)):
                    if isinstance(hit[0], Instruction) and hit[0].opcode == "load":
                        combine_metadata(hit[0], i, k_moves=False)
                    replace_all_uses(i, hit[0])
                    self.ed.erase(i)
                    self.loads_removed += 1
                    continue
                self.loads.set(key, (i, i.operands[0], self._size(i.type), i.metadata, False))
                continue
            if op == "store" and not is_volatile_or_atomic(i):
                v, p = i.operands
                size = self._size(v.type)
                self.kill_aliasing(p, size, i.metadata)
                self.loads.set((pointer_key(p, self.dl), str(v.type)), (v, p, size, i.metadata, False))
                continue
            if may_write_memory(i):
                self.kill_escaping_loads(i)
                continue
            key2 = expr_key(i)
            if key2 is None:
                continue
            hit2 = self.exprs.d.get(key2)
            if hit2 is not None and hit2.parent is not None:
                hit2.flags &= i.flags | (hit2.flags - POISON_FLAGS)
                replace_all_uses(i, hit2)
                self.ed.erase(i)
                self.cse += 1
                continue
            self.exprs.set(key2, i)


def _layout(fn: Function, am: AnalysisManager[Function]) -> Any:
    module: Any = am.module if isinstance(am, FunctionAnalysisManager) else fn.parent
    return module.datalayout if module is not None else None


class EarlyCSE(FunctionPass):
    name = "early-cse"
    rerun_is_noop = True
    params_doc = "memssa"

    @staticmethod
    def factory(params: str | None) -> Pass[Function]:
        if params not in (None, "", "memssa"):
            raise ValueError(f"invalid early-cse parameter '{params}'")
        return EarlyCSE()

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        n = _CSE(unit, am.get(DominatorTreeAnalysis, unit), None, _layout(unit, am)).run()
        am.instr.stats.add(self.name, "Number of instructions CSE'd", n)
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()


class GVN(FunctionPass):
    name = "gvn"
    rerun_is_noop = True
    params_doc = "no-pre;pre;no-load-pre;load-pre;no-split-backedge-load-pre;" \
                 "split-backedge-load-pre;no-memdep;memdep"

    def __init__(self, pre: bool = True, load_pre: bool = True) -> None:
        self.pre, self.load_pre = pre, load_pre

    @staticmethod
    def factory(params: str | None) -> Pass[Function]:
        ok = {"pre", "load-pre", "split-backedge-load-pre", "memdep"}
        opts = {"pre": True, "load-pre": True}
        for p in (params or "").split(";"):
            if p and (p.removeprefix("no-")) not in ok:
                raise ValueError(f"invalid GVN pass parameter '{p}'")
            if p.removeprefix("no-") in opts:
                opts[p.removeprefix("no-")] = not p.startswith("no-")
        return GVN(opts["pre"], opts["load-pre"])

    def run(self, unit: Function, am: AnalysisManager[Function]) -> PreservedAnalyses:
        aa = am.get(BasicAA, unit)
        dt = am.get(DominatorTreeAnalysis, unit)
        n = _CSE(unit, dt, aa, _layout(unit, am)).run()
        am.instr.stats.add(self.name, "Number of instructions deleted", n)
        split = False
        if self.pre or self.load_pre:
            n_pre, n_load, split = run_pre(unit, dt, aa, _layout(unit, am), expr_key, self.pre, self.load_pre)
            am.instr.stats.add(self.name, "Number of instructions PRE'd", n_pre)
            am.instr.stats.add(self.name, "Number of loads PRE'd", n_load)
            if n_pre or n_load:
                if split:
                    dt = DominatorTree(unit)
                n2 = _CSE(unit, dt, aa, _layout(unit, am)).run()
                am.instr.stats.add(self.name, "Number of instructions deleted", n2)
                n += n_pre + n_load + n2
        if split:
            return PreservedAnalyses.none()
        return PreservedAnalyses.cfg() if n else PreservedAnalyses.all()
