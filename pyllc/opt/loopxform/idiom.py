"""`loop-idiom`: loops that set or copy memory become `llvm.memset` / `llvm.memcpy`
(LLVM's LoopIdiomRecognize, the strided-store part).

A candidate is a simple (not volatile, not atomic) store in a block of this loop (not of
an inner loop) that dominates the latch, in a loop of the shape:
- preheader, one latch that is the only exiting block (a rotated loop), so the store
  runs once per iteration, trip count = backedge-taken count + 1, from scalar evolution
  (a constant) or `runtime.exit_test` (n - start for `i != n`, `i < n`);
- the store's address is an affine recurrence {P,+,S}<loop> with |S| = the stored size;
- memset: the stored value is loop invariant and byte-wise (an `i8`, or a constant whose
  bytes are all equal: 0, -1, 0x01010101, null, +0.0);
- memcpy: the stored value is a simple load with one use, whose address is {Q,+,S} with
  the same step, from an object basic-aa proves distinct from the store's;
- no other instruction of the loop may read or write the stored (or copied) object:
  loads and stores are checked with basic-aa on their underlying objects, any call
  other than debug/lifetime intrinsics stops the transform.
The call goes in the preheader, with the start address (for a negative step, the last
address) and length n * |S| as i64; the store (and the load) are erased. The loop itself
stays (loop-deletion removes it when it became empty).

Like LLVM, the pass does nothing in functions with "no-builtins" (or
"no-builtin-memset"/"no-builtin-memcpy"), nor in functions named memset/memcpy.
Statistics: NumMemSet, NumMemCpy. Contract: loop pass; requires domtree, loops,
scalar-evolution, basic-aa; keeps the CFG.
"""
from __future__ import annotations

from typing import Any

from pyllc.ir import (
    I1,
    I8,
    I64,
    BinaryOperator,
    CallInst,
    CastInst,
    ConstantInt,
    Function,
    GetElementPtrInst,
    Instruction,
    LoadInst,
    PhiNode,
    StoreInst,
)
from pyllc.ir.constants import ConstantFP, ConstantPointerNull
from pyllc.ir.types import PTR, VOID, FunctionType
from pyllc.ir.values import BasicBlock, Value
from pyllc.opt.aa import NO_ALIAS, AliasAnalysis, BasicAA
from pyllc.opt.analyses import Loop
from pyllc.opt.loop_pass import LoopPass, LoopStandardAnalysisResults, LPMUpdater
from pyllc.opt.loopxform.common import LoopView, branch_parts, clone_instruction, erase_dead
from pyllc.opt.loopxform.runtime import _Emitter, backedge_count, exit_test
from pyllc.opt.passmanager import PreservedAnalyses
from pyllc.opt.scev import SCEV, ScalarEvolution, ScalarEvolutionAnalysis
from pyllc.opt.traits import callee_name, is_volatile_or_atomic, may_read_memory, may_write_memory

_PURE = frozenset("getelementptr add sub mul shl and or xor sext zext trunc bitcast".split())
_FREE_CALLS = ("llvm.dbg.", "llvm.lifetime.", "llvm.assume")


def splat_byte(v: Value, dl: Any) -> Value | None:
    """The byte `v` repeats (an i8 value or constant), or None."""
    if v.type is I8:
        return v
    if isinstance(v, ConstantPointerNull):
        return ConstantInt(I8, 0)
    bits: int | None = None
    width = 0
    if isinstance(v, ConstantInt):
        bits, width = v.value, int(v.type.bits)   # type: ignore[attr-defined]
    elif isinstance(v, ConstantFP) and v.type.kind in ("float", "double"):   # type: ignore[attr-defined]
        bits, width = v.bits, int(v.type.bits)   # type: ignore[attr-defined]
    if bits is None or width % 8:
        return None
    b = bits & 0xFF
    if all((bits >> (8 * k)) & 0xFF == b for k in range(width // 8)):
        return ConstantInt(I8, b)
    return None


def _builtins_off(fn: Function, what: str) -> bool:
    attrs: Any = fn.fn_attrs
    return "no-builtins" in attrs or f"no-builtin-{what}" in attrs or fn.name in ("memset", "memcpy")


class _Idiom:
    def __init__(self, fn: Function, view: LoopView, se: ScalarEvolution, aa: AliasAnalysis,
                 dt: Any, dl: Any) -> None:
        self.fn, self.view, self.se, self.aa, self.dt, self.dl = fn, view, se, aa, dt, dl
        self._count: Value | None = None

    def stride_of(self, ptr: Value, size: int) -> SCEV | None:
        s = self.se.get(ptr)
        if s.kind != "addrec" or s.loop is not self.view.loop or len(s.ops) != 2:
            return None
        step = s.ops[1].const
        if step is None or abs(step) != size:
            return None
        return s

    def others_clear(self, skip: tuple[Instruction, ...], objs: tuple[Value, ...]) -> bool:
        for b in self.view.blocks:
            for i in b.instructions:
                if any(i is s for s in skip):
                    continue
                if not (may_read_memory(i) or may_write_memory(i)):
                    continue
                if i.opcode == "call" and (callee_name(i) or "").startswith(_FREE_CALLS):
                    continue
                if i.opcode == "load":
                    ptr = i.operands[0]
                elif i.opcode == "store":
                    ptr = i.operands[1]
                else:
                    return False
                if any(self.aa.alias(ptr, None, o, None) != NO_ALIAS for o in objs):
                    return False
        return True

    def trip_count(self, pre: BasicBlock) -> Value | None:
        """Iterations as i64, emitted in the preheader (once)."""
        if self._count is not None:
            return self._count
        btc = self.se.backedge_taken_count(self.view.loop)
        if btc is not None:
            self._count = ConstantInt(I64, btc + 1)
            return self._count
        et = exit_test(self.view, self.se)
        if et is None or et.bits > 64:
            return None
        em = _Emitter(pre)
        v = backedge_count(em, et)
        if et.bits < 64:
            v = em.put(CastInst("zext", I64, [v], "btc.wide"))
        self._count = em.put(BinaryOperator("add", I64, [v, ConstantInt(I64, 1)], "trip.count"))
        return self._count

    def at_entry(self, em: _Emitter, v: Value, memo: dict[int, Value]) -> Value | None:
        """`v`'s value on the first iteration, computed in the preheader: header phis take
        their preheader value, pure arithmetic of the loop is copied, invariants stay."""
        if self.view.invariant(v):
            return v
        if id(v) in memo:
            return memo[id(v)]
        assert isinstance(v, Instruction)
        out: Value | None
        if isinstance(v, PhiNode):
            pre = self.view.preheader()
            out = v.incoming_value_for(pre) if pre is not None and v.parent is self.view.header else None
        elif v.opcode in _PURE:
            ops = [self.at_entry(em, o, memo) for o in v.operands]
            if any(o is None for o in ops):
                return None
            c = clone_instruction(v, ".idiom")
            for k, o in enumerate(ops):
                assert o is not None
                if o is not c.operands[k]:
                    c.set_operand(k, o)
            c.flags.discard("inbounds")   # the first address may be past the object when n = 0
            out = em.put(c)
        else:
            out = None
        if out is not None:
            memo[id(v)] = out
        return out

    def address(self, em: _Emitter, ptr: Value, rec: SCEV, n: Value, size: int) -> Value | None:
        """The lowest address the store touches: its first address, or for a negative step
        that plus (n - 1) * step."""
        base = self.at_entry(em, ptr, {})
        if base is None:
            return None
        if (rec.ops[1].const or 0) >= 0:
            return base
        nm1 = em.put(BinaryOperator("sub", I64, [n, ConstantInt(I64, 1)]))
        back = em.put(BinaryOperator("mul", I64, [nm1, ConstantInt(I64, size)]))
        neg = em.put(BinaryOperator("sub", I64, [ConstantInt(I64, 0), back]))
        if isinstance(neg, ConstantInt) and neg.value == 0:
            return base
        return em.put(GetElementPtrInst(PTR, I8, base, [neg], "idiom.start"))

    def try_store(self, st: StoreInst) -> str | None:
        pre = self.view.preheader()
        assert pre is not None
        if is_volatile_or_atomic(st) or self.dl is None:
            return None
        val, ptr = st.operands
        size = self.dl.type_size(val.type)
        if not size or self.dl.alloc_size(val.type) != size:
            return None
        rec = self.stride_of(ptr, size)
        if rec is None:
            return None
        kind: str
        lrec: SCEV | None = None
        byte = splat_byte(val, self.dl) if self.view.invariant(val) else None
        if byte is not None and not _builtins_off(self.fn, "memset"):
            if not self.others_clear((st,), (ptr,)):
                return None
            kind = "memset"
        elif isinstance(val, LoadInst) and not _builtins_off(self.fn, "memcpy"):
            ld = val
            if is_volatile_or_atomic(ld) or ld.num_uses != 1 or ld.parent is None \
                    or not self.view.contains(ld.parent):
                return None
            lrec = self.stride_of(ld.operands[0], size)
            if lrec is None or lrec.ops[1].const != rec.ops[1].const:
                return None
            if self.aa.alias(ld.operands[0], None, ptr, None) != NO_ALIAS:
                return None
            if not self.others_clear((st, ld), (ptr, ld.operands[0])):
                return None
            kind = "memcpy"
        else:
            return None
        n = self.trip_count(pre)
        if n is None:
            return None
        em = _Emitter(pre)
        dst = self.address(em, ptr, rec, n, size)
        if dst is None:
            return None
        src = self.address(em, val.operands[0], lrec, n, size) if isinstance(val, LoadInst) and lrec is not None else None
        if kind == "memcpy" and src is None:
            return None
        length: Value = ConstantInt(I64, n.value * size) if isinstance(n, ConstantInt) else \
            em.put(BinaryOperator("mul", I64, [n, ConstantInt(I64, size)], "idiom.len"))
        align = st.align
        if kind == "memset":
            assert byte is not None
            call = self._call("llvm.memset.p0.i64", (PTR, I8, I64, I1), [dst, byte, length])
            if align:
                call.param_attrs[0].add("align", align)
        else:
            assert src is not None
            call = self._call("llvm.memcpy.p0.p0.i64", (PTR, PTR, I64, I1), [dst, src, length])
            if align:
                call.param_attrs[0].add("align", align)
            if val.align:   # type: ignore[attr-defined]
                call.param_attrs[1].add("align", val.align)   # type: ignore[attr-defined]
        em.put(call)
        st.erase_from_parent()
        if kind == "memcpy":
            val.erase_from_parent()   # type: ignore[attr-defined]
        return kind

    def _call(self, name: str, params: tuple[Any, ...], args: list[Value]) -> CallInst:
        m: Any = self.fn.parent
        ft = FunctionType.get(VOID, params, False)
        f = m.get_function(name)
        if f is None:
            f = Function(name, ft)
            m.add_global(f)
        return CallInst(VOID, ft, f, [*args, ConstantInt(I1, 0)])


class LoopIdiomRecognize(LoopPass):
    """Turn strided store loops into memset/memcpy calls."""
    name = "loop-idiom"

    def run_on_loop(self, loop: Loop, ar: LoopStandardAnalysisResults,
                    updater: LPMUpdater) -> PreservedAnalyses:
        view = LoopView(loop)
        fn = ar.function
        latch = view.latch()
        if view.preheader() is None or latch is None or view.exiting_blocks() != [latch] \
                or branch_parts(latch) is None:
            return PreservedAnalyses.all()
        m: Any = fn.parent
        dl = m.datalayout if m is not None else None
        dt = ar.domtree
        li = ar.loops
        idiom = _Idiom(fn, view, ar.get(ScalarEvolutionAnalysis), ar.get(BasicAA), dt, dl)
        counts = {"memset": 0, "memcpy": 0}
        for b in view.blocks:
            if li.loop_for(b) is not loop or not dt.dominates(b, latch):
                continue
            for i in list(b.instructions):
                if isinstance(i, StoreInst) and i.parent is not None:
                    kind = idiom.try_store(i)
                    if kind is not None:
                        counts[kind] += 1
        st = ar.am.instr.stats
        st.add(self.name, "Number of memset's formed from loop stores", counts["memset"])
        st.add(self.name, "Number of memcpy's formed from loop load+stores", counts["memcpy"])
        if not (counts["memset"] or counts["memcpy"]):
            if isinstance(idiom._count, Instruction):
                erase_dead([idiom._count])
            return PreservedAnalyses.all()
        return PreservedAnalyses.cfg()
        return PreservedAnalyses.all()
